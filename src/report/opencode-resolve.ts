/**
 * `resolve` for mainstream OpenCode (cli-contract.md `resolve --format json`): the instruction set
 * of the Location, file by file, with the layer and the entry behind each file
 * (docs/runtimes/opencode.md §6).
 */
import { posix as path } from 'node:path';
import type { OcProject } from '../runtimes/opencode/load/project.js';
import { MAX_INSTRUCTION_FILE_BYTES, renderedPieces, type OcInstructionSet } from '../runtimes/opencode/sim/instructions.js';
import { neutralise } from './neutralise.js';
import { countTokens as o200kCount, countTokensInPieces } from '../text/token-count.js';

/** One file of the report. */
export interface OcResolveFile {
  /** Relative to W (`../…` outside it). */
  path: string;
  layer: 'global' | 'project' | 'instructions';
  /** Bytes of the rendered block (`Instructions from:` line and content); 0 for an empty file (no block). */
  bytes: number;
  tokens?: number;
  /** The `instructions` entry as written, for that layer. */
  entry?: string;
  /** The config file of that entry (relative to W). */
  config?: string;
}

/** One entry or file that contributed nothing, and why. */
export interface OcResolveSkip {
  entry?: string;
  path?: string;
  reason: 'url-not-fetched' | 'no-match' | 'duplicate' | 'empty' | 'too-large' | 'not-read' | 'hidden-by-higher-name';
  detail?: string;
}

/** The JSON report. */
export interface OcResolveReport {
  runtime: 'opencode';
  location: string;
  worktree: string;
  files: OcResolveFile[];
  skipped: OcResolveSkip[];
}

/** Build the report (tokens per block with `countTokens`). */
export function ocResolveReport(project: OcProject, set: OcInstructionSet, countTokens?: (text: string) => number): OcResolveReport {
  const relOf = (abs: string): string => path.relative(project.W, abs) || '.';
  const files: OcResolveFile[] = [];
  const skipped: OcResolveSkip[] = [];
  for (const f of set.files) {
    if (f.block === null) {
      // A file over the cap has no block either, but it is anything but empty: say why it is left out (instruction-file-too-large).
      const why = f.tooLarge !== undefined ? { reason: 'too-large' as const, detail: `${f.tooLarge} bytes, over ${MAX_INSTRUCTION_FILE_BYTES}: not simulated (instruction-file-too-large)` } : { reason: 'empty' as const };
      skipped.push({ path: relOf(f.abs), ...why, ...(f.entry ? { entry: f.entry.entry } : {}) });
      continue;
    }
    files.push({
      path: relOf(f.abs),
      layer: f.layer,
      bytes: f.bytes,
      ...(countTokens ? { tokens: countTokens === o200kCount ? countTokensInPieces(renderedPieces([f])) : countTokens(f.block) } : {}),
      ...(f.entry ? { entry: f.entry.entry, config: f.entry.doc.file } : {}),
    });
  }
  for (const h of set.hidden) skipped.push({ path: relOf(h), reason: 'hidden-by-higher-name', detail: `${set.projectName ?? ''} is found in the walk` });
  for (const e of set.entries) {
    if (e.kind === 'url') skipped.push({ entry: e.entry.entry, reason: 'url-not-fetched' });
    else if (e.skipped !== null) skipped.push({ entry: e.entry.entry, reason: 'not-read', detail: e.skipped });
    else if (e.matches.length === 0) skipped.push({ entry: e.entry.entry, reason: 'no-match' });
    else for (const d of e.duplicates) skipped.push({ entry: e.entry.entry, path: relOf(d), reason: 'duplicate' });
  }
  return { runtime: 'opencode', location: project.W, worktree: project.worktree, files, skipped };
}

/** The report as aligned text, headed by the runtime and why it was chosen. */
export function ocResolveTable(r: OcResolveReport, why: string): string {
  const lines = [neutralise(`Runtime: ${why}`), neutralise(`Instructions at ${r.location} (worktree ${r.worktree}):`)];
  if (r.files.length === 0) lines.push('  (no files: the system prompt gets no instructions)');
  const pad = (raw: string[][]): void => {
    const rows = raw.map((x) => x.map(neutralise));
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((x) => x[i]!.length)));
    for (const x of rows) lines.push('  ' + x.map((c, i) => (i === x.length - 1 ? c : c.padEnd(widths[i]!))).join('  ').trimEnd());
  };
  if (r.files.length > 0) {
    const withTokens = r.files.some((f) => f.tokens !== undefined);
    pad([
      ['LAYER', 'BYTES', ...(withTokens ? ['TOKENS'] : []), 'PATH', 'ENTRY'],
      ...r.files.map((f) => [f.layer, String(f.bytes), ...(withTokens ? [String(f.tokens ?? '')] : []), f.path, f.entry !== undefined ? JSON.stringify(f.entry) : '']),
    ]);
  }
  if (r.skipped.length > 0) {
    lines.push('Skipped:');
    pad([['WHAT', 'REASON'], ...r.skipped.map((s) => [s.entry !== undefined ? JSON.stringify(s.entry) + (s.path ? ` ${s.path}` : '') : s.path ?? '', s.reason + (s.detail ? ` (${s.detail})` : '')])]);
  }
  return lines.join('\n') + '\n';
}
