import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, startFiles } from '../../build/manifest.ts';

// The build `npm test` just made (or PORTAL_DIST).
const dist = process.env.PORTAL_DIST ?? path.resolve(import.meta.dirname, '../../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const head = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8').slice(0, COMPILE_HINT.length + 1);
const hinted = (file: string) => head(file) === `${COMPILE_HINT}\n`;

describe('compile hints', () => {
  const start = startFiles(manifest);

  it('mark every script evaluated at start: the entry, React, the router, the shell and the app', () => {
    for (const chunk of ['index', 'react', 'router', 'shell', 'start']) {
      expect(
        start.some((f) => new RegExp(`^assets/${chunk}-[\\w-]+\\.js$`).test(f)),
        chunk,
      ).toBe(true);
    }
    for (const file of start) expect(hinted(file), file).toBe(true);
  });

  it('leave lazily loaded chunks to lazy compilation (the map, route screens)', () => {
    const lazy = Object.values(manifest as Record<string, { file: string }>)
      .map((e) => e.file)
      .filter((f) => f.endsWith('.js') && !start.includes(f));
    expect(lazy.some((f) => /^assets\/map-/.test(f))).toBe(true);
    expect(lazy.length).toBeGreaterThan(20);
    for (const file of lazy) expect(hinted(file), file).toBe(false);
  });

  it('are in the precompressed copies the server sends', () => {
    const shell = start.find((f) => /^assets\/shell-/.test(f))!;
    const file = path.join(dist, shell);
    expect(
      zlib
        .brotliDecompressSync(fs.readFileSync(`${file}.br`))
        .toString('utf8')
        .startsWith(COMPILE_HINT),
    ).toBe(true);
    expect(
      zlib
        .gunzipSync(fs.readFileSync(`${file}.gz`))
        .toString('utf8')
        .startsWith(COMPILE_HINT),
    ).toBe(true);
  });
});
