#!/usr/bin/env node
const __ctxlensUrl = require('node:url').pathToFileURL(require('node:path').join(__dirname, 'ctxlens.cjs')).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ctxlens-lazy-builtin:v8
var require_v8 = __commonJS({
  "ctxlens-lazy-builtin:v8"(exports2) {
    var m = null;
    var load = () => m ??= require("node:v8");
    for (const k of ["cachedDataVersionTag", "getHeapSnapshot", "getHeapStatistics", "getHeapSpaceStatistics", "getHeapCodeStatistics", "setFlagsFromString", "Serializer", "Deserializer", "DefaultSerializer", "DefaultDeserializer", "deserialize", "takeCoverage", "stopCoverage", "serialize", "writeHeapSnapshot", "promiseHooks", "queryObjects", "startupSnapshot", "setHeapSnapshotNearHeapLimit", "GCProfiler"]) Object.defineProperty(exports2, k, { enumerable: true, get: () => load()[k] });
    for (const k of []) exports2[k] = function(...args) {
      return load()[k].apply(this, args);
    };
  }
});

// src/codecache/cache-dir.ts
function cacheDirFromEnv(env = process.env) {
  const off = env["CTXLENS_NO_CACHE"];
  if (off !== void 0 && off !== "" && off !== "0") return null;
  const xdg = env["XDG_CACHE_HOME"];
  const home = env["HOME"];
  const dir = env["CTXLENS_CACHE_DIR"] || (xdg && import_node_path.posix.isAbsolute(xdg) ? import_node_path.posix.join(xdg, "ctxlens") : home && import_node_path.posix.isAbsolute(home) ? import_node_path.posix.join(home, ".cache", "ctxlens") : "");
  return dir && import_node_path.posix.isAbsolute(dir) ? dir : null;
}
var import_node_path;
var init_cache_dir = __esm({
  "src/codecache/cache-dir.ts"() {
    "use strict";
    import_node_path = require("node:path");
  }
});

// ctxlens-lazy-builtin:child_process
var require_child_process = __commonJS({
  "ctxlens-lazy-builtin:child_process"(exports2) {
    var m = null;
    var load = () => m ??= require("node:child_process");
    for (const k of ["_forkChild", "ChildProcess", "exec", "execFile", "execFileSync", "execSync", "fork", "spawn", "spawnSync"]) Object.defineProperty(exports2, k, { enumerable: true, get: () => load()[k] });
    for (const k of []) exports2[k] = function(...args) {
      return load()[k].apply(this, args);
    };
  }
});

// src/errors.ts
var UsageError;
var init_errors = __esm({
  "src/errors.ts"() {
    "use strict";
    UsageError = class extends Error {
    };
  }
});

// src/text/fnv.ts
function fnv64Hex(s) {
  let h1 = 2166136261;
  let h2 = 84696351;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c, 16777619) ^ h2 >>> 15;
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
}
var init_fnv = __esm({
  "src/text/fnv.ts"() {
    "use strict";
  }
});

// src/codecache/script.ts
function headerHash(data) {
  let h = 2166136261;
  const n = data.length;
  for (let i = 0; i < 4; i++) h = Math.imul(h ^ n >>> 8 * i & 255, 16777619);
  const end = Math.min(n, CHECKED_BYTES);
  for (let i = 0; i < end; i++) h = Math.imul(h ^ data[i], 16777619);
  return h >>> 0;
}
function fileHeader(data) {
  const b = Buffer.allocUnsafe(HEADER_BYTES);
  b.writeUInt32LE(data.length, 0);
  b.writeUInt32LE(headerHash(data), 4);
  return b;
}
function cachedDataOf(stored) {
  if (stored.length <= HEADER_BYTES) return null;
  const data = stored.subarray(HEADER_BYTES);
  return stored.readUInt32LE(0) === data.length && stored.readUInt32LE(4) === headerHash(data) ? data : null;
}
function checksumsOn() {
  if (!checksums) {
    try {
      (0, import_node_v82.setFlagsFromString)(CHECKSUM_FLAG);
      checksums = true;
    } catch {
    }
  }
  return checksums;
}
function loadCommonJs(file, cacheFileWanted, require2 = (0, import_node_module.createRequire)(file)) {
  const cacheFile2 = cacheFileWanted !== null && checksumsOn() ? cacheFileWanted : null;
  const bytes = fs3.readFileSync(file);
  let source = (0, import_node_buffer.isAscii)(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  if (source.startsWith("#!")) source = `//${source.slice(2)}`;
  let cached2;
  let corrupt = false;
  if (cacheFile2 !== null) {
    try {
      const data = cachedDataOf(fs3.readFileSync(cacheFile2));
      if (data !== null) cached2 = data;
      else corrupt = true;
    } catch {
      cached2 = void 0;
    }
  }
  const wrapped = source.startsWith(MODULE_WRAPPER) && source.endsWith(MODULE_WRAPPER_END) ? source : `${MODULE_WRAPPER}${source}${MODULE_WRAPPER_END}`;
  const script = new vm.Script(wrapped, {
    filename: file,
    ...cached2 !== void 0 ? { cachedData: cached2 } : {}
  });
  const state = cacheFile2 === null ? "off" : corrupt ? "rejected" : cached2 === void 0 ? "missing" : script.cachedDataRejected === true ? "rejected" : "accepted";
  const module2 = { exports: {} };
  script.runInThisContext().call(module2.exports, module2.exports, require2, module2, file, path8.dirname(file));
  return {
    exports: module2.exports,
    state,
    save: (again = false) => cacheFile2 !== null && (state !== "accepted" || again) ? writeCodeCache(cacheFile2, () => script.createCachedData()) : false
  };
}
function codeCacheFile(dir, file, buildId, key) {
  try {
    const st = fs3.statSync(file);
    const id = fnv64Hex(JSON.stringify([buildId, file, st.size, st.mtimeMs, st.ctimeMs, st.ino, process.version, process.arch]));
    return path8.join(dir, `code-${id}-${/^[a-z0-9-]{1,64}$/.test(key) ? key : "other"}.v8`);
  } catch {
    return null;
  }
}
function writeCodeCache(file, data) {
  let tmp = null;
  try {
    const dir = path8.dirname(file);
    if (insideWorkTree(dir)) return false;
    fs3.mkdirSync(dir, { recursive: true, mode: 448 });
    if (insideWorkTree(dir)) return false;
    tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    const bytes = data();
    fs3.writeFileSync(tmp, Buffer.concat([fileHeader(bytes), bytes]), { mode: 384, flag: "wx" });
    fs3.renameSync(tmp, file);
    tmp = null;
    pruneCodeCaches(dir, MAX_CODE_CACHES);
    return true;
  } catch {
    return false;
  } finally {
    if (tmp !== null) {
      try {
        fs3.unlinkSync(tmp);
      } catch {
      }
    }
  }
}
function insideWorkTree(dir) {
  let d = dir;
  try {
    d = fs3.realpathSync(dir);
  } catch {
  }
  for (; ; ) {
    if (fs3.existsSync(path8.join(d, ".git"))) return true;
    const up = path8.dirname(d);
    if (up === d) return false;
    d = up;
  }
}
function pruneCodeCaches(dir, keep) {
  try {
    const files = fs3.readdirSync(dir).filter((n) => CODE_CACHE_NAME.test(n)).map((n) => {
      try {
        return { n, t: fs3.statSync(path8.join(dir, n)).mtimeMs };
      } catch {
        return { n, t: -Infinity };
      }
    }).sort((a, b) => b.t - a.t);
    for (const { n } of files.slice(keep)) {
      try {
        fs3.unlinkSync(path8.join(dir, n));
      } catch {
      }
    }
  } catch {
  }
}
var import_node_buffer, fs3, import_node_module, path8, import_node_v82, vm, CHECKSUM_FLAG, HEADER_BYTES, CHECKED_BYTES, checksums, MAX_CODE_CACHES, CODE_CACHE_NAME, MODULE_WRAPPER, MODULE_WRAPPER_END;
var init_script = __esm({
  "src/codecache/script.ts"() {
    "use strict";
    import_node_buffer = require("node:buffer");
    fs3 = __toESM(require("node:fs"), 1);
    import_node_module = require("node:module");
    path8 = __toESM(require("node:path"), 1);
    import_node_v82 = __toESM(require_v8(), 1);
    vm = __toESM(require("node:vm"), 1);
    init_fnv();
    CHECKSUM_FLAG = "--verify-snapshot-checksum";
    HEADER_BYTES = 8;
    CHECKED_BYTES = 64;
    checksums = false;
    MAX_CODE_CACHES = 64;
    CODE_CACHE_NAME = /^code-[0-9a-f]{16}-[a-z0-9-]+\.v8$/;
    MODULE_WRAPPER = "(function (exports, require, module, __filename, __dirname) {";
    MODULE_WRAPPER_END = "\n})";
  }
});

// src/text/suggest.ts
var init_suggest = __esm({
  "src/text/suggest.ts"() {
    "use strict";
  }
});

// src/commands/names.ts
var COMMANDS;
var init_names = __esm({
  "src/commands/names.ts"() {
    "use strict";
    init_suggest();
    init_errors();
    COMMANDS = ["lint", "audit", "render", "resolve", "touch", "manifest", "diff", "init", "rules", "explain", "paths"];
  }
});

// src/package-root.ts
function packageRoot() {
  if (cached) return cached;
  let dir = (0, import_node_path4.dirname)((0, import_node_url.fileURLToPath)(__ctxlensUrl));
  for (; ; ) {
    const pj = (0, import_node_path4.join)(dir, "package.json");
    if ((0, import_node_fs6.existsSync)(pj)) {
      try {
        if (JSON.parse((0, import_node_fs6.readFileSync)(pj, "utf8")).name === "ctxlens") return cached = dir;
      } catch {
      }
    }
    const up = (0, import_node_path4.dirname)(dir);
    if (up === dir) throw new Error("ctxlens: cannot find its own package.json");
    dir = up;
  }
}
function toolVersion() {
  try {
    return JSON.parse((0, import_node_fs6.readFileSync)((0, import_node_path4.join)(packageRoot(), "package.json"), "utf8")).version;
  } catch {
    return "0.0.0";
  }
}
var import_node_fs6, import_node_path4, import_node_url, cached;
var init_package_root = __esm({
  "src/package-root.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    import_node_path4 = require("node:path");
    import_node_url = require("node:url");
    cached = null;
  }
});

