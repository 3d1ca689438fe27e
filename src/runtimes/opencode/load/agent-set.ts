/**
 * The agent loader of mainstream OpenCode 1.18 (V1), docs/runtimes/opencode.md §5: reads every
 * agent definition of the config documents and config directories it is given, in the runtime's
 * order, and merges them into agents. The only part of the agent model that reads files (through
 * the file source).
 */
import { grayMatter } from '../../../load/gray-matter.js';
import { rel } from '../../../go/path.js';
import { SchemaValidator, type SpanAt } from '../../../load/schema.js';
import { parseYaml, yamlPointerSpan, type YamlDoc } from '../../../load/yaml-doc.js';
import { quickPointerRange, quickYamlTree, type QuickNode } from '../../../load/yaml-quick-spans.js';
import { LineIndex, pointer as joinPointer, type Span } from '../../../model/span.js';
import type { FileSource } from '../../../source/types.js';
import { BUILTIN_AGENTS, deepestViolations, V2_AGENT_KEYS, type AgentDefinition, type AgentMarkdown, type AgentViolation, type AgentMode, type AgentSet, type ResolvedAgent } from '../model/agent-set.js';
import { findAgentFiles, type AgentFile } from './agent-discovery.js';
import { FrontmatterReader, quickMatter, quickTreeOf } from './agent-markdown.js';
import { OcRunCache } from './run-cache.js';

/**
 * Largest markdown agent file ctxlens reads, in bytes (256 MiB, as for instruction files): a larger
 * one is left out of the definitions and listed in `AgentSet.tooLarge` (its text could not even be
 * one JavaScript string past 512 Mi code units).
 */
export const MAX_AGENT_FILE_BYTES = 256 * 1024 * 1024;

/** A config document whose `agent`, `mode` and `agents` entries define agents. */
export interface ConfigLayer {
  kind: 'config';
  /** Absolute path of the document. */
  abs: string;
  /** The document's value after substitution and JSONC parsing. */
  value: unknown;
  /** Span of a JSON pointer into the document (`/agent/review/mode`). */
  spanAt: SpanAt;
  /** The parsed document `value` comes from, when the layer was made from one (its definitions are then kept per run). */
  doc?: object;
}

/** A config directory (global, each project `.opencode`, `~/.opencode`, `$OPENCODE_CONFIG_DIR`) whose agent files define agents. */
export interface DirectoryLayer {
  kind: 'directory';
  /** Absolute path of the directory. */
  dir: string;
}

/** Config documents and directories, lowest precedence first (docs/runtimes/opencode.md §2, §5.1). */
export type AgentLayer = ConfigLayer | DirectoryLayer;

export interface AgentLoadOptions {
  /** The linted directory W: spans name files relative to it. */
  root: string;
  layers: readonly AgentLayer[];
  /** Shared per run; a new one is made when absent. */
  validator?: SchemaValidator;
  /**
   * The run's memo (docs/runtimes/opencode.md §6.8): agent files read, parsed and checked once for
   * every Location of the run. Absent: nothing is kept.
   */
  cache?: OcRunCache;
}

/**
 * Load every agent definition of `layers` and merge them with the built-ins.
 * Never throws for bad input: unreadable files are skipped as the runtime skips them, and every
 * problem is kept on the definition for the rules.
 */
export function loadAgents(source: FileSource, opts: AgentLoadOptions): AgentSet {
  const validator = opts.validator ?? new SchemaValidator();
  const cache = opts.cache !== undefined && opts.cache.source === source ? opts.cache : null;
  const reader = new FrontmatterReader();
  const definitions: AgentDefinition[] = [];
  const tooLarge: { abs: string; file: string; size: number }[] = [];
  for (const layer of opts.layers) {
    if (layer.kind === 'config') definitions.push(...cachedConfigDefinitions(layer, opts.root, validator, cache));
    else {
      const files = cache === null ? findAgentFiles(source, layer.dir) : OcRunCache.once(cache.agentFiles, layer.dir, () => findAgentFiles(source, layer.dir));
      for (const f of files) {
        const st = source.stat(f.abs);
        if (st !== null && st.kind === 'file' && st.size > MAX_AGENT_FILE_BYTES) {
          tooLarge.push({ abs: f.abs, file: displayPath(opts.root, f.abs), size: st.size });
          continue;
        }
        const d = cachedMarkdownDefinition(source, f, opts.root, reader, validator, cache);
        if (d) definitions.push(d);
      }
    }
  }
  return { definitions, agents: mergeAgents(definitions), ...(tooLarge.length > 0 ? { tooLarge } : {}) };
}

