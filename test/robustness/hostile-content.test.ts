/**
 * Robustness: hostile file contents — binary and non-UTF-8 bytes, a UTF-8 BOM, CRLF,
 * NUL bytes and very long lines in every kind of file; YAML alias bombs, 10,000-level nesting
 * in JSON and YAML, duplicate keys; 10,000 agents and a flow with 5,000 steps. Each tree is
 * linted through the built CLI: the run ends by itself with exit 0 or 1, no stack trace, a
 * finding for the broken file, and the sentinel flow still linted.
 */
import * as fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { expectClean, expectSentinel, findings, runCli, SENTINEL, tempDir, writeTreeAsync } from './helpers.js';

/** Trees still on disk, by case name (a tree is written once and shared by the tests of its case). */
const trees = new Map<string, string>();
async function tree(files: Record<string, string | Buffer>, key: string): Promise<string> {
  let root = trees.get(key);
  if (root === undefined) {
    root = tempDir();
    trees.set(key, root);
    await writeTreeAsync(root, { ...SENTINEL, ...files });
  }
  return root;
}
/** Remove a case's tree once its last test is done (inside that test, so no clean-up hook waits on a busy disk). */
async function dispose(key: string): Promise<void> {
  const root = trees.get(key);
  trees.delete(key);
  if (root !== undefined) await fs.promises.rm(root, { recursive: true, force: true });
}
// Only what a failed test left behind (each test removes its own tree); no timeout of its own.
afterAll(async () => {
  for (const key of [...trees.keys()]) await dispose(key);
}, 0);

const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x82, 0xf0, 0x90, 0x28, 0xbc]);
const latin1 = Buffer.from('# R\xe9gles du projet\n\xc9crire en fran\xe7ais\n', 'latin1');
const bom = '\ufeff';
const longLine = 'x'.repeat(2_000_000);
const nulls = 'a\0b\0c\n';