// src/cli-cached.ts
function codeCacheKey(argv) {
  const first = argv[0];
  return first !== void 0 && COMMANDS.includes(first) ? first : "other";
}
function cacheOffByArgs(argv) {
  for (const a of argv) {
    if (a === "--") return false;
    if (a === "--no-cache" || a === "--cache=false") return true;
  }
  return false;
}
function lintedDirs(argv, cwd) {
  const dirs = [];
  for (const a of argv) {
    const value = a.startsWith("--") && a.includes("=") ? a.slice(a.indexOf("=") + 1) : a;
    if (value === "" || value === "--") continue;
    const abs = path9.resolve(cwd, value);
    try {
      if (fs4.statSync(abs).isDirectory()) dirs.push(fs4.realpathSync(abs));
    } catch {
    }
  }
  if (dirs.length > 0) return dirs;
  try {
    return [fs4.realpathSync(cwd)];
  } catch {
    return [path9.resolve(cwd)];
  }
}
function insideLinted(dir, roots) {
  let d = path9.resolve(dir);
  let rest = "";
  for (; ; ) {
    try {
      d = path9.join(fs4.realpathSync(d), rest);
      break;
    } catch {
      const up = path9.dirname(d);
      if (up === d) break;
      rest = path9.join(path9.basename(d), rest);
      d = up;
    }
  }
  return roots.some((r) => d === r || d.startsWith(r.endsWith(path9.sep) ? r : r + path9.sep));
}
async function runCachedCli(buildId, argv = process.argv.slice(2), env = process.env) {
  if (argv.length === 1 && argv[0] === "--version") {
    process.stdout.write(`${toolVersion()}
`);
    return;
  }
  const file = (0, import_node_url2.fileURLToPath)(new URL("./cli.cjs", __ctxlensUrl));
  const wanted = cacheOffByArgs(argv) ? null : cacheDirFromEnv(env);
  const dir = wanted !== null && insideLinted(wanted, lintedDirs(argv, process.cwd())) ? null : wanted;
  const command = codeCacheKey(argv);
  const loaded = /* @__PURE__ */ new Map();
  const load = (target) => {
    const known = loaded.get(target);
    if (known !== void 0) return known.script;
    const name = path9.basename(target, ".cjs");
    const cacheFile2 = dir === null ? null : codeCacheFile(dir, target, buildId, name === "cli" ? command : `${command}-${name}`);
    const script = loadCommonJs(target, cacheFile2, bundleRequire(target, load));
    loaded.set(target, { name, script, cacheFile: cacheFile2 });
    return script;
  };
  const cli = load(file).exports;
  await cli.main(argv);
  const again = [...loaded.values()].some((l) => l.script.state === "missing" || l.script.state === "rejected");
  for (const { name, script, cacheFile: cacheFile2 } of loaded.values()) {
    const saved = script.save(again);
    if (env["CTXLENS_DEBUG"]) process.stderr.write(`ctxlens: code cache of ${name}.cjs ${script.state}${saved ? ", written" : ""}${cacheFile2 !== null ? ` (${cacheFile2})` : ""}
`);
  }
  if (cli.outputFlushed?.() === true) process.exit();
}
function bundleRequire(file, load) {
  const req = (0, import_node_module2.createRequire)(file);
  return Object.assign((id) => {
    if (id === "esprima") throw new Error("esprima is not part of ctxlens");
    if (!/^\.\/[\w.-]+\.cjs$/.test(id)) return req(id);
    return load(path9.join(path9.dirname(file), id.slice(2))).exports;
  }, req);
}
var fs4, import_node_module2, path9, import_node_url2;
var init_cli_cached = __esm({
  "src/cli-cached.ts"() {
    "use strict";
    fs4 = __toESM(require("node:fs"), 1);
    import_node_module2 = require("node:module");
    path9 = __toESM(require("node:path"), 1);
    import_node_url2 = require("node:url");
    init_cache_dir();
    init_script();
    init_names();
    init_package_root();
  }
});

// ctxlens-cli:cached-cli
var cached_cli_exports = {};
var init_cached_cli = __esm({
  "ctxlens-cli:cached-cli"() {
    init_cli_cached();
    runCachedCli("b7e55fac01d2dbef98a2249d50e4028d10b56d0683f9c3d179028b6575ae860a");
  }
});

// src/bin.ts
var import_node_url3 = require("node:url");

// src/codecache/tiering.ts
var import_node_v8 = __toESM(require_v8(), 1);
var INTERRUPT_BUDGET = 1e6;
function tieringFlags(execArgv) {
  if (execArgv.some((s) => /^--interrupt[-_]budget\b/.test(s))) return null;
  return `--interrupt-budget=${INTERRUPT_BUDGET}`;
}
async function loadBuiltinsBeforeFlags(argv) {
  const findings = argv[0] === "lint" || argv[0] === "audit" || argv[0] === "diff";
  await Promise.all([Promise.resolve().then(() => __toESM(require("node:vm"), 1)), Promise.resolve().then(() => __toESM(require("node:module"), 1)), Promise.resolve().then(() => __toESM(require("node:tty"), 1)), Promise.resolve().then(() => __toESM(require("node:v8"), 1)), Promise.resolve().then(() => __toESM(require("node:process"), 1)), findings ? Promise.resolve().then(() => __toESM(require("node:crypto"), 1)) : null]);
}
async function applyTieringFlags(argv = process.argv.slice(2)) {
  await loadBuiltinsBeforeFlags(argv);
  const flags = tieringFlags(process.execArgv);
  if (flags === null) return;
  try {
    (0, import_node_v8.setFlagsFromString)(flags);
  } catch {
  }
}

