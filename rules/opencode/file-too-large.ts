import { MAX_AGENT_FILE_BYTES } from '../../src/runtimes/opencode/load/agent-set.js';
import { MAX_CONFIG_FILE_BYTES } from '../../src/runtimes/opencode/load/config.js';
import { MAX_FILE_TOKEN_BYTES } from '../../src/runtimes/opencode/load/substitute.js';
import { defineOcRule, fileLevel, tokenSpan } from './kit/define.js';

/**
 * A config file, a markdown agent file or a `{file:}` target over ctxlens's 256 MiB cap
 * (docs/runtimes/opencode.md §2.1, §3, §5.1): opencode reads it whole; ctxlens does not read it
 * (its text could not be one JavaScript string past 512 Mi code units), so it checks and
 * simulates nothing from it — the config counts as `{}`, the agent file defines no agent, the
 * token stays as written.
 */
export default defineOcRule({
  id: 'file-too-large',
  meta: {
    kind: 'problem',
    description: 'A config file, markdown agent file or {file:} target is over 256 MiB: opencode reads it whole; ctxlens does not read it, so it checks and simulates nothing from it.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/opencode.md §2.1',
    runtimes: ['opencode'],
  },
  messages: {
    config: '{{file}} is {{bytes}} bytes: opencode reads it whole; ctxlens does not read config files over {{limit}} bytes, so it checks none of its settings and simulates without them.',
    agent: '{{file}} is {{bytes}} bytes: opencode reads it whole; ctxlens does not read agent files over {{limit}} bytes, so it checks nothing in it and leaves the agent out.',
    token: '{{token}} points at {{resolved}}, {{bytes}} bytes: opencode inserts it whole; ctxlens does not read {file:} targets over {{limit}} bytes, so the value stays as written here.',
  },
  defaultOptions: {},
  check(ctx) {
    const W = ctx.model.W;
    for (const doc of ctx.model.config.docs) {
      if (doc.tooLarge !== undefined && doc.abs !== null) ctx.report({ messageId: 'config', data: { file: doc.file, bytes: doc.tooLarge, limit: MAX_CONFIG_FILE_BYTES }, span: fileLevel(W, doc.abs) });
      for (const t of doc.subst.tokens) {
        if (t.kind !== 'file' || t.tooLarge === undefined) continue;
        ctx.report({ messageId: 'token', data: { token: t.text, resolved: t.resolved ?? t.name, bytes: t.tooLarge, limit: MAX_FILE_TOKEN_BYTES }, span: tokenSpan(doc, t) });
      }
    }
    for (const f of ctx.model.agentSet.tooLarge ?? []) ctx.report({ messageId: 'agent', data: { file: f.file, bytes: f.size, limit: MAX_AGENT_FILE_BYTES }, span: fileLevel(W, f.abs) });
  },
});
