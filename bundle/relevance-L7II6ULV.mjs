import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
} from "./chunk-7LCY7G7K.mjs";
import "./chunk-DYFXQJA7.mjs";
import "./chunk-IO3GIDRJ.mjs";
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
