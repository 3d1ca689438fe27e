import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  parseCalls,
  touchCommand
} from "./chunk-6K4HOV5I.mjs";
import "./chunk-DTJOXSM3.mjs";
import "./chunk-GHE7R7M5.mjs";
import "./chunk-FC7THOWF.mjs";
import "./chunk-VSXIFP2X.mjs";
import "./chunk-WOIQTF4D.mjs";
import "./chunk-Y4VJYWPG.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-LRWMOLU3.mjs";
import "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";
export {
  parseCalls,
  touchCommand
};
