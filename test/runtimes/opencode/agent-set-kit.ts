/** Test helpers: load the agents of an in-memory tree (docs/runtimes/opencode.md §5). */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { loadAgents, type AgentLayer } from '../../../src/runtimes/opencode/load/agent-set.js';
import { LineIndex } from '../../../src/model/span.js';
import { MemorySource, type MemoryNode } from '../../../src/source/memory.js';

/** A config layer for a JSON text at /w/<name>, with jsonc-parser positions. */
export function configLayer(name: string, text: string): AgentLayer {
  const root = parseTree(text)!;
  const lines = new LineIndex(text);
  return {
    kind: 'config',
    abs: `/w/${name}`,
    value: JSON.parse(text) as unknown,
    spanAt: (pointer, which) => {
      const segs = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      let n = findNodeAtLocation(root, segs);
      while (!n && segs.length > 0) n = findNodeAtLocation(root, segs.splice(-1, 1) && segs);
      const node = which === 'key' && n?.parent?.type === 'property' ? n.parent.children![0]! : (n ?? root);
      return lines.span(name, pointer, node.offset, node.offset + node.length);
    },
  };
}

/** Load the agents of an in-memory tree at /w: `opencode.json` (when present) then `.opencode/`. */
export function load(tree: Record<string, MemoryNode>) {
  const source = new MemorySource('/w', tree);
  const layers: AgentLayer[] = [];
  if (typeof tree['opencode.json'] === 'string') layers.push(configLayer('opencode.json', tree['opencode.json']));
  layers.push({ kind: 'directory', dir: '/w/.opencode' });
  return loadAgents(source, { root: '/w', layers });
}

