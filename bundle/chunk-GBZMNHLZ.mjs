import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  openIndexSource,
  sourceRoot,
  stagedChangedPaths
} from "./chunk-ESGNVREN.mjs";

// src/engine/staged-relevance.ts
import { posix as path } from "node:path";
import { createRequire } from "node:module";

// src/model/defaults.ts
var DEFAULT_CONTEXT_PATHS = Object.freeze([
  ".github/copilot-instructions.md",
  ".cursorrules",
  ".cursor/rules/",
  "CLAUDE.md",
  "CLAUDE.local.md",
  "opencode.md",
  "opencode.local.md",
  "OpenCode.md",
  "OpenCode.local.md",
  "OPENCODE.md",
  "OPENCODE.local.md",
  "AGENTS.local.md",
  "AGENTS.md"
]);
var DISCOVERY_DEFAULTS = Object.freeze({
  enabled: true,
  maxFiles: 100,
  maxDepth: 8,
  maxFileBytes: 32768,
  maxSessionBytes: 131072
});
var DEFAULT_DATA_DIRECTORY = ".opencode";
var BUILTIN_AGENTS = Object.freeze([
  { id: "coder", mode: "agent", hidden: false },
  { id: "hivemind", mode: "agent", hidden: false },
  { id: "explorer", mode: "subagent", hidden: false },
  { id: "workhorse", mode: "subagent", hidden: false },
  { id: "summarizer", mode: "subagent", hidden: true },
  { id: "descriptor", mode: "subagent", hidden: true }
]);
var DEFAULT_STEP_AGENT = "coder";
var MANIFEST_CAP_BYTES = 8192;
var TRIGGER_TOOLS = Object.freeze(["read", "write", "edit", "multiedit", "patch", "grep", "glob", "ls"]);

// src/engine/staged-relevance.ts
var require2 = createRequire(import.meta.url);
var parseJsonc = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return require2("jsonc-parser").parse(text, [], { allowTrailingComma: true });
  }
};
var parseYaml = (text) => require2("yaml").parse(text, { maxAliasCount: 1e3, uniqueKeys: false });
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
  const source = openIndexSource(cwd, root);
  const interest = collectInterest(source, W, env);
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
function collectInterest(source, W, env) {
  const interest = { paths: /* @__PURE__ */ new Set(), basenames: /* @__PURE__ */ new Set(), anything: null };
  const envPaths = env["OPENCODE_CONTEXTPATHS"];
  if (envPaths) for (const e of envPaths.split(",")) addEntry(interest, W, e, true);
  const configs = (source.readdir(W) ?? []).filter((e) => e.name.startsWith(".opencode") && e.kind !== "dir").map((e) => path.join(W, e.name));
  const dirs = [path.join(W, ".opencode/agents"), path.join(W, ".agents/types"), path.join(W, ".opencode/flows"), path.join(W, ".agents/flows")];
  source.prefetch([...configs, ...definitionFiles(source, dirs)]);
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
          for (const d of v) if (typeof d === "string" && !d.startsWith("~")) dirs.push(path.resolve(W, d));
        }
      }
    }
    walk(doc, interest, W, null);
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
  const named = [...interest.paths];
  for (const p of named) {
    const real = source.realpath(p);
    if (real !== null && real !== p) interest.paths.add(real);
  }
  const roots = [...interest.paths];
  for (const link of source.symlinks()) {
    if (!roots.some((p) => link.startsWith(p + "/"))) continue;
    const real = source.realpath(link);
    if (real !== null) interest.paths.add(real);
  }
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
  DEFAULT_CONTEXT_PATHS,
  DISCOVERY_DEFAULTS,
  DEFAULT_DATA_DIRECTORY,
  BUILTIN_AGENTS,
  DEFAULT_STEP_AGENT,
  MANIFEST_CAP_BYTES,
  TRIGGER_TOOLS,
  stagedChangesAreIrrelevant
};
