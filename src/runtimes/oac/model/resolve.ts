import type { OacRegistry, RegistryEntry } from './types.js';

/**
 * Dependency notation and its resolution as OAC's installer (`install.sh`) resolves it,
 * docs/runtimes/oac.md §3. Pure functions over the loaded registry.
 */

/** The dependency types the installer knows: its section is the type plus `s` (`config` stays singular). */
export const KNOWN_TYPES = ['agent', 'subagent', 'command', 'tool', 'plugin', 'context', 'config', 'skill'] as const;

/** Registry section of a dependency type (§3.1). */
export function sectionOf(type: string): string {
  return type === 'config' ? 'config' : `${type}s`;
}

/** Prefix of every context path in the registry (§3.2). */
export const CONTEXT_PREFIX = '.opencode/context/';

/** A parsed `type:id`. */
export type ParsedDependency = { ok: true; type: string; id: string } | { ok: false; reason: 'format' | 'whitespace' | 'colons' };

/**
 * Parse `type:id` (§3.1). `format`: no colon, or an empty side; `colons`: more than one colon
 * (the validator and the installer split it differently); `whitespace`: the installer's
 * `for dep in $deps` splits such an entry into several words.
 */
export function parseDependency(dep: string): ParsedDependency {
  if (/\s/.test(dep)) return { ok: false, reason: 'whitespace' };
  const i = dep.indexOf(':');
  if (i <= 0 || i === dep.length - 1) return { ok: false, reason: 'format' };
  if (dep.indexOf(':', i + 1) >= 0) return { ok: false, reason: 'colons' };
  return { ok: true, type: dep.slice(0, i), id: dep.slice(i + 1) };
}

/** Outcome of resolving one dependency against the registry (§3.2–§3.4). */
export type Resolution =
  | { kind: 'ok'; targets: RegistryEntry[] }
  | { kind: 'format'; reason: 'format' | 'whitespace' | 'colons' }
  | { kind: 'unknownType'; type: string }
  | { kind: 'notFound'; type: string; id: string; section: string; byPath: boolean }
  | { kind: 'wildcardNotContext'; type: string }
  | { kind: 'wildcardNoMatch'; prefix: string };

/** The installer's wildcard prefix: text before the first `*`, trailing `/` removed, then `/` added when non-empty (§3.4). */
export function wildcardPrefix(id: string): string {
  let p = id.slice(0, id.indexOf('*'));
  p = p.replace(/\/$/, '');
  return p === '' ? '' : `${p}/`;
}

/**
 * Resolve `type:id` the way the installer does (§3):
 * 1. a `*` is allowed for contexts only and expands by path prefix under `.opencode/context/`;
 * 2. a context id containing `/` is the first context whose `path` is `.opencode/context/<id>.md`;
 * 3. any other id matches an entry of the type's section by `id` or by `aliases`.
 */
export function resolveDependency(reg: OacRegistry, dep: string): Resolution {
  const p = parseDependency(dep);
  if (!p.ok) return { kind: 'format', reason: p.reason };
  const { type, id } = p;
  if (!(KNOWN_TYPES as readonly string[]).includes(type)) return { kind: 'unknownType', type };
  const section = sectionOf(type);
  const inSection = reg.entries.filter((e) => e.section === section);
  if (id.includes('*')) {
    if (type !== 'context') return { kind: 'wildcardNotContext', type };
    const prefix = wildcardPrefix(id);
    const targets = inSection.filter((e) => e.path?.value.startsWith(CONTEXT_PREFIX + prefix));
    return targets.length > 0 ? { kind: 'ok', targets } : { kind: 'wildcardNoMatch', prefix };
  }
  if (type === 'context' && id.includes('/')) {
    const want = `${CONTEXT_PREFIX}${id}.md`;
    const first = inSection.find((e) => e.path?.value === want);
    return first ? { kind: 'ok', targets: [first] } : { kind: 'notFound', type, id, section, byPath: true };
  }
  const targets = inSection.filter((e) => e.id === id || e.aliases.some((a) => a.value === id));
  return targets.length > 0 ? { kind: 'ok', targets } : { kind: 'notFound', type, id, section, byPath: false };
}

/** Key of an entry for graphs and messages: `section:id` (`subagents:task-manager`). */
export function entryKey(e: RegistryEntry): string {
  return `${e.section}:${e.id ?? `#${e.index}`}`;
}
