import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  DIFF_FORMATS,
  formatDiff,
  runContextDiff
} from "./chunk-MH3JQ7ZN.mjs";
import "./chunk-UOPG7MIZ.mjs";
import {
  emit
} from "./chunk-7ARHLCBJ.mjs";
import "./chunk-GHE7R7M5.mjs";
import "./chunk-UPGDKL6W.mjs";
import "./chunk-F6RO3KKK.mjs";
import "./chunk-FYREUJLJ.mjs";
import "./chunk-FC7THOWF.mjs";
import "./chunk-VSXIFP2X.mjs";
import {
  EXIT
} from "./chunk-ULAQDWDD.mjs";
import "./chunk-4W7TGBYQ.mjs";
import "./chunk-WOIQTF4D.mjs";
import {
  RUNTIME_IDS
} from "./chunk-Y4VJYWPG.mjs";
import "./chunk-E5UOY6KS.mjs";
import "./chunk-5F5IDRX5.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-JARKVD5N.mjs";
import "./chunk-LRWMOLU3.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/commands/diff.ts
import * as path from "node:path";
async function runDiff(args) {
  if (!DIFF_FORMATS.includes(args.format)) throw new UsageError(`--format must be one of ${DIFF_FORMATS.join(", ")}`);
  const d = await runContextDiff({
    cwd: args.cwd,
    base: args.base,
    head: args.head ?? null,
    env: args.env,
    withGlobal: args.withGlobal,
    rule: args.rule,
    ...args.config !== void 0 ? { config: args.config } : {},
    ...args.runtime !== void 0 ? { runtime: args.runtime } : {}
  });
  emit(formatDiff(d, args.format), args.output);
  return args.failOnNew && d.newFindings.some((f) => f.severity === "error") ? EXIT.FINDINGS : EXIT.OK;
}
var diffCommand = {
  command: "diff",
  describe: "Compare the effective context of every agent and flow step between two revisions",
  builder: (y) => y.option("base", { type: "string", demandOption: true, describe: "base git revision" }).option("head", { type: "string", describe: "head git revision (default: the working tree)" }).option("cwd", { type: "string", default: process.cwd(), describe: "working directory W of the simulated runtime", coerce: (p) => path.resolve(p) }).option("env", { type: "string", array: true, default: [], describe: "NAME=VALUE for ${env.NAME}; repeatable" }).option("with-global", { type: "boolean", default: false, describe: "also read the user-level config, agents and flows" }).option("config", { type: "string", describe: "use this ctxlens.config.json instead of looking one up" }).option("runtime", { type: "string", choices: RUNTIME_IDS, describe: "the runtime to model (the context diff supports fork only); chosen from the repository when absent. --runtime opencode --against opencode-v2: the V1 \u2192 V2 migration report" }).option("rule", { type: "string", array: true, default: [], describe: "override a rule severity: id:off|info|warning|error" }).option("format", { alias: "f", type: "string", choices: DIFF_FORMATS, default: "stylish", describe: "output format" }).option("output", { alias: "o", type: "string", describe: "write the report to this file instead of stdout" }).option("fail-on-new", { type: "boolean", default: false, describe: "exit 1 when head has an error finding that base does not" }),
  handler: async (args) => {
    process.exitCode = await runDiff(args);
  }
};
export {
  diffCommand,
  runDiff
};
