-- The admin console's Subs and Revenue tabs: what they count and list, decided here once.
--
-- A subscription, as the Subs tab counts and lists it, is one a member paid for: running
-- (active) or ended (expired). The other rows of the table are not subscriptions of their own:
-- pending is an order not paid yet, cancelled a payment that failed or was abandoned, and
-- superseded a paid period replaced by the member's next activation (an early renewal carries
-- its time on in the new row; another tier starts anew). Total Subscriptions counts that set,
-- which is also what the list shows, so the card and the list's unsearched count agree.
-- Months are calendar months in UTC.

create or replace function public.admin_revenue_summary()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
  month_start timestamptz := date_trunc('month', now() at time zone 'UTC') at time zone 'UTC';
begin
  perform public.assert_admin();
  -- MRR = annual sum of active subscriptions / 12; churn = cancelling / active x 100 (one
  -- decimal); average = annual revenue / active; new this month = active created since the
  -- 1st; total revenue = sum of successful transactions; annual run rate = MRR x 12.
  select jsonb_build_object(
    'total_subscriptions', s.total,
    'active_subscriptions', s.active,
    'cancelling_subscriptions', s.cancelling,
    'annual_revenue_cents', s.annual,
    'annual_run_rate_cents', s.annual,
    'mrr_cents', round(s.annual / 12.0)::bigint,
    'churn_rate', case when s.active = 0 then 0 else round(s.cancelling * 100.0 / s.active, 1) end,
    'average_subscription_value_cents',
      case when s.active = 0 then 0 else round(s.annual::numeric / s.active)::bigint end,
    'new_this_month', s.new_this_month,
    'total_revenue_cents', (
      select coalesce(sum(t.amount_cents), 0)::bigint from public.transactions t where t.status = 'success'
    )
  ) into result
  from (
    select
      count(*) filter (where status in ('active', 'expired')) as total,
      count(*) filter (where status = 'active') as active,
      count(*) filter (where status = 'active' and cancel_at_period_end) as cancelling,
      coalesce(sum(amount_cents) filter (where status = 'active'), 0)::bigint as annual,
      count(*) filter (where status = 'active' and created_at >= month_start) as new_this_month
    from public.subscriptions
  ) s;
  return result;
end
$$;

-- The Subs tab's list: every paid subscription (active or expired) with its member's name and
-- e-mail, newest first; `search` is a case-insensitive substring of the tier, the user id, the
-- member's name or e-mail (null or blank: all). The client pages and counts it like a table
-- (`rpc(...).order().range()` with an exact count). Admins only.
create or replace function public.admin_subscription_list(search text default null)
returns table (
  id uuid,
  user_id uuid,
  full_name text,
  email text,
  tier text,
  status text,
  amount_cents bigint,
  next_billing_date timestamptz,
  team_size integer,
  cancel_at_period_end boolean,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := nullif(lower(btrim(coalesce(search, ''))), '');
begin
  perform public.assert_admin();
  return query
    select s.id, s.user_id, p.full_name, u.email::text, s.tier, s.status, s.amount_cents,
           s.next_billing_date, s.team_size, s.cancel_at_period_end, s.created_at
      from public.subscriptions s
      left join public.profiles p on p.user_id = s.user_id
      left join auth.users u on u.id = s.user_id
     where s.status in ('active', 'expired')
       and (needle is null
        or strpos(lower(s.tier), needle) > 0
        or strpos(s.user_id::text, needle) > 0
        or strpos(lower(coalesce(p.full_name, '')), needle) > 0
        or strpos(lower(coalesce(u.email, '')), needle) > 0)
     order by s.created_at desc, s.id;
end
$$;

-- Revenue by month for the Revenue tab's chart: the twelve calendar months (UTC) ending with
-- the current one, oldest first, each with the sum and number of successful transactions
-- whose order was placed that month (months without any: 0). Admins only.
create or replace function public.admin_revenue_by_month()
returns table (month date, revenue_cents bigint, payments bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  this_month date := date_trunc('month', now() at time zone 'UTC')::date;
begin
  perform public.assert_admin();
  return query
    select m.month::date,
           coalesce(sum(t.amount_cents), 0)::bigint,
           count(t.id)
      from generate_series(this_month - interval '11 months', this_month, interval '1 month')
             as m (month)
      left join public.transactions t
        on t.status = 'success'
       and t.created_at >= m.month::timestamp at time zone 'UTC'
       and t.created_at < (m.month + interval '1 month')::timestamp at time zone 'UTC'
     group by m.month
     order by m.month;
end
$$;

revoke execute on function public.admin_subscription_list(text) from public, anon;
revoke execute on function public.admin_revenue_by_month() from public, anon;
grant execute on function public.admin_subscription_list(text) to authenticated;
grant execute on function public.admin_revenue_by_month() to authenticated;
