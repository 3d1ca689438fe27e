/**
 * The agent loader on a real directory: symlinks, a FIFO, and real agent files from the corpus
 * (OpenAgentsControl, hugojosefson/opencode-config) copied into `.opencode/agents/`, where the fork
 * would read them. Each expected finding was checked by hand against the file.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorktreeSource } from '../../src/source/worktree.js';
import { loadTree } from './agents-kit.js';

const CORPUS = '/work/shared/corpus/real';
const W = mkdtempSync(path.join(tmpdir(), 'ctxlens-agents-'));
const A = path.join(W, '.opencode', 'agents');
mkdirSync(A, { recursive: true });
mkdirSync(path.join(W, 'sub'));
copyFileSync(`${CORPUS}/darrenhinde__OpenAgentsControl/.opencode/agent/subagents/code/reviewer.md`, path.join(A, 'reviewer.md'));
copyFileSync(`${CORPUS}/darrenhinde__OpenAgentsControl/.opencode/agent/subagents/test/simple-responder.md`, path.join(A, 'simple-responder.md'));
copyFileSync(`${CORPUS}/hugojosefson__opencode-config/agent/delegator.md`, path.join(A, 'delegator.md'));
writeFileSync(path.join(W, 'target.md'), '---\nmode: agent\n---\nvia link\n');
symlinkSync('../../target.md', path.join(A, 'linked.md'));
symlinkSync('../../missing.md', path.join(A, 'dangling.md'));
symlinkSync('loop2.md', path.join(A, 'loop1.md'));
symlinkSync('loop1.md', path.join(A, 'loop2.md'));
symlinkSync('../../sub', path.join(A, 'dir.md'));
let fifo = true;
try {
  execFileSync('mkfifo', [path.join(A, 'pipe.md')]);
} catch {
  fifo = false;
}
afterAll(() => rmSync(W, { recursive: true, force: true }));

describe('agents on disk', () => {
  const r = loadTree({}, { source: new WorktreeSource(), W });
  const byId = (id: string) => r.files.find((f) => f.id === id)!;

  it('reads through symlinks and fails like os.ReadFile on dangling links, loops and directories', () => {
    expect(r.agents.get('linked')?.mode).toBe('agent');
    expect(byId('dangling').error?.message).toBe(`failed to read agent file: open ${A}/dangling.md: no such file or directory`);
    expect(byId('loop1').error?.message).toBe(`failed to read agent file: open ${A}/loop1.md: too many levels of symbolic links`);
    expect(byId('dir').error?.message).toBe(`failed to read agent file: read ${A}/dir.md: is a directory`);
  });

  it.runIf(fifo)('never opens a FIFO', () => {
    expect(byId('pipe').status).toBe('rejected');
    expect(byId('pipe').error?.message).toMatch(/is a FIFO; /);
  });

  it('loads OpenAgentsControl reviewer.md: subagent, tools as written, permissions (plural) ignored', () => {
    const a = r.agents.get('reviewer')!;
    expect([a.mode, a.tools]).toEqual(['subagent', { read: true, grep: true, glob: true, bash: false, edit: false, write: false, task: true }]);
    const keys = r.issues.filter((i) => i.rule === 'agent-frontmatter-schema' && i.span.file === '.opencode/agents/reviewer.md').map((i) => `${i.data['key']}@${i.span.start.line}`);
    expect(keys).toEqual(['id@2', 'category@5', 'type@6', 'version@7', 'author@8', 'temperature@10', 'permissions@19', 'tags@29']);
  });

  it('simple-responder disables six trigger tools but not multiedit and ls', () => {
    const a = r.agents.get('simple-responder')!;
    expect(Object.entries(a.tools ?? {}).filter(([, v]) => !v).map(([k]) => k)).toEqual(['read', 'write', 'edit', 'grep', 'glob', 'bash', 'task', 'patch']);
  });

  it('hugojosefson delegator.md: primary → agent, permissions flagged with a suggestion', () => {
    expect(r.agents.get('delegator')?.mode).toBe('agent');
    const i = r.issues.find((x) => x.rule === 'agent-frontmatter-schema' && x.span.file === '.opencode/agents/delegator.md')!;
    expect([i.data['key'], i.data['suggestion'], i.span.start.line, i.span.start.column]).toEqual(['permissions', ' Did you mean "permission"?', 17, 1]);
  });
});
