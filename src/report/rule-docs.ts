/** Where rule docs (`rules/<id>.md`) are published; SARIF `helpUri` and markdown links point here. */
export const RULE_DOCS_BASE = 'https://github.com/ctxlens/ctxlens/blob/main/rules/';

/**
 * Path of a rule's doc under `rules/`: `<id>.md`, or `<runtime>/<id>.md` for a rule of one
 * runtime other than the fork (rules of a runtime live in `rules/<runtime>/`).
 */
export function ruleDocPath(ruleId: string, runtimes: readonly string[] = ['fork']): string {
  const only = runtimes.length === 1 && runtimes[0] !== 'fork' ? `${runtimes[0]}/` : '';
  return only + ruleId + '.md';
}

/** URL of a rule's doc (`runtimes`: the rule's `meta.runtimes`, for the folder). */
export function ruleDocUrl(ruleId: string, runtimes?: readonly string[]): string {
  return RULE_DOCS_BASE + ruleDocPath(ruleId, runtimes).split('/').map(encodeURIComponent).join('/');
}
