/**
 * Nested instruction files disclosed on `read` (docs/runtimes/opencode.md §6.5): what the runtime
 * appends to a read result, per session.
 */
import { posix as path } from 'node:path';
import type { FileSource, FileStat } from '../../../source/types.js';
import type { OcEnvironment } from '../load/environment.js';
import { decodeText, instructionNames, MAX_INSTRUCTION_FILE_BYTES, type OcInstructionSet } from './instructions.js';

/** One simulated tool call (cli-contract.md `touch`). */
export interface OcToolCall {
  tool: string;
  input: unknown;
  ok: boolean;
  session: string;
}

/** What one call appends, and which files it disclosed (absolute paths). */
export interface OcTouchResult {
  appended: string;
  disclosed: string[];
  /** Why nothing could be disclosed, or `null`. */
  inert: string | null;
  /**
   * Files the runtime discloses whole but ctxlens does not read, being over `MAX_INSTRUCTION_FILE_BYTES`
   * (absolute paths; `instruction-file-too-large`): `appended` leaves them out. Absent when none.
   */
  tooLarge?: string[];
}

/**
 * Replays `read` calls at one Location. Each session remembers the files earlier reads disclosed
 * (the runtime's `metadata.loaded`); files already in the system prompt are never disclosed.
 */
export class OcDiscloser {
  private readonly sessions = new Map<string, Set<string>>();
  private readonly system: ReadonlySet<string>;

  /**
   * `base` is the directory relative `filePath`s resolve against: the working directory as the
   * agent was told it (`--cwd` as given), which differs from the Location when it runs through a
   * symlink (docs/runtimes/opencode.md §6.7). Default: the Location.
   */
  constructor(
    private readonly source: FileSource,
    private readonly set: OcInstructionSet,
    private readonly env: OcEnvironment,
    private readonly base: string = set.location,
  ) {
    this.system = new Set(set.files.map((f) => f.abs));
  }

  /** Simulate one call (docs/runtimes/opencode.md §6.5). */
  call(c: OcToolCall): OcTouchResult {
    if (c.tool !== 'read') return { appended: '', disclosed: [], inert: `the runtime discloses instruction files on read only, not on ${c.tool}` };
    if (!c.ok) return { appended: '', disclosed: [], inert: 'the read failed' };
    const input = (typeof c.input === 'object' && c.input !== null ? c.input : {}) as Record<string, unknown>;
    const fp = input['filePath'];
    if (typeof fp !== 'string' || fp === '') return { appended: '', disclosed: [], inert: 'the read input has no "filePath"' };
    const root = path.resolve(this.set.location);
    const target = path.resolve(this.base, fp);
    const st = this.source.stat(target);
    if (st === null) return { appended: '', disclosed: [], inert: 'the file does not exist, so the read fails' };
    if (st.kind === 'dir') return { appended: '', disclosed: [], inert: 'a directory read lists entries and discloses nothing' };
    let loaded = this.sessions.get(c.session);
    if (!loaded) this.sessions.set(c.session, (loaded = new Set()));
    const blocks: string[] = [];
    const disclosed: string[] = [];
    const tooLarge: string[] = [];
    // The runtime compares the directory with the Location as text (startsWith), not by path segments.
    for (let dir = path.dirname(target); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) {
      let found: string | undefined;
      let st: FileStat | null = null;
      for (const n of instructionNames(this.env)) {
        st = this.source.stat(path.join(dir, n));
        if (st !== null) {
          found = path.join(dir, n);
          break;
        }
      }
      if (found === undefined || found === target || this.system.has(found) || loaded.has(found)) continue;
      // Over the cap: the runtime appends it whole and remembers it; ctxlens does not read it (§6.4).
      if (st !== null && st.kind === 'file' && st.size > MAX_INSTRUCTION_FILE_BYTES) {
        tooLarge.push(found);
        loaded.add(found);
        if (dir === '/') break;
        continue;
      }
      const r = this.source.readFile(found);
      const content = r.ok ? decodeText(r.data) : '';
      if (content === '') continue;
      blocks.push(`Instructions from: ${found}\n${content}`);
      disclosed.push(found);
      if (dir === '/') break;
    }
    for (const d of disclosed) loaded.add(d);
    const big = tooLarge.length > 0 ? { tooLarge } : {};
    if (blocks.length === 0) return { appended: '', disclosed, inert: null, ...big };
    return { appended: `\n\n<system-reminder>\n${blocks.join('\n\n')}\n</system-reminder>`, disclosed, inert: null, ...big };
  }
}
