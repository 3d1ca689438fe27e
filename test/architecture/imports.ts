/**
 * The import graph of ctxlens's own sources (`src/` and `rules/`), read with the TypeScript
 * pre-processor (static, type-only and dynamic `import()` all count), for the architecture tests.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

/** Repository root (this file lives in `test/architecture/`). */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every TypeScript source file of `src/` and `rules/`, repo-relative with `/`. */
export function sourceFiles(): string[] {
  return fg.sync(['src/**/*.ts', 'rules/**/*.ts'], { cwd: ROOT }).sort();
}

/** One import: the importing file, the imported repo-relative `.ts` file, the 1-based line. */
export interface ImportEdge {
  from: string;
  to: string;
  line: number;
}

/** The relative imports of `file` (package imports are left out), resolved to repo-relative `.ts` paths. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const out: ImportEdge[] = [];
  for (const ref of info.importedFiles) {
    if (!ref.fileName.startsWith('.')) continue;
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.fileName)).replace(/\.js$/, '.ts');
    const line = text.slice(0, ref.pos).split('\n').length;
    out.push({ from: file, to, line });
  }
  return out;
}
