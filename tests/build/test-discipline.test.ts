import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The suite's own rules (issue 28): a test waits on what the page or server says, never for a set time, and a test
// that needs a second try is a failure, so nothing retries.
const root = path.resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
const testFiles = sources('tests').filter((f) => f !== path.join('tests', 'build', 'test-discipline.test.ts'));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The text of a file:line place. */
const lineAt = (place: string) => {
  const [file, line] = place.split(':');
  return read(file).split('\n')[Number(line) - 1];
};

/** Places in `files` where `pattern` occurs, as file:line. */
const occurrences = (files: string[], pattern: RegExp) =>
  files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}`] : [])),
  );

// A poll whose condition no test controls: a backend of another database role, which only time removes.
const allowedTimers = ['tests/helpers/postgres.ts'];

describe('test discipline', () => {
  it('has no fixed sleeps: no waitForTimeout, no promise that only waits for a timer', () => {
    expect(occurrences(testFiles, /waitForTimeout\(/)).toEqual([]);
    const sleeps = occurrences(testFiles, /new Promise\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\(\s*\1\s*,/);
    expect(sleeps.filter((place) => !allowedTimers.some((file) => place.startsWith(file)))).toEqual([]);
  });

  it('retries nothing: no retry option in the config, the CI script or a test', () => {
    expect(occurrences([...testFiles, 'vitest.config.ts'], /\bretry\s*:|\.retry\(|--retry/)).toEqual([]);
    expect(read('.ci/run')).not.toMatch(/--retry/);
  });

  it('takes pictures for people only through keepScreenshot: none in a run that did not ask for them', () => {
    // A screenshot whose bytes a test reads (a QR code decoded) is an assertion, and stays.
    const pictures = occurrences(sources('tests/e2e'), /\.screenshot\(/).filter((place) => !/decodeQr/.test(lineAt(place)));
    expect(pictures).toEqual([]);
  });
});
