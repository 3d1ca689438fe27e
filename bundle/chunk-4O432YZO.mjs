import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-AAVHCFDZ.mjs";
import {
  resolveCommit,
  sourceRoot
} from "./chunk-SL7IHWDP.mjs";
import {
  CONFIG_FILE_NAME,
  CONFIG_KEYS,
  Canonicaliser,
  ConfigError,
  KNOWN_AGENT_KEYS,
  LABEL_READ_BYTES,
  MAX_SIMULATED_FILE_BYTES,
  ReadCache,
  SchemaValidator,
  V2_AGENT_KEYS,
  allTargets,
  buildManifest,
  chooseRuntime,
  classifyGlobal,
  configGate,
  configSpanAt,
  didYouMean,
  discover,
  effectiveDiscovery,
  explicitEnvNames,
  extractLabel,
  fileSpan,
  findConfigFile,
  hasSettings,
  isNavigationName,
  isOrphanCandidate,
  isRuntimeId,
  isoTime,
  jsonPointerSpan,
  loadOcProject,
  loadProject,
  neutralise,
  nodeAt,
  normaliseMode,
  openSource,
  packageRoot,
  parseJson,
  pointer,
  readArgFile,
  readConfigText,
  readOwnerBody,
  remark,
  renderFileChunks,
  renderedFilesLength,
  resolveContext,
  runeCount,
  safeJson,
  sanitiseBody,
  scopedNameEntries,
  shownPath,
  simulateInstructions,
  simulatedEnv,
  sortProblems,
  suppressionSummary,
  walkDiscovery,
  writtenKeys
} from "./chunk-N4HAQJYY.mjs";
import {
  BUILTIN_AGENTS,
  DISCOVERY_DEFAULTS,
  MANIFEST_CAP_BYTES,
  SyntaxKind,
  TRIGGER_TOOLS,
  createScanner,
  effectiveCap,
  findNodeAtOffset,
  getNodePath,
  init_main,
  loadAjv2020,
  parse
} from "./chunk-3STSQAXW.mjs";
import {
  UsageError,
  clean,
  compareBytes,
  dir,
  isAbs,
  join,
  rel
} from "./chunk-IMUAOO2P.mjs";
import {
  __commonJS,
  __toESM
} from "./chunk-KE7UEIQO.mjs";

// node_modules/ansi-regex/index.js
var require_ansi_regex = __commonJS({
  "node_modules/ansi-regex/index.js"(exports, module) {
    "use strict";
    module.exports = ({ onlyFirst = false } = {}) => {
      const pattern = [
        "[\\u001B\\u009B][[\\]()#;?]*(?:(?:(?:(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]+)*|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]*)*)?\\u0007)",
        "(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-ntqry=><~]))"
      ].join("|");
      return new RegExp(pattern, onlyFirst ? void 0 : "g");
    };
  }
});

// node_modules/strip-ansi/index.js
var require_strip_ansi = __commonJS({
  "node_modules/strip-ansi/index.js"(exports, module) {
    "use strict";
    var ansiRegex = require_ansi_regex();
    module.exports = (string) => typeof string === "string" ? string.replace(ansiRegex(), "") : string;
  }
});

// node_modules/is-fullwidth-code-point/index.js
var require_is_fullwidth_code_point = __commonJS({
  "node_modules/is-fullwidth-code-point/index.js"(exports, module) {
    "use strict";
    var isFullwidthCodePoint = (codePoint) => {
      if (Number.isNaN(codePoint)) {
        return false;
      }
      if (codePoint >= 4352 && (codePoint <= 4447 || // Hangul Jamo
      codePoint === 9001 || // LEFT-POINTING ANGLE BRACKET
      codePoint === 9002 || // RIGHT-POINTING ANGLE BRACKET
      // CJK Radicals Supplement .. Enclosed CJK Letters and Months
      11904 <= codePoint && codePoint <= 12871 && codePoint !== 12351 || // Enclosed CJK Letters and Months .. CJK Unified Ideographs Extension A
      12880 <= codePoint && codePoint <= 19903 || // CJK Unified Ideographs .. Yi Radicals
      19968 <= codePoint && codePoint <= 42182 || // Hangul Jamo Extended-A
      43360 <= codePoint && codePoint <= 43388 || // Hangul Syllables
      44032 <= codePoint && codePoint <= 55203 || // CJK Compatibility Ideographs
      63744 <= codePoint && codePoint <= 64255 || // Vertical Forms
      65040 <= codePoint && codePoint <= 65049 || // CJK Compatibility Forms .. Small Form Variants
      65072 <= codePoint && codePoint <= 65131 || // Halfwidth and Fullwidth Forms
      65281 <= codePoint && codePoint <= 65376 || 65504 <= codePoint && codePoint <= 65510 || // Kana Supplement
      110592 <= codePoint && codePoint <= 110593 || // Enclosed Ideographic Supplement
      127488 <= codePoint && codePoint <= 127569 || // CJK Unified Ideographs Extension B .. Tertiary Ideographic Plane
      131072 <= codePoint && codePoint <= 262141)) {
        return true;
      }
      return false;
    };
    module.exports = isFullwidthCodePoint;
    module.exports.default = isFullwidthCodePoint;
  }
});

// node_modules/emoji-regex/index.js
var require_emoji_regex = __commonJS({
  "node_modules/emoji-regex/index.js"(exports, module) {
    "use strict";
    module.exports = function() {
      return /\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62(?:\uDB40\uDC65\uDB40\uDC6E\uDB40\uDC67|\uDB40\uDC73\uDB40\uDC63\uDB40\uDC74|\uDB40\uDC77\uDB40\uDC6C\uDB40\uDC73)\uDB40\uDC7F|\uD83D\uDC68(?:\uD83C\uDFFC\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68\uD83C\uDFFB|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFF\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFE])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFE\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFD])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFD\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFC])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\u200D(?:\u2764\uFE0F\u200D(?:\uD83D\uDC8B\u200D)?\uD83D\uDC68|(?:\uD83D[\uDC68\uDC69])\u200D(?:\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67]))|\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67])|(?:\uD83D[\uDC68\uDC69])\u200D(?:\uD83D[\uDC66\uDC67])|[\u2695\u2696\u2708]\uFE0F|\uD83D[\uDC66\uDC67]|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|(?:\uD83C\uDFFB\u200D[\u2695\u2696\u2708]|\uD83C\uDFFF\u200D[\u2695\u2696\u2708]|\uD83C\uDFFE\u200D[\u2695\u2696\u2708]|\uD83C\uDFFD\u200D[\u2695\u2696\u2708]|\uD83C\uDFFC\u200D[\u2695\u2696\u2708])\uFE0F|\uD83C\uDFFB\u200D(?:\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C[\uDFFB-\uDFFF])|(?:\uD83E\uDDD1\uD83C\uDFFB\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFC\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)\uD83C\uDFFB|\uD83E\uDDD1(?:\uD83C\uDFFF\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1(?:\uD83C[\uDFFB-\uDFFF])|\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1)|(?:\uD83E\uDDD1\uD83C\uDFFE\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFF\u200D\uD83E\uDD1D\u200D(?:\uD83D[\uDC68\uDC69]))(?:\uD83C[\uDFFB-\uDFFE])|(?:\uD83E\uDDD1\uD83C\uDFFC\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFD\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)(?:\uD83C[\uDFFB\uDFFC])|\uD83D\uDC69(?:\uD83C\uDFFE\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFD\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFC\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFD-\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFB\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFC-\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFD\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\u200D(?:\u2764\uFE0F\u200D(?:\uD83D\uDC8B\u200D(?:\uD83D[\uDC68\uDC69])|\uD83D[\uDC68\uDC69])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFF\u200D(?:\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD]))|\uD83D\uDC69\u200D\uD83D\uDC69\u200D(?:\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67]))|(?:\uD83E\uDDD1\uD83C\uDFFD\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFE\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)(?:\uD83C[\uDFFB-\uDFFD])|\uD83D\uDC69\u200D\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC69\u200D\uD83D\uDC69\u200D(?:\uD83D[\uDC66\uDC67])|(?:\uD83D\uDC41\uFE0F\u200D\uD83D\uDDE8|\uD83D\uDC69(?:\uD83C\uDFFF\u200D[\u2695\u2696\u2708]|\uD83C\uDFFE\u200D[\u2695\u2696\u2708]|\uD83C\uDFFC\u200D[\u2695\u2696\u2708]|\uD83C\uDFFB\u200D[\u2695\u2696\u2708]|\uD83C\uDFFD\u200D[\u2695\u2696\u2708]|\u200D[\u2695\u2696\u2708])|(?:(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)\uFE0F|\uD83D\uDC6F|\uD83E[\uDD3C\uDDDE\uDDDF])\u200D[\u2640\u2642]|(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)(?:\uD83C[\uDFFB-\uDFFF])\u200D[\u2640\u2642]|(?:\uD83C[\uDFC3\uDFC4\uDFCA]|\uD83D[\uDC6E\uDC71\uDC73\uDC77\uDC81\uDC82\uDC86\uDC87\uDE45-\uDE47\uDE4B\uDE4D\uDE4E\uDEA3\uDEB4-\uDEB6]|\uD83E[\uDD26\uDD37-\uDD39\uDD3D\uDD3E\uDDB8\uDDB9\uDDCD-\uDDCF\uDDD6-\uDDDD])(?:(?:\uD83C[\uDFFB-\uDFFF])\u200D[\u2640\u2642]|\u200D[\u2640\u2642])|\uD83C\uDFF4\u200D\u2620)\uFE0F|\uD83D\uDC69\u200D\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67])|\uD83C\uDFF3\uFE0F\u200D\uD83C\uDF08|\uD83D\uDC15\u200D\uD83E\uDDBA|\uD83D\uDC69\u200D\uD83D\uDC66|\uD83D\uDC69\u200D\uD83D\uDC67|\uD83C\uDDFD\uD83C\uDDF0|\uD83C\uDDF4\uD83C\uDDF2|\uD83C\uDDF6\uD83C\uDDE6|[#\*0-9]\uFE0F\u20E3|\uD83C\uDDE7(?:\uD83C[\uDDE6\uDDE7\uDDE9-\uDDEF\uDDF1-\uDDF4\uDDF6-\uDDF9\uDDFB\uDDFC\uDDFE\uDDFF])|\uD83C\uDDF9(?:\uD83C[\uDDE6\uDDE8\uDDE9\uDDEB-\uDDED\uDDEF-\uDDF4\uDDF7\uDDF9\uDDFB\uDDFC\uDDFF])|\uD83C\uDDEA(?:\uD83C[\uDDE6\uDDE8\uDDEA\uDDEC\uDDED\uDDF7-\uDDFA])|\uD83E\uDDD1(?:\uD83C[\uDFFB-\uDFFF])|\uD83C\uDDF7(?:\uD83C[\uDDEA\uDDF4\uDDF8\uDDFA\uDDFC])|\uD83D\uDC69(?:\uD83C[\uDFFB-\uDFFF])|\uD83C\uDDF2(?:\uD83C[\uDDE6\uDDE8-\uDDED\uDDF0-\uDDFF])|\uD83C\uDDE6(?:\uD83C[\uDDE8-\uDDEC\uDDEE\uDDF1\uDDF2\uDDF4\uDDF6-\uDDFA\uDDFC\uDDFD\uDDFF])|\uD83C\uDDF0(?:\uD83C[\uDDEA\uDDEC-\uDDEE\uDDF2\uDDF3\uDDF5\uDDF7\uDDFC\uDDFE\uDDFF])|\uD83C\uDDED(?:\uD83C[\uDDF0\uDDF2\uDDF3\uDDF7\uDDF9\uDDFA])|\uD83C\uDDE9(?:\uD83C[\uDDEA\uDDEC\uDDEF\uDDF0\uDDF2\uDDF4\uDDFF])|\uD83C\uDDFE(?:\uD83C[\uDDEA\uDDF9])|\uD83C\uDDEC(?:\uD83C[\uDDE6\uDDE7\uDDE9-\uDDEE\uDDF1-\uDDF3\uDDF5-\uDDFA\uDDFC\uDDFE])|\uD83C\uDDF8(?:\uD83C[\uDDE6-\uDDEA\uDDEC-\uDDF4\uDDF7-\uDDF9\uDDFB\uDDFD-\uDDFF])|\uD83C\uDDEB(?:\uD83C[\uDDEE-\uDDF0\uDDF2\uDDF4\uDDF7])|\uD83C\uDDF5(?:\uD83C[\uDDE6\uDDEA-\uDDED\uDDF0-\uDDF3\uDDF7-\uDDF9\uDDFC\uDDFE])|\uD83C\uDDFB(?:\uD83C[\uDDE6\uDDE8\uDDEA\uDDEC\uDDEE\uDDF3\uDDFA])|\uD83C\uDDF3(?:\uD83C[\uDDE6\uDDE8\uDDEA-\uDDEC\uDDEE\uDDF1\uDDF4\uDDF5\uDDF7\uDDFA\uDDFF])|\uD83C\uDDE8(?:\uD83C[\uDDE6\uDDE8\uDDE9\uDDEB-\uDDEE\uDDF0-\uDDF5\uDDF7\uDDFA-\uDDFF])|\uD83C\uDDF1(?:\uD83C[\uDDE6-\uDDE8\uDDEE\uDDF0\uDDF7-\uDDFB\uDDFE])|\uD83C\uDDFF(?:\uD83C[\uDDE6\uDDF2\uDDFC])|\uD83C\uDDFC(?:\uD83C[\uDDEB\uDDF8])|\uD83C\uDDFA(?:\uD83C[\uDDE6\uDDEC\uDDF2\uDDF3\uDDF8\uDDFE\uDDFF])|\uD83C\uDDEE(?:\uD83C[\uDDE8-\uDDEA\uDDF1-\uDDF4\uDDF6-\uDDF9])|\uD83C\uDDEF(?:\uD83C[\uDDEA\uDDF2\uDDF4\uDDF5])|(?:\uD83C[\uDFC3\uDFC4\uDFCA]|\uD83D[\uDC6E\uDC71\uDC73\uDC77\uDC81\uDC82\uDC86\uDC87\uDE45-\uDE47\uDE4B\uDE4D\uDE4E\uDEA3\uDEB4-\uDEB6]|\uD83E[\uDD26\uDD37-\uDD39\uDD3D\uDD3E\uDDB8\uDDB9\uDDCD-\uDDCF\uDDD6-\uDDDD])(?:\uD83C[\uDFFB-\uDFFF])|(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)(?:\uD83C[\uDFFB-\uDFFF])|(?:[\u261D\u270A-\u270D]|\uD83C[\uDF85\uDFC2\uDFC7]|\uD83D[\uDC42\uDC43\uDC46-\uDC50\uDC66\uDC67\uDC6B-\uDC6D\uDC70\uDC72\uDC74-\uDC76\uDC78\uDC7C\uDC83\uDC85\uDCAA\uDD74\uDD7A\uDD90\uDD95\uDD96\uDE4C\uDE4F\uDEC0\uDECC]|\uD83E[\uDD0F\uDD18-\uDD1C\uDD1E\uDD1F\uDD30-\uDD36\uDDB5\uDDB6\uDDBB\uDDD2-\uDDD5])(?:\uD83C[\uDFFB-\uDFFF])|(?:[\u231A\u231B\u23E9-\u23EC\u23F0\u23F3\u25FD\u25FE\u2614\u2615\u2648-\u2653\u267F\u2693\u26A1\u26AA\u26AB\u26BD\u26BE\u26C4\u26C5\u26CE\u26D4\u26EA\u26F2\u26F3\u26F5\u26FA\u26FD\u2705\u270A\u270B\u2728\u274C\u274E\u2753-\u2755\u2757\u2795-\u2797\u27B0\u27BF\u2B1B\u2B1C\u2B50\u2B55]|\uD83C[\uDC04\uDCCF\uDD8E\uDD91-\uDD9A\uDDE6-\uDDFF\uDE01\uDE1A\uDE2F\uDE32-\uDE36\uDE38-\uDE3A\uDE50\uDE51\uDF00-\uDF20\uDF2D-\uDF35\uDF37-\uDF7C\uDF7E-\uDF93\uDFA0-\uDFCA\uDFCF-\uDFD3\uDFE0-\uDFF0\uDFF4\uDFF8-\uDFFF]|\uD83D[\uDC00-\uDC3E\uDC40\uDC42-\uDCFC\uDCFF-\uDD3D\uDD4B-\uDD4E\uDD50-\uDD67\uDD7A\uDD95\uDD96\uDDA4\uDDFB-\uDE4F\uDE80-\uDEC5\uDECC\uDED0-\uDED2\uDED5\uDEEB\uDEEC\uDEF4-\uDEFA\uDFE0-\uDFEB]|\uD83E[\uDD0D-\uDD3A\uDD3C-\uDD45\uDD47-\uDD71\uDD73-\uDD76\uDD7A-\uDDA2\uDDA5-\uDDAA\uDDAE-\uDDCA\uDDCD-\uDDFF\uDE70-\uDE73\uDE78-\uDE7A\uDE80-\uDE82\uDE90-\uDE95])|(?:[#\*0-9\xA9\xAE\u203C\u2049\u2122\u2139\u2194-\u2199\u21A9\u21AA\u231A\u231B\u2328\u23CF\u23E9-\u23F3\u23F8-\u23FA\u24C2\u25AA\u25AB\u25B6\u25C0\u25FB-\u25FE\u2600-\u2604\u260E\u2611\u2614\u2615\u2618\u261D\u2620\u2622\u2623\u2626\u262A\u262E\u262F\u2638-\u263A\u2640\u2642\u2648-\u2653\u265F\u2660\u2663\u2665\u2666\u2668\u267B\u267E\u267F\u2692-\u2697\u2699\u269B\u269C\u26A0\u26A1\u26AA\u26AB\u26B0\u26B1\u26BD\u26BE\u26C4\u26C5\u26C8\u26CE\u26CF\u26D1\u26D3\u26D4\u26E9\u26EA\u26F0-\u26F5\u26F7-\u26FA\u26FD\u2702\u2705\u2708-\u270D\u270F\u2712\u2714\u2716\u271D\u2721\u2728\u2733\u2734\u2744\u2747\u274C\u274E\u2753-\u2755\u2757\u2763\u2764\u2795-\u2797\u27A1\u27B0\u27BF\u2934\u2935\u2B05-\u2B07\u2B1B\u2B1C\u2B50\u2B55\u3030\u303D\u3297\u3299]|\uD83C[\uDC04\uDCCF\uDD70\uDD71\uDD7E\uDD7F\uDD8E\uDD91-\uDD9A\uDDE6-\uDDFF\uDE01\uDE02\uDE1A\uDE2F\uDE32-\uDE3A\uDE50\uDE51\uDF00-\uDF21\uDF24-\uDF93\uDF96\uDF97\uDF99-\uDF9B\uDF9E-\uDFF0\uDFF3-\uDFF5\uDFF7-\uDFFF]|\uD83D[\uDC00-\uDCFD\uDCFF-\uDD3D\uDD49-\uDD4E\uDD50-\uDD67\uDD6F\uDD70\uDD73-\uDD7A\uDD87\uDD8A-\uDD8D\uDD90\uDD95\uDD96\uDDA4\uDDA5\uDDA8\uDDB1\uDDB2\uDDBC\uDDC2-\uDDC4\uDDD1-\uDDD3\uDDDC-\uDDDE\uDDE1\uDDE3\uDDE8\uDDEF\uDDF3\uDDFA-\uDE4F\uDE80-\uDEC5\uDECB-\uDED2\uDED5\uDEE0-\uDEE5\uDEE9\uDEEB\uDEEC\uDEF0\uDEF3-\uDEFA\uDFE0-\uDFEB]|\uD83E[\uDD0D-\uDD3A\uDD3C-\uDD45\uDD47-\uDD71\uDD73-\uDD76\uDD7A-\uDDA2\uDDA5-\uDDAA\uDDAE-\uDDCA\uDDCD-\uDDFF\uDE70-\uDE73\uDE78-\uDE7A\uDE80-\uDE82\uDE90-\uDE95])\uFE0F|(?:[\u261D\u26F9\u270A-\u270D]|\uD83C[\uDF85\uDFC2-\uDFC4\uDFC7\uDFCA-\uDFCC]|\uD83D[\uDC42\uDC43\uDC46-\uDC50\uDC66-\uDC78\uDC7C\uDC81-\uDC83\uDC85-\uDC87\uDC8F\uDC91\uDCAA\uDD74\uDD75\uDD7A\uDD90\uDD95\uDD96\uDE45-\uDE47\uDE4B-\uDE4F\uDEA3\uDEB4-\uDEB6\uDEC0\uDECC]|\uD83E[\uDD0F\uDD18-\uDD1F\uDD26\uDD30-\uDD39\uDD3C-\uDD3E\uDDB5\uDDB6\uDDB8\uDDB9\uDDBB\uDDCD-\uDDCF\uDDD1-\uDDDD])/g;
    };
  }
});

// node_modules/string-width/index.js
var require_string_width = __commonJS({
  "node_modules/string-width/index.js"(exports, module) {
    "use strict";
    var stripAnsi = require_strip_ansi();
    var isFullwidthCodePoint = require_is_fullwidth_code_point();
    var emojiRegex = require_emoji_regex();
    var stringWidth2 = (string) => {
      if (typeof string !== "string" || string.length === 0) {
        return 0;
      }
      string = stripAnsi(string);
      if (string.length === 0) {
        return 0;
      }
      string = string.replace(emojiRegex(), "  ");
      let width = 0;
      for (let i = 0; i < string.length; i++) {
        const code = string.codePointAt(i);
        if (code <= 31 || code >= 127 && code <= 159) {
          continue;
        }
        if (code >= 768 && code <= 879) {
          continue;
        }
        if (code > 65535) {
          i++;
        }
        width += isFullwidthCodePoint(code) ? 2 : 1;
      }
      return width;
    };
    module.exports = stringWidth2;
    module.exports.default = stringWidth2;
  }
});

// src/engine/finding.ts
var SEVERITY_RANK = { error: 2, warning: 1, info: 0 };
var EXIT = Object.freeze({ OK: 0, FINDINGS: 1, USAGE: 2, INTERNAL: 2 });
function compareFindings(a, b) {
  const fa = a.span?.file ?? "";
  const fb = b.span?.file ?? "";
  if (fa !== fb) return compareBytes(fa, fb);
  const la = a.span?.start.line ?? 0;
  const lb = b.span?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.span?.start.column ?? 0;
  const cb = b.span?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  if (a.ruleId !== b.ruleId) return compareBytes(a.ruleId, b.ruleId);
  return compareBytes(a.message, b.message);
}
var INTERNAL_ERROR_RULE = "internal-error";
function countSeverities(findings) {
  const c = { errorCount: 0, warningCount: 0, infoCount: 0 };
  for (const f of findings) {
    if (f.severity === "error") c.errorCount++;
    else if (f.severity === "warning") c.warningCount++;
    else c.infoCount++;
  }
  return c;
}
function exitCodeFor(findings, maxWarnings = -1) {
  if (findings.some((f) => f.ruleId === INTERNAL_ERROR_RULE)) return EXIT.INTERNAL;
  const c = countSeverities(findings);
  if (c.errorCount > 0) return EXIT.FINDINGS;
  if (maxWarnings >= 0 && c.warningCount > maxWarnings) return EXIT.FINDINGS;
  return EXIT.OK;
}
function renderMessage(template, data) {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (m, k) => k in data ? String(data[k]) : m);
}

// src/report/github.ts
var GITHUB_CAP = Object.freeze({ error: 10, warning: 10, info: 9 });
var COMMAND = { error: "error", warning: "warning", info: "notice" };
function escapeData(s) {
  return neutralise(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function annotation(f, prefix) {
  const props = [];
  const s = f.span;
  if (s) {
    props.push(`file=${escapeProperty(s.file.startsWith("/") ? s.file : prefix + s.file)}`);
    if (s.start.line > 0) {
      props.push(`line=${s.start.line}`, `endLine=${s.end.line}`);
      if (s.start.line === s.end.line) props.push(`col=${s.start.column}`, `endColumn=${s.end.column}`);
    }
  }
  props.push(`title=${escapeProperty(`ctxlens ${f.ruleId}`)}`);
  const text = f.hint ? `${f.message} ${f.hint}` : f.message;
  return `::${COMMAND[f.severity]} ${props.join(",")}::${escapeData(text)}`;
}
var github = (results, ctx) => {
  const ordered = [...results.findings].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  const shown = { error: 0, warning: 0, info: 0 };
  const lines = [];
  const hidden = [];
  for (const f of ordered) {
    if (shown[f.severity] >= GITHUB_CAP[f.severity]) {
      hidden.push(f);
      continue;
    }
    shown[f.severity]++;
    lines.push(annotation(f, ctx.pathPrefix ?? ""));
  }
  if (hidden.length > 0) {
    const c = countSeverities(hidden);
    const parts = [c.errorCount && `${c.errorCount} error(s)`, c.warningCount && `${c.warningCount} warning(s)`, c.infoCount && `${c.infoCount} info`].filter(Boolean);
    lines.push(`::notice::${escapeData(`ctxlens: ${hidden.length} more finding(s) not shown as annotations (${parts.join(", ")}); run ctxlens lint for the full list.`)}`);
  }
  return lines.length > 0 ? lines.join("\n") + "\n" : "";
};

// src/run/prepare.ts
import { readFileSync as readFileSync2 } from "node:fs";
import * as path9 from "node:path";

// src/engine/define-rule.ts
function defineRule(rule) {
  return rule;
}

// src/runtimes/fork/model/issues.ts
function isIssueOf(issue, rule) {
  return issue.rule === rule;
}

// src/engine/issues.ts
function reportLoadIssues(ctx, ruleId) {
  const report = ctx.report.bind(ctx);
  for (const issue of ctx.model.issues) {
    if (!isIssueOf(issue, ruleId)) continue;
    report({ messageId: issue.messageId, data: issue.data, span: issue.span, ...issue.hint !== void 0 ? { hint: issue.hint } : {} });
  }
}

// rules/agent-compaction-threshold.ts
var agent_compaction_threshold_default = defineRule({
  id: "agent-compaction-threshold",
  meta: {
    kind: "suggestion",
    description: "`compactionThreshold` in agent frontmatter may be ignored by the runtime.",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.3, \xA78 U12",
    runtimes: ["fork"]
  },
  messages: {
    frontmatter: '"compactionThreshold" may be ignored in frontmatter: the referenced runtime reads it only from agents.<id> in .opencode.json; it has no effect on context.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-compaction-threshold");
  }
});

// rules/agent-default-model.ts
var agent_default_model_default = defineRule({
  id: "agent-default-model",
  meta: {
    kind: "suggestion",
    description: "Agent entries without a model depend on provider credentials, and the load error without them names a random entry.",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA78 U20",
    runtimes: ["fork"]
  },
  messages: {
    noModel: 'Agent entries without "model" ({{ids}}) get a default model from the first provider with credentials; with no credential at all the runtime refuses to load with "no valid provider available for agent <name>", and which entry it names is random.'
  },
  defaultOptions: {},
  check(ctx) {
    const entries = ctx.model.config.agents.filter((e) => !e.model || e.model.value === "");
    if (entries.length === 0) return;
    const sorted = [...entries].sort((a, b) => compareBytes(a.id, b.id));
    const ids = [...new Set(sorted.map((e) => e.id))];
    ctx.report({ messageId: "noModel", data: { ids: ids.join(", ") }, span: sorted[0].key.span });
  }
});

// rules/opencode/agent-deprecated-key.ts
var messages = {
  tools: 'Agent "{{id}}": "tools" is deprecated; the runtime converts it to "permission" rules (write, edit and patch all become "edit"). Write "permission" instead.',
  maxSteps: 'Agent "{{id}}": "maxSteps" is deprecated; write "steps".'
};
var agent_deprecated_key_default = defineRule({
  id: "agent-deprecated-key",
  meta: {
    kind: "suggestion",
    description: "An agent uses a deprecated setting (tools, maxSteps).",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.3",
    runtimes: ["opencode"]
  },
  messages,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      if (!d.kept || !hasSettings(d)) continue;
      if (Object.hasOwn(d.written, "tools")) ctx.report({ messageId: "tools", data: { id: d.id }, span: d.spanAt("/tools", "key") });
      if (Object.hasOwn(d.written, "maxSteps")) ctx.report({ messageId: "maxSteps", data: { id: d.id }, span: d.spanAt("/maxSteps", "key") });
    }
  }
});

// rules/opencode/agent-description-missing.ts
var messages2 = {
  missing: 'Agent "{{id}}" (mode {{mode}}) has no description: the docs require one, and other agents choose a subagent by its description.'
};
var agent_description_missing_default = defineRule({
  id: "agent-description-missing",
  meta: {
    kind: "suggestion",
    description: "A custom agent other agents can call has no description.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.3",
    runtimes: ["opencode"]
  },
  messages: messages2,
  defaultOptions: {},
  check(ctx) {
    for (const a of ctx.model.agentSet.agents) {
      if (a.builtin || a.disabled || a.description !== null || a.definitions.length === 0 || a.mode === "primary") continue;
      if (!a.definitions.every(hasSettings)) continue;
      const last = a.definitions[a.definitions.length - 1];
      ctx.report({ messageId: "missing", data: { id: a.id, mode: a.mode }, span: last.span });
    }
  }
});

// rules/agent-dir-not-read.ts
var agent_dir_not_read_default = defineRule({
  id: "agent-dir-not-read",
  meta: {
    kind: "suggestion",
    description: "Agent files sit in a directory the fork does not read, so those agents do not exist at run time.",
    severity: "info",
    fixable: true,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1, \xA73.2",
    runtimes: ["fork"]
  },
  messages: {
    notRead: "{{count}} agent file(s) under {{dir}} are never loaded by the fork ({{reason}}); it reads agents only from {{where}}."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-dir-not-read");
  }
});

// rules/opencode/agent-duplicate-id.ts
var messages3 = {
  duplicate: 'Agent "{{id}}" is also defined by {{other}}: the runtime keeps one of the two files whole and drops the other, and which one survives changes from run to run.'
};
var agent_duplicate_id_default = defineRule({
  id: "agent-duplicate-id",
  meta: {
    kind: "problem",
    description: "Two agent files of one directory share an ID, and the runtime keeps either one at random.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.1",
    runtimes: ["opencode"]
  },
  messages: messages3,
  defaultOptions: {},
  check(ctx) {
    const groups = /* @__PURE__ */ new Map();
    for (const d of ctx.model.agentSet.definitions) {
      if (!d.kept || !d.markdown || d.configDir === null) continue;
      const key = `${d.configDir}\0${d.origin}\0${d.id}`;
      groups.set(key, [...groups.get(key) ?? [], d]);
    }
    for (const defs of groups.values()) {
      for (const d of defs.slice(1)) {
        ctx.report({ messageId: "duplicate", data: { id: d.id, other: defs[0].file }, span: d.span, related: [{ message: "first definition", span: defs[0].span }] });
      }
    }
  }
});

// rules/agent-file-not-read.ts
var agent_file_not_read_default = defineRule({
  id: "agent-file-not-read",
  meta: {
    kind: "problem",
    description: "An agent file has a name or sits in a folder the fork never reads, so the agent does not exist at run time.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1, \xA73.2, \xA73.5",
    runtimes: ["fork"]
  },
  messages: {
    extension: '{{file}} is never loaded: the runtime reads only names ending in ".md" (case-sensitive), so agent "{{id}}" does not exist at run time. Rename it to {{id}}.md.',
    directory: "{{count}} agent file(s) under {{dir}} are never loaded: the fork reads agents from {{where}}, not .agents/agents/. Move them to .agents/types/."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-file-not-read");
  }
});

// rules/opencode/agent-file-without-frontmatter.ts
var messages4 = {
  noFrontmatter: '{{file}} has no frontmatter, yet every .md file in an agent folder is an agent: it becomes agent "{{id}}" (mode {{mode}}, no description) whose prompt is the whole file. Move it out of the folder, or give it a frontmatter.'
};
var agent_file_without_frontmatter_default = defineRule({
  id: "agent-file-without-frontmatter",
  meta: {
    kind: "problem",
    description: "A markdown file without frontmatter in an agent folder becomes an agent.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.1",
    runtimes: ["opencode"]
  },
  messages: messages4,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      const md = d.markdown;
      if (!md || !d.kept || md.opens || md.lateFrontmatterLine !== null) continue;
      ctx.report({ messageId: "noFrontmatter", data: { file: d.file, id: d.id, mode: d.origin === "markdown-mode" ? "primary" : "all" }, span: d.span });
    }
  }
});

// rules/agent-frontmatter-case.ts
var agent_frontmatter_case_default = defineRule({
  id: "agent-frontmatter-case",
  meta: {
    kind: "problem",
    description: "A frontmatter key differs from a known key only in case, so the runtime ignores it.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.2, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    caseOnly: 'Key "{{key}}" in {{where}} matches "{{known}}" only case-insensitively: frontmatter keys are case-sensitive, so the runtime ignores it (the same key in .opencode.json would be honoured).'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-frontmatter-case");
  }
});

// rules/opencode/agent-frontmatter-invalid.ts
var messages5 = {
  unparsed: 'The frontmatter of agent "{{id}}" is not valid YAML ({{error}}): the runtime keeps the agent with no settings and sends the whole file, frontmatter included, as its prompt.',
  dropped: `The frontmatter of agent "{{pathId}}" is not valid YAML ({{error}}), even after the runtime's lenient retry: the runtime drops the file without a word.`
};
var agent_frontmatter_invalid_default = defineRule({
  id: "agent-frontmatter-invalid",
  meta: {
    kind: "problem",
    description: "An agent frontmatter that is not valid YAML loses every setting, or the whole agent.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.1",
    runtimes: ["opencode"]
  },
  messages: messages5,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      const md = d.markdown;
      if (!md || md.outcome !== "unparsed" && md.outcome !== "dropped") continue;
      const error = md.errors[md.errors.length - 1] ?? "YAML error";
      if (md.outcome === "unparsed") ctx.report({ messageId: "unparsed", data: { id: d.id, error }, span: d.span });
      else ctx.report({ messageId: "dropped", data: { pathId: d.pathId, error }, span: d.span });
    }
  }
});

// rules/opencode/agent-frontmatter-not-first.ts
var messages6 = {
  notFirst: 'The frontmatter of agent "{{id}}" starts on line {{line}}, not line 1: the runtime reads frontmatter only at the very start of the file, so the agent gets no settings and the whole file, frontmatter included, becomes its prompt.'
};
var agent_frontmatter_not_first_default = defineRule({
  id: "agent-frontmatter-not-first",
  meta: {
    kind: "problem",
    description: "An agent frontmatter that does not start on line 1 is ignored, and the file becomes a settings-less agent.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.1",
    runtimes: ["opencode"]
  },
  messages: messages6,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      const line = d.markdown?.lateFrontmatterLine ?? null;
      if (!d.kept || line === null) continue;
      ctx.report({ messageId: "notFirst", data: { id: d.id, line }, span: { file: d.file, pointer: "", start: { line, column: 1 }, end: { line, column: 4 } } });
    }
  }
});

// rules/agent-frontmatter-schema.ts
var agent_frontmatter_schema_default = defineRule({
  id: "agent-frontmatter-schema",
  meta: {
    kind: "problem",
    description: "Markdown agent frontmatter has a key the runtime ignores or a value of the wrong shape.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.2, \xA73.3",
    runtimes: ["fork"]
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" in {{where}}: the runtime (yaml.v3) ignores it silently, so it has no effect.{{suggestion}}',
    invalidValue: "Frontmatter value does not match the agent schema: {{detail}}."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-frontmatter-schema");
  }
});

// rules/agent-id-case-collision.ts
var agent_id_case_collision_default = defineRule({
  id: "agent-id-case-collision",
  meta: {
    kind: "problem",
    description: "Two agents whose IDs differ only in case are distinct agents at run time.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1, \xA72.2, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    collision: 'Agent ID "{{id}}" differs from "{{other}}" only in case: the runtime keeps two separate agents, and an agents.{{lower}} entry in .opencode.json can reach only "{{lower}}".'
  },
  defaultOptions: {},
  check(ctx) {
    const first = /* @__PURE__ */ new Map();
    for (const a of ctx.model.agents.values()) {
      const lower = a.id.toLowerCase();
      const other = first.get(lower);
      if (other === void 0) {
        first.set(lower, a.id);
        continue;
      }
      const created = a.contributions[0];
      if (created?.kind !== "markdown") continue;
      const f = ctx.model.agentFiles.find((x) => x.file === created.file && x.status === "loaded");
      ctx.report({ messageId: "collision", data: { id: a.id, other, lower }, span: f?.span ?? created.span });
    }
  }
});

