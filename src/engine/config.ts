import { posix as path } from 'node:path';
import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';
import { jsonPointerSpan, parseJson } from '../load/json-doc.js';
import { loadAjv2020 } from '../load/lazy-deps.js';
import { SchemaValidator } from '../load/schema.js';
import { pointer } from '../model/span.js';
import type { FileSource } from '../source/types.js';
import type { AnyRule } from './define-rule.js';
import type { SeveritySetting } from './finding.js';
import type { RuleSettings } from './run.js';
import { didYouMean } from '../text/suggest.js';
import { parse as parseJsonc } from 'jsonc-parser';
import { isRuntimeId, type RuntimeId } from '../model/runtime.js';

/** File name of ctxlens's own configuration (docs/usage.md, "Configuration: `ctxlens.config.json`"). */
export const CONFIG_FILE_NAME = 'ctxlens.config.json';

/** Largest config file read, in bytes. */
const MAX_CONFIG_BYTES = 1 << 20;

const SEVERITY_SETTINGS: readonly SeveritySetting[] = ['off', 'info', 'warning', 'error'];

/** The decoded `ctxlens.config.json`: severity/options per rule id and `ignore` globs. */
export interface CtxlensConfig {
  /** Absolute path of the file read, or `null` when none was found (all defaults). */
  file: string | null;
  rules: RuleSettings;
  ignore: string[];
  /** The `runtime` pin (cli-contract.md "Choosing the runtime"), or `null`. */
  runtime: RuntimeId | null;
}

/** One problem of a config file, with its 1-based position (line 0: the file as a whole). */
export interface ConfigProblem {
  /** The file as shown to the user (relative to the cwd when inside it). */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** An invalid `ctxlens.config.json` (the CLI exits 2). `message` lists `file:line:col: message` lines. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map((p) => (p.line > 0 ? `${p.file}:${p.line}:${p.column}: ${p.message}` : `${p.file}: ${p.message}`)).join('\n'));
  }
}

/**
 * Find `ctxlens.config.json` from `cwd` upward, through the file source (so `--staged` sees the
 * staged version). The walk stops after the first directory that holds `.git` (the repository
 * root) or at `/`. Returns the absolute path, or `null`.
 */
