import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  __commonJS,
  __esm,
  __export,
  __require,
  __toCommonJS
} from "./chunk-KE7UEIQO.mjs";

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
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
    token = 16;
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
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
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
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
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
          return token = 12;
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
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
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
        return token = 11;
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
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
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
    getToken: () => token,
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
var cachedSpaces, maxCachedValues, cachedBreakLinesWithSpaces, supportedEols;
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
    supportedEols = ["\n", "\r", "\r\n"];
  }
});

// node_modules/jsonc-parser/lib/esm/impl/format.js
function format(documentText, range, options) {
  let initialIndentLevel;
  let formatText;
  let formatTextStart;
  let rangeStart;
  let rangeEnd;
  if (range) {
    rangeStart = range.offset;
    rangeEnd = rangeStart + range.length;
    formatTextStart = rangeStart;
    while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
      formatTextStart--;
    }
    let endOffset = rangeEnd;
    while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
      endOffset++;
    }
    formatText = documentText.substring(formatTextStart, endOffset);
    initialIndentLevel = computeIndentLevel(formatText, options);
  } else {
    formatText = documentText;
    initialIndentLevel = 0;
    formatTextStart = 0;
    rangeStart = 0;
    rangeEnd = documentText.length;
  }
  const eol = getEOL(options, documentText);
  const eolFastPathSupported = supportedEols.includes(eol);
  let numberLineBreaks = 0;
  let indentLevel = 0;
  let indentValue;
  if (options.insertSpaces) {
    indentValue = cachedSpaces[options.tabSize || 4] ?? repeat(cachedSpaces[1], options.tabSize || 4);
  } else {
    indentValue = "	";
  }
  const indentType = indentValue === "	" ? "	" : " ";
  let scanner = createScanner(formatText, false);
  let hasError = false;
  function newLinesAndIndent() {
    if (numberLineBreaks > 1) {
      return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
    if (!eolFastPathSupported || amountOfSpaces > cachedBreakLinesWithSpaces[indentType][eol].length) {
      return eol + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    if (amountOfSpaces <= 0) {
      return eol;
    }
    return cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
  }
  function scanNext() {
    let token = scanner.scan();
    numberLineBreaks = 0;
    while (token === 15 || token === 14) {
      if (token === 14 && options.keepLines) {
        numberLineBreaks += 1;
      } else if (token === 14) {
        numberLineBreaks = 1;
      }
      token = scanner.scan();
    }
    hasError = token === 16 || scanner.getTokenError() !== 0;
    return token;
  }
  const editOperations = [];
  function addEdit(text, startOffset, endOffset) {
    if (!hasError && (!range || startOffset < rangeEnd && endOffset > rangeStart) && documentText.substring(startOffset, endOffset) !== text) {
      editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
    }
  }
  let firstToken = scanNext();
  if (options.keepLines && numberLineBreaks > 0) {
    addEdit(repeat(eol, numberLineBreaks), 0, 0);
  }
  if (firstToken !== 17) {
    let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
    let initialIndent = indentValue.length * initialIndentLevel < 20 && options.insertSpaces ? cachedSpaces[indentValue.length * initialIndentLevel] : repeat(indentValue, initialIndentLevel);
    addEdit(initialIndent, formatTextStart, firstTokenStart);
  }
  while (firstToken !== 17) {
    let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
    let secondToken = scanNext();
    let replaceContent = "";
    let needsLineBreak = false;
    while (numberLineBreaks === 0 && (secondToken === 12 || secondToken === 13)) {
      let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
      addEdit(cachedSpaces[1], firstTokenEnd, commentTokenStart);
      firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
      needsLineBreak = secondToken === 12;
      replaceContent = needsLineBreak ? newLinesAndIndent() : "";
      secondToken = scanNext();
    }
    if (secondToken === 2) {
      if (firstToken !== 1) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else if (secondToken === 4) {
      if (firstToken !== 3) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else {
      switch (firstToken) {
        case 3:
        case 1:
          indentLevel++;
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 5:
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 12:
          replaceContent = newLinesAndIndent();
          break;
        case 13:
          if (numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 6:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 10:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (secondToken === 6 && !needsLineBreak) {
            replaceContent = "";
          }
          break;
        case 7:
        case 8:
        case 9:
        case 11:
        case 2:
        case 4:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else {
            if ((secondToken === 12 || secondToken === 13) && !needsLineBreak) {
              replaceContent = cachedSpaces[1];
            } else if (secondToken !== 5 && secondToken !== 17) {
              hasError = true;
            }
          }
          break;
        case 16:
          hasError = true;
          break;
      }
      if (numberLineBreaks > 0 && (secondToken === 12 || secondToken === 13)) {
        replaceContent = newLinesAndIndent();
      }
    }
    if (secondToken === 17) {
      if (options.keepLines && numberLineBreaks > 0) {
        replaceContent = newLinesAndIndent();
      } else {
        replaceContent = options.insertFinalNewline ? eol : "";
      }
    }
    const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
    addEdit(replaceContent, firstTokenEnd, secondTokenStart);
    firstToken = secondToken;
  }
  return editOperations;
}
function repeat(s, count) {
  let result = "";
  for (let i = 0; i < count; i++) {
    result += s;
  }
  return result;
}
function computeIndentLevel(content, options) {
  let i = 0;
  let nChars = 0;
  const tabSize = options.tabSize || 4;
  while (i < content.length) {
    let ch = content.charAt(i);
    if (ch === cachedSpaces[1]) {
      nChars++;
    } else if (ch === "	") {
      nChars += tabSize;
    } else {
      break;
    }
    i++;
  }
  return Math.floor(nChars / tabSize);
}
function getEOL(options, text) {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "\r") {
      if (i + 1 < text.length && text.charAt(i + 1) === "\n") {
        return "\r\n";
      }
      return "\r";
    } else if (ch === "\n") {
      return "\n";
    }
  }
  return options && options.eol || "\n";
}
function isEOL(text, offset) {
  return "\r\n".indexOf(text.charAt(offset)) !== -1;
}
var init_format = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/format.js"() {
    "use strict";
    init_scanner();
    init_string_intern();
  }
});

// node_modules/jsonc-parser/lib/esm/impl/parser.js
function getLocation(text, position) {
  const segments = [];
  const earlyReturnException = new Object();
  let previousNode = void 0;
  const previousNodeInst = {
    value: {},
    offset: 0,
    length: 0,
    type: "object",
    parent: void 0
  };
  let isAtPropertyKey = false;
  function setPreviousNode(value, offset, length, type) {
    previousNodeInst.value = value;
    previousNodeInst.offset = offset;
    previousNodeInst.length = length;
    previousNodeInst.type = type;
    previousNodeInst.colonOffset = void 0;
    previousNode = previousNodeInst;
  }
  try {
    visit(text, {
      onObjectBegin: (offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        previousNode = void 0;
        isAtPropertyKey = position > offset;
        segments.push("");
      },
      onObjectProperty: (name, offset, length) => {
        if (position < offset) {
          throw earlyReturnException;
        }
        setPreviousNode(name, offset, length, "property");
        segments[segments.length - 1] = name;
        if (position <= offset + length) {
          throw earlyReturnException;
        }
      },
      onObjectEnd: (offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        previousNode = void 0;
        segments.pop();
      },
      onArrayBegin: (offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        previousNode = void 0;
        segments.push(0);
      },
      onArrayEnd: (offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        previousNode = void 0;
        segments.pop();
      },
      onLiteralValue: (value, offset, length) => {
        if (position < offset) {
          throw earlyReturnException;
        }
        setPreviousNode(value, offset, length, getNodeType(value));
        if (position <= offset + length) {
          throw earlyReturnException;
        }
      },
      onSeparator: (sep, offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        if (sep === ":" && previousNode && previousNode.type === "property") {
          previousNode.colonOffset = offset;
          isAtPropertyKey = false;
          previousNode = void 0;
        } else if (sep === ",") {
          const last = segments[segments.length - 1];
          if (typeof last === "number") {
            segments[segments.length - 1] = last + 1;
          } else {
            isAtPropertyKey = true;
            segments[segments.length - 1] = "";
          }
          previousNode = void 0;
        }
      }
    });
  } catch (e) {
    if (e !== earlyReturnException) {
      throw e;
    }
  }
  return {
    path: segments,
    previousNode,
    isAtPropertyKey,
    matches: (pattern) => {
      let k = 0;
      for (let i = 0; k < pattern.length && i < segments.length; i++) {
        if (pattern[k] === segments[i] || pattern[k] === "*") {
          k++;
        } else if (pattern[k] !== "**") {
          return false;
        }
      }
      return k === pattern.length;
    }
  };
}
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
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
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
function findNodeAtLocation(root, path) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path) {
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
  const path = getNodePath(node.parent);
  if (node.parent.type === "property") {
    const key = node.parent.children[0].value;
    path.push(key);
  } else if (node.parent.type === "array") {
    const index = node.parent.children.indexOf(node);
    if (index !== -1) {
      path.push(index);
    }
  }
  return path;
}
function getNodeValue(node) {
  switch (node.type) {
    case "array":
      return node.children.map(getNodeValue);
    case "object":
      const obj = /* @__PURE__ */ Object.create(null);
      for (let prop of node.children) {
        const valueNode = prop.children[1];
        if (valueNode) {
          obj[prop.children[0].value] = getNodeValue(valueNode);
        }
      }
      return obj;
    case "null":
    case "string":
    case "number":
    case "boolean":
      return node.value;
    default:
      return void 0;
  }
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
      const token = _scanner.scan();
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
      switch (token) {
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
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
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
function stripComments(text, replaceCh) {
  let _scanner = createScanner(text), parts = [], kind, offset = 0, pos;
  do {
    pos = _scanner.getPosition();
    kind = _scanner.scan();
    switch (kind) {
      case 12:
      case 13:
      case 17:
        if (offset !== pos) {
          parts.push(text.substring(offset, pos));
        }
        if (replaceCh !== void 0) {
          parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
        }
        offset = _scanner.getPosition();
        break;
    }
  } while (kind !== 17);
  return parts.join("");
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
function setProperty(text, originalPath, value, options) {
  const path = originalPath.slice();
  const errors = [];
  const root = parseTree(text, errors);
  let parent = void 0;
  let lastSegment = void 0;
  while (path.length > 0) {
    lastSegment = path.pop();
    parent = findNodeAtLocation(root, path);
    if (parent === void 0 && value !== void 0) {
      if (typeof lastSegment === "string") {
        value = { [lastSegment]: value };
      } else {
        value = [value];
      }
    } else {
      break;
    }
  }
  if (!parent) {
    if (value === void 0) {
      throw new Error("Can not delete in empty document");
    }
    return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
  } else if (parent.type === "object" && typeof lastSegment === "string" && Array.isArray(parent.children)) {
    const existing = findNodeAtLocation(parent, [lastSegment]);
    if (existing !== void 0) {
      if (value === void 0) {
        if (!existing.parent) {
          throw new Error("Malformed AST");
        }
        const propertyIndex = parent.children.indexOf(existing.parent);
        let removeBegin;
        let removeEnd = existing.parent.offset + existing.parent.length;
        if (propertyIndex > 0) {
          let previous = parent.children[propertyIndex - 1];
          removeBegin = previous.offset + previous.length;
        } else {
          removeBegin = parent.offset + 1;
          if (parent.children.length > 1) {
            let next = parent.children[1];
            removeEnd = next.offset;
          }
        }
        return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: "" }, options);
      } else {
        return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
      }
    } else {
      if (value === void 0) {
        return [];
      }
      const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
      const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map((p) => p.children[0].value)) : parent.children.length;
      let edit;
      if (index > 0) {
        let previous = parent.children[index - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      } else if (parent.children.length === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty + "," };
      }
      return withFormatting(text, edit, options);
    }
  } else if (parent.type === "array" && typeof lastSegment === "number" && Array.isArray(parent.children)) {
    const insertIndex = lastSegment;
    if (insertIndex === -1) {
      const newProperty = `${JSON.stringify(value)}`;
      let edit;
      if (parent.children.length === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        const previous = parent.children[parent.children.length - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit, options);
    } else if (value === void 0 && parent.children.length >= 0) {
      const removalIndex = lastSegment;
      const toRemove = parent.children[removalIndex];
      let edit;
      if (parent.children.length === 1) {
        edit = { offset: parent.offset + 1, length: parent.length - 2, content: "" };
      } else if (parent.children.length - 1 === removalIndex) {
        let previous = parent.children[removalIndex - 1];
        let offset = previous.offset + previous.length;
        let parentEndOffset = parent.offset + parent.length;
        edit = { offset, length: parentEndOffset - 2 - offset, content: "" };
      } else {
        edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: "" };
      }
      return withFormatting(text, edit, options);
    } else if (value !== void 0) {
      let edit;
      const newProperty = `${JSON.stringify(value)}`;
      if (!options.isArrayInsertion && parent.children.length > lastSegment) {
        const toModify = parent.children[lastSegment];
        edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
      } else if (parent.children.length === 0 || lastSegment === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + "," };
      } else {
        const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
        const previous = parent.children[index - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit, options);
    } else {
      throw new Error(`Can not ${value === void 0 ? "remove" : options.isArrayInsertion ? "insert" : "modify"} Array index ${insertIndex} as length is not sufficient`);
    }
  } else {
    throw new Error(`Can not add ${typeof lastSegment !== "number" ? "index" : "property"} to parent of type ${parent.type}`);
  }
}
function withFormatting(text, edit, options) {
  if (!options.formattingOptions) {
    return [edit];
  }
  let newText = applyEdit(text, edit);
  let begin = edit.offset;
  let end = edit.offset + edit.content.length;
  if (edit.length === 0 || edit.content.length === 0) {
    while (begin > 0 && !isEOL(newText, begin - 1)) {
      begin--;
    }
    while (end < newText.length && !isEOL(newText, end)) {
      end++;
    }
  }
  const edits = format(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit2 = edits[i];
    newText = applyEdit(newText, edit2);
    begin = Math.min(begin, edit2.offset);
    end = Math.max(end, edit2.offset + edit2.length);
    end += edit2.content.length - edit2.length;
  }
  const editLength = text.length - (newText.length - end) - begin;
  return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
}
function applyEdit(text, edit) {
  return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
}
var init_edit = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/edit.js"() {
    "use strict";
    init_format();
    init_parser();
  }
});

