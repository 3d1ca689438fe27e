import * as fs from 'node:fs';
import * as path from 'node:path';

/** Where the project's own and its shared material's texts live (tests, examples, conformance cases, the real corpus). */
export const SHIPPED_ROOTS: readonly string[] = ['test', 'examples', '../shared/conformance', '../shared/conformance-opencode', '../shared/corpus/real'];

/**
 * The texts (UTF-8) of the files under `roots` (relative to the working directory) whose name
 * `accept` takes, depth first in directory order, skipping `node_modules/`, `.git/`, folders deeper
 * than 12, unreadable files and texts over 200,000 UTF-16 code units; at most `limit` texts.
 */
export function shippedTexts(accept: (name: string) => boolean, limit = 4000, roots: readonly string[] = SHIPPED_ROOTS): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  const walk = (dir: string, depth: number): void => {
    let ents: fs.Dirent[];
    try {
      ents = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of ents) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== '.git' && depth < 12) walk(p, depth + 1);
      } else if (e.isFile() && accept(e.name) && out.length < limit) {
        let text: string;
        try {
          text = fs.readFileSync(p, 'utf8');
        } catch {
          continue;
        }
        if (text.length <= 200000) out.push({ name: e.name, text });
      }
    }
  };
  for (const r of roots) walk(path.resolve(r), 0);
  return out;
}
