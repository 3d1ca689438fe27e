import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang guards only, generous for a loaded 2-core machine: no test depends on wall-clock time.
    testTimeout: 180000,
    hookTimeout: 180000,
  },
});
