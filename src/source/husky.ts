import * as path from 'node:path';
import { runGit } from './git-exec.js';
import { writeWorktreeFile } from './git-write.js';

/**
 * husky 9.1.7's hook runner (`node_modules/husky/husky`, MIT, typicode), copied byte for byte so
 * `ctxlens init` can activate the hook without running anything from the user's repository;
 * `test/commands/init.test.ts` checks it against the pinned husky dev dependency.
 */
export const HUSKY_RUNNER = `#!/usr/bin/env sh
[ "$HUSKY" = "2" ] && set -x
n=$(basename "$0")
s=$(dirname "$(dirname "$0")")/$n

[ ! -f "$s" ] && exit 0

if [ -f "$HOME/.huskyrc" ]; then
	echo "husky - '~/.huskyrc' is DEPRECATED, please move your code to ~/.config/husky/init.sh"
fi
i="\${XDG_CONFIG_HOME:-$HOME/.config}/husky/init.sh"
[ -f "$i" ] && . "$i"

[ "\${HUSKY-}" = "0" ] && exit 0

export PATH="node_modules/.bin:$PATH"
sh -e "$s" "$@"
c=$?

[ $c != 0 ] && echo "husky - $n script failed (code $c)"
[ $c = 127 ] && echo "husky - command not found in PATH=$PATH"
exit $c
`;

/** The git hooks husky 9 installs a wrapper for (husky's `index.js`). */
export const HUSKY_HOOKS: readonly string[] = [
  'pre-commit', 'pre-merge-commit', 'prepare-commit-msg', 'commit-msg', 'post-commit', 'applypatch-msg', 'pre-applypatch',
  'post-applypatch', 'pre-rebase', 'post-rewrite', 'post-checkout', 'post-merge', 'pre-push', 'pre-auto-gc',
];

/**
 * Do what `npx husky` (v9) does for the `.husky/` directory of `dir`, inside the git work tree
 * rooted at `root`: write `.husky/_/` (the runner `h`, one wrapper per hook, a `.gitignore` of
 * `*`) and set `core.hooksPath` to `.husky/_` relative to the root (`git config`, the
 * repository's own config). Returns the `core.hooksPath` value set. Throws `GitError` when git
 * fails, `Error` when a file cannot be written.
 */
export function activateHusky(root: string, dir: string): string {
  const rel = path.relative(root, dir).split(path.sep).join('/');
  const hooksPath = rel === '' ? '.husky/_' : `${rel}/.husky/_`;
  const under = path.join(dir, '.husky', '_');
  writeWorktreeFile(path.join(under, '.gitignore'), '*');
  writeWorktreeFile(path.join(under, 'h'), HUSKY_RUNNER, 0o755);
  for (const h of HUSKY_HOOKS) writeWorktreeFile(path.join(under, h), '#!/usr/bin/env sh\n. "$(dirname "$0")/h"', 0o755);
  runGit(root, ['config', 'core.hooksPath', hooksPath]);
  return hooksPath;
}
