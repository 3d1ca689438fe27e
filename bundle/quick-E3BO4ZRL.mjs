import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  DEFAULT_CONTEXT_PATHS,
  DEFAULT_DATA_DIRECTORY,
  cacheDirFromEnv,
  fnv64Hex,
  replaceCacheFile
} from "./chunk-VDB6PJRA.mjs";
import {
  WorktreeSource,
  catFileBatch,
  committedChanges,
  indexEntriesAt,
  indexLinks,
  parseLsFiles,
  runGit,
  sourceRootAndHead,
  stagedChanges
} from "./chunk-WDXRV4XU.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/precommit/quick.ts
import * as fs from "node:fs";
import { posix as path2 } from "node:path";

// src/precommit/instruction-globs.ts
var GLOB_CHAR = /[*?[\]{}()!+@\\]/;
function hasGlob(s) {
  return GLOB_CHAR.test(s);
}
var RICH_GLOB_CHAR = /[[\]{}()!+@\\]/;
function suffixGlobRegex(entry) {
  let parts = entry.split("/").filter((s) => s !== "" && s !== ".");
  let tail = "";
  while (parts.length > 1 && parts[parts.length - 1] === "**") {
    parts = parts.slice(0, -1);
    tail = "(?:/[\\s\\S]*)?";
  }
  const spans = /[{}\\]/.test(entry);
  const escape = (t) => t.replace(/[.^$|()[\]{}*+?\\]/g, "\\$&");
  let re = "(?:^|/)";
  for (let i = 0; i < parts.length; i++) {
    const seg = parts[i];
    if (i < parts.length - 1) re += spans || hasGlob(seg) ? "(?:[\\s\\S]*/)?" : `${escape(seg)}/`;
    else if (RICH_GLOB_CHAR.test(seg)) re += "[\\s\\S]*";
    else re += seg.split(/[*?]+/).map(escape).join("[\\s\\S]*");
  }
  return new RegExp(`${re}${tail}$`, "i");
}

// src/precommit/links.ts
import { realpathSync } from "node:fs";
import { posix as path } from "node:path";
function indexScanOf(index) {
  let got;
  return () => got === void 0 ? got = index === null ? null : indexLinks(index.path, index.oidLength) : got;
}
function readIndexLinks(root, scanned) {
  let found = scanned;
  if (found === null) {
    const entries = parseLsFiles(runGit(root, ["ls-files", "-s", "-z", "--full-name"]));
    found = { links: entries.filter((e) => e.mode === "120000").map((e) => ({ path: e.path, oid: e.oid })), gitlinks: entries.some((e) => e.mode === "160000") };
  }
  if (found.links.length === 0) return { links: [], gitlinks: found.gitlinks };
  const blobs = catFileBatch(root, [...new Set(found.links.map((l) => l.oid))]);
  const links = [];
  for (const l of found.links) {
    const b = blobs.get(l.oid);
    links.push([l.path, b == null ? "" : b.toString("utf8")]);
  }
  links.sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  return { links, gitlinks: found.gitlinks };
}
var MAX_ALIASES = 4096;
var MAX_HOPS = 40;
function linkAliases(root, changed, links) {
  if (links.length === 0 || changed.length === 0) return [];
  const map = new Map(links);
  let realRoot;
  const inRepo = (abs) => {
    const n = path.normalize(abs);
    const rel = relTo(root, n);
    if (rel !== null) return rel;
    if (realRoot === void 0) {
      try {
        realRoot = realpathSync(root);
      } catch {
        realRoot = null;
      }
    }
    return realRoot === null ? null : relTo(realRoot, n);
  };
  const resolved = [];
  for (const [link, target] of links) {
    if (target === "") continue;
    const through = [];
    const start = target.startsWith("/") ? inRepo(target) : joinRel(parentOf(link), target);
    const t = start === null ? null : resolveRel(start, map, inRepo, through);
    if (t !== null) resolved.push({ link, target: t, through });
  }
  const seen = new Set(changed);
  const out = [];
  const queue = [...changed];
  while (queue.length > 0) {
    const p = queue.pop();
    for (const r of resolved) {
      let alias = null;
      if (p === r.target) alias = r.link;
      else if (r.target === "" || p.startsWith(r.target + "/")) alias = r.link + "/" + (r.target === "" ? p : p.slice(r.target.length + 1));
      else if (r.target.startsWith(p + "/") || r.through.includes(p)) alias = r.link;
      if (alias === null || seen.has(alias)) continue;
      seen.add(alias);
      out.push({ path: alias, via: r.link });
      if (out.length > MAX_ALIASES) return null;
      queue.push(alias);
    }
  }
  return out;
}
function relTo(root, abs) {
  if (abs === root) return "";
  const prefix = root === "/" ? "/" : root + "/";
  return abs.startsWith(prefix) ? abs.slice(prefix.length) : null;
}
var parentOf = (rel) => {
  const i = rel.lastIndexOf("/");
  return i < 0 ? "" : rel.slice(0, i);
};
var joinRel = (dir, target) => dir === "" ? target : dir + "/" + target;
function resolveRel(rel, map, inRepo, through) {
  let parts = rel.split("/");
  const out = [];
  let hops = 0;
  for (let i = 0; i < parts.length; i++) {
    const seg = parts[i];
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (out.length === 0) return null;
      out.pop();
      continue;
    }
    const here = out.length === 0 ? seg : out.join("/") + "/" + seg;
    const t = map.get(here);
    if (t === void 0 || t === "") {
      out.push(seg);
      continue;
    }
    through.push(here);
    if (++hops > MAX_HOPS) return null;
    let next;
    if (t.startsWith("/")) next = inRepo(t);
    else next = joinRel(out.join("/"), t);
    if (next === null) return null;
    parts = [...next.split("/"), ...parts.slice(i + 1)];
    out.length = 0;
    i = -1;
  }
  return out.join("/");
}

