// Renders the app icons (PNG) from public/media/logo.svg in Chromium, and copies the README screenshots
// into public/icons as the manifest's install-sheet screenshots. Run: npx tsx scripts/make-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/helpers/portal.ts';

const root = path.resolve(import.meta.dirname, '..');
const logo = fs.readFileSync(path.join(root, 'public/media/logo.svg'), 'utf8');
const out = path.join(root, 'public/icons');

// `maskable` icons keep the emblem inside the central 80% safe zone on a full-bleed brand background.
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await launchBrowser();
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.72) : icon.size;
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.maskable ? '#0F4C81' : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', '<svg style="width:100%;height:100%" ')}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: !icon.maskable });
    await page.close();
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
for (const name of ['desktop', 'phone']) {
  fs.copyFileSync(path.join(root, `docs/screenshots/home-${name}.png`), path.join(out, `screenshot-${name}.png`));
  console.log(`copied public/icons/screenshot-${name}.png`);
}
