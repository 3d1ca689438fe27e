/**
 * Positions of a config document are computed on first read (docs/runtimes/opencode.md §2.1):
 * the parse tree is jsonc-parser's tree of the raw text, built once, and the key span of a config
 * agent is the same span as before, looked up when read.
 */
import { describe, expect, it } from 'vitest';
import { parseTree } from 'jsonc-parser';
import { loadOcConfig } from '../../../src/runtimes/opencode/load/config.js';
import { readEnvironment } from '../../../src/runtimes/opencode/load/environment.js';
import { loadOcProject } from '../../../src/runtimes/opencode/load/project.js';
import { MemorySource } from '../../../src/source/memory.js';

const RAW = '{\n  // c\n  "instructions": ["AGENTS.md", "{env:NOPE}/x.md",],\n  "agent": {"rev": {"mode": "subagent", "description": "R"}},\n}\n';

describe('config document positions on demand', () => {
  it('builds the tree on the first read of doc.tree only, then returns the same tree, equal to parseTree of the raw text', () => {
    const src = new MemorySource('/r', { '.git': { dir: true }, 'opencode.jsonc': RAW });
    const env = readEnvironment({}, '/r', false, new Set());
    const cfg = loadOcConfig(src, '/r', '/r', env);
    const doc = cfg.docs[0]!;
    expect(doc.data).toEqual({ instructions: ['AGENTS.md', '/x.md'], agent: { rev: { mode: 'subagent', description: 'R' } } });
    expect(typeof Object.getOwnPropertyDescriptor(doc, 'tree')?.get).toBe('function');
    const t = doc.tree;
    expect(doc.tree).toBe(t);
    expect(JSON.stringify(t, (k, v: unknown) => (k === 'parent' ? undefined : v))).toBe(JSON.stringify(parseTree(RAW, [], { allowTrailingComma: true }), (k, v: unknown) => (k === 'parent' ? undefined : v)));
    expect(doc.lines.pos(RAW.indexOf('"agent"'))).toEqual({ line: 4, column: 3 });
  });

  it('gives a config agent the span of its key, as an eager lookup did', () => {
    const src = new MemorySource('/r', { '.git': { dir: true }, 'opencode.jsonc': RAW });
    const p = loadOcProject(src, { cwd: '/r', env: {}, withGlobal: false });
    const def = p.agentSet.definitions.find((d) => d.id === 'rev')!;
    expect(def.span).toEqual({ file: 'opencode.jsonc', pointer: '/agent/rev', start: { line: 4, column: 13 }, end: { line: 4, column: 18 } });
    expect(def.span).toBe(def.span);
  });
});
