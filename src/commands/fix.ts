/**
 * `ctxlens lint --fix` and `--fix-dry-run` (docs/usage.md, "Fixing"): apply the findings' safe
 * fixes (`src/engine/fixes.ts`) to the working tree, or print them as a unified diff.
 *
 * Never writes: outside the repository (the git work tree holding the linted directory, or the
 * directory itself outside git), through a symlink, or into a file with unstaged changes (its
 * working-tree content differs from the index: the fix would mix with edits git cannot tell
 * apart). Such files are named on stderr and left alone. A `move` fix (`.opencode/agent/` →
 * `.opencode/agents/`) is all or nothing per directory: refused when any of its files is refused,
 * or a file of the same name exists in the target; `--fix-dry-run` prints it as git's rename lines.
 * Its subfolders are not moved (the fork does not read subfolders of the target either); stderr
 * names them.
 */
import { lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { applyFixes, type Fix } from '../engine/fixes.js';
import { UsageError } from '../errors.js';
import { lintPrepared, prepareRun, type LintArgs } from '../run/prepare.js';
import type { SourceEdits } from '../source/edits.js';
import { repoRoot, runGit } from '../source/git-exec.js';
import { displayDir, inOnly, lintRuns } from './lint-runs.js';

/** Passes of lint-then-fix at most (a fix can reveal the next finding, as after a JSON repair). */
const MAX_PASSES = 5;

/** Why `abs` must not be written, or `null` when it may. `root`: the repository root (or W outside git); `git`: whether it is a work tree. */
export function refuseWrite(abs: string, root: string, git: boolean): string | null {
  let real: string;
  try {
    if (lstatSync(abs).isSymbolicLink()) return 'is a symlink';
    real = realpathSync(abs);
  } catch {
    return 'cannot be read';
  }
  const rootReal = realpathSync(root);
  const rel = path.relative(rootReal, real);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return 'is outside the repository';
  if (git) {
    const out = runGit(rootReal, ['status', '--porcelain=v1', '-z', '--', rel]).toString('utf8');
    const entry = out.split('\0').find((e) => e.length > 3);
    if (entry && 'MTD'.includes(entry[1]!)) return 'has unstaged changes (stage or stash them, then run --fix again)';
  }
  return null;
}

/** One file to move: `from`/`to` absolute, `rel*` as shown. */
interface Move {
  from: string;
  to: string;
  relFrom: string;
  relTo: string;
}

/** `.md` files below `dir` (symlinked directories not followed; at most 6 levels and 2000 entries), relative to `dir`, in byte order. */
function mdBelow(dir: string, depth = 0, budget = { n: 0 }): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const n of names) {
    if (++budget.n > 2000) break;
    const st = lstatSync(path.join(dir, n), { throwIfNoEntry: false });
    if (st?.isDirectory()) {
      if (depth < 6) out.push(...mdBelow(path.join(dir, n), depth + 1, budget).map((x) => `${n}/${x}`));
    } else if (n.endsWith('.md')) out.push(n);
  }
  return out;
}

/**
 * The subfolders of a `move` fix's directory that hold `.md` files, with how many, which the fix
 * leaves alone: the fork reads `.opencode/agents/` non-recursively (docs/runtimes/fork.md §3.2),
 * so below it they would not load either, and a mainstream ID such as `team/reviewer` has no fork
 * equivalent (a flat file takes the ID of its name). Relative to the linted directory, ending in `/`.
 */
export function subfoldersLeft(fix: Fix, W: string): { dir: string; count: number }[] {
  const m = fix.move!;
  const fromDir = path.resolve(W, m.from);
  const counts = new Map<string, number>();
  for (const f of mdBelow(fromDir)) {
    const i = f.indexOf('/');
    if (i > 0) counts.set(f.slice(0, i), (counts.get(f.slice(0, i)) ?? 0) + 1);
  }
  return [...counts].map(([d, count]) => ({ dir: `${m.from}${d}/`, count }));
}

/**
 * The renames a `move` fix stands for (the `.md` files directly in `fix.move.from`; its subfolders
 * stay, see `subfoldersLeft`), or why none may be made. Writes nothing.
 */
