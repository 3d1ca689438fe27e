/**
 * Helpers the disclosure rules share: spans of nested files, path display,
 * and the scan of directories the discovery walk pruned (docs/runtimes/fork.md §6.2).
 */
import type { ProjectModel } from '../model/project.js';
import { fileSpan, type Span } from '../../../model/span.js';
import { rel } from '../../../go/path.js';
import { listDir } from '../../../source/list.js';
import type { DiscoveryResult, PruneReason, PrunedDir } from './types.js';

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

/** The default budget of the pruned-directory scan, in directory entries (`scanPruned`). */
export const PRUNED_SCAN_BUDGET = 100000;

/**
 * The pruned directories `scanPruned` would enter with this `ignore` list, in walk order: every
 * pruned directory but the unreadable ones and those named in `ignore`.
 */
export function prunedToScan(d: DiscoveryResult, ignore: readonly string[] = ['.git']): PrunedDir[] {
  const t = d.trace;
  if (!t) return [];
  const names = new Set(ignore);
  return t.pruned.filter((p) => p.reason !== 'walk-error' && !names.has(p.rel.split('/').pop()!));
}

/** The scan of one pruned directory (`prunedDirScanner`). */
export interface PrunedDirScan {
  /** Its context files, in walk order. */
  files: UnreachableFile[];
  /** Directory entries read: the budget spent. */
  entries: number;
  /** False when the budget ran out first (then `files` are those met before, and no later directory is read). */
  complete: boolean;
}

/**
 * A scanner of single pruned directories (docs/runtimes/fork.md §6.2; see `scanPruned`): called
 * with one directory of `prunedToScan` and the budget left, it lists that directory depth first
 * and returns its context files, the entries it read and whether it read them all. Scanning the
 * directories of `prunedToScan` in order, each with the budget the earlier ones left, and
 * stopping at the first incomplete one, is `scanPruned`.
 */
export function prunedDirScanner(model: ProjectModel, d: DiscoveryResult, ignoreNames: readonly string[] = ['.git']): (p: PrunedDir, budget: number) => PrunedDirScan {
  const t = d.trace;
  if (!t) return () => ({ files: [], entries: 0, complete: true });
  const names = new Set(t.basenames);
  const rootMatched = new Set(t.rootMatched);
  const ignore = new Set(ignoreNames);
  const src = model.source;
  let budget = 0;
  let cut = false;
  let out: UnreachableFile[] = [];
  const walk = (abs: string, relDir: string, top: PrunedDir): void => {
    // A spent budget stops at the first entry of any listing, so nothing is listed any more.
    if (budget <= 0) {
      cut = true;
      return;
    }
    const ents = listDir(src, abs);
    if (ents === null) return;
    const entNames = ents.names;
    const entKinds = ents.kinds;
    for (let i = 0; i < entNames.length; i++) {
      if (--budget < 0) {
        cut = true;
        return;
      }
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
  return (p, start) => {
    budget = start;
    cut = false;
    out = [];
    walk(p.abs, p.rel, p);
    return { files: out, entries: start - Math.max(budget, 0), complete: !cut };
  };
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
  const scan = prunedDirScanner(model, d, opts.ignore);
  let budget = opts.budget ?? PRUNED_SCAN_BUDGET;
  const out: UnreachableFile[] = [];
  for (const p of prunedToScan(d, opts.ignore)) {
    if (budget <= 0) break;
    if (opts.skip?.has(p.abs)) continue;
    const s = scan(p, budget);
    for (const f of s.files) out.push(f);
    budget -= s.entries;
    if (!s.complete) break;
  }
  return out;
}
