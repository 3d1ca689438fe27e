import { describe, expect, it } from 'vitest';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import { extractRawPaths, globPrefix, isToolEnabled, patchPaths, targetDirs } from '../../src/runtimes/fork/sim/tool-paths.js';
import { Injector, injectionBlock, sanitiseBody, type ToolCall } from '../../src/runtimes/fork/sim/touch.js';
import { MemorySource } from '../../src/source/memory.js';
import { parseCalls } from '../../src/commands/touch.js';
import { agent, ctx, makeModel, target } from './disclosure-helpers.js';

const G = ['AGENTS.md'];
const run = (m: ReturnType<typeof makeModel>, calls: ToolCall[], rt = target(m)) => {
  const inj = new Injector(m, rt, discover(m));
  return calls.map((c) => inj.call(c).appended.toString('utf8'));
};
const block = (abs: string, body: string) => `\n\n<system-reminder>\n# From:${abs}\n${body}</system-reminder>`;
const read = (file_path: string, session = 's1', ok = true): ToolCall => ({ tool: 'read', input: { file_path }, session, ok });

describe('path extraction (docs/runtimes/fork.md §9.5)', () => {
  const raw: [string, unknown, string[]][] = [
    ['glob', { pattern: 'services/auth/**/*.go' }, ['services/auth']],
    ['glob', { pattern: '*.go' }, []],
    ['glob', { pattern: 'auth/**/*.go', path: 'services' }, ['services', 'services/auth']],
    ['glob', { pattern: 'services/auth/main.go' }, ['services/auth']],
    ['glob', { pattern: 'services/{a,b}/*.go' }, ['services']],
    ['grep', { pattern: 'x' }, []],
    ['grep', { pattern: 'x', path: 'services/auth' }, ['services/auth']],
    ['read', { file_path: 'services/auth/handler.go' }, ['services/auth/handler.go']],
    ['patch', { patch_text: '*** Begin Patch\n*** Update File: auth/handler.go\n*** Add File: billing/new.go\n*** End Patch' }, ['auth/handler.go', 'billing/new.go']],
    ['read', { file_path: 1 }, []],
    ['read', '{not json', []],
    ['read', { FILE_PATH: 'case/insensitive.go' }, ['case/insensitive.go']],
    ['read', { file_path: null, path: 'p/x' }, ['p/x']],
    ['bash', { command: 'cat services/auth/x' }, []],
  ];
  for (const [tool, input, want] of raw) {
    it(`${tool} ${JSON.stringify(input)}`, () => expect(extractRawPaths(tool, input)?.paths ?? []).toEqual(want));
  }

  it('glob prefix rules', () => {
    expect(['*.go', 'a/b/c.go', 'a/{x}/y', '/x*', '/abs/*.go', 'a?/b'].map(globPrefix)).toEqual(['', 'a/b', 'a', '', '/abs', '']);
  });

  it('patch headers: Update/Delete before Add, first appearance, duplicates removed, CR kept, Move to ignored', () => {
    const t = '\n*** Add File: z/new.go\n*** Update File: b/x.go\r\n*** Move to: m/y.go\n*** Delete File: a/y.go\n*** Update File: b/x.go\r\n  *** Update File: indented/no.go\n';
    expect(patchPaths(t)).toEqual({ needed: ['b/x.go\r', 'a/y.go'], added: ['z/new.go'] });
  });

  const src = new MemorySource('/w', { 'services/auth/handler.go': 'x' });
  const dirs: [string, unknown, string[]][] = [
    ['read', { file_path: 'services/auth/handler.go' }, ['/w/services/auth']],
    ['write', { file_path: 'services/auth/new.go' }, ['/w/services/auth']],
    ['multiedit', { file_path: '/w/services/auth/handler.go' }, ['/w/services/auth']],
    ['ls', { path: 'services/auth' }, ['/w/services/auth']],
    ['grep', { path: 'services/auth' }, ['/w/services/auth']],
    ['grep', { path: 'services/auth/handler.go' }, ['/w/services/auth']],
    ['grep', { path: 'services/missing' }, ['/w/services/missing']],
    ['glob', { pattern: 'auth/**/*.go', path: 'services' }, ['/w/services', '/w/services/auth']],
    ['patch', { patch_text: '*** Update File: services/auth/handler.go\n*** Add File: services/billing/new.go' }, ['/w/services/auth', '/w/services/billing']],
    ['read', { file_path: 'a/x', path: 'a/y' }, ['/w/a']],
    ['bash', { command: 'ls' }, []],
  ];
  for (const [tool, input, want] of dirs) {
    it(`target dirs: ${tool} ${JSON.stringify(input)}`, () => expect(targetDirs(src, '/w', tool, input)).toEqual(want));
  }
});

