-- One check value per data key id (an HMAC under the key, never the key): a server started with a different key
-- under an id the database knows refuses to start instead of writing values nobody else can read.
create table data_key_check (
  key_id text primary key,
  check_value text not null,
  created_at timestamptz not null default now()
);
