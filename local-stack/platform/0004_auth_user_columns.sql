-- The rest of GoTrue's auth.users columns (e-mail/phone change and reauthentication tokens), so
-- SQL written against Supabase's auth schema (seeds that insert users directly) runs here too.
alter table auth.users
  add column if not exists email_change_token_new varchar(255) default '',
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0,
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists phone_change text default '',
  add column if not exists phone_change_token varchar(255) default '',
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists reauthentication_token varchar(255) default '',
  add column if not exists reauthentication_sent_at timestamptz;
