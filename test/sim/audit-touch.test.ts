/**
 * Audit of trigger-tool paths, owners, re-checks, sanitising and budgets against docs/runtimes/fork.md
 * §6.6–§6.8 and §8 U13, U23: rules no other test pins. In-memory trees and one real temp dir.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discover } from '../../src/runtimes/fork/sim/discovery.js';
import { decodeStringFields, extractRawPaths, patchPaths, targetDirs } from '../../src/runtimes/fork/sim/tool-paths.js';
import { Injector, readOwnerBody, sanitiseBody, type ToolCall } from '../../src/runtimes/fork/sim/touch.js';
import { MemorySource } from '../../src/source/memory.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { agent, makeModel, target } from './disclosure-helpers.js';

const G = ['AGENTS.md'];
const block = (abs: string, body: string) => `\n\n<system-reminder>\n# From:${abs}\n${body}</system-reminder>`;
const read = (file_path: string, session = 's1', ok = true): ToolCall => ({ tool: 'read', input: { file_path }, session, ok });

describe('§6.6 target directories', () => {
  const src = new MemorySource('/w', { 'services/auth/handler.go': '', 'services/auth/AGENTS.md': '', alias: { symlink: 'services' } });
  it.each([
    ['grep', { path: 'missing/dir' }, ['/w/missing/dir']], // cannot be stat'ed: itself
    ['grep', { path: 'services/auth/handler.go' }, ['/w/services/auth']], // a file: its parent
    ['grep', { path: 'alias' }, ['/w/alias']], // Stat follows the link to a directory: itself
    ['ls', {}, []], // no path: nothing (the tool lists W)
    ['ls', { path: 'services/auth/handler.go' }, ['/w/services/auth/handler.go']], // as given, no parent step
    ['read', { file_path: 'a/x.go', path: 'b/y.go' }, ['/w/a', '/w/b']], // file_path first, then path
    ['read', { file_path: 'a/x.go', path: 'a/y.go' }, ['/w/a']], // deduplicated
    ['write', { file_path: '/abs/./dir/../f.go' }, ['/abs']], // absolute: cleaned, not re-rooted
    ['edit', { file_path: '../up/f.go' }, ['/up']],
    ['glob', { pattern: '/*.go' }, []], // `/` at index 0: no prefix
    ['glob', { pattern: '/services/auth/*.go' }, ['/services/auth']], // absolute prefix from the pattern
    ['glob', { pattern: '/auth/*.go', path: 'services' }, ['/w/services', '/w/services/auth']], // Join does not re-root
    ['glob', { pattern: '[ab]/x.go', path: 'services' }, ['/w/services']],
    ['glob', { pattern: 'services/auth/handler.go' }, ['/w/services/auth']], // prefix stat'ed like grep
    ['multiedit', '{"file_path": "q/r.go"}', ['/w/q']], // input as raw JSON text
    ['read', '[1]', []],
    ['read', 'null', []],
    ['delete', { file_path: 'services/auth/x' }, []],
  ])('%s %j → %j', (tool, input, want) => {
    expect(targetDirs(src, '/w', tool, input)).toEqual(want);
  });

  it('JSON keys match case-insensitively and the last one wins', () => {
    expect(decodeStringFields('{"path": "a", "PATH": "b"}', ['file_path', 'path'])).toMatchObject({ path: 'b' });
    expect(decodeStringFields('{"PATH": "b", "path": "a"}', ['file_path', 'path'])).toMatchObject({ path: 'a' });
  });
  it('a non-string value for a read key fails the decode even when a later duplicate is a string (Go reports the first type error)', () => {
    expect(decodeStringFields('{"path": 5, "path": "a"}', ['file_path', 'path'])).toBe(null);
    expect(decodeStringFields('{"other": 5, "path": "a"}', ['file_path', 'path'])).toEqual({ file_path: '', path: 'a' });
  });

  it('patch: text trimmed then split on \\n; headers must start the line; CR kept; Move to ignored; dedupe per group', () => {
    const text = '  \n*** Update File: a/x.go\r\n *** Update File: indented/y.go\n*** Delete File: d/z.go\n*** Move to: m/n.go\n*** Update File: a/x.go\r\n*** Add File: a/x.go\r\n*** Add File: n/new.go\n\n';
    expect(patchPaths(text)).toEqual({ needed: ['a/x.go\r', 'd/z.go'], added: ['a/x.go\r', 'n/new.go'] });
    expect(extractRawPaths('patch', { patch_text: text })!.paths).toEqual(['a/x.go\r', 'd/z.go', 'a/x.go\r', 'n/new.go']);
    // A CR on a path's last component still leaves the right parent; on a directory it makes a new one.
    expect(targetDirs(src, '/w', 'patch', { patch_text: '*** Add File: dir\r/f.go' })).toEqual(['/w/dir\r']);
  });
  it('patch: the first header line may follow leading white space (the text is trimmed)', () => {
    expect(patchPaths('\n\t  *** Add File: a/b.go').added).toEqual(['a/b.go']);
  });
});

describe('§6.7 owners', () => {
  const tree = { 'services/AGENTS.md': 'S', 'services/auth/AGENTS.md': 'A', 'services/authz/AGENTS.md': 'Z', alias: { symlink: 'services' } };
  const mk = () => {
    const m = makeModel(tree, { contextPaths: G });
    return new Injector(m, target(m), discover(m));
  };
  it.each([
    ['/w/services/auth', ['services/AGENTS.md', 'services/auth/AGENTS.md']],
    ['/w/services/auth/new/deeper', ['services/AGENTS.md', 'services/auth/AGENTS.md']], // not existing: deepest ancestor resolved
    ['/w/services/authz', ['services/AGENTS.md', 'services/authz/AGENTS.md']], // a name prefix is not a parent
    ['/w/alias/auth', ['services/AGENTS.md', 'services/auth/AGENTS.md']], // canonicalised through the link
    ['/w', []],
    ['/w/', []],
    ['/elsewhere/services', []],
    ['/w/../w/services', ['services/AGENTS.md']],
  ])('%s → %j', (dir, want) => {
    expect(mk().ownersOf(dir).map((f) => f.rel)).toEqual(want);
  });
  it('injected blocks name the discovered walk path, not the link the call used', () => {
    const inj = mk();
    expect(inj.call(read('alias/auth/x.go')).appended.toString()).toBe(block('/w/services/AGENTS.md', 'S\n') + block('/w/services/auth/AGENTS.md', 'A\n'));
  });
  it('owners are unioned across targets in target order (patch: Update/Delete group before Add)', () => {
    const inj = mk();
    const o = inj.call({ tool: 'patch', input: { patch_text: '*** Add File: services/auth/n.go\n*** Update File: services/authz/x.go' } });
    expect(o.injected).toEqual(['/w/services/AGENTS.md', '/w/services/authz/AGENTS.md', '/w/services/auth/AGENTS.md']);
  });
});

describe('§6.8 re-check, sanitising and budget', () => {
  it('Rel rule: `..foo` is inside W; `..` and `../x` are not', () => {
    const m = makeModel({ '..foo/AGENTS.md': 'x' }, { contextPaths: G });
    expect(readOwnerBody(m, '/w/..foo/AGENTS.md', 100)).toEqual({ body: Buffer.from('x') });
    expect(readOwnerBody(m, '/x/AGENTS.md', 100)).toEqual({ why: 'path escapes the working directory' });
    expect(readOwnerBody(m, '/', 100)).toEqual({ why: 'path escapes the working directory' });
  });
  it('a body of exactly maxFileBytes is injected; one byte more is skipped (and retried later)', () => {
    const m = makeModel({ 'a/AGENTS.md': '12345678', 'b/AGENTS.md': '123456789' }, { contextPaths: G, discovery: { maxFileBytes: 8 } });
    const inj = new Injector(m, target(m), discover(m));
    expect(inj.call(read('a/x')).injected).toEqual(['/w/a/AGENTS.md']);
    expect(inj.call(read('b/x')).skipped).toEqual([{ file: '/w/b/AGENTS.md', why: 'file exceeds maxFileBytes' }]);
    expect(inj.call(read('b/x')).owners).toEqual(['/w/b/AGENTS.md']); // not marked: tried again
  });
  it('the budget counts sanitised UTF-8 bytes; reaching it exactly is allowed; exhaustion is permanent', () => {
    // "<system-reminder>" (17 bytes) sanitises to 18; "é" is 2 bytes.
    const m = makeModel({ 'a/AGENTS.md': '<system-reminder>', 'b/AGENTS.md': 'éé', 'c/AGENTS.md': 'x' }, { contextPaths: G, discovery: { maxSessionBytes: 22 } });
    const inj = new Injector(m, target(m), discover(m));
    expect(inj.call(read('a/x')).appended.toString()).toBe(block('/w/a/AGENTS.md', '<\\system-reminder>\n'));
    expect(inj.call(read('b/x')).injected).toEqual(['/w/b/AGENTS.md']); // 18 + 4 = 22 = budget
    const c = inj.call(read('c/x'));
    expect([c.injected, c.skipped]).toEqual([[], [{ file: '/w/c/AGENTS.md', why: 'session byte budget exhausted' }]]);
    // The session is exhausted for good: even an owner that would now be alone injects nothing.
    expect(inj.call(read('c/x')).inert).toBe('session-exhausted');
    expect(inj.call(read('c/x', 's2')).injected).toEqual(['/w/c/AGENTS.md']);
  });
  it('a 17-byte opening tag exhausts a 17-byte budget (sanitised size counts, not raw)', () => {
    const m = makeModel({ 'a/AGENTS.md': '<system-reminder>' }, { contextPaths: G, discovery: { maxSessionBytes: 17 } });
    const inj = new Injector(m, target(m), discover(m));
    expect(inj.call(read('a/x')).skipped).toEqual([{ file: '/w/a/AGENTS.md', why: 'session byte budget exhausted' }]);
  });
  it('sanitise: `</system-reminder>` first, then `<system-reminder>`; no double escaping', () => {
    expect(sanitiseBody(Buffer.from('<system-reminder></system-reminder><\\/system-reminder>')).toString()).toBe('<\\system-reminder><\\/system-reminder><\\/system-reminder>');
  });
  it('ok:false neither injects nor consumes; empty session injects nothing; a non-trigger tool is inert', () => {
    const m = makeModel({ 'a/AGENTS.md': 'A' }, { contextPaths: G });
    const inj = new Injector(m, target(m), discover(m));
    expect(inj.call(read('a/x', 's1', false)).inert).toBe('failed-call');
    expect(inj.call(read('a/x', '')).inert).toBe('no-session');
    expect(inj.call({ tool: 'bash', input: { command: 'cat a/x' } }).inert).toBe('not-a-trigger');
    expect(inj.call(read('a/x')).appended.toString()).toBe(block('/w/a/AGENTS.md', 'A\n'));
  });
  it('U23: a tool disabled by `tools: {read: false}` injects nothing, another trigger tool still does', () => {
    const m = makeModel({ 'a/AGENTS.md': 'A' }, { contextPaths: G, agents: [agent('coder', { tools: { read: false } })] });
    const inj = new Injector(m, target(m), discover(m));
    expect(inj.call(read('a/x')).inert).toBe('tool-disabled');
    expect(inj.call({ tool: 'ls', input: { path: 'a' } }).injected).toEqual(['/w/a/AGENTS.md']);
  });
});

describe('§6.8 re-check on disk: a failure does not mark the owner', () => {
  const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-audit-touch-')));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  it('a file swapped for a symlink after discovery is skipped as not regular, then injected once restored', () => {
    const W = path.join(tmp, 'w');
    fs.mkdirSync(path.join(W, 'a'), { recursive: true });
    const f = path.join(W, 'a/AGENTS.md');
    fs.writeFileSync(f, 'rules\n');
    fs.writeFileSync(path.join(W, 'other.md'), 'other\n');
    const m = makeModel({}, { W, source: new WorktreeSource(), contextPaths: G });
    const inj = new Injector(m, target(m), discover(m));
    fs.rmSync(f);
    fs.symlinkSync('../other.md', f);
    expect(inj.call(read('a/x')).skipped).toEqual([{ file: f, why: 'not a regular file' }]);
    fs.rmSync(f);
    expect(inj.call(read('a/x')).skipped).toEqual([{ file: f, why: 'file unreadable' }]);
    fs.writeFileSync(f, 'back');
    expect(inj.call(read('a/x')).appended.toString()).toBe(block(f, 'back\n'));
  });
});

describe('calls file: duplicate input keys keep Go decoding order', () => {
  it('passes the raw text of an input whose keys repeat', async () => {
    const { parseCalls } = await import('../../src/commands/touch.js');
    const [a, b, c] = parseCalls('{"tool":"read","input":{"path":5,"path":"a/x"}}\n{"tool":"read","input":{"path":"a/x","PATH":"b/y","path":"c/z"}}\n{"tool":"read","input":{"file_path":"q"}}', 'c');
    const src = new MemorySource('/w', {});
    expect(targetDirs(src, '/w', 'read', a!.input)).toEqual([]);
    expect(targetDirs(src, '/w', 'read', b!.input)).toEqual(['/w/c']);
    expect(c!.input).toEqual({ file_path: 'q' });
  });
  it('a null duplicate leaves the earlier value (Go: null is a no-op for a string field)', () => {
    expect(decodeStringFields('{"path":"a","path":null}', ['file_path', 'path'])).toEqual({ file_path: '', path: 'a' });
  });
});

describe('§7 exact strings and their byte lengths', () => {
  it.each([
    ['context header', '\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n', 88],
    ['injection block prefix', '\n\n<system-reminder>\n# From:', 27],
    ['injection block suffix', '</system-reminder>', 18],
    ['manifest header', '# Nested Context Files', 22],
    ['truncation suffix', ' (listing truncated at the discovery cap)', 41],
    ['label ellipsis', '…', 3],
  ])('%s', async (_name, text, bytes) => {
    const sim = await import('../../src/runtimes/fork/sim/simulate.js');
    const touch = await import('../../src/runtimes/fork/sim/touch.js');
    const manifest = await import('../../src/runtimes/fork/sim/manifest.js');
    const labels = await import('../../src/runtimes/fork/sim/labels.js');
    const all = [sim.CONTEXT_HEADER, touch.BLOCK_PREFIX, touch.BLOCK_SUFFIX, manifest.MANIFEST_HEADER, manifest.MANIFEST_TRUNCATED_SUFFIX, labels.LABEL_ELLIPSIS.toString('utf8')];
    expect(all).toContain(text);
    expect(Buffer.byteLength(text)).toBe(bytes);
  });
  it('explainer is 227 bytes', async () => {
    const { MANIFEST_EXPLAINER } = await import('../../src/runtimes/fork/sim/manifest.js');
    expect(Buffer.byteLength(MANIFEST_EXPLAINER)).toBe(227);
  });
});
