/**
 * Scoped context resolution of one target (docs/runtimes/fork.md §5): layer composition (§5.3),
 * token expansion (§5.4), containment (§5.5), walking, dedupe, reading and rendering (§5.6).
 */
import type { ContextSpec, LayerName } from '../model/context.js';
import { isDeclared, normaliseMode } from '../model/context.js';
import type { ProjectModel } from '../model/project.js';
import type { Node } from '../../../model/span.js';
import type { ReadErrorCode } from '../../../source/types.js';
import { checkContainment } from './containment.js';
import { clean, compareBytes, join, rel, strictlyInside } from '../../../go/path.js';
import { ReadCache } from './read-cache.js';
import type { ResolvedTarget } from './target.js';
import { expandTokens, type TokenVars } from './tokens.js';
import type { CandidateTrace, DedupeCollision, EntryTrace, Resolution, ResolvedFile, SkipReason } from './types.js';

/** One participating layer before resolution. */
export interface LayerPlan {
  name: LayerName;
  mode: 'replace' | 'append';
  rawMode: string | null;
  declared: boolean;
  /** Scoped layers (agent, step) are token-expanded and containment-checked; the global layer is not (§5.3). */
  scoped: boolean;
  entries: { raw: string; node: Node<string> | null }[];
  /** The `context` object of a scoped layer. */
  spec: ContextSpec | null;
}

/**
 * Go `strings.ToLower`: lower-case each code point on its own (no final-sigma context;
 * U+0130 becomes `i`), as the resolver's dedupe key does (docs/runtimes/fork.md §5.6).
 */
export function goToLower(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  let out = '';
  for (const ch of s) out += ch === '\u0130' ? 'i' : ch.toLowerCase();
  return out;
}

/**
 * The layers that participate for a target, in output order global → agent → step
 * (docs/runtimes/fork.md §5.3): collect step, then agent (unless a replace stopped), then global
 * (unless a replace stopped), and reverse. Only declared scoped layers take part.
 */
export function planLayers(model: ProjectModel, rt: ResolvedTarget): LayerPlan[] {
  const collected: LayerPlan[] = [];
  const scoped = (name: 'agent' | 'step', spec: ContextSpec | null | undefined): boolean => {
    if (!isDeclared(spec)) return false;
    const rawMode = spec.mode?.value ?? null;
    const { mode } = normaliseMode(rawMode);
    collected.push({ name, mode, rawMode, declared: true, scoped: true, entries: spec.paths.map((n) => ({ raw: n.value, node: n })), spec });
    return mode === 'replace';
  };
  let stopped = scoped('step', rt.step?.context);
  if (!stopped) stopped = scoped('agent', rt.agent?.context);
  if (!stopped) {
    const nodes = model.config.contextPathNodes;
    collected.push({
      name: 'global',
      mode: 'append',
      rawMode: null,
      declared: true,
      scoped: false,
      entries: model.config.contextPaths.map((raw, i) => ({ raw, node: nodes?.[i] ?? null })),
      spec: null,
    });
  }
  return collected.reverse();
}

/** The skip reason for a failed read. */
/** `child` lies below `parent` (clean absolute paths); W = `/` contains every other absolute path. */
function below(parent: string, child: string): boolean {
  return parent === '/' ? child.startsWith('/') && child !== '/' : strictlyInside(parent, child);
}

/**
 * Record where an entry's joined path really leads (`rootReal`, `rootOutside`) and, when it leaves
 * W through a symlink inside W, that link (`escapeLink`): the first component of `joined` below W
 * whose symlink-resolved path lies outside the resolved W.
 */
function escapeFacts(trace: EntryTrace, cache: ReadCache, W: string, wReal: string): void {
  const joined = trace.joined;
  if (joined === null) return;
  const real = cache.realpath(joined);
  trace.rootReal = real;
  trace.rootOutside = !below(W, joined) || (real !== null && !below(wReal, real));
  trace.escapeLink = null;
  if (!trace.rootOutside || !below(W, joined)) return;
  const parts = joined.slice(W === '/' ? 1 : W.length + 1).split('/');
  let cur = W;
  for (const part of parts) {
    cur = cur === '/' ? '/' + part : cur + '/' + part;
    if (cache.lstat(cur)?.kind !== 'symlink') continue;
    const r = cache.realpath(cur);
    if (r !== null && !below(wReal, r)) {
      trace.escapeLink = cur;
      trace.escapeLinkReal = r;
      return;
    }
  }
}

