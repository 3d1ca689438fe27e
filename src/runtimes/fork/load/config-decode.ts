/** Decoding the merged settings into the config model and validating them (docs/runtimes/fork.md §2.2–§2.6, §2.1 steps 10–11). */
import type { ConfigModel, DiscoverySettings, JsonAgentEntry } from '../model/config.js';
import type { ContextSpec } from '../model/context.js';
import type { LoadIssue } from '../model/project.js';
import { type Node, type Span } from '../../../model/span.js';
import { DISCOVERY_DEFAULTS } from '../model/defaults.js';
import { trimSpace } from '../../../go/path.js';
import { at, entry, type CNode } from './config-tree.js';
import { checkJsonPermissionMap } from './permission-actions.js';
import type { ConfigFile } from './config-read.js';
import { sliceItems, toGoBool, toGoInt, toGoString } from './config-weak.js';

/** Legacy agent names and their targets (`migrateOldAgentNames`, docs/runtimes/fork.md §2.1 step 11). */
const LEGACY_AGENTS: Readonly<Record<string, string>> = { task: 'explorer', title: 'descriptor' };

/** Strings of a slice-typed value (weak typing applied), with spans; `null` when it cannot be decoded. */
export function stringNodes(n: CNode): Node<string>[] | null {
  const out: Node<string>[] = [];
  for (const it of sliceItems(n).items) {
    const c = toGoString(it);
    if (!c.ok) return null;
    out.push({ value: c.value, span: it.span });
  }
  return out;
}

function stringNode(n: CNode | null): Node<string> | null {
  if (!n) return null;
  const c = toGoString(n);
  return c.ok ? { value: c.value, span: n.span } : null;
}

function boolOf(n: CNode | null, dflt: boolean): boolean {
  if (!n) return dflt;
  const c = toGoBool(n);
  return c.ok ? c.value : dflt;
}

/** Fill the model fields from the merged, env-applied settings (§2.3–§2.6). */
export function decodeModel(model: ConfigModel, s: CNode, global: ConfigFile | null, issues: LoadIssue[]): void {
  const cp = at(s, 'contextpaths');
  if (cp) {
    const nodes = stringNodes(cp);
    if (nodes) {
      model.contextPaths = nodes.map((n) => n.value);
      if (cp.env) model.contextPathsOrigin = 'env';
      else {
        model.contextPathsOrigin = global && cp.span.file === global.file ? 'global' : 'project';
        model.contextPathNodes = nodes;
        model.contextPathsSpan = cp.span;
      }
    }
  }
  const cd = at(s, 'contextdiscovery');
  const d: DiscoverySettings = { ...DISCOVERY_DEFAULTS, skipDirs: [] };
  if (cd && cd.kind === 'object') {
    d.enabled = boolOf(at(cd, 'enabled'), DISCOVERY_DEFAULTS.enabled);
    for (const [k, lower] of [
      ['maxFiles', 'maxfiles'],
      ['maxDepth', 'maxdepth'],
      ['maxFileBytes', 'maxfilebytes'],
      ['maxSessionBytes', 'maxsessionbytes'],
    ] as const) {
      const v = at(cd, lower);
      const c = v ? toGoInt(v) : null;
      if (c?.ok) d[k] = c.value;
    }
    const sd = at(cd, 'skipdirs');
    d.skipDirs = sd ? (stringNodes(sd) ?? []).map((n) => n.value) : [];
    if (!cd.env && cd.span.file !== '') model.discoverySpan = cd.span;
  }
  model.discovery = d;
  const dd = stringNode(at(s, 'data', 'directory'));
  if (dd) model.dataDirectory = dd.value;
  const ap = at(s, 'agentpaths');
  model.agentPaths = ap ? stringNodes(ap) ?? [] : [];
  const fp = at(s, 'flowpaths');
  model.flowPaths = fp ? stringNodes(fp) ?? [] : [];
  model.workingDir = stringNode(at(s, 'workingdir'));
  const agents = at(s, 'agents');
  if (agents && agents.kind === 'object') {
    for (const e of agents.entries) {
      if (e.value.kind !== 'object') continue;
      const target = LEGACY_AGENTS[e.key];
      if (target) {
        // §2.1 step 11: renamed only when the target entry is absent, but with any provider
        // credential (without one the load fails) the builtin target always exists: dropped.
        issues.push({ rule: 'config-legacy-agent', messageId: 'dropped', data: { key: e.written.value, id: e.key, target }, span: e.written.span });
        continue;
      }
      model.agents.push(agentEntry(e.key, e.written, e.value));
      const perm = at(e.value, 'permission');
      if (perm) checkJsonPermissionMap(perm, `agents.${e.written.value}.permission`, issues);
    }
  }
  const rules = at(s, 'permission', 'rules');
  if (rules) checkJsonPermissionMap(rules, 'permission.rules', issues);
  const skill = at(s, 'permission', 'skill');
  if (skill) checkJsonPermissionMap(skill, 'permission.skill', issues, 1);
}

