import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stagedRelevance, stagedChangesAreIrrelevant } from '../../src/precommit/relevance.js';
import { TempRepo } from '../source/git-repo.js';

interface Case {
  name: string;
  /** Committed first. */
  base: Record<string, string>;
  /** Symlinks committed with the base. */
  links?: Record<string, string>;
  /** Then written and staged (`null` deletes). */
  staged: Record<string, string | null>;
  relevant: boolean;
  env?: Record<string, string>;
}

const CASES: Case[] = [
  { name: 'nothing staged', base: { 'a.ts': '1' }, staged: {}, relevant: false },
  { name: 'source code only', base: { 'src/a.ts': '1', 'AGENTS.md': 'x' }, staged: { 'src/a.ts': '2', 'README.md': 'r' }, relevant: false },
  { name: 'root AGENTS.md', base: { 'AGENTS.md': 'x' }, staged: { 'AGENTS.md': 'y' }, relevant: true },
  { name: 'nested AGENTS.md (discovery)', base: { 'a.ts': '1' }, staged: { 'pkg/deep/AGENTS.md': 'n' }, relevant: true },
  { name: '.opencode.json', base: { 'a.ts': '1' }, staged: { '.opencode.json': '{' }, relevant: true },
  { name: 'markdown agent', base: { 'a.ts': '1' }, staged: { '.opencode/agents/rev.md': '---\n---\n' }, relevant: true },
  { name: 'flow', base: { 'a.ts': '1' }, staged: { '.agents/flows/f.yaml': 'x' }, relevant: true },
  { name: 'ctxlens config in a subdirectory', base: { 'a.ts': '1' }, staged: { 'sub/ctxlens.config.json': '{}' }, relevant: true },
  { name: 'deleting a context file', base: { 'CLAUDE.md': 'c', 'a.ts': '1' }, staged: { 'CLAUDE.md': null }, relevant: true },
  {
    name: 'configured directory entry',
    base: { '.opencode.json': '{"contextPaths": ["docs/ctx/"]}', 'docs/ctx/a.txt': '1' },
    staged: { 'docs/ctx/a.txt': '2' },
    relevant: true,
  },
  {
    name: 'outside the configured directory entry',
    base: { '.opencode.json': '{"contextPaths": ["docs/ctx/"]}', 'docs/other.txt': '1' },
    staged: { 'docs/other.txt': '2' },
    relevant: false,
  },
  {
    name: 'a file named by mainstream OpenCode instructions',
    base: { 'opencode.json': '{"instructions": ["docs/rules.md"]}', 'docs/rules.md': '1', 'docs/other.txt': '1' },
    staged: { 'docs/rules.md': '2' },
    relevant: true,
  },
  {
    name: 'instructions globbed upward from a nested Location: the same name deeper down',
    base: { 'opencode.jsonc': '// c\n{"instructions": ["rules.md"]}', 'pkg/AGENTS.md': 'p' },
    staged: { 'pkg/rules.md': 'r' },
    relevant: true,
  },
  {
    name: 'beside a file named by instructions',
    base: { 'opencode.json': '{"instructions": ["docs/rules.md"]}', 'docs/rules.md': '1', 'docs/other.txt': '1' },
    staged: { 'docs/other.txt': '2' },
    relevant: false,
  },
  {
    name: 'instructions in .opencode/opencode.json',
    base: { '.opencode/opencode.json': '{"instructions": ["team/style.txt"]}', 'team/style.txt': '1' },
    staged: { 'team/style.txt': '2' },
    relevant: true,
  },
  {
    name: 'an instructions glob: a path no ending of which can match it',
    base: { 'opencode.json': '{"instructions": ["docs/*.md"]}', 'src/a.ts': '1' },
    staged: { 'src/a.ts': '2', 'docs/notes.txt': 'n', 'mydocs/x.md': 'x' },
    relevant: false,
  },
  {
    name: 'an instructions glob: a file it matches',
    base: { 'opencode.json': '{"instructions": ["docs/*.md"]}', 'src/a.ts': '1' },
    staged: { 'docs/new.md': 'n' },
    relevant: true,
  },
  {
    name: 'an instructions glob: a file it matches from a nested Location',
    base: { 'opencode.json': '{"instructions": ["./docs/*.md"]}', 'src/a.ts': '1' },
    staged: { 'pkg/app/docs/rules.md': 'r' },
    relevant: true,
  },
  {
    name: 'an instructions glob: letters in another case (a case-insensitive file system)',
    base: { 'opencode.json': '{"instructions": ["docs/*.md"]}', 'src/a.ts': '1' },
    staged: { 'Docs/Rules.MD': 'r' },
    relevant: true,
  },
  {
    name: 'an instructions glob with braces, a class and an extglob',
    base: { 'opencode.json': '{"instructions": ["{guides,team}/[a-z]*.@(md|txt)"]}', 'src/a.ts': '1' },
    staged: { 'team/style.txt': 's' },
    relevant: true,
  },
  {
    name: 'an instructions glob with braces: a path without its literal part',
    base: { 'opencode.json': '{"instructions": ["{guides,team}/*.md"]}', 'src/a.ts': '1' },
    staged: { 'src/a.ts': '2' },
    relevant: false,
  },
  {
    name: 'an instructions glob in a folder name',
    base: { 'opencode.json': '{"instructions": ["packages/*/RULES.md"]}', 'src/a.ts': '1' },
    staged: { 'packages/web/RULES.md': 'r' },
    relevant: true,
  },
  {
    name: 'an instructions glob that climbs (..): every change matters',
    base: { 'opencode.json': '{"instructions": ["../shared/*.md"]}', 'src/a.ts': '1' },
    staged: { 'src/a.ts': '2' },
    relevant: true,
  },
  {
    name: 'an instructions glob with a class that holds `]` or a POSIX class',
    base: { 'opencode.json': '{"instructions": ["rules/[!]x]y.md", "rules/[[:alpha:]x].md"]}', 'src/a.ts': '1' },
    staged: { 'rules/ay.md': 'a' },
    relevant: true,
  },
  {
    name: 'an instructions glob with a `.` segment',
    base: { 'opencode.json': '{"instructions": ["docs/./*.md"]}', 'src/a.ts': '1' },
    staged: { 'docs/d.md': 'd' },
    relevant: true,
  },
  {
    name: 'an instructions glob whose brace expansion climbs (..): every change matters',
    base: { 'opencode.json': '{"instructions": ["tops/{..,}/top.md"]}', 'src/a.ts': '1' },
    staged: { 'src/a.ts': '2' },
    relevant: true,
  },
  {
    name: 'an instructions glob with a leading space, as written (the runtime does not trim)',
    base: { 'opencode.json': '{"instructions": [" sp/*.md"]}', 'src/a.ts': '1' },
    staged: { ' sp/s.md': 's' },
    relevant: true,
  },
  {
    name: 'an instructions entry with a leading space and no glob',
    base: { 'opencode.json': '{"instructions": [" notes.md"]}', 'src/a.ts': '1' },
    staged: { ' notes.md': 'n' },
    relevant: true,
  },
  {
    name: 'an instructions entry starting with ~ but not ~/ is a relative path',
    base: { 'opencode.json': '{"instructions": ["~notes/*.md", "~lit.md"]}', 'src/a.ts': '1' },
    staged: { '~lit.md': 'l' },
    relevant: true,
  },
  {
    name: 'an instructions glob and a committed symlink: a changed target matters',
    base: { 'opencode.json': '{"instructions": ["lnk/*.md"]}', 'real/k0.md': 'k', 'src/a.ts': '1' },
    links: { lnk: 'real' },
    staged: { 'real/k.md': 'k' },
    relevant: true,
  },
  {
    name: 'an instructions glob in .opencode/opencode.jsonc',
    base: { '.opencode/opencode.jsonc': '{"instructions": ["**/*.rules"]}', 'src/a.ts': '1' },
    staged: { 'src/deep/x.rules': 'r' },
    relevant: true,
  },
  {
    name: 'a {file:} token in opencode.json names its file',
    base: { 'opencode.json': '{"instructions": ["{file:./rules-path.txt}"]}', 'rules-path.txt': 'x.md' },
    staged: { 'rules-path.txt': 'y.md' },
    relevant: true,
  },
  {
    name: 'configured file name found by discovery',
    base: { '.opencode.json': '{"contextPaths": ["NOTES.md"]}', 'x.ts': '1' },
    staged: { 'sub/NOTES.md': 'n' },
    relevant: true,
  },
  {
    name: 'agent context path in frontmatter',
    base: { '.opencode/agents/rev.md': '---\ncontext:\n  paths: [guides/style.txt]\n---\nbody\n', 'guides/style.txt': '1', 'guides/other.txt': '1' },
    staged: { 'guides/style.txt': '2' },
    relevant: true,
  },
  {
    name: 'unrelated file beside an agent context path',
    base: { '.opencode/agents/rev.md': '---\ncontext:\n  paths: [guides/style.txt]\n---\nbody\n', 'guides/other.txt': '1' },
    staged: { 'guides/other.txt': '2' },
    relevant: false,
  },
  {
    name: 'JSON agent context path',
    base: { '.opencode.json': '{"agents": {"coder": {"context": {"paths": ["spec/${agent}.txt"]}}}}', 'spec/coder.txt': '1' },
    staged: { 'spec/coder.txt': '2' },
    relevant: true,
  },
  {
    name: 'flow include target',
    base: { '.opencode/flows/f.yaml': 'include:\n  - local: templates/t.yaml\nsteps: []\n', 'templates/t.yaml': '.t: {}\n' },
    staged: { 'templates/t.yaml': '.t: {agent: coder}\n' },
    relevant: true,
  },
  {
    name: 'token in the first component',
    base: { '.opencode.json': '{"agents": {"coder": {"context": {"paths": ["${env.DOCS}/x.md"]}}}}', 'a.ts': '1' },
    staged: { 'a.ts': '2' },
    relevant: true,
  },
  {
    name: 'agentPaths directory',
    base: { '.opencode.json': '{"agentPaths": ["team/agents"]}', 'team/agents/a.md': 'x' },
    staged: { 'team/agents/a.md': 'y' },
    relevant: true,
  },
  {
    name: 'target of a symlinked context directory',
    base: { '.opencode.json': '{"contextPaths": ["ctx/"]}', 'shared/x.txt': '1' },
    links: { ctx: 'shared' },
    staged: { 'shared/x.txt': '2' },
    relevant: true,
  },
  {
    name: 'target of a symlinked file inside a context directory',
    base: { '.opencode.json': '{"contextPaths": ["docs/"]}', 'docs/a.md': '1', 'shared/t.md': '1', 'shared/other.md': '1' },
    links: { 'docs/link.md': '../shared/t.md' },
    staged: { 'shared/t.md': '2' },
    relevant: true,
  },
  {
    name: 'beside the target of a symlinked file',
    base: { '.opencode.json': '{"contextPaths": ["docs/"]}', 'docs/a.md': '1', 'shared/t.md': '1', 'shared/other.md': '1' },
    links: { 'docs/link.md': '../shared/t.md' },
    staged: { 'shared/other.md': '2' },
    relevant: false,
  },
  {
    name: 'the OpenAgentsControl registry (docs/runtimes/oac.md §2)',
    base: { 'registry.json': '{"components": {}}', 'a.ts': '1' },
    staged: { 'registry.json': '{"components": {"agents": []}}' },
    relevant: true,
  },
  {
    name: 'the target of a committed AGENTS.md symlink (mainstream)',
    base: { 'opencode.json': '{"instructions": []}', 'x/agents.txt': 'a', 'x/other.txt': 'o', 'src/a.ts': '1' },
    links: { 'AGENTS.md': 'x/agents.txt' },
    staged: { 'x/agents.txt': 'changed' },
    relevant: true,
  },
  {
    name: 'beside the target of a committed AGENTS.md symlink',
    base: { 'opencode.json': '{"instructions": []}', 'x/agents.txt': 'a', 'x/other.txt': 'o', 'src/a.ts': '1' },
    links: { 'AGENTS.md': 'x/agents.txt' },
    staged: { 'x/other.txt': 'changed', 'src/a.ts': '2' },
    relevant: false,
  },
  {
    name: 'the target of a committed symlink named by contextPaths basename, deeper down (fork)',
    base: { '.opencode.json': '{"contextPaths": ["NOTES.md"]}', 'shared/n.txt': 'n', 'src/a.ts': '1' },
    links: { 'pkg/NOTES.md': '../shared/n.txt' },
    staged: { 'shared/n.txt': 'changed' },
    relevant: true,
  },
  {
    name: 'below the target of a symlinked directory a default context path goes through',
    base: { 'shared/cur/rules/x.md': 'x', 'src/a.ts': '1' },
    links: { '.cursor': 'shared/cur' },
    staged: { 'shared/cur/rules/x.md': 'changed' },
    relevant: true,
  },
  {
    name: 'the target of a symlink reached through a symlinked directory',
    base: { 'opencode.json': '{"instructions": []}', 'real/a.txt': 'a', 'src/a.ts': '1' },
    links: { 'AGENTS.md': 'lnk/a.txt', lnk: 'real' },
    staged: { 'real/a.txt': 'changed' },
    relevant: true,
  },
  {
    name: 'a symlinked directory on the way to the target of AGENTS.md retargeted',
    base: { 'opencode.json': '{"instructions": []}', 'y/a.txt': 'a', 'z/a.txt': 'huge', 'src/a.ts': '1' },
    links: { 'AGENTS.md': 'x/a.txt', x: 'y' },
    staged: { x: '@link:z' },
    relevant: true,
  },
  {
    name: 'a symlinked directory no context path goes through',
    base: { 'opencode.json': '{"instructions": []}', 'real/a.ts': 'a', 'AGENTS.md': 'x' },
    links: { lnk: 'real' },
    staged: { 'real/a.ts': 'changed' },
    relevant: false,
  },
  {
    name: 'the target of a symlinked agent-named file with OPENCODE_CONTEXTPATHS (fork)',
    base: { '.opencode.json': '{}', 't/g.txt': 'g', 'src/a.ts': '1' },
    links: { 'guide.txt': 't/g.txt' },
    staged: { 't/g.txt': 'changed' },
    env: { OPENCODE_CONTEXTPATHS: 'guide.txt' },
    relevant: true,
  },
  {
    name: 'instructions of a nested Location config (mainstream, below W)',
    base: { 'pkg/a/opencode.json': '{"instructions": ["plain.md"]}', 'pkg/a/plain.md': 'p', 'src/a.ts': '1' },
    staged: { 'pkg/a/plain.md': 'changed' },
    relevant: true,
  },
  {
    name: 'an instructions glob of a nested .opencode/opencode.jsonc',
    base: { 'pkg/b/.opencode/opencode.jsonc': '{"instructions": ["docs/*.md"]}', 'src/a.ts': '1' },
    staged: { 'pkg/b/docs/x.md': 'x' },
    relevant: true,
  },
  {
    name: 'a {file:} token of a nested config, relative to its folder',
    base: { 'pkg/c/opencode.json': '{"instructions": ["{file:./list.txt}"]}', 'pkg/c/list.txt': 'a.md', 'src/a.ts': '1' },
    staged: { 'pkg/c/list.txt': 'b.md' },
    relevant: true,
  },
  {
    name: 'beside what a nested config names',
    base: { 'pkg/a/opencode.json': '{"instructions": ["plain.md"]}', 'pkg/a/plain.md': 'p', 'pkg/a/other.md': 'o', 'src/a.ts': '1' },
    staged: { 'pkg/a/other.md': 'changed', 'src/a.ts': '2' },
    relevant: false,
  },
  {
    name: 'OPENCODE_CONTEXTPATHS',
    base: { 'guide.txt': '1' },
    staged: { 'guide.txt': '2' },
    env: { OPENCODE_CONTEXTPATHS: 'guide.txt' },
    relevant: true,
  },
];

