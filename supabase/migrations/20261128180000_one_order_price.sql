-- One pricing of an order (issue 25's follow-up): quote_order (what checkout shows) and
-- create_order (what is charged) each carried a copy of the tier checks, the price, the code's
-- judgement and the discount; they now both ask price_order, so the two cannot drift apart.
--
--   price_order   tier, team size and code -> base, extra members, subtotal, the code's verdict
--                 for this member, discount and total. Raises 42501 for an admin and 22023 for
--                 an order that cannot be priced. The member's own unfinished orders give their
--                 code uses back first, as placing the order abandons them.
--   quote_order   price_order, plus whether the order may be placed (seats).
--   create_order  after abandoning the member's unfinished orders and locking the code's row,
--                 price_order prices the order; the code is then redeemed (times_used moved
--                 under that lock) and the order charged only if the buyer confirmed that total.

create function public.price_order(member_id uuid, tier text, team_size integer, code text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  price jsonb;
  per_member bigint;
  subtotal bigint;
  normalized text := nullif(upper(btrim(price_order.code)), '');
  dc public.discount_codes;
  refusal text;
  discount bigint := 0;
begin
  if public.has_role(price_order.member_id, 'admin') then
    raise exception 'Admins have free access to all features' using errcode = '42501';
  end if;
  if tier is null or tier not in ('Student', 'Professional', 'Corporate') then
    raise exception 'Choose a membership tier' using errcode = '22023';
  end if;
  price := public.compute_order_price(tier, team_size, null);
  subtotal := (price ->> 'subtotal_cents')::bigint;
  select p.price_per_additional_member_cents into per_member
    from public.membership_pricing p where p.tier = price_order.tier and p.is_active;
  if normalized is not null then
    select * into dc from public.discount_codes d where d.code = normalized;
    if dc.id is not null then
      -- Uses held by the member's own unfinished orders come back before this order takes one
      -- (create_order abandons them first: there, none are left to count).
      dc.times_used := dc.times_used - (
        select count(*) from public.subscriptions s
         where s.user_id = price_order.member_id and s.discount_code_id = dc.id
           and s.status = 'pending'
      );
    end if;
    refusal := coalesce(
      public.discount_refusal(dc, tier, subtotal),
      public.member_discount_refusal(dc, member_id)
    );
    if refusal is null then
      discount := public.discount_amount_cents(dc, subtotal);
    end if;
  end if;
  return jsonb_build_object(
    'tier', tier,
    'team_size', (price ->> 'team_size')::integer,
    'base_price_cents', (price ->> 'base_price_cents')::bigint,
    'extra_members', (price ->> 'extra_members')::integer,
    'extra_member_cents', case when tier = 'Corporate' then per_member else 0 end,
    'extra_members_cents', (price ->> 'extra_members_cents')::bigint,
    'subtotal_cents', subtotal,
    'discount_code', normalized,
    'discount', case when normalized is null then null else jsonb_build_object(
      'valid', refusal is null,
      'message', coalesce(refusal, 'Discount code applied'),
      'amount_cents', discount
    ) end,
    'discount_amount_cents', discount,
    'total_cents', greatest(subtotal - discount, 0),
    -- For create_order only (quote_order leaves it out): the code an accepted verdict is about.
    'discount_code_id', case when normalized is not null and refusal is null then dc.id end
  );
end
$$;

create or replace function public.quote_order(member_id uuid, tier text, team_size integer, code text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select (q.price - 'discount_code_id') || jsonb_build_object(
    'free_order', (q.price ->> 'total_cents')::bigint = 0,
    'seats_used', public.team_seats_used(quote_order.member_id),
    'refusal', public.order_seat_refusal(
      quote_order.member_id, quote_order.tier, (q.price ->> 'team_size')::integer
    )
  )
  from (
    select public.price_order(
      quote_order.member_id, quote_order.tier, quote_order.team_size, quote_order.code
    ) as price
  ) q
$$;

create or replace function public.create_order(
  user_id uuid,
  tier text,
  team_size integer,
  discount_code text,
  reference text,
  confirmed_total_cents bigint
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  price jsonb;
  normalized text := nullif(upper(btrim(create_order.discount_code)), '');
  redemption jsonb;
  code_id uuid;
  total bigint;
  team integer;
  sub_id uuid;
  earlier record;
  seat_refusal text;
begin
  -- The owner's profile lock is also what a team addition takes (assert_team_seat): the seats
  -- used read below cannot grow until this order is placed.
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

  -- The code's row is locked (after the transactions, the order fail_payment takes them in)
  -- so the verdict and the discount priced below are those of the row redeemed below.
  if normalized is not null then
    perform 1 from public.discount_codes d where d.code = normalized for update;
  end if;

  price := public.price_order(create_order.user_id, tier, team_size, discount_code);
  team := (price ->> 'team_size')::integer;
  seat_refusal := public.order_seat_refusal(create_order.user_id, tier, team);
  if seat_refusal is not null then
    raise exception '%', seat_refusal using errcode = '22023';
  end if;
  if not coalesce((price #>> '{discount,valid}')::boolean, true) then
    raise exception '%', price #>> '{discount,message}' using errcode = '22023';
  end if;
  if price ->> 'discount_code_id' is not null then
    redemption := public.redeem_discount_code(
      normalized, tier, (price ->> 'subtotal_cents')::bigint
    );
    -- Cannot refuse while the row is locked and judged above; kept as the last guard.
    if not (redemption ->> 'valid')::boolean then
      raise exception '%', redemption ->> 'message' using errcode = '22023';
    end if;
    code_id := (price ->> 'discount_code_id')::uuid;
  end if;
  total := (price ->> 'total_cents')::bigint;

  -- (Its insert trigger still refuses a code the member has used up, for any other path.)
  insert into public.subscriptions
    (user_id, tier, status, amount_cents, team_size, payment_reference, discount_code_id)
  values
    (create_order.user_id, tier, 'pending', total, team, reference, code_id)
  returning id into sub_id;

  -- The buyer confirmed a total (the quote they were shown); a different one is never charged.
  -- Raising undoes everything above (the abandoned orders, the code use) in this transaction.
  if confirmed_total_cents is distinct from total then
    raise exception 'The total is now GHS %: review your order before paying',
      to_char(total / 100.0, 'FM999999990.00') using errcode = '22023';
  end if;

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
    'team_size', team,
    'discount_amount_cents', (price ->> 'discount_amount_cents')::bigint
  );
end
$$;

revoke execute on function public.price_order(uuid, text, integer, text) from public, anon, authenticated;
grant execute on function public.price_order(uuid, text, integer, text) to service_role;
