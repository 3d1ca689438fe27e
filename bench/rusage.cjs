// Preload for bench/run.mjs when GNU time is missing: at exit, print the process's own CPU time and
// peak RSS (process.resourceUsage(), maxRSS in KiB) in the format GNU time is asked for.
'use strict';
process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write(`@@TIME ${u.userCPUTime / 1e6} ${u.systemCPUTime / 1e6} ${u.maxRSS}\n`);
});
