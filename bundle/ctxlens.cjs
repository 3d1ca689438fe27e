#!/usr/bin/env node
// The ctxlens executable (package.json "bin"); its code is named by a hash of its content.
require('./ctxlens-cf1b44e8bcd1.cjs');
