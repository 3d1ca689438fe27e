import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  loadOcTarget,
  loadTarget,
  openSim
} from "./chunk-DTJOXSM3.mjs";
import {
  withSourceOptions,
  withTargetOptions
} from "./chunk-GHE7R7M5.mjs";
import {
  o200kCounter
} from "./chunk-FYREUJLJ.mjs";
import "./chunk-FC7THOWF.mjs";
import "./chunk-VSXIFP2X.mjs";
import {
  neutralise,
  safeJson
} from "./chunk-4W7TGBYQ.mjs";
import "./chunk-WOIQTF4D.mjs";
import "./chunk-Y4VJYWPG.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-LRWMOLU3.mjs";
import {
  rel
} from "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/report/resolve.ts
function resolveReport(W, res, countTokens) {
  const files = res.files.map((f) => ({
    path: f.rel,
    layer: f.layer,
    bytes: f.bytes,
    ...countTokens ? { tokens: countTokens(f.content.toString("utf8")) } : {},
    entry: f.entry.raw,
    ...f.outsideW && f.realPath !== null ? { realPath: f.realPath } : {}
  }));
  const skipped = [];
  for (const e of res.entries) {
    if (e.skip !== null) {
      skipped.push({ entry: e.raw, layer: e.layer, reason: e.skip, ...e.detail !== null ? { detail: e.detail } : {} });
      continue;
    }
    for (const c of e.candidates ?? []) {
      if (c.skip === null) continue;
      skipped.push({ entry: e.raw, layer: e.layer, reason: c.skip, path: rel(W, c.abs) ?? c.abs });
    }
  }
  return { files, skipped };
}
function resolveTable(res, report) {
  const lines = [];
  const t = res.target;
  const who = t.flowId !== null ? `flow ${t.flowId} step ${t.stepId ?? ""} (agent ${t.agentId})` : `agent ${t.agentId}`;
  const layers = res.layers.map((l) => l.rawMode !== null && l.rawMode !== l.mode ? `${l.name} (${l.mode}, mode "${l.rawMode}")` : `${l.name} (${l.mode})`);
  lines.push(neutralise(`Context of ${who}: ${layers.length > 0 ? layers.join(" \u2192 ") : "no layers"}`));
  if (report.files.length === 0) lines.push("  (no files: the prompt gets no project context)");
  const pad = (raw) => {
    const rows = raw.map((r) => r.map(neutralise));
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const r of rows) lines.push("  " + r.map((c, i) => i === r.length - 1 ? c : c.padEnd(widths[i])).join("  ").trimEnd());
  };
  if (report.files.length > 0) {
    const withTokens = report.files.some((f) => f.tokens !== void 0);
    pad([
      ["LAYER", "BYTES", ...withTokens ? ["TOKENS"] : [], "PATH", "ENTRY"],
      ...report.files.map((f) => [
        f.layer,
        String(f.bytes),
        ...withTokens ? [String(f.tokens ?? "")] : [],
        f.realPath ? `${f.path} -> ${f.realPath}` : f.path,
        JSON.stringify(f.entry)
      ])
    ]);
  }
  if (report.skipped.length > 0) {
    lines.push("Skipped:");
    pad([
      ["LAYER", "ENTRY", "REASON"],
      ...report.skipped.map((s) => [s.layer, JSON.stringify(s.entry), [s.reason, s.path, s.detail].filter((x) => x !== void 0).join(" ")])
    ]);
  }
  return lines.join("\n") + "\n";
}

