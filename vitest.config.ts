import { defineConfig } from 'vitest/config';

// Migrates and seeds once per run the databases every test server copies, and bundles the server that test processes
// run. Server and e2e files share their worker's modules (isolate: false): no file mocks a module, each starts servers
// of its own, and a worker imports the server and Playwright once, and launches its browser once, instead of once per file.
const setups = ['tests/setup/database-templates.ts', 'tests/setup/server-bundle.ts'];

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Three workers on the two cores (Vitest's default, cores - 1, is one worker here): an e2e file spends half its
    // time waiting on its browser and server, so a third file uses what the other two leave idle.
    maxWorkers: 3,
    projects: [
      {
        // Node by default: a file that needs a DOM says so (`// @vitest-environment jsdom` on its first line), as jsdom
        // costs a second or two to set up for every file.
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // tests/postgres/: what only a PostgreSQL server can show (two processes on one database, the database
          // refusing connections), in the PostgreSQL pass of .ci/run; absent, not skipped, on the embedded database.
          include: ['tests/server/**/*.test.ts', ...(process.env.TEST_DATABASE_URL ? ['tests/postgres/**/*.test.ts'] : [])],
          globalSetup: setups,
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: setups,
          isolate: false,
          testTimeout: 60000,
          hookTimeout: 120000,
          // A page's answer is waited for as long as a locator waits for it, not the one second expect.poll gives by
          // default: a section that loads in 1.2 s on a busy machine is not a failure.
          expect: { poll: { timeout: 15000 } },
        },
      },
    ],
  },
});
