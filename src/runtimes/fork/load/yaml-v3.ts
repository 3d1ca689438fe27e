/**
 * The one emulation of `gopkg.in/yaml.v3` v3.0.1 `Unmarshal` in ctxlens (decode.go; from library
 * source), on top of the `yaml` package's AST (docs/runtimes/fork.md §1.4). Agent frontmatter (§3.2),
 * flow files, templates and include entries (§4.2, §4.5) all decode through `V3Decoder`:
 *
 * - scalars resolve as `yaml-v3-resolve.ts` says; a scalar decodes into a string field verbatim;
 *   a bool also takes the YAML 1.1 words; an int takes ints in int64 range and floats (truncated);
 * - every mapping that is decoded is checked for duplicate keys first (same kind, same text:
 *   `mapping key "k" already defined at line M`), and a mapping with duplicates is not decoded;
 *   the values of unknown struct keys are not decoded, so they are not checked (§8 U15);
 * - a YAML null keeps Go's zero value; in a slice, an element that decodes "not good" (a null
 *   string or struct, a type error) is dropped;
 * - a plain `<<` key merges a mapping, an alias of one, or a sequence of them after the explicit
 *   keys, never overriding a key already set (the earlier merged mapping wins); anything else
 *   after `<<` is the fatal `map merge requires map or sequence of maps as the value`;
 * - type errors are collected as `line N: cannot unmarshal !!tag `value` into T`, `line N`
 *   counted from the first line of the decoded text (`lineBase`: 2 for frontmatter);
 * - alias expansion is counted as yaml.v3 counts it (over 100 aliased decodes, over 1000 in all,
 *   and more than 99 % of them aliased: `document contains excessive aliasing`); an alias
 *   inside its own anchor is `anchor 'a' value contains itself`.
 * The Go types are described in `yaml-v3-types.ts`.
 */
import { isAlias, isMap, isScalar, isSeq, type Alias, type Node as YNode, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Span } from '../../../model/span.js';
import { yamlSpan, type YamlDoc } from '../../../load/yaml-doc.js';
import { goQuote, isNullNode, nodeTag, resolveScalar, scalarText, shownValue, YAML11_FALSE, YAML11_TRUE } from './yaml-v3-resolve.js';
import { STR, type DStruct, type TypeDesc } from './yaml-v3-types.js';
import { aliasTargets } from './yaml-v3-parse.js';

/** One collected yaml.v3 error line. */
export interface V3Error {
  /** The line as yaml.v3 prints it (`line 3: cannot unmarshal !!str `5` into int`). */
  text: string;
  /** JSON pointer of the offending value. */
  pointer: string;
  node: YNode | null;
  span: Span;
  /** For a duplicate key: the span of the first definition. */
  firstSpan?: Span;
}

/** A decode that failed: the runtime's error text and where it points. */
export interface V3Failure {
  /** `yaml: unmarshal errors:\n  line N: …`, or a fatal error (`yaml: document contains excessive aliasing`). */
  message: string;
  node: YNode | null;
  span: Span;
  /** The collected lines (empty for a fatal error). */
  errors: V3Error[];
}

/** A fatal yaml.v3 error (`failf`, or an unmarshaler's error): decoding stops with `message`. */
export class V3Fatal extends Error {
  constructor(
    message: string,
    readonly node: YNode | null,
    readonly pointer = '',
  ) {
    super(message);
  }
}

/** A value decoded into a Go type; `ok: false` is yaml.v3's "not good" (dropped from a slice). */
export interface Decoded {
  ok: boolean;
  value: unknown;
}

