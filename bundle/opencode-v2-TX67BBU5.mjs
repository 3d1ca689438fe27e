import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  MAX_JSONC_DEPTH,
  displayDir,
  explicitEnvNames,
  grayMatter,
  jsoncDepth,
  loadOcProject,
  openSource,
  parseCalls,
  readArgFile,
  simulateInstructions,
  simulatedEnv,
  substitute
} from "./chunk-DGTADCGE.mjs";
import {
  init_main,
  parse,
  printParseErrorCode
} from "./chunk-BPEERN6Z.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-RGW2QNWM.mjs";
import {
  neutralise,
  safeJson,
  single
} from "./chunk-NC3ELG6S.mjs";
import {
  RefusalError,
  UsageError
} from "./chunk-TWUHB67M.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/commands/opencode-v2.ts
import * as nodePath from "node:path";

// src/runtimes/opencode-v2/model/types.ts
var V2_BASIS = "V2, from the documentation";
var DEFAULT_V2_OPTIONS = { walkStop: "home", claudeFallback: false, instructionsKey: "inert" };

// src/report/opencode-v2-migration.ts
function formatMigration(r) {
  const lines = [];
  lines.push(`Migration report: OpenCode V1 (opencode-ai 1.18.33, as simulated by --runtime opencode) \u2192 V2 (${V2_BASIS}).`);
  lines.push(`Options: walk stop ${r.options.walkStop} (R1), CLAUDE.md fallback ${r.options.claudeFallback ? "on" : "off"} (R2), instructions key ${r.options.instructionsKey} (R3).`);
  lines.push("");
  lines.push("Instruction baseline per Location:");
  let same = 0;
  const groups = /* @__PURE__ */ new Map();
  for (const l of r.locations) {
    if (l.changes.length === 0 && l.v1Refusal === null) {
      same++;
      continue;
    }
    const key = JSON.stringify([l.changes, l.v1Refusal]);
    const g = groups.get(key) ?? { locs: [], changes: l.changes };
    g.locs.push(l);
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    const l = g.locs[0];
    const more = g.locs.length > 1 ? ` and ${g.locs.length - 1} more Location${g.locs.length === 2 ? "" : "s"} below (${g.locs.slice(1).map((x) => x.location).join(", ")})` : "";
    lines.push(`  ${l.location}${more}: V1 ${l.v1.length} file${l.v1.length === 1 ? "" : "s"}, ${l.bytes.v1} bytes \u2192 V2 ${l.v2.length} file${l.v2.length === 1 ? "" : "s"}, ${l.bytes.v2} bytes`);
    if (l.v1Refusal !== null) {
      const v2 = l.v1Refusal.startsWith("default agent") ? "V2 falls back to the build agent and starts" : "V2 drops the bad document with a warning and starts";
      lines.push(`    ! V1 refuses to start here (${l.v1Refusal}); ${v2}`);
    }
    for (const c of g.changes) lines.push(`    ${c.change === "only-v1" ? "- " : c.change === "only-v2" ? "+ " : "~ "}${c.file}: ${c.why}`);
  }
  if (same > 0) lines.push(`  ${same} ${groups.size > 0 ? "other " : ""}Location${same === 1 ? " loads" : "s load"} the same files (V2 separates blocks with a blank line, so the bytes differ when there are two or more).`);
  lines.push("");
  lines.push("Agents (V2 migrates V1 frontmatter by itself; a renamed agent needs its callers updated):");
  if (r.agents.length === 0) lines.push("  no change");
  for (const a of r.agents) {
    const who = a.change === "renamed" ? `${a.v1Id} \u2192 ${a.v2Id}` : a.v2Id ?? a.v1Id ?? "?";
    lines.push(`  ${a.change.padEnd(11)} ${who}${a.file !== null ? ` (${a.file})` : ""}: ${a.detail}`);
  }
  lines.push("");
  lines.push("Nested instructions at read time (V1 appends them to the read result; V2 adds AGENTS.md as a synthetic");
  lines.push("session message, also on a directory listing and when AGENTS.md itself is read):");
  if (r.disclosure.length === 0) lines.push("  none below the root");
  const lost = r.disclosure.filter((d) => !d.v2.startsWith("AGENTS.md"));
  const moved = r.disclosure.filter((d) => d.v2.startsWith("AGENTS.md"));
  if (moved.length > 0) lines.push(`  same files, new transport: ${moved.map((d) => d.dir).join(", ")}`);
  for (const d of lost) lines.push(`  - ${d.dir}: V1 ${d.v1}; V2 ${d.v2}`);
  const shown = new Set(r.locations.flatMap((l) => l.changes.map((c) => c.file)));
  const warnings = r.notes.filter(
    (n) => (n.severity === "warning" || n.id === "walk-above-root-not-read") && n.id !== "agent-id-changes" && n.id !== "r3-instructions-inert" && !(n.id === "r2-claude-fallback" && n.file !== void 0 && shown.has(n.file))
  );
  if (warnings.length > 0) {
    lines.push("");
    lines.push("Warnings:");
    for (const n of warnings) lines.push(`  ${n.file ?? n.location}: ${n.message} [${n.id}, docs/runtimes/opencode-v2.md ${n.section}]`);
  }
  return lines.map(neutralise).join("\n") + "\n";
}

// src/runtimes/opencode-v2/sim/disclosure.ts
import { posix as path2 } from "node:path";

// src/runtimes/opencode-v2/load/location.ts
import { posix as path } from "node:path";
function contains(parent, child) {
  if (parent === "/") return child.startsWith("/");
  return child === parent || child.startsWith(parent + "/");
}
function resolvePath(source, p) {
  return source.realpath(p) ?? path.resolve(p);
}
function ancestors(start, stop) {
  const out = [];
  let cur = start;
  for (; ; ) {
    out.push(cur);
    if (cur === stop) break;
    const parent = path.dirname(cur);
    if (parent === cur) break;
    cur = parent;
  }
  return out;
}
function locate(source, env, options) {
  const start = resolvePath(source, env.location);
  let projectRoot = start;
  let hasVcs = false;
  for (const dir of ancestors(start, null)) {
    if (source.lstat(path.join(dir, ".git")) !== null) {
      projectRoot = dir;
      hasVcs = true;
      break;
    }
  }
  const homeVar = env.vars["HOME"];
  const home = homeVar ? resolvePath(source, homeVar) : null;
  const xdg = env.vars["XDG_CONFIG_HOME"] || (homeVar ? path.join(homeVar, ".config") : null);
  const globalDir = xdg ? path.join(xdg, "opencode") : null;
  const homeStop = home !== null && contains(home, start) ? home : projectRoot;
  let stop = options.walkStop === "home" ? homeStop : projectRoot;
  let otherStop = options.walkStop === "home" ? projectRoot : homeStop;
  const userStop = stop !== projectRoot ? stop : otherStop !== projectRoot ? otherStop : null;
  if (!env.withGlobal) {
    stop = projectRoot;
    otherStop = projectRoot;
  }
  return { given: env.location, start, projectRoot, hasVcs, home, globalDir, inProject: contains(projectRoot, start), stop, otherStop, userStop: env.withGlobal ? null : userStop };
}

