/**
 * Flow discovery and loading (docs/runtimes/fork.md §4): scan the project, global and `flowPaths`
 * directories in order, parse each file (§4.2), keep the first file with an ID that loads (§4.1, U21),
 * and build the flow models with their effective step context after template merge (§4.5).
 * Never throws: failures become `FlowFile.status = 'failed'` plus a load issue at the offending node.
 */
import type { ConfigModel } from '../model/config.js';
import type { ContextSpec } from '../model/context.js';
import { DEFAULT_STEP_AGENT } from '../model/defaults.js';
import type { FlowFile, FlowModel, StepModel } from '../model/flows.js';
import type { LoadContext, LoadIssue } from '../model/project.js';
import type { Node, Span } from '../../../model/span.js';
import { base, clean, dir as goDir, isAbs, join } from '../../../go/path.js';
import type { DItem, DStruct } from './flow-decode.js';
import { validateFlowID } from './flow-id.js';
import { blocksInheritance, mixedRevisions, multipleRulesTarget, schemaIssues } from './flow-lint.js';
import { effSpan, nodeSpan, stepId, stepIdSpan, type MergedStep } from './flow-step.js';
import { parseFlowFile, type ParsedFlow } from './flow-parse.js';
import { maxFlowFileSize } from './flow-size.js';
import type { TemplateEnv } from './flow-templates.js';
import { SchemaValidator } from '../../../load/schema.js';

