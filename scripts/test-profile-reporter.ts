import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

/**
 * Prints, after a run, every test file's wall time in its worker (environment, import, hooks and tests), slowest
 * first, then the 20 slowest tests: what the suite costs, file by file (`npm run test:profile`).
 */
export default class TestProfileReporter implements Reporter {
  private readonly started = Date.now();
  private readonly spans = new Map<string, { from: number; to?: number }>();

  onTestModuleStart(module: TestModule) {
    this.spans.set(module.moduleId, { from: Date.now() - this.started });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.moduleId);
    if (span) span.to = Date.now() - this.started;
  }

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
    this.printTail(root);
  }

  /**
   * The run's last files, and how long fewer files ran than there are workers: a long file that starts late leaves
   * the other workers idle at the end, which the order of the files (not their cost) decides.
   */
  private printTail(root: string) {
    const spans = [...this.spans].flatMap(([id, s]) => (s.to === undefined ? [] : [{ name: id.replace(root, ''), ...s, to: s.to }]));
    if (!spans.length) return;
    const end = Math.max(...spans.map((s) => s.to));
    const busy = (t: number) => spans.filter((s) => s.from <= t && t < s.to).length;
    const peak = Math.max(...Array.from({ length: Math.ceil(end / 1000) }, (_, i) => busy(i * 1000)));
    // Stretches of whole seconds in which fewer files ran than at the busiest moment.
    const gaps: Array<{ from: number; to: number; files: number }> = [];
    for (let t = 0; t < end; t += 1000) {
      const files = busy(t);
      const last = gaps.at(-1);
      if (files >= peak) continue;
      if (last && last.to === t && last.files === files) last.to = t + 1000;
      else gaps.push({ from: t, to: t + 1000, files });
    }
    const under = gaps.reduce((total, g) => total + g.to - g.from, 0) / 1000;
    console.log(`\nFewer than ${peak} files ran for ${under} s of the run's ${seconds(end).trim()} s:`);
    console.log(gaps.map((g) => `${g.from / 1000}–${g.to / 1000} s: ${g.files}`).join(', '));
    console.log('\nThe last 8 files to finish');
    console.log(`${'from s'.padStart(7)} ${'to s'.padStart(7)}  file`);
    for (const s of spans.sort((a, b) => a.to - b.to).slice(-8)) console.log(`${seconds(s.from)} ${seconds(s.to)}  ${s.name}`);
  }
}