// node_modules/jsonc-parser/lib/esm/main.js
var main_exports = {};
__export(main_exports, {
  ParseErrorCode: () => ParseErrorCode,
  ScanError: () => ScanError,
  SyntaxKind: () => SyntaxKind,
  applyEdits: () => applyEdits,
  createScanner: () => createScanner2,
  findNodeAtLocation: () => findNodeAtLocation2,
  findNodeAtOffset: () => findNodeAtOffset2,
  format: () => format2,
  getLocation: () => getLocation2,
  getNodePath: () => getNodePath2,
  getNodeValue: () => getNodeValue2,
  modify: () => modify,
  parse: () => parse2,
  parseTree: () => parseTree2,
  printParseErrorCode: () => printParseErrorCode,
  stripComments: () => stripComments2,
  visit: () => visit2
});
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
function format2(documentText, range, options) {
  return format(documentText, range, options);
}
function modify(text, path, value, options) {
  return setProperty(text, path, value, options);
}
function applyEdits(text, edits) {
  let sortedEdits = edits.slice(0).sort((a, b) => {
    const diff = a.offset - b.offset;
    if (diff === 0) {
      return a.length - b.length;
    }
    return diff;
  });
  let lastModifiedOffset = text.length;
  for (let i = sortedEdits.length - 1; i >= 0; i--) {
    let e = sortedEdits[i];
    if (e.offset + e.length <= lastModifiedOffset) {
      text = applyEdit(text, e);
    } else {
      throw new Error("Overlapping edit");
    }
    lastModifiedOffset = e.offset;
  }
  return text;
}
var createScanner2, ScanError, SyntaxKind, getLocation2, parse2, parseTree2, findNodeAtLocation2, findNodeAtOffset2, getNodePath2, getNodeValue2, visit2, stripComments2, ParseErrorCode;
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
    getLocation2 = getLocation;
    parse2 = parse;
    parseTree2 = parseTree;
    findNodeAtLocation2 = findNodeAtLocation;
    findNodeAtOffset2 = findNodeAtOffset;
    getNodePath2 = getNodePath;
    getNodeValue2 = getNodeValue;
    visit2 = visit;
    stripComments2 = stripComments;
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
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
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
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit3(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit3.BREAK = BREAK;
    visit3.SKIP = SKIP;
    visit3.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
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
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
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
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
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
    exports.visit = visit3;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit3 = require_visit();
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
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit3.visit(doc.contents, (_key, node) => {
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
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
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
    var visit3 = require_visit();
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
      visit3.visit(root, {
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
    var visit3 = require_visit();
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
          visit3.visit(doc, {
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
    var Scalar = class extends Node.NodeBase {
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
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
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
          const node2 = new Scalar.Scalar(value);
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
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
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
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
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
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
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
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
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
      deleteIn(path) {
        const [key, ...rest] = path;
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
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
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
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
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
    var Scalar = require_Scalar();
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
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
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
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
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
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
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
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
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
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
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
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
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
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
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
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
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
    var Scalar = require_Scalar();
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
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
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
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
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
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
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
    exports.isMergeKey = isMergeKey;
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
      return new Pair(k, v);
    }
    var Pair = class _Pair {
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
    exports.Pair = Pair;
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
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
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
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
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
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
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
    var Pair = require_Pair();
    var Scalar = require_Scalar();
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
    var YAMLMap = class extends Collection.Collection {
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
            map.items.push(Pair.createPair(key, value, ctx));
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
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
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
        this.add(new Pair.Pair(key, value), true);
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
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
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
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
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
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
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
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
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
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
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
    function stringifyNumber({ format: format3, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format3 && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
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
        const node = new Scalar.Scalar(parseFloat(str));
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
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
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
    var Scalar = require_Scalar();
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
        createNode: () => new Scalar.Scalar(null),
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
    var Scalar = require_Scalar();
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
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
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
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
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
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
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
          pairs2.items.push(Pair.createPair(key, value, ctx));
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
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
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
    var Scalar = require_Scalar();
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
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
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
    var Scalar = require_Scalar();
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
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
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
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
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
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
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
            set2.items.push(Pair.createPair(value, null, ctx));
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
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
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
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
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
    var bool = require_bool2();
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
      bool.trueTag,
      bool.falseTag,
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
    var bool = require_bool();
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
      bool: bool.boolTag,
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
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
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
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
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
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
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
        return new Pair.Pair(k, v);
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
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
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
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
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
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
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
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
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
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
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
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
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
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
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
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
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
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
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
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
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
          if (!keyProps.anchor && !keyProps.tag && !sep) {
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
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
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
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
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
          const pair = new Pair.Pair(keyNode);
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
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
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
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
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
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
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
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
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
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
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
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
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
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
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
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
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
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
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
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
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
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
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
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
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
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
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
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
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
    var Document = require_Document();
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
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
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
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
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
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
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
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
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
          const doc = new Document.Document(void 0, opts);
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
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
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
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
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
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
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
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
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
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit3(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit3.BREAK = BREAK;
    visit3.SKIP = SKIP;
    visit3.REMOVE = REMOVE;
    visit3.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit3.parentCollection = (cst, path) => {
      const parent = visit3.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit3;
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
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
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
    exports.isScalar = isScalar;
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
      charAt(n) {
        return this.buffer[this.pos + n];
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
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
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
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
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
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
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
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
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
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
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
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
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
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
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
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
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
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
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
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
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
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
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
    function isFlowToken(token) {
      switch (token?.type) {
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
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
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
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
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
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
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
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
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
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
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
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
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
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
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
      *lineEnd(token) {
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
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
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
    var Document = require_Document();
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
      return new Document.Document(value, _replacer, options).toString(options);
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
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit3 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
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
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit3.visit;
    exports.visitAsync = visit3.visitAsync;
  }
});

// dist/schemas/agent-frontmatter.cjs
var require_agent_frontmatter = __commonJS({
  "dist/schemas/agent-frontmatter.cjs"(exports, module) {
    "use strict";
    module.exports = validate20;
    module.exports.default = validate20;
    var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/agent-frontmatter.schema.json", "title": "Markdown agent frontmatter (obukhovaa/opencode fork)", "description": "YAML frontmatter of a markdown agent file in .opencode/agents/*.md, .agents/types/*.md or an agentPaths directory (runtime-fork.md \xA73.3). Keys are matched exactly and case-sensitively by yaml.v3; unknown keys are silently ignored by the runtime.", "type": ["object", "null"], "additionalProperties": false, "properties": { "name": { "description": "Display name. Defaults to the ID (file basename minus .md); does not change the ID.", "type": ["string", "number", "boolean", "null"] }, "description": { "description": "When to use the agent.", "type": ["string", "number", "boolean", "null"] }, "mode": { "description": "agent (primary agent), subagent, or primary (rewritten to agent). Empty or absent means subagent; any other value is kept verbatim and leaves the agent out of both mode lists.", "type": ["string", "null"], "enum": ["agent", "subagent", "primary", null] }, "native": { "description": "Marks a global agent as native, so later global files with its ID merge into it.", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }, "hidden": { "description": "Hide the agent from mode lists (only true is applied in a merge).", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }, "disabled": { "description": "Remove the agent from the registry (only true is applied in a merge).", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }, "parallelToolUse": { "description": "Allow parallel tool calls.", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }, "color": { "description": "Display colour.", "type": ["string", "number", "boolean", "null"] }, "model": { "description": "Model ID. Overridden by any agents.<id> entry in .opencode.json, and always for builtin agents once a provider credential exists (U20).", "type": ["string", "number", "boolean", "null"] }, "reasoningEffort": { "description": "Reasoning effort; not copied when merging into an existing agent.", "type": ["string", "number", "boolean", "null"] }, "maxTokens": { "description": "Maximum output tokens; not copied when merging into an existing agent.", "type": ["integer", "null"] }, "maxTurns": { "description": "Maximum turns (applied when > 0).", "type": ["integer", "null"] }, "taskBudget": { "description": "Task budget (applied when > 0).", "type": ["integer", "null"] }, "langfusePromptPath": { "description": "Langfuse prompt path; mutually exclusive with a non-empty body.", "type": ["string", "number", "boolean", "null"] }, "langfusePromptLabel": { "description": "Langfuse prompt label.", "type": ["string", "number", "boolean", "null"] }, "structOutputSchemaDelivery": { "description": "How the output schema is delivered.", "type": ["string", "null"], "enum": ["message", "tool", "", null] }, "skills": { "description": "Skill names (deduplicated).", "type": ["array", "null"], "items": { "type": ["string", "number", "boolean", "null"] } }, "allowTools": { "description": "Allow-list of tools. Mutually exclusive with a non-empty tools map; [] leaves allow-list mode off (every tool enabled).", "type": ["array", "null"], "items": { "type": ["string", "number", "boolean", "null"] } }, "permission": { "description": "Tool \u2192 action string or pattern map.", "type": ["object", "null"] }, "tools": { "description": "Tool name or pattern \u2192 enabled (deny-list).", "type": ["object", "null"], "additionalProperties": { "description": "Boolean. yaml.v3 also accepts the YAML 1.1 words (yes/no/on/off/y/n) in any of their three spellings.", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] } }, "deferredTools": { "description": "Tool pattern \u2192 deferred.", "type": ["object", "null"], "additionalProperties": { "description": "Boolean. yaml.v3 also accepts the YAML 1.1 words (yes/no/on/off/y/n) in any of their three spellings.", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] } }, "output": { "description": "Structured output.", "type": ["object", "null"], "additionalProperties": false, "properties": { "schema": { "description": "JSON Schema of the output.", "type": ["object", "null"] } } }, "context": { "description": "Scoped context layer of the agent (runtime-fork.md \xA75). {} or a context with only unknown keys declares no layer but still replaces an inherited context.", "type": ["object", "null"], "additionalProperties": false, "properties": { "paths": { "description": "Context entries (files, directories with a trailing /, ${\u2026} tokens). Must be a YAML sequence; [] is declared (empty).", "type": ["array", "null"], "items": { "type": ["string", "number", "boolean", "null"] } }, "mode": { "description": "replace (default) or append; any other value falls back to append with a warning.", "type": ["string", "number", "boolean", "null"] }, "nested": { "description": "Progressive disclosure of nested context files (default true).", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] } } } } };
    var func1 = Object.prototype.hasOwnProperty;
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate20.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (!(data && typeof data == "object" && !Array.isArray(data)) && data !== null) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema31.type }, message: "must be object,null", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!func1.call(schema31.properties, key0)) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.name !== void 0) {
          let data0 = data.name;
          if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean" && data0 !== null) {
            const err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: schema31.properties.name.type }, message: "must be string,number,boolean,null", schema: schema31.properties.name.type, parentSchema: schema31.properties.name, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.description !== void 0) {
          let data1 = data.description;
          if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean" && data1 !== null) {
            const err3 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: schema31.properties.description.type }, message: "must be string,number,boolean,null", schema: schema31.properties.description.type, parentSchema: schema31.properties.description, data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.mode !== void 0) {
          let data2 = data.mode;
          if (typeof data2 !== "string" && data2 !== null) {
            const err4 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: schema31.properties.mode.type }, message: "must be string,null", schema: schema31.properties.mode.type, parentSchema: schema31.properties.mode, data: data2 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          if (!(data2 === "agent" || data2 === "subagent" || data2 === "primary" || data2 === null)) {
            const err5 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.mode.enum, parentSchema: schema31.properties.mode, data: data2 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.native !== void 0) {
          let data3 = data.native;
          if (!(data3 === true || data3 === false || data3 === null || data3 === "y" || data3 === "Y" || data3 === "yes" || data3 === "Yes" || data3 === "YES" || data3 === "on" || data3 === "On" || data3 === "ON" || data3 === "n" || data3 === "N" || data3 === "no" || data3 === "No" || data3 === "NO" || data3 === "off" || data3 === "Off" || data3 === "OFF")) {
            const err6 = { instancePath: instancePath + "/native", schemaPath: "#/properties/native/enum", keyword: "enum", params: { allowedValues: schema31.properties.native.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.native.enum, parentSchema: schema31.properties.native, data: data3 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.hidden !== void 0) {
          let data4 = data.hidden;
          if (!(data4 === true || data4 === false || data4 === null || data4 === "y" || data4 === "Y" || data4 === "yes" || data4 === "Yes" || data4 === "YES" || data4 === "on" || data4 === "On" || data4 === "ON" || data4 === "n" || data4 === "N" || data4 === "no" || data4 === "No" || data4 === "NO" || data4 === "off" || data4 === "Off" || data4 === "OFF")) {
            const err7 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/enum", keyword: "enum", params: { allowedValues: schema31.properties.hidden.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.hidden.enum, parentSchema: schema31.properties.hidden, data: data4 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.disabled !== void 0) {
          let data5 = data.disabled;
          if (!(data5 === true || data5 === false || data5 === null || data5 === "y" || data5 === "Y" || data5 === "yes" || data5 === "Yes" || data5 === "YES" || data5 === "on" || data5 === "On" || data5 === "ON" || data5 === "n" || data5 === "N" || data5 === "no" || data5 === "No" || data5 === "NO" || data5 === "off" || data5 === "Off" || data5 === "OFF")) {
            const err8 = { instancePath: instancePath + "/disabled", schemaPath: "#/properties/disabled/enum", keyword: "enum", params: { allowedValues: schema31.properties.disabled.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.disabled.enum, parentSchema: schema31.properties.disabled, data: data5 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.parallelToolUse !== void 0) {
          let data6 = data.parallelToolUse;
          if (!(data6 === true || data6 === false || data6 === null || data6 === "y" || data6 === "Y" || data6 === "yes" || data6 === "Yes" || data6 === "YES" || data6 === "on" || data6 === "On" || data6 === "ON" || data6 === "n" || data6 === "N" || data6 === "no" || data6 === "No" || data6 === "NO" || data6 === "off" || data6 === "Off" || data6 === "OFF")) {
            const err9 = { instancePath: instancePath + "/parallelToolUse", schemaPath: "#/properties/parallelToolUse/enum", keyword: "enum", params: { allowedValues: schema31.properties.parallelToolUse.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.parallelToolUse.enum, parentSchema: schema31.properties.parallelToolUse, data: data6 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.color !== void 0) {
          let data7 = data.color;
          if (typeof data7 !== "string" && !(typeof data7 == "number") && typeof data7 !== "boolean" && data7 !== null) {
            const err10 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/type", keyword: "type", params: { type: schema31.properties.color.type }, message: "must be string,number,boolean,null", schema: schema31.properties.color.type, parentSchema: schema31.properties.color, data: data7 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data.model !== void 0) {
          let data8 = data.model;
          if (typeof data8 !== "string" && !(typeof data8 == "number") && typeof data8 !== "boolean" && data8 !== null) {
            const err11 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: schema31.properties.model.type }, message: "must be string,number,boolean,null", schema: schema31.properties.model.type, parentSchema: schema31.properties.model, data: data8 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.reasoningEffort !== void 0) {
          let data9 = data.reasoningEffort;
          if (typeof data9 !== "string" && !(typeof data9 == "number") && typeof data9 !== "boolean" && data9 !== null) {
            const err12 = { instancePath: instancePath + "/reasoningEffort", schemaPath: "#/properties/reasoningEffort/type", keyword: "type", params: { type: schema31.properties.reasoningEffort.type }, message: "must be string,number,boolean,null", schema: schema31.properties.reasoningEffort.type, parentSchema: schema31.properties.reasoningEffort, data: data9 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data.maxTokens !== void 0) {
          let data10 = data.maxTokens;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10))) && data10 !== null) {
            const err13 = { instancePath: instancePath + "/maxTokens", schemaPath: "#/properties/maxTokens/type", keyword: "type", params: { type: schema31.properties.maxTokens.type }, message: "must be integer,null", schema: schema31.properties.maxTokens.type, parentSchema: schema31.properties.maxTokens, data: data10 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data.maxTurns !== void 0) {
          let data11 = data.maxTurns;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11))) && data11 !== null) {
            const err14 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/type", keyword: "type", params: { type: schema31.properties.maxTurns.type }, message: "must be integer,null", schema: schema31.properties.maxTurns.type, parentSchema: schema31.properties.maxTurns, data: data11 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.taskBudget !== void 0) {
          let data12 = data.taskBudget;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12))) && data12 !== null) {
            const err15 = { instancePath: instancePath + "/taskBudget", schemaPath: "#/properties/taskBudget/type", keyword: "type", params: { type: schema31.properties.taskBudget.type }, message: "must be integer,null", schema: schema31.properties.taskBudget.type, parentSchema: schema31.properties.taskBudget, data: data12 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data.langfusePromptPath !== void 0) {
          let data13 = data.langfusePromptPath;
          if (typeof data13 !== "string" && !(typeof data13 == "number") && typeof data13 !== "boolean" && data13 !== null) {
            const err16 = { instancePath: instancePath + "/langfusePromptPath", schemaPath: "#/properties/langfusePromptPath/type", keyword: "type", params: { type: schema31.properties.langfusePromptPath.type }, message: "must be string,number,boolean,null", schema: schema31.properties.langfusePromptPath.type, parentSchema: schema31.properties.langfusePromptPath, data: data13 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data.langfusePromptLabel !== void 0) {
          let data14 = data.langfusePromptLabel;
          if (typeof data14 !== "string" && !(typeof data14 == "number") && typeof data14 !== "boolean" && data14 !== null) {
            const err17 = { instancePath: instancePath + "/langfusePromptLabel", schemaPath: "#/properties/langfusePromptLabel/type", keyword: "type", params: { type: schema31.properties.langfusePromptLabel.type }, message: "must be string,number,boolean,null", schema: schema31.properties.langfusePromptLabel.type, parentSchema: schema31.properties.langfusePromptLabel, data: data14 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data.structOutputSchemaDelivery !== void 0) {
          let data15 = data.structOutputSchemaDelivery;
          if (typeof data15 !== "string" && data15 !== null) {
            const err18 = { instancePath: instancePath + "/structOutputSchemaDelivery", schemaPath: "#/properties/structOutputSchemaDelivery/type", keyword: "type", params: { type: schema31.properties.structOutputSchemaDelivery.type }, message: "must be string,null", schema: schema31.properties.structOutputSchemaDelivery.type, parentSchema: schema31.properties.structOutputSchemaDelivery, data: data15 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (!(data15 === "message" || data15 === "tool" || data15 === "" || data15 === null)) {
            const err19 = { instancePath: instancePath + "/structOutputSchemaDelivery", schemaPath: "#/properties/structOutputSchemaDelivery/enum", keyword: "enum", params: { allowedValues: schema31.properties.structOutputSchemaDelivery.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.structOutputSchemaDelivery.enum, parentSchema: schema31.properties.structOutputSchemaDelivery, data: data15 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data.skills !== void 0) {
          let data16 = data.skills;
          if (!Array.isArray(data16) && data16 !== null) {
            const err20 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: schema31.properties.skills.type }, message: "must be array,null", schema: schema31.properties.skills.type, parentSchema: schema31.properties.skills, data: data16 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (Array.isArray(data16)) {
            const len0 = data16.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data17 = data16[i0];
              if (typeof data17 !== "string" && !(typeof data17 == "number") && typeof data17 !== "boolean" && data17 !== null) {
                const err21 = { instancePath: instancePath + "/skills/" + i0, schemaPath: "#/properties/skills/items/type", keyword: "type", params: { type: schema31.properties.skills.items.type }, message: "must be string,number,boolean,null", schema: schema31.properties.skills.items.type, parentSchema: schema31.properties.skills.items, data: data17 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
          }
        }
        if (data.allowTools !== void 0) {
          let data18 = data.allowTools;
          if (!Array.isArray(data18) && data18 !== null) {
            const err22 = { instancePath: instancePath + "/allowTools", schemaPath: "#/properties/allowTools/type", keyword: "type", params: { type: schema31.properties.allowTools.type }, message: "must be array,null", schema: schema31.properties.allowTools.type, parentSchema: schema31.properties.allowTools, data: data18 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (Array.isArray(data18)) {
            const len1 = data18.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data19 = data18[i1];
              if (typeof data19 !== "string" && !(typeof data19 == "number") && typeof data19 !== "boolean" && data19 !== null) {
                const err23 = { instancePath: instancePath + "/allowTools/" + i1, schemaPath: "#/properties/allowTools/items/type", keyword: "type", params: { type: schema31.properties.allowTools.items.type }, message: "must be string,number,boolean,null", schema: schema31.properties.allowTools.items.type, parentSchema: schema31.properties.allowTools.items, data: data19 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
          }
        }
        if (data.permission !== void 0) {
          let data20 = data.permission;
          if (!(data20 && typeof data20 == "object" && !Array.isArray(data20)) && data20 !== null) {
            const err24 = { instancePath: instancePath + "/permission", schemaPath: "#/properties/permission/type", keyword: "type", params: { type: schema31.properties.permission.type }, message: "must be object,null", schema: schema31.properties.permission.type, parentSchema: schema31.properties.permission, data: data20 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data.tools !== void 0) {
          let data21 = data.tools;
          if (!(data21 && typeof data21 == "object" && !Array.isArray(data21)) && data21 !== null) {
            const err25 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: schema31.properties.tools.type }, message: "must be object,null", schema: schema31.properties.tools.type, parentSchema: schema31.properties.tools, data: data21 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
            for (const key1 in data21) {
              let data22 = data21[key1];
              if (!(data22 === true || data22 === false || data22 === null || data22 === "y" || data22 === "Y" || data22 === "yes" || data22 === "Yes" || data22 === "YES" || data22 === "on" || data22 === "On" || data22 === "ON" || data22 === "n" || data22 === "N" || data22 === "no" || data22 === "No" || data22 === "NO" || data22 === "off" || data22 === "Off" || data22 === "OFF")) {
                const err26 = { instancePath: instancePath + "/tools/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema31.properties.tools.additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.tools.additionalProperties.enum, parentSchema: schema31.properties.tools.additionalProperties, data: data22 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
          }
        }
        if (data.deferredTools !== void 0) {
          let data23 = data.deferredTools;
          if (!(data23 && typeof data23 == "object" && !Array.isArray(data23)) && data23 !== null) {
            const err27 = { instancePath: instancePath + "/deferredTools", schemaPath: "#/properties/deferredTools/type", keyword: "type", params: { type: schema31.properties.deferredTools.type }, message: "must be object,null", schema: schema31.properties.deferredTools.type, parentSchema: schema31.properties.deferredTools, data: data23 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
            for (const key2 in data23) {
              let data24 = data23[key2];
              if (!(data24 === true || data24 === false || data24 === null || data24 === "y" || data24 === "Y" || data24 === "yes" || data24 === "Yes" || data24 === "YES" || data24 === "on" || data24 === "On" || data24 === "ON" || data24 === "n" || data24 === "N" || data24 === "no" || data24 === "No" || data24 === "NO" || data24 === "off" || data24 === "Off" || data24 === "OFF")) {
                const err28 = { instancePath: instancePath + "/deferredTools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/deferredTools/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema31.properties.deferredTools.additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.deferredTools.additionalProperties.enum, parentSchema: schema31.properties.deferredTools.additionalProperties, data: data24 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          }
        }
        if (data.output !== void 0) {
          let data25 = data.output;
          if (!(data25 && typeof data25 == "object" && !Array.isArray(data25)) && data25 !== null) {
            const err29 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/type", keyword: "type", params: { type: schema31.properties.output.type }, message: "must be object,null", schema: schema31.properties.output.type, parentSchema: schema31.properties.output, data: data25 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
            for (const key3 in data25) {
              if (!(key3 === "schema")) {
                const err30 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.output, data: data25 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data25.schema !== void 0) {
              let data26 = data25.schema;
              if (!(data26 && typeof data26 == "object" && !Array.isArray(data26)) && data26 !== null) {
                const err31 = { instancePath: instancePath + "/output/schema", schemaPath: "#/properties/output/properties/schema/type", keyword: "type", params: { type: schema31.properties.output.properties.schema.type }, message: "must be object,null", schema: schema31.properties.output.properties.schema.type, parentSchema: schema31.properties.output.properties.schema, data: data26 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          }
        }
        if (data.context !== void 0) {
          let data27 = data.context;
          if (!(data27 && typeof data27 == "object" && !Array.isArray(data27)) && data27 !== null) {
            const err32 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/type", keyword: "type", params: { type: schema31.properties.context.type }, message: "must be object,null", schema: schema31.properties.context.type, parentSchema: schema31.properties.context, data: data27 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
          if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
            for (const key4 in data27) {
              if (!(key4 === "paths" || key4 === "mode" || key4 === "nested")) {
                const err33 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.context, data: data27 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data27.paths !== void 0) {
              let data28 = data27.paths;
              if (!Array.isArray(data28) && data28 !== null) {
                const err34 = { instancePath: instancePath + "/context/paths", schemaPath: "#/properties/context/properties/paths/type", keyword: "type", params: { type: schema31.properties.context.properties.paths.type }, message: "must be array,null", schema: schema31.properties.context.properties.paths.type, parentSchema: schema31.properties.context.properties.paths, data: data28 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
              if (Array.isArray(data28)) {
                const len2 = data28.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data29 = data28[i2];
                  if (typeof data29 !== "string" && !(typeof data29 == "number") && typeof data29 !== "boolean" && data29 !== null) {
                    const err35 = { instancePath: instancePath + "/context/paths/" + i2, schemaPath: "#/properties/context/properties/paths/items/type", keyword: "type", params: { type: schema31.properties.context.properties.paths.items.type }, message: "must be string,number,boolean,null", schema: schema31.properties.context.properties.paths.items.type, parentSchema: schema31.properties.context.properties.paths.items, data: data29 };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                }
              }
            }
            if (data27.mode !== void 0) {
              let data30 = data27.mode;
              if (typeof data30 !== "string" && !(typeof data30 == "number") && typeof data30 !== "boolean" && data30 !== null) {
                const err36 = { instancePath: instancePath + "/context/mode", schemaPath: "#/properties/context/properties/mode/type", keyword: "type", params: { type: schema31.properties.context.properties.mode.type }, message: "must be string,number,boolean,null", schema: schema31.properties.context.properties.mode.type, parentSchema: schema31.properties.context.properties.mode, data: data30 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data27.nested !== void 0) {
              let data31 = data27.nested;
              if (!(data31 === true || data31 === false || data31 === null || data31 === "y" || data31 === "Y" || data31 === "yes" || data31 === "Yes" || data31 === "YES" || data31 === "on" || data31 === "On" || data31 === "ON" || data31 === "n" || data31 === "N" || data31 === "no" || data31 === "No" || data31 === "NO" || data31 === "off" || data31 === "Off" || data31 === "OFF")) {
                const err37 = { instancePath: instancePath + "/context/nested", schemaPath: "#/properties/context/properties/nested/enum", keyword: "enum", params: { allowedValues: schema31.properties.context.properties.nested.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.context.properties.nested.enum, parentSchema: schema31.properties.context.properties.nested, data: data31 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
          }
        }
      }
      validate20.errors = vErrors;
      return errors === 0;
    }
    validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    module.exports.schemaHash = "361f898d77cbce8204dfb2d7b77b61a0dfeb8465f3e486ddd08bd9da39119f22";
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// dist/schemas/ctxlens-config.cjs
var require_ctxlens_config = __commonJS({
  "dist/schemas/ctxlens-config.cjs"(exports, module) {
    "use strict";
    module.exports = validate20;
    module.exports.default = validate20;
    var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/ctxlens-config.schema.json", "title": "ctxlens.config.json", "description": "Configuration of ctxlens itself: per-rule severity and options, and globs of files whose findings are ignored. Looked up from the linted directory upward to the repository root (a directory holding .git).", "type": "object", "additionalProperties": false, "properties": { "$schema": { "description": "Where editors find this schema.", "type": "string" }, "runtime": { "description": 'The runtime this repository is written for: "fork" (the OpenCode Go fork, .opencode.json) or "opencode" (mainstream OpenCode, opencode.json). Without it ctxlens chooses from the files it finds; --runtime overrides it.', "enum": ["fork", "opencode"] }, "rules": { "description": "Per-rule settings keyed by rule id (see rules/<id>.md). A severity string, or an object with severity and options.", "type": "object", "propertyNames": { "pattern": "^[a-z][a-z0-9]*(-[a-z0-9]+)*$" }, "additionalProperties": { "oneOf": [{ "$ref": "#/$defs/severity" }, { "type": "object", "additionalProperties": false, "properties": { "severity": { "$ref": "#/$defs/severity" }, "options": { "description": "The rule's options; validated against the rule's own options schema.", "type": "object" } } }] } }, "oacManifests": { "description": "OpenAgentsControl session manifests to check besides .tmp/sessions/*/.manifest.json: paths relative to the linted directory (docs/runtimes/oac.md, section 9.1).", "type": "array", "items": { "type": "string", "minLength": 1 } }, "ignore": { "description": "Globs over file paths relative to the linted directory (`*`, `?`, `**`, `[a-z]`, `{a,b}`; a trailing `/` means everything below). Findings in matching files are suppressed (kept in their own list).", "type": "array", "items": { "type": "string", "minLength": 1 } } }, "$defs": { "severity": { "description": "off disables the rule; otherwise the severity of its findings.", "enum": ["off", "info", "warning", "error"] } } };
    var schema32 = { "description": "off disables the rule; otherwise the severity of its findings.", "enum": ["off", "info", "warning", "error"] };
    var pattern4 = new RegExp("^[a-z][a-z0-9]*(-[a-z0-9]+)*$", "u");
    var func1 = require_ucs2length().default;
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate20.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "$schema" || key0 === "runtime" || key0 === "rules" || key0 === "oacManifests" || key0 === "ignore")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.$schema !== void 0) {
          let data0 = data.$schema;
          if (typeof data0 !== "string") {
            const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.$schema.type, parentSchema: schema31.properties.$schema, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.runtime !== void 0) {
          let data1 = data.runtime;
          if (!(data1 === "fork" || data1 === "opencode")) {
            const err2 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema31.properties.runtime.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.runtime.enum, parentSchema: schema31.properties.runtime, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.rules !== void 0) {
          let data2 = data.rules;
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            for (const key1 in data2) {
              const _errs7 = errors;
              if (typeof key1 === "string") {
                if (!pattern4.test(key1)) {
                  const err3 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$" }, message: 'must match pattern "^[a-z][a-z0-9]*(-[a-z0-9]+)*$"', schema: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", parentSchema: schema31.properties.rules.propertyNames, data: key1, propertyName: key1 };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
              }
              var valid1 = _errs7 === errors;
              if (!valid1) {
                const err4 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid", schema: schema31.properties.rules.propertyNames, parentSchema: schema31.properties.rules, data: data2 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            for (const key2 in data2) {
              let data3 = data2[key2];
              const _errs10 = errors;
              let valid3 = false;
              let passing0 = null;
              const _errs11 = errors;
              if (!(data3 === "off" || data3 === "info" || data3 === "warning" || data3 === "error")) {
                const err5 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/severity/enum", keyword: "enum", params: { allowedValues: schema32.enum }, message: "must be equal to one of the allowed values", schema: schema32.enum, parentSchema: schema32, data: data3 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
              var _valid0 = _errs11 === errors;
              if (_valid0) {
                valid3 = true;
                passing0 = 0;
              }
              const _errs13 = errors;
              if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                for (const key3 in data3) {
                  if (!(key3 === "severity" || key3 === "options")) {
                    const err6 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.rules.additionalProperties.oneOf[1], data: data3 };
                    if (vErrors === null) {
                      vErrors = [err6];
                    } else {
                      vErrors.push(err6);
                    }
                    errors++;
                  }
                }
                if (data3.severity !== void 0) {
                  let data4 = data3.severity;
                  if (!(data4 === "off" || data4 === "info" || data4 === "warning" || data4 === "error")) {
                    const err7 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/severity", schemaPath: "#/$defs/severity/enum", keyword: "enum", params: { allowedValues: schema32.enum }, message: "must be equal to one of the allowed values", schema: schema32.enum, parentSchema: schema32, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err7];
                    } else {
                      vErrors.push(err7);
                    }
                    errors++;
                  }
                }
                if (data3.options !== void 0) {
                  let data5 = data3.options;
                  if (!(data5 && typeof data5 == "object" && !Array.isArray(data5))) {
                    const err8 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/options", schemaPath: "#/properties/rules/additionalProperties/oneOf/1/properties/options/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.rules.additionalProperties.oneOf[1].properties.options.type, parentSchema: schema31.properties.rules.additionalProperties.oneOf[1].properties.options, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  }
                }
              } else {
                const err9 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.rules.additionalProperties.oneOf[1].type, parentSchema: schema31.properties.rules.additionalProperties.oneOf[1], data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              var _valid0 = _errs13 === errors;
              if (_valid0 && valid3) {
                valid3 = false;
                passing0 = [passing0, 1];
              } else {
                if (_valid0) {
                  valid3 = true;
                  passing0 = 1;
                }
              }
              if (!valid3) {
                const err10 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema31.properties.rules.additionalProperties.oneOf, parentSchema: schema31.properties.rules.additionalProperties, data: data3 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              } else {
                errors = _errs10;
                if (vErrors !== null) {
                  if (_errs10) {
                    vErrors.length = _errs10;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.rules.type, parentSchema: schema31.properties.rules, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.oacManifests !== void 0) {
          let data6 = data.oacManifests;
          if (Array.isArray(data6)) {
            const len0 = data6.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data7 = data6[i0];
              if (typeof data7 === "string") {
                if (func1(data7) < 1) {
                  const err12 = { instancePath: instancePath + "/oacManifests/" + i0, schemaPath: "#/properties/oacManifests/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.oacManifests.items, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              } else {
                const err13 = { instancePath: instancePath + "/oacManifests/" + i0, schemaPath: "#/properties/oacManifests/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.oacManifests.items.type, parentSchema: schema31.properties.oacManifests.items, data: data7 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/oacManifests", schemaPath: "#/properties/oacManifests/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.oacManifests.type, parentSchema: schema31.properties.oacManifests, data: data6 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.ignore !== void 0) {
          let data8 = data.ignore;
          if (Array.isArray(data8)) {
            const len1 = data8.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data9 = data8[i1];
              if (typeof data9 === "string") {
                if (func1(data9) < 1) {
                  const err15 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.ignore.items, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.ignore.items.type, parentSchema: schema31.properties.ignore.items, data: data9 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/ignore", schemaPath: "#/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.ignore.type, parentSchema: schema31.properties.ignore, data: data8 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      validate20.errors = vErrors;
      return errors === 0;
    }
    validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    module.exports.schemaHash = "24b3ae01ad42dc2c0ce6c98745e537384570856c6789a3b256bd20e4f1611187";
  }
});

// dist/schemas/flow.cjs
var require_flow = __commonJS({
  "dist/schemas/flow.cjs"(exports, module) {
    "use strict";
    module.exports = validate20;
    module.exports.default = validate20;
    var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/flow.schema.json", "title": "OpenCode fork flow file", "description": "A flow YAML file as the Go fork obukhovaa/opencode decodes it (runtime-fork.md \xA74.3, \xA74.4).", "type": ["object", "null"], "properties": { "name": { "$ref": "#/$defs/scalar" }, "disabled": { "$ref": "#/$defs/bool" }, "description": { "$ref": "#/$defs/scalar" }, "include": { "type": "array", "items": { "type": "object", "properties": { "local": { "type": "string", "minLength": 1 } }, "additionalProperties": false, "required": ["local"] } }, "flow": { "type": "object", "properties": { "args": { "type": "object" }, "session": { "type": "object", "properties": { "prefix": { "$ref": "#/$defs/scalar" }, "resume_on_failure": { "$ref": "#/$defs/bool" } }, "additionalProperties": false }, "maxFallbackEntries": { "$ref": "#/$defs/int", "minimum": 0 }, "steps": { "type": "array", "items": { "$ref": "#/$defs/step" } } }, "additionalProperties": false, "required": ["steps"] } }, "additionalProperties": false, "$defs": { "scalar": { "type": ["string", "number", "boolean"], "description": 'Any YAML scalar; yaml.v3 decodes it into a string verbatim (`30` \u2192 "30").' }, "bool": { "anyOf": [{ "type": "boolean" }, { "enum": ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }] }, "int": { "type": "integer", "description": "An integer. yaml.v3 silently truncates a float (`2.5` \u2192 2)." }, "duration": { "type": ["string", "number"], "description": "A Go duration string (`30s`, `5m`, `1h30m`). A bare number has no unit and fails validation." }, "context": { "type": "object", "properties": { "paths": { "type": "array", "items": { "$ref": "#/$defs/scalar" }, "description": "Context file entries; `[]` is declared (an empty layer)." }, "mode": { "$ref": "#/$defs/scalar", "description": "`replace` (default, also empty) or `append`; anything else falls back to append with a WARN." }, "nested": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "description": "Step context layer (runtime-fork.md \xA74.4). Unknown keys are dropped; without `paths` the layer is undeclared." }, "rule": { "type": "object", "properties": { "if": { "$ref": "#/$defs/scalar" }, "then": { "$ref": "#/$defs/scalar" }, "postpone": { "$ref": "#/$defs/bool" }, "cycle": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "required": ["then"] }, "fallback": { "type": "object", "properties": { "retry": { "$ref": "#/$defs/int" }, "delay": { "$ref": "#/$defs/int" }, "to": { "$ref": "#/$defs/scalar" }, "on_turns_exhausted": { "enum": ["", "accept", "fail"], "description": "`bc01be8` line only." } }, "additionalProperties": false }, "output": { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false }, "interaction": { "type": "object", "properties": { "target": { "$ref": "#/$defs/scalar" }, "mention": { "$ref": "#/$defs/scalar" } }, "additionalProperties": false }, "compact": { "type": "object", "properties": { "threshold": { "type": "number" } }, "additionalProperties": false }, "stepSession": { "type": "object", "properties": { "fork": { "$ref": "#/$defs/bool" } }, "additionalProperties": false }, "reasoningEffort": { "$ref": "#/$defs/scalar", "if": { "type": "string", "not": { "pattern": "\\$\\{" } }, "then": { "enum": ["low", "medium", "high", "xhigh", "max"] } }, "step": { "type": "object", "properties": { "id": { "$ref": "#/$defs/scalar" }, "extends": { "type": "array", "items": { "$ref": "#/$defs/scalar" } }, "agent": { "$ref": "#/$defs/scalar", "description": "Agent ID; empty or absent runs `coder`." }, "model": { "$ref": "#/$defs/scalar", "description": "`bc01be8` line." }, "reasoningEffort": { "$ref": "#/$defs/reasoningEffort" }, "session": { "$ref": "#/$defs/stepSession" }, "prompt": { "$ref": "#/$defs/scalar" }, "langfusePromptPath": { "$ref": "#/$defs/scalar" }, "langfusePromptLabel": { "$ref": "#/$defs/scalar" }, "output": { "$ref": "#/$defs/output" }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "fallback": { "$ref": "#/$defs/fallback" }, "maxTurns": { "$ref": "#/$defs/int", "minimum": 0 }, "maxIterations": { "$ref": "#/$defs/int", "minimum": 0 }, "timeout": { "$ref": "#/$defs/duration" }, "compact": { "$ref": "#/$defs/compact" }, "require_route": { "$ref": "#/$defs/bool", "description": "`191a6e7` line only (no `context` there)." }, "context": { "$ref": "#/$defs/context" }, "interactive": { "$ref": "#/$defs/bool" }, "interaction": { "$ref": "#/$defs/interaction" }, "resume_after": { "$ref": "#/$defs/duration" } }, "additionalProperties": false, "required": ["id"], "description": "One flow step (runtime-fork.md \xA74.4): the union of step keys across the lines of development (U1)." } } };
    var schema32 = { "type": ["string", "number", "boolean"], "description": 'Any YAML scalar; yaml.v3 decodes it into a string verbatim (`30` \u2192 "30").' };
    var schema33 = { "anyOf": [{ "type": "boolean" }, { "enum": ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }] };
    var schema37 = { "type": "integer", "description": "An integer. yaml.v3 silently truncates a float (`2.5` \u2192 2)." };
    var func1 = require_ucs2length().default;
    var schema38 = { "type": "object", "properties": { "id": { "$ref": "#/$defs/scalar" }, "extends": { "type": "array", "items": { "$ref": "#/$defs/scalar" } }, "agent": { "$ref": "#/$defs/scalar", "description": "Agent ID; empty or absent runs `coder`." }, "model": { "$ref": "#/$defs/scalar", "description": "`bc01be8` line." }, "reasoningEffort": { "$ref": "#/$defs/reasoningEffort" }, "session": { "$ref": "#/$defs/stepSession" }, "prompt": { "$ref": "#/$defs/scalar" }, "langfusePromptPath": { "$ref": "#/$defs/scalar" }, "langfusePromptLabel": { "$ref": "#/$defs/scalar" }, "output": { "$ref": "#/$defs/output" }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "fallback": { "$ref": "#/$defs/fallback" }, "maxTurns": { "$ref": "#/$defs/int", "minimum": 0 }, "maxIterations": { "$ref": "#/$defs/int", "minimum": 0 }, "timeout": { "$ref": "#/$defs/duration" }, "compact": { "$ref": "#/$defs/compact" }, "require_route": { "$ref": "#/$defs/bool", "description": "`191a6e7` line only (no `context` there)." }, "context": { "$ref": "#/$defs/context" }, "interactive": { "$ref": "#/$defs/bool" }, "interaction": { "$ref": "#/$defs/interaction" }, "resume_after": { "$ref": "#/$defs/duration" } }, "additionalProperties": false, "required": ["id"], "description": "One flow step (runtime-fork.md \xA74.4): the union of step keys across the lines of development (U1)." };
    var schema50 = { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false };
    var schema62 = { "type": ["string", "number"], "description": "A Go duration string (`30s`, `5m`, `1h30m`). A bare number has no unit and fails validation." };
    var schema63 = { "type": "object", "properties": { "threshold": { "type": "number" } }, "additionalProperties": false };
    var func2 = Object.prototype.hasOwnProperty;
    var schema43 = { "$ref": "#/$defs/scalar", "if": { "type": "string", "not": { "pattern": "\\$\\{" } }, "then": { "enum": ["low", "medium", "high", "xhigh", "max"] } };
    var pattern4 = new RegExp("\\$\\{", "u");
    function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate22.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (typeof data !== "string" && !(typeof data == "number") && typeof data !== "boolean") {
        const err0 = { instancePath, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      const _errs2 = errors;
      let valid1 = true;
      const _errs3 = errors;
      if (typeof data !== "string") {
        const err1 = {};
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      const _errs5 = errors;
      const _errs6 = errors;
      if (typeof data === "string") {
        if (!pattern4.test(data)) {
          const err2 = {};
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      var valid2 = _errs6 === errors;
      if (valid2) {
        const err3 = {};
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      } else {
        errors = _errs5;
        if (vErrors !== null) {
          if (_errs5) {
            vErrors.length = _errs5;
          } else {
            vErrors = null;
          }
        }
      }
      var _valid0 = _errs3 === errors;
      errors = _errs2;
      if (vErrors !== null) {
        if (_errs2) {
          vErrors.length = _errs2;
        } else {
          vErrors = null;
        }
      }
      if (_valid0) {
        const _errs7 = errors;
        if (!(data === "low" || data === "medium" || data === "high" || data === "xhigh" || data === "max")) {
          const err4 = { instancePath, schemaPath: "#/then/enum", keyword: "enum", params: { allowedValues: schema43.then.enum }, message: "must be equal to one of the allowed values", schema: schema43.then.enum, parentSchema: schema43.then, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        var _valid0 = _errs7 === errors;
        valid1 = _valid0;
      }
      if (!valid1) {
        const err5 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema43.if, parentSchema: schema43, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      validate22.errors = vErrors;
      return errors === 0;
    }
    validate22.evaluated = { "dynamicProps": false, "dynamicItems": false };
    var schema45 = { "type": "object", "properties": { "fork": { "$ref": "#/$defs/bool" } }, "additionalProperties": false };
    function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate24.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "fork")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema45, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.fork !== void 0) {
          let data0 = data.fork;
          const _errs4 = errors;
          let valid2 = false;
          const _errs5 = errors;
          if (typeof data0 !== "boolean") {
            const err1 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
          var _valid0 = _errs5 === errors;
          valid2 = valid2 || _valid0;
          const _errs7 = errors;
          if (!(data0 === "y" || data0 === "Y" || data0 === "yes" || data0 === "Yes" || data0 === "YES" || data0 === "on" || data0 === "On" || data0 === "ON" || data0 === "n" || data0 === "N" || data0 === "no" || data0 === "No" || data0 === "NO" || data0 === "off" || data0 === "Off" || data0 === "OFF")) {
            const err2 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          var _valid0 = _errs7 === errors;
          valid2 = valid2 || _valid0;
          if (!valid2) {
            const err3 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          } else {
            errors = _errs4;
            if (vErrors !== null) {
              if (_errs4) {
                vErrors.length = _errs4;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema45.type, parentSchema: schema45, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      validate24.errors = vErrors;
      return errors === 0;
    }
    validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    var schema51 = { "type": "object", "properties": { "if": { "$ref": "#/$defs/scalar" }, "then": { "$ref": "#/$defs/scalar" }, "postpone": { "$ref": "#/$defs/bool" }, "cycle": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "required": ["then"] };
    function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate26.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.then === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "then" }, message: "must have required property 'then'", schema: schema51.required, parentSchema: schema51, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "if" || key0 === "then" || key0 === "postpone" || key0 === "cycle")) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema51, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.if !== void 0) {
          let data0 = data.if;
          if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
            const err2 = { instancePath: instancePath + "/if", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.then !== void 0) {
          let data1 = data.then;
          if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
            const err3 = { instancePath: instancePath + "/then", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.postpone !== void 0) {
          let data2 = data.postpone;
          const _errs10 = errors;
          let valid4 = false;
          const _errs11 = errors;
          if (typeof data2 !== "boolean") {
            const err4 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data2 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          var _valid0 = _errs11 === errors;
          valid4 = valid4 || _valid0;
          const _errs13 = errors;
          if (!(data2 === "y" || data2 === "Y" || data2 === "yes" || data2 === "Yes" || data2 === "YES" || data2 === "on" || data2 === "On" || data2 === "ON" || data2 === "n" || data2 === "N" || data2 === "no" || data2 === "No" || data2 === "NO" || data2 === "off" || data2 === "Off" || data2 === "OFF")) {
            const err5 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data2 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          var _valid0 = _errs13 === errors;
          valid4 = valid4 || _valid0;
          if (!valid4) {
            const err6 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          } else {
            errors = _errs10;
            if (vErrors !== null) {
              if (_errs10) {
                vErrors.length = _errs10;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.cycle !== void 0) {
          let data3 = data.cycle;
          const _errs16 = errors;
          let valid6 = false;
          const _errs17 = errors;
          if (typeof data3 !== "boolean") {
            const err7 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data3 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          var _valid1 = _errs17 === errors;
          valid6 = valid6 || _valid1;
          const _errs19 = errors;
          if (!(data3 === "y" || data3 === "Y" || data3 === "yes" || data3 === "Yes" || data3 === "YES" || data3 === "on" || data3 === "On" || data3 === "ON" || data3 === "n" || data3 === "N" || data3 === "no" || data3 === "No" || data3 === "NO" || data3 === "off" || data3 === "Off" || data3 === "OFF")) {
            const err8 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          var _valid1 = _errs19 === errors;
          valid6 = valid6 || _valid1;
          if (!valid6) {
            const err9 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          } else {
            errors = _errs16;
            if (vErrors !== null) {
              if (_errs16) {
                vErrors.length = _errs16;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema51.type, parentSchema: schema51, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      validate26.errors = vErrors;
      return errors === 0;
    }
    validate26.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    var schema56 = { "type": "object", "properties": { "retry": { "$ref": "#/$defs/int" }, "delay": { "$ref": "#/$defs/int" }, "to": { "$ref": "#/$defs/scalar" }, "on_turns_exhausted": { "enum": ["", "accept", "fail"], "description": "`bc01be8` line only." } }, "additionalProperties": false };
    function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate28.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "retry" || key0 === "delay" || key0 === "to" || key0 === "on_turns_exhausted")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema56, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.retry !== void 0) {
          let data0 = data.retry;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            const err1 = { instancePath: instancePath + "/retry", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.delay !== void 0) {
          let data1 = data.delay;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
            const err2 = { instancePath: instancePath + "/delay", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.to !== void 0) {
          let data2 = data.to;
          if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
            const err3 = { instancePath: instancePath + "/to", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data2 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.on_turns_exhausted !== void 0) {
          let data3 = data.on_turns_exhausted;
          if (!(data3 === "" || data3 === "accept" || data3 === "fail")) {
            const err4 = { instancePath: instancePath + "/on_turns_exhausted", schemaPath: "#/properties/on_turns_exhausted/enum", keyword: "enum", params: { allowedValues: schema56.properties.on_turns_exhausted.enum }, message: "must be equal to one of the allowed values", schema: schema56.properties.on_turns_exhausted.enum, parentSchema: schema56.properties.on_turns_exhausted, data: data3 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.type, parentSchema: schema56, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      validate28.errors = vErrors;
      return errors === 0;
    }
    validate28.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    var schema65 = { "type": "object", "properties": { "paths": { "type": "array", "items": { "$ref": "#/$defs/scalar" }, "description": "Context file entries; `[]` is declared (an empty layer)." }, "mode": { "$ref": "#/$defs/scalar", "description": "`replace` (default, also empty) or `append`; anything else falls back to append with a WARN." }, "nested": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "description": "Step context layer (runtime-fork.md \xA74.4). Unknown keys are dropped; without `paths` the layer is undeclared." };
    function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate30.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "paths" || key0 === "mode" || key0 === "nested")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema65, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.paths !== void 0) {
          let data0 = data.paths;
          if (Array.isArray(data0)) {
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0];
              if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
                const err1 = { instancePath: instancePath + "/paths/" + i0, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data1 };
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
              }
            }
          } else {
            const err2 = { instancePath: instancePath + "/paths", schemaPath: "#/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema65.properties.paths.type, parentSchema: schema65.properties.paths, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.mode !== void 0) {
          let data2 = data.mode;
          if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
            const err3 = { instancePath: instancePath + "/mode", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data2 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.nested !== void 0) {
          let data3 = data.nested;
          const _errs12 = errors;
          let valid6 = false;
          const _errs13 = errors;
          if (typeof data3 !== "boolean") {
            const err4 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data3 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          var _valid0 = _errs13 === errors;
          valid6 = valid6 || _valid0;
          const _errs15 = errors;
          if (!(data3 === "y" || data3 === "Y" || data3 === "yes" || data3 === "Yes" || data3 === "YES" || data3 === "on" || data3 === "On" || data3 === "ON" || data3 === "n" || data3 === "N" || data3 === "no" || data3 === "No" || data3 === "NO" || data3 === "off" || data3 === "Off" || data3 === "OFF")) {
            const err5 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data3 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          var _valid0 = _errs15 === errors;
          valid6 = valid6 || _valid0;
          if (!valid6) {
            const err6 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data3 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          } else {
            errors = _errs12;
            if (vErrors !== null) {
              if (_errs12) {
                vErrors.length = _errs12;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema65.type, parentSchema: schema65, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      validate30.errors = vErrors;
      return errors === 0;
    }
    validate30.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    var schema70 = { "type": "object", "properties": { "target": { "$ref": "#/$defs/scalar" }, "mention": { "$ref": "#/$defs/scalar" } }, "additionalProperties": false };
    function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate32.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "target" || key0 === "mention")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema70, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.target !== void 0) {
          let data0 = data.target;
          if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
            const err1 = { instancePath: instancePath + "/target", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.mention !== void 0) {
          let data1 = data.mention;
          if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
            const err2 = { instancePath: instancePath + "/mention", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema70.type, parentSchema: schema70, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      validate32.errors = vErrors;
      return errors === 0;
    }
    validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate21.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema38.required, parentSchema: schema38, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!func2.call(schema38.properties, key0)) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema38, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.id !== void 0) {
          let data0 = data.id;
          if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
            const err2 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.extends !== void 0) {
          let data1 = data.extends;
          if (Array.isArray(data1)) {
            const len0 = data1.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data2 = data1[i0];
              if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
                const err3 = { instancePath: instancePath + "/extends/" + i0, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data2 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
          } else {
            const err4 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema38.properties.extends.type, parentSchema: schema38.properties.extends, data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.agent !== void 0) {
          let data3 = data.agent;
          if (typeof data3 !== "string" && !(typeof data3 == "number") && typeof data3 !== "boolean") {
            const err5 = { instancePath: instancePath + "/agent", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data3 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.model !== void 0) {
          let data4 = data.model;
          if (typeof data4 !== "string" && !(typeof data4 == "number") && typeof data4 !== "boolean") {
            const err6 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data4 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.reasoningEffort !== void 0) {
          if (!validate22(data.reasoningEffort, { instancePath: instancePath + "/reasoningEffort", parentData: data, parentDataProperty: "reasoningEffort", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.session !== void 0) {
          if (!validate24(data.session, { instancePath: instancePath + "/session", parentData: data, parentDataProperty: "session", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
        if (data.prompt !== void 0) {
          let data7 = data.prompt;
          if (typeof data7 !== "string" && !(typeof data7 == "number") && typeof data7 !== "boolean") {
            const err7 = { instancePath: instancePath + "/prompt", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data7 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.langfusePromptPath !== void 0) {
          let data8 = data.langfusePromptPath;
          if (typeof data8 !== "string" && !(typeof data8 == "number") && typeof data8 !== "boolean") {
            const err8 = { instancePath: instancePath + "/langfusePromptPath", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data8 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.langfusePromptLabel !== void 0) {
          let data9 = data.langfusePromptLabel;
          if (typeof data9 !== "string" && !(typeof data9 == "number") && typeof data9 !== "boolean") {
            const err9 = { instancePath: instancePath + "/langfusePromptLabel", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data9 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.output !== void 0) {
          let data10 = data.output;
          if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
            for (const key1 in data10) {
              if (!(key1 === "schema")) {
                const err10 = { instancePath: instancePath + "/output", schemaPath: "#/$defs/output/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema50, data: data10 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data10.schema !== void 0) {
              let data11 = data10.schema;
              if (!(data11 && typeof data11 == "object" && !Array.isArray(data11))) {
                const err11 = { instancePath: instancePath + "/output/schema", schemaPath: "#/$defs/output/properties/schema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema50.properties.schema.type, parentSchema: schema50.properties.schema, data: data11 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/output", schemaPath: "#/$defs/output/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema50.type, parentSchema: schema50, data: data10 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data.rules !== void 0) {
          let data12 = data.rules;
          if (Array.isArray(data12)) {
            const len1 = data12.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (!validate26(data12[i1], { instancePath: instancePath + "/rules/" + i1, parentData: data12, parentDataProperty: i1, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err13 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema38.properties.rules.type, parentSchema: schema38.properties.rules, data: data12 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data.fallback !== void 0) {
          if (!validate28(data.fallback, { instancePath: instancePath + "/fallback", parentData: data, parentDataProperty: "fallback", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
        if (data.maxTurns !== void 0) {
          let data15 = data.maxTurns;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)))) {
            const err14 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data15 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (typeof data15 == "number") {
            if (data15 < 0 || isNaN(data15)) {
              const err15 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema38.properties.maxTurns, data: data15 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
        }
        if (data.maxIterations !== void 0) {
          let data16 = data.maxIterations;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)))) {
            const err16 = { instancePath: instancePath + "/maxIterations", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data16 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (typeof data16 == "number") {
            if (data16 < 0 || isNaN(data16)) {
              const err17 = { instancePath: instancePath + "/maxIterations", schemaPath: "#/properties/maxIterations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema38.properties.maxIterations, data: data16 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data.timeout !== void 0) {
          let data17 = data.timeout;
          if (typeof data17 !== "string" && !(typeof data17 == "number")) {
            const err18 = { instancePath: instancePath + "/timeout", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: schema62.type }, message: "must be string,number", schema: schema62.type, parentSchema: schema62, data: data17 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data.compact !== void 0) {
          let data18 = data.compact;
          if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
            for (const key2 in data18) {
              if (!(key2 === "threshold")) {
                const err19 = { instancePath: instancePath + "/compact", schemaPath: "#/$defs/compact/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema63, data: data18 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data18.threshold !== void 0) {
              let data19 = data18.threshold;
              if (!(typeof data19 == "number")) {
                const err20 = { instancePath: instancePath + "/compact/threshold", schemaPath: "#/$defs/compact/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema63.properties.threshold.type, parentSchema: schema63.properties.threshold, data: data19 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
          } else {
            const err21 = { instancePath: instancePath + "/compact", schemaPath: "#/$defs/compact/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema63.type, parentSchema: schema63, data: data18 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data.require_route !== void 0) {
          let data20 = data.require_route;
          const _errs54 = errors;
          let valid20 = false;
          const _errs55 = errors;
          if (typeof data20 !== "boolean") {
            const err22 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data20 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          var _valid0 = _errs55 === errors;
          valid20 = valid20 || _valid0;
          const _errs57 = errors;
          if (!(data20 === "y" || data20 === "Y" || data20 === "yes" || data20 === "Yes" || data20 === "YES" || data20 === "on" || data20 === "On" || data20 === "ON" || data20 === "n" || data20 === "N" || data20 === "no" || data20 === "No" || data20 === "NO" || data20 === "off" || data20 === "Off" || data20 === "OFF")) {
            const err23 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data20 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          var _valid0 = _errs57 === errors;
          valid20 = valid20 || _valid0;
          if (!valid20) {
            const err24 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data20 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          } else {
            errors = _errs54;
            if (vErrors !== null) {
              if (_errs54) {
                vErrors.length = _errs54;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.context !== void 0) {
          if (!validate30(data.context, { instancePath: instancePath + "/context", parentData: data, parentDataProperty: "context", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
            errors = vErrors.length;
          }
        }
        if (data.interactive !== void 0) {
          let data22 = data.interactive;
          const _errs61 = errors;
          let valid22 = false;
          const _errs62 = errors;
          if (typeof data22 !== "boolean") {
            const err25 = { instancePath: instancePath + "/interactive", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data22 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          var _valid1 = _errs62 === errors;
          valid22 = valid22 || _valid1;
          const _errs64 = errors;
          if (!(data22 === "y" || data22 === "Y" || data22 === "yes" || data22 === "Yes" || data22 === "YES" || data22 === "on" || data22 === "On" || data22 === "ON" || data22 === "n" || data22 === "N" || data22 === "no" || data22 === "No" || data22 === "NO" || data22 === "off" || data22 === "Off" || data22 === "OFF")) {
            const err26 = { instancePath: instancePath + "/interactive", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data22 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          var _valid1 = _errs64 === errors;
          valid22 = valid22 || _valid1;
          if (!valid22) {
            const err27 = { instancePath: instancePath + "/interactive", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data22 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          } else {
            errors = _errs61;
            if (vErrors !== null) {
              if (_errs61) {
                vErrors.length = _errs61;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.interaction !== void 0) {
          if (!validate32(data.interaction, { instancePath: instancePath + "/interaction", parentData: data, parentDataProperty: "interaction", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
        if (data.resume_after !== void 0) {
          let data24 = data.resume_after;
          if (typeof data24 !== "string" && !(typeof data24 == "number")) {
            const err28 = { instancePath: instancePath + "/resume_after", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: schema62.type }, message: "must be string,number", schema: schema62.type, parentSchema: schema62, data: data24 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema38.type, parentSchema: schema38, data };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      validate21.errors = vErrors;
      return errors === 0;
    }
    validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate20.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (!(data && typeof data == "object" && !Array.isArray(data)) && data !== null) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema31.type }, message: "must be object,null", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "name" || key0 === "disabled" || key0 === "description" || key0 === "include" || key0 === "flow")) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.name !== void 0) {
          let data0 = data.name;
          if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
            const err2 = { instancePath: instancePath + "/name", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.disabled !== void 0) {
          let data1 = data.disabled;
          const _errs7 = errors;
          let valid3 = false;
          const _errs8 = errors;
          if (typeof data1 !== "boolean") {
            const err3 = { instancePath: instancePath + "/disabled", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          var _valid0 = _errs8 === errors;
          valid3 = valid3 || _valid0;
          const _errs10 = errors;
          if (!(data1 === "y" || data1 === "Y" || data1 === "yes" || data1 === "Yes" || data1 === "YES" || data1 === "on" || data1 === "On" || data1 === "ON" || data1 === "n" || data1 === "N" || data1 === "no" || data1 === "No" || data1 === "NO" || data1 === "off" || data1 === "Off" || data1 === "OFF")) {
            const err4 = { instancePath: instancePath + "/disabled", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          var _valid0 = _errs10 === errors;
          valid3 = valid3 || _valid0;
          if (!valid3) {
            const err5 = { instancePath: instancePath + "/disabled", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data1 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          } else {
            errors = _errs7;
            if (vErrors !== null) {
              if (_errs7) {
                vErrors.length = _errs7;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.description !== void 0) {
          let data2 = data.description;
          if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
            const err6 = { instancePath: instancePath + "/description", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.include !== void 0) {
          let data3 = data.include;
          if (Array.isArray(data3)) {
            const len0 = data3.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data4 = data3[i0];
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.local === void 0) {
                  const err7 = { instancePath: instancePath + "/include/" + i0, schemaPath: "#/properties/include/items/required", keyword: "required", params: { missingProperty: "local" }, message: "must have required property 'local'", schema: schema31.properties.include.items.required, parentSchema: schema31.properties.include.items, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
                for (const key1 in data4) {
                  if (!(key1 === "local")) {
                    const err8 = { instancePath: instancePath + "/include/" + i0, schemaPath: "#/properties/include/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.include.items, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  }
                }
                if (data4.local !== void 0) {
                  let data5 = data4.local;
                  if (typeof data5 === "string") {
                    if (func1(data5) < 1) {
                      const err9 = { instancePath: instancePath + "/include/" + i0 + "/local", schemaPath: "#/properties/include/items/properties/local/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.include.items.properties.local, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err9];
                      } else {
                        vErrors.push(err9);
                      }
                      errors++;
                    }
                  } else {
                    const err10 = { instancePath: instancePath + "/include/" + i0 + "/local", schemaPath: "#/properties/include/items/properties/local/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.include.items.properties.local.type, parentSchema: schema31.properties.include.items.properties.local, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
              } else {
                const err11 = { instancePath: instancePath + "/include/" + i0, schemaPath: "#/properties/include/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.include.items.type, parentSchema: schema31.properties.include.items, data: data4 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/include", schemaPath: "#/properties/include/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.include.type, parentSchema: schema31.properties.include, data: data3 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data.flow !== void 0) {
          let data6 = data.flow;
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.steps === void 0) {
              const err13 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "steps" }, message: "must have required property 'steps'", schema: schema31.properties.flow.required, parentSchema: schema31.properties.flow, data: data6 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            for (const key2 in data6) {
              if (!(key2 === "args" || key2 === "session" || key2 === "maxFallbackEntries" || key2 === "steps")) {
                const err14 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.flow, data: data6 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data6.args !== void 0) {
              let data7 = data6.args;
              if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
                const err15 = { instancePath: instancePath + "/flow/args", schemaPath: "#/properties/flow/properties/args/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.flow.properties.args.type, parentSchema: schema31.properties.flow.properties.args, data: data7 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data6.session !== void 0) {
              let data8 = data6.session;
              if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                for (const key3 in data8) {
                  if (!(key3 === "prefix" || key3 === "resume_on_failure")) {
                    const err16 = { instancePath: instancePath + "/flow/session", schemaPath: "#/properties/flow/properties/session/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.flow.properties.session, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data8.prefix !== void 0) {
                  let data9 = data8.prefix;
                  if (typeof data9 !== "string" && !(typeof data9 == "number") && typeof data9 !== "boolean") {
                    const err17 = { instancePath: instancePath + "/flow/session/prefix", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
                if (data8.resume_on_failure !== void 0) {
                  let data10 = data8.resume_on_failure;
                  const _errs34 = errors;
                  let valid12 = false;
                  const _errs35 = errors;
                  if (typeof data10 !== "boolean") {
                    const err18 = { instancePath: instancePath + "/flow/session/resume_on_failure", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data10 };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  var _valid1 = _errs35 === errors;
                  valid12 = valid12 || _valid1;
                  const _errs37 = errors;
                  if (!(data10 === "y" || data10 === "Y" || data10 === "yes" || data10 === "Yes" || data10 === "YES" || data10 === "on" || data10 === "On" || data10 === "ON" || data10 === "n" || data10 === "N" || data10 === "no" || data10 === "No" || data10 === "NO" || data10 === "off" || data10 === "Off" || data10 === "OFF")) {
                    const err19 = { instancePath: instancePath + "/flow/session/resume_on_failure", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data10 };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                  var _valid1 = _errs37 === errors;
                  valid12 = valid12 || _valid1;
                  if (!valid12) {
                    const err20 = { instancePath: instancePath + "/flow/session/resume_on_failure", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data10 };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  } else {
                    errors = _errs34;
                    if (vErrors !== null) {
                      if (_errs34) {
                        vErrors.length = _errs34;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
              } else {
                const err21 = { instancePath: instancePath + "/flow/session", schemaPath: "#/properties/flow/properties/session/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.flow.properties.session.type, parentSchema: schema31.properties.flow.properties.session, data: data8 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data6.maxFallbackEntries !== void 0) {
              let data11 = data6.maxFallbackEntries;
              if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
                const err22 = { instancePath: instancePath + "/flow/maxFallbackEntries", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data11 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
              if (typeof data11 == "number") {
                if (data11 < 0 || isNaN(data11)) {
                  const err23 = { instancePath: instancePath + "/flow/maxFallbackEntries", schemaPath: "#/properties/flow/properties/maxFallbackEntries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema31.properties.flow.properties.maxFallbackEntries, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
            }
            if (data6.steps !== void 0) {
              let data12 = data6.steps;
              if (Array.isArray(data12)) {
                const len1 = data12.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  if (!validate21(data12[i1], { instancePath: instancePath + "/flow/steps/" + i1, parentData: data12, parentDataProperty: i1, rootData, dynamicAnchors })) {
                    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                    errors = vErrors.length;
                  }
                }
              } else {
                const err24 = { instancePath: instancePath + "/flow/steps", schemaPath: "#/properties/flow/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.flow.properties.steps.type, parentSchema: schema31.properties.flow.properties.steps, data: data12 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
          } else {
            const err25 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.flow.type, parentSchema: schema31.properties.flow, data: data6 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      }
      validate20.errors = vErrors;
      return errors === 0;
    }
    validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    module.exports.schemaHash = "2f4e1396cfbae0d81cc0935d98c9d5594976a298f6e4d93fe3979d28296e1b72";
  }
});

// dist/schemas/flow-template.cjs
var require_flow_template = __commonJS({
  "dist/schemas/flow-template.cjs"(exports, module) {
    "use strict";
    module.exports = validate20;
    module.exports.default = validate20;
    var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/flow-template.schema.json", "title": "OpenCode fork flow include file (step templates)", "description": "A file listed under a flow's `include:`. Keys starting with `.` are step templates; other keys are ignored; `include`/`extends` are rejected (runtime-fork.md \xA74.5).", "type": ["object", "null"], "properties": { "include": false, "extends": false }, "patternProperties": { "^\\.": { "$ref": "#/$defs/template" } }, "$defs": { "scalar": { "type": ["string", "number", "boolean"], "description": 'Any YAML scalar; yaml.v3 decodes it into a string verbatim (`30` \u2192 "30").' }, "bool": { "anyOf": [{ "type": "boolean" }, { "enum": ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }] }, "int": { "type": "integer", "description": "An integer. yaml.v3 silently truncates a float (`2.5` \u2192 2)." }, "duration": { "type": ["string", "number"], "description": "A Go duration string (`30s`, `5m`, `1h30m`). A bare number has no unit and fails validation." }, "context": { "type": "object", "properties": { "paths": { "type": "array", "items": { "$ref": "#/$defs/scalar" }, "description": "Context file entries; `[]` is declared (an empty layer)." }, "mode": { "$ref": "#/$defs/scalar", "description": "`replace` (default, also empty) or `append`; anything else falls back to append with a WARN." }, "nested": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "description": "Step context layer (runtime-fork.md \xA74.4). Unknown keys are dropped; without `paths` the layer is undeclared." }, "rule": { "type": "object", "properties": { "if": { "$ref": "#/$defs/scalar" }, "then": { "$ref": "#/$defs/scalar" }, "postpone": { "$ref": "#/$defs/bool" }, "cycle": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "required": ["then"] }, "fallback": { "type": "object", "properties": { "retry": { "$ref": "#/$defs/int" }, "delay": { "$ref": "#/$defs/int" }, "to": { "$ref": "#/$defs/scalar" }, "on_turns_exhausted": { "enum": ["", "accept", "fail"], "description": "`bc01be8` line only." } }, "additionalProperties": false }, "output": { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false }, "interaction": { "type": "object", "properties": { "target": { "$ref": "#/$defs/scalar" }, "mention": { "$ref": "#/$defs/scalar" } }, "additionalProperties": false }, "compact": { "type": "object", "properties": { "threshold": { "type": "number" } }, "additionalProperties": false }, "stepSession": { "type": "object", "properties": { "fork": { "$ref": "#/$defs/bool" } }, "additionalProperties": false }, "reasoningEffort": { "$ref": "#/$defs/scalar", "if": { "type": "string", "not": { "pattern": "\\$\\{" } }, "then": { "enum": ["low", "medium", "high", "xhigh", "max"] } }, "template": { "type": "object", "properties": { "agent": { "$ref": "#/$defs/scalar", "description": "Agent ID; empty or absent runs `coder`." }, "model": { "$ref": "#/$defs/scalar", "description": "`bc01be8` line." }, "reasoningEffort": { "$ref": "#/$defs/reasoningEffort" }, "session": { "$ref": "#/$defs/stepSession" }, "prompt": { "$ref": "#/$defs/scalar" }, "langfusePromptPath": { "$ref": "#/$defs/scalar" }, "langfusePromptLabel": { "$ref": "#/$defs/scalar" }, "output": { "$ref": "#/$defs/output" }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "fallback": { "$ref": "#/$defs/fallback" }, "maxTurns": { "$ref": "#/$defs/int", "minimum": 0 }, "maxIterations": { "$ref": "#/$defs/int", "minimum": 0 }, "timeout": { "$ref": "#/$defs/duration" }, "compact": { "$ref": "#/$defs/compact" }, "require_route": { "$ref": "#/$defs/bool", "description": "`191a6e7` line only (no `context` there)." }, "context": { "$ref": "#/$defs/context" } }, "additionalProperties": false, "description": "A step template: the inheritable step keys (runtime-fork.md \xA74.5)." } } };
    var pattern4 = new RegExp("^\\.", "u");
    var schema32 = { "type": "object", "properties": { "agent": { "$ref": "#/$defs/scalar", "description": "Agent ID; empty or absent runs `coder`." }, "model": { "$ref": "#/$defs/scalar", "description": "`bc01be8` line." }, "reasoningEffort": { "$ref": "#/$defs/reasoningEffort" }, "session": { "$ref": "#/$defs/stepSession" }, "prompt": { "$ref": "#/$defs/scalar" }, "langfusePromptPath": { "$ref": "#/$defs/scalar" }, "langfusePromptLabel": { "$ref": "#/$defs/scalar" }, "output": { "$ref": "#/$defs/output" }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "fallback": { "$ref": "#/$defs/fallback" }, "maxTurns": { "$ref": "#/$defs/int", "minimum": 0 }, "maxIterations": { "$ref": "#/$defs/int", "minimum": 0 }, "timeout": { "$ref": "#/$defs/duration" }, "compact": { "$ref": "#/$defs/compact" }, "require_route": { "$ref": "#/$defs/bool", "description": "`191a6e7` line only (no `context` there)." }, "context": { "$ref": "#/$defs/context" } }, "additionalProperties": false, "description": "A step template: the inheritable step keys (runtime-fork.md \xA74.5)." };
    var schema33 = { "type": ["string", "number", "boolean"], "description": 'Any YAML scalar; yaml.v3 decodes it into a string verbatim (`30` \u2192 "30").' };
    var schema42 = { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false };
    var schema49 = { "type": "integer", "description": "An integer. yaml.v3 silently truncates a float (`2.5` \u2192 2)." };
    var schema54 = { "type": ["string", "number"], "description": "A Go duration string (`30s`, `5m`, `1h30m`). A bare number has no unit and fails validation." };
    var schema55 = { "type": "object", "properties": { "threshold": { "type": "number" } }, "additionalProperties": false };
    var schema38 = { "anyOf": [{ "type": "boolean" }, { "enum": ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }] };
    var func1 = Object.prototype.hasOwnProperty;
    var schema35 = { "$ref": "#/$defs/scalar", "if": { "type": "string", "not": { "pattern": "\\$\\{" } }, "then": { "enum": ["low", "medium", "high", "xhigh", "max"] } };
    var pattern5 = new RegExp("\\$\\{", "u");
    function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate22.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (typeof data !== "string" && !(typeof data == "number") && typeof data !== "boolean") {
        const err0 = { instancePath, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      const _errs2 = errors;
      let valid1 = true;
      const _errs3 = errors;
      if (typeof data !== "string") {
        const err1 = {};
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      const _errs5 = errors;
      const _errs6 = errors;
      if (typeof data === "string") {
        if (!pattern5.test(data)) {
          const err2 = {};
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      var valid2 = _errs6 === errors;
      if (valid2) {
        const err3 = {};
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      } else {
        errors = _errs5;
        if (vErrors !== null) {
          if (_errs5) {
            vErrors.length = _errs5;
          } else {
            vErrors = null;
          }
        }
      }
      var _valid0 = _errs3 === errors;
      errors = _errs2;
      if (vErrors !== null) {
        if (_errs2) {
          vErrors.length = _errs2;
        } else {
          vErrors = null;
        }
      }
      if (_valid0) {
        const _errs7 = errors;
        if (!(data === "low" || data === "medium" || data === "high" || data === "xhigh" || data === "max")) {
          const err4 = { instancePath, schemaPath: "#/then/enum", keyword: "enum", params: { allowedValues: schema35.then.enum }, message: "must be equal to one of the allowed values", schema: schema35.then.enum, parentSchema: schema35.then, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        var _valid0 = _errs7 === errors;
        valid1 = _valid0;
      }
      if (!valid1) {
        const err5 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema35.if, parentSchema: schema35, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      validate22.errors = vErrors;
      return errors === 0;
    }
    validate22.evaluated = { "dynamicProps": false, "dynamicItems": false };
    var schema37 = { "type": "object", "properties": { "fork": { "$ref": "#/$defs/bool" } }, "additionalProperties": false };
    function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate24.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "fork")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.fork !== void 0) {
          let data0 = data.fork;
          const _errs4 = errors;
          let valid2 = false;
          const _errs5 = errors;
          if (typeof data0 !== "boolean") {
            const err1 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
          var _valid0 = _errs5 === errors;
          valid2 = valid2 || _valid0;
          const _errs7 = errors;
          if (!(data0 === "y" || data0 === "Y" || data0 === "yes" || data0 === "Yes" || data0 === "YES" || data0 === "on" || data0 === "On" || data0 === "ON" || data0 === "n" || data0 === "N" || data0 === "no" || data0 === "No" || data0 === "NO" || data0 === "off" || data0 === "Off" || data0 === "OFF")) {
            const err2 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          var _valid0 = _errs7 === errors;
          valid2 = valid2 || _valid0;
          if (!valid2) {
            const err3 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          } else {
            errors = _errs4;
            if (vErrors !== null) {
              if (_errs4) {
                vErrors.length = _errs4;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.type, parentSchema: schema37, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      validate24.errors = vErrors;
      return errors === 0;
    }
    validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    var schema43 = { "type": "object", "properties": { "if": { "$ref": "#/$defs/scalar" }, "then": { "$ref": "#/$defs/scalar" }, "postpone": { "$ref": "#/$defs/bool" }, "cycle": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "required": ["then"] };
    function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate26.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.then === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "then" }, message: "must have required property 'then'", schema: schema43.required, parentSchema: schema43, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "if" || key0 === "then" || key0 === "postpone" || key0 === "cycle")) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema43, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.if !== void 0) {
          let data0 = data.if;
          if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
            const err2 = { instancePath: instancePath + "/if", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.then !== void 0) {
          let data1 = data.then;
          if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
            const err3 = { instancePath: instancePath + "/then", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.postpone !== void 0) {
          let data2 = data.postpone;
          const _errs10 = errors;
          let valid4 = false;
          const _errs11 = errors;
          if (typeof data2 !== "boolean") {
            const err4 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data2 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          var _valid0 = _errs11 === errors;
          valid4 = valid4 || _valid0;
          const _errs13 = errors;
          if (!(data2 === "y" || data2 === "Y" || data2 === "yes" || data2 === "Yes" || data2 === "YES" || data2 === "on" || data2 === "On" || data2 === "ON" || data2 === "n" || data2 === "N" || data2 === "no" || data2 === "No" || data2 === "NO" || data2 === "off" || data2 === "Off" || data2 === "OFF")) {
            const err5 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data2 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          var _valid0 = _errs13 === errors;
          valid4 = valid4 || _valid0;
          if (!valid4) {
            const err6 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          } else {
            errors = _errs10;
            if (vErrors !== null) {
              if (_errs10) {
                vErrors.length = _errs10;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.cycle !== void 0) {
          let data3 = data.cycle;
          const _errs16 = errors;
          let valid6 = false;
          const _errs17 = errors;
          if (typeof data3 !== "boolean") {
            const err7 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data3 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          var _valid1 = _errs17 === errors;
          valid6 = valid6 || _valid1;
          const _errs19 = errors;
          if (!(data3 === "y" || data3 === "Y" || data3 === "yes" || data3 === "Yes" || data3 === "YES" || data3 === "on" || data3 === "On" || data3 === "ON" || data3 === "n" || data3 === "N" || data3 === "no" || data3 === "No" || data3 === "NO" || data3 === "off" || data3 === "Off" || data3 === "OFF")) {
            const err8 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          var _valid1 = _errs19 === errors;
          valid6 = valid6 || _valid1;
          if (!valid6) {
            const err9 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          } else {
            errors = _errs16;
            if (vErrors !== null) {
              if (_errs16) {
                vErrors.length = _errs16;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema43.type, parentSchema: schema43, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      validate26.errors = vErrors;
      return errors === 0;
    }
    validate26.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    var schema48 = { "type": "object", "properties": { "retry": { "$ref": "#/$defs/int" }, "delay": { "$ref": "#/$defs/int" }, "to": { "$ref": "#/$defs/scalar" }, "on_turns_exhausted": { "enum": ["", "accept", "fail"], "description": "`bc01be8` line only." } }, "additionalProperties": false };
    function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate28.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "retry" || key0 === "delay" || key0 === "to" || key0 === "on_turns_exhausted")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema48, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.retry !== void 0) {
          let data0 = data.retry;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            const err1 = { instancePath: instancePath + "/retry", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.type, parentSchema: schema49, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.delay !== void 0) {
          let data1 = data.delay;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
            const err2 = { instancePath: instancePath + "/delay", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.type, parentSchema: schema49, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.to !== void 0) {
          let data2 = data.to;
          if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
            const err3 = { instancePath: instancePath + "/to", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data2 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.on_turns_exhausted !== void 0) {
          let data3 = data.on_turns_exhausted;
          if (!(data3 === "" || data3 === "accept" || data3 === "fail")) {
            const err4 = { instancePath: instancePath + "/on_turns_exhausted", schemaPath: "#/properties/on_turns_exhausted/enum", keyword: "enum", params: { allowedValues: schema48.properties.on_turns_exhausted.enum }, message: "must be equal to one of the allowed values", schema: schema48.properties.on_turns_exhausted.enum, parentSchema: schema48.properties.on_turns_exhausted, data: data3 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema48.type, parentSchema: schema48, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      validate28.errors = vErrors;
      return errors === 0;
    }
    validate28.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    var schema57 = { "type": "object", "properties": { "paths": { "type": "array", "items": { "$ref": "#/$defs/scalar" }, "description": "Context file entries; `[]` is declared (an empty layer)." }, "mode": { "$ref": "#/$defs/scalar", "description": "`replace` (default, also empty) or `append`; anything else falls back to append with a WARN." }, "nested": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "description": "Step context layer (runtime-fork.md \xA74.4). Unknown keys are dropped; without `paths` the layer is undeclared." };
    function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate30.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "paths" || key0 === "mode" || key0 === "nested")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema57, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.paths !== void 0) {
          let data0 = data.paths;
          if (Array.isArray(data0)) {
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0];
              if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
                const err1 = { instancePath: instancePath + "/paths/" + i0, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data1 };
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
              }
            }
          } else {
            const err2 = { instancePath: instancePath + "/paths", schemaPath: "#/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema57.properties.paths.type, parentSchema: schema57.properties.paths, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.mode !== void 0) {
          let data2 = data.mode;
          if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
            const err3 = { instancePath: instancePath + "/mode", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data2 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.nested !== void 0) {
          let data3 = data.nested;
          const _errs12 = errors;
          let valid6 = false;
          const _errs13 = errors;
          if (typeof data3 !== "boolean") {
            const err4 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data3 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          var _valid0 = _errs13 === errors;
          valid6 = valid6 || _valid0;
          const _errs15 = errors;
          if (!(data3 === "y" || data3 === "Y" || data3 === "yes" || data3 === "Yes" || data3 === "YES" || data3 === "on" || data3 === "On" || data3 === "ON" || data3 === "n" || data3 === "N" || data3 === "no" || data3 === "No" || data3 === "NO" || data3 === "off" || data3 === "Off" || data3 === "OFF")) {
            const err5 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data3 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          var _valid0 = _errs15 === errors;
          valid6 = valid6 || _valid0;
          if (!valid6) {
            const err6 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data3 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          } else {
            errors = _errs12;
            if (vErrors !== null) {
              if (_errs12) {
                vErrors.length = _errs12;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema57.type, parentSchema: schema57, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      validate30.errors = vErrors;
      return errors === 0;
    }
    validate30.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate21.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!func1.call(schema32.properties, key0)) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.agent !== void 0) {
          let data0 = data.agent;
          if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
            const err1 = { instancePath: instancePath + "/agent", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.model !== void 0) {
          let data1 = data.model;
          if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
            const err2 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.reasoningEffort !== void 0) {
          if (!validate22(data.reasoningEffort, { instancePath: instancePath + "/reasoningEffort", parentData: data, parentDataProperty: "reasoningEffort", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.session !== void 0) {
          if (!validate24(data.session, { instancePath: instancePath + "/session", parentData: data, parentDataProperty: "session", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
        if (data.prompt !== void 0) {
          let data4 = data.prompt;
          if (typeof data4 !== "string" && !(typeof data4 == "number") && typeof data4 !== "boolean") {
            const err3 = { instancePath: instancePath + "/prompt", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data4 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.langfusePromptPath !== void 0) {
          let data5 = data.langfusePromptPath;
          if (typeof data5 !== "string" && !(typeof data5 == "number") && typeof data5 !== "boolean") {
            const err4 = { instancePath: instancePath + "/langfusePromptPath", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data5 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.langfusePromptLabel !== void 0) {
          let data6 = data.langfusePromptLabel;
          if (typeof data6 !== "string" && !(typeof data6 == "number") && typeof data6 !== "boolean") {
            const err5 = { instancePath: instancePath + "/langfusePromptLabel", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data6 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.output !== void 0) {
          let data7 = data.output;
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            for (const key1 in data7) {
              if (!(key1 === "schema")) {
                const err6 = { instancePath: instancePath + "/output", schemaPath: "#/$defs/output/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42, data: data7 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data7.schema !== void 0) {
              let data8 = data7.schema;
              if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
                const err7 = { instancePath: instancePath + "/output/schema", schemaPath: "#/$defs/output/properties/schema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.schema.type, parentSchema: schema42.properties.schema, data: data8 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/output", schemaPath: "#/$defs/output/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.type, parentSchema: schema42, data: data7 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.rules !== void 0) {
          let data9 = data.rules;
          if (Array.isArray(data9)) {
            const len0 = data9.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (!validate26(data9[i0], { instancePath: instancePath + "/rules/" + i0, parentData: data9, parentDataProperty: i0, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.properties.rules.type, parentSchema: schema32.properties.rules, data: data9 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.fallback !== void 0) {
          if (!validate28(data.fallback, { instancePath: instancePath + "/fallback", parentData: data, parentDataProperty: "fallback", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
        if (data.maxTurns !== void 0) {
          let data12 = data.maxTurns;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
            const err10 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.type, parentSchema: schema49, data: data12 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (typeof data12 == "number") {
            if (data12 < 0 || isNaN(data12)) {
              const err11 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32.properties.maxTurns, data: data12 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
        }
        if (data.maxIterations !== void 0) {
          let data13 = data.maxIterations;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
            const err12 = { instancePath: instancePath + "/maxIterations", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.type, parentSchema: schema49, data: data13 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (typeof data13 == "number") {
            if (data13 < 0 || isNaN(data13)) {
              const err13 = { instancePath: instancePath + "/maxIterations", schemaPath: "#/properties/maxIterations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32.properties.maxIterations, data: data13 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
        }
        if (data.timeout !== void 0) {
          let data14 = data.timeout;
          if (typeof data14 !== "string" && !(typeof data14 == "number")) {
            const err14 = { instancePath: instancePath + "/timeout", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: schema54.type }, message: "must be string,number", schema: schema54.type, parentSchema: schema54, data: data14 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.compact !== void 0) {
          let data15 = data.compact;
          if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
            for (const key2 in data15) {
              if (!(key2 === "threshold")) {
                const err15 = { instancePath: instancePath + "/compact", schemaPath: "#/$defs/compact/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema55, data: data15 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data15.threshold !== void 0) {
              let data16 = data15.threshold;
              if (!(typeof data16 == "number")) {
                const err16 = { instancePath: instancePath + "/compact/threshold", schemaPath: "#/$defs/compact/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema55.properties.threshold.type, parentSchema: schema55.properties.threshold, data: data16 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/compact", schemaPath: "#/$defs/compact/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema55.type, parentSchema: schema55, data: data15 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data.require_route !== void 0) {
          let data17 = data.require_route;
          const _errs46 = errors;
          let valid16 = false;
          const _errs47 = errors;
          if (typeof data17 !== "boolean") {
            const err18 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data17 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          var _valid0 = _errs47 === errors;
          valid16 = valid16 || _valid0;
          const _errs49 = errors;
          if (!(data17 === "y" || data17 === "Y" || data17 === "yes" || data17 === "Yes" || data17 === "YES" || data17 === "on" || data17 === "On" || data17 === "ON" || data17 === "n" || data17 === "N" || data17 === "no" || data17 === "No" || data17 === "NO" || data17 === "off" || data17 === "Off" || data17 === "OFF")) {
            const err19 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data17 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          var _valid0 = _errs49 === errors;
          valid16 = valid16 || _valid0;
          if (!valid16) {
            const err20 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data17 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          } else {
            errors = _errs46;
            if (vErrors !== null) {
              if (_errs46) {
                vErrors.length = _errs46;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.context !== void 0) {
          if (!validate30(data.context, { instancePath: instancePath + "/context", parentData: data, parentDataProperty: "context", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.type, parentSchema: schema32, data };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      validate21.errors = vErrors;
      return errors === 0;
    }
    validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate20.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (!(data && typeof data == "object" && !Array.isArray(data)) && data !== null) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema31.type }, message: "must be object,null", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.include !== void 0) {
          const err1 = { instancePath: instancePath + "/include", schemaPath: "#/properties/include/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema31.properties.include, data: data.include };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.extends !== void 0) {
          const err2 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema31.properties.extends, data: data.extends };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        var props0 = {};
        props0.include = true;
        props0.extends = true;
        for (const key0 in data) {
          if (pattern4.test(key0)) {
            if (!validate21(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
              errors = vErrors.length;
            }
            props0[key0] = true;
          }
        }
      }
      validate20.errors = vErrors;
      evaluated0.props = props0;
      return errors === 0;
    }
    validate20.evaluated = { "dynamicProps": true, "dynamicItems": false };
    module.exports.schemaHash = "4a3f95a89bebe321d5e88ae5bd92e85ad81c3609f70e35e66a71c9e7dafce4c4";
  }
});

// dist/schemas/opencode-agent.cjs
var require_opencode_agent = __commonJS({
  "dist/schemas/opencode-agent.cjs"(exports, module) {
    "use strict";
    module.exports = validate20;
    module.exports.default = validate20;
    var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/opencode-agent.schema.json", "title": "Agent settings of mainstream OpenCode 1.18 (V1): markdown agent frontmatter and opencode.json `agent`/`mode` entries", "description": "Validates `{name, ...frontmatter, prompt}` as the runtime's ConfigAgentV1.Info does (docs/runtimes/opencode.md \xA75.3). Keys outside `properties` are allowed: the runtime moves them into `options`, which are sent to the model provider; ctxlens reports them separately.", "type": "object", "properties": { "name": { "description": "V1: replaces the path-derived agent ID (\xA75.1)." }, "model": { "type": "string", "description": "provider/model" }, "variant": { "type": "string" }, "temperature": { "type": "number" }, "top_p": { "type": "number" }, "prompt": { "type": "string", "description": "In markdown, the trimmed body." }, "tools": { "type": "object", "additionalProperties": { "type": "boolean" }, "description": "Deprecated: converted to allow/deny permissions; write, edit and patch fold into edit." }, "disable": { "type": "boolean" }, "description": { "type": "string", "description": "When to use the agent. The docs call it required; the runtime does not check." }, "mode": { "enum": ["subagent", "primary", "all"] }, "hidden": { "type": "boolean" }, "options": { "type": "object" }, "color": { "anyOf": [{ "type": "string", "pattern": "^#[0-9a-fA-F]{6}$" }, { "enum": ["primary", "secondary", "accent", "success", "warning", "error", "info"] }] }, "steps": { "type": "integer", "minimum": 1 }, "maxSteps": { "type": "integer", "minimum": 1, "description": "Deprecated: use steps." }, "permission": { "$ref": "#/$defs/permission" } }, "additionalProperties": true, "$defs": { "action": { "enum": ["ask", "allow", "deny"] }, "rule": { "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "additionalProperties": { "$ref": "#/$defs/action" } }] }, "permission": { "description": "V1 permission map: an action for every tool, or tool -> action / {pattern -> action}. Key order is kept: the last matching rule wins (docs/runtimes/opencode.md \xA75.5).", "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "properties": { "read": { "$ref": "#/$defs/rule" }, "edit": { "$ref": "#/$defs/rule" }, "glob": { "$ref": "#/$defs/rule" }, "grep": { "$ref": "#/$defs/rule" }, "list": { "$ref": "#/$defs/rule" }, "bash": { "$ref": "#/$defs/rule" }, "task": { "$ref": "#/$defs/rule" }, "external_directory": { "$ref": "#/$defs/rule" }, "lsp": { "$ref": "#/$defs/rule" }, "skill": { "$ref": "#/$defs/rule" }, "question": { "$ref": "#/$defs/action" }, "webfetch": { "$ref": "#/$defs/action" }, "websearch": { "$ref": "#/$defs/action" }, "doom_loop": { "$ref": "#/$defs/action" } }, "additionalProperties": { "$ref": "#/$defs/rule" } }] } } };
    var pattern4 = new RegExp("^#[0-9a-fA-F]{6}$", "u");
    var schema32 = { "description": "V1 permission map: an action for every tool, or tool -> action / {pattern -> action}. Key order is kept: the last matching rule wins (docs/runtimes/opencode.md \xA75.5).", "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "properties": { "read": { "$ref": "#/$defs/rule" }, "edit": { "$ref": "#/$defs/rule" }, "glob": { "$ref": "#/$defs/rule" }, "grep": { "$ref": "#/$defs/rule" }, "list": { "$ref": "#/$defs/rule" }, "bash": { "$ref": "#/$defs/rule" }, "task": { "$ref": "#/$defs/rule" }, "external_directory": { "$ref": "#/$defs/rule" }, "lsp": { "$ref": "#/$defs/rule" }, "skill": { "$ref": "#/$defs/rule" }, "question": { "$ref": "#/$defs/action" }, "webfetch": { "$ref": "#/$defs/action" }, "websearch": { "$ref": "#/$defs/action" }, "doom_loop": { "$ref": "#/$defs/action" } }, "additionalProperties": { "$ref": "#/$defs/rule" } }] };
    var schema33 = { "enum": ["ask", "allow", "deny"] };
    var func1 = Object.prototype.hasOwnProperty;
    var schema34 = { "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "additionalProperties": { "$ref": "#/$defs/action" } }] };
    function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate22.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      const _errs0 = errors;
      let valid0 = false;
      const _errs1 = errors;
      if (!(data === "ask" || data === "allow" || data === "deny")) {
        const err0 = { instancePath, schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      var _valid0 = _errs1 === errors;
      valid0 = valid0 || _valid0;
      const _errs3 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          let data0 = data[key0];
          if (!(data0 === "ask" || data0 === "allow" || data0 === "deny")) {
            const err1 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.anyOf[1].type, parentSchema: schema34.anyOf[1], data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      var _valid0 = _errs3 === errors;
      valid0 = valid0 || _valid0;
      if (_valid0) {
        var props0 = true;
      }
      if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema34.anyOf, parentSchema: schema34, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      } else {
        errors = _errs0;
        if (vErrors !== null) {
          if (_errs0) {
            vErrors.length = _errs0;
          } else {
            vErrors = null;
          }
        }
      }
      validate22.errors = vErrors;
      evaluated0.props = props0;
      return errors === 0;
    }
    validate22.evaluated = { "dynamicProps": true, "dynamicItems": false };
    function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate21.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      const _errs0 = errors;
      let valid0 = false;
      const _errs1 = errors;
      if (!(data === "ask" || data === "allow" || data === "deny")) {
        const err0 = { instancePath, schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      var _valid0 = _errs1 === errors;
      valid0 = valid0 || _valid0;
      const _errs3 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!func1.call(schema32.anyOf[1].properties, key0)) {
            if (!validate22(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
              errors = vErrors.length;
            }
          }
        }
        if (data.read !== void 0) {
          if (!validate22(data.read, { instancePath: instancePath + "/read", parentData: data, parentDataProperty: "read", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.edit !== void 0) {
          if (!validate22(data.edit, { instancePath: instancePath + "/edit", parentData: data, parentDataProperty: "edit", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.glob !== void 0) {
          if (!validate22(data.glob, { instancePath: instancePath + "/glob", parentData: data, parentDataProperty: "glob", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.grep !== void 0) {
          if (!validate22(data.grep, { instancePath: instancePath + "/grep", parentData: data, parentDataProperty: "grep", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.list !== void 0) {
          if (!validate22(data.list, { instancePath: instancePath + "/list", parentData: data, parentDataProperty: "list", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.bash !== void 0) {
          if (!validate22(data.bash, { instancePath: instancePath + "/bash", parentData: data, parentDataProperty: "bash", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.task !== void 0) {
          if (!validate22(data.task, { instancePath: instancePath + "/task", parentData: data, parentDataProperty: "task", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.external_directory !== void 0) {
          if (!validate22(data.external_directory, { instancePath: instancePath + "/external_directory", parentData: data, parentDataProperty: "external_directory", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.lsp !== void 0) {
          if (!validate22(data.lsp, { instancePath: instancePath + "/lsp", parentData: data, parentDataProperty: "lsp", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.skill !== void 0) {
          if (!validate22(data.skill, { instancePath: instancePath + "/skill", parentData: data, parentDataProperty: "skill", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.question !== void 0) {
          let data11 = data.question;
          if (!(data11 === "ask" || data11 === "allow" || data11 === "deny")) {
            const err1 = { instancePath: instancePath + "/question", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data11 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.webfetch !== void 0) {
          let data12 = data.webfetch;
          if (!(data12 === "ask" || data12 === "allow" || data12 === "deny")) {
            const err2 = { instancePath: instancePath + "/webfetch", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data12 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.websearch !== void 0) {
          let data13 = data.websearch;
          if (!(data13 === "ask" || data13 === "allow" || data13 === "deny")) {
            const err3 = { instancePath: instancePath + "/websearch", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data13 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.doom_loop !== void 0) {
          let data14 = data.doom_loop;
          if (!(data14 === "ask" || data14 === "allow" || data14 === "deny")) {
            const err4 = { instancePath: instancePath + "/doom_loop", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data14 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.anyOf[1].type, parentSchema: schema32.anyOf[1], data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs3 === errors;
      valid0 = valid0 || _valid0;
      if (_valid0) {
        var props11 = true;
      }
      if (!valid0) {
        const err6 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.anyOf, parentSchema: schema32, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs0;
        if (vErrors !== null) {
          if (_errs0) {
            vErrors.length = _errs0;
          } else {
            vErrors = null;
          }
        }
      }
      validate21.errors = vErrors;
      evaluated0.props = props11;
      return errors === 0;
    }
    validate21.evaluated = { "dynamicProps": true, "dynamicItems": false };
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate20.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.model !== void 0) {
          let data0 = data.model;
          if (typeof data0 !== "string") {
            const err0 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.model.type, parentSchema: schema31.properties.model, data: data0 };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.variant !== void 0) {
          let data1 = data.variant;
          if (typeof data1 !== "string") {
            const err1 = { instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.variant.type, parentSchema: schema31.properties.variant, data: data1 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.temperature !== void 0) {
          let data2 = data.temperature;
          if (!(typeof data2 == "number")) {
            const err2 = { instancePath: instancePath + "/temperature", schemaPath: "#/properties/temperature/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.temperature.type, parentSchema: schema31.properties.temperature, data: data2 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.top_p !== void 0) {
          let data3 = data.top_p;
          if (!(typeof data3 == "number")) {
            const err3 = { instancePath: instancePath + "/top_p", schemaPath: "#/properties/top_p/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.top_p.type, parentSchema: schema31.properties.top_p, data: data3 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.prompt !== void 0) {
          let data4 = data.prompt;
          if (typeof data4 !== "string") {
            const err4 = { instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.prompt.type, parentSchema: schema31.properties.prompt, data: data4 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.tools !== void 0) {
          let data5 = data.tools;
          if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
            for (const key0 in data5) {
              let data6 = data5[key0];
              if (typeof data6 !== "boolean") {
                const err5 = { instancePath: instancePath + "/tools/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.tools.additionalProperties.type, parentSchema: schema31.properties.tools.additionalProperties, data: data6 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
          } else {
            const err6 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.tools.type, parentSchema: schema31.properties.tools, data: data5 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.disable !== void 0) {
          let data7 = data.disable;
          if (typeof data7 !== "boolean") {
            const err7 = { instancePath: instancePath + "/disable", schemaPath: "#/properties/disable/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.disable.type, parentSchema: schema31.properties.disable, data: data7 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.description !== void 0) {
          let data8 = data.description;
          if (typeof data8 !== "string") {
            const err8 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.description.type, parentSchema: schema31.properties.description, data: data8 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.mode !== void 0) {
          let data9 = data.mode;
          if (!(data9 === "subagent" || data9 === "primary" || data9 === "all")) {
            const err9 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.mode.enum, parentSchema: schema31.properties.mode, data: data9 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.hidden !== void 0) {
          let data10 = data.hidden;
          if (typeof data10 !== "boolean") {
            const err10 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.hidden.type, parentSchema: schema31.properties.hidden, data: data10 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data.options !== void 0) {
          let data11 = data.options;
          if (!(data11 && typeof data11 == "object" && !Array.isArray(data11))) {
            const err11 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.options.type, parentSchema: schema31.properties.options, data: data11 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.color !== void 0) {
          let data12 = data.color;
          const _errs27 = errors;
          let valid2 = false;
          const _errs28 = errors;
          if (typeof data12 === "string") {
            if (!pattern4.test(data12)) {
              const err12 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^#[0-9a-fA-F]{6}$" }, message: 'must match pattern "^#[0-9a-fA-F]{6}$"', schema: "^#[0-9a-fA-F]{6}$", parentSchema: schema31.properties.color.anyOf[0], data: data12 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.color.anyOf[0].type, parentSchema: schema31.properties.color.anyOf[0], data: data12 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          var _valid0 = _errs28 === errors;
          valid2 = valid2 || _valid0;
          const _errs30 = errors;
          if (!(data12 === "primary" || data12 === "secondary" || data12 === "accent" || data12 === "success" || data12 === "warning" || data12 === "error" || data12 === "info")) {
            const err14 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema31.properties.color.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.color.anyOf[1].enum, parentSchema: schema31.properties.color.anyOf[1], data: data12 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          var _valid0 = _errs30 === errors;
          valid2 = valid2 || _valid0;
          if (!valid2) {
            const err15 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.color.anyOf, parentSchema: schema31.properties.color, data: data12 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          } else {
            errors = _errs27;
            if (vErrors !== null) {
              if (_errs27) {
                vErrors.length = _errs27;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.steps !== void 0) {
          let data13 = data.steps;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
            const err16 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.steps.type, parentSchema: schema31.properties.steps, data: data13 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (typeof data13 == "number") {
            if (data13 < 1 || isNaN(data13)) {
              const err17 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.steps, data: data13 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data.maxSteps !== void 0) {
          let data14 = data.maxSteps;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
            const err18 = { instancePath: instancePath + "/maxSteps", schemaPath: "#/properties/maxSteps/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.maxSteps.type, parentSchema: schema31.properties.maxSteps, data: data14 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data14 == "number") {
            if (data14 < 1 || isNaN(data14)) {
              const err19 = { instancePath: instancePath + "/maxSteps", schemaPath: "#/properties/maxSteps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.maxSteps, data: data14 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
        if (data.permission !== void 0) {
          if (!validate21(data.permission, { instancePath: instancePath + "/permission", parentData: data, parentDataProperty: "permission", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      validate20.errors = vErrors;
      return errors === 0;
    }
    validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    module.exports.schemaHash = "c83da2863b29977c5d466e2325d038caab689c396c3c63aac974104fc9ad3500";
  }
});

// dist/schemas/opencode-config.cjs
var require_opencode_config = __commonJS({
  "dist/schemas/opencode-config.cjs"(exports, module) {
    "use strict";
    module.exports = validate20;
    module.exports.default = validate20;
    var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/opencode-config.schema.json", "title": ".opencode.json of the Go fork obukhovaa/opencode, as its loader decodes it", "description": "Validates a key-normalised copy (keys mapped to their canonical spelling, lower-cased map keys, dotted keys split, nulls and empty objects removed), per runtime-fork.md \xA72. Types are the Go target types; weak typing (\xA72.2) is judged by ctxlens, not by this schema.", "type": "object", "properties": { "$schema": { "type": "string", "description": "Editor hint; ignored by the runtime." }, "data": { "type": "object", "properties": { "directory": { "type": "string", "description": "Default .opencode." } }, "additionalProperties": false }, "wd": { "type": "string", "description": "Matches no field: ignored by the runtime (runtime-fork.md \xA72.2)." }, "workingDir": { "type": "string", "description": "Not in the upstream schema; decoded into Config.WorkingDir and replaces W (runtime-fork.md \xA72.2)." }, "mcpServers": { "type": "object", "additionalProperties": { "type": "object", "properties": { "command": { "type": "string" }, "env": { "type": "array", "items": { "type": "string" } }, "args": { "type": "array", "items": { "type": "string" } }, "type": { "type": "string" }, "url": { "type": "string" }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "peerHeader": { "type": "string" }, "disabled": { "type": "boolean" }, "callToolTimeoutSeconds": { "type": "integer" }, "callToolMaxOutputBytes": { "type": "integer" } }, "additionalProperties": false } }, "providers": { "type": "object", "additionalProperties": { "type": "object", "properties": { "apiKey": { "type": "string" }, "disabled": { "type": "boolean" }, "baseURL": { "type": "string" }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "metadata": { "type": "object", "properties": { "sessionId": { "type": "string" }, "userId": { "type": "string" }, "tags": { "type": "string" } }, "additionalProperties": false } }, "additionalProperties": false } }, "lsp": { "type": "object", "additionalProperties": { "type": "object", "properties": { "disabled": { "type": "boolean" }, "command": { "type": "string" }, "args": { "type": "array", "items": { "type": "string" } }, "extensions": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" } }, "initialization": {} }, "additionalProperties": false } }, "agents": { "type": "object", "additionalProperties": { "$ref": "#/$defs/agent" }, "description": "agent name -> agent; names are lower-cased and split at '.' (runtime-fork.md \xA72.2)" }, "debug": { "type": "boolean" }, "debugLSP": { "type": "boolean" }, "contextPaths": { "type": "array", "items": { "type": "string" }, "description": "Global context entries G; default list in runtime-fork.md \xA72.4." }, "agentPaths": { "type": "array", "items": { "type": "string" } }, "flowPaths": { "type": "array", "items": { "type": "string" } }, "tui": { "type": "object", "properties": { "theme": { "type": "string" }, "vimMode": { "type": "boolean" } }, "additionalProperties": false }, "shell": { "type": "object", "properties": { "path": { "type": "string" }, "args": { "type": "array", "items": { "type": "string" } }, "interactive": { "type": "array", "items": { "type": "string" } } }, "additionalProperties": false }, "autoCompact": { "type": "boolean" }, "disableLSPDownload": { "type": "boolean" }, "sessionProvider": { "type": "object", "properties": { "type": { "type": "string", "enum": ["sqlite", "mysql"], "description": "Any other value is fatal (runtime-fork.md \xA72.3)." }, "mysql": { "type": "object", "properties": { "dsn": { "type": "string" }, "host": { "type": "string" }, "port": { "type": "integer" }, "database": { "type": "string" }, "username": { "type": "string" }, "password": { "type": "string" }, "maxConnections": { "type": "integer" }, "maxIdleConnections": { "type": "integer" }, "connectionTimeout": { "type": "integer" } }, "additionalProperties": false } }, "additionalProperties": false }, "skills": { "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" } }, "maxDescriptionChars": { "type": "integer" }, "maxListingChars": { "type": "integer" } }, "additionalProperties": false }, "cliTools": { "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" } }, "disabled": { "type": "boolean" }, "timeout": { "type": "string" }, "maxTimeout": { "type": "string" }, "maxOutputBytes": { "type": "integer" } }, "additionalProperties": false }, "permission": { "type": "object", "properties": { "skill": { "type": "object", "additionalProperties": { "type": "string" } }, "rules": { "type": "object", "additionalProperties": {} } }, "additionalProperties": false, "description": "The struct decodes only skill and rules (runtime-fork.md \xA78 U11)." }, "webSearch": { "type": "object", "properties": { "providers": { "type": "object", "additionalProperties": { "type": "object", "properties": { "baseUrl": { "type": "string" }, "apiKey": { "type": "string" }, "description": { "type": "string" } }, "additionalProperties": false } } }, "additionalProperties": false }, "webFetch": { "type": "object", "properties": { "maxOutputBytes": { "type": "integer" } }, "additionalProperties": false }, "maxTurns": { "type": "integer" }, "structOutputSchemaDelivery": { "type": "string" }, "telemetry": { "type": "object", "properties": { "userId": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } }, "defaultTags": { "type": "array", "items": { "type": "string" } }, "langfuse": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "secretKey": { "type": "string" }, "publicKey": { "type": "string" }, "baseURL": { "type": "string" }, "prompts": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "label": { "type": "string" }, "cacheTTL": { "type": "string" }, "timeout": { "type": "string" }, "warmup": { "type": "boolean" } }, "additionalProperties": false } }, "additionalProperties": false }, "redaction": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "mode": { "type": "string" }, "disableBuiltins": { "type": "array", "items": { "type": "string" } }, "pii": { "type": "boolean" }, "rules": { "type": "array", "items": { "type": "object", "properties": { "name": { "type": "string" }, "pattern": { "type": "string" }, "group": { "type": "integer" }, "replacement": { "type": "string" } }, "additionalProperties": false } }, "allowlist": { "type": "array", "items": { "type": "string" } } }, "additionalProperties": false }, "tools": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "logInput": { "type": "array", "items": { "type": "string" } }, "logOutput": { "type": "array", "items": { "type": "string" } } }, "additionalProperties": false }, "generations": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "logInput": { "type": "array", "items": { "type": "string" } }, "logOutput": { "type": "array", "items": { "type": "string" } } }, "additionalProperties": false }, "flowArgs": { "type": "array", "items": { "type": "string" } }, "metadataNamespace": { "type": "string" }, "requester": { "type": "string" } }, "additionalProperties": false }, "sessionCleanup": { "type": "object", "properties": { "maxAge": { "type": "string" } }, "additionalProperties": false }, "backgroundTasks": { "type": "object", "properties": { "stallThreshold": { "type": "string" } }, "additionalProperties": false }, "router": { "type": "object", "description": "Bridge configuration; not checked by ctxlens." }, "hooks": { "type": "object", "additionalProperties": { "type": "array" }, "description": "event -> matcher groups" }, "contextDiscovery": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "maxFiles": { "type": "integer" }, "maxDepth": { "type": "integer" }, "maxFileBytes": { "type": "integer" }, "maxSessionBytes": { "type": "integer" }, "skipDirs": { "type": "array", "items": { "type": "string" }, "description": "Not in the upstream schema but decoded (runtime-fork.md \xA72.6, U10)." } }, "additionalProperties": false, "description": "Nested context discovery (runtime-fork.md \xA72.6). A cap <= 0 means the default at use time." } }, "additionalProperties": false, "$defs": { "context": { "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" }, "description": "Context entries of this layer. Absent or null: undeclared; [] is declared (runtime-fork.md \xA75.1, U4)." }, "mode": { "type": "string", "description": "replace (default) or append; not enforced at load (runtime-fork.md \xA75.2)." }, "nested": { "type": "boolean", "description": "Progressive disclosure for this agent; default true (runtime-fork.md \xA76.1)." } }, "additionalProperties": false, "description": "Agent context object (AgentContext, runtime-fork.md \xA72.5). Keys match case-insensitively." }, "agent": { "type": "object", "properties": { "model": { "type": "string" }, "maxTokens": { "type": "integer" }, "maxTurns": { "type": "integer" }, "reasoningEffort": { "type": "string" }, "permission": { "type": "object", "additionalProperties": {}, "description": "tool -> action string or pattern map" }, "tools": { "type": "object", "additionalProperties": { "type": "boolean" } }, "allowTools": { "type": "array", "items": { "type": "string" } }, "deferredTools": { "type": "object", "additionalProperties": { "type": "boolean" } }, "mode": { "type": "string", "description": "Applied verbatim; agent and subagent are the recognised values (runtime-fork.md \xA72.5)." }, "name": { "type": "string" }, "native": { "type": "boolean" }, "description": { "type": "string" }, "prompt": { "type": "string" }, "langfusePromptPath": { "type": "string" }, "langfusePromptLabel": { "type": "string" }, "color": { "type": "string" }, "hidden": { "type": "boolean" }, "disabled": { "type": "boolean" }, "parallelToolUse": { "type": "boolean" }, "output": { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false }, "skills": { "type": "array", "items": { "type": "string" } }, "structOutputSchemaDelivery": { "type": "string" }, "taskBudget": { "type": "integer" }, "compactionThreshold": { "type": "number" }, "summarizerMaxInputTokens": { "type": "integer" }, "context": { "$ref": "#/$defs/context" } }, "additionalProperties": false, "description": "One agents.<name> entry (runtime-fork.md \xA72.5). The loader needs no model; any mode string is applied." } } };
    var func1 = Object.prototype.hasOwnProperty;
    var schema32 = { "type": "object", "properties": { "model": { "type": "string" }, "maxTokens": { "type": "integer" }, "maxTurns": { "type": "integer" }, "reasoningEffort": { "type": "string" }, "permission": { "type": "object", "additionalProperties": {}, "description": "tool -> action string or pattern map" }, "tools": { "type": "object", "additionalProperties": { "type": "boolean" } }, "allowTools": { "type": "array", "items": { "type": "string" } }, "deferredTools": { "type": "object", "additionalProperties": { "type": "boolean" } }, "mode": { "type": "string", "description": "Applied verbatim; agent and subagent are the recognised values (runtime-fork.md \xA72.5)." }, "name": { "type": "string" }, "native": { "type": "boolean" }, "description": { "type": "string" }, "prompt": { "type": "string" }, "langfusePromptPath": { "type": "string" }, "langfusePromptLabel": { "type": "string" }, "color": { "type": "string" }, "hidden": { "type": "boolean" }, "disabled": { "type": "boolean" }, "parallelToolUse": { "type": "boolean" }, "output": { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false }, "skills": { "type": "array", "items": { "type": "string" } }, "structOutputSchemaDelivery": { "type": "string" }, "taskBudget": { "type": "integer" }, "compactionThreshold": { "type": "number" }, "summarizerMaxInputTokens": { "type": "integer" }, "context": { "$ref": "#/$defs/context" } }, "additionalProperties": false, "description": "One agents.<name> entry (runtime-fork.md \xA72.5). The loader needs no model; any mode string is applied." };
    var schema33 = { "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" }, "description": "Context entries of this layer. Absent or null: undeclared; [] is declared (runtime-fork.md \xA75.1, U4)." }, "mode": { "type": "string", "description": "replace (default) or append; not enforced at load (runtime-fork.md \xA75.2)." }, "nested": { "type": "boolean", "description": "Progressive disclosure for this agent; default true (runtime-fork.md \xA76.1)." } }, "additionalProperties": false, "description": "Agent context object (AgentContext, runtime-fork.md \xA72.5). Keys match case-insensitively." };
    function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate21.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!func1.call(schema32.properties, key0)) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.model !== void 0) {
          let data0 = data.model;
          if (typeof data0 !== "string") {
            const err1 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.model.type, parentSchema: schema32.properties.model, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.maxTokens !== void 0) {
          let data1 = data.maxTokens;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
            const err2 = { instancePath: instancePath + "/maxTokens", schemaPath: "#/properties/maxTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.maxTokens.type, parentSchema: schema32.properties.maxTokens, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.maxTurns !== void 0) {
          let data2 = data.maxTurns;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
            const err3 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.maxTurns.type, parentSchema: schema32.properties.maxTurns, data: data2 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.reasoningEffort !== void 0) {
          let data3 = data.reasoningEffort;
          if (typeof data3 !== "string") {
            const err4 = { instancePath: instancePath + "/reasoningEffort", schemaPath: "#/properties/reasoningEffort/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.reasoningEffort.type, parentSchema: schema32.properties.reasoningEffort, data: data3 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.permission !== void 0) {
          let data4 = data.permission;
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
          } else {
            const err5 = { instancePath: instancePath + "/permission", schemaPath: "#/properties/permission/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.permission.type, parentSchema: schema32.properties.permission, data: data4 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.tools !== void 0) {
          let data5 = data.tools;
          if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
            for (const key1 in data5) {
              let data6 = data5[key1];
              if (typeof data6 !== "boolean") {
                const err6 = { instancePath: instancePath + "/tools/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.tools.additionalProperties.type, parentSchema: schema32.properties.tools.additionalProperties, data: data6 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
          } else {
            const err7 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.tools.type, parentSchema: schema32.properties.tools, data: data5 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.allowTools !== void 0) {
          let data7 = data.allowTools;
          if (Array.isArray(data7)) {
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data8 = data7[i0];
              if (typeof data8 !== "string") {
                const err8 = { instancePath: instancePath + "/allowTools/" + i0, schemaPath: "#/properties/allowTools/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.allowTools.items.type, parentSchema: schema32.properties.allowTools.items, data: data8 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/allowTools", schemaPath: "#/properties/allowTools/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.properties.allowTools.type, parentSchema: schema32.properties.allowTools, data: data7 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.deferredTools !== void 0) {
          let data9 = data.deferredTools;
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            for (const key2 in data9) {
              let data10 = data9[key2];
              if (typeof data10 !== "boolean") {
                const err10 = { instancePath: instancePath + "/deferredTools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/deferredTools/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.deferredTools.additionalProperties.type, parentSchema: schema32.properties.deferredTools.additionalProperties, data: data10 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/deferredTools", schemaPath: "#/properties/deferredTools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.deferredTools.type, parentSchema: schema32.properties.deferredTools, data: data9 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.mode !== void 0) {
          let data11 = data.mode;
          if (typeof data11 !== "string") {
            const err12 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.mode.type, parentSchema: schema32.properties.mode, data: data11 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data.name !== void 0) {
          let data12 = data.name;
          if (typeof data12 !== "string") {
            const err13 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.name.type, parentSchema: schema32.properties.name, data: data12 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data.native !== void 0) {
          let data13 = data.native;
          if (typeof data13 !== "boolean") {
            const err14 = { instancePath: instancePath + "/native", schemaPath: "#/properties/native/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.native.type, parentSchema: schema32.properties.native, data: data13 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.description !== void 0) {
          let data14 = data.description;
          if (typeof data14 !== "string") {
            const err15 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.description.type, parentSchema: schema32.properties.description, data: data14 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data.prompt !== void 0) {
          let data15 = data.prompt;
          if (typeof data15 !== "string") {
            const err16 = { instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.prompt.type, parentSchema: schema32.properties.prompt, data: data15 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data.langfusePromptPath !== void 0) {
          let data16 = data.langfusePromptPath;
          if (typeof data16 !== "string") {
            const err17 = { instancePath: instancePath + "/langfusePromptPath", schemaPath: "#/properties/langfusePromptPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.langfusePromptPath.type, parentSchema: schema32.properties.langfusePromptPath, data: data16 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data.langfusePromptLabel !== void 0) {
          let data17 = data.langfusePromptLabel;
          if (typeof data17 !== "string") {
            const err18 = { instancePath: instancePath + "/langfusePromptLabel", schemaPath: "#/properties/langfusePromptLabel/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.langfusePromptLabel.type, parentSchema: schema32.properties.langfusePromptLabel, data: data17 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data.color !== void 0) {
          let data18 = data.color;
          if (typeof data18 !== "string") {
            const err19 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.color.type, parentSchema: schema32.properties.color, data: data18 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data.hidden !== void 0) {
          let data19 = data.hidden;
          if (typeof data19 !== "boolean") {
            const err20 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.hidden.type, parentSchema: schema32.properties.hidden, data: data19 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data.disabled !== void 0) {
          let data20 = data.disabled;
          if (typeof data20 !== "boolean") {
            const err21 = { instancePath: instancePath + "/disabled", schemaPath: "#/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.disabled.type, parentSchema: schema32.properties.disabled, data: data20 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data.parallelToolUse !== void 0) {
          let data21 = data.parallelToolUse;
          if (typeof data21 !== "boolean") {
            const err22 = { instancePath: instancePath + "/parallelToolUse", schemaPath: "#/properties/parallelToolUse/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.parallelToolUse.type, parentSchema: schema32.properties.parallelToolUse, data: data21 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data.output !== void 0) {
          let data22 = data.output;
          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            for (const key3 in data22) {
              if (!(key3 === "schema")) {
                const err23 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.properties.output, data: data22 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data22.schema !== void 0) {
              let data23 = data22.schema;
              if (!(data23 && typeof data23 == "object" && !Array.isArray(data23))) {
                const err24 = { instancePath: instancePath + "/output/schema", schemaPath: "#/properties/output/properties/schema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.output.properties.schema.type, parentSchema: schema32.properties.output.properties.schema, data: data23 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
          } else {
            const err25 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.output.type, parentSchema: schema32.properties.output, data: data22 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data.skills !== void 0) {
          let data24 = data.skills;
          if (Array.isArray(data24)) {
            const len1 = data24.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data25 = data24[i1];
              if (typeof data25 !== "string") {
                const err26 = { instancePath: instancePath + "/skills/" + i1, schemaPath: "#/properties/skills/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.skills.items.type, parentSchema: schema32.properties.skills.items, data: data25 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
          } else {
            const err27 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.properties.skills.type, parentSchema: schema32.properties.skills, data: data24 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data.structOutputSchemaDelivery !== void 0) {
          let data26 = data.structOutputSchemaDelivery;
          if (typeof data26 !== "string") {
            const err28 = { instancePath: instancePath + "/structOutputSchemaDelivery", schemaPath: "#/properties/structOutputSchemaDelivery/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.structOutputSchemaDelivery.type, parentSchema: schema32.properties.structOutputSchemaDelivery, data: data26 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data.taskBudget !== void 0) {
          let data27 = data.taskBudget;
          if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)))) {
            const err29 = { instancePath: instancePath + "/taskBudget", schemaPath: "#/properties/taskBudget/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.taskBudget.type, parentSchema: schema32.properties.taskBudget, data: data27 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data.compactionThreshold !== void 0) {
          let data28 = data.compactionThreshold;
          if (!(typeof data28 == "number")) {
            const err30 = { instancePath: instancePath + "/compactionThreshold", schemaPath: "#/properties/compactionThreshold/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema32.properties.compactionThreshold.type, parentSchema: schema32.properties.compactionThreshold, data: data28 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data.summarizerMaxInputTokens !== void 0) {
          let data29 = data.summarizerMaxInputTokens;
          if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)))) {
            const err31 = { instancePath: instancePath + "/summarizerMaxInputTokens", schemaPath: "#/properties/summarizerMaxInputTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.summarizerMaxInputTokens.type, parentSchema: schema32.properties.summarizerMaxInputTokens, data: data29 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data.context !== void 0) {
          let data30 = data.context;
          if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
            for (const key4 in data30) {
              if (!(key4 === "paths" || key4 === "mode" || key4 === "nested")) {
                const err32 = { instancePath: instancePath + "/context", schemaPath: "#/$defs/context/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33, data: data30 };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data30.paths !== void 0) {
              let data31 = data30.paths;
              if (Array.isArray(data31)) {
                const len2 = data31.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data32 = data31[i2];
                  if (typeof data32 !== "string") {
                    const err33 = { instancePath: instancePath + "/context/paths/" + i2, schemaPath: "#/$defs/context/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.paths.items.type, parentSchema: schema33.properties.paths.items, data: data32 };
                    if (vErrors === null) {
                      vErrors = [err33];
                    } else {
                      vErrors.push(err33);
                    }
                    errors++;
                  }
                }
              } else {
                const err34 = { instancePath: instancePath + "/context/paths", schemaPath: "#/$defs/context/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.properties.paths.type, parentSchema: schema33.properties.paths, data: data31 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data30.mode !== void 0) {
              let data33 = data30.mode;
              if (typeof data33 !== "string") {
                const err35 = { instancePath: instancePath + "/context/mode", schemaPath: "#/$defs/context/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.mode.type, parentSchema: schema33.properties.mode, data: data33 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data30.nested !== void 0) {
              let data34 = data30.nested;
              if (typeof data34 !== "boolean") {
                const err36 = { instancePath: instancePath + "/context/nested", schemaPath: "#/$defs/context/properties/nested/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.properties.nested.type, parentSchema: schema33.properties.nested, data: data34 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/context", schemaPath: "#/$defs/context/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.type, parentSchema: schema33, data: data30 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      } else {
        const err38 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.type, parentSchema: schema32, data };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      validate21.errors = vErrors;
      return errors === 0;
    }
    validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate20.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!func1.call(schema31.properties, key0)) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.$schema !== void 0) {
          let data0 = data.$schema;
          if (typeof data0 !== "string") {
            const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.$schema.type, parentSchema: schema31.properties.$schema, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.data !== void 0) {
          let data1 = data.data;
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            for (const key1 in data1) {
              if (!(key1 === "directory")) {
                const err2 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.data, data: data1 };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data1.directory !== void 0) {
              let data2 = data1.directory;
              if (typeof data2 !== "string") {
                const err3 = { instancePath: instancePath + "/data/directory", schemaPath: "#/properties/data/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.data.properties.directory.type, parentSchema: schema31.properties.data.properties.directory, data: data2 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
          } else {
            const err4 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.data.type, parentSchema: schema31.properties.data, data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.wd !== void 0) {
          let data3 = data.wd;
          if (typeof data3 !== "string") {
            const err5 = { instancePath: instancePath + "/wd", schemaPath: "#/properties/wd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.wd.type, parentSchema: schema31.properties.wd, data: data3 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.workingDir !== void 0) {
          let data4 = data.workingDir;
          if (typeof data4 !== "string") {
            const err6 = { instancePath: instancePath + "/workingDir", schemaPath: "#/properties/workingDir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.workingDir.type, parentSchema: schema31.properties.workingDir, data: data4 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.mcpServers !== void 0) {
          let data5 = data.mcpServers;
          if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
            for (const key2 in data5) {
              let data6 = data5[key2];
              if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                for (const key3 in data6) {
                  if (!func1.call(schema31.properties.mcpServers.additionalProperties.properties, key3)) {
                    const err7 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/mcpServers/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.mcpServers.additionalProperties, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err7];
                    } else {
                      vErrors.push(err7);
                    }
                    errors++;
                  }
                }
                if (data6.command !== void 0) {
                  let data7 = data6.command;
                  if (typeof data7 !== "string") {
                    const err8 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/properties/mcpServers/additionalProperties/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.command.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.command, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  }
                }
                if (data6.env !== void 0) {
                  let data8 = data6.env;
                  if (Array.isArray(data8)) {
                    const len0 = data8.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data9 = data8[i0];
                      if (typeof data9 !== "string") {
                        const err9 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/env/" + i0, schemaPath: "#/properties/mcpServers/additionalProperties/properties/env/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.env.items.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.env.items, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err9];
                        } else {
                          vErrors.push(err9);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err10 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/mcpServers/additionalProperties/properties/env/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.mcpServers.additionalProperties.properties.env.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.env, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
                if (data6.args !== void 0) {
                  let data10 = data6.args;
                  if (Array.isArray(data10)) {
                    const len1 = data10.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      let data11 = data10[i1];
                      if (typeof data11 !== "string") {
                        const err11 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/args/" + i1, schemaPath: "#/properties/mcpServers/additionalProperties/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.args.items.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.args.items, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err11];
                        } else {
                          vErrors.push(err11);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err12 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/args", schemaPath: "#/properties/mcpServers/additionalProperties/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.mcpServers.additionalProperties.properties.args.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.args, data: data10 };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
                if (data6.type !== void 0) {
                  let data12 = data6.type;
                  if (typeof data12 !== "string") {
                    const err13 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/type", schemaPath: "#/properties/mcpServers/additionalProperties/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.type.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.type, data: data12 };
                    if (vErrors === null) {
                      vErrors = [err13];
                    } else {
                      vErrors.push(err13);
                    }
                    errors++;
                  }
                }
                if (data6.url !== void 0) {
                  let data13 = data6.url;
                  if (typeof data13 !== "string") {
                    const err14 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/url", schemaPath: "#/properties/mcpServers/additionalProperties/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.url.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.url, data: data13 };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
                if (data6.headers !== void 0) {
                  let data14 = data6.headers;
                  if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                    for (const key4 in data14) {
                      let data15 = data14[key4];
                      if (typeof data15 !== "string") {
                        const err15 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/mcpServers/additionalProperties/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.headers.additionalProperties.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.headers.additionalProperties, data: data15 };
                        if (vErrors === null) {
                          vErrors = [err15];
                        } else {
                          vErrors.push(err15);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err16 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/mcpServers/additionalProperties/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mcpServers.additionalProperties.properties.headers.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.headers, data: data14 };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data6.peerHeader !== void 0) {
                  let data16 = data6.peerHeader;
                  if (typeof data16 !== "string") {
                    const err17 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/peerHeader", schemaPath: "#/properties/mcpServers/additionalProperties/properties/peerHeader/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.peerHeader.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.peerHeader, data: data16 };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
                if (data6.disabled !== void 0) {
                  let data17 = data6.disabled;
                  if (typeof data17 !== "boolean") {
                    const err18 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/disabled", schemaPath: "#/properties/mcpServers/additionalProperties/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.mcpServers.additionalProperties.properties.disabled.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.disabled, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                }
                if (data6.callToolTimeoutSeconds !== void 0) {
                  let data18 = data6.callToolTimeoutSeconds;
                  if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
                    const err19 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/callToolTimeoutSeconds", schemaPath: "#/properties/mcpServers/additionalProperties/properties/callToolTimeoutSeconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.mcpServers.additionalProperties.properties.callToolTimeoutSeconds.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.callToolTimeoutSeconds, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                }
                if (data6.callToolMaxOutputBytes !== void 0) {
                  let data19 = data6.callToolMaxOutputBytes;
                  if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)))) {
                    const err20 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/callToolMaxOutputBytes", schemaPath: "#/properties/mcpServers/additionalProperties/properties/callToolMaxOutputBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.mcpServers.additionalProperties.properties.callToolMaxOutputBytes.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.callToolMaxOutputBytes, data: data19 };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                }
              } else {
                const err21 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/mcpServers/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mcpServers.additionalProperties.type, parentSchema: schema31.properties.mcpServers.additionalProperties, data: data6 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
          } else {
            const err22 = { instancePath: instancePath + "/mcpServers", schemaPath: "#/properties/mcpServers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mcpServers.type, parentSchema: schema31.properties.mcpServers, data: data5 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data.providers !== void 0) {
          let data20 = data.providers;
          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            for (const key5 in data20) {
              let data21 = data20[key5];
              if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                for (const key6 in data21) {
                  if (!(key6 === "apiKey" || key6 === "disabled" || key6 === "baseURL" || key6 === "headers" || key6 === "metadata")) {
                    const err23 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/providers/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.providers.additionalProperties, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                }
                if (data21.apiKey !== void 0) {
                  let data22 = data21.apiKey;
                  if (typeof data22 !== "string") {
                    const err24 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/apiKey", schemaPath: "#/properties/providers/additionalProperties/properties/apiKey/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.apiKey.type, parentSchema: schema31.properties.providers.additionalProperties.properties.apiKey, data: data22 };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                }
                if (data21.disabled !== void 0) {
                  let data23 = data21.disabled;
                  if (typeof data23 !== "boolean") {
                    const err25 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/disabled", schemaPath: "#/properties/providers/additionalProperties/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.providers.additionalProperties.properties.disabled.type, parentSchema: schema31.properties.providers.additionalProperties.properties.disabled, data: data23 };
                    if (vErrors === null) {
                      vErrors = [err25];
                    } else {
                      vErrors.push(err25);
                    }
                    errors++;
                  }
                }
                if (data21.baseURL !== void 0) {
                  let data24 = data21.baseURL;
                  if (typeof data24 !== "string") {
                    const err26 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/baseURL", schemaPath: "#/properties/providers/additionalProperties/properties/baseURL/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.baseURL.type, parentSchema: schema31.properties.providers.additionalProperties.properties.baseURL, data: data24 };
                    if (vErrors === null) {
                      vErrors = [err26];
                    } else {
                      vErrors.push(err26);
                    }
                    errors++;
                  }
                }
                if (data21.headers !== void 0) {
                  let data25 = data21.headers;
                  if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                    for (const key7 in data25) {
                      let data26 = data25[key7];
                      if (typeof data26 !== "string") {
                        const err27 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/providers/additionalProperties/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.headers.additionalProperties.type, parentSchema: schema31.properties.providers.additionalProperties.properties.headers.additionalProperties, data: data26 };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err28 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/providers/additionalProperties/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.providers.additionalProperties.properties.headers.type, parentSchema: schema31.properties.providers.additionalProperties.properties.headers, data: data25 };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                }
                if (data21.metadata !== void 0) {
                  let data27 = data21.metadata;
                  if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                    for (const key8 in data27) {
                      if (!(key8 === "sessionId" || key8 === "userId" || key8 === "tags")) {
                        const err29 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata, data: data27 };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    }
                    if (data27.sessionId !== void 0) {
                      let data28 = data27.sessionId;
                      if (typeof data28 !== "string") {
                        const err30 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata/sessionId", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/properties/sessionId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.metadata.properties.sessionId.type, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata.properties.sessionId, data: data28 };
                        if (vErrors === null) {
                          vErrors = [err30];
                        } else {
                          vErrors.push(err30);
                        }
                        errors++;
                      }
                    }
                    if (data27.userId !== void 0) {
                      let data29 = data27.userId;
                      if (typeof data29 !== "string") {
                        const err31 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata/userId", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/properties/userId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.metadata.properties.userId.type, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata.properties.userId, data: data29 };
                        if (vErrors === null) {
                          vErrors = [err31];
                        } else {
                          vErrors.push(err31);
                        }
                        errors++;
                      }
                    }
                    if (data27.tags !== void 0) {
                      let data30 = data27.tags;
                      if (typeof data30 !== "string") {
                        const err32 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata/tags", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/properties/tags/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.metadata.properties.tags.type, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata.properties.tags, data: data30 };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err33 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.providers.additionalProperties.properties.metadata.type, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata, data: data27 };
                    if (vErrors === null) {
                      vErrors = [err33];
                    } else {
                      vErrors.push(err33);
                    }
                    errors++;
                  }
                }
              } else {
                const err34 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/providers/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.providers.additionalProperties.type, parentSchema: schema31.properties.providers.additionalProperties, data: data21 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
          } else {
            const err35 = { instancePath: instancePath + "/providers", schemaPath: "#/properties/providers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.providers.type, parentSchema: schema31.properties.providers, data: data20 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data.lsp !== void 0) {
          let data31 = data.lsp;
          if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
            for (const key9 in data31) {
              let data32 = data31[key9];
              if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                for (const key10 in data32) {
                  if (!(key10 === "disabled" || key10 === "command" || key10 === "args" || key10 === "extensions" || key10 === "env" || key10 === "initialization")) {
                    const err36 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lsp/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.lsp.additionalProperties, data: data32 };
                    if (vErrors === null) {
                      vErrors = [err36];
                    } else {
                      vErrors.push(err36);
                    }
                    errors++;
                  }
                }
                if (data32.disabled !== void 0) {
                  let data33 = data32.disabled;
                  if (typeof data33 !== "boolean") {
                    const err37 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/disabled", schemaPath: "#/properties/lsp/additionalProperties/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.lsp.additionalProperties.properties.disabled.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.disabled, data: data33 };
                    if (vErrors === null) {
                      vErrors = [err37];
                    } else {
                      vErrors.push(err37);
                    }
                    errors++;
                  }
                }
                if (data32.command !== void 0) {
                  let data34 = data32.command;
                  if (typeof data34 !== "string") {
                    const err38 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/properties/lsp/additionalProperties/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.lsp.additionalProperties.properties.command.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.command, data: data34 };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                }
                if (data32.args !== void 0) {
                  let data35 = data32.args;
                  if (Array.isArray(data35)) {
                    const len2 = data35.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      let data36 = data35[i2];
                      if (typeof data36 !== "string") {
                        const err39 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/args/" + i2, schemaPath: "#/properties/lsp/additionalProperties/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.lsp.additionalProperties.properties.args.items.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.args.items, data: data36 };
                        if (vErrors === null) {
                          vErrors = [err39];
                        } else {
                          vErrors.push(err39);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err40 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/args", schemaPath: "#/properties/lsp/additionalProperties/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.lsp.additionalProperties.properties.args.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.args, data: data35 };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                }
                if (data32.extensions !== void 0) {
                  let data37 = data32.extensions;
                  if (Array.isArray(data37)) {
                    const len3 = data37.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                      let data38 = data37[i3];
                      if (typeof data38 !== "string") {
                        const err41 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/extensions/" + i3, schemaPath: "#/properties/lsp/additionalProperties/properties/extensions/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.lsp.additionalProperties.properties.extensions.items.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.extensions.items, data: data38 };
                        if (vErrors === null) {
                          vErrors = [err41];
                        } else {
                          vErrors.push(err41);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err42 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/extensions", schemaPath: "#/properties/lsp/additionalProperties/properties/extensions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.lsp.additionalProperties.properties.extensions.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.extensions, data: data37 };
                    if (vErrors === null) {
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                }
                if (data32.env !== void 0) {
                  let data39 = data32.env;
                  if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                    for (const key11 in data39) {
                      let data40 = data39[key11];
                      if (typeof data40 !== "string") {
                        const err43 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/env/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lsp/additionalProperties/properties/env/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.lsp.additionalProperties.properties.env.additionalProperties.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.env.additionalProperties, data: data40 };
                        if (vErrors === null) {
                          vErrors = [err43];
                        } else {
                          vErrors.push(err43);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err44 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/lsp/additionalProperties/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.lsp.additionalProperties.properties.env.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.env, data: data39 };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                }
              } else {
                const err45 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lsp/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.lsp.additionalProperties.type, parentSchema: schema31.properties.lsp.additionalProperties, data: data32 };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
          } else {
            const err46 = { instancePath: instancePath + "/lsp", schemaPath: "#/properties/lsp/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.lsp.type, parentSchema: schema31.properties.lsp, data: data31 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data.agents !== void 0) {
          let data41 = data.agents;
          if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
            for (const key12 in data41) {
              if (!validate21(data41[key12], { instancePath: instancePath + "/agents/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data41, parentDataProperty: key12, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err47 = { instancePath: instancePath + "/agents", schemaPath: "#/properties/agents/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agents.type, parentSchema: schema31.properties.agents, data: data41 };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data.debug !== void 0) {
          let data43 = data.debug;
          if (typeof data43 !== "boolean") {
            const err48 = { instancePath: instancePath + "/debug", schemaPath: "#/properties/debug/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.debug.type, parentSchema: schema31.properties.debug, data: data43 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data.debugLSP !== void 0) {
          let data44 = data.debugLSP;
          if (typeof data44 !== "boolean") {
            const err49 = { instancePath: instancePath + "/debugLSP", schemaPath: "#/properties/debugLSP/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.debugLSP.type, parentSchema: schema31.properties.debugLSP, data: data44 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data.contextPaths !== void 0) {
          let data45 = data.contextPaths;
          if (Array.isArray(data45)) {
            const len4 = data45.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data46 = data45[i4];
              if (typeof data46 !== "string") {
                const err50 = { instancePath: instancePath + "/contextPaths/" + i4, schemaPath: "#/properties/contextPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.contextPaths.items.type, parentSchema: schema31.properties.contextPaths.items, data: data46 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
          } else {
            const err51 = { instancePath: instancePath + "/contextPaths", schemaPath: "#/properties/contextPaths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.contextPaths.type, parentSchema: schema31.properties.contextPaths, data: data45 };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data.agentPaths !== void 0) {
          let data47 = data.agentPaths;
          if (Array.isArray(data47)) {
            const len5 = data47.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data48 = data47[i5];
              if (typeof data48 !== "string") {
                const err52 = { instancePath: instancePath + "/agentPaths/" + i5, schemaPath: "#/properties/agentPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.agentPaths.items.type, parentSchema: schema31.properties.agentPaths.items, data: data48 };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
          } else {
            const err53 = { instancePath: instancePath + "/agentPaths", schemaPath: "#/properties/agentPaths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.agentPaths.type, parentSchema: schema31.properties.agentPaths, data: data47 };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data.flowPaths !== void 0) {
          let data49 = data.flowPaths;
          if (Array.isArray(data49)) {
            const len6 = data49.length;
            for (let i6 = 0; i6 < len6; i6++) {
              let data50 = data49[i6];
              if (typeof data50 !== "string") {
                const err54 = { instancePath: instancePath + "/flowPaths/" + i6, schemaPath: "#/properties/flowPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.flowPaths.items.type, parentSchema: schema31.properties.flowPaths.items, data: data50 };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
          } else {
            const err55 = { instancePath: instancePath + "/flowPaths", schemaPath: "#/properties/flowPaths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.flowPaths.type, parentSchema: schema31.properties.flowPaths, data: data49 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data.tui !== void 0) {
          let data51 = data.tui;
          if (data51 && typeof data51 == "object" && !Array.isArray(data51)) {
            for (const key13 in data51) {
              if (!(key13 === "theme" || key13 === "vimMode")) {
                const err56 = { instancePath: instancePath + "/tui", schemaPath: "#/properties/tui/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.tui, data: data51 };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data51.theme !== void 0) {
              let data52 = data51.theme;
              if (typeof data52 !== "string") {
                const err57 = { instancePath: instancePath + "/tui/theme", schemaPath: "#/properties/tui/properties/theme/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.tui.properties.theme.type, parentSchema: schema31.properties.tui.properties.theme, data: data52 };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
            }
            if (data51.vimMode !== void 0) {
              let data53 = data51.vimMode;
              if (typeof data53 !== "boolean") {
                const err58 = { instancePath: instancePath + "/tui/vimMode", schemaPath: "#/properties/tui/properties/vimMode/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.tui.properties.vimMode.type, parentSchema: schema31.properties.tui.properties.vimMode, data: data53 };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
          } else {
            const err59 = { instancePath: instancePath + "/tui", schemaPath: "#/properties/tui/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.tui.type, parentSchema: schema31.properties.tui, data: data51 };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data.shell !== void 0) {
          let data54 = data.shell;
          if (data54 && typeof data54 == "object" && !Array.isArray(data54)) {
            for (const key14 in data54) {
              if (!(key14 === "path" || key14 === "args" || key14 === "interactive")) {
                const err60 = { instancePath: instancePath + "/shell", schemaPath: "#/properties/shell/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.shell, data: data54 };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data54.path !== void 0) {
              let data55 = data54.path;
              if (typeof data55 !== "string") {
                const err61 = { instancePath: instancePath + "/shell/path", schemaPath: "#/properties/shell/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.shell.properties.path.type, parentSchema: schema31.properties.shell.properties.path, data: data55 };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
            if (data54.args !== void 0) {
              let data56 = data54.args;
              if (Array.isArray(data56)) {
                const len7 = data56.length;
                for (let i7 = 0; i7 < len7; i7++) {
                  let data57 = data56[i7];
                  if (typeof data57 !== "string") {
                    const err62 = { instancePath: instancePath + "/shell/args/" + i7, schemaPath: "#/properties/shell/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.shell.properties.args.items.type, parentSchema: schema31.properties.shell.properties.args.items, data: data57 };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
              } else {
                const err63 = { instancePath: instancePath + "/shell/args", schemaPath: "#/properties/shell/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.shell.properties.args.type, parentSchema: schema31.properties.shell.properties.args, data: data56 };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
            }
            if (data54.interactive !== void 0) {
              let data58 = data54.interactive;
              if (Array.isArray(data58)) {
                const len8 = data58.length;
                for (let i8 = 0; i8 < len8; i8++) {
                  let data59 = data58[i8];
                  if (typeof data59 !== "string") {
                    const err64 = { instancePath: instancePath + "/shell/interactive/" + i8, schemaPath: "#/properties/shell/properties/interactive/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.shell.properties.interactive.items.type, parentSchema: schema31.properties.shell.properties.interactive.items, data: data59 };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                }
              } else {
                const err65 = { instancePath: instancePath + "/shell/interactive", schemaPath: "#/properties/shell/properties/interactive/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.shell.properties.interactive.type, parentSchema: schema31.properties.shell.properties.interactive, data: data58 };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
          } else {
            const err66 = { instancePath: instancePath + "/shell", schemaPath: "#/properties/shell/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.shell.type, parentSchema: schema31.properties.shell, data: data54 };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        if (data.autoCompact !== void 0) {
          let data60 = data.autoCompact;
          if (typeof data60 !== "boolean") {
            const err67 = { instancePath: instancePath + "/autoCompact", schemaPath: "#/properties/autoCompact/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.autoCompact.type, parentSchema: schema31.properties.autoCompact, data: data60 };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data.disableLSPDownload !== void 0) {
          let data61 = data.disableLSPDownload;
          if (typeof data61 !== "boolean") {
            const err68 = { instancePath: instancePath + "/disableLSPDownload", schemaPath: "#/properties/disableLSPDownload/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.disableLSPDownload.type, parentSchema: schema31.properties.disableLSPDownload, data: data61 };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data.sessionProvider !== void 0) {
          let data62 = data.sessionProvider;
          if (data62 && typeof data62 == "object" && !Array.isArray(data62)) {
            for (const key15 in data62) {
              if (!(key15 === "type" || key15 === "mysql")) {
                const err69 = { instancePath: instancePath + "/sessionProvider", schemaPath: "#/properties/sessionProvider/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.sessionProvider, data: data62 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            if (data62.type !== void 0) {
              let data63 = data62.type;
              if (typeof data63 !== "string") {
                const err70 = { instancePath: instancePath + "/sessionProvider/type", schemaPath: "#/properties/sessionProvider/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.type.type, parentSchema: schema31.properties.sessionProvider.properties.type, data: data63 };
                if (vErrors === null) {
                  vErrors = [err70];
                } else {
                  vErrors.push(err70);
                }
                errors++;
              }
              if (!(data63 === "sqlite" || data63 === "mysql")) {
                const err71 = { instancePath: instancePath + "/sessionProvider/type", schemaPath: "#/properties/sessionProvider/properties/type/enum", keyword: "enum", params: { allowedValues: schema31.properties.sessionProvider.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.sessionProvider.properties.type.enum, parentSchema: schema31.properties.sessionProvider.properties.type, data: data63 };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
            if (data62.mysql !== void 0) {
              let data64 = data62.mysql;
              if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
                for (const key16 in data64) {
                  if (!func1.call(schema31.properties.sessionProvider.properties.mysql.properties, key16)) {
                    const err72 = { instancePath: instancePath + "/sessionProvider/mysql", schemaPath: "#/properties/sessionProvider/properties/mysql/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.sessionProvider.properties.mysql, data: data64 };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                }
                if (data64.dsn !== void 0) {
                  let data65 = data64.dsn;
                  if (typeof data65 !== "string") {
                    const err73 = { instancePath: instancePath + "/sessionProvider/mysql/dsn", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/dsn/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.dsn.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.dsn, data: data65 };
                    if (vErrors === null) {
                      vErrors = [err73];
                    } else {
                      vErrors.push(err73);
                    }
                    errors++;
                  }
                }
                if (data64.host !== void 0) {
                  let data66 = data64.host;
                  if (typeof data66 !== "string") {
                    const err74 = { instancePath: instancePath + "/sessionProvider/mysql/host", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.host.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.host, data: data66 };
                    if (vErrors === null) {
                      vErrors = [err74];
                    } else {
                      vErrors.push(err74);
                    }
                    errors++;
                  }
                }
                if (data64.port !== void 0) {
                  let data67 = data64.port;
                  if (!(typeof data67 == "number" && (!(data67 % 1) && !isNaN(data67)))) {
                    const err75 = { instancePath: instancePath + "/sessionProvider/mysql/port", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/port/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.sessionProvider.properties.mysql.properties.port.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.port, data: data67 };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  }
                }
                if (data64.database !== void 0) {
                  let data68 = data64.database;
                  if (typeof data68 !== "string") {
                    const err76 = { instancePath: instancePath + "/sessionProvider/mysql/database", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/database/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.database.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.database, data: data68 };
                    if (vErrors === null) {
                      vErrors = [err76];
                    } else {
                      vErrors.push(err76);
                    }
                    errors++;
                  }
                }
                if (data64.username !== void 0) {
                  let data69 = data64.username;
                  if (typeof data69 !== "string") {
                    const err77 = { instancePath: instancePath + "/sessionProvider/mysql/username", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.username.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.username, data: data69 };
                    if (vErrors === null) {
                      vErrors = [err77];
                    } else {
                      vErrors.push(err77);
                    }
                    errors++;
                  }
                }
                if (data64.password !== void 0) {
                  let data70 = data64.password;
                  if (typeof data70 !== "string") {
                    const err78 = { instancePath: instancePath + "/sessionProvider/mysql/password", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/password/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.password.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.password, data: data70 };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                }
                if (data64.maxConnections !== void 0) {
                  let data71 = data64.maxConnections;
                  if (!(typeof data71 == "number" && (!(data71 % 1) && !isNaN(data71)))) {
                    const err79 = { instancePath: instancePath + "/sessionProvider/mysql/maxConnections", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/maxConnections/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.sessionProvider.properties.mysql.properties.maxConnections.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.maxConnections, data: data71 };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
                if (data64.maxIdleConnections !== void 0) {
                  let data72 = data64.maxIdleConnections;
                  if (!(typeof data72 == "number" && (!(data72 % 1) && !isNaN(data72)))) {
                    const err80 = { instancePath: instancePath + "/sessionProvider/mysql/maxIdleConnections", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/maxIdleConnections/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.sessionProvider.properties.mysql.properties.maxIdleConnections.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.maxIdleConnections, data: data72 };
                    if (vErrors === null) {
                      vErrors = [err80];
                    } else {
                      vErrors.push(err80);
                    }
                    errors++;
                  }
                }
                if (data64.connectionTimeout !== void 0) {
                  let data73 = data64.connectionTimeout;
                  if (!(typeof data73 == "number" && (!(data73 % 1) && !isNaN(data73)))) {
                    const err81 = { instancePath: instancePath + "/sessionProvider/mysql/connectionTimeout", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/connectionTimeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.sessionProvider.properties.mysql.properties.connectionTimeout.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.connectionTimeout, data: data73 };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                }
              } else {
                const err82 = { instancePath: instancePath + "/sessionProvider/mysql", schemaPath: "#/properties/sessionProvider/properties/mysql/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.sessionProvider.properties.mysql.type, parentSchema: schema31.properties.sessionProvider.properties.mysql, data: data64 };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
          } else {
            const err83 = { instancePath: instancePath + "/sessionProvider", schemaPath: "#/properties/sessionProvider/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.sessionProvider.type, parentSchema: schema31.properties.sessionProvider, data: data62 };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data.skills !== void 0) {
          let data74 = data.skills;
          if (data74 && typeof data74 == "object" && !Array.isArray(data74)) {
            for (const key17 in data74) {
              if (!(key17 === "paths" || key17 === "maxDescriptionChars" || key17 === "maxListingChars")) {
                const err84 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.skills, data: data74 };
                if (vErrors === null) {
                  vErrors = [err84];
                } else {
                  vErrors.push(err84);
                }
                errors++;
              }
            }
            if (data74.paths !== void 0) {
              let data75 = data74.paths;
              if (Array.isArray(data75)) {
                const len9 = data75.length;
                for (let i9 = 0; i9 < len9; i9++) {
                  let data76 = data75[i9];
                  if (typeof data76 !== "string") {
                    const err85 = { instancePath: instancePath + "/skills/paths/" + i9, schemaPath: "#/properties/skills/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.skills.properties.paths.items.type, parentSchema: schema31.properties.skills.properties.paths.items, data: data76 };
                    if (vErrors === null) {
                      vErrors = [err85];
                    } else {
                      vErrors.push(err85);
                    }
                    errors++;
                  }
                }
              } else {
                const err86 = { instancePath: instancePath + "/skills/paths", schemaPath: "#/properties/skills/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.skills.properties.paths.type, parentSchema: schema31.properties.skills.properties.paths, data: data75 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
            if (data74.maxDescriptionChars !== void 0) {
              let data77 = data74.maxDescriptionChars;
              if (!(typeof data77 == "number" && (!(data77 % 1) && !isNaN(data77)))) {
                const err87 = { instancePath: instancePath + "/skills/maxDescriptionChars", schemaPath: "#/properties/skills/properties/maxDescriptionChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.skills.properties.maxDescriptionChars.type, parentSchema: schema31.properties.skills.properties.maxDescriptionChars, data: data77 };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
            }
            if (data74.maxListingChars !== void 0) {
              let data78 = data74.maxListingChars;
              if (!(typeof data78 == "number" && (!(data78 % 1) && !isNaN(data78)))) {
                const err88 = { instancePath: instancePath + "/skills/maxListingChars", schemaPath: "#/properties/skills/properties/maxListingChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.skills.properties.maxListingChars.type, parentSchema: schema31.properties.skills.properties.maxListingChars, data: data78 };
                if (vErrors === null) {
                  vErrors = [err88];
                } else {
                  vErrors.push(err88);
                }
                errors++;
              }
            }
          } else {
            const err89 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.skills.type, parentSchema: schema31.properties.skills, data: data74 };
            if (vErrors === null) {
              vErrors = [err89];
            } else {
              vErrors.push(err89);
            }
            errors++;
          }
        }
        if (data.cliTools !== void 0) {
          let data79 = data.cliTools;
          if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
            for (const key18 in data79) {
              if (!(key18 === "paths" || key18 === "disabled" || key18 === "timeout" || key18 === "maxTimeout" || key18 === "maxOutputBytes")) {
                const err90 = { instancePath: instancePath + "/cliTools", schemaPath: "#/properties/cliTools/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.cliTools, data: data79 };
                if (vErrors === null) {
                  vErrors = [err90];
                } else {
                  vErrors.push(err90);
                }
                errors++;
              }
            }
            if (data79.paths !== void 0) {
              let data80 = data79.paths;
              if (Array.isArray(data80)) {
                const len10 = data80.length;
                for (let i10 = 0; i10 < len10; i10++) {
                  let data81 = data80[i10];
                  if (typeof data81 !== "string") {
                    const err91 = { instancePath: instancePath + "/cliTools/paths/" + i10, schemaPath: "#/properties/cliTools/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.cliTools.properties.paths.items.type, parentSchema: schema31.properties.cliTools.properties.paths.items, data: data81 };
                    if (vErrors === null) {
                      vErrors = [err91];
                    } else {
                      vErrors.push(err91);
                    }
                    errors++;
                  }
                }
              } else {
                const err92 = { instancePath: instancePath + "/cliTools/paths", schemaPath: "#/properties/cliTools/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.cliTools.properties.paths.type, parentSchema: schema31.properties.cliTools.properties.paths, data: data80 };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              }
            }
            if (data79.disabled !== void 0) {
              let data82 = data79.disabled;
              if (typeof data82 !== "boolean") {
                const err93 = { instancePath: instancePath + "/cliTools/disabled", schemaPath: "#/properties/cliTools/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.cliTools.properties.disabled.type, parentSchema: schema31.properties.cliTools.properties.disabled, data: data82 };
                if (vErrors === null) {
                  vErrors = [err93];
                } else {
                  vErrors.push(err93);
                }
                errors++;
              }
            }
            if (data79.timeout !== void 0) {
              let data83 = data79.timeout;
              if (typeof data83 !== "string") {
                const err94 = { instancePath: instancePath + "/cliTools/timeout", schemaPath: "#/properties/cliTools/properties/timeout/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.cliTools.properties.timeout.type, parentSchema: schema31.properties.cliTools.properties.timeout, data: data83 };
                if (vErrors === null) {
                  vErrors = [err94];
                } else {
                  vErrors.push(err94);
                }
                errors++;
              }
            }
            if (data79.maxTimeout !== void 0) {
              let data84 = data79.maxTimeout;
              if (typeof data84 !== "string") {
                const err95 = { instancePath: instancePath + "/cliTools/maxTimeout", schemaPath: "#/properties/cliTools/properties/maxTimeout/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.cliTools.properties.maxTimeout.type, parentSchema: schema31.properties.cliTools.properties.maxTimeout, data: data84 };
                if (vErrors === null) {
                  vErrors = [err95];
                } else {
                  vErrors.push(err95);
                }
                errors++;
              }
            }
            if (data79.maxOutputBytes !== void 0) {
              let data85 = data79.maxOutputBytes;
              if (!(typeof data85 == "number" && (!(data85 % 1) && !isNaN(data85)))) {
                const err96 = { instancePath: instancePath + "/cliTools/maxOutputBytes", schemaPath: "#/properties/cliTools/properties/maxOutputBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.cliTools.properties.maxOutputBytes.type, parentSchema: schema31.properties.cliTools.properties.maxOutputBytes, data: data85 };
                if (vErrors === null) {
                  vErrors = [err96];
                } else {
                  vErrors.push(err96);
                }
                errors++;
              }
            }
          } else {
            const err97 = { instancePath: instancePath + "/cliTools", schemaPath: "#/properties/cliTools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.cliTools.type, parentSchema: schema31.properties.cliTools, data: data79 };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data.permission !== void 0) {
          let data86 = data.permission;
          if (data86 && typeof data86 == "object" && !Array.isArray(data86)) {
            for (const key19 in data86) {
              if (!(key19 === "skill" || key19 === "rules")) {
                const err98 = { instancePath: instancePath + "/permission", schemaPath: "#/properties/permission/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.permission, data: data86 };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data86.skill !== void 0) {
              let data87 = data86.skill;
              if (data87 && typeof data87 == "object" && !Array.isArray(data87)) {
                for (const key20 in data87) {
                  let data88 = data87[key20];
                  if (typeof data88 !== "string") {
                    const err99 = { instancePath: instancePath + "/permission/skill/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/permission/properties/skill/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.permission.properties.skill.additionalProperties.type, parentSchema: schema31.properties.permission.properties.skill.additionalProperties, data: data88 };
                    if (vErrors === null) {
                      vErrors = [err99];
                    } else {
                      vErrors.push(err99);
                    }
                    errors++;
                  }
                }
              } else {
                const err100 = { instancePath: instancePath + "/permission/skill", schemaPath: "#/properties/permission/properties/skill/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.permission.properties.skill.type, parentSchema: schema31.properties.permission.properties.skill, data: data87 };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
            if (data86.rules !== void 0) {
              let data89 = data86.rules;
              if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
              } else {
                const err101 = { instancePath: instancePath + "/permission/rules", schemaPath: "#/properties/permission/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.permission.properties.rules.type, parentSchema: schema31.properties.permission.properties.rules, data: data89 };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
            }
          } else {
            const err102 = { instancePath: instancePath + "/permission", schemaPath: "#/properties/permission/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.permission.type, parentSchema: schema31.properties.permission, data: data86 };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
        if (data.webSearch !== void 0) {
          let data90 = data.webSearch;
          if (data90 && typeof data90 == "object" && !Array.isArray(data90)) {
            for (const key21 in data90) {
              if (!(key21 === "providers")) {
                const err103 = { instancePath: instancePath + "/webSearch", schemaPath: "#/properties/webSearch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.webSearch, data: data90 };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
              }
            }
            if (data90.providers !== void 0) {
              let data91 = data90.providers;
              if (data91 && typeof data91 == "object" && !Array.isArray(data91)) {
                for (const key22 in data91) {
                  let data92 = data91[key22];
                  if (data92 && typeof data92 == "object" && !Array.isArray(data92)) {
                    for (const key23 in data92) {
                      if (!(key23 === "baseUrl" || key23 === "apiKey" || key23 === "description")) {
                        const err104 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key23 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties, data: data92 };
                        if (vErrors === null) {
                          vErrors = [err104];
                        } else {
                          vErrors.push(err104);
                        }
                        errors++;
                      }
                    }
                    if (data92.baseUrl !== void 0) {
                      let data93 = data92.baseUrl;
                      if (typeof data93 !== "string") {
                        const err105 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1") + "/baseUrl", schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/properties/baseUrl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.baseUrl.type, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.baseUrl, data: data93 };
                        if (vErrors === null) {
                          vErrors = [err105];
                        } else {
                          vErrors.push(err105);
                        }
                        errors++;
                      }
                    }
                    if (data92.apiKey !== void 0) {
                      let data94 = data92.apiKey;
                      if (typeof data94 !== "string") {
                        const err106 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1") + "/apiKey", schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/properties/apiKey/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.apiKey.type, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.apiKey, data: data94 };
                        if (vErrors === null) {
                          vErrors = [err106];
                        } else {
                          vErrors.push(err106);
                        }
                        errors++;
                      }
                    }
                    if (data92.description !== void 0) {
                      let data95 = data92.description;
                      if (typeof data95 !== "string") {
                        const err107 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1") + "/description", schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.description.type, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.description, data: data95 };
                        if (vErrors === null) {
                          vErrors = [err107];
                        } else {
                          vErrors.push(err107);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err108 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.webSearch.properties.providers.additionalProperties.type, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties, data: data92 };
                    if (vErrors === null) {
                      vErrors = [err108];
                    } else {
                      vErrors.push(err108);
                    }
                    errors++;
                  }
                }
              } else {
                const err109 = { instancePath: instancePath + "/webSearch/providers", schemaPath: "#/properties/webSearch/properties/providers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.webSearch.properties.providers.type, parentSchema: schema31.properties.webSearch.properties.providers, data: data91 };
                if (vErrors === null) {
                  vErrors = [err109];
                } else {
                  vErrors.push(err109);
                }
                errors++;
              }
            }
          } else {
            const err110 = { instancePath: instancePath + "/webSearch", schemaPath: "#/properties/webSearch/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.webSearch.type, parentSchema: schema31.properties.webSearch, data: data90 };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
        if (data.webFetch !== void 0) {
          let data96 = data.webFetch;
          if (data96 && typeof data96 == "object" && !Array.isArray(data96)) {
            for (const key24 in data96) {
              if (!(key24 === "maxOutputBytes")) {
                const err111 = { instancePath: instancePath + "/webFetch", schemaPath: "#/properties/webFetch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key24 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.webFetch, data: data96 };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
            if (data96.maxOutputBytes !== void 0) {
              let data97 = data96.maxOutputBytes;
              if (!(typeof data97 == "number" && (!(data97 % 1) && !isNaN(data97)))) {
                const err112 = { instancePath: instancePath + "/webFetch/maxOutputBytes", schemaPath: "#/properties/webFetch/properties/maxOutputBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.webFetch.properties.maxOutputBytes.type, parentSchema: schema31.properties.webFetch.properties.maxOutputBytes, data: data97 };
                if (vErrors === null) {
                  vErrors = [err112];
                } else {
                  vErrors.push(err112);
                }
                errors++;
              }
            }
          } else {
            const err113 = { instancePath: instancePath + "/webFetch", schemaPath: "#/properties/webFetch/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.webFetch.type, parentSchema: schema31.properties.webFetch, data: data96 };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data.maxTurns !== void 0) {
          let data98 = data.maxTurns;
          if (!(typeof data98 == "number" && (!(data98 % 1) && !isNaN(data98)))) {
            const err114 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.maxTurns.type, parentSchema: schema31.properties.maxTurns, data: data98 };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
        if (data.structOutputSchemaDelivery !== void 0) {
          let data99 = data.structOutputSchemaDelivery;
          if (typeof data99 !== "string") {
            const err115 = { instancePath: instancePath + "/structOutputSchemaDelivery", schemaPath: "#/properties/structOutputSchemaDelivery/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.structOutputSchemaDelivery.type, parentSchema: schema31.properties.structOutputSchemaDelivery, data: data99 };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
        if (data.telemetry !== void 0) {
          let data100 = data.telemetry;
          if (data100 && typeof data100 == "object" && !Array.isArray(data100)) {
            for (const key25 in data100) {
              if (!func1.call(schema31.properties.telemetry.properties, key25)) {
                const err116 = { instancePath: instancePath + "/telemetry", schemaPath: "#/properties/telemetry/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key25 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry, data: data100 };
                if (vErrors === null) {
                  vErrors = [err116];
                } else {
                  vErrors.push(err116);
                }
                errors++;
              }
            }
            if (data100.userId !== void 0) {
              let data101 = data100.userId;
              if (typeof data101 !== "string") {
                const err117 = { instancePath: instancePath + "/telemetry/userId", schemaPath: "#/properties/telemetry/properties/userId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.userId.type, parentSchema: schema31.properties.telemetry.properties.userId, data: data101 };
                if (vErrors === null) {
                  vErrors = [err117];
                } else {
                  vErrors.push(err117);
                }
                errors++;
              }
            }
            if (data100.tags !== void 0) {
              let data102 = data100.tags;
              if (Array.isArray(data102)) {
                const len11 = data102.length;
                for (let i11 = 0; i11 < len11; i11++) {
                  let data103 = data102[i11];
                  if (typeof data103 !== "string") {
                    const err118 = { instancePath: instancePath + "/telemetry/tags/" + i11, schemaPath: "#/properties/telemetry/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.tags.items.type, parentSchema: schema31.properties.telemetry.properties.tags.items, data: data103 };
                    if (vErrors === null) {
                      vErrors = [err118];
                    } else {
                      vErrors.push(err118);
                    }
                    errors++;
                  }
                }
              } else {
                const err119 = { instancePath: instancePath + "/telemetry/tags", schemaPath: "#/properties/telemetry/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.tags.type, parentSchema: schema31.properties.telemetry.properties.tags, data: data102 };
                if (vErrors === null) {
                  vErrors = [err119];
                } else {
                  vErrors.push(err119);
                }
                errors++;
              }
            }
            if (data100.defaultTags !== void 0) {
              let data104 = data100.defaultTags;
              if (Array.isArray(data104)) {
                const len12 = data104.length;
                for (let i12 = 0; i12 < len12; i12++) {
                  let data105 = data104[i12];
                  if (typeof data105 !== "string") {
                    const err120 = { instancePath: instancePath + "/telemetry/defaultTags/" + i12, schemaPath: "#/properties/telemetry/properties/defaultTags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.defaultTags.items.type, parentSchema: schema31.properties.telemetry.properties.defaultTags.items, data: data105 };
                    if (vErrors === null) {
                      vErrors = [err120];
                    } else {
                      vErrors.push(err120);
                    }
                    errors++;
                  }
                }
              } else {
                const err121 = { instancePath: instancePath + "/telemetry/defaultTags", schemaPath: "#/properties/telemetry/properties/defaultTags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.defaultTags.type, parentSchema: schema31.properties.telemetry.properties.defaultTags, data: data104 };
                if (vErrors === null) {
                  vErrors = [err121];
                } else {
                  vErrors.push(err121);
                }
                errors++;
              }
            }
            if (data100.langfuse !== void 0) {
              let data106 = data100.langfuse;
              if (data106 && typeof data106 == "object" && !Array.isArray(data106)) {
                for (const key26 in data106) {
                  if (!(key26 === "enabled" || key26 === "secretKey" || key26 === "publicKey" || key26 === "baseURL" || key26 === "prompts")) {
                    const err122 = { instancePath: instancePath + "/telemetry/langfuse", schemaPath: "#/properties/telemetry/properties/langfuse/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key26 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.langfuse, data: data106 };
                    if (vErrors === null) {
                      vErrors = [err122];
                    } else {
                      vErrors.push(err122);
                    }
                    errors++;
                  }
                }
                if (data106.enabled !== void 0) {
                  let data107 = data106.enabled;
                  if (typeof data107 !== "boolean") {
                    const err123 = { instancePath: instancePath + "/telemetry/langfuse/enabled", schemaPath: "#/properties/telemetry/properties/langfuse/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.langfuse.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.enabled, data: data107 };
                    if (vErrors === null) {
                      vErrors = [err123];
                    } else {
                      vErrors.push(err123);
                    }
                    errors++;
                  }
                }
                if (data106.secretKey !== void 0) {
                  let data108 = data106.secretKey;
                  if (typeof data108 !== "string") {
                    const err124 = { instancePath: instancePath + "/telemetry/langfuse/secretKey", schemaPath: "#/properties/telemetry/properties/langfuse/properties/secretKey/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.secretKey.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.secretKey, data: data108 };
                    if (vErrors === null) {
                      vErrors = [err124];
                    } else {
                      vErrors.push(err124);
                    }
                    errors++;
                  }
                }
                if (data106.publicKey !== void 0) {
                  let data109 = data106.publicKey;
                  if (typeof data109 !== "string") {
                    const err125 = { instancePath: instancePath + "/telemetry/langfuse/publicKey", schemaPath: "#/properties/telemetry/properties/langfuse/properties/publicKey/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.publicKey.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.publicKey, data: data109 };
                    if (vErrors === null) {
                      vErrors = [err125];
                    } else {
                      vErrors.push(err125);
                    }
                    errors++;
                  }
                }
                if (data106.baseURL !== void 0) {
                  let data110 = data106.baseURL;
                  if (typeof data110 !== "string") {
                    const err126 = { instancePath: instancePath + "/telemetry/langfuse/baseURL", schemaPath: "#/properties/telemetry/properties/langfuse/properties/baseURL/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.baseURL.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.baseURL, data: data110 };
                    if (vErrors === null) {
                      vErrors = [err126];
                    } else {
                      vErrors.push(err126);
                    }
                    errors++;
                  }
                }
                if (data106.prompts !== void 0) {
                  let data111 = data106.prompts;
                  if (data111 && typeof data111 == "object" && !Array.isArray(data111)) {
                    for (const key27 in data111) {
                      if (!(key27 === "enabled" || key27 === "label" || key27 === "cacheTTL" || key27 === "timeout" || key27 === "warmup")) {
                        const err127 = { instancePath: instancePath + "/telemetry/langfuse/prompts", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key27 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts, data: data111 };
                        if (vErrors === null) {
                          vErrors = [err127];
                        } else {
                          vErrors.push(err127);
                        }
                        errors++;
                      }
                    }
                    if (data111.enabled !== void 0) {
                      let data112 = data111.enabled;
                      if (typeof data112 !== "boolean") {
                        const err128 = { instancePath: instancePath + "/telemetry/langfuse/prompts/enabled", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.enabled, data: data112 };
                        if (vErrors === null) {
                          vErrors = [err128];
                        } else {
                          vErrors.push(err128);
                        }
                        errors++;
                      }
                    }
                    if (data111.label !== void 0) {
                      let data113 = data111.label;
                      if (typeof data113 !== "string") {
                        const err129 = { instancePath: instancePath + "/telemetry/langfuse/prompts/label", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.label.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.label, data: data113 };
                        if (vErrors === null) {
                          vErrors = [err129];
                        } else {
                          vErrors.push(err129);
                        }
                        errors++;
                      }
                    }
                    if (data111.cacheTTL !== void 0) {
                      let data114 = data111.cacheTTL;
                      if (typeof data114 !== "string") {
                        const err130 = { instancePath: instancePath + "/telemetry/langfuse/prompts/cacheTTL", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/cacheTTL/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.cacheTTL.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.cacheTTL, data: data114 };
                        if (vErrors === null) {
                          vErrors = [err130];
                        } else {
                          vErrors.push(err130);
                        }
                        errors++;
                      }
                    }
                    if (data111.timeout !== void 0) {
                      let data115 = data111.timeout;
                      if (typeof data115 !== "string") {
                        const err131 = { instancePath: instancePath + "/telemetry/langfuse/prompts/timeout", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/timeout/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.timeout.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.timeout, data: data115 };
                        if (vErrors === null) {
                          vErrors = [err131];
                        } else {
                          vErrors.push(err131);
                        }
                        errors++;
                      }
                    }
                    if (data111.warmup !== void 0) {
                      let data116 = data111.warmup;
                      if (typeof data116 !== "boolean") {
                        const err132 = { instancePath: instancePath + "/telemetry/langfuse/prompts/warmup", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/warmup/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.warmup.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.warmup, data: data116 };
                        if (vErrors === null) {
                          vErrors = [err132];
                        } else {
                          vErrors.push(err132);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err133 = { instancePath: instancePath + "/telemetry/langfuse/prompts", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts, data: data111 };
                    if (vErrors === null) {
                      vErrors = [err133];
                    } else {
                      vErrors.push(err133);
                    }
                    errors++;
                  }
                }
              } else {
                const err134 = { instancePath: instancePath + "/telemetry/langfuse", schemaPath: "#/properties/telemetry/properties/langfuse/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.langfuse.type, parentSchema: schema31.properties.telemetry.properties.langfuse, data: data106 };
                if (vErrors === null) {
                  vErrors = [err134];
                } else {
                  vErrors.push(err134);
                }
                errors++;
              }
            }
            if (data100.redaction !== void 0) {
              let data117 = data100.redaction;
              if (data117 && typeof data117 == "object" && !Array.isArray(data117)) {
                for (const key28 in data117) {
                  if (!(key28 === "enabled" || key28 === "mode" || key28 === "disableBuiltins" || key28 === "pii" || key28 === "rules" || key28 === "allowlist")) {
                    const err135 = { instancePath: instancePath + "/telemetry/redaction", schemaPath: "#/properties/telemetry/properties/redaction/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key28 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.redaction, data: data117 };
                    if (vErrors === null) {
                      vErrors = [err135];
                    } else {
                      vErrors.push(err135);
                    }
                    errors++;
                  }
                }
                if (data117.enabled !== void 0) {
                  let data118 = data117.enabled;
                  if (typeof data118 !== "boolean") {
                    const err136 = { instancePath: instancePath + "/telemetry/redaction/enabled", schemaPath: "#/properties/telemetry/properties/redaction/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.redaction.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.enabled, data: data118 };
                    if (vErrors === null) {
                      vErrors = [err136];
                    } else {
                      vErrors.push(err136);
                    }
                    errors++;
                  }
                }
                if (data117.mode !== void 0) {
                  let data119 = data117.mode;
                  if (typeof data119 !== "string") {
                    const err137 = { instancePath: instancePath + "/telemetry/redaction/mode", schemaPath: "#/properties/telemetry/properties/redaction/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.mode.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.mode, data: data119 };
                    if (vErrors === null) {
                      vErrors = [err137];
                    } else {
                      vErrors.push(err137);
                    }
                    errors++;
                  }
                }
                if (data117.disableBuiltins !== void 0) {
                  let data120 = data117.disableBuiltins;
                  if (Array.isArray(data120)) {
                    const len13 = data120.length;
                    for (let i13 = 0; i13 < len13; i13++) {
                      let data121 = data120[i13];
                      if (typeof data121 !== "string") {
                        const err138 = { instancePath: instancePath + "/telemetry/redaction/disableBuiltins/" + i13, schemaPath: "#/properties/telemetry/properties/redaction/properties/disableBuiltins/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.disableBuiltins.items.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.disableBuiltins.items, data: data121 };
                        if (vErrors === null) {
                          vErrors = [err138];
                        } else {
                          vErrors.push(err138);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err139 = { instancePath: instancePath + "/telemetry/redaction/disableBuiltins", schemaPath: "#/properties/telemetry/properties/redaction/properties/disableBuiltins/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.redaction.properties.disableBuiltins.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.disableBuiltins, data: data120 };
                    if (vErrors === null) {
                      vErrors = [err139];
                    } else {
                      vErrors.push(err139);
                    }
                    errors++;
                  }
                }
                if (data117.pii !== void 0) {
                  let data122 = data117.pii;
                  if (typeof data122 !== "boolean") {
                    const err140 = { instancePath: instancePath + "/telemetry/redaction/pii", schemaPath: "#/properties/telemetry/properties/redaction/properties/pii/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.redaction.properties.pii.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.pii, data: data122 };
                    if (vErrors === null) {
                      vErrors = [err140];
                    } else {
                      vErrors.push(err140);
                    }
                    errors++;
                  }
                }
                if (data117.rules !== void 0) {
                  let data123 = data117.rules;
                  if (Array.isArray(data123)) {
                    const len14 = data123.length;
                    for (let i14 = 0; i14 < len14; i14++) {
                      let data124 = data123[i14];
                      if (data124 && typeof data124 == "object" && !Array.isArray(data124)) {
                        for (const key29 in data124) {
                          if (!(key29 === "name" || key29 === "pattern" || key29 === "group" || key29 === "replacement")) {
                            const err141 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14, schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key29 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items, data: data124 };
                            if (vErrors === null) {
                              vErrors = [err141];
                            } else {
                              vErrors.push(err141);
                            }
                            errors++;
                          }
                        }
                        if (data124.name !== void 0) {
                          let data125 = data124.name;
                          if (typeof data125 !== "string") {
                            const err142 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14 + "/name", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.name.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.name, data: data125 };
                            if (vErrors === null) {
                              vErrors = [err142];
                            } else {
                              vErrors.push(err142);
                            }
                            errors++;
                          }
                        }
                        if (data124.pattern !== void 0) {
                          let data126 = data124.pattern;
                          if (typeof data126 !== "string") {
                            const err143 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14 + "/pattern", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.pattern.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.pattern, data: data126 };
                            if (vErrors === null) {
                              vErrors = [err143];
                            } else {
                              vErrors.push(err143);
                            }
                            errors++;
                          }
                        }
                        if (data124.group !== void 0) {
                          let data127 = data124.group;
                          if (!(typeof data127 == "number" && (!(data127 % 1) && !isNaN(data127)))) {
                            const err144 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14 + "/group", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/properties/group/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.group.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.group, data: data127 };
                            if (vErrors === null) {
                              vErrors = [err144];
                            } else {
                              vErrors.push(err144);
                            }
                            errors++;
                          }
                        }
                        if (data124.replacement !== void 0) {
                          let data128 = data124.replacement;
                          if (typeof data128 !== "string") {
                            const err145 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14 + "/replacement", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/properties/replacement/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.replacement.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.replacement, data: data128 };
                            if (vErrors === null) {
                              vErrors = [err145];
                            } else {
                              vErrors.push(err145);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err146 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14, schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items, data: data124 };
                        if (vErrors === null) {
                          vErrors = [err146];
                        } else {
                          vErrors.push(err146);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err147 = { instancePath: instancePath + "/telemetry/redaction/rules", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.redaction.properties.rules.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules, data: data123 };
                    if (vErrors === null) {
                      vErrors = [err147];
                    } else {
                      vErrors.push(err147);
                    }
                    errors++;
                  }
                }
                if (data117.allowlist !== void 0) {
                  let data129 = data117.allowlist;
                  if (Array.isArray(data129)) {
                    const len15 = data129.length;
                    for (let i15 = 0; i15 < len15; i15++) {
                      let data130 = data129[i15];
                      if (typeof data130 !== "string") {
                        const err148 = { instancePath: instancePath + "/telemetry/redaction/allowlist/" + i15, schemaPath: "#/properties/telemetry/properties/redaction/properties/allowlist/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.allowlist.items.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.allowlist.items, data: data130 };
                        if (vErrors === null) {
                          vErrors = [err148];
                        } else {
                          vErrors.push(err148);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err149 = { instancePath: instancePath + "/telemetry/redaction/allowlist", schemaPath: "#/properties/telemetry/properties/redaction/properties/allowlist/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.redaction.properties.allowlist.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.allowlist, data: data129 };
                    if (vErrors === null) {
                      vErrors = [err149];
                    } else {
                      vErrors.push(err149);
                    }
                    errors++;
                  }
                }
              } else {
                const err150 = { instancePath: instancePath + "/telemetry/redaction", schemaPath: "#/properties/telemetry/properties/redaction/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.redaction.type, parentSchema: schema31.properties.telemetry.properties.redaction, data: data117 };
                if (vErrors === null) {
                  vErrors = [err150];
                } else {
                  vErrors.push(err150);
                }
                errors++;
              }
            }
            if (data100.tools !== void 0) {
              let data131 = data100.tools;
              if (data131 && typeof data131 == "object" && !Array.isArray(data131)) {
                for (const key30 in data131) {
                  if (!(key30 === "enabled" || key30 === "logInput" || key30 === "logOutput")) {
                    const err151 = { instancePath: instancePath + "/telemetry/tools", schemaPath: "#/properties/telemetry/properties/tools/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key30 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.tools, data: data131 };
                    if (vErrors === null) {
                      vErrors = [err151];
                    } else {
                      vErrors.push(err151);
                    }
                    errors++;
                  }
                }
                if (data131.enabled !== void 0) {
                  let data132 = data131.enabled;
                  if (typeof data132 !== "boolean") {
                    const err152 = { instancePath: instancePath + "/telemetry/tools/enabled", schemaPath: "#/properties/telemetry/properties/tools/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.tools.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.enabled, data: data132 };
                    if (vErrors === null) {
                      vErrors = [err152];
                    } else {
                      vErrors.push(err152);
                    }
                    errors++;
                  }
                }
                if (data131.logInput !== void 0) {
                  let data133 = data131.logInput;
                  if (Array.isArray(data133)) {
                    const len16 = data133.length;
                    for (let i16 = 0; i16 < len16; i16++) {
                      let data134 = data133[i16];
                      if (typeof data134 !== "string") {
                        const err153 = { instancePath: instancePath + "/telemetry/tools/logInput/" + i16, schemaPath: "#/properties/telemetry/properties/tools/properties/logInput/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.tools.properties.logInput.items.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.logInput.items, data: data134 };
                        if (vErrors === null) {
                          vErrors = [err153];
                        } else {
                          vErrors.push(err153);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err154 = { instancePath: instancePath + "/telemetry/tools/logInput", schemaPath: "#/properties/telemetry/properties/tools/properties/logInput/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.tools.properties.logInput.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.logInput, data: data133 };
                    if (vErrors === null) {
                      vErrors = [err154];
                    } else {
                      vErrors.push(err154);
                    }
                    errors++;
                  }
                }
                if (data131.logOutput !== void 0) {
                  let data135 = data131.logOutput;
                  if (Array.isArray(data135)) {
                    const len17 = data135.length;
                    for (let i17 = 0; i17 < len17; i17++) {
                      let data136 = data135[i17];
                      if (typeof data136 !== "string") {
                        const err155 = { instancePath: instancePath + "/telemetry/tools/logOutput/" + i17, schemaPath: "#/properties/telemetry/properties/tools/properties/logOutput/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.tools.properties.logOutput.items.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.logOutput.items, data: data136 };
                        if (vErrors === null) {
                          vErrors = [err155];
                        } else {
                          vErrors.push(err155);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err156 = { instancePath: instancePath + "/telemetry/tools/logOutput", schemaPath: "#/properties/telemetry/properties/tools/properties/logOutput/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.tools.properties.logOutput.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.logOutput, data: data135 };
                    if (vErrors === null) {
                      vErrors = [err156];
                    } else {
                      vErrors.push(err156);
                    }
                    errors++;
                  }
                }
              } else {
                const err157 = { instancePath: instancePath + "/telemetry/tools", schemaPath: "#/properties/telemetry/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.tools.type, parentSchema: schema31.properties.telemetry.properties.tools, data: data131 };
                if (vErrors === null) {
                  vErrors = [err157];
                } else {
                  vErrors.push(err157);
                }
                errors++;
              }
            }
            if (data100.generations !== void 0) {
              let data137 = data100.generations;
              if (data137 && typeof data137 == "object" && !Array.isArray(data137)) {
                for (const key31 in data137) {
                  if (!(key31 === "enabled" || key31 === "logInput" || key31 === "logOutput")) {
                    const err158 = { instancePath: instancePath + "/telemetry/generations", schemaPath: "#/properties/telemetry/properties/generations/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key31 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.generations, data: data137 };
                    if (vErrors === null) {
                      vErrors = [err158];
                    } else {
                      vErrors.push(err158);
                    }
                    errors++;
                  }
                }
                if (data137.enabled !== void 0) {
                  let data138 = data137.enabled;
                  if (typeof data138 !== "boolean") {
                    const err159 = { instancePath: instancePath + "/telemetry/generations/enabled", schemaPath: "#/properties/telemetry/properties/generations/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.generations.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.enabled, data: data138 };
                    if (vErrors === null) {
                      vErrors = [err159];
                    } else {
                      vErrors.push(err159);
                    }
                    errors++;
                  }
                }
                if (data137.logInput !== void 0) {
                  let data139 = data137.logInput;
                  if (Array.isArray(data139)) {
                    const len18 = data139.length;
                    for (let i18 = 0; i18 < len18; i18++) {
                      let data140 = data139[i18];
                      if (typeof data140 !== "string") {
                        const err160 = { instancePath: instancePath + "/telemetry/generations/logInput/" + i18, schemaPath: "#/properties/telemetry/properties/generations/properties/logInput/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.generations.properties.logInput.items.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.logInput.items, data: data140 };
                        if (vErrors === null) {
                          vErrors = [err160];
                        } else {
                          vErrors.push(err160);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err161 = { instancePath: instancePath + "/telemetry/generations/logInput", schemaPath: "#/properties/telemetry/properties/generations/properties/logInput/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.generations.properties.logInput.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.logInput, data: data139 };
                    if (vErrors === null) {
                      vErrors = [err161];
                    } else {
                      vErrors.push(err161);
                    }
                    errors++;
                  }
                }
                if (data137.logOutput !== void 0) {
                  let data141 = data137.logOutput;
                  if (Array.isArray(data141)) {
                    const len19 = data141.length;
                    for (let i19 = 0; i19 < len19; i19++) {
                      let data142 = data141[i19];
                      if (typeof data142 !== "string") {
                        const err162 = { instancePath: instancePath + "/telemetry/generations/logOutput/" + i19, schemaPath: "#/properties/telemetry/properties/generations/properties/logOutput/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.generations.properties.logOutput.items.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.logOutput.items, data: data142 };
                        if (vErrors === null) {
                          vErrors = [err162];
                        } else {
                          vErrors.push(err162);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err163 = { instancePath: instancePath + "/telemetry/generations/logOutput", schemaPath: "#/properties/telemetry/properties/generations/properties/logOutput/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.generations.properties.logOutput.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.logOutput, data: data141 };
                    if (vErrors === null) {
                      vErrors = [err163];
                    } else {
                      vErrors.push(err163);
                    }
                    errors++;
                  }
                }
              } else {
                const err164 = { instancePath: instancePath + "/telemetry/generations", schemaPath: "#/properties/telemetry/properties/generations/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.generations.type, parentSchema: schema31.properties.telemetry.properties.generations, data: data137 };
                if (vErrors === null) {
                  vErrors = [err164];
                } else {
                  vErrors.push(err164);
                }
                errors++;
              }
            }
            if (data100.flowArgs !== void 0) {
              let data143 = data100.flowArgs;
              if (Array.isArray(data143)) {
                const len20 = data143.length;
                for (let i20 = 0; i20 < len20; i20++) {
                  let data144 = data143[i20];
                  if (typeof data144 !== "string") {
                    const err165 = { instancePath: instancePath + "/telemetry/flowArgs/" + i20, schemaPath: "#/properties/telemetry/properties/flowArgs/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.flowArgs.items.type, parentSchema: schema31.properties.telemetry.properties.flowArgs.items, data: data144 };
                    if (vErrors === null) {
                      vErrors = [err165];
                    } else {
                      vErrors.push(err165);
                    }
                    errors++;
                  }
                }
              } else {
                const err166 = { instancePath: instancePath + "/telemetry/flowArgs", schemaPath: "#/properties/telemetry/properties/flowArgs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.flowArgs.type, parentSchema: schema31.properties.telemetry.properties.flowArgs, data: data143 };
                if (vErrors === null) {
                  vErrors = [err166];
                } else {
                  vErrors.push(err166);
                }
                errors++;
              }
            }
            if (data100.metadataNamespace !== void 0) {
              let data145 = data100.metadataNamespace;
              if (typeof data145 !== "string") {
                const err167 = { instancePath: instancePath + "/telemetry/metadataNamespace", schemaPath: "#/properties/telemetry/properties/metadataNamespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.metadataNamespace.type, parentSchema: schema31.properties.telemetry.properties.metadataNamespace, data: data145 };
                if (vErrors === null) {
                  vErrors = [err167];
                } else {
                  vErrors.push(err167);
                }
                errors++;
              }
            }
            if (data100.requester !== void 0) {
              let data146 = data100.requester;
              if (typeof data146 !== "string") {
                const err168 = { instancePath: instancePath + "/telemetry/requester", schemaPath: "#/properties/telemetry/properties/requester/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.requester.type, parentSchema: schema31.properties.telemetry.properties.requester, data: data146 };
                if (vErrors === null) {
                  vErrors = [err168];
                } else {
                  vErrors.push(err168);
                }
                errors++;
              }
            }
          } else {
            const err169 = { instancePath: instancePath + "/telemetry", schemaPath: "#/properties/telemetry/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.type, parentSchema: schema31.properties.telemetry, data: data100 };
            if (vErrors === null) {
              vErrors = [err169];
            } else {
              vErrors.push(err169);
            }
            errors++;
          }
        }
        if (data.sessionCleanup !== void 0) {
          let data147 = data.sessionCleanup;
          if (data147 && typeof data147 == "object" && !Array.isArray(data147)) {
            for (const key32 in data147) {
              if (!(key32 === "maxAge")) {
                const err170 = { instancePath: instancePath + "/sessionCleanup", schemaPath: "#/properties/sessionCleanup/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key32 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.sessionCleanup, data: data147 };
                if (vErrors === null) {
                  vErrors = [err170];
                } else {
                  vErrors.push(err170);
                }
                errors++;
              }
            }
            if (data147.maxAge !== void 0) {
              let data148 = data147.maxAge;
              if (typeof data148 !== "string") {
                const err171 = { instancePath: instancePath + "/sessionCleanup/maxAge", schemaPath: "#/properties/sessionCleanup/properties/maxAge/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionCleanup.properties.maxAge.type, parentSchema: schema31.properties.sessionCleanup.properties.maxAge, data: data148 };
                if (vErrors === null) {
                  vErrors = [err171];
                } else {
                  vErrors.push(err171);
                }
                errors++;
              }
            }
          } else {
            const err172 = { instancePath: instancePath + "/sessionCleanup", schemaPath: "#/properties/sessionCleanup/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.sessionCleanup.type, parentSchema: schema31.properties.sessionCleanup, data: data147 };
            if (vErrors === null) {
              vErrors = [err172];
            } else {
              vErrors.push(err172);
            }
            errors++;
          }
        }
        if (data.backgroundTasks !== void 0) {
          let data149 = data.backgroundTasks;
          if (data149 && typeof data149 == "object" && !Array.isArray(data149)) {
            for (const key33 in data149) {
              if (!(key33 === "stallThreshold")) {
                const err173 = { instancePath: instancePath + "/backgroundTasks", schemaPath: "#/properties/backgroundTasks/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key33 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.backgroundTasks, data: data149 };
                if (vErrors === null) {
                  vErrors = [err173];
                } else {
                  vErrors.push(err173);
                }
                errors++;
              }
            }
            if (data149.stallThreshold !== void 0) {
              let data150 = data149.stallThreshold;
              if (typeof data150 !== "string") {
                const err174 = { instancePath: instancePath + "/backgroundTasks/stallThreshold", schemaPath: "#/properties/backgroundTasks/properties/stallThreshold/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.backgroundTasks.properties.stallThreshold.type, parentSchema: schema31.properties.backgroundTasks.properties.stallThreshold, data: data150 };
                if (vErrors === null) {
                  vErrors = [err174];
                } else {
                  vErrors.push(err174);
                }
                errors++;
              }
            }
          } else {
            const err175 = { instancePath: instancePath + "/backgroundTasks", schemaPath: "#/properties/backgroundTasks/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.backgroundTasks.type, parentSchema: schema31.properties.backgroundTasks, data: data149 };
            if (vErrors === null) {
              vErrors = [err175];
            } else {
              vErrors.push(err175);
            }
            errors++;
          }
        }
        if (data.router !== void 0) {
          let data151 = data.router;
          if (!(data151 && typeof data151 == "object" && !Array.isArray(data151))) {
            const err176 = { instancePath: instancePath + "/router", schemaPath: "#/properties/router/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.router.type, parentSchema: schema31.properties.router, data: data151 };
            if (vErrors === null) {
              vErrors = [err176];
            } else {
              vErrors.push(err176);
            }
            errors++;
          }
        }
        if (data.hooks !== void 0) {
          let data152 = data.hooks;
          if (data152 && typeof data152 == "object" && !Array.isArray(data152)) {
            for (const key34 in data152) {
              let data153 = data152[key34];
              if (!Array.isArray(data153)) {
                const err177 = { instancePath: instancePath + "/hooks/" + key34.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hooks/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.hooks.additionalProperties.type, parentSchema: schema31.properties.hooks.additionalProperties, data: data153 };
                if (vErrors === null) {
                  vErrors = [err177];
                } else {
                  vErrors.push(err177);
                }
                errors++;
              }
            }
          } else {
            const err178 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.hooks.type, parentSchema: schema31.properties.hooks, data: data152 };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
        }
        if (data.contextDiscovery !== void 0) {
          let data154 = data.contextDiscovery;
          if (data154 && typeof data154 == "object" && !Array.isArray(data154)) {
            for (const key35 in data154) {
              if (!(key35 === "enabled" || key35 === "maxFiles" || key35 === "maxDepth" || key35 === "maxFileBytes" || key35 === "maxSessionBytes" || key35 === "skipDirs")) {
                const err179 = { instancePath: instancePath + "/contextDiscovery", schemaPath: "#/properties/contextDiscovery/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key35 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.contextDiscovery, data: data154 };
                if (vErrors === null) {
                  vErrors = [err179];
                } else {
                  vErrors.push(err179);
                }
                errors++;
              }
            }
            if (data154.enabled !== void 0) {
              let data155 = data154.enabled;
              if (typeof data155 !== "boolean") {
                const err180 = { instancePath: instancePath + "/contextDiscovery/enabled", schemaPath: "#/properties/contextDiscovery/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.contextDiscovery.properties.enabled.type, parentSchema: schema31.properties.contextDiscovery.properties.enabled, data: data155 };
                if (vErrors === null) {
                  vErrors = [err180];
                } else {
                  vErrors.push(err180);
                }
                errors++;
              }
            }
            if (data154.maxFiles !== void 0) {
              let data156 = data154.maxFiles;
              if (!(typeof data156 == "number" && (!(data156 % 1) && !isNaN(data156)))) {
                const err181 = { instancePath: instancePath + "/contextDiscovery/maxFiles", schemaPath: "#/properties/contextDiscovery/properties/maxFiles/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.contextDiscovery.properties.maxFiles.type, parentSchema: schema31.properties.contextDiscovery.properties.maxFiles, data: data156 };
                if (vErrors === null) {
                  vErrors = [err181];
                } else {
                  vErrors.push(err181);
                }
                errors++;
              }
            }
            if (data154.maxDepth !== void 0) {
              let data157 = data154.maxDepth;
              if (!(typeof data157 == "number" && (!(data157 % 1) && !isNaN(data157)))) {
                const err182 = { instancePath: instancePath + "/contextDiscovery/maxDepth", schemaPath: "#/properties/contextDiscovery/properties/maxDepth/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.contextDiscovery.properties.maxDepth.type, parentSchema: schema31.properties.contextDiscovery.properties.maxDepth, data: data157 };
                if (vErrors === null) {
                  vErrors = [err182];
                } else {
                  vErrors.push(err182);
                }
                errors++;
              }
            }
            if (data154.maxFileBytes !== void 0) {
              let data158 = data154.maxFileBytes;
              if (!(typeof data158 == "number" && (!(data158 % 1) && !isNaN(data158)))) {
                const err183 = { instancePath: instancePath + "/contextDiscovery/maxFileBytes", schemaPath: "#/properties/contextDiscovery/properties/maxFileBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.contextDiscovery.properties.maxFileBytes.type, parentSchema: schema31.properties.contextDiscovery.properties.maxFileBytes, data: data158 };
                if (vErrors === null) {
                  vErrors = [err183];
                } else {
                  vErrors.push(err183);
                }
                errors++;
              }
            }
            if (data154.maxSessionBytes !== void 0) {
              let data159 = data154.maxSessionBytes;
              if (!(typeof data159 == "number" && (!(data159 % 1) && !isNaN(data159)))) {
                const err184 = { instancePath: instancePath + "/contextDiscovery/maxSessionBytes", schemaPath: "#/properties/contextDiscovery/properties/maxSessionBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.contextDiscovery.properties.maxSessionBytes.type, parentSchema: schema31.properties.contextDiscovery.properties.maxSessionBytes, data: data159 };
                if (vErrors === null) {
                  vErrors = [err184];
                } else {
                  vErrors.push(err184);
                }
                errors++;
              }
            }
            if (data154.skipDirs !== void 0) {
              let data160 = data154.skipDirs;
              if (Array.isArray(data160)) {
                const len21 = data160.length;
                for (let i21 = 0; i21 < len21; i21++) {
                  let data161 = data160[i21];
                  if (typeof data161 !== "string") {
                    const err185 = { instancePath: instancePath + "/contextDiscovery/skipDirs/" + i21, schemaPath: "#/properties/contextDiscovery/properties/skipDirs/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.contextDiscovery.properties.skipDirs.items.type, parentSchema: schema31.properties.contextDiscovery.properties.skipDirs.items, data: data161 };
                    if (vErrors === null) {
                      vErrors = [err185];
                    } else {
                      vErrors.push(err185);
                    }
                    errors++;
                  }
                }
              } else {
                const err186 = { instancePath: instancePath + "/contextDiscovery/skipDirs", schemaPath: "#/properties/contextDiscovery/properties/skipDirs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.contextDiscovery.properties.skipDirs.type, parentSchema: schema31.properties.contextDiscovery.properties.skipDirs, data: data160 };
                if (vErrors === null) {
                  vErrors = [err186];
                } else {
                  vErrors.push(err186);
                }
                errors++;
              }
            }
          } else {
            const err187 = { instancePath: instancePath + "/contextDiscovery", schemaPath: "#/properties/contextDiscovery/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.contextDiscovery.type, parentSchema: schema31.properties.contextDiscovery, data: data154 };
            if (vErrors === null) {
              vErrors = [err187];
            } else {
              vErrors.push(err187);
            }
            errors++;
          }
        }
      } else {
        const err188 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err188];
        } else {
          vErrors.push(err188);
        }
        errors++;
      }
      validate20.errors = vErrors;
      return errors === 0;
    }
    validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    module.exports.schemaHash = "b34bec9b43a81d5df7755c5eaf1c965e4b0f2bc84e211caabdac808005e5eb9e";
  }
});

// dist/schemas/opencode-json.cjs
var require_opencode_json = __commonJS({
  "dist/schemas/opencode-json.cjs"(exports, module) {
    "use strict";
    module.exports = validate20;
    module.exports.default = validate20;
    var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/opencode-json.schema.json", "title": "opencode.json / opencode.jsonc of mainstream OpenCode 1.18 (V1), as far as context and agents go", "description": "Types the keys that decide context and agents (docs/runtimes/opencode.md \xA75.6); any other key is allowed here and judged by ctxlens's rules (the runtime drops unknown keys silently). Each `agent`/`mode`/`agents` entry is validated with opencode-agent.schema.json.", "type": "object", "properties": { "$schema": { "type": "string" }, "instructions": { "type": "array", "items": { "type": "string" }, "description": "Extra instruction files: paths, globs, ~/ paths, http(s) URLs." }, "agent": { "type": "object", "additionalProperties": { "type": "object" }, "description": "Agent ID -> agent settings (opencode-agent.schema.json)." }, "agents": { "type": "object", "additionalProperties": { "type": "object" }, "description": "V2 spelling, accepted by 1.18: entries take V2 keys (system, not prompt) and are lowered into agent." }, "mode": { "type": "object", "additionalProperties": { "type": "object" }, "description": "Deprecated: use agent; entries become primary agents." }, "default_agent": { "type": "string" }, "permission": { "$ref": "#/$defs/permission" }, "tools": { "type": "object", "additionalProperties": { "type": "boolean" }, "description": "Legacy: converted to permissions." }, "skills": { "anyOf": [{ "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" } }, "urls": { "type": "array", "items": { "type": "string" } } } }, { "type": "array", "items": { "type": "string" }, "description": "V2 flat list, lowered by 1.18 into paths and urls (observed)." }] }, "reference": { "type": "object" }, "references": { "type": "object", "description": "V2 spelling, kept by 1.18." }, "command": { "type": "object", "additionalProperties": { "type": "object" } }, "plugin": { "type": "array" }, "provider": { "type": "object" }, "mcp": { "type": "object" }, "model": { "anyOf": [{ "type": "string" }, { "type": "object", "description": "V2 model selection, lowered by 1.18." }] }, "small_model": { "type": "string" }, "share": { "enum": ["manual", "auto", "disabled"] }, "autoshare": { "type": "boolean" }, "autoupdate": { "anyOf": [{ "type": "boolean" }, { "const": "notify" }] }, "snapshot": { "type": "boolean" }, "username": { "type": "string" }, "shell": { "type": "string" }, "logLevel": { "enum": ["DEBUG", "INFO", "WARN", "ERROR"] }, "disabled_providers": { "type": "array", "items": { "type": "string" } }, "enabled_providers": { "type": "array", "items": { "type": "string" } }, "layout": {}, "theme": { "description": "Legacy: migrated to tui.json." }, "keybinds": { "description": "Legacy: migrated to tui.json." }, "tui": { "description": "Legacy: migrated to tui.json." }, "server": {}, "watcher": {}, "formatter": {}, "lsp": {}, "compaction": {}, "experimental": {}, "attachment": {}, "enterprise": {}, "tool_output": {}, "commands": {}, "snapshots": {}, "media": {}, "subagent_depth": { "type": "integer", "minimum": 0 } }, "additionalProperties": true, "$defs": { "action": { "enum": ["ask", "allow", "deny"] }, "rule": { "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "additionalProperties": { "$ref": "#/$defs/action" } }] }, "permission": { "description": "V1 permission map: an action for every tool, or tool -> action / {pattern -> action}. Key order is kept: the last matching rule wins (docs/runtimes/opencode.md \xA75.5).", "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "properties": { "read": { "$ref": "#/$defs/rule" }, "edit": { "$ref": "#/$defs/rule" }, "glob": { "$ref": "#/$defs/rule" }, "grep": { "$ref": "#/$defs/rule" }, "list": { "$ref": "#/$defs/rule" }, "bash": { "$ref": "#/$defs/rule" }, "task": { "$ref": "#/$defs/rule" }, "external_directory": { "$ref": "#/$defs/rule" }, "lsp": { "$ref": "#/$defs/rule" }, "skill": { "$ref": "#/$defs/rule" }, "question": { "$ref": "#/$defs/action" }, "webfetch": { "$ref": "#/$defs/action" }, "websearch": { "$ref": "#/$defs/action" }, "doom_loop": { "$ref": "#/$defs/action" } }, "additionalProperties": { "$ref": "#/$defs/rule" } }] } } };
    var schema32 = { "description": "V1 permission map: an action for every tool, or tool -> action / {pattern -> action}. Key order is kept: the last matching rule wins (docs/runtimes/opencode.md \xA75.5).", "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "properties": { "read": { "$ref": "#/$defs/rule" }, "edit": { "$ref": "#/$defs/rule" }, "glob": { "$ref": "#/$defs/rule" }, "grep": { "$ref": "#/$defs/rule" }, "list": { "$ref": "#/$defs/rule" }, "bash": { "$ref": "#/$defs/rule" }, "task": { "$ref": "#/$defs/rule" }, "external_directory": { "$ref": "#/$defs/rule" }, "lsp": { "$ref": "#/$defs/rule" }, "skill": { "$ref": "#/$defs/rule" }, "question": { "$ref": "#/$defs/action" }, "webfetch": { "$ref": "#/$defs/action" }, "websearch": { "$ref": "#/$defs/action" }, "doom_loop": { "$ref": "#/$defs/action" } }, "additionalProperties": { "$ref": "#/$defs/rule" } }] };
    var schema33 = { "enum": ["ask", "allow", "deny"] };
    var func1 = Object.prototype.hasOwnProperty;
    var schema34 = { "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "additionalProperties": { "$ref": "#/$defs/action" } }] };
    function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate22.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      const _errs0 = errors;
      let valid0 = false;
      const _errs1 = errors;
      if (!(data === "ask" || data === "allow" || data === "deny")) {
        const err0 = { instancePath, schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      var _valid0 = _errs1 === errors;
      valid0 = valid0 || _valid0;
      const _errs3 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          let data0 = data[key0];
          if (!(data0 === "ask" || data0 === "allow" || data0 === "deny")) {
            const err1 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.anyOf[1].type, parentSchema: schema34.anyOf[1], data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      var _valid0 = _errs3 === errors;
      valid0 = valid0 || _valid0;
      if (_valid0) {
        var props0 = true;
      }
      if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema34.anyOf, parentSchema: schema34, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      } else {
        errors = _errs0;
        if (vErrors !== null) {
          if (_errs0) {
            vErrors.length = _errs0;
          } else {
            vErrors = null;
          }
        }
      }
      validate22.errors = vErrors;
      evaluated0.props = props0;
      return errors === 0;
    }
    validate22.evaluated = { "dynamicProps": true, "dynamicItems": false };
    function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate21.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      const _errs0 = errors;
      let valid0 = false;
      const _errs1 = errors;
      if (!(data === "ask" || data === "allow" || data === "deny")) {
        const err0 = { instancePath, schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      var _valid0 = _errs1 === errors;
      valid0 = valid0 || _valid0;
      const _errs3 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!func1.call(schema32.anyOf[1].properties, key0)) {
            if (!validate22(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData, dynamicAnchors })) {
              vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
              errors = vErrors.length;
            }
          }
        }
        if (data.read !== void 0) {
          if (!validate22(data.read, { instancePath: instancePath + "/read", parentData: data, parentDataProperty: "read", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.edit !== void 0) {
          if (!validate22(data.edit, { instancePath: instancePath + "/edit", parentData: data, parentDataProperty: "edit", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.glob !== void 0) {
          if (!validate22(data.glob, { instancePath: instancePath + "/glob", parentData: data, parentDataProperty: "glob", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.grep !== void 0) {
          if (!validate22(data.grep, { instancePath: instancePath + "/grep", parentData: data, parentDataProperty: "grep", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.list !== void 0) {
          if (!validate22(data.list, { instancePath: instancePath + "/list", parentData: data, parentDataProperty: "list", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.bash !== void 0) {
          if (!validate22(data.bash, { instancePath: instancePath + "/bash", parentData: data, parentDataProperty: "bash", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.task !== void 0) {
          if (!validate22(data.task, { instancePath: instancePath + "/task", parentData: data, parentDataProperty: "task", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.external_directory !== void 0) {
          if (!validate22(data.external_directory, { instancePath: instancePath + "/external_directory", parentData: data, parentDataProperty: "external_directory", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.lsp !== void 0) {
          if (!validate22(data.lsp, { instancePath: instancePath + "/lsp", parentData: data, parentDataProperty: "lsp", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.skill !== void 0) {
          if (!validate22(data.skill, { instancePath: instancePath + "/skill", parentData: data, parentDataProperty: "skill", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
            errors = vErrors.length;
          }
        }
        if (data.question !== void 0) {
          let data11 = data.question;
          if (!(data11 === "ask" || data11 === "allow" || data11 === "deny")) {
            const err1 = { instancePath: instancePath + "/question", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data11 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.webfetch !== void 0) {
          let data12 = data.webfetch;
          if (!(data12 === "ask" || data12 === "allow" || data12 === "deny")) {
            const err2 = { instancePath: instancePath + "/webfetch", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data12 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.websearch !== void 0) {
          let data13 = data.websearch;
          if (!(data13 === "ask" || data13 === "allow" || data13 === "deny")) {
            const err3 = { instancePath: instancePath + "/websearch", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data13 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.doom_loop !== void 0) {
          let data14 = data.doom_loop;
          if (!(data14 === "ask" || data14 === "allow" || data14 === "deny")) {
            const err4 = { instancePath: instancePath + "/doom_loop", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data14 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.anyOf[1].type, parentSchema: schema32.anyOf[1], data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs3 === errors;
      valid0 = valid0 || _valid0;
      if (_valid0) {
        var props11 = true;
      }
      if (!valid0) {
        const err6 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.anyOf, parentSchema: schema32, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs0;
        if (vErrors !== null) {
          if (_errs0) {
            vErrors.length = _errs0;
          } else {
            vErrors = null;
          }
        }
      }
      validate21.errors = vErrors;
      evaluated0.props = props11;
      return errors === 0;
    }
    validate21.evaluated = { "dynamicProps": true, "dynamicItems": false };
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate20.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.$schema !== void 0) {
          let data0 = data.$schema;
          if (typeof data0 !== "string") {
            const err0 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.$schema.type, parentSchema: schema31.properties.$schema, data: data0 };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.instructions !== void 0) {
          let data1 = data.instructions;
          if (Array.isArray(data1)) {
            const len0 = data1.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data2 = data1[i0];
              if (typeof data2 !== "string") {
                const err1 = { instancePath: instancePath + "/instructions/" + i0, schemaPath: "#/properties/instructions/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.instructions.items.type, parentSchema: schema31.properties.instructions.items, data: data2 };
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
              }
            }
          } else {
            const err2 = { instancePath: instancePath + "/instructions", schemaPath: "#/properties/instructions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.instructions.type, parentSchema: schema31.properties.instructions, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.agent !== void 0) {
          let data3 = data.agent;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            for (const key0 in data3) {
              let data4 = data3[key0];
              if (!(data4 && typeof data4 == "object" && !Array.isArray(data4))) {
                const err3 = { instancePath: instancePath + "/agent/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/agent/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agent.additionalProperties.type, parentSchema: schema31.properties.agent.additionalProperties, data: data4 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
          } else {
            const err4 = { instancePath: instancePath + "/agent", schemaPath: "#/properties/agent/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agent.type, parentSchema: schema31.properties.agent, data: data3 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.agents !== void 0) {
          let data5 = data.agents;
          if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
            for (const key1 in data5) {
              let data6 = data5[key1];
              if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
                const err5 = { instancePath: instancePath + "/agents/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/agents/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agents.additionalProperties.type, parentSchema: schema31.properties.agents.additionalProperties, data: data6 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
          } else {
            const err6 = { instancePath: instancePath + "/agents", schemaPath: "#/properties/agents/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agents.type, parentSchema: schema31.properties.agents, data: data5 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.mode !== void 0) {
          let data7 = data.mode;
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            for (const key2 in data7) {
              let data8 = data7[key2];
              if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
                const err7 = { instancePath: instancePath + "/mode/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/mode/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mode.additionalProperties.type, parentSchema: schema31.properties.mode.additionalProperties, data: data8 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mode.type, parentSchema: schema31.properties.mode, data: data7 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.default_agent !== void 0) {
          let data9 = data.default_agent;
          if (typeof data9 !== "string") {
            const err9 = { instancePath: instancePath + "/default_agent", schemaPath: "#/properties/default_agent/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.default_agent.type, parentSchema: schema31.properties.default_agent, data: data9 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.permission !== void 0) {
          if (!validate21(data.permission, { instancePath: instancePath + "/permission", parentData: data, parentDataProperty: "permission", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
        if (data.tools !== void 0) {
          let data11 = data.tools;
          if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
            for (const key3 in data11) {
              let data12 = data11[key3];
              if (typeof data12 !== "boolean") {
                const err10 = { instancePath: instancePath + "/tools/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.tools.additionalProperties.type, parentSchema: schema31.properties.tools.additionalProperties, data: data12 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.tools.type, parentSchema: schema31.properties.tools, data: data11 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.skills !== void 0) {
          let data13 = data.skills;
          const _errs32 = errors;
          let valid7 = false;
          const _errs33 = errors;
          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
            if (data13.paths !== void 0) {
              let data14 = data13.paths;
              if (Array.isArray(data14)) {
                const len1 = data14.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data15 = data14[i1];
                  if (typeof data15 !== "string") {
                    const err12 = { instancePath: instancePath + "/skills/paths/" + i1, schemaPath: "#/properties/skills/anyOf/0/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.skills.anyOf[0].properties.paths.items.type, parentSchema: schema31.properties.skills.anyOf[0].properties.paths.items, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
              } else {
                const err13 = { instancePath: instancePath + "/skills/paths", schemaPath: "#/properties/skills/anyOf/0/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.skills.anyOf[0].properties.paths.type, parentSchema: schema31.properties.skills.anyOf[0].properties.paths, data: data14 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data13.urls !== void 0) {
              let data16 = data13.urls;
              if (Array.isArray(data16)) {
                const len2 = data16.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data17 = data16[i2];
                  if (typeof data17 !== "string") {
                    const err14 = { instancePath: instancePath + "/skills/urls/" + i2, schemaPath: "#/properties/skills/anyOf/0/properties/urls/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.skills.anyOf[0].properties.urls.items.type, parentSchema: schema31.properties.skills.anyOf[0].properties.urls.items, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
              } else {
                const err15 = { instancePath: instancePath + "/skills/urls", schemaPath: "#/properties/skills/anyOf/0/properties/urls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.skills.anyOf[0].properties.urls.type, parentSchema: schema31.properties.skills.anyOf[0].properties.urls, data: data16 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.skills.anyOf[0].type, parentSchema: schema31.properties.skills.anyOf[0], data: data13 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          var _valid0 = _errs33 === errors;
          valid7 = valid7 || _valid0;
          if (_valid0) {
            var props1 = {};
            props1.paths = true;
            props1.urls = true;
          }
          const _errs43 = errors;
          if (Array.isArray(data13)) {
            const len3 = data13.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data18 = data13[i3];
              if (typeof data18 !== "string") {
                const err17 = { instancePath: instancePath + "/skills/" + i3, schemaPath: "#/properties/skills/anyOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.skills.anyOf[1].items.type, parentSchema: schema31.properties.skills.anyOf[1].items, data: data18 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.skills.anyOf[1].type, parentSchema: schema31.properties.skills.anyOf[1], data: data13 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          var _valid0 = _errs43 === errors;
          valid7 = valid7 || _valid0;
          if (!valid7) {
            const err19 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.skills.anyOf, parentSchema: schema31.properties.skills, data: data13 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          } else {
            errors = _errs32;
            if (vErrors !== null) {
              if (_errs32) {
                vErrors.length = _errs32;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.reference !== void 0) {
          let data19 = data.reference;
          if (!(data19 && typeof data19 == "object" && !Array.isArray(data19))) {
            const err20 = { instancePath: instancePath + "/reference", schemaPath: "#/properties/reference/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.reference.type, parentSchema: schema31.properties.reference, data: data19 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data.references !== void 0) {
          let data20 = data.references;
          if (!(data20 && typeof data20 == "object" && !Array.isArray(data20))) {
            const err21 = { instancePath: instancePath + "/references", schemaPath: "#/properties/references/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.references.type, parentSchema: schema31.properties.references, data: data20 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data.command !== void 0) {
          let data21 = data.command;
          if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
            for (const key4 in data21) {
              let data22 = data21[key4];
              if (!(data22 && typeof data22 == "object" && !Array.isArray(data22))) {
                const err22 = { instancePath: instancePath + "/command/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/command/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.command.additionalProperties.type, parentSchema: schema31.properties.command.additionalProperties, data: data22 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          } else {
            const err23 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.command.type, parentSchema: schema31.properties.command, data: data21 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data.plugin !== void 0) {
          let data23 = data.plugin;
          if (!Array.isArray(data23)) {
            const err24 = { instancePath: instancePath + "/plugin", schemaPath: "#/properties/plugin/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.plugin.type, parentSchema: schema31.properties.plugin, data: data23 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data.provider !== void 0) {
          let data24 = data.provider;
          if (!(data24 && typeof data24 == "object" && !Array.isArray(data24))) {
            const err25 = { instancePath: instancePath + "/provider", schemaPath: "#/properties/provider/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.provider.type, parentSchema: schema31.properties.provider, data: data24 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data.mcp !== void 0) {
          let data25 = data.mcp;
          if (!(data25 && typeof data25 == "object" && !Array.isArray(data25))) {
            const err26 = { instancePath: instancePath + "/mcp", schemaPath: "#/properties/mcp/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mcp.type, parentSchema: schema31.properties.mcp, data: data25 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data.model !== void 0) {
          let data26 = data.model;
          const _errs63 = errors;
          let valid16 = false;
          const _errs64 = errors;
          if (typeof data26 !== "string") {
            const err27 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.model.anyOf[0].type, parentSchema: schema31.properties.model.anyOf[0], data: data26 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          var _valid1 = _errs64 === errors;
          valid16 = valid16 || _valid1;
          const _errs66 = errors;
          if (!(data26 && typeof data26 == "object" && !Array.isArray(data26))) {
            const err28 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.model.anyOf[1].type, parentSchema: schema31.properties.model.anyOf[1], data: data26 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          var _valid1 = _errs66 === errors;
          valid16 = valid16 || _valid1;
          if (!valid16) {
            const err29 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.model.anyOf, parentSchema: schema31.properties.model, data: data26 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          } else {
            errors = _errs63;
            if (vErrors !== null) {
              if (_errs63) {
                vErrors.length = _errs63;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.small_model !== void 0) {
          let data27 = data.small_model;
          if (typeof data27 !== "string") {
            const err30 = { instancePath: instancePath + "/small_model", schemaPath: "#/properties/small_model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.small_model.type, parentSchema: schema31.properties.small_model, data: data27 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data.share !== void 0) {
          let data28 = data.share;
          if (!(data28 === "manual" || data28 === "auto" || data28 === "disabled")) {
            const err31 = { instancePath: instancePath + "/share", schemaPath: "#/properties/share/enum", keyword: "enum", params: { allowedValues: schema31.properties.share.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.share.enum, parentSchema: schema31.properties.share, data: data28 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data.autoshare !== void 0) {
          let data29 = data.autoshare;
          if (typeof data29 !== "boolean") {
            const err32 = { instancePath: instancePath + "/autoshare", schemaPath: "#/properties/autoshare/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.autoshare.type, parentSchema: schema31.properties.autoshare, data: data29 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data.autoupdate !== void 0) {
          let data30 = data.autoupdate;
          const _errs74 = errors;
          let valid17 = false;
          const _errs75 = errors;
          if (typeof data30 !== "boolean") {
            const err33 = { instancePath: instancePath + "/autoupdate", schemaPath: "#/properties/autoupdate/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.autoupdate.anyOf[0].type, parentSchema: schema31.properties.autoupdate.anyOf[0], data: data30 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
          var _valid2 = _errs75 === errors;
          valid17 = valid17 || _valid2;
          const _errs77 = errors;
          if ("notify" !== data30) {
            const err34 = { instancePath: instancePath + "/autoupdate", schemaPath: "#/properties/autoupdate/anyOf/1/const", keyword: "const", params: { allowedValue: "notify" }, message: "must be equal to constant", schema: "notify", parentSchema: schema31.properties.autoupdate.anyOf[1], data: data30 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          var _valid2 = _errs77 === errors;
          valid17 = valid17 || _valid2;
          if (!valid17) {
            const err35 = { instancePath: instancePath + "/autoupdate", schemaPath: "#/properties/autoupdate/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.autoupdate.anyOf, parentSchema: schema31.properties.autoupdate, data: data30 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          } else {
            errors = _errs74;
            if (vErrors !== null) {
              if (_errs74) {
                vErrors.length = _errs74;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.snapshot !== void 0) {
          let data31 = data.snapshot;
          if (typeof data31 !== "boolean") {
            const err36 = { instancePath: instancePath + "/snapshot", schemaPath: "#/properties/snapshot/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.snapshot.type, parentSchema: schema31.properties.snapshot, data: data31 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data.username !== void 0) {
          let data32 = data.username;
          if (typeof data32 !== "string") {
            const err37 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.username.type, parentSchema: schema31.properties.username, data: data32 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data.shell !== void 0) {
          let data33 = data.shell;
          if (typeof data33 !== "string") {
            const err38 = { instancePath: instancePath + "/shell", schemaPath: "#/properties/shell/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.shell.type, parentSchema: schema31.properties.shell, data: data33 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data.logLevel !== void 0) {
          let data34 = data.logLevel;
          if (!(data34 === "DEBUG" || data34 === "INFO" || data34 === "WARN" || data34 === "ERROR")) {
            const err39 = { instancePath: instancePath + "/logLevel", schemaPath: "#/properties/logLevel/enum", keyword: "enum", params: { allowedValues: schema31.properties.logLevel.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.logLevel.enum, parentSchema: schema31.properties.logLevel, data: data34 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data.disabled_providers !== void 0) {
          let data35 = data.disabled_providers;
          if (Array.isArray(data35)) {
            const len4 = data35.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data36 = data35[i4];
              if (typeof data36 !== "string") {
                const err40 = { instancePath: instancePath + "/disabled_providers/" + i4, schemaPath: "#/properties/disabled_providers/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.disabled_providers.items.type, parentSchema: schema31.properties.disabled_providers.items, data: data36 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = { instancePath: instancePath + "/disabled_providers", schemaPath: "#/properties/disabled_providers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.disabled_providers.type, parentSchema: schema31.properties.disabled_providers, data: data35 };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data.enabled_providers !== void 0) {
          let data37 = data.enabled_providers;
          if (Array.isArray(data37)) {
            const len5 = data37.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data38 = data37[i5];
              if (typeof data38 !== "string") {
                const err42 = { instancePath: instancePath + "/enabled_providers/" + i5, schemaPath: "#/properties/enabled_providers/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.enabled_providers.items.type, parentSchema: schema31.properties.enabled_providers.items, data: data38 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          } else {
            const err43 = { instancePath: instancePath + "/enabled_providers", schemaPath: "#/properties/enabled_providers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.enabled_providers.type, parentSchema: schema31.properties.enabled_providers, data: data37 };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data.subagent_depth !== void 0) {
          let data39 = data.subagent_depth;
          if (!(typeof data39 == "number" && (!(data39 % 1) && !isNaN(data39)))) {
            const err44 = { instancePath: instancePath + "/subagent_depth", schemaPath: "#/properties/subagent_depth/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.subagent_depth.type, parentSchema: schema31.properties.subagent_depth, data: data39 };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
          if (typeof data39 == "number") {
            if (data39 < 0 || isNaN(data39)) {
              const err45 = { instancePath: instancePath + "/subagent_depth", schemaPath: "#/properties/subagent_depth/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema31.properties.subagent_depth, data: data39 };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
      } else {
        const err46 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
      validate20.errors = vErrors;
      return errors === 0;
    }
    validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
    module.exports.schemaHash = "0f70d512c46b2e19515f16f7c4926d4f5087ec82dd211a736b0bc75089d699d8";
  }
});

// ctxlens:lazy-deps
var ajv = null;
function loadYaml() {
  return require_dist();
}
function loadJsoncParser() {
  return init_main(), __toCommonJS(main_exports);
}
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
      return require_agent_frontmatter();
    case "ctxlens-config":
      return require_ctxlens_config();
    case "flow":
      return require_flow();
    case "flow-template":
      return require_flow_template();
    case "opencode-agent":
      return require_opencode_agent();
    case "opencode-config":
      return require_opencode_config();
    case "opencode-json":
      return require_opencode_json();
    default:
      return null;
  }
}

export {
  require_dist,
  createScanner2 as createScanner,
  SyntaxKind,
  parse2 as parse,
  parseTree2 as parseTree,
  findNodeAtLocation2 as findNodeAtLocation,
  findNodeAtOffset2 as findNodeAtOffset,
  getNodePath2 as getNodePath,
  printParseErrorCode,
  init_main,
  loadYaml,
  loadJsoncParser,
  loadAjv2020,
  loadAjvFormats,
  loadPrecompiled
};
