-- PKCE flow state in GoTrue's shape (auth.flow_state): the code challenge an e-mail flow
-- (recovery, magic link, sign-up confirmation, invite) was started with, and the auth code
-- its link hands back to the app, exchanged once at /token?grant_type=pkce.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
grant all on auth.flow_state to supabase_auth_admin, service_role;
