import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  stringWidth
} from "./chunk-6ERPNQMM.mjs";
import {
  FIXABLE_RULES,
  ruleDocs,
  rules
} from "./chunk-F6RO3KKK.mjs";
import "./chunk-FYREUJLJ.mjs";
import "./chunk-FC7THOWF.mjs";
import {
  didYouMean
} from "./chunk-VSXIFP2X.mjs";
import "./chunk-ULAQDWDD.mjs";
import {
  safeJson
} from "./chunk-4W7TGBYQ.mjs";
import "./chunk-WOIQTF4D.mjs";
import "./chunk-Y4VJYWPG.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-LRWMOLU3.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/commands/rules.ts
function ruleRuntime(meta) {
  const declared = meta.runtime;
  if (typeof declared === "string" && declared !== "") return declared;
  const fork = meta.spec.search(/runtime-fork|runtimes\/fork/);
  const oc = meta.spec.search(/runtime-opencode|runtimes\/opencode/);
  if (fork < 0 && oc < 0) return "any";
  return fork >= 0 && (oc < 0 || fork < oc) ? "fork" : "opencode";
}
function padCells(s, w) {
  return s + " ".repeat(Math.max(0, w - stringWidth(s)));
}
function rulesTable(rules2) {
  const rows = [["RULE", "SEVERITY", "RUNTIME", "FIX", "DESCRIPTION"], ...[...rules2].sort((a, b) => a.id < b.id ? -1 : 1).map((r) => [r.id, r.meta.severity, ruleRuntime(r.meta), r.meta.fixable || FIXABLE_RULES.has(r.id) ? "fix" : "", r.meta.description])];
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => stringWidth(r[i]))));
  return rows.map((r) => r.map((c, i) => i === r.length - 1 ? c : padCells(c, w[i])).join("  ").trimEnd()).join("\n") + "\n";
}
function findRule(id, rules2 = rules) {
  const r = rules2.find((x) => x.id === id);
  if (r) return r;
  const near = didYouMean(id, rules2.map((x) => x.id));
  throw new UsageError(`unknown rule "${id}"${near ? `; did you mean "${near}"?` : ""} (ctxlens rules lists them)`);
}
function explainText(rule) {
  const doc = ruleDocs([rule])[rule.id];
  if (doc !== void 0) return doc.endsWith("\n") ? doc : doc + "\n";
  return `# ${rule.id}

${rule.meta.description}

Default severity: ${rule.meta.severity}. Runtime: ${ruleRuntime(rule.meta)}. Spec: ${rule.meta.spec}.
`;
}
var rulesCommand = {
  command: "rules",
  describe: "List every rule: id, default severity, runtime, whether --fix fixes it, one line",
  builder: (y) => y.option("format", { alias: "f", choices: ["table", "json"], default: "table", describe: "output format" }),
  handler: (args) => {
    if (args.format === "json") {
      const list = rules.map((r) => ({ id: r.id, severity: r.meta.severity, runtime: ruleRuntime(r.meta), kind: r.meta.kind, fixable: r.meta.fixable || FIXABLE_RULES.has(r.id), description: r.meta.description, spec: r.meta.spec }));
      process.stdout.write(safeJson(list) + "\n");
    } else process.stdout.write(rulesTable(rules));
  }
};
var explainCommand = {
  command: "explain <rule>",
  describe: "Print a rule's documentation: what it checks, the runtime behaviour, failing and passing examples",
  builder: (y) => y.positional("rule", { type: "string", describe: "rule id (ctxlens rules lists them)" }),
  handler: (args) => {
    process.stdout.write(explainText(findRule(args.rule)));
  }
};
export {
  explainCommand,
  explainText,
  findRule,
  padCells,
  ruleRuntime,
  rulesCommand,
  rulesTable
};
