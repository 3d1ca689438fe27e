import { describe, expect, it } from 'vitest';
import { readConfigSchema, goKind, type SchemaNode } from '../../src/runtimes/fork/load/config-schema.js';
import { goFormatFloat, goParseBool, goParseFloat, goParseInt } from '../../src/runtimes/fork/load/config-weak.js';

/** The known-key list of docs/runtimes/fork.md §2.3, verbatim. */
const KNOWN_TOP_LEVEL = `data, wd, workingDir, mcpServers, providers, lsp, agents, debug, debugLSP, contextPaths,
agentPaths, flowPaths, tui, shell, autoCompact, disableLSPDownload, sessionProvider, skills,
cliTools, permission, webSearch, webFetch, maxTurns, structOutputSchemaDelivery, telemetry,
sessionCleanup, backgroundTasks, router, hooks, contextDiscovery`
  .split(',')
  .map((s) => s.trim());

/** Agent keys of docs/runtimes/fork.md §2.5. */
const AGENT_KEYS = ['model', 'maxTokens', 'maxTurns', 'reasoningEffort', 'permission', 'tools', 'allowTools', 'deferredTools', 'mode', 'name', 'description', 'color', 'prompt', 'langfusePromptPath', 'langfusePromptLabel', 'native', 'hidden', 'disabled', 'parallelToolUse', 'output', 'skills', 'structOutputSchemaDelivery', 'taskBudget', 'compactionThreshold', 'context'];

describe('schemas/opencode-config.schema.json', () => {
  const schema = readConfigSchema();
  const props = schema.properties!;
  const defs = schema.$defs!;
  it('is draft 2020-12 and closed at the top level', () => {
    expect((schema as { $schema?: string }).$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.additionalProperties).toBe(false);
  });
  it('names exactly the §2.3 known keys (plus $schema)', () => {
    expect(Object.keys(props).filter((k) => k !== '$schema').sort()).toEqual([...KNOWN_TOP_LEVEL].sort());
  });
  it('gives the Go target types of the context-relevant keys', () => {
    const kinds = (o: Record<string, SchemaNode>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, goKind(v)]));
    expect(goKind(props['contextPaths'])).toBe('array');
    expect(kinds(props['contextDiscovery']!.properties!)).toEqual({ enabled: 'boolean', maxFiles: 'integer', maxDepth: 'integer', maxFileBytes: 'integer', maxSessionBytes: 'integer', skipDirs: 'array' });
    expect(kinds(defs['context']!.properties!)).toEqual({ paths: 'array', mode: 'string', nested: 'boolean' });
    expect(defs['context']!.additionalProperties).toBe(false);
    expect(goKind(props['agents'])).toBe('map');
  });
  it('lists every §2.5 agent key, and needs no model (the loader defaults it)', () => {
    const keys = Object.keys(defs['agent']!.properties!);
    for (const k of AGENT_KEYS) expect(keys).toContain(k);
    expect((defs['agent'] as { required?: string[] }).required).toBeUndefined();
  });
});

describe('Go scalar parsing (docs/runtimes/fork.md §2.2 weak typing)', () => {
  it.each<[string, number | null]>([
    ['', 0],
    ['42', 42],
    ['-7', -7],
    ['0x10', 16],
    ['0X1f', 31],
    ['010', 8],
    ['0o17', 15],
    ['0b101', 5],
    ['1_000', 1000],
    ['0x_1F', 31],
    ['08', null],
    ['1__0', null],
    ['_1', null],
    ['1.5', null],
    [' 1', null],
    ['ten', null],
    ['9223372036854775807', 9223372036854775807],
    ['-9223372036854775808', -9223372036854775808],
    ['9223372036854775808', null],
    ['99999999999999999999', null],
  ])('ParseInt(%j, 0) = %j', (s, want) => {
    expect(goParseInt(s)).toBe(want);
  });
  it.each<[string, boolean | null]>([
    ['', false],
    ['1', true],
    ['t', true],
    ['TRUE', true],
    ['True', true],
    ['0', false],
    ['F', false],
    ['yes', null],
    ['tRUE', null],
  ])('ParseBool(%j) = %j', (s, want) => {
    expect(goParseBool(s)).toBe(want);
  });
  it('ParseFloat and FormatFloat', () => {
    expect([goParseFloat('0.5'), goParseFloat('1e3'), goParseFloat(''), goParseFloat('x')]).toEqual([0.5, 1000, 0, null]);
    expect([goFormatFloat(7), goFormatFloat(7.5), goFormatFloat(1e21), goFormatFloat(1e-7)]).toEqual(['7', '7.5', '1000000000000000000000', '0.0000001']);
  });
});

describe('Go float64 → int for JSON numbers out of int64 range', () => {
  it('a huge contextDiscovery cap becomes negative, so the default applies at use time (§2.2, §2.6)', async () => {
    const { toGoInt } = await import('../../src/runtimes/fork/load/config-weak.js');
    const r = toGoInt({ kind: 'number', value: 99999999999999999999 } as never);
    expect(r).toEqual({ ok: true, value: -(2 ** 63), weak: true });
    expect(toGoInt({ kind: 'number', value: 7.9 } as never)).toEqual({ ok: true, value: 7, weak: true });
  });
});