// src/precommit/fast-path.ts
var path = __toESM(require("node:path"), 1);
function fastPathArgs(argv, baseEnv = process.env, cwd0 = process.cwd()) {
  if (argv[0] !== "lint") return null;
  let staged = false;
  let cache = true;
  let cwd = null;
  const env = { ...baseEnv };
  const VALUE = /* @__PURE__ */ new Set(["--cwd", "--format", "-f", "--max-warnings", "--config", "--rule", "--env"]);
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.startsWith("--") ? a.indexOf("=") : -1;
    const name = eq > 0 ? a.slice(0, eq) : a;
    if (name === "--staged" && eq < 0) {
      staged = true;
      continue;
    }
    if ((name === "--no-cache" || name === "--cache") && eq < 0) {
      cache = name === "--cache";
      continue;
    }
    if (!VALUE.has(name)) {
      if (a.startsWith("-") || cwd !== null) return null;
      cwd = a;
      continue;
    }
    const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
    if (value === void 0) return null;
    if ((name === "--format" || name === "-f") && value !== "stylish" && value !== "github") return null;
    if (name === "--cwd") {
      if (cwd !== null) return null;
      cwd = value;
    }
    if (name === "--env") {
      const k = value.indexOf("=");
      if (k <= 0) return null;
      env[value.slice(0, k)] = value.slice(k + 1);
    }
  }
  return staged ? { cwd: path.resolve(cwd0, cwd ?? "."), env, cache } : null;
}

// src/precommit/quick.ts
var fs2 = __toESM(require("node:fs"), 1);
var import_node_path3 = require("node:path");
init_cache_dir();

// src/source/git.ts
var import_node_fs4 = require("node:fs");
var path5 = __toESM(require("node:path"), 1);

// src/source/worktree.ts
var fs = __toESM(require("node:fs"), 1);

