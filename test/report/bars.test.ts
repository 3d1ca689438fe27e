/** Bars in the audit and the job summary (issue 12 §7): values, order and layout on real audits. */
import { describe, expect, it } from 'vitest';
import { bar, barRows, barsMarkdown, barsText } from '../../src/report/bars.js';
import { groupedNumber } from '../../src/text/grouped-number.js';
import type { AuditReport, AuditTarget } from '../../src/report/audit.js';

function target(agent: string, tokens: number, manifest: { bytes: number; body: number } | null): AuditTarget {
  return {
    agent,
    flow: null,
    step: null,
    files: [],
    totalBytes: tokens * 4,
    totalTokens: tokens,
    renderedBytes: 0,
    manifest: { bytes: manifest?.bytes ?? 0, cap: 8192, files: manifest ? 3 : 0, degrade: 0, notShown: 0, gatedBy: null, bodyBytes: manifest?.body ?? 0, maxSessionBytes: 131072, maxFileBytes: 65536, overFileCap: 0 },
  };
}

const AUDIT: AuditReport = {
  tokenizer: 'o200k_base',
  approximate: true,
  targets: [target('coder', 1000, { bytes: 4096, body: 131072 }), target('explorer', 2000, null), target('hivemind', 1000, { bytes: 4096, body: 131072 }), target('审查', 500, { bytes: 8000, body: 1000 })],
};

describe('bar', () => {
  it('draws eighths of a cell, a minimum sliver, and marks values over the cap', () => {
    expect(bar(50, 100, 8)).toBe('████');
    expect(bar(1, 100, 8)).toBe('▏');
    expect(bar(100, 100, 4)).toBe('████');
    expect(bar(150, 100, 4)).toBe('████▶');
    expect(bar(0, 100, 4)).toBe('');
    expect(bar(9, 16, 2)).toBe('█▏');
  });
});

describe('barRows', () => {
  it('puts the largest context first and the budget closest to its cap first, one row per shared figure', () => {
    const { tokens, budgets } = barRows(AUDIT);
    expect(tokens.map((r) => [r.label, r.value, r.max])).toEqual([
      ['explorer', 2000, 2000],
      ['coder', 1000, 2000],
      ['hivemind', 1000, 2000],
      ['审查', 500, 2000],
    ]);
    expect(budgets.map((r) => [r.label, r.note])).toEqual([
      ['coder, hivemind: nested bodies', '131,072 / 131,072 session bytes (100%)'],
      ['审查: manifest', '8,000 / 8,192 bytes (98%)'],
      ['coder, hivemind: manifest', '4,096 / 8,192 bytes (50%)'],
      ['审查: nested bodies', '1,000 / 131,072 session bytes (1%)'],
    ]);
  });

  it('aligns bars after wide characters in the terminal, and writes markdown tables', () => {
    const text = barsText(AUDIT, 12, 8);
    const lines = text.split('\n');
    expect(lines[1]).toBe('  explorer  ████████  2,000 tokens, 8,000 bytes');
    expect(lines[4]).toBe('  审查      ██        500 tokens, 2,000 bytes');
    const md = barsMarkdown(AUDIT, 15, 8);
    expect(md).toContain('| explorer | `████████` | 2,000 tokens, 8,000 bytes |');
    expect(md.indexOf('nested bodies')).toBeLessThan(md.indexOf('审查: manifest'));
  });
});

describe('groupedNumber', () => {
  it("is toLocaleString('en-US'): integers of every size and sign, -0, fractions, non-finite", () => {
    const xs = [0, -0, 7, -7, 999, 1000, -1000, 123456, 1234567, -98765432, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 1.5, 0.0004, 1234.5678, NaN, Infinity, -Infinity];
    for (let d = 1; d <= 16; d++) xs.push(Number('9'.repeat(d)), Number('1' + '0'.repeat(d - 1)), -Number('4'.repeat(d)));
    for (const x of xs) expect(groupedNumber(x), String(x)).toBe(x.toLocaleString('en-US'));
  });
});
