/**
 * Schema-driven checks of `.opencode.json` (docs/runtimes/fork.md §2.2, §2.3, §2.5, §2.6):
 * key spelling against the canonical field names, JSON Schema validation of a key-normalised
 * copy (unknown keys with "did you mean"), and Go weak typing of every value.
 * The schema `schemas/opencode-config.schema.json` names the Go fields and their target types.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadIssue } from '../model/project.js';
import { pointer, type Span } from '../../../model/span.js';
import { packageRoot } from '../../../package-root.js';
import type { SchemaValidator } from '../../../load/schema.js';
import type { SchemaJson } from '../../../load/schema-quick.js';
import type { CNode } from './config-tree.js';
import { jsonTypeName, show, sliceItems, toGoBool, toGoFloat, toGoInt, toGoString, type Coerced, type GoKind } from './config-weak.js';

/** A (sub)schema node of the config schema, as far as ctxlens reads it. */
export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  $ref?: string;
  enum?: unknown[];
  $defs?: Record<string, SchemaNode>;
}

/** Read `schemas/opencode-config.schema.json` (ctxlens's own file, via the package root). */
export function readConfigSchema(): SchemaNode {
  return JSON.parse(readFileSync(join(packageRoot(), 'schemas', 'opencode-config.schema.json'), 'utf8')) as SchemaNode;
}

function resolve(root: SchemaNode, s: SchemaNode | undefined): SchemaNode | undefined {
  if (s?.$ref?.startsWith('#/$defs/')) return root.$defs?.[s.$ref.slice('#/$defs/'.length)];
  return s;
}

/** The Go target kind a schema node stands for. */
export function goKind(s: SchemaNode | undefined): GoKind {
  if (!s) return 'any';
  switch (s.type) {
    case 'string':
    case 'integer':
    case 'number':
    case 'boolean':
    case 'array':
      return s.type;
    case 'object':
      if (s.properties) return 'struct';
      // A map (`additionalProperties` schema), or an object whose contents ctxlens does not check
      // (`router`, `output.schema`): either way the value must be an object.
      return 'map';
    default:
      return 'any';
  }
}

/** The schema of a struct field (case-insensitive), with its canonical name; or of a map value. */
function child(root: SchemaNode, s: SchemaNode | undefined, key: string): { name: string; schema: SchemaNode | undefined; known: boolean } {
  const r = resolve(root, s);
  if (!r) return { name: key, schema: undefined, known: false };
  if (r.properties) {
    const name = Object.keys(r.properties).find((k) => k.toLowerCase() === key.toLowerCase());
    if (name !== undefined) return { name, schema: resolve(root, r.properties[name]), known: true };
    return { name: key, schema: undefined, known: false };
  }
  if (r.additionalProperties && typeof r.additionalProperties === 'object') return { name: key, schema: resolve(root, r.additionalProperties), known: true };
  return { name: key, schema: undefined, known: true };
}

/** Result of normalising one file's settings for the schema. */
export interface Normalised {
  /** Plain JSON with canonical field names (map keys lower-cased, unknown keys as written). */
  data: unknown;
  /** Normalised JSON pointer → spans of the key (as written) and of the value. */
  spans: Map<string, { key: Span | null; value: Span }>;
  /** Pointers of values that came from a dotted key (reported as dotted keys, not as unknown keys). */
  dotted: Set<string>;
}

/**
 * Build the key-normalised copy of a settled file tree, and record a `config-key-spelling`
 * issue for each struct-field key whose spelling differs from the canonical one (it works,
 * because keys are case-insensitive, §2.2).
 */
export function normalise(root: SchemaNode, tree: CNode, issues: LoadIssue[]): Normalised {
  const spans = new Map<string, { key: Span | null; value: Span }>();
  const dotted = new Set<string>();
  const walk = (n: CNode, s: SchemaNode | undefined, ptr: string, label: string): unknown => {
    if (n.kind === 'array') return n.items.map((it, i) => walk(it, resolve(root, resolve(root, s)?.items), pointer(ptr, i), `${label}[${i}]`));
    if (n.kind !== 'object') return n.value;
    const r = resolve(root, s);
    const out: Record<string, unknown> = {};
    for (const e of n.entries) {
      const c = child(root, r, e.key);
      const isStruct = !!r?.properties;
      const name = isStruct ? c.name : e.key;
      const outKey = isStruct && !c.known && !e.written.value.includes('.') ? e.written.value : name;
      const p = pointer(ptr, outKey);
      const path = label ? `${label}.${name}` : name;
      spans.set(p, { key: e.written.span, value: e.value.span });
      if (e.written.value.includes('.')) dotted.add(p);
      if (isStruct && c.known && e.written.value !== name && !e.written.value.includes('.') && e.written.value.toLowerCase() === name.toLowerCase()) {
        issues.push({ rule: 'config-key-spelling', messageId: 'spelling', data: { key: e.written.value, canonical: name, path }, span: e.written.span });
      }
      out[outKey] = walk(e.value, c.schema, p, path);
    }
    return out;
  };
  const data = walk(tree, root, '', '');
  spans.set('', { key: null, value: tree.span });
  return { data, spans, dotted };
}

