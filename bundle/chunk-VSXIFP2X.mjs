import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

// src/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var cached = null;
function packageRoot() {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const pj = join(dir, "package.json");
    if (existsSync(pj)) {
      try {
        if (JSON.parse(readFileSync(pj, "utf8")).name === "ctxlens") return cached = dir;
      } catch {
      }
    }
    const up = dirname(dir);
    if (up === dir) throw new Error("ctxlens: cannot find its own package.json");
    dir = up;
  }
}
function toolVersion() {
  try {
    return JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")).version;
  } catch {
    return "0.0.0";
  }
}

// src/text/suggest.ts
function editDistance(a, b) {
  if (a === b) return 0;
  const prev = new Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
function didYouMean(word, candidates) {
  const lower = word.toLowerCase();
  const ci = candidates.find((c) => c.toLowerCase() === lower && c !== word);
  if (ci) return ci;
  let best = null;
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

export {
  packageRoot,
  toolVersion,
  didYouMean
};
