import * as path from 'node:path';

/*
 * The command every repository runs, `ctxlens lint` (or `ctxlens lint PATH…`), without yargs:
 * parsing it with yargs costs about 6 ms CPU (22 M instructions) of a lint that adds about 30 ms
 * to node's start. For exactly these command lines `main` builds the object yargs would hand the
 * lint handler from `lintArgsTemplate()` (yargs' own parse of `ctxlens lint`, taken when the
 * bundle is built: `lint-template.ts`), so an option added to the lint command reaches both.
 * docs/usage.md, "Start-up".
 */

/**
 * The paths of a plain lint command line (`argv` without node and script): `[]` for `lint`,
 * `[P1, P2, …]` for `lint P1 P2 …` when no Pi starts with `-` (an option, `-`, `--`), is empty, or
 * is `help` (yargs shows the lint help for a last `help`); `null` for any other command line,
 * which yargs parses. yargs reads nothing from the environment or from files for these lines
 * (no `.env()`, no `.pkgConf()`, no `.config()`; `$0` is the script name), and keeps each path as
 * the string given (the positional is a string array: `lint 0` is `["0"]`).
 */
export function plainLintPaths(argv: readonly string[]): string[] | null {
  if (argv[0] !== 'lint') return null;
  const paths = argv.slice(1);
  for (const p of paths) if (p === '' || p.startsWith('-') || p === 'help') return null;
  return paths;
}

/** An entry of the template: key, JSON value, and the index of an earlier entry holding the same array (an option's aliases share it). */
export type TemplateEntry = readonly [key: string, value: unknown, sameAs?: number];

/**
 * yargs' parse of `ctxlens lint` as the lint handler receives it, key by key in yargs' order, with
 * the values of `cwd` (computed at run time) and `paths` (the command line's) to be filled in
 * (`plainLintArgs`). Made by `lintArgsTemplate` (commands/lint-template.ts).
 */
export interface LintArgsTemplate {
  readonly entries: readonly TemplateEntry[];
}

/** Keys whose values `plainLintArgs` fills in: the run's working directory and the paths. */
export const FILLED_KEYS = ['cwd', 'paths'] as const;

/**
 * The lint handler's arguments for `lint ...paths` (`plainLintPaths`): the template's entries in
 * its order, each value a fresh copy (arrays shared between aliases stay shared), `cwd` the
 * default `--cwd` gets (`path.resolve(process.cwd())`, as its `coerce` makes it), `paths` a copy
 * of `paths`. Throws what `process.cwd()` throws (the working directory was removed), as the
 * lint command's builder would.
 */
export function plainLintArgs(template: LintArgsTemplate, paths: readonly string[]): Record<string, unknown> {
  const cwd = path.resolve(process.cwd());
  const args: Record<string, unknown> = {};
  const values: unknown[] = [];
  for (const [key, value, sameAs] of template.entries) {
    const v = key === 'cwd' ? cwd : key === 'paths' ? [...paths] : sameAs !== undefined ? values[sameAs] : copy(value);
    values.push(v);
    args[key] = v;
  }
  return args;
}

/** A deep copy of a JSON value. */
function copy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(copy);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]));
  return v;
}
