import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  sessionBudget
} from "./chunk-K7KAKSLV.mjs";
import {
  Canonicaliser,
  LABEL_READ_BYTES,
  buildManifest,
  classifyGlobal,
  discover,
  effectiveDiscovery,
  extractLabel,
  runeCount,
  walkDiscovery
} from "./chunk-MRYXU4IG.mjs";
import {
  ReadCache,
  allTargets,
  fileSpan,
  remark,
  renderFileChunks,
  renderedFilesLength,
  resolveContext
} from "./chunk-QSEDCQRF.mjs";
import {
  rel
} from "./chunk-QQPG2PVG.mjs";

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
  const visit = (n) => {
    if (n.type === "code" && n.position) out.push([n.position.start.line, n.position.end.line]);
    for (const c of n.children ?? []) visit(c);
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
  const canon = new Canonicaliser(model.source, model.W);
  return { targets: allTargets(model).map((rt) => simulateTarget(model, rt, discovery, cache, canon)), discovery, facts: new SimulationFacts(model, discovery) };
}

export {
  showRel,
  nestedFileSpan,
  listSome,
  simulateTarget,
  simulateAll
};
