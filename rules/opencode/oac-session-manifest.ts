import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';

/** A session manifest is valid JSON in the documented shape (docs/runtimes/oac.md §9.2). */
export default defineRule({
  id: 'oac-session-manifest',
  meta: {
    kind: 'problem',
    description: 'A session .manifest.json that is not valid JSON or not in the documented shape.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §9.2',
    runtimes: ['opencode'],
  },
  messages: {
    invalidJson: 'Manifest is not valid JSON ({{error}}); agents that read it to find context files get nothing.',
    notObject: 'Manifest must be a JSON object.',
    missingKey: 'Manifest lacks "{{key}}".',
    wrongType: '"{{key}}" must be {{expected}}.',
    badDate: '"{{key}}" is "{{value}}", not an ISO-8601 date-time.',
    idMismatch: 'session_id "{{id}}" differs from its folder name "{{folder}}".',
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) for (const i of s.shapeIssues) ctx.report({ messageId: i.messageId, data: i.data as never, span: i.span });
  },
});
