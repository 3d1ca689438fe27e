// Probes for scripts/oracle-diff.mjs: inputs the shared conformance cases do not cover. Each one
// is run through the real opencode binary and through `ctxlens render|touch --runtime opencode`.
// Where one glob has several matches in one directory, the runtime's order is the file system's,
// so those probes keep at most one new match per directory level.

const oc = (o) => JSON.stringify(o);
const md = (name) => `# ${name}\nrule: ${name}\n`;

export default [
  // ---------------------------------------------------------------- globs
  {
    name: 'glob-doublestar-depths',
    tree: { 'opencode.json': oc({ instructions: ['**/*.md'] }), 'top.md': md('top'), 'a/x.md': md('ax'), 'b/c/w.md': md('bcw'), 'b/c/d/e/v.md': md('deep') },
  },
  {
    name: 'glob-doublestar-under-dir',
    tree: { 'opencode.json': oc({ instructions: ['docs/**/*.md', 'guides/**'] }), 'docs/a.md': md('da'), 'docs/s/b.md': md('dsb'), 'guides/g.txt': 'guide txt\n', 'guides/s/t/h.md': md('gh') },
  },
  {
    name: 'glob-doublestar-walk-up',
    cwd: 'pkg',
    tree: { 'opencode.json': oc({ instructions: ['**/R.md'] }), 'R.md': md('rootR'), 'pkg/R.md': md('pkgR'), 'pkg/q/R.md': md('pkgqR'), 'other/R.md': md('otherR') },
  },
  {
    name: 'glob-agents-duplicate',
    tree: { 'opencode.json': oc({ instructions: ['**/AGENTS.md', 'AGENTS.md'] }), 'AGENTS.md': md('root'), 'sub/AGENTS.md': md('sub') },
  },
  {
    name: 'glob-brace-order',
    tree: { 'opencode.json': oc({ instructions: ['{zz,aa}.md'] }), 'aa.md': md('aa'), 'zz.md': md('zz') },
  },
  {
    name: 'glob-brace-dirs',
    tree: { 'opencode.json': oc({ instructions: ['{x,y}/r.md', 'y/{q,r}.md'] }), 'x/r.md': md('xr'), 'y/r.md': md('yr') },
  },
  {
    name: 'glob-dotfiles-relative',
    tree: { 'opencode.json': oc({ instructions: ['.rules.md', '.github/*.md', 'd/*.md'] }), '.rules.md': md('dotrules'), '.github/copilot.md': md('copilot'), 'd/.hid.md': md('dhid') },
  },
  {
    name: 'glob-absolute-literal-and-doublestar',
    tree: {
      'opencode.json': oc({ instructions: ['@@ROOT@@/abs/one.md', '@@ROOT@@/abs/**/*.md', '@@ROOT@@/abs2/*/k.md'] }),
      'abs/one.md': md('one'),
      'abs/s/two.md': md('two'),
      'abs2/p/k.md': md('k'),
    },
  },
  {
    name: 'glob-spaces-unicode',
    tree: { 'opencode.json': oc({ instructions: ['my docs/rule one.md', 'ünï/*.md', 'd (1)/[x].md'] }), 'my docs/rule one.md': md('spaces'), 'ünï/ß.md': md('unicode'), 'd (1)/x.md': md('parens') },
  },
  {
    name: 'glob-matches-directory',
    tree: { 'opencode.json': oc({ instructions: ['docs/*', 'docs/sub', 'docs'] }), 'docs/sub/inner.md': md('inner'), 'docs/f.md': md('f') },
  },
  {
    name: 'glob-two-globs-same-file',
    tree: { 'opencode.json': oc({ instructions: ['docs/*.md', 'docs/a.md', './docs/a.md', 'docs/../docs/a.md'] }), 'docs/a.md': md('a') },
  },
  {
    name: 'glob-symlinked-file-and-dir',
    tree: {
      'opencode.json': oc({ instructions: ['ln.md', 'real.md', 'lnd/*.md', 'broken.md'] }),
      'real.md': md('real'),
      'ln.md': { symlink: 'real.md' },
      'realdir/r.md': md('realdir'),
      lnd: { symlink: 'realdir' },
      'broken.md': { symlink: 'nowhere.md' },
    },
  },
  {
    name: 'glob-doublestar-through-symlink-dir',
    tree: { 'opencode.json': oc({ instructions: ['**/*.txt'] }), 'real/a.txt': 'a txt\n', 'z/lnk': { symlink: '../real' } },
  },
  {
    name: 'glob-star-matches-agents',
    tree: { 'opencode.json': oc({ instructions: ['*.md'] }), 'AGENTS.md': md('agents') },
  },
  {
    name: 'glob-question-and-class-negation',
    tree: { 'opencode.json': oc({ instructions: ['r?.md', '[!a]x.md', 'n[0-9].md'] }), 'r1.md': md('r1'), 'bx.md': md('bx'), 'n5.md': md('n5') },
  },
  {
    name: 'glob-dotdot-from-deep-cwd',
    cwd: 'a/b',
    tree: { 'opencode.json': oc({ instructions: ['../x.md'] }), 'a/x.md': md('ax'), 'x.md': md('x') },
  },
  {
    name: 'glob-home-entry',
    tree: { 'opencode.json': oc({ instructions: ['~/rules/h.md', '~/rules/*.txt'] }) },
    home: { 'rules/h.md': md('home'), 'rules/t.txt': 'home txt\n' },
  },
  // ---------------------------------------------------------------- {file:} / {env:}
  {
    name: 'subst-file-trim-and-quotes',
    tree: { 'opencode.json': '{"instructions": ["{file:./p.txt}", "x{env:SUF}.md"]}', 'p.txt': '\n\n  docs/q.md  \n\n', 'docs/q.md': md('q'), 'x1.md': md('x1') },
    env: { SUF: '1' },
  },
  {
    name: 'subst-file-absolute-and-nested-env',
    tree: { 'opencode.json': '{"instructions": ["{file:{env:PDIR}/p.txt}", "{file:@@ROOT@@/p2.txt}"]}', 'cfgs/p.txt': 'a.md', 'p2.txt': 'b.md', 'a.md': md('a'), 'b.md': md('b') },
    env: { PDIR: './cfgs' },
  },
  {
    name: 'subst-file-home',
    tree: { 'opencode.json': '{"instructions": ["{file:~/p.txt}"]}', 'h.md': md('h') },
    home: { 'p.txt': 'h.md\n' },
  },
  {
    name: 'subst-env-two-and-unset',
    tree: { 'opencode.json': '{"instructions": ["{env:A}{env:B}", "{env:NOPE}z.md"]}', 'docs/ab.md': md('ab'), 'z.md': md('z') },
    env: { A: 'docs/', B: 'ab.md' },
  },
  {
    name: 'subst-file-in-subdir-config',
    cwd: 'sub',
    tree: { 'sub/opencode.json': '{"instructions": ["{file:./p.txt}"]}', 'sub/p.txt': 'w.md', 'sub/w.md': md('subw'), 'w.md': md('rootw') },
  },
  {
    name: 'subst-file-directory-target',
    tree: { 'opencode.json': '{"instructions": ["{file:./d}"]}', 'd/x.md': md('x'), 'AGENTS.md': md('agents') },
  },
  {
    name: 'subst-file-quote-content',
    tree: { 'opencode.json': '{"instructions": ["{file:./p.txt}", "ok.md"]}', 'p.txt': 'a "q".md\\x', 'ok.md': md('ok') },
  },
  // ---------------------------------------------------------------- config merges
  {
    name: 'merge-root-and-dot-opencode',
    tree: {
      'opencode.json': oc({ instructions: ['a.md', 'shared.md'] }),
      '.opencode/opencode.json': oc({ instructions: ['shared.md', 'b.md'] }),
      'a.md': md('a'),
      'b.md': md('b'),
      'shared.md': md('shared'),
    },
  },
  {
    name: 'merge-deep-cwd-configs',
    cwd: 'p/q',
    tree: {
      'opencode.json': oc({ instructions: ['root.md'] }),
      'p/opencode.jsonc': '// c\n{"instructions": ["mid.md",],}',
      'p/q/opencode.json': oc({ instructions: ['leaf.md'] }),
      'root.md': md('root'),
      'p/mid.md': md('mid'),
      'p/q/leaf.md': md('leaf'),
    },
  },
  {
    name: 'merge-opencode-config-env',
    cwd: 'app',
    tree: {
      'cfg/opencode.json': oc({ instructions: ['x.md', 'app-rule.md'], provider: { fake: { npm: '@ai-sdk/openai-compatible', name: 'Fake', options: { baseURL: 'http://127.0.0.1:@@PORT@@/v1', apiKey: 'dummy' }, models: { 'fake-model': { name: 'Fake', tool_call: true, limit: { context: 100000, output: 4000 } } } } }, model: 'fake/fake-model', small_model: 'fake/fake-model', permission: { read: 'allow', external_directory: 'allow' } }),
      'cfg/x.md': md('cfgx'),
      'app/app-rule.md': md('apprule'),
      'opencode.json': oc({ instructions: ['proj.md'] }),
      'proj.md': md('proj'),
    },
    env: { OPENCODE_CONFIG: '@@ROOT@@/cfg/opencode.json' },
  },
  {
    name: 'merge-opencode-config-dir',
    tree: {
      'ocdir/opencode.json': oc({ instructions: ['cd.md', 'p.md'] }),
      'ocdir/AGENTS.md': md('ocdir-agents'),
      'ocdir/cd.md': md('ocdir-cd'),
      'p.md': md('proj-p'),
      'AGENTS.md': md('proj-agents'),
    },
    env: { OPENCODE_CONFIG_DIR: '@@ROOT@@/ocdir' },
  },
  {
    name: 'merge-config-dir-disable-project',
    tree: {
      'ocdir/opencode.json': oc({ instructions: ['cd.md'] }),
      'ocdir/cd.md': md('ocdir-cd'),
      'cd.md': md('proj-cd'),
      'opencode.json': oc({ instructions: ['cd.md'] }),
      'AGENTS.md': md('proj-agents'),
    },
    env: { OPENCODE_CONFIG_DIR: '@@ROOT@@/ocdir', OPENCODE_DISABLE_PROJECT_CONFIG: '1' },
  },
  {
    name: 'global-config-instructions',
    tree: { 'AGENTS.md': md('proj'), 'g.md': md('proj-g') },
    global: { 'opencode.json': oc({ instructions: ['g.md', '@@ROOT@@/abs.md'] }), 'g.md': md('global-g') },
  },
  {
    name: 'global-empty-agents-falls-to-claude',
    tree: { 'AGENTS.md': md('proj') },
    global: { 'AGENTS.md': '' },
    home: { '.claude/CLAUDE.md': md('home-claude') },
  },
  {
    name: 'global-config-dir-vs-xdg',
    tree: { 'AGENTS.md': md('proj') },
    global: { 'AGENTS.md': md('xdg') },
    home: { 'ocd/AGENTS.md': md('config-dir') },
    env: { OPENCODE_CONFIG_DIR: '@@HOME@@/ocd' },
  },
  {
    name: 'global-claude-disable-code',
    tree: { 'CLAUDE.md': md('proj-claude') },
    home: { '.claude/CLAUDE.md': md('home-claude') },
    env: { OPENCODE_DISABLE_CLAUDE_CODE: '1' },
  },
  // ---------------------------------------------------------------- files
  {
    name: 'file-bom-crlf',
    cwd: 'a',
    tree: { 'AGENTS.md': Buffer.from('\ufeff# BOM\r\nrule: bom\r\n', 'utf8'), 'a/AGENTS.md': Buffer.from('\ufeff', 'utf8') },
  },
  {
    name: 'file-whitespace-only',
    cwd: 'a',
    tree: { 'AGENTS.md': '\n', 'a/AGENTS.md': '  \t\n\n' },
  },
  {
    name: 'file-empty-context',
    tree: { 'CONTEXT.md': '', 'opencode.json': oc({ instructions: ['e.md', 'n.md'] }), 'e.md': '', 'n.md': md('n') },
  },
  {
    name: 'file-large',
    tree: { 'AGENTS.md': '# Large\n' + 'line of text with some words 0123456789\n'.repeat(8000) },
  },
  {
    name: 'walk-deep-mixed',
    cwd: 'a/b/c/d',
    tree: { 'a/AGENTS.md': md('a'), 'a/b/CLAUDE.md': md('b-claude'), 'a/b/c/AGENTS.md': md('c'), 'AGENTS.md': md('root') },
  },
  {
    name: 'walk-symlink-agents-dir',
    cwd: 'w',
    tree: { 'w/AGENTS.md': { symlink: '../notes/n.md' }, 'notes/n.md': md('notes'), 'AGENTS.md': { symlink: 'missing.md' }, 'CLAUDE.md': md('claude') },
  },
  {
    name: 'walk-no-git-deep',
    git: [],
    cwd: 'x/y',
    tree: { 'x/y/CLAUDE.md': md('y-claude'), 'x/CLAUDE.md': md('x-claude'), 'opencode.json': oc({ instructions: ['r.md'] }), 'r.md': md('r'), 'x/r.md': md('xr') },
  },
  // ---------------------------------------------------------------- touch
  {
    name: 'touch-symlinked-file',
    reads: ['src/link.py'],
    tree: { 'src/link.py': { symlink: '../lib/x.py' }, 'lib/x.py': 'x=1\n', 'lib/AGENTS.md': md('lib'), 'src/AGENTS.md': md('src') },
  },
  {
    name: 'touch-agents-and-claude-in-one-dir',
    reads: ['n/m/f.py'],
    tree: { 'n/m/f.py': 'f\n', 'n/m/AGENTS.md': md('m-agents'), 'n/m/CLAUDE.md': md('m-claude'), 'n/CLAUDE.md': md('n-claude'), 'n/CONTEXT.md': md('n-context') },
  },
  {
    name: 'touch-empty-agents-nested',
    reads: ['n/f.py'],
    tree: { 'n/f.py': 'f\n', 'n/AGENTS.md': '', 'n/CLAUDE.md': md('n-claude') },
  },
  {
    name: 'touch-read-claude-beside-agents',
    reads: ['n/CLAUDE.md'],
    tree: { 'n/AGENTS.md': md('n-agents'), 'n/CLAUDE.md': md('n-claude') },
  },
  {
    name: 'touch-two-reads-shared-ancestor',
    reads: ['a/b/one.py', 'a/c/two.py', 'a/b/three.py'],
    tree: { 'a/AGENTS.md': md('a'), 'a/b/AGENTS.md': md('ab'), 'a/c/AGENTS.md': md('ac'), 'a/b/one.py': '1\n', 'a/c/two.py': '2\n', 'a/b/three.py': '3\n' },
  },
  {
    name: 'touch-instructions-in-system',
    reads: ['src/x.py'],
    tree: { 'opencode.json': oc({ instructions: ['src/AGENTS.md'] }), 'src/AGENTS.md': md('src'), 'src/x.py': 'x\n', 'AGENTS.md': md('root') },
  },
  {
    name: 'touch-disable-project-config',
    reads: ['src/x.py'],
    env: { OPENCODE_DISABLE_PROJECT_CONFIG: '1' },
    tree: { 'src/AGENTS.md': md('src'), 'src/x.py': 'x\n', 'AGENTS.md': md('root') },
  },
  {
    name: 'touch-absolute-and-crlf',
    reads: ['src/x.py'],
    tree: { 'src/AGENTS.md': Buffer.from('\ufeff# CRLF\r\nrule: crlf', 'utf8'), 'src/x.py': 'x\n' },
  },
  {
    name: 'touch-agents-dir-nested',
    reads: ['s/t/x.py'],
    tree: { 's/t/x.py': 'x\n', 's/t/AGENTS.md/keep.txt': 'k\n', 's/t/CLAUDE.md': md('t-claude'), 's/AGENTS.md': { symlink: '../notes.md' }, 'notes.md': md('notes') },
  },
  {
    name: 'touch-missing-file',
    reads: ['src/nope.py', 'src/x.py'],
    tree: { 'src/AGENTS.md': md('src'), 'src/x.py': 'x\n' },
  },
  {
    name: 'touch-non-git',
    git: [],
    cwd: 'w',
    reads: ['k/x.py'],
    tree: { 'w/k/x.py': 'x\n', 'w/k/CONTEXT.md': md('k-context'), 'w/AGENTS.md': md('w') },
  },
];
