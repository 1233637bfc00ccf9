import { createHash } from 'node:crypto';
import type { ImageExt } from '../http/reencode-image.ts';
import type { UploadStoreKind } from './choose.ts';

/** An upload as it is served: its bytes, type and strong ETag (from the content, so every process answers the same). */
export interface StoredUpload {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/** Where uploaded pictures are kept, by their stored name (`<32 hex>.<png|jpg|webp>`). */
export interface UploadStore {
  readonly kind: UploadStoreKind;
  /** Stores a new upload; false (and nothing changed) when one of that name is there already. */
  put(name: string, bytes: Buffer): Promise<boolean>;
  get(name: string): Promise<StoredUpload | null>;
  /** Removes these uploads; a name not there is no error. */
  remove(names: string[]): Promise<void>;
}

export const imageTypes: Record<ImageExt, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** A name the upload route gave: random hex and the type it found, nothing that could walk out of a folder. */
export const storedName = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

export const contentTypeOf = (name: string) => imageTypes[name.split('.').pop() as ImageExt] ?? 'application/octet-stream';

export const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/** Whether an If-None-Match header names this ETag (or is `*`): a weak comparison, as RFC 9110 asks for it. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
