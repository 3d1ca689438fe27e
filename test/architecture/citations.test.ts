/**
 * Every `§` the code cites resolves inside the repository (docs/architecture.md §4): `<doc>.md §N`
 * names a numbered heading of that file under `docs/`, `§8 U16` an item heading of §8; a bare `§N`
 * continues the document the same file named last (on the same line or before), and a file may
 * not cite a bare one before naming a document.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports.js';

/** The section numbers (`2`, `2.1`, `U16`) of a markdown file's headings. */
export function sectionsOf(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(U\d+|\d+(?:\.\d+)*)\.?\s/gm)) out.add(m[1]!);
  return out;
}

/** One citation: where it is, the document it names (repo-relative) and the section. */
export interface Citation {
  file: string;
  line: number;
  doc: string | null;
  section: string;
}

/** A runtime document a bare `§` after it refers to: `docs/runtimes/<name>.md`, or a spec outside the repository (so that citing it fails). */
const CITE = /((?:[\w.-]+\/)*docs\/runtimes\/[\w./-]+\.md|runtime-[\w-]+\.md)|§\s?(\d+(?:\.\d+)*)(?:\s+(U\d+))?/g;

/** The `§` citations of one file's text, bare ones attributed to the last document named before them. */
export function citationsOf(file: string, text: string): Citation[] {
  const out: Citation[] = [];
  let doc: string | null = null;
  text.split('\n').forEach((lineText, i) => {
    for (const m of lineText.matchAll(CITE)) {
      if (m[1] !== undefined) {
        doc = m[1];
        continue;
      }
      const section = m[2]!.replace(/\.$/, '');
      out.push({ file, line: i + 1, doc, section });
      if (m[3] !== undefined) out.push({ file, line: i + 1, doc, section: m[3] });
    }
  });
  return out;
}

/** Why a citation does not resolve, or `null`. */
export function unresolved(c: Citation, read: (doc: string) => string | null): string | null {
  if (c.doc === null) return 'a bare § before any document is named';
  if (!c.doc.startsWith('docs/')) return `${c.doc} is not a document of this repository (docs/…)`;
  const md = read(c.doc);
  if (md === null) return `${c.doc} does not exist`;
  return sectionsOf(md).has(c.section) ? null : `${c.doc} has no section ${c.section}`;
}

const read = (doc: string): string | null => {
  const abs = path.join(ROOT, doc);
  return existsSync(abs) ? readFileSync(abs, 'utf8') : null;
};
const files = fg.sync(['src/**/*.ts', 'rules/**/*.ts', 'rules/**/*.md'], { cwd: ROOT }).sort();
const citations = files.flatMap((f) => citationsOf(f, readFileSync(path.join(ROOT, f), 'utf8')));

describe('§ citations', () => {
  it('finds the citations', () => {
    expect(citations.length).toBeGreaterThan(300);
  });

  it('every § citation in src/ and rules/ resolves to a heading under docs/', () => {
    const bad = citations.flatMap((c) => {
      const why = unresolved(c, read);
      return why === null ? [] : [`${c.file}:${c.line}: §${c.section}: ${why}`];
    });
    expect(bad).toEqual([]);
  });

  it('attributes and resolves as documented', () => {
    const cs = citationsOf('x.ts', 'see docs/runtimes/fork.md §6.2 and §8 U16;\n// then §9.9');
    expect(citationsOf('y.ts', ' * (docs/runtimes/fork.md\n * §2.1)').map((c) => [c.doc, c.section])).toEqual([['docs/runtimes/fork.md', '2.1']]);
    expect(cs.map((c) => [c.doc, c.section, c.line])).toEqual([
      ['docs/runtimes/fork.md', '6.2', 1],
      ['docs/runtimes/fork.md', '8', 1],
      ['docs/runtimes/fork.md', 'U16', 1],
      ['docs/runtimes/fork.md', '9.9', 2],
    ]);
    const md = '# T\n## 6. Six\n### 6.2 Walk\n### U16. Links\n';
    expect(cs.map((c) => unresolved(c, () => md))).toEqual([null, 'docs/runtimes/fork.md has no section 8', null, 'docs/runtimes/fork.md has no section 9.9']);
    expect(unresolved({ file: 'x', line: 1, doc: null, section: '1' }, () => md)).toMatch(/bare/);
    expect(unresolved({ file: 'x', line: 1, doc: 'cli-contract.md', section: '1' }, () => md)).toMatch(/not a document/);
  });
});
