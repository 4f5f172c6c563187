-- Scheduled jobs on hosted Supabase (pg_cron): expire ended subscriptions every
-- minute, abandon orders left pending for a day every hour. Guarded: where
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
