import { fileSpan } from '../../src/model/span.js';
import { defineOcRule, shownPath, valueSpan } from './kit/define.js';

/**
 * Config that makes opencode refuse to start (docs/runtimes/opencode.md §4.1): a file that is not
 * valid JSONC, a key of the wrong type (`"agent": "name"`, `"instructions": "x.md"`), a config
 * that cannot be read, or a `default_agent` that is missing, a subagent or hidden.
 */
export default defineOcRule({
  id: 'config-refused',
  meta: {
    kind: 'problem',
    description: 'An opencode.json(c) is not valid JSONC, gives a key the wrong type, or names a default_agent that does not exist, is a subagent or is hidden: opencode refuses to start.',
    severity: 'error',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §4.1',
    runtimes: ['opencode'],
  },
  messages: {
    refused: 'opencode refuses to start here: {{reason}}',
    defaultAgent: 'opencode refuses to start{{where}}: {{reason}}{{note}}.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const l of ctx.simulation().locations) {
      const p = l.project;
      if (p.refusal === null) continue;
      const bad = p.config.refusal;
      if (bad !== null) {
        // A missing {file:} target is file-reference-missing's finding.
        if (bad.doc.subst.error !== null) continue;
        ctx.report({ messageId: 'refused', data: { reason: bad.message.replace(/\n\u21b3 /g, ': ') }, span: bad.doc.refusalSpan ?? fileSpan(bad.doc.file) });
        continue;
      }
      const doc = [...p.config.docs].reverse().find((d) => d.data !== null && typeof d.data['default_agent'] === 'string');
      ctx.report({
        messageId: 'defaultAgent',
        data: {
          reason: p.refusal,
          where: l === ctx.simulation().locations[0] ? '' : ` in ${shownPath(ctx.model.W, p.W)}`,
          note: p.withGlobal ? '' : ' (user-level agents were not read; if it is defined in ~/.config/opencode, lint with --with-global)',
        },
        span: doc ? valueSpan(doc, ['default_agent']) : null,
      });
    }
  },
});
