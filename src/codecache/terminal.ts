import { fstatSync, statSync, type Stats } from 'node:fs';
import { isatty } from 'node:tty';

/*
 * Whether a standard stream is a terminal, without loading node's `tty` module when it cannot be
 * one. `tty` brings `net` and the stream modules with it (about 2 ms CPU; three times that once a
 * V8 flag has changed, `codecache/tiering.ts`), and a run whose output goes to a file, a pipe or
 * `/dev/null` needs none of it to know there is no terminal: a terminal is a character device,
 * and `/dev/null`, the one character device a run's output commonly goes to, is not a terminal.
 */

/** `fstat` of the descriptor `fd`, or `null` when it is not open (or cannot be examined). */
function fdStat(fd: number): Stats | null {
  try {
    return fstatSync(fd);
  } catch {
    return null;
  }
}

/** True when `st` is `/dev/null` itself (the same character device). False where there is no `/dev/null`. */
function isDevNull(st: Stats): boolean {
  try {
    const n = statSync('/dev/null', { throwIfNoEntry: false });
    return n !== undefined && n.isCharacterDevice() && n.rdev === st.rdev;
  } catch {
    return false;
  }
}

/**
 * `tty.isatty(fd)`: true when the descriptor `fd` is open on a terminal. Loads `tty` only for a
 * character device other than `/dev/null`; anything else (a file, a pipe, a socket, `/dev/null`,
 * a closed descriptor) is answered false without it, as `isatty` answers it.
 */
export function isTerminal(fd: number): boolean {
  const st = fdStat(fd);
  if (st === null || !st.isCharacterDevice() || isDevNull(st)) return false;
  return isatty(fd);
}

/**
 * True when writing to the descriptor `fd` through `process.stdout`/`process.stderr` may load
 * `tty` or `net`: a terminal (a character device other than `/dev/null`), a pipe or a socket;
 * false for a file, `/dev/null` or a closed descriptor (node writes those through `fs`).
 * `codecache/tiering.ts` loads `tty` (with `net`) before V8's flags change only then, and only on a
 * V8 whose default flags it cannot restore for node to make the streams later.
 */
export function streamNeedsTty(fd: number): boolean {
  const st = fdStat(fd);
  if (st === null) return false;
  if (st.isFIFO() || st.isSocket()) return true;
  return st.isCharacterDevice() && !isDevNull(st);
}