/**
 * Validate a normalised copy with the JSON Schema and record issues: unknown keys
 * (`config-schema`, or `config-unknown-context-key` inside an agent's `context` (U26), or
 * `permission-keys-ignored` under top-level `permission` (U11)), and an undocumented
 * `contextDiscovery.skipDirs` (U10). Type errors are left to `checkTypes` (weak typing).
 */
export function validateSchema(validator: SchemaValidator, norm: Normalised, fallback: Span, issues: LoadIssue[], root?: SchemaNode): void {
  const spanAt = (ptr: string, which: 'value' | 'key'): Span => {
    let p = ptr;
    for (;;) {
      const s = norm.spans.get(p);
      if (s) return (which === 'key' && s.key) || s.value;
      if (p === '') return fallback;
      p = p.slice(0, p.lastIndexOf('/'));
      which = 'value';
    }
  };
  // Only unknown keys are reported here: told from the schema itself when it can, else by the validator.
  const violations = validator.unknownKeys('opencode-config', norm.data, spanAt, root as SchemaJson | undefined) ?? validator.validate('opencode-config', norm.data, spanAt);
  for (const v of violations) {
    if (v.kind !== 'unknown-key' || norm.dotted.has(v.pointer)) continue;
    const segs = v.pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const key = segs[segs.length - 1] ?? '';
    if (segs.length === 4 && segs[0] === 'agents' && segs[2] === 'context') {
      const ctxObj = ((norm.data as Record<string, Record<string, Record<string, unknown>>>)['agents']?.[segs[1]!]?.['context'] ?? {}) as Record<string, unknown>;
      const consequence = 'paths' in ctxObj ? '' : ', and without "paths" this agent layer stays undeclared';
      issues.push({ rule: 'config-unknown-context-key', messageId: 'unknownKey', data: { key, agent: segs[1]!, consequence, suggestion: v.suggestion ? `; did you mean "${v.suggestion}"?` : '.' }, span: v.span });
      continue;
    }
    if (segs.length === 2 && segs[0] === 'permission') {
      issues.push({ rule: 'permission-keys-ignored', messageId: 'ignored', data: { key }, span: v.span });
      continue;
    }
    const where = segs.length === 1 ? 'at the top level' : `in "${segs.slice(0, -1).join('.')}"`;
    const mainstream = segs.length === 1 ? MAINSTREAM_KEYS[key] : undefined;
    const suggestion = mainstream
      ? `; it is a mainstream OpenCode (opencode.json) key: ${mainstream}.`
      : v.suggestion
        ? `; did you mean "${v.suggestion}"?`
        : '.';
    issues.push({
      rule: 'config-schema',
      messageId: 'unknownKey',
      data: { key, where, suggestion },
      span: v.span,
    });
  }
  const cd = (norm.data as Record<string, unknown> | null)?.['contextDiscovery'];
  if (cd && typeof cd === 'object' && 'skipDirs' in cd) {
    issues.push({ rule: 'config-schema', messageId: 'skipDirs', data: {}, span: spanAt('/contextDiscovery/skipDirs', 'key') });
  }
}

/** A value the runtime cannot decode: the message of `failed to unmarshal config: …`. */
export interface DecodeFailure {
  path: string;
  message: string;
  span: Span;
  env: string | null;
}

/**
 * Walk the merged, settled settings with the schema's Go types and apply the weak-typing rules
 * (docs/runtimes/fork.md §2.2). Records a `config-weak-typing` warning for each coerced file value
 * (env values are reported by the env-override rules) and returns every value that cannot be
 * decoded (the runtime then fails with `failed to unmarshal config: …`).
 */
