-- The newsletter (issue 27, item 5): a subscribe form on /resources, /newsletter and in the
-- footer; double opt-in by e-mail (consent is the moment the address owner confirms); an
-- unsubscribe link in every issue; admins send issues and export the subscribers as CSV.
-- Every rule is here: the pages only call these functions. Mails go through the outbox
-- (public.enqueue_mail, docs/mail.md), kinds `newsletter_confirm` and `newsletter_issue`.

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- Normalised (trimmed, lower-case) by newsletter_subscribe: one row per address.
  email text not null unique check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  language text not null default 'en' check (language in ('en', 'fr', 'pt', 'sw')),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- A subscription under a member's e-mail is theirs (export and deletion, docs/member-data.md).
  user_id uuid references auth.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  -- The consent: when the owner of the address opened the confirmation link.
  consent_at timestamptz,
  unsubscribed_at timestamptz,
  -- sha256 of the confirmation link's token (the token itself is only in the mail).
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  -- When the last confirmation mail was queued: at most one per 10 minutes per address.
  confirm_sent_at timestamptz,
  check (status <> 'confirmed' or consent_at is not null)
);
create index newsletter_subscriptions_user_id_idx on public.newsletter_subscriptions (user_id);
create index newsletter_subscriptions_confirmed_idx on public.newsletter_subscriptions (status)
  where status = 'confirmed';

-- What admins sent: the issue itself (each recipient's mail is in mail_outbox, key
-- newsletter_issue:<issue>:<subscription>, so a repeated send reaches nobody twice).
create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  body text not null check (char_length(btrim(body)) between 1 and 20000),
  sent_by uuid references auth.users (id) on delete set null,
  sent_at timestamptz not null default now(),
  recipients integer not null default 0
);

-- No client writes either table; admins read them (the panel); members and visitors do not
-- (the confirm/unsubscribe pages go through the functions below).
alter table public.newsletter_subscriptions enable row level security;
alter table public.newsletter_issues enable row level security;
revoke all on public.newsletter_subscriptions, public.newsletter_issues from public, anon, authenticated;
grant select on public.newsletter_subscriptions, public.newsletter_issues to authenticated;
create policy "newsletter_subscriptions: admins read" on public.newsletter_subscriptions
  for select to authenticated using (public.has_role((select auth.uid()), 'admin'));
create policy "newsletter_issues: admins read" on public.newsletter_issues
  for select to authenticated using (public.has_role((select auth.uid()), 'admin'));
select public.require_aal2_for_member_data('public.newsletter_subscriptions');
select public.require_aal2_for_member_data('public.newsletter_issues');

-- The key that signs the unsubscribe links (20261129120000_membership_reminders.sql).
insert into public.mail_signing_keys (purpose) values ('newsletter-unsubscribe');

-- An issue's one-click link: '<subscription id>.<first 128 bits of the HMAC, hex>'. The same for
-- every issue, so an old issue's link still works.
create or replace function public.newsletter_unsubscribe_token(p_subscription uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_subscription::text || '.' || left(encode(public.hmac_sha256(
    k.secret, convert_to('newsletter-unsubscribe:' || p_subscription::text, 'UTF8')), 'hex'), 32)
  from public.mail_signing_keys k
  where k.purpose = 'newsletter-unsubscribe';
$$;
revoke execute on function public.newsletter_unsubscribe_token(uuid) from public, anon, authenticated;
grant execute on function public.newsletter_unsubscribe_token(uuid) to service_role;

-- Anyone (signed in or not) asks for the newsletter. The answer is the same whether the address
-- is new, waiting for its confirmation, confirmed or unsubscribed ('check your inbox'), so the
-- form does not tell who subscribes. A new confirmation mail is queued at most once per 10
-- minutes per address (a new token each time; the older link stops working); an address that
-- is already confirmed gets none. Requests per client address are limited like the public forms
-- (public_form_submissions). A malformed address: 22023 (HTTP 400) with a message.
create or replace function public.newsletter_subscribe(p_email text, p_language text default 'en')
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  lang text := coalesce(nullif(btrim(p_language), ''), 'en');
  sub public.newsletter_subscriptions;
  token text;
  used integer;
begin
  if char_length(address) > 254 or address !~ '^[^@[:space:]<>(),;:"\\]+@[^@[:space:]<>(),;:"\\]+\.[a-z]{2,}$' then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  if lang not in ('en', 'fr', 'pt', 'sw') then
    raise exception 'Unknown language' using errcode = '22023';
  end if;

  insert into public.public_form_submissions as s (form, client_address, window_start, submissions)
  values ('newsletter_subscriptions', public.request_client_address(), now(), 1)
  on conflict (form, client_address) do update
    set submissions = case when s.window_start > now() - interval '1 hour' then s.submissions + 1 else 1 end,
        window_start = case when s.window_start > now() - interval '1 hour' then s.window_start else now() end
  returning submissions into used;
  if used > 30 then
    raise exception 'Too many submissions from this address. Please try again in an hour.'
      using errcode = 'PT429';
  end if;

  insert into public.newsletter_subscriptions (email, language, user_id)
  values (address, lang, (select u.id from auth.users u where lower(u.email) = address limit 1))
  on conflict (email) do nothing;

  select * into sub from public.newsletter_subscriptions where email = address for update;
  if sub.status = 'confirmed' then
    return true;
  end if;
  if sub.confirm_sent_at is not null and sub.confirm_sent_at > now() - interval '10 minutes' then
    return true;
  end if;

  token := encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text || gen_random_uuid()::text, 'UTF8')), 'hex');
  update public.newsletter_subscriptions
     set status = 'pending',
         language = lang,
         requested_at = now(),
         unsubscribed_at = null,
         confirm_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'),
         confirm_expires_at = now() + interval '7 days',
         confirm_sent_at = now()
   where id = sub.id;
  perform public.enqueue_mail(
    'newsletter_confirm',
    null,
    format('newsletter_confirm:%s:%s', sub.id, floor(extract(epoch from now()) * 1000)::bigint),
    jsonb_build_object('confirm_path', '/newsletter?confirm=' || token),
    address,
    lang
  );
  return true;
