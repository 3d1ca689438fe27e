import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/symlinked-working-dir.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { testRule } from '../helpers/rule-tester.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-u24-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
fs.mkdirSync(path.join(tmp, 'real/services'), { recursive: true });
fs.writeFileSync(path.join(tmp, 'real/services/AGENTS.md'), '# S');
fs.mkdirSync(path.join(tmp, 'bare'));
fs.writeFileSync(path.join(tmp, 'bare/AGENTS.md'), 'root only');
fs.symlinkSync('real', path.join(tmp, 'link'));
fs.symlinkSync('bare', path.join(tmp, 'link-bare'));
const source = new WorktreeSource();

testRule(rule, {
  valid: [
    { name: 'real directory', source, cwd: path.join(tmp, 'real') },
    { name: 'symlinked W without nested files below the target', source, cwd: path.join(tmp, 'link-bare') },
  ],
  invalid: [
    {
      name: 'symlinked W with a nested file below the target',
      source,
      cwd: path.join(tmp, 'link'),
      errors: [{ messageId: 'symlinked', data: { w: path.join(tmp, 'link'), target: fs.realpathSync(path.join(tmp, 'real')), count: 1, files: 'services/AGENTS.md' } }],
    },
  ],
});
