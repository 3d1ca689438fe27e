import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../../rules/opencode/file-too-large.js';
import { MAX_AGENT_FILE_BYTES } from '../../../src/runtimes/opencode/load/agent-set.js';
import { MAX_CONFIG_FILE_BYTES } from '../../../src/runtimes/opencode/load/config.js';
import { MAX_FILE_TOKEN_BYTES } from '../../../src/runtimes/opencode/load/substitute.js';
import { WorktreeSource } from '../../../src/source/worktree.js';
import { testRule } from '../../helpers/rule-tester.js';
import { at } from '../context-test-kit.js';

// Sparse files over the caps on a real disk: reported, never read.
const bigDir = mkdtempSync(join(tmpdir(), 'ctxlens-big-files-'));
const sparse = (abs: string, size: number): void => {
  mkdirSync(join(abs, '..'), { recursive: true });
  writeFileSync(abs, '');
  truncateSync(abs, size);
};
const agents = join(bigDir, 'agents');
mkdirSync(join(agents, '.git'), { recursive: true });
writeFileSync(join(agents, 'opencode.json'), '{}\n');
sparse(join(agents, '.opencode', 'agent', 'huge.md'), MAX_AGENT_FILE_BYTES + 1);
mkdirSync(join(agents, '.opencode', 'agent'), { recursive: true });
writeFileSync(join(agents, '.opencode', 'agent', 'small.md'), '---\ndescription: small\n---\nbody\n');
const config = join(bigDir, 'config');
mkdirSync(join(config, '.git'), { recursive: true });
sparse(join(config, 'opencode.json'), MAX_CONFIG_FILE_BYTES + 1);
const token = join(bigDir, 'token');
const tokenCfg = JSON.stringify({ agent: { build: { prompt: '{file:./prompt.md}' } } }, null, 2) + '\n';
mkdirSync(join(token, '.git'), { recursive: true });
writeFileSync(join(token, 'opencode.json'), tokenCfg);
sparse(join(token, 'prompt.md'), MAX_FILE_TOKEN_BYTES + 1);
afterAll(() => rmSync(bigDir, { recursive: true, force: true }));

testRule(rule, {
  valid: [{ name: 'files under the cap are read', tree: { '.git': { dir: true }, 'opencode.json': '{}', '.opencode/agent/a.md': '---\ndescription: a\n---\nbody\n' } }],
  invalid: [
    {
      name: 'a markdown agent file over the cap (the small one beside it is read)',
      source: new WorktreeSource(),
      cwd: agents,
      errors: [{ messageId: 'agent', data: { file: '.opencode/agent/huge.md', bytes: MAX_AGENT_FILE_BYTES + 1, limit: MAX_AGENT_FILE_BYTES }, file: '.opencode/agent/huge.md' }],
    },
    {
      name: 'a config file over the cap',
      source: new WorktreeSource(),
      cwd: config,
      errors: [{ messageId: 'config', data: { file: 'opencode.json', bytes: MAX_CONFIG_FILE_BYTES + 1, limit: MAX_CONFIG_FILE_BYTES }, file: 'opencode.json' }],
    },
    {
      name: 'a {file:} target over the cap, on the token',
      source: new WorktreeSource(),
      cwd: token,
      errors: [{ messageId: 'token', data: { token: '{file:./prompt.md}', resolved: join(token, 'prompt.md'), bytes: MAX_FILE_TOKEN_BYTES + 1 }, file: 'opencode.json', ...at(tokenCfg, '{file:./prompt.md}') }],
    },
  ],
});
