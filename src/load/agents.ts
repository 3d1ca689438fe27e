// OWNER: agents loader helper. Placeholder with builtins only; replaced by the full loader (issue 2).
import type { AgentFile, AgentModel } from '../model/agents.js';
import type { ConfigModel } from '../model/config.js';
import type { LoadContext } from '../model/project.js';
import { BUILTIN_AGENTS } from '../model/defaults.js';

/** Build the agent registry (runtime-fork.md §3.1). Never throws. */
export function loadAgents(_ctx: LoadContext, _config: ConfigModel): { agents: Map<string, AgentModel>; files: AgentFile[] } {
  const agents = new Map<string, AgentModel>();
  for (const b of BUILTIN_AGENTS) {
    agents.set(b.id, {
      id: b.id,
      mode: b.mode,
      native: true,
      hidden: b.hidden,
      contributions: [{ kind: 'builtin', file: null, span: null }],
      context: null,
      contextFrom: null,
      tools: null,
      allowTools: null,
      model: null,
    });
  }
  return { agents, files: [] };
}
