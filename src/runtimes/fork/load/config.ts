import type { ConfigModel, DiscoverySettings, EnvOverride, JsonAgentEntry } from '../model/config.js';
import type { ContextSpec } from '../model/context.js';
import type { LoadContext, LoadIssue } from '../model/project.js';
import { fileSpan, LineIndex, type Node, type Span } from '../../../model/span.js';
import { DEFAULT_CONTEXT_PATHS, DEFAULT_DATA_DIRECTORY, DISCOVERY_DEFAULTS } from '../model/defaults.js';
import { isAbs, join, clean, rel, trimSpace } from '../../../go/path.js';
import { parseJson, type JsonDoc } from '../../../load/json-doc.js';
import { configValueSpans } from './config-positions.js';
import { SchemaValidator } from '../../../load/schema.js';
import { deepNestingOffset, describeJsonProblem, globalSearchDirs, GO_MAX_JSON_DEPTH, probe } from './config-locate.js';
import { at, dropEmptyObjects, entry, goLower, mergeOver, settled, toCNode, type CNode } from './config-tree.js';
import { checkTypes, normalise, readConfigSchema, validateSchema, type SchemaNode } from './config-schema.js';
import { checkJsonPermissionMap } from './permission-actions.js';
import { sliceItems, toGoBool, toGoInt, toGoString } from './config-weak.js';

/** Nesting depth beyond which ctxlens does not parse a config (the runtime accepts up to 10000). */
export const MAX_CHECKED_DEPTH = 512;

/** Config files larger than this are reported and not parsed (bytes). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** Keys with a registered default (`setDefaults`, docs/runtimes/fork.md §2.3–§2.6): `OPENCODE_*` always applies to them (§2.7). */
const DEFAULT_KEYS: readonly string[] = [
  'data.directory',
  'contextpaths',
  'contextdiscovery.enabled',
  'contextdiscovery.maxfiles',
  'contextdiscovery.maxdepth',
  'contextdiscovery.maxfilebytes',
  'contextdiscovery.maxsessionbytes',
  'tui.theme',
  'autocompact',
  'skills.maxdescriptionchars',
  'skills.maxlistingchars',
  'shell.path',
  'shell.args',
  'sessionprovider.type',
  'sessionprovider.mysql.port',
  'sessionprovider.mysql.maxconnections',
  'sessionprovider.mysql.maxidleconnections',
  'sessionprovider.mysql.connectiontimeout',
  'debug',
  'log.level',
];

/** Legacy agent names and their targets (`migrateOldAgentNames`, docs/runtimes/fork.md §2.1 step 11). */
const LEGACY_AGENTS: Readonly<Record<string, string>> = { task: 'explorer', title: 'descriptor' };

/** One config file read and parsed. */
interface ConfigFile {
  abs: string;
  file: string;
  doc: JsonDoc;
  /** viper's view of the file, or `null` when it failed to parse. */
  tree: CNode | null;
}

/**
 * Locate, parse and merge `.opencode.json` (docs/runtimes/fork.md §2.1–§2.7, §8 U4, U10, U11, U18, U19, U26).
 *
 * - Project candidates in `ctx.cwd` (the twelve `.opencode.<ext>` then a bare `.opencode`), the
 *   first found parsed as strict JSON; the global file only with `ctx.withGlobal`.
 * - A project file that fails to parse is ignored (`ignored: true`, defaults apply) with a
 *   `parse-error`/`configIgnored` issue at the first error; a global one makes the load fatal.
 * - Keys are case-insensitive, dotted keys split, duplicates resolved (last wins), weak typing
 *   applied; `OPENCODE_*` overrides from `ctx.env`. A `workingDir` key replaces `ctx.W`.
 * - `fatal` is set when the runtime would refuse to start (§2.1 steps 3, 6, 10).
 *
 * Reads only through `ctx.source`; records every file in `ctx.documents`. Never throws.
 */
