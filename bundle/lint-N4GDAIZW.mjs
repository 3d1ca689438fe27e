import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
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
} from "./chunk-P6A66KJF.mjs";
import "./chunk-UFX3JJKF.mjs";
import "./chunk-5VXAVWO4.mjs";
import "./chunk-PXXWDLQX.mjs";
import "./chunk-VIRK23LH.mjs";
import "./chunk-HUSTCQYY.mjs";
import "./chunk-3YPSHFZ6.mjs";
import "./chunk-V6OI2GK6.mjs";
import "./chunk-C4MFERJC.mjs";
import "./chunk-IOSQSECX.mjs";
import "./chunk-GM4Z2ASB.mjs";
import "./chunk-KFNNK37T.mjs";
import "./chunk-SWKSPXM5.mjs";
import "./chunk-KOWEAD5C.mjs";
import "./chunk-6S4GPLQW.mjs";
import "./chunk-VFVMA7OH.mjs";
import "./chunk-JWRTPKKY.mjs";
import "./chunk-CJ5BIFKF.mjs";
import "./chunk-2JPTGYIW.mjs";
import "./chunk-LW7Z2336.mjs";
import "./chunk-4NEPPJGY.mjs";
import "./chunk-KE7UEIQO.mjs";
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
