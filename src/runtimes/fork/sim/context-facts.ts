/**
 * Helpers the context rules share to turn a simulation into findings: where an entry sits,
 * how to name a target, and the distinct entry traces of a run (one per entry and expansion,
 * however many targets share it).
 */
import type { ContextSpec } from '../model/context.js';
import type { ProjectModel } from '../model/project.js';
import { fileSpan, type Span } from '../../../model/span.js';
import { rel } from '../../../go/path.js';
import type { EntryTrace, SimTarget, Simulation, TargetSimulation } from './types.js';

/** `agent "coder"`, or `step "check" of flow "ship" (agent "coder")`. */
export function describeTarget(t: SimTarget): string {
  if (t.flowId !== null) return `step "${t.stepId ?? ''}" of flow "${t.flowId}" (agent "${t.agentId}")`;
  return `agent "${t.agentId}"`;
}

/** A stable key for a span (file, line, column, pointer). */
export function spanKey(s: Span | null): string {
  return s === null ? '' : `${s.file}:${s.start.line}:${s.start.column}:${s.pointer}`;
}

/**
 * Where a finding about an entry points: the entry's node; for a global entry without one
 * (defaults, `OPENCODE_CONTEXTPATHS`), the `contextPaths` node if any; else, when `fallbackAbs`
 * is given and lies inside W, that file (file-level); else `null`.
 */
export function entrySpan(model: ProjectModel, e: EntryTrace, fallbackAbs?: string): Span | null {
  if (e.node) return e.node.span;
  if (e.layer === 'global' && model.config.contextPathsSpan) return model.config.contextPathsSpan;
  if (fallbackAbs !== undefined) {
    const r = rel(model.W, fallbackAbs);
    if (r !== null && !r.startsWith('../') && r !== '..' && r !== '.') return fileSpan(r);
  }
  return null;
}

/** A path for messages: relative to W when inside, absolute otherwise. */
export function showPath(model: ProjectModel, abs: string): string {
  const r = rel(model.W, abs);
  return r === null || r === '..' || r.startsWith('../') ? abs : r;
}

/** `distinctEntries` per simulation (a simulation is never changed once built; several rules ask). */
const distinctMemo = new WeakMap<Simulation, readonly { entry: EntryTrace; target: TargetSimulation }[]>();

/**
 * Every entry trace of the run once: traces of different targets for the same entry (same
 * layer, node, text and expansion) collapse to the first. Each comes with the target it was
 * first seen in. Computed once per simulation; the list is shared, never change it.
 */
export function distinctEntries(sim: Simulation): readonly { entry: EntryTrace; target: TargetSimulation }[] {
  let done = distinctMemo.get(sim);
  if (done === undefined) {
    done = computeDistinctEntries(sim);
    distinctMemo.set(sim, done);
  }
  return done;
}

function computeDistinctEntries(sim: Simulation): { entry: EntryTrace; target: TargetSimulation }[] {
  const seen = new Set<string>();
  const seenObjects = new Set<EntryTrace>();
  const out: { entry: EntryTrace; target: TargetSimulation }[] = [];
  for (const t of sim.targets) {
    for (const e of t.resolution.entries) {
      // Targets with identical layers share their traces (resolveContext's per-run memo).
      if (seenObjects.has(e)) continue;
      seenObjects.add(e);
      const k = JSON.stringify([e.layer, spanKey(e.node?.span ?? null), e.raw, e.expanded, e.skip, e.detail]);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ entry: e, target: t });
    }
  }
  return out;
}

/** One `context` object of the model with its owner, for model-level checks. */
export interface ContextOwner {
  spec: ContextSpec;
  /** `agent "x"` or `step "s" of flow "f"`. */
  owner: string;
  kind: 'agent' | 'step';
}

/**
 * Every `context` object written in the project: `.opencode.json` agent entries, markdown agent
 * files (loaded or not), and flow steps (own or inherited from a template), de-duplicated by span.
 */
export function allContextSpecs(model: ProjectModel): ContextOwner[] {
  const seen = new Set<string>();
  const out: ContextOwner[] = [];
  const add = (spec: ContextSpec | null, owner: string, kind: 'agent' | 'step'): void => {
    if (!spec) return;
    const k = spanKey(spec.span);
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ spec, owner, kind });
  };
  for (const a of model.config.agents) add(a.context, `agent "${a.id}"`, 'agent');
  for (const f of model.agentFiles) add(f.context, `agent "${f.id}"`, 'agent');
  for (const a of model.agents.values()) add(a.context, `agent "${a.id}"`, 'agent');
  for (const flow of model.flows.values()) for (const s of flow.steps) add(s.context, `step "${s.id}" of flow "${flow.id}"`, 'step');
  return out;
}
