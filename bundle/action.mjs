#!/usr/bin/env node
import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  budgetsOf,
  diffMarkdown,
  findingKey,
  findingsOnlyIn,
  runContextDiff
} from "./chunk-MH3JQ7ZN.mjs";
import {
  barsMarkdown,
  ocAuditRun,
  ocBarsMarkdown,
  ocBudgetMarkdown
} from "./chunk-YXFOQU5Z.mjs";
import {
  buildAudit
} from "./chunk-UOPG7MIZ.mjs";
import "./chunk-6ERPNQMM.mjs";
import {
  REPORTERS,
  escapeData,
  escapeMarkdown,
  rebaseFindings
} from "./chunk-UPGDKL6W.mjs";
import {
  lintPrepared,
  prepareRun,
  rulesMetaOf
} from "./chunk-F6RO3KKK.mjs";
import {
  o200kCounter
} from "./chunk-FYREUJLJ.mjs";
import {
  simulateAll
} from "./chunk-FC7THOWF.mjs";
import {
  toolVersion
} from "./chunk-VSXIFP2X.mjs";
import {
  EXIT,
  countSeverities
} from "./chunk-ULAQDWDD.mjs";
import "./chunk-4W7TGBYQ.mjs";
import "./chunk-WOIQTF4D.mjs";
import "./chunk-Y4VJYWPG.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import {
  repoRoot,
  runGit
} from "./chunk-JARKVD5N.mjs";
import "./chunk-LRWMOLU3.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/action/run.ts
import { randomBytes } from "node:crypto";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import * as path2 from "node:path";

