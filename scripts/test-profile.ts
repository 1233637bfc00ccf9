/**
 * `npm run test:profile [-- vitest args]`: runs the suite (or the part the arguments choose) with the usual report,
 * then prints the wall time of every test file and the 20 slowest tests (scripts/test-profile-reporter.ts).
 */
import { spawnSync } from 'node:child_process';

const started = Date.now();
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=./scripts/test-profile-reporter.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
console.log(`\nWall time of the run: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(run.status ?? 1);
