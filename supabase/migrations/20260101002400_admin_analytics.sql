-- Aggregates for the admin Subs/Revenue tabs and the analytics page, so the
-- browser never downloads whole tables to add them up. Admin only (aal1 is
-- enough to read; writes elsewhere need aal2).

create or replace function public.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
end
$$;

revoke execute on function public.assert_admin() from public, anon, authenticated;

-- MRR = annual sum of active subscriptions / 12; churn = cancelling / active
-- x 100 (one decimal); average = annual revenue / active; new this month =
-- active created since the 1st; total revenue = sum of successful transactions.
create or replace function public.admin_revenue_summary()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform public.assert_admin();
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
      count(*) as total,
      count(*) filter (where status = 'active') as active,
      count(*) filter (where status = 'active' and cancel_at_period_end) as cancelling,
      coalesce(sum(amount_cents) filter (where status = 'active'), 0)::bigint as annual,
      count(*) filter (
        where status = 'active' and created_at >= date_trunc('month', now())
      ) as new_this_month
    from public.subscriptions
  ) s;
  return result;
end
$$;

create or replace function public.admin_revenue_by_tier()
returns table (tier text, active_subscriptions bigint, annual_revenue_cents bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
    select t.tier, count(s.id), coalesce(sum(s.amount_cents), 0)::bigint
    from (values ('Student', 1), ('Professional', 2), ('Corporate', 3)) as t (tier, rank)
    left join public.subscriptions s on s.tier = t.tier and s.status = 'active'
    group by t.tier, t.rank
    order by t.rank;
end
$$;

create or replace function public.admin_resource_downloads()
returns table (
  resource_id uuid, title text, content_type text, access_tier text, downloads bigint, leads bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
    select r.item_id, r.title, r.content_type, r.access_tier,
      (select count(*) from public.resource_downloads d where d.resource_id = r.item_id),
      (select count(*) from public.content_leads l where l.resource_id = r.item_id)
    from public.resource_items r
    where exists (select 1 from public.resource_downloads d where d.resource_id = r.item_id)
    order by 5 desc, r.title;
end
$$;

create or replace function public.admin_analytics_totals()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return jsonb_build_object(
    'total_downloads', (select count(*) from public.resource_downloads),
    'total_leads', (select count(*) from public.content_leads),
    'resources_with_downloads', (select count(distinct resource_id) from public.resource_downloads)
  );
end
$$;

revoke execute on function public.admin_revenue_summary() from public, anon;
revoke execute on function public.admin_revenue_by_tier() from public, anon;
revoke execute on function public.admin_resource_downloads() from public, anon;
revoke execute on function public.admin_analytics_totals() from public, anon;
