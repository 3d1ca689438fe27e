import { createHash } from 'node:crypto';
import type { DiscoverySettings } from '../runtimes/fork/model/config.js';
import type { LayerName } from '../runtimes/fork/model/context.js';
import { DISCOVERY_DEFAULTS, effectiveCap as cap, MANIFEST_CAP_BYTES } from '../runtimes/fork/model/defaults.js';
import { measureTarget } from './measure.js';
import type { Simulation } from '../runtimes/fork/sim/types.js';

/** Name of the tokenizer used for the approximate token counts. */
export const TOKENIZER = 'o200k_base';

/** One effective context file of a target, in rendered order. */
export interface AuditFile {
  /** Relative to W (`../x` outside it), as `# From:` shows it relative. */
  path: string;
  layer: LayerName;
  /** Content bytes. */
  bytes: number;
  /** Approximate token count of the content (`TOKENIZER`). */
  tokens: number;
}

/** The manifest of nested context files of one target and its budgets (docs/runtimes/fork.md §6.5, §6.8). */
export interface AuditManifest {
  /** UTF-8 bytes of the manifest section (without the leading blank line). */
  bytes: number;
  /** The manifest cap M (8192 bytes, §6.5). */
  cap: number;
  /** Files listed. */
  files: number;
  /** 0 labelled, 1 paths only, 2 cut ("more files not shown"). */
  degrade: 0 | 1 | 2;
  notShown: number;
  gatedBy: string | null;
  /** Sum of the bytes of the listed files: what progressive disclosure could inject (upper bound). */
  bodyBytes: number;
  /** The per-session injection budget (`maxSessionBytes`, §6.8). */
  maxSessionBytes: number;
  /** The per-file cap (`maxFileBytes`, §6.8); larger files are never injected. */
  maxFileBytes: number;
  /** Listed files larger than `maxFileBytes`. */
  overFileCap: number;
}

/** One row group of the audit: an agent or a flow step. */
export interface AuditTarget {
  agent: string;
  flow: string | null;
  step: string | null;
  files: AuditFile[];
  totalBytes: number;
  totalTokens: number;
  /** Bytes of everything `ctxlens render` prints for the target (header, `# From:` lines, manifest), paths under W counted relative (`measureTarget`). */
  renderedBytes: number;
  manifest: AuditManifest;
}

/** The audit of every target (`ctxlens audit`). Token counts are approximate. */
export interface AuditReport {
  tokenizer: string;
  approximate: true;
  targets: AuditTarget[];
}

/** Count tokens of a text (approximate). */
export type TokenCounter = (text: string) => number;

/** Content beyond this many bytes is not decoded for counting: the count of the first part is scaled by size. */
export const EXACT_TOKEN_BYTES = 8 << 20;

/** Contents up to this many bytes are memoised by their text; larger ones by their SHA-256. */
const MEMO_BY_TEXT_BYTES = 64 << 10;

/**
 * A counter that tokenizes each distinct content once per run: the same `Buffer` (targets share
 * the files they read) is looked up by identity; other contents by their text, or by their
 * SHA-256 when larger than 64 KiB (no large text is kept for the memo). Content over
 * `EXACT_TOKEN_BYTES` is counted on its first `EXACT_TOKEN_BYTES` bytes and scaled by size, so no
 * content is ever turned into one string larger than that (a 1 GiB file cannot be one
 * JavaScript string at all).
 */
export function memoCounter(count: TokenCounter): (content: Buffer) => number {
  const byBuffer = new WeakMap<Buffer, number>();
  const byText = new Map<string, number>();
  const byHash = new Map<string, number>();
  const countOf = (content: Buffer): number =>
    content.length > EXACT_TOKEN_BYTES
      ? Math.round((count(content.subarray(0, EXACT_TOKEN_BYTES).toString('utf8')) * content.length) / EXACT_TOKEN_BYTES)
      : count(content.toString('utf8'));
  return (content) => {
    let n = byBuffer.get(content);
    if (n !== undefined) return n;
    if (content.length <= MEMO_BY_TEXT_BYTES) {
      const text = content.toString('utf8');
      n = byText.get(text);
      if (n === undefined) byText.set(text, (n = count(text)));
    } else {
      const k = createHash('sha256').update(content).digest('hex');
      n = byHash.get(k);
      if (n === undefined) byHash.set(k, (n = countOf(content)));
    }
    byBuffer.set(content, n);
    return n;
  };
}

/**
 * Build the audit from the simulation: per target the effective files in order with layer,
 * bytes and approximate tokens, totals, and the manifest with its budgets. The figures come from
 * `measureTarget` (src/report/measure.ts), as `diff`'s and `resolve --tokens`' do; `W` makes
 * `renderedBytes` checkout-independent (absolute paths under W counted relative).
 */
export function buildAudit(sim: Simulation, discovery: DiscoverySettings, count: TokenCounter, W = ''): AuditReport {
  const tokensOf = memoCounter(count);
  const maxSessionBytes = cap(discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes);
  const maxFileBytes = cap(discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const targets = sim.targets.map((t): AuditTarget => {
    const measured = measureTarget(t, W, tokensOf);
    const m = t.manifest;
    return {
      agent: t.target.agentId,
      flow: t.target.flowId,
      step: t.target.stepId,
      files: measured.files,
      totalBytes: measured.bytes,
      totalTokens: measured.tokens,
      renderedBytes: measured.renderedBytes,
      manifest: {
        bytes: m.bytes?.length ?? Buffer.byteLength(m.text, 'utf8'),
        cap: MANIFEST_CAP_BYTES,
        files: m.files.length,
        degrade: m.degrade,
        notShown: m.notShown,
        gatedBy: m.gatedBy,
        bodyBytes: m.files.reduce((a, f) => a + f.bytes, 0),
        maxSessionBytes,
        maxFileBytes,
        overFileCap: m.files.filter((f) => f.bytes > maxFileBytes).length,
      },
    };
  });
  return { tokenizer: TOKENIZER, approximate: true, targets };
}

/** Display name of a target: `agent coder` or `flow review, step plan (agent coder)`. */
export function targetName(t: Pick<AuditTarget, 'agent' | 'flow' | 'step'>): string {
  return t.flow === null ? `agent ${t.agent}` : `flow ${t.flow}, step ${t.step ?? ''} (agent ${t.agent})`;
}

/** Short name for the audit table: `coder`, or `flow/step (agent)` for a flow step. */
export function shortTargetName(t: Pick<AuditTarget, 'agent' | 'flow' | 'step'>): string {
  return t.flow === null ? t.agent : `${t.flow}/${t.step ?? ''} (${t.agent})`;
}
