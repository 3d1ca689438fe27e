/**
 * Facts about the files a simulation met that only some rules need: where an entry's path really
 * leads, the pruned directories' context files, the symlinked working directory's target, label
 * lines, the session budget. Each is gathered from the file source the first time a rule asks
 * (so only when that rule is on) and kept for the rest of the run; rules never see the source.
 */
import type { ProjectModel } from '../model/project.js';
import type { EntryKind } from '../../../source/types.js';
import { runeCount } from '../../../go/bytes.js';
import { sessionBudget, type SessionBudget } from './budget.js';
import { lineInCodeBlock } from './code-blocks.js';
import { PRUNED_SCAN_BUDGET, prunedDirScanner, prunedToScan, scanPruned, type PrunedDirScan, type UnreachableFile } from './disclosure-facts.js';
import { classifyGlobal, effectiveDiscovery, walkDiscovery } from './discovery.js';
import { extractLabel } from './labels.js';
import { ReadCache } from './read-cache.js';
import type { DiscoveredFile, DiscoveryResult } from './types.js';

/** What the file system says about one path (all `null` when it does not exist or cannot be read). */
export interface PathFacts {
  /** `realpath(3)` of the path: symlinks resolved, absolute. */
  realPath: string | null;
  /** `stat(2)` kind (symlinks followed). */
  kind: EntryKind | null;
  /** `stat(2)` size in bytes. */
  size: number | null;
  /** `readlink(2)`: the link text when the path itself is a symlink. */
  linkTarget: string | null;
}

/** The label line of a nested context file as the bytes show it (docs/runtimes/fork.md §6.3). */
export interface LabelLineFacts {
  /** 1-based column just past the label line (UTF-16 code units of the decoded line, `\r` dropped). */
  endColumn: number;
  /** The label line lies inside a fenced or indented code block, as CommonMark (remark) reads the head (`lineInCodeBlock`; remark loads only when a code block can hold the line). */
  inCodeBlock: boolean;
  /** Code points of the label before the runtime cuts it at 120. */
  runes: number;
}

/**
 * Directory entries of pruned directories read before Git is asked which of them it ignores
 * (`SimulationFacts.unreachableFiles`): reading them costs less than starting git (about 1 µs an
 * entry against 5–10 ms CPU), so a tree whose pruned directories are small and hold no context
 * file runs no git at all, and a tree with large ones reads at most this many entries in vain.
 */
export const GIT_PROBE_ENTRIES = 2048;

/** Lazily gathered, memoised facts of one run; built by `simulateAll`. */
export class SimulationFacts {
  private readonly paths = new Map<string, PathFacts>();
  private readonly unreachable = new Map<string, UnreachableFile[]>();
  /** Pruned directories already asked about: whether Git ignores them (and they hold no tracked file). */
  private readonly gitAnswered = new Map<string, boolean>();
  private readonly labels = new Map<string, LabelLineFacts>();
  private budget: SessionBudget | null = null;
  private belowW: DiscoveryResult | null | undefined;

  /** `cache`: the run's read cache over `model.source` (the session budget re-checks through it). */
  constructor(
    private readonly model: ProjectModel,
    private readonly discovery: DiscoveryResult,
    private readonly cache: ReadCache = new ReadCache(model.source),
  ) {}

  /** Facts of an absolute path the simulation met (an entry root, a candidate, a discovered or rejected file). */
  path(abs: string): PathFacts {
    let f = this.paths.get(abs);
    if (!f) {
      const src = this.model.source;
      const st = src.stat(abs);
      f = { realPath: src.realpath(abs), kind: st?.kind ?? null, size: st?.size ?? null, linkTarget: src.readlink(abs) };
      this.paths.set(abs, f);
    }
    return f;
  }

  /**
   * Context files inside the directories the discovery walk pruned (docs/runtimes/fork.md §6.2),
   * in walk order (`scanPruned`); directories named in `ignore` are not entered. With
   * `skipGitIgnored`, the result is that of `scanPruned` told to skip every pruned directory
   * that Git ignores and that holds no tracked file, when the source can tell
   * (`FileSource.gitIgnoredDirs`: the working tree inside a Git work tree; every other source,
   * and any failure of git, skips nothing). Git is asked at most once, and only when its answer
   * can change the result: the pruned directories are first scanned up to `GIT_PROBE_ENTRIES`
   * entries; when that reads them all, only those holding a context file are asked about (none:
   * no git at all); otherwise all are, and the scan goes on from the first directory not read
   * whole, reusing the scans of the Git-kept directories before it.
   */
  unreachableFiles(ignore: readonly string[] = ['.git'], skipGitIgnored = false): UnreachableFile[] {
    const key = JSON.stringify([ignore, skipGitIgnored]);
    let u = this.unreachable.get(key);
    if (!u) {
      const src = this.model.source;
      u = skipGitIgnored && src.gitIgnoredDirs !== undefined ? this.scanKeepingGitIgnoredOut(ignore) : scanPruned(this.model, this.discovery, { ignore });
      this.unreachable.set(key, u);
    }
    return u;
  }

