import type { DataKeys } from '../crypto/data-keys.ts';
import { fieldCipher } from '../crypto/field-cipher.ts';
import type { Db } from '../db/connect.ts';
import { sealFields } from '../repositories/field-encryption.ts';

/**
 * Encrypts every ID and phone number still stored in clear, in one transaction (all or none); answers how many.
 * Run at each start: an upgraded deployment's old rows end encrypted; with nothing left it only reads a few columns.
 */
export async function encryptClearFields(db: Db, keys: DataKeys): Promise<number> {
  const counts = await db.transaction((tx) => sealFields(tx, fieldCipher(keys), 'clear'));
  return Object.values(counts).reduce((a, b) => a + b, 0);
}
