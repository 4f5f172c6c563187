-- Adding people to a corporate team by e-mail, with the waitlist's invitation mechanism for
-- addresses that have no account: an invitation token for the address (the sign-up link the
-- add-team-member function mails, admitted by the before-user-created hook like a waitlist
-- invitation) and a team invitation holding the seat. Signing up with it puts the new member on
-- the team.

-- For the add-team-member function only (service role): the caller is named by the function,
-- which checked the session. An existing account joins at once; an unknown address gets a
-- token and an open invitation. The seat triggers refuse a full team or exhausted seats.
-- Answers { status: 'added', user_id } or { status: 'invited', invitation_id, token, expires_at },
-- both with the team's name and organization and the owner's name for the e-mail.
create function public.add_team_member(p_team_id uuid, p_email text, p_acting_user uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
  team public.corporate_teams;
  owner_name text;
  member uuid;
  minted public.invitation_tokens;
  invitation uuid;
  about jsonb;
begin
  select * into team from public.corporate_teams t where t.team_id = p_team_id;
  if not found then
    raise exception 'team_not_found' using errcode = 'P0002';
  end if;
  if team.team_owner_id is distinct from p_acting_user
    and not public.has_role(p_acting_user, 'admin') then
    raise exception 'not_team_owner' using errcode = '42501';
  end if;
  if address is null or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 255 then
    raise exception 'invalid_email' using errcode = '22023';
  end if;

  select nullif(btrim(p.full_name), '') into owner_name
  from public.profiles p where p.user_id = team.team_owner_id;
  about := jsonb_build_object(
    'team_name', team.team_name,
    'organization', team.organization,
    'owner_name', owner_name
  );

  select u.id into member from auth.users u where lower(btrim(u.email)) = address limit 1;
  if member is not null then
    if member = team.team_owner_id then
      raise exception 'owner_not_member' using errcode = '23514';
    end if;
    if exists (
      select 1 from public.corporate_team_members m
      where m.team_id = p_team_id and m.user_id = member
    ) then
      raise exception 'already_member' using errcode = '23505';
    end if;
    insert into public.corporate_team_members (team_id, user_id, added_by)
    values (p_team_id, member, p_acting_user);
    return about || jsonb_build_object('status', 'added', 'user_id', member);
  end if;

  -- An expired invitation no longer holds a seat and is replaced.
  delete from public.corporate_team_invitations i
  where i.team_id = p_team_id and i.email = address and i.expires_at <= now();
  if exists (
    select 1 from public.corporate_team_invitations i
    where i.team_id = p_team_id and i.email = address
  ) then
    raise exception 'already_invited' using errcode = '23505';
  end if;

  insert into public.invitation_tokens (email, created_by)
  values (address, p_acting_user)
  returning * into minted;
  insert into public.corporate_team_invitations
    (team_id, email, invitation_token_id, invited_by, expires_at)
  values (p_team_id, address, minted.id, p_acting_user, minted.expires_at)
  returning invitation_id into invitation;
  return about || jsonb_build_object(
    'status', 'invited',
    'invitation_id', invitation,
    'token', minted.token,
    'expires_at', minted.expires_at
  );
end
$$;

revoke execute on function public.add_team_member(uuid, text, uuid) from public, anon, authenticated;
grant execute on function public.add_team_member(uuid, text, uuid) to service_role;

-- A withdrawn (or undeliverable) invitation takes its unused sign-up token with it.
create function public.corporate_team_invitations_drop_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.invitation_tokens t
  where t.id = old.invitation_token_id and t.used_at is null;
  return old;
end
$$;

revoke execute on function public.corporate_team_invitations_drop_token() from public, anon, authenticated;

create trigger corporate_team_invitations_drop_token
  after delete on public.corporate_team_invitations
  for each row execute function public.corporate_team_invitations_drop_token();

-- A new account whose address has open team invitations joins those teams. A team that has
-- meanwhile lost the seat (full, or the owner's subscription ended) keeps its invitation and the
-- sign-up still succeeds: joining a team is never a reason to refuse an account.
create function public.join_invited_teams()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.corporate_team_invitations;
begin
  if new.email is null then
    return new;
  end if;
  for invitation in
    select * from public.corporate_team_invitations i
    where i.email = lower(btrim(new.email)) and i.expires_at > now()
    order by i.created_at
  loop
    begin
      delete from public.corporate_team_invitations i
      where i.invitation_id = invitation.invitation_id;
      insert into public.corporate_team_members (team_id, user_id, added_by)
      values (invitation.team_id, new.id, invitation.invited_by);
    exception when others then
      raise warning 'team invitation % not turned into a membership: %',
        invitation.invitation_id, sqlerrm;
    end;
  end loop;
  return new;
end
$$;

revoke execute on function public.join_invited_teams() from public, anon, authenticated;

create trigger on_auth_user_joins_invited_teams
  after insert on auth.users
  for each row execute function public.join_invited_teams();
