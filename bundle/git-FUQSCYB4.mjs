import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  GitError,
  GitTreeSource,
  OverlaySource,
  committedChanges,
  conflictNotice,
  conflictedPaths,
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  openRevisionSource,
  openSparseAwareWorktree,
  parseLsFiles,
  parseLsTree,
  parseRawDiff,
  resolveCommit,
  resolveTree,
  rootAsSeenFrom,
  sourceRoot,
  sourceRootAndHead,
  stagedChanges,
  unknownRevision
} from "./chunk-WDXRV4XU.mjs";
import "./chunk-DTIDPYTN.mjs";
export {
  GitError,
  GitTreeSource,
  OverlaySource,
  committedChanges,
  conflictNotice,
  conflictedPaths,
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  openRevisionSource,
  openSparseAwareWorktree,
  parseLsFiles,
  parseLsTree,
  parseRawDiff,
  resolveCommit,
  resolveTree,
  rootAsSeenFrom,
  sourceRoot,
  sourceRootAndHead,
  stagedChanges,
  unknownRevision
};
