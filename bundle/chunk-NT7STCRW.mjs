import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  findNodeAtLocation,
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
  RUNTIME_LABELS,
  didYouMean,
  isRuntimeId,
  packageRoot,
  withSourceOptions,
  withTargetOptions
} from "./chunk-FVWQRNWE.mjs";
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
  __require,
  __toESM
} from "./chunk-DTIDPYTN.mjs";

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

// src/commands/touch.ts
init_main();

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
  const spanAt = (path11) => {
    let node = root;
    for (const seg of path11) {
      if (typeof seg === "number") node = node?.type === "array" ? node.children?.[seg] : void 0;
      else node = childCI(node, seg);
      if (!node) return void 0;
    }
    return node ? lines.span(doc.file, "/" + path11.join("/"), node.offset, node.offset + node.length) : void 0;
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

// src/load/schema.ts
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join as join2 } from "node:path";
var AJV_OPTIONS = { allErrors: true, strict: false, allowUnionTypes: true, verbose: true };
function schemaText(name) {
  const text = readFileSync(join2(packageRoot(), "schemas", `${name}.schema.json`), "utf8");
  return { text, hash: createHash("sha256").update(text).digest("hex") };
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

// src/load/json-doc.ts
init_main();

// src/load/yaml-doc.ts
var import_yaml = __toESM(require_dist(), 1);
function parseYaml(text, file, opts = {}) {
  const offset = opts.offset ?? 0;
  const lines = opts.lines ?? new LineIndex(text);
  const deep = yamlNesting(text);
  if (deep.maxDepth > MAX_CHECKED_YAML_DEPTH) {
    const over = deep.maxDepth > GO_YAML_MAX_DEPTH;
    const at3 = over ? deep.offsetOver[1] : deep.offsetOver[0];
    const span = { file, pointer: "", start: lines.pos(offset + at3), end: lines.pos(offset + at3 + 1) };
    const message2 = over ? `exceeded max depth of ${GO_YAML_MAX_DEPTH}` : `nested more than ${MAX_CHECKED_YAML_DEPTH} levels deep`;
    return { file, text, lines, doc: import_yaml.default.parseDocument("", { version: "1.1" }), errors: [{ code: over ? "EXCEEDED_MAX_DEPTH" : "TOO_DEEP_TO_CHECK", message: message2, span }], offset };
  }
  const doc = opts.scalars === "text" ? import_yaml.default.parseDocument(text, { uniqueKeys: false, prettyErrors: false, strict: false, version: "1.1", schema: "failsafe" }) : import_yaml.default.parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: false, version: "1.1" });
  const errors = doc.errors.map((e) => ({
    code: e.code,
    message: e.message.split("\n")[0] ?? e.message,
    span: { file, pointer: "", start: lines.pos(offset + e.pos[0]), end: lines.pos(offset + Math.max(e.pos[1], e.pos[0] + 1)) }
  }));
  return { file, text, lines, doc, errors, offset };
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

