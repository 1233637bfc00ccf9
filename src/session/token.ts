import { cache } from '../lib/storage.ts';

/** The cached login record (spec section 3), stored under v1@CacheToken. */
export interface LoginRecord {
  token: string;
  userType: string;
  alumUserStatus: string;
}

export const TOKEN_KEY = 'CacheToken';

export function readLoginRecord(): LoginRecord | undefined {
  const record = cache.get<LoginRecord>(TOKEN_KEY);
  return record && typeof record.token === 'string' && record.token ? record : undefined;
}

export function readToken(): string | undefined {
  return readLoginRecord()?.token;
}
