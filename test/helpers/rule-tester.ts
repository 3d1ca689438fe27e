/**
 * Table-driven rule tests (STYLE.md "Tests read like tables").
 *
 *   testRule(rule, {
 *     valid: [{ name: 'append mode', tree: { '.opencode.json': '{...}', 'A.md': 'x' } }],
 *     invalid: [{ name: 'Replace', tree: {...}, errors: [{ messageId: 'unknownMode', line: 5, column: 17 }] }],
 *   });
 *
 * Each case builds an in-memory tree at /w (MemorySource), loads the project, runs only
 * this rule, and compares. The harness fails on: an invalid case that reports nothing,
 * a count mismatch, an unknown message id, an unfilled `{{placeholder}}`, or duplicate case names.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRule } from '../../src/engine/define-rule.js';
import { runRules } from '../../src/engine/run.js';
import { loadProject } from '../../src/load/project.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { FileSource } from '../../src/source/types.js';

export interface ExpectedFinding {
  messageId: string;
  data?: Record<string, string | number>;
  file?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

export interface RuleCase {
  name: string;
  /** In-memory tree rooted at W = /w; or give `source` + `cwd` for a real directory. */
  tree?: Record<string, MemoryNode>;
  source?: FileSource;
  cwd?: string;
  env?: Record<string, string>;
  options?: object;
}

export interface InvalidRuleCase extends RuleCase {
  errors: ExpectedFinding[];
}

/** Run one rule on one case and return its findings (exported for ad-hoc assertions). */
export function runRuleOn(rule: AnyRule, c: RuleCase) {
  const cwd = c.cwd ?? '/w';
  const source = c.source ?? new MemorySource(cwd, c.tree ?? {});
  const model = loadProject(source, { cwd, env: c.env ?? {}, withGlobal: false });
  return runRules(model, [rule], c.options ? { [rule.id]: { options: c.options } } : {}).findings;
}

export function testRule(rule: AnyRule, cases: { valid: RuleCase[]; invalid: InvalidRuleCase[] }): void {
  const names = [...cases.valid, ...cases.invalid].map((c) => c.name);
  describe(`rule ${rule.id}`, () => {
    it('has unique case names', () => {
      expect(new Set(names).size).toBe(names.length);
    });
    for (const c of cases.valid) {
      it(`valid: ${c.name}`, () => {
        const fs = runRuleOn(rule, c).filter((f) => f.ruleId === rule.id || f.ruleId === 'internal-error');
        expect(fs.map((f) => `${f.messageId}: ${f.message}`)).toEqual([]);
      });
    }
    for (const c of cases.invalid) {
      it(`invalid: ${c.name}`, () => {
        expect(c.errors.length, 'an invalid case must expect at least one finding').toBeGreaterThan(0);
        const fs = runRuleOn(rule, c).filter((f) => f.ruleId === rule.id || f.ruleId === 'internal-error');
        expect(fs.map((f) => f.ruleId)).toEqual(c.errors.map(() => rule.id));
        fs.forEach((f, i) => {
          const e = c.errors[i]!;
          expect(Object.keys(rule.messages)).toContain(f.messageId);
          expect(f.message, 'unfilled placeholder').not.toMatch(/\{\{\s*\w+\s*\}\}/);
          const got: Record<string, unknown> = { messageId: f.messageId };
          if (e.data) got['data'] = Object.fromEntries(Object.keys(e.data).map((k) => [k, f.data[k]]));
          if (e.file !== undefined) got['file'] = f.span?.file;
          if (e.line !== undefined) got['line'] = f.span?.start.line;
          if (e.column !== undefined) got['column'] = f.span?.start.column;
          if (e.endLine !== undefined) got['endLine'] = f.span?.end.line;
          if (e.endColumn !== undefined) got['endColumn'] = f.span?.end.column;
          expect(got).toEqual(e);
        });
      });
    }
  });
}