// src/runtimes/opencode-v2/load/text.ts
function decodeText(data) {
  return new TextDecoder("utf-8").decode(data);
}
function exists(source, abs) {
  return source.stat(abs) !== null;
}
function readInstruction(source, abs) {
  const st = source.stat(abs);
  if (st === null) return { ok: false, why: "missing" };
  if (st.kind === "dir") return { ok: false, why: "a directory" };
  const r = source.readFile(abs);
  if (!r.ok) return { ok: false, why: r.code === "EACCES" ? "unreadable" : r.code };
  return { ok: true, content: decodeText(r.data) };
}

// src/runtimes/opencode-v2/sim/disclosure.ts
function readTarget(input) {
  if (typeof input !== "object" || input === null) return null;
  const o = input;
  for (const k of ["path", "filePath", "file_path"]) if (typeof o[k] === "string" && o[k] !== "") return o[k];
  return null;
}
var V2Disclosure = class {
  constructor(source, loc) {
    this.source = source;
    this.loc = loc;
  }
  source;
  loc;
  claimed = /* @__PURE__ */ new Map();
  injected = /* @__PURE__ */ new Map();
  call(c) {
    const none = (why) => ({ appended: "", message: null, inert: why });
    if (c.tool !== "read") return none(`V2 discloses instructions on read only, not on ${c.tool}`);
    if (!c.ok) return none("the read failed: discovery runs only after a successful read");
    const target = readTarget(c.input);
    if (target === null) return none("the read names no path");
    const abs = path2.resolve(this.loc.given, target);
    const st = this.source.stat(abs);
    if (st === null) return none("the target does not exist, so the read fails");
    const resolved = resolvePath(this.source, abs);
    if (!contains(this.loc.projectRoot, resolved) && !contains(this.loc.start, resolved)) {
      return none("the target is in an external directory: V2 skips discovery");
    }
    const root = this.loc.start;
    const begin = st.kind === "dir" ? resolved : path2.dirname(resolved);
    const candidates = ancestors(begin, root).map((d) => path2.join(d, "AGENTS.md")).filter((f) => this.source.stat(f) !== null).map((f) => resolvePath(this.source, f)).filter((f) => path2.dirname(f) !== root);
    if (candidates.length === 0) return none("no AGENTS.md between the target and the Location");
    const claimed = this.claimed.get(c.session) ?? /* @__PURE__ */ new Set();
    this.claimed.set(c.session, claimed);
    const fresh = [...new Set(candidates)].filter((p) => !claimed.has(p));
    for (const p of fresh) claimed.add(p);
    const history = this.injected.get(c.session) ?? /* @__PURE__ */ new Set();
    this.injected.set(c.session, history);
    const toInject = fresh.filter((p) => !history.has(p));
    const readable = [];
    for (const p of toInject) {
      const r = readInstruction(this.source, p);
      if (r.ok) readable.push({ path: p, content: r.content });
    }
    if (readable.length === 0) return none("every AGENTS.md on the walk was already disclosed in this session");
    for (const f of readable) history.add(f.path);
    const message = {
      type: "synthetic",
      text: readable.map((f) => `Instructions from: ${f.path}
${f.content}`).join("\n\n"),
      description: `Loaded ${readable.map((f) => contains(this.loc.projectRoot, f.path) ? path2.relative(this.loc.projectRoot, f.path) : f.path).join(", ")}`,
      metadata: { instruction: { paths: readable.map((f) => f.path) } }
    };
    return { appended: "", message, inert: null };
  }
};

// src/runtimes/opencode-v2/sim/migration.ts
import { posix as path7 } from "node:path";

