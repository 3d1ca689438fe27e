#!/usr/bin/env node
/**
 * The physical floor for one ctxlens run on a tree: a plain synchronous Node walk with
 * the discovery pruning of docs/runtimes/fork.md §6.2 (hidden directories, the fixed skip names,
 * `maxDepth` 8) that collects the nested context candidates (default basenames, depth ≥ 1,
 * regular files) and reads the first 32 KiB of each (the label read), plus reading whole every
 * file ctxlens has to read to load the project: `.opencode.json`, `.opencode/agents/*.md`,
 * `.opencode/flows/*.y*ml`, `.opencode/templates/*`, the root context files and `docs/**`.
 * Nothing is parsed. Prints one JSON line `{entries, candidates, bytesRead}`.
 *
 *   node bench/floor.mjs DIR
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const SKIP = new Set(['__pycache__', 'node_modules', 'dist', 'build', 'target', 'vendor', 'bin', 'obj', 'zig-out', 'coverage', 'logs', 'venv', 'env', 'tmp', 'temp', 'cache']);
const NAMES = new Set(['copilot-instructions.md', '.cursorrules', 'CLAUDE.md', 'CLAUDE.local.md', 'opencode.md', 'opencode.local.md', 'OpenCode.md', 'OpenCode.local.md', 'OPENCODE.md', 'OPENCODE.local.md', 'AGENTS.local.md', 'AGENTS.md']);
const MAX_DEPTH = 8;
const LABEL = 32768;

if (process.argv.includes('--help') || process.argv.includes('-h')) (await import('./help.mjs')).helpOrExit(import.meta.url); // not loaded on a timed run
const root = path.resolve(process.argv[2] ?? '.');
let entries = 0;
let candidates = 0;
let bytesRead = 0;
const head = Buffer.allocUnsafe(LABEL);

function readHead(abs) {
  const fd = fs.openSync(abs, 'r');
  try {
    bytesRead += fs.readSync(fd, head, 0, LABEL, 0);
  } finally {
    fs.closeSync(fd);
  }
}

function walk(dir, depth) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    entries++;
    if (e.name.startsWith('.')) continue;
    if (e.isDirectory()) {
      if (SKIP.has(e.name) || depth + 1 > MAX_DEPTH) continue;
      walk(path.join(dir, e.name), depth + 1);
    } else if (depth >= 1 && e.isFile() && NAMES.has(e.name)) {
      candidates++;
      readHead(path.join(dir, e.name));
    }
  }
}

function readAll(abs) {
  try {
    const st = fs.statSync(abs);
    if (st.isDirectory()) for (const n of fs.readdirSync(abs)) readAll(path.join(abs, n));
    else if (st.isFile()) bytesRead += fs.readFileSync(abs).length;
  } catch {
    // missing: ctxlens would stat it too
  }
}

walk(root, 0);
for (const f of ['.opencode.json', 'AGENTS.md', 'CLAUDE.md', '.opencode/agents', '.opencode/flows', '.opencode/templates', 'docs']) readAll(path.join(root, f));
console.log(JSON.stringify({ entries, candidates, bytesRead }));
