import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  TOKENIZER,
  shortTargetName
} from "./chunk-UOPG7MIZ.mjs";
import {
  stringWidth
} from "./chunk-6ERPNQMM.mjs";
import {
  Chalk,
  escapeMarkdown,
  markdown,
  stylish,
  toJsonFinding
} from "./chunk-UPGDKL6W.mjs";
import {
  displayPaths,
  measureInstructionFile,
  measureInstructions
} from "./chunk-F6RO3KKK.mjs";
import {
  loadOcProject,
  simulateLocation,
  simulateOpencode
} from "./chunk-FC7THOWF.mjs";
import {
  countSeverities
} from "./chunk-ULAQDWDD.mjs";
import {
  neutralise,
  safeJson
} from "./chunk-4W7TGBYQ.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";

// src/report/opencode-audit.ts
import { posix as path } from "node:path";

// src/report/bars.ts
var EIGHTHS = ["", "\u258F", "\u258E", "\u258D", "\u258C", "\u258B", "\u258A", "\u2589"];
function bar(value, max, width = 24) {
  if (max <= 0 || value <= 0) return "";
  const over = value > max;
  const eighths = Math.max(1, Math.round(Math.min(value, max) / max * width * 8));
  const full = Math.floor(eighths / 8);
  return "\u2588".repeat(full) + EIGHTHS[eighths % 8] + (over ? "\u25B6" : "");
}
var n = (x) => x.toLocaleString("en-US");
function barRows(a) {
  const maxTokens = Math.max(0, ...a.targets.map((t) => t.totalTokens));
  const tokens = a.targets.map((t) => ({ label: shortTargetName(t), value: t.totalTokens, max: maxTokens, note: `${n(t.totalTokens)} tokens, ${n(t.totalBytes)} bytes` })).sort((x, y) => y.value - x.value || (x.label < y.label ? -1 : 1));
  const groups = /* @__PURE__ */ new Map();
  const pct = (v, c) => `${Math.round(v / c * 100)}%`;
  const add = (name, kind, value, max, note) => {
    const k = `${kind}\0${value}\0${max}`;
    const g = groups.get(k);
    if (g) g.names.push(name);
    else groups.set(k, { names: [name], kind, value, max, note });
  };
  for (const t of a.targets) {
    const m = t.manifest;
    if (m.files === 0) continue;
    const name = shortTargetName(t);
    add(name, "manifest", m.bytes, m.cap, `${n(m.bytes)} / ${n(m.cap)} bytes (${pct(m.bytes, m.cap)})`);
    add(name, "nested bodies", m.bodyBytes, m.maxSessionBytes, `${n(m.bodyBytes)} / ${n(m.maxSessionBytes)} session bytes (${pct(m.bodyBytes, m.maxSessionBytes)})`);
  }
  const who = (names) => names.length <= 2 ? names.join(", ") : `${names[0]} and ${names.length - 1} more`;
  const budgets = [...groups.values()].map((g) => ({ label: `${who(g.names)}: ${g.kind}`, value: g.value, max: g.max, note: g.note }));
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}
function textChart(title, rows, limit, width) {
  if (rows.length === 0) return "";
  const shown = rows.slice(0, limit);
  const labels = shown.map((r) => neutralise(r.label));
  const w = Math.max(...labels.map((l) => stringWidth(l)));
  let out = `${title}
`;
  shown.forEach((r, i) => {
    const b = bar(r.value, r.max, width);
    out += `  ${labels[i]}${" ".repeat(w - stringWidth(labels[i]))}  ${b}${" ".repeat(Math.max(0, width + 1 - stringWidth(b)))} ${r.note}
`;
  });
  if (rows.length > limit) out += `  \u2026 ${rows.length - limit} more
`;
  return out;
}
function barsText(a, limit = 12, width = 24) {
  const { tokens, budgets } = barRows(a);
  const parts = [textChart("Always-on context per agent / flow step (\u2248tokens, largest first)", tokens, limit, width), textChart("Budgets (use of each cap, closest first)", budgets, limit, width)].filter((x) => x !== "");
  return parts.join("\n");
}
function mdChart(title, head, rows, limit, width) {
  if (rows.length === 0) return "";
  const lines = [`#### ${title}`, "", `| ${head} | | |`, "|---|---|---:|"];
  for (const r of rows.slice(0, limit)) lines.push(`| ${escapeMarkdown(r.label)} | \`${bar(r.value, r.max, width) || " "}\` | ${r.note} |`);
  if (rows.length > limit) lines.push(`| \u2026 ${rows.length - limit} more | | |`);
  return lines.join("\n") + "\n";
}
function barsMarkdown(a, limit = 15, width = 20) {
  const { tokens, budgets } = barRows(a);
  const parts = [mdChart("Always-on context (\u2248tokens, largest first)", "Agent / flow step", tokens, limit, width), mdChart("Budgets (closest to the cap first)", "Budget", budgets, limit, width)].filter((x) => x !== "");
  return parts.join("\n");
}
function ocBarRows(a, caps) {
  const shown = a.locations.filter((l) => l.refusal === null && l.files.length > 0);
  const maxTokens = Math.max(0, ...shown.map((l) => l.totalTokens));
  const tokens = shown.map((l) => ({ label: l.location, value: l.totalTokens, max: maxTokens, note: `${n(l.totalTokens)} tokens, ${n(l.totalBytes)} bytes` })).sort((x, y) => y.value - x.value || (x.label < y.label ? -1 : 1));
  const budgets = [];
  const pct = (v, c) => `${Math.round(v / c * 100)}%`;
  for (const l of caps === null ? [] : shown) {
    if (caps.maxBytes > 0) budgets.push({ label: `${l.location}: bytes`, value: l.totalBytes, max: caps.maxBytes, note: `${n(l.totalBytes)} / ${n(caps.maxBytes)} bytes (${pct(l.totalBytes, caps.maxBytes)})` });
    if (caps.maxTokens > 0) budgets.push({ label: `${l.location}: tokens`, value: l.totalTokens, max: caps.maxTokens, note: `\u2248${n(l.totalTokens)} / ${n(caps.maxTokens)} tokens (${pct(l.totalTokens, caps.maxTokens)})` });
  }
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}
function ocBarsText(a, caps, limit = 12, width = 24) {
  const { tokens, budgets } = ocBarRows(a, caps);
  return [textChart("Always-on instructions per Location (\u2248tokens, largest first)", tokens, limit, width), textChart("instructions-budget (use of each cap, closest first)", budgets, limit, width)].filter((x) => x !== "").join("\n");
}
function ocBarsMarkdown(a, caps, limit = 15, width = 20) {
  const { tokens, budgets } = ocBarRows(a, caps);
  return [mdChart("Always-on instructions (\u2248tokens, largest first)", "Location", tokens, limit, width), mdChart("instructions-budget (closest to the cap first)", "Budget", budgets, limit, width)].filter((x) => x !== "").join("\n");
}