describe('disclosure wrapper (docs/runtimes/fork.md §9.4)', () => {
  const auth = { 'services/auth/AGENTS.md': 'auth rules', 'services/auth/handler.go': 'x' };

  it('9.4.1: first read injects, the same call again does not', () => {
    const m = makeModel(auth, { contextPaths: G });
    const out = run(m, [read('services/auth/handler.go'), read('services/auth/handler.go')]);
    expect(out).toEqual([block('/w/services/auth/AGENTS.md', 'auth rules\n'), '']);
  });

  it('9.4.2: grep after read shares state', () => {
    const m = makeModel(auth, { contextPaths: G });
    expect(run(m, [read('services/auth/handler.go'), { tool: 'grep', input: { pattern: 'x', path: 'services/auth' } }])[1]).toBe('');
  });

  it('9.4.3 / §6.7: outer block first; owners unioned across targets; deeper directories activate', () => {
    const m = makeModel({ 'services/AGENTS.md': 'outer\n', 'services/auth/AGENTS.md': 'inner\n' }, { contextPaths: G });
    expect(run(m, [read('services/auth/internal/deep/x.go')])).toEqual([block('/w/services/AGENTS.md', 'outer\n') + block('/w/services/auth/AGENTS.md', 'inner\n')]);
  });

  it('9.4.4: grep without path, W itself, outside W and a sibling inject nothing', () => {
    const m = makeModel({ ...auth, 'docs/x.md': '' }, { contextPaths: G });
    const out = run(m, [
      { tool: 'grep', input: { pattern: 'x' } },
      read('x.go'),
      read('/elsewhere/x.go'),
      { tool: 'ls', input: { path: 'services' } },
      read('docs/x.md'),
      { tool: 'bash', input: { command: 'cat services/auth/handler.go' } },
      { tool: 'delete', input: { file_path: 'services/auth/handler.go' } },
    ]);
    expect(out).toEqual(['', '', '', '', '', '', '']);
  });

  it('9.4.5: a failed call does not inject and does not consume', () => {
    const m = makeModel(auth, { contextPaths: G });
    expect(run(m, [read('services/auth/x', 's1', false), read('services/auth/x')])).toEqual(['', block('/w/services/auth/AGENTS.md', 'auth rules\n')]);
  });

  it('9.4.7 / §6.8: maxFileBytes 8 skips a 32-byte body (retried), injects an 8-byte one', () => {
    const m = makeModel({ 'big/AGENTS.md': 'x'.repeat(32), 'ok/AGENTS.md': '12345678' }, { contextPaths: G, discovery: { maxFileBytes: 8 } });
    const inj = new Injector(m, target(m), discover(m));
    expect(inj.call(read('big/x')).skipped).toEqual([{ file: '/w/big/AGENTS.md', why: 'file exceeds maxFileBytes' }]);
    expect(inj.call(read('big/x')).appended.length).toBe(0);
    expect(inj.call(read('ok/x')).appended.toString()).toBe(block('/w/ok/AGENTS.md', '12345678\n'));
  });

  it('9.4.8: maxSessionBytes 10 with two 8-byte bodies; another session gets the second', () => {
    const m = makeModel({ 'a/AGENTS.md': '12345678', 'b/AGENTS.md': 'abcdefgh' }, { contextPaths: G, discovery: { maxSessionBytes: 10 } });
    const out = run(m, [read('a/x'), read('b/x'), read('b/x', 's2'), read('a/x', 's1')]);
    expect(out).toEqual([block('/w/a/AGENTS.md', '12345678\n'), '', block('/w/b/AGENTS.md', 'abcdefgh\n'), '']);
  });

  it('budget exhaustion within one call keeps earlier blocks and stops for good', () => {
    const m = makeModel({ 's/AGENTS.md': 'outer', 's/t/AGENTS.md': 'inner-body-long', 'x/AGENTS.md': 'y' }, { contextPaths: G, discovery: { maxSessionBytes: 10 } });
    const out = run(m, [read('s/t/f'), read('x/f')]);
    expect(out).toEqual([block('/w/s/AGENTS.md', 'outer\n'), '']);
  });

  it('the budget counts sanitised body bytes, without the added newline', () => {
    // "<system-reminder>" (17 bytes) sanitises to 18 bytes.
    const m = makeModel({ 'a/AGENTS.md': '<system-reminder>' }, { contextPaths: G, discovery: { maxSessionBytes: 17 } });
    expect(run(m, [read('a/x')])).toEqual(['']);
    const m2 = makeModel({ 'a/AGENTS.md': '<system-reminder>' }, { contextPaths: G, discovery: { maxSessionBytes: 18 } });
    expect(run(m2, [read('a/x')])).toEqual([block('/w/a/AGENTS.md', '<\\system-reminder>\n')]);
  });

  it('9.4.6: a file deleted (here: unreadable) before activation is skipped', () => {
    const m = makeModel({ 'a/AGENTS.md': { unreadable: 'secret' } }, { contextPaths: G });
    expect(run(m, [read('a/x')])).toEqual(['']);
  });

  it('9.4.9: two sessions each get their own injection; empty session ID injects nothing', () => {
    const m = makeModel(auth, { contextPaths: G });
    const b = block('/w/services/auth/AGENTS.md', 'auth rules\n');
    expect(run(m, [read('services/auth/x', ''), read('services/auth/x', 'a'), read('services/auth/x', 'b')])).toEqual(['', b, b]);
  });

  it('9.4.10: no wrappers when gated', () => {
    const gated = [
      makeModel(auth, { contextPaths: G, discovery: { enabled: false } }),
      makeModel(auth, { contextPaths: G, agents: [agent('coder', { context: ctx(null, null, false) })] }),
      makeModel({ 'AGENTS.md': 'root only' }, { contextPaths: G }),
    ];
    for (const m of gated) expect(new Injector(m, target(m), discover(m)).gatedBy).not.toBeNull();
    const m = makeModel(auth, { contextPaths: G });
    expect(new Injector(m, target(m, 'coder', ctx(null, null, false)), discover(m)).gatedBy).toBe('step-nested-false');
    expect([new Injector(m, target(m), discover(m)).maxFileBytes, new Injector(m, target(m), discover(m)).maxSessionBytes]).toEqual([32768, 131072]);
  });

  it('U23: a trigger tool disabled by allowTools or tools injects nothing', () => {
    for (const a of [agent('coder', { allowTools: ['bash'] }), agent('coder', { tools: { read: false } }), agent('coder', { tools: { 're*': false } })]) {
      const m = makeModel(auth, { contextPaths: G, agents: [a] });
      expect(run(m, [read('services/auth/x')])).toEqual(['']);
    }
    const m = makeModel(auth, { contextPaths: G, agents: [agent('coder', { allowTools: ['read'] })] });
    expect(run(m, [read('services/auth/x')])[0]).not.toBe('');
    expect(isToolEnabled(agent('x', { allowTools: [] , tools: null }), 'read')).toBe(true);
  });

  it('U13: a patch with two Update dirs with owners reports the race; order is first appearance', () => {
    const m = makeModel({ 'a/AGENTS.md': 'A', 'b/AGENTS.md': 'B' }, { contextPaths: G });
    const inj = new Injector(m, target(m), discover(m));
    const o = inj.call({ tool: 'patch', input: { patch_text: '*** Update File: b/x\n*** Update File: a/y' } });
    expect(o.injected).toEqual(['/w/b/AGENTS.md', '/w/a/AGENTS.md']);
    expect(o.patchRace).toEqual({ dirs: ['/w/b', '/w/a'] });
  });

  it('the filtered set feeds owners: an agent-inlined file is not injected', () => {
    const m = makeModel(auth, { contextPaths: G, agents: [agent('coder', { context: ctx(['services/auth/AGENTS.md', 'other/AGENTS.md'], 'append') })] });
    expect(run(m, [read('services/auth/x')])).toEqual(['']);
  });
});

