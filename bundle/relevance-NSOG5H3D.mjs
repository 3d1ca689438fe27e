import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
} from "./chunk-QKZ6YS2W.mjs";
import "./chunk-JWFT7Q5Q.mjs";
import "./chunk-ROUBVTCD.mjs";
import "./chunk-BPEERN6Z.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-RGW2QNWM.mjs";
import "./chunk-TWUHB67M.mjs";
import "./chunk-DTIDPYTN.mjs";
export {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
};
