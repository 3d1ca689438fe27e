import type { ReportDescriptor, RuleContext } from './define-rule.js';
import { isIssueOf, type LoadIssueMessages, type LoadIssueRule } from '../runtimes/fork/model/issues.js';

/** `R` when the messages `M` hold every message id of rule `R`'s load issues; else a type naming the missing ids. */
export type CoversLoadIssues<M, R extends LoadIssueRule> = [LoadIssueMessages[R]] extends [keyof M] ? R : { missingMessages: Exclude<LoadIssueMessages[R], keyof M> };

/**
 * Report every load issue recorded for `ruleId` (loader facts such as parse errors and schema
 * violations; see `LoadIssue`). Typed by the catalogue `LoadIssueMessages`: a rule whose
 * `messages` lack one of the message ids its load issues use does not compile.
 */
export function reportLoadIssues<M extends Record<string, string>, R extends LoadIssueRule>(ctx: RuleContext<M>, ruleId: R & CoversLoadIssues<M, R>): void {
  // The catalogue check above guarantees each issue's messageId is a key of M; TypeScript cannot
  // follow that through the generic, so the descriptor is widened here, once, for every rule.
  const report = ctx.report.bind(ctx) as (d: ReportDescriptor<Record<string, string>>) => void;
  for (const issue of ctx.model.issues) {
    if (!isIssueOf(issue, ruleId)) continue;
    report({ messageId: issue.messageId, data: issue.data, span: issue.span, ...(issue.hint !== undefined ? { hint: issue.hint } : {}) });
  }
}
