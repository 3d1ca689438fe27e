#!/usr/bin/env node
/**
 * Build step (after `tsc` and `scripts/compile-schemas.mjs`): bundle ctxlens with esbuild into
 * `bundle/`, the entry points that ship and run without `node_modules/`:
 *
 *   bundle/ctxlens.cjs   the `ctxlens` executable (`package.json` `bin`, the pre-commit hook), which
 *                        requires bundle/ctxlens-HASH.cjs: one CommonJS file, so node never starts
 *                        its ES module loader, with the pre-commit fast path (`src/bin.ts`) and
 *                        the loader of cli.cjs (`src/cli-cached.ts`)
 *   bundle/ctxlens.mjs   the same executable by its former name (it requires ctxlens.cjs)
 *   bundle/quick.cjs     the pre-commit fast path (`src/precommit/quick.ts`), required only for a plain `lint --staged`
 *   bundle/relevance.cjs the fast path's parser (`src/precommit/relevance.ts`), required on demand
 *   bundle/cli.cjs       the whole CLI behind it (`src/commands/main.ts`: yargs, every command),
 *                        one CommonJS file that `src/cli-cached.ts` runs through the V8 code cache
 *   bundle/action.mjs    the GitHub Action entry (`action.yml`)
 *   bundle/*-HASH.mjs    chunks of the Action, loaded on demand (its commands)
 *   bundle/ajv.cjs, bundle/remark.cjs, bundle/gray-matter.cjs   loaded synchronously on first use (below)
 *   bundle/schema-*.cjs  the precompiled validators, each loaded on first use
 *
 * Every dependency is inside the bundle (the package has no runtime `dependencies`), and so are
 * the ajv standalone validators precompiled into `dist/schemas/*.cjs`: the bundle never compiles
 * a schema. `bundle/` is committed, so installs from git (the pre-commit framework) and the
 * Action need no install and no compile; `.ci/run` checks that the committed copy is current.
 *
 *   node scripts/bundle.mjs [--outdir bundle] [--metafile FILE]
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const outdir = resolve(root, arg('outdir', 'bundle'));
const metafile = arg('metafile', null);
const schemaDir = join(root, 'dist', 'schemas');

/**
 * Dependencies a run may not need are built as separate CommonJS files beside the chunks and
 * `require`d on first use, so a run that does not need them neither parses nor evaluates them:
 * ajv's schema compiler (only for a schema without a precompiled validator, or rule options in
 * `ctxlens.config.json`) and remark (only for a heading that may sit in a code block).
 */
const LAZY_CJS = {
  'ajv.cjs': "module.exports = { Ajv2020: require('ajv/dist/2020.js').Ajv2020, addFormats: (m => m.default ?? m)(require('ajv-formats')) };",
  'remark.cjs': "export { remark } from 'remark';",
  'gray-matter.cjs': "module.exports = require('gray-matter');",
};

/**
 * Replaces `src/load/lazy-deps.ts` (which loads ajv through `createRequire` from `node_modules/`
 * at run time) with one that loads `ajv.cjs` from the bundle, and whose precompiled validators
 * (`dist/schemas/*.cjs`, each bundled into `bundle/schema-NAME.cjs`) are required from the bundle on first call
 * (checked against the shipped schemas here: `PRECOMPILED_CHECKED`);
 * and `remark`, `gray-matter` and `string-width` with stand-ins that load them on first call.
 */
