#!/usr/bin/env node
/**
 * Synthetic monorepo generator for the scale benchmark.
 *
 *   node bench/generate.mjs DIR [--files 20000] [--no-git] [--runtime fork|opencode]
 *
 * Builds on `generateTree` (bench/walk.mjs): about `files` regular files with a pruned
 * `node_modules/`, `.git/`-like and `build/` share (each with nested `AGENTS.md`), a 5-ary source
 * tree down to depth 6 with nested `AGENTS.md`/`CLAUDE.md`, and files beyond `maxDepth`. On top of
 * that it writes the agent configuration ctxlens must load:
 * - `.opencode.json` with the default-like global `contextPaths` (a `docs/context/` walk included),
 *   25 JSON agents, some with scoped context;
 * - 25 markdown agents in `.opencode/agents/` with frontmatter;
 * - 20 flows of 10 steps in `.opencode/flows/`, each including `.opencode/templates/steps.yaml`
 *   and extending its templates;
 * Unless `--no-git`, the tree becomes a git repository with one commit and an irrelevant staged
 * change, so `ctxlens lint --staged` exercises the pre-commit fast path.
 * Deterministic: the same arguments give the same tree.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { helpOrExit } from './help.mjs';
import { generateTree } from './walk.mjs';

/** Agents: 25 in `.opencode.json`, 25 markdown. */
export const JSON_AGENTS = 25;
export const MD_AGENTS = 25;
export const FLOWS = 20;
export const STEPS = 10;

/**
 * Write the monorepo under `root`. Returns `{ files, dirs, nested, root }` (files counts every
 * regular file written, configuration included).
 *
 * @param {string} root
 * `runtime: 'opencode'` writes a mainstream OpenCode configuration (`opencode.json` with
 * `instructions`, markdown agents in `.opencode/agent/`, no flows) instead of the fork's.
 *
 * @param {{ files?: number, git?: boolean, runtime?: 'fork' | 'opencode' }} [opts]
 */
