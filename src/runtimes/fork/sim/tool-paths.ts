/**
 * Trigger tools and their target directories (docs/runtimes/fork.md §6.6, `ExtractPathsFromCall`).
 */
import { parseTree } from 'jsonc-parser';
import type { AgentModel } from '../model/agents.js';
import { TRIGGER_TOOLS } from '../model/defaults.js';
import type { FileSource } from '../../../source/types.js';
import { clean, dir, isAbs, join, trimSpace } from '../../../go/path.js';

/** Raw paths of one call, before joining to W; `patchGroups` tells the two patch groups apart (U13). */
export interface RawPaths {
  /** How each path is turned into a directory. */
  how: 'parent' | 'stat' | 'as-is';
  paths: string[];
  /** For `patch`: the Update/Delete paths and the Add paths, each in first-appearance order. */
  patchGroups?: { needed: string[]; added: string[] };
}

/**
 * Decode the tool input like Go `json.Unmarshal` into a struct of string fields: keys match
 * case-insensitively, the last match wins, `null` leaves the field unchanged (`""` when never
 * set), any other non-string value is a decode error (`null` result) — also when a later
 * duplicate key is a string, since Go reports the first type error after decoding the rest.
 * A non-object top level other than `null` is an error too. A string `input` is raw JSON text,
 * and its duplicate keys are seen in document order.
 */
export function decodeStringFields(input: unknown, fields: readonly string[]): Record<string, string> | null {
  let v = input;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) return decodeObjectText(input as string, fields);
  }
  const out: Record<string, string> = Object.fromEntries(fields.map((f) => [f, '']));
  if (v === null) return out;
  if (typeof v !== 'object' || Array.isArray(v)) return null;
  for (const [k, val] of Object.entries(v as Record<string, unknown>)) {
    const f = fields.find((x) => x.toLowerCase() === k.toLowerCase());
    if (f === undefined) continue;
    if (val === null) continue;
    if (typeof val !== 'string') return null;
    out[f] = val;
  }
  return out;
}

/** `decodeStringFields` over the text of a JSON object (already validated by `JSON.parse`), property by property in document order. */
function decodeObjectText(text: string, fields: readonly string[]): Record<string, string> | null {
  const out: Record<string, string> = Object.fromEntries(fields.map((f) => [f, '']));
  const root = parseTree(text, [], { disallowComments: true });
  let typeError = false;
  for (const prop of root?.children ?? []) {
    const [k, val] = prop.children ?? [];
    if (k === undefined || val === undefined || typeof k.value !== 'string') continue;
    const f = fields.find((x) => x.toLowerCase() === (k.value as string).toLowerCase());
    if (f === undefined || val.type === 'null') continue;
    if (val.type !== 'string') typeError = true;
    else out[f] = val.value as string;
  }
  return typeError ? null : out;
}

/**
 * The `glob` pattern prefix (§6.6): the part before the first `*`, `?`, `[` or `{`, cut at its
 * last `/`, only when that `/` is not at index 0. `""` when there is none.
 */
