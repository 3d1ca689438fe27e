import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
} from "./chunk-QTYSV3TS.mjs";
import "./chunk-D67IE3YT.mjs";
import "./chunk-4UCMYQIN.mjs";
import "./chunk-BPEERN6Z.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-7NS5CC5X.mjs";
import "./chunk-IZJNNLCI.mjs";
import "./chunk-DTIDPYTN.mjs";
export {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
};
