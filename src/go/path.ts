/**
 * Go string and path semantics that the simulator must reproduce (docs/runtimes/fork.md §1.2).
 *
 * Paths are POSIX. Byte order means UTF-8 byte order, not JS UTF-16 order.
 */

/** Compare two strings by their UTF-8 bytes (Go `<`, `sort.Strings`). Returns <0, 0 or >0. */
export function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  // Fast path: pure ASCII strings compare the same in UTF-16 and UTF-8.
  let ascii = true;
  for (let i = 0; i < a.length && ascii; i++) if (a.charCodeAt(i) > 0x7f) ascii = false;
  for (let i = 0; i < b.length && ascii; i++) if (b.charCodeAt(i) > 0x7f) ascii = false;
  if (ascii) return a < b ? -1 : 1;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** A code unit where UTF-16 order and UTF-8 byte order may disagree (surrogates and U+E000–U+FFFF). */
const WIDE = /[\ud800-\uffff]/;

/**
 * Sort `items` in place by `name` in UTF-8 byte order (Go `os.ReadDir`), for distinct names (the
 * entries of one directory). Names without a code unit from U+D800 up compare the same in UTF-16
 * code units, which needs no conversion; otherwise each comparison is `compareBytes`.
 */
export function sortByNameBytes<T extends { name: string }>(items: T[]): T[] {
  let plain = true;
  for (let i = 0; i < items.length && plain; i++) if (WIDE.test(items[i]!.name)) plain = false;
  return items.sort(plain ? (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : (a, b) => compareBytes(a.name, b.name));
}

/** Sort a copy of `items` by `key` in byte order (stable). */
export function sortByBytes<T>(items: readonly T[], key: (t: T) => string): T[] {
  return [...items].sort((x, y) => compareBytes(key(x), key(y)));
}

/** Go `len(s)`: the UTF-8 byte length. */
export function byteLength(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** A `//`, a `.` or `..` element, or a trailing `/` after any character (`[^]`: also a line end): what `clean` changes. */
const NOT_CLEAN = /\/\/|(?:^|\/)\.\.?(?:\/|$)|[^]\/$/;

/** Go `filepath.Clean` for POSIX paths. `Clean("")` is `"."`. */
export function clean(p: string): string {
  if (p === '') return '.';
  // Most paths are clean already (no empty, `.` or `..` element, no trailing `/`): as they are.
  if (!NOT_CLEAN.test(p)) return p;
  const rooted = p.startsWith('/');
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
      continue;
    }
    out.push(part);
  }
  const joined = out.join('/');
  if (rooted) return '/' + joined;
  return joined === '' ? '.' : joined;
}

/** Go `filepath.Join`: joins the non-empty elements with `/` and cleans. An absolute later element does not start a new root. */
export function join(...elems: string[]): string {
  const parts = elems.filter((e) => e !== '');
  if (parts.length === 0) return '';
  return clean(parts.join('/'));
}

/** Go `filepath.Dir`. */
export function dir(p: string): string {
  const i = p.lastIndexOf('/');
  return clean(p.slice(0, i + 1));
}

/** Go `filepath.Base`. */
export function base(p: string): string {
  if (p === '') return '.';
  let s = p;
  while (s.length > 1 && s.endsWith('/')) s = s.slice(0, -1);
  if (s === '/') return '/';
  const i = s.lastIndexOf('/');
  return i >= 0 ? s.slice(i + 1) : s;
}

/** Go `filepath.Ext`: the suffix from the last `.` of the final element, or `""`. */
export function ext(p: string): string {
  for (let i = p.length - 1; i >= 0 && p[i] !== '/'; i--) {
    if (p[i] === '.') return p.slice(i);
  }
  return '';
}

/** Go `filepath.IsAbs` on POSIX. */
export function isAbs(p: string): boolean {
  return p.startsWith('/');
}

/**
 * Go `filepath.Rel(basepath, targpath)` for two absolute (or two relative) paths.
 * Returns `null` where Go returns an error.
 */
export function rel(basepath: string, targpath: string): string | null {
  const b = clean(basepath);
  const t = clean(targpath);
  if (b === t) return '.';
  // `t` below `b` (both clean): the rest of `t`.
  if (b === '/') {
    if (t.startsWith('/')) return t.slice(1);
  } else if (b !== '.' && t.startsWith(b) && t.charCodeAt(b.length) === 47) return t.slice(b.length + 1);
  if (isAbs(b) !== isAbs(t)) return null;
  const bs = b === '.' || b === '/' ? [] : b.replace(/^\//, '').split('/');
  const ts = t === '.' || t === '/' ? [] : t.replace(/^\//, '').split('/');
  let i = 0;
  while (i < bs.length && i < ts.length && bs[i] === ts[i]) i++;
  if (bs.slice(i).includes('..')) return null;
  const up = bs.slice(i).map(() => '..');
  return [...up, ...ts.slice(i)].join('/') || '.';
}

/** Code points that Go's `unicode.IsSpace` accepts (docs/runtimes/fork.md §1.2). U+FEFF is not one. */
export function isGoSpace(cp: number): boolean {
  return (
    (cp >= 0x09 && cp <= 0x0d) ||
    cp === 0x20 ||
    cp === 0x85 ||
    cp === 0xa0 ||
    cp === 0x1680 ||
    (cp >= 0x2000 && cp <= 0x200a) ||
    cp === 0x2028 ||
    cp === 0x2029 ||
    cp === 0x202f ||
    cp === 0x205f ||
    cp === 0x3000
  );
}

/** Go `strings.TrimSpace` (not JS `trim()`, which differs on U+0085 and U+FEFF). */
export function trimSpace(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end) {
    const cp = s.codePointAt(start)!;
    if (!isGoSpace(cp)) break;
    start += cp > 0xffff ? 2 : 1;
  }
  while (end > start) {
    const cp = s.charCodeAt(end - 1);
    if (!isGoSpace(cp)) break;
    end -= 1;
  }
  return s.slice(start, end);
}

/** True when `child` lies strictly inside directory `parent` (both cleaned absolute paths): `child` starts with `parent + "/"`. */
export function strictlyInside(parent: string, child: string): boolean {
  return child.startsWith(parent + '/');
}
