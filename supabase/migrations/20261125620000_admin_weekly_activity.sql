-- The analytics page's 12-week chart: downloads and leads per week (weeks start on Monday,
-- UTC), the current week last, weeks without any activity included as zeros. Counted in the
-- database so the browser never downloads the rows. Admin only, like the other analytics
-- aggregates (aal1 is enough to read).

create index if not exists resource_downloads_created_at_idx
  on public.resource_downloads (created_at);

create or replace function public.admin_weekly_activity()
returns table (week_start date, downloads bigint, leads bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_week date := (date_trunc('week', now() at time zone 'utc') - interval '11 weeks')::date;
  since timestamptz := first_week::timestamp at time zone 'utc';
begin
  perform public.assert_admin();
  return query
    with weeks as (
      select (first_week + 7 * n)::date as week_start from generate_series(0, 11) as n
    ),
    d as (
      select date_trunc('week', r.created_at at time zone 'utc')::date as week_start, count(*) as n
        from public.resource_downloads r
       where r.created_at >= since
       group by 1
    ),
    l as (
      select date_trunc('week', c.created_at at time zone 'utc')::date as week_start, count(*) as n
        from public.content_leads c
       where c.created_at >= since
       group by 1
    )
    select w.week_start, coalesce(d.n, 0)::bigint, coalesce(l.n, 0)::bigint
      from weeks w
      left join d on d.week_start = w.week_start
      left join l on l.week_start = w.week_start
     order by w.week_start;
end
$$;

revoke execute on function public.admin_weekly_activity() from public, anon;
grant execute on function public.admin_weekly_activity() to authenticated, service_role;
