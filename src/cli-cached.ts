import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDirFromEnv } from './codecache/cache-dir.js';
import { codeCacheFile, loadCommonJs, type LoadedCommonJs } from './codecache/script.js';
import { requireBuiltinAtDefaultFlags } from './codecache/v8-flags.js';
import { COMMANDS } from './commands/names.js';
import { plainLintPaths } from './commands/plain-lint.js';
import { toolVersion } from './package-root.js';

/*
 * The bundle's stand-in for `src/cli.ts`: `scripts/bundle.mjs` builds the whole CLI (`main` of
 * `src/commands/main.ts`, yargs and every command) into one CommonJS file, `bundle/cli.cjs`, and
 * resolves `src/bin.ts`'s `import('./cli.js')` to a module that calls `runCachedCli` with a hash
 * of that file. Loading it through the V8 code cache (`src/codecache/script.ts`) saves most of
 * its compile on every run after the first. docs/usage.md, "Start-up code cache".
 */

/** The `main` that `bundle/cli.cjs` exports (`src/commands/main.ts`). */
interface CliModule {
  main(argv: string[]): Promise<void>;
  /** True when nothing the run wrote is still waiting in node's stream buffers (src/commands/main.ts). */
  outputFlushed?(): boolean;
}

/**
 * Which code cache a command line uses: `lint` for a plain `lint [PATH…]` (which runs without
 * yargs: `commands/plain-lint.ts`), `lint-options` for any other lint command line, the command
 * (`audit`, `render`, … of `COMMANDS`), `other` for anything else (a typo; yargs ends the process
 * after `--help`, before a cache is written). Each compiles other functions, and V8 caches only
 * what was compiled, so each gets its own file.
 */
export function codeCacheKey(argv: readonly string[]): string {
  const first = argv[0];
  if (first === 'lint') return plainLintPaths(argv) !== null ? 'lint' : 'lint-options';
  return first !== undefined && (COMMANDS as readonly string[]).includes(first) ? first : 'other';
}

/**
 * True when the command line turns caches off: a `--no-cache` before any `--` (the option
 * `lint --staged` also reads for the interest cache; other commands do not accept it, and yargs
 * then reports it as unknown).
 */
export function cacheOffByArgs(argv: readonly string[]): boolean {
  for (const a of argv) {
    if (a === '--') return false;
    if (a === '--no-cache' || a === '--cache=false') return true;
  }
  return false;
}

/**
 * The directories a command line may read as a project: every argument that names an existing
 * directory (`lint DIR`, `--cwd DIR`, `--cwd=DIR`, relative to `cwd`), or `cwd` itself when none
 * does. Absolute, symlinks resolved where they exist.
 */
export function lintedDirs(argv: readonly string[], cwd: string): string[] {
  const dirs: string[] = [];
  for (const a of argv) {
    const value = a.startsWith('--') && a.includes('=') ? a.slice(a.indexOf('=') + 1) : a;
    if (value === '' || value === '--') continue;
    const abs = path.resolve(cwd, value);
    try {
      if (fs.statSync(abs).isDirectory()) dirs.push(fs.realpathSync(abs));
    } catch {
      /* not a directory: an option, a command, a rule id… */
    }
  }
  if (dirs.length > 0) return dirs;
  try {
    return [fs.realpathSync(cwd)];
  } catch {
    return [path.resolve(cwd)];
  }
}

/**
 * True when the cache directory `dir` is, or would be created, at or below one of `roots`: the
 * code cache is then neither read nor written, so no run writes into the folder it lints, git
 * repository or not (the code cache's own check refuses any directory inside a git work tree).
 */
export function insideLinted(dir: string, roots: readonly string[]): boolean {
  let d = path.resolve(dir);
  // The nearest existing ancestor, with symlinks resolved, then the rest as given.
  let rest = '';
  for (;;) {
    try {
      d = path.join(fs.realpathSync(d), rest);
      break;
    } catch {
      const up = path.dirname(d);
      if (up === d) break;
      rest = path.join(path.basename(d), rest);
      d = up;
    }
  }
  return roots.some((r) => d === r || d.startsWith(r.endsWith(path.sep) ? r : r + path.sep));
}