const lazyDeps = {
  name: 'ctxlens-lazy-deps',
  setup(build) {
    build.onResolve({ filter: /(^|[\\/])lazy-deps\.js$/ }, () => ({ path: 'lazy-deps', namespace: 'ctxlens' }));
    build.onResolve({ filter: /^remark$/ }, () => ({ path: 'remark', namespace: 'ctxlens' }));
    build.onResolve({ filter: /^gray-matter$/ }, () => ({ path: 'gray-matter', namespace: 'ctxlens' }));
    // gray-matter (and js-yaml under it) only for mainstream OpenCode's and OpenAgentsControl's
    // markdown: the function and its properties load `gray-matter.cjs` on first use. Its
    // `clearCache()` empties a cache of the module's own: before the module is loaded there is
    // nothing to empty, and the call loads nothing (each agent reader calls it when made).
    build.onLoad({ filter: /^gray-matter$/, namespace: 'ctxlens' }, () => ({
      loader: 'js',
      contents:
        "let m = null;\nconst load = () => (m ??= require('./gray-matter.cjs'));\nconst clearCache = () => { if (m !== null) m.clearCache(); };\nexport default new Proxy(() => {}, { apply: (_t, _self, args) => load()(...args), get: (_t, k) => (k === 'clearCache' ? clearCache : load()[k]), set: (_t, k, v) => ((load()[k] = v), true) });\n",
    }));
    // string-width builds an `Intl.Segmenter` and an emoji regex when its module is evaluated
    // (about 10 ms CPU), and the modules importing it (the `rules` command, audit's bars) are
    // evaluated with every command: the stand-in evaluates the real module on the first call.
    build.onResolve({ filter: /^string-width$/ }, () => ({ path: 'string-width', namespace: 'ctxlens' }));
    build.onLoad({ filter: /^string-width$/, namespace: 'ctxlens' }, () => ({
      resolveDir: root,
      loader: 'js',
      contents: `let m = null;\nexport default function stringWidth(s, o) { m ??= require(${JSON.stringify(join(root, 'node_modules', 'string-width', 'index.js'))}); return m.default(s, o); }\n`,
    }));
    // chalk works out the terminal's colour support when its module is evaluated (tty, the
    // environment, about 2 ms CPU with ansi-styles), and the reporters importing it are evaluated
    // with every command. The reporters only ever make `new Chalk({ level })`: the stand-in
    // evaluates the real module for a level above 0; at level 0 (no colour: a pipe, a file, CI)
    // chalk returns its argument as a string whatever the style, which the stand-in does itself
    // (`chalkLevel0`: the same strings for every style name, chain and call).
    build.onResolve({ filter: /^chalk$/ }, () => ({ path: 'chalk', namespace: 'ctxlens' }));
    build.onLoad({ filter: /^chalk$/, namespace: 'ctxlens' }, async () => ({
      resolveDir: root,
      loader: 'js',
      contents: await chalkStandIn(),
    }));
    build.onLoad({ filter: /^remark$/, namespace: 'ctxlens' }, () => ({
      loader: 'js',
      contents: "let m = null;\nexport function remark() { m ??= require('./remark.cjs'); return m.remark(); }\n",
    }));
    build.onLoad({ filter: /^lazy-deps$/, namespace: 'ctxlens' }, () => {
      const names = readdirSync(schemaDir).filter((f) => f.endsWith('.cjs')).map((f) => f.slice(0, -4)).sort();
      // Each precompiled validator must come from the schema that ships beside it (the hash
      // `scripts/compile-schemas.mjs` recorded, as `src/load/schema.ts` computes it): checked
      // here, so a run of the bundle uses them without reading and hashing the schemas.
      for (const n of names) {
        const text = readFileSync(join(root, 'schemas', `${n}.schema.json`), 'utf8');
        const recorded = builtinRequire(join(schemaDir, `${n}.cjs`)).schemaHash;
        if (recorded !== createHash('sha256').update(text).digest('hex')) throw new Error(`dist/schemas/${n}.cjs was not compiled from schemas/${n}.schema.json: run npm run build`);
      }
      const cases = names.map((n) => `    case ${JSON.stringify(n)}: return require(${JSON.stringify(`./schema-${n}.cjs`)});`).join('\n');
      return {
        resolveDir: root,
        loader: 'js',
        contents: `let ajv = null;
export function loadYaml() { return require('yaml'); }
export function loadJsoncParser() { return require('jsonc-parser'); }
export function loadAjv2020() { ajv ??= require('./ajv.cjs'); return ajv.Ajv2020; }
export function loadAjvFormats() { ajv ??= require('./ajv.cjs'); return ajv.addFormats; }
export const PRECOMPILED_CHECKED = true;
export function loadPrecompiled(name) {
  switch (name) {
${cases}
    default: return null;
  }
}
`,
      };
    });
  },
};

/**
 * The module that stands in for `chalk` (see `lazyDeps`): `Chalk` with `{ level: 0 }` gives
 * `chalkLevel0`, any other options the real chalk's instance (its module evaluated then). Chalk 5
 * at level 0: calling the instance joins its arguments with spaces; a style (every name of
 * ansi-styles, chained in any order, or `rgb`/`hex`/`ansi256` and their `bg` forms called with
 * any arguments) returns its single argument as a string (`'' + x`) or its arguments joined with
 * spaces, and `''` once `visible` is in the chain. The names are read from chalk's own
 * ansi-styles here, so a chalk with more styles still gets them all; the build checks the
 * stand-in against the real chalk for every name.
 */
async function chalkStandIn() {
  const chalkFile = join(root, 'node_modules', 'chalk', 'source', 'index.js');
  const ansiStyles = (await import(pathToFileURL(join(root, 'node_modules', 'chalk', 'source', 'vendor', 'ansi-styles', 'index.js')).href)).default;
  const names = Object.keys(ansiStyles);
  const code = `const STYLES = ${JSON.stringify(names)};
const MODELS = ['rgb', 'hex', 'ansi256', 'bgRgb', 'bgHex', 'bgAnsi256'];
function styler(empty) {
  return (...a) => (empty ? '' : a.length === 1 ? '' + a[0] : a.join(' '));
}
function chalkLevel0() {
  const plain = styler(false);
  const empty = styler(true);
  const base = (...a) => a.join(' ');
  for (const [f, next] of [[base, plain], [plain, plain], [empty, empty]]) {
    for (const n of STYLES) Object.defineProperty(f, n, { value: next });
    for (const n of MODELS) Object.defineProperty(f, n, { value: () => next });
    Object.defineProperty(f, 'visible', { value: empty });
    Object.defineProperty(f, 'level', { value: 0, enumerable: true });
  }
  return base;
}
let level0 = null;
let m = null;
export class Chalk {
  constructor(options) {
    if (options !== null && typeof options === 'object' && options.level === 0) return (level0 ??= chalkLevel0());
    m ??= require(${JSON.stringify(chalkFile)});
    return new m.Chalk(options);
  }
}
`;
  // The stand-in must give what chalk gives at level 0: every style, a chain, `visible`, the models.
  const real = new (await import(pathToFileURL(chalkFile).href)).Chalk({ level: 0 });
  const mod = { exports: {} };
  new Function('require', 'exports', code.replace('export class Chalk', 'exports.Chalk = class Chalk'))(builtinRequire, mod.exports);
  const mine = new mod.exports.Chalk({ level: 0 });
  const args = [['x'], [''], [1], [undefined], ['a', 'b'], [], ['l1\nl2 \u001b[31m']];
  const pairs = [[real, mine, 'chalk']];
  for (const n of names) pairs.push([real[n], mine[n], n], [real[n].bold, mine[n].bold, `${n}.bold`], [real.visible[n], mine.visible[n], `visible.${n}`], [real[n].visible, mine[n].visible, `${n}.visible`]);
  for (const n of ['rgb', 'hex', 'ansi256', 'bgRgb', 'bgHex', 'bgAnsi256']) pairs.push([real[n](1, 2, 3), mine[n](1, 2, 3), n], [real.red[n]('#fff'), mine.red[n]('#fff'), `red.${n}`]);
  for (const [r, s, what] of pairs) {
    for (const a of args) if (r(...a) !== s(...a)) throw new Error(`chalk stand-in: ${what}(${a.map(String).join(', ')}) gives ${JSON.stringify(s(...a))}, chalk ${JSON.stringify(r(...a))}`);
  }
  if (real.level !== mine.level) throw new Error('chalk stand-in: level');
  return code;
}

