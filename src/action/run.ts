import { randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { countSeverities, EXIT, type SuppressedFinding } from '../engine/finding.js';
import { rebaseFindings } from '../engine/rebase.js';
import { lintPrepared, prepareRun, rulesMetaOf, toolVersion, type LintArgs } from '../commands/lint.js';
import { REPORTERS, type ReportContext } from '../report/index.js';
import type { TokenCounter } from '../report/audit.js';
import { simulateAll } from '../sim/simulate.js';
import { runContextDiff } from '../diff/run.js';
import { diffMarkdown } from '../diff/format.js';
import { budgetsOf } from '../diff/compute.js';
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
 * Run the action (issue 5): lint the working directory, print annotations (`github` reporter),
 * write SARIF when asked, append a Markdown job summary (findings; on pull requests the context
 * diff against the base commit; budgets), and set the outputs `errors`, `warnings`, `sarif-file`.
 * The exit code follows `fail-on`. `write` receives stdout text. `count` replaces the tokenizer
 * (tests). Throws `UsageError`/`ActionInputError` for bad inputs or a directory outside git for a diff.
 */
export async function runAction(a: ActionEnv, write: (s: string) => void = (s) => process.stdout.write(s), count?: TokenCounter): Promise<ActionResult> {
  const args: LintArgs = { cwd: a.cwd, env: [], withGlobal: false, staged: false, format: 'github', maxWarnings: -1, rule: [] };
  const p = await prepareRun(args);
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  const findings = rebaseFindings(result.findings, p.model.W, a.workspace);
  const suppressed = rebaseFindings<SuppressedFinding>(result.suppressed, p.model.W, a.workspace);
  const ctx: ReportContext = { cwd: a.workspace, color: false, rulesMeta: rulesMetaOf(p.rules), version: toolVersion() };
  const annotations = REPORTERS.github({ findings, suppressed }, ctx);
  write(annotations);
  if (a.sarifFile !== null) writeFileSync(a.sarifFile, REPORTERS.sarif({ findings, suppressed }, ctx));

  const counts = countSeverities(result.findings);
  const wantDiff = a.diff === 'true' || (a.diff === 'auto' && (a.eventName === 'pull_request' || a.eventName === 'pull_request_target'));
  const base = wantDiff ? pullRequestBase(a.eventPath) : null;
  let summary = '';
  if (a.summary) {
    const parts: string[] = [REPORTERS.markdown({ findings, suppressed }, { ...ctx, maxBytes: 512 * 1024 })];
    if (wantDiff && base === null) parts.push('### Context diff\n\nNo pull request base commit in the event payload; the context diff was skipped.\n');
    if (base !== null) {
      try {
        const d = await runContextDiff({ cwd: a.cwd, base, head: null, env: [], withGlobal: false, rule: [] }, count);
        parts.push(diffMarkdown(d));
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        parts.push(`### Context diff\n\nThe context diff against ${escapeMarkdown(base.slice(0, 12))} was skipped: ${escapeMarkdown(msg)}. Check out with \`fetch-depth: 0\` so the base commit is available.\n`);
      }
    }
    parts.push(budgetTable(budgetsOf(sim, p.model.config.discovery)));
    summary = capMarkdown(parts.join('\n'), SUMMARY_MAX_BYTES);
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