/** Escape one JSON pointer segment. */
export function esc(k: string): string {
  return k.includes('~') || k.includes('/') ? k.replace(/~/g, '~0').replace(/\//g, '~1') : k;
}

/** A plain `<<` key (yaml.v3 `isMerge`: the node's tag is `!!merge`). */
export function isMergeKey(k: unknown): boolean {
  return isScalar(k) && scalarText(k) === '<<' && nodeTag(k) === '!!merge';
}

const TWO63 = 2 ** 63;

/** Decoder state for one `Unmarshal` (or one `Node.Decode`) of a document. */
export class V3Decoder {
  readonly errors: V3Error[] = [];
  private decodeCount = 0;
  private aliasCount = 0;
  private aliasDepth = 0;
  private readonly active = new Set<Alias>();

  /** `lineBase`: the 1-based file line of the decoded text's first line (2 for frontmatter). */
  constructor(
    readonly y: YamlDoc,
    readonly lineBase = 1,
  ) {}

  /** yaml.v3's 1-based line of a node, counted from the decoded text's first line. */
  line(n: YNode | null | undefined): number {
    const r = n?.range;
    const fileLine = r ? this.y.lines.pos(this.y.offset + r[0]).line : this.lineBase;
    return fileLine - this.lineBase + 1;
  }

  /** Span of a node in the file (the document when `n` is missing). */
  span(n: YNode | null | undefined, pointer = ''): Span {
    return yamlSpan(this.y, n ?? null, pointer);
  }

  /** The node an alias refers to, without counting (for positions); other nodes as they are. */
  peek(n: unknown): YNode | null {
    if (isAlias(n)) return aliasTargets(this.y).get(n) ?? null;
    return (n as YNode | null | undefined) ?? null;
  }

  /** yaml.v3's per-`unmarshal` counters and the excessive-aliasing check. Throws `V3Fatal`. */
  count(at: YNode | null = null): void {
    this.decodeCount++;
    if (this.aliasDepth > 0) this.aliasCount++;
    if (this.aliasCount > 100 && this.decodeCount > 1000 && this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)) {
      throw new V3Fatal('yaml: document contains excessive aliasing', at);
    }
  }

  /** Run `fn` on an alias's target, as yaml.v3's `d.alias` does (cycle check, alias depth). */
  private through<T>(a: Alias, fn: (target: YNode | null) => T): T {
    if (this.active.has(a)) throw new V3Fatal(`yaml: anchor '${a.source}' value contains itself`, a);
    this.active.add(a);
    this.aliasDepth++;
    try {
      return fn(this.peek(a));
    } finally {
      this.aliasDepth--;
      this.active.delete(a);
    }
  }

  /** Record a type error (`terror`) about `n`, positioned at `at` (an alias that led to it) or `n`. */
  terror(n: YNode, goType: string, pointer: string, at: YNode | null = null): void {
    const tag = nodeTag(n);
    const value = tag === '!!seq' || tag === '!!map' ? '' : ' ' + shownValue(isScalar(n) ? scalarText(n) : '');
    this.errors.push({ text: `line ${this.line(n)}: cannot unmarshal ${tag}${value} into ${goType}`, pointer, node: at ?? n, span: this.span(at ?? n, pointer) });
  }

  /**
   * yaml.v3's duplicate-key check of one mapping (same node kind and text; an alias key's text is
   * its anchor name, a collection key's is empty). Records one error per later duplicate of each
   * key; returns false when there was any.
   */
  checkDuplicates(m: YAMLMap, pointer: string): boolean {
    if (!hasDuplicateKey(m.items as Pair[])) return true;
    const seen = new Map<string, YNode[]>();
    let found = false;
    for (const p of m.items as Pair[]) {
      const k = p.key as YNode | null;
      const id = keyId(k);
      const earlier = seen.get(id);
      if (earlier) {
        found = true;
        earlier.push(k as YNode);
      } else seen.set(id, [k as YNode]);
    }
    if (!found) return true;
    // yaml.v3 reports, for each key i, every later key j equal to it: order by i, then j.
    const items = (m.items as Pair[]).map((p) => p.key as YNode | null);
    for (let i = 0; i < items.length; i++) {
      const group = seen.get(keyId(items[i]!))!;
      if (group.length < 2) continue;
      const at = group.indexOf(items[i] as YNode);
      for (const kj of group.slice(at + 1)) {
        const text = keyValue(kj);
        const p = `${pointer}/${esc(text)}`;
        this.errors.push({
          text: `line ${this.line(kj)}: mapping key ${goQuote(text)} already defined at line ${this.line(items[i])}`,
          pointer: p,
          node: kj,
          span: this.span(kj, p),
          firstSpan: this.span(items[i], p),
        });
      }
    }
    return false;
  }

  /**
   * Decode a document (`yaml.Unmarshal`) or one node (`node.Decode`, when `node` is given) into
   * `t`. Returns the value and, when yaml.v3 returns an error, its text and position. Never throws.
   */
  unmarshal(t: TypeDesc, node?: YNode | null): { value: unknown; error: V3Failure | null } {
    try {
      const root = node === undefined ? ((this.y.doc.contents as YNode | null) ?? null) : node;
      if (node === undefined) this.count();
      const r = this.decode(root, t, '');
      if (this.errors.length === 0) return { value: r.value, error: null };
      const first = this.errors[0]!;
      return { value: r.value, error: { message: 'yaml: unmarshal errors:\n  ' + this.errors.map((e) => e.text).join('\n  '), node: first.node, span: first.span, errors: this.errors } };
    } catch (e) {
      if (!(e instanceof V3Fatal)) throw e;
      return { value: undefined, error: { message: e.message, node: e.node, span: this.span(e.node, e.pointer), errors: [] } };
    }
  }

  /** Decode one node into `t` (yaml.v3 `d.unmarshal`). Throws `V3Fatal` for fatal errors. */
  decode(nIn: unknown, t: TypeDesc, pointer: string, via: YNode | null = null): Decoded {
    this.count(nIn as YNode | null);
    if (isAlias(nIn)) return this.through(nIn, (target) => this.decode(target, t, pointer, via ?? nIn));
    const n = (nIn as YNode | null | undefined) ?? null;
    if (n === null) return this.zero(n, t);
    // A scalar is resolved once: whether it is null (`isNullNode`), then what it decodes to.
    const r = isScalar(n) ? resolveScalar(n) : null;
    if (r !== null && r.tag === '!!null') return this.zero(n, t);
    if (t.k === 'custom') return { ok: true, value: t.decode(this, n, pointer) };
    if (r !== null) {
      if (r.fatal) throw new V3Fatal('yaml: ' + r.fatal, n, pointer);
      switch (t.k) {
        case 'string':
        case 'ptrString':
          return { ok: true, value: r.tag === '!!binary' ? r.value : r.text };
        case 'any':
          return { ok: true, value: r.value };
        case 'bool':
          if (typeof r.value === 'boolean') return { ok: true, value: r.value };
          if (typeof r.value === 'string' && r.tag !== '!!timestamp') {
            if (YAML11_TRUE.has(r.value)) return { ok: true, value: true };
            if (YAML11_FALSE.has(r.value)) return { ok: true, value: false };
          }
          break;
        case 'int':
          if (r.tag === '!!int' && !r.uint64 && typeof r.value === 'number') return { ok: true, value: r.value };
          if (r.tag === '!!float' && typeof r.value === 'number' && r.value <= TWO63) {
            // Go's int64(float64): truncation; out of range it is the "integer indefinite" MinInt64 (amd64).
            return { ok: true, value: r.value < TWO63 && r.value >= -TWO63 ? Math.trunc(r.value) || 0 : -TWO63 };
          }
          break;
        case 'float':
          if (typeof r.value === 'number' && r.tag !== '!!timestamp') return { ok: true, value: r.value };
          break;
      }
      return this.fail(n, t, pointer, via);
    }
    if (isMap(n)) {
      if (!this.checkDuplicates(n, pointer)) return { ok: false, value: undefined };
      if (t.k === 'struct') return { ok: true, value: this.struct(n, t, pointer, null, null) };
      if (t.k === 'map') return { ok: true, value: this.map(n, t.elem, pointer, null, null) };
      if (t.k === 'any') return { ok: true, value: this.map(n, t, pointer, null, null) };
      return this.fail(n, t, pointer, via);
    }
    if (isSeq(n)) {
      if (t.k === 'slice') return { ok: true, value: this.slice(n, t.elem, pointer) };
      if (t.k === 'any') return { ok: true, value: n.items.map((it, i) => this.decode(it, t, `${pointer}/${i}`).value) };
      return this.fail(n, t, pointer, via);
    }
    return this.zero(null, t);
  }

  /** The value a YAML null leaves (`d.null`): nil pointers, maps, slices and interfaces are good; others keep the zero value, "not good". */
  private zero(n: YNode | null, t: TypeDesc): Decoded {
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
      case 'custom':
        return { ok: false, value: undefined };
      case 'any':
        return { ok: true, value: null };
      default:
        return { ok: true, value: undefined };
    }
  }

  /** A struct with no keys (the zero value), anchored at `n` or the document. */
  emptyStruct(n: YNode | null): DStruct {
    return { node: n ?? (this.y.doc.contents as YNode), doc: this.y, keys: new Map(), f: Object.create(null) as Record<string, unknown> };
  }

  private fail(n: YNode, t: TypeDesc, pointer: string, via: YNode | null): Decoded {
    this.terror(n, typeName(t), pointer, via);
    return { ok: false, value: undefined };
  }

  private slice(n: YAMLSeq, elem: TypeDesc, pointer: string): { value: unknown; node: YNode; pointer: string }[] {
    const out: { value: unknown; node: YNode; pointer: string }[] = [];
    n.items.forEach((it, i) => {
      const p = `${pointer}/${i}`;
      const r = this.decode(it, elem, p);
      if (r.ok) out.push({ value: r.value, node: this.peek(it) ?? n, pointer: p });
    });
    return out;
  }

  /** `mappingStruct`: explicit keys in order (unknown ones recorded, not decoded), then the `<<` merge. */
  private struct(m: YAMLMap, t: Extract<TypeDesc, { k: 'struct' }>, pointer: string, merged: Set<string> | null, into: DStruct | null): DStruct {
    const s: DStruct = into ?? { node: m as YNode, doc: this.y, keys: new Map(), f: Object.create(null) as Record<string, unknown> };
    let mergeNode: unknown = null;
    const items = m.items as Pair[];
    for (let i = 0; i < items.length; i++) {
      const p = items[i]!;
      if (isMergeKey(p.key)) {
        mergeNode = p.value ?? null;
        continue;
      }
      const name = this.decode(p.key, STR, pointer);
      if (!name.ok) continue;
      const k = name.value as string;
      if (merged) {
        if (merged.has(k)) continue;
        merged.add(k);
      }
      const raw = (p.value as YNode | null | undefined) ?? null;
      s.keys.set(k, { key: p.key as YNode, value: this.peek(raw), raw });
      const ft = Object.prototype.hasOwnProperty.call(t.fields, k) ? t.fields[k] : undefined;
      if (ft) s.f[k] = this.decode(raw, ft, `${pointer}/${esc(k)}`).value;
    }
    if (mergeNode !== null) this.merge(m, mergeNode, merged, pointer, (mm, set) => void this.struct(mm, t, pointer, set, s));
    return s;
  }

  /** `mapping` into `map[string]E` (or `interface{}` when `elem` is `any` itself): string keys, later merges never override. */
  private map(m: YAMLMap, elem: TypeDesc, pointer: string, merged: Set<string> | null, into: Record<string, unknown> | null): Record<string, unknown> {
    const out = into ?? {};
    let mergeNode: unknown = null;
    const items = m.items as Pair[];
    for (let i = 0; i < items.length; i++) {
      const p = items[i]!;
      if (isMergeKey(p.key)) {
        mergeNode = p.value ?? null;
        continue;
      }
      const key = this.decode(p.key, STR, pointer);
      if (!key.ok) continue;
      const k = key.value as string;
      if (merged) {
        if (merged.has(k)) continue;
        merged.add(k);
      }
      const r = this.decode(p.value, elem, `${pointer}/${esc(k)}`);
      if (r.ok || isNullNode(this.peek(p.value))) setKey(out, k, r.value ?? null);
    }
    if (mergeNode !== null) this.merge(m, mergeNode, merged, pointer, (mm, set) => void this.map(mm, elem, pointer, set, out));
    return out;
  }

  /** yaml.v3 `d.merge`: the parent's keys are taken, then each merged mapping decodes into the same value. */
  private merge(parent: YAMLMap, mergeNode: unknown, merged: Set<string> | null, pointer: string, apply: (m: YAMLMap, merged: Set<string>) => void): void {
    let set = merged;
    if (set === null) {
      set = new Set();
      for (const p of parent.items as Pair[]) {
        const k = this.decode(p.key, { k: 'any' }, pointer);
        const v = k.value;
        set.add(typeof v === 'string' ? v : `\0${String(v)}`);
      }
    }
    const wantMap = (): never => {
      throw new V3Fatal('yaml: map merge requires map or sequence of maps as the value', this.peek(mergeNode), pointer);
    };
    const one = (n: unknown): void => {
      if (isAlias(n) && !isMap(this.peek(n))) wantMap();
      this.count(n as YNode);
      const go = (target: YNode | null): void => {
        if (isMap(target) && this.checkDuplicates(target, pointer)) apply(target, set!);
      };
      if (isAlias(n)) {
        this.through(n, (target) => {
          this.count(target);
          go(target);
        });
      } else go(n as YNode);
    };
    if (isMap(mergeNode) || isAlias(mergeNode)) one(mergeNode);
    else if (isSeq(mergeNode)) {
      for (const it of mergeNode.items) {
        if (!isMap(it) && !(isAlias(it) && isMap(this.peek(it)))) wantMap();
        one(it);
      }
    } else wantMap();
  }

  /**
   * The document (or a node) as plain JSON for schema checks, scalars resolved as yaml.v3 does
   * (non-finite floats and timestamps as their text), merges applied, later duplicate keys
   * winning. Aliases count against the same cap. Throws `V3Fatal`.
   */
  plain(nIn: unknown): unknown {
    this.count(nIn as YNode | null);
    if (isAlias(nIn)) return this.through(nIn, (t) => this.plain(t));
    const n = (nIn as YNode | null | undefined) ?? null;
    if (n === null) return null;
    if (isScalar(n)) {
      const r = resolveScalar(n);
      return typeof r.value === 'number' && !Number.isFinite(r.value) ? r.text : r.value;
    }
    if (isSeq(n)) return n.items.map((it) => this.plain(it));
    if (!isMap(n)) return null;
    const out: Record<string, unknown> = {};
    let mergeNode: unknown = null;
    const items = n.items as Pair[];
    for (let i = 0; i < items.length; i++) {
      const p = items[i]!;
      if (isMergeKey(p.key)) {
        mergeNode = p.value;
        continue;
      }
      const k = this.peek(p.key);
      if (k !== null && !isScalar(k)) continue;
      setKey(out, k === null ? '' : scalarText(k), this.plain(p.value));
    }
    const target = this.peek(mergeNode);
    const maps = isMap(target) ? [mergeNode] : isSeq(target) ? target.items : [];
    for (const mm of maps) {
      const sub = isMap(this.peek(mm)) ? this.plain(mm) : null;
      if (!sub || typeof sub !== 'object') continue;
      for (const [k, v] of Object.entries(sub)) if (!Object.prototype.hasOwnProperty.call(out, k)) setKey(out, k, v);
    }
    return out;
  }
}

