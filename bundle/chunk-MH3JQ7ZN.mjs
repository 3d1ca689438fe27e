import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  TOKENIZER,
  measureTarget,
  memoCounter,
  portableRendered,
  targetName
} from "./chunk-UOPG7MIZ.mjs";
import {
  escapeMarkdown,
  toJsonFinding
} from "./chunk-UPGDKL6W.mjs";
import {
  lintPrepared,
  prepareRun
} from "./chunk-F6RO3KKK.mjs";
import {
  o200kCounter
} from "./chunk-FYREUJLJ.mjs";
import {
  simulateAll
} from "./chunk-FC7THOWF.mjs";
import {
  neutralise,
  safeJson
} from "./chunk-4W7TGBYQ.mjs";
import {
  DISCOVERY_DEFAULTS,
  MANIFEST_CAP_BYTES,
  effectiveCap
} from "./chunk-234XTG2B.mjs";
import {
  resolveCommit,
  sourceRoot
} from "./chunk-JARKVD5N.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";

// src/diff/format.ts
var DIFF_FORMATS = ["stylish", "json", "markdown"];
var n = (x) => x.toLocaleString("en-US");
var delta = (a, b) => b === a ? "\xB10" : b > a ? `+${n(b - a)}` : `-${n(a - b)}`;
var span = (a, b, unit) => `${n(a)} \u2192 ${n(b)}${unit ? " " + unit : ""} (${delta(a, b)})`;
var MARK = { added: "+", removed: "-", changed: "~", unchanged: " " };
var BUDGET = { maxFileBytes: "maxFileBytes", maxSessionBytes: "maxSessionBytes", manifestCap: "manifest cap" };
function where(f) {
  if (!f.span) return "(project)";
  return f.span.start.line > 0 ? `${f.span.file}:${f.span.start.line}:${f.span.start.column}` : f.span.file;
}
function fileLine(f) {
  const layer = f.after?.layer ?? f.before?.layer ?? "";
  const layerText = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} \u2192 ${f.after.layer}` : layer;
  const bytes = span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, "bytes");
  const tokens = span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, "tokens");
  return `${MARK[f.status]} ${f.path}  [${layerText}]  ${bytes}, ${tokens}`;
}
function budgetText(b) {
  const side2 = (x) => x === null ? "\u2014" : n(x);
  return `${BUDGET[b.budget]} ${b.state}: ${b.subject} ${side2(b.before)} \u2192 ${side2(b.after)} bytes (limit ${n(b.limit)})`;
}
function diffStylish(d) {
  const out = [`ctxlens diff ${neutralise(d.base)} \u2192 ${neutralise(d.head)} (tokens: ${d.tokenizer}, approximate)`, ""];
  if (d.targets.length === 0) out.push(`No context changes in ${d.compared} agent(s) and flow step(s).`, "");
  for (const t of d.targets) {
    out.push(`${neutralise(t.name)}: ${t.status}, ${span(t.bytes.before, t.bytes.after, "bytes")}, ${span(t.tokens.before, t.tokens.after, "tokens")}`);
    for (const f of t.files) out.push("  " + neutralise(fileLine(f)));
    for (const l of t.manifest.added) out.push(`  manifest + ${neutralise(l)}`);
    for (const l of t.manifest.removed) out.push(`  manifest - ${neutralise(l)}`);
    for (const b of t.budgets) out.push(`  ${neutralise(budgetText(b))}`);
    out.push("");
  }
  if (d.budgets.length > 0) {
    out.push("Nested files over maxFileBytes:");
    for (const b of d.budgets) out.push(`  ${neutralise(budgetText(b))}`);
    out.push("");
  }
  if (d.newFindings.length > 0) {
    out.push(`New findings on ${neutralise(d.head)} (${d.newFindings.length}):`);
    for (const f of d.newFindings) out.push(`  ${neutralise(where(f))}  ${f.severity}  ${neutralise(f.message)}  ${f.ruleId}`);
    out.push("");
  }
  const changed = d.targets.filter((t) => t.status !== "unchanged").length;
  out.push(`${changed} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed.`);
  return out.join("\n") + "\n";
}
function diffJson(d) {
  return safeJson(
    {
      ...d,
      newFindings: d.newFindings.map(toJsonFinding),
      fixedFindings: d.fixedFindings.map(toJsonFinding),
      headFindings: void 0,
      summary: {
        changedTargets: d.targets.filter((t) => t.status !== "unchanged").length,
        comparedTargets: d.compared,
        newFindings: d.newFindings.length,
        fixedFindings: d.fixedFindings.length
      }
    },
    2
  ) + "\n";
}
function mdTargetRow(t) {
  return `| ${escapeMarkdown(t.name)} | ${t.status} | ${span(t.bytes.before, t.bytes.after, "")} | ${span(t.tokens.before, t.tokens.after, "")} |`;
}
function diffMarkdown(d, heading = 3, opts = {}) {
  const h = "#".repeat(heading);
  const out = [`${h} Context diff: ${escapeMarkdown(d.base)} \u2192 ${escapeMarkdown(d.head)}`, ""];
  const changed = d.targets.filter((t) => t.status !== "unchanged");
  out.push(`${changed.length} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed. Tokens are approximate (${d.tokenizer}).`, "");
  if (d.targets.length > 0) {
    out.push("| Agent / step | Status | Bytes | Tokens (\u2248) |", "|---|---|---|---|");
    for (const t of d.targets) out.push(mdTargetRow(t));
    out.push("");
    for (const t of d.targets) {
      if (t.files.length === 0 && t.manifest.added.length === 0 && t.manifest.removed.length === 0 && t.budgets.length === 0) continue;
      out.push(`<details><summary>${escapeMarkdown(t.name)}</summary>`, "");
      if (t.files.length > 0) {
        out.push("| File | Change | Layer | Bytes | Tokens (\u2248) |", "|---|---|---|---|---|");
        for (const f of t.files) {
          const layer = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} \u2192 ${f.after.layer}` : f.after?.layer ?? f.before?.layer ?? "";
          out.push(`| ${escapeMarkdown(f.path)} | ${f.status} | ${layer} | ${span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, "")} | ${span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, "")} |`);
        }
        out.push("");
      }
      if (t.manifest.added.length + t.manifest.removed.length > 0) {
        out.push("Manifest lines:", "");
        for (const l of t.manifest.added) out.push(`- added: ${escapeMarkdown(l)}`);
        for (const l of t.manifest.removed) out.push(`- removed: ${escapeMarkdown(l)}`);
        out.push("");
      }
      for (const b of t.budgets) out.push(`- ${escapeMarkdown(budgetText(b))}`);
      if (t.budgets.length > 0) out.push("");
      out.push("</details>", "");
    }
  }
  const budgets = [...d.budgets, ...d.targets.flatMap((t) => t.budgets.map((b) => ({ ...b, subject: `${t.name}: ${b.subject}` })))];
  if (budgets.length > 0) {
    out.push(`${h}# Budgets`, "", "| Budget | Subject | Limit | Before | After | State |", "|---|---|---|---|---|---|");
    for (const b of budgets) out.push(`| ${BUDGET[b.budget]} | ${escapeMarkdown(b.subject)} | ${n(b.limit)} | ${b.before === null ? "\u2014" : n(b.before)} | ${b.after === null ? "\u2014" : n(b.after)} | ${b.state} |`);
    out.push("");
  }
  if (d.newFindings.length > 0 && opts.newFindings !== false) {
    out.push(`${h}# New findings`, "", "| Severity | Location | Rule | Message |", "|---|---|---|---|");
    for (const f of d.newFindings) out.push(`| ${f.severity} | ${escapeMarkdown(where(f))} | ${escapeMarkdown(f.ruleId)} | ${escapeMarkdown(f.message)} |`);
    out.push("");
  }
  return out.join("\n") + "\n";
}
function formatDiff(d, format) {
  return format === "json" ? diffJson(d) : format === "markdown" ? diffMarkdown(d) : diffStylish(d);
}

