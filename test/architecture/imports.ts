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

/** One import: the importing file, the imported repo-relative `.ts` file, the 1-based line, and whether only types cross it. */
export interface ImportEdge {
  from: string;
  to: string;
  line: number;
  /** `import type …`, `export type … from`, or every named binding marked `type`: erased at build time. */
  typeOnly: boolean;
}

/** The relative imports of `file` (static, re-exports and dynamic `import()`; packages left out), resolved to repo-relative `.ts` paths. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: ImportEdge[] = [];
  const add = (spec: ts.Expression | undefined, typeOnly: boolean): void => {
    if (!spec || !ts.isStringLiteralLike(spec) || !spec.text.startsWith('.')) return;
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec.text)).replace(/\.js$/, '.ts');
    out.push({ from: file, to, line: sf.getLineAndCharacterOfPosition(spec.getStart()).line + 1, typeOnly });
  };
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n)) {
      const c = n.importClause;
      const named = c?.namedBindings && ts.isNamedImports(c.namedBindings) ? c.namedBindings.elements : null;
      const typeOnly = !!c && (c.isTypeOnly || (!c.name && named !== null && named.length > 0 && named.every((e) => e.isTypeOnly)));
      add(n.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(n)) add(n.moduleSpecifier, n.isTypeOnly);
    else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) add(n.arguments[0], false);
    else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument)) add(n.argument.literal as ts.Expression, true);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}
