/**
 * A typed YAML decoder with yaml.v3 semantics (docs/runtimes/fork.md §4.2 step 2, U15; from library source):
 * unknown keys are dropped, a scalar decodes into a string field verbatim (`timeout: 30` → `"30"`),
 * type mismatches and duplicate keys are collected as `yaml: unmarshal errors:` lines, null entries of
 * a `[]struct`/`[]string` are dropped, and custom unmarshalers (include entries) abort the decode.
 *
 * The result keeps every YAML node, so the loader can point at the exact line and column of a value.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Node as YNode, type Pair, type Scalar } from 'yaml';
import type { Span } from '../../../model/span.js';
import { yamlSpan, type YamlDoc } from '../../../load/yaml-doc.js';
import { trimSpace as trimGo } from '../../../go/path.js';

/** Go types the decoder knows. `name` is the Go type name used in error texts. */
export type TypeDesc =
  | { k: 'string' }
  | { k: 'int' }
  | { k: 'bool' }
  | { k: 'float' }
  | { k: 'ptrString' }
  | { k: 'map' }
  | { k: 'slice'; name: string; elem: TypeDesc }
  | { k: 'struct'; name: string; ptr?: boolean; fields: Record<string, TypeDesc> }
  | { k: 'include' };

/** A decoded struct: decoded field values plus the raw key/value nodes as written. */
export interface DStruct {
  node: YNode;
  doc: YamlDoc;
  /** Keys declared in the mapping (after `<<` merges), in document order. */
  keys: Map<string, { key: YNode; value: YNode | null }>;
  /** Decoded values of known fields (Go zero values for null; `undefined` for nil pointers, slices, maps). */
  f: Record<string, unknown>;
}

/** A decoded slice element, with its node. */
export interface DItem<T = unknown> {
  value: T;
  node: YNode;
}

/** A decoded include entry (`{local: path}`, trimmed). */
export interface DInclude {
  local: string;
  node: YNode;
  localNode: YNode | null;
}

/** A decode failure: the runtime's yaml error text and the node it is about. */
export interface DecodeError {
  message: string;
  node: YNode | null;
}

const STR: TypeDesc = { k: 'string' };
const INT: TypeDesc = { k: 'int' };
const BOOL: TypeDesc = { k: 'bool' };

/** `contextfile.StepContext` (§4.4). */
export const STEP_CONTEXT_T: TypeDesc = {
  k: 'struct',
  name: 'contextfile.StepContext',
  ptr: true,
  fields: { paths: { k: 'slice', name: '[]string', elem: STR }, mode: STR, nested: BOOL },
};

/** `flow.Step`: the union of step keys across the lines of development (§4.4, U1). */
export const STEP_T: TypeDesc = {
  k: 'struct',
  name: 'flow.Step',
  fields: {
    id: STR,
    extends: { k: 'slice', name: '[]string', elem: STR },
    agent: STR,
    model: STR,
    reasoningEffort: STR,
    session: { k: 'struct', name: 'flow.StepSession', fields: { fork: BOOL } },
    prompt: STR,
    langfusePromptPath: STR,
    langfusePromptLabel: STR,
    output: { k: 'struct', name: 'flow.StepOutput', ptr: true, fields: { schema: { k: 'map' } } },
    rules: {
      k: 'slice',
      name: '[]flow.Rule',
      elem: { k: 'struct', name: 'flow.Rule', fields: { if: STR, then: STR, postpone: BOOL, cycle: BOOL } },
    },
    fallback: {
      k: 'struct',
      name: 'flow.Fallback',
      ptr: true,
      fields: { retry: INT, delay: INT, to: STR, on_turns_exhausted: STR },
    },
    maxTurns: INT,
    maxIterations: INT,
    timeout: STR,
    interactive: BOOL,
    interaction: { k: 'struct', name: 'flow.StepInteraction', ptr: true, fields: { target: STR, mention: STR } },
    compact: { k: 'struct', name: 'flow.StepCompact', ptr: true, fields: { threshold: { k: 'float' } } },
    resume_after: { k: 'ptrString' },
    require_route: BOOL,
    context: STEP_CONTEXT_T,
  },
};

