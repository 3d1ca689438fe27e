import { defineRule } from '../src/engine/define-rule.js';
import { listSome } from '../src/runtimes/fork/sim/disclosure-facts.js';

/** W's last component is a symlink: discovery is empty while nested files exist below its target (docs/runtimes/fork.md §6.2, §8 U24). */
export default defineRule({
  id: 'symlinked-working-dir',
  meta: {
    kind: 'problem',
    description: 'The working directory is a symlink, so the runtime discovers no nested context files although some exist below its target.',
    severity: 'warning',
    fixable: false,
    needs: ['discovery'],
    schema: null,
    spec: 'docs/runtimes/fork.md §6.2 step 2, §8 U24',
    runtimes: ['fork'],
  },
  messages: {
    symlinked:
      'The working directory ({{w}}) is a symlink to {{target}}: the discovery walk ends at once, so {{count}} nested context files below it ({{files}}) are never listed or injected. Start the runtime in {{target}}.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const target = sim.discovery.trace?.wSymlink?.target ?? null;
    const r = sim.facts.discoveryBelowSymlinkedW();
    if (target === null || r === null || r.files.length === 0) return;
    ctx.report({
      messageId: 'symlinked',
      data: { w: model.W, target, count: r.truncated ? `${r.files.length}+` : r.files.length, files: listSome(r.files.map((f) => f.rel)) },
      span: null,
    });
  },
});
