/**
 * Text that came from the repository (paths, labels, quoted content, rendered messages) must not
 * reach a terminal or a CI log as control text. These helpers make it inert.
 */

/** C0 and C1 controls, DEL, bidi overrides and isolates (Trojan Source), and the Unicode line/paragraph separators. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

function hex(c: string): string {
  return '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
}

/**
 * Replace every unsafe character by a visible `\uXXXX` escape, so an ANSI escape (`\u001b[31m`),
 * a newline or a bidi override is shown, never acted on. Printable text is unchanged.
 */
export function neutralise(s: string): string {
  return s.replace(UNSAFE, hex);
}

/**
 * `JSON.stringify` whose output holds no raw C1 control, bidi override or line separator
 * (JSON already escapes C0). The parsed value is unchanged: they become `\uXXXX` escapes
 * inside strings, the only place they can occur.
 */
export function safeJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, hex);
}

/**
 * How suppressed findings were suppressed, for a summary line: `by ignore globs`, `by
 * ctxlens-disable comments`, `by the baseline`, joined (`2 by ignore globs, 1 by the baseline`
 * when mixed). Empty list: `""`.
 */
export function suppressionSummary(kinds: readonly string[]): string {
  const names: Record<string, string> = { ignore: 'by ignore globs', directive: 'by ctxlens-disable comments', baseline: 'by the baseline' };
  const counts = new Map<string, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  if (counts.size === 1) return names[kinds[0]!] ?? '';
  return [...counts].map(([k, n]) => `${n} ${names[k] ?? k}`).join(', ');
}
