/**
 * `npm run test:profile [-- vitest args]`: runs the suite (or the part the arguments choose) and prints the wall time
 * of every test file, slowest first, then the 20 slowest tests, so what the suite costs is visible.
 * `npm run test:profile -- --from report.json` prints the figures of an earlier run's JSON report instead.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Report {
  startTime: number;
  numTotalTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    assertionResults: Array<{ fullName: string; duration: number | null; status: string }>;
  }>;
}

const args = process.argv.slice(2);
const from = args.indexOf('--from');
let reportFile: string;
let exitCode = 0;
const started = Date.now();
if (from >= 0) {
  reportFile = args[from + 1]!;
} else {
  reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'test-profile-')), 'report.json');
  const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args], {
    stdio: 'inherit',
  });
  exitCode = run.status ?? 1;
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
const root = process.cwd() + path.sep;
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

const files = report.testResults
  .map((f) => ({ name: f.name.replace(root, ''), wall: f.endTime - f.startTime, tests: f.assertionResults.length }))
  .sort((a, b) => b.wall - a.wall);
const sum = files.reduce((total, f) => total + f.wall, 0);
console.log(`\nTest files by wall time (${files.length} files, ${report.numTotalTests} tests, ${seconds(sum).trim()} s summed)`);
console.log(`${'s'.padStart(7)}  tests  file`);
for (const f of files) console.log(`${seconds(f.wall)}  ${String(f.tests).padStart(5)}  ${f.name}`);

const tests = report.testResults
  .flatMap((f) => f.assertionResults.map((t) => ({ file: f.name.replace(root, ''), name: t.fullName, ms: t.duration ?? 0 })))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 20);
console.log('\nThe 20 slowest tests');
for (const t of tests) console.log(`${seconds(t.ms)}  ${t.file}  ${t.name}`);
if (from < 0) console.log(`\nWall time of the run: ${seconds(Date.now() - started).trim()} s; failed tests: ${report.numFailedTests}`);
process.exit(exitCode);
