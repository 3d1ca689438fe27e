import rule from '../../rules/agent-file-not-read.js';
import { testRule } from '../helpers/rule-tester.js';

const agent = '---\nmode: subagent\n---\nPrompt.\n';

testRule(rule, {
  valid: [
    { name: '.md files in the read directories', tree: { '.opencode/agents/Reviewer.md': agent, '.agents/types/helper.md': agent } },
    { name: 'non-markdown files are not agents', tree: { '.opencode/agents/AGENTS.md.license': 'MIT', '.opencode/agents/notes.txt': 'x' } },
    { name: 'markdown outside agent directories', tree: { 'docs/Guide.MD': '# x', '.agents/skills/x/SKILL.md': '# s' } },
  ],
  invalid: [
    {
      name: 'upper-case extension',
      tree: { '.opencode/agents/Reviewer.MD': agent },
      errors: [{ messageId: 'extension', data: { file: '.opencode/agents/Reviewer.MD', id: 'Reviewer' }, file: '.opencode/agents/Reviewer.MD', line: 1, column: 1 }],
    },
    {
      name: '.markdown in .agents/types and an agentPaths directory',
      tree: { '.agents/types/notes.markdown': agent, '.opencode.json': '{"agentPaths":["team"]}', 'team/plan.mdx': agent },
      errors: [
        { messageId: 'extension', data: { id: 'notes' }, file: '.agents/types/notes.markdown' },
        { messageId: 'extension', data: { id: 'plan' }, file: 'team/plan.mdx' },
      ],
    },
    {
      name: '.agents/agents instead of .agents/types',
      tree: { '.agents/agents/helper.md': agent, '.agents/agents/other.md': agent },
      errors: [{ messageId: 'directory', data: { dir: '.agents/agents/', count: 2 }, file: '.agents/agents/helper.md', line: 1, column: 1 }],
    },
  ],
});
