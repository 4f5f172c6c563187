-- Renewal reminders (issue 27, items 1 and 2): 30, 14 and 3 days before a membership's
-- next_billing_date and once it has expired, each with a one-click renewal link, each sent once
-- per subscription period, never to a member who renewed or who unsubscribed from reminders.
-- Who is due is decided here, in one place; public.send_membership_reminders(on_date) queues the
-- mails through public.enqueue_mail (docs/mail.md), whose idempotency key makes a second run of
-- the same day (or a retry, or a restart) send nothing twice. pg_cron runs it daily on
-- PostgreSQL; the local stack runs the same function from its own timer on PGlite
-- (local-stack/src/jobs/membership-reminders.ts).

-- The member's choice: reminders only (other mails stay). Default on: a renewal reminder is a
-- service mail about the member's own paid membership, and every one carries the way out.
alter table public.profiles add column renewal_reminders boolean not null default true;
-- The member turns it on and off on /account (own row only: the profiles policies).
grant update (renewal_reminders) on public.profiles to authenticated;

-- The secret that signs unsubscribe links: one random key per database, never readable by
-- clients (RLS on, no policy, no grant), so a link cannot be forged for someone else.
create table public.mail_signing_keys (
  purpose text primary key check (char_length(purpose) <= 60),
  secret bytea not null default sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'))
);
alter table public.mail_signing_keys enable row level security;
revoke all on public.mail_signing_keys from public, anon, authenticated;
insert into public.mail_signing_keys (purpose) values ('renewal-reminders-unsubscribe');

-- HMAC-SHA-256 (RFC 2104) from the built-in sha256(): neither PGlite nor every PostgreSQL has
-- pgcrypto, and a bare hash of secret || message could be extended by anyone who saw one link.
create or replace function public.hmac_sha256(p_key bytea, p_message bytea)
returns bytea
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  k bytea := p_key;
  inner_pad bytea;
  outer_pad bytea;
begin
  if length(k) > 64 then
    k := sha256(k);
  end if;
  k := k || decode(repeat('00', 64 - length(k)), 'hex');
  inner_pad := k;
  outer_pad := k;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(k, i) # 54);  -- 0x36
    outer_pad := set_byte(outer_pad, i, get_byte(k, i) # 92);  -- 0x5c
  end loop;
  return sha256(outer_pad || sha256(inner_pad || p_message));
end
$$;

revoke execute on function public.hmac_sha256(bytea, bytea) from public, anon, authenticated;

-- The token of a member's one-click link: '<user id>.<first 128 bits of the HMAC, hex>'.
create or replace function public.renewal_reminders_unsubscribe_token(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_user_id::text || '.' || left(encode(public.hmac_sha256(
    k.secret, convert_to('renewal-reminders-unsubscribe:' || p_user_id::text, 'UTF8')), 'hex'), 32)
  from public.mail_signing_keys k
  where k.purpose = 'renewal-reminders-unsubscribe';
$$;

revoke execute on function public.renewal_reminders_unsubscribe_token(uuid) from public, anon, authenticated;
grant execute on function public.renewal_reminders_unsubscribe_token(uuid) to service_role;

-- The link's landing page calls this without a session: the signature is the proof. Anything
-- that is not a token this database signed is refused with 22023 (PostgREST: 400), never a 500.
-- Returns true; calling it again is harmless (still unsubscribed).
create or replace function public.unsubscribe_renewal_reminders(p_token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  parts text[];
  member uuid;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$' then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  parts := string_to_array(p_token, '.');
  member := parts[1]::uuid;
  if public.renewal_reminders_unsubscribe_token(member) is distinct from p_token then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  update public.profiles set renewal_reminders = false where user_id = member;
  return true;
end
$$;

revoke execute on function public.unsubscribe_renewal_reminders(text) from public;
grant execute on function public.unsubscribe_renewal_reminders(text) to anon, authenticated, service_role;

-- Who is due on a day, and with which reminder: the subscription's own period (its
-- next_billing_date, as a UTC date) decides the stage. A day the job did not run is caught up
-- on the next run, with only the latest stage due (3 days left: the 3-day reminder, not the
-- 30-day one as well). Not reminded: a cancelled membership (cancel_at_period_end: the member
-- chose to leave), a renewed one (the old row is superseded, the new period is far off), a
-- member holding another active membership, a member who unsubscribed from reminders.
create or replace function public.membership_reminders_due(on_date date)
returns table (subscription_id uuid, user_id uuid, tier text, next_billing_date date, stage text, days_left integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.user_id, s.tier, d.period_end,
    case
      when d.days_left > 14 then '30'
      when d.days_left > 3 then '14'
      when d.days_left > 0 then '3'
      else 'expired'
    end,
    d.days_left
  from public.subscriptions s
  cross join lateral (
    select (s.next_billing_date at time zone 'UTC')::date as period_end,
           (s.next_billing_date at time zone 'UTC')::date - on_date as days_left
  ) d
  join public.profiles p on p.user_id = s.user_id
  where s.next_billing_date is not null
    and not s.cancel_at_period_end
    and p.renewal_reminders
    and (
      (s.status = 'active' and d.days_left between 1 and 30)
      -- On expiry, and for a week after (catch-up); the expiry job may not have run yet.
      or (s.status in ('active', 'expired') and d.days_left between -7 and 0)
    )
    and not exists (
      select 1 from public.subscriptions o
      where o.user_id = s.user_id and o.id <> s.id and o.status = 'active'
        and (o.next_billing_date is null or o.next_billing_date > s.next_billing_date)
    );
$$;

revoke execute on function public.membership_reminders_due(date) from public, anon, authenticated;
grant execute on function public.membership_reminders_due(date) to service_role;

-- The job: queue every due reminder once. The key names the subscription, its period and the
-- stage, so a re-run, a retry or a second scheduler on the same day adds nothing, and a renewed
-- period (a new next_billing_date) is a new set of reminders. Returns the mails newly queued.
create or replace function public.send_membership_reminders(on_date date default current_date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in select * from public.membership_reminders_due(on_date) loop
    -- enqueue_mail returns null when the key is already in the outbox (sent once).
    if public.enqueue_mail(
      'renewal_reminder',
      due.user_id,
      format('reminder:%s:%s:%s', due.subscription_id, due.next_billing_date, due.stage),
      jsonb_build_object(
        'stage', due.stage,
        'tier', due.tier,
        'days_left', greatest(due.days_left, 0),
        'next_billing_date', due.next_billing_date,
        'renew_path', '/checkout?tier=' || due.tier,
        'unsubscribe_path', '/reminders-unsubscribe?token='
          || public.renewal_reminders_unsubscribe_token(due.user_id)
      )
    ) is not null then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end
$$;

revoke execute on function public.send_membership_reminders(date) from public, anon, authenticated;
grant execute on function public.send_membership_reminders(date) to service_role;

-- pg_cron (hosted Supabase; a PostgreSQL with pg_cron preloaded): every day at 07:00 UTC, with
-- the day's date. Guarded like the expiry jobs (20260101002500_expire_subscriptions.sql): where
-- pg_cron is not available, not preloaded, or this is not cron.database_name (PGlite, a plain
-- PostgreSQL, the test databases) only a notice is left, and the local stack's timer runs it.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    -- cron.schedule(name, ...) replaces a job of the same name: re-running is safe.
    perform cron.schedule('membership-reminders', '0 7 * * *', 'select public.send_membership_reminders(current_date)');
  end if;
exception when others then
  raise notice 'pg_cron unavailable (%); schedule send_membership_reminders() elsewhere', sqlerrm;
end
$$;
