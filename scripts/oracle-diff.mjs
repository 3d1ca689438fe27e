#!/usr/bin/env node
// Differential test of `ctxlens render|touch --runtime opencode` against the real opencode binary.
// Opt-in, never part of `npm test` (the binary is 185 MB and a run takes 5-25 s).
//
//   node scripts/oracle-diff.mjs [probes.mjs] [--only a,b] [-j N] [--keep DIR] [--bin "cmd"]
//
// For every probe of the definitions module (default scripts/oracle-probes.mjs) it:
//   1. writes a case folder like ../shared/conformance-opencode/cases/* (tree/, global/, home/,
//      case.json, calls.jsonl) in a fresh temporary directory;
//   2. runs ../shared/oracle/capture.mjs on it and derives expected.out from the capture the way
//      the shared cases were derived (render: the system text between `</env>\n` and
//      `\nSkills provide specialized instructions`; touch: each read result's tail from
//      `\n\n<system-reminder>\n`; a run with no model request: exit 1, empty stdout);
//   3. runs the shared conformance runner (run.mjs) on all those folders with `--bin`
//      (default: node dist/src/cli.js of this checkout; run `npm run build` first).
// The runner's output is printed; observed.json stays in each case folder (`--keep DIR` keeps
// them). Exit 1 when a probe differs.
//
// Probe shape: {name, title, tree, cwd?, git?: ['.'], env?, global?, home?, reads?: [..]}.
// A tree maps relative paths to a string (UTF-8), a Buffer, {symlink: target} or {dir: true}.
// `reads` makes it a touch probe (filePath relative to cwd, one session, in order).

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.dirname(HERE);
const SHARED = path.resolve(REPO, '..', 'shared');
const CAPTURE = path.join(SHARED, 'oracle', 'capture.mjs');
const RUNNER = path.join(SHARED, 'conformance-opencode', 'run.mjs');

const argv = process.argv.slice(2);
let defs = path.join(HERE, 'oracle-probes.mjs');
let only = null;
let jobs = 2;
let keep = null;
let bin = `node ${path.join(REPO, 'dist', 'src', 'cli.js')}`;
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--only') only = new Set(argv[++i].split(','));
  else if (a === '-j') jobs = Number(argv[++i]);
  else if (a === '--keep') keep = path.resolve(argv[++i]);
  else if (a === '--bin') bin = argv[++i];
  else if (!a.startsWith('-')) defs = path.resolve(a);
  else {
    process.stderr.write(`oracle-diff: unknown option ${a}\n`);
    process.exit(2);
  }
}

const probes = (await import(pathToFileURL(defs).href)).default.filter((p) => !only || only.has(p.name));
if (probes.length === 0) {
  process.stderr.write('oracle-diff: no probe selected\n');
  process.exit(2);
}

function writeTree(dir, tree) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [rel, v] of Object.entries(tree ?? {})) {
    const f = path.join(dir, rel);
    if (v && typeof v === 'object' && !Buffer.isBuffer(v) && 'dir' in v) {
      fs.mkdirSync(f, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(f), { recursive: true });
    if (v && typeof v === 'object' && !Buffer.isBuffer(v) && 'symlink' in v) fs.symlinkSync(v.symlink, f);
    else fs.writeFileSync(f, v);
  }
}

// a clean base: no ancestor may hold files the runtime's walk would pick up
const base = keep ?? fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-oracle-diff-')));
fs.mkdirSync(base, { recursive: true });

function capture(p, caseDir) {
  const a = [CAPTURE, path.join(caseDir, 'tree'), '--cwd', p.cwd ?? '.'];
  for (const g of p.git ?? ['.']) a.push('--git', g);
  for (const [k, v] of Object.entries(p.env ?? {})) a.push('--env', `${k}=${v}`);
  if (p.global) a.push('--global', path.join(caseDir, 'global'));
  if (p.home) a.push('--home', path.join(caseDir, 'home'));
  for (const r of p.reads ?? []) a.push('--read', r);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, a, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', () => resolve({ out, err }));
  });
}

function expectedFrom(p, obs) {
  if (!obs.system) return { exit: 1, text: '' };
  const sys = obs.system.join('\n');
  if (p.reads) {
    const results = p.reads.length > 1 ? obs.reads.map((r) => r.result) : [obs.readResult];
    return {
      exit: 0,
      text: results
        .map((r) => {
          const k = r === null ? -1 : r.indexOf('\n\n<system-reminder>\n');
          return JSON.stringify({ appended: k < 0 ? '' : r.slice(k) }) + '\n';
        })
        .join(''),
    };
  }
  const envEnd = sys.indexOf('</env>\n');
  let rest = sys.slice(envEnd + '</env>\n'.length);
  const skills = rest.startsWith('Skills provide specialized instructions') ? 0 : rest.indexOf('\nSkills provide specialized instructions');
  if (skills >= 0) rest = rest.slice(0, skills);
  return { exit: 0, text: rest };
}

async function prepare(p) {
  const caseDir = path.join(base, p.name);
  fs.rmSync(caseDir, { recursive: true, force: true });
  writeTree(path.join(caseDir, 'tree'), p.tree);
  if (p.global) writeTree(path.join(caseDir, 'global'), p.global);
  if (p.home) writeTree(path.join(caseDir, 'home'), p.home);
  const { out, err } = await capture(p, caseDir);
  let obs;
  try {
    obs = JSON.parse(out);
  } catch {
    process.stderr.write(`oracle-diff: ${p.name}: capture failed\n${err}\n`);
    return null;
  }
  fs.writeFileSync(path.join(caseDir, 'observed.json'), out);
  const exp = expectedFrom(p, obs);
  const args = p.reads ? ['touch', '--runtime', 'opencode'] : ['render', '--runtime', 'opencode'];
  const meta = { title: p.title ?? p.name, runtime: 'opencode', args, cwd: p.cwd ?? '.', git: p.git ?? ['.'], env: p.env ?? {} };
  if (exp.exit !== 0) meta.exit = exp.exit;
  fs.writeFileSync(path.join(caseDir, 'case.json'), JSON.stringify(meta, null, 2) + '\n');
  if (p.reads) fs.writeFileSync(path.join(caseDir, 'calls.jsonl'), p.reads.map((r) => JSON.stringify({ tool: 'read', input: { filePath: r } }) + '\n').join(''));
  fs.writeFileSync(path.join(caseDir, 'expected.out'), exp.text);
  return caseDir;
}

const dirs = [];
for (let i = 0; i < probes.length; i += jobs) {
  const batch = await Promise.all(probes.slice(i, i + jobs).map(prepare));
  dirs.push(...batch.filter(Boolean));
}
const res = spawnSync(process.execPath, [RUNNER, '--bin', bin, ...dirs], { stdio: 'inherit', env: { ...process.env, TMPDIR: base } });
if (!keep) fs.rmSync(base, { recursive: true, force: true });
else process.stderr.write(`case folders kept in ${base}\n`);
process.exit(res.status ?? 1);
