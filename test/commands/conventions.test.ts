/**
 * The CLI conventions ESLint users expect (issue 12 §3), end to end on the built CLI
 * (`bundle/ctxlens.mjs`, built by `npm test`) in real temporary repositories.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashArgument, unknownCommand } from '../../src/commands/names.js';
import { CLI_ENTRY } from '../helpers/entries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The shipped bundle: the same code as `dist/`, at a fraction of its start-up cost per run. */
const CLI = CLI_ENTRY;
let tmp = '';

/** A repository with `.git` and the given files. */
function repo(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  mkdirSync(path.join(dir, '.git'), { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function run(args: string[], cwd: string, input?: string, env: Record<string, string> = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete base['FORCE_COLOR'];
  delete base['GITHUB_WORKSPACE'];
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...base, ...env }, ...(input !== undefined ? { input } : {}) });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A project with one warning in `.opencode.json` (a missing context entry) and one error in an agent file (no frontmatter). */
const PROJECT = {
  '.opencode.json': '{\n  "contextPaths": ["AGENTS.md", "missing.md"]\n}\n',
  'AGENTS.md': '# Rules\n',
  '.opencode/agents/broken.md': 'no frontmatter here\n',
};

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  tmp = mkdtempSync(path.join(tmpdir(), 'ctxlens-conv-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('command names', () => {
  it('suggests the command meant by a typo and exits 2', () => {
    expect(unknownCommand(['lnt'])?.message).toBe('unknown command "lnt"; did you mean "lint"? Run ctxlens --help for the commands.');
    expect(unknownCommand(['--version'])).toBeNull();
    expect(unknownCommand(['audit', 'x'])).toBeNull();
    const r = run(['lnt'], tmp);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'ctxlens: unknown command "lnt"; did you mean "lint"? Run ctxlens --help for the commands.\n']);
  });

  it('prints the help, with every command, for a bare ctxlens', () => {
    const r = run([], tmp);
    expect(r.code).toBe(0);
    for (const c of ['lint', 'audit', 'render', 'resolve', 'diff', 'rules', 'explain <rule>']) expect(r.stdout).toContain(`ctxlens ${c}`);
  });

  it('refuses `lint -` instead of linting the current directory', () => {
    expect(dashArgument(['lint', '-'])?.message).toMatch(/use --stdin --stdin-filename FILE/);
    expect(dashArgument(['lint', '--env', '-'])).toBeNull();
    expect(dashArgument(['lint', '--staged', '-'])).not.toBeNull();
    const dir = repo('dash', PROJECT);
    expect(run(['lint', '-'], dir).code).toBe(2);
  });
});

