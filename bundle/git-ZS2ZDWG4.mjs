import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  GitError,
  GitTreeSource,
  OverlaySource,
  conflictNotice,
  conflictedPaths,
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  openRevisionSource,
  openSparseAwareWorktree,
  parseLsFiles,
  parseLsTree,
  resolveCommit,
  resolveTree,
  rootAsSeenFrom,
  sourceRoot,
  sourceRootAndHead,
  stagedChangedPaths,
  unknownRevision
} from "./chunk-2JPTGYIW.mjs";
import "./chunk-LW7Z2336.mjs";
import "./chunk-4NEPPJGY.mjs";
import "./chunk-KE7UEIQO.mjs";
export {
  GitError,
  GitTreeSource,
  OverlaySource,
  conflictNotice,
  conflictedPaths,
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  openRevisionSource,
  openSparseAwareWorktree,
  parseLsFiles,
  parseLsTree,
  resolveCommit,
  resolveTree,
  rootAsSeenFrom,
  sourceRoot,
  sourceRootAndHead,
  stagedChangedPaths,
  unknownRevision
};
