/**
 * V2 config precedence (docs/runtimes/opencode-v2.md §2; spec §2.3, §2.4) and agents
 * (docs §5; spec §5.1, §5.4–§5.6). Worked out from the spec.
 */
import { describe, expect, it } from 'vitest';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';
import { loadV2 } from '../../../src/runtimes/opencode-v2/sim/model.js';
import { DEFAULT_V2_OPTIONS } from '../../../src/runtimes/opencode-v2/model/types.js';

function model(tree: Record<string, MemoryNode>, location: string, vars: Record<string, string> = {}, withGlobal = false) {
  return loadV2(new MemorySource('/', tree), { location, vars, withGlobal }, DEFAULT_V2_OPTIONS);
}

describe('V2 config (§2)', () => {
  it('.opencode/opencode.json beats every direct opencode.json, even a nearer one', () => {
    const m = model(
      {
        'r/.git': { dir: true },
        'r/.opencode/opencode.json': '{"default_agent": "from-dot-opencode"}',
        'r/sub/opencode.json': '{"default_agent": "from-direct"}',
      },
      '/r/sub',
    );
    expect(m.config.defaultAgent).toEqual({ value: 'from-dot-opencode', file: '/r/.opencode/opencode.json' });
    expect(m.config.documents.map((d) => `${d.kind} ${d.path}`)).toEqual(['direct /r/sub/opencode.json', 'dot-opencode /r/.opencode/opencode.json']);
  });

  const above = {
    'opencode.json': '{"default_agent": "top"}',
    'r/opencode.jsonc': '{"default_agent": "jsonc", }',
    'r/opencode.json': '{"default_agent": "json"}',
    'r/p/.git': { dir: true },
  } as const;

  it('with --with-global the walk goes past the git root to /, farthest first; opencode.jsonc after opencode.json in one directory', () => {
    const m = model({ ...above }, '/r/p', {}, true);
    expect(m.config.documents.map((d) => d.path)).toEqual(['/opencode.json', '/r/opencode.json', '/r/opencode.jsonc']);
    expect(m.config.defaultAgent?.value).toBe('jsonc');
  });

  it('without --with-global the walk stops at the project root and a note names what V2 would merge', () => {
    const m = model({ ...above, 'r/p/opencode.json': '{"default_agent": "p"}' }, '/r/p');
    expect(m.config.documents.map((d) => d.path)).toEqual(['/r/p/opencode.json']);
    expect(m.notes.find((n) => n.id === 'config-above-root-not-read')?.message).toBe(
      '/r/opencode.json, /r/opencode.jsonc, /opencode.json lie above the project root: V2 merges them (its config walk goes to /); pass --with-global to include user-level files',
    );
  });

  it('a syntax error rejects the whole document with a warning (V1 refuses to start)', () => {
    const m = model({ 'r/.git': { dir: true }, 'r/opencode.json': '{"default_agent": "a" "x": 1}' }, '/r');
    expect(m.config.documents[0]?.value).toBeNull();
    expect(m.notes.find((n) => n.id === 'config-rejected')?.message).toBe('V2 rejects the whole document (CommaExpected at line 1); V1 refuses to start instead');
  });

  it('{env:} is inserted raw, {file:} trimmed and JSON-escaped, a {file:} on a // line left alone', () => {
    const m = model(
      {
        'r/.git': { dir: true },
        'r/opencode.json': '{\n// "x": "{file:missing.txt}"\n"default_agent": "{env:WHO}-{file:name.txt}"\n}',
        'r/name.txt': '  a"b\n',
      },
      '/r',
      { WHO: 'me' },
    );
    expect(m.config.defaultAgent?.value).toBe('me-a"b');
  });

  it('OPENCODE_DISABLE_PROJECT_CONFIG skips the project walk', () => {
    const m = model({ 'r/.git': { dir: true }, 'r/opencode.json': '{"default_agent": "x"}' }, '/r', { OPENCODE_DISABLE_PROJECT_CONFIG: '1' });
    expect(m.config.documents).toEqual([]);
  });
});

describe('V2 agents (§5)', () => {
  const agents = (tree: Record<string, MemoryNode>) => model({ 'r/.git': { dir: true }, ...tree }, '/r').agents.filter((a) => a.kind !== 'builtin');

  it('IDs always come from the path; frontmatter name does not change them, and V1 would have used it', () => {
    const [a] = agents({ 'r/.opencode/agent/core/openagent.md': '---\nname: OpenAgent\ndescription: d\nmode: primary\n---\nbody\n' });
    expect(a).toMatchObject({ id: 'core/openagent', v1Id: 'OpenAgent', format: 'legacy', legacyKeys: ['name'], mode: 'primary' });
    expect(a!.notes.find((n) => n.id === 'agent-id-changes')?.message).toBe(
      'V1 calls this agent "OpenAgent" (frontmatter name); V2 calls it "core/openagent" (its path): references to "OpenAgent" stop resolving',
    );
  });

  it('native frontmatter stays native; any other key sends the whole file down the legacy migration', () => {
    const list = agents({
      'r/.opencode/agents/native.md': '---\ndescription: n\nmode: subagent\ncolor: "#ff0000"\nsteps: 3\n---\n',
      'r/.opencode/agents/old.md': '---\ndescription: o\ntools:\n  bash: false\nmaxSteps: 5\ntemperature: 0.1\ndisable: true\nprompt: p\ncategory: core\n---\n',
    });
    expect(list.map((a) => [a.id, a.format])).toEqual([
      ['native', 'native'],
      ['old', 'legacy'],
    ]);
    expect(list[1]!.migrations).toEqual([
      { from: 'tools', to: 'permissions' },
      { from: 'maxSteps', to: 'steps' },
      { from: 'temperature', to: 'request.body' },
      { from: 'disable', to: 'disabled' },
      { from: 'prompt', to: 'system' },
      { from: 'category', to: 'request.body' },
    ]);
    expect(list[1]!.disabled).toBe(true);
  });

  it('unparsable frontmatter and a theme-token color in native frontmatter are skipped silently by V2', () => {
    const list = agents({ 'r/.opencode/agent/bad.md': '---\nx: [\n---\n', 'r/.opencode/agent/tok.md': '---\ncolor: primary\n---\n' });
    expect(list.map((a) => [a.id, a.format])).toEqual([
      ['bad', 'skipped'],
      ['tok', 'skipped'],
    ]);
  });

  it('mode(s)/ files are primary and flat; agent(s)/ is recursive; config agents merge field by field with the V1 spellings', () => {
    const m = model(
      {
        'r/.git': { dir: true },
        'r/.opencode/modes/m.md': '---\ndescription: m\n---\n',
        'r/.opencode/modes/deep/n.md': '---\ndescription: n\n---\n',
        'r/.opencode/agents/team/reviewer.md': '---\nmode: subagent\n---\n',
        'r/opencode.json': '{"agent": {"team/reviewer": {"description": "from json"}}, "agents": {"build": {"disabled": true}}}',
      },
      '/r',
    );
    const by = new Map(m.agents.map((a) => [a.id, a]));
    expect(by.get('m')?.mode).toBe('primary');
    expect(by.has('deep/n')).toBe(false);
    expect(by.get('team/reviewer')).toMatchObject({ mode: 'subagent', description: 'from json', kind: 'markdown' });
    expect(by.get('build')?.disabled).toBe(true);
  });
});
