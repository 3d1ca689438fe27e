import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-AAVHCFDZ.mjs";
import {
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  sourceRoot,
  stagedChangedPaths
} from "./chunk-SL7IHWDP.mjs";
import {
  DEFAULT_CONTEXT_PATHS,
  DEFAULT_DATA_DIRECTORY,
  loadJsoncParser,
  loadYaml
} from "./chunk-3STSQAXW.mjs";
import {
  WorktreeSource
} from "./chunk-IMUAOO2P.mjs";
import {
  __toESM
} from "./chunk-KE7UEIQO.mjs";

// src/precommit/relevance.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { posix as path } from "node:path";
var parseJsonc = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return loadJsoncParser().parse(text, [], { allowTrailingComma: true });
  }
};
var parseYaml = (text) => loadYaml().parse(text, { maxAliasCount: 1e3, uniqueKeys: false });
var ALWAYS_BASENAMES = /* @__PURE__ */ new Set(["ctxlens.config.json", "opencode.json", "opencode.jsonc", "registry.json"]);
var ALWAYS_DIRS = /* @__PURE__ */ new Set([DEFAULT_DATA_DIRECTORY, ".agents"]);
function stagedRelevance(cwd, env = process.env, withGlobal = false) {
  const root = sourceRoot(cwd);
  const changed = stagedChangedPaths(root);
  if (changed.length === 0) return { relevant: false, reason: "nothing is staged", changed };
  const W = path.resolve(cwd);
  for (const rel of changed) {
    const why = staticReason(rel);
    if (why) return { relevant: true, reason: `${rel}: ${why}`, changed };
  }
  if (withGlobal) return { relevant: true, reason: "--with-global: user-level files may name any path", changed };
  const interest = collectInterest(scopedIndex(root, W), W, env) ?? collectInterest(fullIndex(openIndexSource(cwd, root)), W, env);
  if (interest.anything !== null) return { relevant: true, reason: interest.anything, changed };
  for (const rel of changed) {
    const abs = root === "/" ? "/" + rel : root + "/" + rel;
    if (interest.basenames.has(path.basename(rel))) return { relevant: true, reason: `${rel}: a context file name (contextPaths, discovery)`, changed };
    for (const p of interest.paths) {
      if (abs === p || abs.startsWith(p + "/") || p.startsWith(abs + "/")) return { relevant: true, reason: `${rel}: named by ${p}`, changed };
    }
  }
  return { relevant: false, reason: `none of ${changed.length} staged path(s) can affect context`, changed };
}
function stagedChangesAreIrrelevant(cwd, env = process.env, withGlobal = false) {
  try {
    return !stagedRelevance(cwd, env, withGlobal).relevant;
  } catch {
    return false;
  }
}
var STATIC_RELEVANT_GLOBS = Object.freeze([
  { glob: "**/.opencode*", why: "a config candidate (.opencode.*)" },
  ...[...ALWAYS_BASENAMES].map((b) => ({ glob: `**/${b}`, why: "a configuration file" })),
  ...[...ALWAYS_DIRS].map((d) => ({ glob: `**/${d}/**`, why: "below .opencode/ or .agents/ (agents, flows, data)" })),
  ...DEFAULT_CONTEXT_PATHS.map((e) => ({ glob: e.endsWith("/") ? `**/${e}**` : `**/${path.basename(e)}`, why: `a default context path (${e})` })),
  { glob: "**/CONTEXT.md", why: "an instruction file of mainstream OpenCode (CONTEXT.md)" },
  { glob: "**/ctxlens-baseline.json", why: "ctxlens's baseline (lint applies it to the findings)" },
  { glob: "**/.claude/agents/**", why: "Claude Code subagents, which agent-dir-not-read reports" }
]);
var staticMatchers = null;
function staticReason(rel) {
  staticMatchers ??= STATIC_RELEVANT_GLOBS.map((g) => ({ test: (0, import_picomatch.default)(g.glob, { dot: true }), why: g.why }));
  for (const m of staticMatchers) if (m.test(rel)) return m.why;
  return null;
}
function relevantGlobs(cwd, env = process.env) {
  const root = sourceRoot(cwd);
  const source = openIndexSource(cwd, root);
  const interest = collectInterest(fullIndex(source), path.resolve(cwd), env) ?? { paths: /* @__PURE__ */ new Set(), basenames: /* @__PURE__ */ new Set(), anything: "the index could not be read exactly" };
  const globs = [...STATIC_RELEVANT_GLOBS];
  const seen = new Set(globs.map((g) => g.glob));
  const add = (glob, why) => {
    if (!seen.has(glob)) {
      seen.add(glob);
      globs.push({ glob, why });
    }
  };
  for (const b of [...interest.basenames].sort()) add(`**/${b}`, "a contextPaths file name (discovery matches it at any depth)");
  for (const p of [...interest.paths].sort()) {
    const rel = path.relative(root, p);
    if (rel === "" || rel.startsWith("..")) continue;
    add(rel, "named by the config, an agent or a flow");
    add(`${rel}/**`, "named by the config, an agent or a flow (a directory)");
  }
  return { globs, anything: interest.anything };
}
function fullIndex(source) {
  return {
    withDirs: () => source,
    resolvedForms(named) {
      const out = [];
      for (const p of named) {
        const real = source.realpath(p);
        if (real !== null && real !== p) out.push(real);
      }
      const roots = [...named, ...out];
      for (const link of source.symlinks()) {
        if (!roots.some((p) => link.startsWith(p + "/"))) continue;
        const real = source.realpath(link);
        if (real !== null) out.push(real);
      }
      return out;
    }
  };
}
function scopedIndex(root, W) {
  const rel = (abs) => abs === root ? "" : abs.startsWith(root === "/" ? "/" : root + "/") ? abs.slice(root === "/" ? 1 : root.length + 1) : null;
  const ancestors = (rels) => {
    const out = /* @__PURE__ */ new Set();
    for (const r of rels) for (let i = r.indexOf("/"); i > 0; i = r.indexOf("/", i + 1)) out.add(r.slice(0, i));
    return [...out];
  };
  const list = (absDirs, withCandidates) => {
    const wRel = rel(W);
    if (wRel === null) return null;
    const dirs = [...new Set(absDirs.map(rel).filter((r) => r !== null))];
    const globs = withCandidates ? [wRel === "" ? ".opencode*" : `${wRel}/.opencode*`] : [];
    const exact = ancestors(withCandidates && wRel !== "" ? [...dirs, wRel + "/x"] : dirs).filter((a) => !dirs.includes(a));
    const entries = indexEntriesAt(root, dirs, exact, globs);
    return entries === null || entries.some((e) => e.mode === "120000") ? null : entries;
  };
  return {
    withDirs(dirs) {
      const entries = list(dirs, true);
      return entries === null ? null : indexSourceOf(root, entries);
    },
    resolvedForms(named) {
      if (list(named, false) === null) return null;
      const outside = new WorktreeSource();
      const out = [];
      for (const p of named) {
        if (rel(p) !== null) continue;
        const real = outside.realpath(p);
        if (real !== null && real !== p) out.push(real);
      }
      return out;
    }
  };
}
function collectInterest(index, W, env) {
  const interest = { paths: /* @__PURE__ */ new Set(), basenames: /* @__PURE__ */ new Set(), anything: null };
  const envPaths = env["OPENCODE_CONTEXTPATHS"];
  if (envPaths) for (const e of envPaths.split(",")) addEntry(interest, W, e, true);
  const dirs = [path.join(W, ".opencode/agents"), path.join(W, ".agents/types"), path.join(W, ".opencode/flows"), path.join(W, ".agents/flows")];
  let source = index.withDirs(dirs);
  if (source === null) return null;
  const configs = (source.readdir(W) ?? []).filter((e) => e.name.startsWith(".opencode") && e.kind !== "dir").map((e) => path.join(W, e.name));
  source.prefetch([...configs, ...definitionFiles(source, dirs)]);
  const extraDirs = [];
  for (const file of configs) {
    const r = source.readFile(file, 1 << 20);
    if (!r.ok) continue;
    const doc = parseJsonc(r.data.toString("utf8"));
    if (doc && typeof doc === "object" && !Array.isArray(doc)) {
      const keys = Object.keys(doc).map((k) => k.toLowerCase());
      if (keys.includes("workingdir")) interest.anything = `${file}: workingDir moves the working directory`;
      for (const [k, v] of Object.entries(doc)) {
        const key = k.toLowerCase();
        if ((key === "agentpaths" || key === "flowpaths") && Array.isArray(v)) {
          for (const d of v) if (typeof d === "string" && !d.startsWith("~")) extraDirs.push(path.resolve(W, d));
        }
      }
    }
    walk(doc, interest, W, null);
  }
  if (extraDirs.length > 0) {
    dirs.push(...extraDirs);
    source = index.withDirs(dirs);
    if (source === null) return null;
  }
  const files = definitionFiles(source, dirs);
  source.prefetch(files);
  for (const file of files) {
    const r = source.readFile(file, 1 << 20);
    if (!r.ok) continue;
    let text = r.data.toString("utf8");
    if (file.endsWith(".md")) {
      const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text);
      if (!m) continue;
      text = m[1];
    }
    if (!/paths|include|local|\\/i.test(text)) continue;
    try {
      walk(parseYaml(text), interest, W, null);
    } catch {
    }
  }
  const resolved = index.resolvedForms([...interest.paths]);
  if (resolved === null) return null;
  for (const p of resolved) interest.paths.add(p);
  return interest;
}
function definitionFiles(source, dirs) {
  const files = [];
  for (const d of dirs) {
    for (const e of source.readdir(d) ?? []) {
      if (e.kind === "dir") continue;
      if (e.name.endsWith(".md") || e.name.endsWith(".yaml") || e.name.endsWith(".yml")) files.push(path.join(d, e.name));
    }
  }
  return files;
}
function walk(v, interest, W, key) {
  if (typeof v === "string") {
    if (key === "contextpaths") addEntry(interest, W, v, true);
    else if (key === "paths" || key === "agentpaths" || key === "flowpaths" || key === "local" || key === "include") addEntry(interest, W, v, false);
    return;
  }
  if (Array.isArray(v)) {
    for (const x of v) walk(x, interest, W, key);
    return;
  }
  if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, interest, W, k.toLowerCase());
}
function addEntry(interest, W, raw, global) {
  const e = raw.trim();
  if (e === "" || e.startsWith("~")) return;
  const tok = e.indexOf("${");
  if (tok >= 0) {
    const before = e.slice(0, tok);
    const slash = before.lastIndexOf("/");
    if (slash < 0 && !path.isAbsolute(before)) {
      interest.anything = `a context entry starts with a token: ${e}`;
      return;
    }
    interest.paths.add(path.resolve(W, before.slice(0, slash + 1) || "/"));
    return;
  }
  interest.paths.add(path.resolve(W, e));
  if (global && !e.endsWith("/")) interest.basenames.add(path.basename(e));
}

export {
  stagedChangesAreIrrelevant,
  relevantGlobs
};
