#!/usr/bin/env node
import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
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
  UsageError,
  WorktreeSource,
  base,
  byteLength,
  clean,
  compareBytes,
  dir,
  ext,
  isAbs,
  isGoSpace,
  join,
  listDir,
  rel,
  repoRoot,
  resolveCommit,
  runGit,
  sourceRoot,
  strictlyInside,
  trimSpace
} from "./chunk-QN4I5P5X.mjs";
import {
  __commonJS,
  __esm,
  __require,
  __toESM
} from "./chunk-B3AVGPAD.mjs";

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token2 = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact2) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact2) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token2 = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token2 = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token2 = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token2 = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token2 = 1;
      case 125:
        pos++;
        return token2 = 2;
      case 91:
        pos++;
        return token2 = 3;
      case 93:
        pos++;
        return token2 = 4;
      case 58:
        pos++;
        return token2 = 6;
      case 44:
        pos++;
        return token2 = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token2 = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token2 = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token2 = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token2 = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token2 = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token2 = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token2 = 8;
            case "false":
              return token2 = 9;
            case "null":
              return token2 = 7;
          }
          return token2 = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token2 = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token2,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
var init_scanner = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/scanner.js"() {
    "use strict";
    (function(CharacterCodes2) {
      CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
      CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
      CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
      CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
      CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
      CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
      CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
      CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
      CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
      CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
      CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
      CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
      CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
      CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
      CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
      CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
      CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
      CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
      CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
      CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
      CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
      CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
      CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
      CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
      CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
      CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
      CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
      CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
      CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
      CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
      CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
      CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
      CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
      CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
      CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
      CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
      CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
      CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
      CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
      CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
      CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
      CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
      CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
      CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
      CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
      CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
      CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
      CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
      CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
      CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
      CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
      CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
      CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
      CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
      CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
      CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
      CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
      CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
      CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
      CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
      CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
      CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
      CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
      CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
      CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
      CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
      CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
      CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
      CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
      CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
      CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
      CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
      CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
      CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
      CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
      CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
      CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
      CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
      CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
      CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces, maxCachedValues, cachedBreakLinesWithSpaces;
var init_string_intern = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/string-intern.js"() {
    cachedSpaces = new Array(20).fill(0).map((_, index) => {
      return " ".repeat(index);
    });
    maxCachedValues = 200;
    cachedBreakLinesWithSpaces = {
      " ": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + " ".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + " ".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + " ".repeat(index);
        })
      },
      "	": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + "	".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + "	".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + "	".repeat(index);
        })
      }
    };
  }
});

// node_modules/jsonc-parser/lib/esm/impl/format.js
var init_format = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/format.js"() {
    "use strict";
    init_scanner();
    init_string_intern();
  }
});

// node_modules/jsonc-parser/lib/esm/impl/parser.js
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep3, offset, length) => {
      if (currentParent.type === "property") {
        if (sep3 === ":") {
          currentParent.colonOffset = offset;
        } else if (sep3 === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path25) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path25) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
function getNodePath(node) {
  if (!node.parent || !node.parent.children) {
    return [];
  }
  const path25 = getNodePath(node.parent);
  if (node.parent.type === "property") {
    const key = node.parent.children[0].value;
    path25.push(key);
  } else if (node.parent.type === "array") {
    const index = node.parent.children.indexOf(node);
    if (index !== -1) {
      path25.push(index);
    }
  }
  return path25;
}
function contains(node, offset, includeRightBound = false) {
  return offset >= node.offset && offset < node.offset + node.length || includeRightBound && offset === node.offset + node.length;
}
function findNodeAtOffset(node, offset, includeRightBound = false) {
  if (contains(node, offset, includeRightBound)) {
    const children = node.children;
    if (Array.isArray(children)) {
      for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
        const item = findNodeAtOffset(children[i], offset, includeRightBound);
        if (item) {
          return item;
        }
      }
    }
    return node;
  }
  return void 0;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token2 = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token2) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token2;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token2 = _scanner.getToken();
      while (token2 !== 17) {
        if (skipUntilAfter.indexOf(token2) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token2) !== -1) {
          break;
        }
        token2 = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}
var ParseOptions;
var init_parser = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/parser.js"() {
    "use strict";
    init_scanner();
    (function(ParseOptions2) {
      ParseOptions2.DEFAULT = {
        allowTrailingComma: false
      };
    })(ParseOptions || (ParseOptions = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/edit.js
var init_edit = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/edit.js"() {
    "use strict";
    init_format();
    init_parser();
  }
});

