-- activate_subscription, the one activation path (verify-payment, the webhook,
-- free orders), with four corrections to 20260204000100:
--   * Renewing early extends from the end of the SAME tier's active
--     subscription only. Another tier starts the day it is paid: extending from
--     the old tier's end gave the new tier the old one's remaining time for free.
--   * The member's other active subscription is superseded (previous migration:
--     one active row per member). Buying another tier therefore switches the
--     membership to it; what was left of the old tier is neither carried over
--     nor refunded.
--   * Activations (and orders, see create_order) of one member are serialised
--     on their profile row, so two orders paid at the same moment cannot both
--     read the same current end: the second waits and extends the first.
--   * A late payment still activates: a matching success for an order already
--     abandoned (left pending a day, or replaced by a newer order) is money the
--     member paid. Its discount use, given back when it was abandoned, is
--     counted again; if the code has no uses left it still activates, and the
--     over-use is recorded in the audit log. A failed order (declined, or a
--     mismatched amount) stays failed; a mismatch is never activated.
-- Lock order everywhere: profile, then transaction, then subscription, then
-- discount code (fail_payment and the expiry job take the last three only).

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
      'discount_over_limit', over_limit
    ));
  end if;

  return jsonb_build_object(
    'status', 'activated',
    'subscription_id', sub.id,
    'late', late,
    'discount_over_limit', over_limit
  );
end
$$;

revoke execute on function public.activate_subscription(text, bigint, text) from public, anon, authenticated;
grant execute on function public.activate_subscription(text, bigint, text) to service_role;
