/**
 * Offset (UTF-16 code units) of the first `[`/`{` outside strings that opens nesting level
 * `limit + 1`, or `-1` when the text never nests that deep. A linear scan that never throws:
 * loaders use it to refuse pathological JSON before a recursive parser sees it.
 */
export function deepNestingOffset(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}
