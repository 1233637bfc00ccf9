import type { Queryable } from '../db/connect.ts';
import { deleteUploadBlobs, insertUploadBlob, uploadBlob } from '../repositories/upload-blobs.ts';
import { contentTypeOf, etagOf, type UploadStore } from './store.ts';

/** Uploads as rows of upload_blob: no service beside the database, and its dump is their backup. */
export function databaseStore(db: Queryable): UploadStore {
  return {
    kind: 'database',
    put: (name, bytes) => insertUploadBlob(db, { name, bytes, contentType: contentTypeOf(name), etag: etagOf(bytes) }),
    get: async (name) => (await uploadBlob(db, name)) ?? null,
    remove: (names) => deleteUploadBlobs(db, names),
  };
}