/** `flow.flowFile`: the top level of a flow file (§4.3). */
export const FLOW_FILE_T: TypeDesc = {
  k: 'struct',
  name: 'flow.flowFile',
  fields: {
    name: STR,
    disabled: BOOL,
    description: STR,
    flow: {
      k: 'struct',
      name: 'flow.FlowSpec',
      fields: {
        args: { k: 'map' },
        session: { k: 'struct', name: 'flow.FlowSession', fields: { prefix: STR, resume_on_failure: BOOL } },
        maxFallbackEntries: INT,
        steps: { k: 'slice', name: '[]flow.Step', elem: STEP_T },
      },
    },
    include: { k: 'slice', name: '[]flow.IncludeEntry', elem: { k: 'include' } },
  },
};

type Resolved = { tag: 'null' | 'bool' | 'int' | 'float' | 'str' | 'timestamp'; value: unknown; text: string };

const YAML11_TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON']);
const YAML11_FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF']);

/** The text yaml.v3 keeps as `Node.Value` for a scalar: the source of a plain scalar, the unescaped value otherwise. */
export function scalarText(n: Scalar): string {
  if (n.type === 'PLAIN') {
    const src = (n as Scalar & { source?: string }).source;
    if (typeof src === 'string') return src;
  }
  if (n.value === null || n.value === undefined) return '';
  return String(n.value);
}

/** yaml.v3 `resolve` of a scalar (plain scalars get a type; quoted and block scalars are strings). */
export function resolveScalar(n: Scalar): Resolved {
  const text = scalarText(n);
  if (n.type !== 'PLAIN' && n.type !== undefined) return { tag: 'str', value: text, text };
  if (text === '' || text === '~' || text === 'null' || text === 'Null' || text === 'NULL') return { tag: 'null', value: null, text };
  if (text === 'true' || text === 'True' || text === 'TRUE') return { tag: 'bool', value: true, text };
  if (text === 'false' || text === 'False' || text === 'FALSE') return { tag: 'bool', value: false, text };
  if (/^[-+]?\.(inf|Inf|INF)$/.test(text)) return { tag: 'float', value: text.startsWith('-') ? -Infinity : Infinity, text };
  if (/^\.(nan|NaN|NAN)$/.test(text)) return { tag: 'float', value: NaN, text };
  const plain = text.replace(/_/g, '');
  const int = goParseInt0(plain);
  if (int !== null) return { tag: 'int', value: int, text };
  if (/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(plain)) return { tag: 'float', value: Number(plain), text };
  if (/^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}/.test(text)) return { tag: 'timestamp', value: text, text };
  return { tag: 'str', value: text, text };
}

/** Go `strconv.ParseInt(s, 0, 64)` (prefixes `0x`, `0o`, `0b`, leading-zero octal). `null` on error. */
function goParseInt0(s: string): number | null {
  const m = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(s);
  if (!m) return null;
  const body = m[2]!;
  let v: bigint;
  if (/^0[oO]/.test(body)) v = BigInt('0o' + body.slice(2));
  else if (/^0[0-7]+$/.test(body)) v = BigInt('0o' + body.slice(1));
  else v = BigInt(body);
  if (m[1] === '-') v = -v;
  if (v > 9223372036854775807n || v < -9223372036854775808n) return null;
  return Number(v);
}

function shortTag(n: YNode): string {
  if (isMap(n)) return '!!map';
  if (isSeq(n)) return '!!seq';
  if (isScalar(n)) return '!!' + resolveScalar(n).tag;
  return '!!str';
}

class Fatal extends Error {
  constructor(
    message: string,
    readonly node: YNode | null,
  ) {
    super(message);
  }
}

/** Decoding state for one document. */
export class Decoder {
  readonly terrors: { message: string; node: YNode }[] = [];
  private aliases = 0;

