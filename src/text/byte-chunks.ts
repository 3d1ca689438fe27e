/**
 * Bytes held as a list of pieces (a rendered prompt: header, `# From:` lines and file contents
 * that are not copied), compared without building either concatenation.
 */

/** Total length of `chunks`, in bytes. */
export function chunksLength(chunks: readonly Uint8Array[]): number {
  let n = 0;
  for (const c of chunks) n += c.length;
  return n;
}

/**
 * True when the concatenation of `a` equals the concatenation of `b` byte for byte, however
 * each is cut into pieces. Nothing is copied; pieces that are the same object at the same place
 * of both are not compared (a file content shared by two prompts), so equal prompts made of the
 * same files cost about as much as their small pieces.
 */
export function chunksEqual(a: readonly Uint8Array[], b: readonly Uint8Array[]): boolean {
  if (chunksLength(a) !== chunksLength(b)) return false;
  let ia = 0;
  let oa = 0;
  let ib = 0;
  let ob = 0;
  for (;;) {
    while (ia < a.length && oa >= a[ia]!.length) {
      ia++;
      oa = 0;
    }
    while (ib < b.length && ob >= b[ib]!.length) {
      ib++;
      ob = 0;
    }
    if (ia >= a.length || ib >= b.length) return ia >= a.length && ib >= b.length;
    const ca = a[ia]!;
    const cb = b[ib]!;
    const n = Math.min(ca.length - oa, cb.length - ob);
    if (!(ca === cb && oa === ob) && Buffer.compare(ca.subarray(oa, oa + n), cb.subarray(ob, ob + n)) !== 0) return false;
    oa += n;
    ob += n;
  }
}

/**
 * The UTF-8 bytes of `text` (as `Buffer.from(text, 'utf8')` gives them) in pieces of `size`
 * UTF-16 code units (one more where that would cut a surrogate pair), so a long text is written
 * without one buffer of its whole length.
 */
export function* utf8Pieces(text: string, size = 1 << 20): Generator<Buffer> {
  for (let i = 0; i < text.length; ) {
    let j = Math.min(i + Math.max(1, size), text.length);
    if (j < text.length) {
      const hi = text.charCodeAt(j - 1);
      const lo = text.charCodeAt(j);
      if (hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff) j++;
    }
    yield Buffer.from(text.slice(i, j), 'utf8');
    i = j;
  }
}
