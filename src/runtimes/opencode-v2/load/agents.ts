/**
 * Markdown and config agents under V2 (docs/runtimes/opencode-v2.md §5): IDs always from the
 * path, V1-style frontmatter detected and migrated, unparsable files skipped. The V1 ID of the
 * same file (frontmatter `name` overrides it) is kept beside it for the migration report.
 */
import { posix as path } from 'node:path';
import { grayMatter } from '../../../load/gray-matter.js';
import type { FileSource } from '../../../source/types.js';
import type { V2Config } from './config.js';
import { decodeText } from './text.js';
import type { V2Note } from '../model/types.js';

/** The native V2 frontmatter keys (docs §5.2); any other key sends the whole file down the legacy path. */
export const NATIVE_KEYS = ['model', 'variant', 'request', 'system', 'description', 'mode', 'hidden', 'color', 'steps', 'disabled', 'permissions'] as const;

/** Built-in agents of V2 (docs §5.5). */
export const BUILTIN_AGENTS = ['build', 'plan', 'general', 'explore', 'compaction', 'title', 'summary'] as const;

/** One field the legacy migration moves (docs §5.3). */
export interface V2Migration {
  from: string;
  to: string;
}

/** One agent as V2 sees it. */
export interface V2Agent {
  /** The V2 ID: always path-derived (docs §5.1). */
  id: string;
  /** The ID V1 gives the same definition: frontmatter `name` when set, else the path ID; null for V2-only built-ins. */
  v1Id: string | null;
  /** `builtin`, `markdown` or `config` (an `agents`/`agent`/`mode` entry). */
  kind: 'builtin' | 'markdown' | 'config';
  /** The markdown file, absolute. */
  file?: string;
  /** `native`, `legacy` (decoded as V1 and migrated), or `skipped` (V2 drops the file silently). */
  format: 'native' | 'legacy' | 'skipped';
  /** For `legacy`: the keys outside the native set that triggered it. */
  legacyKeys: string[];
  /** For `legacy`: what the migration does with each V1 field. */
  migrations: V2Migration[];
  mode: string;
  description: string | null;
  /** `disabled: true` (or V1 `disable: true`): the agent is removed. */
  disabled: boolean;
  notes: V2Note[];
}

/** Where the legacy migration sends a V1 field (docs §5.3). */
export function migrationOf(key: string): string {
  switch (key) {
    case 'prompt':
      return 'system';
    case 'disable':
      return 'disabled';
    case 'maxSteps':
      return 'steps';
    case 'permission':
    case 'tools':
      return 'permissions';
    case 'temperature':
    case 'top_p':
    case 'options':
      return 'request.body';
    default:
      return (NATIVE_KEYS as readonly string[]).includes(key) ? key : 'request.body';
  }
}

/** The markdown agent files of one config directory, with their path IDs (docs §5.1). */
export function scanAgentFiles(source: FileSource, dir: string): { file: string; id: string; forcePrimary: boolean }[] {
  const out: { file: string; id: string; forcePrimary: boolean }[] = [];
  const seen = new Set<string>();
  const walk = (base: string, sub: string, recursive: boolean, forcePrimary: boolean, depth: number): void => {
    const abs = sub === '' ? base : path.join(base, sub);
    const real = source.realpath(abs);
    if (real === null || seen.has(real) || depth > 32) return;
    seen.add(real);
    for (const e of source.readdir(abs) ?? []) {
      const relPath = sub === '' ? e.name : `${sub}/${e.name}`;
      const child = path.join(base, relPath);
      const kind = e.kind === 'symlink' ? source.stat(child)?.kind : e.kind;
      if (kind === 'dir' && recursive) walk(base, relPath, recursive, forcePrimary, depth + 1);
      else if (kind === 'file' && e.name.endsWith('.md')) out.push({ file: child, id: relPath.slice(0, -3), forcePrimary });
    }
  };
  for (const name of ['agent', 'agents']) walk(path.join(dir, name), '', true, false, 0);
  for (const name of ['mode', 'modes']) walk(path.join(dir, name), '', false, true, 0);
  return out;
}