// src/report/opencode-resolve.ts
import { posix as path } from "node:path";
function ocResolveReport(project, set, countTokens) {
  const relOf = (abs) => path.relative(project.W, abs) || ".";
  const files = [];
  const skipped = [];
  for (const f of set.files) {
    if (f.block === null) {
      skipped.push({ path: relOf(f.abs), reason: "empty", ...f.entry ? { entry: f.entry.entry } : {} });
      continue;
    }
    files.push({
      path: relOf(f.abs),
      layer: f.layer,
      bytes: f.bytes,
      ...countTokens ? { tokens: countTokens(f.block) } : {},
      ...f.entry ? { entry: f.entry.entry, config: f.entry.doc.file } : {}
    });
  }
  for (const h of set.hidden) skipped.push({ path: relOf(h), reason: "hidden-by-higher-name", detail: `${set.projectName ?? ""} is found in the walk` });
  for (const e of set.entries) {
    if (e.kind === "url") skipped.push({ entry: e.entry.entry, reason: "url-not-fetched" });
    else if (e.skipped !== null) skipped.push({ entry: e.entry.entry, reason: "not-read", detail: e.skipped });
    else if (e.matches.length === 0) skipped.push({ entry: e.entry.entry, reason: "no-match" });
    else for (const d of e.duplicates) skipped.push({ entry: e.entry.entry, path: relOf(d), reason: "duplicate" });
  }
  return { runtime: "opencode", location: project.W, worktree: project.worktree, files, skipped };
}
function ocResolveTable(r, why) {
  const lines = [neutralise(`Runtime: ${why}`), neutralise(`Instructions at ${r.location} (worktree ${r.worktree}):`)];
  if (r.files.length === 0) lines.push("  (no files: the system prompt gets no instructions)");
  const pad = (raw) => {
    const rows = raw.map((x) => x.map(neutralise));
    const widths = rows[0].map((_, i) => Math.max(...rows.map((x) => x[i].length)));
    for (const x of rows) lines.push("  " + x.map((c, i) => i === x.length - 1 ? c : c.padEnd(widths[i])).join("  ").trimEnd());
  };
  if (r.files.length > 0) {
    const withTokens = r.files.some((f) => f.tokens !== void 0);
    pad([
      ["LAYER", "BYTES", ...withTokens ? ["TOKENS"] : [], "PATH", "ENTRY"],
      ...r.files.map((f) => [f.layer, String(f.bytes), ...withTokens ? [String(f.tokens ?? "")] : [], f.path, f.entry !== void 0 ? JSON.stringify(f.entry) : ""])
    ]);
  }
  if (r.skipped.length > 0) {
    lines.push("Skipped:");
    pad([["WHAT", "REASON"], ...r.skipped.map((s) => [s.entry !== void 0 ? JSON.stringify(s.entry) + (s.path ? ` ${s.path}` : "") : s.path ?? "", s.reason + (s.detail ? ` (${s.detail})` : "")])]);
  }
  return lines.join("\n") + "\n";
}

// src/commands/resolve.ts
var resolveCommand = {
  command: "resolve",
  describe: "list the files of an agent or step context, with their layer and the entry that produced them",
  builder: (y) => withTargetOptions(withSourceOptions(y)).option("format", {
    choices: ["table", "json"],
    default: "table",
    describe: "output format"
  }).option("tokens", { type: "boolean", default: false, describe: "also count approximate tokens per file (o200k_base)" }),
  handler: async (args) => {
    const { source, choice } = await openSim(args);
    if (choice.id === "opencode") {
      const { project, set } = loadOcTarget(args, source);
      const report2 = ocResolveReport(project, set, args.tokens ? await o200kCounter() : void 0);
      const out2 = args.format === "json" ? safeJson(report2) + "\n" : ocResolveTable(report2, choice.reason);
      await new Promise((resolve, reject) => process.stdout.write(out2, (e) => e ? reject(e) : resolve()));
      return;
    }
    const { model, sim } = await loadTarget(args, source);
    const res = sim.resolution;
    const report = resolveReport(model.W, res, args.tokens ? await o200kCounter() : void 0);
    const out = args.format === "json" ? safeJson(report) + "\n" : resolveTable(res, report);
    await new Promise((resolve, reject) => process.stdout.write(out, (e) => e ? reject(e) : resolve()));
  }
};
export {
  resolveCommand
};
