import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Both cores (Vitest's default, cores - 1, is one worker here): for the unit, server and build files, and for the
    // e2e files, two at a time.
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
          // Two files at a time, each with its browser and server: most of an e2e file's time is waiting on them.
        },
      },
    ],
  },
});
