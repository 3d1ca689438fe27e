/**
 * `schemaQuickCheck` (src/load/schema-quick.ts) against the validators it stands in for: it never
 * says "valid" (or "no unknown key") where the validator reports a violation (of that kind), and on
 * JSON values of the schemas it fully reads it gives the validator's answer. Checked on every
 * project of the fork runtime in the fixtures, the conformance cases and the corpus (each schema
 * question the loaders ask, and the loaders' issues with and without the quick answers), and on
 * thousands of documents generated from and mutated against each shipped schema.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA_NAMES, SchemaValidator, type SchemaName } from '../../src/load/schema.js';
import { schemaQuickCheck, type SchemaJson } from '../../src/load/schema-quick.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { seededRandom } from '../helpers/seeded-random.js';

const validator = new SchemaValidator();
const span = { file: 'x', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
const violations = (name: SchemaName, data: unknown) => validator.validate(name, data, (pointer) => ({ ...span, pointer }));
const schemaOf = (name: SchemaName): SchemaJson => JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas', `${name}.schema.json`), 'utf8')) as SchemaJson;

const spanAt = (pointer: string, which: 'value' | 'key') => ({ ...span, pointer: `${which}:${pointer}` });
/** Whether the validator finds nothing. */
const validatorValid = (name: SchemaName, data: unknown): boolean => violations(name, data).length === 0;
/** The validator's unknown-key violations, in its order. */
const validatorUnknown = (name: SchemaName, data: unknown) => validator.validate(name, data, spanAt).filter((v) => v.kind === 'unknown-key');

/** Fork-runtime projects: fixtures, conformance trees and corpus repositories with a fork config, agents or flows. */
function forkProjects(): string[] {
  const out: string[] = [];
  const add = (dir: string): void => {
    if (['.opencode.json', '.opencode', '.agents'].some((f) => existsSync(join(dir, f)))) out.push(dir);
  };
  const root = join(import.meta.dirname, '../fixtures');
  for (const kind of ['ok', 'err']) for (const d of readdirSync(join(root, kind))) add(join(root, kind, d));
  const conf = '/work/shared/conformance/cases';
  if (existsSync(conf)) for (const d of readdirSync(conf)) add(join(conf, d, 'tree'));
  const corpus = '/work/shared/corpus/real';
  if (existsSync(corpus)) for (const d of readdirSync(corpus)) if (existsSync(join(corpus, d, '.opencode.json'))) out.push(join(corpus, d));
  return out;
}

describe('schemaQuickCheck on real fork projects', () => {
  afterEach(() => vi.restoreAllMocks());
  const projects = forkProjects();

  it('finds the projects', () => {
    expect(projects.length).toBeGreaterThan(40);
  });

  it('says "valid" only where the validator finds nothing, lists the unknown keys it lists, and the loaders report the same issues', () => {
    const plainly = SchemaValidator.prototype.plainly;
    const unknownKeys = SchemaValidator.prototype.unknownKeys;
    const asked: { name: SchemaName; data: unknown; quick: boolean }[] = [];
    const listed: { name: SchemaName; data: unknown; keys: unknown }[] = [];
    const spy = vi.spyOn(SchemaValidator.prototype, 'plainly').mockImplementation(function (this: SchemaValidator, name, data, root) {
      const quick = plainly.call(this, name, data, root);
      asked.push({ name, data: structuredClone(data), quick });
      return quick;
    });
    const spyKeys = vi.spyOn(SchemaValidator.prototype, 'unknownKeys').mockImplementation(function (this: SchemaValidator, name, data, at, root) {
      listed.push({ name, data: structuredClone(data), keys: unknownKeys.call(this, name, data, spanAt, root) });
      return unknownKeys.call(this, name, data, at, root);
    });
    const load = (cwd: string) => {
      const p = loadProject(new WorktreeSource(), { cwd, env: {}, withGlobal: false });
      return JSON.stringify({ issues: p.issues, config: p.config, agents: p.agents, flows: p.flows });
    };
    const withQuick = projects.map(load);
    for (const a of asked) {
      if (a.quick) expect(validatorValid(a.name, a.data), `${a.name} ${JSON.stringify(a.data)}`).toBe(true);
      // These documents are JSON values: exact where the interpreter reads the whole schema.
      if (readsWhole(a.name)) expect(a.quick, `${a.name} ${JSON.stringify(a.data)}`).toBe(validatorValid(a.name, a.data));
    }
    for (const l of listed) expect(l.keys, `${l.name} ${JSON.stringify(l.data)}`).toEqual(validatorUnknown(l.name, l.data));
    expect([...new Set(asked.filter((a) => a.quick).map((a) => a.name))].sort()).toEqual(['agent-frontmatter', 'flow']);
    expect(listed.filter((l) => Array.isArray(l.keys) && l.keys.length > 0).length).toBeGreaterThan(10);
    spy.mockImplementation(() => false);
    spyKeys.mockImplementation(() => null);
    expect(projects.map(load)).toEqual(withQuick);
  });
});

