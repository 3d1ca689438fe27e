/**
 * Every rule doc's examples run (docs/architecture.md §5 "Examples that run"): the failing
 * example gives exactly the quoted compact lines of its rule, the passing example gives none, and
 * a doc whose example sections hold no `file=` block fails. Format and helper:
 * test/helpers/doc-examples.ts.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import type { AnyRule } from '../../src/engine/define-rule.js';
import { ruleDocPath } from '../../src/report/rule-docs.js';
import { docExampleProblems, expandRange, lintExample, parseDocExamples } from '../helpers/doc-examples.js';

/**
 * Whether the docs of `rules/opencode/` are checked too: on since they are in the executable
 * format (mainstream OpenCode and OAC rules alike).
 */
const INCLUDE_OPENCODE_DOCS = true;

const RULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'rules');
const checked = rules.filter((r) => INCLUDE_OPENCODE_DOCS || r.meta.runtimes.includes('fork'));

describe('rule docs: examples run', () => {
  it('checks every fork rule (and every rule once INCLUDE_OPENCODE_DOCS is on)', () => {
    expect(checked.length).toBeGreaterThan(50);
    if (INCLUDE_OPENCODE_DOCS) expect(checked).toEqual(rules);
  });
  for (const rule of checked) {
    const rel = `rules/${ruleDocPath(rule.id, rule.meta.runtimes)}`;
    it(rel, async () => {
      const problems = await docExampleProblems(rule, readFileSync(path.join(RULES_DIR, '..', rel), 'utf8'), rel);
      expect(problems, problems.join('\n\n')).toEqual([]);
    });
  }
});