// rules/agent-key-unreachable.ts
var AGENT_FIELDS = ["model", "maxTokens", "maxTurns", "reasoningEffort", "permission", "tools", "allowTools", "deferredTools", "mode", "name", "description", "color", "prompt", "langfusePromptPath", "langfusePromptLabel", "native", "hidden", "disabled", "parallelToolUse", "output", "skills", "structOutputSchemaDelivery", "taskBudget", "compactionThreshold", "summarizerMaxInputTokens", "context"];
var agent_key_unreachable_default = defineRule({
  id: "agent-key-unreachable",
  meta: {
    kind: "problem",
    description: "An agents key in .opencode.json with upper case or a dot, which configures another agent than it names.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA73.1, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    unreachable: 'agents.{{key}} lands on agent "{{id}}"; the markdown agent "{{key}}" never receives these settings.',
    lowerCased: 'agents.{{key}} is lower-cased by the runtime: it configures agent "{{id}}", not "{{key}}".',
    dotted: 'agents.{{key}} is split at "." by the runtime: it configures agent "{{id}}" under an unknown field "{{rest}}", so these settings are lost.'
  },
  defaultOptions: {},
  check(ctx) {
    const agentFields = new Set(AGENT_FIELDS.map((f) => f.toLowerCase()));
    const markdownIds = new Set(ctx.model.agentFiles.map((f) => f.id));
    for (const key of ctx.model.config.agentKeys ?? []) {
      const k = key.value;
      const lower = k.toLowerCase();
      const dot = lower.indexOf(".");
      const id = dot >= 0 ? lower.slice(0, dot) : lower;
      if (markdownIds.has(k) && k !== id) {
        ctx.report({ messageId: "unreachable", data: { key: k, id }, span: key.span });
      } else if (dot >= 0 && !agentFields.has(lower.slice(dot + 1).split(".")[0])) {
        ctx.report({ messageId: "dotted", data: { key: k, id, rest: lower.slice(dot + 1) }, span: key.span });
      } else if (k !== lower) {
        ctx.report({ messageId: "lowerCased", data: { key: k, id }, span: key.span });
      }
    }
  }
});

// rules/opencode/agent-mode-invalid.ts
var messages7 = {
  refused: 'Agent "{{id}}": mode {{mode}} is not primary, subagent or all: opencode refuses to start ("Configuration is invalid at {{file}}").{{suggestion}}',
  dropped: 'Agent "{{id}}": mode {{mode}} is not primary, subagent or all: the runtime drops this mode/ file without a word.{{suggestion}}'
};
var agent_mode_invalid_default = defineRule({
  id: "agent-mode-invalid",
  meta: {
    kind: "problem",
    description: "An agent mode other than primary, subagent or all stops the runtime (or drops a mode/ file).",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.1, \xA75.3",
    runtimes: ["opencode"]
  },
  messages: messages7,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      const v = d.violations.find((x) => x.pointer === "/mode");
      if (!v) continue;
      const mode = d.written["mode"];
      const guess = typeof mode === "string" ? didYouMean(mode, ["primary", "subagent", "all"]) : null;
      const data = { id: d.id, mode: JSON.stringify(mode) ?? String(mode), file: d.file, suggestion: guess ? ` Did you mean "${guess}"?` : "" };
      if (d.origin === "markdown-mode") ctx.report({ messageId: "dropped", data, span: v.span });
      else ctx.report({ messageId: "refused", data, span: v.span });
    }
  }
});

// rules/agent-mode-unknown.ts
var agent_mode_unknown_default = defineRule({
  id: "agent-mode-unknown",
  meta: {
    kind: "problem",
    description: "An agent mode the runtime does not recognise leaves the agent out of both mode lists.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA73.2, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    frontmatter: 'Mode "{{mode}}" is not agent, subagent or primary: the runtime keeps it verbatim, so agent "{{id}}" is in neither mode list.{{suggestion}}',
    json: 'Mode "{{mode}}" is applied verbatim from .opencode.json (only frontmatter rewrites "primary" to "agent"), so agent "{{id}}" is in neither mode list.{{suggestion}}'
  },
  defaultOptions: {},
  check(ctx) {
    const hint = (s) => s ? ` Did you mean "${s}"?` : "";
    for (const f of ctx.model.agentFiles) {
      if (f.status !== "loaded" || !f.mode) continue;
      const m = f.mode.value;
      if (m === "" || m === "agent" || m === "subagent" || m === "primary") continue;
      ctx.report({ messageId: "frontmatter", data: { mode: m, id: f.id, suggestion: hint(didYouMean(m, ["agent", "subagent", "primary"])) }, span: f.mode.span });
    }
    for (const e of ctx.model.config.agents) {
      if (!e.mode) continue;
      const m = e.mode.value;
      if (m === "" || m === "agent" || m === "subagent") continue;
      const s = m.toLowerCase() === "primary" ? "agent" : didYouMean(m, ["agent", "subagent"]);
      ctx.report({ messageId: "json", data: { mode: m, id: e.id, suggestion: hint(s) }, span: e.mode.span });
    }
  }
});

// rules/agent-model-overridden.ts
var agent_model_overridden_default = defineRule({
  id: "agent-model-overridden",
  meta: {
    kind: "problem",
    description: "A markdown agent's model is overridden by a default model the runtime fills in.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA73.1 step 5, \xA78 U20",
    runtimes: ["fork"]
  },
  messages: {
    builtinModel: 'model "{{model}}" never takes effect for the builtin agent "{{id}}": once any provider credential exists, the runtime gives every builtin an agents.{{id}} entry with a model, which overrides this one.',
    defaultedModel: 'agents.{{key}} sets no "model", so the runtime writes a default model into it, and that overrides model "{{model}}" from {{file}}.'
  },
  defaultOptions: {},
  check(ctx) {
    const builtins = new Set(BUILTIN_AGENTS.map((b) => b.id));
    const applied = ctx.model.agentFiles.filter((f) => f.status === "loaded" && f.applied !== false);
    for (const f of applied) {
      if (!builtins.has(f.id) || !f.model || f.model.value === "") continue;
      ctx.report({ messageId: "builtinModel", data: { model: f.model.value, id: f.id }, span: f.model.span });
    }
    for (const e of ctx.model.config.agents) {
      if (e.model && e.model.value !== "") continue;
      let md = null;
      for (const f of applied) if (f.id === e.id && f.model && f.model.value !== "") md = f;
      if (!md || !md.model) continue;
      ctx.report({ messageId: "defaultedModel", data: { key: e.key.value, model: md.model.value, file: md.file }, span: e.key.span });
    }
  }
});

// rules/opencode/agent-name-changes-id.ts
var messages8 = {
  renamed: 'Frontmatter name "{{name}}" makes this agent "{{name}}", not "{{pathId}}": opencode 1.18 keys it by name, so it is invoked as @{{name}}; newer opencode (V2) keys agents by path and calls it "{{pathId}}".'
};
var agent_name_changes_id_default = defineRule({
  id: "agent-name-changes-id",
  meta: {
    kind: "suggestion",
    description: "A frontmatter name replaces the agent ID the file path gives.",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.1",
    runtimes: ["opencode"]
  },
  messages: messages8,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      if (!d.markdown || !d.kept || !Object.hasOwn(d.written, "name") || d.id === d.pathId) continue;
      ctx.report({ messageId: "renamed", data: { name: d.id, pathId: d.pathId }, span: d.spanAt("/name", "value") });
    }
  }
});

// rules/agent-path-not-found.ts
var agent_path_not_found_default = defineRule({
  id: "agent-path-not-found",
  meta: {
    kind: "problem",
    description: "An agent directory the runtime is told to read is missing or cannot be listed.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1 step 4",
    runtimes: ["fork"]
  },
  messages: {
    notFound: 'agentPaths entry "{{entry}}" resolves to {{path}}, which is missing or not a directory: the runtime logs "Agent path not found or not a directory" and loads no agents from it.',
    unreadable: 'The agent directory {{path}} exists but cannot be listed: the runtime logs "Failed to read agent directory" and loads no agents from it.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-path-not-found");
  }
});

// src/runtimes/oac/model/types.ts
function oacOf(model) {
  const m = model;
  return m?.oac ?? null;
}

// rules/opencode/agent-permissions-plural.ts
var messages9 = {
  frontmatter: 'Agent "{{id}}": "permissions" (plural) is not a setting: the runtime passes it to the model provider as an option and enforces none of its rules. Write "permission".',
  config: 'Agent "{{id}}": "permissions" (plural) makes opencode 1.18 refuse to start ("V2 permissions are not supported by OpenCode V1"). Write "permission".'
};
var agent_permissions_plural_default = defineRule({
  id: "agent-permissions-plural",
  meta: {
    kind: "problem",
    description: 'An agent "permissions" (plural) map is never enforced (frontmatter) or stops the runtime (config).',
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.3",
    runtimes: ["opencode"]
  },
  messages: messages9,
  defaultOptions: {},
  check(ctx) {
    const oac = new Set((oacOf(ctx.model)?.agents ?? []).flatMap((a) => a.permissionsPlural ? [a.permissionsPlural.file] : []));
    for (const d of ctx.model.agentSet.definitions) {
      if (!Object.hasOwn(d.written, "permissions")) continue;
      if (d.markdown && (!d.kept || oac.has(d.file))) continue;
      const span2 = d.spanAt("/permissions", "key");
      if (d.markdown) ctx.report({ messageId: "frontmatter", data: { id: d.id }, span: span2 });
      else ctx.report({ messageId: "config", data: { id: d.id }, span: span2 });
    }
  }
});

// rules/opencode/agent-prompt-file-frontmatter.ts
var messages10 = {
  pasted: 'The prompt of agent "{{id}}" opens with a frontmatter ({{keys}}): a {file:} prompt pastes the whole file, so those lines reach the model as text and none of them is applied as a setting.'
};
var agent_prompt_file_frontmatter_default = defineRule({
  id: "agent-prompt-file-frontmatter",
  meta: {
    kind: "problem",
    description: "A config agent prompt pasted from a markdown agent file carries its frontmatter as text.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.4",
    runtimes: ["opencode"]
  },
  messages: messages10,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      if (!d.kept || !d.promptFrontmatterKeys) continue;
      const ptr = d.origin === "config-agents" ? "/system" : "/prompt";
      ctx.report({ messageId: "pasted", data: { id: d.id, keys: d.promptFrontmatterKeys.join(", ") }, span: d.spanAt(ptr, "value") });
    }
  }
});

// rules/opencode/agent-schema.ts
var messages11 = {
  refused: 'Agent "{{id}}": {{problem}} opencode refuses to start ("Configuration is invalid at {{file}}").',
  dropped: 'Agent "{{id}}": {{problem}} The runtime drops this mode/ file without a word.'
};
var agent_schema_default = defineRule({
  id: "agent-schema",
  meta: {
    kind: "problem",
    description: "An agent setting of the wrong type or value stops the runtime (or drops a mode/ file).",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.1, \xA75.3",
    runtimes: ["opencode"]
  },
  messages: messages11,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      const byPointer = /* @__PURE__ */ new Map();
      for (const v of d.violations) {
        if (v.pointer === "/mode" || v.pointer.startsWith("/mode/")) continue;
        byPointer.set(v.pointer, [...byPointer.get(v.pointer) ?? [], v]);
      }
      for (const [ptr, vs] of byPointer) {
        const problem = vs.length === 1 ? vs[0].message : `The value at "${ptr}" matches none of its allowed forms.`;
        const data = { id: d.id, problem, file: d.file };
        if (d.origin === "markdown-mode") ctx.report({ messageId: "dropped", data, span: vs[0].span });
        else ctx.report({ messageId: "refused", data, span: vs[0].span });
      }
    }
  }
});

// rules/opencode/agent-unknown-key.ts
var messages12 = {
  unknown: `Agent "{{id}}": {{keys}} {{verb}} not {{what}}: the runtime moves {{them}} into the agent's options and passes {{them}} to the model provider with every request.{{suggestion}}`
};
var agent_unknown_key_default = defineRule({
  id: "agent-unknown-key",
  meta: {
    kind: "problem",
    description: "An agent setting the runtime does not read is passed to the model provider as a request option.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.3",
    runtimes: ["opencode"]
  },
  messages: messages12,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      if (!d.kept || !hasSettings(d)) continue;
      const unknown = writtenKeys(d).filter((k) => !KNOWN_AGENT_KEYS.includes(k) && k !== "permissions");
      if (unknown.length === 0) continue;
      const first = unknown[0];
      const guess = first === "system" || first === "instructions" ? "prompt" : didYouMean(first, KNOWN_AGENT_KEYS);
      ctx.report({
        messageId: "unknown",
        data: {
          id: d.id,
          keys: unknown.map((k) => `"${k}"`).join(", "),
          verb: unknown.length === 1 ? "is" : "are",
          what: unknown.length === 1 ? "an agent setting" : "agent settings",
          them: unknown.length === 1 ? "it" : "them",
          suggestion: unknown.length === 1 && guess ? ` Did you mean "${guess}"?` : ""
        },
        span: d.spanAt(`/${first.replace(/~/g, "~0").replace(/\//g, "~1")}`, "key")
      });
    }
  }
});

// rules/allow-tools-empty.ts
var allow_tools_empty_default = defineRule({
  id: "allow-tools-empty",
  meta: {
    kind: "problem",
    description: "An empty allowTools list enables every tool instead of none.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA73.4, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    empty: '"allowTools: []" does not restrict tools: allow-list mode stays off, so agent "{{id}}" gets every tool, and any inherited tools map is dropped.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const f of ctx.model.agentFiles) {
      if (f.status !== "loaded" || f.applied === false || !f.allowTools || f.allowTools.value.length > 0) continue;
      ctx.report({ messageId: "empty", data: { id: f.id }, span: f.allowTools.span });
    }
    for (const e of ctx.model.config.agents) {
      if (!e.allowTools || e.allowTools.value.length > 0) continue;
      ctx.report({ messageId: "empty", data: { id: e.id }, span: e.allowTools.span });
    }
  }
});

// rules/builtin-agent-demoted.ts
var builtin_agent_demoted_default = defineRule({
  id: "builtin-agent-demoted",
  meta: {
    kind: "problem",
    description: "A markdown file for a builtin primary agent silently turns it into a subagent or takes it out of both mode lists.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.2, \xA73.4",
    runtimes: ["fork"]
  },
  messages: {
    demoted: 'This file turns the builtin primary agent "{{id}}" into a subagent: without "mode: agent" (or "primary") parsing sets mode "subagent", and the merge copies it over the builtin.',
    outOfLists: 'This file gives the builtin primary agent "{{id}}" the mode "{{mode}}", which is in neither mode list: "{{id}}" is no longer offered as a primary agent or a subagent.'
  },
  defaultOptions: {},
  check(ctx) {
    const primaries = new Set(BUILTIN_AGENTS.filter((b) => b.mode === "agent").map((b) => b.id));
    for (const f of ctx.model.agentFiles) {
      if (f.status !== "loaded" || f.applied === false || !primaries.has(f.id)) continue;
      const a = ctx.model.agents.get(f.id);
      if (!a || a.mode === "agent" || a.modeFrom?.kind !== "markdown" || a.modeFrom.file !== f.file) continue;
      const span2 = f.mode?.span ?? f.span ?? null;
      if (a.mode === "subagent") ctx.report({ messageId: "demoted", data: { id: f.id }, span: span2 });
      else ctx.report({ messageId: "outOfLists", data: { id: f.id, mode: a.mode }, span: span2 });
    }
  }
});

// rules/opencode/config-agents-v1-key.ts
var messages13 = {
  dropped: '"agents.{{id}}" is the V2 spelling, whose entries take only {{v2}}: the runtime drops "{{key}}" here without a word.{{hint}}'
};
var HINTS = {
  prompt: ' Write "system", or move the entry under "agent".',
  disable: ' Write "disabled", or move the entry under "agent".'
};
var config_agents_v1_key_default = defineRule({
  id: "config-agents-v1-key",
  meta: {
    kind: "problem",
    description: 'A V1 agent key inside a V2 "agents" entry is dropped.',
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.4",
    runtimes: ["opencode"]
  },
  messages: messages13,
  defaultOptions: {},
  check(ctx) {
    for (const d of ctx.model.agentSet.definitions) {
      if (d.origin !== "config-agents" || !d.kept) continue;
      for (const key of Object.keys(d.written)) {
        if (V2_AGENT_KEYS.includes(key) || key === "permissions") continue;
        ctx.report({ messageId: "dropped", data: { id: d.id, key, v2: V2_AGENT_KEYS.join(", "), hint: HINTS[key] ?? ' Move the entry under "agent".' }, span: d.spanAt(`/${key}`, "key") });
      }
    }
  }
});

// rules/config-candidate-file.ts
var config_candidate_file_default = defineRule({
  id: "config-candidate-file",
  meta: {
    kind: "problem",
    description: "The runtime reads a config file other than .opencode.json, as JSON, or skips an .opencode.json.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1 (candidate files), \xA78 U10",
    runtimes: ["fork"]
  },
  messages: {
    otherName: "The runtime uses {{file}} as its config file and parses it as JSON whatever its extension; name it .opencode.json.",
    shadows: "The runtime reads {{file}} and never {{shadowed}}: only the first config file found is used."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-candidate-file");
  }
});

// rules/config-duplicate-key.ts
var config_duplicate_key_default = defineRule({
  id: "config-duplicate-key",
  meta: {
    kind: "problem",
    description: "A key written twice in one object of .opencode.json; the earlier value is silently lost.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA78 U19",
    runtimes: ["fork"]
  },
  messages: {
    duplicate: 'Duplicate key "{{key}}": the runtime ignores this value (line {{line}}) and keeps the later one on line {{laterLine}}.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-duplicate-key");
  }
});

// rules/config-env-override.ts
var config_env_override_default = defineRule({
  id: "config-env-override",
  meta: {
    kind: "problem",
    description: "An OPENCODE_* environment variable changes the context settings of .opencode.json.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.7, \xA78 U18",
    runtimes: ["fork"]
  },
  messages: {
    override: '{{variable}} is set, so the runtime uses "{{value}}" for "{{key}}" instead of the config files; nothing in the repository shows this.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (o.affectsContext) ctx.report({ messageId: "override", data: { variable: o.variable, value: o.value, key: o.key }, span: o.span });
    }
  }
});

// rules/config-env-override-info.ts
var config_env_override_info_default = defineRule({
  id: "config-env-override-info",
  meta: {
    kind: "suggestion",
    description: "An OPENCODE_* environment variable overrides a .opencode.json setting unrelated to context.",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.7, \xA78 U18",
    runtimes: ["fork"]
  },
  messages: {
    override: '{{variable}} is set, so the runtime uses "{{value}}" for "{{key}}" instead of the config files.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (!o.affectsContext) ctx.report({ messageId: "override", data: { variable: o.variable, value: o.value, key: o.key }, span: o.span });
    }
  }
});

// rules/config-file-not-read.ts
var config_file_not_read_default = defineRule({
  id: "config-file-not-read",
  meta: {
    kind: "problem",
    description: "A configuration file sits where, or under a name that, the runtime never reads, so none of its settings apply.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1 (candidate files), \xA72.2",
    runtimes: ["fork"]
  },
  messages: {
    jsonc: "The runtime never reads {{file}}: it looks only for .opencode.json (or .opencode.<toml|yaml|\u2026>, all parsed as plain JSON) in the working directory, so none of these settings apply. {{instead}} Rename it to .opencode.json, without comments or trailing commas.",
    location: "The runtime never reads {{file}}: it looks for .opencode.json in the working directory only, not in the .opencode/ data directory, so none of these settings apply. {{instead}} Move it to the working directory as .opencode.json."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-file-not-read");
  }
});

// rules/opencode/config-invalid-value.ts
var messages14 = {
  invalid: '{{problem}} opencode refuses to start ("Configuration is invalid at {{file}}").'
};
var ELSEWHERE = /^\/(instructions|default_agent|agent|agents|mode)(\/|$)/;
var config_invalid_value_default = defineRule({
  id: "config-invalid-value",
  meta: {
    kind: "problem",
    description: "An opencode.json value of the wrong type or outside its allowed values stops the runtime.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.6",
    runtimes: ["opencode"]
  },
  messages: messages14,
  defaultOptions: {},
  check(ctx) {
    for (const { file, violations } of ctx.model.configViolations) {
      const seen = /* @__PURE__ */ new Set();
      for (const v of violations) {
        if (ELSEWHERE.test(v.pointer) || seen.has(v.pointer)) continue;
        seen.add(v.pointer);
        const many = violations.filter((x) => x.pointer === v.pointer).length > 1;
        ctx.report({ messageId: "invalid", data: { problem: many ? `The value at "${v.pointer}" matches none of its allowed forms.` : v.message, file }, span: v.span });
      }
    }
  }
});

// rules/opencode/config-key-dropped.ts
var messages15 = {
  dropped: '"{{key}}" is not an opencode.json key: opencode 1.18 drops it without a word.{{hint}}'
};
var HINTS2 = {
  system: ` An agent's prompt goes in "agent.<id>.prompt"; extra instruction files go in "instructions".`,
  prompt: ` An agent's prompt goes in "agent.<id>.prompt"; extra instruction files go in "instructions".`,
  contextPaths: ` "contextPaths" is the Go fork's key; mainstream OpenCode reads "instructions".`,
  context: ' Extra instruction files go in "instructions".'
};
var config_key_dropped_default = defineRule({
  id: "config-key-dropped",
  meta: {
    kind: "problem",
    description: "A top-level opencode.json key the runtime does not know is dropped silently.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.6",
    runtimes: ["opencode"]
  },
  messages: messages15,
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      if (!doc.data) continue;
      for (const key of Object.keys(doc.data)) {
        if (CONFIG_KEYS.includes(key)) continue;
        const guess = didYouMean(key, CONFIG_KEYS);
        const hint = HINTS2[key] ?? (guess ? ` Did you mean "${guess}"?` : "");
        ctx.report({ messageId: "dropped", data: { key, hint }, span: configSpanAt(doc, pointer("", key), "key") });
      }
    }
  }
});

// rules/config-key-spelling.ts
var config_key_spelling_default = defineRule({
  id: "config-key-spelling",
  meta: {
    kind: "suggestion",
    description: "A .opencode.json key spelled in another case than the field, colliding with a case variant, or split at a dot.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA78 U19",
    runtimes: ["fork"]
  },
  messages: {
    spelling: 'Key "{{key}}" works only because the runtime matches keys case-insensitively; spell it "{{canonical}}".',
    caseCollision: 'Keys "{{key}}" (line {{line}}) and "{{other}}" (line {{otherLine}}) differ only in case and collapse into one: the runtime keeps one of them at random (ctxlens uses the later, line {{otherLine}}).',
    dottedKey: 'Key "{{key}}" contains "."; the runtime splits it into nested keys {{nested}}.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-key-spelling");
  }
});

// rules/config-legacy-agent.ts
var config_legacy_agent_default = defineRule({
  id: "config-legacy-agent",
  meta: {
    kind: "problem",
    description: "An agents.task or agents.title entry, whose settings the runtime drops.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1 step 11, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    dropped: 'agents.{{key}} uses the legacy name "{{id}}": the runtime moves it to "{{target}}" only when no "{{target}}" entry exists, and once any provider credential exists one always does, so all of these settings are dropped.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-legacy-agent");
  }
});

// rules/config-load-failure.ts
var config_load_failure_default = defineRule({
  id: "config-load-failure",
  meta: {
    kind: "problem",
    description: "A configuration that makes the runtime refuse to start.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1 steps 3, 6, 10, \xA72.2, \xA72.5",
    runtimes: ["fork"]
  },
  messages: {
    unmarshal: "The runtime refuses to start: failed to unmarshal config: {{detail}}.",
    validation: "The runtime refuses to start: config validation failed: {{detail}}.",
    globalParse: "The runtime refuses to start: failed to read config: While parsing config: {{detail}}.",
    envUnmarshal: 'The runtime refuses to start: {{variable}} sets "{{key}}" to a value it cannot decode ({{detail}}).'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-load-failure");
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (o.error === null) continue;
      ctx.report({ messageId: "envUnmarshal", data: { variable: o.variable, key: o.key, detail: o.error }, span: o.span });
    }
  }
});

// rules/opencode/kit/define.ts
init_main();
import { posix as path } from "node:path";
function defineOcRule(rule) {
  return defineRule(rule);
}
function shownPath2(W, abs) {
  const r = path.relative(W, abs);
  return r === "" ? "." : r.startsWith("../") || r === ".." ? abs : r;
}
function docSpan(doc, offset2, length, pointer2 = "") {
  return { file: doc.file, pointer: pointer2, start: doc.lines.pos(offset2), end: doc.lines.pos(offset2 + Math.max(1, length)) };
}
function nodeAt2(doc, p) {
  let node = doc.tree;
  for (const seg of p) {
    if (!node) return void 0;
    if (node.type === "array" && typeof seg === "number") node = node.children?.[seg];
    else if (node.type === "object") node = node.children?.find((c) => c.children?.[0]?.value === seg)?.children?.[1];
    else return void 0;
  }
  return node;
}
function valueSpan(doc, p) {
  const n3 = nodeAt2(doc, p);
  const pointer2 = "/" + p.map((s) => String(s).replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
  return n3 ? docSpan(doc, n3.offset, n3.length, pointer2) : fileSpan(doc.file);
}
function tokenSpan(doc, t) {
  return t.offset >= 0 ? docSpan(doc, t.offset, t.text.length) : fileSpan(doc.file);
}
function pathAtOffset(doc, offset2) {
  if (!doc.tree || offset2 < 0) return [];
  const n3 = findNodeAtOffset(doc.tree, offset2);
  return n3 ? getNodePath(n3) : [];
}
function fileLevel(W, abs) {
  return fileSpan(shownPath2(W, abs));
}

// rules/opencode/config-refused.ts
var config_refused_default = defineOcRule({
  id: "config-refused",
  meta: {
    kind: "problem",
    description: "An opencode.json(c) is not valid JSONC, gives a key the wrong type, or names a default_agent that does not exist, is a subagent or is hidden: opencode refuses to start.",
    severity: "error",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA74.1",
    runtimes: ["opencode"]
  },
  messages: {
    refused: "opencode refuses to start here: {{reason}}",
    defaultAgent: "opencode refuses to start{{where}}: {{reason}}{{note}}."
  },
  defaultOptions: {},
  check(ctx) {
    for (const l of ctx.simulation().locations) {
      const p = l.project;
      if (p.refusal === null) continue;
      const bad = p.config.refusal;
      if (bad !== null) {
        if (bad.doc.subst.error !== null) continue;
        ctx.report({ messageId: "refused", data: { reason: bad.message.replace(/\n↳ /g, ": ") }, span: bad.doc.refusalSpan ?? fileSpan(bad.doc.file) });
        continue;
      }
      const doc = [...p.config.docs].reverse().find((d) => d.data !== null && typeof d.data["default_agent"] === "string");
      ctx.report({
        messageId: "defaultAgent",
        data: {
          reason: p.refusal,
          where: l === ctx.simulation().locations[0] ? "" : ` in ${shownPath2(ctx.model.W, p.W)}`,
          note: p.withGlobal ? "" : " (user-level agents were not read; if it is defined in ~/.config/opencode, lint with --with-global)"
        },
        span: doc ? valueSpan(doc, ["default_agent"]) : null
      });
    }
  }
});

// rules/config-schema.ts
var config_schema_default = defineRule({
  id: "config-schema",
  meta: {
    kind: "problem",
    description: "A key of .opencode.json that the runtime does not know, or decodes without documenting it.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA72.3, \xA78 U10",
    runtimes: ["fork"]
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" {{where}}: the runtime ignores it{{suggestion}}',
    skipDirs: '"contextDiscovery.skipDirs" is undocumented and absent from the schema, but the runtime decodes it and prunes these directories from discovery.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-schema");
  }
});

// rules/config-unknown-context-key.ts
var config_unknown_context_key_default = defineRule({
  id: "config-unknown-context-key",
  meta: {
    kind: "problem",
    description: "A key inside agents.<name>.context that the runtime drops.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA75.1, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" in agents.{{agent}}.context: the runtime drops it{{consequence}}{{suggestion}}'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-unknown-context-key");
  }
});

// rules/config-weak-typing.ts
var config_weak_typing_default = defineRule({
  id: "config-weak-typing",
  meta: {
    kind: "problem",
    description: "A .opencode.json value of the wrong JSON type that the runtime silently converts.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2 (weak typing), \xA78 U10",
    runtimes: ["fork"]
  },
  messages: {
    coerced: '"{{path}}" is {{found}} where the runtime expects {{expected}}; it reads it as {{result}}.',
    splitList: '"{{path}}" is the string {{value}}, not a list; the runtime splits it on "," into {{result}}.',
    wrapped: '"{{path}}" is a single {{found}}, not a list; the runtime wraps it into a one-element list.',
    mergedMaps: '"{{path}}" is a list of objects where the runtime expects one object; it merges them into one.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-weak-typing");
  }
});

// rules/config-working-dir.ts
var config_working_dir_default = defineRule({
  id: "config-working-dir",
  meta: {
    kind: "problem",
    description: "A wd key that does nothing, or a workingDir key that moves the whole project elsewhere.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA78 U10",
    runtimes: ["fork"]
  },
  messages: {
    wdIgnored: 'Key "{{key}}" matches no config field and is ignored; only "workingDir" changes the working directory.',
    workingDir: '"workingDir" moves the working directory to {{W}}: the runtime reads agents, flows and context there instead of in the directory it starts in ({{cwd}}), where it read the config files.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-working-dir");
    const wd = ctx.model.config.workingDir;
    if (wd) ctx.report({ messageId: "workingDir", data: { W: ctx.model.W, cwd: ctx.model.cwd }, span: wd.span });
  }
});

// src/runtimes/fork/sim/context-facts.ts
function describeTarget(t) {
  if (t.flowId !== null) return `step "${t.stepId ?? ""}" of flow "${t.flowId}" (agent "${t.agentId}")`;
  return `agent "${t.agentId}"`;
}
function spanKey(s) {
  return s === null ? "" : `${s.file}:${s.start.line}:${s.start.column}:${s.pointer}`;
}
function entrySpan(model, e, fallbackAbs) {
  if (e.node) return e.node.span;
  if (e.layer === "global" && model.config.contextPathsSpan) return model.config.contextPathsSpan;
  if (fallbackAbs !== void 0) {
    const r = rel(model.W, fallbackAbs);
    if (r !== null && !r.startsWith("../") && r !== ".." && r !== ".") return fileSpan(r);
  }
  return null;
}
function showPath(model, abs) {
  const r = rel(model.W, abs);
  return r === null || r === ".." || r.startsWith("../") ? abs : r;
}
function distinctEntries(sim) {
  const seen = /* @__PURE__ */ new Set();
  const seenObjects = /* @__PURE__ */ new Set();
  const out = [];
  for (const t of sim.targets) {
    for (const e of t.resolution.entries) {
      if (seenObjects.has(e)) continue;
      seenObjects.add(e);
      const k = JSON.stringify([e.layer, spanKey(e.node?.span ?? null), e.raw, e.expanded, e.skip, e.detail]);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ entry: e, target: t });
    }
  }
  return out;
}
function allContextSpecs(model) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const add = (spec, owner, kind) => {
    if (!spec) return;
    const k = spanKey(spec.span);
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ spec, owner, kind });
  };
  for (const a of model.config.agents) add(a.context, `agent "${a.id}"`, "agent");
  for (const f of model.agentFiles) add(f.context, `agent "${f.id}"`, "agent");
  for (const a of model.agents.values()) add(a.context, `agent "${a.id}"`, "agent");
  for (const flow of model.flows.values()) for (const s of flow.steps) add(s.context, `step "${s.id}" of flow "${flow.id}"`, "step");
  return out;
}

// src/text/o200k-table.ts
import { readFileSync } from "node:fs";
import { endianness } from "node:os";
import { createRequire } from "node:module";

// node_modules/gpt-tokenizer/esm/encodingParams/constants.js
var R50K_TOKEN_SPLIT_REGEX = new RegExp("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+", "gu");
var CONTRACTION_SUFFIX_PATTERN = String.raw`'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])`;
var OPTIONAL_CONTRACTION_SUFFIX = String.raw`(?:${CONTRACTION_SUFFIX_PATTERN})?`;
var CL100K_TOKEN_SPLIT_PATTERN = String.raw`${CONTRACTION_SUFFIX_PATTERN}|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s+$|\s*[\r\n]|\s+(?!\S)|\s`;
var CL100K_TOKEN_SPLIT_REGEX = new RegExp(CL100K_TOKEN_SPLIT_PATTERN, "gu");
var O200K_TOKEN_SPLIT_PATTERN = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+${OPTIONAL_CONTRACTION_SUFFIX}|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*${OPTIONAL_CONTRACTION_SUFFIX}|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;
var O200K_TOKEN_SPLIT_REGEX = new RegExp(O200K_TOKEN_SPLIT_PATTERN, "gu");