/** Scalars with the schemas' edge cases. */
const LEAVES: unknown[] = ['', 'x', 'low', 'high', 'accept', 'fail', 'primary', 'subagent', 'all', 'agent', '${X}', 'a${b}', '1m', 'true', 'Tab', true, false, null, 0, 1, -1, 2.5, 3, 100, -0];
const EXTRA_KEYS = ['extra', 'x-y', 'Model', 'MODEL', 'toString', 'constructor', '__defineGetter__', 'a/b', 'c~d', 'agent', 'contextpath', 'Paths'];

/** A document shaped by `s` (mostly valid), then mutated at random places. */
function generate(root: SchemaJson, s: SchemaJson | undefined, r: () => number, depth: number): unknown {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  if (r() < 0.07 || depth > 6) return r() < 0.5 ? pick(LEAVES) : r() < 0.5 ? {} : [];
  if (s === undefined || typeof s === 'boolean') return pick(LEAVES);
  let sch = s;
  const ref = sch['$ref'];
  if (typeof ref === 'string' && typeof root === 'object') {
    const target = (root['$defs'] as Record<string, SchemaJson>)[ref.slice('#/$defs/'.length)];
    if (target !== undefined && typeof target === 'object') sch = { ...target, ...sch, $ref: undefined };
  }
  const anyOf = sch['anyOf'] as SchemaJson[] | undefined;
  if (anyOf && r() < 0.7) return generate(root, pick(anyOf), r, depth + 1);
  if (Array.isArray(sch['enum'])) return r() < 0.9 ? pick(sch['enum'] as unknown[]) : pick(LEAVES);
  const types = sch['type'] === undefined ? ['string', 'object', 'array', 'number'] : Array.isArray(sch['type']) ? (sch['type'] as string[]) : [sch['type'] as string];
  const props = sch['properties'] as Record<string, SchemaJson> | undefined;
  const t = props ? 'object' : pick(types);
  switch (t) {
    case 'object': {
      const o: Record<string, unknown> = {};
      const add = sch['additionalProperties'];
      for (const k of Object.keys(props ?? {})) if (r() < 0.45) o[k] = generate(root, props![k], r, depth + 1);
      for (const k of (sch['required'] as string[] | undefined) ?? []) if (!(k in o) && r() < 0.85) o[k] = generate(root, props?.[k], r, depth + 1);
      if (add !== undefined && add !== false && r() < 0.5) for (let i = Math.floor(r() * 3); i > 0; i--) o[pick(['a', 'b', 'my-agent', 'k', 'x/y', '~'])] = generate(root, add as SchemaJson, r, depth + 1);
      for (let i = r() < 0.25 ? 1 + Math.floor(r() * 3) : 0; i > 0; i--) o[pick(EXTRA_KEYS)] = r() < 0.7 ? pick(LEAVES) : { extra: 1, model: 'x' };
      return o;
    }
    case 'array':
      return Array.from({ length: Math.floor(r() * 3) }, () => generate(root, sch['items'] as SchemaJson | undefined, r, depth + 1));
    case 'string':
      return pick(['', 'x', 'low', 'medium', 'a.md', 'step-1', '${env.X}', '10s', 'Build', '\u{1F600}', ' ']);
    case 'integer':
      return pick([0, 1, 3, -1, 10]);
    case 'number':
      return pick([0, 0.5, 1, -2, 7]);
    case 'boolean':
      return r() < 0.5;
    case 'null':
      return null;
    default:
      return pick(LEAVES);
  }
}

