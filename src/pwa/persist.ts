import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { isOnline } from './online.ts';

export const PERSIST_KEY = 'v1@QueryCache';
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/** Only public content is written to disk; personal data never is. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const area = query.queryKey[0];
  return query.state.status === 'success' && (area === 'public' || area === 'site');
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

export function persistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
    persister: createAsyncStoragePersister({ storage: idbStorage, key: PERSIST_KEY, throttleTime: 1000 }),
    maxAge: PERSIST_MAX_AGE,
    buster: __APP_VERSION__,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * Restores the public cache before the first route loads (bounded, so a stuck IndexedDB cannot hold the page),
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
  await Promise.race([
    restoring,
    new Promise((resolve) => setTimeout(() => resolve((late = true)), timeoutMs)),
  ]);
  persistQueryClientSubscribe(options);
}
