import type { AgentFileScope } from '../model/agents.js';
import type { LoadContext } from '../model/project.js';
import { fileSpan } from '../../../model/span.js';
import { join } from '../../../go/path.js';
import { displayPath, parseAgentFile, type ParsedAgentFile } from './agent-file.js';
import type { SchemaValidator } from '../../../load/schema.js';

/**
 * `scanAgentDirectory` (runtime-fork.md §3.2): a directory that does not exist is skipped
 * silently; one that exists but cannot be listed records the WARN `Failed to read agent directory`
 * (rule `agent-path-not-found`, message `unreadable`). Entries are read in byte order,
 * non-recursively: directories are skipped (a symlink to one is not, and fails to read), and
 * only names ending in `.md` (case-sensitive) are parsed, hidden ones included.
 * Returns every parsed file, loaded or rejected, in scan order. Never throws.
 */
export function scanAgentDirectory(ctx: LoadContext, dir: string, scope: AgentFileScope, validator: SchemaValidator): ParsedAgentFile[] {
  const out: ParsedAgentFile[] = [];
  if (ctx.source.stat(dir) === null) return out;
  const entries = ctx.source.readdir(dir);
  if (entries === null) {
    const shown = displayPath(ctx.W, dir);
    ctx.issues.push({
      rule: 'agent-path-not-found',
      messageId: 'unreadable',
      data: { path: shown },
      span: fileSpan(shown),
    });
    return out;
  }
  for (const e of entries) {
    if (e.kind === 'dir') continue;
    if (!e.name.endsWith('.md')) continue;
    out.push(parseAgentFile(ctx, join(dir, e.name), scope, validator));
  }
  return out;
}