/** Schemas whose every keyword the interpreter reads (no `patternProperties` …): exact there. */
function readsWhole(name: SchemaName): boolean {
  const text = JSON.stringify(schemaOf(name));
  return !['patternProperties', 'propertyNames', 'oneOf', 'const', 'format'].some((k) => text.includes(`"${k}":`));
}

/** Where the "valid" answer is the validator's on JSON values: the whole schema read. */
const exactIn = (name: SchemaName): boolean => readsWhole(name);
/** Where the unknown keys are listed exactly: the whole schema read, and no combinator (whose branches may report keys). */
function listsKeys(name: SchemaName): boolean {
  const text = JSON.stringify(schemaOf(name));
  return readsWhole(name) && !['anyOf', 'not', 'if'].some((k) => text.includes(`"${k}":`));
}

describe('schemaQuickCheck on generated documents', () => {
  for (const name of SCHEMA_NAMES) {
    it(`${name}: never more sure than the validator${exactIn(name) ? ', and exact' : ''}`, () => {
      const root = schemaOf(name);
      const exact = exactIn(name);
      const r = seededRandom(Number(process.env.CTXLENS_SCHEMA_SEED ?? 15) + name.length);
      let quick = 0;
      let validCount = 0;
      const n = 2000;
      for (let i = 0; i < n; i++) {
        const doc = generate(root, root, r, 0);
        const q = schemaQuickCheck(root, doc);
        const v = validatorValid(name, doc);
        if (q) expect(v, JSON.stringify(doc)).toBe(true);
        if (exact) expect(q, JSON.stringify(doc)).toBe(v);
        if (q) quick++;
        if (v) validCount++;
      }
      // Both answers occur, so the comparison means something.
      expect(validCount).toBeLessThan(n);
      if (exact) expect(quick).toBeGreaterThan(n / 50);
    });

    it(`${name}: lists the validator's unknown keys in its order${listsKeys(name) ? ', always' : ' when it is sure'}`, () => {
      const r = seededRandom(Number(process.env.CTXLENS_SCHEMA_SEED ?? 16) + name.length);
      const root = schemaOf(name);
      const own = new SchemaValidator();
      let withKeys = 0;
      const n = 2000;
      for (let i = 0; i < n; i++) {
        const doc = generate(root, root, r, 0);
        const keys = own.unknownKeys(name, doc, spanAt);
        if (listsKeys(name)) expect(keys, JSON.stringify(doc)).not.toBeNull();
        if (keys !== null) expect(keys, JSON.stringify(doc)).toEqual(validatorUnknown(name, doc));
        if (keys !== null && keys.length > 1) withKeys++;
      }
      if (listsKeys(name)) expect(withKeys).toBeGreaterThan(n / 20);
    });
  }

  it('is unsure of values JSON does not give', () => {
    const root = schemaOf('agent-frontmatter');
    for (const odd of [new Date(0), Object.create(null), { a: Infinity }, { description: NaN }, { x: undefined }, { f: () => 1 }, { n: 1n }]) {
      expect(schemaQuickCheck(root, odd)).toBe(false);
    }
    expect(schemaQuickCheck(root, JSON.parse('{"__proto__": {}}'))).toBe(false);
    expect(schemaQuickCheck({ type: 'object', patternProperties: { a: {} } }, {})).toBe(false);
    expect(schemaQuickCheck({ $ref: 'other.json#/x' }, {})).toBe(false);
    expect(new SchemaValidator().unknownKeys('flow', {}, spanAt, { anyOf: [{ type: 'string' }] })).toBeNull();
  });
});
