/**
 * V2 config discovery, substitution, parsing and merge (docs/runtimes/opencode-v2.md §2).
 *
 * Only what the V2 model needs is merged: the agents (`agents`, and the V1 spellings `agent` and
 * `mode`), `default_agent` and the `instructions` entries (kept with their file, for R3).
 */
import { posix as path } from 'node:path';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { FileSource } from '../../../source/types.js';
import { substitute as substituteV1 } from '../../opencode/load/substitute.js';
import { jsoncDepth, MAX_JSONC_DEPTH } from '../../opencode/load/config.js';
import { ancestors } from './location.js';
import type { V2Location } from './location.js';
import type { V2Env, V2Note } from '../model/types.js';

/** One config document in precedence order (docs §2.1). */
export interface V2ConfigDocument {
  /** Absolute path, or `OPENCODE_CONFIG_CONTENT` for the inline document. */
  path: string;
  /** Where it comes from in the precedence list (docs §2.1 steps). */
  kind: 'global' | 'explicit' | 'direct' | 'dot-opencode' | 'inline';
  /** The parsed object, or null when V2 rejected the whole document (docs §2.3). */
  value: Record<string, unknown> | null;
  /** Why it was rejected. */
  rejected?: string;
}

/** One `instructions` entry with the document that set it. */
export interface V2InstructionEntry {
  entry: string;
  file: string;
}

/** The merged V2 config (docs §2.4). */
export interface V2Config {
  /** Documents that exist, lowest precedence first. */
  documents: V2ConfigDocument[];
  /** Config directories whose `agent(s)/`, `mode(s)/` hold markdown agents, lowest precedence first (docs §5.1). */
  directories: string[];
  /** Agent entries by ID after the merge: field by field, last writer wins, `permissions` appended (docs §5.4). */
  agents: Map<string, { fields: Record<string, unknown>; files: string[] }>;
  /** `default_agent`, last writer wins, with its file. */
  defaultAgent: { value: string; file: string } | null;
  /** Every `instructions` entry, in document order (inert in V2 unless R3 says otherwise, docs §4.5). */
  instructions: V2InstructionEntry[];
  notes: V2Note[];
}

const NAMES = ['opencode.json', 'opencode.jsonc'] as const;

/**
 * `{env:…}` then `{file:…}` substitution on the raw text (docs §2.2): the same algorithm as V1
 * (`src/runtimes/opencode/load/substitute.ts`): env values inserted raw, file contents trimmed
 * and JSON-escaped, a `{file:}` whose line starts with `//` left literal. Returns the text, or
 * `{error}` for a file that cannot be read.
 */
export function substitute(
  source: FileSource,
  text: string,
  dir: string,
  vars: Readonly<Record<string, string>>,
): { text: string } | { error: string } {
  const r = substituteV1(text, dir, vars, source, vars['HOME'] ? vars['HOME'] : null);
  return r.error !== null ? { error: r.error } : { text: r.text };
}

