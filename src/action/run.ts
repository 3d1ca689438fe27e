import { randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { countSeverities, EXIT, type Finding, type SuppressedFinding } from '../engine/finding.js';
import { rebaseFindings } from '../engine/rebase.js';
import { lintPrepared, prepareRun, rulesMetaOf, toolVersion, type LintArgs } from '../run/prepare.js';
import { REPORTERS, type ReportContext } from '../report/index.js';
import { buildAudit, type TokenCounter } from '../report/audit.js';
import { barsMarkdown } from '../report/bars.js';
import { o200kCounter } from '../report/tokens.js';
import { simulateAll } from '../runtimes/fork/sim/simulate.js';
import { runContextDiff } from '../diff/run.js';
import { changedLines, type ChangedLines } from '../diff/changed-lines.js';
import type { ContextDiff } from '../diff/types.js';
import { diffMarkdown } from '../diff/format.js';
import { budgetsOf, findingKey, findingsOnlyIn } from '../diff/compute.js';
import { ocAuditRun, type OcAuditRun } from '../run/opencode-audit.js';
import { ocBarsMarkdown } from '../report/bars.js';
import { ocBudgetMarkdown } from '../report/opencode-audit.js';
import type { BudgetCrossing } from '../diff/types.js';
import { escapeMarkdown } from '../report/markdown.js';

/** The action's inputs and the GitHub runner environment it reads. */
export interface ActionEnv {
  /** `working-directory` resolved against the workspace: the linted directory W. */
  cwd: string;
  /** `GITHUB_WORKSPACE` (the repository checkout); annotation and SARIF paths are relative to it. */
  workspace: string;
  failOn: 'error' | 'warning' | 'never';
  /** Absolute path to write SARIF to, or `null`. */
  sarifFile: string | null;
  summary: boolean;
  /** `auto`: on `pull_request` / `pull_request_target` events only. */
  diff: 'auto' | 'true' | 'false';
  eventName: string;
  /** `GITHUB_EVENT_PATH` (the event payload JSON), or `null`. */
  eventPath: string | null;
  stepSummary: string | null;
  output: string | null;
  /**
   * `changed` (default): on a pull request, annotate only findings on lines the PR touches and
   * findings new in the PR; `all`: annotate every finding. Without a base commit: all.
   */
  annotate: 'changed' | 'all';
}

/** What a run produced (also written to `GITHUB_OUTPUT`). */
export interface ActionResult {
  exitCode: number;
  errors: number;
  warnings: number;
  sarifFile: string | null;
  /** The workflow commands written to stdout (annotations). */
  annotations: string;
  /** The Markdown appended to the job summary (`""` when `summary` is off). */
  summary: string;
  /** Base commit the diff used, or `null` when no diff ran. */
  diffBase: string | null;
}

/** A usage problem with the action's inputs. */
export class ActionInputError extends Error {}

function bool(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v.trim() === '') return dflt;
  const s = v.trim().toLowerCase();
  if (s === 'true') return true;
  if (s === 'false') return false;
  throw new ActionInputError(`expected true or false, got "${v}"`);
}

/**
 * Read the inputs (passed by `action.yml` as `CTXLENS_INPUT_*` variables, never interpolated into
 * a shell script) and the runner variables. Throws `ActionInputError` for an invalid input.
 */
