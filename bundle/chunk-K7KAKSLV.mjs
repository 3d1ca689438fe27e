import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  effectiveDiscovery,
  readOwnerBody,
  sanitiseBody
} from "./chunk-MRYXU4IG.mjs";

// src/runtimes/fork/sim/budget.ts
function sessionBudget(model, files) {
  const eff = effectiveDiscovery(model.config, model.W);
  const entries = [];
  let used = 0;
  let total = 0;
  let exhaustedAt = -1;
  for (const f of files) {
    const r = readOwnerBody(model, f.abs, eff.maxFileBytes);
    if ("why" in r) {
      entries.push({ file: f, sanitised: null, why: r.why, received: false, overBudget: false });
      continue;
    }
    const n = sanitiseBody(r.body).length;
    total += n;
    if (exhaustedAt < 0 && used + n > eff.maxSessionBytes) exhaustedAt = entries.length;
    const received = exhaustedAt < 0;
    if (received) used += n;
    entries.push({ file: f, sanitised: n, why: null, received, overBudget: !received });
  }
  return { entries, total, maxFileBytes: eff.maxFileBytes, maxSessionBytes: eff.maxSessionBytes, exhaustedAt };
}

export {
  sessionBudget
};
