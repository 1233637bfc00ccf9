import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

/**
 * Prints, after a run, every test file's wall time in its worker (environment, import, hooks and tests), slowest
 * first, then the 20 slowest tests: what the suite costs, file by file (`npm run test:profile`).
 */
export default class TestProfileReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const root = process.cwd() + path.sep;
    const files = modules
      .map((m) => {
        const d = m.diagnostic();
        const imported = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration;
        return { name: m.moduleId.replace(root, ''), imported, run: d.duration, tests: [...m.children.allTests()].length };
      })
      .sort((a, b) => b.imported + b.run - (a.imported + a.run));
    const sum = files.reduce((total, f) => total + f.imported + f.run, 0);
    console.log(`\nTest files by wall time (${files.length} files, ${seconds(sum).trim()} s summed over the workers)`);
    console.log(`${'wall s'.padStart(7)} ${'import'.padStart(7)} ${'run'.padStart(7)}  tests  file`);
    for (const f of files)
      console.log(`${seconds(f.imported + f.run)} ${seconds(f.imported)} ${seconds(f.run)}  ${String(f.tests).padStart(5)}  ${f.name}`);

    const tests = modules
      .flatMap((m) =>
        [...m.children.allTests()].map((t) => ({
          file: m.moduleId.replace(root, ''),
          name: t.fullName,
          ms: t.diagnostic()?.duration ?? 0,
        })),
      )
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 20);
    console.log('\nThe 20 slowest tests');
    for (const t of tests) console.log(`${seconds(t.ms)}  ${t.file}  ${t.name}`);
  }
}
