-- The one home of price and discount math ("prices are computed on the
-- server"): the payment edge functions call these with the service role.
-- Money is integer pesewas; fixed discounts are stored in GHS.

-- Why a code cannot be used for (tier, amount), or NULL when it can.
create or replace function public.discount_refusal(
  dc public.discount_codes,
  _tier text,
  _amount_cents bigint
)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when dc.id is null then 'Invalid discount code'
    when not dc.is_active then 'This discount code is no longer active'
    when dc.valid_until is not null and dc.valid_until <= now() then 'This discount code has expired'
    when dc.max_uses is not null and dc.times_used >= dc.max_uses
      then 'This discount code has reached its usage limit'
    when dc.applicable_tiers is not null and not (_tier = any (dc.applicable_tiers))
      then 'This discount code is not valid for the ' || coalesce(_tier, 'selected') || ' tier'
    when coalesce(_amount_cents, 0) < dc.min_purchase_amount_cents
      then 'A minimum purchase of GHS '
        || to_char(dc.min_purchase_amount_cents / 100.0, 'FM999999990.00')
        || ' is required for this code'
  end
$$;

-- Discount in pesewas for an order amount, never more than the amount.
create or replace function public.discount_amount_cents(dc public.discount_codes, _amount_cents bigint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select least(
    greatest(_amount_cents, 0),
    case dc.discount_type
      when 'percentage' then round(_amount_cents * dc.discount_value / 100)::bigint
      else round(dc.discount_value * 100)::bigint
    end
  )
$$;

-- Read-only check for the validate-discount-code function.
create or replace function public.validate_discount_code(code text, tier text, amount_cents bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  dc public.discount_codes;
  refusal text;
begin
  select * into dc from public.discount_codes d where d.code = upper(btrim(validate_discount_code.code));
  refusal := public.discount_refusal(dc, tier, amount_cents);
  if refusal is not null then
    return jsonb_build_object('valid', false, 'message', refusal, 'discount_amount_cents', 0);
  end if;
  return jsonb_build_object(
    'valid', true,
    'message', 'Discount code applied',
    'discount_amount_cents', public.discount_amount_cents(dc, amount_cents),
    'discount_code_id', dc.id
  );
end
$$;

-- Uses a code once for an order. The UPDATE re-checks every limit on the
-- locked row, so N+k concurrent redemptions of a max_uses = N code give
-- exactly N successes (the losers re-read times_used after the winner commits).
create or replace function public.redeem_discount_code(code text, tier text, amount_cents bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dc public.discount_codes;
  refusal text;
begin
  update public.discount_codes d
     set times_used = d.times_used + 1
   where d.code = upper(btrim(redeem_discount_code.code))
     and public.discount_refusal(d, tier, amount_cents) is null
  returning * into dc;
  if dc.id is null then
    -- Explain why, from the current state of the code.
    select * into dc from public.discount_codes d where d.code = upper(btrim(redeem_discount_code.code));
    refusal := coalesce(public.discount_refusal(dc, tier, amount_cents), 'Invalid discount code');
    return jsonb_build_object('valid', false, 'message', refusal, 'discount_amount_cents', 0);
  end if;
  return jsonb_build_object(
    'valid', true,
    'message', 'Discount code applied',
    'discount_amount_cents', public.discount_amount_cents(dc, amount_cents),
    'discount_code_id', dc.id
  );
end
$$;

-- Gives a redemption back (payment failed or abandoned).
create or replace function public.release_discount_code(discount_code_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.discount_codes d set times_used = d.times_used - 1
  where d.id = release_discount_code.discount_code_id and d.times_used > 0
$$;

-- Base + extra members (Corporate) - discount; total never below 0. With a
-- code this only validates it (redeem separately when the order is placed).
create or replace function public.compute_order_price(tier text, team_size integer default 1, code text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  price public.membership_pricing;
  members integer;
  extra integer;
  subtotal bigint;
  discount jsonb := jsonb_build_object('valid', false, 'discount_amount_cents', 0);
begin
  select * into price from public.membership_pricing p
   where p.tier = compute_order_price.tier and p.is_active;
  if price.id is null then
    raise exception 'No active pricing for tier %', tier using errcode = '22023';
  end if;
  if tier = 'Corporate' then
    members := coalesce(team_size, price.team_size_min);
    if members < price.team_size_min then
      raise exception 'Team size must be at least %', price.team_size_min using errcode = '22023';
    end if;
    extra := members - price.team_size_min;
  else
    members := 1;
    extra := 0;
  end if;
  subtotal := price.base_price_cents + extra * price.price_per_additional_member_cents;
  if nullif(btrim(code), '') is not null then
    discount := public.validate_discount_code(code, tier, subtotal);
  end if;
  return jsonb_build_object(
    'tier', tier,
    'team_size', members,
    'base_price_cents', price.base_price_cents,
    'extra_members', extra,
    'extra_members_cents', extra * price.price_per_additional_member_cents,
    'subtotal_cents', subtotal,
    'discount', discount,
    'discount_amount_cents', (discount ->> 'discount_amount_cents')::bigint,
    'total_cents', greatest(subtotal - (discount ->> 'discount_amount_cents')::bigint, 0)
  );
end
$$;

revoke execute on function public.discount_refusal(public.discount_codes, text, bigint) from public, anon, authenticated;
revoke execute on function public.discount_amount_cents(public.discount_codes, bigint) from public, anon, authenticated;
revoke execute on function public.validate_discount_code(text, text, bigint) from public, anon, authenticated;
revoke execute on function public.redeem_discount_code(text, text, bigint) from public, anon, authenticated;
revoke execute on function public.release_discount_code(uuid) from public, anon, authenticated;
revoke execute on function public.compute_order_price(text, integer, text) from public, anon, authenticated;
grant execute on function public.validate_discount_code(text, text, bigint) to service_role;
grant execute on function public.redeem_discount_code(text, text, bigint) to service_role;
grant execute on function public.release_discount_code(uuid) to service_role;
grant execute on function public.compute_order_price(text, integer, text) to service_role;
