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
  const raw = t.renderedBytes ?? Buffer.from(t.rendered, 'utf8');
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

/** Measure a target (see the module comment). `tokens` counts content bytes. */
export function measureTarget(t: TargetSimulation, W: string, tokens: ContentTokens): TargetMeasure {
  const files = t.resolution.files.map((f) => ({ path: f.rel, layer: f.layer, bytes: f.bytes, tokens: tokens(f.content) }));
  return {
    files,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    tokens: files.reduce((a, f) => a + f.tokens, 0),
    renderedBytes: portableRendered(t, W).length,
  };
}
