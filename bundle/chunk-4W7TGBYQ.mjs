import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

// src/report/neutralise.ts
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
function hex(c) {
  return "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
}
function neutralise(s) {
  return s.replace(UNSAFE, hex);
}
function safeJson(value, indent = 2) {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, hex);
}
function suppressionSummary(kinds) {
  const names = { ignore: "by ignore globs", directive: "by ctxlens-disable comments", baseline: "by the baseline" };
  const counts = /* @__PURE__ */ new Map();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  if (counts.size === 1) return names[kinds[0]] ?? "";
  return [...counts].map(([k, n]) => `${n} ${names[k] ?? k}`).join(", ");
}

export {
  neutralise,
  safeJson,
  suppressionSummary
};
