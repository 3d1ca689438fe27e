import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  EXIT
} from "./chunk-ULAQDWDD.mjs";
import {
  runGit,
  sourceRoot
} from "./chunk-JARKVD5N.mjs";
import {
  WorktreeSource
} from "./chunk-LRWMOLU3.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/commands/init.ts
import * as path3 from "node:path";

// src/source/git-write.ts
import * as fs from "node:fs";
import * as path from "node:path";
function writeWorktreeFile(abs, content, mode) {
  let st = null;
  try {
    st = fs.lstatSync(abs);
  } catch {
    st = null;
  }
  if (st && !st.isFile()) throw new Error(`${abs} is not a regular file; not written`);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, content, mode !== void 0 ? { mode } : {});
  if (mode !== void 0) fs.chmodSync(abs, (st ? st.mode & 4095 : 0) | mode);
}

// src/source/husky.ts
import * as path2 from "node:path";
var HUSKY_RUNNER = `#!/usr/bin/env sh
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
var HUSKY_HOOKS = [
  "pre-commit",
  "pre-merge-commit",
  "prepare-commit-msg",
  "commit-msg",
  "post-commit",
  "applypatch-msg",
  "pre-applypatch",
  "post-applypatch",
  "pre-rebase",
  "post-rewrite",
  "post-checkout",
  "post-merge",
  "pre-push",
  "pre-auto-gc"
];
function activateHusky(root, dir) {
  const rel = path2.relative(root, dir).split(path2.sep).join("/");
  const hooksPath = rel === "" ? ".husky/_" : `${rel}/.husky/_`;
  const under = path2.join(dir, ".husky", "_");
  writeWorktreeFile(path2.join(under, ".gitignore"), "*");
  writeWorktreeFile(path2.join(under, "h"), HUSKY_RUNNER, 493);
  for (const h of HUSKY_HOOKS) writeWorktreeFile(path2.join(under, h), '#!/usr/bin/env sh\n. "$(dirname "$0")/h"', 493);
  runGit(root, ["config", "core.hooksPath", hooksPath]);
  return hooksPath;
}

// src/commands/init.ts
var HOOK_LINE = "npx --no-install ctxlens lint --staged";
function planInit(state) {
  const writes = [];
  const notes = [];
  if (state.hook === null) {
    writes.push({ file: ".husky/pre-commit", content: HOOK_LINE + "\n", mode: 493, action: `created .husky/pre-commit running "${HOOK_LINE}"` });
  } else if (/\bctxlens\b[^\n]*\blint\b[^\n]*--staged/.test(state.hook)) {
    notes.push(".husky/pre-commit already runs ctxlens lint --staged; left unchanged");
  } else {
    const sep2 = state.hook === "" || state.hook.endsWith("\n") ? "" : "\n";
    writes.push({ file: ".husky/pre-commit", content: state.hook + sep2 + HOOK_LINE + "\n", mode: 493, action: `appended "${HOOK_LINE}" to the existing .husky/pre-commit` });
  }
  if (state.packageJson === null) {
    notes.push('no package.json here: create one (npm init -y) and add "scripts": {"prepare": "husky"}, then run init again');
    return { writes, notes };
  }
  let pkg;
  try {
    pkg = JSON.parse(state.packageJson);
  } catch (e) {
    throw new UsageError(`package.json is not valid JSON (${e instanceof Error ? e.message : String(e)}); nothing written`);
  }
  if (!pkg || typeof pkg !== "object" || Array.isArray(pkg)) throw new UsageError("package.json is not a JSON object; nothing written");
  const obj = pkg;
  const scripts = obj["scripts"] && typeof obj["scripts"] === "object" && !Array.isArray(obj["scripts"]) ? obj["scripts"] : {};
  const prepare = scripts["prepare"];
  let newPrepare = null;
  if (typeof prepare !== "string" || prepare.trim() === "") {
    newPrepare = "husky";
  } else if (/(^|[\s;&|(])husky(\s|$|;|&|\|)/.test(prepare)) {
    notes.push(`package.json "prepare" already runs husky ("${prepare}"); left unchanged`);
  } else {
    newPrepare = `${prepare} && husky`;
  }
  if (newPrepare !== null) {
    obj["scripts"] = { ...scripts, prepare: newPrepare };
    const indent = /^\{\r?\n([ \t]+)"/.exec(state.packageJson)?.[1] ?? "  ";
    const eol = state.packageJson.endsWith("\n") ? "\n" : "";
    writes.push({
      file: "package.json",
      content: JSON.stringify(obj, null, indent) + eol,
      action: typeof prepare === "string" && prepare.trim() !== "" ? `chained husky to the existing "prepare" script: "${newPrepare}"` : 'set "prepare": "husky" in package.json'
    });
  }
  const dev = { ...obj["dependencies"], ...obj["devDependencies"] };
  const missing = ["husky", "ctxlens"].filter((d) => !(d in dev));
  if (missing.length > 0) notes.push(`add the dev dependencies: npm install --save-dev ${missing.join(" ")} (the hook runs the project's own ctxlens)`);
  return { writes, notes };
}
function readInitState(source, dir) {
  const read = (rel) => {
    const r = source.readFile(path3.join(dir, rel), 1 << 20);
    return r.ok ? r.data.toString("utf8") : null;
  };
  return { packageJson: read("package.json"), hook: read(".husky/pre-commit") };
}
function gitRootOf(dir) {
  try {
    return sourceRoot(dir);
  } catch {
    return null;
  }
}
function runInit(dir, dryRun) {
  const source = new WorktreeSource();
  if (source.stat(dir)?.kind !== "dir") throw new UsageError(`not a directory: ${dir}`);
  const state = readInitState(source, dir);
  if (state.packageJson === null) {
    throw new UsageError(`no package.json in ${dir}: husky installs the hook through npm's "prepare" script. Run "npm init -y" first, or use the pre-commit framework (.pre-commit-hooks.yaml). Nothing written.`);
  }
  const root = gitRootOf(dir);
  if (root === null) throw new UsageError(`${dir} is not inside a git work tree: there is no commit to hook. Run "git init" first. Nothing written.`);
  const plan = planInit(state);
  const lines = [];
  if (root !== dir) {
    const rel = path3.relative(root, dir);
    plan.notes.push(`package.json is below the repository root: husky v9 then needs "prepare": "cd ${path3.relative(dir, root) || "."} && husky ${rel}/.husky" (see husky's docs on subdirectories)`);
  }
  for (const w of plan.writes) {
    if (!dryRun) writeWorktreeFile(path3.join(dir, w.file), w.content, w.mode);
    lines.push(dryRun ? `[dry run] not written: ${w.action}` : w.action);
    if (dryRun) lines.push(...w.content.replace(/\n$/, "").split("\n").map((l) => `  | ${l}`));
  }
  if (plan.writes.length === 0) lines.push("nothing to change");
  if (dryRun) lines.push('[dry run] not activated: the hook (what "npx husky" does: .husky/_/ and git config core.hooksPath)');
  else lines.push(`activated the hook: wrote .husky/_/ and set git config core.hooksPath ${activateHusky(root, dir)} (what "npx husky" does)`);
  for (const n of plan.notes) lines.push(`note: ${n}`);
  return lines;
}
var initCommand = {
  command: "init",
  describe: 'set up a husky pre-commit hook running "ctxlens lint --staged" (writes files; see --dry-run)',
  builder: (y) => y.option("cwd", { type: "string", default: process.cwd(), describe: "project directory (holding package.json)", coerce: (p) => path3.resolve(p) }).option("dry-run", { type: "boolean", default: false, describe: "show what would be written without writing" }),
  handler: (args) => {
    const lines = runInit(args.cwd, args.dryRun);
    process.stdout.write(lines.join("\n") + "\n");
    process.exitCode = EXIT.OK;
  }
};
export {
  HOOK_LINE,
  initCommand,
  planInit,
  readInitState,
  runInit
};
