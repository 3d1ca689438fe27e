/** Levenshtein edit distance between two strings (UTF-16 units). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/**
 * The candidate nearest to `word` for a "did you mean" hint, or `null` when none is close.
 * A case-insensitive match always wins; otherwise the distance must be at most
 * max(1, floor(len/3)).
 */
export function didYouMean(word: string, candidates: readonly string[]): string | null {
  const lower = word.toLowerCase();
  const ci = candidates.find((c) => c.toLowerCase() === lower && c !== word);
  if (ci) return ci;
  let best: string | null = null;
  let bestD = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor(word.length / 3));
  return best !== null && bestD <= limit ? best : null;
}