/** `configDefinitions` once per config document and display path when the layer names its document. */
function cachedConfigDefinitions(layer: ConfigLayer, root: string, validator: SchemaValidator, cache: OcRunCache | null): AgentDefinition[] {
  if (cache === null || layer.doc === undefined) return configDefinitions(layer, root, validator);
  let byFile = cache.configDefinitions.get(layer.doc);
  if (byFile === undefined) cache.configDefinitions.set(layer.doc, (byFile = new Map()));
  return OcRunCache.once(byFile, displayPath(root, layer.abs), () => configDefinitions(layer, root, validator));
}

/**
 * `markdownDefinition` with the run's memo: the file is read once per run, and its definition is
 * kept per display path when its frontmatter reads the same in every session.
 */
function cachedMarkdownDefinition(source: FileSource, f: AgentFile, root: string, reader: FrontmatterReader, validator: SchemaValidator, cache: OcRunCache | null): AgentDefinition | null {
  if (cache === null) return markdownDefinition(source, f, root, reader, validator);
  const key = `${f.abs}\0${displayPath(root, f.abs)}\0${f.relative}\0${f.kind}\0${f.pathId}`;
  const kept = cache.markdownDefinitions.get(key);
  if (kept !== undefined) return kept;
  const text = OcRunCache.once(cache.agentTexts, f.abs, () => {
    const r = source.readFile(f.abs);
    return r.ok ? r.data.toString('utf8') : null;
  });
  if (text === null) return null;
  const { definition, reusable } = definitionOfText(text, f, root, reader, validator, cache.markdownReads);
  if (reusable) cache.markdownDefinitions.set(key, definition);
  return definition;
}

/** A path as findings show it: relative to W when inside it, else absolute. */
function displayPath(W: string, abs: string): string {
  const r = rel(W, abs);
  return r === null || r === '..' || r.startsWith('../') ? abs : r;
}

function asObject(x: unknown): Record<string, unknown> | null {
  return x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : null;
}

/**
 * The schema violations of agent settings (deepest first, `deepestViolations`): none, without the
 * validator, for settings the schema plainly accepts (`SchemaValidator.plainly`, src/load/schema-quick.ts).
 */
function agentViolations(validator: SchemaValidator, settings: Record<string, unknown>, spanAt: SpanAt): AgentViolation[] {
  return validator.plainly('opencode-agent', settings) ? [] : deepestViolations(validator.validate('opencode-agent', settings, spanAt));
}

