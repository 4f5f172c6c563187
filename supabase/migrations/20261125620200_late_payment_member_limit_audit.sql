-- A late payment (a matching success for an order already abandoned) still activates: the
-- member paid the discounted price (the decision of the payment-orders and per-member-limit
-- migrations). When the member's other orders have used its discount code as often as
-- max_uses_per_member allows, this activation goes over the per-member limit; that is now
-- recorded, as the over-use of max_uses already was: `payment_activated_late` carries
-- `discount_member_over_limit`, an entry `discount_member_limit_exceeded` names the member,
-- the code and the count, and the answer says so (settlement logs a warning).

create or replace function public.activate_subscription(
  reference text,
  paid_amount_cents bigint,
  currency text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  owner uuid;
  trx public.transactions;
  sub public.subscriptions;
  late boolean;
  over_limit boolean := false;
  member_over_limit boolean := false;
  per_member integer;
  member_uses integer;
  current_end timestamptz;
begin
  select t.user_id into owner from public.transactions t
   where t.reference = activate_subscription.reference;
  if not found then
    return jsonb_build_object('status', 'not_found');
  end if;
  perform 1 from public.profiles p where p.user_id = owner for update;

  select * into trx from public.transactions t
   where t.reference = activate_subscription.reference
   for update;
  if trx.status = 'success' then
    return jsonb_build_object('status', 'already_active', 'subscription_id', trx.subscription_id);
  end if;
  if trx.status not in ('pending', 'abandoned') then
    return jsonb_build_object('status', 'not_pending', 'subscription_id', trx.subscription_id);
  end if;
  late := trx.status = 'abandoned';

  if paid_amount_cents is distinct from trx.amount_cents
     or upper(activate_subscription.currency) is distinct from trx.currency then
    if late then
      -- Its code use went back when it was abandoned; failed, so no later notice revives it.
      update public.transactions t set status = 'failed' where t.id = trx.id;
    else
      perform public.fail_payment(trx.reference, 'failed');
    end if;
    return jsonb_build_object('status', 'amount_mismatch', 'subscription_id', trx.subscription_id);
  end if;

  select * into sub from public.subscriptions s where s.id = trx.subscription_id for update;

  if late and sub.discount_code_id is not null then
    -- The limit is not re-checked against the member: they were charged the
    -- discounted price, so the use is counted when it fits and recorded when not.
    update public.discount_codes d
       set times_used = d.times_used + 1
     where d.id = sub.discount_code_id
       and (d.max_uses is null or d.times_used < d.max_uses);
    over_limit := not found;
    -- The member's other uses of the code that still count (as the per-member trigger
    -- counts them): at the limit already, this activation goes over it.
    select d.max_uses_per_member into per_member
      from public.discount_codes d where d.id = sub.discount_code_id;
    if per_member is not null then
      select count(*) into member_uses
        from public.subscriptions s
       where s.user_id = trx.user_id
         and s.discount_code_id = sub.discount_code_id
         and s.status <> 'cancelled'
         and s.id <> sub.id;
      member_over_limit := member_uses >= per_member;
    end if;
  end if;

  -- Renewing early: the new year starts where the SAME tier's period ends.
  select max(s.next_billing_date) into current_end
    from public.subscriptions s
   where s.user_id = trx.user_id and s.status = 'active' and s.tier = sub.tier and s.id <> sub.id;

  -- Before activating this one: at most one active row per member (unique index).
  update public.subscriptions s
     set status = 'superseded'
   where s.user_id = trx.user_id and s.status = 'active' and s.id <> sub.id;
  update public.subscriptions s
     set status = 'active',
         next_billing_date = greatest(now(), coalesce(current_end, now())) + interval '1 year'
   where s.id = sub.id;
  update public.transactions t set status = 'success' where t.id = trx.id;
  update public.profiles p set membership_tier = sub.tier where p.user_id = trx.user_id;

  if late then
    perform public.write_audit_log('payment_activated_late', jsonb_build_object(
      'reference', trx.reference,
      'user_id', trx.user_id,
      'subscription_id', sub.id,
      'amount_cents', trx.amount_cents,
      'discount_code_id', sub.discount_code_id,
      'discount_over_limit', over_limit,
      'discount_member_over_limit', member_over_limit
    ));
  end if;
  if member_over_limit then
    perform public.write_audit_log('discount_member_limit_exceeded', jsonb_build_object(
      'reference', trx.reference,
      'user_id', trx.user_id,
      'subscription_id', sub.id,
      'discount_code_id', sub.discount_code_id,
      'code', (select d.code from public.discount_codes d where d.id = sub.discount_code_id),
      'max_uses_per_member', per_member,
      'member_uses', member_uses + 1
    ));
  end if;

  return jsonb_build_object(
    'status', 'activated',
    'subscription_id', sub.id,
    'late', late,
    'discount_over_limit', over_limit,
    'discount_member_over_limit', member_over_limit
  );
end
$$;