export function planMove(fix: Fix, W: string, root: string, git: boolean): { moves: Move[] } | { refused: string } {
  const m = fix.move!;
  const fromDir = path.resolve(W, m.from);
  const toDir = path.resolve(W, m.to);
  const outside = (p: string): boolean => {
    const rel = path.relative(realpathSync(root), p);
    return rel === '' || rel.startsWith('..') || path.isAbsolute(rel);
  };
  let names: string[];
  try {
    if (lstatSync(fromDir).isSymbolicLink()) return { refused: `${m.from} is a symlink` };
    names = readdirSync(fromDir).filter((n) => n.endsWith('.md')).sort();
  } catch {
    return { refused: `${m.from} cannot be read` };
  }
  const st = lstatSync(toDir, { throwIfNoEntry: false });
  if (st) {
    if (st.isSymbolicLink() || !st.isDirectory()) return { refused: `${m.to} is not a plain directory` };
    if (outside(realpathSync(toDir))) return { refused: `${m.to} is outside the repository` };
  } else if (outside(path.join(realpathSync(path.dirname(toDir)), path.basename(toDir)))) return { refused: `${m.to} is outside the repository` };
  const moves: Move[] = [];
  for (const n of names) {
    const from = path.join(fromDir, n);
    if (lstatSync(from).isDirectory()) continue;
    const relFrom = m.from + n;
    const relTo = m.to + n;
    const why = refuseWrite(from, root, git);
    if (why !== null) return { refused: `${relFrom} ${why}` };
    if (lstatSync(path.join(toDir, n), { throwIfNoEntry: false })) return { refused: `${relTo} already exists` };
    moves.push({ from, to: path.join(toDir, n), relFrom, relTo });
  }
  return { moves };
}

/** A unified diff of two texts (`a/file`, `b/file`, three lines of context). Empty when equal. */
export function unifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return '';
  const a = before.split('\n');
  const b = after.split('\n');
  // LCS table (files fixed here are config files: small).
  const n = a.length;
  const m = b.length;
  const L: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) L[i]![j] = a[i] === b[j] ? L[i + 1]![j + 1]! + 1 : Math.max(L[i + 1]![j]!, L[i]![j + 1]!);
  const ops: { t: ' ' | '-' | '+'; s: string; ai: number; bi: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) ops.push({ t: ' ', s: a[i]!, ai: i++, bi: j++ });
    else if (i < n && (j === m || L[i + 1]![j]! >= L[i]![j + 1]!)) ops.push({ t: '-', s: a[i]!, ai: i++, bi: j });
    else ops.push({ t: '+', s: b[j]!, ai: i, bi: j++ });
  }
  let out = `--- a/${file}\n+++ b/${file}\n`;
  const changed = ops.map((o, k) => (o.t !== ' ' ? k : -1)).filter((k) => k >= 0);
  let k = 0;
  while (k < changed.length) {
    let start = Math.max(0, changed[k]! - 3);
    let end = Math.min(ops.length, changed[k]! + 4);
    while (k + 1 < changed.length && changed[k + 1]! - 3 <= end) end = Math.min(ops.length, changed[++k]! + 4);
    k++;
    const hunk = ops.slice(start, end);
    const aStart = hunk[0]!.ai + 1;
    const bStart = hunk[0]!.bi + 1;
    const aLen = hunk.filter((o) => o.t !== '+').length;
    const bLen = hunk.filter((o) => o.t !== '-').length;
    out += `@@ -${aStart},${aLen} +${bStart},${bLen} @@\n` + hunk.map((o) => o.t + o.s).join('\n') + '\n';
    start = end;
  }
  return out;
}

/**
 * Run `--fix` (write) or `--fix-dry-run` (print a diff, write nothing). Only findings the
 * command line selects (files named, `--quiet`) are fixed. The dry run makes the same passes
 * as `--fix`, each linting the tree with the earlier passes' edits applied in memory
 * (`EditedSource`). Returns the number of fixes applied (or that would be) and, for the dry run,
 * those edits (the caller lints with them to report what is left). Throws `UsageError` with
 * `--staged`/`--rev`/`--stdin` (fixes go to the working tree).
 */