// src/diff/compute.ts
import { createHash } from "node:crypto";
function targetKey(t) {
  return `${t.agentId}\0${t.flowId ?? ""}\0${t.stepId ?? ""}`;
}
function findingKey(f) {
  return f.fingerprint ?? [f.ruleId, f.span?.file ?? "", f.messageId].join("\0");
}
function findingsOnlyIn(a, b) {
  const count = /* @__PURE__ */ new Map();
  for (const f of b) count.set(findingKey(f), (count.get(findingKey(f)) ?? 0) + 1);
  const out = [];
  for (const f of a) {
    const k = findingKey(f);
    const n2 = count.get(k) ?? 0;
    if (n2 > 0) count.set(k, n2 - 1);
    else out.push(f);
  }
  return out;
}
function manifestLines(t) {
  return t.manifest.text === "" ? [] : t.manifest.text.split("\n").filter((l) => l.startsWith("- ") || l.startsWith("... "));
}
function linesOnlyIn(a, b) {
  const count = /* @__PURE__ */ new Map();
  for (const l of b) count.set(l, (count.get(l) ?? 0) + 1);
  return a.filter((l) => {
    const n2 = count.get(l) ?? 0;
    if (n2 > 0) count.set(l, n2 - 1);
    return n2 === 0;
  });
}
function crossing(budget, subject, limitB, limitA, before, after) {
  const overB = before !== null && before > limitB;
  const overA = after !== null && after > limitA;
  if (!overB && !overA) return null;
  return { budget, subject, limit: limitA, before, after, state: overB && overA ? "over" : overA ? "crossed" : "cleared" };
}
function fileSides(t, tokens) {
  const m = /* @__PURE__ */ new Map();
  for (const f of t?.resolution.files ?? []) {
    m.set(f.rel, { layer: f.layer, bytes: f.bytes, tokens: tokens(f.content), sha256: createHash("sha256").update(f.content).digest("hex") });
  }
  return m;
}
function compareTarget(b, a, tokens, baseSide, headSide) {
  const target = (a ?? b).target;
  const fb = fileSides(b, tokens);
  const fa = fileSides(a, tokens);
  const files = [];
  for (const [p, after] of fa) {
    const before = fb.get(p) ?? null;
    const status2 = before === null ? "added" : before.sha256 !== after.sha256 || before.layer !== after.layer ? "changed" : "unchanged";
    if (status2 !== "unchanged") files.push({ path: p, status: status2, before, after });
  }
  for (const [p, before] of fb) if (!fa.has(p)) files.push({ path: p, status: "removed", before, after: null });
  const rb = b ? portableRendered(b, baseSide.W ?? "") : Buffer.alloc(0);
  const ra = a ? portableRendered(a, headSide.W ?? "") : Buffer.alloc(0);
  const mb = b ? measureTarget(b, baseSide.W ?? "", tokens) : null;
  const ma = a ? measureTarget(a, headSide.W ?? "", tokens) : null;
  const mlB = b ? manifestLines(b) : [];
  const mlA = a ? manifestLines(a) : [];
  const mBytes = (t) => t ? t.manifest.bytes?.length ?? Buffer.byteLength(t.manifest.text, "utf8") : 0;
  const budgets = [];
  const labelled = (t) => t && t.manifest.files.length > 0 ? t.manifest.sizes?.labelled ?? (t.manifest.degrade > 0 ? MANIFEST_CAP_BYTES + 1 : mBytes(t)) : null;
  const mc = crossing("manifestCap", "manifest", MANIFEST_CAP_BYTES, MANIFEST_CAP_BYTES, labelled(b), labelled(a));
  if (mc) budgets.push(mc);
  const body = (t) => t && t.manifest.files.length > 0 ? t.manifest.files.reduce((s, f) => s + f.bytes, 0) : null;
  const sc = crossing(
    "maxSessionBytes",
    "nested bodies",
    effectiveCap(baseSide.discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    effectiveCap(headSide.discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    body(b),
    body(a)
  );
  if (sc) budgets.push(sc);
  const status = !b ? "added" : !a ? "removed" : files.length > 0 || !rb.equals(ra) ? "changed" : "unchanged";
  return {
    target,
    name: targetName({ agent: target.agentId, flow: target.flowId, step: target.stepId }),
    status,
    files,
    bytes: { before: mb?.bytes ?? 0, after: ma?.bytes ?? 0 },
    tokens: { before: mb?.tokens ?? 0, after: ma?.tokens ?? 0 },
    renderedBytes: { before: rb.length, after: ra.length },
    manifest: { added: linesOnlyIn(mlA, mlB), removed: linesOnlyIn(mlB, mlA), bytesBefore: mBytes(b), bytesAfter: mBytes(a) },
    budgets
  };
}
function computeContextDiff(base, head, tokens) {
  const byKey = /* @__PURE__ */ new Map();
  for (const t of base.sim.targets) byKey.set(targetKey(t.target), t);
  const seen = /* @__PURE__ */ new Set();
  const targets = [];
  for (const a of head.sim.targets) {
    const k = targetKey(a.target);
    seen.add(k);
    targets.push(compareTarget(byKey.get(k), a, tokens, base, head));
  }
  for (const b of base.sim.targets) if (!seen.has(targetKey(b.target))) targets.push(compareTarget(b, void 0, tokens, base, head));
  const maxB = effectiveCap(base.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const maxA = effectiveCap(head.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const nb = new Map(base.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const na = new Map(head.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const budgets = [];
  for (const rel of /* @__PURE__ */ new Set([...na.keys(), ...nb.keys()])) {
    const before = nb.get(rel) ?? null;
    const after = na.get(rel) ?? null;
    const c = crossing("maxFileBytes", rel, maxB, maxA, before, after);
    if (c) budgets.push(c);
  }
  return {
    base: base.label,
    head: head.label,
    tokenizer: TOKENIZER,
    targets: targets.filter((t) => t.status !== "unchanged" || t.budgets.some((x) => x.state !== "over")),
    compared: targets.length,
    budgets,
    newFindings: findingsOnlyIn(head.findings, base.findings),
    fixedFindings: findingsOnlyIn(base.findings, head.findings),
    headFindings: [...head.findings]
  };
}
function budgetsOf(sim, discovery) {
  const side2 = { label: "", sim, findings: [], discovery };
  const d = computeContextDiff(side2, side2, () => 0);
  const out = [...d.budgets];
  for (const t of sim.targets) {
    const td = compareTarget(t, t, () => 0, side2, side2);
    for (const b of td.budgets) out.push({ ...b, subject: `${td.name}: ${b.subject}` });
  }
  return out;
}

// src/diff/run.ts
async function side(opts, rev, label) {
  const args = {
    cwd: opts.cwd,
    env: opts.env,
    withGlobal: opts.withGlobal,
    staged: false,
    ...rev !== null ? { rev } : { sparseAware: true },
    format: "json",
    maxWarnings: -1,
    rule: opts.rule,
    ...opts.config !== void 0 ? { config: opts.config } : {},
    ...opts.runtime !== void 0 ? { runtime: opts.runtime } : {}
  };
  const p = await prepareRun(args);
  if (p.runtime !== "fork") throw new UsageError(`the context diff models the OpenCode Go fork only (pass --runtime fork to compare as the fork reads it); this directory is read as ${p.choice.reason}`);
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  return { label, sim, findings: result.findings, discovery: p.model.config.discovery, W: p.model.W };
}
async function runContextDiff(opts, count) {
  const root = sourceRoot(opts.cwd);
  const baseSha = resolveCommit(root, opts.base);
  const headSha = opts.head === null ? null : resolveCommit(root, opts.head);
  const short = (rev, sha) => rev === sha ? sha.slice(0, 12) : `${rev} (${sha.slice(0, 12)})`;
  const base = await side(opts, baseSha, short(opts.base, baseSha));
  const head = await side(opts, headSha, headSha === null ? "working tree" : short(opts.head, headSha));
  const tokens = memoCounter(count ?? await o200kCounter());
  return computeContextDiff(base, head, tokens);
}

export {
  DIFF_FORMATS,
  diffMarkdown,
  formatDiff,
  findingKey,
  findingsOnlyIn,
  budgetsOf,
  runContextDiff
};
