import { isMap, isPair, isScalar, isSeq, type Node as YNode } from 'yaml';
import { parseYaml, yamlAt, yamlSpan, type YamlDoc } from '../../../load/yaml-doc.js';
import { LineIndex, pointer } from '../../../model/span.js';
import { join } from '../../../go/path.js';
import type { FileSource } from '../../../source/types.js';
import { frontmatterOf } from './context.js';
import type { OacAgent, SpannedString } from '../model/types.js';

/** Agent folders OpenCode V1 scans recursively under `.opencode/` (docs/runtimes/oac.md §8). */
const AGENT_DIRS = ['agent', 'agents'];
const MAX_AGENT_BYTES = 1024 * 1024;
const MAX_DEPTH = 16;

/** Dependency types implied by the keys of an object-shaped `dependencies` (`{context: [], tools: []}`). */
const OBJECT_KEY_TYPES: Record<string, string> = { context: 'context', contexts: 'context', tools: 'tool', tool: 'tool', subagents: 'subagent', subagent: 'subagent', agents: 'agent', agent: 'agent', skills: 'skill', commands: 'command' };

/**
 * Scan `.opencode/{agent,agents}/**\/*.md` and read each frontmatter the way OAC writes it
 * (docs/runtimes/oac.md §8): gray-matter for the values (as the runtime), `yaml` for positions.
 * IDs: the path-derived ID, and the V1 ID that a frontmatter `name` replaces (docs/runtimes/oac.md §8).
 */
export function loadOacAgents(source: FileSource, W: string): OacAgent[] {
  const out: OacAgent[] = [];
  for (const top of AGENT_DIRS) {
    const base = `.opencode/${top}`;
    const walk = (rel: string, depth: number): void => {
      const list = source.readdir(join(W, rel));
      if (!list || depth > MAX_DEPTH) return;
      for (const d of list) {
        const path = `${rel}/${d.name}`;
        const st = d.kind === 'symlink' ? source.stat(join(W, path)) : { kind: d.kind };
        if (st?.kind === 'dir') walk(path, depth + 1);
        else if (st?.kind === 'file' && d.name.endsWith('.md')) out.push(readAgent(source, W, path, path.slice(base.length + 1, -3)));
      }
    };
    walk(base, 0);
  }
  return out;
}

function readAgent(source: FileSource, W: string, path: string, pathId: string): OacAgent {
  const agent: OacAgent = {
    path,
    pathId,
    baseName: pathId.split('/').pop()!,
    name: null,
    v1Id: pathId,
    fmId: null,
    parsed: false,
    dependencies: [],
    context: [],
    permissionsPlural: null,
    taskKeys: [],
  };
  const r = source.readFile(join(W, path), MAX_AGENT_BYTES);
  if (!r.ok) return agent;
  const text = r.data.toString('utf8');
  const lines = new LineIndex(text);
  const fm = frontmatterOf(text, path, lines);
  if (!fm.result?.ok) return agent;
  agent.parsed = true;
  const data = fm.result.data;
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text)![0].length;
  const closeLine = text.lastIndexOf('---', fm.bodyOffset);
  const y = parseYaml(text.slice(open, closeLine), path, { offset: open, lines });
  if (typeof data['name'] === 'string' && data['name'] !== '') {
    agent.name = { value: data['name'], span: yamlSpan(y, yamlAt(y, '/name').node, '/name') };
    agent.v1Id = data['name'];
  }
  if (typeof data['id'] === 'string') agent.fmId = data['id'];
  agent.dependencies = dependencyItems(y);
  agent.context = seqStrings(y, yamlAt(y, '/context').node, '/context');
  const plural = yamlAt(y, '/permissions');
  if (plural.key) agent.permissionsPlural = yamlSpan(y, plural.key, '/permissions');
  for (const k of ['permission', 'permissions']) {
    const task = yamlAt(y, `/${k}/task`).node;
    if (isMap(task)) {
      for (const p of task.items) {
        if (isPair(p) && isScalar(p.key)) agent.taskKeys.push({ value: String(p.key.value), span: yamlSpan(y, p.key as YNode, pointer(`/${k}/task`, String(p.key.value))) });
      }
    }
  }
  return agent;
}

/** String items of a YAML sequence with spans. */
function seqStrings(y: YamlDoc, node: unknown, at: string, implied?: string): SpannedString[] {
  if (!isSeq(node)) return [];
  const out: SpannedString[] = [];
  node.items.forEach((it, i) => {
    if (isScalar(it) && typeof it.value === 'string') {
      const v = implied && !it.value.includes(':') ? `${implied}:${it.value}` : it.value;
      out.push({ value: v, span: yamlSpan(y, it as YNode, pointer(at, i)) });
    }
  });
  return out;
}

/** `dependencies`: a list of `type:id`, or an object of lists keyed by type (§8.1). */
function dependencyItems(y: YamlDoc): SpannedString[] {
  const node = yamlAt(y, '/dependencies').node;
  if (isSeq(node)) return seqStrings(y, node, '/dependencies');
  if (!isMap(node)) return [];
  const out: SpannedString[] = [];
  for (const p of node.items) {
    if (!isPair(p) || !isScalar(p.key)) continue;
    const k = String(p.key.value);
    out.push(...seqStrings(y, p.value, pointer('/dependencies', k), OBJECT_KEY_TYPES[k] ?? k));
  }
  return out;
}
