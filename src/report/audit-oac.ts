import type { TokenCounter } from './audit.js';
import { resolveAgentDependency } from '../runtimes/oac/model/agent-deps.js';
import type { OacModel } from '../runtimes/oac/model/types.js';
import { CONTEXT_PREFIX, entryKey, parseDependency, resolveDependency } from '../runtimes/oac/model/resolve.js';

/** One category row of the OAC audit (docs/runtimes/oac.md §10). */
export interface OacCategoryRow {
  /** Top-level folder below `.opencode/context/`, or `(root)` for files directly in it. */
  category: string;
  /** Regular files (symlinks not counted). */
  files: number;
  /** Sum of file sizes in bytes. */
  bytes: number;
  /** Approximate tokens of the markdown files (the audit's o200k counter). */
  tokens: number;
  /** Registry entries (`section:id`) whose dependencies land in the category, in registry order. */
  registryDependents: string[];
  /** Agents (V1 IDs) whose frontmatter dependencies land in the category. */
  agentDependents: string[];
}

/** The keyword index of one manifest (docs/runtimes/oac.md §9.4, §10). */
export interface OacSessionIndex {
  manifest: string;
  /** Per keyword its files; `status`: `listed` (a context_files key on disk), `missing` (a key not on disk), `unknown` (not a key). */
  keywords: { keyword: string; files: { path: string; status: 'listed' | 'missing' | 'unknown' }[] }[];
}

/** The OAC section of `ctxlens audit` (docs/runtimes/oac.md §10). */
export interface OacAudit {
  root: string | null;
  categories: OacCategoryRow[];
  sessions: OacSessionIndex[];
}

/** Category of a path relative to the context root: its first folder, or `(root)`. */
function categoryOf(treePath: string): string {
  const i = treePath.indexOf('/');
  return i < 0 ? '(root)' : treePath.slice(0, i);
}

/** Categories a `context:` dependency lands in (registry targets, else the id's own first folder). */
function contextCategories(dep: string, viaRegistry: readonly string[]): readonly string[] {
  if (viaRegistry.length > 0) return viaRegistry;
  const p = parseDependency(dep);
  if (!p.ok || p.type !== 'context' || !p.id.includes('/')) return [];
  return [categoryOf(p.id)];
}

/**
 * Build the OAC audit: the context tree per category with files, bytes and tokens, who depends on
 * each category, and every manifest's keyword index (docs/runtimes/oac.md §10).
 */
export function buildOacAudit(oac: OacModel, count: TokenCounter): OacAudit {
  const rows = new Map<string, OacCategoryRow>();
  const row = (category: string): OacCategoryRow => {
    let r = rows.get(category);
    if (!r) rows.set(category, (r = { category, files: 0, bytes: 0, tokens: 0, registryDependents: [], agentDependents: [] }));
    return r;
  };
  for (const e of oac.tree?.entries ?? []) {
    if (e.kind === 'dir' && !e.treePath.includes('/')) row(e.treePath);
    if (e.kind !== 'file') continue;
    const r = row(categoryOf(e.treePath));
    r.files++;
    r.bytes += e.bytes ?? 0;
    if (e.text !== undefined) r.tokens += count(e.text);
  }
  const landed = (targets: readonly { path: { value: string } | null }[]) =>
    targets.flatMap((t) => (t.path?.value.startsWith(CONTEXT_PREFIX) ? [categoryOf(t.path.value.slice(CONTEXT_PREFIX.length))] : []));
  const add = (list: string[], name: string) => {
    if (!list.includes(name)) list.push(name);
  };
  const reg = oac.registry && oac.registry.errors.length === 0 ? oac.registry : null;
  for (const e of reg?.entries ?? []) {
    for (const d of e.dependencies) {
      const r = resolveDependency(reg!, d.value);
      for (const c of r.kind === 'ok' ? landed(r.targets) : []) if (rows.has(c)) add(rows.get(c)!.registryDependents, entryKey(e));
    }
  }
  for (const a of oac.agents) {
    for (const d of [...a.dependencies, ...a.context.map((c) => ({ ...c, value: c.value.includes(':') ? c.value : `context:${c.value}` }))]) {
      const r = resolveAgentDependency(oac, d.value);
      if (r.kind !== 'ok') continue;
      for (const c of contextCategories(d.value, landed(r.targets))) if (rows.has(c)) add(rows.get(c)!.agentDependents, a.v1Id);
    }
  }
  const categories = [...rows.values()].sort((x, y) => (x.category === '(root)' ? -1 : y.category === '(root)' ? 1 : Buffer.compare(Buffer.from(x.category), Buffer.from(y.category))));
  const sessions: OacSessionIndex[] = oac.sessions
    .filter((s) => s.file !== null && s.index !== null)
    .map((s) => {
      const exists = new Map(s.files.map((f) => [f.path.value, f.exists === 'file']));
      return {
        manifest: s.file!,
        keywords: s.index!.map((k) => ({ keyword: k.keyword.value, files: k.paths.map((p) => ({ path: p.value, status: !exists.has(p.value) ? 'unknown' : exists.get(p.value) ? 'listed' : 'missing' })) })),
      };
    });
  return { root: oac.tree?.root ?? null, categories, sessions };
}
