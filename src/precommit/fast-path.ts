import * as path from 'node:path';
import { RULE_IDS } from '../engine/rule-ids.js';
import { SEVERITY_SETTINGS } from '../model/ctxlens-config.js';

/**
 * The arguments of a plain `ctxlens lint --staged` that the pre-commit fast path (`src/bin.ts`)
 * may answer without loading the CLI: `{cwd, env}`, or `null` when the command line needs the
 * full CLI — another command, `--help`, `--output`, a format that prints something even when
 * clean (`json`, `sarif`, `markdown`), `--with-global`, `--config` (the relevance check knows only
 * `ctxlens.config.json` by name, so a staged change to another config file would pass unlinted),
 * an unknown option, or no `--staged`.
 * Accepted: `[dir]`, `--cwd`, `--format stylish|github`, `--max-warnings N` (an integer ≥ -1
 * written in digits), `--rule id:severity` (a rule of `RULE_IDS`, a severity of
 * `SEVERITY_SETTINGS`), `--env NAME=VALUE` (applied to the returned environment), each as
 * `--opt value` or `--opt=value`, and `--cache`/`--no-cache` (`cache`: whether the interest cache
 * may be used, `quick.ts`). Any other value of those options is left to the CLI, which reports the
 * usage error (exit 2) even when nothing relevant is staged.
 */
export function fastPathArgs(
  argv: readonly string[],
  baseEnv: NodeJS.ProcessEnv = process.env,
  cwd0: string = process.cwd(),
): { cwd: string; env: Record<string, string | undefined>; cache: boolean } | null {
  if (argv[0] !== 'lint') return null;
  let staged = false;
  let cache = true;
  let cwd: string | null = null;
  const env: Record<string, string | undefined> = { ...baseEnv };
  const VALUE = new Set(['--cwd', '--format', '-f', '--max-warnings', '--rule', '--env']);
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const name = eq > 0 ? a.slice(0, eq) : a;
    if (name === '--staged' && eq < 0) {
      staged = true;
      continue;
    }
    if ((name === '--no-cache' || name === '--cache') && eq < 0) {
      cache = name === '--cache';
      continue;
    }
    if (!VALUE.has(name)) {
      if (a.startsWith('-') || cwd !== null) return null; // unknown option, or a second directory
      cwd = a;
      continue;
    }
    const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
    if (value === undefined) return null;
    if ((name === '--format' || name === '-f') && value !== 'stylish' && value !== 'github') return null; // those print something even when clean
    if (name === '--max-warnings' && !/^(-1|\d+)$/.test(value)) return null; // the CLI reports the usage error
    if (name === '--rule' && !validRuleFlag(value)) return null; // idem (an unknown rule, a bad severity)
    // yargs reads --rule and --env as lists: the bare words after one are more values, not the
    // directory (found by the session-22 breaker), and the CLI checks them.
    if ((name === '--rule' || name === '--env') && i + 1 < argv.length && !argv[i + 1]!.startsWith('-')) return null;
    if (name === '--cwd') {
      if (cwd !== null) return null;
      cwd = value;
    }
    if (name === '--env') {
      const k = value.indexOf('=');
      if (k <= 0) return null;
      env[value.slice(0, k)] = value.slice(k + 1);
    }
  }
  return staged ? { cwd: path.resolve(cwd0, cwd ?? '.'), env, cache } : null;
}

/** `--rule` values the CLI accepts (`parseRuleFlags` in `src/run/prepare.ts`): `id:severity`, the id a known rule, the severity one of `SEVERITY_SETTINGS`. */
function validRuleFlag(value: string): boolean {
  const i = value.lastIndexOf(':');
  return i > 0 && RULE_IDS.includes(value.slice(0, i)) && (SEVERITY_SETTINGS as readonly string[]).includes(value.slice(i + 1));
}
