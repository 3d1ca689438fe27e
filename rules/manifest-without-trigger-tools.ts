import { defineRule } from '../src/engine/define-rule.js';
import type { AgentModel } from '../src/runtimes/fork/model/agents.js';
import { TRIGGER_TOOLS } from '../src/runtimes/fork/model/defaults.js';
import type { Span } from '../src/model/span.js';

/** Glob match with `*` only (tool patterns such as `mcp_*`). */
function matches(pattern: string, name: string): boolean {
  const re = new RegExp('^' + pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '$');
  return re.test(name);
}

/** Is `tool` enabled by a deny-list map: an exact key wins, then a matching pattern, else enabled. */
function enabledBy(tools: Record<string, boolean>, tool: string): boolean {
  if (tool in tools) return tools[tool]!;
  for (const [p, v] of Object.entries(tools)) if (p.includes('*') && matches(p, tool)) return v;
  return true;
}

/**
 * An agent that receives the nested-context manifest but can call none of the eight trigger tools
 * (docs/runtimes/fork.md §6.1, §6.6, U23): its `allowTools` is non-empty and names none of them, or its
 * `tools` map disables all of them. The manifest ignores tool enablement, so it promises injections
 * that cannot happen. Skipped when discovery is disabled or the agent sets `context.nested: false`.
 */
export default defineRule({
  id: 'manifest-without-trigger-tools',
  meta: {
    kind: 'problem',
    description: 'The nested-context manifest is shown to an agent that cannot call any tool that injects those files.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.1, §6.6, §8 U23',
    runtimes: ['fork'],
  },
  messages: {
    allowList:
      'allowTools of agent "{{id}}" names none of the trigger tools ({{tools}}), yet its prompt still gets the nested-context manifest: it promises injections that cannot happen.',
    denyList:
      'The tools map of agent "{{id}}" disables every trigger tool ({{tools}}), yet its prompt still gets the nested-context manifest: it promises injections that cannot happen.',
  },
  defaultOptions: {},
  check(ctx) {
    const { model } = ctx;
    if (!model.config.discovery.enabled) return;
    const tools = TRIGGER_TOOLS.join(', ');
    const spanOf = (a: AgentModel, which: 'tools' | 'allowTools'): Span | null => {
      const c = which === 'tools' ? a.toolsFrom : a.allowToolsFrom;
      if (!c) return null;
      if (c.kind === 'markdown') return model.agentFiles.find((f) => f.file === c.file && f.status === 'loaded')?.[which]?.span ?? c.span;
      if (c.kind === 'json') return [...model.config.agents].reverse().find((e) => e.id === a.id && e[which])?.[which]?.span ?? c.span;
      return null;
    };
    for (const a of model.agents.values()) {
      if (a.context?.nested?.value === false) continue;
      if (a.allowTools && a.allowTools.length > 0) {
        const any = TRIGGER_TOOLS.some((t) => a.allowTools!.some((x) => x === t || (x.includes('*') && matches(x, t))));
        if (!any) ctx.report({ messageId: 'allowList', data: { id: a.id, tools }, span: spanOf(a, 'allowTools') });
      } else if (a.tools && TRIGGER_TOOLS.every((t) => !enabledBy(a.tools!, t))) {
        ctx.report({ messageId: 'denyList', data: { id: a.id, tools }, span: spanOf(a, 'tools') });
      }
    }
  },
});
