-- issue 27 item 1: the transactional e-mail backbone (docs/mail.md). Every product e-mail
-- (welcome, security notices, receipts, reminders, newsletter) is one row of mail_outbox,
-- written where the fact happens (a trigger or a security-definer function) with a unique
-- idempotency key, and sent by the `mail-outbox` edge function (the drainer). The unique key is
-- what makes a mail "sent once" across restarts and retries: enqueueing the same fact again
-- does nothing, and the drainer passes the key to the provider as its Idempotency-Key.

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  -- A template of edge-functions/_shared/mail-templates (the registry's key).
  kind text not null check (kind ~ '^[a-z][a-z0-9_]{1,39}$'),
  -- The member the mail is about (null for a mail to an address only, e.g. the newsletter's
  -- opt-in). Deleting the auth user deletes their mails: the outbox is not a record the law
  -- asks us to keep, and it holds their address.
  user_id uuid references auth.users (id) on delete cascade,
  to_email text not null check (to_email ~ '^[^\s@<>,;"]+@[^\s@<>,;"]+$' and length(to_email) <= 320),
  language text not null default 'en' check (language in ('en', 'fr', 'pt', 'sw')),
  -- '<kind>:<what makes the fact unique>', e.g. 'welcome:<user id>'.
  idempotency_key text not null unique check (length(idempotency_key) between 3 and 200),
  -- What the template needs besides the address and language; no secrets (admins read it).
  payload jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object'),
  -- queued -> sending (claimed by one drainer run) -> sent | queued again (retry) | failed.
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  -- A retry waits (backoff); a claim older than the lease is taken again (a drainer that died).
  send_after timestamptz not null default now(),
  claimed_at timestamptz,
  provider_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index mail_outbox_due on public.mail_outbox (send_after) where status in ('queued', 'sending');
create index mail_outbox_user on public.mail_outbox (user_id);

alter table public.mail_outbox enable row level security;

-- Members never see the outbox (a member's own notices are in their inbox); admins read it as
-- the audit of what was sent. Nobody writes it through the API: enqueue_mail and the drainer's
-- functions below are the only way in.
create policy "mail_outbox: admins read" on public.mail_outbox
  for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

select public.require_aal2_for_member_data('public.mail_outbox');

revoke insert, update, delete on public.mail_outbox from anon, authenticated;
revoke select on public.mail_outbox from anon;

-- A person's language for mail: auth user metadata `language` (what the portal last saved),
-- else English.
create or replace function public.mail_language_of(target_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case when u.raw_user_meta_data ->> 'language' in ('en', 'fr', 'pt', 'sw')
                then u.raw_user_meta_data ->> 'language' end
      from auth.users u where u.id = target_user_id
  ), 'en')
$$;

revoke execute on function public.mail_language_of(uuid) from public, anon, authenticated;

-- Queues one mail. With a user: the address and language are the user's (auth.users), unless
-- given. Without: both must be given. The same idempotency key again does nothing and returns
-- null; a new row returns its id. A user without an e-mail address gets nothing (null).
create or replace function public.enqueue_mail(
  p_kind text,
  p_user_id uuid,
  p_idempotency_key text,
  p_payload jsonb default '{}'::jsonb,
  p_to_email text default null,
  p_language text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := nullif(btrim(p_to_email), '');
  lang text := p_language;
  new_id uuid;
begin
  if p_user_id is not null then
    if address is null then
      select u.email into address from auth.users u where u.id = p_user_id;
    end if;
    if lang is null then
      lang := public.mail_language_of(p_user_id);
    end if;
  end if;
  if address is null then
    return null;
  end if;
  if lang is null or lang not in ('en', 'fr', 'pt', 'sw') then
    lang := 'en';
  end if;
  insert into public.mail_outbox (kind, user_id, to_email, language, idempotency_key, payload)
  values (p_kind, p_user_id, lower(address), lang, p_idempotency_key, coalesce(p_payload, '{}'::jsonb))
  on conflict (idempotency_key) do nothing
  returning id into new_id;
  if new_id is not null then
    -- Wakes the local stack's drainer at once (production: pg_cron's schedule, docs/mail.md).
    perform pg_notify('mail_outbox', new_id::text);
  end if;
  return new_id;
end
$$;

revoke execute on function public.enqueue_mail(text, uuid, text, jsonb, text, text)
  from public, anon, authenticated;
grant execute on function public.enqueue_mail(text, uuid, text, jsonb, text, text) to service_role;

-- How many times a mail is tried before it is 'failed' for good, and how long a claim lasts.
create or replace function public.mail_max_attempts()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5
$$;

-- The drainer's claim: up to `batch_size` due mails, each claimed by one run only (skip locked:
-- two runs at once take different rows), attempts counted at the claim so a crash mid-send
-- still counts. A 'sending' row whose claim is older than 5 minutes was left by a run that
-- died and is due again.
create or replace function public.mail_outbox_claim(batch_size integer default 20)
returns setof public.mail_outbox
language sql
volatile
security definer
set search_path = ''
as $$
  update public.mail_outbox o
     set status = 'sending', claimed_at = now(), attempts = o.attempts + 1
   where o.id in (
     select d.id from public.mail_outbox d
      where d.send_after <= now()
        and (d.status = 'queued'
             or (d.status = 'sending' and d.claimed_at < now() - interval '5 minutes'))
      order by d.created_at
      limit greatest(1, least(coalesce(batch_size, 20), 100))
      for update skip locked
   )
  returning o.*
$$;

-- A claimed mail was accepted by the provider.
create or replace function public.mail_outbox_sent(mail_id uuid, provider_message_id text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.mail_outbox
     set status = 'sent', sent_at = now(), provider_id = provider_message_id, last_error = null,
         claimed_at = null
   where id = mail_id and status = 'sending'
$$;

-- A claimed mail could not be sent: queued again after a backoff (1, 4, 9, 16 minutes), or
-- 'failed' once it was tried mail_max_attempts() times. `permanent` (e.g. no template for the
-- kind) fails it at once.
create or replace function public.mail_outbox_failed(
  mail_id uuid,
  error_message text,
  permanent boolean default false
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.mail_outbox
     set status = case when permanent or attempts >= public.mail_max_attempts() then 'failed'
                       else 'queued' end,
         send_after = now() + make_interval(mins => attempts * attempts),
         last_error = left(error_message, 500),
         claimed_at = null
   where id = mail_id and status = 'sending'
$$;

revoke execute on function public.mail_max_attempts() from public, anon, authenticated;
revoke execute on function public.mail_outbox_claim(integer) from public, anon, authenticated;
revoke execute on function public.mail_outbox_sent(uuid, text) from public, anon, authenticated;
revoke execute on function public.mail_outbox_failed(uuid, text, boolean)
  from public, anon, authenticated;
grant execute on function public.mail_outbox_claim(integer) to service_role;
grant execute on function public.mail_outbox_sent(uuid, text) to service_role;
grant execute on function public.mail_outbox_failed(uuid, text, boolean) to service_role;
