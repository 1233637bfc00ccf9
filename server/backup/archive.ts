import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DataKey, DataKeys } from '../crypto/data-keys.ts';

/**
 * A backup file: a clear header (magic, format version, key id, nonce) and then the packed entries encrypted with
 * AES-256-GCM. The header is the cipher's additional authenticated data, so a changed key id or version fails the
 * check just as a changed byte of the content does, and nothing is unpacked before the whole file has been verified.
 */
const MAGIC = Buffer.from('PORTALBK');
export const ARCHIVE_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A refusal that names what is wrong with the file or the key, shown to the operator as it is. */
export class BackupError extends Error {}

export interface Entry {
  name: string;
  data: Buffer;
}

/** Entries one after another: name length (2 bytes), name (UTF-8), size (8 bytes), data. */
export function pack(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const head = Buffer.alloc(2 + nameBytes.length + 8);
    head.writeUInt16BE(nameBytes.length, 0);
    nameBytes.copy(head, 2);
    head.writeBigUInt64BE(BigInt(data.length), 2 + nameBytes.length);
    parts.push(head, data);
  }
  return Buffer.concat(parts);
}

export function unpack(packed: Buffer): Entry[] {
  const entries: Entry[] = [];
  let at = 0;
  const need = (bytes: number) => {
    if (at + bytes > packed.length) throw new BackupError('备份内容不完整');
  };
  while (at < packed.length) {
    need(2);
    const nameLength = packed.readUInt16BE(at);
    at += 2;
    need(nameLength + 8);
    const name = packed.subarray(at, at + nameLength).toString('utf8');
    at += nameLength;
    const size = Number(packed.readBigUInt64BE(at));
    at += 8;
    need(size);
    entries.push({ name, data: packed.subarray(at, at + size) });
    at += size;
  }
  return entries;
}

function header(keyId: string, nonce: Buffer): Buffer {
  const id = Buffer.from(keyId, 'ascii');
  return Buffer.concat([MAGIC, Buffer.from([ARCHIVE_VERSION, id.length]), id, nonce]);
}

export function encrypt(plain: Buffer, key: DataKey): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const aad = header(key.id, nonce);
  const cipher = createCipheriv('aes-256-gcm', key.key, nonce);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([aad, body, cipher.getAuthTag()]);
}

/** The key id a backup was made with, read from its header without decrypting (for messages). */
export function readHeader(file: Buffer): { version: number; keyId: string; nonce: Buffer; length: number } {
  if (file.length < MAGIC.length + 2 || !file.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError('这不是校友门户的备份文件');
  const version = file[MAGIC.length];
  if (version !== ARCHIVE_VERSION) throw new BackupError(`备份格式版本 ${version} 不受支持（本程序读取版本 ${ARCHIVE_VERSION}）`);
  const idLength = file[MAGIC.length + 1];
  const idStart = MAGIC.length + 2;
  const length = idStart + idLength + NONCE_BYTES;
  if (file.length < length + TAG_BYTES) throw new BackupError('备份文件不完整');
  return {
    version,
    keyId: file.subarray(idStart, idStart + idLength).toString('ascii'),
    nonce: file.subarray(idStart + idLength, length),
    length,
  };
}

export function decrypt(file: Buffer, keys: DataKeys): Buffer {
  const { keyId, nonce, length } = readHeader(file);
  const key = keys.byId(keyId);
  if (!key) throw new BackupError(`备份使用密钥 ${keyId} 加密，而 ${keys.source} 中没有这个密钥`);
  const decipher = createDecipheriv('aes-256-gcm', key.key, nonce);
  decipher.setAAD(file.subarray(0, length));
  decipher.setAuthTag(file.subarray(file.length - TAG_BYTES));
  const plain = decipher.update(file.subarray(length, file.length - TAG_BYTES));
  try {
    return Buffer.concat([plain, decipher.final()]);
  } catch {
    throw new BackupError(`备份校验失败：文件已损坏或被改动，或密钥 ${keyId} 不是加密它的那个密钥。未写入任何数据。`);
  }
}
