#!/usr/bin/env node
/**
 * Regenerate the `files:` regex of `.pre-commit-hooks.yaml` from the one relevance list
 * (`STATIC_RELEVANT_GLOBS` in `src/precommit/relevance.ts`, which `ctxlens paths` prints and
 * `lint --staged` uses), through `globsToSearchRegex` (`src/text/glob-regex.ts`). Run after
 * `npm run build` (it reads `dist/`):
 *
 *   node scripts/pre-commit-hooks.mjs           rewrite the files: line
 *   node scripts/pre-commit-hooks.mjs --check   exit 1 when the committed line differs
 *
 * `test/commands/precommit-files-regex.test.ts` fails when the committed line is not what the list generates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { STATIC_RELEVANT_GLOBS } = await import(join(root, 'dist', 'src', 'precommit', 'relevance.js'));
const { globsToSearchRegex } = await import(join(root, 'dist', 'src', 'text', 'glob-regex.js'));

const file = join(root, '.pre-commit-hooks.yaml');
const text = readFileSync(file, 'utf8');
const regex = globsToSearchRegex(STATIC_RELEVANT_GLOBS.map((g) => g.glob));
const line = `  files: '${regex.replace(/'/g, "''")}'`;
const lines = text.split('\n');
const at = lines.findIndex((l) => /^ {2}files: /.test(l));
if (at < 0) {
  console.error('.pre-commit-hooks.yaml: no "  files:" line to replace');
  process.exit(2);
}
if (process.argv.includes('--check')) {
  if (lines[at] !== line) {
    console.error(`.pre-commit-hooks.yaml: files: is not what the relevance list generates; run node scripts/pre-commit-hooks.mjs\n  committed: ${lines[at].trim()}\n  generated: ${line.trim()}`);
    process.exit(1);
  }
} else if (lines[at] !== line) {
  lines[at] = line;
  writeFileSync(file, lines.join('\n'));
  console.log(`.pre-commit-hooks.yaml: files: regenerated (${STATIC_RELEVANT_GLOBS.length} globs)`);
}
