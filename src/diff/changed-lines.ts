import { realpathSync } from 'node:fs';
import * as path from 'node:path';
import { repoRoot, runGit } from '../source/git-exec.js';

/**
 * Lines a pull request touches, per file: `file` relative to the repository root (`/`-separated)
 * → the 1-based line numbers on head that were added or changed. A file whose hunks only delete
 * lines gets the line after the deletion, so a finding beside a removed line still counts as
 * touched. A file present here with no lines was changed in mode or name only. A binary file, and
 * a file over `DIFF_TEXT_MAX_BYTES` (git diffs it as binary), is not here: git prints no lines for it.
 */
export type ChangedLines = Map<string, Set<number>>;

/**
 * Parse `git diff --unified=0` output (`+++ b/<path>` headers, `@@ -a,b +c,d @@` hunks) into
 * changed lines. Quoted paths (`"b/x\tz"`) are decoded; `/dev/null` (a deleted file) is skipped.
 */
export function parseUnifiedZero(text: string): ChangedLines {
  const out: ChangedLines = new Map();
  let current: Set<number> | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('+++ ')) {
      const p = unquote(line.slice(4));
      current = p === '/dev/null' || !p.startsWith('b/') ? null : getOrAdd(out, p.slice(2));
      continue;
    }
    const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (m && current) {
      const start = Number(m[1]);
      const count = m[2] === undefined ? 1 : Number(m[2]);
      if (count === 0) current.add(Math.max(1, start + 1));
      for (let i = 0; i < count; i++) current.add(start + i);
    }
  }
  return out;
}

function getOrAdd(m: ChangedLines, k: string): Set<number> {
  let s = m.get(k);
  if (!s) m.set(k, (s = new Set()));
  return s;
}

/** Undo git's C-style quoting of a path (`"a\tb"`, octal escapes for UTF-8 bytes). */
function unquote(p: string): string {
  if (!p.startsWith('"')) return p;
  const bytes: number[] = [];
  const body = p.slice(1, -1);
  const esc: Record<string, number> = { n: 10, t: 9, r: 13, '"': 34, '\\': 92, a: 7, b: 8, f: 12, v: 11 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      bytes.push(...Buffer.from(c, 'utf8'));
      continue;
    }
    const n = body[i + 1]!;
    if (/[0-7]/.test(n)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(esc[n] ?? n.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Files larger than this (64 MiB) are diffed as binary (`core.bigFileThreshold`): git prints no
 * lines for them (as for any binary file), so the diff's output stays small whatever the size of
 * a file (a 200 MiB context file made it 200 MB and the Action peak at 2 GB; past 512 MiB the text
 * could not be one JavaScript string).
 */
export const DIFF_TEXT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The lines changed between commit `base` and the working tree of the repository holding `cwd`
 * (the Action's checkout of the PR head), keyed by path relative to `relativeTo` (the workspace;
 * default the repository root). Throws `GitError` when git fails (e.g. the base commit is missing
 * from a shallow checkout).
 */
export function changedLines(cwd: string, base: string, relativeTo?: string): ChangedLines {
  const root = repoRoot(cwd);
  const out = runGit(root, ['-c', `core.bigFileThreshold=${DIFF_TEXT_MAX_BYTES}`, 'diff', '--unified=0', '--no-color', '--no-ext-diff', '--no-renames', base, '--']).toString('utf8');
  const byRoot = parseUnifiedZero(out);
  if (relativeTo === undefined) return byRoot;
  const m: ChangedLines = new Map();
  let base_ = relativeTo;
  try {
    base_ = realpathSync(relativeTo);
  } catch {
    /* keep it as given */
  }
  for (const [file, lines] of byRoot) {
    const rel = path.relative(base_, path.join(root, file)).split(path.sep).join('/');
    m.set(rel, lines);
  }
  return m;
}
