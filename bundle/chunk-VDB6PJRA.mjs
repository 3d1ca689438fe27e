import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

// src/codecache/cache-dir.ts
import { unlinkSync, renameSync, writeFileSync } from "node:fs";
import { posix as path } from "node:path";
function cacheDirFromEnv(env = process.env) {
  const off = env["CTXLENS_NO_CACHE"];
  if (off !== void 0 && off !== "" && off !== "0") return null;
  const xdg = env["XDG_CACHE_HOME"];
  const home = env["HOME"];
  const dir = env["CTXLENS_CACHE_DIR"] || (xdg && path.isAbsolute(xdg) ? path.join(xdg, "ctxlens") : home && path.isAbsolute(home) ? path.join(home, ".cache", "ctxlens") : "");
  return dir && path.isAbsolute(dir) ? dir : null;
}
function replaceCacheFile(file, data) {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(tmp, data, { mode: 384, flag: "wx" });
    renameSync(tmp, file);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
    }
    throw e;
  }
}

// src/text/fnv.ts
function fnv64Hex(s) {
  let h1 = 2166136261;
  let h2 = 84696351;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c, 16777619) ^ h2 >>> 15;
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
}

// src/runtimes/fork/model/defaults.ts
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
function effectiveCap(raw, dflt) {
  const v = Math.trunc(raw);
  return Number.isFinite(v) && v > 0 ? v : dflt;
}

export {
  DEFAULT_CONTEXT_PATHS,
  DISCOVERY_DEFAULTS,
  DEFAULT_DATA_DIRECTORY,
  BUILTIN_AGENTS,
  DEFAULT_STEP_AGENT,
  MANIFEST_CAP_BYTES,
  TRIGGER_TOOLS,
  effectiveCap,
  cacheDirFromEnv,
  replaceCacheFile,
  fnv64Hex
};