function configDefinitions(layer: ConfigLayer, root: string, validator: SchemaValidator): AgentDefinition[] {
  const doc = asObject(layer.value);
  if (!doc) return [];
  const file = displayPath(root, layer.abs);
  const out: AgentDefinition[] = [];
  const v1Ids = new Set<string>();
  for (const key of ['agent', 'mode'] as const) {
    const map = asObject(doc[key]);
    if (!map) continue;
    for (const [id, raw] of Object.entries(map)) {
      if (key === 'agent') v1Ids.add(id);
      const base = joinPointer(`/${key}`, id);
      const settings = asObject(raw) ?? {};
      const spanAt: SpanAt = (p, which) => layer.spanAt(base + p, which);
      let keyAt: Span | null = null;
      out.push({
        origin: key === 'agent' ? 'config-agent' : 'config-mode',
        file,
        abs: layer.abs,
        configDir: null,
        written: settings,
        promptFrontmatterKeys: promptFrontmatter(settings['prompt']),
        pathId: id,
        id,
        settings,
        markdown: null,
        kept: true,
        dropReason: null,
        violations: asObject(raw) ? agentViolations(validator, settings, spanAt) : [],
        // Looked up on first read, then kept: positions need the document's parse tree, which only a finding needs.
        get span(): Span {
          return (keyAt ??= layer.spanAt(base, 'key'));
        },
        spanAt,
        frontmatterSpan: null,
      });
    }
  }
  const v2 = asObject(doc['agents']);
  for (const [id, raw] of Object.entries(v2 ?? {})) {
    const base = joinPointer('/agents', id);
    const entry = asObject(raw) ?? {};
    const lowered: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(entry)) {
      if (k === 'system') lowered['prompt'] = v;
      else if (k === 'disabled') lowered['disable'] = v;
      else if (V2_AGENT_KEYS.includes(k) && k !== 'request') lowered[k] = v;
    }
    const conflicting = v1Ids.has(id);
    const spanAt: SpanAt = (p, which) => layer.spanAt(base + p, which);
    let keyAt: Span | null = null;
    out.push({
      origin: 'config-agents',
      file,
      abs: layer.abs,
      configDir: null,
      written: entry,
      promptFrontmatterKeys: promptFrontmatter(lowered['prompt']),
      pathId: id,
      id,
      settings: lowered,
      markdown: null,
      kept: !conflicting && asObject(raw) !== null,
      dropReason: conflicting || asObject(raw) === null ? 'v2-entry' : null,
      violations: [],
      get span(): Span {
        return (keyAt ??= layer.spanAt(base, 'key'));
      },
      spanAt,
      frontmatterSpan: null,
    });
  }
  return out;
}

function markdownDefinition(source: FileSource, f: AgentFile, root: string, reader: FrontmatterReader, validator: SchemaValidator): AgentDefinition | null {
  const r = source.readFile(f.abs);
  if (!r.ok) return null;
  return definitionOfText(r.data.toString('utf8'), f, root, reader, validator).definition;
}

/** A tree whose every range is unknown: `quickPointerRange` answers `null` for a block outside the scan's subset. */
const UNKNOWN: QuickNode = { kind: 'opaque' };

/** The definition of agent file `f` whose text is `text`; `reusable` as `FrontmatterReader.readOnce` says. */
function definitionOfText(
  text: string,
  f: AgentFile,
  root: string,
  reader: FrontmatterReader,
  validator: SchemaValidator,
  reads: Map<string, AgentMarkdown> | null = null,
): { definition: AgentDefinition; reusable: boolean } {
  const { markdown: md, reusable } = reader.readOnce(text, reads);
  const file = displayPath(root, f.abs);
  const lines = new LineIndex(text);
  const settings: Record<string, unknown> = { name: f.pathId, ...md.data, prompt: md.content.trim() };
  const id = String(settings['name']);
  const hasBlock = md.opens && (md.outcome === 'parsed' || md.outcome === 'sanitised');
  // The frontmatter's YAML positions are found when a span is first asked for (most definitions
  // never need one): by a scan of the plainest blocks (yaml-quick-spans.ts, the same ranges), else
  // by the `yaml` package.
  let y: YamlDoc | undefined;
  const yaml = (): YamlDoc => (y ??= parseYaml(md.block, file, { offset: md.blockOffset, lines }));
  let quick: QuickNode | null | undefined;
  const yamlSpanAt = (p: string, which: 'value' | 'key'): Span => {
    if (y === undefined) {
      const r = quickPointerRange((quick ??= quickTreeOf(md) ?? quickYamlTree(md.block)) ?? UNKNOWN, p, which);
      if (r !== null) return lines.span(file, p, md.blockOffset + r[0], md.blockOffset + r[1]);
    }
    return yamlPointerSpan(yaml(), p, which);
  };
  const closeEnd = md.opens ? closingLineEnd(text, md.blockOffset + md.block.length) : 0;
  const frontmatterSpan: Span | null = md.opens ? lines.span(file, '', 0, closeEnd) : null;
  const firstLine = lines.span(file, '', 0, firstLineEnd(text));
  const bodyStart = md.opens ? Math.min(text.length, closeEnd + 1) : 0;
  const spanAt: SpanAt = (p, which) => {
    if (p === '/prompt') return lines.span(file, p, bodyStart, text.length);
    if (hasBlock && p !== '' && (md.data as Record<string, unknown>)[p.split('/')[1] ?? ''] !== undefined) return yamlSpanAt(p, which);
    return { ...firstLine, pointer: p };
  };
  const violations = agentViolations(validator, settings, spanAt);
  const dropped = md.outcome === 'dropped';
  const schemaDrop = f.kind === 'mode' && !dropped && violations.length > 0;
  const definition: AgentDefinition = {
    origin: f.kind === 'agent' ? 'markdown-agent' : 'markdown-mode',
    file,
    abs: f.abs,
    configDir: f.abs.slice(0, f.abs.length - f.relative.length - 1),
    written: md.data,
    promptFrontmatterKeys: null,
    pathId: f.pathId,
    id,
    settings,
    markdown: { ...md, text },
    kept: !dropped && !schemaDrop,
    dropReason: dropped ? 'frontmatter' : schemaDrop ? 'schema' : null,
    violations: dropped ? [] : violations,
    span: firstLine,
    spanAt,
    frontmatterSpan,
  };
  return { definition, reusable };
}