  constructor(readonly y: YamlDoc) {}

  /** 1-based line of a node. */
  line(n: YNode | null | undefined): number {
    const r = n?.range;
    return r ? this.y.lines.pos(this.y.offset + r[0]).line : 1;
  }

  span(n: YNode | null | undefined, pointer = ''): Span {
    return yamlSpan(this.y, n ?? null, pointer);
  }

  /** Follow aliases (capped at 1000 expansions, like an alias-bomb guard). */
  deref(n: unknown): YNode | null {
    let cur = n;
    while (isAlias(cur)) {
      if (++this.aliases > 1000) throw new Fatal('yaml: document contains excessive aliasing', cur as YNode);
      cur = cur.resolve(this.y.doc);
    }
    return (cur as YNode | null | undefined) ?? null;
  }

  /** The pairs of a mapping as yaml.v3 sees them: explicit pairs, then `<<` merges for keys not present. */
  pairs(m: YNode): { key: YNode; keyText: string; value: YNode | null }[] {
    if (!isMap(m)) return [];
    const out: { key: YNode; keyText: string; value: YNode | null }[] = [];
    const merges: YNode[] = [];
    for (const p of m.items as Pair[]) {
      if (!isPair(p)) continue;
      const k = p.key as YNode;
      if (isScalar(k) && k.type === 'PLAIN' && scalarText(k) === '<<') {
        const v = this.deref(p.value);
        if (isSeq(v)) for (const it of v.items) merges.push(this.deref(it)!);
        else if (v) merges.push(v);
        continue;
      }
      out.push({ key: k, keyText: isScalar(k) ? scalarText(k) : '', value: this.deref(p.value) });
    }
    for (const mm of merges) {
      for (const p of this.pairs(mm)) if (!out.some((o) => o.keyText === p.keyText)) out.push(p);
    }
    return out;
  }

  /** yaml.v3's per-mapping duplicate key check. */
  checkDuplicates(m: YNode): void {
    if (!isMap(m)) return;
    const items = (m.items as Pair[]).filter(isPair);
    for (let i = 0; i < items.length; i++) {
      const ki = items[i]!.key as YNode;
      if (!isScalar(ki)) continue;
      for (let j = i + 1; j < items.length; j++) {
        const kj = items[j]!.key as YNode;
        if (isScalar(kj) && scalarText(kj) === scalarText(ki)) {
          this.terrors.push({
            message: `line ${this.line(kj)}: mapping key ${JSON.stringify(scalarText(kj))} already defined at line ${this.line(ki)}`,
            node: kj,
          });
        }
      }
    }
  }

  /** Duplicate-key check over a subtree the typed decode skips (unknown keys; spec U15: every level). */
  checkDuplicatesDeep(n: YNode | null, depth = 0): void {
    if (!n || depth > 200 || isAlias(n)) return;
    if (isMap(n)) {
      this.checkDuplicates(n);
      for (const p of n.items as Pair[]) if (isPair(p)) this.checkDuplicatesDeep(p.value as YNode, depth + 1);
    } else if (isSeq(n)) for (const it of n.items) this.checkDuplicatesDeep(it as YNode, depth + 1);
  }

  private typeError(n: YNode, goType: string): void {
    let value = '';
    if (isScalar(n)) {
      const t = scalarText(n);
      value = t.length > 10 ? ' `' + t.slice(0, 7) + '...`' : ' `' + t + '`';
    }
    this.terrors.push({ message: `line ${this.line(n)}: cannot unmarshal ${shortTag(n)}${value} into ${goType}`, node: n });
  }

  /** Plain JS value of a node with yaml.v3 scalar resolution (for `map[string]interface {}` and schema checks). */
  plain(n: YNode | null, depth = 0): unknown {
    const v = this.deref(n);
    if (!v || depth > 200) return null;
    if (isMap(v)) {
      this.checkDuplicates(v);
      const o: Record<string, unknown> = {};
      for (const p of this.pairs(v)) o[p.keyText] = this.plain(p.value, depth + 1);
      return o;
    }
    if (isSeq(v)) return v.items.map((it) => this.plain(it as YNode, depth + 1));
    if (isScalar(v)) {
      const r = resolveScalar(v);
      return r.tag === 'float' && !Number.isFinite(r.value as number) ? r.text : r.value;
    }
    return null;
  }

