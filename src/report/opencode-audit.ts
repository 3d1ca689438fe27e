/**
 * `audit` for mainstream OpenCode (docs/runtimes/opencode.md §6.6): a table of Locations × the
 * always-on instruction set, with bytes and approximate tokens, then the agents, then the findings.
 */
import { posix as path } from 'node:path';
import { Chalk } from 'chalk';
import { displayPaths } from '../engine/display-path.js';
import { countSeverities } from '../engine/finding.js';
import type { OcSimulation } from '../runtimes/opencode/sim/simulate.js';
import { measureInstructionFile, measureInstructions } from '../runtimes/opencode/sim/measure.js';
import { TOKENIZER, type TokenCounter } from './audit.js';
import { ocBarsMarkdown, ocBarsText, type OcBudgetCaps } from './bars.js';
import { groupedNumber as n } from '../text/grouped-number.js';
import { toJsonFinding } from './json.js';
import { escapeMarkdown, markdown } from './markdown.js';
import { neutralise, safeJson } from './neutralise.js';
import { stylish } from './stylish.js';
import type { ReportContext, ReportInput } from './types.js';

/** One file of a Location's set. */
export interface OcAuditFile {
  /** Relative to the linted directory (`../…` or absolute outside it). */
  path: string;
  layer: 'global' | 'project' | 'instructions';
  /** Bytes of the rendered block, its path counted relative to the repository root (0: empty file, no block; `measureInstructionFile`). */
  bytes: number;
  tokens: number;
  /** The `instructions` entry that brought it. */
  entry?: string;
  /** Set for a file over the simulation cap (`instruction-file-too-large`): its size in bytes; it is left out (`bytes` and `tokens` 0). */
  tooLarge?: number;
}

/** One Location of the audit. */
export interface OcAuditLocation {
  /** Relative to the linted directory (`.` for it). */
  location: string;
  /** Config files read at this Location, lowest precedence first. */
  configs: string[];
  /** Why the runtime refuses to start here, or `null`. */
  refusal: string | null;
  files: OcAuditFile[];
  /** URL entries (fetched by the runtime at every start, not by ctxlens). */
  urls: string[];
  /** UTF-8 bytes of the rendered instruction text (the blocks and the `\n` between them; `measureInstructions`). */
  totalBytes: number;
  /** Approximate tokens of the rendered text as a whole (not the sum of the blocks' counts). */
  totalTokens: number;
}

/** One agent. */
export interface OcAuditAgent {
  id: string;
  mode: string;
  source: 'builtin' | 'config' | 'markdown';
  hidden: boolean;
  disabled: boolean;
  file: string | null;
}

/** The audit. */
export interface OcAuditReport {
  runtime: 'opencode';
  /** Why this runtime. */
  reason: string;
  tokenizer: string;
  approximate: true;
  /** The worktree (repository root) relative to the linted directory: `.`, `../..`; `/` without one. */
  worktree: string;
  locations: OcAuditLocation[];
  /** Locations beyond the cap, not simulated. */
  locationsLeftOut: number;
  /** The agents at the first Location listed. */
  agents: OcAuditAgent[];
}

/**
 * Build the audit. `only` (absolute) keeps one Location. Tokens are counted on each rendered
 * block (`Instructions from:` line and content).
 */
