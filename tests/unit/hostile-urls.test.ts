import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/api/site.ts';
import { outsideFrameUrl, resolveFrameUrl } from '../../src/features/iframe/frame-url.ts';
import { safeRedirectPath } from '../../src/lib/urls.ts';
import { frameableUrl, menuTarget } from '../../src/site/menu.ts';
import { confusableUrls, foreignUrls, notWebUrls, redirectPayloads, urlPayloads } from '../fixtures/hostile.ts';

// Every hostile address of the corpus through the decisions the pages make with it. The e2e file
// (tests/e2e/hostile-content.test.ts) opens one address of each kind in a browser; these tables hold the rest.
const origin = 'http://localhost:8080';
const item = (id: number, linkUrl: string, openType: MenuItem['openType']): MenuItem => ({
  id,
  name: '菜单',
  linkUrl,
  openType,
  children: [],
});
/** The menu as the hostile seed makes it: a frame of every address but real foreign pages (tests/helpers/hostile-db.ts). */
const menus = [...notWebUrls, ...confusableUrls].map((link, i) => item(900 + i, link, 'iframe'));
/** What /iframe?url= is given: every address, and foreign pages that look like sign-in pages. */
const crafted = [...urlPayloads, ...foreignUrls.map((u) => u.replace('x.png', 'login'))];

const sameOrigin = (href: string) => new URL(href).origin === origin;

describe('hostile addresses', () => {
  it.each(menus.map((m) => [m.linkUrl, m] as const))('the menu frame %j frames nothing, or a page of this site', (_link, menuItem) => {
    const framed = resolveFrameUrl({ id: String(menuItem.id), menus, origin });
    expect(framed === null || sameOrigin(framed)).toBe(true);
    expect(frameableUrl(menuItem.linkUrl, origin)).toBe(framed);
  });

  it.each(crafted)('/iframe?url=%j frames no foreign page, and offers at most a web link to open elsewhere', (url) => {
    const framed = resolveFrameUrl({ url, menus, origin });
    expect(framed === null || sameOrigin(framed)).toBe(true);
    const outside = outsideFrameUrl(url, origin);
    if (outside !== null) {
      expect(new URL(outside).protocol).toMatch(/^https?:$/);
      expect(sameOrigin(outside)).toBe(false);
    }
    // Addresses that are no web page at all are never offered as a link either.
    if (notWebUrls.includes(url) || confusableUrls.includes(url)) expect(outside).toBeNull();
  });

  it.each(urlPayloads)('a menu entry linking %j leads nowhere, to a route of this site, or to a web page in a new tab', (link) => {
    for (const openType of ['route', 'external'] as const) {
      const target = menuTarget(item(1, link, openType), origin, () => true);
      if (target.kind === 'route') expect(sameOrigin(new URL(target.href, origin).href) && !target.href.startsWith('//')).toBe(true);
      if (target.kind === 'external') expect(new URL(target.href).protocol).toMatch(/^https?:$/);
      if (target.kind === 'iframe') expect(target.href).toBe('/iframe/1');
    }
  });

  it.each(redirectPayloads)('the sign-in callback given redirect_url=%j stays on this site', (redirect) => {
    const path = safeRedirectPath(redirect, origin);
    expect(path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')).toBe(true);
    expect(new URL(path, origin).origin).toBe(origin);
  });
});
