/**
 * The rule registry is one-to-one with rule modules, docs and tests (STYLE.md, ESLint's
 * `checkRuleFiles`): `rules/<id>.ts` ↔ an entry of `rules/index.ts` ↔ `rules/<id>.md` ↔
 * `test/rules/<id>.test.ts`; a rule of one runtime may live in `rules/<runtime>/<id>.ts` with
 * `rules/<runtime>/<id>.md` and `test/rules/<runtime>/<id>.test.ts`, and declares that runtime. Each doc has the required sections and a header that agrees with
 * the rule's meta; ids are kebab-case and equal the file name; meta is complete; message
 * templates are well formed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import type { AnyRule } from '../../src/engine/define-rule.js';
import { INTERNAL_ERROR_RULE } from '../../src/engine/finding.js';
import { RULE_IDS } from '../../src/engine/rule-ids.js';
import { RUNTIME_IDS } from '../../src/model/runtime.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RULES_DIR = path.join(ROOT, 'rules');
const TESTS_DIR = path.join(ROOT, 'test', 'rules');
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const REQUIRED_SECTIONS = ['## What it checks', '## Why', '## Failing example', '## Passing example'];

const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
/** Per-runtime subfolders of `rules/` (and `test/rules/`). */
const RUNTIME_DIRS = RUNTIME_IDS.filter((r) => r !== 'fork');
/** `<sub>/<name>` of the files with `suffix` in `dir` and its runtime subfolders, as `id → relative path without suffix`. */
const files = (dir: string, suffix: string, except: string[] = []): Map<string, string> => {
  const out = new Map<string, string>();
  for (const sub of ['', ...RUNTIME_DIRS]) {
    let entries: string[];
    try {
      entries = readdirSync(path.join(dir, sub));
    } catch {
      continue;
    }
    for (const n of entries) if (n.endsWith(suffix) && !except.includes(n)) out.set(n.slice(0, -suffix.length), (sub ? sub + '/' : '') + n.slice(0, -suffix.length));
  }
  return out;
};
const names = (dir: string, suffix: string, except: string[] = []) => [...files(dir, suffix, except).values()].sort(byBytes);
const idOf = (rel: string) => rel.slice(rel.lastIndexOf('/') + 1);

const modulePaths = files(RULES_DIR, '.ts', ['index.ts']);
const modules = names(RULES_DIR, '.ts', ['index.ts']);
const docs = names(RULES_DIR, '.md', ['README.md']);
const tests = names(TESTS_DIR, '.test.ts', ['registry.test.ts', 'doc-examples.test.ts']);
const ids = rules.map((r) => r.id);

/** The problems of one message template: malformed or unbalanced placeholders. */
export function templateProblems(template: string): string[] {
  const out: string[] = [];
  const stripped = template.replace(/\{\{[A-Za-z][A-Za-z0-9_]*\}\}/g, '');
  if (/\{\{|\}\}/.test(stripped)) out.push(`malformed placeholder in "${template}" (use {{name}}, no spaces)`);
  if (template.trim() === '') out.push('empty template');
  return out;
}

