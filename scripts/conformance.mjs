#!/usr/bin/env node
// Run the shared conformance suite against the built CLI.
//
//   node scripts/conformance.mjs [path/to/shared/conformance] [case …]
//
// The suite is read-only and must stay untouched, so it is copied to a temporary directory
// first. In that copy, fixture symlinks that a copy of shared/ turned into plain files holding
// the link text are restored (listed in scripts/conformance-symlinks.json; restored only when
// the file holds exactly that text). Every restore is printed. Exits with the runner's status.
import { cpSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const [suiteArg, ...cases] = process.argv.slice(2);
const suite = resolve(suiteArg ?? join(root, '..', 'shared', 'conformance'));
const cli = join(root, 'dist', 'src', 'cli.js');

const tmp = mkdtempSync(join(tmpdir(), 'ctxlens-conformance-'));
try {
  cpSync(suite, tmp, { recursive: true, verbatimSymlinks: true });
  const { links } = JSON.parse(readFileSync(join(here, 'conformance-symlinks.json'), 'utf8'));
  for (const { path, target } of links) {
    const p = join(tmp, 'cases', path);
    let st;
    try {
      st = lstatSync(p);
    } catch {
      continue;
    }
    if (st.isSymbolicLink() || !st.isFile()) continue;
    if (readFileSync(p, 'utf8') !== target) continue;
    chmodSync(dirname(p), 0o755);
    rmSync(p);
    symlinkSync(target, p);
    process.stdout.write(`restored symlink ${path} -> ${target}\n`);
  }
  const r = spawnSync(process.execPath, [join(tmp, 'run.mjs'), '--bin', `"${process.execPath}" "${cli}"`, ...cases], {
    stdio: 'inherit',
    cwd: tmp,
  });
  process.exitCode = r.status ?? 2;
} finally {
  try {
    spawnSync('chmod', ['-R', 'u+w', tmp]);
    rmSync(tmp, { recursive: true, force: true });
  } catch {
    /* best effort */
  }
}
