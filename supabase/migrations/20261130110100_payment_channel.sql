-- How a payment was made, as the provider reports it on verification (Paystack's
-- `data.channel`): 'card' or 'mobile_money' (issue 27, item 3). Paystack cannot debit mobile
-- money again, so a member whose last payment was mobile money renews by the reminders; the
-- membership page says so to them only, reading this column of their own transactions (the
-- table's select grant and "own rows" policy already cover it). Null: a free membership, a
-- payment from before this column, or a channel we do not name (bank, USSD...).
alter table public.transactions
  add column channel text check (channel in ('card', 'mobile_money'));

-- The edge functions (verify-payment, the webhook) record it once the payment is settled as
-- successful; only the service role may. The first report wins (a second caller for the same
-- payment changes nothing). Returns whether a row took the channel.
create or replace function public.record_payment_channel(p_reference text, p_channel text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  updated integer;
begin
  if p_channel is null or p_channel not in ('card', 'mobile_money') then
    return false;
  end if;
  update public.transactions
     set channel = p_channel
   where reference = p_reference and status = 'success' and channel is null;
  get diagnostics updated = row_count;
  return updated > 0;
end
$$;

revoke execute on function public.record_payment_channel(text, text) from public, anon, authenticated;
grant execute on function public.record_payment_channel(text, text) to service_role;
