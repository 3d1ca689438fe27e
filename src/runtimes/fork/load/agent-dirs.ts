import type { LoadContext } from '../model/project.js';
import type { Span } from '../../../model/span.js';
import { join } from '../../../go/path.js';
import { displayPath } from './agent-file.js';

/** Where the fork does read markdown agents (docs/runtimes/fork.md §3.1), for messages. */
export const FORK_AGENT_DIRS = '.opencode/agents/*.md, .agents/types/*.md (non-recursive) and agentPaths directories';

const MAX_DEPTH = 6;
const MAX_VISITS = 2000;

/** `.md` files below `dir` (depth-first, byte order, symlinks not followed), capped. */
function mdFiles(ctx: LoadContext, dir: string, depth = 0, budget = { n: 0 }): string[] {
  const entries = ctx.source.readdir(dir);
  if (entries === null || depth > MAX_DEPTH) return [];
  const out: string[] = [];
  for (const e of entries) {
    if (++budget.n > MAX_VISITS) break;
    const p = join(dir, e.name);
    if (e.kind === 'dir') out.push(...mdFiles(ctx, p, depth + 1, budget));
    else if (e.name.endsWith('.md') && (e.kind === 'file' || e.kind === 'symlink')) out.push(p);
  }
  return out;
}

function startSpan(file: string): Span {
  return { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}

/**
 * Record `agent-dir-not-read` facts (rule of the same id): agent files that mainstream OpenCode
 * or Claude Code would load but the fork never reads (docs/runtimes/fork.md §3.1; mainstream OpenCode
 * reads `agent/` and `agents/` recursively, as OpenAgentsControl's `.opencode/agent/core/` layout relies on):
 * - `.opencode/agent/` (singular, mainstream), `.opencode/mode(s)/` and `.claude/agents/`, at any depth;
 * - subfolders of `.opencode/agents/` and `.agents/types/` (the fork's scan is not recursive);
 * - `agent/` or `agents/` at the root of a config repository (W holds `opencode.json`,
 *   `opencode.jsonc` or `config.json`, as `~/.config/opencode` does).
 * - with `--with-global`: `~/.config/opencode/agent/` and subfolders of the global agent directories.
 * One fact per directory, at line 1 of its first `.md` file in byte order. Never throws.
 */
export function findUnreadAgentDirs(ctx: LoadContext): void {
  if (ctx.W === '') return;
  const report = (dir: string, found: string[], reason: string): void => {
    if (found.length === 0) return;
    ctx.issues.push({
      rule: 'agent-dir-not-read',
      messageId: 'notRead',
      data: { dir: displayPath(ctx.W, dir) + '/', count: found.length, reason, where: FORK_AGENT_DIRS },
      span: startSpan(displayPath(ctx.W, found[0]!)),
    });
  };
  report(join(ctx.W, '.opencode', 'agent'), mdFiles(ctx, join(ctx.W, '.opencode', 'agent')), 'mainstream OpenCode reads .opencode/agent/ (singular)');
  for (const m of ['mode', 'modes']) {
    const d = join(ctx.W, '.opencode', m);
    report(d, mdFiles(ctx, d), `mainstream OpenCode reads .opencode/${m}/*.md as primary agents`);
  }
  report(join(ctx.W, '.claude', 'agents'), mdFiles(ctx, join(ctx.W, '.claude', 'agents')), 'this is where Claude Code keeps its subagents');
  for (const parent of [join(ctx.W, '.opencode', 'agents'), join(ctx.W, '.agents', 'types')]) {
    for (const e of ctx.source.readdir(parent) ?? []) {
      if (e.kind !== 'dir') continue;
      const sub = join(parent, e.name);
      report(sub, mdFiles(ctx, sub), 'the fork does not descend into subfolders');
    }
  }
  // `.agents/agents/` and `.agents/agent/`: a near miss for `.agents/types/` (issue 11, point 5).
  for (const name of ['agents', 'agent']) {
    const d = join(ctx.W, '.agents', name);
    const found = mdFiles(ctx, d);
    if (found.length === 0) continue;
    ctx.issues.push({
      rule: 'agent-file-not-read',
      messageId: 'directory',
      data: { dir: displayPath(ctx.W, d) + '/', count: found.length, where: FORK_AGENT_DIRS },
      span: startSpan(displayPath(ctx.W, found[0]!)),
    });
  }
  if (ctx.withGlobal && ctx.home) {
    const g = join(ctx.home, '.config', 'opencode');
    report(join(g, 'agent'), mdFiles(ctx, join(g, 'agent')), 'mainstream OpenCode reads ~/.config/opencode/agent/ (singular)');
    for (const parent of [join(g, 'agents'), join(ctx.home, '.agents', 'types')]) {
      for (const e of ctx.source.readdir(parent) ?? []) {
        if (e.kind === 'dir') report(join(parent, e.name), mdFiles(ctx, join(parent, e.name)), 'the fork does not descend into subfolders');
      }
    }
  }
  const configRepo = ['opencode.json', 'opencode.jsonc', 'config.json'].some((n) => ctx.source.lstat(join(ctx.W, n))?.kind === 'file');
  if (configRepo) {
    // Only files that start with frontmatter: an `agents/` folder of plain docs is not an agent folder.
    const hasFrontmatter = (f: string): boolean => {
      const r = ctx.source.readFile(f, 4);
      return r.ok && /^---\r?$|^---\r?\n/.test(r.data.toString('utf8'));
    };
    for (const name of ['agent', 'agents']) {
      report(join(ctx.W, name), mdFiles(ctx, join(ctx.W, name)).filter(hasFrontmatter), 'this looks like a mainstream OpenCode config directory, whose agent folders the fork does not read in a project');
    }
  }
}
