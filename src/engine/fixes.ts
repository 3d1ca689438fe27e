/**
 * Safe fixes (docs/usage.md, "Fixing"): only mistakes with one right answer, as data on the
 * finding (`Finding.fix`), computed from the finding and its file's text:
 *
 * - comments and trailing commas in the fork's strict-JSON `.opencode.json` (`parse-error`):
 *   removed, nothing else touched;
 * - a value or key the rule pins to exactly one spelling: the case of `mode` (`Replace` →
 *   `replace`, `Subagent` → `subagent`), a misspelt key with a single did-you-mean (`path` →
 *   `paths`, `permissions` → `permission`), a key spelt in another case (`config-key-spelling`);
 * - a directory context entry missing its `/` (`context-entry-missing`, `isDirectory`);
 * - agents in `.opencode/agent/` (singular), which the fork never reads (`agent-dir-not-read`):
 *   the `.md` files directly in it move to `.opencode/agents/` (a `move` fix; files in its
 *   subfolders have no one right place and are left alone).
 */
import { createScanner, parse, SyntaxKind, type ParseError } from 'jsonc-parser';
import type { Pos } from '../model/span.js';
import type { Finding, Fix } from './finding.js';

export type { Fix } from './finding.js';

/** Rules some of whose findings carry a fix. */
export const FIXABLE_RULES: ReadonlySet<string> = new Set([
  'parse-error',
  'context-mode-unknown',
  'agent-mode-unknown',
  'config-schema',
  'config-unknown-context-key',
  'config-key-spelling',
  'context-entry-missing',
  'agent-dir-not-read',
]);

/** The one suggestion in a `suggestion` data string (` Did you mean "x"?`, `; did you mean "x"?`), or `null`. */
export function singleSuggestion(s: unknown): string | null {
  if (typeof s !== 'string') return null;
  const all = [...s.matchAll(/did you mean "([^"]+)"\?/gi)];
  return all.length === 1 ? all[0]![1]! : null;
}

/**
 * The text of `.opencode.json` without comments and trailing commas, or `null` when that does not
 * make it strict JSON with the same value (any other syntax error: no fix).
 */
export function strictJson(text: string): string | null {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) return null;
  const sc = createScanner(text, false);
  const toks: { kind: SyntaxKind; start: number; end: number }[] = [];
  for (let k = sc.scan(); k !== SyntaxKind.EOF; k = sc.scan()) toks.push({ kind: k, start: sc.getTokenOffset(), end: sc.getTokenOffset() + sc.getTokenLength() });
  const drop: [number, number][] = [];
  const trivia = (k: SyntaxKind) => k === SyntaxKind.Trivia || k === SyntaxKind.LineBreakTrivia || k === SyntaxKind.LineCommentTrivia || k === SyntaxKind.BlockCommentTrivia;
  toks.forEach((t, i) => {
    if (t.kind === SyntaxKind.LineCommentTrivia || t.kind === SyntaxKind.BlockCommentTrivia) {
      // A comment alone on its line goes with its line; otherwise with the spaces before it.
      let s = t.start;
      while (s > 0 && (text[s - 1] === ' ' || text[s - 1] === '\t')) s--;
      let e = t.end;
      if (t.kind === SyntaxKind.LineCommentTrivia && (s === 0 || text[s - 1] === '\n')) {
        if (text[e] === '\r') e++;
        if (text[e] === '\n') e++;
      }
      drop.push([s, e]);
    } else if (t.kind === SyntaxKind.CommaToken) {
      let j = i + 1;
      while (j < toks.length && trivia(toks[j]!.kind)) j++;
      const next = toks[j]?.kind;
      if (next === SyntaxKind.CloseBraceToken || next === SyntaxKind.CloseBracketToken) drop.push([t.start, t.end]);
    }
  });
  if (drop.length === 0) return null;
  let out = '';
  let at = 0;
  for (const [s, e] of drop.sort((a, b) => a[0] - b[0])) {
    if (s < at) continue;
    out += text.slice(at, s);
    at = e;
  }
  out += text.slice(at);
  try {
    return JSON.stringify(JSON.parse(out)) === JSON.stringify(value) ? out : null;
  } catch {
    return null;
  }
}

