import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  displayDir,
  effectiveConfig,
  emit,
  lintCommand,
  lintRuns,
  reportContext,
  runLint,
  useColor,
  withLintOptions,
  workspacePrefix,
  writeBaseline
} from "./chunk-7ARHLCBJ.mjs";
import "./chunk-GHE7R7M5.mjs";
import "./chunk-UPGDKL6W.mjs";
import "./chunk-F6RO3KKK.mjs";
import "./chunk-FYREUJLJ.mjs";
import "./chunk-FC7THOWF.mjs";
import "./chunk-VSXIFP2X.mjs";
import "./chunk-ULAQDWDD.mjs";
import "./chunk-4W7TGBYQ.mjs";
import "./chunk-WOIQTF4D.mjs";
import "./chunk-Y4VJYWPG.mjs";
import "./chunk-E5UOY6KS.mjs";
import "./chunk-5F5IDRX5.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-JARKVD5N.mjs";
import "./chunk-LRWMOLU3.mjs";
import "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";
export {
  displayDir,
  effectiveConfig,
  emit,
  lintCommand,
  lintRuns,
  reportContext,
  runLint,
  useColor,
  withLintOptions,
  workspacePrefix,
  writeBaseline
};
