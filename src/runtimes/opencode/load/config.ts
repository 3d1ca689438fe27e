/**
 * The config documents mainstream OpenCode reads at start, in merge order, and their merge
 * (docs/runtimes/opencode.md §2–§4). Reads only through the file source.
 */
import { posix as path } from 'node:path';
import { parseTree, printParseErrorCode, type Node as JNode, type ParseError } from 'jsonc-parser';
import { LineIndex, type Span } from '../../../model/span.js';
import { parseJsoncValue } from '../../../load/jsonc-value.js';
import type { FileSource } from '../../../source/types.js';
import { dirsUp } from '../../../load/runtime-choice.js';
import type { OcEnvironment } from './environment.js';
import { substitute, type Substitution } from './substitute.js';
import { OcRunCache } from './run-cache.js';
import { childPath } from './child-path.js';

/** Where a config document comes from (docs/runtimes/opencode.md §2.1), lowest precedence first. */
export type OcConfigLayer = 'global' | 'custom' | 'project' | 'dotdir' | 'configdir' | 'inline';

/** One config document the runtime read (it exists), parsed. */
export interface OcConfigDoc {
  layer: OcConfigLayer;
  /** Absolute path; `null` for `OPENCODE_CONFIG_CONTENT`. */
  abs: string | null;
  /** As shown: relative to W when inside it, else absolute; `$OPENCODE_CONFIG_CONTENT` for the inline document. */
  file: string;
  /** The text as read (a leading BOM removed). */
  raw: string;
  lines: LineIndex;
  /**
   * Parse tree of `raw` (JSONC), for positions; tokens sit inside strings, so it usually parses.
   * Built on first read (only a finding needs positions), then kept.
   */
  readonly tree: JNode | undefined;
  /** The substitution of `raw` (docs/runtimes/opencode.md §3). */
  subst: Substitution;
  /** The parsed substituted text when it is an object; `null` when refused or not an object. */
  data: Record<string, unknown> | null;
  /** Why the runtime refuses to start because of this document, or `null`. */
  refusal: string | null;
  /** Where the refusal points (the document start when nothing better is known). */
  refusalSpan: Span | null;
  /** Set for a file over `MAX_CONFIG_FILE_BYTES`: its size in bytes; it was not read (`raw` empty, `data` `{}`; `file-too-large`). */
  tooLarge?: number;
}

/** One entry of the merged `instructions` list with the document that brought it. */
export interface OcInstructionEntry {
  /** The entry after substitution, as the runtime sees it. */
  entry: string;
  doc: OcConfigDoc;
  /** Index in that document's `instructions` array. */
  index: number;
}

/** The merged config of one start (docs/runtimes/opencode.md §2.2). */
export interface OcConfig {
  docs: OcConfigDoc[];
  /** Deep merge of every document, lowest precedence first (`instructions`, `plugin` concatenated, deduplicated). */
  merged: Record<string, unknown>;
  /** The merged `instructions`, first occurrence kept, with provenance. */
  instructions: OcInstructionEntry[];
  /** The first refusal, in load order (`Configuration is invalid at …`, `bad file reference: …`), or `null`. */
  refusal: { message: string; doc: OcConfigDoc } | null;
}

const NAMES = ['opencode.json', 'opencode.jsonc'] as const;

/** Display path of `abs` for W: relative when inside W, else absolute. */
export function shown(W: string, abs: string): string {
  const r = path.relative(W, abs);
  return r === '' ? '.' : r.startsWith('../') || r === '..' ? abs : r;
}

/**
 * The config files, lowest precedence first (docs/runtimes/opencode.md §2.2): the global
 * `config.json`, `opencode.json`, `opencode.jsonc`; `$OPENCODE_CONFIG`; project files from the
 * worktree down to W (`opencode.json` before `opencode.jsonc` in each directory); the `.opencode`
 * directories from W up to the worktree (nearest first), `~/.opencode`, `$OPENCODE_CONFIG_DIR`. Missing files
 * are left out by the caller.
 */
