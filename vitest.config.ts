import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    // Both cores: the conformance games are split into files so that they run side by side.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
