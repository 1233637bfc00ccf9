import { cache } from '../lib/storage.ts';

// The console's sign-in, kept apart from the alumni login record: signing in or out of one never touches the other.

export const STAFF_TOKEN_KEY = 'AdminToken';

/** Every console query's key starts with this: none is persisted (only 'public' ones are), and signing out drops them all. */
export const STAFF_QUERY_KEY = 'admin';

export function readStaffToken(): string | undefined {
  const token = cache.get<string>(STAFF_TOKEN_KEY);
  return typeof token === 'string' && token ? token : undefined;
}

export function saveStaffToken(token: string): void {
  cache.set(STAFF_TOKEN_KEY, token);
}

export function clearStaffToken(): void {
  cache.remove(STAFF_TOKEN_KEY);
}
