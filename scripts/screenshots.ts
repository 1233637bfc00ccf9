// Takes the README's screenshots of the home page at desktop and phone size from a freshly seeded portal.
// Run after `npm run build`: `npm run screenshots`.
import path from 'node:path';
import { launchBrowser, newContext, startPortal, type ViewportName } from '../tests/helpers/portal.ts';

const outDir = path.resolve(import.meta.dirname, '../docs/screenshots');
const portal = await startPortal();
const browser = await launchBrowser();
try {
  for (const name of ['desktop', 'phone'] as ViewportName[]) {
    const context = await newContext(browser, name);
    const page = await context.newPage();
    // The phone hint dialog is shown once per visit; mark it seen so the page itself is pictured.
    await page.addInitScript(() => sessionStorage.setItem('v1@MobileHintSeen', 'true'));
    await page.goto(portal.url + '/', { waitUntil: 'networkidle' });
    await page.getByTestId('home-news').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(outDir, `home-${name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}