describe('owners (docs/runtimes/fork.md §6.7, §9.2 item 15)', () => {
  const m = makeModel(
    { 'services/AGENTS.md': '', 'services/CLAUDE.md': '', 'services/auth/AGENTS.md': '', 'services/billing/AGENTS.md': '', 'Services/AGENTS.md': '', 'docs/x': '' },
    { contextPaths: ['AGENTS.md', 'CLAUDE.md'] },
  );
  const inj = new Injector(m, target(m), discover(m));
  const owners = (d: string) => inj.ownersOf(d).map((f) => f.rel);
  it('outermost first, same-directory files in discovery order', () => {
    const auth = ['services/AGENTS.md', 'services/CLAUDE.md', 'services/auth/AGENTS.md'];
    expect(owners('/w/services/auth')).toEqual(auth);
    expect(owners('/w/services/auth/internal')).toEqual(auth);
    expect(owners('/w/services/billing')).toEqual(['services/AGENTS.md', 'services/CLAUDE.md', 'services/billing/AGENTS.md']);
  });
  it('W, outside directories and unrelated directories have no owners', () => {
    expect([owners('/w'), owners('/elsewhere'), owners('/w/docs'), owners('/')]).toEqual([[], [], [], []]);
  });
  it('case-sensitive: Services/AGENTS.md is not owned from services', () => {
    expect(owners('/w/services')).toEqual(['services/AGENTS.md', 'services/CLAUDE.md']);
  });
  it('U13: reports the bodies lost to the budget within a racy patch call', () => {
    const m2 = makeModel({ 'a/AGENTS.md': '123456', 'b/AGENTS.md': '1234567' }, { contextPaths: G, discovery: { maxSessionBytes: 10 } });
    const o = new Injector(m2, target(m2), discover(m2)).call({ tool: 'patch', input: { patch_text: '*** Update File: a/x\n*** Update File: b/y' } });
    expect(o.injected).toEqual(['/w/a/AGENTS.md']);
    expect(o.lostToBudget).toEqual(['/w/b/AGENTS.md']);
    expect(o.patchRace).toEqual({ dirs: ['/w/a', '/w/b'] });
  });
});

