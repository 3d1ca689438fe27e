/**
 * A 64-bit FNV-1a variant over the UTF-16 code units of `s`, as 16 lower-case hex digits. It names
 * cache files (the pre-commit interest cache, the start-up code cache); it is never trusted alone:
 * each cache checks its own key inside the file.
 */
export function fnv64Hex(s: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x050c5d1f;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h2 >>> 15);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
