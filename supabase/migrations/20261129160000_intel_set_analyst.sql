-- Admin console → Intel (issue 28, item 1): granting and revoking the intel_analyst role.
-- Organisations and memberships are written by admins straight into their tables (policies
-- and the intel_audit_org_change trigger in 20261128110000). A role row written from the admin
-- console would be audited by user_roles_audit under the console's source ('main'); this
-- function writes the same row and also records it under source 'intel', so the admin's
-- Audit filter 'Intel Portal' shows who made whom an analyst. Admins at aal2 only; only
-- partners with the intel flag can be analysts (an analyst without it could not sign in to
-- the area anyway).
create or replace function public.intel_set_analyst(target_user_id uuid, granted boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  perform public.assert_admin_aal2();
  if target_user_id is null or granted is null then
    raise exception 'target_user_id and granted are required' using errcode = '22023';
  end if;
  if granted then
    if not exists (
      select 1 from public.profiles p where p.user_id = target_user_id and p.is_cert_partner
    ) then
      raise exception 'Only partners with the intel flag can be analysts' using errcode = 'PT422';
    end if;
    insert into public.user_roles (user_id, role)
    values (target_user_id, 'intel_analyst')
    on conflict (user_id, role) do nothing;
  else
    delete from public.user_roles where user_id = target_user_id and role = 'intel_analyst';
  end if;
  get diagnostics changed = row_count;
  if changed > 0 then
    insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
    values (
      auth.uid(), public.request_actor_role(), 'intel',
      case when granted then 'intel_analyst_granted' else 'intel_analyst_revoked' end,
      jsonb_build_object('user_id', target_user_id)
    );
  end if;
  return granted;
end
$$;

revoke execute on function public.intel_set_analyst(uuid, boolean) from public, anon;
grant execute on function public.intel_set_analyst(uuid, boolean) to authenticated;

