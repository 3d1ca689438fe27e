/** The header standard of context files (docs/runtimes/oac.md §6). */

export const PRIORITIES = ['critical', 'high', 'medium', 'low'];

/**
 * Problems of a parsed `<!-- Context: … -->` header, in field order: a missing field, a `Context`
 * without `/`, a priority outside `critical|high|medium|low`, a version that is not `X.Y`, a date
 * that is not a real `YYYY-MM-DD`. Empty when the header is well formed.
 */
export function headerProblems(fields: Record<string, string>): string[] {
  const out: string[] = [];
  const missing = ['Context', 'Priority', 'Version', 'Updated'].filter((k) => !fields[k]);
  if (missing.length > 0) out.push(`missing ${missing.join(', ')}`);
  const c = fields['Context'];
  if (c && !/^[^\s/]+(\/[^\s/]+)+$/.test(c)) out.push(`Context "${c}" is not {category}/{function}`);
  const p = fields['Priority'];
  if (p && !PRIORITIES.includes(p)) out.push(`Priority "${p}" is not one of ${PRIORITIES.join(', ')}`);
  const v = fields['Version'];
  if (v && !/^\d+\.\d+$/.test(v)) out.push(`Version "${v}" is not X.Y`);
  const u = fields['Updated'];
  if (u && !isDate(u)) out.push(`Updated "${u}" is not a YYYY-MM-DD date`);
  return out;
}

function isDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}
