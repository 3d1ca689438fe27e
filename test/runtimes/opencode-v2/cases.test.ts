/**
 * The on-disk V2 cases (`test/fixtures/opencode-v2/cases/`, in the format of
 * `../shared/conformance-opencode/`) through the built CLI. `render` is compared byte for byte;
 * `touch` line by line on the whole object (the synthetic `message` is what V2 produces, not
 * `appended`). The shared runner runs the same folders:
 * `node ../shared/conformance-opencode/run.mjs --bin "node dist/src/cli.js" test/fixtures/opencode-v2/cases/*`.
 * Expected outputs are worked out from the spec (V2, from the documentation).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../../helpers/entries.js';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The shipped bundle: the same code as `dist/`, at a fraction of its start-up cost per run. */
const CLI = CLI_ENTRY;
const CASES = path.join(ROOT_DIR, 'test', 'fixtures', 'opencode-v2', 'cases');

interface Meta {
  title: string;
  args: string[];
  cwd?: string;
  git?: string[];
  env?: Record<string, string>;
}

const bases: string[] = [];
afterAll(() => {
  for (const b of bases) fs.rmSync(b, { recursive: true, force: true });
});

function runCase(dir: string): { stdout: string; code: number | null; fill: (s: string) => string } {
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'case.json'), 'utf8')) as Meta;
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-v2case-')));
  bases.push(base);
  const ROOT = path.join(base, 'work');
  const HOME = path.join(base, 'iso', 'home');
  const XCFG = path.join(base, 'iso', 'config');
  fs.mkdirSync(HOME, { recursive: true });
  fs.cpSync(path.join(dir, 'tree'), ROOT, { recursive: true, verbatimSymlinks: true });
  for (const g of meta.git ?? []) fs.mkdirSync(path.join(ROOT, g, '.git'), { recursive: true });
  const globalDir = path.join(dir, 'global');
  const args = [...meta.args, '--cwd', path.resolve(ROOT, meta.cwd ?? '.')];
  for (const [k, v] of Object.entries(meta.env ?? {})) args.push('--env', `${k}=${v}`);
  if (fs.existsSync(globalDir)) {
    fs.cpSync(globalDir, path.join(XCFG, 'opencode'), { recursive: true });
    args.push('--with-global', '--env', `HOME=${HOME}`, '--env', `XDG_CONFIG_HOME=${XCFG}`);
  }
  if (fs.existsSync(path.join(dir, 'calls.jsonl'))) args.push('--calls', path.join(dir, 'calls.jsonl'));
  fs.mkdirSync(path.resolve(ROOT, meta.cwd ?? '.'), { recursive: true });
  const r = spawnSync(process.execPath, [CLI, ...args], { env: { PATH: process.env['PATH'] ?? '', HOME: '/nonexistent-home' } });
  const fill = (s: string): string => s.split('<ROOT>').join(ROOT).split('<XDG_CONFIG>').join(XCFG).split('<HOME>').join(HOME);
  return { stdout: r.stdout.toString('utf8'), code: r.status, fill };
}

describe('opencode-v2 cases (V2, from the documentation)', () => {
  const names = fs.readdirSync(CASES).sort();
  it('has the cases', () => expect(names.length).toBe(11));
  for (const name of names) {
    const dir = path.join(CASES, name);
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'case.json'), 'utf8')) as Meta;
    it(`${name}: ${meta.title}`, () => {
      const { stdout, code, fill } = runCase(dir);
      expect(code).toBe(0);
      const expected = fill(fs.readFileSync(path.join(dir, 'expected.out'), 'utf8'));
      if (meta.args[0] === 'touch') {
        const lines = (s: string): unknown[] => s.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown);
        expect(lines(stdout)).toEqual(lines(expected));
      } else expect(stdout).toBe(expected);
    });
  }
});
