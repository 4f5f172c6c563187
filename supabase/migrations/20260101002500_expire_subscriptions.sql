-- Scheduled job: active subscriptions whose period ended become expired, and
-- the member's tier follows what is still active (cleared when nothing is).
-- Run by the service role (or pg_cron on Supabase); returns the rows expired.

create or replace function public.expire_subscriptions()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  affected uuid[];
begin
  with expired as (
    update public.subscriptions s
       set status = 'expired'
     where s.status = 'active' and s.next_billing_date is not null and s.next_billing_date < now()
    returning s.user_id
  )
  select coalesce(array_agg(user_id), '{}') into affected from expired;

  -- The highest tier still active, else NULL (no membership).
  update public.profiles p
     set membership_tier = (
       select s.tier from public.subscriptions s
       where s.user_id = p.user_id and s.status = 'active'
       order by public.tier_rank(s.tier) desc
       limit 1
     )
   where p.user_id = any (affected);

  return cardinality(affected);
end
$$;

revoke execute on function public.expire_subscriptions() from public, anon, authenticated;
grant execute on function public.expire_subscriptions() to service_role;

-- Scheduled jobs on hosted Supabase (pg_cron): expire ended subscriptions every
-- minute, abandon orders left pending for a day every hour
-- (expire_pending_payments, in the payment orders migration). Guarded: where
-- pg_cron is not installed or not preloaded (PGlite, a plain PostgreSQL 15) the
-- block only leaves a notice and the local stack runs the same functions from
-- its own timer (local-stack/src/jobs/expire-subscriptions.ts).
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    -- cron.schedule(name, ...) replaces a job of the same name: re-running is safe.
    perform cron.schedule('expire-subscriptions', '* * * * *', 'select public.expire_subscriptions()');
    perform cron.schedule('expire-pending-payments', '17 * * * *', 'select public.expire_pending_payments()');
  end if;
exception when others then
  raise notice 'pg_cron unavailable (%); schedule expire_subscriptions() elsewhere', sqlerrm;
end
$$;
