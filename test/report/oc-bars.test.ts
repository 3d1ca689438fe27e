/**
 * Bars per Location for the mainstream OpenCode audit (issue 12, item 7): always-on instruction
 * tokens per Location, largest first, and each Location's use of the `instructions-budget` caps,
 * closest to the cap first; in the terminal and in markdown.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ocBarRows, ocBarsMarkdown, ocBarsText } from '../../src/report/bars.js';
import { ocBudgetMarkdown, type OcAuditLocation, type OcAuditReport } from '../../src/report/opencode-audit.js';
import { CLI_ENTRY } from '../helpers/entries.js';

/** The shipped bundle: the same code as `dist/`, at a fraction of its start-up cost per run. */
const CLI = CLI_ENTRY;

const loc = (location: string, totalBytes: number, totalTokens: number, refusal: string | null = null): OcAuditLocation => ({
  location,
  configs: [],
  refusal,
  files: refusal === null ? [{ path: `${location}/AGENTS.md`, layer: 'project', bytes: totalBytes, tokens: totalTokens }] : [],
  urls: [],
  totalBytes,
  totalTokens,
});
const report = (locations: OcAuditLocation[]): OcAuditReport => ({ runtime: 'opencode', reason: 'test', tokenizer: 'o200k_base', approximate: true, worktree: '/w', locations, locationsLeftOut: 0, agents: [] });

describe('mainstream OpenCode audit bars', () => {
  const a = report([loc('.', 1000, 300), loc('big', 30000, 2000), loc('wide', 2000, 7000), loc('broken', 0, 0, 'bad config')]);

  it('tokens per Location, largest first; refused Locations left out', () => {
    const { tokens } = ocBarRows(a, { maxBytes: 32768, maxTokens: 8192 });
    expect(tokens.map((r) => [r.label, r.value])).toEqual([['wide', 7000], ['big', 2000], ['.', 300]]);
    expect(tokens.every((r) => r.max === 7000)).toBe(true);
  });

  it('each cap in use per Location, closest to the cap first; a 0 cap or the rule off draws none', () => {
    const { budgets } = ocBarRows(a, { maxBytes: 32768, maxTokens: 8192 });
    expect(budgets.map((r) => r.label)).toEqual(['big: bytes', 'wide: tokens', 'big: tokens', 'wide: bytes', '.: tokens', '.: bytes']);
    expect(budgets[1]!.note).toBe('≈7,000 / 8,192 tokens (85%)');
    expect(ocBarRows(a, { maxBytes: 0, maxTokens: 8192 }).budgets.map((r) => r.label)).toEqual(['wide: tokens', 'big: tokens', '.: tokens']);
    expect(ocBarRows(a, null).budgets).toEqual([]);
  });

  it('renders as text and markdown, nothing when no Location has instructions', () => {
    const text = ocBarsText(a, { maxBytes: 32768, maxTokens: 8192 });
    expect(text).toContain('Always-on instructions per Location (≈tokens, largest first)\n  wide  ████████████████████████  7,000 tokens, 2,000 bytes\n');
    expect(text).toContain('instructions-budget (use of each cap, closest first)\n  big: bytes');
    expect(ocBarsMarkdown(a, null)).toContain('| wide | `████████████████████` | 7,000 tokens, 2,000 bytes |');
    expect(ocBarsText(report([loc('broken', 0, 0, 'x')]), null)).toBe('');
  });
});

