/**
 * Table tests of the mainstream OpenCode rules: each case is an in-memory tree at /w, loaded as
 * the opencode project model of a start at /w (no global config), then one rule runs on it.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRule } from '../../../src/engine/define-rule.js';
import type { Finding } from '../../../src/engine/finding.js';
import { runRules } from '../../../src/engine/run.js';
import { loadOcProject } from '../../../src/runtimes/opencode/load/project.js';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';

export interface OcCase {
  name: string;
  tree: Record<string, MemoryNode>;
}
export interface OcInvalidCase extends OcCase {
  errors: { messageId: string; data?: Record<string, string | number>; file?: string; line?: number; column?: number }[];
}

/** Load the opencode project model of an in-memory tree at /w and run one rule on it. */
export function runOcRule(rule: AnyRule, c: OcCase): Finding[] {
  const source = new MemorySource('/w', c.tree);
  const model = loadOcProject(source, { cwd: '/w', env: {}, withGlobal: false });
  return runRules(model, [rule], { runtime: 'opencode' }).findings.filter((f) => f.ruleId === rule.id || f.ruleId === 'internal-error');
}

function pick(f: Finding, e: OcInvalidCase['errors'][number]): Record<string, unknown> {
  const got: Record<string, unknown> = { messageId: f.messageId };
  if (e.data) got['data'] = Object.fromEntries(Object.keys(e.data).map((k) => [k, f.data[k]]));
  if (e.file !== undefined) got['file'] = f.span?.file;
  if (e.line !== undefined) got['line'] = f.span?.start.line;
  if (e.column !== undefined) got['column'] = f.span?.start.column;
  return got;
}

export function testOcRule(rule: AnyRule, cases: { valid: OcCase[]; invalid: OcInvalidCase[] }): void {
  describe(`rule ${rule.id}`, () => {
    for (const c of cases.valid) {
      it(`valid: ${c.name}`, () => {
        expect(runOcRule(rule, c).map((f) => `${f.messageId}: ${f.message}`)).toEqual([]);
      });
    }
    for (const c of cases.invalid) {
      it(`invalid: ${c.name}`, () => {
        const fs = runOcRule(rule, c);
        expect(fs.map((f) => f.message).every((m) => !/\{\{/.test(m))).toBe(true);
        expect(fs.map((f, i) => pick(f, c.errors[i] ?? { messageId: '?' }))).toEqual(c.errors);
      });
    }
  });
}
