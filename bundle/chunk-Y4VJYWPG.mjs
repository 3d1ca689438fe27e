import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

// src/model/runtime.ts
var RUNTIME_IDS = ["fork", "opencode"];
function isRuntimeId(x) {
  return typeof x === "string" && RUNTIME_IDS.includes(x);
}
var RUNTIME_LABELS = {
  fork: "OpenCode Go fork (obukhovaa/opencode)",
  opencode: "opencode 1.18"
};

export {
  RUNTIME_IDS,
  isRuntimeId,
  RUNTIME_LABELS
};