function endOf(text: string): Pos {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Replace the span's text, keeping its quotes when it is a quoted JSON string. */
function replaceSpan(f: Finding, text: string, to: string, what: string): Fix | null {
  const s = f.span!;
  if (s.start.line === 0 || s.start.line !== s.end.line) return null;
  const line = text.split(/\r\n|\r|\n/)[s.start.line - 1] ?? '';
  const cur = line.slice(s.start.column - 1, s.end.column - 1);
  if (cur === '') return null;
  const quoted = cur.length >= 2 && cur.startsWith('"') && cur.endsWith('"');
  const inner = quoted ? cur.slice(1, -1) : cur;
  if (inner === to) return null;
  return { file: s.file, start: s.start, end: s.end, text: quoted ? JSON.stringify(to) : to, description: `${what} "${inner}" → "${to}"` };
}

/** The fix for a finding given its file's text, or `null` when it has none (or not exactly one). */
export function fixFor(f: Finding, text: string | null): Fix | null {
  if (!f.span) return null;
  const file = f.span.file;
  if (f.ruleId === 'agent-dir-not-read') {
    if (f.messageId !== 'notRead' || f.data['dir'] !== '.opencode/agent/') return null;
    const at = { line: 1, column: 1 };
    return { file, start: at, end: at, text: '', description: 'move .opencode/agent/*.md to .opencode/agents/ (the fork reads only the plural)', move: { from: '.opencode/agent/', to: '.opencode/agents/' } };
  }
  if (text === null) return null;
  switch (f.ruleId) {
    case 'parse-error': {
      if (!/(^|\/)\.opencode\.json$/.test(file)) return null;
      const fixed = strictJson(text);
      return fixed === null ? null : { file, start: { line: 1, column: 1 }, end: endOf(text), text: fixed, description: 'remove comments and trailing commas (the fork reads strict JSON)' };
    }
    case 'context-mode-unknown':
    case 'agent-mode-unknown': {
      const to = singleSuggestion(f.data['suggestion']);
      return to === null ? null : replaceSpan(f, text, to, 'mode');
    }
    case 'config-schema':
    case 'config-unknown-context-key': {
      if (f.messageId !== 'unknownKey') return null;
      const to = singleSuggestion(f.data['suggestion']);
      return to === null ? null : replaceSpan(f, text, to, 'key');
    }
    case 'config-key-spelling': {
      if (f.messageId !== 'spelling' || typeof f.data['canonical'] !== 'string') return null;
      return replaceSpan(f, text, f.data['canonical'], 'key');
    }
    case 'context-entry-missing': {
      if (f.messageId !== 'isDirectory' || typeof f.data['fix'] !== 'string') return null;
      return replaceSpan(f, text, f.data['fix'], 'entry');
    }
    default:
      return null;
  }
}

/** Turn a 1-based position into a UTF-16 offset of `text`. */
function offset(text: string, p: Pos): number {
  let line = 1;
  let i = 0;
  while (line < p.line && i < text.length) {
    const c = text[i]!;
    i++;
    if (c === '\n' || (c === '\r' && text[i] !== '\n')) line++;
  }
  return i + p.column - 1;
}

/**
 * Apply fixes to one file's text as ESLint does: in order of position, a fix overlapping one
 * already taken is skipped (the next pass gets it). Returns the new text and the fixes applied.
 */
export function applyFixes(text: string, fixes: readonly Fix[]): { text: string; applied: Fix[] } {
  const sorted = fixes.map((f) => ({ f, s: offset(text, f.start), e: offset(text, f.end) })).sort((a, b) => a.s - b.s || a.e - b.e);
  const taken: typeof sorted = [];
  let end = -1;
  for (const x of sorted) {
    if (x.s < end) continue;
    taken.push(x);
    end = x.e;
  }
  let out = text;
  for (const x of [...taken].reverse()) out = out.slice(0, x.s) + x.f.text + out.slice(x.e);
  return { text: out, applied: taken.map((x) => x.f) };
}
