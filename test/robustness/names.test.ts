/**
 * Robustness: hostile path names — newlines, `::`, `%`, ANSI escapes, bidi overrides,
 * NFC and NFD spellings of one name, and 255-byte names — as nested context directories, agent
 * and flow file names and context entries. Every output format ends cleanly, no raw control
 * character reaches the terminal or a CI log, and the GitHub format cannot be tricked into
 * emitting an extra workflow command.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, expectSentinel, findings, runCli, SENTINEL, SIM_COMMANDS, tempDir, writeTree } from './helpers.js';

const nfc = 'caf\u00e9';
const nfd = 'cafe\u0301';
const hostile = [
  'new\nline',
  '::error file=x::pwned',
  '%0A::warning::x%25',
  '\u001b[31mred\u001b[0m\u001b]0;title\u0007',
  'bidi\u202eevil\u202c',
  nfc,
  nfd,
  'x'.repeat(255),
  '\u00e9'.repeat(127) + 'x', // 255 bytes of UTF-8
];
let root = '';

/** `name` cut to at most `max` UTF-8 bytes at a character boundary (room for an extension). */
function stemOf(name: string, max = 249): string {
  let out = '';
  for (const ch of name) {
    if (Buffer.byteLength(out + ch) > max) break;
    out += ch;
  }
  return out;
}

beforeAll(() => {
  root = tempDir();
  const files: Record<string, string> = { ...SENTINEL, 'AGENTS.md': '# Root\n' };
  const entries = ['AGENTS.md'];
  hostile.forEach((name, i) => {
    files[`sub/${name}/AGENTS.md`] = `# Dir ${i}\n`; // nested context in a hostile directory
    files[`ctx/${name}`] = `context ${i}\n`;
    entries.push(`ctx/${name}`, `missing/${name}`);
    const stem = stemOf(name);
    files[`.opencode/agents/${stem}.md`] = `---\ndescription: agent ${i}\nmode: bogus-${i}\n---\nbody\n`; // unknown mode: a finding in a hostile file
    files[`.opencode/flows/${stem}.yaml`] = 'flow: {}\n'; // no steps: a finding in a hostile file
  });
  files['.opencode.json'] = JSON.stringify({ contextPaths: entries });
  writeTree(root, files);
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('hostile path names', { timeout: 120000 }, () => {
  it('lint -f json reports findings in hostile files with their exact names', async () => {
    const r = await runCli(['lint', '-f', 'json'], root);
    expectClean(r, 'lint');
    expectSentinel(r);
    const files = new Set(findings(r).map((f) => f.file));
    for (const name of hostile) {
      const stem = stemOf(name);
      expect(files.has(`.opencode/flows/${stem}.yaml`), JSON.stringify(name)).toBe(true);
    }
    // NFC and NFD spellings are two different files (byte-exact, as Go sees them).
    expect(files.has(`.opencode/flows/${nfc}.yaml`) && files.has(`.opencode/flows/${nfd}.yaml`)).toBe(true);
  });

  it.each([['stylish'], ['github'], ['sarif'], ['markdown']])('lint -f %s prints no raw control characters', async (format) => {
    const r = await runCli(['lint', '-f', format], root);
    expectClean(r, format);
    // Only \n (and \t in tables) may appear; no ESC, BEL, CR, bidi override or line separator.
    expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/);
    expect(r.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/);
  });

  it('the GitHub format emits one line per annotation: a hostile name cannot start another command', async () => {
    const r = await runCli(['lint', '-f', 'github'], root);
    expectClean(r, 'github');
    const all = findings(await runCli(['lint', '-f', 'json'], root));
    const count = (sev: string) => all.filter((f) => f.severity === sev).length;
    // At most 10 errors, 10 warnings and 9 notices are annotated, then one notice with the rest.
    const shown = Math.min(count('error'), 10) + Math.min(count('warning'), 10) + Math.min(count('info'), 9);
    const expected = shown + (shown < all.length ? 1 : 0);
    expect(all.length).toBeGreaterThan(20);
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    expect(lines.length).toBe(expected);
    for (const l of lines) expect(l, l).toMatch(/^::(error|warning|notice)( file=[^:]*(,[a-zA-Z]+=[^:,]*)*)?::/);
    // The property part never holds a raw newline, colon or comma from a file name.
    // Which ten errors are annotated depends on the sort order; the hostile stems are shared by
    // the agent and the flow files, so one of the two carries each escaped name.
    expect(r.stdout).toMatch(/file=\.opencode\/(agents|flows)\/new%0Aline\.(md|yaml)/);
    expect(r.stdout).toMatch(/file=\.opencode\/(agents|flows)\/%3A%3Aerror file=x%3A%3Apwned\.(md|yaml)/);
  });

  it.each(SIM_COMMANDS.map((c) => [c.join(' '), c]))('%s ends cleanly', async (_n, args) => {
    const r = await runCli(args as string[], root);
    expectClean(r, (args as string[]).join(' '));
  });

  it('render renders the hostile context files verbatim, in byte order, and lists the hostile nested files', async () => {
    const r = await runCli(['render'], root);
    expectClean(r, 'render');
    const froms = r.stdout.split('\n').filter((l) => l.startsWith('# From:')).length;
    // "# From:" headers: AGENTS.md + every ctx file except the one whose name holds a newline, which adds a line.
    expect(froms).toBe(1 + hostile.length);
    expect(r.stdout).toContain(`# From:${root}/ctx/${nfc}\ncontext 5\n`);
    expect(r.stdout).toContain(`# From:${root}/ctx/${nfd}\ncontext 6\n`);
    expect(r.stdout.indexOf(`ctx/${nfd}`)).toBeLessThan(r.stdout.indexOf(`ctx/${nfc}`)); // "e" (0x65) < "é" (0xc3)
  });

  it('resolve --format json gives the exact names back', async () => {
    const r = await runCli(['resolve', '--format', 'json'], root);
    expectClean(r, 'resolve');
    // Parse, so JSON escapes (\n, \u202e, …) do not matter: every hostile name comes back exact.
    const strings: string[] = [];
    const collect = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (v && typeof v === 'object') for (const x of Object.values(v)) collect(x);
    };
    collect(JSON.parse(r.stdout));
    for (const name of hostile) expect(strings.some((s) => s.endsWith(`ctx/${name}`)), JSON.stringify(name)).toBe(true);
  });

  it('a 256-byte name cannot exist; a path of 4,000 bytes is a clean miss', async () => {
    expect(() => fs.writeFileSync(path.join(root, 'y'.repeat(256)), '')).toThrow();
    const deep = Array.from({ length: 16 }, () => 'd'.repeat(250)).join('/');
    const r2 = tempDir();
    try {
      writeTree(r2, { ...SENTINEL, '.opencode.json': JSON.stringify({ contextPaths: [`${deep}/AGENTS.md`, `${deep}/`] }) });
      const r = await runCli(['lint', '-f', 'json'], r2);
      expectClean(r, 'long path');
      expectSentinel(r);
    } finally {
      fs.rmSync(r2, { recursive: true, force: true });
    }
  });
});
