/**
 * The V1 → V2 migration report (docs/runtimes/opencode-v2.md §7): per Location, which
 * instruction files a repository loads differently once V2 ships, and per agent, how its ID and
 * frontmatter change.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';
import { loadV2, type V2Model } from './model.js';
import { computeV1Baseline, type V1Baseline } from './v1-baseline.js';
import { V2_BASIS, type V2Env, type V2Note, type V2Options } from '../model/types.js';
import { contains } from '../load/location.js';

/** One instruction file whose loading changes. */
export interface FileChange {
  /** Path relative to the repository root (`../…` above it, absolute outside). */
  file: string;
  change: 'only-v1' | 'only-v2' | 'header-path';
  why: string;
}

/** The comparison at one Location. */
export interface LocationReport {
  /** The Location relative to the repository root (`.` for the root). */
  location: string;
  v1: string[];
  v2: string[];
  changes: FileChange[];
  bytes: { v1: number; v2: number };
}

/** The comparison of one agent. */
export interface AgentReport {
  v1Id: string | null;
  v2Id: string | null;
  file: string | null;
  change: 'renamed' | 'migrated' | 'skipped' | 'only-v2-dir' | 'only-v1-dir';
  detail: string;
}

/** A nested instruction directory: how each generation discloses it on read. */
export interface DisclosureReport {
  dir: string;
  v1: string;
  v2: string;
}

/** The whole report (`diff --runtime opencode --against opencode-v2 --format json`). */
export interface MigrationReport {
  basis: typeof V2_BASIS;
  runtime: 'opencode';
  against: 'opencode-v2';
  options: V2Options;
  root: string;
  locations: LocationReport[];
  agents: AgentReport[];
  disclosure: DisclosureReport[];
  notes: (V2Note & { location: string })[];
}

const INSTRUCTION_NAMES = ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md'];
/** What makes a directory a Location worth comparing: an instruction file or a config file of its own (docs §7.1). */
const LOCATION_MARKERS = [...INSTRUCTION_NAMES, 'opencode.json', 'opencode.jsonc'];
const SKIP_DIRS = new Set(['.git', 'node_modules', '.venv', 'vendor', 'dist', 'build', 'target']);

/** Directories below `root` that hold an instruction or config file: the Locations worth comparing (bounded, docs §7.1). */
export function instructionDirs(source: FileSource, root: string, maxDirs = 2000, maxLocations = 40, configDirs = true): string[] {
  const out: string[] = [];
  const queue = [root];
  let visited = 0;
  while (queue.length > 0 && visited < maxDirs && out.length < maxLocations) {
    const dir = queue.shift()!;
    visited++;
    const entries = source.readdir(dir) ?? [];
    const isConfigDir = path.basename(dir) === '.opencode';
    if (dir !== root && (configDirs || !isConfigDir) && entries.some((e) => LOCATION_MARKERS.includes(e.name))) out.push(dir);
    for (const e of entries) if (e.kind === 'dir' && !SKIP_DIRS.has(e.name)) queue.push(path.join(dir, e.name));
  }
  return out;
}

function relTo(root: string, p: string): string {
  if (contains(root, p)) return path.relative(root, p) || '.';
  const r = path.relative(root, p);
  return r.split('/').every((s) => s === '..') || r.startsWith('../') ? r : p;
}

function compareLocation(root: string, v1: V1Baseline, v2: V2Model): LocationReport {
  const changes: FileChange[] = [];
  const v2Real = new Set(v2.baseline.files.map((f) => f.path));
  const v2Found = new Set(v2.baseline.files.map((f) => f.foundAt));
  for (const f of v1.files) {
    if (v2Real.has(f.path) || v2Found.has(f.path)) {
      const match = v2.baseline.files.find((g) => g.path === f.path || g.foundAt === f.path)!;
      if (match.path !== f.path) changes.push({ file: relTo(root, f.path), change: 'header-path', why: `V2 names the real path ${relTo(root, match.path)} in "Instructions from:"` });
      continue;
    }
    let why: string;
    if (f.origin === 'instructions') why = `listed in "instructions" ("${f.via}"): V2 ignores the key (R3)`;
    else if (f.via === 'CLAUDE.md') why = v2.options.claudeFallback ? 'V2 reads CLAUDE.md only in a directory without AGENTS.md' : 'V2 loads AGENTS.md only; the CLAUDE.md fallback is documented but not in the code (R2)';
    else if (f.via === 'CONTEXT.md') why = 'V2 does not read CONTEXT.md';
    else if (f.origin === 'project' && !contains(v2.loc.stop, f.path)) why = `above the V2 walk stop ${relTo(root, v2.loc.stop)}${v2.loc.hasVcs ? '' : ' (no .git: the project root is the Location)'}`;
    else if (v1.files.some((g) => g !== f && v2Real.has(g.path) && g.content === f.content)) why = 'a symlinked duplicate: V2 deduplicates by real path';
    else why = 'not loaded by V2';
    changes.push({ file: relTo(root, f.path), change: 'only-v1', why });
  }
  const v1Paths = new Set(v1.files.map((f) => f.path));
  for (const f of v2.baseline.files) {
    if (v1Paths.has(f.path) || v1Paths.has(f.foundAt)) continue;
    let why: string;
    if (f.origin === 'project' && !contains(v1.worktree, f.foundAt)) why = `above the worktree${relTo(root, v1.worktree) === '.' ? ' (the repository root)' : ` ${relTo(root, v1.worktree)}`}: V2 walks up to ${v2.options.walkStop === 'home' ? 'home (R1)' : 'the project root'}`;
    else if (f.content === '') why = 'empty: V1 drops empty files, V2 renders the header';
    else if (f.origin === 'claude-fallback') why = 'CLAUDE.md fallback (R2 option)';
    else if (f.origin === 'instructions') why = '"instructions" entry (R3 option)';
    else why = 'V1 picks CLAUDE.md/CONTEXT.md names first only when no AGENTS.md exists; here V1 chose another name';
    changes.push({ file: relTo(root, f.path), change: 'only-v2', why });
  }
  return {
    location: relTo(root, v2.loc.given),
    v1: v1.files.map((f) => relTo(root, f.path)),
    v2: v2.baseline.files.map((f) => relTo(root, f.path)),
    changes,
    bytes: { v1: Buffer.byteLength(v1.rendered), v2: Buffer.byteLength(v2.rendered) },
  };
}

