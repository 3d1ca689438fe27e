/** A flow step after template merge (docs/runtimes/fork.md §4.5) and the accessors of its effective keys and positions. */
import type { Node as YNode } from 'yaml';
import type { Span } from '../../../model/span.js';
import { yamlSpan, type YamlDoc } from '../../../load/yaml-doc.js';
import type { DStruct } from './flow-decode.js';
import type { StepTemplate } from './flow-templates.js';

/** Where an effective step value came from. */
export type ValueFrom = { kind: 'step' } | { kind: 'template'; template: string; file: string };

/** One effective key of a merged step. */
export interface EffValue {
  value: unknown;
  keyNode: YNode;
  valueNode: YNode | null;
  doc: YamlDoc;
  from: ValueFrom;
}

/** A step after template merge. */
export interface MergedStep {
  s: DStruct;
  /** Raw keys the step declares itself. */
  raw: Set<string>;
  eff: Map<string, EffValue>;
  /** Templates applied, in `extends` order. */
  applied: StepTemplate[];
}

/** Effective value of a merged step key (`undefined` when neither the step nor a template declares it). */
export function effValue<T = unknown>(m: MergedStep, key: string): T | undefined {
  return m.eff.get(key)?.value as T | undefined;
}

/** Span of an effective key's value (or key) in the file that declared it. */
export function effSpan(m: MergedStep, key: string, which: 'value' | 'key' = 'value'): Span {
  const e = m.eff.get(key);
  if (!e) return yamlSpan(m.s.doc, m.s.node, '');
  return yamlSpan(e.doc, which === 'value' ? e.valueNode ?? e.keyNode : e.keyNode, '');
}

/** Span of a node in a decoded struct's document. */
export function nodeSpan(s: DStruct, n: YNode | null | undefined): Span {
  return yamlSpan(s.doc, n ?? s.node, '');
}

/** The step's `id` value span (or the step node when `id` is absent). */
export function stepIdSpan(m: MergedStep): Span {
  const k = m.s.keys.get('id');
  return nodeSpan(m.s, k?.value ?? k?.key ?? m.s.node);
}

/** The step's ID as decoded (`""` when absent). */
export function stepId(m: MergedStep): string {
  return (m.s.f['id'] as string | undefined) ?? '';
}

