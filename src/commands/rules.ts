/**
 * `ctxlens rules` (every rule: id, default severity, runtime, one line) and
 * `ctxlens explain <rule>` (the rule's doc, `rules/<id>.md`), as `eslint --help`'s rule
 * listing and the rule pages do (docs/usage.md "Rules").
 */
import type { Argv, CommandModule } from 'yargs';
import stringWidth from 'string-width';
import { rules as registry } from '../../rules/index.js';
import type { AnyRule, RuleMeta } from '../engine/define-rule.js';
import { didYouMean } from '../text/suggest.js';
import { FIXABLE_RULES } from '../engine/fixes.js';
import { safeJson } from '../report/neutralise.js';
import { UsageError } from '../errors.js';
import { ruleDocs } from '../run/prepare.js';
import { COMMAND_LINES } from './names.js';

/**
 * The runtime a rule is about: `meta.runtime` when a rule declares it, else the first runtime spec it
 * cites (`docs/runtimes/fork.md` → `fork`, `docs/runtimes/opencode.md` → `opencode`), else `any`.
 */
export function ruleRuntime(meta: RuleMeta): string {
  const declared = (meta as RuleMeta & { runtime?: unknown }).runtime;
  if (typeof declared === 'string' && declared !== '') return declared;
  const fork = meta.spec.search(/runtime-fork|runtimes\/fork/);
  const oc = meta.spec.search(/runtime-opencode|runtimes\/opencode/);
  if (fork < 0 && oc < 0) return 'any';
  return fork >= 0 && (oc < 0 || fork < oc) ? 'fork' : 'opencode';
}

/** Pad `s` to `w` terminal columns (string-width: wide characters count twice). */
export function padCells(s: string, w: number): string {
  return s + ' '.repeat(Math.max(0, w - stringWidth(s)));
}

/** Rows of `ctxlens rules`: `id  severity  runtime  fixable  description`, aligned, sorted by id. */
export function rulesTable(rules: readonly AnyRule[]): string {
  const rows = [['RULE', 'SEVERITY', 'RUNTIME', 'FIX', 'DESCRIPTION'], ...[...rules].sort((a, b) => (a.id < b.id ? -1 : 1)).map((r) => [r.id, r.meta.severity, ruleRuntime(r.meta), r.meta.fixable || FIXABLE_RULES.has(r.id) ? 'fix' : '', r.meta.description])];
  const w = rows[0]!.map((_, i) => Math.max(...rows.map((r) => stringWidth(r[i]!))));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : padCells(c, w[i]!))).join('  ').trimEnd()).join('\n') + '\n';
}

/** The rule named on the command line, or a `UsageError` with a did-you-mean. */
export function findRule(id: string, rules: readonly AnyRule[] = registry): AnyRule {
  const r = rules.find((x) => x.id === id);
  if (r) return r;
  const near = didYouMean(id, rules.map((x) => x.id));
  throw new UsageError(`unknown rule "${id}"${near ? `; did you mean "${near}"?` : ''} (ctxlens rules lists them)`);
}

/** The text `ctxlens explain` prints: the shipped doc, or a header built from the meta when the doc is missing. */
export function explainText(rule: AnyRule): string {
  const doc = ruleDocs([rule])[rule.id];
  if (doc !== undefined) return doc.endsWith('\n') ? doc : doc + '\n';
  return `# ${rule.id}\n\n${rule.meta.description}\n\nDefault severity: ${rule.meta.severity}. Runtime: ${ruleRuntime(rule.meta)}. Spec: ${rule.meta.spec}.\n`;
}

export const rulesCommand: CommandModule<object, { format: string }> = {
  command: COMMAND_LINES.rules.command,
  describe: COMMAND_LINES.rules.describe,
  builder: (y: Argv) => y.option('format', { alias: 'f', choices: ['table', 'json'], default: 'table', describe: 'output format' }) as unknown as Argv<{ format: string }>,
  handler: (args) => {
    if (args.format === 'json') {
      const list = registry.map((r) => ({ id: r.id, severity: r.meta.severity, runtime: ruleRuntime(r.meta), kind: r.meta.kind, fixable: r.meta.fixable || FIXABLE_RULES.has(r.id), description: r.meta.description, spec: r.meta.spec }));
      process.stdout.write(safeJson(list) + '\n');
    } else process.stdout.write(rulesTable(registry));
  },
};

export const explainCommand: CommandModule<object, { rule: string }> = {
  command: COMMAND_LINES.explain.command,
  describe: COMMAND_LINES.explain.describe,
  builder: (y: Argv) => y.positional('rule', { type: 'string', describe: 'rule id (ctxlens rules lists them)' }) as unknown as Argv<{ rule: string }>,
  handler: (args) => {
    process.stdout.write(explainText(findRule(args.rule)));
  },
};