export async function runFix(args: LintArgs, dryRun: boolean, write: (s: string) => void = (s) => process.stdout.write(s)): Promise<{ total: number; edits: SourceEdits }> {
  if (args.staged || args.rev !== undefined) throw new UsageError('--fix writes the working tree: it does not go with --staged or --rev');
  if (args.stdin) throw new UsageError('--fix does not go with --stdin');
  let total = 0;
  const originals = new Map<string, string>();
  const current = new Map<string, string>();
  const refused = new Map<string, string>();
  const moved = new Set<string>();
  const renames: Move[] = [];
  const edits: SourceEdits = { files: new Map(), moves: new Map() };
  /** Dry run: the path a moved file is shown at → its path on disk. */
  const alias = new Map<string, string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let appliedThisPass = 0;
    for (const run of lintRuns(args)) {
      const p = await prepareRun(dryRun ? { ...run.args, edits } : run.args);
      const W = p.W;
      let root = W;
      let git = false;
      try {
        root = repoRoot(W);
        git = true;
      } catch {
        /* outside git: the linted directory is the boundary */
      }
      const byFile = new Map<string, Fix[]>();
      for (const f of lintPrepared(p).findings) {
        if (!f.fix || !inOnly(run.only, f.fix.file) || (args.quiet && f.severity !== 'error')) continue;
        if (f.fix.move) {
          const key = path.resolve(W, f.fix.move.from);
          if (moved.has(key) || refused.has(key)) continue;
          const plan = planMove(f.fix, W, root, git);
          if ('refused' in plan) {
            refused.set(key, `cannot be moved: ${plan.refused}`);
            continue;
          }
          moved.add(key);
          for (const left of subfoldersLeft(f.fix, W)) {
            process.stderr.write(
              `ctxlens: not moving ${left.dir} (${left.count} agent file(s)): the fork reads ${f.fix.move.to} without its subfolders, so they would not load below it either; move them up by hand (the ID becomes the file name) or name the folder in agentPaths\n`,
            );
          }
          for (const mv of plan.moves) {
            if (dryRun) {
              renames.push(mv);
              edits.moves.set(mv.from, mv.to);
              alias.set(mv.to, mv.from);
              const content = edits.files.get(mv.from);
              if (content !== undefined) {
                edits.files.delete(mv.from);
                edits.files.set(mv.to, content);
              }
            } else {
              mkdirSync(path.dirname(mv.to), { recursive: true });
              renameSync(mv.from, mv.to);
            }
            process.stderr.write(`ctxlens: ${dryRun ? 'would move' : 'moved'} ${mv.relFrom} → ${mv.relTo}\n`);
            appliedThisPass++;
          }
          continue;
        }
        const list = byFile.get(f.fix.file) ?? [];
        list.push(f.fix);
        byFile.set(f.fix.file, list);
      }
      for (const [file, fixes] of byFile) {
        const abs = path.resolve(W, file);
        const disk = alias.get(abs) ?? abs;
        if (refused.has(disk)) continue;
        const why = originals.has(disk) ? null : refuseWrite(disk, root, git);
        if (why !== null) {
          refused.set(disk, why);
          continue;
        }
        const text = current.get(disk) ?? readFileSync(disk, 'utf8');
        if (!originals.has(disk)) originals.set(disk, text);
        const { text: fixed, applied } = applyFixes(text, fixes);
        if (applied.length === 0 || fixed === text) continue;
        current.set(disk, fixed);
        if (dryRun) edits.files.set(abs, Buffer.from(fixed, 'utf8'));
        else writeFileSync(abs, fixed);
        appliedThisPass += applied.length;
        for (const a of applied) process.stderr.write(`ctxlens: ${dryRun ? 'would fix' : 'fixed'} ${displayDir(abs)}:${a.start.line}:${a.start.column}: ${a.description}\n`);
      }
    }
    total += appliedThisPass;
    if (appliedThisPass === 0) break;
  }
  for (const [abs, why] of refused) process.stderr.write(`ctxlens: not fixing ${displayDir(abs)}: it ${why}\n`);
  if (dryRun) for (const [abs, before] of originals) write(unifiedDiff(displayDir(abs), before, current.get(abs) ?? before));
  if (dryRun) for (const r of renames) write(`diff --git a/${r.relFrom} b/${r.relTo}\nsimilarity index 100%\nrename from ${r.relFrom}\nrename to ${r.relTo}\n`);
  return { total, edits };
}
