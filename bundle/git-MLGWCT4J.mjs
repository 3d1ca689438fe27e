import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
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
} from "./chunk-7NKLBGX4.mjs";
import "./chunk-I7H2HHHA.mjs";
import "./chunk-IOCN4HMK.mjs";
import "./chunk-DTIDPYTN.mjs";
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