/**
 * Build the migration report for the repository at `env.location` (docs §7): the root and
 * every directory below it with an instruction file are compared as Locations.
 */
export function migrationReport(source: FileSource, env: V2Env, options: V2Options): MigrationReport {
  const root = env.location;
  const locations: LocationReport[] = [];
  const notes: MigrationReport['notes'] = [];
  let rootModel: V2Model | null = null;
  let rootV1: V1Baseline | null = null;
  // A `.opencode/` folder is a config directory, not a place to start a session: not a Location (docs §7.1).
  for (const dir of [root, ...instructionDirs(source, root, 2000, 40, false)]) {
    const e: V2Env = { ...env, location: dir };
    const v2 = loadV2(source, e, options);
    const v1 = computeV1Baseline(source, e, v2.config);
    if (dir === root) {
      rootModel = v2;
      rootV1 = v1;
    }
    locations.push(compareLocation(root, v1, v2));
    const loc = relTo(root, dir);
    for (const n of v2.baseline.notes) notes.push({ ...n, ...(n.file !== undefined ? { file: relTo(root, n.file) } : {}), location: loc });
    if (dir === root) for (const n of [...v2.config.notes, ...v2.agents.flatMap((a) => a.notes)]) notes.push({ ...n, ...(n.file !== undefined ? { file: relTo(root, n.file) } : {}), location: loc });
  }
  const agents = compareAgents(root, rootV1!, rootModel!);
  const disclosure = compareDisclosure(source, root, rootModel!);
  return { basis: V2_BASIS, runtime: 'opencode', against: 'opencode-v2', options, root, locations, agents, disclosure, notes: dedupeNotes(notes) };
}

function dedupeNotes(notes: MigrationReport['notes']): MigrationReport['notes'] {
  const seen = new Set<string>();
  return notes.filter((n) => {
    const k = `${n.id}\0${n.file ?? ''}\0${n.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function compareAgents(root: string, v1: V1Baseline, v2: V2Model): AgentReport[] {
  const out: AgentReport[] = [];
  const v1ByFile = new Map(v1.agents.filter((a) => a.file !== null).map((a) => [a.file!, a.id]));
  const summarise = (ms: readonly { from: string; to: string }[]): string => {
    const by = new Map<string, string[]>();
    for (const m of ms) by.set(m.to, [...(by.get(m.to) ?? []), m.from]);
    return [...by.entries()].map(([to, from]) => `${from.join(', ')} → ${to}`).join('; ');
  };
  for (const a of v2.agents) {
    if (a.kind === 'builtin' && a.file === undefined) continue;
    const file = a.file !== undefined ? relTo(root, a.file) : null;
    const v1Id = a.file !== undefined ? v1ByFile.get(a.file) ?? null : a.v1Id;
    if (a.file !== undefined && v1Id === null && a.kind === 'markdown') {
      out.push({ v1Id: null, v2Id: a.format === 'skipped' ? null : a.id, file, change: 'only-v2-dir', detail: 'its config directory lies above the worktree: only V2 walks there' });
      continue;
    }
    if (a.format === 'skipped') {
      out.push({ v1Id, v2Id: null, file, change: 'skipped', detail: a.notes.map((n) => n.message).join('; ') });
      continue;
    }
    const shared = v1.agents.filter((x) => x.id === v1Id && x.file !== a.file && x.file !== null);
    const dup = shared.length > 0 ? `; V1 gives the same ID to ${shared.map((x) => relTo(root, x.file!)).join(', ')} and keeps one at random, V2 keeps both` : '';
    if (v1Id !== null && v1Id !== a.id) {
      out.push({ v1Id, v2Id: a.id, file, change: 'renamed', detail: `frontmatter name "${v1Id}" no longer sets the ID; calls to "${v1Id}" stop resolving${dup}` + (a.format === 'legacy' ? `; legacy frontmatter migrated: ${summarise(a.migrations)}` : '') });
      continue;
    }
    if (a.format === 'legacy') out.push({ v1Id, v2Id: a.id, file, change: 'migrated', detail: summarise(a.migrations) + dup });
  }
  const v2Files = new Set(v2.agents.map((a) => a.file).filter((f): f is string => f !== undefined));
  for (const a of v1.agents) {
    if (a.file !== null && !v2Files.has(a.file)) out.push({ v1Id: a.id, v2Id: null, file: relTo(root, a.file), change: 'only-v1-dir', detail: 'V2 does not read this config directory' });
  }
  return out;
}

function compareDisclosure(source: FileSource, root: string, v2: V2Model): DisclosureReport[] {
  const out: DisclosureReport[] = [];
  for (const dir of instructionDirs(source, root)) {
    const names = INSTRUCTION_NAMES.filter((n) => source.stat(path.join(dir, n))?.kind === 'file');
    if (names.length === 0) continue;
    const v1 = `${names[0]} in the read result`;
    const v2s = names.includes('AGENTS.md') ? 'AGENTS.md as a synthetic message' : 'nothing: V2 reads AGENTS.md only';
    out.push({ dir: relTo(root, dir), v1, v2: v2s });
  }
  return out;
}
