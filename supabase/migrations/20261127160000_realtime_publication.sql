-- Realtime: the tables whose changes the portal shows live (postgres_changes). Supabase delivers
-- a change only for tables in the supabase_realtime publication, and to a subscriber only when
-- its role and these tables' RLS let it select the row (evaluated per subscriber): an admin's
-- console sees new waitlist entries, MFA support requests, R&D inquiries and leads; a member
-- sees their own MFA deadline move and their own subscription activate. Nothing else is opened.
alter publication supabase_realtime add table
  public.waitlist,
  public.mfa_support_requests,
  public.rd_inquiries,
  public.content_leads,
  public.mfa_enforcement,
  public.subscriptions;