  /** `unreachableFiles` with `skipGitIgnored`, for a source that has `gitIgnoredDirs`. */
  private scanKeepingGitIgnoredOut(ignore: readonly string[]): UnreachableFile[] {
    const dirs = prunedToScan(this.discovery, ignore);
    if (dirs.length === 0) return [];
    const scan = prunedDirScanner(this.model, this.discovery, ignore);
    // The probe: each directory in walk order, with what is left of a small budget.
    const probe: PrunedDirScan[] = [];
    let left = GIT_PROBE_ENTRIES;
    for (const p of dirs) {
      const s = left > 0 ? scan(p, left) : { files: [], entries: 0, complete: false };
      probe.push(s);
      left -= s.entries;
      if (!s.complete) break;
    }
    const whole = probe.length === dirs.length && probe[probe.length - 1]!.complete;
    if (whole) {
      // Read whole within a budget below the real one: a directory without context files gives
      // nothing either way, so only those with files are asked about.
      const withFiles = dirs.filter((_, i) => probe[i]!.files.length > 0);
      if (withFiles.length === 0) return [];
      const ignored = this.gitIgnoredPruned(withFiles.map((p) => p.abs));
      return dirs.flatMap((p, i) => (ignored.has(p.abs) ? [] : probe[i]!.files));
    }
    const ignored = this.gitIgnoredPruned(dirs.map((p) => p.abs));
    const out: UnreachableFile[] = [];
    let budget = PRUNED_SCAN_BUDGET;
    for (let i = 0; i < dirs.length; i++) {
      const p = dirs[i]!;
      if (budget <= 0) break;
      if (ignored.has(p.abs)) continue;
      // A directory the probe read whole reads the same with the larger budget left now.
      const done = probe[i];
      const s = done !== undefined && done.complete ? done : scan(p, budget);
      for (const f of s.files) out.push(f);
      budget -= s.entries;
      if (!s.complete) break;
    }
    return out;
  }

  /** Of the pruned directories `dirs` (absolute), those Git ignores and that hold no tracked file; each asked of the source once. */
  private gitIgnoredPruned(dirs: readonly string[]): ReadonlySet<string> {
    const src = this.model.source;
    if (src.gitIgnoredDirs === undefined) return new Set();
    const ask = dirs.filter((a) => !this.gitAnswered.has(a));
    if (ask.length > 0) {
      const ignored = src.gitIgnoredDirs(this.model.W, ask);
      for (const a of ask) this.gitAnswered.set(a, ignored.has(a));
    }
    return new Set(dirs.filter((a) => this.gitAnswered.get(a) === true));
  }

  /** The session budget of the discovered files in walk order (docs/runtimes/fork.md §6.8 step 3). */
  sessionBudget(): SessionBudget {
    return (this.budget ??= sessionBudget(this.model, this.discovery.files, this.cache));
  }

  /**
   * When W is a symlink (docs/runtimes/fork.md §6.2 step 2): the discovery walk the runtime would
   * run had it started in the link's target; `null` otherwise.
   */
  discoveryBelowSymlinkedW(): DiscoveryResult | null {
    if (this.belowW !== undefined) return this.belowW;
    const target = this.discovery.trace?.wSymlink?.target ?? null;
    if (target === null) return (this.belowW = null);
    const eff = effectiveDiscovery(this.model.config, target);
    return (this.belowW = walkDiscovery({
      source: this.model.source,
      W: target,
      classes: classifyGlobal(target, this.model.config.contextPaths),
      maxFiles: eff.maxFiles,
      maxDepth: eff.maxDepth,
      skipDirs: eff.skipDirs,
      labels: false,
      traceOverflow: false,
    }));
  }

  /** Facts of the label line of a discovered file (its `labelLine`); `null` when it has none. */
  labelLine(f: DiscoveredFile): LabelLineFacts | null {
    const line = f.labelLine ?? null;
    if (line === null) return null;
    let l = this.labels.get(f.abs);
    if (!l) {
      const r = this.cache.head(f.abs);
      const head = r.ok ? r.data : Buffer.alloc(0);
      const text = head.toString('utf8');
      const lineText = (text.split('\n')[line - 1] ?? '').replace(/\r$/, '');
      l = {
        endColumn: lineText.length + 1,
        inCodeBlock: f.labelFrom === 'heading' && lineInCodeBlock(text, line),
        runes: f.labelTruncated ? runeCount(extractLabel(head).raw ?? Buffer.alloc(0)) : runeCount(Buffer.from(f.label ?? '')),
      };
      this.labels.set(f.abs, l);
    }
    return l;
  }
}
