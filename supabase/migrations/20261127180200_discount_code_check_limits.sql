-- validate-discount-code had no limit: 200 calls in 4 s found the seeded codes. Each check is
-- counted here, per member and per client address (an IPv6 client by its /64), in fixed
-- ten-minute windows; beyond the limit the check is refused with PT429 (the function's 429)
-- before any code is looked at. Paying (initialize-payment) prices the code again and is not
-- counted: only guessing is.

create table public.discount_code_checks (
  subject text primary key,
  window_start timestamptz not null,
  checks integer not null default 0
);

alter table public.discount_code_checks enable row level security;

create policy "discount_code_checks: no client access" on public.discount_code_checks
  as restrictive to anon, authenticated using (false) with check (false);

revoke all on public.discount_code_checks from anon, authenticated;

-- Checks one member may make in ten minutes, and one client address (several members behind
-- one office address share it).
create or replace function public.discount_code_check_limit(kind text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case kind when 'member' then 30 when 'address' then 100 end
$$;

create or replace function public.count_discount_code_check(p_member_id uuid, p_address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject_key text;
  kind text;
  used integer;
begin
  foreach kind in array array['member', 'address'] loop
    subject_key := kind || ':' || case kind
      when 'member' then coalesce(p_member_id::text, 'unknown')
      else coalesce(nullif(public.auth_attempt_client(p_address), ''), 'unknown')
    end;
    insert into public.discount_code_checks as c (subject, window_start, checks)
    values (subject_key, now(), 1)
    on conflict (subject) do update
      set checks = case when c.window_start > now() - interval '10 minutes' then c.checks + 1 else 1 end,
          window_start = case
            when c.window_start > now() - interval '10 minutes' then c.window_start
            else now()
          end
    returning checks into used;
    if used > public.discount_code_check_limit(kind) then
      raise exception 'Too many discount code checks. Please try again in a few minutes.'
        using errcode = 'PT429';
    end if;
  end loop;
end
$$;

revoke execute on function public.discount_code_check_limit(text) from public, anon, authenticated;
revoke execute on function public.count_discount_code_check(uuid, text)
  from public, anon, authenticated;
grant execute on function public.count_discount_code_check(uuid, text) to service_role;
