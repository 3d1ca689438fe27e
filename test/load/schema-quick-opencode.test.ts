import matter from 'gray-matter';
import { parse as parseJsonc } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { SchemaValidator } from '../../src/load/schema.js';
import { load } from '../runtimes/opencode/agent-set-kit.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { shippedTexts } from '../helpers/shipped-texts.js';

const validator = new SchemaValidator();
/** The quick answers under test: the schema read by src/load/schema-quick.ts, no validator. */
const plainlyValidAgent = (settings: unknown): boolean => validator.plainly('opencode-agent', settings);
const plainlyValidConfig = (doc: unknown): boolean => validator.plainly('opencode-json', doc);
const span = { file: 'x', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
/** Whether the schema's validator finds no violation in `settings`. */
const valid = (settings: unknown): boolean => validator.validate('opencode-agent', settings, (pointer) => ({ ...span, pointer })).length === 0;

/** Whether the config schema's validator finds no violation in `doc`. */
const validConfig = (doc: unknown): boolean => validator.validate('opencode-json', doc, (pointer) => ({ ...span, pointer })).length === 0;

/** `agrees` for config documents. */
function agreesConfig(doc: unknown, exactOnJson: boolean): boolean {
  const quick = plainlyValidConfig(doc);
  const v = validConfig(doc);
  if (quick) expect(v, JSON.stringify(doc)).toBe(true);
  if (exactOnJson) expect(quick, JSON.stringify(doc)).toBe(v);
  return quick;
}

/** The quick answer is never "valid" where the validator finds a violation; on JSON-like values (`exactOnJson`) it is the validator's answer. */
function agrees(settings: unknown, exactOnJson: boolean): boolean {
  const quick = plainlyValidAgent(settings);
  const v = valid(settings);
  if (quick) expect(v, JSON.stringify(settings)).toBe(true);
  if (exactOnJson) expect(quick, JSON.stringify(settings)).toBe(v);
  return quick;
}

/** Values that JSON and YAML give, with the schema's edge cases. */
const LEAVES: unknown[] = [
  'allow', 'deny', 'ask', 'Allow', '', 'subagent', 'primary', 'all', 'secondary', 'accent', 'success', 'warning', 'error', 'info', 'other',
  '#a0B1c2', '#ABCDEF', '#abcdeg', '#abcde', '#abcdef0', 'abcdef', '#abcdef\n', 'openai/gpt-5', true, false, null,
  0, 1, 2, 30, -1, 0.5, 1.5, 1e3, -0, 2 ** 53, [], ['read'], [1],
];
const KEYS = ['name', 'model', 'variant', 'temperature', 'top_p', 'prompt', 'tools', 'disable', 'description', 'mode', 'hidden', 'options', 'color', 'steps', 'maxSteps', 'permission', 'extra', 'maxsteps', 'toString', 'constructor'];
const TOOLS = ['read', 'edit', 'glob', 'grep', 'list', 'bash', 'task', 'external_directory', 'lsp', 'skill', 'question', 'webfetch', 'websearch', 'doom_loop', 'write', 'mcp_*', '*', 'git *'];

function randomValue(r: () => number, depth: number): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  if (depth < 2 && r() < 0.3) {
    const o: Record<string, unknown> = {};
    const n = Math.floor(r() * 4);
    for (let i = 0; i < n; i++) o[pick(TOOLS)] = randomValue(r, depth + 1);
    return o;
  }
  return pick(LEAVES);
}

function randomSettings(r: () => number): Record<string, unknown> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const o: Record<string, unknown> = {};
  const n = Math.floor(r() * 6);
  for (let i = 0; i < n; i++) {
    const k = pick(KEYS);
    // Mostly values of the right shape for the key, so that valid settings are common.
    if (r() < 0.5) o[k] = randomValue(r, 0);
    else if (k === 'tools') o[k] = Object.fromEntries(TOOLS.slice(0, Math.floor(r() * 5)).map((t) => [t, r() < 0.9 ? r() < 0.5 : 'yes']));
    else if (k === 'permission') o[k] = r() < 0.2 ? pick(['allow', 'deny', 'ask']) : Object.fromEntries(TOOLS.slice(Math.floor(r() * 10), 14).map((t) => [t, r() < 0.7 ? pick(['allow', 'deny', 'ask']) : { '*': 'ask', 'git *': pick(['allow', 'nope']) }]));
    else if (k === 'steps' || k === 'maxSteps' || k === 'temperature' || k === 'top_p') o[k] = pick([1, 2, 50, 0, 0.5, -3]);
    else o[k] = pick(LEAVES);
  }
  return o;
}

