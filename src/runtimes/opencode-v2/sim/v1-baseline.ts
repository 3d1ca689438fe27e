/**
 * The V1 side of the migration report (docs/runtimes/opencode-v2.md §7.2): what the published
 * CLI (opencode-ai 1.18.33, V1) loads for a Location, reduced to what the report compares —
 * the instruction files in order and the agent IDs.
 *
 * This is a compact restatement of the V1 rules (§7.2) for the comparison only; the full
 * V1 simulation (render/touch/resolve, `--runtime opencode`) lives under `src/runtimes/opencode/`
 * and should replace this module once both are on the same branch.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';
import { scanAgentFiles, decodeAgentFile } from '../load/agents.js';
import type { V2Config } from '../load/config.js';
import { decodeText } from '../load/text.js';
import { ancestors } from '../load/location.js';
import type { V2Env } from '../model/types.js';

/** One V1 instruction file. */
export interface V1File {
  /** The path as V1 prints it in `Instructions from:` (not symlink-resolved). */
  path: string;
  /** `global`, `project` (with its name), `instructions` (with its entry). */
  origin: 'global' | 'project' | 'instructions';
  /** The file name that won the V1 name priority, or the `instructions` entry. */
  via: string;
  content: string;
}

/** The V1 baseline of a Location. */
export interface V1Baseline {
  /** The worktree: nearest ancestor with `.git`, else `/`. */
  worktree: string;
  files: V1File[];
  /** `Instructions from:` blocks joined by `\n` (cli-contract.md, `render --runtime opencode`). */
  rendered: string;
  /** V1 agent IDs (frontmatter `name` overrides the path ID), one per file; IDs may repeat. */
  agents: { id: string; file: string | null }[];
}

const NAMES = ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md'] as const;

/**
 * A V1 `instructions` glob as a regular expression over `/`-separated relative paths: `**` any
 * number of segments, `*` and `?` within one segment, `{a,b}` alternatives; other characters literal.
 */
export function instructionGlob(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      const slash = pattern[i + 2] === '/';
      re += slash ? '(?:[^/]*/)*' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '{') re += '(?:';
    else if (c === '}') re += ')';
    else if (c === ',' && re.lastIndexOf('(?:') > re.lastIndexOf(')')) re += '|';
    else re += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function isFile(source: FileSource, p: string): boolean {
  return source.stat(p)?.kind === 'file';
}

function read(source: FileSource, p: string): string | null {
  const r = source.readFile(p);
  return r.ok ? decodeText(r.data) : null;
}

/** Files under `dir` whose path relative to it matches `pattern` (bounded walk, at most `limit` entries). */
function globIn(source: FileSource, dir: string, pattern: string, limit = 20000): string[] {
  const re = instructionGlob(pattern);
  const out: string[] = [];
  let budget = limit;
  const walk = (sub: string, depth: number): void => {
    if (depth > 16) return;
    for (const e of source.readdir(sub === '' ? dir : path.join(dir, sub)) ?? []) {
      if (--budget < 0) return;
      const r = sub === '' ? e.name : `${sub}/${e.name}`;
      const abs = path.join(dir, r);
      const kind = e.kind === 'symlink' ? source.stat(abs)?.kind : e.kind;
      if (kind === 'dir') walk(r, depth + 1);
      else if (kind === 'file' && re.test(r)) out.push(abs);
    }
  };
  walk('', 0);
  return out;
}

/**
 * The V1 baseline of `env.location` (§7.2). `config` is the V2 document list;
 * V1 reads the subset within its worktree walk (plus global and inline documents).
 */
