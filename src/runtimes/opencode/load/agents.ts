/**
 * The agent IDs of one start (docs/runtimes/opencode.md §5): built-ins, `agent`/`mode` entries of
 * the merged config, markdown files in the config directories. Enough to list agents and to
 * check `default_agent`; the full frontmatter model lives with the markdown-agent loader.
 */
import { posix as path } from 'node:path';
import matter from 'gray-matter';
import type { FileSource } from '../../../source/types.js';
import { dirsUp } from '../../../load/runtime-choice.js';
import type { OcConfig } from './config.js';
import type { OcEnvironment } from './environment.js';
import { scanGlob } from './glob.js';
import { decodeText } from './text.js';
import { BUILTIN_AGENTS } from '../model/agent-set.js';



/** One agent the runtime ends up with (or one removed with `disable: true`). */
export interface OcAgent {
  id: string;
  /** The last source that defined or changed it. */
  source: 'builtin' | 'config' | 'markdown';
  /** `primary`, `subagent` or `all` (default `all` for agents that do not say). */
  mode: string;
  hidden: boolean;
  disabled: boolean;
  /** The markdown file or config file that defined it (absolute), `null` for an untouched built-in. */
  file: string | null;
}

/** The config directories that hold agent folders (docs/runtimes/opencode.md §5.1), lowest precedence first. */
export function configDirectories(W: string, worktree: string, env: OcEnvironment): string[] {
  const dirs: string[] = [];
  if (env.globalDir !== null) dirs.push(env.globalDir);
  if (!env.disableProjectConfig) dirs.push(...dirsUp(W, worktree).map((d) => path.join(d, '.opencode')));
  if (env.home !== null) dirs.push(path.join(env.home, '.opencode'));
  if (env.configDir !== null) dirs.push(env.configDir);
  return [...new Set(dirs)];
}

/** The markdown agent files of one config directory with their IDs (path-derived; frontmatter `name` replaces it). */
export function markdownAgentIds(source: FileSource, dir: string): { id: string; abs: string; mode: string | null; forcedPrimary: boolean }[] {
  const out: { id: string; abs: string; mode: string | null; forcedPrimary: boolean }[] = [];
  const scan = (sub: string, pattern: string, forcedPrimary: boolean): void => {
    for (const abs of scanGlob(source, path.join(dir, sub), pattern).files) {
      let id = path.relative(path.join(dir, sub), abs).replace(/\.md$/, '');
      let mode: string | null = null;
      const r = source.readFile(abs);
      if (r.ok) {
        try {
          const fm = matter(decodeText(r.data)).data as Record<string, unknown>;
          if (typeof fm['name'] === 'string' && fm['name'] !== '') id = fm['name'];
          if (typeof fm['mode'] === 'string') mode = fm['mode'];
        } catch {
          /* an unparsable frontmatter still makes an agent (docs/runtimes/opencode.md §5.1) */
        }
      }
      out.push({ id, abs, mode: forcedPrimary ? 'primary' : mode, forcedPrimary });
    }
  };
  for (const sub of ['agent', 'agents']) scan(sub, '**/*.md', false);
  for (const sub of ['mode', 'modes']) scan(sub, '*.md', true);
  return out;
}

/** Build the agent list: built-ins, then config directories' markdown, then the merged `mode` and `agent` entries. */
export function loadOcAgents(source: FileSource, W: string, worktree: string, env: OcEnvironment, config: OcConfig): OcAgent[] {
  const byId = new Map<string, OcAgent>();
  for (const b of BUILTIN_AGENTS) byId.set(b.id, { id: b.id, source: 'builtin', mode: b.mode, hidden: b.hidden, disabled: false, file: null });
  for (const dir of configDirectories(W, worktree, env)) {
    for (const m of markdownAgentIds(source, dir)) {
      const prev = byId.get(m.id);
      byId.set(m.id, { id: m.id, source: 'markdown', mode: m.mode ?? prev?.mode ?? 'all', hidden: prev?.hidden ?? false, disabled: false, file: m.abs });
    }
  }
  const configFile = [...config.docs].reverse().find((d) => d.abs !== null && d.data !== null)?.abs ?? null;
  for (const key of ['mode', 'agent'] as const) {
    const map = config.merged[key];
    if (typeof map !== 'object' || map === null || Array.isArray(map)) continue;
    for (const [id, v] of Object.entries(map as Record<string, unknown>)) {
      if (typeof v !== 'object' || v === null) continue;
      const a = v as Record<string, unknown>;
      const prev = byId.get(id);
      byId.set(id, {
        id,
        source: 'config',
        mode: key === 'mode' ? 'primary' : typeof a['mode'] === 'string' ? a['mode'] : prev?.mode ?? 'all',
        hidden: typeof a['hidden'] === 'boolean' ? a['hidden'] : prev?.hidden ?? false,
        disabled: a['disable'] === true,
        file: configFile,
      });
    }
  }
  return [...byId.values()];
}
