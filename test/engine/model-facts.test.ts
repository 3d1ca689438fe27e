import { describe, expect, it } from 'vitest';
import { modelFacts } from '../../src/engine/model-facts.js';
import { runRules } from '../../src/engine/run.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import { MemorySource } from '../../src/source/memory.js';
import type { FileSource, ReadResult } from '../../src/source/types.js';

/** A memory source that counts `readFile` calls per absolute path. */
function counting(files: Record<string, string>): { source: FileSource; reads: Map<string, number> } {
  const inner = new MemorySource('/w', files);
  const reads = new Map<string, number>();
  const source = Object.create(inner) as FileSource;
  source.readFile = (abs: string, maxBytes?: number): ReadResult => {
    reads.set(abs, (reads.get(abs) ?? 0) + 1);
    return inner.readFile(abs, maxBytes);
  };
  return { source, reads };
}

const load = (source: FileSource) => loadProject(source, { cwd: '/w', env: {}, withGlobal: false });

describe('modelFacts.text', () => {
  it('takes a resolved context file from the simulation instead of reading it again', () => {
    const { source, reads } = counting({ 'AGENTS.md': '# rules\n<!-- ctxlens-disable -->\n', 'notes.md': 'n\n' });
    const model = load(source);
    const sim = simulateAll(model);
    const file = sim.targets[0]!.resolution.files.find((f) => f.rel === 'AGENTS.md')!;
    expect(file.content.toString('utf8')).toBe('# rules\n<!-- ctxlens-disable -->\n');
    const before = reads.get('/w/AGENTS.md') ?? 0;
    const facts = modelFacts(model, () => sim);
    expect(facts.text('AGENTS.md')).toBe('# rules\n<!-- ctxlens-disable -->\n');
    expect(reads.get('/w/AGENTS.md') ?? 0).toBe(before);
    // A file no target resolves is read through the source, as before.
    expect(facts.text('notes.md')).toBe('n\n');
    expect(reads.get('/w/notes.md')).toBe(1);
  });

  it('reads through the source before the simulation exists, and for files over 32 KiB gives null either way', () => {
    const big = 'x'.repeat(32 * 1024 + 1);
    const { source, reads } = counting({ 'AGENTS.md': '# a\n', 'CLAUDE.md': big });
    const model = load(source);
    let sim: unknown = null;
    const facts = modelFacts(model, () => sim);
    expect(facts.text('AGENTS.md')).toBe('# a\n');
    expect(reads.get('/w/AGENTS.md')).toBe(1);
    sim = simulateAll(model);
    const again = modelFacts(model, () => sim);
    expect(again.text('CLAUDE.md')).toBeNull();
  });

  it('leaves the findings of a run the same: a disable comment in a context file still suppresses', () => {
    const { source } = counting({ 'AGENTS.md': '# rules\n<!-- ctxlens-disable-next-line probe -->\nline\n' });
    const rule = defineRule({
      id: 'probe',
      meta: { kind: 'problem', description: 'Test rule.', severity: 'warning', fixable: false, needs: ['simulation'], schema: null, spec: 'docs/runtimes/fork.md §1', runtimes: ['fork'] },
      messages: { hit: 'Hit.' },
      defaultOptions: {},
      check(ctx) {
        ctx.simulation();
        ctx.report({ messageId: 'hit', data: {}, span: { file: 'AGENTS.md', pointer: '', start: { line: 3, column: 1 }, end: { line: 3, column: 2 } } });
      },
    });
    const r = runRules(load(source), [rule]);
    expect(r.findings).toEqual([]);
    expect(r.suppressed.map((f) => [f.ruleId, f.span?.start.line, f.suppression.kind])).toEqual([['probe', 3, 'directive']]);
  });
});

describe('withFingerprints', () => {
  it('gives each finding the fingerprint of its own span text, several findings in one file alike', async () => {
    const { withFingerprints, fingerprintOf, findingContent } = await import('../../src/engine/fingerprint.js');
    const text = '{\n  "a": 1,\r\n  "bb": "x  y"\r  "c": 3\n}\n';
    const f = (line: number, column: number, endColumn: number) => ({
      ruleId: 'r',
      messageId: 'm',
      data: {},
      severity: 'warning' as const,
      message: 'm',
      span: { file: 'x.json', pointer: '', start: { line, column }, end: { line, column: endColumn } },
    });
    const findings = [f(2, 3, 6), f(3, 9, 15), f(4, 3, 6)];
    const got = withFingerprints(findings, (file) => (file === 'x.json' ? text : null));
    expect(findings.map((x) => findingContent(x, text))).toEqual(['"a"', '"x y"', '"c"']);
    expect(got.map((x) => x.fingerprint)).toEqual(findings.map((x) => fingerprintOf(x, text)));
    expect(new Set(got.map((x) => x.fingerprint)).size).toBe(3);
  });
});
