/**
 * The simulation of a repository for lint and audit (docs/runtimes/opencode.md §6.6): one start of
 * the runtime per Location — W and every directory below it that holds an instruction file or a
 * config — each with its own config walk and instruction set.
 */
import { posix as path } from 'node:path';
import type { DirEntry, FileSource } from '../../../source/types.js';
import { loadOcProject, type OcProject } from '../load/project.js';
import { simulateInstructions, type OcInstructionSet } from './instructions.js';

/** Largest number of Locations simulated; the rest are reported as left out. */
export const MAX_LOCATIONS = 200;
/** Largest number of directories looked at while looking for Locations. */
const MAX_DIRS = 20_000;

/** Names that make a directory a Location. */
const MARKERS = ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md', 'opencode.json', 'opencode.jsonc', '.opencode/opencode.json', '.opencode/opencode.jsonc'];
/** Directories never entered while looking for Locations: git internals, dependencies. Hidden directories are skipped too. */
const SKIP = new Set(['node_modules', 'vendor', 'dist', 'build', 'target', '__pycache__']);

/** One Location: the model of a start there and its instruction set (`null` when the runtime refuses to start). */
export interface OcLocation {
  project: OcProject;
  set: OcInstructionSet | null;
}

/** The simulation of every Location; `locations[0]` is W. */
export interface OcSimulation {
  locations: OcLocation[];
  /** Locations found beyond `MAX_LOCATIONS` (not simulated). */
  leftOut: number;
  /** The token counter given to the simulation (approximate), or `null`: token budgets are then not checked. */
  countTokens: ((text: string) => number) | null;
}

/**
 * Directories at or below `W` that are Locations (W first, then breadth-first in byte order):
 * W itself and every directory holding one of the instruction names or a config file. Hidden
 * directories, `node_modules/` and build output are not entered.
 */
export function findLocations(source: FileSource, W: string): { dirs: string[]; leftOut: number } {
  const dirs = [W];
  let leftOut = 0;
  let budget = MAX_DIRS;
  let level: { abs: string; entries: DirEntry[] | null | undefined }[] = [{ abs: W, entries: undefined }];
  while (level.length > 0 && budget > 0) {
    const next: typeof level = [];
    for (const d of level) {
      for (const e of (d.entries === undefined ? source.readdir(d.abs) : d.entries) ?? []) {
        if (e.kind !== 'dir' || e.name.startsWith('.') || SKIP.has(e.name)) continue;
        if (--budget < 0) break;
        const abs = path.join(d.abs, e.name);
        // The directory's entries, read once: they say which marker names cannot exist, and the next level walks them.
        const entries = source.readdir(abs);
        next.push({ abs, entries });
        if (mayHoldMarker(entries) && MARKERS.some((m) => source.lstat(path.join(abs, m)) !== null)) {
          if (dirs.length < MAX_LOCATIONS) dirs.push(abs);
          else leftOut++;
        }
      }
    }
    level = next;
  }
  return { dirs, leftOut };
}

/** First path segment of each marker, lower-cased. */
const MARKER_HEADS = new Set(MARKERS.map((m) => m.split('/')[0]!.toLowerCase()));

/**
 * Whether a directory with these entries may hold a marker. `false` only when the listing was
 * read and no entry could be one: none equals a marker's first segment ignoring case (a
 * case-insensitive file system finds `agents.md` as `AGENTS.md`) and none is non-ASCII (case
 * folding beyond ASCII). An unreadable listing (`null`) says nothing: the markers are checked one by one.
 */
function mayHoldMarker(entries: readonly DirEntry[] | null): boolean {
  if (entries === null) return true;
  for (const e of entries) {
    if (MARKER_HEADS.has(e.name.toLowerCase()) || /[^\x00-\x7f]/.test(e.name)) return true;
  }
  return false;
}

/**
 * One start of the runtime at a loaded Location (docs/runtimes/opencode.md §6.6): its instruction
 * set (§6), or `null` when the runtime refuses to start there (`project.refusal`).
 */
export function simulateLocation(project: OcProject): OcLocation {
  return { project, set: project.refusal === null ? simulateInstructions(project.source, project.W, project.worktree, project.config, project.env, project.options.cache ?? null) : null };
}

/** Simulate W (already loaded as `project`) and every other Location below it; `countTokens` is kept for token budgets. */
export function simulateOpencode(project: OcProject, countTokens: ((text: string) => number) | null = null): OcSimulation {
  const { dirs, leftOut } = findLocations(project.source, project.W);
  const locations = dirs.map((d) => simulateLocation(d === project.W ? project : loadOcProject(project.source, { ...project.options, cwd: d, root: project.options.root ?? project.W })));
  return { locations, leftOut, countTokens };
}
