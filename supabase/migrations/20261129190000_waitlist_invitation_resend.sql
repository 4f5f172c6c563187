-- Issue 26 item 4: an invitation can be re-sent. Links expire after 7 days, so an admin must be
-- able to issue a new one; the old link stops working, the Waitlist shows the new expiry, and the
-- re-send is audited under the admin who did it.
--
-- The expiry the admin sees is the newest token's: kept on the entry by the database whenever a
-- token for it is minted (by the send-waitlist-invitation function or the seed), so no client
-- has to join tokens to show it.
alter table public.waitlist add column invitation_expires_at timestamptz;

update public.waitlist w
   set invitation_expires_at = t.expires_at
  from (
    select distinct on (waitlist_id) waitlist_id, expires_at
      from public.invitation_tokens
     where waitlist_id is not null
     order by waitlist_id, created_at desc
  ) t
 where t.waitlist_id = w.id;

create or replace function public.waitlist_track_invitation_expiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.waitlist set invitation_expires_at = new.expires_at where id = new.waitlist_id;
  return new;
end
$$;
revoke execute on function public.waitlist_track_invitation_expiry() from public, anon, authenticated;

create trigger invitation_tokens_track_expiry
  after insert on public.invitation_tokens
  for each row
  when (new.waitlist_id is not null)
  execute function public.waitlist_track_invitation_expiry();

-- A re-send is the admin moving invited_at forward on an entry that stays invited (the function
-- claims the entry that way, as the admin, before it mints and mails). Undoing a re-send whose
-- mail failed moves it back, which is not a re-send and is not logged as one.
create or replace function public.audit_waitlist_invitation_resent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.write_audit_log(
    'waitlist_invitation_resent',
    jsonb_build_object(
      'table', 'waitlist',
      'id', new.id,
      'email', new.email,
      'previous_invited_at', old.invited_at,
      'invited_at', new.invited_at
    )
  );
  return new;
end
$$;
revoke execute on function public.audit_waitlist_invitation_resent() from public, anon, authenticated;

create trigger waitlist_audit_invitation_resent
  after update of invited_at on public.waitlist
  for each row
  when (
    old.status = 'invited' and new.status = 'invited'
    and old.invited_at is not null and new.invited_at > old.invited_at
  )
  execute function public.audit_waitlist_invitation_resent();