end
$$;
revoke execute on function public.newsletter_subscribe(text, text) from public;
grant execute on function public.newsletter_subscribe(text, text) to anon, authenticated, service_role;

-- The confirmation link: the consent is recorded now. Opening it again says 'confirmed' again.
-- A link that is malformed, unknown or superseded: 22023 (HTTP 400); an expired one: 'expired'
-- (the page offers the form again).
create or replace function public.newsletter_confirm(p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sub public.newsletter_subscriptions;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise exception 'This confirmation link is not valid' using errcode = '22023';
  end if;
  select * into sub from public.newsletter_subscriptions
   where confirm_token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
   for update;
  if not found or sub.status = 'unsubscribed' then
    raise exception 'This confirmation link is not valid' using errcode = '22023';
  end if;
  if sub.status = 'confirmed' then
    return 'confirmed';
  end if;
  if sub.confirm_expires_at < now() then
    return 'expired';
  end if;
  update public.newsletter_subscriptions
     set status = 'confirmed', consent_at = now()
   where id = sub.id;
  return 'confirmed';
end
$$;
revoke execute on function public.newsletter_confirm(text) from public;
grant execute on function public.newsletter_confirm(text) to anon, authenticated, service_role;

-- An issue's one-click link, without a session: the signature is the proof (22023 otherwise).
-- No more issues from now on; calling it again is harmless. The confirmation link dies with it.
create or replace function public.newsletter_unsubscribe(p_token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscription uuid;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$' then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  subscription := split_part(p_token, '.', 1)::uuid;
  if public.newsletter_unsubscribe_token(subscription) is distinct from p_token then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  update public.newsletter_subscriptions
     set status = 'unsubscribed',
         unsubscribed_at = coalesce(unsubscribed_at, now()),
         confirm_token_hash = null,
         confirm_expires_at = null
   where id = subscription and status <> 'unsubscribed';
  return true;
end
$$;
revoke execute on function public.newsletter_unsubscribe(text) from public;
grant execute on function public.newsletter_unsubscribe(text) to anon, authenticated, service_role;

-- An admin (aal2) sends an issue: one mail per confirmed subscriber, each with its own
-- unsubscribe link, in the subscriber's language around the admin's text. p_issue_id is chosen
-- by the client per composed issue: sending the same issue again (a retry after a lost answer)
-- adds no issue and reaches nobody twice (the outbox key). Audited.
create or replace function public.admin_send_newsletter_issue(p_issue_id uuid, p_subject text, p_body text)
returns table (issue_id uuid, recipients integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sub record;
  issue public.newsletter_issues;
  queued integer := 0;
begin
  perform public.assert_admin_aal2();
  if p_issue_id is null then
    raise exception 'An issue id is required' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(p_subject, ''))) not between 1 and 200 then
    raise exception 'The subject needs 1 to 200 characters' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(p_body, ''))) not between 1 and 20000 then
    raise exception 'The text needs 1 to 20000 characters' using errcode = '22023';
  end if;
  insert into public.newsletter_issues (id, subject, body, sent_by)
  values (p_issue_id, btrim(p_subject), btrim(p_body), auth.uid())
  on conflict (id) do nothing;
  select * into issue from public.newsletter_issues i where i.id = p_issue_id;

  for sub in
    select s.id, s.email, s.language from public.newsletter_subscriptions s
     where s.status = 'confirmed' order by s.consent_at, s.id
  loop
    if public.enqueue_mail(
      'newsletter_issue',
      null,
      format('newsletter_issue:%s:%s', issue.id, sub.id),
      jsonb_build_object(
        'subject', issue.subject,
        'body', issue.body,
        'unsubscribe_path', '/newsletter?unsubscribe=' || public.newsletter_unsubscribe_token(sub.id)
      ),
      sub.email,
      sub.language
    ) is not null then
      queued := queued + 1;
    end if;
  end loop;

  update public.newsletter_issues i set recipients = i.recipients + queued where i.id = issue.id;
  perform public.write_audit_log('newsletter_issue_sent', jsonb_build_object(
    'table', 'newsletter_issues', 'id', issue.id, 'subject', issue.subject, 'recipients', queued));
  return query select issue.id, queued;
end
$$;
revoke execute on function public.admin_send_newsletter_issue(uuid, text, text) from public, anon;
grant execute on function public.admin_send_newsletter_issue(uuid, text, text) to authenticated, service_role;

-- The subscribers' CSV (admins at aal2; audited like the members' export): who, in which
-- language, and the consent trail.
create or replace function public.admin_newsletter_export()
returns table (
  email text,
  language text,
  status text,
  requested_at timestamptz,
  consent_at timestamptz,
  unsubscribed_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  exported integer;
begin
  perform public.assert_admin_aal2();
  return query
    select s.email, s.language, s.status, s.requested_at, s.consent_at, s.unsubscribed_at
      from public.newsletter_subscriptions s
     order by s.requested_at, s.email;
  get diagnostics exported = row_count;
  perform public.write_audit_log('newsletter_subscribers_exported', jsonb_build_object('rows', exported));
end
$$;
revoke execute on function public.admin_newsletter_export() from public, anon;
grant execute on function public.admin_newsletter_export() to authenticated, service_role;
