import { posix } from 'node:path';
import type { FileSource } from '../source/types.js';
import { worktreeOf } from '../load/runtime-choice.js';

/**
 * What the engine reads from a runtime's model for findings it post-processes (paths in
 * messages, fingerprints, disable comments, fixes), whatever the runtime: `W`, the linted
 * directory `cwd` (the fork's `workingDir` can move W away from it), the home directory, and a
 * file's text by its W-relative name — from the model's loaded documents when it holds them, else
 * from the bytes the run's simulation already holds for a context file it resolved (the same file
 * is then not read a second time), else through the model's file source (files up to 32 KiB;
 * `null` when larger, unreadable or outside W).
 */
export interface ModelFacts {
  W: string;
  cwd: string;
  home: string | null;
  /**
   * The repository holding the linted directory: the model's worktree (mainstream OpenCode), else
   * the nearest ancestor of `cwd` holding `.git`; `null` when there is none. Paths in it are shown
   * relative to `cwd` (docs/usage.md, "Numbers and paths").
   */
  root: string | null;
  text: (file: string) => string | null;
  /** W-relative names of the documents the model loaded. */
  documentFiles: string[];
  /** W-relative names of the context files a simulation renders (fork simulations), else `[]`. */
  contextFiles: (simulation: unknown) => string[];
}

/** Largest file read for fingerprints and disable comments, in bytes. */
const MAX_READ = 32 * 1024;

interface Loose {
  W?: unknown;
  cwd?: unknown;
  home?: unknown;
  env?: { home?: unknown; HOME?: unknown };
  worktree?: unknown;
  source?: FileSource;
  documents?: unknown;
}

/** A resolved context file as a fork simulation holds it: its size at resolution and its bytes (read on first access, then kept by the run). */
interface HeldFile {
  bytes: number;
  readonly content: Buffer;
}

/**
 * The context files a simulation resolved, by W-relative name (the first of each name), for the
 * ones that have a size and bytes (fork simulations; others hold none).
 */
function heldFiles(simulation: unknown): Map<string, HeldFile> {
  const out = new Map<string, HeldFile>();
  const targets = (simulation as { targets?: { resolution?: { files?: { rel?: unknown; bytes?: unknown }[] } }[] } | null)?.targets;
  if (!Array.isArray(targets)) return out;
  // Indexed loops (thousands of target files at most, no iterator object per step); targets sharing a resolution share its array.
  let last: unknown = null;
  for (let i = 0; i < targets.length; i++) {
    const files = targets[i]!.resolution?.files ?? [];
    if (files === last) continue;
    last = files;
    for (let j = 0; j < files.length; j++) {
      const f = files[j]!;
      if (typeof f.rel === 'string' && typeof f.bytes === 'number' && 'content' in f && !out.has(f.rel)) out.set(f.rel, f as HeldFile);
    }
  }
  return out;
}

/**
 * Read the facts of any runtime's model (see `ModelFacts`). `simulation` gives the run's
 * simulation once computed (`null` before): `text` takes a resolved context file's bytes from it
 * when they are at most 32 KiB and as long as the size the simulation saw, instead of reading the file again.
 */
export function modelFacts(model: unknown, simulation: () => unknown = () => null): ModelFacts {
  const m = (model ?? {}) as Loose;
  const W = typeof m.W === 'string' ? m.W : '';
  const cwd = typeof m.cwd === 'string' ? m.cwd : W;
  const home = typeof m.home === 'string' && m.home !== '' ? m.home : typeof m.env?.home === 'string' ? m.env.home : typeof m.env?.HOME === 'string' ? m.env.HOME : null;
  let root: string | null = typeof m.worktree === 'string' ? m.worktree : null;
  if (root === null && m.source && cwd.startsWith('/')) {
    try {
      root = worktreeOf(m.source, cwd);
    } catch {
      root = null;
    }
  }
  if (root === '/') root = null;
  const docs = new Map<string, string>();
  if (m.documents instanceof Map) {
    for (const d of m.documents.values() as Iterable<{ file?: unknown; text?: unknown }>) {
      if (typeof d.file === 'string' && typeof d.text === 'string' && !docs.has(d.file)) docs.set(d.file, d.text);
    }
  }
  const read = new Map<string, string | null>();
  let held: { of: unknown; files: Map<string, HeldFile> } | null = null;
  /** The text of a context file the simulation holds (at most `MAX_READ` bytes, unchanged since it was resolved), else `undefined`. */
  const fromSimulation = (file: string): string | undefined => {
    const sim = simulation();
    if (sim === null || sim === undefined) return undefined;
    if (held === null || held.of !== sim) held = { of: sim, files: heldFiles(sim) };
    const f = held.files.get(file);
    if (f === undefined || f.bytes > MAX_READ) return undefined;
    const content = f.content;
    return content.length === f.bytes ? content.toString('utf8') : undefined;
  };
  const text = (file: string): string | null => {
    const d = docs.get(file);
    if (d !== undefined) return d;
    if (read.has(file)) return read.get(file)!;
    let t: string | null = null;
    const inW = W !== '' && !file.startsWith('/') && !file.startsWith('../') && file !== '';
    const kept = inW ? fromSimulation(file) : undefined;
    if (kept !== undefined) t = kept;
    else if (m.source && inW) {
      // At most 32 KiB, like every other read of a context file that is not rendered (a larger file has no fingerprint text and no directives).
      const r = m.source.readFile(posix.join(W, file), MAX_READ);
      t = r.ok && r.size <= MAX_READ ? r.data.toString('utf8') : null;
    }
    read.set(file, t);
    return t;
  };
  const contextFiles = (simulation: unknown): string[] => {
    const targets = (simulation as { targets?: { resolution?: { files?: { rel?: unknown }[] } }[] } | null)?.targets;
    if (!Array.isArray(targets)) return [];
    const out = new Set<string>();
    let last: unknown = null;
    for (let i = 0; i < targets.length; i++) {
      const files = targets[i]!.resolution?.files ?? [];
      if (files === last) continue; // targets that share a resolution share its array
      last = files;
      for (let j = 0; j < files.length; j++) if (typeof files[j]!.rel === 'string') out.add(files[j]!.rel as string);
    }
    return [...out];
  };
  return { W, cwd, home, root, text, documentFiles: [...docs.keys()], contextFiles };
}
