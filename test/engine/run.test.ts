import { describe, expect, it } from 'vitest';
import { defineRule, type AnyRule, type RuleNeed } from '../../src/engine/define-rule.js';
import { EXIT, exitCodeFor, type Finding, type Severity } from '../../src/engine/finding.js';
import { runRules } from '../../src/engine/run.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import type { Span } from '../../src/model/span.js';
import { MemorySource } from '../../src/source/memory.js';

const model = () => loadProject(new MemorySource('/w', { 'AGENTS.md': '# rules\n' }), { cwd: '/w', env: {}, withGlobal: false });

const at = (file: string, line: number, column: number, pointer = ''): Span => ({ file, pointer, start: { line, column }, end: { line, column: column + 1 } });

/** A rule that reports `spans` (message data `n` = index) and counts its runs. */
function reporter(id: string, spans: (Span | null)[], opts: { severity?: Severity; needs?: RuleNeed[]; throwAfter?: boolean; useSim?: boolean; badId?: boolean } = {}) {
  const calls = { n: 0, options: [] as object[] };
  const rule = defineRule({
    id,
    meta: { kind: 'problem', description: 'Test rule.', severity: opts.severity ?? 'warning', fixable: false, needs: opts.needs ?? ['model'], schema: null, spec: 'docs/runtimes/fork.md §1', runtimes: ['fork'] },
    messages: { hit: 'Hit {{n}}.' },
    defaultOptions: { a: 1, b: 2 },
    check(ctx, options) {
      calls.n++;
      calls.options.push(options);
      if (opts.useSim) ctx.simulation();
      spans.forEach((span, i) => ctx.report({ messageId: opts.badId ? ('nope' as 'hit') : 'hit', data: { n: i }, span }));
      if (opts.throwAfter) throw new Error('boom');
    },
  });
  return { rule, calls };
}

const brief = (fs: Finding[]) => fs.map((f) => `${f.span?.file ?? '-'}:${f.span?.start.line ?? '-'}:${f.span?.start.column ?? '-'} ${f.ruleId} ${f.severity} ${f.message}`);

