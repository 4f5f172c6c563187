-- MFA deadline per user and the lockout rule derived from it.

create table public.mfa_enforcement (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- A calendar date: the deadline "passes" when that day is over (the banner
  -- says "MFA Setup Required Today" on the day itself).
  mfa_setup_deadline date,
  mfa_disabled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger mfa_enforcement_set_updated_at
  before update on public.mfa_enforcement
  for each row execute function public.set_updated_at();

-- Locked out = the deadline is over and no verified factor exists. Read from
-- auth.mfa_factors (not profiles.mfa_enabled, which the member writes).
create or replace function public.is_mfa_locked_out()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select e.mfa_setup_deadline < current_date
      and not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = e.user_id and f.status = 'verified'
      )
    from public.mfa_enforcement e
    where e.user_id = (select auth.uid())
  ), false)
$$;

revoke execute on function public.is_mfa_locked_out() from public;
grant execute on function public.is_mfa_locked_out() to anon, authenticated, service_role;

alter table public.mfa_enforcement enable row level security;

create policy "mfa_enforcement: read own" on public.mfa_enforcement
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "mfa_enforcement: admins read all" on public.mfa_enforcement
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- Disabling MFA writes a new deadline (7 days) from the client. Only in an
-- aal2 session (the unenrolling session keeps aal2 until its next refresh) and
-- never further than 7 days ahead, so a member cannot postpone MFA for ever.
create policy "mfa_enforcement: update own after MFA" on public.mfa_enforcement
  for update to authenticated
  using (user_id = (select auth.uid()) and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (
    user_id = (select auth.uid())
    and mfa_setup_deadline is not null
    and mfa_setup_deadline <= current_date + 7
  );

-- Admins change deadlines only through extend_mfa_deadline/reset_mfa_requirement.
revoke insert, update, delete on public.mfa_enforcement from anon, authenticated;
grant update (mfa_setup_deadline, mfa_disabled_at) on public.mfa_enforcement to authenticated;
