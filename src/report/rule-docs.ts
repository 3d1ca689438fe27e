/** Where rule docs (`rules/<id>.md`) are published; SARIF `helpUri` and markdown links point here. */
export const RULE_DOCS_BASE = 'https://github.com/ctxlens/ctxlens/blob/main/rules/';

/** URL of a rule's doc. */
export function ruleDocUrl(ruleId: string): string {
  return RULE_DOCS_BASE + encodeURIComponent(ruleId) + '.md';
}
