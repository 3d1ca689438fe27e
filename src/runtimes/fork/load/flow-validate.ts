/**
 * `validateFlow` (docs/runtimes/fork.md §4.6, registry.go@6beef04) plus the static `fallback.to` cycle
 * check the docs promise (U2). Messages are the runtime's, without the `validating flow "<id>": ` wrapper.
 */
import type { DItem, DStruct } from './flow-decode.js';
import { formatGoDuration, parseGoDuration } from './flow-duration.js';
import { validateStepID } from './flow-id.js';
import { effSpan, effValue, nodeSpan, stepId, stepIdSpan, type MergedStep } from './flow-step.js';
import type { FlowError } from './flow-templates.js';
import { trimSpace } from '../../../go/path.js';
import { didYouMean } from '../../../text/suggest.js';

/** Reasoning effort levels a literal `reasoningEffort` must name (§4.4). */
export const REASONING_EFFORTS: readonly string[] = ['low', 'medium', 'high', 'xhigh', 'max'];

const q = JSON.stringify;

/** Run the checks of §4.6 in order; the first failure wins. Returns `null` when the flow is valid. */
export function validateFlow(flow: DStruct | undefined, steps: MergedStep[], top: DStruct): FlowError | null {
  const err = (message: string, span: ReturnType<typeof effSpan>): FlowError => ({ message, span, parse: false });
  if (steps.length === 0) {
    const at = flow?.keys.get('steps') ?? top.keys.get('flow');
    return err('flow has no steps', nodeSpan(flow ?? top, at?.value ?? at?.key ?? null));
  }
  const mfe = (flow?.f['maxFallbackEntries'] as number | undefined) ?? 0;
  if (mfe < 0) {
    return err(
      `invalid maxFallbackEntries: flow.maxFallbackEntries must be >= 0 (got ${mfe}; 0 means default 3)`,
      nodeSpan(flow!, flow!.keys.get('maxFallbackEntries')?.value),
    );
  }
  const ids = new Set<string>();
  for (const m of steps) {
    const id = stepId(m);
    const idErr = validateStepID(id);
    if (idErr) return err(idErr, stepIdSpan(m));
    if (ids.has(id)) return err(`duplicate step ID: ${q(id)}`, stepIdSpan(m));
    ids.add(id);

    const prompt = effValue<string>(m, 'prompt') ?? '';
    const path = trimSpace(effValue<string>(m, 'langfusePromptPath') ?? '');
    const hasInline = trimSpace(prompt) !== '';
    if (hasInline && path !== '') {
      return err(
        `invalid step prompt source: step ${q(id)} declares both prompt and langfusePromptPath — declare exactly one (check any extends templates: one of the two may be inherited)`,
        stepIdSpan(m),
      );
    }
    if (!hasInline && path === '') return err(`invalid step prompt source: step ${q(id)} declares neither prompt nor langfusePromptPath`, stepIdSpan(m));
    if (path === '' && trimSpace(effValue<string>(m, 'langfusePromptLabel') ?? '') !== '') {
      return err(`invalid step prompt source: step ${q(id)} sets langfusePromptLabel without langfusePromptPath`, effSpan(m, 'langfusePromptLabel'));
    }
    const maxTurns = effValue<number>(m, 'maxTurns') ?? 0;
    if (maxTurns < 0) {
      return err(`invalid maxTurns: step ${q(id)} maxTurns must be >= 0 (got ${maxTurns}; 0 means inherit from agent)`, effSpan(m, 'maxTurns'));
    }
    const maxIt = effValue<number>(m, 'maxIterations') ?? 0;
    if (maxIt < 0) {
      return err(`invalid maxIterations: step ${q(id)} maxIterations must be >= 0 (got ${maxIt}; 0 means unbounded)`, effSpan(m, 'maxIterations'));
    }
    const timeout = effValue<string>(m, 'timeout') ?? '';
    if (timeout !== '') {
      const t = parseGoDuration(timeout);
      if (!t.ok) return err(`invalid flow YAML: step ${q(id)}: invalid timeout ${q(timeout)}: ${t.error}`, effSpan(m, 'timeout'));
      if (t.ns < 0n) return err(`invalid flow YAML: step ${q(id)}: timeout must be non-negative, got ${formatGoDuration(t.ns)}`, effSpan(m, 'timeout'));
    }
    const ra = effValue<string>(m, 'resume_after');
    if (ra !== undefined) {
      const raw = trimSpace(ra);
      if (raw !== '') {
        const t = parseGoDuration(raw);
        if (!t.ok) return err(`invalid flow YAML: step ${q(id)}: invalid resume_after ${q(raw)}: ${t.error}`, effSpan(m, 'resume_after'));
        if (t.ns <= 0n) return err(`invalid flow YAML: step ${q(id)}: resume_after must be positive, got ${formatGoDuration(t.ns)}`, effSpan(m, 'resume_after'));
      }
    }
    // The model catalog is not known to ctxlens; only the effort level is checked.
    const effort = effValue<string>(m, 'reasoningEffort') ?? '';
    if (effort !== '' && !effort.includes('${') && !REASONING_EFFORTS.includes(effort)) {
      return hint(
        err(`invalid step reasoningEffort: step ${q(id)} reasoningEffort ${q(effort)} must be one of low|medium|high|xhigh|max`, effSpan(m, 'reasoningEffort')),
        didYouMean(effort, REASONING_EFFORTS),
      );
    }
  }
  for (const m of steps) {
    const id = stepId(m);
    for (const r of effValue<DItem<DStruct>[]>(m, 'rules') ?? []) {
      const then = (r.value.f['then'] as string | undefined) ?? '';
      if (!ids.has(then)) {
        const tn = r.value.keys.get('then');
        return err(`rule references non-existent step: step ${q(id)} rule references ${q(then)}`, nodeSpan(r.value, tn?.value ?? tn?.key ?? r.node));
      }
    }
    const fb = effValue<DStruct>(m, 'fallback');
    if (fb) {
      const to = (fb.f['to'] as string | undefined) ?? '';
      if (to !== '' && !ids.has(to)) {
        return err(`fallback references non-existent step: step ${q(id)} fallback references ${q(to)}`, nodeSpan(fb, fb.keys.get('to')?.value));
      }
      const ote = (fb.f['on_turns_exhausted'] as string | undefined) ?? '';
      if (ote !== '' && ote !== 'accept' && ote !== 'fail') {
        return hint(
          err(`invalid fallback.on_turns_exhausted: step ${q(id)} has ${q(ote)}, want "accept" or "fail"`, nodeSpan(fb, fb.keys.get('on_turns_exhausted')?.value)),
          didYouMean(ote, ['accept', 'fail']),
        );
      }
    }
  }
  return fallbackCycle(steps);
}