describe('rule doc examples: the harness', () => {
  const rule = rules.find((r) => r.id === 'config-schema')! as AnyRule;
  const doc = (failing: string, passing: string) => `# x\n\n## Failing example\n\n${failing}\n\n## Passing example\n\n${passing}\n`;
  const badCfg = '```json file=.opencode.json\n{\n  "agent": {"coder": {"model": "gpt-5"}}\n}\n```';
  const goodCfg = '```json file=.opencode.json\n{\n  "agents": {"coder": {"model": "gpt-5"}}\n}\n```';
  const line = '.opencode.json: line 2, col 3, Warning - Unknown key "agent" at the top level: the runtime ignores it; it is a mainstream OpenCode (opencode.json) key: the fork configures agents under "agents". (config-schema)';

  it('parses files, the finding block and comments per section', () => {
    const ex = parseDocExamples(
      doc(
        `${badCfg}\n\n<!-- ctxlens-example env: A=1 B=x=y -->\n<!-- ctxlens-example cwd: app/ -->\n\n\`\`\`text file=docs/ symlink=../x\n\`\`\`\n\n\`\`\`markdown file=a.md repeat=3\nab\n\`\`\`\n\n- \`\`\`text finding\n  L1\n  L2\n  \`\`\``,
        '```json\n{"illustration": true}\n```',
      ),
    );
    const f = ex['Failing example']!;
    expect(f.files).toEqual([
      { path: '.opencode.json', node: '{\n  "agent": {"coder": {"model": "gpt-5"}}\n}\n' },
      { path: 'docs', node: { symlink: '../x' } },
      { path: 'a.md', node: 'ab\nab\nab\n' },
    ]);
    expect([f.expected, f.env, f.cwd, f.skip, f.problems]).toEqual([['L1', 'L2'], { A: '1', B: 'x=y' }, 'app', null, []]);
    expect(ex['Passing example']!.files).toEqual([]);
  });

  it('expands one {A..B} range in a path', () => {
    expect(expandRange('pkg-{08..11}/AGENTS.md')).toEqual(['pkg-08/AGENTS.md', 'pkg-09/AGENTS.md', 'pkg-10/AGENTS.md', 'pkg-11/AGENTS.md']);
    expect(expandRange('a{1..2}.md')).toEqual(['a1.md', 'a2.md']);
    expect(parseDocExamples(doc('```md file=p{1..2}/A.md\nx\n```', 'p'))['Failing example']!.files).toEqual([
      { path: 'p1/A.md', node: 'x\n' },
      { path: 'p2/A.md', node: 'x\n' },
    ]);
  });

  it('reports syntax problems of a section', () => {
    const ex = parseDocExamples(doc('```json file=/etc/x\n{}\n```\n\n```text file=l symlink=t\nnot empty\n```\n\n<!-- ctxlens-example envs: A=1 -->\n\n```json file=x sise=3\n```', 'p'));
    expect(ex['Failing example']!.problems).toEqual([
      'line 5: file= needs a path inside the example repository, got "/etc/x"',
      'line 9: the block of l must be empty (a symlink, fifo or directory has no text)',
      'line 13: unknown ctxlens-example key "envs" (env, cwd or skip)',
      'line 15: unknown attribute "sise" (file=, symlink=, fifo, repeat=, size=)',
    ]);
  });

  it('lints an example in memory and prints compact lines', async () => {
    const ex = parseDocExamples(doc(badCfg, goodCfg));
    expect(await lintExample(rule, ex['Failing example']!)).toEqual([line]);
    expect(await lintExample(rule, ex['Passing example']!)).toEqual([]);
  });

  it('runs a rule of mainstream OpenCode with that runtime', async () => {
    const oc = rules.find((r) => r.id === 'instructions-no-match')!;
    const ex = parseDocExamples(
      doc('```json file=opencode.json\n{"instructions": ["docs/*.md", "missing.md"]}\n```\n\n```markdown file=docs/a.md\n# A\n```', '```json file=opencode.json\n{"instructions": ["docs/*.md"]}\n```\n\n```markdown file=docs/a.md\n# A\n```'),
    );
    const lines = await lintExample(oc, ex['Failing example']!);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^opencode\.json: line 1, col 32, Warning - "missing\.md" matches no file .*\(instructions-no-match\)$/);
    expect(await lintExample(oc, ex['Passing example']!)).toEqual([]);
  });

  it('builds a size= example sparse on disk, symlinks and all', async () => {
    const big = rules.find((r) => r.id === 'context-file-too-large')!;
    const ex = parseDocExamples(
      doc('```json file=.opencode.json\n{"contextPaths": ["AGENTS.md", "logs/"]}\n```\n\n```md file=AGENTS.md\n# A\n```\n\n```text file=store/dump.md size=268435460\nx\n```\n\n```text file=logs symlink=store\n```', 'p'),
    )['Failing example']!;
    expect(ex.files[2]).toEqual({ path: 'store/dump.md', node: 'x\n', size: 268435460 });
    expect(await lintExample(big, ex)).toEqual([]);
    ex.files[3] = { path: 'logs/dump.md', node: { symlink: '../store/dump.md' } };
    expect(await lintExample(big, ex)).toEqual([
      '.opencode.json: line 1, col 32, Warning - logs/dump.md under "logs/" is 268435460 bytes: the runtime reads it whole into the prompt; ctxlens does not simulate files over 268435456 bytes, so its render and audit leave it out. (context-file-too-large)',
    ]);
  });

  it('accepts a doc whose examples hold', async () => {
    expect(await docExampleProblems(rule, doc(`${badCfg}\n\n\`\`\`text finding\n${line}\n\`\`\``, goodCfg), 'd.md')).toEqual([]);
  });

  it('fails prose-only examples, a missing or wrong finding block, and a passing example that finds', async () => {
    expect(await docExampleProblems(rule, doc('Some prose.', 'More prose.'), 'd.md')).toEqual([
      'd.md "## Failing example": no file block; give the example\'s files as ```LANG file=PATH blocks (or, if it cannot be built at all, <!-- ctxlens-example skip: REASON -->)',
      'd.md "## Passing example": no file block; give the example\'s files as ```LANG file=PATH blocks (or, if it cannot be built at all, <!-- ctxlens-example skip: REASON -->)',
    ]);
    expect(await docExampleProblems(rule, doc(badCfg, badCfg), 'd.md')).toEqual([
      `d.md "## Failing example": no \`\`\`text finding block; ctxlens prints:\n    ${line}`,
      `d.md "## Passing example": expected no config-schema finding, got:\n    ${line}`,
    ]);
    expect(await docExampleProblems(rule, doc(`${badCfg}\n\n\`\`\`text finding\n.opencode.json: line 2, col 3, Warning - old text (config-schema)\n\`\`\``, goodCfg), 'd.md')).toEqual([
      `d.md "## Failing example": findings differ.\nexpected:\n    .opencode.json: line 2, col 3, Warning - old text (config-schema)\nactual (ctxlens prints):\n    ${line}`,
    ]);
  });

  it('skips a section with a reason, and rule settings come from ctxlens.config.json', async () => {
    const off = '```json file=ctxlens.config.json\n{"rules": {"config-schema": "off"}}\n```';
    expect(await docExampleProblems(rule, doc('<!-- ctxlens-example skip: needs a 300 MiB file -->', `${badCfg}\n\n${off}`), 'd.md')).toEqual([]);
    expect(await docExampleProblems(rule, doc('<!-- ctxlens-example skip: -->', goodCfg), 'd.md')).toEqual(['d.md "## Failing example": line 5: skip needs a reason']);
  });
});
