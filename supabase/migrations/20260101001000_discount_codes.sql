-- Discount codes: admin-managed, never listable by anyone else. Checking and
-- redeeming go through the functions in the next migration (service role).

create table public.discount_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code = upper(code) and char_length(code) between 1 and 50),
  discount_type text not null check (discount_type in ('percentage', 'fixed')),
  -- Percentage: 0 < value <= 100. Fixed: an amount in GHS (two decimals), as the
  -- admin form enters it; converted to pesewas when applied.
  discount_value numeric(12, 2) not null
    check (discount_value > 0 and (discount_type <> 'percentage' or discount_value <= 100)),
  max_uses integer check (max_uses > 0),
  times_used integer not null default 0 check (times_used >= 0),
  valid_until timestamptz,
  applicable_tiers text[]
    check (applicable_tiers <@ array['Student', 'Professional', 'Corporate']::text[]),
  min_purchase_amount_cents bigint not null default 0 check (min_purchase_amount_cents >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  check (max_uses is null or times_used <= max_uses)
);

create index discount_codes_created_at_idx on public.discount_codes (created_at desc);

alter table public.discount_codes enable row level security;

create policy "discount_codes: admins read" on public.discount_codes
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "discount_codes: admins create with aal2" on public.discount_codes
  for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2');

create policy "discount_codes: admins update with aal2" on public.discount_codes
  for update to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "discount_codes: admins delete with aal2" on public.discount_codes
  for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2');

revoke all on public.discount_codes from anon;
revoke update on public.discount_codes from authenticated;
-- times_used is only ever moved by redeem_discount_code().
grant update (is_active, max_uses, valid_until, applicable_tiers, min_purchase_amount_cents)
  on public.discount_codes to authenticated;

create trigger discount_codes_audit
  after insert or update or delete on public.discount_codes
  for each row execute function public.audit_row_change('discount_code');
