import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  RUNTIME_IDS
} from "./chunk-Y4VJYWPG.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";

// src/commands/common.ts
import * as path from "node:path";
function withSourceOptions(y) {
  return y.option("cwd", { type: "string", default: process.cwd(), describe: "working directory W of the simulated runtime", coerce: (p) => path.resolve(single("cwd", p)) }).option("env", { type: "string", array: true, default: [], describe: "NAME=VALUE for ${env.NAME}; repeatable" }).option("with-global", { type: "boolean", default: false, describe: "also read the user-level config, agents and flows" }).option("staged", { type: "boolean", default: false, describe: "read what is staged in the git index instead of the working tree" }).option("rev", { type: "string", describe: "read the tree of a git revision instead of the working tree" }).option("runtime", { type: "string", choices: RUNTIME_IDS, describe: "the runtime to model: fork (the OpenCode Go fork, .opencode.json) or opencode (mainstream OpenCode 1.18, opencode.json); chosen from the repository when absent. opencode-v2: OpenCode V2 from its documentation (render, touch, resolve, audit)" }).check((a) => {
    if (a["staged"] === true && a["rev"] !== void 0) throw new UsageError("Arguments staged and rev are mutually exclusive");
    if (a["rev"] !== void 0 && single("rev", a["rev"]) === "") throw new UsageError("--rev needs a revision");
    return true;
  });
}
function single(name, v) {
  if (Array.isArray(v)) throw new UsageError(`--${name} given more than once`);
  return v;
}
var SINGLE_VALUED = ["runtime", "rev", "agent", "flow", "step", "config", "output", "format", "base", "head", "calls", "max-warnings"];
function withTargetOptions(y) {
  return y.option("agent", { type: "string", describe: "agent ID (built-in, markdown or .opencode.json)" }).option("flow", { type: "string", describe: "flow ID; simulate the step given by --step" }).option("step", { type: "string", describe: "step ID within --flow" }).check((a) => {
    if (a["flow"] !== void 0 && a["step"] === void 0) throw new UsageError("--flow needs --step STEP: name the step to simulate");
    if (a["step"] !== void 0 && a["flow"] === void 0) throw new UsageError("--step needs --flow FLOW: name the flow the step belongs to");
    return true;
  });
}

export {
  withSourceOptions,
  single,
  SINGLE_VALUED,
  withTargetOptions
};
