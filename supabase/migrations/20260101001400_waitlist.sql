-- The waitlist: anyone may join; admins read it and send invitations.

create table public.waitlist (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 100),
  email text not null check (char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  status text not null default 'pending' check (status in ('pending', 'invited', 'accepted')),
  invited_at timestamptz,
  created_at timestamptz not null default now()
);

create index waitlist_created_at_idx on public.waitlist (created_at desc);
-- One entry per e-mail address (case-insensitive): joining twice answers 23505
-- (unique_violation), which the sign-in page turns into a friendly "already on
-- the waitlist" instead of a second row for admins to invite.
create unique index waitlist_email_key on public.waitlist (lower(email));

alter table public.waitlist enable row level security;

create policy "waitlist: anyone joins" on public.waitlist
  for insert to anon, authenticated
  with check (status = 'pending' and invited_at is null);

create policy "waitlist: admins read" on public.waitlist
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "waitlist: admins update with aal2" on public.waitlist
  for update to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (public.has_role((select auth.uid()), 'admin'));

revoke insert, update, delete on public.waitlist from anon, authenticated;
grant insert (name, email) on public.waitlist to anon, authenticated;
grant update (status, invited_at) on public.waitlist to authenticated;

create trigger waitlist_audit_invitation
  after update on public.waitlist
  for each row
  when (new.status is distinct from old.status)
  execute function public.audit_row_change('waitlist_invitation');
