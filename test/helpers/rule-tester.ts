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
 * a count mismatch, an unknown message id, an unfilled `{{placeholder}}`, a finding that
 * differs from the expected one in any field given, options that do not match the rule's
 * options schema, the rule throwing (an `internal-error` finding), and duplicate cases
 * (same name, or same tree, environment and options).
 *
 * The checks are plain functions (`checkValidCase`, `checkInvalidCase`, `duplicateCases`) that
 * return a list of problems, so the harness itself is tested (test/engine/rule-tester.test.ts).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { AnyRule } from '../../src/engine/define-rule.js';
import type { Finding } from '../../src/engine/finding.js';
import { runRules } from '../../src/engine/run.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { loadOcProject } from '../../src/runtimes/opencode/load/project.js';
import { simulateOpencode } from '../../src/runtimes/opencode/sim/simulate.js';
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
export function runRuleOn(rule: AnyRule, c: RuleCase): Finding[] {
  const cwd = c.cwd ?? '/w';
  const source = c.source ?? new MemorySource(cwd, c.tree ?? {});
  const settings = c.options ? { [rule.id]: { options: c.options } } : {};
  if (!rule.meta.runtimes.includes('fork')) {
    // A rule of mainstream OpenCode: its model and simulation (`--env` names count as given explicitly).
    const env = c.env ?? {};
    const model = loadOcProject(source, { cwd, env, explicitEnv: new Set(Object.keys(env)), withGlobal: false });
    return runRules(model, [rule], { settings, runtime: 'opencode', simulate: () => simulateOpencode(model, countTokens) }).findings;
  }
  const model = loadProject(source, { cwd, env: c.env ?? {}, withGlobal: false });
  return runRules(model, [rule], settings).findings;
}

/** A stand-in token counter for rule tests: one token per 4 UTF-16 code units, rounded up (the rules take any counter). */
export const countTokens = (text: string): number => Math.ceil(text.length / 4);

/** Problems with a case's options: they must match the rule's options schema (`meta.schema`). */
export function checkOptions(rule: AnyRule, c: RuleCase): string[] {
  if (!c.options) return [];
  if (!rule.meta.schema) return [`case "${c.name}" gives options but rule ${rule.id} takes none`];
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(rule.meta.schema);
  if (validate(c.options)) return [];
  return (validate.errors ?? []).map((e) => `case "${c.name}" options ${e.instancePath || '(root)'} ${e.message ?? 'invalid'}`);
}

/** The findings of this rule (and internal errors) on a case. */
function own(rule: AnyRule, c: RuleCase): Finding[] {
  return runRuleOn(rule, c).filter((f) => f.ruleId === rule.id || f.ruleId === 'internal-error');
}

/** Problems of a valid case: any finding at all. */
export function checkValidCase(rule: AnyRule, c: RuleCase): string[] {
  return [...checkOptions(rule, c), ...own(rule, c).map((f) => `unexpected ${f.ruleId} ${f.messageId}: ${f.message}`)];
}

/** Compare one finding with its expectation; only the fields the expectation gives are compared. */
export function compareFinding(rule: AnyRule, f: Finding, e: ExpectedFinding): string[] {
  const problems: string[] = [];
  if (f.ruleId !== rule.id) return [`finding of ${f.ruleId} (${f.message})`];
  if (!Object.keys(rule.messages).includes(f.messageId)) problems.push(`unknown message id "${f.messageId}"`);
  if (/\{\{\s*\w+\s*\}\}/.test(f.message)) problems.push(`unfilled placeholder in "${f.message}"`);
  const got: Record<string, unknown> = { messageId: f.messageId };
  if (e.data) got['data'] = Object.fromEntries(Object.keys(e.data).map((k) => [k, f.data[k]]));
  if (e.file !== undefined) got['file'] = f.span?.file;
  if (e.line !== undefined) got['line'] = f.span?.start.line;
  if (e.column !== undefined) got['column'] = f.span?.start.column;
  if (e.endLine !== undefined) got['endLine'] = f.span?.end.line;
  if (e.endColumn !== undefined) got['endColumn'] = f.span?.end.column;
  if (stable(got) !== stable(e)) problems.push(`expected ${JSON.stringify(e)}, got ${JSON.stringify(got)} (${f.message})`);
  return problems;
}

/** Problems of an invalid case: no expectation, a count mismatch, or a finding that differs. */
export function checkInvalidCase(rule: AnyRule, c: InvalidRuleCase): string[] {
  const problems = checkOptions(rule, c);
  if (c.errors.length === 0) return [...problems, `invalid case "${c.name}" must expect at least one finding`];
  const fs = own(rule, c);
  if (fs.length !== c.errors.length) {
    problems.push(`expected ${c.errors.length} finding(s), got ${fs.length}: ${JSON.stringify(fs.map((f) => `${f.ruleId}/${f.messageId} ${f.span?.file ?? ''}:${f.span?.start.line ?? ''}:${f.span?.start.column ?? ''} ${f.message}`))}`);
    return problems;
  }
  fs.forEach((f, i) => problems.push(...compareFinding(rule, f, c.errors[i]!).map((p) => `finding ${i + 1}: ${p}`)));
  return problems;
}

/** Names of cases that repeat an earlier case's name, or its tree, environment and options. */
export function duplicateCases(cases: readonly RuleCase[]): string[] {
  const names = new Set<string>();
  const bodies = new Map<string, string>();
  const out: string[] = [];
  for (const c of cases) {
    if (names.has(c.name)) out.push(`duplicate name "${c.name}"`);
    names.add(c.name);
    if (c.source) continue;
    const body = JSON.stringify([c.cwd ?? '/w', treeKey(c.tree ?? {}), c.env ?? {}, c.options ?? null, 'errors' in c ? (c as InvalidRuleCase).errors : null]);
    const prev = bodies.get(body);
    if (prev !== undefined) out.push(`case "${c.name}" repeats case "${prev}"`);
    else bodies.set(body, c.name);
  }
  return out;
}

/** JSON with object keys sorted at every level (order-insensitive comparison). */
function stable(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(stable).join(',')}]`;
  if (x && typeof x === 'object') return `{${Object.keys(x).sort().map((k) => `${JSON.stringify(k)}:${stable((x as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(x) ?? 'undefined';
}

function treeKey(tree: Record<string, MemoryNode>): [string, unknown][] {
  return Object.keys(tree)
    .sort()
    .map((k) => {
      const v = tree[k]!;
      return [k, Buffer.isBuffer(v) ? 'buf:' + v.toString('base64') : v];
    });
}

export function testRule(rule: AnyRule, cases: { valid: RuleCase[]; invalid: InvalidRuleCase[] }): void {
  describe(`rule ${rule.id}`, () => {
    it('has no duplicate cases', () => {
      expect(duplicateCases([...cases.valid, ...cases.invalid])).toEqual([]);
    });
    for (const c of cases.valid) {
      it(`valid: ${c.name}`, () => {
        expect(checkValidCase(rule, c)).toEqual([]);
      });
    }
    for (const c of cases.invalid) {
      it(`invalid: ${c.name}`, () => {
        expect(checkInvalidCase(rule, c)).toEqual([]);
      });
    }
  });
}
