/**
 * Executable rule-doc examples (docs/architecture.md §5 "Examples that run").
 *
 * The `## Failing example` and `## Passing example` sections of every `rules/**\/<id>.md` each
 * describe one example repository:
 *
 * - each fenced block whose info string carries `file=PATH` is one file of the tree, PATH
 *   relative to the example repository (`/repo`), `/`-separated, no spaces; the file holds the
 *   block's text plus a final newline (an empty block: an empty file). More words of the info
 *   string: `symlink=TARGET` (the block is empty; PATH is a symbolic link to TARGET), `fifo` (a
 *   named pipe; empty block), `repeat=N` (the block's text with its newline, N times), `size=N`
 *   (the text, then NUL bytes up to N bytes: the example is then built sparse in a temporary
 *   directory, so a file over the 256 MiB simulation cap costs nothing). A PATH
 *   ending in `/` is an empty directory; one `{A..B}` range in PATH gives one file per number
 *   (`pkg-{00..30}/AGENTS.md`). Blocks without `file=` are illustrations and ignored.
 * - ```` ```text finding ```` (failing example only): the rule's findings, one line each, exactly
 *   as `ctxlens lint --format compact` prints them (paths relative to the linted directory), in
 *   the order ctxlens prints them.
 * - `<!-- ctxlens-example env: NAME=VALUE … -->`: the simulated environment (`--env`; nothing
 *   else is inherited). `<!-- ctxlens-example cwd: DIR -->`: lint `DIR` (relative to the
 *   example repository) instead of its root. `<!-- ctxlens-example skip: REASON -->`: this example
 *   cannot be built at all (REASON says why); it is not run. Each applies to its section.
 * - rule options and severities come from a `ctxlens.config.json` file block, as in a real
 *   repository; the runtime is the rule's first `meta.runtimes` entry.
 *
 * The failing example must give exactly the quoted lines for this rule; the passing example must
 * give none. Findings of other rules are ignored.
 */
import { remark } from 'remark';
import type { AnyRule } from '../../src/engine/define-rule.js';
import { loadCtxlensConfig } from '../../src/load/ctxlens-config/load.js';
import { compact } from '../../src/report/compact.js';
import { o200kCounter } from '../../src/report/tokens.js';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { loadOcProject } from '../../src/runtimes/opencode/load/project.js';
import { lintPrepared, type PreparedRun } from '../../src/run/prepare.js';
import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { FileSource } from '../../src/source/types.js';
import { WorktreeSource } from '../../src/source/worktree.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { posix as path } from 'node:path';

/** Where an example repository sits in the in-memory file system. */
export const EXAMPLE_ROOT = '/repo';

/** One file of an example tree. */
export interface ExampleFile {
  path: string;
  node: MemoryNode;
  /** `size=N`: the file is its text followed by NUL bytes up to N bytes (sparse, on disk). */
  size?: number;
}

/** One `## Failing example` or `## Passing example` section, parsed. */
export interface DocExample {
  section: 'Failing example' | 'Passing example';
  files: ExampleFile[];
  /** The lines of the ```` ```text finding ```` block; `null` when there is none. */
  expected: string[] | null;
  env: Record<string, string>;
  /** The linted directory, relative to the example root ('' = the root). */
  cwd: string;
  /** The reason given by a `skip:` comment, or null. */
  skip: string | null;
  /** Problems of the section's syntax (bad info strings, bad comments, two finding blocks…). */
  problems: string[];
}

interface MdNode {
  type: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
}

const SECTIONS = ['Failing example', 'Passing example'] as const;
const COMMENT = /^<!--\s*ctxlens-example\s+([a-z-]+)\s*:\s*([\s\S]*?)\s*-->$/;

/** Depth-first code and html nodes below `n` (code blocks may sit in lists or quotes). */
function* leaves(n: MdNode): Generator<MdNode> {
  if (n.type === 'code' || n.type === 'html') yield n;
  for (const c of n.children ?? []) yield* leaves(c);
}

/** The plain text of a heading. */
function textOf(n: MdNode): string {
  return n.value ?? (n.children ?? []).map(textOf).join('');
}

/** Parse the two example sections of a rule doc. A missing section gives `undefined`. */
export function parseDocExamples(doc: string): Partial<Record<(typeof SECTIONS)[number], DocExample>> {
  const tree = remark().parse(doc) as MdNode;
  const out: Partial<Record<(typeof SECTIONS)[number], DocExample>> = {};
  let current: DocExample | null = null;
  for (const top of tree.children ?? []) {
    if (top.type === 'heading' && top.depth !== undefined && top.depth <= 2) {
      const title = textOf(top).trim();
      current = (SECTIONS as readonly string[]).includes(title)
        ? { section: title as DocExample['section'], files: [], expected: null, env: {}, cwd: '', skip: null, problems: [] }
        : null;
      if (current) out[current.section] = current;
      continue;
    }
    if (!current) continue;
    for (const n of leaves(top)) {
      const line = n.position?.start.line ?? 0;
      if (n.type === 'html') readComment(current, (n.value ?? '').trim(), line);
      else readBlock(current, n, line);
    }
  }
  return out;
}

