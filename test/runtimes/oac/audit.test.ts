import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOac } from '../../../src/runtimes/oac/load/oac.js';
import { buildOacAudit } from '../../../src/report/audit-oac.js';
import { oacAuditMarkdown, oacAuditText } from '../../../src/report/audit-oac-format.js';
import { MemorySource } from '../../../src/source/memory.js';
import { WorktreeSource } from '../../../src/source/worktree.js';
import { agent, contextTree, entry, registry } from '../../rules/opencode/oac-trees.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** A counter that is easy to check by hand: one token per 4 UTF-16 units, rounded up. */
const quarter = (t: string) => Math.ceil(t.length / 4);

describe('OAC audit section (docs/runtimes/oac.md §10)', () => {
  it('tabulates categories with bytes, tokens and dependents', () => {
    const tree = contextTree({
      'registry.json': registry({
        contexts: [entry('standards-code', 'context', '.opencode/context/core/standards/code-quality.md')],
        subagents: [entry('coder', 'subagent', '.opencode/agent/coder.md', { dependencies: ['context:standards-code'] })],
      }),
      '.opencode/agent/coder.md': agent('name: CoderAgent\ndependencies:\n  - context:core/standards/code-quality\n  - context:ui/*'),
      '.opencode/context/ui/navigation.md': '# UI\n\n`web.md`\n',
      '.opencode/context/ui/web.md': '12345678',
      '.opencode/context/core/standards/code.md': { symlink: 'code-quality.md' },
    });
    const a = buildOacAudit(loadOac(new MemorySource('/w', tree), '/w')!, quarter);
    const bytes = (k: string) => Buffer.byteLength(tree[k] as string);
    const core = ['.opencode/context/core/navigation.md', '.opencode/context/core/standards/code-quality.md'];
    const ui = ['.opencode/context/ui/navigation.md', '.opencode/context/ui/web.md'];
    expect(a.categories).toEqual([
      { category: '(root)', files: 1, bytes: bytes('.opencode/context/navigation.md'), tokens: quarter(tree['.opencode/context/navigation.md'] as string), registryDependents: [], agentDependents: [] },
      {
        category: 'core',
        files: 2,
        bytes: core.reduce((n, k) => n + bytes(k), 0),
        tokens: core.reduce((n, k) => n + quarter(tree[k] as string), 0),
        registryDependents: ['subagents:coder'],
        agentDependents: ['CoderAgent'],
      },
      { category: 'ui', files: 2, bytes: ui.reduce((n, k) => n + bytes(k), 0), tokens: ui.reduce((n, k) => n + quarter(tree[k] as string), 0), registryDependents: [], agentDependents: ['CoderAgent'] },
    ]);
  });

  it('prints the keyword index of the broken fixture, marking missing and unknown files', () => {
    const a = buildOacAudit(loadOac(new WorktreeSource(), path.join(ROOT, 'test/fixtures/oac/broken'))!, quarter);
    expect(a.sessions).toEqual([
      {
        manifest: '.tmp/sessions/20250118-143022-a4f2/.manifest.json',
        keywords: [
          {
            keyword: 'user-auth',
            files: [
              { path: 'features/user-auth-context.md', status: 'listed' },
              { path: 'tasks/user-auth-tasks.md', status: 'listed' },
              { path: 'code/user-auth-context.md', status: 'missing' },
              { path: 'tasks/old-tasks.md', status: 'unknown' },
            ],
          },
        ],
      },
    ]);
    const text = oacAuditText(a);
    expect(text).toContain('core          5    649  ');
    expect(text).toContain('registry: contexts:a, contexts:b');
    expect(text).toContain('user-auth  features/user-auth-context.md, tasks/user-auth-tasks.md, code/user-auth-context.md (missing), tasks/old-tasks.md (not in context_files)\n');
    expect(oacAuditMarkdown(a)).toContain('| core | 5 | 649 |');
  });
});