  /**
   * Decode a node into a type. Returns `{ok: false}` where yaml.v3's `unmarshal` reports "not good"
   * (a null into a struct, string, int or bool), which makes a slice drop the element.
   */
  decode(nIn: YNode | null | undefined, t: TypeDesc): { ok: boolean; value: unknown } {
    const n = this.deref(nIn);
    const isNull = !n || (isScalar(n) && resolveScalar(n).tag === 'null');
    if (isNull) {
      switch (t.k) {
        case 'string':
          return { ok: false, value: '' };
        case 'int':
        case 'float':
          return { ok: false, value: 0 };
        case 'bool':
          return { ok: false, value: false };
        case 'struct':
          return t.ptr ? { ok: true, value: undefined } : { ok: false, value: this.emptyStruct(n) };
        case 'include':
          return { ok: false, value: undefined };
        default:
          return { ok: true, value: undefined };
      }
    }
    switch (t.k) {
      case 'string':
      case 'ptrString':
        if (!isScalar(n)) return this.fail(n, 'string');
        return { ok: true, value: scalarText(n) };
      case 'int': {
        if (!isScalar(n)) return this.fail(n, 'int');
        const r = resolveScalar(n);
        if (r.tag === 'int') return { ok: true, value: r.value };
        if (r.tag === 'float' && Number.isFinite(r.value as number)) return { ok: true, value: Math.trunc(r.value as number) };
        return this.fail(n, 'int');
      }
      case 'float': {
        if (!isScalar(n)) return this.fail(n, 'float64');
        const r = resolveScalar(n);
        if (r.tag === 'int' || r.tag === 'float') return { ok: true, value: Number(r.value) };
        return this.fail(n, 'float64');
      }
      case 'bool': {
        if (!isScalar(n)) return this.fail(n, 'bool');
        const r = resolveScalar(n);
        if (r.tag === 'bool') return { ok: true, value: r.value };
        if (n.type === 'PLAIN' && YAML11_TRUE.has(r.text)) return { ok: true, value: true };
        if (n.type === 'PLAIN' && YAML11_FALSE.has(r.text)) return { ok: true, value: false };
        return this.fail(n, 'bool');
      }
      case 'map':
        if (!isMap(n)) return this.fail(n, 'map[string]interface {}');
        return { ok: true, value: this.plain(n) };
      case 'slice': {
        if (!isSeq(n)) return this.fail(n, t.name);
        const out: DItem[] = [];
        for (const it of n.items) {
          const node = this.deref(it as YNode);
          const r = this.decode(node, t.elem);
          if (r.ok && node) out.push({ value: r.value, node });
        }
        return { ok: true, value: out };
      }
      case 'struct': {
        if (!isMap(n)) return this.fail(n, t.name);
        return { ok: true, value: this.struct(n, t) };
      }
      case 'include':
        return { ok: true, value: this.include(n) };
    }
  }

  private fail(n: YNode, goType: string): { ok: boolean; value: unknown } {
    this.typeError(n, goType);
    return { ok: false, value: undefined };
  }

  private emptyStruct(n: YNode | null): DStruct {
    return { node: n ?? (this.y.doc.contents as YNode), doc: this.y, keys: new Map(), f: {} };
  }

  /** Decode a mapping into a struct: duplicate check, then the known fields in document order. */
  struct(n: YNode, t: Extract<TypeDesc, { k: 'struct' }>): DStruct {
    this.checkDuplicates(n);
    const s: DStruct = { node: n, doc: this.y, keys: new Map(), f: {} };
    for (const p of this.pairs(n)) {
      if (!s.keys.has(p.keyText)) s.keys.set(p.keyText, { key: p.key, value: p.value });
      const ft = t.fields[p.keyText];
      if (!ft) {
        this.checkDuplicatesDeep(p.value);
        continue;
      }
      s.f[p.keyText] = this.decode(p.value, ft).value;
    }
    return s;
  }

