#!/usr/bin/env node
import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  EXIT,
  SINGLE_VALUED,
  didYouMean,
  neutralise,
  single,
  toolVersion
} from "./chunk-NC3ELG6S.mjs";
import {
  RefusalError,
  UsageError
} from "./chunk-TWUHB67M.mjs";
import "./chunk-DTIDPYTN.mjs";

// src/commands/names.ts
var COMMANDS = ["lint", "audit", "render", "resolve", "touch", "manifest", "diff", "init", "rules", "explain", "paths"];
function unknownCommand(argv) {
  const first = argv[0];
  if (first === void 0 || first.startsWith("-") || COMMANDS.includes(first)) return null;
  const near = didYouMean(first, COMMANDS);
  return new UsageError(`unknown command "${first}"${near ? `; did you mean "${near}"?` : ""} Run ctxlens --help for the commands.`);
}
var BOOLEAN_FLAGS = /* @__PURE__ */ new Set(["--staged", "--with-global", "--quiet", "--color", "--no-color", "--stdin", "--print-config", "--fix", "--fix-dry-run", "--no-ignore", "--ignore", "--baseline-write", "--no-inline-config", "--help", "--version"]);
function dashArgument(argv) {
  if (argv[0] !== "lint" && argv[0] !== "audit") return null;
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === "--") break;
    if (argv[i] !== "-") continue;
    const prev = argv[i - 1];
    const takesValue = prev.startsWith("-") && !prev.includes("=") && !BOOLEAN_FLAGS.has(prev) && i - 1 > 0;
    if (!takesValue) return new UsageError(`"-" is not a file: to lint standard input, use --stdin --stdin-filename FILE`);
  }
  return null;
}

// src/commands/opencode-v2-flag.ts
function wantsOpencodeV2(argv) {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") break;
    if ((a === "--runtime" || a === "--against") && argv[i + 1] === "opencode-v2") return true;
    if (a === "--runtime=opencode-v2" || a === "--against=opencode-v2") return true;
  }
  return false;
}

// src/cli.ts
function safeMessage(msg) {
  return msg.split("\n").map(neutralise).join("\n");
}
function isBrokenPipe(e) {
  return e?.code === "EPIPE";
}
async function main(argv) {
  if (argv.length === 0) argv = ["--help"];
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (e) => {
      if (!isBrokenPipe(e)) throw e;
    });
  }
  try {
    const unknown = unknownCommand(argv) ?? dashArgument(argv);
    if (unknown) throw unknown;
    const v2 = wantsOpencodeV2(argv) ? (await import("./opencode-v2-TX67BBU5.mjs")).V2_COMMANDS : null;
    if (v2 === null && argv.length === 1 && argv[0] === "--version") {
      process.stdout.write(`${toolVersion()}
`);
      return;
    }
    const { ALL_COMMANDS, yargs } = await import("./all-W5J3B73B.mjs");
    await yargs(argv).scriptName("ctxlens").wrap(null).command(v2 ?? ALL_COMMANDS).demandCommand(1, "Name a command: lint, audit, render, resolve, touch, manifest, diff, init, rules, explain or paths.").strict().check((a) => {
      for (const k of SINGLE_VALUED) if (a[k] !== void 0) single(k, a[k]);
      return true;
    }).help().version(toolVersion()).fail((msg, err) => {
      if (err) throw err.name === "YError" ? new UsageError(err.message) : err;
      throw new UsageError(msg);
    }).parseAsync();
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`ctxlens: ${safeMessage(e.message)}
`);
      process.exitCode = EXIT.USAGE;
    } else if (isBrokenPipe(e)) {
    } else if (e instanceof RefusalError) {
      process.stderr.write(`ctxlens: ${safeMessage(e.message)}
`);
      process.exitCode = EXIT.FINDINGS;
    } else {
      const msg = e instanceof Error ? e.message : String(e);
      process.stderr.write(`ctxlens: internal error: ${safeMessage(msg)}
`);
      if (process.env["CTXLENS_DEBUG"] && e instanceof Error) process.stderr.write(`${e.stack}
`);
      process.exitCode = EXIT.INTERNAL;
    }
  }
}
await main(process.argv.slice(2));
export {
  main
};
