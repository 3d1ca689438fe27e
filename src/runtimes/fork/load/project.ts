import type { FileSource } from '../../../source/types.js';
import type { LoadContext, LoadOptions, ProjectModel } from '../model/project.js';
import { loadConfig } from './config.js';
import { loadAgents } from './agents.js';
import { loadFlows } from './flows.js';

/**
 * Load the whole project model from a file source: config (docs/runtimes/fork.md §2), agents (§3), flows (§4).
 * Read-only; nothing from the repository is executed. Never throws for bad input:
 * problems become `issues` with positions. The result is frozen.
 */
export function loadProject(source: FileSource, opts: LoadOptions): ProjectModel {
  const home = opts.env['HOME'] ?? null;
  const ctx: LoadContext = { ...opts, source, W: opts.cwd, home: home === '' ? null : home, documents: new Map(), issues: [] };
  const config = loadConfig(ctx);
  const { agents, files: agentFiles } = loadAgents(ctx, config);
  const { flows, files: flowFiles } = loadFlows(ctx, config);
  return Object.freeze({
    cwd: opts.cwd,
    W: ctx.W,
    source,
    env: opts.env,
    withGlobal: opts.withGlobal,
    home: ctx.home,
    config,
    agents,
    agentFiles,
    flows,
    flowFiles,
    documents: ctx.documents,
    issues: ctx.issues,
  });
}