export function configCandidates(W: string, worktree: string, env: OcEnvironment): { layer: OcConfigLayer; abs: string }[] {
  const out: { layer: OcConfigLayer; abs: string }[] = [];
  if (env.globalDir !== null) for (const n of ['config.json', ...NAMES]) out.push({ layer: 'global', abs: path.join(env.globalDir, n) });
  if (env.configFile !== null) out.push({ layer: 'custom', abs: env.configFile });
  const up = env.disableProjectConfig ? [] : dirsUp(W, worktree);
  for (let i = up.length - 1; i >= 0; i--) for (const n of NAMES) out.push({ layer: 'project', abs: childPath(up[i]!, n) });
  // `.opencode` directories merge nearest first, so a parent's scalars win (observed, opencode 1.18.33).
  const dot: string[] = up.map((d) => childPath(d, '.opencode'));
  if (env.home !== null) dot.push(path.join(env.home, '.opencode'));
  for (const d of new Set(dot)) for (const n of NAMES) out.push({ layer: 'dotdir', abs: childPath(d, n) });
  if (env.configDir !== null) for (const n of NAMES) out.push({ layer: 'configdir', abs: path.join(env.configDir, n) });
  return out;
}

/**
 * Read and merge the config of one start at W. Every existing document is parsed; the first
 * refusal (invalid JSONC, a `{file:}` that cannot be read, a key of the wrong type) is kept.
 * With the run's `cache` (same source and environment for every Location), each document is
 * read and parsed once per run (docs/runtimes/opencode.md §6.8).
 */
export function loadOcConfig(source: FileSource, W: string, worktree: string, env: OcEnvironment, root: string = W, cache: OcRunCache | null = null): OcConfig {
  const docs: OcConfigDoc[] = [];
  const seen = new Set<string>();
  const memo = cache === null || cache.source !== source || cache.vars !== env.vars ? null : cache;
  // The document depends on the file, its layer, where it is shown (relative to `root`), and the home directory `{file:~/…}` resolves against.
  const byLayer = new Map<OcConfigLayer, Map<string, OcConfigDoc | null>>();
  const memoOf = (layer: OcConfigLayer, docs: Map<string, Map<string, OcConfigDoc | null>>): Map<string, OcConfigDoc | null> => {
    let m = byLayer.get(layer);
    if (m === undefined) byLayer.set(layer, (m = OcRunCache.once(docs, `${layer}\0${root}\0${env.home ?? ''}`, () => new Map<string, OcConfigDoc | null>())));
    return m;
  };
  for (const c of configCandidates(W, worktree, env)) {
    if (seen.has(c.abs)) continue;
    seen.add(c.abs);
    // A file the Location search's listings show absent is not looked up (§6.8).
    if (memo?.dirNames?.absent(c.abs) === true) continue;
    const read = (): OcConfigDoc | null => readDoc(source, c.layer, c.abs, root, env);
    const doc = memo === null ? read() : OcRunCache.once(memoOf(c.layer, memo.configDocs), c.abs, read);
    if (doc !== null) docs.push(doc);
  }
  if (env.configContent !== null) docs.push(parseDoc('inline', null, '$OPENCODE_CONFIG_CONTENT', env.configContent, W, env, source));
  let merged: Record<string, unknown> = {};
  const instructions: OcInstructionEntry[] = [];
  const have = new Set<string>();
  let refusal: OcConfig['refusal'] = null;
  for (const d of docs) {
    if (d.refusal !== null && refusal === null) refusal = { message: d.refusal, doc: d };
    if (d.data === null) continue;
    const list = d.data['instructions'];
    if (d.layer === 'global') {
      // The global files merge among themselves plainly: a later file's list replaces an earlier one (observed, §2.2).
      merged = mergeDeep(merged, d.data) as Record<string, unknown>;
      if (Array.isArray(list)) {
        instructions.length = 0;
        have.clear();
      }
    } else merged = mergeConfig(merged, d.data);
    if (Array.isArray(list)) {
      list.forEach((e, index) => {
        if (typeof e !== 'string' || have.has(e)) return;
        have.add(e);
        instructions.push({ entry: e, doc: d, index });
      });
    }
  }
  return { docs, merged, instructions, refusal };
}

/**
 * Largest config file ctxlens reads, in bytes (256 MiB, as for instruction files): a larger one is
 * not read and counts as `{}` (no settings), with `tooLarge` set (`file-too-large`).
 */
export const MAX_CONFIG_FILE_BYTES = 256 * 1024 * 1024;

