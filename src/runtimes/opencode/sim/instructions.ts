/**
 * The instruction set of one Location (docs/runtimes/opencode.md §6): the global file, the project
 * files found upward, the `instructions` matches, in the runtime's order, with their raw bytes.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';
import { dirsUp } from '../../../load/runtime-choice.js';
import type { OcConfig, OcInstructionEntry } from '../load/config.js';
import type { OcEnvironment } from '../load/environment.js';
import { literalHead, scanGlob as scanGlobOn, type ScanResult } from '../load/glob.js';
import { decodeText } from '../load/text.js';
import { firstNonText, textPosition } from '../../../text/binary.js';
import { OcRunCache, type OcInstructionFileText } from '../load/run-cache.js';
import { childPath, isCleanAbsolute } from '../load/child-path.js';

export { decodeText };

/**
 * Largest instruction file ctxlens reads, in bytes (256 MiB, as for the fork's context files): a
 * larger one is not read (its text could not even be one JavaScript string past 512 Mi code units);
 * the set keeps it with no block and `tooLarge` set, and `instruction-file-too-large` reports it
 * (docs/runtimes/opencode.md §6.4).
 */
export const MAX_INSTRUCTION_FILE_BYTES = 256 * 1024 * 1024;

/** The instruction file names, in priority order (docs/runtimes/opencode.md §6.1). */
export function instructionNames(env: OcEnvironment): string[] {
  return env.disableClaudePrompt ? ['AGENTS.md', 'CONTEXT.md'] : ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md'];
}

/** Where a file of the set comes from. */
export type OcLayer = 'global' | 'project' | 'instructions';

/**
 * One file of the system-prompt set, in order: where it sits in the set, and its text, which is the
 * same at every Location (`OcInstructionFileText`: content, block, bytes, real path, link text, where
 * the bytes stop being text).
 */
export interface OcInstructionFile extends OcInstructionFileText {
  /** Absolute path as the runtime spells it (not symlink-resolved). */
  abs: string;
  layer: OcLayer;
  /** The `instructions` entry that first brought it (layer `instructions`). */
  entry: OcInstructionEntry | null;
}

/** What one `instructions` entry did at this Location. */
export interface OcEntryResult {
  entry: OcInstructionEntry;
  kind: 'url' | 'relative' | 'absolute' | 'home';
  /** Every file it matched, in scan order (before dedupe). */
  matches: string[];
  /** Matches already in the set (loaded earlier by another source or entry). */
  duplicates: string[];
  /** Why it could not be scanned (`~/` without `--with-global`, relative with project config disabled), or `null`. */
  skipped: string | null;
  /** The scan stopped at the size cap. */
  truncated: boolean;
  /** The directories it was globbed in (relative entries), nearest first. */
  bases: string[];
  /** A relative entry that matched nothing: what it would match relative to its config file's folder (the usual mistake). */
  configDirMatches: string[];
}

/** The instruction set of one Location. */
export interface OcInstructionSet {
  /** The Location (the runtime's working directory). */
  location: string;
  worktree: string;
  files: OcInstructionFile[];
  /** URL entries, in order (the runtime fetches them and renders them last; ctxlens does not). */
  urls: OcInstructionEntry[];
  entries: OcEntryResult[];
  /** The project name that won the upward walk (`AGENTS.md`, …), or `null`. */
  projectName: string | null;
  /** Files of lower-priority names present in the walk but not loaded because `projectName` won. */
  hidden: string[];
  /**
   * The symlink-free path of each `hidden` file (same order), `null` when unresolvable. A small
   * file whose whole text is a relative path to an existing file (a git symlink checked out as a
   * plain file, `core.symlinks=false`) stands for that file.
   */
  hiddenReal: (string | null)[];
  /** The symlink-free path of `worktree`, or `null` when it cannot be resolved (containment checks compare `real` paths with it). */
  worktreeReal: string | null;
  /** The exact text the set adds to the system prompt (blocks joined by `\n`, no URL blocks); built on each access (`renderedPieces` holds no copy). */
  readonly rendered: string;
}

/**
 * The pieces whose concatenation is a set's `rendered` text: per file with a block, its
 * `Instructions from:` line and its content (as held, not copied), with `\n` between blocks.
 */
export function renderedPieces(files: readonly Pick<OcInstructionFile, 'abs' | 'block' | 'content'>[]): string[] {
  const pieces: string[] = [];
  for (const f of files) {
    if (f.block === null) continue;
    if (pieces.length > 0) pieces.push('\n');
    pieces.push(`Instructions from: ${f.abs}\n`, f.content);
  }
  return pieces;
}