// src/go/path.ts
function compareBytes(a, b) {
  if (a === b) return 0;
  let ascii = true;
  for (let i = 0; i < a.length && ascii; i++) if (a.charCodeAt(i) > 127) ascii = false;
  for (let i = 0; i < b.length && ascii; i++) if (b.charCodeAt(i) > 127) ascii = false;
  if (ascii) return a < b ? -1 : 1;
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}
var WIDE = /[\ud800-\uffff]/;
function sortByNameBytes(items) {
  let plain = true;
  for (let i = 0; i < items.length && plain; i++) if (WIDE.test(items[i].name)) plain = false;
  return items.sort(plain ? (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0 : (a, b) => compareBytes(a.name, b.name));
}

// src/source/list.ts
function inByteOrder(names) {
  for (let i = 1; i < names.length; i++) {
    const a = names[i - 1];
    const b = names[i];
    const n = a.length < b.length ? a.length : b.length;
    let j = 0;
    while (j < n && a.charCodeAt(j) === b.charCodeAt(j)) j++;
    if (j === n) {
      if (a.length > b.length) return false;
      continue;
    }
    const x = a.charCodeAt(j);
    const y = b.charCodeAt(j);
    if (x < 55296 && y < 55296) {
      if (x > y) return false;
    } else if (compareBytes(a, b) > 0) return false;
  }
  return true;
}
function sortListing(l) {
  if (inByteOrder(l.names)) return l;
  const order = l.names.map((_, i) => i).sort((i, j) => compareBytes(l.names[i], l.names[j]));
  const names = order.map((i) => l.names[i]);
  const kinds = order.map((i) => l.kinds[i]);
  l.names = names;
  l.kinds = kinds;
  return l;
}

// src/source/git-ignored.ts
var import_node_fs2 = require("node:fs");
var path4 = __toESM(require("node:path"), 1);

// src/source/git-exec.ts
var import_node_fs = require("node:fs");
var import_node_child_process = __toESM(require_child_process(), 1);
var path3 = __toESM(require("node:path"), 1);
var GitError = class extends Error {
  constructor(message, stderr) {
    super(message);
    this.stderr = stderr;
  }
  stderr;
};
function gitEnv(quiet = false) {
  const env = { ...process.env, GIT_OPTIONAL_LOCKS: "0", GIT_TERMINAL_PROMPT: "0" };
  if (quiet) {
    for (const k of Object.keys(env)) if (k.startsWith("GIT_TRACE")) delete env[k];
  }
  for (const k of ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE"]) {
    const v = env[k];
    if (v !== void 0 && v !== "" && !path3.isAbsolute(v)) env[k] = path3.resolve(v);
  }
  return env;
}
function isDirectory(p) {
  try {
    return (0, import_node_fs.statSync)(p).isDirectory();
  } catch {
    return false;
  }
}
function runGit(cwd, args, input, okStatus = [0], quietOnly = false) {
  const full = ["--no-optional-locks", "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", ...args];
  const r = (0, import_node_child_process.spawnSync)("git", full, {
    cwd,
    env: gitEnv(quietOnly),
    input,
    maxBuffer: 1 << 30,
    stdio: ["pipe", "pipe", "pipe"],
    windowsHide: true
  });
  if (r.error) {
    const code = r.error.code;
    if ((code === "ENOENT" || code === "ENOTDIR") && !isDirectory(cwd)) throw new GitError(`not a directory: ${cwd}`, "");
    throw new GitError(`cannot run git: ${r.error.message}`, "");
  }
  if (r.status === null || !okStatus.includes(r.status)) {
    const stderr = r.stderr?.toString("utf8").trim() ?? "";
    throw new GitError(`git ${args[0] ?? ""} failed: ${stderr.split("\n")[0] ?? ""}`, stderr);
  }
  if (quietOnly && r.stderr !== null && r.stderr.length > 0) {
    const stderr = r.stderr.toString("utf8").trim();
    throw new GitError(`git ${args[0] ?? ""} reported: ${stderr.split("\n")[0] ?? ""}`, stderr);
  }
  return r.stdout;
}
function splitNul(buf) {
  const out = [];
  let start = 0;
  for (; ; ) {
    const i = buf.indexOf(0, start);
    if (i < 0) break;
    out.push(buf.toString("utf8", start, i));
    start = i + 1;
  }
  if (start < buf.length) out.push(buf.toString("utf8", start));
  return out;
}
function catFileBatch(cwd, oids) {
  const out = /* @__PURE__ */ new Map();
  if (oids.length === 0) return out;
  const buf = runGit(cwd, ["cat-file", "--batch"], oids.join("\n") + "\n");
  let pos = 0;
  for (const oid of oids) {
    const nl = buf.indexOf(10, pos);
    if (nl < 0) break;
    const header = buf.toString("utf8", pos, nl);
    pos = nl + 1;
    if (header.endsWith(" missing") || header.endsWith(" ambiguous")) {
      out.set(oid, null);
      continue;
    }
    const size = Number(header.slice(header.lastIndexOf(" ") + 1));
    out.set(oid, buf.subarray(pos, pos + size));
    pos += size + 1;
  }
  return out;
}

// src/source/git-ignored.ts
function gitIgnoredDirs(base, dirs) {
  if (process.env["GIT_DIR"] && !process.env["GIT_WORK_TREE"]) return /* @__PURE__ */ new Set();
  const prefix = base.endsWith("/") ? base : base + "/";
  const asked = /* @__PURE__ */ new Map();
  let self = null;
  try {
    if ((0, import_node_fs2.lstatSync)(prefix + ".git", { throwIfNoEntry: false }) === void 0) {
      const name = path4.basename(base);
      if (name === "" || readAsPathspec(name)) return /* @__PURE__ */ new Set();
      self = "../" + name;
      asked.set(self, base);
    }
  } catch {
    return /* @__PURE__ */ new Set();
  }
  const repoBelow = /* @__PURE__ */ new Map();
  const inOtherRepo = (rel) => {
    for (let i = rel.indexOf("/"); i >= 0; i = rel.indexOf("/", i + 1)) {
      const dir = rel.slice(0, i);
      let has = repoBelow.get(dir);
      if (has === void 0) {
        has = (0, import_node_fs2.lstatSync)(prefix + dir + "/.git", { throwIfNoEntry: false }) !== void 0;
        repoBelow.set(dir, has);
      }
      if (has) return true;
    }
    return false;
  };
  for (const abs of dirs) {
    if (!abs.startsWith(prefix) || abs.length === prefix.length) continue;
    const rel = abs.slice(prefix.length);
    if (readAsPathspec(rel)) continue;
    try {
      if (inOtherRepo(rel)) continue;
    } catch {
      continue;
    }
    asked.set(rel, abs);
  }
  if (asked.size === (self === null ? 0 : 1)) return /* @__PURE__ */ new Set();
  const input = [...asked.keys()].join("\0") + "\0";
  try {
    if (asked.size <= ASK_WITH_INDEX) {
      const got = answered(runGit(base, ["check-ignore", "-z", "--stdin"], input, [0, 1], true), asked);
      return got.has(base) ? /* @__PURE__ */ new Set() : got;
    }
    const ignored = answered(runGit(base, ["check-ignore", "--no-index", "-z", "--stdin"], input, [0, 1], true), asked);
    if (ignored.size === 0) return ignored;
    if (ignored.has(base)) return /* @__PURE__ */ new Set();
    const tracked = runGit(base, ["ls-files", "-z"], void 0, [0], true);
    const out = /* @__PURE__ */ new Set();
    for (const [rel, abs] of asked) if (rel !== self && ignored.has(abs) && !holdsEntry(tracked, rel)) out.add(abs);
    return out;
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
function readAsPathspec(rel) {
  return rel.startsWith(":") || /[*?[\\\0]/.test(rel);
}
var ASK_WITH_INDEX = 16;
function answered(out, asked) {
  const got = /* @__PURE__ */ new Set();
  for (const rel of splitNul(out)) {
    const abs = asked.get(rel);
    if (abs === void 0) throw new Error(`git check-ignore answered for a path it was not asked about: ${rel}`);
    got.add(abs);
  }
  return got;
}
function holdsEntry(list, dir) {
  const exact = Buffer.from(dir, "utf8");
  const below = Buffer.from(dir + "/", "utf8");
  const at = firstAtOrAfter(list, exact);
  if (at < list.length && entryEnd(list, at) - at === exact.length && list.compare(exact, 0, exact.length, at, at + exact.length) === 0) return true;
  const b = firstAtOrAfter(list, below);
  return b < list.length && entryEnd(list, b) - b >= below.length && list.compare(below, 0, below.length, b, b + below.length) === 0;
}
function entryEnd(list, start) {
  const i = list.indexOf(0, start);
  return i < 0 ? list.length : i;
}
function firstAtOrAfter(list, key) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    const start = mid === 0 ? 0 : Math.max(lo, list.lastIndexOf(0, mid - 1) + 1);
    const end = entryEnd(list, start);
    if (list.compare(key, 0, key.length, start, end) < 0) lo = end + 1;
    else hi = start;
  }
  return lo;
}

// src/source/worktree.ts
function kindOf(st) {
  if (st.isFile()) return "file";
  if (st.isDirectory()) return "dir";
  if (st.isSymbolicLink()) return "symlink";
  if (st.isFIFO()) return "fifo";
  if (st.isSocket()) return "socket";
  if (st.isBlockDevice() || st.isCharacterDevice()) return "device";
  return "other";
}
function errCode(e) {
  const code = e?.code;
  if (code === "ENOENT" || code === "ENOTDIR") return "ENOENT";
  if (code === "EISDIR") return "EISDIR";
  if (code === "EACCES" || code === "EPERM") return "EACCES";
  if (code === "ELOOP") return "ELOOP";
  return "EIO";
}
var WorktreeSource = class {
  kind = "worktree";
  description = "working tree";
  lstat(abs) {
    try {
      const st = fs.lstatSync(abs);
      return { kind: kindOf(st), size: st.size };
    } catch {
      return null;
    }
  }
  stat(abs) {
    try {
      const st = fs.statSync(abs);
      return { kind: kindOf(st), size: st.size, id: `${st.dev}:${st.ino}` };
    } catch {
      return null;
    }
  }
  readdir(abs) {
    let entries;
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return null;
    }
    const out = new Array(entries.length);
    const names = new Array(entries.length);
    for (let i = 0; i < entries.length; i++) {
      const d = entries[i];
      names[i] = d.name;
      out[i] = { name: d.name, kind: d.isFile() ? "file" : d.isDirectory() ? "dir" : kindOf(d) };
    }
    return inByteOrder(names) ? out : sortByNameBytes(out);
  }
  /**
   * `readdir` as two parallel arrays (`FileSource.list`): one `readdirSync` and no object per
   * entry beyond the `Dirent`s Node.js makes; sorted only when the system order is not byte order.
   */
  list(abs) {
    let entries;
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return null;
    }
    const n = entries.length;
    const names = new Array(n);
    const kinds = new Array(n);
    for (let i = 0; i < n; i++) {
      const d = entries[i];
      names[i] = d.name;
      kinds[i] = d.isFile() ? "file" : d.isDirectory() ? "dir" : kindOf(d);
    }
    return sortListing({ names, kinds });
  }
  readFile(abs, maxBytes) {
    let st;
    try {
      st = fs.statSync(abs);
    } catch (e) {
      return { ok: false, code: errCode(e) };
    }
    if (st.isDirectory()) return { ok: false, code: "EISDIR" };
    if (!st.isFile()) return { ok: false, code: "ENOTREG" };
    let fd;
    try {
      fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    } catch (e) {
      return { ok: false, code: errCode(e) };
    }
    try {
      const fst = fs.fstatSync(fd);
      if (!fst.isFile()) return { ok: false, code: "ENOTREG" };
      const want = maxBytes === void 0 ? fst.size : Math.min(maxBytes, fst.size);
      const buf = Buffer.allocUnsafe(want);
      let got = 0;
      while (got < want) {
        const n = fs.readSync(fd, buf, got, want - got, got);
        if (n === 0) break;
        got += n;
      }
      return { ok: true, data: buf.subarray(0, got), size: fst.size };
    } catch (e) {
      return { ok: false, code: errCode(e) };
    } finally {
      fs.closeSync(fd);
    }
  }
  realpath(abs) {
    try {
      return fs.realpathSync.native(abs);
    } catch {
      return null;
    }
  }
  readlink(abs) {
    try {
      return fs.readlinkSync(abs);
    } catch {
      return null;
    }
  }
  /** `FileSource.gitIgnoredDirs`: one `git check-ignore` in `base` (`gitIgnoredDirs`); the empty set on any failure. */
  gitIgnoredDirs(base, dirs) {
    return gitIgnoredDirs(base, dirs);
  }
};