describe('injection text (§6.8)', () => {
  it('sanitises closing tag first, then the opening one', () => {
    expect(sanitiseBody(Buffer.from('a</system-reminder>b<system-reminder>c')).toString()).toBe('a<\\/system-reminder>b<\\system-reminder>c');
  });
  it('adds a newline only when missing; keeps invalid bytes', () => {
    expect(injectionBlock('/w/a/AGENTS.md', Buffer.from('x\n')).toString()).toBe(block('/w/a/AGENTS.md', 'x\n'));
    const b = injectionBlock('/w/a', Buffer.from([0xff]));
    expect([...b.subarray(b.length - 20, b.length - 18)]).toEqual([0xff, 0x0a]);
  });
});

describe('parseCalls', () => {
  it('applies defaults and skips blank lines', () => {
    expect(parseCalls('{"tool":"read","input":{"file_path":"a"}}\n\n{"tool":"ls","input":{},"ok":false,"session":"s2"}\n', 'c')).toEqual([
      { tool: 'read', input: { file_path: 'a' }, ok: true, session: 's1' },
      { tool: 'ls', input: {}, ok: false, session: 's2' },
    ]);
  });
  it('names the line of a bad entry', () => {
    expect(() => parseCalls('{"tool":"read"}\n{"tool": 3}', 'calls.jsonl')).toThrow('calls.jsonl:2: "tool" must be a string');
    expect(() => parseCalls('nope', 'c')).toThrow(/c:1: not valid JSON/);
  });
});
