import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Both cores for the unit, server and build files (Vitest's default, cores - 1, is one worker here). The e2e files
    // run after them, one at a time: each drives a browser and a server process of its own.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'unit', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 },
      },
      {
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // Two cores: one browser and one server at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
