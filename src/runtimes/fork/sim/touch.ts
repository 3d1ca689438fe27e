/**
 * The disclosure wrapper (docs/runtimes/fork.md §6.6–§6.8): owners of a tool call's target
 * directories, per-session state, re-checks, sanitising, the session byte budget and the exact
 * `<system-reminder>` blocks appended to the tool result.
 */
import { TRIGGER_TOOLS } from '../model/defaults.js';
import type { ProjectModel } from '../model/project.js';
import type { FileSource, ReadResult } from '../../../source/types.js';
import type { Canonicaliser } from './canonical.js';
import { effectiveDiscovery } from './discovery.js';
import { replaceAllBytes } from '../../../go/bytes.js';
import { dir, rel, strictlyInside } from '../../../go/path.js';
import { disclosureFor, type GateReason } from './manifest.js';
import type { ResolvedTarget } from './target.js';
import { absUnder, extractRawPaths, isToolEnabled, targetDirs } from './tool-paths.js';
import type { DiscoveredFile, DiscoveryResult } from './types.js';

/** One simulated tool call (cli-contract.md `touch`). */
export interface ToolCall {
  tool: string;
  /** The tool's JSON input: an object, or a string holding raw JSON. */
  input: unknown;
  /** Whether the call succeeded (default true). A failed call injects nothing and consumes nothing. */
  ok?: boolean;
  /** Session ID (default `"s1"`). An empty ID injects nothing (§6.7). */
  session?: string;
}

/** Why an owner was skipped on re-check (the WARNs of §7), or the budget stop. */
export type SkipWhy =
  | 'path escapes the working directory'
  | 'file unreadable'
  | 'not a regular file'
  | 'beneath-only open failed'
  | 'file exceeds maxFileBytes'
  | 'session byte budget exhausted';

/** What one call did. */
export interface TouchOutcome {
  /** Exactly what is appended to the tool result (the blocks), or empty. */
  appended: Buffer;
  /** Target directories of the call (§6.6). */
  targets: string[];
  /** Owners not yet injected in this session, in processing order (absolute walk paths). */
  owners: string[];
  /** Files injected by this call (absolute walk paths). */
  injected: string[];
  /** Owners skipped, with the reason. */
  skipped: { file: string; why: SkipWhy }[];
  /** Why nothing could be injected at all: gate, tool not wrapped or disabled, failed call, no session. */
  inert: GateReason | 'not-a-trigger' | 'tool-disabled' | 'failed-call' | 'no-session' | 'session-exhausted' | null;
  /** U13: more than one directory of one patch header group has owners, so the runtime's order is random. */
  patchRace: { dirs: string[] } | null;
  /** Owners of this call left out because the session budget ran out in it (another order could have injected them). */
  lostToBudget: string[];
}

/** `<system-reminder>` block prefix, 27 bytes (§6.8, §7). */
export const BLOCK_PREFIX = '\n\n<system-reminder>\n# From:';
/** Block suffix, 18 bytes. */
export const BLOCK_SUFFIX = '</system-reminder>';

/** Sanitise a body (§6.8 step 2): `</system-reminder>` → `<\/system-reminder>`, then `<system-reminder>` → `<\system-reminder>`. */
export function sanitiseBody(body: Buffer): Buffer {
  return replaceAllBytes(replaceAllBytes(body, '</system-reminder>', '<\\/system-reminder>'), '<system-reminder>', '<\\system-reminder>');
}

/** One injection block for a body (§6.8 step 4); a `\n` is added when the body does not end with one. */
export function injectionBlock(absPath: string, body: Buffer): Buffer {
  const nl = body.length > 0 && body[body.length - 1] === 0x0a ? [] : [Buffer.from('\n')];
  return Buffer.concat([Buffer.from(BLOCK_PREFIX + absPath + '\n', 'utf8'), body, ...nl, Buffer.from(BLOCK_SUFFIX, 'utf8')]);
}

interface SessionState {
  injected: Set<string>;
  bytes: number;
  exhausted: boolean;
}

/**
 * The disclosure wrapper of one agent instance (one toolset), with per-session state (§6.8).
 * Create one per simulated process; `call` each tool call in order.
 */
export class Injector {
  private readonly sessions = new Map<string, SessionState>();
  private readonly files: DiscoveredFile[];
  private readonly parentOf = new Map<DiscoveredFile, string>();
  readonly gatedBy: GateReason | null;
  readonly maxFileBytes: number;
  readonly maxSessionBytes: number;
  private readonly canon: Canonicaliser;

  constructor(
    private readonly model: ProjectModel,
    private readonly rt: ResolvedTarget,
    discovery: DiscoveryResult,
  ) {
    const d = disclosureFor(model, rt, discovery);
    this.files = d.files;
    this.gatedBy = d.gatedBy;
    this.canon = d.canon;
    const eff = effectiveDiscovery(model.config, model.W);
    this.maxFileBytes = eff.maxFileBytes;
    this.maxSessionBytes = eff.maxSessionBytes;
    for (const f of this.files) this.parentOf.set(f, this.canon.canonical(dir(f.abs)));
  }

  /** Owners of one target directory, outermost first (§6.7). */
  ownersOf(targetDir: string): DiscoveredFile[] {
    const cw = this.canon.canonical(this.model.W);
    const cd = this.canon.canonical(targetDir);
    if (cd === cw || !strictlyInside(cw, cd)) return [];
    const chain: string[] = [];
    for (let cur = cd; cur !== cw && strictlyInside(cw, cur); cur = dir(cur)) chain.push(cur);
    chain.reverse();
    const out: DiscoveredFile[] = [];
    for (const c of chain) for (const f of this.files) if (this.parentOf.get(f) === c) out.push(f);
    return out;
  }