function hint(e: FlowError, suggestion: string | null): FlowError {
  return suggestion ? { ...e, hint: `Did you mean "${suggestion}"?` } : e;
}

/** U2: a static `fallback.to` cycle (`a → a`, `a → b → a`). Reported at the `to` of the first step (file order) on the cycle. */
export function fallbackCycle(steps: MergedStep[]): FlowError | null {
  const next = new Map<string, string>();
  const byId = new Map<string, MergedStep>();
  for (const m of steps) {
    byId.set(stepId(m), m);
    const to = (effValue<DStruct>(m, 'fallback')?.f['to'] as string | undefined) ?? '';
    if (to !== '') next.set(stepId(m), to);
  }
  for (const m of steps) {
    const start = stepId(m);
    const path = [start];
    let cur = next.get(start);
    const seen = new Set([start]);
    while (cur !== undefined && !seen.has(cur)) {
      seen.add(cur);
      path.push(cur);
      cur = next.get(cur);
    }
    if (cur === start) {
      const fb = effValue<DStruct>(m, 'fallback')!;
      return {
        message: `fallback cycle: ${[...path, start].join(' -> ')} (static fallback.to cycles are rejected at load, docs/flows.md@bc01be8)`,
        span: nodeSpan(fb, fb.keys.get('to')?.value),
        parse: false,
      };
    }
  }
  return null;
}
