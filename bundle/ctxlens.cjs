#!/usr/bin/env node
// The ctxlens executable (package.json "bin"); its code is named by a hash of its content.
require('./ctxlens-96c4063c7dd3.cjs');
