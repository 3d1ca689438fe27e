import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  MAX_CONFIG_BYTES,
  chooseRuntime,
  findConfigFile,
  loadOcProject,
  loadProject,
  resolveTarget,
  shownPath,
  simulateLocation,
  simulateOneTarget
} from "./chunk-FC7THOWF.mjs";
import {
  didYouMean
} from "./chunk-VSXIFP2X.mjs";
import {
  explicitEnvNames,
  openSource,
  simulatedEnv
} from "./chunk-WOIQTF4D.mjs";
import {
  isRuntimeId
} from "./chunk-Y4VJYWPG.mjs";
import {
  init_main,
  parse
} from "./chunk-XRODCEW6.mjs";
import {
  RefusalError,
  UsageError
} from "./chunk-QQPG2PVG.mjs";

// src/load/ctxlens-config/runtime-pin.ts
init_main();
function readRuntimePin(source, cwd) {
  const abs = findConfigFile(source, cwd);
  if (abs === null) return null;
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok || r.data.length > MAX_CONFIG_BYTES) return null;
  const data = parse(r.data.toString("utf8").replace(/^\uFEFF/, ""));
  return isObject(data) && isRuntimeId(data["runtime"]) ? { id: data["runtime"], file: shownPath(abs, cwd) } : null;
}
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

// src/run/target.ts
async function openSim(args) {
  const source = await openSource({ cwd: args.cwd, staged: args.staged, ...args.rev !== void 0 ? { rev: args.rev } : {} });
  if (source.kind === "worktree" && source.stat(args.cwd)?.kind !== "dir") throw new UsageError(`not a directory: ${args.cwd}`);
  return { source, choice: chooseRuntime(source, args.cwd, args.runtime, readRuntimePin(source, args.cwd)) };
}
function loadOcTarget(args, source) {
  const project = loadOcProject(source, { cwd: args.cwd, env: simulatedEnv(args.env), explicitEnv: explicitEnvNames(args.env), withGlobal: args.withGlobal });
  const { set } = simulateLocation(project);
  if (set === null) throw new RefusalError(`opencode 1.18 refuses to start: ${project.refusal}`);
  return { project, set };
}
function fatalMessage(model) {
  const fatal = model.config.fatal;
  return typeof fatal === "string" && fatal !== "" ? fatal : null;
}
async function loadTarget(args, opened) {
  const env = simulatedEnv(args.env);
  const source = opened ?? await openSource({ cwd: args.cwd, staged: args.staged, ...args.rev !== void 0 ? { rev: args.rev } : {} });
  if (source.kind === "worktree" && source.stat(args.cwd)?.kind !== "dir") throw new UsageError(`not a directory: ${args.cwd}`);
  const model = loadProject(source, { cwd: args.cwd, env, withGlobal: args.withGlobal });
  const fatal = fatalMessage(model);
  if (fatal !== null) throw new RefusalError(fatal);
  if (args.agent !== void 0 && args.flow === void 0 && !model.agents.has(args.agent)) {
    const near = didYouMean(args.agent, [...model.agents.keys()]);
    throw new UsageError(`--agent: no agent "${args.agent}" in this project${near ? `; did you mean "${near}"?` : ""} (defined: ${[...model.agents.keys()].join(", ")})`);
  }
  const rt = resolveTarget(model, { agent: args.agent, flow: args.flow, step: args.step });
  if ("error" in rt) throw new RefusalError(rt.error);
  return { model, rt, sim: simulateOneTarget(model, rt) };
}

export {
  openSim,
  loadOcTarget,
  loadTarget
};
