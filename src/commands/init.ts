import * as path from 'node:path';
import type { CommandModule } from 'yargs';
import type { FileSource } from '../source/types.js';
import { WorktreeSource } from '../source/worktree.js';
import { writeWorktreeFile } from '../source/git-write.js';
import { sourceRoot } from '../source/git.js';
import { activateHusky } from '../source/husky.js';
import { EXIT } from '../engine/finding.js';
import { UsageError } from '../errors.js';
import { COMMAND_LINES } from './names.js';

/** The line the pre-commit hook runs (husky v9: hook files are plain shell, no shebang needed). */
export const HOOK_LINE = 'npx --no-install ctxlens lint --staged';

/** One file `init` writes. */
export interface InitWrite {
  /** Path relative to the project directory. */
  file: string;
  content: string;
  /** File mode to set (`0o755` for hooks). */
  mode?: number;
  /** What the write does, for the report (`created .husky/pre-commit`). */
  action: string;
}

/** What `init` will do: files to write and notes to print. */
export interface InitPlan {
  writes: InitWrite[];
  notes: string[];
}

/** What `init` found in the project directory: file texts, or `null` when absent. */
export interface InitState {
  packageJson: string | null;
  hook: string | null;
}

/**
 * Plan `ctxlens init` from the current state, without touching the disk:
 * - `.husky/pre-commit`: created with `HOOK_LINE`; an existing hook that lacks a `ctxlens lint
 *   --staged` line gets `HOOK_LINE` appended (never clobbered);
 * - `package.json` `scripts.prepare`: set to `husky` when absent; an existing script that does
 *   not run husky is chained as `<existing> && husky`; one that does is left alone. Indentation
 *   and the final newline of the file are kept;
 * - notes: the dev dependencies to install (`husky`, `ctxlens`) when missing, and how to activate.
 * Throws `UsageError` when `package.json` is not a JSON object.
 */