export function readActionEnv(env: NodeJS.ProcessEnv = process.env): ActionEnv {
  const workspace = path.resolve(env['GITHUB_WORKSPACE'] || process.cwd());
  const failOn = (env['CTXLENS_INPUT_FAIL_ON'] || 'error').trim();
  if (failOn !== 'error' && failOn !== 'warning' && failOn !== 'never') throw new ActionInputError(`fail-on must be error, warning or never, got "${failOn}"`);
  const diff = (env['CTXLENS_INPUT_DIFF'] || 'auto').trim().toLowerCase();
  if (diff !== 'auto' && diff !== 'true' && diff !== 'false') throw new ActionInputError(`diff must be auto, true or false, got "${diff}"`);
  const sarif = (env['CTXLENS_INPUT_SARIF_FILE'] ?? '').trim();
  const annotate = (env['CTXLENS_INPUT_ANNOTATE'] || 'changed').trim().toLowerCase();
  if (annotate !== 'changed' && annotate !== 'all') throw new ActionInputError(`annotate must be changed or all, got "${annotate}"`);
  return {
    cwd: path.resolve(workspace, env['CTXLENS_INPUT_WORKING_DIRECTORY'] || '.'),
    workspace,
    failOn,
    sarifFile: sarif === '' ? null : path.resolve(workspace, sarif),
    summary: bool(env['CTXLENS_INPUT_SUMMARY'], true),
    diff,
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    eventPath: env['GITHUB_EVENT_PATH'] || null,
    stepSummary: env['GITHUB_STEP_SUMMARY'] || null,
    output: env['GITHUB_OUTPUT'] || null,
    annotate,
  };
}

