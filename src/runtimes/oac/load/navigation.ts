import { remark } from 'remark';
import { LineIndex } from '../../../model/span.js';
import { clean, dir, join } from '../../../go/path.js';
import type { FileSource } from '../../../source/types.js';
import type { NavigationFile, NavigationReference } from '../model/types.js';

/** True for a navigation file name: `navigation.md` or `<topic>-navigation.md` (docs/runtimes/oac.md §5.2). */
export function isNavigationName(name: string): boolean {
  return name === 'navigation.md' || name.endsWith('-navigation.md');
}

/** A reference-looking string: a relative or `.opencode/` path ending in `.md` or `/`, no spaces, globs or placeholders (§5.2). */
const REF = /^@?[A-Za-z0-9_.][A-Za-z0-9_.\/-]*(\.md|\/)$/;
/** A line or heading that marks planned content (§5.2). */
const PLANNED_LINE = /[[(]\s*(future|planned|coming soon)\s*[\])]/i;
const PLANNED_HEADING = /\b(future|planned|coming soon|roadmap)\b/i;

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  children?: MdNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } };
}

/**
 * The path references of one navigation file (§5.2): inline code spans, link targets, and
 * headings or bold text that are nothing but a path, outside fenced code, that look like paths
 * (`REF`). Each is resolved, in order, against W for
 * `.opencode/…`, the navigation file's folder, and the context root; the first candidate that
 * exists wins. References on a line marked `[future]`/`(planned)` or under a heading that says
 * "future"/"planned" are marked `planned`.
 *
 * `file` and `root` are relative to W; `text` is the file's text. Never throws.
 */
export function parseNavigation(source: FileSource, W: string, root: string, file: string, text: string): NavigationFile {
  const lines = new LineIndex(text);
  const rawLines = text.split(/\r?\n/);
  const tree = remark().parse(text) as unknown as MdNode;
  const references: NavigationReference[] = [];
  let plannedDepth = 0; // heading depth that opened a planned section, 0 = none
  const visit = (n: MdNode): void => {
    if (n.type === 'heading') {
      const d = n.depth ?? 1;
      if (plannedDepth > 0 && d <= plannedDepth) plannedDepth = 0;
      if (plannedDepth === 0 && PLANNED_HEADING.test(textOf(n))) plannedDepth = d;
    }
    if (n.type === 'code') return;
    // A heading or bold text that is nothing but a file name lists it too (`### audio-content.md`).
    const whole = (n.type === 'heading' || n.type === 'strong') && !(n.children ?? []).some((c) => c.type === 'inlineCode' || c.type === 'link') ? textOf(n).trim() : undefined;
    const raw = n.type === 'inlineCode' ? n.value : n.type === 'link' ? n.url : whole;
    if (raw !== undefined && n.position?.start.offset !== undefined && n.position.end.offset !== undefined) {
      const ref = raw.trim().replace(/#.*$/, '');
      if (REF.test(ref) && !ref.includes('..//')) {
        const line = rawLines[n.position.start.line - 1] ?? '';
        references.push({
          text: ref,
          span: lines.span(file, '', n.position.start.offset, n.position.end.offset),
          planned: plannedDepth > 0 || PLANNED_LINE.test(line),
          ...resolveReference(source, W, root, file, ref),
        });
      }
    }
    for (const c of n.children ?? []) visit(c);
  };
  visit(tree);
  return { path: file, references };
}

function textOf(n: MdNode): string {
  return (n.value ?? '') + (n.children ?? []).map(textOf).join('');
}

/** Resolve one reference (§5.2): candidates relative to W, and the first that exists. */
export function resolveReference(
  source: FileSource,
  W: string,
  root: string,
  file: string,
  ref: string,
): Pick<NavigationReference, 'resolved' | 'resolvedKind' | 'real' | 'candidates'> {
  const r = ref.replace(/^@/, '');
  const candidates: string[] = [];
  if (r.startsWith('.opencode/')) candidates.push(clean(r));
  else {
    candidates.push(clean(join(dir(file), r)));
    const fromRoot = clean(join(root, r));
    if (fromRoot.startsWith(`${root}/`)) candidates.push(fromRoot);
  }
  const uniq = [...new Set(candidates)];
  for (const c of uniq) {
    if (c.startsWith('../') || c === '..') continue;
    const st = source.stat(join(W, c));
    if (st && (st.kind === 'file' || st.kind === 'dir')) {
      const real = realRel(source, W, c) ?? c;
      return { resolved: c, resolvedKind: st.kind, real, candidates: uniq };
    }
  }
  return { resolved: null, resolvedKind: null, real: null, candidates: uniq };
}

/** The symlink-free path of `rel` (relative to W) relative to W's own real path, or `null` when missing or outside W. */
export function realRel(source: FileSource, W: string, rel: string): string | null {
  const realW = source.realpath(W) ?? W;
  const abs = source.realpath(join(W, rel));
  if (abs === null) return null;
  if (abs === realW) return '.';
  return abs.startsWith(realW + '/') ? abs.slice(realW.length + 1) : null;
}
