import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { STATIC_RELEVANT_GLOBS } from '../../src/precommit/relevance.js';
import { staticReason } from '../../src/precommit/static-paths.js';

/** Paths around every static glob: at the root, nested, as a prefix or suffix of a name, in other case. */
const SAMPLES = [
  '.opencode.json', '.opencode.yaml', '.opencode', '.opencodex', 'sub/.opencode.json', 'a/b/.opencode.toml', 'opencode', 'x.opencode.json',
  '.opencode/agents/a.md', 'pkg/.opencode/flows/f.yaml', '.opencode/data/x', '.agents/types/a.md', 'deep/x/.agents/flows/f.yml', '.agents', 'a/.agents',
  '.agentsx/a.md', 'agents/a.md', 'my.opencode/x',
  'ctxlens.config.json', 'sub/ctxlens.config.json', 'ctxlens.config.jsonc', 'opencode.json', 'a/opencode.jsonc', 'opencode.json5', 'registry.json', 'x/registry.json', 'registry.jsonl',
  '.github/copilot-instructions.md', 'sub/.github/copilot-instructions.md', 'copilot-instructions.md', 'docs/copilot-instructions.md',
  '.cursorrules', 'a/.cursorrules', '.cursor/rules/x.mdc', 'pkg/.cursor/rules/deep/y.mdc', '.cursor/rules', '.cursor/other/x', 'rules/x', '.cursor/rulesx/y',
  'CLAUDE.md', 'a/b/CLAUDE.md', 'claude.md', 'CLAUDE.local.md', 'AGENTS.md', 'src/AGENTS.md', 'AGENTS.local.md', 'agents.md', 'AGENTS.md.bak',
  'opencode.md', 'OpenCode.md', 'OPENCODE.md', 'OPENCODE.local.md', 'opencode.local.md', 'OpenCode.local.md', 'Opencode.md',
  'CONTEXT.md', 'a/CONTEXT.md', 'context.md', 'CONTEXT.mdx',
  'src/a.ts', 'README.md', 'docs/guide.md', 'a/b/c/d.txt',
  '.tmp/sessions/s1/.manifest.json', 'pkg/.tmp/sessions/a/x.md', '.tmp/sessions', '.tmp/other/x', 'tmp/sessions/x', '.tmp/sessionsx/y',
  'agent/a.md', 'agents/team/b.md', 'agent', 'pkg/agents/a.md', 'pkg/agent/a.md', 'agentsx/a.md', 'src/agents.ts', 'config.json', 'pkg/config.json', 'config.jsonc',
  'ctxlens-baseline.json', 'pkg/ctxlens-baseline.json', 'ctxlens-baseline.json.bak', '.claude/agents/r.md', 'a/.claude/agents/x/y.md', '.claude/agents', '.claude/other.md', 'claude/agents/r.md',
];

/** Paths each glob must match: `**` replaced by nothing, one and two components. */
const fromGlobs = STATIC_RELEVANT_GLOBS.flatMap((g) =>
  ['', 'a/', 'a/b/'].flatMap((pre) => ['x', 'x/y.md'].map((tail) => g.glob.replace(/^\*\*\//, pre).replace(/\*\*$/, tail).replace(/\*/g, 'z'))),
);

describe('staticReason', () => {
  const globs = STATIC_RELEVANT_GLOBS.map((g) => picomatch(g.glob, { dot: true }));
  it.each([...SAMPLES, ...fromGlobs])('%s: relevant exactly when a static glob matches it', (p) => {
    const byGlob = globs.some((m) => m(p));
    expect(staticReason(p) !== null).toBe(byGlob);
  });

  it('names the reason', () => {
    expect(staticReason('pkg/.opencode.json')).toBe('a config candidate (.opencode.*)');
    expect(staticReason('x/.agents/flows/f.yaml')).toBe('below .opencode/ or .agents/ (agents, flows, data)');
    expect(staticReason('a/.cursor/rules/r.mdc')).toBe('a default context path (.cursor/rules/)');
    expect(staticReason('sub/AGENTS.md')).toBe('a default context path (AGENTS.md)');
    expect(staticReason('src/main.go')).toBeNull();
    expect(staticReason('.tmp/sessions/s1/.manifest.json')).toBe("OpenAgentsControl's session folders, which the oac-session-* rules check");
    expect(staticReason('agents/reviewer.md')).toBe("a config repository's agent folder, which agent-dir-not-read reports");
    expect(staticReason('config.json')).toBe('at the root, it makes the repository a config repository (agent-dir-not-read)');
    expect(staticReason('pkg/agents/reviewer.md')).toBeNull(); // the hook lints the root: only its agent folders
    expect(staticReason('pkg/config.json')).toBeNull();
  });
});
