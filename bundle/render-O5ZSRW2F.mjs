import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  loadOcTarget,
  loadTarget,
  openSim
} from "./chunk-QD7NB74O.mjs";
import {
  withSourceOptions,
  withTargetOptions
} from "./chunk-UFX3JJKF.mjs";
import {
  simulateTarget
} from "./chunk-VIRK23LH.mjs";
import "./chunk-3YPSHFZ6.mjs";
import {
  discover
} from "./chunk-V6OI2GK6.mjs";
import {
  MAX_SIMULATED_FILE_BYTES
} from "./chunk-C4MFERJC.mjs";
import "./chunk-IOSQSECX.mjs";
import {
  EXIT
} from "./chunk-GM4Z2ASB.mjs";
import {
  neutralise
} from "./chunk-KFNNK37T.mjs";
import "./chunk-SWKSPXM5.mjs";
import "./chunk-KOWEAD5C.mjs";
import "./chunk-JWRTPKKY.mjs";
import "./chunk-CJ5BIFKF.mjs";
import "./chunk-LW7Z2336.mjs";
import "./chunk-4NEPPJGY.mjs";
import "./chunk-KE7UEIQO.mjs";

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
    const { model, rt } = await loadTarget(args, source);
    const sim = simulateTarget(model, rt, discover(model));
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
