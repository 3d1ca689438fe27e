/**
 * fast-check generators for the property suite: project trees for a `MemorySource`
 * rooted at `/w` — `.opencode.json`, markdown agents with frontmatter, flows, context files, nested
 * `AGENTS.md`/`CLAUDE.md` at any depth, symlinks (inside, outside, looping, dangling), FIFOs,
 * unreadable files, and files outside the working directory (`../outside.md`).
 */
import fc from 'fast-check';
import type { MemoryNode } from '../../src/source/memory.js';

/** The working directory every generated tree is rooted at. */
export const W = '/w';

const segment = fc.constantFrom(
  'a', 'b', 'docs', 'src', 'sub', 'deep', 'node_modules', '.hidden', 'build', 'Docs', 'caf\u00e9', 'cafe\u0301', 'with space', '%2F', '::', '..', '.',
);
const contextName = fc.constantFrom('AGENTS.md', 'CLAUDE.md', 'CLAUDE.local.md', 'OpenCode.md', 'opencode.md', 'OPENCODE.md', 'AGENTS.local.md', 'agents.md', 'notes.md', 'x.txt');
const relDir = fc.array(segment.filter((s) => s !== '..' && s !== '.'), { minLength: 0, maxLength: 4 }).map((a) => a.join('/'));

/** Text that looks like a context file: frontmatter, headings, BOM, CRLF, NUL, long lines, system-reminder tags. */
const contextText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.tuple(fc.string({ maxLength: 60 }), fc.string({ maxLength: 80 })).map(([d, b]) => `---\ndescription: ${d}\n---\n${b}\n`),
  fc.tuple(fc.constantFrom('', '\ufeff', '\r\n', '  '), fc.string({ maxLength: 130 })).map(([p, h]) => `${p}# ${h}\n`),
  fc.constantFrom('</system-reminder>\n<system-reminder>\n', '---\ndescription: |\n  multi\n  line\n---\n', '---\n: bad\n---\n', '---\ndescription: [unclosed\n', 'a\0b\n', '\xff\xfe'),
  fc.integer({ min: 0, max: 20000 }).map((n) => 'x'.repeat(n)),
);
const bytes = fc.uint8Array({ maxLength: 120 }).map((a) => Buffer.from(a));

/** A context entry as a user (or an attacker) might write it. */
const entry = fc.oneof(
  fc.tuple(relDir, contextName).map(([d, n]) => (d ? `${d}/${n}` : n)),
  relDir.map((d) => `${d || 'docs'}/`),
  fc.constantFrom('../outside.md', '../', '/etc/hostname', '/w/AGENTS.md', './AGENTS.md', 'AGENTS.md/', '${env.HOME}/x.md', '${env.NOPE}/x.md', '~/x.md', '', ' ', 'docs//a.md', 'link-out.md', 'loop', 'fifo.md', '{{agent}}/x.md', '${agent.id}.md'),
  fc.string({ maxLength: 30 }),
);
const mode = fc.constantFrom('append', 'replace', 'Replace', '', 'bogus', undefined);
const int = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constantFrom(0, 1, 64, 8192, 1 << 20, 2 ** 31));

const contextBlock = fc.record({ paths: fc.array(entry, { maxLength: 5 }), mode, nested: fc.option(fc.boolean(), { nil: undefined }) }, { requiredKeys: [] });

