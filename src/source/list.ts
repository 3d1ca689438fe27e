import { compareBytes } from '../go/path.js';
import type { DirListing, EntryKind, FileSource } from './types.js';

/**
 * The entries of directory `abs` as a `DirListing` (names in UTF-8 byte order, Go `os.ReadDir`):
 * `src.list` where the source has it, else `src.readdir` split into two arrays. `null` when the
 * path is not a readable directory. Never throws more than the source does.
 */
export function listDir(src: FileSource, abs: string): DirListing | null {
  if (src.list !== undefined) return src.list(abs);
  const ents = src.readdir(abs);
  if (ents === null) return null;
  const names = new Array<string>(ents.length);
  const kinds = new Array<EntryKind>(ents.length);
  for (let i = 0; i < ents.length; i++) {
    names[i] = ents[i]!.name;
    kinds[i] = ents[i]!.kind;
  }
  return { names, kinds };
}

/**
 * Whether `names` are in UTF-8 byte order already (what the system listing gives on POSIX, where
 * libuv sorts with `strcmp`), checked without converting a name: each adjacent pair is compared by
 * UTF-16 code units up to its first difference, which decides when both units are below U+D800
 * (there UTF-16 and UTF-8 orders agree); a difference at or above U+D800 is decided by
 * `compareBytes`. Equal neighbours count as ordered.
 */
export function inByteOrder(names: readonly string[]): boolean {
  for (let i = 1; i < names.length; i++) {
    const a = names[i - 1]!;
    const b = names[i]!;
    const n = a.length < b.length ? a.length : b.length;
    let j = 0;
    while (j < n && a.charCodeAt(j) === b.charCodeAt(j)) j++;
    if (j === n) {
      if (a.length > b.length) return false;
      continue;
    }
    const x = a.charCodeAt(j);
    const y = b.charCodeAt(j);
    if (x < 0xd800 && y < 0xd800) {
      if (x > y) return false;
    } else if (compareBytes(a, b) > 0) return false;
  }
  return true;
}

/** Put a listing's entries in UTF-8 byte order of their names (in place; both arrays move together). */
export function sortListing(l: DirListing): DirListing {
  if (inByteOrder(l.names)) return l;
  const order = l.names.map((_, i) => i).sort((i, j) => compareBytes(l.names[i]!, l.names[j]!));
  const names = order.map((i) => l.names[i]!);
  const kinds = order.map((i) => l.kinds[i]!);
  l.names = names;
  l.kinds = kinds;
  return l;
}
