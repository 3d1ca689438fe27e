import picomatch from 'picomatch';

/**
 * Glob patterns of `ctxlens.config.json` `ignore` (docs/usage.md, "Configuration: `ctxlens.config.json`"), matched with
 * picomatch against a finding's file: a path relative to the linted directory, `/`-separated.
 *
 * Syntax (picomatch's): `*` any run of characters except `/`; `?` one character except `/`;
 * `**` as a whole segment any number of segments (also none; `docs/**` matches `docs` too); `[abc]`, `[a-z]`, `[!a]`
 * character classes; `{a,b}` alternatives; `\x` a literal `x`; parentheses group (`\(` for a literal one). A pattern ending in `/` matches
 * everything below that directory. A leading `./` is dropped. Dots are not special (`*`
 * matches `.opencode`). The pattern must match the whole path: use `**\/AGENTS.md` for any depth.
 */
export function globToRegExp(pattern: string): RegExp {
  return picomatch.makeRe(normalisePattern(pattern), OPTIONS);
}

const OPTIONS: picomatch.PicomatchOptions = { dot: true, nonegate: true, strictSlashes: false };

function normalisePattern(pattern: string): string {
  let p = pattern.startsWith('./') ? pattern.slice(2) : pattern;
  if (p.endsWith('/')) p += '**';
  // picomatch reads `[!…]` as a literal `!`; the shell habit means "not", as `[^…]` does.
  return p.replace(/(^|[^\\])\[!/g, '$1[^');
}

/** A compiled list of globs; `match` returns the first pattern (as written) that matches `file`, or `null`. */
export class GlobList {
  private readonly compiled: { pattern: string; test: (file: string) => boolean }[];
  constructor(patterns: readonly string[]) {
    this.compiled = patterns.map((pattern) => ({ pattern, test: picomatch(normalisePattern(pattern), OPTIONS) }));
  }

  match(file: string): string | null {
    const f = file.startsWith('./') ? file.slice(2) : file;
    for (const c of this.compiled) if (c.test(f)) return c.pattern;
    return null;
  }
}
