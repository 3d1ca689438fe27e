import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import {
  sortByNameBytes
} from "./chunk-IOCN4HMK.mjs";

// src/source/worktree.ts
import * as fs from "node:fs";
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
    for (let i = 0; i < entries.length; i++) {
      const d = entries[i];
      out[i] = { name: d.name, kind: d.isFile() ? "file" : d.isDirectory() ? "dir" : kindOf(d) };
    }
    return sortByNameBytes(out);
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
};

export {
  WorktreeSource
};