/** Read and parse one config file (shown relative to `root` when inside it); `null` when it does not exist. */
function readDoc(source: FileSource, layer: OcConfigLayer, abs: string, root: string, env: OcEnvironment): OcConfigDoc | null {
  const st = source.stat(abs);
  if (st === null) return null;
  const file = shown(root, abs);
  if (st.kind === 'file' && st.size > MAX_CONFIG_FILE_BYTES) return { ...failedDoc(layer, abs, file, ''), data: {}, refusal: null, refusalSpan: null, tooLarge: st.size };
  const r = source.readFile(abs);
  if (!r.ok) return failedDoc(layer, abs, file, `Configuration is invalid at ${abs}: cannot read it (${r.code})`);
  const raw = new TextDecoder().decode(r.data);
  return parseDoc(layer, abs, file, raw, path.dirname(abs), env, source);
}

function failedDoc(layer: OcConfigLayer, abs: string | null, file: string, refusal: string): OcConfigDoc {
  return {
    layer,
    abs,
    file,
    raw: '',
    lines: new LineIndex(''),
    tree: undefined,
    subst: { text: '', tokens: [], error: null },
    data: null,
    refusal,
    refusalSpan: { file, pointer: '', start: { line: 0, column: 0 }, end: { line: 0, column: 0 } },
  };
}

/** Deepest `{`/`[` nesting a config may have before ctxlens refuses to parse it (no real config comes close). */
export const MAX_JSONC_DEPTH = 1000;

/**
 * The deepest `{`/`[` nesting of a JSONC text, skipping strings and comments; stops counting once
 * past `MAX_JSONC_DEPTH`. Linear, never recurses, never throws.
 */
export function jsoncDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (ch === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
      while (i < text.length && text.charCodeAt(i) !== 0x0a) i++;
    } else if (ch === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max && (max = depth) > MAX_JSONC_DEPTH) return max;
    } else if (ch === 0x7d || ch === 0x5d) {
      depth--;
    }
  }
  return max;
}

/**
 * Whether `text` may nest `{`/`[` deeper than `MAX_JSONC_DEPTH`: counts the brackets with native
 * searches (the depth is at most their number) and scans with `jsoncDepth` only past the limit.
 */
function tooDeep(text: string): boolean {
  let n = 0;
  for (const open of ['{', '[']) {
    for (let i = text.indexOf(open); i >= 0; i = text.indexOf(open, i + 1)) if (++n > MAX_JSONC_DEPTH) return jsoncDepth(text) > MAX_JSONC_DEPTH;
  }
  return false;
}

/** Parse one document: substitute, parse as JSONC (trailing commas allowed), check the key types the runtime enforces. */
function parseDoc(layer: OcConfigLayer, abs: string | null, file: string, text: string, baseDir: string, env: OcEnvironment, source: FileSource): OcConfigDoc {
  const raw = text.replace(/^\uFEFF/, '');
  const lines = new LineIndex(raw);
  if (tooDeep(raw)) {
    // jsonc-parser recurses per level: past a few thousand it overflows the stack (ours and, with the same parser, the runtime's).
    const where = abs ?? 'OPENCODE_CONFIG_CONTENT';
    const refusal = `Config file at ${where} is nested too deeply to parse (more than ${MAX_JSONC_DEPTH} levels; opencode parses it with the same JSONC parser)`;
    return { ...failedDoc(layer, abs, file, refusal), raw, lines, refusalSpan: { file, pointer: '', start: lines.pos(0), end: lines.pos(1) } };
  }
  const subst = substitute(raw, baseDir, env.vars, source, env.home);
  const where = abs ?? 'OPENCODE_CONFIG_CONTENT';
  const at = (offset: number, length = 1): Span => ({ file, pointer: '', start: lines.pos(offset), end: lines.pos(offset + Math.max(1, length)) });
  // The tree is built on first read: a run without a finding in this document never needs it.
  let tree: JNode | undefined;
  let built = false;
  const doc: OcConfigDoc = {
    layer,
    abs,
    file,
    raw,
    lines,
    get tree(): JNode | undefined {
      if (!built) {
        tree = parseTree(raw, [], { allowTrailingComma: true });
        built = true;
      }
      return tree;
    },
    subst,
    data: null,
    refusal: null,
    refusalSpan: null,
  };
  if (subst.error !== null) {
    const tok = subst.tokens.find((t) => t.kind === 'file' && t.readError !== undefined);
    doc.refusal = `Configuration is invalid at ${where}: ${subst.error}`;
    doc.refusalSpan = tok && tok.offset >= 0 ? at(tok.offset, tok.text.length) : at(0);
    return doc;
  }
  // A substituted value can nest the text past the limit although the file itself does not
  // (`{file:deep.json}`): refused as a deep file is (found by the session-22 breaker: the old build
  // overflowed the stack here, `JSON.parse` would read it without a word).
  if (subst.tokens.length > 0 && tooDeep(subst.text)) {
    const tok = subst.tokens.find((t) => t.kind === 'file' && t.offset >= 0) ?? subst.tokens.find((t) => t.offset >= 0);
    doc.refusal = `Config file at ${where} is nested too deeply to parse once its {file:}/{env:} values are inserted (more than ${MAX_JSONC_DEPTH} levels; opencode parses it with the same JSONC parser)`;
    doc.refusalSpan = tok !== undefined ? at(tok.offset, tok.text.length) : at(0);
    return doc;
  }
  // An empty file is an empty config (observed, opencode 1.18.33).
  if (subst.text === '') {
    doc.data = {};
    return doc;
  }
  const errors: ParseError[] = [];
  const data = parseJsoncValue(subst.text, errors);
  if (errors.length > 0) {
    const e = errors[0]!;
    // Values are inserted raw; unless one holds a line break, lines of the substituted text are lines of the file.
    const p = new LineIndex(subst.text).pos(e.offset);
    doc.refusal = `Config file at ${where} is not valid JSON(C): ${printParseErrorCode(e.error)} at line ${p.line}, column ${p.column}`;
    doc.refusalSpan = { file, pointer: '', start: p, end: { line: p.line, column: p.column + Math.max(1, e.length) } };
    return doc;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    doc.refusal = `Configuration is invalid at ${where}: expected an object`;
    doc.refusalSpan = at(0);
    return doc;
  }
  doc.data = data as Record<string, unknown>;
  const typeError = keyTypeError(doc.data);
  if (typeError !== null) {
    doc.refusal = `Configuration is invalid at ${where}\n↳ ${typeError.message}`;
    const node = doc.tree ? findPath(doc.tree, typeError.path) : undefined;
    doc.refusalSpan = node ? at(node.offset, node.length) : at(0);
  }
  return doc;
}

