-- People, their WeChat identities, one-time login codes, sessions, messages and alumni card templates.

create table app_user (
  id serial primary key,
  name text not null,
  -- 'alumni' or 'member' (organisation member / staff)
  user_type text not null check (user_type in ('alumni', 'member')),
  -- graduate status: '07', '08' graduate or member, '01' current student, ...; members are 'sysOrMember'
  student_current_status text not null,
  card_status text not null default 'pending' check (card_status in ('verified', 'pending', 'rejected')),
  card_reject_reason text not null default '',
  student_no text not null default '',
  faculty text not null default '',
  major text not null default '',
  graduation_year integer,
  city text not null default '',
  company text not null default '',
  phone text not null default '',
  photo text not null default '',
  card_no text not null default '',
  organization_name text not null default '',
  disabled boolean not null default false,
  created_at timestamptz not null default now()
);

create table wx_account (
  openid text primary key,
  nickname text not null,
  -- null: this WeChat account is bound to no alumni identity (login answers 10005)
  user_id integer references app_user (id)
);

create table login_code (
  code_hash text primary key,
  openid text not null references wx_account (openid),
  state text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table session_token (
  token_hash text primary key,
  user_id integer not null references app_user (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index session_token_user on session_token (user_id);

create table message (
  id serial primary key,
  user_id integer not null references app_user (id),
  kind text not null check (kind in ('system', 'review', 'activity')),
  title text not null,
  content text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index message_user on message (user_id, read_at, created_at desc);

create table alum_card_template (
  id serial primary key,
  name text not null,
  active boolean not null default true,
  default_template boolean not null default false,
  background text not null,
  text_color text not null,
  accent_color text not null,
  layout text not null default 'classic'
);
