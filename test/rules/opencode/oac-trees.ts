/**
 * Small OAC trees for the `oac-*` rule tables (docs/runtimes/oac.md): a registry builder and a
 * position helper, so expectations name real lines and columns without counting by hand.
 */
import type { MemoryNode } from '../../../src/source/memory.js';

/** A registry entry as OAC writes it. */
export function entry(id: string, type: string, path: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, name: id, type, path, description: id, tags: [], dependencies: [], category: 'standard', ...extra };
}

/** `registry.json` text (2-space JSON, as OAC's) from sections and optional profiles. */
export function registry(components: Record<string, Record<string, unknown>[]>, profiles: Record<string, string[]> = {}): string {
  const p = Object.fromEntries(Object.entries(profiles).map(([k, v]) => [k, { name: k, description: k, components: v }]));
  return JSON.stringify({ version: '2.0.0', schema_version: '2.0.0', repository: 'x', components, profiles: p, metadata: {} }, null, 2) + '\n';
}

/** 1-based line and UTF-16 column of the `nth` (0-based) occurrence of `needle` in `text`. */
export function pos(text: string, needle: string, nth = 0): { line: number; column: number } {
  let i = -1;
  for (let k = 0; k <= nth; k++) {
    i = text.indexOf(needle, i + 1);
    if (i < 0) throw new Error(`"${needle}" #${nth} not in text`);
  }
  const before = text.slice(0, i);
  const line = before.split('\n').length;
  return { line, column: i - before.lastIndexOf('\n') };
}

/** A minimal context tree that switches the layer on: a root navigation listing one category. */
export function contextTree(extra: Record<string, MemoryNode> = {}): Record<string, MemoryNode> {
  return {
    '.opencode/context/navigation.md': '# Context\n\n- `core/navigation.md`\n',
    '.opencode/context/core/navigation.md': '# Core\n\n| File | Priority |\n|---|---|\n| `standards/code-quality.md` | critical |\n',
    '.opencode/context/core/standards/code-quality.md': '<!-- Context: core/standards | Priority: critical | Version: 1.0 | Updated: 2026-01-06 -->\n# Code quality\n',
    ...extra,
  };
}

/** An agent file with frontmatter lines. */
export function agent(frontmatter: string, body = 'You are an agent.'): string {
  return `---\n${frontmatter}\n---\n\n${body}\n`;
}

/** A session manifest in the documented shape (docs/runtimes/oac.md §9.1), with overrides. */
export function manifest(over: Record<string, unknown> = {}): string {
  return (
    JSON.stringify(
      {
        session_id: '20250118-143022-a4f2',
        created_at: '2025-01-18T14:30:22Z',
        last_activity: '2025-01-18T14:35:10Z',
        context_files: {
          'features/user-auth-context.md': { created: '2025-01-18T14:30:22Z', for: '@TaskManager', keywords: ['user-auth', 'features'] },
          'tasks/user-auth-tasks.md': { created: '2025-01-18T14:32:15Z', for: '@TaskManager', keywords: ['user-auth'] },
        },
        context_index: { 'user-auth': ['features/user-auth-context.md', 'tasks/user-auth-tasks.md'], features: ['features/user-auth-context.md'] },
        ...over,
      },
      null,
      2,
    ) + '\n'
  );
}

/** The session folder of `manifest()`, relative to W. */
export const SESSION = '.tmp/sessions/20250118-143022-a4f2';

/** A project with the layer on, TaskManager, and one session holding `manifestText` and the listed files. */
export function sessionTree(manifestText: string, files: Record<string, MemoryNode> = { 'features/user-auth-context.md': '# ctx\n', 'tasks/user-auth-tasks.md': '# tasks\n' }): Record<string, MemoryNode> {
  return contextTree({
    '.opencode/agent/subagents/core/task-manager.md': agent('id: task-manager\nname: TaskManager\nmode: subagent'),
    [`${SESSION}/.manifest.json`]: manifestText,
    ...Object.fromEntries(Object.entries(files).map(([k, v]) => [`${SESSION}/${k}`, v])),
  });
}
