-- Beta access to a digital tool: a signed-in member asks once per tool; the request-tool-beta-access
-- function records it as the member (these policies apply) and e-mails the team. The tool id is
-- the catalogue's (remotes/library/src/features/products/catalogue.json); the catalogue is not in
-- the database, so only its shape is checked here.

create table public.tool_beta_requests (
  request_id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tool_id text not null check (tool_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  created_at timestamptz not null default now(),
  constraint tool_beta_requests_once_per_tool unique (user_id, tool_id)
);

create index tool_beta_requests_created_at_idx on public.tool_beta_requests (created_at desc);

alter table public.tool_beta_requests enable row level security;

create policy "tool_beta_requests: members read own" on public.tool_beta_requests
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "tool_beta_requests: admins read all" on public.tool_beta_requests
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- Members past their MFA deadline are held on the lockout page: they ask for nothing else.
create policy "tool_beta_requests: members request for themselves" on public.tool_beta_requests
  for insert to authenticated
  with check (user_id = (select auth.uid()) and not (select public.is_mfa_locked_out()));

-- Withdrawing is the member's own (the function withdraws a request whose e-mail failed).
create policy "tool_beta_requests: members withdraw own" on public.tool_beta_requests
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.tool_beta_requests from anon, authenticated;
grant select, delete on public.tool_beta_requests to authenticated;
grant insert (tool_id) on public.tool_beta_requests to authenticated;