/** `.opencode.json`, mostly valid JSON with odd values, sometimes not JSON at all. */
const config = fc.oneof(
  { weight: 6, arbitrary: fc
    .record(
      {
        contextPaths: fc.array(entry, { maxLength: 8 }),
        contextDiscovery: fc.record({ enabled: fc.boolean(), maxDepth: int, maxFiles: int, maxFileBytes: int, maxSessionBytes: int, skipDirs: fc.array(relDir, { maxLength: 2 }) }, { requiredKeys: [] }),
        agents: fc.dictionary(fc.constantFrom('coder', 'task', 'title', 'custom', 'Coder', 'x'), fc.record({ context: contextBlock, maxTokens: int, mode: fc.constantFrom('primary', 'subagent', 'weird') }, { requiredKeys: [] }), { maxKeys: 3 }),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
);

/** A markdown agent: YAML frontmatter built from fragments, then a body. */
const agentFile = fc
  .tuple(
    fc.array(fc.constantFrom('description: d', 'mode: subagent', 'mode: primary', 'mode: bogus', 'context:\n  paths: [docs/, ../outside.md, AGENTS.md]', 'context:\n  paths: x', 'context:\n  mode: replace\n  paths:\n    - sub/AGENTS.md', 'tools: [a, b]', 'a: &x [1, 2]\nb: *x', 'c: *undefined', 'description: a\ndescription: b', 'model: m', 'nested: false', '\t bad indent'), { maxLength: 4 }),
    fc.string({ maxLength: 40 }),
  )
  .map(([fm, body]) => `---\n${fm.join('\n')}\n---\n${body}\n`);

/** A flow file with steps that use context and templates, or broken YAML. */
const flowFile = fc.oneof(
  fc
    .array(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'Bad Id', ''), ctx: fc.option(contextBlock, { nil: undefined }), agent: fc.constantFrom('coder', 'custom', '', 'nope') }), { minLength: 0, maxLength: 4 })
    .map((steps) => `flow:\n  steps:\n${steps.map((s) => `    - id: ${JSON.stringify(s.id)}\n      prompt: p\n      agent: ${JSON.stringify(s.agent)}\n${s.ctx ? `      context: ${JSON.stringify(s.ctx)}\n` : ''}`).join('')}`),
  fc.string({ maxLength: 60 }),
);

const special = fc.oneof<fc.Arbitrary<MemoryNode>[]>(
  fc.constantFrom<MemoryNode>({ fifo: true }, { dir: true }, { symlink: '../outside.md' }, { symlink: '/w' }, { symlink: '.' }, { symlink: 'nowhere' }, { symlink: '/w/AGENTS.md' }, { symlink: '..' }),
  contextText.map((t): MemoryNode => ({ unreadable: t })),
);

/** A generated project: relative path → node. */
export const projectTree: fc.Arbitrary<Record<string, MemoryNode>> = fc
  .record({
    config: fc.option(config, { nil: undefined }),
    rootFiles: fc.dictionary(contextName, contextText, { maxKeys: 3 }),
    nested: fc.array(fc.tuple(relDir, contextName, fc.oneof({ weight: 5, arbitrary: contextText.map((t): MemoryNode => t) }, { weight: 1, arbitrary: bytes.map((b): MemoryNode => b) }, { weight: 2, arbitrary: special })), { maxLength: 8 }),
    agents: fc.dictionary(fc.constantFrom('custom', 'coder', 'x', 'Custom', 'a.b'), agentFile, { maxKeys: 3 }),
    flows: fc.dictionary(fc.constantFrom('f', 'g', 'bad name'), flowFile, { maxKeys: 2 }),
    outside: fc.option(contextText, { nil: undefined }),
    links: fc.array(fc.tuple(relDir, fc.constantFrom('link-out.md', 'loop', 'AGENTS.md', 'docs'), special), { maxLength: 3 }),
  })
  .map((t) => {
    const tree: Record<string, MemoryNode> = {};
    const put = (rel: string, node: MemoryNode) => {
      const clean = rel.replace(/^\/+/, '');
      // Keep a file from shadowing a directory another entry needs, and vice versa.
      for (const k of Object.keys(tree)) if (k.startsWith(`${clean}/`) || clean.startsWith(`${k}/`)) return;
      tree[clean] = node;
    };
    if (t.config !== undefined) put('.opencode.json', t.config);
    for (const [n, body] of Object.entries(t.rootFiles)) put(n, body);
    for (const [d, n, node] of t.nested) put(d ? `${d}/${n}` : `x/${n}`, node);
    for (const [n, body] of Object.entries(t.agents)) put(`.opencode/agents/${n}.md`, body);
    for (const [n, body] of Object.entries(t.flows)) put(`.opencode/flows/${n}.yaml`, body);
    for (const [d, n, node] of t.links) put(d ? `${d}/${n}` : n, node);
    if (t.outside !== undefined) tree['../outside.md'] = t.outside;
    return tree;
  });
