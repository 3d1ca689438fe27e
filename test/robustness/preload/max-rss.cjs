// Test preload (`node --require max-rss.cjs`): at exit, writes the process's peak resident set
// size (process.resourceUsage().maxRSS, KiB) to the file named by CTXLENS_MAX_RSS.
'use strict';
const fs = require('node:fs');
const out = process.env.CTXLENS_MAX_RSS;
if (out) process.on('exit', () => fs.writeFileSync(out, String(process.resourceUsage().maxRSS)));