// src/text/o200k-table.ts
var MAGIC = "ctxtok1\n";
var BYTES_KIND = 128;
var HEADER = 16;
function isValidUtf8(b, start = 0, end = b.length) {
  let i = start;
  while (i < end) {
    const b1 = b[i];
    let n3;
    let cp;
    if (b1 <= 127) {
      i++;
      continue;
    } else if ((b1 & 224) === 192) {
      n3 = 2;
      cp = b1 & 31;
      if (b1 <= 193) return false;
    } else if ((b1 & 240) === 224) {
      n3 = 3;
      cp = b1 & 15;
    } else if ((b1 & 248) === 240) {
      n3 = 4;
      cp = b1 & 7;
      if (b1 > 244) return false;
    } else return false;
    if (i + n3 > end) return false;
    for (let j = 1; j < n3; j++) {
      const c = b[i + j];
      if ((c & 192) !== 128) return false;
      cp = cp << 6 | c & 63;
    }
    if (n3 === 3 && cp < 2048 || n3 === 4 && cp < 65536) return false;
    if (cp >= 55296 && cp <= 57343) return false;
    if (cp > 1114111) return false;
    i += n3;
  }
  return true;
}
function encodeTable(ranks) {
  const enc = new TextEncoder();
  const toks = [];
  const kinds = Buffer.alloc(ranks.length);
  let total = 0;
  const seen = /* @__PURE__ */ new Set();
  for (let r = 0; r < ranks.length; r++) {
    if (!(r in ranks)) throw new Error(`o200k table: rank ${r} is a hole`);
    const v = ranks[r];
    let b;
    if (typeof v === "string") {
      b = enc.encode(v);
      if (new TextDecoder("utf-8", { ignoreBOM: true }).decode(b) !== v) throw new Error(`o200k table: rank ${r} is not a well-formed string`);
    } else {
      b = Uint8Array.from(v);
      kinds[r] = BYTES_KIND;
    }
    if (b.length === 0 || b.length > 128) throw new Error(`o200k table: rank ${r} has ${b.length} bytes`);
    const key = Buffer.from(b).toString("latin1");
    if (seen.has(key)) throw new Error(`o200k table: rank ${r} repeats the bytes of another token`);
    seen.add(key);
    kinds[r] = kinds[r] | b.length & 127;
    toks.push(b);
    total += b.length;
  }
  const size = slotCount(ranks.length);
  const slots = new Uint32Array(size);
  const blob = Buffer.concat(toks);
  let at = 0;
  for (let r = 0; r < ranks.length; r++) {
    const len = toks[r].length;
    let s = hashBytes(blob, at, at + len) & size - 1;
    while (slots[s] !== 0) s = s + 1 & size - 1;
    slots[s] = r + 1;
    at += len;
  }
  const index = Buffer.alloc(size * 4);
  for (let i = 0; i < size; i++) index.writeUInt32LE(slots[i], i * 4);
  const head = Buffer.alloc(HEADER);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32LE(ranks.length, 8);
  head.writeUInt32LE(total, 12);
  return Buffer.concat([head, index, kinds, blob]);
}
function slotCount(n3) {
  let size = 1;
  while (size < n3 * 2) size *= 2;
  return size;
}
function hashBytes(b, start, end) {
  let h = 2166136261;
  for (let i = start; i < end; i++) h = Math.imul(h ^ b[i], 16777619);
  return h >>> 0;
}
var O200kTable = class {
  data;
  kinds;
  offsets;
  lengths;
  /** rank + 1 per slot, 0 when empty. */
  slots;
  mask;
  /** Read a table file's bytes (not copied when aligned). Throws on a file that is not one (wrong magic or sizes). */
  constructor(file) {
    const view = new DataView(file.buffer, file.byteOffset, file.length);
    const n3 = file.length >= HEADER ? view.getUint32(8, true) : 0;
    const total = file.length >= HEADER ? view.getUint32(12, true) : 0;
    if (n3 === 0 || n3 > file.length || total > file.length) throw new Error("not an o200k token table");
    const size = slotCount(n3);
    if (file.length < HEADER || Buffer.from(file.buffer, file.byteOffset, 8).toString("latin1") !== MAGIC || file.length !== HEADER + size * 4 + n3 + total) {
      throw new Error("not an o200k token table");
    }
    const kindsAt = HEADER + size * 4;
    this.kinds = file.subarray(kindsAt, kindsAt + n3);
    this.data = file.subarray(kindsAt + n3);
    this.mask = size - 1;
    const slotBytes = file.subarray(HEADER, kindsAt);
    if (endianness() === "LE") {
      const aligned = slotBytes.byteOffset % 4 === 0 ? slotBytes : new Uint8Array(slotBytes);
      this.slots = new Uint32Array(aligned.buffer, aligned.byteOffset, size);
    } else {
      this.slots = new Uint32Array(size);
      for (let i = 0; i < size; i++) this.slots[i] = view.getUint32(HEADER + i * 4, true);
    }
    this.offsets = new Uint32Array(n3);
    this.lengths = new Uint8Array(n3);
    let at = 0;
    for (let r = 0; r < n3; r++) {
      const len = this.kinds[r] & 127 || 128;
      this.offsets[r] = at;
      this.lengths[r] = len;
      at += len;
    }
    if (at !== total) throw new Error("not an o200k token table");
  }
  /** The rank of the token whose bytes are `b[start..end)` and whose kind is `bytesKind`, or -1. */
  find(b, start, end, bytesKind) {
    const len = end - start;
    let s = hashBytes(b, start, end) & this.mask;
    for (; ; ) {
      const r = this.slots[s] - 1;
      if (r === -1) return -1;
      if (this.lengths[r] === len) {
        const o = this.offsets[r];
        let same = true;
        for (let i = 0; i < len; i++) {
          if (this.data[o + i] !== b[start + i]) {
            same = false;
            break;
          }
        }
        if (same) return (this.kinds[r] & BYTES_KIND) !== 0 === bytesKind ? r : -1;
      }
      s = s + 1 & this.mask;
    }
  }
  /** Rank of a whole piece by its string (gpt-tokenizer's `getBpeRankFromString`): `utf8` is the piece's UTF-8, `wellFormed` whether the piece has no lone surrogate. */
  rankOfString(utf8, start, end, wellFormed) {
    return wellFormed ? this.find(utf8, start, end, false) : -1;
  }
  /** Rank of a byte range as gpt-tokenizer's `getBpeRankFromBytes` finds it (see the module comment), or -1. */
  rankOfBytes(b, start, end) {
    if (isValidUtf8(b, start, end)) {
      if (end - start >= 3 && b[start] === 239 && b[start + 1] === 187 && b[start + 2] === 191) start += 3;
      return start === end ? -1 : this.find(b, start, end, false);
    }
    return this.find(b, start, end, true);
  }
};
function before(ra, pa, rb, pb) {
  return ra < rb || ra === rb && pa < pb;
}
function mergeCount(table2, b, n3) {
  if (n3 <= 1) return n3;
  const next = new Int32Array(n3 + 1);
  const prev = new Int32Array(n3 + 1);
  const rankAt = new Float64Array(n3 + 1);
  for (let i = 0; i <= n3; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const pairRank = (i) => {
    const j = next[i];
    if (j >= n3) return Infinity;
    const k = next[j];
    const r = table2.rankOfBytes(b, i, k);
    return r < 0 ? Infinity : r;
  };
  let hr = new Float64Array(n3);
  let hp = new Int32Array(n3);
  let size = 0;
  const push = (r, p) => {
    if (size === hr.length) {
      const r2 = new Float64Array(size * 2);
      r2.set(hr);
      hr = r2;
      const p2 = new Int32Array(size * 2);
      p2.set(hp);
      hp = p2;
    }
    let i = size++;
    while (i > 0) {
      const up = i - 1 >> 1;
      if (!before(r, p, hr[up], hp[up])) break;
      hr[i] = hr[up];
      hp[i] = hp[up];
      i = up;
    }
    hr[i] = r;
    hp[i] = p;
  };
  const pop = () => {
    const r = hr[--size];
    const p = hp[size];
    let i = 0;
    for (; ; ) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && before(hr[c + 1], hp[c + 1], hr[c], hp[c])) c++;
      if (!before(hr[c], hp[c], r, p)) break;
      hr[i] = hr[c];
      hp[i] = hp[c];
      i = c;
    }
    hr[i] = r;
    hp[i] = p;
  };
  const alive = new Uint8Array(n3 + 1).fill(1);
  for (let i = 0; i < n3 - 1; i++) {
    rankAt[i] = pairRank(i);
    if (rankAt[i] !== Infinity) push(rankAt[i], i);
  }
  rankAt[n3 - 1] = Infinity;
  let parts = n3;
  while (size > 0) {
    const r = hr[0];
    const i = hp[0];
    pop();
    if (alive[i] === 0 || rankAt[i] !== r) continue;
    const j = next[i];
    alive[j] = 0;
    next[i] = next[j];
    prev[next[j]] = i;
    parts--;
    rankAt[i] = pairRank(i);
    if (rankAt[i] !== Infinity) push(rankAt[i], i);
    const p = prev[i];
    if (p >= 0) {
      rankAt[p] = pairRank(p);
      if (rankAt[p] !== Infinity) push(rankAt[p], p);
    }
  }
  return parts;
}
function tableCounter(table2) {
  const encoder = new TextEncoder();
  let buf = new Uint8Array(1024);
  return (text) => {
    let count = 0;
    for (const m of text.matchAll(O200K_TOKEN_SPLIT_REGEX)) {
      const piece = m[0];
      const len = piece.length;
      let ascii = true;
      let wellFormed = true;
      for (let i = 0; i < len; i++) {
        const c = piece.charCodeAt(i);
        if (c < 128) continue;
        ascii = false;
        if (c >= 55296 && c <= 56319) {
          const d = i + 1 < len ? piece.charCodeAt(i + 1) : 0;
          if (d >= 56320 && d <= 57343) i++;
          else wellFormed = false;
        } else if (c >= 56320 && c <= 57343) wellFormed = false;
      }
      if (buf.length < len * 3) buf = new Uint8Array(len * 3 + 16);
      let n3;
      if (ascii) {
        for (let i = 0; i < len; i++) buf[i] = piece.charCodeAt(i);
        n3 = len;
      } else n3 = encoder.encodeInto(piece, buf).written;
      if (table2.rankOfString(buf, 0, n3, wellFormed) >= 0) count++;
      else count += mergeCount(table2, buf, n3);
    }
    return count;
  };
}
var shared = null;
function o200kTable() {
  if (shared !== null) return shared;
  let file = null;
  try {
    file = readFileSync(new URL("./o200k_base.ctxtok", import.meta.url));
  } catch {
    file = null;
  }
  if (file !== null) {
    try {
      return shared = new O200kTable(file);
    } catch {
    }
  }
  const m = createRequire(import.meta.url)("gpt-tokenizer/bpeRanks/o200k_base");
  const ranks = Array.isArray(m) ? m : m.default;
  return shared = new O200kTable(encodeTable(ranks));
}

// src/text/token-count.ts
var LONG_RUN = 256;
var SLICE = 64;
var CHUNK = 1 << 16;
var EXACT_TOKEN_CHARS = 8 << 20;
function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function countWith(exact2, whole) {
  const encode = (s) => s === "" ? 0 : exact2(s);
  const n3 = Math.min(whole.length, EXACT_TOKEN_CHARS);
  const text = n3 < whole.length ? whole.slice(0, n3) : whole;
  let total = 0;
  let pending = 0;
  let i = 0;
  while (i < n3) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n3 && !isSpace(text.charCodeAt(j))) j++;
    if (j - i >= LONG_RUN) {
      total += encode(text.slice(pending, i));
      for (let k = i; k < j; k += SLICE) total += encode(text.slice(k, Math.min(k + SLICE, j)));
      pending = j;
    } else if (j - pending >= CHUNK && j < n3 && text.charCodeAt(j) === 32) {
      total += encode(text.slice(pending, j));
      pending = j;
    }
    i = j;
  }
  total += encode(text.slice(pending, n3));
  return n3 < whole.length ? Math.round(total * whole.length / n3) : total;
}
var exact = null;
function o200kPieceCount() {
  return exact ??= tableCounter(o200kTable());
}
function countTokens(text) {
  return countWith(o200kPieceCount(), text);
}

// rules/context-budget.ts
var DEFAULT_MAX_TOKENS = 32e3;
var context_budget_default = defineRule({
  id: "context-budget",
  meta: {
    kind: "problem",
    description: "The context an agent or flow step loads into every prompt (context files and manifest) exceeds a token budget.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: {
      type: "object",
      properties: { maxTokens: { type: "integer", minimum: 1, description: "Budget for the always-on context of one agent or step, in o200k_base tokens (default 32000)." } },
      additionalProperties: false
    },
    spec: "docs/runtimes/fork.md \xA75.7, \xA76.8",
    runtimes: ["fork"]
  },
  messages: {
    overBudget: "The always-on context of {{targets}} is about {{tokens}} tokens ({{bytes}} bytes), over the budget of {{max}} tokens: it is sent with every request, before any conversation. The largest file is {{file}} (about {{fileTokens}} tokens); move detail into nested context files, which the runtime discloses on demand."
  },
  defaultOptions: { maxTokens: DEFAULT_MAX_TOKENS },
  check(ctx, options) {
    const max = options.maxTokens;
    const groups = /* @__PURE__ */ new Map();
    for (const t of ctx.simulation().targets) {
      if ((t.renderedLength ?? Buffer.byteLength(t.rendered, "utf8")) <= max) continue;
      const bytes = t.renderedBytes ?? Buffer.from(t.rendered);
      const key = bytes.toString("latin1");
      const g = groups.get(key);
      if (g) g.push(t);
      else groups.set(key, [t]);
    }
    const model = ctx.model;
    for (const g of groups.values()) {
      const first = g[0];
      const tokens = countTokens(first.rendered);
      if (tokens <= max) continue;
      const largest = [...first.resolution.files].sort((a, b) => b.bytes - a.bytes)[0];
      const names = g.map((t) => describeTarget(t.target));
      const targets = names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
      const file = largest ? showPath(model, largest.abs) : "the manifest";
      const inside = largest !== void 0 && !file.startsWith("/");
      const span2 = largest === void 0 ? null : inside ? { ...fileSpan(file), start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } : entrySpan(model, largest.entry);
      ctx.report({
        messageId: "overBudget",
        data: {
          targets,
          tokens: tokens.toLocaleString("en-US"),
          bytes: (first.renderedBytes ?? Buffer.from(first.rendered)).length.toLocaleString("en-US"),
          max: max.toLocaleString("en-US"),
          file,
          fileTokens: largest ? countTokens(largest.content.toString("utf8")).toLocaleString("en-US") : "0"
        },
        span: span2
      });
    }
  }
});

// rules/context-dedupe.ts
var context_dedupe_default = defineRule({
  id: "context-dedupe",
  meta: {
    kind: "problem",
    description: "Two context entries resolve to the same lower-cased dedupe key, so one is dropped (by a race within a layer).",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6, \xA78 U5, U6",
    runtimes: ["fork"]
  },
  messages: {
    namedTwice: 'Context entry "{{loser}}" names {{path}} again ("{{winner}}" already does in this layer); it adds nothing.',
    raceHidden: '{{loserPath}} (entry "{{loser}}") shares the lower-cased dedupe key {{key}} with the missing {{winnerPath}} (entry "{{winner}}"): in the runtime the two race, and when the missing one claims the key first {{loserPath}} is not rendered at all. ctxlens keeps the first declared, so it is not rendered.',
    raceBoth: '{{loserPath}} (entry "{{loser}}") and {{winnerPath}} (entry "{{winner}}") share the lower-cased dedupe key {{key}}: the runtime renders only one of them, chosen by a race between goroutines. ctxlens keeps the first declared, {{winnerPath}}.',
    crossLayerHidden: '{{loserPath}} (entry "{{loser}}", {{layer}} layer) is never rendered: the {{winnerLayer}} entry "{{winner}}" names the missing {{winnerPath}}, which claims the same lower-cased dedupe key {{key}} first.',
    crossLayerDuplicate: 'Context entry "{{loser}}" ({{layer}} layer) names {{loserPath}}, which the {{winnerLayer}} entry "{{winner}}" already includes as {{winnerPath}}; it stays in the {{winnerLayer}} position and this entry adds nothing.',
    walkDuplicate: '{{loserPath}} under "{{loser}}" is the same file as {{winnerPath}}, which the walk reached first; it is rendered once, as {{winnerPath}}.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const seen = /* @__PURE__ */ new Set();
    const seenLists = /* @__PURE__ */ new Set();
    for (const t of ctx.simulation().targets) {
      if (seenLists.has(t.resolution.collisions)) continue;
      seenLists.add(t.resolution.collisions);
      for (const c of t.resolution.collisions) {
        if (!c.winner.exists && !c.loser.exists) continue;
        const k = JSON.stringify([c.key, c.winner.abs, c.winner.layer, c.winner.entry.raw, c.loser.abs, c.loser.layer, c.loser.entry.raw]);
        if (seen.has(k)) continue;
        seen.add(k);
        const sameEntry = c.winner.entry === c.loser.entry;
        const span2 = entrySpan(model, c.loser.entry, c.loser.exists ? c.loser.abs : void 0) ?? entrySpan(model, c.winner.entry, c.winner.abs);
        const base = {
          winner: c.winner.entry.raw,
          loser: c.loser.entry.raw,
          winnerPath: showPath(model, c.winner.abs),
          loserPath: showPath(model, c.loser.abs)
        };
        if (c.samePath) {
          if (c.race) ctx.report({ messageId: "namedTwice", data: { loser: base.loser, winner: base.winner, path: base.loserPath }, span: span2 });
          else if (!sameEntry)
            ctx.report({ messageId: "crossLayerDuplicate", data: { ...base, layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
        } else if (sameEntry) {
          ctx.report({ messageId: "walkDuplicate", data: { loser: base.loser, loserPath: base.loserPath, winnerPath: base.winnerPath }, span: span2 });
        } else if (c.race) {
          if (!c.winner.exists) ctx.report({ messageId: "raceHidden", data: { ...base, key: c.key }, span: span2 });
          else ctx.report({ messageId: "raceBoth", data: { ...base, key: c.key }, span: span2 });
        } else if (!c.winner.exists) {
          ctx.report({ messageId: "crossLayerHidden", data: { ...base, key: c.key, layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
        } else {
          ctx.report({ messageId: "crossLayerDuplicate", data: { ...base, layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
        }
      }
    }
  }
});

// rules/context-entry-env.ts
var context_entry_env_default = defineRule({
  id: "context-entry-env",
  meta: {
    kind: "suggestion",
    description: "An agent or step context entry depends on an environment variable, so other machines may read a different file.",
    severity: "info",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.4",
    runtimes: ["fork"]
  },
  messages: {
    dependsOnEnv: 'Context entry "{{entry}}" depends on the environment ({{vars}}); here it resolves to {{path}}{{outcome}}. Another machine or CI may read a different file, or none.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === "global" || e.joined === null || e.expanded === null) continue;
      const envTokens = e.tokens.filter((t) => t.startsWith("env."));
      if (envTokens.length === 0 || e.skip === "escapes") continue;
      const vars = [...new Set(envTokens)].map((t) => `${t.slice(4)}=${JSON.stringify(model.env[t.slice(4)] ?? "")}`).join(", ");
      const outcome = e.files.length > 0 ? ` (${e.files.length} file${e.files.length === 1 ? "" : "s"})` : `, which contributes nothing (${e.skip ?? "empty"})`;
      ctx.report({ messageId: "dependsOnEnv", data: { entry: e.raw, vars, path: showPath(model, e.joined) + (e.expanded.endsWith("/") ? "/" : ""), outcome }, span: entrySpan(model, e) });
    }
  }
});

// rules/context-entry-escapes.ts
var context_entry_escapes_default = defineRule({
  id: "context-entry-escapes",
  meta: {
    kind: "problem",
    description: "An agent or step context entry leaves the working directory, so the runtime rejects it; or it is absolute and gets re-rooted.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.5",
    runtimes: ["fork"]
  },
  messages: {
    outside: 'Context entry "{{entry}}" resolves to {{path}}, outside the working directory: the runtime rejects it and reads nothing.',
    envOutside: 'Context entry "{{entry}}" expands to "{{expanded}}" here, which resolves to {{path}} outside the working directory: the runtime rejects it and reads nothing.',
    cleansToW: 'Context entry "{{entry}}" names the working directory itself: the runtime rejects it. Name a subdirectory with a trailing "/" instead.',
    symlink: 'Context entry "{{entry}}" is a symlink to {{target}}, outside the working directory: the runtime rejects it and reads nothing.',
    wIsRoot: 'The working directory is "/", so the runtime rejects every agent and step context entry, "{{entry}}" included.',
    reRooted: 'Context entry "{{entry}}" is absolute: the runtime joins it under the working directory and reads {{path}}, not {{entry}}.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === "global") continue;
      const span2 = entrySpan(model, e);
      if (e.skip === "escapes" && e.expanded !== null && e.joined !== null) {
        const why = e.detail;
        if (why === "w-is-root") ctx.report({ messageId: "wIsRoot", data: { entry: e.raw }, span: span2 });
        else if (why === "cleans-to-w") ctx.report({ messageId: "cleansToW", data: { entry: e.raw }, span: span2 });
        else if (why === "outside" && e.tokens.some((t) => t.startsWith("env.")))
          ctx.report({ messageId: "envOutside", data: { entry: e.raw, expanded: e.expanded, path: e.joined }, span: span2 });
        else if (why === "outside") ctx.report({ messageId: "outside", data: { entry: e.raw, path: e.joined }, span: span2 });
        else ctx.report({ messageId: "symlink", data: { entry: e.raw, target: why ?? "?" }, span: span2 });
        continue;
      }
      if (e.reRooted && e.joined !== null) ctx.report({ messageId: "reRooted", data: { entry: e.raw, path: showPath(model, e.joined) }, span: span2 });
    }
  }
});

// rules/context-entry-missing.ts
var context_entry_missing_default = defineRule({
  id: "context-entry-missing",
  meta: {
    kind: "problem",
    description: 'A context entry resolves to nothing (missing file, directory without "/", symlinked directory), and the runtime skips it silently.',
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6, \xA78 U16",
    runtimes: ["fork"]
  },
  messages: {
    missing: 'Context entry "{{entry}}" names {{path}}, which does not exist: the runtime skips it silently.',
    isDirectory: 'Context entry "{{entry}}" names a directory without a trailing "/": the runtime reads nothing. Write "{{fix}}" to include the files under it.',
    symlinkDirRoot: 'Context entry "{{entry}}" is a symlink to the directory {{target}}: the runtime does not follow a symlinked walk root and reads nothing. Name the real directory instead.',
    emptyDir: 'Context entry "{{entry}}" walks {{path}}, which holds no files.',
    unreadable: 'Context entry "{{entry}}" names {{path}}, which cannot be read: the runtime skips it silently.',
    walkedSymlinkDir: '{{file}} under "{{entry}}" is a symlink to a directory: the walk does not follow it, so nothing under it is read.',
    walkNothingRead: 'Context entry "{{entry}}" walks {{path}}, but everything there is a symlink to a directory, which the walk does not follow: the runtime reads nothing.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null) continue;
      const written = e.node !== null || e.layer !== "global" || model.config.contextPathsOrigin !== "default";
      if (!written) continue;
      const span2 = entrySpan(model, e);
      const path13 = showPath(model, e.joined);
      switch (e.skip) {
        case "missing":
          ctx.report({ messageId: "missing", data: { entry: e.raw, path: path13 }, span: span2 });
          break;
        case "is-directory":
          if ((e.expanded ?? "").endsWith("/")) ctx.report({ messageId: "walkNothingRead", data: { entry: e.raw, path: path13 + "/" }, span: span2 });
          else ctx.report({ messageId: "isDirectory", data: { entry: e.raw, fix: e.raw + "/" }, span: span2 });
          break;
        case "symlink-dir-root":
          ctx.report({ messageId: "symlinkDirRoot", data: { entry: e.raw, target: sim.facts.path(e.joined).realPath ?? "?" }, span: span2 });
          break;
        case "empty-dir":
          ctx.report({ messageId: "emptyDir", data: { entry: e.raw, path: path13 + "/" }, span: span2 });
          break;
        case "unreadable":
          ctx.report({ messageId: "unreadable", data: { entry: e.raw, path: path13 }, span: span2 });
          break;
        // 'too-large' is context-file-too-large's.
        default:
          break;
      }
      if (!(e.expanded ?? "").endsWith("/") || e.skip === "symlink-dir-root") continue;
      for (const c of e.candidates ?? []) {
        if (c.abs !== e.joined && c.kind === "symlink" && c.skip === "is-directory") {
          ctx.report({ messageId: "walkedSymlinkDir", data: { file: showPath(model, c.abs), entry: e.raw }, span: entrySpan(model, e, c.abs) });
        }
      }
    }
  }
});

// rules/context-file-too-large.ts
var context_file_too_large_default = defineRule({
  id: "context-file-too-large",
  meta: {
    kind: "problem",
    description: "A context file is over 256 MiB: the runtime reads it whole into the prompt; ctxlens does not simulate it, so render and audit leave it out.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6",
    runtimes: ["fork"]
  },
  messages: {
    tooLarge: 'Context entry "{{entry}}" names {{path}}, {{bytes}} bytes: the runtime reads it whole into the prompt; ctxlens does not simulate files over {{limit}} bytes, so its render and audit leave it out.',
    walkedTooLarge: '{{path}} under "{{entry}}" is {{bytes}} bytes: the runtime reads it whole into the prompt; ctxlens does not simulate files over {{limit}} bytes, so its render and audit leave it out.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const bytes = (abs) => sim.facts.path(abs).size ?? 0;
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null) continue;
      if (e.skip === "too-large") {
        ctx.report({ messageId: "tooLarge", data: { entry: e.raw, path: showPath(model, e.joined), bytes: bytes(e.joined), limit: MAX_SIMULATED_FILE_BYTES }, span: entrySpan(model, e) });
        continue;
      }
      for (const c of e.candidates ?? []) {
        if (c.abs === e.joined || c.skip !== "too-large") continue;
        ctx.report({ messageId: "walkedTooLarge", data: { entry: e.raw, path: showPath(model, c.abs), bytes: bytes(c.abs), limit: MAX_SIMULATED_FILE_BYTES }, span: entrySpan(model, e, c.abs) });
      }
    }
  }
});

// rules/context-file-trailing-slash.ts
var context_file_trailing_slash_default = defineRule({
  id: "context-file-trailing-slash",
  meta: {
    kind: "suggestion",
    description: 'A context entry ends in "/" but names a file, which the runtime reads as a single file.',
    severity: "info",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6, \xA78 U16",
    runtimes: ["fork"]
  },
  messages: {
    fileWithSlash: 'Context entry "{{entry}}" ends in "/" but {{path}} is a file: the runtime reads it as one file. Drop the "/" to say what it does.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null || !(e.expanded ?? "").endsWith("/")) continue;
      const root = (e.candidates ?? []).find((c) => c.abs === e.joined);
      if (!root || root.skip !== null && root.skip !== "duplicate") continue;
      if (sim.facts.path(e.joined).kind !== "file") continue;
      ctx.report({ messageId: "fileWithSlash", data: { entry: e.raw, path: showPath(model, e.joined) }, span: entrySpan(model, e) });
    }
  }
});

// src/runtimes/fork/sim/disclosure-facts.ts
function showRel(model, abs) {
  const r = rel(model.W, abs);
  return r === null || r === ".." || r.startsWith("../") ? abs : r;
}
function nestedFileSpan(model, abs) {
  return fileSpan(showRel(model, abs));
}
function listSome(items, max = 10) {
  if (items.length <= max) return items.join(", ");
  return `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}
function scanPruned(model, d, opts = {}) {
  const t = d.trace;
  if (!t) return [];
  const names = new Set(t.basenames);
  const rootMatched = new Set(t.rootMatched);
  const ignore = new Set(opts.ignore ?? [".git"]);
  let budget = opts.budget ?? 1e5;
  const out = [];
  const src = model.source;
  const walk = (abs, relDir, top) => {
    const ents = src.readdir(abs);
    if (ents === null) return;
    for (const e of ents) {
      if (--budget < 0) return;
      const a = abs + "/" + e.name;
      const r = relDir + "/" + e.name;
      if (e.kind === "dir") {
        if (!ignore.has(e.name)) walk(a, r, top);
        continue;
      }
      if (e.name.startsWith(".") || !names.has(e.name) || rootMatched.has(a) || t.inlinedPrefixes.some((p) => a.startsWith(p))) continue;
      out.push({ abs: a, rel: r, depth: r.split("/").length - 1, prunedDir: top.rel, reason: top.reason });
    }
  };
  for (const p of t.pruned) {
    if (p.reason === "walk-error" || ignore.has(p.rel.split("/").pop())) continue;
    walk(p.abs, p.rel, { rel: p.rel, reason: p.reason });
  }
  return out;
}

// rules/context-hidden-both.ts
var context_hidden_both_default = defineRule({
  id: "context-hidden-both",
  meta: {
    kind: "problem",
    description: "A context file is neither inlined nor disclosed for an agent or step, because of how global entries and scoped layers interact.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 4, \xA76.4, \xA78 U7, U16",
    runtimes: ["fork"]
  },
  messages: {
    globalDropped: '{{file}} is neither inlined nor disclosed for {{targets}}: a replace layer drops the global contextPaths, yet global entry "{{entry}}" still excludes the file from discovery.',
    symlinkDir: '{{file}} is neither inlined nor disclosed for {{targets}}: entry "{{entry}}" is a symlink to a directory, which the resolver reads nothing from, yet it subtracts the file from discovery.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const rejected = (sim.discovery.trace?.rejected ?? []).filter((r) => r.reason === "root-matched" || r.reason === "inlined-prefix");
    const rts = allTargets(model);
    const found = /* @__PURE__ */ new Map();
    const add = (messageId, file, entry, span2, target) => {
      const key = `${messageId}\0${file}\0${entry}`;
      const f = found.get(key);
      if (f) {
        if (!f.targets.includes(target)) f.targets.push(target);
      } else found.set(key, { messageId, file, entry, span: span2, targets: [target] });
    };
    sim.targets.forEach((ts, i) => {
      const rt = rts[i];
      if (!rt || configGate(model, rt) !== null) return;
      const inlined = new Set(ts.resolution.files.flatMap((f) => [f.abs, f.realPath ?? f.abs]));
      const who = describeTarget(ts.target);
      if (!ts.resolution.layers.some((l) => l.name === "global")) {
        for (const r of rejected) {
          if (inlined.has(r.abs) || inlined.has(sim.facts.path(r.abs).realPath ?? r.abs)) continue;
          const G = model.config.contextPaths;
          const idx = G.findIndex((e) => (e.endsWith("/") ? join(model.W, e) + "/" : join(model.W, e)) === r.by);
          const entry = idx >= 0 ? G[idx] : r.by ?? "?";
          const span2 = (idx >= 0 ? model.config.contextPathNodes?.[idx]?.span : void 0) ?? nestedFileSpan(model, r.abs);
          add("globalDropped", r.rel, entry, span2, who);
        }
      }
      for (const f of ts.manifest.filteredOut ?? []) {
        if (!f.symlinkDirRoot || inlined.has(f.file.abs)) continue;
        add("symlinkDir", f.file.rel, f.raw, f.node?.span ?? nestedFileSpan(model, f.file.abs), who);
      }
    });
    for (const f of found.values()) {
      ctx.report({ messageId: f.messageId, data: { file: f.file, entry: f.entry, targets: listSome(f.targets, 5) }, span: f.span });
    }
  }
});

// rules/context-layer-empty.ts
var context_layer_empty_default = defineRule({
  id: "context-layer-empty",
  meta: {
    kind: "problem",
    description: "A replace context layer resolves to no file, so the agent or step gets no project context at all.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.3, \xA75.8",
    runtimes: ["fork"]
  },
  messages: {
    emptyReplace: "This {{layer}} context replaces the global context but resolves to no file ({{why}}), so no project context at all, not even the header, reaches {{targets}}."
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const groups = /* @__PURE__ */ new Map();
    for (const t of ctx.simulation().targets) {
      const res = t.resolution;
      if (res.files.length > 0 || res.layers.length === 0) continue;
      const stopper = res.layers[0];
      if (stopper.name === "global" || stopper.mode !== "replace") continue;
      let spec = null;
      if (stopper.name === "agent") spec = model.agents.get(t.target.agentId)?.context ?? null;
      else if (t.target.flowId !== null) spec = model.flows.get(t.target.flowId)?.steps.find((s) => s.id === t.target.stepId)?.context ?? null;
      const span2 = spec?.pathsSpan ?? spec?.span ?? null;
      const entries = res.entries.filter((e) => e.layer !== "global");
      const why = entries.length === 0 ? "its paths list is empty" : `none of its ${entries.length} entr${entries.length === 1 ? "y" : "ies"} gives a file`;
      const k = `${stopper.name}|${spanKey(span2)}|${why}`;
      const g = groups.get(k) ?? { span: span2, layer: stopper.name, why, targets: [] };
      g.targets.push(describeTarget(t.target));
      groups.set(k, g);
    }
    for (const g of groups.values()) {
      const list2 = g.targets.length > 3 ? `${g.targets.slice(0, 3).join(", ")} and ${g.targets.length - 3} more` : g.targets.join(", ");
      ctx.report({ messageId: "emptyReplace", data: { layer: g.layer, why: g.why, targets: list2 }, span: g.span });
    }
  }
});

// rules/context-mode-unknown.ts
var context_mode_unknown_default = defineRule({
  id: "context-mode-unknown",
  meta: {
    kind: "problem",
    description: 'A context mode other than "replace" or "append" (case-sensitive) silently falls back to append.',
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.2",
    runtimes: ["fork"]
  },
  messages: {
    unknownMode: 'Unrecognised context mode "{{mode}}" for {{owner}}: the runtime falls back to append, so the lower layers stay in the prompt. Modes are case-sensitive: "replace" or "append".{{suggestion}}'
  },
  defaultOptions: {},
  check(ctx) {
    for (const { spec, owner } of allContextSpecs(ctx.model)) {
      const raw = spec.mode?.value;
      if (raw === void 0 || raw === null || normaliseMode(raw).recognised) continue;
      const s = didYouMean(raw, ["replace", "append"]);
      ctx.report({ messageId: "unknownMode", data: { mode: raw, owner, suggestion: s !== null ? ` Did you mean "${s}"?` : "" }, span: spec.mode.span });
    }
  }
});

// rules/context-non-regular.ts
var context_non_regular_default = defineRule({
  id: "context-non-regular",
  meta: {
    kind: "problem",
    description: "A context entry reaches a FIFO, socket or device; a FIFO hangs the runtime prompt build.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6, \xA78 U25",
    runtimes: ["fork"]
  },
  messages: {
    fifo: '{{file}} (from context entry "{{entry}}") is a named pipe (FIFO): the runtime reads context files with no type check, so building the prompt would block forever.',
    other: '{{file}} (from context entry "{{entry}}") is a {{kind}}, not a regular file: the runtime fails to read it and it contributes nothing, but it still claims its dedupe key.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const seen = /* @__PURE__ */ new Set();
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      for (const c of e.candidates ?? []) {
        if (c.skip !== "not-regular") continue;
        const k = `${e.layer}|${e.raw}|${c.abs}`;
        if (seen.has(k)) continue;
        seen.add(k);
        const file = showPath(model, c.abs);
        const span2 = entrySpan(model, e, c.abs);
        if (c.statKind === "fifo") ctx.report({ messageId: "fifo", data: { file, entry: e.raw }, span: span2 });
        else ctx.report({ messageId: "other", data: { file, entry: e.raw, kind: c.statKind ?? "special file" }, span: span2 });
      }
    }
  }
});

// rules/context-paths-empty-list.ts
var context_paths_empty_list_default = defineRule({
  id: "context-paths-empty-list",
  meta: {
    kind: "problem",
    description: 'An explicit empty "paths: []" is declared on current builds but ignored by older ones.',
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.1, \xA78 U3",
    runtimes: ["fork"]
  },
  messages: {
    emptyReplace: "Explicit empty paths for {{owner}} with replace mode: current builds (21394ab) drop all project context for it, but older builds (ca2d7e9) ignore an empty list and keep the lower layers.",
    emptyAppend: "Explicit empty paths for {{owner}} with append mode adds nothing on any build; older builds (ca2d7e9) treat it as undeclared. Remove it, or write the files it should add."
  },
  defaultOptions: {},
  check(ctx) {
    for (const { spec, owner } of allContextSpecs(ctx.model)) {
      if (spec.paths === null || spec.paths.length > 0) continue;
      const { mode } = normaliseMode(spec.mode?.value ?? null);
      ctx.report({ messageId: mode === "replace" ? "emptyReplace" : "emptyAppend", data: { owner }, span: spec.pathsSpan ?? spec.span });
    }
  }
});

// rules/context-token-unknown.ts
var VALID = "${agent}, ${flow.id}, ${flow.step}, ${env.NAME}";
function suggestToken(name) {
  const fixed = didYouMean(name, ["agent", "flow.id", "flow.step"]);
  if (fixed !== null) return "${" + fixed + "}";
  const m = /^env[._:](.+)$/i.exec(name);
  if (m) return "${env." + m[1] + "}";
  if (/^[A-Z_][A-Z0-9_]*$/.test(name)) return "${env." + name + "}";
  return null;
}
var context_token_unknown_default = defineRule({
  id: "context-token-unknown",
  meta: {
    kind: "problem",
    description: 'An agent or step context entry uses an unknown token, an unset environment variable, or an unterminated "${", so the runtime skips it.',
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.4",
    runtimes: ["fork"]
  },
  messages: {
    unknown: 'Unknown token {{token}} in context entry "{{entry}}": the runtime skips the entry. Valid tokens are {{valid}}.{{suggestion}}',
    emptyEnv: 'Context entry "{{entry}}" is skipped because the environment variable {{name}} is unset or empty here (ctxlens: --env {{name}}=VALUE).',
    envNoName: 'Token ${env.} in context entry "{{entry}}" names no variable, so it expands to "" and the runtime skips the entry.',
    leftover: 'Context entry "{{entry}}" still contains "${" after expansion ("{{expanded}}"): the runtime skips it. Close the token with "}", or check the environment value.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === "global") continue;
      const span2 = entrySpan(model, e);
      if (e.skip === "unknown-token") {
        const name = e.detail ?? "";
        const s = suggestToken(name);
        ctx.report({
          messageId: "unknown",
          data: { token: "${" + name + "}", entry: e.raw, valid: VALID, suggestion: s !== null ? ` Did you mean ${s}?` : "" },
          span: span2
        });
      } else if (e.skip === "empty-token" && e.detail !== null && e.detail.startsWith("env.")) {
        const name = e.detail.slice(4);
        if (name === "") ctx.report({ messageId: "envNoName", data: { entry: e.raw }, span: span2 });
        else ctx.report({ messageId: "emptyEnv", data: { entry: e.raw, name }, span: span2 });
      } else if (e.skip === "leftover-token") {
        ctx.report({ messageId: "leftover", data: { entry: e.raw, expanded: e.detail ?? "" }, span: span2 });
      }
    }
  }
});

// rules/discovery-truncated.ts
var discovery_truncated_default = defineRule({
  id: "discovery-truncated",
  meta: {
    kind: "problem",
    description: "The discovery walk reaches contextDiscovery.maxFiles and stops, so later nested context files are never disclosed.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 5",
    runtimes: ["fork"]
  },
  messages: {
    truncated: "Discovery stops after maxFiles ({{maxFiles}}) nested context files: {{count}} more are never listed or injected ({{files}}). Raise contextDiscovery.maxFiles or move the files."
  },
  defaultOptions: {},
  check(ctx) {
    const d = ctx.simulation().discovery;
    if (!d.truncated || !d.trace) return;
    const over = d.trace.overflow;
    const span2 = ctx.model.config.valueSpans?.maxFiles ?? null ?? (over[0] ? nestedFileSpan(ctx.model, over[0].abs) : null);
    ctx.report({
      messageId: "truncated",
      data: { maxFiles: d.trace.caps.maxFiles, count: over.length, files: listSome(over.map((o) => o.rel)) },
      span: span2
    });
  }
});

// rules/opencode/env-reference-unset.ts
var env_reference_unset_default = defineOcRule({
  id: "env-reference-unset",
  meta: {
    kind: "problem",
    description: "An `{env:NAME}` token in `instructions`, a prompt or a `{file:}` path names a variable that is unset or empty, so the runtime silently substitutes an empty string.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA73",
    runtimes: ["opencode"]
  },
  messages: {
    unset: '{{token}} is unset or empty here, and the runtime substitutes "" without a warning: {{what}} becomes {{result}}.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      const files = doc.subst.tokens.filter((t) => t.kind === "file");
      for (const t of doc.subst.tokens) {
        if (t.kind !== "env" || !t.unset) continue;
        const inFile = files.some((f) => f.offset >= 0 && f.offset < t.offset && t.offset < f.offset + doc.raw.slice(f.offset).indexOf("}") + 1);
        const p = pathAtOffset(doc, t.offset);
        const what = inFile ? "a {file:} path" : p[0] === "instructions" ? "an instructions entry" : p.includes("prompt") ? "a prompt" : null;
        if (what === null) continue;
        const node = p.length > 0 ? p : [];
        let value = "";
        if (!inFile && node.length > 0) {
          let v = doc.data;
          for (const s of node) v = v !== null && typeof v === "object" ? v[s] : void 0;
          value = typeof v === "string" ? v : "";
        }
        ctx.report({ messageId: "unset", data: { token: t.text, what, result: value === "" ? "empty" : JSON.stringify(value) }, span: tokenSpan(doc, t) });
      }
    }
  }
});

// rules/opencode/file-reference-missing.ts
var file_reference_missing_default = defineOcRule({
  id: "file-reference-missing",
  meta: {
    kind: "problem",
    description: "A `{file:PATH}` token in a config points at a file that does not exist (or cannot be read), so opencode refuses to start.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA73",
    runtimes: ["opencode"]
  },
  messages: {
    missing: '{{token}} points at {{resolved}}, which does not exist: opencode refuses to start ("bad file reference"){{note}}.',
    unreadable: '{{token}} points at {{resolved}}, which cannot be read ({{code}}): opencode refuses to start ("bad file reference").'
  },
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      for (const t of doc.subst.tokens) {
        if (t.kind !== "file" || t.readError === void 0) continue;
        const line = doc.raw.slice(doc.raw.lastIndexOf("\n", t.offset - 1) + 1, t.offset);
        const note = /\/\*|\/\//.test(line) ? "; a comment does not hide it unless the line starts with //" : "";
        ctx.report(
          t.readError === "ENOENT" ? { messageId: "missing", data: { token: t.text, resolved: t.resolved ?? t.name, note }, span: tokenSpan(doc, t) } : { messageId: "unreadable", data: { token: t.text, resolved: t.resolved ?? t.name, code: t.readError }, span: tokenSpan(doc, t) }
        );
      }
    }
  }
});

// rules/flow-disabled-shadows.ts
var flow_disabled_shadows_default = defineRule({
  id: "flow-disabled-shadows",
  meta: {
    kind: "problem",
    description: "A disabled flow still occupies its ID and shadows another flow file with the same ID.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.3, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    shadows: 'This flow is disabled but still occupies flow ID "{{id}}", so it shadows {{other}}; running "{{id}}" fails with "flow is disabled: {{id}}".'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-disabled-shadows");
  }
});

// rules/flow-id-shadowed.ts
var flow_id_shadowed_default = defineRule({
  id: "flow-id-shadowed",
  meta: {
    kind: "problem",
    description: "Two flow files claim one flow ID, or a broken flow file has its ID served by another file.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.1, \xA78 U21",
    runtimes: ["fork"]
  },
  messages: {
    duplicate: 'Flow ID "{{id}}" is already defined by {{owner}}; the runtime keeps the first occurrence and ignores this file ("Duplicate flow ID, keeping first occurrence").',
    globalShadowed: 'Global flow "{{id}}" is shadowed by the project flow {{owner}}; the runtime skips this file ("Flow already defined in project, skipping global").',
    brokenServedByOther: 'This file fails to load, so it does not occupy flow ID "{{id}}": the runtime silently serves that ID from {{other}} instead.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-id-shadowed");
  }
});

// rules/flow-invalid.ts
var flow_invalid_default = defineRule({
  id: "flow-invalid",
  meta: {
    kind: "problem",
    description: "A flow file fails to load in the runtime (invalid name, include, template, schema $ref, or validation), so it is skipped and does not occupy its ID.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.1, \xA74.2, \xA74.5, \xA74.6, \xA78 U2",
    runtimes: ["fork"]
  },
  messages: {
    wouldNotLoad: "this flow will not load: {{detail}}.",
    namespacedId: 'this flow will not load: the runtime skips it with "Skipping custom-path flow with invalid namespaced ID": {{detail}}.',
    flowPathMissing: 'flowPaths entry resolves to {{path}}, which is not a directory; the runtime skips it ("Flow path not found or not a directory").'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-invalid");
  }
});

// rules/flow-mixed-revisions.ts
var flow_mixed_revisions_default = defineRule({
  id: "flow-mixed-revisions",
  meta: {
    kind: "suggestion",
    description: "One flow file uses step keys from both lines of development of the runtime (require_route and context/model/\u2026).",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA71.3, \xA78 U1",
    runtimes: ["fork"]
  },
  messages: {
    mixed: 'This flow uses "{{oldKey}}" (only on the 191a6e7 line, which has no step context) together with {{newKeys}} (only on the bc01be8 line); no known build honours both, so one set is silently ignored.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-mixed-revisions");
  }
});

// rules/flow-multiple-rules-target.ts
var flow_multiple_rules_target_default = defineRule({
  id: "flow-multiple-rules-target",
  meta: {
    kind: "suggestion",
    description: "Several rules of one flow route to the same step (the runtime warns about diamond convergence).",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.6",
    runtimes: ["fork"]
  },
  messages: {
    diamond: 'Several rules of flow "{{flow}}" target step "{{target}}"; the runtime warns "Multiple rules target the same step (potential diamond convergence, first-to-arrive wins)" and runs it only once unless the rule sets cycle: true.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-multiple-rules-target");
  }
});

// rules/flow-schema.ts
var flow_schema_default = defineRule({
  id: "flow-schema",
  meta: {
    kind: "problem",
    description: "A flow or included template file has unknown or misspelt keys (silently dropped by the runtime) or values of the wrong shape.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.2, \xA74.3, \xA74.4, \xA74.5",
    runtimes: ["fork"]
  },
  messages: {
    unknownKey: "{{message}}",
    invalidValue: "{{message}}"
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-schema");
  }
});

// rules/flow-step-agent-template.ts
var TEMPLATE = /\$\{(?:args|step)\.[^}]*\}/;
var flow_step_agent_template_default = defineRule({
  id: "flow-step-agent-template",
  meta: {
    kind: "problem",
    description: "A flow step names its agent with a ${args.*} or ${step.*} template that only the run can resolve.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.4, \xA78 U17",
    runtimes: ["fork"]
  },
  messages: {
    unresolved: 'Step "{{step}}" of flow "{{flow}}" names its agent with the template {{template}}, which the runtime resolves only at run time (an unresolved token fails the step); ctxlens cannot tell which agent and context it runs \u2014 pass --agent to simulate one.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const flow of ctx.model.flows.values()) {
      for (const step of flow.steps) {
        const m = step.agentNode ? TEMPLATE.exec(step.agentNode.value) : null;
        if (!m || !step.agentNode) continue;
        ctx.report({ messageId: "unresolved", data: { step: step.id, flow: flow.id, template: m[0] }, span: step.agentNode.span });
      }
    }
  }
});

// rules/flow-step-blocks-inheritance.ts
var flow_step_blocks_inheritance_default = defineRule({
  id: "flow-step-blocks-inheritance",
  meta: {
    kind: "problem",
    description: "A step declares an empty or null key that one of its extended templates declares, which blocks inheriting it.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.5, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    blocks: 'Step "{{step}}" declares "{{key}}" empty or null, which blocks inheriting "{{key}}" from template {{template}}: any key the step declares wins, even an empty one.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-step-blocks-inheritance");
  }
});

// rules/flow-step-unknown-agent.ts
var flow_step_unknown_agent_default = defineRule({
  id: "flow-step-unknown-agent",
  meta: {
    kind: "problem",
    description: "A flow step runs an agent ID that is not in the agent registry, so the step fails at run time.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1, \xA74.4",
    runtimes: ["fork"]
  },
  messages: {
    unknownAgent: 'Step "{{step}}" of flow "{{flow}}" runs agent "{{agent}}", which is not in the agent registry (known: {{known}}); the runtime does not check step agents at load, so the step fails when it runs.'
  },
  defaultOptions: {},
  check(ctx) {
    const known = [...ctx.model.agents.keys()];
    for (const flow of ctx.model.flows.values()) {
      for (const step of flow.steps) {
        if (!step.agentNode || step.agent.includes("${") || ctx.model.agents.has(step.agent)) continue;
        const shown = known.length > 12 ? known.slice(0, 12).join(", ") + ", \u2026" : known.join(", ");
        ctx.report({ messageId: "unknownAgent", data: { step: step.id, flow: flow.id, agent: step.agent, known: shown }, span: step.agentNode.span });
      }
    }
  }
});

// rules/global-context-escapes.ts
var global_context_escapes_default = defineRule({
  id: "global-context-escapes",
  meta: {
    kind: "problem",
    description: "A global contextPaths entry or a walked symlinked file reads a file outside the working directory into the prompt.",
    severity: "error",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.5, \xA78 U22",
    runtimes: ["fork"]
  },
  messages: {
    globalOutside: 'Global contextPaths entry "{{entry}}" reads {{path}}, outside the working directory: the global layer is never containment-checked, so a file from outside the repository reaches every prompt.',
    globalLink: '{{link}} is a symlink to {{target}}, outside the working directory, and global contextPaths entry "{{entry}}" reads {{path}} through it: the global layer is never containment-checked, so a file from outside the repository reaches every prompt.',
    globalMayEscape: 'Global contextPaths entry "{{entry}}" points at {{path}}, outside the working directory: it is missing here, but wherever it exists the runtime reads it into every prompt unchecked.',
    walkedOutside: '{{file}}, reached by walking "{{entry}}", is a symlink to {{target}} outside the working directory: the runtime reads it through the link with no containment check.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.joined === null) continue;
      const walk = (e.expanded ?? "").endsWith("/");
      const rootReal = e.rootReal ?? null;
      const rootOutside = e.rootOutside ?? false;
      if (e.layer === "global" && rootOutside) {
        const exists = rootReal !== null;
        const path13 = exists ? rootReal : e.joined;
        const link = e.escapeLink ?? null;
        if (exists && link !== null) {
          const linkRel = showPath(model, link);
          const entry = entrySpan(model, e);
          const related = entry ? [{ span: entry, message: `contextPaths entry "${e.raw}"` }] : [];
          ctx.report({
            messageId: "globalLink",
            data: { link: linkRel, target: e.escapeLinkReal ?? path13, entry: e.raw, path: path13 },
            span: fileSpan(linkRel),
            related
          });
          continue;
        }
        ctx.report({ messageId: exists ? "globalOutside" : "globalMayEscape", data: { entry: e.raw, path: path13 }, span: entrySpan(model, e) });
        continue;
      }
      if (!walk || rootOutside) continue;
      for (const c of e.candidates ?? []) {
        if (c.abs === e.joined || c.kind !== "symlink" || !c.outsideW || c.realPath === null) continue;
        if (c.skip !== null && c.skip !== "duplicate") continue;
        ctx.report({ messageId: "walkedOutside", data: { file: showPath(model, c.abs), entry: e.raw, target: c.realPath }, span: entrySpan(model, e, c.abs) });
      }
    }
  }
});

// rules/global-context-token.ts
var global_context_token_default = defineRule({
  id: "global-context-token",
  meta: {
    kind: "problem",
    description: 'A global contextPaths entry contains "${": tokens are not expanded there, so it names a file literally.',
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.3, \xA75.4",
    runtimes: ["fork"]
  },
  messages: {
    literal: 'Global contextPaths entry "{{entry}}" contains "${": the global layer is never token-expanded, so the runtime reads a file literally named {{path}}. Move the entry to an agent or step context to use tokens.'
  },
  defaultOptions: {},
  check(ctx) {
    const { config, W } = ctx.model;
    config.contextPaths.forEach((entry, i) => {
      if (!entry.includes("${")) return;
      const span2 = config.contextPathNodes?.[i]?.span ?? config.contextPathsSpan ?? null;
      ctx.report({ messageId: "literal", data: { entry, path: showPath(ctx.model, join(W, entry)) }, span: span2 });
    });
  }
});

// rules/opencode/instruction-file-escapes.ts
import { posix as path2 } from "node:path";
function within(dir2, child) {
  return dir2 === "/" || child === dir2 || child.startsWith(dir2 + "/");
}
var instruction_file_escapes_default = defineOcRule({
  id: "instruction-file-escapes",
  meta: {
    kind: "problem",
    description: "An AGENTS.md, CLAUDE.md or CONTEXT.md is a symlink to a file outside the repository, which the runtime loads into every system prompt below it.",
    severity: "error",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.2",
    runtimes: ["opencode"]
  },
  messages: {
    escapes: "{{file}} is a symlink to {{target}}, outside the repository: opencode loads that file into the system prompt of every agent started in {{dir}} or below, and other clones and CI get a different file or none. Commit the text instead of the link."
  },
  defaultOptions: {},
  check(ctx) {
    const root = ctx.model.W;
    const seen = /* @__PURE__ */ new Set();
    for (const l of ctx.simulation().locations) {
      const set = l.set;
      if (set === null || set.worktreeReal === null) continue;
      for (const f of set.files) {
        if (f.layer !== "project" || f.real === null || seen.has(f.abs)) continue;
        if (!within(set.worktree, f.abs) || within(set.worktreeReal, f.real)) continue;
        seen.add(f.abs);
        const dir2 = path2.dirname(f.abs);
        ctx.report({ messageId: "escapes", data: { file: shownPath2(root, f.abs), target: path2.relative(root, f.real) || ".", dir: shownPath2(root, dir2) }, span: fileLevel(root, f.abs) });
      }
    }
  }
});

// rules/opencode/instruction-file-hidden.ts
import { posix as path3 } from "node:path";
var instruction_file_hidden_default = defineOcRule({
  id: "instruction-file-hidden",
  meta: {
    kind: "problem",
    description: "A CLAUDE.md or CONTEXT.md is not loaded because an AGENTS.md (or CLAUDE.md) exists in the same directory or higher up in the walk; an empty one hides it too.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.2",
    runtimes: ["opencode"]
  },
  messages: {
    sameDirectory: "{{file}} never loads: {{winner}} in the same directory wins (AGENTS.md > CLAUDE.md > CONTEXT.md, first name found){{empty}}.",
    walk: "{{file}} is left out of the system prompt when opencode starts in {{dir}} or below: {{winner}} is found first in the upward walk, and the first name found anywhere wins{{empty}}; it reaches the model only when a file below it is read from a directory above it."
  },
  defaultOptions: {},
  check(ctx) {
    const root = ctx.model.W;
    for (const l of ctx.simulation().locations) {
      if (l.set === null) continue;
      const winners = l.set.files.filter((f) => f.layer === "project");
      const empty = winners.length > 0 && winners.every((f) => f.block === null) ? `, which is empty and loads nothing itself` : "";
      const loaded = new Set(l.set.files.filter((f) => f.block !== null).map((f) => f.real ?? f.abs));
      for (const [i, h] of l.set.hidden.entries()) {
        if (path3.dirname(h) !== l.project.W) continue;
        const real = l.set.hiddenReal[i] ?? null;
        if (real !== null && loaded.has(real)) continue;
        const same = winners.find((w) => path3.dirname(w.abs) === l.project.W);
        const shown = (same ? [same] : winners).map((w) => shownPath2(root, w.abs));
        const file = shownPath2(root, h);
        const span2 = fileLevel(root, h);
        if (same) ctx.report({ messageId: "sameDirectory", data: { file, winner: shown.join(", "), empty }, span: span2 });
        else ctx.report({ messageId: "walk", data: { file, winner: shown.join(", "), dir: shownPath2(root, l.project.W), empty }, span: span2 });
      }
    }
  }
});

// src/runtimes/opencode/sim/measure.ts
import { posix as path4 } from "node:path";
function portableBlock(f, worktree) {
  if (f.block === null) return null;
  const rel2 = path4.relative(worktree, f.abs);
  if (rel2 === "" || rel2 === ".." || rel2.startsWith("../") || path4.isAbsolute(rel2)) return f.block;
  return `Instructions from: ${rel2}
${f.content}`;
}
function measure(text, count) {
  return { bytes: Buffer.byteLength(text, "utf8"), tokens: count === null ? null : text === "" ? 0 : count(text) };
}
function measureInstructionFile(f, worktree, count) {
  return measure(portableBlock(f, worktree) ?? "", count);
}
function measureInstructions(set, count) {
  const text = set.files.map((f) => portableBlock(f, set.worktree)).filter((b) => b !== null).join("\n");
  return measure(text, count);
}

// rules/opencode/instructions-budget.ts
var instructions_budget_default = defineOcRule({
  id: "instructions-budget",
  meta: {
    kind: "suggestion",
    description: "The instructions loaded into the system prompt at a Location exceed the configured byte or token budget.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: {
      type: "object",
      additionalProperties: false,
      properties: {
        maxBytes: { type: "integer", minimum: 0, description: "Largest instruction text per Location, in UTF-8 bytes (0: no limit)." },
        maxTokens: { type: "integer", minimum: 0, description: "Largest instruction text per Location, in approximate o200k_base tokens (0: no limit)." }
      }
    },
    spec: "docs/runtimes/opencode.md \xA76.6",
    runtimes: ["opencode"]
  },
  messages: {
    bytes: "When opencode starts in {{location}}, its instructions are {{value}} bytes, over the budget of {{limit}} bytes; they go with every request. The largest file is {{largest}}.",
    tokens: "When opencode starts in {{location}}, its instructions are about {{value}} tokens, over the budget of {{limit}} tokens; they go with every request. The largest file is {{largest}}."
  },
  defaultOptions: { maxBytes: 32768, maxTokens: 8192 },
  check(ctx, options) {
    const sim = ctx.simulation();
    const root = ctx.model.W;
    for (const l of sim.locations) {
      if (l.set === null || l.set.rendered === "") continue;
      const largest = [...l.set.files].sort((a, b) => b.bytes - a.bytes)[0];
      const data = { location: shownPath2(root, l.project.W), largest: shownPath2(root, largest.abs) };
      const span2 = fileLevel(root, largest.abs);
      const { bytes, tokens } = measureInstructions(l.set, options.maxTokens > 0 ? sim.countTokens : null);
      if (options.maxBytes > 0 && bytes > options.maxBytes) ctx.report({ messageId: "bytes", data: { ...data, value: bytes, limit: options.maxBytes }, span: span2 });
      if (tokens !== null && tokens > options.maxTokens) ctx.report({ messageId: "tokens", data: { ...data, value: tokens, limit: options.maxTokens }, span: span2 });
    }
  }
});

// rules/opencode/instructions-config-relative.ts
import { posix as path6 } from "node:path";

// rules/opencode/kit/entries.ts
import { posix as path5 } from "node:path";
function entryOutcomes(sim) {
  const root = sim.locations[0].project.W;
  const byKey = /* @__PURE__ */ new Map();
  for (const l of sim.locations) {
    if (l.set === null) continue;
    for (const r of l.set.entries) {
      const key = `${r.entry.doc.abs ?? r.entry.doc.file}\0${r.entry.index}`;
      let o = byKey.get(key);
      if (!o) {
        const wt = l.project.worktree;
        o = { entry: r.entry, kind: r.kind, matched: false, files: [], skipped: true, where: "", top: wt === "/" ? "/" : shownPath2(root, wt) === "." ? "the repository root" : shownPath2(root, wt), worktree: wt, results: [], locs: [] };
        byKey.set(key, o);
      }
      o.results.push(r);
      o.locs.push(shownPath2(root, l.project.W));
      if (r.skipped === null) o.skipped = false;
      for (const m of r.matches) {
        o.matched = true;
        const p = path5.resolve(m);
        if (!o.files.includes(p)) o.files.push(p);
      }
    }
  }
  return [...byKey.values()].map(({ locs, ...o }) => ({ ...o, where: locs.length > 3 ? `${locs.slice(0, 3).join(", ")} and ${locs.length - 3} more Location(s)` : locs.join(", ") }));
}

// rules/opencode/instructions-config-relative.ts
var instructions_config_relative_default = defineOcRule({
  id: "instructions-config-relative",
  meta: {
    kind: "problem",
    description: "An `instructions` entry names a file relative to its config file's folder, but the runtime resolves it from the Location upward, where it matches nothing.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.3",
    runtimes: ["opencode"]
  },
  messages: {
    configRelative: `"{{entry}}" matches {{file}} next to {{config}}, but the runtime resolves entries from the Location upward, not from the config file's folder, so nothing loads; write "{{suggestion}}".`
  },
  defaultOptions: {},
  check(ctx) {
    const root = ctx.model.W;
    for (const o of entryOutcomes(ctx.simulation())) {
      if (o.kind !== "relative" || o.skipped || o.matched) continue;
      const doc = o.entry.doc;
      if (doc.abs === null) continue;
      const dir2 = path6.dirname(doc.abs);
      const found = o.results.find((r) => r.configDirMatches.length > 0)?.configDirMatches ?? [];
      if (found.length === 0) continue;
      const base = o.worktree === "/" ? root : o.worktree;
      const suggestion = path6.relative(base, path6.join(dir2, o.entry.entry)) || o.entry.entry;
      ctx.report({
        messageId: "configRelative",
        data: { entry: o.entry.entry, file: shownPath2(root, found[0]), config: doc.file, suggestion },
        span: valueSpan(doc, ["instructions", o.entry.index])
      });
    }
  }
});

// rules/opencode/instructions-duplicate.ts
var instructions_duplicate_default = defineOcRule({
  id: "instructions-duplicate",
  meta: {
    kind: "problem",
    description: "A file reaches the system prompt twice under two paths (a symlink and its target), or an `instructions` entry only repeats files already loaded.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.4",
    runtimes: ["opencode"]
  },
  messages: {
    twice: "{{first}} and {{second}} are the same file, and the runtime compares paths as text: at {{where}} its content is in the system prompt twice ({{bytes}} bytes repeated).",
    redundant: '"{{entry}}" only repeats {{files}}, already loaded before it; the runtime skips the repeat, so the entry adds nothing.'
  },
  defaultOptions: {},
  check(ctx) {
    const sim = ctx.simulation();
    const root = ctx.model.W;
    for (const o of entryOutcomes(sim)) {
      if (o.kind === "url" || o.skipped || !o.matched) continue;
      if (o.results.every((r) => r.matches.length > 0 && r.duplicates.length === r.matches.length)) {
        ctx.report({ messageId: "redundant", data: { entry: o.entry.entry, files: o.files.slice(0, 3).map((f) => shownPath2(root, f)).join(", ") }, span: valueSpan(o.entry.doc, ["instructions", o.entry.index]) });
      }
    }
    for (const l of sim.locations) {
      if (l.set === null) continue;
      const seen = /* @__PURE__ */ new Map();
      for (const f of l.set.files) {
        if (f.block === null) continue;
        const real = f.real ?? f.abs;
        const first = seen.get(real);
        if (first === void 0) {
          seen.set(real, f.abs);
          continue;
        }
        ctx.report({
          messageId: "twice",
          data: { first: shownPath2(root, first), second: shownPath2(root, f.abs), where: shownPath2(root, l.project.W), bytes: Buffer.byteLength(f.content) },
          span: fileLevel(root, f.abs)
        });
      }
    }
  }
});

// rules/opencode/instructions-file-token.ts
var messages16 = {
  pasted: 'The {file:} token in this instructions entry pastes the content of {{target}} ({{lines}} lines), which the runtime then treats as a path or glob: it names no file, so nothing is loaded. Write the path itself: "{{target}}".'
};
var instructions_file_token_default = defineRule({
  id: "instructions-file-token",
  meta: {
    kind: "problem",
    description: "A {file:} token in instructions pastes file content where a path is expected.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.7",
    runtimes: ["opencode"]
  },
  messages: messages16,
  defaultOptions: {},
  check(ctx) {
    for (const doc of ctx.model.config.docs) {
      const list2 = nodeAt(doc, "/instructions");
      if (list2?.type !== "array") continue;
      for (const entry of list2.children ?? []) {
        for (const t of doc.subst.tokens) {
          if (t.kind !== "file" || t.commented || t.content === void 0) continue;
          if (t.offset < entry.offset || t.offset >= entry.offset + entry.length) continue;
          if (!t.content.includes("\n")) continue;
          const target = t.text.slice("{file:".length, -1);
          ctx.report({ messageId: "pasted", data: { target, lines: t.content.split("\n").length }, span: doc.lines.span(doc.file, "", t.offset, t.offset + t.text.length) });
        }
      }
    }
  }
});

// rules/opencode/instructions-no-match.ts
function explainedByToken(e) {
  const node = nodeAt2(e.doc, ["instructions", e.index]);
  if (!node) return false;
  return e.doc.subst.tokens.some(
    (t) => t.offset >= node.offset && t.offset < node.offset + node.length && (t.kind === "env" && t.unset === true || t.kind === "file" && !t.commented && t.content !== void 0 && t.content.includes("\n"))
  );
}
var instructions_no_match_default = defineOcRule({
  id: "instructions-no-match",
  meta: {
    kind: "problem",
    description: "An `instructions` entry matches no file from any Location up to the repository root, so the runtime silently loads nothing for it.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.3",
    runtimes: ["opencode"]
  },
  messages: {
    noMatch: '"{{entry}}" matches no file when opencode starts in {{where}} (searched from there up to {{top}}); the runtime drops it silently.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of entryOutcomes(ctx.simulation())) {
      if (o.kind === "url" || o.skipped || o.matched) continue;
      const doc = o.entry.doc;
      if (o.results.some((r) => r.configDirMatches.length > 0)) continue;
      if (explainedByToken(o.entry)) continue;
      ctx.report({
        messageId: "noMatch",
        data: { entry: o.entry.entry, where: o.where, top: o.top },
        span: valueSpan(doc, ["instructions", o.entry.index])
      });
    }
  }
});

