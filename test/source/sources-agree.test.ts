/**
 * Hard trees (escaping symlinks, bad frontmatter, unread files, loops, huge nesting), each a small
 * tree in a real temporary git repository, linted three ways —
 * the working tree (`lint .`), the index (`lint --staged`) and the commit (`lint --rev HEAD`) — which
 * must agree finding for finding; plus the git states (conflicted index, shallow clone, sparse
 * checkout) with real `git`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { runRules } from '../../src/engine/run.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { openIndexSource, openRevisionSource, resolveCommit } from '../../src/source/git.js';
import type { FileSource } from '../../src/source/types.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { runContextDiff } from '../../src/diff/run.js';
import { UsageError } from '../../src/errors.js';
import { cleanGitEnv } from './git-repo.js';
import { CLI_ENTRY } from '../helpers/entries.js';

/** The shipped executable (the bundle of `src/bin.ts`, pre-commit fast path included). */
const BIN = CLI_ENTRY;

type Node = string | Buffer | { symlink: string };

/** A repository at `<tmp>/repo` with files beside it in `<tmp>` (targets of escaping links). */
class Sandbox {
  readonly dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-sources-')));
  readonly root = path.join(this.dir, 'repo');
  constructor() {
    fs.mkdirSync(this.root);
    this.git('init', '-q', '-b', 'main');
    this.git('config', 'user.name', 'ctxlens test');
    this.git('config', 'user.email', 'test@example.invalid');
    this.git('config', 'commit.gpgsign', 'false');
  }
  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, encoding: 'utf8', env: cleanGitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  }
  /** Write nodes relative to the repository; `<tmp>/` prefixes a path beside it. `{{TMP}}` in a link target is the sandbox. */
  write(tree: Record<string, Node>): this {
    for (const [rel, node] of Object.entries(tree)) {
      const abs = rel.startsWith('<tmp>/') ? path.join(this.dir, rel.slice(6)) : path.join(this.root, rel);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      if (typeof node === 'object' && !Buffer.isBuffer(node)) fs.symlinkSync(node.symlink.replace('{{TMP}}', this.dir), abs);
      else fs.writeFileSync(abs, node);
    }
    return this;
  }
  dispose(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Every finding as one comparable line: rule, file:line:column, message (absolute paths included). */
function lintLines(source: FileSource, cwd: string): string[] {
  const model = loadProject(source, { cwd, env: {}, withGlobal: false });
  return runRules(model, rules, {}).findings.map((f) => `${f.ruleId} ${f.span?.file ?? '.'}:${f.span?.start.line ?? 0}:${f.span?.start.column ?? 0} ${f.message}`);
}

const words = (n: number): string => 'The agent must follow these rules carefully. '.repeat(n);
const agentMd = (fm: string): string => `---\n${fm}---\nPrompt.\n`;

interface Repro {
  point: string;
  tree: Record<string, Node>;
  /** `rule file:line` prefixes that must be among the findings of every source. */
  expect: string[];
  /** Texts that no finding line may contain. */
  absent?: string[];
}

const REPROS: Repro[] = [
  { point: 'AGENTS.md -> ../OUT.md', tree: { '<tmp>/OUT.md': 'outside\n', 'AGENTS.md': { symlink: '../OUT.md' } }, expect: ['global-context-escapes AGENTS.md:0:0 AGENTS.md is a symlink to '] },
  {
    point: '.github -> ../gh',
    tree: { '<tmp>/gh/copilot-instructions.md': 'outside\n', '.github': { symlink: '../gh' }, 'AGENTS.md': 'root\n' },
    expect: ['global-context-escapes .github:0:0 .github is a symlink to '],
  },
  {
    point: 'CLAUDE.md -> an absolute path outside',
    tree: { '<tmp>/hostname': 'host\n', 'CLAUDE.md': { symlink: '{{TMP}}/hostname' }, 'AGENTS.md': 'root\n' },
    expect: ['global-context-escapes CLAUDE.md:0:0 CLAUDE.md is a symlink to '],
  },
  {
    point: 'a configured entry through a symlinked directory',
    tree: { '<tmp>/shared/rules.md': 'outside\n', '.opencode.json': '{"contextPaths":["AGENTS.md","shared/rules.md"]}', shared: { symlink: '../shared' }, 'AGENTS.md': 'root\n' },
    expect: ['global-context-escapes shared:0:0 shared is a symlink to '],
  },
  {
    point: 'permission edit: false in frontmatter and .opencode.json',
    tree: {
      '.opencode/agents/rev.md': agentMd('permission:\n  edit: false\n  bash:\n    "git push *": false\n'),
      '.opencode.json': '{\n  "agents": {"coder": {"permission": {"edit": false}}}\n}\n',
      'AGENTS.md': 'root\n',
    },
    expect: ['permission-action-invalid .opencode/agents/rev.md:3:9 ', 'permission-action-invalid .opencode/agents/rev.md:5:19 ', 'permission-action-invalid .opencode.json:2:47 '],
  },
  { point: 'mode: all', tree: { '.opencode/agents/helper.md': agentMd('mode: all\n'), 'AGENTS.md': 'root\n' }, expect: ['agent-mode-unknown .opencode/agents/helper.md:2:7 '] },
  {
    point: 'files the runtime never reads',
    tree: {
      '.opencode.jsonc': '{"contextPaths":["docs/"]} // team docs\n',
      '.opencode/.opencode.json': '{}\n',
      '.agents/agents/helper.md': agentMd('mode: subagent\n'),
      '.opencode/agents/Reviewer.MD': agentMd('mode: subagent\n'),
      '.opencode/agents/notes.markdown': agentMd('mode: subagent\n'),
      'AGENTS.md': 'root\n',
    },
    expect: [
      'config-file-not-read .opencode.jsonc:1:1 ',
      'config-file-not-read .opencode/.opencode.json:1:1 ',
      'agent-file-not-read .agents/agents/helper.md:1:1 ',
      'agent-file-not-read .opencode/agents/Reviewer.MD:1:1 ',
      'agent-file-not-read .opencode/agents/notes.markdown:1:1 ',
    ],
  },
  {
    point: 'a Latin-1 byte and a control character in frontmatter',
    tree: {
      '.opencode/agents/latin.md': Buffer.from('---\ndescription: caf\xe9 agent\n---\nBody\n', 'latin1'),
      '.opencode/agents/ctrl.md': Buffer.from('---\ndescription: bell\x07\n---\nBody\n', 'latin1'),
      'AGENTS.md': 'root\n',
    },
    expect: [
      'parse-error .opencode/agents/ctrl.md:2:18 This agent file will not load: invalid YAML frontmatter in ',
      'parse-error .opencode/agents/latin.md:2:17 This agent file will not load: invalid YAML frontmatter in ',
    ],
  },
  {
    point: 'a walked directory holding only a symlink loop',
    tree: { '.opencode.json': '{"contextPaths":["docs/"]}', 'docs/loop': { symlink: '.' } },
    expect: ['context-entry-missing .opencode.json:1:18 Context entry "docs/" walks docs/, but everything there'],
    absent: ['Write "docs//"'],
  },
  {
    point: '<< merge keys and 50,000-level nesting',
    tree: {
      '.opencode/agents/rev.md': agentMd('base: &b\n  description: x\n<<: *b\nmode: subagent\n'),
      '.opencode/agents/deep.md': agentMd('description: ' + '['.repeat(50000) + ']'.repeat(50000) + '\n'),
      'AGENTS.md': 'root\n',
    },
    expect: ['parse-error .opencode/agents/deep.md:2:10013 This agent file will not load: invalid YAML frontmatter in '],
    absent: ['Unknown key "<<"'],
  },
  {
    point: 'a config over the size ctxlens reads',
    tree: { '.opencode.json': '{"contextPaths":["AGENTS.md"],"x":"' + 'x'.repeat(1024 * 1024) + '"}', 'AGENTS.md': 'root\n' },
    expect: ['parse-error .opencode.json:1:1 Cannot read .opencode.json: it is '],
  },
  { point: 'a 368 KB root AGENTS.md', tree: { 'AGENTS.md': words(8000) }, expect: ['context-budget AGENTS.md:1:1 The always-on context of agent "coder"'] },
];

describe('lint ., lint --staged and lint --rev agree on hard trees', () => {
  const boxes: Sandbox[] = [];
  afterAll(() => boxes.forEach((b) => b.dispose()));

  for (const r of REPROS) {
    it(r.point, () => {
      const box = new Sandbox().write(r.tree);
      boxes.push(box);
      box.git('add', '-A');
      const worktree = lintLines(new WorktreeSource(), box.root);
      const staged = lintLines(openIndexSource(box.root), box.root);
      expect(staged).toEqual(worktree);
      box.git('commit', '-q', '--no-verify', '-m', 'repro');
      expect(lintLines(openRevisionSource(box.root, 'HEAD'), box.root)).toEqual(worktree);
      for (const e of r.expect) expect(worktree.filter((l) => l.startsWith(e)), `${e}\n${worktree.join('\n')}`).toHaveLength(1);
      for (const a of r.absent ?? []) expect(worktree.filter((l) => l.includes(a))).toEqual([]);
    });
  }
});

describe('git states: pre-commit hook, conflicted index, shallow clone, sparse checkout', () => {
  const boxes: Sandbox[] = [];
  afterAll(() => boxes.forEach((b) => b.dispose()));
  const box = (): Sandbox => {
    const b = new Sandbox();
    boxes.push(b);
    return b;
  };

  it('the pre-commit hook (bin.js lint --staged, fast path included) fails on a staged symlink out of the repository', () => {
    const b = box().write({ '<tmp>/OUT.md': 'outside\n', '.opencode.json': '{}\n', 'AGENTS.md': { symlink: '../OUT.md' } });
    b.git('add', '-A');
    const hook = spawnSync(process.execPath, [BIN, 'lint', '--staged'], { cwd: b.root, env: cleanGitEnv(), encoding: 'utf8' });
    expect(hook.status).toBe(1);
    expect(hook.stdout).toContain('AGENTS.md is a symlink to ' + path.join(b.dir, 'OUT.md'));
    expect(hook.stdout).toContain('global-context-escapes');
  });

  it('a conflicted index is linted as "ours", and lint --staged says so', () => {
    const b = box().write({ 'AGENTS.md': 'base\n' });
    b.git('add', '-A');
    b.git('commit', '-q', '-m', 'base');
    b.git('checkout', '-q', '-b', 'other');
    b.write({ 'AGENTS.md': 'theirs\n' });
    b.git('commit', '-q', '-am', 'theirs');
    b.git('checkout', '-q', 'main');
    b.write({ 'AGENTS.md': 'ours\n' });
    b.git('commit', '-q', '-am', 'ours');
    spawnSync('git', ['merge', '-q', 'other'], { cwd: b.root, env: cleanGitEnv() });
    const src = openIndexSource(b.root);
    expect(src.notices).toEqual([expect.stringContaining('unresolved merge conflicts (AGENTS.md); ctxlens lints stage 2 ("ours")')]);
    const r = src.readFile(path.join(b.root, 'AGENTS.md'));
    expect(r.ok && r.data.toString()).toBe('ours\n');
    const cli = spawnSync(process.execPath, [BIN, 'lint', '--staged', '-f', 'json'], { cwd: b.root, env: cleanGitEnv(), encoding: 'utf8' });
    expect(cli.stderr).toContain('ctxlens: note: the index holds unresolved merge conflicts (AGENTS.md)');
  });

  it('a base revision missing from a shallow clone gets a hint to fetch more history', () => {
    const origin = box().write({ 'AGENTS.md': 'one\n' });
    origin.git('add', '-A');
    origin.git('commit', '-q', '-m', 'one');
    const first = origin.git('rev-parse', 'HEAD').trim();
    origin.write({ 'AGENTS.md': 'two\n' });
    origin.git('commit', '-q', '-am', 'two');
    const clone = box();
    fs.rmSync(clone.root, { recursive: true, force: true });
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin.root}`, clone.root], { env: cleanGitEnv(), stdio: 'ignore' });
    expect(() => resolveCommit(clone.root, first)).toThrow(UsageError);
    expect(() => resolveCommit(clone.root, first)).toThrow(/shallow clone.*fetch-depth: 0/);
    expect(() => openRevisionSource(clone.root, 'HEAD~1')).toThrow(/unknown git revision: HEAD~1\. This is a shallow clone/);
    // A full clone keeps the plain message.
    expect(() => resolveCommit(origin.root, 'no-such-rev')).toThrow(/^unknown git revision: no-such-rev$/);
  });

  it('diff in a sparse checkout does not report files outside the checkout as removed', async () => {
    const b = box().write({
      '.opencode.json': '{"contextPaths":["AGENTS.md","b/rules.md"]}',
      'AGENTS.md': 'root\n',
      'a/AGENTS.md': 'a\n',
      'b/AGENTS.md': 'b\n',
      'b/rules.md': 'rules\n',
    });
    b.git('add', '-A');
    b.git('commit', '-q', '-m', 'init');
    b.git('sparse-checkout', 'set', 'a');
    expect(fs.existsSync(path.join(b.root, 'b/rules.md'))).toBe(false);
    const d = await runContextDiff({ cwd: b.root, base: 'HEAD', head: null, env: [], withGlobal: false, rule: [] }, (t) => t.length);
    expect(d.targets).toEqual([]);
    expect(d.newFindings).toEqual([]);
  });
});
