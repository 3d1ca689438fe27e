import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { UsageError } from '../errors.js';
import { lintDir, type LintArgs } from '../run/prepare.js';

/**
 * One project to lint: its directory W, and the files (relative to W) findings are limited to
 * (`null`: all); an entry ending in `/` stands for every file below that directory (`inOnly`).
 */
export interface LintRun {
  args: LintArgs;
  only: Set<string> | null;
}

/** True when a finding on `file` (relative to W) is kept by `only` (`null`: every file). */
export function inOnly(only: ReadonlySet<string> | null, file: string): boolean {
  if (only === null || only.has(file)) return true;
  for (const o of only) if (o.endsWith('/') && file.startsWith(o)) return true;
  return false;
}

/** A directory that belongs to the project around it, never a project of its own: `.opencode/`, `.agents/` or anything below them. */
function isDefinitionDir(rel: string): boolean {
  return rel.split('/').some((c) => c === '.opencode' || c === '.agents');
}

/**
 * Turn `lint [paths..]`, `--stdin` and `--cwd` into runs (ESLint's file and directory arguments):
 * a directory is the project W at that directory, except `.opencode/`, `.agents/` and what lies
 * below them, which stand for their files in the project at `--cwd`; files are linted as part of the project at
 * `--cwd` (default: the current directory) and only their findings are reported; no path lints
 * `--cwd`. `-` is refused (use `--stdin`), as is a path that does not exist or a file outside W.
 * `--stdin --stdin-filename FILE` lints the project with FILE's content read from standard input
 * (`readStdin`), reporting FILE's findings only. Throws `UsageError`.
 */
export function lintRuns(args: LintArgs, readStdin: () => Buffer = () => readFileSync(0)): LintRun[] {
  const paths = args.paths ?? (args.dir !== undefined ? [args.dir] : []);
  if (paths.includes('-')) throw new UsageError('"-" is not a file: to lint standard input, use --stdin --stdin-filename FILE');
  const inside = (W: string, abs: string, shown: string): string => {
    const rel = path.relative(W, abs);
    if (rel === '' || rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) throw new UsageError(`${shown} is not inside the linted directory ${displayDir(W)}; pass --cwd`);
    return rel.split(path.sep).join('/');
  };
  if (args.stdin) {
    if (paths.length > 0) throw new UsageError('--stdin lints standard input: name no files or directories with it');
    if (args.stdinFilename === undefined || args.stdinFilename === '') throw new UsageError('--stdin needs --stdin-filename FILE: the path the text stands for decides which rules apply');
    const abs = path.resolve(args.cwd, args.stdinFilename);
    const rel = inside(args.cwd, abs, args.stdinFilename);
    return [{ args: { ...args, paths: [], overlay: { abs, content: readStdin() } }, only: new Set([rel]) }];
  }
  if (args.stdinFilename !== undefined) throw new UsageError('--stdin-filename goes with --stdin');
  const runs: LintRun[] = [];
  const files: string[] = [];
  for (const p of paths) {
    const abs = path.resolve(p);
    let st;
    try {
      st = statSync(abs);
    } catch {
      throw new UsageError(`no such file or directory: ${p}`);
    }
    if (st.isDirectory()) {
      const rel = path.relative(args.cwd, abs).split(path.sep).join('/');
      // `.opencode/` and `.agents/` hold the surrounding project's agents, flows and config: their files, in that project.
      if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) && isDefinitionDir(rel)) files.push(rel + '/');
      else runs.push({ args: { ...args, paths: [], cwd: abs }, only: null });
    } else files.push(inside(args.cwd, abs, p));
  }
  if (files.length > 0) runs.push({ args: { ...args, paths: [] }, only: new Set(files) });
  if (runs.length === 0) runs.push({ args: { ...args, paths: [], cwd: lintDir(args) }, only: null });
  return runs;
}

/** A directory for a message: relative to the current directory when inside it, else `~/…` or as is. */
export function displayDir(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  if (rel === '') return '.';
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) return rel;
  const home = process.env['HOME'];
  if (home && (abs === home || abs.startsWith(home + path.sep))) return '~' + abs.slice(home.length);
  return abs;
}

