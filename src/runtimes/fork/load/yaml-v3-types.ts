/**
 * The Go types ctxlens decodes YAML into with yaml.v3 semantics (docs/runtimes/fork.md §3.3,
 * §4.3, §4.4), and the shapes the typed decoder (`yaml-v3.ts`) returns. A type names itself as
 * yaml.v3 prints it in `cannot unmarshal … into <type>`.
 */
import type { Node as YNode } from 'yaml';
import type { YamlDoc } from '../../../load/yaml-doc.js';
import type { V3Decoder } from './yaml-v3.js';

/** A Go type the decoder knows. `name` is the Go type name in error texts. */
export type TypeDesc =
  /** A Go string kind (`string`, `config.AgentMode`): any scalar's text. */
  | { k: 'string'; name: string }
  /** A Go `int`/`int64`: ints, and floats truncated. */
  | { k: 'int'; name: string }
  | { k: 'bool' }
  | { k: 'float' }
  /** `*string`: a YAML null leaves it nil. */
  | { k: 'ptrString' }
  /** `interface{}`: any shape, scalars resolved. */
  | { k: 'any' }
  /** `map[string]E`. */
  | { k: 'map'; name: string; elem: TypeDesc }
  /** `[]E`: elements that decode "not good" (nulls into strings or structs, type errors) are dropped. */
  | { k: 'slice'; name: string; elem: TypeDesc }
  /** A struct (`ptr`: a pointer to it, which a YAML null leaves nil). Unknown keys are not decoded. */
  | { k: 'struct'; name: string; ptr?: boolean; fields: Record<string, TypeDesc> }
  /** A type with its own `UnmarshalYAML(*yaml.Node)`: `decode` returns the value or throws `V3Fatal`. */
  | { k: 'custom'; name: string; decode: (dec: V3Decoder, n: YNode, pointer: string) => unknown };

/** One key of a decoded struct: its key node, its value node (aliases followed) and the value as written. */
export interface DKey {
  key: YNode;
  value: YNode | null;
  /** The value node as written (an alias stays an alias), for positions. */
  raw: YNode | null;
}

/** A decoded struct: decoded field values plus the key/value nodes as written. */
export interface DStruct {
  node: YNode;
  doc: YamlDoc;
  /** Keys declared in the mapping, then keys `<<` merges add, in decode order (known and unknown). */
  keys: Map<string, DKey>;
  /** Decoded values of known fields (Go zero values for null; `undefined` for nil pointers, slices, maps). */
  f: Record<string, unknown>;
}

/** A decoded slice element, with its node and JSON pointer. */
export interface DItem<T = unknown> {
  value: T;
  node: YNode;
  pointer: string;
}

/** `string`. */
export const STR: TypeDesc = { k: 'string', name: 'string' };
/** `int`. */
export const INT: TypeDesc = { k: 'int', name: 'int' };
/** `int64`. */
export const INT64: TypeDesc = { k: 'int', name: 'int64' };
/** `bool`. */
export const BOOL: TypeDesc = { k: 'bool' };
/** `float64`. */
export const FLOAT: TypeDesc = { k: 'float' };
/** `interface{}`. */
export const ANY: TypeDesc = { k: 'any' };
/** `[]string`. */
export const STRINGS: TypeDesc = { k: 'slice', name: '[]string', elem: STR };
/** `map[string]interface {}`. */
export const ANY_MAP: TypeDesc = { k: 'map', name: 'map[string]interface {}', elem: ANY };
/** `map[string]bool`. */
export const BOOL_MAP: TypeDesc = { k: 'map', name: 'map[string]bool', elem: BOOL };
