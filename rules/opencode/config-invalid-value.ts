import { defineRule } from '../../src/engine/define-rule.js';
import type { OcConfigView } from '../../src/runtimes/opencode/model/config-view.js';

const messages = {
  invalid: '{{problem}} opencode refuses to start ("Configuration is invalid at {{file}}").',
} as const;

/** Keys the config loader itself reports when their type is wrong (the refusal it records), and agent maps (config-agent-string, the agent rules). */
const ELSEWHERE = /^\/(instructions|default_agent|agent|agents|mode)(\/|$)/;

/**
 * A known top-level opencode.json key with a value of the wrong type or outside its allowed
 * values (docs/runtimes/opencode.md §5.6), checked with `schemas/opencode-json.schema.json`: the
 * runtime refuses to start.
 */
export default defineRule<typeof messages, Record<string, never>, OcConfigView>({
  id: 'config-invalid-value',
  meta: {
    kind: 'problem',
    description: 'An opencode.json value of the wrong type or outside its allowed values stops the runtime.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.6',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const { file, violations } of ctx.model.configViolations) {
      const seen = new Set<string>();
      for (const v of violations) {
        if (ELSEWHERE.test(v.pointer) || seen.has(v.pointer)) continue;
        seen.add(v.pointer);
        const many = violations.filter((x) => x.pointer === v.pointer).length > 1;
        ctx.report({ messageId: 'invalid', data: { problem: many ? `The value at "${v.pointer}" matches none of its allowed forms.` : v.message, file }, span: v.span });
      }
    }
  },
});
