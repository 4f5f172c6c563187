-- Every new auth user gets a profile, an MFA deadline and an empty (private)
-- directory row; a matching invitation is consumed and the waitlist entry
-- becomes accepted.

-- Days a new member has to set up MFA before being locked out.
create or replace function public.mfa_grace_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 7
$$;

create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 100)
  )
  on conflict (user_id) do nothing;

  insert into public.mfa_enforcement (user_id, mfa_setup_deadline)
  values (new.id, (coalesce(new.created_at, now()))::date + public.mfa_grace_days())
  on conflict (user_id) do nothing;

  insert into public.member_directory (user_id) values (new.id)
  on conflict (user_id) do nothing;

  if new.email is not null then
    update public.invitation_tokens t
       set used_at = coalesce(t.used_at, now())
     where lower(t.email) = lower(new.email) and t.expires_at > now() - interval '1 hour';
    update public.waitlist w
       set status = 'accepted'
     where lower(w.email) = lower(new.email) and w.status <> 'accepted';
  end if;
  return new;
end
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