/** The problems of a rule's meta. */
export function metaProblems(rule: AnyRule): string[] {
  const m = rule.meta;
  const out: string[] = [];
  if (m.kind !== 'problem' && m.kind !== 'suggestion') out.push(`kind "${String(m.kind)}"`);
  if (typeof m.description !== 'string' || !/^[A-Z`].*\.$/s.test(m.description)) out.push('description must be one sentence starting with a capital and ending with "."');
  if (!['error', 'warning', 'info'].includes(m.severity)) out.push(`severity "${String(m.severity)}"`);
  if (typeof m.fixable !== 'boolean') out.push('fixable must be a boolean');
  if (!Array.isArray(m.needs) || m.needs.length === 0 || m.needs.some((n) => !['model', 'simulation', 'discovery'].includes(n))) out.push(`needs ${JSON.stringify(m.needs)}`);
  if (m.schema !== null && (typeof m.schema !== 'object' || (m.schema as { type?: string }).type !== 'object')) out.push('schema must be null or an object schema');
  if (typeof m.spec !== 'string' || !/docs\/runtimes\/[a-z-]+\.md §\d/.test(m.spec)) out.push(`spec "${String(m.spec)}" must name a spec section (docs/runtimes/fork.md §x.y)`);
  if (Object.keys(rule.messages).length === 0) out.push('no messages');
  for (const [id, t] of Object.entries(rule.messages)) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(id)) out.push(`message id "${id}" is not camelCase`);
    out.push(...templateProblems(t).map((p) => `message ${id}: ${p}`));
  }
  if (m.schema) {
    const validate = new Ajv2020({ strict: false }).compile(m.schema);
    if (!validate(rule.defaultOptions)) out.push(`defaultOptions do not match the options schema: ${JSON.stringify(validate.errors)}`);
  } else if (Object.keys(rule.defaultOptions).length > 0) out.push('defaultOptions given but no options schema');
  return out;
}

/** The problems of a rule doc: title, header with severity and spec sections, required sections. */
export function docProblems(rule: AnyRule, doc: string): string[] {
  const out: string[] = [];
  const lines = doc.split('\n');
  if (lines[0] !== `# ${rule.id}`) out.push(`first line must be "# ${rule.id}"`);
  const header = lines.slice(1, 4).join(' ');
  const sev = /Severity:\s*(\w+)/.exec(header);
  if (!sev) out.push('header line must say "Severity: …"');
  else if (sev[1] !== rule.meta.severity) out.push(`header severity "${sev[1]}" differs from meta.severity "${rule.meta.severity}"`);
  if (!/Spec:/.test(header)) out.push('header line must say "Spec: …"');
  for (const s of rule.meta.spec.match(/§[\d.]+\d/g) ?? []) if (!header.includes(s)) out.push(`header does not name ${s} of meta.spec`);
  let last = -1;
  for (const s of REQUIRED_SECTIONS) {
    const i = lines.indexOf(s);
    if (i < 0) out.push(`missing section "${s}"`);
    else if (i < last) out.push(`section "${s}" out of order`);
    else {
      last = i;
      const body = lines.slice(i + 1).join('\n').split(/\n## /)[0]!.trim();
      if (body === '') out.push(`section "${s}" is empty`);
    }
  }
  return out;
}

describe('rule registry', () => {
  it('rules/index.ts is sorted by id, without duplicates', () => {
    expect(ids).toEqual([...new Set(ids)].sort(byBytes));
  });

  it('modules, registry entries, docs and tests are one-to-one', () => {
    const registry = ids.map((id) => modulePaths.get(id) ?? id).sort(byBytes);
    expect({ registry, docs, tests }).toEqual({ registry: modules, docs: modules, tests: modules });
    expect(new Set(modules.map(idOf)).size, 'one id in two folders').toBe(modules.length);
  });

  it('a rule in rules/<runtime>/ runs for that runtime only; the others name their runtimes', () => {
    for (const r of rules) {
      const rel = modulePaths.get(r.id) ?? r.id;
      const sub = rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : null;
      expect(r.meta.runtimes.length, r.id).toBeGreaterThan(0);
      for (const rt of r.meta.runtimes) expect(RUNTIME_IDS, r.id).toContain(rt);
      if (sub !== null) expect(r.meta.runtimes, r.id).toEqual([sub]);
      else expect(r.meta.runtimes, r.id).toContain('fork');
    }
  });

  it('RULE_IDS (what the pre-commit fast path accepts in --rule) names exactly the registry, in its order', () => {
    expect(RULE_IDS).toEqual(rules.map((r) => r.id));
  });

  it('never registers the reserved internal-error id', () => {
    expect(ids).not.toContain(INTERNAL_ERROR_RULE);
  });

  for (const relPath of modules) {
    const id = idOf(relPath);
    describe(id, () => {
      it('is kebab-case, and the module default-exports the rule with that id', async () => {
        expect(id).toMatch(KEBAB);
        const mod = (await import(pathToFileURL(path.join(RULES_DIR, `${relPath}.ts`)).href)) as { default?: AnyRule };
        expect(mod.default?.id).toBe(id);
        expect(rules.find((r) => r.id === id)).toBe(mod.default);
      });

      it('has complete meta and well-formed messages', () => {
        const rule = rules.find((r) => r.id === id);
        expect(rule, `${id} is not registered in rules/index.ts`).toBeDefined();
        expect(metaProblems(rule!)).toEqual([]);
      });

      it('has a doc with the required sections that agrees with its meta', () => {
        const rule = rules.find((r) => r.id === id);
        expect(rule).toBeDefined();
        expect(docs, `rules/${relPath}.md is missing`).toContain(relPath);
        expect(docProblems(rule!, readFileSync(path.join(RULES_DIR, `${relPath}.md`), 'utf8'))).toEqual([]);
      });
    });
  }
});

describe('registry checks catch problems', () => {
  const good: AnyRule = {
    id: 'x-y',
    meta: { kind: 'problem', description: 'Does a thing.', severity: 'warning', fixable: false, needs: ['model'], schema: null, spec: 'docs/runtimes/fork.md §5.2', runtimes: ['fork'] },
    messages: { hit: 'Hit {{a}}.' },
    defaultOptions: {},
    check() {},
  };
  const doc = '# x-y\n\n*Severity: warning. Spec: docs/runtimes/fork.md §5.2.*\n\n## What it checks\n\nA.\n\n## Why\n\nB.\n\n## Failing example\n\nC.\n\n## Passing example\n\nD.\n';

  it('accepts a good rule and doc', () => {
    expect(metaProblems(good)).toEqual([]);
    expect(docProblems(good, doc)).toEqual([]);
  });

  it.each<[string, string, string[]]>([
    ['a spaced placeholder', 'Hit {{ a }}.', ['malformed placeholder in "Hit {{ a }}." (use {{name}}, no spaces)']],
    ['an unclosed placeholder', 'Hit {{a.', ['malformed placeholder in "Hit {{a." (use {{name}}, no spaces)']],
    ['a good one', 'Hit {{a}} and {{b_2}}.', []],
  ])('template: %s', (_n, t, expected) => {
    expect(templateProblems(t)).toEqual(expected);
  });

  it('flags incomplete meta', () => {
    const bad = { ...good, meta: { ...good.meta, description: 'lower case', needs: [], spec: '' } } as unknown as AnyRule;
    expect(metaProblems(bad)).toEqual([
      'description must be one sentence starting with a capital and ending with "."',
      'needs []',
      'spec "" must name a spec section (docs/runtimes/fork.md §x.y)',
    ]);
  });

  it('flags a doc whose header disagrees or that lacks sections', () => {
    expect(docProblems(good, doc.replace('Severity: warning', 'Severity: error').replace('## Why\n\nB.\n\n', ''))).toEqual([
      'header severity "error" differs from meta.severity "warning"',
      'missing section "## Why"',
    ]);
  });
});