// src/precommit/static-paths.ts
var ALWAYS_BASENAMES = /* @__PURE__ */ new Set(["ctxlens.config.json", "opencode.json", "opencode.jsonc", "registry.json"]);
var ALWAYS_DIRS = /* @__PURE__ */ new Set([DEFAULT_DATA_DIRECTORY, ".agents"]);
var CONFIG_REPO_AGENT_DIRS = ["agent", "agents"];
var CONFIG_REPO_MARKERS = ["config.json"];
var DEFAULT_FILE_BASENAMES = /* @__PURE__ */ new Map();
var DEFAULT_DIRS = [];
for (const e of DEFAULT_CONTEXT_PATHS) {
  if (e.endsWith("/")) DEFAULT_DIRS.push({ parts: e.slice(0, -1).split("/"), entry: e });
  else DEFAULT_FILE_BASENAMES.set(e.slice(e.lastIndexOf("/") + 1), e);
}
function staticReason(rel) {
  const parts = rel.split("/");
  const base = parts[parts.length - 1];
  if (base.startsWith(".opencode")) return "a config candidate (.opencode.*)";
  if (ALWAYS_BASENAMES.has(base)) return "a configuration file";
  for (const p of parts) if (ALWAYS_DIRS.has(p)) return "below .opencode/ or .agents/ (agents, flows, data)";
  const file = DEFAULT_FILE_BASENAMES.get(base);
  if (file !== void 0) return `a default context path (${file})`;
  for (const d of DEFAULT_DIRS) {
    for (let i = 0; i + d.parts.length <= parts.length; i++) {
      if (d.parts.every((x, j) => parts[i + j] === x)) return `a default context path (${d.entry})`;
    }
  }
  if (base === "CONTEXT.md") return "an instruction file of mainstream OpenCode (CONTEXT.md)";
  if (base === "ctxlens-baseline.json") return "ctxlens's baseline (lint applies it to the findings)";
  for (let i = 0; i + 1 < parts.length; i++) if (parts[i] === ".claude" && parts[i + 1] === "agents") return "Claude Code subagents, which agent-dir-not-read reports";
  for (let i = 0; i + 1 < parts.length; i++) if (parts[i] === ".tmp" && parts[i + 1] === "sessions") return "OpenAgentsControl's session folders, which the oac-session-* rules check";
  if (CONFIG_REPO_AGENT_DIRS.includes(parts[0])) return "a config repository's agent folder, which agent-dir-not-read reports";
  if (parts.length === 1 && CONFIG_REPO_MARKERS.includes(base)) return "at the root, it makes the repository a config repository (agent-dir-not-read)";
  return null;
}

