import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appReady, type e2eSuite } from './e2e.ts';
import type { ViewportName } from './portal.ts';
import type { DemoStaff } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe-core checks: WCAG 2.0 and 2.1, levels A and AA (issue 23), and axe's best practices (landmarks, one main,
 * heading order, ...). No rule is turned off; what is left out of the run, and why, is at `axeContext` below.
 */
export const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Speed: details only of what fails.
  resultTypes: ['violations'],
};

/** The two ways the portal is read: as it comes, and in 长辈模式 (larger text, bigger targets), remembered on the device. */
export const modes = ['normal', 'elder'] as const;
export type Mode = (typeof modes)[number];

/** Switches 长辈模式 on before any of the portal's scripts run, as a reader who turned it on earlier would have it. */
export async function applyMode(page: Page, mode: Mode) {
  if (mode === 'elder') await page.addInitScript(() => localStorage.setItem('v1@ElderMode', 'true'));
}

/**
 * The page addresses of the portal's route tree (src/routeTree.gen.ts, as `tsr generate` writes it), read from its
 * own text so a route added later appears here without anyone listing it.
 */
export function routeTreePaths(): string[] {
  const tree = fs.readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{\n([\s\S]*?)\n\}/.exec(tree);
  if (!block) throw new Error('no FileRoutesByFullPath in src/routeTree.gen.ts: has the generator changed its output?');
  return [...block[1].matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]);
}

/** One violation as a line a failing run can be fixed from: rule, impact, where, and what axe says is wrong. */
export function describeViolations(where: string, violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => {
      const summary = (n.failureSummary ?? v.help).replace(/\s+/g, ' ').trim();
      return `${where} · ${v.id} (${v.impact ?? 'n/a'}) at ${n.target.join(' ')}: ${summary} [${v.helpUrl}]`;
    }),
  );
}

/**
 * Waits until the page at hand has its content: the layout is there, the app answers, and no loading spinner
 * (the navigation bar, a route's pending state, a lazily loaded part, a query still on its way) is left on screen.
 */
export async function contentReady(page: Page) {
  // The layout: the footer, or the fullscreen frame of the sign-in callback and of pages opened with ?pop=true; in
  // the staff console, its frame or its sign-in page.
  const layouts = ['site-footer', 'fullscreen-layout', 'console', 'admin-login'];
  await page
    .locator(layouts.map((id) => `[data-testid="${id}"]`).join(', '))
    .first()
    .waitFor();
  await appReady(page);
  await page.waitForFunction(
    () => !document.querySelector('.fui-Spinner, .nav-progress--running, [data-testid="route-pending"], [aria-busy="true"]'),
  );
}

/**
 * What axe leaves out: Fluent UI's focus manager (Tabster) puts invisible <i tabindex="0" aria-hidden="true"> guards
 * around widgets such as TabList, which pass focus on to the widget at once. axe reports them as focusable content
 * hidden from assistive technology (aria-hidden-focus); they are a third-party part we cannot change, and never keep
 * focus. Only those guards are excluded; the rule runs on everything else.
 * In the console's rich-text editor (tiptap), the text under edit is the author's document: its headings follow the
 * published page's outline (under the article's title), not the editor page's, and axe would read them as the
 * editor page's (heading-order). What is inside the editing area is left out; the area itself (its name, its state)
 * is checked, and the same text is checked where it is published (the public detail pages above).
 */
const axeContext = { exclude: [['[data-tabster-dummy]'], ['.rte__content > *']] };

/** Runs axe-core over the whole document and answers its violations, one readable line per element at fault. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // Evaluated rather than added as a <script>: the portal's Content Security Policy (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    // Speed: no copy of each element's HTML in the results (the selector says where it is).
    await page.evaluate(() =>
      (window as unknown as { axe: { configure(spec: { noHtml: boolean }): void } }).axe.configure({ noHtml: true }),
    );
  }
  const results = await page.evaluate(
    ({ options, exclude }) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(
        { include: [['html']], exclude },
        options,
      ),
    { options: axeOptions, exclude: axeContext.exclude },
  );
  return describeViolations(where, results.violations);
}

/**
 * Goes to `address` inside the app, as Forward would: a new history entry the router's history takes as one step
 * forward (it reads `__TSR_index`), then the router draws it (the page marks what it shows once drawn, which may be
 * another address if the page sends the reader on, or the same one).
 */
async function navigateInApp(page: Page, address: string) {
  await page.evaluate((to) => {
    delete document.documentElement.dataset.shows;
    const state = (history.state ?? {}) as { __TSR_index?: number };
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ key, __TSR_key: key, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, address);
  await page.locator('html[data-shows]').waitFor({ state: 'attached' });
  // What the new page changes eases in (the header turns from clear to dark, at home and back): axe reads colours as
  // they are on screen, so a transition half-way would be a contrast it never has at rest. A full load starts at rest.
  // Not waited for: the navigation bar's fade-out (0.45 s after every navigation, most of the time an address took),
  // a 3-pixel strip at the top that is hidden from assistive technology and covers no text.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .filter((a) => !(a.effect instanceof KeyframeEffect && a.effect.target?.matches('[data-testid="nav-progress"]')))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Visits every address in turn on one page at `size` in `mode` (signed in as `as`, if given: a user's name, or a
 * member of staff in the console), and expects no
 * violation on any of them; a failure lists them all, one line each.
 */
export async function expectNoViolations(
  suite: ReturnType<typeof e2eSuite>,
  size: ViewportName,
  mode: Mode,
  addresses: string[],
  as?: string | { console: DemoStaff },
) {
  const page = typeof as === 'object' ? await suite.openConsole(size, as.console) : await suite.open(size, as);
  await applyMode(page, mode);
  const violations: string[] = [];
  for (const [i, address] of addresses.entries()) {
    // The first address as a visitor arrives (the server's page, then the app); the others inside the app, as a reader
    // goes on from there: the same pages, without loading the app and axe again for each (~0.2 s an address).
    // Not waiting for every picture to load: contentReady waits for what axe reads (the text and the controls).
    if (i === 0) await page.goto(suite.portal.url + address, { waitUntil: 'domcontentloaded' });
    else await navigateInApp(page, address);
    await contentReady(page);
    violations.push(...(await axeViolations(page, `${address} (${size}, ${mode})`)));
  }
  expect(violations).toEqual([]);
}
