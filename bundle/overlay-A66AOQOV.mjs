import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);
import "./chunk-DTIDPYTN.mjs";

// src/source/overlay.ts
import { posix as path } from "node:path";
var OverlaySource = class {
  /** `abs`: the absolute path the content stands for; `content`: its bytes. */
  constructor(base, abs, content) {
    this.base = base;
    this.abs = abs;
    this.content = content;
    this.kind = base.kind;
    this.description = `${base.description}, with ${path.basename(abs)} from standard input`;
    this.dir = path.dirname(abs);
    this.name = path.basename(abs);
    if (base.gitIgnoredDirs !== void 0) this.gitIgnoredDirs = (b, dirs) => base.gitIgnoredDirs(b, dirs);
  }
  base;
  abs;
  content;
  kind;
  description;
  dir;
  name;
  /** `FileSource.gitIgnoredDirs` of `base`, when it has it. */
  gitIgnoredDirs;
  own() {
    return { kind: "file", size: this.content.length };
  }
  lstat(abs) {
    return abs === this.abs ? this.own() : this.base.lstat(abs);
  }
  stat(abs) {
    return abs === this.abs ? this.own() : this.base.stat(abs);
  }
  readdir(abs) {
    const list = this.base.readdir(abs);
    if (abs !== this.dir || list === null) return list;
    const rest = list.filter((e) => e.name !== this.name);
    rest.push({ name: this.name, kind: "file" });
    return rest.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
  }
  readFile(abs, maxBytes) {
    if (abs !== this.abs) return this.base.readFile(abs, maxBytes);
    const data = maxBytes !== void 0 && this.content.length > maxBytes ? this.content.subarray(0, maxBytes) : this.content;
    return { ok: true, data, size: this.content.length };
  }
  realpath(abs) {
    if (abs === this.abs) {
      const d = this.base.realpath(this.dir);
      return d === null ? null : path.join(d, this.name);
    }
    return this.base.realpath(abs);
  }
  readlink(abs) {
    return abs === this.abs ? null : this.base.readlink(abs);
  }
};
export {
  OverlaySource
};