export function generateMonorepo(root, opts = {}) {
  const total = opts.files ?? 20000;
  const nestedWanted = Math.max(20, Math.round(total / 500));
  const g = generateTree(root, { files: total - 200, nested: nestedWanted });
  let files = g.files;
  const write = (rel, text) => {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
    files++;
  };
  // Global context: root files plus a walked directory.
  write('CLAUDE.md', '# Claude rules\n\nBe brief.\n');
  for (let i = 0; i < 8; i++) write(`docs/context/part-${i}.md`, `# Part ${i}\n\n${'Some context text. '.repeat(40)}\n`);
  write('docs/steps/base.md', '# Step rules\n');
  for (let i = 0; i < MD_AGENTS + JSON_AGENTS; i++) write(`docs/agents/a${i}.md`, `# Agent ${i} notes\n`);
  if (opts.runtime === 'opencode') {
    // Mainstream OpenCode (docs/runtimes/opencode.md): opencode.json with `instructions` globs,
    // markdown agents in .opencode/agent/, no flows; the same tree of nested AGENTS.md/CLAUDE.md.
    fs.rmSync(path.join(root, '.opencode.json')); // generateTree's fork config
    files--;
    write('opencode.json', JSON.stringify({ $schema: 'https://opencode.ai/config.json', instructions: ['docs/context/*.md', 'docs/agents/a1*.md'] }, null, 2) + '\n');
    for (let i = 0; i < MD_AGENTS + JSON_AGENTS; i++) {
      write(`.opencode/agent/md-agent-${i}.md`, `---\ndescription: Markdown agent ${i}\nmode: subagent\nmodel: anthropic/claude-sonnet-4\n---\nYou are markdown agent ${i}. Follow the project rules.\n`);
    }
    return finishGit(root, opts, write, () => files, g);
  }
  const agents = {};
  for (let i = 0; i < JSON_AGENTS; i++) {
    agents[`json-agent-${i}`] = {
      model: 'claude-4-sonnet',
      maxTokens: 4096,
      ...(i % 2 === 0 ? { context: { paths: [`docs/agents/a${i}.md`], mode: i % 4 === 0 ? 'append' : 'replace' } } : {}),
    };
  }
  fs.writeFileSync(
    path.join(root, '.opencode.json'),
    JSON.stringify(
      {
        contextPaths: ['AGENTS.md', 'CLAUDE.md', 'docs/context/'],
        contextDiscovery: { maxFiles: 100 },
        agents,
      },
      null,
      2,
    ) + '\n',
  );
  for (let i = 0; i < MD_AGENTS; i++) {
    const ctx = i % 3 === 0 ? `context:\n  paths:\n    - docs/agents/a${JSON_AGENTS + i}.md\n  mode: append\n` : '';
    write(`.opencode/agents/md-agent-${i}.md`, `---\ndescription: Markdown agent ${i}\nmode: subagent\n${ctx}---\nYou are markdown agent ${i}. Follow the project rules.\n`);
  }
  write('.opencode/templates/steps.yaml', '.base:\n  maxTurns: 5\n  context:\n    paths: [docs/steps/base.md]\n    mode: append\n.review:\n  agent: md-agent-1\n  maxTurns: 3\n');
  for (let f = 0; f < FLOWS; f++) {
    const steps = [];
    for (let s = 0; s < STEPS; s++) {
      const next = s + 1 < STEPS ? `\n        rules:\n          - if: "done"\n            then: s${s + 1}` : '';
      steps.push(`      - id: s${s}\n        extends: [${s % 2 ? '.review' : '.base'}]\n        agent: ${s % 3 === 0 ? `json-agent-${(f + s) % JSON_AGENTS}` : s % 3 === 1 ? `md-agent-${(f + s) % MD_AGENTS}` : 'coder'}\n        prompt: "Step ${s} of flow ${f}"${next}`);
    }
    write(`.opencode/flows/flow-${String(f).padStart(2, '0')}.yaml`, `name: Flow ${f}\ndescription: Generated flow ${f}\ninclude:\n  - local: .opencode/templates/steps.yaml\nflow:\n  steps:\n${steps.join('\n')}\n`);
  }
  return finishGit(root, opts, write, () => files, g);
}

/** Make the tree a git repository with one commit and an irrelevant staged change (unless `git: false`). */
function finishGit(root, opts, write, filesNow, g) {
  if (opts.git !== false) {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
    const git = (...args) => execFileSync('git', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
    // generateTree fills `.git/objects/obj-*` with hidden bulk; move it aside so `git init` owns `.git`.
    fs.renameSync(path.join(root, '.git'), path.join(root, '.hidden-bulk'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'bench');
    git('config', 'user.email', 'bench@example.invalid');
    git('config', 'core.untrackedCache', 'true');
    fs.writeFileSync(path.join(root, '.gitignore'), 'node_modules/\nbuild/\n');
    git('add', '-A');
    git('commit', '-q', '--no-verify', '-m', 'base');
    write('src/irrelevant-change.ts', 'export const changed = true;\n');
    git('add', 'src/irrelevant-change.ts');
  }
  return { files: filesNow(), dirs: g.dirs, nested: g.nested, root };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  helpOrExit(import.meta.url, !dir || dir.startsWith('-'));
  const i = process.argv.indexOf('--files');
  const t = performance.now();
  const rt = process.argv.indexOf('--runtime');
  const r = generateMonorepo(path.resolve(dir), { files: i > 0 ? Number(process.argv[i + 1]) : 20000, git: !process.argv.includes('--no-git'), runtime: rt > 0 ? process.argv[rt + 1] : 'fork' });
  console.log(`generated ${r.files} files (${r.nested} nested context files) in ${((performance.now() - t) / 1000).toFixed(1)} s: ${r.root}`);
}
