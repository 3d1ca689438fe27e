import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Write one file of the user's working tree for `ctxlens init`, the only command that writes
 * (and only when invoked explicitly). Creates parent directories; `mode` (e.g. `0o755`) applies
 * to a new file and is added to an existing one. Refuses to write through a symlink or over a
 * non-regular file: throws `Error` with the reason.
 */
export function writeWorktreeFile(abs: string, content: string, mode?: number): void {
  let st: fs.Stats | null = null;
  try {
    st = fs.lstatSync(abs);
  } catch {
    st = null;
  }
  if (st && !st.isFile()) throw new Error(`${abs} is not a regular file; not written`);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, content, mode !== undefined ? { mode } : {});
  if (mode !== undefined) fs.chmodSync(abs, (st ? st.mode & 0o7777 : 0) | mode);
}
