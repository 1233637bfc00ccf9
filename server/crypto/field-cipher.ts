import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { DataKey, DataKeys } from './data-keys.ts';

/**
 * Every column that holds an ID number or a phone number, as `table.column`. The name is the ciphertext's additional
 * authenticated data: a value copied into another column (or another table) no longer decrypts.
 */
export const ENCRYPTED_FIELDS = [
  'app_user.phone',
  'app_user.id_number_tail',
  'appointment_visitor.id_number',
  'proof_application.phone',
  'proof_application.id_number',
  'company.contact_phone',
  'company_application.contact_phone',
  'activity_walkin.phone',
  'alumni_record.id_number',
  'alumni_record.phone',
] as const;

export type EncryptedField = (typeof ENCRYPTED_FIELDS)[number];

/** Marks a stored value as ciphertext (format version 1), which tells migrated values from clear ones left over. */
const PREFIX = 'enc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value that cannot be read: tampered with, moved, or under a key the deployment no longer has. */
export class FieldCipherError extends Error {}

export const isEncrypted = (stored: string) => stored.startsWith(PREFIX);

/** The id of the key a stored value was encrypted under; undefined for a clear value. */
export function keyIdOf(stored: string): string | undefined {
  if (!isEncrypted(stored)) return undefined;
  const colon = stored.indexOf(':', PREFIX.length);
  return colon > 0 ? stored.slice(PREFIX.length, colon) : undefined;
}

/**
 * `enc1:<keyId>:<base64url(iv | ciphertext | tag)>` with AES-256-GCM, a fresh IV each time. The empty string stays
 * empty: it means "none" (or erased, as retention does) and is no secret.
 */
export function encryptField(key: DataKey, field: EncryptedField, plain: string): string {
  if (plain === '') return '';
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${key.id}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/**
 * The clear value of a stored one. A value without the prefix is answered as it is: rows written before encryption
 * are read until the start-up pass (or `npm run rekey`) encrypts them. Refuses, naming the field, what fails to
 * authenticate and a key id the deployment does not have.
 */
export function decryptField(keys: DataKeys, field: EncryptedField, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const id = keyIdOf(stored);
  const key = id === undefined ? undefined : keys.byId(id);
  if (!key) throw new FieldCipherError(`${field} 的值使用了未配置的数据密钥 ${id ?? '（无编号）'}`);
  const raw = Buffer.from(stored.slice(PREFIX.length + key.id.length + 1), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new FieldCipherError(`${field} 的加密值已损坏`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(field, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new FieldCipherError(`${field} 的加密值无法通过校验（被改动，或不属于此字段）`);
  }
}

/**
 * A blind index of a clear value, to find equal values without decrypting them: `<keyId>:<base64url(HMAC-SHA256)>`
 * under a key derived from the data key for this field alone (the data key itself only encrypts), so the index of one
 * column says nothing of another's. Deterministic: equal values under one key have equal indexes. The empty string
 * has none ('').
 */
export function blindIndex(key: DataKey, field: EncryptedField, plain: string): string {
  if (plain === '') return '';
  const indexKey = createHmac('sha256', key.key).update(`alumni-portal blind index v1\n${field}`).digest();
  return `${key.id}:${createHmac('sha256', indexKey).update(plain, 'utf8').digest('base64url')}`;
}

/** The deployment's keys bound to the operations repositories need: seal on write, open on read, index to find. */
export interface FieldCipher {
  keys: DataKeys;
  seal(field: EncryptedField, plain: string): string;
  open(field: EncryptedField, stored: string): string;
  /** the blind index of a clear value under the current key (blindIndex) */
  index(field: EncryptedField, plain: string): string;
}

export function fieldCipher(keys: DataKeys): FieldCipher {
  return {
    keys,
    seal: (field, plain) => encryptField(keys.current, field, plain),
    open: (field, stored) => decryptField(keys, field, stored),
    index: (field, plain) => blindIndex(keys.current, field, plain),
  };
}
