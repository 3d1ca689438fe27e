import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The shipped executable (`package.json` `bin`): the esbuild bundle `npm run build` writes
 * (`scripts/bundle.mjs`), pre-commit fast path included. Tests that spawn the CLI run this, the
 * artifact users get, which also starts several times faster than `dist/src/cli.js`.
 */
export const CLI_ENTRY = path.join(root, 'bundle', 'ctxlens.cjs');

/** The shipped GitHub Action entry (`action.yml`). */
export const ACTION_ENTRY = path.join(root, 'bundle', 'action.mjs');
