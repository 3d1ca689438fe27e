/** `OPENCODE_*` environment overrides over the merged settings (docs/runtimes/fork.md §2.7, §8 U18). */
import type { EnvOverride } from '../model/config.js';
import type { LoadContext } from '../model/project.js';
import { fileSpan } from '../../../model/span.js';
import { entry, type CNode } from './config-tree.js';
import type { SchemaNode } from './config-schema.js';
import { emptyObject } from './config-read.js';

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
export function applyEnv(ctx: LoadContext, schema: SchemaNode, merged: CNode): { tree: CNode; overrides: EnvOverride[] } {
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
