/**
 * Load ctxlens's own config for a run (docs/usage.md, "Configuration: `ctxlens.config.json`"):
 * the `--config` file, else the nearest `ctxlens.config.json`, else defaults.
 */
import type { CtxlensConfig } from '../../model/ctxlens-config.js';
import type { FileSource } from '../../source/types.js';
import { findConfigFile, readConfigText, shownPath } from './locate.js';
import { parseCtxlensConfig } from './parse.js';
import type { ConfigurableRule } from './rule-settings.js';

/**
 * Look up and decode the config for a run: `explicit` (the `--config` file, already read by the
 * CLI) wins; otherwise the nearest `ctxlens.config.json` (see `findConfigFile`); otherwise defaults.
 * Throws `ConfigError` for a file that cannot be read, does not parse, or does not validate.
 */
export function loadCtxlensConfig(
  source: FileSource,
  cwd: string,
  rules: readonly ConfigurableRule[],
  explicit?: { abs: string; text: string },
): CtxlensConfig {
  if (explicit) return parseCtxlensConfig(explicit.text, explicit.abs, shownPath(explicit.abs, cwd), rules);
  const abs = findConfigFile(source, cwd);
  if (abs === null) return { file: null, rules: {}, ignore: [], runtime: null };
  const shown = shownPath(abs, cwd);
  return parseCtxlensConfig(readConfigText(source, abs, shown), abs, shown, rules);
}
