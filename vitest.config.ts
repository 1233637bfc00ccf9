import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
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
