/**
 * Loading node built-ins at V8's default flags after ctxlens changed some (`src/codecache/v8-flags.ts`;
 * docs/usage.md, "Start-up"). What V8 compares when it takes a code cache is its flag hash, which
 * it writes into every code cache it makes (bytes 12–15 of the header in V8 11): the children
 * below read it from a script's `createCachedData()` before, while and after ctxlens's flags are
 * in force. The vitest process itself never has a flag changed.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHECKSUM_FLAG, CHECKSUM_FLAG_DEFAULT } from '../../src/codecache/script.js';
import { INTERRUPT_BUDGET, tieringFlags } from '../../src/codecache/tiering.js';
import { DEFAULT_INTERRUPT_BUDGETS, defaultInterruptBudget, restorePlan } from '../../src/codecache/v8-flags.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const lib = (name: string): string => pathToFileURL(path.join(ROOT, 'dist', 'src', 'codecache', `${name}.js`)).href;

/** The default of the V8 flag `name` as this node prints it (`node --v8-options`), e.g. `--interrupt-budget=67584`. */
function v8Default(name: string): string {
  const out = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
  const m = new RegExp(`^\\s+--${name} \\(.*\\n\\s+type: \\S+\\s+default: (\\S+)`, 'm').exec(out);
  if (m === null) throw new Error(`no flag ${name} in node --v8-options`);
  return m[1] as string;
}

/** Run `code` (an ES module) in a fresh node and return what it wrote to stdout, parsed as JSON. */
function child(code: string, nodeArgs: string[] = []): unknown {
  const r = spawnSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
}

describe('defaultInterruptBudget', () => {
  it('knows node 20, 22 and 24 by their V8 version, nothing else', () => {
    expect(defaultInterruptBudget('11.3.244.8-node.38')).toBe(67_584);
    expect(defaultInterruptBudget('12.4.254.21-node.33')).toBe(135_168);
    expect(defaultInterruptBudget('13.6.233.10-node.27')).toBe(135_168);
    expect(defaultInterruptBudget('11.4.183.29')).toBeNull();
    expect(defaultInterruptBudget('10.2.154.26-node.26')).toBeNull();
    expect(defaultInterruptBudget('1.3')).toBeNull();
    expect(defaultInterruptBudget('')).toBeNull();
    expect(defaultInterruptBudget('toString.x.')).toBeNull();
  });

  it("is this node's own default where the table calls it verified", () => {
    const known = DEFAULT_INTERRUPT_BUDGETS[process.versions.v8.split('.').slice(0, 2).join('.')];
    if (known === undefined || !known.verified) return; // nothing to compare on this node
    expect(v8Default('interrupt-budget')).toBe(`--interrupt-budget=${known.budget}`);
    expect(defaultInterruptBudget()).toBe(known.budget);
  });
});

