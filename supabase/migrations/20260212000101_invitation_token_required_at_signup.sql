-- Sign-up needs the invitation token itself, not only an invited address.
--
-- The hook of 20260101001500 admitted any sign-up whose e-mail had an
-- invitation (unused, or marked used within the hour); with e-mail
-- confirmation off, anyone who knew a pending invitee's address could claim
-- the account with a direct POST /auth/v1/signup. The client now sends the
-- token in signUp's options.data (user_metadata.invitation_token), and the
-- hook admits the sign-up only when that token
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
-- invitation the account came from.
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
