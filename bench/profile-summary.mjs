#!/usr/bin/env node
/**
 * Summarise a V8 `.cpuprofile` (from `node --cpu-prof`): self time per function, per source file
 * and per package / ctxlens layer, largest first.
 *
 *   node bench/profile-summary.mjs FILE.cpuprofile [--top 25]
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { helpOrExit } from './help.mjs';

/**
 * @param {{nodes: {id:number, callFrame:{functionName:string,url:string,lineNumber:number}, children?:number[]}[], samples:number[], timeDeltas:number[]}} prof
 * @param {number} top rows per table
 * @returns {string} three text tables (self ms per function, per file, per package or layer)
 */
export function summarise(prof, top = 25) {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < prof.samples.length; i++) {
    const dt = (prof.timeDeltas[i] ?? 0) / 1000;
    self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + dt);
  }
  const fn = new Map();
  const file = new Map();
  const pkg = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const n = byId.get(id);
    const raw = n.callFrame.url.replace(/^file:\/\//, '');
    const url = raw.includes('/node_modules/') ? raw.replace(/.*\/node_modules\//, 'node_modules/') : raw.replace(/.*\/dist\/src\//, 'dist/src/');
    const key = `${n.callFrame.functionName || '(anonymous)'}  ${url}:${n.callFrame.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + ms);
    const f = url || `(${n.callFrame.functionName})`;
    file.set(f, (file.get(f) ?? 0) + ms);
    const p = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? /^dist\/src\/([^/]+)/.exec(url)?.[1] ?? (url.startsWith('node:') ? 'node internals' : f);
    pkg.set(p, (pkg.get(p) ?? 0) + ms);
    total += ms;
  }
  const table = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  return `total sampled ${total.toFixed(0)} ms\n-- self time by function --\n${table(fn)}\n-- self time by file --\n${table(file)}\n-- self time by package (node_modules/<name>) or ctxlens layer (dist/src/<dir>) --\n${table(pkg)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  helpOrExit(import.meta.url, !process.argv[2] || process.argv[2].startsWith('-'));
  const i = process.argv.indexOf('--top');
  console.log(summarise(JSON.parse(fs.readFileSync(process.argv[2], 'utf8')), i > 0 ? Number(process.argv[i + 1]) : 25));
}
