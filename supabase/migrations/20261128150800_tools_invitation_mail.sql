-- tools.: the invitee hears of an invitation once, by e-mail (issue 30: "invites collaborators
-- by e-mail"). After tools_invite_collaborator the browser asks the tools-invite-mail function
-- to mail; the function claims the mail here AS the caller: only the assessment's owner may,
-- only for a collaborator of it, and only the first claim gets the details (a repeat gets no
-- row), so no one can make the portal mail a member twice or mail text of their own choosing.

alter table public.tools_collaborators add column invitation_mailed_at timestamptz;

create or replace function public.tools_claim_invitation_mail(p_assessment_id uuid, p_user_id uuid)
returns table (
  email text, full_name text, language text, assessment_name text, organisation text, inviter_name text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.tools_require_role(p_assessment_id, array['owner']);
  update public.tools_collaborators c set invitation_mailed_at = now()
  where c.assessment_id = p_assessment_id and c.user_id = p_user_id and c.invitation_mailed_at is null;
  if not found then
    return;
  end if;
  return query
    select u.email::text, p.full_name,
      case when u.raw_user_meta_data ->> 'language' in ('en', 'fr', 'pt', 'sw')
           then u.raw_user_meta_data ->> 'language' else 'en' end,
      a.name, a.organisation,
      coalesce(nullif(ip.full_name, ''), iu.email::text)
    from auth.users u
    left join public.profiles p on p.user_id = u.id
    join public.tools_assessments a on a.id = p_assessment_id
    join auth.users iu on iu.id = a.owner_id
    left join public.profiles ip on ip.user_id = a.owner_id
    where u.id = p_user_id;
end
$$;

revoke execute on function public.tools_claim_invitation_mail(uuid, uuid) from public, anon;
grant execute on function public.tools_claim_invitation_mail(uuid, uuid) to authenticated;
