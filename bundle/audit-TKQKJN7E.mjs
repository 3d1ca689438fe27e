import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  barsMarkdown,
  barsText,
  ocAuditJson,
  ocAuditMarkdown,
  ocAuditRun,
  ocAuditTable
} from "./chunk-YXFOQU5Z.mjs";
import {
  buildAudit,
  shortTargetName
} from "./chunk-UOPG7MIZ.mjs";
import "./chunk-6ERPNQMM.mjs";
import {
  emit,
  reportContext,
  withLintOptions
} from "./chunk-7ARHLCBJ.mjs";
import "./chunk-GHE7R7M5.mjs";
import {
  Chalk,
  escapeMarkdown,
  markdown,
  stylish,
  toJsonFinding
} from "./chunk-UPGDKL6W.mjs";
import {
  CONTEXT_PREFIX,
  entryKey,
  lintPrepared,
  parseDependency,
  prepareRun,
  resolveAgentDependency,
  resolveDependency
} from "./chunk-F6RO3KKK.mjs";
import {
  o200kCounter
} from "./chunk-FYREUJLJ.mjs";
import {
  simulateAll
} from "./chunk-FC7THOWF.mjs";
import "./chunk-VSXIFP2X.mjs";
import {
  countSeverities,
  exitCodeFor
} from "./chunk-ULAQDWDD.mjs";
import {
  neutralise,
  safeJson
} from "./chunk-4W7TGBYQ.mjs";
import "./chunk-WOIQTF4D.mjs";
import "./chunk-Y4VJYWPG.mjs";
import "./chunk-E5UOY6KS.mjs";
import "./chunk-5F5IDRX5.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-JARKVD5N.mjs";
import "./chunk-LRWMOLU3.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/report/audit-format.ts
var AUDIT_FORMATS = ["table", "json", "markdown"];
var DEGRADE = ["labelled", "paths only", "cut"];
function manifestCell(t) {
  const m = t.manifest;
  if (m.files === 0) return `none${m.gatedBy && m.gatedBy !== "empty" ? ` (${m.gatedBy})` : ""}`;
  return `${m.files} file(s), ${DEGRADE[m.degrade]}${m.notShown ? `, ${m.notShown} not shown` : ""}, ${m.bytes}/${m.cap} bytes; bodies ${m.bodyBytes}/${m.maxSessionBytes} session bytes${m.overFileCap ? `, ${m.overFileCap} over the ${m.maxFileBytes}-byte file cap` : ""}`;
}
function rows(a) {
  const out = [];
  for (const t of a.targets) {
    const name = neutralise(shortTargetName(t));
    t.files.forEach((f, i) => out.push({ target: i === 0 ? name : "", kind: "file", cells: [String(i + 1), f.layer, String(f.bytes), String(f.tokens), neutralise(f.path)] }));
    if (t.files.length === 0) out.push({ target: name, kind: "none", cells: ["", "", "0", "0", "(no context files)"] });
    else out.push({ target: "", kind: "total", cells: ["", "total", String(t.totalBytes), String(t.totalTokens), `${t.renderedBytes} bytes rendered`] });
    out.push({ target: "", kind: "manifest", cells: ["", "manifest", String(t.manifest.bytes), "", manifestCell(t)] });
  }
  return out;
}
function auditTable(a, results, ctx) {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const table = [["agent / flow step", "#", "layer", "bytes", "\u2248tokens", "file"], ...rows(a).map((r) => [r.target, ...r.cells])];
  const right = [false, true, false, true, true, false];
  const w = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  let out = ctx.runtime !== void 0 ? neutralise(`Runtime: ${ctx.runtime}`) + "\n" : "";
  out += c.dim(`Token counts are approximate (${a.tokenizer}), counted once per distinct file content.`) + "\n\n";
  table.forEach((r, n) => {
    const line = r.map((cell, i) => right[i] ? cell.padStart(w[i]) : cell.padEnd(w[i])).join("  ").trimEnd();
    out += (n === 0 ? c.bold(line) : line) + "\n";
  });
  const bars = barsText(a);
  if (bars !== "") out += "\n" + bars;
  const body = stylish(results, { ...ctx, runtime: void 0 });
  out += body === "" ? "\nNo problems found.\n" : body;
  return out;
}
function auditJson(a, results) {
  return safeJson({ ...a, findings: results.findings.map(toJsonFinding), ...countSeverities(results.findings) }) + "\n";
}
function auditMarkdown(a, results, ctx) {
  let out = `## ctxlens audit

*Token counts are approximate (${a.tokenizer}), counted once per distinct file content.*

`;
  out += "| Agent / flow step | # | Layer | Bytes | \u2248Tokens | File |\n|---|---:|---|---:|---:|---|\n";
  for (const r of rows(a)) {
    const [n, layer, bytes, tokens, file] = r.cells.map(escapeMarkdown);
    const bold = (x) => r.kind === "total" && x !== "" ? `**${x}**` : x;
    out += `| ${r.target === "" ? "" : `**${escapeMarkdown(r.target)}**`} | ${n} | ${bold(layer)} | ${bold(bytes)} | ${bold(tokens)} | ${file} |
`;
  }
  const bars = barsMarkdown(a);
  if (bars !== "") out += "\n" + bars;
  return out + "\n" + markdown(results, ctx).replace(/^## ctxlens\n/, "## ctxlens findings\n");
}

// src/report/audit-oac.ts
function categoryOf(treePath) {
  const i = treePath.indexOf("/");
  return i < 0 ? "(root)" : treePath.slice(0, i);
}
function contextCategories(dep, viaRegistry) {
  if (viaRegistry.length > 0) return viaRegistry;
  const p = parseDependency(dep);
  if (!p.ok || p.type !== "context" || !p.id.includes("/")) return [];
  return [categoryOf(p.id)];
}
function buildOacAudit(oac, count) {
  const rows2 = /* @__PURE__ */ new Map();
  const row = (category) => {
    let r = rows2.get(category);
    if (!r) rows2.set(category, r = { category, files: 0, bytes: 0, tokens: 0, registryDependents: [], agentDependents: [] });
    return r;
  };
  for (const e of oac.tree?.entries ?? []) {
    if (e.kind === "dir" && !e.treePath.includes("/")) row(e.treePath);
    if (e.kind !== "file") continue;
    const r = row(categoryOf(e.treePath));
    r.files++;
    r.bytes += e.bytes ?? 0;
    if (e.text !== void 0) r.tokens += count(e.text);
  }
  const landed = (targets) => targets.flatMap((t) => t.path?.value.startsWith(CONTEXT_PREFIX) ? [categoryOf(t.path.value.slice(CONTEXT_PREFIX.length))] : []);
  const add = (list, name) => {
    if (!list.includes(name)) list.push(name);
  };
  const reg = oac.registry && oac.registry.errors.length === 0 ? oac.registry : null;
  for (const e of reg?.entries ?? []) {
    for (const d of e.dependencies) {
      const r = resolveDependency(reg, d.value);
      for (const c of r.kind === "ok" ? landed(r.targets) : []) if (rows2.has(c)) add(rows2.get(c).registryDependents, entryKey(e));
    }
  }
  for (const a of oac.agents) {
    for (const d of [...a.dependencies, ...a.context.map((c) => ({ ...c, value: c.value.includes(":") ? c.value : `context:${c.value}` }))]) {
      const r = resolveAgentDependency(oac, d.value);
      if (r.kind !== "ok") continue;
      for (const c of contextCategories(d.value, landed(r.targets))) if (rows2.has(c)) add(rows2.get(c).agentDependents, a.v1Id);
    }
  }
  const categories = [...rows2.values()].sort((x, y) => x.category === "(root)" ? -1 : y.category === "(root)" ? 1 : Buffer.compare(Buffer.from(x.category), Buffer.from(y.category)));
  const sessions = oac.sessions.filter((s) => s.file !== null && s.index !== null).map((s) => {
    const exists = new Map(s.files.map((f) => [f.path.value, f.exists === "file"]));
    return {
      manifest: s.file,
      keywords: s.index.map((k) => ({ keyword: k.keyword.value, files: k.paths.map((p) => ({ path: p.value, status: !exists.has(p.value) ? "unknown" : exists.get(p.value) ? "listed" : "missing" })) }))
    };
  });
  return { root: oac.tree?.root ?? null, categories, sessions };
}

// src/report/audit-oac-format.ts
function categoryRows(a) {
  const rows2 = a.categories.map((c) => [c.category, String(c.files), String(c.bytes), String(c.tokens), usedBy(c.agentDependents, c.registryDependents)]);
  const t = a.categories.reduce((x, c) => ({ files: x.files + c.files, bytes: x.bytes + c.bytes, tokens: x.tokens + c.tokens }), { files: 0, bytes: 0, tokens: 0 });
  rows2.push(["total", String(t.files), String(t.bytes), String(t.tokens), ""]);
  return rows2.map((r) => r.map(neutralise));
}
function usedBy(agents, registry) {
  const parts = [];
  if (agents.length > 0) parts.push(`agents: ${agents.join(", ")}`);
  if (registry.length > 0) parts.push(`registry: ${registry.join(", ")}`);
  return parts.length > 0 ? parts.join("; ") : "-";
}
function indexRows(s) {
  return s.keywords.map((k) => [neutralise(k.keyword), neutralise(k.files.map((f) => f.path + (f.status === "missing" ? " (missing)" : f.status === "unknown" ? " (not in context_files)" : "")).join(", ") || "-")]);
}
function textTable(head, rows2, right) {
  const all = [head, ...rows2];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  return all.map((r) => r.map((c, i) => right[i] ? c.padStart(w[i]) : c.padEnd(w[i])).join("  ").trimEnd()).join("\n") + "\n";
}
function oacAuditText(a) {
  let out = "";
  if (a.root !== null) {
    out += `
OpenAgentsControl context tree (${a.root}/), approximate tokens:

`;
    out += textTable(["category", "files", "bytes", "\u2248tokens", "used by"], categoryRows(a), [false, true, true, true, false]);
  }
  for (const s of a.sessions) {
    out += `
Keyword index of ${neutralise(s.manifest)}:

`;
    out += textTable(["keyword", "files"], indexRows(s), [false, false]);
  }
  return out;
}
function oacAuditMarkdown(a) {
  let out = "";
  if (a.root !== null) {
    out += `
### OpenAgentsControl context tree (\`${a.root}/\`)

| Category | Files | Bytes | \u2248Tokens | Used by |
|---|---:|---:|---:|---|
`;
    for (const r of categoryRows(a)) out += `| ${r.map(escapeMarkdown).join(" | ")} |
`;
  }
  for (const s of a.sessions) {
    out += `
### Keyword index of \`${neutralise(s.manifest)}\`

| Keyword | Files |
|---|---|
`;
    for (const r of indexRows(s)) out += `| ${r.map(escapeMarkdown).join(" | ")} |
`;
  }
  return out;
}

// src/commands/audit.ts
async function runOcAudit(p, args, format) {
  const { sim, audit, caps } = ocAuditRun(p, args.location);
  const result = lintPrepared(p, sim);
  const ctx = reportContext(p, args.output);
  const input = { findings: result.findings, suppressed: result.suppressed };
  const oac = p.model.oac ? buildOacAudit(p.model.oac, p.countTokens) : null;
  const withOac = oac ? { ...audit, oac } : audit;
  const text = format === "json" ? ocAuditJson(withOac, input) : format === "markdown" ? ocAuditMarkdown(audit, input, ctx, oac ? oacAuditMarkdown(oac) : "", caps) : ocAuditTable(audit, input, ctx, oac ? oacAuditText(oac) : "", caps);
  emit(text, args.output);
  return exitCodeFor(result.findings, args.maxWarnings);
}
async function runAudit(args) {
  const format = args.format;
  if (!AUDIT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${AUDIT_FORMATS.join(", ")}`);
  const p = await prepareRun(args);
  if (p.runtime === "opencode") return runOcAudit(p, args, format);
  if (args.location !== void 0) throw new UsageError("--location applies to mainstream OpenCode (--runtime opencode); the fork has one working directory");
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  const audit = buildAudit(sim, p.model.config.discovery, await o200kCounter(), p.model.W);
  const ctx = reportContext(p, args.output);
  const input = { findings: result.findings, suppressed: result.suppressed };
  const text = format === "json" ? auditJson(audit, input) : format === "markdown" ? auditMarkdown(audit, input, ctx) : auditTable(audit, input, ctx);
  emit(text, args.output);
  return exitCodeFor(result.findings, args.maxWarnings);
}
var auditCommand = {
  command: "audit [dir]",
  describe: "Show the effective context of every agent and flow step (files, bytes, tokens, manifest), then the findings",
  builder: (y) => withLintOptions(y, AUDIT_FORMATS, "table"),
  handler: async (args) => {
    process.exitCode = await runAudit(args);
  }
};
export {
  auditCommand,
  runAudit
};
