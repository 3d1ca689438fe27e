/**
 * `--runtime opencode-v2` for `render`, `touch`, `resolve`, `audit`, and the migration report
 * `diff --runtime opencode --against opencode-v2` (docs/runtimes/opencode-v2.md §8).
 *
 * `render` and `touch` keep stdout to the contract (exact bytes; one JSON object per call) and
 * say "V2, from the documentation" on stderr; `resolve`, `audit` and `diff` say it in their output.
 */
import * as nodePath from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { RefusalError, UsageError } from '../errors.js';
import { formatMigration } from '../report/opencode-v2-migration.js';
import { neutralise, safeJson } from '../report/neutralise.js';
import { explicitEnvNames, openSource, readArgFile, simulatedEnv } from '../run/source.js';
import { DEFAULT_V2_OPTIONS, V2_BASIS, type V2Env, type V2Options } from '../runtimes/opencode-v2/model/types.js';
import { V2Disclosure } from '../runtimes/opencode-v2/sim/disclosure.js';
import { migrationReport } from '../runtimes/opencode-v2/sim/migration.js';
import { loadV2, type V2Model } from '../runtimes/opencode-v2/sim/model.js';
import type { FileSource } from '../source/types.js';
import { single } from './common.js';
import { displayDir } from './lint-runs.js';
import { parseCalls } from './touch.js';

interface V2Args {
  cwd: string;
  env: string[];
  withGlobal: boolean;
  staged: boolean;
  rev?: string;
  runtime: string;
  agent?: string;
  'v2-walk-stop': 'home' | 'root';
  'v2-claude-fallback': boolean;
  'v2-instructions': 'inert' | 'resolve';
}

function withV2Options<T>(y: Argv<T>, runtimes: readonly string[]) {
  return y
    .option('runtime', { type: 'string', choices: runtimes as string[], demandOption: true, describe: 'runtime model' })
    .option('cwd', { type: 'string', default: process.cwd(), describe: 'the Location (working directory)', coerce: (p: string | string[]) => nodePath.resolve(single('cwd', p)) })
    .option('env', { type: 'string', array: true, default: [] as string[], describe: 'NAME=VALUE of the simulated environment; repeatable' })
    .option('with-global', { type: 'boolean', default: false, describe: 'also read the user-level files (global config directory, ~/.claude)' })
    .option('staged', { type: 'boolean', default: false, describe: 'read the git index instead of the working tree' })
    .option('rev', { type: 'string', describe: 'read a git revision instead of the working tree' })
    .option('v2-walk-stop', { choices: ['home', 'root'] as const, default: DEFAULT_V2_OPTIONS.walkStop, describe: 'R1: where the AGENTS.md walk stops (home: docs and later revisions; root: earlier revision)' })
    .option('v2-claude-fallback', { type: 'boolean', default: DEFAULT_V2_OPTIONS.claudeFallback, describe: 'R2: apply the documented CLAUDE.md fallback' })
    .option('v2-instructions', { choices: ['inert', 'resolve'] as const, default: DEFAULT_V2_OPTIONS.instructionsKey, describe: 'R3: the "instructions" key is inert (docs) or resolved (plain paths)' });
}

function optionsOf(a: V2Args): V2Options {
  return { walkStop: a['v2-walk-stop'], claudeFallback: a['v2-claude-fallback'], instructionsKey: a['v2-instructions'] };
}

async function open(a: V2Args): Promise<{ source: FileSource; env: V2Env }> {
  const vars = simulatedEnv(a.env);
  const source = await openSource({ cwd: a.cwd, staged: a.staged, ...(a.rev !== undefined ? { rev: a.rev } : {}) });
  if (source.kind === 'worktree' && source.stat(a.cwd)?.kind !== 'dir') throw new UsageError(`not a directory: ${a.cwd}`);
  return { source, env: { location: a.cwd, vars, withGlobal: a.withGlobal, explicit: explicitEnvNames(a.env) } };
}

/** Load the model and check `--agent` against the V2 agents (an unknown or disabled agent is refused, exit 1). */
async function model(a: V2Args): Promise<{ source: FileSource; m: V2Model }> {
  const { source, env } = await open(a);
  const m = loadV2(source, env, optionsOf(a));
  if (a.agent !== undefined) {
    const agent = m.agents.find((x) => x.id === a.agent && x.format !== 'skipped');
    if (agent === undefined || agent.disabled) {
      const renamed = m.agents.find((x) => x.v1Id === a.agent && x.id !== a.agent);
      throw new RefusalError(
        `opencode-v2 (${V2_BASIS}): no agent "${a.agent}"` + (renamed !== undefined ? `; V2 calls the agent V1 named "${a.agent}" "${renamed.id}" (IDs come from the path)` : ''),
      );
    }
  }
  return { source, m };
}

