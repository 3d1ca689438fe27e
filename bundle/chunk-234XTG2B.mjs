import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

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
  effectiveCap
};
