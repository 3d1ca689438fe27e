/**
 * `--help` for the bench scripts: each script's usage is its leading comment.
 *
 * @param {string} metaUrl the script's `import.meta.url`
 * @returns {string} the script's first comment block (a JSDoc block or a run of `//` lines after
 *   the shebang), without its comment markers, ending in a newline
 */
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export function headerHelp(metaUrl) {
  const lines = fs.readFileSync(fileURLToPath(metaUrl), 'utf8').split('\n');
  let i = lines[0]?.startsWith('#!') ? 1 : 0;
  const out = [];
  if (lines[i]?.trim() === '/**') {
    for (i++; i < lines.length && lines[i].trim() !== '*/'; i++) out.push(lines[i].replace(/^ \*( |$)/, ''));
  } else {
    for (; i < lines.length && lines[i].startsWith('//'); i++) out.push(lines[i].replace(/^\/\/ ?/, ''));
  }
  return `${out.join('\n')}\n`;
}

/**
 * When the command line asks for help (`--help`, `-h`) or `missing` is true, prints the script's
 * leading comment and exits: status 0 for a request, 2 for a missing argument.
 *
 * @param {string} metaUrl the script's `import.meta.url`
 * @param {boolean} [missing] a required argument is missing
 */
export function helpOrExit(metaUrl, missing = false) {
  const asked = process.argv.includes('--help') || process.argv.includes('-h');
  if (!asked && !missing) return;
  process.stdout.write(headerHelp(metaUrl));
  process.exit(asked ? 0 : 2);
}
