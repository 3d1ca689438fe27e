/**
 * Reporters: one input (./input.ts), one golden file per format (STYLE.md "Tests read like tables").
 * Regenerate with `UPDATE_GOLDEN=1 npx vitest run test/report/golden.test.ts`, then review every line.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FORMATS, REPORTERS } from '../../src/report/index.js';
import { CTX, INPUT } from './input.js';

const GOLDEN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');
const EXT: Record<string, string> = { stylish: 'txt', compact: 'txt', json: 'json', sarif: 'sarif', github: 'txt', markdown: 'md' };

describe('reporter goldens', () => {
  for (const format of FORMATS) {
    it(format, () => {
      const file = path.join(GOLDEN, `report.${format}.${EXT[format]}`);
      const out = REPORTERS[format](INPUT, CTX);
      if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(file, out);
      expect(existsSync(file), `missing golden ${file}`).toBe(true);
      expect(out).toBe(readFileSync(file, 'utf8'));
    });
  }
});
