-- Recovery secrets the local stack keeps apart from GoTrue's columns. auth.users.recovery_token
-- stays GoTrue's hash of the e-mailed 6-digit code; the e-mailed link carries a random token
-- of its own (only its SHA-256 is stored), so the link cannot be derived from a guessed code.
-- Wrong codes are counted here: a code is burnt after a few, an account takes only so many an
-- hour (local-stack/src/auth/recovery.ts has the numbers).
create table if not exists auth.recovery_attempts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  link_token_hash text unique,
  code_failures integer not null default 0,
  failures integer not null default 0,
  failures_since timestamptz
);
grant all on auth.recovery_attempts to supabase_auth_admin, service_role;
