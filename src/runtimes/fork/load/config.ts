/** The fork config loader's pipeline (docs/runtimes/fork.md §2.1): read, check, merge, environment, decode, validate; each step lives in its own `config-*.ts`. */
import type { ConfigModel } from '../model/config.js';
import type { LoadContext } from '../model/project.js';
import { fileSpan, type Node } from '../../../model/span.js';
import { DEFAULT_CONTEXT_PATHS, DEFAULT_DATA_DIRECTORY, DISCOVERY_DEFAULTS } from '../model/defaults.js';
import { isAbs, join, clean } from '../../../go/path.js';
import type { JsonDoc } from '../../../load/json-doc.js';
import { configValueSpans } from './config-positions.js';
import { SchemaValidator } from '../../../load/schema.js';
import { describeJsonProblem, globalSearchDirs, probe } from './config-locate.js';
import { dropEmptyObjects, entry, mergeOver, settled, type CNode } from './config-tree.js';
import { checkTypes, normalise, readConfigSchema, validateSchema } from './config-schema.js';
import { applyEnv } from './config-env.js';
import { decodeModel, validate } from './config-decode.js';
import { candidateIssues, emptyObject, readConfig, unreadConfigFiles, writtenAgentKeys, type ConfigFile } from './config-read.js';

/**
 * Locate, parse and merge `.opencode.json` (docs/runtimes/fork.md §2.1–§2.7, §8 U4, U10, U11, U18, U19, U26).
 *
 * - Project candidates in `ctx.cwd` (the twelve `.opencode.<ext>` then a bare `.opencode`), the
 *   first found parsed as strict JSON; the global file only with `ctx.withGlobal`.
 * - A project file that fails to parse is ignored (`ignored: true`, defaults apply) with a
 *   `parse-error`/`configIgnored` issue at the first error; a global one makes the load fatal.
 * - Keys are case-insensitive, dotted keys split, duplicates resolved (last wins), weak typing
 *   applied; `OPENCODE_*` overrides from `ctx.env`. A `workingDir` key replaces `ctx.W`.
 * - `fatal` is set when the runtime would refuse to start (§2.1 steps 3, 6, 10).
 *
 * Reads only through `ctx.source`; records every file in `ctx.documents`. Never throws.
 */
