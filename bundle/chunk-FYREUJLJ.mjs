import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

// src/text/token-count.ts
import { createRequire } from "node:module";
var LONG_RUN = 256;
var SLICE = 64;
var CHUNK = 1 << 16;
var EXACT_TOKEN_CHARS = 8 << 20;
function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function countWith(enc, whole) {
  const plain = { allowedSpecial: /* @__PURE__ */ new Set(), disallowedSpecial: /* @__PURE__ */ new Set() };
  const encode = (s) => s === "" ? 0 : enc(s, plain).length;
  const n = Math.min(whole.length, EXACT_TOKEN_CHARS);
  const text = n < whole.length ? whole.slice(0, n) : whole;
  let total = 0;
  let pending = 0;
  let i = 0;
  while (i < n) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && !isSpace(text.charCodeAt(j))) j++;
    if (j - i >= LONG_RUN) {
      total += encode(text.slice(pending, i));
      for (let k = i; k < j; k += SLICE) total += encode(text.slice(k, Math.min(k + SLICE, j)));
      pending = j;
    } else if (j - pending >= CHUNK && j < n && text.charCodeAt(j) === 32) {
      total += encode(text.slice(pending, j));
      pending = j;
    }
    i = j;
  }
  total += encode(text.slice(pending, n));
  return n < whole.length ? Math.round(total * whole.length / n) : total;
}
var encoder = null;
function countTokens(text) {
  encoder ??= createRequire(import.meta.url)("gpt-tokenizer/encoding/o200k_base").encode;
  return countWith(encoder, text);
}

// src/report/tokens.ts
async function o200kCounter() {
  const { encode } = await import("./o200k_base-43Z3IJ5C.mjs");
  return (whole) => countWith(encode, whole);
}

export {
  countTokens,
  o200kCounter
};
