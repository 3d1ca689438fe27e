import { defineOcRule, tokenSpan } from './kit/define.js';

/**
 * A `{file:PATH}` whose target cannot be read (docs/runtimes/opencode.md §3): the runtime refuses
 * to start. Only a token on a line that starts with `//` is skipped; one inside `/* … *\/` or after
 * code on its line is read.
 */
export default defineOcRule({
  id: 'file-reference-missing',
  meta: {
    kind: 'problem',
    description: 'A `{file:PATH}` token in a config points at a file that does not exist (or cannot be read), so opencode refuses to start.',
    severity: 'error',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §3',
    runtimes: ['opencode'],
  },
  messages: {
    missing: '{{token}} points at {{resolved}}, which does not exist: opencode refuses to start ("bad file reference"){{note}}.',
    unreadable: '{{token}} points at {{resolved}}, which cannot be read ({{code}}): opencode refuses to start ("bad file reference").',
  },
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      for (const t of doc.subst.tokens) {
        if (t.kind !== 'file' || t.readError === undefined) continue;
        const line = doc.raw.slice(doc.raw.lastIndexOf('\n', t.offset - 1) + 1, t.offset);
        const note = /\/\*|\/\//.test(line) ? '; a comment does not hide it unless the line starts with //' : '';
        ctx.report(
          t.readError === 'ENOENT'
            ? { messageId: 'missing', data: { token: t.text, resolved: t.resolved ?? t.name, note }, span: tokenSpan(doc, t) }
            : { messageId: 'unreadable', data: { token: t.text, resolved: t.resolved ?? t.name, code: t.readError }, span: tokenSpan(doc, t) },
        );
      }
    }
  },
});