// src/source/git-listing.ts
var import_node_fs3 = require("node:fs");
var LEAD_MASK = new Uint32Array(new Uint8Array([255, 255, 255, 255, 0, 255, 255, 255, 0, 0, 255, 255, 0, 0, 0, 255]).buffer);
var HIGH_BITS = 2155905152 | 0;
var CONFIG_TAIL = Buffer.from("/opencode.json", "latin1");
function indexLinks(file, oidLength) {
  let buf;
  try {
    buf = (0, import_node_fs3.readFileSync)(file);
  } catch {
    return null;
  }
  if (oidLength !== 40 && oidLength !== 64) return null;
  const end = buf.length - oidLength / 2;
  if (end < 12 || buf.toString("latin1", 0, 4) !== "DIRC") return null;
  const version = buf.readUInt32BE(4);
  const count = buf.readUInt32BE(8);
  const fixed = 40 + oidLength / 2;
  if (version !== 2 && version !== 3) return null;
  const out = { links: [], gitlinks: false, configs: [] };
  const tail = CONFIG_TAIL.length - 1;
  let off = 12;
  for (let r = 0; r < count; r++) {
    if (off + fixed + 2 > end) return null;
    const mode = buf[off + 26] << 8 | buf[off + 27];
    if (mode === 16384) return null;
    if (mode === 57344) out.gitlinks = true;
    const flags = buf[off + fixed] << 8 | buf[off + fixed + 1];
    const ps = off + fixed + 2 + ((flags & 16384) !== 0 ? 2 : 0);
    const nameLen = flags & 4095;
    const pe = nameLen < 4095 ? ps + nameLen : buf.indexOf(0, ps + 4095);
    if (pe < 0 || pe >= end) return null;
    if (mode === 40960) out.links.push({ path: buf.toString("utf8", ps, pe), oid: buf.toString("hex", off + 40, off + fixed) });
    const e = buf[pe - 1] === 99 ? pe - 1 : pe;
    if (e - ps >= tail && buf[e - 1] === 110 && buf.compare(CONFIG_TAIL, 1, tail + 1, e - tail, e) === 0 && (e - ps === tail || buf[e - tail - 1] === 47)) {
      out.configs.push({ path: buf.toString("utf8", ps, pe), mode: (buf.readUInt32BE(off + 24) >>> 0).toString(8).padStart(6, "0"), oid: buf.toString("hex", off + 40, off + fixed) });
    }
    off += pe - off + 8 & ~7;
  }
  for (let at = off; at + 8 <= end; at += 8 + buf.readUInt32BE(at + 4)) {
    const sig = buf.toString("latin1", at, at + 4);
    if (sig === "link" || sig === "sdir") return null;
  }
  return out;
}

// src/source/git-tree.ts
var DIR = Object.freeze({ t: "dir" });
var BATCH_MAX_BYTES = 1 << 20;

// src/source/git-worktree-copy.ts
var MAX_WORKTREE_COPY_BYTES = 8 << 20;

// src/source/git.ts
init_errors();
function sourceRoot(cwd) {
  let top;
  let prefix;
  try {
    const lines = runGit(cwd, ["rev-parse", "--show-toplevel", "--show-prefix"]).toString("utf8").split("\n");
    top = lines[0] ?? "";
    prefix = lines[1] ?? "";
    if (top === "") throw new GitError("not inside a git work tree", "");
  } catch (e) {
    throw new UsageError(`${path5.resolve(cwd)} is not inside a git work tree (${e instanceof GitError ? e.stderr.split("\n")[0] || e.message : String(e)})`);
  }
  return rootAsSeenFrom(cwd, top, prefix);
}
function rootAsSeenFrom(cwd, top, prefix) {
  const abs = path5.resolve(cwd);
  if (abs === top || abs.startsWith(top + "/")) return top;
  const depth = prefix.split("/").filter(Boolean).length;
  let derived = abs;
  for (let i = 0; i < depth; i++) derived = path5.dirname(derived);
  return derived;
}
function sourceRootAndHead(cwd) {
  try {
    const lines = runGit(cwd, ["rev-parse", "--show-toplevel", "--show-prefix", "--git-path", "index", "--verify", "--quiet", "HEAD^{commit}"]).toString("utf8").split("\n");
    const [top = "", prefix = "", indexPath = "", head = ""] = lines;
    if (top !== "" && indexPath !== "" && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head)) {
      return { root: rootAsSeenFrom(cwd, top, prefix), head, index: { path: path5.resolve(import_node_fs4.realpathSync.native(cwd), indexPath), oidLength: head.length } };
    }
  } catch {
  }
  return { root: sourceRoot(cwd), head: null, index: null };
}
function eachLsFilesRecord(out, visit) {
  let start = 0;
  while (start < out.length) {
    let end = out.indexOf(0, start);
    if (end < 0) end = out.length;
    const tab = out.indexOf(9, start);
    if (tab > start && tab < end) {
      const sp1 = out.indexOf(32, start);
      const sp2 = sp1 < 0 ? -1 : out.indexOf(32, sp1 + 1);
      if (sp1 > start && sp2 > sp1 && sp2 < tab) {
        const stage = tab === sp2 + 2 && out[sp2 + 1] >= 48 && out[sp2 + 1] <= 57 ? out[sp2 + 1] - 48 : Number(out.toString("latin1", sp2 + 1, tab));
        visit(start, sp1, sp1 + 1, sp2, stage, tab + 1, end);
      }
    }
    start = end + 1;
  }
}
var MODES = new Map(["100644", "100755", "120000", "160000", "040000"].map((m) => [m, m]));
function parseLsFiles(out) {
  const byPath = /* @__PURE__ */ new Map();
  const rank = (s) => s === 0 ? 0 : s === 2 ? 1 : 2 + s;
  const entries = [];
  let conflicted = false;
  eachLsFilesRecord(out, (ms, me, os, oe, stage, ps, pe) => {
    const p = out.toString("utf8", ps, pe);
    const modeStr = out.toString("latin1", ms, me);
    const mode = MODES.get(modeStr) ?? modeStr;
    const e = { path: p, mode, oid: out.toString("latin1", os, oe) };
    if (stage !== 0) conflicted = true;
    if (!conflicted) {
      entries.push(e);
      return;
    }
    if (byPath.size === 0) for (const x of entries) byPath.set(x.path, { e: x, stage: 0 });
    const prev = byPath.get(p);
    if (!prev || rank(stage) < rank(prev.stage)) byPath.set(p, { e, stage });
  });
  return conflicted ? [...byPath.values()].map((v) => v.e) : entries;
}
var GLOB_META = /[*?[\]\\]/;
function indexEntriesAt(root, subtrees, exact, globs = []) {
  const specs = [];
  for (const rel of subtrees) {
    if (rel === "" || rel === ".") return null;
    specs.push(`:(literal)${rel}`);
  }
  for (const rel of exact) {
    if (rel === "" || GLOB_META.test(rel) || /[!^]$/.test(rel)) return null;
    const cut = rel.length - 1;
    specs.push(`:(glob)${rel.slice(0, cut)}[${rel.slice(cut)}]`);
  }
  for (const g of globs) specs.push(`:(glob)${g}`);
  if (specs.length === 0) return [];
  return parseLsFiles(runGit(root, ["ls-files", "-s", "-z", "--full-name", "--", ...specs]));
}
function stagedChanges(root, head = "HEAD") {
  try {
    return parseRawDiff(runGit(root, ["diff", "--cached", "--raw", "--no-renames", "--no-ext-diff", "--no-textconv", "-z", head, "--"]));
  } catch (e) {
    try {
      runGit(root, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
    } catch {
      const entries = parseLsFiles(runGit(root, ["ls-files", "-s", "-z", "--full-name"]));
      return {
        paths: entries.map((x) => x.path),
        symlinks: new Set(entries.filter((x) => x.mode === "120000").map((x) => x.path)),
        submodules: new Set(entries.filter((x) => x.mode === "160000").map((x) => x.path))
      };
    }
    throw e;
  }
}
function committedChanges(root, from, to) {
  try {
    return parseRawDiff(runGit(root, ["diff-tree", "-r", "--raw", "--no-renames", "--no-ext-diff", "--no-textconv", "-z", from, to, "--"]));
  } catch {
    return null;
  }
}
function parseRawDiff(out) {
  const fields = splitNul(out);
  const paths = [];
  const seen = /* @__PURE__ */ new Set();
  const symlinks = /* @__PURE__ */ new Set();
  const submodules = /* @__PURE__ */ new Set();
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i];
    const p = fields[i + 1];
    if (!seen.has(p)) {
      seen.add(p);
      paths.push(p);
    }
    if (meta.startsWith(":120000 ") || meta.slice(8, 15) === "120000 ") symlinks.add(p);
    if (meta.startsWith(":160000 ") || meta.slice(8, 15) === "160000 " || meta.endsWith(" U")) submodules.add(p);
  }
  return { paths, symlinks, submodules };
}

