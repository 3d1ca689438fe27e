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
  MAX_SIMULATED_FILE_BYTES
} from "./chunk-FC7THOWF.mjs";
import "./chunk-VSXIFP2X.mjs";
import {
  EXIT
} from "./chunk-ULAQDWDD.mjs";
import {
  neutralise
} from "./chunk-4W7TGBYQ.mjs";
import "./chunk-WOIQTF4D.mjs";
import "./chunk-Y4VJYWPG.mjs";
import "./chunk-XRODCEW6.mjs";
import "./chunk-234XTG2B.mjs";
import "./chunk-LRWMOLU3.mjs";
import "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/commands/render.ts
import * as path from "node:path";
var renderCommand = {
  command: "render",
  describe: "print the exact context bytes the runtime appends to the system prompt",
  builder: (y) => withTargetOptions(withSourceOptions(y)),
  handler: async (args) => {
    const { source, choice } = await openSim(args);
    if (choice.id === "opencode") {
      await write(Buffer.from(loadOcTarget(args, source).set.rendered, "utf8"));
      return;
    }
    const { model, sim } = await loadTarget(args, source);
    for (const bytes of sim.renderedChunks?.() ?? [sim.renderedBytes ?? Buffer.from(sim.rendered, "utf8")]) await write(bytes);
    const dropped = overCap(sim);
    for (const abs of dropped) {
      const shown = path.relative(model.W, abs) || ".";
      process.stderr.write(
        `ctxlens: warning: ${neutralise(shown.startsWith("..") ? abs : shown)}: over ${MAX_SIMULATED_FILE_BYTES} bytes; the runtime appends it whole, this render leaves it out (context-file-too-large)
`
      );
    }
    if (dropped.length > 0) process.exitCode = EXIT.FINDINGS;
  }
};
async function write(bytes) {
  if (bytes.length === 0) return;
  await new Promise((resolve, reject) => process.stdout.write(bytes, (e) => e ? reject(e) : resolve()));
}
function overCap(sim) {
  const out = /* @__PURE__ */ new Set();
  for (const e of sim.resolution.entries) {
    if (e.skip === "too-large" && e.joined !== null) out.add(e.joined);
    for (const c of e.candidates ?? []) if (c.skip === "too-large") out.add(c.abs);
  }
  return [...out];
}
export {
  overCap,
  renderCommand
};
