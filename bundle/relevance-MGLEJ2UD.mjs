import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
} from "./chunk-I7IXMSXS.mjs";
import "./chunk-UCFDAOAY.mjs";
import "./chunk-TMFFLAPX.mjs";
import "./chunk-BPEERN6Z.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-VJQOOMVS.mjs";
import "./chunk-TWUHB67M.mjs";
import "./chunk-DTIDPYTN.mjs";
export {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
};
