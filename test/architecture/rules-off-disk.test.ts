/**
 * Rules read the frozen model and the simulation, never the file source (docs/architecture.md §3):
 * no rule module names `.source`, imports the file-source floor, or reads the disk itself.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT, sourceFiles } from './imports.js';

const ruleFiles = sourceFiles().filter((f) => f.startsWith('rules/') && !f.endsWith('/index.ts'));

/** What a rule module must not contain: the model's file source, or Node's file system and process APIs. */
export function diskReaches(text: string): string[] {
  const out: string[] = [];
  for (const [what, re] of [
    ['.source', /\.source\b/],
    ['source:', /\bsource\s*:/],
    ['node:fs', /['"](node:)?fs(\/promises)?['"]/],
    ['node:child_process', /['"](node:)?child_process['"]/],
  ] as const) {
    if (re.test(text)) out.push(what);
  }
  return out;
}

describe('rules off the disk', () => {
  it('finds the rule modules', () => {
    expect(ruleFiles.length).toBeGreaterThan(50);
  });

  it('no rule touches the file source or the disk', () => {
    const bad = ruleFiles.flatMap((f) => diskReaches(readFileSync(path.join(ROOT, f), 'utf8')).map((w) => `${f}: ${w}`));
    expect(bad).toEqual([]);
  });

  it('no rule imports the file-source floor', () => {
    const bad = ruleFiles.flatMap(importsOf).filter((e) => e.to.startsWith('src/source/'));
    expect(bad).toEqual([]);
  });

  it('recognises a reach for the disk', () => {
    expect(diskReaches('const r = ctx.model.source.realpath(x);')).toEqual(['.source']);
    expect(diskReaches("walkDiscovery({ source: m.source, W })")).toEqual(['.source', 'source:']);
    expect(diskReaches("import { readFileSync } from 'node:fs';")).toEqual(['node:fs']);
    expect(diskReaches('const s = sim.facts.path(e.joined).size;')).toEqual([]);
  });
});