function basisNote(): void {
  process.stderr.write(`ctxlens: opencode-v2 is modelled ${V2_BASIS} (docs/runtimes/opencode-v2.md); no published CLI runs V2 yet\n`);
}

function write(out: string | Buffer): Promise<void> {
  return new Promise<void>((resolve, reject) => process.stdout.write(out, (e) => (e ? reject(e) : resolve())));
}

const v2Render: CommandModule<object, V2Args> = {
  command: 'render',
  describe: 'print the V2 instruction baseline of the Location, byte for byte (V2, from the documentation)',
  builder: (y) => withV2Options(y, ['opencode-v2']).option('agent', { type: 'string', describe: 'agent ID (V2 instructions do not depend on it; checked to exist)' }) as unknown as Argv<V2Args>,
  handler: async (a) => {
    const { m } = await model(a);
    basisNote();
    if (m.rendered !== '') await write(Buffer.from(m.rendered, 'utf8'));
  },
};

const v2Touch: CommandModule<object, V2Args & { calls: string }> = {
  command: 'touch',
  describe: 'simulate reads and print the synthetic instruction message each one adds (V2, from the documentation)',
  builder: (y) =>
    withV2Options(y, ['opencode-v2'])
      .option('agent', { type: 'string', describe: 'agent ID (checked to exist)' })
      .option('calls', { type: 'string', demandOption: true, describe: 'JSON Lines: {"tool": "read", "input": {"path": "pkg/x.ts"}, "ok": true, "session": "s1"} per line' })
      .epilogue(
        'Prints one JSON object per call: {"appended": "", "message": null | {"type": "synthetic", "text": …, "description": …, ' +
          '"metadata": {"instruction": {"paths": […]}}}} and, when nothing is disclosed, "inert" (why). V2 appends nothing to the ' +
          'read result; nested AGENTS.md files arrive as a durable synthetic session message (docs/runtimes/opencode-v2.md §6).',
      ) as unknown as Argv<V2Args & { calls: string }>,
  handler: async (a) => {
    let text: string;
    try {
      text = readArgFile(a.calls);
    } catch (e) {
      throw new UsageError(`cannot read --calls ${a.calls}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const calls = parseCalls(text, a.calls);
    const { source, m } = await model(a);
    basisNote();
    const d = new V2Disclosure(source, m.loc);
    const lines = calls.map((c) => {
      const o = d.call({ ...c, ok: c.ok ?? true, session: c.session ?? 's1' });
      return JSON.stringify({ appended: o.appended, message: o.message, ...(o.inert !== null ? { inert: o.inert } : {}) }) + '\n';
    });
    await write(lines.join(''));
  },
};

/** The `resolve --format json` object of the V2 model (docs §8.3). */
export function resolveV2Json(m: V2Model): Record<string, unknown> {
  const relW = (p: string): string => nodePath.posix.relative(m.loc.given, p) || '.';
  return {
    runtime: 'opencode-v2',
    basis: V2_BASIS,
    options: m.options,
    location: { start: m.loc.start, projectRoot: m.loc.projectRoot, stop: m.loc.stop, projectDiscovery: m.baseline.projectOff === null ? 'on' : `off: ${m.baseline.projectOff}` },
    files: m.baseline.files.map((f) => ({
      path: relW(f.path),
      layer: f.origin,
      bytes: Buffer.byteLength(`Instructions from: ${f.path}\n${f.content}`),
      ...(f.foundAt !== f.path ? { foundAt: relW(f.foundAt) } : {}),
    })),
    notes: m.notes.map((n) => ({ ...n, ...(n.file !== undefined ? { file: relW(n.file) } : {}) })),
  };
}

const v2Resolve: CommandModule<object, V2Args & { format: 'table' | 'json' }> = {
  command: 'resolve',
  describe: 'list the V2 instruction files of the Location with their layer (V2, from the documentation)',
  builder: (y) =>
    withV2Options(y, ['opencode-v2'])
      .option('agent', { type: 'string', describe: 'agent ID (checked to exist)' })
      .option('format', { choices: ['table', 'json'] as const, default: 'table' as const, describe: 'output format' }) as unknown as Argv<V2Args & { format: 'table' | 'json' }>,
  handler: async (a) => {
    const { m } = await model(a);
    const j = resolveV2Json(m) as { files: { path: string; layer: string; bytes: number; foundAt?: string }[]; notes: { id: string; file?: string; message: string; section: string }[] };
    if (a.format === 'json') return write(safeJson(j) + '\n');
    const lines = [`Instructions of the Location under opencode-v2 (${V2_BASIS}):`];
    if (j.files.length === 0) lines.push('  (no files)');
    for (const f of j.files) lines.push(neutralise(`  ${f.layer.padEnd(15)} ${String(f.bytes).padStart(7)}  ${f.path}${f.foundAt !== undefined ? ` (found as ${f.foundAt})` : ''}`));
    for (const n of j.notes) lines.push(neutralise(`  note: ${n.file ?? ''}: ${n.message} [${n.id}, docs/runtimes/opencode-v2.md ${n.section}]`));
    return write(lines.join('\n') + '\n');
  },
};

const v2Audit: CommandModule<object, V2Args & { format: 'table' | 'json'; dir?: string }> = {
  command: 'audit [dir]',
  describe: 'instruction baseline, agents and V2 warnings of the Location (V2, from the documentation)',
  builder: (y) =>
    withV2Options(y, ['opencode-v2']).positional('dir', { type: 'string', describe: 'the Location (default --cwd)' }).option('format', {
      alias: 'f',
      choices: ['table', 'json'] as const,
      default: 'table' as const,
      describe: 'output format',
    }) as unknown as Argv<V2Args & { format: 'table' | 'json'; dir?: string }>,
  handler: async (a) => {
    if (a.dir !== undefined) a.cwd = nodePath.resolve(a.cwd, a.dir);
    const { m } = await model(a);
    const agents = m.agents.map((x) => ({ id: x.id, v1Id: x.v1Id, kind: x.kind, format: x.format, mode: x.mode, disabled: x.disabled, ...(x.file !== undefined ? { file: nodePath.posix.relative(m.loc.given, x.file) } : {}) }));
    const j = { ...resolveV2Json(m), agents };
    if (a.format === 'json') return write(safeJson(j) + '\n');
    const r = j as unknown as { files: { path: string; layer: string; bytes: number }[]; notes: { id: string; severity: string; file?: string; message: string; section: string }[] };
    const lines = [`ctxlens audit — opencode-v2 (${V2_BASIS}); Location ${displayDir(m.loc.given)}`, '', 'Instruction baseline (one source, every agent):'];
    if (r.files.length === 0) lines.push('  (no files)');
    for (const f of r.files) lines.push(`  ${f.layer.padEnd(15)} ${String(f.bytes).padStart(7)}  ${f.path}`);
    lines.push(`  total ${Buffer.byteLength(m.rendered)} bytes`, '', 'Agents:');
    const w = Math.max(24, ...agents.map((x) => x.id.length));
    for (const x of agents) lines.push(`  ${x.id.padEnd(w)} ${x.mode.padEnd(9)} ${x.kind.padEnd(9)} ${x.format}${x.disabled ? ' (disabled)' : ''}${x.v1Id !== null && x.v1Id !== x.id ? `  (V1: ${x.v1Id})` : ''}`);
    if (r.notes.length > 0) lines.push('', 'Notes:');
    for (const n of r.notes) lines.push(`  ${n.severity.padEnd(7)} ${n.file ?? '.'}: ${n.message} [${n.id}, docs/runtimes/opencode-v2.md ${n.section}]`);
    return write(lines.map(neutralise).join('\n') + '\n');
  },
};

const v2Diff: CommandModule<object, V2Args & { against: string; format: 'text' | 'json' }> = {
  command: 'diff',
  describe: 'migration report: what the repository loads differently under V2 than under V1 (V2, from the documentation)',
  builder: (y) =>
    withV2Options(y, ['opencode'])
      .option('against', { type: 'string', choices: ['opencode-v2'], demandOption: true, describe: 'the runtime to compare with' })
      .option('format', { alias: 'f', choices: ['text', 'json'] as const, default: 'text' as const, describe: 'output format' }) as unknown as Argv<V2Args & { against: string; format: 'text' | 'json' }>,
  handler: async (a) => {
    const { source, env } = await open(a);
    const r = migrationReport(source, env, optionsOf(a));
    return write(a.format === 'json' ? safeJson(r) + '\n' : formatMigration(r));
  },
};

/** Any other command: a usage error that says what the V2 model offers. */
const v2Other: CommandModule<object, { name?: string }> = {
  command: '$0 [name]',
  describe: false as unknown as string,
  builder: (y) => y.option('runtime', { type: 'string', hidden: true }).option('against', { type: 'string', hidden: true }).strict(false) as never,
  handler: (a) => {
    throw new UsageError(
      `${a.name !== undefined ? `"${a.name}" is not available with the opencode-v2 model; ` : ''}` +
        'with --runtime opencode-v2 use render, touch, resolve or audit, and diff --runtime opencode --against opencode-v2',
    );
  },
};

/** The commands available with `--runtime opencode-v2` (and `diff --against opencode-v2`). */
export const V2_COMMANDS = [v2Render, v2Touch, v2Resolve, v2Audit, v2Diff, v2Other] as CommandModule[];
