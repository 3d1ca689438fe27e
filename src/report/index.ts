import { compact } from './compact.js';
import { github } from './github.js';
import { json } from './json.js';
import { markdown } from './markdown.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';
import type { FormatName, Reporter } from './types.js';

export { FORMATS, type FormatName, type Reporter, type ReportContext, type ReportInput } from './types.js';

/** The reporter of each `--format`. */
export const REPORTERS: Readonly<Record<FormatName, Reporter>> = Object.freeze({ stylish, compact, json, sarif, github, markdown });
