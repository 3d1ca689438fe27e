import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOac } from '../../../src/runtimes/oac/load/oac.js';
import { buildOacAudit } from '../../../src/report/audit-oac.js';
import { oacAuditMarkdown, oacAuditText } from '../../../src/report/audit-oac-format.js';
import { MemorySource } from '../../../src/source/memory.js';
import { WorktreeSource } from '../../../src/source/worktree.js';
import { agent, contextTree, entry, registry } from '../../rules/opencode/oac-trees.js';
import { CLI_ENTRY } from '../../helpers/entries.js';

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

describe('ctxlens audit on an OAC project (the built CLI; docs/runtimes/oac.md §10)', () => {
  const cli = (args: string[]) => spawnSync(process.execPath, [CLI_ENTRY, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const broken = path.join(ROOT, 'test/fixtures/oac/broken');

  it('adds the oac key to --format json, under the opencode runtime', () => {
    const r = cli(['audit', '--format', 'json', broken]);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as { runtime: string; oac: { categories: { category: string; files: number; bytes: number }[]; sessions: { manifest: string }[] } };
    expect(out.runtime).toBe('opencode');
    expect(out.oac.categories.map((c) => [c.category, c.files, c.bytes])).toEqual([
      ['(root)', 1, 84],
      ['core', 5, 649],
    ]);
    expect(out.oac.sessions.map((s) => s.manifest)).toEqual(['.tmp/sessions/20250118-143022-a4f2/.manifest.json']);
  });

  it('prints the section between the agents and the findings', () => {
    const r = cli(['audit', broken]);
    const at = (s: string) => r.stdout.indexOf(s);
    expect(at('Agents')).toBeGreaterThan(-1);
    expect(at('OpenAgentsControl context tree (.opencode/context/)')).toBeGreaterThan(at('Agents'));
    expect(at('Keyword index of .tmp/sessions/20250118-143022-a4f2/.manifest.json')).toBeGreaterThan(at('OpenAgentsControl context tree'));
    expect(at('oac-registry-path')).toBeGreaterThan(at('Keyword index'));
  });
});

describe('oacManifests in ctxlens.config.json (docs/runtimes/oac.md §9.1)', () => {
  it('checks a manifest the config names, outside .tmp/sessions', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ctxlens-oac-'));
    try {
      const files: Record<string, string> = {
        ...(contextTree() as Record<string, string>),
        'ctxlens.config.json': '{"oacManifests": ["work/review/.manifest.json", "work/none/.manifest.json"]}\n',
        'work/review/.manifest.json': JSON.stringify({ session_id: 'review', created_at: '2025-01-18T14:30:22Z', last_activity: '2025-01-18T14:35:10Z', context_files: { 'a.md': { created: '2025-01-18T14:30:22Z', for: '@general' } } }),
      };
      for (const [p, t] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
        writeFileSync(path.join(dir, p), t);
      }
      const r = spawnSync(process.execPath, [CLI_ENTRY, 'lint', '--format', 'json', dir], { encoding: 'utf8' });
      const out = JSON.parse(r.stdout) as { findings: { ruleId: string; file: string; message: string }[] };
      expect(out.findings.map((f) => [f.ruleId, f.file, f.message])).toEqual([
        ['oac-session-file', 'work/review/.manifest.json', '"a.md" is not in work/review/; a subagent sent to it reads nothing.'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
