-- issue 27 item 1: the welcome mail gives the member's own MFA setup deadline (written by
-- handle_new_user just before, mfa_grace_days() after sign-up, or the date an admin chose)
-- instead of assuming 7 days.
create or replace function public.mail_welcome_on_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.enqueue_mail(
    'welcome', new.id, 'welcome:' || new.id::text,
    jsonb_build_object(
      'full_name', (select p.full_name from public.profiles p where p.user_id = new.id),
      'mfa_deadline', (select e.mfa_setup_deadline from public.mfa_enforcement e
                        where e.user_id = new.id)
    )
  );
  return null;
end
$$;

revoke execute on function public.mail_welcome_on_sign_up() from public, anon, authenticated;
