import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  loadTarget
} from "./chunk-DTJOXSM3.mjs";
import {
  withSourceOptions,
  withTargetOptions
} from "./chunk-GHE7R7M5.mjs";
import "./chunk-FC7THOWF.mjs";
import "./chunk-VSXIFP2X.mjs";
import {
  neutralise,
  safeJson
} from "./chunk-4W7TGBYQ.mjs";
import "./chunk-WOIQTF4D.mjs";
import "./chunk-Y4VJYWPG.mjs";
import "./chunk-XRODCEW6.mjs";
import {
  MANIFEST_CAP_BYTES
} from "./chunk-234XTG2B.mjs";
import "./chunk-LRWMOLU3.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/report/manifest.ts
var LEVELS = ["labelled", "paths only", "cut"];
var GATES = {
  disabled: "contextDiscovery.enabled is false",
  "agent-nested-false": "the agent's context.nested is false",
  "step-nested-false": "the step's context.nested is false",
  empty: "no nested context file is disclosed to this target"
};
function manifestReport(W, t) {
  const { discovery, manifest: m, budget: b } = t;
  const caps = discovery.trace?.caps;
  const shown = m.files.length - m.notShown;
  return {
    target: t.target,
    manifest: m.text,
    bytes: m.bytes?.length ?? Buffer.byteLength(m.text),
    cap: MANIFEST_CAP_BYTES,
    level: m.gatedBy !== null ? null : LEVELS[m.degrade],
    notShown: m.notShown,
    labelledBytes: m.sizes?.labelled ?? null,
    pathsOnlyBytes: m.sizes?.pathsOnly ?? null,
    gatedBy: m.gatedBy,
    discovery: { count: discovery.files.length, maxFiles: caps?.maxFiles ?? null, truncated: discovery.truncated, fallOff: discovery.trace?.overflow.map((o) => o.rel) ?? [] },
    session: { total: b.total, maxSessionBytes: b.maxSessionBytes, maxFileBytes: b.maxFileBytes },
    files: b.entries.map((e, i) => ({
      path: e.file.rel,
      label: e.file.label,
      labelFrom: e.file.labelFrom,
      labelTruncated: e.file.labelTruncated ?? false,
      labelShown: m.degrade === 0,
      shown: i < shown,
      bytes: e.file.bytes,
      sanitisedBytes: e.sanitised,
      injectable: e.why === null,
      why: e.why,
      receivedInFullSession: e.received
    })),
    filteredOut: (m.filteredOut ?? []).map((f) => ({ path: f.file.rel, layer: f.layer, entry: f.raw })),
    wPath: W
  };
}
function pad(s, n) {
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}
function budgetTable(r) {
  const out = [];
  if (r.gatedBy !== null) out.push(`No manifest: ${GATES[r.gatedBy] ?? r.gatedBy}.`);
  const rows = r.files.map((f) => [
    f.path,
    f.label === null ? f.labelFrom === "description-empty" ? "(empty description)" : "(no label)" : f.label + (f.labelTruncated ? " [cut at 120]" : ""),
    f.labelFrom ?? "-",
    `${f.bytes}/${r.session.maxFileBytes}`,
    f.why !== null ? f.why : f.receivedInFullSession ? "ok" : "over session budget",
    f.shown ? f.labelShown ? "listed" : "listed, no label" : "not shown"
  ].map(neutralise));
  if (rows.length > 0) {
    const head = ["file", "label", "from", "bytes/max", "injection", "manifest"];
    const widths = head.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((row) => row[i].length))));
    const fmt = (row) => row.map((c, i) => pad(c.length > 60 ? c.slice(0, 59) + "\u2026" : c, widths[i])).join("  ").trimEnd();
    out.push(fmt(head), ...rows.map(fmt));
  }
  out.push(`session bodies: ${r.session.total}/${r.session.maxSessionBytes} bytes (sanitised, injectable files)`);
  if (r.level !== null) {
    out.push(
      `manifest: ${r.bytes}/${r.cap} bytes, ${r.level}` + (r.notShown > 0 ? ` (${r.notShown} not shown)` : "") + ` [labelled ${r.labelledBytes}, paths only ${r.pathsOnlyBytes}]`
    );
  }
  out.push(`discovery: ${r.discovery.count}/${r.discovery.maxFiles ?? "?"} files${r.discovery.truncated ? `, truncated (${r.discovery.fallOff.length} fall off)` : ""}`);
  for (const f of r.filteredOut) out.push(neutralise(`filtered out: ${f.path} (inlined by ${f.layer} entry "${f.entry}")`));
  return out.join("\n") + "\n";
}

// src/commands/manifest.ts
var manifestCommand = {
  command: "manifest",
  describe: "print the nested-context manifest of an agent or flow step, then its budget table",
  builder: (y) => withTargetOptions(withSourceOptions(y)).option("format", { type: "string", choices: ["text", "json"], default: "text", describe: "text: manifest then table; json: structured data" }).option("budget", { type: "boolean", default: true, describe: "print the budget table after the manifest (--no-budget: the exact manifest bytes only)" }).epilogue(
    'Text output: the exact manifest section (as the runtime appends it after "\\n\\n", no trailing newline), then a blank line and the budget table: each disclosed file with its label and where it came from, its bytes against maxFileBytes, whether a session touching every file would receive it, the total of sanitised bodies against maxSessionBytes, the manifest bytes against the 8192 cap with the level reached (labelled, paths only, cut) and the discovery count against maxFiles. Use --no-budget to pipe the manifest alone.'
  ),
  handler: async (args) => {
    if (args.format !== "text" && args.format !== "json") throw new UsageError(`--format must be text or json`);
    const { model, sim } = await loadTarget(args);
    const report = manifestReport(model.W, sim);
    if (args.format === "json") {
      process.stdout.write(safeJson(report) + "\n");
      return;
    }
    const bytes = sim.manifest.bytes ?? Buffer.from(sim.manifest.text, "utf8");
    const parts = [bytes];
    if (args.budget) parts.push(Buffer.from((bytes.length > 0 ? "\n\n" : "") + budgetTable(report), "utf8"));
    const all = Buffer.concat(parts);
    await new Promise((resolve, reject) => process.stdout.write(all, (e) => e ? reject(e) : resolve()));
  }
};
export {
  manifestCommand
};