// src/runtimes/opencode-v2/load/agents.ts
import { posix as path3 } from "node:path";
var NATIVE_KEYS = ["model", "variant", "request", "system", "description", "mode", "hidden", "color", "steps", "disabled", "permissions"];
var BUILTIN_AGENTS = ["build", "plan", "general", "explore", "compaction", "title", "summary"];
function migrationOf(key) {
  switch (key) {
    case "prompt":
      return "system";
    case "disable":
      return "disabled";
    case "maxSteps":
      return "steps";
    case "permission":
    case "tools":
      return "permissions";
    case "temperature":
    case "top_p":
    case "options":
      return "request.body";
    default:
      return NATIVE_KEYS.includes(key) ? key : "request.body";
  }
}
function scanAgentFiles(source, dir) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const walk = (base, sub, recursive, forcePrimary, depth) => {
    const abs = sub === "" ? base : path3.join(base, sub);
    const real = source.realpath(abs);
    if (real === null || seen.has(real) || depth > 32) return;
    seen.add(real);
    for (const e of source.readdir(abs) ?? []) {
      const relPath = sub === "" ? e.name : `${sub}/${e.name}`;
      const child = path3.join(base, relPath);
      const kind = e.kind === "symlink" ? source.stat(child)?.kind : e.kind;
      if (kind === "dir" && recursive) walk(base, relPath, recursive, forcePrimary, depth + 1);
      else if (kind === "file" && e.name.endsWith(".md")) out.push({ file: child, id: relPath.slice(0, -3), forcePrimary });
    }
  };
  for (const name of ["agent", "agents"]) walk(path3.join(dir, name), "", true, false, 0);
  for (const name of ["mode", "modes"]) walk(path3.join(dir, name), "", false, true, 0);
  return out;
}
function decodeAgentFile(source, file, id, forcePrimary) {
  const base = { id, v1Id: id, kind: "markdown", file, format: "skipped", legacyKeys: [], migrations: [], mode: forcePrimary ? "primary" : "all", description: null, disabled: false, notes: [] };
  const r = source.readFile(file);
  if (!r.ok) return { ...base, notes: [{ id: "agent-skipped", severity: "warning", message: `cannot be read (${r.code}): V2 skips it silently`, file, section: "\xA75.2" }] };
  let data;
  try {
    data = grayMatter(decodeText(r.data), {}).data;
  } catch (e) {
    const msg = e instanceof Error ? e.message.split("\n")[0] : String(e);
    return {
      ...base,
      notes: [{ id: "agent-skipped", severity: "warning", message: `frontmatter does not parse (${msg}): V2 skips the agent silently, V1 loads it with the whole file as prompt`, file, section: "\xA75.2" }]
    };
  }
  const keys = Object.keys(data);
  const legacyKeys = keys.filter((k) => !NATIVE_KEYS.includes(k));
  const v1Id = typeof data["name"] === "string" && data["name"] !== "" ? data["name"] : id;
  const notes = [];
  const mode = forcePrimary ? "primary" : typeof data["mode"] === "string" ? data["mode"] : "all";
  const description = typeof data["description"] === "string" ? data["description"] : null;
  if (legacyKeys.length === 0) {
    const color = data["color"];
    if (color !== void 0 && !(typeof color === "string" && /^#[0-9a-fA-F]{6}$/.test(color))) {
      notes.push({ id: "agent-skipped", severity: "warning", message: `color ${JSON.stringify(color)} is not #RRGGBB: the native V2 schema rejects it and V2 skips the agent silently`, file, section: "\xA75.2" });
      return { ...base, v1Id, notes };
    }
    return { ...base, v1Id, format: "native", mode, description, disabled: data["disabled"] === true, notes };
  }
  const migrations = legacyKeys.map((k) => ({ from: k, to: k === "name" ? "request.body (the ID stays path-derived)" : migrationOf(k) }));
  notes.push({
    id: "agent-legacy",
    severity: "info",
    message: `V1-style frontmatter (${legacyKeys.join(", ")}): V2 decodes the whole file as V1 and migrates it (${migrations.map((m) => `${m.from} \u2192 ${m.to}`).join(", ")})`,
    file,
    section: "\xA75.3"
  });
  if (v1Id !== id) {
    notes.push({ id: "agent-id-changes", severity: "warning", message: `V1 calls this agent "${v1Id}" (frontmatter name); V2 calls it "${id}" (its path): references to "${v1Id}" stop resolving`, file, section: "\xA75.1" });
  }
  return { ...base, v1Id, format: "legacy", legacyKeys, migrations, mode, description, disabled: data["disabled"] === true || data["disable"] === true, notes };
}
function loadV2Agents(source, config) {
  const agents = /* @__PURE__ */ new Map();
  for (const id of BUILTIN_AGENTS) {
    agents.set(id, { id, v1Id: id, kind: "builtin", format: "native", legacyKeys: [], migrations: [], mode: id === "build" || id === "plan" ? "primary" : id === "general" || id === "explore" ? "subagent" : "hidden", description: null, disabled: false, notes: [] });
  }
  for (const dir of config.directories) {
    for (const f of scanAgentFiles(source, dir)) {
      const a = decodeAgentFile(source, f.file, f.id, f.forcePrimary);
      const prev = agents.get(a.id);
      if (a.format === "skipped" && prev !== void 0) {
        agents.set(a.id, { ...prev, notes: [...prev.notes, ...a.notes] });
        continue;
      }
      agents.set(a.id, a);
    }
  }
  for (const [id, entry] of config.agents) {
    const prev = agents.get(id);
    const f = entry.fields;
    const legacyKeys = Object.keys(f).filter((k) => !NATIVE_KEYS.includes(k) && k !== "prompt");
    agents.set(id, {
      id,
      v1Id: id,
      kind: prev?.kind ?? "config",
      ...prev?.file !== void 0 ? { file: prev.file } : {},
      format: prev?.format === "legacy" || legacyKeys.length > 0 ? "legacy" : "native",
      legacyKeys: [.../* @__PURE__ */ new Set([...prev?.legacyKeys ?? [], ...legacyKeys])],
      migrations: [...prev?.migrations ?? [], ...legacyKeys.filter((k) => !(prev?.legacyKeys ?? []).includes(k)).map((k) => ({ from: k, to: migrationOf(k) }))],
      mode: typeof f["mode"] === "string" ? f["mode"] : prev?.mode ?? "all",
      description: typeof f["description"] === "string" ? f["description"] : prev?.description ?? null,
      disabled: f["disabled"] === true || f["disable"] === true || f["disabled"] === void 0 && f["disable"] === void 0 && (prev?.disabled ?? false),
      notes: prev?.notes ?? []
    });
    if (prev?.v1Id !== void 0 && prev.v1Id !== null) agents.get(id).v1Id = prev.v1Id;
  }
  return [...agents.values()].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// src/runtimes/opencode-v2/load/config.ts
init_main();
import { posix as path4 } from "node:path";
var NAMES = ["opencode.json", "opencode.jsonc"];
function substitute2(source, text, dir, vars) {
  const r = substitute(text, dir, vars, source, vars["HOME"] ? vars["HOME"] : null);
  return r.error !== null ? { error: r.error } : { text: r.text };
}
function parseDocument(text) {
  if (jsoncDepth(text) > MAX_JSONC_DEPTH) return { error: `nested more than ${MAX_JSONC_DEPTH} levels deep, too deep to parse` };
  const errors = [];
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    const e = errors[0];
    const line = text.slice(0, e.offset).split("\n").length;
    return { error: `${printParseErrorCode(e.error)} at line ${line}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { error: "the document is not a JSON object" };
  return { value };
}
function readDocument(source, abs, kind, vars, notes) {
  const st = source.stat(abs);
  if (st === null || st.kind !== "file") return null;
  const r = source.readFile(abs);
  if (!r.ok) return null;
  return fromText(source, abs, kind, r.data.toString("utf8"), path4.dirname(abs), vars, notes);
}
function fromText(source, name, kind, raw, dir, vars, notes) {
  const sub = substitute2(source, raw, dir, vars);
  const parsed = "error" in sub ? sub : parseDocument(sub.text);
  if ("error" in parsed) {
    notes.push({
      id: "config-rejected",
      severity: "warning",
      message: `V2 rejects the whole document (${parsed.error}); V1 refuses to start instead`,
      file: name,
      section: "\xA72.3"
    });
    return { path: name, kind, value: null, rejected: parsed.error };
  }
  return { path: name, kind, value: parsed.value };
}
function loadV2Config(source, env, loc) {
  const notes = [];
  const documents = [];
  const directories = [];
  const push = (d) => {
    if (d !== null) documents.push(d);
  };
  const vars = env.vars;
  if (env.withGlobal && loc.globalDir !== null) {
    for (const n of NAMES) push(readDocument(source, path4.join(loc.globalDir, n), "global", vars, notes));
    if (source.stat(loc.globalDir)?.kind === "dir") directories.push(loc.globalDir);
  }
  const explicit = vars["OPENCODE_CONFIG"];
  if (explicit) push(readDocument(source, path4.resolve(loc.given, explicit), "explicit", vars, notes));
  const projectOff = Boolean(vars["OPENCODE_DISABLE_PROJECT_CONFIG"]) || loc.globalDir !== null && loc.start === loc.globalDir;
  if (!projectOff) {
    const all = ancestors(loc.start, null);
    const walk = (env.withGlobal ? all : ancestors(loc.start, loc.projectRoot)).reverse();
    if (!env.withGlobal) {
      const above = all.slice(walk.length).flatMap((dir) => [...NAMES.map((n) => path4.join(dir, n)), ...NAMES.map((n) => path4.join(dir, ".opencode", n))]).filter((f) => source.stat(f)?.kind === "file");
      if (above.length > 0) {
        notes.push({
          id: "config-above-root-not-read",
          severity: "info",
          message: `${above.join(", ")} lie${above.length === 1 ? "s" : ""} above the project root: V2 merges ${above.length === 1 ? "it" : "them"} (its config walk goes to /); pass --with-global to include user-level files`,
          file: above[0],
          section: "\xA72.1"
        });
      }
    }
    for (const dir of walk) for (const n of NAMES) push(readDocument(source, path4.join(dir, n), "direct", vars, notes));
    for (const dir of walk) {
      const dot = path4.join(dir, ".opencode");
      if (source.stat(dot)?.kind !== "dir") continue;
      for (const n of NAMES) push(readDocument(source, path4.join(dot, n), "dot-opencode", vars, notes));
      directories.push(dot);
    }
  }
  const inline = vars["OPENCODE_CONFIG_CONTENT"];
  if (inline) documents.push(fromText(source, "OPENCODE_CONFIG_CONTENT", "inline", inline, loc.given, vars, notes));
  return { documents, directories, ...merge(documents), notes };
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function merge(documents) {
  const agents = /* @__PURE__ */ new Map();
  let defaultAgent = null;
  const instructions = [];
  for (const doc of documents) {
    const v = doc.value;
    if (v === null) continue;
    const apply = (map, forcePrimary) => {
      if (!isRecord(map)) return;
      for (const [id, cfg] of Object.entries(map)) {
        if (!isRecord(cfg)) continue;
        const cur = agents.get(id) ?? { fields: {}, files: [] };
        for (const [k, val] of Object.entries(cfg)) {
          if (k === "permissions" && Array.isArray(val) && Array.isArray(cur.fields[k])) cur.fields[k] = [...cur.fields[k], ...val];
          else cur.fields[k] = val;
        }
        if (forcePrimary) cur.fields["mode"] = "primary";
        cur.files.push(doc.path);
        agents.set(id, cur);
      }
    };
    apply(v["agent"], false);
    apply(v["mode"], true);
    apply(v["agents"], false);
    if (typeof v["default_agent"] === "string") defaultAgent = { value: v["default_agent"], file: doc.path };
    if (Array.isArray(v["instructions"])) {
      for (const e of v["instructions"]) if (typeof e === "string") instructions.push({ entry: e, file: doc.path });
    }
  }
  return { agents, defaultAgent, instructions };
}

// src/runtimes/opencode-v2/sim/instructions.ts
import { posix as path5 } from "node:path";
function walkAgents(source, start, stop) {
  const out = [];
  for (const dir of ancestors(start, stop)) {
    const found = path5.join(dir, "AGENTS.md");
    if (exists(source, found)) out.push({ dir, found, real: resolvePath(source, found) });
  }
  return out;
}
function computeBaseline(source, env, loc, config, options) {
  const notes = [];
  const files = /* @__PURE__ */ new Map();
  const add = (f) => {
    if (!files.has(f.path)) files.set(f.path, f);
  };
  const claudeOff = Boolean(env.vars["OPENCODE_DISABLE_CLAUDE_CODE_PROMPT"] || env.vars["OPENCODE_DISABLE_CLAUDE_CODE"]);
  const load = (found, origin) => {
    const real = resolvePath(source, found);
    const r = readInstruction(source, real);
    if (!r.ok) {
      notes.push({
        id: "instruction-skipped",
        severity: "warning",
        message: r.why === "a directory" ? `${found} is a directory: newer V2 revisions skip it, older ones mark the instruction source unavailable` : `${found} cannot be read (${r.why}): V2 marks the instruction source unavailable and keeps the previous value`,
        file: found,
        section: "\xA74.4"
      });
      return false;
    }
    add({ path: real, foundAt: found, origin, content: r.content });
    return true;
  };
  const globalFile = env.withGlobal && loc.globalDir !== null ? resolvePath(source, path5.join(loc.globalDir, "AGENTS.md")) : null;
  if (globalFile !== null) {
    const globalLoaded = exists(source, globalFile) && load(globalFile, "global");
    const claudeGlobal = env.vars["HOME"] ? path5.join(env.vars["HOME"], ".claude", "CLAUDE.md") : null;
    if (!globalLoaded && claudeGlobal !== null && exists(source, claudeGlobal)) {
      if (options.claudeFallback && !claudeOff) load(claudeGlobal, "claude-fallback");
      else if (!claudeOff) notes.push(r2Note(claudeGlobal));
    }
  }
  let projectOff = null;
  if (env.vars["OPENCODE_DISABLE_PROJECT_CONFIG"]) projectOff = "OPENCODE_DISABLE_PROJECT_CONFIG is set";
  else if (!loc.inProject) projectOff = `the Location is outside the project root ${loc.projectRoot}`;
  const walked = projectOff === null ? ancestors(loc.start, loc.stop) : [];
  for (const dir of walked) {
    const found = path5.join(dir, "AGENTS.md");
    if (exists(source, found)) {
      const real = resolvePath(source, found);
      if (!env.withGlobal || real !== globalFile) load(found, "project");
      continue;
    }
    const claude = path5.join(dir, "CLAUDE.md");
    if (!claudeOff && exists(source, claude)) {
      if (options.claudeFallback) load(claude, "claude-fallback");
      else notes.push(r2Note(claude));
    }
  }
  if (projectOff === null && loc.userStop !== null) {
    const above = walkAgents(source, loc.projectRoot, loc.userStop).filter((f) => f.dir !== loc.projectRoot);
    if (above.length > 0) {
      notes.push({
        id: "walk-above-root-not-read",
        severity: "info",
        message: `${above.map((f) => f.found).join(", ")} lie${above.length === 1 ? "s" : ""} above the project root on the walk to home: V2 (docs and later revisions) loads ${above.length === 1 ? "it" : "them"}; pass --with-global to include user-level files`,
        file: above[0].found,
        section: "\xA74.2"
      });
    }
  }
  if (projectOff === null && loc.stop !== loc.otherStop) {
    const mine = new Set(walkAgents(source, loc.start, loc.stop).map((f) => f.real));
    const other = new Set(walkAgents(source, loc.start, loc.otherStop).map((f) => f.real));
    const onlyMine = [...mine].filter((p) => !other.has(p));
    const onlyOther = [...other].filter((p) => !mine.has(p));
    if (onlyMine.length > 0 || onlyOther.length > 0) {
      const rule = options.walkStop === "home" ? "the earlier revision (stop at the project root)" : "later revisions and the docs (stop at home)";
      const parts = [
        ...onlyMine.length > 0 ? [`would not load ${onlyMine.join(", ")}`] : [],
        ...onlyOther.length > 0 ? [`would also load ${onlyOther.join(", ")}`] : []
      ];
      notes.push({ id: "r1-walk-stop", severity: "warning", message: `under ${rule} V2 ${parts.join(" and ")}`, file: [...onlyMine, ...onlyOther][0], section: "\xA74.2" });
    }
  }
  for (const e of config.instructions) {
    if (options.instructionsKey === "inert") {
      const redundant = path5.basename(e.entry) === "AGENTS.md";
      notes.push({
        id: "r3-instructions-inert",
        severity: redundant ? "info" : "warning",
        message: redundant ? `V2 ignores the "instructions" entry "${e.entry}"; AGENTS.md files on the walk load anyway, others are disclosed only when read` : `V2 ignores the "instructions" entry "${e.entry}": move its content into an AGENTS.md`,
        file: e.file,
        section: "\xA74.5"
      });
      continue;
    }
    if (/^https?:\/\//.test(e.entry) || /[*?[{]/.test(e.entry)) {
      notes.push({ id: "r3-instructions-unsupported", severity: "info", message: `"${e.entry}": the resolve option loads plain paths only (URLs and globs are not simulated)`, file: e.file, section: "\xA74.5" });
      continue;
    }
    let entry = e.entry;
    if (entry.startsWith("~/") && env.vars["HOME"]) entry = path5.join(env.vars["HOME"], entry.slice(2));
    const candidates = path5.isAbsolute(entry) ? [entry] : ancestors(loc.start, loc.projectRoot).map((d) => path5.join(d, entry));
    const hit = candidates.find((c) => source.stat(c)?.kind === "file");
    if (hit !== void 0 && (projectOff === null || path5.isAbsolute(entry))) load(hit, "instructions");
  }
  return { files: [...files.values()], walked, projectOff, notes };
}
function r2Note(file) {
  return {
    id: "r2-claude-fallback",
    severity: "warning",
    message: "CLAUDE.md without an AGENTS.md beside it: loaded only by builds that implement the documented CLAUDE.md fallback",
    file,
    section: "\xA74.6"
  };
}
function renderInstructions(files) {
  return files.map((f) => `Instructions from: ${f.path}
${f.content}`).join("\n\n");
}

// src/runtimes/opencode-v2/sim/model.ts
function loadV2(source, env, options = DEFAULT_V2_OPTIONS) {
  const loc = locate(source, env, options);
  const config = loadV2Config(source, env, loc);
  const baseline = computeBaseline(source, env, loc, config, options);
  const agents = loadV2Agents(source, config);
  const notes = [...config.notes, ...baseline.notes, ...agents.flatMap((a) => a.notes)];
  return { options, loc, config, baseline, agents, rendered: renderInstructions(baseline.files), notes };
}

// src/runtimes/opencode-v2/sim/v1-baseline.ts
import { posix as path6 } from "node:path";
function computeV1Baseline(source, env) {
  const p = loadOcProject(source, { cwd: env.location, env: env.vars, withGlobal: env.withGlobal, ...env.explicit !== void 0 ? { explicitEnv: env.explicit } : {} });
  const set = p.refusal === null ? simulateInstructions(source, p.W, p.worktree, p.config, p.env) : null;
  const files = (set?.files ?? []).filter((f) => f.block !== null).map((f) => ({ path: f.abs, origin: f.layer, via: f.layer === "instructions" ? f.entry?.entry ?? "" : path6.basename(f.abs), content: f.content }));
  const agents = p.agentSet.definitions.filter((d) => d.kept && (d.origin === "markdown-agent" || d.origin === "markdown-mode")).map((d) => ({ id: d.id, file: d.abs }));
  return { worktree: p.worktree, files, rendered: set?.rendered ?? "", agents, refusal: p.refusal };
}

// src/runtimes/opencode-v2/sim/migration.ts
var INSTRUCTION_NAMES = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md"];
var LOCATION_MARKERS = [...INSTRUCTION_NAMES, "opencode.json", "opencode.jsonc"];
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules", ".venv", "vendor", "dist", "build", "target"]);
function instructionDirs(source, root, maxDirs = 2e3, maxLocations = 40, configDirs = true) {
  const out = [];
  const queue = [root];
  let visited = 0;
  while (queue.length > 0 && visited < maxDirs && out.length < maxLocations) {
    const dir = queue.shift();
    visited++;
    const entries = source.readdir(dir) ?? [];
    const isConfigDir = path7.basename(dir) === ".opencode";
    if (dir !== root && (configDirs || !isConfigDir) && entries.some((e) => LOCATION_MARKERS.includes(e.name))) out.push(dir);
    for (const e of entries) if (e.kind === "dir" && !SKIP_DIRS.has(e.name)) queue.push(path7.join(dir, e.name));
  }
  return out;
}
function relTo(root, p) {
  if (contains(root, p)) return path7.relative(root, p) || ".";
  const r = path7.relative(root, p);
  return r.split("/").every((s) => s === "..") || r.startsWith("../") ? r : p;
}
function compareLocation(root, v1, v2) {
  const changes = [];
  const v2Real = new Set(v2.baseline.files.map((f) => f.path));
  const v2Found = new Set(v2.baseline.files.map((f) => f.foundAt));
  for (const f of v1.files) {
    if (v2Real.has(f.path) || v2Found.has(f.path)) {
      const match = v2.baseline.files.find((g) => g.path === f.path || g.foundAt === f.path);
      if (match.path !== f.path) changes.push({ file: relTo(root, f.path), change: "header-path", why: `V2 names the real path ${relTo(root, match.path)} in "Instructions from:"` });
      continue;
    }
    let why;
    if (f.origin === "instructions") why = `listed in "instructions" ("${f.via}"): V2 ignores the key (R3)`;
    else if (f.via === "CLAUDE.md") why = v2.options.claudeFallback ? "V2 reads CLAUDE.md only in a directory without AGENTS.md" : "V2 loads AGENTS.md only; the CLAUDE.md fallback is documented but not in the code (R2)";
    else if (f.via === "CONTEXT.md") why = "V2 does not read CONTEXT.md";
    else if (f.origin === "project" && !contains(v2.loc.stop, f.path)) why = `above the V2 walk stop ${relTo(root, v2.loc.stop)}${v2.loc.hasVcs ? "" : " (no .git: the project root is the Location)"}`;
    else if (v1.files.some((g) => g !== f && v2Real.has(g.path) && g.content === f.content)) why = "a symlinked duplicate: V2 deduplicates by real path";
    else why = "not loaded by V2";
    changes.push({ file: relTo(root, f.path), change: "only-v1", why });
  }
  const v1Paths = new Set(v1.files.map((f) => f.path));
  for (const f of v2.baseline.files) {
    if (v1Paths.has(f.path) || v1Paths.has(f.foundAt)) continue;
    let why;
    if (v1.refusal !== null) why = "V1 does not start here (see above)";
    else if (f.origin === "project" && !contains(v1.worktree, f.foundAt)) why = `above the worktree${relTo(root, v1.worktree) === "." ? " (the repository root)" : ` ${relTo(root, v1.worktree)}`}: V2 walks up to ${v2.options.walkStop === "home" ? "home (R1)" : "the project root"}`;
    else if (f.content === "") why = "empty: V1 drops empty files, V2 renders the header";
    else if (f.origin === "claude-fallback") why = "CLAUDE.md fallback (R2 option)";
    else if (f.origin === "instructions") why = '"instructions" entry (R3 option)';
    else why = "V1 picks CLAUDE.md/CONTEXT.md names first only when no AGENTS.md exists; here V1 chose another name";
    changes.push({ file: relTo(root, f.path), change: "only-v2", why });
  }
  return {
    location: relTo(root, v2.loc.given),
    v1: v1.files.map((f) => relTo(root, f.path)),
    v2: v2.baseline.files.map((f) => relTo(root, f.path)),
    changes,
    bytes: { v1: Buffer.byteLength(v1.rendered), v2: Buffer.byteLength(v2.rendered) },
    v1Refusal: v1.refusal
  };
}
function migrationReport(source, env, options) {
  const root = env.location;
  const locations = [];
  const notes = [];
  let rootModel = null;
  let rootV1 = null;
  for (const dir of [root, ...instructionDirs(source, root, 2e3, 40, false)]) {
    const e = { ...env, location: dir };
    const v2 = loadV2(source, e, options);
    const v1 = computeV1Baseline(source, e);
    if (dir === root) {
      rootModel = v2;
      rootV1 = v1;
    }
    locations.push(compareLocation(root, v1, v2));
    const loc = relTo(root, dir);
    for (const n of v2.baseline.notes) notes.push({ ...n, ...n.file !== void 0 ? { file: relTo(root, n.file) } : {}, location: loc });
    if (dir === root) for (const n of [...v2.config.notes, ...v2.agents.flatMap((a) => a.notes)]) notes.push({ ...n, ...n.file !== void 0 ? { file: relTo(root, n.file) } : {}, location: loc });
  }
  const agents = compareAgents(root, rootV1, rootModel);
  const disclosure = compareDisclosure(source, root, rootModel);
  return { basis: V2_BASIS, runtime: "opencode", against: "opencode-v2", options, root, locations, agents, disclosure, notes: dedupeNotes(notes) };
}
function dedupeNotes(notes) {
  const seen = /* @__PURE__ */ new Set();
  return notes.filter((n) => {
    const k = `${n.id}\0${n.file ?? ""}\0${n.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
function compareAgents(root, v1, v2) {
  const out = [];
  const v1ByFile = new Map(v1.agents.filter((a) => a.file !== null).map((a) => [a.file, a.id]));
  const summarise = (ms) => {
    const by = /* @__PURE__ */ new Map();
    for (const m of ms) by.set(m.to, [...by.get(m.to) ?? [], m.from]);
    return [...by.entries()].map(([to, from]) => `${from.join(", ")} \u2192 ${to}`).join("; ");
  };
  for (const a of v2.agents) {
    if (a.kind === "builtin" && a.file === void 0) continue;
    const file = a.file !== void 0 ? relTo(root, a.file) : null;
    const v1Id = a.file !== void 0 ? v1ByFile.get(a.file) ?? null : a.v1Id;
    if (a.file !== void 0 && v1Id === null && a.kind === "markdown") {
      out.push({ v1Id: null, v2Id: a.format === "skipped" ? null : a.id, file, change: "only-v2-dir", detail: "its config directory lies above the worktree: only V2 walks there" });
      continue;
    }
    if (a.format === "skipped") {
      out.push({ v1Id, v2Id: null, file, change: "skipped", detail: a.notes.map((n) => n.message).join("; ") });
      continue;
    }
    const shared = v1.agents.filter((x) => x.id === v1Id && x.file !== a.file && x.file !== null);
    const dup = shared.length > 0 ? `; V1 gives the same ID to ${shared.map((x) => relTo(root, x.file)).join(", ")} and keeps one at random, V2 keeps both` : "";
    if (v1Id !== null && v1Id !== a.id) {
      out.push({ v1Id, v2Id: a.id, file, change: "renamed", detail: `frontmatter name "${v1Id}" no longer sets the ID; calls to "${v1Id}" stop resolving${dup}` + (a.format === "legacy" ? `; legacy frontmatter migrated: ${summarise(a.migrations)}` : "") });
      continue;
    }
    if (a.format === "legacy") out.push({ v1Id, v2Id: a.id, file, change: "migrated", detail: summarise(a.migrations) + dup });
  }
  const v2Files = new Set(v2.agents.map((a) => a.file).filter((f) => f !== void 0));
  for (const a of v1.agents) {
    if (a.file !== null && !v2Files.has(a.file)) out.push({ v1Id: a.id, v2Id: null, file: relTo(root, a.file), change: "only-v1-dir", detail: "V2 does not read this config directory" });
  }
  return out;
}
function compareDisclosure(source, root, v2) {
  const out = [];
  for (const dir of instructionDirs(source, root)) {
    const names = INSTRUCTION_NAMES.filter((n) => source.stat(path7.join(dir, n))?.kind === "file");
    if (names.length === 0) continue;
    const v1 = `${names[0]} in the read result`;
    const v2s = names.includes("AGENTS.md") ? "AGENTS.md as a synthetic message" : "nothing: V2 reads AGENTS.md only";
    out.push({ dir: relTo(root, dir), v1, v2: v2s });
  }
  return out;
}

// src/commands/opencode-v2.ts
function withV2Options(y, runtimes) {
  return y.option("runtime", { type: "string", choices: runtimes, demandOption: true, describe: "runtime model" }).option("cwd", { type: "string", default: process.cwd(), describe: "the Location (working directory)", coerce: (p) => nodePath.resolve(single("cwd", p)) }).option("env", { type: "string", array: true, default: [], describe: "NAME=VALUE of the simulated environment; repeatable" }).option("with-global", { type: "boolean", default: false, describe: "also read the user-level files (global config directory, ~/.claude)" }).option("staged", { type: "boolean", default: false, describe: "read the git index instead of the working tree" }).option("rev", { type: "string", describe: "read a git revision instead of the working tree" }).option("v2-walk-stop", { choices: ["home", "root"], default: DEFAULT_V2_OPTIONS.walkStop, describe: "R1: where the AGENTS.md walk stops (home: docs and later revisions; root: earlier revision)" }).option("v2-claude-fallback", { type: "boolean", default: DEFAULT_V2_OPTIONS.claudeFallback, describe: "R2: apply the documented CLAUDE.md fallback" }).option("v2-instructions", { choices: ["inert", "resolve"], default: DEFAULT_V2_OPTIONS.instructionsKey, describe: 'R3: the "instructions" key is inert (docs) or resolved (plain paths)' });
}
function optionsOf(a) {
  return { walkStop: a["v2-walk-stop"], claudeFallback: a["v2-claude-fallback"], instructionsKey: a["v2-instructions"] };
}
async function open(a) {
  const vars = simulatedEnv(a.env);
  const source = await openSource({ cwd: a.cwd, staged: a.staged, ...a.rev !== void 0 ? { rev: a.rev } : {} });
  if (source.kind === "worktree" && source.stat(a.cwd)?.kind !== "dir") throw new UsageError(`not a directory: ${a.cwd}`);
  return { source, env: { location: a.cwd, vars, withGlobal: a.withGlobal, explicit: explicitEnvNames(a.env) } };
}
async function model(a) {
  const { source, env } = await open(a);
  const m = loadV2(source, env, optionsOf(a));
  if (a.agent !== void 0) {
    const agent = m.agents.find((x) => x.id === a.agent && x.format !== "skipped");
    if (agent === void 0 || agent.disabled) {
      const renamed = m.agents.find((x) => x.v1Id === a.agent && x.id !== a.agent);
      throw new RefusalError(
        `opencode-v2 (${V2_BASIS}): no agent "${a.agent}"` + (renamed !== void 0 ? `; V2 calls the agent V1 named "${a.agent}" "${renamed.id}" (IDs come from the path)` : "")
      );
    }
  }
  return { source, m };
}
function basisNote() {
  process.stderr.write(`ctxlens: opencode-v2 is modelled ${V2_BASIS} (docs/runtimes/opencode-v2.md); no published CLI runs V2 yet
`);
}
function write(out) {
  return new Promise((resolve2, reject) => process.stdout.write(out, (e) => e ? reject(e) : resolve2()));
}
var v2Render = {
  command: "render",
  describe: "print the V2 instruction baseline of the Location, byte for byte (V2, from the documentation)",
  builder: (y) => withV2Options(y, ["opencode-v2"]).option("agent", { type: "string", describe: "agent ID (V2 instructions do not depend on it; checked to exist)" }),
  handler: async (a) => {
    const { m } = await model(a);
    basisNote();
    if (m.rendered !== "") await write(Buffer.from(m.rendered, "utf8"));
  }
};
var v2Touch = {
  command: "touch",
  describe: "simulate reads and print the synthetic instruction message each one adds (V2, from the documentation)",
  builder: (y) => withV2Options(y, ["opencode-v2"]).option("agent", { type: "string", describe: "agent ID (checked to exist)" }).option("calls", { type: "string", demandOption: true, describe: 'JSON Lines: {"tool": "read", "input": {"path": "pkg/x.ts"}, "ok": true, "session": "s1"} per line' }).epilogue(
    'Prints one JSON object per call: {"appended": "", "message": null | {"type": "synthetic", "text": \u2026, "description": \u2026, "metadata": {"instruction": {"paths": [\u2026]}}}} and, when nothing is disclosed, "inert" (why). V2 appends nothing to the read result; nested AGENTS.md files arrive as a durable synthetic session message (docs/runtimes/opencode-v2.md \xA76).'
  ),
  handler: async (a) => {
    let text;
    try {
      text = readArgFile(a.calls);
    } catch (e) {
      throw new UsageError(`cannot read --calls ${a.calls}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const calls = parseCalls(text, a.calls);
    const { source, m } = await model(a);
    basisNote();
    const d = new V2Disclosure(source, m.loc);
    const lines = calls.map((c) => {
      const o = d.call({ ...c, ok: c.ok ?? true, session: c.session ?? "s1" });
      return JSON.stringify({ appended: o.appended, message: o.message, ...o.inert !== null ? { inert: o.inert } : {} }) + "\n";
    });
    await write(lines.join(""));
  }
};
function resolveV2Json(m) {
  const relW = (p) => nodePath.posix.relative(m.loc.given, p) || ".";
  return {
    runtime: "opencode-v2",
    basis: V2_BASIS,
    options: m.options,
    location: { start: m.loc.start, projectRoot: m.loc.projectRoot, stop: m.loc.stop, projectDiscovery: m.baseline.projectOff === null ? "on" : `off: ${m.baseline.projectOff}` },
    files: m.baseline.files.map((f) => ({
      path: relW(f.path),
      layer: f.origin,
      bytes: Buffer.byteLength(`Instructions from: ${f.path}
${f.content}`),
      ...f.foundAt !== f.path ? { foundAt: relW(f.foundAt) } : {}
    })),
    notes: m.notes.map((n) => ({ ...n, ...n.file !== void 0 ? { file: relW(n.file) } : {} }))
  };
}
var v2Resolve = {
  command: "resolve",
  describe: "list the V2 instruction files of the Location with their layer (V2, from the documentation)",
  builder: (y) => withV2Options(y, ["opencode-v2"]).option("agent", { type: "string", describe: "agent ID (checked to exist)" }).option("format", { choices: ["table", "json"], default: "table", describe: "output format" }),
  handler: async (a) => {
    const { m } = await model(a);
    const j = resolveV2Json(m);
    if (a.format === "json") return write(safeJson(j) + "\n");
    const lines = [`Instructions of the Location under opencode-v2 (${V2_BASIS}):`];
    if (j.files.length === 0) lines.push("  (no files)");
    for (const f of j.files) lines.push(neutralise(`  ${f.layer.padEnd(15)} ${String(f.bytes).padStart(7)}  ${f.path}${f.foundAt !== void 0 ? ` (found as ${f.foundAt})` : ""}`));
    for (const n of j.notes) lines.push(neutralise(`  note: ${n.file ?? ""}: ${n.message} [${n.id}, docs/runtimes/opencode-v2.md ${n.section}]`));
    return write(lines.join("\n") + "\n");
  }
};
var v2Audit = {
  command: "audit [dir]",
  describe: "instruction baseline, agents and V2 warnings of the Location (V2, from the documentation)",
  builder: (y) => withV2Options(y, ["opencode-v2"]).positional("dir", { type: "string", describe: "the Location (default --cwd)" }).option("format", {
    alias: "f",
    choices: ["table", "json"],
    default: "table",
    describe: "output format"
  }),
  handler: async (a) => {
    if (a.dir !== void 0) a.cwd = nodePath.resolve(a.cwd, a.dir);
    const { m } = await model(a);
    const agents = m.agents.map((x) => ({ id: x.id, v1Id: x.v1Id, kind: x.kind, format: x.format, mode: x.mode, disabled: x.disabled, ...x.file !== void 0 ? { file: nodePath.posix.relative(m.loc.given, x.file) } : {} }));
    const j = { ...resolveV2Json(m), agents };
    if (a.format === "json") return write(safeJson(j) + "\n");
    const r = j;
    const lines = [`ctxlens audit \u2014 opencode-v2 (${V2_BASIS}); Location ${displayDir(m.loc.given)}`, "", "Instruction baseline (one source, every agent):"];
    if (r.files.length === 0) lines.push("  (no files)");
    for (const f of r.files) lines.push(`  ${f.layer.padEnd(15)} ${String(f.bytes).padStart(7)}  ${f.path}`);
    lines.push(`  total ${Buffer.byteLength(m.rendered)} bytes`, "", "Agents:");
    const w = Math.max(24, ...agents.map((x) => x.id.length));
    for (const x of agents) lines.push(`  ${x.id.padEnd(w)} ${x.mode.padEnd(9)} ${x.kind.padEnd(9)} ${x.format}${x.disabled ? " (disabled)" : ""}${x.v1Id !== null && x.v1Id !== x.id ? `  (V1: ${x.v1Id})` : ""}`);
    if (r.notes.length > 0) lines.push("", "Notes:");
    for (const n of r.notes) lines.push(`  ${n.severity.padEnd(7)} ${n.file ?? "."}: ${n.message} [${n.id}, docs/runtimes/opencode-v2.md ${n.section}]`);
    return write(lines.map(neutralise).join("\n") + "\n");
  }
};
var v2Diff = {
  command: "diff",
  describe: "migration report: what the repository loads differently under V2 than under V1 (V2, from the documentation)",
  builder: (y) => withV2Options(y, ["opencode"]).option("against", { type: "string", choices: ["opencode-v2"], demandOption: true, describe: "the runtime to compare with" }).option("format", { alias: "f", choices: ["text", "json"], default: "text", describe: "output format" }),
  handler: async (a) => {
    const { source, env } = await open(a);
    const r = migrationReport(source, env, optionsOf(a));
    return write(a.format === "json" ? safeJson(r) + "\n" : formatMigration(r));
  }
};
var v2Other = {
  command: "$0 [name]",
  describe: false,
  builder: (y) => y.option("runtime", { type: "string", hidden: true }).option("against", { type: "string", hidden: true }).strict(false),
  handler: (a) => {
    throw new UsageError(
      `${a.name !== void 0 ? `"${a.name}" is not available with the opencode-v2 model; ` : ""}with --runtime opencode-v2 use render, touch, resolve or audit, and diff --runtime opencode --against opencode-v2`
    );
  }
};
var V2_COMMANDS = [v2Render, v2Touch, v2Resolve, v2Audit, v2Diff, v2Other];
export {
  V2_COMMANDS,
  resolveV2Json
};
