/**
 * The pre-commit fast path's test for mainstream OpenCode `instructions` globs: a relative entry is
 * globbed in every directory from a Location up to the worktree (docs/runtimes/opencode.md §6.3),
 * so a staged file matters when some ending of its path (from a `/` on) could match the entry.
 * The test over-approximates the runtime's glob on purpose: it may call a change relevant that the
 * runtime would not load (then `lint --staged` lints), never the reverse.
 */

/** Characters that start a glob construct (node-glob: `*`, `?`, `[…]`, `{…}`, extglobs `@(…)` `!(…)` `+(…)`, escapes). */
const GLOB_CHAR = /[*?[\]{}()!+@\\]/;

/** Whether an `instructions` entry (or one of its segments) holds a glob construct. */
export function hasGlob(s: string): boolean {
  return GLOB_CHAR.test(s);
}

/** Glob characters other than `*` and `?`: a segment holding one stands for any text. */
const RICH_GLOB_CHAR = /[[\]{}()!+@\\]/;

/**
 * A case-insensitive regular expression that matches every repository-relative path the relative
 * `instructions` entry `entry` could load from some Location (and more). The entry is cut at every
 * `/`; `.` and empty segments are dropped (the runtime shortens `a/./b`). A segment without a
 * glob construct must be a whole segment of the path (letters in any case). In the last segment,
 * `*` and `?` stand for any text; a last segment with another construct (a class, an extglob, a
 * brace group — even one a `/` cuts), and any earlier segment with a construct, stand for any
 * text, `/` included, an earlier one also for no segment at all (so does every earlier segment
 * of an entry with a brace or an escape, which may span a `/`). Trailing `**` segments are any
 * text after the rest or nothing (the path before them may itself be a file the runtime loads). Anchored at a `/` (or the path's
 * start) and at the path's end. The caller passes entries without `..` (after brace expansion it
 * can climb to any folder: every change matters). Never throws.
 */
export function suffixGlobRegex(entry: string): RegExp {
  let parts = entry.split('/').filter((s) => s !== '' && s !== '.');
  // A trailing run of whole `**` segments may match no segment at all, and the runtime then loads
  // a file at the path before it (`docs/rules.md/**` loads `docs/rules.md`, observed).
  let tail = '';
  while (parts.length > 1 && parts[parts.length - 1] === '**') {
    parts = parts.slice(0, -1);
    tail = '(?:/[\\s\\S]*)?';
  }
  // A brace group or an escape may span a `/` (braces are expanded before the entry is cut):
  // then no earlier segment is sure to be literal.
  const spans = /[{}\\]/.test(entry);
  const escape = (t: string): string => t.replace(/[.^$|()[\]{}*+?\\]/g, '\\$&');
  let re = '(?:^|/)';
  for (let i = 0; i < parts.length; i++) {
    const seg = parts[i]!;
    if (i < parts.length - 1) re += spans || hasGlob(seg) ? '(?:[\\s\\S]*/)?' : `${escape(seg)}/`;
    else if (RICH_GLOB_CHAR.test(seg)) re += '[\\s\\S]*';
    else re += seg.split(/[*?]+/).map(escape).join('[\\s\\S]*');
  }
  return new RegExp(`${re}${tail}$`, 'i');
}
