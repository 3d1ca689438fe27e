import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  countTokens,
  o200kCounter
} from "./chunk-FYREUJLJ.mjs";
import {
  CONFIG_FILE_NAME,
  CONFIG_KEYS,
  ConfigError,
  KNOWN_AGENT_KEYS,
  MAX_SIMULATED_FILE_BYTES,
  SchemaValidator,
  V2_AGENT_KEYS,
  allTargets,
  chooseRuntime,
  configGate,
  configSpanAt,
  fileSpan,
  findConfigFile,
  hasSettings,
  isNavigationName,
  isOrphanCandidate,
  isoTime,
  jsonPointerSpan,
  listSome,
  loadOcProject,
  loadProject,
  nestedFileSpan,
  nodeAt,
  normaliseMode,
  parseJson,
  pastedFileTokens,
  pointer,
  readConfigText,
  scopedNameEntries,
  showRel,
  shownPath,
  simulateAll,
  simulateOpencode,
  sortProblems,
  worktreeOf,
  writtenKeys
} from "./chunk-FC7THOWF.mjs";
import {
  didYouMean,
  packageRoot
} from "./chunk-VSXIFP2X.mjs";
import {
  INTERNAL_ERROR_RULE,
  compareFindings,
  renderMessage
} from "./chunk-ULAQDWDD.mjs";
import {
  explicitEnvNames,
  openSource,
  readArgFile,
  simulatedEnv
} from "./chunk-WOIQTF4D.mjs";
import {
  isRuntimeId
} from "./chunk-Y4VJYWPG.mjs";
import {
  SyntaxKind,
  createScanner,
  findNodeAtOffset,
  getNodePath,
  init_main,
  loadAjv2020,
  parse
} from "./chunk-XRODCEW6.mjs";
import {
  BUILTIN_AGENTS,
  TRIGGER_TOOLS
} from "./chunk-234XTG2B.mjs";
import {
  UsageError,
  clean,
  compareBytes,
  dir,
  isAbs,
  join,
  rel
} from "./chunk-QQPG2PVG.mjs";
import {
  __commonJS,
  __toESM
} from "./chunk-DTIDPYTN.mjs";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path9, { windows } = {}) => {
      const segs = path9.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  code = advance();
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES) {
                  isGlob = token.isGlob = true;
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_LEFT_PARENTHESES) {
                backslashes = token.backslashes = true;
                code = advance();
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n = prevIndex ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value = input.slice(n, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (idx !== 0 || value !== "") {
            parts.push(value);
          }
          prevIndex = i;
        }
        if (prevIndex && prevIndex + 1 < input.length) {
          const value = input.slice(prevIndex + 1);
          parts.push(value);
          if (opts.tokens) {
            tokens[tokens.length - 1].value = value;
            depth(tokens[tokens.length - 1]);
            state.maxDepth += tokens[tokens.length - 1].depth;
          }
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var parse2 = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse2(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix3 = POSIX_REGEX_SOURCE[rest2];
                if (posix3) {
                  prev.value = pre + posix3;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && eos()) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse2.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse2;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse2 = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject3 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject3(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix3 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix: posix3 });
        const result = { glob, state, regex, posix: posix3, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob, posix: posix3 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix3 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix3);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob, options) => {
      const regex = glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options);
      return regex.test(utils.basename(input));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse2(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse2.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse2(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

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
    const before = old.get(k);
    if (e.figure !== void 0 && before?.figure !== void 0 && e.figure > before.figure) {
      e.figure = before.figure;
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

// src/engine/glob.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
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
  const styles = commentStyles(file);
  if (styles.length === 0 || !text.includes("ctxlens-disable")) return [];
  const lines = text.split(/\r\n|\r|\n/);
  let fmEnd = 0;
  if (/\.(md|markdown)$/i.test(file) && /^\uFEFF?---\s*$/.test(lines[0] ?? "")) {
    const close = lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l));
    fmEnd = close > 0 ? close : 0;
  }
  const out = [];
  lines.forEach((l, i) => {
    if (!l.includes("ctxlens-disable")) return;
    for (const style of styles) {
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
import { posix } from "node:path";
function displayPaths(text, W, home, root = null) {
  let out = text;
  if (W !== "/" && W !== "") out = replacePrefix(out, W, ".", "");
  const up = repositoryUp(W, root);
  if (up !== null) out = replacePrefix(out, root, up, up + "/");
  if (home !== null && home !== "/" && home !== "" && home !== W) out = replacePrefix(out, home, "~", "~/");
  return out;
}
function repositoryUp(W, root) {
  if (root === null || root === "" || root === "/" || W === "" || !W.startsWith(root + "/")) return null;
  return posix.relative(W, root);
}
function displayFile(file, W, root) {
  if (!file.startsWith("/") || repositoryUp(W, root) === null) return file;
  if (file !== root && !file.startsWith(root + "/")) return file;
  return posix.relative(W, file) || ".";
}
function replacePrefix(text, prefix, bare, slashed) {
  if (!text.includes(prefix)) return text;
  const esc = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(?<![\\w./-])${esc}(/|(?![\\w.-]))`, "g");
  return text.replace(re, (_m, slash) => slash === "/" ? slashed : bare);
}
var AS_WRITTEN = /* @__PURE__ */ new Set(["entry", "raw", "key", "value", "mode", "name"]);
function displayPathsIn(data, W, home, root = null) {
  let changed = false;
  const out = {};
  for (const [k, v] of Object.entries(data)) {
    const nv = typeof v === "string" && !AS_WRITTEN.has(k) ? displayPaths(v, W, home, root) : v;
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

// src/engine/model-facts.ts
import { posix as posix2 } from "node:path";
var MAX_READ = 32 * 1024;
function modelFacts(model) {
  const m = model ?? {};
  const W = typeof m.W === "string" ? m.W : "";
  const cwd = typeof m.cwd === "string" ? m.cwd : W;
  const home = typeof m.home === "string" && m.home !== "" ? m.home : typeof m.env?.home === "string" ? m.env.home : typeof m.env?.HOME === "string" ? m.env.HOME : null;
  let root = typeof m.worktree === "string" ? m.worktree : null;
  if (root === null && m.source && cwd.startsWith("/")) {
    try {
      root = worktreeOf(m.source, cwd);
    } catch {
      root = null;
    }
  }
  if (root === "/") root = null;
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
      const r = m.source.readFile(posix2.join(W, file), MAX_READ);
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
  return { W, cwd, home, root, text, documentFiles: [...docs.keys()], contextFiles };
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
    const declaresSim = rule.meta.needs.some((n) => SIM_NEEDS.includes(n));
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
              message: renderMessage(template, displayPathsIn(data, facts.cwd, facts.home, facts.root)),
              span: d2.span,
              ...d2.hint !== void 0 ? { hint: displayPaths(d2.hint, facts.cwd, facts.home, facts.root) } : {},
              ...d2.related !== void 0 ? { related: d2.related.map((r) => ({ ...r, message: displayPaths(r.message, facts.cwd, facts.home, facts.root) })) } : {}
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
  const shown = (list2) => facts.root === null ? list2 : list2.map((f) => withShownFiles(f, facts.cwd, facts.root)).sort(compareFindings);
  if (opts.inlineConfig === false) return { findings: shown(withFixes(parts.findings, facts.text)), suppressed: shown(parts.suppressed), simulation, ran };
  const d = applyDirectives(parts.findings, facts.text, [...facts.documentFiles, ...facts.contextFiles(simulation)]);
  return {
    findings: shown(withFixes(withFingerprints(dedupe([...d.kept, ...d.unused]), facts.text), facts.text)),
    suppressed: shown([...parts.suppressed, ...d.suppressed].sort(compareFindings)),
    simulation,
    ran
  };
}
function withShownFiles(f, W, root) {
  if (root === null) return f;
  const span = f.span && displayFile(f.span.file, W, root) !== f.span.file ? { ...f.span, file: displayFile(f.span.file, W, root) } : f.span;
  const related = f.related?.some((r) => displayFile(r.span.file, W, root) !== r.span.file) ? f.related.map((r) => ({ ...r, span: { ...r.span, file: displayFile(r.span.file, W, root) } })) : f.related;
  return span === f.span && related === f.related ? f : { ...f, span, ...related ? { related } : {} };
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
      const span = d.spanAt("/permissions", "key");
      if (d.markdown) ctx.report({ messageId: "frontmatter", data: { id: d.id }, span });
      else ctx.report({ messageId: "config", data: { id: d.id }, span });
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
      const span = f.mode?.span ?? f.span ?? null;
      if (a.mode === "subagent") ctx.report({ messageId: "demoted", data: { id: f.id }, span });
      else ctx.report({ messageId: "outOfLists", data: { id: f.id, mode: a.mode }, span });
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
  const n = nodeAt2(doc, p);
  const pointer2 = "/" + p.map((s) => String(s).replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
  return n ? docSpan(doc, n.offset, n.length, pointer2) : fileSpan(doc.file);
}
function tokenSpan(doc, t) {
  return t.offset >= 0 ? docSpan(doc, t.offset, t.text.length) : fileSpan(doc.file);
}
function pathAtOffset(doc, offset2) {
  if (!doc.tree || offset2 < 0) return [];
  const n = findNodeAtOffset(doc.tree, offset2);
  return n ? getNodePath(n) : [];
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
      const bytes = t.renderedBytes ?? Buffer.from(t.rendered);
      if (bytes.length <= max) continue;
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
      const span = largest === void 0 ? null : inside ? { ...fileSpan(file), start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } : entrySpan(model, largest.entry);
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
        span
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
        const span = entrySpan(model, c.loser.entry, c.loser.exists ? c.loser.abs : void 0) ?? entrySpan(model, c.winner.entry, c.winner.abs);
        const base = {
          winner: c.winner.entry.raw,
          loser: c.loser.entry.raw,
          winnerPath: showPath(model, c.winner.abs),
          loserPath: showPath(model, c.loser.abs)
        };
        if (c.samePath) {
          if (c.race) ctx.report({ messageId: "namedTwice", data: { loser: base.loser, winner: base.winner, path: base.loserPath }, span });
          else if (!sameEntry)
            ctx.report({ messageId: "crossLayerDuplicate", data: { ...base, layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
        } else if (sameEntry) {
          ctx.report({ messageId: "walkDuplicate", data: { loser: base.loser, loserPath: base.loserPath, winnerPath: base.winnerPath }, span });
        } else if (c.race) {
          if (!c.winner.exists) ctx.report({ messageId: "raceHidden", data: { ...base, key: showKey(model.W, c.key) }, span });
          else ctx.report({ messageId: "raceBoth", data: { ...base, key: showKey(model.W, c.key) }, span });
        } else if (!c.winner.exists) {
          ctx.report({ messageId: "crossLayerHidden", data: { ...base, key: showKey(model.W, c.key), layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
        } else {
          ctx.report({ messageId: "crossLayerDuplicate", data: { ...base, layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
        }
      }
    }
  }
});
function showKey(W, key) {
  const w = W.toLowerCase();
  if (key === w) return ".";
  return w !== "/" && key.startsWith(w + "/") ? key.slice(w.length + 1) : key;
}

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
      const span = entrySpan(model, e);
      if (e.skip === "escapes" && e.expanded !== null && e.joined !== null) {
        const why = e.detail;
        if (why === "w-is-root") ctx.report({ messageId: "wIsRoot", data: { entry: e.raw }, span });
        else if (why === "cleans-to-w") ctx.report({ messageId: "cleansToW", data: { entry: e.raw }, span });
        else if (why === "outside" && e.tokens.some((t) => t.startsWith("env.")))
          ctx.report({ messageId: "envOutside", data: { entry: e.raw, expanded: e.expanded, path: e.joined }, span });
        else if (why === "outside") ctx.report({ messageId: "outside", data: { entry: e.raw, path: e.joined }, span });
        else ctx.report({ messageId: "symlink", data: { entry: e.raw, target: why ?? "?" }, span });
        continue;
      }
      if (e.reRooted && e.joined !== null) ctx.report({ messageId: "reRooted", data: { entry: e.raw, path: showPath(model, e.joined) }, span });
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
      const span = entrySpan(model, e);
      const path9 = showPath(model, e.joined);
      switch (e.skip) {
        case "missing":
          ctx.report({ messageId: "missing", data: { entry: e.raw, path: path9 }, span });
          break;
        case "is-directory":
          if ((e.expanded ?? "").endsWith("/")) ctx.report({ messageId: "walkNothingRead", data: { entry: e.raw, path: path9 + "/" }, span });
          else ctx.report({ messageId: "isDirectory", data: { entry: e.raw, fix: e.raw + "/" }, span });
          break;
        case "symlink-dir-root":
          ctx.report({ messageId: "symlinkDirRoot", data: { entry: e.raw, target: sim.facts.path(e.joined).realPath ?? "?" }, span });
          break;
        case "empty-dir":
          ctx.report({ messageId: "emptyDir", data: { entry: e.raw, path: path9 + "/" }, span });
          break;
        case "unreadable":
          ctx.report({ messageId: "unreadable", data: { entry: e.raw, path: path9 }, span });
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
      for (const c of e.candidates ?? []) {
        if (c.skip !== "too-large") continue;
        if (c.abs === e.joined) ctx.report({ messageId: "tooLarge", data: { entry: e.raw, path: showPath(model, e.joined), bytes: bytes(e.joined), limit: MAX_SIMULATED_FILE_BYTES }, span: entrySpan(model, e) });
        else ctx.report({ messageId: "walkedTooLarge", data: { entry: e.raw, path: showPath(model, c.abs), bytes: bytes(c.abs), limit: MAX_SIMULATED_FILE_BYTES }, span: entrySpan(model, e, c.abs) });
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
    const add = (messageId, file, entry, span, target) => {
      const key = `${messageId}\0${file}\0${entry}`;
      const f = found.get(key);
      if (f) {
        if (!f.targets.includes(target)) f.targets.push(target);
      } else found.set(key, { messageId, file, entry, span, targets: [target] });
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
          const span = (idx >= 0 ? model.config.contextPathNodes?.[idx]?.span : void 0) ?? nestedFileSpan(model, r.abs);
          add("globalDropped", r.rel, entry, span, who);
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
      const span = spec?.pathsSpan ?? spec?.span ?? null;
      const entries = res.entries.filter((e) => e.layer !== "global");
      const why = entries.length === 0 ? "its paths list is empty" : `none of its ${entries.length} entr${entries.length === 1 ? "y" : "ies"} gives a file`;
      const k = `${stopper.name}|${spanKey(span)}|${why}`;
      const g = groups.get(k) ?? { span, layer: stopper.name, why, targets: [] };
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
        const span = entrySpan(model, e, c.abs);
        if (c.statKind === "fifo") ctx.report({ messageId: "fifo", data: { file, entry: e.raw }, span });
        else ctx.report({ messageId: "other", data: { file, entry: e.raw, kind: c.statKind ?? "special file" }, span });
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
      const span = entrySpan(model, e);
      if (e.skip === "unknown-token") {
        const name = e.detail ?? "";
        const s = suggestToken(name);
        ctx.report({
          messageId: "unknown",
          data: { token: "${" + name + "}", entry: e.raw, valid: VALID, suggestion: s !== null ? ` Did you mean ${s}?` : "" },
          span
        });
      } else if (e.skip === "empty-token" && e.detail !== null && e.detail.startsWith("env.")) {
        const name = e.detail.slice(4);
        if (name === "") ctx.report({ messageId: "envNoName", data: { entry: e.raw }, span });
        else ctx.report({ messageId: "emptyEnv", data: { entry: e.raw, name }, span });
      } else if (e.skip === "leftover-token") {
        ctx.report({ messageId: "leftover", data: { entry: e.raw, expanded: e.detail ?? "" }, span });
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
    const span = ctx.model.config.valueSpans?.maxFiles ?? null ?? (over[0] ? nestedFileSpan(ctx.model, over[0].abs) : null);
    ctx.report({
      messageId: "truncated",
      data: { maxFiles: d.trace.caps.maxFiles, count: over.length, files: listSome(over.map((o) => o.rel)) },
      span
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
        const path9 = exists ? rootReal : e.joined;
        const link = e.escapeLink ?? null;
        if (exists && link !== null) {
          const linkRel = showPath(model, link);
          const entry = entrySpan(model, e);
          const related = entry ? [{ span: entry, message: `contextPaths entry "${e.raw}"` }] : [];
          ctx.report({
            messageId: "globalLink",
            data: { link: linkRel, target: e.escapeLinkReal ?? path9, entry: e.raw, path: path9 },
            span: fileSpan(linkRel),
            related
          });
          continue;
        }
        ctx.report({ messageId: exists ? "globalOutside" : "globalMayEscape", data: { entry: e.raw, path: path9 }, span: entrySpan(model, e) });
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
      const span = config.contextPathNodes?.[i]?.span ?? config.contextPathsSpan ?? null;
      ctx.report({ messageId: "literal", data: { entry, path: showPath(ctx.model, join(W, entry)) }, span });
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
        const span = fileLevel(root, h);
        if (same) ctx.report({ messageId: "sameDirectory", data: { file, winner: shown.join(", "), empty }, span });
        else ctx.report({ messageId: "walk", data: { file, winner: shown.join(", "), dir: shownPath2(root, l.project.W), empty }, span });
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
      const span = fileLevel(root, largest.abs);
      const { bytes, tokens } = measureInstructions(l.set, options.maxTokens > 0 ? sim.countTokens : null);
      if (options.maxBytes > 0 && bytes > options.maxBytes) ctx.report({ messageId: "bytes", data: { ...data, value: bytes, limit: options.maxBytes }, span });
      if (tokens !== null && tokens > options.maxTokens) ctx.report({ messageId: "tokens", data: { ...data, value: tokens, limit: options.maxTokens }, span });
    }
  }
});

// rules/opencode/instructions-config-relative.ts
import { posix as path6 } from "node:path";

// rules/opencode/kit/entries.ts
import { posix as path5 } from "node:path";
function repositoryRoot(W, wt) {
  const rel2 = path5.relative(W, wt);
  return rel2 === "" ? "the repository root" : `the repository root at ${rel2}`;
}
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
        o = { entry: r.entry, kind: r.kind, matched: false, files: [], skipped: true, where: "", top: wt === "/" ? "/" : repositoryRoot(root, wt), worktree: wt, results: [], locs: [] };
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
      for (let i = 0; i < (list2.children ?? []).length; i++) {
        for (const t of pastedFileTokens(doc, i)) {
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
      const span = valueSpan(o.entry.doc, ["instructions", o.entry.index]);
      if (o.kind === "home") {
        ctx.report({ messageId: "home", data: { entry: o.entry.entry }, span });
        continue;
      }
      const repo = o.worktree === "/" ? root : o.worktree;
      const outside = o.files.filter((f) => f !== repo && !f.startsWith(repo === "/" ? "/" : repo + "/"));
      if (outside.length > 0) {
        const shown = outside.slice(0, 3).map((f) => shownPath2(root, f));
        ctx.report({ messageId: "outside", data: { entry: o.entry.entry, files: shown.join(", ") + (outside.length > 3 ? ` and ${outside.length - 3} more` : ""), repo: shownPath2(root, repo) }, span });
      } else if (o.kind === "absolute" || path7.isAbsolute(o.entry.entry)) {
        ctx.report({ messageId: "absolute", data: { entry: o.entry.entry }, span });
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
      const span = nestedFileSpan(ctx.model, r.abs);
      if (r.reason === "non-regular" && r.kind === "symlink") {
        ctx.report({ messageId: "symlink", data: { file: r.rel, target: sim.facts.path(r.abs).linkTarget ?? "?" }, span });
      } else if (r.reason === "non-regular") ctx.report({ messageId: "nonRegular", data: { file: r.rel, kind: r.kind }, span });
      else if (r.reason === "escapes") ctx.report({ messageId: "escapes", data: { file: r.rel, target: r.by ?? "?" }, span });
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
        const span = model.config.valueSpans?.maxDepth ?? null ?? nestedFileSpan(model, u.abs);
        ctx.report({ messageId: "depth", data: { ...base, depth: u.depth, maxDepth: t.caps.maxDepth }, span });
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
      const path9 = [start];
      let cur = start;
      let first = null;
      for (let guard = 0; guard <= scc.length; guard++) {
        const next = (edges.get(cur) ?? []).find((x) => members.has(x.to) && (x.to === start || !path9.includes(x.to)));
        if (!next) break;
        first ??= next.dep;
        path9.push(next.to);
        if (next.to === start) break;
        cur = next.to;
      }
      ctx.report({ messageId: "cycle", data: { cycle: path9.map(entryKey).join(" \u2192 ") }, span: first?.span ?? start.idSpan });
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
    for (const path9 of oac.componentFiles) {
      if (isOrphanCandidate(path9) && !listed.has(path9)) ctx.report({ messageId: "orphan", data: { path: path9 }, span: fileSpan(path9) });
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
  const before = keys.slice(0, i).map((key) => ({ key, actions: actionsOf(map[key]) })).filter((r) => [...r.actions].some((a) => a !== action));
  return before.length > 0 ? { action, before } : null;
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
        const n = top.before.length;
        ctx.report({ messageId: "tool", data: { owner, action: top.action, patterns: list(top.before), them: n === 1 ? "it" : "them" }, span: spanAt(pointer(base, "*"), "key") });
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

// src/run/prepare.ts
import { readFileSync } from "node:fs";
import * as path8 from "node:path";

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
  const sevProblem = (v, where) => {
    const near = typeof v === "string" && v !== "" ? didYouMean(v, SEVERITY_SETTINGS) ?? SEVERITY_SETTINGS.find((s) => s.startsWith(v.toLowerCase())) ?? null : null;
    return `${where}expected one of "off", "info", "warning", "error", found ${JSON.stringify(v)}${near ? `; did you mean "${near}"?` : ""}`;
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

// src/report/rule-docs.ts
var RULE_DOCS_BASE = "https://github.com/ctxlens/ctxlens/blob/main/rules/";
function ruleDocPath(ruleId, runtimes = ["fork"]) {
  const only = runtimes.length === 1 && runtimes[0] !== "fork" ? `${runtimes[0]}/` : "";
  return only + ruleId + ".md";
}
function ruleDocUrl(ruleId, runtimes) {
  return RULE_DOCS_BASE + ruleDocPath(ruleId, runtimes).split("/").map(encodeURIComponent).join("/");
}

// src/run/prepare.ts
function lintDir(args) {
  if (args.dir === void 0) return args.cwd;
  const d = path8.resolve(args.dir);
  if (args.cwd !== path8.resolve(process.cwd()) && args.cwd !== d) throw new UsageError(`give the directory once: "${args.dir}" and --cwd ${args.cwd} differ`);
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
  const env = simulatedEnv(args.env);
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
    const { OverlaySource } = await import("./overlay-CTQSTTPJ.mjs");
    source = new OverlaySource(source, args.overlay.abs, args.overlay.content);
  }
  let explicit;
  if (args.config !== void 0) {
    const abs = path8.resolve(args.config);
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
    const model2 = loadOcProject(source, { cwd, env, explicitEnv: explicitEnvNames(args.env), withGlobal: args.withGlobal, assumeRoot: cwd, oacManifests: config.oacManifests ?? [] });
    return { runtime: "opencode", cwd, W: cwd, model: model2, config, settings, rules: own, choice, countTokens: await o200kCounter(), ...extra };
  }
  const model = loadProject(source, { cwd, env, withGlobal: args.withGlobal });
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
  const abs = file !== void 0 ? path8.resolve(file) : path8.join(cwd, BASELINE_FILE);
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
      out[r.id] = readFileSync(path8.join(root, "rules", ruleDocPath(r.id, r.meta.runtimes)), "utf8");
    } catch {
    }
  }
  return out;
}

export {
  BASELINE_FILE,
  buildBaseline,
  parseBaseline,
  displayPaths,
  fingerprintOf,
  FIXABLE_RULES,
  applyFixes,
  dedupe,
  ruleDocUrl,
  measureInstructionFile,
  measureInstructions,
  CONTEXT_PREFIX,
  parseDependency,
  resolveDependency,
  entryKey,
  resolveAgentDependency,
  rules,
  lintDir,
  prepareRun,
  lintPrepared,
  rulesMetaOf,
  ruleDocs
};