// node_modules/jsonc-parser/lib/esm/main.js
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
var createScanner2, ScanError, SyntaxKind, parse2, parseTree2, findNodeAtLocation2, findNodeAtOffset2, getNodePath2, ParseErrorCode;
var init_main = __esm({
  "node_modules/jsonc-parser/lib/esm/main.js"() {
    "use strict";
    init_format();
    init_edit();
    init_scanner();
    init_parser();
    createScanner2 = createScanner;
    (function(ScanError2) {
      ScanError2[ScanError2["None"] = 0] = "None";
      ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
      ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
      ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
      ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
      ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
      ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (ScanError = {}));
    (function(SyntaxKind2) {
      SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
      SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
      SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
      SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
      SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
      SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
      SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
      SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
      SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
      SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
      SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
      SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
      SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
      SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
      SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
      SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
      SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
    })(SyntaxKind || (SyntaxKind = {}));
    parse2 = parse;
    parseTree2 = parseTree;
    findNodeAtLocation2 = findNodeAtLocation;
    findNodeAtOffset2 = findNodeAtOffset;
    getNodePath2 = getNodePath;
    (function(ParseErrorCode2) {
      ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
      ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
      ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
      ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
      ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
      ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
      ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
      ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
      ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
      ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
      ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (ParseErrorCode = {}));
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap10 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair4 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar9 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq9 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar9(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias3;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap10;
    exports.isNode = isNode;
    exports.isPair = isPair4;
    exports.isScalar = isScalar9;
    exports.isSeq = isSeq9;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK2 = /* @__PURE__ */ Symbol("break visit");
    var SKIP2 = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit2(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit2.BREAK = BREAK2;
    visit2.SKIP = SKIP2;
    visit2.REMOVE = REMOVE;
    function visit_(key, node, visitor, path25) {
      const ctrl = callVisitor(key, node, visitor, path25);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path25, ctrl);
        return visit_(key, ctrl, visitor, path25);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path25 = Object.freeze(path25.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path25);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK2)
              return BREAK2;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path25 = Object.freeze(path25.concat(node));
          const ck = visit_("key", node.key, visitor, path25);
          if (ck === BREAK2)
            return BREAK2;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path25);
          if (cv === BREAK2)
            return BREAK2;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK2;
    visitAsync.SKIP = SKIP2;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path25) {
      const ctrl = await callVisitor(key, node, visitor, path25);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path25, ctrl);
        return visitAsync_(key, ctrl, visitor, path25);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path25 = Object.freeze(path25.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path25);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK2)
              return BREAK2;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path25 = Object.freeze(path25.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path25);
          if (ck === BREAK2)
            return BREAK2;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path25);
          if (cv === BREAK2)
            return BREAK2;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path25) {
      if (typeof visitor === "function")
        return visitor(key, node, path25);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path25);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path25);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path25);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path25);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path25);
      return void 0;
    }
    function replaceNode(key, path25, node) {
      const parent = path25[path25.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit2;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines2 = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit2.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines2.push(`%TAG ${handle} ${prefix}`);
        }
        return lines2.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit2.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit2 = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit2.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar2 = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar2.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar2.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar2.PLAIN = "PLAIN";
    Scalar2.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar2.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar2;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar2 = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar2.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar2.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path25, value) {
      let v = value;
      for (let i = path25.length - 1; i >= 0; --i) {
        const k = path25[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path25) => path25 == null || typeof path25 === "object" && !!path25[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path25, value) {
        if (isEmptyPath(path25))
          this.add(value);
        else {
          const [key, ...rest] = path25;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path25) {
        const [key, ...rest] = path25;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path25, keepScalar) {
        const [key, ...rest] = path25;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n3 = node.value;
          return n3 == null || allowScalar && identity.isScalar(n3) && n3.value == null && !n3.commentBefore && !n3.comment && !n3.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path25) {
        const [key, ...rest] = path25;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path25, value) {
        const [key, ...rest] = path25;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json2 = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json2;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json2[i]; ch; ch = json2[++i]) {
        if (ch === " " && json2[i + 1] === "\\" && json2[i + 2] === "n") {
          str += json2.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json2[i + 1]) {
            case "u":
              {
                str += json2.slice(start, i);
                const code = json2.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json2.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json2[i + 2] === '"' || json2.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json2.slice(start, i) + "\n\n";
                while (json2[i + 2] === "\\" && json2[i + 3] === "n" && json2[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json2[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json2.slice(start) : json2;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar2.Scalar.BLOCK_FOLDED ? false : type === Scalar2.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar2.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar2.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar2.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar2.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar2.Scalar.BLOCK_FOLDED:
          case Scalar2.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar2.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar2.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar2.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props3 = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props3.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props3.push(doc.directives.tagString(tag));
      return props3.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props3 = stringifyProps(node, tagObj, ctx);
      if (props3.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props3.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props3)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props3} ${str}` : `${props3}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar2 = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar2.Scalar.BLOCK_FOLDED || key.type === Scalar2.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages18) {
      if (logLevel === "debug")
        console.log(...messages18);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar2 = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar2.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey2 = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar2.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey2;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair2(k, v);
    }
    var Pair2 = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair2;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines2.push(blockItemPrefix + str2);
      }
      let str;
      if (lines2.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines2[0];
        for (let i = 1; i < lines2.length; ++i) {
          const line = lines2[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines2.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines2.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines2.push(str);
        linesAtValue = lines2.length;
      }
      const { start, end } = flowChars;
      if (lines2.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines2.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines2)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines2.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines2, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines2.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair2 = require_Pair();
    var Scalar2 = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap2 = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair2.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair2.Pair(pair, pair?.value);
        } else
          _pair = new Pair2.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar2.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair2.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap2;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap2 = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap2.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap2.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar2 = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq2 = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar2.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq2;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq2 = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq2.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq2.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar2.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar2.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar2.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format: format2, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n3 = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format2 && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n3) && !n3.includes("e")) {
        let i = n3.indexOf(".");
        if (i < 0) {
          i = n3.length;
          n3 += ".";
        }
        let d = minFractionDigits - (n3.length - i - 1);
        while (d-- > 0)
          n3 += "0";
      }
      return n3;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar2.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool2.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar2.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar2 = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar2.Scalar.BLOCK_LITERAL);
        if (type !== Scalar2.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n3 = Math.ceil(str.length / lineWidth);
          const lines2 = new Array(n3);
          for (let i = 0, o = 0; i < n3; ++i, o += lineWidth) {
            lines2[i] = str.substr(o, lineWidth);
          }
          str = lines2.join(type === Scalar2.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair2 = require_Pair();
    var Scalar2 = require_Scalar();
    var YAMLSeq2 = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair2.Pair(new Scalar2.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair2.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq2.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair2.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSeq2 = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq2.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap2.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap2.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap2.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap2.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap2.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar2.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar2.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar2.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n4 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n4 : n4;
      }
      const n3 = parseInt(str, radix);
      return sign === "-" ? -1 * n3 : n3;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair2 = require_Pair();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap2.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair2.Pair(key.key, null);
        else
          pair = new Pair2.Pair(key, null);
        const prev = YAMLMap2.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap2.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap2.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair2.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair2.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n3) => asBigInt ? BigInt(n3) : Number(n3);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n3) => n3;
      if (typeof value === "bigint")
        num = (n3) => BigInt(n3);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n3) => String(n3).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool2 = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool2.trueTag,
      bool2.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool2.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines2 = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir2 = doc.directives.toString(doc);
        if (dir2) {
          lines2.push(dir2);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines2.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines2.length !== 1)
          lines2.unshift("");
        const cs = commentString(doc.commentBefore);
        lines2.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines2.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines2.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines2[lines2.length - 1] === "---") {
          lines2[lines2.length - 1] = `--- ${body}`;
        } else
          lines2.push(body);
      } else {
        lines2.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines2.push("...");
            lines2.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines2.push(`... ${cs}`);
          }
        } else {
          lines2.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines2[lines2.length - 1] !== "")
            lines2.push("");
          lines2.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines2.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair2 = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document2 = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path25, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path25, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair2.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path25) {
        if (Collection.isEmptyPath(path25)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path25) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path25, keepScalar) {
        if (Collection.isEmptyPath(path25))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path25, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path25) {
        if (Collection.isEmptyPath(path25))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path25) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path25, value) {
        if (Collection.isEmptyPath(path25)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path25), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path25, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json: json2, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json2,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document2;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message2) {
        super();
        this.name = name;
        this.code = code;
        this.message = message2;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message2) {
        super("YAMLParseError", pos, code, message2);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message2) {
        super("YAMLWarning", pos, code, message2);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer2 = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer2}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token2 of tokens) {
        if (reqSpace) {
          if (token2.type !== "space" && token2.type !== "newline" && token2.type !== "comma")
            onError(token2.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token2.type !== "comment" && token2.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token2.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token2.source.includes("	")) {
              tab = token2;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token2, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token2.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token2.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token2.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token2;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token2, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token2.source.endsWith(":"))
              onError(token2.offset + token2.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token2;
            start ?? (start = token2.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token2, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token2;
            start ?? (start = token2.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token2, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token2.source} indicator`);
            if (found)
              onError(token2, "UNEXPECTED_TOKEN", `Unexpected ${token2.source} in ${flow ?? "collection"}`);
            found = token2;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token2, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token2;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token2, "UNEXPECTED_TOKEN", `Unexpected ${token2.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair2 = require_Pair();
    var YAMLMap2 = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap2.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep3, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep3?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep3) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart2 = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart2, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart2, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep3 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep3, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair2.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair2.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq2 = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq2.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props3 = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props3.found) {
          if (props3.anchor || props3.tag || value) {
            if (value?.type === "block-seq")
              onError(props3.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props3.end;
            if (props3.comment)
              seq.comment = props3.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props3, onError) : composeEmptyNode(ctx, props3.end, start, null, props3, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep3 = "";
        for (const token2 of end) {
          const { source, type } = token2;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token2, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep3 + cb;
              sep3 = "";
              break;
            }
            case "newline":
              if (comment)
                sep3 += source;
              hasSpace = true;
              break;
            default:
              onError(token2, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair2 = require_Pair();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSeq2 = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token2) => token2 && (token2.type === "block-map" || token2.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap10 = fc.start.source === "{";
      const fcName = isMap10 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap10 ? YAMLMap2.YAMLMap : YAMLSeq2.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep3, value } = collItem;
        const props3 = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep3?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props3.found) {
          if (!props3.anchor && !props3.tag && !sep3 && !value) {
            if (i === 0 && props3.comma)
              onError(props3.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props3.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props3.comment) {
              if (coll.comment)
                coll.comment += "\n" + props3.comment;
              else
                coll.comment = props3.comment;
            }
            offset = props3.end;
            continue;
          }
          if (!isMap10 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props3.comma)
            onError(props3.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props3.comma)
            onError(props3.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props3.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props3.comment = props3.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap10 && !sep3 && !props3.found) {
          const valueNode = value ? composeNode(ctx, value, props3, onError) : composeEmptyNode(ctx, props3.end, sep3, null, props3, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart2 = props3.end;
          const keyNode = key ? composeNode(ctx, key, props3, onError) : composeEmptyNode(ctx, keyStart2, start, null, props3, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep3 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap10 && !props3.found && ctx.options.strict) {
              if (sep3)
                for (const st of sep3) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props3.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep3, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair2.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap10) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart2, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap2.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap10 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar2 = require_Scalar();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSeq2 = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token2, onError, tagName, tag) {
      const coll = token2.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token2, onError, tag) : token2.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token2, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token2, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token2, props3, onError) {
      const tagToken = props3.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token2.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props3;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message2 = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message2);
        }
      }
      const expType = token2.type === "block-map" ? "map" : token2.type === "block-seq" ? "seq" : token2.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap2.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq2.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token2, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token2, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token2, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar2.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    function resolveBlockScalar(ctx, scalar2, onError) {
      const start = scalar2.offset;
      const header = parseBlockScalarHeader(scalar2, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar2.Scalar.BLOCK_FOLDED : Scalar2.Scalar.BLOCK_LITERAL;
      const lines2 = scalar2.source ? splitLines2(scalar2.source) : [];
      let chompStart = lines2.length;
      for (let i = lines2.length - 1; i >= 0; --i) {
        const content = lines2[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines2.length > 0 ? "\n".repeat(Math.max(1, lines2.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar2.source)
          end2 += scalar2.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar2.indent + header.indent;
      let offset = scalar2.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines2[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message2 = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message2);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message2 = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message2);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines2.length - 1; i >= chompStart; --i) {
        if (lines2[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep3 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines2[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines2[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message2 = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message2);
          indent = "";
        }
        if (type === Scalar2.Scalar.BLOCK_LITERAL) {
          value += sep3 + indent.slice(trimIndent) + content;
          sep3 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep3 === " ")
            sep3 = "\n";
          else if (!prevMoreIndented && sep3 === "\n")
            sep3 = "\n\n";
          value += sep3 + indent.slice(trimIndent) + content;
          sep3 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep3 === "\n")
            value += "\n";
          else
            sep3 = "\n";
        } else {
          value += sep3 + content;
          sep3 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines2.length; ++i)
            value += "\n" + lines2[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar2.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props: props3 }, strict, onError) {
      if (props3[0].type !== "block-scalar-header") {
        onError(props3[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props3[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n3 = Number(ch);
          if (!indent && n3)
            indent = n3;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props3.length; ++i) {
        const token2 = props3[i];
        switch (token2.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token2.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message2 = "Comments must be separated from other tokens by white space characters";
              onError(token2, "MISSING_CHAR", message2);
            }
            length += token2.source.length;
            comment = token2.source.substring(1);
            break;
          case "error":
            onError(token2, "UNEXPECTED_TOKEN", token2.message);
            length += token2.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message2 = `Unexpected token in block scalar header: ${token2.type}`;
            onError(token2, "UNEXPECTED_TOKEN", message2);
            const ts = token2.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines2(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m3 = first.match(/^( *)/);
      const line0 = m3?.[1] ? [m3[1], first.slice(m3[1].length)] : ["", first];
      const lines2 = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines2.push([split[i], split[i + 1]]);
      return lines2;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar2 = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar2, strict, onError) {
      const { offset, type, source, end } = scalar2;
      let _type;
      let value;
      const _onError = (rel2, code, msg) => onError(offset + rel2, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar2.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar2.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar2.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar2, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep3 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep3 === "\n")
            res += sep3;
          else
            sep3 = "\n";
        } else {
          res += sep3 + lm;
          sep3 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep3 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar2 = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token2, tagToken, onError) {
      const { value, type, comment, range } = token2.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token2, onError) : resolveFlowScalar.resolveFlowScalar(token2, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token2.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token2, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar2;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token2, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar2 = identity.isScalar(res) ? res : new Scalar2.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token2, "TAG_RESOLVE_FAILED", msg);
        scalar2 = new Scalar2.Scalar(value);
      }
      scalar2.range = range;
      scalar2.source = value;
      if (type)
        scalar2.type = type;
      if (tagName)
        scalar2.tag = tagName;
      if (tag.format)
        scalar2.format = tag.format;
      if (comment)
        scalar2.comment = comment;
      return scalar2;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token2, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token2, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before2, pos) {
      if (before2) {
        pos ?? (pos = before2.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before2[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before2[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before2[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token2, props3, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props3;
      let node;
      let isSrcToken = true;
      switch (token2.type) {
        case "alias":
          node = composeAlias(ctx, token2, onError);
          if (anchor || tag)
            onError(token2, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token2, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token2, props3, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message2 = error instanceof Error ? error.message : String(error);
            onError(token2, "RESOURCE_EXHAUSTION", message2);
          }
          break;
        default: {
          const message2 = token2.type === "error" ? token2.message : `Unsupported token (type: ${token2.type})`;
          onError(token2, "UNEXPECTED_TOKEN", message2);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token2.offset, void 0, null, props3, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token2, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token2.type === "scalar" && token2.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token2;
      return node;
    }
    function composeEmptyNode(ctx, offset, before2, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token2 = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before2, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token2, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document2 = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document2.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props3 = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props3.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props3.hasNewline)
          onError(props3.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props3, onError) : composeNode.composeEmptyNode(ctx, props3.end, start, null, props3, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document2 = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message2, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message2));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message2));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token2 of tokens)
          yield* this.next(token2);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token2) {
        if (node_process.env.LOG_STREAM)
          console.dir(token2, { depth: null });
        switch (token2.type) {
          case "directive":
            this.directives.add(token2.source, (offset, message2, warning) => {
              const pos = getErrorPos(token2);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message2, warning);
            });
            this.prelude.push(token2.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token2, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token2, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token2.source);
            break;
          case "error": {
            const msg = token2.source ? `${token2.message}: ${JSON.stringify(token2.source)}` : token2.message;
            const error = new errors.YAMLParseError(getErrorPos(token2), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token2), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token2.end, token2.offset + token2.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token2), "UNEXPECTED_TOKEN", `Unsupported token ${token2.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document2.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token2, strict = true, onError) {
      if (token2) {
        const _onError = (pos, code, message2) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message2);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message2);
        };
        switch (token2.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token2, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token2, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props3 = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props3, end))
            props3.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props: props3, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token2, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token2 ? token2.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token2.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token2.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token2, source);
          break;
        case '"':
          setFlowScalarValue(token2, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token2, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token2, source, "scalar");
      }
    }
    function setBlockScalarValue(token2, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token2.type === "block-scalar") {
        const header = token2.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token2.source = body;
      } else {
        const { offset } = token2;
        const indent = "indent" in token2 ? token2.indent : -1;
        const props3 = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props3, "end" in token2 ? token2.end : void 0))
          props3.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token2))
          if (key !== "type" && key !== "offset")
            delete token2[key];
        Object.assign(token2, { type: "block-scalar", indent, props: props3, source: body });
      }
    }
    function addEndtoBlockProps(props3, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props3.push(st);
              break;
            case "newline":
              props3.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token2, source, type) {
      switch (token2.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token2.type = type;
          token2.source = source;
          break;
        case "block-scalar": {
          const end = token2.props.slice(1);
          let oa = source.length;
          if (token2.props[0].type === "block-scalar-header")
            oa -= token2.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token2.props;
          Object.assign(token2, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token2.offset + source.length;
          const nl = { type: "newline", offset, indent: token2.indent, source: "\n" };
          delete token2.items;
          Object.assign(token2, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token2 ? token2.indent : -1;
          const end = "end" in token2 && Array.isArray(token2.end) ? token2.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token2))
            if (key !== "type" && key !== "offset")
              delete token2[key];
          Object.assign(token2, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token2) {
      switch (token2.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token2.props)
            res += stringifyToken(tok);
          return res + token2.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token2.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token2.start.source;
          for (const item of token2.items)
            res += stringifyItem(item);
          for (const st of token2.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token2);
          if (token2.end)
            for (const st of token2.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token2.source;
          if ("end" in token2 && token2.end)
            for (const st of token2.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep3, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep3)
        for (const st of sep3)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK2 = /* @__PURE__ */ Symbol("break visit");
    var SKIP2 = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit2(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit2.BREAK = BREAK2;
    visit2.SKIP = SKIP2;
    visit2.REMOVE = REMOVE;
    visit2.itemAtPath = (cst, path25) => {
      let item = cst;
      for (const [field, index] of path25) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path25) => {
      const parent = visit2.itemAtPath(cst, path25.slice(0, -1));
      const field = path25[path25.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path25, item, visitor) {
      let ctrl = visitor(item, path25);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token2 = item[field];
        if (token2 && "items" in token2) {
          for (let i = 0; i < token2.items.length; ++i) {
            const ci = _visit(Object.freeze(path25.concat([[field, i]])), token2.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK2)
              return BREAK2;
            else if (ci === REMOVE) {
              token2.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path25);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path25) : ctrl;
    }
    exports.visit = visit2;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token2) => !!token2 && "items" in token2;
    var isScalar9 = (token2) => !!token2 && (token2.type === "scalar" || token2.type === "single-quoted-scalar" || token2.type === "double-quoted-scalar" || token2.type === "block-scalar");
    function prettyToken(token2) {
      switch (token2) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token2);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar9;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n3) {
        return this.buffer[this.pos + n3];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n3) {
        return this.pos + n3 <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n3) {
        return this.buffer.substr(this.pos, n3);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n3 = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n3);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n3 = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n3;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n3 = yield* this.pushIndicators();
        switch (line[n3]) {
          case "#":
            yield* this.pushCount(line.length - n3);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n3 += yield* this.parseBlockScalarHeader();
            n3 += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n3);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n3 = 0;
        while (line[n3] === ",") {
          n3 += yield* this.pushCount(1);
          n3 += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n3 += yield* this.pushIndicators();
        switch (line[n3]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n3);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote2 = this.charAt(0);
        let end = this.buffer.indexOf(quote2, this.pos + 1);
        if (quote2 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n3 = 0;
            while (this.buffer[end - 1 - n3] === "\\")
              n3 += 1;
            if (n3 % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n3) {
        if (n3 > 0) {
          yield this.buffer.substr(this.pos, n3);
          this.pos += n3;
          return n3;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n3 = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n3 += yield* this.pushTag();
              n3 += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n3 += yield* this.pushUntil(isNotAnchorChar);
              n3 += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n3 += yield* this.pushCount(1);
                n3 += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n3;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n3 = i - this.pos;
        if (n3 > 0) {
          yield this.buffer.substr(this.pos, n3);
          this.pos = i;
        }
        return n3;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list2, type) {
      for (let i = 0; i < list2.length; ++i)
        if (list2[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list2) {
      for (let i = 0; i < list2.length; ++i) {
        switch (list2[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token2) {
      switch (token2?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message2 = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message: message2, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n3) {
        return this.stack[this.stack.length - n3];
      }
      *pop(error) {
        const token2 = error ?? this.stack.pop();
        if (!token2) {
          const message2 = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message: message2 };
        } else if (this.stack.length === 0) {
          yield token2;
        } else {
          const top = this.peek(1);
          if (token2.type === "block-scalar") {
            token2.indent = "indent" in top ? top.indent : 0;
          } else if (token2.type === "flow-collection" && top.type === "document") {
            token2.indent = 0;
          }
          if (token2.type === "flow-collection")
            fixFlowSeqItems(token2);
          switch (top.type) {
            case "document":
              top.value = token2;
              break;
            case "block-scalar":
              top.props.push(token2);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token2, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token2;
              } else {
                Object.assign(it, { key: token2, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token2 });
              else
                it.value = token2;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token2, sep: [] });
              else if (it.sep)
                it.value = token2;
              else
                Object.assign(it, { key: token2, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token2);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token2.type === "block-map" || token2.type === "block-seq")) {
            const last = token2.items[token2.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token2.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token2.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token2.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar2) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep3;
          if (scalar2.end) {
            sep3 = scalar2.end;
            sep3.push(this.sourceToken);
            delete scalar2.end;
          } else
            sep3 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar2.offset,
            indent: scalar2.indent,
            items: [{ start, key: scalar2, sep: sep3 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar2);
      }
      *blockScalar(scalar2) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar2.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar2.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep3 = it.sep;
                  sep3.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep3 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it.sep)
                this.stack.push(fs2);
              else
                Object.assign(it, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep3 = fc.end.splice(1, fc.end.length);
            sep3.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep3 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token2) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token2.end)
              token2.end.push(this.sourceToken);
            else
              token2.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document2 = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse3(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document2.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse3;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document2 = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair2 = require_Pair();
    var Scalar2 = require_Scalar();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSeq2 = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit2 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document2.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair2.Pair;
    exports.Scalar = Scalar2.Scalar;
    exports.YAMLMap = YAMLMap2.YAMLMap;
    exports.YAMLSeq = YAMLSeq2.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit2.visit;
    exports.visitAsync = visit2.visitAsync;
  }
});

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
    exports.basename = (path25, { windows } = {}) => {
      const segs = path25.split(windows ? /[\\/]/ : "/");
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
          const n3 = prevIndex ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value = input.slice(n3, i);
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
    var parse3 = (input, options) => {
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
      const peek = state.peek = (n3 = 1) => input[state.index + n3];
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
            const expression = parse3(rest, { ...options, fastpaths: false }).output;
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
            const out2 = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out2;
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
    parse3.fastpaths = (input, options) => {
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
    module.exports = parse3;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse3 = require_parse();
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
      const format2 = opts.format || (posix5 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format2 ? format2(input) : input;
      if (match === false) {
        output = format2 ? format2(input) : input;
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
      return parse3(pattern, { ...options, fastpaths: false });
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
        parsed.output = parse3.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse3(input, options);
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
function renderMessage(template, data) {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (m3, k) => k in data ? String(data[k]) : m3);
}

// src/report/neutralise.ts
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
function hex(c) {
  return "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
}
function neutralise(s) {
  return s.replace(UNSAFE, hex);
}
function safeJson(value, indent = 2) {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, hex);
}
function suppressionSummary(kinds) {
  const names = { ignore: "by ignore globs", directive: "by ctxlens-disable comments", baseline: "by the baseline" };
  const counts = /* @__PURE__ */ new Map();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  if (counts.size === 1) return names[kinds[0]] ?? "";
  return [...counts].map(([k, n3]) => `${n3} ${names[k] ?? k}`).join(", ");
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
  const props3 = [];
  const s = f.span;
  if (s) {
    props3.push(`file=${escapeProperty(s.file.startsWith("/") ? s.file : prefix + s.file)}`);
    if (s.start.line > 0) {
      props3.push(`line=${s.start.line}`, `endLine=${s.end.line}`);
      if (s.start.line === s.end.line) props3.push(`col=${s.start.column}`, `endColumn=${s.end.column}`);
    }
  }
  props3.push(`title=${escapeProperty(`ctxlens ${f.ruleId}`)}`);
  const text = f.hint ? `${f.message} ${f.hint}` : f.message;
  return `::${COMMAND[f.severity]} ${props3.join(",")}::${escapeData(text)}`;
}
var github = (results, ctx) => {
  const ordered = [...results.findings].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  const shown2 = { error: 0, warning: 0, info: 0 };
  const lines2 = [];
  const hidden = [];
  for (const f of ordered) {
    if (shown2[f.severity] >= GITHUB_CAP[f.severity]) {
      hidden.push(f);
      continue;
    }
    shown2[f.severity]++;
    lines2.push(annotation(f, ctx.pathPrefix ?? ""));
  }
  if (hidden.length > 0) {
    const c = countSeverities(hidden);
    const parts = [c.errorCount && `${c.errorCount} error(s)`, c.warningCount && `${c.warningCount} warning(s)`, c.infoCount && `${c.infoCount} info`].filter(Boolean);
    lines2.push(`::notice::${escapeData(`ctxlens: ${hidden.length} more finding(s) not shown as annotations (${parts.join(", ")}); run ctxlens lint for the full list.`)}`);
  }
  return lines2.length > 0 ? lines2.join("\n") + "\n" : "";
};

// src/action/run.ts
import { randomBytes } from "node:crypto";
import { appendFileSync, readFileSync as readFileSync5, writeFileSync } from "node:fs";
import * as path24 from "node:path";

// src/engine/rebase.ts
import * as path from "node:path";
function rebaseSpan(span2, from, to) {
  if (span2.file === "" || path.isAbsolute(span2.file)) return span2;
  const rel2 = path.relative(to, path.resolve(from, span2.file)).split(path.sep).join("/");
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

// src/run/prepare.ts
import * as path20 from "node:path";

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
      const at3 = md.errorAt ?? null;
      const span2 = at3 === null ? d.span : { ...d.span, start: at3, end: { line: at3.line, column: at3.column + 1 } };
      if (md.outcome === "unparsed") ctx.report({ messageId: "unparsed", data: { id: d.id, error }, span: span2 });
      else ctx.report({ messageId: "dropped", data: { pathId: d.pathId, error }, span: span2 });
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

// src/text/suggest.ts
function editDistance(a, b) {
  if (a === b) return 0;
  const prev = new Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
function didYouMean(word, candidates) {
  const lower = word.toLowerCase();
  const ci = candidates.find((c) => c.toLowerCase() === lower && c !== word);
  if (ci) return ci;
  let best = null;
  let bestD = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor(word.length / 3));
  return best !== null && bestD <= limit ? best : null;
}

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

// src/model/span.ts
function fileSpan(file) {
  return { file, pointer: "", start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
}
var LineIndex = class {
  constructor(text) {
    this.text = text;
    const starts = [0];
    if (!text.includes("\r")) {
      for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    } else {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) starts.push(i + 1);
        else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
      }
    }
    this.starts = starts;
  }
  text;
  starts;
  /** 1-based position of a 0-based UTF-16 offset (clamped to the text). */
  pos(offset) {
    const o = Math.max(0, Math.min(offset, this.text.length));
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
  const path25 = [];
  let cur = doc.tree;
  for (const s of segs) {
    const seg = cur?.type === "array" ? Number(s) : s;
    path25.push(seg);
    cur = cur !== void 0 ? findNodeAtLocation2(cur, [seg]) : void 0;
  }
  return findNodeAtLocation2(doc.tree, path25);
}
function configSpanAt(doc, pointer2, which) {
  let p = pointer2;
  for (; ; ) {
    const n3 = nodeAt(doc, p);
    if (n3) {
      const target = which === "key" && p === pointer2 && n3.parent?.type === "property" ? n3.parent.children[0] : n3;
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
import { posix as path2 } from "node:path";
function defineOcRule(rule) {
  return defineRule(rule);
}
function shownPath(W, abs) {
  const r = path2.relative(W, abs);
  return r === "" ? "." : r.startsWith("../") || r === ".." ? abs : r;
}
function docSpan(doc, offset, length, pointer2 = "") {
  return { file: doc.file, pointer: pointer2, start: doc.lines.pos(offset), end: doc.lines.pos(offset + Math.max(1, length)) };
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
function pathAtOffset(doc, offset) {
  if (!doc.tree || offset < 0) return [];
  const n3 = findNodeAtOffset2(doc.tree, offset);
  return n3 ? getNodePath2(n3) : [];
}
function fileLevel(W, abs) {
  return fileSpan(shownPath(W, abs));
}
function within(dir2, child2) {
  return dir2 !== "/" && (child2 === dir2 || child2.startsWith(dir2 + "/"));
}
function* instructionFilesOnce(sim) {
  const seen = /* @__PURE__ */ new Set();
  for (const l of sim.locations) {
    if (l.set === null) continue;
    for (const file of l.set.files) {
      if (seen.has(file.abs)) continue;
      seen.add(file.abs);
      yield { set: l.set, file };
    }
  }
}
function instructionFileSpan(W, set, f) {
  const inRepo = within(set.worktree, f.abs) || within(W, f.abs);
  const span2 = inRepo ? fileLevel(W, f.abs) : f.entry !== null ? valueSpan(f.entry.doc, ["instructions", f.entry.index]) : fileLevel(W, f.abs);
  return { span: span2, inRepo };
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
        ctx.report({ messageId: "refused", data: { reason: bad.message.replace(/\n\u21b3 /g, ": ") }, span: bad.doc.refusalSpan ?? fileSpan(bad.doc.file) });
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
var distinctMemo = /* @__PURE__ */ new WeakMap();
function distinctEntries(sim) {
  let done = distinctMemo.get(sim);
  if (done === void 0) {
    done = computeDistinctEntries(sim);
    distinctMemo.set(sim, done);
  }
  return done;
}
function computeDistinctEntries(sim) {
  const seen = /* @__PURE__ */ new Set();
  const seenObjects = /* @__PURE__ */ new Set();
  const out2 = [];
  for (const t of sim.targets) {
    for (const e of t.resolution.entries) {
      if (seenObjects.has(e)) continue;
      seenObjects.add(e);
      const k = JSON.stringify([e.layer, spanKey(e.node?.span ?? null), e.raw, e.expanded, e.skip, e.detail]);
      if (seen.has(k)) continue;
      seen.add(k);
      out2.push({ entry: e, target: t });
    }
  }
  return out2;
}
function allContextSpecs(model) {
  const seen = /* @__PURE__ */ new Set();
  const out2 = [];
  const add = (spec, owner, kind) => {
    if (!spec) return;
    const k = spanKey(spec.span);
    if (seen.has(k)) return;
    seen.add(k);
    out2.push({ spec, owner, kind });
  };
  for (const a of model.config.agents) add(a.context, `agent "${a.id}"`, "agent");
  for (const f of model.agentFiles) add(f.context, `agent "${f.id}"`, "agent");
  for (const a of model.agents.values()) add(a.context, `agent "${a.id}"`, "agent");
  for (const flow of model.flows.values()) for (const s of flow.steps) add(s.context, `step "${s.id}" of flow "${flow.id}"`, "step");
  return out2;
}

// src/text/byte-chunks.ts
function chunksLength(chunks) {
  let n3 = 0;
  for (const c of chunks) n3 += c.length;
  return n3;
}
function chunksEqual(a, b) {
  if (chunksLength(a) !== chunksLength(b)) return false;
  let ia = 0;
  let oa = 0;
  let ib = 0;
  let ob = 0;
  for (; ; ) {
    while (ia < a.length && oa >= a[ia].length) {
      ia++;
      oa = 0;
    }
    while (ib < b.length && ob >= b[ib].length) {
      ib++;
      ob = 0;
    }
    if (ia >= a.length || ib >= b.length) return ia >= a.length && ib >= b.length;
    const ca = a[ia];
    const cb = b[ib];
    const n3 = Math.min(ca.length - oa, cb.length - ob);
    if (!(ca === cb && oa === ob) && Buffer.compare(ca.subarray(oa, oa + n3), cb.subarray(ob, ob + n3)) !== 0) return false;
    oa += n3;
    ob += n3;
  }
}

// src/text/token-count.ts
import { isAscii } from "node:buffer";

// src/text/o200k-table.ts
import { readFileSync } from "node:fs";
import { endianness } from "node:os";
import { createRequire } from "node:module";

// src/text/o200k-split.ts
var OTHER = 0;
var UPPER = 1;
var LOWER = 2;
var LETTER = 3;
var MARK = 4;
var DIGIT = 5;
var BLANK = 6;
var BREAK = 7;
var ASCII_CLASS = (() => {
  const t = new Uint8Array(128);
  for (let c = 65; c <= 90; c++) t[c] = UPPER;
  for (let c = 97; c <= 122; c++) t[c] = LOWER;
  for (let c = 48; c <= 57; c++) t[c] = DIGIT;
  for (const c of [9, 11, 12, 32]) t[c] = BLANK;
  t[10] = BREAK;
  t[13] = BREAK;
  return t;
})();
var CLASSIFY = new RegExp("^(?:([\\p{Lu}\\p{Lt}])|(\\p{Ll})|([\\p{Lm}\\p{Lo}])|(\\p{M})|(\\p{N})|(\\s))$", "u");
var bmpClass = null;
var ASTRAL_CLASSES = 1 << 14;
var astralClass = /* @__PURE__ */ new Map();
var LATIN1 = "00000000000000000000000000000000600000000030000000550200053055501111111111111111111111101111111222222222222222222222222022222222";
function knownClass(cp) {
  if (cp < 256) return cp < 128 ? ASCII_CLASS[cp] : LATIN1.charCodeAt(cp - 128) - 48;
  if (cp < 8203) return -1;
  if (cp <= 8207 || // zero-width space, joiners, direction marks (format characters)
  cp >= 8208 && cp <= 8231 || // dashes, quotation marks, bullets, ellipsis (U+2028/2029 are white space)
  cp >= 8240 && cp <= 8286 || // per mille … (U+205F is white space)
  cp >= 8592 && cp <= 9215 || // arrows, mathematical operators, technical symbols
  cp >= 9472 && cp <= 10101 || // box drawing, block elements, shapes, symbols, dingbats
  cp >= 10132 && cp <= 10175 || // dingbats after the circled digits (U+2776..2793 are numbers)
  cp >= 11008 && cp <= 11263) {
    return OTHER;
  }
  if (cp >= 65024 && cp <= 65039) return MARK;
  if (cp >= 127462 && cp <= 127487 || cp >= 127744 && cp <= 129023 || cp >= 129280 && cp <= 129791) return OTHER;
  return -1;
}
function classifyCodePoint(cp) {
  const m3 = CLASSIFY.exec(String.fromCodePoint(cp));
  if (m3 === null) return OTHER;
  for (let g = 1; g <= 5; g++) if (m3[g] !== void 0) return g;
  return cp === 10 || cp === 13 ? BREAK : BLANK;
}
function slowClassAt(text, i, c) {
  if (c >= 55296 && c <= 56319) {
    const d = text.charCodeAt(i + 1);
    if (d >= 56320 && d <= 57343) {
      const cp = (c - 55296 << 10) + (d - 56320) + 65536;
      let k2 = astralClass.get(cp);
      if (k2 === void 0) {
        k2 = knownClass(cp);
        if (k2 < 0) k2 = classifyCodePoint(cp);
        if (astralClass.size < ASTRAL_CLASSES) astralClass.set(cp, k2);
      }
      return k2;
    }
  }
  const t = bmpClass ??= new Uint8Array(65536);
  let k = t[c];
  if (k === 0) {
    k = knownClass(c);
    t[c] = k = (k >= 0 ? k : classifyCodePoint(c)) + 1;
  }
  return k - 1;
}
function classAt(text, i) {
  const c = text.charCodeAt(i);
  return c < 128 ? ASCII_CLASS[c] : slowClassAt(text, i, c);
}
function widthAt(text, i) {
  const c = text.charCodeAt(i);
  if (c < 55296 || c > 56319) return 1;
  const d = text.charCodeAt(i + 1);
  return d >= 56320 && d <= 57343 ? 2 : 1;
}
var runEnd = 0;
function letters(text, j, n3) {
  let u = j;
  let last = -1;
  let k = OTHER;
  while (u < n3) {
    k = classAt(text, u);
    if (k === UPPER) u += widthAt(text, u);
    else if (k === LETTER || k === MARK) last = u += widthAt(text, u);
    else break;
  }
  runEnd = u;
  if (u < n3 && k === LOWER) {
    u += widthAt(text, u);
    while (u < n3) {
      k = classAt(text, u);
      if (k === LOWER || k === LETTER || k === MARK) u += widthAt(text, u);
      else break;
    }
    return u;
  }
  return last;
}
function pieceEnd(text, p, n3) {
  const k = classAt(text, p);
  const w = widthAt(text, p);
  let e = -1;
  if (k === UPPER || k === LOWER || k === LETTER) {
    e = letters(text, p, n3);
    if (e < 0) e = runEnd;
  } else if (k === MARK || k === BLANK || k === OTHER) {
    const j = p + w;
    e = letters(text, j, n3);
    if (e < 0) {
      if (k === MARK) e = j;
      else if (runEnd > j) e = runEnd;
    }
  }
  if (e >= 0) {
    if (e + 1 < n3 && text.charCodeAt(e) === 39) {
      const a = text.charCodeAt(e + 1) | 32;
      if (a === 115 || a === 100 || a === 109 || a === 116) e += 2;
      else if (e + 2 < n3) {
        const b = text.charCodeAt(e + 2) | 32;
        if (a === 108 && b === 108 || a === 118 && b === 101 || a === 114 && b === 101) e += 3;
      }
    }
    return e;
  }
  if (k === DIGIT) {
    e = p + w;
    for (let d2 = 1; d2 < 3 && e < n3 && classAt(text, e) === DIGIT; d2++) e += widthAt(text, e);
    return e;
  }
  let q2 = -1;
  if (k === OTHER) q2 = p;
  else if (text.charCodeAt(p) === 32 && p + 1 < n3) {
    const d2 = classAt(text, p + 1);
    if (d2 === OTHER || d2 === MARK) q2 = p + 1;
  }
  if (q2 >= 0) {
    e = q2;
    let d2;
    while (e < n3 && ((d2 = classAt(text, e)) === OTHER || d2 === MARK)) e += widthAt(text, e);
    while (e < n3 && ((d2 = text.charCodeAt(e)) === 10 || d2 === 13 || d2 === 47)) e++;
    return e;
  }
  e = p;
  let lastBreak = -1;
  let d;
  while (e < n3 && ((d = classAt(text, e)) === BLANK || d === BREAK)) {
    if (d === BREAK) lastBreak = e;
    e++;
  }
  if (lastBreak >= 0) return lastBreak + 1;
  if (e === n3 || e - p === 1) return e;
  return e - 1;
}
var ASCII_SOURCE = String.raw`[\x00-\x09\x0b\x0c\x0e-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]?(?:[A-Z]*[a-z]+|[A-Z]+)(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[0-9]{1,3}| ?[\x00-\x08\x0e-\x1f\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+[\r\n/]*|[\t\n\v\f\r ]*[\r\n]+|[\t\n\v\f\r ]+(?![\x00-\x08\x0e-\x1f\x21-\x7f])|[\t\n\v\f\r ]+`;
var ASCII_PIECES = new RegExp(ASCII_SOURCE, "g");
var ASCII_PIECE = new RegExp(ASCII_SOURCE, "y");
var NOT_ASCII = /[^\x00-\x7f]/g;
function isAsciiSpace(c) {
  return c === 32 || c >= 9 && c <= 13;
}
function o200kPieces(text) {
  const n3 = text.length;
  NOT_ASCII.lastIndex = 0;
  let m3 = NOT_ASCII.exec(text);
  if (m3 === null) return text.match(ASCII_PIECES) ?? [];
  const out2 = [];
  let p = 0;
  while (p < n3) {
    const q2 = m3 === null ? n3 : m3.index;
    if (q2 === n3) {
      const rest = (p === 0 ? text : text.slice(p)).match(ASCII_PIECES);
      for (let i = 0; i < rest.length; i++) out2.push(rest[i]);
      break;
    }
    if (q2 > p) {
      let w = q2;
      while (w > p && isAsciiSpace(text.charCodeAt(w - 1))) w--;
      const limit = w < q2 ? w : q2 - 1;
      if (limit > p) {
        const stretch = text.slice(p, q2).match(ASCII_PIECES);
        let e = p;
        for (let i = 0; i < stretch.length; i++) {
          const piece = stretch[i];
          if (e + piece.length > limit) break;
          out2.push(piece);
          e += piece.length;
        }
        p = e;
      }
    }
    while (p <= q2) {
      const piece = pieceAt(text, p);
      out2.push(piece);
      p += piece.length;
    }
    NOT_ASCII.lastIndex = p;
    m3 = NOT_ASCII.exec(text);
  }
  return out2;
}
function pieceAt(text, p) {
  const n3 = text.length;
  ASCII_PIECE.lastIndex = p;
  const m3 = ASCII_PIECE.exec(text);
  if (m3 !== null) {
    const piece = m3[0];
    let e2 = p + piece.length;
    let c = e2 < n3 ? text.charCodeAt(e2) : 0;
    if (c < 128) {
      const last = piece.charCodeAt(piece.length - 1);
      if (last !== 32 && (last < 9 || last > 13)) return piece;
      while (c === 32 || c >= 9 && c <= 13) c = ++e2 < n3 ? text.charCodeAt(e2) : 0;
      if (c < 128) return piece;
    }
  }
  const e = pieceEnd(text, p, n3);
  return text.slice(p, e > p ? e : p + 1);
}

// src/text/o200k-table.ts
var MAGIC = "ctxtok2\n";
var OFFSET_BITS = 21;
var OFFSET_MASK = (1 << OFFSET_BITS) - 1;
var BYTES_KIND = 1 << 28;
var HEADER = 16;
var ASCII_SHORT_MAX = 1 << 16;
var NO_RANK = 2147483647;
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
  const kinds = new Uint8Array(ranks.length);
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
      kinds[r] = 1;
    }
    if (b.length === 0 || b.length > 128) throw new Error(`o200k table: rank ${r} has ${b.length} bytes`);
    const key = Buffer.from(b).toString("latin1");
    if (seen.has(key)) throw new Error(`o200k table: rank ${r} repeats the bytes of another token`);
    seen.add(key);
    toks.push(b);
    total += b.length;
  }
  if (total > OFFSET_MASK + 1) throw new Error(`o200k table: ${total} token bytes do not fit ${OFFSET_BITS}-bit offsets`);
  const size = slotCount(ranks.length);
  const slots = new Uint32Array(size);
  const entries = Buffer.alloc(ranks.length * 4);
  const blob = Buffer.concat(toks);
  let at3 = 0;
  for (let r = 0; r < ranks.length; r++) {
    const len = toks[r].length;
    let s = hashBytes(blob, at3, at3 + len) & size - 1;
    while (slots[s] !== 0) s = s + 1 & size - 1;
    slots[s] = r + 1;
    entries.writeUInt32LE((at3 | len - 1 << OFFSET_BITS | (kinds[r] ? BYTES_KIND : 0)) >>> 0, r * 4);
    at3 += len;
  }
  const index = Buffer.alloc(size * 4);
  for (let i = 0; i < size; i++) index.writeUInt32LE(slots[i], i * 4);
  const head = Buffer.alloc(HEADER);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32LE(ranks.length, 8);
  head.writeUInt32LE(total, 12);
  return Buffer.concat([head, index, entries, blob]);
}
function slotCount(n3) {
  let size = 1;
  while (size < n3 * 2) size *= 2;
  return size;
}
var FNV_OFFSET = 2166136261;
var FNV_PRIME = 16777619;
function hashBytes(b, start, end) {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) h = Math.imul(h ^ b[i], FNV_PRIME);
  return h >>> 0;
}
var O200kTable = class {
  data;
  /** Per rank: offset, length − 1 and kind (see the file format). */
  entries;
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
    if (file.length < HEADER || Buffer.from(file.buffer, file.byteOffset, 8).toString("latin1") !== MAGIC || file.length !== HEADER + size * 4 + n3 * 4 + total) {
      throw new Error("not an o200k token table");
    }
    const dataAt = HEADER + size * 4 + n3 * 4;
    this.data = file.subarray(dataAt);
    this.mask = size - 1;
    if (endianness() === "LE") {
      const words = file.subarray(HEADER, dataAt);
      const aligned = words.byteOffset % 4 === 0 ? words : new Uint8Array(words);
      this.slots = new Uint32Array(aligned.buffer, aligned.byteOffset, size);
      this.entries = new Uint32Array(aligned.buffer, aligned.byteOffset + size * 4, n3);
    } else {
      this.slots = new Uint32Array(size);
      for (let i = 0; i < size; i++) this.slots[i] = view.getUint32(HEADER + i * 4, true);
      this.entries = new Uint32Array(n3);
      for (let r = 0; r < n3; r++) this.entries[r] = view.getUint32(HEADER + size * 4 + r * 4, true);
    }
    for (const at3 of [0, n3 - 1]) {
      const e = this.entries[at3];
      if ((e & OFFSET_MASK) + (e >>> OFFSET_BITS & 127) + 1 > total) throw new Error("not an o200k token table");
    }
  }
  /** The rank of the token whose bytes are `b[start..end)` and whose kind is `bytesKind`, or -1. */
  find(b, start, end, bytesKind) {
    return this.findHashed(b, start, end, hashBytes(b, start, end), bytesKind);
  }
  /** `find` with the FNV-1a hash of `b[start..end)` (`hashBytes`) already computed by the caller. */
  findHashed(b, start, end, hash, bytesKind) {
    const len = end - start;
    let s = hash & this.mask;
    for (; ; ) {
      const r = this.slots[s] - 1;
      if (r === -1) return -1;
      const e = this.entries[r];
      if ((e >>> OFFSET_BITS & 127) + 1 === len) {
        const o = e & OFFSET_MASK;
        let same = true;
        for (let i = 0; i < len; i++) {
          if (this.data[o + i] !== b[start + i]) {
            same = false;
            break;
          }
        }
        if (same) return (e & BYTES_KIND) !== 0 === bytesKind ? r : -1;
      }
      s = s + 1 & this.mask;
    }
  }
  /**
   * Rank of a whole well-formed piece by its string (gpt-tokenizer's `getBpeRankFromString`), or
   * -1: `b[0..len)` holds its UTF-8 and `hash` their FNV-1a hash (`FNV_OFFSET`, `FNV_PRIME`),
   * computed while the caller wrote them.
   */
  rankOfHashed(b, len, hash) {
    return this.findHashed(b, 0, len, hash, false);
  }
  /** Ranks of two-byte ASCII byte ranges by `(first << 7) | second` (`NO_RANK`: not a token; -2: not looked up yet), made on first use. */
  asciiPairs = null;
  /** Ranks of three- and four-byte ASCII byte ranges looked up so far (up to `ASCII_SHORT_MAX`), by their bytes packed 7 bits each (and the length). */
  asciiShort = /* @__PURE__ */ new Map();
  /**
   * `rankOfBytes` of `b[start..end)` when every byte is below 0x80 (valid UTF-8 without a BOM, so
   * a string lookup), `NO_RANK` when it is not a token.
   */
  rankOfAsciiRange(b, start, end) {
    const len = end - start;
    if (len === 2) {
      const pairs = this.asciiPairs ??= new Int32Array(1 << 14).fill(-2);
      const key = b[start] << 7 | b[start + 1];
      let r = pairs[key];
      if (r === -2) pairs[key] = r = this.asciiRangeLookup(b, start, end);
      return r;
    }
    if (len <= 4) {
      let key = len - 3;
      for (let i = start; i < end; i++) key = key << 7 | b[i];
      let r = this.asciiShort.get(key);
      if (r === void 0) {
        r = this.asciiRangeLookup(b, start, end);
        if (this.asciiShort.size < ASCII_SHORT_MAX) this.asciiShort.set(key, r);
      }
      return r;
    }
    return this.asciiRangeLookup(b, start, end);
  }
  /** The lookup of `rankOfAsciiRange` in the index. */
  asciiRangeLookup(b, start, end) {
    const len = end - start;
    let h = FNV_OFFSET;
    for (let i = start; i < end; i++) h = Math.imul(h ^ b[i], FNV_PRIME);
    const mask = this.mask;
    const data = this.data;
    let s = h & mask;
    for (; ; ) {
      const r = this.slots[s] - 1;
      if (r === -1) return NO_RANK;
      const e = this.entries[r];
      if ((e >>> OFFSET_BITS & 127) + 1 === len) {
        const o = (e & OFFSET_MASK) - start;
        let i = start;
        while (i < end && data[o + i] === b[i]) i++;
        if (i === end) return (e & BYTES_KIND) === 0 ? r : NO_RANK;
      }
      s = s + 1 & mask;
    }
  }
  /** `rankOfBytes` of `b[start..end)`, `NO_RANK` when it is not a token. */
  rankOfRange(b, start, end) {
    const r = this.rankOfBytes(b, start, end);
    return r < 0 ? NO_RANK : r;
  }
  /**
   * `mergeCount` for a short piece (`n <= SHORT_PIECE` bytes), the plain way gpt-tokenizer does
   * it: each round merges the adjacent pair of lowest rank (the leftmost on ties) and ranks again
   * the two pairs next to it. The same merges in the same order, in reused arrays: parts linked by
   * their start offsets (`next`), the rank of each part with the next one at the part's start.
   * `ascii`: every byte is below 0x80, so ranks come from `rankOfAsciiRange` (no UTF-8 check;
   * ranks of short ranges remembered).
   */
  shortMergeCount(b, n3, ascii) {
    const next = shortNext;
    const ranks = shortRanks;
    for (let i = 0; i < n3; i++) next[i] = i + 1;
    if (ascii) {
      const pairs = this.asciiPairs ??= new Int32Array(1 << 14).fill(-2);
      for (let i = 0; i < n3 - 1; i++) {
        const r = pairs[b[i] << 7 | b[i + 1]];
        ranks[i] = r !== -2 ? r : this.rankOfAsciiRange(b, i, i + 2);
      }
    } else for (let i = 0; i < n3 - 1; i++) ranks[i] = this.rankOfRange(b, i, i + 2);
    ranks[n3 - 1] = NO_RANK;
    let parts = n3;
    while (parts > 1) {
      let best = NO_RANK;
      let at3 = -1;
      let before2 = -1;
      for (let i = 0, prev = -1; i < n3; prev = i, i = next[i]) {
        if (ranks[i] < best) {
          best = ranks[i];
          at3 = i;
          before2 = prev;
        }
      }
      if (at3 < 0) break;
      const k = next[next[at3]];
      next[at3] = k;
      parts--;
      ranks[at3] = k >= n3 ? NO_RANK : ascii ? this.rankOfAsciiRange(b, at3, next[k]) : this.rankOfRange(b, at3, next[k]);
      if (before2 >= 0) ranks[before2] = ascii ? this.rankOfAsciiRange(b, before2, k) : this.rankOfRange(b, before2, k);
    }
    return parts;
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
var SHORT_PIECE = 64;
var shortNext = new Int32Array(SHORT_PIECE);
var shortRanks = new Int32Array(SHORT_PIECE);
function heapMergeCount(table, b, n3) {
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
    const r = table.rankOfBytes(b, i, k);
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
var MEMO_PIECE = 64;
var MEMO_PIECES = 1 << 16;
function tableCounter(table) {
  const memo3 = /* @__PURE__ */ new Map();
  const remember = (piece, c) => {
    if (piece.length <= MEMO_PIECE && memo3.size < MEMO_PIECES) memo3.set(piece.length < 13 ? piece : (" " + piece).slice(1), c);
    return c;
  };
  return (text) => {
    const pieces = o200kPieces(text);
    let count = 0;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      count += piece.length === 1 && piece.charCodeAt(0) < 128 ? 1 : memo3.get(piece) ?? remember(piece, pieceCount(table, piece));
    }
    return count;
  };
}
var pieceBytes = new Uint8Array(1024);
function pieceCount(table, piece) {
  const n3 = piece.length;
  if (pieceBytes.length < n3 * 3) pieceBytes = new Uint8Array(n3 * 3 + 16);
  const buf = pieceBytes;
  let h = FNV_OFFSET;
  let len = 0;
  let wellFormed = true;
  let ascii = true;
  for (let i = 0; i < n3; i++) {
    let c = piece.charCodeAt(i);
    if (c < 128) {
      buf[len++] = c;
      h = Math.imul(h ^ c, FNV_PRIME);
      continue;
    }
    ascii = false;
    if (c >= 55296 && c <= 57343) {
      const d = c <= 56319 && i + 1 < n3 ? piece.charCodeAt(i + 1) : 0;
      if (d >= 56320 && d <= 57343) {
        i++;
        c = (c - 55296 << 10) + (d - 56320) + 65536;
      } else {
        c = 65533;
        wellFormed = false;
      }
    }
    const at3 = len;
    if (c < 2048) {
      buf[len++] = 192 | c >> 6;
    } else if (c < 65536) {
      buf[len++] = 224 | c >> 12;
      buf[len++] = 128 | c >> 6 & 63;
    } else {
      buf[len++] = 240 | c >> 18;
      buf[len++] = 128 | c >> 12 & 63;
      buf[len++] = 128 | c >> 6 & 63;
    }
    buf[len++] = 128 | c & 63;
    for (let b = at3; b < len; b++) h = Math.imul(h ^ buf[b], FNV_PRIME);
  }
  if (wellFormed && table.rankOfHashed(buf, len, h >>> 0) >= 0) return 1;
  return len <= SHORT_PIECE ? table.shortMergeCount(buf, len, ascii) : heapMergeCount(table, buf, len);
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
  if (whole.length < LONG_RUN) return whole === "" ? 0 : exact2(whole);
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
    for (; j < n3; j++) {
      const c = text.charCodeAt(j);
      if ((c <= 32 || c >= 127) && isSpace(c)) break;
    }
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
var MEMO_SEGMENT = 1 << 16;
var MEMO_TOTAL = 16 << 20;
function newLineMemo() {
  return { counts: /* @__PURE__ */ new Map(), chars: 0 };
}
function isCut(text, p) {
  if (text.charCodeAt(p - 1) !== 10) return false;
  const c = text.charCodeAt(p);
  return c !== 47 && !isSpace(c);
}
function countLines(exact2, whole, memo3) {
  if (whole.length > EXACT_TOKEN_CHARS) return countWith(exact2, whole);
  let total = 0;
  let from = 0;
  const n3 = whole.length;
  const segment = (to) => {
    const len = to - from;
    if (len > MEMO_SEGMENT) {
      total += countWith(exact2, whole.slice(from, to));
      return;
    }
    const s = whole.slice(from, to);
    let c = memo3.counts.get(s);
    if (c === void 0) {
      c = countWith(exact2, s);
      if (memo3.chars + len <= MEMO_TOTAL) {
        memo3.chars += len;
        memo3.counts.set(len < 13 ? s : (" " + s).slice(1), c);
      }
    }
    total += c;
  };
  for (let i = whole.indexOf("\n"); i >= 0 && i + 1 < n3; i = whole.indexOf("\n", i + 1)) {
    if (isCut(whole, i + 1)) {
      segment(i + 1);
      from = i + 1;
    }
  }
  if (from < n3) segment(n3);
  return total;
}
var lines = newLineMemo();
var exact = null;
function o200kPieceCount() {
  return exact ??= tableCounter(o200kTable());
}
function countTokens(text) {
  return countLines(o200kPieceCount(), text, lines);
}
var DECODE_STEP = 1 << 16;
var DECODE_WHOLE = 4 << 20;
function decodeUtf8Prefix(chunks, limit, step = DECODE_STEP, wholeUpTo = DECODE_WHOLE) {
  let bytes = 0;
  for (const c of chunks) bytes += c.length;
  if (bytes <= wholeUpTo) {
    const one = chunks[0];
    const whole = (chunks.length === 1 && one !== void 0 ? Buffer.from(one.buffer, one.byteOffset, one.length) : Buffer.concat(chunks)).toString("utf8");
    return { prefix: whole.length > limit ? whole.slice(0, limit) : whole, length: whole.length };
  }
  if (chunks.every((c) => isAscii(c))) {
    const head = [];
    let n3 = 0;
    for (const c of chunks) {
      if (n3 >= limit) break;
      const part = c.subarray(0, limit - n3);
      head.push(part);
      n3 += part.length;
    }
    const one = head.length === 1 ? head[0] : null;
    return { prefix: (one !== null ? Buffer.from(one.buffer, one.byteOffset, one.length) : Buffer.concat(head)).toString("latin1"), length: bytes };
  }
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const parts = [];
  let kept = 0;
  let length = 0;
  const take = (s) => {
    length += s.length;
    if (kept >= limit || s === "") return;
    const piece = s.length <= limit - kept ? s : s.slice(0, limit - kept);
    parts.push(piece);
    kept += piece.length;
  };
  for (const c of chunks) for (let o = 0; o < c.length; o += step) take(decoder.decode(c.subarray(o, o + step), { stream: true }));
  take(decoder.decode());
  return { prefix: parts.join(""), length };
}
var lastLong = null;
function scaledCount(prefix, length) {
  if (lastLong === null || lastLong.prefix !== prefix) {
    lastLong = null;
    lastLong = { prefix, count: countWith(o200kPieceCount(), prefix) };
  }
  return Math.round(lastLong.count * length / prefix.length);
}
function countTokensInBytes(chunks) {
  const { prefix, length } = decodeUtf8Prefix(chunks, EXACT_TOKEN_CHARS);
  return length <= EXACT_TOKEN_CHARS ? countTokens(prefix) : scaledCount(prefix, length);
}
function bytesTokenCounter() {
  const byPiece = /* @__PURE__ */ new WeakMap();
  return (chunks) => {
    const one = chunks.length === 1 ? chunks[0] : null;
    let n3 = one === null ? void 0 : byPiece.get(one);
    if (n3 === void 0) {
      n3 = countTokensInBytes(chunks);
      if (one !== null) byPiece.set(one, n3);
    }
    return n3;
  };
}
function countTokensInPieces(pieces) {
  let length = 0;
  for (const p of pieces) length += p.length;
  if (length <= EXACT_TOKEN_CHARS) return countTokens(pieces.join(""));
  const head = [];
  let kept = 0;
  for (const p of pieces) {
    if (kept >= EXACT_TOKEN_CHARS) break;
    const part = p.length <= EXACT_TOKEN_CHARS - kept ? p : p.slice(0, EXACT_TOKEN_CHARS - kept);
    head.push(part);
    kept += part.length;
  }
  return scaledCount(head.join(""), length);
}

// src/text/grouped-number.ts
var grouped = null;
function groupedNumber(x) {
  if (Number.isSafeInteger(x) && !Object.is(x, -0)) {
    const digits = String(Math.abs(x)).replace(/\B(?=(\d{3})+$)/g, ",");
    return x < 0 ? "-" + digits : digits;
  }
  return (grouped ??= new Intl.NumberFormat("en-US")).format(x);
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
    const groups = [];
    for (const t of ctx.simulation().targets) {
      const length = t.renderedLength ?? Buffer.byteLength(t.rendered, "utf8");
      if (length <= max) continue;
      const chunks = renderedChunks(t);
      const g = groups.find((x) => x.length === length && chunksEqual(x.chunks, chunks));
      if (g) g.all.push(t);
      else groups.push({ t, chunks, length, all: [t] });
    }
    const model = ctx.model;
    const countTokensInBytes2 = bytesTokenCounter();
    for (const { t: first, chunks, length, all: g } of groups) {
      const tokens = countTokensInBytes2(chunks);
      if (tokens <= max) continue;
      const largest = [...first.resolution.files].sort((a, b) => b.bytes - a.bytes)[0];
      const names = g.map((t) => describeTarget(t.target));
      const targets = names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
      const file = largest ? showPath(model, largest.abs) : "the manifest";
      const inside2 = largest !== void 0 && !file.startsWith("/");
      const span2 = largest === void 0 ? null : inside2 ? { ...fileSpan(file), start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } : entrySpan(model, largest.entry);
      ctx.report({
        messageId: "overBudget",
        data: {
          targets,
          tokens: groupedNumber(tokens),
          bytes: groupedNumber(length),
          max: groupedNumber(max),
          file,
          fileTokens: largest ? groupedNumber(countTokensInBytes2([largest.content])) : "0"
        },
        span: span2
      });
    }
  }
});
function renderedChunks(t) {
  return t.renderedChunks?.() ?? [t.renderedBytes ?? Buffer.from(t.rendered, "utf8")];
}

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
        const sameEntry2 = c.winner.entry === c.loser.entry;
        const span2 = entrySpan(model, c.loser.entry, c.loser.exists ? c.loser.abs : void 0) ?? entrySpan(model, c.winner.entry, c.winner.abs);
        const base2 = {
          winner: c.winner.entry.raw,
          loser: c.loser.entry.raw,
          winnerPath: showPath(model, c.winner.abs),
          loserPath: showPath(model, c.loser.abs)
        };
        if (c.samePath) {
          if (c.race) ctx.report({ messageId: "namedTwice", data: { loser: base2.loser, winner: base2.winner, path: base2.loserPath }, span: span2 });
          else if (!sameEntry2)
            ctx.report({ messageId: "crossLayerDuplicate", data: { ...base2, layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
        } else if (sameEntry2) {
          ctx.report({ messageId: "walkDuplicate", data: { loser: base2.loser, loserPath: base2.loserPath, winnerPath: base2.winnerPath }, span: span2 });
        } else if (c.race) {
          if (!c.winner.exists) ctx.report({ messageId: "raceHidden", data: { ...base2, key: showKey(model.W, c.key) }, span: span2 });
          else ctx.report({ messageId: "raceBoth", data: { ...base2, key: showKey(model.W, c.key) }, span: span2 });
        } else if (!c.winner.exists) {
          ctx.report({ messageId: "crossLayerHidden", data: { ...base2, key: showKey(model.W, c.key), layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
        } else {
          ctx.report({ messageId: "crossLayerDuplicate", data: { ...base2, layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
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
      const path25 = showPath(model, e.joined);
      switch (e.skip) {
        case "missing":
          ctx.report({ messageId: "missing", data: { entry: e.raw, path: path25 }, span: span2 });
          break;
        case "is-directory":
          if ((e.expanded ?? "").endsWith("/")) ctx.report({ messageId: "walkNothingRead", data: { entry: e.raw, path: path25 + "/" }, span: span2 });
          else ctx.report({ messageId: "isDirectory", data: { entry: e.raw, fix: e.raw + "/" }, span: span2 });
          break;
        case "symlink-dir-root":
          ctx.report({ messageId: "symlinkDirRoot", data: { entry: e.raw, target: sim.facts.path(e.joined).realPath ?? "?" }, span: span2 });
          break;
        case "empty-dir":
          ctx.report({ messageId: "emptyDir", data: { entry: e.raw, path: path25 + "/" }, span: span2 });
          break;
        case "unreadable":
          ctx.report({ messageId: "unreadable", data: { entry: e.raw, path: path25 }, span: span2 });
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

// src/text/binary.ts
import { isUtf8 } from "node:buffer";
function sequenceLength(b, i) {
  const c = b[i];
  if (c < 128) return 1;
  const cont = (k, lo = 128, hi = 191) => i + k < b.length && b[i + k] >= lo && b[i + k] <= hi;
  if (c >= 194 && c <= 223) return cont(1) ? 2 : 0;
  if (c === 224) return cont(1, 160) && cont(2) ? 3 : 0;
  if (c === 237) return cont(1, 128, 159) && cont(2) ? 3 : 0;
  if (c >= 225 && c <= 239) return cont(1) && cont(2) ? 3 : 0;
  if (c === 240) return cont(1, 144) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 241 && c <= 243) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 244) return cont(1, 128, 143) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}
function firstNonText(data) {
  const nul = data.indexOf(0);
  if (nul < 0 && isUtf8(data)) return null;
  const utf16 = data[0] === 255 && data[1] === 254 ? "le" : data[0] === 254 && data[1] === 255 ? "be" : null;
  const end = nul < 0 ? data.length : nul;
  for (let i = 0; i < end; ) {
    const n3 = sequenceLength(data, i);
    if (n3 === 0) return { kind: "invalid-utf8", offset: i, byte: data[i], utf16 };
    i += n3;
  }
  return { kind: "nul", offset: nul, byte: 0, utf16 };
}
function textPosition(data, offset) {
  const text = new TextDecoder().decode(data.subarray(0, offset));
  let line = 1;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 && text.charCodeAt(i + 1) !== 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: text.length - start + 1 };
}
function describeNonText(n3) {
  const what = n3.kind === "nul" ? "a NUL byte" : `byte 0x${n3.byte.toString(16).toUpperCase().padStart(2, "0")}, which is not UTF-8`;
  return n3.utf16 === null ? what : `${what} (the file starts with a UTF-16 ${n3.utf16 === "le" ? "little" : "big"}-endian byte-order mark)`;
}

// rules/context-file-binary.ts
var context_file_binary_default = defineRule({
  id: "context-file-binary",
  meta: {
    kind: "problem",
    description: "A context file holds NUL bytes or bytes that are not UTF-8; the runtime puts them into the prompt unchanged.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6",
    runtimes: ["fork"]
  },
  messages: {
    binary: '{{file}} is not UTF-8 text: {{what}} at line {{line}}, column {{column}}. The runtime reads context files with no type check and puts their bytes into the prompt unchanged. Save it as UTF-8 text, or take it out of the context entry "{{entry}}".'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const seen = /* @__PURE__ */ new Set();
    for (const t of ctx.simulation().targets) {
      for (const f of t.resolution.files) {
        if (seen.has(f.abs)) continue;
        seen.add(f.abs);
        const n3 = firstNonText(f.content);
        if (n3 === null) continue;
        const pos = textPosition(f.content, n3.offset);
        const shown2 = showPath(model, f.abs);
        const inside2 = shown2 !== f.abs;
        const span2 = inside2 ? { ...fileSpan(shown2), start: pos, end: { line: pos.line, column: pos.column + 1 } } : entrySpan(model, f.entry);
        ctx.report({ messageId: "binary", data: { file: shown2, what: describeNonText(n3), line: pos.line, column: pos.column, entry: f.entry.raw }, span: span2 });
      }
    }
  }
});

// src/runtimes/fork/sim/read-cache.ts
import { createHash } from "node:crypto";

// src/go/bytes.ts
function decodeRune(b, i) {
  const c0 = b[i];
  if (c0 < 128) return { cp: c0, size: 1 };
  const n3 = b.length - i;
  const cont = (k, lo = 128, hi = 191) => k < n3 && b[i + k] >= lo && b[i + k] <= hi;
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
  let n3 = 0;
  for (let i = 0; i < b.length; n3++) i += decodeRune(b, i).size;
  return n3;
}
function firstRunes(b, n3) {
  const parts = [];
  let i = 0;
  for (let k = 0; k < n3 && i < b.length; k++) {
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
  const lines2 = [];
  let s = 0;
  for (let i2 = 0; i2 <= data.length; i2++) {
    if (i2 === data.length || data[i2] === 10) {
      let e = i2;
      if (e > s && data[e - 1] === 13) e--;
      lines2.push(data.subarray(s, e));
      s = i2 + 1;
    }
  }
  const none = { bytes: null, raw: null, from: null, line: null, truncated: false, unclosedFrontmatter: false };
  let i = 0;
  while (i < lines2.length && trimSpaceBytes(lines2[i]).length === 0) i++;
  if (i >= lines2.length) return none;
  if (trimSpaceBytes(lines2[i]).equals(DASHES)) {
    let closed = false;
    for (i = i + 1; i < lines2.length; i++) {
      const t = trimSpaceBytes(lines2[i]);
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
  for (; i < lines2.length; i++) {
    const t = trimSpaceBytes(lines2[i]);
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

// src/runtimes/fork/sim/read-cache.ts
var MAX_SIMULATED_FILE_BYTES = 256 * 1024 * 1024;
var MAX_KEPT_HEAD_BYTES = 8 * 1024 * 1024;
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
  heads = /* @__PURE__ */ new Map();
  headBytes = 0;
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
  /**
   * The label head of a nested file (docs/runtimes/fork.md §6.3): `FileSource.readFile(abs,
   * LABEL_READ_BYTES)`, at most 32768 bytes. Memoised while the kept heads total at most
   * `MAX_KEPT_HEAD_BYTES`, so the label line facts and the session budget's re-check of a small
   * file (§6.8 step 1) read nothing again; one copy of the bytes is kept, never more.
   */
  head(abs) {
    let r = this.heads.get(abs);
    if (r === void 0) {
      r = this.source.readFile(abs, LABEL_READ_BYTES);
      const n3 = r.ok ? r.data.length : 0;
      if (this.headBytes + n3 <= MAX_KEPT_HEAD_BYTES) {
        this.heads.set(abs, r);
        this.headBytes += n3;
      }
    }
    return r;
  }
  /**
   * The whole file when a kept label head holds all of it (read `ok` and no byte cut off),
   * else `undefined`; reads nothing.
   */
  keptWholeFile(abs) {
    const r = this.heads.get(abs);
    return r !== void 0 && r.ok && r.data.length === r.size ? r : void 0;
  }
  /** `filepath.EvalSymlinks`, memoised per path; `null` when it fails. */
  realpath(abs) {
    return memo(this.reals, abs, () => this.source.realpath(abs));
  }
  /**
   * Record the real path of `abs` that a caller derived without asking the source (the discovery
   * walk: a regular file below directories it listed, docs/runtimes/fork.md §6.2); a path already
   * memoised keeps its value.
   */
  knowRealpath(abs, real) {
    if (!this.reals.has(abs)) this.reals.set(abs, real);
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
var PRUNED_SCAN_BUDGET = 1e5;
function prunedToScan(d, ignore = [".git"]) {
  const t = d.trace;
  if (!t) return [];
  const names = new Set(ignore);
  return t.pruned.filter((p) => p.reason !== "walk-error" && !names.has(p.rel.split("/").pop()));
}
function prunedDirScanner(model, d, ignoreNames = [".git"]) {
  const t = d.trace;
  if (!t) return () => ({ files: [], entries: 0, complete: true });
  const names = new Set(t.basenames);
  const rootMatched = new Set(t.rootMatched);
  const ignore = new Set(ignoreNames);
  const src = model.source;
  let budget = 0;
  let cut = false;
  let out2 = [];
  const walk = (abs, relDir, top) => {
    if (budget <= 0) {
      cut = true;
      return;
    }
    const ents = listDir(src, abs);
    if (ents === null) return;
    const entNames = ents.names;
    const entKinds = ents.kinds;
    for (let i = 0; i < entNames.length; i++) {
      if (--budget < 0) {
        cut = true;
        return;
      }
      const name = entNames[i];
      if (entKinds[i] === "dir") {
        if (!ignore.has(name)) walk(abs + "/" + name, relDir + "/" + name, top);
        continue;
      }
      if (!names.has(name) || name.startsWith(".")) continue;
      const a = abs + "/" + name;
      if (rootMatched.has(a) || t.inlinedPrefixes.some((p) => a.startsWith(p))) continue;
      const r = relDir + "/" + name;
      out2.push({ abs: a, rel: r, depth: r.split("/").length - 1, prunedDir: top.rel, reason: top.reason });
    }
  };
  return (p, start) => {
    budget = start;
    cut = false;
    out2 = [];
    walk(p.abs, p.rel, p);
    return { files: out2, entries: start - Math.max(budget, 0), complete: !cut };
  };
}
function scanPruned(model, d, opts = {}) {
  const scan = prunedDirScanner(model, d, opts.ignore);
  let budget = opts.budget ?? PRUNED_SCAN_BUDGET;
  const out2 = [];
  for (const p of prunedToScan(d, opts.ignore)) {
    if (budget <= 0) break;
    if (opts.skip?.has(p.abs)) continue;
    const s = scan(p, budget);
    for (const f of s.files) out2.push(f);
    budget -= s.entries;
    if (!s.complete) break;
  }
  return out2;
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
  let out2 = "";
  for (const ch of s) out2 += ch === "\u0130" ? "i" : ch.toLowerCase();
  return out2;
}
function planLayers(model, rt) {
  const collected = [];
  const scoped = (name, spec) => {
    if (!isDeclared(spec)) return false;
    const rawMode = spec.mode?.value ?? null;
    const { mode } = normaliseMode(rawMode);
    collected.push({ name, mode, rawMode, declared: true, scoped: true, entries: spec.paths.map((n3) => ({ raw: n3.value, node: n3 })), spec });
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
  let n3 = 0;
  for (const f of files) n3 += (n3 > 0 ? 1 : 0) + Buffer.byteLength("# From:" + f.abs + "\n", "utf8") + f.bytes;
  return n3;
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
    const out2 = resolveLayers(model, plans, vars, cache);
    return {
      layers: plans.map((p) => ({ name: p.name, mode: p.mode, rawMode: p.rawMode, declared: p.declared })),
      files: out2.files,
      entries: out2.entries,
      collisions: out2.collisions,
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
function allTargets(model) {
  const out2 = [];
  for (const agent of model.agents.values()) out2.push({ target: { agentId: agent.id, flowId: null, stepId: null }, agent, flow: null, step: null });
  const ids = [...model.flows.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  for (const id of ids) {
    const flow = model.flows.get(id);
    for (const step of flow.steps) {
      const agentId = step.agent || DEFAULT_STEP_AGENT;
      out2.push({ target: { agentId, flowId: flow.id, stepId: step.id }, agent: model.agents.get(agentId) ?? null, flow, step });
    }
  }
  return out2;
}

// src/runtimes/fork/sim/scoped-names.ts
function tokenVarsFor(model, rt) {
  return { agent: rt.target.agentId, flowId: rt.target.flowId ?? "", flowStep: rt.target.stepId ?? "", env: model.env };
}
var memo2 = /* @__PURE__ */ new WeakMap();
function scopedNameEntries(model, globalNames) {
  let byNames = memo2.get(model);
  if (byNames === void 0) {
    byNames = /* @__PURE__ */ new Map();
    memo2.set(model, byNames);
  }
  const key = [...globalNames].sort().join("\0");
  let done = byNames.get(key);
  if (done === void 0) {
    done = computeScopedNameEntries(model, globalNames);
    byNames.set(key, done);
  }
  return done;
}
function computeScopedNameEntries(model, globalNames) {
  const out2 = [];
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
        out2.push({ name, raw: node.value, node, layer, owner, target: join(model.W, x.value) });
      }
    }
  }
  return out2;
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
  const out2 = [];
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
      out2.push({ layer, raw: node.value, node, joined: c.joined, canonical: prefix ? cj + "/" : cj, prefix, symlinkDirRoot });
    }
  }
  return out2;
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
    const n3 = Buffer.byteLength(line, "utf8");
    const label = f.labelBytes ?? (f.label !== null ? Buffer.from(f.label, "utf8") : null);
    paths[i] = line;
    pathLen[i] = n3;
    labels[i] = label !== null && label.length > 0 ? label : null;
    pathsTotal += n3;
    labelledTotal += n3 + (labels[i] !== null ? 2 + label.length : 0);
  }
  const sizes = { labelled: labelledTotal, pathsOnly: pathsTotal, header: H.length };
  const build2 = (count, withLabels, trailer, total) => {
    const out2 = Buffer.allocUnsafe(total);
    let at3 = H.copy(out2, 0);
    for (let i = 0; i < count; i++) {
      if (i > 0) out2[at3++] = 10;
      at3 += out2.write(paths[i], at3, "utf8");
      const label = withLabels ? labels[i] : null;
      if (label !== null && label !== void 0) {
        out2[at3++] = 58;
        out2[at3++] = 32;
        at3 += label.copy(out2, at3);
      }
    }
    if (trailer !== "") at3 += out2.write(trailer, at3, "utf8");
    return at3 === total ? out2 : out2.subarray(0, at3);
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
    const add = (messageId, file, entry2, span2, target) => {
      const key = `${messageId}\0${file}\0${entry2}`;
      const f = found.get(key);
      if (f) {
        if (!f.targets.includes(target)) f.targets.push(target);
      } else found.set(key, { messageId, file, entry: entry2, span: span2, targets: [target] });
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
          const span2 = (idx >= 0 ? model.config.contextPathNodes?.[idx]?.span : void 0) ?? nestedFileSpan(model, r.abs);
          add("globalDropped", r.rel, entry2, span2, who);
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
        const path25 = exists ? rootReal : e.joined;
        const link = e.escapeLink ?? null;
        if (exists && link !== null) {
          const linkRel = showPath(model, link);
          const entry2 = entrySpan(model, e);
          const related = entry2 ? [{ span: entry2, message: `contextPaths entry "${e.raw}"` }] : [];
          ctx.report({
            messageId: "globalLink",
            data: { link: linkRel, target: e.escapeLinkReal ?? path25, entry: e.raw, path: path25 },
            span: fileSpan(linkRel),
            related
          });
          continue;
        }
        ctx.report({ messageId: exists ? "globalOutside" : "globalMayEscape", data: { entry: e.raw, path: path25 }, span: entrySpan(model, e) });
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
      const span2 = config.contextPathNodes?.[i]?.span ?? config.contextPathsSpan ?? null;
      ctx.report({ messageId: "literal", data: { entry: entry2, path: showPath(ctx.model, join(W, entry2)) }, span: span2 });
    });
  }
});

// rules/opencode/instruction-file-binary.ts
var instruction_file_binary_default = defineOcRule({
  id: "instruction-file-binary",
  meta: {
    kind: "problem",
    description: "An instruction file holds NUL bytes or bytes that are not UTF-8; opencode puts NUL bytes into the system prompt as they are and turns the others into U+FFFD.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.4",
    runtimes: ["opencode"]
  },
  messages: {
    nul: "{{file}} is not UTF-8 text: {{what}} at line {{line}}, column {{column}}. opencode puts instruction files into the system prompt as they are, NUL bytes included. Save it as UTF-8 text.",
    invalid: "{{file}} is not UTF-8 text: {{what}} at line {{line}}, column {{column}}. opencode decodes instruction files as UTF-8, so each such byte reaches the system prompt as U+FFFD (\uFFFD). Save it as UTF-8 text."
  },
  defaultOptions: {},
  check(ctx) {
    const W = ctx.model.W;
    for (const { set, file: f } of instructionFilesOnce(ctx.simulation())) {
      const n3 = f.nonText;
      if (n3 === null) continue;
      const at3 = instructionFileSpan(W, set, f);
      const span2 = at3.inRepo ? { ...at3.span, start: { line: n3.line, column: n3.column }, end: { line: n3.line, column: n3.column + 1 } } : at3.span;
      ctx.report({ messageId: n3.kind === "nul" ? "nul" : "invalid", data: { file: shownPath(W, f.abs), what: describeNonText(n3), line: n3.line, column: n3.column }, span: span2 });
    }
  }
});

// rules/opencode/instruction-file-escapes.ts
import { posix as path3 } from "node:path";
function within2(dir2, child2) {
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
        if (!within2(set.worktree, f.abs) || within2(set.worktreeReal, f.real)) continue;
        seen.add(f.abs);
        const dir2 = path3.dirname(f.abs);
        const first = f.link === null ? null : path3.resolve(dir2, f.link);
        const target = f.link === null ? f.real : first !== null && within2(set.worktree, first) ? `${f.link} \u2192 ${f.real}` : f.link;
        ctx.report({ messageId: "escapes", data: { file: shownPath(root, f.abs), target, dir: shownPath(root, dir2) }, span: fileLevel(root, f.abs) });
      }
    }
  }
});

// rules/opencode/instruction-file-hidden.ts
import { posix as path4 } from "node:path";
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
        if (path4.dirname(h) !== l.project.W) continue;
        const real = l.set.hiddenReal[i] ?? null;
        if (real !== null && loaded.has(real)) continue;
        const same = winners.find((w) => path4.dirname(w.abs) === l.project.W);
        const shown2 = (same ? [same] : winners).map((w) => shownPath(root, w.abs));
        const file = shownPath(root, h);
        const span2 = fileLevel(root, h);
        if (same) ctx.report({ messageId: "sameDirectory", data: { file, winner: shown2.join(", "), empty }, span: span2 });
        else ctx.report({ messageId: "walk", data: { file, winner: shown2.join(", "), dir: shownPath(root, l.project.W), empty }, span: span2 });
      }
    }
  }
});

// src/runtimes/opencode/sim/instructions.ts
import { posix as path8 } from "node:path";

// src/load/runtime-choice.ts
import { posix as path5 } from "node:path";

// src/model/runtime.ts
var RUNTIME_IDS = ["fork", "opencode"];
function isRuntimeId(x) {
  return typeof x === "string" && RUNTIME_IDS.includes(x);
}
var RUNTIME_LABELS = {
  fork: "OpenCode Go fork (obukhovaa/opencode)",
  opencode: "opencode 1.18"
};

// src/load/runtime-choice.ts
var MAINSTREAM_CONFIGS = ["opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"];
var FORK_ONLY = [".agents/types", ".opencode/flows", ".agents/flows"];
function worktreeOf(source, W) {
  let dir2 = W;
  for (; ; ) {
    if (source.lstat(path5.join(dir2, ".git")) !== null) return dir2;
    const up = path5.dirname(dir2);
    if (up === dir2) return "/";
    dir2 = up;
  }
}
function dirsUp(W, stop) {
  const out2 = [];
  let dir2 = W;
  for (; ; ) {
    out2.push(dir2);
    if (dir2 === stop) return out2;
    const up = path5.dirname(dir2);
    if (up === dir2) return out2;
    dir2 = up;
  }
}
function chooseRuntime(source, W, flag, pinned) {
  const mainstreamFiles = () => {
    const found = [];
    for (const d of dirsUp(W, worktreeOf(source, W))) {
      for (const f of MAINSTREAM_CONFIGS) {
        const abs = path5.join(d, f);
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
  if (source.lstat(path5.join(W, ".opencode.json")) !== null) {
    return { id: "fork", by: "auto", reason: `${RUNTIME_LABELS.fork}, because of .opencode.json (${pin})`, otherConfigs: mainstreamFiles() };
  }
  const ms = mainstreamFiles();
  if (ms.length > 0) {
    return { id: "opencode", by: "auto", reason: `${RUNTIME_LABELS.opencode}, because of ${relTo(W, ms[0])} (${pin})`, otherConfigs: [] };
  }
  for (const f of FORK_ONLY) {
    if (source.stat(path5.join(W, f))?.kind === "dir") {
      return { id: "fork", by: "auto", reason: `${RUNTIME_LABELS.fork}, because of ${f}/, which only the fork reads (${pin})`, otherConfigs: [] };
    }
  }
  return { id: "opencode", by: "auto", reason: `${RUNTIME_LABELS.opencode}, the default: no runtime-specific config found (${pin})`, otherConfigs: [] };
}
function relTo(W, abs) {
  const r = path5.relative(W, abs);
  return r === "" ? "." : r;
}

// src/runtimes/opencode/load/glob.ts
import { posix as path6 } from "node:path";
var MAX_SCAN_ENTRIES = 5e4;
var MAX_BRACE_PATTERNS = 256;
var MAGIC2 = /[*?[]|[@!+*?]\(/;
var GLOBSTAR = /* @__PURE__ */ Symbol("globstar");
function expandBraces(pattern) {
  const out2 = [];
  const walk = (p) => {
    if (out2.length >= MAX_BRACE_PATTERNS) return;
    const b = findBrace(p);
    if (b === null) {
      out2.push(p);
      return;
    }
    for (const alt of b.alts) walk(p.slice(0, b.start) + alt + p.slice(b.end + 1));
  };
  walk(pattern);
  return [...new Set(out2)];
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
  const out2 = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\") i++;
    else if (s[i] === "(") depth++;
    else if (s[i] === ")") depth--;
    else if (s[i] === "|" && depth === 0) {
      out2.push(s.slice(from, i));
      from = i + 1;
    }
  }
  out2.push(s.slice(from));
  return out2;
}
function escapeRe(c) {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? "\\" + c : c;
}
function unescape(s) {
  return s.replace(/\\(.)/g, "$1");
}
function partsOf(pattern) {
  const raw = pattern.split("/").filter((s, i) => s !== "" && (s !== "." || i === 0));
  const out2 = [];
  for (const s of raw) {
    const prev = out2[out2.length - 1];
    if (s === ".." && prev !== void 0 && prev !== ".." && prev !== "." && prev !== "**") out2.pop();
    else if (s === "**" && prev === "**") continue;
    else out2.push(s);
  }
  return out2.map((s) => {
    if (s === "**") return GLOBSTAR;
    if (!MAGIC2.test(s)) return unescape(s);
    return { re: new RegExp(`^${segmentSource(s)}$`, "su"), dotLiteral: s.startsWith(".") };
  });
}
var COMPILED = /* @__PURE__ */ new Map();
var MAX_COMPILED = 1024;
function compiled(pattern) {
  let c = COMPILED.get(pattern);
  if (c === void 0) {
    c = expandBraces(pattern).map(partsOf);
    if (COMPILED.size < MAX_COMPILED) COMPILED.set(pattern, c);
  }
  return c;
}
function literalHead(pattern) {
  let head = null;
  for (const parts of compiled(pattern)) {
    const first = parts[0];
    if (typeof first !== "string" || first === "." || first === ".." || first === "" || first.includes("/") || head !== null && first !== head) return null;
    head = first;
  }
  return head;
}
function scanGlob(source, cwd, pattern, opts = {}, absent) {
  const dot = opts.dot ?? true;
  const found = /* @__PURE__ */ new Map();
  let budget = MAX_SCAN_ENTRIES;
  let truncated = false;
  const kindOf = (abs) => {
    const k = source.stat(abs)?.kind;
    return k === "file" || k === "dir" ? k : null;
  };
  for (const parts of compiled(pattern)) {
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
        const child2 = path6.join(dir2, part);
        const r = part === "." ? rel2 : [...rel2, part];
        const k = absent?.(child2) === true ? null : kindOf(child2);
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
        const abs = path6.join(dir2, e.name);
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
  /**
   * Config documents by layer, the directory paths are shown relative to and home directory
   * (`layer\0root\0home`), then by path; `null`: the file does not exist.
   */
  configDocs = /* @__PURE__ */ new Map();
  /** Schema violations of each parsed config document (`checkConfigDoc`). */
  configViolations = /* @__PURE__ */ new WeakMap();
  /** Instruction files by absolute path (as the runtime spells it). */
  instructionFiles = /* @__PURE__ */ new Map();
  /**
   * The files of the Locations' sets (the simulation's `OcInstructionFile`s) by absolute path, one
   * object per layer and entry: Locations share them; never changed.
   */
  setFiles = /* @__PURE__ */ new Map();
  /** The worktree of each directory met (`worktreeOf`: nearest ancestor holding `.git`, or `/`). */
  worktrees = /* @__PURE__ */ new Map();
  /** Whether a path exists for the runtime (`stat` follows symlinks), by absolute path. */
  exists = /* @__PURE__ */ new Map();
  /** Glob scans of `instructions` entries (`scanGlob`), by directory, pattern and `dot`. */
  scans = /* @__PURE__ */ new Map();
  /** The symlink-free path of each file a Location's walk hides (`OcInstructionSet.hiddenReal`), by absolute path. */
  hiddenReals = /* @__PURE__ */ new Map();
  /** The symlink-free path of each worktree (`OcInstructionSet.worktreeReal`), by absolute path. */
  worktreeReals = /* @__PURE__ */ new Map();
  /** What the Location search's listings say about absent names (`findLocations`); `null` until a search ran. */
  dirNames = null;
  /** `memo.get(key)`, computing and keeping `make()` when absent. */
  static once(memo3, key, make) {
    if (memo3.has(key)) return memo3.get(key);
    const v = make();
    memo3.set(key, v);
    return v;
  }
};
function runCacheFor(source, vars, cache) {
  return cache !== void 0 && cache.source === source && cache.vars === vars ? cache : new OcRunCache(source, vars);
}

// src/runtimes/opencode/load/child-path.ts
import { posix as path7 } from "node:path";
var UNCLEAN = /\/\.{0,2}(?:\/|$)/;
function isCleanAbsolute(p) {
  return p === "/" || p.charCodeAt(0) === 47 && !UNCLEAN.test(p);
}
function childPath(dir2, name) {
  if (name === "" || name === "." || name === ".." || name.includes("/") || !isCleanAbsolute(dir2)) return path7.join(dir2, name);
  return dir2 === "/" ? `/${name}` : `${dir2}/${name}`;
}

// src/runtimes/opencode/sim/instructions.ts
var MAX_INSTRUCTION_FILE_BYTES = 256 * 1024 * 1024;
function instructionNames(env2) {
  return env2.disableClaudePrompt ? ["AGENTS.md", "CONTEXT.md"] : ["AGENTS.md", "CLAUDE.md", "CONTEXT.md"];
}
function renderedPieces(files) {
  const pieces = [];
  for (const f of files) {
    if (f.block === null) continue;
    if (pieces.length > 0) pieces.push("\n");
    pieces.push(`Instructions from: ${f.abs}
`, f.content);
  }
  return pieces;
}
function linkTarget(source, abs) {
  const st = source.lstat(abs);
  if (st?.kind !== "file" || st.size === 0 || st.size > 255) return null;
  const r = source.readFile(abs, 256);
  if (!r.ok) return null;
  const text = r.data.toString("utf8");
  if (/[\n\r\0]/.test(text) || path8.isAbsolute(text)) return null;
  const target = path8.join(path8.dirname(abs), text);
  return target !== abs && source.stat(target)?.kind === "file" ? source.realpath(target) : null;
}
function fileOf(o, t) {
  return { abs: o.abs, layer: o.layer, entry: o.entry, content: t.content, block: t.block, bytes: t.bytes, real: t.real, link: t.link, nonText: t.nonText, ...t.tooLarge !== void 0 ? { tooLarge: t.tooLarge } : {} };
}
function sameEntry(a, b) {
  return a === b || a !== null && b !== null && a.doc === b.doc && a.index === b.index && a.entry === b.entry;
}
function existsOn(source, abs) {
  return source.stat(abs) !== null;
}
function simulateInstructions(source, location2, worktree, config, env2, cache = null) {
  const memo3 = cache !== null && cache.source === source ? cache : null;
  const exists = (abs) => memo3 === null ? existsOn(source, abs) : OcRunCache.once(memo3.exists, abs, () => memo3.dirNames?.absent(abs) !== true && existsOn(source, abs));
  const scanGlob2 = (cwd, pattern, opts = {}) => {
    if (memo3 === null) return scanGlob(source, cwd, pattern, opts);
    const absent = memo3.dirNames === null ? void 0 : memo3.dirNames.absent.bind(memo3.dirNames);
    const r = OcRunCache.once(memo3.scans, `${cwd}\0${pattern}\0${opts.dot ?? ""}`, () => scanGlob(source, cwd, pattern, opts, absent));
    return { files: [...r.files], truncated: r.truncated };
  };
  const order = [];
  const inSet = /* @__PURE__ */ new Set();
  const add = (abs, layer, entry2) => {
    const p = isCleanAbsolute(abs) ? abs : path8.resolve(abs);
    if (inSet.has(p)) return false;
    inSet.add(p);
    order.push({ abs: p, layer, entry: entry2 });
    return true;
  };
  const globals = [];
  if (env2.configDir !== null) globals.push(path8.join(env2.configDir, "AGENTS.md"));
  if (env2.globalDir !== null) globals.push(path8.join(env2.globalDir, "AGENTS.md"));
  if (env2.home !== null && !env2.disableClaudePrompt) globals.push(path8.join(env2.home, ".claude", "CLAUDE.md"));
  const global = globals.find((g) => exists(g));
  if (global !== void 0) add(global, "global", null);
  let projectName = null;
  const hidden = [];
  if (!env2.disableProjectConfig) {
    const dirs = dirsUp(location2, worktree);
    for (const name of instructionNames(env2)) {
      const found = [];
      for (const d of dirs) {
        if (memo3?.dirNames?.absentIn(d, name) === true) continue;
        const p = childPath(d, name);
        if (exists(p)) found.push(p);
      }
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
      if (env2.home === null) skipped = "the home directory is read only with --with-global";
      else s = path8.join(env2.home, s.slice(2));
    }
    const result = { entry: e, kind, matches: [], duplicates: [], skipped, truncated: false, bases: [], configDirMatches: [] };
    entries.push(result);
    if (skipped !== null) continue;
    if (path8.isAbsolute(s)) {
      if (kind === "relative") result.kind = "absolute";
      result.bases = [path8.dirname(s)];
      const r = scanGlob2(path8.dirname(s), path8.basename(s), { dot: false });
      result.matches = r.files;
      result.truncated = r.truncated;
    } else {
      let bases;
      if (!env2.disableProjectConfig) bases = dirsUp(location2, worktree);
      else if (env2.configDir !== null || env2.globalDir !== null) bases = [env2.configDir ?? env2.globalDir];
      else {
        result.skipped = "project config is disabled; the entry is globbed in the global config directory, read only with --with-global";
        continue;
      }
      result.bases = bases;
      const head = memo3?.dirNames == null ? null : literalHead(s);
      for (const b of bases) {
        if (head !== null && memo3.dirNames.absentIn(b, head)) continue;
        const r = scanGlob2(b, s);
        result.matches.push(...r.files);
        result.truncated ||= r.truncated;
      }
      if (result.matches.length === 0 && e.doc.abs !== null) result.configDirMatches = scanGlob2(path8.dirname(e.doc.abs), s).files;
    }
    for (const m3 of result.matches) if (!add(m3, "instructions", e)) result.duplicates.push(path8.resolve(m3));
  }
  const read = (abs) => {
    const st = source.stat(abs);
    if (st !== null && st.kind === "file" && st.size > MAX_INSTRUCTION_FILE_BYTES) {
      const real2 = source.realpath(abs);
      return { content: "", block: null, bytes: 0, real: real2, link: real2 !== null && real2 !== abs ? source.readlink(abs) : null, nonText: null, tooLarge: st.size };
    }
    const r = source.readFile(abs);
    const content = r.ok ? decodeText(r.data) : "";
    const head = `Instructions from: ${abs}
`;
    const block = content === "" ? null : head + content;
    const bad = r.ok ? firstNonText(r.data) : null;
    const nonText = bad === null || !r.ok ? null : { ...bad, ...textPosition(r.data, bad.offset) };
    const real = source.realpath(abs);
    const link = real !== null && real !== abs ? source.readlink(abs) : null;
    return { content, block, bytes: block === null ? 0 : Buffer.byteLength(head, "utf8") + Buffer.byteLength(content, "utf8"), real, link, nonText };
  };
  const files = order.map((o) => {
    if (memo3 === null) return fileOf(o, read(o.abs));
    let same = memo3.setFiles.get(o.abs);
    if (same === void 0) memo3.setFiles.set(o.abs, same = []);
    const kept = same.find((f2) => f2.layer === o.layer && sameEntry(f2.entry, o.entry));
    if (kept !== void 0) return kept;
    const f = fileOf(o, OcRunCache.once(memo3.instructionFiles, o.abs, () => read(o.abs)));
    same.push(f);
    return f;
  });
  const hiddenReal = (h) => linkTarget(source, h) ?? source.realpath(h);
  return {
    location: location2,
    worktree,
    files,
    urls,
    entries,
    projectName,
    hidden,
    hiddenReal: hidden.map((h) => memo3 === null ? hiddenReal(h) : OcRunCache.once(memo3.hiddenReals, h, () => hiddenReal(h))),
    worktreeReal: memo3 === null ? source.realpath(worktree) : OcRunCache.once(memo3.worktreeReals, worktree, () => source.realpath(worktree)),
    // Joined when asked (render), never kept: every Location below a large AGENTS.md would hold a copy of it.
    get rendered() {
      return renderedPieces(files).join("");
    }
  };
}

// rules/opencode/instruction-file-too-large.ts
var instruction_file_too_large_default = defineOcRule({
  id: "instruction-file-too-large",
  meta: {
    kind: "problem",
    description: "An instruction file is over 256 MiB: opencode reads it whole into the system prompt; ctxlens does not simulate it, so render and audit leave it out.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/opencode.md \xA76.4",
    runtimes: ["opencode"]
  },
  messages: {
    tooLarge: "{{file}} is {{bytes}} bytes: opencode reads it whole into the system prompt of every request; ctxlens does not simulate instruction files over {{limit}} bytes, so its render and audit leave it out."
  },
  defaultOptions: {},
  check(ctx) {
    const W = ctx.model.W;
    for (const { set, file: f } of instructionFilesOnce(ctx.simulation())) {
      if (f.tooLarge === void 0) continue;
      const { span: span2 } = instructionFileSpan(W, set, f);
      ctx.report({ messageId: "tooLarge", data: { file: shownPath(W, f.abs), bytes: f.tooLarge, limit: MAX_INSTRUCTION_FILE_BYTES }, span: span2 });
    }
  }
});

// src/runtimes/opencode/sim/measure.ts
import { posix as path9 } from "node:path";
function inside(worktree, abs) {
  if (abs.length > worktree.length + 1 && abs.charCodeAt(worktree.length) === 47 && abs.startsWith(worktree)) {
    const rel3 = abs.slice(worktree.length + 1);
    if (!/(?:^|\/)\.{0,2}(?:\/|$)/.test(rel3) && worktree !== "") return rel3;
  }
  const rel2 = path9.relative(worktree, abs);
  return rel2 === "" || rel2 === ".." || rel2.startsWith("../") || path9.isAbsolute(rel2) ? null : rel2;
}
function portablePieces(f, worktree) {
  if (f.block === null) return null;
  return [`Instructions from: ${inside(worktree, f.abs) ?? f.abs}
`, f.content];
}
function portableBytes(f, worktree) {
  if (f.block === null) return 0;
  const bytes = f.bytes ?? Buffer.byteLength(f.block, "utf8");
  const rel2 = inside(worktree, f.abs);
  if (rel2 === null) return bytes;
  if (f.abs.length === worktree.length + 1 + rel2.length && f.abs.charCodeAt(worktree.length) === 47 && f.abs.endsWith(rel2) && f.abs.startsWith(worktree)) return bytes - Buffer.byteLength(worktree, "utf8") - 1;
  return bytes - Buffer.byteLength(f.abs, "utf8") + Buffer.byteLength(rel2, "utf8");
}
function measure(pieces, count) {
  let bytes = 0;
  for (const p of pieces) bytes += Buffer.byteLength(p, "utf8");
  if (count === null) return { bytes, tokens: null };
  if (bytes === 0) return { bytes, tokens: 0 };
  return { bytes, tokens: count === countTokens ? countTokensInPieces(pieces) : count(pieces.join("")) };
}
var measured = /* @__PURE__ */ new WeakMap();
function measureInstructionFile(f, worktree, count) {
  if (count === null) return { bytes: portableBytes(f, worktree), tokens: null };
  const kept = measured.get(f);
  if (kept !== void 0 && kept.worktree === worktree && kept.count === count) return { ...kept.m };
  const m3 = measure(portablePieces(f, worktree) ?? [], count);
  measured.set(f, { worktree, count, m: m3 });
  return { ...m3 };
}
function measureInstructions(set, count) {
  if (count === null) {
    let bytes = 0;
    let blocks = 0;
    for (const f of set.files) {
      if (f.block === null) continue;
      bytes += portableBytes(f, set.worktree);
      blocks++;
    }
    return { bytes: blocks === 0 ? 0 : bytes + blocks - 1, tokens: null };
  }
  const pieces = [];
  for (const f of set.files) {
    const p = portablePieces(f, set.worktree);
    if (p === null) continue;
    if (pieces.length > 0) pieces.push("\n");
    pieces.push(...p);
  }
  return measure(pieces, count);
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
      if (l.set === null || l.set.files.every((f) => f.block === null)) continue;
      const { bytes, tokens } = options.maxTokens > 0 ? measureInstructionsForBudget(l.set, sim.countTokens, options.maxTokens) : measureInstructions(l.set, null);
      const overBytes = options.maxBytes > 0 && bytes > options.maxBytes;
      const overTokens = tokens !== null && tokens > options.maxTokens;
      if (!overBytes && !overTokens) continue;
      const largest = [...l.set.files].sort((a, b) => b.bytes - a.bytes)[0];
      const data = { location: shownPath(root, l.project.W), largest: shownPath(root, largest.abs) };
      const span2 = fileLevel(root, largest.abs);
      if (overBytes) ctx.report({ messageId: "bytes", data: { ...data, value: bytes, limit: options.maxBytes }, span: span2 });
      if (overTokens) ctx.report({ messageId: "tokens", data: { ...data, value: tokens, limit: options.maxTokens }, span: span2 });
    }
  }
});

// rules/opencode/instructions-config-relative.ts
import { posix as path11 } from "node:path";

// rules/opencode/kit/entries.ts
import { posix as path10 } from "node:path";
function repositoryRoot(W, wt) {
  const rel2 = path10.relative(W, wt);
  return rel2 === "" ? "the repository root" : `the repository root at ${rel2}`;
}
var computed = /* @__PURE__ */ new WeakMap();
function entryOutcomes(sim) {
  let out2 = computed.get(sim);
  if (out2 === void 0) computed.set(sim, out2 = computeOutcomes(sim));
  return out2;
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
        o = { entry: r.entry, kind: r.kind, matched: false, files: [], skipped: true, where: "", top: wt === "/" ? "/" : repositoryRoot(root, wt), worktree: wt, results: [], locs: [], count: 0, have: /* @__PURE__ */ new Set() };
        byKey.set(key, o);
      }
      o.results.push(r);
      if (o.count++ < 3) o.locs.push(shownPath(root, l.project.W));
      if (r.skipped === null) o.skipped = false;
      for (const m3 of r.matches) {
        o.matched = true;
        const p = isCleanAbsolute(m3) ? m3 : path10.resolve(m3);
        if (!o.have.has(p)) {
          o.have.add(p);
          o.files.push(p);
        }
      }
    }
  }
  return [...byKey.values()].map(({ locs, count, have: _have, ...o }) => ({ ...o, where: count > 3 ? `${locs.join(", ")} and ${count - 3} more Location(s)` : locs.join(", ") }));
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
      const dir2 = path11.dirname(doc.abs);
      const found = o.results.find((r) => r.configDirMatches.length > 0)?.configDirMatches ?? [];
      if (found.length === 0) continue;
      const base2 = o.worktree === "/" ? root : o.worktree;
      const suggestion = path11.relative(base2, path11.join(dir2, o.entry.entry)) || o.entry.entry;
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
import { posix as path12 } from "node:path";
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
        const shown2 = outside.slice(0, 3).map((f) => shownPath(root, f));
        ctx.report({ messageId: "outside", data: { entry: o.entry.entry, files: shown2.join(", ") + (outside.length > 3 ? ` and ${outside.length - 3} more` : ""), repo: shownPath(root, repo) }, span: span2 });
      } else if (o.kind === "absolute" || path12.isAbsolute(o.entry.entry)) {
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
      properties: { ignoreDirs: { type: "array", items: { type: "string" } }, scanGitIgnored: { type: "boolean" } },
      additionalProperties: false
    },
    spec: "docs/runtimes/fork.md \xA76.2 step 3",
    runtimes: ["fork"]
  },
  messages: {
    depth: "{{file}} is at depth {{depth}}, beyond maxDepth ({{maxDepth}}): discovery never enters {{dir}}/, so the file is never listed or injected.",
    hidden: "{{file}} lies inside {{dir}}/, a hidden directory that discovery never enters: the file is never listed or injected.",
    // The first of several in one hidden directory (the message and data of a lone file stay as they were).
    hiddenMore: "{{file}} lies inside {{dir}}/, a hidden directory that discovery never enters: the file is never listed or injected{{more}}.",
    skipList: "{{file}} lies inside {{dir}}/, a directory name discovery always skips: the file is never listed or injected{{more}}.",
    skipDir: "{{file}} lies inside {{dir}}/, pruned as data.directory or a contextDiscovery.skipDirs entry: the file is never listed or injected."
  },
  defaultOptions: { ignoreDirs: [".git"], scanGitIgnored: false },
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
    const grouped2 = /* @__PURE__ */ new Map();
    const unreachable = sim.facts.unreachableFiles(options.ignoreDirs, !options.scanGitIgnored);
    for (const u of unreachable) {
      if (u.reason !== "skip-list" && u.reason !== "hidden") continue;
      const g = grouped2.get(u.prunedDir);
      if (g) g.more++;
      else grouped2.set(u.prunedDir, { first: { rel: u.rel, abs: u.abs }, more: 0 });
    }
    const moreText = (dir2) => {
      const n3 = grouped2.get(dir2).more;
      return n3 === 0 ? "" : ` (and ${n3} more context file${n3 === 1 ? "" : "s"} under ${dir2}/)`;
    };
    for (const u of unreachable) {
      if (u.reason !== "skip-list") continue;
      if (grouped2.get(u.prunedDir).first.abs !== u.abs) continue;
      ctx.report({ messageId: "skipList", data: { file: u.rel, dir: u.prunedDir, more: moreText(u.prunedDir) }, span: nestedFileSpan(model, u.abs) });
    }
    for (const u of unreachable) {
      if (u.reason === "skip-list") continue;
      const dirAbs = join(model.W, u.prunedDir);
      const base2 = { file: u.rel, dir: u.prunedDir };
      if (u.reason === "depth") {
        const span2 = model.config.valueSpans?.maxDepth ?? null ?? nestedFileSpan(model, u.abs);
        ctx.report({ messageId: "depth", data: { ...base2, depth: u.depth, maxDepth: t.caps.maxDepth }, span: span2 });
      } else if (u.reason === "hidden") {
        const g = grouped2.get(u.prunedDir);
        if (g.first.abs !== u.abs) continue;
        if (g.more === 0) ctx.report({ messageId: "hidden", data: base2, span: nestedFileSpan(model, u.abs) });
        else ctx.report({ messageId: "hiddenMore", data: { ...base2, more: moreText(u.prunedDir) }, span: nestedFileSpan(model, u.abs) });
      } else ctx.report({ messageId: "skipDir", data: base2, span: skipSpan(dirAbs) ?? nestedFileSpan(model, u.abs) });
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
  const lines2 = new LineIndex(text);
  const rawLines = text.split(/\r?\n/);
  const tree = remark().parse(text);
  const references = [];
  let plannedDepth = 0;
  const visit2 = (n3) => {
    if (n3.type === "heading") {
      const d = n3.depth ?? 1;
      if (plannedDepth > 0 && d <= plannedDepth) plannedDepth = 0;
      if (plannedDepth === 0 && PLANNED_HEADING.test(textOf(n3))) plannedDepth = d;
    }
    if (n3.type === "code") return;
    const whole = (n3.type === "heading" || n3.type === "strong") && !(n3.children ?? []).some((c) => c.type === "inlineCode" || c.type === "link") ? textOf(n3).trim() : void 0;
    const raw = n3.type === "inlineCode" ? n3.value : n3.type === "link" ? n3.url : whole;
    if (raw !== void 0 && n3.position?.start.offset !== void 0 && n3.position.end.offset !== void 0) {
      const ref = raw.trim().replace(/#.*$/, "");
      if (REF.test(ref) && !ref.includes("..//")) {
        const line = rawLines[n3.position.start.line - 1] ?? "";
        references.push({
          text: ref,
          span: lines2.span(file, "", n3.position.start.offset, n3.position.end.offset),
          planned: plannedDepth > 0 || PLANNED_LINE.test(line),
          ...resolveReference(source, W, root, file, ref)
        });
      }
    }
    for (const c of n3.children ?? []) visit2(c);
  };
  visit2(tree);
  return { path: file, references };
}
function textOf(n3) {
  return (n3.value ?? "") + (n3.children ?? []).map(textOf).join("");
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
  const out2 = [];
  const missing = ["Context", "Priority", "Version", "Updated"].filter((k) => !fields[k]);
  if (missing.length > 0) out2.push(`missing ${missing.join(", ")}`);
  const c = fields["Context"];
  if (c && !/^[^\s/]+(\/[^\s/]+)+$/.test(c)) out2.push(`Context "${c}" is not {category}/{function}`);
  const p = fields["Priority"];
  if (p && !PRIORITIES.includes(p)) out2.push(`Priority "${p}" is not one of ${PRIORITIES.join(", ")}`);
  const v = fields["Version"];
  if (v && !/^\d+\.\d+$/.test(v)) out2.push(`Version "${v}" is not X.Y`);
  const u = fields["Updated"];
  if (u && !isDate(u)) out2.push(`Updated "${u}" is not a YYYY-MM-DD date`);
  return out2;
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
      const out2 = [];
      for (const dep of e.dependencies) {
        const r = resolveDependency(reg, dep.value);
        if (r.kind === "ok") for (const to of r.targets) out2.push({ to, dep });
      }
      edges.set(e, out2);
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
      const path25 = [start];
      let cur = start;
      let first = null;
      for (let guard = 0; guard <= scc.length; guard++) {
        const next = (edges.get(cur) ?? []).find((x) => members.has(x.to) && (x.to === start || !path25.includes(x.to)));
        if (!next) break;
        first ??= next.dep;
        path25.push(next.to);
        if (next.to === start) break;
        cur = next.to;
      }
      ctx.report({ messageId: "cycle", data: { cycle: path25.map(entryKey).join(" \u2192 ") }, span: first?.span ?? start.idSpan });
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
  const out2 = [];
  const walk = (rel2, depth) => {
    const list2 = source.readdir(join(W, rel2));
    if (!list2 || depth > MAX_DEPTH) return;
    for (const d of list2) {
      const p = `${rel2}/${d.name}`;
      if (d.kind === "dir") {
        if (d.name !== "node_modules") walk(p, depth + 1);
      } else if (d.kind === "file" && (d.name.endsWith(".md") || d.name.endsWith(".ts"))) out2.push(p);
    }
  };
  for (const c of COMPONENT_DIRS) walk(`.opencode/${c}`, 0);
  return out2;
}
function isOrphanCandidate(path25) {
  const p = `/${path25}`;
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
    for (const path25 of oac.componentFiles) {
      if (isOrphanCandidate(path25) && !listed.has(path25)) ctx.report({ messageId: "orphan", data: { path: path25 }, span: fileSpan(path25) });
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
var import_yaml2 = __toESM(require_dist(), 1);

// src/load/yaml-block-subset.ts
var import_yaml = __toESM(require_dist(), 1);
var OutOfSubset = class extends Error {
};
var out = () => {
  throw new OutOfSubset();
};
function keyStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || c === 95 || c === 46;
}
function keyChar(c) {
  return keyStart(c) || c === 47 || c === 45;
}
function plainStart(c) {
  return keyStart(c) || c === 47 || c === 40;
}
function scalar(value, type, range) {
  const s = new import_yaml.Scalar(value);
  s.range = range;
  s.source = value;
  s.type = type;
  return s;
}
var OUTSIDE_CHARSET = /[^\n\x20-\x22\x24-\x7e]/;
var OUTSIDE_PLAIN = /[,[\]{}]|:(?: |$)/;
function parseBlockSubset(text) {
  const n3 = text.length;
  if (n3 === 0 || n3 > 1 << 20 || OUTSIDE_CHARSET.test(text)) return null;
  const starts = [];
  const ends = [];
  const indents = [];
  let at3 = 0;
  while (at3 < n3) {
    let e = text.indexOf("\n", at3);
    if (e < 0) e = n3;
    let k = at3;
    while (k < e && text.charCodeAt(k) === 32) k++;
    if (k === e || text.charCodeAt(e - 1) === 32) return null;
    if (k === at3 && (text.startsWith("---", at3) || text.startsWith("...", at3))) return null;
    starts.push(at3);
    ends.push(e);
    indents.push(k - at3);
    at3 = e + 1;
  }
  const lines2 = starts.length;
  if (indents[0] !== 0) return null;
  const schema = new import_yaml.Document(void 0, { version: "1.1", schema: "failsafe" });
  let li = 0;
  const nodeEnd = (e) => e < n3 ? e + 1 : e;
  const key = (p) => {
    const e = ends[li];
    if (!keyStart(text.charCodeAt(p))) return null;
    let q2 = p + 1;
    while (q2 < e && keyChar(text.charCodeAt(q2))) q2++;
    if (q2 >= e || text.charCodeAt(q2) !== 58) return null;
    if (q2 + 1 < e && text.charCodeAt(q2 + 1) !== 32) return null;
    if (q2 - p > 1e3) out();
    return { node: scalar(text.slice(p, q2), "PLAIN", [p, q2, q2]), colon: q2 + 1 };
  };
  const inline = (p) => {
    const e = ends[li];
    const c = text.charCodeAt(p);
    const end = nodeEnd(e);
    if (c === 34 || c === 39) {
      if (e - p < 2 || text.charCodeAt(e - 1) !== c) out();
      const inner = text.slice(p + 1, e - 1);
      if (inner.includes(c === 34 ? '"' : "'") || c === 34 && inner.includes("\\")) out();
      return scalar(inner, c === 34 ? "QUOTE_DOUBLE" : "QUOTE_SINGLE", [p, e, end]);
    }
    if (c === 91) {
      if (text.charCodeAt(e - 1) !== 93) out();
      const seq2 = new import_yaml.YAMLSeq(schema.schema);
      seq2.flow = true;
      seq2.range = [p, e, end];
      let q2 = p + 1;
      if (q2 < e - 1) {
        for (; ; ) {
          const s = q2;
          if (!plainStart(text.charCodeAt(q2)) || text.charCodeAt(q2) === 40) out();
          while (q2 < e - 1 && keyChar(text.charCodeAt(q2))) q2++;
          seq2.items.push(scalar(text.slice(s, q2), "PLAIN", [s, q2, q2]));
          if (q2 === e - 1) break;
          if (text.charCodeAt(q2) !== 44 || text.charCodeAt(q2 + 1) !== 32) out();
          q2 += 2;
        }
      }
      return seq2;
    }
    if (!plainStart(c)) out();
    const value = text.slice(p, e);
    if (OUTSIDE_PLAIN.test(value)) out();
    return scalar(value, "PLAIN", [p, e, end]);
  };
  const finishLine = (col) => {
    li++;
    if (li < lines2 && indents[li] > col) out();
  };
  const isItem = (l) => {
    const p = starts[l] + indents[l];
    return text.charCodeAt(p) === 45 && p + 1 < ends[l] && text.charCodeAt(p + 1) === 32;
  };
  const map = (col, p) => {
    const m3 = new import_yaml.YAMLMap(schema.schema);
    const start = p;
    for (; ; ) {
      const k = key(p);
      if (k === null) out();
      const { node, colon } = k;
      const e = ends[li];
      let value;
      if (colon < e) {
        if (text.charCodeAt(colon + 1) === 32) out();
        value = inline(colon + 1);
        finishLine(col);
      } else {
        li++;
        if (li < lines2 && (indents[li] > col || indents[li] === col && isItem(li))) value = block(indents[li]);
        else value = scalar("", "PLAIN", [colon, colon, colon]);
      }
      m3.items.push(new import_yaml.Pair(node, value));
      if (li >= lines2 || indents[li] < col) break;
      if (indents[li] > col || isItem(li)) {
        if (indents[li] > col) out();
        break;
      }
      p = starts[li] + col;
    }
    const last = m3.items[m3.items.length - 1].value;
    m3.range = [start, last.range[2], last.range[2]];
    return m3;
  };
  const seq = (col) => {
    const s = new import_yaml.YAMLSeq(schema.schema);
    const start = starts[li] + col;
    for (; ; ) {
      const p = starts[li] + col + 2;
      if (text.charCodeAt(p) === 45 && (p + 1 === ends[li] || text.charCodeAt(p + 1) === 32)) out();
      if (text.charCodeAt(p) === 32) out();
      if (key(p) !== null) s.items.push(map(col + 2, p));
      else {
        s.items.push(inline(p));
        finishLine(col);
      }
      if (li >= lines2 || indents[li] < col || !isItem(li)) {
        if (li < lines2 && indents[li] > col) out();
        break;
      }
      if (indents[li] > col) out();
    }
    const last = s.items[s.items.length - 1];
    s.range = [start, last.range[2], last.range[2]];
    return s;
  };
  const block = (col) => isItem(li) ? seq(col) : map(col, starts[li] + col);
  try {
    const root = block(0);
    if (li !== lines2) return null;
    const doc = schema;
    doc.contents = root;
    doc.range = [0, n3, n3];
    return doc;
  } catch (e) {
    if (e instanceof OutOfSubset) return null;
    throw e;
  }
}

// src/load/yaml-doc.ts
function parseYaml(text, file, opts = {}) {
  const offset = opts.offset ?? 0;
  const lines2 = opts.lines ?? new LineIndex(text);
  const deep = nestingBound(text, MAX_CHECKED_YAML_DEPTH) > MAX_CHECKED_YAML_DEPTH ? yamlNesting(text) : null;
  if (deep !== null && deep.maxDepth > MAX_CHECKED_YAML_DEPTH) {
    const over = deep.maxDepth > GO_YAML_MAX_DEPTH;
    const at3 = over ? deep.offsetOver[1] : deep.offsetOver[0];
    const span2 = { file, pointer: "", start: lines2.pos(offset + at3), end: lines2.pos(offset + at3 + 1) };
    const message2 = over ? `exceeded max depth of ${GO_YAML_MAX_DEPTH}` : `nested more than ${MAX_CHECKED_YAML_DEPTH} levels deep`;
    return { file, text, lines: lines2, doc: import_yaml2.default.parseDocument("", { version: "1.1" }), errors: [{ code: over ? "EXCEEDED_MAX_DEPTH" : "TOO_DEEP_TO_CHECK", message: message2, span: span2 }], offset };
  }
  const doc = opts.scalars === "text" ? parseBlockSubset(text) ?? import_yaml2.default.parseDocument(text, { uniqueKeys: false, prettyErrors: false, strict: false, version: "1.1", schema: "failsafe" }) : import_yaml2.default.parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: false, version: "1.1" });
  const errors = doc.errors.map((e) => ({
    code: e.code,
    message: e.message.split("\n")[0] ?? e.message,
    span: { file, pointer: "", start: lines2.pos(offset + e.pos[0]), end: lines2.pos(offset + Math.max(e.pos[1], e.pos[0] + 1)) }
  }));
  return { file, text, lines: lines2, doc, errors, offset };
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
  const n3 = text.length;
  while (i < n3) {
    let col = 0;
    while (i < n3 && text.charCodeAt(i) === 32) {
      i++;
      col++;
    }
    let block = 0;
    if (flow === 0 && i < n3 && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 35) {
      while (indents.length > 0 && indents[indents.length - 1] >= col) indents.pop();
      indents.push(col);
      for (; ; ) {
        const c = text.charCodeAt(i);
        const next = text.charCodeAt(i + 1);
        if ((c === 45 || c === 63) && (next === 32 || next === 9)) {
          block++;
          i += 2;
          while (i < n3 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
          note(indents.length + block, i);
        } else break;
      }
      note(indents.length + block, i);
    }
    while (i < n3) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        i++;
        break;
      }
      if (c === 35 && (i === 0 || /\s/.test(text.charAt(i - 1)))) {
        while (i < n3 && text.charCodeAt(i) !== 10) i++;
        continue;
      }
      const prev = i === 0 ? 32 : text.charCodeAt(i - 1);
      if ((c === 34 || c === 39) && (prev === 32 || prev === 9 || prev === 10 || prev === 91 || prev === 123 || prev === 44 || prev === 58)) {
        const q2 = c;
        i++;
        while (i < n3) {
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
function nestingBound(text, limit) {
  let n3 = 1;
  for (const ch of ["\n", "-", "?", "[", "{"]) {
    for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) if (++n3 > limit) return n3;
  }
  return n3;
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
    if ((0, import_yaml2.isMap)(cur)) {
      const pair = cur.items.find((p) => (0, import_yaml2.isPair)(p) && (0, import_yaml2.isScalar)(p.key) && String(p.key.value) === seg);
      if (!pair) return {};
      key = pair.key;
      cur = pair.value;
    } else if ((0, import_yaml2.isSeq)(cur)) {
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
    const n3 = which === "key" && at3.key ? at3.key : at3.node ?? at3.key;
    if (n3 && n3.range) return yamlSpan(y, n3, pointer2);
    if (p === "") return yamlSpan(y, null, pointer2);
    p = p.slice(0, p.lastIndexOf("/"));
    which = "value";
  }
}

// src/load/json-doc.ts
function parseJson(text, file) {
  const lines2 = new LineIndex(text);
  const errs = [];
  const root = parseTree2(text, errs, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const errors = errs.map((e) => ({
    code: printParseErrorCode(e.error),
    message: printParseErrorCode(e.error),
    span: { file, pointer: "", start: lines2.pos(e.offset), end: lines2.pos(e.offset + Math.max(1, e.length)) }
  }));
  return { file, text, lines: lines2, root, errors };
}
function jsonSpan(d, node, pointer2) {
  if (!node) return { file: d.file, pointer: pointer2, start: d.lines.pos(0), end: d.lines.pos(0) };
  return { file: d.file, pointer: pointer2, start: d.lines.pos(node.offset), end: d.lines.pos(node.offset + node.length) };
}
function jsonPointerSpan(d, pointer2, which = "value") {
  if (!d.root) return jsonSpan(d, void 0, pointer2);
  let segs = pointerSegments(pointer2);
  for (; ; ) {
    const node = findNodeAtLocation2(d.root, toPath(d.root, segs));
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
  const out2 = [];
  let node = root;
  for (const s of segs) {
    if (node?.type === "array") {
      out2.push(Number(s));
      node = node.children?.[Number(s)];
    } else {
      out2.push(s);
      node = node ? findNodeAtLocation2(node, [s]) : void 0;
    }
  }
  return out2;
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
  const out2 = [];
  (node.children ?? []).forEach((c, i) => {
    if (c.type === "string") out2.push({ value: String(c.value), span: jsonSpan(d, c, pointer(at3, i)) });
  });
  return out2;
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
  const out2 = [];
  const dirs = source.readdir(join(W, SESSIONS_DIR)) ?? [];
  for (const d of dirs) {
    if (d.kind !== "dir") continue;
    const dir2 = `${SESSIONS_DIR}/${d.name}`;
    const hasManifest = source.stat(join(W, dir2, MANIFEST_NAME))?.kind === "file";
    out2.push(loadSession(source, W, dir2, hasManifest ? `${dir2}/${MANIFEST_NAME}` : null));
  }
  for (const file of extra) {
    const rel2 = clean(file);
    if (out2.some((s) => s.file === rel2)) continue;
    if (source.stat(join(W, rel2))?.kind !== "file") continue;
    out2.push(loadSession(source, W, rel2.includes("/") ? rel2.slice(0, rel2.lastIndexOf("/")) : ".", rel2));
  }
  return out2;
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
    for (const [path25, keyNode, v] of props(files)) {
      const at3 = pointer("/context_files", path25);
      const entry2 = { path: { value: path25, span: jsonSpan(d, keyNode, at3) }, span: jsonSpan(d, v, at3), for: null, keywords: null, exists: existsIn(source, W, dir2, path25) };
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
  let n3 = d.root;
  for (const seg of at3.split("/").slice(1)) n3 = prop(n3, seg.replace(/~1/g, "/").replace(/~0/g, "~"));
  return n3;
}
function stringList(d, node, at3, issue2) {
  if (node?.type !== "array" || (node.children ?? []).some((c) => c.type !== "string")) {
    issue2({ messageId: "wrongType", data: { key: keyLabel(at3), expected: "a list of strings" }, span: jsonSpan(d, node, at3) });
    return null;
  }
  return (node.children ?? []).map((c, i) => ({ value: String(c.value), span: jsonSpan(d, c, pointer(at3, i)) }));
}
function existsIn(source, W, dir2, path25) {
  const rel2 = clean(path25);
  if (path25.startsWith("/") || rel2 === ".." || rel2.startsWith("../") || rel2 === ".") return "outside";
  const st = source.stat(join(W, dir2, rel2));
  return st?.kind === "file" ? "file" : st?.kind === "dir" ? "dir" : "missing";
}
function listFiles(source, W, dir2) {
  const out2 = [];
  const walk = (rel2, depth) => {
    const list2 = source.readdir(join(W, dir2, rel2));
    if (!list2 || depth > MAX_DEPTH2) return;
    for (const e of list2) {
      const p = rel2 === "" ? e.name : `${rel2}/${e.name}`;
      if (e.kind === "dir") walk(p, depth + 1);
      else if ((e.kind === "file" || e.kind === "symlink") && p !== MANIFEST_NAME) out2.push(p);
    }
  };
  walk("", 0);
  return out2;
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
        const n3 = top.before.length;
        ctx.report({ messageId: "tool", data: { owner, action: top.action, patterns: list(top.before), them: n3 === 1 ? "it" : "them" }, span: spanAt(pointer(base2, "*"), "key") });
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
  context_file_binary_default,
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
  instruction_file_binary_default,
  instruction_file_escapes_default,
  instruction_file_hidden_default,
  instruction_file_too_large_default,
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
import { posix as path13 } from "node:path";

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
  let dir2 = path13.resolve(cwd);
  for (; ; ) {
    const candidate = path13.join(dir2, CONFIG_FILE_NAME);
    if (source.lstat(candidate) !== null) return candidate;
    if (source.lstat(path13.join(dir2, ".git")) !== null) return null;
    const up = path13.dirname(dir2);
    if (up === dir2) return null;
    dir2 = up;
  }
}
function shownPath2(abs, cwd) {
  const rel2 = path13.relative(path13.resolve(cwd), abs);
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
import { readFileSync as readFileSync3 } from "node:fs";
import { join as join3 } from "node:path";

// src/package-root.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import { dirname, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
var cached = null;
function packageRoot() {
  if (cached) return cached;
  let dir2 = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const pj = join2(dir2, "package.json");
    if (existsSync(pj)) {
      try {
        if (JSON.parse(readFileSync2(pj, "utf8")).name === "ctxlens") return cached = dir2;
      } catch {
      }
    }
    const up = dirname(dir2);
    if (up === dir2) throw new Error("ctxlens: cannot find its own package.json");
    dir2 = up;
  }
}
function toolVersion() {
  try {
    return JSON.parse(readFileSync2(join2(packageRoot(), "package.json"), "utf8")).version;
  } catch {
    return "0.0.0";
  }
}

// ctxlens:lazy-deps
var ajv = null;
function loadAjv2020() {
  ajv ??= __require("./ajv.cjs");
  return ajv.Ajv2020;
}
function loadAjvFormats() {
  ajv ??= __require("./ajv.cjs");
  return ajv.addFormats;
}
function loadPrecompiled(name) {
  switch (name) {
    case "agent-frontmatter":
      return __require("./schema-agent-frontmatter.cjs");
    case "ctxlens-config":
      return __require("./schema-ctxlens-config.cjs");
    case "flow":
      return __require("./schema-flow.cjs");
    case "flow-template":
      return __require("./schema-flow-template.cjs");
    case "opencode-agent":
      return __require("./schema-opencode-agent.cjs");
    case "opencode-config":
      return __require("./schema-opencode-config.cjs");
    case "opencode-json":
      return __require("./schema-opencode-json.cjs");
    default:
      return null;
  }
}

// src/load/schema.ts
var AJV_OPTIONS = { allErrors: true, strict: false, allowUnionTypes: true, verbose: true };
function schemaText(name) {
  const text = readFileSync3(join3(packageRoot(), "schemas", `${name}.schema.json`), "utf8");
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
  const where3 = p === "" ? "the top level" : `"${p}"`;
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
        message: `Unknown key "${key}" at ${where3}${suggestion ? `; did you mean "${suggestion}"?` : "."}`,
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
        message: `Expected ${Array.isArray(want) ? want.join(" or ") : want} at ${where3}, found ${found}.`,
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
        message: `Expected one of ${allowed.map(show).join(", ")} at ${where3}, found ${show(value)}${suggestion ? `; did you mean "${suggestion}"?` : "."}`,
        suggestion,
        span: spanAt(p, "value")
      };
    }
    case "required": {
      const missing = e.params.missingProperty;
      return { pointer: p, kind: "required", message: `Missing required key "${missing}" at ${where3}.`, suggestion: null, span: spanAt(p, "value") };
    }
    default:
      return { pointer: p, kind: "other", message: `Value at ${where3} ${e.message ?? "is invalid"} (found ${show(at(data, p))}).`, suggestion: null, span: spanAt(p, "value") };
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
  const ajv2 = () => ajvInstance ??= new (loadAjv2020())({ allErrors: true, strict: false, allowUnionTypes: true });
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
      const validate2 = ajv2().compile(rule.meta.schema);
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
  const sevProblem = (v, where3) => {
    const near = typeof v === "string" && v !== "" ? didYouMean(v, SEVERITY_SETTINGS) ?? SEVERITY_SETTINGS.find((s) => s.startsWith(v.toLowerCase())) ?? null : null;
    return `${where3}expected one of "off", "info", "warning", "error", found ${JSON.stringify(v)}${near ? `; did you mean "${near}"?` : ""}`;
  };
  if (typeof value === "string") return SEVERITY_SETTINGS.includes(value) ? { severity: value } : sevProblem(value, "");
  if (!isObject(value)) return `expected a severity string or an object {"severity", "options"}, found ${value === null ? "null" : Array.isArray(value) ? "array" : typeof value}`;
  const out2 = {};
  for (const key of Object.keys(value)) {
    if (key !== "severity" && key !== "options") {
      const near = didYouMean(key, ["severity", "options"]);
      return `unknown key "${key}"${near ? `; did you mean "${near}"?` : ""} (allowed: "severity", "options")`;
    }
  }
  if (value["severity"] !== void 0) {
    const s = value["severity"];
    if (typeof s !== "string" || !SEVERITY_SETTINGS.includes(s)) return sevProblem(s, "severity: ");
    out2.severity = s;
  }
  if (value["options"] !== void 0) {
    if (!isObject(value["options"])) return "options: expected an object";
    out2.options = value["options"];
  }
  return out2;
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
  const cache = p.cache;
  const src = p.source;
  const lstat = cache === void 0 ? (a) => src.lstat(a) : (a) => cache.lstat(a);
  const rootStat = lstat(root);
  if (rootStat === null) return result;
  if (rootStat.kind === "symlink") {
    trace.wSymlink = { target: cache === void 0 ? src.realpath(root) : cache.realpath(root) };
    return result;
  }
  if (rootStat.kind !== "dir") return result;
  const realW = cache === void 0 ? src.realpath(root) : cache.realpath(root);
  const realBase = realW === null ? null : realW === "/" ? "/" : realW + "/";
  const skip = new Set(p.skipDirs);
  const rootMatched = new Set(p.classes.rootMatched);
  const prefixes = p.classes.inlinedPrefixes;
  const watch = p.watchNames;
  const traceOverflow = p.traceOverflow ?? true;
  const wantLabels = p.labels ?? true;
  let stopped = false;
  const reject = (r) => {
    trace.rejected.push(result.truncated ? { ...r, afterCap: true } : r);
  };
  const visit2 = (dirAbs, dirRel, dirDepth) => {
    const entries = listDir(src, dirAbs);
    if (entries === null) {
      if (dirRel !== "") trace.pruned.push({ abs: dirAbs, rel: dirRel, depth: dirDepth, reason: "walk-error", ...result.truncated ? { afterCap: true } : {} });
      return;
    }
    const depth = dirRel === "" ? 0 : dirDepth + 1;
    const entNames = entries.names;
    const entKinds = entries.kinds;
    for (let i = 0; i < entNames.length; i++) {
      if (stopped) return;
      const name = entNames[i];
      const entKind = entKinds[i];
      if (entKind !== "dir" && (name.startsWith(".") || !names.has(name) && (watch === void 0 || depth < 1 || !watch.has(name)))) continue;
      const abs = dirAbs === "/" ? "/" + name : dirAbs + "/" + name;
      const rel2 = dirRel === "" ? name : dirRel + "/" + name;
      if (entKind === "dir") {
        let reason = null;
        if (name.startsWith(".")) reason = "hidden";
        else if (SKIP_DIR_NAMES.has(name)) reason = "skip-list";
        else if (skip.has(abs)) reason = "skip-dir";
        else if (depth + 1 > p.maxDepth) reason = "depth";
        if (reason !== null) trace.pruned.push({ abs, rel: rel2, depth, reason, ...result.truncated ? { afterCap: true } : {} });
        else visit2(abs, rel2, depth);
        continue;
      }
      if (name.startsWith(".")) continue;
      if (!names.has(name)) {
        if (watch !== void 0 && depth >= 1 && watch.has(name)) trace.watched.push({ abs, rel: rel2, depth, name });
        continue;
      }
      if (depth < 1) continue;
      const st = lstat(abs);
      const kind = st?.kind ?? entKind;
      if (st === null || st.kind !== "file") {
        reject({ abs, rel: rel2, depth, reason: "non-regular", kind, by: null });
        continue;
      }
      let real;
      if (realBase === null) real = src.realpath(abs);
      else {
        real = realBase + rel2;
        cache?.knowRealpath(abs, real);
      }
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
      files.push(makeFile(src, p.W, abs, depth, st.size, wantLabels, cache));
    }
  };
  visit2(root, "", -1);
  return result;
}
function makeFile(src, W, abs, depth, size, wantLabels, cache) {
  const relPath = rel(W, abs) ?? abs;
  const f = { abs, rel: relPath, depth, label: null, labelFrom: null, bytes: size, labelBytes: null, labelLine: null, labelTruncated: false };
  if (!wantLabels) return f;
  const r = cache === void 0 ? src.readFile(abs, LABEL_READ_BYTES) : cache.head(abs);
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
function discover(model, cache) {
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
    watchNames: scopedBasenames(model, new Set(classes.basenames)),
    ...cache === void 0 ? {} : { cache }
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
  const out2 = Object.fromEntries(fields.map((f) => [f, ""]));
  if (v === null) return out2;
  if (typeof v !== "object" || Array.isArray(v)) return null;
  for (const [k, val] of Object.entries(v)) {
    const f = fields.find((x) => x.toLowerCase() === k.toLowerCase());
    if (f === void 0) continue;
    if (val === null) continue;
    if (typeof val !== "string") return null;
    out2[f] = val;
  }
  return out2;
}
function decodeObjectText(text, fields) {
  const out2 = Object.fromEntries(fields.map((f) => [f, ""]));
  const root = parseTree2(text, [], { disallowComments: true });
  let typeError = false;
  for (const prop2 of root?.children ?? []) {
    const [k, val] = prop2.children ?? [];
    if (k === void 0 || val === void 0 || typeof k.value !== "string") continue;
    const f = fields.find((x) => x.toLowerCase() === k.value.toLowerCase());
    if (f === void 0 || val.type === "null") continue;
    if (val.type !== "string") typeError = true;
    else out2[f] = val.value;
  }
  return typeError ? null : out2;
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
  const out2 = [];
  for (const p of raw.paths) {
    const a = absUnder(W, p);
    let d;
    if (raw.how === "parent") d = dir(a);
    else if (raw.how === "as-is") d = a;
    else {
      const st = source.stat(a);
      d = st !== null && st.kind !== "dir" ? dir(a) : a;
    }
    if (!out2.includes(d)) out2.push(d);
  }
  return out2;
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
    const out2 = [];
    for (const c of chain) for (const f of this.files) if (this.parentOf.get(f) === c) out2.push(f);
    return out2;
  }
  /** Simulate one call (§6.6–§6.8). */
  call(c) {
    const out2 = { appended: Buffer.alloc(0), targets: [], owners: [], injected: [], skipped: [], inert: null, patchRace: null, lostToBudget: [] };
    const W = this.model.W;
    const src = this.model.source;
    if (this.gatedBy !== null) return { ...out2, inert: this.gatedBy };
    if (!TRIGGER_TOOLS.includes(c.tool)) return { ...out2, inert: "not-a-trigger" };
    if (!isToolEnabled(this.rt.agent, c.tool)) return { ...out2, inert: "tool-disabled" };
    out2.targets = targetDirs(src, W, c.tool, c.input);
    if (c.ok === false) return { ...out2, inert: "failed-call" };
    const sid = c.session ?? "s1";
    if (sid === "") return { ...out2, inert: "no-session" };
    let st = this.sessions.get(sid);
    if (st === void 0) {
      st = { injected: /* @__PURE__ */ new Set(), bytes: 0, exhausted: false };
      this.sessions.set(sid, st);
    }
    const owners = [];
    for (const t of out2.targets) for (const f of this.ownersOf(t)) if (!owners.includes(f)) owners.push(f);
    out2.patchRace = this.patchRace(c);
    if (st.exhausted) return { ...out2, inert: "session-exhausted" };
    const blocks = [];
    for (const [i, f] of owners.entries()) {
      if (st.injected.has(f.abs)) continue;
      out2.owners.push(f.abs);
      const r = this.readOwner(f.abs);
      if ("why" in r) {
        out2.skipped.push({ file: f.abs, why: r.why });
        continue;
      }
      const body = sanitiseBody(r.body);
      if (st.bytes + body.length > this.maxSessionBytes) {
        st.exhausted = true;
        out2.skipped.push({ file: f.abs, why: "session byte budget exhausted" });
        out2.lostToBudget = owners.slice(i).filter((o) => !st.injected.has(o.abs)).map((o) => o.abs);
        break;
      }
      st.injected.add(f.abs);
      st.bytes += body.length;
      out2.injected.push(f.abs);
      blocks.push(injectionBlock(f.abs, body));
    }
    out2.appended = Buffer.concat(blocks);
    return out2;
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
function readOwnerBody(model, abs, maxFileBytes, meta = model.source) {
  const src = model.source;
  const r = rel(model.W, abs);
  if (r === null || r.startsWith("/") || r === ".." || r.startsWith("../")) return { why: "path escapes the working directory" };
  const st = meta.lstat(abs);
  if (st === null) return { why: "file unreadable" };
  if (st.kind !== "file") return { why: "not a regular file" };
  const realW = meta.realpath(model.W);
  const real = meta.realpath(abs);
  if (realW === null || real === null || !strictlyInside(realW, real)) return { why: "beneath-only open failed" };
  if (st.size > maxFileBytes) return { why: "file exceeds maxFileBytes" };
  const data = meta.keptWholeFile?.(abs) ?? src.readFile(abs, maxFileBytes + 1);
  if (!data.ok) return { why: data.code === "ENOTREG" ? "not a regular file" : "file unreadable" };
  if (data.data.length > maxFileBytes) return { why: "file exceeds maxFileBytes" };
  return { body: data.data };
}

// src/runtimes/fork/sim/budget.ts
function sessionBudget(model, files, meta) {
  const eff = effectiveDiscovery(model.config, model.W);
  const entries = [];
  let used = 0;
  let total = 0;
  let exhaustedAt = -1;
  for (const f of files) {
    const r = readOwnerBody(model, f.abs, eff.maxFileBytes, meta);
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

// src/runtimes/fork/sim/code-blocks.ts
var FENCES = ["```", "~~~"];
function mayBeInCodeBlock(text, line) {
  if (line < 1) return false;
  let start = 0;
  for (let n3 = 1; n3 < line; n3++) {
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
  const out2 = [];
  const visit2 = (n3) => {
    if (n3.type === "code" && n3.position) out2.push([n3.position.start.line, n3.position.end.line]);
    for (const c of n3.children ?? []) visit2(c);
  };
  visit2(remark().parse(text));
  return out2;
}

// src/runtimes/fork/sim/facts.ts
var GIT_PROBE_ENTRIES = 2048;
var SimulationFacts = class {
  /** `cache`: the run's read cache over `model.source` (the session budget re-checks through it). */
  constructor(model, discovery, cache = new ReadCache(model.source)) {
    this.model = model;
    this.discovery = discovery;
    this.cache = cache;
  }
  model;
  discovery;
  cache;
  paths = /* @__PURE__ */ new Map();
  unreachable = /* @__PURE__ */ new Map();
  /** Pruned directories already asked about: whether Git ignores them (and they hold no tracked file). */
  gitAnswered = /* @__PURE__ */ new Map();
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
   * in walk order (`scanPruned`); directories named in `ignore` are not entered. With
   * `skipGitIgnored`, the result is that of `scanPruned` told to skip every pruned directory
   * that Git ignores and that holds no tracked file, when the source can tell
   * (`FileSource.gitIgnoredDirs`: the working tree inside a Git work tree; every other source,
   * and any failure of git, skips nothing). Git is asked at most once, and only when its answer
   * can change the result: the pruned directories are first scanned up to `GIT_PROBE_ENTRIES`
   * entries; when that reads them all, only those holding a context file are asked about (none:
   * no git at all); otherwise all are, and the scan goes on from the first directory not read
   * whole, reusing the scans of the Git-kept directories before it.
   */
  unreachableFiles(ignore = [".git"], skipGitIgnored = false) {
    const key = JSON.stringify([ignore, skipGitIgnored]);
    let u = this.unreachable.get(key);
    if (!u) {
      const src = this.model.source;
      u = skipGitIgnored && src.gitIgnoredDirs !== void 0 ? this.scanKeepingGitIgnoredOut(ignore) : scanPruned(this.model, this.discovery, { ignore });
      this.unreachable.set(key, u);
    }
    return u;
  }
  /** `unreachableFiles` with `skipGitIgnored`, for a source that has `gitIgnoredDirs`. */
  scanKeepingGitIgnoredOut(ignore) {
    const dirs = prunedToScan(this.discovery, ignore);
    if (dirs.length === 0) return [];
    const scan = prunedDirScanner(this.model, this.discovery, ignore);
    const probe2 = [];
    let left = GIT_PROBE_ENTRIES;
    for (const p of dirs) {
      const s = left > 0 ? scan(p, left) : { files: [], entries: 0, complete: false };
      probe2.push(s);
      left -= s.entries;
      if (!s.complete) break;
    }
    const whole = probe2.length === dirs.length && probe2[probe2.length - 1].complete;
    if (whole) {
      const withFiles = dirs.filter((_, i) => probe2[i].files.length > 0);
      if (withFiles.length === 0) return [];
      const ignored2 = this.gitIgnoredPruned(withFiles.map((p) => p.abs));
      return dirs.flatMap((p, i) => ignored2.has(p.abs) ? [] : probe2[i].files);
    }
    const ignored = this.gitIgnoredPruned(dirs.map((p) => p.abs));
    const out2 = [];
    let budget = PRUNED_SCAN_BUDGET;
    for (let i = 0; i < dirs.length; i++) {
      const p = dirs[i];
      if (budget <= 0) break;
      if (ignored.has(p.abs)) continue;
      const done = probe2[i];
      const s = done !== void 0 && done.complete ? done : scan(p, budget);
      for (const f of s.files) out2.push(f);
      budget -= s.entries;
      if (!s.complete) break;
    }
    return out2;
  }
  /** Of the pruned directories `dirs` (absolute), those Git ignores and that hold no tracked file; each asked of the source once. */
  gitIgnoredPruned(dirs) {
    const src = this.model.source;
    if (src.gitIgnoredDirs === void 0) return /* @__PURE__ */ new Set();
    const ask = dirs.filter((a) => !this.gitAnswered.has(a));
    if (ask.length > 0) {
      const ignored = src.gitIgnoredDirs(this.model.W, ask);
      for (const a of ask) this.gitAnswered.set(a, ignored.has(a));
    }
    return new Set(dirs.filter((a) => this.gitAnswered.get(a) === true));
  }
  /** The session budget of the discovered files in walk order (docs/runtimes/fork.md §6.8 step 3). */
  sessionBudget() {
    return this.budget ??= sessionBudget(this.model, this.discovery.files, this.cache);
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
      const r = this.cache.head(f.abs);
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
      return budget ??= sessionBudget(model, listed().files, cache);
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
  const cache = new ReadCache(model.source);
  const discovery = discover(model, cache);
  const canon = new Canonicaliser(cache, model.W);
  return { targets: allTargets(model).map((rt) => simulateTarget(model, rt, discovery, cache, canon)), discovery, facts: new SimulationFacts(model, discovery, cache) };
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
  const styles3 = commentStyles(file);
  if (styles3.length === 0 || !text.includes("ctxlens-disable")) return [];
  const lines2 = text.split(/\r\n|\r|\n/);
  let fmEnd = 0;
  if (/\.(md|markdown)$/i.test(file) && /^\uFEFF?---\s*$/.test(lines2[0] ?? "")) {
    const close = lines2.findIndex((l, i) => i > 0 && /^---\s*$/.test(l));
    fmEnd = close > 0 ? close : 0;
  }
  const out2 = [];
  lines2.forEach((l, i) => {
    if (!l.includes("ctxlens-disable")) return;
    for (const style of styles3) {
      if (style === "hash" && /\.(md|markdown)$/i.test(file) && !(i > 0 && i < fmEnd)) continue;
      for (const m3 of l.matchAll(RE[style])) {
        const start = (m3.index ?? 0) + (m3[0].length - m3[0].trimStart().length);
        const kind = m3[1] === "-next-line" ? "next-line" : m3[1] === "-line" ? "line" : "file";
        const list2 = (m3[2] ?? "").split(/\s+--\s+/)[0];
        out2.push({ file, line: i + 1, column: start + 1, endColumn: (m3.index ?? 0) + m3[0].length + 1, kind, rules: list2.split(/[\s,]+/).filter(Boolean), text: m3[0].trim() });
      }
    }
  });
  return out2;
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
  let out2 = text;
  if (W !== "/" && W !== "") out2 = replacePrefix(out2, W, ".", "");
  if (repositoryUp(W, root) !== null) {
    for (let a = posix.dirname(W); a.length >= root.length; a = posix.dirname(a)) {
      const up = posix.relative(W, a);
      out2 = replacePrefix(out2, a, up, up + "/");
      if (a === root) break;
    }
  }
  if (home !== null && home !== "/" && home !== "" && home !== W) out2 = replacePrefix(out2, home, "~", "~/");
  return out2;
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
  const out2 = {};
  for (const [k, v] of Object.entries(data)) {
    const nv = typeof v === "string" && !AS_WRITTEN.has(k) ? displayPaths(v, W, home, root) : v;
    if (nv !== v) changed = true;
    out2[k] = nv;
  }
  return changed ? out2 : data;
}

// src/engine/fingerprint.ts
import { createHash as createHash3 } from "node:crypto";
var MAX_SPAN_CHARS = 200;
function findingContent(f, fileText, split = splitLines) {
  if (!f.span || f.span.start.line === 0 || fileText === null || fileText === void 0) return "";
  const lines2 = split(fileText);
  const { start, end } = f.span;
  const first = lines2[start.line - 1] ?? "";
  let text;
  if (end.line === start.line) text = first.slice(start.column - 1, Math.max(start.column - 1, end.column - 1));
  else {
    const parts = [first.slice(start.column - 1), ...lines2.slice(start.line, end.line - 1), (lines2[end.line - 1] ?? "").slice(0, Math.max(0, end.column - 1))];
    text = parts.join("\n");
  }
  if (text.length > MAX_SPAN_CHARS || text.trim() === "") text = first;
  return text.replace(/\s+/g, " ").trim();
}
function fingerprintOf(f, text, split) {
  return createHash3("sha256").update([f.ruleId, f.messageId, f.span?.file ?? "", findingContent(f, text, split)].join("\0")).digest("hex").slice(0, 20);
}
function splitLines(text) {
  return text.split(/\r\n|\r|\n/);
}
function withFingerprints(findings, text) {
  const split = /* @__PURE__ */ new Map();
  const linesOf = (t) => {
    let lines2 = split.get(t);
    if (lines2 === void 0) split.set(t, lines2 = splitLines(t));
    return lines2;
  };
  return findings.map((f) => ({ ...f, fingerprint: fingerprintOf(f, f.span ? text(f.span.file) : null, linesOf) }));
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
  const value = parse2(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) return null;
  const sc = createScanner2(text, false);
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
  let out2 = "";
  let at3 = 0;
  for (const [s, e] of drop.sort((a, b) => a[0] - b[0])) {
    if (s < at3) continue;
    out2 += text.slice(at3, s);
    at3 = e;
  }
  out2 += text.slice(at3);
  try {
    return JSON.stringify(JSON.parse(out2)) === JSON.stringify(value) ? out2 : null;
  } catch {
    return null;
  }
}
function endOf(text) {
  const lines2 = text.split(/\r\n|\r|\n/);
  return { line: lines2.length, column: lines2[lines2.length - 1].length + 1 };
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

// src/engine/model-facts.ts
import { posix as posix2 } from "node:path";
var MAX_READ = 32 * 1024;
function heldFiles(simulation) {
  const out2 = /* @__PURE__ */ new Map();
  const targets = simulation?.targets;
  if (!Array.isArray(targets)) return out2;
  let last = null;
  for (let i = 0; i < targets.length; i++) {
    const files = targets[i].resolution?.files ?? [];
    if (files === last) continue;
    last = files;
    for (let j = 0; j < files.length; j++) {
      const f = files[j];
      if (typeof f.rel === "string" && typeof f.bytes === "number" && "content" in f && !out2.has(f.rel)) out2.set(f.rel, f);
    }
  }
  return out2;
}
function modelFacts(model, simulation = () => null) {
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
  let held = null;
  const fromSimulation = (file) => {
    const sim = simulation();
    if (sim === null || sim === void 0) return void 0;
    if (held === null || held.of !== sim) held = { of: sim, files: heldFiles(sim) };
    const f = held.files.get(file);
    if (f === void 0 || f.bytes > MAX_READ) return void 0;
    const content = f.content;
    return content.length === f.bytes ? content.toString("utf8") : void 0;
  };
  const text = (file) => {
    const d = docs.get(file);
    if (d !== void 0) return d;
    if (read.has(file)) return read.get(file);
    let t = null;
    const inW = W !== "" && !file.startsWith("/") && !file.startsWith("../") && file !== "";
    const kept = inW ? fromSimulation(file) : void 0;
    if (kept !== void 0) t = kept;
    else if (m3.source && inW) {
      const r = m3.source.readFile(posix2.join(W, file), MAX_READ);
      t = r.ok && r.size <= MAX_READ ? r.data.toString("utf8") : null;
    }
    read.set(file, t);
    return t;
  };
  const contextFiles = (simulation2) => {
    const targets = simulation2?.targets;
    if (!Array.isArray(targets)) return [];
    const out2 = /* @__PURE__ */ new Set();
    let last = null;
    for (let i = 0; i < targets.length; i++) {
      const files = targets[i].resolution?.files ?? [];
      if (files === last) continue;
      last = files;
      for (let j = 0; j < files.length; j++) if (typeof files[j].rel === "string") out2.add(files[j].rel);
    }
    return [...out2];
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
  const facts = modelFacts(model, () => simulation);
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
  const span2 = f.span && displayFile(f.span.file, W, root) !== f.span.file ? { ...f.span, file: displayFile(f.span.file, W, root) } : f.span;
  const related = f.related?.some((r) => displayFile(r.span.file, W, root) !== r.span.file) ? f.related.map((r) => ({ ...r, span: { ...r.span, file: displayFile(r.span.file, W, root) } })) : f.related;
  return span2 === f.span && related === f.related ? f : { ...f, span: span2, ...related ? { related } : {} };
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
  const lines2 = doc.lines;
  const spanAt = (path25) => {
    let node = root;
    for (const seg of path25) {
      if (typeof seg === "number") node = node?.type === "array" ? node.children?.[seg] : void 0;
      else node = childCI(node, seg);
      if (!node) return void 0;
    }
    return node ? lines2.span(doc.file, "/" + path25.join("/"), node.offset, node.offset + node.length) : void 0;
  };
  const out2 = {};
  const set = (k, v) => {
    if (v !== void 0) out2[k] = v;
  };
  set("maxFiles", spanAt(["contextDiscovery", "maxFiles"]));
  set("maxDepth", spanAt(["contextDiscovery", "maxDepth"]));
  set("maxSessionBytes", spanAt(["contextDiscovery", "maxSessionBytes"]));
  set("skipDirs", spanAt(["contextDiscovery", "skipDirs"]));
  set("dataDirectory", spanAt(["data", "directory"]));
  const sd = childCI(childCI(root, "contextDiscovery"), "skipDirs");
  if (sd?.type === "array") set("skipDirItems", (sd.children ?? []).map((_, i) => spanAt(["contextDiscovery", "skipDirs", i])));
  return out2;
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
    const n3 = stack.pop();
    if (n3.type === "number" && !Number.isFinite(n3.value)) return n3;
    const kids = n3.children ?? [];
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
function build(st, n3, ptr, path25, inArray) {
  const span2 = jsonSpan(st.doc, n3, ptr);
  const base2 = { entries: [], items: [], span: span2, raw: null, env: null };
  switch (n3.type) {
    case "string":
      return { ...base2, kind: "string", value: String(n3.value), raw: st.doc.text.slice(n3.offset, n3.offset + n3.length) };
    case "number":
      return { ...base2, kind: "number", value: Number(n3.value) };
    case "boolean":
      return { ...base2, kind: "boolean", value: Boolean(n3.value) };
    case "null":
      return { ...base2, kind: "null", value: null };
    case "array":
      return {
        ...base2,
        kind: "array",
        value: null,
        items: (n3.children ?? []).map((c, i) => build(st, c, pointer(ptr, i), [...path25, "[]"], true))
      };
    default:
      return { ...base2, kind: "object", value: null, entries: buildEntries(st, n3, ptr, path25, inArray) };
  }
}
function props2(n3) {
  const out2 = [];
  for (const p of n3.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v) continue;
    out2.push({ keyNode: k, key: String(k.value), valueNode: v });
  }
  return out2;
}
function isPatternMap(path25) {
  const p = path25;
  return p.length === 4 && p[0] === "agents" && p[2] === "permission" || p.length === 3 && p[0] === "permission" && p[1] === "rules";
}
function buildEntries(st, n3, ptr, path25, inArray) {
  const all = props2(n3);
  const lastOfSpelling = /* @__PURE__ */ new Map();
  all.forEach((p, i) => lastOfSpelling.set(p.key, i));
  const winnerOfLower = /* @__PURE__ */ new Map();
  all.forEach((p, i) => winnerOfLower.set(goLower(p.key), i));
  const keySpan = (i) => jsonSpan(st.doc, all[i].keyNode, pointer(ptr, all[i].key));
  const out2 = [];
  const splitAllowed = !inArray && !isPatternMap(path25);
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
    const value = build(st, p.valueNode, vptr, [...path25, ...segs], inArray);
    if (segs.length > 1 && !(path25.length === 1 && path25[0] === "agents")) {
      st.issues.push({
        rule: "config-key-spelling",
        messageId: "dottedKey",
        data: { key: p.key, nested: segs.join(" \u2192 ") },
        span: written.span
      });
    }
    insertPath(out2, segs, written, value);
  });
  return out2;
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
function entry(n3, key) {
  if (!n3 || n3.kind !== "object") return void 0;
  return n3.entries.find((e) => e.key === key);
}
function at2(n3, ...keys) {
  let cur = n3;
  for (const k of keys) cur = entry(cur, k)?.value;
  return cur ?? null;
}
function settled(n3) {
  return pruneObjects(n3, true);
}
function pruneObjects(n3, dropNulls) {
  if (dropNulls && n3.kind === "null") return null;
  if (n3.kind !== "object") return n3;
  const entries = [];
  for (const e of n3.entries) {
    const v = pruneObjects(e.value, dropNulls);
    if (v) entries.push({ ...e, value: v });
  }
  return entries.length === 0 ? null : { ...n3, entries };
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
function dropEmptyObjects(n3) {
  return pruneObjects(n3, false);
}

// src/runtimes/fork/load/config-schema.ts
import { readFileSync as readFileSync4 } from "node:fs";
import { join as join4 } from "node:path";

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
function jsonTypeName(n3) {
  if (n3.kind === "number") return Number.isInteger(n3.value) ? "integer" : "number";
  return n3.kind;
}
function toGoString(n3) {
  if (n3.kind === "string") return { ok: true, value: n3.value, weak: false };
  if (n3.kind === "number") return { ok: true, value: goFormatFloat(n3.value), weak: true };
  if (n3.kind === "boolean") return { ok: true, value: n3.value ? "1" : "0", weak: true };
  if (n3.kind === "null") return { ok: true, value: "", weak: false };
  return { ok: false };
}
function toGoInt(n3) {
  if (n3.kind === "number") {
    const v = n3.value;
    if (Math.abs(v) >= 2 ** 63) return { ok: true, value: -(2 ** 63), weak: true };
    return { ok: true, value: Math.trunc(v), weak: !Number.isInteger(v) };
  }
  return weakNumber(n3, goParseInt);
}
function weakNumber(n3, parse3) {
  if (n3.kind === "string") {
    const v = parse3(n3.value);
    return v === null ? { ok: false } : { ok: true, value: v, weak: true };
  }
  if (n3.kind === "boolean") return { ok: true, value: n3.value ? 1 : 0, weak: true };
  if (n3.kind === "null") return { ok: true, value: 0, weak: false };
  return { ok: false };
}
function toGoFloat(n3) {
  if (n3.kind === "number") return { ok: true, value: n3.value, weak: false };
  return weakNumber(n3, goParseFloat);
}
function toGoBool(n3) {
  if (n3.kind === "boolean") return { ok: true, value: n3.value, weak: false };
  if (n3.kind === "number") return { ok: true, value: n3.value !== 0, weak: true };
  if (n3.kind === "string") {
    const v = goParseBool(n3.value);
    return v === null ? { ok: false } : { ok: true, value: v, weak: true };
  }
  if (n3.kind === "null") return { ok: true, value: false, weak: false };
  return { ok: false };
}
function sliceItems(n3) {
  if (n3.kind === "array") return { items: n3.items, how: "array" };
  if (n3.kind === "object" && n3.entries.length === 0) return { items: [], how: "emptyObject" };
  if (n3.kind === "string") return { items: splitString(n3), how: "split" };
  return { items: [n3], how: "wrapped" };
}
function splitString(n3) {
  const s = n3.value;
  if (s === "") return [];
  const pieces = s.split(",");
  const exact2 = n3.raw !== null && n3.raw === JSON.stringify(s) && n3.span.start.line === n3.span.end.line && !n3.env;
  let off = 1;
  return pieces.map((p) => {
    const start = off;
    off += p.length + 1;
    if (!exact2) return { ...n3, value: p, raw: null };
    return {
      ...n3,
      value: p,
      raw: null,
      span: {
        ...n3.span,
        start: { line: n3.span.start.line, column: n3.span.start.column + start },
        end: { line: n3.span.start.line, column: n3.span.start.column + start + p.length }
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
  return JSON.parse(readFileSync4(join4(packageRoot(), "schemas", "opencode-config.schema.json"), "utf8"));
}
function resolve2(root, s) {
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
  const r = resolve2(root, s);
  if (!r) return { name: key, schema: void 0, known: false };
  if (r.properties) {
    const name = Object.keys(r.properties).find((k) => k.toLowerCase() === key.toLowerCase());
    if (name !== void 0) return { name, schema: resolve2(root, r.properties[name]), known: true };
    return { name: key, schema: void 0, known: false };
  }
  if (r.additionalProperties && typeof r.additionalProperties === "object") return { name: key, schema: resolve2(root, r.additionalProperties), known: true };
  return { name: key, schema: void 0, known: true };
}
function normalise(root, tree, issues) {
  const spans = /* @__PURE__ */ new Map();
  const dotted = /* @__PURE__ */ new Set();
  const walk = (n3, s, ptr, label) => {
    if (n3.kind === "array") return n3.items.map((it, i) => walk(it, resolve2(root, resolve2(root, s)?.items), pointer(ptr, i), `${label}[${i}]`));
    if (n3.kind !== "object") return n3.value;
    const r = resolve2(root, s);
    const out2 = {};
    for (const e of n3.entries) {
      const c = child(root, r, e.key);
      const isStruct = !!r?.properties;
      const name = isStruct ? c.name : e.key;
      const outKey = isStruct && !c.known && !e.written.value.includes(".") ? e.written.value : name;
      const p = pointer(ptr, outKey);
      const path25 = label ? `${label}.${name}` : name;
      spans.set(p, { key: e.written.span, value: e.value.span });
      if (e.written.value.includes(".")) dotted.add(p);
      if (isStruct && c.known && e.written.value !== name && !e.written.value.includes(".") && e.written.value.toLowerCase() === name.toLowerCase()) {
        issues.push({ rule: "config-key-spelling", messageId: "spelling", data: { key: e.written.value, canonical: name, path: path25 }, span: e.written.span });
      }
      out2[outKey] = walk(e.value, c.schema, p, path25);
    }
    return out2;
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
    const where3 = segs.length === 1 ? "at the top level" : `in "${segs.slice(0, -1).join(".")}"`;
    const mainstream = segs.length === 1 ? MAINSTREAM_KEYS[key] : void 0;
    const suggestion = mainstream ? `; it is a mainstream OpenCode (opencode.json) key: ${mainstream}.` : v.suggestion ? `; did you mean "${v.suggestion}"?` : ".";
    issues.push({
      rule: "config-schema",
      messageId: "unknownKey",
      data: { key, where: where3, suggestion },
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
  const fail = (n3, path25, expected) => {
    failures.push({ path: path25, message: `'${path25}' expected ${expected}, got unconvertible ${jsonTypeName(n3)}${n3.kind === "object" || n3.kind === "array" ? "" : ` ${show2(n3.value)}`}`, span: n3.span, env: n3.env });
  };
  let quiet = 0;
  const weak = (n3, path25, expected, result) => {
    if (n3.env || quiet > 0) return;
    issues.push({ rule: "config-weak-typing", messageId: "coerced", data: { path: path25, found: `the ${jsonTypeName(n3)} ${show2(n3.value)}`, expected, result: show2(result) }, span: n3.span });
  };
  const scalar2 = (n3, path25, expected, c) => {
    if (!c.ok) fail(n3, path25, expected);
    else if (c.weak) weak(n3, path25, expected, c.value);
  };
  const walk = (n3, s, path25) => {
    const r = resolve2(root, s);
    switch (goKind(r)) {
      case "any":
        return;
      case "string":
        return scalar2(n3, path25, "a string", toGoString(n3));
      case "integer":
        return scalar2(n3, path25, "an integer", toGoInt(n3));
      case "number":
        return scalar2(n3, path25, "a number", toGoFloat(n3));
      case "boolean":
        return scalar2(n3, path25, "a boolean", toGoBool(n3));
      case "array": {
        const itemKind = goKind(resolve2(root, r?.items));
        if (n3.kind === "object" && n3.entries.length > 0 && itemKind !== "struct" && itemKind !== "map" && itemKind !== "any") return fail(n3, path25, "a list");
        const { items, how } = sliceItems(n3);
        if (how === "split" && !n3.env) {
          issues.push({ rule: "config-weak-typing", messageId: "splitList", data: { path: path25, value: show2(n3.value), result: show2(items.map((i) => i.value)) }, span: n3.span });
        } else if (how === "wrapped" && !n3.env) {
          const found = n3.kind === "object" ? "object" : `${jsonTypeName(n3)} ${show2(n3.value)}`;
          issues.push({ rule: "config-weak-typing", messageId: "wrapped", data: { path: path25, found }, span: n3.span });
        }
        if (how === "wrapped") quiet++;
        items.forEach((it, i) => walk(it, resolve2(root, r?.items), `${path25}[${i}]`));
        if (how === "wrapped") quiet--;
        return;
      }
      case "struct":
        if (n3.kind !== "object") return fail(n3, path25, "an object");
        for (const e of n3.entries) {
          const c = child(root, r, e.key);
          if (c.known) walk(e.value, c.schema, `${path25 ? path25 + "." : ""}${c.name}`);
        }
        return;
      case "map":
        if (n3.kind === "array") {
          if (n3.items.length === 0) return;
          if (n3.items.every((i) => i.kind === "object")) {
            if (!n3.env) issues.push({ rule: "config-weak-typing", messageId: "mergedMaps", data: { path: path25 }, span: n3.span });
            for (const it of n3.items) for (const e of it.entries) walk(e.value, child(root, r, e.key).schema, `${path25}.${e.key}`);
            return;
          }
        }
        if (n3.kind !== "object") return fail(n3, path25, "an object");
        for (const e of n3.entries) walk(e.value, child(root, r, e.key).schema, `${path25}.${e.key}`);
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
  const checkedDeep = openersAtMost(text, MAX_CHECKED_DEPTH) ? -1 : deepNestingOffset(text, MAX_CHECKED_DEPTH);
  const goDeep = checkedDeep >= 0 ? deepNestingOffset(text, GO_MAX_JSON_DEPTH) : -1;
  const tooDeep = goDeep >= 0 ? goDeep : checkedDeep;
  if (tooDeep >= 0) {
    const lines2 = new LineIndex(text);
    ctx.documents.set(file, { file, abs, kind: "config", text, lines: lines2 });
    const span2 = lines2.span(file, "", tooDeep, tooDeep + 1);
    if (goDeep >= 0) {
      const doc2 = { file, text, lines: lines2, root: void 0, errors: [{ code: "ExceededMaxDepth", message: "exceeded max depth", span: span2 }] };
      return { abs, file, doc: doc2, tree: null };
    }
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail: `it nests values more than ${MAX_CHECKED_DEPTH} levels deep; ctxlens does not check it and applies none of its settings` }, span: span2 });
    return "unchecked";
  }
  const doc = parseJson(text, file);
  ctx.documents.set(file, { file, abs, kind: "config", text, lines: doc.lines });
  const problem = describeJsonProblem(doc);
  if (problem) return { abs, file, doc, tree: null };
  const tree = doc.root && doc.root.type === "object" ? toCNode(doc, doc.root, ctx.issues) : emptyObject(file);
  return { abs, file, doc, tree };
}
function openersAtMost(text, limit) {
  let n3 = 0;
  for (const ch of ["[", "{"]) {
    for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) if (++n3 > limit) return false;
  }
  return true;
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
  const out2 = [];
  const root = f.doc.root;
  if (!root || root.type !== "object") return out2;
  for (const p of root.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v || goLower(String(k.value)) !== "agents" || v.type !== "object") continue;
    for (const ap of v.children ?? []) {
      const ak = ap.children?.[0];
      if (ak) out2.push({ value: String(ak.value), span: f.doc.lines.span(f.file, `/${String(k.value)}/${String(ak.value)}`, ak.offset, ak.offset + ak.length) });
    }
  }
  return out2;
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
  const out2 = [];
  let s = schema;
  for (const seg of segs) {
    const r = s?.$ref ? schema.$defs?.[s.$ref.slice("#/$defs/".length)] : s;
    const name = r?.properties ? Object.keys(r.properties).find((k) => k.toLowerCase() === seg) : void 0;
    out2.push(name ?? seg);
    s = name ? r?.properties?.[name] : r?.additionalProperties && typeof r.additionalProperties === "object" ? r.additionalProperties : void 0;
  }
  return out2.join(".");
}
function leafKeys(n3, prefix, out2) {
  if (n3.kind !== "object") {
    if (prefix.length) out2.push(prefix);
    return;
  }
  for (const e of n3.entries) leafKeys(e.value, [...prefix, e.key], out2);
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
function cloneObject(n3) {
  return { ...n3, entries: n3.entries.map((e) => ({ ...e, value: e.value.kind === "object" ? cloneObject(e.value) : e.value })) };
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
var import_yaml6 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/yaml-v3.ts
var import_yaml5 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/yaml-v3-resolve.ts
var import_yaml3 = __toESM(require_dist(), 1);
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
  const [, y, mo, d, sep3, h, mi, se, zone] = m3;
  const month = Number(mo);
  if (month < 1 || month > 12 || Number(d) < 1 || Number(d) > daysIn(month, Number(y))) return false;
  if (sep3 === void 0) return true;
  if (Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return false;
  if (sep3 === " ") return zone === void 0;
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
function scalarText(n3) {
  const src = n3.source;
  if (typeof src === "string") return src;
  return n3.value === null || n3.value === void 0 ? "" : String(n3.value);
}
function goBase64(s) {
  const t = s.replace(/[\r\n]/g, "");
  if (t.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(t)) return null;
  return Buffer.from(t, "base64").toString("utf8");
}
function resolveScalar(n3) {
  const text = scalarText(n3);
  const explicit = n3.tag && n3.tag !== "!" ? shortTag(n3.tag) : "";
  const plain = n3.type === "PLAIN" || n3.type === void 0;
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
function nodeTag(n3) {
  const explicit = n3.tag && n3.tag !== "!" ? shortTag(n3.tag) : "";
  if (explicit !== "") return explicit;
  if ((0, import_yaml3.isMap)(n3)) return "!!map";
  if ((0, import_yaml3.isSeq)(n3)) return "!!seq";
  if ((0, import_yaml3.isScalar)(n3)) return resolveScalar(n3).tag;
  return "";
}
function isNullNode(n3) {
  return !n3 || (0, import_yaml3.isScalar)(n3) && resolveScalar(n3).tag === "!!null";
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
var import_yaml4 = __toESM(require_dist(), 1);
var anchorsOf = /* @__PURE__ */ new WeakMap();
function aliasTargets(y) {
  let out2 = anchorsOf.get(y);
  if (out2) return out2;
  const targets = /* @__PURE__ */ new Map();
  if (!y.text.includes("*")) {
    anchorsOf.set(y, targets);
    return targets;
  }
  const named = /* @__PURE__ */ new Map();
  const walk = (n3, depth) => {
    if (!n3 || depth > 1e4) return;
    if ((0, import_yaml4.isAlias)(n3)) {
      targets.set(n3, named.get(n3.source) ?? null);
      return;
    }
    if ((0, import_yaml4.isPair)(n3)) {
      walk(n3.key, depth + 1);
      walk(n3.value, depth + 1);
      return;
    }
    const anchor = n3.anchor;
    if (anchor) named.set(anchor, n3);
    if ((0, import_yaml4.isMap)(n3) || (0, import_yaml4.isSeq)(n3)) for (const it of n3.items) walk(it, depth + 1);
  };
  walk(y.doc.contents, 0);
  out2 = targets;
  anchorsOf.set(y, out2);
  return out2;
}
function yamlV3ParseError(y, lineBase = 1) {
  const e = y.errors.find((x) => x.code !== "DUPLICATE_KEY" && x.code !== "MULTIPLE_DOCS" && x.code !== "TOO_DEEP_TO_CHECK");
  let unknown = null;
  for (const [alias, target] of aliasTargets(y)) {
    if (target !== null) continue;
    const offset = alias.range?.[0] ?? 0;
    if (!unknown || offset < unknown.offset) unknown = { alias, offset };
  }
  if (unknown) {
    const span2 = yamlSpan(y, unknown.alias, "");
    const before2 = !e || span2.start.line < e.span.start.line || span2.start.line === e.span.start.line && span2.start.column < e.span.start.column;
    if (before2) return { message: `yaml: unknown anchor '${unknown.alias.source}' referenced`, span: span2 };
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
  return k.includes("~") || k.includes("/") ? k.replace(/~/g, "~0").replace(/\//g, "~1") : k;
}
function isMergeKey(k) {
  return (0, import_yaml5.isScalar)(k) && scalarText(k) === "<<" && nodeTag(k) === "!!merge";
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
  line(n3) {
    const r = n3?.range;
    const fileLine = r ? this.y.lines.pos(this.y.offset + r[0]).line : this.lineBase;
    return fileLine - this.lineBase + 1;
  }
  /** Span of a node in the file (the document when `n` is missing). */
  span(n3, pointer2 = "") {
    return yamlSpan(this.y, n3 ?? null, pointer2);
  }
  /** The node an alias refers to, without counting (for positions); other nodes as they are. */
  peek(n3) {
    if ((0, import_yaml5.isAlias)(n3)) return aliasTargets(this.y).get(n3) ?? null;
    return n3 ?? null;
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
  terror(n3, goType, pointer2, at3 = null) {
    const tag = nodeTag(n3);
    const value = tag === "!!seq" || tag === "!!map" ? "" : " " + shownValue((0, import_yaml5.isScalar)(n3) ? scalarText(n3) : "");
    this.errors.push({ text: `line ${this.line(n3)}: cannot unmarshal ${tag}${value} into ${goType}`, pointer: pointer2, node: at3 ?? n3, span: this.span(at3 ?? n3, pointer2) });
  }
  /**
   * yaml.v3's duplicate-key check of one mapping (same node kind and text; an alias key's text is
   * its anchor name, a collection key's is empty). Records one error per later duplicate of each
   * key; returns false when there was any.
   */
  checkDuplicates(m3, pointer2) {
    if (!hasDuplicateKey(m3.items)) return true;
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
    if ((0, import_yaml5.isAlias)(nIn)) return this.through(nIn, (target) => this.decode(target, t, pointer2, via ?? nIn));
    const n3 = nIn ?? null;
    if (n3 === null) return this.zero(n3, t);
    const r = (0, import_yaml5.isScalar)(n3) ? resolveScalar(n3) : null;
    if (r !== null && r.tag === "!!null") return this.zero(n3, t);
    if (t.k === "custom") return { ok: true, value: t.decode(this, n3, pointer2) };
    if (r !== null) {
      if (r.fatal) throw new V3Fatal("yaml: " + r.fatal, n3, pointer2);
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
      return this.fail(n3, t, pointer2, via);
    }
    if ((0, import_yaml5.isMap)(n3)) {
      if (!this.checkDuplicates(n3, pointer2)) return { ok: false, value: void 0 };
      if (t.k === "struct") return { ok: true, value: this.struct(n3, t, pointer2, null, null) };
      if (t.k === "map") return { ok: true, value: this.map(n3, t.elem, pointer2, null, null) };
      if (t.k === "any") return { ok: true, value: this.map(n3, t, pointer2, null, null) };
      return this.fail(n3, t, pointer2, via);
    }
    if ((0, import_yaml5.isSeq)(n3)) {
      if (t.k === "slice") return { ok: true, value: this.slice(n3, t.elem, pointer2) };
      if (t.k === "any") return { ok: true, value: n3.items.map((it, i) => this.decode(it, t, `${pointer2}/${i}`).value) };
      return this.fail(n3, t, pointer2, via);
    }
    return this.zero(null, t);
  }
  /** The value a YAML null leaves (`d.null`): nil pointers, maps, slices and interfaces are good; others keep the zero value, "not good". */
  zero(n3, t) {
    switch (t.k) {
      case "string":
        return { ok: false, value: "" };
      case "int":
      case "float":
        return { ok: false, value: 0 };
      case "bool":
        return { ok: false, value: false };
      case "struct":
        return t.ptr ? { ok: true, value: void 0 } : { ok: false, value: this.emptyStruct(n3) };
      case "custom":
        return { ok: false, value: void 0 };
      case "any":
        return { ok: true, value: null };
      default:
        return { ok: true, value: void 0 };
    }
  }
  /** A struct with no keys (the zero value), anchored at `n` or the document. */
  emptyStruct(n3) {
    return { node: n3 ?? this.y.doc.contents, doc: this.y, keys: /* @__PURE__ */ new Map(), f: /* @__PURE__ */ Object.create(null) };
  }
  fail(n3, t, pointer2, via) {
    this.terror(n3, typeName2(t), pointer2, via);
    return { ok: false, value: void 0 };
  }
  slice(n3, elem, pointer2) {
    const out2 = [];
    n3.items.forEach((it, i) => {
      const p = `${pointer2}/${i}`;
      const r = this.decode(it, elem, p);
      if (r.ok) out2.push({ value: r.value, node: this.peek(it) ?? n3, pointer: p });
    });
    return out2;
  }
  /** `mappingStruct`: explicit keys in order (unknown ones recorded, not decoded), then the `<<` merge. */
  struct(m3, t, pointer2, merged, into) {
    const s = into ?? { node: m3, doc: this.y, keys: /* @__PURE__ */ new Map(), f: /* @__PURE__ */ Object.create(null) };
    let mergeNode = null;
    const items = m3.items;
    for (let i = 0; i < items.length; i++) {
      const p = items[i];
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
    const out2 = into ?? {};
    let mergeNode = null;
    const items = m3.items;
    for (let i = 0; i < items.length; i++) {
      const p = items[i];
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
      if (r.ok || isNullNode(this.peek(p.value))) setKey(out2, k, r.value ?? null);
    }
    if (mergeNode !== null) this.merge(m3, mergeNode, merged, pointer2, (mm, set) => void this.map(mm, elem, pointer2, set, out2));
    return out2;
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
    const one = (n3) => {
      if ((0, import_yaml5.isAlias)(n3) && !(0, import_yaml5.isMap)(this.peek(n3))) wantMap();
      this.count(n3);
      const go = (target) => {
        if ((0, import_yaml5.isMap)(target) && this.checkDuplicates(target, pointer2)) apply(target, set);
      };
      if ((0, import_yaml5.isAlias)(n3)) {
        this.through(n3, (target) => {
          this.count(target);
          go(target);
        });
      } else go(n3);
    };
    if ((0, import_yaml5.isMap)(mergeNode) || (0, import_yaml5.isAlias)(mergeNode)) one(mergeNode);
    else if ((0, import_yaml5.isSeq)(mergeNode)) {
      for (const it of mergeNode.items) {
        if (!(0, import_yaml5.isMap)(it) && !((0, import_yaml5.isAlias)(it) && (0, import_yaml5.isMap)(this.peek(it)))) wantMap();
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
    if ((0, import_yaml5.isAlias)(nIn)) return this.through(nIn, (t) => this.plain(t));
    const n3 = nIn ?? null;
    if (n3 === null) return null;
    if ((0, import_yaml5.isScalar)(n3)) {
      const r = resolveScalar(n3);
      return typeof r.value === "number" && !Number.isFinite(r.value) ? r.text : r.value;
    }
    if ((0, import_yaml5.isSeq)(n3)) return n3.items.map((it) => this.plain(it));
    if (!(0, import_yaml5.isMap)(n3)) return null;
    const out2 = {};
    let mergeNode = null;
    const items = n3.items;
    for (let i = 0; i < items.length; i++) {
      const p = items[i];
      if (isMergeKey(p.key)) {
        mergeNode = p.value;
        continue;
      }
      const k = this.peek(p.key);
      if (k !== null && !(0, import_yaml5.isScalar)(k)) continue;
      setKey(out2, k === null ? "" : scalarText(k), this.plain(p.value));
    }
    const target = this.peek(mergeNode);
    const maps = (0, import_yaml5.isMap)(target) ? [mergeNode] : (0, import_yaml5.isSeq)(target) ? target.items : [];
    for (const mm of maps) {
      const sub = (0, import_yaml5.isMap)(this.peek(mm)) ? this.plain(mm) : null;
      if (!sub || typeof sub !== "object") continue;
      for (const [k, v] of Object.entries(sub)) if (!Object.prototype.hasOwnProperty.call(out2, k)) setKey(out2, k, v);
    }
    return out2;
  }
};
function hasDuplicateKey(items) {
  if (items.length < 2) return false;
  const seen = /* @__PURE__ */ new Set();
  for (let i = 0; i < items.length; i++) {
    const id = keyId(items[i].key);
    if (seen.has(id)) return true;
    seen.add(id);
  }
  return false;
}
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
  if ((0, import_yaml5.isScalar)(k)) return scalarText(k);
  if ((0, import_yaml5.isAlias)(k)) return k.source;
  return "";
}
function keyId(k) {
  const kind = k === null || (0, import_yaml5.isScalar)(k) ? "s" : (0, import_yaml5.isAlias)(k) ? "a" : (0, import_yaml5.isMap)(k) ? "m" : "q";
  return kind + keyValue(k);
}
function setKey(o, k, v) {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

// src/runtimes/fork/load/permission-actions.ts
var PERMISSION_ACTIONS = Object.freeze(["allow", "ask", "deny"]);
var MAX_LEVELS = 2;
function issue(where3, value, type, span2, source) {
  const fix = value === "false" ? "deny" : value === "true" ? "allow" : 'allow", "ask" or "deny';
  return { rule: "permission-action-invalid", messageId: source === "frontmatter" ? "frontmatter" : "config", data: { where: where3, value, type, fix }, span: span2 };
}
function checkJsonPermissionMap(map, where3, issues, levels = MAX_LEVELS) {
  if (map.kind !== "object" || map.env !== null) return;
  for (const e of map.entries) {
    const v = e.value;
    const at3 = `${where3}.${e.written.value}`;
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
  const walk = (n3, where3, ptr, levels) => {
    const d = dec.peek(n3);
    if (d === null || !(0, import_yaml6.isMap)(d)) return;
    for (const p of d.items) {
      const kn = dec.peek(p.key);
      if (!(0, import_yaml6.isScalar)(kn)) continue;
      const k = scalarText(kn);
      const at3 = where3 === "" ? k : `${where3}.${k}`;
      const vptr = `${ptr}/${esc(k)}`;
      const v = dec.peek(p.value);
      if (v === null) continue;
      if ((0, import_yaml6.isScalar)(v)) {
        const r = resolveScalar(v);
        if (r.tag === "!!str" || r.tag === "!!null" || r.tag === "!!binary") continue;
        const type = r.tag === "!!bool" ? "a boolean" : r.tag === "!!int" || r.tag === "!!float" ? "a number" : "not a string";
        issues.push(issue(`permission.${at3}`, r.text, type, dec.span(v, vptr), "frontmatter"));
      } else if ((0, import_yaml6.isMap)(v)) {
        if (levels > 1) walk(v, at3, vptr, levels - 1);
        else issues.push(issue(`permission.${at3}`, "{\u2026}", "a nested mapping", dec.span(v, vptr), "frontmatter"));
      } else if ((0, import_yaml6.isSeq)(v)) {
        issues.push(issue(`permission.${at3}`, "[\u2026]", "a list", dec.span(v, vptr), "frontmatter"));
      }
    }
  };
  walk(node, "", "/permission", MAX_LEVELS);
}

// src/runtimes/fork/load/config-decode.ts
var LEGACY_AGENTS = { task: "explorer", title: "descriptor" };
function stringNodes(n3) {
  const out2 = [];
  for (const it of sliceItems(n3).items) {
    const c = toGoString(it);
    if (!c.ok) return null;
    out2.push({ value: c.value, span: it.span });
  }
  return out2;
}
function stringNode(n3) {
  if (!n3) return null;
  const c = toGoString(n3);
  return c.ok ? { value: c.value, span: n3.span } : null;
}
function boolOf(n3, dflt) {
  if (!n3) return dflt;
  const c = toGoBool(n3);
  return c.ok ? c.value : dflt;
}
function decodeModel(model, s, global, issues) {
  const cp = at2(s, "contextpaths");
  if (cp) {
    const nodes = stringNodes(cp);
    if (nodes) {
      model.contextPaths = nodes.map((n3) => n3.value);
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
    d.skipDirs = sd ? (stringNodes(sd) ?? []).map((n3) => n3.value) : [];
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
    allowTools: allow && allowNodes ? { value: allowNodes.map((n3) => n3.value), span: allow.span } : null,
    disabled: boolOf(at2(a, "disabled"), false),
    hidden: boolOf(at2(a, "hidden"), false)
  };
}
function contextSpec(n3) {
  if (n3.kind !== "object") return null;
  const paths = entry(n3, "paths");
  const nested = entry(n3, "nested");
  const nestedC = nested ? toGoBool(nested.value) : null;
  return {
    span: n3.span,
    paths: paths ? stringNodes(paths.value) : null,
    pathsSpan: paths ? paths.value.span : null,
    mode: stringNode(entry(n3, "mode")?.value ?? null),
    nested: nested && nestedC?.ok ? { value: nestedC.value, span: nested.value.span } : null,
    unknownKeys: n3.entries.filter((e) => !["paths", "mode", "nested"].includes(e.key)).map((e) => e.written)
  };
}
function validate(s) {
  const out2 = [];
  const sp = at2(s, "sessionprovider");
  const type = stringNode(at2(s, "sessionprovider", "type"));
  const t = type?.value || "sqlite";
  if (t !== "sqlite" && t !== "mysql") {
    out2.push({ message: `session provider validation failed: invalid session provider type: ${t} (must be 'sqlite' or 'mysql')`, span: type.span });
  } else if (t === "mysql" && !stringNode(at2(s, "sessionprovider", "mysql", "dsn"))?.value) {
    for (const f of ["host", "database", "username", "password"]) {
      if (!stringNode(at2(s, "sessionprovider", "mysql", f))?.value) {
        out2.push({ message: `session provider validation failed: MySQL ${f} is required when using MySQL session provider (or provide DSN)`, span: (type ?? stringNode(sp))?.span ?? sp.span });
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
      out2.push({ message: `agent "${e.key}": prompt and langfusePromptPath are mutually exclusive \u2014 declare exactly one`, span: lpp.span });
    }
    const tools = at2(e.value, "tools");
    const allow = at2(e.value, "allowtools");
    const allowN = allow ? stringNodes(allow) : null;
    if (tools && tools.kind === "object" && tools.entries.length > 0 && allowN && allowN.length > 0) {
      out2.push({ message: `agent "${e.key}": tools and allowTools are mutually exclusive \u2014 declare exactly one`, span: allow.span });
    }
  }
  return out2;
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
var import_yaml7 = __toESM(require_dist(), 1);
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
  if ((0, import_yaml7.isMap)(s.node)) {
    for (const p of s.node.items) {
      const k = dec.peek(p.key);
      if (isMergeKey(p.key) || !(0, import_yaml7.isScalar)(k)) continue;
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
function contextOf(dec, c, span2) {
  const spec = { span: span2, paths: null, pathsSpan: null, mode: null, nested: null, unknownKeys: [] };
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
import { isAscii as isAscii2 } from "node:buffer";
function hex2(b, from, to) {
  return [...b.subarray(from, to)].map((x) => "0x" + x.toString(16).padStart(2, "0")).join(" ");
}
var ASCII_REFUSED = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;
function yamlReaderError(b, text) {
  if (isAscii2(b) && !ASCII_REFUSED.test(text ?? b.toString("latin1"))) return null;
  let i = 0;
  const n3 = b.length;
  while (i < n3) {
    const o = b[i];
    const width = (o & 128) === 0 ? 1 : (o & 224) === 192 ? 2 : (o & 240) === 224 ? 3 : (o & 248) === 240 ? 4 : 0;
    if (width === 0) return { offset: i, problem: "invalid leading UTF-8 octet", bytes: hex2(b, i, i + 1) };
    if (i + width > n3) return { offset: i, problem: "incomplete UTF-8 octet sequence", bytes: hex2(b, i, n3) };
    let value = width === 1 ? o & 127 : width === 2 ? o & 31 : width === 3 ? o & 15 : o & 7;
    for (let k = 1; k < width; k++) {
      const t = b[i + k];
      if ((t & 192) !== 128) return { offset: i, problem: "invalid trailing UTF-8 octet", bytes: hex2(b, i, i + k + 1) };
      value = (value << 6) + (t & 63);
    }
    if (!(width === 1 || width === 2 && value >= 128 || width === 3 && value >= 2048 || width === 4 && value >= 65536)) {
      return { offset: i, problem: "invalid length of a UTF-8 sequence", bytes: hex2(b, i, i + width) };
    }
    if (value >= 55296 && value <= 57343 || value > 1114111) return { offset: i, problem: "invalid Unicode character", bytes: hex2(b, i, i + width) };
    const allowed = value === 9 || value === 10 || value === 13 || value >= 32 && value <= 126 || value === 133 || value >= 160 && value <= 55295 || value >= 57344 && value <= 65533 || value >= 65536 && value <= 1114111;
    if (!allowed) return { offset: i, problem: "control characters are not allowed", bytes: hex2(b, i, i + width) };
    i += width;
  }
  return null;
}
function bytePosition(b, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < b.length; i++) {
    if (b[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: b.toString("utf8", lineStart, offset).length + 1 };
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
  const reject = (message2, span2, hint2) => {
    af.error = { message: message2, span: span2 };
    const issue2 = { rule: "parse-error", messageId: "agentRejected", data: { detail: message2 }, span: span2 };
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
  const lines2 = new LineIndex(text);
  ctx.documents.set(file, { file, abs, kind: "agent", text, lines: lines2 });
  const split = splitFrontmatter(text);
  if (!split.ok) {
    const span2 = lines2.span(file, "", split.start, split.end);
    if (split.missing === "open") return reject(`missing frontmatter delimiter in ${abs}`, span2, openHint(text));
    af.span = span2;
    return reject(`missing frontmatter end delimiter in ${abs}`, span2);
  }
  af.span = lines2.span(file, "", 0, 3);
  const bad = frontmatterReaderError(read.data, split.closeLine);
  if (bad) {
    const at3 = bytePosition(read.data, bad.offset);
    const span2 = { file, pointer: "", start: at3, end: { line: at3.line, column: at3.column + 1 } };
    return reject(`invalid YAML frontmatter in ${abs}: yaml: ${bad.problem}`, span2, readerHint(bad));
  }
  const block = split.block.endsWith("\r") ? split.block.slice(0, -1) : split.block;
  const y = parseYaml(block, file, { offset: split.blockOffset, lines: lines2, scalars: "text" });
  const unchecked = y.errors.find((e) => e.code === "TOO_DEEP_TO_CHECK");
  if (unchecked) {
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: `the frontmatter of ${file}`, detail: `it nests values ${unchecked.message.replace(/^nested /, "")}; ctxlens does not check it and applies none of its fields (the runtime accepts up to 10000 levels)` }, span: unchecked.span });
    af.effectiveMode = "subagent";
    af.status = "loaded";
    return { file: af, agent: null };
  }
  const syntax = yamlV3ParseError(y, 2);
  if (syntax) {
    const n3 = /^yaml: line (\d+):/.exec(syntax.message)?.[1];
    const hint2 = n3 === void 0 ? void 0 : `yaml.v3 counts lines from the first line after "---": its line ${n3} is line ${syntax.span.start.line} of this file.`;
    return reject(`invalid YAML frontmatter in ${abs}: ${syntax.message}`, syntax.span, hint2);
  }
  const decoded = decodeAgentFrontmatter(y, 2);
  recordSchemaIssues(ctx, validator, y, decoded);
  if (decoded.agent === null) {
    const first = decoded.errors[0];
    const span2 = first?.span ?? af.span;
    const where3 = decoded.errors.map(
      (e) => e.firstSpan ? `line ${e.span.start.line} (first defined at line ${e.firstSpan.start.line})` : `line ${e.span.start.line}`
    );
    const hint2 = where3.length > 0 ? `yaml.v3 counts lines from the first line after "---"; in this file: ${where3.join(", ")}.` : void 0;
    return reject(`invalid YAML frontmatter in ${abs}: ${decoded.errorText}`, span2, hint2);
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
    const where3 = parent === "" ? "the frontmatter" : `"${parent.slice(1)}"`;
    if (parent === "" && key === COMPACTION_KEY) {
      return { rule: "agent-compaction-threshold", messageId: "frontmatter", data: { key }, span: v.span };
    }
    if (v.suggestion !== null && v.suggestion.toLowerCase() === key.toLowerCase()) {
      return { rule: "agent-frontmatter-case", messageId: "caseOnly", data: { key, known: v.suggestion, where: where3 }, span: v.span };
    }
    return {
      rule: "agent-frontmatter-schema",
      messageId: "unknownKey",
      data: { key, where: where3, suggestion: v.suggestion !== null ? ` Did you mean "${v.suggestion}"?` : "" },
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
  const out2 = [];
  if (ctx.source.stat(dir2) === null) return out2;
  const entries = ctx.source.readdir(dir2);
  if (entries === null) {
    const shown2 = displayPath(ctx.W, dir2);
    ctx.issues.push({
      rule: "agent-path-not-found",
      messageId: "unreadable",
      data: { path: shown2 },
      span: fileSpan(shown2)
    });
    return out2;
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
    out2.push(parseAgentFile(ctx, join(dir2, e.name), scope, validator));
  }
  return out2;
}

// src/runtimes/fork/load/agent-dirs.ts
var FORK_AGENT_DIRS = ".opencode/agents/*.md, .agents/types/*.md (non-recursive) and agentPaths directories";
var MAX_DEPTH3 = 6;
var MAX_VISITS = 2e3;
function mdFiles(ctx, dir2, depth = 0, budget = { n: 0 }) {
  const entries = ctx.source.readdir(dir2);
  if (entries === null || depth > MAX_DEPTH3) return [];
  const out2 = [];
  for (const e of entries) {
    if (++budget.n > MAX_VISITS) break;
    const p = join(dir2, e.name);
    if (e.kind === "dir") out2.push(...mdFiles(ctx, p, depth + 1, budget));
    else if (e.name.endsWith(".md") && (e.kind === "file" || e.kind === "symlink")) out2.push(p);
  }
  return out2;
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
  const configRepo = ["opencode.json", "opencode.jsonc", "config.json"].some((n3) => ctx.source.lstat(join(ctx.W, n3))?.kind === "file");
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
var import_yaml8 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/flow-step.ts
function effValue(m3, key) {
  return m3.eff.get(key)?.value;
}
function effSpan(m3, key, which = "value") {
  const e = m3.eff.get(key);
  if (!e) return yamlSpan(m3.s.doc, m3.s.node, "");
  return yamlSpan(e.doc, which === "value" ? e.valueNode ?? e.keyNode : e.keyNode, "");
}
function nodeSpan(s, n3) {
  return yamlSpan(s.doc, n3 ?? s.node, "");
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
  const out2 = [];
  for (const v of validator.validate(name, data ?? null, (p, which) => yamlPointerSpan(y, p, which))) {
    if (skip(v.pointer, v.kind)) continue;
    const message2 = v.kind === "unknown-key" ? `${v.message} The runtime silently drops unknown keys here.` : v.message;
    out2.push({ rule: "flow-schema", messageId: v.kind === "unknown-key" ? "unknownKey" : "invalidValue", data: { message: message2 }, span: v.span });
  }
  return out2;
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
function isEmptyNode(n3) {
  if (!n3) return true;
  if ((0, import_yaml8.isScalar)(n3)) return isNullNode(n3) || n3.type !== "PLAIN" && String(n3.value) === "";
  if ((0, import_yaml8.isSeq)(n3) || (0, import_yaml8.isMap)(n3)) return n3.items.length === 0;
  return false;
}
function blocksInheritance(p) {
  const out2 = [];
  for (const m3 of p.steps) {
    if (m3.applied.length === 0) continue;
    m3.s.keys.forEach((kv, key) => {
      if (!isEmptyNode(kv.value)) return;
      const blocked = [...m3.applied].reverse().find((t) => t.keys.has(key));
      if (!blocked) return;
      out2.push({
        rule: "flow-step-blocks-inheritance",
        messageId: "blocks",
        data: { step: stepId(m3), key, template: blocked.name },
        span: nodeSpan(m3.s, kv.key)
      });
    });
  }
  return out2;
}
function multipleRulesTarget(p) {
  const seen = /* @__PURE__ */ new Map();
  const out2 = [];
  for (const m3 of p.steps) {
    for (const r of m3.eff.get("rules")?.value ?? []) {
      const then = r.value.f["then"] ?? "";
      const n3 = (seen.get(then) ?? 0) + 1;
      seen.set(then, n3);
      if (n3 === 2) {
        const tn = r.value.keys.get("then");
        out2.push({ rule: "flow-multiple-rules-target", messageId: "diamond", data: { target: then, flow: p.id }, span: nodeSpan(r.value, tn?.value ?? r.node) });
      }
    }
  }
  return out2;
}

// src/runtimes/fork/load/flow-parse.ts
var import_yaml10 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/flow-decode.ts
var import_yaml9 = __toESM(require_dist(), 1);
var STRING_MAP = { k: "map", name: "map[string]string", elem: STR };
function decodeInclude(dec, n3) {
  const inner = new V3Decoder(dec.y, dec.lineBase);
  const r = inner.unmarshal(STRING_MAP, n3);
  if (r.error) throw new V3Fatal(`include entry must be a mapping with a "local" key (got ${r.error.message})`, r.error.node ?? n3);
  const pairs = (0, import_yaml9.isMap)(n3) ? n3.items.map((p) => ({ key: p.key, text: (0, import_yaml9.isScalar)(p.key) ? scalarText(p.key) : "", value: inner.peek(p.value) })) : [];
  const unsupported = [...new Set(pairs.map((p) => p.text).filter((k) => k !== "local"))].sort();
  if (unsupported.length > 0) {
    const bad = pairs.find((p) => p.text !== "local");
    throw new V3Fatal(
      `unsupported include ${unsupported.length === 1 ? "kind" : "kinds"} ${unsupported.map((k) => JSON.stringify(k)).join(", ")}: only "local" includes are supported`,
      bad.key
    );
  }
  const lp = pairs.find((p) => p.text === "local");
  const raw = lp?.value && (0, import_yaml9.isScalar)(lp.value) && !isNullNode(lp.value) ? scalarText(lp.value) : "";
  const local = trimSpace(raw);
  if (local === "") throw new V3Fatal('include entry has an empty "local" path', lp?.value ?? lp?.key ?? n3);
  return { local, node: n3, localNode: lp?.value ?? null };
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
  const existing = ctx.documents.get(file);
  const text = existing ? existing.text : r.data.toString("utf8");
  const bad = yamlReaderError(r.data, existing ? void 0 : text);
  let reader = null;
  if (bad) {
    const at3 = bytePosition(r.data, bad.offset);
    reader = { problem: bad.problem, span: { file, pointer: "", start: at3, end: { line: at3.line, column: at3.column + 1 } } };
  }
  if (existing) return { ok: true, size: r.size, doc: existing, reader };
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
function loadTemplateFile(ctx, env2, abs) {
  const cached2 = env2.cache.get(abs);
  if (cached2) return cached2;
  const result = loadUncached(ctx, env2, abs);
  env2.cache.set(abs, result);
  return result;
}
function loadUncached(ctx, env2, abs) {
  const q2 = JSON.stringify(abs);
  const templates = /* @__PURE__ */ new Map();
  const r = readDoc(ctx, abs, "template");
  if (!r.ok) return { templates, error: { message: `invalid flow include: reading included file ${q2}: ${r.error}`, span: null, parse: false } };
  if (r.size > env2.limit) {
    return {
      templates,
      error: { message: `invalid flow include: included file ${q2} exceeds ${env2.limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: null, parse: false }
    };
  }
  if (r.reader) return { templates, error: { message: `invalid flow include: parsing included file ${q2}: yaml: ${r.reader.problem}`, span: r.reader.span, parse: true } };
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines, scalars: "text" });
  const fail = (message2, span2, parse3) => ({ templates: /* @__PURE__ */ new Map(), error: { message: message2, span: span2, parse: parse3 } });
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
  const span2 = (n3) => d.span(n3 ?? keyNode);
  const raw = new V3Decoder(d.y).unmarshal(NODE_MAP_T, node);
  if (raw.error) return { message: `${pre} must be a mapping of step keys: ${raw.error.message}`, span: raw.error.span, parse: true };
  const keys = /* @__PURE__ */ new Set();
  const declared = [...raw.value?.keys ?? []].sort(([a], [b]) => compareBytes(a, b));
  for (const [key, p] of declared) {
    if (key === "include" || key === "extends") {
      return { message: `${pre} declares ${JSON.stringify(key)}; templates are leaves and may not compose (design D6)`, span: span2(p.key), parse: false };
    }
    const reason = NON_INHERITABLE[key];
    if (reason !== void 0) return { message: `${pre} must not declare ${JSON.stringify(key)}: ${reason}`, span: span2(p.key), parse: false };
    if (!STEP_KEYS.includes(key)) {
      return {
        message: `${pre} declares ${JSON.stringify(key)}, which is not a step field (inheritable step fields: ${INHERITABLE_KEYS.join(", ")})`,
        span: span2(p.key),
        parse: false
      };
    }
    keys.add(key);
  }
  if (keys.size === 0) {
    return { message: `${pre} declares no keys; a template must contribute at least one step key`, span: span2(keyNode), parse: false };
  }
  const dec = decodeTemplateStep(d, node);
  if (dec.error) return { message: `${pre}: ${dec.error.message}`, span: dec.error.span, parse: true };
  const step = dec.value;
  const out2 = step.f["output"];
  if (out2 && out2.f["schema"] !== void 0 && out2.f["schema"] !== null) {
    const res = resolveSchemaRef(ctx, out2.f["schema"], baseDir);
    const schemaNode = out2.keys.get("schema")?.value ?? out2.node;
    if (!res.ok) {
      return {
        message: `invalid step template: resolving output schema $ref for template ${JSON.stringify(name)} in ${JSON.stringify(abs)}: ${res.error}`,
        span: span2(schemaNode),
        parse: false
      };
    }
    if (res.replaced && res.value && typeof res.value === "object" && "$ref" in res.value) {
      const v = res.value["$ref"];
      return {
        message: `${pre} resolves its output schema to another "$ref" (${typeof v === "string" ? v : JSON.stringify(v)}); chained refs are not supported, because the second hop would resolve against the flow's directory instead of the template's`,
        span: span2(schemaNode),
        parse: false
      };
    }
    out2.f["schema"] = res.value;
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
  let out2;
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
    out2 = frac(u, div) + unit;
  } else {
    const h = u / 3600000000000n;
    u -= h * 3600000000000n;
    const m3 = u / 60000000000n;
    u -= m3 * 60000000000n;
    out2 = frac(u, 1000000000n) + "s";
    if (h > 0n) out2 = `${h}h${m3}m` + out2;
    else if (m3 > 0n) out2 = `${m3}m` + out2;
  }
  return (neg ? "-" : "") + out2;
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
  const err = (message2, span2) => ({ message: message2, span: span2, parse: false });
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
    const path25 = trimSpace(effValue(m3, "langfusePromptPath") ?? "");
    const hasInline = trimSpace(prompt) !== "";
    if (hasInline && path25 !== "") {
      return err(
        `invalid step prompt source: step ${q(id)} declares both prompt and langfusePromptPath \u2014 declare exactly one (check any extends templates: one of the two may be inherited)`,
        stepIdSpan(m3)
      );
    }
    if (!hasInline && path25 === "") return err(`invalid step prompt source: step ${q(id)} declares neither prompt nor langfusePromptPath`, stepIdSpan(m3));
    if (path25 === "" && trimSpace(effValue(m3, "langfusePromptLabel") ?? "") !== "") {
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
    const path25 = [start];
    let cur = next.get(start);
    const seen = /* @__PURE__ */ new Set([start]);
    while (cur !== void 0 && !seen.has(cur)) {
      seen.add(cur);
      path25.push(cur);
      cur = next.get(cur);
    }
    if (cur === start) {
      const fb = effValue(m3, "fallback");
      return {
        message: `fallback cycle: ${[...path25, start].join(" -> ")} (static fallback.to cycles are rejected at load, docs/flows.md@bc01be8)`,
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
  const out2 = { abs, file: displayPath2(ctx.W, abs), id, error: null, y: null, top: null, steps: [], disabled: false };
  const r = readDoc(ctx, abs, "flow");
  if (!r.ok) {
    out2.error = { message: `reading flow file: ${r.error}`, span: fileSpan(out2.file), parse: false };
    return out2;
  }
  out2.file = r.doc.file;
  if (r.size > limit) {
    out2.error = { message: `invalid flow YAML: file exceeds ${limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: fileSpan(out2.file), parse: false };
    return out2;
  }
  if (r.reader) {
    out2.error = { message: `invalid flow YAML: yaml: ${r.reader.problem}`, span: r.reader.span, parse: true };
    return out2;
  }
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines, scalars: "text" });
  out2.y = y;
  const deep = y.errors.find((e) => e.code === "TOO_DEEP_TO_CHECK");
  if (deep) {
    out2.error = { message: `it nests values ${deep.message.replace(/^nested /, "")}; ctxlens does not check it and simulates none of its steps (the runtime accepts up to 10000 levels)`, span: deep.span, parse: true, unchecked: true };
    return out2;
  }
  const syn = yamlV3ParseError(y);
  if (syn) {
    out2.error = { message: `invalid flow YAML: ${syn.message}`, span: syn.span, parse: true };
    return out2;
  }
  const d = new V3Decoder(y);
  const dec = decodeFlowFile(d);
  if (dec.error) {
    out2.error = { message: `invalid flow YAML: ${dec.error.message}`, span: dec.error.span, parse: true };
    return out2;
  }
  const top = dec.value;
  out2.top = top;
  out2.disabled = top.f["disabled"] === true;
  const flow = top.f["flow"];
  const stepItems = (flow?.f["steps"] ?? []).filter((s) => s.value);
  out2.steps = stepItems.map((it) => ownStep(it.value));
  const sess = flow?.f["session"];
  for (const [k, kv] of sess?.keys ?? []) {
    if (!SESSION_KEYS.has(k)) {
      out2.error = { message: `invalid flow YAML: unknown key ${JSON.stringify(k)} in flow.session`, span: d.span(kv.key), parse: false };
      return out2;
    }
  }
  const idErr = validateFlowID(id);
  if (idErr) {
    out2.error = { message: idErr, span: fileSpan(out2.file), parse: false };
    return out2;
  }
  const includes = top.f["include"] ?? [];
  const anyExtends = out2.steps.some((m3) => (m3.s.f["extends"] ?? []).length > 0);
  if (includes.length > 0 || anyExtends) {
    const e = resolveIncludes(ctx, tenv, d, flow, out2.steps, includes);
    if (e) {
      out2.error = { ...e, message: `resolving includes for flow ${JSON.stringify(id)}: ${e.message}` };
      return out2;
    }
  }
  for (const m3 of out2.steps) {
    const o = effValue(m3, "output");
    const schema = o?.f["schema"];
    if (!o || schema === void 0 || schema === null) continue;
    const res = resolveSchemaRef(ctx, schema, dir(abs));
    if (!res.ok) {
      const sn = o.keys.get("schema")?.value;
      out2.error = { message: `resolving output schema $ref for step ${JSON.stringify(stepId(m3))}: ${res.error}`, span: nodeSpan(o, sn), parse: false };
      return out2;
    }
  }
  const v = validateFlow(flow, out2.steps, top);
  if (v) {
    out2.error = { ...v, message: `validating flow ${JSON.stringify(id)}: ${v.message}` };
    return out2;
  }
  return out2;
}
function ownStep(s) {
  const eff = /* @__PURE__ */ new Map();
  const raw = /* @__PURE__ */ new Set();
  const from = { kind: "step" };
  s.keys.forEach((kv, k) => {
    raw.add(k);
    if (k in s.f) eff.set(k, { value: s.f[k], keyNode: kv.key, valueNode: kv.value, doc: s.doc, from });
  });
  return { s, raw, eff, applied: [] };
}
function resolveIncludes(ctx, tenv, d, flow, steps, includes) {
  const seqNode = flow?.keys.get("steps")?.value ?? null;
  if (seqNode && (0, import_yaml10.isSeq)(seqNode)) {
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
  for (let i = 0; i < INHERITABLE_KEYS.length; i++) {
    const key = INHERITABLE_KEYS[i];
    if (m3.raw.has(key)) continue;
    if (key === "prompt" && declaresLangfuse) continue;
    if ((key === "langfusePromptPath" || key === "langfusePromptLabel") && m3.raw.has("prompt")) continue;
    let src = null;
    for (let j = 0; j < m3.applied.length; j++) if (m3.applied[j].keys.has(key)) src = m3.applied[j];
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
  const n3 = BigInt(s);
  if (n3 > 9223372036854775807n || n3 < -9223372036854775808n) return null;
  return Number(n3);
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
  const n3 = goAtoi(s);
  return n3 === null ? null : n3 * mult;
}
function maxFlowFileSize(env2) {
  const raw = trimSpace(env2["OPENCODE_MAX_FLOW_FILE_SIZE"] ?? "");
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
  const out2 = [];
  for (const e of entries) {
    if (e.kind === "dir") continue;
    if (!e.name.endsWith(".yaml") && !e.name.endsWith(".yml")) continue;
    out2.push(parseFlowFile(ctx, tenv, join(dirAbs, e.name), limit));
  }
  return out2;
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

// src/run/source.ts
import * as fs from "node:fs";
function simulatedEnv(entries) {
  const env2 = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== void 0) env2[k] = v;
  for (const e of entries) {
    const i = e.indexOf("=");
    if (i <= 0) throw new UsageError(`--env expects NAME=VALUE, got "${e}"`);
    env2[e.slice(0, i)] = e.slice(i + 1);
  }
  return env2;
}
function explicitEnvNames(entries) {
  return new Set(entries.map((e) => e.slice(0, Math.max(0, e.indexOf("=")))).filter((k) => k !== ""));
}
async function openSource(args) {
  if (args.staged || args.rev) {
    const git = await import("./git-YF4KKU5F.mjs");
    if (!args.staged) return git.openRevisionSource(args.cwd, args.rev);
    const repo = (await import("./quick-S6P5WCTZ.mjs")).knownRepository(args.cwd);
    return repo !== null ? git.openIndexSource(args.cwd, repo.root, repo.index) : git.openIndexSource(args.cwd);
  }
  if (args.sparseAware) return (await import("./git-YF4KKU5F.mjs")).openSparseAwareWorktree(args.cwd);
  return new WorktreeSource();
}
function readArgFile(file, maxBytes = 64 * 1024 * 1024) {
  const fd = fs.openSync(file, "r");
  try {
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const buf = Buffer.alloc(Math.min(1 << 20, maxBytes + 1 - total));
      const n3 = fs.readSync(fd, buf, 0, buf.length, null);
      if (n3 === 0) break;
      chunks.push(buf.subarray(0, n3));
      total += n3;
      if (total > maxBytes) throw Object.assign(new Error(`larger than ${maxBytes} bytes`), { code: "EFBIG" });
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

// src/runtimes/opencode/load/project.ts
import { posix as path18 } from "node:path";

// src/runtimes/opencode/load/config.ts
init_main();
import { posix as path15 } from "node:path";

// src/runtimes/opencode/load/substitute.ts
import { posix as path14 } from "node:path";
var ENV_RE = /\{env:([^}]+)\}/g;
var FILE_RE = /\{file:[^}]+\}/g;
function jsonEscape(s) {
  return JSON.stringify(s).slice(1, -1);
}
function substitute(raw, baseDir, env2, source, home) {
  const tokens = [];
  for (const m3 of raw.matchAll(ENV_RE)) {
    const name = m3[1];
    tokens.push({ kind: "env", text: m3[0], offset: m3.index, name, unset: !env2[name] });
  }
  let text = raw.replace(ENV_RE, (_, name) => env2[name] || "");
  let error = null;
  const rawFiles = [...raw.matchAll(FILE_RE)];
  let k = 0;
  text = text.replace(FILE_RE, (match, offset, whole) => {
    const lineStart = whole.lastIndexOf("\n", offset - 1) + 1;
    const commented = whole.slice(lineStart, offset).trimStart().startsWith("//");
    const rawAt = rawFiles[k]?.[0] === match ? rawFiles[k++].index : -1;
    let p = match.slice("{file:".length, -1);
    const name = p;
    const tok = { kind: "file", text: match, offset: rawAt, name, commented };
    tokens.push(tok);
    if (commented || error !== null) return match;
    if (p.startsWith("~/")) p = home !== null ? path14.join(home, p.slice(2)) : p;
    const resolved = path14.isAbsolute(p) ? path14.normalize(p) : path14.resolve(baseDir, p);
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

// src/runtimes/opencode/load/config.ts
var NAMES = ["opencode.json", "opencode.jsonc"];
function shown(W, abs) {
  const r = path15.relative(W, abs);
  return r === "" ? "." : r.startsWith("../") || r === ".." ? abs : r;
}
function configCandidates(W, worktree, env2) {
  const out2 = [];
  if (env2.globalDir !== null) for (const n3 of ["config.json", ...NAMES]) out2.push({ layer: "global", abs: path15.join(env2.globalDir, n3) });
  if (env2.configFile !== null) out2.push({ layer: "custom", abs: env2.configFile });
  const up = env2.disableProjectConfig ? [] : dirsUp(W, worktree);
  for (let i = up.length - 1; i >= 0; i--) for (const n3 of NAMES) out2.push({ layer: "project", abs: childPath(up[i], n3) });
  const dot = up.map((d) => childPath(d, ".opencode"));
  if (env2.home !== null) dot.push(path15.join(env2.home, ".opencode"));
  for (const d of new Set(dot)) for (const n3 of NAMES) out2.push({ layer: "dotdir", abs: childPath(d, n3) });
  if (env2.configDir !== null) for (const n3 of NAMES) out2.push({ layer: "configdir", abs: path15.join(env2.configDir, n3) });
  return out2;
}
function loadOcConfig(source, W, worktree, env2, root = W, cache = null) {
  const docs = [];
  const seen = /* @__PURE__ */ new Set();
  const memo3 = cache === null || cache.source !== source || cache.vars !== env2.vars ? null : cache;
  const byLayer = /* @__PURE__ */ new Map();
  const memoOf = (layer, docs2) => {
    let m3 = byLayer.get(layer);
    if (m3 === void 0) byLayer.set(layer, m3 = OcRunCache.once(docs2, `${layer}\0${root}\0${env2.home ?? ""}`, () => /* @__PURE__ */ new Map()));
    return m3;
  };
  for (const c of configCandidates(W, worktree, env2)) {
    if (seen.has(c.abs)) continue;
    seen.add(c.abs);
    if (memo3?.dirNames?.absent(c.abs) === true) continue;
    const read = () => readDoc2(source, c.layer, c.abs, root, env2);
    const doc = memo3 === null ? read() : OcRunCache.once(memoOf(c.layer, memo3.configDocs), c.abs, read);
    if (doc !== null) docs.push(doc);
  }
  if (env2.configContent !== null) docs.push(parseDoc("inline", null, "$OPENCODE_CONFIG_CONTENT", env2.configContent, W, env2, source));
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
function readDoc2(source, layer, abs, root, env2) {
  const st = source.stat(abs);
  if (st === null) return null;
  const file = shown(root, abs);
  const r = source.readFile(abs);
  if (!r.ok) return failedDoc(layer, abs, file, `Configuration is invalid at ${abs}: cannot read it (${r.code})`);
  const raw = new TextDecoder().decode(r.data);
  return parseDoc(layer, abs, file, raw, path15.dirname(abs), env2, source);
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
function parseDoc(layer, abs, file, text, baseDir, env2, source) {
  const raw = text.replace(/^\uFEFF/, "");
  const lines2 = new LineIndex(raw);
  if (jsoncDepth(raw) > MAX_JSONC_DEPTH) {
    const where4 = abs ?? "OPENCODE_CONFIG_CONTENT";
    const refusal = `Config file at ${where4} is nested too deeply to parse (more than ${MAX_JSONC_DEPTH} levels; opencode parses it with the same JSONC parser)`;
    return { ...failedDoc(layer, abs, file, refusal), raw, lines: lines2, refusalSpan: { file, pointer: "", start: lines2.pos(0), end: lines2.pos(1) } };
  }
  const tree = parseTree2(raw, [], { allowTrailingComma: true });
  const subst = substitute(raw, baseDir, env2.vars, source, env2.home);
  const where3 = abs ?? "OPENCODE_CONFIG_CONTENT";
  const at3 = (offset, length = 1) => ({ file, pointer: "", start: lines2.pos(offset), end: lines2.pos(offset + Math.max(1, length)) });
  const doc = { layer, abs, file, raw, lines: lines2, tree, subst, data: null, refusal: null, refusalSpan: null };
  if (subst.error !== null) {
    const tok = subst.tokens.find((t) => t.kind === "file" && t.readError !== void 0);
    doc.refusal = `Configuration is invalid at ${where3}: ${subst.error}`;
    doc.refusalSpan = tok && tok.offset >= 0 ? at3(tok.offset, tok.text.length) : at3(0);
    return doc;
  }
  if (subst.text === "") {
    doc.data = {};
    return doc;
  }
  const errors = [];
  const data = parse2(subst.text, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    const e = errors[0];
    const p = new LineIndex(subst.text).pos(e.offset);
    doc.refusal = `Config file at ${where3} is not valid JSON(C): ${printParseErrorCode(e.error)} at line ${p.line}, column ${p.column}`;
    doc.refusalSpan = { file, pointer: "", start: p, end: { line: p.line, column: p.column + Math.max(1, e.length) } };
    return doc;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    doc.refusal = `Configuration is invalid at ${where3}: expected an object`;
    doc.refusalSpan = at3(0);
    return doc;
  }
  doc.data = data;
  const typeError = keyTypeError(doc.data);
  if (typeError !== null) {
    doc.refusal = `Configuration is invalid at ${where3}
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
  const out2 = mergeDeep(a, b);
  for (const k of ["instructions", "plugin"]) {
    if (Array.isArray(a[k]) && Array.isArray(b[k])) out2[k] = [.../* @__PURE__ */ new Set([...a[k], ...b[k]])];
  }
  return out2;
}
function isPlain(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function mergeDeep(a, b) {
  if (!isPlain(a) || !isPlain(b)) return b;
  const out2 = { ...a };
  for (const [k, v] of Object.entries(b)) out2[k] = k in out2 ? mergeDeep(out2[k], v) : v;
  return out2;
}

// src/runtimes/opencode/load/agents.ts
import { posix as path16 } from "node:path";
function configDirectories(W, worktree, env2) {
  const dirs = [];
  if (env2.globalDir !== null) dirs.push(env2.globalDir);
  if (!env2.disableProjectConfig) dirs.push(...dirsUp(W, worktree).map((d) => childPath(d, ".opencode")));
  if (env2.home !== null) dirs.push(path16.join(env2.home, ".opencode"));
  if (env2.configDir !== null) dirs.push(env2.configDir);
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
  const out2 = docs.filter((d) => d.layer === "global" || d.layer === "custom" || d.layer === "project").map(layer);
  const inDirs = docs.filter((d) => d.layer === "dotdir" || d.layer === "configdir");
  for (const dir2 of dirs) {
    out2.push(...inDirs.filter((d) => d.abs !== null && posix3.dirname(d.abs) === dir2).map(layer));
    out2.push({ kind: "directory", dir: dir2 });
  }
  out2.push(...inDirs.filter((d) => d.abs === null || !dirs.includes(posix3.dirname(d.abs))).map(layer));
  out2.push(...docs.filter((d) => d.layer === "inline").map(layer));
  return out2;
}

// ctxlens:gray-matter
var m2 = null;
var load = () => m2 ??= __require("./gray-matter.cjs");
var clearCache = () => {
  if (m2 !== null) m2.clearCache();
};
var gray_matter_default = new Proxy(() => {
}, { apply: (_t, _self, args) => load()(...args), get: (_t, k) => k === "clearCache" ? clearCache : load()[k], set: (_t, k, v) => (load()[k] = v, true) });

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
  const out2 = [];
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
        else if (kind === "file" && e.name.endsWith(".md")) out2.push({ abs: childAbs, relative: childRel, kind: "agent", pathId: agentIdFromPath(childRel, ["agent/", "agents/"]) });
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
      const relative3 = `${sub}/${e.name}`;
      if (kind === "file" && e.name.endsWith(".md")) out2.push({ abs, relative: relative3, kind: "mode", pathId: agentIdFromPath(relative3, ["mode/", "modes/"]) });
    }
  }
  return out2;
}
function agentIdFromPath(relative3, prefixes) {
  const rel2 = relative3.replaceAll("\\", "/");
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
  const out2 = [];
  const lineOf = [1];
  block.split(/\r?\n/).forEach((line, i2) => {
    const t = line.trim();
    const kv = /^([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*(.*)$/.exec(line);
    const value = kv ? kv[2].trim() : "";
    if (t.startsWith("#") || t === "" || /^\s+/.test(line) || !kv || value === "" || value === ">" || value === "|" || value.startsWith('"') || value.startsWith("'") || !value.includes(":")) {
      out2.push(line);
      lineOf.push(i2 + 2);
      return;
    }
    out2.push(`${kv[1]}: |-`, `  ${value}`);
    lineOf.push(i2 + 2, i2 + 2);
  });
  const i = text.indexOf(block);
  const result = text.slice(0, i) + out2.join("\n") + text.slice(i + block.length);
  const after = text.slice(i + block.length).split("\n").length - 1;
  const last = block.split(/\r?\n/).length + 1;
  for (let k = 1; k <= after; k++) lineOf.push(last + k);
  return { text: result, lineOf };
}
var FrontmatterReader = class {
  /** Whether the session has started: gray-matter's cache is emptied just before the session first looks at it. */
  started = false;
  /**
   * Empty gray-matter's cache before the session's first look at it. Only a session reads or
   * writes that cache (every other caller passes options, which bypass it), and sessions run one
   * after the other, so emptying it here is emptying it when the session was made — without
   * loading gray-matter for a start that reads no markdown file.
   */
  start() {
    if (this.started) return;
    this.started = true;
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
    this.start();
    const cachedBefore = Boolean(gray.cache[text.charCodeAt(0) === 65279 ? text.slice(1) : text]);
    let first = true;
    const markdown2 = this.readInSession(text, () => first = false);
    const reusable = first && !cachedBefore;
    if (reusable) reads?.set(text, markdown2);
    return { markdown: markdown2, reusable };
  }
  readInSession(text, failed) {
    this.start();
    const bom = text.charCodeAt(0) === 65279 ? 1 : 0;
    const body = text.slice(bom);
    const opens = body.startsWith("---") && body.charAt(3) !== "-";
    const lang = opens ? /^[^\r\n]*/.exec(body.slice(3))?.[0] ?? "" : "";
    const base2 = { opens, blockOffset: opens ? bom + 3 + lang.length : 0, code: frontmatterIsCode(text) ? frontmatterLanguage(text) : null };
    const errors = [];
    let errorAt = null;
    const late = () => opens ? null : misplacedFrontmatter(text)?.line ?? null;
    try {
      const f = grayMatter(text);
      return { ...base2, lateFrontmatterLine: late(), outcome: "parsed", data: asRecord(f.data), content: f.content, block: f.matter ?? "", errors };
    } catch (e) {
      failed();
      errors.push(message(e, (l) => l));
      errorAt = markAt(e, (l) => l);
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
        errors,
        errorAt
      };
    } catch (e) {
      errors.push(message(e, (l) => lineOf[l - 1] ?? l));
      errorAt = markAt(e, (l) => lineOf[l - 1] ?? l);
      return { ...base2, lateFrontmatterLine: null, outcome: "dropped", data: {}, content: body, block: blockOf(body, lang), errors, errorAt };
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
function markAt(e, fileLine) {
  const mark = e?.mark;
  const reason = e?.reason;
  if (typeof reason !== "string" || typeof mark?.line !== "number" || typeof mark.column !== "number") return null;
  return { line: fileLine(mark.line + 1), column: mark.column + 1 };
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
  const offset = at3 + (text.length - body.length);
  return { line: text.slice(0, offset).split("\n").length, offset };
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
  const out2 = [];
  const v1Ids = /* @__PURE__ */ new Set();
  for (const key of ["agent", "mode"]) {
    const map = asObject(doc[key]);
    if (!map) continue;
    for (const [id, raw] of Object.entries(map)) {
      if (key === "agent") v1Ids.add(id);
      const base2 = pointer(`/${key}`, id);
      const settings = asObject(raw) ?? {};
      const spanAt = (p, which) => layer.spanAt(base2 + p, which);
      out2.push({
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
    out2.push({
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
  return out2;
}
function markdownDefinition(source, f, root, reader, validator) {
  const r = source.readFile(f.abs);
  if (!r.ok) return null;
  return definitionOfText(r.data.toString("utf8"), f, root, reader, validator).definition;
}
function definitionOfText(text, f, root, reader, validator, reads = null) {
  const { markdown: md, reusable } = reader.readOnce(text, reads);
  const file = displayPath3(root, f.abs);
  const lines2 = new LineIndex(text);
  const settings = { name: f.pathId, ...md.data, prompt: md.content.trim() };
  const id = String(settings["name"]);
  const hasBlock = md.opens && (md.outcome === "parsed" || md.outcome === "sanitised");
  let y;
  const yaml = () => y ??= parseYaml(md.block, file, { offset: md.blockOffset, lines: lines2 });
  const closeEnd = md.opens ? closingLineEnd(text, md.blockOffset + md.block.length) : 0;
  const frontmatterSpan = md.opens ? lines2.span(file, "", 0, closeEnd) : null;
  const firstLine = lines2.span(file, "", 0, firstLineEnd(text));
  const bodyStart = md.opens ? Math.min(text.length, closeEnd + 1) : 0;
  const spanAt = (p, which) => {
    if (p === "/prompt") return lines2.span(file, p, bodyStart, text.length);
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
  const out2 = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const av = asObject(out2[k]);
    const bv = asObject(v);
    out2[k] = av && bv ? mergeDeep2(av, bv) : v;
  }
  return out2;
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
import { posix as path17 } from "node:path";
function truthy(v) {
  const x = v?.toLowerCase();
  return x === "true" || x === "1";
}
function readEnvironment(vars, W, withGlobal, explicit) {
  const home = withGlobal && vars["HOME"] ? path17.resolve(W, vars["HOME"]) : null;
  const xdg = vars["XDG_CONFIG_HOME"] ? path17.resolve(W, vars["XDG_CONFIG_HOME"]) : home !== null ? path17.join(home, ".config") : null;
  const dir2 = vars["OPENCODE_CONFIG_DIR"];
  const file = vars["OPENCODE_CONFIG"];
  const content = vars["OPENCODE_CONFIG_CONTENT"];
  return {
    vars,
    disableProjectConfig: truthy(vars["OPENCODE_DISABLE_PROJECT_CONFIG"]),
    disableClaudePrompt: truthy(vars["OPENCODE_DISABLE_CLAUDE_CODE"]) || truthy(vars["OPENCODE_DISABLE_CLAUDE_CODE_PROMPT"]),
    home,
    globalDir: withGlobal && xdg !== null ? path17.join(xdg, "opencode") : null,
    configDir: dir2 && (withGlobal || explicit.has("OPENCODE_CONFIG_DIR")) ? path17.resolve(W, dir2) : null,
    configFile: file ? path17.resolve(W, file) : null,
    configContent: content !== void 0 && content !== "" ? content : null
  };
}

// src/runtimes/oac/load/agents.ts
var import_yaml11 = __toESM(require_dist(), 1);

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
      const path25 = `${rel2}/${d.name}`;
      const treePath = path25.slice(CONTEXT_ROOT.length + 1);
      if (d.kind === "dir") {
        entries.push({ path: path25, treePath, kind: "dir" });
        walk(path25, depth + 1);
      } else if (d.kind === "symlink") {
        const resolved = realRel(source, W, path25);
        entries.push({
          path: path25,
          treePath,
          kind: "symlink",
          linkTarget: source.readlink(join(W, path25)) ?? "",
          linkResolved: resolved,
          linkInside: resolved !== null && resolved.startsWith(realRoot + "/")
        });
      } else if (d.kind === "file") {
        entries.push(readContextFile(source, W, path25, treePath));
      } else entries.push({ path: path25, treePath, kind: "other" });
    }
  };
  walk(CONTEXT_ROOT, 0);
  const navigation = entries.filter((e) => e.kind === "file" && e.text !== void 0 && isNavigationName(e.treePath.split("/").pop())).map((e) => parseNavigation(source, W, CONTEXT_ROOT, e.path, e.text));
  return { root: CONTEXT_ROOT, entries, navigation };
}
function readContextFile(source, W, path25, treePath) {
  const st = source.lstat(join(W, path25));
  const entry2 = { path: path25, treePath, kind: "file", bytes: st?.size ?? 0 };
  if (!path25.endsWith(".md")) return entry2;
  const r = source.readFile(join(W, path25), MAX_TEXT_BYTES + 1);
  if (!r.ok || r.size > MAX_TEXT_BYTES) return entry2;
  const text = r.data.toString("utf8");
  entry2.bytes = r.size;
  entry2.text = text;
  const lines2 = new LineIndex(text);
  const fm = frontmatterOf(text, path25, lines2);
  entry2.frontmatter = fm.result;
  const headerAt = headerPosition(text, fm.bodyOffset);
  entry2.headerLine = lines2.span(path25, "", headerAt.start, headerAt.end);
  entry2.header = parseHeader(text.slice(headerAt.start, headerAt.end), entry2.headerLine);
  return entry2;
}
function frontmatterOf(text, file, lines2) {
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
    const line = lines2.pos(m3[0].length + Math.max(0, nesting.offsetOver[0])).line;
    return { result: { ok: false, message: `nested more than ${MAX_YAML_DEPTH} levels deep; not parsed`, span: { file, pointer: "", start: { line, column: 1 }, end: { line, column: 1 } } }, bodyOffset };
  }
  try {
    const data = grayMatter(text.slice(0, bodyOffset), {}).data;
    return { result: { ok: true, data: data && typeof data === "object" ? data : {} }, bodyOffset };
  } catch (e) {
    const message2 = (e instanceof Error ? e.message : String(e)).split("\n")[0];
    const mark = e.mark;
    const line = typeof mark?.line === "number" ? mark.line + 2 : 1;
    const span2 = { file, pointer: "", start: { line, column: 1 }, end: { line, column: 1 } };
    return { result: { ok: false, message: message2, span: span2 }, bodyOffset };
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
function parseHeader(line, span2) {
  const m3 = /^\s*<!--\s*(Context\s*:.*?)\s*-->\s*$/.exec(line);
  if (!m3) return null;
  const fields = {};
  for (const part of m3[1].split("|")) {
    const i = part.indexOf(":");
    if (i < 0) continue;
    fields[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return { text: line.trim(), span: span2, fields };
}

// src/runtimes/oac/load/agents.ts
var AGENT_DIRS = ["agent", "agents"];
var MAX_AGENT_BYTES = 1024 * 1024;
var MAX_DEPTH5 = 16;
var OBJECT_KEY_TYPES = { context: "context", contexts: "context", tools: "tool", tool: "tool", subagents: "subagent", subagent: "subagent", agents: "agent", agent: "agent", skills: "skill", commands: "command" };
function loadOacAgents(source, W) {
  const out2 = [];
  for (const top of AGENT_DIRS) {
    const base2 = `.opencode/${top}`;
    const walk = (rel2, depth) => {
      const list2 = source.readdir(join(W, rel2));
      if (!list2 || depth > MAX_DEPTH5) return;
      for (const d of list2) {
        const path25 = `${rel2}/${d.name}`;
        const st = d.kind === "symlink" ? source.stat(join(W, path25)) : { kind: d.kind };
        if (st?.kind === "dir") walk(path25, depth + 1);
        else if (st?.kind === "file" && d.name.endsWith(".md")) out2.push(readAgent(source, W, path25, path25.slice(base2.length + 1, -3)));
      }
    };
    walk(base2, 0);
  }
  return out2;
}
function readAgent(source, W, path25, pathId) {
  const agent = {
    path: path25,
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
  const r = source.readFile(join(W, path25), MAX_AGENT_BYTES);
  if (!r.ok) return agent;
  const text = r.data.toString("utf8");
  const lines2 = new LineIndex(text);
  const fm = frontmatterOf(text, path25, lines2);
  if (!fm.result?.ok) return agent;
  agent.parsed = true;
  const data = fm.result.data;
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text)[0].length;
  const closeLine = text.lastIndexOf("---", fm.bodyOffset);
  const y = parseYaml(text.slice(open, closeLine), path25, { offset: open, lines: lines2 });
  if (typeof data["name"] === "string" && data["name"] !== "") {
    agent.name = { value: data["name"], span: yamlSpan(y, yamlAt(y, "/name").node, "/name") };
    agent.v1Id = data["name"];
  }
  if (typeof data["id"] === "string") agent.fmId = data["id"];
  agent.dependencies = dependencyItems(y);
  agent.context = seqStrings(y, yamlAt(y, "/context").node, "/context");
  const plural2 = yamlAt(y, "/permissions");
  if (plural2.key) agent.permissionsPlural = yamlSpan(y, plural2.key, "/permissions");
  for (const k of ["permission", "permissions"]) {
    const task = yamlAt(y, `/${k}/task`).node;
    if ((0, import_yaml11.isMap)(task)) {
      for (const p of task.items) {
        if ((0, import_yaml11.isPair)(p) && (0, import_yaml11.isScalar)(p.key)) agent.taskKeys.push({ value: String(p.key.value), span: yamlSpan(y, p.key, pointer(`/${k}/task`, String(p.key.value))) });
      }
    }
  }
  return agent;
}
function seqStrings(y, node, at3, implied) {
  if (!(0, import_yaml11.isSeq)(node)) return [];
  const out2 = [];
  node.items.forEach((it, i) => {
    if ((0, import_yaml11.isScalar)(it) && typeof it.value === "string") {
      const v = implied && !it.value.includes(":") ? `${implied}:${it.value}` : it.value;
      out2.push({ value: v, span: yamlSpan(y, it, pointer(at3, i)) });
    }
  });
  return out2;
}
function dependencyItems(y) {
  const node = yamlAt(y, "/dependencies").node;
  if ((0, import_yaml11.isSeq)(node)) return seqStrings(y, node, "/dependencies");
  if (!(0, import_yaml11.isMap)(node)) return [];
  const out2 = [];
  for (const p of node.items) {
    if (!(0, import_yaml11.isPair)(p) || !(0, import_yaml11.isScalar)(p.key)) continue;
    const k = String(p.key.value);
    out2.push(...seqStrings(y, p.value, pointer("/dependencies", k), OBJECT_KEY_TYPES[k] ?? k));
  }
  return out2;
}

// src/runtimes/oac/load/registry.ts
var MAX_REGISTRY_BYTES = 16 * 1024 * 1024;
function loadRegistry(source, W, file = "registry.json") {
  const r = source.readFile(join(W, file), MAX_REGISTRY_BYTES);
  if (!r.ok) return null;
  const text = r.data.toString("utf8");
  const deep = jsonTooDeep(text);
  if (deep >= 0) {
    const lines2 = new LineIndex(text);
    return { file, errors: [{ message: `nested more than ${MAX_JSON_DEPTH} levels deep; not checked`, span: lines2.span(file, "", deep, deep + 1) }], entries: [], sections: [], profiles: [] };
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
      const path25 = stringProp(d, obj, "path", at3);
      const entry2 = {
        section,
        index,
        id: id?.value ?? null,
        span: jsonSpan(d, obj, at3),
        idSpan: id?.span ?? jsonSpan(d, obj, at3),
        path: path25,
        pathKind: path25 === null ? null : pathKind(source, W, path25.value),
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
    const git = childPath(dir2, ".git");
    if (cache.dirNames?.absent(git) !== true && source.lstat(git) !== null) {
      found = dir2;
      break;
    }
    const up = path18.dirname(dir2);
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
  const env2 = readEnvironment(opts.env, W, opts.withGlobal, opts.explicitEnv ?? /* @__PURE__ */ new Set());
  const config = loadOcConfig(source, W, worktree, env2, opts.root ?? W, cache);
  const validator = new SchemaValidator();
  let agentSet;
  let agents;
  let oac;
  const agentSetOnce = () => agentSet ??= loadAgents2(source, { root: W, layers: agentLayers(config.docs, configDirectories(W, worktree, env2)), validator, cache });
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
    env: env2,
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
import { posix as path19 } from "node:path";

// src/runtimes/opencode/load/dir-names.ts
var FIXED = ["agents.md", "claude.md", "context.md", "opencode.json", "opencode.jsonc", ".opencode", ".git"];
var NON_ASCII = 1;
var MAX_TRACKED = 30;
var DirNames = class {
  /** Tracked lower-cased name → its bit. */
  bits = /* @__PURE__ */ new Map();
  /** Directory → bits of the tracked names (ignoring ASCII case) its listing holds, `NON_ASCII` included. */
  listed = /* @__PURE__ */ new Map();
  /** @param extra further names to track (first literal segments of `instructions` entries); beyond 30 in all they are not tracked. */
  constructor(extra = []) {
    for (const n3 of [...FIXED, ...extra]) {
      const k = n3.toLowerCase();
      if (!this.bits.has(k) && this.bits.size < MAX_TRACKED) this.bits.set(k, 1 << this.bits.size + 1);
    }
  }
  /** Record the entry names of `dir` (`null`: unreadable, nothing is recorded). Returns the bits it holds (0 when unreadable). */
  record(dir2, names) {
    if (names === null) return 0;
    let mask = 0;
    for (const name of names) {
      let ascii = true;
      for (let i = 0; i < name.length; i++) {
        if (name.charCodeAt(i) > 127) {
          ascii = false;
          break;
        }
      }
      if (!ascii) mask |= NON_ASCII;
      else mask |= this.bits.get(name.toLowerCase()) ?? 0;
    }
    this.listed.set(dir2, mask);
    return mask;
  }
  /** Whether `dir`'s recorded listing (`mask`, from `record`) may hold `name`: `true` unless certainly not. */
  mayHold(mask, name) {
    const bit = this.bits.get(name.toLowerCase());
    return bit === void 0 || (mask & (bit | NON_ASCII)) !== 0;
  }
  /** `true` only when `name` is certainly not an entry of `dir` (its listing was recorded and says so). */
  absentIn(dir2, name) {
    const mask = this.listed.get(dir2);
    return mask !== void 0 && !this.mayHold(mask, name);
  }
  /**
   * `true` only when the absolute path `abs` certainly does not exist: its last segment is certainly
   * not in its directory, or that directory's own name is certainly not in its parent. `false`
   * says nothing (ask the file source).
   */
  absent(abs) {
    const i = abs.lastIndexOf("/");
    if (i <= 0) return false;
    const dir2 = abs.slice(0, i);
    if (this.absentIn(dir2, abs.slice(i + 1))) return true;
    const j = dir2.lastIndexOf("/");
    return j > 0 && this.absentIn(dir2.slice(0, j), dir2.slice(j + 1));
  }
};

// src/runtimes/opencode/sim/simulate.ts
var MAX_LOCATIONS = 200;
var MAX_DIRS2 = 2e4;
var MARKERS = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md", "opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"];
var SKIP = /* @__PURE__ */ new Set(["node_modules", "vendor", "dist", "build", "target", "__pycache__"]);
function findLocations(source, W, names = new DirNames()) {
  const dirs = [W];
  let leftOut = 0;
  let budget = MAX_DIRS2;
  const top = listDir(source, W);
  names.record(W, top?.names ?? null);
  let level = [{ abs: W, subdirs: subdirsOf(top) }];
  while (level.length > 0 && budget > 0) {
    const next = [];
    for (const d of level) {
      for (const name of d.subdirs) {
        if (--budget < 0) break;
        const abs = childPath(d.abs, name);
        const entries = listDir(source, abs);
        next.push({ abs, subdirs: subdirsOf(entries) });
        if (holdsMarker(source, names, abs, entries)) {
          if (dirs.length < MAX_LOCATIONS) dirs.push(abs);
          else leftOut++;
        }
      }
    }
    level = next;
  }
  return { dirs, leftOut };
}
function subdirsOf(entries) {
  const out2 = [];
  if (entries === null) return out2;
  const { names, kinds } = entries;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (kinds[i] === "dir" && !name.startsWith(".") && !SKIP.has(name)) out2.push(name);
  }
  return out2;
}
var PLAIN_MARKERS = new Set(MARKERS.filter((m3) => !m3.includes("/")));
function holdsMarker(source, names, abs, entries) {
  if (entries === null) return MARKERS.some((m3) => source.lstat(path19.join(abs, m3)) !== null);
  const mask = names.record(abs, entries.names);
  if (mask === 0) return false;
  for (const n3 of entries.names) if (PLAIN_MARKERS.has(n3)) return true;
  return MARKERS.some((m3) => names.mayHold(mask, m3.split("/")[0]) && source.lstat(path19.join(abs, m3)) !== null);
}
function entryHeads(project) {
  const out2 = [];
  for (const { entry: entry2 } of project.config.instructions) {
    if (entry2.startsWith("/") || entry2.startsWith("~/") || /^https?:\/\//.test(entry2) || /[{\\]/.test(entry2)) continue;
    const head = entry2.split("/")[0];
    if (head !== "" && head !== "." && head !== ".." && !/[*?[@!+(]/.test(head)) out2.push(head);
  }
  return out2;
}
function simulateLocation(project) {
  return { project, set: project.refusal === null ? simulateInstructions(project.source, project.W, project.worktree, project.config, project.env, project.options.cache ?? null) : null };
}
function simulateOpencode(project, countTokens2 = null) {
  const cache = project.options.cache;
  const names = cache === void 0 ? new DirNames() : cache.dirNames ??= new DirNames(entryHeads(project));
  const { dirs, leftOut } = findLocations(project.source, project.W, names);
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
  return countTokens;
}

// src/run/prepare.ts
function lintDir(args) {
  if (args.dir === void 0) return args.cwd;
  const d = path20.resolve(args.dir);
  if (args.cwd !== path20.resolve(process.cwd()) && args.cwd !== d) throw new UsageError(`give the directory once: "${args.dir}" and --cwd ${args.cwd} differ`);
  return d;
}
function parseRuleFlags(entries, rules2) {
  const ids = rules2.map((r) => r.id);
  const out2 = {};
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
    out2[id] = { severity: sev };
  }
  return out2;
}
async function prepareRun(args, rules2 = rules) {
  const cwd = lintDir(args);
  const env2 = simulatedEnv(args.env);
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
    const { OverlaySource } = await import("./overlay-EUT45SK2.mjs");
    source = new OverlaySource(source, args.overlay.abs, args.overlay.content);
  }
  if (args.edits && (args.edits.files.size > 0 || args.edits.moves.size > 0)) {
    const { EditedSource } = await import("./edits-2BJKGT7E.mjs");
    source = new EditedSource(source, args.edits);
  }
  let explicit;
  if (args.config !== void 0) {
    const abs = path20.resolve(args.config);
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
  const abs = file !== void 0 ? path20.resolve(file) : path20.join(cwd, BASELINE_FILE);
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

// src/report/compact.ts
var WORD = { error: "Error", warning: "Warning", info: "Info" };
var compact = (results) => {
  let out2 = "";
  for (const f of results.findings) {
    const file = f.span && f.span.file !== "" ? neutralise(f.span.file) : ".";
    const pos = f.span && f.span.start.line > 0 ? ` line ${f.span.start.line}, col ${f.span.start.column},` : "";
    out2 += `${file}:${pos} ${WORD[f.severity]} - ${neutralise(f.message)} (${neutralise(f.ruleId)})
`;
  }
  const n3 = results.findings.length;
  if (n3 > 0) out2 += `
${n3} problem${n3 === 1 ? "" : "s"}
`;
  return out2;
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
  let out2 = "## ctxlens\n\n";
  if (results.findings.length === 0) out2 += "No problems found.\n";
  else {
    out2 += `**${n3.errorCount} error(s), ${n3.warningCount} warning(s), ${n3.infoCount} info**

`;
    out2 += "| Severity | Location | Rule | Message |\n|---|---|---|---|\n";
  }
  const tail = results.suppressed.length > 0 ? `
${results.suppressed.length} finding(s) suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.
` : "";
  const noteRoom = 200;
  let used = Buffer.byteLength(out2) + Buffer.byteLength(tail);
  let i = 0;
  for (; i < results.findings.length; i++) {
    const r = row(results.findings[i], ctx);
    const b = Buffer.byteLength(r);
    if (used + b + noteRoom > max) break;
    out2 += r;
    used += b;
  }
  if (i < results.findings.length) out2 += `
*${results.findings.length - i} more finding(s) not shown: the report is capped at ${max} bytes. Run \`ctxlens lint\` for the full list.*
`;
  return out2 + tail;
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
function location(span2, message2) {
  const r = region(span2);
  return {
    physicalLocation: { artifactLocation: uriFor(span2.file), ...r ? { region: r } : {} },
    ...message2 !== void 0 ? { message: { text: neutralise(message2) } } : {}
  };
}
var sarif = (results, ctx) => {
  const metas = Object.entries(ctx.rulesMeta).sort((a, b) => compareBytes(a[0], b[0]));
  const all = [...results.findings, ...results.suppressed];
  for (const f of all) {
    if (!metas.some(([id]) => id === f.ruleId)) metas.push([f.ruleId, f.ruleId === INTERNAL_ERROR_RULE ? INTERNAL_META : { ...INTERNAL_META, description: `ctxlens rule ${f.ruleId}.`, spec: "" }]);
  }
  const index = new Map(metas.map(([id], i) => [id, i]));
  const rules2 = metas.map(([id, m3]) => ({
    id,
    name: id,
    shortDescription: { text: m3.description },
    fullDescription: { text: m3.spec ? `${m3.description} (${m3.spec})` : m3.description },
    helpUri: ruleDocUrl(id, m3.runtimes),
    help: ctx.ruleDocs?.[id] ? { text: ctx.ruleDocs[id], markdown: ctx.ruleDocs[id] } : { text: `${m3.description} See ${ruleDocUrl(id, m3.runtimes)}`, markdown: `${m3.description} See [${id}](${ruleDocUrl(id, m3.runtimes)}).` },
    defaultConfiguration: { level: LEVEL[m3.severity] },
    properties: { kind: m3.kind, fixable: m3.fixable, ...m3.spec ? { spec: m3.spec } : {} }
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
var wrapAnsi16 = (offset = 0) => (code) => `\x1B[${code + offset}m`;
var wrapAnsi256 = (offset = 0) => (code) => `\x1B[${38 + offset};5;${code}m`;
var wrapAnsi16m = (offset = 0) => (red, green, blue) => `\x1B[${38 + offset};2;${red};${green};${blue}m`;
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
      value(hex3) {
        const matches2 = /[a-f\d]{6}|[a-f\d]{3}/i.exec(hex3.toString(16));
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
      value: (hex3) => styles.rgbToAnsi256(...styles.hexToRgb(hex3)),
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
      value: (hex3) => styles.ansi256ToAnsi(styles.hexToAnsi256(hex3)),
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
  let out2 = "";
  for (const [file, fs2] of groups) {
    out2 += "\n" + c.underline(file === "" ? "(no file)" : neutralise(file)) + "\n";
    const rows = fs2.map((f) => ({ f, pos: position(f), msg: neutralise(f.message) }));
    const wPos = Math.max(...rows.map((r) => r.pos.length));
    const wSev = Math.max(...rows.map((r) => r.f.severity.length));
    const wMsg = Math.min(80, Math.max(...rows.map((r) => r.msg.length)));
    for (const r of rows) {
      out2 += `  ${c.dim(r.pos.padEnd(wPos))}  ${sevColour[r.f.severity](r.f.severity.padEnd(wSev))}  ${r.msg.padEnd(wMsg)}  ${c.dim(neutralise(r.f.ruleId))}
`;
      if (r.f.hint) out2 += `  ${" ".repeat(wPos)}  ${" ".repeat(wSev)}  ${c.dim(neutralise(r.f.hint))}
`;
    }
  }
  const n3 = countSeverities(results.findings);
  const total = results.findings.length;
  if (total > 0) {
    const summary = `\u2716 ${plural(total, "problem")} (${plural(n3.errorCount, "error")}, ${plural(n3.warningCount, "warning")}, ${n3.infoCount} info)`;
    out2 += "\n" + (n3.errorCount > 0 ? c.red.bold(summary) : n3.warningCount > 0 ? c.yellow.bold(summary) : c.bold(summary)) + "\n";
    if (ctx.runtime !== void 0) out2 += c.dim(neutralise(`Runtime: ${ctx.runtime}`)) + "\n";
  }
  if (results.suppressed.length > 0) out2 += (total > 0 ? "" : "\n") + c.dim(`${plural(results.suppressed.length, "finding")} suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.`) + "\n";
  return out2;
};

// src/report/index.ts
var REPORTERS = Object.freeze({ stylish, compact, json, sarif, github, markdown });

// src/report/audit.ts
import { createHash as createHash4 } from "node:crypto";

// src/report/measure.ts
function portableRendered(t, W) {
  const chunks = t.renderedChunks?.();
  const raw = chunks !== void 0 ? chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) : t.renderedBytes ?? Buffer.from(t.rendered, "utf8");
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
function portableChunks(t, W) {
  const chunks = t.renderedChunks?.();
  if (chunks === void 0) return [portableRendered(t, W)];
  if (W === "/" || W === "") return chunks;
  const p = Buffer.from(W.endsWith("/") ? W : W + "/", "utf8");
  const m3 = p.length;
  const out2 = [];
  const spans = (c, o) => {
    for (let k = 0; k < m3; o++, k++) {
      while (c < chunks.length && o >= chunks[c].length) {
        c++;
        o = 0;
      }
      if (c >= chunks.length || chunks[c][o] !== p[k]) return false;
    }
    return true;
  };
  for (let c = 0; c < chunks.length; c++) {
    const b = chunks[c];
    let from = 0;
    for (let i = b.indexOf(p, 0); i >= 0; i = b.indexOf(p, from)) {
      out2.push(b.subarray(from, i));
      from = i + m3;
    }
    for (let s = Math.max(from, b.length - m3 + 1); s < b.length; s++) if (b[s] === p[0] && spans(c, s)) return [portableRendered(t, W)];
    out2.push(from === 0 ? b : b.subarray(from));
  }
  return out2;
}
var portableLengths = /* @__PURE__ */ new WeakMap();
function countInChunks(chunks, p) {
  const m3 = p.length;
  let count = 0;
  let ci = 0;
  let off = 0;
  const startsAt = (c, o) => {
    let k = 0;
    while (k < m3) {
      const b = chunks[c];
      if (b === void 0) return false;
      if (o >= b.length) {
        c++;
        o = 0;
        continue;
      }
      if (b[o] !== p[k]) return false;
      k++;
      o++;
    }
    return true;
  };
  const advance = (c, o, n3) => {
    o += n3;
    while (c < chunks.length && o >= chunks[c].length && !(c === chunks.length - 1 && o === chunks[c].length)) {
      o -= chunks[c].length;
      c++;
    }
    return [c, o];
  };
  while (ci < chunks.length) {
    const b = chunks[ci];
    const i = off <= b.length ? b.indexOf(p, off) : -1;
    if (i >= 0) {
      count++;
      [ci, off] = advance(ci, i, m3);
      continue;
    }
    let found = -1;
    for (let s = Math.max(off, b.length - m3 + 1); s < b.length; s++) {
      if (b[s] === p[0] && startsAt(ci, s)) {
        found = s;
        break;
      }
    }
    if (found >= 0) {
      count++;
      [ci, off] = advance(ci, found, m3);
    } else {
      ci++;
      off = 0;
    }
  }
  return count;
}
function portableLength(t, W) {
  if (t.renderedChunks === void 0 || t.renderedLength === void 0) return portableRendered(t, W).length;
  const total = t.renderedLength;
  if (W === "/" || W === "") return total;
  const prefix = Buffer.from(W.endsWith("/") ? W : W + "/", "utf8");
  return total - countInChunks(t.renderedChunks(), prefix) * prefix.length;
}
function portableRenderedLength(t, W) {
  const files = t.resolution.files;
  const manifest = t.manifest.bytes ?? null;
  if (manifest === null) return portableLength(t, W);
  let byManifest = portableLengths.get(files);
  if (byManifest === void 0) portableLengths.set(files, byManifest = /* @__PURE__ */ new WeakMap());
  let byW = byManifest.get(manifest);
  if (byW === void 0) byManifest.set(manifest, byW = /* @__PURE__ */ new Map());
  let n3 = byW.get(W);
  if (n3 === void 0) byW.set(W, n3 = portableLength(t, W));
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
var MEMO_BY_TEXT_BYTES = 64 << 10;
function memoCounter(count) {
  const byBuffer = /* @__PURE__ */ new WeakMap();
  const byText = /* @__PURE__ */ new Map();
  const byHash = /* @__PURE__ */ new Map();
  const countOf = (content) => content.length > EXACT_TOKEN_BYTES ? Math.round(count(content.subarray(0, EXACT_TOKEN_BYTES).toString("utf8")) * content.length / EXACT_TOKEN_BYTES) : count(content.toString("utf8"));
  return (content) => {
    let n3 = byBuffer.get(content);
    if (n3 !== void 0) return n3;
    if (content.length <= MEMO_BY_TEXT_BYTES) {
      const text = content.toString("utf8");
      n3 = byText.get(text);
      if (n3 === void 0) byText.set(text, n3 = count(text));
    } else {
      const k = createHash4("sha256").update(content).digest("hex");
      n3 = byHash.get(k);
      if (n3 === void 0) byHash.set(k, n3 = countOf(content));
    }
    byBuffer.set(content, n3);
    return n3;
  };
}
function buildAudit(sim, discovery, count, W = "") {
  const tokensOf = memoCounter(count);
  const maxSessionBytes = effectiveCap(discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes);
  const maxFileBytes = effectiveCap(discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const targets = sim.targets.map((t) => {
    const measured2 = measureTarget(t, W, tokensOf);
    const m3 = t.manifest;
    return {
      agent: t.target.agentId,
      flow: t.target.flowId,
      step: t.target.stepId,
      files: measured2.files,
      totalBytes: measured2.bytes,
      totalTokens: measured2.tokens,
      renderedBytes: measured2.renderedBytes,
      manifest: {
        bytes: m3.bytes?.length ?? Buffer.byteLength(m3.text, "utf8"),
        cap: MANIFEST_CAP_BYTES,
        files: m3.files.length,
        degrade: m3.degrade,
        notShown: m3.notShown,
        gatedBy: m3.gatedBy,
        bodyBytes: m3.files.reduce((a, f) => a + f.bytes, 0),
        maxSessionBytes,
        maxFileBytes,
        overFileCap: m3.files.filter((f) => f.bytes > maxFileBytes).length
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

// src/report/bars.ts
var EIGHTHS = ["", "\u258F", "\u258E", "\u258D", "\u258C", "\u258B", "\u258A", "\u2589"];
function bar(value, max, width = 24) {
  if (max <= 0 || value <= 0) return "";
  const over = value > max;
  const eighths = Math.max(1, Math.round(Math.min(value, max) / max * width * 8));
  const full = Math.floor(eighths / 8);
  return "\u2588".repeat(full) + EIGHTHS[eighths % 8] + (over ? "\u25B6" : "");
}
var n = groupedNumber;
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
    const m3 = t.manifest;
    if (m3.files === 0) continue;
    const name = shortTargetName(t);
    add(name, "manifest", m3.bytes, m3.cap, `${n(m3.bytes)} / ${n(m3.cap)} bytes (${pct(m3.bytes, m3.cap)})`);
    add(name, "nested bodies", m3.bodyBytes, m3.maxSessionBytes, `${n(m3.bodyBytes)} / ${n(m3.maxSessionBytes)} session bytes (${pct(m3.bodyBytes, m3.maxSessionBytes)})`);
  }
  const who = (names) => names.length <= 2 ? names.join(", ") : `${names[0]} and ${names.length - 1} more`;
  const budgets = [...groups.values()].map((g) => ({ label: `${who(g.names)}: ${g.kind}`, value: g.value, max: g.max, note: g.note }));
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}
function mdChart(title, head, rows, limit, width) {
  if (rows.length === 0) return "";
  const lines2 = [`#### ${title}`, "", `| ${head} | | |`, "|---|---|---:|"];
  for (const r of rows.slice(0, limit)) lines2.push(`| ${escapeMarkdown(r.label)} | \`${bar(r.value, r.max, width) || " "}\` | ${r.note} |`);
  if (rows.length > limit) lines2.push(`| \u2026 ${rows.length - limit} more | | |`);
  return lines2.join("\n") + "\n";
}
function barsMarkdown(a, limit = 15, width = 20) {
  const { tokens, budgets } = barRows(a);
  const parts = [mdChart("Always-on context (\u2248tokens, largest first)", "Agent / flow step", tokens, limit, width), mdChart("Budgets (closest to the cap first)", "Budget", budgets, limit, width)].filter((x) => x !== "");
  return parts.join("\n");
}
function ocBarRows(a, caps) {
  const shown2 = a.locations.filter((l) => l.refusal === null && l.files.length > 0);
  const maxTokens = Math.max(0, ...shown2.map((l) => l.totalTokens));
  const tokens = shown2.map((l) => ({ label: l.location, value: l.totalTokens, max: maxTokens, note: `${n(l.totalTokens)} tokens, ${n(l.totalBytes)} bytes` })).sort((x, y) => y.value - x.value || (x.label < y.label ? -1 : 1));
  const budgets = [];
  const pct = (v, c) => `${Math.round(v / c * 100)}%`;
  for (const l of caps === null ? [] : shown2) {
    if (caps.maxBytes > 0) budgets.push({ label: `${l.location}: bytes`, value: l.totalBytes, max: caps.maxBytes, note: `${n(l.totalBytes)} / ${n(caps.maxBytes)} bytes (${pct(l.totalBytes, caps.maxBytes)})` });
    if (caps.maxTokens > 0) budgets.push({ label: `${l.location}: tokens`, value: l.totalTokens, max: caps.maxTokens, note: `\u2248${n(l.totalTokens)} / ${n(caps.maxTokens)} tokens (${pct(l.totalTokens, caps.maxTokens)})` });
  }
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}
function ocBarsMarkdown(a, caps, limit = 15, width = 20) {
  const { tokens, budgets } = ocBarRows(a, caps);
  return [mdChart("Always-on instructions (\u2248tokens, largest first)", "Location", tokens, limit, width), mdChart("instructions-budget (closest to the cap first)", "Budget", budgets, limit, width)].filter((x) => x !== "").join("\n");
}

// src/diff/compute.ts
import { createHash as createHash5 } from "node:crypto";
function targetKey(t) {
  return `${t.agentId}\0${t.flowId ?? ""}\0${t.stepId ?? ""}`;
}
function findingKey(f) {
  return f.fingerprint ?? [f.ruleId, f.span?.file ?? "", f.messageId].join("\0");
}
function findingsOnlyIn(a, b) {
  const count = /* @__PURE__ */ new Map();
  for (const f of b) count.set(findingKey(f), (count.get(findingKey(f)) ?? 0) + 1);
  const out2 = [];
  for (const f of a) {
    const k = findingKey(f);
    const n3 = count.get(k) ?? 0;
    if (n3 > 0) count.set(k, n3 - 1);
    else out2.push(f);
  }
  return out2;
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
  const m3 = /* @__PURE__ */ new Map();
  for (const f of t?.resolution.files ?? []) {
    m3.set(f.rel, { layer: f.layer, bytes: f.bytes, tokens: tokens(f.content), sha256: createHash5("sha256").update(f.content).digest("hex") });
  }
  return m3;
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
  const rb = b ? portableChunks(b, baseSide.W ?? "") : [];
  const ra = a ? portableChunks(a, headSide.W ?? "") : [];
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
  const status = !b ? "added" : !a ? "removed" : files.length > 0 || !chunksEqual(rb, ra) ? "changed" : "unchanged";
  return {
    target,
    name: targetName({ agent: target.agentId, flow: target.flowId, step: target.stepId }),
    status,
    files,
    bytes: { before: mb?.bytes ?? 0, after: ma?.bytes ?? 0 },
    tokens: { before: mb?.tokens ?? 0, after: ma?.tokens ?? 0 },
    renderedBytes: { before: chunksLength(rb), after: chunksLength(ra) },
    manifest: { added: linesOnlyIn(mlA, mlB), removed: linesOnlyIn(mlB, mlA), bytesBefore: mBytes(b), bytesAfter: mBytes(a) },
    budgets
  };
}
function computeContextDiff(base2, head, tokens) {
  const byKey = /* @__PURE__ */ new Map();
  for (const t of base2.sim.targets) byKey.set(targetKey(t.target), t);
  const seen = /* @__PURE__ */ new Set();
  const targets = [];
  for (const a of head.sim.targets) {
    const k = targetKey(a.target);
    seen.add(k);
    targets.push(compareTarget(byKey.get(k), a, tokens, base2, head));
  }
  for (const b of base2.sim.targets) if (!seen.has(targetKey(b.target))) targets.push(compareTarget(b, void 0, tokens, base2, head));
  const maxB = effectiveCap(base2.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const maxA = effectiveCap(head.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const nb = new Map(base2.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const na = new Map(head.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const budgets = [];
  for (const rel2 of /* @__PURE__ */ new Set([...na.keys(), ...nb.keys()])) {
    const before2 = nb.get(rel2) ?? null;
    const after = na.get(rel2) ?? null;
    const c = crossing("maxFileBytes", rel2, maxB, maxA, before2, after);
    if (c) budgets.push(c);
  }
  return {
    base: base2.label,
    head: head.label,
    tokenizer: TOKENIZER,
    targets: targets.filter((t) => t.status !== "unchanged" || t.budgets.some((x) => x.state !== "over")),
    compared: targets.length,
    budgets,
    newFindings: findingsOnlyIn(head.findings, base2.findings),
    fixedFindings: findingsOnlyIn(base2.findings, head.findings),
    headFindings: [...head.findings]
  };
}
function budgetsOf(sim, discovery) {
  const side2 = { label: "", sim, findings: [], discovery };
  const d = computeContextDiff(side2, side2, () => 0);
  const out2 = [...d.budgets];
  for (const t of sim.targets) {
    const td = compareTarget(t, t, () => 0, side2, side2);
    for (const b of td.budgets) out2.push({ ...b, subject: `${td.name}: ${b.subject}` });
  }
  return out2;
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
  if (p.runtime !== "fork") {
    throw new UsageError(
      `ctxlens diff compares the context of the OpenCode Go fork only; it does not model mainstream OpenCode yet (this directory is read as ${p.choice.reason}). What works: \`ctxlens render --runtime opencode\` (or \`audit\`) on each revision and compare the output; \`diff --runtime opencode --against opencode-v2\` for the V1 \u2192 V2 migration report; \`diff --runtime fork\` to compare as the fork reads the repository.`
    );
  }
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  return { label, sim, findings: result.findings, discovery: p.model.config.discovery, W: p.model.W };
}
async function runContextDiff(opts, count) {
  const root = sourceRoot(opts.cwd);
  const baseSha = resolveCommit(root, opts.base);
  const headSha = opts.head === null ? null : resolveCommit(root, opts.head);
  const short = (rev, sha) => rev === sha ? sha.slice(0, 12) : `${rev} (${sha.slice(0, 12)})`;
  const base2 = await side(opts, baseSha, short(opts.base, baseSha));
  const head = await side(opts, headSha, headSha === null ? "working tree" : short(opts.head, headSha));
  const tokens = memoCounter(count ?? await o200kCounter());
  return computeContextDiff(base2, head, tokens);
}

// src/diff/changed-lines.ts
import { realpathSync } from "node:fs";
import * as path21 from "node:path";
function parseUnifiedZero(text) {
  const out2 = /* @__PURE__ */ new Map();
  let current = null;
  for (const line of text.split("\n")) {
    if (line.startsWith("+++ ")) {
      const p = unquote(line.slice(4));
      current = p === "/dev/null" || !p.startsWith("b/") ? null : getOrAdd(out2, p.slice(2));
      continue;
    }
    const m3 = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (m3 && current) {
      const start = Number(m3[1]);
      const count = m3[2] === void 0 ? 1 : Number(m3[2]);
      if (count === 0) current.add(Math.max(1, start + 1));
      for (let i = 0; i < count; i++) current.add(start + i);
    }
  }
  return out2;
}
function getOrAdd(m3, k) {
  let s = m3.get(k);
  if (!s) m3.set(k, s = /* @__PURE__ */ new Set());
  return s;
}
function unquote(p) {
  if (!p.startsWith('"')) return p;
  const bytes = [];
  const body = p.slice(1, -1);
  const esc2 = { n: 10, t: 9, r: 13, '"': 34, "\\": 92, a: 7, b: 8, f: 12, v: 11 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== "\\") {
      bytes.push(...Buffer.from(c, "utf8"));
      continue;
    }
    const n3 = body[i + 1];
    if (/[0-7]/.test(n3)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(esc2[n3] ?? n3.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
function changedLines(cwd, base2, relativeTo) {
  const root = repoRoot(cwd);
  const out2 = runGit(root, ["diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", base2, "--"]).toString("utf8");
  const byRoot = parseUnifiedZero(out2);
  if (relativeTo === void 0) return byRoot;
  const m3 = /* @__PURE__ */ new Map();
  let base_ = relativeTo;
  try {
    base_ = realpathSync(relativeTo);
  } catch {
  }
  for (const [file, lines2] of byRoot) {
    const rel2 = path21.relative(base_, path21.join(root, file)).split(path21.sep).join("/");
    m3.set(rel2, lines2);
  }
  return m3;
}

// src/diff/format.ts
var n2 = groupedNumber;
var delta = (a, b) => b === a ? "\xB10" : b > a ? `+${n2(b - a)}` : `-${n2(a - b)}`;
var span = (a, b, unit) => `${n2(a)} \u2192 ${n2(b)}${unit ? " " + unit : ""} (${delta(a, b)})`;
var BUDGET = { maxFileBytes: "maxFileBytes", maxSessionBytes: "maxSessionBytes", manifestCap: "manifest cap" };
function where2(f) {
  if (!f.span) return "(project)";
  return f.span.start.line > 0 ? `${f.span.file}:${f.span.start.line}:${f.span.start.column}` : f.span.file;
}
function budgetText(b) {
  const side2 = (x) => x === null ? "\u2014" : n2(x);
  return `${BUDGET[b.budget]} ${b.state}: ${b.subject} ${side2(b.before)} \u2192 ${side2(b.after)} bytes (limit ${n2(b.limit)})`;
}
function mdTargetRow(t) {
  return `| ${escapeMarkdown(t.name)} | ${t.status} | ${span(t.bytes.before, t.bytes.after, "")} | ${span(t.tokens.before, t.tokens.after, "")} |`;
}
function diffMarkdown(d, heading = 3, opts = {}) {
  const h = "#".repeat(heading);
  const out2 = [`${h} Context diff: ${escapeMarkdown(d.base)} \u2192 ${escapeMarkdown(d.head)}`, ""];
  const changed = d.targets.filter((t) => t.status !== "unchanged");
  out2.push(`${changed.length} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed. Tokens are approximate (${d.tokenizer}).`, "");
  if (d.targets.length > 0) {
    out2.push("| Agent / step | Status | Bytes | Tokens (\u2248) |", "|---|---|---|---|");
    for (const t of d.targets) out2.push(mdTargetRow(t));
    out2.push("");
    for (const t of d.targets) {
      if (t.files.length === 0 && t.manifest.added.length === 0 && t.manifest.removed.length === 0 && t.budgets.length === 0) continue;
      out2.push(`<details><summary>${escapeMarkdown(t.name)}</summary>`, "");
      if (t.files.length > 0) {
        out2.push("| File | Change | Layer | Bytes | Tokens (\u2248) |", "|---|---|---|---|---|");
        for (const f of t.files) {
          const layer = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} \u2192 ${f.after.layer}` : f.after?.layer ?? f.before?.layer ?? "";
          out2.push(`| ${escapeMarkdown(f.path)} | ${f.status} | ${layer} | ${span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, "")} | ${span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, "")} |`);
        }
        out2.push("");
      }
      if (t.manifest.added.length + t.manifest.removed.length > 0) {
        out2.push("Manifest lines:", "");
        for (const l of t.manifest.added) out2.push(`- added: ${escapeMarkdown(l)}`);
        for (const l of t.manifest.removed) out2.push(`- removed: ${escapeMarkdown(l)}`);
        out2.push("");
      }
      for (const b of t.budgets) out2.push(`- ${escapeMarkdown(budgetText(b))}`);
      if (t.budgets.length > 0) out2.push("");
      out2.push("</details>", "");
    }
  }
  const budgets = [...d.budgets, ...d.targets.flatMap((t) => t.budgets.map((b) => ({ ...b, subject: `${t.name}: ${b.subject}` })))];
  if (budgets.length > 0) {
    out2.push(`${h}# Budgets`, "", "| Budget | Subject | Limit | Before | After | State |", "|---|---|---|---|---|---|");
    for (const b of budgets) out2.push(`| ${BUDGET[b.budget]} | ${escapeMarkdown(b.subject)} | ${n2(b.limit)} | ${b.before === null ? "\u2014" : n2(b.before)} | ${b.after === null ? "\u2014" : n2(b.after)} | ${b.state} |`);
    out2.push("");
  }
  if (d.newFindings.length > 0 && opts.newFindings !== false) {
    out2.push(`${h}# New findings`, "", "| Severity | Location | Rule | Message |", "|---|---|---|---|");
    for (const f of d.newFindings) out2.push(`| ${f.severity} | ${escapeMarkdown(where2(f))} | ${escapeMarkdown(f.ruleId)} | ${escapeMarkdown(f.message)} |`);
    out2.push("");
  }
  return out2.join("\n") + "\n";
}

// src/run/opencode-audit.ts
import * as path23 from "node:path";

// src/report/opencode-audit.ts
import { posix as path22 } from "node:path";
function buildOcAudit(sim, root, reason, count, only) {
  const relOf = (abs) => {
    const r = path22.relative(root, abs);
    return r === "" ? "." : r;
  };
  const picked = only === null ? sim.locations : sim.locations.filter((l) => l.project.W === only);
  const locations = picked.map((l) => {
    const worktree2 = l.set?.worktree ?? l.project.worktree;
    const files = (l.set?.files ?? []).map((f) => {
      const m3 = measureInstructionFile(f, worktree2, count);
      return { path: relOf(f.abs), layer: f.layer, bytes: m3.bytes, tokens: m3.tokens ?? 0, ...f.entry ? { entry: f.entry.entry } : {}, ...f.tooLarge !== void 0 ? { tooLarge: f.tooLarge } : {} };
    });
    const total = l.set === null ? { bytes: 0, tokens: 0 } : measureInstructions(l.set, count);
    return {
      location: relOf(l.project.W),
      configs: l.project.config.docs.map((d) => d.abs === null ? d.file : relOf(d.abs)),
      // The runtime's own message names the config by its absolute path; show it as messages do (docs/usage.md, "Numbers and paths").
      refusal: l.project.refusal === null ? null : displayPaths(l.project.refusal, root, null, worktree2 === "/" ? null : worktree2),
      files,
      urls: (l.set?.urls ?? []).map((u) => u.entry),
      totalBytes: total.bytes,
      totalTokens: total.tokens ?? 0
    };
  });
  const first = picked[0]?.project ?? sim.locations[0].project;
  const agents = first.agents.map((a) => ({ id: a.id, mode: a.mode, source: a.source, hidden: a.hidden, disabled: a.disabled, file: a.file === null ? null : relOf(a.file) }));
  const worktree = first.worktree === "/" ? "/" : relOf(first.worktree);
  return { runtime: "opencode", reason, tokenizer: TOKENIZER, approximate: true, worktree, locations, locationsLeftOut: sim.leftOut, agents };
}
function ocBudgetMarkdown(a, caps) {
  const head = "### Budgets\n\n";
  if (caps === null) return head + "The `instructions-budget` rule is off: no cap on the instructions of a Location.\n";
  const limits = [caps.maxBytes > 0 ? `${groupedNumber(caps.maxBytes)} bytes` : "", caps.maxTokens > 0 ? `\u2248${groupedNumber(caps.maxTokens)} tokens` : ""].filter((x) => x !== "");
  if (limits.length === 0) return head + "The `instructions-budget` caps are both 0: no cap on the instructions of a Location.\n";
  const rows = [];
  for (const l of a.locations) {
    if (l.refusal !== null || l.files.length === 0) continue;
    if (caps.maxBytes > 0 && l.totalBytes > caps.maxBytes) rows.push(`| instructions-budget: maxBytes | ${escapeMarkdown(l.location)} | ${groupedNumber(caps.maxBytes)} bytes | ${groupedNumber(l.totalBytes)} bytes |`);
    if (caps.maxTokens > 0 && l.totalTokens > caps.maxTokens) rows.push(`| instructions-budget: maxTokens | ${escapeMarkdown(l.location)} | \u2248${groupedNumber(caps.maxTokens)} tokens | \u2248${groupedNumber(l.totalTokens)} tokens |`);
  }
  const shown2 = a.locations.filter((l) => l.refusal === null).length;
  if (rows.length === 0) return head + `Every Location (${shown2}) is within the \`instructions-budget\` caps: ${limits.join(", ")} of instructions.
`;
  return [head.trimEnd(), "", "| Budget | Location | Limit | Measured |", "|---|---|---:|---:|", ...rows, ""].join("\n");
}

// src/run/opencode-audit.ts
function instructionsBudgetCaps(p) {
  const budget = p.settings["instructions-budget"];
  const rule = p.rules.find((r) => r.id === "instructions-budget");
  return rule === void 0 || budget?.severity === "off" ? null : { ...rule.defaultOptions, ...budget?.options ?? {} };
}
function ocAuditRun(p, location2) {
  const count = p.countTokens;
  const sim = simulateOpencode(p.model, count);
  let only = null;
  let shown2 = sim;
  if (location2 !== void 0) {
    only = path23.resolve(p.cwd, location2);
    if (p.model.source.stat(only)?.kind !== "dir") throw new UsageError(`--location: not a directory: ${location2}`);
    if (!sim.locations.some((l) => l.project.W === only)) {
      shown2 = { ...sim, locations: [...sim.locations, simulateLocation(loadOcProject(p.model.source, { ...p.model.options, cwd: only }))] };
    }
  }
  return { sim, audit: buildOcAudit(shown2, p.cwd, p.choice.reason, count, only), caps: instructionsBudgetCaps(p) };
}

// src/action/run.ts
var ActionInputError = class extends Error {
};
function bool(v, dflt) {
  if (v === void 0 || v.trim() === "") return dflt;
  const s = v.trim().toLowerCase();
  if (s === "true") return true;
  if (s === "false") return false;
  throw new ActionInputError(`expected true or false, got "${v}"`);
}
function readActionEnv(env2 = process.env) {
  const workspace = path24.resolve(env2["GITHUB_WORKSPACE"] || process.cwd());
  const failOn = (env2["CTXLENS_INPUT_FAIL_ON"] || "error").trim();
  if (failOn !== "error" && failOn !== "warning" && failOn !== "never") throw new ActionInputError(`fail-on must be error, warning or never, got "${failOn}"`);
  const diff = (env2["CTXLENS_INPUT_DIFF"] || "auto").trim().toLowerCase();
  if (diff !== "auto" && diff !== "true" && diff !== "false") throw new ActionInputError(`diff must be auto, true or false, got "${diff}"`);
  const sarif2 = (env2["CTXLENS_INPUT_SARIF_FILE"] ?? "").trim();
  const annotate = (env2["CTXLENS_INPUT_ANNOTATE"] || "changed").trim().toLowerCase();
  if (annotate !== "changed" && annotate !== "all") throw new ActionInputError(`annotate must be changed or all, got "${annotate}"`);
  return {
    cwd: path24.resolve(workspace, env2["CTXLENS_INPUT_WORKING_DIRECTORY"] || "."),
    workspace,
    failOn,
    sarifFile: sarif2 === "" ? null : path24.resolve(workspace, sarif2),
    summary: bool(env2["CTXLENS_INPUT_SUMMARY"], true),
    diff,
    eventName: env2["GITHUB_EVENT_NAME"] ?? "",
    eventPath: env2["GITHUB_EVENT_PATH"] || null,
    stepSummary: env2["GITHUB_STEP_SUMMARY"] || null,
    output: env2["GITHUB_OUTPUT"] || null,
    annotate
  };
}
function pullRequestBase(eventPath) {
  if (eventPath === null) return null;
  try {
    const ev = JSON.parse(readFileSync5(eventPath, "utf8"));
    const sha = ev.pull_request?.base?.sha;
    return typeof sha === "string" && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}
function setOutput(file, name, value) {
  const delim = `ghadelimiter_${randomBytes(12).toString("hex")}`;
  appendFileSync(file, `${name}<<${delim}
${value}
${delim}
`);
}
var SUMMARY_MAX_BYTES = 1024 * 1024 - 1024;
function capMarkdown(text, max) {
  if (Buffer.byteLength(text) <= max) return text;
  const note = "\n\n*The summary was cut to fit GitHub's 1 MiB limit; run `ctxlens diff` or `ctxlens lint` for everything.*\n";
  const room = max - Buffer.byteLength(note);
  const lines2 = text.split("\n");
  let out2 = "";
  for (const l of lines2) {
    if (Buffer.byteLength(out2) + Buffer.byteLength(l) + 1 > room) break;
    out2 += l + "\n";
  }
  return out2 + note;
}
function budgetTable(budgets) {
  if (budgets.length === 0) return "### Budgets\n\nEvery agent and flow step is within the manifest cap, `maxFileBytes` and `maxSessionBytes`.\n";
  const rows = budgets.map((b) => `| ${b.budget} | ${escapeMarkdown(b.subject)} | ${b.limit} | ${b.after ?? "\u2014"} |`);
  return ["### Budgets", "", "| Budget | Subject | Limit (bytes) | Bytes |", "|---|---|---|---|", ...rows, ""].join("\n");
}
function newFirst(findings, diff) {
  if (diff === null) return { fresh: [], old: [...findings] };
  const want = /* @__PURE__ */ new Map();
  for (const f of diff.newFindings) want.set(findingKey(f), (want.get(findingKey(f)) ?? 0) + 1);
  const fresh = [];
  const old = [];
  for (const f of findings) {
    const k = findingKey(f);
    const n3 = want.get(k) ?? 0;
    if (n3 > 0) {
      want.set(k, n3 - 1);
      fresh.push(f);
    } else old.push(f);
  }
  return { fresh, old };
}
function onChangedLine(f, changed) {
  if (!f.span) return false;
  const lines2 = changed.get(f.span.file);
  if (!lines2) return false;
  if (f.span.start.line === 0) return true;
  for (let l = f.span.start.line; l <= Math.max(f.span.start.line, f.span.end.line); l++) if (lines2.has(l)) return true;
  return false;
}
function newFindingsMarkdown(fresh, fixed, base2) {
  const head = `### New in this pull request

Compared with ${escapeMarkdown(base2.slice(0, 12))}: ${fresh.length} new finding(s), ${fixed} fixed.
`;
  if (fresh.length === 0) return head;
  const rows = fresh.map((f) => {
    const where3 = f.span ? f.span.start.line > 0 ? `${f.span.file}:${f.span.start.line}:${f.span.start.column}` : f.span.file : "\u2014";
    return `| ${f.severity} | ${escapeMarkdown(where3)} | ${escapeMarkdown(f.ruleId)} | ${escapeMarkdown(f.message)} |`;
  });
  return [head, "| Severity | Location | Rule | Message |", "|---|---|---|---|", ...rows, ""].join("\n");
}
async function runAction(a, write = (s) => process.stdout.write(s), count) {
  const args = { cwd: a.cwd, env: [], withGlobal: false, staged: false, format: "github", maxWarnings: -1, rule: [] };
  const p = await prepareRun(args);
  const sim = p.runtime === "fork" ? simulateAll(p.model) : null;
  const oc = p.runtime === "opencode" ? ocAuditRun(p) : null;
  const result = lintPrepared(p, sim ?? oc?.sim ?? void 0);
  const findings = rebaseFindings(result.findings, p.W, a.workspace);
  const suppressed = rebaseFindings(result.suppressed, p.W, a.workspace);
  const ctx = { cwd: a.workspace, color: false, rulesMeta: rulesMetaOf(p.rules), version: toolVersion() };
  if (a.sarifFile !== null) writeFileSync(a.sarifFile, REPORTERS.sarif({ findings, suppressed }, ctx));
  const counts = countSeverities(result.findings);
  const wantDiff = a.diff === "true" || a.diff === "auto" && (a.eventName === "pull_request" || a.eventName === "pull_request_target");
  const base2 = wantDiff ? pullRequestBase(a.eventPath) : null;
  let diff = null;
  let delta2 = null;
  let diffError = null;
  let changed = null;
  if (base2 !== null) {
    try {
      if (p.runtime === "fork") {
        diff = await runContextDiff({ cwd: a.cwd, base: base2, head: null, env: [], withGlobal: false, rule: [] }, count);
        delta2 = { newFindings: diff.newFindings, fixed: diff.fixedFindings.length };
      } else {
        const pb = await prepareRun({ ...args, rev: base2, runtime: "opencode" });
        const before2 = lintPrepared(pb).findings;
        delta2 = { newFindings: findingsOnlyIn(result.findings, before2), fixed: findingsOnlyIn(before2, result.findings).length };
      }
      changed = changedLines(a.cwd, base2, a.workspace);
    } catch (e) {
      diffError = e instanceof Error ? e.message : String(e);
    }
  }
  const { fresh, old } = newFirst(result.findings, delta2);
  const freshW = rebaseFindings(fresh, p.W, a.workspace);
  const oldW = rebaseFindings(old, p.W, a.workspace);
  const annotated = a.annotate === "all" || changed === null ? [...freshW, ...oldW] : [...freshW, ...oldW.filter((f) => onChangedLine(f, changed))];
  const annotations = REPORTERS.github({ findings: annotated, suppressed: [] }, ctx);
  write(annotations);
  let summary = "";
  if (a.summary) {
    const parts = [];
    if (delta2 !== null && base2 !== null) parts.push(newFindingsMarkdown(freshW, delta2.fixed, base2));
    if (p.runtime === "fork" && sim !== null) {
      const audit = buildAudit(sim, p.model.config.discovery, count ?? await o200kCounter(), p.W);
      const bars = barsMarkdown(audit);
      if (bars !== "") parts.push(`### Context at a glance

*Tokens are approximate (${audit.tokenizer}).*

${bars}`);
    }
    if (oc !== null) {
      const bars = ocBarsMarkdown(oc.audit, oc.caps);
      if (bars !== "") parts.push(`### Context at a glance

*Always-on instructions per Location (where opencode can start). Tokens are approximate (${oc.audit.tokenizer}).*

${bars}`);
    }
    parts.push(REPORTERS.markdown({ findings: [...freshW, ...oldW], suppressed }, { ...ctx, maxBytes: 512 * 1024 }).replace(/^## ctxlens\n/, delta2 !== null ? "### All findings\n" : "## ctxlens\n"));
    if (annotated.length < findings.length) parts.push(`*${findings.length - annotated.length} finding(s) on lines this pull request does not touch are listed here but not annotated (\`annotate: all\` annotates them).*
`);
    if (wantDiff && base2 === null) parts.push("### Context diff\n\nNo pull request base commit in the event payload; the context diff was skipped.\n");
    if (diff !== null) parts.push(diffMarkdown(diff, 3, { newFindings: false }));
    if (diffError !== null && base2 !== null) parts.push(`### Context diff

The ${p.runtime === "fork" ? "context diff" : "comparison"} against ${escapeMarkdown(base2.slice(0, 12))} was skipped: ${escapeMarkdown(diffError)}. Check out with \`fetch-depth: 0\` so the base commit is available.
`);
    if (p.runtime === "fork" && sim !== null) parts.push(budgetTable(budgetsOf(sim, p.model.config.discovery)));
    if (oc !== null) parts.push(ocBudgetMarkdown(oc.audit, oc.caps));
    const body = parts.join("\n");
    summary = capMarkdown((delta2 !== null ? "## ctxlens\n\n" : "") + body, SUMMARY_MAX_BYTES);
    if (a.stepSummary !== null) appendFileSync(a.stepSummary, summary + "\n");
  }
  if (a.output !== null) {
    setOutput(a.output, "errors", String(counts.errorCount));
    setOutput(a.output, "warnings", String(counts.warningCount));
    setOutput(a.output, "sarif-file", a.sarifFile ?? "");
  }
  const failed = a.failOn === "error" ? counts.errorCount > 0 : a.failOn === "warning" ? counts.errorCount + counts.warningCount > 0 : false;
  const internal = result.findings.some((f) => f.ruleId === "internal-error");
  return {
    exitCode: internal ? EXIT.INTERNAL : failed ? EXIT.FINDINGS : EXIT.OK,
    errors: counts.errorCount,
    warnings: counts.warningCount,
    sarifFile: a.sarifFile,
    annotations,
    summary,
    diffBase: base2
  };
}

// src/action/main.ts
try {
  const r = await runAction(readActionEnv());
  process.stdout.write(`ctxlens: ${r.errors} error(s), ${r.warnings} warning(s)${r.sarifFile ? `; SARIF written to ${r.sarifFile}` : ""}
`);
  process.exitCode = r.exitCode;
} catch (e) {
  const msg = e instanceof Error ? e.message : String(e);
  process.stdout.write(`::error title=ctxlens::${escapeData(msg)}
`);
  process.exitCode = e instanceof ActionInputError || e instanceof UsageError ? EXIT.USAGE : EXIT.INTERNAL;
}