function readSkip(code: ReadErrorCode): SkipReason {
  if (code === 'ENOENT') return 'missing';
  if (code === 'EISDIR') return 'is-directory';
  if (code === 'ENOTREG') return 'not-regular';
  if (code === 'EFBIG') return 'too-large';
  return 'unreadable';
}

interface Claim {
  abs: string;
  layer: LayerName;
  entry: EntryTrace;
}


/** Facts about one candidate path that do not depend on the target (memoised per run). */
interface CandidateFacts {
  realPath: string | null;
  key: string;
  kind: CandidateTrace['kind'];
  outsideW: boolean;
  rel: string;
}

/** What resolving some layers produced, plus the dedupe keys claimed so far. */
interface LayersOutcome {
  entries: EntryTrace[];
  collisions: DedupeCollision[];
  /** In rendered order. */
  files: ResolvedFile[];
  processed: Map<string, Claim>;
}

/** The target-independent part of a resolution, shared by every target with the same layers. */
interface ResolutionCore {
  layers: Resolution['layers'];
  files: ResolvedFile[];
  entries: EntryTrace[];
  collisions: DedupeCollision[];
  raw: Buffer | null;
}

/** A stable key for an entry's node. */
function nodeKey(node: Node<string> | null): string | null {
  return node ? `${node.span.file}:${node.span.start.line}:${node.span.start.column}:${node.span.pointer}` : null;
}

/**
 * The rendered block of a resolution (docs/runtimes/fork.md §5.6): each file as
 * `"# From:" + path + "\n" + content`, joined with `"\n"`. Files within a layer and non-empty
 * layers are both joined with a single `"\n"`, so this is one join over the files in order.
 */
/**
 * The length in bytes of `renderFiles(files)`, without building it and without reading any file
 * (a context file may be hundreds of MiB): each file counts its `bytes`, the size it was opened with.
 */
export function renderedFilesLength(files: readonly ResolvedFile[]): number {
  let n = 0;
  for (const f of files) n += (n > 0 ? 1 : 0) + Buffer.byteLength('# From:' + f.abs + '\n', 'utf8') + f.bytes;
  return n;
}

export function renderFiles(files: readonly ResolvedFile[]): Buffer {
  return Buffer.concat(renderFileChunks(files));
}

/** `renderFiles` as the list of pieces it concatenates (file contents not copied). */
export function renderFileChunks(files: readonly ResolvedFile[]): Buffer[] {
  const parts: Buffer[] = [];
  for (const f of files) {
    if (parts.length > 0) parts.push(Buffer.from('\n'));
    parts.push(Buffer.from('# From:' + f.abs + '\n', 'utf8'), f.content);
  }
  return parts;
}

/**
 * Resolve the context of one target (docs/runtimes/fork.md §5).
 *
 * Deterministic where the runtime races (§8 U5): a layer's entries are processed in declared
 * order and a walk's candidates in walk order; the first candidate to claim a lower-cased
 * dedupe key wins even when it is missing or unreadable; then each layer is sorted by path in
 * byte order. Every collision is recorded in `collisions`. Non-regular files claim their key and
 * are never opened (U25). Never throws for bad input.
 *
 * `cache` is the run's memo (a fresh one is made otherwise): files are read once per run, the
 * global layer is resolved once per run, and targets whose layers are identical (same entries at
 * the same nodes, same token values) share one resolution — like the runtime's own memo (§5.6).
 * The returned arrays are shared between such targets and must not be mutated. `text` and `raw`
 * are computed on first access.
 */
