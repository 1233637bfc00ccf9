import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config/index.ts';
import type { Queryable } from '../db/connect.ts';
import { serverSecret } from '../repositories/card.ts';

/** The shortest CARD_SIGNING_KEY accepted: a key anyone could guess would let them print valid cards. */
export const CARD_KEY_MIN_LENGTH = 32;

/**
 * Why the server must not start with this configuration's card key, or undefined when it may. In production the key
 * must come from the environment (a key kept only in the database goes wherever a copy of the database goes).
 */
export function cardKeyProblem(config: Pick<ServerConfig, 'production' | 'cardSigningKey'>): string | undefined {
  const key = config.cardSigningKey;
  if (key !== undefined && key.length < CARD_KEY_MIN_LENGTH) {
    return `CARD_SIGNING_KEY 太短：至少 ${CARD_KEY_MIN_LENGTH} 个字符（例如 openssl rand -base64 48 的输出）`;
  }
  if (config.production && key === undefined) {
    return '生产环境必须设置 CARD_SIGNING_KEY（校友卡二维码的签名密钥，至少 32 个字符，例如 openssl rand -base64 48 的输出；更换后已发出的二维码全部失效）';
  }
  return undefined;
}

const resolved = new WeakMap<object, Promise<Buffer>>();

/**
 * The key that signs card codes: CARD_SIGNING_KEY, else (outside production) one made once and kept in the database,
 * so codes stay valid across restarts and across processes sharing the database. One lookup per database handle.
 */
export function cardSigningKey(db: Queryable, config: Pick<ServerConfig, 'cardSigningKey'>): Promise<Buffer> {
  if (config.cardSigningKey !== undefined) return Promise.resolve(Buffer.from(config.cardSigningKey, 'utf8'));
  let key = resolved.get(db);
  if (!key) {
    key = serverSecret(db, 'card-signing-key', () => randomBytes(32).toString('base64url')).then((value) => Buffer.from(value, 'utf8'));
    key.catch(() => resolved.delete(db));
    resolved.set(db, key);
  }
  return key;
}
