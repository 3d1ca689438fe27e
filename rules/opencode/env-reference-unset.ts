import { defineOcRule, pathAtOffset, tokenSpan } from './kit/define.js';

/**
 * `{env:NAME}` with NAME unset or empty where it decides what the model is given
 * (docs/runtimes/opencode.md §3): the runtime substitutes an empty string, silently.
 */
export default defineOcRule({
  id: 'env-reference-unset',
  meta: {
    kind: 'problem',
    description: 'An `{env:NAME}` token in `instructions`, a prompt or a `{file:}` path names a variable that is unset or empty, so the runtime silently substitutes an empty string.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §3',
    runtimes: ['opencode'],
  },
  messages: {
    unset: '{{token}} is unset or empty here, and the runtime substitutes "" without a warning: {{what}} becomes {{result}}.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      const files = doc.subst.tokens.filter((t) => t.kind === 'file');
      for (const t of doc.subst.tokens) {
        if (t.kind !== 'env' || !t.unset) continue;
        const inFile = files.some((f) => f.offset >= 0 && f.offset < t.offset && t.offset < f.offset + doc.raw.slice(f.offset).indexOf('}') + 1);
        const p = pathAtOffset(doc, t.offset);
        const what = inFile ? 'a {file:} path' : p[0] === 'instructions' ? 'an instructions entry' : p.includes('prompt') ? 'a prompt' : null;
        if (what === null) continue;
        const node = p.length > 0 ? p : [];
        let value = '';
        if (!inFile && node.length > 0) {
          let v: unknown = doc.data;
          for (const s of node) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[s] : undefined;
          value = typeof v === 'string' ? v : '';
        }
        ctx.report({ messageId: 'unset', data: { token: t.text, what, result: value === '' ? 'empty' : JSON.stringify(value) }, span: tokenSpan(doc, t) });
      }
    }
  },
});
