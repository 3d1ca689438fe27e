/**
 * The agent setting keys of mainstream OpenCode 1.18 (docs/runtimes/opencode.md §5.3).
 */
import type { AgentDefinition } from './model.js';

/** Keys the runtime reads; any other key of an agent's settings moves into `options` and is sent to the model provider. */
export const KNOWN_AGENT_KEYS: readonly string[] = [
  'name',
  'model',
  'variant',
  'prompt',
  'description',
  'temperature',
  'top_p',
  'mode',
  'hidden',
  'hidden_from_cycle',
  'color',
  'steps',
  'maxSteps',
  'options',
  'permission',
  'disable',
  'tools',
];

/** Deprecated keys and what replaces them. */
export const DEPRECATED_AGENT_KEYS: Readonly<Record<string, string>> = { tools: 'permission', maxSteps: 'steps' };

/** The keys of a definition's settings as written by the user (markdown: the frontmatter keys; config: the entry's keys). */
export function writtenKeys(d: AgentDefinition): string[] {
  return Object.keys(d.written);
}

/** True for a definition the rules judge on its written settings: kept, and (markdown) with a frontmatter the runtime read. */
export function hasSettings(d: AgentDefinition): boolean {
  if (d.origin === 'config-agents') return false;
  if (!d.markdown) return true;
  return d.markdown.opens && (d.markdown.outcome === 'parsed' || d.markdown.outcome === 'sanitised');
}
