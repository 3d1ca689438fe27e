import { remark } from 'remark';
import { defineRule } from '../src/engine/define-rule.js';
import type { Span } from '../src/model/span.js';
import { nestedFileSpan, showRel } from '../src/runtimes/fork/sim/disclosure-facts.js';
import { runeCount } from '../src/go/bytes.js';
import { extractLabel, LABEL_READ_BYTES } from '../src/runtimes/fork/sim/labels.js';

const BLOCK_SCALARS = new Set(['>', '|', '>-', '|-', '>+', '|+']);

/** Code-block line ranges (1-based, inclusive) of a markdown text, as remark parses it. */
function codeBlockLines(text: string): [number, number][] {
  const out: [number, number][] = [];
  const visit = (n: { type: string; position?: { start: { line: number }; end: { line: number } }; children?: unknown[] }): void => {
    if (n.type === 'code' && n.position) out.push([n.position.start.line, n.position.end.line]);
    for (const c of (n.children ?? []) as (typeof n)[]) visit(c);
  };
  visit(remark().parse(text) as never);
  return out;
}

/** The manifest label of each nested context file (runtime-fork.md §6.3): missing, accidental or cut. */
export default defineRule({
  id: 'manifest-label',
  meta: {
    kind: 'suggestion',
    description: 'A nested context file has no manifest label, or a label the runtime takes from the wrong line, or one cut at 120 code points.',
    severity: 'warning',
    fixable: false,
    needs: ['discovery'],
    schema: null,
    spec: 'runtime-fork.md §6.3',
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
    for (const f of ctx.simulation().discovery.files) {
      if (f.labelUnreadable) continue;
      const file = showRel(model, f.abs);
      let head: Buffer | null = null;
      const getHead = (): Buffer => {
        if (head === null) {
          const r = model.source.readFile(f.abs, LABEL_READ_BYTES);
          head = r.ok ? r.data : Buffer.alloc(0);
        }
        return head;
      };
      const lineSpan = (line: number): Span => {
        const text = (getHead().toString('utf8').split('\n')[line - 1] ?? '').replace(/\r$/, '');
        return { file, pointer: '', start: { line, column: 1 }, end: { line, column: text.length + 1 } };
      };
      const line = f.labelLine ?? null;
      if (f.labelFrom === 'description-empty' && line !== null) {
        ctx.report({ messageId: 'emptyDescription', data: { file }, span: lineSpan(line) });
        continue;
      }
      if (f.label === null) {
        if (line !== null) ctx.report({ messageId: 'emptyHeading', data: { file }, span: lineSpan(line) });
        else ctx.report({ messageId: 'noLabel', data: { file }, span: nestedFileSpan(model, f.abs) });
        continue;
      }
      if (line === null) continue;
      if (f.labelFrom === 'description' && BLOCK_SCALARS.has(f.label)) {
        ctx.report({ messageId: 'blockScalar', data: { file, label: f.label }, span: lineSpan(line) });
      } else if (f.labelFrom === 'heading' && codeBlockLines(getHead().toString('utf8')).some(([a, b]) => line >= a && line <= b)) {
        ctx.report({ messageId: 'fencedHeading', data: { file, label: f.label }, span: lineSpan(line) });
      }
      if (f.labelTruncated) {
        const raw = extractLabel(getHead()).raw ?? Buffer.alloc(0);
        ctx.report({ messageId: 'truncated', data: { file, runes: runeCount(raw) }, span: lineSpan(line) });
      }
    }
  },
});
