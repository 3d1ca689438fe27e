/**
 * The agent list of a start and the `default_agent` check come from the exact agent set
 * (docs/runtimes/opencode.md §5): a markdown file the runtime drops is no agent, a frontmatter
 * `name` renames, `mode/` files are primary.
 */
import { describe, expect, it } from 'vitest';
import { loadOcProject } from '../../../src/runtimes/opencode/load/project.js';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';

const R = '/r';
const load = (tree: Record<string, MemoryNode>) =>
  loadOcProject(new MemorySource(R, { '.git': { dir: true }, ...tree }), { cwd: R, env: {}, withGlobal: false });

// The frontmatter fails, the runtime's retry changes the text and fails again: the file is dropped.
const TWOFAIL = '---\ndescription: Use this: for review\ntags: [unclosed\n---\nTwofail.\n';

describe('agent list from the exact agent set', () => {
  it('built-ins first in the runtime order, then the others by ID, with the source of the winning definition', () => {
    const p = load({
      '.opencode/agent/zeta.md': '---\nmode: subagent\n---\nZ\n',
      '.opencode/agent/alpha.md': '---\nname: renamed\n---\nA\n',
      '.opencode/mode/fast.md': '---\nmode: subagent\n---\nF\n',
      'opencode.json': '{"agent": {"plan": {"hidden": true}, "cfg": {"mode": "primary"}}}',
    });
    expect(p.agents.map((a) => [a.id, a.mode, a.source, a.hidden, a.file])).toEqual([
      ['build', 'primary', 'builtin', false, null],
      ['plan', 'primary', 'config', true, `${R}/opencode.json`],
      ['general', 'subagent', 'builtin', false, null],
      ['explore', 'subagent', 'builtin', false, null],
      ['title', 'primary', 'builtin', true, null],
      ['summary', 'primary', 'builtin', true, null],
      ['compaction', 'primary', 'builtin', true, null],
      ['cfg', 'primary', 'config', false, `${R}/opencode.json`],
      ['fast', 'primary', 'markdown', false, `${R}/.opencode/mode/fast.md`],
      ['renamed', 'all', 'markdown', false, `${R}/.opencode/agent/alpha.md`],
      ['zeta', 'subagent', 'markdown', false, `${R}/.opencode/agent/zeta.md`],
    ]);
  });

  it('default_agent naming a markdown agent the runtime drops: not found', () => {
    const p = load({ '.opencode/agent/twofail.md': TWOFAIL, 'opencode.json': '{"default_agent": "twofail"}' });
    expect(p.agents.some((a) => a.id === 'twofail')).toBe(false);
    expect(p.refusal).toBe('default agent "twofail" not found');
  });

  it('default_agent naming a mode/ file (primary whatever it says) starts', () => {
    const p = load({ '.opencode/mode/fast.md': '---\nmode: subagent\n---\nF\n', 'opencode.json': '{"default_agent": "fast"}' });
    expect(p.refusal).toBeNull();
  });
});