describe('the instructions-budget table of the job summary', () => {
  const a = report([loc('.', 1000, 300), loc('big', 30000, 2000), loc('wide', 2000, 9000), loc('broken', 0, 0, 'bad config')]);

  it('one row per Location and cap exceeded', () => {
    expect(ocBudgetMarkdown(a, { maxBytes: 20000, maxTokens: 8192 })).toBe(
      ['### Budgets', '', '| Budget | Location | Limit | Measured |', '|---|---|---:|---:|', '| instructions-budget: maxBytes | big | 20,000 bytes | 30,000 bytes |', '| instructions-budget: maxTokens | wide | ≈8,192 tokens | ≈9,000 tokens |', ''].join('\n'),
    );
  });

  it('a sentence when every Location is within, when the caps are 0, and when the rule is off', () => {
    expect(ocBudgetMarkdown(a, { maxBytes: 32768, maxTokens: 0 })).toBe('### Budgets\n\nEvery Location (3) is within the `instructions-budget` caps: 32,768 bytes of instructions.\n');
    expect(ocBudgetMarkdown(a, { maxBytes: 0, maxTokens: 0 })).toBe('### Budgets\n\nThe `instructions-budget` caps are both 0: no cap on the instructions of a Location.\n');
    expect(ocBudgetMarkdown(a, null)).toBe('### Budgets\n\nThe `instructions-budget` rule is off: no cap on the instructions of a Location.\n');
  });
});

describe('ctxlens audit (mainstream OpenCode) draws the bars', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('per Location in the terminal and markdown, with the configured caps', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-ocbars-'));
    fs.writeFileSync(path.join(dir, 'opencode.json'), '{}\n');
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Rules\n' + 'Use tabs. '.repeat(300) + '\n');
    fs.mkdirSync(path.join(dir, 'pkg'));
    fs.writeFileSync(path.join(dir, 'pkg', 'AGENTS.md'), '# Pkg\nsmall\n');
    fs.writeFileSync(path.join(dir, 'ctxlens.config.json'), JSON.stringify({ rules: { 'instructions-budget': { severity: 'warning', options: { maxBytes: 0, maxTokens: 1000 } } } }));
    const run = (args: string[]) => spawnSync(process.execPath, [CLI, 'audit', ...args], { cwd: dir, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', HOME: '/nonexistent-home', NO_COLOR: '1' } }).stdout;
    const text = run([]);
    expect(text).toMatch(/Always-on instructions per Location \(≈tokens, largest first\)\n {2}pkg .*tokens.*\n {2}\. /);
    expect(text).toMatch(/instructions-budget \(use of each cap, closest first\)\n {2}pkg: tokens .* \/ 1,000 tokens/);
    expect(text).not.toContain(': bytes');
    expect(run(['-f', 'markdown'])).toContain('#### Always-on instructions (≈tokens, largest first)');
  });
});

describe('mainstream OpenCode figures do not depend on where the repository is checked out', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('the same tree at a short and a long path: the same bytes and tokens per file and Location', () => {
    const make = (deep: string) => {
      const top = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-where-'));
      dirs.push(top);
      const dir = path.join(top, deep);
      fs.mkdirSync(path.join(dir, 'pkg'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'opencode.json'), '{"instructions": ["docs/*.md"]}\n');
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.writeFileSync(path.join(dir, 'docs', 'style.md'), '# Style\n');
      fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Rules\n');
      fs.writeFileSync(path.join(dir, 'pkg', 'AGENTS.md'), '# Pkg\n');
      const r = spawnSync(process.execPath, [CLI, 'audit', '-f', 'json'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', HOME: '/nonexistent-home' } });
      return (JSON.parse(r.stdout) as { locations: { location: string; totalBytes: number; totalTokens: number; files: { path: string; bytes: number; tokens: number }[] }[] }).locations;
    };
    const short = make('r');
    const long = make('a-much-longer-checkout-directory/with/several/levels/repo');
    expect(long).toEqual(short);
    // `.`: AGENTS.md and docs/style.md, each block counted with its repository-relative path.
    const rootText = 'Instructions from: AGENTS.md\n# Rules\n\nInstructions from: docs/style.md\n# Style\n';
    expect(short[0]!.totalBytes).toBe(Buffer.byteLength(rootText));
    expect(short[0]!.files.map((f) => [f.path, f.bytes])).toEqual([
      ['AGENTS.md', Buffer.byteLength('Instructions from: AGENTS.md\n# Rules\n')],
      ['docs/style.md', Buffer.byteLength('Instructions from: docs/style.md\n# Style\n')],
    ]);
  });
});
