-- Wrong guesses against the e-mailed codes of src/auth/email-otp.ts (sign-up confirmation,
-- invite and magic link codes; e-mail change codes; the reauthentication nonce), per user and
-- kind: the 5th wrong guess burns the code, as recovery's do. A new code starts again at 0.
create table if not exists auth.otp_attempts (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null,
  failures integer not null default 0,
  primary key (user_id, kind)
);
grant all on auth.otp_attempts to supabase_auth_admin, service_role;
