import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  DEFAULT_CONTEXT_PATHS,
  DEFAULT_DATA_DIRECTORY,
  loadJsoncParser,
  loadYaml
} from "./chunk-ILNJKDDB.mjs";
import {
  WorktreeSource,
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  sourceRoot,
  stagedChangedPaths
} from "./chunk-6WXPCJIW.mjs";

// src/precommit/relevance.ts
import { posix as path } from "node:path";
var parseJsonc = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return loadJsoncParser().parse(text, [], { allowTrailingComma: true });
  }
};
var parseYaml = (text) => loadYaml().parse(text, { maxAliasCount: 1e3, uniqueKeys: false });
var ALWAYS_BASENAMES = /* @__PURE__ */ new Set(["ctxlens.config.json", "opencode.json", "opencode.jsonc"]);
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
function staticReason(rel) {
  const parts = rel.split("/");
  const base = parts[parts.length - 1];
  if (base.startsWith(".opencode")) return "a config candidate (.opencode.*)";
  if (ALWAYS_BASENAMES.has(base)) return "a configuration file";
  if (parts.slice(0, -1).some((d) => ALWAYS_DIRS.has(d))) return "below .opencode/ or .agents/ (agents, flows, data)";
  for (const e of DEFAULT_CONTEXT_PATHS) {
    if (e.endsWith("/") ? ("/" + rel).includes("/" + e) : base === path.basename(e)) return `a default context path (${e})`;
  }
  return null;
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
  stagedChangesAreIrrelevant
};
