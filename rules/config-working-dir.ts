import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/** `wd` (ignored) and `workingDir` (replaces W for agents, flows, context and discovery) in `.opencode.json` (U10). */
export default defineRule({
  id: 'config-working-dir',
  meta: {
    kind: 'problem',
    description: 'A wd key that does nothing, or a workingDir key that moves the whole project elsewhere.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.2, §8 U10',
    runtimes: ['fork'],
  },
  messages: {
    wdIgnored: 'Key "{{key}}" matches no config field and is ignored; only "workingDir" changes the working directory.',
    workingDir:
      '"workingDir" moves the working directory to {{W}}: the runtime reads agents, flows and context there instead of in the directory it starts in ({{cwd}}), where it read the config files.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-working-dir');
    const wd = ctx.model.config.workingDir;
    if (wd) ctx.report({ messageId: 'workingDir', data: { W: ctx.model.W, cwd: ctx.model.cwd }, span: wd.span });
  },
});
