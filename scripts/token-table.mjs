#!/usr/bin/env node
/**
 * Build step (after `tsc` and `scripts/bundle.mjs`): write the o200k token table
 * (`src/text/o200k-table.ts` describes the format) from gpt-tokenizer's rank decoder to where the
 * counter looks for it, beside the module that loads it:
 *
 *   bundle/o200k_base.ctxtok          the shipped bundle (committed with it)
 *   dist/src/text/o200k_base.ctxtok   the tsc build
 *
 * Counting with the table gives gpt-tokenizer's counts (`test/text/o200k-table.test.ts`) and loads
 * in a few milliseconds, where gpt-tokenizer's module takes about 250 ms to parse and index.
 *
 *   node scripts/token-table.mjs [--outdir bundle]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const i = process.argv.indexOf('--outdir');
const outdir = resolve(root, i >= 0 ? process.argv[i + 1] : 'bundle');
const { encodeTable } = await import(join(root, 'dist', 'src', 'text', 'o200k-table.js'));
const m = createRequire(import.meta.url)('gpt-tokenizer/bpeRanks/o200k_base');
const table = encodeTable(m.default ?? m);
for (const dir of [outdir, join(root, 'dist', 'src', 'text')]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'o200k_base.ctxtok'), table);
}
