/**
 * Inline disable comments (docs/usage.md, "Suppressions and baseline"), where the file format
 * allows comments:
 *
 * - markdown (`.md`): `<!-- ctxlens-disable-next-line rule-a, rule-b -->`, `<!-- ctxlens-disable-line … -->`
 *   and `<!-- ctxlens-disable … -->` (the whole file); in the YAML frontmatter also the `#` form;
 * - YAML (`.yaml`, `.yml`): `# ctxlens-disable-next-line …`, `# ctxlens-disable-line …`, `# ctxlens-disable …`;
 * - JSONC (`.jsonc`, mainstream OpenCode's `opencode.jsonc`): `// ctxlens-disable-next-line …`, `// ctxlens-disable-line …`.
 *
 * Not in `.json` files: the fork reads `.opencode.json` as strict JSON, and a `//` comment there
 * makes the runtime ignore the whole config. No rule list means every rule. A directive that
 * suppresses nothing is reported (`unused-disable-directive`, a warning) so stale ones go.
 */
import type { Finding, SuppressedFinding } from './finding.js';

/** Reserved rule id of the finding for a directive that suppressed nothing (never a rule module). */
export const UNUSED_DIRECTIVE_RULE = 'unused-disable-directive';

/** One parsed directive. */
export interface Directive {
  file: string;
  /** 1-based line of the comment. */
  line: number;
  /** 1-based column where the comment starts. */
  column: number;
  endColumn: number;
  kind: 'line' | 'next-line' | 'file';
  /** Rule ids; empty: every rule. */
  rules: string[];
  /** The comment as written (trimmed). */
  text: string;
}

const RE = {
  md: /<!--\s*ctxlens-disable(-next-line|-line)?(?:\s+([^>]*?))?\s*-->/g,
  hash: /(?:^|\s)#\s*ctxlens-disable(-next-line|-line)?(?:[ \t]+([^\n]*?))?\s*$/g,
  slash: /\/\/\s*ctxlens-disable(-next-line|-line)?(?:[ \t]+([^\n]*?))?\s*$/g,
};

/** Which comment syntaxes a file allows, by name; `[]` for strict JSON and everything else. */
export function commentStyles(file: string): (keyof typeof RE)[] {
  if (/\.(md|markdown)$/i.test(file)) return ['md', 'hash'];
  if (/\.ya?ml$/i.test(file)) return ['hash'];
  if (/\.jsonc$/i.test(file)) return ['slash'];
  return [];
}

/**
 * The directives of one file's text. In markdown the `#` form counts only inside the leading
 * `---` frontmatter (elsewhere `#` starts a heading). Rule lists are split at commas and spaces;
 * text after ` -- ` is a reason and ignored.
 */
export function parseDirectives(file: string, text: string): Directive[] {
  const styles = commentStyles(file);
  if (styles.length === 0 || !text.includes('ctxlens-disable')) return [];
  const lines = text.split(/\r\n|\r|\n/);
  let fmEnd = 0;
  if (/\.(md|markdown)$/i.test(file) && /^\uFEFF?---\s*$/.test(lines[0] ?? '')) {
    const close = lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l));
    fmEnd = close > 0 ? close : 0;
  }
  const out: Directive[] = [];
  lines.forEach((l, i) => {
    if (!l.includes('ctxlens-disable')) return;
    for (const style of styles) {
      if (style === 'hash' && /\.(md|markdown)$/i.test(file) && !(i > 0 && i < fmEnd)) continue;
      for (const m of l.matchAll(RE[style])) {
        const start = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
        const kind = m[1] === '-next-line' ? 'next-line' : m[1] === '-line' ? 'line' : 'file';
        const list = (m[2] ?? '').split(/\s+--\s+/)[0]!;
        out.push({ file, line: i + 1, column: start + 1, endColumn: (m.index ?? 0) + m[0].length + 1, kind, rules: list.split(/[\s,]+/).filter(Boolean), text: m[0].trim() });
      }
    }
  });
  return out;
}

/**
 * Apply directives to findings: a finding whose rule a directive names (or any, for a bare one)
 * on its start line (`-line`), the line before (`-next-line`) or anywhere in its file (`disable`)
 * moves to the suppressed list. Returns the kept findings, the newly suppressed ones, and one
 * `unused-disable-directive` warning per directive (or per named rule of it) that matched nothing.
 * `texts` gives a file's text by its W-relative name (`null`: unknown, no directives); `alsoScan`
 * names files without findings whose unused directives are reported too.
 */
export function applyDirectives(findings: readonly Finding[], texts: (file: string) => string | null, alsoScan: readonly string[] = []): { kept: Finding[]; suppressed: SuppressedFinding[]; unused: Finding[] } {
  const byFile = new Map<string, Directive[]>();
  const directivesOf = (file: string): Directive[] => {
    let d = byFile.get(file);
    if (d === undefined) {
      const t = commentStyles(file).length > 0 ? texts(file) : null;
      byFile.set(file, (d = t === null ? [] : parseDirectives(file, t)));
    }
    return d;
  };
  const used = new Set<string>();
  const kept: Finding[] = [];
  const suppressed: SuppressedFinding[] = [];
  for (const f of findings) {
    const file = f.span?.file;
    if (!file || f.ruleId === 'internal-error' || f.ruleId === 'parse-error') {
      kept.push(f);
      continue;
    }
    const line = f.span!.start.line;
    const hit = directivesOf(file).find(
      (d) => (d.rules.length === 0 || d.rules.includes(f.ruleId)) && (d.kind === 'file' || (line > 0 && (d.kind === 'line' ? d.line === line : d.line + 1 === line))),
    );
    if (!hit) {
      kept.push(f);
      continue;
    }
    used.add(`${hit.line}:${hit.column}:${file}:${hit.rules.length === 0 ? '*' : f.ruleId}`);
    suppressed.push({ ...f, suppression: { kind: 'directive', pattern: hit.text, line: hit.line } });
  }
  for (const file of alsoScan) directivesOf(file);
  const unused: Finding[] = [];
  for (const [file, ds] of byFile) {
    for (const d of ds) {
      const names = d.rules.length === 0 ? ['*'] : d.rules;
      for (const r of names) {
        if (used.has(`${d.line}:${d.column}:${file}:${r}`)) continue;
        const what = r === '*' ? 'any rule' : `"${r}"`;
        unused.push({
          ruleId: UNUSED_DIRECTIVE_RULE,
          messageId: 'unused',
          data: { rule: r, directive: d.text },
          severity: 'warning',
          message: `Unused ctxlens-disable directive: no finding of ${what} here to suppress. Remove it (or the rule from its list).`,
          span: { file, pointer: '', start: { line: d.line, column: d.column }, end: { line: d.line, column: d.endColumn } },
        });
      }
    }
  }
  return { kept, suppressed, unused };
}
