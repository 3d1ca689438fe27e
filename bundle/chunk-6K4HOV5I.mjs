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
  decodeText,
  instructionNames
} from "./chunk-FC7THOWF.mjs";
import {
  readArgFile
} from "./chunk-WOIQTF4D.mjs";
import {
  init_main,
  parseTree
} from "./chunk-XRODCEW6.mjs";
import {
  UsageError,
  rel
} from "./chunk-QQPG2PVG.mjs";

// src/commands/touch.ts
init_main();

// src/runtimes/opencode/sim/disclosure.ts
import { posix as path } from "node:path";
var OcDiscloser = class {
  constructor(source, set, env) {
    this.source = source;
    this.set = set;
    this.env = env;
    this.system = new Set(set.files.map((f) => f.abs));
  }
  source;
  set;
  env;
  sessions = /* @__PURE__ */ new Map();
  system;
  /** Simulate one call (docs/runtimes/opencode.md §6.5). */
  call(c) {
    if (c.tool !== "read") return { appended: "", disclosed: [], inert: `the runtime discloses instruction files on read only, not on ${c.tool}` };
    if (!c.ok) return { appended: "", disclosed: [], inert: "the read failed" };
    const input = typeof c.input === "object" && c.input !== null ? c.input : {};
    const fp = input["filePath"];
    if (typeof fp !== "string" || fp === "") return { appended: "", disclosed: [], inert: 'the read input has no "filePath"' };
    const root = path.resolve(this.set.location);
    const target = path.resolve(root, fp);
    const st = this.source.stat(target);
    if (st === null) return { appended: "", disclosed: [], inert: "the file does not exist, so the read fails" };
    if (st.kind === "dir") return { appended: "", disclosed: [], inert: "a directory read lists entries and discloses nothing" };
    let loaded = this.sessions.get(c.session);
    if (!loaded) this.sessions.set(c.session, loaded = /* @__PURE__ */ new Set());
    const blocks = [];
    const disclosed = [];
    for (let dir = path.dirname(target); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) {
      const found = instructionNames(this.env).map((n) => path.join(dir, n)).find((p) => this.source.stat(p) !== null);
      if (found === void 0 || found === target || this.system.has(found) || loaded.has(found)) continue;
      const r = this.source.readFile(found);
      const content = r.ok ? decodeText(r.data) : "";
      if (content === "") continue;
      blocks.push(`Instructions from: ${found}
${content}`);
      disclosed.push(found);
      if (dir === "/") break;
    }
    for (const d of disclosed) loaded.add(d);
    if (blocks.length === 0) return { appended: "", disclosed, inert: null };
    return { appended: `

<system-reminder>
${blocks.join("\n\n")}
</system-reminder>`, disclosed, inert: null };
  }
};

// src/commands/touch.ts
function parseCalls(text, file) {
  const calls = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let v;
    try {
      v = JSON.parse(line);
    } catch (e) {
      throw new UsageError(`${file}:${i + 1}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    if (typeof v !== "object" || v === null || Array.isArray(v)) throw new UsageError(`${file}:${i + 1}: expected a JSON object`);
    const o = v;
    if (typeof o["tool"] !== "string") throw new UsageError(`${file}:${i + 1}: "tool" must be a string`);
    if (o["ok"] !== void 0 && typeof o["ok"] !== "boolean") throw new UsageError(`${file}:${i + 1}: "ok" must be true or false`);
    if (o["session"] !== void 0 && typeof o["session"] !== "string") throw new UsageError(`${file}:${i + 1}: "session" must be a string`);
    calls.push({ tool: o["tool"], input: inputOf(line, o["input"]), ok: o["ok"] ?? true, session: o["session"] ?? "s1" });
  });
  return calls;
}
function inputOf(line, parsed) {
  if (parsed === null || parsed === void 0 || typeof parsed !== "object" || Array.isArray(parsed)) return parsed ?? null;
  const props = parseTree(line)?.children ?? [];
  const node = [...props].reverse().find((p) => p.children?.[0]?.value === "input")?.children?.[1];
  if (node?.type !== "object") return parsed;
  const keys = (node.children ?? []).map((p) => String(p.children?.[0]?.value ?? "").toLowerCase());
  return new Set(keys).size === keys.length ? parsed : line.slice(node.offset, node.offset + node.length);
}
var touchCommand = {
  command: "touch",
  describe: "Simulate tool calls and print what progressive disclosure appends to each result",
  builder: (y) => withTargetOptions(withSourceOptions(y)).option("calls", {
    type: "string",
    demandOption: true,
    describe: 'JSON Lines file: {"tool": "read", "input": {"file_path": "a/x.go"}, "ok": true, "session": "s1"} per line'
  }).epilogue(
    'Prints one JSON object per call: {"appended": "<exact text appended to the tool result>"}, plus "injected" and "skipped" (paths relative to W), "inert" (why nothing could be injected) and, when the bytes are not valid UTF-8, "appendedBase64" (the exact bytes). A patch whose header group touches several directories with owners also prints a warning on stderr: the runtime takes them in Go map order (docs/runtimes/fork.md \xA78 U13); ctxlens uses first appearance.'
  ),
  handler: async (args) => {
    let text;
    try {
      text = readArgFile(args.calls);
    } catch (e) {
      throw new UsageError(`cannot read --calls ${args.calls}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const calls = parseCalls(text, args.calls);
    const { source, choice } = await openSim(args);
    if (choice.id === "opencode") {
      const { project, set } = loadOcTarget(args, source);
      const discloser = new OcDiscloser(source, set, project.env);
      const relOf2 = (p) => rel(project.W, p) ?? p;
      const out = calls.map((c) => {
        const o = discloser.call({ ...c, ok: c.ok ?? true, session: c.session ?? "s1" });
        const rec = { appended: o.appended };
        if (o.disclosed.length > 0) rec["injected"] = o.disclosed.map(relOf2);
        if (o.inert !== null) rec["inert"] = o.inert;
        return JSON.stringify(rec) + "\n";
      });
      process.stdout.write(out.join(""));
      return;
    }
    const { model, sim } = await loadTarget(args, source);
    const injector = sim.injector();
    const relOf = (p) => rel(model.W, p) ?? p;
    const lines = [];
    calls.forEach((c, i) => {
      const o = injector.call(c);
      const text2 = o.appended.toString("utf8");
      const rec = { appended: text2 };
      if (!Buffer.from(text2, "utf8").equals(o.appended)) rec["appendedBase64"] = o.appended.toString("base64");
      if (o.injected.length > 0) rec["injected"] = o.injected.map(relOf);
      if (o.skipped.length > 0) rec["skipped"] = o.skipped.map((s) => ({ file: relOf(s.file), why: s.why }));
      if (o.inert !== null) rec["inert"] = o.inert;
      lines.push(JSON.stringify(rec));
      if (o.patchRace !== null) {
        process.stderr.write(
          `ctxlens: warning: call ${i + 1}: patch headers of one kind touch ${o.patchRace.dirs.map(relOf).join(", ")}; the runtime processes them in random (Go map) order, which decides block order and, at the session budget, which bodies are injected (docs/runtimes/fork.md \xA78 U13)` + (o.lostToBudget.length > 0 ? `; here the budget ran out, and another order could have injected ${o.lostToBudget.map(relOf).join(", ")}` : "") + "\n"
        );
      }
    });
    process.stdout.write(lines.map((l) => l + "\n").join(""));
  }
};

export {
  parseCalls,
  touchCommand
};