export function resolveContext(model: ProjectModel, rt: ResolvedTarget, cache: ReadCache = new ReadCache(model.source)): Resolution {
  const vars: TokenVars = { agent: rt.target.agentId, flowId: rt.target.flowId ?? '', flowStep: rt.target.stepId ?? '', env: model.env };
  const plans = planLayers(model, rt);
  const usesTokens = plans.some((p) => p.scoped && p.entries.some((e) => e.raw.includes('${')));
  const key = JSON.stringify([
    model.W,
    usesTokens ? [vars.agent, vars.flowId, vars.flowStep] : null,
    plans.map((p) => [p.name, p.mode, p.rawMode, p.scoped, p.entries.map((e) => [e.raw, nodeKey(e.node)])]),
  ]);
  const core = cache.memo('resolution', key, (): ResolutionCore => {
    const out = resolveLayers(model, plans, vars, cache);
    return {
      layers: plans.map((p) => ({ name: p.name, mode: p.mode, rawMode: p.rawMode, declared: p.declared })),
      files: out.files,
      entries: out.entries,
      collisions: out.collisions,
      raw: null,
    };
  });
  const raw = (): Buffer => (core.raw ??= renderFiles(core.files));
  let text: string | null = null;
  return {
    target: rt.target,
    layers: core.layers,
    files: core.files,
    entries: core.entries,
    collisions: core.collisions,
    get text(): string {
      return (text ??= raw().toString('utf8'));
    },
    get raw(): Buffer {
      return raw();
    },
  };
}

/** Resolve the planned layers in order (§5.4–§5.6). A leading global layer is resolved once per run. */
function resolveLayers(model: ProjectModel, plans: LayerPlan[], vars: TokenVars, cache: ReadCache): LayersOutcome {
  let rest = plans;
  let start: LayersOutcome = { entries: [], collisions: [], files: [], processed: new Map() };
  if (plans[0]?.name === 'global') {
    const g = plans[0];
    const gKey = JSON.stringify([model.W, g.entries.map((e) => [e.raw, nodeKey(e.node)])]);
    start = cache.memo('global-layer', gKey, () => resolveLayer(model, g, vars, cache, { entries: [], collisions: [], files: [], processed: new Map() }));
    rest = plans.slice(1);
  }
  let acc: LayersOutcome = { entries: [...start.entries], collisions: [...start.collisions], files: [...start.files], processed: new Map(start.processed) };
  for (const plan of rest) acc = resolveLayer(model, plan, vars, cache, acc);
  return acc;
}

