import yargs, { type CommandModule } from 'yargs';
import { auditCommand } from './audit.js';
import { diffCommand } from './diff.js';
import { initCommand } from './init.js';
import { lintCommand } from './lint.js';
import { manifestCommand } from './manifest.js';
import { pathsCommand } from './paths.js';
import { renderCommand } from './render.js';
import { resolveCommand } from './resolve.js';
import { explainCommand, rulesCommand } from './rules.js';
import { touchCommand } from './touch.js';

/**
 * Every command of the CLI in `--help` order, and yargs itself: one module that `main.ts`
 * imports on demand, so `ctxlens --version` loads neither, and a run loads them as one piece
 * (one bundle chunk rather than one per command: each extra module costs start-up time).
 */
export const ALL_COMMANDS: readonly CommandModule<never, never>[] = [lintCommand, auditCommand, renderCommand, resolveCommand, touchCommand, manifestCommand, diffCommand, initCommand, rulesCommand, explainCommand, pathsCommand] as never[];

export { yargs };