describe('plainlyValidAgent: the opencode-agent schema without its validator', () => {
  it('agrees with the validator on generated settings', () => {
    const r = seededRandom(Number(process.env.CTXLENS_AGENT_SEED ?? 22));
    let quick = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) if (agrees(randomSettings(r), true)) quick++;
    expect(quick).toBeGreaterThan(n / 10);
    expect(quick).toBeLessThan(n);
  });

  it('leaves values JSON has not to the validator, and never calls them valid when they are not', () => {
    const odd: unknown[] = [Infinity, -Infinity, NaN, new Date(0), Object.create(null), JSON.parse('{"__proto__": "x"}'), [1, 2], 'x'];
    for (const v of odd) {
      for (const k of ['temperature', 'steps', 'maxSteps', 'options', 'tools', 'permission', 'color', 'mode', 'name', 'extra']) {
        // `name` and keys outside the schema take anything; the rest are not sure or not valid.
        expect(plainlyValidAgent({ [k]: v }), `${k}: ${odd.indexOf(v)}`).toBe(k === 'name' || k === 'extra');
        agrees({ [k]: v }, false);
      }
      agrees(v, false);
    }
    expect(plainlyValidAgent(JSON.parse('{"__proto__": {"a": 1}, "mode": "primary"}'))).toBe(false);
    expect(plainlyValidAgent(Object.assign(Object.create(null), { mode: 'primary' }))).toBe(false);
    expect(plainlyValidAgent(null)).toBe(false);
    expect(plainlyValidAgent([])).toBe(false);
  });

  it('agrees with the validator on every agent of the shipped markdown files and opencode.json documents', () => {
    let seen = 0;
    let quick = 0;
    for (const { name, text } of shippedTexts((n) => n.endsWith('.md'), 5000)) {
      let data: unknown;
      try {
        data = (matter as unknown as (t: string, o: object) => { data: unknown; content: string })(text, {}).data;
      } catch {
        continue;
      }
      if (data === null || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) continue;
      seen++;
      if (agrees({ name, ...data, prompt: text.trim() }, false)) quick++;
    }
    for (const { text } of shippedTexts((n) => /^(?:\.?opencode\.jsonc?|config\.json)$/.test(n), 5000)) {
      const doc = parseJsonc(text) as Record<string, unknown> | undefined;
      if (doc === null || typeof doc !== 'object') continue;
      for (const key of ['agent', 'mode']) {
        const map = doc[key];
        if (map === null || typeof map !== 'object' || Array.isArray(map)) continue;
        for (const entry of Object.values(map as Record<string, unknown>)) {
          if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) continue;
          seen++;
          if (agrees(entry, true)) quick++;
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(quick).toBeGreaterThan(seen / 2);
  });

  it('loadAgents: no violation for valid settings, the validator’s for the rest (markdown and config entries)', () => {
    const set = load({
      '.opencode/agent/ok.md': '---\ndescription: Reviews code\nmode: subagent\ntools:\n  write: false\npermission:\n  bash:\n    "*": ask\n---\nBody\n',
      '.opencode/agent/bad.md': '---\ndescription: 3\nmode: sub\nsteps: 0\npermission:\n  webfetch:\n    "*": allow\n---\nBody\n',
      'opencode.json': JSON.stringify({ agent: { fine: { mode: 'primary', temperature: 0.2 }, wrong: { tools: { bash: 'yes' } } } }),
    });
    const byId = new Map(set.definitions.map((d) => [d.id, d]));
    expect(byId.get('ok')?.violations).toEqual([]);
    expect(byId.get('fine')?.violations).toEqual([]);
    expect(byId.get('bad')?.violations.map((v) => v.pointer).sort()).toEqual(['/description', '/mode', '/permission/webfetch', '/steps']);
    expect(byId.get('wrong')?.violations.map((v) => v.pointer)).toEqual(['/tools/bash']);
  });
});

const CONFIG_KEYS = ['$schema', 'instructions', 'agent', 'agents', 'mode', 'default_agent', 'permission', 'tools', 'skills', 'reference', 'references', 'command', 'plugin', 'provider', 'mcp', 'model', 'small_model', 'share', 'autoshare', 'autoupdate', 'snapshot', 'username', 'shell', 'logLevel', 'disabled_providers', 'enabled_providers', 'layout', 'theme', 'tui', 'experimental', 'subagent_depth', 'unknown_key', 'toString'];
const CONFIG_LEAVES: unknown[] = [...LEAVES, 'manual', 'auto', 'disabled', 'notify', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'debug', { paths: ['a'], urls: ['https://x'] }, { paths: 'a' }, { urls: [1] }, { paths: [] }, ['a', 'b'], ['a', 2], { a: {} }, { a: { mode: 'x' } }, { a: 'b' }, { a: [] }, {}];

function randomConfig(r: () => number): Record<string, unknown> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const o: Record<string, unknown> = {};
  const n = Math.floor(r() * 6);
  for (let i = 0; i < n; i++) {
    const k = pick(CONFIG_KEYS);
    o[k] = r() < 0.5 ? randomValue(r, 0) : pick(CONFIG_LEAVES);
  }
  return o;
}

describe('plainlyValidConfig: the opencode-json schema without its validator', () => {
  it('agrees with the validator on generated documents', () => {
    const r = seededRandom(Number(process.env.CTXLENS_AGENT_SEED ?? 22));
    let quick = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) if (agreesConfig(randomConfig(r), true)) quick++;
    expect(quick).toBeGreaterThan(n / 10);
    expect(quick).toBeLessThan(n);
  });

  it('leaves values JSON has not to the validator', () => {
    const odd: unknown[] = [Infinity, NaN, new Date(0), Object.create(null), JSON.parse('{"__proto__": "x"}')];
    for (const v of odd) {
      for (const k of ['subagent_depth', 'agent', 'tools', 'skills', 'model', 'mcp', 'permission']) {
        expect(plainlyValidConfig({ [k]: v }), `${k}: ${odd.indexOf(v)}`).toBe(false);
        agreesConfig({ [k]: v }, false);
      }
      expect(plainlyValidConfig({ layout: v })).toBe(true);
      agreesConfig(v, false);
    }
    for (const doc of [null, [], 'x', 1, [{}]]) expect(plainlyValidConfig(doc)).toBe(false);
  });

  it('agrees with the validator on every shipped opencode.json document', () => {
    let seen = 0;
    let quick = 0;
    for (const { text } of shippedTexts((n) => /^(?:\.?opencode\.jsonc?|config\.json)$/.test(n), 5000)) {
      const doc = parseJsonc(text) as unknown;
      if (doc === null || typeof doc !== 'object') continue;
      seen++;
      if (agreesConfig(doc, true)) quick++;
    }
    expect(seen).toBeGreaterThan(30);
    expect(quick).toBeGreaterThan(seen / 2);
  });
});