describe('runRules', () => {
  it('sorts by file (byte order), line, column, rule id; a finding without file first', () => {
    const a = reporter('zeta', [at('b.md', 2, 1), at('a.md', 3, 5), at('B.md', 1, 1)]);
    const b = reporter('alpha', [at('a.md', 3, 5), at('a.md', 3, 2), null, at('é.md', 1, 1), at('z.md', 1, 1)]);
    expect(brief(runRules(model(), [a.rule, b.rule]).findings)).toEqual([
      '-:-:- alpha warning Hit 2.',
      'B.md:1:1 zeta warning Hit 2.',
      'a.md:3:2 alpha warning Hit 1.',
      'a.md:3:5 alpha warning Hit 0.',
      'a.md:3:5 zeta warning Hit 1.',
      'b.md:2:1 zeta warning Hit 0.',
      'z.md:1:1 alpha warning Hit 4.',
      'é.md:1:1 alpha warning Hit 3.',
    ]);
  });

  it('puts a file-level finding (line 0) before the positioned findings of its file', () => {
    const r = reporter('r', [at('a.md', 4, 1), { file: 'a.md', pointer: '', start: { line: 0, column: 0 }, end: { line: 0, column: 0 } }]);
    expect(brief(runRules(model(), [r.rule]).findings)).toEqual(['a.md:0:0 r warning Hit 1.', 'a.md:4:1 r warning Hit 0.']);
  });

  it('removes exact duplicates but keeps same-place findings with different messages', () => {
    const r = defineRule({
      id: 'dup',
      meta: { kind: 'problem', description: 'Test rule.', severity: 'error', fixable: false, needs: ['model'], schema: null, spec: 'docs/runtimes/fork.md §1', runtimes: ['fork'] },
      messages: { hit: 'Hit {{n}}.' },
      defaultOptions: {},
      check(ctx) {
        ctx.report({ messageId: 'hit', data: { n: 1 }, span: at('a.md', 1, 1) });
        ctx.report({ messageId: 'hit', data: { n: 1 }, span: at('a.md', 1, 1) });
        ctx.report({ messageId: 'hit', data: { n: 2 }, span: at('a.md', 1, 1) });
      },
    });
    expect(brief(runRules(model(), [r]).findings)).toEqual(['a.md:1:1 dup error Hit 1.', 'a.md:1:1 dup error Hit 2.']);
  });

  it.each<[string, Severity | 'off' | undefined, Severity | null]>([
    ['default severity from meta', undefined, 'warning'],
    ['override to error', 'error', 'error'],
    ['override to info', 'info', 'info'],
    ['off', 'off', null],
  ])('severity: %s', (_name, setting, expected) => {
    const r = reporter('r', [at('a.md', 1, 1)]);
    const res = runRules(model(), [r.rule], setting ? { r: { severity: setting } } : {});
    expect(res.findings.map((f) => f.severity)).toEqual(expected ? [expected] : []);
    expect(r.calls.n).toBe(expected ? 1 : 0);
    expect(res.ran).toEqual(expected ? ['r'] : []);
  });

  it('merges options over defaultOptions', () => {
    const r = reporter('r', []);
    runRules(model(), [r.rule], { settings: { r: { options: { b: 5 } } } });
    expect(r.calls.options).toEqual([{ a: 1, b: 5 }]);
  });

  it('moves findings whose file matches an ignore glob to suppressed, with the glob', () => {
    const r = reporter('r', [at('docs/a.md', 1, 1), at('AGENTS.md', 1, 1), at('vendor/x/AGENTS.md', 2, 1), null]);
    const res = runRules(model(), [r.rule], { ignore: ['docs/**', 'vendor/'] });
    expect(brief(res.findings)).toEqual(['-:-:- r warning Hit 3.', 'AGENTS.md:1:1 r warning Hit 1.']);
    expect(res.suppressed.map((f) => [f.span?.file, f.suppression])).toEqual([
      ['docs/a.md', { kind: 'ignore', pattern: 'docs/**' }],
      ['vendor/x/AGENTS.md', { kind: 'ignore', pattern: 'vendor/' }],
    ]);
  });

  it('turns a rule that throws into an internal-error finding and keeps its earlier findings and the other rules', () => {
    const bad = reporter('bad', [at('a.md', 1, 1)], { throwAfter: true });
    const good = reporter('good', [at('b.md', 1, 1)]);
    const res = runRules(model(), [bad.rule, good.rule]);
    expect(brief(res.findings)).toEqual(['-:-:- internal-error error Rule bad failed: boom', 'a.md:1:1 bad warning Hit 0.', 'b.md:1:1 good warning Hit 0.']);
    expect(res.findings[0]!.data).toEqual({ rule: 'bad', error: 'boom' });
    expect(exitCodeFor(res.findings)).toBe(EXIT.INTERNAL);
  });

  it('an unknown message id is an internal error', () => {
    const r = reporter('r', [at('a.md', 1, 1)], { badId: true });
    expect(brief(runRules(model(), [r.rule]).findings)).toEqual(['-:-:- internal-error error Rule r failed: rule r reported unknown message id "nope"']);
  });

  it('computes no simulation when no enabled rule needs it', () => {
    const r = reporter('r', []);
    const s = reporter('s', [], { needs: ['simulation'], useSim: true });
    expect(runRules(model(), [r.rule, s.rule], { s: { severity: 'off' } }).simulation).toBeNull();
  });

  it('computes the simulation once for all rules that need it', () => {
    const seen: object[] = [];
    const mk = (id: string) =>
      defineRule({
        id,
        meta: { kind: 'problem', description: 'Test rule.', severity: 'error', fixable: false, needs: ['simulation'], schema: null, spec: 'docs/runtimes/fork.md §1', runtimes: ['fork'] },
        messages: { hit: 'x' },
        defaultOptions: {},
        check(ctx) {
          seen.push(ctx.simulation(), ctx.simulation());
        },
      });
    const res = runRules(model(), [mk('a'), mk('b')]);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(1);
    expect(res.simulation).toBe(seen[0]);
    expect(res.simulation!.targets.map((t) => t.target.agentId)).toContain('coder');
  });

  it('a simulation that throws fails each rule that needs it, and is attempted once', () => {
    class FailingSource extends MemorySource {
      fail = false;
      calls = 0;
      override readdir(abs: string) {
        if (this.fail) {
          this.calls++;
          throw new Error('disk on fire');
        }
        return super.readdir(abs);
      }
    }
    const src = new FailingSource('/w', { 'AGENTS.md': 'x' });
    const m = loadProject(src, { cwd: '/w', env: {}, withGlobal: false });
    src.fail = true;
    const a = reporter('a', [], { needs: ['simulation'], useSim: true });
    const b = reporter('b', [], { needs: ['discovery'], useSim: true });
    const res = runRules(m, [a.rule, b.rule]);
    expect(res.findings.map((f) => [f.ruleId, f.data['rule'], f.data['error']])).toEqual([
      ['internal-error', 'a', 'disk on fire'],
      ['internal-error', 'b', 'disk on fire'],
    ]);
    expect(src.calls).toBe(1);
    expect(res.simulation).toBeNull();
  });

  it('a rule that uses the simulation without declaring it fails as an internal error', () => {
    const r = reporter('sneaky', [], { useSim: true });
    const res = runRules(model(), [r.rule]);
    expect(res.findings.map((f) => [f.ruleId, f.data['rule']])).toEqual([['internal-error', 'sneaky']]);
    expect(res.simulation).toBeNull();
  });

  it('keeps the old positional form runRules(model, rules, settings)', () => {
    const r: AnyRule = reporter('r', [at('a.md', 1, 1)]).rule;
    expect(runRules(model(), [r], { r: { severity: 'error' } }).findings.map((f) => f.severity)).toEqual(['error']);
  });
});

describe('exitCodeFor', () => {
  const f = (severity: Severity, ruleId = 'r'): Finding => ({ ruleId, messageId: 'm', data: {}, severity, message: 'm', span: null });
  it.each<[string, Finding[], number, number]>([
    ['nothing', [], -1, EXIT.OK],
    ['info only', [f('info')], -1, EXIT.OK],
    ['warnings, no limit', [f('warning'), f('warning')], -1, EXIT.OK],
    ['warnings at the limit', [f('warning'), f('warning')], 2, EXIT.OK],
    ['warnings over the limit', [f('warning'), f('warning')], 1, EXIT.FINDINGS],
    ['zero warnings allowed', [f('warning')], 0, EXIT.FINDINGS],
    ['an error', [f('error')], -1, EXIT.FINDINGS],
    ['an internal error', [f('error', 'internal-error')], -1, EXIT.INTERNAL],
  ])('%s', (_n, findings, max, code) => {
    expect(exitCodeFor(findings, max)).toBe(code);
  });
});
