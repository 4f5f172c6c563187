-- Public forms count a client the way sign-in failures do (auth_attempt_client): an IPv6 client
-- by its /64 network, since one host usually holds a whole /64 and could otherwise rotate past
-- the hourly budget; an IPv4-mapped address as its IPv4 address. 'unknown' when no address came.
create or replace function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(public.auth_attempt_client(reverse(split_part(reverse(coalesce(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''
    )), ',', 1))), ''),
    'unknown'
  )
$$;

revoke execute on function public.request_client_address() from public, anon, authenticated;
