/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { answersWithShell, cacheKeyFor, classifyRequest, type CacheClass } from './cache-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once; later versions wait until the user chooses 刷新.
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && answersWithShell({ pathname: url.pathname, destination: request.destination }),
  createHandlerBoundToURL('/index.html'),
);

const stripTimestamp: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => cacheKeyFor(request.url) };
const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const day = 24 * 60 * 60;

const matches =
  (kind: CacheClass) =>
  ({ request }: { request: Request }) =>
    classifyRequest(
      { method: request.method, url: request.url, hasToken: request.headers.has('authorization'), destination: request.destination },
      self.location.origin,
    ) === kind;

registerRoute(matches('meta'), new StaleWhileRevalidate({ cacheName: 'site-meta', plugins: [stripTimestamp, okOnly] }));
registerRoute(
  matches('content'),
  new NetworkFirst({
    cacheName: 'public-content',
    networkTimeoutSeconds: 3,
    plugins: [stripTimestamp, okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * day })],
  }),
);
registerRoute(
  matches('image'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * day, purgeOnQuotaError: true })],
  }),
);
registerRoute(matches('page'), new StaleWhileRevalidate({ cacheName: 'pages', plugins: [okOnly] }));
