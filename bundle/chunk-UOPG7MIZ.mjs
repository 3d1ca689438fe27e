import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  DISCOVERY_DEFAULTS,
  MANIFEST_CAP_BYTES,
  effectiveCap
} from "./chunk-234XTG2B.mjs";

// src/report/audit.ts
import { createHash } from "node:crypto";

// src/report/measure.ts
function portableRendered(t, W) {
  const raw = t.renderedBytes ?? Buffer.from(t.rendered, "utf8");
  if (W === "/" || W === "") return raw;
  const prefix = Buffer.from(W.endsWith("/") ? W : W + "/", "utf8");
  const parts = [];
  let from = 0;
  for (; ; ) {
    const i = raw.indexOf(prefix, from);
    if (i < 0) break;
    parts.push(raw.subarray(from, i));
    from = i + prefix.length;
  }
  if (parts.length === 0) return raw;
  parts.push(raw.subarray(from));
  return Buffer.concat(parts);
}
function measureTarget(t, W, tokens) {
  const files = t.resolution.files.map((f) => ({ path: f.rel, layer: f.layer, bytes: f.bytes, tokens: tokens(f.content) }));
  return {
    files,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    tokens: files.reduce((a, f) => a + f.tokens, 0),
    renderedBytes: portableRendered(t, W).length
  };
}

// src/report/audit.ts
var TOKENIZER = "o200k_base";
var EXACT_TOKEN_BYTES = 8 << 20;
function memoCounter(count) {
  const memo = /* @__PURE__ */ new Map();
  return (content) => {
    const k = createHash("sha256").update(content).digest("hex");
    let n = memo.get(k);
    if (n === void 0) {
      n = content.length > EXACT_TOKEN_BYTES ? Math.round(count(content.subarray(0, EXACT_TOKEN_BYTES).toString("utf8")) * content.length / EXACT_TOKEN_BYTES) : count(content.toString("utf8"));
      memo.set(k, n);
    }
    return n;
  };
}
function buildAudit(sim, discovery, count, W = "") {
  const tokensOf = memoCounter(count);
  const maxSessionBytes = effectiveCap(discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes);
  const maxFileBytes = effectiveCap(discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const targets = sim.targets.map((t) => {
    const measured = measureTarget(t, W, tokensOf);
    const m = t.manifest;
    return {
      agent: t.target.agentId,
      flow: t.target.flowId,
      step: t.target.stepId,
      files: measured.files,
      totalBytes: measured.bytes,
      totalTokens: measured.tokens,
      renderedBytes: measured.renderedBytes,
      manifest: {
        bytes: m.bytes?.length ?? Buffer.byteLength(m.text, "utf8"),
        cap: MANIFEST_CAP_BYTES,
        files: m.files.length,
        degrade: m.degrade,
        notShown: m.notShown,
        gatedBy: m.gatedBy,
        bodyBytes: m.files.reduce((a, f) => a + f.bytes, 0),
        maxSessionBytes,
        maxFileBytes,
        overFileCap: m.files.filter((f) => f.bytes > maxFileBytes).length
      }
    };
  });
  return { tokenizer: TOKENIZER, approximate: true, targets };
}
function targetName(t) {
  return t.flow === null ? `agent ${t.agent}` : `flow ${t.flow}, step ${t.step ?? ""} (agent ${t.agent})`;
}
function shortTargetName(t) {
  return t.flow === null ? t.agent : `${t.flow}/${t.step ?? ""} (${t.agent})`;
}

export {
  portableRendered,
  measureTarget,
  TOKENIZER,
  memoCounter,
  buildAudit,
  targetName,
  shortTargetName
};
