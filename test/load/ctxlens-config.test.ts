import { describe, expect, it } from 'vitest';
import { loadCtxlensConfig } from '../../src/load/ctxlens-config/load.js';
import { findConfigFile } from '../../src/load/ctxlens-config/locate.js';
import { parseCtxlensConfig } from '../../src/load/ctxlens-config/parse.js';
import { ConfigError } from '../../src/load/ctxlens-config/problems.js';
import { defineRule, type AnyRule } from '../../src/engine/define-rule.js';
import { MemorySource } from '../../src/source/memory.js';

const rule = (id: string, schema: object | null): AnyRule =>
  defineRule({
    id,
    meta: { kind: 'problem', description: 'Test rule.', severity: 'warning', fixable: false, needs: ['model'], schema, spec: 'docs/runtimes/fork.md §1', runtimes: ['fork'] },
    messages: { m: 'x' },
    defaultOptions: {},
    check() {},
  });

const RULES = [
  rule('parse-error', null),
  rule('manifest-budget', { type: 'object', additionalProperties: false, properties: { maxBytes: { type: 'integer', minimum: 1 } } }),
];

/** The problems of a config text, as `line:column message`. */
function problems(text: string): string[] {
  try {
    parseCtxlensConfig(text, '/r/ctxlens.config.json', 'ctxlens.config.json', RULES);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems.map((p) => `${p.line}:${p.column} ${p.message}`);
    throw e;
  }
  return [];
}

describe('findConfigFile', () => {
  it.each<[string, Record<string, string | { dir: true }>, string, string | null]>([
    ['in the working directory', { 'r/.git': { dir: true }, 'r/sub/ctxlens.config.json': '{}' }, '/r/sub', '/r/sub/ctxlens.config.json'],
    ['in a parent up to the repository root', { 'r/.git': { dir: true }, 'r/ctxlens.config.json': '{}', 'r/a/b/x': 'x' }, '/r/a/b', '/r/ctxlens.config.json'],
    ['.git as a file (worktree) also marks the root', { 'r/.git': 'gitdir: x', 'r/ctxlens.config.json': '{}', 'r/a/x': 'x' }, '/r/a', '/r/ctxlens.config.json'],
    ['not above the repository root', { 'ctxlens.config.json': '{}', 'r/.git': { dir: true }, 'r/a/x': 'x' }, '/r/a', null],
    ['nearest wins', { 'r/.git': { dir: true }, 'r/ctxlens.config.json': '{}', 'r/a/ctxlens.config.json': '{}' }, '/r/a', '/r/a/ctxlens.config.json'],
    ['none', { 'r/.git': { dir: true } }, '/r', null],
  ])('%s', (_n, tree, cwd, expected) => {
    expect(findConfigFile(new MemorySource('/', tree), cwd)).toBe(expected);
  });
});

describe('loadCtxlensConfig', () => {
  it('reads through the file source and decodes rules and ignore', () => {
    const src = new MemorySource('/', {
      'r/.git': { dir: true },
      'r/ctxlens.config.json': JSON.stringify({ rules: { 'parse-error': 'warning', 'manifest-budget': { severity: 'error', options: { maxBytes: 100 } } }, ignore: ['vendor/'] }),
    });
    expect(loadCtxlensConfig(src, '/r', RULES)).toEqual({
      file: '/r/ctxlens.config.json',
      rules: { 'parse-error': { severity: 'warning' }, 'manifest-budget': { severity: 'error', options: { maxBytes: 100 } } },
      ignore: ['vendor/'],
      runtime: null,
    });
  });

  it('gives defaults when there is no config', () => {
    expect(loadCtxlensConfig(new MemorySource('/', { 'r/.git': { dir: true } }), '/r', RULES)).toEqual({ file: null, rules: {}, ignore: [], runtime: null });
  });

  it('prefers an explicit --config text', () => {
    const src = new MemorySource('/', { 'r/.git': { dir: true }, 'r/ctxlens.config.json': '{"ignore": ["a"]}' });
    expect(loadCtxlensConfig(src, '/r', RULES, { abs: '/elsewhere/c.json', text: '{"ignore": ["b"]}' }).ignore).toEqual(['b']);
  });

  it('reports an unreadable config file', () => {
    const src = new MemorySource('/', { 'r/.git': { dir: true }, 'r/ctxlens.config.json': { fifo: true } });
    expect(() => loadCtxlensConfig(src, '/r', RULES)).toThrow(/ctxlens.config.json: cannot read the ctxlens config \(ENOTREG\)/);
  });
});

describe('parseCtxlensConfig problems', () => {
  it.each<[string, string, string[]]>([
    ['valid', '{"$schema": "x", "rules": {"parse-error": "off"}, "ignore": []}', []],
    ['JSON syntax error', '{\n  "rules": {},\n}', ['3:1 JSON syntax error: PropertyNameExpected']],
    ['empty file', '', ['1:1 JSON syntax error: ValueExpected']],
    ['unknown rule with suggestion', '{\n  "rules": {"parse-eror": "error"}\n}', ['2:13 unknown rule "parse-eror"; did you mean "parse-error"?']],
    ['unknown rule without suggestion', '{"rules": {"zzz": "error"}}', ['1:12 unknown rule "zzz"']],
    ['bad severity with suggestion', '{"rules": {"parse-error": "warn"}}', ['1:27 rule "parse-error": expected one of "off", "info", "warning", "error", found "warn"; did you mean "warning"?']],
    ['bad severity in object', '{"rules": {"parse-error": {"severity": "fatal"}}}', ['1:40 rule "parse-error": severity: expected one of "off", "info", "warning", "error", found "fatal"']],
    ['options for a rule without options', '{"rules": {"parse-error": {"options": {"x": 1}}}}', ['1:28 rule "parse-error" takes no options']],
    ['options not matching the rule schema', '{"rules": {"manifest-budget": {"options": {"maxBytes": 0}}}}', ['1:56 rule "manifest-budget" options: "/maxBytes" must be >= 1']],
    ['unknown option', '{"rules": {"manifest-budget": {"options": {"max": 1}}}}', ['1:43 rule "manifest-budget" options: unknown option "max"']],
    ['unknown top-level key with suggestion', '{"ignores": []}', ['1:2 unknown key "ignores" at the top level; did you mean "ignore"?']],
    ['ignore entry not a string', '{"ignore": ["a", 3]}', ['1:18 expected string at "/ignore/1", found integer.']],
    ['top level not an object', '[]', ['1:1 expected object at the top level, found array.']],
  ])('%s', (_n, text, expected) => {
    expect(problems(text)).toEqual(expected);
  });

  it('ConfigError message lists file:line:col lines', () => {
    expect(() => parseCtxlensConfig('{"rules": {"x": "off"}, "bad": 1}', '/r/c.json', 'c.json', RULES)).toThrow('c.json:1:12: unknown rule "x"\nc.json:1:25: unknown key "bad" at the top level.');
  });
});

describe('loadCtxlensConfig: oacManifests (docs/runtimes/oac.md §9.1)', () => {
  it('decodes the list, and refuses a wrong type', () => {
    const at = (text: string) => new MemorySource('/', { 'r/.git': { dir: true }, 'r/ctxlens.config.json': text });
    expect(loadCtxlensConfig(at('{"oacManifests": ["work/s/.manifest.json"]}'), '/r', RULES).oacManifests).toEqual(['work/s/.manifest.json']);
    expect(() => loadCtxlensConfig(at('{"oacManifests": "work/s/.manifest.json"}'), '/r', RULES)).toThrow(/oacManifests/);
  });
});
