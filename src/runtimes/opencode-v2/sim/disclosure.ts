/**
 * V2 nested-instruction disclosure on `read` (docs/runtimes/opencode-v2.md §6): after a
 * successful read of a file or a directory, every `AGENTS.md` from the target up to (not
 * including) the Location becomes one durable synthetic session message. Nothing is appended
 * to the read result itself.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';
import { ancestors, contains, resolvePath, type V2Location } from '../load/location.js';
import { readInstruction } from '../load/text.js';

/** One tool call, as `touch --calls` gives it (cli-contract.md). */
export interface V2ToolCall {
  tool: string;
  input: unknown;
  ok: boolean;
  session: string;
}

/**
 * The synthetic message V2 adds to the session (docs §6.3): the shape `touch` prints under `message`.
 */
export interface V2SyntheticMessage {
  type: 'synthetic';
  /** `Instructions from: <abs path>\n<content>` blocks joined by `\n\n`. */
  text: string;
  /** `Loaded <paths relative to the project root, or absolute outside it>` joined by `, `. */
  description: string;
  metadata: { instruction: { paths: string[] } };
}

/** What one call produced. */
export interface V2CallOutcome {
  /** Always empty: V2 appends nothing to the tool result (docs §6.1). */
  appended: '';
  /** The synthetic message, or null. */
  message: V2SyntheticMessage | null;
  /** Why nothing was disclosed, when nothing was (docs §6.2). */
  inert: string | null;
}

/** The path a read call names: `path` (V2's read input), or `filePath` / `file_path` (V1 and fork spellings). */
export function readTarget(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return null;
  const o = input as Record<string, unknown>;
  for (const k of ['path', 'filePath', 'file_path']) if (typeof o[k] === 'string' && o[k] !== '') return o[k] as string;
  return null;
}

/**
 * Sessions of one Location. `call` applies docs §6.2–§6.4 to one tool call: trigger, walk,
 * per-session deduplication (in-memory claim and durable history), readable files only.
 */
export class V2Disclosure {
  private readonly claimed = new Map<string, Set<string>>();
  private readonly injected = new Map<string, Set<string>>();

  constructor(
    private readonly source: FileSource,
    private readonly loc: V2Location,
  ) {}

  call(c: V2ToolCall): V2CallOutcome {
    const none = (why: string): V2CallOutcome => ({ appended: '', message: null, inert: why });
    if (c.tool !== 'read') return none(`V2 discloses instructions on read only, not on ${c.tool}`);
    if (!c.ok) return none('the read failed: discovery runs only after a successful read');
    const target = readTarget(c.input);
    if (target === null) return none('the read names no path');
    const abs = path.resolve(this.loc.given, target);
    const st = this.source.stat(abs);
    if (st === null) return none('the target does not exist, so the read fails');
    const resolved = resolvePath(this.source, abs);
    if (!contains(this.loc.projectRoot, resolved) && !contains(this.loc.start, resolved)) {
      return none('the target is in an external directory: V2 skips discovery');
    }
    const root = this.loc.start;
    const begin = st.kind === 'dir' ? resolved : path.dirname(resolved);
    const candidates = ancestors(begin, root)
      .map((d) => path.join(d, 'AGENTS.md'))
      .filter((f) => this.source.stat(f) !== null)
      .map((f) => resolvePath(this.source, f))
      .filter((f) => path.dirname(f) !== root);
    if (candidates.length === 0) return none('no AGENTS.md between the target and the Location');
    const claimed = this.claimed.get(c.session) ?? new Set<string>();
    this.claimed.set(c.session, claimed);
    const fresh = [...new Set(candidates)].filter((p) => !claimed.has(p));
    for (const p of fresh) claimed.add(p);
    const history = this.injected.get(c.session) ?? new Set<string>();
    this.injected.set(c.session, history);
    const toInject = fresh.filter((p) => !history.has(p));
    const readable: { path: string; content: string }[] = [];
    for (const p of toInject) {
      const r = readInstruction(this.source, p);
      if (r.ok) readable.push({ path: p, content: r.content });
    }
    if (readable.length === 0) return none('every AGENTS.md on the walk was already disclosed in this session');
    for (const f of readable) history.add(f.path);
    const message: V2SyntheticMessage = {
      type: 'synthetic',
      text: readable.map((f) => `Instructions from: ${f.path}\n${f.content}`).join('\n\n'),
      description: `Loaded ${readable.map((f) => (contains(this.loc.projectRoot, f.path) ? path.relative(this.loc.projectRoot, f.path) : f.path)).join(', ')}`,
      metadata: { instruction: { paths: readable.map((f) => f.path) } },
    };
    return { appended: '', message, inert: null };
  }
}
