/**
 * Decode ctxlens's own config file: JSON with positions, the `rules` entries resolved by code,
 * everything else validated against `schemas/ctxlens-config.schema.json` (docs/usage.md,
 * "Configuration: `ctxlens.config.json`").
 */
import type { CtxlensConfig } from '../../model/ctxlens-config.js';
import { isRuntimeId } from '../../model/runtime.js';
import { jsonPointerSpan, parseJson } from '../json-doc.js';
import { SchemaValidator } from '../schema.js';
import { ConfigError, sortProblems, type ConfigProblem } from './problems.js';
import { resolveRuleSettings, type ConfigurableRule } from './rule-settings.js';

/**
 * Decode and validate the text of a config file (`abs` its absolute path, `shown` as the user sees
 * it) against `schemas/ctxlens-config.schema.json`, the registry `rules` (unknown rule ids get
 * "did you mean") and each rule's options schema. A leading BOM is dropped.
 * Throws `ConfigError` listing every problem with its 1-based position, sorted by position; a
 * syntax error reports only the first one.
 */
export function parseCtxlensConfig(text: string, abs: string, shown: string, rules: readonly ConfigurableRule[]): CtxlensConfig {
  const doc = parseJson(text.replace(/^\uFEFF/, ''), shown);
  const at = (ptr: string, which: 'value' | 'key', message: string): ConfigProblem => {
    const s = jsonPointerSpan(doc, ptr, which);
    return { file: shown, line: s.start.line, column: s.start.column, message };
  };
  if (doc.errors.length > 0 || !doc.root) {
    throw new ConfigError(
      doc.errors.length > 0
        ? doc.errors.slice(0, 1).map((e) => ({ file: shown, line: e.span.start.line, column: e.span.start.column, message: `JSON syntax error: ${e.message}` }))
        : [{ file: shown, line: 0, column: 0, message: 'the file is empty' }],
    );
  }
  const data = JSON.parse(doc.text) as unknown;

  // Rule entries first, by code: one clear message per entry (the schema's oneOf would give two).
  const rulesObj = isObject(data) && isObject(data['rules']) ? data['rules'] : {};
  const resolved = resolveRuleSettings(rulesObj, rules);
  const problems: ConfigProblem[] = resolved.problems.map((p) => at(p.pointer, p.which, p.message));

  for (const v of new SchemaValidator().validate('ctxlens-config', data, (p, which) => jsonPointerSpan(doc, p, which))) {
    if ([...resolved.checked].some((c) => v.pointer === c || v.pointer.startsWith(c + '/'))) continue;
    problems.push({ file: shown, line: v.span.start.line, column: v.span.start.column, message: lowerFirst(v.message) });
  }
  if (problems.length > 0) throw new ConfigError(sortProblems(problems));
  const ignore = isObject(data) && Array.isArray(data['ignore']) ? (data['ignore'] as string[]) : [];
  const runtime = isObject(data) && isRuntimeId(data['runtime']) ? data['runtime'] : null;
  const oacManifests = isObject(data) && Array.isArray(data['oacManifests']) ? (data['oacManifests'] as string[]) : null;
  return { file: abs, rules: resolved.settings, ignore, runtime, ...(oacManifests ? { oacManifests } : {}) };
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
