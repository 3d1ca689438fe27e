import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from '../../src/engine/finding.js';
import { escapeData, escapeProperty, github } from '../../src/report/github.js';
import { escapeMarkdown, markdown } from '../../src/report/markdown.js';
import { neutralise, safeJson } from '../../src/report/neutralise.js';
import { fingerprint } from '../../src/report/sarif.js';
import { FORMATS, REPORTERS } from '../../src/report/index.js';
import { ANSI_LABEL, CONTROL_FILE, CTX, FINDINGS, HOSTILE_FILE, INPUT } from './input.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Raw control characters other than newline: nothing of the kind may reach a terminal. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const finding = (severity: Severity, i: number, file = 'a.md'): Finding => ({
  ruleId: 'unknown-mode',
  messageId: 'm',
  data: {},
  severity,
  message: `${severity} ${i}`,
  span: { file, pointer: '', start: { line: i + 1, column: 1 }, end: { line: i + 1, column: 2 } },
});

describe('neutralisation', () => {
  it('neutralise shows controls, ANSI escapes and bidi overrides as text', () => {
    expect(neutralise(`a${ANSI_LABEL}\n\r\u009b\u202e\u2028z`)).toBe('a\\u001b[31mred\\u001b[0m\\u000a\\u000d\\u009b\\u202e\\u2028z');
    expect(neutralise('plain é ✓')).toBe('plain é ✓');
  });

  it('safeJson escapes C1 and bidi characters but parses back to the same value', () => {
    const v = { s: `x\u009by\u202ez\u001b` };
    const out = safeJson(v);
    expect(out).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(out)).toEqual(v);
  });

  it.each(FORMATS)('%s output holds no raw control character (colour off)', (format) => {
    expect(REPORTERS[format](INPUT, CTX)).not.toMatch(RAW_CONTROL);
  });

  it('stylish with colour has ANSI codes of its own only, never the label\'s', () => {
    const out = REPORTERS.stylish(INPUT, { ...CTX, color: true });
    expect(out).toContain('\u001b[31m'); // red "error" from chalk
    expect(out).not.toContain(ANSI_LABEL);
    expect(out).toContain('\\u001b[31mred\\u001b[0m');
  });

  it('github: a hostile file name and message cannot start a command or a line', () => {
    const lines = REPORTERS.github(INPUT, CTX).trimEnd().split('\n');
    expect(lines).toHaveLength(FINDINGS.length);
    for (const l of lines) expect(l).toMatch(/^::(error|warning|notice) [^:]*::[^\n]*$/);
    const hostile = lines.find((l) => l.includes('manifest-label'))!;
    expect(hostile).toContain('file=a%250A%3A%3Aerror%3A%3Ax.md,');
    expect(hostile.split('::')).toHaveLength(3); // "", "notice props", "message": one command
    const control = lines.find((l) => l.includes('Mode \"z\"') || l.includes('Mode "z"'))!;
    expect(control).toBe('::error file=evil\\u001b[2J%0A%3A%3Awarning%3A%3A\\u009b1m.md,line=1,endLine=1,col=7,endColumn=8,title=ctxlens unknown-mode::Mode "z" is not recognised.');
  });

  it('a file name with a newline and escapes stays on its own line in stylish and markdown', () => {
    const stylishOut = REPORTERS.stylish(INPUT, CTX);
    expect(stylishOut).toContain('\nevil\\u001b[2J\\u000a::warning::\\u009b1m.md\n');
    expect(REPORTERS.markdown(INPUT, CTX)).toContain('| evil\\\\u001b\\[2J\\\\u000a::warning::\\\\u009b1m.md:1:7 |');
    const sarifUris = (JSON.parse(REPORTERS.sarif(INPUT, CTX)) as { runs: { results: { locations?: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] }).runs[0]!.results.map((r) => r.locations?.[0]?.physicalLocation.artifactLocation.uri);
    expect(sarifUris).toContain('evil%1B%5B2J%0A%3A%3Awarning%3A%3A%C2%9B1m.md');
    const jsonFiles = (JSON.parse(REPORTERS.json(INPUT, CTX)) as { findings: { file: string | null }[] }).findings.map((f) => f.file);
    expect(jsonFiles).toContain(CONTROL_FILE);
  });
});