describe('lint arguments and flags', () => {
  it('limits findings to the files named, and lints the project of a directory', () => {
    const dir = repo('files', PROJECT);
    const one = run(['lint', '.opencode.json', '-f', 'json'], dir);
    const json = JSON.parse(one.stdout) as { findings: { file: string; ruleId: string }[] };
    expect(json.findings.map((f) => [f.file, f.ruleId])).toEqual([['.opencode.json', 'context-entry-missing']]);
    expect(one.code).toBe(0);
    const all = JSON.parse(run(['lint', dir, '-f', 'json'], tmp).stdout) as { findings: { file: string }[] };
    expect(all.findings.map((f) => f.file).sort()).toEqual(['.opencode.json', '.opencode/agents/broken.md']);
    const missing = run(['lint', 'nope.md'], dir);
    expect([missing.code, missing.stderr]).toEqual([2, 'ctxlens: no such file or directory: nope.md\n']);
  });

  it('prints one line per finding in the compact format, paths relative and no absolute path', () => {
    const dir = repo('compact', PROJECT);
    const r = run(['lint', '-f', 'compact'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        '.opencode.json: line 2, col 33, Warning - Context entry "missing.md" names missing.md, which does not exist: the runtime skips it silently. (context-entry-missing)',
        '.opencode/agents/broken.md: line 1, col 1, Error - This agent file will not load: missing frontmatter delimiter in .opencode/agents/broken.md. (parse-error)',
        '',
        '2 problems',
        '',
      ].join('\n'),
    );
    expect(r.stdout).not.toContain(tmp);
  });

  it('--quiet reports errors only', () => {
    const dir = repo('quiet', PROJECT);
    const r = run(['lint', '--quiet', '-f', 'compact'], dir);
    expect(r.stdout.split('\n')[0]).toMatch(/^\.opencode\/agents\/broken\.md: line 1, col 1, Error/);
    expect(r.stdout).toContain('\n1 problem\n');
  });

  it('--color forces ANSI colour even with NO_COLOR; --no-color turns it off under FORCE_COLOR', () => {
    const dir = repo('color', PROJECT);
    expect(run(['lint', '--color'], dir).stdout).toContain('\u001b[31merror');
    expect(run(['lint', '--no-color'], dir, undefined, { FORCE_COLOR: '1' }).stdout).not.toContain('\u001b[');
  });

  it('-o and --output-file write the report only to the file', () => {
    const dir = repo('out', PROJECT);
    const r = run(['lint', '-f', 'compact', '--output-file', 'report.txt'], dir);
    expect(r.stdout).toBe('');
    expect(readFileSync(path.join(dir, 'report.txt'), 'utf8')).toContain('(parse-error)');
    // Missing directories on the way are created, as ESLint does.
    const nested = run(['lint', '-f', 'compact', '-o', 'reports/ctxlens/out.txt'], dir);
    expect([nested.code, nested.stdout, nested.stderr.includes('cannot write')]).toEqual([1, '', false]);
    expect(readFileSync(path.join(dir, 'reports/ctxlens/out.txt'), 'utf8')).toContain('(parse-error)');
  });

  it('--stdin --stdin-filename lints the text as that file, and only it', () => {
    const dir = repo('stdin', PROJECT);
    const r = run(['lint', '--stdin', '--stdin-filename', '.opencode.json', '-f', 'json'], dir, '{"contextPaths": ["AGENTS.md", "gone.md",]}');
    const json = JSON.parse(r.stdout) as { findings: { file: string; ruleId: string; line: number }[] };
    expect(json.findings.map((f) => [f.file, f.ruleId, f.line])).toEqual([['.opencode.json', 'parse-error', 1]]);
    const noName = run(['lint', '--stdin'], dir, '{}');
    expect([noName.code, noName.stderr]).toEqual([2, 'ctxlens: --stdin needs --stdin-filename FILE: the path the text stands for decides which rules apply\n']);
  });

  it('--print-config prints every rule with its effective severity and the ignore globs', () => {
    const dir = repo('printcfg', { ...PROJECT, 'ctxlens.config.json': '{"rules": {"context-entry-missing": "error"}, "ignore": ["vendor/"]}' });
    const r = run(['lint', '--print-config', '--rule', 'parse-error:warning', '--ignore-pattern', 'docs/**'], dir);
    const cfg = JSON.parse(r.stdout) as { configFile: string; rules: Record<string, { severity: string }>; ignore: string[] };
    expect(cfg.configFile).toBe('ctxlens.config.json');
    expect(cfg.rules['context-entry-missing']).toEqual({ severity: 'error' });
    expect(cfg.rules['parse-error']).toEqual({ severity: 'warning' });
    expect(cfg.ignore).toEqual(['vendor/', 'docs/**']);
    expect(r.code).toBe(0);
    // Run from elsewhere: the config file is still named relative to the linted directory.
    const away = run(["lint", "--print-config", "--cwd", dir], tmpdir());
    expect((JSON.parse(away.stdout) as { configFile: string }).configFile).toBe('ctxlens.config.json');
  });

  it('.opencode/ as an argument stands for its files in the project around it, not a project of its own', () => {
    const dir = repo('defdir', PROJECT);
    const r = run(['lint', '.opencode/', '-f', 'json'], dir);
    const json = JSON.parse(r.stdout) as { findings: { file: string; ruleId: string }[] };
    const files = [...new Set(json.findings.map((f) => f.file))];
    expect(files).toEqual(['.opencode/agents/broken.md']);
    expect(r.code).toBe(1);
    // The project's own run reports the same finding on that file.
    const whole = JSON.parse(run(['lint', '-f', 'json'], dir).stdout) as { findings: { file: string; ruleId: string }[] };
    expect(whole.findings.filter((f) => f.file === '.opencode/agents/broken.md')).toEqual(json.findings);
  });

  it('--max-warnings with text is a usage error that does not say NaN', () => {
    const dir = repo('maxw', PROJECT);
    const r = run(['lint', '--max-warnings', 'abc'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--max-warnings expects an integer >= -1 (a number, not text)');
    expect(r.stderr).not.toContain('NaN');
  });
});

describe('rules and explain', () => {
  it('lists every rule with severity and runtime', () => {
    const r = run(['rules'], tmp);
    expect(r.stdout.split('\n')[0]).toMatch(/^RULE +SEVERITY +RUNTIME +FIX +DESCRIPTION$/);
    expect(r.stdout).toMatch(/\ncontext-entry-missing +warning +fork +/);
    const json = JSON.parse(run(['rules', '-f', 'json'], tmp).stdout) as { id: string; severity: string; runtime: string }[];
    expect(json.find((x) => x.id === 'parse-error')).toMatchObject({ severity: 'error' });
  });

  it("explain prints the rule's doc; an unknown rule is a usage error with a suggestion", () => {
    const r = run(['explain', 'context-dedupe'], tmp);
    expect(r.stdout).toBe(readFileSync(path.join(ROOT, 'rules', 'context-dedupe.md'), 'utf8'));
    const bad = run(['explain', 'context-dedup'], tmp);
    expect([bad.code, bad.stderr]).toEqual([2, 'ctxlens: unknown rule "context-dedup"; did you mean "context-dedupe"? (ctxlens rules lists them)\n']);
  });

  it('render --agent with an agent the project does not define exits 2 with a suggestion', () => {
    const dir = repo('render', PROJECT);
    const r = run(['render', '--agent', 'codr'], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^ctxlens: --agent: no agent "codr" in this project; did you mean "coder"\?/);
  });
});
