// OWNER: flows loader helper. Placeholder that loads nothing; replaced by the full loader (issue 2).
import type { ConfigModel } from '../model/config.js';
import type { FlowFile, FlowModel } from '../model/flows.js';
import type { LoadContext } from '../model/project.js';

/** Scan and load flows (runtime-fork.md §4). Never throws. */
export function loadFlows(_ctx: LoadContext, _config: ConfigModel): { flows: Map<string, FlowModel>; files: FlowFile[] } {
  return { flows: new Map(), files: [] };
}
