import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  allTargets,
  checkContainment,
  expandTokens,
  goToLower,
  isDeclared,
  normaliseMode
} from "./chunk-QSEDCQRF.mjs";
import {
  init_main,
  parseTree
} from "./chunk-XRODCEW6.mjs";
import {
  DISCOVERY_DEFAULTS,
  MANIFEST_CAP_BYTES,
  TRIGGER_TOOLS,
  effectiveCap
} from "./chunk-234XTG2B.mjs";
import {
  base,
  clean,
  dir,
  isAbs,
  isGoSpace,
  join,
  rel,
  strictlyInside,
  trimSpace
} from "./chunk-QQPG2PVG.mjs";

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

// src/runtimes/fork/sim/canonical.ts
function probeCaseInsensitive(fs, W, platform = process.platform) {
  const w = clean(W);
  const platformDefault = platform === "darwin" || platform === "win32";
  const st = fs.stat(w);
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
  const st2 = fs.stat(flipped);
  if (st2 === null) return false;
  if (st.id !== void 0 && st2.id !== void 0) return st.id === st2.id;
  const r1 = fs.realpath(w);
  const r2 = fs.realpath(flipped);
  return r1 !== null && r1 === r2;
}
var Canonicaliser = class {
  constructor(fs, W, platform = process.platform) {
    this.fs = fs;
    this.caseInsensitive = probeCaseInsensitive(fs, W, platform);
  }
  fs;
  caseInsensitive;
  memo = /* @__PURE__ */ new Map();
  /** Canonical form of an absolute path. */
  canonical(p) {
    const c = clean(p);
    let r = this.memo.get(c);
    if (r !== void 0) return r;
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
      const c = checkContainment(model.source, model.W, x.value);
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
  const NL = Buffer.from("\n");
  const pathLines = files.map((f) => Buffer.from("- " + f.rel, "utf8"));
  const labelledLines = files.map((f, i) => {
    const label = f.labelBytes ?? (f.label !== null ? Buffer.from(f.label, "utf8") : null);
    return label !== null && label.length > 0 ? Buffer.concat([pathLines[i], Buffer.from(": "), label]) : pathLines[i];
  });
  const joinLines = (lines) => Buffer.concat(lines.flatMap((l, i) => i === 0 ? [l] : [NL, l]));
  const labelled = Buffer.concat([H, joinLines(labelledLines)]);
  const pathsOnly = Buffer.concat([H, joinLines(pathLines)]);
  const sizes = { labelled: labelled.length, pathsOnly: pathsOnly.length, header: H.length };
  if (labelled.length <= cap) return { bytes: labelled, degrade: 0, notShown: 0, sizes };
  if (pathsOnly.length <= cap) return { bytes: pathsOnly, degrade: 1, notShown: 0, sizes };
  const N = pathLines.length;
  let used = H.length;
  const kept = [];
  for (let i = 0; i < N; i++) {
    const line = pathLines[i];
    const trailer = Buffer.from(`
... ${N - i} more files not shown`, "utf8");
    if (used + line.length + 1 + trailer.length > cap) {
      return { bytes: Buffer.concat([H, joinLines(kept), trailer]), degrade: 2, notShown: N - i, sizes };
    }
    kept.push(line);
    used += line.length + 1;
  }
  return { bytes: pathsOnly, degrade: 1, notShown: 0, sizes };
}
function buildManifest(model, rt, discovery, canon) {
  const d = disclosureFor(model, rt, discovery, canon);
  if (d.gatedBy !== null) {
    return { text: "", files: d.files, degrade: 0, notShown: 0, gatedBy: d.gatedBy, bytes: Buffer.alloc(0), filteredOut: d.removed };
  }
  const r = renderManifest(d.files, discovery.truncated);
  return { text: r.bytes.toString("utf8"), files: d.files, degrade: r.degrade, notShown: r.notShown, gatedBy: null, bytes: r.bytes, sizes: r.sizes, filteredOut: d.removed };
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
  for (const prop of root?.children ?? []) {
    const [k, val] = prop.children ?? [];
    if (k === void 0 || val === void 0 || typeof k.value !== "string") continue;
    const f = fields.find((x) => x.toLowerCase() === k.value.toLowerCase());
    if (f === void 0 || val.type === "null") continue;
    if (val.type !== "string") typeError = true;
    else out[f] = val.value;
  }
  return typeError ? null : out;
}
function globPrefix(pattern) {
  const m = pattern.search(/[*?[{]/);
  const before = m < 0 ? pattern : pattern.slice(0, m);
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

export {
  runeCount,
  LABEL_READ_BYTES,
  extractLabel,
  scopedNameEntries,
  effectiveDiscovery,
  classifyGlobal,
  walkDiscovery,
  discover,
  Canonicaliser,
  configGate,
  buildManifest,
  sanitiseBody,
  Injector,
  readOwnerBody
};
