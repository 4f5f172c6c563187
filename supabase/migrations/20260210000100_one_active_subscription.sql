-- One active subscription per member. /membership reads "status active or
-- expired, newest first, one row" and the revenue figures sum active rows, so
-- two active rows for one member (an early renewal next to the period it
-- extends, or a second tier) showed one and counted both. From here on an
-- activation supersedes the member's other active subscription
-- (activate_subscription, next migration):
--   superseded  replaced by a later activation of the same member: an early
--               renewal (its period continues in the new row) or another tier
--               (which starts the day it is paid). Never read by the client,
--               never expired, never counted as active.

alter table public.subscriptions drop constraint subscriptions_status_check;
alter table public.subscriptions add constraint subscriptions_status_check
  check (status in ('pending', 'active', 'expired', 'cancelled', 'superseded'));

-- Rows written under the old rule (several active per member): the one ending
-- last stays active, the others are superseded, and the tier follows it.
update public.subscriptions s
   set status = 'superseded'
 where s.status = 'active'
   and exists (
     select 1 from public.subscriptions later
      where later.user_id = s.user_id
        and later.status = 'active'
        and (coalesce(later.next_billing_date, '-infinity'), later.created_at, later.id)
          > (coalesce(s.next_billing_date, '-infinity'), s.created_at, s.id)
   );
-- (A separate statement: a data-modifying CTE's changes are invisible to its
-- own query. The only superseded rows so far are the ones just written.)
update public.profiles p
   set membership_tier = (
     select s.tier from public.subscriptions s
      where s.user_id = p.user_id and s.status = 'active'
   )
 where exists (
   select 1 from public.subscriptions s
    where s.user_id = p.user_id and s.status = 'superseded'
 );

create unique index subscriptions_one_active_per_member_idx
  on public.subscriptions (user_id) where status = 'active';
