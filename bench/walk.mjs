#!/usr/bin/env node
/**
 * Walk benchmark: time ctxlens's discovery walk (docs/runtimes/fork.md §6.2) next to a plain recursive
 * directory walk of the same tree. Runs against the built `dist/` (run `npx tsc -p .` first).
 *
 *   node bench/walk.mjs [--files 200000] [--nested 80] [--keep DIR] [--runs 3]
 *
 * `generateTree` is exported for the other benchmarks: it writes a deterministic tree of about
 * `files` regular files under `root` with nested context files and large pruned directories.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '..', 'dist', 'src');

/**
 * Write a synthetic repository under `root` (created if missing). Shares of the `files` total:
 * 50% `node_modules/` (pruned by name), 10% `.git/` (hidden), 10% `build/` (pruned by name) and
 * 30% source directories up to depth 6 with `nested` `AGENTS.md` files (some with frontmatter,
 * some with a heading), a few `CLAUDE.md`, and two context files beyond the default `maxDepth`.
 * Deterministic: the same arguments give the same tree. Returns the counts written.
 *
 * @param {string} root
 * @param {{ files?: number, nested?: number, perDir?: number }} [opts]
 * @returns {{ files: number, dirs: number, nested: number, root: string }}
 */
export function generateTree(root, opts = {}) {
  const total = opts.files ?? 200000;
  const nestedWanted = opts.nested ?? 80;
  const perDir = opts.perDir ?? 25;
  let files = 0;
  let dirs = 0;
  let nested = 0;
  const mk = (d) => {
    fs.mkdirSync(d, { recursive: true });
    dirs++;
  };
  const write = (p, s) => {
    fs.writeFileSync(p, s);
    files++;
  };
  mk(root);
  write(path.join(root, 'AGENTS.md'), '# Root rules\n');
  write(path.join(root, '.opencode.json'), '{"contextPaths": ["AGENTS.md", "CLAUDE.md"]}\n');
  const bulk = (base, count, label) => {
    let left = count;
    for (let p = 0; left > 0; p++) {
      const d = path.join(base, `${label}-${String(p).padStart(5, '0')}`, 'lib');
      mk(d);
      for (let i = 0; i < perDir && left > 0; i++, left--) write(path.join(d, i === 0 ? 'AGENTS.md' : `f${i}.js`), `// ${label} ${p} ${i}\n`);
    }
  };
  bulk(path.join(root, 'node_modules'), Math.floor(total * 0.5), 'pkg');
  bulk(path.join(root, '.git', 'objects'), Math.floor(total * 0.1), 'obj');
  bulk(path.join(root, 'build'), Math.floor(total * 0.1), 'out');
  // Source tree: a 5-ary tree of directories down to depth 6, filled breadth-first.
  let left = total - files - 2;
  const queue = [[path.join(root, 'src'), 1]];
  const sourceDirs = [];
  while (queue.length > 0 && sourceDirs.length * (perDir - 1) < left) {
    const [d, depth] = queue.shift();
    sourceDirs.push([d, depth]);
    if (depth < 6) for (let k = 0; k < 5; k++) queue.push([path.join(d, `m${k}`), depth + 1]);
  }
  const every = Math.max(1, Math.floor(sourceDirs.length / Math.max(1, nestedWanted)));
  sourceDirs.forEach(([d, depth], i) => {
    mk(d);
    if (i % every === 0 && nested < nestedWanted) {
      const body = i % 3 === 0 ? `---\ndescription: Rules for ${path.basename(d)} at depth ${depth}\n---\nbody\n` : `# ${path.basename(d)} rules\n\nbody\n`;
      write(path.join(d, i % 7 === 0 ? 'CLAUDE.md' : 'AGENTS.md'), body);
      nested++;
    }
    for (let k = 0; k < perDir - 1 && left > 0; k++, left--) write(path.join(d, `file${k}.ts`), `export const x${k} = ${k};\n`);
  });
  const deep = path.join(root, 'src', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i');
  mk(deep);
  write(path.join(deep, 'AGENTS.md'), '# too deep\n');
  return { files, dirs, nested, root };
}

/** A plain recursive walk (readdir with file types, no sorting, no filtering); returns the number of entries. */
export function plainWalk(dir) {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    n++;
    if (e.isDirectory()) n += plainWalk(path.join(dir, e.name));
  }
  return n;
}

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
}

async function main() {
  const files = Number(arg('files', '200000'));
  const runs = Number(arg('runs', '3'));
  const keep = arg('keep', null);
  const root = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-walk-'));
  const { discover } = await import(pathToFileURL(path.join(dist, 'sim', 'discovery.js')).href);
  const { loadProject } = await import(pathToFileURL(path.join(dist, 'load', 'project.js')).href);
  const { WorktreeSource } = await import(pathToFileURL(path.join(dist, 'source', 'worktree.js')).href);
  try {
    let t = performance.now();
    const g = fs.existsSync(path.join(root, 'AGENTS.md')) ? null : generateTree(root, { files, nested: Number(arg('nested', '80')) });
    if (g) console.log(`generated ${g.files} files in ${g.dirs} directories (${g.nested} nested context files) in ${((performance.now() - t) / 1000).toFixed(1)} s: ${root}`);
    const model = loadProject(new WorktreeSource(), { cwd: root, env: {}, withGlobal: false });
    for (let r = 1; r <= runs; r++) {
      t = performance.now();
      const entries = plainWalk(root);
      const plainMs = performance.now() - t;
      t = performance.now();
      const d = discover(model);
      const discMs = performance.now() - t;
      console.log(
        `run ${r}: plain walk ${plainMs.toFixed(0)} ms (${entries} entries) | discover ${discMs.toFixed(0)} ms ` +
          `(${d.files.length} files, truncated ${d.truncated}, ${d.trace?.pruned.length ?? 0} pruned dirs)`,
      );
    }
  } finally {
    if (!keep) fs.rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { helpOrExit } = await import('./help.mjs');
  helpOrExit(import.meta.url);
  await main();
}
