import { defineRule } from '../src/engine/define-rule.js';
import { fileSpan } from '../src/model/span.js';
import { entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';
import { describeNonText, firstNonText, textPosition } from '../src/text/binary.js';

/**
 * A context file the system prompt carries that is not UTF-8 text: it holds a NUL byte or a byte
 * that is not UTF-8 (UTF-16, Latin-1, an image under a walked directory). The runtime reads files
 * whole with no type check and renders the content unchanged (docs/runtimes/fork.md §5.6), so those
 * bytes go into every prompt that names the file. Reported once per file: at the first such byte
 * when the file lies inside W, else on the entry that names it.
 */
export default defineRule({
  id: 'context-file-binary',
  meta: {
    kind: 'problem',
    description: 'A context file holds NUL bytes or bytes that are not UTF-8; the runtime puts them into the prompt unchanged.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.6',
    runtimes: ['fork'],
  },
  messages: {
    binary: '{{file}} is not UTF-8 text: {{what}} at line {{line}}, column {{column}}. The runtime reads context files with no type check and puts their bytes into the prompt unchanged. Save it as UTF-8 text, or take it out of the context entry "{{entry}}".',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const seen = new Set<string>();
    for (const t of ctx.simulation().targets) {
      for (const f of t.resolution.files) {
        if (seen.has(f.abs)) continue;
        seen.add(f.abs);
        const n = firstNonText(f.content);
        if (n === null) continue;
        const pos = textPosition(f.content, n.offset);
        const shown = showPath(model, f.abs);
        const inside = shown !== f.abs;
        const span = inside ? { ...fileSpan(shown), start: pos, end: { line: pos.line, column: pos.column + 1 } } : entrySpan(model, f.entry);
        ctx.report({ messageId: 'binary', data: { file: shown, what: describeNonText(n), line: pos.line, column: pos.column, entry: f.entry.raw }, span });
      }
    }
  },
});
