/**
 * The baseline (docs/usage.md, "Suppressions and baseline"): `ctxlens-baseline.json`, committed,
 * lists the findings a team accepts for now, so `lint` reports only new ones. Entries are keyed by
 * fingerprint — rule, message id, file and the content of the finding's span
 * (`src/engine/fingerprint.ts`), never the line number — so they survive edits elsewhere in the
 * file. Repeats are counted.
 *
 * Budgets ratchet: for the rules that measure a budget (`BUDGET_FIGURES`) the entry records the
 * figure (bytes, files); a finding whose figure grew past it is reported again, and writing the
 * baseline never raises a recorded figure — a budget figure may only shrink.
 */
import type { Finding, SuppressedFinding } from './finding.js';

/** File name of the baseline, looked up in the linted directory. */
export const BASELINE_FILE = 'ctxlens-baseline.json';

/** For each budget rule, the data keys holding its figure (the first present counts). */
export const BUDGET_FIGURES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'nested-session-budget': ['total'],
  'nested-file-too-large': ['bytes'],
  'manifest-degraded': ['labelled', 'pathsOnly'],
  'discovery-truncated': ['count'],
});

/** One accepted finding. */
export interface BaselineEntry {
  ruleId: string;
  file: string;
  fingerprint: string;
  /** How many findings with this fingerprint are accepted. */
  count: number;
  /** Budget rules: the largest accepted figure. */
  figure?: number;
  /** The message when it was recorded, for people reading the file (not used for matching). */
  message: string;
}

/** The baseline file's content. */
export interface Baseline {
  version: 1;
  findings: BaselineEntry[];
}

/** The budget figure of a finding, or `null` when its rule is not a budget rule. */
export function budgetFigure(f: Finding): number | null {
  for (const k of BUDGET_FIGURES[f.ruleId] ?? []) {
    const v = f.data[k];
    if (typeof v === 'number') return v;
  }
  return null;
}

const keyOf = (f: { ruleId: string; fingerprint?: string; file?: string; span?: Finding['span'] }): string => `${f.ruleId}\0${f.fingerprint ?? ''}`;

/**
 * The baseline for `findings` (sorted by file, rule, fingerprint). With `previous`, a budget
 * figure that grew keeps its recorded value (the ratchet); `held` lists those entries.
 * Internal errors are never baselined.
 */
export function buildBaseline(findings: readonly Finding[], previous: Baseline | null = null): { baseline: Baseline; held: BaselineEntry[] } {
  const old = new Map((previous?.findings ?? []).map((e) => [keyOf(e), e]));
  const byKey = new Map<string, BaselineEntry>();
  for (const f of findings) {
    if (f.ruleId === 'internal-error' || f.fingerprint === undefined) continue;
    const k = keyOf(f);
    const e = byKey.get(k);
    const fig = budgetFigure(f);
    if (e) {
      e.count++;
      if (fig !== null) e.figure = Math.max(e.figure ?? 0, fig);
    } else byKey.set(k, { ruleId: f.ruleId, file: f.span?.file ?? '', fingerprint: f.fingerprint, count: 1, ...(fig !== null ? { figure: fig } : {}), message: f.message });
  }
  const held: BaselineEntry[] = [];
  for (const [k, e] of byKey) {
    const before = old.get(k);
    if (e.figure !== undefined && before?.figure !== undefined && e.figure > before.figure) {
      e.figure = before.figure;
      held.push(e);
    }
  }
  const list = [...byKey.values()].sort((a, b) => (a.file !== b.file ? (a.file < b.file ? -1 : 1) : a.ruleId !== b.ruleId ? (a.ruleId < b.ruleId ? -1 : 1) : a.fingerprint < b.fingerprint ? -1 : 1));
  return { baseline: { version: 1, findings: list }, held };
}

/** Parse a baseline file; throws `Error` with a one-line reason when it is not one. */
export function parseBaseline(text: string): Baseline {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new Error(`not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const o = v as Partial<Baseline> | null;
  if (!o || typeof o !== 'object' || o.version !== 1 || !Array.isArray(o.findings)) throw new Error('expected {"version": 1, "findings": [...]}');
  for (const [i, e] of o.findings.entries()) {
    if (!e || typeof e.ruleId !== 'string' || typeof e.fingerprint !== 'string' || typeof e.count !== 'number' || (e.figure !== undefined && typeof e.figure !== 'number')) {
      throw new Error(`findings[${i}] needs ruleId, fingerprint (strings) and count (a number)`);
    }
  }
  return o as Baseline;
}

/**
 * Suppress the findings the baseline accepts (`pattern`: the baseline's path as shown). A budget
 * finding whose figure is above the recorded one stays reported, with a hint saying so.
 */
export function applyBaseline(findings: readonly Finding[], baseline: Baseline, pattern: string): { kept: Finding[]; suppressed: SuppressedFinding[] } {
  const left = new Map<string, { count: number; figure?: number }>();
  for (const e of baseline.findings) {
    const k = keyOf(e);
    const cur = left.get(k);
    left.set(k, { count: (cur?.count ?? 0) + e.count, ...(e.figure !== undefined ? { figure: Math.max(cur?.figure ?? 0, e.figure) } : {}) });
  }
  const kept: Finding[] = [];
  const suppressed: SuppressedFinding[] = [];
  for (const f of findings) {
    const e = f.fingerprint !== undefined ? left.get(keyOf(f)) : undefined;
    if (!e || e.count <= 0) {
      kept.push(f);
      continue;
    }
    const fig = budgetFigure(f);
    if (fig !== null && e.figure !== undefined && fig > e.figure) {
      kept.push({ ...f, hint: `Grew past the baseline: ${fig} > ${e.figure} (${pattern}); a budget figure may only shrink.` });
      continue;
    }
    e.count--;
    suppressed.push({ ...f, suppression: { kind: 'baseline', pattern } });
  }
  return { kept, suppressed };
}