// src/precommit/instruction-globs.ts
var GLOB_CHAR = /[*?[\]{}()!+@\\]/;
function hasGlob(s) {
  return GLOB_CHAR.test(s);
}
var RICH_GLOB_CHAR = /[[\]{}()!+@\\]/;
function suffixGlobRegex(entry) {
  let parts = entry.split("/").filter((s) => s !== "" && s !== ".");
  let tail = "";
  while (parts.length > 1 && parts[parts.length - 1] === "**") {
    parts = parts.slice(0, -1);
    tail = "(?:/[\\s\\S]*)?";
  }
  const spans = /[{}\\]/.test(entry);
  const escape = (t) => t.replace(/[.^$|()[\]{}*+?\\]/g, "\\$&");
  let re = "(?:^|/)";
  for (let i = 0; i < parts.length; i++) {
    const seg = parts[i];
    if (i < parts.length - 1) re += spans || hasGlob(seg) ? "(?:[\\s\\S]*/)?" : `${escape(seg)}/`;
    else if (RICH_GLOB_CHAR.test(seg)) re += "[\\s\\S]*";
    else re += seg.split(/[*?]+/).map(escape).join("[\\s\\S]*");
  }
  return new RegExp(`${re}${tail}$`, "i");
}

// src/precommit/links.ts
var import_node_fs5 = require("node:fs");
var import_node_path2 = require("node:path");
function indexScanOf(index) {
  let got;
  return () => got === void 0 ? got = index === null ? null : indexLinks(index.path, index.oidLength) : got;
}
function readIndexLinks(root, scanned) {
  let found = scanned;
  if (found === null) {
    const entries = parseLsFiles(runGit(root, ["ls-files", "-s", "-z", "--full-name"]));
    found = { links: entries.filter((e) => e.mode === "120000").map((e) => ({ path: e.path, oid: e.oid })), gitlinks: entries.some((e) => e.mode === "160000") };
  }
  if (found.links.length === 0) return { links: [], gitlinks: found.gitlinks };
  const blobs = catFileBatch(root, [...new Set(found.links.map((l) => l.oid))]);
  const links = [];
  for (const l of found.links) {
    const b = blobs.get(l.oid);
    links.push([l.path, b == null ? "" : b.toString("utf8")]);
  }
  links.sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  return { links, gitlinks: found.gitlinks };
}
var MAX_ALIASES = 4096;
var MAX_HOPS = 40;
function linkAliases(root, changed, links) {
  if (links.length === 0 || changed.length === 0) return [];
  const map = new Map(links);
  let realRoot;
  const inRepo = (abs) => {
    const n = import_node_path2.posix.normalize(abs);
    const rel = relTo(root, n);
    if (rel !== null) return rel;
    if (realRoot === void 0) {
      try {
        realRoot = (0, import_node_fs5.realpathSync)(root);
      } catch {
        realRoot = null;
      }
    }
    return realRoot === null ? null : relTo(realRoot, n);
  };
  const resolved = [];
  for (const [link, target] of links) {
    if (target === "") continue;
    const through = [];
    const start = target.startsWith("/") ? inRepo(target) : joinRel(parentOf(link), target);
    const t = start === null ? null : resolveRel(start, map, inRepo, through);
    if (t !== null) resolved.push({ link, target: t, through });
  }
  const seen = new Set(changed);
  const out = [];
  const queue = [...changed];
  while (queue.length > 0) {
    const p = queue.pop();
    for (const r of resolved) {
      let alias = null;
      if (p === r.target) alias = r.link;
      else if (r.target === "" || p.startsWith(r.target + "/")) alias = r.link + "/" + (r.target === "" ? p : p.slice(r.target.length + 1));
      else if (r.target.startsWith(p + "/") || r.through.includes(p)) alias = r.link;
      if (alias === null || seen.has(alias)) continue;
      seen.add(alias);
      out.push({ path: alias, via: r.link });
      if (out.length > MAX_ALIASES) return null;
      queue.push(alias);
    }
  }
  return out;
}
function relTo(root, abs) {
  if (abs === root) return "";
  const prefix = root === "/" ? "/" : root + "/";
  return abs.startsWith(prefix) ? abs.slice(prefix.length) : null;
}
var parentOf = (rel) => {
  const i = rel.lastIndexOf("/");
  return i < 0 ? "" : rel.slice(0, i);
};
var joinRel = (dir, target) => dir === "" ? target : dir + "/" + target;
function resolveRel(rel, map, inRepo, through) {
  let parts = rel.split("/");
  const out = [];
  let hops = 0;
  for (let i = 0; i < parts.length; i++) {
    const seg = parts[i];
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (out.length === 0) return null;
      out.pop();
      continue;
    }
    const here = out.length === 0 ? seg : out.join("/") + "/" + seg;
    const t = map.get(here);
    if (t === void 0 || t === "") {
      out.push(seg);
      continue;
    }
    through.push(here);
    if (++hops > MAX_HOPS) return null;
    let next;
    if (t.startsWith("/")) next = inRepo(t);
    else next = joinRel(out.join("/"), t);
    if (next === null) return null;
    parts = [...next.split("/"), ...parts.slice(i + 1)];
    out.length = 0;
    i = -1;
  }
  return out.join("/");
}

// src/runtimes/fork/model/defaults.ts
var DEFAULT_CONTEXT_PATHS = Object.freeze([
  ".github/copilot-instructions.md",
  ".cursorrules",
  ".cursor/rules/",
  "CLAUDE.md",
  "CLAUDE.local.md",
  "opencode.md",
  "opencode.local.md",
  "OpenCode.md",
  "OpenCode.local.md",
  "OPENCODE.md",
  "OPENCODE.local.md",
  "AGENTS.local.md",
  "AGENTS.md"
]);
var DISCOVERY_DEFAULTS = Object.freeze({
  enabled: true,
  maxFiles: 100,
  maxDepth: 8,
  maxFileBytes: 32768,
  maxSessionBytes: 131072
});
var DEFAULT_DATA_DIRECTORY = ".opencode";
var BUILTIN_AGENTS = Object.freeze([
  { id: "coder", mode: "agent", hidden: false },
  { id: "hivemind", mode: "agent", hidden: false },
  { id: "explorer", mode: "subagent", hidden: false },
  { id: "workhorse", mode: "subagent", hidden: false },
  { id: "summarizer", mode: "subagent", hidden: true },
  { id: "descriptor", mode: "subagent", hidden: true }
]);
var TRIGGER_TOOLS = Object.freeze(["read", "write", "edit", "multiedit", "patch", "grep", "glob", "ls"]);

// src/precommit/static-paths.ts
var ALWAYS_BASENAMES = /* @__PURE__ */ new Set(["ctxlens.config.json", "opencode.json", "opencode.jsonc", "registry.json"]);
var ALWAYS_DIRS = /* @__PURE__ */ new Set([DEFAULT_DATA_DIRECTORY, ".agents"]);
var CONFIG_REPO_AGENT_DIRS = ["agent", "agents"];
var CONFIG_REPO_MARKERS = ["config.json"];
var DEFAULT_FILE_BASENAMES = /* @__PURE__ */ new Map();
var DEFAULT_DIRS = [];
for (const e of DEFAULT_CONTEXT_PATHS) {
  if (e.endsWith("/")) DEFAULT_DIRS.push({ parts: e.slice(0, -1).split("/"), entry: e });
  else DEFAULT_FILE_BASENAMES.set(e.slice(e.lastIndexOf("/") + 1), e);
}
function staticReason(rel) {
  const parts = rel.split("/");
  const base = parts[parts.length - 1];
  if (base.startsWith(".opencode")) return "a config candidate (.opencode.*)";
  if (ALWAYS_BASENAMES.has(base)) return "a configuration file";
  for (const p of parts) if (ALWAYS_DIRS.has(p)) return "below .opencode/ or .agents/ (agents, flows, data)";
  const file = DEFAULT_FILE_BASENAMES.get(base);
  if (file !== void 0) return `a default context path (${file})`;
  for (const d of DEFAULT_DIRS) {
    for (let i = 0; i + d.parts.length <= parts.length; i++) {
      if (d.parts.every((x, j) => parts[i + j] === x)) return `a default context path (${d.entry})`;
    }
  }
  if (base === "CONTEXT.md") return "an instruction file of mainstream OpenCode (CONTEXT.md)";
  if (base === "ctxlens-baseline.json") return "ctxlens's baseline (lint applies it to the findings)";
  for (let i = 0; i + 1 < parts.length; i++) if (parts[i] === ".claude" && parts[i + 1] === "agents") return "Claude Code subagents, which agent-dir-not-read reports";
  for (let i = 0; i + 1 < parts.length; i++) if (parts[i] === ".tmp" && parts[i + 1] === "sessions") return "OpenAgentsControl's session folders, which the oac-session-* rules check";
  if (CONFIG_REPO_AGENT_DIRS.includes(parts[0])) return "a config repository's agent folder, which agent-dir-not-read reports";
  if (parts.length === 1 && CONFIG_REPO_MARKERS.includes(base)) return "at the root, it makes the repository a config repository (agent-dir-not-read)";
  return null;
}

