-- Payments (Paystack transactions), written only by the payment functions.

create table public.transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  subscription_id uuid references public.subscriptions (id) on delete set null,
  amount_cents bigint not null check (amount_cents >= 0),
  currency text not null default 'GHS' check (currency = 'GHS'),
  status text not null default 'pending'
    check (status in ('pending', 'success', 'failed', 'abandoned')),
  reference text unique,
  provider text not null default 'paystack' check (provider in ('paystack', 'free')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index transactions_user_created_idx on public.transactions (user_id, created_at desc);
create index transactions_success_idx on public.transactions (status) where status = 'success';

create trigger transactions_set_updated_at
  before update on public.transactions
  for each row execute function public.set_updated_at();

alter table public.transactions enable row level security;

create policy "transactions: read own" on public.transactions
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "transactions: admins read all" on public.transactions
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

revoke insert, update, delete on public.transactions from anon, authenticated;
revoke select on public.transactions from anon;
