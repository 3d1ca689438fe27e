import { defineRule } from '../../src/engine/define-rule.js';
import { isPastedFile, nodeAt, pastedFileTokens, type OcConfigView } from '../../src/runtimes/opencode/model/config-view.js';

const messages = {
  pasted:
    'The {file:} token in this instructions entry pastes the content of {{target}} ({{lines}} lines), which the runtime then treats as a path or glob: it names no file, so nothing is loaded. Write the path itself: "{{target}}".',
} as const;

/**
 * A `{file:…}` token inside an `instructions` entry whose content is not a path
 * (docs/runtimes/opencode.md §5.7): substitution pastes the file's text, and that text is used as a
 * path or glob. A one-line content may be a deliberate path indirection and is left alone.
 */
export default defineRule<typeof messages, Record<string, never>, OcConfigView>({
  id: 'instructions-file-token',
  meta: {
    kind: 'problem',
    description: 'A {file:} token in instructions pastes file content where a path is expected.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §5.7',
    runtimes: ['opencode'],
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      // Only a pasted token can be reported: without one, the document's positions are not needed.
      if (!doc.subst.tokens.some(isPastedFile)) continue;
      const list = nodeAt(doc, '/instructions');
      if (list?.type !== 'array') continue;
      for (let i = 0; i < (list.children ?? []).length; i++) {
        for (const t of pastedFileTokens(doc, i)) {
          const target = t.text.slice('{file:'.length, -1);
          ctx.report({ messageId: 'pasted', data: { target, lines: t.content!.split('\n').length }, span: doc.lines.span(doc.file, '', t.offset, t.offset + t.text.length) });
        }
      }
    }
  },
});
