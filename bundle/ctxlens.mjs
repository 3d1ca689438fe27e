#!/usr/bin/env node
import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  stagedChangesAreIrrelevant
} from "./chunk-F5GLYMVY.mjs";
import "./chunk-AAVHCFDZ.mjs";
import "./chunk-SL7IHWDP.mjs";
import "./chunk-3STSQAXW.mjs";
import "./chunk-IMUAOO2P.mjs";
import "./chunk-KE7UEIQO.mjs";

// src/precommit/fast-path.ts
import * as path from "node:path";
function fastPathArgs(argv, baseEnv = process.env, cwd0 = process.cwd()) {
  if (argv[0] !== "lint") return null;
  let staged = false;
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
  return staged ? { cwd: path.resolve(cwd0, cwd ?? "."), env } : null;
}

// src/bin.ts
var fast = fastPathArgs(process.argv.slice(2));
if (fast !== null && stagedChangesAreIrrelevant(fast.cwd, fast.env)) {
  if (process.env["CTXLENS_DEBUG"]) process.stderr.write("ctxlens: no staged change can affect context; nothing to lint\n");
  process.exitCode = 0;
} else {
  await import("./cli-V43T65RL.mjs");
}
