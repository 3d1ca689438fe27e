import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { fileSpan } from '../../src/model/span.js';
import { isOrphanCandidate } from '../../src/runtimes/oac/load/orphans.js';

/** Agent, command, tool, plugin and context files the registry does not list (docs/runtimes/oac.md §4.2). */
export default defineRule({
  id: 'oac-registry-orphan',
  meta: {
    kind: 'problem',
    description: 'A component file under .opencode/ that no registry.json entry lists, so the installer never ships it.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §4.2',
    runtimes: ['opencode'],
  },
  messages: {
    orphan: '{{path}} is not listed in registry.json; the installer never installs it.',
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac?.registry || oac.registry.errors.length > 0) return;
    const listed = new Set(oac.registry.entries.map((e) => e.path?.value.replace(/^\.\//, '')));
    for (const path of oac.componentFiles) {
      if (isOrphanCandidate(path) && !listed.has(path)) ctx.report({ messageId: 'orphan', data: { path }, span: fileSpan(path) });
    }
  },
});