export function checkTypes(root: SchemaNode, tree: CNode, issues: LoadIssue[]): DecodeFailure[] {
  const failures: DecodeFailure[] = [];
  const fail = (n: CNode, path: string, expected: string): void => {
    failures.push({ path, message: `'${path}' expected ${expected}, got unconvertible ${jsonTypeName(n)}${n.kind === 'object' || n.kind === 'array' ? '' : ` ${show(n.value)}`}`, span: n.span, env: n.env });
  };
  let quiet = 0;
  const weak = (n: CNode, path: string, expected: string, result: unknown): void => {
    if (n.env || quiet > 0) return;
    issues.push({ rule: 'config-weak-typing', messageId: 'coerced', data: { path, found: `the ${jsonTypeName(n)} ${show(n.value)}`, expected, result: show(result) }, span: n.span });
  };
  const scalar = <T>(n: CNode, path: string, expected: string, c: Coerced<T>): void => {
    if (!c.ok) fail(n, path, expected);
    else if (c.weak) weak(n, path, expected, c.value);
  };
  const walk = (n: CNode, s: SchemaNode | undefined, path: string): void => {
    const r = resolve(root, s);
    switch (goKind(r)) {
      case 'any':
        return;
      case 'string':
        return scalar(n, path, 'a string', toGoString(n));
      case 'integer':
        return scalar(n, path, 'an integer', toGoInt(n));
      case 'number':
        return scalar(n, path, 'a number', toGoFloat(n));
      case 'boolean':
        return scalar(n, path, 'a boolean', toGoBool(n));
      case 'array': {
        const itemKind = goKind(resolve(root, r?.items));
        if (n.kind === 'object' && n.entries.length > 0 && itemKind !== 'struct' && itemKind !== 'map' && itemKind !== 'any') return fail(n, path, 'a list');
        const { items, how } = sliceItems(n);
        if (how === 'split' && !n.env) {
          issues.push({ rule: 'config-weak-typing', messageId: 'splitList', data: { path, value: show(n.value), result: show(items.map((i) => i.value)) }, span: n.span });
        } else if (how === 'wrapped' && !n.env) {
          const found = n.kind === 'object' ? 'object' : `${jsonTypeName(n)} ${show(n.value)}`;
          issues.push({ rule: 'config-weak-typing', messageId: 'wrapped', data: { path, found }, span: n.span });
        }
        // A wrapped single value is reported once, as wrapped (its own conversion is part of it).
        if (how === 'wrapped') quiet++;
        items.forEach((it, i) => walk(it, resolve(root, r?.items), `${path}[${i}]`));
        if (how === 'wrapped') quiet--;
        return;
      }
      case 'struct':
        if (n.kind !== 'object') return fail(n, path, 'an object');
        for (const e of n.entries) {
          const c = child(root, r, e.key);
          if (c.known) walk(e.value, c.schema, `${path ? path + '.' : ''}${c.name}`);
        }
        return;
      case 'map':
        if (n.kind === 'array') {
          if (n.items.length === 0) return;
          if (n.items.every((i) => i.kind === 'object')) {
            if (!n.env) issues.push({ rule: 'config-weak-typing', messageId: 'mergedMaps', data: { path }, span: n.span });
            for (const it of n.items) for (const e of it.entries) walk(e.value, child(root, r, e.key).schema, `${path}.${e.key}`);
            return;
          }
        }
        if (n.kind !== 'object') return fail(n, path, 'an object');
        for (const e of n.entries) walk(e.value, child(root, r, e.key).schema, `${path}.${e.key}`);
        return;
    }
  };
  walk(tree, root, '');
  return failures;
}

/**
 * Top-level keys of mainstream OpenCode's `opencode.json` (its `instructions`, `agent`, `mcp`, `provider`, …) that
 * real `.opencode.json` files carry over, with what the Go fork reads instead.
 */
const MAINSTREAM_KEYS: Record<string, string> = {
  instructions: 'the fork reads context files from "contextPaths" (and agent "context")',
  agent: 'the fork configures agents under "agents"',
  mcp: 'the fork reads MCP servers from "mcpServers"',
  provider: 'the fork reads "providers"',
  model: 'the fork sets models per agent, "agents.<id>.model"',
  small_model: 'the fork sets models per agent, "agents.<id>.model"',
  tools: 'the fork sets tools per agent, "agents.<id>.tools"',
  plugin: 'the fork has no plugins',
  plugins: 'the fork has no plugins',
  theme: 'the fork reads "tui.theme"',
  keybinds: 'the fork has no keybinds setting',
  share: 'the fork has no share setting',
  autoupdate: 'the fork has no autoupdate setting',
  formatter: 'the fork has no formatter setting',
  mode: 'the fork has no modes; agents take "mode" under "agents.<id>"',
};
