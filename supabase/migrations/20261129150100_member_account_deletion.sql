-- 'Delete my account' on /account: the data subject's right to have their data deleted (Act 843;
-- docs/security.md), with the payment records the law makes us keep.
--
-- What happens, in one transaction:
-- - refused unless the session's authenticator code was verified in the last 5 minutes (the
--   JWT's amr 'totp' entry, which GoTrue renews on every verify: an old aal2 session is not
--   enough) and the member typed their e-mail address as the confirmation;
-- - refused for an admin (another admin removes the role first: the last admin must not vanish),
--   the owner of a corporate team that still has other members (they remove them first, or the
--   members' access would vanish with them) and an R&D project manager (an admin reassigns the
--   project first: the client's project must not be deleted with its manager);
-- - every row tied to the person goes, following each foreign key's own rule as if the auth
--   user were deleted (ON DELETE CASCADE: the row is deleted; SET NULL: the row stays, unlinked:
--   a message they posted in a project, an answer in someone else's assessment), read from the
--   catalog so a new table is covered; MFA support requests are deleted although their key is
--   SET NULL (they are the person's own words and contact details);
-- - rows that carry their e-mail (leads, waiting list, invitations, inquiries) are deleted;
-- - transactions stay, pointing at an anonymised account: the tax and accounting rules make us
--   keep payment records; the account row is kept as GoTrue's soft delete keeps it (e-mail
--   replaced by deleted-<id>@deleted.invalid, no phone, password or metadata, deleted_at set),
--   its identities, factors and sessions are deleted, so nobody can sign in as it again;
-- - the audit log keeps its rows (what happened), with the person's name, e-mail and phone
--   replaced by '[deleted]' wherever they appear;
-- - one 'account_deleted' audit row records the deletion (ids and counts only).

-- Whether the session's authenticator code was verified within `seconds`.
create or replace function public.totp_verified_within(seconds integer)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1
      from jsonb_array_elements(
        case when jsonb_typeof(auth.jwt() -> 'amr') = 'array' then auth.jwt() -> 'amr' else '[]' end
      ) e
     where e ->> 'method' = 'totp'
       and (e ->> 'timestamp') ~ '^[0-9]{1,12}$'
       and (e ->> 'timestamp')::bigint >= extract(epoch from now())::bigint - seconds
  )
$$;

-- `doc` with each of `secrets` (compared without case) replaced by '[deleted]'.
create or replace function public.redact_json(doc jsonb, secrets text[])
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := doc::text;
  v_secret text;
  v_escaped text;
begin
  foreach v_secret in array secrets loop
    continue when v_secret is null or char_length(btrim(v_secret)) < 3;
    -- The secret as it is written inside a JSON string (quotes and escapes), then as a regular
    -- expression that matches it literally.
    v_escaped := to_jsonb(btrim(v_secret))::text;
    v_escaped := substr(v_escaped, 2, char_length(v_escaped) - 2);
    v_escaped := regexp_replace(v_escaped, '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g');
    v_text := regexp_replace(v_text, v_escaped, '[deleted]', 'gi');
  end loop;
  return v_text::jsonb;
end
$$;

revoke execute on function public.redact_json(jsonb, text[]) from public, anon, authenticated;

create or replace function public.delete_my_account(confirmation text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  v_email text;
  v_name text;
  v_phone text;
  v_profile_phone text;
  v_kept bigint;
  fk record;
  col record;
begin
  if caller is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' or not public.totp_verified_within(300) then
    raise exception 'fresh_mfa_required' using errcode = '42501',
      hint = 'Enter a new code from your authenticator app';
  end if;
  select lower(u.email), u.phone into v_email, v_phone
    from auth.users u where u.id = caller and u.deleted_at is null;
  if v_email is null then
    raise exception 'account_not_found' using errcode = 'P0002';
  end if;
  if confirmation is null or lower(btrim(confirmation)) <> v_email then
    raise exception 'confirmation_mismatch' using errcode = '22023',
      hint = 'Type the e-mail address of your account to confirm';
  end if;
  if public.has_role(caller, 'admin') then
    raise exception 'admin_account' using errcode = '42501',
      hint = 'Another admin removes your admin role first';
  end if;
  if exists (
    select 1 from public.corporate_teams t
      join public.corporate_team_members m on m.team_id = t.team_id and m.user_id <> caller
     where t.team_owner_id = caller
  ) then
    raise exception 'team_has_members' using errcode = '55000',
      hint = 'Remove the members of your corporate team first';
  end if;
  if exists (select 1 from public.rd_projects p where p.project_manager_id = caller) then
    raise exception 'manages_rd_project' using errcode = '55000',
      hint = 'Ask an admin to give your R&D projects another manager first';
  end if;

  select p.full_name, p.phone_number into v_name, v_profile_phone
    from public.profiles p where p.user_id = caller;
  select count(*) into v_kept from public.transactions t where t.user_id = caller;

  perform public.write_audit_log('account_deleted', jsonb_build_object('transactions_kept', v_kept));

  -- GoTrue's soft delete: the row stays for the kept payment records, nothing personal in it.
  -- First, so that what its triggers write (a security notice for the removed factor, a
  -- grace period) is removed with the rest below.
  delete from auth.identities i where i.user_id = caller;
  delete from auth.mfa_factors f where f.user_id = caller;
  delete from auth.sessions s where s.user_id = caller;
  update auth.users u
     set email = 'deleted-' || caller::text || '@deleted.invalid',
         phone = null,
         encrypted_password = '',
         raw_user_meta_data = '{}',
         raw_app_meta_data = '{"provider":"email","providers":[],"deleted":true}',
         email_change = '',
         banned_until = 'infinity',
         deleted_at = now(),
         updated_at = now()
   where u.id = caller;

  delete from public.mfa_support_requests r where r.user_id = caller;

  -- Each foreign key to the person, by its own ON DELETE rule (transactions excepted).
  for fk in
    select c.relname::text as table_name, a.attname::text as column_name, k.confdeltype
      from pg_catalog.pg_constraint k
      join pg_catalog.pg_class c on c.oid = k.conrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
     where k.contype = 'f' and k.confrelid = 'auth.users'::regclass
       and cardinality(k.conkey) = 1 and c.relname <> 'transactions'
     order by 1, 2
  loop
    if fk.confdeltype = 'n' then
      execute format('update public.%I set %I = null where %I = $1', fk.table_name, fk.column_name, fk.column_name)
        using caller;
    else
      execute format('delete from public.%I where %I = $1', fk.table_name, fk.column_name)
        using caller;
    end if;
  end loop;

  -- Rows that name the person by e-mail only.
  for col in select p.table_name, p.column_name from public.personal_data_columns() p where p.match = 'email'
  loop
    execute format('delete from public.%I where lower(%I) = $1', col.table_name, col.column_name)
      using v_email;
  end loop;

  update public.audit_logs l
     set action_details = public.redact_json(l.action_details, array[v_email, v_name, v_phone, v_profile_phone])
   where l.user_id = caller
      or strpos(l.action_details::text, caller::text) > 0
      or strpos(lower(l.action_details::text), v_email) > 0;

  return jsonb_build_object('deleted', true, 'transactions_kept', v_kept);
end
$$;

revoke execute on function public.delete_my_account(text) from public, anon;
grant execute on function public.delete_my_account(text) to authenticated;