export function loadConfig(ctx: LoadContext): ConfigModel {
  const model = defaultConfig();
  const schema = readConfigSchema();
  const validator = new SchemaValidator();
  const fatals: string[] = [];

  // Global file (§2.1 step 3), with --with-global only.
  let global: ConfigFile | null = null;
  const projectProbe = probe(ctx, [clean(ctx.cwd)]);
  if (ctx.withGlobal) {
    const g = probe(ctx, globalSearchDirs(ctx));
    if (g.found) {
      candidateIssues(ctx, g.found.name, g.found.abs, g.shadowed);
      const read = readConfig(ctx, g.found.abs, true, fatals);
      if (read === 'unreadable' || read === 'unchecked') model.globalFile = g.found.abs;
      else {
        model.globalFile = g.found.abs;
        if (read.tree) global = read;
        else {
          const p = describeJsonProblem(read.doc)!;
          const msg = `failed to read config: While parsing config: ${p.detail}`;
          fatals.push(msg);
          ctx.issues.push({ rule: 'config-load-failure', messageId: 'globalParse', data: { detail: p.detail }, span: read.doc.lines.span(read.file, '', p.offset, p.offset + p.length) });
        }
      }
    }
  }

  // Project file (§2.1 step 4). The same file as the global one is read (and reported) once.
  let project: ConfigFile | null = null;
  let projectDoc: JsonDoc | null = null;
  const pf = projectProbe.found;
  if (pf && pf.abs !== model.globalFile) {
    candidateIssues(ctx, pf.name, pf.abs, []);
    model.file = pf.name;
    const read = readConfig(ctx, pf.abs, false, fatals);
    if (read === 'unreadable') model.ignored = true;
    else if (read !== 'unchecked') {
      projectDoc = read.doc;
      if (read.tree) project = read;
      else {
        model.ignored = true;
        const p = describeJsonProblem(read.doc)!;
        ctx.issues.push({ rule: 'parse-error', messageId: 'configIgnored', data: { detail: p.detail }, span: read.doc.lines.span(read.file, '', p.offset, p.offset + p.length) });
      }
    }
  } else if (pf) model.file = pf.name;
  unreadConfigFiles(ctx, pf?.name ?? null);

  // Per-file checks: key spelling, unknown keys, wd, agent keys.
  const agentKeys: Node<string>[] = [];
  for (const f of [global, project]) {
    if (!f?.tree) continue;
    validateSchema(validator, normalise(schema, f.tree, ctx.issues), fileSpan(f.file), ctx.issues);
    const wd = entry(f.tree, 'wd');
    if (wd) ctx.issues.push({ rule: 'config-working-dir', messageId: 'wdIgnored', data: { key: wd.written.value }, span: wd.written.span });
    agentKeys.push(...writtenAgentKeys(f));
  }
  model.agentKeys = agentKeys;

  // Merge (§2.1 merge rules), then viper's view (nulls and empty objects vanish).
  const gTree = global?.tree ? dropEmptyObjects(global.tree) : null;
  const pTree = project?.tree ? dropEmptyObjects(project.tree) : null;
  const mergedRaw = mergeOver(gTree, pTree);
  let merged: CNode = (mergedRaw && settled(mergedRaw)) ?? emptyObject(project?.file ?? global?.file ?? '');

  // Environment overrides (§2.7).
  const envResult = applyEnv(ctx, schema, merged);
  merged = envResult.tree;
  model.envOverrides = envResult.overrides;

  // Weak typing; values that cannot be decoded make the load fail (§2.2, step 6).
  const failures = checkTypes(schema, merged, ctx.issues);
  for (const f of failures) {
    const msg = `failed to unmarshal config: ${f.message}`;
    fatals.push(msg);
    const ov = f.env ? model.envOverrides.find((o) => o.variable === f.env) : undefined;
    if (ov) ov.error = msg;
    else ctx.issues.push({ rule: 'config-load-failure', messageId: 'unmarshal', data: { detail: f.message }, span: f.span });
  }

  decodeModel(model, merged, global, ctx.issues);

  // Validation (§2.1 step 10, §2.5).
  for (const v of validate(merged)) {
    fatals.push(`config validation failed: ${v.message}`);
    ctx.issues.push({ rule: 'config-load-failure', messageId: 'validation', data: { detail: v.message }, span: v.span });
  }

  // workingDir replaces W (§2.2, U10); a relative value resolves against --cwd.
  if (model.workingDir) {
    const v = model.workingDir.value;
    ctx.W = v === '' ? clean(ctx.cwd) : isAbs(v) ? clean(v) : join(ctx.cwd, v);
  }
  model.valueSpans = configValueSpans(projectDoc);
  model.fatal = fatals[0] ?? null;
  return model;
}

