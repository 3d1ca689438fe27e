import { join } from '../../../go/path.js';
import type { FileSource } from '../../../source/types.js';

/** The folders under `.opencode/` that OAC's registry validator scans for orphans (docs/runtimes/oac.md §4.2). */
export const COMPONENT_DIRS = ['agent', 'command', 'tool', 'plugin', 'context'];
const MAX_DEPTH = 32;

/**
 * Regular `.md` and `.ts` files under `.opencode/{agent,command,tool,plugin,context}`, relative to
 * W, as `find DIR -type f \( -name '*.md' -o -name '*.ts' \)` lists them: symlinks are neither
 * listed nor entered (docs/runtimes/oac.md §4.2).
 */
export function listComponentFiles(source: FileSource, W: string): string[] {
  const out: string[] = [];
  const walk = (rel: string, depth: number): void => {
    const list = source.readdir(join(W, rel));
    if (!list || depth > MAX_DEPTH) return;
    for (const d of list) {
      const p = `${rel}/${d.name}`;
      if (d.kind === 'dir') {
        if (d.name !== 'node_modules') walk(p, depth + 1);
      } else if (d.kind === 'file' && (d.name.endsWith('.md') || d.name.endsWith('.ts'))) out.push(p);
    }
  };
  for (const c of COMPONENT_DIRS) walk(`.opencode/${c}`, 0);
  return out;
}

/**
 * The validator's skip list (§4.2): `node_modules/`, READMEs, `*-template.md`, the tool and
 * plugin internals (`tool/index.ts`, `tool/template/index.ts`, `plugin/agent-validator.ts`,
 * `plugin/docs/`, `plugin/tests/`) and `scripts/` folders are never orphans.
 */
export function isOrphanCandidate(path: string): boolean {
  const p = `/${path}`;
  if (p.includes('/node_modules/') || p.endsWith('README.md') || p.endsWith('-template.md')) return false;
  if (p.endsWith('/tool/index.ts') || p.endsWith('/tool/template/index.ts') || p.endsWith('/plugin/agent-validator.ts')) return false;
  if (p.includes('/plugin/docs/') || p.includes('/plugin/tests/') || p.includes('/scripts/')) return false;
  return true;
}
