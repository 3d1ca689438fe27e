#!/usr/bin/env node
/**
 * The CLI entry of `dist/` (`node dist/src/cli.js`, and `src/bin.ts` outside the bundle): runs
 * `main` (`src/commands/main.ts`) with the command line. The bundle loads `main` from
 * `bundle/cli.cjs` through the V8 code cache instead (`src/cli-cached.ts`).
 */
import { main } from './commands/main.js';

// `hideBin` of yargs/helpers, for node: the arguments after node and the script.
await main(process.argv.slice(2));
