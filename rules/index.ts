/**
 * The rule registry: every rule module, sorted by id. One line per rule; keep it sorted.
 * `test/rules/registry.test.ts` checks that modules, this list, docs and tests are one-to-one.
 */
import type { AnyRule } from '../src/engine/define-rule.js';

export const rules: readonly AnyRule[] = [
];
