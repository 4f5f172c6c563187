-- One waitlist entry per e-mail address (case-insensitive): joining twice
-- answers 23505 (unique_violation), which the sign-in page turns into a
-- friendly "already on the waitlist" instead of a second row for admins to
-- invite. The plain lower(email) index of the waitlist migration becomes this
-- unique one.

drop index if exists public.waitlist_email_idx;
create unique index waitlist_email_key on public.waitlist (lower(email));