export function globPrefix(pattern: string): string {
  const m = pattern.search(/[*?[{]/);
  const before = m < 0 ? pattern : pattern.slice(0, m);
  const slash = before.lastIndexOf('/');
  return slash > 0 ? before.slice(0, slash) : '';
}

/**
 * Patch headers (§6.6, `diff.IdentifyFilesNeeded` / `IdentifyFilesAdded`): the text is trimmed and
 * split on `\n`; the path is the rest of a line starting with the header, verbatim (a CR is kept).
 * Each group is de-duplicated and kept in first-appearance order (ctxlens's deterministic choice, U13).
 */
export function patchPaths(text: string): { needed: string[]; added: string[] } {
  const needed: string[] = [];
  const added: string[] = [];
  for (const line of trimSpace(text).split('\n')) {
    for (const [h, group] of [['*** Update File: ', needed], ['*** Delete File: ', needed], ['*** Add File: ', added]] as const) {
      if (line.startsWith(h)) {
        const p = line.slice(h.length);
        if (!group.includes(p)) group.push(p);
      }
    }
  }
  return { needed, added };
}

/** The raw paths a call names (§6.6), or `null` for a tool that is not wrapped or an input that does not decode. */
export function extractRawPaths(tool: string, input: unknown): RawPaths | null {
  if (!TRIGGER_TOOLS.includes(tool)) return null;
  if (tool === 'patch') {
    const d = decodeStringFields(input, ['patch_text']);
    if (d === null) return null;
    const g = patchPaths(d['patch_text']!);
    return { how: 'parent', paths: [...g.needed, ...g.added], patchGroups: g };
  }
  if (tool === 'glob') {
    const d = decodeStringFields(input, ['pattern', 'path']);
    if (d === null) return null;
    const paths: string[] = [];
    if (d['path'] !== '') paths.push(d['path']!);
    const prefix = globPrefix(d['pattern']!);
    if (prefix !== '') paths.push(join(d['path']!, prefix));
    return { how: 'stat', paths };
  }
  const d = decodeStringFields(input, ['file_path', 'path']);
  if (d === null) return null;
  const paths = [d['file_path']!, d['path']!].filter((p) => p !== '');
  if (tool === 'grep') return { how: 'stat', paths };
  if (tool === 'ls') return { how: 'as-is', paths };
  return { how: 'parent', paths };
}

/** A path joined to W when relative, cleaned when absolute (§6.6). */
export function absUnder(W: string, p: string): string {
  return isAbs(p) ? clean(p) : join(W, p);
}

/**
 * The target directories of a call (§6.6): raw paths joined to W, then the parent (read, write,
 * edit, multiedit, patch), the path itself (ls), or the `Stat` rule (grep, glob: itself when a
 * directory or when stat fails, its parent when a non-directory). De-duplicated, order kept.
 */
export function targetDirs(source: Pick<FileSource, 'stat'>, W: string, tool: string, input: unknown): string[] {
  const raw = extractRawPaths(tool, input);
  if (raw === null) return [];
  const out: string[] = [];
  for (const p of raw.paths) {
    const a = absUnder(W, p);
    let d: string;
    if (raw.how === 'parent') d = dir(a);
    else if (raw.how === 'as-is') d = a;
    else {
      const st = source.stat(a);
      d = st !== null && st.kind !== 'dir' ? dir(a) : a;
    }
    if (!out.includes(d)) out.push(d);
  }
  return out;
}

/** Simple `*` wildcard match for tool-name patterns. */
function wildcard(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name;
  const re = new RegExp('^' + pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '$');
  return re.test(name);
}

/**
 * Whether a tool is enabled for an agent (`IsToolEnabled`, §6.1, U23): a non-empty `allowTools`
 * enables only the tools it lists; otherwise a `tools` entry set to `false` (exact name, or a `*`
 * pattern) disables it. No agent (`null`): enabled.
 */
export function isToolEnabled(agent: Pick<AgentModel, 'allowTools' | 'tools'> | null, tool: string): boolean {
  if (agent === null) return true;
  if (agent.allowTools && agent.allowTools.length > 0) return agent.allowTools.some((p) => wildcard(p, tool));
  const tools = agent.tools ?? {};
  if (Object.prototype.hasOwnProperty.call(tools, tool)) return tools[tool] !== false;
  for (const [p, v] of Object.entries(tools)) if (p.includes('*') && wildcard(p, tool)) return v !== false;
  return true;
}

/** True when every trigger tool is disabled for the agent (U23: the manifest promises injections that cannot happen). */
export function noTriggerToolEnabled(agent: Pick<AgentModel, 'allowTools' | 'tools'> | null): boolean {
  return TRIGGER_TOOLS.every((t) => !isToolEnabled(agent, t));
}
