/**
 * Containment of scoped context entries (docs/runtimes/fork.md §5.5).
 *
 * Only the entry's own joined path is checked; files reached by walking a trailing-`/`
 * entry are not (§8 U22). The global layer is never checked (§5.3).
 */
import { clean, isAbs, join, strictlyInside } from '../../../go/path.js';

/** The two symlink evaluations containment needs; a `ReadCache` or a `FileSource` provides them. */
export interface RealpathProvider {
  /** `filepath.EvalSymlinks`: the symlink-free absolute path, or `null` when it fails. */
  realpath(abs: string): string | null;
}

/** Outcome of the containment check for one expanded entry. */
export interface Containment {
  /** True when the entry lies strictly inside W. */
  ok: boolean;
  /** `Clean(Join(W, entry))`. */
  joined: string;
  /** The compared path of the entry: symlink-resolved when both it and W evaluate, else `joined`. */
  compared: string;
  /** The compared W: symlink-resolved when both evaluate, else `Clean(W)`. */
  comparedW: string;
  /** An absolute entry that `Join` re-rooted under W (accepted or not). */
  reRooted: boolean;
  /**
   * For a rejected entry: `w-is-root` (W = `/` rejects everything), `cleans-to-w` (`.`, `./`, `a/..`),
   * `outside` (lexically outside, e.g. `../x`), or `symlink` (a link resolving outside W).
   */
  why: 'w-is-root' | 'cleans-to-w' | 'outside' | 'symlink' | null;
}

/**
 * Check one expanded scoped entry against W (docs/runtimes/fork.md §5.5): `c = Clean(Join(W, entry))`,
 * `r = Clean(W)`; compare the symlink-resolved paths when both evaluate, the lexical ones
 * otherwise; accept iff `c` is strictly inside `r`. With W = `/` everything is rejected.
 */
export function checkContainment(fs: RealpathProvider, W: string, entry: string): Containment {
  const c = clean(join(W, entry));
  const r = clean(W);
  const rc = fs.realpath(c);
  const rr = fs.realpath(r);
  const both = rc !== null && rr !== null;
  const compared = both ? rc : c;
  const comparedW = both ? rr : r;
  const ok = strictlyInside(comparedW, compared);
  let why: Containment['why'] = null;
  if (!ok) {
    if (r === '/') why = 'w-is-root';
    else if (c === r) why = 'cleans-to-w';
    else if (!strictlyInside(r, c)) why = 'outside';
    else why = 'symlink';
  }
  return { ok, joined: c, compared, comparedW, reRooted: isAbs(entry), why };
}
