/**
 * The discovery walk of progressive disclosure (docs/runtimes/fork.md §6.2), with labels (§6.3).
 *
 * Reads only through `FileSource`: one listing (`listDir`) per directory entered, one `lstat` per file named
 * like a context file, one `realpath` of W, and at most 32768 bytes of each accepted file. The real
 * path of a candidate is not asked of the source: the walk reaches it only through directories it
 * listed as directories (never symlinks) and `lstat` says it is a regular file, so no component
 * below W is a symlink and its real path is the real W joined with its path relative to W.
 */
import type { ConfigModel, DiscoverySettings } from '../model/config.js';
import type { ProjectModel } from '../model/project.js';
import { DISCOVERY_DEFAULTS, effectiveCap } from '../model/defaults.js';
import { listDir } from '../../../source/list.js';
import type { FileSource, FileStat } from '../../../source/types.js';
import { base, clean, isAbs, join, rel as goRel, strictlyInside } from '../../../go/path.js';
import { extractLabel, LABEL_READ_BYTES } from './labels.js';
import type { ReadCache } from './read-cache.js';
import { scopedBasenames } from './scoped-names.js';
import type { DiscoveredFile, DiscoveryResult, DiscoveryTrace, PruneReason, RejectedFile } from './types.js';

/** Directory names the walk never enters (§6.2 step 3). */
export const SKIP_DIR_NAMES: ReadonlySet<string> = new Set([
  '__pycache__', 'node_modules', 'dist', 'build', 'target', 'vendor', 'bin', 'obj', 'zig-out', 'coverage', 'logs', 'venv', 'env', 'tmp', 'temp', 'cache',
]);

/** Effective discovery settings: caps `<= 0` replaced by defaults, skip dirs joined to W and cleaned (§2.6, §6.2). */
export interface EffectiveDiscovery extends DiscoverySettings {
  /** Absolute, cleaned: decoded `skipDirs` then `data.directory` (§2.6). */
  skipDirs: string[];
}