/** Resolve one layer on top of `acc` (whose arrays and map it extends in place and returns). */
function resolveLayer(model: ProjectModel, plan: LayerPlan, vars: TokenVars, cache: ReadCache, acc: LayersOutcome): LayersOutcome {
  const W = clean(model.W);
  const wReal = cache.realpath(W) ?? W;
  const { processed, entries, collisions } = acc;
  const exists = (abs: string): boolean => cache.stat(abs) !== null;
  const factsOf = (abs: string): CandidateFacts =>
    cache.memo('candidate:' + W, abs, () => {
      const realPath = cache.realpath(abs);
      return {
        realPath,
        key: goToLower(realPath ?? abs),
        kind: cache.lstat(abs)?.kind ?? null,
        outsideW: realPath !== null ? !strictlyInside(wReal, realPath) : !strictlyInside(W, abs),
        rel: rel(W, abs) ?? abs,
      };
    });
  const rendered: ResolvedFile[] = [];

  /** Claim, then read, one candidate. */
  const candidate = (trace: EntryTrace, abs: string, rootSymlinkDir = false): void => {
    const facts = factsOf(abs);
    const { realPath, key, kind, outsideW } = facts;
    const cand: CandidateTrace = { abs, key, realPath, kind, skip: null, outsideW };
    trace.candidates!.push(cand);
    const prior = processed.get(key);
    if (prior) {
      cand.skip = 'duplicate';
      collisions.push({
        key,
        winner: { abs: prior.abs, layer: prior.layer, entry: prior.entry, exists: exists(prior.abs) },
        loser: { abs, layer: plan.name, entry: trace, exists: exists(abs) },
        race: prior.layer === plan.name && prior.entry !== trace,
        samePath: prior.abs === abs,
      });
      return;
    }
    processed.set(key, { abs, layer: plan.name, entry: trace });
    // Opened, not read: the bytes are read when something needs them (render, tokens), so a run
    // that needs only sizes never holds a context file in memory.
    const r = cache.probe(abs);
    if (!r.ok) {
      cand.skip = rootSymlinkDir && r.code === 'EISDIR' ? 'symlink-dir-root' : readSkip(r.code);
      if (cand.skip === 'not-regular') cand.statKind = cache.stat(abs)?.kind ?? null;
      return;
    }
    trace.files.push(abs);
    rendered.push({
      abs,
      rel: facts.rel,
      layer: plan.name,
      bytes: r.size,
      get content(): Buffer {
        return cache.content(abs);
      },
      entry: trace,
      realPath,
      outsideW,
    });
  };

  /** Go `filepath.WalkDir` below a directory root; returns false when a walk error stopped it. */
  const walk = (trace: EntryTrace, d: string): boolean => {
    const list = cache.readdir(d);
    if (list === null) {
      trace.detail = `cannot read directory ${d}`;
      return false;
    }
    const prefix = d === '/' ? '/' : d + '/';
    for (const e of list) {
      const p = prefix + e.name;
      if (e.kind === 'dir') {
        if (!walk(trace, p)) return false;
      } else candidate(trace, p);
    }
    return true;
  };

  for (const { raw, node } of plan.entries) {
    const trace: EntryTrace = { layer: plan.name, raw, node, expanded: null, joined: null, tokens: [], skip: null, detail: null, files: [], candidates: [] };
    entries.push(trace);
    let text = raw;
    if (plan.scoped) {
      const exp = expandTokens(raw, vars);
      trace.tokens = exp.uses.map((u) => u.name);
      if (!exp.ok) {
        trace.skip = exp.reason;
        trace.detail = exp.token;
        continue;
      }
      text = exp.value;
      const cont = checkContainment(cache, W, text);
      trace.expanded = text;
      trace.joined = cont.joined;
      if (cont.reRooted) trace.reRooted = true;
      if (!cont.ok) {
        trace.skip = 'escapes';
        trace.detail = cont.why === 'symlink' ? cont.compared : cont.why;
        escapeFacts(trace, cache, W, wReal);
        continue;
      }
    } else {
      trace.expanded = raw;
      trace.joined = join(W, raw);
    }
    const abs = trace.joined;
    escapeFacts(trace, cache, W, wReal);
    if (text.endsWith('/')) {
      const st = cache.lstat(abs);
      if (st === null) {
        trace.skip = 'missing';
        continue;
      }
      if (st.kind !== 'dir') {
        candidate(trace, abs, st.kind === 'symlink');
      } else {
        const complete = walk(trace, abs);
        if (trace.candidates!.length === 0) trace.skip = complete ? 'empty-dir' : 'unreadable';
      }
    } else {
      candidate(trace, abs);
    }
    if (trace.files.length === 0 && trace.skip === null) {
      const cands = trace.candidates!;
      const firstReal = cands.find((c) => c.skip !== 'duplicate' && c.skip !== null);
      trace.skip = firstReal?.skip ?? (cands.length > 0 ? 'duplicate' : 'missing');
    }
  }

  rendered.sort((a, b) => compareBytes(a.abs, b.abs));
  acc.files.push(...rendered);
  return acc;
}

/**
 * Context files a resolution left out for their size (skip `too-large`: over
 * `MAX_SIMULATED_FILE_BYTES` bytes, which the runtime would append whole; docs/runtimes/fork.md
 * §5.6), named entries and walked candidates, absolute, in entry order without repeats.
 */
export function oversizedFiles(res: Resolution): string[] {
  const out = new Set<string>();
  for (const e of res.entries) {
    if (e.skip === 'too-large' && e.joined !== null) out.add(e.joined);
    for (const c of e.candidates ?? []) if (c.skip === 'too-large') out.add(c.abs);
  }
  return [...out];
}
