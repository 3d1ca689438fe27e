/**
 * The `rules` object of ctxlens's config resolved into rule settings: each entry checked by code
 * against the rule registry (unknown ids get "did you mean") and, when it carries options,
 * against the rule's options schema (docs/usage.md, "Configuration: `ctxlens.config.json`").
 */
import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';
import { SEVERITY_SETTINGS, type RuleSetting, type RuleSettings, type SeveritySetting } from '../../model/ctxlens-config.js';
import { pointer } from '../../model/span.js';
import { didYouMean } from '../../text/suggest.js';
import { loadAjv2020 } from '../lazy-deps.js';

/** What the config loader needs of a rule: its id and its options schema (`null`: it takes none). A registered rule fits. */
export interface ConfigurableRule {
  readonly id: string;
  readonly meta: { readonly schema: object | null };
}

/** Where a problem lies: a JSON pointer into the config, and whether the key or the value is meant. */
export interface PointedProblem {
  pointer: string;
  which: 'value' | 'key';
  message: string;
}

/** The settings of the valid entries, the problems of the others, and the pointers of every entry checked here. */
export interface ResolvedRuleSettings {
  settings: RuleSettings;
  problems: PointedProblem[];
  /** `/rules/<id>` of every entry: the schema's own messages below these are left out (one clear message per entry). */
  checked: Set<string>;
}

/**
 * Resolve the entries of the `rules` object (`{}` when the config has none), in key order. An
 * entry is `"<severity>"` or `{"severity"?, "options"?}`; its problem is reported at the key
 * (unknown rule, options of a rule that takes none), at `severity`, or at the offending option.
 * ajv's compiler loads only when an entry carries options to check. Never throws.
 */
export function resolveRuleSettings(rulesObj: Record<string, unknown>, rules: readonly ConfigurableRule[]): ResolvedRuleSettings {
  const byId = new Map(rules.map((r) => [r.id, r]));
  const ids = [...byId.keys()];
  const settings: RuleSettings = {};
  const problems: PointedProblem[] = [];
  const checked = new Set<string>();
  let ajvInstance: Ajv2020 | null = null;
  const ajv = (): Ajv2020 => (ajvInstance ??= new (loadAjv2020())({ allErrors: true, strict: false, allowUnionTypes: true }));
  for (const [id, value] of Object.entries(rulesObj)) {
    const ptr = pointer('/rules', id);
    checked.add(ptr);
    const rule = byId.get(id);
    if (!rule) {
      const near = didYouMean(id, ids);
      problems.push({ pointer: ptr, which: 'key', message: `unknown rule "${id}"${near ? `; did you mean "${near}"?` : ''}` });
      continue;
    }
    const entry = decodeEntry(value);
    if (typeof entry === 'string') {
      problems.push({ pointer: entry.startsWith('severity') ? pointer(ptr, 'severity') : ptr, which: 'value', message: `rule "${id}": ${entry}` });
      continue;
    }
    if (entry.options !== undefined) {
      if (!rule.meta.schema) {
        problems.push({ pointer: pointer(ptr, 'options'), which: 'key', message: `rule "${id}" takes no options` });
        continue;
      }
      const validate = ajv().compile(rule.meta.schema);
      if (!validate(entry.options)) {
        for (const e of validate.errors ?? []) problems.push({ pointer: pointer(ptr, 'options') + e.instancePath, which: 'value', message: `rule "${id}" options: ${ajvText(e)}` });
        continue;
      }
    }
    settings[id] = entry;
  }
  return { settings, problems, checked };
}

/** A rule entry: `"warning"` or `{severity?, options?}`; a string result is the problem. */
function decodeEntry(value: unknown): RuleSetting | string {
  const sevProblem = (v: unknown, where: string): string => {
    const near = typeof v === 'string' && v !== '' ? didYouMean(v, SEVERITY_SETTINGS) ?? SEVERITY_SETTINGS.find((s) => s.startsWith(v.toLowerCase())) ?? null : null;
    return `${where}expected one of "off", "info", "warning", "error", found ${JSON.stringify(v)}${near ? `; did you mean "${near}"?` : ''}`;
  };
  if (typeof value === 'string') return (SEVERITY_SETTINGS as readonly string[]).includes(value) ? { severity: value as SeveritySetting } : sevProblem(value, '');
  if (!isObject(value)) return `expected a severity string or an object {"severity", "options"}, found ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;
  const out: RuleSetting = {};
  for (const key of Object.keys(value)) {
    if (key !== 'severity' && key !== 'options') {
      const near = didYouMean(key, ['severity', 'options']);
      return `unknown key "${key}"${near ? `; did you mean "${near}"?` : ''} (allowed: "severity", "options")`;
    }
  }
  if (value['severity'] !== undefined) {
    const s = value['severity'];
    if (typeof s !== 'string' || !(SEVERITY_SETTINGS as readonly string[]).includes(s)) return sevProblem(s, 'severity: ');
    out.severity = s as SeveritySetting;
  }
  if (value['options'] !== undefined) {
    if (!isObject(value['options'])) return 'options: expected an object';
    out.options = value['options'];
  }
  return out;
}

/** One ajv error as a sentence: unknown options by name, others as `"<path>" <message>`. */
function ajvText(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return `unknown option "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  return `${e.instancePath === '' ? 'value' : `"${e.instancePath}"`} ${e.message ?? 'is invalid'}`;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
