/**
 * One set of numbers (issue 12 §6): audit, resolve --tokens and diff measure a target the same
 * way (src/report/measure.ts), and nothing depends on where the repository is checked out.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveReport } from '../../src/report/resolve.js';
import { runContextDiff } from '../../src/diff/run.js';
import { buildAudit } from '../../src/report/audit.js';
import { countInChunks, portableChunks, portableRendered } from '../../src/report/measure.js';
import fc from 'fast-check';
import { loadTarget } from '../../src/run/target.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { resolveContext } from '../../src/runtimes/fork/sim/resolve.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { TempRepo } from '../source/git-repo.js';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const FILES: Record<string, string> = {
  '.opencode.json': JSON.stringify({ contextPaths: ['AGENTS.md'], agents: { coder: { context: { paths: ['docs/coder.md'], mode: 'append' } } } }),
  'AGENTS.md': '# Rules\n\nBe brief and kind.\n',
  'docs/coder.md': 'Write tests first, then code.\n',
  'svc/AGENTS.md': 'nested rules\n',
};

function auditOf(dir: string) {
  const model = loadProject(new WorktreeSource(), { cwd: dir, env: {}, withGlobal: false });
  return buildAudit(simulateAll(model), model.config.discovery, words, model.W);
}

describe('one set of numbers', () => {
  let repo: TempRepo;
  let base = '';
  const copies: string[] = [];
  beforeAll(() => {
    repo = new TempRepo('ctxlens-measure-');
    for (const [f, t] of Object.entries(FILES)) repo.write(f, t);
    base = repo.commit('base');
    repo.write('docs/coder.md', 'Write tests first, then code, then docs.\n');
  });
  afterAll(() => {
    repo.dispose();
    for (const c of copies) fs.rmSync(c, { recursive: true, force: true });
  });

  it('audit, resolve --tokens and diff give the same bytes and tokens for a target', async () => {
    const audit = auditOf(repo.root).targets.find((t) => t.agent === 'coder' && t.flow === null)!;
    expect(audit.totalBytes).toBe(Buffer.byteLength(FILES['AGENTS.md']!) + Buffer.byteLength('Write tests first, then code, then docs.\n'));
    expect(audit.totalTokens).toBe(words(FILES['AGENTS.md']!) + 7);

    const { model, rt } = await loadTarget({ cwd: repo.root, agent: 'coder', env: [], withGlobal: false, staged: false });
    const report = resolveReport(model.W, resolveContext(model, rt), words);
    expect(report.files.map((f) => [f.path, f.bytes, f.tokens])).toEqual(audit.files.map((f) => [f.path, f.bytes, f.tokens]));

    const d = await runContextDiff({ cwd: repo.root, base, head: null, env: [], withGlobal: false, rule: [] }, words);
    const coder = d.targets.find((t) => t.target.agentId === 'coder' && t.target.flowId === null)!;
    expect([coder.bytes.after, coder.tokens.after, coder.renderedBytes.after]).toEqual([audit.totalBytes, audit.totalTokens, audit.renderedBytes]);
  });

  it('bytes rendered do not depend on where the repository is checked out', () => {
    const short = fs.mkdtempSync(path.join(os.tmpdir(), 'c-'));
    const long = fs.mkdtempSync(path.join(os.tmpdir(), 'a-much-longer-checkout-directory-name-'));
    copies.push(short, long);
    for (const dir of [short, long]) for (const [f, t] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), t);
    }
    const a = auditOf(short).targets.map((t) => [t.agent, t.totalBytes, t.totalTokens, t.renderedBytes]);
    const b = auditOf(long).targets.map((t) => [t.agent, t.totalBytes, t.totalTokens, t.renderedBytes]);
    expect(a).toEqual(b);
    // and the figure is the rendered text with the paths relative: "# From:AGENTS.md"
    const model = loadProject(new WorktreeSource(), { cwd: long, env: {}, withGlobal: false });
    const coder = simulateAll(model).targets[0]!;
    expect(portableRendered(coder, model.W).toString()).toContain('# From:AGENTS.md\n# Rules');
    expect(portableRendered(coder, model.W).toString()).not.toContain(long);
  });
});

describe('countInChunks', () => {
  /** The reference: search the concatenation, each search after the previous match. */
  const reference = (whole: Buffer, p: Buffer): number => {
    let n = 0;
    for (let i = whole.indexOf(p); i >= 0; i = whole.indexOf(p, i + p.length)) n++;
    return n;
  };
  it('counts the matches of the concatenation, also across chunk boundaries, without building it', () => {
    const alphabet = fc.constantFrom(...'/ab\n'.split(''));
    fc.assert(
      fc.property(fc.array(fc.string({ unit: alphabet, maxLength: 9 }), { maxLength: 12 }), fc.string({ unit: alphabet, minLength: 1, maxLength: 5 }), (parts, pat) => {
        const chunks = parts.map((x) => Buffer.from(x));
        const p = Buffer.from(pat);
        expect(countInChunks(chunks, p)).toBe(reference(Buffer.concat(chunks), p));
      }),
      { numRuns: 2000 },
    );
    expect(countInChunks([Buffer.from('x/w'), Buffer.from(''), Buffer.from('/'), Buffer.from('w/w/y')], Buffer.from('/w/'))).toBe(2);
    expect(countInChunks([Buffer.from('/a/a/a/a/')], Buffer.from('/a/a/'))).toBe(1);
  });
});

describe('portableChunks', () => {
  /** A target whose rendered pieces are `parts` (only what portableChunks and portableRendered read). */
  const target = (parts: string[]) => {
    const chunks = parts.map((x) => Buffer.from(x));
    return { renderedChunks: () => chunks, renderedBytes: Buffer.concat(chunks) } as unknown as Parameters<typeof portableRendered>[0];
  };
  it('are the pieces of portableRendered: W/ cut out leftmost, over the whole, also where a cut spans pieces', () => {
    const alphabet = fc.constantFrom(...'/wa\n'.split(''));
    fc.assert(
      fc.property(fc.array(fc.string({ unit: alphabet, maxLength: 9 }), { maxLength: 12 }), fc.constantFrom('/w', '/w/w', '/', '/a/w/'), (parts, W) => {
        const t = target(parts);
        expect(Buffer.concat(portableChunks(t, W)).equals(portableRendered(t, W))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    const shared = Buffer.from('# From:/w/AGENTS.md\nbody');
    const t = { renderedChunks: () => [Buffer.from('head\n'), shared], renderedBytes: null } as unknown as Parameters<typeof portableRendered>[0];
    const got = portableChunks(t, '/w');
    expect(Buffer.concat(got).toString()).toBe('head\n# From:AGENTS.md\nbody');
    // The content is not copied: the last piece is a view of the shared buffer.
    expect(got.at(-1)!.buffer).toBe(shared.buffer);
  });
});
