/**
 * The OAC fixtures (docs/runtimes/oac.md), linted as `ctxlens lint` lints an OpenAgentsControl
 * project: the mainstream OpenCode model (which carries the OAC layer) and every registered rule
 * of the `opencode` runtime.
 *
 *   test/fixtures/oac/clean/       every OAC convention kept: no finding at all;
 *   test/fixtures/oac/broken/      one planted mistake per line of `broken.out` (listed below);
 *   test/fixtures/oac/broken.out   the golden, `file:line:col: severity rule-id: message`.
 *
 * Regenerate with `UPDATE_GOLDEN=1 npx vitest run test/runtimes/oac/fixtures.test.ts` and review.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../rules/index.js';
import type { Finding } from '../../../src/engine/finding.js';
import { runRules } from '../../../src/engine/run.js';
import { loadOcProject } from '../../../src/runtimes/opencode/load/project.js';
import { simulateOpencode } from '../../../src/runtimes/opencode/sim/simulate.js';
import { WorktreeSource } from '../../../src/source/worktree.js';
import { countTokens } from '../../helpers/rule-tester.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const DIR = path.join(ROOT, 'test', 'fixtures', 'oac');

function lint(tree: string): Finding[] {
  const model = loadOcProject(new WorktreeSource(), { cwd: tree, env: {}, explicitEnv: new Set(), withGlobal: false });
  return runRules(model, rules, { runtime: 'opencode', simulate: () => simulateOpencode(model, countTokens) }).findings;
}

function line(f: Finding): string {
  const s = f.span;
  const where = s === null ? '-:-:-' : s.start.line === 0 ? `${s.file}:-:-` : `${s.file}:${s.start.line}:${s.start.column}`;
  return `${where}: ${f.severity} ${f.ruleId}: ${f.message}`;
}

describe('OAC fixtures', () => {
  it('clean: no finding', () => {
    expect(lint(path.join(DIR, 'clean')).map(line)).toEqual([]);
  });

  it('broken: exactly one finding per planted mistake', () => {
    const got = lint(path.join(DIR, 'broken')).map(line).join('\n') + '\n';
    const golden = path.join(DIR, 'broken.out');
    if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(golden)) writeFileSync(golden, got);
    expect(got).toBe(readFileSync(golden, 'utf8'));
  });

  it('broken: the planted mistakes, one each', () => {
    const planted: [string, string, RegExp][] = [
      ['registry: a context path that is not there', 'oac-registry-path', /"ghost"/],
      ['registry: an unknown dependency type', 'oac-registry-dependency', /"widget:x"/],
      ['registry: a subagent that does not exist', 'oac-registry-dependency', /"subagent:documentation"/],
      ['registry: a wildcard on a subagent', 'oac-registry-dependency', /"subagent:code\/\*"/],
      ['registry: a path-style id naming a symlinked short name', 'oac-registry-dependency', /"context:core\/standards\/code"/],
      ['registry: contexts a and b depend on each other', 'oac-registry-cycle', /contexts:a → contexts:b → contexts:a/],
      ['registry: a context file nobody registered', 'oac-registry-orphan', /core\/orphan\.md/],
      ['registry: a profile naming an unknown agent', 'oac-registry-profile', /"agent:open-agent"/],
      ['manifest: session_id of another folder', 'oac-session-manifest', /differs from its folder name/],
      ['manifest: created is not a date', 'oac-session-manifest', /"today"/],
      ['manifest: last_activity before created_at', 'oac-session-activity', /earlier than created_at/],
      ['manifest: a listed file that is not there', 'oac-session-file', /"code\/user-auth-context\.md"/],
      ['manifest: an index path that is not a file key', 'oac-session-index', /"tasks\/old-tasks\.md"/],
      ['manifest: a keyword missing from the index', 'oac-session-index', /"authentication"/],
      ['manifest: for names no agent', 'oac-session-agent', /@CodeReviewer/],
      ['manifest: a session file nobody listed', 'oac-session-unlisted', /scratch-context\.md/],
    ];
    const oac = lint(path.join(DIR, 'broken')).filter((f) => f.ruleId.startsWith('oac-'));
    expect(oac).toHaveLength(planted.length);
    for (const [what, rule, re] of planted) {
      expect(oac.filter((f) => f.ruleId === rule && re.test(f.message)).map(line), what).toHaveLength(1);
    }
  });
});
