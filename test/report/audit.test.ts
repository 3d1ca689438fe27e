import { describe, expect, it } from 'vitest';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { buildAudit, memoCounter, targetName } from '../../src/report/audit.js';
import { auditJson, auditMarkdown, auditTable } from '../../src/report/audit-format.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import { MemorySource } from '../../src/source/memory.js';
import { CTX } from './input.js';

const SAME = 'Use tabs.\n';

function audit(tree: Record<string, string>) {
  const model = loadProject(new MemorySource('/w', tree), { cwd: '/w', env: {}, withGlobal: false });
  const texts: string[] = [];
  const a = buildAudit(simulateAll(model), model.config.discovery, (t) => {
    texts.push(t);
    return t.length;
  });
  return { a, texts };
}

describe('buildAudit', () => {
  it('lists every agent with its files in rendered order (sorted by path within a layer, docs/runtimes/fork.md §5.6), counting tokens once per distinct content', () => {
    const { a, texts } = audit({ 'AGENTS.md': SAME, 'CLAUDE.md': SAME, '.cursorrules': 'abc\n' });
    expect(a.tokenizer).toBe('o200k_base');
    expect(a.targets.map(targetName)).toEqual(['agent coder', 'agent hivemind', 'agent explorer', 'agent workhorse', 'agent summarizer', 'agent descriptor']);
    const coder = a.targets[0]!;
    expect(coder.files).toEqual([
      { path: '.cursorrules', layer: 'global', bytes: 4, tokens: 4 },
      { path: 'AGENTS.md', layer: 'global', bytes: 10, tokens: 10 },
      { path: 'CLAUDE.md', layer: 'global', bytes: 10, tokens: 10 },
    ]);
    expect([coder.totalBytes, coder.totalTokens]).toEqual([24, 24]);
    expect(texts).toEqual(['abc\n', SAME]); // once per distinct content, across all six agents
    expect(coder.manifest).toMatchObject({ files: 0, bytes: 0, cap: 8192, maxSessionBytes: 131072, maxFileBytes: 32768 });
  });

  it('reports the manifest of nested context files with its budgets', () => {
    const { a } = audit({ 'AGENTS.md': 'root\n', 'svc/AGENTS.md': '# Service rules\n' + 'x'.repeat(100), '.opencode.json': '{"contextDiscovery": {"maxFileBytes": 50}}' });
    const m = a.targets[0]!.manifest;
    expect(m).toMatchObject({ files: 1, degrade: 0, bodyBytes: 116, maxFileBytes: 50, overFileCap: 1 });
    expect(m.bytes).toBeGreaterThan(0);
  });

  it('memoCounter counts each distinct content once', () => {
    let calls = 0;
    const c = memoCounter((t) => (calls++, t.length));
    expect([c(Buffer.from('ab')), c(Buffer.from('ab')), c(Buffer.from('abc'))]).toEqual([2, 2, 3]);
    expect(calls).toBe(2);
  });
});

describe('audit formats', () => {
  const HOSTILE = 'e\u001b[31mx.md';
  const { a } = audit({ 'AGENTS.md': SAME, [HOSTILE]: 'y\n', '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md', HOSTILE] }), 'sub/AGENTS.md': 'x\n' });
  const none = { findings: [], suppressed: [] };

  it('table: one table over every target, with total and manifest rows', () => {
    const out = auditTable(a, none, CTX);
    const lines = out.split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'Token counts are approximate (o200k_base), counted once per distinct file content.',
      '',
      'agent / flow step  #  layer     bytes  ≈tokens  file',
      'coder              1  global       10       10  AGENTS.md',
      '                   2  global        2        2  e\\u001b[31mx.md',
      `                      total        12       12  ${a.targets[0]!.renderedBytes} bytes rendered`,
      `                      manifest  ${String(a.targets[0]!.manifest.bytes).padStart(5)}           1 file(s), labelled, ${a.targets[0]!.manifest.bytes}/8192 bytes; bodies 2/131072 session bytes`,
    ]);
    expect(lines.filter((l) => /^\S/.test(l)).slice(2, 8).map((l) => l.split(' ')[0])).toEqual(['coder', 'hivemind', 'explorer', 'workhorse', 'summarizer', 'descriptor']);
    expect(out).not.toMatch(/\u001b/);
    expect(out.endsWith('\nNo problems found.\n')).toBe(true);
  });

  it('json', () => {
    const out = JSON.parse(auditJson(a, none)) as { approximate: boolean; targets: unknown[]; errorCount: number };
    expect([out.approximate, out.targets.length, out.errorCount]).toEqual([true, 6, 0]);
  });

  it('markdown', () => {
    const out = auditMarkdown(a, none, CTX);
    expect(out).toContain('| Agent / flow step | # | Layer | Bytes | ≈Tokens | File |\n|---|---:|---|---:|---:|---|\n| **coder** | 1 | global | 10 | 10 | AGENTS.md |\n|  | 2 | global | 2 | 2 | e\\\\u001b\\[31mx.md |\n|  |  | **total** | **12** | **12** |');
    expect(out).toContain('## ctxlens findings\n\nNo problems found.\n');
    expect(out).not.toMatch(/\u001b/);
  });
});
