#!/usr/bin/env node
// The ctxlens executable (package.json "bin"); its code is named by a hash of its content.
require('./ctxlens-8fd23400f107.cjs');
