import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One AES-256 key and the id written beside everything it encrypts, so that a rotated key still finds its data. */
export interface DataKey {
  id: string;
  key: Buffer;
}

/** The keys in order: the first encrypts, every one of them decrypts what carries its id. */
export interface DataKeys {
  current: DataKey;
  byId(id: string): DataKey | undefined;
  /** Every key, the current first. */
  all: readonly DataKey[];
  /** Where they came from, for messages: the DATA_KEYS variable or the key file's path. */
  source: string;
}

/** A refusal worth showing as it is: the deployer's keys are missing or malformed. */
export class DataKeyError extends Error {}

/** The key file an embedded deployment keeps beside its database when DATA_KEYS is not set. */
export const KEY_FILE_NAME = 'data-keys';

const ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * `keyId:base64key` entries separated by commas, spaces or line breaks (the DATA_KEYS format, and the key file's);
 * each key exactly 32 bytes. Lines starting with # are comments.
 */
export function parseDataKeys(text: string, source = 'DATA_KEYS'): DataKeys {
  const entries = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join(' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (entries.length === 0) throw new DataKeyError(`${source} 中没有密钥（格式：密钥编号:Base64密钥，多个以逗号分隔，第一个为当前密钥）`);
  const keys: DataKey[] = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!ID.test(id))
      throw new DataKeyError(`${source} 中的条目“${entry.slice(0, 40)}”缺少有效的密钥编号（字母、数字、-、_，至多 32 个字符）`);
    const encoded = entry.slice(colon + 1);
    const key = Buffer.from(encoded, 'base64');
    // Buffer.from ignores what is not base64, so a round trip tells a real 32-byte key from a typo of the right length.
    if (key.length !== 32 || key.toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, ''))
      throw new DataKeyError(`${source} 中密钥 ${id} 不是 Base64 编码的 32 字节（256 位）密钥`);
    if (keys.some((k) => k.id === id)) throw new DataKeyError(`${source} 中密钥编号 ${id} 出现了两次`);
    keys.push({ id, key });
  }
  return { current: keys[0], byId: (id) => keys.find((k) => k.id === id), all: keys, source };
}

/** A new key file's content: one fresh random key. */
export function newKeyFileText(id = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`): string {
  return `# 数据密钥（keyId:Base64 key），第一个为当前密钥。请与备份分开保管；丢失后加密数据与备份都无法恢复。\n${id}:${randomBytes(32).toString('base64')}\n`;
}

/**
 * The deployment's data keys: DATA_KEYS when set; otherwise, with the embedded database, the key file in the data
 * folder, created (mode 0600, readable by the server's user only) when `create` and there is none. PostgreSQL
 * deployments run on several machines, which a file on one of them cannot serve: they must set DATA_KEYS.
 */
export function loadDataKeys(opts: { dataKeys: string | undefined; dataDir: string; embedded: boolean; create: boolean }): DataKeys {
  if (opts.dataKeys?.trim()) return parseDataKeys(opts.dataKeys);
  if (!opts.embedded) throw new DataKeyError('使用 PostgreSQL（DATABASE_URL）时必须设置 DATA_KEYS（格式：密钥编号:Base64密钥）');
  const file = path.join(opts.dataDir, KEY_FILE_NAME);
  if (!fs.existsSync(file)) {
    if (!opts.create) throw new DataKeyError(`没有数据密钥：未设置 DATA_KEYS，${file} 也不存在`);
    fs.mkdirSync(opts.dataDir, { recursive: true });
    // 'wx' fails rather than replace a key another process has just written.
    fs.writeFileSync(file, newKeyFileText(), { mode: 0o600, flag: 'wx' });
  }
  return readKeyFile(file);
}

export function readKeyFile(file: string): DataKeys {
  return parseDataKeys(fs.readFileSync(file, 'utf8'), file);
}

/**
 * What the database keeps of a key to recognise it later (server/crypto/key-checks.ts): an HMAC of a fixed text under
 * the key, which tells a different key behind the same id without revealing anything of the key.
 */
export const keyCheckValue = (key: DataKey): string =>
  createHmac('sha256', key.key).update('alumni-portal data key check v1').digest('base64url');
