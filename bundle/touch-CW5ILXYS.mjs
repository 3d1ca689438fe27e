import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  parseCalls,
  touchCommand
} from "./chunk-YCK5HQWQ.mjs";
import "./chunk-QD7NB74O.mjs";
import "./chunk-UFX3JJKF.mjs";
import "./chunk-V6OI2GK6.mjs";
import "./chunk-C4MFERJC.mjs";
import "./chunk-IOSQSECX.mjs";
import "./chunk-SWKSPXM5.mjs";
import "./chunk-KOWEAD5C.mjs";
import "./chunk-JWRTPKKY.mjs";
import "./chunk-CJ5BIFKF.mjs";
import "./chunk-LW7Z2336.mjs";
import "./chunk-4NEPPJGY.mjs";
import "./chunk-KE7UEIQO.mjs";
export {
  parseCalls,
  touchCommand
};