/**
 * Node built-ins that neither node's start-up snapshot holds nor every run needs: compiling one
 * costs start-up time (crypto's modules alone about 2.5 ms CPU, child_process with net and dgram
 * about 2 ms, assert almost 2 ms), and the bundle's CommonJS files evaluate every `require` of a
 * module they hold when they start. In them, an import of one of these is a stand-in whose
 * properties load the built-in on first read: `createHash` loads crypto when a hash is taken,
 * `spawnSync` child_process when git is asked. The stand-in lists the names the built-in exports
 * (read here, from the node that builds), so a namespace import sees them as before. An
 * `import()` of one loads the built-in itself (`src/codecache/tiering.ts` loads some early).
 */
const LAZY_BUILTINS = ['assert', 'child_process', 'crypto', 'module', 'os', 'readline', 'tty', 'v8'];
const builtinRequire = createRequire(import.meta.url);
/** Built-ins whose functions a dependency reads when it starts but calls only later (see the stand-in). */
const CALLED_ONLY = new Set(['assert']);
const lazyBuiltins = {
  name: 'ctxlens-lazy-builtins',
  setup(build) {
    const filter = new RegExp(`^(node:)?(${LAZY_BUILTINS.join('|')})$`);
    build.onResolve({ filter }, (a) => {
      if (a.namespace === 'ctxlens-lazy-builtin' || a.namespace === 'ctxlens-lazy-builtin-esm' || a.kind === 'dynamic-import') return { path: a.path, external: true };
      // ctxlens's own `import { f } from 'node:x'`: the ES module stand-in below.
      const own = a.kind === 'import-statement' && a.namespace === 'file' && !a.importer.includes(`${join('node_modules', '')}`);
      return { path: a.path.replace(/^node:/, ''), namespace: own ? 'ctxlens-lazy-builtin-esm' : 'ctxlens-lazy-builtin' };
    });
    // For ctxlens's own modules, which import only functions of these built-ins by name: an ES
    // module of functions that load the built-in on first call and call its function. esbuild
    // links each import to that function directly. The CommonJS stand-in below would instead be
    // copied, getter by getter, into an object of its own for each importing module when the CLI
    // starts (esbuild's `__toESM`: crypto's 67 names for each of five modules). Only plain
    // functions are exported (no classes, no values): an import of anything else fails the build
    // (`noMissingExports`).
    build.onLoad({ filter: /.*/, namespace: 'ctxlens-lazy-builtin-esm' }, (a) => {
      const id = `node:${a.path}`;
      const real = builtinRequire(id);
      const fns = Object.keys(real).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && typeof real[k] === 'function' && !/^class\b/.test(Function.prototype.toString.call(real[k])) && !/^[A-Z]/.test(k));
      return {
        loader: 'js',
        contents: [
          'let m = null;',
          `const load = () => (m ??= require(${JSON.stringify(id)}));`,
          ...fns.map((k) => `export function ${k}(...args) { return load().${k}(...args); }`),
          '',
        ].join('\n'),
      };
    });
    build.onLoad({ filter: /.*/, namespace: 'ctxlens-lazy-builtin' }, (a) => {
      const id = `node:${a.path}`;
      const real = builtinRequire(id);
      const names = Object.keys(real).filter((k) => k !== 'default' && k !== '__esModule');
      // yargs copies assert's functions into an object when it starts, and calls `strictEqual` and
      // `notStrictEqual` on every run: those are functions that load assert only to throw (both
      // compare with Object.is, as assert does); assert's other functions load it when called,
      // its classes and values when read.
      const calls = CALLED_ONLY.has(a.path) ? names.filter((k) => typeof real[k] === 'function' && !/^class\b/.test(Function.prototype.toString.call(real[k]))) : [];
      const checks = a.path === 'assert' ? ['strictEqual', 'notStrictEqual'] : [];
      return {
        loader: 'js',
        contents: [
          'let m = null;',
          `const load = () => (m ??= require(${JSON.stringify(id)}));`,
          `for (const k of ${JSON.stringify(names.filter((k) => !calls.includes(k)))}) Object.defineProperty(exports, k, { enumerable: true, get: () => load()[k] });`,
          `for (const k of ${JSON.stringify(calls.filter((k) => !checks.includes(k)))}) exports[k] = function (...args) { return load()[k].apply(this, args); };`,
          ...(checks.length > 0
            ? [
                'exports.strictEqual = function strictEqual(actual, expected, ...rest) { if (!Object.is(actual, expected)) load().strictEqual(actual, expected, ...rest); };',
                'exports.notStrictEqual = function notStrictEqual(actual, expected, ...rest) { if (Object.is(actual, expected)) load().notStrictEqual(actual, expected, ...rest); };',
              ]
            : []),
          '',
        ].join('\n'),
      };
    });
  },
};

