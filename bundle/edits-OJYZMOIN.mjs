import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import "./chunk-DTIDPYTN.mjs";

// src/source/edits.ts
import { posix as path } from "node:path";
var byteOrder = (a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name));
var EditedSource = class {
  constructor(base, edits) {
    this.base = base;
    this.edits = edits;
    this.kind = base.kind;
    this.description = `${base.description}, with the fixes applied in memory`;
    if (base.notices) this.notices = base.notices;
    for (const [from, to] of edits.moves) {
      this.movedTo.set(to, from);
      const dir = path.dirname(to);
      if (base.stat(dir) === null) this.newDirs.add(dir);
    }
  }
  base;
  edits;
  kind;
  description;
  notices;
  /** New path → old path of each moved file. */
  movedTo = /* @__PURE__ */ new Map();
  /** Directories that exist only because a file was moved into them. */
  newDirs = /* @__PURE__ */ new Set();
  /** The base path that `abs` reads from, or `null` when `abs` was moved away. */
  origin(abs) {
    const from = this.movedTo.get(abs);
    if (from !== void 0) return from;
    return this.edits.moves.has(abs) ? null : abs;
  }
  statOf(abs, follow) {
    if (this.newDirs.has(abs)) return { kind: "dir", size: 0 };
    const o = this.origin(abs);
    if (o === null) return null;
    const st = follow ? this.base.stat(o) : this.base.lstat(o);
    const content = this.edits.files.get(abs);
    return st && content !== void 0 ? { ...st, size: content.length } : st;
  }
  lstat(abs) {
    return this.statOf(abs, false);
  }
  stat(abs) {
    return this.statOf(abs, true);
  }
  readdir(abs) {
    const list = this.newDirs.has(abs) ? [] : this.base.readdir(abs);
    if (list === null) return null;
    const out = list.filter((e) => !this.edits.moves.has(path.join(abs, e.name)));
    for (const to of this.movedTo.keys()) if (path.dirname(to) === abs && !out.some((e) => e.name === path.basename(to))) out.push({ name: path.basename(to), kind: "file" });
    for (const d of this.newDirs) if (path.dirname(d) === abs && !out.some((e) => e.name === path.basename(d))) out.push({ name: path.basename(d), kind: "dir" });
    return out.sort(byteOrder);
  }
  readFile(abs, maxBytes) {
    const o = this.origin(abs);
    if (o === null) return { ok: false, code: "ENOENT" };
    const content = this.edits.files.get(abs);
    if (content === void 0) return this.base.readFile(o, maxBytes);
    if (this.base.stat(o)?.kind !== "file") return { ok: false, code: "ENOTREG" };
    const data = maxBytes !== void 0 && content.length > maxBytes ? content.subarray(0, maxBytes) : content;
    return { ok: true, data, size: content.length };
  }
  realpath(abs) {
    if (this.newDirs.has(abs)) {
      const d2 = this.realpath(path.dirname(abs));
      return d2 === null ? null : path.join(d2, path.basename(abs));
    }
    const o = this.origin(abs);
    if (o === null) return null;
    if (o === abs) return this.base.realpath(abs);
    const d = this.realpath(path.dirname(abs));
    return d === null ? null : path.join(d, path.basename(abs));
  }
  readlink(abs) {
    const o = this.origin(abs);
    return o === null ? null : this.base.readlink(o);
  }
};
export {
  EditedSource
};
