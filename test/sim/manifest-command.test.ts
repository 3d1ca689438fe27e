import { describe, expect, it } from 'vitest';
import { budgetTable, manifestReport } from '../../src/report/manifest.js';
import { simulateOneTarget } from '../../src/runtimes/fork/sim/simulate.js';
import { makeModel, target } from './disclosure-helpers.js';

const report = (m: ReturnType<typeof makeModel>) => manifestReport(m.W, simulateOneTarget(m, target(m)));

describe('ctxlens manifest report and budget table', () => {
  it('reports labels, sources, sizes, budgets and the manifest level', () => {
    const m = makeModel(
      { 'a/AGENTS.md': '---\ndescription: Auth\n---\n', 'b/AGENTS.md': 'x'.repeat(30), 'c/AGENTS.md': '# C\n' },
      { contextPaths: ['AGENTS.md'], discovery: { maxFileBytes: 26, maxSessionBytes: 29 } },
    );
    const r = report(m);
    expect(r.level).toBe('labelled');
    expect(r.bytes).toBe(251 + '- a/AGENTS.md: Auth\n- b/AGENTS.md\n- c/AGENTS.md: C'.length);
    expect(r.files.map((f) => [f.path, f.label, f.labelFrom, f.bytes, f.sanitisedBytes, f.why, f.receivedInFullSession])).toEqual([
      ['a/AGENTS.md', 'Auth', 'description', 26, 26, null, true],
      ['b/AGENTS.md', null, null, 30, null, 'file exceeds maxFileBytes', false],
      ['c/AGENTS.md', 'C', 'heading', 4, 4, null, false],
    ]);
    expect(r.session).toEqual({ total: 30, maxSessionBytes: 29, maxFileBytes: 26 });
    const table = budgetTable(r);
    expect(table).toContain('session bodies: 30/29 bytes');
    expect(table).toContain(`manifest: ${r.bytes}/8192 bytes, labelled`);
    expect(table).toContain('discovery: 3/100 files');
    expect(table).toMatch(/c\/AGENTS\.md\s+C\s+heading\s+4\/26\s+over session budget\s+listed/);
  });

  it('says why there is no manifest', () => {
    const r = report(makeModel({ 'a/AGENTS.md': '# A' }, { contextPaths: ['AGENTS.md'], discovery: { enabled: false } }));
    expect(r.gatedBy).toBe('disabled');
    expect(budgetTable(r).split('\n')[0]).toBe('No manifest: contextDiscovery.enabled is false.');
  });

  it('shows control characters of paths and labels as escapes, never raw', () => {
    const r = report(makeModel({ 'e\u001b[31m/AGENTS.md': '# \u001b[2Jlabel\u202e' }, { contextPaths: ['AGENTS.md'] }));
    expect(r.files.map((f) => [f.path, f.label])).toEqual([['e\u001b[31m/AGENTS.md', '\u001b[2Jlabel\u202e']]);
    const table = budgetTable(r);
    expect(table).not.toMatch(/[\u001b\u202e]/);
    expect(table.split('\n')[1]).toMatch(/^e\\u001b\[31m\/AGENTS\.md\s+\\u001b\[2Jlabel\\u202e\s+heading/);
  });

  it('lists the files that fall off a truncated walk', () => {
    const r = report(makeModel({ 'a/AGENTS.md': '', 'b/AGENTS.md': '', 'c/AGENTS.md': '' }, { contextPaths: ['AGENTS.md'], discovery: { maxFiles: 1 } }));
    expect(r.discovery).toEqual({ count: 1, maxFiles: 1, truncated: true, fallOff: ['b/AGENTS.md', 'c/AGENTS.md'] });
    expect(budgetTable(r)).toContain('discovery: 1/1 files, truncated (2 fall off)');
  });
});
