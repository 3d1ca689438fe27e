/**
 * Whole-pipeline fixtures (STYLE.md "Tests read like tables"; actionlint's testdata layout).
 *
 *   test/fixtures/ok/<case>/        a working directory W that must give zero findings;
 *   test/fixtures/err/<case>/       a working directory W with deliberate problems;
 *   test/fixtures/err/<case>.out    its golden: one line per finding, in engine order
 *                                   (file, line, column, rule), formatted
 *                                   `file:line:col: severity rule-id: message`;
 *   test/fixtures/*\/<case>.env.json optional simulated environment for that case (default `{}`);
 *   examples/<name>/ + examples/<name>.out   the bundled examples, checked the same way.
 *
 * Each tree is read from disk (`WorktreeSource`), loaded with `loadProject` and checked with every
 * registered rule (`rules/index.ts`), as `ctxlens lint` does without a ctxlens config. In a golden, the absolute
 * path of the tree is written `<W>` (and its parent `..`, as messages show it inside a repository), a file-level position is `-:-`, a
 * finding without a file is `-:-:-`, and a newline inside a message is written `\n`.
 *
 * Regenerate goldens with `UPDATE_GOLDEN=1 npx vitest run test/pipeline.test.ts`, then review
 * every changed line against the spec before keeping it. An err case without a golden is
 * skipped (reported as skipped), so an unreviewed golden is never silently trusted.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';
import type { Finding } from '../src/engine/finding.js';
import { runRules } from '../src/engine/run.js';
import { loadProject } from '../src/runtimes/fork/load/project.js';
import { WorktreeSource } from '../src/source/worktree.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(ROOT, 'test', 'fixtures');
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

/** Case folders directly under `dir`, in byte order. */
function caseDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => statSync(path.join(dir, n)).isDirectory())
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** The simulated environment of a case: `<case>.env.json` beside the tree, else `{}`. */
function caseEnv(tree: string): Record<string, string> {
  const f = `${tree}.env.json`;
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as Record<string, string>) : {};
}

/** Load the tree at `tree` (W) and run every registered rule of the fork, as `ctxlens lint --runtime fork` does. */
function lintTree(tree: string): Finding[] {
  const model = loadProject(new WorktreeSource(), { cwd: tree, env: caseEnv(tree), withGlobal: false });
  return runRules(model, rules, { runtime: 'fork' }).findings;
}

/** One golden line: `file:line:col: severity rule-id: message`, machine-independent (`<W>`, `..`). */
function formatFinding(f: Finding, tree: string): string {
  const span = f.span;
  const where = span === null ? '-:-:-' : span.start.line === 0 ? `${span.file}:-:-` : `${span.file}:${span.start.line}:${span.start.column}`;
  const message = f.message
    .split(tree)
    .join('<W>')
    // Its parent as messages show it inside a repository (relative); outside one it stays absolute: the same golden either way.
    .split(path.dirname(tree) + '/')
    .join('../')
    .replace(/\r?\n/g, '\\n');
  return `${where}: ${f.severity} ${f.ruleId}: ${message}`;
}

function golden(findings: Finding[], tree: string): string {
  return findings.map((f) => formatFinding(f, tree) + '\n').join('');
}

describe('pipeline: ok fixtures give zero findings', () => {
  const dir = path.join(FIXTURES, 'ok');
  for (const name of caseDirs(dir)) {
    it(name, () => {
      const tree = path.join(dir, name);
      expect(golden(lintTree(tree), tree)).toBe('');
    });
  }
});

/** Compare a tree with its golden `<tree>.out` (or write it with UPDATE_GOLDEN=1). */
function goldenCase(tree: string): void {
  const out = `${tree}.out`;
  const name = path.basename(tree);
  const test = existsSync(out) || UPDATE ? it : it.skip;
  test(name, () => {
    const findings = lintTree(tree);
    expect(findings.filter((f) => f.ruleId === 'internal-error').map((f) => f.message)).toEqual([]);
    const got = golden(findings, tree);
    if (UPDATE) writeFileSync(out, got);
    expect(got, 'an err fixture must give at least one finding').not.toBe('');
    expect(got).toBe(readFileSync(out, 'utf8'));
  });
}

describe('pipeline: err fixtures match their goldens', () => {
  const dir = path.join(FIXTURES, 'err');
  for (const name of caseDirs(dir)) goldenCase(path.join(dir, name));
});

describe('pipeline: bundled examples match their goldens', () => {
  const dir = path.join(ROOT, 'examples');
  for (const name of caseDirs(dir)) goldenCase(path.join(dir, name));
});

describe('pipeline: example READMEs list every finding', () => {
  const dir = path.join(ROOT, 'examples');
  for (const name of caseDirs(dir)) {
    const out = path.join(dir, `${name}.out`);
    const readme = path.join(dir, name, 'README.md');
    if (!existsSync(out) || !existsSync(readme)) continue;
    it(name, () => {
      const text = readFileSync(readme, 'utf8');
      const section = text.slice(text.indexOf('## Deliberate findings'));
      const rows = section.split('\n').filter((l) => /^\| \d+ \|/.test(l));
      const lines = readFileSync(out, 'utf8').split('\n').filter(Boolean);
      // One numbered row per finding, and the row's rule column names the finding's rule id.
      expect(rows.length).toBe(lines.length);
      const ruleOf = (l: string) => /^\S+: (?:error|warning|info) ([a-z0-9-]+):/.exec(l)?.[1];
      const listed = rows.map((r) => /`([a-z0-9-]+)` \((?:error|warning|info)\) \|$/.exec(r)?.[1]).sort();
      expect(listed).toEqual(lines.map(ruleOf).sort());
    });
  }
});

describe('pipeline: fixture layout', () => {
  it('every golden belongs to a tree', () => {
    const orphans: string[] = [];
    for (const dir of [path.join(FIXTURES, 'err'), path.join(ROOT, 'examples')]) {
      if (!existsSync(dir)) continue;
      for (const n of readdirSync(dir)) {
        if (n.endsWith('.out') && !existsSync(path.join(dir, n.slice(0, -4)))) orphans.push(path.join(dir, n));
      }
    }
    expect(orphans).toEqual([]);
  });

  it('has ok and err cases', () => {
    expect(caseDirs(path.join(FIXTURES, 'ok')).length).toBeGreaterThan(0);
    expect(caseDirs(path.join(FIXTURES, 'err')).length).toBeGreaterThan(0);
  });
});
