/**
 * What the Location search's directory listings say about a few names (docs/runtimes/opencode.md
 * §6.8): the search lists every directory below W anyway, so a later `stat` of `dir/AGENTS.md`,
 * `dir/opencode.json`, `dir/.opencode/…` or `dir/.git` at a Location or one of its parents can be
 * answered "absent" without asking the file system again. Only absence is ever answered, and only
 * when it is certain: the name is one of the tracked ones, the directory's listing was read, and
 * no entry of it equals the name ignoring ASCII case (a case-insensitive file system finds
 * `agents.md` as `AGENTS.md`) and no entry is non-ASCII (case folding and normalisation beyond
 * ASCII). Anything else is left to the file source.
 */

/** The names every start asks about (lower-cased): instruction files, config files, the `.opencode` directory, `.git`. */
const FIXED = ['agents.md', 'claude.md', 'context.md', 'opencode.json', 'opencode.jsonc', '.opencode', '.git'];
/** Bit set when a listing holds a non-ASCII name. */
const NON_ASCII = 1;
/** At most this many names are tracked (one bit each, after `NON_ASCII`). */
const MAX_TRACKED = 30;

/** Per directory listed, which tracked names may exist in it. Paths are absolute, as the search built them. */
export class DirNames {
  /** Tracked lower-cased name → its bit. */
  private readonly bits = new Map<string, number>();
  /** Directory → bits of the tracked names (ignoring ASCII case) its listing holds, `NON_ASCII` included. */
  private readonly listed = new Map<string, number>();

  /** @param extra further names to track (first literal segments of `instructions` entries); beyond 30 in all they are not tracked. */
  constructor(extra: readonly string[] = []) {
    for (const n of [...FIXED, ...extra]) {
      const k = n.toLowerCase();
      if (!this.bits.has(k) && this.bits.size < MAX_TRACKED) this.bits.set(k, 1 << (this.bits.size + 1));
    }
  }

  /** Record the entry names of `dir` (`null`: unreadable, nothing is recorded). Returns the bits it holds (0 when unreadable). */
  record(dir: string, names: readonly string[] | null): number {
    if (names === null) return 0;
    let mask = 0;
    for (const name of names) {
      let ascii = true;
      for (let i = 0; i < name.length; i++) {
        if (name.charCodeAt(i) > 0x7f) {
          ascii = false;
          break;
        }
      }
      if (!ascii) mask |= NON_ASCII;
      else mask |= this.bits.get(name.toLowerCase()) ?? 0;
    }
    this.listed.set(dir, mask);
    return mask;
  }

  /** Whether `dir`'s recorded listing (`mask`, from `record`) may hold `name`: `true` unless certainly not. */
  mayHold(mask: number, name: string): boolean {
    const bit = this.bits.get(name.toLowerCase());
    return bit === undefined || (mask & (bit | NON_ASCII)) !== 0;
  }

  /** `true` only when `name` is certainly not an entry of `dir` (its listing was recorded and says so). */
  absentIn(dir: string, name: string): boolean {
    const mask = this.listed.get(dir);
    return mask !== undefined && !this.mayHold(mask, name);
  }

  /**
   * `true` only when the absolute path `abs` certainly does not exist: its last segment is certainly
   * not in its directory, or that directory's own name is certainly not in its parent. `false`
   * says nothing (ask the file source).
   */
  absent(abs: string): boolean {
    const i = abs.lastIndexOf('/');
    if (i <= 0) return false;
    const dir = abs.slice(0, i);
    if (this.absentIn(dir, abs.slice(i + 1))) return true;
    const j = dir.lastIndexOf('/');
    return j > 0 && this.absentIn(dir.slice(0, j), dir.slice(j + 1));
  }
}