/** Parse one document as V2 does: JSONC with trailing commas; any syntax error rejects the whole document (docs §2.3). */
export function parseDocument(text: string): { value: Record<string, unknown> } | { error: string } {
  // The JSONC parser recurses per level; a document nested this deep would overflow the stack.
  if (jsoncDepth(text) > MAX_JSONC_DEPTH) return { error: `nested more than ${MAX_JSONC_DEPTH} levels deep, too deep to parse` };
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    const e = errors[0]!;
    const line = text.slice(0, e.offset).split('\n').length;
    return { error: `${printParseErrorCode(e.error)} at line ${line}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'the document is not a JSON object' };
  return { value: value as Record<string, unknown> };
}

function readDocument(
  source: FileSource,
  abs: string,
  kind: V2ConfigDocument['kind'],
  vars: Readonly<Record<string, string>>,
  notes: V2Note[],
): V2ConfigDocument | null {
  const st = source.stat(abs);
  if (st === null || st.kind !== 'file') return null;
  const r = source.readFile(abs);
  if (!r.ok) return null;
  return fromText(source, abs, kind, r.data.toString('utf8'), path.dirname(abs), vars, notes);
}

function fromText(
  source: FileSource,
  name: string,
  kind: V2ConfigDocument['kind'],
  raw: string,
  dir: string,
  vars: Readonly<Record<string, string>>,
  notes: V2Note[],
): V2ConfigDocument {
  const sub = substitute(source, raw, dir, vars);
  const parsed = 'error' in sub ? sub : parseDocument(sub.text);
  if ('error' in parsed) {
    notes.push({
      id: 'config-rejected',
      severity: 'warning',
      message: `V2 rejects the whole document (${parsed.error}); V1 refuses to start instead`,
      file: name,
      section: '§2.3',
    });
    return { path: name, kind, value: null, rejected: parsed.error };
  }
  return { path: name, kind, value: parsed.value };
}

/**
 * Discover, substitute, parse and merge the V2 config of a Location (docs §2). Reads only
 * through `source`; never throws.
 */
export function loadV2Config(source: FileSource, env: V2Env, loc: V2Location): V2Config {
  const notes: V2Note[] = [];
  const documents: V2ConfigDocument[] = [];
  const directories: string[] = [];
  const push = (d: V2ConfigDocument | null): void => {
    if (d !== null) documents.push(d);
  };
  const vars = env.vars;
  // §2.1 step 2: the global directory.
  if (env.withGlobal && loc.globalDir !== null) {
    for (const n of NAMES) push(readDocument(source, path.join(loc.globalDir, n), 'global', vars, notes));
    if (source.stat(loc.globalDir)?.kind === 'dir') directories.push(loc.globalDir);
  }
  // Step 3: the explicit file.
  const explicit = vars['OPENCODE_CONFIG'];
  if (explicit) push(readDocument(source, path.resolve(loc.given, explicit), 'explicit', vars, notes));
  // Steps 4 and 5: the project walk, to the filesystem root, farthest first.
  const projectOff = Boolean(vars['OPENCODE_DISABLE_PROJECT_CONFIG']) || (loc.globalDir !== null && loc.start === loc.globalDir);
  if (!projectOff) {
    // V2 walks to the filesystem root; above the project root the files are the user's, read
    // only with --with-global (docs §2.1), and a note names what is left out.
    const all = ancestors(loc.start, null);
    const walk = (env.withGlobal ? all : ancestors(loc.start, loc.projectRoot)).reverse();
    if (!env.withGlobal) {
      const above = all
        .slice(walk.length)
        .flatMap((dir) => [...NAMES.map((n) => path.join(dir, n)), ...NAMES.map((n) => path.join(dir, '.opencode', n))])
        .filter((f) => source.stat(f)?.kind === 'file');
      if (above.length > 0) {
        notes.push({
          id: 'config-above-root-not-read',
          severity: 'info',
          message: `${above.join(', ')} lie${above.length === 1 ? 's' : ''} above the project root: V2 merges ${above.length === 1 ? 'it' : 'them'} (its config walk goes to /); pass --with-global to include user-level files`,
          file: above[0]!,
          section: '§2.1',
        });
      }
    }
    for (const dir of walk) for (const n of NAMES) push(readDocument(source, path.join(dir, n), 'direct', vars, notes));
    for (const dir of walk) {
      const dot = path.join(dir, '.opencode');
      if (source.stat(dot)?.kind !== 'dir') continue;
      for (const n of NAMES) push(readDocument(source, path.join(dot, n), 'dot-opencode', vars, notes));
      directories.push(dot);
    }
  }
  // Step 6: inline content.
  const inline = vars['OPENCODE_CONFIG_CONTENT'];
  if (inline) documents.push(fromText(source, 'OPENCODE_CONFIG_CONTENT', 'inline', inline, loc.given, vars, notes));
  return { documents, directories, ...merge(documents), notes };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Merge the documents' agents, `default_agent` and `instructions` (docs §2.4, §5.4). */
function merge(documents: readonly V2ConfigDocument[]): Pick<V2Config, 'agents' | 'defaultAgent' | 'instructions'> {
  const agents = new Map<string, { fields: Record<string, unknown>; files: string[] }>();
  let defaultAgent: V2Config['defaultAgent'] = null;
  const instructions: V2InstructionEntry[] = [];
  for (const doc of documents) {
    const v = doc.value;
    if (v === null) continue;
    const apply = (map: unknown, forcePrimary: boolean): void => {
      if (!isRecord(map)) return;
      for (const [id, cfg] of Object.entries(map)) {
        if (!isRecord(cfg)) continue;
        const cur = agents.get(id) ?? { fields: {}, files: [] };
        for (const [k, val] of Object.entries(cfg)) {
          if (k === 'permissions' && Array.isArray(val) && Array.isArray(cur.fields[k])) cur.fields[k] = [...(cur.fields[k] as unknown[]), ...val];
          else cur.fields[k] = val;
        }
        if (forcePrimary) cur.fields['mode'] = 'primary';
        cur.files.push(doc.path);
        agents.set(id, cur);
      }
    };
    apply(v['agent'], false);
    apply(v['mode'], true);
    apply(v['agents'], false);
    if (typeof v['default_agent'] === 'string') defaultAgent = { value: v['default_agent'], file: doc.path };
    if (Array.isArray(v['instructions'])) for (const e of v['instructions']) if (typeof e === 'string') instructions.push({ entry: e, file: doc.path });
  }
  return { agents, defaultAgent, instructions };
}
