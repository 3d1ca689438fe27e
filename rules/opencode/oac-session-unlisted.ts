import { oacOf } from '../../src/runtimes/oac/model/types.js';
import { defineRule } from '../../src/engine/define-rule.js';
import { fileSpan } from '../../src/model/span.js';
import { clean } from '../../src/go/path.js';

/** Files in a session folder that its manifest does not list, and session folders without a manifest (docs/runtimes/oac.md §9.7). */
export default defineRule({
  id: 'oac-session-unlisted',
  meta: {
    kind: 'problem',
    description: 'A file in a session folder that the manifest does not list, or a session folder without a manifest.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/oac.md §9.7',
    runtimes: ['opencode'],
  },
  messages: {
    unlisted: '{{path}} is not listed in {{manifest}}: agents discover session context only through the manifest, and cleanup deletes only tracked files.',
    noManifest: 'Session folder {{dir}}/ has no .manifest.json; cleanup-stale-sessions.sh deletes such folders.',
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      if (s.file === null) {
        ctx.report({ messageId: 'noManifest', data: { dir: s.dir }, span: fileSpan(s.dir) });
        continue;
      }
      if (!s.parsed) continue;
      const listed = new Set(s.files.map((f) => clean(f.path.value)));
      for (const p of s.onDisk) {
        if (!listed.has(p)) ctx.report({ messageId: 'unlisted', data: { path: `${s.dir}/${p}`, manifest: s.file }, span: fileSpan(`${s.dir}/${p}`) });
      }
    }
  },
});