// rules/opencode/instructions-outside-repo.ts
import { posix as path7 } from "node:path";
var instructions_outside_repo_default = defineOcRule({
  id: "instructions-outside-repo",
  meta: {
    kind: "problem",
    description: "An `instructions` entry loads files from outside the repository (`../`, an absolute path, `~/`), which differ from machine to machine.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.3",
    runtimes: ["opencode"]
  },
  messages: {
    outside: '"{{entry}}" loads {{files}} from outside the repository ({{repo}}); other clones and CI do not have it, and the runtime drops a missing match silently.',
    absolute: '"{{entry}}" is an absolute path: it loads only on machines where that path exists.',
    home: `"{{entry}}" reads from the user's home directory, which differs per machine (the runtime expands ~/ itself).`
  },
  defaultOptions: {},
  check(ctx) {
    const root = ctx.model.W;
    for (const o of entryOutcomes(ctx.simulation())) {
      if (o.kind === "url") continue;
      const span2 = valueSpan(o.entry.doc, ["instructions", o.entry.index]);
      if (o.kind === "home") {
        ctx.report({ messageId: "home", data: { entry: o.entry.entry }, span: span2 });
        continue;
      }
      const repo = o.worktree === "/" ? root : o.worktree;
      const outside = o.files.filter((f) => f !== repo && !f.startsWith(repo === "/" ? "/" : repo + "/"));
      if (outside.length > 0) {
        const shown = outside.slice(0, 3).map((f) => shownPath2(root, f));
        ctx.report({ messageId: "outside", data: { entry: o.entry.entry, files: shown.join(", ") + (outside.length > 3 ? ` and ${outside.length - 3} more` : ""), repo: shownPath2(root, repo) }, span: span2 });
      } else if (o.kind === "absolute" || path7.isAbsolute(o.entry.entry)) {
        ctx.report({ messageId: "absolute", data: { entry: o.entry.entry }, span: span2 });
      }
    }
  }
});

// rules/opencode/instructions-url.ts
var instructions_url_default = defineOcRule({
  id: "instructions-url",
  meta: {
    kind: "suggestion",
    description: "An `instructions` entry is a URL: the runtime fetches it at every start (5 s timeout, nothing on failure), and ctxlens cannot check what it loads.",
    severity: "info",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.3",
    runtimes: ["opencode"]
  },
  messages: {
    url: '"{{entry}}" is fetched over the network at every start (5 s timeout; on failure nothing is loaded, silently) and rendered after every file; ctxlens does not fetch it, so its size and content are not checked.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of entryOutcomes(ctx.simulation())) {
      if (o.kind === "url") ctx.report({ messageId: "url", data: { entry: o.entry.entry }, span: valueSpan(o.entry.doc, ["instructions", o.entry.index]) });
    }
  }
});

// rules/manifest-degraded.ts
var manifest_degraded_default = defineRule({
  id: "manifest-degraded",
  meta: {
    kind: "problem",
    description: "The nested-context manifest exceeds 8192 bytes, so the runtime drops every label or leaves files out of the listing.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.5",
    runtimes: ["fork"]
  },
  messages: {
    pathsOnly: "The labelled manifest is {{labelled}} bytes, over the 8192-byte cap, so the runtime lists {{count}} files without any label for {{targets}}. Shorten labels or disclose fewer files.",
    cut: "Even without labels the manifest is {{pathsOnly}} bytes, over the 8192-byte cap: {{notShown}} files are not listed at all for {{targets}}, starting with {{first}}."
  },
  defaultOptions: {},
  check(ctx) {
    const groups = /* @__PURE__ */ new Map();
    const sims = ctx.simulation().targets;
    for (const t of sims) {
      const m = t.manifest;
      if (m.gatedBy !== null || m.degrade === 0) continue;
      const key = `${m.degrade}:${m.notShown}:${m.files.map((f) => f.abs).join("\0")}`;
      const g = groups.get(key);
      if (g) g.targets.push(describeTarget(t.target));
      else groups.set(key, { targets: [describeTarget(t.target)], m });
    }
    for (const { targets, m } of groups.values()) {
      const who = listSome(targets, 5);
      if (m.degrade === 1) {
        const first = m.files.find((f) => f.label !== null) ?? m.files[0];
        ctx.report({ messageId: "pathsOnly", data: { labelled: m.sizes?.labelled ?? 0, count: m.files.length, targets: who }, span: nestedFileSpan(ctx.model, first.abs) });
      } else {
        const first = m.files[m.files.length - m.notShown];
        ctx.report({
          messageId: "cut",
          data: { pathsOnly: m.sizes?.pathsOnly ?? 0, notShown: m.notShown, targets: who, first: first.rel },
          span: nestedFileSpan(ctx.model, first.abs)
        });
      }
    }
  }
});

// rules/manifest-label.ts
var BLOCK_SCALARS = /* @__PURE__ */ new Set([">", "|", ">-", "|-", ">+", "|+"]);
var manifest_label_default = defineRule({
  id: "manifest-label",
  meta: {
    kind: "suggestion",
    description: "A nested context file has no manifest label, or a label the runtime takes from the wrong line, or one cut at 120 code points.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.3",
    runtimes: ["fork"]
  },
  messages: {
    noLabel: '{{file}} has no frontmatter description and no "#" line, so the manifest lists it without a label. Add a "# Heading" or a "description:".',
    emptyHeading: 'The first "#" line of {{file}} is empty, and the label scan stops there: the manifest lists the file without a label.',
    fencedHeading: 'The manifest label of {{file}} is "{{label}}", taken from a "#" line inside a code block: the runtime reads lines, not markdown.',
    blockScalar: 'The description of {{file}} is a YAML block scalar, so the runtime reads only "{{label}}" as its manifest label. Put the description on one line.',
    emptyDescription: "The description of {{file}} is empty, which suppresses the heading fallback: the manifest lists the file without a label.",
    truncated: 'The manifest label of {{file}} has {{runes}} code points and is cut to 120 plus "\u2026".'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const f of sim.discovery.files) {
      if (f.labelUnreadable) continue;
      const file = showRel(model, f.abs);
      const line = f.labelLine ?? null;
      const at = line === null ? null : sim.facts.labelLine(f);
      const lineSpan = () => ({ file, pointer: "", start: { line, column: 1 }, end: { line, column: at.endColumn } });
      if (f.labelFrom === "description-empty" && line !== null) {
        ctx.report({ messageId: "emptyDescription", data: { file }, span: lineSpan() });
        continue;
      }
      if (f.label === null) {
        if (line !== null) ctx.report({ messageId: "emptyHeading", data: { file }, span: lineSpan() });
        else ctx.report({ messageId: "noLabel", data: { file }, span: nestedFileSpan(model, f.abs) });
        continue;
      }
      if (line === null || at === null) continue;
      if (f.labelFrom === "description" && BLOCK_SCALARS.has(f.label)) {
        ctx.report({ messageId: "blockScalar", data: { file, label: f.label }, span: lineSpan() });
      } else if (f.labelFrom === "heading" && at.inCodeBlock) {
        ctx.report({ messageId: "fencedHeading", data: { file, label: f.label }, span: lineSpan() });
      }
      if (f.labelTruncated) ctx.report({ messageId: "truncated", data: { file, runes: at.runes }, span: lineSpan() });
    }
  }
});

// rules/manifest-without-trigger-tools.ts
function matches(pattern, name) {
  const re = new RegExp("^" + pattern.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*") + "$");
  return re.test(name);
}
function enabledBy(tools, tool) {
  if (tool in tools) return tools[tool];
  for (const [p, v] of Object.entries(tools)) if (p.includes("*") && matches(p, tool)) return v;
  return true;
}
var manifest_without_trigger_tools_default = defineRule({
  id: "manifest-without-trigger-tools",
  meta: {
    kind: "problem",
    description: "The nested-context manifest is shown to an agent that cannot call any tool that injects those files.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.1, \xA76.6, \xA78 U23",
    runtimes: ["fork"]
  },
  messages: {
    allowList: 'allowTools of agent "{{id}}" names none of the trigger tools ({{tools}}), yet its prompt still gets the nested-context manifest: it promises injections that cannot happen.',
    denyList: 'The tools map of agent "{{id}}" disables every trigger tool ({{tools}}), yet its prompt still gets the nested-context manifest: it promises injections that cannot happen.'
  },
  defaultOptions: {},
  check(ctx) {
    const { model } = ctx;
    if (!model.config.discovery.enabled) return;
    const tools = TRIGGER_TOOLS.join(", ");
    const spanOf = (a, which) => {
      const c = which === "tools" ? a.toolsFrom : a.allowToolsFrom;
      if (!c) return null;
      if (c.kind === "markdown") return model.agentFiles.find((f) => f.file === c.file && f.status === "loaded")?.[which]?.span ?? c.span;
      if (c.kind === "json") return [...model.config.agents].reverse().find((e) => e.id === a.id && e[which])?.[which]?.span ?? c.span;
      return null;
    };
    for (const a of model.agents.values()) {
      if (a.context?.nested?.value === false) continue;
      if (a.allowTools && a.allowTools.length > 0) {
        const any = TRIGGER_TOOLS.some((t) => a.allowTools.some((x) => x === t || x.includes("*") && matches(x, t)));
        if (!any) ctx.report({ messageId: "allowList", data: { id: a.id, tools }, span: spanOf(a, "allowTools") });
      } else if (a.tools && TRIGGER_TOOLS.every((t) => !enabledBy(a.tools, t))) {
        ctx.report({ messageId: "denyList", data: { id: a.id, tools }, span: spanOf(a, "tools") });
      }
    }
  }
});

// rules/nested-context-symlink.ts
var nested_context_symlink_default = defineRule({
  id: "nested-context-symlink",
  meta: {
    kind: "problem",
    description: "A nested context file is a symlink (or another non-regular file), which discovery rejects, so it is never disclosed.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 4",
    runtimes: ["fork"]
  },
  messages: {
    symlink: "{{file}} is a symlink to {{target}}: discovery accepts only regular files, so it is never listed or injected. Copy the file or name it in contextPaths.",
    nonRegular: "{{file}} is a {{kind}}, not a regular file: discovery rejects it, so it is never listed or injected.",
    escapes: "{{file}} resolves to {{target}}, outside the working directory: discovery rejects it, so it is never listed or injected."
  },
  defaultOptions: {},
  check(ctx) {
    const sim = ctx.simulation();
    const t = sim.discovery.trace;
    if (!t) return;
    for (const r of t.rejected) {
      const span2 = nestedFileSpan(ctx.model, r.abs);
      if (r.reason === "non-regular" && r.kind === "symlink") {
        ctx.report({ messageId: "symlink", data: { file: r.rel, target: sim.facts.path(r.abs).linkTarget ?? "?" }, span: span2 });
      } else if (r.reason === "non-regular") ctx.report({ messageId: "nonRegular", data: { file: r.rel, kind: r.kind }, span: span2 });
      else if (r.reason === "escapes") ctx.report({ messageId: "escapes", data: { file: r.rel, target: r.by ?? "?" }, span: span2 });
    }
  }
});

// rules/nested-context-unreachable.ts
var nested_context_unreachable_default = defineRule({
  id: "nested-context-unreachable",
  meta: {
    kind: "problem",
    description: "A file named like a context file lies where the discovery walk never looks (a pruned directory, or deeper than maxDepth).",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: {
      type: "object",
      properties: { ignoreDirs: { type: "array", items: { type: "string" } } },
      additionalProperties: false
    },
    spec: "docs/runtimes/fork.md \xA76.2 step 3",
    runtimes: ["fork"]
  },
  messages: {
    depth: "{{file}} is at depth {{depth}}, beyond maxDepth ({{maxDepth}}): discovery never enters {{dir}}/, so the file is never listed or injected.",
    hidden: "{{file}} lies inside {{dir}}/, a hidden directory that discovery never enters: the file is never listed or injected.",
    skipList: "{{file}} lies inside {{dir}}/, a directory name discovery always skips: the file is never listed or injected{{more}}.",
    skipDir: "{{file}} lies inside {{dir}}/, pruned as data.directory or a contextDiscovery.skipDirs entry: the file is never listed or injected."
  },
  defaultOptions: { ignoreDirs: [".git"] },
  check(ctx, options) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const d = sim.discovery;
    const t = d.trace;
    if (!t || t.disabled || t.wSymlink) return;
    const skipSpan = (dirAbs) => {
      const entries = model.config.discovery.skipDirs;
      const i = entries.findIndex((e) => (isAbs(e) ? clean(e) : join(model.W, e)) === dirAbs);
      const at = model.config.valueSpans;
      if (i >= 0) return at?.skipDirItems?.[i] ?? at?.skipDirs ?? null;
      return at?.dataDirectory ?? null;
    };
    const skipListed = /* @__PURE__ */ new Map();
    const unreachable = sim.facts.unreachableFiles(options.ignoreDirs);
    for (const u of unreachable) {
      if (u.reason !== "skip-list") continue;
      const g = skipListed.get(u.prunedDir);
      if (g) g.more++;
      else skipListed.set(u.prunedDir, { first: { rel: u.rel, abs: u.abs }, more: 0 });
    }
    for (const [dir2, g] of skipListed) {
      const more = g.more === 0 ? "" : ` (and ${g.more} more context file${g.more === 1 ? "" : "s"} under ${dir2}/)`;
      ctx.report({ messageId: "skipList", data: { file: g.first.rel, dir: dir2, more }, span: nestedFileSpan(model, g.first.abs) });
    }
    for (const u of unreachable) {
      if (u.reason === "skip-list") continue;
      const dirAbs = join(model.W, u.prunedDir);
      const base = { file: u.rel, dir: u.prunedDir };
      if (u.reason === "depth") {
        const span2 = model.config.valueSpans?.maxDepth ?? null ?? nestedFileSpan(model, u.abs);
        ctx.report({ messageId: "depth", data: { ...base, depth: u.depth, maxDepth: t.caps.maxDepth }, span: span2 });
      } else if (u.reason === "hidden") ctx.report({ messageId: "hidden", data: base, span: nestedFileSpan(model, u.abs) });
      else ctx.report({ messageId: "skipDir", data: base, span: skipSpan(dirAbs) ?? nestedFileSpan(model, u.abs) });
    }
  }
});

