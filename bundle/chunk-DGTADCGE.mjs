import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  SyntaxKind,
  createScanner,
  findNodeAtLocation,
  findNodeAtOffset,
  getNodePath,
  init_main,
  loadAjv2020,
  loadAjvFormats,
  loadPrecompiled,
  parse,
  parseTree,
  printParseErrorCode,
  require_dist
} from "./chunk-BPEERN6Z.mjs";
import {
  BUILTIN_AGENTS,
  DEFAULT_CONTEXT_PATHS,
  DEFAULT_DATA_DIRECTORY,
  DEFAULT_STEP_AGENT,
  DISCOVERY_DEFAULTS,
  MANIFEST_CAP_BYTES,
  TRIGGER_TOOLS,
  effectiveCap
} from "./chunk-234XTG2B.mjs";
import {
  WorktreeSource
} from "./chunk-RGW2QNWM.mjs";
import {
  INTERNAL_ERROR_RULE,
  RUNTIME_LABELS,
  compareFindings,
  didYouMean,
  isRuntimeId,
  packageRoot,
  renderMessage,
  withSourceOptions,
  withTargetOptions
} from "./chunk-NC3ELG6S.mjs";
import {
  RefusalError,
  UsageError,
  base,
  byteLength,
  clean,
  compareBytes,
  dir,
  ext,
  isAbs,
  isGoSpace,
  join,
  rel,
  strictlyInside,
  trimSpace
} from "./chunk-TWUHB67M.mjs";
import {
  __commonJS,
  __require,
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
    exports.basename = (path21, { windows } = {}) => {
      const segs = path21.split(windows ? /[\\/]/ : "/");
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
    var depth = (token2) => {
      if (token2.isPrefix !== true) {
        token2.depth = token2.isGlobstar ? Infinity : 1;
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
      let token2 = { value: "", depth: 0, isGlob: false };
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
          backslashes = token2.backslashes = true;
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
              backslashes = token2.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token2.isBrace = true;
              isGlob = token2.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token2.isBrace = true;
              isGlob = token2.isGlob = true;
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
                isBrace = token2.isBrace = true;
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
          tokens.push(token2);
          token2 = { value: "", depth: 0, isGlob: false };
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
            isGlob = token2.isGlob = true;
            isExtglob = token2.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token2.backslashes = true;
                  code = advance();
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES) {
                  isGlob = token2.isGlob = true;
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
          if (prev === CHAR_ASTERISK) isGlobstar = token2.isGlobstar = true;
          isGlob = token2.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token2.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token2.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token2.isBracket = true;
              isGlob = token2.isGlob = true;
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
          negated = token2.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token2.isGlob = true;
          if (scanToEnd === true) {
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_LEFT_PARENTHESES) {
                backslashes = token2.backslashes = true;
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
      let base2 = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base2 && isGlob === true && lastIndex > 0) {
        base2 = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base2 = "";
        glob = str;
      } else {
        base2 = str;
      }
      if (base2 && base2 !== "" && base2 !== "/" && base2 !== str) {
        if (isPathSeparator(base2.charCodeAt(base2.length - 1))) {
          base2 = base2.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base2 && backslashes === true) {
          base2 = utils.removeBackslashes(base2);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base: base2,
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
          tokens.push(token2);
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
      const append = (token2) => {
        state.output += token2.output != null ? token2.output : token2.value;
        consume(token2.value);
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
        const token2 = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token2.prev = prev;
        token2.parens = state.parens;
        token2.output = state.output;
        const output = (opts.capture ? "(" : "") + token2.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token2);
      };
      const extglobClose = (token2) => {
        let output = token2.close + (opts.capture ? ")" : "");
        let rest;
        if (token2.type === "negate") {
          let extglobStar = star;
          if (token2.inner && token2.inner.length > 1 && token2.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token2.close = `)$))${extglobStar}`;
          }
          if (token2.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse2(rest, { ...options, fastpaths: false }).output;
            output = token2.close = `)${expression})${extglobStar})`;
          }
          if (token2.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m3, esc2, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m3;
          }
          if (first === "?") {
            if (esc2) {
              return esc2 + first + (rest ? QMARK.repeat(rest.length) : "");
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
            if (esc2) {
              return esc2 + first + (rest ? star : "");
            }
            return star;
          }
          return esc2 ? m3 : `\\${m3}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m3) => {
              return m3.length % 2 === 0 ? "\\\\" : m3 ? "\\" : "";
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
                const posix5 = POSIX_REGEX_SOURCE[rest2];
                if (posix5) {
                  prev.value = pre + posix5;
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
          const before2 = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before2 && (before2.type === "star" || before2.type === "globstar");
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
        const token2 = { type: "star", value, output: star };
        if (opts.bash === true) {
          token2.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token2.output = nodot + token2.output;
          }
          push(token2);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token2.output = value;
          push(token2);
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
        push(token2);
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
        for (const token2 of state.tokens) {
          state.output += token2.output != null ? token2.output : token2.value;
          if (token2.suffix) {
            state.output += token2.suffix;
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
    var isObject4 = (val) => val && typeof val === "object" && !Array.isArray(val);
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
      const isState = isObject4(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix5 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix: posix5 });
        const result = { glob, state, regex, posix: posix5, input, output, match, isMatch };
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
    picomatch2.test = (input, regex, options, { glob, posix: posix5 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix5 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix5);
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

// src/run/source.ts
import * as fs from "node:fs";
function simulatedEnv(entries) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== void 0) env[k] = v;
  for (const e of entries) {
    const i = e.indexOf("=");
    if (i <= 0) throw new UsageError(`--env expects NAME=VALUE, got "${e}"`);
    env[e.slice(0, i)] = e.slice(i + 1);
  }
  return env;
}
function explicitEnvNames(entries) {
  return new Set(entries.map((e) => e.slice(0, Math.max(0, e.indexOf("=")))).filter((k) => k !== ""));
}
async function openSource(args) {
  if (args.staged || args.rev) {
    const git = await import("./git-5TJKJ43L.mjs");
    return args.staged ? git.openIndexSource(args.cwd) : git.openRevisionSource(args.cwd, args.rev);
  }
  if (args.sparseAware) return (await import("./git-5TJKJ43L.mjs")).openSparseAwareWorktree(args.cwd);
  return new WorktreeSource();
}
function readArgFile(file, maxBytes = 64 * 1024 * 1024) {
  const fd = fs.openSync(file, "r");
  try {
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const buf = Buffer.alloc(Math.min(1 << 20, maxBytes + 1 - total));
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      chunks.push(buf.subarray(0, n));
      total += n;
      if (total > maxBytes) throw Object.assign(new Error(`larger than ${maxBytes} bytes`), { code: "EFBIG" });
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

// src/commands/lint-runs.ts
import { readFileSync as readFileSync5, statSync } from "node:fs";
import * as path19 from "node:path";

// src/run/prepare.ts
import { readFileSync as readFileSync4 } from "node:fs";
import * as path18 from "node:path";

// src/engine/define-rule.ts
function defineRule(rule) {
  return rule;
}

// src/runtimes/fork/model/issues.ts
function isIssueOf(issue2, rule) {
  return issue2.rule === rule;
}

// src/engine/issues.ts
function reportLoadIssues(ctx, ruleId) {
  const report = ctx.report.bind(ctx);
  for (const issue2 of ctx.model.issues) {
    if (!isIssueOf(issue2, ruleId)) continue;
    report({ messageId: issue2.messageId, data: issue2.data, span: issue2.span, ...issue2.hint !== void 0 ? { hint: issue2.hint } : {} });
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

// src/runtimes/opencode/model/agent-set.ts
function deepestViolations(vs) {
  return vs.filter((v) => !vs.some((w) => w.pointer.startsWith(v.pointer + "/")));
}
var BUILTIN_AGENTS2 = [
  { id: "build", mode: "primary", hidden: false },
  { id: "plan", mode: "primary", hidden: false },
  { id: "general", mode: "subagent", hidden: false },
  { id: "explore", mode: "subagent", hidden: false },
  { id: "title", mode: "primary", hidden: true },
  { id: "summary", mode: "primary", hidden: true },
  { id: "compaction", mode: "primary", hidden: true }
];
var KNOWN_AGENT_KEYS = [
  "name",
  "model",
  "variant",
  "prompt",
  "description",
  "temperature",
  "top_p",
  "mode",
  "hidden",
  "color",
  "steps",
  "maxSteps",
  "options",
  "permission",
  "disable",
  "tools"
];
function writtenKeys(d) {
  return Object.keys(d.written);
}
function hasSettings(d) {
  if (d.origin === "config-agents") return false;
  if (!d.markdown) return true;
  return d.markdown.opens && (d.markdown.outcome === "parsed" || d.markdown.outcome === "sanitised");
}
var V2_AGENT_KEYS = ["model", "request", "system", "description", "mode", "hidden", "color", "steps", "disabled"];

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
  dropped: `The frontmatter of agent "{{pathId}}" is not valid YAML ({{error}}), even after the runtime's lenient retry: the runtime drops the file without a word.`,
  code: 'The frontmatter of agent "{{pathId}}" is JavaScript ("---{{lang}}"): the runtime evaluates it as code when it loads the agent (gray-matter), so whatever it does runs on every start; ctxlens never runs it and cannot tell its settings. Write the frontmatter in YAML.'
};
var agent_frontmatter_invalid_default = defineRule({
  id: "agent-frontmatter-invalid",
  meta: {
    kind: "problem",
    description: "An agent frontmatter that is not valid YAML loses every setting, or the whole agent; one in JavaScript is run by the runtime.",
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
      if (!md) continue;
      if (typeof md.code === "string") {
        ctx.report({ messageId: "code", data: { pathId: d.pathId, lang: md.code }, span: d.span });
        continue;
      }
      if (md.outcome !== "unparsed" && md.outcome !== "dropped") continue;
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
    const hint2 = (s) => s ? ` Did you mean "${s}"?` : "";
    for (const f of ctx.model.agentFiles) {
      if (f.status !== "loaded" || !f.mode) continue;
      const m3 = f.mode.value;
      if (m3 === "" || m3 === "agent" || m3 === "subagent" || m3 === "primary") continue;
      ctx.report({ messageId: "frontmatter", data: { mode: m3, id: f.id, suggestion: hint2(didYouMean(m3, ["agent", "subagent", "primary"])) }, span: f.mode.span });
    }
    for (const e of ctx.model.config.agents) {
      if (!e.mode) continue;
      const m3 = e.mode.value;
      if (m3 === "" || m3 === "agent" || m3 === "subagent") continue;
      const s = m3.toLowerCase() === "primary" ? "agent" : didYouMean(m3, ["agent", "subagent"]);
      ctx.report({ messageId: "json", data: { mode: m3, id: e.id, suggestion: hint2(s) }, span: e.mode.span });
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
  const m3 = model;
  return m3?.oac ?? null;
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

// src/model/span.ts
function fileSpan(file) {
  return { file, pointer: "", start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
}
var LineIndex = class {
  constructor(text) {
    this.text = text;
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
    }
    this.starts = starts;
  }
  text;
  starts;
  /** 1-based position of a 0-based UTF-16 offset (clamped to the text). */
  pos(offset2) {
    const o = Math.max(0, Math.min(offset2, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.starts[lo] + 1 };
  }
  /** Span from `[start, end)` offsets. */
  span(file, pointer2, start, end) {
    return { file, pointer: pointer2, start: this.pos(start), end: this.pos(end) };
  }
  /** Number of lines. */
  get lineCount() {
    return this.starts.length;
  }
};
function pointerSegment(key) {
  return String(key).replace(/~/g, "~0").replace(/\//g, "~1");
}
function pointer(base2, ...segments) {
  return base2 + segments.map((s) => "/" + pointerSegment(s)).join("");
}

// src/runtimes/opencode/model/config-view.ts
init_main();
var CONFIG_KEYS = [
  "$schema",
  "instructions",
  "agent",
  "agents",
  "mode",
  "default_agent",
  "permission",
  "tools",
  "skills",
  "reference",
  "references",
  "command",
  "plugin",
  "provider",
  "mcp",
  "model",
  "small_model",
  "share",
  "autoshare",
  "autoupdate",
  "snapshot",
  "username",
  "shell",
  "logLevel",
  "disabled_providers",
  "enabled_providers",
  "layout",
  "theme",
  "keybinds",
  "tui",
  "server",
  "watcher",
  "formatter",
  "lsp",
  "compaction",
  "experimental",
  "attachment",
  "enterprise",
  "tool_output",
  "commands",
  "snapshots",
  "media",
  "subagent_depth"
];
function nodeAt(doc, pointer2) {
  if (!doc.tree) return void 0;
  const segs = pointer2 === "" ? [] : pointer2.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const path21 = [];
  let cur = doc.tree;
  for (const s of segs) {
    const seg = cur?.type === "array" ? Number(s) : s;
    path21.push(seg);
    cur = cur !== void 0 ? findNodeAtLocation(cur, [seg]) : void 0;
  }
  return findNodeAtLocation(doc.tree, path21);
}
function configSpanAt(doc, pointer2, which) {
  let p = pointer2;
  for (; ; ) {
    const n = nodeAt(doc, p);
    if (n) {
      const target = which === "key" && p === pointer2 && n.parent?.type === "property" ? n.parent.children[0] : n;
      return doc.lines.span(doc.file, pointer2, target.offset, target.offset + target.length);
    }
    if (p === "") return doc.lines.span(doc.file, pointer2, 0, 0);
    p = p.slice(0, p.lastIndexOf("/"));
  }
}
function pastedFileTokens(doc, index) {
  return entryTokens(doc, index).filter(isPastedFile);
}
function isPastedFile(t) {
  return t.kind === "file" && !t.commented && t.content !== void 0 && t.content.includes("\n");
}
function entryTokens(doc, index) {
  const list2 = nodeAt(doc, "/instructions");
  const entry2 = list2?.type === "array" ? list2.children?.[index] : void 0;
  if (entry2 === void 0) return [];
  return doc.subst.tokens.filter((t) => t.offset >= entry2.offset && t.offset < entry2.offset + entry2.length);
}

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
        const hint2 = HINTS2[key] ?? (guess ? ` Did you mean "${guess}"?` : "");
        ctx.report({ messageId: "dropped", data: { key, hint: hint2 }, span: configSpanAt(doc, pointer("", key), "key") });
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
function shownPath(W, abs) {
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
  return fileSpan(shownPath(W, abs));
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
          where: l === ctx.simulation().locations[0] ? "" : ` in ${shownPath(ctx.model.W, p.W)}`,
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
    let n;
    let cp;
    if (b1 <= 127) {
      i++;
      continue;
    } else if ((b1 & 224) === 192) {
      n = 2;
      cp = b1 & 31;
      if (b1 <= 193) return false;
    } else if ((b1 & 240) === 224) {
      n = 3;
      cp = b1 & 15;
    } else if ((b1 & 248) === 240) {
      n = 4;
      cp = b1 & 7;
      if (b1 > 244) return false;
    } else return false;
    if (i + n > end) return false;
    for (let j = 1; j < n; j++) {
      const c = b[i + j];
      if ((c & 192) !== 128) return false;
      cp = cp << 6 | c & 63;
    }
    if (n === 3 && cp < 2048 || n === 4 && cp < 65536) return false;
    if (cp >= 55296 && cp <= 57343) return false;
    if (cp > 1114111) return false;
    i += n;
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
  let at3 = 0;
  for (let r = 0; r < ranks.length; r++) {
    const len = toks[r].length;
    let s = hashBytes(blob, at3, at3 + len) & size - 1;
    while (slots[s] !== 0) s = s + 1 & size - 1;
    slots[s] = r + 1;
    at3 += len;
  }
  const index = Buffer.alloc(size * 4);
  for (let i = 0; i < size; i++) index.writeUInt32LE(slots[i], i * 4);
  const head = Buffer.alloc(HEADER);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32LE(ranks.length, 8);
  head.writeUInt32LE(total, 12);
  return Buffer.concat([head, index, kinds, blob]);
}
function slotCount(n) {
  let size = 1;
  while (size < n * 2) size *= 2;
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
    const n = file.length >= HEADER ? view.getUint32(8, true) : 0;
    const total = file.length >= HEADER ? view.getUint32(12, true) : 0;
    if (n === 0 || n > file.length || total > file.length) throw new Error("not an o200k token table");
    const size = slotCount(n);
    if (file.length < HEADER || Buffer.from(file.buffer, file.byteOffset, 8).toString("latin1") !== MAGIC || file.length !== HEADER + size * 4 + n + total) {
      throw new Error("not an o200k token table");
    }
    const kindsAt = HEADER + size * 4;
    this.kinds = file.subarray(kindsAt, kindsAt + n);
    this.data = file.subarray(kindsAt + n);
    this.mask = size - 1;
    const slotBytes = file.subarray(HEADER, kindsAt);
    if (endianness() === "LE") {
      const aligned = slotBytes.byteOffset % 4 === 0 ? slotBytes : new Uint8Array(slotBytes);
      this.slots = new Uint32Array(aligned.buffer, aligned.byteOffset, size);
    } else {
      this.slots = new Uint32Array(size);
      for (let i = 0; i < size; i++) this.slots[i] = view.getUint32(HEADER + i * 4, true);
    }
    this.offsets = new Uint32Array(n);
    this.lengths = new Uint8Array(n);
    let at3 = 0;
    for (let r = 0; r < n; r++) {
      const len = this.kinds[r] & 127 || 128;
      this.offsets[r] = at3;
      this.lengths[r] = len;
      at3 += len;
    }
    if (at3 !== total) throw new Error("not an o200k token table");
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
function mergeCount(table, b, n) {
  if (n <= 1) return n;
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const rankAt = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const pairRank = (i) => {
    const j = next[i];
    if (j >= n) return Infinity;
    const k = next[j];
    const r = table.rankOfBytes(b, i, k);
    return r < 0 ? Infinity : r;
  };
  let hr = new Float64Array(n);
  let hp = new Int32Array(n);
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
  const alive = new Uint8Array(n + 1).fill(1);
  for (let i = 0; i < n - 1; i++) {
    rankAt[i] = pairRank(i);
    if (rankAt[i] !== Infinity) push(rankAt[i], i);
  }
  rankAt[n - 1] = Infinity;
  let parts = n;
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
function tableCounter(table) {
  const encoder = new TextEncoder();
  let buf = new Uint8Array(1024);
  return (text) => {
    let count = 0;
    for (const m3 of text.matchAll(O200K_TOKEN_SPLIT_REGEX)) {
      const piece = m3[0];
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
      let n;
      if (ascii) {
        for (let i = 0; i < len; i++) buf[i] = piece.charCodeAt(i);
        n = len;
      } else n = encoder.encodeInto(piece, buf).written;
      if (table.rankOfString(buf, 0, n, wellFormed) >= 0) count++;
      else count += mergeCount(table, buf, n);
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
  const m3 = createRequire(import.meta.url)("gpt-tokenizer/bpeRanks/o200k_base");
  const ranks = Array.isArray(m3) ? m3 : m3.default;
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
  const n = Math.min(whole.length, EXACT_TOKEN_CHARS);
  const text = n < whole.length ? whole.slice(0, n) : whole;
  let total = 0;
  let pending = 0;
  let i = 0;
  while (i < n) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && !isSpace(text.charCodeAt(j))) j++;
    if (j - i >= LONG_RUN) {
      total += encode(text.slice(pending, i));
      for (let k = i; k < j; k += SLICE) total += encode(text.slice(k, Math.min(k + SLICE, j)));
      pending = j;
    } else if (j - pending >= CHUNK && j < n && text.charCodeAt(j) === 32) {
      total += encode(text.slice(pending, j));
      pending = j;
    }
    i = j;
  }
  total += encode(text.slice(pending, n));
  return n < whole.length ? Math.round(total * whole.length / n) : total;
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
        const base2 = {
          winner: c.winner.entry.raw,
          loser: c.loser.entry.raw,
          winnerPath: showPath(model, c.winner.abs),
          loserPath: showPath(model, c.loser.abs)
        };
        if (c.samePath) {
          if (c.race) ctx.report({ messageId: "namedTwice", data: { loser: base2.loser, winner: base2.winner, path: base2.loserPath }, span });
          else if (!sameEntry)
            ctx.report({ messageId: "crossLayerDuplicate", data: { ...base2, layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
        } else if (sameEntry) {
          ctx.report({ messageId: "walkDuplicate", data: { loser: base2.loser, loserPath: base2.loserPath, winnerPath: base2.winnerPath }, span });
        } else if (c.race) {
          if (!c.winner.exists) ctx.report({ messageId: "raceHidden", data: { ...base2, key: showKey(model.W, c.key) }, span });
          else ctx.report({ messageId: "raceBoth", data: { ...base2, key: showKey(model.W, c.key) }, span });
        } else if (!c.winner.exists) {
          ctx.report({ messageId: "crossLayerHidden", data: { ...base2, key: showKey(model.W, c.key), layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
        } else {
          ctx.report({ messageId: "crossLayerDuplicate", data: { ...base2, layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
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
      const path21 = showPath(model, e.joined);
      switch (e.skip) {
        case "missing":
          ctx.report({ messageId: "missing", data: { entry: e.raw, path: path21 }, span });
          break;
        case "is-directory":
          if ((e.expanded ?? "").endsWith("/")) ctx.report({ messageId: "walkNothingRead", data: { entry: e.raw, path: path21 + "/" }, span });
          else ctx.report({ messageId: "isDirectory", data: { entry: e.raw, fix: e.raw + "/" }, span });
          break;
        case "symlink-dir-root":
          ctx.report({ messageId: "symlinkDirRoot", data: { entry: e.raw, target: sim.facts.path(e.joined).realPath ?? "?" }, span });
          break;
        case "empty-dir":
          ctx.report({ messageId: "emptyDir", data: { entry: e.raw, path: path21 + "/" }, span });
          break;
        case "unreadable":
          ctx.report({ messageId: "unreadable", data: { entry: e.raw, path: path21 }, span });
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

// src/runtimes/fork/sim/read-cache.ts
import { createHash } from "node:crypto";
var MAX_SIMULATED_FILE_BYTES = 256 * 1024 * 1024;
var ReadCache = class {
  constructor(source) {
    this.source = source;
  }
  source;
  reads = /* @__PURE__ */ new Map();
  probes = /* @__PURE__ */ new Map();
  reals = /* @__PURE__ */ new Map();
  lstats = /* @__PURE__ */ new Map();
  stats = /* @__PURE__ */ new Map();
  dirs = /* @__PURE__ */ new Map();
  hashes = /* @__PURE__ */ new Map();
  memos = /* @__PURE__ */ new Map();
  /**
   * `FileSource.readFile` (whole file, follows symlinks, never opens a non-regular file), memoised per path.
   * A regular file over `MAX_SIMULATED_FILE_BYTES` is not read: `EFBIG` (the runtime would read it whole;
   * ctxlens reports it instead of holding gigabytes in memory).
   */
  readFile(abs) {
    return memo(this.reads, abs, () => {
      const st = this.stat(abs);
      return st && st.kind === "file" && st.size > MAX_SIMULATED_FILE_BYTES ? { ok: false, code: "EFBIG" } : this.source.readFile(abs);
    });
  }
  /**
   * What `readFile` would answer, without reading the bytes: the file is opened (so permission
   * and type errors show), `data` is empty and `size` is the whole size. Memoised per path. A
   * caller that needs only sizes (lint, audit's byte counts) never holds a context file in memory.
   */
  probe(abs) {
    const done = this.reads.get(abs);
    if (done !== void 0) return done.ok ? { ok: true, data: Buffer.alloc(0), size: done.data.length } : done;
    let r = this.probes.get(abs);
    if (r === void 0) {
      const st = this.stat(abs);
      r = st && st.kind === "file" && st.size > MAX_SIMULATED_FILE_BYTES ? { ok: false, code: "EFBIG" } : this.source.readFile(abs, 0);
      this.probes.set(abs, r);
    }
    return r;
  }
  /** The bytes of a file `probe` found readable (read now, once); empty when it can no longer be read. */
  content(abs) {
    const r = this.readFile(abs);
    return r.ok ? r.data : Buffer.alloc(0);
  }
  /** `filepath.EvalSymlinks`, memoised per path; `null` when it fails. */
  realpath(abs) {
    return memo(this.reals, abs, () => this.source.realpath(abs));
  }
  /** `lstat`, memoised. */
  lstat(abs) {
    return memo(this.lstats, abs, () => this.source.lstat(abs));
  }
  /** `stat` (follows symlinks), memoised. */
  stat(abs) {
    return memo(this.stats, abs, () => this.source.stat(abs));
  }
  /** `readdir` (entries sorted by name in byte order), memoised. */
  readdir(abs) {
    return memo(this.dirs, abs, () => this.source.readdir(abs));
  }
  /**
   * A per-run memo for derived values (resolved layers, candidate facts): `compute()` runs once
   * per (`ns`, `key`) for the life of this cache.
   */
  memo(ns, key, compute) {
    let m3 = this.memos.get(ns);
    if (m3 === void 0) {
      m3 = /* @__PURE__ */ new Map();
      this.memos.set(ns, m3);
    }
    if (m3.has(key)) return m3.get(key);
    const v = compute();
    m3.set(key, v);
    return v;
  }
  /** SHA-256 (hex) of the file's bytes, computed once per path; `null` when it cannot be read. */
  hash(abs) {
    let h = this.hashes.get(abs);
    if (h === void 0) {
      const r = this.readFile(abs);
      h = r.ok ? createHash("sha256").update(r.data).digest("hex") : null;
      this.hashes.set(abs, h);
    }
    return h;
  }
};
function memo(map, key, compute) {
  let v = map.get(key);
  if (v === void 0) {
    v = compute();
    map.set(key, v);
  }
  return v;
}

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

// src/runtimes/fork/model/context.ts
function isDeclared(ctx) {
  return !!ctx && ctx.paths !== null;
}
function normaliseMode(raw) {
  if (raw === null || raw === void 0 || raw === "" || raw === "replace") return { mode: "replace", recognised: true };
  if (raw === "append") return { mode: "append", recognised: true };
  return { mode: "append", recognised: false };
}

// src/runtimes/fork/sim/containment.ts
function checkContainment(fs2, W, entry2) {
  const c = clean(join(W, entry2));
  const r = clean(W);
  const rc = fs2.realpath(c);
  const rr = fs2.realpath(r);
  const both = rc !== null && rr !== null;
  const compared = both ? rc : c;
  const comparedW = both ? rr : r;
  const ok = strictlyInside(comparedW, compared);
  let why = null;
  if (!ok) {
    if (r === "/") why = "w-is-root";
    else if (c === r) why = "cleans-to-w";
    else if (!strictlyInside(r, c)) why = "outside";
    else why = "symlink";
  }
  return { ok, joined: c, compared, comparedW, reRooted: isAbs(entry2), why };
}

// src/runtimes/fork/sim/tokens.ts
var TOKEN_NAMES = Object.freeze(["agent", "flow.id", "flow.step", "env.NAME"]);
var TOKEN_RE = /\$\{([^}]*)\}/g;
function lookup(name, vars) {
  if (name === "agent") return { value: vars.agent, envVar: null };
  if (name === "flow.id") return { value: vars.flowId, envVar: null };
  if (name === "flow.step") return { value: vars.flowStep, envVar: null };
  if (name.startsWith("env.")) {
    const v = name.slice(4);
    const value = v !== "" && Object.prototype.hasOwnProperty.call(vars.env, v) ? vars.env[v] ?? "" : "";
    return { value, envVar: v };
  }
  return null;
}
function expandTokens(entry2, vars) {
  const uses = [];
  const value = entry2.replace(TOKEN_RE, (whole, name) => {
    const hit = lookup(name, vars);
    if (hit === null) {
      uses.push({ name, known: false, value: null, envVar: null });
      return whole;
    }
    uses.push({ name, known: true, value: hit.value, envVar: hit.envVar });
    return hit.value;
  });
  const unknown = uses.find((u) => !u.known);
  if (unknown) return { ok: false, reason: "unknown-token", token: unknown.name, uses, value };
  const empty = uses.find((u) => u.value === "");
  if (empty) return { ok: false, reason: "empty-token", token: empty.name, uses, value };
  if (value.includes("${")) return { ok: false, reason: "leftover-token", token: value.slice(value.indexOf("${")), uses, value };
  return { ok: true, value, uses };
}

// src/runtimes/fork/sim/resolve.ts
function goToLower(s) {
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  let out = "";
  for (const ch of s) out += ch === "\u0130" ? "i" : ch.toLowerCase();
  return out;
}
function planLayers(model, rt) {
  const collected = [];
  const scoped = (name, spec) => {
    if (!isDeclared(spec)) return false;
    const rawMode = spec.mode?.value ?? null;
    const { mode } = normaliseMode(rawMode);
    collected.push({ name, mode, rawMode, declared: true, scoped: true, entries: spec.paths.map((n) => ({ raw: n.value, node: n })), spec });
    return mode === "replace";
  };
  let stopped = scoped("step", rt.step?.context);
  if (!stopped) stopped = scoped("agent", rt.agent?.context);
  if (!stopped) {
    const nodes = model.config.contextPathNodes;
    collected.push({
      name: "global",
      mode: "append",
      rawMode: null,
      declared: true,
      scoped: false,
      entries: model.config.contextPaths.map((raw, i) => ({ raw, node: nodes?.[i] ?? null })),
      spec: null
    });
  }
  return collected.reverse();
}
function below(parent, child2) {
  return parent === "/" ? child2.startsWith("/") && child2 !== "/" : strictlyInside(parent, child2);
}
function escapeFacts(trace, cache, W, wReal) {
  const joined = trace.joined;
  if (joined === null) return;
  const real = cache.realpath(joined);
  trace.rootReal = real;
  trace.rootOutside = !below(W, joined) || real !== null && !below(wReal, real);
  trace.escapeLink = null;
  if (!trace.rootOutside || !below(W, joined)) return;
  const parts = joined.slice(W === "/" ? 1 : W.length + 1).split("/");
  let cur = W;
  for (const part of parts) {
    cur = cur === "/" ? "/" + part : cur + "/" + part;
    if (cache.lstat(cur)?.kind !== "symlink") continue;
    const r = cache.realpath(cur);
    if (r !== null && !below(wReal, r)) {
      trace.escapeLink = cur;
      trace.escapeLinkReal = r;
      return;
    }
  }
}
function readSkip(code) {
  if (code === "ENOENT") return "missing";
  if (code === "EISDIR") return "is-directory";
  if (code === "ENOTREG") return "not-regular";
  if (code === "EFBIG") return "too-large";
  return "unreadable";
}
function nodeKey(node) {
  return node ? `${node.span.file}:${node.span.start.line}:${node.span.start.column}:${node.span.pointer}` : null;
}
function renderedFilesLength(files) {
  let n = 0;
  for (const f of files) n += (n > 0 ? 1 : 0) + Buffer.byteLength("# From:" + f.abs + "\n", "utf8") + f.content.length;
  return n;
}
function renderFiles(files) {
  return Buffer.concat(renderFileChunks(files));
}
function renderFileChunks(files) {
  const parts = [];
  for (const f of files) {
    if (parts.length > 0) parts.push(Buffer.from("\n"));
    parts.push(Buffer.from("# From:" + f.abs + "\n", "utf8"), f.content);
  }
  return parts;
}
function resolveContext(model, rt, cache = new ReadCache(model.source)) {
  const vars = { agent: rt.target.agentId, flowId: rt.target.flowId ?? "", flowStep: rt.target.stepId ?? "", env: model.env };
  const plans = planLayers(model, rt);
  const usesTokens = plans.some((p) => p.scoped && p.entries.some((e) => e.raw.includes("${")));
  const key = JSON.stringify([
    model.W,
    usesTokens ? [vars.agent, vars.flowId, vars.flowStep] : null,
    plans.map((p) => [p.name, p.mode, p.rawMode, p.scoped, p.entries.map((e) => [e.raw, nodeKey(e.node)])])
  ]);
  const core = cache.memo("resolution", key, () => {
    const out = resolveLayers(model, plans, vars, cache);
    return {
      layers: plans.map((p) => ({ name: p.name, mode: p.mode, rawMode: p.rawMode, declared: p.declared })),
      files: out.files,
      entries: out.entries,
      collisions: out.collisions,
      raw: null
    };
  });
  const raw = () => core.raw ??= renderFiles(core.files);
  let text = null;
  return {
    target: rt.target,
    layers: core.layers,
    files: core.files,
    entries: core.entries,
    collisions: core.collisions,
    get text() {
      return text ??= raw().toString("utf8");
    },
    get raw() {
      return raw();
    }
  };
}
function resolveLayers(model, plans, vars, cache) {
  let rest = plans;
  let start = { entries: [], collisions: [], files: [], processed: /* @__PURE__ */ new Map() };
  if (plans[0]?.name === "global") {
    const g = plans[0];
    const gKey = JSON.stringify([model.W, g.entries.map((e) => [e.raw, nodeKey(e.node)])]);
    start = cache.memo("global-layer", gKey, () => resolveLayer(model, g, vars, cache, { entries: [], collisions: [], files: [], processed: /* @__PURE__ */ new Map() }));
    rest = plans.slice(1);
  }
  let acc = { entries: [...start.entries], collisions: [...start.collisions], files: [...start.files], processed: new Map(start.processed) };
  for (const plan of rest) acc = resolveLayer(model, plan, vars, cache, acc);
  return acc;
}
function resolveLayer(model, plan, vars, cache, acc) {
  const W = clean(model.W);
  const wReal = cache.realpath(W) ?? W;
  const { processed, entries, collisions } = acc;
  const exists = (abs) => cache.stat(abs) !== null;
  const factsOf = (abs) => cache.memo("candidate:" + W, abs, () => {
    const realPath = cache.realpath(abs);
    return {
      realPath,
      key: goToLower(realPath ?? abs),
      kind: cache.lstat(abs)?.kind ?? null,
      outsideW: realPath !== null ? !strictlyInside(wReal, realPath) : !strictlyInside(W, abs),
      rel: rel(W, abs) ?? abs
    };
  });
  const rendered2 = [];
  const candidate = (trace, abs, rootSymlinkDir = false) => {
    const facts = factsOf(abs);
    const { realPath, key, kind, outsideW } = facts;
    const cand = { abs, key, realPath, kind, skip: null, outsideW };
    trace.candidates.push(cand);
    const prior = processed.get(key);
    if (prior) {
      cand.skip = "duplicate";
      collisions.push({
        key,
        winner: { abs: prior.abs, layer: prior.layer, entry: prior.entry, exists: exists(prior.abs) },
        loser: { abs, layer: plan.name, entry: trace, exists: exists(abs) },
        race: prior.layer === plan.name && prior.entry !== trace,
        samePath: prior.abs === abs
      });
      return;
    }
    processed.set(key, { abs, layer: plan.name, entry: trace });
    const r = cache.probe(abs);
    if (!r.ok) {
      cand.skip = rootSymlinkDir && r.code === "EISDIR" ? "symlink-dir-root" : readSkip(r.code);
      if (cand.skip === "not-regular") cand.statKind = cache.stat(abs)?.kind ?? null;
      return;
    }
    trace.files.push(abs);
    rendered2.push({
      abs,
      rel: facts.rel,
      layer: plan.name,
      bytes: r.size,
      get content() {
        return cache.content(abs);
      },
      entry: trace,
      realPath,
      outsideW
    });
  };
  const walk = (trace, d) => {
    const list2 = cache.readdir(d);
    if (list2 === null) {
      trace.detail = `cannot read directory ${d}`;
      return false;
    }
    const prefix = d === "/" ? "/" : d + "/";
    for (const e of list2) {
      const p = prefix + e.name;
      if (e.kind === "dir") {
        if (!walk(trace, p)) return false;
      } else candidate(trace, p);
    }
    return true;
  };
  for (const { raw, node } of plan.entries) {
    const trace = { layer: plan.name, raw, node, expanded: null, joined: null, tokens: [], skip: null, detail: null, files: [], candidates: [] };
    entries.push(trace);
    let text = raw;
    if (plan.scoped) {
      const exp = expandTokens(raw, vars);
      trace.tokens = exp.uses.map((u) => u.name);
      if (!exp.ok) {
        trace.skip = exp.reason;
        trace.detail = exp.token;
        continue;
      }
      text = exp.value;
      const cont = checkContainment(cache, W, text);
      trace.expanded = text;
      trace.joined = cont.joined;
      if (cont.reRooted) trace.reRooted = true;
      if (!cont.ok) {
        trace.skip = "escapes";
        trace.detail = cont.why === "symlink" ? cont.compared : cont.why;
        escapeFacts(trace, cache, W, wReal);
        continue;
      }
    } else {
      trace.expanded = raw;
      trace.joined = join(W, raw);
    }
    const abs = trace.joined;
    escapeFacts(trace, cache, W, wReal);
    if (text.endsWith("/")) {
      const st = cache.lstat(abs);
      if (st === null) {
        trace.skip = "missing";
        continue;
      }
      if (st.kind !== "dir") {
        candidate(trace, abs, st.kind === "symlink");
      } else {
        const complete = walk(trace, abs);
        if (trace.candidates.length === 0) trace.skip = complete ? "empty-dir" : "unreadable";
      }
    } else {
      candidate(trace, abs);
    }
    if (trace.files.length === 0 && trace.skip === null) {
      const cands = trace.candidates;
      const firstReal = cands.find((c) => c.skip !== "duplicate" && c.skip !== null);
      trace.skip = firstReal?.skip ?? (cands.length > 0 ? "duplicate" : "missing");
    }
  }
  rendered2.sort((a, b) => compareBytes(a.abs, b.abs));
  acc.files.push(...rendered2);
  return acc;
}
function oversizedFiles(res) {
  const out = /* @__PURE__ */ new Set();
  for (const e of res.entries) {
    if (e.skip === "too-large" && e.joined !== null) out.add(e.joined);
    for (const c of e.candidates ?? []) if (c.skip === "too-large") out.add(c.abs);
  }
  return [...out];
}

// src/runtimes/fork/sim/canonical.ts
function probeCaseInsensitive(fs2, W, platform = process.platform) {
  const w = clean(W);
  const platformDefault = platform === "darwin" || platform === "win32";
  const st = fs2.stat(w);
  let idx = -1;
  for (let i = w.length - 1; i >= 0; i--) {
    if (/[A-Za-z]/.test(w[i])) {
      idx = i;
      break;
    }
  }
  if (st === null || idx < 0) return platformDefault;
  const ch = w[idx];
  const flipped = w.slice(0, idx) + (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()) + w.slice(idx + 1);
  const st2 = fs2.stat(flipped);
  if (st2 === null) return false;
  if (st.id !== void 0 && st2.id !== void 0) return st.id === st2.id;
  const r1 = fs2.realpath(w);
  const r2 = fs2.realpath(flipped);
  return r1 !== null && r1 === r2;
}
var Canonicaliser = class {
  constructor(fs2, W, platform = process.platform) {
    this.fs = fs2;
    this.caseInsensitive = probeCaseInsensitive(fs2, W, platform);
  }
  fs;
  caseInsensitive;
  /** Canonical form by cleaned path. */
  memo = /* @__PURE__ */ new Map();
  /** Canonical form by the path as passed (skips `clean` for a path seen before: the filter asks once per file per target). */
  rawMemo = /* @__PURE__ */ new Map();
  /** Canonical form of an absolute path. */
  canonical(p) {
    const seen = this.rawMemo.get(p);
    if (seen !== void 0) return seen;
    const c = clean(p);
    let r = this.memo.get(c);
    if (r !== void 0) {
      this.rawMemo.set(p, r);
      return r;
    }
    let cur = c;
    const rest = [];
    let resolved = null;
    for (; ; ) {
      const real = this.fs.realpath(cur);
      if (real !== null) {
        resolved = rest.length > 0 ? join(real, ...rest.reverse()) : real;
        break;
      }
      const parent = dir(cur);
      if (parent === cur) break;
      rest.push(base(cur));
      cur = parent;
    }
    r = resolved ?? c;
    if (this.caseInsensitive) r = goToLower(r);
    this.memo.set(c, r);
    this.rawMemo.set(p, r);
    return r;
  }
};

// src/runtimes/fork/sim/target.ts
function resolveTarget(model, args) {
  if (args.flow !== void 0) {
    const flow = model.flows.get(args.flow);
    if (!flow) {
      const failed = model.flowFiles.find((f) => f.id === args.flow && f.status === "failed");
      return { error: failed ? `flow "${args.flow}" fails to load: ${failed.error?.message ?? "unknown error"}` : `flow not found: ${args.flow}` };
    }
    if (flow.disabled) return { error: `flow is disabled: ${flow.id}` };
    const step = flow.steps.find((s) => s.id === args.step);
    if (!step) return { error: `flow "${flow.id}" has no step "${args.step ?? ""}"` };
    if (args.agent === void 0 && step.agent.includes("${")) {
      return { error: `step "${step.id}" of flow "${flow.id}" runs the templated agent "${step.agent}", which is resolved only at run time; pass --agent (U17)` };
    }
    const agentId2 = args.agent ?? (step.agent || DEFAULT_STEP_AGENT);
    return { target: { agentId: agentId2, flowId: flow.id, stepId: step.id }, agent: model.agents.get(agentId2) ?? null, flow, step };
  }
  const agentId = args.agent ?? DEFAULT_STEP_AGENT;
  const agent = model.agents.get(agentId);
  if (!agent) return { error: `agent not found: ${agentId}` };
  return { target: { agentId, flowId: null, stepId: null }, agent, flow: null, step: null };
}
function allTargets(model) {
  const out = [];
  for (const agent of model.agents.values()) out.push({ target: { agentId: agent.id, flowId: null, stepId: null }, agent, flow: null, step: null });
  const ids = [...model.flows.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  for (const id of ids) {
    const flow = model.flows.get(id);
    for (const step of flow.steps) {
      const agentId = step.agent || DEFAULT_STEP_AGENT;
      out.push({ target: { agentId, flowId: flow.id, stepId: step.id }, agent: model.agents.get(agentId) ?? null, flow, step });
    }
  }
  return out;
}

// src/runtimes/fork/sim/scoped-names.ts
function tokenVarsFor(model, rt) {
  return { agent: rt.target.agentId, flowId: rt.target.flowId ?? "", flowStep: rt.target.stepId ?? "", env: model.env };
}
function scopedNameEntries(model, globalNames) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const rt of allTargets(model)) {
    const vars = tokenVarsFor(model, rt);
    const owner = rt.step ? `flow ${rt.target.flowId} step ${rt.target.stepId}` : `agent ${rt.target.agentId}`;
    for (const [layer, spec] of [["agent", rt.agent?.context], ["step", rt.step?.context]]) {
      if (!isDeclared(spec)) continue;
      for (const node of spec.paths) {
        const x = expandTokens(node.value, vars);
        if (!x.ok || x.value.endsWith("/")) continue;
        const name = base(x.value);
        if (name === "." || name === "/" || name === ".." || globalNames.has(name) || name.startsWith(".")) continue;
        const key = `${node.span.file}:${node.span.start.line}:${node.span.start.column}:${name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ name, raw: node.value, node, layer, owner, target: join(model.W, x.value) });
      }
    }
  }
  return out;
}
function scopedBasenames(model, globalNames) {
  return new Set(scopedNameEntries(model, globalNames).map((e) => e.name));
}

// src/runtimes/fork/sim/filter.ts
function filterEntries(model, rt, canon) {
  const A = rt.agent?.context ?? null;
  const S = rt.step?.context ?? null;
  if (A === null && S === null) return null;
  const layers = [];
  if (isDeclared(S)) layers.push(["step", S]);
  const sReplace = isDeclared(S) && normaliseMode(S.mode?.value).mode === "replace";
  if (isDeclared(A) && !sReplace) layers.push(["agent", A]);
  const vars = tokenVarsFor(model, rt);
  const out = [];
  for (const [layer, spec] of layers) {
    for (const node of spec.paths ?? []) {
      const x = expandTokens(node.value, vars);
      if (!x.ok) continue;
      const c = checkContainment(canon.fs, model.W, x.value);
      if (!c.ok) continue;
      const prefix = x.value.endsWith("/");
      let symlinkDirRoot = false;
      if (prefix) {
        symlinkDirRoot = model.source.lstat(c.joined)?.kind === "symlink" && model.source.stat(c.joined)?.kind === "dir";
      }
      const cj = canon.canonical(c.joined);
      out.push({ layer, raw: node.value, node, joined: c.joined, canonical: prefix ? cj + "/" : cj, prefix, symlinkDirRoot });
    }
  }
  return out;
}
function filterDiscovered(model, rt, files, canon) {
  const entries = filterEntries(model, rt, canon);
  if (entries === null || entries.length === 0) return { kept: [...files], removed: [] };
  const kept = [];
  const removed = [];
  for (const f of files) {
    const cf = canon.canonical(f.abs);
    const e = entries.find((x) => x.prefix ? cf.startsWith(x.canonical) : cf === x.canonical);
    if (e === void 0) kept.push(f);
    else removed.push({ file: f, layer: e.layer, raw: e.raw, node: e.node, joined: e.joined, symlinkDirRoot: e.symlinkDirRoot });
  }
  return { kept, removed };
}

// src/runtimes/fork/sim/manifest.ts
var MANIFEST_HEADER = "# Nested Context Files";
var MANIFEST_TRUNCATED_SUFFIX = " (listing truncated at the discovery cap)";
var MANIFEST_EXPLAINER = "The following context files live in subdirectories of the workspace. Their bodies are NOT loaded into this prompt; each file's content is injected automatically into the result of the first tool call that touches its directory.";
function configGate(model, rt) {
  if (!model.config.discovery.enabled) return "disabled";
  if (rt.agent?.context?.nested?.value === false) return "agent-nested-false";
  if (rt.step?.context?.nested?.value === false) return "step-nested-false";
  return null;
}
function disclosureFor(model, rt, discovery, canon) {
  const c = canon ?? new Canonicaliser(model.source, model.W);
  const gate = configGate(model, rt);
  if (gate !== null) return { files: [], removed: [], gatedBy: gate, canon: c };
  const { kept, removed } = filterDiscovered(model, rt, discovery.files, c);
  return { files: kept, removed, gatedBy: kept.length === 0 ? "empty" : null, canon: c };
}
function renderManifest(files, truncated, cap = MANIFEST_CAP_BYTES) {
  const H = Buffer.from(MANIFEST_HEADER + (truncated ? MANIFEST_TRUNCATED_SUFFIX : "") + "\n" + MANIFEST_EXPLAINER + "\n", "utf8");
  if (files.length === 0) return { bytes: Buffer.alloc(0), degrade: 0, notShown: 0, sizes: { labelled: 0, pathsOnly: 0, header: H.length } };
  const N = files.length;
  const paths = new Array(N);
  const pathLen = new Array(N);
  const labels = new Array(N);
  let pathsTotal = H.length + N - 1;
  let labelledTotal = pathsTotal;
  for (let i = 0; i < N; i++) {
    const f = files[i];
    const line = "- " + f.rel;
    const n = Buffer.byteLength(line, "utf8");
    const label = f.labelBytes ?? (f.label !== null ? Buffer.from(f.label, "utf8") : null);
    paths[i] = line;
    pathLen[i] = n;
    labels[i] = label !== null && label.length > 0 ? label : null;
    pathsTotal += n;
    labelledTotal += n + (labels[i] !== null ? 2 + label.length : 0);
  }
  const sizes = { labelled: labelledTotal, pathsOnly: pathsTotal, header: H.length };
  const build2 = (count, withLabels, trailer, total) => {
    const out = Buffer.allocUnsafe(total);
    let at3 = H.copy(out, 0);
    for (let i = 0; i < count; i++) {
      if (i > 0) out[at3++] = 10;
      at3 += out.write(paths[i], at3, "utf8");
      const label = withLabels ? labels[i] : null;
      if (label !== null && label !== void 0) {
        out[at3++] = 58;
        out[at3++] = 32;
        at3 += label.copy(out, at3);
      }
    }
    if (trailer !== "") at3 += out.write(trailer, at3, "utf8");
    return at3 === total ? out : out.subarray(0, at3);
  };
  if (labelledTotal <= cap) return { bytes: build2(N, true, "", labelledTotal), degrade: 0, notShown: 0, sizes };
  if (pathsTotal <= cap) return { bytes: build2(N, false, "", pathsTotal), degrade: 1, notShown: 0, sizes };
  let used = H.length;
  for (let i = 0; i < N; i++) {
    const trailer = `
... ${N - i} more files not shown`;
    const trailerLen = Buffer.byteLength(trailer, "utf8");
    if (used + pathLen[i] + 1 + trailerLen > cap) {
      const keptLen = i === 0 ? 0 : used - H.length - 1;
      return { bytes: build2(i, false, trailer, H.length + keptLen + trailerLen), degrade: 2, notShown: N - i, sizes };
    }
    used += pathLen[i] + 1;
  }
  return { bytes: build2(N, false, "", pathsTotal), degrade: 1, notShown: 0, sizes };
}
var NO_BYTES = Buffer.alloc(0);
var rendered = /* @__PURE__ */ new WeakMap();
function renderedFor(discovery, d) {
  let m3 = rendered.get(discovery);
  if (m3 === void 0) {
    m3 = /* @__PURE__ */ new Map();
    rendered.set(discovery, m3);
  }
  const key = `${discovery.files.length}:${discovery.truncated ? 1 : 0}:${d.files.length}:${d.removed.map((x) => x.file.abs).join("\0")}`;
  let e = m3.get(key);
  if (e === void 0) {
    const r = renderManifest(d.files, discovery.truncated);
    e = { r, text: r.bytes.toString("utf8") };
    m3.set(key, e);
  }
  return e;
}
function buildManifest(model, rt, discovery, canon) {
  const d = disclosureFor(model, rt, discovery, canon);
  if (d.gatedBy !== null) {
    return { text: "", files: d.files, degrade: 0, notShown: 0, gatedBy: d.gatedBy, bytes: NO_BYTES, filteredOut: d.removed };
  }
  const { r, text } = renderedFor(discovery, d);
  return { text, files: d.files, degrade: r.degrade, notShown: r.notShown, gatedBy: null, bytes: r.bytes, sizes: r.sizes, filteredOut: d.removed };
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
    const add = (messageId, file, entry2, span, target) => {
      const key = `${messageId}\0${file}\0${entry2}`;
      const f = found.get(key);
      if (f) {
        if (!f.targets.includes(target)) f.targets.push(target);
      } else found.set(key, { messageId, file, entry: entry2, span, targets: [target] });
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
          const entry2 = idx >= 0 ? G[idx] : r.by ?? "?";
          const span = (idx >= 0 ? model.config.contextPathNodes?.[idx]?.span : void 0) ?? nestedFileSpan(model, r.abs);
          add("globalDropped", r.rel, entry2, span, who);
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
  const m3 = /^env[._:](.+)$/i.exec(name);
  if (m3) return "${env." + m3[1] + "}";
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
        const m3 = step.agentNode ? TEMPLATE.exec(step.agentNode.value) : null;
        if (!m3 || !step.agentNode) continue;
        ctx.report({ messageId: "unresolved", data: { step: step.id, flow: flow.id, template: m3[0] }, span: step.agentNode.span });
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
        const shown2 = known.length > 12 ? known.slice(0, 12).join(", ") + ", \u2026" : known.join(", ");
        ctx.report({ messageId: "unknownAgent", data: { step: step.id, flow: flow.id, agent: step.agent, known: shown2 }, span: step.agentNode.span });
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
        const path21 = exists ? rootReal : e.joined;
        const link = e.escapeLink ?? null;
        if (exists && link !== null) {
          const linkRel = showPath(model, link);
          const entry2 = entrySpan(model, e);
          const related = entry2 ? [{ span: entry2, message: `contextPaths entry "${e.raw}"` }] : [];
          ctx.report({
            messageId: "globalLink",
            data: { link: linkRel, target: e.escapeLinkReal ?? path21, entry: e.raw, path: path21 },
            span: fileSpan(linkRel),
            related
          });
          continue;
        }
        ctx.report({ messageId: exists ? "globalOutside" : "globalMayEscape", data: { entry: e.raw, path: path21 }, span: entrySpan(model, e) });
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
    config.contextPaths.forEach((entry2, i) => {
      if (!entry2.includes("${")) return;
      const span = config.contextPathNodes?.[i]?.span ?? config.contextPathsSpan ?? null;
      ctx.report({ messageId: "literal", data: { entry: entry2, path: showPath(ctx.model, join(W, entry2)) }, span });
    });
  }
});

// rules/opencode/instruction-file-escapes.ts
import { posix as path2 } from "node:path";
function within(dir2, child2) {
  return dir2 === "/" || child2 === dir2 || child2.startsWith(dir2 + "/");
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
        ctx.report({ messageId: "escapes", data: { file: shownPath(root, f.abs), target: path2.relative(root, f.real) || ".", dir: shownPath(root, dir2) }, span: fileLevel(root, f.abs) });
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
        const shown2 = (same ? [same] : winners).map((w) => shownPath(root, w.abs));
        const file = shownPath(root, h);
        const span = fileLevel(root, h);
        if (same) ctx.report({ messageId: "sameDirectory", data: { file, winner: shown2.join(", "), empty }, span });
        else ctx.report({ messageId: "walk", data: { file, winner: shown2.join(", "), dir: shownPath(root, l.project.W), empty }, span });
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
function measureInstructionsForBudget(set, count, maxTokens) {
  const uncounted = measureInstructions(set, null);
  if (count === null || uncounted.bytes <= maxTokens && uncounted.bytes <= EXACT_TOKEN_CHARS) return uncounted;
  return measureInstructions(set, count);
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
      const data = { location: shownPath(root, l.project.W), largest: shownPath(root, largest.abs) };
      const span = fileLevel(root, largest.abs);
      const { bytes, tokens } = options.maxTokens > 0 ? measureInstructionsForBudget(l.set, sim.countTokens, options.maxTokens) : measureInstructions(l.set, null);
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
var computed = /* @__PURE__ */ new WeakMap();
function entryOutcomes(sim) {
  let out = computed.get(sim);
  if (out === void 0) computed.set(sim, out = computeOutcomes(sim));
  return out;
}
function computeOutcomes(sim) {
  const root = sim.locations[0].project.W;
  const byKey = /* @__PURE__ */ new Map();
  for (const l of sim.locations) {
    if (l.set === null) continue;
    for (const r of l.set.entries) {
      const key = `${r.entry.doc.abs ?? r.entry.doc.file}\0${r.entry.index}`;
      let o = byKey.get(key);
      if (!o) {
        const wt = l.project.worktree;
        o = { entry: r.entry, kind: r.kind, matched: false, files: [], skipped: true, where: "", top: wt === "/" ? "/" : repositoryRoot(root, wt), worktree: wt, results: [], locs: [], have: /* @__PURE__ */ new Set() };
        byKey.set(key, o);
      }
      o.results.push(r);
      o.locs.push(shownPath(root, l.project.W));
      if (r.skipped === null) o.skipped = false;
      for (const m3 of r.matches) {
        o.matched = true;
        const p = path5.resolve(m3);
        if (!o.have.has(p)) {
          o.have.add(p);
          o.files.push(p);
        }
      }
    }
  }
  return [...byKey.values()].map(({ locs, have: _have, ...o }) => ({ ...o, where: locs.length > 3 ? `${locs.slice(0, 3).join(", ")} and ${locs.length - 3} more Location(s)` : locs.join(", ") }));
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
      const base2 = o.worktree === "/" ? root : o.worktree;
      const suggestion = path6.relative(base2, path6.join(dir2, o.entry.entry)) || o.entry.entry;
      ctx.report({
        messageId: "configRelative",
        data: { entry: o.entry.entry, file: shownPath(root, found[0]), config: doc.file, suggestion },
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
        ctx.report({ messageId: "redundant", data: { entry: o.entry.entry, files: o.files.slice(0, 3).map((f) => shownPath(root, f)).join(", ") }, span: valueSpan(o.entry.doc, ["instructions", o.entry.index]) });
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
          data: { first: shownPath(root, first), second: shownPath(root, f.abs), where: shownPath(root, l.project.W), bytes: Buffer.byteLength(f.content) },
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
      if (entryTokens(doc, o.entry.index).some((t) => t.kind === "env" && t.unset === true || isPastedFile(t))) continue;
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
        const shown2 = outside.slice(0, 3).map((f) => shownPath(root, f));
        ctx.report({ messageId: "outside", data: { entry: o.entry.entry, files: shown2.join(", ") + (outside.length > 3 ? ` and ${outside.length - 3} more` : ""), repo: shownPath(root, repo) }, span });
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
      const m3 = t.manifest;
      if (m3.gatedBy !== null || m3.degrade === 0) continue;
      const key = `${m3.degrade}:${m3.notShown}:${m3.files.map((f) => f.abs).join("\0")}`;
      const g = groups.get(key);
      if (g) g.targets.push(describeTarget(t.target));
      else groups.set(key, { targets: [describeTarget(t.target)], m: m3 });
    }
    for (const { targets, m: m3 } of groups.values()) {
      const who = listSome(targets, 5);
      if (m3.degrade === 1) {
        const first = m3.files.find((f) => f.label !== null) ?? m3.files[0];
        ctx.report({ messageId: "pathsOnly", data: { labelled: m3.sizes?.labelled ?? 0, count: m3.files.length, targets: who }, span: nestedFileSpan(ctx.model, first.abs) });
      } else {
        const first = m3.files[m3.files.length - m3.notShown];
        ctx.report({
          messageId: "cut",
          data: { pathsOnly: m3.sizes?.pathsOnly ?? 0, notShown: m3.notShown, targets: who, first: first.rel },
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
      const at3 = line === null ? null : sim.facts.labelLine(f);
      const lineSpan = () => ({ file, pointer: "", start: { line, column: 1 }, end: { line, column: at3.endColumn } });
      if (f.labelFrom === "description-empty" && line !== null) {
        ctx.report({ messageId: "emptyDescription", data: { file }, span: lineSpan() });
        continue;
      }
      if (f.label === null) {
        if (line !== null) ctx.report({ messageId: "emptyHeading", data: { file }, span: lineSpan() });
        else ctx.report({ messageId: "noLabel", data: { file }, span: nestedFileSpan(model, f.abs) });
        continue;
      }
      if (line === null || at3 === null) continue;
      if (f.labelFrom === "description" && BLOCK_SCALARS.has(f.label)) {
        ctx.report({ messageId: "blockScalar", data: { file, label: f.label }, span: lineSpan() });
      } else if (f.labelFrom === "heading" && at3.inCodeBlock) {
        ctx.report({ messageId: "fencedHeading", data: { file, label: f.label }, span: lineSpan() });
      }
      if (f.labelTruncated) ctx.report({ messageId: "truncated", data: { file, runes: at3.runes }, span: lineSpan() });
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
      const at3 = model.config.valueSpans;
      if (i >= 0) return at3?.skipDirItems?.[i] ?? at3?.skipDirs ?? null;
      return at3?.dataDirectory ?? null;
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
      const base2 = { file: u.rel, dir: u.prunedDir };
      if (u.reason === "depth") {
        const span = model.config.valueSpans?.maxDepth ?? null ?? nestedFileSpan(model, u.abs);
        ctx.report({ messageId: "depth", data: { ...base2, depth: u.depth, maxDepth: t.caps.maxDepth }, span });
      } else if (u.reason === "hidden") ctx.report({ messageId: "hidden", data: base2, span: nestedFileSpan(model, u.abs) });
      else ctx.report({ messageId: "skipDir", data: base2, span: skipSpan(dirAbs) ?? nestedFileSpan(model, u.abs) });
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

// ctxlens:remark
var m = null;
function remark() {
  m ??= __require("./remark.cjs");
  return m.remark();
}

// src/runtimes/oac/load/navigation.ts
function isNavigationName(name) {
  return name === "navigation.md" || name.endsWith("-navigation.md");
}
var REF = /^@?[A-Za-z0-9_.][A-Za-z0-9_.\/-]*(\.md|\/)$/;
var PLANNED_LINE = /[[(]\s*(future|planned|coming soon)\s*[\])]/i;
var PLANNED_HEADING = /\b(future|planned|coming soon|roadmap)\b/i;
function parseNavigation(source, W, root, file, text) {
  const lines = new LineIndex(text);
  const rawLines = text.split(/\r?\n/);
  const tree = remark().parse(text);
  const references = [];
  let plannedDepth = 0;
  const visit = (n) => {
    if (n.type === "heading") {
      const d = n.depth ?? 1;
      if (plannedDepth > 0 && d <= plannedDepth) plannedDepth = 0;
      if (plannedDepth === 0 && PLANNED_HEADING.test(textOf(n))) plannedDepth = d;
    }
    if (n.type === "code") return;
    const whole = (n.type === "heading" || n.type === "strong") && !(n.children ?? []).some((c) => c.type === "inlineCode" || c.type === "link") ? textOf(n).trim() : void 0;
    const raw = n.type === "inlineCode" ? n.value : n.type === "link" ? n.url : whole;
    if (raw !== void 0 && n.position?.start.offset !== void 0 && n.position.end.offset !== void 0) {
      const ref = raw.trim().replace(/#.*$/, "");
      if (REF.test(ref) && !ref.includes("..//")) {
        const line = rawLines[n.position.start.line - 1] ?? "";
        references.push({
          text: ref,
          span: lines.span(file, "", n.position.start.offset, n.position.end.offset),
          planned: plannedDepth > 0 || PLANNED_LINE.test(line),
          ...resolveReference(source, W, root, file, ref)
        });
      }
    }
    for (const c of n.children ?? []) visit(c);
  };
  visit(tree);
  return { path: file, references };
}
function textOf(n) {
  return (n.value ?? "") + (n.children ?? []).map(textOf).join("");
}
function resolveReference(source, W, root, file, ref) {
  const r = ref.replace(/^@/, "");
  const candidates = [];
  if (r.startsWith(".opencode/")) candidates.push(clean(r));
  else {
    candidates.push(clean(join(dir(file), r)));
    const fromRoot = clean(join(root, r));
    if (fromRoot.startsWith(`${root}/`)) candidates.push(fromRoot);
  }
  const uniq = [...new Set(candidates)];
  for (const c of uniq) {
    if (c.startsWith("../") || c === "..") continue;
    const st = source.stat(join(W, c));
    if (st && (st.kind === "file" || st.kind === "dir")) {
      const real = realRel(source, W, c) ?? c;
      return { resolved: c, resolvedKind: st.kind, real, candidates: uniq };
    }
  }
  return { resolved: null, resolvedKind: null, real: null, candidates: uniq };
}
function realRel(source, W, rel2) {
  const realW = source.realpath(W) ?? W;
  const abs = source.realpath(join(W, rel2));
  if (abs === null) return null;
  if (abs === realW) return ".";
  return abs.startsWith(realW + "/") ? abs.slice(realW.length + 1) : null;
}

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
  const m3 = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m3) return false;
  const d = new Date(Date.UTC(+m3[1], +m3[2] - 1, +m3[3]));
  return d.getUTCFullYear() === +m3[1] && d.getUTCMonth() === +m3[2] - 1 && d.getUTCDate() === +m3[3];
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
      const path21 = [start];
      let cur = start;
      let first = null;
      for (let guard = 0; guard <= scc.length; guard++) {
        const next = (edges.get(cur) ?? []).find((x) => members.has(x.to) && (x.to === start || !path21.includes(x.to)));
        if (!next) break;
        first ??= next.dep;
        path21.push(next.to);
        if (next.to === start) break;
        cur = next.to;
      }
      ctx.report({ messageId: "cycle", data: { cycle: path21.map(entryKey).join(" \u2192 ") }, span: first?.span ?? start.idSpan });
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

// src/runtimes/oac/load/orphans.ts
var COMPONENT_DIRS = ["agent", "command", "tool", "plugin", "context"];
var MAX_DEPTH = 32;
function listComponentFiles(source, W) {
  const out = [];
  const walk = (rel2, depth) => {
    const list2 = source.readdir(join(W, rel2));
    if (!list2 || depth > MAX_DEPTH) return;
    for (const d of list2) {
      const p = `${rel2}/${d.name}`;
      if (d.kind === "dir") {
        if (d.name !== "node_modules") walk(p, depth + 1);
      } else if (d.kind === "file" && (d.name.endsWith(".md") || d.name.endsWith(".ts"))) out.push(p);
    }
  };
  for (const c of COMPONENT_DIRS) walk(`.opencode/${c}`, 0);
  return out;
}
function isOrphanCandidate(path21) {
  const p = `/${path21}`;
  if (p.includes("/node_modules/") || p.endsWith("README.md") || p.endsWith("-template.md")) return false;
  if (p.endsWith("/tool/index.ts") || p.endsWith("/tool/template/index.ts") || p.endsWith("/plugin/agent-validator.ts")) return false;
  if (p.includes("/plugin/docs/") || p.includes("/plugin/tests/") || p.includes("/scripts/")) return false;
  return true;
}

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
    for (const path21 of oac.componentFiles) {
      if (isOrphanCandidate(path21) && !listed.has(path21)) ctx.report({ messageId: "orphan", data: { path: path21 }, span: fileSpan(path21) });
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

// src/load/json-doc.ts
init_main();

// src/load/yaml-doc.ts
var import_yaml = __toESM(require_dist(), 1);
function parseYaml(text, file, opts = {}) {
  const offset2 = opts.offset ?? 0;
  const lines = opts.lines ?? new LineIndex(text);
  const deep = yamlNesting(text);
  if (deep.maxDepth > MAX_CHECKED_YAML_DEPTH) {
    const over = deep.maxDepth > GO_YAML_MAX_DEPTH;
    const at3 = over ? deep.offsetOver[1] : deep.offsetOver[0];
    const span = { file, pointer: "", start: lines.pos(offset2 + at3), end: lines.pos(offset2 + at3 + 1) };
    const message2 = over ? `exceeded max depth of ${GO_YAML_MAX_DEPTH}` : `nested more than ${MAX_CHECKED_YAML_DEPTH} levels deep`;
    return { file, text, lines, doc: import_yaml.default.parseDocument("", { version: "1.1" }), errors: [{ code: over ? "EXCEEDED_MAX_DEPTH" : "TOO_DEEP_TO_CHECK", message: message2, span }], offset: offset2 };
  }
  const doc = opts.scalars === "text" ? import_yaml.default.parseDocument(text, { uniqueKeys: false, prettyErrors: false, strict: false, version: "1.1", schema: "failsafe" }) : import_yaml.default.parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: false, version: "1.1" });
  const errors = doc.errors.map((e) => ({
    code: e.code,
    message: e.message.split("\n")[0] ?? e.message,
    span: { file, pointer: "", start: lines.pos(offset2 + e.pos[0]), end: lines.pos(offset2 + Math.max(e.pos[1], e.pos[0] + 1)) }
  }));
  return { file, text, lines, doc, errors, offset: offset2 };
}
var GO_YAML_MAX_DEPTH = 1e4;
var MAX_CHECKED_YAML_DEPTH = 512;
function yamlNesting(text) {
  let maxDepth = 0;
  const offsetOver = [-1, -1];
  const note = (depth, at3) => {
    if (depth > maxDepth) maxDepth = depth;
    if (depth > MAX_CHECKED_YAML_DEPTH && offsetOver[0] < 0) offsetOver[0] = at3;
    if (depth > GO_YAML_MAX_DEPTH && offsetOver[1] < 0) offsetOver[1] = at3;
  };
  const indents = [];
  let flow = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    let col = 0;
    while (i < n && text.charCodeAt(i) === 32) {
      i++;
      col++;
    }
    let block = 0;
    if (flow === 0 && i < n && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 35) {
      while (indents.length > 0 && indents[indents.length - 1] >= col) indents.pop();
      indents.push(col);
      for (; ; ) {
        const c = text.charCodeAt(i);
        const next = text.charCodeAt(i + 1);
        if ((c === 45 || c === 63) && (next === 32 || next === 9)) {
          block++;
          i += 2;
          while (i < n && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
          note(indents.length + block, i);
        } else break;
      }
      note(indents.length + block, i);
    }
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        i++;
        break;
      }
      if (c === 35 && (i === 0 || /\s/.test(text.charAt(i - 1)))) {
        while (i < n && text.charCodeAt(i) !== 10) i++;
        continue;
      }
      const prev = i === 0 ? 32 : text.charCodeAt(i - 1);
      if ((c === 34 || c === 39) && (prev === 32 || prev === 9 || prev === 10 || prev === 91 || prev === 123 || prev === 44 || prev === 58)) {
        const q2 = c;
        i++;
        while (i < n) {
          const d = text.charCodeAt(i);
          if (q2 === 34 && d === 92) i += 2;
          else if (d === q2) {
            if (q2 === 39 && text.charCodeAt(i + 1) === 39) i += 2;
            else break;
          } else i++;
        }
        i++;
        continue;
      }
      if (c === 91 || c === 123) note(indents.length + block + ++flow, i);
      else if ((c === 93 || c === 125) && flow > 0) flow--;
      i++;
    }
  }
  return { maxDepth, offsetOver };
}
function yamlSpan(y, node, pointer2) {
  const r = node?.range;
  if (!r) return { file: y.file, pointer: pointer2, start: y.lines.pos(y.offset), end: y.lines.pos(y.offset) };
  return { file: y.file, pointer: pointer2, start: y.lines.pos(y.offset + r[0]), end: y.lines.pos(y.offset + r[1]) };
}
function pointerSegments(pointer2) {
  if (pointer2 === "") return [];
  return pointer2.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function yamlAt(y, pointer2) {
  let cur = y.doc.contents;
  let key;
  for (const seg of pointerSegments(pointer2)) {
    if ((0, import_yaml.isMap)(cur)) {
      const pair = cur.items.find((p) => (0, import_yaml.isPair)(p) && (0, import_yaml.isScalar)(p.key) && String(p.key.value) === seg);
      if (!pair) return {};
      key = pair.key;
      cur = pair.value;
    } else if ((0, import_yaml.isSeq)(cur)) {
      cur = cur.items[Number(seg)];
      key = void 0;
    } else return {};
  }
  return { node: cur ?? void 0, key };
}
function yamlPointerSpan(y, pointer2, which = "value") {
  let p = pointer2;
  for (; ; ) {
    const at3 = yamlAt(y, p);
    const n = which === "key" && at3.key ? at3.key : at3.node ?? at3.key;
    if (n && n.range) return yamlSpan(y, n, pointer2);
    if (p === "") return yamlSpan(y, null, pointer2);
    p = p.slice(0, p.lastIndexOf("/"));
    which = "value";
  }
}

// src/load/json-doc.ts
function parseJson(text, file) {
  const lines = new LineIndex(text);
  const errs = [];
  const root = parseTree(text, errs, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const errors = errs.map((e) => ({
    code: printParseErrorCode(e.error),
    message: printParseErrorCode(e.error),
    span: { file, pointer: "", start: lines.pos(e.offset), end: lines.pos(e.offset + Math.max(1, e.length)) }
  }));
  return { file, text, lines, root, errors };
}
function jsonSpan(d, node, pointer2) {
  if (!node) return { file: d.file, pointer: pointer2, start: d.lines.pos(0), end: d.lines.pos(0) };
  return { file: d.file, pointer: pointer2, start: d.lines.pos(node.offset), end: d.lines.pos(node.offset + node.length) };
}
function jsonPointerSpan(d, pointer2, which = "value") {
  if (!d.root) return jsonSpan(d, void 0, pointer2);
  let segs = pointerSegments(pointer2);
  for (; ; ) {
    const node = findNodeAtLocation(d.root, toPath(d.root, segs));
    if (node) {
      if (which === "key" && node.parent?.type === "property" && node.parent.children?.[0]) {
        return jsonSpan(d, node.parent.children[0], pointer2);
      }
      return jsonSpan(d, node, pointer2);
    }
    if (segs.length === 0) return jsonSpan(d, d.root, pointer2);
    segs = segs.slice(0, -1);
    which = "value";
  }
}
function toPath(root, segs) {
  const out = [];
  let node = root;
  for (const s of segs) {
    if (node?.type === "array") {
      out.push(Number(s));
      node = node.children?.[Number(s)];
    } else {
      out.push(s);
      node = node ? findNodeAtLocation(node, [s]) : void 0;
    }
  }
  return out;
}

// src/text/json-depth.ts
function deepNestingOffset(text, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}

// src/runtimes/oac/load/json-nodes.ts
function prop(node, key) {
  if (node?.type !== "object") return void 0;
  for (const p of node.children ?? []) if (p.children?.[0]?.value === key) return p.children[1];
  return void 0;
}
function props(node) {
  if (node?.type !== "object") return [];
  return (node.children ?? []).map((p) => [String(p.children?.[0]?.value), p.children[0], p.children?.[1]]);
}
function stringItems(d, node, at3) {
  if (node?.type !== "array") return [];
  const out = [];
  (node.children ?? []).forEach((c, i) => {
    if (c.type === "string") out.push({ value: String(c.value), span: jsonSpan(d, c, pointer(at3, i)) });
  });
  return out;
}
function stringProp(d, node, key, at3) {
  const v = prop(node, key);
  return v?.type === "string" ? { value: String(v.value), span: jsonSpan(d, v, pointer(at3, key)) } : null;
}
var MAX_JSON_DEPTH = 512;
function jsonTooDeep(text, limit = MAX_JSON_DEPTH) {
  return deepNestingOffset(text, limit);
}

// src/runtimes/oac/load/sessions.ts
var SESSIONS_DIR = ".tmp/sessions";
var MANIFEST_NAME = ".manifest.json";
var MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
var MAX_DEPTH2 = 16;
var ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
function isoTime(s) {
  if (!ISO.test(s)) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
}
function loadSessions(source, W, extra = []) {
  const out = [];
  const dirs = source.readdir(join(W, SESSIONS_DIR)) ?? [];
  for (const d of dirs) {
    if (d.kind !== "dir") continue;
    const dir2 = `${SESSIONS_DIR}/${d.name}`;
    const hasManifest = source.stat(join(W, dir2, MANIFEST_NAME))?.kind === "file";
    out.push(loadSession(source, W, dir2, hasManifest ? `${dir2}/${MANIFEST_NAME}` : null));
  }
  for (const file of extra) {
    const rel2 = clean(file);
    if (out.some((s) => s.file === rel2)) continue;
    if (source.stat(join(W, rel2))?.kind !== "file") continue;
    out.push(loadSession(source, W, rel2.includes("/") ? rel2.slice(0, rel2.lastIndexOf("/")) : ".", rel2));
  }
  return out;
}
function loadSession(source, W, dir2, file) {
  const s = { dir: dir2, id: dir2.split("/").pop(), file, shapeIssues: [], parsed: false, createdAt: null, lastActivity: null, files: [], index: null, onDisk: listFiles(source, W, dir2) };
  if (file === null) return s;
  const r = source.readFile(join(W, file), MAX_MANIFEST_BYTES);
  if (!r.ok) {
    s.shapeIssues.push({ messageId: "invalidJson", data: { error: r.code }, span: fileSpan(file) });
    return s;
  }
  const text = r.data.toString("utf8");
  const deep = jsonTooDeep(text);
  if (deep >= 0) {
    s.shapeIssues.push({ messageId: "invalidJson", data: { error: `nested more than ${MAX_JSON_DEPTH} levels deep` }, span: new LineIndex(text).span(file, "", deep, deep + 1) });
    return s;
  }
  const d = parseJson(text, file);
  if (d.errors.length > 0) {
    s.shapeIssues.push({ messageId: "invalidJson", data: { error: d.errors[0].message }, span: d.errors[0].span });
    return s;
  }
  if (d.root?.type !== "object") {
    s.shapeIssues.push({ messageId: "notObject", data: {}, span: jsonSpan(d, d.root, "") });
    return s;
  }
  s.parsed = true;
  const issue2 = (i) => s.shapeIssues.push(i);
  const str = (node, at3, key, required, date) => {
    if (node === void 0) {
      if (required) issue2({ messageId: "missingKey", data: { key: keyLabel(pointer(at3, key)) }, span: jsonSpan(d, void 0 === node ? parentNode(d, at3) : node, at3) });
      return null;
    }
    const p = pointer(at3, key);
    if (node.type !== "string") {
      issue2({ messageId: "wrongType", data: { key: keyLabel(p), expected: "a string" }, span: jsonSpan(d, node, p) });
      return null;
    }
    const v = { value: String(node.value), span: jsonSpan(d, node, p) };
    if (date && isoTime(v.value) === null) {
      issue2({ messageId: "badDate", data: { key: keyLabel(p), value: v.value }, span: v.span });
      return null;
    }
    return v;
  };
  const sid = str(prop(d.root, "session_id"), "", "session_id", true, false);
  if (sid && sid.value !== s.id && dir2.startsWith(`${SESSIONS_DIR}/`)) issue2({ messageId: "idMismatch", data: { id: sid.value, folder: s.id }, span: sid.span });
  s.createdAt = str(prop(d.root, "created_at"), "", "created_at", true, true);
  s.lastActivity = str(prop(d.root, "last_activity"), "", "last_activity", true, true);
  for (const k of ["task_type", "complexity"]) str(prop(d.root, k), "", k, false, false);
  const files = prop(d.root, "context_files");
  if (files === void 0) issue2({ messageId: "missingKey", data: { key: "context_files" }, span: jsonSpan(d, d.root, "") });
  else if (files.type !== "object") issue2({ messageId: "wrongType", data: { key: "context_files", expected: "an object" }, span: jsonSpan(d, files, "/context_files") });
  else {
    for (const [path21, keyNode, v] of props(files)) {
      const at3 = pointer("/context_files", path21);
      const entry2 = { path: { value: path21, span: jsonSpan(d, keyNode, at3) }, span: jsonSpan(d, v, at3), for: null, keywords: null, exists: existsIn(source, W, dir2, path21) };
      s.files.push(entry2);
      if (v?.type !== "object") {
        issue2({ messageId: "wrongType", data: { key: keyLabel(at3), expected: "an object" }, span: jsonSpan(d, v, at3) });
        continue;
      }
      str(prop(v, "created"), at3, "created", true, true);
      entry2.for = str(prop(v, "for"), at3, "for", true, false);
      str(prop(v, "status"), at3, "status", false, false);
      const kw = prop(v, "keywords");
      if (kw !== void 0) entry2.keywords = stringList(d, kw, pointer(at3, "keywords"), issue2);
    }
  }
  const index = prop(d.root, "context_index");
  if (index !== void 0) {
    if (index.type !== "object") issue2({ messageId: "wrongType", data: { key: "context_index", expected: "an object" }, span: jsonSpan(d, index, "/context_index") });
    else {
      s.index = props(index).map(([k, keyNode, v]) => {
        const at3 = pointer("/context_index", k);
        return { keyword: { value: k, span: jsonSpan(d, keyNode, at3) }, paths: stringList(d, v, at3, issue2) ?? [] };
      });
    }
  }
  return s;
}
function parentNode(d, at3) {
  let n = d.root;
  for (const seg of at3.split("/").slice(1)) n = prop(n, seg.replace(/~1/g, "/").replace(/~0/g, "~"));
  return n;
}
function stringList(d, node, at3, issue2) {
  if (node?.type !== "array" || (node.children ?? []).some((c) => c.type !== "string")) {
    issue2({ messageId: "wrongType", data: { key: keyLabel(at3), expected: "a list of strings" }, span: jsonSpan(d, node, at3) });
    return null;
  }
  return (node.children ?? []).map((c, i) => ({ value: String(c.value), span: jsonSpan(d, c, pointer(at3, i)) }));
}
function existsIn(source, W, dir2, path21) {
  const rel2 = clean(path21);
  if (path21.startsWith("/") || rel2 === ".." || rel2.startsWith("../") || rel2 === ".") return "outside";
  const st = source.stat(join(W, dir2, rel2));
  return st?.kind === "file" ? "file" : st?.kind === "dir" ? "dir" : "missing";
}
function listFiles(source, W, dir2) {
  const out = [];
  const walk = (rel2, depth) => {
    const list2 = source.readdir(join(W, dir2, rel2));
    if (!list2 || depth > MAX_DEPTH2) return;
    for (const e of list2) {
      const p = rel2 === "" ? e.name : `${rel2}/${e.name}`;
      if (e.kind === "dir") walk(p, depth + 1);
      else if ((e.kind === "file" || e.kind === "symlink") && p !== MANIFEST_NAME) out.push(p);
    }
  };
  walk("", 0);
  return out;
}
function keyLabel(p) {
  return pointerSegments(p).map((s, i) => i === 0 ? s : /^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_]\w*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`).join("");
}

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
  const shown2 = rs.slice(0, 3).map((r) => `"${r.key}"`).join(", ");
  return rs.length > 3 ? `${shown2} and ${rs.length - 3} more` : shown2;
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
    const checkMap = (owner, perm, base2, spanAt) => {
      if (!perm || typeof perm !== "object" || Array.isArray(perm)) return;
      const top = overridden(perm);
      if (top) {
        const n = top.before.length;
        ctx.report({ messageId: "tool", data: { owner, action: top.action, patterns: list(top.before), them: n === 1 ? "it" : "them" }, span: spanAt(pointer(base2, "*"), "key") });
      }
      for (const [tool, v] of Object.entries(perm)) {
        if (!v || typeof v !== "object" || Array.isArray(v)) continue;
        const o = overridden(v);
        if (!o) continue;
        ctx.report({
          messageId: "pattern",
          data: { owner, tool, action: o.action, patterns: list(o.before), them: o.before.length === 1 ? "it" : "them" },
          span: spanAt(pointer(base2, tool, "*"), "key")
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

// src/load/ctxlens-config/locate.ts
import { posix as path8 } from "node:path";

// src/load/ctxlens-config/problems.ts
var ConfigError = class extends Error {
  constructor(problems) {
    super(problems.map((p) => p.line > 0 ? `${p.file}:${p.line}:${p.column}: ${p.message}` : `${p.file}: ${p.message}`).join("\n"));
    this.problems = problems;
  }
  problems;
};
function sortProblems(ps) {
  return ps.sort((a, b) => a.line - b.line || a.column - b.column);
}

// src/load/ctxlens-config/locate.ts
var CONFIG_FILE_NAME = "ctxlens.config.json";
var MAX_CONFIG_BYTES = 1 << 20;
function findConfigFile(source, cwd) {
  let dir2 = path8.resolve(cwd);
  for (; ; ) {
    const candidate = path8.join(dir2, CONFIG_FILE_NAME);
    if (source.lstat(candidate) !== null) return candidate;
    if (source.lstat(path8.join(dir2, ".git")) !== null) return null;
    const up = path8.dirname(dir2);
    if (up === dir2) return null;
    dir2 = up;
  }
}
function shownPath2(abs, cwd) {
  const rel2 = path8.relative(path8.resolve(cwd), abs);
  return rel2 !== "" && !rel2.startsWith("../") && rel2 !== ".." ? rel2 : abs;
}
function readConfigText(source, abs, shown2) {
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok) throw new ConfigError([{ file: shown2, line: 0, column: 0, message: `cannot read the ctxlens config (${r.code})` }]);
  if (r.data.length > MAX_CONFIG_BYTES) throw new ConfigError([{ file: shown2, line: 0, column: 0, message: `the ctxlens config is larger than ${MAX_CONFIG_BYTES} bytes` }]);
  return r.data.toString("utf8");
}

// src/load/schema.ts
import { createHash as createHash2 } from "node:crypto";
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
var AJV_OPTIONS = { allErrors: true, strict: false, allowUnionTypes: true, verbose: true };
function schemaText(name) {
  const text = readFileSync2(join2(packageRoot(), "schemas", `${name}.schema.json`), "utf8");
  return { text, hash: createHash2("sha256").update(text).digest("hex") };
}
var SchemaValidator = class {
  ajvInstance = null;
  compiled = /* @__PURE__ */ new Map();
  get ajv() {
    if (!this.ajvInstance) {
      const Ajv = loadAjv2020();
      this.ajvInstance = new Ajv(AJV_OPTIONS);
      loadAjvFormats()(this.ajvInstance);
    }
    return this.ajvInstance;
  }
  get(name) {
    let v = this.compiled.get(name);
    if (!v) {
      const { text, hash } = schemaText(name);
      v = loadPrecompiled2(name, hash) ?? this.ajv.compile(JSON.parse(text));
      this.compiled.set(name, v);
    }
    return v;
  }
  /** Validate `data` (plain JSON values) against a schema; returns violations with spans, most specific first. */
  validate(name, data, spanAt) {
    const v = this.get(name);
    if (v(data)) return [];
    return dedupe((v.errors ?? []).filter(keep).map((e) => toViolation(e, data, spanAt)));
  }
};
function loadPrecompiled2(name, hash) {
  try {
    const mod = loadPrecompiled(name);
    return mod !== null && mod.schemaHash === hash ? mod : null;
  } catch {
    return null;
  }
}
function keep(e) {
  return e.keyword !== "anyOf" && e.keyword !== "oneOf" && e.keyword !== "if";
}
function dedupe(vs) {
  const seen = /* @__PURE__ */ new Set();
  return vs.filter((v) => {
    const k = v.pointer + "\0" + v.message;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
function typeName(x) {
  if (x === null) return "null";
  if (Array.isArray(x)) return "array";
  if (typeof x === "number") return Number.isInteger(x) ? "integer" : "number";
  return typeof x;
}
function at(data, pointer2) {
  let cur = data;
  for (const seg of pointer2.split("/").slice(1)) {
    const s = seg.replace(/~1/g, "/").replace(/~0/g, "~");
    if (cur && typeof cur === "object") cur = cur[s];
    else return void 0;
  }
  return cur;
}
function show(x) {
  const s = JSON.stringify(x);
  return s === void 0 ? String(x) : s.length > 60 ? s.slice(0, 57) + "..." : s;
}
function toViolation(e, data, spanAt) {
  const p = e.instancePath;
  const where = p === "" ? "the top level" : `"${p}"`;
  switch (e.keyword) {
    case "additionalProperties": {
      const key = e.params.additionalProperty;
      const ptr = `${p}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      const parentSchema = e.parentSchema;
      const known = Object.keys(parentSchema?.properties ?? {});
      const suggestion = didYouMean(key, known);
      return {
        pointer: ptr,
        kind: "unknown-key",
        message: `Unknown key "${key}" at ${where}${suggestion ? `; did you mean "${suggestion}"?` : "."}`,
        suggestion,
        span: spanAt(ptr, "key")
      };
    }
    case "type": {
      const want = e.params.type;
      const found = typeName(at(data, p));
      return {
        pointer: p,
        kind: "type",
        message: `Expected ${Array.isArray(want) ? want.join(" or ") : want} at ${where}, found ${found}.`,
        suggestion: null,
        span: spanAt(p, "value")
      };
    }
    case "enum": {
      const allowed = e.params.allowedValues;
      const value = at(data, p);
      const suggestion = typeof value === "string" ? didYouMean(value, allowed.map(String)) : null;
      return {
        pointer: p,
        kind: "enum",
        message: `Expected one of ${allowed.map(show).join(", ")} at ${where}, found ${show(value)}${suggestion ? `; did you mean "${suggestion}"?` : "."}`,
        suggestion,
        span: spanAt(p, "value")
      };
    }
    case "required": {
      const missing = e.params.missingProperty;
      return { pointer: p, kind: "required", message: `Missing required key "${missing}" at ${where}.`, suggestion: null, span: spanAt(p, "value") };
    }
    default:
      return { pointer: p, kind: "other", message: `Value at ${where} ${e.message ?? "is invalid"} (found ${show(at(data, p))}).`, suggestion: null, span: spanAt(p, "value") };
  }
}

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
    const entry2 = decodeEntry(value);
    if (typeof entry2 === "string") {
      problems.push({ pointer: entry2.startsWith("severity") ? pointer(ptr, "severity") : ptr, which: "value", message: `rule "${id}": ${entry2}` });
      continue;
    }
    if (entry2.options !== void 0) {
      if (!rule.meta.schema) {
        problems.push({ pointer: pointer(ptr, "options"), which: "key", message: `rule "${id}" takes no options` });
        continue;
      }
      const validate2 = ajv().compile(rule.meta.schema);
      if (!validate2(entry2.options)) {
        for (const e of validate2.errors ?? []) problems.push({ pointer: pointer(ptr, "options") + e.instancePath, which: "value", message: `rule "${id}" options: ${ajvText(e)}` });
        continue;
      }
    }
    settings[id] = entry2;
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
function parseCtxlensConfig(text, abs, shown2, rules2) {
  const doc = parseJson(text.replace(/^\uFEFF/, ""), shown2);
  const at3 = (ptr, which, message2) => {
    const s = jsonPointerSpan(doc, ptr, which);
    return { file: shown2, line: s.start.line, column: s.start.column, message: message2 };
  };
  if (doc.errors.length > 0 || !doc.root) {
    throw new ConfigError(
      doc.errors.length > 0 ? doc.errors.slice(0, 1).map((e) => ({ file: shown2, line: e.span.start.line, column: e.span.start.column, message: `JSON syntax error: ${e.message}` })) : [{ file: shown2, line: 0, column: 0, message: "the file is empty" }]
    );
  }
  const data = JSON.parse(doc.text);
  const rulesObj = isObject2(data) && isObject2(data["rules"]) ? data["rules"] : {};
  const resolved = resolveRuleSettings(rulesObj, rules2);
  const problems = resolved.problems.map((p) => at3(p.pointer, p.which, p.message));
  for (const v of new SchemaValidator().validate("ctxlens-config", data, (p, which) => jsonPointerSpan(doc, p, which))) {
    if ([...resolved.checked].some((c) => v.pointer === c || v.pointer.startsWith(c + "/"))) continue;
    problems.push({ file: shown2, line: v.span.start.line, column: v.span.start.column, message: lowerFirst(v.message) });
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
  if (explicit) return parseCtxlensConfig(explicit.text, explicit.abs, shownPath2(explicit.abs, cwd), rules2);
  const abs = findConfigFile(source, cwd);
  if (abs === null) return { file: null, rules: {}, ignore: [], runtime: null };
  const shown2 = shownPath2(abs, cwd);
  return parseCtxlensConfig(readConfigText(source, abs, shown2), abs, shown2, rules2);
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

// src/go/bytes.ts
function decodeRune(b, i) {
  const c0 = b[i];
  if (c0 < 128) return { cp: c0, size: 1 };
  const n = b.length - i;
  const cont = (k, lo = 128, hi = 191) => k < n && b[i + k] >= lo && b[i + k] <= hi;
  if (c0 >= 194 && c0 <= 223) {
    if (cont(1)) return { cp: (c0 & 31) << 6 | b[i + 1] & 63, size: 2 };
  } else if (c0 >= 224 && c0 <= 239) {
    const lo = c0 === 224 ? 160 : 128;
    const hi = c0 === 237 ? 159 : 191;
    if (cont(1, lo, hi) && cont(2)) return { cp: (c0 & 15) << 12 | (b[i + 1] & 63) << 6 | b[i + 2] & 63, size: 3 };
  } else if (c0 >= 240 && c0 <= 244) {
    const lo = c0 === 240 ? 144 : 128;
    const hi = c0 === 244 ? 143 : 191;
    if (cont(1, lo, hi) && cont(2) && cont(3)) {
      return { cp: (c0 & 7) << 18 | (b[i + 1] & 63) << 12 | (b[i + 2] & 63) << 6 | b[i + 3] & 63, size: 4 };
    }
  }
  return { cp: -1, size: 1 };
}
function decodeLastRune(b, end) {
  const last = b[end - 1];
  if (last < 128) return { cp: last, size: 1 };
  const lim = Math.max(0, end - 4);
  let start = end - 1;
  while (start > lim && (b[start] & 192) === 128) start--;
  const r = decodeRune(b.subarray(0, end), start);
  if (r.cp >= 0 && start + r.size === end) return r;
  return { cp: -1, size: 1 };
}
function trimSpaceBytes(b) {
  let start = 0;
  let end = b.length;
  while (start < end) {
    const r = decodeRune(b.subarray(0, end), start);
    if (r.cp < 0 || !isGoSpace(r.cp)) break;
    start += r.size;
  }
  while (end > start) {
    const r = decodeLastRune(b, end);
    if (r.cp < 0 || !isGoSpace(r.cp)) break;
    end -= r.size;
  }
  return b.subarray(start, end);
}
function runeCount(b) {
  let n = 0;
  for (let i = 0; i < b.length; n++) i += decodeRune(b, i).size;
  return n;
}
function firstRunes(b, n) {
  const parts = [];
  let i = 0;
  for (let k = 0; k < n && i < b.length; k++) {
    const r = decodeRune(b, i);
    parts.push(r.cp < 0 ? REPLACEMENT : Buffer.from(b.subarray(i, i + r.size)));
    i += r.size;
  }
  return Buffer.concat(parts);
}
var REPLACEMENT = Buffer.from([239, 191, 189]);
function hasPrefix(b, prefix) {
  if (b.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (b[i] !== prefix[i]) return false;
  return true;
}
function trimBytes(b, cutset) {
  const set = new Set([...cutset].map((c) => c.charCodeAt(0)));
  let s = 0;
  let e = b.length;
  while (s < e && set.has(b[s])) s++;
  while (e > s && set.has(b[e - 1])) e--;
  return b.subarray(s, e);
}
function replaceAllBytes(b, from, to) {
  const s = b.toString("latin1");
  if (!s.includes(from)) return b;
  return Buffer.from(s.split(from).join(to), "latin1");
}

// src/runtimes/fork/sim/labels.ts
var LABEL_READ_BYTES = 32768;
var LABEL_MAX_RUNES = 120;
var LABEL_ELLIPSIS = Buffer.from("\u2026", "utf8");
var DASHES = Buffer.from("---");
var DESCRIPTION = Buffer.from("description:");
var HASH = 35;
function extractLabel(head) {
  const data = head.length > LABEL_READ_BYTES ? head.subarray(0, LABEL_READ_BYTES) : head;
  const lines = [];
  let s = 0;
  for (let i2 = 0; i2 <= data.length; i2++) {
    if (i2 === data.length || data[i2] === 10) {
      let e = i2;
      if (e > s && data[e - 1] === 13) e--;
      lines.push(data.subarray(s, e));
      s = i2 + 1;
    }
  }
  const none = { bytes: null, raw: null, from: null, line: null, truncated: false, unclosedFrontmatter: false };
  let i = 0;
  while (i < lines.length && trimSpaceBytes(lines[i]).length === 0) i++;
  if (i >= lines.length) return none;
  if (trimSpaceBytes(lines[i]).equals(DASHES)) {
    let closed = false;
    for (i = i + 1; i < lines.length; i++) {
      const t = trimSpaceBytes(lines[i]);
      if (t.equals(DASHES)) {
        closed = true;
        i++;
        break;
      }
      if (hasPrefix(t, DESCRIPTION)) {
        const raw = trimBytes(trimSpaceBytes(t.subarray(DESCRIPTION.length)), `"'`);
        return finish(raw, raw.length === 0 ? "description-empty" : "description", i + 1);
      }
    }
    if (!closed) return { ...none, unclosedFrontmatter: true };
  }
  for (; i < lines.length; i++) {
    const t = trimSpaceBytes(lines[i]);
    if (t.length > 0 && t[0] === HASH) {
      let k = 0;
      while (k < t.length && t[k] === HASH) k++;
      return finish(trimSpaceBytes(t.subarray(k)), "heading", i + 1);
    }
  }
  return none;
}
function finish(raw, from, line) {
  const base2 = { raw: Buffer.from(raw), line, unclosedFrontmatter: false };
  if (raw.length === 0) return { ...base2, bytes: null, from, truncated: false };
  if (runeCount(raw) > LABEL_MAX_RUNES) {
    return { ...base2, bytes: Buffer.concat([firstRunes(raw, LABEL_MAX_RUNES), LABEL_ELLIPSIS]), from, truncated: true };
  }
  return { ...base2, bytes: Buffer.from(raw), from, truncated: false };
}

// src/runtimes/fork/sim/discovery.ts
var SKIP_DIR_NAMES = /* @__PURE__ */ new Set([
  "__pycache__",
  "node_modules",
  "dist",
  "build",
  "target",
  "vendor",
  "bin",
  "obj",
  "zig-out",
  "coverage",
  "logs",
  "venv",
  "env",
  "tmp",
  "temp",
  "cache"
]);
function effectiveDiscovery(config, W) {
  const d = config.discovery;
  const toAbs = (p) => isAbs(p) ? clean(p) : join(W, p) || clean(W);
  return {
    enabled: d.enabled,
    maxFiles: effectiveCap(d.maxFiles, DISCOVERY_DEFAULTS.maxFiles),
    maxDepth: effectiveCap(d.maxDepth, DISCOVERY_DEFAULTS.maxDepth),
    maxFileBytes: effectiveCap(d.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes),
    maxSessionBytes: effectiveCap(d.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    skipDirs: [...d.skipDirs, config.dataDirectory].map(toAbs)
  };
}
function classifyGlobal(W, G) {
  const basenames = [];
  const rootMatched = [];
  const inlinedPrefixes = [];
  for (const e of G) {
    if (e.endsWith("/")) inlinedPrefixes.push(join(W, e) + "/");
    else {
      const b = base(e);
      if (!basenames.includes(b)) basenames.push(b);
      rootMatched.push(join(W, e));
    }
  }
  return { basenames, rootMatched, inlinedPrefixes };
}
function walkDiscovery(p) {
  const root = clean(p.W);
  const trace = {
    disabled: false,
    wSymlink: null,
    caps: { maxFiles: p.maxFiles, maxDepth: p.maxDepth, maxFileBytes: 0, maxSessionBytes: 0 },
    basenames: p.classes.basenames,
    rootMatched: p.classes.rootMatched,
    inlinedPrefixes: p.classes.inlinedPrefixes,
    skipDirs: [...p.skipDirs],
    pruned: [],
    rejected: [],
    overflow: [],
    watched: []
  };
  const files = [];
  const result = { files, truncated: false, trace };
  const names = new Set(p.classes.basenames);
  if (names.size === 0) return result;
  const rootStat = p.source.lstat(root);
  if (rootStat === null) return result;
  if (rootStat.kind === "symlink") {
    trace.wSymlink = { target: p.source.realpath(root) };
    return result;
  }
  if (rootStat.kind !== "dir") return result;
  const realW = p.source.realpath(root);
  const skip = new Set(p.skipDirs);
  const rootMatched = new Set(p.classes.rootMatched);
  const prefixes = p.classes.inlinedPrefixes;
  const watch = p.watchNames;
  const traceOverflow = p.traceOverflow ?? true;
  const wantLabels = p.labels ?? true;
  const src = p.source;
  let stopped = false;
  const reject = (r) => {
    trace.rejected.push(result.truncated ? { ...r, afterCap: true } : r);
  };
  const visit = (dirAbs, dirRel, dirDepth) => {
    const entries = src.readdir(dirAbs);
    if (entries === null) {
      if (dirRel !== "") trace.pruned.push({ abs: dirAbs, rel: dirRel, depth: dirDepth, reason: "walk-error", ...result.truncated ? { afterCap: true } : {} });
      return;
    }
    for (const ent of entries) {
      if (stopped) return;
      const name = ent.name;
      const abs = dirAbs === "/" ? "/" + name : dirAbs + "/" + name;
      const rel2 = dirRel === "" ? name : dirRel + "/" + name;
      const depth = dirRel === "" ? 0 : dirDepth + 1;
      if (ent.kind === "dir") {
        let reason = null;
        if (name.startsWith(".")) reason = "hidden";
        else if (SKIP_DIR_NAMES.has(name)) reason = "skip-list";
        else if (skip.has(abs)) reason = "skip-dir";
        else if (depth + 1 > p.maxDepth) reason = "depth";
        if (reason !== null) trace.pruned.push({ abs, rel: rel2, depth, reason, ...result.truncated ? { afterCap: true } : {} });
        else visit(abs, rel2, depth);
        continue;
      }
      if (name.startsWith(".")) continue;
      if (!names.has(name)) {
        if (watch !== void 0 && depth >= 1 && watch.has(name)) trace.watched.push({ abs, rel: rel2, depth, name });
        continue;
      }
      if (depth < 1) continue;
      const st = src.lstat(abs);
      const kind = st?.kind ?? ent.kind;
      if (st === null || st.kind !== "file") {
        reject({ abs, rel: rel2, depth, reason: "non-regular", kind, by: null });
        continue;
      }
      const real = src.realpath(abs);
      if (realW === null || real === null || !strictlyInside(realW, real)) {
        reject({ abs, rel: rel2, depth, reason: "escapes", kind, by: real });
        continue;
      }
      if (rootMatched.has(abs)) {
        reject({ abs, rel: rel2, depth, reason: "root-matched", kind, by: abs });
        continue;
      }
      const prefix = prefixes.find((x) => abs.startsWith(x));
      if (prefix !== void 0) {
        reject({ abs, rel: rel2, depth, reason: "inlined-prefix", kind, by: prefix });
        continue;
      }
      if (result.truncated) {
        trace.overflow.push({ abs, rel: rel2, depth });
        continue;
      }
      if (files.length >= p.maxFiles) {
        result.truncated = true;
        if (!traceOverflow) {
          stopped = true;
          return;
        }
        trace.overflow.push({ abs, rel: rel2, depth });
        continue;
      }
      files.push(makeFile(src, p.W, abs, depth, st.size, wantLabels));
    }
  };
  visit(root, "", -1);
  return result;
}
function makeFile(src, W, abs, depth, size, wantLabels) {
  const relPath = rel(W, abs) ?? abs;
  const f = { abs, rel: relPath, depth, label: null, labelFrom: null, bytes: size, labelBytes: null, labelLine: null, labelTruncated: false };
  if (!wantLabels) return f;
  const r = src.readFile(abs, LABEL_READ_BYTES);
  if (!r.ok) {
    f.labelUnreadable = true;
    return f;
  }
  const l = extractLabel(r.data);
  f.labelBytes = l.bytes;
  f.label = l.bytes === null ? null : l.bytes.toString("utf8");
  f.labelFrom = l.bytes === null ? l.from === "description-empty" ? "description-empty" : null : l.from;
  f.labelLine = l.line;
  f.labelTruncated = l.truncated;
  return f;
}
function discover(model) {
  const eff = effectiveDiscovery(model.config, model.W);
  const classes = classifyGlobal(model.W, model.config.contextPaths);
  const caps = { maxFiles: eff.maxFiles, maxDepth: eff.maxDepth, maxFileBytes: eff.maxFileBytes, maxSessionBytes: eff.maxSessionBytes };
  if (!eff.enabled) {
    return {
      files: [],
      truncated: false,
      trace: { disabled: true, wSymlink: null, caps, ...classes, skipDirs: eff.skipDirs, pruned: [], rejected: [], overflow: [], watched: [] }
    };
  }
  const r = walkDiscovery({
    source: model.source,
    W: model.W,
    classes,
    maxFiles: eff.maxFiles,
    maxDepth: eff.maxDepth,
    skipDirs: eff.skipDirs,
    watchNames: scopedBasenames(model, new Set(classes.basenames))
  });
  r.trace.caps = caps;
  return r;
}

// src/runtimes/fork/sim/tool-paths.ts
init_main();
function decodeStringFields(input, fields) {
  let v = input;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
    if (v !== null && typeof v === "object" && !Array.isArray(v)) return decodeObjectText(input, fields);
  }
  const out = Object.fromEntries(fields.map((f) => [f, ""]));
  if (v === null) return out;
  if (typeof v !== "object" || Array.isArray(v)) return null;
  for (const [k, val] of Object.entries(v)) {
    const f = fields.find((x) => x.toLowerCase() === k.toLowerCase());
    if (f === void 0) continue;
    if (val === null) continue;
    if (typeof val !== "string") return null;
    out[f] = val;
  }
  return out;
}
function decodeObjectText(text, fields) {
  const out = Object.fromEntries(fields.map((f) => [f, ""]));
  const root = parseTree(text, [], { disallowComments: true });
  let typeError = false;
  for (const prop2 of root?.children ?? []) {
    const [k, val] = prop2.children ?? [];
    if (k === void 0 || val === void 0 || typeof k.value !== "string") continue;
    const f = fields.find((x) => x.toLowerCase() === k.value.toLowerCase());
    if (f === void 0 || val.type === "null") continue;
    if (val.type !== "string") typeError = true;
    else out[f] = val.value;
  }
  return typeError ? null : out;
}
function globPrefix(pattern) {
  const m3 = pattern.search(/[*?[{]/);
  const before2 = m3 < 0 ? pattern : pattern.slice(0, m3);
  const slash = before2.lastIndexOf("/");
  return slash > 0 ? before2.slice(0, slash) : "";
}
function patchPaths(text) {
  const needed = [];
  const added = [];
  for (const line of trimSpace(text).split("\n")) {
    for (const [h, group] of [["*** Update File: ", needed], ["*** Delete File: ", needed], ["*** Add File: ", added]]) {
      if (line.startsWith(h)) {
        const p = line.slice(h.length);
        if (!group.includes(p)) group.push(p);
      }
    }
  }
  return { needed, added };
}
function extractRawPaths(tool, input) {
  if (!TRIGGER_TOOLS.includes(tool)) return null;
  if (tool === "patch") {
    const d2 = decodeStringFields(input, ["patch_text"]);
    if (d2 === null) return null;
    const g = patchPaths(d2["patch_text"]);
    return { how: "parent", paths: [...g.needed, ...g.added], patchGroups: g };
  }
  if (tool === "glob") {
    const d2 = decodeStringFields(input, ["pattern", "path"]);
    if (d2 === null) return null;
    const paths2 = [];
    if (d2["path"] !== "") paths2.push(d2["path"]);
    const prefix = globPrefix(d2["pattern"]);
    if (prefix !== "") paths2.push(join(d2["path"], prefix));
    return { how: "stat", paths: paths2 };
  }
  const d = decodeStringFields(input, ["file_path", "path"]);
  if (d === null) return null;
  const paths = [d["file_path"], d["path"]].filter((p) => p !== "");
  if (tool === "grep") return { how: "stat", paths };
  if (tool === "ls") return { how: "as-is", paths };
  return { how: "parent", paths };
}
function absUnder(W, p) {
  return isAbs(p) ? clean(p) : join(W, p);
}
function targetDirs(source, W, tool, input) {
  const raw = extractRawPaths(tool, input);
  if (raw === null) return [];
  const out = [];
  for (const p of raw.paths) {
    const a = absUnder(W, p);
    let d;
    if (raw.how === "parent") d = dir(a);
    else if (raw.how === "as-is") d = a;
    else {
      const st = source.stat(a);
      d = st !== null && st.kind !== "dir" ? dir(a) : a;
    }
    if (!out.includes(d)) out.push(d);
  }
  return out;
}
function wildcard(pattern, name) {
  if (!pattern.includes("*")) return pattern === name;
  const re = new RegExp("^" + pattern.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*") + "$");
  return re.test(name);
}
function isToolEnabled(agent, tool) {
  if (agent === null) return true;
  if (agent.allowTools && agent.allowTools.length > 0) return agent.allowTools.some((p) => wildcard(p, tool));
  const tools = agent.tools ?? {};
  if (Object.prototype.hasOwnProperty.call(tools, tool)) return tools[tool] !== false;
  for (const [p, v] of Object.entries(tools)) if (p.includes("*") && wildcard(p, tool)) return v !== false;
  return true;
}

// src/runtimes/fork/sim/touch.ts
var BLOCK_PREFIX = "\n\n<system-reminder>\n# From:";
var BLOCK_SUFFIX = "</system-reminder>";
function sanitiseBody(body) {
  return replaceAllBytes(replaceAllBytes(body, "</system-reminder>", "<\\/system-reminder>"), "<system-reminder>", "<\\system-reminder>");
}
function injectionBlock(absPath, body) {
  const nl = body.length > 0 && body[body.length - 1] === 10 ? [] : [Buffer.from("\n")];
  return Buffer.concat([Buffer.from(BLOCK_PREFIX + absPath + "\n", "utf8"), body, ...nl, Buffer.from(BLOCK_SUFFIX, "utf8")]);
}
var Injector = class {
  constructor(model, rt, discovery) {
    this.model = model;
    this.rt = rt;
    const d = disclosureFor(model, rt, discovery);
    this.files = d.files;
    this.gatedBy = d.gatedBy;
    this.canon = d.canon;
    const eff = effectiveDiscovery(model.config, model.W);
    this.maxFileBytes = eff.maxFileBytes;
    this.maxSessionBytes = eff.maxSessionBytes;
    for (const f of this.files) this.parentOf.set(f, this.canon.canonical(dir(f.abs)));
  }
  model;
  rt;
  sessions = /* @__PURE__ */ new Map();
  files;
  parentOf = /* @__PURE__ */ new Map();
  gatedBy;
  maxFileBytes;
  maxSessionBytes;
  canon;
  /** Owners of one target directory, outermost first (§6.7). */
  ownersOf(targetDir) {
    const cw = this.canon.canonical(this.model.W);
    const cd = this.canon.canonical(targetDir);
    if (cd === cw || !strictlyInside(cw, cd)) return [];
    const chain = [];
    for (let cur = cd; cur !== cw && strictlyInside(cw, cur); cur = dir(cur)) chain.push(cur);
    chain.reverse();
    const out = [];
    for (const c of chain) for (const f of this.files) if (this.parentOf.get(f) === c) out.push(f);
    return out;
  }
  /** Simulate one call (§6.6–§6.8). */
  call(c) {
    const out = { appended: Buffer.alloc(0), targets: [], owners: [], injected: [], skipped: [], inert: null, patchRace: null, lostToBudget: [] };
    const W = this.model.W;
    const src = this.model.source;
    if (this.gatedBy !== null) return { ...out, inert: this.gatedBy };
    if (!TRIGGER_TOOLS.includes(c.tool)) return { ...out, inert: "not-a-trigger" };
    if (!isToolEnabled(this.rt.agent, c.tool)) return { ...out, inert: "tool-disabled" };
    out.targets = targetDirs(src, W, c.tool, c.input);
    if (c.ok === false) return { ...out, inert: "failed-call" };
    const sid = c.session ?? "s1";
    if (sid === "") return { ...out, inert: "no-session" };
    let st = this.sessions.get(sid);
    if (st === void 0) {
      st = { injected: /* @__PURE__ */ new Set(), bytes: 0, exhausted: false };
      this.sessions.set(sid, st);
    }
    const owners = [];
    for (const t of out.targets) for (const f of this.ownersOf(t)) if (!owners.includes(f)) owners.push(f);
    out.patchRace = this.patchRace(c);
    if (st.exhausted) return { ...out, inert: "session-exhausted" };
    const blocks = [];
    for (const [i, f] of owners.entries()) {
      if (st.injected.has(f.abs)) continue;
      out.owners.push(f.abs);
      const r = this.readOwner(f.abs);
      if ("why" in r) {
        out.skipped.push({ file: f.abs, why: r.why });
        continue;
      }
      const body = sanitiseBody(r.body);
      if (st.bytes + body.length > this.maxSessionBytes) {
        st.exhausted = true;
        out.skipped.push({ file: f.abs, why: "session byte budget exhausted" });
        out.lostToBudget = owners.slice(i).filter((o) => !st.injected.has(o.abs)).map((o) => o.abs);
        break;
      }
      st.injected.add(f.abs);
      st.bytes += body.length;
      out.injected.push(f.abs);
      blocks.push(injectionBlock(f.abs, body));
    }
    out.appended = Buffer.concat(blocks);
    return out;
  }
  /** Re-check and read one owner (§6.8 step 1). */
  readOwner(abs) {
    return readOwnerBody(this.model, abs, this.maxFileBytes);
  }
  /** U13: within one patch header group, more than one target directory with owners. */
  patchRace(c) {
    if (c.tool !== "patch") return null;
    const raw = extractRawPaths("patch", c.input);
    if (raw?.patchGroups === void 0) return null;
    for (const group of [raw.patchGroups.needed, raw.patchGroups.added]) {
      const dirs = [...new Set(group.map((p) => dir(absUnder(this.model.W, p))))].filter((d) => this.ownersOf(d).length > 0);
      if (dirs.length > 1) return { dirs };
    }
    return null;
  }
};
function readOwnerBody(model, abs, maxFileBytes) {
  const src = model.source;
  const r = rel(model.W, abs);
  if (r === null || r.startsWith("/") || r === ".." || r.startsWith("../")) return { why: "path escapes the working directory" };
  const st = src.lstat(abs);
  if (st === null) return { why: "file unreadable" };
  if (st.kind !== "file") return { why: "not a regular file" };
  const realW = src.realpath(model.W);
  const real = src.realpath(abs);
  if (realW === null || real === null || !strictlyInside(realW, real)) return { why: "beneath-only open failed" };
  if (st.size > maxFileBytes) return { why: "file exceeds maxFileBytes" };
  const data = src.readFile(abs, maxFileBytes + 1);
  if (!data.ok) return { why: data.code === "ENOTREG" ? "not a regular file" : "file unreadable" };
  if (data.data.length > maxFileBytes) return { why: "file exceeds maxFileBytes" };
  return { body: data.data };
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
    const n = sanitiseBody(r.body).length;
    total += n;
    if (exhaustedAt < 0 && used + n > eff.maxSessionBytes) exhaustedAt = entries.length;
    const received = exhaustedAt < 0;
    if (received) used += n;
    entries.push({ file: f, sanitised: n, why: null, received, overBudget: !received });
  }
  return { entries, total, maxFileBytes: eff.maxFileBytes, maxSessionBytes: eff.maxSessionBytes, exhaustedAt };
}

// src/runtimes/fork/sim/code-blocks.ts
var FENCES = ["```", "~~~"];
function mayBeInCodeBlock(text, line) {
  if (line < 1) return false;
  let start = 0;
  for (let n = 1; n < line; n++) {
    const nl = text.indexOf("\n", start);
    if (nl < 0) return false;
    start = nl + 1;
  }
  if (/\r(?!\n)/.test(text)) return true;
  let col = 0;
  for (let i = start; i < text.length && col < 4; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) col++;
    else if (c === 9) col += 4 - col % 4;
    else break;
  }
  if (col >= 4) return true;
  const before2 = text.slice(0, start);
  return FENCES.some((f) => before2.includes(f));
}
function lineInCodeBlock(text, line) {
  if (!mayBeInCodeBlock(text, line)) return false;
  return codeBlockLines(text).some(([a, b]) => line >= a && line <= b);
}
function codeBlockLines(text) {
  const out = [];
  const visit = (n) => {
    if (n.type === "code" && n.position) out.push([n.position.start.line, n.position.end.line]);
    for (const c of n.children ?? []) visit(c);
  };
  visit(remark().parse(text));
  return out;
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
        inCodeBlock: f.labelFrom === "heading" && lineInCodeBlock(text, line),
        runes: f.labelTruncated ? runeCount(extractLabel(head).raw ?? Buffer.alloc(0)) : runeCount(Buffer.from(f.label ?? ""))
      };
      this.labels.set(f.abs, l);
    }
    return l;
  }
};

// src/runtimes/fork/sim/simulate.ts
var CONTEXT_HEADER = "\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n";
function simulateTarget(model, rt, discovery, cache = new ReadCache(model.source), canon) {
  return targetView(model, rt, discovery, cache, canon);
}
function simulateOneTarget(model, rt) {
  return targetView(model, rt, () => discover(model), new ReadCache(model.source), void 0);
}
function targetView(model, rt, discoveryOrWalk, cache, canon) {
  let discovery = typeof discoveryOrWalk === "function" ? null : discoveryOrWalk;
  let resolution = null;
  let manifest = null;
  let budget = null;
  let bytes = null;
  const walk = () => discovery ??= discoveryOrWalk();
  const resolved = () => resolution ??= resolveContext(model, rt, cache);
  const listed = () => manifest ??= buildManifest(model, rt, walk(), canon);
  const chunks = () => {
    const files = resolved().files;
    const m3 = listed();
    const parts = [];
    if (renderedFilesLength(files) > 0) parts.push(Buffer.from(CONTEXT_HEADER, "utf8"), ...renderFileChunks(files));
    if (m3.text !== "") parts.push(Buffer.from("\n\n", "utf8"), m3.bytes ?? Buffer.from(m3.text, "utf8"));
    return parts;
  };
  const renderedBytes = () => bytes ??= Buffer.concat(chunks());
  return {
    target: rt.target,
    get discovery() {
      return walk();
    },
    get resolution() {
      return resolved();
    },
    get manifest() {
      return listed();
    },
    get budget() {
      return budget ??= sessionBudget(model, listed().files);
    },
    injector: () => new Injector(model, rt, walk()),
    get rendered() {
      return renderedBytes().toString("utf8");
    },
    get renderedBytes() {
      return renderedBytes();
    },
    renderedChunks: () => bytes !== null ? [bytes] : chunks(),
    get renderedLength() {
      if (bytes !== null) return bytes.length;
      const m3 = listed();
      const raw = renderedFilesLength(resolved().files);
      const man = m3.text === "" ? 0 : 2 + (m3.bytes?.length ?? Buffer.byteLength(m3.text, "utf8"));
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
      for (const m3 of l.matchAll(RE[style])) {
        const start = (m3.index ?? 0) + (m3[0].length - m3[0].trimStart().length);
        const kind = m3[1] === "-next-line" ? "next-line" : m3[1] === "-line" ? "line" : "file";
        const list2 = (m3[2] ?? "").split(/\s+--\s+/)[0];
        out.push({ file, line: i + 1, column: start + 1, endColumn: (m3.index ?? 0) + m3[0].length + 1, kind, rules: list2.split(/[\s,]+/).filter(Boolean), text: m3[0].trim() });
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
  if (repositoryUp(W, root) !== null) {
    for (let a = posix.dirname(W); a.length >= root.length; a = posix.dirname(a)) {
      const up = posix.relative(W, a);
      out = replacePrefix(out, a, up, up + "/");
      if (a === root) break;
    }
  }
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
  const esc2 = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(?<![\\w./-])${esc2}(/|(?![\\w.-]))`, "g");
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
import { createHash as createHash3 } from "node:crypto";
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
  return createHash3("sha256").update([f.ruleId, f.messageId, f.span?.file ?? "", findingContent(f, text)].join("\0")).digest("hex").slice(0, 20);
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
  let at3 = 0;
  for (const [s, e] of drop.sort((a, b) => a[0] - b[0])) {
    if (s < at3) continue;
    out += text.slice(at3, s);
    at3 = e;
  }
  out += text.slice(at3);
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
    const at3 = { line: 1, column: 1 };
    return { file, start: at3, end: at3, text: "", description: "move .opencode/agent/*.md to .opencode/agents/ (the fork reads only the plural)", move: { from: ".opencode/agent/", to: ".opencode/agents/" } };
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
import { posix as posix2 } from "node:path";

// src/load/runtime-choice.ts
import { posix as path9 } from "node:path";
var MAINSTREAM_CONFIGS = ["opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"];
var FORK_ONLY = [".agents/types", ".opencode/flows", ".agents/flows"];
function worktreeOf(source, W) {
  let dir2 = W;
  for (; ; ) {
    if (source.lstat(path9.join(dir2, ".git")) !== null) return dir2;
    const up = path9.dirname(dir2);
    if (up === dir2) return "/";
    dir2 = up;
  }
}
function dirsUp(W, stop) {
  const out = [];
  let dir2 = W;
  for (; ; ) {
    out.push(dir2);
    if (dir2 === stop) return out;
    const up = path9.dirname(dir2);
    if (up === dir2) return out;
    dir2 = up;
  }
}
function chooseRuntime(source, W, flag, pinned) {
  const mainstreamFiles = () => {
    const found = [];
    for (const d of dirsUp(W, worktreeOf(source, W))) {
      for (const f of MAINSTREAM_CONFIGS) {
        const abs = path9.join(d, f);
        if (source.stat(abs)?.kind === "file") found.push(abs);
      }
    }
    return found;
  };
  if (flag !== void 0) return { id: flag, by: "flag", reason: `${RUNTIME_LABELS[flag]}, chosen with --runtime ${flag}`, otherConfigs: [] };
  if (pinned !== null) {
    return { id: pinned.id, by: "config", reason: `${RUNTIME_LABELS[pinned.id]}, pinned by "runtime": "${pinned.id}" in ${pinned.file}`, otherConfigs: [] };
  }
  const pin = 'pin it with --runtime or "runtime" in ctxlens.config.json';
  if (source.lstat(path9.join(W, ".opencode.json")) !== null) {
    return { id: "fork", by: "auto", reason: `${RUNTIME_LABELS.fork}, because of .opencode.json (${pin})`, otherConfigs: mainstreamFiles() };
  }
  const ms = mainstreamFiles();
  if (ms.length > 0) {
    return { id: "opencode", by: "auto", reason: `${RUNTIME_LABELS.opencode}, because of ${relTo(W, ms[0])} (${pin})`, otherConfigs: [] };
  }
  for (const f of FORK_ONLY) {
    if (source.stat(path9.join(W, f))?.kind === "dir") {
      return { id: "fork", by: "auto", reason: `${RUNTIME_LABELS.fork}, because of ${f}/, which only the fork reads (${pin})`, otherConfigs: [] };
    }
  }
  return { id: "opencode", by: "auto", reason: `${RUNTIME_LABELS.opencode}, the default: no runtime-specific config found (${pin})`, otherConfigs: [] };
}
function relTo(W, abs) {
  const r = path9.relative(W, abs);
  return r === "" ? "." : r;
}

// src/engine/model-facts.ts
var MAX_READ = 32 * 1024;
function modelFacts(model) {
  const m3 = model ?? {};
  const W = typeof m3.W === "string" ? m3.W : "";
  const cwd = typeof m3.cwd === "string" ? m3.cwd : W;
  const home = typeof m3.home === "string" && m3.home !== "" ? m3.home : typeof m3.env?.home === "string" ? m3.env.home : typeof m3.env?.HOME === "string" ? m3.env.HOME : null;
  let root = typeof m3.worktree === "string" ? m3.worktree : null;
  if (root === null && m3.source && cwd.startsWith("/")) {
    try {
      root = worktreeOf(m3.source, cwd);
    } catch {
      root = null;
    }
  }
  if (root === "/") root = null;
  const docs = /* @__PURE__ */ new Map();
  if (m3.documents instanceof Map) {
    for (const d of m3.documents.values()) {
      if (typeof d.file === "string" && typeof d.text === "string" && !docs.has(d.file)) docs.set(d.file, d.text);
    }
  }
  const read = /* @__PURE__ */ new Map();
  const text = (file) => {
    const d = docs.get(file);
    if (d !== void 0) return d;
    if (read.has(file)) return read.get(file);
    let t = null;
    if (m3.source && W !== "" && !file.startsWith("/") && !file.startsWith("../") && file !== "") {
      const r = m3.source.readFile(posix2.join(W, file), MAX_READ);
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
  const parts = partition(withFingerprints(dedupe2(findings), facts.text), opts.ignore ?? []);
  const shown2 = (list2) => facts.root === null ? list2 : list2.map((f) => withShownFiles(f, facts.cwd, facts.root)).sort(compareFindings);
  if (opts.inlineConfig === false) return { findings: shown2(withFixes(parts.findings, facts.text)), suppressed: shown2(parts.suppressed), simulation, ran };
  const d = applyDirectives(parts.findings, facts.text, [...facts.documentFiles, ...facts.contextFiles(simulation)]);
  return {
    findings: shown2(withFixes(withFingerprints(dedupe2([...d.kept, ...d.unused]), facts.text), facts.text)),
    suppressed: shown2([...parts.suppressed, ...d.suppressed].sort(compareFindings)),
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
function dedupe2(findings) {
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

// src/runtimes/fork/load/config-positions.ts
function childCI(node, key) {
  if (node?.type !== "object") return void 0;
  let found;
  for (const prop2 of node.children ?? []) {
    const k = prop2.children?.[0];
    if (k && typeof k.value === "string" && k.value.toLowerCase() === key.toLowerCase()) found = prop2.children?.[1];
  }
  return found;
}
function configValueSpans(doc) {
  const root = doc?.root;
  if (!doc || !root) return {};
  const lines = doc.lines;
  const spanAt = (path21) => {
    let node = root;
    for (const seg of path21) {
      if (typeof seg === "number") node = node?.type === "array" ? node.children?.[seg] : void 0;
      else node = childCI(node, seg);
      if (!node) return void 0;
    }
    return node ? lines.span(doc.file, "/" + path21.join("/"), node.offset, node.offset + node.length) : void 0;
  };
  const out = {};
  const set = (k, v) => {
    if (v !== void 0) out[k] = v;
  };
  set("maxFiles", spanAt(["contextDiscovery", "maxFiles"]));
  set("maxDepth", spanAt(["contextDiscovery", "maxDepth"]));
  set("maxSessionBytes", spanAt(["contextDiscovery", "maxSessionBytes"]));
  set("skipDirs", spanAt(["contextDiscovery", "skipDirs"]));
  set("dataDirectory", spanAt(["data", "directory"]));
  const sd = childCI(childCI(root, "contextDiscovery"), "skipDirs");
  if (sd?.type === "array") set("skipDirItems", (sd.children ?? []).map((_, i) => spanAt(["contextDiscovery", "skipDirs", i])));
  return out;
}

// src/runtimes/fork/load/config-locate.ts
var CANDIDATE_EXTENSIONS = Object.freeze(["json", "toml", "yaml", "yml", "properties", "props", "prop", "hcl", "tfvars", "dotenv", "env", "ini"]);
var CANDIDATE_NAMES = Object.freeze([...CANDIDATE_EXTENSIONS.map((e) => `.opencode.${e}`), ".opencode"]);
function globalSearchDirs(ctx) {
  const home = ctx.env["HOME"] ?? "";
  const xdg = ctx.env["XDG_CONFIG_HOME"] ?? "";
  const abs = (p) => p === "" ? clean(ctx.cwd) : isAbs(p) ? clean(p) : join(ctx.cwd, p);
  return [abs(home), abs(`${xdg}/opencode`), abs(`${home}/.config/opencode`)];
}
function probe(ctx, dirs) {
  let found = null;
  const shadowed = [];
  dirs.forEach((d, dirIndex) => {
    for (const name of CANDIDATE_NAMES) {
      const abs = join(d, name);
      const st = ctx.source.stat(abs);
      if (!st || st.kind === "dir") continue;
      if (!found) {
        found = { abs, name, dirIndex };
        continue;
      }
      if (name === ".opencode.json" && abs !== found.abs && !shadowed.includes(abs)) shadowed.push(abs);
    }
  });
  return { found, shadowed };
}
var JSON_WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
function describeJsonProblem(doc) {
  const t = doc.text;
  let i = 0;
  while (i < t.length && JSON_WS.has(t[i])) i++;
  if (i === t.length) return { detail: t.length === 0 ? "empty file (unexpected end of JSON input)" : "the file holds only white space (unexpected end of JSON input)", offset: 0, length: 0 };
  const binary = t.includes("\0") ? "binary content; " : "";
  if (t.charCodeAt(0) === 65279) return { detail: `${binary}a UTF-8 byte order mark (BOM) starts the file, which Go's encoding/json rejects`, offset: 0, length: 1 };
  const e = doc.errors[0];
  if (e) {
    const off = offsetOf(doc, e.span.start);
    const code = e.code;
    if (code === "ExceededMaxDepth") return { detail: `nesting deeper than ${GO_MAX_JSON_DEPTH} levels (Go's encoding/json limit)`, offset: off, length: 1 };
    const at3 = t[off] ?? "";
    if (code === "InvalidCommentToken") return { detail: `${binary}comment (JSON has no comments)`, offset: off, length: commentLength(t, off) };
    if ((code === "ValueExpected" || code === "PropertyNameExpected") && (at3 === "]" || at3 === "}")) {
      let j = off - 1;
      while (j >= 0 && JSON_WS.has(t[j])) j--;
      if (t[j] === ",") return { detail: `${binary}trailing comma`, offset: j, length: 1 };
    }
    if (code === "CommaExpected") return { detail: `${binary}missing comma before ${token(t, off)}`, offset: off, length: 1 };
    if (code === "ColonExpected") return { detail: `${binary}missing colon before ${token(t, off)}`, offset: off, length: 1 };
    if (code === "UnexpectedEndOfNumber") return { detail: `${binary}malformed number ${token(t, off)}`, offset: off, length: 1 };
    if (code === "UnexpectedEndOfString") return { detail: `${binary}unterminated string`, offset: off, length: 1 };
    if (code === "InvalidCharacter") return { detail: `${binary}control character inside a string`, offset: off, length: 1 };
    if (code === "InvalidEscapeCharacter" || code === "InvalidUnicode") return { detail: `${binary}invalid escape sequence in a string`, offset: off, length: 1 };
    if (code === "EndOfFileExpected") return { detail: `${binary}extra content after the top-level value (${token(t, off)})`, offset: off, length: 1 };
    if (off >= t.length || (code === "CloseBraceExpected" || code === "CloseBracketExpected") && at3 === "") return { detail: `${binary}unexpected end of file`, offset: Math.max(0, t.length - 1), length: 1 };
    if (code === "CloseBraceExpected") return { detail: `${binary}expected "}" or "," but found ${token(t, off)}`, offset: off, length: 1 };
    if (code === "CloseBracketExpected") return { detail: `${binary}expected "]" or "," but found ${token(t, off)}`, offset: off, length: 1 };
    if (code === "PropertyNameExpected") return { detail: `${binary}expected a double-quoted key but found ${token(t, off)}`, offset: off, length: 1 };
    return { detail: `${binary}invalid character ${token(t, off)}`, offset: off, length: 1 };
  }
  const root = doc.root;
  if (root && root.type !== "object" && root.type !== "null") {
    const what = root.type === "array" ? "top-level array" : `top-level ${root.type}`;
    return { detail: `${what}; the config must be a JSON object`, offset: root.offset, length: 1 };
  }
  const huge = firstNonFiniteNumber(root);
  if (huge) return { detail: `number ${t.slice(huge.offset, huge.offset + huge.length)} is out of range for a float64 (Go's encoding/json rejects it)`, offset: huge.offset, length: huge.length };
  return null;
}
function firstNonFiniteNumber(root) {
  const stack = root ? [root] : [];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n.type === "number" && !Number.isFinite(n.value)) return n;
    const kids = n.children ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return null;
}
function token(t, off) {
  if (off >= t.length) return "the end of the file";
  const cp = t.codePointAt(off);
  if (cp < 32 || cp === 127) return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  const m3 = /^("[^"\n]{0,30}"?|[A-Za-z0-9_$.+-]{1,30}|.)/u.exec(t.slice(off));
  const tok = m3 ? m3[0] : String.fromCodePoint(cp);
  return tok.startsWith('"') ? `'${tok}'` : `"${tok}"`;
}
function commentLength(t, off) {
  if (t.startsWith("//", off)) {
    const nl = t.indexOf("\n", off);
    return (nl < 0 ? t.length : nl) - off;
  }
  const end = t.indexOf("*/", off + 2);
  return (end < 0 ? t.length : end + 2) - off;
}
function offsetOf(doc, pos) {
  let line = 1;
  let i = 0;
  const t = doc.text;
  while (line < pos.line && i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 13 && t.charCodeAt(i + 1) !== 10) line++;
    i++;
  }
  return i + pos.column - 1;
}
var GO_MAX_JSON_DEPTH = 1e4;

// src/runtimes/fork/load/config-tree.ts
function goLower(s) {
  return s.toLowerCase();
}
function toCNode(doc, root, issues) {
  return build({ doc, issues }, root, "", [], false);
}
function build(st, n, ptr, path21, inArray) {
  const span = jsonSpan(st.doc, n, ptr);
  const base2 = { entries: [], items: [], span, raw: null, env: null };
  switch (n.type) {
    case "string":
      return { ...base2, kind: "string", value: String(n.value), raw: st.doc.text.slice(n.offset, n.offset + n.length) };
    case "number":
      return { ...base2, kind: "number", value: Number(n.value) };
    case "boolean":
      return { ...base2, kind: "boolean", value: Boolean(n.value) };
    case "null":
      return { ...base2, kind: "null", value: null };
    case "array":
      return {
        ...base2,
        kind: "array",
        value: null,
        items: (n.children ?? []).map((c, i) => build(st, c, pointer(ptr, i), [...path21, "[]"], true))
      };
    default:
      return { ...base2, kind: "object", value: null, entries: buildEntries(st, n, ptr, path21, inArray) };
  }
}
function props2(n) {
  const out = [];
  for (const p of n.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v) continue;
    out.push({ keyNode: k, key: String(k.value), valueNode: v });
  }
  return out;
}
function isPatternMap(path21) {
  const p = path21;
  return p.length === 4 && p[0] === "agents" && p[2] === "permission" || p.length === 3 && p[0] === "permission" && p[1] === "rules";
}
function buildEntries(st, n, ptr, path21, inArray) {
  const all = props2(n);
  const lastOfSpelling = /* @__PURE__ */ new Map();
  all.forEach((p, i) => lastOfSpelling.set(p.key, i));
  const winnerOfLower = /* @__PURE__ */ new Map();
  all.forEach((p, i) => winnerOfLower.set(goLower(p.key), i));
  const keySpan = (i) => jsonSpan(st.doc, all[i].keyNode, pointer(ptr, all[i].key));
  const out = [];
  const splitAllowed = !inArray && !isPatternMap(path21);
  all.forEach((p, i) => {
    const lower = goLower(p.key);
    const lastSame = lastOfSpelling.get(p.key);
    const winner = winnerOfLower.get(lower);
    if (lastSame !== i) {
      const later = all[lastSame];
      st.issues.push({
        rule: "config-duplicate-key",
        messageId: "duplicate",
        data: { key: p.key, line: keySpan(i).start.line, laterLine: keySpan(lastSame).start.line },
        span: keySpan(i),
        hint: `Remove one of the two "${later.key}" entries.`
      });
      return;
    }
    if (winner !== i) {
      st.issues.push({
        rule: "config-key-spelling",
        messageId: "caseCollision",
        data: { key: p.key, line: keySpan(i).start.line, other: all[winner].key, otherLine: keySpan(winner).start.line },
        span: keySpan(i)
      });
      return;
    }
    const written = { value: p.key, span: keySpan(i) };
    const vptr = pointer(ptr, p.key);
    const segs = splitAllowed && lower.includes(".") ? lower.split(".") : [lower];
    const value = build(st, p.valueNode, vptr, [...path21, ...segs], inArray);
    if (segs.length > 1 && !(path21.length === 1 && path21[0] === "agents")) {
      st.issues.push({
        rule: "config-key-spelling",
        messageId: "dottedKey",
        data: { key: p.key, nested: segs.join(" \u2192 ") },
        span: written.span
      });
    }
    insertPath(out, segs, written, value);
  });
  return out;
}
function insertPath(entries, segs, written, value) {
  const [head, ...rest] = segs;
  if (head === void 0) return;
  let e = entries.find((x) => x.key === head);
  if (rest.length === 0) {
    if (e) {
      if (e.value.kind === "object" && value.kind === "object") {
        for (const c of value.entries) insertPath(e.value.entries, [c.key], c.written, c.value);
      } else e.value = value;
    } else entries.push({ key: head, written, value });
    return;
  }
  if (!e || e.value.kind !== "object") {
    const obj = { kind: "object", value: null, entries: [], items: [], span: value.span, raw: null, env: null };
    if (e) e.value = obj;
    else entries.push(e = { key: head, written, value: obj });
  }
  insertPath(e.value.entries, rest, written, value);
}
function entry(n, key) {
  if (!n || n.kind !== "object") return void 0;
  return n.entries.find((e) => e.key === key);
}
function at2(n, ...keys) {
  let cur = n;
  for (const k of keys) cur = entry(cur, k)?.value;
  return cur ?? null;
}
function settled(n) {
  return pruneObjects(n, true);
}
function pruneObjects(n, dropNulls) {
  if (dropNulls && n.kind === "null") return null;
  if (n.kind !== "object") return n;
  const entries = [];
  for (const e of n.entries) {
    const v = pruneObjects(e.value, dropNulls);
    if (v) entries.push({ ...e, value: v });
  }
  return entries.length === 0 ? null : { ...n, entries };
}
function mergeOver(global, project) {
  if (!project) return global;
  if (!global) return project;
  if (global.kind === "object") {
    if (project.kind !== "object") return global;
    const entries = global.entries.map((e) => ({ ...e }));
    for (const pe of project.entries) {
      const ge = entries.find((e) => e.key === pe.key);
      if (ge) {
        ge.value = mergeOver(ge.value, pe.value) ?? pe.value;
        ge.written = pe.written;
      } else entries.push(pe);
    }
    return { ...project, entries };
  }
  return project;
}
function dropEmptyObjects(n) {
  return pruneObjects(n, false);
}

// src/runtimes/fork/load/config-schema.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { join as join3 } from "node:path";

// src/runtimes/fork/load/config-weak.ts
function goParseInt(s) {
  if (s === "") return 0;
  let body = s;
  let sign = 1;
  if (body[0] === "+" || body[0] === "-") {
    if (body[0] === "-") sign = -1;
    body = body.slice(1);
  }
  let base2 = 10;
  let prefixed = false;
  if (/^0[xX]/.test(body)) base2 = 16, body = body.slice(2), prefixed = true;
  else if (/^0[oO]/.test(body)) base2 = 8, body = body.slice(2), prefixed = true;
  else if (/^0[bB]/.test(body)) base2 = 2, body = body.slice(2), prefixed = true;
  else if (body.length > 1 && body[0] === "0") base2 = 8, body = body.slice(1), prefixed = true;
  if (prefixed && body.startsWith("_")) body = body.slice(1);
  if (body === "" || body.startsWith("_") || body.endsWith("_") || body.includes("__")) return null;
  const digits = body.replace(/_/g, "");
  const re = base2 === 16 ? /^[0-9a-fA-F]+$/ : base2 === 8 ? /^[0-7]+$/ : base2 === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!re.test(digits)) return null;
  let big = 0n;
  for (const d of digits) big = big * BigInt(base2) + BigInt(parseInt(d, base2));
  if (sign > 0 ? big > INT64_MAX : big > INT64_MAX + 1n) return null;
  return sign * Number(big);
}
var INT64_MAX = 9223372036854775807n;
function goParseBool(s) {
  if (s === "") return false;
  if (["1", "t", "T", "TRUE", "true", "True"].includes(s)) return true;
  if (["0", "f", "F", "FALSE", "false", "False"].includes(s)) return false;
  return null;
}
function goParseFloat(s) {
  if (s === "") return 0;
  if (/^[+-]?(inf|infinity)$/i.test(s)) return s.startsWith("-") ? -Infinity : Infinity;
  if (/^nan$/i.test(s)) return NaN;
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return Number(s);
  return null;
}
function goFormatFloat(f) {
  if (Number.isInteger(f) && Math.abs(f) >= 1e21) return BigInt(f).toString();
  if (Number.isInteger(f)) return String(f);
  const s = String(f);
  if (!/e/.test(s)) return s;
  return f.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}
function jsonTypeName(n) {
  if (n.kind === "number") return Number.isInteger(n.value) ? "integer" : "number";
  return n.kind;
}
function toGoString(n) {
  if (n.kind === "string") return { ok: true, value: n.value, weak: false };
  if (n.kind === "number") return { ok: true, value: goFormatFloat(n.value), weak: true };
  if (n.kind === "boolean") return { ok: true, value: n.value ? "1" : "0", weak: true };
  if (n.kind === "null") return { ok: true, value: "", weak: false };
  return { ok: false };
}
function toGoInt(n) {
  if (n.kind === "number") {
    const v = n.value;
    if (Math.abs(v) >= 2 ** 63) return { ok: true, value: -(2 ** 63), weak: true };
    return { ok: true, value: Math.trunc(v), weak: !Number.isInteger(v) };
  }
  return weakNumber(n, goParseInt);
}
function weakNumber(n, parse2) {
  if (n.kind === "string") {
    const v = parse2(n.value);
    return v === null ? { ok: false } : { ok: true, value: v, weak: true };
  }
  if (n.kind === "boolean") return { ok: true, value: n.value ? 1 : 0, weak: true };
  if (n.kind === "null") return { ok: true, value: 0, weak: false };
  return { ok: false };
}
function toGoFloat(n) {
  if (n.kind === "number") return { ok: true, value: n.value, weak: false };
  return weakNumber(n, goParseFloat);
}
function toGoBool(n) {
  if (n.kind === "boolean") return { ok: true, value: n.value, weak: false };
  if (n.kind === "number") return { ok: true, value: n.value !== 0, weak: true };
  if (n.kind === "string") {
    const v = goParseBool(n.value);
    return v === null ? { ok: false } : { ok: true, value: v, weak: true };
  }
  if (n.kind === "null") return { ok: true, value: false, weak: false };
  return { ok: false };
}
function sliceItems(n) {
  if (n.kind === "array") return { items: n.items, how: "array" };
  if (n.kind === "object" && n.entries.length === 0) return { items: [], how: "emptyObject" };
  if (n.kind === "string") return { items: splitString(n), how: "split" };
  return { items: [n], how: "wrapped" };
}
function splitString(n) {
  const s = n.value;
  if (s === "") return [];
  const pieces = s.split(",");
  const exact2 = n.raw !== null && n.raw === JSON.stringify(s) && n.span.start.line === n.span.end.line && !n.env;
  let off = 1;
  return pieces.map((p) => {
    const start = off;
    off += p.length + 1;
    if (!exact2) return { ...n, value: p, raw: null };
    return {
      ...n,
      value: p,
      raw: null,
      span: {
        ...n.span,
        start: { line: n.span.start.line, column: n.span.start.column + start },
        end: { line: n.span.start.line, column: n.span.start.column + start + p.length }
      }
    };
  });
}
function show2(v) {
  const s = JSON.stringify(v);
  return s === void 0 ? String(v) : s.length > 80 ? s.slice(0, 77) + "..." : s;
}

// src/runtimes/fork/load/config-schema.ts
function readConfigSchema() {
  return JSON.parse(readFileSync3(join3(packageRoot(), "schemas", "opencode-config.schema.json"), "utf8"));
}
function resolve(root, s) {
  if (s?.$ref?.startsWith("#/$defs/")) return root.$defs?.[s.$ref.slice("#/$defs/".length)];
  return s;
}
function goKind(s) {
  if (!s) return "any";
  switch (s.type) {
    case "string":
    case "integer":
    case "number":
    case "boolean":
    case "array":
      return s.type;
    case "object":
      if (s.properties) return "struct";
      return "map";
    default:
      return "any";
  }
}
function child(root, s, key) {
  const r = resolve(root, s);
  if (!r) return { name: key, schema: void 0, known: false };
  if (r.properties) {
    const name = Object.keys(r.properties).find((k) => k.toLowerCase() === key.toLowerCase());
    if (name !== void 0) return { name, schema: resolve(root, r.properties[name]), known: true };
    return { name: key, schema: void 0, known: false };
  }
  if (r.additionalProperties && typeof r.additionalProperties === "object") return { name: key, schema: resolve(root, r.additionalProperties), known: true };
  return { name: key, schema: void 0, known: true };
}
function normalise(root, tree, issues) {
  const spans = /* @__PURE__ */ new Map();
  const dotted = /* @__PURE__ */ new Set();
  const walk = (n, s, ptr, label) => {
    if (n.kind === "array") return n.items.map((it, i) => walk(it, resolve(root, resolve(root, s)?.items), pointer(ptr, i), `${label}[${i}]`));
    if (n.kind !== "object") return n.value;
    const r = resolve(root, s);
    const out = {};
    for (const e of n.entries) {
      const c = child(root, r, e.key);
      const isStruct = !!r?.properties;
      const name = isStruct ? c.name : e.key;
      const outKey = isStruct && !c.known && !e.written.value.includes(".") ? e.written.value : name;
      const p = pointer(ptr, outKey);
      const path21 = label ? `${label}.${name}` : name;
      spans.set(p, { key: e.written.span, value: e.value.span });
      if (e.written.value.includes(".")) dotted.add(p);
      if (isStruct && c.known && e.written.value !== name && !e.written.value.includes(".") && e.written.value.toLowerCase() === name.toLowerCase()) {
        issues.push({ rule: "config-key-spelling", messageId: "spelling", data: { key: e.written.value, canonical: name, path: path21 }, span: e.written.span });
      }
      out[outKey] = walk(e.value, c.schema, p, path21);
    }
    return out;
  };
  const data = walk(tree, root, "", "");
  spans.set("", { key: null, value: tree.span });
  return { data, spans, dotted };
}
function validateSchema(validator, norm, fallback, issues) {
  const spanAt = (ptr, which) => {
    let p = ptr;
    for (; ; ) {
      const s = norm.spans.get(p);
      if (s) return which === "key" && s.key || s.value;
      if (p === "") return fallback;
      p = p.slice(0, p.lastIndexOf("/"));
      which = "value";
    }
  };
  for (const v of validator.validate("opencode-config", norm.data, spanAt)) {
    if (v.kind !== "unknown-key" || norm.dotted.has(v.pointer)) continue;
    const segs = v.pointer.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    const key = segs[segs.length - 1] ?? "";
    if (segs.length === 4 && segs[0] === "agents" && segs[2] === "context") {
      const ctxObj = norm.data["agents"]?.[segs[1]]?.["context"] ?? {};
      const consequence = "paths" in ctxObj ? "" : ', and without "paths" this agent layer stays undeclared';
      issues.push({ rule: "config-unknown-context-key", messageId: "unknownKey", data: { key, agent: segs[1], consequence, suggestion: v.suggestion ? `; did you mean "${v.suggestion}"?` : "." }, span: v.span });
      continue;
    }
    if (segs.length === 2 && segs[0] === "permission") {
      issues.push({ rule: "permission-keys-ignored", messageId: "ignored", data: { key }, span: v.span });
      continue;
    }
    const where = segs.length === 1 ? "at the top level" : `in "${segs.slice(0, -1).join(".")}"`;
    const mainstream = segs.length === 1 ? MAINSTREAM_KEYS[key] : void 0;
    const suggestion = mainstream ? `; it is a mainstream OpenCode (opencode.json) key: ${mainstream}.` : v.suggestion ? `; did you mean "${v.suggestion}"?` : ".";
    issues.push({
      rule: "config-schema",
      messageId: "unknownKey",
      data: { key, where, suggestion },
      span: v.span
    });
  }
  const cd = norm.data?.["contextDiscovery"];
  if (cd && typeof cd === "object" && "skipDirs" in cd) {
    issues.push({ rule: "config-schema", messageId: "skipDirs", data: {}, span: spanAt("/contextDiscovery/skipDirs", "key") });
  }
}
function checkTypes(root, tree, issues) {
  const failures = [];
  const fail = (n, path21, expected) => {
    failures.push({ path: path21, message: `'${path21}' expected ${expected}, got unconvertible ${jsonTypeName(n)}${n.kind === "object" || n.kind === "array" ? "" : ` ${show2(n.value)}`}`, span: n.span, env: n.env });
  };
  let quiet = 0;
  const weak = (n, path21, expected, result) => {
    if (n.env || quiet > 0) return;
    issues.push({ rule: "config-weak-typing", messageId: "coerced", data: { path: path21, found: `the ${jsonTypeName(n)} ${show2(n.value)}`, expected, result: show2(result) }, span: n.span });
  };
  const scalar = (n, path21, expected, c) => {
    if (!c.ok) fail(n, path21, expected);
    else if (c.weak) weak(n, path21, expected, c.value);
  };
  const walk = (n, s, path21) => {
    const r = resolve(root, s);
    switch (goKind(r)) {
      case "any":
        return;
      case "string":
        return scalar(n, path21, "a string", toGoString(n));
      case "integer":
        return scalar(n, path21, "an integer", toGoInt(n));
      case "number":
        return scalar(n, path21, "a number", toGoFloat(n));
      case "boolean":
        return scalar(n, path21, "a boolean", toGoBool(n));
      case "array": {
        const itemKind = goKind(resolve(root, r?.items));
        if (n.kind === "object" && n.entries.length > 0 && itemKind !== "struct" && itemKind !== "map" && itemKind !== "any") return fail(n, path21, "a list");
        const { items, how } = sliceItems(n);
        if (how === "split" && !n.env) {
          issues.push({ rule: "config-weak-typing", messageId: "splitList", data: { path: path21, value: show2(n.value), result: show2(items.map((i) => i.value)) }, span: n.span });
        } else if (how === "wrapped" && !n.env) {
          const found = n.kind === "object" ? "object" : `${jsonTypeName(n)} ${show2(n.value)}`;
          issues.push({ rule: "config-weak-typing", messageId: "wrapped", data: { path: path21, found }, span: n.span });
        }
        if (how === "wrapped") quiet++;
        items.forEach((it, i) => walk(it, resolve(root, r?.items), `${path21}[${i}]`));
        if (how === "wrapped") quiet--;
        return;
      }
      case "struct":
        if (n.kind !== "object") return fail(n, path21, "an object");
        for (const e of n.entries) {
          const c = child(root, r, e.key);
          if (c.known) walk(e.value, c.schema, `${path21 ? path21 + "." : ""}${c.name}`);
        }
        return;
      case "map":
        if (n.kind === "array") {
          if (n.items.length === 0) return;
          if (n.items.every((i) => i.kind === "object")) {
            if (!n.env) issues.push({ rule: "config-weak-typing", messageId: "mergedMaps", data: { path: path21 }, span: n.span });
            for (const it of n.items) for (const e of it.entries) walk(e.value, child(root, r, e.key).schema, `${path21}.${e.key}`);
            return;
          }
        }
        if (n.kind !== "object") return fail(n, path21, "an object");
        for (const e of n.entries) walk(e.value, child(root, r, e.key).schema, `${path21}.${e.key}`);
        return;
    }
  };
  walk(tree, root, "");
  return failures;
}
var MAINSTREAM_KEYS = {
  instructions: 'the fork reads context files from "contextPaths" (and agent "context")',
  agent: 'the fork configures agents under "agents"',
  mcp: 'the fork reads MCP servers from "mcpServers"',
  provider: 'the fork reads "providers"',
  model: 'the fork sets models per agent, "agents.<id>.model"',
  small_model: 'the fork sets models per agent, "agents.<id>.model"',
  tools: 'the fork sets tools per agent, "agents.<id>.tools"',
  plugin: "the fork has no plugins",
  plugins: "the fork has no plugins",
  theme: 'the fork reads "tui.theme"',
  keybinds: "the fork has no keybinds setting",
  share: "the fork has no share setting",
  autoupdate: "the fork has no autoupdate setting",
  formatter: "the fork has no formatter setting",
  mode: 'the fork has no modes; agents take "mode" under "agents.<id>"'
};

// src/runtimes/fork/load/config-read.ts
var MAX_CHECKED_DEPTH = 512;
var MAX_CONFIG_BYTES2 = 1024 * 1024;
var UNREAD_CONFIG_NAMES = [".opencode.jsonc", ".opencode.json5", ".opencode/.opencode.json", ".opencode/.opencode.jsonc"];
function unreadConfigFiles(ctx, used) {
  for (const name of UNREAD_CONFIG_NAMES) {
    const abs = join(ctx.cwd, name);
    if (ctx.source.stat(abs)?.kind !== "file") continue;
    const file = displayName(ctx, abs);
    const instead = used !== null ? `The runtime reads ${used} instead.` : "Without a .opencode.json the runtime runs on defaults.";
    const messageId = name.endsWith("c") || name.endsWith("5") ? "jsonc" : "location";
    ctx.issues.push({ rule: "config-file-not-read", messageId, data: { file, instead }, span: { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
  }
}
function emptyObject(file) {
  return { kind: "object", value: null, entries: [], items: [], span: fileSpan(file), raw: null, env: null };
}
function displayName(ctx, abs) {
  const r = rel(clean(ctx.cwd), abs);
  return r !== null && !r.startsWith("..") && r !== "." ? r : abs;
}
function candidateIssues(ctx, name, abs, shadowed) {
  const file = displayName(ctx, abs);
  if (name !== ".opencode.json") ctx.issues.push({ rule: "config-candidate-file", messageId: "otherName", data: { file: name }, span: fileSpan(file) });
  for (const s of shadowed) ctx.issues.push({ rule: "config-candidate-file", messageId: "shadows", data: { file: abs, shadowed: s }, span: fileSpan(file) });
}
function readConfig(ctx, abs, isGlobal, fatals) {
  const file = displayName(ctx, abs);
  const r = ctx.source.readFile(abs, MAX_CONFIG_BYTES2 + 1);
  if (!r.ok) {
    const detail = READ_ERRORS[r.code] ?? r.code;
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail }, span: fileSpan(file) });
    if (isGlobal) fatals.push(`failed to read config: ${detail}`);
    return "unreadable";
  }
  if (r.size > MAX_CONFIG_BYTES2) {
    const start = { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail: `it is ${r.size} bytes, over the ${MAX_CONFIG_BYTES2} bytes ctxlens reads; the runtime reads it, but ctxlens checks none of its settings and simulates with the defaults` }, span: start });
    return "unchecked";
  }
  const text = r.data.toString("utf8");
  const goDeep = deepNestingOffset(text, GO_MAX_JSON_DEPTH);
  const tooDeep = goDeep >= 0 ? goDeep : deepNestingOffset(text, MAX_CHECKED_DEPTH);
  if (tooDeep >= 0) {
    const lines = new LineIndex(text);
    ctx.documents.set(file, { file, abs, kind: "config", text, lines });
    const span = lines.span(file, "", tooDeep, tooDeep + 1);
    if (goDeep >= 0) {
      const doc2 = { file, text, lines, root: void 0, errors: [{ code: "ExceededMaxDepth", message: "exceeded max depth", span }] };
      return { abs, file, doc: doc2, tree: null };
    }
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail: `it nests values more than ${MAX_CHECKED_DEPTH} levels deep; ctxlens does not check it and applies none of its settings` }, span });
    return "unchecked";
  }
  const doc = parseJson(text, file);
  ctx.documents.set(file, { file, abs, kind: "config", text, lines: doc.lines });
  const problem = describeJsonProblem(doc);
  if (problem) return { abs, file, doc, tree: null };
  const tree = doc.root && doc.root.type === "object" ? toCNode(doc, doc.root, ctx.issues) : emptyObject(file);
  return { abs, file, doc, tree };
}
var READ_ERRORS = {
  ENOENT: "the file does not exist",
  EISDIR: "it is a directory",
  EACCES: "permission denied",
  ENOTREG: "it is not a regular file (the runtime would block or fail reading it)",
  ELOOP: "too many levels of symbolic links",
  EIO: "input/output error"
};
function writtenAgentKeys(f) {
  const out = [];
  const root = f.doc.root;
  if (!root || root.type !== "object") return out;
  for (const p of root.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v || goLower(String(k.value)) !== "agents" || v.type !== "object") continue;
    for (const ap of v.children ?? []) {
      const ak = ap.children?.[0];
      if (ak) out.push({ value: String(ak.value), span: f.doc.lines.span(f.file, `/${String(k.value)}/${String(ak.value)}`, ak.offset, ak.offset + ak.length) });
    }
  }
  return out;
}

// src/runtimes/fork/load/config-env.ts
var DEFAULT_KEYS = [
  "data.directory",
  "contextpaths",
  "contextdiscovery.enabled",
  "contextdiscovery.maxfiles",
  "contextdiscovery.maxdepth",
  "contextdiscovery.maxfilebytes",
  "contextdiscovery.maxsessionbytes",
  "tui.theme",
  "autocompact",
  "skills.maxdescriptionchars",
  "skills.maxlistingchars",
  "shell.path",
  "shell.args",
  "sessionprovider.type",
  "sessionprovider.mysql.port",
  "sessionprovider.mysql.maxconnections",
  "sessionprovider.mysql.maxidleconnections",
  "sessionprovider.mysql.connectiontimeout",
  "debug",
  "log.level"
];
function canonicalKey(schema, segs) {
  const out = [];
  let s = schema;
  for (const seg of segs) {
    const r = s?.$ref ? schema.$defs?.[s.$ref.slice("#/$defs/".length)] : s;
    const name = r?.properties ? Object.keys(r.properties).find((k) => k.toLowerCase() === seg) : void 0;
    out.push(name ?? seg);
    s = name ? r?.properties?.[name] : r?.additionalProperties && typeof r.additionalProperties === "object" ? r.additionalProperties : void 0;
  }
  return out.join(".");
}
function leafKeys(n, prefix, out) {
  if (n.kind !== "object") {
    if (prefix.length) out.push(prefix);
    return;
  }
  for (const e of n.entries) leafKeys(e.value, [...prefix, e.key], out);
}
function setLeaf(tree, segs, variable, value) {
  let cur = tree;
  for (let i = 0; i < segs.length - 1; i++) {
    let e2 = entry(cur, segs[i]);
    if (!e2) {
      e2 = { key: segs[i], written: { value: segs[i], span: cur.span }, value: { ...emptyObject(cur.span.file), span: cur.span, env: variable } };
      cur.entries.push(e2);
    }
    if (e2.value.kind !== "object") return void 0;
    e2.value = { ...e2.value, entries: [...e2.value.entries] };
    cur = e2.value;
  }
  const last = segs[segs.length - 1];
  const e = entry(cur, last);
  const old = e?.value ?? null;
  if (old && old.kind === "object") return void 0;
  if (e) e.value = value(old);
  else cur.entries.push({ key: last, written: { value: last, span: cur.span }, value: value(null) });
  return old;
}
function cloneObject(n) {
  return { ...n, entries: n.entries.map((e) => ({ ...e, value: e.value.kind === "object" ? cloneObject(e.value) : e.value })) };
}
function applyEnv(ctx, schema, merged) {
  const tree = cloneObject(merged);
  const leaves = [];
  leafKeys(merged, [], leaves);
  const keys = /* @__PURE__ */ new Map();
  for (const k of [...DEFAULT_KEYS.map((k2) => k2.split(".")), ...leaves]) keys.set(k.join("."), k);
  const overrides = [];
  const apply = (segs, variable, raw, node) => {
    const old = setLeaf(tree, segs, variable, node);
    if (old === void 0) return;
    const key = canonicalKey(schema, segs);
    const affectsContext = segs[0] === "contextpaths" || segs[0] === "contextdiscovery" || segs[0] === "data" && segs[1] === "directory";
    overrides.push({ variable, key, value: raw, span: old && !old.env ? old.span : null, affectsContext, error: null });
  };
  const sorted = [...keys.entries()].sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const viperSet = /* @__PURE__ */ new Set(["disablelspdownload", "sessionprovider.type", "sessionprovider.mysql.dsn"]);
  for (const [k, segs] of sorted) {
    if (viperSet.has(k)) continue;
    const variable = `OPENCODE_${k.toUpperCase()}`;
    const raw = ctx.env[variable];
    if (raw === void 0 || raw === "") continue;
    apply(segs, variable, raw, (old) => envNode(raw, variable, old));
  }
  const lsp = ctx.env["OPENCODE_DISABLE_LSP_DOWNLOAD"];
  if (lsp === "true" || lsp === "1") {
    apply(["disablelspdownload"], "OPENCODE_DISABLE_LSP_DOWNLOAD", lsp, (old) => ({ ...envNode(lsp, "OPENCODE_DISABLE_LSP_DOWNLOAD", old), kind: "boolean", value: true }));
  }
  for (const [variable, segs] of [
    ["OPENCODE_SESSION_PROVIDER_TYPE", ["sessionprovider", "type"]],
    ["OPENCODE_MYSQL_DSN", ["sessionprovider", "mysql", "dsn"]]
  ]) {
    const raw = ctx.env[variable];
    if (raw) apply([...segs], variable, raw, (old) => envNode(raw, variable, old));
  }
  return { tree, overrides };
}
function envNode(raw, variable, old) {
  return { kind: "string", value: raw, entries: [], items: [], span: old?.span ?? fileSpan(""), raw: null, env: variable };
}

// src/runtimes/fork/load/permission-actions.ts
var import_yaml5 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/yaml-v3.ts
var import_yaml4 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/yaml-v3-resolve.ts
var import_yaml2 = __toESM(require_dist(), 1);
var YAML11_TRUE = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"]);
var YAML11_FALSE = /* @__PURE__ */ new Set(["n", "N", "no", "No", "NO", "off", "Off", "OFF"]);
var LONG_TAG_PREFIX = "tag:yaml.org,2002:";
var RESOLVE_MAP = new Map([
  ...["true", "True", "TRUE"].map((s) => [s, { tag: "!!bool", value: true }]),
  ...["false", "False", "FALSE"].map((s) => [s, { tag: "!!bool", value: false }]),
  ...["", "~", "null", "Null", "NULL"].map((s) => [s, { tag: "!!null", value: null }]),
  ...[".nan", ".NaN", ".NAN"].map((s) => [s, { tag: "!!float", value: NaN }]),
  ...[".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"].map((s) => [s, { tag: "!!float", value: Infinity }]),
  ...["-.inf", "-.Inf", "-.INF"].map((s) => [s, { tag: "!!float", value: -Infinity }]),
  ["<<", { tag: "!!merge", value: "<<" }]
]);
var YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var RESOLVABLE = /* @__PURE__ */ new Set(["", "!!str", "!!bool", "!!int", "!!float", "!!null", "!!timestamp"]);
var MAX_INT64 = 9223372036854775807n;
var MAX_UINT64 = 18446744073709551615n;
function hintOf(s) {
  if (s === "") return "M";
  const c = s[0];
  if (c === "+" || c === "-") return "S";
  if (c >= "0" && c <= "9") return "D";
  if ("yYnNtTfFoO~".includes(c)) return "M";
  if (c === ".") return ".";
  return null;
}
function goUintBase0(s) {
  if (/^0[xX][0-9a-fA-F]+$/.test(s)) return BigInt("0x" + s.slice(2));
  if (/^0[bB][01]+$/.test(s)) return BigInt("0b" + s.slice(2));
  if (/^0[oO][0-7]+$/.test(s)) return BigInt("0o" + s.slice(2));
  if (/^0[0-7]*$/.test(s)) return s.length > 1 ? BigInt("0o" + s.slice(1)) : 0n;
  if (/^[1-9][0-9]*$/.test(s)) return BigInt(s);
  return null;
}
function goInt(s) {
  const neg = s[0] === "-";
  const signed = s[0] === "+" || neg;
  const u = goUintBase0(signed ? s.slice(1) : s);
  if (u === null) return null;
  const v = neg ? -u : u;
  if (v <= MAX_INT64 && v >= -MAX_INT64 - 1n) return { value: Number(v), uint64: false };
  if (!signed && u <= MAX_UINT64) return { value: Number(u), uint64: true };
  return null;
}
function underscoreOK(s) {
  let saw = "^";
  const t = s[0] === "-" || s[0] === "+" ? s.slice(1) : s;
  for (const c of t) {
    if (c >= "0" && c <= "9") saw = "0";
    else if (c === "_") {
      if (saw !== "0") return false;
      saw = "_";
    } else {
      if (saw === "_") return false;
      saw = "!";
    }
  }
  return saw !== "_";
}
function goFloatDot(s) {
  if (!/^\.[0-9_]*([eE][-+]?[0-9][0-9_]*)?$/.test(s) || !/^\.[_]*[0-9]/.test(s)) return null;
  if (s.includes("_") && !underscoreOK(s)) return null;
  const v = Number(s.replace(/_/g, ""));
  return Number.isFinite(v) ? v : null;
}
function daysIn(month, year) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
var TS_DATE = /^([0-9]{4})-([0-9][0-9]?)-([0-9][0-9]?)(?:([ Tt])([0-9][0-9]?):([0-9][0-9]?):([0-9][0-9]?)(?:[.,][0-9]+)?(Z|[-+][0-9]{2}:[0-9]{2})?)?$/;
function isGoTimestamp(s) {
  const m3 = TS_DATE.exec(s);
  if (!m3) return false;
  const [, y, mo, d, sep2, h, mi, se, zone] = m3;
  const month = Number(mo);
  if (month < 1 || month > 12 || Number(d) < 1 || Number(d) > daysIn(month, Number(y))) return false;
  if (sep2 === void 0) return true;
  if (Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return false;
  if (sep2 === " ") return zone === void 0;
  if (zone === void 0) return false;
  return zone === "Z" || Number(zone.slice(1, 3)) <= 24 && Number(zone.slice(4, 6)) <= 60;
}
function resolvePlain(tag, text) {
  const hint2 = hintOf(text);
  if (hint2 !== null) {
    const item = RESOLVE_MAP.get(text);
    if (item) return { tag: item.tag, text, value: item.value };
    if (hint2 === ".") {
      const f = goFloatDot(text);
      if (f !== null) return { tag: "!!float", text, value: f };
    } else if (hint2 === "D" || hint2 === "S") {
      if ((tag === "" || tag === "!!timestamp") && isGoTimestamp(text)) return { tag: "!!timestamp", text, value: text };
      const plain = text.replace(/_/g, "");
      const i = goInt(plain);
      if (i !== null) return i.uint64 ? { tag: "!!int", text, value: i.value, uint64: true } : { tag: "!!int", text, value: i.value };
      if (YAML_STYLE_FLOAT.test(plain)) {
        const f = Number(plain);
        if (Number.isFinite(f)) return { tag: "!!float", text, value: f };
      }
    }
  }
  return { tag: "!!str", text, value: text };
}
function shortTag(tag) {
  return tag.startsWith(LONG_TAG_PREFIX) ? "!!" + tag.slice(LONG_TAG_PREFIX.length) : tag;
}
function scalarText(n) {
  const src = n.source;
  if (typeof src === "string") return src;
  return n.value === null || n.value === void 0 ? "" : String(n.value);
}
function goBase64(s) {
  const t = s.replace(/[\r\n]/g, "");
  if (t.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(t)) return null;
  return Buffer.from(t, "base64").toString("utf8");
}
function resolveScalar(n) {
  const text = scalarText(n);
  const explicit = n.tag && n.tag !== "!" ? shortTag(n.tag) : "";
  const plain = n.type === "PLAIN" || n.type === void 0;
  if (explicit === "!!str" || explicit === "" && !plain) return { tag: "!!str", text, value: text };
  if (explicit === "" && text === "<<") return { tag: "!!merge", text, value: text };
  if (explicit === "!!binary") {
    const data = goBase64(text);
    return data === null ? { tag: "!!binary", text, value: text, fatal: "!!binary value contains invalid base64 data" } : { tag: "!!binary", text, value: data };
  }
  if (!RESOLVABLE.has(explicit)) return { tag: explicit, text, value: text };
  const r = resolvePlain(explicit, text);
  if (explicit === "" || r.tag === explicit) return r;
  if (explicit === "!!float" && r.tag === "!!int") return { tag: "!!float", text, value: r.value };
  return { ...r, tag: explicit, fatal: `cannot decode ${r.tag} \`${text}\` as a ${explicit}` };
}
function nodeTag(n) {
  const explicit = n.tag && n.tag !== "!" ? shortTag(n.tag) : "";
  if (explicit !== "") return explicit;
  if ((0, import_yaml2.isMap)(n)) return "!!map";
  if ((0, import_yaml2.isSeq)(n)) return "!!seq";
  if ((0, import_yaml2.isScalar)(n)) return resolveScalar(n).tag;
  return "";
}
function isNullNode(n) {
  return !n || (0, import_yaml2.isScalar)(n) && resolveScalar(n).tag === "!!null";
}
function goQuote(s) {
  return JSON.stringify(s);
}
function shownValue(text) {
  const b = Buffer.from(text, "utf8");
  return b.length > 10 ? "`" + b.subarray(0, 7).toString("utf8") + "...`" : "`" + text + "`";
}

// src/runtimes/fork/load/yaml-v3-types.ts
var STR = { k: "string", name: "string" };
var INT = { k: "int", name: "int" };
var INT64 = { k: "int", name: "int64" };
var BOOL = { k: "bool" };
var FLOAT = { k: "float" };
var ANY = { k: "any" };
var STRINGS = { k: "slice", name: "[]string", elem: STR };
var ANY_MAP = { k: "map", name: "map[string]interface {}", elem: ANY };
var BOOL_MAP = { k: "map", name: "map[string]bool", elem: BOOL };

// src/runtimes/fork/load/yaml-v3-parse.ts
var import_yaml3 = __toESM(require_dist(), 1);
var anchorsOf = /* @__PURE__ */ new WeakMap();
function aliasTargets(y) {
  let out = anchorsOf.get(y);
  if (out) return out;
  const targets = /* @__PURE__ */ new Map();
  const named = /* @__PURE__ */ new Map();
  const walk = (n, depth) => {
    if (!n || depth > 1e4) return;
    if ((0, import_yaml3.isAlias)(n)) {
      targets.set(n, named.get(n.source) ?? null);
      return;
    }
    if ((0, import_yaml3.isPair)(n)) {
      walk(n.key, depth + 1);
      walk(n.value, depth + 1);
      return;
    }
    const anchor = n.anchor;
    if (anchor) named.set(anchor, n);
    if ((0, import_yaml3.isMap)(n) || (0, import_yaml3.isSeq)(n)) for (const it of n.items) walk(it, depth + 1);
  };
  walk(y.doc.contents, 0);
  out = targets;
  anchorsOf.set(y, out);
  return out;
}
function yamlV3ParseError(y, lineBase = 1) {
  const e = y.errors.find((x) => x.code !== "DUPLICATE_KEY" && x.code !== "MULTIPLE_DOCS" && x.code !== "TOO_DEEP_TO_CHECK");
  let unknown = null;
  for (const [alias, target] of aliasTargets(y)) {
    if (target !== null) continue;
    const offset2 = alias.range?.[0] ?? 0;
    if (!unknown || offset2 < unknown.offset) unknown = { alias, offset: offset2 };
  }
  if (unknown) {
    const span = yamlSpan(y, unknown.alias, "");
    const before2 = !e || span.start.line < e.span.start.line || span.start.line === e.span.start.line && span.start.column < e.span.start.column;
    if (before2) return { message: `yaml: unknown anchor '${unknown.alias.source}' referenced`, span };
  }
  if (!e) return null;
  const msg = e.message.replace(/ at line \d+, column \d+:?$/, "");
  return { message: `yaml: line ${e.span.start.line - lineBase + 1}: ${msg.charAt(0).toLowerCase()}${msg.slice(1)}`, span: e.span };
}

// src/runtimes/fork/load/yaml-v3.ts
var V3Fatal = class extends Error {
  constructor(message2, node, pointer2 = "") {
    super(message2);
    this.node = node;
    this.pointer = pointer2;
  }
  node;
  pointer;
};
function esc(k) {
  return k.replace(/~/g, "~0").replace(/\//g, "~1");
}
function isMergeKey(k) {
  return (0, import_yaml4.isScalar)(k) && scalarText(k) === "<<" && nodeTag(k) === "!!merge";
}
var TWO63 = 2 ** 63;
var V3Decoder = class {
  /** `lineBase`: the 1-based file line of the decoded text's first line (2 for frontmatter). */
  constructor(y, lineBase = 1) {
    this.y = y;
    this.lineBase = lineBase;
  }
  y;
  lineBase;
  errors = [];
  decodeCount = 0;
  aliasCount = 0;
  aliasDepth = 0;
  active = /* @__PURE__ */ new Set();
  /** yaml.v3's 1-based line of a node, counted from the decoded text's first line. */
  line(n) {
    const r = n?.range;
    const fileLine = r ? this.y.lines.pos(this.y.offset + r[0]).line : this.lineBase;
    return fileLine - this.lineBase + 1;
  }
  /** Span of a node in the file (the document when `n` is missing). */
  span(n, pointer2 = "") {
    return yamlSpan(this.y, n ?? null, pointer2);
  }
  /** The node an alias refers to, without counting (for positions); other nodes as they are. */
  peek(n) {
    if ((0, import_yaml4.isAlias)(n)) return aliasTargets(this.y).get(n) ?? null;
    return n ?? null;
  }
  /** yaml.v3's per-`unmarshal` counters and the excessive-aliasing check. Throws `V3Fatal`. */
  count(at3 = null) {
    this.decodeCount++;
    if (this.aliasDepth > 0) this.aliasCount++;
    if (this.aliasCount > 100 && this.decodeCount > 1e3 && this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)) {
      throw new V3Fatal("yaml: document contains excessive aliasing", at3);
    }
  }
  /** Run `fn` on an alias's target, as yaml.v3's `d.alias` does (cycle check, alias depth). */
  through(a, fn) {
    if (this.active.has(a)) throw new V3Fatal(`yaml: anchor '${a.source}' value contains itself`, a);
    this.active.add(a);
    this.aliasDepth++;
    try {
      return fn(this.peek(a));
    } finally {
      this.aliasDepth--;
      this.active.delete(a);
    }
  }
  /** Record a type error (`terror`) about `n`, positioned at `at` (an alias that led to it) or `n`. */
  terror(n, goType, pointer2, at3 = null) {
    const tag = nodeTag(n);
    const value = tag === "!!seq" || tag === "!!map" ? "" : " " + shownValue((0, import_yaml4.isScalar)(n) ? scalarText(n) : "");
    this.errors.push({ text: `line ${this.line(n)}: cannot unmarshal ${tag}${value} into ${goType}`, pointer: pointer2, node: at3 ?? n, span: this.span(at3 ?? n, pointer2) });
  }
  /**
   * yaml.v3's duplicate-key check of one mapping (same node kind and text; an alias key's text is
   * its anchor name, a collection key's is empty). Records one error per later duplicate of each
   * key; returns false when there was any.
   */
  checkDuplicates(m3, pointer2) {
    const seen = /* @__PURE__ */ new Map();
    let found = false;
    for (const p of m3.items) {
      const k = p.key;
      const id = keyId(k);
      const earlier = seen.get(id);
      if (earlier) {
        found = true;
        earlier.push(k);
      } else seen.set(id, [k]);
    }
    if (!found) return true;
    const items = m3.items.map((p) => p.key);
    for (let i = 0; i < items.length; i++) {
      const group = seen.get(keyId(items[i]));
      if (group.length < 2) continue;
      const at3 = group.indexOf(items[i]);
      for (const kj of group.slice(at3 + 1)) {
        const text = keyValue(kj);
        const p = `${pointer2}/${esc(text)}`;
        this.errors.push({
          text: `line ${this.line(kj)}: mapping key ${goQuote(text)} already defined at line ${this.line(items[i])}`,
          pointer: p,
          node: kj,
          span: this.span(kj, p),
          firstSpan: this.span(items[i], p)
        });
      }
    }
    return false;
  }
  /**
   * Decode a document (`yaml.Unmarshal`) or one node (`node.Decode`, when `node` is given) into
   * `t`. Returns the value and, when yaml.v3 returns an error, its text and position. Never throws.
   */
  unmarshal(t, node) {
    try {
      const root = node === void 0 ? this.y.doc.contents ?? null : node;
      if (node === void 0) this.count();
      const r = this.decode(root, t, "");
      if (this.errors.length === 0) return { value: r.value, error: null };
      const first = this.errors[0];
      return { value: r.value, error: { message: "yaml: unmarshal errors:\n  " + this.errors.map((e) => e.text).join("\n  "), node: first.node, span: first.span, errors: this.errors } };
    } catch (e) {
      if (!(e instanceof V3Fatal)) throw e;
      return { value: void 0, error: { message: e.message, node: e.node, span: this.span(e.node, e.pointer), errors: [] } };
    }
  }
  /** Decode one node into `t` (yaml.v3 `d.unmarshal`). Throws `V3Fatal` for fatal errors. */
  decode(nIn, t, pointer2, via = null) {
    this.count(nIn);
    if ((0, import_yaml4.isAlias)(nIn)) return this.through(nIn, (target) => this.decode(target, t, pointer2, via ?? nIn));
    const n = nIn ?? null;
    if (n === null || isNullNode(n)) return this.zero(n, t);
    if (t.k === "custom") return { ok: true, value: t.decode(this, n, pointer2) };
    if ((0, import_yaml4.isScalar)(n)) {
      const r = resolveScalar(n);
      if (r.fatal) throw new V3Fatal("yaml: " + r.fatal, n, pointer2);
      switch (t.k) {
        case "string":
        case "ptrString":
          return { ok: true, value: r.tag === "!!binary" ? r.value : r.text };
        case "any":
          return { ok: true, value: r.value };
        case "bool":
          if (typeof r.value === "boolean") return { ok: true, value: r.value };
          if (typeof r.value === "string" && r.tag !== "!!timestamp") {
            if (YAML11_TRUE.has(r.value)) return { ok: true, value: true };
            if (YAML11_FALSE.has(r.value)) return { ok: true, value: false };
          }
          break;
        case "int":
          if (r.tag === "!!int" && !r.uint64 && typeof r.value === "number") return { ok: true, value: r.value };
          if (r.tag === "!!float" && typeof r.value === "number" && r.value <= TWO63) {
            return { ok: true, value: r.value < TWO63 && r.value >= -TWO63 ? Math.trunc(r.value) || 0 : -TWO63 };
          }
          break;
        case "float":
          if (typeof r.value === "number" && r.tag !== "!!timestamp") return { ok: true, value: r.value };
          break;
      }
      return this.fail(n, t, pointer2, via);
    }
    if ((0, import_yaml4.isMap)(n)) {
      if (!this.checkDuplicates(n, pointer2)) return { ok: false, value: void 0 };
      if (t.k === "struct") return { ok: true, value: this.struct(n, t, pointer2, null, null) };
      if (t.k === "map") return { ok: true, value: this.map(n, t.elem, pointer2, null, null) };
      if (t.k === "any") return { ok: true, value: this.map(n, t, pointer2, null, null) };
      return this.fail(n, t, pointer2, via);
    }
    if ((0, import_yaml4.isSeq)(n)) {
      if (t.k === "slice") return { ok: true, value: this.slice(n, t.elem, pointer2) };
      if (t.k === "any") return { ok: true, value: n.items.map((it, i) => this.decode(it, t, `${pointer2}/${i}`).value) };
      return this.fail(n, t, pointer2, via);
    }
    return this.zero(null, t);
  }
  /** The value a YAML null leaves (`d.null`): nil pointers, maps, slices and interfaces are good; others keep the zero value, "not good". */
  zero(n, t) {
    switch (t.k) {
      case "string":
        return { ok: false, value: "" };
      case "int":
      case "float":
        return { ok: false, value: 0 };
      case "bool":
        return { ok: false, value: false };
      case "struct":
        return t.ptr ? { ok: true, value: void 0 } : { ok: false, value: this.emptyStruct(n) };
      case "custom":
        return { ok: false, value: void 0 };
      case "any":
        return { ok: true, value: null };
      default:
        return { ok: true, value: void 0 };
    }
  }
  /** A struct with no keys (the zero value), anchored at `n` or the document. */
  emptyStruct(n) {
    return { node: n ?? this.y.doc.contents, doc: this.y, keys: /* @__PURE__ */ new Map(), f: /* @__PURE__ */ Object.create(null) };
  }
  fail(n, t, pointer2, via) {
    this.terror(n, typeName2(t), pointer2, via);
    return { ok: false, value: void 0 };
  }
  slice(n, elem, pointer2) {
    const out = [];
    n.items.forEach((it, i) => {
      const p = `${pointer2}/${i}`;
      const r = this.decode(it, elem, p);
      if (r.ok) out.push({ value: r.value, node: this.peek(it) ?? n, pointer: p });
    });
    return out;
  }
  /** `mappingStruct`: explicit keys in order (unknown ones recorded, not decoded), then the `<<` merge. */
  struct(m3, t, pointer2, merged, into) {
    const s = into ?? { node: m3, doc: this.y, keys: /* @__PURE__ */ new Map(), f: /* @__PURE__ */ Object.create(null) };
    let mergeNode = null;
    for (const p of m3.items) {
      if (isMergeKey(p.key)) {
        mergeNode = p.value ?? null;
        continue;
      }
      const name = this.decode(p.key, STR, pointer2);
      if (!name.ok) continue;
      const k = name.value;
      if (merged) {
        if (merged.has(k)) continue;
        merged.add(k);
      }
      const raw = p.value ?? null;
      s.keys.set(k, { key: p.key, value: this.peek(raw), raw });
      const ft = Object.prototype.hasOwnProperty.call(t.fields, k) ? t.fields[k] : void 0;
      if (ft) s.f[k] = this.decode(raw, ft, `${pointer2}/${esc(k)}`).value;
    }
    if (mergeNode !== null) this.merge(m3, mergeNode, merged, pointer2, (mm, set) => void this.struct(mm, t, pointer2, set, s));
    return s;
  }
  /** `mapping` into `map[string]E` (or `interface{}` when `elem` is `any` itself): string keys, later merges never override. */
  map(m3, elem, pointer2, merged, into) {
    const out = into ?? {};
    let mergeNode = null;
    for (const p of m3.items) {
      if (isMergeKey(p.key)) {
        mergeNode = p.value ?? null;
        continue;
      }
      const key = this.decode(p.key, STR, pointer2);
      if (!key.ok) continue;
      const k = key.value;
      if (merged) {
        if (merged.has(k)) continue;
        merged.add(k);
      }
      const r = this.decode(p.value, elem, `${pointer2}/${esc(k)}`);
      if (r.ok || isNullNode(this.peek(p.value))) setKey(out, k, r.value ?? null);
    }
    if (mergeNode !== null) this.merge(m3, mergeNode, merged, pointer2, (mm, set) => void this.map(mm, elem, pointer2, set, out));
    return out;
  }
  /** yaml.v3 `d.merge`: the parent's keys are taken, then each merged mapping decodes into the same value. */
  merge(parent, mergeNode, merged, pointer2, apply) {
    let set = merged;
    if (set === null) {
      set = /* @__PURE__ */ new Set();
      for (const p of parent.items) {
        const k = this.decode(p.key, { k: "any" }, pointer2);
        const v = k.value;
        set.add(typeof v === "string" ? v : `\0${String(v)}`);
      }
    }
    const wantMap = () => {
      throw new V3Fatal("yaml: map merge requires map or sequence of maps as the value", this.peek(mergeNode), pointer2);
    };
    const one = (n) => {
      if ((0, import_yaml4.isAlias)(n) && !(0, import_yaml4.isMap)(this.peek(n))) wantMap();
      this.count(n);
      const go = (target) => {
        if ((0, import_yaml4.isMap)(target) && this.checkDuplicates(target, pointer2)) apply(target, set);
      };
      if ((0, import_yaml4.isAlias)(n)) {
        this.through(n, (target) => {
          this.count(target);
          go(target);
        });
      } else go(n);
    };
    if ((0, import_yaml4.isMap)(mergeNode) || (0, import_yaml4.isAlias)(mergeNode)) one(mergeNode);
    else if ((0, import_yaml4.isSeq)(mergeNode)) {
      for (const it of mergeNode.items) {
        if (!(0, import_yaml4.isMap)(it) && !((0, import_yaml4.isAlias)(it) && (0, import_yaml4.isMap)(this.peek(it)))) wantMap();
        one(it);
      }
    } else wantMap();
  }
  /**
   * The document (or a node) as plain JSON for schema checks, scalars resolved as yaml.v3 does
   * (non-finite floats and timestamps as their text), merges applied, later duplicate keys
   * winning. Aliases count against the same cap. Throws `V3Fatal`.
   */
  plain(nIn) {
    this.count(nIn);
    if ((0, import_yaml4.isAlias)(nIn)) return this.through(nIn, (t) => this.plain(t));
    const n = nIn ?? null;
    if (n === null) return null;
    if ((0, import_yaml4.isScalar)(n)) {
      const r = resolveScalar(n);
      return typeof r.value === "number" && !Number.isFinite(r.value) ? r.text : r.value;
    }
    if ((0, import_yaml4.isSeq)(n)) return n.items.map((it) => this.plain(it));
    if (!(0, import_yaml4.isMap)(n)) return null;
    const out = {};
    let mergeNode = null;
    for (const p of n.items) {
      if (isMergeKey(p.key)) {
        mergeNode = p.value;
        continue;
      }
      const k = this.peek(p.key);
      if (k !== null && !(0, import_yaml4.isScalar)(k)) continue;
      setKey(out, k === null ? "" : scalarText(k), this.plain(p.value));
    }
    const target = this.peek(mergeNode);
    const maps = (0, import_yaml4.isMap)(target) ? [mergeNode] : (0, import_yaml4.isSeq)(target) ? target.items : [];
    for (const mm of maps) {
      const sub = (0, import_yaml4.isMap)(this.peek(mm)) ? this.plain(mm) : null;
      if (!sub || typeof sub !== "object") continue;
      for (const [k, v] of Object.entries(sub)) if (!Object.prototype.hasOwnProperty.call(out, k)) setKey(out, k, v);
    }
    return out;
  }
};
function allowedAliasRatio(decodeCount) {
  if (decodeCount <= 4e5) return 0.99;
  if (decodeCount >= 4e6) return 0.1;
  return 0.99 - 0.89 * ((decodeCount - 4e5) / 36e5);
}
function typeName2(t) {
  switch (t.k) {
    case "bool":
      return "bool";
    case "float":
      return "float64";
    case "ptrString":
      return "string";
    case "any":
      return "interface {}";
    default:
      return t.name;
  }
}
function keyValue(k) {
  if (k === null) return "";
  if ((0, import_yaml4.isScalar)(k)) return scalarText(k);
  if ((0, import_yaml4.isAlias)(k)) return k.source;
  return "";
}
function keyId(k) {
  const kind = k === null || (0, import_yaml4.isScalar)(k) ? "s" : (0, import_yaml4.isAlias)(k) ? "a" : (0, import_yaml4.isMap)(k) ? "m" : "q";
  return kind + keyValue(k);
}
function setKey(o, k, v) {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

// src/runtimes/fork/load/permission-actions.ts
var PERMISSION_ACTIONS = Object.freeze(["allow", "ask", "deny"]);
var MAX_LEVELS = 2;
function issue(where, value, type, span, source) {
  const fix = value === "false" ? "deny" : value === "true" ? "allow" : 'allow", "ask" or "deny';
  return { rule: "permission-action-invalid", messageId: source === "frontmatter" ? "frontmatter" : "config", data: { where, value, type, fix }, span };
}
function checkJsonPermissionMap(map, where, issues, levels = MAX_LEVELS) {
  if (map.kind !== "object" || map.env !== null) return;
  for (const e of map.entries) {
    const v = e.value;
    const at3 = `${where}.${e.written.value}`;
    if (v.env !== null) continue;
    if (v.kind === "string" || v.kind === "null") continue;
    if (v.kind === "object" && levels > 1) {
      checkJsonPermissionMap(v, at3, issues, levels - 1);
      continue;
    }
    const shown2 = v.kind === "object" ? "{\u2026}" : v.kind === "array" ? "[\u2026]" : String(v.value);
    issues.push(issue(at3, shown2, v.kind === "object" ? "a nested object" : v.kind === "array" ? "a list" : `a ${v.kind}`, v.span, "config"));
  }
}
function checkYamlPermission(dec, node, issues) {
  const walk = (n, where, ptr, levels) => {
    const d = dec.peek(n);
    if (d === null || !(0, import_yaml5.isMap)(d)) return;
    for (const p of d.items) {
      const kn = dec.peek(p.key);
      if (!(0, import_yaml5.isScalar)(kn)) continue;
      const k = scalarText(kn);
      const at3 = where === "" ? k : `${where}.${k}`;
      const vptr = `${ptr}/${esc(k)}`;
      const v = dec.peek(p.value);
      if (v === null) continue;
      if ((0, import_yaml5.isScalar)(v)) {
        const r = resolveScalar(v);
        if (r.tag === "!!str" || r.tag === "!!null" || r.tag === "!!binary") continue;
        const type = r.tag === "!!bool" ? "a boolean" : r.tag === "!!int" || r.tag === "!!float" ? "a number" : "not a string";
        issues.push(issue(`permission.${at3}`, r.text, type, dec.span(v, vptr), "frontmatter"));
      } else if ((0, import_yaml5.isMap)(v)) {
        if (levels > 1) walk(v, at3, vptr, levels - 1);
        else issues.push(issue(`permission.${at3}`, "{\u2026}", "a nested mapping", dec.span(v, vptr), "frontmatter"));
      } else if ((0, import_yaml5.isSeq)(v)) {
        issues.push(issue(`permission.${at3}`, "[\u2026]", "a list", dec.span(v, vptr), "frontmatter"));
      }
    }
  };
  walk(node, "", "/permission", MAX_LEVELS);
}

// src/runtimes/fork/load/config-decode.ts
var LEGACY_AGENTS = { task: "explorer", title: "descriptor" };
function stringNodes(n) {
  const out = [];
  for (const it of sliceItems(n).items) {
    const c = toGoString(it);
    if (!c.ok) return null;
    out.push({ value: c.value, span: it.span });
  }
  return out;
}
function stringNode(n) {
  if (!n) return null;
  const c = toGoString(n);
  return c.ok ? { value: c.value, span: n.span } : null;
}
function boolOf(n, dflt) {
  if (!n) return dflt;
  const c = toGoBool(n);
  return c.ok ? c.value : dflt;
}
function decodeModel(model, s, global, issues) {
  const cp = at2(s, "contextpaths");
  if (cp) {
    const nodes = stringNodes(cp);
    if (nodes) {
      model.contextPaths = nodes.map((n) => n.value);
      if (cp.env) model.contextPathsOrigin = "env";
      else {
        model.contextPathsOrigin = global && cp.span.file === global.file ? "global" : "project";
        model.contextPathNodes = nodes;
        model.contextPathsSpan = cp.span;
      }
    }
  }
  const cd = at2(s, "contextdiscovery");
  const d = { ...DISCOVERY_DEFAULTS, skipDirs: [] };
  if (cd && cd.kind === "object") {
    d.enabled = boolOf(at2(cd, "enabled"), DISCOVERY_DEFAULTS.enabled);
    for (const [k, lower] of [
      ["maxFiles", "maxfiles"],
      ["maxDepth", "maxdepth"],
      ["maxFileBytes", "maxfilebytes"],
      ["maxSessionBytes", "maxsessionbytes"]
    ]) {
      const v = at2(cd, lower);
      const c = v ? toGoInt(v) : null;
      if (c?.ok) d[k] = c.value;
    }
    const sd = at2(cd, "skipdirs");
    d.skipDirs = sd ? (stringNodes(sd) ?? []).map((n) => n.value) : [];
    if (!cd.env && cd.span.file !== "") model.discoverySpan = cd.span;
  }
  model.discovery = d;
  const dd = stringNode(at2(s, "data", "directory"));
  if (dd) model.dataDirectory = dd.value;
  const ap = at2(s, "agentpaths");
  model.agentPaths = ap ? stringNodes(ap) ?? [] : [];
  const fp = at2(s, "flowpaths");
  model.flowPaths = fp ? stringNodes(fp) ?? [] : [];
  model.workingDir = stringNode(at2(s, "workingdir"));
  const agents = at2(s, "agents");
  if (agents && agents.kind === "object") {
    for (const e of agents.entries) {
      if (e.value.kind !== "object") continue;
      const target = LEGACY_AGENTS[e.key];
      if (target) {
        issues.push({ rule: "config-legacy-agent", messageId: "dropped", data: { key: e.written.value, id: e.key, target }, span: e.written.span });
        continue;
      }
      model.agents.push(agentEntry(e.key, e.written, e.value));
      const perm = at2(e.value, "permission");
      if (perm) checkJsonPermissionMap(perm, `agents.${e.written.value}.permission`, issues);
    }
  }
  const rules2 = at2(s, "permission", "rules");
  if (rules2) checkJsonPermissionMap(rules2, "permission.rules", issues);
  const skill = at2(s, "permission", "skill");
  if (skill) checkJsonPermissionMap(skill, "permission.skill", issues, 1);
}
function agentEntry(id, key, a) {
  const tools = at2(a, "tools");
  let toolsNode = null;
  if (tools && tools.kind === "object") {
    const rec = {};
    for (const t of tools.entries) rec[t.key] = boolOf(t.value, false);
    toolsNode = { value: rec, span: tools.span };
  }
  const allow = at2(a, "allowtools");
  const allowNodes = allow ? stringNodes(allow) : null;
  const ctxNode = at2(a, "context");
  return {
    key,
    id,
    span: a.span,
    mode: stringNode(at2(a, "mode")),
    model: stringNode(at2(a, "model")),
    context: ctxNode ? contextSpec(ctxNode) : null,
    tools: toolsNode,
    allowTools: allow && allowNodes ? { value: allowNodes.map((n) => n.value), span: allow.span } : null,
    disabled: boolOf(at2(a, "disabled"), false),
    hidden: boolOf(at2(a, "hidden"), false)
  };
}
function contextSpec(n) {
  if (n.kind !== "object") return null;
  const paths = entry(n, "paths");
  const nested = entry(n, "nested");
  const nestedC = nested ? toGoBool(nested.value) : null;
  return {
    span: n.span,
    paths: paths ? stringNodes(paths.value) : null,
    pathsSpan: paths ? paths.value.span : null,
    mode: stringNode(entry(n, "mode")?.value ?? null),
    nested: nested && nestedC?.ok ? { value: nestedC.value, span: nested.value.span } : null,
    unknownKeys: n.entries.filter((e) => !["paths", "mode", "nested"].includes(e.key)).map((e) => e.written)
  };
}
function validate(s) {
  const out = [];
  const sp = at2(s, "sessionprovider");
  const type = stringNode(at2(s, "sessionprovider", "type"));
  const t = type?.value || "sqlite";
  if (t !== "sqlite" && t !== "mysql") {
    out.push({ message: `session provider validation failed: invalid session provider type: ${t} (must be 'sqlite' or 'mysql')`, span: type.span });
  } else if (t === "mysql" && !stringNode(at2(s, "sessionprovider", "mysql", "dsn"))?.value) {
    for (const f of ["host", "database", "username", "password"]) {
      if (!stringNode(at2(s, "sessionprovider", "mysql", f))?.value) {
        out.push({ message: `session provider validation failed: MySQL ${f} is required when using MySQL session provider (or provide DSN)`, span: (type ?? stringNode(sp))?.span ?? sp.span });
        break;
      }
    }
  }
  const agents = at2(s, "agents");
  const entries = agents?.kind === "object" ? [...agents.entries].sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : [];
  for (const e of entries) {
    if (e.value.kind !== "object") continue;
    const prompt = stringNode(at2(e.value, "prompt"));
    const lpp = stringNode(at2(e.value, "langfusepromptpath"));
    if (prompt && prompt.value !== "" && lpp && trimSpace(lpp.value) !== "") {
      out.push({ message: `agent "${e.key}": prompt and langfusePromptPath are mutually exclusive \u2014 declare exactly one`, span: lpp.span });
    }
    const tools = at2(e.value, "tools");
    const allow = at2(e.value, "allowtools");
    const allowN = allow ? stringNodes(allow) : null;
    if (tools && tools.kind === "object" && tools.entries.length > 0 && allowN && allowN.length > 0) {
      out.push({ message: `agent "${e.key}": tools and allowTools are mutually exclusive \u2014 declare exactly one`, span: allow.span });
    }
  }
  return out;
}

// src/runtimes/fork/load/config.ts
function loadConfig(ctx) {
  const model = defaultConfig();
  const schema = readConfigSchema();
  const validator = new SchemaValidator();
  const fatals = [];
  let global = null;
  const projectProbe = probe(ctx, [clean(ctx.cwd)]);
  if (ctx.withGlobal) {
    const g = probe(ctx, globalSearchDirs(ctx));
    if (g.found) {
      candidateIssues(ctx, g.found.name, g.found.abs, g.shadowed);
      const read = readConfig(ctx, g.found.abs, true, fatals);
      if (read === "unreadable" || read === "unchecked") model.globalFile = g.found.abs;
      else {
        model.globalFile = g.found.abs;
        if (read.tree) global = read;
        else {
          const p = describeJsonProblem(read.doc);
          const msg = `failed to read config: While parsing config: ${p.detail}`;
          fatals.push(msg);
          ctx.issues.push({ rule: "config-load-failure", messageId: "globalParse", data: { detail: p.detail }, span: read.doc.lines.span(read.file, "", p.offset, p.offset + p.length) });
        }
      }
    }
  }
  let project = null;
  let projectDoc = null;
  const pf = projectProbe.found;
  if (pf && pf.abs !== model.globalFile) {
    candidateIssues(ctx, pf.name, pf.abs, []);
    model.file = pf.name;
    const read = readConfig(ctx, pf.abs, false, fatals);
    if (read === "unreadable") model.ignored = true;
    else if (read !== "unchecked") {
      projectDoc = read.doc;
      if (read.tree) project = read;
      else {
        model.ignored = true;
        const p = describeJsonProblem(read.doc);
        ctx.issues.push({ rule: "parse-error", messageId: "configIgnored", data: { detail: p.detail }, span: read.doc.lines.span(read.file, "", p.offset, p.offset + p.length) });
      }
    }
  } else if (pf) model.file = pf.name;
  unreadConfigFiles(ctx, pf?.name ?? null);
  const agentKeys = [];
  for (const f of [global, project]) {
    if (!f?.tree) continue;
    validateSchema(validator, normalise(schema, f.tree, ctx.issues), fileSpan(f.file), ctx.issues);
    const wd = entry(f.tree, "wd");
    if (wd) ctx.issues.push({ rule: "config-working-dir", messageId: "wdIgnored", data: { key: wd.written.value }, span: wd.written.span });
    agentKeys.push(...writtenAgentKeys(f));
  }
  model.agentKeys = agentKeys;
  const gTree = global?.tree ? dropEmptyObjects(global.tree) : null;
  const pTree = project?.tree ? dropEmptyObjects(project.tree) : null;
  const mergedRaw = mergeOver(gTree, pTree);
  let merged = (mergedRaw && settled(mergedRaw)) ?? emptyObject(project?.file ?? global?.file ?? "");
  const envResult = applyEnv(ctx, schema, merged);
  merged = envResult.tree;
  model.envOverrides = envResult.overrides;
  const failures = checkTypes(schema, merged, ctx.issues);
  for (const f of failures) {
    const msg = `failed to unmarshal config: ${f.message}`;
    fatals.push(msg);
    const ov = f.env ? model.envOverrides.find((o) => o.variable === f.env) : void 0;
    if (ov) ov.error = msg;
    else ctx.issues.push({ rule: "config-load-failure", messageId: "unmarshal", data: { detail: f.message }, span: f.span });
  }
  decodeModel(model, merged, global, ctx.issues);
  for (const v of validate(merged)) {
    fatals.push(`config validation failed: ${v.message}`);
    ctx.issues.push({ rule: "config-load-failure", messageId: "validation", data: { detail: v.message }, span: v.span });
  }
  if (model.workingDir) {
    const v = model.workingDir.value;
    ctx.W = v === "" ? clean(ctx.cwd) : isAbs(v) ? clean(v) : join(ctx.cwd, v);
  }
  model.valueSpans = configValueSpans(projectDoc);
  model.fatal = fatals[0] ?? null;
  return model;
}
function defaultConfig() {
  return {
    file: null,
    ignored: false,
    globalFile: null,
    contextPaths: [...DEFAULT_CONTEXT_PATHS],
    contextPathsOrigin: "default",
    contextPathNodes: null,
    contextPathsSpan: null,
    discovery: { ...DISCOVERY_DEFAULTS, skipDirs: [] },
    discoverySpan: null,
    dataDirectory: DEFAULT_DATA_DIRECTORY,
    agentPaths: [],
    flowPaths: [],
    agents: [],
    workingDir: null,
    fatal: null,
    envOverrides: [],
    agentKeys: []
  };
}

// src/runtimes/fork/load/agent-decode.ts
var import_yaml6 = __toESM(require_dist(), 1);
var AGENT_CONTEXT_T = { k: "struct", name: "contextfile.AgentContext", ptr: true, fields: { paths: STRINGS, mode: STR, nested: BOOL } };
var AGENT_FIELDS2 = Object.freeze({
  name: STR,
  description: STR,
  mode: { k: "string", name: "config.AgentMode" },
  native: BOOL,
  hidden: BOOL,
  disabled: BOOL,
  color: STR,
  model: STR,
  maxTokens: INT64,
  maxTurns: INT,
  reasoningEffort: STR,
  taskBudget: INT64,
  skills: STRINGS,
  permission: ANY_MAP,
  tools: BOOL_MAP,
  deferredTools: BOOL_MAP,
  allowTools: STRINGS,
  output: { k: "struct", name: "agent.Output", ptr: true, fields: { schema: ANY_MAP } },
  parallelToolUse: BOOL,
  langfusePromptPath: STR,
  langfusePromptLabel: STR,
  structOutputSchemaDelivery: STR,
  context: AGENT_CONTEXT_T
});
var AGENT_INFO_T = { k: "struct", name: "agent.AgentInfo", fields: AGENT_FIELDS2 };
var CONTEXT_FIELDS = Object.freeze(["paths", "mode", "nested"]);
function decodeAgentFrontmatter(y, lineBase) {
  const dec = new V3Decoder(y, lineBase);
  const r = dec.unmarshal(AGENT_INFO_T);
  if (r.error) {
    const errors = r.error.errors.length > 0 ? r.error.errors : [{ text: r.error.message, pointer: "", node: r.error.node, span: r.error.span }];
    return { agent: null, errors, errorText: r.error.message, decoder: dec };
  }
  return { agent: agentOf(dec, r.value), errors: [], errorText: null, decoder: dec };
}
function agentOf(dec, s) {
  const agent = {
    name: "",
    mode: null,
    native: false,
    hidden: false,
    disabled: false,
    model: null,
    maxTurns: 0,
    taskBudget: 0,
    langfusePromptPath: null,
    langfusePromptLabel: "",
    tools: null,
    allowTools: null,
    context: null,
    keys: []
  };
  if ((0, import_yaml6.isMap)(s.node)) {
    for (const p of s.node.items) {
      const k = dec.peek(p.key);
      if (isMergeKey(p.key) || !(0, import_yaml6.isScalar)(k)) continue;
      const text = scalarText(k);
      agent.keys.push({ value: text, span: dec.span(p.key, "/" + esc(text)) });
    }
  }
  const f = s.f;
  const at3 = (k) => {
    const kv = s.keys.get(k);
    return dec.span(kv.raw ?? kv.key, "/" + esc(k));
  };
  const has = (k) => s.keys.has(k) && k in f;
  const isNull = (k) => isNullNode(s.keys.get(k)?.value);
  agent.name = f["name"] ?? "";
  if (has("mode") && !isNull("mode")) agent.mode = { value: f["mode"], span: at3("mode") };
  if (has("model")) agent.model = { value: f["model"] ?? "", span: at3("model") };
  if (has("langfusePromptPath")) agent.langfusePromptPath = { value: f["langfusePromptPath"] ?? "", span: at3("langfusePromptPath") };
  agent.langfusePromptLabel = f["langfusePromptLabel"] ?? "";
  agent.native = f["native"] === true;
  agent.hidden = f["hidden"] === true;
  agent.disabled = f["disabled"] === true;
  agent.maxTurns = f["maxTurns"] ?? 0;
  agent.taskBudget = f["taskBudget"] ?? 0;
  const allow = f["allowTools"];
  if (allow) agent.allowTools = { value: allow.map((x) => x.value), span: at3("allowTools") };
  const tools = f["tools"];
  if (tools) agent.tools = { value: tools, span: at3("tools") };
  if (s.keys.has("permission")) agent.permissionNode = s.keys.get("permission").raw;
  const ctx = f["context"];
  if (ctx) agent.context = contextOf(dec, ctx, at3("context"));
  return agent;
}
function contextOf(dec, c, span) {
  const spec = { span, paths: null, pathsSpan: null, mode: null, nested: null, unknownKeys: [] };
  for (const [k, kv] of c.keys) {
    const ptr = "/context/" + esc(k);
    const vspan = () => dec.span(kv.raw ?? kv.key, ptr);
    if (k === "paths") {
      const paths = c.f["paths"];
      spec.pathsSpan = kv.raw ? vspan() : null;
      spec.paths = paths ? paths.map((x) => ({ value: x.value, span: dec.span(x.node, x.pointer) })) : null;
    } else if (k === "mode") spec.mode = isNullNode(kv.value) ? null : { value: c.f["mode"], span: vspan() };
    else if (k === "nested") spec.nested = isNullNode(kv.value) ? null : { value: c.f["nested"], span: vspan() };
    else spec.unknownKeys.push({ value: k, span: dec.span(kv.key, ptr) });
  }
  return spec;
}

// src/runtimes/fork/load/frontmatter.ts
function splitFrontmatter(text) {
  const firstNl = text.indexOf("\n");
  const firstEnd = firstNl < 0 ? text.length : firstNl;
  if (!text.startsWith("---\n") && !text.startsWith("---\r\n")) {
    return { ok: false, missing: "open", start: 0, end: firstEnd };
  }
  const blockOffset = firstNl + 1;
  let lineStart = blockOffset;
  let index = 1;
  while (lineStart <= text.length) {
    const nl = text.indexOf("\n", lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    if (trimSpace(text.slice(lineStart, lineEnd)) === "---") {
      const block = lineStart === blockOffset ? "" : text.slice(blockOffset, lineStart - 1);
      const body = nl < 0 ? "" : trimSpace(text.slice(nl + 1));
      return { ok: true, block, blockOffset, closeLine: index, closeStart: lineStart, closeEnd: lineEnd, body };
    }
    if (nl < 0) break;
    lineStart = nl + 1;
    index++;
  }
  return { ok: false, missing: "close", start: 0, end: firstEnd };
}

// src/runtimes/fork/load/yaml-reader.ts
function hex(b, from, to) {
  return [...b.subarray(from, to)].map((x) => "0x" + x.toString(16).padStart(2, "0")).join(" ");
}
function yamlReaderError(b) {
  let i = 0;
  const n = b.length;
  while (i < n) {
    const o = b[i];
    const width = (o & 128) === 0 ? 1 : (o & 224) === 192 ? 2 : (o & 240) === 224 ? 3 : (o & 248) === 240 ? 4 : 0;
    if (width === 0) return { offset: i, problem: "invalid leading UTF-8 octet", bytes: hex(b, i, i + 1) };
    if (i + width > n) return { offset: i, problem: "incomplete UTF-8 octet sequence", bytes: hex(b, i, n) };
    let value = width === 1 ? o & 127 : width === 2 ? o & 31 : width === 3 ? o & 15 : o & 7;
    for (let k = 1; k < width; k++) {
      const t = b[i + k];
      if ((t & 192) !== 128) return { offset: i, problem: "invalid trailing UTF-8 octet", bytes: hex(b, i, i + k + 1) };
      value = (value << 6) + (t & 63);
    }
    if (!(width === 1 || width === 2 && value >= 128 || width === 3 && value >= 2048 || width === 4 && value >= 65536)) {
      return { offset: i, problem: "invalid length of a UTF-8 sequence", bytes: hex(b, i, i + width) };
    }
    if (value >= 55296 && value <= 57343 || value > 1114111) return { offset: i, problem: "invalid Unicode character", bytes: hex(b, i, i + width) };
    const allowed = value === 9 || value === 10 || value === 13 || value >= 32 && value <= 126 || value === 133 || value >= 160 && value <= 55295 || value >= 57344 && value <= 65533 || value >= 65536 && value <= 1114111;
    if (!allowed) return { offset: i, problem: "control characters are not allowed", bytes: hex(b, i, i + width) };
    i += width;
  }
  return null;
}
function bytePosition(b, offset2) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset2 && i < b.length; i++) {
    if (b[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: b.toString("utf8", lineStart, offset2).length + 1 };
}

// src/runtimes/fork/load/agent-file.ts
function displayPath(W, abs) {
  if (W === "") return abs;
  const r = rel(W, abs);
  return r === null || r === ".." || r.startsWith("../") ? abs : r;
}
function goReadError(abs, code, kind) {
  switch (code) {
    case "ENOENT":
      return `open ${abs}: no such file or directory`;
    case "ELOOP":
      return `open ${abs}: too many levels of symbolic links`;
    case "EISDIR":
      return `read ${abs}: is a directory`;
    case "EACCES":
      return `open ${abs}: permission denied`;
    case "ENOTREG":
      return kind === "fifo" ? `${abs} is a FIFO; the runtime's os.ReadFile blocks on it and start-up hangs (ctxlens never opens it)` : `open ${abs}: no such device or address`;
    default:
      return `read ${abs}: input/output error`;
  }
}
var COMPACTION_KEY = "compactionThreshold";
function parseAgentFile(ctx, abs, scope, validator) {
  const file = displayPath(ctx.W, abs);
  const name = base(abs);
  const id = name.endsWith(".md") ? name.slice(0, -3) : name;
  const af = {
    file,
    abs,
    scope,
    id,
    status: "rejected",
    error: null,
    mode: null,
    model: null,
    context: null,
    tools: null,
    allowTools: null,
    native: false,
    disabled: false,
    hidden: false,
    span: fileSpan(file),
    langfusePromptPath: null
  };
  const reject = (message2, span, hint2) => {
    af.error = { message: message2, span };
    const issue2 = { rule: "parse-error", messageId: "agentRejected", data: { detail: message2 }, span };
    if (hint2 !== void 0) issue2.hint = hint2;
    ctx.issues.push(issue2);
    return { file: af, agent: null };
  };
  const read = ctx.source.readFile(abs);
  if (!read.ok) {
    const kind = ctx.source.stat(abs)?.kind ?? null;
    const code = read.code === "ELOOP" && danglingLink(ctx, abs) ? "ENOENT" : read.code;
    return reject(`failed to read agent file: ${goReadError(abs, code, kind)}`, fileSpan(file));
  }
  const text = read.data.toString("utf8");
  const lines = new LineIndex(text);
  ctx.documents.set(file, { file, abs, kind: "agent", text, lines });
  const split = splitFrontmatter(text);
  if (!split.ok) {
    const span = lines.span(file, "", split.start, split.end);
    if (split.missing === "open") return reject(`missing frontmatter delimiter in ${abs}`, span, openHint(text));
    af.span = span;
    return reject(`missing frontmatter end delimiter in ${abs}`, span);
  }
  af.span = lines.span(file, "", 0, 3);
  const bad = frontmatterReaderError(read.data, split.closeLine);
  if (bad) {
    const at3 = bytePosition(read.data, bad.offset);
    const span = { file, pointer: "", start: at3, end: { line: at3.line, column: at3.column + 1 } };
    return reject(`invalid YAML frontmatter in ${abs}: yaml: ${bad.problem}`, span, readerHint(bad));
  }
  const block = split.block.endsWith("\r") ? split.block.slice(0, -1) : split.block;
  const y = parseYaml(block, file, { offset: split.blockOffset, lines, scalars: "text" });
  const unchecked = y.errors.find((e) => e.code === "TOO_DEEP_TO_CHECK");
  if (unchecked) {
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: `the frontmatter of ${file}`, detail: `it nests values ${unchecked.message.replace(/^nested /, "")}; ctxlens does not check it and applies none of its fields (the runtime accepts up to 10000 levels)` }, span: unchecked.span });
    af.effectiveMode = "subagent";
    af.status = "loaded";
    return { file: af, agent: null };
  }
  const syntax = yamlV3ParseError(y, 2);
  if (syntax) return reject(`invalid YAML frontmatter in ${abs}: ${syntax.message}`, syntax.span);
  const decoded = decodeAgentFrontmatter(y, 2);
  recordSchemaIssues(ctx, validator, y, decoded);
  if (decoded.agent === null) {
    const first = decoded.errors[0];
    const span = first?.span ?? af.span;
    const where = decoded.errors.map(
      (e) => e.firstSpan ? `line ${e.span.start.line} (first defined at line ${e.firstSpan.start.line})` : `line ${e.span.start.line}`
    );
    const hint2 = where.length > 0 ? `yaml.v3 counts lines from the first line after "---"; in this file: ${where.join(", ")}.` : void 0;
    return reject(`invalid YAML frontmatter in ${abs}: ${decoded.errorText}`, span, hint2);
  }
  const agent = decoded.agent;
  af.mode = agent.mode;
  af.model = agent.model;
  af.context = agent.context;
  af.tools = agent.tools;
  af.allowTools = agent.allowTools;
  af.native = agent.native;
  af.disabled = agent.disabled;
  af.hidden = agent.hidden;
  af.langfusePromptPath = agent.langfusePromptPath;
  if (trimSpace(split.body) !== "" && agent.langfusePromptPath && trimSpace(agent.langfusePromptPath.value) !== "") {
    return reject(`${abs}: agent "${id}": prompt and langfusePromptPath are mutually exclusive \u2014 declare exactly one`, agent.langfusePromptPath.span);
  }
  if (agent.tools && Object.keys(agent.tools.value).length > 0 && agent.allowTools && agent.allowTools.value.length > 0) {
    return reject(`${abs}: agent "${id}": tools and allowTools are mutually exclusive \u2014 declare exactly one`, agent.allowTools.span);
  }
  if (agent.permissionNode) checkYamlPermission(decoded.decoder, agent.permissionNode, ctx.issues);
  const raw = agent.mode?.value ?? "";
  af.effectiveMode = raw === "primary" ? "agent" : raw === "" ? "subagent" : raw;
  af.status = "loaded";
  return { file: af, agent };
}
function frontmatterReaderError(data, closeLine) {
  const start = data.indexOf(10) + 1;
  let end = start;
  for (let line = 1; line < closeLine; line++) end = data.indexOf(10, end) + 1;
  if (closeLine <= 1 || end <= start) return null;
  const r = yamlReaderError(data.subarray(start, end - 1));
  return r ? { ...r, offset: r.offset + start } : null;
}
function readerHint(e) {
  const what = e.problem === "control characters are not allowed" ? `the control character ${e.bytes}` : `the bytes ${e.bytes}, which are not valid UTF-8 (a Latin-1 or Windows-1252 character?)`;
  return `yaml.v3 reads the frontmatter as UTF-8 and refuses ${what}; the runtime drops the whole agent. Re-save the file as UTF-8 or remove the character.`;
}
function danglingLink(ctx, abs) {
  let cur = abs;
  for (let hops = 0; hops < 40; hops++) {
    const target = ctx.source.readlink(cur);
    if (target === null) return ctx.source.lstat(cur) === null;
    cur = isAbs(target) ? clean(target) : join(dir(cur), target);
  }
  return false;
}
function openHint(text) {
  if (text === "") return "The file is empty.";
  if (text.charCodeAt(0) === 65279) return 'The file starts with a UTF-8 byte-order mark; the runtime checks the first bytes for "---\\n" exactly.';
  if (/^---[ \t]+\r?\n/.test(text)) return 'The opening "---" line has trailing white space; the runtime requires exactly "---\\n" or "---\\r\\n".';
  if (text.startsWith("---\r") && !text.startsWith("---\r\n")) return 'The file uses CR-only line ends; the runtime requires "---\\n" or "---\\r\\n".';
  if (/^\s*\r?\n---/.test(text)) return 'The file starts with a blank line; "---" must be the very first bytes.';
  if (/^\s*[{[]/.test(text)) return 'The file looks like JSON; markdown agents need YAML frontmatter between "---" lines.';
  return void 0;
}
function recordSchemaIssues(ctx, validator, y, decoded) {
  let data;
  try {
    data = new V3Decoder(y, 2).plain(y.doc.contents);
  } catch {
    return;
  }
  const bad = decoded.errors.map((e) => e.pointer);
  const violations = validator.validate("agent-frontmatter", data, (p, which) => yamlPointerSpan(y, p, which));
  for (const v of violations) {
    if (bad.some((b) => v.pointer === b || v.pointer.startsWith(b + "/") || b === "")) continue;
    if (v.pointer === "/mode") continue;
    ctx.issues.push(classify(v));
  }
}
function classify(v) {
  if (v.kind === "unknown-key") {
    const slash = v.pointer.lastIndexOf("/");
    const key = v.pointer.slice(slash + 1).replace(/~1/g, "/").replace(/~0/g, "~");
    const parent = v.pointer.slice(0, slash);
    const where = parent === "" ? "the frontmatter" : `"${parent.slice(1)}"`;
    if (parent === "" && key === COMPACTION_KEY) {
      return { rule: "agent-compaction-threshold", messageId: "frontmatter", data: { key }, span: v.span };
    }
    if (v.suggestion !== null && v.suggestion.toLowerCase() === key.toLowerCase()) {
      return { rule: "agent-frontmatter-case", messageId: "caseOnly", data: { key, known: v.suggestion, where }, span: v.span };
    }
    return {
      rule: "agent-frontmatter-schema",
      messageId: "unknownKey",
      data: { key, where, suggestion: v.suggestion !== null ? ` Did you mean "${v.suggestion}"?` : "" },
      span: v.span
    };
  }
  return { rule: "agent-frontmatter-schema", messageId: "invalidValue", data: { detail: v.message.replace(/\.$/, "") }, span: v.span };
}

// src/runtimes/fork/load/agent-scan.ts
var MARKDOWN_LIKE = /\.(md|markdown|mdown|mkdn?|mdwn|mdx|mdtxt|mdtext)$/i;
function startSpan(file) {
  return { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
function scanAgentDirectory(ctx, dir2, scope, validator) {
  const out = [];
  if (ctx.source.stat(dir2) === null) return out;
  const entries = ctx.source.readdir(dir2);
  if (entries === null) {
    const shown2 = displayPath(ctx.W, dir2);
    ctx.issues.push({
      rule: "agent-path-not-found",
      messageId: "unreadable",
      data: { path: shown2 },
      span: fileSpan(shown2)
    });
    return out;
  }
  for (const e of entries) {
    if (e.kind === "dir") continue;
    if (!e.name.endsWith(".md")) {
      if (MARKDOWN_LIKE.test(e.name) && (e.kind === "file" || e.kind === "symlink")) {
        const shown2 = displayPath(ctx.W, join(dir2, e.name));
        ctx.issues.push({ rule: "agent-file-not-read", messageId: "extension", data: { file: shown2, id: e.name.replace(MARKDOWN_LIKE, "") }, span: startSpan(shown2) });
      }
      continue;
    }
    out.push(parseAgentFile(ctx, join(dir2, e.name), scope, validator));
  }
  return out;
}

// src/runtimes/fork/load/agent-dirs.ts
var FORK_AGENT_DIRS = ".opencode/agents/*.md, .agents/types/*.md (non-recursive) and agentPaths directories";
var MAX_DEPTH3 = 6;
var MAX_VISITS = 2e3;
function mdFiles(ctx, dir2, depth = 0, budget = { n: 0 }) {
  const entries = ctx.source.readdir(dir2);
  if (entries === null || depth > MAX_DEPTH3) return [];
  const out = [];
  for (const e of entries) {
    if (++budget.n > MAX_VISITS) break;
    const p = join(dir2, e.name);
    if (e.kind === "dir") out.push(...mdFiles(ctx, p, depth + 1, budget));
    else if (e.name.endsWith(".md") && (e.kind === "file" || e.kind === "symlink")) out.push(p);
  }
  return out;
}
function startSpan2(file) {
  return { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
function findUnreadAgentDirs(ctx) {
  if (ctx.W === "") return;
  const report = (dir2, found, reason) => {
    if (found.length === 0) return;
    ctx.issues.push({
      rule: "agent-dir-not-read",
      messageId: "notRead",
      data: { dir: displayPath(ctx.W, dir2) + "/", count: found.length, reason, where: FORK_AGENT_DIRS },
      span: startSpan2(displayPath(ctx.W, found[0]))
    });
  };
  report(join(ctx.W, ".opencode", "agent"), mdFiles(ctx, join(ctx.W, ".opencode", "agent")), "mainstream OpenCode reads .opencode/agent/ (singular)");
  for (const m3 of ["mode", "modes"]) {
    const d = join(ctx.W, ".opencode", m3);
    report(d, mdFiles(ctx, d), `mainstream OpenCode reads .opencode/${m3}/*.md as primary agents`);
  }
  report(join(ctx.W, ".claude", "agents"), mdFiles(ctx, join(ctx.W, ".claude", "agents")), "this is where Claude Code keeps its subagents");
  for (const parent of [join(ctx.W, ".opencode", "agents"), join(ctx.W, ".agents", "types")]) {
    for (const e of ctx.source.readdir(parent) ?? []) {
      if (e.kind !== "dir") continue;
      const sub = join(parent, e.name);
      report(sub, mdFiles(ctx, sub), "the fork does not descend into subfolders");
    }
  }
  for (const name of ["agents", "agent"]) {
    const d = join(ctx.W, ".agents", name);
    const found = mdFiles(ctx, d);
    if (found.length === 0) continue;
    ctx.issues.push({
      rule: "agent-file-not-read",
      messageId: "directory",
      data: { dir: displayPath(ctx.W, d) + "/", count: found.length, where: FORK_AGENT_DIRS },
      span: startSpan2(displayPath(ctx.W, found[0]))
    });
  }
  if (ctx.withGlobal && ctx.home) {
    const g = join(ctx.home, ".config", "opencode");
    report(join(g, "agent"), mdFiles(ctx, join(g, "agent")), "mainstream OpenCode reads ~/.config/opencode/agent/ (singular)");
    for (const parent of [join(g, "agents"), join(ctx.home, ".agents", "types")]) {
      for (const e of ctx.source.readdir(parent) ?? []) {
        if (e.kind === "dir") report(join(parent, e.name), mdFiles(ctx, join(parent, e.name)), "the fork does not descend into subfolders");
      }
    }
  }
  const configRepo = ["opencode.json", "opencode.jsonc", "config.json"].some((n) => ctx.source.lstat(join(ctx.W, n))?.kind === "file");
  if (configRepo) {
    const hasFrontmatter = (f) => {
      const r = ctx.source.readFile(f, 4);
      return r.ok && /^---\r?$|^---\r?\n/.test(r.data.toString("utf8"));
    };
    for (const name of ["agent", "agents"]) {
      report(join(ctx.W, name), mdFiles(ctx, join(ctx.W, name)).filter(hasFrontmatter), "this looks like a mainstream OpenCode config directory, whose agent folders the fork does not read in a project");
    }
  }
}

// src/runtimes/fork/load/agents.ts
function loadAgents(ctx, config) {
  const validator = new SchemaValidator();
  const agents = /* @__PURE__ */ new Map();
  const disabled = /* @__PURE__ */ new Map();
  const files = [];
  const scanned = /* @__PURE__ */ new Set();
  const scan = (dir2, scope) => {
    const key = clean(dir2);
    if (scanned.has(key)) return [];
    scanned.add(key);
    const found = scanAgentDirectory(ctx, key, scope, validator);
    for (const f of found) files.push(f.file);
    return found.filter((f) => f.file.status === "loaded");
  };
  for (const b of BUILTIN_AGENTS) {
    agents.set(b.id, { ...bareAgent(b.id, b.mode, true, b.hidden), contributions: [{ kind: "builtin", file: null, span: null }], builtin: true });
  }
  if (ctx.withGlobal && ctx.home) {
    for (const dir2 of [join(ctx.home, ".config", "opencode", "agents"), join(ctx.home, ".agents", "types")]) {
      for (const pf of scan(dir2, "global")) {
        const existing = agents.get(pf.file.id);
        if (existing && existing.native) mergeMarkdown(existing, pf.file, disabled);
        else agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
        pf.file.applied = true;
      }
    }
  }
  if (ctx.W !== "") {
    for (const dir2 of [join(ctx.W, ".opencode", "agents"), join(ctx.W, ".agents", "types")]) {
      for (const pf of scan(dir2, "project")) {
        const existing = agents.get(pf.file.id);
        if (existing) mergeMarkdown(existing, pf.file, disabled);
        else agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
        pf.file.applied = true;
      }
    }
  }
  for (const node of config.agentPaths) {
    let p = node.value;
    if (p.startsWith("~/") && ctx.home) p = join(ctx.home, p.slice(2));
    if (!isAbs(p)) p = join(ctx.W, p);
    const st = ctx.source.stat(p);
    if (st === null || st.kind !== "dir") {
      ctx.issues.push({ rule: "agent-path-not-found", messageId: "notFound", data: { entry: node.value, path: p }, span: node.span });
      continue;
    }
    for (const pf of scan(p, "agentPaths")) {
      if (agents.has(pf.file.id)) {
        pf.file.applied = false;
        continue;
      }
      agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
      pf.file.applied = true;
    }
  }
  for (const entry2 of config.agents) applyJson(agents, entry2, config, disabled);
  for (const [id, off] of disabled) if (off) agents.delete(id);
  findUnreadAgentDirs(ctx);
  return { agents, files };
}
function contributionOf(f) {
  return { kind: "markdown", file: f.file, span: f.span ?? null };
}
function dedupe3(xs) {
  return [...new Set(xs)];
}
function fromMarkdown(f, disabled) {
  const c = contributionOf(f);
  disabled.set(f.id, f.disabled);
  return {
    id: f.id,
    mode: f.effectiveMode ?? "subagent",
    native: f.native,
    hidden: f.hidden,
    contributions: [c],
    context: f.context,
    contextFrom: f.context ? c : null,
    tools: f.tools ? { ...f.tools.value } : null,
    allowTools: f.allowTools ? [...f.allowTools.value] : null,
    model: f.model && f.model.value !== "" ? f.model.value : null,
    modeFrom: c,
    modelFrom: f.model && f.model.value !== "" ? c : null,
    toolsFrom: f.tools ? c : null,
    allowToolsFrom: f.allowTools ? c : null
  };
}
function mergeMarkdown(a, f, disabled) {
  const c = contributionOf(f);
  a.contributions.push(c);
  a.mode = f.effectiveMode ?? "subagent";
  a.modeFrom = c;
  if (f.model && f.model.value !== "") {
    a.model = f.model.value;
    a.modelFrom = c;
  }
  if (f.allowTools) setAllowTools(a, f.allowTools.value, c);
  if (f.tools) setTools(a, f.tools.value, c);
  if (f.hidden) a.hidden = true;
  if (f.disabled) disabled.set(a.id, true);
  if (f.context) {
    a.context = f.context;
    a.contextFrom = c;
  }
}
function setTools(a, tools, c) {
  a.allowTools = null;
  a.allowToolsFrom = null;
  a.tools = { ...a.tools ?? {}, ...tools };
  a.toolsFrom = c;
}
function setAllowTools(a, allowTools, c) {
  a.tools = null;
  a.toolsFrom = null;
  a.allowTools = dedupe3(allowTools);
  a.allowToolsFrom = c;
}
function bareAgent(id, mode, native, hidden) {
  return { id, mode, native, hidden, contributions: [], context: null, contextFrom: null, tools: null, allowTools: null, model: null, modeFrom: null, modelFrom: null, toolsFrom: null, allowToolsFrom: null };
}
function applyJson(agents, e, config, disabled) {
  const c = { kind: "json", file: e.span.file || config.file || ".opencode.json", span: e.span };
  let a = agents.get(e.id);
  if (!a) {
    a = bareAgent(e.id, "subagent", false, false);
    agents.set(e.id, a);
  }
  a.contributions.push(c);
  if (e.model && e.model.value !== "") {
    a.model = e.model.value;
    a.modelFrom = c;
  }
  if (e.mode && e.mode.value !== "") {
    a.mode = e.mode.value;
    a.modeFrom = c;
  }
  if (e.hidden) a.hidden = true;
  if (e.disabled) disabled.set(a.id, true);
  if (e.tools) setTools(a, e.tools.value, c);
  if (e.allowTools) setAllowTools(a, e.allowTools.value, c);
  if (e.context) {
    a.context = e.context;
    a.contextFrom = c;
  }
}

// src/runtimes/fork/load/flow-id.ts
var KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
function goQuote2(s) {
  return JSON.stringify(s);
}
function validateFlowID(id) {
  if (id === "") return "invalid flow name: empty ID";
  if (byteLength(id) > 64) return `invalid flow name: ${goQuote2(id)} exceeds 64 characters`;
  const segs = id.split("/");
  if (segs.length > 2) return `invalid flow name: ${goQuote2(id)} may contain at most one '/' (<namespace>/<name>)`;
  for (const s of segs) {
    if (!KEBAB.test(s)) {
      return `invalid flow name: ${goQuote2(id)} must be kebab-case (lowercase alphanumeric with hyphens), optionally namespaced as <namespace>/<name>`;
    }
  }
  return null;
}
function validateStepID(id) {
  if (id === "") return "invalid step ID: empty step ID";
  if (byteLength(id) > 64) return `invalid step ID: ${goQuote2(id)} exceeds 64 characters`;
  if (!KEBAB.test(id)) return `invalid step ID: ${goQuote2(id)} must be kebab-case`;
  return null;
}

// src/runtimes/fork/load/flow-lint.ts
var import_yaml7 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/flow-step.ts
function effValue(m3, key) {
  return m3.eff.get(key)?.value;
}
function effSpan(m3, key, which = "value") {
  const e = m3.eff.get(key);
  if (!e) return yamlSpan(m3.s.doc, m3.s.node, "");
  return yamlSpan(e.doc, which === "value" ? e.valueNode ?? e.keyNode : e.keyNode, "");
}
function nodeSpan(s, n) {
  return yamlSpan(s.doc, n ?? s.node, "");
}
function stepIdSpan(m3) {
  const k = m3.s.keys.get("id");
  return nodeSpan(m3.s, k?.value ?? k?.key ?? m3.s.node);
}
function stepId(m3) {
  return m3.s.f["id"] ?? "";
}

// src/runtimes/fork/load/flow-lint.ts
var LINE_191 = ["require_route"];
function schemaIssues(validator, name, y, skip) {
  let data;
  try {
    data = new V3Decoder(y).plain(y.doc.contents);
  } catch {
    return [];
  }
  const out = [];
  for (const v of validator.validate(name, data ?? null, (p, which) => yamlPointerSpan(y, p, which))) {
    if (skip(v.pointer, v.kind)) continue;
    const message2 = v.kind === "unknown-key" ? `${v.message} The runtime silently drops unknown keys here.` : v.message;
    out.push({ rule: "flow-schema", messageId: v.kind === "unknown-key" ? "unknownKey" : "invalidValue", data: { message: message2 }, span: v.span });
  }
  return out;
}
function mixedRevisions(p) {
  if (!p.top) return [];
  const flow = p.top.f["flow"];
  const steps = (flow?.f["steps"] ?? []).map((s) => s.value);
  let old = null;
  const newer = [];
  if (flow?.keys.has("maxFallbackEntries")) newer.push("maxFallbackEntries");
  for (const s of steps) {
    for (const k of LINE_191) {
      const kv = s.keys.get(k);
      if (kv && !old) old = { key: kv.key, s };
    }
    for (const k of ["context", "model", "reasoningEffort"]) if (s.keys.has(k) && !newer.includes(k)) newer.push(k);
    const fb = s.f["fallback"];
    if (fb?.keys.has("on_turns_exhausted") && !newer.includes("on_turns_exhausted")) newer.push("on_turns_exhausted");
  }
  if (!old || newer.length === 0) return [];
  return [
    {
      rule: "flow-mixed-revisions",
      messageId: "mixed",
      data: { oldKey: "require_route", newKeys: newer.join(", ") },
      span: nodeSpan(old.s, old.key)
    }
  ];
}
function isEmptyNode(n) {
  if (!n) return true;
  if ((0, import_yaml7.isScalar)(n)) return isNullNode(n) || n.type !== "PLAIN" && String(n.value) === "";
  if ((0, import_yaml7.isSeq)(n) || (0, import_yaml7.isMap)(n)) return n.items.length === 0;
  return false;
}
function blocksInheritance(p) {
  const out = [];
  for (const m3 of p.steps) {
    if (m3.applied.length === 0) continue;
    for (const [key, kv] of m3.s.keys) {
      if (!isEmptyNode(kv.value)) continue;
      const blocked = [...m3.applied].reverse().find((t) => t.keys.has(key));
      if (!blocked) continue;
      out.push({
        rule: "flow-step-blocks-inheritance",
        messageId: "blocks",
        data: { step: stepId(m3), key, template: blocked.name },
        span: nodeSpan(m3.s, kv.key)
      });
    }
  }
  return out;
}
function multipleRulesTarget(p) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const m3 of p.steps) {
    for (const r of m3.eff.get("rules")?.value ?? []) {
      const then = r.value.f["then"] ?? "";
      const n = (seen.get(then) ?? 0) + 1;
      seen.set(then, n);
      if (n === 2) {
        const tn = r.value.keys.get("then");
        out.push({ rule: "flow-multiple-rules-target", messageId: "diamond", data: { target: then, flow: p.id }, span: nodeSpan(r.value, tn?.value ?? r.node) });
      }
    }
  }
  return out;
}

// src/runtimes/fork/load/flow-parse.ts
var import_yaml9 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/flow-decode.ts
var import_yaml8 = __toESM(require_dist(), 1);
var STRING_MAP = { k: "map", name: "map[string]string", elem: STR };
function decodeInclude(dec, n) {
  const inner = new V3Decoder(dec.y, dec.lineBase);
  const r = inner.unmarshal(STRING_MAP, n);
  if (r.error) throw new V3Fatal(`include entry must be a mapping with a "local" key (got ${r.error.message})`, r.error.node ?? n);
  const pairs = (0, import_yaml8.isMap)(n) ? n.items.map((p) => ({ key: p.key, text: (0, import_yaml8.isScalar)(p.key) ? scalarText(p.key) : "", value: inner.peek(p.value) })) : [];
  const unsupported = [...new Set(pairs.map((p) => p.text).filter((k) => k !== "local"))].sort();
  if (unsupported.length > 0) {
    const bad = pairs.find((p) => p.text !== "local");
    throw new V3Fatal(
      `unsupported include ${unsupported.length === 1 ? "kind" : "kinds"} ${unsupported.map((k) => JSON.stringify(k)).join(", ")}: only "local" includes are supported`,
      bad.key
    );
  }
  const lp = pairs.find((p) => p.text === "local");
  const raw = lp?.value && (0, import_yaml8.isScalar)(lp.value) && !isNullNode(lp.value) ? scalarText(lp.value) : "";
  const local = trimSpace(raw);
  if (local === "") throw new V3Fatal('include entry has an empty "local" path', lp?.value ?? lp?.key ?? n);
  return { local, node: n, localNode: lp?.value ?? null };
}
var STEP_CONTEXT_T = {
  k: "struct",
  name: "contextfile.StepContext",
  ptr: true,
  fields: { paths: STRINGS, mode: STR, nested: BOOL }
};
var STEP_T = {
  k: "struct",
  name: "flow.Step",
  fields: {
    id: STR,
    extends: STRINGS,
    agent: STR,
    model: STR,
    reasoningEffort: STR,
    session: { k: "struct", name: "flow.StepSession", fields: { fork: BOOL } },
    prompt: STR,
    langfusePromptPath: STR,
    langfusePromptLabel: STR,
    output: { k: "struct", name: "flow.StepOutput", ptr: true, fields: { schema: ANY_MAP } },
    rules: {
      k: "slice",
      name: "[]flow.Rule",
      elem: { k: "struct", name: "flow.Rule", fields: { if: STR, then: STR, postpone: BOOL, cycle: BOOL } }
    },
    fallback: {
      k: "struct",
      name: "flow.Fallback",
      ptr: true,
      fields: { retry: INT, delay: INT, to: STR, on_turns_exhausted: STR }
    },
    maxTurns: INT,
    maxIterations: INT,
    timeout: STR,
    interactive: BOOL,
    interaction: { k: "struct", name: "flow.StepInteraction", ptr: true, fields: { target: STR, mention: STR } },
    compact: { k: "struct", name: "flow.StepCompact", ptr: true, fields: { threshold: FLOAT } },
    resume_after: { k: "ptrString" },
    require_route: BOOL,
    context: STEP_CONTEXT_T
  }
};
var FLOW_FILE_T = {
  k: "struct",
  name: "flow.flowFile",
  fields: {
    name: STR,
    disabled: BOOL,
    description: STR,
    flow: {
      k: "struct",
      name: "flow.FlowSpec",
      fields: {
        args: ANY_MAP,
        session: { k: "struct", name: "flow.FlowSession", fields: { prefix: STR, resume_on_failure: BOOL } },
        maxFallbackEntries: INT,
        steps: { k: "slice", name: "[]flow.Step", elem: STEP_T }
      }
    },
    include: { k: "slice", name: "[]flow.IncludeEntry", elem: { k: "custom", name: "flow.IncludeEntry", decode: decodeInclude } }
  }
};
function decodeFlowFile(dec) {
  const r = dec.unmarshal(FLOW_FILE_T);
  return { value: r.value ?? dec.emptyStruct(null), error: r.error };
}
function decodeTemplateStep(dec, node) {
  const r = new V3Decoder(dec.y, dec.lineBase).unmarshal(STEP_T, node);
  return { value: r.value ?? dec.emptyStruct(node), error: r.error };
}
var NODE_MAP_T = { k: "struct", name: "map[string]yaml.Node", fields: {} };

// src/runtimes/fork/load/flow-read.ts
function goReadError2(abs, code) {
  switch (code) {
    case "ENOENT":
      return `open ${abs}: no such file or directory`;
    case "EISDIR":
      return `read ${abs}: is a directory`;
    case "EACCES":
      return `open ${abs}: permission denied`;
    case "ELOOP":
      return `open ${abs}: too many levels of symbolic links`;
    case "ENOTREG":
      return `open ${abs}: not a regular file (ctxlens does not open it; the runtime may block on it)`;
    default:
      return `read ${abs}: input/output error`;
  }
}
function displayPath2(W, abs) {
  const r = rel(W, abs);
  return r === null ? abs : r;
}
function readDoc(ctx, abs, kind) {
  const r = ctx.source.readFile(abs);
  if (!r.ok) return { ok: false, error: goReadError2(abs, r.code) };
  const file = displayPath2(ctx.W, abs);
  const bad = yamlReaderError(r.data);
  let reader = null;
  if (bad) {
    const at3 = bytePosition(r.data, bad.offset);
    reader = { problem: bad.problem, span: { file, pointer: "", start: at3, end: { line: at3.line, column: at3.column + 1 } } };
  }
  const existing = ctx.documents.get(file);
  if (existing) return { ok: true, size: r.size, doc: existing, reader };
  const text = r.data.toString("utf8");
  const doc = { file, abs, kind, text, lines: new LineIndex(text) };
  ctx.documents.set(file, doc);
  return { ok: true, size: r.size, doc, reader };
}

// src/runtimes/fork/load/flow-templates.ts
var NON_INHERITABLE = {
  id: "a step's identity must stay in the flow (two flows extending one template would collide, and the flow file would no longer show which steps it has)",
  interactive: "the orchestrator reads it to bind a reviewer; a template would leave it seeing a non-interactive step and start a job with nobody bound to answer",
  interaction: "the orchestrator reads it to bind a reviewer; a template would leave it seeing a non-interactive step and start a job with nobody bound to answer",
  resume_after: "the orchestrator reads it to compute a postpone-resume deadline; a template would leave it seeing no opt-in, so a postponed step waits indefinitely or resumes on the wrong bound"
};
var STEP_KEYS = Object.keys(STEP_T.fields);
var INHERITABLE_KEYS = STEP_KEYS.filter((k) => !(k in NON_INHERITABLE) && k !== "extends").sort(compareBytes);
function resolveIncludePath(W, local) {
  if (isAbs(local)) return clean(local);
  if (W === "") return clean(local);
  return join(W, local);
}
function resolveSchemaRef(ctx, schema, baseDir) {
  if (!schema || typeof schema !== "object" || Array.isArray(schema) || !("$ref" in schema)) return { ok: true, value: schema, replaced: false };
  const ref = schema["$ref"];
  if (typeof ref !== "string" || ref === "") return { ok: false, error: "$ref must be a non-empty file path string" };
  const p = baseDir !== "" && !isAbs(ref) ? join(baseDir, ref) : ref;
  const abs = isAbs(p) ? p : join(ctx.cwd, p);
  const r = readDoc(ctx, abs, "schema");
  if (!r.ok) return { ok: false, error: `failed to read schema file ${JSON.stringify(p)}: ${r.error}` };
  let v;
  try {
    v = JSON.parse(r.doc.text);
  } catch (e) {
    return { ok: false, error: `failed to parse schema file ${JSON.stringify(p)}: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (v === null) return { ok: true, value: null, replaced: true };
  if (typeof v !== "object" || Array.isArray(v)) {
    const kind = Array.isArray(v) ? "array" : typeof v === "string" ? "string" : typeof v === "boolean" ? "bool" : "number";
    return {
      ok: false,
      error: `failed to parse schema file ${JSON.stringify(p)}: json: cannot unmarshal ${kind} into Go value of type map[string]interface {}`
    };
  }
  return { ok: true, value: v, replaced: true };
}
function loadTemplateFile(ctx, env, abs) {
  const cached = env.cache.get(abs);
  if (cached) return cached;
  const result = loadUncached(ctx, env, abs);
  env.cache.set(abs, result);
  return result;
}
function loadUncached(ctx, env, abs) {
  const q2 = JSON.stringify(abs);
  const templates = /* @__PURE__ */ new Map();
  const r = readDoc(ctx, abs, "template");
  if (!r.ok) return { templates, error: { message: `invalid flow include: reading included file ${q2}: ${r.error}`, span: null, parse: false } };
  if (r.size > env.limit) {
    return {
      templates,
      error: { message: `invalid flow include: included file ${q2} exceeds ${env.limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: null, parse: false }
    };
  }
  if (r.reader) return { templates, error: { message: `invalid flow include: parsing included file ${q2}: yaml: ${r.reader.problem}`, span: r.reader.span, parse: true } };
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines, scalars: "text" });
  const fail = (message2, span, parse2) => ({ templates: /* @__PURE__ */ new Map(), error: { message: message2, span, parse: parse2 } });
  const syn = yamlV3ParseError(y);
  if (syn) return fail(`invalid flow include: parsing included file ${q2}: ${syn.message}`, syn.span, true);
  const d = new V3Decoder(y);
  const top = d.unmarshal(NODE_MAP_T);
  if (top.error) return fail(`invalid flow include: parsing included file ${q2}: ${top.error.message}`, top.error.span, true);
  const pairs = [...top.value?.keys ?? []].sort(([a], [b]) => compareBytes(a, b));
  const baseDir = dir(abs);
  for (const [name, p] of pairs) {
    if (name === "include" || name === "extends") {
      return fail(`invalid flow include: included file ${q2} declares ${JSON.stringify(name)}; a template file may not itself include or extend`, d.span(p.key), false);
    }
    if (!name.startsWith(".")) continue;
    const t = decodeTemplate(ctx, d, name, p.key, p.value, abs, baseDir);
    if ("message" in t) return { templates: /* @__PURE__ */ new Map(), error: t };
    templates.set(name, t);
  }
  return { templates, error: null };
}
function decodeTemplate(ctx, d, name, keyNode, node, abs, baseDir) {
  const pre = `invalid step template: template ${JSON.stringify(name)} in ${JSON.stringify(abs)}`;
  const span = (n) => d.span(n ?? keyNode);
  const raw = new V3Decoder(d.y).unmarshal(NODE_MAP_T, node);
  if (raw.error) return { message: `${pre} must be a mapping of step keys: ${raw.error.message}`, span: raw.error.span, parse: true };
  const keys = /* @__PURE__ */ new Set();
  const declared = [...raw.value?.keys ?? []].sort(([a], [b]) => compareBytes(a, b));
  for (const [key, p] of declared) {
    if (key === "include" || key === "extends") {
      return { message: `${pre} declares ${JSON.stringify(key)}; templates are leaves and may not compose (design D6)`, span: span(p.key), parse: false };
    }
    const reason = NON_INHERITABLE[key];
    if (reason !== void 0) return { message: `${pre} must not declare ${JSON.stringify(key)}: ${reason}`, span: span(p.key), parse: false };
    if (!STEP_KEYS.includes(key)) {
      return {
        message: `${pre} declares ${JSON.stringify(key)}, which is not a step field (inheritable step fields: ${INHERITABLE_KEYS.join(", ")})`,
        span: span(p.key),
        parse: false
      };
    }
    keys.add(key);
  }
  if (keys.size === 0) {
    return { message: `${pre} declares no keys; a template must contribute at least one step key`, span: span(keyNode), parse: false };
  }
  const dec = decodeTemplateStep(d, node);
  if (dec.error) return { message: `${pre}: ${dec.error.message}`, span: dec.error.span, parse: true };
  const step = dec.value;
  const out = step.f["output"];
  if (out && out.f["schema"] !== void 0 && out.f["schema"] !== null) {
    const res = resolveSchemaRef(ctx, out.f["schema"], baseDir);
    const schemaNode = out.keys.get("schema")?.value ?? out.node;
    if (!res.ok) {
      return {
        message: `invalid step template: resolving output schema $ref for template ${JSON.stringify(name)} in ${JSON.stringify(abs)}: ${res.error}`,
        span: span(schemaNode),
        parse: false
      };
    }
    if (res.replaced && res.value && typeof res.value === "object" && "$ref" in res.value) {
      const v = res.value["$ref"];
      return {
        message: `${pre} resolves its output schema to another "$ref" (${typeof v === "string" ? v : JSON.stringify(v)}); chained refs are not supported, because the second hop would resolve against the flow's directory instead of the template's`,
        span: span(schemaNode),
        parse: false
      };
    }
    out.f["schema"] = res.value;
  }
  return { name, file: d.y.file, abs, keys, keyNode, step };
}

// src/runtimes/fork/load/flow-duration.ts
var UNITS = {
  ns: 1n,
  us: 1000n,
  "\xB5s": 1000n,
  // U+00B5
  "\u03BCs": 1000n,
  // U+03BC
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n
};
var MAX = 9223372036854775807n;
function quote(s) {
  return '"' + s.replace(/\\/g, "\\\\").replace(/"/g, '\\"') + '"';
}
function parseGoDuration(s) {
  const orig = s;
  const bad = () => ({ ok: false, error: `time: invalid duration ${quote(orig)}` });
  let neg = false;
  if (s !== "" && (s[0] === "-" || s[0] === "+")) {
    neg = s[0] === "-";
    s = s.slice(1);
  }
  if (s === "0") return { ok: true, ns: 0n };
  if (s === "") return bad();
  let total = 0n;
  while (s !== "") {
    if (!(s[0] === "." || s[0] >= "0" && s[0] <= "9")) return bad();
    const m3 = /^([0-9]*)(?:\.([0-9]*))?/.exec(s);
    const intPart = m3[1] ?? "";
    const fracPart = m3[2];
    if (intPart === "" && (fracPart === void 0 || fracPart === "")) return bad();
    s = s.slice(m3[0].length);
    const um = /^[^0-9.]*/.exec(s);
    const unit = um[0];
    if (unit === "") return { ok: false, error: `time: missing unit in duration ${quote(orig)}` };
    const mult = UNITS[unit];
    if (mult === void 0) return { ok: false, error: `time: unknown unit ${quote(unit)} in duration ${quote(orig)}` };
    s = s.slice(unit.length);
    let v = (intPart === "" ? 0n : BigInt(intPart)) * mult;
    if (fracPart) v += BigInt(fracPart) * mult / 10n ** BigInt(fracPart.length);
    total += v;
    if (total > MAX + (neg ? 1n : 0n)) return bad();
  }
  return { ok: true, ns: neg ? -total : total };
}
function formatGoDuration(ns) {
  if (ns === 0n) return "0s";
  const neg = ns < 0n;
  let u = neg ? -ns : ns;
  let out;
  if (u < 1000000000n) {
    let unit;
    let div;
    if (u < 1000n) return (neg ? "-" : "") + `${u}ns`;
    if (u < 1000000n) {
      unit = "\xB5s";
      div = 1000n;
    } else {
      unit = "ms";
      div = 1000000n;
    }
    out = frac(u, div) + unit;
  } else {
    const h = u / 3600000000000n;
    u -= h * 3600000000000n;
    const m3 = u / 60000000000n;
    u -= m3 * 60000000000n;
    out = frac(u, 1000000000n) + "s";
    if (h > 0n) out = `${h}h${m3}m` + out;
    else if (m3 > 0n) out = `${m3}m` + out;
  }
  return (neg ? "-" : "") + out;
}
function frac(v, div) {
  const whole = v / div;
  const rest = v % div;
  if (rest === 0n) return String(whole);
  const digits = String(div).length - 1;
  return `${whole}.` + String(rest).padStart(digits, "0").replace(/0+$/, "");
}

// src/runtimes/fork/load/flow-validate.ts
var REASONING_EFFORTS = ["low", "medium", "high", "xhigh", "max"];
var q = JSON.stringify;
function validateFlow(flow, steps, top) {
  const err = (message2, span) => ({ message: message2, span, parse: false });
  if (steps.length === 0) {
    const at3 = flow?.keys.get("steps") ?? top.keys.get("flow");
    return err("flow has no steps", nodeSpan(flow ?? top, at3?.value ?? at3?.key ?? null));
  }
  const mfe = flow?.f["maxFallbackEntries"] ?? 0;
  if (mfe < 0) {
    return err(
      `invalid maxFallbackEntries: flow.maxFallbackEntries must be >= 0 (got ${mfe}; 0 means default 3)`,
      nodeSpan(flow, flow.keys.get("maxFallbackEntries")?.value)
    );
  }
  const ids = /* @__PURE__ */ new Set();
  for (const m3 of steps) {
    const id = stepId(m3);
    const idErr = validateStepID(id);
    if (idErr) return err(idErr, stepIdSpan(m3));
    if (ids.has(id)) return err(`duplicate step ID: ${q(id)}`, stepIdSpan(m3));
    ids.add(id);
    const prompt = effValue(m3, "prompt") ?? "";
    const path21 = trimSpace(effValue(m3, "langfusePromptPath") ?? "");
    const hasInline = trimSpace(prompt) !== "";
    if (hasInline && path21 !== "") {
      return err(
        `invalid step prompt source: step ${q(id)} declares both prompt and langfusePromptPath \u2014 declare exactly one (check any extends templates: one of the two may be inherited)`,
        stepIdSpan(m3)
      );
    }
    if (!hasInline && path21 === "") return err(`invalid step prompt source: step ${q(id)} declares neither prompt nor langfusePromptPath`, stepIdSpan(m3));
    if (path21 === "" && trimSpace(effValue(m3, "langfusePromptLabel") ?? "") !== "") {
      return err(`invalid step prompt source: step ${q(id)} sets langfusePromptLabel without langfusePromptPath`, effSpan(m3, "langfusePromptLabel"));
    }
    const maxTurns = effValue(m3, "maxTurns") ?? 0;
    if (maxTurns < 0) {
      return err(`invalid maxTurns: step ${q(id)} maxTurns must be >= 0 (got ${maxTurns}; 0 means inherit from agent)`, effSpan(m3, "maxTurns"));
    }
    const maxIt = effValue(m3, "maxIterations") ?? 0;
    if (maxIt < 0) {
      return err(`invalid maxIterations: step ${q(id)} maxIterations must be >= 0 (got ${maxIt}; 0 means unbounded)`, effSpan(m3, "maxIterations"));
    }
    const timeout = effValue(m3, "timeout") ?? "";
    if (timeout !== "") {
      const t = parseGoDuration(timeout);
      if (!t.ok) return err(`invalid flow YAML: step ${q(id)}: invalid timeout ${q(timeout)}: ${t.error}`, effSpan(m3, "timeout"));
      if (t.ns < 0n) return err(`invalid flow YAML: step ${q(id)}: timeout must be non-negative, got ${formatGoDuration(t.ns)}`, effSpan(m3, "timeout"));
    }
    const ra = effValue(m3, "resume_after");
    if (ra !== void 0) {
      const raw = trimSpace(ra);
      if (raw !== "") {
        const t = parseGoDuration(raw);
        if (!t.ok) return err(`invalid flow YAML: step ${q(id)}: invalid resume_after ${q(raw)}: ${t.error}`, effSpan(m3, "resume_after"));
        if (t.ns <= 0n) return err(`invalid flow YAML: step ${q(id)}: resume_after must be positive, got ${formatGoDuration(t.ns)}`, effSpan(m3, "resume_after"));
      }
    }
    const effort = effValue(m3, "reasoningEffort") ?? "";
    if (effort !== "" && !effort.includes("${") && !REASONING_EFFORTS.includes(effort)) {
      return hint(
        err(`invalid step reasoningEffort: step ${q(id)} reasoningEffort ${q(effort)} must be one of low|medium|high|xhigh|max`, effSpan(m3, "reasoningEffort")),
        didYouMean(effort, REASONING_EFFORTS)
      );
    }
  }
  for (const m3 of steps) {
    const id = stepId(m3);
    for (const r of effValue(m3, "rules") ?? []) {
      const then = r.value.f["then"] ?? "";
      if (!ids.has(then)) {
        const tn = r.value.keys.get("then");
        return err(`rule references non-existent step: step ${q(id)} rule references ${q(then)}`, nodeSpan(r.value, tn?.value ?? tn?.key ?? r.node));
      }
    }
    const fb = effValue(m3, "fallback");
    if (fb) {
      const to = fb.f["to"] ?? "";
      if (to !== "" && !ids.has(to)) {
        return err(`fallback references non-existent step: step ${q(id)} fallback references ${q(to)}`, nodeSpan(fb, fb.keys.get("to")?.value));
      }
      const ote = fb.f["on_turns_exhausted"] ?? "";
      if (ote !== "" && ote !== "accept" && ote !== "fail") {
        return hint(
          err(`invalid fallback.on_turns_exhausted: step ${q(id)} has ${q(ote)}, want "accept" or "fail"`, nodeSpan(fb, fb.keys.get("on_turns_exhausted")?.value)),
          didYouMean(ote, ["accept", "fail"])
        );
      }
    }
  }
  return fallbackCycle(steps);
}
function hint(e, suggestion) {
  return suggestion ? { ...e, hint: `Did you mean "${suggestion}"?` } : e;
}
function fallbackCycle(steps) {
  const next = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  for (const m3 of steps) {
    byId.set(stepId(m3), m3);
    const to = effValue(m3, "fallback")?.f["to"] ?? "";
    if (to !== "") next.set(stepId(m3), to);
  }
  for (const m3 of steps) {
    const start = stepId(m3);
    const path21 = [start];
    let cur = next.get(start);
    const seen = /* @__PURE__ */ new Set([start]);
    while (cur !== void 0 && !seen.has(cur)) {
      seen.add(cur);
      path21.push(cur);
      cur = next.get(cur);
    }
    if (cur === start) {
      const fb = effValue(m3, "fallback");
      return {
        message: `fallback cycle: ${[...path21, start].join(" -> ")} (static fallback.to cycles are rejected at load, docs/flows.md@bc01be8)`,
        span: nodeSpan(fb, fb.keys.get("to")?.value),
        parse: false
      };
    }
  }
  return null;
}

// src/runtimes/fork/load/flow-parse.ts
var SESSION_KEYS = /* @__PURE__ */ new Set(["prefix", "resume_on_failure"]);
function flowIdFromPath(abs) {
  const b = base(abs);
  return b.slice(0, b.length - ext(b).length);
}
function parseFlowFile(ctx, tenv, abs, limit) {
  const id = flowIdFromPath(abs);
  const out = { abs, file: displayPath2(ctx.W, abs), id, error: null, y: null, top: null, steps: [], disabled: false };
  const r = readDoc(ctx, abs, "flow");
  if (!r.ok) {
    out.error = { message: `reading flow file: ${r.error}`, span: fileSpan(out.file), parse: false };
    return out;
  }
  out.file = r.doc.file;
  if (r.size > limit) {
    out.error = { message: `invalid flow YAML: file exceeds ${limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: fileSpan(out.file), parse: false };
    return out;
  }
  if (r.reader) {
    out.error = { message: `invalid flow YAML: yaml: ${r.reader.problem}`, span: r.reader.span, parse: true };
    return out;
  }
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines, scalars: "text" });
  out.y = y;
  const deep = y.errors.find((e) => e.code === "TOO_DEEP_TO_CHECK");
  if (deep) {
    out.error = { message: `it nests values ${deep.message.replace(/^nested /, "")}; ctxlens does not check it and simulates none of its steps (the runtime accepts up to 10000 levels)`, span: deep.span, parse: true, unchecked: true };
    return out;
  }
  const syn = yamlV3ParseError(y);
  if (syn) {
    out.error = { message: `invalid flow YAML: ${syn.message}`, span: syn.span, parse: true };
    return out;
  }
  const d = new V3Decoder(y);
  const dec = decodeFlowFile(d);
  if (dec.error) {
    out.error = { message: `invalid flow YAML: ${dec.error.message}`, span: dec.error.span, parse: true };
    return out;
  }
  const top = dec.value;
  out.top = top;
  out.disabled = top.f["disabled"] === true;
  const flow = top.f["flow"];
  const stepItems = (flow?.f["steps"] ?? []).filter((s) => s.value);
  out.steps = stepItems.map((it) => ownStep(it.value));
  const sess = flow?.f["session"];
  for (const [k, kv] of sess?.keys ?? []) {
    if (!SESSION_KEYS.has(k)) {
      out.error = { message: `invalid flow YAML: unknown key ${JSON.stringify(k)} in flow.session`, span: d.span(kv.key), parse: false };
      return out;
    }
  }
  const idErr = validateFlowID(id);
  if (idErr) {
    out.error = { message: idErr, span: fileSpan(out.file), parse: false };
    return out;
  }
  const includes = top.f["include"] ?? [];
  const anyExtends = out.steps.some((m3) => (m3.s.f["extends"] ?? []).length > 0);
  if (includes.length > 0 || anyExtends) {
    const e = resolveIncludes(ctx, tenv, d, flow, out.steps, includes);
    if (e) {
      out.error = { ...e, message: `resolving includes for flow ${JSON.stringify(id)}: ${e.message}` };
      return out;
    }
  }
  for (const m3 of out.steps) {
    const o = effValue(m3, "output");
    const schema = o?.f["schema"];
    if (!o || schema === void 0 || schema === null) continue;
    const res = resolveSchemaRef(ctx, schema, dir(abs));
    if (!res.ok) {
      const sn = o.keys.get("schema")?.value;
      out.error = { message: `resolving output schema $ref for step ${JSON.stringify(stepId(m3))}: ${res.error}`, span: nodeSpan(o, sn), parse: false };
      return out;
    }
  }
  const v = validateFlow(flow, out.steps, top);
  if (v) {
    out.error = { ...v, message: `validating flow ${JSON.stringify(id)}: ${v.message}` };
    return out;
  }
  return out;
}
function ownStep(s) {
  const eff = /* @__PURE__ */ new Map();
  for (const [k, kv] of s.keys) {
    if (k in s.f) eff.set(k, { value: s.f[k], keyNode: kv.key, valueNode: kv.value, doc: s.doc, from: { kind: "step" } });
  }
  return { s, raw: new Set(s.keys.keys()), eff, applied: [] };
}
function resolveIncludes(ctx, tenv, d, flow, steps, includes) {
  const seqNode = flow?.keys.get("steps")?.value ?? null;
  if (seqNode && (0, import_yaml9.isSeq)(seqNode)) {
    const rawCount = seqNode.items.length;
    if (rawCount !== steps.length) {
      const empty = seqNode.items.map((it) => d.peek(it)).find((it) => isNullNode(it));
      return {
        message: `invalid flow include: cannot recover per-step declared keys (${rawCount} raw vs ${steps.length} steps); remove empty entries from flow.steps`,
        span: empty?.range ? d.span(empty) : d.span(seqNode),
        parse: false
      };
    }
  }
  const templates = /* @__PURE__ */ new Map();
  for (const inc of includes) {
    const abs = resolveIncludePath(ctx.W, inc.value.local);
    const tf = loadTemplateFile(ctx, tenv, abs);
    if (tf.error) return { message: tf.error.message, span: tf.error.span ?? d.span(inc.value.localNode ?? inc.node), parse: tf.error.parse };
    for (const [name, t] of tf.templates) templates.set(name, t);
  }
  for (const m3 of steps) {
    const ext2 = m3.s.f["extends"] ?? [];
    if (ext2.length === 0) continue;
    for (const e of ext2) {
      const t = templates.get(e.value);
      if (!t) {
        const names = [...templates.keys()].sort(compareBytes);
        const avail = names.length === 0 ? "none \u2014 the flow declares no include, or its includes define no `.`-prefixed template" : names.join(", ");
        return {
          message: `unknown step template: step ${JSON.stringify(stepId(m3))} extends ${JSON.stringify(e.value)}, which no included file defines (available: ${avail})`,
          span: d.span(e.node),
          parse: false,
          ...hintFor(e.value, names)
        };
      }
      m3.applied.push(t);
    }
    mergeTemplates(m3);
  }
  return null;
}
function hintFor(word, candidates) {
  const s = didYouMean(word, candidates);
  return s ? { hint: `Did you mean "${s}"?` } : {};
}
function mergeTemplates(m3) {
  const declaresLangfuse = m3.raw.has("langfusePromptPath") || m3.raw.has("langfusePromptLabel");
  for (const key of INHERITABLE_KEYS) {
    if (m3.raw.has(key)) continue;
    if (key === "prompt" && declaresLangfuse) continue;
    if ((key === "langfusePromptPath" || key === "langfusePromptLabel") && m3.raw.has("prompt")) continue;
    let src = null;
    for (const t of m3.applied) if (t.keys.has(key)) src = t;
    if (!src) continue;
    const kv = src.step.keys.get(key);
    m3.eff.set(key, {
      value: src.step.f[key],
      keyNode: kv.key,
      valueNode: kv.value,
      doc: src.step.doc,
      from: { kind: "template", template: src.name, file: src.file }
    });
  }
}

// src/runtimes/fork/load/flow-size.ts
var DEFAULT_MAX_FLOW_FILE_SIZE = 307200;
var SUFFIXES = [
  ["kib", 1024],
  ["kb", 1024],
  ["k", 1024],
  ["mib", 1024 * 1024],
  ["mb", 1024 * 1024],
  ["m", 1024 * 1024]
];
function goAtoi(s) {
  if (!/^[+-]?[0-9]+$/.test(s)) return null;
  const n = BigInt(s);
  if (n > 9223372036854775807n || n < -9223372036854775808n) return null;
  return Number(n);
}
function parseByteSize(raw) {
  let s = trimSpace(raw).toLowerCase();
  if (s === "") return null;
  let mult = 1;
  for (const [sfx, m3] of SUFFIXES) {
    if (s.endsWith(sfx)) {
      mult = m3;
      s = trimSpace(s.slice(0, s.length - sfx.length));
      break;
    }
  }
  const n = goAtoi(s);
  return n === null ? null : n * mult;
}
function maxFlowFileSize(env) {
  const raw = trimSpace(env["OPENCODE_MAX_FLOW_FILE_SIZE"] ?? "");
  if (raw === "") return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: null, raw: null };
  const parsed = parseByteSize(raw);
  if (parsed === null) return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: "Invalid OPENCODE_MAX_FLOW_FILE_SIZE; falling back to default", raw };
  if (parsed <= 0) return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: "OPENCODE_MAX_FLOW_FILE_SIZE must be positive; falling back to default", raw };
  return { limit: parsed, warning: null, raw };
}

// src/runtimes/fork/load/flows.ts
function startSpan3(file) {
  return { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
function scanDir(ctx, tenv, limit, dirAbs) {
  if (ctx.source.stat(dirAbs) === null) return [];
  const entries = ctx.source.readdir(dirAbs);
  if (entries === null) return [];
  const out = [];
  for (const e of entries) {
    if (e.kind === "dir") continue;
    if (!e.name.endsWith(".yaml") && !e.name.endsWith(".yml")) continue;
    out.push(parseFlowFile(ctx, tenv, join(dirAbs, e.name), limit));
  }
  return out;
}
function contextSpec2(m3) {
  const e = m3.eff.get("context");
  const c = e?.value;
  if (!e || !c) return { spec: null, from: null };
  const pathsKv = c.keys.get("paths");
  const paths = c.f["paths"];
  const modeKv = c.keys.get("mode");
  const nestedKv = c.keys.get("nested");
  const spec = {
    span: nodeSpan(c, c.node),
    paths: paths === void 0 ? null : paths.map((p) => ({ value: p.value, span: nodeSpan(c, p.node) })),
    pathsSpan: pathsKv ? nodeSpan(c, pathsKv.value ?? pathsKv.key) : null,
    mode: modeKv ? { value: c.f["mode"] ?? "", span: nodeSpan(c, modeKv.value ?? modeKv.key) } : null,
    nested: nestedKv && typeof c.f["nested"] === "boolean" ? { value: c.f["nested"], span: nodeSpan(c, nestedKv.value ?? nestedKv.key) } : null,
    unknownKeys: [...c.keys.entries()].filter(([k]) => k !== "paths" && k !== "mode" && k !== "nested").map(([k, kv]) => ({ value: k, span: nodeSpan(c, kv.key) }))
  };
  const from = e.from.kind === "step" ? { kind: "step" } : { kind: "template", template: e.from.template, file: e.from.file };
  return { spec, from };
}
function stepModel(m3) {
  const agentEff = m3.eff.get("agent");
  const agent = agentEff?.value ?? "";
  const agentNode = agentEff ? { value: agent, span: effSpan(m3, "agent") } : null;
  const { spec, from } = contextSpec2(m3);
  return {
    id: stepId(m3),
    idSpan: stepIdSpan(m3),
    span: nodeSpan(m3.s, m3.s.node),
    agent: agent === "" ? DEFAULT_STEP_AGENT : agent,
    agentNode,
    context: spec,
    contextFrom: from
  };
}
function resolveFlowPath(W, home, entry2) {
  let expanded = entry2;
  if (entry2.startsWith("~/") && home) expanded = join(home, entry2.slice(2));
  const resolved = isAbs(expanded) ? expanded : join(W, expanded);
  return clean(resolved === "" ? "." : resolved);
}
function loadFlows(ctx, config) {
  const size = maxFlowFileSize(ctx.env);
  const tenv = { limit: size.limit, cache: /* @__PURE__ */ new Map() };
  const scanned = [];
  const add = (list2, scope) => {
    for (const parsed of list2) scanned.push({ parsed, scope, id: parsed.id, nsError: null });
  };
  add(scanDir(ctx, tenv, size.limit, join(ctx.W, ".opencode", "flows")), "project");
  add(scanDir(ctx, tenv, size.limit, join(ctx.W, ".agents", "flows")), "project");
  if (ctx.withGlobal && ctx.home) {
    add(scanDir(ctx, tenv, size.limit, join(ctx.home, ".config", "opencode", "flows")), "global");
    add(scanDir(ctx, tenv, size.limit, join(ctx.home, ".agents", "flows")), "global");
  }
  for (const entry2 of config.flowPaths) {
    const resolved = resolveFlowPath(ctx.W, ctx.home, entry2.value);
    if (ctx.source.stat(resolved)?.kind !== "dir") {
      ctx.issues.push({ rule: "flow-invalid", messageId: "flowPathMissing", data: { path: resolved }, span: entry2.span });
      continue;
    }
    const namespace = base(dir(resolved));
    for (const parsed of scanDir(ctx, tenv, size.limit, resolved)) {
      const nsID = namespace + "/" + parsed.id;
      const nsError = parsed.error ? null : validateFlowID(nsID);
      scanned.push({ parsed, scope: "flowPaths", id: nsID, nsError });
    }
  }
  const files = [];
  const flows = /* @__PURE__ */ new Map();
  const owners = /* @__PURE__ */ new Map();
  const issues = [];
  const validator = new SchemaValidator();
  for (const s of scanned) {
    const p = s.parsed;
    const error = p.error ?? (s.nsError ? { message: s.nsError, span: startSpan3(p.file), parse: false } : null);
    const ff = { file: p.file, abs: p.abs, scope: s.scope, id: s.id, status: "loaded", error: null, shadowedBy: null };
    files.push(ff);
    if (error) {
      ff.status = "failed";
      ff.error = { message: error.message, span: error.span };
      issues.push(
        error.unchecked ? { rule: "parse-error", messageId: "unreadable", data: { what: p.file, detail: error.message }, span: error.span } : error.parse ? { rule: "parse-error", messageId: "flowRejected", data: { detail: error.message }, span: error.span } : {
          rule: "flow-invalid",
          messageId: s.nsError ? "namespacedId" : "wouldNotLoad",
          data: { detail: error.message },
          span: error.span,
          ...error.hint ? { hint: error.hint } : {}
        }
      );
    } else {
      const owner = owners.get(s.id);
      if (owner) {
        ff.status = "shadowed";
        ff.shadowedBy = owner.file.file;
        issues.push({
          rule: "flow-id-shadowed",
          messageId: s.scope === "global" && owner.file.scope === "project" ? "globalShadowed" : "duplicate",
          data: { id: s.id, owner: owner.file.file },
          span: startSpan3(p.file)
        });
        if (owner.parsed.disabled && owner.parsed.top) {
          const kv = owner.parsed.top.keys.get("disabled");
          issues.push({
            rule: "flow-disabled-shadows",
            messageId: "shadows",
            data: { id: s.id, other: p.file },
            span: nodeSpan(owner.parsed.top, kv?.key ?? null)
          });
        }
      } else {
        owners.set(s.id, { file: ff, parsed: p });
        flows.set(s.id, { id: s.id, file: p.file, disabled: p.disabled, steps: p.steps.map(stepModel) });
      }
      issues.push(...blocksInheritance(p), ...multipleRulesTarget(p));
    }
    if (p.y && p.top) {
      issues.push(...mixedRevisions(p));
      const failed = error !== null;
      issues.push(...schemaIssues(validator, "flow", p.y, (ptr, kind) => failed && kind !== "unknown-key" || ptr.startsWith("/flow/session/")));
    }
  }
  for (const ff of files) {
    if (ff.status !== "failed") continue;
    const owner = owners.get(ff.id);
    if (owner) issues.push({ rule: "flow-id-shadowed", messageId: "brokenServedByOther", data: { id: ff.id, other: owner.file.file }, span: startSpan3(ff.file) });
  }
  const seen = /* @__PURE__ */ new Set();
  for (const tf of tenv.cache.values()) {
    const first = tf.templates.values().next().value;
    if (tf.error || !first || seen.has(first.abs)) continue;
    seen.add(first.abs);
    issues.push(...schemaIssues(validator, "flow-template", first.step.doc, (ptr) => ptr.split("/").length <= 3));
  }
  ctx.issues.push(...issues);
  return { flows, files };
}

// src/runtimes/fork/load/project.ts
function loadProject(source, opts) {
  const home = opts.env["HOME"] ?? null;
  const ctx = { ...opts, source, W: opts.cwd, home: home === "" ? null : home, documents: /* @__PURE__ */ new Map(), issues: [] };
  const config = loadConfig(ctx);
  const { agents, files: agentFiles } = loadAgents(ctx, config);
  const { flows, files: flowFiles } = loadFlows(ctx, config);
  return Object.freeze({
    cwd: opts.cwd,
    W: ctx.W,
    source,
    env: opts.env,
    withGlobal: opts.withGlobal,
    home: ctx.home,
    config,
    agents,
    agentFiles,
    flows,
    flowFiles,
    documents: ctx.documents,
    issues: ctx.issues
  });
}

// src/runtimes/opencode/load/project.ts
import { posix as path14 } from "node:path";

// src/runtimes/opencode/load/config.ts
init_main();
import { posix as path11 } from "node:path";

// src/runtimes/opencode/load/substitute.ts
import { posix as path10 } from "node:path";
var ENV_RE = /\{env:([^}]+)\}/g;
var FILE_RE = /\{file:[^}]+\}/g;
function jsonEscape(s) {
  return JSON.stringify(s).slice(1, -1);
}
function substitute(raw, baseDir, env, source, home) {
  const tokens = [];
  for (const m3 of raw.matchAll(ENV_RE)) {
    const name = m3[1];
    tokens.push({ kind: "env", text: m3[0], offset: m3.index, name, unset: !env[name] });
  }
  let text = raw.replace(ENV_RE, (_, name) => env[name] || "");
  let error = null;
  const rawFiles = [...raw.matchAll(FILE_RE)];
  let k = 0;
  text = text.replace(FILE_RE, (match, offset2, whole) => {
    const lineStart = whole.lastIndexOf("\n", offset2 - 1) + 1;
    const commented = whole.slice(lineStart, offset2).trimStart().startsWith("//");
    const rawAt = rawFiles[k]?.[0] === match ? rawFiles[k++].index : -1;
    let p = match.slice("{file:".length, -1);
    const name = p;
    const tok = { kind: "file", text: match, offset: rawAt, name, commented };
    tokens.push(tok);
    if (commented || error !== null) return match;
    if (p.startsWith("~/")) p = home !== null ? path10.join(home, p.slice(2)) : p;
    const resolved = path10.isAbsolute(p) ? path10.normalize(p) : path10.resolve(baseDir, p);
    tok.resolved = resolved;
    const r = source.readFile(resolved);
    if (!r.ok) {
      tok.readError = r.code;
      error = `bad file reference: "${match}"` + (r.code === "ENOENT" ? ` ${resolved} does not exist` : "");
      return match;
    }
    const content = new TextDecoder().decode(r.data).trim();
    tok.content = content;
    return jsonEscape(content);
  });
  return { text, tokens: tokens.sort((a, b) => a.offset - b.offset), error };
}

// src/runtimes/opencode/load/run-cache.ts
var OcRunCache = class {
  /**
   * @param source the run's file source; the cache is used only with this source.
   * @param vars the run's simulated environment (`OcLoadOptions.env`); the cache is used only with it.
   */
  constructor(source, vars) {
    this.source = source;
    this.vars = vars;
  }
  source;
  vars;
  /** Agent file texts (UTF-8) by absolute path; `null` when unreadable. */
  agentTexts = /* @__PURE__ */ new Map();
  /** Agent files of each config directory (`findAgentFiles`), by absolute directory. */
  agentFiles = /* @__PURE__ */ new Map();
  /**
   * Markdown agent definitions by file and display path. Only definitions whose reading does not
   * depend on what the gray-matter session read before are kept (`FrontmatterReader.readOnce`).
   */
  markdownDefinitions = /* @__PURE__ */ new Map();
  /** Definitions of a config document's `agent`, `mode` and `agents` entries, per display path. */
  configDefinitions = /* @__PURE__ */ new WeakMap();
  /** Frontmatter readings that are the same in every gray-matter session, by file text (`FrontmatterReader.readOnce`). */
  markdownReads = /* @__PURE__ */ new Map();
  /** Config documents by layer, path, the directory paths are shown relative to, and home directory; `null`: the file does not exist. */
  configDocs = /* @__PURE__ */ new Map();
  /** Schema violations of each parsed config document (`checkConfigDoc`). */
  configViolations = /* @__PURE__ */ new WeakMap();
  /** Instruction files by absolute path (as the runtime spells it). */
  instructionFiles = /* @__PURE__ */ new Map();
  /** The worktree of each directory met (`worktreeOf`: nearest ancestor holding `.git`, or `/`). */
  worktrees = /* @__PURE__ */ new Map();
  /** Whether a path exists for the runtime (`stat` follows symlinks), by absolute path. */
  exists = /* @__PURE__ */ new Map();
  /** Glob scans of `instructions` entries (`scanGlob`), by directory, pattern and `dot`. */
  scans = /* @__PURE__ */ new Map();
  /** `memo.get(key)`, computing and keeping `make()` when absent. */
  static once(memo2, key, make) {
    if (memo2.has(key)) return memo2.get(key);
    const v = make();
    memo2.set(key, v);
    return v;
  }
};
function runCacheFor(source, vars, cache) {
  return cache !== void 0 && cache.source === source && cache.vars === vars ? cache : new OcRunCache(source, vars);
}

// src/runtimes/opencode/load/config.ts
var NAMES = ["opencode.json", "opencode.jsonc"];
function shown(W, abs) {
  const r = path11.relative(W, abs);
  return r === "" ? "." : r.startsWith("../") || r === ".." ? abs : r;
}
function configCandidates(W, worktree, env) {
  const out = [];
  if (env.globalDir !== null) for (const n of ["config.json", ...NAMES]) out.push({ layer: "global", abs: path11.join(env.globalDir, n) });
  if (env.configFile !== null) out.push({ layer: "custom", abs: env.configFile });
  const up = env.disableProjectConfig ? [] : dirsUp(W, worktree);
  for (const d of [...up].reverse()) for (const n of NAMES) out.push({ layer: "project", abs: path11.join(d, n) });
  const dot = up.map((d) => path11.join(d, ".opencode"));
  if (env.home !== null) dot.push(path11.join(env.home, ".opencode"));
  for (const d of [...new Set(dot)]) for (const n of NAMES) out.push({ layer: "dotdir", abs: path11.join(d, n) });
  if (env.configDir !== null) for (const n of NAMES) out.push({ layer: "configdir", abs: path11.join(env.configDir, n) });
  return out;
}
function loadOcConfig(source, W, worktree, env, root = W, cache = null) {
  const docs = [];
  const seen = /* @__PURE__ */ new Set();
  for (const c of configCandidates(W, worktree, env)) {
    if (seen.has(c.abs)) continue;
    seen.add(c.abs);
    const read = () => readDoc2(source, c.layer, c.abs, shown(root, c.abs), env);
    const doc = cache === null || cache.source !== source || cache.vars !== env.vars ? read() : OcRunCache.once(cache.configDocs, `${c.layer}\0${c.abs}\0${root}\0${env.home ?? ""}`, read);
    if (doc !== null) docs.push(doc);
  }
  if (env.configContent !== null) docs.push(parseDoc("inline", null, "$OPENCODE_CONFIG_CONTENT", env.configContent, W, env, source));
  let merged = {};
  const instructions = [];
  const have = /* @__PURE__ */ new Set();
  let refusal = null;
  for (const d of docs) {
    if (d.refusal !== null && refusal === null) refusal = { message: d.refusal, doc: d };
    if (d.data === null) continue;
    const list2 = d.data["instructions"];
    if (d.layer === "global") {
      merged = mergeDeep(merged, d.data);
      if (Array.isArray(list2)) {
        instructions.length = 0;
        have.clear();
      }
    } else merged = mergeConfig(merged, d.data);
    if (Array.isArray(list2)) {
      list2.forEach((e, index) => {
        if (typeof e !== "string" || have.has(e)) return;
        have.add(e);
        instructions.push({ entry: e, doc: d, index });
      });
    }
  }
  return { docs, merged, instructions, refusal };
}
function readDoc2(source, layer, abs, file, env) {
  const st = source.stat(abs);
  if (st === null) return null;
  const r = source.readFile(abs);
  if (!r.ok) return failedDoc(layer, abs, file, `Configuration is invalid at ${abs}: cannot read it (${r.code})`);
  const raw = new TextDecoder().decode(r.data);
  return parseDoc(layer, abs, file, raw, path11.dirname(abs), env, source);
}
function failedDoc(layer, abs, file, refusal) {
  return {
    layer,
    abs,
    file,
    raw: "",
    lines: new LineIndex(""),
    tree: void 0,
    subst: { text: "", tokens: [], error: null },
    data: null,
    refusal,
    refusalSpan: { file, pointer: "", start: { line: 0, column: 0 }, end: { line: 0, column: 0 } }
  };
}
var MAX_JSONC_DEPTH = 1e3;
function jsoncDepth(text) {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
    } else if (ch === 47 && text.charCodeAt(i + 1) === 47) {
      while (i < text.length && text.charCodeAt(i) !== 10) i++;
    } else if (ch === 47 && text.charCodeAt(i + 1) === 42) {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (ch === 123 || ch === 91) {
      if (++depth > max && (max = depth) > MAX_JSONC_DEPTH) return max;
    } else if (ch === 125 || ch === 93) {
      depth--;
    }
  }
  return max;
}
function parseDoc(layer, abs, file, text, baseDir, env, source) {
  const raw = text.replace(/^\uFEFF/, "");
  const lines = new LineIndex(raw);
  if (jsoncDepth(raw) > MAX_JSONC_DEPTH) {
    const where2 = abs ?? "OPENCODE_CONFIG_CONTENT";
    const refusal = `Config file at ${where2} is nested too deeply to parse (more than ${MAX_JSONC_DEPTH} levels; opencode parses it with the same JSONC parser)`;
    return { ...failedDoc(layer, abs, file, refusal), raw, lines, refusalSpan: { file, pointer: "", start: lines.pos(0), end: lines.pos(1) } };
  }
  const tree = parseTree(raw, [], { allowTrailingComma: true });
  const subst = substitute(raw, baseDir, env.vars, source, env.home);
  const where = abs ?? "OPENCODE_CONFIG_CONTENT";
  const at3 = (offset2, length = 1) => ({ file, pointer: "", start: lines.pos(offset2), end: lines.pos(offset2 + Math.max(1, length)) });
  const doc = { layer, abs, file, raw, lines, tree, subst, data: null, refusal: null, refusalSpan: null };
  if (subst.error !== null) {
    const tok = subst.tokens.find((t) => t.kind === "file" && t.readError !== void 0);
    doc.refusal = `Configuration is invalid at ${where}: ${subst.error}`;
    doc.refusalSpan = tok && tok.offset >= 0 ? at3(tok.offset, tok.text.length) : at3(0);
    return doc;
  }
  if (subst.text === "") {
    doc.data = {};
    return doc;
  }
  const errors = [];
  const data = parse(subst.text, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    const e = errors[0];
    const p = new LineIndex(subst.text).pos(e.offset);
    doc.refusal = `Config file at ${where} is not valid JSON(C): ${printParseErrorCode(e.error)} at line ${p.line}, column ${p.column}`;
    doc.refusalSpan = { file, pointer: "", start: p, end: { line: p.line, column: p.column + Math.max(1, e.length) } };
    return doc;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    doc.refusal = `Configuration is invalid at ${where}: expected an object`;
    doc.refusalSpan = at3(0);
    return doc;
  }
  doc.data = data;
  const typeError = keyTypeError(doc.data);
  if (typeError !== null) {
    doc.refusal = `Configuration is invalid at ${where}
\u21B3 ${typeError.message}`;
    const node = tree ? findPath(tree, typeError.path) : void 0;
    doc.refusalSpan = node ? at3(node.offset, node.length) : at3(0);
  }
  return doc;
}
function findPath(tree, p) {
  let node = tree;
  for (const seg of p) {
    if (!node) return void 0;
    if (node.type === "array" && typeof seg === "number") node = node.children?.[seg];
    else if (node.type === "object") node = node.children?.find((c) => c.children?.[0]?.value === seg)?.children?.[1];
    else return void 0;
  }
  return node;
}
function keyTypeError(data) {
  const ins = data["instructions"];
  if (ins !== void 0) {
    if (!Array.isArray(ins)) return { path: ["instructions"], message: '"instructions" must be an array of strings' };
    const i = ins.findIndex((x) => typeof x !== "string");
    if (i >= 0) return { path: ["instructions", i], message: `"instructions" entry ${i} must be a string` };
  }
  for (const key of ["agent", "mode"]) {
    const v = data[key];
    if (v === void 0) continue;
    if (typeof v !== "object" || v === null || Array.isArray(v)) return { path: [key], message: `"${key}" must be an object of agent configs` };
    for (const [name, a] of Object.entries(v)) {
      if (typeof a !== "object" || a === null || Array.isArray(a)) return { path: [key, name], message: `"${key}.${name}" must be an object` };
    }
  }
  if (data["default_agent"] !== void 0 && typeof data["default_agent"] !== "string") return { path: ["default_agent"], message: '"default_agent" must be a string' };
  return null;
}
function mergeConfig(a, b) {
  const out = mergeDeep(a, b);
  for (const k of ["instructions", "plugin"]) {
    if (Array.isArray(a[k]) && Array.isArray(b[k])) out[k] = [.../* @__PURE__ */ new Set([...a[k], ...b[k]])];
  }
  return out;
}
function isPlain(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function mergeDeep(a, b) {
  if (!isPlain(a) || !isPlain(b)) return b;
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = k in out ? mergeDeep(out[k], v) : v;
  return out;
}

// src/runtimes/opencode/load/agents.ts
import { posix as path12 } from "node:path";
function configDirectories(W, worktree, env) {
  const dirs = [];
  if (env.globalDir !== null) dirs.push(env.globalDir);
  if (!env.disableProjectConfig) dirs.push(...dirsUp(W, worktree).map((d) => path12.join(d, ".opencode")));
  if (env.home !== null) dirs.push(path12.join(env.home, ".opencode"));
  if (env.configDir !== null) dirs.push(env.configDir);
  return [...new Set(dirs)];
}
function agentsOf(set) {
  const order = (a) => {
    const k = BUILTIN_AGENTS2.findIndex((b) => b.id === a.id);
    return k < 0 ? BUILTIN_AGENTS2.length : k;
  };
  return [...set.agents].sort((a, b) => order(a) - order(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((a) => {
    const last = a.definitions[a.definitions.length - 1];
    const source = last === void 0 ? "builtin" : last.origin.startsWith("config") ? "config" : "markdown";
    return { id: a.id, source, mode: a.mode, hidden: a.hidden, disabled: a.disabled, file: last?.abs ?? null };
  });
}

// src/runtimes/opencode/load/agent-layers.ts
import { posix as posix3 } from "node:path";
function agentLayers(docs, dirs) {
  const layer = (d) => ({
    kind: "config",
    abs: d.abs ?? "$OPENCODE_CONFIG_CONTENT",
    value: d.data,
    spanAt: (p, which) => configSpanAt(d, p, which),
    doc: d
  });
  const out = docs.filter((d) => d.layer === "global" || d.layer === "custom" || d.layer === "project").map(layer);
  const inDirs = docs.filter((d) => d.layer === "dotdir" || d.layer === "configdir");
  for (const dir2 of dirs) {
    out.push(...inDirs.filter((d) => d.abs !== null && posix3.dirname(d.abs) === dir2).map(layer));
    out.push({ kind: "directory", dir: dir2 });
  }
  out.push(...inDirs.filter((d) => d.abs === null || !dirs.includes(posix3.dirname(d.abs))).map(layer));
  out.push(...docs.filter((d) => d.layer === "inline").map(layer));
  return out;
}

// ctxlens:gray-matter
var m2 = null;
var load = () => m2 ??= __require("./gray-matter.cjs");
var gray_matter_default = new Proxy(() => {
}, { apply: (_t, _self, args) => load()(...args), get: (_t, k) => load()[k], set: (_t, k, v) => (load()[k] = v, true) });

// src/load/gray-matter.ts
function frontmatterLanguage(text) {
  const s = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  if (!s.startsWith("---") || s.charAt(3) === "-") return "";
  const rest = s.slice(3);
  return rest.slice(0, rest.search(/\r?\n/)).trim();
}
function frontmatterIsCode(text) {
  const lang = frontmatterLanguage(text).toLowerCase();
  return lang === "js" || lang === "javascript";
}
var CODE_FRONTMATTER = 'the frontmatter is JavaScript ("---js"), which ctxlens never evaluates';
function grayMatter(text, options) {
  if (frontmatterIsCode(text)) throw new Error(CODE_FRONTMATTER);
  const run = gray_matter_default;
  return options === void 0 ? run(text) : run(text, options);
}

// src/runtimes/opencode/load/agent-discovery.ts
import { posix as posix4 } from "node:path";
var MAX_DIRS = 1e4;
function findAgentFiles(source, dir2) {
  const out = [];
  for (const sub of ["agent", "agents"]) {
    const seen = /* @__PURE__ */ new Set();
    let budget = MAX_DIRS;
    const walk = (abs, rel2) => {
      const real = source.realpath(abs) ?? abs;
      if (seen.has(real) || budget-- <= 0) return;
      seen.add(real);
      for (const e of source.readdir(abs) ?? []) {
        const childAbs = posix4.join(abs, e.name);
        const childRel = `${rel2}/${e.name}`;
        const kind = e.kind === "symlink" ? source.stat(childAbs)?.kind : e.kind;
        if (kind === "dir") walk(childAbs, childRel);
        else if (kind === "file" && e.name.endsWith(".md")) out.push({ abs: childAbs, relative: childRel, kind: "agent", pathId: agentIdFromPath(childRel, ["agent/", "agents/"]) });
      }
    };
    const root = posix4.join(dir2, sub);
    if (source.stat(root)?.kind === "dir") walk(root, sub);
  }
  for (const sub of ["mode", "modes"]) {
    const root = posix4.join(dir2, sub);
    if (source.stat(root)?.kind !== "dir") continue;
    for (const e of source.readdir(root) ?? []) {
      const abs = posix4.join(root, e.name);
      const kind = e.kind === "symlink" ? source.stat(abs)?.kind : e.kind;
      const relative2 = `${sub}/${e.name}`;
      if (kind === "file" && e.name.endsWith(".md")) out.push({ abs, relative: relative2, kind: "mode", pathId: agentIdFromPath(relative2, ["mode/", "modes/"]) });
    }
  }
  return out;
}
function agentIdFromPath(relative2, prefixes) {
  const rel2 = relative2.replaceAll("\\", "/");
  const prefix = prefixes.find((p) => rel2.startsWith(p));
  const candidate = prefix !== void 0 ? rel2.slice(prefix.length) : posix4.basename(rel2);
  const ext2 = posix4.extname(candidate);
  return ext2.length > 0 ? candidate.slice(0, -ext2.length) : candidate;
}

// src/runtimes/opencode/load/agent-markdown.ts
var gray = gray_matter_default;
function sanitise(text) {
  const m3 = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const same = () => text.split("\n").map((_, i2) => i2 + 1);
  if (!m3) return { text, lineOf: same() };
  const block = m3[1];
  const out = [];
  const lineOf = [1];
  block.split(/\r?\n/).forEach((line, i2) => {
    const t = line.trim();
    const kv = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/.exec(line);
    const value = kv ? kv[2].trim() : "";
    if (t.startsWith("#") || t === "" || /^\s+/.test(line) || !kv || value === "" || value === ">" || value === "|" || value.startsWith('"') || value.startsWith("'") || !value.includes(":")) {
      out.push(line);
      lineOf.push(i2 + 2);
      return;
    }
    out.push(`${kv[1]}: |-`, `  ${value}`);
    lineOf.push(i2 + 2, i2 + 2);
  });
  const i = text.indexOf(block);
  const result = text.slice(0, i) + out.join("\n") + text.slice(i + block.length);
  const after = text.slice(i + block.length).split("\n").length - 1;
  const last = block.split(/\r?\n/).length + 1;
  for (let k = 1; k <= after; k++) lineOf.push(last + k);
  return { text: result, lineOf };
}
var FrontmatterReader = class {
  constructor() {
    gray.clearCache();
  }
  /**
   * Read one markdown file's text (decoded as UTF-8) like the runtime's `ConfigMarkdown.parse`.
   * Never throws.
   */
  read(text) {
    return this.readOnce(text).markdown;
  }
  /**
   * `read`, and whether its result is the same in every session (`reusable`): the first parse
   * succeeded and did not come from the session's cache. Such a text reads the same whatever the
   * session read before, and leaving it out of the cache changes no later read (a cached
   * successful parse equals a fresh one), so a reusable result may be kept for the whole run and
   * handed out again without reading through the session. A text whose parse failed once is never
   * reusable: a second read of it in the same session comes back from the cache unparsed.
   */
  readOnce(text, reads = null) {
    const kept = reads?.get(text);
    if (kept !== void 0) return { markdown: kept, reusable: true };
    const cachedBefore = Boolean(gray.cache[text.charCodeAt(0) === 65279 ? text.slice(1) : text]);
    let first = true;
    const markdown = this.readInSession(text, () => first = false);
    const reusable = first && !cachedBefore;
    if (reusable) reads?.set(text, markdown);
    return { markdown, reusable };
  }
  readInSession(text, failed) {
    const bom = text.charCodeAt(0) === 65279 ? 1 : 0;
    const body = text.slice(bom);
    const opens = body.startsWith("---") && body.charAt(3) !== "-";
    const lang = opens ? /^[^\r\n]*/.exec(body.slice(3))?.[0] ?? "" : "";
    const base2 = { opens, blockOffset: opens ? bom + 3 + lang.length : 0, code: frontmatterIsCode(text) ? frontmatterLanguage(text) : null };
    const errors = [];
    const late = () => opens ? null : misplacedFrontmatter(text)?.line ?? null;
    try {
      const f = grayMatter(text);
      return { ...base2, lateFrontmatterLine: late(), outcome: "parsed", data: asRecord(f.data), content: f.content, block: f.matter ?? "", errors };
    } catch (e) {
      failed();
      errors.push(message(e, (l) => l));
    }
    const { text: retry, lineOf } = sanitise(text);
    try {
      const f = grayMatter(retry);
      const same = retry === text;
      return {
        ...base2,
        lateFrontmatterLine: null,
        outcome: same ? "unparsed" : "sanitised",
        data: same ? {} : asRecord(f.data),
        content: f.content,
        block: blockOf(body, lang),
        errors
      };
    } catch (e) {
      errors.push(message(e, (l) => lineOf[l - 1] ?? l));
      return { ...base2, lateFrontmatterLine: null, outcome: "dropped", data: {}, content: body, block: blockOf(body, lang), errors };
    }
  }
};
function blockOf(body, lang) {
  const rest = body.slice(3 + lang.length);
  const close = rest.indexOf("\n---");
  return close < 0 ? rest : rest.slice(0, close);
}
function asRecord(x) {
  return x && typeof x === "object" && !Array.isArray(x) ? x : {};
}
function message(e, fileLine) {
  const mark = e?.mark;
  const reason = e?.reason;
  if (typeof reason === "string" && typeof mark?.line === "number" && typeof mark.column === "number") {
    return `${reason} at line ${fileLine(mark.line + 1)}, column ${mark.column + 1}`;
  }
  const m3 = e instanceof Error ? e.message : String(e);
  return (m3.split("\n")[0] ?? m3).replace(/:$/, "");
}
function misplacedFrontmatter(text) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  if (body.startsWith("---")) return null;
  const m3 = /^(?:\s|<!--[\s\S]*?-->)*?(?:^|\n)(---[ \t]*\r?\n)/.exec(body);
  if (!m3) return null;
  const at3 = m3.index + m3[0].length - m3[1].length;
  try {
    const data = grayMatter(body.slice(at3), {}).data;
    if (!data || typeof data !== "object" || Array.isArray(data) || Object.keys(data).length === 0) return null;
  } catch {
    return null;
  }
  const offset2 = at3 + (text.length - body.length);
  return { line: text.slice(0, offset2).split("\n").length, offset: offset2 };
}

// src/runtimes/opencode/load/agent-set.ts
function loadAgents2(source, opts) {
  const validator = opts.validator ?? new SchemaValidator();
  const cache = opts.cache !== void 0 && opts.cache.source === source ? opts.cache : null;
  const reader = new FrontmatterReader();
  const definitions = [];
  for (const layer of opts.layers) {
    if (layer.kind === "config") definitions.push(...cachedConfigDefinitions(layer, opts.root, validator, cache));
    else {
      const files = cache === null ? findAgentFiles(source, layer.dir) : OcRunCache.once(cache.agentFiles, layer.dir, () => findAgentFiles(source, layer.dir));
      for (const f of files) {
        const d = cachedMarkdownDefinition(source, f, opts.root, reader, validator, cache);
        if (d) definitions.push(d);
      }
    }
  }
  return { definitions, agents: mergeAgents(definitions) };
}
function cachedConfigDefinitions(layer, root, validator, cache) {
  if (cache === null || layer.doc === void 0) return configDefinitions(layer, root, validator);
  let byFile = cache.configDefinitions.get(layer.doc);
  if (byFile === void 0) cache.configDefinitions.set(layer.doc, byFile = /* @__PURE__ */ new Map());
  return OcRunCache.once(byFile, displayPath3(root, layer.abs), () => configDefinitions(layer, root, validator));
}
function cachedMarkdownDefinition(source, f, root, reader, validator, cache) {
  if (cache === null) return markdownDefinition(source, f, root, reader, validator);
  const key = `${f.abs}\0${displayPath3(root, f.abs)}\0${f.relative}\0${f.kind}\0${f.pathId}`;
  const kept = cache.markdownDefinitions.get(key);
  if (kept !== void 0) return kept;
  const text = OcRunCache.once(cache.agentTexts, f.abs, () => {
    const r = source.readFile(f.abs);
    return r.ok ? r.data.toString("utf8") : null;
  });
  if (text === null) return null;
  const { definition, reusable } = definitionOfText(text, f, root, reader, validator, cache.markdownReads);
  if (reusable) cache.markdownDefinitions.set(key, definition);
  return definition;
}
function displayPath3(W, abs) {
  const r = rel(W, abs);
  return r === null || r === ".." || r.startsWith("../") ? abs : r;
}
function asObject(x) {
  return x !== null && typeof x === "object" && !Array.isArray(x) ? x : null;
}
function configDefinitions(layer, root, validator) {
  const doc = asObject(layer.value);
  if (!doc) return [];
  const file = displayPath3(root, layer.abs);
  const out = [];
  const v1Ids = /* @__PURE__ */ new Set();
  for (const key of ["agent", "mode"]) {
    const map = asObject(doc[key]);
    if (!map) continue;
    for (const [id, raw] of Object.entries(map)) {
      if (key === "agent") v1Ids.add(id);
      const base2 = pointer(`/${key}`, id);
      const settings = asObject(raw) ?? {};
      const spanAt = (p, which) => layer.spanAt(base2 + p, which);
      out.push({
        origin: key === "agent" ? "config-agent" : "config-mode",
        file,
        abs: layer.abs,
        configDir: null,
        written: settings,
        promptFrontmatterKeys: promptFrontmatter(settings["prompt"]),
        pathId: id,
        id,
        settings,
        markdown: null,
        kept: true,
        dropReason: null,
        violations: asObject(raw) ? deepestViolations(validator.validate("opencode-agent", settings, spanAt)) : [],
        span: layer.spanAt(base2, "key"),
        spanAt,
        frontmatterSpan: null
      });
    }
  }
  const v2 = asObject(doc["agents"]);
  for (const [id, raw] of Object.entries(v2 ?? {})) {
    const base2 = pointer("/agents", id);
    const entry2 = asObject(raw) ?? {};
    const lowered = {};
    for (const [k, v] of Object.entries(entry2)) {
      if (k === "system") lowered["prompt"] = v;
      else if (k === "disabled") lowered["disable"] = v;
      else if (V2_AGENT_KEYS.includes(k) && k !== "request") lowered[k] = v;
    }
    const conflicting = v1Ids.has(id);
    const spanAt = (p, which) => layer.spanAt(base2 + p, which);
    out.push({
      origin: "config-agents",
      file,
      abs: layer.abs,
      configDir: null,
      written: entry2,
      promptFrontmatterKeys: promptFrontmatter(lowered["prompt"]),
      pathId: id,
      id,
      settings: lowered,
      markdown: null,
      kept: !conflicting && asObject(raw) !== null,
      dropReason: conflicting || asObject(raw) === null ? "v2-entry" : null,
      violations: [],
      span: layer.spanAt(base2, "key"),
      spanAt,
      frontmatterSpan: null
    });
  }
  return out;
}
function markdownDefinition(source, f, root, reader, validator) {
  const r = source.readFile(f.abs);
  if (!r.ok) return null;
  return definitionOfText(r.data.toString("utf8"), f, root, reader, validator).definition;
}
function definitionOfText(text, f, root, reader, validator, reads = null) {
  const { markdown: md, reusable } = reader.readOnce(text, reads);
  const file = displayPath3(root, f.abs);
  const lines = new LineIndex(text);
  const settings = { name: f.pathId, ...md.data, prompt: md.content.trim() };
  const id = String(settings["name"]);
  const hasBlock = md.opens && (md.outcome === "parsed" || md.outcome === "sanitised");
  let y;
  const yaml = () => y ??= parseYaml(md.block, file, { offset: md.blockOffset, lines });
  const closeEnd = md.opens ? closingLineEnd(text, md.blockOffset + md.block.length) : 0;
  const frontmatterSpan = md.opens ? lines.span(file, "", 0, closeEnd) : null;
  const firstLine = lines.span(file, "", 0, firstLineEnd(text));
  const bodyStart = md.opens ? Math.min(text.length, closeEnd + 1) : 0;
  const spanAt = (p, which) => {
    if (p === "/prompt") return lines.span(file, p, bodyStart, text.length);
    if (hasBlock && p !== "" && md.data[p.split("/")[1] ?? ""] !== void 0) return yamlPointerSpan(yaml(), p, which);
    return { ...firstLine, pointer: p };
  };
  const violations = deepestViolations(validator.validate("opencode-agent", settings, spanAt));
  const dropped = md.outcome === "dropped";
  const schemaDrop = f.kind === "mode" && !dropped && violations.length > 0;
  const definition = {
    origin: f.kind === "agent" ? "markdown-agent" : "markdown-mode",
    file,
    abs: f.abs,
    configDir: f.abs.slice(0, f.abs.length - f.relative.length - 1),
    written: md.data,
    promptFrontmatterKeys: null,
    pathId: f.pathId,
    id,
    settings,
    markdown: { ...md, text },
    kept: !dropped && !schemaDrop,
    dropReason: dropped ? "frontmatter" : schemaDrop ? "schema" : null,
    violations: dropped ? [] : violations,
    span: firstLine,
    spanAt,
    frontmatterSpan
  };
  return { definition, reusable };
}
function promptFrontmatter(prompt) {
  if (typeof prompt !== "string" || !prompt.startsWith("---")) return null;
  try {
    const data = grayMatter(prompt, {}).data;
    const keys = data && typeof data === "object" && !Array.isArray(data) ? Object.keys(data) : [];
    return keys.length > 0 ? keys : null;
  } catch {
    return null;
  }
}
function closingLineEnd(text, blockEnd) {
  if (!text.startsWith("\n---", blockEnd)) return text.length;
  const nl = text.indexOf("\n", blockEnd + 4);
  return nl < 0 ? text.length : nl;
}
function firstLineEnd(text) {
  const nl = text.search(/\r?\n/);
  return nl < 0 ? text.length : nl;
}
function mergeDeep2(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const av = asObject(out[k]);
    const bv = asObject(v);
    out[k] = av && bv ? mergeDeep2(av, bv) : v;
  }
  return out;
}
function mergeAgents(definitions) {
  const byId = /* @__PURE__ */ new Map();
  for (const d of definitions) {
    if (!d.kept) continue;
    const cur = byId.get(d.id) ?? { defs: [], settings: {} };
    const forced = d.origin === "config-mode" || d.origin === "markdown-mode" ? { ...d.settings, mode: "primary" } : d.settings;
    cur.settings = mergeDeep2(cur.settings, forced);
    cur.defs.push(d);
    byId.set(d.id, cur);
  }
  const agents = /* @__PURE__ */ new Map();
  for (const b of BUILTIN_AGENTS2) {
    agents.set(b.id, { id: b.id, builtin: true, definitions: [], settings: {}, mode: b.mode, description: null, prompt: null, hidden: b.hidden, disabled: false });
  }
  for (const [id, { defs, settings }] of byId) {
    const builtin = BUILTIN_AGENTS2.find((b) => b.id === id);
    const mode = settings["mode"];
    agents.set(id, {
      id,
      builtin: builtin !== void 0,
      definitions: defs,
      settings,
      mode: mode === "primary" || mode === "subagent" || mode === "all" ? mode : builtin?.mode ?? "all",
      description: typeof settings["description"] === "string" ? settings["description"] : null,
      prompt: typeof settings["prompt"] === "string" ? settings["prompt"] : null,
      hidden: settings["hidden"] === true || (builtin?.hidden ?? false),
      disabled: settings["disable"] === true
    });
  }
  return [...agents.values()].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// src/runtimes/opencode/load/config-check.ts
function checkConfigDoc(doc, validator) {
  if (!doc.data) return [];
  return deepestViolations(validator.validate("opencode-json", doc.data, (p, which) => configSpanAt(doc, p, which))).map((v) => ({ pointer: v.pointer, message: v.message, span: v.span }));
}

// src/runtimes/opencode/load/environment.ts
import { posix as path13 } from "node:path";
function truthy(v) {
  const x = v?.toLowerCase();
  return x === "true" || x === "1";
}
function readEnvironment(vars, W, withGlobal, explicit) {
  const home = withGlobal && vars["HOME"] ? path13.resolve(W, vars["HOME"]) : null;
  const xdg = vars["XDG_CONFIG_HOME"] ? path13.resolve(W, vars["XDG_CONFIG_HOME"]) : home !== null ? path13.join(home, ".config") : null;
  const dir2 = vars["OPENCODE_CONFIG_DIR"];
  const file = vars["OPENCODE_CONFIG"];
  const content = vars["OPENCODE_CONFIG_CONTENT"];
  return {
    vars,
    disableProjectConfig: truthy(vars["OPENCODE_DISABLE_PROJECT_CONFIG"]),
    disableClaudePrompt: truthy(vars["OPENCODE_DISABLE_CLAUDE_CODE"]) || truthy(vars["OPENCODE_DISABLE_CLAUDE_CODE_PROMPT"]),
    home,
    globalDir: withGlobal && xdg !== null ? path13.join(xdg, "opencode") : null,
    configDir: dir2 && (withGlobal || explicit.has("OPENCODE_CONFIG_DIR")) ? path13.resolve(W, dir2) : null,
    configFile: file ? path13.resolve(W, file) : null,
    configContent: content !== void 0 && content !== "" ? content : null
  };
}

// src/runtimes/oac/load/agents.ts
var import_yaml10 = __toESM(require_dist(), 1);

// src/runtimes/oac/load/context.ts
var MAX_YAML_DEPTH = 256;
var CONTEXT_ROOT = ".opencode/context";
var MAX_TEXT_BYTES = 1024 * 1024;
var MAX_DEPTH4 = 32;
function loadContextTree(source, W) {
  if (source.stat(join(W, CONTEXT_ROOT))?.kind !== "dir") return null;
  const realRoot = realRel(source, W, CONTEXT_ROOT) ?? CONTEXT_ROOT;
  const entries = [];
  const walk = (rel2, depth) => {
    const list2 = source.readdir(join(W, rel2));
    if (!list2 || depth > MAX_DEPTH4) return;
    for (const d of list2) {
      const path21 = `${rel2}/${d.name}`;
      const treePath = path21.slice(CONTEXT_ROOT.length + 1);
      if (d.kind === "dir") {
        entries.push({ path: path21, treePath, kind: "dir" });
        walk(path21, depth + 1);
      } else if (d.kind === "symlink") {
        const resolved = realRel(source, W, path21);
        entries.push({
          path: path21,
          treePath,
          kind: "symlink",
          linkTarget: source.readlink(join(W, path21)) ?? "",
          linkResolved: resolved,
          linkInside: resolved !== null && resolved.startsWith(realRoot + "/")
        });
      } else if (d.kind === "file") {
        entries.push(readContextFile(source, W, path21, treePath));
      } else entries.push({ path: path21, treePath, kind: "other" });
    }
  };
  walk(CONTEXT_ROOT, 0);
  const navigation = entries.filter((e) => e.kind === "file" && e.text !== void 0 && isNavigationName(e.treePath.split("/").pop())).map((e) => parseNavigation(source, W, CONTEXT_ROOT, e.path, e.text));
  return { root: CONTEXT_ROOT, entries, navigation };
}
function readContextFile(source, W, path21, treePath) {
  const st = source.lstat(join(W, path21));
  const entry2 = { path: path21, treePath, kind: "file", bytes: st?.size ?? 0 };
  if (!path21.endsWith(".md")) return entry2;
  const r = source.readFile(join(W, path21), MAX_TEXT_BYTES + 1);
  if (!r.ok || r.size > MAX_TEXT_BYTES) return entry2;
  const text = r.data.toString("utf8");
  entry2.bytes = r.size;
  entry2.text = text;
  const lines = new LineIndex(text);
  const fm = frontmatterOf(text, path21, lines);
  entry2.frontmatter = fm.result;
  const headerAt = headerPosition(text, fm.bodyOffset);
  entry2.headerLine = lines.span(path21, "", headerAt.start, headerAt.end);
  entry2.header = parseHeader(text.slice(headerAt.start, headerAt.end), entry2.headerLine);
  return entry2;
}
function frontmatterOf(text, file, lines) {
  const m3 = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!m3) return { result: null, bodyOffset: 0 };
  const close = /^---[ \t]*$/m;
  const rest = text.slice(m3[0].length);
  const c = close.exec(rest);
  if (!c) return { result: null, bodyOffset: 0 };
  const end = m3[0].length + c.index + c[0].length;
  const nl = text.indexOf("\n", end);
  const bodyOffset = nl < 0 ? text.length : nl + 1;
  const nesting = yamlNesting(text.slice(m3[0].length, end));
  if (nesting.maxDepth > MAX_YAML_DEPTH) {
    const line = lines.pos(m3[0].length + Math.max(0, nesting.offsetOver[0])).line;
    return { result: { ok: false, message: `nested more than ${MAX_YAML_DEPTH} levels deep; not parsed`, span: { file, pointer: "", start: { line, column: 1 }, end: { line, column: 1 } } }, bodyOffset };
  }
  try {
    const data = grayMatter(text.slice(0, bodyOffset), {}).data;
    return { result: { ok: true, data: data && typeof data === "object" ? data : {} }, bodyOffset };
  } catch (e) {
    const message2 = (e instanceof Error ? e.message : String(e)).split("\n")[0];
    const mark = e.mark;
    const line = typeof mark?.line === "number" ? mark.line + 2 : 1;
    const span = { file, pointer: "", start: { line, column: 1 }, end: { line, column: 1 } };
    return { result: { ok: false, message: message2, span }, bodyOffset };
  }
}
function headerPosition(text, from) {
  let start = from;
  for (; ; ) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(start, end).replace(/\r$/, "");
    if (from === 0 || line.trim() !== "" || nl < 0) return { start, end: start + line.length };
    start = nl + 1;
  }
}
function parseHeader(line, span) {
  const m3 = /^\s*<!--\s*(Context\s*:.*?)\s*-->\s*$/.exec(line);
  if (!m3) return null;
  const fields = {};
  for (const part of m3[1].split("|")) {
    const i = part.indexOf(":");
    if (i < 0) continue;
    fields[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return { text: line.trim(), span, fields };
}

// src/runtimes/oac/load/agents.ts
var AGENT_DIRS = ["agent", "agents"];
var MAX_AGENT_BYTES = 1024 * 1024;
var MAX_DEPTH5 = 16;
var OBJECT_KEY_TYPES = { context: "context", contexts: "context", tools: "tool", tool: "tool", subagents: "subagent", subagent: "subagent", agents: "agent", agent: "agent", skills: "skill", commands: "command" };
function loadOacAgents(source, W) {
  const out = [];
  for (const top of AGENT_DIRS) {
    const base2 = `.opencode/${top}`;
    const walk = (rel2, depth) => {
      const list2 = source.readdir(join(W, rel2));
      if (!list2 || depth > MAX_DEPTH5) return;
      for (const d of list2) {
        const path21 = `${rel2}/${d.name}`;
        const st = d.kind === "symlink" ? source.stat(join(W, path21)) : { kind: d.kind };
        if (st?.kind === "dir") walk(path21, depth + 1);
        else if (st?.kind === "file" && d.name.endsWith(".md")) out.push(readAgent(source, W, path21, path21.slice(base2.length + 1, -3)));
      }
    };
    walk(base2, 0);
  }
  return out;
}
function readAgent(source, W, path21, pathId) {
  const agent = {
    path: path21,
    pathId,
    baseName: pathId.split("/").pop(),
    name: null,
    v1Id: pathId,
    fmId: null,
    parsed: false,
    dependencies: [],
    context: [],
    permissionsPlural: null,
    taskKeys: []
  };
  const r = source.readFile(join(W, path21), MAX_AGENT_BYTES);
  if (!r.ok) return agent;
  const text = r.data.toString("utf8");
  const lines = new LineIndex(text);
  const fm = frontmatterOf(text, path21, lines);
  if (!fm.result?.ok) return agent;
  agent.parsed = true;
  const data = fm.result.data;
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text)[0].length;
  const closeLine = text.lastIndexOf("---", fm.bodyOffset);
  const y = parseYaml(text.slice(open, closeLine), path21, { offset: open, lines });
  if (typeof data["name"] === "string" && data["name"] !== "") {
    agent.name = { value: data["name"], span: yamlSpan(y, yamlAt(y, "/name").node, "/name") };
    agent.v1Id = data["name"];
  }
  if (typeof data["id"] === "string") agent.fmId = data["id"];
  agent.dependencies = dependencyItems(y);
  agent.context = seqStrings(y, yamlAt(y, "/context").node, "/context");
  const plural = yamlAt(y, "/permissions");
  if (plural.key) agent.permissionsPlural = yamlSpan(y, plural.key, "/permissions");
  for (const k of ["permission", "permissions"]) {
    const task = yamlAt(y, `/${k}/task`).node;
    if ((0, import_yaml10.isMap)(task)) {
      for (const p of task.items) {
        if ((0, import_yaml10.isPair)(p) && (0, import_yaml10.isScalar)(p.key)) agent.taskKeys.push({ value: String(p.key.value), span: yamlSpan(y, p.key, pointer(`/${k}/task`, String(p.key.value))) });
      }
    }
  }
  return agent;
}
function seqStrings(y, node, at3, implied) {
  if (!(0, import_yaml10.isSeq)(node)) return [];
  const out = [];
  node.items.forEach((it, i) => {
    if ((0, import_yaml10.isScalar)(it) && typeof it.value === "string") {
      const v = implied && !it.value.includes(":") ? `${implied}:${it.value}` : it.value;
      out.push({ value: v, span: yamlSpan(y, it, pointer(at3, i)) });
    }
  });
  return out;
}
function dependencyItems(y) {
  const node = yamlAt(y, "/dependencies").node;
  if ((0, import_yaml10.isSeq)(node)) return seqStrings(y, node, "/dependencies");
  if (!(0, import_yaml10.isMap)(node)) return [];
  const out = [];
  for (const p of node.items) {
    if (!(0, import_yaml10.isPair)(p) || !(0, import_yaml10.isScalar)(p.key)) continue;
    const k = String(p.key.value);
    out.push(...seqStrings(y, p.value, pointer("/dependencies", k), OBJECT_KEY_TYPES[k] ?? k));
  }
  return out;
}

// src/runtimes/oac/load/registry.ts
var MAX_REGISTRY_BYTES = 16 * 1024 * 1024;
function loadRegistry(source, W, file = "registry.json") {
  const r = source.readFile(join(W, file), MAX_REGISTRY_BYTES);
  if (!r.ok) return null;
  const text = r.data.toString("utf8");
  const deep = jsonTooDeep(text);
  if (deep >= 0) {
    const lines = new LineIndex(text);
    return { file, errors: [{ message: `nested more than ${MAX_JSON_DEPTH} levels deep; not checked`, span: lines.span(file, "", deep, deep + 1) }], entries: [], sections: [], profiles: [] };
  }
  const d = parseJson(text, file);
  const reg = { file, errors: d.errors.map((e) => ({ message: e.message, span: e.span })), entries: [], sections: [], profiles: [] };
  if (d.errors.length > 0 || d.root?.type !== "object") return reg;
  for (const [section, , arr] of props(prop(d.root, "components"))) {
    reg.sections.push(section);
    if (arr?.type !== "array") continue;
    (arr.children ?? []).forEach((obj, index) => {
      if (obj.type !== "object") return;
      const at3 = pointer("/components", section, index);
      const id = stringProp(d, obj, "id", at3);
      const path21 = stringProp(d, obj, "path", at3);
      const entry2 = {
        section,
        index,
        id: id?.value ?? null,
        span: jsonSpan(d, obj, at3),
        idSpan: id?.span ?? jsonSpan(d, obj, at3),
        path: path21,
        pathKind: path21 === null ? null : pathKind(source, W, path21.value),
        aliases: stringItems(d, prop(obj, "aliases"), pointer(at3, "aliases")),
        dependencies: stringItems(d, prop(obj, "dependencies"), pointer(at3, "dependencies"))
      };
      reg.entries.push(entry2);
    });
  }
  for (const [name, keyNode, p] of props(prop(d.root, "profiles"))) {
    const at3 = pointer("/profiles", name);
    const profile = { name, nameSpan: jsonSpan(d, keyNode, at3), components: stringItems(d, prop(p, "components"), pointer(at3, "components")) };
    reg.profiles.push(profile);
  }
  return reg;
}
function pathKind(source, W, rel2) {
  if (rel2 === "" || rel2.startsWith("/")) return "missing";
  const st = source.stat(join(W, rel2));
  if (!st) return "missing";
  return st.kind === "file" ? "file" : st.kind === "dir" ? "dir" : "missing";
}
function hasOacShape(reg) {
  return reg !== null && reg.errors.length === 0 && reg.sections.length > 0 && reg.entries.some((e) => e.id !== null && e.path !== null);
}

// src/runtimes/oac/load/oac.ts
function loadOac(source, W, manifests = []) {
  const tree = loadContextTree(source, W);
  const reg = loadRegistry(source, W);
  const triggers = [];
  if (tree) triggers.push("context-tree");
  if (hasOacShape(reg)) triggers.push("registry");
  if (triggers.length === 0) return null;
  const model = {
    triggers,
    // An unparseable registry.json beside a context tree is kept so the rule can report it.
    registry: reg !== null && (hasOacShape(reg) || reg.errors.length > 0) ? reg : null,
    tree,
    agents: loadOacAgents(source, W),
    sessions: loadSessions(source, W, manifests),
    componentFiles: listComponentFiles(source, W)
  };
  return deepFreeze(model);
}
function deepFreeze(x) {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

// src/runtimes/opencode/load/project.ts
function worktreeOnce(source, W, cache) {
  const walked = [];
  let dir2 = W;
  let found;
  for (; ; ) {
    found = cache.worktrees.get(dir2);
    if (found !== void 0) break;
    walked.push(dir2);
    if (source.lstat(path14.join(dir2, ".git")) !== null) {
      found = dir2;
      break;
    }
    const up = path14.dirname(dir2);
    if (up === dir2) {
      found = "/";
      break;
    }
    dir2 = up;
  }
  for (const d of walked) cache.worktrees.set(d, found);
  return found;
}
function loadOcProject(source, given) {
  const cache = runCacheFor(source, given.env, given.cache);
  const opts = given.cache === cache ? given : { ...given, cache };
  const W = opts.cwd;
  const found = worktreeOnce(source, W, cache);
  const worktree = found === "/" && opts.assumeRoot !== void 0 && (W === opts.assumeRoot || W.startsWith(opts.assumeRoot + "/")) ? opts.assumeRoot : found;
  const env = readEnvironment(opts.env, W, opts.withGlobal, opts.explicitEnv ?? /* @__PURE__ */ new Set());
  const config = loadOcConfig(source, W, worktree, env, opts.root ?? W, cache);
  const validator = new SchemaValidator();
  let agentSet;
  let agents;
  let oac;
  const agentSetOnce = () => agentSet ??= loadAgents2(source, { root: W, layers: agentLayers(config.docs, configDirectories(W, worktree, env)), validator, cache });
  const agentsOnce = () => agents ??= agentsOf(agentSetOnce());
  let refusal = config.refusal?.message ?? null;
  const def = config.merged["default_agent"];
  if (refusal === null && typeof def === "string") {
    const agent = agentsOnce().find((a) => a.id === def && !a.disabled);
    if (agent === void 0) refusal = `default agent "${def}" not found`;
    else if (agent.mode === "subagent") refusal = `default agent "${def}" is a subagent`;
    else if (agent.hidden) refusal = `default agent "${def}" is hidden`;
  }
  const configViolations = config.docs.filter((d) => d.data !== null).map((d) => {
    let violations = cache.configViolations.get(d);
    if (violations === void 0) cache.configViolations.set(d, violations = checkConfigDoc(d, validator));
    return { file: d.file, violations };
  });
  return {
    runtime: "opencode",
    W,
    worktree,
    source,
    withGlobal: opts.withGlobal,
    env,
    config,
    get agents() {
      return agentsOnce();
    },
    get agentSet() {
      return agentSetOnce();
    },
    configViolations,
    options: opts,
    refusal,
    get oac() {
      return oac === void 0 ? oac = loadOac(source, W, opts.oacManifests ?? []) : oac;
    }
  };
}

// src/runtimes/opencode/sim/simulate.ts
import { posix as path17 } from "node:path";

// src/runtimes/opencode/sim/instructions.ts
import { posix as path16 } from "node:path";

// src/runtimes/opencode/load/glob.ts
import { posix as path15 } from "node:path";
var MAX_SCAN_ENTRIES = 5e4;
var MAX_BRACE_PATTERNS = 256;
var MAGIC2 = /[*?[]|[@!+*?]\(/;
var GLOBSTAR = /* @__PURE__ */ Symbol("globstar");
function expandBraces(pattern) {
  const out = [];
  const walk = (p) => {
    if (out.length >= MAX_BRACE_PATTERNS) return;
    const b = findBrace(p);
    if (b === null) {
      out.push(p);
      return;
    }
    for (const alt of b.alts) walk(p.slice(0, b.start) + alt + p.slice(b.end + 1));
  };
  walk(pattern);
  return [...new Set(out)];
}
function findBrace(p) {
  for (let i = 0; i < p.length; i++) {
    if (p[i] === "\\") {
      i++;
      continue;
    }
    if (p[i] !== "{") continue;
    let depth = 0;
    const commas = [];
    let end = -1;
    for (let j = i; j < p.length; j++) {
      const c = p[j];
      if (c === "\\") {
        j++;
        continue;
      }
      if (c === "{") depth++;
      else if (c === "}") {
        depth--;
        if (depth === 0) {
          end = j;
          break;
        }
      } else if (c === "," && depth === 1) commas.push(j);
    }
    if (end < 0) return null;
    const body = p.slice(i + 1, end);
    if (commas.length > 0) {
      const alts = [];
      let from = i + 1;
      for (const c of [...commas, end]) {
        alts.push(p.slice(from, c));
        from = c + 1;
      }
      return { start: i, end, alts };
    }
    const range = /^(-?\d+)\.\.(-?\d+)$/.exec(body) ?? /^([A-Za-z])\.\.([A-Za-z])$/.exec(body);
    if (range) {
      const num = /\d/.test(range[1]);
      const a = num ? Number(range[1]) : range[1].charCodeAt(0);
      const z = num ? Number(range[2]) : range[2].charCodeAt(0);
      const alts = [];
      for (let k = a; a <= z ? k <= z : k >= z; k += a <= z ? 1 : -1) {
        alts.push(num ? String(k) : String.fromCharCode(k));
        if (alts.length >= MAX_BRACE_PATTERNS) break;
      }
      return { start: i, end, alts };
    }
  }
  return null;
}
var POSIX_CLASSES = {
  alnum: "\\p{L}\\p{Nl}\\p{Nd}",
  alpha: "\\p{L}\\p{Nl}",
  ascii: "\\x00-\\x7f",
  blank: "\\p{Zs}\\t",
  cntrl: "\\p{Cc}",
  digit: "\\p{Nd}",
  graph: "\\p{Z}\\p{C}",
  lower: "\\p{Ll}",
  print: "\\p{C}",
  punct: "\\p{P}",
  space: "\\p{Z}\\t\\r\\n\\v\\f",
  upper: "\\p{Lu}",
  word: "\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",
  xdigit: "A-Fa-f0-9"
};
function segmentSource(p) {
  let re = "";
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if ("@!?*+".includes(c) && p[i + 1] === "(") {
      const close = matchingParen(p, i + 1);
      if (close > 0) {
        const alts = splitTop(p.slice(i + 2, close)).map(segmentSource).join("|");
        if (c === "!") {
          const rest = segmentSource(p.slice(close + 1));
          return `${re}(?:(?!(?:${alts})${rest}$)[^/]*?)${rest}`;
        }
        re += `(?:${alts})${c === "@" ? "" : c}`;
        i = close;
        continue;
      }
    }
    if (c === "*") {
      while (p[i + 1] === "*") i++;
      re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const cls = classSource(p, i);
      if (cls === null) re += "\\[";
      else {
        re += cls.re;
        i = cls.end;
      }
    } else if (c === "\\" && i + 1 < p.length) re += escapeRe(p[++i]);
    else re += escapeRe(c);
  }
  return re;
}
function classSource(p, i) {
  let j = i + 1;
  let negate = false;
  if (p[j] === "!" || p[j] === "^") {
    negate = true;
    j++;
  }
  let body = "";
  let first = true;
  for (; j < p.length; j++) {
    const c = p[j];
    if (c === "]" && !first) return { re: negate ? `[^/${body}]` : `[${body}]`, end: j };
    first = false;
    if (c === "[" && p[j + 1] === ":") {
      const close = p.indexOf(":]", j + 2);
      const name = close > 0 ? p.slice(j + 2, close) : "";
      if (POSIX_CLASSES[name] !== void 0) {
        body += POSIX_CLASSES[name];
        j = close + 1;
        continue;
      }
    }
    if (c === "\\" && j + 1 < p.length) body += "\\" + p[++j];
    else body += /[\\\]^[]/.test(c) ? "\\" + c : c;
  }
  return null;
}
function matchingParen(p, open) {
  let depth = 0;
  for (let i = open; i < p.length; i++) {
    if (p[i] === "\\") i++;
    else if (p[i] === "(") depth++;
    else if (p[i] === ")" && --depth === 0) return i;
  }
  return -1;
}
function splitTop(s) {
  const out = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\") i++;
    else if (s[i] === "(") depth++;
    else if (s[i] === ")") depth--;
    else if (s[i] === "|" && depth === 0) {
      out.push(s.slice(from, i));
      from = i + 1;
    }
  }
  out.push(s.slice(from));
  return out;
}
function escapeRe(c) {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? "\\" + c : c;
}
function unescape(s) {
  return s.replace(/\\(.)/g, "$1");
}
function partsOf(pattern) {
  const raw = pattern.split("/").filter((s, i) => s !== "" && (s !== "." || i === 0));
  const out = [];
  for (const s of raw) {
    const prev = out[out.length - 1];
    if (s === ".." && prev !== void 0 && prev !== ".." && prev !== "." && prev !== "**") out.pop();
    else if (s === "**" && prev === "**") continue;
    else out.push(s);
  }
  return out.map((s) => {
    if (s === "**") return GLOBSTAR;
    if (!MAGIC2.test(s)) return unescape(s);
    return { re: new RegExp(`^${segmentSource(s)}$`, "su"), dotLiteral: s.startsWith(".") };
  });
}
function scanGlob(source, cwd, pattern, opts = {}) {
  const dot = opts.dot ?? true;
  const found = /* @__PURE__ */ new Map();
  let budget = MAX_SCAN_ENTRIES;
  let truncated = false;
  const kindOf = (abs) => {
    const k = source.stat(abs)?.kind;
    return k === "file" || k === "dir" ? k : null;
  };
  for (const expanded of expandBraces(pattern)) {
    const parts = partsOf(expanded);
    if (parts.length === 0) continue;
    let followGlobstar = true;
    const seen = /* @__PURE__ */ new Set();
    const add = (abs, rel2) => {
      if (!found.has(abs)) found.set(abs, rel2);
    };
    const proc = (dir2, rel2, i) => {
      if (truncated) return;
      const key = `${i}\0${dir2}`;
      if (seen.has(key)) return;
      seen.add(key);
      const part = parts[i];
      const last = i === parts.length - 1;
      if (typeof part === "string") {
        const child2 = path15.join(dir2, part);
        const r = part === "." ? rel2 : [...rel2, part];
        const k = kindOf(child2);
        if (last && k === "file") add(child2, r);
        else if (!last && k === "dir") proc(child2, r, i + 1);
        return;
      }
      if (part === GLOBSTAR && !last) proc(dir2, rel2, i + 1);
      const entries = source.readdir(dir2);
      if (entries === null) return;
      for (const e of entries) {
        if (--budget < 0) {
          truncated = true;
          return;
        }
        const abs = path15.join(dir2, e.name);
        const r = [...rel2, e.name];
        const k = e.kind === "symlink" ? kindOf(abs) : e.kind === "file" || e.kind === "dir" ? e.kind : null;
        if (part === GLOBSTAR) {
          if (!dot && e.name.startsWith(".")) continue;
          if (k === "file" && last) add(abs, r);
          if (k !== "dir") continue;
          if (e.kind !== "symlink") proc(abs, r, i);
          else if (i === 0) continue;
          else if (!last) proc(abs, r, i + 1);
          else if (followGlobstar) {
            followGlobstar = false;
            proc(abs, r, i);
          }
          continue;
        }
        if (!dot && e.name.startsWith(".") && !part.dotLiteral) continue;
        if (!part.re.test(e.name)) continue;
        if (last && k === "file") add(abs, r);
        else if (!last && k === "dir") proc(abs, r, i + 1);
      }
    };
    proc(cwd, [], 0);
    if (truncated) break;
  }
  const files = [...found.entries()].sort(([, a], [, b]) => a.length - b.length || compareSegments(a, b)).map(([abs]) => abs);
  return { files, truncated };
}
function compareSegments(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = Buffer.from(a[i]);
    const y = Buffer.from(b[i]);
    const c = Buffer.compare(x, y);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

// src/runtimes/opencode/load/text.ts
function decodeText(data) {
  return new TextDecoder().decode(data);
}

// src/runtimes/opencode/sim/instructions.ts
function instructionNames(env) {
  return env.disableClaudePrompt ? ["AGENTS.md", "CONTEXT.md"] : ["AGENTS.md", "CLAUDE.md", "CONTEXT.md"];
}
function linkTarget(source, abs) {
  const st = source.lstat(abs);
  if (st?.kind !== "file" || st.size === 0 || st.size > 255) return null;
  const r = source.readFile(abs, 256);
  if (!r.ok) return null;
  const text = r.data.toString("utf8");
  if (/[\n\r\0]/.test(text) || path16.isAbsolute(text)) return null;
  const target = path16.join(path16.dirname(abs), text);
  return target !== abs && source.stat(target)?.kind === "file" ? source.realpath(target) : null;
}
function existsOn(source, abs) {
  return source.stat(abs) !== null;
}
function simulateInstructions(source, location, worktree, config, env, cache = null) {
  const memo2 = cache !== null && cache.source === source ? cache : null;
  const exists = (abs) => memo2 === null ? existsOn(source, abs) : OcRunCache.once(memo2.exists, abs, () => existsOn(source, abs));
  const scanGlob2 = (cwd, pattern, opts = {}) => {
    if (memo2 === null) return scanGlob(source, cwd, pattern, opts);
    const r = OcRunCache.once(memo2.scans, `${cwd}\0${pattern}\0${opts.dot ?? ""}`, () => scanGlob(source, cwd, pattern, opts));
    return { files: [...r.files], truncated: r.truncated };
  };
  const order = [];
  const inSet = /* @__PURE__ */ new Set();
  const add = (abs, layer, entry2) => {
    const p = path16.resolve(abs);
    if (inSet.has(p)) return false;
    inSet.add(p);
    order.push({ abs: p, layer, entry: entry2 });
    return true;
  };
  const globals = [];
  if (env.configDir !== null) globals.push(path16.join(env.configDir, "AGENTS.md"));
  if (env.globalDir !== null) globals.push(path16.join(env.globalDir, "AGENTS.md"));
  if (env.home !== null && !env.disableClaudePrompt) globals.push(path16.join(env.home, ".claude", "CLAUDE.md"));
  const global = globals.find((g) => exists(g));
  if (global !== void 0) add(global, "global", null);
  let projectName = null;
  const hidden = [];
  if (!env.disableProjectConfig) {
    const dirs = dirsUp(location, worktree);
    for (const name of instructionNames(env)) {
      const found = dirs.map((d) => path16.join(d, name)).filter((p) => exists(p));
      if (found.length === 0) continue;
      if (projectName === null) {
        projectName = name;
        for (const p of found) add(p, "project", null);
      } else hidden.push(...found);
    }
  }
  const urls = [];
  const entries = [];
  for (const e of config.instructions) {
    let s = e.entry;
    if (s.startsWith("https://") || s.startsWith("http://")) {
      urls.push(e);
      entries.push({ entry: e, kind: "url", matches: [], duplicates: [], skipped: null, truncated: false, bases: [], configDirMatches: [] });
      continue;
    }
    let kind = "relative";
    let skipped = null;
    if (s.startsWith("~/")) {
      kind = "home";
      if (env.home === null) skipped = "the home directory is read only with --with-global";
      else s = path16.join(env.home, s.slice(2));
    }
    const result = { entry: e, kind, matches: [], duplicates: [], skipped, truncated: false, bases: [], configDirMatches: [] };
    entries.push(result);
    if (skipped !== null) continue;
    if (path16.isAbsolute(s)) {
      if (kind === "relative") result.kind = "absolute";
      result.bases = [path16.dirname(s)];
      const r = scanGlob2(path16.dirname(s), path16.basename(s), { dot: false });
      result.matches = r.files;
      result.truncated = r.truncated;
    } else {
      let bases;
      if (!env.disableProjectConfig) bases = dirsUp(location, worktree);
      else if (env.configDir !== null || env.globalDir !== null) bases = [env.configDir ?? env.globalDir];
      else {
        result.skipped = "project config is disabled; the entry is globbed in the global config directory, read only with --with-global";
        continue;
      }
      result.bases = bases;
      for (const b of bases) {
        const r = scanGlob2(b, s);
        result.matches.push(...r.files);
        result.truncated ||= r.truncated;
      }
      if (result.matches.length === 0 && e.doc.abs !== null) result.configDirMatches = scanGlob2(path16.dirname(e.doc.abs), s).files;
    }
    for (const m3 of result.matches) if (!add(m3, "instructions", e)) result.duplicates.push(path16.resolve(m3));
  }
  const read = (abs) => {
    const r = source.readFile(abs);
    const content = r.ok ? decodeText(r.data) : "";
    const block = content === "" ? null : `Instructions from: ${abs}
${content}`;
    return { content, block, bytes: block === null ? 0 : Buffer.byteLength(block, "utf8"), real: source.realpath(abs) };
  };
  const files = order.map((o) => ({ ...o, ...memo2 !== null ? OcRunCache.once(memo2.instructionFiles, o.abs, () => read(o.abs)) : read(o.abs) }));
  const rendered2 = files.map((f) => f.block).filter((b) => b !== null).join("\n");
  return { location, worktree, files, urls, entries, projectName, hidden, hiddenReal: hidden.map((h) => linkTarget(source, h) ?? source.realpath(h)), worktreeReal: source.realpath(worktree), rendered: rendered2 };
}

// src/runtimes/opencode/sim/simulate.ts
var MAX_LOCATIONS = 200;
var MAX_DIRS2 = 2e4;
var MARKERS = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md", "opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"];
var SKIP = /* @__PURE__ */ new Set(["node_modules", "vendor", "dist", "build", "target", "__pycache__"]);
function findLocations(source, W) {
  const dirs = [W];
  let leftOut = 0;
  let budget = MAX_DIRS2;
  let level = [{ abs: W, entries: void 0 }];
  while (level.length > 0 && budget > 0) {
    const next = [];
    for (const d of level) {
      for (const e of (d.entries === void 0 ? source.readdir(d.abs) : d.entries) ?? []) {
        if (e.kind !== "dir" || e.name.startsWith(".") || SKIP.has(e.name)) continue;
        if (--budget < 0) break;
        const abs = path17.join(d.abs, e.name);
        const entries = source.readdir(abs);
        next.push({ abs, entries });
        if (mayHoldMarker(entries) && MARKERS.some((m3) => source.lstat(path17.join(abs, m3)) !== null)) {
          if (dirs.length < MAX_LOCATIONS) dirs.push(abs);
          else leftOut++;
        }
      }
    }
    level = next;
  }
  return { dirs, leftOut };
}
var MARKER_HEADS = new Set(MARKERS.map((m3) => m3.split("/")[0].toLowerCase()));
function mayHoldMarker(entries) {
  if (entries === null) return true;
  for (const e of entries) {
    if (MARKER_HEADS.has(e.name.toLowerCase()) || /[^\x00-\x7f]/.test(e.name)) return true;
  }
  return false;
}
function simulateLocation(project) {
  return { project, set: project.refusal === null ? simulateInstructions(project.source, project.W, project.worktree, project.config, project.env, project.options.cache ?? null) : null };
}
function simulateOpencode(project, countTokens2 = null) {
  const { dirs, leftOut } = findLocations(project.source, project.W);
  const locations = dirs.map((d) => simulateLocation(d === project.W ? project : loadOcProject(project.source, { ...project.options, cwd: d, root: project.options.root ?? project.W })));
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
  const d = path18.resolve(args.dir);
  if (args.cwd !== path18.resolve(process.cwd()) && args.cwd !== d) throw new UsageError(`give the directory once: "${args.dir}" and --cwd ${args.cwd} differ`);
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
  if (!Number.isInteger(args.maxWarnings) || args.maxWarnings < -1) throw new UsageError(`--max-warnings expects an integer >= -1${Number.isNaN(args.maxWarnings) ? " (a number, not text)" : `, got ${args.maxWarnings}`}`);
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
    const abs = path18.resolve(args.config);
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
  const abs = file !== void 0 ? path18.resolve(file) : path18.join(cwd, BASELINE_FILE);
  const shown2 = file ?? BASELINE_FILE;
  const r = source.readFile(abs, 64 << 20);
  if (!r.ok) {
    if (file === void 0 && r.code === "ENOENT") return void 0;
    throw new UsageError(`--baseline-file: cannot read ${shown2} (${r.code})`);
  }
  try {
    return { shown: shown2, data: parseBaseline(r.data.toString("utf8")) };
  } catch (e) {
    throw new UsageError(`${shown2} is not a ctxlens baseline: ${e instanceof Error ? e.message : String(e)}`);
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
      out[r.id] = readFileSync4(path18.join(root, "rules", ruleDocPath(r.id, r.meta.runtimes)), "utf8");
    } catch {
    }
  }
  return out;
}

// src/commands/lint-runs.ts
function inOnly(only, file) {
  if (only === null || only.has(file)) return true;
  for (const o of only) if (o.endsWith("/") && file.startsWith(o)) return true;
  return false;
}
function isDefinitionDir(rel2) {
  return rel2.split("/").some((c) => c === ".opencode" || c === ".agents");
}
function lintRuns(args, readStdin = () => readFileSync5(0)) {
  const paths = args.paths ?? (args.dir !== void 0 ? [args.dir] : []);
  if (paths.includes("-")) throw new UsageError('"-" is not a file: to lint standard input, use --stdin --stdin-filename FILE');
  const inside = (W, abs, shown2) => {
    const rel2 = path19.relative(W, abs);
    if (rel2 === "" || rel2 === ".." || rel2.startsWith(".." + path19.sep) || path19.isAbsolute(rel2)) throw new UsageError(`${shown2} is not inside the linted directory ${displayDir(W)}; pass --cwd`);
    return rel2.split(path19.sep).join("/");
  };
  if (args.stdin) {
    if (paths.length > 0) throw new UsageError("--stdin lints standard input: name no files or directories with it");
    if (args.stdinFilename === void 0 || args.stdinFilename === "") throw new UsageError("--stdin needs --stdin-filename FILE: the path the text stands for decides which rules apply");
    const abs = path19.resolve(args.cwd, args.stdinFilename);
    const rel2 = inside(args.cwd, abs, args.stdinFilename);
    return [{ args: { ...args, paths: [], overlay: { abs, content: readStdin() } }, only: /* @__PURE__ */ new Set([rel2]) }];
  }
  if (args.stdinFilename !== void 0) throw new UsageError("--stdin-filename goes with --stdin");
  const runs = [];
  const files = [];
  for (const p of paths) {
    const abs = path19.resolve(p);
    let st;
    try {
      st = statSync(abs);
    } catch {
      throw new UsageError(`no such file or directory: ${p}`);
    }
    if (st.isDirectory()) {
      const rel2 = path19.relative(args.cwd, abs).split(path19.sep).join("/");
      if (rel2 !== "" && !rel2.startsWith("..") && !path19.isAbsolute(rel2) && isDefinitionDir(rel2)) files.push(rel2 + "/");
      else runs.push({ args: { ...args, paths: [], cwd: abs }, only: null });
    } else files.push(inside(args.cwd, abs, p));
  }
  if (files.length > 0) runs.push({ args: { ...args, paths: [] }, only: new Set(files) });
  if (runs.length === 0) runs.push({ args: { ...args, paths: [], cwd: lintDir(args) }, only: null });
  return runs;
}
function displayDir(abs) {
  const rel2 = path19.relative(process.cwd(), abs);
  if (rel2 === "") return ".";
  if (!rel2.startsWith("..") && !path19.isAbsolute(rel2)) return rel2;
  const home = process.env["HOME"];
  if (home && (abs === home || abs.startsWith(home + path19.sep))) return "~" + abs.slice(home.length);
  return abs;
}

// src/commands/touch.ts
init_main();

// src/load/ctxlens-config/runtime-pin.ts
init_main();
function readRuntimePin(source, cwd) {
  const abs = findConfigFile(source, cwd);
  if (abs === null) return null;
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok || r.data.length > MAX_CONFIG_BYTES) return null;
  const data = parse(r.data.toString("utf8").replace(/^\uFEFF/, ""));
  return isObject3(data) && isRuntimeId(data["runtime"]) ? { id: data["runtime"], file: shownPath2(abs, cwd) } : null;
}
function isObject3(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

// src/run/target.ts
async function openSim(args) {
  const source = await openSource({ cwd: args.cwd, staged: args.staged, ...args.rev !== void 0 ? { rev: args.rev } : {} });
  if (source.kind === "worktree" && source.stat(args.cwd)?.kind !== "dir") throw new UsageError(`not a directory: ${args.cwd}`);
  return { source, choice: chooseRuntime(source, args.cwd, args.runtime, readRuntimePin(source, args.cwd)) };
}
function loadOcTarget(args, source) {
  const cwd = source.realpath(args.cwd) ?? args.cwd;
  const project = loadOcProject(source, { cwd, env: simulatedEnv(args.env), explicitEnv: explicitEnvNames(args.env), withGlobal: args.withGlobal });
  const { set } = simulateLocation(project);
  if (set === null) throw new RefusalError(`opencode 1.18 refuses to start: ${project.refusal}`);
  return { project, set };
}
function fatalMessage(model) {
  const fatal = model.config.fatal;
  return typeof fatal === "string" && fatal !== "" ? fatal : null;
}
async function loadTarget(args, opened) {
  const env = simulatedEnv(args.env);
  const source = opened ?? await openSource({ cwd: args.cwd, staged: args.staged, ...args.rev !== void 0 ? { rev: args.rev } : {} });
  if (source.kind === "worktree" && source.stat(args.cwd)?.kind !== "dir") throw new UsageError(`not a directory: ${args.cwd}`);
  const model = loadProject(source, { cwd: args.cwd, env, withGlobal: args.withGlobal });
  const fatal = fatalMessage(model);
  if (fatal !== null) throw new RefusalError(fatal);
  if (args.agent !== void 0 && args.flow === void 0 && !model.agents.has(args.agent)) {
    const near = didYouMean(args.agent, [...model.agents.keys()]);
    throw new UsageError(`--agent: no agent "${args.agent}" in this project${near ? `; did you mean "${near}"?` : ""} (defined: ${[...model.agents.keys()].join(", ")})`);
  }
  const rt = resolveTarget(model, { agent: args.agent, flow: args.flow, step: args.step });
  if ("error" in rt) throw new RefusalError(rt.error);
  return { model, rt, sim: simulateOneTarget(model, rt) };
}

// src/runtimes/opencode/sim/disclosure.ts
import { posix as path20 } from "node:path";
var OcDiscloser = class {
  /**
   * `base` is the directory relative `filePath`s resolve against: the working directory as the
   * agent was told it (`--cwd` as given), which differs from the Location when it runs through a
   * symlink (docs/runtimes/opencode.md §6.7). Default: the Location.
   */
  constructor(source, set, env, base2 = set.location) {
    this.source = source;
    this.set = set;
    this.env = env;
    this.base = base2;
    this.system = new Set(set.files.map((f) => f.abs));
  }
  source;
  set;
  env;
  base;
  sessions = /* @__PURE__ */ new Map();
  system;
  /** Simulate one call (docs/runtimes/opencode.md §6.5). */
  call(c) {
    if (c.tool !== "read") return { appended: "", disclosed: [], inert: `the runtime discloses instruction files on read only, not on ${c.tool}` };
    if (!c.ok) return { appended: "", disclosed: [], inert: "the read failed" };
    const input = typeof c.input === "object" && c.input !== null ? c.input : {};
    const fp = input["filePath"];
    if (typeof fp !== "string" || fp === "") return { appended: "", disclosed: [], inert: 'the read input has no "filePath"' };
    const root = path20.resolve(this.set.location);
    const target = path20.resolve(this.base, fp);
    const st = this.source.stat(target);
    if (st === null) return { appended: "", disclosed: [], inert: "the file does not exist, so the read fails" };
    if (st.kind === "dir") return { appended: "", disclosed: [], inert: "a directory read lists entries and discloses nothing" };
    let loaded = this.sessions.get(c.session);
    if (!loaded) this.sessions.set(c.session, loaded = /* @__PURE__ */ new Set());
    const blocks = [];
    const disclosed = [];
    for (let dir2 = path20.dirname(target); dir2.startsWith(root) && dir2 !== root; dir2 = path20.dirname(dir2)) {
      const found = instructionNames(this.env).map((n) => path20.join(dir2, n)).find((p) => this.source.stat(p) !== null);
      if (found === void 0 || found === target || this.system.has(found) || loaded.has(found)) continue;
      const r = this.source.readFile(found);
      const content = r.ok ? decodeText(r.data) : "";
      if (content === "") continue;
      blocks.push(`Instructions from: ${found}
${content}`);
      disclosed.push(found);
      if (dir2 === "/") break;
    }
    for (const d of disclosed) loaded.add(d);
    if (blocks.length === 0) return { appended: "", disclosed, inert: null };
    return { appended: `

<system-reminder>
${blocks.join("\n\n")}
</system-reminder>`, disclosed, inert: null };
  }
};

// src/commands/touch.ts
function parseCalls(text, file) {
  const calls = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let v;
    try {
      v = JSON.parse(line);
    } catch (e) {
      throw new UsageError(`${file}:${i + 1}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    if (typeof v !== "object" || v === null || Array.isArray(v)) throw new UsageError(`${file}:${i + 1}: expected a JSON object`);
    const o = v;
    if (typeof o["tool"] !== "string") throw new UsageError(`${file}:${i + 1}: "tool" must be a string`);
    if (o["ok"] !== void 0 && typeof o["ok"] !== "boolean") throw new UsageError(`${file}:${i + 1}: "ok" must be true or false`);
    if (o["session"] !== void 0 && typeof o["session"] !== "string") throw new UsageError(`${file}:${i + 1}: "session" must be a string`);
    calls.push({ tool: o["tool"], input: inputOf(line, o["input"]), ok: o["ok"] ?? true, session: o["session"] ?? "s1" });
  });
  return calls;
}
function inputOf(line, parsed) {
  if (parsed === null || parsed === void 0 || typeof parsed !== "object" || Array.isArray(parsed)) return parsed ?? null;
  const props3 = parseTree(line)?.children ?? [];
  const node = [...props3].reverse().find((p) => p.children?.[0]?.value === "input")?.children?.[1];
  if (node?.type !== "object") return parsed;
  const keys = (node.children ?? []).map((p) => String(p.children?.[0]?.value ?? "").toLowerCase());
  return new Set(keys).size === keys.length ? parsed : line.slice(node.offset, node.offset + node.length);
}
var touchCommand = {
  command: "touch",
  describe: "Simulate tool calls and print what progressive disclosure appends to each result",
  builder: (y) => withTargetOptions(withSourceOptions(y)).option("calls", {
    type: "string",
    demandOption: true,
    describe: 'JSON Lines file: {"tool": "read", "input": {"file_path": "a/x.go"}, "ok": true, "session": "s1"} per line'
  }).epilogue(
    'Prints one JSON object per call: {"appended": "<exact text appended to the tool result>"}, plus "injected" and "skipped" (paths relative to W), "inert" (why nothing could be injected) and, when the bytes are not valid UTF-8, "appendedBase64" (the exact bytes). A patch whose header group touches several directories with owners also prints a warning on stderr: the runtime takes them in Go map order (docs/runtimes/fork.md \xA78 U13); ctxlens uses first appearance.'
  ),
  handler: async (args) => {
    let text;
    try {
      text = readArgFile(args.calls);
    } catch (e) {
      throw new UsageError(`cannot read --calls ${args.calls}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const calls = parseCalls(text, args.calls);
    const { source, choice } = await openSim(args);
    if (choice.id === "opencode") {
      const { project, set } = loadOcTarget(args, source);
      const discloser = new OcDiscloser(source, set, project.env, args.cwd);
      const relOf2 = (p) => rel(project.W, p) ?? p;
      const out = calls.map((c) => {
        const o = discloser.call({ ...c, ok: c.ok ?? true, session: c.session ?? "s1" });
        const rec = { appended: o.appended };
        if (o.disclosed.length > 0) rec["injected"] = o.disclosed.map(relOf2);
        if (o.inert !== null) rec["inert"] = o.inert;
        return JSON.stringify(rec) + "\n";
      });
      process.stdout.write(out.join(""));
      return;
    }
    const { model, sim } = await loadTarget(args, source);
    const injector = sim.injector();
    const relOf = (p) => rel(model.W, p) ?? p;
    const lines = [];
    calls.forEach((c, i) => {
      const o = injector.call(c);
      const text2 = o.appended.toString("utf8");
      const rec = { appended: text2 };
      if (!Buffer.from(text2, "utf8").equals(o.appended)) rec["appendedBase64"] = o.appended.toString("base64");
      if (o.injected.length > 0) rec["injected"] = o.injected.map(relOf);
      if (o.skipped.length > 0) rec["skipped"] = o.skipped.map((s) => ({ file: relOf(s.file), why: s.why }));
      if (o.inert !== null) rec["inert"] = o.inert;
      lines.push(JSON.stringify(rec));
      if (o.patchRace !== null) {
        process.stderr.write(
          `ctxlens: warning: call ${i + 1}: patch headers of one kind touch ${o.patchRace.dirs.map(relOf).join(", ")}; the runtime processes them in random (Go map) order, which decides block order and, at the session budget, which bodies are injected (docs/runtimes/fork.md \xA78 U13)` + (o.lostToBudget.length > 0 ? `; here the budget ran out, and another order could have injected ${o.lostToBudget.map(relOf).join(", ")}` : "") + "\n"
        );
      }
    });
    process.stdout.write(lines.map((l) => l + "\n").join(""));
  }
};

export {
  simulatedEnv,
  explicitEnvNames,
  openSource,
  readArgFile,
  grayMatter,
  substitute,
  MAX_JSONC_DEPTH,
  jsoncDepth,
  loadOcProject,
  simulateInstructions,
  MAX_SIMULATED_FILE_BYTES,
  oversizedFiles,
  measureInstructionFile,
  measureInstructions,
  CONTEXT_PREFIX,
  parseDependency,
  resolveDependency,
  entryKey,
  resolveAgentDependency,
  rules,
  BASELINE_FILE,
  buildBaseline,
  parseBaseline,
  simulateAll,
  displayPaths,
  fingerprintOf,
  FIXABLE_RULES,
  applyFixes,
  dedupe2 as dedupe,
  simulateLocation,
  simulateOpencode,
  ruleDocUrl,
  o200kCounter,
  lintDir,
  prepareRun,
  lintPrepared,
  rulesMetaOf,
  ruleDocs,
  inOnly,
  lintRuns,
  displayDir,
  openSim,
  loadOcTarget,
  loadTarget,
  parseCalls,
  touchCommand
};