/** Config-looking files in `--cwd` that no candidate search reaches (§2.1): `rule config-file-not-read`. */
const UNREAD_CONFIG_NAMES: readonly string[] = ['.opencode.jsonc', '.opencode.json5', '.opencode/.opencode.json', '.opencode/.opencode.jsonc'];

/**
 * Record `config-file-not-read` for each file of `UNREAD_CONFIG_NAMES` present in `--cwd` (a
 * regular file, or a symlink to one): the runtime probes only `<W>/.opencode.<ext>` for twelve
 * viper extensions and a bare `.opencode` (§2.1), so these are never read. `used` is the
 * candidate the runtime reads instead, if any.
 */
function unreadConfigFiles(ctx: LoadContext, used: string | null): void {
  for (const name of UNREAD_CONFIG_NAMES) {
    const abs = join(ctx.cwd, name);
    if (ctx.source.stat(abs)?.kind !== 'file') continue;
    const file = displayName(ctx, abs);
    const instead = used !== null ? `The runtime reads ${used} instead.` : 'Without a .opencode.json the runtime runs on defaults.';
    const messageId = name.endsWith('c') || name.endsWith('5') ? 'jsonc' : 'location';
    ctx.issues.push({ rule: 'config-file-not-read', messageId, data: { file, instead }, span: { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
  }
}

/** The config model of a project without any config file: every runtime default (docs/runtimes/fork.md §2.3–§2.6). */
export function defaultConfig(): ConfigModel {
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
    fatal: null,
    envOverrides: [],
    agentKeys: [],
  };
}

function emptyObject(file: string): CNode {
  return { kind: 'object', value: null, entries: [], items: [], span: fileSpan(file), raw: null, env: null };
}

/** Display name of a file: relative to `--cwd` when inside it, else absolute. */
function displayName(ctx: LoadContext, abs: string): string {
  const r = rel(clean(ctx.cwd), abs);
  return r !== null && !r.startsWith('..') && r !== '.' ? r : abs;
}

/** Warn when the file used is not `.opencode.json`, or shadows an `.opencode.json` later in the search (U10). */
function candidateIssues(ctx: LoadContext, name: string, abs: string, shadowed: string[]): void {
  const file = displayName(ctx, abs);
  if (name !== '.opencode.json') ctx.issues.push({ rule: 'config-candidate-file', messageId: 'otherName', data: { file: name }, span: fileSpan(file) });
  for (const s of shadowed) ctx.issues.push({ rule: 'config-candidate-file', messageId: 'shadows', data: { file: abs, shadowed: s }, span: fileSpan(file) });
}

/**
 * Read and parse one candidate; records the document. `'unreadable'` when the read fails (the
 * runtime then ignores a project file and fails on a global one); `'unchecked'` when ctxlens
 * declines to parse it (over 1 MiB, or nested deeper than 512 levels) although the runtime would
 * read it. Both record an issue.
 */
function readConfig(ctx: LoadContext, abs: string, isGlobal: boolean, fatals: string[]): ConfigFile | 'unreadable' | 'unchecked' {
  const file = displayName(ctx, abs);
  const r = ctx.source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok) {
    const detail = READ_ERRORS[r.code] ?? r.code;
    ctx.issues.push({ rule: 'parse-error', messageId: 'unreadable', data: { what: file, detail }, span: fileSpan(file) });
    if (isGlobal) fatals.push(`failed to read config: ${detail}`);
    return 'unreadable';
  }
  if (r.size > MAX_CONFIG_BYTES) {
    ctx.issues.push({ rule: 'parse-error', messageId: 'unreadable', data: { what: file, detail: `it is ${r.size} bytes, over the ${MAX_CONFIG_BYTES} bytes ctxlens reads; its settings are not checked` }, span: fileSpan(file) });
    return 'unchecked';
  }
  const text = r.data.toString('utf8');
  const goDeep = deepNestingOffset(text, GO_MAX_JSON_DEPTH);
  const tooDeep = goDeep >= 0 ? goDeep : deepNestingOffset(text, MAX_CHECKED_DEPTH);
  if (tooDeep >= 0) {
    // jsonc-parser and the walkers recurse; never parse a pathological nesting.
    const lines = new LineIndex(text);
    ctx.documents.set(file, { file, abs, kind: 'config', text, lines });
    const span = lines.span(file, '', tooDeep, tooDeep + 1);
    if (goDeep >= 0) {
      const doc: JsonDoc = { file, text, lines, root: undefined, errors: [{ code: 'ExceededMaxDepth', message: 'exceeded max depth', span }] };
      return { abs, file, doc, tree: null };
    }
    ctx.issues.push({ rule: 'parse-error', messageId: 'unreadable', data: { what: file, detail: `it nests values more than ${MAX_CHECKED_DEPTH} levels deep; ctxlens does not check it and applies none of its settings` }, span });
    return 'unchecked';
  }
  const doc = parseJson(text, file);
  ctx.documents.set(file, { file, abs, kind: 'config', text, lines: doc.lines });
  const problem = describeJsonProblem(doc);
  if (problem) return { abs, file, doc, tree: null };
  const tree = doc.root && doc.root.type === 'object' ? toCNode(doc, doc.root, ctx.issues) : emptyObject(file);
  return { abs, file, doc, tree };
}

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'the file does not exist',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  ENOTREG: 'it is not a regular file (the runtime would block or fail reading it)',
  ELOOP: 'too many levels of symbolic links',
  EIO: 'input/output error',
};

