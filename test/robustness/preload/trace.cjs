// Test preload (`node --require trace.cjs`): records what the ctxlens CLI does to the outside world
// and writes it as JSON to the file named by CTXLENS_TRACE when the process exits.
// - every path opened through node:fs (openSync, readFileSync, open, createReadStream), the
//   bytes read from it through readSync in total (`bytes`) and through one open (`maxRead`);
// - every child process started (command and arguments);
// - every outgoing socket connection or DNS lookup, which also throws (no network, ever).
// Builtin ESM bindings are re-synchronised so `import * as fs from 'node:fs'` sees the wrappers.
'use strict';
const fs = require('node:fs');
const net = require('node:net');
const dns = require('node:dns');
const cp = require('node:child_process');
const { syncBuiltinESMExports } = require('node:module');

const out = process.env.CTXLENS_TRACE;
const trace = { opens: [], bytes: {}, maxRead: {}, spawns: [], network: [] };
const fdBytes = new Map();
const fdPath = new Map();
const str = (p) => (typeof p === 'string' ? p : Buffer.isBuffer(p) ? p.toString() : p instanceof URL ? p.pathname : String(p));

const openSync = fs.openSync;
fs.openSync = function (p, ...rest) {
  const fd = openSync.call(this, p, ...rest);
  trace.opens.push(str(p));
  fdPath.set(fd, str(p));
  fdBytes.set(fd, 0);
  return fd;
};
const open = fs.open;
fs.open = function (p, ...rest) {
  trace.opens.push(str(p));
  return open.call(this, p, ...rest);
};
const readSync = fs.readSync;
fs.readSync = function (fd, ...rest) {
  const n = readSync.call(this, fd, ...rest);
  const p = fdPath.get(fd) ?? `fd:${fd}`;
  trace.bytes[p] = (trace.bytes[p] ?? 0) + n;
  const got = (fdBytes.get(fd) ?? 0) + n;
  fdBytes.set(fd, got);
  trace.maxRead[p] = Math.max(trace.maxRead[p] ?? 0, got);
  return n;
};
const readFileSync = fs.readFileSync;
fs.readFileSync = function (p, ...rest) {
  const data = readFileSync.call(this, p, ...rest);
  if (typeof p !== 'number') {
    trace.opens.push(str(p));
    trace.bytes[str(p)] = (trace.bytes[str(p)] ?? 0) + data.length;
    trace.maxRead[str(p)] = Math.max(trace.maxRead[str(p)] ?? 0, data.length);
  }
  return data;
};
const createReadStream = fs.createReadStream;
fs.createReadStream = function (p, ...rest) {
  trace.opens.push(str(p));
  return createReadStream.call(this, p, ...rest);
};

for (const name of ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork']) {
  const orig = cp[name];
  cp[name] = function (cmd, args, ...rest) {
    trace.spawns.push([String(cmd), Array.isArray(args) ? args.map(String) : []]);
    return orig.call(this, cmd, args, ...rest);
  };
}

const refuse = (what) => {
  trace.network.push(what);
  throw new Error(`trace.cjs: network access refused (${what})`);
};
net.Socket.prototype.connect = function (...a) {
  refuse(`connect ${JSON.stringify(a[0] && typeof a[0] === 'object' ? { host: a[0].host, port: a[0].port, path: a[0].path } : a[0])}`);
};
dns.lookup = (h) => refuse(`dns.lookup ${h}`);
dns.promises.lookup = async (h) => refuse(`dns.promises.lookup ${h}`);
if (typeof globalThis.fetch === 'function') globalThis.fetch = async (u) => refuse(`fetch ${String(u)}`);
syncBuiltinESMExports();

process.on('exit', () => {
  if (out) fs.writeFileSync(out, JSON.stringify(trace));
});
