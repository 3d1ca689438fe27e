#!/usr/bin/env node
import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  interestCacheFromEnv,
  quickRelevance,
  rememberRelevant
} from "./chunk-UK4KE4PR.mjs";
import "./chunk-3MKV7SAS.mjs";

// src/codecache/tiering.ts
import { setFlagsFromString } from "node:v8";
var INTERRUPT_BUDGET = 1e6;
function tieringFlags(execArgv) {
  if (execArgv.some((s) => /^--interrupt[-_]budget\b/.test(s))) return null;
  return `--interrupt-budget=${INTERRUPT_BUDGET}`;
}
function applyTieringFlags() {
  const flags = tieringFlags(process.execArgv);
  if (flags === null) return;
  try {
    setFlagsFromString(flags);
  } catch {
  }
}

// src/precommit/fast-path.ts
import * as path from "node:path";
function fastPathArgs(argv, baseEnv = process.env, cwd0 = process.cwd()) {
  if (argv[0] !== "lint") return null;
  let staged = false;
  let cache = true;
  let cwd = null;
  const env = { ...baseEnv };
  const VALUE = /* @__PURE__ */ new Set(["--cwd", "--format", "-f", "--max-warnings", "--config", "--rule", "--env"]);
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.startsWith("--") ? a.indexOf("=") : -1;
    const name = eq > 0 ? a.slice(0, eq) : a;
    if (name === "--staged" && eq < 0) {
      staged = true;
      continue;
    }
    if ((name === "--no-cache" || name === "--cache") && eq < 0) {
      cache = name === "--cache";
      continue;
    }
    if (!VALUE.has(name)) {
      if (a.startsWith("-") || cwd !== null) return null;
      cwd = a;
      continue;
    }
    const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
    if (value === void 0) return null;
    if ((name === "--format" || name === "-f") && value !== "stylish" && value !== "github") return null;
    if (name === "--cwd") {
      if (cwd !== null) return null;
      cwd = value;
    }
    if (name === "--env") {
      const k = value.indexOf("=");
      if (k <= 0) return null;
      env[value.slice(0, k)] = value.slice(k + 1);
    }
  }
  return staged ? { cwd: path.resolve(cwd0, cwd ?? "."), env, cache } : null;
}

// src/bin.ts
var fast = fastPathArgs(process.argv.slice(2));
var verdict = null;
if (fast !== null) {
  try {
    const cache = fast.cache ? interestCacheFromEnv(process.env) : null;
    const q = quickRelevance(fast.cwd, fast.env, false, cache);
    verdict = "pending" in q ? (await import("./relevance-777I2FF3.mjs")).finishRelevance(q) : q;
  } catch {
    verdict = null;
  }
}
if (fast !== null && verdict !== null && !verdict.relevant) {
  if (process.env["CTXLENS_DEBUG"]) process.stderr.write(`ctxlens: no staged change can affect context (${verdict.reason}); nothing to lint
`);
  process.exitCode = 0;
} else {
  if (fast !== null && verdict !== null) rememberRelevant(fast.cwd, fast.env);
  applyTieringFlags();
  await import("./cached-cli-YRIREVUP.mjs");
}
