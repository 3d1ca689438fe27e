/**
 * File names that agents and flow steps name in their scoped `context.paths`, for the U8
 * finding: discovery uses only the global basenames (docs/runtimes/fork.md §6.2 step 1, §8 U8).
 */
import { isDeclared } from '../model/context.js';
import type { ProjectModel } from '../model/project.js';
import type { Node } from '../../../model/span.js';
import { base, join } from '../../../go/path.js';
import { allTargets, type ResolvedTarget } from './target.js';
import { expandTokens, type TokenVars } from './tokens.js';

/** Token values of one target, as the resolver uses them (docs/runtimes/fork.md §5.1, §5.4). */
export function tokenVarsFor(model: ProjectModel, rt: ResolvedTarget): TokenVars {
  return { agent: rt.target.agentId, flowId: rt.target.flowId ?? '', flowStep: rt.target.stepId ?? '', env: model.env };
}

/** One scoped entry naming a single file (no trailing `/`), after token expansion. */
export interface ScopedNameEntry {
  /** Basename of the expanded entry. */
  name: string;
  raw: string;
  node: Node<string> | null;
  layer: 'agent' | 'step';
  /** `agent <id>` or `flow <id> step <id>`. */
  owner: string;
  /** The file the expanded entry itself names, `Join(W, entry)` (absolute, cleaned); it is inlined, not a U8 case. */
  target?: string;
}

/** `scopedNameEntries` per model and set of global names (the discovery walk and a rule both ask). */
const memo = new WeakMap<ProjectModel, Map<string, readonly ScopedNameEntry[]>>();

/**
 * Every scoped single-file entry of every target whose basename is not in `globalNames`,
 * de-duplicated by (node position, name). Computed once per model and set of names; the list is
 * shared, never change it.
 */
export function scopedNameEntries(model: ProjectModel, globalNames: ReadonlySet<string>): readonly ScopedNameEntry[] {
  let byNames = memo.get(model);
  if (byNames === undefined) {
    byNames = new Map();
    memo.set(model, byNames);
  }
  const key = [...globalNames].sort().join('\0');
  let done = byNames.get(key);
  if (done === undefined) {
    done = computeScopedNameEntries(model, globalNames);
    byNames.set(key, done);
  }
  return done;
}

function computeScopedNameEntries(model: ProjectModel, globalNames: ReadonlySet<string>): ScopedNameEntry[] {
  const out: ScopedNameEntry[] = [];
  const seen = new Set<string>();
  for (const rt of allTargets(model)) {
    const vars = tokenVarsFor(model, rt);
    const owner = rt.step ? `flow ${rt.target.flowId} step ${rt.target.stepId}` : `agent ${rt.target.agentId}`;
    for (const [layer, spec] of [['agent', rt.agent?.context], ['step', rt.step?.context]] as const) {
      if (!isDeclared(spec)) continue;
      for (const node of spec.paths) {
        const x = expandTokens(node.value, vars);
        if (!x.ok || x.value.endsWith('/')) continue;
        const name = base(x.value);
        if (name === '.' || name === '/' || name === '..' || globalNames.has(name) || name.startsWith('.')) continue;
        const key = `${node.span.file}:${node.span.start.line}:${node.span.start.column}:${name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ name, raw: node.value, node, layer, owner, target: join(model.W, x.value) });
      }
    }
  }
  return out;
}

/** The set of basenames of `scopedNameEntries`. */
export function scopedBasenames(model: ProjectModel, globalNames: ReadonlySet<string>): Set<string> {
  return new Set(scopedNameEntries(model, globalNames).map((e) => e.name));
}