// src/report/opencode-audit.ts
function buildOcAudit(sim, root, reason, count, only) {
  const relOf = (abs) => {
    const r = path.relative(root, abs);
    return r === "" ? "." : r;
  };
  const picked = only === null ? sim.locations : sim.locations.filter((l) => l.project.W === only);
  const locations = picked.map((l) => {
    const worktree2 = l.set?.worktree ?? l.project.worktree;
    const files = (l.set?.files ?? []).map((f) => {
      const m = measureInstructionFile(f, worktree2, count);
      return { path: relOf(f.abs), layer: f.layer, bytes: m.bytes, tokens: m.tokens ?? 0, ...f.entry ? { entry: f.entry.entry } : {} };
    });
    const total = l.set === null ? { bytes: 0, tokens: 0 } : measureInstructions(l.set, count);
    return {
      location: relOf(l.project.W),
      configs: l.project.config.docs.map((d) => d.abs === null ? d.file : relOf(d.abs)),
      // The runtime's own message names the config by its absolute path; show it as messages do (docs/usage.md, "Numbers and paths").
      refusal: l.project.refusal === null ? null : displayPaths(l.project.refusal, root, null, worktree2 === "/" ? null : worktree2),
      files,
      urls: (l.set?.urls ?? []).map((u) => u.entry),
      totalBytes: total.bytes,
      totalTokens: total.tokens ?? 0
    };
  });
  const first = picked[0]?.project ?? sim.locations[0].project;
  const agents = first.agents.map((a) => ({ id: a.id, mode: a.mode, source: a.source, hidden: a.hidden, disabled: a.disabled, file: a.file === null ? null : relOf(a.file) }));
  const worktree = first.worktree === "/" ? "/" : relOf(first.worktree);
  return { runtime: "opencode", reason, tokenizer: TOKENIZER, approximate: true, worktree, locations, locationsLeftOut: sim.leftOut, agents };
}
function table(rows, right) {
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => right[i] ? cell.padStart(w[i]) : cell.padEnd(w[i])).join("  ").trimEnd());
}
function ocAuditTable(a, results, ctx, extra = "", caps = null) {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  let out = neutralise(`Runtime: ${a.reason}`) + "\n";
  const wt = a.worktree === "." ? ". (the linted directory)" : neutralise(a.worktree);
  out += c.dim(`Worktree: ${wt}; token counts are approximate (${a.tokenizer}), per rendered block.`) + "\n\n";
  const rows = [["Location", "layer", "bytes", "\u2248tokens", "file"]];
  for (const l of a.locations) {
    const name = l.location;
    if (l.refusal !== null) {
      rows.push([name, "refused", "", "", `the runtime does not start: ${l.refusal}`]);
      continue;
    }
    if (l.files.length === 0 && l.urls.length === 0) rows.push([name, "", "0", "0", "(no instructions)"]);
    l.files.forEach((f, i) => rows.push([i === 0 ? name : "", f.layer, String(f.bytes), String(f.tokens), f.path + (f.bytes === 0 ? " (empty: no block)" : "") + (f.entry !== void 0 ? `  \u2190 ${JSON.stringify(f.entry)}` : "")]));
    for (const u of l.urls) rows.push([l.files.length === 0 ? name : "", "url", "?", "?", `${u} (fetched by the runtime at start; not by ctxlens)`]);
    if (l.files.length > 0) rows.push(["", "total", String(l.totalBytes), String(l.totalTokens), ""]);
  }
  table(rows.map((r) => r.map(neutralise)), [false, false, true, true, false]).forEach((line, n2) => out += (n2 === 0 ? c.bold(line) : line) + "\n");
  if (a.locationsLeftOut > 0) out += c.dim(`${a.locationsLeftOut} more Location(s) not simulated (cap reached); use --location DIR.`) + "\n";
  const bars = ocBarsText(a, caps);
  if (bars !== "") out += "\n" + bars;
  out += `
Agents${a.locations.length > 1 ? ` (at ${neutralise(a.locations[0].location)})` : ""}:
`;
  const arows = [["id", "mode", "source", "file"], ...a.agents.map((g) => [g.id + (g.disabled ? " (disabled)" : g.hidden ? " (hidden)" : ""), g.mode, g.source === "builtin" ? "built-in" : g.source, g.file ?? ""])];
  table(arows.map((r) => r.map(neutralise)), [false, false, false, false]).forEach((line, n2) => out += "  " + (n2 === 0 ? c.bold(line) : line) + "\n");
  out += extra;
  const body = stylish(results, { ...ctx, runtime: void 0 });
  out += body === "" ? "\nNo problems found.\n" : body;
  return out;
}
function ocAuditJson(a, results) {
  return safeJson({ ...a, findings: results.findings.map(toJsonFinding), ...countSeverities(results.findings) }) + "\n";
}
function ocAuditMarkdown(a, results, ctx, extra = "", caps = null) {
  let out = `## ctxlens audit

*Runtime: ${escapeMarkdown(a.reason)}. Token counts are approximate (${a.tokenizer}).*

`;
  out += "| Location | Layer | Bytes | \u2248Tokens | File |\n|---|---|---:|---:|---|\n";
  for (const l of a.locations) {
    if (l.refusal !== null) out += `| **${escapeMarkdown(l.location)}** | refused | | | ${escapeMarkdown(l.refusal)} |
`;
    l.files.forEach((f, i) => out += `| ${i === 0 ? `**${escapeMarkdown(l.location)}**` : ""} | ${f.layer} | ${f.bytes} | ${f.tokens} | ${escapeMarkdown(f.path)} |
`);
    for (const u of l.urls) out += `| | url | ? | ? | ${escapeMarkdown(u)} |
`;
    if (l.files.length > 0) out += `| | **total** | **${l.totalBytes}** | **${l.totalTokens}** | |
`;
  }
  const bars = ocBarsMarkdown(a, caps);
  if (bars !== "") out += "\n" + bars;
  out += "\n| Agent | Mode | Source |\n|---|---|---|\n";
  for (const g of a.agents) out += `| ${escapeMarkdown(g.id)} | ${g.mode} | ${g.source} |
`;
  return out + extra + "\n" + markdown(results, ctx).replace(/^## ctxlens\n/, "## ctxlens findings\n");
}
function ocBudgetMarkdown(a, caps) {
  const head = "### Budgets\n\n";
  if (caps === null) return head + "The `instructions-budget` rule is off: no cap on the instructions of a Location.\n";
  const n2 = (x) => x.toLocaleString("en-US");
  const limits = [caps.maxBytes > 0 ? `${n2(caps.maxBytes)} bytes` : "", caps.maxTokens > 0 ? `\u2248${n2(caps.maxTokens)} tokens` : ""].filter((x) => x !== "");
  if (limits.length === 0) return head + "The `instructions-budget` caps are both 0: no cap on the instructions of a Location.\n";
  const rows = [];
  for (const l of a.locations) {
    if (l.refusal !== null || l.files.length === 0) continue;
    if (caps.maxBytes > 0 && l.totalBytes > caps.maxBytes) rows.push(`| instructions-budget: maxBytes | ${escapeMarkdown(l.location)} | ${n2(caps.maxBytes)} bytes | ${n2(l.totalBytes)} bytes |`);
    if (caps.maxTokens > 0 && l.totalTokens > caps.maxTokens) rows.push(`| instructions-budget: maxTokens | ${escapeMarkdown(l.location)} | \u2248${n2(caps.maxTokens)} tokens | \u2248${n2(l.totalTokens)} tokens |`);
  }
  const shown = a.locations.filter((l) => l.refusal === null).length;
  if (rows.length === 0) return head + `Every Location (${shown}) is within the \`instructions-budget\` caps: ${limits.join(", ")} of instructions.
`;
  return [head.trimEnd(), "", "| Budget | Location | Limit | Measured |", "|---|---|---:|---:|", ...rows, ""].join("\n");
}

// src/run/opencode-audit.ts
import * as path2 from "node:path";
function instructionsBudgetCaps(p) {
  const budget = p.settings["instructions-budget"];
  const rule = p.rules.find((r) => r.id === "instructions-budget");
  return rule === void 0 || budget?.severity === "off" ? null : { ...rule.defaultOptions, ...budget?.options ?? {} };
}
function ocAuditRun(p, location) {
  const sim = simulateOpencode(p.model, p.countTokens);
  let only = null;
  let shown = sim;
  if (location !== void 0) {
    only = path2.resolve(p.cwd, location);
    if (p.model.source.stat(only)?.kind !== "dir") throw new UsageError(`--location: not a directory: ${location}`);
    if (!sim.locations.some((l) => l.project.W === only)) {
      shown = { ...sim, locations: [...sim.locations, simulateLocation(loadOcProject(p.model.source, { ...p.model.options, cwd: only }))] };
    }
  }
  return { sim, audit: buildOcAudit(shown, p.cwd, p.choice.reason, p.countTokens, only), caps: instructionsBudgetCaps(p) };
}

export {
  barsText,
  barsMarkdown,
  ocBarsMarkdown,
  ocAuditTable,
  ocAuditJson,
  ocAuditMarkdown,
  ocBudgetMarkdown,
  ocAuditRun
};
