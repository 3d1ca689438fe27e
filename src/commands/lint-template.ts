import * as path from 'node:path';
import { COMMAND_LINES } from './names.js';
import { FILLED_KEYS, type LintArgsTemplate, type TemplateEntry } from './plain-lint.js';

/**
 * yargs' parse of `ctxlens lint` as the lint handler receives it (`LintArgsTemplate`), taken by
 * running the CLI's own parser (`cliParser` of `all.ts`, with the lint command's builder) with a
 * handler that records its argument: so the defaults, aliases and camelCase copies of every lint
 * option come from the option definitions themselves, never written twice. The bundle
 * (`scripts/bundle.mjs`) replaces this module with the template it took when it was built, so a
 * run of `bundle/cli.cjs` loads no yargs for a plain `lint`; from `dist/` the template is taken on
 * first call. Throws when yargs' object holds something a template cannot carry (a value that is
 * not JSON, a `cwd` other than the working directory).
 */
export async function lintArgsTemplate(): Promise<LintArgsTemplate> {
  return (taken ??= take());
}

let taken: Promise<LintArgsTemplate> | undefined;

/**
 * `commands` with the lint command's handler replaced by one that hands its argument (the object
 * yargs built) to `record`; the other commands as they are. Also used by the tests that compare a
 * plain lint's object with yargs'.
 */
export function recordingLint<C extends { command?: unknown }>(commands: readonly C[], record: (args: Record<string, unknown>) => void): C[] {
  return commands.map((c) => (c.command === COMMAND_LINES.lint.command ? { ...c, handler: record } : c));
}

async function take(): Promise<LintArgsTemplate> {
  const { cliParser, commandsFor } = await import('./all.js');
  let seen: Record<string, unknown> | null = null;
  const recording = recordingLint(await commandsFor(['lint']), (a) => {
    seen = a;
  });
  await cliParser(['lint'], recording).parseAsync();
  return templateOf(seen!, path.resolve(process.cwd()));
}

/** The template of the handler's argument `args` of `ctxlens lint` run in `cwd`. Throws on a value JSON cannot carry. */
export function templateOf(args: Record<string, unknown>, cwd: string): LintArgsTemplate {
  if (Object.getPrototypeOf(args) !== Object.prototype) throw new Error('lint template: yargs handed the lint handler an object of another kind');
  const entries: TemplateEntry[] = [];
  const values: unknown[] = [];
  for (const key of Reflect.ownKeys(args)) {
    if (typeof key !== 'string') throw new Error('lint template: a symbol key');
    const value = args[key];
    if (key === 'cwd' && value !== cwd) throw new Error(`lint template: cwd is ${String(value)}, not the working directory ${cwd}`);
    if (key === 'paths' && !(Array.isArray(value) && value.length === 0)) throw new Error('lint template: paths is not []');
    const json = JSON.stringify(value);
    if (json === undefined || !sameJson(value, JSON.parse(json))) throw new Error(`lint template: ${key} is not a JSON value`);
    const sameAs = typeof value === 'object' && value !== null ? values.indexOf(value) : -1;
    values.push(value);
    entries.push(sameAs >= 0 ? [key, null, sameAs] : [key, (FILLED_KEYS as readonly string[]).includes(key) ? null : value]);
  }
  for (const k of FILLED_KEYS) if (!Object.hasOwn(args, k)) throw new Error(`lint template: no ${k}`);
  return { entries };
}

/** True when `a` and its JSON round trip `b` are the same value (no `undefined`, function, NaN, Date…). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === null || typeof a !== 'object') return Object.is(a, b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (Object.getPrototypeOf(a) !== Object.prototype || b === null || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
