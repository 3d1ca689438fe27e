#!/usr/bin/env node
import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  EXIT,
  REPORTERS,
  budgetsOf,
  countSeverities,
  diffMarkdown,
  escapeData,
  escapeMarkdown,
  lintPrepared,
  prepareRun,
  rulesMetaOf,
  runContextDiff,
  simulateAll,
  toolVersion
} from "./chunk-MINCBFYI.mjs";
import "./chunk-ILNJKDDB.mjs";
import {
  UsageError
} from "./chunk-6WXPCJIW.mjs";
import "./chunk-KE7UEIQO.mjs";

// src/action/run.ts
import { randomBytes } from "node:crypto";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
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
  const workspace = path.resolve(env["GITHUB_WORKSPACE"] || process.cwd());
  const failOn = (env["CTXLENS_INPUT_FAIL_ON"] || "error").trim();
  if (failOn !== "error" && failOn !== "warning" && failOn !== "never") throw new ActionInputError(`fail-on must be error, warning or never, got "${failOn}"`);
  const diff = (env["CTXLENS_INPUT_DIFF"] || "auto").trim().toLowerCase();
  if (diff !== "auto" && diff !== "true" && diff !== "false") throw new ActionInputError(`diff must be auto, true or false, got "${diff}"`);
  const sarif = (env["CTXLENS_INPUT_SARIF_FILE"] ?? "").trim();
  return {
    cwd: path.resolve(workspace, env["CTXLENS_INPUT_WORKING_DIRECTORY"] || "."),
    workspace,
    failOn,
    sarifFile: sarif === "" ? null : path.resolve(workspace, sarif),
    summary: bool(env["CTXLENS_INPUT_SUMMARY"], true),
    diff,
    eventName: env["GITHUB_EVENT_NAME"] ?? "",
    eventPath: env["GITHUB_EVENT_PATH"] || null,
    stepSummary: env["GITHUB_STEP_SUMMARY"] || null,
    output: env["GITHUB_OUTPUT"] || null
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
function rebaseSpan(span, from, to) {
  if (span.file === "" || path.isAbsolute(span.file)) return span;
  const rel = path.relative(to, path.resolve(from, span.file)).split(path.sep).join("/");
  return rel.startsWith("../") ? span : { ...span, file: rel };
}
function rebaseFindings(findings, from, to) {
  if (from === to) return [...findings];
  return findings.map((f) => ({
    ...f,
    span: f.span ? rebaseSpan(f.span, from, to) : null,
    ...f.related ? { related: f.related.map((r) => ({ ...r, span: rebaseSpan(r.span, from, to) })) } : {}
  }));
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
async function runAction(a, write = (s) => process.stdout.write(s), count) {
  const args = { cwd: a.cwd, env: [], withGlobal: false, staged: false, format: "github", maxWarnings: -1, rule: [] };
  const p = await prepareRun(args);
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  const findings = rebaseFindings(result.findings, p.model.W, a.workspace);
  const suppressed = rebaseFindings(result.suppressed, p.model.W, a.workspace);
  const ctx = { cwd: a.workspace, color: false, rulesMeta: rulesMetaOf(p.rules), version: toolVersion() };
  const annotations = REPORTERS.github({ findings, suppressed }, ctx);
  write(annotations);
  if (a.sarifFile !== null) writeFileSync(a.sarifFile, REPORTERS.sarif({ findings, suppressed }, ctx));
  const counts = countSeverities(result.findings);
  const wantDiff = a.diff === "true" || a.diff === "auto" && (a.eventName === "pull_request" || a.eventName === "pull_request_target");
  const base = wantDiff ? pullRequestBase(a.eventPath) : null;
  let summary = "";
  if (a.summary) {
    const parts = [REPORTERS.markdown({ findings, suppressed }, { ...ctx, maxBytes: 512 * 1024 })];
    if (wantDiff && base === null) parts.push("### Context diff\n\nNo pull request base commit in the event payload; the context diff was skipped.\n");
    if (base !== null) {
      try {
        const d = await runContextDiff({ cwd: a.cwd, base, head: null, env: [], withGlobal: false, rule: [] }, count);
        parts.push(diffMarkdown(d));
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        parts.push(`### Context diff

The context diff against ${escapeMarkdown(base.slice(0, 12))} was skipped: ${escapeMarkdown(msg)}. Check out with \`fetch-depth: 0\` so the base commit is available.
`);
      }
    }
    parts.push(budgetTable(budgetsOf(sim, p.model.config.discovery)));
    summary = capMarkdown(parts.join("\n"), SUMMARY_MAX_BYTES);
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