export function planInit(state: InitState): InitPlan {
  const writes: InitWrite[] = [];
  const notes: string[] = [];
  if (state.hook === null) {
    writes.push({ file: '.husky/pre-commit', content: HOOK_LINE + '\n', mode: 0o755, action: `created .husky/pre-commit running "${HOOK_LINE}"` });
  } else if (/\bctxlens\b[^\n]*\blint\b[^\n]*--staged/.test(state.hook)) {
    notes.push('.husky/pre-commit already runs ctxlens lint --staged; left unchanged');
  } else {
    const sep = state.hook === '' || state.hook.endsWith('\n') ? '' : '\n';
    writes.push({ file: '.husky/pre-commit', content: state.hook + sep + HOOK_LINE + '\n', mode: 0o755, action: `appended "${HOOK_LINE}" to the existing .husky/pre-commit` });
  }

  if (state.packageJson === null) {
    notes.push('no package.json here: create one (npm init -y) and add "scripts": {"prepare": "husky"}, then run init again');
    return { writes, notes };
  }
  let pkg: unknown;
  try {
    pkg = JSON.parse(state.packageJson);
  } catch (e) {
    throw new UsageError(`package.json is not valid JSON (${e instanceof Error ? e.message : String(e)}); nothing written`);
  }
  if (!pkg || typeof pkg !== 'object' || Array.isArray(pkg)) throw new UsageError('package.json is not a JSON object; nothing written');
  const obj = pkg as Record<string, unknown>;
  const scripts = (obj['scripts'] && typeof obj['scripts'] === 'object' && !Array.isArray(obj['scripts']) ? obj['scripts'] : {}) as Record<string, unknown>;
  const prepare = scripts['prepare'];
  let newPrepare: string | null = null;
  if (typeof prepare !== 'string' || prepare.trim() === '') {
    newPrepare = 'husky';
  } else if (/(^|[\s;&|(])husky(\s|$|;|&|\|)/.test(prepare)) {
    notes.push(`package.json "prepare" already runs husky ("${prepare}"); left unchanged`);
  } else {
    newPrepare = `${prepare} && husky`;
  }
  if (newPrepare !== null) {
    obj['scripts'] = { ...scripts, prepare: newPrepare };
    const indent = /^\{\r?\n([ \t]+)"/.exec(state.packageJson)?.[1] ?? '  ';
    const eol = state.packageJson.endsWith('\n') ? '\n' : '';
    writes.push({
      file: 'package.json',
      content: JSON.stringify(obj, null, indent) + eol,
      action: typeof prepare === 'string' && prepare.trim() !== '' ? `chained husky to the existing "prepare" script: "${newPrepare}"` : 'set "prepare": "husky" in package.json',
    });
  }
  const dev = { ...(obj['dependencies'] as object), ...(obj['devDependencies'] as object) } as Record<string, unknown>;
  const missing = ['husky', 'ctxlens'].filter((d) => !(d in dev));
  if (missing.length > 0) notes.push(`add the dev dependencies: npm install --save-dev ${missing.join(' ')} (the hook runs the project's own ctxlens)`);
  return { writes, notes };
}

/** Read the state `planInit` needs from `dir` through a file source. */
export function readInitState(source: FileSource, dir: string): InitState {
  const read = (rel: string): string | null => {
    const r = source.readFile(path.join(dir, rel), 1 << 20);
    return r.ok ? r.data.toString('utf8') : null;
  };
  return { packageJson: read('package.json'), hook: read('.husky/pre-commit') };
}

/** The repository root containing `dir`, or `null` outside git. */
function gitRootOf(dir: string): string | null {
  try {
    return sourceRoot(dir);
  } catch {
    return null;
  }
}

/**
 * Run init in `dir`: plan, then write unless `dryRun`, then activate the hook as `npx husky`
 * would (`.husky/_/` and `git config core.hooksPath`, `activateHusky`), so the next commit runs
 * it. Returns the report lines (`would …` in a dry run). Throws `UsageError`, with nothing
 * written, when `dir` is not an existing directory, holds no `package.json` (husky is installed
 * through npm's `prepare` script), or is not inside a git work tree.
 */
export function runInit(dir: string, dryRun: boolean): string[] {
  const source = new WorktreeSource();
  if (source.stat(dir)?.kind !== 'dir') throw new UsageError(`not a directory: ${dir}`);
  const state = readInitState(source, dir);
  if (state.packageJson === null) {
    throw new UsageError(`no package.json in ${dir}: husky installs the hook through npm's "prepare" script. Run "npm init -y" first, or use the pre-commit framework (.pre-commit-hooks.yaml). Nothing written.`);
  }
  const root = gitRootOf(dir);
  if (root === null) throw new UsageError(`${dir} is not inside a git work tree: there is no commit to hook. Run "git init" first. Nothing written.`);
  const plan = planInit(state);
  const lines: string[] = [];
  if (root !== dir) {
    const rel = path.relative(root, dir);
    plan.notes.push(`package.json is below the repository root: husky v9 then needs "prepare": "cd ${path.relative(dir, root) || '.'} && husky ${rel}/.husky" (see husky's docs on subdirectories)`);
  }
  for (const w of plan.writes) {
    if (!dryRun) writeWorktreeFile(path.join(dir, w.file), w.content, w.mode);
    lines.push(dryRun ? `[dry run] not written: ${w.action}` : w.action);
    if (dryRun) lines.push(...w.content.replace(/\n$/, '').split('\n').map((l) => `  | ${l}`));
  }
  if (plan.writes.length === 0) lines.push('nothing to change');
  if (dryRun) lines.push('[dry run] not activated: the hook (what "npx husky" does: .husky/_/ and git config core.hooksPath)');
  else lines.push(`activated the hook: wrote .husky/_/ and set git config core.hooksPath ${activateHusky(root, dir)} (what "npx husky" does)`);
  for (const n of plan.notes) lines.push(`note: ${n}`);
  return lines;
}

interface InitArgs {
  cwd: string;
  dryRun: boolean;
}

/** `ctxlens init [--dry-run] [--cwd DIR]`: set up the husky v9 pre-commit hook. The only command that writes. */
export const initCommand: CommandModule<object, InitArgs> = {
  command: COMMAND_LINES.init.command,
  describe: COMMAND_LINES.init.describe,
  builder: (y) =>
    y
      .option('cwd', { type: 'string', default: process.cwd(), describe: 'project directory (holding package.json)', coerce: (p: string) => path.resolve(p) })
      .option('dry-run', { type: 'boolean', default: false, describe: 'show what would be written without writing' }) as never,
  handler: (args) => {
    const lines = runInit(args.cwd, args.dryRun);
    process.stdout.write(lines.join('\n') + '\n');
    process.exitCode = EXIT.OK;
  },
};
