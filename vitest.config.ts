import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang guards only, generous for a loaded 2-core machine: no test depends on wall-clock time.
    // (At a load of 30 on 2 cores the pre-commit framework install test ran past 180 s of wall time.)
    testTimeout: 600000,
    hookTimeout: 600000,
    // No test writes the pre-commit interest cache into the home directory; cache tests set their own.
    env: { CTXLENS_NO_CACHE: '1' },
    // Most tests wait on child processes (the CLI, git): three workers keep 2 cores busy.
    // Forks, not threads: every spawn forks the worker's whole process, and three threads share one
    // big process. No per-file isolation: re-importing the sources for each of 200+ files cost more
    // CPU than all the tests of most of them (a test that needs a fresh module graph, such as one
    // that mocks a dependency, calls vi.resetModules() before importing what it tests).
    pool: 'forks',
    maxWorkers: 3,
    isolate: false,
    // As many as at most: with fewer, tinypool retires a worker that falls idle, and without
    // isolation that ends in an unhandled "Terminating worker thread" rejection (exit 1).
    minWorkers: 3,
  },
});
