#!/usr/bin/env node
// The ctxlens executable (package.json "bin"); its code is named by a hash of its content.
require('./ctxlens-35a958d0da47.cjs');