/** The file a flattened symlink names (a file of at most 255 bytes holding one relative path), symlink-free; `null` otherwise. */
function linkTarget(source: FileSource, abs: string): string | null {
  const st = source.lstat(abs);
  if (st?.kind !== 'file' || st.size === 0 || st.size > 255) return null;
  const r = source.readFile(abs, 256);
  if (!r.ok) return null;
  const text = r.data.toString('utf8');
  if (/[\n\r\0]/.test(text) || path.isAbsolute(text)) return null;
  const target = path.join(path.dirname(abs), text);
  return target !== abs && source.stat(target)?.kind === 'file' ? source.realpath(target) : null;
}

/** A file of a set: where it sits and its text. */
function fileOf(o: { abs: string; layer: OcLayer; entry: OcInstructionEntry | null }, t: OcInstructionFileText): OcInstructionFile {
  return { abs: o.abs, layer: o.layer, entry: o.entry, content: t.content, block: t.block, bytes: t.bytes, real: t.real, link: t.link, nonText: t.nonText, ...(t.tooLarge !== undefined ? { tooLarge: t.tooLarge } : {}) };
}

/** The same `instructions` entry: the same string at the same index of the same config document. */
function sameEntry(a: OcInstructionEntry | null, b: OcInstructionEntry | null): boolean {
  return a === b || (a !== null && b !== null && a.doc === b.doc && a.index === b.index && a.entry === b.entry);
}

/** Does the runtime see `abs` as an existing file or directory (it follows symlinks)? */
function existsOn(source: FileSource, abs: string): boolean {
  return source.stat(abs) !== null;
}

/**
 * Simulate the system-prompt instruction set at `location` (docs/runtimes/opencode.md §6.1–§6.4).
 * `config` is the config loaded for that Location. With the run's `cache`, each file is read
 * once per run, whatever the number of Locations whose set holds it (§6.8).
 */
