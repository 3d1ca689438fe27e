#!/usr/bin/env node
/**
 * Entry point of the GitHub Action (`action.yml` runs `node bundle/action.mjs`, this file bundled in the
 * `working-directory`). Exit status: 0 clean (per `fail-on`), 1 findings, 2 bad inputs, 3 failure.
 */
import { EXIT } from '../engine/finding.js';
import { UsageError } from '../errors.js';
import { escapeData } from '../report/github.js';
import { ActionInputError, readActionEnv, runAction } from './run.js';

try {
  const r = await runAction(readActionEnv());
  process.stdout.write(`ctxlens: ${r.errors} error(s), ${r.warnings} warning(s)${r.sarifFile ? `; SARIF written to ${r.sarifFile}` : ''}\n`);
  process.exitCode = r.exitCode;
} catch (e) {
  const msg = e instanceof Error ? e.message : String(e);
  process.stdout.write(`::error title=ctxlens::${escapeData(msg)}\n`);
  process.exitCode = e instanceof ActionInputError || e instanceof UsageError ? EXIT.USAGE : EXIT.INTERNAL;
}
