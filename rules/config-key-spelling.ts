import { defineRule } from '../src/engine/define-rule.js';
import { reportLoadIssues } from '../src/engine/issues.js';

/**
 * Keys of `.opencode.json` that work only through case-insensitive matching, keys of one
 * object that differ only in case (the runtime picks one at random, U19), and keys holding `.`
 * that the runtime splits into nested objects.
 */
export default defineRule({
  id: 'config-key-spelling',
  meta: {
    kind: 'suggestion',
    description: 'A .opencode.json key spelled in another case than the field, colliding with a case variant, or split at a dot.',
    severity: 'warning',
    fixable: false,
    needs: ['model'],
    schema: null,
    spec: 'docs/runtimes/fork.md §2.2, §8 U19',
    runtimes: ['fork'],
  },
  messages: {
    spelling: 'Key "{{key}}" works only because the runtime matches keys case-insensitively; spell it "{{canonical}}".',
    caseCollision:
      'Keys "{{key}}" (line {{line}}) and "{{other}}" (line {{otherLine}}) differ only in case and collapse into one: the runtime keeps one of them at random (ctxlens uses the later, line {{otherLine}}).',
    dottedKey: 'Key "{{key}}" contains "."; the runtime splits it into nested keys {{nested}}.',
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, 'config-key-spelling');
  },
});