export function computeV1Baseline(source: FileSource, env: V2Env, config: V2Config): V1Baseline {
  const W = env.location;
  const worktree = ancestors(W, null).find((d) => source.lstat(path.join(d, '.git')) !== null) ?? '/';
  const vars = env.vars;
  const claudeOff = Boolean(vars['OPENCODE_DISABLE_CLAUDE_CODE_PROMPT'] || vars['OPENCODE_DISABLE_CLAUDE_CODE']);
  const files: V1File[] = [];
  const seen = new Set<string>();
  const add = (p: string, origin: V1File['origin'], via: string): void => {
    if (seen.has(p)) return;
    seen.add(p);
    const content = read(source, p);
    if (content === null || content === '') return;
    files.push({ path: p, origin, via, content });
  };
  if (env.withGlobal) {
    const home = vars['HOME'];
    const xdg = vars['XDG_CONFIG_HOME'] || (home ? path.join(home, '.config') : null);
    const candidates = [
      ...(vars['OPENCODE_CONFIG_DIR'] ? [path.join(vars['OPENCODE_CONFIG_DIR'], 'AGENTS.md')] : []),
      ...(xdg ? [path.join(xdg, 'opencode', 'AGENTS.md')] : []),
      ...(home && !claudeOff ? [path.join(home, '.claude', 'CLAUDE.md')] : []),
    ];
    const g = candidates.find((c) => isFile(source, c));
    if (g !== undefined) add(g, 'global', path.basename(g));
  }
  const projectOn = !vars['OPENCODE_DISABLE_PROJECT_CONFIG'];
  const walk = ancestors(W, worktree);
  if (projectOn) {
    for (const name of NAMES) {
      if (name === 'CLAUDE.md' && claudeOff) continue;
      const hits = walk.map((d) => path.join(d, name)).filter((p) => isFile(source, p));
      if (hits.length === 0) continue;
      for (const h of hits) add(h, 'project', name);
      break;
    }
  }
  // `instructions`: the documents V1 reads (its walk stops at the worktree), concatenated.
  const inWalk = (doc: string): boolean => {
    const d = path.dirname(doc);
    const dir = path.basename(d) === '.opencode' ? path.dirname(d) : d;
    return walk.includes(dir);
  };
  const entries: string[] = [];
  for (const doc of config.documents) {
    if (doc.value === null || !Array.isArray(doc.value['instructions'])) continue;
    if ((doc.kind === 'direct' || doc.kind === 'dot-opencode') && (!projectOn || !inWalk(doc.path))) continue;
    for (const e of doc.value['instructions']) if (typeof e === 'string' && !entries.includes(e)) entries.push(e);
  }
  for (let entry of entries) {
    if (/^https?:\/\//.test(entry)) continue;
    if (entry.startsWith('~/') && vars['HOME']) entry = path.join(vars['HOME'], entry.slice(2));
    if (path.isAbsolute(entry)) {
      for (const m of globIn(source, path.dirname(entry), path.basename(entry))) add(m, 'instructions', entry);
      continue;
    }
    if (!projectOn) continue;
    for (const d of walk) {
      const literal = !/[*?[{]/.test(entry);
      const hits = literal ? (isFile(source, path.join(d, entry)) ? [path.resolve(d, entry)] : []) : globIn(source, d, entry);
      for (const h of hits) add(h, 'instructions', entry);
    }
  }
  // Agents: global directory, then every `.opencode` from the worktree down to W.
  const dirs: string[] = [];
  if (env.withGlobal) {
    const home = vars['HOME'];
    const xdg = vars['XDG_CONFIG_HOME'] || (home ? path.join(home, '.config') : null);
    if (xdg) dirs.push(path.join(xdg, 'opencode'));
  }
  if (projectOn) for (const d of [...walk].reverse()) if (source.stat(path.join(d, '.opencode'))?.kind === 'dir') dirs.push(path.join(d, '.opencode'));
  // Every file with the ID V1 gives it; two files may share an ID (V1 keeps one of them at random).
  const agents: { id: string; file: string | null }[] = [];
  for (const dir of dirs) {
    for (const f of scanAgentFiles(source, dir)) {
      const a = decodeAgentFile(source, f.file, f.id, f.forcePrimary);
      agents.push({ id: a.v1Id ?? f.id, file: f.file });
    }
  }
  return {
    worktree,
    files,
    rendered: files.map((f) => `Instructions from: ${f.path}\n${f.content}`).join('\n'),
    agents,
  };
}
