#!/usr/bin/env node
/**
 * Build step (after `tsc` and `scripts/compile-schemas.mjs`): bundle ctxlens with esbuild into
 * `bundle/`, the entry points that ship and run without `node_modules/`:
 *
 *   bundle/ctxlens.mjs   the `ctxlens` executable (`package.json` `bin`, the pre-commit hook)
 *   bundle/action.mjs    the GitHub Action entry (`action.yml`)
 *   bundle/*-HASH.mjs    chunks of each, and what only some runs need, loaded on demand
 *                        (the CLI behind the pre-commit fast path, the commands)
 *   bundle/o200k_base.mjs  the o200k token table, imported on demand by both
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
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * (`dist/schemas/*.cjs`, each bundled into `bundle/schema-NAME.cjs`) are required from the bundle on first call;
 * and `remark` with a stand-in that loads `remark.cjs` on first call.
 */
const lazyDeps = {
  name: 'ctxlens-lazy-deps',
  setup(build) {
    build.onResolve({ filter: /(^|[\\/])lazy-deps\.js$/ }, () => ({ path: 'lazy-deps', namespace: 'ctxlens' }));
    build.onResolve({ filter: /^remark$/ }, () => ({ path: 'remark', namespace: 'ctxlens' }));
    build.onResolve({ filter: /^gray-matter$/ }, () => ({ path: 'gray-matter', namespace: 'ctxlens' }));
    // The o200k token table (3 MB): one file both builds import on demand.
    build.onResolve({ filter: /^gpt-tokenizer\/encoding\/o200k_base$/ }, () => ({ path: './o200k_base.mjs', external: true }));
    // gray-matter (and js-yaml under it) only for mainstream OpenCode's and OpenAgentsControl's
    // markdown: the function and its properties load `gray-matter.cjs` on first use.
    build.onLoad({ filter: /^gray-matter$/, namespace: 'ctxlens' }, () => ({
      loader: 'js',
      contents:
        "let m = null;\nconst load = () => (m ??= require('./gray-matter.cjs'));\nexport default new Proxy(() => {}, { apply: (_t, _self, args) => load()(...args), get: (_t, k) => load()[k], set: (_t, k, v) => ((load()[k] = v), true) });\n",
    }));
    build.onLoad({ filter: /^remark$/, namespace: 'ctxlens' }, () => ({
      loader: 'js',
      contents: "let m = null;\nexport function remark() { m ??= require('./remark.cjs'); return m.remark(); }\n",
    }));
    build.onLoad({ filter: /^lazy-deps$/, namespace: 'ctxlens' }, () => {
      const names = readdirSync(schemaDir).filter((f) => f.endsWith('.cjs')).map((f) => f.slice(0, -4)).sort();
      const cases = names.map((n) => `    case ${JSON.stringify(n)}: return require(${JSON.stringify(`./schema-${n}.cjs`)});`).join('\n');
      return {
        resolveDir: root,
        loader: 'js',
        contents: `let ajv = null;
export function loadYaml() { return require('yaml'); }
export function loadJsoncParser() { return require('jsonc-parser'); }
export function loadAjv2020() { ajv ??= require('./ajv.cjs'); return ajv.Ajv2020; }
export function loadAjvFormats() { ajv ??= require('./ajv.cjs'); return ajv.addFormats; }
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
const result = await esbuild.build({ ...esmOptions, entryPoints: { ctxlens: 'src/bin.ts' } });
await esbuild.build({ ...esmOptions, plugins: [], splitting: false, entryPoints: { o200k_base: 'gpt-tokenizer/encoding/o200k_base' }, metafile: false });
await esbuild.build({ ...esmOptions, entryPoints: { action: 'src/action/main.ts' }, metafile: false });
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
    legalComments: 'none',
    logLevel: 'warning',
  });
}
if (metafile) (await import('node:fs')).writeFileSync(metafile, JSON.stringify(result.metafile));
