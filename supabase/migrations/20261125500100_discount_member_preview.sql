-- The checkout's preview of a code for one member (the validate-discount-code function):
-- validate_discount_code's answer, or the per-member refusal when the member's orders have
-- already used the code as often as max_uses_per_member allows. Only orders that count at
-- the next order are counted: active, superseded or expired. A pending order is not, since
-- the member's next order abandons it first and its use comes back (create_order); the
-- trigger of *_discount_member_limit.sql stays the rule when the order is placed.

create or replace function public.validate_member_discount_code(
  code text,
  tier text,
  amount_cents bigint,
  member_id uuid
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  answer jsonb := public.validate_discount_code(code, tier, amount_cents);
  code_id uuid;
  per_member integer;
  used integer;
begin
  if not (answer ->> 'valid')::boolean or member_id is null then
    return answer;
  end if;
  code_id := (answer ->> 'discount_code_id')::uuid;
  select d.max_uses_per_member into per_member from public.discount_codes d where d.id = code_id;
  if per_member is null then
    return answer;
  end if;
  select count(*) into used
    from public.subscriptions s
   where s.user_id = validate_member_discount_code.member_id
     and s.discount_code_id = code_id
     and s.status in ('active', 'superseded', 'expired');
  if used >= per_member then
    return jsonb_build_object(
      'valid', false,
      'message', 'You have already used this discount code',
      'discount_amount_cents', 0
    );
  end if;
  return answer;
end
$$;

revoke execute on function public.validate_member_discount_code(text, text, bigint, uuid)
  from public, anon, authenticated;
grant execute on function public.validate_member_discount_code(text, text, bigint, uuid)
  to service_role;