export function buildOcAudit(sim: OcSimulation, root: string, reason: string, count: TokenCounter, only: string | null): OcAuditReport {
  const relOf = (abs: string): string => {
    const r = path.relative(root, abs);
    return r === '' ? '.' : r;
  };
  const picked = only === null ? sim.locations : sim.locations.filter((l) => l.project.W === only);
  const locations = picked.map((l): OcAuditLocation => {
    const worktree = l.set?.worktree ?? l.project.worktree;
    const files = (l.set?.files ?? []).map((f) => {
      const m = measureInstructionFile(f, worktree, count);
      return { path: relOf(f.abs), layer: f.layer, bytes: m.bytes, tokens: m.tokens ?? 0, ...(f.entry ? { entry: f.entry.entry } : {}), ...(f.tooLarge !== undefined ? { tooLarge: f.tooLarge } : {}) };
    });
    // The totals are the rendered text measured as the `instructions-budget` rule measures it (one set of numbers).
    const total = l.set === null ? { bytes: 0, tokens: 0 } : measureInstructions(l.set, count);
    return {
      location: relOf(l.project.W),
      configs: l.project.config.docs.map((d) => (d.abs === null ? d.file : relOf(d.abs))),
      // The runtime's own message names the config by its absolute path; show it as messages do (docs/usage.md, "Numbers and paths").
      refusal: l.project.refusal === null ? null : displayPaths(l.project.refusal, root, null, worktree === '/' ? null : worktree),
      files,
      urls: (l.set?.urls ?? []).map((u) => u.entry),
      totalBytes: total.bytes,
      totalTokens: total.tokens ?? 0,
    };
  });
  const first = picked[0]?.project ?? sim.locations[0]!.project;
  const agents = first.agents.map((a) => ({ id: a.id, mode: a.mode, source: a.source, hidden: a.hidden, disabled: a.disabled, file: a.file === null ? null : relOf(a.file) }));
  // The worktree relative to the linted directory (`.`, `../..`): no machine path in the output (docs/usage.md, "Numbers and paths").
  const worktree = first.worktree === '/' ? '/' : relOf(first.worktree);
  return { runtime: 'opencode', reason, tokenizer: TOKENIZER, approximate: true, worktree, locations, locationsLeftOut: sim.leftOut, agents };
}

function table(rows: string[][], right: boolean[]): string[] {
  const w = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (right[i] ? cell.padStart(w[i]!) : cell.padEnd(w[i]!))).join('  ').trimEnd());
}

/** The audit as text: runtime line, one table over Locations, the agents, then the findings (stylish). */
export function ocAuditTable(a: OcAuditReport, results: ReportInput, ctx: ReportContext, extra = '', caps: OcBudgetCaps | null = null): string {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  let out = neutralise(`Runtime: ${a.reason}`) + '\n';
  const wt = a.worktree === '.' ? '. (the linted directory)' : neutralise(a.worktree);
  out += c.dim(`Worktree: ${wt}; token counts are approximate (${a.tokenizer}), per rendered block.`) + '\n\n';
  const rows: string[][] = [['Location', 'layer', 'bytes', '≈tokens', 'file']];
  for (const l of a.locations) {
    const name = l.location;
    if (l.refusal !== null) {
      rows.push([name, 'refused', '', '', `the runtime does not start: ${l.refusal}`]);
      continue;
    }
    if (l.files.length === 0 && l.urls.length === 0) rows.push([name, '', '0', '0', '(no instructions)']);
    l.files.forEach((f, i) => rows.push([i === 0 ? name : '', f.layer, String(f.bytes), String(f.tokens), f.path + (f.tooLarge !== undefined ? ` (${f.tooLarge} bytes, over the cap: left out, instruction-file-too-large)` : f.bytes === 0 ? ' (empty: no block)' : '') + (f.entry !== undefined ? `  ← ${JSON.stringify(f.entry)}` : '')]));
    for (const u of l.urls) rows.push([l.files.length === 0 ? name : '', 'url', '?', '?', `${u} (fetched by the runtime at start; not by ctxlens)`]);
    if (l.files.length > 0) rows.push(['', 'total', String(l.totalBytes), String(l.totalTokens), '']);
  }
  table(rows.map((r) => r.map(neutralise)), [false, false, true, true, false]).forEach((line, n) => (out += (n === 0 ? c.bold(line) : line) + '\n'));
  if (a.locationsLeftOut > 0) out += c.dim(`${a.locationsLeftOut} more Location(s) not simulated (cap reached); use --location DIR.`) + '\n';
  const bars = ocBarsText(a, caps);
  if (bars !== '') out += '\n' + bars;
  out += `\nAgents${a.locations.length > 1 ? ` (at ${neutralise(a.locations[0]!.location)})` : ''}:\n`;
  const arows = [['id', 'mode', 'source', 'file'], ...a.agents.map((g) => [g.id + (g.disabled ? ' (disabled)' : g.hidden ? ' (hidden)' : ''), g.mode, g.source === 'builtin' ? 'built-in' : g.source, g.file ?? ''])];
  table(arows.map((r) => r.map(neutralise)), [false, false, false, false]).forEach((line, n) => (out += '  ' + (n === 0 ? c.bold(line) : line) + '\n'));
  // A layer's own section (OpenAgentsControl, docs/runtimes/oac.md §10), before the findings.
  out += extra;
  const body = stylish(results, { ...ctx, runtime: undefined });
  out += body === '' ? '\nNo problems found.\n' : body;
  return out;
}

