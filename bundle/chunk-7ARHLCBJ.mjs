import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  withSourceOptions
} from "./chunk-GHE7R7M5.mjs";
import {
  FORMATS,
  REPORTERS,
  rebaseFindings
} from "./chunk-UPGDKL6W.mjs";
import {
  BASELINE_FILE,
  applyFixes,
  buildBaseline,
  dedupe,
  lintDir,
  lintPrepared,
  parseBaseline,
  prepareRun,
  ruleDocs,
  rulesMetaOf
} from "./chunk-F6RO3KKK.mjs";
import {
  toolVersion
} from "./chunk-VSXIFP2X.mjs";
import {
  compareFindings,
  countSeverities,
  exitCodeFor
} from "./chunk-ULAQDWDD.mjs";
import {
  safeJson
} from "./chunk-4W7TGBYQ.mjs";
import {
  simulatedEnv
} from "./chunk-WOIQTF4D.mjs";
import {
  stagedChangesAreIrrelevant
} from "./chunk-E5UOY6KS.mjs";
import {
  repoRoot,
  runGit
} from "./chunk-JARKVD5N.mjs";
import {
  UsageError
} from "./chunk-QQPG2PVG.mjs";

// src/commands/lint.ts
import { mkdirSync as mkdirSync2, readFileSync as readFileSync3, writeFileSync as writeFileSync2 } from "node:fs";
import * as path3 from "node:path";

// src/commands/lint-runs.ts
import { readFileSync, statSync } from "node:fs";
import * as path from "node:path";
function lintRuns(args, readStdin = () => readFileSync(0)) {
  const paths = args.paths ?? (args.dir !== void 0 ? [args.dir] : []);
  if (paths.includes("-")) throw new UsageError('"-" is not a file: to lint standard input, use --stdin --stdin-filename FILE');
  const inside = (W, abs, shown) => {
    const rel = path.relative(W, abs);
    if (rel === "" || rel === ".." || rel.startsWith(".." + path.sep) || path.isAbsolute(rel)) throw new UsageError(`${shown} is not inside the linted directory ${displayDir(W)}; pass --cwd`);
    return rel.split(path.sep).join("/");
  };
  if (args.stdin) {
    if (paths.length > 0) throw new UsageError("--stdin lints standard input: name no files or directories with it");
    if (args.stdinFilename === void 0 || args.stdinFilename === "") throw new UsageError("--stdin needs --stdin-filename FILE: the path the text stands for decides which rules apply");
    const abs = path.resolve(args.cwd, args.stdinFilename);
    const rel = inside(args.cwd, abs, args.stdinFilename);
    return [{ args: { ...args, paths: [], overlay: { abs, content: readStdin() } }, only: /* @__PURE__ */ new Set([rel]) }];
  }
  if (args.stdinFilename !== void 0) throw new UsageError("--stdin-filename goes with --stdin");
  const runs = [];
  const files = [];
  for (const p of paths) {
    const abs = path.resolve(p);
    let st;
    try {
      st = statSync(abs);
    } catch {
      throw new UsageError(`no such file or directory: ${p}`);
    }
    if (st.isDirectory()) runs.push({ args: { ...args, paths: [], cwd: abs }, only: null });
    else files.push(inside(args.cwd, abs, p));
  }
  if (files.length > 0) runs.push({ args: { ...args, paths: [] }, only: new Set(files) });
  if (runs.length === 0) runs.push({ args: { ...args, paths: [], cwd: lintDir(args) }, only: null });
  return runs;
}
function displayDir(abs) {
  const rel = path.relative(process.cwd(), abs);
  if (rel === "") return ".";
  if (!rel.startsWith("..") && !path.isAbsolute(rel)) return rel;
  const home = process.env["HOME"];
  if (home && (abs === home || abs.startsWith(home + path.sep))) return "~" + abs.slice(home.length);
  return abs;
}

