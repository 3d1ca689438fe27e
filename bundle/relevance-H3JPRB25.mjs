import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
} from "./chunk-2BUEJDPF.mjs";
import "./chunk-OSAXGHU3.mjs";
import "./chunk-7KXKA6ZP.mjs";
import "./chunk-BPEERN6Z.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-F6XMFP5U.mjs";
import "./chunk-76B7NYG2.mjs";
import "./chunk-DTIDPYTN.mjs";
export {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
};
