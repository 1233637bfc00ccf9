-- Uploads kept in the database (the default with DATABASE_URL): every server process reads them, and a database backup
-- carries them. The embedded server keeps its DATA_DIR/uploads folder; S3 keeps them in the bucket.
create table upload_blob (
  name text primary key,
  bytes bytea not null,
  content_type text not null,
  etag text not null,
  created_at timestamptz not null default now()
);
