-- One price for an order, from the server, and seats that hold on renewal (issue 25, items 1, 3).
--
--   quote_order   what checkout shows: tier, team size -> base, extra members, subtotal, the
--                 code's verdict for this member, discount, total, and whether the order may
--                 be placed at all (seats). The page holds the code, never an amount: it asks
--                 again whenever the tier, team size or code changes.
--   create_order  now takes the total the buyer confirmed (the quote they saw) and refuses the
--                 order when the server's total differs, so the payment provider can never be
--                 asked for an amount the page did not show. It also refuses an order that pays
--                 for fewer seats than the buyer's teams use.
--   member_tier   Corporate through a team only for the people who hold one of the seats paid:
--                 the first members to join the owner's teams, up to the seats paid. A renewal
--                 for fewer seats (placed before the team grew, paid after) or an admin owner
--                 losing the role cannot leave more people with Corporate than were paid for.

-- Why `p_owner` may not place an order for `p_tier` with `p_team_size` seats, or NULL: an
-- order never pays for fewer seats than the owner's teams use (members and open invitations;
-- a tier other than Corporate pays for none). The owner removes people first.
create function public.order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when s.used = 0 then null
    when p_tier = 'Corporate' and coalesce(p_team_size, 0) >= s.used then null
    when p_tier = 'Corporate' then
      'Your teams use ' || s.used || ' seats: choose a team size of at least ' || s.used
        || ' or remove people from your teams first'
    else
      'Your teams use ' || s.used || ' Corporate seats: remove people from your teams before choosing the '
        || coalesce(p_tier, 'selected') || ' tier'
  end
  from (select public.team_seats_used(p_owner) as used) s
$$;