  /** `IncludeEntry.UnmarshalYAML`: a mapping of strings with only `local`, non-blank after trimming. Errors abort the decode. */
  private include(n: YNode): DInclude {
    const inner = new Decoder(this.y);
    let ok = isMap(n);
    if (ok) {
      inner.checkDuplicates(n);
      for (const p of inner.pairs(n)) {
        const v = p.value;
        if (v && !isScalar(v)) {
          inner.typeError(v, 'string');
          ok = false;
        }
      }
    } else inner.typeError(n, 'map[string]string');
    if (!ok || inner.terrors.length > 0) {
      throw new Fatal(
        `include entry must be a mapping with a "local" key (got yaml: unmarshal errors:\n  ${inner.terrors.map((e) => e.message).join('\n  ')})`,
        inner.terrors[0]?.node ?? n,
      );
    }
    const pairs = this.pairs(n);
    const unsupported = pairs.map((p) => p.keyText).filter((k) => k !== 'local');
    if (unsupported.length > 0) {
      const sorted = [...new Set(unsupported)].sort();
      const bad = pairs.find((p) => p.keyText !== 'local')!;
      throw new Fatal(
        `unsupported include ${sorted.length === 1 ? 'kind' : 'kinds'} ${sorted.map((k) => JSON.stringify(k)).join(', ')}: only "local" includes are supported`,
        bad.key,
      );
    }
    const lp = pairs.find((p) => p.keyText === 'local');
    const raw = lp?.value && isScalar(lp.value) && resolveScalar(lp.value).tag !== 'null' ? scalarText(lp.value) : '';
    const local = trimGo(raw);
    if (local === '') throw new Fatal('include entry has an empty "local" path', lp?.value ?? lp?.key ?? n);
    return { local, node: n, localNode: lp?.value ?? null };
  }

  /**
   * Decode the whole document (`yaml.Unmarshal(data, &out)`): an empty document is the zero value.
   * Returns the value, or the error text (`yaml: unmarshal errors:\n  line N: …`) and its node.
   */
  unmarshal(t: TypeDesc, node?: YNode | null): { value: unknown; error: DecodeError | null } {
    try {
      const root = node === undefined ? (this.y.doc.contents as YNode | null) : node;
      const r = this.decode(root, t);
      if (this.terrors.length > 0) {
        return {
          value: r.value,
          error: { message: 'yaml: unmarshal errors:\n  ' + this.terrors.map((e) => e.message).join('\n  '), node: this.terrors[0]!.node },
        };
      }
      return { value: r.value, error: null };
    } catch (e) {
      if (e instanceof Fatal) return { value: undefined, error: { message: e.message, node: e.node } };
      throw e;
    }
  }
}

/** Decode a template body (a mapping node) as a `flow.Step` (`node.Decode(&tmpl.step)`, §4.5). */
export function decodeTemplateStep(d: Decoder, node: YNode): { value: DStruct; error: DecodeError | null } {
  const r = d.unmarshal(STEP_T, node);
  return { value: (r.value as DStruct | undefined) ?? { node, doc: d.y, keys: new Map(), f: {} }, error: r.error };
}

/** Syntax errors of a parsed document as yaml.v3 would word them (`yaml: line N: …`); `null` when none. */
export function yamlSyntaxError(y: YamlDoc): { message: string; span: Span } | null {
  const e = y.errors.find((x) => x.code !== 'DUPLICATE_KEY' && x.code !== 'MULTIPLE_DOCS');
  if (!e) return null;
  const msg = e.message.charAt(0).toLowerCase() + e.message.slice(1);
  return { message: `yaml: line ${e.span.start.line}: ${msg}`, span: e.span };
}
