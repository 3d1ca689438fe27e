import type { AgentContribution, AgentFile, AgentModel } from '../model/agents.js';
import type { ConfigModel, JsonAgentEntry } from '../model/config.js';
import type { LoadContext } from '../model/project.js';
import { BUILTIN_AGENTS } from '../model/defaults.js';
import { clean, isAbs, join } from '../../../go/path.js';
import type { ParsedAgentFile } from './agent-file.js';
import { scanAgentDirectory } from './agent-scan.js';
import { findUnreadAgentDirs } from './agent-dirs.js';
import { SchemaValidator } from '../../../load/schema.js';

/**
 * Build the agent registry exactly as `newRegistry` does (docs/runtimes/fork.md §3.1, §3.4):
 * 1. the six builtins (native);
 * 2. with `--with-global` and a known home: `~/.config/opencode/agents`, then `~/.agents/types`
 *    (merged into a native entry, otherwise replacing it);
 * 3. `<W>/.opencode/agents`, then `<W>/.agents/types` (merged into any existing entry, else added);
 * 4. `agentPaths` entries (`~/` joined to home, relative to W), added only when the ID is new;
 *    a missing or non-directory entry records `agent-path-not-found`;
 * 5. `.opencode.json` `agents` overrides (document order), which win over everything;
 * 6. clean-up: disabled agents are removed.
 *
 * Returns the registry in build order and every scanned file (loaded or rejected, in scan order).
 * Also records `agent-dir-not-read` facts for agent files in directories the fork never reads.
 * Never throws; problems become `ctx.issues`.
 */
export function loadAgents(ctx: LoadContext, config: ConfigModel): { agents: Map<string, AgentModel>; files: AgentFile[] } {
  const validator = new SchemaValidator();
  const agents = new Map<string, AgentModel>();
  const disabled = new Map<string, boolean>();
  const files: AgentFile[] = [];
  const scanned = new Set<string>();
  const scan = (dir: string, scope: AgentFile['scope']): ParsedAgentFile[] => {
    const key = clean(dir);
    if (scanned.has(key)) return [];
    scanned.add(key);
    const found = scanAgentDirectory(ctx, key, scope, validator);
    for (const f of found) files.push(f.file);
    return found.filter((f) => f.file.status === 'loaded');
  };

  for (const b of BUILTIN_AGENTS) {
    agents.set(b.id, { ...bareAgent(b.id, b.mode, true, b.hidden), contributions: [{ kind: 'builtin', file: null, span: null }], builtin: true });
  }

  if (ctx.withGlobal && ctx.home) {
    for (const dir of [join(ctx.home, '.config', 'opencode', 'agents'), join(ctx.home, '.agents', 'types')]) {
      for (const pf of scan(dir, 'global')) {
        const existing = agents.get(pf.file.id);
        if (existing && existing.native) mergeMarkdown(existing, pf.file, disabled);
        else agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
        pf.file.applied = true;
      }
    }
  }

  if (ctx.W !== '') {
    for (const dir of [join(ctx.W, '.opencode', 'agents'), join(ctx.W, '.agents', 'types')]) {
      for (const pf of scan(dir, 'project')) {
        const existing = agents.get(pf.file.id);
        if (existing) mergeMarkdown(existing, pf.file, disabled);
        else agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
        pf.file.applied = true;
      }
    }
  }

  for (const node of config.agentPaths) {
    let p = node.value;
    if (p.startsWith('~/') && ctx.home) p = join(ctx.home, p.slice(2));
    if (!isAbs(p)) p = join(ctx.W, p);
    const st = ctx.source.stat(p);
    if (st === null || st.kind !== 'dir') {
      ctx.issues.push({ rule: 'agent-path-not-found', messageId: 'notFound', data: { entry: node.value, path: p }, span: node.span });
      continue;
    }
    for (const pf of scan(p, 'agentPaths')) {
      if (agents.has(pf.file.id)) {
        pf.file.applied = false;
        continue;
      }
      agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
      pf.file.applied = true;
    }
  }

  for (const entry of config.agents) applyJson(agents, entry, config, disabled);

  for (const [id, off] of disabled) if (off) agents.delete(id);

  findUnreadAgentDirs(ctx);
  return { agents, files };
}

function contributionOf(f: AgentFile): AgentContribution {
  return { kind: 'markdown', file: f.file, span: f.span ?? null };
}

