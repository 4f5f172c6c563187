-- Yearly prices per tier in pesewas; edited by admins on the Pricing tab.

create table public.membership_pricing (
  id uuid primary key default gen_random_uuid(),
  tier text not null unique check (tier in ('Student', 'Professional', 'Corporate')),
  billing_period text not null default 'yearly' check (billing_period in ('yearly')),
  base_price_cents bigint not null check (base_price_cents >= 0),
  price_per_additional_member_cents bigint not null default 0
    check (price_per_additional_member_cents >= 0),
  team_size_min integer not null default 1 check (team_size_min >= 1),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger membership_pricing_set_updated_at
  before update on public.membership_pricing
  for each row execute function public.set_updated_at();

alter table public.membership_pricing enable row level security;

-- Prices are public (the membership page shows them to visitors).
create policy "membership_pricing: everyone reads active" on public.membership_pricing
  for select to anon, authenticated
  using (is_active);

create policy "membership_pricing: admins read all" on public.membership_pricing
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "membership_pricing: admins update with aal2" on public.membership_pricing
  for update to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (public.has_role((select auth.uid()), 'admin'));

-- Tiers are fixed: rows are created by migrations/seed, only three columns edited.
revoke insert, update, delete on public.membership_pricing from anon, authenticated;
grant update (base_price_cents, price_per_additional_member_cents, is_active)
  on public.membership_pricing to authenticated;

create trigger membership_pricing_audit
  after insert or update or delete on public.membership_pricing
  for each row execute function public.audit_row_change('pricing');
