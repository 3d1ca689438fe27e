import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import type { RegistryEntry, SpannedString } from '../../src/runtimes/oac/model/types.js';
import { entryKey, resolveDependency } from '../../src/runtimes/oac/model/resolve.js';

/** Registry dependencies that lead back to where they started (docs/runtimes/oac.md §4.1). */
export default defineRule({
  id: 'oac-registry-cycle',
  meta: {
    kind: 'problem',
    description: 'A cycle among registry dependencies, as the installer resolves them.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §4.1',
    runtimes: ['opencode'],
  },
  messages: {
    cycle: 'Dependency cycle: {{cycle}}.',
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    // Edges in registry order; the installer recurses through every resolved target (§3.5).
    const edges = new Map<RegistryEntry, { to: RegistryEntry; dep: SpannedString }[]>();
    for (const e of reg.entries) {
      const out: { to: RegistryEntry; dep: SpannedString }[] = [];
      for (const dep of e.dependencies) {
        const r = resolveDependency(reg, dep.value);
        if (r.kind === 'ok') for (const to of r.targets) out.push({ to, dep });
      }
      edges.set(e, out);
    }
    // Tarjan's strongly connected components; one finding per component that holds a cycle.
    let counter = 0;
    const index = new Map<RegistryEntry, number>();
    const low = new Map<RegistryEntry, number>();
    const stack: RegistryEntry[] = [];
    const onStack = new Set<RegistryEntry>();
    const sccs: RegistryEntry[][] = [];
    const strong = (v: RegistryEntry): void => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const { to } of edges.get(v) ?? []) {
        if (!index.has(to)) {
          strong(to);
          low.set(v, Math.min(low.get(v)!, low.get(to)!));
        } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
      }
      if (low.get(v) === index.get(v)) {
        const scc: RegistryEntry[] = [];
        let w: RegistryEntry;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== v);
        sccs.push(scc);
      }
    };
    for (const e of reg.entries) if (!index.has(e)) strong(e);
    const order = new Map(reg.entries.map((e, i) => [e, i]));
    for (const scc of sccs) {
      const members = new Set(scc);
      const selfLoop = scc.length === 1 && (edges.get(scc[0]!) ?? []).some((x) => x.to === scc[0]);
      if (scc.length < 2 && !selfLoop) continue;
      // Walk the cycle from its first member in registry order, always taking the first edge that stays inside.
      const start = [...scc].sort((a, b) => order.get(a)! - order.get(b)!)[0]!;
      const path = [start];
      let cur = start;
      let first: SpannedString | null = null;
      for (let guard = 0; guard <= scc.length; guard++) {
        const next = (edges.get(cur) ?? []).find((x) => members.has(x.to) && (x.to === start || !path.includes(x.to)));
        if (!next) break;
        first ??= next.dep;
        path.push(next.to);
        if (next.to === start) break;
        cur = next.to;
      }
      ctx.report({ messageId: 'cycle', data: { cycle: path.map(entryKey).join(' → ') }, span: first?.span ?? start.idSpan });
    }
  },
});