export function loadConfig(ctx: LoadContext): ConfigModel {
  const model = defaultConfig();
  const schema = readConfigSchema();
  const validator = new SchemaValidator();
  const fatals: string[] = [];

  // Global file (§2.1 step 3), with --with-global only.
  let global: ConfigFile | null = null;
  const projectProbe = probe(ctx, [clean(ctx.cwd)]);
  if (ctx.withGlobal) {
    const g = probe(ctx, globalSearchDirs(ctx));
    if (g.found) {
      candidateIssues(ctx, g.found.name, g.found.abs, g.shadowed);
      const read = readConfig(ctx, g.found.abs, true, fatals);
      if (read === 'unreadable' || 'unchecked' in read) {
        model.globalFile = g.found.abs;
        if (read !== 'unreadable') model.unchecked.push({ abs: g.found.abs, why: read.unchecked });
      } else {
        model.globalFile = g.found.abs;
        if (read.tree) global = read;
        else {
          const p = describeJsonProblem(read.doc)!;
          const msg = `failed to read config: While parsing config: ${p.detail}`;
          fatals.push(msg);
          ctx.issues.push({ rule: 'config-load-failure', messageId: 'globalParse', data: { detail: p.detail }, span: read.doc.lines.span(read.file, '', p.offset, p.offset + p.length) });
        }
      }
    }
  }

  // Project file (§2.1 step 4). The same file as the global one is read (and reported) once.
  let project: ConfigFile | null = null;
  let projectDoc: JsonDoc | null = null;
  const pf = projectProbe.found;
  if (pf && pf.abs !== model.globalFile) {
    candidateIssues(ctx, pf.name, pf.abs, []);
    model.file = pf.name;
    const read = readConfig(ctx, pf.abs, false, fatals);
    if (read === 'unreadable') model.ignored = true;
    else if ('unchecked' in read) model.unchecked.push({ abs: pf.abs, why: read.unchecked });
    else {
      projectDoc = read.doc;
      if (read.tree) project = read;
      else {
        model.ignored = true;
        const p = describeJsonProblem(read.doc)!;
        ctx.issues.push({ rule: 'parse-error', messageId: 'configIgnored', data: { detail: p.detail }, span: read.doc.lines.span(read.file, '', p.offset, p.offset + p.length) });
      }
    }
  } else if (pf) model.file = pf.name;
  unreadConfigFiles(ctx, pf?.name ?? null);

  // Per-file checks: key spelling, unknown keys, wd, agent keys.
  const agentKeys: Node<string>[] = [];
  for (const f of [global, project]) {
    if (!f?.tree) continue;
    validateSchema(validator, normalise(schema, f.tree, ctx.issues), fileSpan(f.file), ctx.issues, schema);
    const wd = entry(f.tree, 'wd');
    if (wd) ctx.issues.push({ rule: 'config-working-dir', messageId: 'wdIgnored', data: { key: wd.written.value }, span: wd.written.span });
    agentKeys.push(...writtenAgentKeys(f));
  }
  model.agentKeys = agentKeys;

  // Merge (§2.1 merge rules), then viper's view (nulls and empty objects vanish).
  const gTree = global?.tree ? dropEmptyObjects(global.tree) : null;
  const pTree = project?.tree ? dropEmptyObjects(project.tree) : null;
  const mergedRaw = mergeOver(gTree, pTree);
  let merged: CNode = (mergedRaw && settled(mergedRaw)) ?? emptyObject(project?.file ?? global?.file ?? '');

  // Environment overrides (§2.7).
  const envResult = applyEnv(ctx, schema, merged);
  merged = envResult.tree;
  model.envOverrides = envResult.overrides;

  // Weak typing; values that cannot be decoded make the load fail (§2.2, step 6).
  const failures = checkTypes(schema, merged, ctx.issues);
  for (const f of failures) {
    const msg = `failed to unmarshal config: ${f.message}`;
    fatals.push(msg);
    const ov = f.env ? model.envOverrides.find((o) => o.variable === f.env) : undefined;
    if (ov) ov.error = msg;
    else ctx.issues.push({ rule: 'config-load-failure', messageId: 'unmarshal', data: { detail: f.message }, span: f.span });
  }

  decodeModel(model, merged, global, ctx.issues);

  // Validation (§2.1 step 10, §2.5).
  for (const v of validate(merged)) {
    fatals.push(`config validation failed: ${v.message}`);
    ctx.issues.push({ rule: 'config-load-failure', messageId: 'validation', data: { detail: v.message }, span: v.span });
  }

  // workingDir replaces W (§2.2, U10); a relative value resolves against --cwd.
  if (model.workingDir) {
    const v = model.workingDir.value;
    ctx.W = v === '' ? clean(ctx.cwd) : isAbs(v) ? clean(v) : join(ctx.cwd, v);
  }
  model.valueSpans = configValueSpans(projectDoc);
  model.fatal = fatals[0] ?? null;
  return model;
}

/** The config model of a project without any config file: every runtime default (docs/runtimes/fork.md §2.3–§2.6). */
export function defaultConfig(): ConfigModel {
  return {
    file: null,
    ignored: false,
    globalFile: null,
    unchecked: [],
    contextPaths: [...DEFAULT_CONTEXT_PATHS],
    contextPathsOrigin: 'default',
    contextPathNodes: null,
    contextPathsSpan: null,
    discovery: { ...DISCOVERY_DEFAULTS, skipDirs: [] },
    discoverySpan: null,
    dataDirectory: DEFAULT_DATA_DIRECTORY,
    agentPaths: [],
    flowPaths: [],
    agents: [],
    workingDir: null,
    fatal: null,
    envOverrides: [],
    agentKeys: [],
  };
}