describe('github escaping', () => {
  it.each<[string, string, string]>([
    ['percent', '100%', '100%25'],
    ['newlines', 'a\r\nb', 'a%0D%0Ab'],
    ['already-escaped text stays literal', '%0A', '%250A'],
    ['colon and comma in data stay', 'a: b, c', 'a: b, c'],
    ['ANSI', '\u001b[1m', '\\u001b[1m'],
  ])('escapeData %s', (_n, input, expected) => {
    expect(escapeData(input)).toBe(expected);
  });

  it('escapeProperty also escapes colon and comma', () => {
    expect(escapeProperty(HOSTILE_FILE)).toBe('a%250A%3A%3Aerror%3A%3Ax.md');
    expect(escapeProperty('a,b:c\n')).toBe('a%2Cb%3Ac%0A');
  });

  it('gives columns only for one-line findings', () => {
    const multi: Finding = { ...finding('error', 0), span: { file: 'a.md', pointer: '', start: { line: 1, column: 3 }, end: { line: 2, column: 1 } } };
    expect(github({ findings: [multi, finding('warning', 4)], suppressed: [] }, CTX)).toBe(
      '::error file=a.md,line=1,endLine=2,title=ctxlens unknown-mode::error 0\n' +
        '::warning file=a.md,line=5,endLine=5,col=1,endColumn=2,title=ctxlens unknown-mode::warning 4\n',
    );
  });

  it('shows the most severe first, at most 10 errors and 10 warnings, then one notice with the rest', () => {
    const fs = [
      ...Array.from({ length: 12 }, (_, i) => finding('warning', i)),
      ...Array.from({ length: 15 }, (_, i) => finding('error', i)),
      ...Array.from({ length: 2 }, (_, i) => finding('info', i)),
    ];
    const lines = github({ findings: fs, suppressed: [] }, CTX).trimEnd().split('\n');
    const kinds = lines.map((l) => /^::(\w+)/.exec(l)![1]);
    expect(kinds).toEqual([...Array(10).fill('error'), ...Array(10).fill('warning'), 'notice', 'notice', 'notice']);
    expect(lines[0]).toContain('::error 0');
    expect(lines[10]).toContain('::warning 0');
    expect(lines.at(-1)).toBe('::notice::ctxlens: 7 more finding(s) not shown as annotations (5 error(s), 2 warning(s)); run ctxlens lint for the full list.');
  });

  it('prefixes relative paths with ctx.pathPrefix, never absolute ones', () => {
    const abs: Finding = { ...finding('error', 0), span: { file: '/etc/x.json', pointer: '', start: { line: 0, column: 0 }, end: { line: 0, column: 0 } } };
    expect(github({ findings: [finding('error', 0), abs], suppressed: [] }, { ...CTX, pathPrefix: 'packages/app/' })).toBe(
      '::error file=packages/app/a.md,line=1,endLine=1,col=1,endColumn=2,title=ctxlens unknown-mode::error 0\n' + '::error file=/etc/x.json,title=ctxlens unknown-mode::error 0\n',
    );
  });

  it('prints nothing when there is nothing', () => {
    expect(github({ findings: [], suppressed: [] }, CTX)).toBe('');
  });
});

describe('markdown', () => {
  it('escapes markdown, HTML and mentions', () => {
    expect(escapeMarkdown('a|b `c` <x> @me *y* [z](u) #1')).toBe('a\\|b \\`c\\` &lt;x&gt; &#64;me \\*y\\* \\[z\\]\\(u\\) \\#1');
  });

  it('stays under the byte cap and says how many findings it left out', () => {
    const fs = Array.from({ length: 200 }, (_, i) => finding('warning', i, `dir/${'x'.repeat(50)}.md`));
    const out = markdown({ findings: fs, suppressed: [] }, { ...CTX, maxBytes: 4000 });
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(4000);
    const rows = out.split('\n').filter((l) => l.startsWith('| 🟡')).length;
    expect(rows).toBeGreaterThan(5);
    expect(out).toContain(`*${200 - rows} more finding(s) not shown: the report is capped at 4000 bytes.`);
  });

  it('says so when clean', () => {
    expect(markdown({ findings: [], suppressed: [] }, CTX)).toBe('## ctxlens\n\nNo problems found.\n');
  });
});

