import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
} from "./chunk-6S4GPLQW.mjs";
import "./chunk-VFVMA7OH.mjs";
import "./chunk-JWRTPKKY.mjs";
import "./chunk-CJ5BIFKF.mjs";
import "./chunk-2JPTGYIW.mjs";
import "./chunk-LW7Z2336.mjs";
import "./chunk-4NEPPJGY.mjs";
import "./chunk-KE7UEIQO.mjs";
export {
  STATIC_RELEVANT_GLOBS,
  finishRelevance,
  relevantGlobs,
  stagedChangesAreIrrelevant,
  stagedRelevance
};
