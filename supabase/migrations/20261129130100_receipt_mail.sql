-- The receipt e-mail (issue 27): queued in the same transaction that marks a payment
-- successful, whichever path got there (verify-payment, the webhook, a free order, mobile
-- money: all go through activate_subscription), keyed 'receipt:<reference>' so the webhook,
-- the verify call and any retry queue it once. The body's facts travel in the payload; the PDF
-- is made at send time from payment_receipt_facts (edge-functions/_shared/mail-templates/receipt.ts).

create or replace function public.receipt_mail_payload(p_reference text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select f - 'user_id' - 'member_name' - 'member_email' - 'language' - 'currency'
    from public.payment_receipt_facts(p_reference) f
   where f is not null
$$;

revoke execute on function public.receipt_mail_payload(text) from public, anon, authenticated;
grant execute on function public.receipt_mail_payload(text) to service_role;

create or replace function public.queue_receipt_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  body jsonb := public.receipt_mail_payload(new.reference);
begin
  -- A payment without a subscription (none today) has nothing to print: no mail.
  if body is not null then
    perform public.enqueue_mail('receipt', new.user_id, 'receipt:' || new.reference, body);
  end if;
  return null;
end
$$;

revoke execute on function public.queue_receipt_mail() from public, anon, authenticated;

create trigger transactions_queue_receipt_mail
  after update of status on public.transactions
  for each row
  when (new.status = 'success' and old.status is distinct from 'success' and new.reference is not null)
  execute function public.queue_receipt_mail();

-- Admin → Subscriptions 'Resend receipt': the receipt of the subscription's successful payment
-- again, under a new key each time (a deliberate resend), to the member's current address.
-- Admin in an aal2 session only; audited with the reference and the member.
create or replace function public.admin_resend_receipt(p_subscription_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  trx public.transactions;
  body jsonb;
  mail_id uuid;
begin
  perform public.assert_admin_aal2();
  select * into trx from public.transactions t
   where t.subscription_id = p_subscription_id and t.status = 'success'
   order by t.updated_at desc
   limit 1;
  body := case when trx.reference is null then null else public.receipt_mail_payload(trx.reference) end;
  if body is null then
    raise exception 'This subscription has no successful payment to send a receipt for'
      using errcode = 'P0002';
  end if;
  mail_id := public.enqueue_mail(
    'receipt', trx.user_id,
    'receipt:' || trx.reference || ':resend:' || gen_random_uuid()::text, body);
  if mail_id is null then
    raise exception 'The member has no e-mail address to send the receipt to' using errcode = 'P0002';
  end if;
  perform public.write_audit_log('receipt_resent', jsonb_build_object(
    'reference', trx.reference,
    'user_id', trx.user_id,
    'subscription_id', p_subscription_id,
    'mail_id', mail_id
  ));
  return jsonb_build_object('reference', trx.reference, 'mail_id', mail_id);
end
$$;

revoke execute on function public.admin_resend_receipt(uuid) from public, anon;
grant execute on function public.admin_resend_receipt(uuid) to authenticated, service_role;
