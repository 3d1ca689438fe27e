/**
 * Glob patterns of `ctxlens.config.json` `ignore` (docs/usage.md, "Configuration: `ctxlens.config.json`"), matched against a finding's
 * file: a path relative to the linted directory, `/`-separated.
 *
 * Syntax: `*` any run of characters except `/`; `?` one character except `/`; `**` as a whole
 * segment any number of segments (also none); `[abc]`, `[a-z]`, `[!a]` character classes;
 * `{a,b}` alternatives (not nested); `\x` a literal `x`. A pattern ending in `/` matches
 * everything below that directory. A leading `./` is dropped. Dots are not special (`*`
 * matches `.opencode`). The pattern must match the whole path: use `**\/AGENTS.md` for any depth.
 */
export function globToRegExp(pattern: string): RegExp {
  let p = pattern.startsWith('./') ? pattern.slice(2) : pattern;
  if (p.endsWith('/')) p += '**';
  let re = '';
  let i = 0;
  let inBrace = false;
  while (i < p.length) {
    const c = p[i]!;
    if (c === '*') {
      if (p[i + 1] === '*') {
        const segStart = i === 0 || p[i - 1] === '/';
        const segEnd = i + 2 === p.length || p[i + 2] === '/';
        if (segStart && segEnd) {
          if (i + 2 === p.length) re += '.*';
          else {
            re += '(?:[^/]*/)*';
            i += 3;
            continue;
          }
          i += 2;
          continue;
        }
        re += '[^/]*';
        i += 2;
        continue;
      }
      re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const close = p.indexOf(']', i + 2);
      if (close < 0) re += '\\[';
      else {
        let body = p.slice(i + 1, close);
        const negate = body.startsWith('!') || body.startsWith('^');
        if (negate) body = body.slice(1);
        body = body.replace(/[\\\]^]/g, (m) => '\\' + m);
        re += negate ? `[^/${body}]` : `[${body}]`;
        i = close + 1;
        continue;
      }
    } else if (c === '{' && !inBrace && p.indexOf('}', i) > 0) {
      inBrace = true;
      re += '(?:';
    } else if (c === '}' && inBrace) {
      inBrace = false;
      re += ')';
    } else if (c === ',' && inBrace) re += '|';
    else if (c === '\\' && i + 1 < p.length) {
      re += escapeRe(p[i + 1]!);
      i += 2;
      continue;
    } else re += escapeRe(c);
    i++;
  }
  if (inBrace) re += ')';
  return new RegExp(`^${re}$`, 'u');
}

function escapeRe(c: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? '\\' + c : c;
}

/** A compiled list of globs; `match` returns the first pattern (as written) that matches `file`, or `null`. */
export class GlobList {
  private readonly compiled: { pattern: string; re: RegExp }[];
  constructor(patterns: readonly string[]) {
    this.compiled = patterns.map((pattern) => ({ pattern, re: globToRegExp(pattern) }));
  }

  match(file: string): string | null {
    const f = file.startsWith('./') ? file.slice(2) : file;
    for (const c of this.compiled) if (c.re.test(f)) return c.pattern;
    return null;
  }
}
