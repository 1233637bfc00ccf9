import type { Queryable } from '../db/connect.ts';

/** Stores an upload's bytes; false when a row of that name is there already (left as it was). */
export async function insertUploadBlob(db: Queryable, b: { name: string; bytes: Buffer; contentType: string; etag: string }) {
  const rows = await db.query(
    'insert into upload_blob (name, bytes, content_type, etag) values ($1, $2, $3, $4) on conflict (name) do nothing returning name',
    [b.name, b.bytes, b.contentType, b.etag],
  );
  return rows.length > 0;
}

export async function uploadBlob(db: Queryable, name: string) {
  const [row] = await db.query<{ bytes: Uint8Array; content_type: string; etag: string }>(
    'select bytes, content_type, etag from upload_blob where name = $1',
    [name],
  );
  return row && { bytes: Buffer.from(row.bytes), contentType: row.content_type, etag: row.etag };
}

export async function deleteUploadBlobs(db: Queryable, names: string[]) {
  if (names.length > 0) await db.query('delete from upload_blob where name = any($1::text[])', [names]);
}
