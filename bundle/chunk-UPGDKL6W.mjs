import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  fingerprintOf,
  ruleDocUrl
} from "./chunk-F6RO3KKK.mjs";
import {
  INTERNAL_ERROR_RULE,
  SEVERITY_RANK,
  countSeverities
} from "./chunk-ULAQDWDD.mjs";
import {
  neutralise,
  safeJson,
  suppressionSummary
} from "./chunk-4W7TGBYQ.mjs";
import {
  compareBytes
} from "./chunk-QQPG2PVG.mjs";

// src/engine/rebase.ts
import * as path from "node:path";
function rebaseSpan(span, from, to) {
  if (span.file === "" || path.isAbsolute(span.file)) return span;
  const rel = path.relative(to, path.resolve(from, span.file)).split(path.sep).join("/");
  return rel.startsWith("../") ? span : { ...span, file: rel };
}
function rebaseFindings(findings, from, to) {
  if (from === to) return [...findings];
  return findings.map((f) => ({
    ...f,
    span: f.span ? rebaseSpan(f.span, from, to) : null,
    ...f.related ? { related: f.related.map((r) => ({ ...r, span: rebaseSpan(r.span, from, to) })) } : {}
  }));
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
  const n = results.findings.length;
  if (n > 0) out += `
${n} problem${n === 1 ? "" : "s"}
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
  const n = countSeverities(results.findings);
  let out = "## ctxlens\n\n";
  if (results.findings.length === 0) out += "No problems found.\n";
  else {
    out += `**${n.errorCount} error(s), ${n.warningCount} warning(s), ${n.infoCount} info**

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
function region(span) {
  if (span.start.line <= 0) return null;
  return { startLine: span.start.line, startColumn: span.start.column, endLine: span.end.line, endColumn: span.end.column };
}
function location(span, message) {
  const r = region(span);
  return {
    physicalLocation: { artifactLocation: uriFor(span.file), ...r ? { region: r } : {} },
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
  const rules = metas.map(([id, m]) => ({
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
        tool: { driver: { name: "ctxlens", version: ctx.version ?? "0.0.0", informationUri: "https://github.com/ctxlens/ctxlens", rules } },
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
      value(hex) {
        const matches = /[a-f\d]{6}|[a-f\d]{3}/i.exec(hex.toString(16));
        if (!matches) {
          return [0, 0, 0];
        }
        let [colorString] = matches;
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
import process from "node:process";
import os from "node:os";
import tty from "node:tty";
function hasFlag(flag, argv = globalThis.Deno ? globalThis.Deno.args : process.argv) {
  const prefix = flag.startsWith("-") ? "" : flag.length === 1 ? "-" : "--";
  const position2 = argv.indexOf(prefix + flag);
  const terminatorPosition = argv.indexOf("--");
  return position2 !== -1 && (terminatorPosition === -1 || position2 < terminatorPosition);
}
var { env } = process;
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
  if (process.platform === "win32") {
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
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
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
  const n = countSeverities(results.findings);
  const total = results.findings.length;
  if (total > 0) {
    const summary = `\u2716 ${plural(total, "problem")} (${plural(n.errorCount, "error")}, ${plural(n.warningCount, "warning")}, ${n.infoCount} info)`;
    out += "\n" + (n.errorCount > 0 ? c.red.bold(summary) : n.warningCount > 0 ? c.yellow.bold(summary) : c.bold(summary)) + "\n";
    if (ctx.runtime !== void 0) out += c.dim(neutralise(`Runtime: ${ctx.runtime}`)) + "\n";
  }
  if (results.suppressed.length > 0) out += (total > 0 ? "" : "\n") + c.dim(`${plural(results.suppressed.length, "finding")} suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.`) + "\n";
  return out;
};

// src/report/index.ts
var REPORTERS = Object.freeze({ stylish, compact, json, sarif, github, markdown });

export {
  rebaseFindings,
  escapeData,
  toJsonFinding,
  escapeMarkdown,
  markdown,
  Chalk,
  stylish,
  FORMATS,
  REPORTERS
};
