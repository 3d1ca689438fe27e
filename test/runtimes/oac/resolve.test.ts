import { describe, expect, it } from 'vitest';
import { MemorySource } from '../../../src/source/memory.js';
import { loadRegistry } from '../../../src/runtimes/oac/load/registry.js';
import { parseDependency, resolveDependency, wildcardPrefix } from '../../../src/runtimes/oac/model/resolve.js';
import { headerProblems } from '../../../src/runtimes/oac/model/header.js';
import { entry, registry } from '../../rules/opencode/oac-trees.js';

const reg = loadRegistry(
  new MemorySource('/w', {
    'registry.json': registry({
      subagents: [entry('task-manager', 'subagent', 'a.md', { aliases: ['tm'] })],
      contexts: [
        entry('standards-code', 'context', '.opencode/context/core/standards/code-quality.md'),
        entry('first', 'context', '.opencode/context/core/dup.md'),
        entry('second', 'context', '.opencode/context/core/dup.md'),
        entry('ctx-sys', 'context', '.opencode/context/core/context-system/guides/compact.md'),
      ],
      config: [entry('env-example', 'config', 'env.example')],
      skills: [entry('task-management', 'skill', '.opencode/skill/task-management/SKILL.md')],
    }),
  }),
  '/w',
)!;

describe('OAC dependency notation (docs/runtimes/oac.md §3)', () => {
  it.each<[string, ReturnType<typeof parseDependency>]>([
    ['context:core/standards/code', { ok: true, type: 'context', id: 'core/standards/code' }],
    ['subagent:task-manager', { ok: true, type: 'subagent', id: 'task-manager' }],
    ['task-manager', { ok: false, reason: 'format' }],
    [':x', { ok: false, reason: 'format' }],
    ['context:', { ok: false, reason: 'format' }],
    ['context:a:b', { ok: false, reason: 'colons' }],
    ['context:a b', { ok: false, reason: 'whitespace' }],
  ])('parses %s', (dep, expected) => {
    expect(parseDependency(dep)).toEqual(expected);
  });

  it.each([
    ['core/context-system/*', 'core/context-system/'],
    ['core/context-system*', 'core/context-system/'],
    ['*', ''],
    ['core/*/x', 'core/'],
  ])('wildcard prefix of %s is %s (the installer strips then appends "/")', (id, prefix) => {
    expect(wildcardPrefix(id)).toBe(prefix);
  });

  const ids = (dep: string) => {
    const r = resolveDependency(reg, dep);
    return r.kind === 'ok' ? r.targets.map((t) => t.id) : r.kind;
  };

  it('resolves by id, alias, path (first match), wildcard, config (singular) and skill', () => {
    expect(ids('subagent:task-manager')).toEqual(['task-manager']);
    expect(ids('subagent:tm')).toEqual(['task-manager']);
    expect(ids('context:core/dup')).toEqual(['first']);
    expect(ids('context:core/context-system/*')).toEqual(['ctx-sys']);
    expect(ids('context:*')).toEqual(['standards-code', 'first', 'second', 'ctx-sys']);
    expect(ids('config:env-example')).toEqual(['env-example']);
    expect(ids('skill:task-management')).toEqual(['task-management']);
  });

  it('reports what the installer cannot resolve', () => {
    expect(resolveDependency(reg, 'context:core/standards/code')).toEqual({ kind: 'notFound', type: 'context', id: 'core/standards/code', section: 'contexts', byPath: true });
    expect(ids('context:standards-code/')).toBe('notFound');
    expect(ids('agent:task-manager')).toBe('notFound');
    expect(ids('subagent:code/*')).toBe('wildcardNotContext');
    expect(ids('context:ui/*')).toBe('wildcardNoMatch');
    expect(ids('widget:x')).toBe('unknownType');
  });
});

describe('header standard (docs/runtimes/oac.md §6)', () => {
  it.each<[Record<string, string>, string[]]>([
    [{ Context: 'core/standards', Priority: 'critical', Version: '1.0', Updated: '2026-01-06' }, []],
    [{ Context: 'core/standards', Priority: 'high', Version: '1.0' }, ['missing Updated']],
    [{ Context: 'standards', Priority: 'High', Version: '1.0.0', Updated: '2026-13-01' }, ['Context "standards" is not {category}/{function}', 'Priority "High" is not one of critical, high, medium, low', 'Version "1.0.0" is not X.Y', 'Updated "2026-13-01" is not a YYYY-MM-DD date']],
  ])('%j', (fields, problems) => {
    expect(headerProblems(fields)).toEqual(problems);
  });
});