// rules/nested-file-too-large.ts
var nested_file_too_large_default = defineRule({
  id: "nested-file-too-large",
  meta: {
    kind: "problem",
    description: "A nested context file is larger than contextDiscovery.maxFileBytes, so its body is never injected although the manifest lists it.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.8 step 1",
    runtimes: ["fork"]
  },
  messages: {
    tooLarge: "{{file}} is {{bytes}} bytes, over maxFileBytes ({{max}}): the manifest lists it but the runtime never injects its body; every touch retries and skips it."
  },
  defaultOptions: {},
  check(ctx) {
    const d = ctx.simulation().discovery;
    const max = d.trace?.caps.maxFileBytes;
    if (max === void 0) return;
    for (const f of d.files) {
      if (f.bytes > max) ctx.report({ messageId: "tooLarge", data: { file: f.rel, bytes: f.bytes, max }, span: nestedFileSpan(ctx.model, f.abs) });
    }
  }
});

// rules/nested-session-budget.ts
var nested_session_budget_default = defineRule({
  id: "nested-session-budget",
  meta: {
    kind: "problem",
    description: "The sanitised bodies of the nested context files exceed contextDiscovery.maxSessionBytes, so a session never receives some of them.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.8 step 3",
    runtimes: ["fork"]
  },
  messages: {
    exhausted: "The nested context bodies total {{total}} bytes, over maxSessionBytes ({{max}}): a session touching every file in walk order is exhausted at {{first}} and never receives {{files}}."
  },
  defaultOptions: {},
  check(ctx) {
    const sim = ctx.simulation();
    if (sim.discovery.files.length === 0) return;
    const b = sim.facts.sessionBudget();
    if (b.exhaustedAt < 0) return;
    const never = b.entries.filter((e) => e.overBudget).map((e) => e.file);
    const first = b.entries[b.exhaustedAt].file;
    ctx.report({
      messageId: "exhausted",
      data: { total: b.total, max: b.maxSessionBytes, first: first.rel, files: listSome(never.map((f) => f.rel)) },
      span: ctx.model.config.valueSpans?.maxSessionBytes ?? null ?? nestedFileSpan(ctx.model, first.abs)
    });
  }
});

// src/runtimes/oac/model/resolve.ts
var KNOWN_TYPES = ["agent", "subagent", "command", "tool", "plugin", "context", "config", "skill"];
function sectionOf(type) {
  return type === "config" ? "config" : `${type}s`;
}
var CONTEXT_PREFIX = ".opencode/context/";
function parseDependency(dep) {
  if (/\s/.test(dep)) return { ok: false, reason: "whitespace" };
  const i = dep.indexOf(":");
  if (i <= 0 || i === dep.length - 1) return { ok: false, reason: "format" };
  if (dep.indexOf(":", i + 1) >= 0) return { ok: false, reason: "colons" };
  return { ok: true, type: dep.slice(0, i), id: dep.slice(i + 1) };
}
function wildcardPrefix(id) {
  let p = id.slice(0, id.indexOf("*"));
  p = p.replace(/\/$/, "");
  return p === "" ? "" : `${p}/`;
}
function resolveDependency(reg, dep) {
  const p = parseDependency(dep);
  if (!p.ok) return { kind: "format", reason: p.reason };
  const { type, id } = p;
  if (!KNOWN_TYPES.includes(type)) return { kind: "unknownType", type };
  const section = sectionOf(type);
  const inSection = reg.entries.filter((e) => e.section === section);
  if (id.includes("*")) {
    if (type !== "context") return { kind: "wildcardNotContext", type };
    const prefix = wildcardPrefix(id);
    const targets2 = inSection.filter((e) => e.path?.value.startsWith(CONTEXT_PREFIX + prefix));
    return targets2.length > 0 ? { kind: "ok", targets: targets2 } : { kind: "wildcardNoMatch", prefix };
  }
  if (type === "context" && id.includes("/")) {
    const want = `${CONTEXT_PREFIX}${id}.md`;
    const first = inSection.find((e) => e.path?.value === want);
    return first ? { kind: "ok", targets: [first] } : { kind: "notFound", type, id, section, byPath: true };
  }
  const targets = inSection.filter((e) => e.id === id || e.aliases.some((a) => a.value === id));
  return targets.length > 0 ? { kind: "ok", targets } : { kind: "notFound", type, id, section, byPath: false };
}
function entryKey(e) {
  return `${e.section}:${e.id ?? `#${e.index}`}`;
}

// src/runtimes/oac/model/agent-deps.ts
function resolveAgentDependency(oac, dep) {
  const p = parseDependency(dep);
  if (!p.ok) return { kind: "format", reason: p.reason };
  if (!KNOWN_TYPES.includes(p.type)) return { kind: "unknownType", type: p.type };
  const viaRegistry = oac.registry && oac.registry.errors.length === 0 ? resolveDependency(oac.registry, dep) : null;
  if (viaRegistry && (viaRegistry.kind === "ok" || viaRegistry.kind === "unknownType" || viaRegistry.kind === "wildcardNotContext")) return viaRegistry;
  if (!viaRegistry && p.id.includes("*") && p.type !== "context") return { kind: "wildcardNotContext", type: p.type };
  const { type, id } = p;
  if (type === "context") {
    const entries = oac.tree?.entries ?? [];
    const lands = (e) => e.kind === "file" || e.kind === "symlink" && !!e.linkResolved;
    if (id.includes("*")) {
      const prefix = wildcardPrefix(id);
      if (entries.some((e) => lands(e) && e.treePath.startsWith(prefix) && e.treePath.endsWith(".md"))) return { kind: "ok", targets: [] };
      return viaRegistry ?? { kind: "wildcardNoMatch", prefix };
    }
    if (entries.some((e) => lands(e) && e.treePath === `${id}.md`)) return { kind: "ok", targets: [] };
    return viaRegistry ?? { kind: "notFound", type, id, section: "contexts", byPath: true };
  }
  if (type === "agent" || type === "subagent") {
    if (oac.agents.some((a) => agentAnswersTo(a, id))) return { kind: "ok", targets: [] };
    return viaRegistry ?? { kind: "notFound", type, id, section: `${type}s`, byPath: false };
  }
  return viaRegistry ?? { kind: "ok", targets: [] };
}
function agentAnswersTo(a, id) {
  return a.fmId === id || a.baseName === id || a.pathId === id || a.v1Id === id;
}

// src/runtimes/oac/model/resolution-message.ts
function resolutionMessage(r, dep) {
  switch (r.kind) {
    case "format":
      return {
        messageId: "format",
        data: { dep, why: r.reason === "whitespace" ? "it contains white space, which the installer splits into several words" : r.reason === "colons" ? 'more than one ":"' : 'no "type:" prefix, or an empty side' }
      };
    case "unknownType":
      return { messageId: "unknownType", data: { dep, type: r.type } };
    case "wildcardNotContext":
      return { messageId: "wildcardNotContext", data: { dep } };
    case "wildcardNoMatch":
      return { messageId: "wildcardNoMatch", data: { dep, prefix: r.prefix } };
    case "notFound":
      return {
        messageId: "notFound",
        data: {
          dep,
          why: r.byPath ? `no context has path ".opencode/context/${r.id}.md"` : `no entry of components.${r.section} has id or alias "${r.id}"`
        }
      };
  }
}

// rules/opencode/oac-agent-dependency.ts
var oac_agent_dependency_default = defineRule({
  id: "oac-agent-dependency",
  meta: {
    kind: "problem",
    description: "An agent frontmatter dependency (context, subagent, tool, \u2026) that resolves to nothing.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA78.1",
    runtimes: ["opencode"]
  },
  messages: {
    format: 'Dependency "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Dependency "{{dep}}" has the unknown type "{{type}}" (known: agent, subagent, command, tool, plugin, context, config, skill).',
    notFound: 'Dependency "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Dependency "{{dep}}": "*" expands for contexts only.',
    wildcardNoMatch: 'Dependency "{{dep}}": nothing under .opencode/context/{{prefix}} matches.'
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    for (const a of oac.agents) {
      for (const d of [...a.dependencies, ...a.context.map((c) => ({ ...c, value: c.value.includes(":") ? c.value : `context:${c.value}` }))]) {
        const r = resolveAgentDependency(oac, d.value);
        if (r.kind !== "ok") ctx.report({ ...resolutionMessage(r, d.value), span: d.span });
      }
    }
  }
});

// rules/opencode/oac-agent-permissions.ts
var oac_agent_permissions_default = defineRule({
  id: "oac-agent-permissions",
  meta: {
    kind: "problem",
    description: "An agent frontmatter permissions key (plural), which OpenCode does not enforce.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA78.3",
    runtimes: ["opencode"]
  },
  messages: {
    plural: '"permissions" is not an OpenCode agent key: V1 forwards it to the provider as an option, so none of its allow/ask/deny rules is enforced. Rename it "permission".'
  },
  defaultOptions: {},
  check(ctx) {
    for (const a of oacOf(ctx.model)?.agents ?? []) {
      if (a.permissionsPlural) ctx.report({ messageId: "plural", data: {}, span: a.permissionsPlural });
    }
  }
});

// rules/opencode/oac-agent-task-key.ts
var BUILT_IN = ["build", "plan", "general", "explore", "title", "summary", "compaction"];
var oac_agent_task_key_default = defineRule({
  id: "oac-agent-task-key",
  meta: {
    kind: "problem",
    description: "A task permission key that names an agent by file name or registry id, while the agent\u2019s frontmatter name changed its ID.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA78.2",
    runtimes: ["opencode"]
  },
  messages: {
    nameChanged: 'task rule "{{key}}" matches no agent ID: {{file}} has the ID "{{id}}" (its frontmatter name), so this rule never applies to it.'
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    const ids = /* @__PURE__ */ new Set([...BUILT_IN, ...oac.agents.map((a) => a.v1Id)]);
    for (const a of oac.agents) {
      for (const k of a.taskKeys) {
        if (/[*?]/.test(k.value) || ids.has(k.value)) continue;
        const target = oac.agents.find((b) => b.v1Id !== k.value && (b.fmId === k.value || b.baseName === k.value || b.pathId === k.value));
        if (target) ctx.report({ messageId: "nameChanged", data: { key: k.value, file: target.path, id: target.v1Id }, span: k.span, hint: `Key the rule "${target.v1Id}".` });
      }
    }
  }
});

// src/runtimes/oac/model/header.ts
var PRIORITIES = ["critical", "high", "medium", "low"];
function headerProblems(fields) {
  const out = [];
  const missing = ["Context", "Priority", "Version", "Updated"].filter((k) => !fields[k]);
  if (missing.length > 0) out.push(`missing ${missing.join(", ")}`);
  const c = fields["Context"];
  if (c && !/^[^\s/]+(\/[^\s/]+)+$/.test(c)) out.push(`Context "${c}" is not {category}/{function}`);
  const p = fields["Priority"];
  if (p && !PRIORITIES.includes(p)) out.push(`Priority "${p}" is not one of ${PRIORITIES.join(", ")}`);
  const v = fields["Version"];
  if (v && !/^\d+\.\d+$/.test(v)) out.push(`Version "${v}" is not X.Y`);
  const u = fields["Updated"];
  if (u && !isDate(u)) out.push(`Updated "${u}" is not a YYYY-MM-DD date`);
  return out;
}
function isDate(s) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

// rules/opencode/oac-context-header.ts
var oac_context_header_default = defineRule({
  id: "oac-context-header",
  meta: {
    kind: "suggestion",
    description: "A context file header comment that breaks the OAC header standard, or frontmatter that does not parse.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: { type: "object", properties: { requireHeader: { type: "boolean" } }, additionalProperties: false },
    spec: "docs/runtimes/oac.md \xA76",
    runtimes: ["opencode"]
  },
  messages: {
    malformed: 'Header comment does not follow "<!-- Context: {category}/{function} | Priority: \u2026 | Version: X.Y | Updated: YYYY-MM-DD -->": {{problems}}.',
    missing: 'No "<!-- Context: \u2026 -->" header comment in header position (line 1, or the first line after the frontmatter).',
    frontmatter: "Frontmatter does not parse: {{error}}."
  },
  defaultOptions: { requireHeader: false },
  check(ctx, options) {
    for (const e of oacOf(ctx.model)?.tree?.entries ?? []) {
      if (e.kind !== "file" || e.text === void 0) continue;
      if (e.frontmatter && !e.frontmatter.ok) ctx.report({ messageId: "frontmatter", data: { error: e.frontmatter.message }, span: e.frontmatter.span });
      if (e.header) {
        const problems = headerProblems(e.header.fields);
        if (problems.length > 0) ctx.report({ messageId: "malformed", data: { problems: problems.join("; ") }, span: e.header.span });
      } else if (options.requireHeader && e.headerLine) {
        const name = e.treePath.split("/").pop();
        if (!isNavigationName(name) && name !== "README.md") ctx.report({ messageId: "missing", data: {}, span: e.headerLine });
      }
    }
  }
});

// rules/opencode/oac-context-symlink.ts
var oac_context_symlink_default = defineRule({
  id: "oac-context-symlink",
  meta: {
    kind: "problem",
    description: "A symlink in the context tree that is dangling or lands outside the tree.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA77",
    runtimes: ["opencode"]
  },
  messages: {
    dangling: '{{path}} \u2192 "{{target}}" resolves to nothing; "context:{{short}}" and reads of this name fail.',
    escapes: '{{path}} \u2192 "{{target}}" lands outside .opencode/context/ ({{resolved}}); the installer copies the tree, not the target.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const e of oacOf(ctx.model)?.tree?.entries ?? []) {
      if (e.kind !== "symlink") continue;
      const data = { path: e.path, target: e.linkTarget ?? "", short: e.treePath.replace(/\.md$/, "") };
      if (e.linkResolved === null || e.linkResolved === void 0) ctx.report({ messageId: "dangling", data, span: fileSpan(e.path) });
      else if (!e.linkInside) ctx.report({ messageId: "escapes", data: { ...data, resolved: e.linkResolved }, span: fileSpan(e.path) });
    }
  }
});

// rules/opencode/oac-context-unlisted.ts
var oac_context_unlisted_default = defineRule({
  id: "oac-context-unlisted",
  meta: {
    kind: "problem",
    description: "A context file that no navigation file lists, neither by name nor by its folder.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA75.3",
    runtimes: ["opencode"]
  },
  messages: {
    unlisted: "{{path}} is listed by no navigation file (neither the file nor its folder {{folder}}/), so navigation-driven discovery never reaches it."
  },
  defaultOptions: {},
  check(ctx) {
    const tree = oacOf(ctx.model)?.tree;
    if (!tree) return;
    const listed = /* @__PURE__ */ new Set();
    for (const nav of tree.navigation) for (const r of nav.references) if (r.real !== null) listed.add(r.real);
    const present = new Set(tree.entries.map((e) => e.treePath));
    for (const e of tree.entries) {
      if (e.kind !== "file" || !e.path.endsWith(".md")) continue;
      const name = e.treePath.split("/").pop();
      if (isNavigationName(name) || name === "README.md") continue;
      const category = e.treePath.split("/")[0];
      if (e.treePath.includes("/") && !present.has(`${category}/navigation.md`)) continue;
      const folder = dir(e.path);
      if (listed.has(e.path) || listed.has(folder)) continue;
      ctx.report({ messageId: "unlisted", data: { path: e.path, folder }, span: fileSpan(e.path) });
    }
  }
});

// rules/opencode/oac-navigation-link.ts
var oac_navigation_link_default = defineRule({
  id: "oac-navigation-link",
  meta: {
    kind: "problem",
    description: "A path listed in a navigation file that does not exist.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA75.2",
    runtimes: ["opencode"]
  },
  messages: {
    missing: '"{{ref}}" does not exist (tried {{candidates}}); an agent that follows this navigation reads nothing.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const nav of oacOf(ctx.model)?.tree?.navigation ?? []) {
      for (const r of nav.references) {
        if (r.resolved !== null || r.planned) continue;
        ctx.report({ messageId: "missing", data: { ref: r.text, candidates: r.candidates.join(", ") }, span: r.span, hint: 'Mark planned content with "[future]" on its line, or fix the path.' });
      }
    }
  }
});

// rules/opencode/oac-navigation-missing.ts
var oac_navigation_missing_default = defineRule({
  id: "oac-navigation-missing",
  meta: {
    kind: "problem",
    description: "A context category folder (or the context root) without a navigation.md.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA75.1",
    runtimes: ["opencode"]
  },
  messages: {
    missing: 'Category "{{category}}" has no navigation.md; ContextScout and agents that start from the navigation files do not find its {{files}} file(s).',
    rootMissing: "The context root {{root}} has no navigation.md."
  },
  defaultOptions: {},
  check(ctx) {
    const tree = oacOf(ctx.model)?.tree;
    if (!tree) return;
    const has = new Set(tree.entries.filter((e) => e.kind !== "dir").map((e) => e.treePath));
    if (!has.has("navigation.md")) ctx.report({ messageId: "rootMissing", data: { root: tree.root }, span: fileSpan(tree.root) });
    for (const e of tree.entries) {
      if (e.kind !== "dir" || e.treePath.includes("/") || has.has(`${e.treePath}/navigation.md`)) continue;
      const files = tree.entries.filter((f) => f.kind === "file" && f.treePath.startsWith(`${e.treePath}/`)).length;
      if (files === 0) continue;
      ctx.report({ messageId: "missing", data: { category: e.treePath, files }, span: fileSpan(e.path) });
    }
  }
});

// rules/opencode/oac-registry-cycle.ts
var oac_registry_cycle_default = defineRule({
  id: "oac-registry-cycle",
  meta: {
    kind: "problem",
    description: "A cycle among registry dependencies, as the installer resolves them.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA74.1",
    runtimes: ["opencode"]
  },
  messages: {
    cycle: "Dependency cycle: {{cycle}}."
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    const edges = /* @__PURE__ */ new Map();
    for (const e of reg.entries) {
      const out = [];
      for (const dep of e.dependencies) {
        const r = resolveDependency(reg, dep.value);
        if (r.kind === "ok") for (const to of r.targets) out.push({ to, dep });
      }
      edges.set(e, out);
    }
    let counter = 0;
    const index = /* @__PURE__ */ new Map();
    const low = /* @__PURE__ */ new Map();
    const stack = [];
    const onStack = /* @__PURE__ */ new Set();
    const sccs = [];
    const strong = (v) => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const { to } of edges.get(v) ?? []) {
        if (!index.has(to)) {
          strong(to);
          low.set(v, Math.min(low.get(v), low.get(to)));
        } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), index.get(to)));
      }
      if (low.get(v) === index.get(v)) {
        const scc = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          scc.push(w);
        } while (w !== v);
        sccs.push(scc);
      }
    };
    for (const e of reg.entries) if (!index.has(e)) strong(e);
    const order = new Map(reg.entries.map((e, i) => [e, i]));
    for (const scc of sccs) {
      const members = new Set(scc);
      const selfLoop = scc.length === 1 && (edges.get(scc[0]) ?? []).some((x) => x.to === scc[0]);
      if (scc.length < 2 && !selfLoop) continue;
      const start = [...scc].sort((a, b) => order.get(a) - order.get(b))[0];
      const path13 = [start];
      let cur = start;
      let first = null;
      for (let guard = 0; guard <= scc.length; guard++) {
        const next = (edges.get(cur) ?? []).find((x) => members.has(x.to) && (x.to === start || !path13.includes(x.to)));
        if (!next) break;
        first ??= next.dep;
        path13.push(next.to);
        if (next.to === start) break;
        cur = next.to;
      }
      ctx.report({ messageId: "cycle", data: { cycle: path13.map(entryKey).join(" \u2192 ") }, span: first?.span ?? start.idSpan });
    }
  }
});

// rules/opencode/oac-registry-dependency.ts
var oac_registry_dependency_default = defineRule({
  id: "oac-registry-dependency",
  meta: {
    kind: "problem",
    description: "A registry dependency that is not type:id, has an unknown type, or that the installer cannot resolve.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA73",
    runtimes: ["opencode"]
  },
  messages: {
    format: 'Dependency "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Dependency "{{dep}}" has the unknown type "{{type}}" (known: agent, subagent, command, tool, plugin, context, config, skill).',
    notFound: 'Dependency "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Dependency "{{dep}}": the installer expands "*" for contexts only and skips this one.',
    wildcardNoMatch: 'Dependency "{{dep}}": no context path starts with ".opencode/context/{{prefix}}"; the installer skips it.'
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const e of reg.entries) {
      for (const dep of e.dependencies) {
        const r = resolveDependency(reg, dep.value);
        if (r.kind !== "ok") ctx.report({ ...resolutionMessage(r, dep.value), span: dep.span });
      }
    }
  }
});

// rules/opencode/oac-registry-orphan.ts
var oac_registry_orphan_default = defineRule({
  id: "oac-registry-orphan",
  meta: {
    kind: "problem",
    description: "A component file under .opencode/ that no registry.json entry lists, so the installer never ships it.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA74.2",
    runtimes: ["opencode"]
  },
  messages: {
    orphan: "{{path}} is not listed in registry.json; the installer never installs it."
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac?.registry || oac.registry.errors.length > 0) return;
    const listed = new Set(oac.registry.entries.map((e) => e.path?.value.replace(/^\.\//, "")));
    for (const path13 of oac.componentFiles) {
      if (isOrphanCandidate(path13) && !listed.has(path13)) ctx.report({ messageId: "orphan", data: { path: path13 }, span: fileSpan(path13) });
    }
  }
});

// rules/opencode/oac-registry-path.ts
var oac_registry_path_default = defineRule({
  id: "oac-registry-path",
  meta: {
    kind: "problem",
    description: "A registry.json that is not valid JSON, or a component whose path is missing, not a file, or absent.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA72",
    runtimes: ["opencode"]
  },
  messages: {
    invalidJson: "registry.json is not valid JSON ({{error}}); the installer and the validator stop here.",
    missing: '{{section}} entry "{{id}}": path "{{path}}" does not exist; the installer cannot copy it.',
    notFile: '{{section}} entry "{{id}}": path "{{path}}" is a directory, not a file.',
    noPath: '{{section}} entry "{{id}}" has no "path" string.'
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const e of reg.errors.slice(0, 1)) ctx.report({ messageId: "invalidJson", data: { error: e.message }, span: e.span });
    for (const e of reg.entries) {
      const id = e.id ?? `#${e.index}`;
      if (e.path === null) ctx.report({ messageId: "noPath", data: { section: e.section, id }, span: e.idSpan });
      else if (e.pathKind === "missing") ctx.report({ messageId: "missing", data: { section: e.section, id, path: e.path.value }, span: e.path.span });
      else if (e.pathKind === "dir") ctx.report({ messageId: "notFile", data: { section: e.section, id, path: e.path.value }, span: e.path.span });
    }
  }
});

// rules/opencode/oac-registry-profile.ts
var oac_registry_profile_default = defineRule({
  id: "oac-registry-profile",
  meta: {
    kind: "problem",
    description: "A registry profile that names a component the installer cannot find.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA74.3",
    runtimes: ["opencode"]
  },
  messages: {
    format: 'Profile component "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Profile component "{{dep}}" has the unknown type "{{type}}".',
    notFound: 'Profile component "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Profile component "{{dep}}": the installer expands "*" for contexts only and skips this one.',
    wildcardNoMatch: 'Profile component "{{dep}}": no context path starts with ".opencode/context/{{prefix}}"; the installer skips it.'
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const p of reg.profiles) {
      for (const c of p.components) {
        const r = resolveDependency(reg, c.value);
        if (r.kind !== "ok") ctx.report({ ...resolutionMessage(r, c.value), span: c.span });
      }
    }
  }
});

// rules/opencode/oac-session-activity.ts
var oac_session_activity_default = defineRule({
  id: "oac-session-activity",
  meta: {
    kind: "problem",
    description: "A manifest whose last_activity is earlier than its created_at.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.6",
    runtimes: ["opencode"]
  },
  messages: {
    before: "last_activity {{last}} is earlier than created_at {{created}}; stale-session cleanup judges the session by last_activity."
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      if (!s.createdAt || !s.lastActivity) continue;
      const c = isoTime(s.createdAt.value);
      const l = isoTime(s.lastActivity.value);
      if (c !== null && l !== null && l < c) ctx.report({ messageId: "before", data: { last: s.lastActivity.value, created: s.createdAt.value }, span: s.lastActivity.span });
    }
  }
});

// rules/opencode/oac-session-agent.ts
var BUILT_IN2 = ["build", "plan", "general", "explore"];
var oac_session_agent_default = defineRule({
  id: "oac-session-agent",
  meta: {
    kind: "problem",
    description: "A manifest context file whose for names no agent of the project.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.5",
    runtimes: ["opencode"]
  },
  messages: {
    unknown: '"for": "{{value}}" names no agent: no agent has the ID "{{id}}".',
    notId: '"for": "{{value}}" names {{file}} by {{how}}, but its agent ID is "{{agentId}}"; subagent_type "{{id}}" does not resolve.'
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    for (const s of oac.sessions) {
      for (const f of s.files) {
        if (!f.for) continue;
        const id = f.for.value.trim().replace(/^@/, "");
        if (id === "" || /[{}]/.test(id)) continue;
        if (BUILT_IN2.includes(id) || oac.agents.some((a) => a.v1Id === id)) continue;
        const other = oac.agents.find((a) => agentAnswersTo(a, id));
        if (other) {
          const how = other.fmId === id ? "its frontmatter id" : other.baseName === id ? "its file name" : "its path";
          ctx.report({ messageId: "notId", data: { value: f.for.value, id, file: other.path, how, agentId: other.v1Id }, span: f.for.span, hint: `Write "@${other.v1Id}".` });
        } else ctx.report({ messageId: "unknown", data: { value: f.for.value, id }, span: f.for.span });
      }
    }
  }
});

// rules/opencode/oac-session-file.ts
var oac_session_file_default = defineRule({
  id: "oac-session-file",
  meta: {
    kind: "problem",
    description: "A manifest context_files path that does not exist in the session folder, or leaves it.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.3",
    runtimes: ["opencode"]
  },
  messages: {
    missing: '"{{path}}" is not in {{dir}}/; a subagent sent to it reads nothing.',
    notFile: '"{{path}}" is a directory in {{dir}}/, not a context file.',
    outside: '"{{path}}" is not a path inside the session folder {{dir}}/.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      for (const f of s.files) {
        const data = { path: f.path.value, dir: s.dir };
        if (f.exists === "missing") ctx.report({ messageId: "missing", data, span: f.path.span });
        else if (f.exists === "dir") ctx.report({ messageId: "notFile", data, span: f.path.span });
        else if (f.exists === "outside") ctx.report({ messageId: "outside", data, span: f.path.span });
      }
    }
  }
});

// rules/opencode/oac-session-index.ts
var oac_session_index_default = defineRule({
  id: "oac-session-index",
  meta: {
    kind: "problem",
    description: "A manifest keyword index that names unknown files, or misses a file under one of its keywords.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.4",
    runtimes: ["opencode"]
  },
  messages: {
    unknownPath: 'context_index["{{keyword}}"] lists "{{path}}", which is not a key of context_files.',
    keywordMissing: 'Keyword "{{keyword}}" of "{{path}}" is not in context_index; discovery by that keyword misses the file.',
    notBack: 'context_index["{{keyword}}"] does not list "{{path}}", although the file has that keyword.',
    noIndex: "Files carry keywords but the manifest has no context_index; discovery by keyword finds nothing."
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      if (!s.parsed) continue;
      const keys = new Set(s.files.map((f) => f.path.value));
      if (s.index === null) {
        const first = s.files.find((f) => (f.keywords ?? []).length > 0);
        if (first) ctx.report({ messageId: "noIndex", data: {}, span: first.keywords[0].span });
        continue;
      }
      const index = new Map(s.index.map((e) => [e.keyword.value, e]));
      for (const e of s.index) {
        for (const p of e.paths) if (!keys.has(p.value)) ctx.report({ messageId: "unknownPath", data: { keyword: e.keyword.value, path: p.value }, span: p.span });
      }
      for (const f of s.files) {
        for (const k of f.keywords ?? []) {
          const e = index.get(k.value);
          const data = { keyword: k.value, path: f.path.value };
          if (!e) ctx.report({ messageId: "keywordMissing", data, span: k.span });
          else if (!e.paths.some((p) => p.value === f.path.value)) ctx.report({ messageId: "notBack", data, span: e.keyword.span });
        }
      }
    }
  }
});

// rules/opencode/oac-session-manifest.ts
var oac_session_manifest_default = defineRule({
  id: "oac-session-manifest",
  meta: {
    kind: "problem",
    description: "A session .manifest.json that is not valid JSON or not in the documented shape.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.2",
    runtimes: ["opencode"]
  },
  messages: {
    invalidJson: "Manifest is not valid JSON ({{error}}); agents that read it to find context files get nothing.",
    notObject: "Manifest must be a JSON object.",
    missingKey: 'Manifest lacks "{{key}}".',
    wrongType: '"{{key}}" must be {{expected}}.',
    badDate: '"{{key}}" is "{{value}}", not an ISO-8601 date-time.',
    idMismatch: 'session_id "{{id}}" differs from its folder name "{{folder}}".'
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) for (const i of s.shapeIssues) ctx.report({ messageId: i.messageId, data: i.data, span: i.span });
  }
});

// rules/opencode/oac-session-unlisted.ts
var oac_session_unlisted_default = defineRule({
  id: "oac-session-unlisted",
  meta: {
    kind: "problem",
    description: "A file in a session folder that the manifest does not list, or a session folder without a manifest.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.7",
    runtimes: ["opencode"]
  },
  messages: {
    unlisted: "{{path}} is not listed in {{manifest}}: agents discover session context only through the manifest, and cleanup deletes only tracked files.",
    noManifest: "Session folder {{dir}}/ has no .manifest.json; cleanup-stale-sessions.sh deletes such folders."
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      if (s.file === null) {
        ctx.report({ messageId: "noManifest", data: { dir: s.dir }, span: fileSpan(s.dir) });
        continue;
      }
      if (!s.parsed) continue;
      const listed = new Set(s.files.map((f) => clean(f.path.value)));
      for (const p of s.onDisk) {
        if (!listed.has(p)) ctx.report({ messageId: "unlisted", data: { path: `${s.dir}/${p}`, manifest: s.file }, span: fileSpan(`${s.dir}/${p}`) });
      }
    }
  }
});

// rules/parse-error.ts
var parse_error_default = defineRule({
  id: "parse-error",
  meta: {
    kind: "problem",
    description: "A configuration, agent or flow file cannot be read or parsed, so the runtime ignores or rejects it.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1, \xA73.2, \xA74.2",
    runtimes: ["fork"]
  },
  messages: {
    configIgnored: "The runtime silently ignores the whole project config: {{detail}}.",
    agentRejected: "This agent file will not load: {{detail}}.",
    flowRejected: "this flow will not load: {{detail}}.",
    unreadable: "Cannot read {{what}}: {{detail}}."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "parse-error");
  }
});

// rules/permission-action-invalid.ts
var permission_action_invalid_default = defineRule({
  id: "permission-action-invalid",
  meta: {
    kind: "problem",
    description: 'A permission is set to a boolean, number or list instead of "allow", "ask" or "deny", so it does not restrict anything.',
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.3, \xA72.5, \xA73.3",
    runtimes: ["fork"]
  },
  messages: {
    frontmatter: '"{{where}}" is {{type}} ({{value}}), not an action: the runtime resolves only the strings "allow", "ask" and "deny", so this permission has no effect and the default ("ask") applies. Write "{{fix}}".',
    config: '"{{where}}" in .opencode.json is {{type}} ({{value}}), not an action: the runtime resolves only the strings "allow", "ask" and "deny", so this permission has no effect and the default ("ask") applies. Write "{{fix}}".'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "permission-action-invalid");
  }
});

// rules/opencode/permission-catch-all-last.ts
var messages17 = {
  pattern: 'In the "{{tool}}" permission of {{owner}}, the catch-all "*": {{action}} comes after {{patterns}}; the runtime applies the last matching rule, so "*" overrides {{them}}. Put "*" first.',
  tool: 'In the permission of {{owner}}, the catch-all "*": {{action}} comes after {{patterns}}; the runtime applies the last matching rule, so "*" overrides {{them}}. Put "*" first.'
};
function actionsOf(v) {
  if (typeof v === "string") return /* @__PURE__ */ new Set([v]);
  if (v && typeof v === "object" && !Array.isArray(v)) return new Set(Object.values(v).filter((x) => typeof x === "string"));
  return /* @__PURE__ */ new Set();
}
function overridden(map) {
  const keys = Object.keys(map);
  const i = keys.lastIndexOf("*");
  if (i <= 0 || typeof map["*"] !== "string") return null;
  const action = map["*"];
  const before2 = keys.slice(0, i).map((key) => ({ key, actions: actionsOf(map[key]) })).filter((r) => [...r.actions].some((a) => a !== action));
  return before2.length > 0 ? { action, before: before2 } : null;
}
var list = (rs) => {
  const shown = rs.slice(0, 3).map((r) => `"${r.key}"`).join(", ");
  return rs.length > 3 ? `${shown} and ${rs.length - 3} more` : shown;
};
var permission_catch_all_last_default = defineRule({
  id: "permission-catch-all-last",
  meta: {
    kind: "problem",
    description: 'A catch-all "*" permission written last overrides every narrower rule above it.',
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA75.5",
    runtimes: ["opencode"]
  },
  messages: messages17,
  defaultOptions: {},
  check(ctx) {
    const checkMap = (owner, perm, base, spanAt) => {
      if (!perm || typeof perm !== "object" || Array.isArray(perm)) return;
      const top = overridden(perm);
      if (top) {
        const n3 = top.before.length;
        ctx.report({ messageId: "tool", data: { owner, action: top.action, patterns: list(top.before), them: n3 === 1 ? "it" : "them" }, span: spanAt(pointer(base, "*"), "key") });
      }
      for (const [tool, v] of Object.entries(perm)) {
        if (!v || typeof v !== "object" || Array.isArray(v)) continue;
        const o = overridden(v);
        if (!o) continue;
        ctx.report({
          messageId: "pattern",
          data: { owner, tool, action: o.action, patterns: list(o.before), them: o.before.length === 1 ? "it" : "them" },
          span: spanAt(pointer(base, tool, "*"), "key")
        });
      }
    };
    for (const d of ctx.model.agentSet.definitions) {
      if (d.kept) checkMap(`agent "${d.id}"`, d.written["permission"], "/permission", d.spanAt);
    }
    for (const doc of ctx.model.config.docs) {
      checkMap("this config file", doc.data?.["permission"], "/permission", (p, which) => configSpanAt(doc, p, which));
    }
  }
});

