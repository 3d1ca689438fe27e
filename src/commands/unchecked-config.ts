import * as path from 'node:path';
import { neutralise } from '../report/neutralise.js';
import type { ProjectModel } from '../runtimes/fork/model/project.js';

/**
 * Warn on stderr, one line each, about the fork config files the runtime reads but ctxlens did
 * not parse (`model.config.unchecked`: over 1 MiB, or nested too deep; docs/runtimes/fork.md
 * §2.1): `command`'s output was computed with the default settings in their place, so it may not
 * be what the runtime does. The path is shown relative to `W` when inside it. Returns how many
 * were warned about (the caller decides the exit status).
 */
export function warnUncheckedConfigs(model: ProjectModel, command: 'render' | 'touch' | 'resolve' | 'manifest'): number {
  for (const { abs, why } of model.config.unchecked) {
    const shown = path.relative(model.W, abs) || '.';
    process.stderr.write(`ctxlens: warning: ${neutralise(shown.startsWith('..') ? abs : shown)}: ${why}; the runtime applies its settings, ctxlens does not read them, so this ${command} uses the defaults in their place (parse-error)\n`);
  }
  return model.config.unchecked.length;
}
