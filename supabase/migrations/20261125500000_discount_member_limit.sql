-- Per-member limit on discount codes: how many of one member's orders may use
-- the same code (NULL = no limit). The default is once per member, existing
-- codes included: a member could otherwise re-apply a 100% code every time
-- and hold one free year per order.
--
-- A use counts while its subscription is not cancelled: pending, active,
-- superseded or expired. An order that was failed or abandoned gave its code
-- use back (fail_payment), so it does not count either. A late payment of an
-- abandoned order (activate_subscription) is not refused: the member was
-- charged the discounted price, as with max_uses.
--
-- Enforced by a trigger on the insert of a subscription that names a code,
-- which is where create_order records a redemption. The trigger takes the
-- member's profile row lock first (create_order already holds it; any other
-- path gets it here), so two orders of one member placed at the same moment
-- are counted one after the other and cannot both pass.

alter table public.discount_codes
  add column max_uses_per_member integer default 1 check (max_uses_per_member > 0);

comment on column public.discount_codes.max_uses_per_member is
  'How many orders of one member may use this code; NULL = no limit. Default 1.';

create or replace function public.enforce_discount_member_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  per_member integer;
  used integer;
begin
  if new.discount_code_id is null then
    return new;
  end if;
  select d.max_uses_per_member into per_member
    from public.discount_codes d where d.id = new.discount_code_id;
  if per_member is null then
    return new;
  end if;
  perform 1 from public.profiles p where p.user_id = new.user_id for update;
  select count(*) into used
    from public.subscriptions s
   where s.user_id = new.user_id
     and s.discount_code_id = new.discount_code_id
     and s.status <> 'cancelled';
  if used >= per_member then
    raise exception 'You have already used this discount code' using errcode = '22023';
  end if;
  return new;
end
$$;

revoke execute on function public.enforce_discount_member_limit() from public, anon, authenticated;

create trigger subscriptions_discount_member_limit
  before insert on public.subscriptions
  for each row execute function public.enforce_discount_member_limit();
