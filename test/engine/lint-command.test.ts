/**
 * `ctxlens lint` and `ctxlens audit` end to end: the built CLI (`dist/src/cli.js`, built by
 * `npm test`) on real temporary directories. Every rule but `parse-error` is turned off through
 * `ctxlens.config.json`, so the assertions depend only on the engine, the config and one
 * loader fact: a `.opencode.json` with a trailing comma (docs/runtimes/fork.md §2.1 step 4).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useColor, workspacePrefix } from '../../src/commands/lint.js';
import { CLI_ENTRY } from '../helpers/entries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = CLI_ENTRY;
const BROKEN = '{\n  "contextPaths": ["AGENTS.md",]\n}\n';

let tmp = '';
/** Rule ids of the built CLI's registry (the source registry may be ahead of `dist/`). */
let ids: string[] = [];
const onlyParseError = () => ({ rules: Object.fromEntries(ids.filter((id) => id !== 'parse-error').map((id) => [id, 'off'])) });

/** A repository at `tmp/<name>` with `.git`, the given files, and the only-parse-error config unless `config` is given. */
function repo(name: string, files: Record<string, string>, config: object | null = onlyParseError()): string {
  const dir = path.join(tmp, name);
  mkdirSync(path.join(dir, '.git'), { recursive: true });
  const all = { 'AGENTS.md': '# Rules\n\nBe kind.\n', ...files, ...(config ? { 'ctxlens.config.json': JSON.stringify(config) } : {}) };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function run(args: string[], cwd: string, env: Record<string, string> = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete base['FORCE_COLOR'];
  delete base['GITHUB_WORKSPACE'];
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...base, ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const built = (await import(pathToFileURL(path.join(ROOT, 'dist', 'rules', 'index.js')).href)) as { rules: { id: string }[] };
  ids = built.rules.map((r) => r.id);
  tmp = mkdtempSync(path.join(tmpdir(), 'ctxlens-lint-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('ctxlens lint', () => {
  it('exits 0 with empty stylish output on a clean tree', () => {
    const dir = repo('clean', { '.opencode.json': '{"contextPaths": ["AGENTS.md"]}\n' });
    expect(run(['lint'], dir)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('exits 1 and prints the cli-contract JSON for an error', () => {
    const dir = repo('broken', { '.opencode.json': BROKEN });
    const r = run(['lint', '--format', 'json'], dir);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { findings: Record<string, unknown>[]; errorCount: number; warningCount: number; infoCount: number };
    expect(out.findings).toHaveLength(1);
    expect(out.findings[0]).toMatchObject({ ruleId: 'parse-error', severity: 'error', file: '.opencode.json', line: 2, messageId: 'configIgnored' });
    expect(typeof out.findings[0]!['column']).toBe('number');
    expect(out.findings[0]!['message']).toMatch(/^The runtime silently ignores the whole project config/);
    expect([out.errorCount, out.warningCount, out.infoCount]).toEqual([1, 0, 0]);
    expect(r.stderr).toMatch(/1 finding\(s\): 1 error\(s\)/);
  });

  it('prints stylish text on stdout', () => {
    const dir = repo('stylish', { '.opencode.json': BROKEN });
    const r = run(['lint'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^\n\.opencode\.json\n {2}2:\d+ {2}error {2}The runtime silently ignores the whole project config: .* {2}parse-error\n\n✖ 1 problem \(1 error, 0 warnings, 0 info\)\nRuntime: OpenCode Go fork \(obukhovaa\/opencode\), because of \.opencode\.json .*\n$/);
  });

  it.each<[string, string[], number, number]>([
    ['--rule downgrades to warning: exit 0', ['--rule', 'parse-error:warning'], 0, 1],
    ['--max-warnings 0 with one warning: exit 1', ['--rule', 'parse-error:warning', '--max-warnings', '0'], 1, 1],
    ['--max-warnings 1 with one warning: exit 0', ['--rule', 'parse-error:warning', '--max-warnings', '1'], 0, 1],
    ['--rule off: nothing', ['--rule', 'parse-error:off'], 0, 0],
    ['info never fails', ['--rule', 'parse-error:info', '--max-warnings', '0'], 0, 1],
  ])('%s', (_n, flags, code, count) => {
    const dir = repo(`flags-${flags.join('_').replace(/[^a-z0-9]/gi, '')}`, { '.opencode.json': BROKEN });
    const r = run(['lint', '--format', 'json', ...flags], dir);
    expect(r.code).toBe(code);
    expect((JSON.parse(r.stdout) as { findings: unknown[] }).findings).toHaveLength(count);
  });

  it('suppresses findings in files matched by ignore globs', () => {
    const dir = repo('ignored', { '.opencode.json': BROKEN }, { ...onlyParseError(), ignore: ['*.json'] });
    const r = run(['lint', '--format', 'json'], dir);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { findings: unknown[]; suppressed: { ruleId: string; suppression: unknown }[] };
    expect(out.findings).toEqual([]);
    expect(out.suppressed.map((s) => [s.ruleId, s.suppression])).toEqual([['parse-error', { kind: 'ignore', pattern: '*.json' }]]);
  });

  it('finds the config in a parent directory but not above the repository root', () => {
    const outer = path.join(tmp, 'outer');
    mkdirSync(outer, { recursive: true });
    writeFileSync(path.join(outer, 'ctxlens.config.json'), JSON.stringify({ rules: { 'parse-error': 'off' } }));
    const dir = repo('outer/repo', { '.opencode.json': BROKEN, 'sub/x.md': 'x' }, null);
    writeFileSync(path.join(dir, 'sub', 'ctxlens.config.json'), JSON.stringify(onlyParseError()));
    // From the repository root: the outer config (parse-error off) must not apply.
    expect(run(['lint', '--format', 'json', '--rule', 'parse-error:error'], dir).code).toBe(1);
    expect((JSON.parse(run(['lint', '--format', 'json'], dir).stdout) as { errorCount: number }).errorCount).toBe(1);
  });

  it('exits 2 with positioned messages for an invalid config', () => {
    const dir = repo('badconfig', {}, { rules: { 'parse-eror': 'error' } });
    const r = run(['lint'], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('ctxlens: invalid ctxlens config:\nctxlens.config.json:1:11: unknown rule "parse-eror"; did you mean "parse-error"?\n');
  });

  it('reads --config FILE given explicitly', () => {
    const dir = repo('explicit', { '.opencode.json': BROKEN });
    const cfg = path.join(tmp, 'explicit.json');
    writeFileSync(cfg, JSON.stringify({ rules: { ...onlyParseError().rules, 'parse-error': 'info' } }));
    const r = run(['lint', '--format', 'json', '--config', cfg], dir);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { infoCount: number }).infoCount).toBe(1);
  });

  it.each<[string, string[], RegExp]>([
    ['unknown format', ['--format', 'xml'], /Invalid values|--format/],
    ['unknown rule in --rule', ['--rule', 'parse-eror:off'], /unknown rule "parse-eror"; did you mean "parse-error"\?/],
    ['bad severity in --rule', ['--rule', 'parse-error:warn'], /severity must be off, info, warning or error, got "warn"/],
    ['missing --config file', ['--config', 'nope.json'], /--config: cannot read nope.json: ENOENT/],
    ['an endless device as --config (read up to the cap)', ['--config', '/dev/zero'], /^ctxlens: --config: cannot read \/dev\/zero: EFBIG\n$/],
    ['--cwd given twice', ['--cwd', '.', '--cwd', '..'], /^ctxlens: --cwd given more than once\n$/],
    ['--config given twice', ['--config', 'a.json', '--config', 'b.json'], /^ctxlens: --config given more than once\n$/],
    ['--rev given twice', ['--rev', 'HEAD', '--rev', 'HEAD'], /^ctxlens: --rev given more than once\n$/],
    ['--rev without a revision (would lint the working tree)', ['--rev', ''], /^ctxlens: --rev needs a revision\n$/],
  ])('exits 2 for %s', (_n, flags, message) => {
    const dir = repo(`usage-${_n.replace(/\W/g, '')}`, {});
    const r = run(['lint', ...flags], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it.each([
    ['clean', {}, 0],
    ['broken', { '.opencode.json': BROKEN }, 1],
  ] as const)('a reader that stops early (| head) is no crash: %s keeps its exit status', (name, files, code) => {
    const dir = repo(`epipe-${name}`, files);
    // SARIF carries every rule's documentation: far more than a pipe buffer, so the write hits EPIPE.
    const r = spawnSync('bash', ['-c', '"$0" "$1" lint -f sarif "$2" 2>"$2/err.txt" | head -c 10 >/dev/null; echo "${PIPESTATUS[0]}"', process.execPath, CLI, dir], { encoding: 'utf8' });
    expect(r.stdout).toBe(`${code}\n`);
    expect(readFileSync(path.join(dir, 'err.txt'), 'utf8')).toMatch(/^ctxlens: \d+ finding\(s\)[^\n]*\n$/);
  });

  it('exits 2 for a directory that does not exist', () => {
    const r = run(['lint', path.join(tmp, 'nope')], tmp);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `ctxlens: no such file or directory: ${path.join(tmp, 'nope')}\n`]);
  });

  it('lints the directory given as argument and writes -o only where told', () => {
    const dir = repo('outfile', { '.opencode.json': BROKEN });
    const out = path.join(tmp, 'report.sarif');
    const r = run(['lint', dir, '--format', 'sarif', '-o', out], tmp);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const log = JSON.parse(readFileSync(out, 'utf8')) as { version: string; runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]!.results.map((x) => [x.ruleId, x.locations[0]!.physicalLocation.artifactLocation.uri])).toEqual([['parse-error', '.opencode.json']]);
    expect(existsSync(path.join(dir, 'report.sarif'))).toBe(false);
  });

  it('--staged reads the staged ctxlens.config.json, not the working-tree one', () => {
    const dir = path.join(tmp, 'staged');
    mkdirSync(dir, { recursive: true });
    const git = (...a: string[]) => spawnSync('git', a, { cwd: dir, encoding: 'utf8' });
    expect(git('init', '-q', '.').status).toBe(0);
    writeFileSync(path.join(dir, '.opencode.json'), BROKEN);
    writeFileSync(path.join(dir, 'ctxlens.config.json'), JSON.stringify({ rules: { ...onlyParseError().rules, 'parse-error': 'warning' } }));
    expect(git('add', '-A').status).toBe(0);
    writeFileSync(path.join(dir, 'ctxlens.config.json'), JSON.stringify({ rules: { ...onlyParseError().rules, 'parse-error': 'off' } }));
    const counts = (args: string[]) => {
      const r = run(['lint', '--format', 'json', ...args], dir);
      return [r.code, (JSON.parse(r.stdout) as { warningCount: number }).warningCount];
    };
    expect(counts(['--staged'])).toEqual([0, 1]);
    expect(counts([])).toEqual([0, 0]);
  });

  it('github format gives one annotation per finding', () => {
    const dir = repo('github', { '.opencode.json': BROKEN });
    const r = run(['lint', '--format', 'github'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::error file=\.opencode\.json,line=2,endLine=\d+,(col=\d+,endColumn=\d+,)?title=ctxlens parse-error::The runtime silently ignores/);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('ctxlens audit', () => {
  it('lists every agent with its files, bytes and tokens, then exits like lint', () => {
    const dir = repo('audit', { '.opencode.json': '{"contextPaths": ["AGENTS.md"]}\n' });
    const r = run(['audit', '--format', 'json'], dir);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { tokenizer: string; approximate: boolean; targets: { agent: string; flow: string | null; files: { path: string; layer: string; bytes: number; tokens: number }[]; totalBytes: number }[]; errorCount: number };
    expect(out.tokenizer).toBe('o200k_base');
    expect(out.approximate).toBe(true);
    const coder = out.targets.find((t) => t.agent === 'coder' && t.flow === null)!;
    expect(coder.files).toEqual([{ path: 'AGENTS.md', layer: 'global', bytes: 18, tokens: expect.any(Number) }]);
    expect(coder.files[0]!.tokens).toBeGreaterThan(0);
    expect(coder.files[0]!.tokens).toBeLessThan(18);
    expect(coder.totalBytes).toBe(18);
    expect(out.targets.map((t) => t.agent)).toEqual(expect.arrayContaining(['coder', 'hivemind', 'explorer', 'workhorse', 'summarizer', 'descriptor']));
    expect(out.errorCount).toBe(0);
  });

  it('prints the table and the findings, exit 1 on an error', () => {
    const dir = repo('audit-broken', { '.opencode.json': BROKEN });
    const r = run(['audit'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Token counts are approximate (o200k_base)');
    expect(r.stdout).toMatch(/\nagent \/ flow step +# {2}layer +bytes {2}≈tokens {2}file\ncoder +1 {2}global +18 +\d+ {2}AGENTS\.md\n/);
    expect(r.stdout).toContain('parse-error');
  });

  it('markdown format', () => {
    const dir = repo('audit-md', {});
    const r = run(['audit', '--format', 'markdown', '--runtime', 'fork'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^## ctxlens audit\n/);
    expect(r.stdout).toContain('| **coder** | 1 | global | 18 |');
  });
});

describe('useColor', () => {
  it.each<[string, boolean, Record<string, string>, boolean]>([
    ['a TTY', true, {}, true],
    ['not a TTY', false, {}, false],
    ['NO_COLOR on a TTY', true, { NO_COLOR: '1' }, false],
    ['empty NO_COLOR is ignored', true, { NO_COLOR: '' }, true],
    ['FORCE_COLOR without a TTY', false, { FORCE_COLOR: '1' }, true],
    ['FORCE_COLOR wins over NO_COLOR', false, { FORCE_COLOR: '1', NO_COLOR: '1' }, true],
    ['FORCE_COLOR=0 disables', true, { FORCE_COLOR: '0' }, false],
  ])('%s', (_n, tty, env, expected) => {
    expect(useColor(tty, env)).toBe(expected);
  });
});

describe('workspacePrefix', () => {
  it.each<[string, string, Record<string, string>, string]>([
    ['no GITHUB_WORKSPACE', '/r/app', {}, ''],
    ['W is the workspace', '/r', { GITHUB_WORKSPACE: '/r' }, ''],
    ['W below the workspace', '/r/packages/app', { GITHUB_WORKSPACE: '/r/' }, 'packages/app/'],
    ['W outside the workspace', '/other', { GITHUB_WORKSPACE: '/r' }, ''],
    ['a sibling with a common prefix', '/r2/x', { GITHUB_WORKSPACE: '/r' }, ''],
  ])('%s', (_n, W, env, expected) => {
    expect(workspacePrefix(W, env)).toBe(expected);
  });
});
