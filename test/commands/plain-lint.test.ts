/**
 * A plain `ctxlens lint [PATH…]` runs the lint handler without yargs (src/commands/plain-lint.ts):
 * the object it builds must be the very object yargs hands the handler (every key, in yargs'
 * order, aliases sharing their array), for every command line it accepts and whatever the
 * environment; every other command line must still go to yargs; and the shipped bundle (whose
 * template was taken when it was built) must give the same object and the same output.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { cliParser, commandsFor } from '../../src/commands/all.js';
import { plainLintHandlerArgs } from '../../src/commands/main.js';
import { recordingLint } from '../../src/commands/lint-template.js';
import { plainLintPaths } from '../../src/commands/plain-lint.js';
import { CLI_ENTRY } from '../helpers/entries.js';
import { useTempDirs } from '../helpers/temp-dirs.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const tempDir = useTempDirs();

/** What yargs (the CLI's own parser and commands) hands the lint handler for `argv`; `null` when it calls no handler (help, an error). */
async function yargsArgs(argv: string[]): Promise<Record<string, unknown> | null> {
  let seen: Record<string, unknown> | null = null;
  const commands = recordingLint(await commandsFor(argv), (a) => {
    seen = a;
  });
  await cliParser(argv, commands)
    .exitProcess(false)
    .parseAsync()
    .catch(() => undefined);
  return seen;
}

/** `plainLintHandlerArgs` of the shipped `bundle/cli.cjs` (its template taken at build time). */
function bundledPlainArgs(): (argv: readonly string[]) => Promise<Record<string, unknown> | null> {
  const file = path.join(ROOT, 'bundle', 'cli.cjs');
  // The file is already wrapped in the CommonJS module function (scripts/bundle.mjs).
  const wrapper = vm.runInThisContext(fs.readFileSync(file, 'latin1'), { filename: file }) as (...a: unknown[]) => void;
  const mod = { exports: {} as { plainLintHandlerArgs: (argv: readonly string[]) => Promise<Record<string, unknown> | null> } };
  wrapper(mod.exports, createRequire(file), mod, file, path.dirname(file));
  return mod.exports.plainLintHandlerArgs;
}

/** `args` with each array value that is the same object as an earlier key's replaced by a note naming that key. */
function sharing(args: Record<string, unknown>): string[] {
  const keys = Object.keys(args);
  return keys.flatMap((k, i) => {
    const first = keys.findIndex((j) => typeof args[j] === 'object' && args[j] !== null && args[j] === args[k]);
    return first >= 0 && first < i ? [`${k}=${keys[first]!}`] : [];
  });
}

/** Command lines the plain path takes (`lint` and paths only). */
const PLAIN: string[][] = [
  ['lint'],
  ['lint', '.'],
  ['lint', 'a', 'b'],
  ['lint', 'dir with spaces', 'f.md'],
  ['lint', 'é/ü', '日本語', '🙂'],
  ['lint', 'x=1', 'a=b=c'],
  ['lint', 'audit'],
  ['lint', 'lint', 'render', 'version', 'completion'],
  ['lint', '0'],
  ['lint', '1', '0x10', '1e3', '-0'.slice(1), '.5', 'Infinity', 'NaN', ' ', ' 3 '],
  ['lint', 'true', 'false', 'null', 'undefined'],
  ['lint', '__proto__', 'constructor', 'toString', 'hasOwnProperty'],
  ['lint', 'a.b', 'a..', '../x', '/abs/path', './'],
  ['lint', 'a\nb', 'tab\there', 'back\\slash', '"quoted"', "'single'"],
  ['lint', 'no-color', 'cache', 'format', 'f'],
];

/** Command lines it leaves to yargs. */
const NOT_PLAIN: string[][] = [
  [],
  ['--help'],
  ['--version'],
  ['audit'],
  ['lnt'],
  ['lint', '-'],
  ['lint', '--'],
  ['lint', '--', 'a'],
  ['lint', 'a', '--quiet'],
  ['lint', '-f', 'json'],
  ['lint', '--no-cache'],
  ['lint', '--cache'],
  ['lint', ''],
  ['lint', 'a', ''],
  ['lint', 'help'],
  ['lint', 'a', 'help'],
  ['lint', 'help', 'a'],
  ['lint', '-1'],
  ['lint', '--staged'],
  ['Lint'],
  ['lint ', 'a'],
];

describe('plain lint command lines', () => {
  it('takes exactly `lint` followed by plain paths', () => {
    for (const argv of PLAIN) expect(plainLintPaths(argv), argv.join(' ')).toEqual(argv.slice(1));
    for (const argv of NOT_PLAIN) expect(plainLintPaths(argv), argv.join(' ')).toBeNull();
  });
});

