-- A member's new order first abandons their own orders still pending, in the
-- same transaction. Their discount uses are given back before this order
-- reserves one, so a max_uses-limited code is not blocked for a day (until the
-- hourly expire_pending_payments) by the member's own earlier, unfinished
-- checkout. Should the member pay an abandoned order after all, it still
-- activates (activate_subscription: late payments).
-- Orders are serialised per member on the profile row, like activations, and
-- the expiry job skips rows another transaction holds (lock order: profile,
-- transaction, subscription, discount code).

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

revoke execute on function public.create_order(uuid, text, integer, text, text) from public, anon, authenticated;
revoke execute on function public.expire_pending_payments(interval) from public, anon, authenticated;
grant execute on function public.create_order(uuid, text, integer, text, text) to service_role;
grant execute on function public.expire_pending_payments(interval) to service_role;
