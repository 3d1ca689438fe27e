import { describeNonText } from '../../src/text/binary.js';
import { defineOcRule, instructionFileSpan, instructionFilesOnce, shownPath } from './kit/define.js';

/**
 * A file of the system-prompt instruction set (an `AGENTS.md`, `CLAUDE.md` or `CONTEXT.md` of the
 * upward walk, the global file, an `instructions` match) that is not UTF-8 text: it holds a NUL
 * byte or a byte that is not UTF-8. opencode decodes it as UTF-8 and renders the result
 * (docs/runtimes/opencode.md §6.4): each invalid byte becomes U+FFFD, NUL bytes stay. Reported
 * once per file: at the first such byte when the file lies in the repository, else on the
 * `instructions` entry that brought it.
 */
export default defineOcRule({
  id: 'instruction-file-binary',
  meta: {
    kind: 'problem',
    description: 'An instruction file holds NUL bytes or bytes that are not UTF-8; opencode puts NUL bytes into the system prompt as they are and turns the others into U+FFFD.',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §6.4',
    runtimes: ['opencode'],
  },
  messages: {
    nul: '{{file}} is not UTF-8 text: {{what}} at line {{line}}, column {{column}}. opencode puts instruction files into the system prompt as they are, NUL bytes included. Save it as UTF-8 text.',
    invalid: '{{file}} is not UTF-8 text: {{what}} at line {{line}}, column {{column}}. opencode decodes instruction files as UTF-8, so each such byte reaches the system prompt as U+FFFD (�). Save it as UTF-8 text.',
  },
  defaultOptions: {},
  check(ctx) {
    const W = ctx.model.W;
    for (const { set, file: f } of instructionFilesOnce(ctx.simulation())) {
      const n = f.nonText;
      if (n === null) continue;
      const at = instructionFileSpan(W, set, f);
      const span = at.inRepo ? { ...at.span, start: { line: n.line, column: n.column }, end: { line: n.line, column: n.column + 1 } } : at.span;
      ctx.report({ messageId: n.kind === 'nul' ? 'nul' : 'invalid', data: { file: shownPath(W, f.abs), what: describeNonText(n), line: n.line, column: n.column }, span });
    }
  },
});
