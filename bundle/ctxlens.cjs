#!/usr/bin/env node
// The ctxlens executable (package.json "bin"); its code is named by a hash of its content.
require('./ctxlens-5a9c788f8eb7.cjs');
