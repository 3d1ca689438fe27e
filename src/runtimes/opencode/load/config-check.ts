/**
 * Schema check of one mainstream OpenCode config document (docs/runtimes/opencode.md §5.6) with
 * `schemas/opencode-json.schema.json`: values of the wrong type or outside their enum at known
 * top-level keys, which make opencode 1.18 refuse to start. Agent entries are checked with the
 * agents (load/agent-set.ts); unknown keys are dropped by the runtime and judged by a rule.
 */
import type { SchemaValidator } from '../../../load/schema.js';
import { deepestViolations, type AgentViolation } from '../model/agent-set.js';
import { configSpanAt, type ConfigDocView } from '../model/config-view.js';

/**
 * The violations of a parsed document, at their raw-text positions; `[]` when it did not parse, and
 * without loading the validator when the schema plainly accepts the document
 * (`SchemaValidator.plainly`, src/load/schema-quick.ts).
 */
export function checkConfigDoc(doc: ConfigDocView, validator: SchemaValidator): AgentViolation[] {
  if (!doc.data || validator.plainly('opencode-json', doc.data)) return [];
  return deepestViolations(validator.validate('opencode-json', doc.data, (p, which) => configSpanAt(doc, p, which))).map((v) => ({ pointer: v.pointer, message: v.message, span: v.span }));
}