-- 'You have already used this discount code' when `member_id`'s orders used up `dc`'s
-- per-member limit (the rule validate_member_discount_code applies), else NULL.
create function public.member_discount_refusal(dc public.discount_codes, member_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select 'You have already used this discount code'
   where dc.max_uses_per_member is not null
     and (
       select count(*) from public.subscriptions s
        where s.user_id = member_discount_refusal.member_id
          and s.discount_code_id = dc.id
          and s.status in ('active', 'superseded', 'expired')
     ) >= dc.max_uses_per_member
$$;

-- The quote checkout shows (the same SQL create_order prices with). Raises 22023 for an order
-- that cannot be priced (tier, team size below the minimum) and 42501 for an admin, as
-- create_order does; a code that does not apply is a verdict, not an error (its discount is 0).
create function public.quote_order(member_id uuid, tier text, team_size integer, code text)
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
  normalized text := nullif(upper(btrim(quote_order.code)), '');
  dc public.discount_codes;
  refusal text;
  verdict jsonb;
  discount bigint := 0;
  total bigint;
begin
  if public.has_role(quote_order.member_id, 'admin') then
    raise exception 'Admins have free access to all features' using errcode = '42501';
  end if;
  if tier is null or tier not in ('Student', 'Professional', 'Corporate') then
    raise exception 'Choose a membership tier' using errcode = '22023';
  end if;
  price := public.compute_order_price(tier, team_size, null);
  subtotal := (price ->> 'subtotal_cents')::bigint;
  select p.price_per_additional_member_cents into per_member
    from public.membership_pricing p where p.tier = quote_order.tier and p.is_active;
  if normalized is not null then
    -- Judged as create_order will judge it: the member's own unfinished orders are abandoned
    -- first, so the uses they hold come back before this order takes one.
    select * into dc from public.discount_codes d where d.code = normalized;
    if dc.id is not null then
      dc.times_used := dc.times_used - (
        select count(*) from public.subscriptions s
         where s.user_id = quote_order.member_id and s.discount_code_id = dc.id
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
    verdict := jsonb_build_object(
      'valid', refusal is null,
      'message', coalesce(refusal, 'Discount code applied')
    );
  end if;
  total := greatest(subtotal - discount, 0);
  return jsonb_build_object(
    'tier', tier,
    'team_size', (price ->> 'team_size')::integer,
    'base_price_cents', (price ->> 'base_price_cents')::bigint,
    'extra_members', (price ->> 'extra_members')::integer,
    'extra_member_cents', case when tier = 'Corporate' then per_member else 0 end,
    'extra_members_cents', (price ->> 'extra_members_cents')::bigint,
    'subtotal_cents', subtotal,
    'discount_code', normalized,
    'discount', case when verdict is null then null else jsonb_build_object(
      'valid', (verdict ->> 'valid')::boolean,
      'message', verdict ->> 'message',
      'amount_cents', discount
    ) end,
    'discount_amount_cents', discount,
    'total_cents', total,
    'free_order', total = 0,
    'seats_used', public.team_seats_used(member_id),
    'refusal', public.order_seat_refusal(member_id, tier, (price ->> 'team_size')::integer)
  );
end
$$;

-- create_order with the buyer's confirmed total. The old five-argument form goes: an order
-- without a confirmed total is not placed.
drop function public.create_order(uuid, text, integer, text, text);

create function public.create_order(
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
  redemption jsonb;
  code_id uuid;
  discount bigint := 0;
  subtotal bigint;
  total bigint;
  sub_id uuid;
  earlier record;
  seat_refusal text;
begin
  if public.has_role(create_order.user_id, 'admin') then
    raise exception 'Admins have free access to all features' using errcode = '42501';
  end if;
  if tier is null or tier not in ('Student', 'Professional', 'Corporate') then
    raise exception 'Choose a membership tier' using errcode = '22023';
  end if;

  -- The owner's profile lock is also what a team addition takes (assert_team_seat): the seats
  -- used read below cannot grow until this order is placed.
  perform 1 from public.profiles p where p.user_id = create_order.user_id for update;

  price := public.compute_order_price(tier, team_size, null);
  subtotal := (price ->> 'subtotal_cents')::bigint;
  seat_refusal := public.order_seat_refusal(
    create_order.user_id, tier, (price ->> 'team_size')::integer
  );
  if seat_refusal is not null then
    raise exception '%', seat_refusal using errcode = '22023';
  end if;

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

  if nullif(btrim(discount_code), '') is not null then
    redemption := public.redeem_discount_code(discount_code, tier, subtotal);
    if not (redemption ->> 'valid')::boolean then
      raise exception '%', redemption ->> 'message' using errcode = '22023';
    end if;
    code_id := (redemption ->> 'discount_code_id')::uuid;
    discount := (redemption ->> 'discount_amount_cents')::bigint;
  end if;
  total := greatest(subtotal - discount, 0);

  -- (Its insert trigger refuses a code the member has used up: that reason comes first.)
  insert into public.subscriptions
    (user_id, tier, status, amount_cents, team_size, payment_reference, discount_code_id)
  values
    (create_order.user_id, tier, 'pending', total, (price ->> 'team_size')::integer, reference, code_id)
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
    'team_size', (price ->> 'team_size')::integer,
    'discount_amount_cents', discount
  );
end
$$;

-- The members of `p_owner`'s teams who hold one of the seats paid: the first to join any of
-- the owner's teams (ties by user id), as many as are paid for. The rest stay on their teams
-- (the owner sees them) without Corporate access until the owner pays for more seats or
-- someone earlier leaves.
create function public.team_seat_holders(p_owner uuid)
returns table (user_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select seated.user_id
  from (
    select m.user_id, row_number() over (order by min(m.added_at), m.user_id) as seat
    from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    where t.team_owner_id = p_owner
    group by m.user_id
  ) seated
  where seated.seat <= public.team_seats_paid(p_owner)
$$;

-- A member's tier: Corporate through a team while they hold one of its owner's paid seats,
-- else their own paid tier (NULL: none).
create or replace function public.member_tier(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1 from public.corporate_team_members m
      join public.corporate_teams t on t.team_id = m.team_id
      where m.user_id = p_user_id
        and exists (
          select 1 from public.team_seat_holders(t.team_owner_id) h where h.user_id = p_user_id
        )
    ) then 'Corporate'
    else (select p.membership_tier from public.profiles p where p.user_id = p_user_id)
  end
$$;

-- The teams that give the caller Corporate access now: the same seat rule as member_tier.
create or replace function public.my_team_access()
returns table (team_id uuid, team_name text, organization text, owner_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.mfa_requirement_met() or public.is_mfa_locked_out() then
    return;
  end if;
  return query
    select t.team_id, t.team_name, t.organization, nullif(btrim(p.full_name), '')
    from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    left join public.profiles p on p.user_id = t.team_owner_id
    where m.user_id = auth.uid()
      and exists (
        select 1 from public.team_seat_holders(t.team_owner_id) h where h.user_id = auth.uid()
      )
    order by m.added_at;
end
$$;

revoke execute on function public.order_seat_refusal(uuid, text, integer) from public, anon, authenticated;
revoke execute on function public.member_discount_refusal(public.discount_codes, uuid) from public, anon, authenticated;
revoke execute on function public.quote_order(uuid, text, integer, text) from public, anon, authenticated;
revoke execute on function public.create_order(uuid, text, integer, text, text, bigint) from public, anon, authenticated;
revoke execute on function public.team_seat_holders(uuid) from public, anon, authenticated;
grant execute on function public.order_seat_refusal(uuid, text, integer) to service_role;
grant execute on function public.member_discount_refusal(public.discount_codes, uuid) to service_role;
grant execute on function public.quote_order(uuid, text, integer, text) to service_role;
grant execute on function public.create_order(uuid, text, integer, text, text, bigint) to service_role;
grant execute on function public.team_seat_holders(uuid) to service_role;