describe('the plain lint object is the one yargs hands the handler', () => {
  const saved = { cwd: process.cwd(), env: { ...process.env } };
  afterEach(() => {
    process.chdir(saved.cwd);
    for (const k of Object.keys(process.env)) if (!(k in saved.env)) delete process.env[k];
    Object.assign(process.env, saved.env);
  });

  const expectSame = async (argv: string[], ours: Record<string, unknown> | null): Promise<void> => {
    const theirs = await yargsArgs(argv);
    expect(theirs, argv.join(' ')).not.toBeNull();
    expect(ours, argv.join(' ')).toStrictEqual(theirs);
    expect(Object.keys(ours!), argv.join(' ')).toEqual(Object.keys(theirs!));
    expect(sharing(ours!), argv.join(' ')).toEqual(sharing(theirs!));
    expect(sharing(ours!)).toEqual(['ignorePattern=ignore-pattern']);
  };

  it.each(PLAIN.map((a) => [a.join(' '), a] as const))('%s', async (_name, argv) => {
    await expectSame(argv, await plainLintHandlerArgs(argv));
  });

  it('in another working directory, and one reached through a symlink', async () => {
    const dir = tempDir('ctxlens-plain-');
    fs.mkdirSync(path.join(dir, 'real dir ü'));
    fs.symlinkSync(path.join(dir, 'real dir ü'), path.join(dir, 'link'));
    for (const d of [dir, path.join(dir, 'real dir ü'), path.join(dir, 'link')]) {
      process.chdir(d);
      for (const argv of [['lint'], ['lint', '.', 'x']]) {
        const ours = await plainLintHandlerArgs(argv);
        expect(ours!['cwd']).toBe(process.cwd());
        await expectSame(argv, ours);
      }
    }
  });

  it('whatever the environment (locale, `_`, CTXLENS_*, colour, CI)', async () => {
    const envs: Record<string, string>[] = [
      { LANG: 'de_DE.UTF-8', LC_ALL: 'fr_FR', LC_MESSAGES: 'ja', LANGUAGE: 'es' },
      { _: process.argv[1] ?? '', npm_lifecycle_event: 'lint' },
      { CTXLENS_FORMAT: 'json', CTXLENS_QUIET: 'true', CTXLENS_CWD: '/', CTXLENS_PATHS: 'x', CTXLENS_NO_CACHE: '1' },
      { FORCE_COLOR: '1', NO_COLOR: '1', CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: '/' },
      { YARGS_MIN_NODE_VERSION: '99', FORMAT: 'json', F: 'json', PATHS: 'a' },
    ];
    for (const env of envs) {
      Object.assign(process.env, env);
      for (const argv of [['lint'], ['lint', 'a', 'b']]) await expectSame(argv, await plainLintHandlerArgs(argv));
      for (const k of Object.keys(env)) delete process.env[k];
      Object.assign(process.env, saved.env);
    }
  });

  it('is null for the command lines yargs parses', async () => {
    for (const argv of NOT_PLAIN) expect(await plainLintHandlerArgs(argv), argv.join(' ')).toBeNull();
  });

  it('is the same from the shipped bundle, whose template was taken when it was built', async () => {
    const bundled = bundledPlainArgs();
    for (const argv of PLAIN) await expectSame(argv, await bundled(argv));
    for (const argv of NOT_PLAIN) expect(await bundled(argv), argv.join(' ')).toBeNull();
  });
});

describe('the shipped CLI: a plain lint prints and exits as the same lint through yargs', () => {
  const run = (args: string[], cwd: string, cacheDir: string) => {
    const env = { ...process.env, CTXLENS_CACHE_DIR: cacheDir };
    delete env['CTXLENS_NO_CACHE'];
    delete env['FORCE_COLOR'];
    delete env['CTXLENS_DEBUG'];
    const r = spawnSync(process.execPath, [CLI_ENTRY, ...args], { cwd, env, encoding: 'utf8' });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  it.each([
    [['lint']],
    [['lint', '.']],
    [['lint', 'monorepo']],
    [['lint', 'monorepo', 'opencode-app']],
    [['lint', 'monorepo/AGENTS.md']],
    [['lint', 'no such dir']],
    [['lint', 'monorepo', 'monorepo/packages']],
  ])('%j', (argv) => {
    const examples = path.join(ROOT, 'examples');
    const cacheDir = tempDir('ctxlens-plain-cache-');
    // `--format stylish` (the default) sends the same command line through yargs.
    const viaYargs = run([...argv, '--format', 'stylish'], examples, cacheDir);
    const plain = run(argv, examples, cacheDir);
    const again = run(argv, examples, cacheDir); // with the code cache the first plain run wrote
    expect(plain).toEqual(viaYargs);
    expect(again).toEqual(viaYargs);
    // `lint` and `lint --format stylish` keep their code caches apart (src/cli-cached.ts).
    const names = fs.readdirSync(cacheDir, { recursive: true, encoding: 'utf8' });
    expect(names.some((n) => /lint-options/.test(n))).toBe(true);
  });

  it('in a project with findings and as the project directory', () => {
    const cacheDir = tempDir('ctxlens-plain-cache-');
    const dir = path.join(ROOT, 'examples', 'monorepo');
    expect(run(['lint'], dir, cacheDir)).toEqual(run(['lint', '--format', 'stylish'], dir, cacheDir));
    expect(run(['lint'], dir, cacheDir).status).toBe(1);
  });
});
