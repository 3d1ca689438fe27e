import { createRequire as __ctxlensRequire } from 'node:module';
const __ctxlensReq = __ctxlensRequire(import.meta.url);
const require = Object.assign((id) => { if (id === 'esprima') throw new Error('esprima is not part of ctxlens'); return __ctxlensReq(id); }, __ctxlensReq);

// src/errors.ts
var UsageError = class extends Error {
};
var RefusalError = class extends Error {
};

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

export {
  compareBytes,
  sortByNameBytes,
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
  RefusalError
};
