import type { Page, Route } from 'playwright-core';

// Browser conditions the portal must survive, each installed before any of its scripts run (page.addInitScript).
// They are plain functions because Playwright sends their source to the page.

/** Storage as private windows, full disks and "block site data" leave it. */
export const storageFaults = {
  /** Browsers or modes without IndexedDB at all. */
  'IndexedDB missing': () => {
    Object.defineProperty(window, 'indexedDB', { get: () => undefined, configurable: true });
  },
  /** Private modes that refuse to open a database. */
  'IndexedDB refuses to open': () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  },
  /** A full disk: every IndexedDB write and every localStorage write fails with QuotaExceededError. */
  'storage full': () => {
    const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    IDBObjectStore.prototype.put = () => {
      throw quota();
    };
    IDBObjectStore.prototype.add = () => {
      throw quota();
    };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage) throw quota();
      return setItem.call(this, key, value);
    };
  },
  /** Site data blocked: touching indexedDB, localStorage or sessionStorage throws. */
  'site data blocked': () => {
    for (const name of ['indexedDB', 'localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  },
} as const;
export type StorageFault = keyof typeof storageFaults;

/** The client's timeouts run `speedup` times faster; the milliseconds it asked for are kept in window.__timeouts. */
export function fastTimeouts(page: Page, speedup: number) {
  return page.addInitScript((factor) => {
    const real = AbortSignal.timeout.bind(AbortSignal);
    const asked: number[] = [];
    (window as unknown as { __timeouts: number[] }).__timeouts = asked;
    AbortSignal.timeout = (ms: number) => {
      asked.push(ms);
      return real(ms / factor);
    };
  }, speedup);
}

/** What a broken API or proxy answers, as a route handler. */
export const answers = {
  refused: (route: Route) => route.abort('connectionrefused'),
  /** Never answers: the request stays open until the client gives up. */
  hanging: () => undefined,
  text:
    (status: number, body: string, contentType = 'text/plain') =>
    (route: Route) =>
      route.fulfill({ status, contentType, body }),
  json: (status: number, body: unknown) => (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
};
