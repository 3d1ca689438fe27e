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
} from "./chunk-IO3GIDRJ.mjs";
import "./chunk-IMUAOO2P.mjs";
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