export function simulateInstructions(source: FileSource, location: string, worktree: string, config: OcConfig, env: OcEnvironment, cache: OcRunCache | null = null): OcInstructionSet {
  const memo = cache !== null && cache.source === source ? cache : null;
  // A name the Location search's listings show absent is not looked up (§6.8).
  const exists = (abs: string): boolean => (memo === null ? existsOn(source, abs) : OcRunCache.once(memo.exists, abs, () => memo.dirNames?.absent(abs) !== true && existsOn(source, abs)));
  const scanGlob = (cwd: string, pattern: string, opts: { dot?: boolean } = {}): ScanResult => {
    if (memo === null) return scanGlobOn(source, cwd, pattern, opts);
    const absent = memo.dirNames === null ? undefined : memo.dirNames.absent.bind(memo.dirNames);
    const r = OcRunCache.once(memo.scans, `${cwd}\0${pattern}\0${opts.dot ?? ''}`, () => scanGlobOn(source, cwd, pattern, opts, absent));
    return { files: [...r.files], truncated: r.truncated };
  };
  const order: { abs: string; layer: OcLayer; entry: OcInstructionEntry | null }[] = [];
  const inSet = new Set<string>();
  const add = (abs: string, layer: OcLayer, entry: OcInstructionEntry | null): boolean => {
    const p = isCleanAbsolute(abs) ? abs : path.resolve(abs);
    if (inSet.has(p)) return false;
    inSet.add(p);
    order.push({ abs: p, layer, entry });
    return true;
  };

  // 1. The global file: the first that exists.
  const globals: string[] = [];
  if (env.configDir !== null) globals.push(path.join(env.configDir, 'AGENTS.md'));
  if (env.globalDir !== null) globals.push(path.join(env.globalDir, 'AGENTS.md'));
  if (env.home !== null && !env.disableClaudePrompt) globals.push(path.join(env.home, '.claude', 'CLAUDE.md'));
  const global = globals.find((g) => exists(g));
  if (global !== undefined) add(global, 'global', null);

  // 2. Project files: the first name with any match wins, every copy of it, nearest first.
  let projectName: string | null = null;
  const hidden: string[] = [];
  if (!env.disableProjectConfig) {
    const dirs = dirsUp(location, worktree);
    for (const name of instructionNames(env)) {
      const found: string[] = [];
      for (const d of dirs) {
        // A name the Location search's listings show absent is not even joined (§6.8).
        if (memo?.dirNames?.absentIn(d, name) === true) continue;
        const p = childPath(d, name);
        if (exists(p)) found.push(p);
      }
      if (found.length === 0) continue;
      if (projectName === null) {
        projectName = name;
        for (const p of found) add(p, 'project', null);
      } else hidden.push(...found);
    }
  }

  // 3. `instructions` entries, in order; URLs are kept aside.
  const urls: OcInstructionEntry[] = [];
  const entries: OcEntryResult[] = [];
  for (const e of config.instructions) {
    let s = e.entry;
    if (s.startsWith('https://') || s.startsWith('http://')) {
      urls.push(e);
      entries.push({ entry: e, kind: 'url', matches: [], duplicates: [], skipped: null, truncated: false, bases: [], configDirMatches: [] });
      continue;
    }
    let kind: OcEntryResult['kind'] = 'relative';
    let skipped: string | null = null;
    if (s.startsWith('~/')) {
      kind = 'home';
      if (env.home === null) skipped = 'the home directory is read only with --with-global';
      else s = path.join(env.home, s.slice(2));
    }
    const result: OcEntryResult = { entry: e, kind, matches: [], duplicates: [], skipped, truncated: false, bases: [], configDirMatches: [] };
    entries.push(result);
    if (skipped !== null) continue;
    if (path.isAbsolute(s)) {
      if (kind === 'relative') result.kind = 'absolute';
      result.bases = [path.dirname(s)];
      const r = scanGlob(path.dirname(s), path.basename(s), { dot: false });
      result.matches = r.files;
      result.truncated = r.truncated;
    } else {
      let bases: string[];
      if (!env.disableProjectConfig) bases = dirsUp(location, worktree);
      // The runtime's config directory: OPENCODE_CONFIG_DIR, else the global directory (observed, §7).
      else if (env.configDir !== null || env.globalDir !== null) bases = [(env.configDir ?? env.globalDir)!];
      else {
        result.skipped = 'project config is disabled; the entry is globbed in the global config directory, read only with --with-global';
        continue;
      }
      result.bases = bases;
      // The entry's literal first segment, when it has one: a base whose listing shows it absent matches nothing (§6.8).
      const head = memo?.dirNames == null ? null : literalHead(s);
      for (const b of bases) {
        if (head !== null && memo!.dirNames!.absentIn(b, head)) continue;
        const r = scanGlob(b, s);
        result.matches.push(...r.files);
        result.truncated ||= r.truncated;
      }
      if (result.matches.length === 0 && e.doc.abs !== null) result.configDirMatches = scanGlob(path.dirname(e.doc.abs), s).files;
    }
    for (const m of result.matches) if (!add(m, 'instructions', e)) result.duplicates.push(path.resolve(m));
  }

  const read = (abs: string): OcInstructionFileText => {
    const st = source.stat(abs);
    if (st !== null && st.kind === 'file' && st.size > MAX_INSTRUCTION_FILE_BYTES) {
      const real = source.realpath(abs);
      return { content: '', block: null, bytes: 0, real, link: real !== null && real !== abs ? source.readlink(abs) : null, nonText: null, tooLarge: st.size };
    }
    const r = source.readFile(abs);
    const content = r.ok ? decodeText(r.data) : '';
    const head = `Instructions from: ${abs}\n`;
    // A block is its line and the content, not a copy of the content (the bytes are counted apart, nothing flattens it).
    const block = content === '' ? null : head + content;
    const bad = r.ok ? firstNonText(r.data) : null;
    const nonText = bad === null || !r.ok ? null : { ...bad, ...textPosition(r.data, bad.offset) };
    const real = source.realpath(abs);
    // Only a path that resolves elsewhere can be a symlink: no readlink for the usual plain file.
    const link = real !== null && real !== abs ? source.readlink(abs) : null;
    return { content, block, bytes: block === null ? 0 : Buffer.byteLength(head, 'utf8') + Buffer.byteLength(content, 'utf8'), real, link, nonText };
  };
  const files: OcInstructionFile[] = order.map((o) => {
    if (memo === null) return fileOf(o, read(o.abs));
    // One object per file, layer and entry for the run: Locations whose sets hold the same file the same way share it.
    let same = memo.setFiles.get(o.abs) as OcInstructionFile[] | undefined;
    if (same === undefined) memo.setFiles.set(o.abs, (same = []));
    const kept = same.find((f) => f.layer === o.layer && sameEntry(f.entry, o.entry));
    if (kept !== undefined) return kept;
    const f = fileOf(o, OcRunCache.once(memo.instructionFiles, o.abs, () => read(o.abs)));
    same.push(f);
    return f;
  });
  const hiddenReal = (h: string): string | null => linkTarget(source, h) ?? source.realpath(h);
  return {
    location,
    worktree,
    files,
    urls,
    entries,
    projectName,
    hidden,
    hiddenReal: hidden.map((h) => (memo === null ? hiddenReal(h) : OcRunCache.once(memo.hiddenReals, h, () => hiddenReal(h)))),
    worktreeReal: memo === null ? source.realpath(worktree) : OcRunCache.once(memo.worktreeReals, worktree, () => source.realpath(worktree)),
    // Joined when asked (render), never kept: every Location below a large AGENTS.md would hold a copy of it.
    get rendered(): string {
      return renderedPieces(files).join('');
    },
  };
}
