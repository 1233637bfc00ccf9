// A state a reading island and the app's component both read: the islands set it before the app runs, and the
// component, with useSyncExternalStore(subscribe, get, get), draws the same from its first (hydrating) render on.

export function sharedState<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