/** The effective discovery config for W (docs/runtimes/fork.md §2.6 `EffectiveContextDiscovery` + `WithDefaults`). */
export function effectiveDiscovery(config: ConfigModel, W: string): EffectiveDiscovery {
  const d = config.discovery;
  const toAbs = (p: string): string => (isAbs(p) ? clean(p) : join(W, p) || clean(W));
  return {
    enabled: d.enabled,
    maxFiles: effectiveCap(d.maxFiles, DISCOVERY_DEFAULTS.maxFiles),
    maxDepth: effectiveCap(d.maxDepth, DISCOVERY_DEFAULTS.maxDepth),
    maxFileBytes: effectiveCap(d.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes),
    maxSessionBytes: effectiveCap(d.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    skipDirs: [...d.skipDirs, config.dataDirectory].map(toAbs),
  };
}

/** Global `contextPaths` classified for discovery (§6.2 step 1). */
export interface GlobalClasses {
  /** Basenames of entries without a trailing `/`, first-seen order. */
  basenames: string[];
  /** `Clean(Join(W, e))` of those entries. */
  rootMatched: string[];
  /** `Clean(Join(W, e)) + "/"` of trailing-`/` entries. */
  inlinedPrefixes: string[];
}

/** Classify the global context paths G against W (§6.2 step 1). */
export function classifyGlobal(W: string, G: readonly string[]): GlobalClasses {
  const basenames: string[] = [];
  const rootMatched: string[] = [];
  const inlinedPrefixes: string[] = [];
  for (const e of G) {
    if (e.endsWith('/')) inlinedPrefixes.push(join(W, e) + '/');
    else {
      const b = base(e);
      if (!basenames.includes(b)) basenames.push(b);
      rootMatched.push(join(W, e));
    }
  }
  return { basenames, rootMatched, inlinedPrefixes };
}

/** Inputs of one walk. */
export interface WalkParams {
  source: FileSource;
  /** The W string (cleaned before walking). */
  W: string;
  classes: GlobalClasses;
  maxFiles: number;
  maxDepth: number;
  /** Absolute, cleaned. */
  skipDirs: readonly string[];
  /** Extra basenames to note (U8); files never become candidates through this. */
  watchNames?: ReadonlySet<string>;
  /** Keep walking after the cap to list the files that fall off (for rules). Default true. */
  traceOverflow?: boolean;
  /** Compute labels (§6.3). Default true. */
  labels?: boolean;
  /**
   * The run's read cache over the same source: the walk asks it for the `lstat` of candidates and
   * the real path of W, and tells it the real paths it derived, so the rest of the run (the
   * canonical paths of the filter, the session budget's re-check) asks the source nothing twice.
   */
  cache?: ReadCache;
}

/**
 * Walk W like the runtime (§6.2 steps 2–7) and return the candidates in walk order, with labels,
 * plus a trace of what was pruned or rejected. Never throws; unreadable directories are pruned.
 */
export function walkDiscovery(p: WalkParams): DiscoveryResult {
  const root = clean(p.W);
  const trace: DiscoveryTrace = {
    disabled: false,
    wSymlink: null,
    caps: { maxFiles: p.maxFiles, maxDepth: p.maxDepth, maxFileBytes: 0, maxSessionBytes: 0 },
    basenames: p.classes.basenames,
    rootMatched: p.classes.rootMatched,
    inlinedPrefixes: p.classes.inlinedPrefixes,
    skipDirs: [...p.skipDirs],
    pruned: [],
    rejected: [],
    overflow: [],
    watched: [],
  };
  const files: DiscoveredFile[] = [];
  const result: DiscoveryResult = { files, truncated: false, trace };
  const names = new Set(p.classes.basenames);
  if (names.size === 0) return result;
  const cache = p.cache;
  const src = p.source;
  const lstat = cache === undefined ? (a: string): FileStat | null => src.lstat(a) : (a: string): FileStat | null => cache.lstat(a);
  const rootStat = lstat(root);
  if (rootStat === null) return result;
  if (rootStat.kind === 'symlink') {
    trace.wSymlink = { target: cache === undefined ? src.realpath(root) : cache.realpath(root) };
    return result;
  }
  if (rootStat.kind !== 'dir') return result;
  const realW = cache === undefined ? src.realpath(root) : cache.realpath(root);
  // Real paths below W: the real W, then the path relative to W (see the module comment).
  const realBase = realW === null ? null : realW === '/' ? '/' : realW + '/';
  const skip = new Set(p.skipDirs);
  const rootMatched = new Set(p.classes.rootMatched);
  const prefixes = p.classes.inlinedPrefixes;
  const watch = p.watchNames;
  const traceOverflow = p.traceOverflow ?? true;
  const wantLabels = p.labels ?? true;
  let stopped = false;

  const reject = (r: RejectedFile): void => {
    trace.rejected.push(result.truncated ? { ...r, afterCap: true } : r);
  };
  const visit = (dirAbs: string, dirRel: string, dirDepth: number): void => {
    const entries = listDir(src, dirAbs);
    if (entries === null) {
      if (dirRel !== '') trace.pruned.push({ abs: dirAbs, rel: dirRel, depth: dirDepth, reason: 'walk-error', ...(result.truncated ? { afterCap: true } : {}) });
      return;
    }
    const depth = dirRel === '' ? 0 : dirDepth + 1;
    const entNames = entries.names;
    const entKinds = entries.kinds;
    for (let i = 0; i < entNames.length; i++) {
      if (stopped) return;
      const name = entNames[i]!;
      const entKind = entKinds[i]!;
      // Most files are not named like a context file (nor watched): no path is built for them.
      if (entKind !== 'dir' && (name.startsWith('.') || (!names.has(name) && (watch === undefined || depth < 1 || !watch.has(name))))) continue;
      const abs = dirAbs === '/' ? '/' + name : dirAbs + '/' + name;
      const rel = dirRel === '' ? name : dirRel + '/' + name;
      if (entKind === 'dir') {
        let reason: PruneReason | null = null;
        if (name.startsWith('.')) reason = 'hidden';
        else if (SKIP_DIR_NAMES.has(name)) reason = 'skip-list';
        else if (skip.has(abs)) reason = 'skip-dir';
        else if (depth + 1 > p.maxDepth) reason = 'depth';
        if (reason !== null) trace.pruned.push({ abs, rel, depth, reason, ...(result.truncated ? { afterCap: true } : {}) });
        else visit(abs, rel, depth);
        continue;
      }
      if (name.startsWith('.')) continue;
      if (!names.has(name)) {
        if (watch !== undefined && depth >= 1 && watch.has(name)) trace.watched.push({ abs, rel, depth, name });
        continue;
      }
      if (depth < 1) continue;
      const st = lstat(abs);
      const kind = st?.kind ?? entKind;
      if (st === null || st.kind !== 'file') {
        reject({ abs, rel, depth, reason: 'non-regular', kind, by: null });
        continue;
      }
      let real: string | null;
      if (realBase === null) real = src.realpath(abs);
      else {
        real = realBase + rel;
        cache?.knowRealpath(abs, real);
      }
      if (realW === null || real === null || !strictlyInside(realW, real)) {
        reject({ abs, rel, depth, reason: 'escapes', kind, by: real });
        continue;
      }
      if (rootMatched.has(abs)) {
        reject({ abs, rel, depth, reason: 'root-matched', kind, by: abs });
        continue;
      }
      const prefix = prefixes.find((x) => abs.startsWith(x));
      if (prefix !== undefined) {
        reject({ abs, rel, depth, reason: 'inlined-prefix', kind, by: prefix });
        continue;
      }
      if (result.truncated) {
        trace.overflow.push({ abs, rel, depth });
        continue;
      }
      if (files.length >= p.maxFiles) {
        result.truncated = true;
        if (!traceOverflow) {
          stopped = true;
          return;
        }
        trace.overflow.push({ abs, rel, depth });
        continue;
      }
      files.push(makeFile(src, p.W, abs, depth, st.size, wantLabels, cache));
    }
  };
  visit(root, '', -1);
  return result;
}

function makeFile(src: FileSource, W: string, abs: string, depth: number, size: number, wantLabels: boolean, cache: ReadCache | undefined): DiscoveredFile {
  const relPath = goRel(W, abs) ?? abs;
  const f: DiscoveredFile = { abs, rel: relPath, depth, label: null, labelFrom: null, bytes: size, labelBytes: null, labelLine: null, labelTruncated: false };
  if (!wantLabels) return f;
  const r = cache === undefined ? src.readFile(abs, LABEL_READ_BYTES) : cache.head(abs);
  if (!r.ok) {
    f.labelUnreadable = true;
    return f;
  }
  const l = extractLabel(r.data);
  f.labelBytes = l.bytes;
  f.label = l.bytes === null ? null : l.bytes.toString('utf8');
  f.labelFrom = l.bytes === null ? (l.from === 'description-empty' ? 'description-empty' : null) : l.from;
  f.labelLine = l.line;
  f.labelTruncated = l.truncated;
  return f;
}

/**
 * The discovery walk of the project (docs/runtimes/fork.md §6.2): global `contextPaths` only, the
 * effective discovery config, and a fresh walk each call (U9: the runtime caches per W string).
 * Returns no files when `contextDiscovery.enabled` is false; `trace` says why. `cache`: the run's
 * read cache over `model.source` (see `WalkParams.cache`).
 */
export function discover(model: ProjectModel, cache?: ReadCache): DiscoveryResult {
  const eff = effectiveDiscovery(model.config, model.W);
  const classes = classifyGlobal(model.W, model.config.contextPaths);
  const caps = { maxFiles: eff.maxFiles, maxDepth: eff.maxDepth, maxFileBytes: eff.maxFileBytes, maxSessionBytes: eff.maxSessionBytes };
  if (!eff.enabled) {
    return {
      files: [],
      truncated: false,
      trace: { disabled: true, wSymlink: null, caps, ...classes, skipDirs: eff.skipDirs, pruned: [], rejected: [], overflow: [], watched: [] },
    };
  }
  const r = walkDiscovery({
    source: model.source,
    W: model.W,
    classes,
    maxFiles: eff.maxFiles,
    maxDepth: eff.maxDepth,
    skipDirs: eff.skipDirs,
    watchNames: scopedBasenames(model, new Set(classes.basenames)),
    ...(cache === undefined ? {} : { cache }),
  });
  r.trace!.caps = caps;
  return r;
}
