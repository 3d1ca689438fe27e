import type { OacAgent, OacModel } from './types.js';
import { KNOWN_TYPES, parseDependency, resolveDependency, wildcardPrefix, type Resolution } from './resolve.js';

/**
 * Resolve an agent frontmatter dependency (docs/runtimes/oac.md §8.1). Frontmatter lists are
 * documentation for OAC's tooling, written in both notations, so an entry resolves when either
 * holds:
 * - the installer resolves it against `registry.json` (§3);
 * - or the tree has it: `context:<path>` names `.opencode/context/<path>.md` (a symlinked short
 *   name counts when it lands on a file), a wildcard matches a file under its prefix, and
 *   `agent:`/`subagent:<id>` names an agent by frontmatter `id`, file name, path ID or V1 ID.
 * Without a registry, other types (`tool:`, `command:` …) are not checked.
 */
export function resolveAgentDependency(oac: OacModel, dep: string): Resolution {
  const p = parseDependency(dep);
  if (!p.ok) return { kind: 'format', reason: p.reason };
  if (!(KNOWN_TYPES as readonly string[]).includes(p.type)) return { kind: 'unknownType', type: p.type };
  const viaRegistry = oac.registry && oac.registry.errors.length === 0 ? resolveDependency(oac.registry, dep) : null;
  if (viaRegistry && (viaRegistry.kind === 'ok' || viaRegistry.kind === 'unknownType' || viaRegistry.kind === 'wildcardNotContext')) return viaRegistry;
  if (!viaRegistry && p.id.includes('*') && p.type !== 'context') return { kind: 'wildcardNotContext', type: p.type };
  const { type, id } = p;
  if (type === 'context') {
    const entries = oac.tree?.entries ?? [];
    const lands = (e: (typeof entries)[number]) => e.kind === 'file' || (e.kind === 'symlink' && !!e.linkResolved);
    if (id.includes('*')) {
      const prefix = wildcardPrefix(id);
      if (entries.some((e) => lands(e) && e.treePath.startsWith(prefix) && e.treePath.endsWith('.md'))) return { kind: 'ok', targets: [] };
      return viaRegistry ?? { kind: 'wildcardNoMatch', prefix };
    }
    if (entries.some((e) => lands(e) && e.treePath === `${id}.md`)) return { kind: 'ok', targets: [] };
    return viaRegistry ?? { kind: 'notFound', type, id, section: 'contexts', byPath: true };
  }
  if (type === 'agent' || type === 'subagent') {
    if (oac.agents.some((a) => agentAnswersTo(a, id))) return { kind: 'ok', targets: [] };
    return viaRegistry ?? { kind: 'notFound', type, id, section: `${type}s`, byPath: false };
  }
  return viaRegistry ?? { kind: 'ok', targets: [] };
}

/** True when `id` names the agent by frontmatter `id`, file name, path-derived ID or V1 ID. */
export function agentAnswersTo(a: OacAgent, id: string): boolean {
  return a.fmId === id || a.baseName === id || a.pathId === id || a.v1Id === id;
}