// rules/permission-keys-ignored.ts
var permission_keys_ignored_default = defineRule({
  id: "permission-keys-ignored",
  meta: {
    kind: "problem",
    description: "A key under the top-level permission object other than skill and rules, which the runtime ignores.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.3, \xA78 U11",
    runtimes: ["fork"]
  },
  messages: {
    ignored: 'Key "{{key}}" under top-level "permission" is ignored: the runtime decodes only "skill" and "rules" (tool rules go under "permission.rules").'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "permission-keys-ignored");
  }
});

// rules/scoped-name-not-discovered.ts
var scoped_name_not_discovered_default = defineRule({
  id: "scoped-name-not-discovered",
  meta: {
    kind: "suggestion",
    description: "Files in subdirectories share the name of a scoped context entry, but discovery only looks for global contextPaths names, so they are never disclosed.",
    severity: "info",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 1, \xA78 U8",
    runtimes: ["fork"]
  },
  messages: {
    notDiscovered: 'The {{owner}} context entry "{{entry}}" names {{name}}, and {{files}} below the working directory share that name, but discovery only looks for the global contextPaths names: those files are never listed or injected.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const t = ctx.simulation().discovery.trace;
    if (!t || t.watched.length === 0) return;
    const entries = scopedNameEntries(model, new Set(t.basenames));
    for (const e of entries) {
      const hits = t.watched.filter((w) => w.name === e.name && w.abs !== e.target);
      if (hits.length === 0) continue;
      ctx.report({
        messageId: "notDiscovered",
        data: { owner: e.owner, entry: e.raw, name: e.name, files: listSome(hits.map((h) => h.rel)) },
        span: e.node?.span ?? nestedFileSpan(model, hits[0].abs)
      });
    }
  }
});

// rules/symlinked-working-dir.ts
var symlinked_working_dir_default = defineRule({
  id: "symlinked-working-dir",
  meta: {
    kind: "problem",
    description: "The working directory is a symlink, so the runtime discovers no nested context files although some exist below its target.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 2, \xA78 U24",
    runtimes: ["fork"]
  },
  messages: {
    symlinked: "The working directory ({{w}}) is a symlink to {{target}}: the discovery walk ends at once, so {{count}} nested context files below it ({{files}}) are never listed or injected. Start the runtime in {{target}}."
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const target = sim.discovery.trace?.wSymlink?.target ?? null;
    const r = sim.facts.discoveryBelowSymlinkedW();
    if (target === null || r === null || r.files.length === 0) return;
    ctx.report({
      messageId: "symlinked",
      data: { w: model.W, target, count: r.truncated ? `${r.files.length}+` : r.files.length, files: listSome(r.files.map((f) => f.rel)) },
      span: null
    });
  }
});

// rules/index.ts
var rules = [
  agent_compaction_threshold_default,
  agent_default_model_default,
  agent_deprecated_key_default,
  agent_description_missing_default,
  agent_dir_not_read_default,
  agent_duplicate_id_default,
  agent_file_not_read_default,
  agent_file_without_frontmatter_default,
  agent_frontmatter_case_default,
  agent_frontmatter_invalid_default,
  agent_frontmatter_not_first_default,
  agent_frontmatter_schema_default,
  agent_id_case_collision_default,
  agent_key_unreachable_default,
  agent_mode_invalid_default,
  agent_mode_unknown_default,
  agent_model_overridden_default,
  agent_name_changes_id_default,
  agent_path_not_found_default,
  agent_permissions_plural_default,
  agent_prompt_file_frontmatter_default,
  agent_schema_default,
  agent_unknown_key_default,
  allow_tools_empty_default,
  builtin_agent_demoted_default,
  config_agents_v1_key_default,
  config_candidate_file_default,
  config_duplicate_key_default,
  config_env_override_default,
  config_env_override_info_default,
  config_file_not_read_default,
  config_invalid_value_default,
  config_key_dropped_default,
  config_key_spelling_default,
  config_legacy_agent_default,
  config_load_failure_default,
  config_refused_default,
  config_schema_default,
  config_unknown_context_key_default,
  config_weak_typing_default,
  config_working_dir_default,
  context_budget_default,
  context_dedupe_default,
  context_entry_env_default,
  context_entry_escapes_default,
  context_entry_missing_default,
  context_file_too_large_default,
  context_file_trailing_slash_default,
  context_hidden_both_default,
  context_layer_empty_default,
  context_mode_unknown_default,
  context_non_regular_default,
  context_paths_empty_list_default,
  context_token_unknown_default,
  discovery_truncated_default,
  env_reference_unset_default,
  file_reference_missing_default,
  flow_disabled_shadows_default,
  flow_id_shadowed_default,
  flow_invalid_default,
  flow_mixed_revisions_default,
  flow_multiple_rules_target_default,
  flow_schema_default,
  flow_step_agent_template_default,
  flow_step_blocks_inheritance_default,
  flow_step_unknown_agent_default,
  global_context_escapes_default,
  global_context_token_default,
  instruction_file_escapes_default,
  instruction_file_hidden_default,
  instructions_budget_default,
  instructions_config_relative_default,
  instructions_duplicate_default,
  instructions_file_token_default,
  instructions_no_match_default,
  instructions_outside_repo_default,
  instructions_url_default,
  manifest_degraded_default,
  manifest_label_default,
  manifest_without_trigger_tools_default,
  nested_context_symlink_default,
  nested_context_unreachable_default,
  nested_file_too_large_default,
  nested_session_budget_default,
  oac_agent_dependency_default,
  oac_agent_permissions_default,
  oac_agent_task_key_default,
  oac_context_header_default,
  oac_context_symlink_default,
  oac_context_unlisted_default,
  oac_navigation_link_default,
  oac_navigation_missing_default,
  oac_registry_cycle_default,
  oac_registry_dependency_default,
  oac_registry_orphan_default,
  oac_registry_path_default,
  oac_registry_profile_default,
  oac_session_activity_default,
  oac_session_agent_default,
  oac_session_file_default,
  oac_session_index_default,
  oac_session_manifest_default,
  oac_session_unlisted_default,
  parse_error_default,
  permission_action_invalid_default,
  permission_catch_all_last_default,
  permission_keys_ignored_default,
  scoped_name_not_discovered_default,
  symlinked_working_dir_default
];

// src/model/ctxlens-config.ts
var SEVERITY_SETTINGS = ["off", "info", "warning", "error"];

// src/load/ctxlens-config/rule-settings.ts
function resolveRuleSettings(rulesObj, rules2) {
  const byId = new Map(rules2.map((r) => [r.id, r]));
  const ids = [...byId.keys()];
  const settings = {};
  const problems = [];
  const checked = /* @__PURE__ */ new Set();
  let ajvInstance = null;
  const ajv = () => ajvInstance ??= new (loadAjv2020())({ allErrors: true, strict: false, allowUnionTypes: true });
  for (const [id, value] of Object.entries(rulesObj)) {
    const ptr = pointer("/rules", id);
    checked.add(ptr);
    const rule = byId.get(id);
    if (!rule) {
      const near = didYouMean(id, ids);
      problems.push({ pointer: ptr, which: "key", message: `unknown rule "${id}"${near ? `; did you mean "${near}"?` : ""}` });
      continue;
    }
    const entry = decodeEntry(value);
    if (typeof entry === "string") {
      problems.push({ pointer: entry.startsWith("severity") ? pointer(ptr, "severity") : ptr, which: "value", message: `rule "${id}": ${entry}` });
      continue;
    }
    if (entry.options !== void 0) {
      if (!rule.meta.schema) {
        problems.push({ pointer: pointer(ptr, "options"), which: "key", message: `rule "${id}" takes no options` });
        continue;
      }
      const validate = ajv().compile(rule.meta.schema);
      if (!validate(entry.options)) {
        for (const e of validate.errors ?? []) problems.push({ pointer: pointer(ptr, "options") + e.instancePath, which: "value", message: `rule "${id}" options: ${ajvText(e)}` });
        continue;
      }
    }
    settings[id] = entry;
  }
  return { settings, problems, checked };
}
function decodeEntry(value) {
  const sevProblem = (v, where3) => {
    const near = typeof v === "string" && v !== "" ? didYouMean(v, SEVERITY_SETTINGS) ?? SEVERITY_SETTINGS.find((s) => s.startsWith(v.toLowerCase())) ?? null : null;
    return `${where3}expected one of "off", "info", "warning", "error", found ${JSON.stringify(v)}${near ? `; did you mean "${near}"?` : ""}`;
  };
  if (typeof value === "string") return SEVERITY_SETTINGS.includes(value) ? { severity: value } : sevProblem(value, "");
  if (!isObject(value)) return `expected a severity string or an object {"severity", "options"}, found ${value === null ? "null" : Array.isArray(value) ? "array" : typeof value}`;
  const out = {};
  for (const key of Object.keys(value)) {
    if (key !== "severity" && key !== "options") {
      const near = didYouMean(key, ["severity", "options"]);
      return `unknown key "${key}"${near ? `; did you mean "${near}"?` : ""} (allowed: "severity", "options")`;
    }
  }
  if (value["severity"] !== void 0) {
    const s = value["severity"];
    if (typeof s !== "string" || !SEVERITY_SETTINGS.includes(s)) return sevProblem(s, "severity: ");
    out.severity = s;
  }
  if (value["options"] !== void 0) {
    if (!isObject(value["options"])) return "options: expected an object";
    out.options = value["options"];
  }
  return out;
}
function ajvText(e) {
  if (e.keyword === "additionalProperties") return `unknown option "${e.params.additionalProperty}"`;
  return `${e.instancePath === "" ? "value" : `"${e.instancePath}"`} ${e.message ?? "is invalid"}`;
}
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

