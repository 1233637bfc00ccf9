export interface MemoOptions<K, V> {
  ttlMs: number;
  load: (key: K) => Promise<V>;
  now?: () => number;
  /** The public data version: a change (a console edit, here or in another process) forgets every value at once. */
  stamp?: () => number;
  /** The most keys held, the oldest dropped first: a caller walking through endless keys cannot grow it. */
  maxEntries?: number;
  /** A time before the window ends when the value goes stale (a scheduled item coming due), if any. */
  staleAt?: (value: V) => number | undefined;
}

/** Remembers values read on every page load that change rarely, for `ttlMs` or until `stamp` or `staleAt` says. */
export function memo<K, V>({ ttlMs, load, now = () => Date.now(), stamp = () => 0, maxEntries = 1000, staleAt }: MemoOptions<K, V>) {
  const entries = new Map<K, { until: number; stamp: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (hit && now() < hit.until && hit.stamp === stamp()) return hit.value;
    const value = load(key);
    const entry = { until: now() + ttlMs, stamp: stamp(), value };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    value.then(
      (v) => {
        const stale = staleAt?.(v);
        if (stale !== undefined) entry.until = Math.min(entry.until, stale);
      },
      // A failed read is not remembered.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  };
}
