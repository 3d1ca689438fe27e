import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOOK_LINE, planInit, runInit } from '../../src/commands/init.js';
import { UsageError } from '../../src/errors.js';
import { TempRepo } from '../source/git-repo.js';

describe('planInit', () => {
  const cases: { name: string; pkg: string | null; hook: string | null; files: Record<string, string>; notes: RegExp[] }[] = [
    {
      name: 'fresh project',
      pkg: '{\n  "name": "x"\n}\n',
      hook: null,
      files: { '.husky/pre-commit': `${HOOK_LINE}\n`, 'package.json': '{\n  "name": "x",\n  "scripts": {\n    "prepare": "husky"\n  }\n}\n' },
      notes: [/npm install --save-dev husky ctxlens/],
    },
    {
      name: 'existing hook and prepare script, four-space indent',
      pkg: '{\n    "scripts": {"prepare": "tsc"},\n    "devDependencies": {"husky": "9.1.7", "ctxlens": "0.1.0"}\n}',
      hook: 'npm test',
      files: {
        '.husky/pre-commit': `npm test\n${HOOK_LINE}\n`,
        'package.json': '{\n    "scripts": {\n        "prepare": "tsc && husky"\n    },\n    "devDependencies": {\n        "husky": "9.1.7",\n        "ctxlens": "0.1.0"\n    }\n}',
      },
      notes: [],
    },
    {
      name: 'already set up',
      pkg: '{"scripts": {"prepare": "husky || true"}, "devDependencies": {"husky": "9", "ctxlens": "0"}}',
      hook: `echo hi\n${HOOK_LINE}\n`,
      files: {},
      notes: [/already runs ctxlens/, /already runs husky/],
    },
    {
      name: 'no package.json',
      pkg: null,
      hook: null,
      files: { '.husky/pre-commit': `${HOOK_LINE}\n` },
      notes: [/no package.json/],
    },
  ];
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    const plan = planInit({ packageJson: c.pkg, hook: c.hook });
    expect(Object.fromEntries(plan.writes.map((w) => [w.file, w.content]))).toEqual(c.files);
    for (const re of c.notes) expect(plan.notes.some((n) => re.test(n)), `${re} in ${plan.notes.join(' | ')}`).toBe(true);
  });

  it('refuses a package.json that is not a JSON object', () => {
    expect(() => planInit({ packageJson: '{oops', hook: null })).toThrow(UsageError);
    expect(() => planInit({ packageJson: '[]', hook: null })).toThrow(UsageError);
  });
});

describe('runInit on disk', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes nothing in a dry run; otherwise writes an executable hook and activates it (core.hooksPath)', () => {
    const repo = new TempRepo('ctxlens-init-');
    dir = repo.root;
    repo.write('package.json', '{"name": "p"}\n');
    const dry = runInit(dir, true);
    expect(dry[0]).toBe(`[dry run] not written: created .husky/pre-commit running "${HOOK_LINE}"`);
    expect(dry).toContain('[dry run] not activated: the hook (what "npx husky" does: .husky/_/ and git config core.hooksPath)');
    expect(fs.existsSync(path.join(dir, '.husky'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).toBe('{"name": "p"}\n');
    expect(() => repo.git('config', 'core.hooksPath')).toThrow(); // unset: git config exits 1

    const lines = runInit(dir, false);
    expect(lines).toContain('activated the hook: wrote .husky/_/ and set git config core.hooksPath .husky/_ (what "npx husky" does)');
    const hook = path.join(dir, '.husky/pre-commit');
    expect(fs.readFileSync(hook, 'utf8')).toBe(`${HOOK_LINE}\n`);
    expect(fs.statSync(hook).mode & 0o111).not.toBe(0);
    expect(fs.statSync(path.join(dir, '.husky/_/pre-commit')).mode & 0o111).not.toBe(0);
    expect(fs.readFileSync(path.join(dir, '.husky/_/.gitignore'), 'utf8')).toBe('*');
    expect(repo.git('config', 'core.hooksPath').trim()).toBe('.husky/_');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))).toEqual({ name: 'p', scripts: { prepare: 'husky' } });
    const again = runInit(dir, false);
    expect(again[0]).toBe('nothing to change');
  });

  it('refuses without package.json or outside git, and writes nothing', () => {
    const repo = new TempRepo('ctxlens-init-');
    dir = repo.root;
    expect(() => runInit(dir, false)).toThrow(/^no package\.json in .*Nothing written\.$/);
    expect(fs.readdirSync(dir)).toEqual(['.git']);
    const plain = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-init-')));
    try {
      fs.writeFileSync(path.join(plain, 'package.json'), '{}\n');
      expect(() => runInit(plain, false)).toThrow(/is not inside a git work tree: there is no commit to hook\. Run "git init" first\. Nothing written\.$/);
      expect(fs.readdirSync(plain)).toEqual(['package.json']);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });

  it('refuses a directory that does not exist, and creates nothing', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-init-'));
    const missing = path.join(dir, 'nope');
    expect(() => runInit(missing, false)).toThrow(new UsageError(`not a directory: ${missing}`));
    expect(fs.existsSync(missing)).toBe(false);
  });

  it('says how to chain husky when package.json is below the repository root', () => {
    const repo = new TempRepo('ctxlens-init-');
    dir = repo.root;
    repo.write('web/package.json', '{}\n');
    const lines = runInit(repo.abs('web'), true);
    expect(lines).toContain('note: package.json is below the repository root: husky v9 then needs "prepare": "cd .. && husky web/.husky" (see husky\'s docs on subdirectories)');
  });
});