/**
 * Run the CLI from `bundle/cli.cjs` (beside the bundle's entry) with `argv`, through the V8 code
 * cache in the directory `cacheDirFromEnv(env)` names, unless `--no-cache` or `CTXLENS_NO_CACHE`
 * turns it off, or that directory lies in a folder the command line names (`lintedDirs`,
 * `insideLinted`) (a lone `--version` is answered here, without loading the CLI). The CommonJS files of the bundle that `cli.cjs` requires on first use
 * (`./schema-*.cjs`, `./gray-matter.cjs`, `./ajv.cjs`, `./remark.cjs`) load the same way, each
 * with its own cache file. `buildId` identifies the content of those files (a SHA-256 over them,
 * computed when the bundle was built). The caches are written only after the command has
 * finished, so they never change the output or the exit status; only when one of them was
 * missing or rejected, and then all of them (V8 adds this run's functions to what it read). With `CTXLENS_DEBUG` set, says on stderr what became of each cache. Sets
 * `process.exitCode` as `main` does; throws only when `cli.cjs` cannot be read.
 */
export async function runCachedCli(buildId: string, argv: string[] = process.argv.slice(2), env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
  // A lone `--version` needs nothing of the CLI (as in `main`): not even reading it.
  if (argv.length === 1 && argv[0] === '--version') {
    process.stdout.write(`${toolVersion()}\n`);
    return;
  }
  const file = fileURLToPath(new URL('./cli.cjs', import.meta.url));
  const wanted = cacheOffByArgs(argv) ? null : cacheDirFromEnv(env);
  const dir = wanted !== null && insideLinted(wanted, lintedDirs(argv, process.cwd())) ? null : wanted;
  const command = codeCacheKey(argv);
  const loaded = new Map<string, { name: string; script: LoadedCommonJs; cacheFile: string | null }>();
  const load = (target: string): LoadedCommonJs => {
    const known = loaded.get(target);
    if (known !== undefined) return known.script;
    const name = path.basename(target, '.cjs');
    const cacheFile = dir === null ? null : codeCacheFile(dir, target, buildId, name === 'cli' ? command : `${command}-${name}`);
    const script = loadCommonJs(target, cacheFile, bundleRequire(target, load));
    loaded.set(target, { name, script, cacheFile });
    return script;
  };
  const cli = load(file).exports as CliModule;
  await cli.main(argv);
  // A file without a cache means this run took a path the others' caches have not seen (another
  // runtime's schemas, say): those are written again, with what this run compiled added.
  const again = [...loaded.values()].some((l) => l.script.state === 'missing' || l.script.state === 'rejected');
  for (const { name, script, cacheFile } of loaded.values()) {
    const saved = script.save(again);
    if (env['CTXLENS_DEBUG']) process.stderr.write(`ctxlens: code cache of ${name}.cjs ${script.state}${saved ? ', written' : ''}${cacheFile !== null ? ` (${cacheFile})` : ''}\n`);
  }
  // The command has finished and awaited all it started (every write to a file, every git call
  // is synchronous): once the output is with the operating system, end the process now. Left to
  // run down, node turns its event loop once more, and V8 spends it on a full garbage collection
  // it scheduled for idle time (~10 ms CPU of a 150 ms lint). `process.exit` keeps `exitCode`.
  if (cli.outputFlushed?.() === true) process.exit();
}

/**
 * The `require` of a bundle file `file`: node's, relative to `file`, except that a CommonJS file
 * of the bundle (`./NAME.cjs`) is run by `load` (which runs each file once), a node built-in
 * named with its `node:` prefix (as every built-in the bundle loads on first use is:
 * `scripts/bundle.mjs`, `lazyBuiltins`) is loaded through `requireBuiltinAtDefaultFlags`, so that
 * it compiles at node's own rate although V8's flags have changed (`crypto` when a hash is first
 * taken: about 2.3 ms instead of 7), and `esprima` is refused: js-yaml (under gray-matter) probes
 * for it at load, and a copy in some `node_modules/` above the bundle must never be loaded.
 */
function bundleRequire(file: string, load: (target: string) => LoadedCommonJs): NodeJS.Require {
  // In the bundle this module is CommonJS beside `file`: its own `require` resolves as one made
  // for `file`, without loading node's `module` (about 0.3 ms CPU, with the ES module loader's parts).
  const req = typeof require === 'function' && typeof __dirname === 'string' && path.dirname(file) === __dirname ? require : createRequire(file);
  return Object.assign((id: string): unknown => {
    if (id === 'esprima') throw new Error('esprima is not part of ctxlens');
    if (id.startsWith('node:')) return requireBuiltinAtDefaultFlags(id, req);
    if (!/^\.\/[\w.-]+\.cjs$/.test(id)) return req(id);
    return load(path.join(path.dirname(file), id.slice(2))).exports;
  }, req) as NodeJS.Require;
}