// src/commands/fix.ts
import { lstatSync, mkdirSync, readdirSync, readFileSync as readFileSync2, realpathSync, renameSync, writeFileSync } from "node:fs";
import * as path2 from "node:path";
var MAX_PASSES = 5;
function refuseWrite(abs, root, git) {
  let real;
  try {
    if (lstatSync(abs).isSymbolicLink()) return "is a symlink";
    real = realpathSync(abs);
  } catch {
    return "cannot be read";
  }
  const rootReal = realpathSync(root);
  const rel = path2.relative(rootReal, real);
  if (rel === "" || rel.startsWith("..") || path2.isAbsolute(rel)) return "is outside the repository";
  if (git) {
    const out = runGit(rootReal, ["status", "--porcelain=v1", "-z", "--", rel]).toString("utf8");
    const entry = out.split("\0").find((e) => e.length > 3);
    if (entry && "MTD".includes(entry[1])) return "has unstaged changes (stage or stash them, then run --fix again)";
  }
  return null;
}
function mdBelow(dir, depth = 0, budget = { n: 0 }) {
  let names;
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const out = [];
  for (const n of names) {
    if (++budget.n > 2e3) break;
    const st = lstatSync(path2.join(dir, n), { throwIfNoEntry: false });
    if (st?.isDirectory()) {
      if (depth < 6) out.push(...mdBelow(path2.join(dir, n), depth + 1, budget).map((x) => `${n}/${x}`));
    } else if (n.endsWith(".md")) out.push(n);
  }
  return out;
}
function subfoldersLeft(fix, W) {
  const m = fix.move;
  const fromDir = path2.resolve(W, m.from);
  const counts = /* @__PURE__ */ new Map();
  for (const f of mdBelow(fromDir)) {
    const i = f.indexOf("/");
    if (i > 0) counts.set(f.slice(0, i), (counts.get(f.slice(0, i)) ?? 0) + 1);
  }
  return [...counts].map(([d, count]) => ({ dir: `${m.from}${d}/`, count }));
}
function planMove(fix, W, root, git) {
  const m = fix.move;
  const fromDir = path2.resolve(W, m.from);
  const toDir = path2.resolve(W, m.to);
  const outside = (p) => {
    const rel = path2.relative(realpathSync(root), p);
    return rel === "" || rel.startsWith("..") || path2.isAbsolute(rel);
  };
  let names;
  try {
    if (lstatSync(fromDir).isSymbolicLink()) return { refused: `${m.from} is a symlink` };
    names = readdirSync(fromDir).filter((n) => n.endsWith(".md")).sort();
  } catch {
    return { refused: `${m.from} cannot be read` };
  }
  const st = lstatSync(toDir, { throwIfNoEntry: false });
  if (st) {
    if (st.isSymbolicLink() || !st.isDirectory()) return { refused: `${m.to} is not a plain directory` };
    if (outside(realpathSync(toDir))) return { refused: `${m.to} is outside the repository` };
  } else if (outside(path2.join(realpathSync(path2.dirname(toDir)), path2.basename(toDir)))) return { refused: `${m.to} is outside the repository` };
  const moves = [];
  for (const n of names) {
    const from = path2.join(fromDir, n);
    if (lstatSync(from).isDirectory()) continue;
    const relFrom = m.from + n;
    const relTo = m.to + n;
    const why = refuseWrite(from, root, git);
    if (why !== null) return { refused: `${relFrom} ${why}` };
    if (lstatSync(path2.join(toDir, n), { throwIfNoEntry: false })) return { refused: `${relTo} already exists` };
    moves.push({ from, to: path2.join(toDir, n), relFrom, relTo });
  }
  return { moves };
}
function unifiedDiff(file, before, after) {
  if (before === after) return "";
  const a = before.split("\n");
  const b = after.split("\n");
  const n = a.length;
  const m = b.length;
  const L = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i2 = n - 1; i2 >= 0; i2--) for (let j2 = m - 1; j2 >= 0; j2--) L[i2][j2] = a[i2] === b[j2] ? L[i2 + 1][j2 + 1] + 1 : Math.max(L[i2 + 1][j2], L[i2][j2 + 1]);
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) ops.push({ t: " ", s: a[i], ai: i++, bi: j++ });
    else if (i < n && (j === m || L[i + 1][j] >= L[i][j + 1])) ops.push({ t: "-", s: a[i], ai: i++, bi: j });
    else ops.push({ t: "+", s: b[j], ai: i, bi: j++ });
  }
  let out = `--- a/${file}
+++ b/${file}
`;
  const changed = ops.map((o, k2) => o.t !== " " ? k2 : -1).filter((k2) => k2 >= 0);
  let k = 0;
  while (k < changed.length) {
    let start = Math.max(0, changed[k] - 3);
    let end = Math.min(ops.length, changed[k] + 4);
    while (k + 1 < changed.length && changed[k + 1] - 3 <= end) end = Math.min(ops.length, changed[++k] + 4);
    k++;
    const hunk = ops.slice(start, end);
    const aStart = hunk[0].ai + 1;
    const bStart = hunk[0].bi + 1;
    const aLen = hunk.filter((o) => o.t !== "+").length;
    const bLen = hunk.filter((o) => o.t !== "-").length;
    out += `@@ -${aStart},${aLen} +${bStart},${bLen} @@
` + hunk.map((o) => o.t + o.s).join("\n") + "\n";
    start = end;
  }
  return out;
}
async function runFix(args, dryRun, write = (s) => process.stdout.write(s)) {
  if (args.staged || args.rev !== void 0) throw new UsageError("--fix writes the working tree: it does not go with --staged or --rev");
  if (args.stdin) throw new UsageError("--fix does not go with --stdin");
  let total = 0;
  const originals = /* @__PURE__ */ new Map();
  const current = /* @__PURE__ */ new Map();
  const refused = /* @__PURE__ */ new Map();
  const moved = /* @__PURE__ */ new Set();
  const renames = [];
  for (let pass = 0; pass < (dryRun ? 1 : MAX_PASSES); pass++) {
    let appliedThisPass = 0;
    for (const run of lintRuns(args)) {
      const p = await prepareRun(run.args);
      const W = p.W;
      let root = W;
      let git = false;
      try {
        root = repoRoot(W);
        git = true;
      } catch {
      }
      const byFile = /* @__PURE__ */ new Map();
      for (const f of lintPrepared(p).findings) {
        if (!f.fix || run.only !== null && !run.only.has(f.fix.file) || args.quiet && f.severity !== "error") continue;
        if (f.fix.move) {
          const key = path2.resolve(W, f.fix.move.from);
          if (moved.has(key) || refused.has(key)) continue;
          const plan = planMove(f.fix, W, root, git);
          if ("refused" in plan) {
            refused.set(key, `cannot be moved: ${plan.refused}`);
            continue;
          }
          moved.add(key);
          for (const left of subfoldersLeft(f.fix, W)) {
            process.stderr.write(
              `ctxlens: not moving ${left.dir} (${left.count} agent file(s)): the fork reads ${f.fix.move.to} without its subfolders, so they would not load below it either; move them up by hand (the ID becomes the file name) or name the folder in agentPaths
`
            );
          }
          for (const mv of plan.moves) {
            if (dryRun) renames.push(mv);
            else {
              mkdirSync(path2.dirname(mv.to), { recursive: true });
              renameSync(mv.from, mv.to);
            }
            process.stderr.write(`ctxlens: ${dryRun ? "would move" : "moved"} ${mv.relFrom} \u2192 ${mv.relTo}
`);
            appliedThisPass++;
          }
          continue;
        }
        const list = byFile.get(f.fix.file) ?? [];
        list.push(f.fix);
        byFile.set(f.fix.file, list);
      }
      for (const [file, fixes] of byFile) {
        const abs = path2.resolve(W, file);
        if (refused.has(abs)) continue;
        const why = originals.has(abs) ? null : refuseWrite(abs, root, git);
        if (why !== null) {
          refused.set(abs, why);
          continue;
        }
        const text = current.get(abs) ?? readFileSync2(abs, "utf8");
        if (!originals.has(abs)) originals.set(abs, text);
        const { text: fixed, applied } = applyFixes(text, fixes);
        if (applied.length === 0 || fixed === text) continue;
        current.set(abs, fixed);
        if (!dryRun) writeFileSync(abs, fixed);
        appliedThisPass += applied.length;
        for (const a of applied) process.stderr.write(`ctxlens: ${dryRun ? "would fix" : "fixed"} ${displayDir(abs)}:${a.start.line}:${a.start.column}: ${a.description}
`);
      }
    }
    total += appliedThisPass;
    if (appliedThisPass === 0) break;
  }
  for (const [abs, why] of refused) process.stderr.write(`ctxlens: not fixing ${displayDir(abs)}: it ${why}
`);
  if (dryRun) for (const [abs, before] of originals) write(unifiedDiff(displayDir(abs), before, current.get(abs) ?? before));
  if (dryRun) for (const r of renames) write(`diff --git a/${r.relFrom} b/${r.relTo}
similarity index 100%
rename from ${r.relFrom}
rename to ${r.relTo}
`);
  return total;
}

