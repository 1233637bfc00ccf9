import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What hostile content could make a page do: native dialogs and requests to hosts other than the portal. */
export interface Watch {
  dialogs: string[];
  foreign: string[];
}

/**
 * Records dialogs and foreign requests of every page in `context`, and answers foreign requests with an abort so
 * nothing waits on DNS. The portal itself never opens a native dialog nor calls another host, so both stay empty.
 */
export async function watchContext(context: BrowserContext, portalUrl: string): Promise<Watch> {
  const watch: Watch = { dialogs: [], foreign: [] };
  const portalHost = new URL(portalUrl).host;
  const isForeign = (url: string) => /^(https?|wss?|ftp):/i.test(url) && new URL(url).host !== portalHost;
  await context.route(
    (url) => isForeign(url.href),
    (route) => route.abort('blockedbyclient'),
  );
  const watchPage = (page: Page) => {
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('request', (request) => {
      if (isForeign(request.url())) watch.foreign.push(request.url());
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return watch;
}

/** Element-level traces of injected markup, found in the page and in its same-origin frames. */
export interface Traces {
  xss: unknown;
  handlers: string[];
  scriptUrls: string[];
  forbidden: string[];
  /** Links to another host that would open in this tab, or with a handle on this page (no noopener). */
  offsite: string[];
}

/** Looks for injected handlers, script or data URLs and elements that must never come from content. */
export function findTraces(page: Page): Promise<Traces> {
  return page.evaluate(() => {
    const urlAttrs = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'data', 'srcdoc', 'ping', 'srcset'];
    const out = {
      xss: undefined as unknown,
      handlers: [] as string[],
      scriptUrls: [] as string[],
      forbidden: [] as string[],
      offsite: [] as string[],
    };
    const docs: Document[] = [document];
    for (const frame of Array.from(document.querySelectorAll('iframe'))) {
      try {
        if (frame.contentDocument) docs.push(frame.contentDocument);
      } catch {
        // a cross-origin frame: nothing of ours to inspect
      }
    }
    out.xss = (window as unknown as { __xss?: unknown }).__xss;
    for (const doc of docs) {
      for (const el of Array.from(doc.querySelectorAll('*'))) {
        for (const attr of Array.from(el.attributes)) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) out.handlers.push(`<${el.localName} ${name}>`);
          if (name === 'srcdoc') out.scriptUrls.push(`<${el.localName} srcdoc>`);
          if (!urlAttrs.includes(name)) continue;
          // Browsers ignore whitespace and control characters inside a scheme, so compare without them.
          // eslint-disable-next-line no-control-regex -- control characters are exactly what a browser drops from a scheme
          const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          const dataImage = name === 'src' && el.localName === 'img' && value.startsWith('data:image/');
          if (/^(javascript|vbscript|data):/.test(value) && !dataImage)
            out.scriptUrls.push(`<${el.localName} ${name}="${attr.value.slice(0, 60)}">`);
        }
      }
      // Content areas may hold only plain rich text.
      for (const el of Array.from(
        doc.querySelectorAll(
          '.rich-html :is(script, style, iframe, frame, object, embed, form, input, button, textarea, select, meta, link, base, svg, math, template)',
        ),
      ))
        out.forbidden.push(`.rich-html ${el.localName}`);
      for (const el of Array.from(doc.querySelectorAll('base, body meta, body link, iframe[srcdoc]'))) out.forbidden.push(el.localName);
      for (const a of Array.from(doc.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]'))) {
        const leaves = /^https?:$/.test(a.protocol) && a.host !== location.host;
        if (leaves && !(a.target === '_blank' && /\bnoopener\b/.test(a.rel))) out.offsite.push(a.getAttribute('href')!);
      }
    }
    return out;
  });
}

/** The page is clean: nothing ran, nothing was injected, nothing called out. */
export async function expectClean(page: Page, watch: Watch, where: string) {
  const traces = await findTraces(page);
  expect({ where, ...traces, dialogs: watch.dialogs, foreign: watch.foreign }).toEqual({
    where,
    xss: undefined,
    handlers: [],
    scriptUrls: [],
    forbidden: [],
    offsite: [],
    dialogs: [],
    foreign: [],
  });
}

/** The layout is there and nothing pushes the page wider than the screen. */
export async function expectUsable(page: Page) {
  await expect(page.getByTestId('site-header').isVisible()).resolves.toBe(true);
  await expect(page.getByTestId('site-footer').isVisible()).resolves.toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
