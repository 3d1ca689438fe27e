import type { RuleContext } from './define-rule.js';

/**
 * Report every load issue recorded for `ruleId` (loader facts such as parse errors and schema
 * violations; see `LoadIssue`). The issue's `messageId` must be a key of the rule's `messages`.
 */
export function reportLoadIssues(ctx: RuleContext<Record<string, string>>, ruleId: string): void {
  for (const issue of ctx.model.issues) {
    if (issue.rule !== ruleId) continue;
    ctx.report({
      messageId: issue.messageId,
      data: issue.data,
      span: issue.span,
      ...(issue.hint !== undefined ? { hint: issue.hint } : {}),
    });
  }
}