describe('json', () => {
  it('has the cli-contract shape', () => {
    const out = JSON.parse(REPORTERS.json(INPUT, CTX)) as { findings: Record<string, unknown>[]; errorCount: number; warningCount: number; infoCount: number };
    expect([out.errorCount, out.warningCount, out.infoCount]).toEqual([3, 2, 1]);
    for (const f of out.findings) {
      for (const k of ['ruleId', 'severity', 'file', 'line', 'column', 'endLine', 'endColumn', 'message', 'messageId', 'data']) expect(f).toHaveProperty(k);
      expect(['error', 'warning', 'info']).toContain(f['severity']);
    }
    const fileLevel = out.findings.find((f) => f['file'] === HOSTILE_FILE)!;
    expect([fileLevel['line'], fileLevel['column'], fileLevel['endLine'], fileLevel['endColumn']]).toEqual([null, null, null, null]);
    expect(out.findings[1]).toMatchObject({ file: '.opencode.json', line: 2, column: 32, endLine: 3, endColumn: 2 });
  });
});

describe('sarif', () => {
  const schema = JSON.parse(readFileSync(path.join(HERE, '..', 'fixtures', 'schemas', 'sarif-schema-2.1.0.json'), 'utf8')) as object;
  const ajv = new Ajv04({ allErrors: true, strict: false });
  (addFormats as unknown as (a: Ajv04) => void)(ajv);
  const validate = ajv.compile(schema);

  it('validates against the SARIF 2.1.0 schema', () => {
    const log = JSON.parse(REPORTERS.sarif(INPUT, CTX)) as unknown;
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
  });

  it('gives a file: URI without base for a file outside the linted directory, and still validates', () => {
    const abs: Finding = { ...finding('warning', 0), span: { file: '/home/u/.config/opencode/a b.json', pointer: '/x', start: { line: 1, column: 1 }, end: { line: 1, column: 3 } } };
    const log = JSON.parse(REPORTERS.sarif({ findings: [abs], suppressed: [] }, CTX)) as { runs: { results: { locations: { physicalLocation: { artifactLocation: object } }[] }[] }[] };
    expect(log.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation).toEqual({ uri: 'file:///home/u/.config/opencode/a%20b.json' });
    expect(validate(log)).toBe(true);
  });

  it('uses the rule doc as help when given', () => {
    const doc = '# parse-error\n\n## Why\n\nBecause.\n';
    const log = JSON.parse(REPORTERS.sarif(INPUT, { ...CTX, ruleDocs: { 'parse-error': doc } })) as { runs: { tool: { driver: { rules: { id: string; help: { text: string; markdown: string } }[] } } }[] };
    const rules = log.runs[0]!.tool.driver.rules;
    expect(rules.find((r) => r.id === 'parse-error')!.help).toEqual({ text: doc, markdown: doc });
    expect(rules.find((r) => r.id === 'unknown-mode')!.help.markdown).toMatch(/See \[unknown-mode\]\(https:/);
    expect(validate(log)).toBe(true);
  });

  it('validates when clean too', () => {
    expect(validate(JSON.parse(REPORTERS.sarif({ findings: [], suppressed: [] }, CTX)))).toBe(true);
  });

  it('the schema check is not vacuous: a broken log fails', () => {
    const log = JSON.parse(REPORTERS.sarif(INPUT, CTX)) as { runs: { results: { level: string }[] }[] };
    log.runs[0]!.results[0]!.level = 'fatal';
    expect(validate(log)).toBe(false);
  });

  it('fingerprints are the content fingerprint: never the message, the line or the pointer', () => {
    const a = finding('error', 0);
    expect(fingerprint({ ...a, message: 'reworded' })).toBe(fingerprint(a));
    expect(fingerprint({ ...a, span: { ...a.span!, start: { line: 9, column: 9 } } })).toBe(fingerprint(a));
    expect(fingerprint({ ...a, span: { ...a.span!, pointer: '/x' } })).toBe(fingerprint(a));
    expect(fingerprint({ ...a, ruleId: 'other' })).not.toBe(fingerprint(a));
    expect(fingerprint({ ...a, fingerprint: 'abc' })).toBe('abc');
  });

  it('describes every registered rule with help and a doc link, and points results at them', () => {
    const log = JSON.parse(REPORTERS.sarif(INPUT, CTX)) as { runs: { tool: { driver: { rules: { id: string; helpUri: string }[] } }; results: { ruleId: string; ruleIndex: number }[] }[] };
    const run = log.runs[0]!;
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(['manifest-label', 'parse-error', 'unknown-mode', 'internal-error']);
    expect(run.tool.driver.rules[1]!.helpUri).toMatch(/\/rules\/parse-error\.md$/);
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
  });
});
