/**
 * Suppressions and baseline (docs/usage.md, "Suppressions and baseline"): inline disable
 * comments where the format allows them, reported when unused; a baseline keyed by fingerprint
 * that survives edits elsewhere and reordering; a ratchet for budget figures.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBaseline, buildBaseline } from '../../src/engine/baseline.js';
import { applyDirectives, commentStyles, parseDirectives } from '../../src/engine/directives.js';
import type { Finding } from '../../src/engine/finding.js';
import { CLI_ENTRY } from '../helpers/entries.js';

/** The shipped bundle: the same code as `dist/`, at a fraction of its start-up cost per run. */
const CLI = CLI_ENTRY;

const finding = (ruleId: string, file: string, line: number, extra: Partial<Finding> = {}): Finding => ({
  ruleId,
  messageId: 'm',
  data: {},
  severity: 'warning',
  message: `${ruleId} at ${line}`,
  span: { file, pointer: '', start: { line, column: 1 }, end: { line, column: 2 } },
  ...extra,
});

describe('disable comments', () => {
  it('are recognised only where the format has comments', () => {
    expect(commentStyles('AGENTS.md')).toEqual(['md', 'hash']);
    expect(commentStyles('.opencode/flows/x.yaml')).toEqual(['hash']);
    expect(commentStyles('opencode.jsonc')).toEqual(['slash']);
    expect(commentStyles('.opencode.json')).toEqual([]);
    expect(parseDirectives('.opencode.json', '{ // ctxlens-disable-line x\n}')).toEqual([]);
  });

  it('parse markdown, frontmatter YAML, YAML and JSONC forms with rule lists and reasons', () => {
    const md = '---\nmode: X # ctxlens-disable-line agent-mode-unknown\n---\n# Title # ctxlens-disable-line no\n<!-- ctxlens-disable-next-line a, b -- reason -->\ntext\n<!-- ctxlens-disable -->\n';
    expect(parseDirectives('a.md', md).map((d) => [d.line, d.kind, d.rules])).toEqual([
      [2, 'line', ['agent-mode-unknown']],
      [5, 'next-line', ['a', 'b']],
      [7, 'file', []],
    ]);
    expect(parseDirectives('f.yaml', 'steps: # ctxlens-disable-next-line flow-schema\n  - id: x\n').map((d) => [d.line, d.kind, d.rules])).toEqual([[1, 'next-line', ['flow-schema']]]);
    expect(parseDirectives('opencode.jsonc', '{\n  // ctxlens-disable-next-line r1\n  "x": 1 // ctxlens-disable-line r2\n}').map((d) => [d.line, d.kind, d.rules])).toEqual([
      [2, 'next-line', ['r1']],
      [3, 'line', ['r2']],
    ]);
  });

  it('suppress the named rule on their line, and report what they did not suppress', () => {
    const text = 'a\n<!-- ctxlens-disable-next-line r1, r3 -->\nb\nc <!-- ctxlens-disable-line -->\n';
    const r = applyDirectives([finding('r1', 'x.md', 3), finding('r2', 'x.md', 3), finding('r2', 'x.md', 4)], (f) => (f === 'x.md' ? text : null));
    expect(r.kept.map((f) => [f.ruleId, f.span!.start.line])).toEqual([['r2', 3]]);
    expect(r.suppressed.map((f) => [f.ruleId, f.span!.start.line, f.suppression])).toEqual([
      ['r1', 3, { kind: 'directive', pattern: '<!-- ctxlens-disable-next-line r1, r3 -->', line: 2 }],
      ['r2', 4, { kind: 'directive', pattern: '<!-- ctxlens-disable-line -->', line: 4 }],
    ]);
    expect(r.unused.map((f) => [f.ruleId, f.span!.start.line, f.data['rule']])).toEqual([['unused-disable-directive', 2, 'r3']]);
  });
});