function agentEntry(id: string, key: Node<string>, a: CNode): JsonAgentEntry {
  const tools = at(a, 'tools');
  let toolsNode: Node<Record<string, boolean>> | null = null;
  if (tools && tools.kind === 'object') {
    const rec: Record<string, boolean> = {};
    for (const t of tools.entries) rec[t.key] = boolOf(t.value, false);
    toolsNode = { value: rec, span: tools.span };
  }
  const allow = at(a, 'allowtools');
  const allowNodes = allow ? stringNodes(allow) : null;
  const ctxNode = at(a, 'context');
  return {
    key,
    id,
    span: a.span,
    mode: stringNode(at(a, 'mode')),
    model: stringNode(at(a, 'model')),
    context: ctxNode ? contextSpec(ctxNode) : null,
    tools: toolsNode,
    allowTools: allow && allowNodes ? { value: allowNodes.map((n) => n.value), span: allow.span } : null,
    disabled: boolOf(at(a, 'disabled'), false),
    hidden: boolOf(at(a, 'hidden'), false),
  };
}

/**
 * An agent's `context` object as decoded (docs/runtimes/fork.md §2.5): keys case-insensitive, unknown
 * keys dropped (recorded in `unknownKeys`), `paths` `null` when absent, `[]` declared (U4), a
 * string split on `,`. `null` when the value is not an object (the load fails, reported elsewhere).
 */
export function contextSpec(n: CNode): ContextSpec | null {
  if (n.kind !== 'object') return null;
  const paths = entry(n, 'paths');
  const nested = entry(n, 'nested');
  const nestedC = nested ? toGoBool(nested.value) : null;
  return {
    span: n.span,
    paths: paths ? stringNodes(paths.value) : null,
    pathsSpan: paths ? paths.value.span : null,
    mode: stringNode(entry(n, 'mode')?.value ?? null),
    nested: nested && nestedC?.ok ? { value: nestedC.value, span: nested.value.span } : null,
    unknownKeys: n.entries.filter((e) => !['paths', 'mode', 'nested'].includes(e.key)).map((e) => e.written),
  };
}

/** Fatal validation errors (docs/runtimes/fork.md §2.1 step 10, §2.3 sessionProvider, §2.5). */
export function validate(s: CNode): { message: string; span: Span }[] {
  const out: { message: string; span: Span }[] = [];
  const sp = at(s, 'sessionprovider');
  const type = stringNode(at(s, 'sessionprovider', 'type'));
  const t = type?.value || 'sqlite';
  if (t !== 'sqlite' && t !== 'mysql') {
    out.push({ message: `session provider validation failed: invalid session provider type: ${t} (must be 'sqlite' or 'mysql')`, span: type!.span });
  } else if (t === 'mysql' && !stringNode(at(s, 'sessionprovider', 'mysql', 'dsn'))?.value) {
    for (const f of ['host', 'database', 'username', 'password']) {
      if (!stringNode(at(s, 'sessionprovider', 'mysql', f))?.value) {
        out.push({ message: `session provider validation failed: MySQL ${f} is required when using MySQL session provider (or provide DSN)`, span: (type ?? stringNode(sp))?.span ?? sp!.span });
        break;
      }
    }
  }
  const agents = at(s, 'agents');
  const entries = agents?.kind === 'object' ? [...agents.entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) : [];
  for (const e of entries) {
    if (e.value.kind !== 'object') continue;
    const prompt = stringNode(at(e.value, 'prompt'));
    const lpp = stringNode(at(e.value, 'langfusepromptpath'));
    if (prompt && prompt.value !== '' && lpp && trimSpace(lpp.value) !== '') {
      out.push({ message: `agent "${e.key}": prompt and langfusePromptPath are mutually exclusive — declare exactly one`, span: lpp.span });
    }
    const tools = at(e.value, 'tools');
    const allow = at(e.value, 'allowtools');
    const allowN = allow ? stringNodes(allow) : null;
    if (tools && tools.kind === 'object' && tools.entries.length > 0 && allowN && allowN.length > 0) {
      out.push({ message: `agent "${e.key}": tools and allowTools are mutually exclusive — declare exactly one`, span: allow!.span });
    }
  }
  return out;
}