// src/load/ctxlens-config/parse.ts
function parseCtxlensConfig(text, abs, shown, rules2) {
  const doc = parseJson(text.replace(/^\uFEFF/, ""), shown);
  const at = (ptr, which, message) => {
    const s = jsonPointerSpan(doc, ptr, which);
    return { file: shown, line: s.start.line, column: s.start.column, message };
  };
  if (doc.errors.length > 0 || !doc.root) {
    throw new ConfigError(
      doc.errors.length > 0 ? doc.errors.slice(0, 1).map((e) => ({ file: shown, line: e.span.start.line, column: e.span.start.column, message: `JSON syntax error: ${e.message}` })) : [{ file: shown, line: 0, column: 0, message: "the file is empty" }]
    );
  }
  const data = JSON.parse(doc.text);
  const rulesObj = isObject2(data) && isObject2(data["rules"]) ? data["rules"] : {};
  const resolved = resolveRuleSettings(rulesObj, rules2);
  const problems = resolved.problems.map((p) => at(p.pointer, p.which, p.message));
  for (const v of new SchemaValidator().validate("ctxlens-config", data, (p, which) => jsonPointerSpan(doc, p, which))) {
    if ([...resolved.checked].some((c) => v.pointer === c || v.pointer.startsWith(c + "/"))) continue;
    problems.push({ file: shown, line: v.span.start.line, column: v.span.start.column, message: lowerFirst(v.message) });
  }
  if (problems.length > 0) throw new ConfigError(sortProblems(problems));
  const ignore = isObject2(data) && Array.isArray(data["ignore"]) ? data["ignore"] : [];
  const runtime = isObject2(data) && isRuntimeId(data["runtime"]) ? data["runtime"] : null;
  const oacManifests = isObject2(data) && Array.isArray(data["oacManifests"]) ? data["oacManifests"] : null;
  return { file: abs, rules: resolved.settings, ignore, runtime, ...oacManifests ? { oacManifests } : {} };
}
function isObject2(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function lowerFirst(s) {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

// src/load/ctxlens-config/load.ts
function loadCtxlensConfig(source, cwd, rules2, explicit) {
  if (explicit) return parseCtxlensConfig(explicit.text, explicit.abs, shownPath(explicit.abs, cwd), rules2);
  const abs = findConfigFile(source, cwd);
  if (abs === null) return { file: null, rules: {}, ignore: [], runtime: null };
  const shown = shownPath(abs, cwd);
  return parseCtxlensConfig(readConfigText(source, abs, shown), abs, shown, rules2);
}

// src/engine/baseline.ts
var BASELINE_FILE = "ctxlens-baseline.json";
var BUDGET_FIGURES = Object.freeze({
  "nested-session-budget": ["total"],
  "nested-file-too-large": ["bytes"],
  "manifest-degraded": ["labelled", "pathsOnly"],
  "discovery-truncated": ["count"]
});
function budgetFigure(f) {
  for (const k of BUDGET_FIGURES[f.ruleId] ?? []) {
    const v = f.data[k];
    if (typeof v === "number") return v;
  }
  return null;
}
var keyOf = (f) => `${f.ruleId}\0${f.fingerprint ?? ""}`;
function buildBaseline(findings, previous = null) {
  const old = new Map((previous?.findings ?? []).map((e) => [keyOf(e), e]));
  const byKey = /* @__PURE__ */ new Map();
  for (const f of findings) {
    if (f.ruleId === "internal-error" || f.fingerprint === void 0) continue;
    const k = keyOf(f);
    const e = byKey.get(k);
    const fig = budgetFigure(f);
    if (e) {
      e.count++;
      if (fig !== null) e.figure = Math.max(e.figure ?? 0, fig);
    } else byKey.set(k, { ruleId: f.ruleId, file: f.span?.file ?? "", fingerprint: f.fingerprint, count: 1, ...fig !== null ? { figure: fig } : {}, message: f.message });
  }
  const held = [];
  for (const [k, e] of byKey) {
    const before2 = old.get(k);
    if (e.figure !== void 0 && before2?.figure !== void 0 && e.figure > before2.figure) {
      e.figure = before2.figure;
      held.push(e);
    }
  }
  const list2 = [...byKey.values()].sort((a, b) => a.file !== b.file ? a.file < b.file ? -1 : 1 : a.ruleId !== b.ruleId ? a.ruleId < b.ruleId ? -1 : 1 : a.fingerprint < b.fingerprint ? -1 : 1);
  return { baseline: { version: 1, findings: list2 }, held };
}
function parseBaseline(text) {
  let v;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new Error(`not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const o = v;
  if (!o || typeof o !== "object" || o.version !== 1 || !Array.isArray(o.findings)) throw new Error('expected {"version": 1, "findings": [...]}');
  for (const [i, e] of o.findings.entries()) {
    if (!e || typeof e.ruleId !== "string" || typeof e.fingerprint !== "string" || typeof e.count !== "number" || e.figure !== void 0 && typeof e.figure !== "number") {
      throw new Error(`findings[${i}] needs ruleId, fingerprint (strings) and count (a number)`);
    }
  }
  return o;
}
function applyBaseline(findings, baseline, pattern) {
  const left = /* @__PURE__ */ new Map();
  for (const e of baseline.findings) {
    const k = keyOf(e);
    const cur = left.get(k);
    left.set(k, { count: (cur?.count ?? 0) + e.count, ...e.figure !== void 0 ? { figure: Math.max(cur?.figure ?? 0, e.figure) } : {} });
  }
  const kept = [];
  const suppressed = [];
  for (const f of findings) {
    const e = f.fingerprint !== void 0 ? left.get(keyOf(f)) : void 0;
    if (!e || e.count <= 0) {
      kept.push(f);
      continue;
    }
    const fig = budgetFigure(f);
    if (fig !== null && e.figure !== void 0 && fig > e.figure) {
      kept.push({ ...f, hint: `Grew past the baseline: ${fig} > ${e.figure} (${pattern}); a budget figure may only shrink.` });
      continue;
    }
    e.count--;
    suppressed.push({ ...f, suppression: { kind: "baseline", pattern } });
  }
  return { kept, suppressed };
}

// src/runtimes/fork/sim/budget.ts
function sessionBudget(model, files) {
  const eff = effectiveDiscovery(model.config, model.W);
  const entries = [];
  let used = 0;
  let total = 0;
  let exhaustedAt = -1;
  for (const f of files) {
    const r = readOwnerBody(model, f.abs, eff.maxFileBytes);
    if ("why" in r) {
      entries.push({ file: f, sanitised: null, why: r.why, received: false, overBudget: false });
      continue;
    }
    const n3 = sanitiseBody(r.body).length;
    total += n3;
    if (exhaustedAt < 0 && used + n3 > eff.maxSessionBytes) exhaustedAt = entries.length;
    const received = exhaustedAt < 0;
    if (received) used += n3;
    entries.push({ file: f, sanitised: n3, why: null, received, overBudget: !received });
  }
  return { entries, total, maxFileBytes: eff.maxFileBytes, maxSessionBytes: eff.maxSessionBytes, exhaustedAt };
}

// src/runtimes/fork/sim/facts.ts
var SimulationFacts = class {
  constructor(model, discovery) {
    this.model = model;
    this.discovery = discovery;
  }
  model;
  discovery;
  paths = /* @__PURE__ */ new Map();
  unreachable = /* @__PURE__ */ new Map();
  labels = /* @__PURE__ */ new Map();
  budget = null;
  belowW;
  /** Facts of an absolute path the simulation met (an entry root, a candidate, a discovered or rejected file). */
  path(abs) {
    let f = this.paths.get(abs);
    if (!f) {
      const src = this.model.source;
      const st = src.stat(abs);
      f = { realPath: src.realpath(abs), kind: st?.kind ?? null, size: st?.size ?? null, linkTarget: src.readlink(abs) };
      this.paths.set(abs, f);
    }
    return f;
  }
  /**
   * Context files inside the directories the discovery walk pruned (docs/runtimes/fork.md §6.2),
   * in walk order; directories named in `ignore` are not entered.
   */
  unreachableFiles(ignore = [".git"]) {
    const key = JSON.stringify(ignore);
    let u = this.unreachable.get(key);
    if (!u) {
      u = scanPruned(this.model, this.discovery, { ignore });
      this.unreachable.set(key, u);
    }
    return u;
  }
  /** The session budget of the discovered files in walk order (docs/runtimes/fork.md §6.8 step 3). */
  sessionBudget() {
    return this.budget ??= sessionBudget(this.model, this.discovery.files);
  }
  /**
   * When W is a symlink (docs/runtimes/fork.md §6.2 step 2): the discovery walk the runtime would
   * run had it started in the link's target; `null` otherwise.
   */
  discoveryBelowSymlinkedW() {
    if (this.belowW !== void 0) return this.belowW;
    const target = this.discovery.trace?.wSymlink?.target ?? null;
    if (target === null) return this.belowW = null;
    const eff = effectiveDiscovery(this.model.config, target);
    return this.belowW = walkDiscovery({
      source: this.model.source,
      W: target,
      classes: classifyGlobal(target, this.model.config.contextPaths),
      maxFiles: eff.maxFiles,
      maxDepth: eff.maxDepth,
      skipDirs: eff.skipDirs,
      labels: false,
      traceOverflow: false
    });
  }
  /** Facts of the label line of a discovered file (its `labelLine`); `null` when it has none. */
  labelLine(f) {
    const line = f.labelLine ?? null;
    if (line === null) return null;
    let l = this.labels.get(f.abs);
    if (!l) {
      const r = this.model.source.readFile(f.abs, LABEL_READ_BYTES);
      const head = r.ok ? r.data : Buffer.alloc(0);
      const text = head.toString("utf8");
      const lineText = (text.split("\n")[line - 1] ?? "").replace(/\r$/, "");
      l = {
        endColumn: lineText.length + 1,
        inCodeBlock: f.labelFrom === "heading" && codeBlockLines(text).some(([a, b]) => line >= a && line <= b),
        runes: f.labelTruncated ? runeCount(extractLabel(head).raw ?? Buffer.alloc(0)) : runeCount(Buffer.from(f.label ?? ""))
      };
      this.labels.set(f.abs, l);
    }
    return l;
  }
};
function codeBlockLines(text) {
  const out = [];
  const visit = (n3) => {
    if (n3.type === "code" && n3.position) out.push([n3.position.start.line, n3.position.end.line]);
    for (const c of n3.children ?? []) visit(c);
  };
  visit(remark().parse(text));
  return out;
}

// src/runtimes/fork/sim/simulate.ts
var CONTEXT_HEADER = "\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n";
function simulateTarget(model, rt, discovery, cache = new ReadCache(model.source), canon) {
  const resolution = resolveContext(model, rt, cache);
  const manifest = buildManifest(model, rt, discovery, canon);
  let bytes = null;
  const chunks = () => {
    const parts = [];
    if (renderedFilesLength(resolution.files) > 0) parts.push(Buffer.from(CONTEXT_HEADER, "utf8"), ...renderFileChunks(resolution.files));
    if (manifest.text !== "") parts.push(Buffer.from("\n\n", "utf8"), manifest.bytes ?? Buffer.from(manifest.text, "utf8"));
    return parts;
  };
  const renderedBytes = () => bytes ??= Buffer.concat(chunks());
  return {
    target: rt.target,
    resolution,
    manifest,
    get rendered() {
      return renderedBytes().toString("utf8");
    },
    get renderedBytes() {
      return renderedBytes();
    },
    renderedChunks: () => bytes !== null ? [bytes] : chunks(),
    get renderedLength() {
      if (bytes !== null) return bytes.length;
      const raw = renderedFilesLength(resolution.files);
      const man = manifest.text === "" ? 0 : 2 + (manifest.bytes?.length ?? Buffer.byteLength(manifest.text, "utf8"));
      return (raw > 0 ? Buffer.byteLength(CONTEXT_HEADER, "utf8") + raw : 0) + man;
    }
  };
}
function simulateAll(model) {
  const discovery = discover(model);
  const cache = new ReadCache(model.source);
  const canon = new Canonicaliser(cache, model.W);
  return { targets: allTargets(model).map((rt) => simulateTarget(model, rt, discovery, cache, canon)), discovery, facts: new SimulationFacts(model, discovery) };
}

// src/engine/glob.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var OPTIONS = { dot: true, nonegate: true, strictSlashes: false };
function normalisePattern(pattern) {
  let p = pattern.startsWith("./") ? pattern.slice(2) : pattern;
  if (p.endsWith("/")) p += "**";
  return p.replace(/(^|[^\\])\[!/g, "$1[^");
}
var GlobList = class {
  compiled;
  constructor(patterns) {
    this.compiled = patterns.map((pattern) => ({ pattern, test: (0, import_picomatch.default)(normalisePattern(pattern), OPTIONS) }));
  }
  match(file) {
    const f = file.startsWith("./") ? file.slice(2) : file;
    for (const c of this.compiled) if (c.test(f)) return c.pattern;
    return null;
  }
};

// src/engine/directives.ts
var UNUSED_DIRECTIVE_RULE = "unused-disable-directive";
var RE = {
  md: /<!--\s*ctxlens-disable(-next-line|-line)?(?:\s+([^>]*?))?\s*-->/g,
  hash: /(?:^|\s)#\s*ctxlens-disable(-next-line|-line)?(?:[ \t]+([^\n]*?))?\s*$/g,
  slash: /\/\/\s*ctxlens-disable(-next-line|-line)?(?:[ \t]+([^\n]*?))?\s*$/g
};
function commentStyles(file) {
  if (/\.(md|markdown)$/i.test(file)) return ["md", "hash"];
  if (/\.ya?ml$/i.test(file)) return ["hash"];
  if (/\.jsonc$/i.test(file)) return ["slash"];
  return [];
}
function parseDirectives(file, text) {
  const styles3 = commentStyles(file);
  if (styles3.length === 0 || !text.includes("ctxlens-disable")) return [];
  const lines = text.split(/\r\n|\r|\n/);
  let fmEnd = 0;
  if (/\.(md|markdown)$/i.test(file) && /^\uFEFF?---\s*$/.test(lines[0] ?? "")) {
    const close = lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l));
    fmEnd = close > 0 ? close : 0;
  }
  const out = [];
  lines.forEach((l, i) => {
    if (!l.includes("ctxlens-disable")) return;
    for (const style of styles3) {
      if (style === "hash" && /\.(md|markdown)$/i.test(file) && !(i > 0 && i < fmEnd)) continue;
      for (const m of l.matchAll(RE[style])) {
        const start = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
        const kind = m[1] === "-next-line" ? "next-line" : m[1] === "-line" ? "line" : "file";
        const list2 = (m[2] ?? "").split(/\s+--\s+/)[0];
        out.push({ file, line: i + 1, column: start + 1, endColumn: (m.index ?? 0) + m[0].length + 1, kind, rules: list2.split(/[\s,]+/).filter(Boolean), text: m[0].trim() });
      }
    }
  });
  return out;
}
function applyDirectives(findings, texts, alsoScan = []) {
  const byFile = /* @__PURE__ */ new Map();
  const directivesOf = (file) => {
    let d = byFile.get(file);
    if (d === void 0) {
      const t = commentStyles(file).length > 0 ? texts(file) : null;
      byFile.set(file, d = t === null ? [] : parseDirectives(file, t));
    }
    return d;
  };
  const used = /* @__PURE__ */ new Set();
  const kept = [];
  const suppressed = [];
  for (const f of findings) {
    const file = f.span?.file;
    if (!file || f.ruleId === "internal-error" || f.ruleId === "parse-error") {
      kept.push(f);
      continue;
    }
    const line = f.span.start.line;
    const hit = directivesOf(file).find(
      (d) => (d.rules.length === 0 || d.rules.includes(f.ruleId)) && (d.kind === "file" || line > 0 && (d.kind === "line" ? d.line === line : d.line + 1 === line))
    );
    if (!hit) {
      kept.push(f);
      continue;
    }
    used.add(`${hit.line}:${hit.column}:${file}:${hit.rules.length === 0 ? "*" : f.ruleId}`);
    suppressed.push({ ...f, suppression: { kind: "directive", pattern: hit.text, line: hit.line } });
  }
  for (const file of alsoScan) directivesOf(file);
  const unused = [];
  for (const [file, ds] of byFile) {
    for (const d of ds) {
      const names = d.rules.length === 0 ? ["*"] : d.rules;
      for (const r of names) {
        if (used.has(`${d.line}:${d.column}:${file}:${r}`)) continue;
        const what = r === "*" ? "any rule" : `"${r}"`;
        unused.push({
          ruleId: UNUSED_DIRECTIVE_RULE,
          messageId: "unused",
          data: { rule: r, directive: d.text },
          severity: "warning",
          message: `Unused ctxlens-disable directive: no finding of ${what} here to suppress. Remove it (or the rule from its list).`,
          span: { file, pointer: "", start: { line: d.line, column: d.column }, end: { line: d.line, column: d.endColumn } }
        });
      }
    }
  }
  return { kept, suppressed, unused };
}

// src/engine/display-path.ts
function displayPaths(text, W, home) {
  let out = text;
  if (W !== "/" && W !== "") out = replacePrefix(out, W, ".");
  if (home !== null && home !== "/" && home !== "" && home !== W) out = replacePrefix(out, home, "~");
  return out;
}
function replacePrefix(text, prefix, shown) {
  if (!text.includes(prefix)) return text;
  const esc = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(?<![\\w./-])${esc}(/|(?![\\w.-]))`, "g");
  return text.replace(re, (_m, slash) => slash === "/" ? shown === "." ? "" : "~/" : shown);
}
var AS_WRITTEN = /* @__PURE__ */ new Set(["entry", "raw", "key", "value", "mode", "name"]);
function displayPathsIn(data, W, home) {
  let changed = false;
  const out = {};
  for (const [k, v] of Object.entries(data)) {
    const nv = typeof v === "string" && !AS_WRITTEN.has(k) ? displayPaths(v, W, home) : v;
    if (nv !== v) changed = true;
    out[k] = nv;
  }
  return changed ? out : data;
}

// src/engine/fingerprint.ts
import { createHash } from "node:crypto";
var MAX_SPAN_CHARS = 200;
function findingContent(f, fileText) {
  if (!f.span || f.span.start.line === 0 || fileText === null || fileText === void 0) return "";
  const lines = fileText.split(/\r\n|\r|\n/);
  const { start, end } = f.span;
  const first = lines[start.line - 1] ?? "";
  let text;
  if (end.line === start.line) text = first.slice(start.column - 1, Math.max(start.column - 1, end.column - 1));
  else {
    const parts = [first.slice(start.column - 1), ...lines.slice(start.line, end.line - 1), (lines[end.line - 1] ?? "").slice(0, Math.max(0, end.column - 1))];
    text = parts.join("\n");
  }
  if (text.length > MAX_SPAN_CHARS || text.trim() === "") text = first;
  return text.replace(/\s+/g, " ").trim();
}
function fingerprintOf(f, text) {
  return createHash("sha256").update([f.ruleId, f.messageId, f.span?.file ?? "", findingContent(f, text)].join("\0")).digest("hex").slice(0, 20);
}
function withFingerprints(findings, text) {
  return findings.map((f) => ({ ...f, fingerprint: fingerprintOf(f, f.span ? text(f.span.file) : null) }));
}

// src/engine/fixes.ts
init_main();
var FIXABLE_RULES = /* @__PURE__ */ new Set([
  "parse-error",
  "context-mode-unknown",
  "agent-mode-unknown",
  "config-schema",
  "config-unknown-context-key",
  "config-key-spelling",
  "context-entry-missing",
  "agent-dir-not-read"
]);
function singleSuggestion(s) {
  if (typeof s !== "string") return null;
  const all = [...s.matchAll(/did you mean "([^"]+)"\?/gi)];
  return all.length === 1 ? all[0][1] : null;
}
function strictJson(text) {
  const errors = [];
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) return null;
  const sc = createScanner(text, false);
  const toks = [];
  for (let k = sc.scan(); k !== SyntaxKind.EOF; k = sc.scan()) toks.push({ kind: k, start: sc.getTokenOffset(), end: sc.getTokenOffset() + sc.getTokenLength() });
  const drop = [];
  const trivia = (k) => k === SyntaxKind.Trivia || k === SyntaxKind.LineBreakTrivia || k === SyntaxKind.LineCommentTrivia || k === SyntaxKind.BlockCommentTrivia;
  toks.forEach((t, i) => {
    if (t.kind === SyntaxKind.LineCommentTrivia || t.kind === SyntaxKind.BlockCommentTrivia) {
      let s = t.start;
      while (s > 0 && (text[s - 1] === " " || text[s - 1] === "	")) s--;
      let e = t.end;
      if (t.kind === SyntaxKind.LineCommentTrivia && (s === 0 || text[s - 1] === "\n")) {
        if (text[e] === "\r") e++;
        if (text[e] === "\n") e++;
      }
      drop.push([s, e]);
    } else if (t.kind === SyntaxKind.CommaToken) {
      let j = i + 1;
      while (j < toks.length && trivia(toks[j].kind)) j++;
      const next = toks[j]?.kind;
      if (next === SyntaxKind.CloseBraceToken || next === SyntaxKind.CloseBracketToken) drop.push([t.start, t.end]);
    }
  });
  if (drop.length === 0) return null;
  let out = "";
  let at = 0;
  for (const [s, e] of drop.sort((a, b) => a[0] - b[0])) {
    if (s < at) continue;
    out += text.slice(at, s);
    at = e;
  }
  out += text.slice(at);
  try {
    return JSON.stringify(JSON.parse(out)) === JSON.stringify(value) ? out : null;
  } catch {
    return null;
  }
}
function endOf(text) {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
function replaceSpan(f, text, to, what) {
  const s = f.span;
  if (s.start.line === 0 || s.start.line !== s.end.line) return null;
  const line = text.split(/\r\n|\r|\n/)[s.start.line - 1] ?? "";
  const cur = line.slice(s.start.column - 1, s.end.column - 1);
  if (cur === "") return null;
  const quoted = cur.length >= 2 && cur.startsWith('"') && cur.endsWith('"');
  const inner = quoted ? cur.slice(1, -1) : cur;
  if (inner === to) return null;
  return { file: s.file, start: s.start, end: s.end, text: quoted ? JSON.stringify(to) : to, description: `${what} "${inner}" \u2192 "${to}"` };
}
function fixFor(f, text) {
  if (!f.span) return null;
  const file = f.span.file;
  if (f.ruleId === "agent-dir-not-read") {
    if (f.messageId !== "notRead" || f.data["dir"] !== ".opencode/agent/") return null;
    const at = { line: 1, column: 1 };
    return { file, start: at, end: at, text: "", description: "move .opencode/agent/*.md to .opencode/agents/ (the fork reads only the plural)", move: { from: ".opencode/agent/", to: ".opencode/agents/" } };
  }
  if (text === null) return null;
  switch (f.ruleId) {
    case "parse-error": {
      if (!/(^|\/)\.opencode\.json$/.test(file)) return null;
      const fixed = strictJson(text);
      return fixed === null ? null : { file, start: { line: 1, column: 1 }, end: endOf(text), text: fixed, description: "remove comments and trailing commas (the fork reads strict JSON)" };
    }
    case "context-mode-unknown":
    case "agent-mode-unknown": {
      const to = singleSuggestion(f.data["suggestion"]);
      return to === null ? null : replaceSpan(f, text, to, "mode");
    }
    case "config-schema":
    case "config-unknown-context-key": {
      if (f.messageId !== "unknownKey") return null;
      const to = singleSuggestion(f.data["suggestion"]);
      return to === null ? null : replaceSpan(f, text, to, "key");
    }
    case "config-key-spelling": {
      if (f.messageId !== "spelling" || typeof f.data["canonical"] !== "string") return null;
      return replaceSpan(f, text, f.data["canonical"], "key");
    }
    case "context-entry-missing": {
      if (f.messageId !== "isDirectory" || typeof f.data["fix"] !== "string") return null;
      return replaceSpan(f, text, f.data["fix"], "entry");
    }
    default:
      return null;
  }
}
function offset(text, p) {
  let line = 1;
  let i = 0;
  while (line < p.line && i < text.length) {
    const c = text[i];
    i++;
    if (c === "\n" || c === "\r" && text[i] !== "\n") line++;
  }
  return i + p.column - 1;
}
function applyFixes(text, fixes) {
  const sorted = fixes.map((f) => ({ f, s: offset(text, f.start), e: offset(text, f.end) })).sort((a, b) => a.s - b.s || a.e - b.e);
  const taken = [];
  let end = -1;
  for (const x of sorted) {
    if (x.s < end) continue;
    taken.push(x);
    end = x.e;
  }
  let out = text;
  for (const x of [...taken].reverse()) out = out.slice(0, x.s) + x.f.text + out.slice(x.e);
  return { text: out, applied: taken.map((x) => x.f) };
}

// src/engine/model-facts.ts
import { posix } from "node:path";
var MAX_READ = 32 * 1024;
function modelFacts(model) {
  const m = model ?? {};
  const W = typeof m.W === "string" ? m.W : "";
  const cwd = typeof m.cwd === "string" ? m.cwd : W;
  const home = typeof m.home === "string" && m.home !== "" ? m.home : typeof m.env?.home === "string" ? m.env.home : typeof m.env?.HOME === "string" ? m.env.HOME : null;
  const docs = /* @__PURE__ */ new Map();
  if (m.documents instanceof Map) {
    for (const d of m.documents.values()) {
      if (typeof d.file === "string" && typeof d.text === "string" && !docs.has(d.file)) docs.set(d.file, d.text);
    }
  }
  const read = /* @__PURE__ */ new Map();
  const text = (file) => {
    const d = docs.get(file);
    if (d !== void 0) return d;
    if (read.has(file)) return read.get(file);
    let t = null;
    if (m.source && W !== "" && !file.startsWith("/") && !file.startsWith("../") && file !== "") {
      const r = m.source.readFile(posix.join(W, file), MAX_READ);
      t = r.ok && r.size <= MAX_READ ? r.data.toString("utf8") : null;
    }
    read.set(file, t);
    return t;
  };
  const contextFiles = (simulation) => {
    const targets = simulation?.targets;
    if (!Array.isArray(targets)) return [];
    const out = /* @__PURE__ */ new Set();
    for (const t of targets) for (const f of t.resolution?.files ?? []) if (typeof f.rel === "string") out.add(f.rel);
    return [...out];
  };
  return { W, cwd, home, text, documentFiles: [...docs.keys()], contextFiles };
}

// src/engine/run.ts
var SIM_NEEDS = ["simulation", "discovery"];
function runRules(model, rules2, settingsOrOptions = {}, sim) {
  const opts = isRunOptions(settingsOrOptions) ? settingsOrOptions : { settings: settingsOrOptions };
  const settings = opts.settings ?? {};
  let simulation = sim ?? opts.simulation ?? null;
  let simError = null;
  const simulate = opts.simulate ?? (() => simulateAll(model));
  const computeSim = () => {
    if (simulation) return simulation;
    if (simError !== null) throw simError;
    try {
      return simulation = simulate();
    } catch (e) {
      simError = e instanceof Error ? e : new Error(String(e));
      throw simError;
    }
  };
  const runtime = opts.runtime ?? (model?.runtime === "opencode" ? "opencode" : "fork");
  const facts = modelFacts(model);
  const findings = [];
  const ran = [];
  for (const rule of rules2) {
    if (!rule.meta.runtimes.includes(runtime)) continue;
    const s = settings[rule.id];
    const severity = s?.severity ?? rule.meta.severity;
    if (severity === "off") continue;
    ran.push(rule.id);
    const options = { ...rule.defaultOptions, ...s?.options ?? {} };
    const declaresSim = rule.meta.needs.some((n3) => SIM_NEEDS.includes(n3));
    try {
      rule.check(
        {
          model,
          simulation: () => {
            if (!declaresSim) throw new Error(`rule ${rule.id} uses the simulation but its meta.needs does not list "simulation"`);
            return computeSim();
          },
          report: (d2) => {
            const template = rule.messages[d2.messageId];
            if (template === void 0) throw new Error(`rule ${rule.id} reported unknown message id "${d2.messageId}"`);
            const data = d2.data;
            findings.push({
              ruleId: rule.id,
              messageId: d2.messageId,
              data,
              severity,
              // The message shows paths relative to the linted directory (or `~/…`); `data` keeps them as computed.
              message: renderMessage(template, displayPathsIn(data, facts.cwd, facts.home)),
              span: d2.span,
              ...d2.hint !== void 0 ? { hint: displayPaths(d2.hint, facts.cwd, facts.home) } : {},
              ...d2.related !== void 0 ? { related: d2.related.map((r) => ({ ...r, message: displayPaths(r.message, facts.cwd, facts.home) })) } : {}
            });
          }
        },
        options
      );
    } catch (e) {
      findings.push(internalError(rule.id, e));
    }
  }
  const parts = partition(withFingerprints(dedupe(findings), facts.text), opts.ignore ?? []);
  if (opts.inlineConfig === false) return { ...parts, findings: withFixes(parts.findings, facts.text), simulation, ran };
  const d = applyDirectives(parts.findings, facts.text, [...facts.documentFiles, ...facts.contextFiles(simulation)]);
  return {
    findings: withFixes(withFingerprints(dedupe([...d.kept, ...d.unused]), facts.text), facts.text),
    suppressed: [...parts.suppressed, ...d.suppressed].sort(compareFindings),
    simulation,
    ran
  };
}
function withFixes(findings, texts) {
  return findings.map((f) => {
    if (!f.span || !FIXABLE_RULES.has(f.ruleId)) return f;
    let fix = null;
    try {
      fix = fixFor(f, texts(f.span.file));
    } catch {
    }
    return fix ? { ...f, fix } : f;
  });
}
function isRunOptions(x) {
  const keys = Object.keys(x);
  return keys.length > 0 && keys.every((k) => k === "settings" || k === "ignore" || k === "simulation" || k === "runtime" || k === "simulate" || k === "inlineConfig");
}
function internalError(ruleId, e) {
  const error = e instanceof Error ? e.message : String(e);
  return {
    ruleId: INTERNAL_ERROR_RULE,
    messageId: "ruleFailed",
    data: { rule: ruleId, error },
    severity: "error",
    message: `Rule ${ruleId} failed: ${error}`,
    span: null
  };
}
function dedupe(findings) {
  const sorted = [...findings].sort(compareFindings);
  const seen = /* @__PURE__ */ new Set();
  return sorted.filter((f) => {
    const k = JSON.stringify([f.ruleId, f.messageId, f.span, f.message]);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
function partition(findings, ignore) {
  if (ignore.length === 0) return { findings, suppressed: [] };
  const globs = new GlobList(ignore);
  const kept = [];
  const suppressed = [];
  for (const f of findings) {
    const pattern = f.span && f.ruleId !== INTERNAL_ERROR_RULE ? globs.match(f.span.file) : null;
    if (pattern === null) kept.push(f);
    else suppressed.push({ ...f, suppression: { kind: "ignore", pattern } });
  }
  return { findings: kept, suppressed };
}

// src/runtimes/opencode/sim/simulate.ts
import { posix as path8 } from "node:path";
var MAX_LOCATIONS = 200;
var MAX_DIRS = 2e4;
var MARKERS = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md", "opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"];
var SKIP = /* @__PURE__ */ new Set(["node_modules", "vendor", "dist", "build", "target", "__pycache__"]);
function findLocations(source, W) {
  const dirs = [W];
  let leftOut = 0;
  let budget = MAX_DIRS;
  let level = [W];
  while (level.length > 0 && budget > 0) {
    const next = [];
    for (const d of level) {
      for (const e of source.readdir(d) ?? []) {
        if (e.kind !== "dir" || e.name.startsWith(".") || SKIP.has(e.name)) continue;
        if (--budget < 0) break;
        const abs = path8.join(d, e.name);
        next.push(abs);
        if (MARKERS.some((m) => source.lstat(path8.join(abs, m)) !== null)) {
          if (dirs.length < MAX_LOCATIONS) dirs.push(abs);
          else leftOut++;
        }
      }
    }
    level = next;
  }
  return { dirs, leftOut };
}
function simulateOpencode(project, countTokens2 = null) {
  const { dirs, leftOut } = findLocations(project.source, project.W);
  const locations = dirs.map((d) => {
    const p = d === project.W ? project : loadOcProject(project.source, { ...project.options, cwd: d, root: project.options.root ?? project.W });
    return { project: p, set: p.refusal === null ? simulateInstructions(p.source, p.W, p.worktree, p.config, p.env) : null };
  });
  return { locations, leftOut, countTokens: countTokens2 };
}

// src/report/rule-docs.ts
var RULE_DOCS_BASE = "https://github.com/ctxlens/ctxlens/blob/main/rules/";
function ruleDocPath(ruleId, runtimes = ["fork"]) {
  const only = runtimes.length === 1 && runtimes[0] !== "fork" ? `${runtimes[0]}/` : "";
  return only + ruleId + ".md";
}
function ruleDocUrl(ruleId, runtimes) {
  return RULE_DOCS_BASE + ruleDocPath(ruleId, runtimes).split("/").map(encodeURIComponent).join("/");
}

// src/report/tokens.ts
async function o200kCounter() {
  return (whole) => countWith(o200kPieceCount(), whole);
}

// src/run/prepare.ts
function lintDir(args) {
  if (args.dir === void 0) return args.cwd;
  const d = path9.resolve(args.dir);
  if (args.cwd !== path9.resolve(process.cwd()) && args.cwd !== d) throw new UsageError(`give the directory once: "${args.dir}" and --cwd ${args.cwd} differ`);
  return d;
}
function parseRuleFlags(entries, rules2) {
  const ids = rules2.map((r) => r.id);
  const out = {};
  for (const e of entries) {
    const i = e.lastIndexOf(":");
    const id = i > 0 ? e.slice(0, i) : "";
    const sev = i > 0 ? e.slice(i + 1) : "";
    if (id === "" || sev === "") throw new UsageError(`--rule expects id:severity, got "${e}"`);
    if (!ids.includes(id)) {
      const near = didYouMean(id, ids);
      throw new UsageError(`--rule: unknown rule "${id}"${near ? `; did you mean "${near}"?` : ""}`);
    }
    if (!SEVERITY_SETTINGS.includes(sev)) {
      const near = didYouMean(sev, SEVERITY_SETTINGS);
      throw new UsageError(`--rule ${id}: severity must be off, info, warning or error, got "${sev}"${near ? `; did you mean "${near}"?` : ""}`);
    }
    out[id] = { severity: sev };
  }
  return out;
}
async function prepareRun(args, rules2 = rules) {
  const cwd = lintDir(args);
  const env2 = simulatedEnv(args.env);
  const overrides = parseRuleFlags(args.rule, rules2);
  if (!Number.isInteger(args.maxWarnings) || args.maxWarnings < -1) throw new UsageError(`--max-warnings expects an integer >= -1, got ${args.maxWarnings}`);
  let source;
  try {
    source = await openSource({ cwd, staged: args.staged, ...args.rev !== void 0 ? { rev: args.rev } : {}, ...args.sparseAware ? { sparseAware: true } : {} });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (source.kind === "worktree" && source.stat(cwd)?.kind !== "dir") throw new UsageError(`not a directory: ${cwd}`);
  if (args.overlay) {
    const { OverlaySource } = await import("./overlay-CTKHBMZA.mjs");
    source = new OverlaySource(source, args.overlay.abs, args.overlay.content);
  }
  let explicit;
  if (args.config !== void 0) {
    const abs = path9.resolve(args.config);
    try {
      explicit = { abs, text: readArgFile(abs) };
    } catch (e) {
      throw new UsageError(`--config: cannot read ${args.config}: ${e.code ?? String(e)}`);
    }
  }
  let config;
  try {
    config = loadCtxlensConfig(source, cwd, rules2, explicit);
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(`invalid ctxlens config:
${e.message}`);
    throw e;
  }
  if (args.ignore === false) config = { ...config, ignore: [] };
  if (args.ignorePattern && args.ignorePattern.length > 0) config = { ...config, ignore: [...config.ignore, ...args.ignorePattern] };
  const settings = { ...config.rules };
  for (const [id, s] of Object.entries(overrides)) settings[id] = { ...settings[id], ...s };
  const choice = chooseRuntime(source, cwd, args.runtime, config.runtime !== null ? { id: config.runtime, file: config.file ?? CONFIG_FILE_NAME } : null);
  const own = rules2.filter((r) => r.meta.runtimes.includes(choice.id));
  const baseline = args.baseline === false || args.baselineWrite ? void 0 : readBaseline(source, cwd, args.baselineFile);
  const extra = { inlineConfig: args.inlineConfig !== false, ...baseline ? { baseline } : {} };
  if (choice.id === "opencode") {
    const model2 = loadOcProject(source, { cwd, env: env2, explicitEnv: explicitEnvNames(args.env), withGlobal: args.withGlobal, assumeRoot: cwd, oacManifests: config.oacManifests ?? [] });
    return { runtime: "opencode", cwd, W: cwd, model: model2, config, settings, rules: own, choice, countTokens: await o200kCounter(), ...extra };
  }
  const model = loadProject(source, { cwd, env: env2, withGlobal: args.withGlobal });
  return { runtime: "fork", cwd, W: model.W, model, config, settings, rules: own, choice, ...extra };
}
function lintPrepared(p, simulation) {
  const common = { settings: p.settings, ignore: p.config.ignore, runtime: p.runtime, inlineConfig: p.inlineConfig !== false, ...simulation ? { simulation } : {} };
  let r;
  if (p.runtime === "opencode") {
    const model = p.model;
    const count = p.countTokens;
    r = runRules(model, p.rules, { ...common, simulate: () => simulateOpencode(model, count) });
  } else r = runRules(p.model, p.rules, common);
  if (!p.baseline) return r;
  const b = applyBaseline(r.findings, p.baseline.data, p.baseline.shown);
  return { ...r, findings: b.kept, suppressed: [...r.suppressed, ...b.suppressed].sort(compareFindings) };
}
function readBaseline(source, cwd, file) {
  const abs = file !== void 0 ? path9.resolve(file) : path9.join(cwd, BASELINE_FILE);
  const shown = file ?? BASELINE_FILE;
  const r = source.readFile(abs, 64 << 20);
  if (!r.ok) {
    if (file === void 0 && r.code === "ENOENT") return void 0;
    throw new UsageError(`--baseline-file: cannot read ${shown} (${r.code})`);
  }
  try {
    return { shown, data: parseBaseline(r.data.toString("utf8")) };
  } catch (e) {
    throw new UsageError(`${shown} is not a ctxlens baseline: ${e instanceof Error ? e.message : String(e)}`);
  }
}
function rulesMetaOf(rules2) {
  return Object.fromEntries(rules2.map((r) => [r.id, r.meta]));
}
function ruleDocs(rules2) {
  const out = {};
  let root;
  try {
    root = packageRoot();
  } catch {
    return out;
  }
  for (const r of rules2) {
    try {
      out[r.id] = readFileSync2(path9.join(root, "rules", ruleDocPath(r.id, r.meta.runtimes)), "utf8");
    } catch {
    }
  }
  return out;
}
function toolVersion() {
  try {
    return JSON.parse(readFileSync2(path9.join(packageRoot(), "package.json"), "utf8")).version;
  } catch {
    return "0.0.0";
  }
}

// src/report/audit.ts
import { createHash as createHash2 } from "node:crypto";

// src/report/measure.ts
function portableRendered(t, W) {
  const raw = t.renderedBytes ?? Buffer.from(t.rendered, "utf8");
  if (W === "/" || W === "") return raw;
  const prefix = Buffer.from(W.endsWith("/") ? W : W + "/", "utf8");
  const parts = [];
  let from = 0;
  for (; ; ) {
    const i = raw.indexOf(prefix, from);
    if (i < 0) break;
    parts.push(raw.subarray(from, i));
    from = i + prefix.length;
  }
  if (parts.length === 0) return raw;
  parts.push(raw.subarray(from));
  return Buffer.concat(parts);
}
var portableLengths = /* @__PURE__ */ new WeakMap();
function portableRenderedLength(t, W) {
  const files = t.resolution.files;
  const manifest = t.manifest.bytes ?? null;
  if (manifest === null) return portableRendered(t, W).length;
  let byManifest = portableLengths.get(files);
  if (byManifest === void 0) portableLengths.set(files, byManifest = /* @__PURE__ */ new WeakMap());
  let byW = byManifest.get(manifest);
  if (byW === void 0) byManifest.set(manifest, byW = /* @__PURE__ */ new Map());
  let n3 = byW.get(W);
  if (n3 === void 0) byW.set(W, n3 = portableRendered(t, W).length);
  return n3;
}
function measureTarget(t, W, tokens) {
  const files = t.resolution.files.map((f) => ({ path: f.rel, layer: f.layer, bytes: f.bytes, tokens: tokens(f.content) }));
  return {
    files,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    tokens: files.reduce((a, f) => a + f.tokens, 0),
    renderedBytes: portableRenderedLength(t, W)
  };
}

// src/report/audit.ts
var TOKENIZER = "o200k_base";
var EXACT_TOKEN_BYTES = 8 << 20;
function memoCounter(count) {
  const memo = /* @__PURE__ */ new Map();
  return (content) => {
    const k = createHash2("sha256").update(content).digest("hex");
    let n3 = memo.get(k);
    if (n3 === void 0) {
      n3 = content.length > EXACT_TOKEN_BYTES ? Math.round(count(content.subarray(0, EXACT_TOKEN_BYTES).toString("utf8")) * content.length / EXACT_TOKEN_BYTES) : count(content.toString("utf8"));
      memo.set(k, n3);
    }
    return n3;
  };
}
function buildAudit(sim, discovery, count, W = "") {
  const tokensOf = memoCounter(count);
  const maxSessionBytes = effectiveCap(discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes);
  const maxFileBytes = effectiveCap(discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const targets = sim.targets.map((t) => {
    const measured = measureTarget(t, W, tokensOf);
    const m = t.manifest;
    return {
      agent: t.target.agentId,
      flow: t.target.flowId,
      step: t.target.stepId,
      files: measured.files,
      totalBytes: measured.bytes,
      totalTokens: measured.tokens,
      renderedBytes: measured.renderedBytes,
      manifest: {
        bytes: m.bytes?.length ?? Buffer.byteLength(m.text, "utf8"),
        cap: MANIFEST_CAP_BYTES,
        files: m.files.length,
        degrade: m.degrade,
        notShown: m.notShown,
        gatedBy: m.gatedBy,
        bodyBytes: m.files.reduce((a, f) => a + f.bytes, 0),
        maxSessionBytes,
        maxFileBytes,
        overFileCap: m.files.filter((f) => f.bytes > maxFileBytes).length
      }
    };
  });
  return { tokenizer: TOKENIZER, approximate: true, targets };
}
function targetName(t) {
  return t.flow === null ? `agent ${t.agent}` : `flow ${t.flow}, step ${t.step ?? ""} (agent ${t.agent})`;
}
function shortTargetName(t) {
  return t.flow === null ? t.agent : `${t.flow}/${t.step ?? ""} (${t.agent})`;
}

// src/report/markdown.ts
var MARKDOWN_MAX_BYTES = 1024 * 1024;
var ICON = { error: "\u{1F534} error", warning: "\u{1F7E1} warning", info: "\u{1F535} info" };
function escapeMarkdown(s) {
  return neutralise(s).replace(/[\\`*_{}[\]()#+!|~]/g, (c) => "\\" + c).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/@/g, "&#64;");
}
function where(f) {
  if (!f.span) return "\u2014";
  const pos = f.span.start.line > 0 ? `:${f.span.start.line}:${f.span.start.column}` : "";
  return escapeMarkdown(f.span.file + pos);
}
function row(f, ctx) {
  const msg = f.hint ? `${f.message} ${f.hint}` : f.message;
  return `| ${ICON[f.severity]} | ${where(f)} | [${escapeMarkdown(f.ruleId)}](${ruleDocUrl(f.ruleId, ctx.rulesMeta[f.ruleId]?.runtimes)}) | ${escapeMarkdown(msg)} |
`;
}
var markdown = (results, ctx) => {
  const max = ctx.maxBytes ?? MARKDOWN_MAX_BYTES;
  const n3 = countSeverities(results.findings);
  let out = "## ctxlens\n\n";
  if (results.findings.length === 0) out += "No problems found.\n";
  else {
    out += `**${n3.errorCount} error(s), ${n3.warningCount} warning(s), ${n3.infoCount} info**

`;
    out += "| Severity | Location | Rule | Message |\n|---|---|---|---|\n";
  }
  const tail = results.suppressed.length > 0 ? `
${results.suppressed.length} finding(s) suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.
` : "";
  const noteRoom = 200;
  let used = Buffer.byteLength(out) + Buffer.byteLength(tail);
  let i = 0;
  for (; i < results.findings.length; i++) {
    const r = row(results.findings[i], ctx);
    const b = Buffer.byteLength(r);
    if (used + b + noteRoom > max) break;
    out += r;
    used += b;
  }
  if (i < results.findings.length) out += `
*${results.findings.length - i} more finding(s) not shown: the report is capped at ${max} bytes. Run \`ctxlens lint\` for the full list.*
`;
  return out + tail;
};

// src/report/bars.ts
var import_string_width = __toESM(require_string_width(), 1);
var EIGHTHS = ["", "\u258F", "\u258E", "\u258D", "\u258C", "\u258B", "\u258A", "\u2589"];
function bar(value, max, width = 24) {
  if (max <= 0 || value <= 0) return "";
  const over = value > max;
  const eighths = Math.max(1, Math.round(Math.min(value, max) / max * width * 8));
  const full = Math.floor(eighths / 8);
  return "\u2588".repeat(full) + EIGHTHS[eighths % 8] + (over ? "\u25B6" : "");
}
var n = (x) => x.toLocaleString("en-US");
function barRows(a) {
  const maxTokens = Math.max(0, ...a.targets.map((t) => t.totalTokens));
  const tokens = a.targets.map((t) => ({ label: shortTargetName(t), value: t.totalTokens, max: maxTokens, note: `${n(t.totalTokens)} tokens, ${n(t.totalBytes)} bytes` })).sort((x, y) => y.value - x.value || (x.label < y.label ? -1 : 1));
  const groups = /* @__PURE__ */ new Map();
  const pct = (v, c) => `${Math.round(v / c * 100)}%`;
  const add = (name, kind, value, max, note) => {
    const k = `${kind}\0${value}\0${max}`;
    const g = groups.get(k);
    if (g) g.names.push(name);
    else groups.set(k, { names: [name], kind, value, max, note });
  };
  for (const t of a.targets) {
    const m = t.manifest;
    if (m.files === 0) continue;
    const name = shortTargetName(t);
    add(name, "manifest", m.bytes, m.cap, `${n(m.bytes)} / ${n(m.cap)} bytes (${pct(m.bytes, m.cap)})`);
    add(name, "nested bodies", m.bodyBytes, m.maxSessionBytes, `${n(m.bodyBytes)} / ${n(m.maxSessionBytes)} session bytes (${pct(m.bodyBytes, m.maxSessionBytes)})`);
  }
  const who = (names) => names.length <= 2 ? names.join(", ") : `${names[0]} and ${names.length - 1} more`;
  const budgets = [...groups.values()].map((g) => ({ label: `${who(g.names)}: ${g.kind}`, value: g.value, max: g.max, note: g.note }));
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}
function textChart(title, rows, limit, width) {
  if (rows.length === 0) return "";
  const shown = rows.slice(0, limit);
  const labels = shown.map((r) => neutralise(r.label));
  const w = Math.max(...labels.map((l) => (0, import_string_width.default)(l)));
  let out = `${title}
`;
  shown.forEach((r, i) => {
    const b = bar(r.value, r.max, width);
    out += `  ${labels[i]}${" ".repeat(w - (0, import_string_width.default)(labels[i]))}  ${b}${" ".repeat(Math.max(0, width + 1 - (0, import_string_width.default)(b)))} ${r.note}
`;
  });
  if (rows.length > limit) out += `  \u2026 ${rows.length - limit} more
`;
  return out;
}
function barsText(a, limit = 12, width = 24) {
  const { tokens, budgets } = barRows(a);
  const parts = [textChart("Always-on context per agent / flow step (\u2248tokens, largest first)", tokens, limit, width), textChart("Budgets (use of each cap, closest first)", budgets, limit, width)].filter((x) => x !== "");
  return parts.join("\n");
}
function mdChart(title, head, rows, limit, width) {
  if (rows.length === 0) return "";
  const lines = [`#### ${title}`, "", `| ${head} | | |`, "|---|---|---:|"];
  for (const r of rows.slice(0, limit)) lines.push(`| ${escapeMarkdown(r.label)} | \`${bar(r.value, r.max, width) || " "}\` | ${r.note} |`);
  if (rows.length > limit) lines.push(`| \u2026 ${rows.length - limit} more | | |`);
  return lines.join("\n") + "\n";
}
function barsMarkdown(a, limit = 15, width = 20) {
  const { tokens, budgets } = barRows(a);
  const parts = [mdChart("Always-on context (\u2248tokens, largest first)", "Agent / flow step", tokens, limit, width), mdChart("Budgets (closest to the cap first)", "Budget", budgets, limit, width)].filter((x) => x !== "");
  return parts.join("\n");
}
function ocBarRows(a, caps) {
  const shown = a.locations.filter((l) => l.refusal === null && l.files.length > 0);
  const maxTokens = Math.max(0, ...shown.map((l) => l.totalTokens));
  const tokens = shown.map((l) => ({ label: l.location, value: l.totalTokens, max: maxTokens, note: `${n(l.totalTokens)} tokens, ${n(l.totalBytes)} bytes` })).sort((x, y) => y.value - x.value || (x.label < y.label ? -1 : 1));
  const budgets = [];
  const pct = (v, c) => `${Math.round(v / c * 100)}%`;
  for (const l of caps === null ? [] : shown) {
    if (caps.maxBytes > 0) budgets.push({ label: `${l.location}: bytes`, value: l.totalBytes, max: caps.maxBytes, note: `${n(l.totalBytes)} / ${n(caps.maxBytes)} bytes (${pct(l.totalBytes, caps.maxBytes)})` });
    if (caps.maxTokens > 0) budgets.push({ label: `${l.location}: tokens`, value: l.totalTokens, max: caps.maxTokens, note: `\u2248${n(l.totalTokens)} / ${n(caps.maxTokens)} tokens (${pct(l.totalTokens, caps.maxTokens)})` });
  }
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}
function ocBarsText(a, caps, limit = 12, width = 24) {
  const { tokens, budgets } = ocBarRows(a, caps);
  return [textChart("Always-on instructions per Location (\u2248tokens, largest first)", tokens, limit, width), textChart("instructions-budget (use of each cap, closest first)", budgets, limit, width)].filter((x) => x !== "").join("\n");
}
function ocBarsMarkdown(a, caps, limit = 15, width = 20) {
  const { tokens, budgets } = ocBarRows(a, caps);
  return [mdChart("Always-on instructions (\u2248tokens, largest first)", "Location", tokens, limit, width), mdChart("instructions-budget (closest to the cap first)", "Budget", budgets, limit, width)].filter((x) => x !== "").join("\n");
}

// src/engine/rebase.ts
import * as path10 from "node:path";
function rebaseSpan(span2, from, to) {
  if (span2.file === "" || path10.isAbsolute(span2.file)) return span2;
  const rel2 = path10.relative(to, path10.resolve(from, span2.file)).split(path10.sep).join("/");
  return rel2.startsWith("../") ? span2 : { ...span2, file: rel2 };
}
function rebaseFindings(findings, from, to) {
  if (from === to) return [...findings];
  return findings.map((f) => ({
    ...f,
    span: f.span ? rebaseSpan(f.span, from, to) : null,
    ...f.related ? { related: f.related.map((r) => ({ ...r, span: rebaseSpan(r.span, from, to) })) } : {}
  }));
}

// src/report/types.ts
var FORMATS = ["stylish", "compact", "json", "sarif", "github", "markdown"];

// src/report/compact.ts
var WORD = { error: "Error", warning: "Warning", info: "Info" };
var compact = (results) => {
  let out = "";
  for (const f of results.findings) {
    const file = f.span && f.span.file !== "" ? neutralise(f.span.file) : ".";
    const pos = f.span && f.span.start.line > 0 ? ` line ${f.span.start.line}, col ${f.span.start.column},` : "";
    out += `${file}:${pos} ${WORD[f.severity]} - ${neutralise(f.message)} (${neutralise(f.ruleId)})
`;
  }
  const n3 = results.findings.length;
  if (n3 > 0) out += `
${n3} problem${n3 === 1 ? "" : "s"}
`;
  return out;
};

// src/report/json.ts
function toJsonFinding(f) {
  const s = f.span;
  const positioned = !!s && s.start.line > 0;
  return {
    ruleId: f.ruleId,
    severity: f.severity,
    file: s ? s.file : ".",
    line: positioned ? s.start.line : null,
    column: positioned ? s.start.column : null,
    endLine: positioned ? s.end.line : null,
    endColumn: positioned ? s.end.column : null,
    message: neutralise(f.message),
    messageId: f.messageId,
    data: f.data,
    pointer: s ? s.pointer : null,
    ...f.hint !== void 0 ? { hint: neutralise(f.hint) } : {},
    ...f.fingerprint !== void 0 ? { fingerprint: f.fingerprint } : {},
    ...f.fix !== void 0 ? { fix: f.fix } : {},
    ...f.related ? {
      related: f.related.map((r) => ({
        file: r.span.file,
        line: r.span.start.line > 0 ? r.span.start.line : null,
        column: r.span.start.line > 0 ? r.span.start.column : null,
        message: neutralise(r.message)
      }))
    } : {}
  };
}
var json = (results) => {
  const counts = countSeverities(results.findings);
  return safeJson({
    findings: results.findings.map(toJsonFinding),
    ...counts,
    suppressed: results.suppressed.map((f) => ({ ...toJsonFinding(f), suppression: f.suppression }))
  }) + "\n";
};

// src/report/sarif.ts
import { pathToFileURL } from "node:url";
var LEVEL = { error: "error", warning: "warning", info: "note" };
var INTERNAL_META = {
  kind: "problem",
  description: "A ctxlens rule failed while checking the project; its findings may be incomplete.",
  severity: "error",
  fixable: false,
  needs: ["model"],
  schema: null,
  spec: "ctxlens",
  runtimes: ["fork", "opencode"]
};
function fingerprint(f) {
  return f.fingerprint ?? fingerprintOf(f, null);
}
function uriFor(file) {
  if (file.startsWith("/")) return { uri: pathToFileURL(file).href };
  return { uri: file.split("/").map(encodeURIComponent).join("/"), uriBaseId: "SRCROOT" };
}
function region(span2) {
  if (span2.start.line <= 0) return null;
  return { startLine: span2.start.line, startColumn: span2.start.column, endLine: span2.end.line, endColumn: span2.end.column };
}
function location(span2, message) {
  const r = region(span2);
  return {
    physicalLocation: { artifactLocation: uriFor(span2.file), ...r ? { region: r } : {} },
    ...message !== void 0 ? { message: { text: neutralise(message) } } : {}
  };
}
var sarif = (results, ctx) => {
  const metas = Object.entries(ctx.rulesMeta).sort((a, b) => compareBytes(a[0], b[0]));
  const all = [...results.findings, ...results.suppressed];
  for (const f of all) {
    if (!metas.some(([id]) => id === f.ruleId)) metas.push([f.ruleId, f.ruleId === INTERNAL_ERROR_RULE ? INTERNAL_META : { ...INTERNAL_META, description: `ctxlens rule ${f.ruleId}.`, spec: "" }]);
  }
  const index = new Map(metas.map(([id], i) => [id, i]));
  const rules2 = metas.map(([id, m]) => ({
    id,
    name: id,
    shortDescription: { text: m.description },
    fullDescription: { text: m.spec ? `${m.description} (${m.spec})` : m.description },
    helpUri: ruleDocUrl(id, m.runtimes),
    help: ctx.ruleDocs?.[id] ? { text: ctx.ruleDocs[id], markdown: ctx.ruleDocs[id] } : { text: `${m.description} See ${ruleDocUrl(id, m.runtimes)}`, markdown: `${m.description} See [${id}](${ruleDocUrl(id, m.runtimes)}).` },
    defaultConfiguration: { level: LEVEL[m.severity] },
    properties: { kind: m.kind, fixable: m.fixable, ...m.spec ? { spec: m.spec } : {} }
  }));
  const toResult = (f, suppressed) => ({
    ruleId: f.ruleId,
    ruleIndex: index.get(f.ruleId),
    level: LEVEL[f.severity],
    message: { text: neutralise(f.hint ? `${f.message} ${f.hint}` : f.message) },
    ...f.span ? { locations: [location(f.span)] } : {},
    ...f.related && f.related.length > 0 ? { relatedLocations: f.related.map((r, i) => ({ id: i, ...location(r.span, r.message) })) } : {},
    partialFingerprints: { "ctxlensFinding/v2": fingerprint(f) },
    properties: { messageId: f.messageId, data: f.data, ...f.span ? { pointer: f.span.pointer } : {} },
    ...suppressed ? { suppressions: [suppressed.kind === "directive" ? { kind: "inSource", justification: `disabled by the comment ${JSON.stringify(suppressed.pattern)}` } : { kind: "external", justification: suppressed.kind === "baseline" ? `recorded in the baseline ${JSON.stringify(suppressed.pattern)}` : `ignored by the ctxlens.config.json glob ${JSON.stringify(suppressed.pattern)}` }] } : {}
  });
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "ctxlens", version: ctx.version ?? "0.0.0", informationUri: "https://github.com/ctxlens/ctxlens", rules: rules2 } },
        originalUriBaseIds: { SRCROOT: { uri: pathToFileURL(ctx.cwd.endsWith("/") ? ctx.cwd : ctx.cwd + "/").href } },
        columnKind: "utf16CodeUnits",
        results: [...results.findings.map((f) => toResult(f)), ...results.suppressed.map((f) => toResult(f, f.suppression))]
      }
    ]
  };
  return safeJson(log) + "\n";
};

// node_modules/chalk/source/vendor/ansi-styles/index.js
var ANSI_BACKGROUND_OFFSET = 10;
var wrapAnsi16 = (offset2 = 0) => (code) => `\x1B[${code + offset2}m`;
var wrapAnsi256 = (offset2 = 0) => (code) => `\x1B[${38 + offset2};5;${code}m`;
var wrapAnsi16m = (offset2 = 0) => (red, green, blue) => `\x1B[${38 + offset2};2;${red};${green};${blue}m`;
var styles = {
  modifier: {
    reset: [0, 0],
    // 21 isn't widely supported and 22 does the same thing
    bold: [1, 22],
    dim: [2, 22],
    italic: [3, 23],
    underline: [4, 24],
    overline: [53, 55],
    inverse: [7, 27],
    hidden: [8, 28],
    strikethrough: [9, 29]
  },
  color: {
    black: [30, 39],
    red: [31, 39],
    green: [32, 39],
    yellow: [33, 39],
    blue: [34, 39],
    magenta: [35, 39],
    cyan: [36, 39],
    white: [37, 39],
    // Bright color
    blackBright: [90, 39],
    gray: [90, 39],
    // Alias of `blackBright`
    grey: [90, 39],
    // Alias of `blackBright`
    redBright: [91, 39],
    greenBright: [92, 39],
    yellowBright: [93, 39],
    blueBright: [94, 39],
    magentaBright: [95, 39],
    cyanBright: [96, 39],
    whiteBright: [97, 39]
  },
  bgColor: {
    bgBlack: [40, 49],
    bgRed: [41, 49],
    bgGreen: [42, 49],
    bgYellow: [43, 49],
    bgBlue: [44, 49],
    bgMagenta: [45, 49],
    bgCyan: [46, 49],
    bgWhite: [47, 49],
    // Bright color
    bgBlackBright: [100, 49],
    bgGray: [100, 49],
    // Alias of `bgBlackBright`
    bgGrey: [100, 49],
    // Alias of `bgBlackBright`
    bgRedBright: [101, 49],
    bgGreenBright: [102, 49],
    bgYellowBright: [103, 49],
    bgBlueBright: [104, 49],
    bgMagentaBright: [105, 49],
    bgCyanBright: [106, 49],
    bgWhiteBright: [107, 49]
  }
};
var modifierNames = Object.keys(styles.modifier);
var foregroundColorNames = Object.keys(styles.color);
var backgroundColorNames = Object.keys(styles.bgColor);
var colorNames = [...foregroundColorNames, ...backgroundColorNames];
function assembleStyles() {
  const codes = /* @__PURE__ */ new Map();
  for (const [groupName, group] of Object.entries(styles)) {
    for (const [styleName, style] of Object.entries(group)) {
      styles[styleName] = {
        open: `\x1B[${style[0]}m`,
        close: `\x1B[${style[1]}m`
      };
      group[styleName] = styles[styleName];
      codes.set(style[0], style[1]);
    }
    Object.defineProperty(styles, groupName, {
      value: group,
      enumerable: false
    });
  }
  Object.defineProperty(styles, "codes", {
    value: codes,
    enumerable: false
  });
  styles.color.close = "\x1B[39m";
  styles.bgColor.close = "\x1B[49m";
  styles.color.ansi = wrapAnsi16();
  styles.color.ansi256 = wrapAnsi256();
  styles.color.ansi16m = wrapAnsi16m();
  styles.bgColor.ansi = wrapAnsi16(ANSI_BACKGROUND_OFFSET);
  styles.bgColor.ansi256 = wrapAnsi256(ANSI_BACKGROUND_OFFSET);
  styles.bgColor.ansi16m = wrapAnsi16m(ANSI_BACKGROUND_OFFSET);
  Object.defineProperties(styles, {
    rgbToAnsi256: {
      value(red, green, blue) {
        if (red === green && green === blue) {
          if (red < 8) {
            return 16;
          }
          if (red > 248) {
            return 231;
          }
          return Math.round((red - 8) / 247 * 24) + 232;
        }
        return 16 + 36 * Math.round(red / 255 * 5) + 6 * Math.round(green / 255 * 5) + Math.round(blue / 255 * 5);
      },
      enumerable: false
    },
    hexToRgb: {
      value(hex) {
        const matches2 = /[a-f\d]{6}|[a-f\d]{3}/i.exec(hex.toString(16));
        if (!matches2) {
          return [0, 0, 0];
        }
        let [colorString] = matches2;
        if (colorString.length === 3) {
          colorString = [...colorString].map((character) => character + character).join("");
        }
        const integer = Number.parseInt(colorString, 16);
        return [
          /* eslint-disable no-bitwise */
          integer >> 16 & 255,
          integer >> 8 & 255,
          integer & 255
          /* eslint-enable no-bitwise */
        ];
      },
      enumerable: false
    },
    hexToAnsi256: {
      value: (hex) => styles.rgbToAnsi256(...styles.hexToRgb(hex)),
      enumerable: false
    },
    ansi256ToAnsi: {
      value(code) {
        if (code < 8) {
          return 30 + code;
        }
        if (code < 16) {
          return 90 + (code - 8);
        }
        let red;
        let green;
        let blue;
        if (code >= 232) {
          red = ((code - 232) * 10 + 8) / 255;
          green = red;
          blue = red;
        } else {
          code -= 16;
          const remainder = code % 36;
          red = Math.floor(code / 36) / 5;
          green = Math.floor(remainder / 6) / 5;
          blue = remainder % 6 / 5;
        }
        const value = Math.max(red, green, blue) * 2;
        if (value === 0) {
          return 30;
        }
        let result = 30 + (Math.round(blue) << 2 | Math.round(green) << 1 | Math.round(red));
        if (value === 2) {
          result += 60;
        }
        return result;
      },
      enumerable: false
    },
    rgbToAnsi: {
      value: (red, green, blue) => styles.ansi256ToAnsi(styles.rgbToAnsi256(red, green, blue)),
      enumerable: false
    },
    hexToAnsi: {
      value: (hex) => styles.ansi256ToAnsi(styles.hexToAnsi256(hex)),
      enumerable: false
    }
  });
  return styles;
}
var ansiStyles = assembleStyles();
var ansi_styles_default = ansiStyles;

// node_modules/chalk/source/vendor/supports-color/index.js
import process2 from "node:process";
import os from "node:os";
import tty from "node:tty";
function hasFlag(flag, argv = globalThis.Deno ? globalThis.Deno.args : process2.argv) {
  const prefix = flag.startsWith("-") ? "" : flag.length === 1 ? "-" : "--";
  const position2 = argv.indexOf(prefix + flag);
  const terminatorPosition = argv.indexOf("--");
  return position2 !== -1 && (terminatorPosition === -1 || position2 < terminatorPosition);
}
var { env } = process2;
var flagForceColor;
if (hasFlag("no-color") || hasFlag("no-colors") || hasFlag("color=false") || hasFlag("color=never")) {
  flagForceColor = 0;
} else if (hasFlag("color") || hasFlag("colors") || hasFlag("color=true") || hasFlag("color=always")) {
  flagForceColor = 1;
}
function envForceColor() {
  if ("FORCE_COLOR" in env) {
    if (env.FORCE_COLOR === "true") {
      return 1;
    }
    if (env.FORCE_COLOR === "false") {
      return 0;
    }
    return env.FORCE_COLOR.length === 0 ? 1 : Math.min(Number.parseInt(env.FORCE_COLOR, 10), 3);
  }
}
function translateLevel(level) {
  if (level === 0) {
    return false;
  }
  return {
    level,
    hasBasic: true,
    has256: level >= 2,
    has16m: level >= 3
  };
}
function _supportsColor(haveStream, { streamIsTTY, sniffFlags = true } = {}) {
  const noFlagForceColor = envForceColor();
  if (noFlagForceColor !== void 0) {
    flagForceColor = noFlagForceColor;
  }
  const forceColor = sniffFlags ? flagForceColor : noFlagForceColor;
  if (forceColor === 0) {
    return 0;
  }
  if (sniffFlags) {
    if (hasFlag("color=16m") || hasFlag("color=full") || hasFlag("color=truecolor")) {
      return 3;
    }
    if (hasFlag("color=256")) {
      return 2;
    }
  }
  if ("TF_BUILD" in env && "AGENT_NAME" in env) {
    return 1;
  }
  if (haveStream && !streamIsTTY && forceColor === void 0) {
    return 0;
  }
  const min = forceColor || 0;
  if (env.TERM === "dumb") {
    return min;
  }
  if (process2.platform === "win32") {
    const osRelease = os.release().split(".");
    if (Number(osRelease[0]) >= 10 && Number(osRelease[2]) >= 10586) {
      return Number(osRelease[2]) >= 14931 ? 3 : 2;
    }
    return 1;
  }
  if ("CI" in env) {
    if (["GITHUB_ACTIONS", "GITEA_ACTIONS", "CIRCLECI"].some((key) => key in env)) {
      return 3;
    }
    if (["TRAVIS", "APPVEYOR", "GITLAB_CI", "BUILDKITE", "DRONE"].some((sign) => sign in env) || env.CI_NAME === "codeship") {
      return 1;
    }
    return min;
  }
  if ("TEAMCITY_VERSION" in env) {
    return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? 1 : 0;
  }
  if (env.COLORTERM === "truecolor") {
    return 3;
  }
  if (env.TERM === "xterm-kitty") {
    return 3;
  }
  if (env.TERM === "xterm-ghostty") {
    return 3;
  }
  if (env.TERM === "wezterm") {
    return 3;
  }
  if ("TERM_PROGRAM" in env) {
    const version = Number.parseInt((env.TERM_PROGRAM_VERSION || "").split(".")[0], 10);
    switch (env.TERM_PROGRAM) {
      case "iTerm.app": {
        return version >= 3 ? 3 : 2;
      }
      case "Apple_Terminal": {
        return 2;
      }
    }
  }
  if (/-256(color)?$/i.test(env.TERM)) {
    return 2;
  }
  if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(env.TERM)) {
    return 1;
  }
  if ("COLORTERM" in env) {
    return 1;
  }
  return min;
}
function createSupportsColor(stream, options = {}) {
  const level = _supportsColor(stream, {
    streamIsTTY: stream && stream.isTTY,
    ...options
  });
  return translateLevel(level);
}
var supportsColor = {
  stdout: createSupportsColor({ isTTY: tty.isatty(1) }),
  stderr: createSupportsColor({ isTTY: tty.isatty(2) })
};
var supports_color_default = supportsColor;

// node_modules/chalk/source/utilities.js
function stringReplaceAll(string, substring, replacer) {
  let index = string.indexOf(substring);
  if (index === -1) {
    return string;
  }
  const substringLength = substring.length;
  let endIndex = 0;
  let returnValue = "";
  do {
    returnValue += string.slice(endIndex, index) + substring + replacer;
    endIndex = index + substringLength;
    index = string.indexOf(substring, endIndex);
  } while (index !== -1);
  returnValue += string.slice(endIndex);
  return returnValue;
}
function stringEncaseCRLFWithFirstIndex(string, prefix, postfix, index) {
  let endIndex = 0;
  let returnValue = "";
  do {
    const gotCR = string[index - 1] === "\r";
    returnValue += string.slice(endIndex, gotCR ? index - 1 : index) + prefix + (gotCR ? "\r\n" : "\n") + postfix;
    endIndex = index + 1;
    index = string.indexOf("\n", endIndex);
  } while (index !== -1);
  returnValue += string.slice(endIndex);
  return returnValue;
}

// node_modules/chalk/source/index.js
var { stdout: stdoutColor, stderr: stderrColor } = supports_color_default;
var GENERATOR = /* @__PURE__ */ Symbol("GENERATOR");
var STYLER = /* @__PURE__ */ Symbol("STYLER");
var IS_EMPTY = /* @__PURE__ */ Symbol("IS_EMPTY");
var levelMapping = [
  "ansi",
  "ansi",
  "ansi256",
  "ansi16m"
];
var styles2 = /* @__PURE__ */ Object.create(null);
var applyOptions = (object, options = {}) => {
  if (options.level && !(Number.isInteger(options.level) && options.level >= 0 && options.level <= 3)) {
    throw new Error("The `level` option should be an integer from 0 to 3");
  }
  const colorLevel = stdoutColor ? stdoutColor.level : 0;
  object.level = options.level === void 0 ? colorLevel : options.level;
};
var Chalk = class {
  constructor(options) {
    return chalkFactory(options);
  }
};
var chalkFactory = (options) => {
  const chalk2 = (...strings) => strings.join(" ");
  applyOptions(chalk2, options);
  Object.setPrototypeOf(chalk2, createChalk.prototype);
  return chalk2;
};
function createChalk(options) {
  return chalkFactory(options);
}
Object.setPrototypeOf(createChalk.prototype, Function.prototype);
for (const [styleName, style] of Object.entries(ansi_styles_default)) {
  styles2[styleName] = {
    get() {
      const builder = createBuilder(this, createStyler(style.open, style.close, this[STYLER]), this[IS_EMPTY]);
      Object.defineProperty(this, styleName, { value: builder });
      return builder;
    }
  };
}
styles2.visible = {
  get() {
    const builder = createBuilder(this, this[STYLER], true);
    Object.defineProperty(this, "visible", { value: builder });
    return builder;
  }
};
var getModelAnsi = (model, level, type, ...arguments_) => {
  if (model === "rgb") {
    if (level === "ansi16m") {
      return ansi_styles_default[type].ansi16m(...arguments_);
    }
    if (level === "ansi256") {
      return ansi_styles_default[type].ansi256(ansi_styles_default.rgbToAnsi256(...arguments_));
    }
    return ansi_styles_default[type].ansi(ansi_styles_default.rgbToAnsi(...arguments_));
  }
  if (model === "hex") {
    return getModelAnsi("rgb", level, type, ...ansi_styles_default.hexToRgb(...arguments_));
  }
  return ansi_styles_default[type][model](...arguments_);
};
var usedModels = ["rgb", "hex", "ansi256"];
for (const model of usedModels) {
  styles2[model] = {
    get() {
      const { level } = this;
      return function(...arguments_) {
        const styler = createStyler(getModelAnsi(model, levelMapping[level], "color", ...arguments_), ansi_styles_default.color.close, this[STYLER]);
        return createBuilder(this, styler, this[IS_EMPTY]);
      };
    }
  };
  const bgModel = "bg" + model[0].toUpperCase() + model.slice(1);
  styles2[bgModel] = {
    get() {
      const { level } = this;
      return function(...arguments_) {
        const styler = createStyler(getModelAnsi(model, levelMapping[level], "bgColor", ...arguments_), ansi_styles_default.bgColor.close, this[STYLER]);
        return createBuilder(this, styler, this[IS_EMPTY]);
      };
    }
  };
}
var proto = Object.defineProperties(() => {
}, {
  ...styles2,
  level: {
    enumerable: true,
    get() {
      return this[GENERATOR].level;
    },
    set(level) {
      this[GENERATOR].level = level;
    }
  }
});
var createStyler = (open, close, parent) => {
  let openAll;
  let closeAll;
  if (parent === void 0) {
    openAll = open;
    closeAll = close;
  } else {
    openAll = parent.openAll + open;
    closeAll = close + parent.closeAll;
  }
  return {
    open,
    close,
    openAll,
    closeAll,
    parent
  };
};
var createBuilder = (self, _styler, _isEmpty) => {
  const builder = (...arguments_) => applyStyle(builder, arguments_.length === 1 ? "" + arguments_[0] : arguments_.join(" "));
  Object.setPrototypeOf(builder, proto);
  builder[GENERATOR] = self;
  builder[STYLER] = _styler;
  builder[IS_EMPTY] = _isEmpty;
  return builder;
};
var applyStyle = (self, string) => {
  if (self.level <= 0 || !string) {
    return self[IS_EMPTY] ? "" : string;
  }
  let styler = self[STYLER];
  if (styler === void 0) {
    return string;
  }
  const { openAll, closeAll } = styler;
  if (string.includes("\x1B")) {
    while (styler !== void 0) {
      string = stringReplaceAll(string, styler.close, styler.open);
      styler = styler.parent;
    }
  }
  const lfIndex = string.indexOf("\n");
  if (lfIndex !== -1) {
    string = stringEncaseCRLFWithFirstIndex(string, closeAll, openAll, lfIndex);
  }
  return openAll + string + closeAll;
};
Object.defineProperties(createChalk.prototype, styles2);
var chalk = createChalk();
var chalkStderr = createChalk({ level: stderrColor ? stderrColor.level : 0 });

// src/report/stylish.ts
function position(f) {
  return f.span && f.span.start.line > 0 ? `${f.span.start.line}:${f.span.start.column}` : "";
}
function plural(n3, word) {
  return `${n3} ${word}${n3 === 1 ? "" : "s"}`;
}
var stylish = (results, ctx) => {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const sevColour = { error: c.red, warning: c.yellow, info: c.blue };
  const groups = /* @__PURE__ */ new Map();
  for (const f of results.findings) {
    const key = f.span ? f.span.file : "";
    let g = groups.get(key);
    if (!g) groups.set(key, g = []);
    g.push(f);
  }
  let out = "";
  for (const [file, fs] of groups) {
    out += "\n" + c.underline(file === "" ? "(no file)" : neutralise(file)) + "\n";
    const rows = fs.map((f) => ({ f, pos: position(f), msg: neutralise(f.message) }));
    const wPos = Math.max(...rows.map((r) => r.pos.length));
    const wSev = Math.max(...rows.map((r) => r.f.severity.length));
    const wMsg = Math.min(80, Math.max(...rows.map((r) => r.msg.length)));
    for (const r of rows) {
      out += `  ${c.dim(r.pos.padEnd(wPos))}  ${sevColour[r.f.severity](r.f.severity.padEnd(wSev))}  ${r.msg.padEnd(wMsg)}  ${c.dim(neutralise(r.f.ruleId))}
`;
      if (r.f.hint) out += `  ${" ".repeat(wPos)}  ${" ".repeat(wSev)}  ${c.dim(neutralise(r.f.hint))}
`;
    }
  }
  const n3 = countSeverities(results.findings);
  const total = results.findings.length;
  if (total > 0) {
    const summary = `\u2716 ${plural(total, "problem")} (${plural(n3.errorCount, "error")}, ${plural(n3.warningCount, "warning")}, ${n3.infoCount} info)`;
    out += "\n" + (n3.errorCount > 0 ? c.red.bold(summary) : n3.warningCount > 0 ? c.yellow.bold(summary) : c.bold(summary)) + "\n";
    if (ctx.runtime !== void 0) out += c.dim(neutralise(`Runtime: ${ctx.runtime}`)) + "\n";
  }
  if (results.suppressed.length > 0) out += (total > 0 ? "" : "\n") + c.dim(`${plural(results.suppressed.length, "finding")} suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.`) + "\n";
  return out;
};

// src/report/index.ts
var REPORTERS = Object.freeze({ stylish, compact, json, sarif, github, markdown });

// src/report/opencode-audit.ts
import { posix as path11 } from "node:path";
function buildOcAudit(sim, root, reason, count, only) {
  const relOf = (abs) => {
    const r = path11.relative(root, abs);
    return r === "" ? "." : r;
  };
  const picked = only === null ? sim.locations : sim.locations.filter((l) => l.project.W === only);
  const locations = picked.map((l) => {
    const worktree = l.set?.worktree ?? l.project.worktree;
    const files = (l.set?.files ?? []).map((f) => {
      const m = measureInstructionFile(f, worktree, count);
      return { path: relOf(f.abs), layer: f.layer, bytes: m.bytes, tokens: m.tokens ?? 0, ...f.entry ? { entry: f.entry.entry } : {} };
    });
    const total = l.set === null ? { bytes: 0, tokens: 0 } : measureInstructions(l.set, count);
    return {
      location: relOf(l.project.W),
      configs: l.project.config.docs.map((d) => d.abs === null ? d.file : relOf(d.abs)),
      refusal: l.project.refusal,
      files,
      urls: (l.set?.urls ?? []).map((u) => u.entry),
      totalBytes: total.bytes,
      totalTokens: total.tokens ?? 0
    };
  });
  const first = picked[0]?.project ?? sim.locations[0].project;
  const agents = first.agents.map((a) => ({ id: a.id, mode: a.mode, source: a.source, hidden: a.hidden, disabled: a.disabled, file: a.file === null ? null : relOf(a.file) }));
  return { runtime: "opencode", reason, tokenizer: TOKENIZER, approximate: true, worktree: first.worktree, locations, locationsLeftOut: sim.leftOut, agents };
}
function table(rows, right) {
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => right[i] ? cell.padStart(w[i]) : cell.padEnd(w[i])).join("  ").trimEnd());
}
function ocAuditTable(a, results, ctx, extra = "", caps = null) {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  let out = neutralise(`Runtime: ${a.reason}`) + "\n";
  out += c.dim(`Worktree: ${neutralise(a.worktree)}. Token counts are approximate (${a.tokenizer}), per rendered block.`) + "\n\n";
  const rows = [["Location", "layer", "bytes", "\u2248tokens", "file"]];
  for (const l of a.locations) {
    const name = l.location;
    if (l.refusal !== null) {
      rows.push([name, "refused", "", "", `the runtime does not start: ${l.refusal}`]);
      continue;
    }
    if (l.files.length === 0 && l.urls.length === 0) rows.push([name, "", "0", "0", "(no instructions)"]);
    l.files.forEach((f, i) => rows.push([i === 0 ? name : "", f.layer, String(f.bytes), String(f.tokens), f.path + (f.bytes === 0 ? " (empty: no block)" : "") + (f.entry !== void 0 ? `  \u2190 ${JSON.stringify(f.entry)}` : "")]));
    for (const u of l.urls) rows.push([l.files.length === 0 ? name : "", "url", "?", "?", `${u} (fetched by the runtime at start; not by ctxlens)`]);
    if (l.files.length > 0) rows.push(["", "total", String(l.totalBytes), String(l.totalTokens), ""]);
  }
  table(rows.map((r) => r.map(neutralise)), [false, false, true, true, false]).forEach((line, n3) => out += (n3 === 0 ? c.bold(line) : line) + "\n");
  if (a.locationsLeftOut > 0) out += c.dim(`${a.locationsLeftOut} more Location(s) not simulated (cap reached); use --location DIR.`) + "\n";
  const bars = ocBarsText(a, caps);
  if (bars !== "") out += "\n" + bars;
  out += `
Agents${a.locations.length > 1 ? ` (at ${neutralise(a.locations[0].location)})` : ""}:
`;
  const arows = [["id", "mode", "source", "file"], ...a.agents.map((g) => [g.id + (g.disabled ? " (disabled)" : g.hidden ? " (hidden)" : ""), g.mode, g.source === "builtin" ? "built-in" : g.source, g.file ?? ""])];
  table(arows.map((r) => r.map(neutralise)), [false, false, false, false]).forEach((line, n3) => out += "  " + (n3 === 0 ? c.bold(line) : line) + "\n");
  out += extra;
  const body = stylish(results, { ...ctx, runtime: void 0 });
  out += body === "" ? "\nNo problems found.\n" : body;
  return out;
}
function ocAuditJson(a, results) {
  return safeJson({ ...a, findings: results.findings.map(toJsonFinding), ...countSeverities(results.findings) }) + "\n";
}
function ocAuditMarkdown(a, results, ctx, extra = "", caps = null) {
  let out = `## ctxlens audit

*Runtime: ${escapeMarkdown(a.reason)}. Token counts are approximate (${a.tokenizer}).*

`;
  out += "| Location | Layer | Bytes | \u2248Tokens | File |\n|---|---|---:|---:|---|\n";
  for (const l of a.locations) {
    if (l.refusal !== null) out += `| **${escapeMarkdown(l.location)}** | refused | | | ${escapeMarkdown(l.refusal)} |
`;
    l.files.forEach((f, i) => out += `| ${i === 0 ? `**${escapeMarkdown(l.location)}**` : ""} | ${f.layer} | ${f.bytes} | ${f.tokens} | ${escapeMarkdown(f.path)} |
`);
    for (const u of l.urls) out += `| | url | ? | ? | ${escapeMarkdown(u)} |
`;
    if (l.files.length > 0) out += `| | **total** | **${l.totalBytes}** | **${l.totalTokens}** | |
`;
  }
  const bars = ocBarsMarkdown(a, caps);
  if (bars !== "") out += "\n" + bars;
  out += "\n| Agent | Mode | Source |\n|---|---|---|\n";
  for (const g of a.agents) out += `| ${escapeMarkdown(g.id)} | ${g.mode} | ${g.source} |
`;
  return out + extra + "\n" + markdown(results, ctx).replace(/^## ctxlens\n/, "## ctxlens findings\n");
}
function ocBudgetMarkdown(a, caps) {
  const head = "### Budgets\n\n";
  if (caps === null) return head + "The `instructions-budget` rule is off: no cap on the instructions of a Location.\n";
  const n3 = (x) => x.toLocaleString("en-US");
  const limits = [caps.maxBytes > 0 ? `${n3(caps.maxBytes)} bytes` : "", caps.maxTokens > 0 ? `\u2248${n3(caps.maxTokens)} tokens` : ""].filter((x) => x !== "");
  if (limits.length === 0) return head + "The `instructions-budget` caps are both 0: no cap on the instructions of a Location.\n";
  const rows = [];
  for (const l of a.locations) {
    if (l.refusal !== null || l.files.length === 0) continue;
    if (caps.maxBytes > 0 && l.totalBytes > caps.maxBytes) rows.push(`| instructions-budget: maxBytes | ${escapeMarkdown(l.location)} | ${n3(caps.maxBytes)} bytes | ${n3(l.totalBytes)} bytes |`);
    if (caps.maxTokens > 0 && l.totalTokens > caps.maxTokens) rows.push(`| instructions-budget: maxTokens | ${escapeMarkdown(l.location)} | \u2248${n3(caps.maxTokens)} tokens | \u2248${n3(l.totalTokens)} tokens |`);
  }
  const shown = a.locations.filter((l) => l.refusal === null).length;
  if (rows.length === 0) return head + `Every Location (${shown}) is within the \`instructions-budget\` caps: ${limits.join(", ")} of instructions.
`;
  return [head.trimEnd(), "", "| Budget | Location | Limit | Measured |", "|---|---|---:|---:|", ...rows, ""].join("\n");
}

// src/run/opencode-audit.ts
import * as path12 from "node:path";
function instructionsBudgetCaps(p) {
  const budget = p.settings["instructions-budget"];
  const rule = p.rules.find((r) => r.id === "instructions-budget");
  return rule === void 0 || budget?.severity === "off" ? null : { ...rule.defaultOptions, ...budget?.options ?? {} };
}
function ocAuditRun(p, location2) {
  const sim = simulateOpencode(p.model, p.countTokens);
  let only = null;
  let shown = sim;
  if (location2 !== void 0) {
    only = path12.resolve(p.cwd, location2);
    if (p.model.source.stat(only)?.kind !== "dir") throw new UsageError(`--location: not a directory: ${location2}`);
    if (!sim.locations.some((l) => l.project.W === only)) {
      const project = loadOcProject(p.model.source, { ...p.model.options, cwd: only });
      const set = project.refusal === null ? simulateInstructions(project.source, project.W, project.worktree, project.config, project.env) : null;
      shown = { ...sim, locations: [...sim.locations, { project, set }] };
    }
  }
  return { sim, audit: buildOcAudit(shown, p.cwd, p.choice.reason, p.countTokens, only), caps: instructionsBudgetCaps(p) };
}

// src/diff/format.ts
var DIFF_FORMATS = ["stylish", "json", "markdown"];
var n2 = (x) => x.toLocaleString("en-US");
var delta = (a, b) => b === a ? "\xB10" : b > a ? `+${n2(b - a)}` : `-${n2(a - b)}`;
var span = (a, b, unit) => `${n2(a)} \u2192 ${n2(b)}${unit ? " " + unit : ""} (${delta(a, b)})`;
var MARK = { added: "+", removed: "-", changed: "~", unchanged: " " };
var BUDGET = { maxFileBytes: "maxFileBytes", maxSessionBytes: "maxSessionBytes", manifestCap: "manifest cap" };
function where2(f) {
  if (!f.span) return "(project)";
  return f.span.start.line > 0 ? `${f.span.file}:${f.span.start.line}:${f.span.start.column}` : f.span.file;
}
function fileLine(f) {
  const layer = f.after?.layer ?? f.before?.layer ?? "";
  const layerText = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} \u2192 ${f.after.layer}` : layer;
  const bytes = span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, "bytes");
  const tokens = span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, "tokens");
  return `${MARK[f.status]} ${f.path}  [${layerText}]  ${bytes}, ${tokens}`;
}
function budgetText(b) {
  const side2 = (x) => x === null ? "\u2014" : n2(x);
  return `${BUDGET[b.budget]} ${b.state}: ${b.subject} ${side2(b.before)} \u2192 ${side2(b.after)} bytes (limit ${n2(b.limit)})`;
}
function diffStylish(d) {
  const out = [`ctxlens diff ${neutralise(d.base)} \u2192 ${neutralise(d.head)} (tokens: ${d.tokenizer}, approximate)`, ""];
  if (d.targets.length === 0) out.push(`No context changes in ${d.compared} agent(s) and flow step(s).`, "");
  for (const t of d.targets) {
    out.push(`${neutralise(t.name)}: ${t.status}, ${span(t.bytes.before, t.bytes.after, "bytes")}, ${span(t.tokens.before, t.tokens.after, "tokens")}`);
    for (const f of t.files) out.push("  " + neutralise(fileLine(f)));
    for (const l of t.manifest.added) out.push(`  manifest + ${neutralise(l)}`);
    for (const l of t.manifest.removed) out.push(`  manifest - ${neutralise(l)}`);
    for (const b of t.budgets) out.push(`  ${neutralise(budgetText(b))}`);
    out.push("");
  }
  if (d.budgets.length > 0) {
    out.push("Nested files over maxFileBytes:");
    for (const b of d.budgets) out.push(`  ${neutralise(budgetText(b))}`);
    out.push("");
  }
  if (d.newFindings.length > 0) {
    out.push(`New findings on ${neutralise(d.head)} (${d.newFindings.length}):`);
    for (const f of d.newFindings) out.push(`  ${neutralise(where2(f))}  ${f.severity}  ${neutralise(f.message)}  ${f.ruleId}`);
    out.push("");
  }
  const changed = d.targets.filter((t) => t.status !== "unchanged").length;
  out.push(`${changed} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed.`);
  return out.join("\n") + "\n";
}
function diffJson(d) {
  return safeJson(
    {
      ...d,
      newFindings: d.newFindings.map(toJsonFinding),
      fixedFindings: d.fixedFindings.map(toJsonFinding),
      headFindings: void 0,
      summary: {
        changedTargets: d.targets.filter((t) => t.status !== "unchanged").length,
        comparedTargets: d.compared,
        newFindings: d.newFindings.length,
        fixedFindings: d.fixedFindings.length
      }
    },
    2
  ) + "\n";
}
function mdTargetRow(t) {
  return `| ${escapeMarkdown(t.name)} | ${t.status} | ${span(t.bytes.before, t.bytes.after, "")} | ${span(t.tokens.before, t.tokens.after, "")} |`;
}
function diffMarkdown(d, heading = 3, opts = {}) {
  const h = "#".repeat(heading);
  const out = [`${h} Context diff: ${escapeMarkdown(d.base)} \u2192 ${escapeMarkdown(d.head)}`, ""];
  const changed = d.targets.filter((t) => t.status !== "unchanged");
  out.push(`${changed.length} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed. Tokens are approximate (${d.tokenizer}).`, "");
  if (d.targets.length > 0) {
    out.push("| Agent / step | Status | Bytes | Tokens (\u2248) |", "|---|---|---|---|");
    for (const t of d.targets) out.push(mdTargetRow(t));
    out.push("");
    for (const t of d.targets) {
      if (t.files.length === 0 && t.manifest.added.length === 0 && t.manifest.removed.length === 0 && t.budgets.length === 0) continue;
      out.push(`<details><summary>${escapeMarkdown(t.name)}</summary>`, "");
      if (t.files.length > 0) {
        out.push("| File | Change | Layer | Bytes | Tokens (\u2248) |", "|---|---|---|---|---|");
        for (const f of t.files) {
          const layer = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} \u2192 ${f.after.layer}` : f.after?.layer ?? f.before?.layer ?? "";
          out.push(`| ${escapeMarkdown(f.path)} | ${f.status} | ${layer} | ${span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, "")} | ${span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, "")} |`);
        }
        out.push("");
      }
      if (t.manifest.added.length + t.manifest.removed.length > 0) {
        out.push("Manifest lines:", "");
        for (const l of t.manifest.added) out.push(`- added: ${escapeMarkdown(l)}`);
        for (const l of t.manifest.removed) out.push(`- removed: ${escapeMarkdown(l)}`);
        out.push("");
      }
      for (const b of t.budgets) out.push(`- ${escapeMarkdown(budgetText(b))}`);
      if (t.budgets.length > 0) out.push("");
      out.push("</details>", "");
    }
  }
  const budgets = [...d.budgets, ...d.targets.flatMap((t) => t.budgets.map((b) => ({ ...b, subject: `${t.name}: ${b.subject}` })))];
  if (budgets.length > 0) {
    out.push(`${h}# Budgets`, "", "| Budget | Subject | Limit | Before | After | State |", "|---|---|---|---|---|---|");
    for (const b of budgets) out.push(`| ${BUDGET[b.budget]} | ${escapeMarkdown(b.subject)} | ${n2(b.limit)} | ${b.before === null ? "\u2014" : n2(b.before)} | ${b.after === null ? "\u2014" : n2(b.after)} | ${b.state} |`);
    out.push("");
  }
  if (d.newFindings.length > 0 && opts.newFindings !== false) {
    out.push(`${h}# New findings`, "", "| Severity | Location | Rule | Message |", "|---|---|---|---|");
    for (const f of d.newFindings) out.push(`| ${f.severity} | ${escapeMarkdown(where2(f))} | ${escapeMarkdown(f.ruleId)} | ${escapeMarkdown(f.message)} |`);
    out.push("");
  }
  return out.join("\n") + "\n";
}
function formatDiff(d, format) {
  return format === "json" ? diffJson(d) : format === "markdown" ? diffMarkdown(d) : diffStylish(d);
}

