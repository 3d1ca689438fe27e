import { defineRule } from '../../src/engine/define-rule.js';
import { configSpanAt, type OcConfigView } from '../../src/runtimes/opencode/model/config-view.js';

const messages = {
  string:
    '"{{key}}": "{{value}}" is a string, but "{{key}}" is a map of agent ID to agent settings: opencode refuses to start ("Configuration is invalid at {{file}}"). To choose the agent a session starts with, write "default_agent": "{{value}}".',
} as const;

/**
 * `"agent": "<name>"` (or `"mode": "<name>"`) where a map of agent settings is expected
 * (docs/runtimes/opencode.md §5.4): the runtime refuses to start.
 */
export default defineRule<typeof messages, Record<string, never>, OcConfigView>({
  id: 'config-agent-string',
  meta: {
    kind: 'problem',
    description: 'An agent name given as the "agent" value, where the runtime expects a map of agents.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.4',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      for (const key of ['agent', 'mode']) {
        const raw = configSpanAt(doc, `/${key}`, 'value');
        const value = doc.data?.[key] ?? rawString(doc, key);
        if (typeof value !== 'string') continue;
        ctx.report({ messageId: 'string', data: { key, value, file: doc.file }, span: raw });
      }
    }
  },
});

/** The raw string of a top-level key when the document did not parse into `data` (the runtime refused it). */
function rawString(doc: OcConfigView['config']['docs'][number], key: string): unknown {
  const n = doc.tree?.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];
  return n?.type === 'string' ? n.value : undefined;
}
