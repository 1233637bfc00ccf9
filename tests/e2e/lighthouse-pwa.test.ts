import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e.ts';

// Lighthouse 12 (used by the bench) dropped the PWA category and its installability audit;
// Lighthouse 11, installed under the alias lighthouse-pwa, still has them and runs on Node 20.
const cli = path.resolve(import.meta.dirname, '../../node_modules/lighthouse-pwa/cli/index.js');
const flags =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

// Lighthouse drives a Chromium of its own: the file needs the portal only.
const suite = e2eSuite({ browser: false });

describe('Lighthouse PWA audits', () => {
  it('report an installable manifest with no installability errors', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
    await promisify(execFile)(
      process.execPath,
      [cli, `${suite.portal.url}/`, '--only-categories=pwa', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${flags}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, timeout: 120_000 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
    const installable = report.audits['installable-manifest'];
    expect(installable.score).toBe(1);
    expect(installable.details.items).toEqual([]);
    for (const id of ['splash-screen', 'themed-omnibox', 'maskable-icon', 'viewport', 'content-width']) {
      expect(report.audits[id].score, id).toBe(1);
    }
    expect(report.categories.pwa.score).toBe(1);
  }, 150_000);
});
