import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  UsageError,
  compareBytes
} from "./chunk-IOCN4HMK.mjs";

// src/engine/finding.ts
var SEVERITY_RANK = { error: 2, warning: 1, info: 0 };
var EXIT = Object.freeze({ OK: 0, FINDINGS: 1, USAGE: 2, INTERNAL: 2 });
function compareFindings(a, b) {
  const fa = a.span?.file ?? "";
  const fb = b.span?.file ?? "";
  if (fa !== fb) return compareBytes(fa, fb);
  const la = a.span?.start.line ?? 0;
  const lb = b.span?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.span?.start.column ?? 0;
  const cb = b.span?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  if (a.ruleId !== b.ruleId) return compareBytes(a.ruleId, b.ruleId);
  return compareBytes(a.message, b.message);
}
var INTERNAL_ERROR_RULE = "internal-error";
function countSeverities(findings) {
  const c = { errorCount: 0, warningCount: 0, infoCount: 0 };
  for (const f of findings) {
    if (f.severity === "error") c.errorCount++;
    else if (f.severity === "warning") c.warningCount++;
    else c.infoCount++;
  }
  return c;
}
function exitCodeFor(findings, maxWarnings = -1) {
  if (findings.some((f) => f.ruleId === INTERNAL_ERROR_RULE)) return EXIT.INTERNAL;
  const c = countSeverities(findings);
  if (c.errorCount > 0) return EXIT.FINDINGS;
  if (maxWarnings >= 0 && c.warningCount > maxWarnings) return EXIT.FINDINGS;
  return EXIT.OK;
}
function renderMessage(template, data) {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (m, k) => k in data ? String(data[k]) : m);
}

// src/commands/common.ts
import * as path from "node:path";

// src/model/runtime.ts
var RUNTIME_IDS = ["fork", "opencode"];
function isRuntimeId(x) {
  return typeof x === "string" && RUNTIME_IDS.includes(x);
}
var RUNTIME_LABELS = {
  fork: "OpenCode Go fork (obukhovaa/opencode)",
  opencode: "opencode 1.18"
};

// src/commands/common.ts
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

// src/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var cached = null;
function packageRoot() {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const pj = join(dir, "package.json");
    if (existsSync(pj)) {
      try {
        if (JSON.parse(readFileSync(pj, "utf8")).name === "ctxlens") return cached = dir;
      } catch {
      }
    }
    const up = dirname(dir);
    if (up === dir) throw new Error("ctxlens: cannot find its own package.json");
    dir = up;
  }
}
function toolVersion() {
  try {
    return JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")).version;
  } catch {
    return "0.0.0";
  }
}

// src/report/neutralise.ts
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
function hex(c) {
  return "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
}
function neutralise(s) {
  return s.replace(UNSAFE, hex);
}
function safeJson(value, indent = 2) {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, hex);
}
function suppressionSummary(kinds) {
  const names = { ignore: "by ignore globs", directive: "by ctxlens-disable comments", baseline: "by the baseline" };
  const counts = /* @__PURE__ */ new Map();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  if (counts.size === 1) return names[kinds[0]] ?? "";
  return [...counts].map(([k, n]) => `${n} ${names[k] ?? k}`).join(", ");
}

// src/text/suggest.ts
function editDistance(a, b) {
  if (a === b) return 0;
  const prev = new Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
function didYouMean(word, candidates) {
  const lower = word.toLowerCase();
  const ci = candidates.find((c) => c.toLowerCase() === lower && c !== word);
  if (ci) return ci;
  let best = null;
  let bestD = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor(word.length / 3));
  return best !== null && bestD <= limit ? best : null;
}

export {
  SEVERITY_RANK,
  EXIT,
  compareFindings,
  INTERNAL_ERROR_RULE,
  countSeverities,
  exitCodeFor,
  renderMessage,
  RUNTIME_IDS,
  isRuntimeId,
  RUNTIME_LABELS,
  withSourceOptions,
  single,
  SINGLE_VALUED,
  withTargetOptions,
  packageRoot,
  toolVersion,
  didYouMean,
  neutralise,
  safeJson,
  suppressionSummary
};
