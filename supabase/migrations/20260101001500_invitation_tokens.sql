-- Invitation tokens: sign-up is possible only with a valid one, enforced by
-- the before-user-created auth hook. Clients never read the table: they use
-- get_invitation()/start_invitation_signup(), which reveal one token at a time.

create table public.invitation_tokens (
  id uuid primary key default gen_random_uuid(),
  token text not null unique default (
    replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
  ),
  email text not null check (char_length(email) <= 255),
  waitlist_id uuid references public.waitlist (id) on delete set null,
  used_at timestamptz,
  expires_at timestamptz not null default (now() + interval '7 days'),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);

create index invitation_tokens_email_idx on public.invitation_tokens (lower(email));

alter table public.invitation_tokens enable row level security;

create policy "invitation_tokens: admins read" on public.invitation_tokens
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- Tokens are minted by the send-waitlist-invitation function (service role).
revoke all on public.invitation_tokens from anon;
revoke insert, update, delete on public.invitation_tokens from authenticated;

-- The invited e-mail for a valid token (unused, unexpired), else no row.
create or replace function public.get_invitation(invitation_token text)
returns table (email text, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select t.email, t.expires_at
  from public.invitation_tokens t
  where t.token = invitation_token and t.used_at is null and t.expires_at > now()
$$;

-- Marks a valid token used as sign-up starts; true when it was valid.
create or replace function public.start_invitation_signup(invitation_token text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with used as (
    update public.invitation_tokens t
       set used_at = now()
     where t.token = invitation_token and t.used_at is null and t.expires_at > now()
    returning 1
  )
  select exists (select 1 from used)
$$;

revoke execute on function public.get_invitation(text) from public;
revoke execute on function public.start_invitation_signup(text) from public;
grant execute on function public.get_invitation(text) to anon, authenticated, service_role;
grant execute on function public.start_invitation_signup(text) to anon, authenticated, service_role;

-- Supabase "before user created" auth hook. Sign-up needs the invitation
-- token itself, not only an invited address: with e-mail confirmation off,
-- anyone who knew a pending invitee's address could otherwise claim the
-- account with a direct POST /auth/v1/signup. The client sends the token in
-- signUp's options.data (user_metadata.invitation_token), and the hook admits
-- the sign-up only when that token
--   * was issued for this very address (case and spaces ignored), and
--   * was marked used by start_invitation_signup() within the last hour.
-- The spec marks the token used when sign-up starts, so a token that was
-- never marked is refused too: a sign-up that skipped start_invitation_signup
-- would leave a "valid" link behind for an address that already has an
-- account. The hour lets a failed attempt (weak password, lost answer) be
-- retried with the same link. start_invitation_signup only marks a token
-- that is unexpired at that moment, so the hour may run past expires_at.
--
-- The token stays in the new user's raw_user_meta_data: by then it is spent
-- (used_at set, and the address has an account), and it records which
-- invitation the account came from. Users inserted by SQL (seed, admin API)
-- never pass through here.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  signup_email text := lower(btrim(event -> 'user' ->> 'email'));
  signup_token text := event -> 'user' -> 'user_metadata' ->> 'invitation_token';
begin
  if signup_email is not null and signup_token is not null and exists (
    select 1 from public.invitation_tokens t
    where t.token = signup_token
      and lower(btrim(t.email)) = signup_email
      and t.used_at is not null
      and t.used_at > now() - interval '1 hour'
  ) then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object(
    'error', jsonb_build_object('http_code', 403, 'message', 'Invalid or expired invitation link')
  );
end
$$;

revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
