import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  cacheDirFromEnv,
  fnv64Hex
} from "./chunk-3MKV7SAS.mjs";

// src/cli-cached.ts
import * as fs2 from "node:fs";
import { createRequire as createRequire2 } from "node:module";
import * as path2 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/codecache/script.ts
import { isAscii } from "node:buffer";
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import { createRequire } from "node:module";
import * as path from "node:path";
import * as vm from "node:vm";
var DIGEST_BYTES = 32;
var digest = (data) => createHash("sha256").update(data).digest();
var MAX_CODE_CACHES = 64;
var CODE_CACHE_NAME = /^code-[0-9a-f]{16}-[a-z0-9-]+\.v8$/;
function loadCommonJs(file, cacheFile, require2 = createRequire(file)) {
  const bytes = fs.readFileSync(file);
  let source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  if (source.startsWith("#!")) source = `//${source.slice(2)}`;
  let cached2;
  let corrupt = false;
  if (cacheFile !== null) {
    try {
      const stored = fs.readFileSync(cacheFile);
      const data = stored.subarray(DIGEST_BYTES);
      if (stored.length > DIGEST_BYTES && digest(data).equals(stored.subarray(0, DIGEST_BYTES))) cached2 = data;
      else corrupt = true;
    } catch {
      cached2 = void 0;
    }
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
    filename: file,
    ...cached2 !== void 0 ? { cachedData: cached2 } : {}
  });
  const state = cacheFile === null ? "off" : corrupt ? "rejected" : cached2 === void 0 ? "missing" : script.cachedDataRejected === true ? "rejected" : "accepted";
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, require2, module, file, path.dirname(file));
  return {
    exports: module.exports,
    state,
    save: (again = false) => cacheFile !== null && (state !== "accepted" || again) ? writeCodeCache(cacheFile, () => script.createCachedData()) : false
  };
}
function codeCacheFile(dir, file, buildId, key) {
  try {
    const st = fs.statSync(file);
    const id = fnv64Hex(JSON.stringify([buildId, file, st.size, st.mtimeMs, st.ctimeMs, st.ino, process.version, process.arch]));
    return path.join(dir, `code-${id}-${/^[a-z0-9-]{1,64}$/.test(key) ? key : "other"}.v8`);
  } catch {
    return null;
  }
}
function writeCodeCache(file, data) {
  let tmp = null;
  try {
    const dir = path.dirname(file);
    if (insideWorkTree(dir)) return false;
    fs.mkdirSync(dir, { recursive: true, mode: 448 });
    if (insideWorkTree(dir)) return false;
    tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    const bytes = data();
    fs.writeFileSync(tmp, Buffer.concat([digest(bytes), bytes]), { mode: 384, flag: "wx" });
    fs.renameSync(tmp, file);
    tmp = null;
    pruneCodeCaches(dir, MAX_CODE_CACHES);
    return true;
  } catch {
    return false;
  } finally {
    if (tmp !== null) {
      try {
        fs.unlinkSync(tmp);
      } catch {
      }
    }
  }
}
function insideWorkTree(dir) {
  let d = dir;
  try {
    d = fs.realpathSync(dir);
  } catch {
  }
  for (; ; ) {
    if (fs.existsSync(path.join(d, ".git"))) return true;
    const up = path.dirname(d);
    if (up === d) return false;
    d = up;
  }
}
function pruneCodeCaches(dir, keep) {
  try {
    const files = fs.readdirSync(dir).filter((n) => CODE_CACHE_NAME.test(n)).map((n) => {
      try {
        return { n, t: fs.statSync(path.join(dir, n)).mtimeMs };
      } catch {
        return { n, t: -Infinity };
      }
    }).sort((a, b) => b.t - a.t);
    for (const { n } of files.slice(keep)) {
      try {
        fs.unlinkSync(path.join(dir, n));
      } catch {
      }
    }
  } catch {
  }
}

// src/commands/names.ts
var COMMANDS = ["lint", "audit", "render", "resolve", "touch", "manifest", "diff", "init", "rules", "explain", "paths"];

// src/package-root.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
var cached = null;
function packageRoot() {
  if (cached) return cached;
  let dir = dirname2(fileURLToPath(import.meta.url));
  for (; ; ) {
    const pj = join2(dir, "package.json");
    if (existsSync2(pj)) {
      try {
        if (JSON.parse(readFileSync2(pj, "utf8")).name === "ctxlens") return cached = dir;
      } catch {
      }
    }
    const up = dirname2(dir);
    if (up === dir) throw new Error("ctxlens: cannot find its own package.json");
    dir = up;
  }
}
function toolVersion() {
  try {
    return JSON.parse(readFileSync2(join2(packageRoot(), "package.json"), "utf8")).version;
  } catch {
    return "0.0.0";
  }
}

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
    const abs = path2.resolve(cwd, value);
    try {
      if (fs2.statSync(abs).isDirectory()) dirs.push(fs2.realpathSync(abs));
    } catch {
    }
  }
  if (dirs.length > 0) return dirs;
  try {
    return [fs2.realpathSync(cwd)];
  } catch {
    return [path2.resolve(cwd)];
  }
}
function insideLinted(dir, roots) {
  let d = path2.resolve(dir);
  let rest = "";
  for (; ; ) {
    try {
      d = path2.join(fs2.realpathSync(d), rest);
      break;
    } catch {
      const up = path2.dirname(d);
      if (up === d) break;
      rest = path2.join(path2.basename(d), rest);
      d = up;
    }
  }
  return roots.some((r) => d === r || d.startsWith(r.endsWith(path2.sep) ? r : r + path2.sep));
}
async function runCachedCli(buildId, argv = process.argv.slice(2), env = process.env) {
  if (argv.length === 1 && argv[0] === "--version") {
    process.stdout.write(`${toolVersion()}
`);
    return;
  }
  const file = fileURLToPath2(new URL("./cli.cjs", import.meta.url));
  const wanted = cacheOffByArgs(argv) ? null : cacheDirFromEnv(env);
  const dir = wanted !== null && insideLinted(wanted, lintedDirs(argv, process.cwd())) ? null : wanted;
  const command = codeCacheKey(argv);
  const loaded = /* @__PURE__ */ new Map();
  const load = (target) => {
    const known = loaded.get(target);
    if (known !== void 0) return known.script;
    const name = path2.basename(target, ".cjs");
    const cacheFile = dir === null ? null : codeCacheFile(dir, target, buildId, name === "cli" ? command : `${command}-${name}`);
    const script = loadCommonJs(target, cacheFile, bundleRequire(target, load));
    loaded.set(target, { name, script, cacheFile });
    return script;
  };
  await load(file).exports.main(argv);
  const again = [...loaded.values()].some((l) => l.script.state === "missing" || l.script.state === "rejected");
  for (const { name, script, cacheFile } of loaded.values()) {
    const saved = script.save(again);
    if (env["CTXLENS_DEBUG"]) process.stderr.write(`ctxlens: code cache of ${name}.cjs ${script.state}${saved ? ", written" : ""}${cacheFile !== null ? ` (${cacheFile})` : ""}
`);
  }
}
function bundleRequire(file, load) {
  const req = createRequire2(file);
  return Object.assign((id) => {
    if (id === "esprima") throw new Error("esprima is not part of ctxlens");
    if (!/^\.\/[\w.-]+\.cjs$/.test(id)) return req(id);
    return load(path2.join(path2.dirname(file), id.slice(2))).exports;
  }, req);
}

// ctxlens-cli:cached-cli
await runCachedCli("e3c04d130ea968423a2d940e088e81bba861b7caa0c7aa674601ed5b4af80e1d");