function findPath(tree: JNode, p: readonly (string | number)[]): JNode | undefined {
  let node: JNode | undefined = tree;
  for (const seg of p) {
    if (!node) return undefined;
    if (node.type === 'array' && typeof seg === 'number') node = node.children?.[seg];
    else if (node.type === 'object') node = node.children?.find((c) => c.children?.[0]?.value === seg)?.children?.[1];
    else return undefined;
  }
  return node;
}

/**
 * The first key of a document whose type the runtime rejects (docs/runtimes/opencode.md §4.1):
 * `instructions` not a list of strings, `agent`/`mode` not a map of objects, `default_agent`
 * not a string. Other keys are left to the schema rules.
 */
export function keyTypeError(data: Record<string, unknown>): { path: (string | number)[]; message: string } | null {
  const ins = data['instructions'];
  if (ins !== undefined) {
    if (!Array.isArray(ins)) return { path: ['instructions'], message: '"instructions" must be an array of strings' };
    const i = ins.findIndex((x) => typeof x !== 'string');
    if (i >= 0) return { path: ['instructions', i], message: `"instructions" entry ${i} must be a string` };
  }
  for (const key of ['agent', 'mode']) {
    const v = data[key];
    if (v === undefined) continue;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return { path: [key], message: `"${key}" must be an object of agent configs` };
    for (const [name, a] of Object.entries(v)) {
      if (typeof a !== 'object' || a === null || Array.isArray(a)) return { path: [key, name], message: `"${key}.${name}" must be an object` };
    }
  }
  if (data['default_agent'] !== undefined && typeof data['default_agent'] !== 'string') return { path: ['default_agent'], message: '"default_agent" must be a string' };
  return null;
}

/**
 * Deep merge of two config objects (docs/runtimes/opencode.md §2.2): plain objects merge key
 * by key, anything else from `b` replaces; `instructions` and `plugin` arrays present on both
 * sides are concatenated without repeats.
 */
export function mergeConfig(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = mergeDeep(a, b) as Record<string, unknown>;
  for (const k of ['instructions', 'plugin']) {
    if (Array.isArray(a[k]) && Array.isArray(b[k])) out[k] = [...new Set([...(a[k] as unknown[]), ...(b[k] as unknown[])])];
  }
  return out;
}

function isPlain(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function mergeDeep(a: unknown, b: unknown): unknown {
  if (!isPlain(a) || !isPlain(b)) return b;
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = k in out ? mergeDeep(out[k], v) : v;
  return out;
}
