// Spec section 9: cache keys carry the prefix v1@; local storage by default, session storage on request.
export const CACHE_PREFIX = 'v1@';

export type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, blocked site data, sandboxed frame)
  }
}

// A value whose write failed (quota exceeded, storage disabled) lives here for the rest of the page, so that,
// for one, a sign-in still holds its token until the page is closed.
const fallback: Record<StorageKind, Map<string, string>> = { local: new Map(), session: new Map() };

function read(kind: StorageKind, key: string): string | null {
  if (fallback[kind].has(key)) return fallback[kind].get(key)!;
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: StorageKind, full: string, raw: string) {
  try {
    const target = store(kind);
    if (!target) throw new Error('storage unavailable');
    target.setItem(full, raw);
    fallback[kind].delete(full);
  } catch {
    fallback[kind].set(full, raw);
  }
}

export const cache = {
  get<T>(key: string, kind: StorageKind = 'local'): T | undefined {
    const raw = read(kind, CACHE_PREFIX + key);
    if (raw == null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown, kind: StorageKind = 'local'): void {
    write(kind, CACHE_PREFIX + key, JSON.stringify(value));
  },
  remove(key: string, kind: StorageKind = 'local'): void {
    fallback[kind].delete(CACHE_PREFIX + key);
    try {
      store(kind)?.removeItem(CACHE_PREFIX + key);
    } catch {
      // nothing stored there
    }
  },
};

/** The same storage holding text as it is given, for a library that serialises itself (the query persister). */
export const textStorage = (kind: StorageKind = 'local') => ({
  getItem: (key: string) => read(kind, CACHE_PREFIX + key),
  setItem: (key: string, value: string) => write(kind, CACHE_PREFIX + key, value),
  removeItem: (key: string) => cache.remove(key, kind),
});
