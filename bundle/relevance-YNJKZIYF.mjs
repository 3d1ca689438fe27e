import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
} from "./chunk-22K3TO3L.mjs";
import "./chunk-ZQTBO5WN.mjs";
import "./chunk-FGYOGEVO.mjs";
import "./chunk-WXJCVNNM.mjs";
import "./chunk-CJ5BIFKF.mjs";
import "./chunk-IMUAOO2P.mjs";
import "./chunk-KE7UEIQO.mjs";
export {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
};
