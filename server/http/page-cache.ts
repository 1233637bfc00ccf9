import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page as sent: its HTML, compressed once, with its ETag and the data version it was made from. */
export interface CachedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  version: number | string;
  storedAt: number;
  bytes: number;
}

/** Compresses a page once (off the main thread, in zlib's pool), for every visitor who asks for it after. */
export async function cachedPage(html: string, version: number | string, now: number): Promise<CachedPage> {
  const raw = Buffer.from(html);
  const [br, gz] = await Promise.all([
    // Quality 5: most of brotli's gain at a fraction of the top levels' time, paid on every render.
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipAsync(raw, { level: 6 }),
  ]);
  const etag = `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;
  return { html, br, gzip: gz, etag, version, storedAt: now, bytes: raw.length + br.length + gz.length };
}

/** Least recently used first out, bounded by the bytes its entries hold. */
export class ByteLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Map keeps insertion order: moving a read entry to the end makes the first one the least recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes;
    }
  }

  delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.total -= old.bytes;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }
}
