import { expect, it } from 'vitest';
import rule from '../../../rules/opencode/agent-frontmatter-invalid.js';
import { testOcRule } from './kit.js';

testOcRule(rule, {
  valid: [
    { name: 'an unquoted ": " parses on the runtime retry (observed)', tree: { '.opencode/agent/colon.md': '---\ndescription: Use this: for review\nmode: subagent\n---\nColon body.\n' } },
  ],
  invalid: [
    {
      name: 'a JavaScript frontmatter (gray-matter evaluates it; ctxlens does not)',
      tree: { '.opencode/agent/g.md': '---js\n(globalThis.__ctxlensRan = true, {description: "x"})\n---\nbody\n' },
      errors: [{ messageId: 'code', data: { pathId: 'g', lang: 'js' }, line: 1, column: 1 }],
    },
    {
      name: 'an unclosed flow sequence (observed: whole file as prompt)',
      tree: { '.opencode/agent/badyaml.md': '---\ndescription: [unclosed\nmode: subagent\n---\nBad yaml body.\n' },
      errors: [{ messageId: 'unparsed', data: { id: 'badyaml', error: 'missed comma between flow collection entries at line 3, column 1' }, line: 3, column: 1 }],
    },
    {
      name: 'a retry that still fails (observed: the agent is gone)',
      tree: { '.opencode/agent/twofail.md': '---\ndescription: Use this: for review\ntags: [unclosed\n---\nTwofail.\n' },
      errors: [{ messageId: 'dropped', data: { pathId: 'twofail', error: 'unexpected end of the stream within a flow collection at line 4, column 1' }, line: 4, column: 1 }],
    },
    {
      name: 'the retry\'s error names the line of the file, not of the rewritten text',
      // The retry turns line 2 into two lines; the unclosed "[" on line 4 leaves the block open up to
      // the closing --- on line 5 (line 6 of the rewritten text).
      tree: { '.opencode/agent/shifted.md': '---\ndescription: Use: x\nmode: subagent\ntags: [a\n---\nBody.\n' },
      errors: [{ messageId: 'dropped', data: { pathId: 'shifted', error: 'unexpected end of the stream within a flow collection at line 5, column 1' }, line: 5, column: 1 }],
    },
  ],
});

it('never evaluates a JavaScript frontmatter while linting', () => {
  expect((globalThis as Record<string, unknown>)['__ctxlensRan']).toBeUndefined();
});
