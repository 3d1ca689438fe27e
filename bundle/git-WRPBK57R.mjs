import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  GitError,
  GitTreeSource,
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  openRevisionSource,
  parseLsFiles,
  parseLsTree,
  resolveCommit,
  resolveTree,
  sourceRoot,
  stagedChangedPaths
} from "./chunk-T7KHTGYB.mjs";
import "./chunk-KE7UEIQO.mjs";
export {
  GitError,
  GitTreeSource,
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  openRevisionSource,
  parseLsFiles,
  parseLsTree,
  resolveCommit,
  resolveTree,
  sourceRoot,
  stagedChangedPaths
};
