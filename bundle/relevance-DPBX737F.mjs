import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
} from "./chunk-E5UOY6KS.mjs";
import "./chunk-5F5IDRX5.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-JARKVD5N.mjs";
import "./chunk-LRWMOLU3.mjs";
import "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";
export {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
};