describe('stagedRelevance', () => {
  let repo: TempRepo | null = null;
  afterEach(() => {
    repo?.dispose();
    repo = null;
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const r = (repo = new TempRepo());
    for (const [p, v] of Object.entries(c.base)) r.write(p, v);
    for (const [p, t] of Object.entries(c.links ?? {})) r.symlink(p, t);
    r.commit('base');
    for (const [p, v] of Object.entries(c.staged)) {
      if (v === null) r.git('rm', '-q', '--', p);
      else if (v.startsWith('@link:')) r.rm(p).symlink(p, v.slice('@link:'.length)).git('add', '--', p);
      else r.write(p, v).git('add', '--', p);
    }
    const verdict = stagedRelevance(r.root, c.env ?? {});
    expect(verdict.relevant, verdict.reason).toBe(c.relevant);
    expect(stagedChangesAreIrrelevant(r.root, c.env ?? {}, false, null)).toBe(!c.relevant);
    // With the interest cache: the same verdict when the entry is written, and when it is used.
    const cache = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-cachedir-')), codeId: 'test' };
    try {
      expect(stagedRelevance(r.root, c.env ?? {}, false, cache).relevant).toBe(c.relevant);
      expect(stagedRelevance(r.root, c.env ?? {}, false, cache).relevant).toBe(c.relevant);
      expect(stagedRelevance(r.root, c.env ?? {}, false, cache).relevant).toBe(c.relevant);
    } finally {
      fs.rmSync(cache.dir, { recursive: true, force: true });
    }
  });

  it('treats every indexed path as changed before the first commit', () => {
    const r = (repo = new TempRepo());
    r.write('src/a.ts', '1').git('add', '-A');
    expect(stagedRelevance(r.root, {}).changed).toEqual(['src/a.ts']);
    r.write('AGENTS.md', 'x').git('add', '-A');
    expect(stagedRelevance(r.root, {}).relevant).toBe(true);
  });

  it('with an instructions glob, a staged symlink matters (a glob may reach files through it)', () => {
    const r = (repo = new TempRepo());
    r.write('opencode.json', '{"instructions": ["docs/*.md"]}').write('shared/rules.md', 'r').write('src/a.ts', '1');
    r.commit('base');
    r.symlink('docs', 'shared').git('add', '--', 'docs');
    const verdict = stagedRelevance(r.root, {});
    expect(verdict.relevant).toBe(true);
    expect(verdict.reason).toBe('docs: a symlink, through which the instructions glob docs/*.md may reach files');
  });

  it('an absolute instructions glob names its folder', () => {
    const r = (repo = new TempRepo());
    r.write('opencode.json', JSON.stringify({ instructions: [`${r.root}/team/*.md`] })).write('src/a.ts', '1');
    r.commit('base');
    r.write('team/style.md', 's').git('add', '--', 'team/style.md');
    expect(stagedRelevance(r.root, {}).reason).toBe(`team/style.md: named by ${r.root}/team`);
    r.git('reset', '-q');
    r.write('src/a.ts', '2').git('add', '--', 'src/a.ts');
    expect(stagedRelevance(r.root, {}).relevant).toBe(false);
  });

  it('says which instructions glob a staged path may match', () => {
    const r = (repo = new TempRepo());
    r.write('opencode.json', '{"instructions": ["docs/*.md"]}').write('src/a.ts', '1');
    r.commit('base');
    r.write('docs/a.md', 'a').git('add', '--', 'docs/a.md');
    expect(stagedRelevance(r.root, {}).reason).toBe('docs/a.md: may match the instructions glob docs/*.md (globbed from every Location upward)');
  });

  it('reads nested configs and symlinks from git when the index file is one it does not read (version 4)', () => {
    const r = (repo = new TempRepo());
    r.write('pkg/a/opencode.json', '{"instructions": ["plain.md"]}').write('pkg/a/plain.md', 'p').write('x/t.txt', 't').write('src/a.ts', '1');
    r.symlink('CLAUDE.md', 'x/t.txt');
    r.commit('base');
    r.git('update-index', '--index-version', '4');
    const cache = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-cachedir-')), codeId: 'test' };
    try {
      for (const c of [null, cache, cache]) {
        r.write('pkg/a/plain.md', 'changed').git('add', '--', 'pkg/a/plain.md');
        expect(stagedRelevance(r.root, {}, false, c).reason).toBe('pkg/a/plain.md: a context file name (contextPaths, discovery)');
        r.git('reset', '-q');
        r.write('x/t.txt', 'changed').git('add', '--', 'x/t.txt');
        expect(stagedRelevance(r.root, {}, false, c).reason).toBe('CLAUDE.md (through the symlink CLAUDE.md): a default context path (CLAUDE.md)');
        r.git('reset', '-q');
        r.write('src/a.ts', '2').git('add', '--', 'src/a.ts');
        expect(stagedRelevance(r.root, {}, false, c).relevant).toBe(false);
        r.git('reset', '-q');
      }
    } finally {
      fs.rmSync(cache.dir, { recursive: true, force: true });
    }
  });

  it('answers "not irrelevant" outside a repository, so the full lint runs', () => {
    expect(stagedChangesAreIrrelevant('/')).toBe(false);
  });
});
