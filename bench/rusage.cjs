// Preload (`node --require bench/rusage.cjs …`) for bench/cpu-time.mjs where bash or GNU time is
// missing: at exit, writes the node process's own CPU time and peak RSS (process.resourceUsage():
// user and sys in µs, maxRSS in KiB) as `@@RUSAGE <user> <sys> <KiB>` on the file descriptor named
// by BENCH_RUSAGE_FD (else on stderr), never on the command's own output.
'use strict';
const fs = require('node:fs');
process.on('exit', () => {
  const u = process.resourceUsage();
  const fd = Number(process.env.BENCH_RUSAGE_FD ?? 2);
  try {
    fs.writeSync(Number.isInteger(fd) ? fd : 2, `@@RUSAGE ${u.userCPUTime} ${u.systemCPUTime} ${u.maxRSS}\n`);
  } catch {
    // the descriptor is closed: no figure
  }
});
