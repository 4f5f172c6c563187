-- Orders and their payment outcome, each in ONE transaction on the server
-- (the payment edge functions call these with the service role only):
--   create_order          price from the database, discount use reserved, pending
--                         subscription + transaction; a free order is activated at once
--   activate_subscription the single activation path (verify-payment, the webhook, free orders);
--                         row-locked, so concurrent calls activate once
--   fail_payment          declined/abandoned/mismatched: transaction closed, code use given back
--   expire_pending_payments  pending orders nobody finished within a day become abandoned
-- A discount use is reserved when the order is placed (not when it is paid):
-- the usage limit is then enforced before anyone pays, and every path that
-- does not end in a payment releases it.
--
-- One member's orders and activations are serialised on their profile row, so
-- two orders paid at the same moment cannot both read the same current end:
-- the second waits and extends the first. Lock order everywhere: profile, then
-- transaction, then subscription, then discount code (fail_payment and the
-- expiry job take the last three only).

-- Marks a pending payment failed or abandoned, cancels its subscription and
-- releases its discount use. Idempotent: a payment already settled is left alone.
create or replace function public.fail_payment(reference text, outcome text default 'failed')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  trx public.transactions;
  sub public.subscriptions;
begin
  if outcome not in ('failed', 'abandoned') then
    raise exception 'outcome must be failed or abandoned' using errcode = '22023';
  end if;
  select * into trx from public.transactions t
   where t.reference = fail_payment.reference
   for update;
  if trx.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  if trx.status <> 'pending' then
    return jsonb_build_object('status', 'already_' || trx.status);
  end if;

  update public.transactions t set status = outcome where t.id = trx.id;
  update public.subscriptions s set status = 'cancelled'
   where s.id = trx.subscription_id and s.status = 'pending'
  returning * into sub;
  if sub.discount_code_id is not null then
    perform public.release_discount_code(sub.discount_code_id);
  end if;
  return jsonb_build_object('status', outcome, 'subscription_id', trx.subscription_id);
end
$$;

-- The one activation path. The provider's amount and currency must equal what
-- the order stored, else the payment is failed (never activated). The row lock
-- on the transaction makes a concurrent second call wait, then see 'success'.
--   * Renewing early extends from the end of the SAME tier's active
--     subscription only. Another tier starts the day it is paid: extending from
--     the old tier's end would give the new tier the old one's remaining time
--     for free.
--   * The member's other active subscription is superseded (one active row per
--     member, subscriptions_one_active_per_member_idx). Buying another tier
--     therefore switches the membership to it; what was left of the old tier
--     is neither carried over nor refunded.
--   * A late payment still activates: a matching success for an order already
--     abandoned (left pending a day, or replaced by a newer order) is money the
--     member paid. Its discount use, given back when it was abandoned, is
--     counted again; if the code has no uses left it still activates, and the
--     over-use is recorded in the audit log. A failed order (declined, or a
--     mismatched amount) stays failed; a mismatch is never activated.
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

-- Places an order for a member: price and discount from the database (the
-- client's amount is never an input), the discount use reserved atomically,
-- then a pending subscription and transaction under `reference`. A total of 0
-- (100% discount) is activated here and never reaches the payment provider.
-- Refusals raise 22023 (bad order, message shown to the member) or 42501 (admin).
-- A member's new order first abandons their own orders still pending, in the
-- same transaction. Their discount uses are given back before this order
-- reserves one, so a max_uses-limited code is not blocked for a day (until the
-- hourly expire_pending_payments) by the member's own earlier, unfinished
-- checkout. Should the member pay an abandoned order after all, it still
-- activates (activate_subscription: late payments).
create or replace function public.create_order(
  user_id uuid,
  tier text,
  team_size integer,
  discount_code text,
  reference text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  price jsonb;
  redemption jsonb;
  code_id uuid;
  discount bigint := 0;
  subtotal bigint;
  total bigint;
  sub_id uuid;
  earlier record;
begin
  if public.has_role(create_order.user_id, 'admin') then
    raise exception 'Admins have free access to all features' using errcode = '42501';
  end if;
  if tier is null or tier not in ('Student', 'Professional', 'Corporate') then
    raise exception 'Choose a membership tier' using errcode = '22023';
  end if;

  perform 1 from public.profiles p where p.user_id = create_order.user_id for update;
  -- All of them locked first (one statement, id order), so no code use is
  -- released while this order still waits for another of the member's rows.
  perform 1 from public.transactions t
    where t.user_id = create_order.user_id and t.status = 'pending'
    order by t.id
    for update;
  for earlier in
    select t.reference from public.transactions t
     where t.user_id = create_order.user_id and t.status = 'pending' and t.reference is not null
  loop
    perform public.fail_payment(earlier.reference, 'abandoned');
  end loop;

  price := public.compute_order_price(tier, team_size, null);
  subtotal := (price ->> 'subtotal_cents')::bigint;

  if nullif(btrim(discount_code), '') is not null then
    redemption := public.redeem_discount_code(discount_code, tier, subtotal);
    if not (redemption ->> 'valid')::boolean then
      raise exception '%', redemption ->> 'message' using errcode = '22023';
    end if;
    code_id := (redemption ->> 'discount_code_id')::uuid;
    discount := (redemption ->> 'discount_amount_cents')::bigint;
  end if;
  total := greatest(subtotal - discount, 0);

  insert into public.subscriptions
    (user_id, tier, status, amount_cents, team_size, payment_reference, discount_code_id)
  values
    (create_order.user_id, tier, 'pending', total, (price ->> 'team_size')::integer, reference, code_id)
  returning id into sub_id;
  insert into public.transactions (user_id, subscription_id, amount_cents, currency, status, reference, provider)
  values (
    create_order.user_id, sub_id, total, 'GHS', 'pending', reference,
    case when total = 0 then 'free' else 'paystack' end
  );

  if total = 0 then
    perform public.activate_subscription(reference, 0, 'GHS');
  end if;

  return jsonb_build_object(
    'subscription_id', sub_id,
    'reference', reference,
    'amount_cents', total,
    'currency', 'GHS',
    'free_order', total = 0,
    'tier', tier,
    'team_size', (price ->> 'team_size')::integer,
    'discount_amount_cents', discount
  );
end
$$;

-- Orders left pending (the member closed the provider's page) give their
-- discount use back after a day. A row another transaction holds (an order or
-- a payment of that member being settled right now) is skipped: the next run
-- sees it if it is still pending. Returns how many were abandoned.
create or replace function public.expire_pending_payments(older_than interval default interval '1 day')
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stale record;
  n integer := 0;
begin
  for stale in
    select t.reference from public.transactions t
     where t.status = 'pending' and t.created_at < now() - older_than and t.reference is not null
     order by t.id
     for update skip locked
  loop
    if (public.fail_payment(stale.reference, 'abandoned') ->> 'status') = 'abandoned' then
      n := n + 1;
    end if;
  end loop;
  return n;
end
$$;

revoke execute on function public.fail_payment(text, text) from public, anon, authenticated;
revoke execute on function public.activate_subscription(text, bigint, text) from public, anon, authenticated;
revoke execute on function public.create_order(uuid, text, integer, text, text) from public, anon, authenticated;
revoke execute on function public.expire_pending_payments(interval) from public, anon, authenticated;
grant execute on function public.fail_payment(text, text) to service_role;
grant execute on function public.activate_subscription(text, bigint, text) to service_role;
grant execute on function public.create_order(uuid, text, integer, text, text) to service_role;
grant execute on function public.expire_pending_payments(interval) to service_role;