/** The pull request's base commit from the event payload (`pull_request.base.sha`), or `null`. */
export function pullRequestBase(eventPath: string | null): string | null {
  if (eventPath === null) return null;
  try {
    const ev = JSON.parse(readFileSync(eventPath, 'utf8')) as { pull_request?: { base?: { sha?: unknown } } };
    const sha = ev.pull_request?.base?.sha;
    return typeof sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

export { rebaseFindings } from '../engine/rebase.js';

/** Append `name=value` to the `GITHUB_OUTPUT` file, with a random heredoc delimiter (values cannot inject outputs). */
function setOutput(file: string, name: string, value: string): void {
  const delim = `ghadelimiter_${randomBytes(12).toString('hex')}`;
  appendFileSync(file, `${name}<<${delim}\n${value}\n${delim}\n`);
}

/** GitHub's limit for one step's job summary (1 MiB); the summary is kept just under it. */
export const SUMMARY_MAX_BYTES = 1024 * 1024 - 1024;

/** Cut `text` at a line boundary so it fits `max` UTF-8 bytes, with a note when cut. */
export function capMarkdown(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  const note = '\n\n*The summary was cut to fit GitHub\'s 1 MiB limit; run `ctxlens diff` or `ctxlens lint` for everything.*\n';
  const room = max - Buffer.byteLength(note);
  const lines = text.split('\n');
  let out = '';
  for (const l of lines) {
    if (Buffer.byteLength(out) + Buffer.byteLength(l) + 1 > room) break;
    out += l + '\n';
  }
  return out + note;
}

function budgetTable(budgets: readonly BudgetCrossing[]): string {
  if (budgets.length === 0) return '### Budgets\n\nEvery agent and flow step is within the manifest cap, `maxFileBytes` and `maxSessionBytes`.\n';
  const rows = budgets.map((b) => `| ${b.budget} | ${escapeMarkdown(b.subject)} | ${b.limit} | ${b.after ?? '—'} |`);
  return ['### Budgets', '', '| Budget | Subject | Limit (bytes) | Bytes |', '|---|---|---|---|', ...rows, ''].join('\n');
}

/**
 * Split head's findings for the PR (docs/github-action.md, "What a pull request shows"): `fresh` — not on base (matched by fingerprint:
 * rule, file and the content of the span, `findingKey`) — first, then `old`. Without a diff all are `old`.
 */
export function newFirst<F extends Finding>(findings: readonly F[], diff: Pick<ContextDiff, 'newFindings'> | null): { fresh: F[]; old: F[] } {
  if (diff === null) return { fresh: [], old: [...findings] };
  const want = new Map<string, number>();
  for (const f of diff.newFindings) want.set(findingKey(f), (want.get(findingKey(f)) ?? 0) + 1);
  const fresh: F[] = [];
  const old: F[] = [];
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

/**
 * Whether a finding goes into the PR's annotations under `annotate: changed`: it is new in the
 * PR, or it sits on a line the PR touches (a file-level finding: its file was touched). `files`
 * are relative to the same root as the finding's span (the workspace).
 */
export function onChangedLine(f: Finding, changed: ChangedLines): boolean {
  if (!f.span) return false;
  const lines = changed.get(f.span.file);
  if (!lines) return false;
  if (f.span.start.line === 0) return true;
  for (let l = f.span.start.line; l <= Math.max(f.span.start.line, f.span.end.line); l++) if (lines.has(l)) return true;
  return false;
}

/** The "new in this PR" section of the summary: a table of new findings, or a sentence saying there are none. */
function newFindingsMarkdown(fresh: readonly Finding[], fixed: number, base: string): string {
  const head = `### New in this pull request\n\nCompared with ${escapeMarkdown(base.slice(0, 12))}: ${fresh.length} new finding(s), ${fixed} fixed.\n`;
  if (fresh.length === 0) return head;
  const rows = fresh.map((f) => {
    const where = f.span ? (f.span.start.line > 0 ? `${f.span.file}:${f.span.start.line}:${f.span.start.column}` : f.span.file) : '—';
    return `| ${f.severity} | ${escapeMarkdown(where)} | ${escapeMarkdown(f.ruleId)} | ${escapeMarkdown(f.message)} |`;
  });
  return [head, '| Severity | Location | Rule | Message |', '|---|---|---|---|', ...rows, ''].join('\n');
}

/**
 * Run the GitHub Action: lint the working directory, print annotations (`github` reporter),
 * write SARIF when asked, append a Markdown job summary (findings; on pull requests the context
 * diff against the base commit; budgets), and set the outputs `errors`, `warnings`, `sarif-file`.
 * The exit code follows `fail-on`. `write` receives stdout text. `count` replaces the tokenizer
 * (tests). Throws `UsageError`/`ActionInputError` for bad inputs or a directory outside git for a diff.
 */
export async function runAction(a: ActionEnv, write: (s: string) => void = (s) => process.stdout.write(s), count?: TokenCounter): Promise<ActionResult> {
  const args: LintArgs = { cwd: a.cwd, env: [], withGlobal: false, staged: false, format: 'github', maxWarnings: -1, rule: [] };
  const p = await prepareRun(args);
  const sim = p.runtime === 'fork' ? simulateAll(p.model) : null;
  // Mainstream OpenCode: the audit `ctxlens audit` shows (Locations, totals, budget caps), computed once.
  const oc: OcAuditRun | null = p.runtime === 'opencode' ? ocAuditRun(p) : null;
  const result = lintPrepared(p, sim ?? oc?.sim ?? undefined);
  const findings = rebaseFindings(result.findings, p.W, a.workspace);
  const suppressed = rebaseFindings<SuppressedFinding>(result.suppressed, p.W, a.workspace);
  const ctx: ReportContext = { cwd: a.workspace, color: false, rulesMeta: rulesMetaOf(p.rules), version: toolVersion() };
  if (a.sarifFile !== null) writeFileSync(a.sarifFile, REPORTERS.sarif({ findings, suppressed }, ctx));

  const counts = countSeverities(result.findings);
  const wantDiff = a.diff === 'true' || (a.diff === 'auto' && (a.eventName === 'pull_request' || a.eventName === 'pull_request_target'));
  const base = wantDiff ? pullRequestBase(a.eventPath) : null;
  let diff: ContextDiff | null = null;
  /** Findings new and fixed against base (from the context diff, or for mainstream OpenCode from linting base). */
  let delta: { newFindings: Finding[]; fixed: number } | null = null;
  let diffError: string | null = null;
  let changed: ChangedLines | null = null;
  if (base !== null) {
    try {
      if (p.runtime === 'fork') {
        diff = await runContextDiff({ cwd: a.cwd, base, head: null, env: [], withGlobal: false, rule: [] }, count);
        delta = { newFindings: diff.newFindings, fixed: diff.fixedFindings.length };
      } else {
        // The context diff models the fork; for mainstream OpenCode base is linted as it is read now, and findings compared by fingerprint.
        const pb = await prepareRun({ ...args, rev: base, runtime: 'opencode' });
        const before = lintPrepared(pb).findings;
        delta = { newFindings: findingsOnlyIn(result.findings, before), fixed: findingsOnlyIn(before, result.findings).length };
      }
      changed = changedLines(a.cwd, base, a.workspace);
    } catch (e) {
      diffError = e instanceof Error ? e.message : String(e);
    }
  }
  // New findings come first everywhere (annotations, summary); diff findings are W-relative like `findings` before rebasing.
  const { fresh, old } = newFirst(result.findings, delta);
  const freshW = rebaseFindings(fresh, p.W, a.workspace);
  const oldW = rebaseFindings(old, p.W, a.workspace);
  const annotated = a.annotate === 'all' || changed === null ? [...freshW, ...oldW] : [...freshW, ...oldW.filter((f) => onChangedLine(f, changed!))];
  const annotations = REPORTERS.github({ findings: annotated, suppressed: [] }, ctx);
  write(annotations);

  let summary = '';
  if (a.summary) {
    const parts: string[] = [];
    if (delta !== null && base !== null) parts.push(newFindingsMarkdown(freshW, delta.fixed, base));
    if (p.runtime === 'fork' && sim !== null) {
      const audit = buildAudit(sim, p.model.config.discovery, count ?? (await o200kCounter()), p.W);
      const bars = barsMarkdown(audit);
      if (bars !== '') parts.push(`### Context at a glance\n\n*Tokens are approximate (${audit.tokenizer}).*\n\n${bars}`);
    }
    if (oc !== null) {
      const bars = ocBarsMarkdown(oc.audit, oc.caps);
      if (bars !== '') parts.push(`### Context at a glance\n\n*Always-on instructions per Location (where opencode can start). Tokens are approximate (${oc.audit.tokenizer}).*\n\n${bars}`);
    }
    parts.push(REPORTERS.markdown({ findings: [...freshW, ...oldW], suppressed }, { ...ctx, maxBytes: 512 * 1024 }).replace(/^## ctxlens\n/, delta !== null ? '### All findings\n' : '## ctxlens\n'));
    if (annotated.length < findings.length) parts.push(`*${findings.length - annotated.length} finding(s) on lines this pull request does not touch are listed here but not annotated (\`annotate: all\` annotates them).*\n`);
    if (wantDiff && base === null) parts.push('### Context diff\n\nNo pull request base commit in the event payload; the context diff was skipped.\n');
    if (diff !== null) parts.push(diffMarkdown(diff, 3, { newFindings: false }));
    if (diffError !== null && base !== null) parts.push(`### Context diff\n\nThe ${p.runtime === 'fork' ? 'context diff' : 'comparison'} against ${escapeMarkdown(base.slice(0, 12))} was skipped: ${escapeMarkdown(diffError)}. Check out with \`fetch-depth: 0\` so the base commit is available.\n`);
    if (p.runtime === 'fork' && sim !== null) parts.push(budgetTable(budgetsOf(sim, p.model.config.discovery)));
    if (oc !== null) parts.push(ocBudgetMarkdown(oc.audit, oc.caps));
    const body = parts.join('\n');
    summary = capMarkdown((delta !== null ? '## ctxlens\n\n' : '') + body, SUMMARY_MAX_BYTES);
    if (a.stepSummary !== null) appendFileSync(a.stepSummary, summary + '\n');
  }
  if (a.output !== null) {
    setOutput(a.output, 'errors', String(counts.errorCount));
    setOutput(a.output, 'warnings', String(counts.warningCount));
    setOutput(a.output, 'sarif-file', a.sarifFile ?? '');
  }
  const failed = a.failOn === 'error' ? counts.errorCount > 0 : a.failOn === 'warning' ? counts.errorCount + counts.warningCount > 0 : false;
  const internal = result.findings.some((f) => f.ruleId === 'internal-error');
  return {
    exitCode: internal ? EXIT.INTERNAL : failed ? EXIT.FINDINGS : EXIT.OK,
    errors: counts.errorCount,
    warnings: counts.warningCount,
    sarifFile: a.sarifFile,
    annotations,
    summary,
    diffBase: base,
  };
}
