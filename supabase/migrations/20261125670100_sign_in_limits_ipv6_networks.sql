-- Per-address sign-in counting must not be dodged by rotating addresses one host holds: an
-- IPv6 client is counted by its /64 network (a host is usually given a whole /64), an
-- IPv4-mapped IPv6 address as the IPv4 address it is, anything else as written (bounded).

-- The client a failure is counted against: '' when the event named none.
create or replace function public.auth_attempt_client(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  if address is null or btrim(address) = '' then
    return '';
  end if;
  begin
    parsed := btrim(address)::inet;
  exception when others then
    return left(btrim(address), 64);
  end;
  if family(parsed) = 6 and parsed << '::ffff:0.0.0.0/96'::inet then
    return host(('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet)));
  end if;
  if family(parsed) = 6 then
    return host(network(set_masklen(parsed, 64))) || '/64';
  end if;
  return host(parsed);
end
$$;

create or replace function public.auth_attempt_record_password(
  attempt_user uuid,
  attempt_address text,
  attempt_valid boolean
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client text;
  outcome jsonb;
  account_outcome jsonb;
  account_lock_after integer := public.auth_attempt_account_lock_after();
begin
  client := public.auth_attempt_client(attempt_address);
  if client = '' then
    return public.auth_attempt_record(attempt_user, 'password', attempt_valid);
  end if;
  outcome := public.auth_attempt_count(
    attempt_user, 'password', client, attempt_valid,
    (select slow_after from public.auth_attempt_limits()),
    (select lock_after from public.auth_attempt_limits())
  );
  -- A correct password refused at its own address neither clears nor touches the account count.
  if outcome is not null and attempt_valid then
    return outcome;
  end if;
  if exists (
    select 1 from auth.mfa_factors
    where user_id = attempt_user and status = 'verified'
  ) then
    return outcome;
  end if;
  -- Every failure counts for the account too, whatever its address's own answer.
  account_outcome := public.auth_attempt_count(
    attempt_user, 'password', '', attempt_valid, account_lock_after, account_lock_after
  );
  return coalesce(outcome, account_outcome);
end
$$;

revoke execute on function public.auth_attempt_client(text) from public, anon, authenticated;
