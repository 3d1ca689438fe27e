import rule from '../../rules/manifest-label.js';
import { testRule } from '../helpers/rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'heading', tree: { 'a/AGENTS.md': '# Auth rules\nbody\n' } },
    { name: 'one-line description', tree: { 'a/AGENTS.md': '---\ndescription: Auth rules\n---\n```sh\n# not used\n```\n' } },
    { name: 'heading before a code block', tree: { 'a/AGENTS.md': '# Build rules\n\n```sh\n# install\n```\n' } },
    { name: 'exactly 120 code points', tree: { 'a/AGENTS.md': '# ' + 'é'.repeat(120) } },
  ],
  invalid: [
    { name: 'no label', tree: { 'a/AGENTS.md': 'prose only\n' }, errors: [{ messageId: 'noLabel', data: { file: 'a/AGENTS.md' }, file: 'a/AGENTS.md', line: 0 }] },
    {
      name: 'heading inside a fenced block',
      tree: { 'tools/AGENTS.md': '```sh\n# install the toolchain\n```\n# Build rules\n' },
      errors: [{ messageId: 'fencedHeading', data: { label: 'install the toolchain' }, file: 'tools/AGENTS.md', line: 2, column: 1, endLine: 2, endColumn: 24 }],
    },
    {
      name: 'block scalar description',
      tree: { 'a/AGENTS.md': '---\ndescription: >\n  Folded text\n---\n# H\n' },
      errors: [{ messageId: 'blockScalar', data: { label: '>' }, line: 2, column: 1, endColumn: 15 }],
    },
    {
      name: 'empty description suppresses the heading',
      tree: { 'a/AGENTS.md': '---\nname: x\ndescription: ""\n---\n# Heading\n' },
      errors: [{ messageId: 'emptyDescription', line: 3 }],
    },
    { name: 'empty heading stops the scan', tree: { 'a/AGENTS.md': '\n####\n# Real\n' }, errors: [{ messageId: 'emptyHeading', line: 2, endColumn: 5 }] },
    {
      name: 'label cut at 120 code points',
      tree: { 'a/AGENTS.md': '# ' + 'é'.repeat(121) + '\n' },
      errors: [{ messageId: 'truncated', data: { runes: 121 }, file: 'a/AGENTS.md', line: 1 }],
    },
  ],
});
