/**
 * Helpers the disclosure rules share: spans of nested files, path display,
 * and the scan of directories the discovery walk pruned (docs/runtimes/fork.md §6.2).
 */
import type { ProjectModel } from '../model/project.js';
import { fileSpan, type Span } from '../../../model/span.js';
import { rel } from '../../../go/path.js';
import { listDir } from '../../../source/list.js';
import type { DiscoveryResult, PruneReason } from './types.js';

/** A path for messages: relative to W when inside, else absolute. */
export function showRel(model: ProjectModel, abs: string): string {
  const r = rel(model.W, abs);
  return r === null || r === '..' || r.startsWith('../') ? abs : r;
}

/** A file-level span on a file given by absolute path. */
export function nestedFileSpan(model: ProjectModel, abs: string): Span {
  return fileSpan(showRel(model, abs));
}

/** List at most `max` items, then "and N more". */
export function listSome(items: readonly string[], max = 10): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/** A context file inside a pruned directory, which discovery never reaches. */
export interface UnreachableFile {
  abs: string;
  rel: string;
  depth: number;
  /** The pruned directory (relative) and why it was pruned. */
  prunedDir: string;
  reason: PruneReason;
}

/**
 * The pruned directories `scanPruned` would enter with this `ignore` list (absolute paths, in
 * walk order): every pruned directory but the unreadable ones and those named in `ignore`.
 */
export function prunedToScan(d: DiscoveryResult, ignore: readonly string[] = ['.git']): string[] {
  const t = d.trace;
  if (!t) return [];
  const names = new Set(ignore);
  const out: string[] = [];
  for (const p of t.pruned) if (p.reason !== 'walk-error' && !names.has(p.rel.split('/').pop()!)) out.push(p.abs);
  return out;
}

/**
 * Walk the directories the discovery walk pruned (hidden, fixed list, skip dirs, depth) and list
 * the files named like context files inside them (§6.2 checks 1–3, 6, 7 applied), in walk order.
 * Does not follow symlinks; directories named in `ignore` (e.g. `.git`) are not scanned, nor are
 * the pruned directories whose absolute path is in `skip` (Git-ignored ones, which then use none
 * of the budget); stops after `budget` directory entries in total (default 100,000), counted in
 * walk order.
 *
 * Cost: one listing (`listDir`) per directory entered and nothing else (no `stat`, no `realpath`: the
 * entry kinds come with the listing); no directory is listed once the budget is spent, and no
 * path or object is built for an entry that is neither a directory nor named like a context file.
 */
export function scanPruned(model: ProjectModel, d: DiscoveryResult, opts: { ignore?: readonly string[]; budget?: number; skip?: ReadonlySet<string> } = {}): UnreachableFile[] {
  const t = d.trace;
  if (!t) return [];
  const names = new Set(t.basenames);
  const rootMatched = new Set(t.rootMatched);
  const ignore = new Set(opts.ignore ?? ['.git']);
  let budget = opts.budget ?? 100000;
  const out: UnreachableFile[] = [];
  const src = model.source;
  const walk = (abs: string, relDir: string, top: { rel: string; reason: PruneReason }): void => {
    // A spent budget stops at the first entry of any listing, so nothing is listed any more.
    if (budget <= 0) return;
    const ents = listDir(src, abs);
    if (ents === null) return;
    const entNames = ents.names;
    const entKinds = ents.kinds;
    for (let i = 0; i < entNames.length; i++) {
      if (--budget < 0) return;
      const name = entNames[i]!;
      if (entKinds[i] === 'dir') {
        if (!ignore.has(name)) walk(abs + '/' + name, relDir + '/' + name, top);
        continue;
      }
      // Most entries are not named like a context file: no path is built for them.
      if (!names.has(name) || name.startsWith('.')) continue;
      const a = abs + '/' + name;
      if (rootMatched.has(a) || t.inlinedPrefixes.some((p) => a.startsWith(p))) continue;
      const r = relDir + '/' + name;
      out.push({ abs: a, rel: r, depth: r.split('/').length - 1, prunedDir: top.rel, reason: top.reason });
    }
  };
  for (const p of t.pruned) {
    if (budget <= 0) break;
    if (p.reason === 'walk-error' || ignore.has(p.rel.split('/').pop()!) || opts.skip?.has(p.abs)) continue;
    walk(p.abs, p.rel, { rel: p.rel, reason: p.reason });
  }
  return out;
}