function readComment(ex: DocExample, text: string, line: number): void {
  if (!/^<!--\s*ctxlens-example\b/.test(text)) return;
  const m = COMMENT.exec(text);
  if (!m) {
    ex.problems.push(`line ${line}: malformed comment ${text} (write <!-- ctxlens-example env: NAME=VALUE -->, cwd: DIR or skip: REASON)`);
    return;
  }
  const [, key, value] = m as unknown as [string, string, string];
  if (key === 'env') {
    for (const pair of value.split(/\s+/).filter(Boolean)) {
      const i = pair.indexOf('=');
      if (i <= 0) ex.problems.push(`line ${line}: env expects NAME=VALUE, got "${pair}"`);
      else ex.env[pair.slice(0, i)] = pair.slice(i + 1);
    }
  } else if (key === 'cwd') ex.cwd = value.replace(/\/+$/, '');
  else if (key === 'skip') {
    if (value === '') ex.problems.push(`line ${line}: skip needs a reason`);
    ex.skip = value;
  } else ex.problems.push(`line ${line}: unknown ctxlens-example key "${key}" (env, cwd or skip)`);
}

function readBlock(ex: DocExample, n: MdNode, line: number): void {
  const words = [n.lang ?? '', ...(n.meta ?? '').split(/\s+/)].filter(Boolean);
  const value = n.value ?? '';
  if (words[0] === 'text' && words.includes('finding')) {
    if (ex.expected !== null) ex.problems.push(`line ${line}: a second \`text finding\` block (put every finding in one block)`);
    ex.expected = value === '' ? [] : value.split('\n');
    return;
  }
  const attrs = new Map<string, string>();
  for (const w of words.slice(1).concat(words[0]?.includes('=') ? [words[0]] : [])) {
    const i = w.indexOf('=');
    attrs.set(i < 0 ? w : w.slice(0, i), i < 0 ? '' : w.slice(i + 1));
  }
  const file = attrs.get('file');
  if (file === undefined) return;
  if (file === '' || file.startsWith('/') || file.split('/').includes('..')) {
    ex.problems.push(`line ${line}: file= needs a path inside the example repository, got "${file}"`);
    return;
  }
  for (const k of attrs.keys()) if (!['file', 'symlink', 'fifo', 'repeat', 'size'].includes(k)) ex.problems.push(`line ${line}: unknown attribute "${k}" (file=, symlink=, fifo, repeat=, size=)`);
  if (expandRange(file).some((p) => ex.files.some((f) => f.path === p.replace(/\/+$/, '')))) ex.problems.push(`line ${line}: file ${file} given twice`);
  const special = attrs.has('symlink') || attrs.has('fifo') || file.endsWith('/');
  if (special && value !== '') ex.problems.push(`line ${line}: the block of ${file} must be empty (a symlink, fifo or directory has no text)`);
  let node: MemoryNode;
  if (attrs.has('symlink')) node = { symlink: attrs.get('symlink')! };
  else if (attrs.has('fifo')) node = { fifo: true };
  else if (file.endsWith('/')) node = { dir: true };
  else {
    const text = value === '' ? '' : value + '\n';
    const repeat = attrs.has('repeat') ? Number(attrs.get('repeat')) : 1;
    if (!Number.isInteger(repeat) || repeat < 1 || repeat > 1_000_000) ex.problems.push(`line ${line}: repeat= needs a whole number from 1 to 1000000`);
    node = text.repeat(Number.isInteger(repeat) && repeat >= 1 && repeat <= 1_000_000 ? repeat : 1);
  }
  let size: number | undefined;
  if (attrs.has('size')) {
    size = Number(attrs.get('size'));
    if (typeof node !== 'string' || !Number.isSafeInteger(size) || size < Buffer.byteLength(node)) {
      ex.problems.push(`line ${line}: size= needs a regular file and a whole number of bytes at least its text's length`);
      size = undefined;
    }
  }
  for (const p of expandRange(file)) ex.files.push({ path: p.replace(/\/+$/, ''), node, ...(size !== undefined ? { size } : {}) });
}

/** `pkg-{08..11}/AGENTS.md` → pkg-08/…, pkg-09/…, pkg-10/…, pkg-11/… (one range; zero-padded to the first bound's width when it starts with 0). */
export function expandRange(file: string): string[] {
  const m = /\{(\d+)\.\.(\d+)\}/.exec(file);
  if (!m) return [file];
  const [from, to] = [Number(m[1]), Number(m[2])];
  const width = m[1]!.startsWith('0') ? m[1]!.length : 0;
  const out: string[] = [];
  for (let i = from; i <= to && out.length < 1000; i++) out.push(file.slice(0, m.index) + String(i).padStart(width, '0') + file.slice(m.index + m[0].length));
  return out;
}