describe('the flags ctxlens changes', () => {
  it("restore to this node's defaults", () => {
    expect(v8Default('verify-snapshot-checksum')).toBe(CHECKSUM_FLAG_DEFAULT);
    expect(CHECKSUM_FLAG).toBe('--verify-snapshot-checksum');
    expect(tieringFlags([])).toBe(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  });
});

describe('restorePlan', () => {
  it('restores in reverse order and sets again in order', () => {
    const flags = [
      { set: '--interrupt-budget=1000000', restore: '--interrupt-budget=67584' },
      { set: '--verify-snapshot-checksum', restore: '--no-verify-snapshot-checksum' },
    ];
    expect(restorePlan(flags)).toEqual({
      restore: ['--no-verify-snapshot-checksum', '--interrupt-budget=67584'],
      reapply: ['--interrupt-budget=1000000', '--verify-snapshot-checksum'],
    });
    expect(restorePlan(flags.slice(1))).toEqual({ restore: ['--no-verify-snapshot-checksum'], reapply: ['--verify-snapshot-checksum'] });
  });

  it('restores nothing when nothing changed or a default is unknown', () => {
    expect(restorePlan([])).toBeNull();
    expect(restorePlan([{ set: '--interrupt-budget=1000000', restore: null }])).toBeNull();
    expect(restorePlan([{ set: '--verify-snapshot-checksum', restore: '--no-verify-snapshot-checksum' }, { set: '--interrupt-budget=1000000', restore: null }])).toBeNull();
  });
});

/**
 * A child that reads V8's flag hash (from a fresh script's code cache) as node started, after
 * `applyTieringFlags` (and, with `checksum`, the code cache's checksum flag, as a cached load sets
 * it), inside `atDefaultV8Flags`, while `requireBuiltinAtDefaultFlags` loads `zlib` (which nothing
 * else in the child loads), and afterwards; and what `process.stdout`'s getter is before and after
 * its first use.
 */
function flagHashes(checksum: boolean, nodeArgs: string[] = []): Record<string, unknown> {
  const code = `import * as vm from 'node:vm';
import { createRequire } from 'node:module';
import { CHECKSUM_FLAG, CHECKSUM_FLAG_DEFAULT } from ${JSON.stringify(lib('script'))};
import { applyTieringFlags } from ${JSON.stringify(lib('tiering'))};
import { atDefaultV8Flags, builtinLoaded, changeV8Flag, requireBuiltinAtDefaultFlags } from ${JSON.stringify(lib('v8-flags'))};
let n = 0;
const flagHash = () => Buffer.from(new vm.Script('1 + ' + n++).createCachedData()).readUInt32LE(12);
const require = createRequire(import.meta.url);
const plain = flagHash();
await applyTieringFlags([]);
if (${checksum}) changeV8Flag(CHECKSUM_FLAG, CHECKSUM_FLAG_DEFAULT);
const getter = Object.getOwnPropertyDescriptor(process, 'stdout').get.name;
const before = builtinLoaded('node:zlib');
let inside = null;
const zlib = requireBuiltinAtDefaultFlags('node:zlib', (id) => { inside = flagHash(); return require(id); });
const out = { plain, changed: flagHash(), during: atDefaultV8Flags(flagHash), inside, after: flagHash(), same: zlib === require('node:zlib'), gzip: typeof zlib.gzipSync, before, loaded: builtinLoaded('node:zlib'), getter };
const stream = process.stdout;
out.getterAfter = Object.getOwnPropertyDescriptor(process, 'stdout').get.name;
stream.write(JSON.stringify(out));`;
  return child(code, nodeArgs) as Record<string, unknown>;
}

describe('requireBuiltinAtDefaultFlags', () => {
  it("loads the built-in with V8's flag hash as node started, then sets ctxlens's flags again", () => {
    for (const checksum of [false, true]) {
      const r = flagHashes(checksum);
      expect(r['changed']).not.toBe(r['plain']);
      if (defaultInterruptBudget() !== null) {
        expect(r['inside']).toBe(r['plain']);
        expect(r['during']).toBe(r['plain']);
      } else {
        expect(r['inside']).toBe(r['changed']); // an unknown V8: nothing restored
      }
      expect(r['after']).toBe(r['changed']);
      expect(r).toMatchObject({ same: true, gzip: 'function', before: false, loaded: true, getter: 'get', getterAfter: 'getStdout' });
    }
  });

  it("changes no flag when ctxlens changed none (the user's budget on node's command line)", () => {
    const r = flagHashes(false, ['--interrupt-budget=5000']);
    expect(r['changed']).toBe(r['plain']);
    expect(r['inside']).toBe(r['plain']);
    expect(r['during']).toBe(r['plain']);
    expect(r['after']).toBe(r['plain']);
    expect(r).toMatchObject({ same: true, gzip: 'function', before: false, loaded: true, getter: 'getStdout', getterAfter: 'getStdout' });
  });
});

describe("the bundle's CLI file", () => {
  it('requires node built-ins only as node:NAME, which its require loads at V8 defaults (src/cli-cached.ts)', async () => {
    const { isBuiltin } = await import('node:module');
    const { readFileSync } = await import('node:fs');
    const ids = [...readFileSync(path.join(ROOT, 'bundle', 'cli.cjs'), 'latin1').matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1] as string);
    const builtins = ids.filter((id) => isBuiltin(id));
    expect(builtins).toContain('node:crypto');
    expect(builtins).toContain('node:process');
    expect(builtins.filter((id) => !id.startsWith('node:'))).toEqual([]);
  });
});
