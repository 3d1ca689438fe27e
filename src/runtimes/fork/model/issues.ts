/**
 * Load issues: facts the fork's loaders record while building the model (a parse error, an
 * unknown key, a shadowed flow …), each addressed to the rule that reports it and to one of that
 * rule's messages. The catalogue below types both: a loader cannot record an issue for a message
 * its rule does not have, and `reportLoadIssues` needs no cast.
 */
import type { Span } from '../../../model/span.js';

/** Rule id → the message ids its load issues use (the keys of that rule's `messages`). */
export interface LoadIssueMessages {
  'agent-compaction-threshold': 'frontmatter';
  'agent-dir-not-read': 'notRead';
  'agent-file-not-read': 'extension' | 'directory';
  'agent-frontmatter-case': 'caseOnly';
  'agent-frontmatter-schema': 'unknownKey' | 'invalidValue';
  'agent-path-not-found': 'notFound' | 'unreadable';
  'config-candidate-file': 'otherName' | 'shadows';
  'config-duplicate-key': 'duplicate';
  'config-file-not-read': 'jsonc' | 'location';
  'config-key-spelling': 'spelling' | 'caseCollision' | 'dottedKey';
  'config-legacy-agent': 'dropped';
  'config-load-failure': 'unmarshal' | 'validation' | 'globalParse' | 'envUnmarshal';
  'config-schema': 'unknownKey' | 'skipDirs';
  'config-unknown-context-key': 'unknownKey';
  'config-weak-typing': 'coerced' | 'splitList' | 'wrapped' | 'mergedMaps';
  'config-working-dir': 'wdIgnored' | 'workingDir';
  'flow-disabled-shadows': 'shadows';
  'flow-id-shadowed': 'duplicate' | 'globalShadowed' | 'brokenServedByOther';
  'flow-invalid': 'wouldNotLoad' | 'namespacedId' | 'flowPathMissing';
  'flow-mixed-revisions': 'mixed';
  'flow-multiple-rules-target': 'diamond';
  'flow-schema': 'unknownKey' | 'invalidValue';
  'flow-step-blocks-inheritance': 'blocks';
  'parse-error': 'configIgnored' | 'agentRejected' | 'flowRejected' | 'unreadable';
  'permission-action-invalid': 'frontmatter' | 'config';
  'permission-keys-ignored': 'ignored';
}

/** A rule that load issues are addressed to. */
export type LoadIssueRule = keyof LoadIssueMessages;

/** A load issue for rule `R`: one of its message ids, the template data, and the position (1-based lines and columns). */
export interface LoadIssueOf<R extends LoadIssueRule> {
  rule: R;
  messageId: LoadIssueMessages[R];
  data: Record<string, string | number>;
  span: Span;
  hint?: string;
}

/** Any load issue (a union discriminated by `rule`). */
export type LoadIssue = { [R in LoadIssueRule]: LoadIssueOf<R> }[LoadIssueRule];

/** Narrow a load issue to the issues of one rule. */
export function isIssueOf<R extends LoadIssueRule>(issue: LoadIssue, rule: R): issue is LoadIssue & LoadIssueOf<R> {
  return issue.rule === rule;
}
