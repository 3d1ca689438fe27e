import { defineRule } from '../src/engine/define-rule.js';
import type { Span } from '../src/model/span.js';
import { nestedFileSpan, showRel } from '../src/runtimes/fork/sim/disclosure-facts.js';

const BLOCK_SCALARS = new Set(['>', '|', '>-', '|-', '>+', '|+']);

/** The manifest label of each nested context file (docs/runtimes/fork.md §6.3): missing, accidental or cut. */
export default defineRule({
  id: 'manifest-label',
  meta: {
    kind: 'suggestion',
    description: 'A nested context file has no manifest label, or a label the runtime takes from the wrong line, or one cut at 120 code points.',
    severity: 'warning',
    fixable: false,
    needs: ['discovery'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.3',
    runtimes: ['fork'],
  },
  messages: {
    noLabel: '{{file}} has no frontmatter description and no "#" line, so the manifest lists it without a label. Add a "# Heading" or a "description:".',
    emptyHeading: 'The first "#" line of {{file}} is empty, and the label scan stops there: the manifest lists the file without a label.',
    fencedHeading: 'The manifest label of {{file}} is "{{label}}", taken from a "#" line inside a code block: the runtime reads lines, not markdown.',
    blockScalar: 'The description of {{file}} is a YAML block scalar, so the runtime reads only "{{label}}" as its manifest label. Put the description on one line.',
    emptyDescription: 'The description of {{file}} is empty, which suppresses the heading fallback: the manifest lists the file without a label.',
    truncated: 'The manifest label of {{file}} has {{runes}} code points and is cut to 120 plus "…".',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const f of sim.discovery.files) {
      if (f.labelUnreadable) continue;
      const file = showRel(model, f.abs);
      const line = f.labelLine ?? null;
      const at = line === null ? null : sim.facts.labelLine(f);
      const lineSpan = (): Span => ({ file, pointer: '', start: { line: line!, column: 1 }, end: { line: line!, column: at!.endColumn } });
      if (f.labelFrom === 'description-empty' && line !== null) {
        ctx.report({ messageId: 'emptyDescription', data: { file }, span: lineSpan() });
        continue;
      }
      if (f.label === null) {
        if (line !== null) ctx.report({ messageId: 'emptyHeading', data: { file }, span: lineSpan() });
        else ctx.report({ messageId: 'noLabel', data: { file }, span: nestedFileSpan(model, f.abs) });
        continue;
      }
      if (line === null || at === null) continue;
      if (f.labelFrom === 'description' && BLOCK_SCALARS.has(f.label)) {
        ctx.report({ messageId: 'blockScalar', data: { file, label: f.label }, span: lineSpan() });
      } else if (f.labelFrom === 'heading' && at.inCodeBlock) {
        ctx.report({ messageId: 'fencedHeading', data: { file, label: f.label }, span: lineSpan() });
      }
      if (f.labelTruncated) ctx.report({ messageId: 'truncated', data: { file, runes: at.runes }, span: lineSpan() });
    }
  },
});