export function findConfigFile(source: FileSource, cwd: string): string | null {
  let dir = path.resolve(cwd);
  for (;;) {
    const candidate = path.join(dir, CONFIG_FILE_NAME);
    if (source.lstat(candidate) !== null) return candidate;
    if (source.lstat(path.join(dir, '.git')) !== null) return null;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * Look up and decode the config for a run: `explicit` (the `--config` file, already read by the
 * CLI) wins; otherwise the nearest `ctxlens.config.json` (see `findConfigFile`); otherwise defaults.
 * Throws `ConfigError` for a file that cannot be read, does not parse, or does not validate.
 */
export function loadCtxlensConfig(
  source: FileSource,
  cwd: string,
  rules: readonly AnyRule[],
  explicit?: { abs: string; text: string },
): CtxlensConfig {
  if (explicit) return parseCtxlensConfig(explicit.text, explicit.abs, display(explicit.abs, cwd), rules);
  const abs = findConfigFile(source, cwd);
  if (abs === null) return { file: null, rules: {}, ignore: [], runtime: null };
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  const shown = display(abs, cwd);
  if (!r.ok) throw new ConfigError([{ file: shown, line: 0, column: 0, message: `cannot read the ctxlens config (${r.code})` }]);
  if (r.data.length > MAX_CONFIG_BYTES) throw new ConfigError([{ file: shown, line: 0, column: 0, message: `the ctxlens config is larger than ${MAX_CONFIG_BYTES} bytes` }]);
  return parseCtxlensConfig(r.data.toString('utf8'), abs, shown, rules);
}

function display(abs: string, cwd: string): string {
  const rel = path.relative(path.resolve(cwd), abs);
  return rel !== '' && !rel.startsWith('../') && rel !== '..' ? rel : abs;
}

/**
 * Decode and validate the text of a config file against `schemas/ctxlens-config.schema.json`,
 * the registry (unknown rule ids get "did you mean") and each rule's options schema.
 * Throws `ConfigError` listing every problem with its position.
 */
export function parseCtxlensConfig(text: string, abs: string, shown: string, rules: readonly AnyRule[]): CtxlensConfig {
  const doc = parseJson(text.replace(/^\uFEFF/, ''), shown);
  const problem = (ptr: string, which: 'value' | 'key', message: string): ConfigProblem => {
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
  const problems: ConfigProblem[] = [];
  const byId = new Map(rules.map((r) => [r.id, r]));
  const ids = [...byId.keys()];

  // Rule entries first, by code: one clear message per entry (the schema's oneOf would give two).
  const codeChecked = new Set<string>();
  const rulesObj = isObject(data) && isObject(data['rules']) ? data['rules'] : {};
  const settings: RuleSettings = {};
  // ajv's compiler loads only when a rule entry carries options to check (issue 15).
  let ajvInstance: Ajv2020 | null = null;
  const ajv = (): Ajv2020 => (ajvInstance ??= new (loadAjv2020())({ allErrors: true, strict: false, allowUnionTypes: true }));
  for (const [id, value] of Object.entries(rulesObj)) {
    const ptr = pointer('/rules', id);
    codeChecked.add(ptr);
    const rule = byId.get(id);
    if (!rule) {
      const near = didYouMean(id, ids);
      problems.push(problem(ptr, 'key', `unknown rule "${id}"${near ? `; did you mean "${near}"?` : ''}`));
      continue;
    }
    const entry = decodeEntry(value);
    if (typeof entry === 'string') {
      problems.push(problem(entry.startsWith('severity') ? pointer(ptr, 'severity') : ptr, 'value', `rule "${id}": ${entry}`));
      continue;
    }
    if (entry.options !== undefined) {
      if (!rule.meta.schema) {
        problems.push(problem(pointer(ptr, 'options'), 'key', `rule "${id}" takes no options`));
        continue;
      }
      const validate = ajv().compile(rule.meta.schema);
      if (!validate(entry.options)) {
        for (const e of validate.errors ?? []) problems.push(problem(pointer(ptr, 'options') + e.instancePath, 'value', `rule "${id}" options: ${ajvText(e)}`));
        continue;
      }
    }
    settings[id] = entry;
  }

  for (const v of new SchemaValidator().validate('ctxlens-config', data, (p, which) => jsonPointerSpan(doc, p, which))) {
    if ([...codeChecked].some((c) => v.pointer === c || v.pointer.startsWith(c + '/'))) continue;
    problems.push({ file: shown, line: v.span.start.line, column: v.span.start.column, message: lowerFirst(v.message) });
  }
  if (problems.length > 0) throw new ConfigError(sortProblems(problems));
  const ignore = isObject(data) && Array.isArray(data['ignore']) ? (data['ignore'] as string[]) : [];
  const runtime = isObject(data) && isRuntimeId(data['runtime']) ? data['runtime'] : null;
  return { file: abs, rules: settings, ignore, runtime };
}

/**
 * The `runtime` pin of the nearest `ctxlens.config.json` (see `findConfigFile`), read leniently
 * for the simulation commands (`render`, `touch`, `resolve`), which do not validate the rest of
 * the file: `null` when there is no file, no valid `runtime` key, or the file does not parse.
 * `file` is the path as shown to the user.
 */
export function readRuntimePin(source: FileSource, cwd: string): { id: RuntimeId; file: string } | null {
  const abs = findConfigFile(source, cwd);
  if (abs === null) return null;
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok || r.data.length > MAX_CONFIG_BYTES) return null;
  const data = parseJsonc(r.data.toString('utf8').replace(/^\uFEFF/, '')) as unknown;
  return isObject(data) && isRuntimeId(data['runtime']) ? { id: data['runtime'], file: display(abs, cwd) } : null;
}

/** A rule entry: `"warning"` or `{severity?, options?}`; a string result is the problem. */
function decodeEntry(value: unknown): { severity?: SeveritySetting; options?: object } | string {
  const sevProblem = (v: unknown, where: string): string => {
    const near = typeof v === 'string' && v !== '' ? didYouMean(v, SEVERITY_SETTINGS) ?? SEVERITY_SETTINGS.find((s) => s.startsWith(v.toLowerCase())) ?? null : null;
    return `${where}expected one of "off", "info", "warning", "error", found ${JSON.stringify(v)}${near ? `; did you mean "${near}"?` : ''}`;
  };
  if (typeof value === 'string') return (SEVERITY_SETTINGS as readonly string[]).includes(value) ? { severity: value as SeveritySetting } : sevProblem(value, '');
  if (!isObject(value)) return `expected a severity string or an object {"severity", "options"}, found ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;
  const out: { severity?: SeveritySetting; options?: object } = {};
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

function ajvText(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return `unknown option "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  return `${e.instancePath === '' ? 'value' : `"${e.instancePath}"`} ${e.message ?? 'is invalid'}`;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function sortProblems(ps: ConfigProblem[]): ConfigProblem[] {
  return ps.sort((a, b) => a.line - b.line || a.column - b.column);
}