// src/runtimes/fork/load/config-tree.ts
function goLower(s) {
  return s.toLowerCase();
}
function toCNode(doc, root, issues) {
  return build({ doc, issues }, root, "", [], false);
}
function build(st, n, ptr, path11, inArray) {
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
        items: (n.children ?? []).map((c, i) => build(st, c, pointer(ptr, i), [...path11, "[]"], true))
      };
    default:
      return { ...base2, kind: "object", value: null, entries: buildEntries(st, n, ptr, path11, inArray) };
  }
}
function props(n) {
  const out = [];
  for (const p of n.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v) continue;
    out.push({ keyNode: k, key: String(k.value), valueNode: v });
  }
  return out;
}
function isPatternMap(path11) {
  const p = path11;
  return p.length === 4 && p[0] === "agents" && p[2] === "permission" || p.length === 3 && p[0] === "permission" && p[1] === "rules";
}
function buildEntries(st, n, ptr, path11, inArray) {
  const all = props(n);
  const lastOfSpelling = /* @__PURE__ */ new Map();
  all.forEach((p, i) => lastOfSpelling.set(p.key, i));
  const winnerOfLower = /* @__PURE__ */ new Map();
  all.forEach((p, i) => winnerOfLower.set(goLower(p.key), i));
  const keySpan = (i) => jsonSpan(st.doc, all[i].keyNode, pointer(ptr, all[i].key));
  const out = [];
  const splitAllowed = !inArray && !isPatternMap(path11);
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
    const value = build(st, p.valueNode, vptr, [...path11, ...segs], inArray);
    if (segs.length > 1 && !(path11.length === 1 && path11[0] === "agents")) {
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
import { readFileSync as readFileSync2 } from "node:fs";
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
  const exact = n.raw !== null && n.raw === JSON.stringify(s) && n.span.start.line === n.span.end.line && !n.env;
  let off = 1;
  return pieces.map((p) => {
    const start = off;
    off += p.length + 1;
    if (!exact) return { ...n, value: p, raw: null };
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
  return JSON.parse(readFileSync2(join3(packageRoot(), "schemas", "opencode-config.schema.json"), "utf8"));
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
      const path11 = label ? `${label}.${name}` : name;
      spans.set(p, { key: e.written.span, value: e.value.span });
      if (e.written.value.includes(".")) dotted.add(p);
      if (isStruct && c.known && e.written.value !== name && !e.written.value.includes(".") && e.written.value.toLowerCase() === name.toLowerCase()) {
        issues.push({ rule: "config-key-spelling", messageId: "spelling", data: { key: e.written.value, canonical: name, path: path11 }, span: e.written.span });
      }
      out[outKey] = walk(e.value, c.schema, p, path11);
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
  const fail = (n, path11, expected) => {
    failures.push({ path: path11, message: `'${path11}' expected ${expected}, got unconvertible ${jsonTypeName(n)}${n.kind === "object" || n.kind === "array" ? "" : ` ${show2(n.value)}`}`, span: n.span, env: n.env });
  };
  let quiet = 0;
  const weak = (n, path11, expected, result) => {
    if (n.env || quiet > 0) return;
    issues.push({ rule: "config-weak-typing", messageId: "coerced", data: { path: path11, found: `the ${jsonTypeName(n)} ${show2(n.value)}`, expected, result: show2(result) }, span: n.span });
  };
  const scalar = (n, path11, expected, c) => {
    if (!c.ok) fail(n, path11, expected);
    else if (c.weak) weak(n, path11, expected, c.value);
  };
  const walk = (n, s, path11) => {
    const r = resolve(root, s);
    switch (goKind(r)) {
      case "any":
        return;
      case "string":
        return scalar(n, path11, "a string", toGoString(n));
      case "integer":
        return scalar(n, path11, "an integer", toGoInt(n));
      case "number":
        return scalar(n, path11, "a number", toGoFloat(n));
      case "boolean":
        return scalar(n, path11, "a boolean", toGoBool(n));
      case "array": {
        const itemKind = goKind(resolve(root, r?.items));
        if (n.kind === "object" && n.entries.length > 0 && itemKind !== "struct" && itemKind !== "map" && itemKind !== "any") return fail(n, path11, "a list");
        const { items, how } = sliceItems(n);
        if (how === "split" && !n.env) {
          issues.push({ rule: "config-weak-typing", messageId: "splitList", data: { path: path11, value: show2(n.value), result: show2(items.map((i) => i.value)) }, span: n.span });
        } else if (how === "wrapped" && !n.env) {
          const found = n.kind === "object" ? "object" : `${jsonTypeName(n)} ${show2(n.value)}`;
          issues.push({ rule: "config-weak-typing", messageId: "wrapped", data: { path: path11, found }, span: n.span });
        }
        if (how === "wrapped") quiet++;
        items.forEach((it, i) => walk(it, resolve(root, r?.items), `${path11}[${i}]`));
        if (how === "wrapped") quiet--;
        return;
      }
      case "struct":
        if (n.kind !== "object") return fail(n, path11, "an object");
        for (const e of n.entries) {
          const c = child(root, r, e.key);
          if (c.known) walk(e.value, c.schema, `${path11 ? path11 + "." : ""}${c.name}`);
        }
        return;
      case "map":
        if (n.kind === "array") {
          if (n.items.length === 0) return;
          if (n.items.every((i) => i.kind === "object")) {
            if (!n.env) issues.push({ rule: "config-weak-typing", messageId: "mergedMaps", data: { path: path11 }, span: n.span });
            for (const it of n.items) for (const e of it.entries) walk(e.value, child(root, r, e.key).schema, `${path11}.${e.key}`);
            return;
          }
        }
        if (n.kind !== "object") return fail(n, path11, "an object");
        for (const e of n.entries) walk(e.value, child(root, r, e.key).schema, `${path11}.${e.key}`);
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
var MAX_CONFIG_BYTES = 1024 * 1024;
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
  const r = ctx.source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok) {
    const detail = READ_ERRORS[r.code] ?? r.code;
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail }, span: fileSpan(file) });
    if (isGlobal) fatals.push(`failed to read config: ${detail}`);
    return "unreadable";
  }
  if (r.size > MAX_CONFIG_BYTES) {
    const start = { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail: `it is ${r.size} bytes, over the ${MAX_CONFIG_BYTES} bytes ctxlens reads; the runtime reads it, but ctxlens checks none of its settings and simulates with the defaults` }, span: start });
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
  const [, y, mo, d, sep, h, mi, se, zone] = m3;
  const month = Number(mo);
  if (month < 1 || month > 12 || Number(d) < 1 || Number(d) > daysIn(month, Number(y))) return false;
  if (sep === void 0) return true;
  if (Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return false;
  if (sep === " ") return zone === void 0;
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
    const offset = alias.range?.[0] ?? 0;
    if (!unknown || offset < unknown.offset) unknown = { alias, offset };
  }
  if (unknown) {
    const span = yamlSpan(y, unknown.alias, "");
    const before = !e || span.start.line < e.span.start.line || span.start.line === e.span.start.line && span.start.column < e.span.start.column;
    if (before) return { message: `yaml: unknown anchor '${unknown.alias.source}' referenced`, span };
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
  const rules = at2(s, "permission", "rules");
  if (rules) checkJsonPermissionMap(rules, "permission.rules", issues);
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
var AGENT_FIELDS = Object.freeze({
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
var AGENT_INFO_T = { k: "struct", name: "agent.AgentInfo", fields: AGENT_FIELDS };
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
var MAX_DEPTH = 6;
var MAX_VISITS = 2e3;
function mdFiles(ctx, dir2, depth = 0, budget = { n: 0 }) {
  const entries = ctx.source.readdir(dir2);
  if (entries === null || depth > MAX_DEPTH) return [];
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
function dedupe2(xs) {
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
  a.allowTools = dedupe2(allowTools);
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
    const path11 = trimSpace(effValue(m3, "langfusePromptPath") ?? "");
    const hasInline = trimSpace(prompt) !== "";
    if (hasInline && path11 !== "") {
      return err(
        `invalid step prompt source: step ${q(id)} declares both prompt and langfusePromptPath \u2014 declare exactly one (check any extends templates: one of the two may be inherited)`,
        stepIdSpan(m3)
      );
    }
    if (!hasInline && path11 === "") return err(`invalid step prompt source: step ${q(id)} declares neither prompt nor langfusePromptPath`, stepIdSpan(m3));
    if (path11 === "" && trimSpace(effValue(m3, "langfusePromptLabel") ?? "") !== "") {
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
    const path11 = [start];
    let cur = next.get(start);
    const seen = /* @__PURE__ */ new Set([start]);
    while (cur !== void 0 && !seen.has(cur)) {
      seen.add(cur);
      path11.push(cur);
      cur = next.get(cur);
    }
    if (cur === start) {
      const fb = effValue(m3, "fallback");
      return {
        message: `fallback cycle: ${[...path11, start].join(" -> ")} (static fallback.to cycles are rejected at load, docs/flows.md@bc01be8)`,
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
  const add = (list, scope) => {
    for (const parsed of list) scanned.push({ parsed, scope, id: parsed.id, nsError: null });
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

// src/runtimes/fork/model/context.ts
function isDeclared(ctx) {
  return !!ctx && ctx.paths !== null;
}
function normaliseMode(raw) {
  if (raw === null || raw === void 0 || raw === "" || raw === "replace") return { mode: "replace", recognised: true };
  if (raw === "append") return { mode: "append", recognised: true };
  return { mode: "append", recognised: false };
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

// src/runtimes/fork/sim/read-cache.ts
import { createHash as createHash2 } from "node:crypto";
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
      h = r.ok ? createHash2("sha256").update(r.data).digest("hex") : null;
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
  const exists2 = (abs) => cache.stat(abs) !== null;
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
        winner: { abs: prior.abs, layer: prior.layer, entry: prior.entry, exists: exists2(prior.abs) },
        loser: { abs, layer: plan.name, entry: trace, exists: exists2(abs) },
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
    const list = cache.readdir(d);
    if (list === null) {
      trace.detail = `cannot read directory ${d}`;
      return false;
    }
    const prefix = d === "/" ? "/" : d + "/";
    for (const e of list) {
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
  const before = m3 < 0 ? pattern : pattern.slice(0, m3);
  const slash = before.lastIndexOf("/");
  return slash > 0 ? before.slice(0, slash) : "";
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

// ctxlens:remark
var m = null;
function remark() {
  m ??= __require("./remark.cjs");
  return m.remark();
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
  const before = text.slice(0, start);
  return FENCES.some((f) => before.includes(f));
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

// src/load/ctxlens-config/runtime-pin.ts
init_main();

// src/load/ctxlens-config/locate.ts
import { posix as path } from "node:path";

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
var MAX_CONFIG_BYTES2 = 1 << 20;
function findConfigFile(source, cwd) {
  let dir2 = path.resolve(cwd);
  for (; ; ) {
    const candidate = path.join(dir2, CONFIG_FILE_NAME);
    if (source.lstat(candidate) !== null) return candidate;
    if (source.lstat(path.join(dir2, ".git")) !== null) return null;
    const up = path.dirname(dir2);
    if (up === dir2) return null;
    dir2 = up;
  }
}
function shownPath(abs, cwd) {
  const rel2 = path.relative(path.resolve(cwd), abs);
  return rel2 !== "" && !rel2.startsWith("../") && rel2 !== ".." ? rel2 : abs;
}
function readConfigText(source, abs, shown2) {
  const r = source.readFile(abs, MAX_CONFIG_BYTES2 + 1);
  if (!r.ok) throw new ConfigError([{ file: shown2, line: 0, column: 0, message: `cannot read the ctxlens config (${r.code})` }]);
  if (r.data.length > MAX_CONFIG_BYTES2) throw new ConfigError([{ file: shown2, line: 0, column: 0, message: `the ctxlens config is larger than ${MAX_CONFIG_BYTES2} bytes` }]);
  return r.data.toString("utf8");
}

// src/load/ctxlens-config/runtime-pin.ts
function readRuntimePin(source, cwd) {
  const abs = findConfigFile(source, cwd);
  if (abs === null) return null;
  const r = source.readFile(abs, MAX_CONFIG_BYTES2 + 1);
  if (!r.ok || r.data.length > MAX_CONFIG_BYTES2) return null;
  const data = parse(r.data.toString("utf8").replace(/^\uFEFF/, ""));
  return isObject(data) && isRuntimeId(data["runtime"]) ? { id: data["runtime"], file: shownPath(abs, cwd) } : null;
}
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

// src/load/runtime-choice.ts
import { posix as path2 } from "node:path";
var MAINSTREAM_CONFIGS = ["opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"];
var FORK_ONLY = [".agents/types", ".opencode/flows", ".agents/flows"];
function worktreeOf(source, W) {
  let dir2 = W;
  for (; ; ) {
    if (source.lstat(path2.join(dir2, ".git")) !== null) return dir2;
    const up = path2.dirname(dir2);
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
    const up = path2.dirname(dir2);
    if (up === dir2) return out;
    dir2 = up;
  }
}
function chooseRuntime(source, W, flag, pinned) {
  const mainstreamFiles = () => {
    const found = [];
    for (const d of dirsUp(W, worktreeOf(source, W))) {
      for (const f of MAINSTREAM_CONFIGS) {
        const abs = path2.join(d, f);
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
  if (source.lstat(path2.join(W, ".opencode.json")) !== null) {
    return { id: "fork", by: "auto", reason: `${RUNTIME_LABELS.fork}, because of .opencode.json (${pin})`, otherConfigs: mainstreamFiles() };
  }
  const ms = mainstreamFiles();
  if (ms.length > 0) {
    return { id: "opencode", by: "auto", reason: `${RUNTIME_LABELS.opencode}, because of ${relTo(W, ms[0])} (${pin})`, otherConfigs: [] };
  }
  for (const f of FORK_ONLY) {
    if (source.stat(path2.join(W, f))?.kind === "dir") {
      return { id: "fork", by: "auto", reason: `${RUNTIME_LABELS.fork}, because of ${f}/, which only the fork reads (${pin})`, otherConfigs: [] };
    }
  }
  return { id: "opencode", by: "auto", reason: `${RUNTIME_LABELS.opencode}, the default: no runtime-specific config found (${pin})`, otherConfigs: [] };
}
function relTo(W, abs) {
  const r = path2.relative(W, abs);
  return r === "" ? "." : r;
}

// src/runtimes/opencode/load/config.ts
init_main();
import { posix as path4 } from "node:path";

// src/runtimes/opencode/load/substitute.ts
import { posix as path3 } from "node:path";
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
  text = text.replace(FILE_RE, (match, offset, whole) => {
    const lineStart = whole.lastIndexOf("\n", offset - 1) + 1;
    const commented = whole.slice(lineStart, offset).trimStart().startsWith("//");
    const rawAt = rawFiles[k]?.[0] === match ? rawFiles[k++].index : -1;
    let p = match.slice("{file:".length, -1);
    const name = p;
    const tok = { kind: "file", text: match, offset: rawAt, name, commented };
    tokens.push(tok);
    if (commented || error !== null) return match;
    if (p.startsWith("~/")) p = home !== null ? path3.join(home, p.slice(2)) : p;
    const resolved = path3.isAbsolute(p) ? path3.normalize(p) : path3.resolve(baseDir, p);
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
  const r = path4.relative(W, abs);
  return r === "" ? "." : r.startsWith("../") || r === ".." ? abs : r;
}
function configCandidates(W, worktree, env) {
  const out = [];
  if (env.globalDir !== null) for (const n of ["config.json", ...NAMES]) out.push({ layer: "global", abs: path4.join(env.globalDir, n) });
  if (env.configFile !== null) out.push({ layer: "custom", abs: env.configFile });
  const up = env.disableProjectConfig ? [] : dirsUp(W, worktree);
  for (const d of [...up].reverse()) for (const n of NAMES) out.push({ layer: "project", abs: path4.join(d, n) });
  const dot = up.map((d) => path4.join(d, ".opencode"));
  if (env.home !== null) dot.push(path4.join(env.home, ".opencode"));
  for (const d of [...new Set(dot)]) for (const n of NAMES) out.push({ layer: "dotdir", abs: path4.join(d, n) });
  if (env.configDir !== null) for (const n of NAMES) out.push({ layer: "configdir", abs: path4.join(env.configDir, n) });
  return out;
}
function loadOcConfig(source, W, worktree, env, root = W) {
  const docs = [];
  const seen = /* @__PURE__ */ new Set();
  for (const c of configCandidates(W, worktree, env)) {
    if (seen.has(c.abs)) continue;
    seen.add(c.abs);
    const st = source.stat(c.abs);
    if (st === null) continue;
    const r = source.readFile(c.abs);
    if (!r.ok) {
      docs.push(failedDoc(c.layer, c.abs, shown(root, c.abs), `Configuration is invalid at ${c.abs}: cannot read it (${r.code})`));
      continue;
    }
    const raw = new TextDecoder().decode(r.data);
    docs.push(parseDoc(c.layer, c.abs, shown(root, c.abs), raw, path4.dirname(c.abs), env, source));
  }
  if (env.configContent !== null) docs.push(parseDoc("inline", null, "$OPENCODE_CONFIG_CONTENT", env.configContent, W, env, source));
  let merged = {};
  const instructions = [];
  const have = /* @__PURE__ */ new Set();
  let refusal = null;
  for (const d of docs) {
    if (d.refusal !== null && refusal === null) refusal = { message: d.refusal, doc: d };
    if (d.data === null) continue;
    const list = d.data["instructions"];
    if (d.layer === "global") {
      merged = mergeDeep(merged, d.data);
      if (Array.isArray(list)) {
        instructions.length = 0;
        have.clear();
      }
    } else merged = mergeConfig(merged, d.data);
    if (Array.isArray(list)) {
      list.forEach((e, index) => {
        if (typeof e !== "string" || have.has(e)) return;
        have.add(e);
        instructions.push({ entry: e, doc: d, index });
      });
    }
  }
  return { docs, merged, instructions, refusal };
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
  const at3 = (offset, length = 1) => ({ file, pointer: "", start: lines.pos(offset), end: lines.pos(offset + Math.max(1, length)) });
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
import { posix as path5 } from "node:path";

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

// src/runtimes/opencode/load/agents.ts
function configDirectories(W, worktree, env) {
  const dirs = [];
  if (env.globalDir !== null) dirs.push(env.globalDir);
  if (!env.disableProjectConfig) dirs.push(...dirsUp(W, worktree).map((d) => path5.join(d, ".opencode")));
  if (env.home !== null) dirs.push(path5.join(env.home, ".opencode"));
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
import { posix } from "node:path";

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
  const path11 = [];
  let cur = doc.tree;
  for (const s of segs) {
    const seg = cur?.type === "array" ? Number(s) : s;
    path11.push(seg);
    cur = cur !== void 0 ? findNodeAtLocation(cur, [seg]) : void 0;
  }
  return findNodeAtLocation(doc.tree, path11);
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
  const list = nodeAt(doc, "/instructions");
  const entry2 = list?.type === "array" ? list.children?.[index] : void 0;
  if (entry2 === void 0) return [];
  return doc.subst.tokens.filter(
    (t) => t.kind === "file" && !t.commented && t.content !== void 0 && t.content.includes("\n") && t.offset >= entry2.offset && t.offset < entry2.offset + entry2.length
  );
}

// src/runtimes/opencode/load/agent-layers.ts
function agentLayers(docs, dirs) {
  const layer = (d) => ({
    kind: "config",
    abs: d.abs ?? "$OPENCODE_CONFIG_CONTENT",
    value: d.data,
    spanAt: (p, which) => configSpanAt(d, p, which)
  });
  const out = docs.filter((d) => d.layer === "global" || d.layer === "custom" || d.layer === "project").map(layer);
  const inDirs = docs.filter((d) => d.layer === "dotdir" || d.layer === "configdir");
  for (const dir2 of dirs) {
    out.push(...inDirs.filter((d) => d.abs !== null && posix.dirname(d.abs) === dir2).map(layer));
    out.push({ kind: "directory", dir: dir2 });
  }
  out.push(...inDirs.filter((d) => d.abs === null || !dirs.includes(posix.dirname(d.abs))).map(layer));
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
import { posix as posix2 } from "node:path";
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
        const childAbs = posix2.join(abs, e.name);
        const childRel = `${rel2}/${e.name}`;
        const kind = e.kind === "symlink" ? source.stat(childAbs)?.kind : e.kind;
        if (kind === "dir") walk(childAbs, childRel);
        else if (kind === "file" && e.name.endsWith(".md")) out.push({ abs: childAbs, relative: childRel, kind: "agent", pathId: agentIdFromPath(childRel, ["agent/", "agents/"]) });
      }
    };
    const root = posix2.join(dir2, sub);
    if (source.stat(root)?.kind === "dir") walk(root, sub);
  }
  for (const sub of ["mode", "modes"]) {
    const root = posix2.join(dir2, sub);
    if (source.stat(root)?.kind !== "dir") continue;
    for (const e of source.readdir(root) ?? []) {
      const abs = posix2.join(root, e.name);
      const kind = e.kind === "symlink" ? source.stat(abs)?.kind : e.kind;
      const relative = `${sub}/${e.name}`;
      if (kind === "file" && e.name.endsWith(".md")) out.push({ abs, relative, kind: "mode", pathId: agentIdFromPath(relative, ["mode/", "modes/"]) });
    }
  }
  return out;
}
function agentIdFromPath(relative, prefixes) {
  const rel2 = relative.replaceAll("\\", "/");
  const prefix = prefixes.find((p) => rel2.startsWith(p));
  const candidate = prefix !== void 0 ? rel2.slice(prefix.length) : posix2.basename(rel2);
  const ext2 = posix2.extname(candidate);
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
  const offset = at3 + (text.length - body.length);
  return { line: text.slice(0, offset).split("\n").length, offset };
}

// src/runtimes/opencode/load/agent-set.ts
function loadAgents2(source, opts) {
  const validator = opts.validator ?? new SchemaValidator();
  const reader = new FrontmatterReader();
  const definitions = [];
  for (const layer of opts.layers) {
    if (layer.kind === "config") definitions.push(...configDefinitions(layer, opts.root, validator));
    else for (const f of findAgentFiles(source, layer.dir)) {
      const d = markdownDefinition(source, f, opts.root, reader, validator);
      if (d) definitions.push(d);
    }
  }
  return { definitions, agents: mergeAgents(definitions) };
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
  const text = r.data.toString("utf8");
  const md = reader.read(text);
  const file = displayPath3(root, f.abs);
  const lines = new LineIndex(text);
  const settings = { name: f.pathId, ...md.data, prompt: md.content.trim() };
  const id = String(settings["name"]);
  const hasBlock = md.opens && (md.outcome === "parsed" || md.outcome === "sanitised");
  const y = hasBlock ? parseYaml(md.block, file, { offset: md.blockOffset, lines }) : null;
  const closeEnd = md.opens ? closingLineEnd(text, md.blockOffset + md.block.length) : 0;
  const frontmatterSpan = md.opens ? lines.span(file, "", 0, closeEnd) : null;
  const firstLine = lines.span(file, "", 0, firstLineEnd(text));
  const bodyStart = md.opens ? Math.min(text.length, closeEnd + 1) : 0;
  const spanAt = (p, which) => {
    if (p === "/prompt") return lines.span(file, p, bodyStart, text.length);
    if (y && p !== "" && md.data[p.split("/")[1] ?? ""] !== void 0) return yamlPointerSpan(y, p, which);
    return { ...firstLine, pointer: p };
  };
  const violations = deepestViolations(validator.validate("opencode-agent", settings, spanAt));
  const dropped = md.outcome === "dropped";
  const schemaDrop = f.kind === "mode" && !dropped && violations.length > 0;
  return {
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
import { posix as path6 } from "node:path";
function truthy(v) {
  const x = v?.toLowerCase();
  return x === "true" || x === "1";
}
function readEnvironment(vars, W, withGlobal, explicit) {
  const home = withGlobal && vars["HOME"] ? path6.resolve(W, vars["HOME"]) : null;
  const xdg = vars["XDG_CONFIG_HOME"] ? path6.resolve(W, vars["XDG_CONFIG_HOME"]) : home !== null ? path6.join(home, ".config") : null;
  const dir2 = vars["OPENCODE_CONFIG_DIR"];
  const file = vars["OPENCODE_CONFIG"];
  const content = vars["OPENCODE_CONFIG_CONTENT"];
  return {
    vars,
    disableProjectConfig: truthy(vars["OPENCODE_DISABLE_PROJECT_CONFIG"]),
    disableClaudePrompt: truthy(vars["OPENCODE_DISABLE_CLAUDE_CODE"]) || truthy(vars["OPENCODE_DISABLE_CLAUDE_CODE_PROMPT"]),
    home,
    globalDir: withGlobal && xdg !== null ? path6.join(xdg, "opencode") : null,
    configDir: dir2 && (withGlobal || explicit.has("OPENCODE_CONFIG_DIR")) ? path6.resolve(W, dir2) : null,
    configFile: file ? path6.resolve(W, file) : null,
    configContent: content !== void 0 && content !== "" ? content : null
  };
}

// src/runtimes/oac/load/agents.ts
var import_yaml10 = __toESM(require_dist(), 1);

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

// src/runtimes/oac/load/context.ts
var MAX_YAML_DEPTH = 256;
var CONTEXT_ROOT = ".opencode/context";
var MAX_TEXT_BYTES = 1024 * 1024;
var MAX_DEPTH2 = 32;
function loadContextTree(source, W) {
  if (source.stat(join(W, CONTEXT_ROOT))?.kind !== "dir") return null;
  const realRoot = realRel(source, W, CONTEXT_ROOT) ?? CONTEXT_ROOT;
  const entries = [];
  const walk = (rel2, depth) => {
    const list = source.readdir(join(W, rel2));
    if (!list || depth > MAX_DEPTH2) return;
    for (const d of list) {
      const path11 = `${rel2}/${d.name}`;
      const treePath = path11.slice(CONTEXT_ROOT.length + 1);
      if (d.kind === "dir") {
        entries.push({ path: path11, treePath, kind: "dir" });
        walk(path11, depth + 1);
      } else if (d.kind === "symlink") {
        const resolved = realRel(source, W, path11);
        entries.push({
          path: path11,
          treePath,
          kind: "symlink",
          linkTarget: source.readlink(join(W, path11)) ?? "",
          linkResolved: resolved,
          linkInside: resolved !== null && resolved.startsWith(realRoot + "/")
        });
      } else if (d.kind === "file") {
        entries.push(readContextFile(source, W, path11, treePath));
      } else entries.push({ path: path11, treePath, kind: "other" });
    }
  };
  walk(CONTEXT_ROOT, 0);
  const navigation = entries.filter((e) => e.kind === "file" && e.text !== void 0 && isNavigationName(e.treePath.split("/").pop())).map((e) => parseNavigation(source, W, CONTEXT_ROOT, e.path, e.text));
  return { root: CONTEXT_ROOT, entries, navigation };
}
function readContextFile(source, W, path11, treePath) {
  const st = source.lstat(join(W, path11));
  const entry2 = { path: path11, treePath, kind: "file", bytes: st?.size ?? 0 };
  if (!path11.endsWith(".md")) return entry2;
  const r = source.readFile(join(W, path11), MAX_TEXT_BYTES + 1);
  if (!r.ok || r.size > MAX_TEXT_BYTES) return entry2;
  const text = r.data.toString("utf8");
  entry2.bytes = r.size;
  entry2.text = text;
  const lines = new LineIndex(text);
  const fm = frontmatterOf(text, path11, lines);
  entry2.frontmatter = fm.result;
  const headerAt = headerPosition(text, fm.bodyOffset);
  entry2.headerLine = lines.span(path11, "", headerAt.start, headerAt.end);
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
var MAX_DEPTH3 = 16;
var OBJECT_KEY_TYPES = { context: "context", contexts: "context", tools: "tool", tool: "tool", subagents: "subagent", subagent: "subagent", agents: "agent", agent: "agent", skills: "skill", commands: "command" };
function loadOacAgents(source, W) {
  const out = [];
  for (const top of AGENT_DIRS) {
    const base2 = `.opencode/${top}`;
    const walk = (rel2, depth) => {
      const list = source.readdir(join(W, rel2));
      if (!list || depth > MAX_DEPTH3) return;
      for (const d of list) {
        const path11 = `${rel2}/${d.name}`;
        const st = d.kind === "symlink" ? source.stat(join(W, path11)) : { kind: d.kind };
        if (st?.kind === "dir") walk(path11, depth + 1);
        else if (st?.kind === "file" && d.name.endsWith(".md")) out.push(readAgent(source, W, path11, path11.slice(base2.length + 1, -3)));
      }
    };
    walk(base2, 0);
  }
  return out;
}
function readAgent(source, W, path11, pathId) {
  const agent = {
    path: path11,
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
  const r = source.readFile(join(W, path11), MAX_AGENT_BYTES);
  if (!r.ok) return agent;
  const text = r.data.toString("utf8");
  const lines = new LineIndex(text);
  const fm = frontmatterOf(text, path11, lines);
  if (!fm.result?.ok) return agent;
  agent.parsed = true;
  const data = fm.result.data;
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text)[0].length;
  const closeLine = text.lastIndexOf("---", fm.bodyOffset);
  const y = parseYaml(text.slice(open, closeLine), path11, { offset: open, lines });
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

// src/runtimes/oac/load/json-nodes.ts
function prop(node, key) {
  if (node?.type !== "object") return void 0;
  for (const p of node.children ?? []) if (p.children?.[0]?.value === key) return p.children[1];
  return void 0;
}
function props2(node) {
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
  for (const [section, , arr] of props2(prop(d.root, "components"))) {
    reg.sections.push(section);
    if (arr?.type !== "array") continue;
    (arr.children ?? []).forEach((obj, index) => {
      if (obj.type !== "object") return;
      const at3 = pointer("/components", section, index);
      const id = stringProp(d, obj, "id", at3);
      const path11 = stringProp(d, obj, "path", at3);
      const entry2 = {
        section,
        index,
        id: id?.value ?? null,
        span: jsonSpan(d, obj, at3),
        idSpan: id?.span ?? jsonSpan(d, obj, at3),
        path: path11,
        pathKind: path11 === null ? null : pathKind(source, W, path11.value),
        aliases: stringItems(d, prop(obj, "aliases"), pointer(at3, "aliases")),
        dependencies: stringItems(d, prop(obj, "dependencies"), pointer(at3, "dependencies"))
      };
      reg.entries.push(entry2);
    });
  }
  for (const [name, keyNode, p] of props2(prop(d.root, "profiles"))) {
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

// src/runtimes/oac/load/sessions.ts
var SESSIONS_DIR = ".tmp/sessions";
var MANIFEST_NAME = ".manifest.json";
var MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
var MAX_DEPTH4 = 16;
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
    for (const [path11, keyNode, v] of props2(files)) {
      const at3 = pointer("/context_files", path11);
      const entry2 = { path: { value: path11, span: jsonSpan(d, keyNode, at3) }, span: jsonSpan(d, v, at3), for: null, keywords: null, exists: existsIn(source, W, dir2, path11) };
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
      s.index = props2(index).map(([k, keyNode, v]) => {
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
function existsIn(source, W, dir2, path11) {
  const rel2 = clean(path11);
  if (path11.startsWith("/") || rel2 === ".." || rel2.startsWith("../") || rel2 === ".") return "outside";
  const st = source.stat(join(W, dir2, rel2));
  return st?.kind === "file" ? "file" : st?.kind === "dir" ? "dir" : "missing";
}
function listFiles(source, W, dir2) {
  const out = [];
  const walk = (rel2, depth) => {
    const list = source.readdir(join(W, dir2, rel2));
    if (!list || depth > MAX_DEPTH4) return;
    for (const e of list) {
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

// src/runtimes/oac/load/orphans.ts
var COMPONENT_DIRS = ["agent", "command", "tool", "plugin", "context"];
var MAX_DEPTH5 = 32;
function listComponentFiles(source, W) {
  const out = [];
  const walk = (rel2, depth) => {
    const list = source.readdir(join(W, rel2));
    if (!list || depth > MAX_DEPTH5) return;
    for (const d of list) {
      const p = `${rel2}/${d.name}`;
      if (d.kind === "dir") {
        if (d.name !== "node_modules") walk(p, depth + 1);
      } else if (d.kind === "file" && (d.name.endsWith(".md") || d.name.endsWith(".ts"))) out.push(p);
    }
  };
  for (const c of COMPONENT_DIRS) walk(`.opencode/${c}`, 0);
  return out;
}
function isOrphanCandidate(path11) {
  const p = `/${path11}`;
  if (p.includes("/node_modules/") || p.endsWith("README.md") || p.endsWith("-template.md")) return false;
  if (p.endsWith("/tool/index.ts") || p.endsWith("/tool/template/index.ts") || p.endsWith("/plugin/agent-validator.ts")) return false;
  if (p.includes("/plugin/docs/") || p.includes("/plugin/tests/") || p.includes("/scripts/")) return false;
  return true;
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
function loadOcProject(source, opts) {
  const W = opts.cwd;
  const found = worktreeOf(source, W);
  const worktree = found === "/" && opts.assumeRoot !== void 0 && (W === opts.assumeRoot || W.startsWith(opts.assumeRoot + "/")) ? opts.assumeRoot : found;
  const env = readEnvironment(opts.env, W, opts.withGlobal, opts.explicitEnv ?? /* @__PURE__ */ new Set());
  const config = loadOcConfig(source, W, worktree, env, opts.root ?? W);
  const validator = new SchemaValidator();
  const agentSet = loadAgents2(source, { root: W, layers: agentLayers(config.docs, configDirectories(W, worktree, env)), validator });
  const agents = agentsOf(agentSet);
  let refusal = config.refusal?.message ?? null;
  const def = config.merged["default_agent"];
  if (refusal === null && typeof def === "string") {
    const agent = agents.find((a) => a.id === def && !a.disabled);
    if (agent === void 0) refusal = `default agent "${def}" not found`;
    else if (agent.mode === "subagent") refusal = `default agent "${def}" is a subagent`;
    else if (agent.hidden) refusal = `default agent "${def}" is hidden`;
  }
  const configViolations = config.docs.filter((d) => d.data !== null).map((d) => ({ file: d.file, violations: checkConfigDoc(d, validator) }));
  return { runtime: "opencode", W, worktree, source, withGlobal: opts.withGlobal, env, config, agents, agentSet, configViolations, options: opts, refusal, oac: loadOac(source, W, opts.oacManifests ?? []) };
}

// src/runtimes/opencode/sim/simulate.ts
import { posix as path9 } from "node:path";

// src/runtimes/opencode/sim/instructions.ts
import { posix as path8 } from "node:path";

// src/runtimes/opencode/load/glob.ts
import { posix as path7 } from "node:path";
var MAX_SCAN_ENTRIES = 5e4;
var MAX_BRACE_PATTERNS = 256;
var MAGIC = /[*?[]|[@!+*?]\(/;
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
    if (!MAGIC.test(s)) return unescape(s);
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
        const child2 = path7.join(dir2, part);
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
        const abs = path7.join(dir2, e.name);
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
  if (/[\n\r\0]/.test(text) || path8.isAbsolute(text)) return null;
  const target = path8.join(path8.dirname(abs), text);
  return target !== abs && source.stat(target)?.kind === "file" ? source.realpath(target) : null;
}
function exists(source, abs) {
  return source.stat(abs) !== null;
}
function simulateInstructions(source, location, worktree, config, env) {
  const order = [];
  const inSet = /* @__PURE__ */ new Set();
  const add = (abs, layer, entry2) => {
    const p = path8.resolve(abs);
    if (inSet.has(p)) return false;
    inSet.add(p);
    order.push({ abs: p, layer, entry: entry2 });
    return true;
  };
  const globals = [];
  if (env.configDir !== null) globals.push(path8.join(env.configDir, "AGENTS.md"));
  if (env.globalDir !== null) globals.push(path8.join(env.globalDir, "AGENTS.md"));
  if (env.home !== null && !env.disableClaudePrompt) globals.push(path8.join(env.home, ".claude", "CLAUDE.md"));
  const global = globals.find((g) => exists(source, g));
  if (global !== void 0) add(global, "global", null);
  let projectName = null;
  const hidden = [];
  if (!env.disableProjectConfig) {
    const dirs = dirsUp(location, worktree);
    for (const name of instructionNames(env)) {
      const found = dirs.map((d) => path8.join(d, name)).filter((p) => exists(source, p));
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
      else s = path8.join(env.home, s.slice(2));
    }
    const result = { entry: e, kind, matches: [], duplicates: [], skipped, truncated: false, bases: [], configDirMatches: [] };
    entries.push(result);
    if (skipped !== null) continue;
    if (path8.isAbsolute(s)) {
      if (kind === "relative") result.kind = "absolute";
      result.bases = [path8.dirname(s)];
      const r = scanGlob(source, path8.dirname(s), path8.basename(s), { dot: false });
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
        const r = scanGlob(source, b, s);
        result.matches.push(...r.files);
        result.truncated ||= r.truncated;
      }
      if (result.matches.length === 0 && e.doc.abs !== null) result.configDirMatches = scanGlob(source, path8.dirname(e.doc.abs), s).files;
    }
    for (const m3 of result.matches) if (!add(m3, "instructions", e)) result.duplicates.push(path8.resolve(m3));
  }
  const files = order.map((o) => {
    const r = source.readFile(o.abs);
    const content = r.ok ? decodeText(r.data) : "";
    const block = content === "" ? null : `Instructions from: ${o.abs}
${content}`;
    return { ...o, content, block, bytes: block === null ? 0 : Buffer.byteLength(block, "utf8"), real: source.realpath(o.abs) };
  });
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
  let level = [W];
  while (level.length > 0 && budget > 0) {
    const next = [];
    for (const d of level) {
      for (const e of source.readdir(d) ?? []) {
        if (e.kind !== "dir" || e.name.startsWith(".") || SKIP.has(e.name)) continue;
        if (--budget < 0) break;
        const abs = path9.join(d, e.name);
        next.push(abs);
        if (MARKERS.some((m3) => source.lstat(path9.join(abs, m3)) !== null)) {
          if (dirs.length < MAX_LOCATIONS) dirs.push(abs);
          else leftOut++;
        }
      }
    }
    level = next;
  }
  return { dirs, leftOut };
}
function simulateLocation(project) {
  return { project, set: project.refusal === null ? simulateInstructions(project.source, project.W, project.worktree, project.config, project.env) : null };
}
function simulateOpencode(project, countTokens = null) {
  const { dirs, leftOut } = findLocations(project.source, project.W);
  const locations = dirs.map((d) => simulateLocation(d === project.W ? project : loadOcProject(project.source, { ...project.options, cwd: d, root: project.options.root ?? project.W })));
  return { locations, leftOut, countTokens };
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
import { posix as path10 } from "node:path";
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
    const root = path10.resolve(this.set.location);
    const target = path10.resolve(this.base, fp);
    const st = this.source.stat(target);
    if (st === null) return { appended: "", disclosed: [], inert: "the file does not exist, so the read fails" };
    if (st.kind === "dir") return { appended: "", disclosed: [], inert: "a directory read lists entries and discloses nothing" };
    let loaded = this.sessions.get(c.session);
    if (!loaded) this.sessions.set(c.session, loaded = /* @__PURE__ */ new Set());
    const blocks = [];
    const disclosed = [];
    for (let dir2 = path10.dirname(target); dir2.startsWith(root) && dir2 !== root; dir2 = path10.dirname(dir2)) {
      const found = instructionNames(this.env).map((n) => path10.join(dir2, n)).find((p) => this.source.stat(p) !== null);
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
  fileSpan,
  pointer,
  worktreeOf,
  chooseRuntime,
  MAX_JSONC_DEPTH,
  jsoncDepth,
  KNOWN_AGENT_KEYS,
  writtenKeys,
  hasSettings,
  V2_AGENT_KEYS,
  SchemaValidator,
  CONFIG_KEYS,
  nodeAt,
  configSpanAt,
  pastedFileTokens,
  isNavigationName,
  parseJson,
  jsonPointerSpan,
  isoTime,
  isOrphanCandidate,
  loadOcProject,
  simulateInstructions,
  loadProject,
  allTargets,
  normaliseMode,
  scopedNameEntries,
  MAX_SIMULATED_FILE_BYTES,
  oversizedFiles,
  configGate,
  showRel,
  nestedFileSpan,
  listSome,
  simulateAll,
  ConfigError,
  sortProblems,
  CONFIG_FILE_NAME,
  findConfigFile,
  shownPath,
  readConfigText,
  simulateLocation,
  simulateOpencode,
  openSim,
  loadOcTarget,
  loadTarget,
  parseCalls,
  touchCommand
};