/** Alias bomb: 9 levels of 9 aliases each (9^9 ≈ 387 million nodes when expanded). */
function aliasBomb(indent = ''): string {
  const lines = [`${indent}l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]`];
  for (let i = 1; i < 9; i++) lines.push(`${indent}l${i}: &l${i} [${Array(9).fill(`*l${i - 1}`).join(', ')}]`);
  return lines.join('\n') + '\n';
}
const deepJson = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const deepJsonArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepYamlFlow = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepYamlBlock = (n: number) => Array.from({ length: n }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n';

interface Case {
  name: string;
  files: Record<string, string | Buffer>;
  /** A finding whose file is this path must be reported (the broken file is named). */
  flagged?: string;
}

const cases: Case[] = [
  { name: 'binary .opencode.json', files: { '.opencode.json': binary }, flagged: '.opencode.json' },
  { name: 'binary agent', files: { '.opencode/agents/bin.md': binary } },
  { name: 'binary flow', files: { '.opencode/flows/bin.yaml': binary }, flagged: '.opencode/flows/bin.yaml' },
  { name: 'binary nested and global context', files: { '.opencode.json': '{"contextPaths":["AGENTS.md","blob.bin"]}', 'AGENTS.md': binary, 'blob.bin': binary, 'sub/AGENTS.md': binary } },
  { name: 'latin-1 everywhere', files: { '.opencode.json': Buffer.concat([Buffer.from('{"contextPaths":["AGENTS.md"],"x":"'), Buffer.from('caf\xe9', 'latin1'), Buffer.from('"}')]), 'AGENTS.md': latin1, 'sub/AGENTS.md': latin1, '.opencode/agents/l.md': Buffer.concat([Buffer.from('---\ndescription: '), Buffer.from('d\xe9j\xe0', 'latin1'), Buffer.from('\n---\nbody\n')]) } },
  { name: 'BOM everywhere', files: { '.opencode.json': `${bom}{"contextPaths":["AGENTS.md"]}`, 'AGENTS.md': `${bom}# Root\n`, 'sub/AGENTS.md': `${bom}---\ndescription: x\n---\n`, '.opencode/agents/b.md': `${bom}---\ndescription: bom\n---\nbody\n`, '.opencode/flows/b.yaml': `${bom}flow:\n  steps:\n    - id: a\n      prompt: p\n` } },
  { name: 'CRLF everywhere', files: { '.opencode.json': '{\r\n  "contextPaths": ["AGENTS.md"]\r\n}\r\n', 'AGENTS.md': '# Root\r\n', 'sub/AGENTS.md': '---\r\ndescription: crlf\r\n---\r\nbody\r\n', '.opencode/agents/c.md': '---\r\ndescription: crlf\r\nmode: subagent\r\n---\r\nbody\r\n', '.opencode/flows/c.yaml': 'flow:\r\n  steps:\r\n    - id: a\r\n      prompt: p\r\n' } },
  { name: 'NUL bytes everywhere', files: { '.opencode.json': '{"contextPaths":["AGENTS.md"]}\0', 'AGENTS.md': nulls, 'sub/AGENTS.md': `---\ndescription: a\0b\n---\n${nulls}`, '.opencode/agents/n.md': `---\ndescription: a\0b\n---\n${nulls}`, '.opencode/flows/n.yaml': `flow:\n  steps:\n    - id: a\n      prompt: "p\0"\n` }, flagged: '.opencode.json' },
  { name: 'very long lines', files: { '.opencode.json': `{"contextPaths":["AGENTS.md"],"x":"${longLine}"}`, 'AGENTS.md': `${longLine}\n`, 'sub/AGENTS.md': `# ${longLine}\n`, '.opencode/agents/long.md': `---\ndescription: ${longLine}\n---\n${longLine}\n`, '.opencode/flows/long.yaml': `flow:\n  steps:\n    - id: a\n      prompt: ${longLine}\n` } },
  { name: 'YAML alias bomb in agent frontmatter', files: { '.opencode/agents/bomb.md': `---\ndescription: bomb\n${aliasBomb()}tools: *l8\n---\nbody\n` }, flagged: '.opencode/agents/bomb.md' },
  { name: 'YAML alias bomb in a flow', files: { '.opencode/flows/bomb.yaml': `${aliasBomb()}flow:\n  steps:\n    - id: a\n      prompt: p\n      output:\n        schema: *l8\n` }, flagged: '.opencode/flows/bomb.yaml' },
  { name: 'YAML alias bomb in an included template (wrong type)', files: { 'tpl.yaml': `${aliasBomb()}.t:\n  maxTurns: 3\n  output:\n    schema: *l8\n`, '.opencode/flows/inc.yaml': 'include:\n  - local: tpl.yaml\nflow:\n  steps:\n    - id: a\n      extends: [.t]\n      prompt: p\n' }, flagged: 'tpl.yaml' },
  { name: 'YAML alias bomb in an included template (expanded)', files: { 'tpl.yaml': `${aliasBomb()}.t:\n  maxTurns: 3\n  output:\n    schema:\n      properties: *l8\n`, '.opencode/flows/inc.yaml': 'include:\n  - local: tpl.yaml\nflow:\n  steps:\n    - id: a\n      extends: [.t]\n      prompt: p\n' } },
  { name: 'YAML alias bomb in nested context frontmatter', files: { 'sub/AGENTS.md': `---\n${aliasBomb()}description: *l8\n---\nbody\n` } },
  { name: '10,000-level JSON object nesting', files: { '.opencode.json': deepJson(10000) }, flagged: '.opencode.json' },
  { name: '10,000-level JSON array nesting in agents', files: { '.opencode.json': `{"agents": {"coder": {"context": {"paths": ${deepJsonArray(10000)}}}}}` }, flagged: '.opencode.json' },
  { name: '10,000-level YAML flow nesting in frontmatter', files: { '.opencode/agents/deep.md': `---\ntools: ${deepYamlFlow(10000)}\n---\nbody\n`, 'sub/AGENTS.md': `---\ndescription: ${deepYamlFlow(10000)}\n---\n` }, flagged: '.opencode/agents/deep.md' },
  { name: '10,000-level YAML flow nesting in a flow', files: { '.opencode/flows/deep.yaml': `flow:\n  steps: ${deepYamlFlow(10000)}\n` }, flagged: '.opencode/flows/deep.yaml' },
  { name: '2,000-level YAML block nesting in a flow', files: { '.opencode/flows/deepb.yaml': deepYamlBlock(2000) }, flagged: '.opencode/flows/deepb.yaml' },
  // Issue 11: what the new checks read — yaml.v3 reader bytes, permission values, unread names, budgets.
  { name: 'control characters and Latin-1 in agent frontmatter', files: { '.opencode/agents/ctl.md': Buffer.from('---\ndescription: \x1b[31mred\x07\n---\nbody\n', 'latin1'), '.opencode/agents/lat.md': Buffer.from('---\ndescription: caf\xe9\n---\nbody\n', 'latin1') }, flagged: '.opencode/agents/ctl.md' },
  { name: 'control characters in a flow and a template', files: { '.opencode/flows/ctl.yaml': Buffer.from('flow:\n  steps:\n    - id: a\n      prompt: "p\x00\x1b"\n', 'latin1'), 'tpl.yaml': Buffer.from('.t:\n  maxTurns: \x7f3\n', 'latin1'), '.opencode/flows/inc2.yaml': 'include:\n  - local: tpl.yaml\nflow:\n  steps:\n    - id: a\n      extends: [.t]\n      prompt: p\n' }, flagged: '.opencode/flows/ctl.yaml' },
  { name: '50,000-level YAML nesting in frontmatter, flow and nested context', files: { '.opencode/agents/deep5.md': `---\ndescription: ${deepYamlFlow(50000)}\n---\nbody\n`, '.opencode/flows/deep5.yaml': `flow:\n  steps: ${deepYamlFlow(50000)}\n`, 'sub/AGENTS.md': `---\ndescription: ${deepYamlFlow(50000)}\n---\n` }, flagged: '.opencode/agents/deep5.md' },
  { name: '600-level YAML nesting (runtime accepts, ctxlens does not check)', files: { '.opencode/agents/deep6.md': `---\ndescription: ${deepYamlFlow(600)}\n---\nbody\n`, '.opencode/flows/deep6.yaml': `flow:\n  steps: ${deepYamlFlow(600)}\n` }, flagged: '.opencode/agents/deep6.md' },
  { name: 'merge keys and alias bombs behind <<', files: { '.opencode/agents/merge.md': `---\n${aliasBomb()}<<: {description: m}\nbase: &b {mode: subagent}\nx:\n  <<: [*b, *l8]\n---\nbody\n` } },
  { name: 'boolean permissions with hostile keys', files: { '.opencode/agents/perm.md': '---\npermission:\n  "\\e[31m::error::x": false\n  "a\\nb":\n    "*": 1\n  edit: [deny, allow]\n---\nbody\n', '.opencode.json': JSON.stringify({ agents: { coder: { permission: { '\u001b]8;;x\u0007': false, bash: { 'rm\n*': true } } } }, permission: { rules: { edit: false }, skill: { '%0A': 0 } } }) }, flagged: '.opencode/agents/perm.md' },
  { name: 'files the runtime never reads, with binary content', files: { '.opencode.jsonc': binary, '.opencode/.opencode.json': binary, '.agents/agents/a.md': binary, '.opencode/agents/B.MD': binary, '.opencode/agents/c.markdown': latin1 }, flagged: '.opencode.jsonc' },
  { name: 'an always-on context far over the token budget', files: { 'AGENTS.md': 'Follow these rules carefully, always. '.repeat(9000), 'CLAUDE.md': binary }, flagged: 'AGENTS.md' },
  { name: 'duplicate keys everywhere', files: { '.opencode.json': '{"contextPaths":["AGENTS.md"],"contextPaths":["CLAUDE.md"],"agents":{"coder":{},"coder":{}}}', '.opencode/agents/d.md': '---\ndescription: a\ndescription: b\n---\nbody\n', '.opencode/flows/d.yaml': 'flow:\n  steps:\n    - id: a\n      prompt: p\n      prompt: q\nflow:\n  steps: []\n', 'sub/AGENTS.md': '---\ndescription: a\ndescription: b\n---\n' }, flagged: '.opencode.json' },
];

// No wall-clock timeout of vitest's own: every run here is bounded by runCli's CPU-time guard
// (and its last-resort wall guard), and a loaded machine stretches wall time many times over.
describe('hostile contents', { timeout: 0 }, () => {
  // The tests of one case share its tree (vitest runs a file's tests in order): written by the
  // first, removed by the second.
  it.each(cases.map((c) => [c.name, c] as const))('%s: lint ends with findings, the rest still linted', async (_n, c) => {
    const root = await tree(c.files, c.name);
    const r = await runCli(['lint', '-f', 'json'], root);
    expectClean(r, c.name);
    expectSentinel(r);
    if (c.flagged) expect(findings(r).map((f) => f.file)).toContain(c.flagged);
  });

  // render covers the manifest too (it is the tail of the rendered bytes); resolve covers the layers.
  it.each(cases.map((c) => [c.name, c] as const))('%s: render and resolve end cleanly', async (_n, c) => {
    const root = await tree(c.files, c.name);
    try {
      const runs = await Promise.all([['render'], ['resolve', '--format', 'json']].map((args) => runCli(args, root)));
      runs.forEach((r, i) => expectClean(r, `${c.name}: ${['render', 'resolve'][i]}`));
    } finally {
      await dispose(c.name);
    }
  });
});

describe('sheer numbers', { timeout: 0 }, () => {
  it('10,000 markdown agents and 10,000 JSON agents', async () => {
    const files: Record<string, string> = {};
    const agents: Record<string, object> = {};
    for (let i = 0; i < 10000; i++) {
      files[`.opencode/agents/a${i}.md`] = `---\ndescription: agent ${i}\nmode: subagent\n---\nYou are agent ${i}.\n`;
      agents[`j${i}`] = { maxTokens: 100 + i };
    }
    files['.opencode.json'] = JSON.stringify({ agents });
    const root = await tree(files, '10,000 agents');
    try {
      const [r, m] = await Promise.all([
        runCli(['lint', '-f', 'json'], root, { timeoutMs: 120000 }),
        runCli(['manifest', '--agent', 'a9999', '--format', 'json'], root, { timeoutMs: 60000 }),
      ]);
      expectClean(r, '10,000 agents');
      expectSentinel(r);
      expectClean(m, 'manifest of agent 9999');
    } finally {
      await dispose('10,000 agents');
    }
  });

  it('a flow with 5,000 steps (each routing to the next)', async () => {
    const steps = Array.from({ length: 5000 }, (_, i) => `    - id: s${i}\n      prompt: step ${i}\n${i + 1 < 5000 ? `      rules:\n        - if: ok\n          then: s${i + 1}\n` : ''}`);
    const root = await tree({ '.opencode/flows/long.yaml': `flow:\n  steps:\n${steps.join('')}` }, '5,000 steps');
    const env = ['--env', 'OPENCODE_MAX_FLOW_FILE_SIZE=10000000'];
    // The three runs only read the tree: side by side.
    const [capped, r, s] = await Promise.all([
      runCli(['lint', '-f', 'json'], root, { timeoutMs: 120000 }),
      runCli(['lint', '-f', 'json', ...env], root, { timeoutMs: 120000 }),
      runCli(['resolve', '--flow', 'long', '--step', 's4999', '--format', 'json', ...env], root, { timeoutMs: 60000 }),
    ]).finally(() => dispose('5,000 steps'));
    // Over the runtime's 300 KiB flow cap (§4.2): one finding, nothing else breaks.
    expectClean(capped, '5,000 steps, default cap');
    expectSentinel(capped);
    expect(findings(capped).filter((f) => f.file === '.opencode/flows/long.yaml').map((f) => f.message)).toEqual([
      'this flow will not load: invalid flow YAML: file exceeds 307200 bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE).',
    ]);
    // With the cap raised the flow loads and validates.
    expectClean(r, '5,000 steps');
    expectSentinel(r);
    expect(findings(r).filter((f) => f.file === '.opencode/flows/long.yaml' && f.severity === 'error')).toEqual([]);
    expectClean(s, 'resolve step 4999');
  });
});
