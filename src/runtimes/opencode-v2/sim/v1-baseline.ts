/**
 * The V1 side of the migration report (docs/runtimes/opencode-v2.md §7.2): what the published
 * CLI (opencode-ai 1.18.33, V1) loads at a Location, taken from the `--runtime opencode`
 * simulation (`src/runtimes/opencode/`) and reduced to what the report compares — the
 * instruction files in order, the rendered bytes, the agent IDs, and a refusal to start.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';
import { loadOcProject } from '../../opencode/load/project.js';
import { simulateInstructions } from '../../opencode/sim/instructions.js';
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
  /** Files with a block in the system prompt (an empty file has none), in V1 order. */
  files: V1File[];
  /** The exact instruction text V1 adds (`render --runtime opencode`). */
  rendered: string;
  /** V1 agent IDs (frontmatter `name` overrides the path ID), one per markdown file the runtime keeps; IDs may repeat. */
  agents: { id: string; file: string | null }[];
  /** Why V1 refuses to start at this Location (an invalid config, a missing `{file:}`), or null. */
  refusal: string | null;
}

/** The V1 baseline of `env.location`, from the V1 simulation (`--runtime opencode`). */
export function computeV1Baseline(source: FileSource, env: V2Env): V1Baseline {
  const p = loadOcProject(source, { cwd: env.location, env: env.vars, withGlobal: env.withGlobal, ...(env.explicit !== undefined ? { explicitEnv: env.explicit } : {}) });
  const set = p.refusal === null ? simulateInstructions(source, p.W, p.worktree, p.config, p.env) : null;
  const files: V1File[] = (set?.files ?? [])
    .filter((f) => f.block !== null)
    .map((f) => ({ path: f.abs, origin: f.layer, via: f.layer === 'instructions' ? f.entry?.entry ?? '' : path.basename(f.abs), content: f.content }));
  const agents = p.agentSet.definitions
    .filter((d) => d.kept && (d.origin === 'markdown-agent' || d.origin === 'markdown-mode'))
    .map((d) => ({ id: d.id, file: d.abs }));
  return { worktree: p.worktree, files, rendered: set?.rendered ?? '', agents, refusal: p.refusal };
}
