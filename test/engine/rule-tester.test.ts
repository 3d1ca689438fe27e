/** Self-tests of the rule harness: each check must fail where it should (test/helpers/rule-tester.ts). */
import { describe, expect, it } from 'vitest';
import { defineRule } from '../../src/engine/define-rule.js';
import { checkInvalidCase, checkValidCase, duplicateCases, runRuleOn } from '../helpers/rule-tester.js';

/** Reports `found` at 1:1–1:4 of BAD when /w/BAD exists; with `{leak: true}` reports a template with a missing placeholder; throws on /w/THROW. */
const rule = defineRule({
  id: 'bad-file',
  meta: {
    kind: 'problem',
    description: 'Test rule.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: { type: 'object', additionalProperties: false, properties: { leak: { type: 'boolean' } } },
    spec: 'docs/runtimes/fork.md §1',
    runtimes: ['fork'],
  },
  messages: { found: 'Found {{name}}.', leaky: 'Leaky {{name}} {{other}}.' },
  defaultOptions: { leak: false },
  check(ctx, options) {
    if (ctx.model.source.lstat('/w/THROW')) throw new Error('boom');
    if (!ctx.model.source.lstat('/w/BAD')) return;
    const span = { file: 'BAD', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 4 } };
    if (options.leak) ctx.report({ messageId: 'leaky', data: { name: 'BAD' } as never, span });
    else ctx.report({ messageId: 'found', data: { name: 'BAD' }, span });
  },
});

const bad = { BAD: 'bad\n' };

describe('rule tester', () => {
  it('runRuleOn returns the findings', () => {
    expect(runRuleOn(rule, { name: 'x', tree: bad }).map((f) => f.message)).toEqual(['Found BAD.']);
  });

  it.each<[string, Parameters<typeof checkValidCase>[1], string[]]>([
    ['a clean tree passes', { name: 'ok', tree: { 'AGENTS.md': 'x' } }, []],
    ['a finding fails', { name: 'bad', tree: bad }, ['unexpected bad-file found: Found BAD.']],
    ['a throwing rule fails', { name: 'throw', tree: { THROW: '' } }, ['unexpected internal-error ruleFailed: Rule bad-file failed: boom']],
    ['options outside the schema fail', { name: 'opts', tree: {}, options: { leek: true } }, ['case "opts" options (root) must NOT have additional properties']],
  ])('valid: %s', (_n, c, expected) => {
    expect(checkValidCase(rule, c)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof checkInvalidCase>[1], string[]]>([
    ['an exact expectation passes', { name: 'a', tree: bad, errors: [{ messageId: 'found', data: { name: 'BAD' }, file: 'BAD', line: 1, column: 1, endLine: 1, endColumn: 4 }] }, []],
    ['no expected finding fails', { name: 'b', tree: bad, errors: [] }, ['invalid case "b" must expect at least one finding']],
    ['a case that reports nothing fails', { name: 'c', tree: {}, errors: [{ messageId: 'found' }] }, ['expected 1 finding(s), got 0: []']],
    ['a wrong column fails', { name: 'd', tree: bad, errors: [{ messageId: 'found', column: 2 }] }, ['finding 1: expected {"messageId":"found","column":2}, got {"messageId":"found","column":1} (Found BAD.)']],
    ['wrong data fails', { name: 'e', tree: bad, errors: [{ messageId: 'found', data: { name: 'X' } }] }, ['finding 1: expected {"messageId":"found","data":{"name":"X"}}, got {"messageId":"found","data":{"name":"BAD"}} (Found BAD.)']],
    ['an unfilled placeholder fails', { name: 'f', tree: bad, options: { leak: true }, errors: [{ messageId: 'leaky' }] }, ['finding 1: unfilled placeholder in "Leaky BAD {{other}}."']],
  ])('invalid: %s', (_n, c, expected) => {
    expect(checkInvalidCase(rule, c)).toEqual(expected);
  });

  it('finds duplicate names and duplicate bodies', () => {
    expect(
      duplicateCases([
        { name: 'a', tree: { X: '1', Y: '2' } },
        { name: 'b', tree: { Y: '2', X: '1' } },
        { name: 'a', tree: { Z: '1' } },
        { name: 'c', tree: { X: '1', Y: '2' }, options: { leak: true } },
      ]),
    ).toEqual(['case "b" repeats case "a"', 'duplicate name "a"']);
  });
});
