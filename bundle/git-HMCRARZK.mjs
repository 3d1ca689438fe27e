import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  GitError,
  GitTreeSource,
  openIndexSource,
  openRevisionSource,
  parseLsFiles,
  parseLsTree,
  resolveCommit,
  resolveTree,
  sourceRoot,
  stagedChangedPaths
} from "./chunk-ESGNVREN.mjs";
import "./chunk-6U2ZSVA6.mjs";
export {
  GitError,
  GitTreeSource,
  openIndexSource,
  openRevisionSource,
  parseLsFiles,
  parseLsTree,
  resolveCommit,
  resolveTree,
  sourceRoot,
  stagedChangedPaths
};
