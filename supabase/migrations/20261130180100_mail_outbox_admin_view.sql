-- Admin → Mail (issue 27): admins see what the portal sent, what is waiting and what failed, and
-- send a failed mail again.
--
-- The payload stays out of admins' reach: it carries one-time links (the newsletter's
-- confirmation token, signed unsubscribe links, checkout links), and an admin who could read a
-- confirmation token could give consent in a subscriber's name. So admins read every column
-- but `payload`; the drainer reads it through its security-definer claim.

revoke select on public.mail_outbox from authenticated;
grant select (
  id, kind, user_id, to_email, language, idempotency_key, status, attempts, last_error,
  send_after, claimed_at, provider_id, created_at, sent_at
) on public.mail_outbox to authenticated;

-- 'Send again' on a failed mail: back to the queue with its attempts reset, under the same row
-- (and idempotency key: a mail the provider did accept is not delivered twice). Admin in an
-- aal2 session only; audited. Refused for a mail that has not failed.
create or replace function public.admin_retry_mail(p_mail_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  mail public.mail_outbox;
begin
  perform public.assert_admin_aal2();
  update public.mail_outbox
     set status = 'queued', attempts = 0, send_after = now(), claimed_at = null
   where id = p_mail_id and status = 'failed'
  returning * into mail;
  if mail.id is null then
    raise exception 'Only a failed mail can be sent again' using errcode = 'P0002';
  end if;
  perform public.write_audit_log('mail_retried', jsonb_build_object(
    'mail_id', mail.id, 'kind', mail.kind, 'user_id', mail.user_id, 'last_error', mail.last_error));
  -- Wakes the drainer now (the stack's LISTEN; production's schedule runs within a minute).
  perform pg_notify('mail_outbox', mail.id::text);
end
$$;

revoke execute on function public.admin_retry_mail(uuid) from public, anon;
grant execute on function public.admin_retry_mail(uuid) to authenticated, service_role;