// src/precommit/quick.ts
init_fnv();
var MAX_HEADS = 16;
var CACHE_FORMAT = 4;
function interestCacheFromEnv(env = process.env, entry = process.argv[1]) {
  const dir = cacheDirFromEnv(env);
  if (dir === null || entry === void 0) return null;
  try {
    const file = fs2.realpathSync(entry);
    const st = fs2.statSync(file);
    return { dir, codeId: `${file}:${st.size}:${st.mtimeMs}:${fnv64Hex(fs2.readFileSync(file).toString("latin1"))}` };
  } catch {
    return null;
  }
}
var envPathsOf = (env) => env["OPENCODE_CONTEXTPATHS"] || null;
function definitionDirs(W) {
  return [import_node_path3.posix.join(W, ".opencode/agents"), import_node_path3.posix.join(W, ".agents/types"), import_node_path3.posix.join(W, ".opencode/flows"), import_node_path3.posix.join(W, ".agents/flows")];
}
function mainstreamConfigFiles(root, W) {
  if (relToRoot(root, W) === null) return [];
  const out = [];
  for (let a = W; ; a = import_node_path3.posix.dirname(a)) {
    for (const name of ["opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"]) out.push(import_node_path3.posix.join(a, name));
    if (a === root || a === import_node_path3.posix.dirname(a)) break;
  }
  return out;
}
function relToRoot(root, abs) {
  if (abs === root) return "";
  const prefix = root === "/" ? "/" : root + "/";
  return abs.startsWith(prefix) ? abs.slice(prefix.length) : null;
}
var MAINSTREAM_CONFIG_NAMES = /* @__PURE__ */ new Set(["opencode.json", "opencode.jsonc"]);
function nestedConfigGlob(wRel) {
  return `${wRel === "" ? "" : wRel + "/"}**/opencode.jso[n]*`;
}
function nestedConfigEntries(root, wRel, scan) {
  const found = scan !== null ? scan.configs : indexEntriesAt(root, [], [], [nestedConfigGlob(wRel)]) ?? [];
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const e of found) {
    if (!isNestedConfig(wRel, e.path) || seen.has(e.path)) continue;
    seen.add(e.path);
    out.push({ mode: e.mode, oid: e.oid, path: e.path });
  }
  return out;
}
function isNestedConfig(wRel, p) {
  const slash = p.lastIndexOf("/");
  return MAINSTREAM_CONFIG_NAMES.has(p.slice(slash + 1)) && (wRel === "" || p.startsWith(wRel + "/"));
}
function scopedSpecs(root, W, absDirs, withCandidates) {
  const wRel = relToRoot(root, W);
  if (wRel === null) return null;
  const dirs = [...new Set(absDirs.map((d) => relToRoot(root, d)).filter((r) => r !== null))];
  const globs = withCandidates ? [wRel === "" ? ".opencode*" : `${wRel}/.opencode*`] : [];
  const out = /* @__PURE__ */ new Set();
  for (const r of withCandidates && wRel !== "" ? [...dirs, wRel + "/x"] : dirs) for (let i = r.indexOf("/"); i > 0; i = r.indexOf("/", i + 1)) out.add(r.slice(0, i));
  const exact = [...out].filter((a) => !dirs.includes(a));
  if (withCandidates) {
    for (const f of mainstreamConfigFiles(root, W)) {
      const r = relToRoot(root, f);
      if (/[*?[\]\\:]/.test(r)) return null;
      exact.push(r);
    }
  }
  return { dirs, exact, globs, candidatesAt: withCandidates ? wRel : null, nestedAt: withCandidates ? wRel : null };
}
function listedBy(s, p) {
  if (s.exact.includes(p)) return true;
  for (const d of s.dirs) if (p === d || p.startsWith(d + "/")) return true;
  if (s.candidatesAt !== null) {
    const slash = p.lastIndexOf("/");
    const dir = slash < 0 ? "" : p.slice(0, slash);
    if (dir === s.candidatesAt && p.startsWith(".opencode", slash + 1)) return true;
  }
  return s.nestedAt !== null && isNestedConfig(s.nestedAt, p);
}
function definitionKey(entries, specs) {
  const lines = entries.filter((e) => listedBy(specs, e.path)).map((e) => `${e.mode} ${e.oid}	${e.path}\0`);
  lines.sort();
  return lines.join("");
}
function cacheFile(cache, root, W, envPaths) {
  return import_node_path3.posix.join(cache.dir, `interest-${fnv64Hex(JSON.stringify([CACHE_FORMAT, cache.codeId, root, W, envPaths]))}.json`);
}
function insideRepository(dir, root) {
  let real = dir;
  try {
    real = fs2.realpathSync(dir);
  } catch {
  }
  return relToRoot(root, real) !== null || relToRoot(root, dir) !== null;
}
var isStrings = (v) => Array.isArray(v) && v.every((x) => typeof x === "string");
var isHeads = (v) => isStrings(v) && v.every((h) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(h));
function linkRecordOf(v) {
  if (v === null || typeof v !== "object") return null;
  const { heads, list, gitlinks } = v;
  if (!isHeads(heads) || typeof gitlinks !== "boolean" || !Array.isArray(list)) return null;
  if (!list.every((l) => isStrings(l) && l.length === 2)) return null;
  return { heads, list, gitlinks };
}
function knownLinks(repo, head, touched, rec, scan) {
  if (!touched && head !== null && rec !== null && rec.heads.includes(head)) return { set: { links: rec.list, gitlinks: rec.gitlinks }, record: null };
  const set = readIndexLinks(repo.root, scan());
  if (touched || head === null) return { set, record: null };
  const same = rec !== null && rec.gitlinks === set.gitlinks && JSON.stringify(rec.list) === JSON.stringify(set.links);
  return { set, record: { heads: [head, ...same ? rec.heads : []].slice(0, MAX_HEADS), list: set.links, gitlinks: set.gitlinks } };
}
function readInterestCache(cache, root, W, env) {
  try {
    if (insideRepository(cache.dir, root)) return null;
    const envPaths = envPathsOf(env);
    const doc = JSON.parse(fs2.readFileSync(cacheFile(cache, root, W, envPaths), "utf8"));
    if (doc["format"] !== CACHE_FORMAT || doc["codeId"] !== cache.codeId || doc["root"] !== root || doc["W"] !== W || doc["envPaths"] !== envPaths) return null;
    const key = doc["key"];
    const i = doc["interest"];
    if (typeof key !== "string" || i === null || typeof i !== "object") return null;
    const { paths, basenames, anything, suffixGlobs, extraDirs } = i;
    if (!isStrings(paths) || !isStrings(basenames) || !isStrings(suffixGlobs) || !isStrings(extraDirs) || anything !== null && typeof anything !== "string") return null;
    if (![...paths, ...extraDirs].every((p) => import_node_path3.posix.isAbsolute(p))) return null;
    const heads = doc["heads"];
    if (!isHeads(heads)) return null;
    return { key, interest: { paths, basenames, anything, suffixGlobs, extraDirs }, heads, links: linkRecordOf(doc["links"]) };
  } catch {
    return null;
  }
}
function writeInterestCache(cache, root, W, env, entry) {
  let tmp = null;
  try {
    if (insideRepository(cache.dir, root)) return;
    fs2.mkdirSync(cache.dir, { recursive: true, mode: 448 });
    if (insideRepository(cache.dir, root)) return;
    const file = cacheFile(cache, root, W, envPathsOf(env));
    const doc = { format: CACHE_FORMAT, codeId: cache.codeId, root, W, envPaths: envPathsOf(env), key: entry.key, interest: entry.interest, heads: entry.heads.slice(0, MAX_HEADS), links: entry.links };
    tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs2.writeFileSync(tmp, JSON.stringify(doc), { mode: 384, flag: "wx" });
    fs2.renameSync(tmp, file);
    tmp = null;
  } catch {
  } finally {
    if (tmp !== null) {
      try {
        fs2.unlinkSync(tmp);
      } catch {
      }
    }
  }
}
function matchInterest(root, changed, symlinks, interest, how, links) {
  if (interest.anything !== null) return { relevant: true, reason: interest.anything, changed };
  const paths = [...interest.paths];
  const globs = interest.suffixGlobs.map((g) => ({ g, re: suffixGlobRegex(g) }));
  const judge = (rel, note) => {
    const abs = root === "/" ? "/" + rel : root + "/" + rel;
    if (interest.basenames.has(import_node_path3.posix.basename(rel))) return `${rel}${note}: a context file name (contextPaths, discovery)`;
    for (const p of paths) {
      if (abs === p || abs.startsWith(p + "/") || p.startsWith(abs + "/")) return `${rel}${note}: named by ${p}`;
    }
    for (const { g, re } of globs) {
      if (re.test(rel)) return `${rel}${note}: may match the instructions glob ${g} (globbed from every Location upward)`;
    }
    if (globs.length > 0 && symlinks.has(rel)) return `${rel}${note}: a symlink, through which the instructions glob ${globs[0].g} may reach files`;
    return null;
  };
  for (const rel of changed) {
    const why = judge(rel, "");
    if (why !== null) return { relevant: true, reason: why, changed };
  }
  const set = links();
  if (globs.length > 0 && set.gitlinks) {
    return { relevant: true, reason: `the repository holds a submodule, whose symlinks the instructions glob ${globs[0].g} may follow to the staged files`, changed };
  }
  const aliases = linkAliases(root, changed, set.links);
  if (aliases === null) return { relevant: true, reason: "symlinks make the staged changes visible under too many paths to judge", changed };
  for (const { path: rel, via } of aliases) {
    const note = ` (through the symlink ${via})`;
    const fixed = staticReason(rel);
    const why = fixed !== null ? `${rel}${note}: ${fixed}` : judge(rel, note);
    if (why !== null) return { relevant: true, reason: why, changed };
  }
  return { relevant: false, reason: `none of ${changed.length} staged path(s) can affect context (${how})`, changed };
}
function quickRelevance(cwd, env, withGlobal, cacheOrLocate) {
  const { root, head, index } = sourceRootAndHead(cwd);
  const repo = { root, index };
  const { paths: changed, symlinks, submodules } = stagedChanges(root, head ?? "HEAD");
  const linksTouched = symlinks.size > 0 || submodules.size > 0;
  if (changed.length === 0) return { relevant: false, reason: "nothing is staged", changed, repo };
  for (const rel of changed) {
    const why = staticReason(rel);
    if (why) return { relevant: true, reason: `${rel}: ${why}`, changed, repo };
  }
  if (withGlobal) return { relevant: true, reason: "--with-global: user-level files may name any path", changed, repo };
  const W = import_node_path3.posix.resolve(cwd);
  const cache = typeof cacheOrLocate === "function" ? cacheOrLocate() : cacheOrLocate;
  const scan = indexScanOf(index);
  const pending = { pending: true, root, head, W, changed, symlinks, linksTouched, linkRecord: null, scan, env, cache, repo };
  if (cache === null) return pending;
  const hit = readInterestCache(cache, root, W, env);
  if (hit === null) return pending;
  pending.linkRecord = hit.links;
  const defs = scopedSpecs(root, W, [...definitionDirs(W), ...hit.interest.extraDirs], true);
  const named = scopedSpecs(root, W, hit.interest.paths, false);
  if (defs === null || named === null) return pending;
  const untouched = changed.every((p) => !listedBy(defs, p) && !listedBy(named, p));
  let entry = null;
  const prev = hit.heads[0];
  if (head !== null && untouched && prev !== void 0 && !hit.heads.includes(head) && hit.links !== null && hit.links.heads.includes(prev)) {
    const d = committedChanges(root, prev, head);
    if (d !== null && d.symlinks.size === 0 && d.submodules.size === 0 && d.paths.every((p) => !listedBy(defs, p) && !listedBy(named, p))) {
      entry = { ...hit, heads: [head, ...hit.heads], links: { ...hit.links, heads: [head, ...hit.links.heads].slice(0, MAX_HEADS) } };
    }
  }
  if (entry === null && (head === null || !untouched || !hit.heads.includes(head))) {
    const entries = indexEntriesAt(root, [...defs.dirs, ...named.dirs], [.../* @__PURE__ */ new Set([...defs.exact, ...named.exact])], defs.globs);
    if (entries === null) return pending;
    entries.push(...nestedConfigEntries(root, defs.nestedAt, scan()));
    if (entries.some((e) => e.mode === "120000")) return pending;
    if (definitionKey(entries, defs) !== hit.key) return pending;
    if (head !== null && untouched) entry = { ...hit, heads: [head, ...hit.heads] };
  }
  const paths = new Set(hit.interest.paths);
  const disk = new WorktreeSource();
  for (const p of hit.interest.paths) {
    if (relToRoot(root, p) !== null) continue;
    const real = disk.realpath(p);
    if (real !== null && real !== p) paths.add(real);
  }
  const links = () => {
    const got = knownLinks(repo, head, linksTouched, entry?.links ?? hit.links, scan);
    if (got.record !== null) entry = { ...entry ?? hit, links: got.record };
    return got.set;
  };
  const verdict = matchInterest(root, changed, symlinks, { paths, basenames: new Set(hit.interest.basenames), anything: hit.interest.anything, suffixGlobs: hit.interest.suffixGlobs }, "cached interest", links);
  if (entry !== null) writeInterestCache(cache, root, W, env, entry);
  return { ...verdict, repo };
}
var KNOWN_RELEVANT = /* @__PURE__ */ Symbol.for("ctxlens.precommit.knownRelevant");
function rememberRelevant(cwd, env, repo = null) {
  globalThis[KNOWN_RELEVANT] = { cwd: import_node_path3.posix.resolve(cwd), envPaths: envPathsOf(env), repo };
}

// src/bin.ts
async function run() {
  const fast = fastPathArgs(process.argv.slice(2));
  let verdict = null;
  if (fast !== null) {
    try {
      const cache = fast.cache ? () => interestCacheFromEnv(process.env, (0, import_node_url3.fileURLToPath)(__ctxlensUrl)) : null;
      const q = quickRelevance(fast.cwd, fast.env, false, cache);
      verdict = "pending" in q ? (await Promise.resolve().then(() => __toESM(require("./relevance.cjs"), 1))).finishRelevance(q) : q;
    } catch {
      verdict = null;
    }
  }
  if (fast !== null && verdict !== null && !verdict.relevant) {
    if (process.env["CTXLENS_DEBUG"]) process.stderr.write(`ctxlens: no staged change can affect context (${verdict.reason}); nothing to lint
`);
    process.exitCode = 0;
  } else {
    if (fast !== null && verdict !== null) rememberRelevant(fast.cwd, fast.env, verdict.repo ?? null);
    const argv = process.argv.slice(2);
    if (!(argv.length === 1 && argv[0] === "--version")) await applyTieringFlags(argv);
    await Promise.resolve().then(() => (init_cached_cli(), cached_cli_exports));
  }
}
void run();
