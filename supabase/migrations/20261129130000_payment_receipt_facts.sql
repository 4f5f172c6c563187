-- Payment receipts (issue 27): the facts a receipt prints, and the admin's Members CSV export.
--
-- payment_receipt_facts is for the service role only: the payment-receipt edge function first
-- reads the transaction AS the caller (RLS "transactions: read own" / "admins read all" and the
-- aal2 rule decide who may), then asks for the facts; the mailer asks for them at send time.
-- Only successful payments have a receipt.

create or replace function public.payment_receipt_facts(p_reference text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'reference', t.reference,
    'user_id', t.user_id,
    'amount_cents', t.amount_cents,
    'currency', t.currency,
    -- The row turns 'success' once (activate_subscription) and is not updated after that.
    'paid_at', t.updated_at,
    'tier', s.tier,
    'team_size', s.team_size,
    -- A membership year ends at next_billing_date (activation sets it one year on).
    'period_start', s.next_billing_date - interval '1 year',
    'period_end', s.next_billing_date,
    'member_name', nullif(btrim(p.full_name), ''),
    'member_email', u.email::text,
    'language', case when u.raw_user_meta_data ->> 'language' in ('en', 'fr', 'pt', 'sw')
                     then u.raw_user_meta_data ->> 'language' else 'en' end
  )
  from public.transactions t
  join public.subscriptions s on s.id = t.subscription_id
  join auth.users u on u.id = t.user_id
  left join public.profiles p on p.user_id = t.user_id
  where t.reference = p_reference and t.status = 'success'
$$;

revoke execute on function public.payment_receipt_facts(text) from public, anon, authenticated;
grant execute on function public.payment_receipt_facts(text) to service_role;

-- Members CSV export: one row per member with their latest membership (active first), flags
-- and roles. Admin in an aal2 session only (it hands out every member's personal data), and
-- every export is written to the audit log with its row count.
create or replace function public.admin_members_export()
returns table (
  full_name text,
  email text,
  tier text,
  status text,
  next_billing_date timestamptz,
  mfa_enabled boolean,
  is_lms_active boolean,
  is_cert_partner boolean,
  has_premium_tool_access boolean,
  is_admin boolean,
  created_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  exported integer;
begin
  perform public.assert_admin_aal2();
  return query
    select p.full_name, u.email::text, s.tier, s.status, s.next_billing_date,
           p.mfa_enabled, p.is_lms_active, p.is_cert_partner, p.has_premium_tool_access,
           exists (select 1 from public.user_roles r where r.user_id = p.user_id and r.role = 'admin'),
           p.created_at
      from public.profiles p
      join auth.users u on u.id = p.user_id
      left join lateral (
        select s.tier, s.status, s.next_billing_date
          from public.subscriptions s
         where s.user_id = p.user_id and s.status in ('active', 'expired', 'cancelled')
         order by (s.status = 'active') desc, s.created_at desc
         limit 1
      ) s on true
     order by p.created_at, p.user_id;
  get diagnostics exported = row_count;
  perform public.write_audit_log('members_exported', jsonb_build_object('rows', exported));
end
$$;

revoke execute on function public.admin_members_export() from public, anon;
grant execute on function public.admin_members_export() to authenticated, service_role;