/** Every key written directly under a top-level `agents` object of one file, document order. */
function writtenAgentKeys(f: ConfigFile): Node<string>[] {
  const out: Node<string>[] = [];
  const root = f.doc.root;
  if (!root || root.type !== 'object') return out;
  for (const p of root.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v || goLower(String(k.value)) !== 'agents' || v.type !== 'object') continue;
    for (const ap of v.children ?? []) {
      const ak = ap.children?.[0];
      if (ak) out.push({ value: String(ak.value), span: f.doc.lines.span(f.file, `/${String(k.value)}/${String(ak.value)}`, ak.offset, ak.offset + ak.length) });
    }
  }
  return out;
}

/** Canonical dotted spelling of a lower-cased key path, from the schema's field names. */
function canonicalKey(schema: SchemaNode, segs: string[]): string {
  const out: string[] = [];
  let s: SchemaNode | undefined = schema;
  for (const seg of segs) {
    const r: SchemaNode | undefined = s?.$ref ? schema.$defs?.[s.$ref.slice('#/$defs/'.length)] : s;
    const name: string | undefined = r?.properties ? Object.keys(r.properties).find((k) => k.toLowerCase() === seg) : undefined;
    out.push(name ?? seg);
    s = name ? r?.properties?.[name] : r?.additionalProperties && typeof r.additionalProperties === 'object' ? r.additionalProperties : undefined;
  }
  return out.join('.');
}

/** Leaf keys of a settings tree (objects recursed; arrays and scalars are leaves), lower-cased dotted. */
function leafKeys(n: CNode, prefix: string[], out: string[][]): void {
  if (n.kind !== 'object') {
    if (prefix.length) out.push(prefix);
    return;
  }
  for (const e of n.entries) leafKeys(e.value, [...prefix, e.key], out);
}

/** Replace (or create) the value at a lower-cased key path; returns the replaced node. Skips paths blocked by a non-object. */
function setLeaf(tree: CNode, segs: string[], variable: string, value: (old: CNode | null) => CNode): CNode | null | undefined {
  let cur = tree;
  for (let i = 0; i < segs.length - 1; i++) {
    let e = entry(cur, segs[i]!);
    if (!e) {
      e = { key: segs[i]!, written: { value: segs[i]!, span: cur.span }, value: { ...emptyObject(cur.span.file), span: cur.span, env: variable } };
      cur.entries.push(e);
    }
    if (e.value.kind !== 'object') return undefined;
    e.value = { ...e.value, entries: [...e.value.entries] };
    cur = e.value;
  }
  const last = segs[segs.length - 1]!;
  const e = entry(cur, last);
  const old = e?.value ?? null;
  if (old && old.kind === 'object') return undefined;
  if (e) e.value = value(old);
  else cur.entries.push({ key: last, written: { value: last, span: cur.span }, value: value(null) });
  return old;
}

