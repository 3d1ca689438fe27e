/**
 * Markdown agent files of one config directory (docs/runtimes/opencode.md §5.1): the globs
 * `{agent,agents}/**\/*.md` (recursive, dot entries included, symlinks followed) and
 * `{mode,modes}/*.md` (flat). Reads only through the file source.
 */
import { posix } from 'node:path';
import type { FileSource } from '../../../source/types.js';

/** One agent file found in a config directory. */
export interface AgentFile {
  /** Absolute path (through the directory as found; symlinks not resolved). */
  abs: string;
  /** Path relative to the config directory, `/`-separated (`agent/team/reviewer.md`). */
  relative: string;
  /** `agent`: under `agent(s)/`; `mode`: directly under `mode(s)/` (forced primary). */
  kind: 'agent' | 'mode';
  /** The ID the path gives. */
  pathId: string;
}

/** At most this many directories are walked per config directory (a symlink farm cannot hang ctxlens). */
const MAX_DIRS = 10_000;

/**
 * The agent files of config directory `dir` (absolute), `agent/` before `agents/`, then `mode/`
 * and `modes/`, each walk in byte order. A directory reached twice through symlinks is walked once.
 */
export function findAgentFiles(source: FileSource, dir: string): AgentFile[] {
  const out: AgentFile[] = [];
  for (const sub of ['agent', 'agents']) {
    const seen = new Set<string>();
    let budget = MAX_DIRS;
    const walk = (abs: string, rel: string): void => {
      const real = source.realpath(abs) ?? abs;
      if (seen.has(real) || budget-- <= 0) return;
      seen.add(real);
      for (const e of source.readdir(abs) ?? []) {
        const childAbs = posix.join(abs, e.name);
        const childRel = `${rel}/${e.name}`;
        const kind = e.kind === 'symlink' ? source.stat(childAbs)?.kind : e.kind;
        if (kind === 'dir') walk(childAbs, childRel);
        else if (kind === 'file' && e.name.endsWith('.md')) out.push({ abs: childAbs, relative: childRel, kind: 'agent', pathId: agentIdFromPath(childRel, ['agent/', 'agents/']) });
      }
    };
    const root = posix.join(dir, sub);
    if (source.stat(root)?.kind === 'dir') walk(root, sub);
  }
  for (const sub of ['mode', 'modes']) {
    const root = posix.join(dir, sub);
    if (source.stat(root)?.kind !== 'dir') continue;
    for (const e of source.readdir(root) ?? []) {
      const abs = posix.join(root, e.name);
      const kind = e.kind === 'symlink' ? source.stat(abs)?.kind : e.kind;
      const relative = `${sub}/${e.name}`;
      if (kind === 'file' && e.name.endsWith('.md')) out.push({ abs, relative, kind: 'mode', pathId: agentIdFromPath(relative, ['mode/', 'modes/']) });
    }
  }
  return out;
}


/**
 * The ID of a markdown agent: its path relative to the config directory (`/`-separated), without
 * the first matching prefix (`agent/`, `agents/`, `mode/`, `modes/`) and without its extension.
 * `agents/team/reviewer.md` → `team/reviewer`. Without a matching prefix, the base name is used.
 */
export function agentIdFromPath(relative: string, prefixes: readonly string[]): string {
  const rel = relative.replaceAll('\\', '/');
  const prefix = prefixes.find((p) => rel.startsWith(p));
  const candidate = prefix !== undefined ? rel.slice(prefix.length) : posix.basename(rel);
  const ext = posix.extname(candidate);
  return ext.length > 0 ? candidate.slice(0, -ext.length) : candidate;
}