  /** Simulate one call (§6.6–§6.8). */
  call(c: ToolCall): TouchOutcome {
    const out: TouchOutcome = { appended: Buffer.alloc(0), targets: [], owners: [], injected: [], skipped: [], inert: null, patchRace: null, lostToBudget: [] };
    const W = this.model.W;
    const src = this.model.source;
    if (this.gatedBy !== null) return { ...out, inert: this.gatedBy };
    if (!TRIGGER_TOOLS.includes(c.tool)) return { ...out, inert: 'not-a-trigger' };
    if (!isToolEnabled(this.rt.agent, c.tool)) return { ...out, inert: 'tool-disabled' };
    out.targets = targetDirs(src, W, c.tool, c.input);
    if (c.ok === false) return { ...out, inert: 'failed-call' };
    const sid = c.session ?? 's1';
    if (sid === '') return { ...out, inert: 'no-session' };
    let st = this.sessions.get(sid);
    if (st === undefined) {
      st = { injected: new Set(), bytes: 0, exhausted: false };
      this.sessions.set(sid, st);
    }
    const owners: DiscoveredFile[] = [];
    for (const t of out.targets) for (const f of this.ownersOf(t)) if (!owners.includes(f)) owners.push(f);
    out.patchRace = this.patchRace(c);
    if (st.exhausted) return { ...out, inert: 'session-exhausted' };
    const blocks: Buffer[] = [];
    for (const [i, f] of owners.entries()) {
      if (st.injected.has(f.abs)) continue;
      out.owners.push(f.abs);
      const r = this.readOwner(f.abs);
      if ('why' in r) {
        out.skipped.push({ file: f.abs, why: r.why });
        continue;
      }
      const body = sanitiseBody(r.body);
      if (st.bytes + body.length > this.maxSessionBytes) {
        st.exhausted = true;
        out.skipped.push({ file: f.abs, why: 'session byte budget exhausted' });
        out.lostToBudget = owners.slice(i).filter((o) => !st.injected.has(o.abs)).map((o) => o.abs);
        break;
      }
      st.injected.add(f.abs);
      st.bytes += body.length;
      out.injected.push(f.abs);
      blocks.push(injectionBlock(f.abs, body));
    }
    out.appended = Buffer.concat(blocks);
    return out;
  }

  /** Re-check and read one owner (§6.8 step 1). */
  private readOwner(abs: string): { body: Buffer } | { why: SkipWhy } {
    return readOwnerBody(this.model, abs, this.maxFileBytes);
  }

  /** U13: within one patch header group, more than one target directory with owners. */
  private patchRace(c: ToolCall): { dirs: string[] } | null {
    if (c.tool !== 'patch') return null;
    const raw = extractRawPaths('patch', c.input);
    if (raw?.patchGroups === undefined) return null;
    for (const group of [raw.patchGroups.needed, raw.patchGroups.added]) {
      const dirs = [...new Set(group.map((p) => dir(absUnder(this.model.W, p))))].filter((d) => this.ownersOf(d).length > 0);
      if (dirs.length > 1) return { dirs };
    }
    return null;
  }
}

/**
 * Where `readOwnerBody` asks `lstat` and `realpath`: a `FileSource` or the run's `ReadCache`;
 * `keptWholeFile` (the cache's) gives a small file's bytes the walk already read, if any.
 */
export type OwnerMeta = Pick<FileSource, 'lstat' | 'realpath'> & { keptWholeFile?(abs: string): ReadResult | undefined };

/**
 * Re-check and read one owner (docs/runtimes/fork.md §6.8 step 1): inside W by `Rel`, `Lstat` regular,
 * beneath-only (its real path strictly inside the real W), size at most `maxFileBytes` (reading at
 * most `maxFileBytes + 1` bytes). Returns the raw body or the WARN reason of §7. `meta` answers
 * `lstat` and `realpath` (default: the model's source); the bytes are always read from the source.
 */
export function readOwnerBody(model: ProjectModel, abs: string, maxFileBytes: number, meta: OwnerMeta = model.source): { body: Buffer } | { why: SkipWhy } {
  const src = model.source;
  const r = rel(model.W, abs);
  if (r === null || r.startsWith('/') || r === '..' || r.startsWith('../')) return { why: 'path escapes the working directory' };
  const st = meta.lstat(abs);
  if (st === null) return { why: 'file unreadable' };
  if (st.kind !== 'file') return { why: 'not a regular file' };
  const realW = meta.realpath(model.W);
  const real = meta.realpath(abs);
  if (realW === null || real === null || !strictlyInside(realW, real)) return { why: 'beneath-only open failed' };
  if (st.size > maxFileBytes) return { why: 'file exceeds maxFileBytes' };
  // A file no larger than maxFileBytes is read whole either way: the kept head is those bytes.
  const data = meta.keptWholeFile?.(abs) ?? src.readFile(abs, maxFileBytes + 1);
  if (!data.ok) return { why: data.code === 'ENOTREG' ? 'not a regular file' : 'file unreadable' };
  if (data.data.length > maxFileBytes) return { why: 'file exceeds maxFileBytes' };
  return { body: data.data };
}