// src/commands/lint.ts
function withLintOptions(y, formats, defaultFormat) {
  return withSourceOptions(y).positional("dir", { type: "string", describe: "directory to lint (the working directory W; same as --cwd)" }).option("config", { type: "string", describe: "use this ctxlens.config.json instead of looking one up" }).option("rule", { type: "string", array: true, default: [], describe: "override a rule severity: id:off|info|warning|error; repeatable" }).option("max-warnings", { type: "number", default: -1, describe: "exit 1 when there are more warnings than this (-1: no limit)" }).option("output", { alias: ["o", "output-file"], type: "string", describe: "write the report to this file instead of stdout" }).option("color", { type: "boolean", describe: "force colour on (--color) or off (--no-color); default: on a TTY only" }).option("quiet", { type: "boolean", default: false, describe: "report errors only (no warnings, no info)" }).option("ignore-pattern", { type: "string", array: true, default: [], describe: "also ignore findings in files matching this glob; repeatable" }).option("ignore", { type: "boolean", default: true, describe: "--no-ignore: do not apply the ignore globs of the config" }).option("inline-config", { type: "boolean", default: true, describe: "--no-inline-config: do not apply ctxlens-disable comments" }).option("baseline", { type: "boolean", default: true, describe: "--no-baseline: report the findings the baseline accepts, too" }).option("baseline-file", { type: "string", describe: "the baseline to apply or write (default: ctxlens-baseline.json in the linted directory)" }).option("baseline-write", { type: "boolean", default: false, describe: "write the baseline from the current findings (budget figures only shrink) and exit 0" }).option("print-config", { type: "boolean", default: false, describe: "print the effective ctxlens config (rules with severity and options, ignore globs) and exit" }).option("format", { alias: "f", type: "string", choices: formats, default: defaultFormat, describe: "output format" });
}
function useColor(isTTY, env = process.env) {
  const force = env["FORCE_COLOR"];
  if (force !== void 0) return force !== "0" && force !== "false";
  if (env["NO_COLOR"] !== void 0 && env["NO_COLOR"] !== "") return false;
  return isTTY;
}
function emit(text, output) {
  if (output !== void 0) {
    try {
      const abs = path3.resolve(output);
      mkdirSync2(path3.dirname(abs), { recursive: true });
      writeFileSync2(abs, text);
    } catch (e) {
      throw new UsageError(`--output: cannot write ${output}: ${e.code ?? String(e)}`);
    }
  } else process.stdout.write(text);
}
function workspacePrefix(W, env = process.env) {
  const ws = env["GITHUB_WORKSPACE"];
  if (!ws) return "";
  const rel = path3.relative(path3.resolve(ws), W);
  if (rel === "" || rel === ".." || rel.startsWith("../") || path3.isAbsolute(rel)) return "";
  return rel.split(path3.sep).join("/") + "/";
}
function reportContext(p, output, color) {
  return {
    cwd: p.W,
    runtime: p.choice.reason,
    color: color ?? (output === void 0 && useColor(!!process.stdout.isTTY)),
    rulesMeta: rulesMetaOf(p.rules),
    ruleDocs: ruleDocs(p.rules),
    version: toolVersion(),
    pathPrefix: workspacePrefix(p.W)
  };
}
function effectiveConfig(p) {
  const rules = {};
  for (const r of [...p.rules].sort((a, b) => a.id < b.id ? -1 : 1)) {
    const s = p.settings[r.id];
    const options = { ...r.defaultOptions, ...s?.options ?? {} };
    rules[r.id] = { severity: s?.severity ?? r.meta.severity, ...Object.keys(options).length > 0 ? { options } : {} };
  }
  return { configFile: p.config.file === null ? null : displayDir(p.config.file), rules, ignore: p.config.ignore };
}
async function writeBaseline(args) {
  if ((args.paths ?? []).length > 1 || args.stdin) throw new UsageError("--baseline-write records the whole project: name one directory at most, no --stdin");
  const runs = lintRuns(args);
  const run = runs[0];
  if (run.only !== null) throw new UsageError("--baseline-write records the whole project: name a directory, not files");
  const p = await prepareRun({ ...run.args, baseline: false });
  const result = lintPrepared(p);
  const abs = args.baselineFile !== void 0 ? path3.resolve(args.baselineFile) : path3.join(p.cwd, BASELINE_FILE);
  let previous = null;
  try {
    previous = parseBaseline(readFileSync3(abs, "utf8"));
  } catch {
  }
  const { baseline, held } = buildBaseline(result.findings, previous);
  try {
    writeFileSync2(abs, safeJson(baseline) + "\n");
  } catch (e) {
    throw new UsageError(`--baseline-write: cannot write ${displayDir(abs)}: ${e.code ?? String(e)}`);
  }
  const total = baseline.findings.reduce((a, e) => a + e.count, 0);
  process.stderr.write(`ctxlens: wrote ${total} finding(s) to ${displayDir(abs)}${held.length ? `; ${held.length} budget figure(s) kept at their recorded value (a budget figure may only shrink)` : ""}
`);
  return 0;
}
async function runLint(args) {
  const format = args.format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}`);
  if (args.baselineWrite) return writeBaseline(args);
  const fixArgs = args;
  if (fixArgs.fixDryRun) {
    await runFix(args, true);
    return 0;
  }
  if (fixArgs.fix) await runFix(args, false);
  const runs = lintRuns(args);
  let findings = [];
  let suppressed = [];
  let ctx = null;
  for (const run of runs) {
    const p = await prepareRun(run.args);
    for (const n of p.model.source.notices ?? []) process.stderr.write(`ctxlens: note: ${n}
