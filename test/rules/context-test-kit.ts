/** Small helpers for the context rules' tests. */

/** 1-based line and column (UTF-16) of the first occurrence of `needle` in `text`. Throws when absent. */
export function at(text: string, needle: string, nth = 0): { line: number; column: number } {
  let i = -1;
  for (let k = 0; k <= nth; k++) {
    i = text.indexOf(needle, i + 1);
    if (i < 0) throw new Error(`"${needle}" not found`);
  }
  const before = text.slice(0, i);
  const line = before.split('\n').length;
  return { line, column: i - before.lastIndexOf('\n') };
}

/** `.opencode.json` text with the given global `contextPaths` (omitted when `undefined`) and agent contexts. */
export function opencodeJson(contextPaths: string[] | undefined, agents: Record<string, object> = {}): string {
  const o: Record<string, unknown> = {};
  if (contextPaths !== undefined) o['contextPaths'] = contextPaths;
  if (Object.keys(agents).length > 0) o['agents'] = Object.fromEntries(Object.entries(agents).map(([k, c]) => [k, { context: c }]));
  return JSON.stringify(o, null, 2) + '\n';
}