function cloneObject(n: CNode): CNode {
  return { ...n, entries: n.entries.map((e) => ({ ...e, value: e.value.kind === 'object' ? cloneObject(e.value) : e.value })) };
}

/**
 * Apply `OPENCODE_*` overrides (docs/runtimes/fork.md §2.7): every key known from a default or a file
 * is looked up as `OPENCODE_` + the key upper-cased, dots kept; a non-empty value replaces the
 * file value as a string. `viper.Set` keys (`OPENCODE_DISABLE_LSP_DOWNLOAD`,
 * `OPENCODE_SESSION_PROVIDER_TYPE`, `OPENCODE_MYSQL_DSN`) outrank everything.
 */
function applyEnv(ctx: LoadContext, schema: SchemaNode, merged: CNode): { tree: CNode; overrides: EnvOverride[] } {
  const tree = cloneObject(merged);
  const leaves: string[][] = [];
  leafKeys(merged, [], leaves);
  const keys = new Map<string, string[]>();
  for (const k of [...DEFAULT_KEYS.map((k) => k.split('.')), ...leaves]) keys.set(k.join('.'), k);
  const overrides: EnvOverride[] = [];
  const apply = (segs: string[], variable: string, raw: string, node: (old: CNode | null) => CNode): void => {
    const old = setLeaf(tree, segs, variable, node);
    if (old === undefined) return;
    const key = canonicalKey(schema, segs);
    const affectsContext = segs[0] === 'contextpaths' || segs[0] === 'contextdiscovery' || (segs[0] === 'data' && segs[1] === 'directory');
    overrides.push({ variable, key, value: raw, span: old && !old.env ? old.span : null, affectsContext, error: null });
  };
  const sorted = [...keys.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const viperSet = new Set(['disablelspdownload', 'sessionprovider.type', 'sessionprovider.mysql.dsn']);
  for (const [k, segs] of sorted) {
    if (viperSet.has(k)) continue;
    const variable = `OPENCODE_${k.toUpperCase()}`;
    const raw = ctx.env[variable];
    if (raw === undefined || raw === '') continue;
    apply(segs, variable, raw, (old) => envNode(raw, variable, old));
  }
  const lsp = ctx.env['OPENCODE_DISABLE_LSP_DOWNLOAD'];
  if (lsp === 'true' || lsp === '1') {
    apply(['disablelspdownload'], 'OPENCODE_DISABLE_LSP_DOWNLOAD', lsp, (old) => ({ ...envNode(lsp, 'OPENCODE_DISABLE_LSP_DOWNLOAD', old), kind: 'boolean', value: true }));
  }
  for (const [variable, segs] of [
    ['OPENCODE_SESSION_PROVIDER_TYPE', ['sessionprovider', 'type']],
    ['OPENCODE_MYSQL_DSN', ['sessionprovider', 'mysql', 'dsn']],
  ] as const) {
    const raw = ctx.env[variable];
    if (raw) apply([...segs], variable, raw, (old) => envNode(raw, variable, old));
  }
  return { tree, overrides };
}

function envNode(raw: string, variable: string, old: CNode | null): CNode {
  return { kind: 'string', value: raw, entries: [], items: [], span: old?.span ?? fileSpan(''), raw: null, env: variable };
}

/** Strings of a slice-typed value (weak typing applied), with spans; `null` when it cannot be decoded. */
function stringNodes(n: CNode): Node<string>[] | null {
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
function decodeModel(model: ConfigModel, s: CNode, global: ConfigFile | null, issues: LoadIssue[]): void {
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
function validate(s: CNode): { message: string; span: Span }[] {
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