`);
    if (args.printConfig) {
      emit(safeJson(effectiveConfig(p)) + "\n", args.output);
      return 0;
    }
    const result = lintPrepared(p);
    const keep = (f) => (run.only === null || f.span !== null && run.only.has(f.span.file)) && (!args.quiet || f.severity === "error");
    const here = reportContext(p, args.output, args.color);
    if (runs.length === 1) {
      ctx = here;
      findings = result.findings.filter(keep);
      suppressed = result.suppressed.filter(keep);
    } else {
      ctx = { ...here, cwd: process.cwd(), pathPrefix: "" };
      findings.push(...rebaseFindings(result.findings.filter(keep), p.W, process.cwd()));
      suppressed.push(...rebaseFindings(result.suppressed.filter(keep), p.W, process.cwd()));
    }
  }
  if (runs.length > 1) {
    findings = dedupe(findings);
    suppressed = [...suppressed].sort(compareFindings);
  }
  emit(REPORTERS[format]({ findings, suppressed }, ctx), args.output);
  if (format !== "stylish" || args.output !== void 0) {
    const c = countSeverities(findings);
    process.stderr.write(`ctxlens: ${findings.length} finding(s): ${c.errorCount} error(s), ${c.warningCount} warning(s), ${c.infoCount} info${suppressed.length ? `; ${suppressed.length} suppressed` : ""}${args.output !== void 0 ? `; report written to ${args.output}` : ""}
