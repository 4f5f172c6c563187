-- A public form's multi-row insert is refused at its second row, before the rest is inserted.
-- The statement-level guard (public_form_guard) sees a request's rows only after all of them
-- were written with their row triggers: 20,000 rows take longer than anon's 3 s statement
-- timeout, so the request ended with 57014 (a 500) instead of the guard's 400. The same rule,
-- checked per row: the second row of one statement raises the guard's own error.

create or replace function public.public_form_one_row()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  statement_key text := tg_table_name || '@' || statement_timestamp()::text;
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') then
    return new;
  end if;
  if current_setting('csan.public_form_row', true) = statement_key then
    raise exception 'One submission per request' using errcode = '22023';
  end if;
  perform set_config('csan.public_form_row', statement_key, true);
  return new;
end
$$;

revoke execute on function public.public_form_one_row() from public, anon, authenticated;

create trigger content_leads_one_row
  before insert on public.content_leads
  for each row execute function public.public_form_one_row();

create trigger waitlist_one_row
  before insert on public.waitlist
  for each row execute function public.public_form_one_row();

create trigger rd_inquiries_one_row
  before insert on public.rd_inquiries
  for each row execute function public.public_form_one_row();
