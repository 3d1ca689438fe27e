/**
 * One set of numbers (docs/usage.md, "Numbers and paths"): the bytes and approximate tokens of a target's context,
 * computed here and nowhere else, so `audit`, `resolve --tokens`, `diff` and the Action's summary
 * agree. None of them depends on where the repository is checked out.
 *
 * - A file: `bytes` = its content bytes; `tokens` = approximate tokens of its content.
 * - A target: `bytes` and `tokens` = the sums over its effective files (what it costs in every
 *   prompt, the always-on context); `renderedBytes` = the bytes `ctxlens render` prints (header,
 *   `# From:` lines, manifest) with every absolute path under W counted as its W-relative form —
 *   the runtime writes absolute paths, so the real prompt is longer by the length of `W/` per
 *   path; that part is the checkout's, not the repository's.
 */
import type { TargetSimulation } from '../runtimes/fork/sim/types.js';
import type { LayerName } from '../runtimes/fork/model/context.js';

/** Approximate tokens of some content bytes (memoised per run; see `memoCounter`). */
export type ContentTokens = (content: Buffer) => number;

/** One effective file, measured. */
export interface FileMeasure {
  /** Relative to W (`../x` outside it). */
  path: string;
  layer: LayerName;
  /** Content bytes. */
  bytes: number;
  /** Approximate tokens of the content. */
  tokens: number;
}

/** A target, measured. */
export interface TargetMeasure {
  files: FileMeasure[];
  /** Sum of the files' content bytes. */
  bytes: number;
  /** Sum of the files' content tokens. */
  tokens: number;
  /** Bytes `render` prints, with absolute paths under W counted relative (checkout-independent). */
  renderedBytes: number;
}

/** What `render` prints for a target, with `W/` removed wherever it starts an absolute path (bytes). */
export function portableRendered(t: TargetSimulation, W: string): Buffer {
  // Built from the pieces, not `renderedBytes`: the target would keep that copy for the rest of the run.
  const chunks = t.renderedChunks?.();
  const raw = chunks !== undefined ? (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)) : (t.renderedBytes ?? Buffer.from(t.rendered, 'utf8'));
  if (W === '/' || W === '') return raw;
  const prefix = Buffer.from(W.endsWith('/') ? W : W + '/', 'utf8');
  const parts: Buffer[] = [];
  let from = 0;
  for (;;) {
    const i = raw.indexOf(prefix, from);
    if (i < 0) break;
    parts.push(raw.subarray(from, i));
    from = i + prefix.length;
  }
  if (parts.length === 0) return raw;
  parts.push(raw.subarray(from));
  return Buffer.concat(parts);
}

/**
 * `portableRendered(t, W)` as pieces: the rendered pieces with each `W/` cut out, file contents
 * not copied (sub-arrays of them). The cuts are the ones `portableRendered` makes (leftmost,
 * non-overlapping, over the whole); when one of them would span two pieces (a file content
 * ending in the first bytes of `W/`), the pieces are joined instead: `[portableRendered(t, W)]`.
 */
export function portableChunks(t: TargetSimulation, W: string): Buffer[] {
  const chunks = t.renderedChunks?.();
  if (chunks === undefined) return [portableRendered(t, W)];
  if (W === '/' || W === '') return chunks;
  const p = Buffer.from(W.endsWith('/') ? W : W + '/', 'utf8');
  const m = p.length;
  const out: Buffer[] = [];
  // Does p start at chunks[c][o] and run on into the following pieces?
  const spans = (c: number, o: number): boolean => {
    for (let k = 0; k < m; o++, k++) {
      while (c < chunks.length && o >= chunks[c]!.length) {
        c++;
        o = 0;
      }
      if (c >= chunks.length || chunks[c]![o] !== p[k]) return false;
    }
    return true;
  };
  for (let c = 0; c < chunks.length; c++) {
    const b = chunks[c]!;
    let from = 0;
    for (let i = b.indexOf(p, 0); i >= 0; i = b.indexOf(p, from)) {
      out.push(b.subarray(from, i));
      from = i + m;
    }
    for (let s = Math.max(from, b.length - m + 1); s < b.length; s++) if (b[s] === p[0] && spans(c, s)) return [portableRendered(t, W)];
    out.push(from === 0 ? b : b.subarray(from));
  }
  return out;
}

