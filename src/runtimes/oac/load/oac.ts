import type { FileSource } from '../../../source/types.js';
import { loadOacAgents } from './agents.js';
import { loadContextTree } from './context.js';
import type { OacModel, OacTrigger } from '../model/types.js';
import { hasOacShape, loadRegistry } from './registry.js';
import { loadSessions } from './sessions.js';
import { listComponentFiles } from './orphans.js';

/**
 * Build the OAC model for W, or `null` when the layer is off (docs/runtimes/oac.md §1): it
 * switches on when W has a `.opencode/context/` directory or a `registry.json` in OAC's shape.
 * Every fact the `oac-*` rules need (existence, symlink targets, frontmatter, navigation
 * references, manifests) is gathered here, once. The result is deeply frozen. Never throws for
 * bad input.
 */
export function loadOac(source: FileSource, W: string): OacModel | null {
  const tree = loadContextTree(source, W);
  const reg = loadRegistry(source, W);
  const triggers: OacTrigger[] = [];
  if (tree) triggers.push('context-tree');
  if (hasOacShape(reg)) triggers.push('registry');
  if (triggers.length === 0) return null;
  const model: OacModel = {
    triggers,
    // An unparseable registry.json beside a context tree is kept so the rule can report it.
    registry: reg !== null && (hasOacShape(reg) || reg.errors.length > 0) ? reg : null,
    tree,
    agents: loadOacAgents(source, W),
    sessions: loadSessions(source, W),
    componentFiles: listComponentFiles(source, W),
  };
  return deepFreeze(model);
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}