/** The audit as JSON, with the findings and their counts. */
export function ocAuditJson(a: OcAuditReport, results: ReportInput): string {
  return safeJson({ ...a, findings: results.findings.map(toJsonFinding), ...countSeverities(results.findings) }) + '\n';
}

/** The audit as markdown (job summary). */
export function ocAuditMarkdown(a: OcAuditReport, results: ReportInput, ctx: ReportContext, extra = '', caps: OcBudgetCaps | null = null): string {
  let out = `## ctxlens audit\n\n*Runtime: ${escapeMarkdown(a.reason)}. Token counts are approximate (${a.tokenizer}).*\n\n`;
  out += '| Location | Layer | Bytes | ≈Tokens | File |\n|---|---|---:|---:|---|\n';
  for (const l of a.locations) {
    if (l.refusal !== null) out += `| **${escapeMarkdown(l.location)}** | refused | | | ${escapeMarkdown(l.refusal)} |\n`;
    l.files.forEach((f, i) => (out += `| ${i === 0 ? `**${escapeMarkdown(l.location)}**` : ''} | ${f.layer} | ${f.bytes} | ${f.tokens} | ${escapeMarkdown(f.path)} |\n`));
    for (const u of l.urls) out += `| | url | ? | ? | ${escapeMarkdown(u)} |\n`;
    if (l.files.length > 0) out += `| | **total** | **${l.totalBytes}** | **${l.totalTokens}** | |\n`;
  }
  const bars = ocBarsMarkdown(a, caps);
  if (bars !== '') out += '\n' + bars;
  out += '\n| Agent | Mode | Source |\n|---|---|---|\n';
  for (const g of a.agents) out += `| ${escapeMarkdown(g.id)} | ${g.mode} | ${g.source} |\n`;
  return out + extra + '\n' + markdown(results, ctx).replace(/^## ctxlens\n/, '## ctxlens findings\n');
}

/**
 * The `instructions-budget` table of the job summary (docs/github-action.md, "What a pull request
 * shows"): one row per Location and cap it exceeds, from the audit's totals (the figures the rule
 * checks); a sentence when every Location is within the caps, or when the rule is off.
 */
export function ocBudgetMarkdown(a: OcAuditReport, caps: OcBudgetCaps | null): string {
  const head = '### Budgets\n\n';
  if (caps === null) return head + 'The `instructions-budget` rule is off: no cap on the instructions of a Location.\n';
  const limits = [caps.maxBytes > 0 ? `${n(caps.maxBytes)} bytes` : '', caps.maxTokens > 0 ? `≈${n(caps.maxTokens)} tokens` : ''].filter((x) => x !== '');
  if (limits.length === 0) return head + 'The `instructions-budget` caps are both 0: no cap on the instructions of a Location.\n';
  const rows: string[] = [];
  for (const l of a.locations) {
    if (l.refusal !== null || l.files.length === 0) continue;
    if (caps.maxBytes > 0 && l.totalBytes > caps.maxBytes) rows.push(`| instructions-budget: maxBytes | ${escapeMarkdown(l.location)} | ${n(caps.maxBytes)} bytes | ${n(l.totalBytes)} bytes |`);
    if (caps.maxTokens > 0 && l.totalTokens > caps.maxTokens) rows.push(`| instructions-budget: maxTokens | ${escapeMarkdown(l.location)} | ≈${n(caps.maxTokens)} tokens | ≈${n(l.totalTokens)} tokens |`);
  }
  const shown = a.locations.filter((l) => l.refusal === null).length;
  if (rows.length === 0) return head + `Every Location (${shown}) is within the \`instructions-budget\` caps: ${limits.join(', ')} of instructions.\n`;
  return [head.trimEnd(), '', '| Budget | Location | Limit | Measured |', '|---|---|---:|---:|', ...rows, ''].join('\n');
}