/** A 1:1 span at the start of a file (for file-wide findings that still need a position). */
function startSpan(file: string): Span {
  return { file, pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}

interface Scanned {
  parsed: ParsedFlow;
  scope: FlowFile['scope'];
  /** Namespaced ID for `flowPaths`, else the file ID. */
  id: string;
  /** Namespaced-ID failure (`invalid flow name: …`), for `flowPaths` only. */
  nsError: string | null;
}

/** `scanFlowDirectory`: non-recursive, byte order, `.yaml`/`.yml` (case-sensitive), skipping directory entries. */
function scanDir(ctx: LoadContext, tenv: TemplateEnv, limit: number, dirAbs: string): ParsedFlow[] {
  if (ctx.source.stat(dirAbs) === null) return [];
  const entries = ctx.source.readdir(dirAbs);
  if (entries === null) return [];
  const out: ParsedFlow[] = [];
  for (const e of entries) {
    if (e.kind === 'dir') continue;
    if (!e.name.endsWith('.yaml') && !e.name.endsWith('.yml')) continue;
    out.push(parseFlowFile(ctx, tenv, join(dirAbs, e.name), limit));
  }
  return out;
}

/** Effective `context` of a merged step as a `ContextSpec`, with spans in the file that declared it. */
function contextSpec(m: MergedStep): { spec: ContextSpec | null; from: StepModel['contextFrom'] } {
  const e = m.eff.get('context');
  const c = e?.value as DStruct | undefined;
  if (!e || !c) return { spec: null, from: null };
  const pathsKv = c.keys.get('paths');
  const paths = c.f['paths'] as DItem<string>[] | undefined;
  const modeKv = c.keys.get('mode');
  const nestedKv = c.keys.get('nested');
  const spec: ContextSpec = {
    span: nodeSpan(c, c.node),
    paths: paths === undefined ? null : paths.map((p) => ({ value: p.value, span: nodeSpan(c, p.node) })),
    pathsSpan: pathsKv ? nodeSpan(c, pathsKv.value ?? pathsKv.key) : null,
    mode: modeKv ? { value: (c.f['mode'] as string | undefined) ?? '', span: nodeSpan(c, modeKv.value ?? modeKv.key) } : null,
    nested: nestedKv && typeof c.f['nested'] === 'boolean' ? { value: c.f['nested'] as boolean, span: nodeSpan(c, nestedKv.value ?? nestedKv.key) } : null,
    unknownKeys: [...c.keys.entries()].filter(([k]) => k !== 'paths' && k !== 'mode' && k !== 'nested').map(([k, kv]) => ({ value: k, span: nodeSpan(c, kv.key) })),
  };
  const from: StepModel['contextFrom'] = e.from.kind === 'step' ? { kind: 'step' } : { kind: 'template', template: e.from.template, file: e.from.file };
  return { spec, from };
}

function stepModel(m: MergedStep): StepModel {
  const agentEff = m.eff.get('agent');
  const agent = (agentEff?.value as string | undefined) ?? '';
  const agentNode: Node<string> | null = agentEff ? { value: agent, span: effSpan(m, 'agent') } : null;
  const { spec, from } = contextSpec(m);
  return {
    id: stepId(m),
    idSpan: stepIdSpan(m),
    span: nodeSpan(m.s, m.s.node),
    agent: agent === '' ? DEFAULT_STEP_AGENT : agent,
    agentNode,
    context: spec,
    contextFrom: from,
  };
}

/** Resolve a `flowPaths` entry: `~/` with a known home, relative → joined to W, then cleaned (§4.1). */
export function resolveFlowPath(W: string, home: string | null, entry: string): string {
  let expanded = entry;
  if (entry.startsWith('~/') && home) expanded = join(home, entry.slice(2));
  const resolved = isAbs(expanded) ? expanded : join(W, expanded);
  return clean(resolved === '' ? '.' : resolved);
}

/** Scan and load flows (docs/runtimes/fork.md §4). Never throws. */
export function loadFlows(ctx: LoadContext, config: ConfigModel): { flows: Map<string, FlowModel>; files: FlowFile[] } {
  const size = maxFlowFileSize(ctx.env);
  const tenv: TemplateEnv = { limit: size.limit, cache: new Map() };
  const scanned: Scanned[] = [];
  const add = (list: ParsedFlow[], scope: FlowFile['scope']): void => {
    for (const parsed of list) scanned.push({ parsed, scope, id: parsed.id, nsError: null });
  };

  add(scanDir(ctx, tenv, size.limit, join(ctx.W, '.opencode', 'flows')), 'project');
  add(scanDir(ctx, tenv, size.limit, join(ctx.W, '.agents', 'flows')), 'project');
  if (ctx.withGlobal && ctx.home) {
    add(scanDir(ctx, tenv, size.limit, join(ctx.home, '.config', 'opencode', 'flows')), 'global');
    add(scanDir(ctx, tenv, size.limit, join(ctx.home, '.agents', 'flows')), 'global');
  }
  for (const entry of config.flowPaths) {
    const resolved = resolveFlowPath(ctx.W, ctx.home, entry.value);
    if (ctx.source.stat(resolved)?.kind !== 'dir') {
      ctx.issues.push({ rule: 'flow-invalid', messageId: 'flowPathMissing', data: { path: resolved }, span: entry.span });
      continue;
    }
    const namespace = base(goDir(resolved));
    for (const parsed of scanDir(ctx, tenv, size.limit, resolved)) {
      const nsID = namespace + '/' + parsed.id;
      const nsError = parsed.error ? null : validateFlowID(nsID);
      scanned.push({ parsed, scope: 'flowPaths', id: nsID, nsError });
    }
  }

  const files: FlowFile[] = [];
  const flows = new Map<string, FlowModel>();
  const owners = new Map<string, { file: FlowFile; parsed: ParsedFlow }>();
  const issues: LoadIssue[] = [];
  const validator = new SchemaValidator();

  for (const s of scanned) {
    const p = s.parsed;
    const error = p.error ?? (s.nsError ? { message: s.nsError, span: startSpan(p.file), parse: false } : null);
    const ff: FlowFile = { file: p.file, abs: p.abs, scope: s.scope, id: s.id, status: 'loaded', error: null, shadowedBy: null };
    files.push(ff);
    if (error) {
      ff.status = 'failed';
      ff.error = { message: error.message, span: error.span };
      issues.push(
        error.unchecked
          ? { rule: 'parse-error', messageId: 'unreadable', data: { what: p.file, detail: error.message }, span: error.span }
          : error.parse
          ? { rule: 'parse-error', messageId: 'flowRejected', data: { detail: error.message }, span: error.span }
          : {
              rule: 'flow-invalid',
              messageId: s.nsError ? 'namespacedId' : 'wouldNotLoad',
              data: { detail: error.message },
              span: error.span,
              ...(error.hint ? { hint: error.hint } : {}),
            },
      );
    } else {
      const owner = owners.get(s.id);
      if (owner) {
        ff.status = 'shadowed';
        ff.shadowedBy = owner.file.file;
        issues.push({
          rule: 'flow-id-shadowed',
          messageId: s.scope === 'global' && owner.file.scope === 'project' ? 'globalShadowed' : 'duplicate',
          data: { id: s.id, owner: owner.file.file },
          span: startSpan(p.file),
        });
        if (owner.parsed.disabled && owner.parsed.top) {
          const kv = owner.parsed.top.keys.get('disabled');
          issues.push({
            rule: 'flow-disabled-shadows',
            messageId: 'shadows',
            data: { id: s.id, other: p.file },
            span: nodeSpan(owner.parsed.top, kv?.key ?? null),
          });
        }
      } else {
        owners.set(s.id, { file: ff, parsed: p });
        flows.set(s.id, { id: s.id, file: p.file, disabled: p.disabled, steps: p.steps.map(stepModel) });
      }
      issues.push(...blocksInheritance(p), ...multipleRulesTarget(p));
    }
    if (p.y && p.top) {
      issues.push(...mixedRevisions(p));
      const failed = error !== null;
      issues.push(...schemaIssues(validator, 'flow', p.y, (ptr, kind) => (failed && kind !== 'unknown-key') || ptr.startsWith('/flow/session/')));
    }
  }

  // U21: a broken file whose ID another file serves.
  for (const ff of files) {
    if (ff.status !== 'failed') continue;
    const owner = owners.get(ff.id);
    if (owner) issues.push({ rule: 'flow-id-shadowed', messageId: 'brokenServedByOther', data: { id: ff.id, other: owner.file.file }, span: startSpan(ff.file) });
  }

  // Template files: schema checks below the template level (template-level keys fail the load instead).
  const seen = new Set<string>();
  for (const tf of tenv.cache.values()) {
    const first = tf.templates.values().next().value;
    if (tf.error || !first || seen.has(first.abs)) continue;
    seen.add(first.abs);
    issues.push(...schemaIssues(validator, 'flow-template', first.step.doc, (ptr) => ptr.split('/').length <= 3));
  }

  ctx.issues.push(...issues);
  return { flows, files };
}
