import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/query-core';
// The core package, not the React one: a server-drawn page keeps its data (keepDrawnPage) before React is loaded.
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { CACHE_PREFIX, textStorage } from '../lib/storage.ts';
import { isOnline } from '../lib/online.ts';

export const PERSIST_KEY = 'v1@QueryCache';
const SITE_CACHE_KEY = 'SiteQueries';
/** Where the site queries are in localStorage (with the cache's prefix). */
export const SITE_PERSIST_KEY = CACHE_PREFIX + SITE_CACHE_KEY;
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

type PersistedQuery = Pick<Query, 'queryKey' | 'state'>;
const inArea = (query: PersistedQuery, area: string) => query.state.status === 'success' && query.queryKey[0] === area;

/** Public content goes to IndexedDB; personal data never goes anywhere. */
export function shouldPersistQuery(query: PersistedQuery): boolean {
  return inArea(query, 'public');
}

/** Menus and dictionaries go to localStorage instead (and only there): small, and readable without waiting. */
export function shouldPersistSiteQuery(query: PersistedQuery): boolean {
  return inArea(query, 'site');
}

/** IndexedDB through idb-keyval; where it is missing or full (private mode, quota) the cache lives in memory only. */
const idbStorage = {
  getItem: async (key: string) => {
    try {
      return (await get<string>(key)) ?? null;
    } catch {
      return null;
    }
  },
  setItem: async (key: string, value: string) => {
    try {
      await set(key, value);
    } catch {
      // quota exceeded or storage unavailable: keep working without a disk copy
    }
  },
  removeItem: async (key: string) => {
    try {
      await del(key);
    } catch {
      // nothing to remove
    }
  },
};

// Both copies expire together and are dropped by a new app version (the buster).
const common = () => ({ maxAge: PERSIST_MAX_AGE, buster: __APP_VERSION__ });

export function persistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    ...common(),
    queryClient,
    persister: createAsyncStoragePersister({ storage: idbStorage, key: PERSIST_KEY, throttleTime: 1000 }),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

export function sitePersistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    ...common(),
    queryClient,
    // The portal's own storage: prefixed, and never throwing where storage is disabled or full.
    persister: createSyncStoragePersister({ storage: textStorage(), key: SITE_CACHE_KEY, throttleTime: 1000 }),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistSiteQuery },
  };
}

/**
 * Menus and dictionaries from localStorage, read in the same task (the promise settles in microtasks), so the header,
 * menu and footer draw in the app's first frame while IndexedDB is still opening. Not over a page the server drew:
 * its data is what the HTML shows, and an older copy with a later clock would make hydration mismatch. Either way the
 * copy is kept up to date from then on.
 */
export async function restoreSiteCache(queryClient: QueryClient, { serverDrawn = false } = {}): Promise<void> {
  const options = sitePersistOptions(queryClient);
  if (!serverDrawn) await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
}

/**
 * Restores the public cache before public content loads (bounded, so a stuck IndexedDB cannot hold the page),
 * then keeps writing it as queries change. A restore that finishes after the bound calls `onLate`, so pages that
 * failed without it (offline, on a slow device) can load again from what it brought back.
 */
export async function restorePersistedCache(
  queryClient: QueryClient,
  onLate?: () => void,
  // Offline the cache is the only source, so a slow device gets longer before the page goes on without it.
  timeoutMs = isOnline() ? 1500 : 10_000,
): Promise<void> {
  const options = persistOptions(queryClient);
  let late = false;
  const restoring = persistQueryClientRestore(options)
    .catch(() => undefined)
    .then(() => {
      if (late) onLate?.();
    });
  await Promise.race([restoring, new Promise((resolve) => setTimeout(() => resolve((late = true)), timeoutMs))]);
  persistQueryClientSubscribe(options);
}

/**
 * Keeps a server-drawn page's data in both copies, for reading it offline, when the app is not running to do it (src/app/
 * reading-offline.ts): what earlier visits kept is read first and kept, the page's data added over it.
 */
export async function keepDrawnPage(queryClient: QueryClient, state: DehydratedState): Promise<void> {
  const copies = [persistOptions(queryClient), sitePersistOptions(queryClient)];
  for (const options of copies) await persistQueryClientRestore(options).catch(() => undefined);
  hydrate(queryClient, state);
  await Promise.all(copies.map((options) => persistQueryClientSave(options).catch(() => undefined)));
}
