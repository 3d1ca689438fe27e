import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  DIFF_FORMATS,
  formatDiff,
  runContextDiff
} from "./chunk-EFIUFUSR.mjs";
import "./chunk-2WNGHQ7M.mjs";
import {
  emit
} from "./chunk-P6A66KJF.mjs";
import "./chunk-UFX3JJKF.mjs";
import "./chunk-5VXAVWO4.mjs";
import "./chunk-PXXWDLQX.mjs";
import "./chunk-VIRK23LH.mjs";
import "./chunk-HUSTCQYY.mjs";
import "./chunk-3YPSHFZ6.mjs";
import "./chunk-V6OI2GK6.mjs";
import "./chunk-C4MFERJC.mjs";
import "./chunk-IOSQSECX.mjs";
import {
  EXIT
} from "./chunk-GM4Z2ASB.mjs";
import "./chunk-KFNNK37T.mjs";
import "./chunk-SWKSPXM5.mjs";
import {
  RUNTIME_IDS
} from "./chunk-KOWEAD5C.mjs";
import "./chunk-6S4GPLQW.mjs";
import "./chunk-VFVMA7OH.mjs";
import "./chunk-JWRTPKKY.mjs";
import "./chunk-CJ5BIFKF.mjs";
import "./chunk-2JPTGYIW.mjs";
import "./chunk-LW7Z2336.mjs";
import {
  UsageError
} from "./chunk-4NEPPJGY.mjs";
import "./chunk-KE7UEIQO.mjs";

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
