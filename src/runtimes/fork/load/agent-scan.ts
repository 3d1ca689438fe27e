import type { AgentFileScope } from '../model/agents.js';
import type { LoadContext } from '../model/project.js';
import { fileSpan, type Span } from '../../../model/span.js';
import { join } from '../../../go/path.js';
import { displayPath, parseAgentFile, type ParsedAgentFile } from './agent-file.js';
import type { SchemaValidator } from '../../../load/schema.js';

/** Names that look like markdown but do not end in `.md` exactly (`.MD`, `.Md`, `.markdown`, `.mdx` …), which the scan skips. */
const MARKDOWN_LIKE = /\.(md|markdown|mdown|mkdn?|mdwn|mdx|mdtxt|mdtext)$/i;

/** A span at line 1, column 1 of a file (the whole file is the subject). */
export function startSpan(file: string): Span {
  return { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}

/**
 * `scanAgentDirectory` (docs/runtimes/fork.md §3.2): a directory that does not exist is skipped
 * silently; one that exists but cannot be listed records the WARN `Failed to read agent directory`
 * (rule `agent-path-not-found`, message `unreadable`). Entries are read in byte order,
 * non-recursively: directories are skipped (a symlink to one is not, and fails to read), and
 * only names ending in `.md` (case-sensitive) are parsed, hidden ones included. Other names that
 * look like markdown (`Reviewer.MD`, `notes.markdown`) record `agent-file-not-read` (§3.5).
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
    if (!e.name.endsWith('.md')) {
      if (MARKDOWN_LIKE.test(e.name) && (e.kind === 'file' || e.kind === 'symlink')) {
        const shown = displayPath(ctx.W, join(dir, e.name));
        ctx.issues.push({ rule: 'agent-file-not-read', messageId: 'extension', data: { file: shown, id: e.name.replace(MARKDOWN_LIKE, '') }, span: startSpan(shown) });
      }
      continue;
    }
    out.push(parseAgentFile(ctx, join(dir, e.name), scope, validator));
  }
  return out;
}
