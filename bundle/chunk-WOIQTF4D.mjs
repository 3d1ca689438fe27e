import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  WorktreeSource
} from "./chunk-LRWMOLU3.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";

// src/run/source.ts
import * as fs from "node:fs";
function simulatedEnv(entries) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== void 0) env[k] = v;
  for (const e of entries) {
    const i = e.indexOf("=");
    if (i <= 0) throw new UsageError(`--env expects NAME=VALUE, got "${e}"`);
    env[e.slice(0, i)] = e.slice(i + 1);
  }
  return env;
}
function explicitEnvNames(entries) {
  return new Set(entries.map((e) => e.slice(0, Math.max(0, e.indexOf("=")))).filter((k) => k !== ""));
}
async function openSource(args) {
  if (args.staged || args.rev) {
    const git = await import("./git-U3BLAQ4E.mjs");
    return args.staged ? git.openIndexSource(args.cwd) : git.openRevisionSource(args.cwd, args.rev);
  }
  if (args.sparseAware) return (await import("./git-U3BLAQ4E.mjs")).openSparseAwareWorktree(args.cwd);
  return new WorktreeSource();
}
function readArgFile(file, maxBytes = 64 * 1024 * 1024) {
  const fd = fs.openSync(file, "r");
  try {
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const buf = Buffer.alloc(Math.min(1 << 20, maxBytes + 1 - total));
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      chunks.push(buf.subarray(0, n));
      total += n;
      if (total > maxBytes) throw Object.assign(new Error(`larger than ${maxBytes} bytes`), { code: "EFBIG" });
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

export {
  simulatedEnv,
  explicitEnvNames,
  openSource,
  readArgFile
};
