/** One rule for the discovery caps (docs/runtimes/fork.md §2.6): 0 or less means the default. */
import { describe, expect, it } from 'vitest';
import { DISCOVERY_DEFAULTS, effectiveCap } from '../../src/runtimes/fork/model/defaults.js';
import { effectiveDiscovery } from '../../src/runtimes/fork/sim/discovery.js';
import { defaultConfig } from '../../src/runtimes/fork/load/config.js';

describe('effectiveCap', () => {
  it('keeps a positive cap and replaces 0 or less with the default', () => {
    expect(effectiveCap(7, 100)).toBe(7);
    expect(effectiveCap(1, 100)).toBe(1);
    expect(effectiveCap(0, 100)).toBe(100);
    expect(effectiveCap(-5, 100)).toBe(100);
  });

  it('cuts a fraction as Go does and treats a non-number as unset', () => {
    expect(effectiveCap(7.9, 100)).toBe(7);
    expect(effectiveCap(0.5, 100)).toBe(100);
    expect(effectiveCap(Number.NaN, 100)).toBe(100);
    expect(effectiveCap(Number.POSITIVE_INFINITY, 100)).toBe(100);
  });

  it('is what discovery uses for every cap', () => {
    const c = defaultConfig();
    c.discovery = { ...c.discovery, maxFiles: 0, maxDepth: -1, maxFileBytes: 10, maxSessionBytes: 0 };
    const eff = effectiveDiscovery(c, '/w');
    expect([eff.maxFiles, eff.maxDepth, eff.maxFileBytes, eff.maxSessionBytes]).toEqual([DISCOVERY_DEFAULTS.maxFiles, DISCOVERY_DEFAULTS.maxDepth, 10, DISCOVERY_DEFAULTS.maxSessionBytes]);
  });
});
