-- Scheduled job: active subscriptions whose period ended become expired, and
-- the member's tier follows what is still active (cleared when nothing is).
-- Run by the service role (or pg_cron on Supabase); returns the rows expired.

create or replace function public.expire_subscriptions()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  affected uuid[];
begin
  with expired as (
    update public.subscriptions s
       set status = 'expired'
     where s.status = 'active' and s.next_billing_date is not null and s.next_billing_date < now()
    returning s.user_id
  )
  select coalesce(array_agg(user_id), '{}') into affected from expired;

  -- The highest tier still active, else NULL (no membership).
  update public.profiles p
     set membership_tier = (
       select s.tier from public.subscriptions s
       where s.user_id = p.user_id and s.status = 'active'
       order by public.tier_rank(s.tier) desc
       limit 1
     )
   where p.user_id = any (affected);

  return cardinality(affected);
end
$$;

revoke execute on function public.expire_subscriptions() from public, anon, authenticated;
grant execute on function public.expire_subscriptions() to service_role;
