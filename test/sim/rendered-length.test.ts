import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../src/runtimes/fork/load/project.js';
import { simulateAll } from '../../src/runtimes/fork/sim/simulate.js';
import { WorktreeSource } from '../../src/source/worktree.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('renderedLength', () => {
  it.each(['examples/monorepo', 'test/fixtures/ok/monorepo-clean'])('equals the length of the rendered bytes of every target of %s, without building them first', (dir) => {
    const model = loadProject(new WorktreeSource(), { cwd: path.join(ROOT, dir), env: {}, withGlobal: false });
    const sim = simulateAll(model);
    expect(sim.targets.length).toBeGreaterThan(1);
    let nonEmpty = 0;
    for (const t of sim.targets) {
      const before = t.renderedLength;
      const bytes = t.renderedBytes!;
      expect(before, t.target.label ?? t.target.agentId).toBe(bytes.length);
      if (bytes.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(0);
  });
});