// src/precommit/quick.ts
var MAX_HEADS = 16;
var CACHE_FORMAT = 4;
function interestCacheFromEnv(env = process.env, entry = process.argv[1]) {
  const dir = cacheDirFromEnv(env);
  if (dir === null || entry === void 0) return null;
  try {
    const file = fs.realpathSync(entry);
    const st = fs.statSync(file);
    return { dir, codeId: `${file}:${st.size}:${st.mtimeMs}:${fnv64Hex(fs.readFileSync(file).toString("latin1"))}` };
  } catch {
    return null;
  }
}
var envPathsOf = (env) => env["OPENCODE_CONTEXTPATHS"] || null;
function definitionDirs(W) {
  return [path2.join(W, ".opencode/agents"), path2.join(W, ".agents/types"), path2.join(W, ".opencode/flows"), path2.join(W, ".agents/flows")];
}
function mainstreamConfigFiles(root, W) {
  if (relToRoot(root, W) === null) return [];
  const out = [];
  for (let a = W; ; a = path2.dirname(a)) {
    for (const name of ["opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"]) out.push(path2.join(a, name));
    if (a === root || a === path2.dirname(a)) break;
  }
  return out;
}
function relToRoot(root, abs) {
  if (abs === root) return "";
  const prefix = root === "/" ? "/" : root + "/";
  return abs.startsWith(prefix) ? abs.slice(prefix.length) : null;
}
var MAINSTREAM_CONFIG_NAMES = /* @__PURE__ */ new Set(["opencode.json", "opencode.jsonc"]);
function nestedConfigGlob(wRel) {
  return `${wRel === "" ? "" : wRel + "/"}**/opencode.jso[n]*`;
}
function nestedConfigEntries(root, wRel, scan) {
  const found = scan !== null ? scan.configs : indexEntriesAt(root, [], [], [nestedConfigGlob(wRel)]) ?? [];
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const e of found) {
    if (!isNestedConfig(wRel, e.path) || seen.has(e.path)) continue;
    seen.add(e.path);
    out.push({ mode: e.mode, oid: e.oid, path: e.path });
  }
  return out;
}
function isNestedConfig(wRel, p) {
  const slash = p.lastIndexOf("/");
  return MAINSTREAM_CONFIG_NAMES.has(p.slice(slash + 1)) && (wRel === "" || p.startsWith(wRel + "/"));
}
function scopedSpecs(root, W, absDirs, withCandidates) {
  const wRel = relToRoot(root, W);
  if (wRel === null) return null;
  const dirs = [...new Set(absDirs.map((d) => relToRoot(root, d)).filter((r) => r !== null))];
  const globs = withCandidates ? [wRel === "" ? ".opencode*" : `${wRel}/.opencode*`] : [];
  const out = /* @__PURE__ */ new Set();
  for (const r of withCandidates && wRel !== "" ? [...dirs, wRel + "/x"] : dirs) for (let i = r.indexOf("/"); i > 0; i = r.indexOf("/", i + 1)) out.add(r.slice(0, i));
  const exact = [...out].filter((a) => !dirs.includes(a));
  if (withCandidates) {
    for (const f of mainstreamConfigFiles(root, W)) {
      const r = relToRoot(root, f);
      if (/[*?[\]\\:]/.test(r)) return null;
      exact.push(r);
    }
  }
  return { dirs, exact, globs, candidatesAt: withCandidates ? wRel : null, nestedAt: withCandidates ? wRel : null };
}
function listedBy(s, p) {
  if (s.exact.includes(p)) return true;
  for (const d of s.dirs) if (p === d || p.startsWith(d + "/")) return true;
  if (s.candidatesAt !== null) {
    const slash = p.lastIndexOf("/");
    const dir = slash < 0 ? "" : p.slice(0, slash);
    if (dir === s.candidatesAt && p.startsWith(".opencode", slash + 1)) return true;
  }
  return s.nestedAt !== null && isNestedConfig(s.nestedAt, p);
}
function definitionKey(entries, specs) {
  const lines = entries.filter((e) => listedBy(specs, e.path)).map((e) => `${e.mode} ${e.oid}	${e.path}\0`);
  lines.sort();
  return lines.join("");
}
function cacheFile(cache, root, W, envPaths) {
  return path2.join(cache.dir, `interest-${fnv64Hex(JSON.stringify([CACHE_FORMAT, cache.codeId, root, W, envPaths]))}.json`);
}
function insideRepository(dir, root) {
  let real = dir;
  try {
    real = fs.realpathSync(dir);
  } catch {
  }
  return relToRoot(root, real) !== null || relToRoot(root, dir) !== null;
}
var isStrings = (v) => Array.isArray(v) && v.every((x) => typeof x === "string");
var isHeads = (v) => isStrings(v) && v.every((h) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(h));
function linkRecordOf(v) {
  if (v === null || typeof v !== "object") return null;
  const { heads, list, gitlinks } = v;
  if (!isHeads(heads) || typeof gitlinks !== "boolean" || !Array.isArray(list)) return null;
  if (!list.every((l) => isStrings(l) && l.length === 2)) return null;
  return { heads, list, gitlinks };
}
function knownLinks(repo, head, touched, rec, scan) {
  if (!touched && head !== null && rec !== null && rec.heads.includes(head)) return { set: { links: rec.list, gitlinks: rec.gitlinks }, record: null };
  const set = readIndexLinks(repo.root, scan());
  if (touched || head === null) return { set, record: null };
  const same = rec !== null && rec.gitlinks === set.gitlinks && JSON.stringify(rec.list) === JSON.stringify(set.links);
  return { set, record: { heads: [head, ...same ? rec.heads : []].slice(0, MAX_HEADS), list: set.links, gitlinks: set.gitlinks } };
}
function readInterestCache(cache, root, W, env) {
  try {
    if (insideRepository(cache.dir, root)) return null;
    const envPaths = envPathsOf(env);
    const doc = JSON.parse(fs.readFileSync(cacheFile(cache, root, W, envPaths), "utf8"));
    if (doc["format"] !== CACHE_FORMAT || doc["codeId"] !== cache.codeId || doc["root"] !== root || doc["W"] !== W || doc["envPaths"] !== envPaths) return null;
    const key = doc["key"];
    const i = doc["interest"];
    if (typeof key !== "string" || i === null || typeof i !== "object") return null;
    const { paths, basenames, anything, suffixGlobs, extraDirs } = i;
    if (!isStrings(paths) || !isStrings(basenames) || !isStrings(suffixGlobs) || !isStrings(extraDirs) || anything !== null && typeof anything !== "string") return null;
    if (![...paths, ...extraDirs].every((p) => path2.isAbsolute(p))) return null;
    const heads = doc["heads"];
    if (!isHeads(heads)) return null;
    return { key, interest: { paths, basenames, anything, suffixGlobs, extraDirs }, heads, links: linkRecordOf(doc["links"]) };
  } catch {
    return null;
  }
}
function writeInterestCache(cache, root, W, env, entry) {
  try {
    if (insideRepository(cache.dir, root)) return;
    fs.mkdirSync(cache.dir, { recursive: true, mode: 448 });
    if (insideRepository(cache.dir, root)) return;
    const file = cacheFile(cache, root, W, envPathsOf(env));
    const doc = { format: CACHE_FORMAT, codeId: cache.codeId, root, W, envPaths: envPathsOf(env), key: entry.key, interest: entry.interest, heads: entry.heads.slice(0, MAX_HEADS), links: entry.links };
    replaceCacheFile(file, JSON.stringify(doc));
  } catch {
  }
}
function matchInterest(root, changed, symlinks, interest, how, links) {
  if (interest.anything !== null) return { relevant: true, reason: interest.anything, changed };
  const paths = [...interest.paths];
  const globs = interest.suffixGlobs.map((g) => ({ g, re: suffixGlobRegex(g) }));
  const judge = (rel, note) => {
    const abs = root === "/" ? "/" + rel : root + "/" + rel;
    if (interest.basenames.has(path2.basename(rel))) return `${rel}${note}: a context file name (contextPaths, discovery)`;
    for (const p of paths) {
      if (abs === p || abs.startsWith(p + "/") || p.startsWith(abs + "/")) return `${rel}${note}: named by ${p}`;
    }
    for (const { g, re } of globs) {
      if (re.test(rel)) return `${rel}${note}: may match the instructions glob ${g} (globbed from every Location upward)`;
    }
    if (globs.length > 0 && symlinks.has(rel)) return `${rel}${note}: a symlink, through which the instructions glob ${globs[0].g} may reach files`;
    return null;
  };
  for (const rel of changed) {
    const why = judge(rel, "");
    if (why !== null) return { relevant: true, reason: why, changed };
  }
  const set = links();
  if (globs.length > 0 && set.gitlinks) {
    return { relevant: true, reason: `the repository holds a submodule, whose symlinks the instructions glob ${globs[0].g} may follow to the staged files`, changed };
  }
  const aliases = linkAliases(root, changed, set.links);
  if (aliases === null) return { relevant: true, reason: "symlinks make the staged changes visible under too many paths to judge", changed };
  for (const { path: rel, via } of aliases) {
    const note = ` (through the symlink ${via})`;
    const fixed = staticReason(rel);
    const why = fixed !== null ? `${rel}${note}: ${fixed}` : judge(rel, note);
    if (why !== null) return { relevant: true, reason: why, changed };
  }
  return { relevant: false, reason: `none of ${changed.length} staged path(s) can affect context (${how})`, changed };
}
function quickRelevance(cwd, env, withGlobal, cacheOrLocate) {
  const { root, head, index } = sourceRootAndHead(cwd);
  const repo = { root, index };
  const { paths: changed, symlinks, submodules } = stagedChanges(root, head ?? "HEAD");
  const linksTouched = symlinks.size > 0 || submodules.size > 0;
  if (changed.length === 0) return { relevant: false, reason: "nothing is staged", changed, repo };
  for (const rel of changed) {
    const why = staticReason(rel);
    if (why) return { relevant: true, reason: `${rel}: ${why}`, changed, repo };
  }
  if (withGlobal) return { relevant: true, reason: "--with-global: user-level files may name any path", changed, repo };
  const W = path2.resolve(cwd);
  const cache = typeof cacheOrLocate === "function" ? cacheOrLocate() : cacheOrLocate;
  const scan = indexScanOf(index);
  const pending = { pending: true, root, head, W, changed, symlinks, linksTouched, linkRecord: null, scan, env, cache, repo };
  if (cache === null) return pending;
  const hit = readInterestCache(cache, root, W, env);
  if (hit === null) return pending;
  pending.linkRecord = hit.links;
  const defs = scopedSpecs(root, W, [...definitionDirs(W), ...hit.interest.extraDirs], true);
  const named = scopedSpecs(root, W, hit.interest.paths, false);
  if (defs === null || named === null) return pending;
  const untouched = changed.every((p) => !listedBy(defs, p) && !listedBy(named, p));
  let entry = null;
  const prev = hit.heads[0];
  if (head !== null && untouched && prev !== void 0 && !hit.heads.includes(head) && hit.links !== null && hit.links.heads.includes(prev)) {
    const d = committedChanges(root, prev, head);
    if (d !== null && d.symlinks.size === 0 && d.submodules.size === 0 && d.paths.every((p) => !listedBy(defs, p) && !listedBy(named, p))) {
      entry = { ...hit, heads: [head, ...hit.heads], links: { ...hit.links, heads: [head, ...hit.links.heads].slice(0, MAX_HEADS) } };
    }
  }
  if (entry === null && (head === null || !untouched || !hit.heads.includes(head))) {
    const entries = indexEntriesAt(root, [...defs.dirs, ...named.dirs], [.../* @__PURE__ */ new Set([...defs.exact, ...named.exact])], defs.globs);
    if (entries === null) return pending;
    entries.push(...nestedConfigEntries(root, defs.nestedAt, scan()));
    if (entries.some((e) => e.mode === "120000")) return pending;
    if (definitionKey(entries, defs) !== hit.key) return pending;
    if (head !== null && untouched) entry = { ...hit, heads: [head, ...hit.heads] };
  }
  const paths = new Set(hit.interest.paths);
  const disk = new WorktreeSource();
  for (const p of hit.interest.paths) {
    if (relToRoot(root, p) !== null) continue;
    const real = disk.realpath(p);
    if (real !== null && real !== p) paths.add(real);
  }
  const links = () => {
    const got = knownLinks(repo, head, linksTouched, entry?.links ?? hit.links, scan);
    if (got.record !== null) entry = { ...entry ?? hit, links: got.record };
    return got.set;
  };
  const verdict = matchInterest(root, changed, symlinks, { paths, basenames: new Set(hit.interest.basenames), anything: hit.interest.anything, suffixGlobs: hit.interest.suffixGlobs }, "cached interest", links);
  if (entry !== null) writeInterestCache(cache, root, W, env, entry);
  return { ...verdict, repo };
}
var KNOWN_RELEVANT = /* @__PURE__ */ Symbol.for("ctxlens.precommit.knownRelevant");
var known = () => globalThis[KNOWN_RELEVANT];
function rememberRelevant(cwd, env, repo = null) {
  globalThis[KNOWN_RELEVANT] = { cwd: path2.resolve(cwd), envPaths: envPathsOf(env), repo };
}
function alreadyKnownRelevant(cwd, env) {
  const k = known();
  return k !== void 0 && k.cwd === path2.resolve(cwd) && k.envPaths === envPathsOf(env);
}
function knownRepository(cwd) {
  const k = known();
  return k !== void 0 && k.cwd === path2.resolve(cwd) ? k.repo : null;
}
export {
  alreadyKnownRelevant,
  definitionDirs,
  definitionKey,
  interestCacheFromEnv,
  isNestedConfig,
  knownLinks,
  knownRepository,
  listedBy,
  mainstreamConfigFiles,
  matchInterest,
  nestedConfigEntries,
  nestedConfigGlob,
  quickRelevance,
  readInterestCache,
  relToRoot,
  rememberRelevant,
  scopedSpecs,
  writeInterestCache
};