/**
 * `import * as path from 'node:path'` (and `node:fs`, `node:url`, `node:vm`) in ctxlens's own
 * modules: in a CommonJS bundle each such import makes a namespace object of its own when its
 * module is evaluated (esbuild's `__toESM`: a getter defined for every export of the built-in,
 * 104 of them for fs), about 1.5 ms CPU for the CLI's 30. Resolved instead to one ES module per
 * built-in that exports each of its values once (read here, from the node that builds; the
 * getters of fs — `promises`, the stream classes, `opendir` — are not exported, and the build
 * fails if a module uses one), so member accesses become plain references. Modules under
 * `node_modules/` keep node's module.
 */
const ESM_BUILTINS = ['path', 'fs', 'url', 'vm'];
const builtinEsm = {
  name: 'ctxlens-builtin-esm',
  setup(build) {
    const filter = new RegExp(`^node:(${ESM_BUILTINS.join('|')})$`);
    build.onResolve({ filter }, (a) => (a.namespace === 'file' && !a.importer.includes(`${join('node_modules', '')}`) && a.kind === 'import-statement' ? { path: a.path.slice(5), namespace: 'ctxlens-builtin-esm' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'ctxlens-builtin-esm' }, (a) => {
      const id = `node:${a.path}`;
      // Asked of a fresh node: in this process some getters may already have been replaced.
      const names = JSON.parse(
        execFileSync(process.execPath, ['-e', `const m = require(${JSON.stringify(id)}); process.stdout.write(JSON.stringify(Object.keys(m).filter((k) => 'value' in Object.getOwnPropertyDescriptor(m, k))))`], { encoding: 'utf8' }),
      ).filter((k) => k !== 'default' && /^[A-Za-z_$][\w$]*$/.test(k));
      return {
        loader: 'js',
        contents: `const m = require(${JSON.stringify(id)});\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
      };
    });
  },
};
/**
 * A node built-in that a dependency requires by its bare name (yaml's `require('process')`,
 * gray-matter's `require('fs')`) is required as `node:NAME` in the CLI's file: its `require`
 * (`src/cli-cached.ts`) loads a `node:` built-in that is not loaded yet with V8's default flags
 * set back (`src/codecache/v8-flags.ts`), so that node compiles it from its own code cache. The
 * last of the CLI's plugins: the stand-ins above keep their built-ins.
 */
const nodePrefix = {
  name: 'ctxlens-node-prefix',
  setup(build) {
    build.onResolve({ filter: /^[a-z_][a-z0-9_/]*$/ }, (a) => (isBuiltin(a.path) ? { path: `node:${a.path}`, external: true } : undefined));
  },
};
/** Fails the build when esbuild warned that a module reads an export a stand-in lacks (`builtinEsm`). */
function noMissingExports(result, what) {
  const bad = result.warnings.filter((w) => /will always be undefined|No matching export/.test(w.text));
  if (bad.length > 0) throw new Error(`${what}: ${bad.map((w) => `${w.location?.file}:${w.location?.line}: ${w.text}`).join('; ')}`);
}

/**
 * Dependency modules whose top level does work a run rarely needs, and the importers that reach
 * them: jsonc-parser's `impl/string-intern` builds 1,200 indentation strings (only `--fix` formats
 * JSON), and `yaml`
 * evaluates its 60 modules (about 1 ms; a repository without YAML agents or flows needs none). A bundle
 * evaluates the top level of every module it holds when the CLI starts; an import of one of these
 * is instead a stand-in whose exports evaluate the real module on first read (as `lazyBuiltins`).
 */
const LAZY_MODULES = [
  { filter: /^yaml$/, file: 'node_modules/yaml/dist/index.js', facade: 'yaml' },
  { filter: /^\.\/string-intern$/, file: 'node_modules/jsonc-parser/lib/esm/impl/string-intern.js' },
];
const lazyModules = {
  name: 'ctxlens-lazy-modules',
  setup(build) {
    for (const { filter, file, facade } of LAZY_MODULES) {
      build.onResolve({ filter }, (a) => (a.namespace === 'ctxlens-lazy-module' ? undefined : facade === undefined || a.namespace === 'ctxlens-lazy-facade' ? { path: file, namespace: 'ctxlens-lazy-module' } : { path: file, namespace: 'ctxlens-lazy-facade' }));
    }
    // Every importer reaches the stand-in through one ES module that re-exports it: esbuild then
    // copies the stand-in's getters into a namespace object once, not once per importing module
    // (`yaml`: 29 names, 11 modules).
    build.onLoad({ filter: /.*/, namespace: 'ctxlens-lazy-facade' }, (a) => {
      const name = LAZY_MODULES.find((m) => m.file === a.path).facade;
      return { resolveDir: root, loader: 'js', contents: `export * from ${JSON.stringify(name)};\nexport { default } from ${JSON.stringify(name)};\n` };
    });
    build.onLoad({ filter: /.*/, namespace: 'ctxlens-lazy-module' }, async (a) => {
      const real = join(root, a.path);
      let names;
      try {
        names = Object.keys(builtinRequire(real)).filter((k) => k !== '__esModule');
      } catch {
        names = Object.keys(await import(pathToFileURL(real).href)); // an ES module
      }
      return {
        resolveDir: root,
        loader: 'js',
        contents: `let m = null;\nconst load = () => (m ??= require(${JSON.stringify(real)}));\nfor (const k of ${JSON.stringify(names)}) Object.defineProperty(exports, k, { enumerable: true, get: () => load()[k] });\n`,
      };
    });
  },
};

/**
 * Things yargs does on every run whose result ctxlens never uses, left out of the bundle (the
 * build fails if yargs' code no longer reads as expected):
 * - its factory calls `.version()` on every instance, which guesses a version by walking up from
 *   the working directory (or the folder holding `node_modules/`) for a `package.json`, reading
 *   each directory on the way, parsing the first one found, and throwing (and catching) an
 *   assertion error when there is none; `src/commands/main.ts` always sets ctxlens's own version
 *   on the same instance, which replaces the guess;
 * - after running a command's handler it lays out that command's whole `--help` text and keeps it
 *   (`cacheHelpMessage`, about 3 ms CPU), for a later `showHelp()` or yargs' own failure output;
 *   ctxlens calls neither and reports failures through its own `.fail()` (`main.ts`), and
 *   `--help` is answered before any handler runs, so the help is laid out when it is shown;
 * - every call of its API first checks the types of its own arguments against a spec string it
 *   parses each time (`argsert`, about 1 ms CPU for lint's options); ctxlens's calls are the
 *   same on every run and exercised by its tests, so the check is left out;
 * - `getInternalMethods()`, which yargs calls all over (for each key of the parsed arguments, in
 *   its strict check), makes a new object of 16 functions bound to the instance on each call: it
 *   makes it once per instance (the methods are the class's own, bound to the same instance, and
 *   no caller changes the object);
 * - its platform shim reads `process.stdout.columns` when it starts, which makes node create
 *   stdout (about 2 ms CPU for a pipe) in a run that may write nothing; yargs reads the value
 *   only to wrap help to the terminal's width, which `main.ts` turns off (`.wrap(null)`): it is
 *   read when asked for instead;
 * - yargs' translations (y18n): the shim names yargs' locale folder three folders above the file
 *   that holds it, which for the bundle lies outside the package (`node_modules/locales` of an
 *   install, or some folder of the user's), and looks there for `<locale>.json` on the first
 *   message (a failed stat and open on every run, or a stranger's file read). The bundle never
 *   had the files, and its messages are yargs' English strings: y18n starts from an empty table
 *   for every locale, without looking; and a message without arguments is returned as it is,
 *   not through node's `util.format` (which returns such a string unchanged, but whose code node
 *   compiles on its first call: every run looks up a few messages while yargs sets up).
 */
const YARGS_TRIMS = [
  { file: /[\\/]yargs[\\/]build[\\/]lib[\\/]yargs-factory\.js$/, from: '        yargs.help();\n        yargs.version();\n', to: '        yargs.help();\n' },
  {
    file: /[\\/]yargs[\\/]build[\\/]lib[\\/]yargs-factory\.js$/,
    from: 'export class YargsInstance {\n',
    to: 'const ctxlensInternalMethods = new WeakMap();\nexport class YargsInstance {\n',
  },
  {
    file: /[\\/]yargs[\\/]build[\\/]lib[\\/]yargs-factory\.js$/,
    from: '    getInternalMethods() {\n        return {\n',
    to: '    getInternalMethods() {\n        let known = ctxlensInternalMethods.get(this);\n        if (known === undefined)\n            ctxlensInternalMethods.set(this, (known = this.ctxlensMakeInternalMethods()));\n        return known;\n    }\n    ctxlensMakeInternalMethods() {\n        return {\n',
  },
  { file: /[\\/]yargs[\\/]build[\\/]lib[\\/]usage\.js$/, from: '    self.cacheHelpMessage = function () {\n        cachedHelpMessage = this.help();\n    };\n', to: '    self.cacheHelpMessage = function () { };\n' },
  {
    file: /[\\/]yargs[\\/]build[\\/]lib[\\/]argsert\.js$/,
    from: 'export function argsert(arg1, arg2, arg3) {\n',
    to: 'export function argsert(arg1, arg2, arg3) {\n    return;\n',
  },
  {
    file: /[\\/]yargs[\\/]lib[\\/]platform-shims[\\/]esm\.mjs$/,
    from: "    stdColumns: typeof process.stdout.columns !== 'undefined' ? process.stdout.columns : null\n",
    to: "    get stdColumns() { return typeof process.stdout.columns !== 'undefined' ? process.stdout.columns : null; }\n",
  },
  {
    file: /[\\/]y18n[\\/]build[\\/]lib[\\/]index\.js$/,
    from: '    _readLocaleFile() {\n',
    to: '    _readLocaleFile() {\n        this.cache[this.locale] = {};\n        return;\n',
  },
  {
    file: /[\\/]y18n[\\/]build[\\/]lib[\\/]index\.js$/,
    from: '        return shim.format.apply(shim.format, [this.cache[this.locale][str] || str].concat(args));\n',
    to: "        const found = this.cache[this.locale][str] || str;\n        if (args.length === 0 && typeof found === 'string') return found;\n        return shim.format.apply(shim.format, [found].concat(args));\n",
  },
];
const yargsTrims = {
  name: 'ctxlens-yargs-trims',
  setup(build) {
    build.onLoad({ filter: /[\\/](yargs[\\/](build[\\/]lib[\\/](yargs-factory|usage|argsert)\.js|lib[\\/]platform-shims[\\/]esm\.mjs)|y18n[\\/]build[\\/]lib[\\/]index\.js)$/ }, (a) => {
      let text = readFileSync(a.path, 'utf8');
      for (const t of YARGS_TRIMS.filter((x) => x.file.test(a.path))) {
        if (text.split(t.from).length !== 2) throw new Error(`${a.path}: yargs' code changed; ${JSON.stringify(t.from)} was not found`);
        text = text.replace(t.from, t.to);
      }
      return { loader: 'js', contents: text };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
/**
 * The executable and the Action are built separately: chunks shared by two entry points split
 * the code into more, smaller files, and each module costs start-up time (resolve, read, compile,
 * link) whatever its size. Each build splits only at its own dynamic imports.
 */
const esmOptions = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: '[name]-[hash]',
  // jsonc-parser's `main` is a UMD build with dynamic requires; its ESM build bundles cleanly.
  mainFields: ['module', 'main'],
  // CommonJS dependencies bundled into ESM still call `require` for node builtins. js-yaml (under
  // gray-matter, which parses with its safe schema) probes for the optional `esprima` at load; it
  // is refused, so a copy in some node_modules/ above the bundle is never loaded.
  banner: {
    js: "import { createRequire as __ctxlensRequire } from 'node:module';\nconst __ctxlensReq = __ctxlensRequire(import.meta.url);\nconst require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);",
  },
  legalComments: 'none',
  minify: process.argv.includes('--minify'),
  logLevel: 'warning',
  metafile: metafile !== null,
  external: ['./ajv.cjs', './remark.cjs', './gray-matter.cjs', './schema-*.cjs'],
  plugins: [lazyDeps],
};
/**
 * esbuild escapes non-ASCII characters in strings but keeps them in the comments it leaves in
 * class bodies; one such character makes V8 hold the whole 1.4 MB source as a two-byte string
 * (twice the memory, a slower read). In `file`, a comment line (`/**`, ` *`, `//`) gets its
 * non-ASCII characters written as `\uXXXX`; esbuild must then minify both versions to the same
 * code, or the build fails. Nothing is done when other lines hold one (the loader reads any UTF-8).
 */
async function asciiComments(file) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const bad = lines.filter((l) => /[^\x00-\x7f]/.test(l));
  if (bad.length === 0 || !bad.every((l) => /^\s*(\/\*\*|\*|\/\/)/.test(l))) return;
  const out = lines.map((l) => (/[^\x00-\x7f]/.test(l) ? l.replace(/[^\x00-\x7f]/gu, (c) => [...c].map((u) => `\\u${u.codePointAt(0).toString(16).padStart(4, '0')}`).join('')) : l)).join('\n');
  const min = async (code) => (await esbuild.transform(code, { minify: true, format: 'cjs', platform: 'node', target: 'node20', legalComments: 'none' })).code;
  if ((await min(text)) !== (await min(out))) throw new Error(`${file}: escaping the comments changed the code`);
  writeFileSync(file, out);
}

/** The ES module build's options for one CommonJS file instead (no chunks, no output folder): the CLI, the fast path's parser, the executable. */
const oneCjsFile = { ...esmOptions, format: 'cjs', splitting: false, outdir: undefined, outExtension: undefined, chunkNames: undefined };

/**
 * The CLI as one CommonJS file (no chunks: what `import()` loads inside it is bundled in and
 * evaluated only when imported, like the opencode-v2 commands): `vm.Script` can compile a
 * CommonJS file with a code cache, and node 20 offers no such thing for ES modules. CommonJS
 * has no `import.meta`: it becomes the file's own URL, so `package-root.ts`, `o200k-table.ts`
 * and `lazy-deps.ts` find what lies beside it in `bundle/` as before. It exports `main`; the
 * call is `src/cli-cached.ts`'s, once the cache is read.
 */
/**
 * `src/commands/lint-template.ts` (yargs' parse of `ctxlens lint`, which a plain `lint` fills in
 * instead of running yargs: `src/commands/plain-lint.ts`) as the template it returns, taken here
 * from `dist/` by running yargs with the lint command's own builder: the CLI then needs no yargs
 * for a plain `lint`, and the template always matches the options of the build.
 */
const lintTemplate = {
  name: 'ctxlens-lint-template',
  setup(build) {
    build.onResolve({ filter: /(^|[\\/])lint-template\.js$/ }, () => ({ path: 'lint-template', namespace: 'ctxlens' }));
    build.onLoad({ filter: /^lint-template$/, namespace: 'ctxlens' }, async () => {
      const { lintArgsTemplate } = await import(pathToFileURL(join(root, 'dist', 'src', 'commands', 'lint-template.js')).href);
      const template = await lintArgsTemplate();
      return { loader: 'js', contents: `const TEMPLATE = ${JSON.stringify(template)};\nexport async function lintArgsTemplate() { return TEMPLATE; }\n` };
    });
  },
};

const cliResult = await esbuild.build({
  ...oneCjsFile,
  outfile: join(outdir, 'cli.cjs'),
  entryPoints: ['src/commands/main.ts'],
  // Minified (comments, indentation, local names, syntax): 0.8 MB instead of 1.1 (whitespace only), less to read
  // and decode on every run, to scan when a function is compiled, and a smaller code cache
  // (names are part of it). No output depends on a local name: property names, and the `name`
  // ctxlens and its dependencies give their errors, are kept; only a stack trace
  // (`CTXLENS_DEBUG`) shows the short names.
  minify: true,
  define: { 'import.meta.url': '__ctxlensUrl' },
  banner: { js: "const __ctxlensUrl = require('node:url').pathToFileURL(__filename).href;" },
  metafile: true,
  plugins: [lintTemplate, builtinEsm, lazyBuiltins, lazyModules, yargsTrims, lazyDeps, nodePrefix],
});
noMissingExports(cliResult, 'bundle/cli.cjs');
await asciiComments(join(outdir, 'cli.cjs'));
/**
 * cli.cjs is written already wrapped in the function `src/codecache/script.ts` would wrap it in
 * (`MODULE_WRAPPER`): the loader then compiles the file's text as it is read, rather than a copy
 * one megabyte longer made by joining it to the wrapper. (Run by node's own `require`, the file
 * would define that function and call nothing.)
 */
{
  const file = join(outdir, 'cli.cjs');
  writeFileSync(file, `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'latin1')}\n})`, 'latin1');
}
// `import()` cannot work inside a `vm.Script` with a code cache on node 20 (src/codecache/script.ts):
// the CLI file must not need it.
for (const [out, meta] of Object.entries(cliResult.metafile.outputs)) {
  const dynamic = meta.imports.filter((i) => i.kind === 'dynamic-import');
  if (dynamic.length > 0) throw new Error(`${out} keeps an import() of ${dynamic.map((i) => i.path).join(', ')}: bundle it in, or require it`);
}
for (const [file, contents] of Object.entries(LAZY_CJS)) {
  await esbuild.build({
    absWorkingDir: root,
    stdin: { contents, resolveDir: root, loader: 'js', sourcefile: file },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: join(outdir, file),
    mainFields: ['module', 'main'],
    // gray-matter (with js-yaml) loads for every repository with markdown agents: minified, as
    // cli.cjs. ajv's compiler and remark, rarely loaded, are left as they are.
    minify: file === 'gray-matter.cjs',
    // js-yaml (under gray-matter, which parses with its safe schema) probes for the optional
    // `esprima` through node's own `require`; it is refused, so a copy in some node_modules/
    // above the bundle is never loaded (the ES module builds refuse it in their banner).
    banner: { js: "var require = ((r) => Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return r(id); }, r))(require);" },
    legalComments: 'none',
    logLevel: 'warning',
  });
}
// Each precompiled validator in its own file, required on first use: a run compiles only the
// validators of the runtime it lints (the fork's config validator alone is 190 KB of code).
for (const f of readdirSync(schemaDir).filter((x) => x.endsWith('.cjs'))) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [join(schemaDir, f)],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: join(outdir, `schema-${f}`),
    mainFields: ['module', 'main'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}
/**
 * The pre-commit fast path's parser (`src/precommit/relevance.ts`: the YAML and JSON parsers),
 * which `src/bin.ts` imports only when the interest cache has no valid entry: a CommonJS file of
 * its own, required then. Built before `cjsHash`, which therefore covers it.
 */
const relevanceResult = await esbuild.build({
  ...oneCjsFile,
  outfile: join(outdir, 'relevance.cjs'),
  entryPoints: ['src/precommit/relevance.ts'],
  minify: true,
  define: { 'import.meta.url': '__ctxlensUrl' },
  banner: { js: "const __ctxlensUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [builtinEsm, lazyBuiltins, lazyDeps],
});
noMissingExports(relevanceResult, 'bundle/relevance.cjs');
/**
 * The pre-commit fast path itself (`src/precommit/quick.ts`, with git's code: 30 KB), which
 * `src/bin.ts` imports only for a plain `lint --staged`: a CommonJS file of its own, so the
 * executable every other run parses is half the size. (Its state between the executable, this
 * file and the CLI is kept on `globalThis`.) Built before `cjsHash`, which therefore covers it.
 */
const quickResult = await esbuild.build({
  ...oneCjsFile,
  outfile: join(outdir, 'quick.cjs'),
  entryPoints: ['src/precommit/quick.ts'],
  minify: true,
  define: { 'import.meta.url': '__ctxlensUrl' },
  banner: { js: "const __ctxlensUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [builtinEsm, lazyBuiltins, lazyDeps],
});
noMissingExports(quickResult, 'bundle/quick.cjs');

/** A SHA-256 over every CommonJS file of the bundle: what the code cache runs (see `cachedCli`). */
const cjsHash = () => {
  const h = createHash('sha256');
  for (const f of readdirSync(outdir).filter((x) => x.endsWith('.cjs')).sort()) h.update(`${f}\0`).update(readFileSync(join(outdir, f))).update('\0');
  return h.digest('hex');
};

/**
 * In the executable, `src/bin.ts`'s `import('./cli.js')` (the CLI of `dist/`) loads
 * `src/cli-cached.ts` instead, which runs `bundle/cli.cjs` (and the CommonJS files it requires)
 * through the code cache; V8 checks only the length of a cached source, so the cache is keyed by
 * a hash of their content, computed here once they are all built. Its `import('./precommit/relevance.js')`
 * becomes a `require` of `./relevance.cjs`.
 */
const cachedCli = {
  name: 'ctxlens-cached-cli',
  setup(build) {
    const fromBin = (a) => a.importer === join(root, 'src', 'bin.ts');
    build.onResolve({ filter: /^\.\/cli\.js$/ }, (a) => (fromBin(a) ? { path: 'cached-cli', namespace: 'ctxlens-cli' } : undefined));
    build.onResolve({ filter: /^\.\/precommit\/relevance\.js$/ }, (a) => (fromBin(a) ? { path: './relevance.cjs', external: true } : undefined));
    build.onResolve({ filter: /^\.\/precommit\/quick\.js$/ }, (a) => (fromBin(a) ? { path: './quick.cjs', external: true } : undefined));
    build.onLoad({ filter: /^cached-cli$/, namespace: 'ctxlens-cli' }, () => ({
      resolveDir: join(root, 'src'),
      loader: 'js',
      // No top-level await in CommonJS: `runCachedCli` rejects only when cli.cjs cannot be read,
      // and node reports an unhandled rejection as it reported the failed `await` (exit 1).
      contents: `import { runCachedCli } from './cli-cached.ts';\nrunCachedCli(${JSON.stringify(cjsHash())});\n`,
    }));
  },
};
/**
 * The executable: `bundle/ctxlens.cjs`, two lines that require `bundle/ctxlens-HASH.cjs`, the
 * code (`src/bin.ts` with the fast path, and `src/cli-cached.ts`), one CommonJS file: `node
 * bundle/ctxlens.cjs` never starts node's ES module loader (about 6 ms CPU of its own modules,
 * `fs/promises` and `readline` among them); `import()` becomes `require`. The pre-commit interest
 * cache identifies the build by the content of the executable (`interestCacheFromEnv`), which
 * names the code by a hash of its content: hashing two lines costs nothing, the 40 KB of code
 * about 2 ms. For the code, `import.meta.url` is the executable's URL (the same folder).
 */
const binCode = join(outdir, 'ctxlens-code.cjs');
const result = await esbuild.build({
  ...oneCjsFile,
  outfile: binCode,
  entryPoints: ['src/bin.ts'],
  // Minified: node compiles this file without a code cache on every run.
  minify: true,
  define: { 'import.meta.url': '__ctxlensUrl' },
  banner: { js: "const __ctxlensUrl = require('node:url').pathToFileURL(require('node:path').join(__dirname, 'ctxlens.cjs')).href;" },
  supported: { 'dynamic-import': false },
  plugins: [cachedCli, builtinEsm, lazyBuiltins, lazyDeps],
});
noMissingExports(result, 'bundle/ctxlens.cjs');
{
  const code = readFileSync(binCode);
  const name = `ctxlens-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`;
  rmSync(binCode);
  writeFileSync(join(outdir, name), code);
  writeFileSync(join(outdir, 'ctxlens.cjs'), `#!/usr/bin/env node\n// The ctxlens executable (package.json "bin"); its code is named by a hash of its content.\nrequire('./${name}');\n`, { mode: 0o755 });
}
// The executable's former name, for command lines and hooks that name it (it starts node's ES module loader).
writeFileSync(
  join(outdir, 'ctxlens.mjs'),
  "#!/usr/bin/env node\n// The ctxlens executable is bundle/ctxlens.cjs (package.json \"bin\"); this file runs it.\nimport { createRequire } from 'node:module';\n\ncreateRequire(import.meta.url)('./ctxlens.cjs');\n",
  { mode: 0o755 },
);
await esbuild.build({ ...esmOptions, entryPoints: { action: 'src/action/main.ts' }, metafile: false });
if (metafile) {
  writeFileSync(metafile, JSON.stringify(result.metafile));
  writeFileSync(metafile.replace(/(\.json)?$/, '-cli$1'), JSON.stringify(cliResult.metafile));
}