/** The compact line of every finding of `rule` (and internal errors) in an example, in output order. */
export async function lintExample(rule: AnyRule, ex: DocExample): Promise<string[]> {
  if (!ex.files.some((f) => f.size !== undefined)) {
    const source = new MemorySource(EXAMPLE_ROOT, Object.fromEntries(ex.files.map((f) => [f.path, f.node])));
    return lintSource(rule, ex, source, EXAMPLE_ROOT);
  }
  // A file of `size=N` bytes is built sparse on disk: N may be far over what a test can hold in memory.
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ctxlens-doc-example-')));
  try {
    for (const f of ex.files) {
      const abs = path.join(root, f.path);
      mkdirSync(path.dirname(abs), { recursive: true });
      const n = f.node;
      if (typeof n === 'string' || Buffer.isBuffer(n)) {
        writeFileSync(abs, n);
        if (f.size !== undefined) truncateSync(abs, f.size);
      } else if ('symlink' in n) symlinkSync(n.symlink, abs);
      else if ('fifo' in n) execFileSync('mkfifo', [abs]);
      else if ('dir' in n) mkdirSync(abs, { recursive: true });
      else throw new Error(`${f.path}: cannot build this node on disk`);
    }
    return await lintSource(rule, ex, new WorktreeSource(), root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function lintSource(rule: AnyRule, ex: DocExample, source: FileSource, root: string): Promise<string[]> {
  const cwd = ex.cwd === '' ? root : path.join(root, ex.cwd);
  const { rules } = await import('../../rules/index.js');
  const runtime = rule.meta.runtimes[0]!;
  const config = loadCtxlensConfig(source, cwd, rules);
  // What prepareRun builds for `ctxlens lint --runtime <runtime>`, over the in-memory source; linted by the CLI's own lintPrepared.
  const base = { cwd, config, settings: config.rules, rules: rules.filter((r) => r.meta.runtimes.includes(runtime)), choice: { id: runtime, reason: 'rule doc example', by: 'flag' as const, otherConfigs: [] }, inlineConfig: true };
  let run: PreparedRun;
  if (runtime === 'opencode') {
    const model = loadOcProject(source, { cwd, env: ex.env, explicitEnv: new Set(Object.keys(ex.env)), withGlobal: false, assumeRoot: cwd, oacManifests: config.oacManifests ?? [] });
    run = { ...base, runtime: 'opencode', W: cwd, model, countTokens: await o200kCounter() };
  } else {
    const model = loadProject(source, { cwd, env: ex.env, withGlobal: false });
    run = { ...base, runtime: 'fork', W: model.W, model };
  }
  const findings = lintPrepared(run).findings;
  const mine = findings.filter((f) => f.ruleId === rule.id || f.ruleId === 'internal-error');
  const text = compact({ findings: mine, suppressed: [] }, { cwd, color: false, rulesMeta: {} });
  return text.split('\n').slice(0, mine.length);
}

/**
 * The problems of one rule doc's examples, each naming the doc (`docPath`) and, for a wrong
 * finding list, showing the actual lines ready to paste. Empty when the doc passes.
 */
export async function docExampleProblems(rule: AnyRule, doc: string, docPath: string): Promise<string[]> {
  const examples = parseDocExamples(doc);
  const out: string[] = [];
  for (const name of SECTIONS) {
    const ex = examples[name];
    const where = `${docPath} "## ${name}"`;
    if (!ex) {
      out.push(`${where}: missing section`);
      continue;
    }
    out.push(...ex.problems.map((p) => `${where}: ${p}`));
    if (ex.skip !== null) continue;
    if (ex.files.length === 0) {
      out.push(`${where}: no file block; give the example's files as \`\`\`LANG file=PATH blocks (or, if it cannot be built at all, <!-- ctxlens-example skip: REASON -->)`);
      continue;
    }
    let actual: string[];
    try {
      actual = await lintExample(rule, ex);
    } catch (e) {
      out.push(`${where}: linting the example failed: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    if (name === 'Failing example') {
      if (ex.expected === null) out.push(`${where}: no \`\`\`text finding block; ctxlens prints:\n${block(actual)}`);
      else if (ex.expected.length === 0) out.push(`${where}: the \`\`\`text finding block is empty; a failing example gives at least one finding; ctxlens prints:\n${block(actual)}`);
      else if (JSON.stringify(actual) !== JSON.stringify(ex.expected)) out.push(`${where}: findings differ.\nexpected:\n${block(ex.expected)}\nactual (ctxlens prints):\n${block(actual)}`);
    } else {
      if (ex.expected !== null) out.push(`${where}: a passing example has no \`\`\`text finding block`);
      if (actual.length > 0) out.push(`${where}: expected no ${rule.id} finding, got:\n${block(actual)}`);
    }
  }
  return out;
}

function block(lines: readonly string[]): string {
  return lines.length === 0 ? '    (none)' : lines.map((l) => `    ${l}`).join('\n');
}
