import type { ProjectModel } from '../runtimes/fork/model/project.js';
import type { Span } from '../model/span.js';
import type { Severity, RelatedLocation } from './finding.js';
import type { Simulation } from '../runtimes/fork/sim/types.js';
import type { RuntimeId } from '../model/runtime.js';

/** The placeholder names of a message template: `Placeholders<'x {{a}} y {{b}}'>` is `'a' | 'b'`. */
export type Placeholders<S extends string> = S extends `${string}{{${infer P}}}${infer R}` ? P | Placeholders<R> : never;

/** What a rule needs computed before it runs; the engine computes only what an enabled rule needs. */
export type RuleNeed = 'model' | 'simulation' | 'discovery';

export interface RuleMeta {
  kind: 'problem' | 'suggestion';
  /** One sentence. */
  description: string;
  /** Default severity when config does not say. */
  severity: Severity;
  fixable: boolean;
  needs: readonly RuleNeed[];
  /** JSON Schema of the rule's options (an object schema), or `null` when it takes none. */
  schema: object | null;
  /** The spec section the rule protects (`docs/runtimes/fork.md §5.5`). */
  spec: string;
  /** The runtimes whose model the rule checks; the engine runs a rule only for these (cli-contract.md "Choosing the runtime"). */
  runtimes: readonly RuntimeId[];
}

/** What a rule reports: a message id of its own table, the data its template needs, and where. */
export type ReportDescriptor<M extends Record<string, string>> = {
  [K in keyof M & string]: {
    messageId: K;
    data: Record<Placeholders<M[K]>, string | number>;
    /** The model node the finding is about; `null` for a finding that concerns no file. */
    span: Span | null;
    hint?: string;
    related?: RelatedLocation[];
  };
}[keyof M & string];

/**
 * What `check` sees: the frozen model, the lazily computed simulation, and `report`.
 * `Model` and `Sim` are the runtime's own types: the fork's `ProjectModel` and `Simulation` by
 * default; another runtime's rules name theirs (`src/runtimes/<id>/`).
 */
export interface RuleContext<M extends Record<string, string>, Model = ProjectModel, Sim = Simulation> {
  readonly model: Model;
  /** The simulation of the runtime (for the fork: every agent and flow step), computed once per run on first use (needs `simulation` or `discovery`). */
  simulation(): Sim;
  report(d: ReportDescriptor<M>): void;
}

export interface RuleDefinition<M extends Record<string, string>, O extends object, Model = ProjectModel, Sim = Simulation> {
  /** kebab-case, equal to the file name under `rules/` (or `rules/<runtime>/`). */
  id: string;
  meta: RuleMeta;
  messages: M;
  defaultOptions: O;
  check(ctx: RuleContext<M, Model, Sim>, options: O): void;
}

/** A rule with its message table erased, as the registry and the engine hold it. */
export interface AnyRule {
  id: string;
  meta: RuleMeta;
  messages: Record<string, string>;
  defaultOptions: object;
  // The model type is erased: the engine hands each rule the model of the runtime it declares.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  check(ctx: RuleContext<Record<string, string>, any, any>, options: object): void;
}

/**
 * Define a rule. Generic over its message table, so a wrong message id or a missing
 * placeholder in `report` is a type error (typescript-eslint's `RuleCreator`).
 * Declare `messages` with `as const`-like literal strings for the placeholder check to work.
 */
export function defineRule<const M extends Record<string, string>, O extends object = Record<string, never>, Model = ProjectModel, Sim = Simulation>(
  rule: RuleDefinition<M, O, Model, Sim>,
): AnyRule {
  return rule as unknown as AnyRule;
}
