-- Single-use MFA backup codes, stored as SHA-256 hex digests of the upper-cased code.

create table public.mfa_backup_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, code_hash)
);

alter table public.mfa_backup_codes enable row level security;

-- Codes are written right after enrolment verified a factor, i.e. in an aal2
-- session; requiring aal2 stops a password-only session from planting codes.
create policy "mfa_backup_codes: insert own with aal2" on public.mfa_backup_codes
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select auth.jwt() ->> 'aal') = 'aal2');

create policy "mfa_backup_codes: read own with aal2" on public.mfa_backup_codes
  for select to authenticated
  using (user_id = (select auth.uid()) and (select auth.jwt() ->> 'aal') = 'aal2');

create policy "mfa_backup_codes: delete own with aal2" on public.mfa_backup_codes
  for delete to authenticated
  using (user_id = (select auth.uid()) and (select auth.jwt() ->> 'aal') = 'aal2');

revoke update on public.mfa_backup_codes from anon, authenticated;
revoke insert, select, delete on public.mfa_backup_codes from anon;

-- Checks a backup code of the caller and consumes it. The conditional UPDATE
-- is the whole concurrency story: a second transaction racing on the same row
-- waits for the first, re-checks `used_at is null` and updates nothing.
create or replace function public.validate_mfa_backup_code(backup_code text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  used_id uuid;
begin
  if caller is null or backup_code is null then
    return jsonb_build_object('valid', false);
  end if;
  update public.mfa_backup_codes c
     set used_at = now()
   where c.user_id = caller
     and c.used_at is null
     and c.code_hash = encode(sha256(convert_to(upper(btrim(backup_code)), 'UTF8')), 'hex')
  returning c.id into used_id;
  return jsonb_build_object(
    'valid', used_id is not null,
    'remaining', (
      select count(*) from public.mfa_backup_codes c where c.user_id = caller and c.used_at is null
    )
  );
end
$$;

revoke execute on function public.validate_mfa_backup_code(text) from public, anon;
grant execute on function public.validate_mfa_backup_code(text) to authenticated;
