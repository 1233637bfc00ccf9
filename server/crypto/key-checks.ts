import type { Queryable } from '../db/connect.ts';
import { keepKeyChecks } from '../repositories/data-key-checks.ts';
import { keyCheckValue, type DataKeys } from './data-keys.ts';

/**
 * The ids among `keys` whose key is not the one the database first saw under that id (a key file from another
 * deployment, a typo in DATA_KEYS that still decodes to 32 bytes). A process with such a key would write values the
 * others cannot read, and fail reading theirs. Ids the database has not seen are recorded as they are now.
 */
export async function mismatchedKeyIds(db: Queryable, keys: DataKeys): Promise<string[]> {
  const mine = keys.all.map((key) => ({ keyId: key.id, checkValue: keyCheckValue(key) }));
  const stored = new Map((await keepKeyChecks(db, mine)).map((c) => [c.keyId, c.checkValue]));
  return mine.filter((c) => stored.get(c.keyId) !== c.checkValue).map((c) => c.keyId);
}
