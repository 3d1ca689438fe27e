// OWNER: config loader helper. Placeholder that applies defaults only; replaced by the full loader (issue 2).
import type { ConfigModel } from '../model/config.js';
import type { LoadContext } from '../model/project.js';
import { DEFAULT_CONTEXT_PATHS, DEFAULT_DATA_DIRECTORY, DISCOVERY_DEFAULTS } from '../model/defaults.js';

/**
 * Locate, parse and merge `.opencode.json` (runtime-fork.md §2). May replace `ctx.W` (`workingDir`, §2.2).
 * Never throws: parse failures become `ctx.issues`.
 */
export function loadConfig(_ctx: LoadContext): ConfigModel {
  return {
    file: null,
    ignored: false,
    globalFile: null,
    contextPaths: [...DEFAULT_CONTEXT_PATHS],
    contextPathsOrigin: 'default',
    contextPathNodes: null,
    contextPathsSpan: null,
    discovery: { ...DISCOVERY_DEFAULTS, skipDirs: [] },
    discoverySpan: null,
    dataDirectory: DEFAULT_DATA_DIRECTORY,
    agentPaths: [],
    flowPaths: [],
    agents: [],
    workingDir: null,
  };
}