/** Whether two keys of a mapping are equal as yaml.v3 compares them (`keyId`); the common answer, no, without building groups. */
function hasDuplicateKey(items: Pair[]): boolean {
  if (items.length < 2) return false;
  const seen = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const id = keyId(items[i]!.key as YNode | null);
    if (seen.has(id)) return true;
    seen.add(id);
  }
  return false;
}

/** yaml.v3 `allowedAliasRatio`. */
function allowedAliasRatio(decodeCount: number): number {
  if (decodeCount <= 400000) return 0.99;
  if (decodeCount >= 4000000) return 0.1;
  return 0.99 - 0.89 * ((decodeCount - 400000) / 3600000);
}

/** The Go type name yaml.v3 prints for a target (after pointers are followed). */
function typeName(t: TypeDesc): string {
  switch (t.k) {
    case 'bool':
      return 'bool';
    case 'float':
      return 'float64';
    case 'ptrString':
      return 'string';
    case 'any':
      return 'interface {}';
    default:
      return t.name;
  }
}

/** yaml.v3 `Node.Value` of a key node (an alias: its anchor name; a collection: empty). */
function keyValue(k: YNode | null): string {
  if (k === null) return '';
  if (isScalar(k)) return scalarText(k);
  if (isAlias(k)) return k.source;
  return '';
}

/** Kind and value: what yaml.v3 compares for duplicate keys. */
function keyId(k: YNode | null): string {
  const kind = k === null || isScalar(k) ? 's' : isAlias(k) ? 'a' : isMap(k) ? 'm' : 'q';
  return kind + keyValue(k);
}

function setKey(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}