`);
  }
  if (args.maxWarnings >= 0 && countSeverities(findings).warningCount > args.maxWarnings) {
    process.stderr.write(`ctxlens: too many warnings (more than --max-warnings ${args.maxWarnings})
`);
  }
  return exitCodeFor(findings, args.maxWarnings);
}
var lintCommand = {
  command: "lint [paths..]",
  describe: "Check the agent configuration, flows and context files for problems",
  builder: (y) => withLintOptions(y, FORMATS, "stylish").positional("paths", { type: "string", array: true, describe: "files (report their findings only) and directories (lint the project there); default: --cwd" }).option("fix", { type: "boolean", default: false, describe: "apply safe fixes (one right answer) to the working tree, then report what is left" }).option("fix-dry-run", { type: "boolean", default: false, describe: "print the safe fixes as a unified diff; write nothing" }).option("stdin", { type: "boolean", default: false, describe: "lint standard input as the file named by --stdin-filename" }).option("stdin-filename", { type: "string", describe: "the path (relative to --cwd) that standard input stands for" }).option("cache", { type: "boolean", default: true, describe: "with --staged: keep what the config, agents and flows name in a cache outside the repository (--no-cache, or CTXLENS_NO_CACHE=1, to skip it)" }),
  handler: async (args) => {
    if (args.staged && (args.paths ?? []).length === 0 && !args.stdin && !args.printConfig && !args.fix && args.format === "stylish" && args.output === void 0 && stagedChangesAreIrrelevant(lintDir(args), simulatedEnv(args.env), args.withGlobal, args.cache === false ? null : void 0)) {
      process.exitCode = 0;
      return;
    }
    process.exitCode = await runLint(args);
  }
};

export {
  lintRuns,
  displayDir,
  withLintOptions,
  useColor,
  emit,
  workspacePrefix,
  reportContext,
  effectiveConfig,
  writeBaseline,
  runLint,
  lintCommand
};
