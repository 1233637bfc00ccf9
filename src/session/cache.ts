// Spec section 9: cache keys carry the prefix v1@; local storage by default, session storage on request.
export const CACHE_PREFIX = 'v1@';

export type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

export const cache = {
  get<T>(key: string, kind: StorageKind = 'local'): T | undefined {
    const raw = store(kind)?.getItem(CACHE_PREFIX + key);
    if (raw == null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown, kind: StorageKind = 'local'): void {
    try {
      store(kind)?.setItem(CACHE_PREFIX + key, JSON.stringify(value));
    } catch {
      // quota exceeded or storage disabled: the value lives for this page only
    }
  },
  remove(key: string, kind: StorageKind = 'local'): void {
    store(kind)?.removeItem(CACHE_PREFIX + key);
  },
};