/** Decode one markdown agent file (docs §5.2, §5.3). */
export function decodeAgentFile(source: FileSource, file: string, id: string, forcePrimary: boolean): V2Agent {
  const base: V2Agent = { id, v1Id: id, kind: 'markdown', file, format: 'skipped', legacyKeys: [], migrations: [], mode: forcePrimary ? 'primary' : 'all', description: null, disabled: false, notes: [] };
  const r = source.readFile(file);
  if (!r.ok) return { ...base, notes: [{ id: 'agent-skipped', severity: 'warning', message: `cannot be read (${r.code}): V2 skips it silently`, file, section: '§5.2' }] };
  let data: Record<string, unknown>;
  try {
    // gray-matter caches by content; the options object disables that cache.
    data = grayMatter(decodeText(r.data), {}).data as Record<string, unknown>;
  } catch (e) {
    const msg = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    return {
      ...base,
      notes: [{ id: 'agent-skipped', severity: 'warning', message: `frontmatter does not parse (${msg}): V2 skips the agent silently, V1 loads it with the whole file as prompt`, file, section: '§5.2' }],
    };
  }
  const keys = Object.keys(data);
  const legacyKeys = keys.filter((k) => !(NATIVE_KEYS as readonly string[]).includes(k));
  const v1Id = typeof data['name'] === 'string' && data['name'] !== '' ? data['name'] : id;
  const notes: V2Note[] = [];
  const mode = forcePrimary ? 'primary' : typeof data['mode'] === 'string' ? data['mode'] : 'all';
  const description = typeof data['description'] === 'string' ? data['description'] : null;
  if (legacyKeys.length === 0) {
    const color = data['color'];
    if (color !== undefined && !(typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color))) {
      notes.push({ id: 'agent-skipped', severity: 'warning', message: `color ${JSON.stringify(color)} is not #RRGGBB: the native V2 schema rejects it and V2 skips the agent silently`, file, section: '§5.2' });
      return { ...base, v1Id, notes };
    }
    return { ...base, v1Id, format: 'native', mode, description, disabled: data['disabled'] === true, notes };
  }
  const migrations = legacyKeys.map((k) => ({ from: k, to: k === 'name' ? 'request.body (the ID stays path-derived)' : migrationOf(k) }));
  notes.push({
    id: 'agent-legacy',
    severity: 'info',
    message: `V1-style frontmatter (${legacyKeys.join(', ')}): V2 decodes the whole file as V1 and migrates it (${migrations.map((m) => `${m.from} → ${m.to}`).join(', ')})`,
    file,
    section: '§5.3',
  });
  if (v1Id !== id) {
    notes.push({ id: 'agent-id-changes', severity: 'warning', message: `V1 calls this agent "${v1Id}" (frontmatter name); V2 calls it "${id}" (its path): references to "${v1Id}" stop resolving`, file, section: '§5.1' });
  }
  return { ...base, v1Id, format: 'legacy', legacyKeys, migrations, mode, description, disabled: data['disabled'] === true || data['disable'] === true, notes };
}

/**
 * Every agent of the Location under V2 (docs §5): built-ins, markdown files of every config
 * directory (later directories override earlier ones), then config entries field by field.
 * Disabled agents stay in the list with `disabled: true`.
 */
export function loadV2Agents(source: FileSource, config: V2Config): V2Agent[] {
  const agents = new Map<string, V2Agent>();
  for (const id of BUILTIN_AGENTS) {
    agents.set(id, { id, v1Id: id, kind: 'builtin', format: 'native', legacyKeys: [], migrations: [], mode: id === 'build' || id === 'plan' ? 'primary' : id === 'general' || id === 'explore' ? 'subagent' : 'hidden', description: null, disabled: false, notes: [] });
  }
  for (const dir of config.directories) {
    for (const f of scanAgentFiles(source, dir)) {
      const a = decodeAgentFile(source, f.file, f.id, f.forcePrimary);
      const prev = agents.get(a.id);
      if (a.format === 'skipped' && prev !== undefined) {
        agents.set(a.id, { ...prev, notes: [...prev.notes, ...a.notes] });
        continue;
      }
      agents.set(a.id, a);
    }
  }
  for (const [id, entry] of config.agents) {
    const prev = agents.get(id);
    const f = entry.fields;
    const legacyKeys = Object.keys(f).filter((k) => !(NATIVE_KEYS as readonly string[]).includes(k) && k !== 'prompt');
    agents.set(id, {
      id,
      v1Id: id,
      kind: prev?.kind ?? 'config',
      ...(prev?.file !== undefined ? { file: prev.file } : {}),
      format: prev?.format === 'legacy' || legacyKeys.length > 0 ? 'legacy' : 'native',
      legacyKeys: [...new Set([...(prev?.legacyKeys ?? []), ...legacyKeys])],
      migrations: [...(prev?.migrations ?? []), ...legacyKeys.filter((k) => !(prev?.legacyKeys ?? []).includes(k)).map((k) => ({ from: k, to: migrationOf(k) }))],
      mode: typeof f['mode'] === 'string' ? f['mode'] : prev?.mode ?? 'all',
      description: typeof f['description'] === 'string' ? f['description'] : prev?.description ?? null,
      disabled: f['disabled'] === true || f['disable'] === true || (f['disabled'] === undefined && f['disable'] === undefined && (prev?.disabled ?? false)),
      notes: prev?.notes ?? [],
    });
    if (prev?.v1Id !== undefined && prev.v1Id !== null) agents.get(id)!.v1Id = prev.v1Id;
  }
  return [...agents.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
