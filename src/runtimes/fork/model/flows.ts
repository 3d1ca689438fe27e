import type { ContextSpec } from './context.js';
import type { Node, Span } from '../../../model/span.js';

/** One step of a loaded flow, after template merge (docs/runtimes/fork.md §4.4, §4.5). */
export interface StepModel {
  id: string;
  /** The step's `id` node. */
  idSpan: Span;
  /** The whole step node. */
  span: Span;
  /** Agent ID the step runs (`coder` when empty or absent, §4.4). */
  agent: string;
  /** The `agent` node when written (may come from a template). */
  agentNode: Node<string> | null;
  /** Effective step context after template merge, or `null`. */
  context: ContextSpec | null;
  /** Where the context came from: the step itself, or a template (name and file). */
  contextFrom: { kind: 'step' } | { kind: 'template'; template: string; file: string } | null;
}

/** One flow file as scanned (docs/runtimes/fork.md §4.1, §4.2). */
export interface FlowFile {
  /** Path relative to W (or absolute outside W). */
  file: string;
  abs: string;
  scope: 'project' | 'global' | 'flowPaths';
  /** The (possibly namespaced) flow ID. */
  id: string;
  /** `loaded`: registered under `id`; `failed`: the runtime skips it; `shadowed`: loaded but an earlier file owns the ID. */
  status: 'loaded' | 'failed' | 'shadowed';
  /** The runtime's error text for a failed file (§4.6 shapes), with the position of the cause. */
  error: { message: string; span: Span } | null;
  /** For `shadowed`: the file that owns the ID. */
  shadowedBy: string | null;
}

/** A flow registered under its ID (docs/runtimes/fork.md §4). */
export interface FlowModel {
  id: string;
  file: string;
  disabled: boolean;
  steps: StepModel[];
}
