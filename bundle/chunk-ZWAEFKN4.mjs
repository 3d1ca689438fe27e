import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  compareBytes
} from "./chunk-TWUHB67M.mjs";

// src/engine/finding.ts
var SEVERITY_RANK = { error: 2, warning: 1, info: 0 };
var EXIT = Object.freeze({ OK: 0, FINDINGS: 1, USAGE: 2, INTERNAL: 2 });
function compareFindings(a, b) {
  const fa = a.span?.file ?? "";
  const fb = b.span?.file ?? "";
  if (fa !== fb) return compareBytes(fa, fb);
  const la = a.span?.start.line ?? 0;
  const lb = b.span?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.span?.start.column ?? 0;
  const cb = b.span?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  if (a.ruleId !== b.ruleId) return compareBytes(a.ruleId, b.ruleId);
  return compareBytes(a.message, b.message);
}
var INTERNAL_ERROR_RULE = "internal-error";
function countSeverities(findings) {
  const c = { errorCount: 0, warningCount: 0, infoCount: 0 };
  for (const f of findings) {
    if (f.severity === "error") c.errorCount++;
    else if (f.severity === "warning") c.warningCount++;
    else c.infoCount++;
  }
  return c;
}
function exitCodeFor(findings, maxWarnings = -1) {
  if (findings.some((f) => f.ruleId === INTERNAL_ERROR_RULE)) return EXIT.INTERNAL;
  const c = countSeverities(findings);
  if (c.errorCount > 0) return EXIT.FINDINGS;
  if (maxWarnings >= 0 && c.warningCount > maxWarnings) return EXIT.FINDINGS;
  return EXIT.OK;
}
function renderMessage(template, data) {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (m, k) => k in data ? String(data[k]) : m);
}

export {
  SEVERITY_RANK,
  EXIT,
  compareFindings,
  INTERNAL_ERROR_RULE,
  countSeverities,
  exitCodeFor,
  renderMessage
};
