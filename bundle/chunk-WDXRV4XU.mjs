import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

// src/source/git.ts
import { readFileSync as readFileSync2, realpathSync as realpathSync2 } from "node:fs";
import * as path4 from "node:path";

// src/source/worktree.ts
import * as fs from "node:fs";

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
function byteLength(s) {
  return Buffer.byteLength(s, "utf8");
}
var NOT_CLEAN = /\/\/|(?:^|\/)\.\.?(?:\/|$)|[^]\/$/;
function clean(p) {
  if (p === "") return ".";
  if (!NOT_CLEAN.test(p)) return p;
  const rooted = p.startsWith("/");
  const out = [];
  for (const part of p.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!rooted) out.push("..");
      continue;
    }
    out.push(part);
  }
  const joined = out.join("/");
  if (rooted) return "/" + joined;
  return joined === "" ? "." : joined;
}
function join(...elems) {
  const parts = elems.filter((e) => e !== "");
  if (parts.length === 0) return "";
  return clean(parts.join("/"));
}
function dir(p) {
  const i = p.lastIndexOf("/");
  return clean(p.slice(0, i + 1));
}
function base(p) {
  if (p === "") return ".";
  let s = p;
  while (s.length > 1 && s.endsWith("/")) s = s.slice(0, -1);
  if (s === "/") return "/";
  const i = s.lastIndexOf("/");
  return i >= 0 ? s.slice(i + 1) : s;
}
function ext(p) {
  for (let i = p.length - 1; i >= 0 && p[i] !== "/"; i--) {
    if (p[i] === ".") return p.slice(i);
  }
  return "";
}
function isAbs(p) {
  return p.startsWith("/");
}
function rel(basepath, targpath) {
  const b = clean(basepath);
  const t = clean(targpath);
  if (b === t) return ".";
  if (b === "/") {
    if (t.startsWith("/")) return t.slice(1);
  } else if (b !== "." && t.startsWith(b) && t.charCodeAt(b.length) === 47) return t.slice(b.length + 1);
  if (isAbs(b) !== isAbs(t)) return null;
  const bs = b === "." || b === "/" ? [] : b.replace(/^\//, "").split("/");
  const ts = t === "." || t === "/" ? [] : t.replace(/^\//, "").split("/");
  let i = 0;
  while (i < bs.length && i < ts.length && bs[i] === ts[i]) i++;
  if (bs.slice(i).includes("..")) return null;
  const up = bs.slice(i).map(() => "..");
  return [...up, ...ts.slice(i)].join("/") || ".";
}
function isGoSpace(cp) {
  return cp >= 9 && cp <= 13 || cp === 32 || cp === 133 || cp === 160 || cp === 5760 || cp >= 8192 && cp <= 8202 || cp === 8232 || cp === 8233 || cp === 8239 || cp === 8287 || cp === 12288;
}
function trimSpace(s) {
  let start = 0;
  let end = s.length;
  while (start < end) {
    const cp = s.codePointAt(start);
    if (!isGoSpace(cp)) break;
    start += cp > 65535 ? 2 : 1;
  }
  while (end > start) {
    const cp = s.charCodeAt(end - 1);
    if (!isGoSpace(cp)) break;
    end -= 1;
  }
  return s.slice(start, end);
}
function strictlyInside(parent, child) {
  return child.startsWith(parent + "/");
}

// src/source/list.ts
function listDir(src, abs) {
  if (src.list !== void 0) return src.list(abs);
  const ents = src.readdir(abs);
  if (ents === null) return null;
  const names = new Array(ents.length);
  const kinds = new Array(ents.length);
  for (let i = 0; i < ents.length; i++) {
    names[i] = ents[i].name;
    kinds[i] = ents[i].kind;
  }
  return { names, kinds };
}
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
import { lstatSync } from "node:fs";
import * as path2 from "node:path";

// src/source/git-exec.ts
import { statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import * as path from "node:path";
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
    if (v !== void 0 && v !== "" && !path.isAbsolute(v)) env[k] = path.resolve(v);
  }
  return env;
}
function isDirectory(p) {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
var MAX_GIT_OUTPUT = 1 << 30;
function runGit(cwd, args, input, okStatus = [0], options = {}) {
  const maxBuffer = options.maxBuffer ?? MAX_GIT_OUTPUT;
  const quietOnly = options.quietOnly ?? false;
  const full = ["--no-optional-locks", "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", ...args];
  const r = spawnSync("git", full, {
    cwd,
    env: gitEnv(quietOnly),
    input,
    maxBuffer,
    stdio: ["pipe", "pipe", "pipe"],
    windowsHide: true
  });
  if (r.error) {
    const code = r.error.code;
    if ((code === "ENOENT" || code === "ENOTDIR") && !isDirectory(cwd)) throw new GitError(`not a directory: ${cwd}`, "");
    throw Object.assign(new GitError(`cannot run git: ${r.error.message}`, ""), { code, stdout: r.stdout });
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
function repoRoot(cwd) {
  const out = runGit(cwd, ["rev-parse", "--show-toplevel"]).toString("utf8").replace(/\n$/, "");
  if (out === "") throw new GitError("not inside a git work tree", "");
  return out;
}
var MAX_GIT_BLOB_BYTES = 256 * 1024 * 1024;
var BATCH_OUTPUT_BYTES = 16 * 1024 * 1024;
function catFileBatch(cwd, oids, maxBlob = MAX_GIT_BLOB_BYTES, maxOutput = BATCH_OUTPUT_BYTES) {
  const out = /* @__PURE__ */ new Map();
  if (oids.length === 0) return out;
  let buf;
  try {
    buf = runGit(cwd, ["cat-file", "--batch"], oids.join("\n") + "\n", [0], { maxBuffer: maxOutput });
  } catch (e) {
    if (e.code !== "ENOBUFS") throw e;
    return catFileSized(cwd, oids, maxBlob);
  }
  parseBatch(buf, oids, out);
  return out;
}
function catFileSized(cwd, oids, maxBlob) {
  const out = /* @__PURE__ */ new Map();
  const check = runGit(cwd, ["cat-file", "--batch-check"], oids.join("\n") + "\n").toString("utf8").split("\n");
  const read = [];
  let bytes = 0;
  oids.forEach((oid, i) => {
    const header = check[i] ?? "";
    if (header.endsWith(" missing") || header.endsWith(" ambiguous") || header === "") return out.set(oid, null);
    const size = Number(header.slice(header.lastIndexOf(" ") + 1));
    if (size > maxBlob) return out.set(oid, { size, head: (n) => catFileHead(cwd, oid, n) });
    read.push(oid);
    bytes += size + header.length + 2;
  });
  if (read.length > 0) parseBatch(runGit(cwd, ["cat-file", "--batch"], read.join("\n") + "\n", [0], { maxBuffer: bytes + 4096 }), read, out);
  return out;
}
function catFileHead(cwd, oid, n) {
  if (n <= 0) return Buffer.alloc(0);
  try {
    return runGit(cwd, ["cat-file", "blob", oid], void 0, [0], { maxBuffer: n }).subarray(0, n);
  } catch (e) {
    const partial = e.code === "ENOBUFS" ? e.stdout : void 0;
    return partial !== void 0 && partial.length >= n ? partial.subarray(0, n) : null;
  }
}
function parseBatch(buf, oids, out) {
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
}

// src/source/git-ignored.ts
function gitIgnoredDirs(base2, dirs) {
  if (process.env["GIT_DIR"] && !process.env["GIT_WORK_TREE"]) return /* @__PURE__ */ new Set();
  const prefix = base2.endsWith("/") ? base2 : base2 + "/";
  const asked = /* @__PURE__ */ new Map();
  let self = null;
  try {
    if (lstatSync(prefix + ".git", { throwIfNoEntry: false }) === void 0) {
      const name = path2.basename(base2);
      if (name === "" || readAsPathspec(name)) return /* @__PURE__ */ new Set();
      self = "../" + name;
      asked.set(self, base2);
    }
  } catch {
    return /* @__PURE__ */ new Set();
  }
  const repoBelow = /* @__PURE__ */ new Map();
  const inOtherRepo = (rel2) => {
    for (let i = rel2.indexOf("/"); i >= 0; i = rel2.indexOf("/", i + 1)) {
      const dir2 = rel2.slice(0, i);
      let has = repoBelow.get(dir2);
      if (has === void 0) {
        has = lstatSync(prefix + dir2 + "/.git", { throwIfNoEntry: false }) !== void 0;
        repoBelow.set(dir2, has);
      }
      if (has) return true;
    }
    return false;
  };
  for (const abs of dirs) {
    if (!abs.startsWith(prefix) || abs.length === prefix.length) continue;
    const rel2 = abs.slice(prefix.length);
    if (readAsPathspec(rel2)) continue;
    try {
      if (inOtherRepo(rel2)) continue;
    } catch {
      continue;
    }
    asked.set(rel2, abs);
  }
  if (asked.size === (self === null ? 0 : 1)) return /* @__PURE__ */ new Set();
  const input = [...asked.keys()].join("\0") + "\0";
  try {
    if (asked.size <= ASK_WITH_INDEX) {
      const got = answered(runGit(base2, ["check-ignore", "-z", "--stdin"], input, [0, 1], { quietOnly: true }), asked);
      return got.has(base2) ? /* @__PURE__ */ new Set() : got;
    }
    const ignored = answered(runGit(base2, ["check-ignore", "--no-index", "-z", "--stdin"], input, [0, 1], { quietOnly: true }), asked);
    if (ignored.size === 0) return ignored;
    if (ignored.has(base2)) return /* @__PURE__ */ new Set();
    const tracked = runGit(base2, ["ls-files", "-z"], void 0, [0], { quietOnly: true });
    const out = /* @__PURE__ */ new Set();
    for (const [rel2, abs] of asked) if (rel2 !== self && ignored.has(abs) && !holdsEntry(tracked, rel2)) out.add(abs);
    return out;
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
function readAsPathspec(rel2) {
  return rel2.startsWith(":") || /[*?[\\\0]/.test(rel2);
}
var ASK_WITH_INDEX = 16;
function answered(out, asked) {
  const got = /* @__PURE__ */ new Set();
  for (const rel2 of splitNul(out)) {
    const abs = asked.get(rel2);
    if (abs === void 0) throw new Error(`git check-ignore answered for a path it was not asked about: ${rel2}`);
    got.add(abs);
  }
  return got;
}
function holdsEntry(list, dir2) {
  const exact = Buffer.from(dir2, "utf8");
  const below = Buffer.from(dir2 + "/", "utf8");
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
  gitIgnoredDirs(base2, dirs) {
    return gitIgnoredDirs(base2, dirs);
  }
};

// src/source/git-tree.ts
import { posix as path3 } from "node:path";

// src/source/git-listing.ts
import { readFileSync } from "node:fs";
import { isAscii, isUtf8 } from "node:buffer";
var MODES = ["100644", "100755", "120000", "160000"];
var LEAD_MASK = new Uint32Array(new Uint8Array([255, 255, 255, 255, 0, 255, 255, 255, 0, 0, 255, 255, 0, 0, 0, 255]).buffer);
var HIGH_BITS = 2155905152 | 0;
function modeCode(b, s) {
  if (b[s] !== 49) return -1;
  const tail = b.toString("latin1", s + 1, s + 6);
  return tail === "00644" ? 0 : tail === "00755" ? 1 : tail === "20000" ? 2 : tail === "60000" ? 3 : -1;
}
function newDirScan() {
  return { names: [], kinds: [], recs: [], subAt: [], subLo: [], subHi: [] };
}
var KINDS = ["file", "file", "symlink", "dir"];
var IndexListing = class _IndexListing {
  constructor(buf, oidAt, pathStart, pathEnd, modes, oidLength, rawOids, sizes, ascii) {
    this.buf = buf;
    this.oidAt = oidAt;
    this.pathStart = pathStart;
    this.pathEnd = pathEnd;
    this.modes = modes;
    this.oidLength = oidLength;
    this.rawOids = rawOids;
    this.sizes = sizes;
    this.ascii = ascii;
    this.length = modes.length;
  }
  buf;
  oidAt;
  pathStart;
  pathEnd;
  modes;
  oidLength;
  rawOids;
  sizes;
  ascii;
  /** Number of records. */
  length;
  /** Index the records of `git ls-files -s -z` output `out` (see the class comment), or `null` when it needs the record-by-record parse. */
  static from(out) {
    if (out.length === 0) return new _IndexListing(out, new Int32Array(0), new Int32Array(0), new Int32Array(0), new Uint8Array(0), 40, false, null, true);
    if (out[out.length - 1] !== 0 || !isUtf8(out)) return null;
    const oidLength = out[47] === 32 ? 40 : out[71] === 32 ? 64 : -1;
    if (oidLength < 0) return null;
    const head = 10 + oidLength;
    const max = Math.floor(out.length / (head + 2)) + 1;
    const oidAt = new Int32Array(max);
    const pathStart = new Int32Array(max);
    const pathEnd = new Int32Array(max);
    const modes = new Uint8Array(max);
    let n = 0;
    for (let start = 0; start < out.length; n++) {
      const sp2 = start + 7 + oidLength;
      if (out[start + 6] !== 32 || out[sp2] !== 32 || out[sp2 + 1] !== 48 || out[sp2 + 2] !== 9) return null;
      const code = modeCode(out, start);
      const ps = sp2 + 3;
      const end = out.indexOf(0, ps);
      if (code < 0 || end <= ps) return null;
      oidAt[n] = start + 7;
      pathStart[n] = ps;
      pathEnd[n] = end;
      modes[n] = code;
      start = end + 1;
    }
    return new _IndexListing(out, oidAt.subarray(0, n), pathStart.subarray(0, n), pathEnd.subarray(0, n), modes.subarray(0, n), oidLength, false, null, isAscii(out));
  }
  /**
   * Index the entries of a git index file (`buf`, the whole file; format versions 2 and 3, as
   * git's `Documentation/gitformat-index.txt` describes them) whose object ids have `oidLength`
   * hex digits: what `git ls-files -s` would list, without running git. `null` (let git list it)
   * for the cases of the class comment and for version 4 (compressed paths), a split index or a
   * sparse index (any extension git requires readers to understand), or a file that does not
   * parse. The trailing checksum is not verified: git verified it when it read the index for
   * the staged paths just before.
   */
  static fromIndexFile(buf, oidLength) {
    if (oidLength !== 40 && oidLength !== 64) return null;
    const hashLen = oidLength / 2;
    const end = buf.length - hashLen;
    if (end < 12 || buf.toString("latin1", 0, 4) !== "DIRC") return null;
    const version = buf.readUInt32BE(4);
    const count = buf.readUInt32BE(8);
    const fixed = 40 + hashLen;
    if (version !== 2 && version !== 3 || count > (end - 12) / (fixed + 11 & ~7)) return null;
    const oidAt = new Int32Array(count);
    const pathStart = new Int32Array(count);
    const pathEnd = new Int32Array(count);
    const modes = new Uint8Array(count);
    const words = (buf.byteOffset & 3) === 0 ? new Uint32Array(buf.buffer, buf.byteOffset, buf.length >>> 2) : null;
    let ascii = true;
    let off = 12;
    for (let r = 0; r < count; r++) {
      const f = off + fixed;
      if (f + 2 > end) return null;
      const low = buf[off + 26] << 8 | buf[off + 27];
      const code = buf[off + 24] !== 0 || buf[off + 25] !== 0 ? -1 : low === 33188 ? 0 : low === 33261 ? 1 : low === 40960 ? 2 : low === 57344 ? 3 : -1;
      const flags = buf[f] << 8 | buf[f + 1];
      if (code < 0 || (flags & 12288) !== 0) return null;
      let ps = f + 2;
      if ((flags & 16384) !== 0) {
        if (version < 3) return null;
        ps += 2;
      }
      const nameLen = flags & 4095;
      const pe = nameLen < 4095 ? ps + nameLen : buf.indexOf(0, ps + 4095);
      if (nameLen === 0 || pe < 0 || pe >= end || buf[pe] !== 0) return null;
      let high;
      if (words !== null) {
        let w = ps >>> 2;
        const last = pe - 1 >>> 2;
        high = words[w] & LEAD_MASK[ps & 3];
        for (w++; w <= last; w++) high |= words[w];
        high &= HIGH_BITS;
      } else {
        high = 0;
        for (let k = ps; k < pe; k++) high |= buf[k];
        high &= 128;
      }
      if (high !== 0) {
        if (!isUtf8(buf.subarray(ps, pe))) return null;
        ascii = false;
      }
      oidAt[r] = off + 40;
      pathStart[r] = ps;
      pathEnd[r] = pe;
      modes[r] = code;
      off += pe - off + 8 & ~7;
    }
    while (off < end) {
      if (off + 8 > end) return null;
      const first = buf[off];
      if (first >= 97 && first <= 122) return null;
      off += 8 + buf.readUInt32BE(off + 4);
    }
    if (off !== end) return null;
    return new _IndexListing(buf, oidAt, pathStart, pathEnd, modes, oidLength, true, null, ascii);
  }
  /**
   * Index the records of `git ls-tree -r -l -z` output `out` (`<mode> <type> <oid> <size>\t<path>\0`,
   * the size right-aligned, `-` for a submodule), or `null` when it needs the record-by-record
   * parse (the cases of the class comment). A tree lists its entries in the same byte order of
   * their paths as the index does (git builds trees from the index).
   */
  static fromLsTree(out) {
    if (out.length === 0) return new _IndexListing(out, new Int32Array(0), new Int32Array(0), new Int32Array(0), new Uint8Array(0), 40, false, new Float64Array(0), true);
    if (out[out.length - 1] !== 0 || !isUtf8(out)) return null;
    const max = Math.floor(out.length / 56) + 1;
    const oidAt = new Int32Array(max);
    const pathStart = new Int32Array(max);
    const pathEnd = new Int32Array(max);
    const modes = new Uint8Array(max);
    const sizes = new Float64Array(max);
    let oidLength = -1;
    let n = 0;
    for (let start = 0; start < out.length; n++) {
      if (n >= max) return null;
      const code = modeCode(out, start);
      if (code < 0 || out[start + 6] !== 32) return null;
      const commit = code === 3;
      const type = commit ? "commit " : "blob ";
      if (out.toString("latin1", start + 7, start + 7 + type.length) !== type) return null;
      const o = start + 7 + type.length;
      if (oidLength < 0) oidLength = out[o + 40] === 32 ? 40 : out[o + 64] === 32 ? 64 : -1;
      if (oidLength < 0 || out[o + oidLength] !== 32) return null;
      const tab = out.indexOf(9, o + oidLength);
      const end = tab < 0 ? -1 : out.indexOf(0, tab + 1);
      if (end <= tab + 1) return null;
      let size = -1;
      let k = o + oidLength;
      while (k < tab && out[k] === 32) k++;
      if (commit) {
        if (k !== tab - 1 || out[k] !== 45) return null;
      } else {
        if (k === tab) return null;
        size = 0;
        for (; k < tab; k++) {
          const d = out[k] - 48;
          if (d < 0 || d > 9) return null;
          size = size * 10 + d;
        }
      }
      oidAt[n] = o;
      pathStart[n] = tab + 1;
      pathEnd[n] = end;
      modes[n] = code;
      sizes[n] = size;
      start = end + 1;
    }
    return new _IndexListing(out, oidAt.subarray(0, n), pathStart.subarray(0, n), pathEnd.subarray(0, n), modes.subarray(0, n), oidLength, false, sizes.subarray(0, n), isAscii(out));
  }
  /** The size in bytes of record `i`'s blob when the listing gives it (`fromLsTree`), else `undefined`. */
  size(i) {
    const z = this.sizes?.[i];
    return z === void 0 || z < 0 ? void 0 : z;
  }
  /** Byte offset of record `i`'s path. */
  pathAt(i) {
    return this.pathStart[i];
  }
  /** The octal mode string of record `i` (`100644`, `100755`, `120000`, `160000`). */
  mode(i) {
    return MODES[this.modes[i]];
  }
  /** The object id (hex) of record `i`. */
  oid(i) {
    const s = this.oidAt[i];
    return this.rawOids ? this.buf.toString("hex", s, s + this.oidLength / 2) : this.buf.toString("latin1", s, s + this.oidLength);
  }
  /** The path of record `i`, relative to the repository root. */
  path(i) {
    return this.buf.toString("utf8", this.pathAt(i), this.pathEnd[i]);
  }
  /**
   * The first record in `[lo, hi)` whose path is at or after `key` in byte order (`hi` when none
   * is). `from`: the paths of those records and `key` share their first `from` bytes, which are not compared.
   */
  lowerBound(key, lo = 0, hi = this.length, from = 0) {
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (this.comparePath(mid, key, from) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** The path of record `i` compared with `key` in byte order, from byte `from` on: negative, zero or positive. (A loop: cheaper than `Buffer.compare` for keys this short.) */
  comparePath(i, key, from = 0) {
    const buf = this.buf;
    const s = this.pathAt(i);
    const n = this.pathEnd[i] - s;
    const m = n < key.length ? n : key.length;
    for (let k = from; k < m; k++) {
      const d = buf[s + k] - key[k];
      if (d !== 0) return d;
    }
    return n - key.length;
  }
  /** True when the path of record `i` is the bytes of `key`. */
  pathEquals(i, key) {
    return this.pathEnd[i] - this.pathAt(i) === key.length && this.pathStartsWith(i, key);
  }
  /** True when the path of record `i` starts with the bytes of `key`. */
  pathStartsWith(i, key) {
    const s = this.pathAt(i);
    if (this.pathEnd[i] - s < key.length) return false;
    for (let k = key.length - 1; k >= 0; k--) if (this.buf[s + k] !== key[k]) return false;
    return true;
  }
  /** Copy the first `n` bytes of record `i`'s path to the start of `target`. */
  copyPathBytes(i, target, n) {
    this.buf.copy(target, 0, this.pathAt(i), this.pathAt(i) + n);
  }
  /**
   * The records of the directory `prefix` (relative to the root, `''` for the root): `[lo, hi)`,
   * every path there starting with `"<prefix>/"`; empty (`lo === hi`) when no record lies below it.
   */
  range(prefix) {
    if (prefix === "") return [0, this.length];
    const key = Buffer.from(prefix + "/", "utf8");
    const lo = this.lowerBound(key);
    key[key.length - 1] = 48;
    return [lo, this.lowerBound(key, lo)];
  }
  /**
   * The entries directly inside a directory: its records are `[lo, hi)` (`range`, or a
   * subdirectory's `subLo`/`subHi` from the scan of its parent) and their paths start with the same
   * `skip` bytes (`"<dir>/"`, 0 for the root). Appends to `out`, in listing order, one entry per
   * name: a record directly inside the directory, or a subdirectory once (with the range of its
   * records). No object per entry; the names of a run of adjacent records are decoded with one
   * `toString` when the listing is ASCII. Returns `false` when listing order is not the byte order
   * of the names: git sorts paths, so a subdirectory `a` (paths `a/…`) comes after a name `a-b` or
   * `a.c` (a byte below `/`); the caller then sorts.
   */
  scanDir(lo, hi, skip, out) {
    const buf = this.buf;
    const starts = this.pathStart;
    const ends = this.pathEnd;
    const modes = this.modes;
    const { names, kinds, recs, subAt, subLo, subHi } = out;
    let ordered = true;
    let nextSlash = -1;
    let run = lo;
    let i = lo;
    while (i < hi) {
      const from = starts[i] + skip;
      const pe = ends[i];
      if (nextSlash < from) {
        nextSlash = buf.indexOf(47, from);
        if (nextSlash < 0) nextSlash = buf.length;
      }
      if (nextSlash >= pe) {
        recs.push(i);
        kinds.push(KINDS[modes[i]]);
        i++;
        continue;
      }
      if (run < i) this.decodeRun(run, i, skip, names);
      const name = buf.toString(this.ascii ? "latin1" : "utf8", from, nextSlash);
      if (names.length > 0) {
        const prev = names[names.length - 1];
        if (prev.length > name.length && prev.startsWith(name)) ordered = false;
      }
      const next = this.runEnd(i, hi, from, nextSlash);
      subAt.push(names.length);
      names.push(name);
      recs.push(-1);
      kinds.push("dir");
      subLo.push(i);
      subHi.push(next);
      i = next;
      run = next;
    }
    if (run < hi) this.decodeRun(run, hi, skip, names);
    return ordered;
  }
  /** Append the names of records `[a, b)`, files adjacent in the listing whose paths share `skip` bytes. */
  decodeRun(a, b, skip, names) {
    const buf = this.buf;
    const starts = this.pathStart;
    const ends = this.pathEnd;
    if (!this.ascii || b - a === 1) {
      const encoding = this.ascii ? "latin1" : "utf8";
      for (let r = a; r < b; r++) names.push(buf.toString(encoding, starts[r] + skip, ends[r]));
      return;
    }
    const base2 = starts[a] + skip;
    const stretch = buf.toString("latin1", base2, ends[b - 1]);
    for (let r = a; r < b; r++) names.push(stretch.slice(starts[r] + skip - base2, ends[r] - base2));
  }
  /**
   * The first record in `(i, hi)` whose path does not start with the bytes up to `slash` (the "/"
   * ending the name that starts at `from`) of record `i`'s path (`hi` when all do); records
   * `[i, hi)` share the bytes before `from`. Galloping then binary search: a subdirectory of one
   * file costs one comparison.
   */
  runEnd(i, hi, from, slash) {
    const ps = this.pathStart[i];
    let lo = i + 1;
    let step = 1;
    while (lo + step - 1 < hi && this.shares(lo + step - 1, ps, from - ps, slash - ps + 1)) {
      lo += step;
      step *= 2;
    }
    let top = Math.min(lo + step - 1, hi);
    while (lo < top) {
      const mid = lo + top >>> 1;
      if (this.shares(mid, ps, from - ps, slash - ps + 1)) lo = mid + 1;
      else top = mid;
    }
    return lo;
  }
  /** True when record `k`'s path has the bytes `[off, len)` of the path at byte `ps` at the same place (and at least `len` bytes). */
  shares(k, ps, off, len) {
    const buf = this.buf;
    const s = this.pathStart[k];
    if (this.pathEnd[k] - s < len) return false;
    for (let t = len - 1; t >= off; t--) if (buf[s + t] !== buf[ps + t]) return false;
    return true;
  }
  /**
   * The directory `prefix` (relative to the root, `''` for the root) as `[name, record]` pairs in
   * listing order: a name directly inside it with the record of that entry, or a subdirectory's
   * name with `-1` (once). Empty when no record lies below `prefix`.
   */
  children(prefix) {
    const [lo, hi] = this.range(prefix);
    const scan = newDirScan();
    this.scanDir(lo, hi, prefix === "" ? 0 : Buffer.byteLength(prefix) + 1, scan);
    return scan.names.map((n, k) => [n, scan.recs[k]]);
  }
  /** The records whose last path component is `name`, in listing order. */
  named(name) {
    const out = [];
    const buf = this.buf;
    const tail = Buffer.from(name + "\0", "utf8");
    for (let at = buf.indexOf(tail); at >= 0; at = buf.indexOf(tail, at + 1)) {
      const r = this.recordEndingAt(at + tail.length - 1);
      if (r < 0) continue;
      if (at === this.pathAt(r) || at > this.pathAt(r) && buf[at - 1] === 47) out.push(r);
    }
    return out;
  }
  /** The record whose terminating NUL is at byte `nul`, or -1. */
  recordEndingAt(nul) {
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >>> 1;
      const e = this.pathEnd[mid];
      if (e === nul) return mid;
      if (e < nul) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
};
var CONFIG_TAIL = Buffer.from("/opencode.json", "latin1");
function indexLinks(file, oidLength) {
  let buf;
  try {
    buf = readFileSync(file);
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
var MAX_HEAD_BYTES = 64 * 1024 * 1024;
function listOf(ents) {
  return ents === null ? null : { names: ents.map((e) => e.name), kinds: ents.map((e) => e.kind) };
}
var MAX_HOPS = 40;
var NOT_CLEAN2 = /\/\/|\/\.\.?(?:\/|$)|.\/$|^[^/]|^$/;
var DIR = Object.freeze({ t: "dir" });
var BATCH = 256;
var BATCH_MAX_BYTES = 1 << 20;
var GitTreeSource = class {
  constructor(kind, description, root, entries, loadBlobs, outside = null, shortcut = null) {
    this.kind = kind;
    this.description = description;
    this.root = root;
    this.loadBlobs = loadBlobs;
    this.outside = outside;
    this.shortcut = shortcut;
    this.nodes.set(root, DIR);
    this.listing = entries instanceof IndexListing ? entries : null;
    if (this.listing !== null) return;
    this.children.set(root, /* @__PURE__ */ new Set());
    for (const e of entries) {
      const abs = root === "/" ? "/" + e.path : root + "/" + e.path;
      const node = e.mode === "120000" ? { t: "symlink", oid: e.oid } : e.mode === "160000" ? { t: "submodule" } : e.mode === "040000" ? DIR : e.size !== void 0 ? { t: "file", oid: e.oid, size: e.size } : { t: "file", oid: e.oid };
      this.addParents(abs);
      this.nodes.set(abs, node);
      if (node.t === "dir" && !this.children.has(abs)) this.children.set(abs, /* @__PURE__ */ new Set());
    }
  }
  kind;
  description;
  root;
  loadBlobs;
  outside;
  shortcut;
  nodes = /* @__PURE__ */ new Map();
  children = /* @__PURE__ */ new Map();
  blobs = /* @__PURE__ */ new Map();
  /** The longest head read so far of each `LargeBlob`, by object id. */
  heads = /* @__PURE__ */ new Map();
  /** See `FileSource.notices`. */
  notices;
  /** The listing the tree is built from on demand, or `null` when it was built whole. */
  listing;
  /** The directories of `listing` found so far, by absolute path (`null`: not a directory there). */
  spans = /* @__PURE__ */ new Map();
  /** The node at `abs` (normalised, inside the root), or `undefined` when the tree has none. */
  node(abs) {
    const known = this.nodes.get(abs);
    if (known !== void 0 || this.listing === null) return known;
    if (this.spans.get(abs)) {
      this.nodes.set(abs, DIR);
      return DIR;
    }
    const cut = abs.lastIndexOf("/");
    const dir2 = this.span(cut <= 0 ? "/" : abs.slice(0, cut));
    if (dir2 === null) return void 0;
    const rec = this.lookup(dir2, abs.slice(cut + 1), abs);
    if (rec === -2) return void 0;
    const node = rec < 0 ? DIR : this.listedNode(rec);
    this.nodes.set(abs, node);
    return node;
  }
  /**
   * The entry `name` of directory `d` (at `abs`, the entry's absolute path): its record, -1 for a
   * subdirectory (its span is remembered under `abs`), -2 when there is none. Two binary searches
   * within the directory's records, for `"<dir>/<name>"` and `"<dir>/<name>/"`.
   */
  lookup(d, name, abs) {
    const l = this.listing;
    if (d.lo >= d.hi || name === "") return -2;
    const n = Buffer.byteLength(name);
    const key = Buffer.allocUnsafe(d.skip + n + 1);
    l.copyPathBytes(d.lo, key, d.skip);
    key.write(name, d.skip, "utf8");
    key[d.skip + n] = 47;
    const file = key.subarray(0, d.skip + n);
    const at = l.lowerBound(file, d.lo, d.hi, d.skip);
    if (at < d.hi && l.pathEquals(at, file)) return at;
    const lo = l.lowerBound(key, at, d.hi, d.skip);
    if (lo >= d.hi || !l.pathStartsWith(lo, key)) return -2;
    key[d.skip + n] = 48;
    this.spans.set(abs, { lo, hi: l.lowerBound(key, lo, d.hi, d.skip), skip: d.skip + n + 1 });
    return -1;
  }
  /** The node of listing record `rec`. */
  listedNode(rec) {
    const l = this.listing;
    const mode = l.mode(rec);
    if (mode === "120000") return { t: "symlink", oid: l.oid(rec) };
    if (mode === "160000") return { t: "submodule" };
    const size = l.size(rec);
    return size === void 0 ? { t: "file", oid: l.oid(rec) } : { t: "file", oid: l.oid(rec), size };
  }
  /** The records of directory `abs` (normalised, symlinks resolved), or `null` when `abs` is not a directory of the tree. */
  span(abs) {
    let d = this.spans.get(abs);
    if (d !== void 0) return d;
    if (abs === this.root) d = { lo: 0, hi: this.listing.length, skip: 0 };
    else d = this.inside(abs) && this.node(abs) === DIR ? this.spans.get(abs) ?? null : null;
    this.spans.set(abs, d);
    return d;
  }
  /**
   * The entries of directory `abs` (a `span`), sorted by name bytes, as parallel arrays made for
   * the caller; the spans of its subdirectories are remembered (a walk lists them next).
   */
  entriesOf(abs, d) {
    const scan = newDirScan();
    const ordered = this.listing.scanDir(d.lo, d.hi, d.skip, scan);
    const { names, kinds, subAt, subLo, subHi } = scan;
    const prefix = abs === "/" ? "/" : abs + "/";
    for (let j = 0; j < subAt.length; j++) {
      const name = names[subAt[j]];
      const sub = prefix + name;
      if (!this.spans.has(sub)) this.spans.set(sub, { lo: subLo[j], hi: subHi[j], skip: d.skip + Buffer.byteLength(name) + 1 });
    }
    if (ordered) return { names, kinds };
    const order = names.map((_, k) => k).sort((x, y) => compareBytes(names[x], names[y]));
    return { names: order.map((k) => names[k]), kinds: order.map((k) => kinds[k]) };
  }
  addParents(abs) {
    let child = abs;
    for (; ; ) {
      const cut = child.lastIndexOf("/");
      const dir2 = cut <= 0 ? "/" : child.slice(0, cut);
      let set = this.children.get(dir2);
      const known = set !== void 0;
      if (!set) {
        set = /* @__PURE__ */ new Set();
        this.children.set(dir2, set);
        this.nodes.set(dir2, DIR);
      }
      set.add(child.slice(cut + 1));
      if (known || dir2 === this.root) return;
      child = dir2;
    }
  }
  /**
   * Normalise a path for lookup: `..` collapsed lexically, trailing slashes dropped. `dirOnly`:
   * the path had a trailing slash, so (as in the kernel) it only names a directory.
   */
  norm(abs) {
    if (!NOT_CLEAN2.test(abs)) return { p: abs, dirOnly: false };
    let p = path3.normalize(abs);
    let dirOnly = false;
    while (p.length > 1 && p.endsWith("/")) {
      p = p.slice(0, -1);
      dirOnly = true;
    }
    return { p, dirOnly };
  }
  /** True when `abs` (normalised) is the root or below it. */
  inside(abs) {
    return abs === this.root || abs.startsWith(this.root === "/" ? "/" : this.root + "/");
  }
  kindOf(n) {
    return n.t === "file" ? "file" : n.t === "symlink" ? "symlink" : "dir";
  }
  /**
   * `resolve(abs, true, …)` from a fresh hop count, from the remembered answer for the parent when
   * there is one and the last component is no symlink (the walks ask for each directory and the
   * files in it: one lookup each, not one per component); tree paths are remembered.
   */
  resolveFollow(abs) {
    if (abs === this.root) return abs;
    const known = this.resolved.get(abs);
    if (known !== void 0) return known;
    const cut = abs.lastIndexOf("/");
    const parent = this.resolveFollow(cut <= 0 ? "/" : abs.slice(0, cut));
    let r;
    if (typeof parent === "string" && parent !== "loop") {
      const at = parent === "/" ? "/" + abs.slice(cut + 1) : parent + "/" + abs.slice(cut + 1);
      const n = this.node(at);
      r = n === void 0 ? null : n.t === "symlink" ? this.resolve(abs, true, { n: 0 }) : at;
    } else r = this.resolve(abs, true, { n: 0 });
    if (typeof r === "string" && r !== "loop") this.resolved.set(abs, r);
    return r;
  }
  /** `resolve(abs, true)` answers that were a tree path, by `abs` (the walks ask for each directory again and again). */
  resolved = /* @__PURE__ */ new Map();
  /**
   * Resolve the symlinks in `abs` (already normalised and inside the root). `follow`: follow a
   * final symlink. Returns the resolved path, `null` when missing, `'loop'`, or `{outside}`: the
   * absolute path (link target joined with the remaining components) once a link leaves the root.
   */
  resolve(abs, follow, hops) {
    if (abs === this.root) return abs;
    const parts = abs.slice(this.root === "/" ? 1 : this.root.length + 1).split("/");
    let cur = this.root;
    for (let i = 0; i < parts.length; i++) {
      const next = cur === "/" ? "/" + parts[i] : cur + "/" + parts[i];
      const node = this.node(next);
      if (node === void 0) return null;
      const last = i === parts.length - 1;
      if (node.t === "symlink" && (!last || follow)) {
        if (++hops.n > MAX_HOPS) return "loop";
        const target = this.linkTarget(node.oid, next);
        if (target === null || target === "") return null;
        const joined = path3.resolve(cur, target);
        if (!this.inside(joined)) {
          const rest = parts.slice(i + 1);
          return { outside: rest.length > 0 ? path3.join(joined, ...rest) : joined };
        }
        const r = this.resolve(joined, true, hops);
        if (r === null || r === "loop") return r;
        if (typeof r !== "string") {
          const rest = parts.slice(i + 1);
          return { outside: rest.length > 0 ? path3.join(r.outside, ...rest) : r.outside };
        }
        cur = r;
      } else {
        if (!last && node.t !== "dir") return null;
        cur = next;
      }
    }
    return cur;
  }
  linkTarget(oid, at) {
    const b = this.blob(oid, at);
    return b === null || !Buffer.isBuffer(b) ? null : b.toString("utf8");
  }
  /**
   * The blob `oid`, read on first use: from `shortcut` when it can prove its copy at `at` (the
   * path being read) identical, else from git, where `at` lets one git call also read the likely
   * next reads: the other files of its directory (a directory walk) and the files with the same
   * name elsewhere (discovery of nested `AGENTS.md`), at most `BATCH` blobs, none known to be
   * over `BATCH_MAX_BYTES`.
   */
  blob(oid, at) {
    if (!this.blobs.has(oid)) {
      if (at !== void 0 && this.shortcut !== null) {
        const n = this.node(at);
        if (n !== void 0 && (n.t === "file" || n.t === "symlink") && n.oid === oid) {
          const copy = this.shortcut(at, oid, n.t === "symlink");
          if (copy !== null) {
            this.blobs.set(oid, copy);
            return copy;
          }
        }
      }
      const want = /* @__PURE__ */ new Set([oid]);
      if (at !== void 0) {
        for (const o of this.neighbours(at)) if (want.size < BATCH && !this.blobs.has(o)) want.add(o);
      }
      for (const [k, v] of this.loadBlobs([...want])) this.blobs.set(k, v);
      if (!this.blobs.has(oid)) this.blobs.set(oid, null);
    }
    return this.blobs.get(oid) ?? null;
  }
  byName = null;
  /** Object ids of the files beside `at` and of the files named like it, small ones only. */
  *neighbours(at) {
    const small = (n) => !!n && (n.t === "symlink" || n.t === "file" && (n.size === void 0 || n.size <= BATCH_MAX_BYTES));
    const dir2 = path3.dirname(at);
    const prefix = dir2 === "/" ? "/" : dir2 + "/";
    const l = this.listing;
    if (l !== null) {
      const d = this.span(dir2);
      if (d !== null) {
        const scan = newDirScan();
        l.scanDir(d.lo, d.hi, d.skip, scan);
        for (let i = 0; i < scan.names.length; i++) {
          const rec = scan.recs[i];
          if (rec < 0 || l.mode(rec) === "160000") continue;
          const known = this.nodes.get(prefix + scan.names[i]);
          if (known !== void 0 ? small(known) : (l.size(rec) ?? 0) <= BATCH_MAX_BYTES) yield l.oid(rec);
        }
      }
      this.byName ??= /* @__PURE__ */ new Map();
      const name = path3.basename(at);
      let list = this.byName.get(name);
      if (list === void 0) {
        list = l.named(name).filter((r) => (l.mode(r) === "100644" || l.mode(r) === "100755") && (l.size(r) ?? 0) <= BATCH_MAX_BYTES).map((r) => l.oid(r));
        this.byName.set(name, list);
      }
      yield* list;
      return;
    }
    for (const name of this.children.get(dir2) ?? []) {
      const n = this.nodes.get(prefix + name);
      if (small(n)) yield n.oid;
    }
    if (this.byName === null) {
      this.byName = /* @__PURE__ */ new Map();
      for (const [p, n] of this.nodes) {
        if (!small(n) || n.t !== "file") continue;
        const b = path3.basename(p);
        const list = this.byName.get(b);
        if (list) list.push(n.oid);
        else this.byName.set(b, [n.oid]);
      }
    }
    yield* this.byName.get(path3.basename(at)) ?? [];
  }
  /**
   * Read the blobs of these paths (regular files and symlinks; after following links) in one
   * batch, so later reads need no git call (those `shortcut` proves identical are read from it).
   * Unknown paths are ignored.
   */
  prefetch(absPaths) {
    const want = [];
    for (const p of absPaths) {
      const abs = path3.normalize(p);
      const n = this.inside(abs) ? this.node(abs) : void 0;
      if (!n || n.t !== "file" && n.t !== "symlink" || this.blobs.has(n.oid)) continue;
      const copy = this.shortcut?.(abs, n.oid, n.t === "symlink") ?? null;
      if (copy !== null) this.blobs.set(n.oid, copy);
      else want.push(n.oid);
    }
    if (want.length === 0) return;
    for (const [k, v] of this.loadBlobs([...new Set(want)])) this.blobs.set(k, v);
  }
  /** Every regular file and symlink path (absolute) of the tree, in insertion order (listing order). */
  *paths() {
    const l = this.listing;
    if (l !== null) {
      for (let i = 0; i < l.length; i++) if (l.mode(i) !== "160000") yield this.absOf(l.path(i));
      return;
    }
    for (const [p, n] of this.nodes) if (n.t === "file" || n.t === "symlink") yield p;
  }
  /** Every symlink path (absolute) of the tree, in insertion order (listing order). */
  *symlinks() {
    const l = this.listing;
    if (l !== null) {
      for (let i = 0; i < l.length; i++) if (l.mode(i) === "120000") yield this.absOf(l.path(i));
      return;
    }
    for (const [p, n] of this.nodes) if (n.t === "symlink") yield p;
  }
  /** The absolute path of a path relative to the root. */
  absOf(rel2) {
    return this.root === "/" ? "/" + rel2 : this.root + "/" + rel2;
  }
  statNode(n, at) {
    if (n.t === "file") {
      if (n.size === void 0) {
        const b = this.blob(n.oid, at);
        n.size = b === null ? 0 : Buffer.isBuffer(b) ? b.length : b.size;
      }
      return { kind: "file", size: n.size };
    }
    if (n.t === "symlink") return { kind: "symlink", size: Buffer.byteLength(this.linkTarget(n.oid, at) ?? "") };
    return { kind: "dir", size: 0 };
  }
  /** `<root>/.git` itself: never in a tree, but the repository marker that config lookups stop at. */
  isGitMarker(p) {
    return p === (this.root === "/" ? "/.git" : this.root + "/.git");
  }
  lstat(abs) {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p) || this.isGitMarker(p)) return this.outside?.lstat(abs) ?? null;
    if (dirOnly) {
      const st = this.stat(abs);
      return st?.kind === "dir" ? this.lstatPlain(p)?.kind === "symlink" ? st : this.lstatPlain(p) : null;
    }
    return this.lstatPlain(p);
  }
  lstatPlain(p) {
    if (p === this.root) return { kind: "dir", size: 0 };
    const parent = this.resolveFollow(path3.dirname(p));
    if (parent === null || parent === "loop") return null;
    if (typeof parent !== "string") return this.outside?.lstat(path3.join(parent.outside, path3.basename(p))) ?? null;
    const real = parent === "/" ? "/" + path3.basename(p) : parent + "/" + path3.basename(p);
    const n = this.node(real);
    return n ? this.statNode(n, real) : null;
  }
  stat(abs) {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p) || this.isGitMarker(p)) return this.outside?.stat(abs) ?? null;
    const r = this.resolveFollow(p);
    if (r === null || r === "loop") return null;
    if (typeof r !== "string") return this.outside?.stat(dirOnly ? r.outside + "/" : r.outside) ?? null;
    const st = this.statNode(this.node(r), r);
    return dirOnly && st.kind !== "dir" ? null : st;
  }
  readdir(abs) {
    const { p } = this.norm(abs);
    if (!this.inside(p)) return this.outside?.readdir(abs) ?? null;
    const r = this.resolveFollow(p);
    if (r !== null && r !== "loop" && typeof r !== "string") return this.outside?.readdir(r.outside) ?? null;
    if (r === null || r === "loop" || this.node(r)?.t !== "dir") return null;
    if (this.listing !== null) {
      const d = this.span(r);
      if (d === null) return null;
      const { names: names2, kinds } = this.entriesOf(r, d);
      const out = new Array(names2.length);
      for (let i = 0; i < out.length; i++) out[i] = { name: names2[i], kind: kinds[i] };
      return out;
    }
    const names = [...this.children.get(r) ?? []];
    const prefix = r === "/" ? "/" : r + "/";
    return sortByNameBytes(names.map((name) => ({ name, kind: this.kindOf(this.nodes.get(prefix + name)) })));
  }
  /**
   * `readdir` as a `DirListing` (`FileSource.list`): over a listing, the two arrays made from the
   * directory's records (no object per entry); a tree built whole answers from `readdir`.
   */
  list(abs) {
    if (this.listing === null) {
      const ents = this.readdir(abs);
      return ents === null ? null : { names: ents.map((e) => e.name), kinds: ents.map((e) => e.kind) };
    }
    const { p } = this.norm(abs);
    const known = this.spans.get(p);
    if (known) return this.entriesOf(p, known);
    if (!this.inside(p)) {
      if (this.outside === null) return null;
      return this.outside.list !== void 0 ? this.outside.list(abs) : listOf(this.outside.readdir(abs));
    }
    const r = this.resolveFollow(p);
    if (r !== null && r !== "loop" && typeof r !== "string") {
      if (this.outside === null) return null;
      return this.outside.list !== void 0 ? this.outside.list(r.outside) : listOf(this.outside.readdir(r.outside));
    }
    if (r === null || r === "loop" || this.node(r)?.t !== "dir") return null;
    const d = this.span(r);
    return d === null ? null : this.entriesOf(r, d);
  }
  readFile(abs, maxBytes) {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p)) return this.outside?.readFile(abs, maxBytes) ?? { ok: false, code: "ENOENT" };
    const r = this.resolveFollow(p);
    if (r === "loop") return { ok: false, code: "ELOOP" };
    if (r === null) return { ok: false, code: "ENOENT" };
    if (typeof r !== "string") return this.outside?.readFile(dirOnly ? r.outside + "/" : r.outside, maxBytes) ?? { ok: false, code: "ENOENT" };
    const n = this.node(r);
    if (n.t === "dir" || n.t === "submodule") return { ok: false, code: "EISDIR" };
    if (dirOnly) return { ok: false, code: "ENOENT" };
    if (n.t !== "file") return { ok: false, code: "ENOTREG" };
    const data = this.blob(n.oid, r);
    if (data === null) return { ok: false, code: "EIO" };
    if (!Buffer.isBuffer(data)) {
      n.size = data.size;
      if (maxBytes === void 0 || maxBytes > MAX_HEAD_BYTES) return { ok: false, code: "EFBIG" };
      const want = Math.min(maxBytes, data.size);
      let head = this.heads.get(n.oid);
      if (head === void 0 || head.length < want) {
        const got = data.head(want);
        if (got === null) return { ok: false, code: "EIO" };
        this.heads.set(n.oid, head = got);
      }
      return { ok: true, data: head.subarray(0, want), size: data.size };
    }
    n.size = data.length;
    const cut = maxBytes !== void 0 && data.length > maxBytes ? data.subarray(0, maxBytes) : data;
    return { ok: true, data: cut, size: data.length };
  }
  realpath(abs) {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p)) return this.outside?.realpath(abs) ?? null;
    const r = this.resolveFollow(p);
    if (r === "loop" || r === null) return null;
    if (typeof r !== "string") return this.outside?.realpath(dirOnly ? r.outside + "/" : r.outside) ?? null;
    return dirOnly && this.node(r)?.t !== "dir" ? null : r;
  }
  readlink(abs) {
    const { p, dirOnly } = this.norm(abs);
    if (!this.inside(p)) return this.outside?.readlink(abs) ?? null;
    if (p === this.root || dirOnly) return null;
    const parent = this.resolveFollow(path3.dirname(p));
    if (parent === null || parent === "loop") return null;
    if (typeof parent !== "string") return this.outside?.readlink(path3.join(parent.outside, path3.basename(p))) ?? null;
    const n = this.node(parent === "/" ? "/" + path3.basename(p) : parent + "/" + path3.basename(p));
    return n?.t === "symlink" ? this.linkTarget(n.oid, p) : null;
  }
};

// src/source/git-worktree-copy.ts
import * as fs2 from "node:fs";
import { createRequire } from "node:module";
var crypto = null;
var MAX_WORKTREE_COPY_BYTES = 8 << 20;
function blobId(data, oidLength) {
  const algo = oidLength === 40 ? "sha1" : oidLength === 64 ? "sha256" : null;
  if (algo === null) return null;
  crypto ??= createRequire(import.meta.url)("node:crypto");
  return crypto.createHash(algo).update(`blob ${data.length}\0`).update(data).digest("hex");
}
function worktreeBlobCopy(abs, oid, symlink) {
  if (oid.length !== 40 && oid.length !== 64) return null;
  let data;
  try {
    const st = fs2.lstatSync(abs, { throwIfNoEntry: false });
    if (st === void 0) return null;
    if (st.isSymbolicLink()) {
      if (!symlink) return null;
      data = fs2.readlinkSync(abs, { encoding: "buffer" });
    } else if (st.isFile()) {
      if (st.size > MAX_WORKTREE_COPY_BYTES) return null;
      const got = readRegular(abs);
      if (got === null) return null;
      data = got;
    } else return null;
  } catch {
    return null;
  }
  return blobId(data, oid.length) === oid ? data : null;
}
function readRegular(abs) {
  const fd = fs2.openSync(abs, fs2.constants.O_RDONLY | fs2.constants.O_NONBLOCK | fs2.constants.O_NOFOLLOW);
  try {
    const st = fs2.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_WORKTREE_COPY_BYTES) return null;
    const buf = Buffer.allocUnsafe(st.size);
    let got = 0;
    while (got < buf.length) {
      const n = fs2.readSync(fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === buf.length ? buf : buf.subarray(0, got);
  } finally {
    fs2.closeSync(fd);
  }
}

// src/errors.ts
var UsageError = class extends Error {
};

// src/source/git.ts
function sourceRoot(cwd) {
  let top;
  let prefix;
  try {
    const lines = runGit(cwd, ["rev-parse", "--show-toplevel", "--show-prefix"]).toString("utf8").split("\n");
    top = lines[0] ?? "";
    prefix = lines[1] ?? "";
    if (top === "") throw new GitError("not inside a git work tree", "");
  } catch (e) {
    throw new UsageError(`${path4.resolve(cwd)} is not inside a git work tree (${e instanceof GitError ? e.stderr.split("\n")[0] || e.message : String(e)})`);
  }
  return rootAsSeenFrom(cwd, top, prefix);
}
function rootAsSeenFrom(cwd, top, prefix) {
  const abs = path4.resolve(cwd);
  if (abs === top || abs.startsWith(top + "/")) return top;
  const depth = prefix.split("/").filter(Boolean).length;
  let derived = abs;
  for (let i = 0; i < depth; i++) derived = path4.dirname(derived);
  return derived;
}
function sourceRootAndHead(cwd) {
  try {
    const lines = runGit(cwd, ["rev-parse", "--show-toplevel", "--show-prefix", "--git-path", "index", "--verify", "--quiet", "HEAD^{commit}"]).toString("utf8").split("\n");
    const [top = "", prefix = "", indexPath = "", head = ""] = lines;
    if (top !== "" && indexPath !== "" && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head)) {
      return { root: rootAsSeenFrom(cwd, top, prefix), head, index: { path: path4.resolve(realpathSync2.native(cwd), indexPath), oidLength: head.length } };
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
var MODES2 = new Map(["100644", "100755", "120000", "160000", "040000"].map((m) => [m, m]));
function conflictedPaths(out) {
  if (out.indexOf(" 1	") < 0 && out.indexOf(" 2	") < 0 && out.indexOf(" 3	") < 0) return [];
  const seen = /* @__PURE__ */ new Set();
  eachLsFilesRecord(out, (_ms, _me, _os, _oe, stage, ps, pe) => {
    if (stage !== 0) seen.add(out.toString("utf8", ps, pe));
  });
  return [...seen];
}
function conflictNotice(paths) {
  const shown = paths.slice(0, 5).join(", ") + (paths.length > 5 ? `, and ${paths.length - 5} more` : "");
  return `the index holds unresolved merge conflicts (${shown}); ctxlens lints stage 2 ("ours") of each, not the merged result. Resolve the conflicts and stage the files to lint what will be committed.`;
}
function* lsFilesEntries(out) {
  let start = 0;
  while (start < out.length) {
    let end = out.indexOf(0, start);
    if (end < 0) end = out.length;
    const tab = out.indexOf(9, start);
    const sp1 = out.indexOf(32, start);
    const sp2 = sp1 < 0 ? -1 : out.indexOf(32, sp1 + 1);
    if (tab > start && tab < end && sp1 > start && sp2 > sp1 && sp2 < tab) {
      const modeStr = out.toString("latin1", start, sp1);
      yield { path: out.toString("utf8", tab + 1, end), mode: MODES2.get(modeStr) ?? modeStr, oid: out.toString("latin1", sp1 + 1, sp2) };
    }
    start = end + 1;
  }
}
function parseLsFiles(out) {
  const byPath = /* @__PURE__ */ new Map();
  const rank = (s) => s === 0 ? 0 : s === 2 ? 1 : 2 + s;
  const entries = [];
  let conflicted = false;
  eachLsFilesRecord(out, (ms, me, os, oe, stage, ps, pe) => {
    const p = out.toString("utf8", ps, pe);
    const modeStr = out.toString("latin1", ms, me);
    const mode = MODES2.get(modeStr) ?? modeStr;
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
function parseLsTree(out) {
  const entries = [];
  for (const rec of splitNul(out)) {
    const tab = rec.indexOf("	");
    if (tab < 0) continue;
    const [mode, , oid, size] = rec.slice(0, tab).split(/ +/);
    if (!mode || !oid) continue;
    const e = { path: rec.slice(tab + 1), mode, oid };
    if (size !== void 0 && /^\d+$/.test(size)) e.size = Number(size);
    entries.push(e);
  }
  return entries;
}
function openIndexSource(cwd, root = sourceRoot(cwd), index = null) {
  const loadBlobs = (oids) => catFileBatch(root, oids);
  if (index !== null) {
    let file = null;
    try {
      file = readFileSync2(index.path);
    } catch {
    }
    const listing2 = file === null ? null : IndexListing.fromIndexFile(file, index.oidLength);
    if (listing2 !== null) return new GitTreeSource("index", "git index", root, listing2, loadBlobs, new WorktreeSource(), worktreeBlobCopy);
  }
  const out = runGit(root, ["ls-files", "-s", "-z", "--full-name"]);
  const listing = IndexListing.from(out);
  const conflicts = listing === null ? conflictedPaths(out) : [];
  const entries = listing ?? (conflicts.length > 0 ? parseLsFiles(out) : lsFilesEntries(out));
  const src = new GitTreeSource("index", "git index", root, entries, loadBlobs, new WorktreeSource(), worktreeBlobCopy);
  if (conflicts.length > 0) src.notices = [conflictNotice(conflicts)];
  return src;
}
function openSparseAwareWorktree(cwd) {
  const disk = new WorktreeSource();
  let root;
  let out;
  try {
    root = sourceRoot(cwd);
    out = runGit(root, ["ls-files", "-t", "-s", "-z", "--full-name"]);
  } catch {
    return disk;
  }
  const skipped = [];
  const tagged = splitNul(out).filter((rec) => {
    if (rec.startsWith("S ")) skipped.push(rec.slice(rec.indexOf("	") + 1));
    return rec.startsWith("S ");
  });
  if (tagged.length === 0) return disk;
  const entries = parseLsFiles(Buffer.from(tagged.map((r) => r.slice(2)).join("\0") + "\0"));
  const under = new GitTreeSource("index", "git index", root, entries, (oids) => catFileBatch(root, oids), null);
  const overlay = new OverlaySource(disk, under);
  overlay.notices = [`sparse checkout: ${skipped.length} file(s) outside the checkout are read from the index`];
  return overlay;
}
var OverlaySource = class {
  constructor(top, under) {
    this.top = top;
    this.under = under;
  }
  top;
  under;
  kind = "worktree";
  description = "working tree (sparse checkout, missing files from the index)";
  notices;
  lstat(abs) {
    return this.top.lstat(abs) ?? this.under.lstat(abs);
  }
  stat(abs) {
    return this.top.stat(abs) ?? this.under.stat(abs);
  }
  readdir(abs) {
    const a = this.top.readdir(abs);
    const b = this.under.readdir(abs);
    if (a === null || b === null) return a ?? b;
    const names = new Set(a.map((e) => e.name));
    return [...a, ...b.filter((e) => !names.has(e.name))].sort((x, y) => Buffer.compare(Buffer.from(x.name), Buffer.from(y.name)));
  }
  readFile(abs, maxBytes) {
    const r = this.top.readFile(abs, maxBytes);
    return !r.ok && r.code === "ENOENT" ? this.under.readFile(abs, maxBytes) : r;
  }
  realpath(abs) {
    return this.top.realpath(abs) ?? this.under.realpath(abs);
  }
  readlink(abs) {
    return this.top.readlink(abs) ?? this.under.readlink(abs);
  }
};
var GLOB_META = /[*?[\]\\]/;
function indexEntriesAt(root, subtrees, exact, globs = []) {
  const specs = [];
  for (const rel2 of subtrees) {
    if (rel2 === "" || rel2 === ".") return null;
    specs.push(`:(literal)${rel2}`);
  }
  for (const rel2 of exact) {
    if (rel2 === "" || GLOB_META.test(rel2) || /[!^]$/.test(rel2)) return null;
    const cut = rel2.length - 1;
    specs.push(`:(glob)${rel2.slice(0, cut)}[${rel2.slice(cut)}]`);
  }
  for (const g of globs) specs.push(`:(glob)${g}`);
  if (specs.length === 0) return [];
  return parseLsFiles(runGit(root, ["ls-files", "-s", "-z", "--full-name", "--", ...specs]));
}
function indexSourceOf(root, entries) {
  return new GitTreeSource("index", "git index", root, entries, (oids) => catFileBatch(root, oids), new WorktreeSource(), worktreeBlobCopy);
}
function openRevisionSource(cwd, rev) {
  const root = sourceRoot(cwd);
  const tree = resolveTree(root, rev);
  const out = runGit(root, ["ls-tree", "-r", "-l", "-z", "--full-tree", tree]);
  const entries = IndexListing.fromLsTree(out) ?? parseLsTree(out);
  return new GitTreeSource("rev", `git revision ${rev}`, root, entries, (oids) => catFileBatch(root, oids), new WorktreeSource(), worktreeBlobCopy);
}
function resolveTree(root, rev) {
  try {
    return runGit(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{tree}`]).toString("utf8").trim();
  } catch {
    throw unknownRevision(root, rev);
  }
}
function unknownRevision(root, rev) {
  let shallow = false;
  try {
    shallow = runGit(root, ["rev-parse", "--is-shallow-repository"]).toString("utf8").trim() === "true";
  } catch {
  }
  if (!shallow) return new UsageError(`unknown git revision: ${rev}`);
  return new UsageError(
    `unknown git revision: ${rev}. This is a shallow clone, so the revision may exist but not be fetched: fetch more history (git fetch --deepen=50, or git fetch --unshallow; in GitHub Actions, actions/checkout with fetch-depth: 0) and run again.`
  );
}
function resolveCommit(root, rev) {
  try {
    return runGit(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]).toString("utf8").trim();
  } catch {
    throw unknownRevision(root, rev);
  }
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

export {
  compareBytes,
  byteLength,
  clean,
  join,
  dir,
  base,
  ext,
  isAbs,
  rel,
  isGoSpace,
  trimSpace,
  strictlyInside,
  UsageError,
  listDir,
  GitError,
  runGit,
  repoRoot,
  catFileBatch,
  WorktreeSource,
  indexLinks,
  GitTreeSource,
  sourceRoot,
  rootAsSeenFrom,
  sourceRootAndHead,
  conflictedPaths,
  conflictNotice,
  parseLsFiles,
  parseLsTree,
  openIndexSource,
  openSparseAwareWorktree,
  OverlaySource,
  indexEntriesAt,
  indexSourceOf,
  openRevisionSource,
  resolveTree,
  unknownRevision,
  resolveCommit,
  stagedChanges,
  committedChanges,
  parseRawDiff
};
