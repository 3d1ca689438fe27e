/**
 * The order in which mainstream OpenCode 1.18 applies agent definitions (docs/runtimes/opencode.md §5.4):
 * the global, custom and project config files first, then each config directory — the
 * `opencode.json(c)` it holds (project `.opencode` and `$OPENCODE_CONFIG_DIR`), then its agent
 * files —, then the inline config.
 */
import { posix } from 'node:path';
import { configSpanAt, type ConfigDocView } from '../model/config-view.js';
import type { AgentLayer } from './agent-set.js';

/** A config document as the config loader records it, as far as the agent order needs it. */
export interface LayeredConfigDoc extends ConfigDocView {
  /** `global`, `custom`, `project`, `dotdir`, `configdir` or `inline` (docs/runtimes/opencode.md §2). */
  layer: string;
  /** Absolute path; `null` for `OPENCODE_CONFIG_CONTENT`. */
  abs: string | null;
}

/**
 * The agent layers of one start: `docs` in the config loader's order, `dirs` the config
 * directories lowest precedence first.
 */
export function agentLayers(docs: readonly LayeredConfigDoc[], dirs: readonly string[]): AgentLayer[] {
  const layer = (d: LayeredConfigDoc): AgentLayer => ({
    kind: 'config',
    abs: d.abs ?? '$OPENCODE_CONFIG_CONTENT',
    value: d.data,
    spanAt: (p, which) => configSpanAt(d, p, which),
    doc: d,
  });
  const out: AgentLayer[] = docs.filter((d) => d.layer === 'global' || d.layer === 'custom' || d.layer === 'project').map(layer);
  const inDirs = docs.filter((d) => d.layer === 'dotdir' || d.layer === 'configdir');
  for (const dir of dirs) {
    out.push(...inDirs.filter((d) => d.abs !== null && posix.dirname(d.abs) === dir).map(layer));
    out.push({ kind: 'directory', dir });
  }
  out.push(...inDirs.filter((d) => d.abs === null || !dirs.includes(posix.dirname(d.abs))).map(layer));
  out.push(...docs.filter((d) => d.layer === 'inline').map(layer));
  return out;
}