// src/diff/compute.ts
import { createHash as createHash3 } from "node:crypto";
function targetKey(t) {
  return `${t.agentId}\0${t.flowId ?? ""}\0${t.stepId ?? ""}`;
}
function findingKey(f) {
  return f.fingerprint ?? [f.ruleId, f.span?.file ?? "", f.messageId].join("\0");
}
function findingsOnlyIn(a, b) {
  const count = /* @__PURE__ */ new Map();
  for (const f of b) count.set(findingKey(f), (count.get(findingKey(f)) ?? 0) + 1);
  const out = [];
  for (const f of a) {
    const k = findingKey(f);
    const n3 = count.get(k) ?? 0;
    if (n3 > 0) count.set(k, n3 - 1);
    else out.push(f);
  }
  return out;
}
function manifestLines(t) {
  return t.manifest.text === "" ? [] : t.manifest.text.split("\n").filter((l) => l.startsWith("- ") || l.startsWith("... "));
}
function linesOnlyIn(a, b) {
  const count = /* @__PURE__ */ new Map();
  for (const l of b) count.set(l, (count.get(l) ?? 0) + 1);
  return a.filter((l) => {
    const n3 = count.get(l) ?? 0;
    if (n3 > 0) count.set(l, n3 - 1);
    return n3 === 0;
  });
}
function crossing(budget, subject, limitB, limitA, before2, after) {
  const overB = before2 !== null && before2 > limitB;
  const overA = after !== null && after > limitA;
  if (!overB && !overA) return null;
  return { budget, subject, limit: limitA, before: before2, after, state: overB && overA ? "over" : overA ? "crossed" : "cleared" };
}
function fileSides(t, tokens) {
  const m = /* @__PURE__ */ new Map();
  for (const f of t?.resolution.files ?? []) {
    m.set(f.rel, { layer: f.layer, bytes: f.bytes, tokens: tokens(f.content), sha256: createHash3("sha256").update(f.content).digest("hex") });
  }
  return m;
}
function compareTarget(b, a, tokens, baseSide, headSide) {
  const target = (a ?? b).target;
  const fb = fileSides(b, tokens);
  const fa = fileSides(a, tokens);
  const files = [];
  for (const [p, after] of fa) {
    const before2 = fb.get(p) ?? null;
    const status2 = before2 === null ? "added" : before2.sha256 !== after.sha256 || before2.layer !== after.layer ? "changed" : "unchanged";
    if (status2 !== "unchanged") files.push({ path: p, status: status2, before: before2, after });
  }
  for (const [p, before2] of fb) if (!fa.has(p)) files.push({ path: p, status: "removed", before: before2, after: null });
  const rb = b ? portableRendered(b, baseSide.W ?? "") : Buffer.alloc(0);
  const ra = a ? portableRendered(a, headSide.W ?? "") : Buffer.alloc(0);
  const mb = b ? measureTarget(b, baseSide.W ?? "", tokens) : null;
  const ma = a ? measureTarget(a, headSide.W ?? "", tokens) : null;
  const mlB = b ? manifestLines(b) : [];
  const mlA = a ? manifestLines(a) : [];
  const mBytes = (t) => t ? t.manifest.bytes?.length ?? Buffer.byteLength(t.manifest.text, "utf8") : 0;
  const budgets = [];
  const labelled = (t) => t && t.manifest.files.length > 0 ? t.manifest.sizes?.labelled ?? (t.manifest.degrade > 0 ? MANIFEST_CAP_BYTES + 1 : mBytes(t)) : null;
  const mc = crossing("manifestCap", "manifest", MANIFEST_CAP_BYTES, MANIFEST_CAP_BYTES, labelled(b), labelled(a));
  if (mc) budgets.push(mc);
  const body = (t) => t && t.manifest.files.length > 0 ? t.manifest.files.reduce((s, f) => s + f.bytes, 0) : null;
  const sc = crossing(
    "maxSessionBytes",
    "nested bodies",
    effectiveCap(baseSide.discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    effectiveCap(headSide.discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    body(b),
    body(a)
  );
  if (sc) budgets.push(sc);
  const status = !b ? "added" : !a ? "removed" : files.length > 0 || !rb.equals(ra) ? "changed" : "unchanged";
  return {
    target,
    name: targetName({ agent: target.agentId, flow: target.flowId, step: target.stepId }),
    status,
    files,
    bytes: { before: mb?.bytes ?? 0, after: ma?.bytes ?? 0 },
    tokens: { before: mb?.tokens ?? 0, after: ma?.tokens ?? 0 },
    renderedBytes: { before: rb.length, after: ra.length },
    manifest: { added: linesOnlyIn(mlA, mlB), removed: linesOnlyIn(mlB, mlA), bytesBefore: mBytes(b), bytesAfter: mBytes(a) },
    budgets
  };
}
function computeContextDiff(base, head, tokens) {
  const byKey = /* @__PURE__ */ new Map();
  for (const t of base.sim.targets) byKey.set(targetKey(t.target), t);
  const seen = /* @__PURE__ */ new Set();
  const targets = [];
  for (const a of head.sim.targets) {
    const k = targetKey(a.target);
    seen.add(k);
    targets.push(compareTarget(byKey.get(k), a, tokens, base, head));
  }
  for (const b of base.sim.targets) if (!seen.has(targetKey(b.target))) targets.push(compareTarget(b, void 0, tokens, base, head));
  const maxB = effectiveCap(base.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const maxA = effectiveCap(head.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const nb = new Map(base.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const na = new Map(head.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const budgets = [];
  for (const rel2 of /* @__PURE__ */ new Set([...na.keys(), ...nb.keys()])) {
    const before2 = nb.get(rel2) ?? null;
    const after = na.get(rel2) ?? null;
    const c = crossing("maxFileBytes", rel2, maxB, maxA, before2, after);
    if (c) budgets.push(c);
  }
  return {
    base: base.label,
    head: head.label,
    tokenizer: TOKENIZER,
    targets: targets.filter((t) => t.status !== "unchanged" || t.budgets.some((x) => x.state !== "over")),
    compared: targets.length,
    budgets,
    newFindings: findingsOnlyIn(head.findings, base.findings),
    fixedFindings: findingsOnlyIn(base.findings, head.findings),
    headFindings: [...head.findings]
  };
}
function budgetsOf(sim, discovery) {
  const side2 = { label: "", sim, findings: [], discovery };
  const d = computeContextDiff(side2, side2, () => 0);
  const out = [...d.budgets];
  for (const t of sim.targets) {
    const td = compareTarget(t, t, () => 0, side2, side2);
    for (const b of td.budgets) out.push({ ...b, subject: `${td.name}: ${b.subject}` });
  }
  return out;
}

// src/diff/run.ts
async function side(opts, rev, label) {
  const args = {
    cwd: opts.cwd,
    env: opts.env,
    withGlobal: opts.withGlobal,
    staged: false,
    ...rev !== null ? { rev } : { sparseAware: true },
    format: "json",
    maxWarnings: -1,
    rule: opts.rule,
    ...opts.config !== void 0 ? { config: opts.config } : {},
    ...opts.runtime !== void 0 ? { runtime: opts.runtime } : {}
  };
  const p = await prepareRun(args);
  if (p.runtime !== "fork") throw new UsageError(`the context diff models the OpenCode Go fork only (pass --runtime fork to compare as the fork reads it); this directory is read as ${p.choice.reason}`);
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  return { label, sim, findings: result.findings, discovery: p.model.config.discovery, W: p.model.W };
}
async function runContextDiff(opts, count) {
  const root = sourceRoot(opts.cwd);
  const baseSha = resolveCommit(root, opts.base);
  const headSha = opts.head === null ? null : resolveCommit(root, opts.head);
  const short = (rev, sha) => rev === sha ? sha.slice(0, 12) : `${rev} (${sha.slice(0, 12)})`;
  const base = await side(opts, baseSha, short(opts.base, baseSha));
  const head = await side(opts, headSha, headSha === null ? "working tree" : short(opts.head, headSha));
  const tokens = memoCounter(count ?? await o200kCounter());
  return computeContextDiff(base, head, tokens);
}

export {
  EXIT,
  compareFindings,
  countSeverities,
  exitCodeFor,
  buildAudit,
  shortTargetName,
  Chalk,
  require_string_width,
  escapeMarkdown,
  markdown,
  barsText,
  barsMarkdown,
  ocBarsMarkdown,
  toJsonFinding,
  stylish,
  sessionBudget,
  simulateTarget,
  simulateAll,
  rebaseFindings,
  BASELINE_FILE,
  buildBaseline,
  parseBaseline,
  FIXABLE_RULES,
  applyFixes,
  dedupe,
  escapeData,
  FORMATS,
  REPORTERS,
  CONTEXT_PREFIX,
  parseDependency,
  resolveDependency,
  entryKey,
  resolveAgentDependency,
  rules,
  o200kCounter,
  lintDir,
  prepareRun,
  lintPrepared,
  rulesMetaOf,
  ruleDocs,
  toolVersion,
  ocAuditTable,
  ocAuditJson,
  ocAuditMarkdown,
  ocBudgetMarkdown,
  ocAuditRun,
  DIFF_FORMATS,
  diffMarkdown,
  formatDiff,
  findingKey,
  findingsOnlyIn,
  budgetsOf,
  runContextDiff
};
