/**
 * What the agent rules of mainstream OpenCode read from the model (docs/runtimes/opencode.md §5):
 * the agent set. The opencode project model carries it as `agentSet`.
 */
import type { AgentSet } from './model.js';

/** The part of the opencode project model the agent rules need. */
export interface OcAgentsView {
  readonly agentSet: AgentSet;
}