/**
 * The keys of the frontmatter a prompt text opens with, as gray-matter reads it (a `{file:}` prompt
 * that named a markdown agent); `null` when the text has none or it does not parse.
 */
function promptFrontmatter(prompt: unknown): string[] | null {
  if (typeof prompt !== 'string' || !prompt.startsWith('---')) return null;
  try {
    // Options bypass gray-matter's cache, which belongs to the simulated agent files; the plainest
    // frontmatter is read without gray-matter (`quickMatter`, the same data).
    const data = quickMatter(prompt)?.data ?? grayMatter(prompt, {}).data;
    const keys = data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [];
    return keys.length > 0 ? keys : null;
  } catch {
    return null;
  }
}

/** Offset just after the closing `---` line that ends a block ending at `blockEnd` (gray-matter's `\n---`). */
function closingLineEnd(text: string, blockEnd: number): number {
  if (!text.startsWith('\n---', blockEnd)) return text.length;
  const nl = text.indexOf('\n', blockEnd + 4);
  return nl < 0 ? text.length : nl;
}

function firstLineEnd(text: string): number {
  const nl = text.search(/\r?\n/);
  return nl < 0 ? text.length : nl;
}

/** remeda-style deep merge: plain objects merge key by key, anything else is replaced by the later value. */
export function mergeDeep(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const av = asObject(out[k]);
    const bv = asObject(v);
    out[k] = av && bv ? mergeDeep(av, bv) : v;
  }
  return out;
}

function mergeAgents(definitions: readonly AgentDefinition[]): ResolvedAgent[] {
  const byId = new Map<string, { defs: AgentDefinition[]; settings: Record<string, unknown> }>();
  for (const d of definitions) {
    if (!d.kept) continue;
    const cur = byId.get(d.id) ?? { defs: [], settings: {} };
    const forced = d.origin === 'config-mode' || d.origin === 'markdown-mode' ? { ...d.settings, mode: 'primary' } : d.settings;
    cur.settings = mergeDeep(cur.settings, forced);
    cur.defs.push(d);
    byId.set(d.id, cur);
  }
  const agents = new Map<string, ResolvedAgent>();
  for (const b of BUILTIN_AGENTS) {
    agents.set(b.id, { id: b.id, builtin: true, definitions: [], settings: {}, mode: b.mode, description: null, prompt: null, hidden: b.hidden, disabled: false });
  }
  for (const [id, { defs, settings }] of byId) {
    const builtin = BUILTIN_AGENTS.find((b) => b.id === id);
    const mode = settings['mode'];
    agents.set(id, {
      id,
      builtin: builtin !== undefined,
      definitions: defs,
      settings,
      mode: mode === 'primary' || mode === 'subagent' || mode === 'all' ? (mode as AgentMode) : (builtin?.mode ?? 'all'),
      description: typeof settings['description'] === 'string' ? settings['description'] : null,
      prompt: typeof settings['prompt'] === 'string' ? settings['prompt'] : null,
      hidden: settings['hidden'] === true || (builtin?.hidden ?? false),
      disabled: settings['disable'] === true,
    });
  }
  return [...agents.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