describe('baseline', () => {
  it('matches by fingerprint and counts repeats', () => {
    const a = finding('r', 'x.json', 3, { fingerprint: 'fa' });
    const { baseline } = buildBaseline([a, { ...a, span: { ...a.span!, start: { line: 9, column: 1 } } }]);
    expect(baseline.findings).toEqual([{ ruleId: 'r', file: 'x.json', fingerprint: 'fa', count: 2, message: 'r at 3' }]);
    const moved = [finding('r', 'x.json', 20, { fingerprint: 'fa' }), finding('r', 'x.json', 21, { fingerprint: 'fa' }), finding('r', 'x.json', 22, { fingerprint: 'fa' }), finding('r', 'x.json', 23, { fingerprint: 'fb' })];
    const r = applyBaseline(moved, baseline, 'ctxlens-baseline.json');
    expect(r.suppressed).toHaveLength(2);
    expect(r.kept.map((f) => [f.span!.start.line, f.fingerprint])).toEqual([
      [22, 'fa'],
      [23, 'fb'],
    ]);
  });

  it('ratchets budgets: a grown figure is reported, and writing never raises a recorded figure', () => {
    const at = (bytes: number) => finding('nested-file-too-large', 'svc/AGENTS.md', 0, { fingerprint: 'fn', data: { file: 'svc/AGENTS.md', bytes, max: 20 } });
    const first = buildBaseline([at(30)]).baseline;
    expect(first.findings[0]!.figure).toBe(30);
    expect(applyBaseline([at(25)], first, 'b.json').kept).toEqual([]);
    const grown = applyBaseline([at(41)], first, 'b.json').kept;
    expect(grown.map((f) => f.hint)).toEqual(['Grew past the baseline: 41 > 30 (b.json); a budget figure may only shrink.']);
    const rewritten = buildBaseline([at(41)], first);
    expect([rewritten.baseline.findings[0]!.figure, rewritten.held.length]).toEqual([30, 1]);
    expect(buildBaseline([at(22)], first).baseline.findings[0]!.figure).toBe(22);
  });
});

describe('lint --baseline-write end to end', () => {
  let dir = '';
  const run = (args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env['GITHUB_WORKSPACE'];
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const config = (paths: string[]) => fs.writeFileSync(path.join(dir, '.opencode.json'), JSON.stringify({ contextPaths: paths, contextDiscovery: { maxFileBytes: 20 } }, null, 2));
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-baseline-'));
    fs.mkdirSync(path.join(dir, '.git'));
    fs.mkdirSync(path.join(dir, 'svc'));
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Rules\n');
    fs.writeFileSync(path.join(dir, 'svc/AGENTS.md'), 'x'.repeat(29) + '\n'); // 30 bytes, over maxFileBytes 20
    config(['AGENTS.md', 'missing.md']);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('records the findings, which survive reordering; new ones and a grown budget are reported', () => {
    const w = run(['lint', '--baseline-write']);
    expect([w.code, w.stdout]).toEqual([0, '']);
    expect(w.stderr).toMatch(/^ctxlens: wrote \d+ finding\(s\) to ctxlens-baseline\.json\n$/);
    const rules = (JSON.parse(fs.readFileSync(path.join(dir, 'ctxlens-baseline.json'), 'utf8')) as { findings: { ruleId: string; figure?: number }[] }).findings;
    expect(rules.find((e) => e.ruleId === 'nested-file-too-large')?.figure).toBe(30);
    expect(run(['lint', '-f', 'compact']).stdout).toBe('');

    config(['CLAUDE.md', 'AGENTS.md', 'missing.md']); // an entry inserted above: missing.md moves to index 2
    const after = run(['lint', '-f', 'json']);
    const json = JSON.parse(after.stdout) as { findings: { ruleId: string; message: string }[]; suppressed: { suppression: { kind: string } }[] };
    expect(json.findings.map((f) => f.message)).toEqual(['Context entry "CLAUDE.md" names CLAUDE.md, which does not exist: the runtime skips it silently.']);
    expect(json.suppressed.every((s) => s.suppression.kind === 'baseline')).toBe(true);

    fs.writeFileSync(path.join(dir, 'svc/AGENTS.md'), 'x'.repeat(40) + '\n'); // grew to 41 bytes
    const grown = JSON.parse(run(['lint', '-f', 'json']).stdout) as { findings: { ruleId: string }[] };
    expect(grown.findings.map((f) => f.ruleId).sort()).toEqual(['context-entry-missing', 'nested-file-too-large']);
    const rewrite = run(['lint', '--baseline-write']);
    expect(rewrite.stderr).toContain('1 budget figure(s) kept at their recorded value (a budget figure may only shrink)');
    expect(JSON.parse(run(['lint', '-f', 'json']).stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['nested-file-too-large']);
    expect(run(['lint', '--no-baseline', '-f', 'json']).stdout).toContain('missing.md');
  });
});