/** De-duplicate, keeping the first occurrence (`Duplicate allowTools entry …, ignoring`). */
function dedupe(xs: readonly string[]): string[] {
  return [...new Set(xs)];
}

/** A registry entry created from one markdown file (a fresh `AgentInfo`, §3.2). */
function fromMarkdown(f: AgentFile, disabled: Map<string, boolean>): AgentModel {
  const c = contributionOf(f);
  disabled.set(f.id, f.disabled);
  return {
    id: f.id,
    mode: f.effectiveMode ?? 'subagent',
    native: f.native,
    hidden: f.hidden,
    contributions: [c],
    context: f.context,
    contextFrom: f.context ? c : null,
    tools: f.tools ? { ...f.tools.value } : null,
    allowTools: f.allowTools ? [...f.allowTools.value] : null,
    model: f.model && f.model.value !== '' ? f.model.value : null,
    modeFrom: c,
    modelFrom: f.model && f.model.value !== '' ? c : null,
    toolsFrom: f.tools ? c : null,
    allowToolsFrom: f.allowTools ? c : null,
  };
}

/** `mergeMarkdownIntoExisting` (docs/runtimes/fork.md §3.4): `mode` copied verbatim, `context` replaced whole. */
function mergeMarkdown(a: AgentModel, f: AgentFile, disabled: Map<string, boolean>): void {
  const c = contributionOf(f);
  a.contributions.push(c);
  a.mode = f.effectiveMode ?? 'subagent';
  a.modeFrom = c;
  if (f.model && f.model.value !== '') {
    a.model = f.model.value;
    a.modelFrom = c;
  }
  if (f.allowTools) setAllowTools(a, f.allowTools.value, c);
  if (f.tools) setTools(a, f.tools.value, c);
  if (f.hidden) a.hidden = true;
  if (f.disabled) disabled.set(a.id, true);
  if (f.context) {
    a.context = f.context;
    a.contextFrom = c;
  }
}

/** A `tools` map from `c` (docs/runtimes/fork.md §2.5, §3.4): drops the inherited `allowTools`, then is copied over the inherited map. */
function setTools(a: AgentModel, tools: Record<string, boolean>, c: AgentContribution): void {
  a.allowTools = null;
  a.allowToolsFrom = null;
  a.tools = { ...(a.tools ?? {}), ...tools };
  a.toolsFrom = c;
}

/** An `allowTools` list from `c` (docs/runtimes/fork.md §2.5, §3.4): drops the inherited `tools`, replaced by a de-duplicated copy. */
function setAllowTools(a: AgentModel, allowTools: readonly string[], c: AgentContribution): void {
  a.tools = null;
  a.toolsFrom = null;
  a.allowTools = dedupe(allowTools);
  a.allowToolsFrom = c;
}

/** A registry entry with no contributions and nothing set beyond its identity (a built-in before its config, or a JSON-only agent). */
function bareAgent(id: string, mode: string, native: boolean, hidden: boolean): AgentModel {
  return { id, mode, native, hidden, contributions: [], context: null, contextFrom: null, tools: null, allowTools: null, model: null, modeFrom: null, modelFrom: null, toolsFrom: null, allowToolsFrom: null };
}

/** `applyConfigOverrides` for one `agents.<id>` entry (docs/runtimes/fork.md §2.5, §3.1 step 5). */
function applyJson(agents: Map<string, AgentModel>, e: JsonAgentEntry, config: ConfigModel, disabled: Map<string, boolean>): void {
  const c: AgentContribution = { kind: 'json', file: e.span.file || config.file || '.opencode.json', span: e.span };
  let a = agents.get(e.id);
  if (!a) {
    a = bareAgent(e.id, 'subagent', false, false);
    agents.set(e.id, a);
  }
  a.contributions.push(c);
  if (e.model && e.model.value !== '') {
    a.model = e.model.value;
    a.modelFrom = c;
  }
  if (e.mode && e.mode.value !== '') {
    a.mode = e.mode.value;
    a.modeFrom = c;
  }
  if (e.hidden) a.hidden = true;
  if (e.disabled) disabled.set(a.id, true);
  if (e.tools) setTools(a, e.tools.value, c);
  if (e.allowTools) setAllowTools(a, e.allowTools.value, c);
  if (e.context) {
    a.context = e.context;
    a.contextFrom = c;
  }
}
