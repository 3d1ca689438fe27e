import { defineRule } from '../src/engine/define-rule.js';
import type { ContextSpec } from '../src/runtimes/fork/model/context.js';
import type { Span } from '../src/model/span.js';
import { describeTarget, spanKey } from '../src/runtimes/fork/sim/context-facts.js';

/**
 * A declared replace layer that ends up with no file: it drops the lower layers and adds
 * nothing, so the agent or step gets no project context at all (docs/runtimes/fork.md §5.3, §5.8).
 */
export default defineRule({
  id: 'context-layer-empty',
  meta: {
    kind: 'problem',
    description: 'A replace context layer resolves to no file, so the agent or step gets no project context at all.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.3, §5.8',
    runtimes: ['fork'],
  },
  messages: {
    emptyReplace:
      'This {{layer}} context replaces the global context but resolves to no file ({{why}}), so no project context at all, not even the header, reaches {{targets}}.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const groups = new Map<string, { span: Span | null; layer: string; why: string; targets: string[] }>();
    for (const t of ctx.simulation().targets) {
      const res = t.resolution;
      if (res.files.length > 0 || res.layers.length === 0) continue;
      const stopper = res.layers[0]!;
      if (stopper.name === 'global' || stopper.mode !== 'replace') continue;
      let spec: ContextSpec | null = null;
      if (stopper.name === 'agent') spec = model.agents.get(t.target.agentId)?.context ?? null;
      else if (t.target.flowId !== null) spec = model.flows.get(t.target.flowId)?.steps.find((s) => s.id === t.target.stepId)?.context ?? null;
      const span = spec?.pathsSpan ?? spec?.span ?? null;
      const entries = res.entries.filter((e) => e.layer !== 'global');
      const why = entries.length === 0 ? 'its paths list is empty' : `none of its ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} gives a file`;
      const k = `${stopper.name}|${spanKey(span)}|${why}`;
      const g = groups.get(k) ?? { span, layer: stopper.name, why, targets: [] };
      g.targets.push(describeTarget(t.target));
      groups.set(k, g);
    }
    for (const g of groups.values()) {
      const list = g.targets.length > 3 ? `${g.targets.slice(0, 3).join(', ')} and ${g.targets.length - 3} more` : g.targets.join(', ');
      ctx.report({ messageId: 'emptyReplace', data: { layer: g.layer, why: g.why, targets: list }, span: g.span });
    }
  },
});
