import { neutralise } from './neutralise.js';
import type { Reporter } from './types.js';

const WORD = { error: 'Error', warning: 'Warning', info: 'Info' } as const;

/**
 * One line per finding, ESLint's `compact` format, which editors' problem matchers already read:
 * `file: line L, col C, Error - message (rule-id)`; a file-level finding has no `line`/`col`
 * part (`file: Error - message (rule-id)`), a finding without a file uses `.`. Then
 * `N problem(s)`. Paths are relative to the linted directory; repository text is neutralised.
 */
export const compact: Reporter = (results) => {
  let out = '';
  for (const f of results.findings) {
    const file = f.span && f.span.file !== '' ? neutralise(f.span.file) : '.';
    const pos = f.span && f.span.start.line > 0 ? ` line ${f.span.start.line}, col ${f.span.start.column},` : '';
    out += `${file}:${pos} ${WORD[f.severity]} - ${neutralise(f.message)} (${neutralise(f.ruleId)})\n`;
  }
  const n = results.findings.length;
  if (n > 0) out += `\n${n} problem${n === 1 ? '' : 's'}\n`;
  return out;
};
