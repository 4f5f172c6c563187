-- Yearly subscriptions: written by the payment functions (service role); a
-- member may only flag their own active subscription to cancel at period end.

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  tier text not null check (tier in ('Student', 'Professional', 'Corporate')),
  -- pending: payment initialised, not verified yet (the client reads only
  -- active/expired). cancelled: payment failed or abandoned.
  -- superseded: replaced by a later activation of the same member: an early
  -- renewal (its period continues in the new row) or another tier (which
  -- starts the day it is paid). Never read by the client, never expired,
  -- never counted as active.
  status text not null default 'pending'
    check (status in ('pending', 'active', 'expired', 'cancelled', 'superseded')),
  amount_cents bigint not null check (amount_cents >= 0),
  next_billing_date timestamptz,
  team_size integer not null default 1 check (team_size >= 1),
  cancel_at_period_end boolean not null default false,
  payment_reference text unique,
  discount_code_id uuid references public.discount_codes (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Lets PostgREST embed the member's profile (admin Subs tab).
  constraint subscriptions_profile_fkey foreign key (user_id)
    references public.profiles (user_id) on delete cascade
);

create index subscriptions_user_status_idx on public.subscriptions (user_id, status, created_at desc);
create index subscriptions_created_at_idx on public.subscriptions (created_at desc);
create index subscriptions_active_billing_idx on public.subscriptions (next_billing_date)
  where status = 'active';

-- One active subscription per member. /membership reads "status active or
-- expired, newest first, one row" and the revenue figures sum active rows, so
-- two active rows for one member (an early renewal next to the period it
-- extends, or a second tier) would show one and count both. An activation
-- therefore supersedes the member's other active subscription
-- (activate_subscription, in the payment orders migration).
create unique index subscriptions_one_active_per_member_idx
  on public.subscriptions (user_id) where status = 'active';

create trigger subscriptions_set_updated_at
  before update on public.subscriptions
  for each row execute function public.set_updated_at();

alter table public.subscriptions enable row level security;

create policy "subscriptions: read own" on public.subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "subscriptions: admins read all" on public.subscriptions
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- The spec's one client write: cancel at period end (column grant below).
create policy "subscriptions: cancel own at period end" on public.subscriptions
  for update to authenticated
  using (user_id = (select auth.uid()) and status = 'active')
  with check (user_id = (select auth.uid()) and cancel_at_period_end);

revoke insert, update, delete on public.subscriptions from anon, authenticated;
revoke select on public.subscriptions from anon;
grant update (cancel_at_period_end) on public.subscriptions to authenticated;

create trigger subscriptions_audit
  after insert or update on public.subscriptions
  for each row execute function public.audit_row_change('subscription');
