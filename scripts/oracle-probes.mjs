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
    // A final `**` does not walk into a symlinked directory; `docs/**/*.md` matches directly inside it.
    name: 'glob-final-doublestar-symlink-dir',
    tree: {
      'opencode.json': oc({ instructions: ['docs/**', 'more/**/*.md'] }),
      'docs/plain.md': md('plain'),
      'docs/link': { symlink: '../real' },
      'more/link': { symlink: '../real2' },
      'real/x.md': md('x'),
      'real/deeper/y.md': md('y'),
      'real2/x2.md': md('x2'),
      'real2/deeper/y2.md': md('y2'),
    },
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
  // ---------------------------------------------------------------- second batch
  {
    name: 'glob-brace-order-2',
    tree: { 'opencode.json': oc({ instructions: ['{aa,zz}.md'] }), 'aa.md': md('aa'), 'zz.md': md('zz') },
  },
  {
    name: 'glob-doublestar-symlink-outside',
    cwd: 'proj',
    git: ['proj'],
    tree: { 'proj/opencode.json': oc({ instructions: ['**/*.txt'] }), 'proj/z/lnk': { symlink: '../../ext' }, 'ext/a.txt': 'ext txt\n' },
  },
  {
    name: 'glob-star-symlink-file',
    tree: { 'opencode.json': oc({ instructions: ['d/*.md'] }), 'd/l.md': { symlink: '../t/real.md' }, 't/real.md': md('real') },
  },
  {
    name: 'glob-star-segment-symlink-dir',
    cwd: 'proj',
    git: ['proj'],
    tree: { 'proj/opencode.json': oc({ instructions: ['*/k.md'] }), 'proj/lnk': { symlink: '../outside' }, 'outside/k.md': md('k') },
  },
  {
    name: 'glob-doublestar-into-git-dir',
    tree: { 'opencode.json': oc({ instructions: ['**/description'] }) },
  },
  {
    name: 'glob-empty-and-dot-entries',
    tree: { 'opencode.json': oc({ instructions: ['', '.', './', 'a.md'] }), 'a.md': md('a') },
  },
  {
    name: 'glob-doublestar-not-a-segment',
    tree: { 'opencode.json': oc({ instructions: ['docs/**.md', 'x**y.md'] }), 'docs/s/b.md': md('dsb'), 'xay.md': md('xay') },
  },
  {
    name: 'glob-absolute-explicit-dot',
    tree: { 'opencode.json': oc({ instructions: ['@@ROOT@@/d/.*.md', '@@ROOT@@/.hidden.md', '@@ROOT@@/e/{a,q}.md'] }), 'd/.h.md': md('dh'), '.hidden.md': md('hidden'), 'e/a.md': md('ea') },
  },
  {
    name: 'glob-home-doublestar',
    tree: { 'opencode.json': oc({ instructions: ['~/r/**/*.md', '~/.dot/*.md'] }) },
    home: { 'r/s/x.md': md('hx'), '.dot/y.md': md('hy') },
  },
  {
    name: 'subst-dot-opencode-file-relative',
    tree: { '.opencode/opencode.json': '{"instructions": ["{file:./p.txt}"]}', '.opencode/p.txt': 'x.md', 'p.txt': 'y.md', 'x.md': md('x'), 'y.md': md('y') },
  },
  {
    name: 'subst-global-file-relative',
    tree: { 'AGENTS.md': md('proj'), 'gx.md': md('gx') },
    global: { 'opencode.json': '{"instructions": ["{file:./gp.txt}"]}', 'gp.txt': 'gx.md\n' },
  },
  {
    name: 'subst-file-newline-content-and-symlink',
    tree: { 'opencode.json': '{"instructions": ["{file:./p.txt}", "{file:./lp.txt}"]}', 'p.txt': 'a.md\nb.md\n', 'lp.txt': { symlink: 'q.txt' }, 'q.txt': 'b.md', 'a.md': md('a'), 'b.md': md('b') },
  },
  {
    name: 'config-instructions-null',
    tree: { 'opencode.json': '{"instructions": null}', 'AGENTS.md': md('agents') },
  },
  {
    name: 'config-instructions-number',
    tree: { 'opencode.json': '{"instructions": ["a.md", 1]}', 'AGENTS.md': md('agents'), 'a.md': md('a') },
  },
  {
    name: 'config-bom-crlf',
    tree: { 'opencode.json': Buffer.from('\ufeff{\r\n  "instructions": ["a.md"]\r\n}\r\n', 'utf8'), 'a.md': md('a') },
  },
  {
    name: 'config-content-env',
    tree: { 'opencode.json': oc({ instructions: ['p.md'] }), 'p.md': md('p'), 'c.md': md('c') },
    env: { OPENCODE_CONFIG_CONTENT: '{"instructions": ["c.md", "p.md"]}' },
  },
  {
    name: 'config-disable-project-yes',
    tree: { 'AGENTS.md': md('agents') },
    env: { OPENCODE_DISABLE_PROJECT_CONFIG: 'yes' },
  },
  {
    name: 'config-opencode-config-relative',
    cwd: 'app',
    tree: {
      'app/cfg/opencode.json': oc({ instructions: ['r.md'], provider: { fake: { npm: '@ai-sdk/openai-compatible', name: 'Fake', options: { baseURL: 'http://127.0.0.1:@@PORT@@/v1', apiKey: 'dummy' }, models: { 'fake-model': { name: 'Fake', tool_call: true, limit: { context: 100000, output: 4000 } } } } }, model: 'fake/fake-model', small_model: 'fake/fake-model', permission: { read: 'allow', external_directory: 'allow' } }),
      'app/r.md': md('r'),
    },
    env: { OPENCODE_CONFIG: 'cfg/opencode.json' },
  },
  {
    name: 'config-home-dot-opencode',
    tree: { 'h.md': md('h') },
    home: { '.opencode/opencode.json': oc({ instructions: ['h.md'] }) },
  },
  {
    name: 'config-global-config-json',
    tree: { 'g.md': md('g'), 'o.md': md('o') },
    global: { 'config.json': oc({ instructions: ['g.md'] }), 'opencode.json': oc({ instructions: ['o.md'] }) },
  },
  {
    name: 'walk-cwd-is-symlink',
    cwd: 'lnk',
    tree: { 'real/AGENTS.md': md('real'), lnk: { symlink: 'real' }, 'AGENTS.md': md('root') },
  },
  {
    name: 'file-nul-and-latin1',
    cwd: 'a',
    tree: { 'AGENTS.md': Buffer.from('nul\u0000byte\n', 'utf8'), 'a/AGENTS.md': Buffer.from('caf\xe9 \xfe\xff\n', 'latin1') },
  },
  {
    name: 'touch-dotdot-path-and-twice',
    reads: ['src/../src/x.py', 'src/x.py', 'src/y.py'],
    tree: { 'src/AGENTS.md': md('src'), 'src/x.py': 'x\n', 'src/y.py': 'y\n' },
  },
  {
    name: 'touch-broken-symlink-agents',
    reads: ['src/x.py'],
    tree: { 'src/AGENTS.md': { symlink: 'missing.md' }, 'src/CLAUDE.md': md('src-claude'), 'src/x.py': 'x\n', 'AGENTS.md': md('root') },
  },
  {
    name: 'touch-large-nested',
    reads: ['src/x.py'],
    tree: { 'src/AGENTS.md': '# Large\n' + 'nested line number with padding text 0123456789abcdef\n'.repeat(3000), 'src/x.py': 'x\n' },
  },
  {
    name: 'touch-instructions-via-symlink-text',
    reads: ['src/x.py'],
    tree: { 'opencode.json': oc({ instructions: ['lnk/AGENTS.md'] }), lnk: { symlink: 'src' }, 'src/AGENTS.md': md('src'), 'src/x.py': 'x\n' },
  },
  {
    name: 'touch-nested-git',
    git: ['.', 'sub'],
    reads: ['sub/d/x.py'],
    tree: { 'sub/d/x.py': 'x\n', 'sub/d/AGENTS.md': md('subd'), 'sub/AGENTS.md': md('sub'), 'AGENTS.md': md('root') },
  },
  {
    name: 'touch-cwd-symlink',
    cwd: 'lnk',
    reads: ['m/x.py'],
    tree: { 'real/m/x.py': 'x\n', 'real/m/AGENTS.md': md('m'), lnk: { symlink: 'real' } },
  },
  // ---------------------------------------------------------------- third batch
  {
    name: 'global-config-json-alone',
    tree: { 'g.md': md('g') },
    global: { 'config.json': oc({ instructions: ['g.md'] }) },
  },
  {
    name: 'global-config-json-default-agent',
    tree: { 'AGENTS.md': md('agents') },
    global: { 'config.json': oc({ default_agent: 'nope' }) },
  },
  {
    name: 'global-opencode-json-and-jsonc',
    tree: { 'j.md': md('j'), 'c.md': md('c') },
    global: { 'opencode.json': oc({ instructions: ['j.md'] }), 'opencode.jsonc': oc({ instructions: ['c.md'] }) },
  },
  {
    name: 'glob-doublestar-symlink-file-outside',
    cwd: 'proj',
    git: ['proj'],
    tree: { 'proj/opencode.json': oc({ instructions: ['**/*.md'] }), 'proj/s/l.md': { symlink: '../../ext/real.md' }, 'ext/real.md': md('real') },
  },
  {
    name: 'glob-doublestar-named-symlink-dir',
    cwd: 'proj',
    git: ['proj'],
    tree: { 'proj/opencode.json': oc({ instructions: ['**/lnk/k.md'] }), 'proj/lnk': { symlink: '../outside' }, 'outside/k.md': md('k') },
  },
  {
    name: 'glob-star-then-doublestar-symlink',
    cwd: 'proj',
    git: ['proj'],
    tree: { 'proj/opencode.json': oc({ instructions: ['*/**/k.md'] }), 'proj/lnk': { symlink: '../outside' }, 'outside/s/k.md': md('k') },
  },
  {
    name: 'glob-prefix-then-doublestar-symlink',
    cwd: 'proj',
    git: ['proj'],
    tree: { 'proj/opencode.json': oc({ instructions: ['z/**/*.txt', 'y/**'] }), 'proj/z/lnk': { symlink: '../../ext' }, 'ext/a.txt': 'ext txt\n', 'proj/y': { symlink: '../ext2' }, 'ext2/q/b.txt': 'ext2 txt\n' },
  },
  {
    name: 'glob-absolute-question-dot',
    tree: { 'opencode.json': oc({ instructions: ['@@ROOT@@/d/?h.md', '@@ROOT@@/d/[.]g.md', '@@ROOT@@/d/.*'] }), 'd/.h.md': md('dh'), 'd/.g.md': md('dg') },
  },
  {
    name: 'agent-default-dropped-markdown',
    tree: { 'opencode.json': oc({ default_agent: 'twofail' }), '.opencode/agent/twofail.md': '---\ndescription: Use this: for review\ntags: [unclosed\n---\nTwofail.\n', 'AGENTS.md': md('agents') },
  },
  {
    name: 'walk-cwd-symlink-config',
    cwd: 'lnk',
    tree: { 'real/opencode.json': oc({ instructions: ['r.md', '../top.md'] }), 'real/r.md': md('r'), 'top.md': md('top'), lnk: { symlink: 'real' }, 'AGENTS.md': md('root') },
  },
  {
    name: 'touch-cwd-symlink-read-via-real',
    cwd: 'lnk',
    reads: ['../real/m/x.py', 'm/y.py'],
    tree: { 'real/m/x.py': 'x\n', 'real/m/y.py': 'y\n', 'real/m/AGENTS.md': md('m'), lnk: { symlink: 'real' } },
  },
  // ---------------------------------------------------------------- fourth batch
  {
    name: 'glob-extglob-posix-range',
    tree: { 'opencode.json': oc({ instructions: ['@(a|b).md', '!(a|b|c|n1|n2|n3|x|AGENTS).md', '[[:digit:]]d.md', 'n{1..2}.md'] }), 'a.md': md('a'), 'b.md': md('b'), 'zz.md': md('zz'), '7d.md': md('7d'), 'n1.md': md('n1'), 'n2.md': md('n2'), 'n3.md': md('n3') },
  },
  {
    name: 'glob-dot-slash-doublestar-symlink',
    cwd: 'proj',
    git: ['proj'],
    tree: { 'proj/opencode.json': oc({ instructions: ['./**/*.txt'] }), 'proj/lnk': { symlink: '../ext' }, 'ext/a.txt': 'ext txt\n' },
  },
  {
    name: 'global-dir-disable-project-relative',
    tree: { 'g.md': md('proj-g'), 'AGENTS.md': md('proj') },
    global: { 'opencode.json': oc({ instructions: ['g.md'] }), 'g.md': md('global-g') },
    env: { OPENCODE_DISABLE_PROJECT_CONFIG: '1' },
  },
  // ---------------------------------------------------------------- fifth batch: a final `**` matching no segment
  {
    name: 'glob-final-doublestar-file',
    tree: {
      'opencode.json': oc({ instructions: ['d1/r.md/**', 'd2/r.md/**/**', 'd3/r.md/./**', './d4/r.md/**', 'd5/r.md//**', 'x/../d6/r.md/**', 'd7/.r.md/**', 'd8/r.md/**', 'd9/r.md/**'] }),
      'd1/r.md': md('d1'),
      'd2/r.md': md('d2'),
      'd3/r.md': md('d3'),
      'd4/r.md': md('d4'),
      'd5/r.md': md('d5'),
      'd6/r.md': md('d6'),
      'd7/.r.md': md('d7'),
      'd8/r.md/in.md': md('d8-in'),
      'x/keep.txt': 'x\n',
    },
  },
  {
    name: 'glob-final-doublestar-after-pattern',
    tree: {
      'opencode.json': oc({ instructions: ['?1/r.md/**', '**/d2/r.md/**', '{d3,zz}/r.md/**', '?4/sub/r.md/**', 'r5.md/**'] }),
      'a1/r.md': md('a1'),
      'x/d2/r.md': md('d2'),
      'd3/r.md': md('d3'),
      'b4/sub/r.md': md('b4'),
      'r5.md': md('r5'),
    },
  },
  {
    name: 'glob-final-doublestar-pattern-before-no-file',
    tree: {
      'opencode.json': oc({ instructions: ['d1/*.md/**', 'd2/r?md/**', 'd3/@(r).md/**', '**/r4.md/**', 'd5/**/r.md/**', 'd6/r.md/**/*.md', 'd7/r.md/**/', 'd8/[rs].md/**', 'ok.md'] }),
      'd1/r.md': md('d1'),
      'd2/r.md': md('d2'),
      'd3/r.md': md('d3'),
      'r4.md': md('r4-root'),
      'x/r4.md': md('r4-x'),
      'd5/r.md': md('d5'),
      'd5/x/r.md': md('d5x'),
      'd6/r.md': md('d6'),
      'd7/r.md': md('d7'),
      'd8/r.md': md('d8'),
      'ok.md': md('ok'),
    },
  },
  {
    name: 'glob-final-doublestar-literal-class-escape',
    tree: {
      'opencode.json': oc({ instructions: ['d1/[r]x.md/**', 'd2/[r].md/**', 'd3/r\\*.md/**', 'd4/x[r][s].md/**', 'd5/[a-a]b.md/**', '@@ROOT@@/d6/[.]h.md', 'd7/[]].md/**'] }),
      'd1/rx.md': md('d1'),
      'd2/r.md': md('d2'),
      'd2/[r].md': md('d2-brackets'),
      'd3/r*.md': md('d3-star'),
      'd3/rx.md': md('d3-x'),
      'd4/xrs.md': md('d4'),
      'd5/ab.md': md('d5'),
      'd6/.h.md': md('d6'),
      'd7/].md': md('d7'),
    },
  },
  {
    name: 'glob-final-doublestar-symlinks',
    tree: {
      'opencode.json': oc({ instructions: ['d1/r.md/**', 'd2/*.md/**', 'd3/r.md/**', 'd4/r.md/**', 'd5/r.md/**', '**/r6.md/**', 'z/**/r.md/**', '**/r8.md/**'] }),
      'real/f1.md': md('f1'),
      'd1/r.md': { symlink: '../real/f1.md' },
      'real/f2.md': md('f2'),
      'd2/s.md': { symlink: '../real/f2.md' },
      'd2/p.md': md('d2-plain'),
      'realdir3/k.md': md('k3'),
      'd3/r.md': { symlink: '../realdir3' },
      'd4/r.md': { symlink: 'nowhere.md' },
      'realdir5/r.md': md('d5'),
      d5: { symlink: 'realdir5' },
      'real/f6.md': md('f6'),
      'y6/r6.md': { symlink: '../real/f6.md' },
      'realz/r.md': md('realz'),
      'z/lnk': { symlink: '../realz' },
      'z/r.md': md('z-plain'),
      'z/sub/r.md': md('z-sub'),
      'realq/r8.md': md('r8'),
      q8: { symlink: 'realq' },
    },
  },
  {
    name: 'glob-final-doublestar-absolute-home',
    tree: { 'opencode.json': oc({ instructions: ['@@ROOT@@/a1/r.md/**', '@@ROOT@@/a2/r.md/**/**', '~/h3/r.md/**', '~/h4/*.md/**', '~/h5/**/**'] }), 'a1/r.md': md('a1'), 'a2/r.md': md('a2') },
    home: { 'h3/r.md': md('home-h3'), 'h4/s.md': md('home-h4'), h5: md('home-h5') },
  },
  {
    name: 'glob-final-doublestar-walk-up',
    cwd: 'pkg',
    tree: { 'opencode.json': oc({ instructions: ['r.md/**'] }), 'r.md': md('root'), 'pkg/r.md': md('pkg') },
  },
  {
    name: 'glob-ends-in-slash-or-dot',
    tree: {
      'opencode.json': oc({ instructions: ['d1/**/', 'd2/x.md/', 'd3/x.md/.', 'd4/*.md/', './d5/x.md/.', 'd6/**/.', 'd7/x.md//', 'd8/x.md/**/.', 'd9/x.md/./', '@@ROOT@@/a1/x.md/', '@@ROOT@@/a2/x.md/.', '@@ROOT@@/a3/x.md/**/'] }),
      ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => [`d${i}/x.md`, md(`d${i}`)])),
      'a1/x.md': md('a1'),
      'a2/x.md': md('a2'),
      'a3/x.md': md('a3'),
    },
  },
];