// src/diff/changed-lines.ts
import { realpathSync } from "node:fs";
import * as path from "node:path";
function parseUnifiedZero(text) {
  const out = /* @__PURE__ */ new Map();
  let current = null;
  for (const line of text.split("\n")) {
    if (line.startsWith("+++ ")) {
      const p = unquote(line.slice(4));
      current = p === "/dev/null" || !p.startsWith("b/") ? null : getOrAdd(out, p.slice(2));
      continue;
    }
    const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (m && current) {
      const start = Number(m[1]);
      const count = m[2] === void 0 ? 1 : Number(m[2]);
      if (count === 0) current.add(Math.max(1, start + 1));
      for (let i = 0; i < count; i++) current.add(start + i);
    }
  }
  return out;
}
function getOrAdd(m, k) {
  let s = m.get(k);
  if (!s) m.set(k, s = /* @__PURE__ */ new Set());
  return s;
}
function unquote(p) {
  if (!p.startsWith('"')) return p;
  const bytes = [];
  const body = p.slice(1, -1);
  const esc = { n: 10, t: 9, r: 13, '"': 34, "\\": 92, a: 7, b: 8, f: 12, v: 11 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== "\\") {
      bytes.push(...Buffer.from(c, "utf8"));
      continue;
    }
    const n = body[i + 1];
    if (/[0-7]/.test(n)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(esc[n] ?? n.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
function changedLines(cwd, base, relativeTo) {
  const root = repoRoot(cwd);
  const out = runGit(root, ["diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", base, "--"]).toString("utf8");
  const byRoot = parseUnifiedZero(out);
  if (relativeTo === void 0) return byRoot;
  const m = /* @__PURE__ */ new Map();
  let base_ = relativeTo;
  try {
    base_ = realpathSync(relativeTo);
  } catch {
  }
  for (const [file, lines] of byRoot) {
    const rel = path.relative(base_, path.join(root, file)).split(path.sep).join("/");
    m.set(rel, lines);
  }
  return m;
}

// src/action/run.ts
var ActionInputError = class extends Error {
};
function bool(v, dflt) {
  if (v === void 0 || v.trim() === "") return dflt;
  const s = v.trim().toLowerCase();
  if (s === "true") return true;
  if (s === "false") return false;
  throw new ActionInputError(`expected true or false, got "${v}"`);
}
function readActionEnv(env = process.env) {
  const workspace = path2.resolve(env["GITHUB_WORKSPACE"] || process.cwd());
  const failOn = (env["CTXLENS_INPUT_FAIL_ON"] || "error").trim();
  if (failOn !== "error" && failOn !== "warning" && failOn !== "never") throw new ActionInputError(`fail-on must be error, warning or never, got "${failOn}"`);
  const diff = (env["CTXLENS_INPUT_DIFF"] || "auto").trim().toLowerCase();
  if (diff !== "auto" && diff !== "true" && diff !== "false") throw new ActionInputError(`diff must be auto, true or false, got "${diff}"`);
  const sarif = (env["CTXLENS_INPUT_SARIF_FILE"] ?? "").trim();
  const annotate = (env["CTXLENS_INPUT_ANNOTATE"] || "changed").trim().toLowerCase();
  if (annotate !== "changed" && annotate !== "all") throw new ActionInputError(`annotate must be changed or all, got "${annotate}"`);
  return {
    cwd: path2.resolve(workspace, env["CTXLENS_INPUT_WORKING_DIRECTORY"] || "."),
    workspace,
    failOn,
    sarifFile: sarif === "" ? null : path2.resolve(workspace, sarif),
    summary: bool(env["CTXLENS_INPUT_SUMMARY"], true),
    diff,
    eventName: env["GITHUB_EVENT_NAME"] ?? "",
    eventPath: env["GITHUB_EVENT_PATH"] || null,
    stepSummary: env["GITHUB_STEP_SUMMARY"] || null,
    output: env["GITHUB_OUTPUT"] || null,
    annotate
  };
}
function pullRequestBase(eventPath) {
  if (eventPath === null) return null;
  try {
    const ev = JSON.parse(readFileSync(eventPath, "utf8"));
    const sha = ev.pull_request?.base?.sha;
    return typeof sha === "string" && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}
function setOutput(file, name, value) {
  const delim = `ghadelimiter_${randomBytes(12).toString("hex")}`;
  appendFileSync(file, `${name}<<${delim}
${value}
${delim}
`);
}
var SUMMARY_MAX_BYTES = 1024 * 1024 - 1024;
function capMarkdown(text, max) {
  if (Buffer.byteLength(text) <= max) return text;
  const note = "\n\n*The summary was cut to fit GitHub's 1 MiB limit; run `ctxlens diff` or `ctxlens lint` for everything.*\n";
  const room = max - Buffer.byteLength(note);
  const lines = text.split("\n");
  let out = "";
  for (const l of lines) {
    if (Buffer.byteLength(out) + Buffer.byteLength(l) + 1 > room) break;
    out += l + "\n";
  }
  return out + note;
}
function budgetTable(budgets) {
  if (budgets.length === 0) return "### Budgets\n\nEvery agent and flow step is within the manifest cap, `maxFileBytes` and `maxSessionBytes`.\n";
  const rows = budgets.map((b) => `| ${b.budget} | ${escapeMarkdown(b.subject)} | ${b.limit} | ${b.after ?? "\u2014"} |`);
  return ["### Budgets", "", "| Budget | Subject | Limit (bytes) | Bytes |", "|---|---|---|---|", ...rows, ""].join("\n");
}
function newFirst(findings, diff) {
  if (diff === null) return { fresh: [], old: [...findings] };
  const want = /* @__PURE__ */ new Map();
  for (const f of diff.newFindings) want.set(findingKey(f), (want.get(findingKey(f)) ?? 0) + 1);
  const fresh = [];
  const old = [];
  for (const f of findings) {
    const k = findingKey(f);
    const n = want.get(k) ?? 0;
    if (n > 0) {
      want.set(k, n - 1);
      fresh.push(f);
    } else old.push(f);
  }
  return { fresh, old };
}
function onChangedLine(f, changed) {
  if (!f.span) return false;
  const lines = changed.get(f.span.file);
  if (!lines) return false;
  if (f.span.start.line === 0) return true;
  for (let l = f.span.start.line; l <= Math.max(f.span.start.line, f.span.end.line); l++) if (lines.has(l)) return true;
  return false;
}
function newFindingsMarkdown(fresh, fixed, base) {
  const head = `### New in this pull request

Compared with ${escapeMarkdown(base.slice(0, 12))}: ${fresh.length} new finding(s), ${fixed} fixed.
`;
  if (fresh.length === 0) return head;
  const rows = fresh.map((f) => {
    const where = f.span ? f.span.start.line > 0 ? `${f.span.file}:${f.span.start.line}:${f.span.start.column}` : f.span.file : "\u2014";
    return `| ${f.severity} | ${escapeMarkdown(where)} | ${escapeMarkdown(f.ruleId)} | ${escapeMarkdown(f.message)} |`;
  });
  return [head, "| Severity | Location | Rule | Message |", "|---|---|---|---|", ...rows, ""].join("\n");
}
async function runAction(a, write = (s) => process.stdout.write(s), count) {
  const args = { cwd: a.cwd, env: [], withGlobal: false, staged: false, format: "github", maxWarnings: -1, rule: [] };
  const p = await prepareRun(args);
  const sim = p.runtime === "fork" ? simulateAll(p.model) : null;
  const oc = p.runtime === "opencode" ? ocAuditRun(p) : null;
  const result = lintPrepared(p, sim ?? oc?.sim ?? void 0);
  const findings = rebaseFindings(result.findings, p.W, a.workspace);
  const suppressed = rebaseFindings(result.suppressed, p.W, a.workspace);
  const ctx = { cwd: a.workspace, color: false, rulesMeta: rulesMetaOf(p.rules), version: toolVersion() };
  if (a.sarifFile !== null) writeFileSync(a.sarifFile, REPORTERS.sarif({ findings, suppressed }, ctx));
  const counts = countSeverities(result.findings);
  const wantDiff = a.diff === "true" || a.diff === "auto" && (a.eventName === "pull_request" || a.eventName === "pull_request_target");
  const base = wantDiff ? pullRequestBase(a.eventPath) : null;
  let diff = null;
  let delta = null;
  let diffError = null;
  let changed = null;
  if (base !== null) {
    try {
      if (p.runtime === "fork") {
        diff = await runContextDiff({ cwd: a.cwd, base, head: null, env: [], withGlobal: false, rule: [] }, count);
        delta = { newFindings: diff.newFindings, fixed: diff.fixedFindings.length };
      } else {
        const pb = await prepareRun({ ...args, rev: base, runtime: "opencode" });
        const before = lintPrepared(pb).findings;
        delta = { newFindings: findingsOnlyIn(result.findings, before), fixed: findingsOnlyIn(before, result.findings).length };
      }
      changed = changedLines(a.cwd, base, a.workspace);
    } catch (e) {
      diffError = e instanceof Error ? e.message : String(e);
    }
  }
  const { fresh, old } = newFirst(result.findings, delta);
  const freshW = rebaseFindings(fresh, p.W, a.workspace);
  const oldW = rebaseFindings(old, p.W, a.workspace);
  const annotated = a.annotate === "all" || changed === null ? [...freshW, ...oldW] : [...freshW, ...oldW.filter((f) => onChangedLine(f, changed))];
  const annotations = REPORTERS.github({ findings: annotated, suppressed: [] }, ctx);
  write(annotations);
  let summary = "";
  if (a.summary) {
    const parts = [];
    if (delta !== null && base !== null) parts.push(newFindingsMarkdown(freshW, delta.fixed, base));
    if (p.runtime === "fork" && sim !== null) {
      const audit = buildAudit(sim, p.model.config.discovery, count ?? await o200kCounter(), p.W);
      const bars = barsMarkdown(audit);
      if (bars !== "") parts.push(`### Context at a glance

*Tokens are approximate (${audit.tokenizer}).*

${bars}`);
    }
    if (oc !== null) {
      const bars = ocBarsMarkdown(oc.audit, oc.caps);
      if (bars !== "") parts.push(`### Context at a glance

*Always-on instructions per Location (where opencode can start). Tokens are approximate (${oc.audit.tokenizer}).*

${bars}`);
    }
    parts.push(REPORTERS.markdown({ findings: [...freshW, ...oldW], suppressed }, { ...ctx, maxBytes: 512 * 1024 }).replace(/^## ctxlens\n/, delta !== null ? "### All findings\n" : "## ctxlens\n"));
    if (annotated.length < findings.length) parts.push(`*${findings.length - annotated.length} finding(s) on lines this pull request does not touch are listed here but not annotated (\`annotate: all\` annotates them).*
`);
    if (wantDiff && base === null) parts.push("### Context diff\n\nNo pull request base commit in the event payload; the context diff was skipped.\n");
    if (diff !== null) parts.push(diffMarkdown(diff, 3, { newFindings: false }));
    if (diffError !== null && base !== null) parts.push(`### Context diff

The ${p.runtime === "fork" ? "context diff" : "comparison"} against ${escapeMarkdown(base.slice(0, 12))} was skipped: ${escapeMarkdown(diffError)}. Check out with \`fetch-depth: 0\` so the base commit is available.
`);
    if (p.runtime === "fork" && sim !== null) parts.push(budgetTable(budgetsOf(sim, p.model.config.discovery)));
    if (oc !== null) parts.push(ocBudgetMarkdown(oc.audit, oc.caps));
    const body = parts.join("\n");
    summary = capMarkdown((delta !== null ? "## ctxlens\n\n" : "") + body, SUMMARY_MAX_BYTES);
    if (a.stepSummary !== null) appendFileSync(a.stepSummary, summary + "\n");
  }
  if (a.output !== null) {
    setOutput(a.output, "errors", String(counts.errorCount));
    setOutput(a.output, "warnings", String(counts.warningCount));
    setOutput(a.output, "sarif-file", a.sarifFile ?? "");
  }
  const failed = a.failOn === "error" ? counts.errorCount > 0 : a.failOn === "warning" ? counts.errorCount + counts.warningCount > 0 : false;
  const internal = result.findings.some((f) => f.ruleId === "internal-error");
  return {
    exitCode: internal ? EXIT.INTERNAL : failed ? EXIT.FINDINGS : EXIT.OK,
    errors: counts.errorCount,
    warnings: counts.warningCount,
    sarifFile: a.sarifFile,
    annotations,
    summary,
    diffBase: base
  };
}

// src/action/main.ts
try {
  const r = await runAction(readActionEnv());
  process.stdout.write(`ctxlens: ${r.errors} error(s), ${r.warnings} warning(s)${r.sarifFile ? `; SARIF written to ${r.sarifFile}` : ""}
`);
  process.exitCode = r.exitCode;
} catch (e) {
  const msg = e instanceof Error ? e.message : String(e);
  process.stdout.write(`::error title=ctxlens::${escapeData(msg)}
`);
  process.exitCode = e instanceof ActionInputError || e instanceof UsageError ? EXIT.USAGE : EXIT.INTERNAL;
}