/**
 * Portable rendered lengths already measured, by the objects a target's rendered bytes are made
 * of: targets of one run with the same layers share their resolved-files array, and those that
 * disclose the same files share their manifest bytes, so their rendered bytes are the same and
 * are built and searched once. Identity keys: a new run (or a changed file) brings new objects.
 */
const portableLengths = new WeakMap<object, WeakMap<object, Map<string, number>>>();

/**
 * How many times `p` occurs in the concatenation of `chunks`, counted as `Buffer#indexOf` finds
 * them from the left, each search starting after the previous match (non-overlapping) — without
 * building the concatenation: matches inside a chunk by `indexOf`, matches across chunk
 * boundaries byte by byte. `p` must not be empty.
 */
export function countInChunks(chunks: readonly Buffer[], p: Buffer): number {
  const m = p.length;
  let count = 0;
  let ci = 0; // chunk of the search position
  let off = 0; // offset of the search position in chunks[ci]
  // Does p start at chunks[c][o], possibly running on into the following chunks?
  const startsAt = (c: number, o: number): boolean => {
    let k = 0;
    while (k < m) {
      const b = chunks[c];
      if (b === undefined) return false;
      if (o >= b.length) {
        c++;
        o = 0;
        continue;
      }
      if (b[o] !== p[k]) return false;
      k++;
      o++;
    }
    return true;
  };
  // Move (c, o) forward by n bytes across chunks.
  const advance = (c: number, o: number, n: number): [number, number] => {
    o += n;
    while (c < chunks.length && o >= chunks[c]!.length && !(c === chunks.length - 1 && o === chunks[c]!.length)) {
      o -= chunks[c]!.length;
      c++;
    }
    return [c, o];
  };
  while (ci < chunks.length) {
    const b = chunks[ci]!;
    const i = off <= b.length ? b.indexOf(p, off) : -1;
    if (i >= 0) {
      count++;
      [ci, off] = advance(ci, i, m);
      continue;
    }
    // No match inside this chunk from `off`: the leftmost one, if any, starts in its last m - 1 bytes and runs on.
    let found = -1;
    for (let s = Math.max(off, b.length - m + 1); s < b.length; s++) {
      if (b[s] === p[0] && startsAt(ci, s)) {
        found = s;
        break;
      }
    }
    if (found >= 0) {
      count++;
      [ci, off] = advance(ci, found, m);
    } else {
      ci++;
      off = 0;
    }
  }
  return count;
}

/** The length of `portableRendered(t, W)`, from the rendered size and its pieces (nothing concatenated). */
function portableLength(t: TargetSimulation, W: string): number {
  if (t.renderedChunks === undefined || t.renderedLength === undefined) return portableRendered(t, W).length;
  const total = t.renderedLength;
  if (W === '/' || W === '') return total;
  const prefix = Buffer.from(W.endsWith('/') ? W : W + '/', 'utf8');
  return total - countInChunks(t.renderedChunks(), prefix) * prefix.length;
}

/** `portableRendered(t, W).length`, memoised per (resolved files, manifest bytes, W) of one run. */
export function portableRenderedLength(t: TargetSimulation, W: string): number {
  const files = t.resolution.files as object;
  const manifest = (t.manifest.bytes ?? null) as object | null;
  if (manifest === null) return portableLength(t, W);
  let byManifest = portableLengths.get(files);
  if (byManifest === undefined) portableLengths.set(files, (byManifest = new WeakMap()));
  let byW = byManifest.get(manifest);
  if (byW === undefined) byManifest.set(manifest, (byW = new Map()));
  let n = byW.get(W);
  if (n === undefined) byW.set(W, (n = portableLength(t, W)));
  return n;
}

/** Measure a target (see the module comment). `tokens` counts content bytes. */
export function measureTarget(t: TargetSimulation, W: string, tokens: ContentTokens): TargetMeasure {
  const files = t.resolution.files.map((f) => ({ path: f.rel, layer: f.layer, bytes: f.bytes, tokens: tokens(f.content) }));
  return {
    files,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    tokens: files.reduce((a, f) => a + f.tokens, 0),
    renderedBytes: portableRenderedLength(t, W),
  };
}
