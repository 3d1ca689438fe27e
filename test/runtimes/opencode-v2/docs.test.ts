/**
 * Every section of docs/runtimes/opencode-v2.md that the V2 code cites exists (TEAM.md: every §
 * the code cites resolves inside the repository).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const DIR = path.join(ROOT, 'src', 'runtimes', 'opencode-v2');
const DOC = fs.readFileSync(path.join(ROOT, 'docs', 'runtimes', 'opencode-v2.md'), 'utf8');

describe('docs/runtimes/opencode-v2.md', () => {
  const headings = new Set([...DOC.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]));
  it('has numbered sections', () => {
    expect([...headings].slice(0, 3)).toEqual(['1', '2', '2.1']);
  });
  const files = [
    ...fs.readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => path.join(DIR, f)),
    path.join(ROOT, 'src', 'commands', 'opencode-v2.ts'),
    path.join(ROOT, 'src', 'report', 'opencode-v2-migration.ts'),
  ];
  it('finds the V2 sources', () => expect(files.length).toBe(12));
  for (const file of files) {
    it(`sections cited by ${path.relative(ROOT, file)} exist`, () => {
      const text = fs.readFileSync(file, 'utf8');
      // "docs §N", "opencode-v2.md §N" and note sections ('§N'); spec citations (runtime-opencode.md §N) are not ours.
      const cited = [...text.matchAll(/(?:docs|opencode-v2\.md|section:) '?§(\d+(?:\.\d+)?)/g)].map((m) => m[1]!);
      const missing = cited.filter((s) => !headings.has(s));
      expect(missing).toEqual([]);
    });
  }
});
