import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  ALWAYS_BASENAMES,
  ALWAYS_DIRS,
  alreadyKnownRelevant,
  definitionDirs,
  definitionKey,
  interestCacheFromEnv,
  listedBy,
  mainstreamConfigFiles,
  matchInterest,
  quickRelevance,
  relToRoot,
  scopedSpecs,
  writeInterestCache
} from "./chunk-IETIIKCE.mjs";
import {
  indexEntriesAt,
  indexSourceOf,
  openIndexSource,
  sourceRoot
} from "./chunk-7NKLBGX4.mjs";
import {
  loadJsoncParser,
  loadYaml
} from "./chunk-BPEERN6Z.mjs";
import {
  DEFAULT_CONTEXT_PATHS
} from "./chunk-234XTG2B.mjs";
import {
  WorktreeSource
} from "./chunk-I7H2HHHA.mjs";

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
function stagedRelevance(cwd, env = process.env, withGlobal = false, cache = null) {
  const q = quickRelevance(cwd, env, withGlobal, cache);
  return "pending" in q ? finishRelevance(q) : q;
}
function finishRelevance(u) {
  const { root, W, changed, env, cache } = u;
  const scoped = scopedIndex(root, W);
  let got = collectInterest(scoped, root, W, env);
  if (got !== null && cache !== null && scoped.last !== null && got.raw.extraDirs.every((d) => relToRoot(root, d) !== null)) {
    const defs = scoped.last.specs;
    const named = scopedSpecs(root, W, got.raw.paths, false);
    const sameAsHead = u.head !== null && got.resolved !== null && named !== null && changed.every((p) => !listedBy(defs, p) && !listedBy(named, p));
    writeInterestCache(cache, root, W, env, { key: definitionKey(scoped.last.entries, defs), interest: got.raw, heads: sameAsHead ? [u.head] : [] });
  }
  if (got === null || got.resolved === null) got = collectInterest(fullIndex(openIndexSource(root, root)), root, W, env);
  const interest = { paths: /* @__PURE__ */ new Set([...got.raw.paths, ...got.resolved]), basenames: new Set(got.raw.basenames), anything: got.raw.anything };
  return matchInterest(root, changed, interest, "parsed the config, agents and flows");
}
function stagedChangesAreIrrelevant(cwd, env = process.env, withGlobal = false, cache = interestCacheFromEnv()) {
  if (alreadyKnownRelevant(cwd, env)) return false;
  try {
    return !stagedRelevance(cwd, env, withGlobal, cache).relevant;
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
function relevantGlobs(cwd, env = process.env) {
  const root = sourceRoot(cwd);
  const source = openIndexSource(cwd, root);
  const got = collectInterest(fullIndex(source), root, path.resolve(cwd), env);
  const interest = got === null ? { paths: /* @__PURE__ */ new Set(), basenames: /* @__PURE__ */ new Set(), anything: "the index could not be read exactly" } : { paths: /* @__PURE__ */ new Set([...got.raw.paths, ...got.resolved ?? []]), basenames: new Set(got.raw.basenames), anything: got.raw.anything };
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
  const list = (absDirs, withCandidates) => {
    const specs = scopedSpecs(root, W, absDirs, withCandidates);
    if (specs === null) return null;
    const entries = indexEntriesAt(root, specs.dirs, specs.exact, specs.globs);
    return entries === null || entries.some((e) => e.mode === "120000") ? null : { entries, specs };
  };
  const access = {
    last: null,
    withDirs(dirs) {
      const got = list(dirs, true);
      access.last = got;
      return got === null ? null : indexSourceOf(root, got.entries);
    },
    resolvedForms(named) {
      if (list(named, false) === null) return null;
      const outside = new WorktreeSource();
      const out = [];
      for (const p of named) {
        if (relToRoot(root, p) !== null) continue;
        const real = outside.realpath(p);
        if (real !== null && real !== p) out.push(real);
      }
      return out;
    }
  };
  return access;
}
function collectInterest(index, root, W, env) {
  const interest = { paths: /* @__PURE__ */ new Set(), basenames: /* @__PURE__ */ new Set(), anything: null };
  const envPaths = env["OPENCODE_CONTEXTPATHS"];
  if (envPaths) for (const e of envPaths.split(",")) addEntry(interest, W, e, true);
  const dirs = definitionDirs(W);
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
  mainstreamInterest(source, root, W, env, interest);
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
  const raw = { paths: [...interest.paths], basenames: [...interest.basenames], anything: interest.anything, extraDirs };
  return { raw, resolved: index.resolvedForms(raw.paths) };
}
function mainstreamInterest(source, root, W, env, interest) {
  if (env["OPENCODE_CONFIG"] || env["OPENCODE_CONFIG_CONTENT"] || env["OPENCODE_CONFIG_DIR"]) {
    interest.anything ??= "OPENCODE_CONFIG* names a config outside the project";
    return;
  }
  for (const file of mainstreamConfigFiles(root, W)) {
    const r = source.readFile(file, 1 << 20);
    if (!r.ok) continue;
    const text = r.data.toString("utf8");
    const dir = path.dirname(file);
    for (const m of text.matchAll(/\{file:([^}]*)\}/g)) {
      const f = m[1].trim();
      if (f.startsWith("~")) continue;
      interest.paths.add(path.resolve(dir, f));
    }
    let doc;
    try {
      doc = parseJsonc(text);
    } catch {
      continue;
    }
    const list = doc && typeof doc === "object" && !Array.isArray(doc) ? doc["instructions"] : void 0;
    if (!Array.isArray(list)) continue;
    for (const e of list) {
      if (typeof e !== "string") continue;
      const entry = e.trim();
      if (entry === "" || entry.startsWith("~") || /^https?:\/\//.test(entry)) continue;
      if (entry.includes("{env:") || entry.includes("{file:")) {
        interest.anything ??= `${file}: an instructions entry holds a token: ${entry}`;
        continue;
      }
      if (path.isAbsolute(entry)) {
        interest.paths.add(path.normalize(entry));
        continue;
      }
      const last = path.basename(entry);
      if (/[*?[\]{}!]/.test(last) || last === "" || last === "." || last === "..") {
        interest.anything ??= `${file}: the instructions glob ${entry} may match any file name`;
        continue;
      }
      interest.basenames.add(last);
    }
  }
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
  stagedRelevance,
  finishRelevance,
  stagedChangesAreIrrelevant,
  STATIC_RELEVANT_GLOBS,
  relevantGlobs
};
