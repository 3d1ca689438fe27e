/**
 * Table tests of the mainstream OpenCode agent rules: each case is an in-memory tree at /w whose
 * `opencode.json` and `.opencode/` are loaded by the agent loader, then one rule runs on it.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRule } from '../../../src/engine/define-rule.js';
import type { Finding } from '../../../src/engine/finding.js';
import { runRules } from '../../../src/engine/run.js';
import type { ProjectModel } from '../../../src/model/project.js';
import type { MemoryNode } from '../../../src/source/memory.js';
import { parse, parseTree } from 'jsonc-parser';
import { LineIndex } from '../../../src/model/span.js';
import { SchemaValidator } from '../../../src/load/schema.js';
import { checkConfigDoc } from '../../../src/runtimes/opencode/load/config-check.js';
import type { ConfigDocView } from '../../../src/runtimes/opencode/model/config-view.js';
import { load } from '../../runtimes/opencode/agent-set-kit.js';

export interface OcCase {
  name: string;
  tree: Record<string, MemoryNode>;
}
export interface OcInvalidCase extends OcCase {
  errors: { messageId: string; data?: Record<string, string | number>; file?: string; line?: number; column?: number }[];
}

/** The config document view of /w/opencode.json: raw positions, `{file:}` contents read from the tree (relative to /w). */
function configDocs(tree: Record<string, MemoryNode>): ConfigDocView[] {
  const raw = tree['opencode.json'];
  if (typeof raw !== 'string') return [];
  const tokens = [...raw.matchAll(/\{file:([^}]+)\}/g)].map((m) => {
    const target = tree[m[1]!.replace(/^\.\//, '')];
    return { kind: 'file' as const, text: m[0], offset: m.index, ...(typeof target === 'string' ? { content: target.trim() } : {}) };
  });
  let text = raw;
  for (const t of [...tokens].reverse()) text = text.slice(0, t.offset) + JSON.stringify(t.content ?? '').slice(1, -1) + text.slice(t.offset + t.text.length);
  const data = parse(text) as unknown;
  return [{ file: 'opencode.json', tree: parseTree(raw), lines: new LineIndex(raw), data: data && typeof data === 'object' ? (data as Record<string, unknown>) : null, subst: { tokens } }];
}

export function runOcRule(rule: AnyRule, c: OcCase): Finding[] {
  const docs = configDocs(c.tree);
  const validator = new SchemaValidator();
  const model = { runtime: 'opencode', agentSet: load(c.tree), config: { docs }, configViolations: docs.map((d) => ({ file: d.file, violations: checkConfigDoc(d, validator) })) };
  return runRules(model as unknown as ProjectModel, [rule], {}).findings.filter((f) => f.ruleId === rule.id || f.ruleId === 'internal-error');
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
