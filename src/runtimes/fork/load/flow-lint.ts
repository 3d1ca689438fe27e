/**
 * Loader-side flow facts that do not stop a flow from loading, recorded as `LoadIssue`s for the flow
 * rules: schema violations (`flow-schema`), keys from both lines of development (`flow-mixed-revisions`,
 * U1), empty keys that block template inheritance (`flow-step-blocks-inheritance`, U26), and several
 * rules targeting one step (`flow-multiple-rules-target`, docs/runtimes/fork.md §4.6).
 */
import { isMap, isScalar, isSeq, type Node as YNode } from 'yaml';
import type { LoadIssue } from '../model/project.js';
import type { DItem, DStruct } from './flow-decode.js';
import { V3Decoder } from './yaml-v3.js';
import { isNullNode } from './yaml-v3-resolve.js';
import { nodeSpan, stepId, type MergedStep } from './flow-step.js';
import type { ParsedFlow } from './flow-parse.js';
import type { SchemaName, SchemaValidator } from '../../../load/schema.js';
import { yamlPointerSpan, type YamlDoc } from '../../../load/yaml-doc.js';

/** Keys only on the `191a6e7` line. */
const LINE_191 = ['require_route'];

/**
 * Schema violations of one document. `skip(v)` drops violations the load error already covers.
 * Unknown keys get a note that the runtime drops them silently.
 */
export function schemaIssues(validator: SchemaValidator, name: SchemaName, y: YamlDoc, skip: (pointer: string, kind: string) => boolean): LoadIssue[] {
  let data: unknown;
  try {
    data = new V3Decoder(y).plain(y.doc.contents);
  } catch {
    return [];
  }
  const out: LoadIssue[] = [];
  if (validator.plainly(name, data ?? null)) return out;
  for (const v of validator.validate(name, data ?? null, (p, which) => yamlPointerSpan(y, p, which))) {
    if (skip(v.pointer, v.kind)) continue;
    const message = v.kind === 'unknown-key' ? `${v.message} The runtime silently drops unknown keys here.` : v.message;
    out.push({ rule: 'flow-schema', messageId: v.kind === 'unknown-key' ? 'unknownKey' : 'invalidValue', data: { message }, span: v.span });
  }
  return out;
}

/** U1: one file using `require_route` (line `191a6e7`) together with `context`, `model`, `reasoningEffort`, `maxFallbackEntries` or `on_turns_exhausted` (line `bc01be8`). */
export function mixedRevisions(p: ParsedFlow): LoadIssue[] {
  if (!p.top) return [];
  const flow = p.top.f['flow'] as DStruct | undefined;
  const steps = ((flow?.f['steps'] as DItem<DStruct>[] | undefined) ?? []).map((s) => s.value);
  let old: { key: YNode; s: DStruct } | null = null;
  const newer: string[] = [];
  if (flow?.keys.has('maxFallbackEntries')) newer.push('maxFallbackEntries');
  for (const s of steps) {
    for (const k of LINE_191) {
      const kv = s.keys.get(k);
      if (kv && !old) old = { key: kv.key, s };
    }
    for (const k of ['context', 'model', 'reasoningEffort']) if (s.keys.has(k) && !newer.includes(k)) newer.push(k);
    const fb = s.f['fallback'] as DStruct | undefined;
    if (fb?.keys.has('on_turns_exhausted') && !newer.includes('on_turns_exhausted')) newer.push('on_turns_exhausted');
  }
  if (!old || newer.length === 0) return [];
  return [
    {
      rule: 'flow-mixed-revisions',
      messageId: 'mixed',
      data: { oldKey: 'require_route', newKeys: newer.join(', ') },
      span: nodeSpan(old.s, old.key),
    },
  ];
}

function isEmptyNode(n: YNode | null): boolean {
  if (!n) return true;
  if (isScalar(n)) return isNullNode(n) || (n.type !== 'PLAIN' && String(n.value) === '');
  if (isSeq(n) || isMap(n)) return n.items.length === 0;
  return false;
}

/** U26: a step declares an empty or null key that one of its templates declares, so inheritance is blocked. */
export function blocksInheritance(p: ParsedFlow): LoadIssue[] {
  const out: LoadIssue[] = [];
  for (const m of p.steps) {
    if (m.applied.length === 0) continue;
    m.s.keys.forEach((kv, key) => {
      if (!isEmptyNode(kv.value)) return;
      const blocked = [...m.applied].reverse().find((t) => t.keys.has(key));
      if (!blocked) return;
      out.push({
        rule: 'flow-step-blocks-inheritance',
        messageId: 'blocks',
        data: { step: stepId(m), key, template: blocked.name },
        span: nodeSpan(m.s, kv.key),
      });
    });
  }
  return out;
}

/** §4.6 WARN: several rules (across steps) target one step. One issue per extra rule, at its `then`. */
export function multipleRulesTarget(p: ParsedFlow): LoadIssue[] {
  const seen = new Map<string, number>();
  const out: LoadIssue[] = [];
  for (const m of p.steps as MergedStep[]) {
    for (const r of (m.eff.get('rules')?.value as DItem<DStruct>[] | undefined) ?? []) {
      const then = (r.value.f['then'] as string | undefined) ?? '';
      const n = (seen.get(then) ?? 0) + 1;
      seen.set(then, n);
      if (n === 2) {
        const tn = r.value.keys.get('then');
        out.push({ rule: 'flow-multiple-rules-target', messageId: 'diamond', data: { target: then, flow: p.id }, span: nodeSpan(r.value, tn?.value ?? r.node) });
      }
    }
  }
  return out;
}
