/**
 * `FilterDiscovered` (docs/runtimes/fork.md §6.4): subtract from the discovered files those the
 * agent's or step's scoped entries name, by canonical path.
 */
import { isDeclared, normaliseMode, type ContextSpec } from '../model/context.js';
import type { ProjectModel } from '../model/project.js';
import type { Node } from '../../../model/span.js';
import type { Canonicaliser } from './canonical.js';
import { checkContainment } from './containment.js';
import { tokenVarsFor } from './scoped-names.js';
import type { ResolvedTarget } from './target.js';
import { expandTokens } from './tokens.js';
import type { DiscoveredFile, FilteredOut } from './types.js';

/** One scoped entry that survived expansion and containment, as the filter uses it. */
export interface FilterEntry {
  layer: 'agent' | 'step';
  raw: string;
  node: Node<string> | null;
  joined: string;
  /** Canonical path; for a trailing-`/` entry, ending in `/`. */
  canonical: string;
  prefix: boolean;
  symlinkDirRoot: boolean;
}

/**
 * The inlined entries of a target (§6.4 step 2): S's entries if S is declared; A's if A is
 * declared and S is not a declared replace layer. Each goes through token expansion (§5.4)
 * and containment (§5.5); failures drop out. Returns `null` when neither A nor S is given.
 */
export function filterEntries(model: ProjectModel, rt: ResolvedTarget, canon: Canonicaliser): FilterEntry[] | null {
  const A = rt.agent?.context ?? null;
  const S = rt.step?.context ?? null;
  if (A === null && S === null) return null;
  const layers: ['agent' | 'step', ContextSpec][] = [];
  if (isDeclared(S)) layers.push(['step', S]);
  const sReplace = isDeclared(S) && normaliseMode(S.mode?.value).mode === 'replace';
  if (isDeclared(A) && !sReplace) layers.push(['agent', A]);
  const vars = tokenVarsFor(model, rt);
  const out: FilterEntry[] = [];
  for (const [layer, spec] of layers) {
    for (const node of spec.paths ?? []) {
      const x = expandTokens(node.value, vars);
      if (!x.ok) continue;
      const c = checkContainment(canon.fs, model.W, x.value);
      if (!c.ok) continue;
      const prefix = x.value.endsWith('/');
      let symlinkDirRoot = false;
      if (prefix) {
        symlinkDirRoot = model.source.lstat(c.joined)?.kind === 'symlink' && model.source.stat(c.joined)?.kind === 'dir';
      }
      const cj = canon.canonical(c.joined);
      out.push({ layer, raw: node.value, node, joined: c.joined, canonical: prefix ? cj + '/' : cj, prefix, symlinkDirRoot });
    }
  }
  return out;
}

/** Apply the filter (§6.4 steps 4–5): the kept files in discovery order, and the removed ones with the first entry responsible. */
export function filterDiscovered(
  model: ProjectModel,
  rt: ResolvedTarget,
  files: readonly DiscoveredFile[],
  canon: Canonicaliser,
): { kept: DiscoveredFile[]; removed: FilteredOut[] } {
  const entries = filterEntries(model, rt, canon);
  if (entries === null || entries.length === 0) return { kept: [...files], removed: [] };
  const kept: DiscoveredFile[] = [];
  const removed: FilteredOut[] = [];
  for (const f of files) {
    const cf = canon.canonical(f.abs);
    const e = entries.find((x) => (x.prefix ? cf.startsWith(x.canonical) : cf === x.canonical));
    if (e === undefined) kept.push(f);
    else removed.push({ file: f, layer: e.layer, raw: e.raw, node: e.node, joined: e.joined, symlinkDirRoot: e.symlinkDirRoot });
  }
  return { kept, removed };
}
