import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang guards only, generous for a loaded 2-core machine: no test depends on wall-clock time.
    testTimeout: 180000,
    hookTimeout: 180000,
    // No test writes the pre-commit interest cache into the home directory; cache tests set their own.
    env: { CTXLENS_NO_CACHE: '1' },
    // Most tests wait on child processes (the CLI, git): three worker threads keep 2 cores busy.
    // Measured on 2 cores: 166 s against 235–253 s with the default forks pool.
    pool: 'threads',
    maxWorkers: 3,
    minWorkers: 1,
  },
});
