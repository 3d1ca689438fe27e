import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { AJV_OPTIONS, SCHEMA_NAMES, SchemaValidator, precompiledPath, schemaText, type SchemaName } from '../../src/load/schema.js';

// `npm test` builds first, and the build precompiles every schema (scripts/compile-schemas.mjs).
const samples: Record<SchemaName, unknown[]> = {
  'opencode-config': [{}, { agnets: {}, contextPaths: 3 }, { agents: { coder: { context: { paths: ['a'], mode: 'x', nested: 'no' } } } }, { contextDiscovery: { maxFiles: 'x', extra: 1 } }],
  'agent-frontmatter': [{}, { mode: 'primry', permissions: {} }, { context: { paths: 'A.md' } }],
  flow: [{}, { flow: { steps: [{ id: 'a', promt: 'x' }] } }, { flow: 3 }],
  'flow-template': [{}, { '.t': { prompt: 1, id: 'x' } }],
  'ctxlens-config': [{}, { rules: { x: 'loud' }, ignore: 3 }],
  'opencode-json': [{}, { share: 'yes', permission: { edit: 'never' } }, { agent: 'build', skills: 3 }],
  'opencode-agent': [{}, { mode: 'worker', color: 'blue', steps: -1 }, { permission: { bash: { '*': 'maybe' } }, foo: 1 }],
};
const span = () => ({ file: 'f', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } });

describe('precompiled schema validators', () => {
  it.each(SCHEMA_NAMES.map((n) => [n]))('%s is precompiled by the build with the hash of the shipped schema', (name) => {
    expect(existsSync(precompiledPath(name))).toBe(true);
    const mod = createRequire(import.meta.url)(precompiledPath(name)) as { schemaHash: string };
    expect(mod.schemaHash).toBe(schemaText(name).hash);
  });

  it.each(SCHEMA_NAMES.map((n) => [n]))('%s reports exactly what a fresh compilation reports', (name) => {
    const fresh = new Ajv2020(AJV_OPTIONS).compile(JSON.parse(schemaText(name).text) as object);
    const validator = new SchemaValidator();
    for (const data of samples[name]) {
      const ok = fresh(data);
      const got = validator.validate(name, data, span);
      expect(got.length === 0).toBe(ok);
      expect([...new Set(got.map((v) => v.pointer))].sort()).toEqual(
        [...new Set((fresh.errors ?? []).filter((e) => !['anyOf', 'oneOf', 'if'].includes(e.keyword)).map((e) => (e.keyword === 'additionalProperties' ? `${e.instancePath}/${(e.params as { additionalProperty: string }).additionalProperty}` : e.instancePath)))].sort(),
      );
    }
  });
});
