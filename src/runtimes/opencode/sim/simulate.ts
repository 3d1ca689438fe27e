/**
 * The simulation of a repository for lint and audit (docs/runtimes/opencode.md §6.6): one start of
 * the runtime per Location — W and every directory below it that holds an instruction file or a
 * config — each with its own config walk and instruction set.
 */
import { posix as path } from 'node:path';
import type { DirListing, FileSource } from '../../../source/types.js';
import { listDir } from '../../../source/list.js';
import { loadOcProject, type OcProject } from '../load/project.js';
import { simulateInstructions, type OcInstructionSet } from './instructions.js';
import { DirNames } from '../load/dir-names.js';
import { childPath } from '../load/child-path.js';

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
 * directories, `node_modules/` and build output are not entered. Each listing read is recorded
 * in `names` (a fresh one when not given), so later starts can skip looking up names a listing
 * shows are absent (docs/runtimes/opencode.md §6.8).
 */
export function findLocations(source: FileSource, W: string, names: DirNames = new DirNames()): { dirs: string[]; leftOut: number } {
  const dirs = [W];
  let leftOut = 0;
  let budget = MAX_DIRS;
  const top = listDir(source, W);
  names.record(W, top?.names ?? null);
  // Each directory keeps only the names of the subdirectories the next level enters, not its whole listing.
  let level: { abs: string; subdirs: string[] }[] = [{ abs: W, subdirs: subdirsOf(top) }];
  while (level.length > 0 && budget > 0) {
    const next: typeof level = [];
    for (const d of level) {
      for (const name of d.subdirs) {
        if (--budget < 0) break;
        const abs = childPath(d.abs, name);
        // The directory's entries, read once: they say which marker names cannot exist, and the next level walks them.
        const entries = listDir(source, abs);
        next.push({ abs, subdirs: subdirsOf(entries) });
        if (holdsMarker(source, names, abs, entries)) {
          if (dirs.length < MAX_LOCATIONS) dirs.push(abs);
          else leftOut++;
        }
      }
    }
    level = next;
  }
  return { dirs, leftOut };
}

/** The subdirectories the Location search enters, in listing order: not hidden, not skipped, not symlinks. */
function subdirsOf(entries: DirListing | null): string[] {
  const out: string[] = [];
  if (entries === null) return out;
  const { names, kinds } = entries;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    if (kinds[i] === 'dir' && !name.startsWith('.') && !SKIP.has(name)) out.push(name);
  }
  return out;
}

/** Markers without a `/`: an entry of exactly that name is the marker (`lstat` would find it). */
const PLAIN_MARKERS = new Set(MARKERS.filter((m) => !m.includes('/')));

/**
 * Whether `abs` (listed as `entries`) holds a marker, recording the listing in `names`. A marker
 * is looked up with `lstat` only when the listing may hold it (`DirNames.mayHold`: its first
 * segment ignoring ASCII case, or a non-ASCII entry) and does not name it exactly. An unreadable
 * listing (`null`) says nothing: the markers are checked one by one.
 */
function holdsMarker(source: FileSource, names: DirNames, abs: string, entries: DirListing | null): boolean {
  if (entries === null) return MARKERS.some((m) => source.lstat(path.join(abs, m)) !== null);
  const mask = names.record(abs, entries.names);
  if (mask === 0) return false;
  for (const n of entries.names) if (PLAIN_MARKERS.has(n)) return true;
  return MARKERS.some((m) => names.mayHold(mask, m.split('/')[0]!) && source.lstat(path.join(abs, m)) !== null);
}

/**
 * The names worth tracking in the listings (`DirNames`) besides the fixed ones: the first
 * segment of each relative `instructions` entry when it is a plain name (the glob looks it up
 * in every directory from a Location up to the worktree, docs/runtimes/opencode.md §6.3).
 */
function entryHeads(project: OcProject): string[] {
  const out: string[] = [];
  for (const { entry } of project.config.instructions) {
    if (entry.startsWith('/') || entry.startsWith('~/') || /^https?:\/\//.test(entry) || /[{\\]/.test(entry)) continue;
    const head = entry.split('/')[0]!;
    if (head !== '' && head !== '.' && head !== '..' && !/[*?[@!+(]/.test(head)) out.push(head);
  }
  return out;
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
  const cache = project.options.cache;
  // With the run's memo, the listings read here answer the later starts' look-ups of absent names (§6.8).
  const names = cache === undefined ? new DirNames() : (cache.dirNames ??= new DirNames(entryHeads(project)));
  const { dirs, leftOut } = findLocations(project.source, project.W, names);
  const locations = dirs.map((d) => simulateLocation(d === project.W ? project : loadOcProject(project.source, { ...project.options, cwd: d, root: project.options.root ?? project.W })));
  return { locations, leftOut, countTokens };
}
