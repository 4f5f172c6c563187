-- GENERATED FILE, do not edit: run `pnpm db:schema` (supabase/scripts/db-schema.ts).
--
-- The current schema: what supabase/migrations builds, as pg_dump --schema-only prints
-- it after the migrations ran on a fresh database. Schema public whole (tables,
-- constraints, indexes, row-level security, policies, functions with their bodies,
-- triggers, views, comments, grants, default privileges), the grants on schema public,
-- and the triggers and policies the migrations put on auth and storage tables.
-- Not here: the auth and storage tables themselves (Supabase's services own them) and
-- data (the seed, the resources bucket row). Migrations are append-only: a change is a
-- new migration, then pnpm db:schema; supabase/tests/schema.test.ts fails when this
-- file is stale.

--
-- Name: activate_subscription(text, bigint, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.activate_subscription(reference text, paid_amount_cents bigint, currency text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  owner uuid;
  trx public.transactions;
  sub public.subscriptions;
  late boolean;
  over_limit boolean := false;
  member_over_limit boolean := false;
  per_member integer;
  member_uses integer;
  current_end timestamptz;
begin
  select t.user_id into owner from public.transactions t
   where t.reference = activate_subscription.reference;
  if not found then
    return jsonb_build_object('status', 'not_found');
  end if;
  perform 1 from public.profiles p where p.user_id = owner for update;

  select * into trx from public.transactions t
   where t.reference = activate_subscription.reference
   for update;
  if trx.status = 'success' then
    return jsonb_build_object('status', 'already_active', 'subscription_id', trx.subscription_id);
  end if;
  if trx.status not in ('pending', 'abandoned') then
    return jsonb_build_object('status', 'not_pending', 'subscription_id', trx.subscription_id);
  end if;
  late := trx.status = 'abandoned';

  if paid_amount_cents is distinct from trx.amount_cents
     or upper(activate_subscription.currency) is distinct from trx.currency then
    if late then
      -- Its code use went back when it was abandoned; failed, so no later notice revives it.
      update public.transactions t set status = 'failed' where t.id = trx.id;
    else
      perform public.fail_payment(trx.reference, 'failed');
    end if;
    return jsonb_build_object('status', 'amount_mismatch', 'subscription_id', trx.subscription_id);
  end if;

  select * into sub from public.subscriptions s where s.id = trx.subscription_id for update;

  if late and sub.discount_code_id is not null then
    -- The limit is not re-checked against the member: they were charged the
    -- discounted price, so the use is counted when it fits and recorded when not.
    update public.discount_codes d
       set times_used = d.times_used + 1
     where d.id = sub.discount_code_id
       and (d.max_uses is null or d.times_used < d.max_uses);
    over_limit := not found;
    -- The member's other uses of the code that still count (as the per-member trigger
    -- counts them): at the limit already, this activation goes over it.
    select d.max_uses_per_member into per_member
      from public.discount_codes d where d.id = sub.discount_code_id;
    if per_member is not null then
      select count(*) into member_uses
        from public.subscriptions s
       where s.user_id = trx.user_id
         and s.discount_code_id = sub.discount_code_id
         and s.status <> 'cancelled'
         and s.id <> sub.id;
      member_over_limit := member_uses >= per_member;
    end if;
  end if;

  -- Renewing early: the new year starts where the SAME tier's period ends.
  select max(s.next_billing_date) into current_end
    from public.subscriptions s
   where s.user_id = trx.user_id and s.status = 'active' and s.tier = sub.tier and s.id <> sub.id;

  -- Before activating this one: at most one active row per member (unique index).
  update public.subscriptions s
     set status = 'superseded'
   where s.user_id = trx.user_id and s.status = 'active' and s.id <> sub.id;
  update public.subscriptions s
     set status = 'active',
         next_billing_date = greatest(now(), coalesce(current_end, now())) + interval '1 year'
   where s.id = sub.id;
  update public.transactions t set status = 'success' where t.id = trx.id;
  update public.profiles p set membership_tier = sub.tier where p.user_id = trx.user_id;

  if late then
    perform public.write_audit_log('payment_activated_late', jsonb_build_object(
      'reference', trx.reference,
      'user_id', trx.user_id,
      'subscription_id', sub.id,
      'amount_cents', trx.amount_cents,
      'discount_code_id', sub.discount_code_id,
      'discount_over_limit', over_limit,
      'discount_member_over_limit', member_over_limit
    ));
  end if;
  if member_over_limit then
    perform public.write_audit_log('discount_member_limit_exceeded', jsonb_build_object(
      'reference', trx.reference,
      'user_id', trx.user_id,
      'subscription_id', sub.id,
      'discount_code_id', sub.discount_code_id,
      'code', (select d.code from public.discount_codes d where d.id = sub.discount_code_id),
      'max_uses_per_member', per_member,
      'member_uses', member_uses + 1
    ));
  end if;

  return jsonb_build_object(
    'status', 'activated',
    'subscription_id', sub.id,
    'late', late,
    'discount_over_limit', over_limit,
    'discount_member_over_limit', member_over_limit
  );
end
$$;


ALTER FUNCTION public.activate_subscription(reference text, paid_amount_cents bigint, currency text) OWNER TO postgres;

--
-- Name: add_rd_project_member(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.add_rd_project_member(p_project_id uuid, p_email text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_user uuid;
  v_name text;
  v_manager uuid;
begin
  select p.project_manager_id into v_manager
  from public.rd_projects p
  where p.project_id = p_project_id
  for update;
  if v_manager is null or v_manager <> (select auth.uid()) or public.is_mfa_locked_out()
    or not public.mfa_requirement_met() then
    raise exception 'Only the project manager can add team members' using errcode = '42501';
  end if;

  select u.id into v_user
  from auth.users u
  where lower(u.email) = lower(btrim(p_email));
  if v_user is null then
    raise exception 'No member uses this e-mail address' using errcode = 'P0002';
  end if;

  if v_user = v_manager or exists (
    select 1 from public.rd_project_members m
    where m.project_id = p_project_id and m.user_id = v_user
  ) then
    raise exception 'This member is already on the project' using errcode = '23505';
  end if;

  select p.full_name into v_name from public.profiles p where p.user_id = v_user;
  if not (
    coalesce(public.tier_rank(public.member_tier(v_user)), 0) >= 2
    or public.has_role(v_user, 'admin')
  ) then
    raise exception 'This member''s membership does not include R&D projects' using errcode = '22023';
  end if;

  insert into public.rd_project_members (project_id, user_id, added_by)
  values (p_project_id, v_user, (select auth.uid()));

  return jsonb_build_object('user_id', v_user, 'full_name', v_name);
end
$$;


ALTER FUNCTION public.add_rd_project_member(p_project_id uuid, p_email text) OWNER TO postgres;

--
-- Name: add_team_member(uuid, text, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.add_team_member(p_team_id uuid, p_email text, p_acting_user uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  address text := lower(btrim(p_email));
  team public.corporate_teams;
  owner_name text;
  member uuid;
  minted public.invitation_tokens;
  invitation uuid;
  about jsonb;
begin
  select * into team from public.corporate_teams t where t.team_id = p_team_id;
  if not found then
    raise exception 'team_not_found' using errcode = 'P0002';
  end if;
  if team.team_owner_id is distinct from p_acting_user
    and not public.has_role(p_acting_user, 'admin') then
    raise exception 'not_team_owner' using errcode = '42501';
  end if;
  if address is null or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 255 then
    raise exception 'invalid_email' using errcode = '22023';
  end if;

  select nullif(btrim(p.full_name), '') into owner_name
  from public.profiles p where p.user_id = team.team_owner_id;
  about := jsonb_build_object(
    'team_name', team.team_name,
    'organization', team.organization,
    'owner_name', owner_name
  );

  select u.id into member from auth.users u where lower(btrim(u.email)) = address limit 1;
  if member is not null then
    if member = team.team_owner_id then
      raise exception 'owner_not_member' using errcode = '23514';
    end if;
    if exists (
      select 1 from public.corporate_team_members m
      where m.team_id = p_team_id and m.user_id = member
    ) then
      raise exception 'already_member' using errcode = '23505';
    end if;
    insert into public.corporate_team_members (team_id, user_id, added_by)
    values (p_team_id, member, p_acting_user);
    return about || jsonb_build_object('status', 'added', 'user_id', member);
  end if;

  -- An expired invitation no longer holds a seat and is replaced.
  delete from public.corporate_team_invitations i
  where i.team_id = p_team_id and i.email = address and i.expires_at <= now();
  if exists (
    select 1 from public.corporate_team_invitations i
    where i.team_id = p_team_id and i.email = address
  ) then
    raise exception 'already_invited' using errcode = '23505';
  end if;

  insert into public.invitation_tokens (email, created_by)
  values (address, p_acting_user)
  returning * into minted;
  insert into public.corporate_team_invitations
    (team_id, email, invitation_token_id, invited_by, expires_at)
  values (p_team_id, address, minted.id, p_acting_user, minted.expires_at)
  returning invitation_id into invitation;
  return about || jsonb_build_object(
    'status', 'invited',
    'invitation_id', invitation,
    'token', minted.token,
    'expires_at', minted.expires_at
  );
end
$_$;


ALTER FUNCTION public.add_team_member(p_team_id uuid, p_email text, p_acting_user uuid) OWNER TO postgres;

--
-- Name: admin_analytics_totals(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_analytics_totals() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.assert_admin();
  return jsonb_build_object(
    'total_downloads', (select count(*) from public.resource_downloads),
    'total_leads', (select count(*) from public.content_leads),
    'resources_with_downloads', (select count(distinct resource_id) from public.resource_downloads)
  );
end
$$;


ALTER FUNCTION public.admin_analytics_totals() OWNER TO postgres;

--
-- Name: admin_area_access_requests(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_area_access_requests() RETURNS TABLE(id uuid, user_id uuid, email text, full_name text, organization text, membership_tier text, area text, message text, status text, created_at timestamp with time zone, decided_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  return query
    select r.id, r.user_id, u.email::text, p.full_name, p.organization, p.membership_tier,
           r.area, r.message, r.status, r.created_at, r.decided_at
      from public.area_access_requests r
      left join auth.users u on u.id = r.user_id
      left join public.profiles p on p.user_id = r.user_id;
end
$$;


ALTER FUNCTION public.admin_area_access_requests() OWNER TO postgres;

--
-- Name: admin_audit_actors(uuid[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_audit_actors(ids uuid[]) RETURNS TABLE(user_id uuid, full_name text, email text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  if cardinality(ids) > 100 then
    raise exception 'At most 100 ids at a time' using errcode = '22023';
  end if;
  return query
    select u.id, p.full_name, u.email::text
      from auth.users u
      left join public.profiles p on p.user_id = u.id
     where u.id = any (ids);
end
$$;


ALTER FUNCTION public.admin_audit_actors(ids uuid[]) OWNER TO postgres;

--
-- Name: admin_members_export(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_members_export() RETURNS TABLE(full_name text, email text, tier text, status text, next_billing_date timestamp with time zone, mfa_enabled boolean, is_lms_active boolean, is_cert_partner boolean, has_premium_tool_access boolean, is_admin boolean, created_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION public.admin_members_export() OWNER TO postgres;

--
-- Name: admin_mfa_support_requests(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_mfa_support_requests() RETURNS TABLE(id uuid, user_id uuid, email text, full_name text, request_type text, status text, description text, contact_method text, created_at timestamp with time zone, resolved_at timestamp with time zone, resolution_notes text, verified_factors integer, mfa_setup_deadline date)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  return query
    select r.id, r.user_id, u.email::text, p.full_name, r.request_type, r.status,
           r.description, r.contact_method, r.created_at, r.resolved_at, r.resolution_notes,
           (select count(*)::integer from auth.mfa_factors f
             where f.user_id = r.user_id and f.status = 'verified'),
           e.mfa_setup_deadline
      from public.mfa_support_requests r
      left join auth.users u on u.id = r.user_id
      left join public.profiles p on p.user_id = r.user_id
      left join public.mfa_enforcement e on e.user_id = r.user_id
     order by r.created_at desc, r.id;
end
$$;


ALTER FUNCTION public.admin_mfa_support_requests() OWNER TO postgres;

--
-- Name: admin_newsletter_export(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_newsletter_export() RETURNS TABLE(email text, language text, status text, requested_at timestamp with time zone, consent_at timestamp with time zone, unsubscribed_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  exported integer;
begin
  perform public.assert_admin_aal2();
  return query
    select s.email, s.language, s.status, s.requested_at, s.consent_at, s.unsubscribed_at
      from public.newsletter_subscriptions s
     order by s.requested_at, s.email;
  get diagnostics exported = row_count;
  perform public.write_audit_log('newsletter_subscribers_exported', jsonb_build_object('rows', exported));
end
$$;


ALTER FUNCTION public.admin_newsletter_export() OWNER TO postgres;

--
-- Name: admin_remove_mfa_factors(uuid, uuid, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_remove_mfa_factors(target_user_id uuid, acting_admin_id uuid, support_request_id uuid DEFAULT NULL::uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  removed integer;
begin
  if acting_admin_id is null or not public.has_role(acting_admin_id, 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  delete from auth.mfa_amr_claims a
   where a.authentication_method = 'totp'
     and a.session_id in (select s.id from auth.sessions s where s.user_id = target_user_id);
  update auth.sessions s set aal = 'aal1', factor_id = null, updated_at = now()
   where s.user_id = target_user_id and s.factor_id is not null;
  delete from auth.mfa_factors f where f.user_id = target_user_id;
  get diagnostics removed = row_count;
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    acting_admin_id, 'admin', 'main', 'mfa_factors_removed',
    jsonb_strip_nulls(jsonb_build_object(
      'target_user_id', target_user_id,
      'factors_removed', removed,
      'support_request_id', support_request_id
    ))
  );
  return removed;
end
$$;


ALTER FUNCTION public.admin_remove_mfa_factors(target_user_id uuid, acting_admin_id uuid, support_request_id uuid) OWNER TO postgres;

--
-- Name: admin_resend_receipt(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_resend_receipt(p_subscription_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  trx public.transactions;
  body jsonb;
  mail_id uuid;
begin
  perform public.assert_admin_aal2();
  select * into trx from public.transactions t
   where t.subscription_id = p_subscription_id and t.status = 'success'
   order by t.updated_at desc
   limit 1;
  body := case when trx.reference is null then null else public.receipt_mail_payload(trx.reference) end;
  if body is null then
    raise exception 'This subscription has no successful payment to send a receipt for'
      using errcode = 'P0002';
  end if;
  mail_id := public.enqueue_mail(
    'receipt', trx.user_id,
    'receipt:' || trx.reference || ':resend:' || gen_random_uuid()::text, body);
  if mail_id is null then
    raise exception 'The member has no e-mail address to send the receipt to' using errcode = 'P0002';
  end if;
  perform public.write_audit_log('receipt_resent', jsonb_build_object(
    'reference', trx.reference,
    'user_id', trx.user_id,
    'subscription_id', p_subscription_id,
    'mail_id', mail_id
  ));
  return jsonb_build_object('reference', trx.reference, 'mail_id', mail_id);
end
$$;


ALTER FUNCTION public.admin_resend_receipt(p_subscription_id uuid) OWNER TO postgres;

--
-- Name: admin_resource_downloads(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_resource_downloads() RETURNS TABLE(resource_id uuid, title text, content_type text, access_tier text, downloads bigint, leads bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.assert_admin();
  return query
    select r.item_id, r.title, r.content_type, r.access_tier,
      (select count(*) from public.resource_downloads d where d.resource_id = r.item_id),
      (select count(*) from public.content_leads l where l.resource_id = r.item_id)
    from public.resource_items r
    where exists (select 1 from public.resource_downloads d where d.resource_id = r.item_id)
    order by 5 desc, r.title;
end
$$;


ALTER FUNCTION public.admin_resource_downloads() OWNER TO postgres;

--
-- Name: admin_retry_mail(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_retry_mail(p_mail_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  mail public.mail_outbox;
begin
  perform public.assert_admin_aal2();
  update public.mail_outbox
     set status = 'queued', attempts = 0, send_after = now(), claimed_at = null
   where id = p_mail_id and status = 'failed'
  returning * into mail;
  if mail.id is null then
    raise exception 'Only a failed mail can be sent again' using errcode = 'P0002';
  end if;
  perform public.write_audit_log('mail_retried', jsonb_build_object(
    'mail_id', mail.id, 'kind', mail.kind, 'user_id', mail.user_id, 'last_error', mail.last_error));
  -- Wakes the drainer now (the stack's LISTEN; production's schedule runs within a minute).
  perform pg_notify('mail_outbox', mail.id::text);
end
$$;


ALTER FUNCTION public.admin_retry_mail(p_mail_id uuid) OWNER TO postgres;

--
-- Name: admin_revenue_by_month(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_revenue_by_month() RETURNS TABLE(month date, revenue_cents bigint, payments bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  this_month date := date_trunc('month', now() at time zone 'UTC')::date;
begin
  perform public.assert_admin();
  return query
    select m.month::date,
           coalesce(sum(t.amount_cents), 0)::bigint,
           count(t.id)
      from generate_series(this_month - interval '11 months', this_month, interval '1 month')
             as m (month)
      left join public.transactions t
        on t.status = 'success'
       and t.created_at >= m.month::timestamp at time zone 'UTC'
       and t.created_at < (m.month + interval '1 month')::timestamp at time zone 'UTC'
     group by m.month
     order by m.month;
end
$$;


ALTER FUNCTION public.admin_revenue_by_month() OWNER TO postgres;

--
-- Name: admin_revenue_by_tier(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_revenue_by_tier() RETURNS TABLE(tier text, active_subscriptions bigint, annual_revenue_cents bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.assert_admin();
  return query
    select t.tier, count(s.id), coalesce(sum(s.amount_cents), 0)::bigint
    from (values ('Student', 1), ('Professional', 2), ('Corporate', 3)) as t (tier, rank)
    left join public.subscriptions s on s.tier = t.tier and s.status = 'active'
    group by t.tier, t.rank
    order by t.rank;
end
$$;


ALTER FUNCTION public.admin_revenue_by_tier() OWNER TO postgres;

--
-- Name: admin_revenue_summary(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_revenue_summary() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  result jsonb;
  month_start timestamptz := date_trunc('month', now() at time zone 'UTC') at time zone 'UTC';
begin
  perform public.assert_admin();
  -- MRR = annual sum of active subscriptions / 12; churn = cancelling / active x 100 (one
  -- decimal); average = annual revenue / active; new this month = active created since the
  -- 1st; total revenue = sum of successful transactions; annual run rate = MRR x 12.
  select jsonb_build_object(
    'total_subscriptions', s.total,
    'active_subscriptions', s.active,
    'cancelling_subscriptions', s.cancelling,
    'annual_revenue_cents', s.annual,
    'annual_run_rate_cents', s.annual,
    'mrr_cents', round(s.annual / 12.0)::bigint,
    'churn_rate', case when s.active = 0 then 0 else round(s.cancelling * 100.0 / s.active, 1) end,
    'average_subscription_value_cents',
      case when s.active = 0 then 0 else round(s.annual::numeric / s.active)::bigint end,
    'new_this_month', s.new_this_month,
    'total_revenue_cents', (
      select coalesce(sum(t.amount_cents), 0)::bigint from public.transactions t where t.status = 'success'
    )
  ) into result
  from (
    select
      count(*) filter (where status in ('active', 'expired')) as total,
      count(*) filter (where status = 'active') as active,
      count(*) filter (where status = 'active' and cancel_at_period_end) as cancelling,
      coalesce(sum(amount_cents) filter (where status = 'active'), 0)::bigint as annual,
      count(*) filter (where status = 'active' and created_at >= month_start) as new_this_month
    from public.subscriptions
  ) s;
  return result;
end
$$;


ALTER FUNCTION public.admin_revenue_summary() OWNER TO postgres;

--
-- Name: admin_send_newsletter_issue(uuid, text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_send_newsletter_issue(p_issue_id uuid, p_subject text, p_body text) RETURNS TABLE(issue_id uuid, recipients integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  sub record;
  issue public.newsletter_issues;
  queued integer := 0;
begin
  perform public.assert_admin_aal2();
  if p_issue_id is null then
    raise exception 'An issue id is required' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(p_subject, ''))) not between 1 and 200 then
    raise exception 'The subject needs 1 to 200 characters' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(p_body, ''))) not between 1 and 20000 then
    raise exception 'The text needs 1 to 20000 characters' using errcode = '22023';
  end if;
  insert into public.newsletter_issues (id, subject, body, sent_by)
  values (p_issue_id, btrim(p_subject), btrim(p_body), auth.uid())
  on conflict (id) do nothing;
  select * into issue from public.newsletter_issues i where i.id = p_issue_id;

  for sub in
    select s.id, s.email, s.language from public.newsletter_subscriptions s
     where s.status = 'confirmed' order by s.consent_at, s.id
  loop
    if public.enqueue_mail(
      'newsletter_issue',
      null,
      format('newsletter_issue:%s:%s', issue.id, sub.id),
      jsonb_build_object(
        'subject', issue.subject,
        'body', issue.body,
        'unsubscribe_path', '/newsletter?unsubscribe=' || public.newsletter_unsubscribe_token(sub.id)
      ),
      sub.email,
      sub.language
    ) is not null then
      queued := queued + 1;
    end if;
  end loop;

  update public.newsletter_issues i set recipients = i.recipients + queued where i.id = issue.id;
  perform public.write_audit_log('newsletter_issue_sent', jsonb_build_object(
    'table', 'newsletter_issues', 'id', issue.id, 'subject', issue.subject, 'recipients', queued));
  return query select issue.id, queued;
end
$$;


ALTER FUNCTION public.admin_send_newsletter_issue(p_issue_id uuid, p_subject text, p_body text) OWNER TO postgres;

--
-- Name: admin_subscription_list(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_subscription_list(search text DEFAULT NULL::text) RETURNS TABLE(id uuid, user_id uuid, full_name text, email text, tier text, status text, amount_cents bigint, next_billing_date timestamp with time zone, team_size integer, cancel_at_period_end boolean, created_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  needle text := nullif(lower(btrim(coalesce(search, ''))), '');
begin
  perform public.assert_admin();
  return query
    select s.id, s.user_id, p.full_name, u.email::text, s.tier, s.status, s.amount_cents,
           s.next_billing_date, s.team_size, s.cancel_at_period_end, s.created_at
      from public.subscriptions s
      left join public.profiles p on p.user_id = s.user_id
      left join auth.users u on u.id = s.user_id
     where s.status in ('active', 'expired')
       and (needle is null
        or strpos(lower(s.tier), needle) > 0
        or strpos(s.user_id::text, needle) > 0
        or strpos(lower(coalesce(p.full_name, '')), needle) > 0
        or strpos(lower(coalesce(u.email, '')), needle) > 0)
     order by s.created_at desc, s.id;
end
$$;


ALTER FUNCTION public.admin_subscription_list(search text) OWNER TO postgres;

--
-- Name: admin_user_directory(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_user_directory(search text DEFAULT NULL::text) RETURNS TABLE(profile_id uuid, user_id uuid, email text, full_name text, organization text, membership_tier text, mfa_enabled boolean, is_lms_active boolean, is_cert_partner boolean, has_premium_tool_access boolean, created_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  needle text := nullif(lower(btrim(coalesce(search, ''))), '');
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  return query
    select p.id, p.user_id, u.email::text, p.full_name, p.organization, p.membership_tier,
           p.mfa_enabled, p.is_lms_active, p.is_cert_partner, p.has_premium_tool_access,
           p.created_at
      from public.profiles p
      left join auth.users u on u.id = p.user_id
     where needle is null
        or strpos(lower(coalesce(p.full_name, '')), needle) > 0
        or strpos(lower(coalesce(u.email, '')), needle) > 0
        or strpos(lower(coalesce(p.organization, '')), needle) > 0
     order by p.created_at desc, p.id;
end
$$;


ALTER FUNCTION public.admin_user_directory(search text) OWNER TO postgres;

--
-- Name: admin_weekly_activity(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.admin_weekly_activity() RETURNS TABLE(week_start date, downloads bigint, leads bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  first_week date := (date_trunc('week', now() at time zone 'utc') - interval '11 weeks')::date;
  since timestamptz := first_week::timestamp at time zone 'utc';
begin
  perform public.assert_admin();
  return query
    with weeks as (
      select (first_week + 7 * n)::date as week_start from generate_series(0, 11) as n
    ),
    d as (
      select date_trunc('week', r.created_at at time zone 'utc')::date as week_start, count(*) as n
        from public.resource_downloads r
       where r.created_at >= since
       group by 1
    ),
    l as (
      select date_trunc('week', c.created_at at time zone 'utc')::date as week_start, count(*) as n
        from public.content_leads c
       where c.created_at >= since
       group by 1
    )
    select w.week_start, coalesce(d.n, 0)::bigint, coalesce(l.n, 0)::bigint
      from weeks w
      left join d on d.week_start = w.week_start
      left join l on l.week_start = w.week_start
     order by w.week_start;
end
$$;


ALTER FUNCTION public.admin_weekly_activity() OWNER TO postgres;

--
-- Name: area_access_requests_after_insert(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.area_access_requests_after_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    new.user_id, public.request_actor_role(), public.area_source_app(new.area),
    'area_access_requested',
    jsonb_build_object('request_id', new.id, 'area', new.area, 'has_message', new.message is not null)
  );
  return null;
end
$$;


ALTER FUNCTION public.area_access_requests_after_insert() OWNER TO postgres;

--
-- Name: area_access_requests_before_insert(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.area_access_requests_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.message := nullif(btrim(new.message), '');
  if public.has_area_flag(new.user_id, new.area) then
    raise exception 'You already have access to this area' using errcode = 'PT409';
  end if;
  return new;
end
$$;


ALTER FUNCTION public.area_access_requests_before_insert() OWNER TO postgres;

--
-- Name: area_access_requests_close_granted(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.area_access_requests_close_granted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.area_access_requests r
     set status = 'granted', decided_at = now(), decided_by = auth.uid()
   where r.user_id = new.user_id
     and r.status = 'pending'
     and public.has_area_flag(new.user_id, r.area);
  return null;
end
$$;


ALTER FUNCTION public.area_access_requests_close_granted() OWNER TO postgres;

--
-- Name: area_source_app(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.area_source_app(area text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case area
    when 'learning' then 'skillup'
    when 'certification' then 'intel'
    when 'tools' then 'tools'
  end
$$;


ALTER FUNCTION public.area_source_app(area text) OWNER TO postgres;

--
-- Name: assert_admin(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.assert_admin() RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  if not public.mfa_requirement_met() then
    raise exception 'Access denied: multi-factor authentication required' using errcode = '42501';
  end if;
end
$$;


ALTER FUNCTION public.assert_admin() OWNER TO postgres;

--
-- Name: assert_admin_aal2(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.assert_admin_aal2() RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'Access denied: multi-factor authentication required' using errcode = '42501';
  end if;
end
$$;


ALTER FUNCTION public.assert_admin_aal2() OWNER TO postgres;

--
-- Name: assert_team_seat(uuid, uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.assert_team_seat(p_team_id uuid, p_user_id uuid, p_email text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  team public.corporate_teams;
  holds_seat boolean;
begin
  select * into team from public.corporate_teams t where t.team_id = p_team_id;
  if not found then
    raise exception 'team_not_found' using errcode = 'P0002';
  end if;
  perform 1 from public.profiles p where p.user_id = team.team_owner_id for update;

  if p_user_id = team.team_owner_id then
    raise exception 'owner_not_member' using errcode = '23514';
  end if;
  if public.team_people(p_team_id) >= team.max_members then
    raise exception 'team_full' using errcode = '23514';
  end if;

  -- A person already on another of the owner's teams (or invited to one) holds their seat.
  select exists (
    select 1 from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    where t.team_owner_id = team.team_owner_id and m.user_id = p_user_id
  ) or exists (
    select 1 from public.corporate_team_invitations i
    join public.corporate_teams t on t.team_id = i.team_id
    where t.team_owner_id = team.team_owner_id and i.email = p_email and i.expires_at > now()
  ) into holds_seat;
  if not holds_seat
    and public.team_seats_used(team.team_owner_id) >= public.team_seats_paid(team.team_owner_id) then
    raise exception 'seats_exhausted' using errcode = '23514';
  end if;
end
$$;


ALTER FUNCTION public.assert_team_seat(p_team_id uuid, p_user_id uuid, p_email text) OWNER TO postgres;

--
-- Name: audit_row_change(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.audit_row_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  entity text := tg_argv[0];
  verb text := case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end;
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changed text[];
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(n.key order by n.key), '{}') into changed
    from jsonb_each(new_row) n
    where n.value is distinct from old_row -> n.key and n.key <> 'updated_at';
    if cardinality(changed) = 0 then
      return new;
    end if;
  end if;
  perform public.write_audit_log(
    entity || '_' || verb,
    jsonb_strip_nulls(jsonb_build_object(
      'table', tg_table_name,
      'changed', changed,
      'old', old_row,
      'new', new_row
    ))
  );
  return coalesce(new, old);
end
$$;


ALTER FUNCTION public.audit_row_change() OWNER TO postgres;

--
-- Name: audit_unchanged_mfa_deadline(text, uuid, integer, date); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.audit_unchanged_mfa_deadline(_procedure text, _target_user_id uuid, _days integer, _deadline date) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.write_audit_log('mfa_deadline_updated', jsonb_build_object(
    'table', 'mfa_enforcement',
    'unchanged', true,
    'procedure', _procedure,
    'user_id', _target_user_id,
    'days', _days,
    'mfa_setup_deadline', _deadline
  ))
$$;


ALTER FUNCTION public.audit_unchanged_mfa_deadline(_procedure text, _target_user_id uuid, _days integer, _deadline date) OWNER TO postgres;

--
-- Name: audit_waitlist_invitation_resent(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.audit_waitlist_invitation_resent() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.write_audit_log(
    'waitlist_invitation_resent',
    jsonb_build_object(
      'table', 'waitlist',
      'id', new.id,
      'email', new.email,
      'previous_invited_at', old.invited_at,
      'invited_at', new.invited_at
    )
  );
  return new;
end
$$;


ALTER FUNCTION public.audit_waitlist_invitation_resent() OWNER TO postgres;

--
-- Name: auth_attempt_account_lock_after(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.auth_attempt_account_lock_after() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 50
$$;


ALTER FUNCTION public.auth_attempt_account_lock_after() OWNER TO postgres;

--
-- Name: auth_attempt_client(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.auth_attempt_client(address text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  parsed inet;
begin
  if address is null or btrim(address) = '' then
    return '';
  end if;
  begin
    parsed := btrim(address)::inet;
  exception when others then
    return left(btrim(address), 64);
  end;
  if family(parsed) = 6 and parsed << '::ffff:0.0.0.0/96'::inet then
    return host(('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet)));
  end if;
  if family(parsed) = 6 then
    return host(network(set_masklen(parsed, 64))) || '/64';
  end if;
  return host(parsed);
end
$$;


ALTER FUNCTION public.auth_attempt_client(address text) OWNER TO postgres;

--
-- Name: auth_attempt_count(uuid, text, text, boolean, integer, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.auth_attempt_count(attempt_user uuid, attempt_kind text, attempt_address text, attempt_valid boolean, slow_after integer, lock_after integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  limits record;
  counter public.auth_attempt_counters;
  blocked_until timestamptz;
begin
  if attempt_valid and not exists (
    select 1 from public.auth_attempt_counters
    where user_id = attempt_user and kind = attempt_kind and client_address = attempt_address
  ) then
    return null;
  end if;
  select * into limits from public.auth_attempt_limits();

  -- One row per account, kind and address, locked for the rest of this transaction:
  -- parallel attempts queue here, so every failure is counted exactly once.
  insert into public.auth_attempt_counters (user_id, kind, client_address)
  values (attempt_user, attempt_kind, attempt_address)
  on conflict (user_id, kind, client_address) do nothing;
  select * into counter from public.auth_attempt_counters
  where user_id = attempt_user and kind = attempt_kind and client_address = attempt_address
  for update;

  if (counter.locked_until is not null and counter.locked_until <= now())
     or (counter.locked_until is null and counter.last_failed_at is not null
         and counter.last_failed_at <= now() - limits.forget_after) then
    counter.failures := 0;
    counter.last_failed_at := null;
    counter.locked_until := null;
  end if;

  if not attempt_valid then
    counter.failures := counter.failures + 1;
    counter.last_failed_at := now();
    if counter.failures >= lock_after and counter.locked_until is null then
      counter.locked_until := now() + limits.lock_for;
    end if;
  end if;

  if counter.locked_until is not null then
    blocked_until := counter.locked_until;
  elsif counter.failures >= slow_after then
    blocked_until := counter.last_failed_at
      + limits.first_backoff * power(2, counter.failures - slow_after);
  end if;

  if attempt_valid and (blocked_until is null or blocked_until <= now()) then
    delete from public.auth_attempt_counters
    where user_id = attempt_user and kind = attempt_kind and client_address = attempt_address;
    return null;
  end if;

  update public.auth_attempt_counters
     set failures = counter.failures,
         last_failed_at = counter.last_failed_at,
         locked_until = counter.locked_until
   where user_id = attempt_user and kind = attempt_kind and client_address = attempt_address;

  if blocked_until is null or blocked_until <= now() then
    return null;
  end if;
  return jsonb_build_object(
    'state', case when counter.locked_until is not null then 'locked' else 'slowed' end,
    'wait', public.auth_attempt_wait_text(blocked_until - now()),
    'retry_after', greatest(1, ceil(extract(epoch from blocked_until - now()))::int)
  );
end
$$;


ALTER FUNCTION public.auth_attempt_count(attempt_user uuid, attempt_kind text, attempt_address text, attempt_valid boolean, slow_after integer, lock_after integer) OWNER TO postgres;

--
-- Name: auth_attempt_forget_on_new_password(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.auth_attempt_forget_on_new_password() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.auth_attempt_counters where user_id = new.id and kind = 'password';
  return null;
end
$$;


ALTER FUNCTION public.auth_attempt_forget_on_new_password() OWNER TO postgres;

--
-- Name: auth_attempt_limits(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.auth_attempt_limits() RETURNS TABLE(slow_after integer, lock_after integer, first_backoff interval, lock_for interval, forget_after interval)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 5, 10, interval '30 seconds', interval '15 minutes', interval '15 minutes'
$$;


ALTER FUNCTION public.auth_attempt_limits() OWNER TO postgres;

--
-- Name: auth_attempt_record(uuid, text, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.auth_attempt_record(attempt_user uuid, attempt_kind text, attempt_valid boolean) RETURNS jsonb
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.auth_attempt_count(
    attempt_user, attempt_kind, '', attempt_valid,
    (select slow_after from public.auth_attempt_limits()),
    (select lock_after from public.auth_attempt_limits())
  )
$$;


ALTER FUNCTION public.auth_attempt_record(attempt_user uuid, attempt_kind text, attempt_valid boolean) OWNER TO postgres;

--
-- Name: auth_attempt_record_password(uuid, text, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.auth_attempt_record_password(attempt_user uuid, attempt_address text, attempt_valid boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  client text;
  outcome jsonb;
  account_outcome jsonb;
  account_lock_after integer := public.auth_attempt_account_lock_after();
begin
  client := public.auth_attempt_client(attempt_address);
  if client = '' then
    return public.auth_attempt_record(attempt_user, 'password', attempt_valid);
  end if;
  outcome := public.auth_attempt_count(
    attempt_user, 'password', client, attempt_valid,
    (select slow_after from public.auth_attempt_limits()),
    (select lock_after from public.auth_attempt_limits())
  );
  -- A correct password refused at its own address neither clears nor touches the account count.
  if outcome is not null and attempt_valid then
    return outcome;
  end if;
  if exists (
    select 1 from auth.mfa_factors
    where user_id = attempt_user and status = 'verified'
  ) then
    return outcome;
  end if;
  -- Every failure counts for the account too, whatever its address's own answer.
  account_outcome := public.auth_attempt_count(
    attempt_user, 'password', '', attempt_valid, account_lock_after, account_lock_after
  );
  return coalesce(outcome, account_outcome);
end
$$;


ALTER FUNCTION public.auth_attempt_record_password(attempt_user uuid, attempt_address text, attempt_valid boolean) OWNER TO postgres;

--
-- Name: auth_attempt_wait_text(interval); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.auth_attempt_wait_text(wait interval) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when secs < 60 then secs || case when secs = 1 then ' second' else ' seconds' end
    else ceil(secs / 60.0)::int || case when ceil(secs / 60.0) = 1 then ' minute' else ' minutes' end
  end
  from (select greatest(1, ceil(extract(epoch from wait))::int) as secs) s
$$;


ALTER FUNCTION public.auth_attempt_wait_text(wait interval) OWNER TO postgres;

--
-- Name: can_read_rd_project(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.can_read_rd_project(p_project_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.is_rd_project_manager(p_project_id)
    or public.is_rd_project_member(p_project_id)
    or (public.has_role((select auth.uid()), 'admin') and public.mfa_requirement_met())
$$;


ALTER FUNCTION public.can_read_rd_project(p_project_id uuid) OWNER TO postgres;

--
-- Name: can_read_resource_tier(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.can_read_resource_tier(item_tier text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select item_tier = 'Public'
    or (
      auth.uid() is not null
      and public.mfa_requirement_met()
      and not public.is_mfa_locked_out()
      and (
        public.has_role(auth.uid(), 'admin')
        or coalesce(public.tier_rank(public.current_member_tier()), 0)
          >= coalesce(public.tier_rank(item_tier), 999)
      )
    )
$$;


ALTER FUNCTION public.can_read_resource_tier(item_tier text) OWNER TO postgres;

--
-- Name: claim_lead_notification(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.claim_lead_notification(p_lead_id uuid) RETURNS TABLE(lead_name text, lead_email text, organization text, resource_title text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.form_notifications (form, row_id)
  select 'content_leads', l.lead_id from public.content_leads l where l.lead_id = p_lead_id
  on conflict do nothing;
  if not found then
    return;
  end if;
  return query
    select l.lead_name, l.lead_email, l.organization, r.title
      from public.content_leads l
      left join public.resource_items r on r.item_id = l.resource_id
     where l.lead_id = p_lead_id;
end
$$;


ALTER FUNCTION public.claim_lead_notification(p_lead_id uuid) OWNER TO postgres;

--
-- Name: claim_rd_inquiry_notification(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.claim_rd_inquiry_notification(p_inquiry_id uuid) RETURNS TABLE(contact_name text, contact_email text, organization_name text, organization_type text, project_title text, project_scope text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.form_notifications (form, row_id)
  select 'rd_inquiries', i.inquiry_id from public.rd_inquiries i where i.inquiry_id = p_inquiry_id
  on conflict do nothing;
  if not found then
    return;
  end if;
  return query
    select i.contact_name, i.contact_email, i.organization_name, i.organization_type,
           i.project_title, i.project_scope
      from public.rd_inquiries i
     where i.inquiry_id = p_inquiry_id;
end
$$;


ALTER FUNCTION public.claim_rd_inquiry_notification(p_inquiry_id uuid) OWNER TO postgres;

--
-- Name: client_error_clean(text, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.client_error_clean(value text, max_chars integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select nullif(btrim(left(
    regexp_replace(
      regexp_replace(value, '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}', '<email>', 'g'),
      'eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*', '<token>', 'g'
    ),
    max_chars
  )), '')
$$;


ALTER FUNCTION public.client_error_clean(value text, max_chars integer) OWNER TO postgres;

--
-- Name: client_error_hourly_limit(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.client_error_hourly_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 30 $$;


ALTER FUNCTION public.client_error_hourly_limit() OWNER TO postgres;

--
-- Name: compute_order_price(text, integer, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.compute_order_price(tier text, team_size integer DEFAULT 1, code text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  price public.membership_pricing;
  members integer;
  extra integer;
  subtotal bigint;
  discount jsonb := jsonb_build_object('valid', false, 'discount_amount_cents', 0);
begin
  select * into price from public.membership_pricing p
   where p.tier = compute_order_price.tier and p.is_active;
  if price.id is null then
    raise exception 'No active pricing for tier %', tier using errcode = '22023';
  end if;
  if tier = 'Corporate' then
    members := coalesce(team_size, price.team_size_min);
    if members < price.team_size_min then
      raise exception 'Team size must be at least %', price.team_size_min using errcode = '22023';
    end if;
    extra := members - price.team_size_min;
  else
    members := 1;
    extra := 0;
  end if;
  subtotal := price.base_price_cents + extra * price.price_per_additional_member_cents;
  if nullif(btrim(code), '') is not null then
    discount := public.validate_discount_code(code, tier, subtotal);
  end if;
  return jsonb_build_object(
    'tier', tier,
    'team_size', members,
    'base_price_cents', price.base_price_cents,
    'extra_members', extra,
    'extra_members_cents', extra * price.price_per_additional_member_cents,
    'subtotal_cents', subtotal,
    'discount', discount,
    'discount_amount_cents', (discount ->> 'discount_amount_cents')::bigint,
    'total_cents', greatest(subtotal - (discount ->> 'discount_amount_cents')::bigint, 0)
  );
end
$$;


ALTER FUNCTION public.compute_order_price(tier text, team_size integer, code text) OWNER TO postgres;

--
-- Name: corporate_team_invitations_drop_token(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.corporate_team_invitations_drop_token() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.invitation_tokens t
  where t.id = old.invitation_token_id and t.used_at is null;
  return old;
end
$$;


ALTER FUNCTION public.corporate_team_invitations_drop_token() OWNER TO postgres;

--
-- Name: corporate_team_invitations_seat(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.corporate_team_invitations_seat() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.assert_team_seat(new.team_id, null, new.email);
  return new;
end
$$;


ALTER FUNCTION public.corporate_team_invitations_seat() OWNER TO postgres;

--
-- Name: corporate_team_members_seat(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.corporate_team_members_seat() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.assert_team_seat(
    new.team_id,
    new.user_id,
    (select lower(btrim(u.email)) from auth.users u where u.id = new.user_id)
  );
  return new;
end
$$;


ALTER FUNCTION public.corporate_team_members_seat() OWNER TO postgres;

--
-- Name: corporate_teams_max_members(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.corporate_teams_max_members() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  paid integer;
begin
  perform 1 from public.profiles p where p.user_id = new.team_owner_id for update;
  paid := public.team_seats_paid(new.team_owner_id);
  if paid = 0 then
    raise exception 'team_owner_without_seats' using errcode = '42501';
  end if;
  if new.max_members > paid then
    raise exception 'max_members_over_seats' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.max_members < public.team_people(new.team_id) then
    raise exception 'max_members_below_team' using errcode = '23514';
  end if;
  return new;
end
$$;


ALTER FUNCTION public.corporate_teams_max_members() OWNER TO postgres;

--
-- Name: count_discount_code_check(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.count_discount_code_check(p_member_id uuid, p_address text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  subject_key text;
  kind text;
  used integer;
begin
  foreach kind in array array['member', 'address'] loop
    subject_key := kind || ':' || case kind
      when 'member' then coalesce(p_member_id::text, 'unknown')
      else coalesce(nullif(public.auth_attempt_client(p_address), ''), 'unknown')
    end;
    insert into public.discount_code_checks as c (subject, window_start, checks)
    values (subject_key, now(), 1)
    on conflict (subject) do update
      set checks = case when c.window_start > now() - interval '10 minutes' then c.checks + 1 else 1 end,
          window_start = case
            when c.window_start > now() - interval '10 minutes' then c.window_start
            else now()
          end
    returning checks into used;
    if used > public.discount_code_check_limit(kind) then
      raise exception 'Too many discount code checks. Please try again in a few minutes.'
        using errcode = 'PT429';
    end if;
  end loop;
end
$$;


ALTER FUNCTION public.count_discount_code_check(p_member_id uuid, p_address text) OWNER TO postgres;

--
-- Name: count_resource_types(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.count_resource_types() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update public.resource_type_counts c set item_count = c.item_count - o.n
    from (select content_type, count(*)::integer as n from old_rows group by content_type) o
    where c.content_type = o.content_type;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.resource_type_counts (content_type, item_count)
    select content_type, count(*)::integer from new_rows group by content_type
    on conflict (content_type)
      do update set item_count = public.resource_type_counts.item_count + excluded.item_count;
  end if;
  delete from public.resource_type_counts where item_count = 0;
  return null;
end
$$;


ALTER FUNCTION public.count_resource_types() OWNER TO postgres;

--
-- Name: create_order(uuid, text, integer, text, text, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.create_order(user_id uuid, tier text, team_size integer, discount_code text, reference text, confirmed_total_cents bigint) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  price jsonb;
  normalized text := nullif(upper(btrim(create_order.discount_code)), '');
  redemption jsonb;
  code_id uuid;
  total bigint;
  team integer;
  sub_id uuid;
  earlier record;
  seat_refusal text;
begin
  -- The owner's profile lock is also what a team addition takes (assert_team_seat): the seats
  -- used read below cannot grow until this order is placed.
  perform 1 from public.profiles p where p.user_id = create_order.user_id for update;

  -- All of them locked first (one statement, id order), so no code use is
  -- released while this order still waits for another of the member's rows.
  perform 1 from public.transactions t
    where t.user_id = create_order.user_id and t.status = 'pending'
    order by t.id
    for update;
  for earlier in
    select t.reference from public.transactions t
     where t.user_id = create_order.user_id and t.status = 'pending' and t.reference is not null
  loop
    perform public.fail_payment(earlier.reference, 'abandoned');
  end loop;

  -- The code's row is locked (after the transactions, the order fail_payment takes them in)
  -- so the verdict and the discount priced below are those of the row redeemed below.
  if normalized is not null then
    perform 1 from public.discount_codes d where d.code = normalized for update;
  end if;

  price := public.price_order(create_order.user_id, tier, team_size, discount_code);
  team := (price ->> 'team_size')::integer;
  seat_refusal := public.order_seat_refusal(create_order.user_id, tier, team);
  if seat_refusal is not null then
    raise exception '%', seat_refusal using errcode = '22023';
  end if;
  if not coalesce((price #>> '{discount,valid}')::boolean, true) then
    raise exception '%', price #>> '{discount,message}' using errcode = '22023';
  end if;
  if price ->> 'discount_code_id' is not null then
    redemption := public.redeem_discount_code(
      normalized, tier, (price ->> 'subtotal_cents')::bigint
    );
    -- Cannot refuse while the row is locked and judged above; kept as the last guard.
    if not (redemption ->> 'valid')::boolean then
      raise exception '%', redemption ->> 'message' using errcode = '22023';
    end if;
    code_id := (price ->> 'discount_code_id')::uuid;
  end if;
  total := (price ->> 'total_cents')::bigint;

  -- (Its insert trigger still refuses a code the member has used up, for any other path.)
  insert into public.subscriptions
    (user_id, tier, status, amount_cents, team_size, payment_reference, discount_code_id)
  values
    (create_order.user_id, tier, 'pending', total, team, reference, code_id)
  returning id into sub_id;

  -- The buyer confirmed a total (the quote they were shown); a different one is never charged.
  -- Raising undoes everything above (the abandoned orders, the code use) in this transaction.
  if confirmed_total_cents is distinct from total then
    raise exception 'The total is now GHS %: review your order before paying',
      to_char(total / 100.0, 'FM999999990.00') using errcode = '22023';
  end if;

  insert into public.transactions (user_id, subscription_id, amount_cents, currency, status, reference, provider)
  values (
    create_order.user_id, sub_id, total, 'GHS', 'pending', reference,
    case when total = 0 then 'free' else 'paystack' end
  );

  if total = 0 then
    perform public.activate_subscription(reference, 0, 'GHS');
  end if;

  return jsonb_build_object(
    'subscription_id', sub_id,
    'reference', reference,
    'amount_cents', total,
    'currency', 'GHS',
    'free_order', total = 0,
    'tier', tier,
    'team_size', team,
    'discount_amount_cents', (price ->> 'discount_amount_cents')::bigint
  );
end
$$;


ALTER FUNCTION public.create_order(user_id uuid, tier text, team_size integer, discount_code text, reference text, confirmed_total_cents bigint) OWNER TO postgres;

--
-- Name: current_member_tier(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.current_member_tier() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.member_tier((select auth.uid())) where public.mfa_requirement_met()
$$;


ALTER FUNCTION public.current_member_tier() OWNER TO postgres;

--
-- Name: decide_area_access_request(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.decide_area_access_request(request_id uuid, decision text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  request public.area_access_requests;
begin
  perform public.assert_admin();
  if decision is null or decision not in ('granted', 'declined') then
    raise exception 'The decision is granted or declined' using errcode = '22023';
  end if;
  select * into request from public.area_access_requests r
   where r.id = decide_area_access_request.request_id
   for update;
  if not found then
    raise exception 'Access request not found' using errcode = 'PT404';
  end if;
  if request.status <> 'pending' then
    raise exception 'This request was already %', request.status using errcode = 'PT409';
  end if;

  update public.area_access_requests r
     set status = decision, decided_at = now(), decided_by = auth.uid()
   where r.id = request.id;

  if decision = 'granted' then
    update public.profiles p
       set is_lms_active = p.is_lms_active or request.area = 'learning',
           is_cert_partner = p.is_cert_partner or request.area = 'certification',
           has_premium_tool_access = p.has_premium_tool_access or request.area = 'tools'
     where p.user_id = request.user_id;
  end if;

  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    auth.uid(), 'admin', public.area_source_app(request.area),
    'area_access_' || decision,
    jsonb_build_object(
      'request_id', request.id, 'target_user_id', request.user_id, 'area', request.area
    )
  );
  return decision;
end
$$;


ALTER FUNCTION public.decide_area_access_request(request_id uuid, decision text) OWNER TO postgres;

--
-- Name: delete_my_account(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.delete_my_account(confirmation text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := auth.uid();
  v_email text;
  v_name text;
  v_phone text;
  v_profile_phone text;
  v_kept bigint;
  fk record;
  col record;
begin
  if caller is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' or not public.totp_verified_within(300) then
    raise exception 'fresh_mfa_required' using errcode = '42501',
      hint = 'Enter a new code from your authenticator app';
  end if;
  select lower(u.email), u.phone into v_email, v_phone
    from auth.users u where u.id = caller and u.deleted_at is null;
  if v_email is null then
    raise exception 'account_not_found' using errcode = 'P0002';
  end if;
  if confirmation is null or lower(btrim(confirmation)) <> v_email then
    raise exception 'confirmation_mismatch' using errcode = '22023',
      hint = 'Type the e-mail address of your account to confirm';
  end if;
  if public.has_role(caller, 'admin') then
    raise exception 'admin_account' using errcode = '42501',
      hint = 'Another admin removes your admin role first';
  end if;
  if exists (
    select 1 from public.corporate_teams t
      join public.corporate_team_members m on m.team_id = t.team_id and m.user_id <> caller
     where t.team_owner_id = caller
  ) then
    raise exception 'team_has_members' using errcode = '55000',
      hint = 'Remove the members of your corporate team first';
  end if;
  if exists (select 1 from public.rd_projects p where p.project_manager_id = caller) then
    raise exception 'manages_rd_project' using errcode = '55000',
      hint = 'Ask an admin to give your R&D projects another manager first';
  end if;

  select p.full_name, p.phone_number into v_name, v_profile_phone
    from public.profiles p where p.user_id = caller;
  select count(*) into v_kept from public.transactions t where t.user_id = caller;

  perform public.write_audit_log('account_deleted', jsonb_build_object('transactions_kept', v_kept));

  -- GoTrue's soft delete: the row stays for the kept payment records, nothing personal in it.
  -- First, so that what its triggers write (a security notice for the removed factor, a
  -- grace period) is removed with the rest below.
  delete from auth.identities i where i.user_id = caller;
  delete from auth.mfa_factors f where f.user_id = caller;
  delete from auth.sessions s where s.user_id = caller;
  update auth.users u
     set email = 'deleted-' || caller::text || '@deleted.invalid',
         phone = null,
         encrypted_password = '',
         raw_user_meta_data = '{}',
         raw_app_meta_data = '{"provider":"email","providers":[],"deleted":true}',
         email_change = '',
         banned_until = 'infinity',
         deleted_at = now(),
         updated_at = now()
   where u.id = caller;

  delete from public.mfa_support_requests r where r.user_id = caller;

  -- Each foreign key to the person, by its own ON DELETE rule (transactions excepted).
  for fk in
    select c.relname::text as table_name, a.attname::text as column_name, k.confdeltype
      from pg_catalog.pg_constraint k
      join pg_catalog.pg_class c on c.oid = k.conrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
     where k.contype = 'f' and k.confrelid = 'auth.users'::regclass
       and cardinality(k.conkey) = 1 and c.relname <> 'transactions'
     order by 1, 2
  loop
    if fk.confdeltype = 'n' then
      execute format('update public.%I set %I = null where %I = $1', fk.table_name, fk.column_name, fk.column_name)
        using caller;
    else
      execute format('delete from public.%I where %I = $1', fk.table_name, fk.column_name)
        using caller;
    end if;
  end loop;

  -- Rows that name the person by e-mail only.
  for col in select p.table_name, p.column_name from public.personal_data_columns() p where p.match = 'email'
  loop
    execute format('delete from public.%I where lower(%I) = $1', col.table_name, col.column_name)
      using v_email;
  end loop;

  update public.audit_logs l
     set action_details = public.redact_json(l.action_details, array[v_email, v_name, v_phone, v_profile_phone])
   where l.user_id = caller
      or strpos(l.action_details::text, caller::text) > 0
      or strpos(lower(l.action_details::text), v_email) > 0;

  return jsonb_build_object('deleted', true, 'transactions_kept', v_kept);
end
$_$;


ALTER FUNCTION public.delete_my_account(confirmation text) OWNER TO postgres;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: discount_codes; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.discount_codes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    code text NOT NULL,
    discount_type text NOT NULL,
    discount_value numeric(12,2) NOT NULL,
    max_uses integer,
    times_used integer DEFAULT 0 NOT NULL,
    valid_until timestamp with time zone,
    applicable_tiers text[],
    min_purchase_amount_cents bigint DEFAULT 0 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    max_uses_per_member integer DEFAULT 1,
    CONSTRAINT discount_codes_applicable_tiers_check CHECK ((applicable_tiers <@ ARRAY['Student'::text, 'Professional'::text, 'Corporate'::text])),
    CONSTRAINT discount_codes_check CHECK (((discount_value > (0)::numeric) AND ((discount_type <> 'percentage'::text) OR (discount_value <= (100)::numeric)))),
    CONSTRAINT discount_codes_check1 CHECK (((max_uses IS NULL) OR (times_used <= max_uses))),
    CONSTRAINT discount_codes_code_check CHECK (((code = upper(code)) AND ((char_length(code) >= 1) AND (char_length(code) <= 50)))),
    CONSTRAINT discount_codes_discount_type_check CHECK ((discount_type = ANY (ARRAY['percentage'::text, 'fixed'::text]))),
    CONSTRAINT discount_codes_max_uses_check CHECK ((max_uses > 0)),
    CONSTRAINT discount_codes_max_uses_per_member_check CHECK ((max_uses_per_member > 0)),
    CONSTRAINT discount_codes_min_purchase_amount_cents_check CHECK ((min_purchase_amount_cents >= 0)),
    CONSTRAINT discount_codes_times_used_check CHECK ((times_used >= 0))
);


ALTER TABLE public.discount_codes OWNER TO postgres;

--
-- Name: COLUMN discount_codes.max_uses_per_member; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.discount_codes.max_uses_per_member IS 'How many orders of one member may use this code; NULL = no limit. Default 1.';

--
-- Name: discount_amount_cents(public.discount_codes, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.discount_amount_cents(dc public.discount_codes, _amount_cents bigint) RETURNS bigint
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select least(
    greatest(_amount_cents, 0),
    case dc.discount_type
      when 'percentage' then round(_amount_cents * dc.discount_value / 100)::bigint
      else round(dc.discount_value * 100)::bigint
    end
  )
$$;


ALTER FUNCTION public.discount_amount_cents(dc public.discount_codes, _amount_cents bigint) OWNER TO postgres;

--
-- Name: discount_code_check_limit(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.discount_code_check_limit(kind text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case kind when 'member' then 30 when 'address' then 100 end
$$;


ALTER FUNCTION public.discount_code_check_limit(kind text) OWNER TO postgres;

--
-- Name: discount_refusal(public.discount_codes, text, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.discount_refusal(dc public.discount_codes, _tier text, _amount_cents bigint) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when dc.id is null then 'Invalid discount code'
    when not dc.is_active then 'This discount code is no longer active'
    when dc.valid_until is not null and dc.valid_until <= now() then 'This discount code has expired'
    when dc.max_uses is not null and dc.times_used >= dc.max_uses
      then 'This discount code has reached its usage limit'
    when dc.applicable_tiers is not null and not (_tier = any (dc.applicable_tiers))
      then 'This discount code is not valid for the ' || coalesce(_tier, 'selected') || ' tier'
    when coalesce(_amount_cents, 0) < dc.min_purchase_amount_cents
      then 'A minimum purchase of GHS '
        || to_char(dc.min_purchase_amount_cents / 100.0, 'FM999999990.00')
        || ' is required for this code'
  end
$$;


ALTER FUNCTION public.discount_refusal(dc public.discount_codes, _tier text, _amount_cents bigint) OWNER TO postgres;

--
-- Name: enforce_discount_member_limit(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.enforce_discount_member_limit() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  per_member integer;
  used integer;
begin
  if new.discount_code_id is null then
    return new;
  end if;
  select d.max_uses_per_member into per_member
    from public.discount_codes d where d.id = new.discount_code_id;
  if per_member is null then
    return new;
  end if;
  perform 1 from public.profiles p where p.user_id = new.user_id for update;
  select count(*) into used
    from public.subscriptions s
   where s.user_id = new.user_id
     and s.discount_code_id = new.discount_code_id
     and s.status <> 'cancelled';
  if used >= per_member then
    raise exception 'You have already used this discount code' using errcode = '22023';
  end if;
  return new;
end
$$;


ALTER FUNCTION public.enforce_discount_member_limit() OWNER TO postgres;

--
-- Name: enqueue_mail(text, uuid, text, jsonb, text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.enqueue_mail(p_kind text, p_user_id uuid, p_idempotency_key text, p_payload jsonb DEFAULT '{}'::jsonb, p_to_email text DEFAULT NULL::text, p_language text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address text := nullif(btrim(p_to_email), '');
  lang text := p_language;
  new_id uuid;
begin
  if p_user_id is not null then
    if address is null then
      select u.email into address from auth.users u where u.id = p_user_id;
    end if;
    if lang is null then
      lang := public.mail_language_of(p_user_id);
    end if;
  end if;
  if address is null then
    return null;
  end if;
  if lang is null or lang not in ('en', 'fr', 'pt', 'sw') then
    lang := 'en';
  end if;
  insert into public.mail_outbox (kind, user_id, to_email, language, idempotency_key, payload)
  values (p_kind, p_user_id, lower(address), lang, p_idempotency_key, coalesce(p_payload, '{}'::jsonb))
  on conflict (idempotency_key) do nothing
  returning id into new_id;
  if new_id is not null then
    -- Wakes the local stack's drainer at once (production: pg_cron's schedule, docs/mail.md).
    perform pg_notify('mail_outbox', new_id::text);
  end if;
  return new_id;
end
$$;


ALTER FUNCTION public.enqueue_mail(p_kind text, p_user_id uuid, p_idempotency_key text, p_payload jsonb, p_to_email text, p_language text) OWNER TO postgres;

--
-- Name: expire_pending_payments(interval); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.expire_pending_payments(older_than interval DEFAULT '1 day'::interval) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  stale record;
  n integer := 0;
begin
  for stale in
    select t.reference from public.transactions t
     where t.status = 'pending' and t.created_at < now() - older_than and t.reference is not null
     order by t.id
     for update skip locked
  loop
    if (public.fail_payment(stale.reference, 'abandoned') ->> 'status') = 'abandoned' then
      n := n + 1;
    end if;
  end loop;
  return n;
end
$$;


ALTER FUNCTION public.expire_pending_payments(older_than interval) OWNER TO postgres;

--
-- Name: expire_subscriptions(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.expire_subscriptions() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  affected uuid[];
begin
  with expired as (
    update public.subscriptions s
       set status = 'expired'
     where s.status = 'active' and s.next_billing_date is not null and s.next_billing_date < now()
    returning s.user_id
  )
  select coalesce(array_agg(user_id), '{}') into affected from expired;

  -- The highest tier still active, else NULL (no membership).
  update public.profiles p
     set membership_tier = (
       select s.tier from public.subscriptions s
       where s.user_id = p.user_id and s.status = 'active'
       order by public.tier_rank(s.tier) desc
       limit 1
     )
   where p.user_id = any (affected);

  return cardinality(affected);
end
$$;


ALTER FUNCTION public.expire_subscriptions() OWNER TO postgres;

--
-- Name: export_my_data(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.export_my_data() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  v_data jsonb;
begin
  if caller is null then
    raise exception 'Sign in to download your data' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'mfa_required' using errcode = '42501',
      hint = 'Verify with your authenticator (aal2) to download your data';
  end if;
  v_data := public.personal_data_of(caller);
  perform public.write_audit_log('member_data_exported', jsonb_build_object(
    'tables', (select count(*) from jsonb_object_keys(v_data -> 'tables'))
  ));
  return v_data;
end
$$;


ALTER FUNCTION public.export_my_data() OWNER TO postgres;

--
-- Name: extend_mfa_deadline(uuid, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.extend_mfa_deadline(target_user_id uuid, additional_days integer) RETURNS date
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  before public.mfa_enforcement;
  new_deadline date;
begin
  perform public.assert_admin_aal2();
  if additional_days is null or additional_days < 1 or additional_days > 30 then
    raise exception 'additional_days must be between 1 and 30' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  select * into before from public.mfa_enforcement e where e.user_id = target_user_id for update;
  insert into public.mfa_enforcement as e (user_id, mfa_setup_deadline)
  values (target_user_id, current_date + additional_days)
  on conflict (user_id) do update
    set mfa_setup_deadline = greatest(coalesce(e.mfa_setup_deadline, current_date), current_date)
      + additional_days
  returning e.mfa_setup_deadline into new_deadline;
  if before.user_id is not null and before.mfa_setup_deadline is not distinct from new_deadline then
    perform public.audit_unchanged_mfa_deadline(
      'extend_mfa_deadline', target_user_id, additional_days, new_deadline
    );
  end if;
  return new_deadline;
end
$$;


ALTER FUNCTION public.extend_mfa_deadline(target_user_id uuid, additional_days integer) OWNER TO postgres;

--
-- Name: fail_payment(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.fail_payment(reference text, outcome text DEFAULT 'failed'::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  trx public.transactions;
  sub public.subscriptions;
begin
  if outcome not in ('failed', 'abandoned') then
    raise exception 'outcome must be failed or abandoned' using errcode = '22023';
  end if;
  select * into trx from public.transactions t
   where t.reference = fail_payment.reference
   for update;
  if trx.id is null then
    return jsonb_build_object('status', 'not_found');
  end if;
  if trx.status <> 'pending' then
    return jsonb_build_object('status', 'already_' || trx.status);
  end if;

  update public.transactions t set status = outcome where t.id = trx.id;
  update public.subscriptions s set status = 'cancelled'
   where s.id = trx.subscription_id and s.status = 'pending'
  returning * into sub;
  if sub.discount_code_id is not null then
    perform public.release_discount_code(sub.discount_code_id);
  end if;
  return jsonb_build_object('status', outcome, 'subscription_id', trx.subscription_id);
end
$$;


ALTER FUNCTION public.fail_payment(reference text, outcome text) OWNER TO postgres;

--
-- Name: get_invitation(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.get_invitation(invitation_token text) RETURNS TABLE(email text, expires_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select t.email, t.expires_at
  from public.invitation_tokens t
  where t.token = invitation_token and t.used_at is null and t.expires_at > now()
$$;


ALTER FUNCTION public.get_invitation(invitation_token text) OWNER TO postgres;

--
-- Name: handle_mfa_factor_deleted(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.handle_mfa_factor_deleted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Unverified factors (a cancelled enrolment, GoTrue's clean-up of stale
  -- ones) never enabled MFA, so removing them changes nothing.
  if old.status = 'verified'
    and not exists (
      select 1 from auth.mfa_factors f where f.user_id = old.user_id and f.status = 'verified'
    )
  then
    perform public.start_mfa_grace_period(old.user_id);
  end if;
  return null;
end
$$;


ALTER FUNCTION public.handle_mfa_factor_deleted() OWNER TO postgres;

--
-- Name: handle_mfa_factor_verified(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.handle_mfa_factor_verified() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.profiles p set mfa_enabled = true
   where p.user_id = new.user_id and not p.mfa_enabled;
  return null;
end
$$;


ALTER FUNCTION public.handle_mfa_factor_verified() OWNER TO postgres;

--
-- Name: handle_new_user(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.profiles (user_id, full_name)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 100)
  )
  on conflict (user_id) do nothing;

  insert into public.mfa_enforcement (user_id, mfa_setup_deadline)
  values (new.id, (coalesce(new.created_at, now()))::date + public.mfa_grace_days())
  on conflict (user_id) do nothing;

  insert into public.member_directory (user_id) values (new.id)
  on conflict (user_id) do nothing;

  if new.email is not null then
    update public.invitation_tokens t
       set used_at = coalesce(t.used_at, now())
     where lower(t.email) = lower(new.email) and t.expires_at > now() - interval '1 hour';
    update public.waitlist w
       set status = 'accepted'
     where lower(w.email) = lower(new.email) and w.status <> 'accepted';
  end if;
  return new;
end
$$;


ALTER FUNCTION public.handle_new_user() OWNER TO postgres;

--
-- Name: has_area_flag(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.has_area_flag(target_user_id uuid, area text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((
    select case area
      when 'learning' then p.is_lms_active
      when 'certification' then p.is_cert_partner
      when 'tools' then p.has_premium_tool_access
      else false
    end
    from public.profiles p where p.user_id = target_user_id
  ), false)
$$;


ALTER FUNCTION public.has_area_flag(target_user_id uuid, area text) OWNER TO postgres;

--
-- Name: has_role(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.has_role(_user_id uuid, _role text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  )
  and (_user_id is distinct from (select auth.uid()) or public.mfa_requirement_met())
  and (
    _user_id is not distinct from (select auth.uid())
    or coalesce(current_setting('request.path', true), '') <> '/rpc/has_role'
    or coalesce((select auth.jwt()) ->> 'role', '') = 'service_role'
    or exists (
      select 1 from public.user_roles a
       where a.user_id = (select auth.uid()) and a.role = 'admin'
    )
  )
$$;


ALTER FUNCTION public.has_role(_user_id uuid, _role text) OWNER TO postgres;

--
-- Name: hmac_sha256(bytea, bytea); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.hmac_sha256(p_key bytea, p_message bytea) RETURNS bytea
    LANGUAGE plpgsql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
declare
  k bytea := p_key;
  inner_pad bytea;
  outer_pad bytea;
begin
  if length(k) > 64 then
    k := sha256(k);
  end if;
  k := k || decode(repeat('00', 64 - length(k)), 'hex');
  inner_pad := k;
  outer_pad := k;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(k, i) # 54);  -- 0x36
    outer_pad := set_byte(outer_pad, i, get_byte(k, i) # 92);  -- 0x5c
  end loop;
  return sha256(outer_pad || sha256(inner_pad || p_message));
end
$$;


ALTER FUNCTION public.hmac_sha256(p_key bytea, p_message bytea) OWNER TO postgres;

--
-- Name: hook_before_user_created(jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.hook_before_user_created(event jsonb) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  signup_email text := lower(btrim(event -> 'user' ->> 'email'));
  signup_token text := event -> 'user' -> 'user_metadata' ->> 'invitation_token';
begin
  if signup_email is not null and signup_token is not null and exists (
    select 1 from public.invitation_tokens t
    where t.token = signup_token
      and lower(btrim(t.email)) = signup_email
      and t.used_at is not null
      and t.used_at > now() - interval '1 hour'
  ) then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object(
    'error', jsonb_build_object('http_code', 403, 'message', 'Invalid or expired invitation link')
  );
end
$$;


ALTER FUNCTION public.hook_before_user_created(event jsonb) OWNER TO postgres;

--
-- Name: hook_mfa_verification_attempt(jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.hook_mfa_verification_attempt(event jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  outcome jsonb := public.auth_attempt_record(
    (event ->> 'user_id')::uuid, 'mfa', coalesce((event ->> 'valid')::boolean, false)
  );
begin
  if outcome is null then
    return jsonb_build_object('decision', 'continue');
  end if;
  return jsonb_build_object(
    'decision', 'reject',
    'message', case outcome ->> 'state'
      when 'locked' then
        'Too many failed verification codes: MFA verification for this account is paused. '
        || 'Sign in again in ' || (outcome ->> 'wait') || '.'
      else
        'Too many failed verification codes. Sign in again in ' || (outcome ->> 'wait') || '.'
    end
  );
end
$$;


ALTER FUNCTION public.hook_mfa_verification_attempt(event jsonb) OWNER TO postgres;

--
-- Name: hook_password_verification_attempt(jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.hook_password_verification_attempt(event jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  outcome jsonb := public.auth_attempt_record_password(
    (event ->> 'user_id')::uuid,
    event -> 'metadata' ->> 'ip_address',
    coalesce((event ->> 'valid')::boolean, false)
  );
begin
  if outcome is null then
    return jsonb_build_object('decision', 'continue');
  end if;
  return jsonb_build_object(
    'decision', 'reject',
    'should_logout_user', false,
    'message', case outcome ->> 'state'
      when 'locked' then
        'Too many failed sign-in attempts: sign-in to this account is paused. Try again in '
        || (outcome ->> 'wait') || '.'
      else
        'Too many failed sign-in attempts. Try again in ' || (outcome ->> 'wait') || '.'
    end
  );
end
$$;


ALTER FUNCTION public.hook_password_verification_attempt(event jsonb) OWNER TO postgres;

--
-- Name: immutable_text_join(text[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.immutable_text_join(items text[]) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.array_to_string(items, ' '), '')
$$;


ALTER FUNCTION public.immutable_text_join(items text[]) OWNER TO postgres;

--
-- Name: intel_ack_board(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_ack_board(advisory_id uuid) RETURNS TABLE(org_id uuid, org_name text, status text, note text, acknowledged_at timestamp with time zone, due_at timestamp with time zone, overdue boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  a public.intel_advisories;
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts see the board' using errcode = '42501';
  end if;
  if not public.intel_can_read_advisory(intel_ack_board.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_ack_board.advisory_id;
  return query
    select o.id, o.name, k.status, k.note, k.acknowledged_at,
           public.intel_due_at(a.severity, a.published_at),
           k.status is null and a.published_at is not null
             and now() > public.intel_due_at(a.severity, a.published_at)
      from public.intel_organisations o
      left join public.intel_acknowledgements k on k.advisory_id = a.id and k.org_id = o.id
     where a.tlp in ('clear', 'green')
        or exists (select 1 from public.intel_advisory_recipients r
                    where r.advisory_id = a.id and r.org_id = o.id)
     order by o.name;
end
$$;


ALTER FUNCTION public.intel_ack_board(advisory_id uuid) OWNER TO postgres;

--
-- Name: intel_acknowledgements; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_acknowledgements (
    advisory_id uuid NOT NULL,
    org_id uuid NOT NULL,
    status text NOT NULL,
    note text,
    acknowledged_by uuid,
    acknowledged_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intel_acknowledgements_note_check CHECK ((char_length(note) <= 2000)),
    CONSTRAINT intel_acknowledgements_status_check CHECK ((status = ANY (ARRAY['received'::text, 'investigating'::text, 'mitigated'::text, 'not_affected'::text])))
);


ALTER TABLE public.intel_acknowledgements OWNER TO postgres;

--
-- Name: intel_acknowledge(uuid, uuid, text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_acknowledge(advisory_id uuid, org_id uuid, status text, note text DEFAULT NULL::text) RETURNS public.intel_acknowledgements
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  a public.intel_advisories;
  made public.intel_acknowledgements;
begin
  perform public.intel_require_caller();
  if status is null or status not in ('received', 'investigating', 'mitigated', 'not_affected') then
    raise exception 'status is received, investigating, mitigated or not_affected' using errcode = '22023';
  end if;
  if note is not null and char_length(note) > 2000 then
    raise exception 'note is at most 2000 characters' using errcode = '22023';
  end if;
  if not public.intel_can_read_advisory(intel_acknowledge.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  if not public.intel_is_focal_point(intel_acknowledge.org_id) then
    raise exception 'Only the organisation''s focal point acknowledges' using errcode = '42501';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_acknowledge.advisory_id;
  if a.status not in ('published', 'updated') then
    raise exception 'Only a published advisory is acknowledged' using errcode = 'PT409';
  end if;
  if not (
    a.tlp in ('clear', 'green')
    or (a.tlp in ('amber', 'amber_strict') and exists (
      select 1 from public.intel_advisory_recipients r
       where r.advisory_id = a.id and r.org_id = intel_acknowledge.org_id))
  ) then
    raise exception 'This organisation is not a recipient' using errcode = '42501';
  end if;
  insert into public.intel_acknowledgements as k (advisory_id, org_id, status, note, acknowledged_by)
  values (a.id, intel_acknowledge.org_id, intel_acknowledge.status,
          nullif(btrim(intel_acknowledge.note), ''), auth.uid())
  on conflict on constraint intel_acknowledgements_pkey do update
     set status = excluded.status, note = excluded.note,
         acknowledged_by = excluded.acknowledged_by, acknowledged_at = now()
  returning * into made;
  perform public.intel_audit('intel_acknowledged', jsonb_build_object(
    'advisory_id', a.id, 'org_id', made.org_id, 'status', made.status));
  return made;
end
$$;


ALTER FUNCTION public.intel_acknowledge(advisory_id uuid, org_id uuid, status text, note text) OWNER TO postgres;

--
-- Name: intel_attachments; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_attachments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    advisory_id uuid NOT NULL,
    file_name text NOT NULL,
    storage_path text NOT NULL,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intel_attachments_check CHECK ((storage_path = (((advisory_id)::text || '/'::text) || file_name))),
    CONSTRAINT intel_attachments_content_type_check CHECK (((char_length(content_type) >= 3) AND (char_length(content_type) <= 100))),
    CONSTRAINT intel_attachments_file_name_check CHECK ((file_name ~ '^[A-Za-z0-9][A-Za-z0-9._ -]{0,199}$'::text)),
    CONSTRAINT intel_attachments_size_bytes_check CHECK (((size_bytes >= 0) AND (size_bytes <= 26214400)))
);


ALTER TABLE public.intel_attachments OWNER TO postgres;

--
-- Name: intel_add_attachment(uuid, text, text, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_add_attachment(advisory_id uuid, file_name text, content_type text, size_bytes integer) RETURNS public.intel_attachments
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  made public.intel_attachments;
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts attach files' using errcode = '42501';
  end if;
  if not public.intel_can_read_advisory(intel_add_attachment.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  insert into public.intel_attachments (advisory_id, file_name, storage_path, content_type, size_bytes)
  values (intel_add_attachment.advisory_id, file_name,
          intel_add_attachment.advisory_id::text || '/' || file_name, content_type, size_bytes)
  returning * into made;
  return made;
end
$$;


ALTER FUNCTION public.intel_add_attachment(advisory_id uuid, file_name text, content_type text, size_bytes integer) OWNER TO postgres;

--
-- Name: intel_alert_recipients(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_alert_recipients(advisory_id uuid) RETURNS TABLE(email text, full_name text, language text, matches_constituency boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  a public.intel_advisories;
  sent integer;
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts send alerts' using errcode = '42501';
  end if;
  if not public.intel_can_read_advisory(intel_alert_recipients.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_alert_recipients.advisory_id;
  if a.status not in ('published', 'updated') then
    raise exception 'Only a published advisory is announced' using errcode = 'PT409';
  end if;

  return query
    with readers as (
      select p.user_id
        from public.profiles p
       where p.is_cert_partner
         and p.user_id <> auth.uid()
         and (
           a.tlp in ('clear', 'green')
           or (a.tlp in ('amber', 'amber_strict') and exists (
             select 1 from public.intel_advisory_recipients r
               join public.intel_org_members m on m.org_id = r.org_id
              where r.advisory_id = a.id and m.user_id = p.user_id))
           or (a.tlp = 'red' and exists (
             select 1 from public.intel_advisory_recipients r
              where r.advisory_id = a.id and r.user_id = p.user_id))
         )
    )
    select u.email::text,
           pr.full_name,
           case when u.raw_user_meta_data ->> 'language' in ('en', 'fr', 'pt', 'sw')
                then u.raw_user_meta_data ->> 'language' else 'en' end,
           exists (
             select 1 from public.intel_constituency_matches(
               a.id,
               array(select m.org_id from public.intel_org_members m where m.user_id = rd.user_id)
             )
           )
      from readers rd
      join auth.users u on u.id = rd.user_id
      left join public.profiles pr on pr.user_id = rd.user_id
     where u.email is not null
     order by u.email;

  get diagnostics sent = row_count;
  perform public.intel_audit('intel_alert_mailed', jsonb_build_object(
    'advisory_id', a.id, 'tlp', a.tlp, 'version', a.version, 'recipients', sent));
end
$$;


ALTER FUNCTION public.intel_alert_recipients(advisory_id uuid) OWNER TO postgres;

--
-- Name: intel_audit(text, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_audit(action text, details jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), 'intel', action, details)
$$;


ALTER FUNCTION public.intel_audit(action text, details jsonb) OWNER TO postgres;

--
-- Name: intel_audit_org_change(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_audit_org_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  row_data jsonb := to_jsonb(coalesce(new, old));
begin
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    auth.uid(), public.request_actor_role(), 'intel',
    'intel_' || tg_table_name || '_' || lower(tg_op),
    jsonb_strip_nulls(jsonb_build_object(
      'org_id', coalesce(row_data ->> 'org_id', row_data ->> 'id'),
      'user_id', row_data ->> 'user_id',
      'role', row_data ->> 'role'
    ))
  );
  return null;
end
$$;


ALTER FUNCTION public.intel_audit_org_change() OWNER TO postgres;

--
-- Name: intel_caller_ok(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_caller_ok() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select auth.uid()) is not null
    and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from public.profiles p
       where p.user_id = (select auth.uid()) and p.is_cert_partner
    )
$$;


ALTER FUNCTION public.intel_caller_ok() OWNER TO postgres;

--
-- Name: intel_can_read_advisory(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_can_read_advisory(target_advisory uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.intel_caller_ok() and exists (
    select 1 from public.intel_advisories a
     where a.id = target_advisory
       and (
         a.created_by = (select auth.uid())
         or (a.tlp <> 'red' and public.intel_is_analyst())
         or (
           a.status <> 'draft'
           and (
             a.tlp in ('clear', 'green')
             or (
               a.tlp in ('amber', 'amber_strict')
               and exists (
                 select 1 from public.intel_advisory_recipients r
                   join public.intel_org_members m on m.org_id = r.org_id
                  where r.advisory_id = a.id and m.user_id = (select auth.uid())
               )
             )
             or (
               a.tlp = 'red'
               and exists (
                 select 1 from public.intel_advisory_recipients r
                  where r.advisory_id = a.id and r.user_id = (select auth.uid())
               )
             )
           )
         )
       )
  )
$$;


ALTER FUNCTION public.intel_can_read_advisory(target_advisory uuid) OWNER TO postgres;

--
-- Name: intel_can_read_content_directly(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_can_read_content_directly(target_advisory uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.intel_can_read_advisory(target_advisory)
    and (
      public.intel_is_analyst()
      or exists (
        select 1 from public.intel_advisories a
         where a.id = target_advisory and a.tlp in ('clear', 'green')
      )
    )
$$;


ALTER FUNCTION public.intel_can_read_content_directly(target_advisory uuid) OWNER TO postgres;

--
-- Name: intel_constituency_matches(uuid, uuid[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_constituency_matches(target_advisory uuid, org_ids uuid[]) RETURNS TABLE(indicator_id uuid, org_id uuid, entry_id uuid, entry_value text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select i.id, w.org_id, w.id, w.value
    from public.intel_indicators i
    join public.intel_watchlist_entries w on w.org_id = any (org_ids)
   where i.advisory_id = target_advisory
     and case
       when w.kind = 'cidr' and i.type in ('ipv4', 'ipv6') then i.value::inet <<= w.value::cidr
       when w.kind = 'cidr' and i.type = 'cidr' then i.value::cidr && w.value::cidr
       when w.kind = 'domain' and i.type in ('domain', 'url', 'email') then
         public.intel_indicator_host(i.type, i.value) = w.value
         or right(public.intel_indicator_host(i.type, i.value), char_length(w.value) + 1) = '.' || w.value
       else false
     end
$$;


ALTER FUNCTION public.intel_constituency_matches(target_advisory uuid, org_ids uuid[]) OWNER TO postgres;

--
-- Name: intel_due_at(text, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_due_at(severity text, published_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select published_at + case severity
    when 'critical' then interval '4 hours'
    when 'high' then interval '24 hours'
    when 'medium' then interval '72 hours'
    when 'low' then interval '7 days'
  end
$$;


ALTER FUNCTION public.intel_due_at(severity text, published_at timestamp with time zone) OWNER TO postgres;

--
-- Name: intel_export_advisory(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_export_advisory(advisory_id uuid, format text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  a public.intel_advisories;
begin
  perform public.intel_require_caller();
  if format is null or format not in ('stix', 'csv') then
    raise exception 'format is stix or csv' using errcode = '22023';
  end if;
  if not public.intel_can_read_advisory(intel_export_advisory.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_export_advisory.advisory_id;
  perform public.intel_audit('intel_advisory_exported', jsonb_build_object(
    'advisory_id', a.id, 'tlp', a.tlp, 'format', format));
  return jsonb_build_object(
    'advisory', to_jsonb(a),
    'indicators', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'type', i.type, 'value', i.value,
                                          'description', i.description, 'created_at', i.created_at)
                       order by i.created_at, i.id)
        from public.intel_indicators i where i.advisory_id = a.id), '[]')
  );
end
$$;


ALTER FUNCTION public.intel_export_advisory(advisory_id uuid, format text) OWNER TO postgres;

--
-- Name: intel_indicator_host(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_indicator_host(kind text, candidate text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case kind
    when 'domain' then candidate
    when 'url' then substring(candidate from '^https?://([^/:?#]+)')
    when 'email' then split_part(candidate, '@', 2)
  end
$$;


ALTER FUNCTION public.intel_indicator_host(kind text, candidate text) OWNER TO postgres;

--
-- Name: intel_indicator_valid(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_indicator_valid(kind text, candidate text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  if candidate is null or char_length(candidate) > 2048 then
    return false;
  end if;
  case kind
    when 'ipv4' then
      return candidate ~ '^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$';
    when 'ipv6' then
      return candidate ~ '^[0-9a-f:.]+$' and position(':' in candidate) > 0
        and family(candidate::inet) = 6 and masklen(candidate::inet) = 128;
    when 'cidr' then
      return position('/' in candidate) > 0 and (candidate::cidr)::text = candidate;
    when 'domain' then
      return char_length(candidate) <= 253
        and candidate ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$';
    when 'url' then
      return candidate ~ '^https?://([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(:[0-9]{1,5})?([/?#][^[:space:]]*)?$';
    when 'sha256' then
      return candidate ~ '^[0-9a-f]{64}$';
    when 'sha1' then
      return candidate ~ '^[0-9a-f]{40}$';
    when 'md5' then
      return candidate ~ '^[0-9a-f]{32}$';
    when 'email' then
      return char_length(candidate) <= 254
        and candidate ~ '^[a-z0-9._%+-]{1,64}@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$';
    when 'cve' then
      return candidate ~ '^CVE-[0-9]{4}-[0-9]{4,7}$';
    else
      return false;
  end case;
exception when others then
  -- A failed inet/cidr cast: not a valid address.
  return false;
end
$_$;


ALTER FUNCTION public.intel_indicator_valid(kind text, candidate text) OWNER TO postgres;

--
-- Name: intel_indicators_normalise(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_indicators_normalise() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.value := public.intel_normalise_indicator(new.type, new.value);
  new.description := nullif(btrim(new.description), '');
  return new;
end
$$;


ALTER FUNCTION public.intel_indicators_normalise() OWNER TO postgres;

--
-- Name: intel_is_analyst(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_is_analyst() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.intel_caller_ok()
    and (
      public.has_role((select auth.uid()), 'intel_analyst')
      or public.has_role((select auth.uid()), 'admin')
    )
$$;


ALTER FUNCTION public.intel_is_analyst() OWNER TO postgres;

--
-- Name: intel_is_focal_point(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_is_focal_point(target_org uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.intel_caller_ok() and exists (
    select 1 from public.intel_org_members m
     where m.org_id = target_org and m.user_id = (select auth.uid()) and m.role = 'focal_point'
  )
$$;


ALTER FUNCTION public.intel_is_focal_point(target_org uuid) OWNER TO postgres;

--
-- Name: intel_is_member(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_is_member(target_org uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.intel_caller_ok() and exists (
    select 1 from public.intel_org_members m
     where m.org_id = target_org and m.user_id = (select auth.uid())
  )
$$;


ALTER FUNCTION public.intel_is_member(target_org uuid) OWNER TO postgres;

--
-- Name: intel_list_advisories(text, text, text, text, text, integer, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_list_advisories(only_severity text DEFAULT NULL::text, only_tlp text DEFAULT NULL::text, only_status text DEFAULT NULL::text, only_sector text DEFAULT NULL::text, q text DEFAULT NULL::text, page_size integer DEFAULT 20, page integer DEFAULT 1) RETURNS TABLE(id uuid, title text, summary text, severity text, tlp text, status text, sectors text[], countries text[], version integer, published_at timestamp with time zone, updated_at timestamp with time zone, matches_constituency boolean, acknowledged boolean, total_count bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  my_orgs uuid[];
  pattern text;
begin
  perform public.intel_require_caller();
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'page_size is between 1 and 100' using errcode = '22023';
  end if;
  if page is null or page < 1 then
    raise exception 'page starts at 1' using errcode = '22023';
  end if;
  my_orgs := public.intel_my_org_ids();
  pattern := '%' || replace(replace(replace(btrim(q), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select a.id, a.title, a.summary, a.severity, a.tlp, a.status, a.sectors, a.countries,
           a.version, a.published_at, a.updated_at,
           exists (select 1 from public.intel_constituency_matches(a.id, my_orgs)),
           exists (
             select 1 from public.intel_acknowledgements k
              where k.advisory_id = a.id and k.org_id = any (my_orgs)
           ),
           count(*) over ()
      from public.intel_advisories a
     where public.intel_can_read_advisory(a.id)
       and (only_severity is null or a.severity = only_severity)
       and (only_tlp is null or a.tlp = only_tlp)
       and (only_status is null or a.status = only_status)
       and (only_sector is null or only_sector = any (a.sectors))
       and (
         nullif(btrim(q), '') is null
         or a.title ilike pattern
         or a.summary ilike pattern
       )
     order by a.updated_at desc, a.id
     limit page_size offset (page - 1) * page_size;
end
$$;


ALTER FUNCTION public.intel_list_advisories(only_severity text, only_tlp text, only_status text, only_sector text, q text, page_size integer, page integer) OWNER TO postgres;

--
-- Name: intel_my_org_ids(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_my_org_ids() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(m.org_id), '{}')
    from public.intel_org_members m where m.user_id = (select auth.uid())
$$;


ALTER FUNCTION public.intel_my_org_ids() OWNER TO postgres;

--
-- Name: intel_my_organisations(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_my_organisations() RETURNS TABLE(org_id uuid, name text, country text, sector text, kind text, my_role text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.intel_require_caller();
  return query
    select o.id, o.name, o.country, o.sector, o.kind, m.role
      from public.intel_org_members m
      join public.intel_organisations o on o.id = m.org_id
     where m.user_id = auth.uid()
     order by o.name;
end
$$;


ALTER FUNCTION public.intel_my_organisations() OWNER TO postgres;

--
-- Name: intel_normalise_indicator(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_normalise_indicator(kind text, candidate text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v text := btrim(candidate);
  authority text;
begin
  if v is null then
    return null;
  end if;
  case kind
    when 'domain' then v := rtrim(lower(v), '.');
    when 'sha256', 'sha1', 'md5', 'email' then v := lower(v);
    when 'cve' then v := upper(v);
    when 'ipv6' then
      begin
        v := host(lower(v)::inet);
      exception when others then
        v := lower(v);
      end;
    when 'cidr' then v := lower(v);
    when 'url' then
      authority := substring(v from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*');
      if authority is not null then
        v := lower(authority) || substring(v from char_length(authority) + 1);
      end if;
    else
      null;
  end case;
  return v;
end
$$;


ALTER FUNCTION public.intel_normalise_indicator(kind text, candidate text) OWNER TO postgres;

--
-- Name: intel_org_members_flagged(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_org_members_flagged() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (
    select 1 from public.profiles p where p.user_id = new.user_id and p.is_cert_partner
  ) then
    raise exception 'Only partners with the intel flag can join an organisation' using errcode = 'PT422';
  end if;
  return new;
end
$$;


ALTER FUNCTION public.intel_org_members_flagged() OWNER TO postgres;

--
-- Name: intel_organisation_people(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_organisation_people(org_id uuid) RETURNS TABLE(user_id uuid, full_name text, email text, role text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.intel_require_caller();
  if not (public.intel_is_member(intel_organisation_people.org_id) or public.intel_is_analyst()) then
    raise exception 'Only the organisation''s members see its people' using errcode = '42501';
  end if;
  return query
    select m.user_id, p.full_name, u.email::text, m.role
      from public.intel_org_members m
      left join public.profiles p on p.user_id = m.user_id
      left join auth.users u on u.id = m.user_id
     where m.org_id = intel_organisation_people.org_id
     order by m.role desc, p.full_name;
end
$$;


ALTER FUNCTION public.intel_organisation_people(org_id uuid) OWNER TO postgres;

--
-- Name: intel_partner_directory(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_partner_directory(q text DEFAULT NULL::text) RETURNS TABLE(user_id uuid, full_name text, email text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  pattern text := '%' || replace(replace(replace(coalesce(btrim(q), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts list partners' using errcode = '42501';
  end if;
  return query
    select p.user_id, p.full_name, u.email::text
      from public.profiles p
      join auth.users u on u.id = p.user_id
     where p.is_cert_partner
       and (p.full_name ilike pattern or u.email::text ilike pattern)
     order by p.full_name
     limit 50;
end
$$;


ALTER FUNCTION public.intel_partner_directory(q text) OWNER TO postgres;

--
-- Name: intel_path_advisory(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_path_advisory(object_name text) RETURNS uuid
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
      then split_part(object_name, '/', 1)::uuid
  end
$$;


ALTER FUNCTION public.intel_path_advisory(object_name text) OWNER TO postgres;

--
-- Name: intel_protocols_touch(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_protocols_touch() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end
$$;


ALTER FUNCTION public.intel_protocols_touch() OWNER TO postgres;

--
-- Name: intel_read_advisory(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_read_advisory(advisory_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  a public.intel_advisories;
  c public.intel_advisory_contents;
  my_orgs uuid[];
  analyst boolean;
  result jsonb;
begin
  perform public.intel_require_caller();
  if not public.intel_can_read_advisory(intel_read_advisory.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_read_advisory.advisory_id;
  select * into c from public.intel_advisory_contents x where x.advisory_id = a.id;
  my_orgs := public.intel_my_org_ids();
  analyst := public.intel_is_analyst();

  result := jsonb_build_object(
    'advisory', to_jsonb(a) || jsonb_build_object(
      'body', coalesce(c.body, ''), 'references', to_jsonb(coalesce(c.refs, '{}'::text[]))
    ),
    'indicators', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'type', i.type, 'value', i.value,
                                          'description', i.description) order by i.created_at, i.id)
        from public.intel_indicators i where i.advisory_id = a.id), '[]'),
    'attachments', coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'file_name', t.file_name,
                                          'storage_path', t.storage_path, 'content_type', t.content_type,
                                          'size_bytes', t.size_bytes) order by t.file_name)
        from public.intel_attachments t where t.advisory_id = a.id), '[]'),
    'versions', coalesce((
      select jsonb_agg(jsonb_build_object('version', v.version, 'status', v.status,
                                          'change_note', v.change_note, 'changed_at', v.changed_at)
                       order by v.version desc)
        from public.intel_advisory_versions v where v.advisory_id = a.id), '[]'),
    'matches', coalesce((
      select jsonb_agg(jsonb_build_object('indicator_id', m.indicator_id, 'org_id', m.org_id,
                                          'org_name', o.name, 'entry_value', m.entry_value))
        from public.intel_constituency_matches(a.id, my_orgs) m
        join public.intel_organisations o on o.id = m.org_id), '[]'),
    'acknowledgements', coalesce((
      select jsonb_agg(jsonb_build_object('org_id', k.org_id, 'org_name', o.name, 'status', k.status,
                                          'note', k.note, 'acknowledged_at', k.acknowledged_at)
                       order by o.name)
        from public.intel_acknowledgements k
        join public.intel_organisations o on o.id = k.org_id
       where k.advisory_id = a.id and (analyst or k.org_id = any (my_orgs))), '[]'),
    'due_at', public.intel_due_at(a.severity, a.published_at),
    'can_acknowledge_for', coalesce((
      select jsonb_agg(jsonb_build_object('org_id', o.id, 'org_name', o.name) order by o.name)
        from public.intel_org_members m
        join public.intel_organisations o on o.id = m.org_id
       where m.user_id = auth.uid() and m.role = 'focal_point'
         and a.status in ('published', 'updated')
         and (
           a.tlp in ('clear', 'green')
           or (a.tlp in ('amber', 'amber_strict') and exists (
             select 1 from public.intel_advisory_recipients r
              where r.advisory_id = a.id and r.org_id = o.id))
         )), '[]'),
    'recipients', case when analyst then jsonb_build_object(
      'orgs', coalesce((
        select jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name) order by o.name)
          from public.intel_advisory_recipients r
          join public.intel_organisations o on o.id = r.org_id
         where r.advisory_id = a.id), '[]'),
      'people', coalesce((
        select jsonb_agg(jsonb_build_object('user_id', r.user_id, 'full_name', p.full_name)
                         order by p.full_name)
          from public.intel_advisory_recipients r
          left join public.profiles p on p.user_id = r.user_id
         where r.advisory_id = a.id and r.user_id is not null), '[]')
    ) end
  );

  if a.tlp in ('amber', 'amber_strict', 'red') then
    perform public.intel_audit('intel_advisory_read', jsonb_build_object('advisory_id', a.id, 'tlp', a.tlp));
  end if;
  return result;
end
$$;


ALTER FUNCTION public.intel_read_advisory(advisory_id uuid) OWNER TO postgres;

--
-- Name: intel_require_caller(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_require_caller() RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.intel_caller_ok() then
    raise exception 'The intel portal needs the partner flag and a verified second factor'
      using errcode = '42501';
  end if;
end
$$;


ALTER FUNCTION public.intel_require_caller() OWNER TO postgres;

--
-- Name: intel_save_advisory(uuid, text, text, text, text, text, text[], text[], text[], jsonb, uuid[], uuid[], text, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_save_advisory(advisory_id uuid DEFAULT NULL::uuid, title text DEFAULT NULL::text, summary text DEFAULT NULL::text, body text DEFAULT ''::text, severity text DEFAULT NULL::text, tlp text DEFAULT NULL::text, sectors text[] DEFAULT '{}'::text[], countries text[] DEFAULT '{}'::text[], refs text[] DEFAULT '{}'::text[], indicators jsonb DEFAULT '[]'::jsonb, recipient_org_ids uuid[] DEFAULT '{}'::uuid[], recipient_user_ids uuid[] DEFAULT '{}'::uuid[], change_note text DEFAULT NULL::text, publish boolean DEFAULT false) RETURNS TABLE(id uuid, version integer, status text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  existing public.intel_advisories;
  new_status text;
  new_version integer;
  saved_id uuid;
  note text := nullif(btrim(change_note), '');
  item jsonb;
  idx integer := 0;
  kind text;
  val text;
  orgs uuid[] := coalesce(recipient_org_ids, '{}');
  people uuid[] := coalesce(recipient_user_ids, '{}');
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts write advisories' using errcode = '42501';
  end if;
  if tlp is null or tlp not in ('clear', 'green', 'amber', 'amber_strict', 'red') then
    raise exception 'tlp is clear, green, amber, amber_strict or red' using errcode = '22023';
  end if;
  if severity is null or severity not in ('critical', 'high', 'medium', 'low') then
    raise exception 'severity is critical, high, medium or low' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(indicators, '[]')) <> 'array' or jsonb_array_length(coalesce(indicators, '[]')) > 500 then
    raise exception 'indicators is an array of at most 500 items' using errcode = '22023';
  end if;
  if tlp in ('amber', 'amber_strict') and (cardinality(orgs) = 0 or cardinality(people) > 0) then
    raise exception 'An AMBER advisory names one or more organisations and no people' using errcode = '22023';
  end if;
  if tlp = 'red' and (cardinality(people) = 0 or cardinality(orgs) > 0) then
    raise exception 'A RED advisory names one or more people and no organisations' using errcode = '22023';
  end if;
  if tlp in ('clear', 'green') and (cardinality(orgs) > 0 or cardinality(people) > 0) then
    raise exception 'A CLEAR or GREEN advisory has no recipients' using errcode = '22023';
  end if;
  if exists (
    select 1 from unnest(people) u
     where not exists (select 1 from public.profiles p where p.user_id = u and p.is_cert_partner)
  ) then
    raise exception 'RED recipients are partners with the intel flag' using errcode = '22023';
  end if;
  if exists (
    select 1 from unnest(orgs) o where not exists (select 1 from public.intel_organisations x where x.id = o)
  ) then
    raise exception 'Unknown recipient organisation' using errcode = '22023';
  end if;
  if note is not null and char_length(note) > 500 then
    raise exception 'change_note is at most 500 characters' using errcode = '22023';
  end if;

  if advisory_id is null then
    new_status := case when publish then 'published' else 'draft' end;
    insert into public.intel_advisories as x
      (title, summary, severity, tlp, status, sectors, countries, created_by, published_at)
    values (
      btrim(title), btrim(summary), severity, tlp, new_status,
      coalesce(sectors, '{}'), coalesce(countries, '{}'), auth.uid(),
      case when publish then now() end
    )
    returning x.id, x.version into saved_id, new_version;
    insert into public.intel_advisory_contents (advisory_id, body, refs)
    values (saved_id, coalesce(body, ''), array_remove(coalesce(refs, '{}'), null));
  else
    select * into existing from public.intel_advisories x
     where x.id = intel_save_advisory.advisory_id for update;
    if not found or not public.intel_can_read_advisory(existing.id) then
      raise exception 'Advisory not found' using errcode = 'PT404';
    end if;
    if existing.status = 'withdrawn' then
      raise exception 'A withdrawn advisory is not changed' using errcode = 'PT409';
    end if;
    if existing.status <> 'draft' and note is null then
      raise exception 'change_note is required once an advisory is published' using errcode = '22023';
    end if;
    new_status := case
      when existing.status in ('published', 'updated') then 'updated'
      when publish then 'published'
      else 'draft'
    end;
    update public.intel_advisories x
       set title = btrim(intel_save_advisory.title),
           summary = btrim(intel_save_advisory.summary),
           severity = intel_save_advisory.severity,
           tlp = intel_save_advisory.tlp,
           status = new_status,
           sectors = coalesce(intel_save_advisory.sectors, '{}'),
           countries = coalesce(intel_save_advisory.countries, '{}'),
           version = x.version + 1,
           updated_at = now(),
           published_at = coalesce(x.published_at, case when new_status <> 'draft' then now() end)
     where x.id = existing.id
     returning x.id, x.version into saved_id, new_version;
    update public.intel_advisory_contents c
       set body = coalesce(intel_save_advisory.body, ''),
           refs = array_remove(coalesce(intel_save_advisory.refs, '{}'), null)
     where c.advisory_id = saved_id;
    delete from public.intel_indicators i where i.advisory_id = saved_id;
    delete from public.intel_advisory_recipients r where r.advisory_id = saved_id;
  end if;

  for item in select value from jsonb_array_elements(coalesce(indicators, '[]')) loop
    kind := item ->> 'type';
    val := public.intel_normalise_indicator(kind, item ->> 'value');
    if not public.intel_indicator_valid(kind, val) then
      raise exception 'Invalid % indicator: %', coalesce(kind, 'unknown'), left(coalesce(item ->> 'value', ''), 200)
        using errcode = 'PT422', detail = idx::text;
    end if;
    insert into public.intel_indicators (advisory_id, type, value, description)
    values (saved_id, kind, val, left(item ->> 'description', 500))
    on conflict on constraint intel_indicators_advisory_id_type_value_key do nothing;
    idx := idx + 1;
  end loop;

  insert into public.intel_advisory_recipients (advisory_id, org_id)
  select saved_id, o from (select distinct unnest(orgs) as o) s;
  insert into public.intel_advisory_recipients (advisory_id, user_id)
  select saved_id, u from (select distinct unnest(people) as u) s;

  insert into public.intel_advisory_versions
    (advisory_id, version, status, title, summary, body, severity, tlp, change_note, changed_by)
  values (saved_id, new_version, new_status, btrim(title), btrim(summary), coalesce(body, ''),
          severity, tlp, note, auth.uid());

  perform public.intel_audit('intel_advisory_saved', jsonb_build_object(
    'advisory_id', saved_id, 'version', new_version, 'status', new_status, 'tlp', tlp));
  return query select saved_id, new_version, new_status;
end
$$;


ALTER FUNCTION public.intel_save_advisory(advisory_id uuid, title text, summary text, body text, severity text, tlp text, sectors text[], countries text[], refs text[], indicators jsonb, recipient_org_ids uuid[], recipient_user_ids uuid[], change_note text, publish boolean) OWNER TO postgres;

--
-- Name: intel_set_analyst(uuid, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_set_analyst(target_user_id uuid, granted boolean) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  changed integer;
begin
  perform public.assert_admin_aal2();
  if target_user_id is null or granted is null then
    raise exception 'target_user_id and granted are required' using errcode = '22023';
  end if;
  if granted then
    if not exists (
      select 1 from public.profiles p where p.user_id = target_user_id and p.is_cert_partner
    ) then
      raise exception 'Only partners with the intel flag can be analysts' using errcode = 'PT422';
    end if;
    insert into public.user_roles (user_id, role)
    values (target_user_id, 'intel_analyst')
    on conflict (user_id, role) do nothing;
  else
    delete from public.user_roles where user_id = target_user_id and role = 'intel_analyst';
  end if;
  get diagnostics changed = row_count;
  if changed > 0 then
    insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
    values (
      auth.uid(), public.request_actor_role(), 'intel',
      case when granted then 'intel_analyst_granted' else 'intel_analyst_revoked' end,
      jsonb_build_object('user_id', target_user_id)
    );
  end if;
  return granted;
end
$$;


ALTER FUNCTION public.intel_set_analyst(target_user_id uuid, granted boolean) OWNER TO postgres;

--
-- Name: intel_watch_value_valid(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_watch_value_valid(kind text, candidate text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  case kind
    when 'cidr' then return public.intel_indicator_valid('cidr', candidate);
    when 'domain' then return public.intel_indicator_valid('domain', candidate);
    when 'asn' then
      return candidate ~ '^AS[0-9]{1,10}$' and substring(candidate from 3)::bigint <= 4294967295;
    else return false;
  end case;
exception when others then
  return false;
end
$_$;


ALTER FUNCTION public.intel_watch_value_valid(kind text, candidate text) OWNER TO postgres;

--
-- Name: intel_watchlist_normalise(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_watchlist_normalise() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.value := btrim(new.value);
  if new.kind = 'cidr' then
    begin
      new.value := (lower(new.value)::cidr)::text;
    exception when others then
      null; -- left as typed: the check constraint refuses it
    end;
  elsif new.kind = 'domain' then
    new.value := rtrim(lower(new.value), '.');
  elsif new.kind = 'asn' then
    new.value := 'AS' || regexp_replace(upper(new.value), '^AS[[:space:]]*', '');
  end if;
  return new;
end
$$;


ALTER FUNCTION public.intel_watchlist_normalise() OWNER TO postgres;

--
-- Name: intel_withdraw_advisory(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.intel_withdraw_advisory(advisory_id uuid, change_note text) RETURNS TABLE(id uuid, version integer, status text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  existing public.intel_advisories;
  c public.intel_advisory_contents;
  note text := nullif(btrim(change_note), '');
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts withdraw advisories' using errcode = '42501';
  end if;
  if note is null or char_length(note) > 500 then
    raise exception 'change_note is 1 to 500 characters' using errcode = '22023';
  end if;
  select * into existing from public.intel_advisories x
   where x.id = intel_withdraw_advisory.advisory_id for update;
  if not found or not public.intel_can_read_advisory(existing.id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  if existing.status not in ('published', 'updated') then
    raise exception 'Only a published advisory is withdrawn' using errcode = 'PT409';
  end if;
  update public.intel_advisories x
     set status = 'withdrawn', version = x.version + 1, updated_at = now()
   where x.id = existing.id;
  select * into c from public.intel_advisory_contents x where x.advisory_id = existing.id;
  insert into public.intel_advisory_versions
    (advisory_id, version, status, title, summary, body, severity, tlp, change_note, changed_by)
  values (existing.id, existing.version + 1, 'withdrawn', existing.title, existing.summary,
          coalesce(c.body, ''), existing.severity, existing.tlp, note, auth.uid());
  perform public.intel_audit('intel_advisory_withdrawn', jsonb_build_object(
    'advisory_id', existing.id, 'version', existing.version + 1, 'tlp', existing.tlp));
  return query select existing.id, existing.version + 1, 'withdrawn'::text;
end
$$;


ALTER FUNCTION public.intel_withdraw_advisory(advisory_id uuid, change_note text) OWNER TO postgres;

--
-- Name: is_corporate_team_member(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.is_corporate_team_member(p_team_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.corporate_team_members m
    where m.team_id = p_team_id and m.user_id = (select auth.uid())
  )
$$;


ALTER FUNCTION public.is_corporate_team_member(p_team_id uuid) OWNER TO postgres;

--
-- Name: is_corporate_team_owner(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.is_corporate_team_owner(p_team_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.corporate_teams t
    where t.team_id = p_team_id and t.team_owner_id = (select auth.uid())
  )
$$;


ALTER FUNCTION public.is_corporate_team_owner(p_team_id uuid) OWNER TO postgres;

--
-- Name: is_mfa_locked_out(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.is_mfa_locked_out() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((
    select e.mfa_setup_deadline < current_date
      and not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = e.user_id and f.status = 'verified'
      )
    from public.mfa_enforcement e
    where e.user_id = (select auth.uid())
  ), false)
$$;


ALTER FUNCTION public.is_mfa_locked_out() OWNER TO postgres;

--
-- Name: is_rd_project_manager(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.is_rd_project_manager(p_project_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.rd_projects p
    where p.project_id = p_project_id and p.project_manager_id = (select auth.uid())
  ) and public.mfa_requirement_met()
$$;


ALTER FUNCTION public.is_rd_project_manager(p_project_id uuid) OWNER TO postgres;

--
-- Name: is_rd_project_member(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.is_rd_project_member(p_project_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.rd_project_members m
    where m.project_id = p_project_id and m.user_id = (select auth.uid())
  ) and public.mfa_requirement_met()
$$;


ALTER FUNCTION public.is_rd_project_member(p_project_id uuid) OWNER TO postgres;

--
-- Name: join_invited_teams(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.join_invited_teams() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invitation public.corporate_team_invitations;
begin
  if new.email is null then
    return new;
  end if;
  for invitation in
    select * from public.corporate_team_invitations i
    where i.email = lower(btrim(new.email)) and i.expires_at > now()
    order by i.created_at
  loop
    begin
      delete from public.corporate_team_invitations i
      where i.invitation_id = invitation.invitation_id;
      insert into public.corporate_team_members (team_id, user_id, added_by)
      values (invitation.team_id, new.id, invitation.invited_by);
    exception when others then
      raise warning 'team invitation % not turned into a membership: %',
        invitation.invitation_id, sqlerrm;
    end;
  end loop;
  return new;
end
$$;


ALTER FUNCTION public.join_invited_teams() OWNER TO postgres;

--
-- Name: mail_backup_code_used(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_backup_code_used() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from auth.users u where u.id = new.user_id) then
    return null;
  end if;
  perform public.enqueue_mail(
    'backup_code_used', new.user_id, 'backup_code_used:' || new.id::text,
    jsonb_build_object(
      'at', new.used_at,
      'remaining', (select count(*) from public.mfa_backup_codes c
                     where c.user_id = new.user_id and c.used_at is null)
    )
  );
  return null;
end
$$;


ALTER FUNCTION public.mail_backup_code_used() OWNER TO postgres;

--
-- Name: mail_language_of(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_language_of(target_user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((
    select case when u.raw_user_meta_data ->> 'language' in ('en', 'fr', 'pt', 'sw')
                then u.raw_user_meta_data ->> 'language' end
      from auth.users u where u.id = target_user_id
  ), 'en')
$$;


ALTER FUNCTION public.mail_language_of(target_user_id uuid) OWNER TO postgres;

--
-- Name: mail_max_attempts(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_max_attempts() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 5
$$;


ALTER FUNCTION public.mail_max_attempts() OWNER TO postgres;

--
-- Name: mail_mfa_disabled(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_mfa_disabled() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if old.status <> 'verified'
    or exists (
      select 1 from auth.mfa_factors f where f.user_id = old.user_id and f.status = 'verified'
    )
    or not exists (select 1 from auth.users u where u.id = old.user_id)
  then
    return null;
  end if;
  perform public.enqueue_mail(
    'mfa_disabled', old.user_id, 'mfa_disabled:' || old.id::text,
    jsonb_build_object(
      'at', now(),
      'deadline', (select e.mfa_setup_deadline from public.mfa_enforcement e
                    where e.user_id = old.user_id)
    )
  );
  return null;
end
$$;


ALTER FUNCTION public.mail_mfa_disabled() OWNER TO postgres;

--
-- Name: mail_mfa_enabled(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_mfa_enabled() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' and old.status = 'verified' then
    return null;
  end if;
  perform public.enqueue_mail(
    'mfa_enabled', new.user_id, 'mfa_enabled:' || new.id::text, jsonb_build_object('at', now())
  );
  return null;
end
$$;


ALTER FUNCTION public.mail_mfa_enabled() OWNER TO postgres;

--
-- Name: mail_outbox; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.mail_outbox (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    user_id uuid,
    to_email text NOT NULL,
    language text DEFAULT 'en'::text NOT NULL,
    idempotency_key text NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    send_after timestamp with time zone DEFAULT now() NOT NULL,
    claimed_at timestamp with time zone,
    provider_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    CONSTRAINT mail_outbox_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT mail_outbox_idempotency_key_check CHECK (((length(idempotency_key) >= 3) AND (length(idempotency_key) <= 200))),
    CONSTRAINT mail_outbox_kind_check CHECK ((kind ~ '^[a-z][a-z0-9_]{1,39}$'::text)),
    CONSTRAINT mail_outbox_language_check CHECK ((language = ANY (ARRAY['en'::text, 'fr'::text, 'pt'::text, 'sw'::text]))),
    CONSTRAINT mail_outbox_payload_check CHECK ((jsonb_typeof(payload) = 'object'::text)),
    CONSTRAINT mail_outbox_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'failed'::text]))),
    CONSTRAINT mail_outbox_to_email_check CHECK (((to_email ~ '^[^\s@<>,;"]+@[^\s@<>,;"]+$'::text) AND (length(to_email) <= 320)))
);


ALTER TABLE public.mail_outbox OWNER TO postgres;

--
-- Name: mail_outbox_claim(integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_outbox_claim(batch_size integer DEFAULT 20) RETURNS SETOF public.mail_outbox
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.mail_outbox o
     set status = 'sending', claimed_at = now(), attempts = o.attempts + 1
   where o.id in (
     select d.id from public.mail_outbox d
      where d.send_after <= now()
        and (d.status = 'queued'
             or (d.status = 'sending' and d.claimed_at < now() - interval '5 minutes'))
      order by d.created_at
      limit greatest(1, least(coalesce(batch_size, 20), 100))
      for update skip locked
   )
  returning o.*
$$;


ALTER FUNCTION public.mail_outbox_claim(batch_size integer) OWNER TO postgres;

--
-- Name: mail_outbox_failed(uuid, text, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_outbox_failed(mail_id uuid, error_message text, permanent boolean DEFAULT false) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.mail_outbox
     set status = case when permanent or attempts >= public.mail_max_attempts() then 'failed'
                       else 'queued' end,
         send_after = now() + make_interval(mins => attempts * attempts),
         last_error = left(error_message, 500),
         claimed_at = null
   where id = mail_id and status = 'sending'
$$;


ALTER FUNCTION public.mail_outbox_failed(mail_id uuid, error_message text, permanent boolean) OWNER TO postgres;

--
-- Name: mail_outbox_sent(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_outbox_sent(mail_id uuid, provider_message_id text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.mail_outbox
     set status = 'sent', sent_at = now(), provider_id = provider_message_id, last_error = null,
         claimed_at = null
   where id = mail_id and status = 'sending'
$$;


ALTER FUNCTION public.mail_outbox_sent(mail_id uuid, provider_message_id text) OWNER TO postgres;

--
-- Name: mail_password_changed(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_password_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.enqueue_mail(
    'password_changed', new.id,
    'password_changed:' || new.id::text || ':' || md5(new.encrypted_password),
    jsonb_build_object('at', now())
  );
  return null;
end
$$;


ALTER FUNCTION public.mail_password_changed() OWNER TO postgres;

--
-- Name: mail_welcome_on_sign_up(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mail_welcome_on_sign_up() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION public.mail_welcome_on_sign_up() OWNER TO postgres;

--
-- Name: member_directory_normalize(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.member_directory_normalize() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.research_interests := nullif(btrim(new.research_interests), '');
  new.bio := nullif(btrim(new.bio), '');
  new.location := nullif(btrim(new.location), '');
  new.linkedin_url := nullif(btrim(new.linkedin_url), '');
  new.expertise_areas := coalesce((
    select array_agg(kept.area order by kept.first_at)
    from (
      select min(u.ord) as first_at, (array_agg(btrim(u.area) order by u.ord))[1] as area
      from unnest(new.expertise_areas) with ordinality as u (area, ord)
      where btrim(u.area) <> ''
      group by lower(btrim(u.area))
    ) as kept
  ), '{}');
  if exists (select 1 from unnest(new.expertise_areas) as a where char_length(a) > 100) then
    raise exception 'Each expertise area may have at most 100 characters'
      using errcode = '22001';
  end if;
  return new;
end
$$;


ALTER FUNCTION public.member_directory_normalize() OWNER TO postgres;

--
-- Name: member_discount_refusal(public.discount_codes, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.member_discount_refusal(dc public.discount_codes, member_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select 'You have already used this discount code'
   where dc.max_uses_per_member is not null
     and (
       select count(*) from public.subscriptions s
        where s.user_id = member_discount_refusal.member_id
          and s.discount_code_id = dc.id
          and s.status in ('active', 'superseded', 'expired')
     ) >= dc.max_uses_per_member
$$;


ALTER FUNCTION public.member_discount_refusal(dc public.discount_codes, member_id uuid) OWNER TO postgres;

--
-- Name: member_tier(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.member_tier(p_user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when exists (
      select 1 from public.corporate_team_members m
      join public.corporate_teams t on t.team_id = m.team_id
      where m.user_id = p_user_id
        and exists (
          select 1 from public.team_seat_holders(t.team_owner_id) h where h.user_id = p_user_id
        )
    ) then 'Corporate'
    else (select p.membership_tier from public.profiles p where p.user_id = p_user_id)
  end
$$;


ALTER FUNCTION public.member_tier(p_user_id uuid) OWNER TO postgres;

--
-- Name: membership_reminders_due(date); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.membership_reminders_due(on_date date) RETURNS TABLE(subscription_id uuid, user_id uuid, tier text, next_billing_date date, stage text, days_left integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.id, s.user_id, s.tier, d.period_end,
    case
      when d.days_left > 14 then '30'
      when d.days_left > 3 then '14'
      when d.days_left > 0 then '3'
      else 'expired'
    end,
    d.days_left
  from public.subscriptions s
  cross join lateral (
    select (s.next_billing_date at time zone 'UTC')::date as period_end,
           (s.next_billing_date at time zone 'UTC')::date - on_date as days_left
  ) d
  join public.profiles p on p.user_id = s.user_id
  where s.next_billing_date is not null
    and not s.cancel_at_period_end
    and p.renewal_reminders
    and (
      (s.status = 'active' and d.days_left between 1 and 30)
      -- On expiry, and for a week after (catch-up); the expiry job may not have run yet.
      or (s.status in ('active', 'expired') and d.days_left between -7 and 0)
    )
    and not exists (
      select 1 from public.subscriptions o
      where o.user_id = s.user_id and o.id <> s.id and o.status = 'active'
        and (o.next_billing_date is null or o.next_billing_date > s.next_billing_date)
    );
$$;


ALTER FUNCTION public.membership_reminders_due(on_date date) OWNER TO postgres;

--
-- Name: mfa_backup_code_attempt(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mfa_backup_code_attempt(caller uuid, backup_code text, OUT code_id uuid, OUT refusal jsonb) RETURNS record
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  outcome jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('mfa_backup_code:' || caller::text, 0));
  select c.id into code_id
    from public.mfa_backup_codes c
   where c.user_id = caller
     and c.used_at is null
     and c.code_hash = encode(sha256(convert_to(upper(btrim(backup_code)), 'UTF8')), 'hex');
  outcome := public.auth_attempt_record(caller, 'mfa', code_id is not null);
  if outcome is not null then
    code_id := null;
    refusal := jsonb_build_object(
      'valid', false,
      'limited', outcome ->> 'state',
      'retry_after', (outcome ->> 'retry_after')::int,
      'message', case outcome ->> 'state'
        when 'locked' then
          'Too many failed verification codes: MFA verification for this account is paused. '
          || 'Try again in ' || (outcome ->> 'wait') || '.'
        else
          'Too many failed verification codes. Try again in ' || (outcome ->> 'wait') || '.'
      end
    );
  end if;
end
$$;


ALTER FUNCTION public.mfa_backup_code_attempt(caller uuid, backup_code text, OUT code_id uuid, OUT refusal jsonb) OWNER TO postgres;

--
-- Name: mfa_grace_days(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mfa_grace_days() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 7
$$;


ALTER FUNCTION public.mfa_grace_days() OWNER TO postgres;

--
-- Name: mfa_grace_interval(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mfa_grace_interval() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '30 days'
$$;


ALTER FUNCTION public.mfa_grace_interval() OWNER TO postgres;

--
-- Name: mfa_requirement_met(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mfa_requirement_met() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
$$;


ALTER FUNCTION public.mfa_requirement_met() OWNER TO postgres;

--
-- Name: FUNCTION mfa_requirement_met(); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.mfa_requirement_met() IS 'aal2, or no verified factor: the restrictive "aal2 once MFA is set up" policies use it.';

--
-- Name: mfa_support_open_request_limit(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mfa_support_open_request_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 5
$$;


ALTER FUNCTION public.mfa_support_open_request_limit() OWNER TO postgres;

--
-- Name: mfa_support_requests_enforce_open_limit(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.mfa_support_requests_enforce_open_limit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  open_requests integer;
begin
  if new.user_id is null or new.status = 'resolved' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('mfa_support_requests:' || new.user_id::text, 0));
  select count(*) into open_requests
    from public.mfa_support_requests r
   where r.user_id = new.user_id and r.status <> 'resolved';
  if open_requests >= public.mfa_support_open_request_limit() then
    raise exception using
      errcode = 'PT429',
      message = 'You already have ' || open_requests
        || ' open support requests. Our team will contact you within 24-48 hours.',
      hint = 'Wait until an open request is resolved before sending another.';
  end if;
  return new;
end
$$;


ALTER FUNCTION public.mfa_support_requests_enforce_open_limit() OWNER TO postgres;

--
-- Name: my_team_access(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.my_team_access() RETURNS TABLE(team_id uuid, team_name text, organization text, owner_name text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.mfa_requirement_met() or public.is_mfa_locked_out() then
    return;
  end if;
  return query
    select t.team_id, t.team_name, t.organization, nullif(btrim(p.full_name), '')
    from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    left join public.profiles p on p.user_id = t.team_owner_id
    where m.user_id = auth.uid()
      and exists (
        select 1 from public.team_seat_holders(t.team_owner_id) h where h.user_id = auth.uid()
      )
    order by m.added_at;
end
$$;


ALTER FUNCTION public.my_team_access() OWNER TO postgres;

--
-- Name: my_team_seats(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.my_team_seats() RETURNS TABLE(seats_paid integer, seats_used integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if auth.uid() is null or not public.mfa_requirement_met() or public.is_mfa_locked_out() then
    return;
  end if;
  return query select public.team_seats_paid(auth.uid()), public.team_seats_used(auth.uid());
end
$$;


ALTER FUNCTION public.my_team_seats() OWNER TO postgres;

--
-- Name: newsletter_confirm(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.newsletter_confirm(p_token text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  sub public.newsletter_subscriptions;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise exception 'This confirmation link is not valid' using errcode = '22023';
  end if;
  select * into sub from public.newsletter_subscriptions
   where confirm_token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
   for update;
  if not found or sub.status = 'unsubscribed' then
    raise exception 'This confirmation link is not valid' using errcode = '22023';
  end if;
  if sub.status = 'confirmed' then
    return 'confirmed';
  end if;
  if sub.confirm_expires_at < now() then
    return 'expired';
  end if;
  update public.newsletter_subscriptions
     set status = 'confirmed', consent_at = now()
   where id = sub.id;
  return 'confirmed';
end
$_$;


ALTER FUNCTION public.newsletter_confirm(p_token text) OWNER TO postgres;

--
-- Name: newsletter_subscribe(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.newsletter_subscribe(p_email text, p_language text DEFAULT 'en'::text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  lang text := coalesce(nullif(btrim(p_language), ''), 'en');
  sub public.newsletter_subscriptions;
  token text;
  used integer;
begin
  if char_length(address) > 254 or address !~ '^[^@[:space:]<>(),;:"\\]+@[^@[:space:]<>(),;:"\\]+\.[a-z]{2,}$' then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  if lang not in ('en', 'fr', 'pt', 'sw') then
    raise exception 'Unknown language' using errcode = '22023';
  end if;

  insert into public.public_form_submissions as s (form, client_address, window_start, submissions)
  values ('newsletter_subscriptions', public.request_client_address(), now(), 1)
  on conflict (form, client_address) do update
    set submissions = case when s.window_start > now() - interval '1 hour' then s.submissions + 1 else 1 end,
        window_start = case when s.window_start > now() - interval '1 hour' then s.window_start else now() end
  returning submissions into used;
  if used > 30 then
    raise exception 'Too many submissions from this address. Please try again in an hour.'
      using errcode = 'PT429';
  end if;

  insert into public.newsletter_subscriptions (email, language, user_id)
  values (address, lang, (select u.id from auth.users u where lower(u.email) = address limit 1))
  on conflict (email) do nothing;

  select * into sub from public.newsletter_subscriptions where email = address for update;
  if sub.status = 'confirmed' then
    return true;
  end if;
  if sub.confirm_sent_at is not null and sub.confirm_sent_at > now() - interval '10 minutes' then
    return true;
  end if;

  token := encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text || gen_random_uuid()::text, 'UTF8')), 'hex');
  update public.newsletter_subscriptions
     set status = 'pending',
         language = lang,
         requested_at = now(),
         unsubscribed_at = null,
         confirm_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'),
         confirm_expires_at = now() + interval '7 days',
         confirm_sent_at = now()
   where id = sub.id;
  perform public.enqueue_mail(
    'newsletter_confirm',
    null,
    format('newsletter_confirm:%s:%s', sub.id, floor(extract(epoch from now()) * 1000)::bigint),
    jsonb_build_object('confirm_path', '/newsletter?confirm=' || token),
    address,
    lang
  );
  return true;
end
$_$;


ALTER FUNCTION public.newsletter_subscribe(p_email text, p_language text) OWNER TO postgres;

--
-- Name: newsletter_unsubscribe(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.newsletter_unsubscribe(p_token text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  subscription uuid;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$' then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  subscription := split_part(p_token, '.', 1)::uuid;
  if public.newsletter_unsubscribe_token(subscription) is distinct from p_token then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  update public.newsletter_subscriptions
     set status = 'unsubscribed',
         unsubscribed_at = coalesce(unsubscribed_at, now()),
         confirm_token_hash = null,
         confirm_expires_at = null
   where id = subscription and status <> 'unsubscribed';
  return true;
end
$_$;


ALTER FUNCTION public.newsletter_unsubscribe(p_token text) OWNER TO postgres;

--
-- Name: newsletter_unsubscribe_token(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.newsletter_unsubscribe_token(p_subscription uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_subscription::text || '.' || left(encode(public.hmac_sha256(
    k.secret, convert_to('newsletter-unsubscribe:' || p_subscription::text, 'UTF8')), 'hex'), 32)
  from public.mail_signing_keys k
  where k.purpose = 'newsletter-unsubscribe';
$$;


ALTER FUNCTION public.newsletter_unsubscribe_token(p_subscription uuid) OWNER TO postgres;

--
-- Name: order_seat_refusal(uuid, text, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when s.used = 0 then null
    when p_tier = 'Corporate' and coalesce(p_team_size, 0) >= s.used then null
    when p_tier = 'Corporate' then
      'Your teams use ' || s.used || ' seats: choose a team size of at least ' || s.used
        || ' or remove people from your teams first'
    else
      'Your teams use ' || s.used || ' Corporate seats: remove people from your teams before choosing the '
        || coalesce(p_tier, 'selected') || ' tier'
  end
  from (select public.team_seats_used(p_owner) as used) s
$$;


ALTER FUNCTION public.order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer) OWNER TO postgres;

--
-- Name: payment_receipt_facts(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.payment_receipt_facts(p_reference text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION public.payment_receipt_facts(p_reference text) OWNER TO postgres;

--
-- Name: personal_data_columns(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.personal_data_columns() RETURNS TABLE(table_name text, column_name text, match text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  with cols as (
    select c.relname::text as table_name,
      a.attname::text as column_name,
      a.atttypid,
      exists (
        select 1 from pg_catalog.pg_constraint k
         where k.conrelid = c.oid and k.contype = 'f' and a.attnum = any (k.conkey)
           and k.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass)
      ) as refers_to_person
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind in ('r', 'p')
  ),
  tagged as (
    select table_name, column_name,
      case
        when (refers_to_person or (column_name = 'user_id' and atttypid = 'uuid'::regtype))
          and column_name !~ '_by$' then 'user'
        when atttypid in ('text'::regtype, 'character varying'::regtype)
          and (column_name = 'email' or column_name ~ '_email$') then 'email'
        when refers_to_person then 'actor'
      end as match
    from cols
  )
  select t.table_name, t.column_name, t.match
    from tagged t
   where t.match in ('user', 'email')
      or (t.match = 'actor' and not exists (
        select 1 from tagged s where s.table_name = t.table_name and s.match in ('user', 'email')
      ))
   order by 1, 2
$_$;


ALTER FUNCTION public.personal_data_columns() OWNER TO postgres;

--
-- Name: personal_data_condition(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.personal_data_condition(p_table text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select string_agg(
      case p.match
        when 'email' then format('lower(r.%I) = $2', p.column_name)
        else format('r.%I = $1', p.column_name)
      end,
      ' or ' order by p.column_name
    )
    || case when p_table = 'audit_logs' then ' or strpos(r.action_details::text, $1::text) > 0' else '' end
    from public.personal_data_columns() p
   where p.table_name = p_table
$_$;


ALTER FUNCTION public.personal_data_condition(p_table text) OWNER TO postgres;

--
-- Name: personal_data_of(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.personal_data_of(p_user uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_email text;
  v_tables jsonb := '{}';
  v_rows jsonb;
  t record;
begin
  select lower(u.email) into v_email from auth.users u where u.id = p_user;
  for t in select distinct p.table_name from public.personal_data_columns() p order by 1 loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(r) - $3 order by to_jsonb(r)::text), ''[]'') from public.%I r where %s',
      t.table_name, public.personal_data_condition(t.table_name)
    ) into v_rows using p_user, v_email, public.personal_data_secret_columns(t.table_name);
    v_tables := v_tables || jsonb_build_object(t.table_name, v_rows);
  end loop;
  return jsonb_build_object(
    'format', 'csan-member-data/1',
    'generated_at', now(),
    'account', (
      select jsonb_build_object(
        'id', u.id, 'email', u.email, 'phone', u.phone, 'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at,
        'factors', coalesce((
          select jsonb_agg(jsonb_build_object(
            'type', f.factor_type, 'status', f.status, 'created_at', f.created_at) order by f.created_at)
            from auth.mfa_factors f where f.user_id = u.id
        ), '[]')
      )
      from auth.users u where u.id = p_user
    ),
    'memberships', jsonb_build_object(
      'teams', coalesce((
        select jsonb_agg(jsonb_build_object(
          'team_id', ct.team_id, 'team_name', ct.team_name, 'organization', ct.organization,
          'role', case when ct.team_owner_id = p_user then 'owner' else 'member' end)
          order by ct.team_name)
          from public.corporate_teams ct
         where ct.team_owner_id = p_user
            or exists (select 1 from public.corporate_team_members m
                        where m.team_id = ct.team_id and m.user_id = p_user)
      ), '[]'),
      'projects', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project_id', rp.project_id, 'project_name', rp.project_name, 'status', rp.status,
          'role', case when rp.project_manager_id = p_user then 'manager' else 'member' end)
          order by rp.project_name)
          from public.rd_projects rp
         where rp.project_manager_id = p_user
            or exists (select 1 from public.rd_project_members m
                        where m.project_id = rp.project_id and m.user_id = p_user)
      ), '[]')
    ),
    'tables', v_tables
  );
end
$_$;


ALTER FUNCTION public.personal_data_of(p_user uuid) OWNER TO postgres;

--
-- Name: personal_data_secret_columns(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.personal_data_secret_columns(p_table text) RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select coalesce(array_agg(a.attname::text), '{}')
    from pg_catalog.pg_attribute a
   where a.attrelid = format('public.%I', p_table)::regclass
     and a.attnum > 0 and not a.attisdropped
     and a.attname ~ '(hash|secret|^token$)'
$_$;


ALTER FUNCTION public.personal_data_secret_columns(p_table text) OWNER TO postgres;

--
-- Name: price_order(uuid, text, integer, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.price_order(member_id uuid, tier text, team_size integer, code text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  price jsonb;
  per_member bigint;
  subtotal bigint;
  normalized text := nullif(upper(btrim(price_order.code)), '');
  dc public.discount_codes;
  refusal text;
  discount bigint := 0;
begin
  if public.has_role(price_order.member_id, 'admin') then
    raise exception 'Admins have free access to all features' using errcode = '42501';
  end if;
  if tier is null or tier not in ('Student', 'Professional', 'Corporate') then
    raise exception 'Choose a membership tier' using errcode = '22023';
  end if;
  price := public.compute_order_price(tier, team_size, null);
  subtotal := (price ->> 'subtotal_cents')::bigint;
  select p.price_per_additional_member_cents into per_member
    from public.membership_pricing p where p.tier = price_order.tier and p.is_active;
  if normalized is not null then
    select * into dc from public.discount_codes d where d.code = normalized;
    if dc.id is not null then
      -- Uses held by the member's own unfinished orders come back before this order takes one
      -- (create_order abandons them first: there, none are left to count).
      dc.times_used := dc.times_used - (
        select count(*) from public.subscriptions s
         where s.user_id = price_order.member_id and s.discount_code_id = dc.id
           and s.status = 'pending'
      );
    end if;
    refusal := coalesce(
      public.discount_refusal(dc, tier, subtotal),
      public.member_discount_refusal(dc, member_id)
    );
    if refusal is null then
      discount := public.discount_amount_cents(dc, subtotal);
    end if;
  end if;
  return jsonb_build_object(
    'tier', tier,
    'team_size', (price ->> 'team_size')::integer,
    'base_price_cents', (price ->> 'base_price_cents')::bigint,
    'extra_members', (price ->> 'extra_members')::integer,
    'extra_member_cents', case when tier = 'Corporate' then per_member else 0 end,
    'extra_members_cents', (price ->> 'extra_members_cents')::bigint,
    'subtotal_cents', subtotal,
    'discount_code', normalized,
    'discount', case when normalized is null then null else jsonb_build_object(
      'valid', refusal is null,
      'message', coalesce(refusal, 'Discount code applied'),
      'amount_cents', discount
    ) end,
    'discount_amount_cents', discount,
    'total_cents', greatest(subtotal - discount, 0),
    -- For create_order only (quote_order leaves it out): the code an accepted verdict is about.
    'discount_code_id', case when normalized is not null and refusal is null then dc.id end
  );
end
$$;


ALTER FUNCTION public.price_order(member_id uuid, tier text, team_size integer, code text) OWNER TO postgres;

--
-- Name: profiles_derive_mfa_enabled(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.profiles_derive_mfa_enabled() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce(auth.jwt() ->> 'role', '') in ('authenticated', 'anon')
    and new.mfa_enabled is distinct from old.mfa_enabled
  then
    new.mfa_enabled := exists (
      select 1 from auth.mfa_factors f where f.user_id = new.user_id and f.status = 'verified'
    );
  end if;
  return new;
end
$$;


ALTER FUNCTION public.profiles_derive_mfa_enabled() OWNER TO postgres;

--
-- Name: profiles_guard_access_flags(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.profiles_guard_access_flags() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon')
    and (
      new.is_lms_active is distinct from old.is_lms_active
      or new.is_cert_partner is distinct from old.is_cert_partner
      or new.has_premium_tool_access is distinct from old.has_premium_tool_access
    )
    and not (
      public.has_role(auth.uid(), 'admin') and coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    )
  then
    raise exception 'Only administrators can change access flags'
      using errcode = '42501';
  end if;
  return new;
end
$$;


ALTER FUNCTION public.profiles_guard_access_flags() OWNER TO postgres;

--
-- Name: public_form_guard(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.public_form_guard() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  used integer;
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') then
    return null;
  end if;
  if (select count(*) from new_rows) > 1 then
    raise exception 'One submission per request' using errcode = '22023';
  end if;
  insert into public.public_form_submissions as s (form, client_address, window_start, submissions)
  values (tg_table_name, public.request_client_address(), now(), 1)
  on conflict (form, client_address) do update
    set submissions = case
          when s.window_start > now() - interval '1 hour' then s.submissions + 1
          else 1
        end,
        window_start = case
          when s.window_start > now() - interval '1 hour' then s.window_start
          else now()
        end
  returning submissions into used;
  if used > public.public_form_hourly_limit(tg_table_name) then
    raise exception 'Too many submissions from this address. Please try again in an hour.'
      using errcode = 'PT429';
  end if;
  return null;
end
$$;


ALTER FUNCTION public.public_form_guard() OWNER TO postgres;

--
-- Name: public_form_hourly_limit(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.public_form_hourly_limit(form text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case form
    when 'content_leads' then 60
    when 'waitlist' then 10
    when 'rd_inquiries' then 10
  end
$$;


ALTER FUNCTION public.public_form_hourly_limit(form text) OWNER TO postgres;

--
-- Name: public_form_one_row(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.public_form_one_row() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION public.public_form_one_row() OWNER TO postgres;

--
-- Name: queue_receipt_mail(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.queue_receipt_mail() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  body jsonb := public.receipt_mail_payload(new.reference);
begin
  -- A payment without a subscription (none today) has nothing to print: no mail.
  if body is not null then
    perform public.enqueue_mail('receipt', new.user_id, 'receipt:' || new.reference, body);
  end if;
  return null;
end
$$;


ALTER FUNCTION public.queue_receipt_mail() OWNER TO postgres;

--
-- Name: quote_order(uuid, text, integer, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.quote_order(member_id uuid, tier text, team_size integer, code text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (q.price - 'discount_code_id') || jsonb_build_object(
    'free_order', (q.price ->> 'total_cents')::bigint = 0,
    'seats_used', public.team_seats_used(quote_order.member_id),
    'refusal', public.order_seat_refusal(
      quote_order.member_id, quote_order.tier, (q.price ->> 'team_size')::integer
    )
  )
  from (
    select public.price_order(
      quote_order.member_id, quote_order.tier, quote_order.team_size, quote_order.code
    ) as price
  ) q
$$;


ALTER FUNCTION public.quote_order(member_id uuid, tier text, team_size integer, code text) OWNER TO postgres;

--
-- Name: rd_project_messages_stamp(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.rd_project_messages_stamp() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.body := btrim(new.body);
  new.created_at := now();
  new.author_name := (select p.full_name from public.profiles p where p.user_id = new.author_id);
  new.author_role := case
    when exists (
      select 1 from public.rd_projects r
      where r.project_id = new.project_id and r.project_manager_id = new.author_id
    ) then 'manager'
    when exists (
      select 1 from public.rd_project_members m
      where m.project_id = new.project_id and m.user_id = new.author_id
    ) then 'member'
    else 'admin'
  end;
  return new;
end
$$;


ALTER FUNCTION public.rd_project_messages_stamp() OWNER TO postgres;

--
-- Name: rd_project_team(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.rd_project_team(p_project_id uuid) RETURNS TABLE(user_id uuid, full_name text, email text, team_role text, added_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with visible as (
    select public.can_read_rd_project(p_project_id) and not public.is_mfa_locked_out() as ok,
      public.is_rd_project_manager(p_project_id)
        or public.has_role((select auth.uid()), 'admin') as sees_email
  ),
  people as (
    select p.project_manager_id as user_id, 'manager'::text as team_role, p.created_at as added_at
    from public.rd_projects p
    where p.project_id = p_project_id
    union all
    select m.user_id, 'member', m.added_at
    from public.rd_project_members m
    where m.project_id = p_project_id
  )
  select x.user_id, pr.full_name, case when v.sees_email then u.email::text end, x.team_role, x.added_at
  from people x
  cross join visible v
  left join public.profiles pr on pr.user_id = x.user_id
  left join auth.users u on u.id = x.user_id
  where v.ok
  order by x.team_role = 'member', x.added_at, x.user_id
$$;


ALTER FUNCTION public.rd_project_team(p_project_id uuid) OWNER TO postgres;

--
-- Name: receipt_mail_payload(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.receipt_mail_payload(p_reference text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select f - 'user_id' - 'member_name' - 'member_email' - 'language' - 'currency'
    from public.payment_receipt_facts(p_reference) f
   where f is not null
$$;


ALTER FUNCTION public.receipt_mail_payload(p_reference text) OWNER TO postgres;

--
-- Name: record_payment_channel(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.record_payment_channel(p_reference text, p_channel text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


ALTER FUNCTION public.record_payment_channel(p_reference text, p_channel text) OWNER TO postgres;

--
-- Name: redact_json(jsonb, text[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.redact_json(doc jsonb, secrets text[]) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  v_text text := doc::text;
  v_secret text;
  v_escaped text;
begin
  foreach v_secret in array secrets loop
    continue when v_secret is null or char_length(btrim(v_secret)) < 3;
    -- The secret as it is written inside a JSON string (quotes and escapes), then as a regular
    -- expression that matches it literally.
    v_escaped := to_jsonb(btrim(v_secret))::text;
    v_escaped := substr(v_escaped, 2, char_length(v_escaped) - 2);
    v_escaped := regexp_replace(v_escaped, '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g');
    v_text := regexp_replace(v_text, v_escaped, '[deleted]', 'gi');
  end loop;
  return v_text::jsonb;
end
$_$;


ALTER FUNCTION public.redact_json(doc jsonb, secrets text[]) OWNER TO postgres;

--
-- Name: redeem_discount_code(text, text, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.redeem_discount_code(code text, tier text, amount_cents bigint) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  dc public.discount_codes;
  refusal text;
begin
  update public.discount_codes d
     set times_used = d.times_used + 1
   where d.code = upper(btrim(redeem_discount_code.code))
     and public.discount_refusal(d, tier, amount_cents) is null
  returning * into dc;
  if dc.id is null then
    -- Explain why, from the current state of the code.
    select * into dc from public.discount_codes d where d.code = upper(btrim(redeem_discount_code.code));
    refusal := coalesce(public.discount_refusal(dc, tier, amount_cents), 'Invalid discount code');
    return jsonb_build_object('valid', false, 'message', refusal, 'discount_amount_cents', 0);
  end if;
  return jsonb_build_object(
    'valid', true,
    'message', 'Discount code applied',
    'discount_amount_cents', public.discount_amount_cents(dc, amount_cents),
    'discount_code_id', dc.id
  );
end
$$;


ALTER FUNCTION public.redeem_discount_code(code text, tier text, amount_cents bigint) OWNER TO postgres;

--
-- Name: redeem_mfa_backup_code(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.redeem_mfa_backup_code(backup_code text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  attempt record;
begin
  if caller is null or backup_code is null then
    return jsonb_build_object('valid', false, 'remaining', 0);
  end if;
  select * into attempt from public.mfa_backup_code_attempt(caller, backup_code);
  if attempt.refusal is not null then
    return attempt.refusal;
  end if;
  if attempt.code_id is null then
    return jsonb_build_object(
      'valid', false,
      'remaining', (
        select count(*) from public.mfa_backup_codes c
         where c.user_id = caller and c.used_at is null
      )
    );
  end if;
  update public.mfa_backup_codes c set used_at = now() where c.id = attempt.code_id;
  -- As GoTrue's unenroll does: sessions raised with these factors lose their
  -- totp claim, so their next refresh is aal1 (AAL is computed from the claims).
  delete from auth.mfa_amr_claims a
   where a.authentication_method = 'totp'
     and a.session_id in (
       select s.id from auth.sessions s
        where s.user_id = caller
          and s.factor_id in (select f.id from auth.mfa_factors f where f.user_id = caller)
     );
  update auth.sessions s set aal = 'aal1', factor_id = null, updated_at = now()
   where s.user_id = caller
     and s.factor_id in (select f.id from auth.mfa_factors f where f.user_id = caller);
  delete from auth.mfa_factors f where f.user_id = caller and f.factor_type = 'totp';
  perform public.start_mfa_grace_period(caller);
  return jsonb_build_object('valid', true, 'remaining', 0);
end
$$;


ALTER FUNCTION public.redeem_mfa_backup_code(backup_code text) OWNER TO postgres;

--
-- Name: release_discount_code(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.release_discount_code(discount_code_id uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.discount_codes d set times_used = d.times_used - 1
  where d.id = release_discount_code.discount_code_id and d.times_used > 0
$$;


ALTER FUNCTION public.release_discount_code(discount_code_id uuid) OWNER TO postgres;

--
-- Name: release_form_notification(text, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.release_form_notification(p_form text, p_row_id uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.form_notifications where form = p_form and row_id = p_row_id
$$;


ALTER FUNCTION public.release_form_notification(p_form text, p_row_id uuid) OWNER TO postgres;

--
-- Name: renewal_reminders_unsubscribe_token(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.renewal_reminders_unsubscribe_token(p_user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_user_id::text || '.' || left(encode(public.hmac_sha256(
    k.secret, convert_to('renewal-reminders-unsubscribe:' || p_user_id::text, 'UTF8')), 'hex'), 32)
  from public.mail_signing_keys k
  where k.purpose = 'renewal-reminders-unsubscribe';
$$;


ALTER FUNCTION public.renewal_reminders_unsubscribe_token(p_user_id uuid) OWNER TO postgres;

--
-- Name: report_client_error(text, text, text, text, text, text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.report_client_error(p_remote text, p_message text, p_source text DEFAULT 'action'::text, p_version text DEFAULT NULL::text, p_action text DEFAULT NULL::text, p_stack text DEFAULT NULL::text, p_path text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  reporter text := coalesce('user:' || auth.uid()::text, public.request_client_address());
  used integer;
  cleaned_message text := public.client_error_clean(p_message, 1000);
begin
  if p_remote is null or p_remote !~ '^[a-z0-9_]{1,64}$' then
    raise exception 'Unknown remote name' using errcode = '22023';
  end if;
  if coalesce(p_source, '') not in ('federation', 'boundary', 'query', 'mutation', 'action', 'boot') then
    raise exception 'Unknown error source' using errcode = '22023';
  end if;
  if cleaned_message is null then
    raise exception 'An error report needs a message' using errcode = '22023';
  end if;

  insert into public.public_form_submissions as s (form, client_address, window_start, submissions)
  values ('client_error_reports', reporter, now(), 1)
  on conflict (form, client_address) do update
    set submissions = case
          when s.window_start > now() - interval '1 hour' then s.submissions + 1
          else 1
        end,
        window_start = case
          when s.window_start > now() - interval '1 hour' then s.window_start
          else now()
        end
  returning submissions into used;
  if used > public.client_error_hourly_limit() then
    raise exception 'Too many error reports from this client. Please try again in an hour.'
      using errcode = 'PT429';
  end if;

  insert into public.client_error_reports (user_id, remote, version, source, action, message, stack, path)
  values (
    auth.uid(),
    p_remote,
    coalesce(public.client_error_clean(p_version, 64), 'unknown'),
    p_source,
    public.client_error_clean(p_action, 100),
    cleaned_message,
    public.client_error_clean(p_stack, 4000),
    -- The path alone: a query string or hash may carry an address or a token.
    public.client_error_clean(split_part(split_part(p_path, '?', 1), '#', 1), 300)
  );
end
$_$;


ALTER FUNCTION public.report_client_error(p_remote text, p_message text, p_source text, p_version text, p_action text, p_stack text, p_path text) OWNER TO postgres;

--
-- Name: request_actor_role(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.request_actor_role() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when auth.uid() is not null and public.has_role(auth.uid(), 'admin') then 'admin'
    when auth.uid() is not null then 'member'
    else coalesce(nullif(auth.role(), ''), 'system')
  end
$$;


ALTER FUNCTION public.request_actor_role() OWNER TO postgres;

--
-- Name: request_client_address(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.request_client_address() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    nullif(public.auth_attempt_client(reverse(split_part(reverse(coalesce(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''
    )), ',', 1))), ''),
    'unknown'
  )
$$;


ALTER FUNCTION public.request_client_address() OWNER TO postgres;

--
-- Name: request_source_app(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.request_source_app() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when h in ('main', 'skillup', 'intel', 'tools') then h
    else 'main'
  end
  from (
    select lower(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-source-app'
    ) as h
  ) as header
$$;


ALTER FUNCTION public.request_source_app() OWNER TO postgres;

--
-- Name: require_aal2_for_member_data(regclass, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.require_aal2_for_member_data(target regclass, public_insert boolean DEFAULT false) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  table_name text := (select c.relname from pg_catalog.pg_class c where c.oid = target);
  operation text;
begin
  if public_insert then
    foreach operation in array array['select', 'update', 'delete'] loop
      execute format(
        'create policy %I on %s as restrictive for %s to authenticated using ((select public.mfa_requirement_met()))',
        format('%s: %s needs aal2 once MFA is set up', table_name, operation),
        target,
        operation
      );
    end loop;
  else
    execute format(
      'create policy %I on %s as restrictive for all to authenticated using ((select public.mfa_requirement_met())) with check ((select public.mfa_requirement_met()))',
      format('%s: aal2 once MFA is set up', table_name),
      target
    );
  end if;
end
$$;


ALTER FUNCTION public.require_aal2_for_member_data(target regclass, public_insert boolean) OWNER TO postgres;

--
-- Name: reset_mfa_requirement(uuid, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.reset_mfa_requirement(target_user_id uuid, new_deadline_days integer DEFAULT 7) RETURNS date
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  before public.mfa_enforcement;
  new_deadline date;
begin
  perform public.assert_admin_aal2();
  if new_deadline_days is null or new_deadline_days < 1 or new_deadline_days > 30 then
    raise exception 'new_deadline_days must be between 1 and 30' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  select * into before from public.mfa_enforcement e where e.user_id = target_user_id for update;
  insert into public.mfa_enforcement as e (user_id, mfa_setup_deadline)
  values (target_user_id, current_date + new_deadline_days)
  on conflict (user_id) do update
    set mfa_setup_deadline = current_date + new_deadline_days, mfa_disabled_at = null
  returning e.mfa_setup_deadline into new_deadline;
  if before.user_id is not null
     and before.mfa_setup_deadline is not distinct from new_deadline
     and before.mfa_disabled_at is null then
    perform public.audit_unchanged_mfa_deadline(
      'reset_mfa_requirement', target_user_id, new_deadline_days, new_deadline
    );
  end if;
  return new_deadline;
end
$$;


ALTER FUNCTION public.reset_mfa_requirement(target_user_id uuid, new_deadline_days integer) OWNER TO postgres;

--
-- Name: member_directory; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.member_directory (
    directory_id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    is_public boolean DEFAULT false NOT NULL,
    expertise_areas text[] DEFAULT '{}'::text[] NOT NULL,
    research_interests text,
    bio text,
    location text,
    linkedin_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT member_directory_bio_check CHECK ((char_length(bio) <= 2000)),
    CONSTRAINT member_directory_expertise_areas_check CHECK ((cardinality(expertise_areas) <= 50)),
    CONSTRAINT member_directory_linkedin_url_check CHECK (((char_length(linkedin_url) <= 200) AND (linkedin_url ~ '^https://(www\.|[a-z]{2}\.)?linkedin\.com/in/[A-Za-z0-9_%-]{1,100}/?$'::text))),
    CONSTRAINT member_directory_location_check CHECK ((char_length(location) <= 200)),
    CONSTRAINT member_directory_research_interests_check CHECK ((char_length(research_interests) <= 2000))
);


ALTER TABLE public.member_directory OWNER TO postgres;

--
-- Name: profiles; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.profiles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    full_name text,
    phone_number text,
    organization text,
    job_title text,
    country text,
    membership_tier text,
    mfa_enabled boolean DEFAULT false NOT NULL,
    is_lms_active boolean DEFAULT false NOT NULL,
    is_cert_partner boolean DEFAULT false NOT NULL,
    has_premium_tool_access boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    renewal_reminders boolean DEFAULT true NOT NULL,
    CONSTRAINT profiles_country_check CHECK ((char_length(country) <= 100)),
    CONSTRAINT profiles_full_name_check CHECK ((char_length(full_name) <= 100)),
    CONSTRAINT profiles_job_title_check CHECK ((char_length(job_title) <= 200)),
    CONSTRAINT profiles_membership_tier_check CHECK ((membership_tier = ANY (ARRAY['Student'::text, 'Professional'::text, 'Corporate'::text]))),
    CONSTRAINT profiles_organization_check CHECK ((char_length(organization) <= 200)),
    CONSTRAINT profiles_phone_number_check CHECK ((char_length(phone_number) <= 50))
);


ALTER TABLE public.profiles OWNER TO postgres;

--
-- Name: public_member_profiles; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW public.public_member_profiles AS
 SELECT d.directory_id,
    d.user_id,
    p.full_name,
    p.job_title,
    p.organization,
    d.expertise_areas,
    d.research_interests,
    d.bio,
    d.location,
    d.linkedin_url,
    d.created_at,
    d.updated_at,
    p.country
   FROM (public.member_directory d
     JOIN public.profiles p ON ((p.user_id = d.user_id)))
  WHERE (d.is_public AND (( SELECT auth.uid() AS uid) IS NOT NULL) AND (NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out)) AND ( SELECT public.mfa_requirement_met() AS mfa_requirement_met));


ALTER VIEW public.public_member_profiles OWNER TO postgres;

--
-- Name: search_public_members(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.search_public_members(search text DEFAULT NULL::text, expertise text DEFAULT NULL::text) RETURNS SETOF public.public_member_profiles
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select m.*
  from public.public_member_profiles m
  where (
      nullif(btrim(search_public_members.expertise), '') is null
      or exists (
        select 1 from unnest(m.expertise_areas) as a
        where lower(a) = lower(btrim(search_public_members.expertise))
      )
    )
    and not exists (
      select 1
      from regexp_split_to_table(
        lower(left(coalesce(search_public_members.search, ''), 200)), '\s+'
      ) as term
      where term <> ''
        and strpos(lower(coalesce(m.full_name, '')), term) = 0
        and strpos(lower(coalesce(m.organization, '')), term) = 0
        and strpos(lower(coalesce(m.country, '')), term) = 0
        and not exists (
          select 1 from unnest(m.expertise_areas) as a where strpos(lower(a), term) > 0
        )
    )
  order by m.created_at desc, m.directory_id
$$;


ALTER FUNCTION public.search_public_members(search text, expertise text) OWNER TO postgres;

--
-- Name: send_membership_reminders(date); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.send_membership_reminders(on_date date DEFAULT CURRENT_DATE) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  due record;
  queued integer := 0;
begin
  for due in select * from public.membership_reminders_due(on_date) loop
    -- enqueue_mail returns null when the key is already in the outbox (sent once).
    if public.enqueue_mail(
      'renewal_reminder',
      due.user_id,
      format('reminder:%s:%s:%s', due.subscription_id, due.next_billing_date, due.stage),
      jsonb_build_object(
        'stage', due.stage,
        'tier', due.tier,
        'days_left', greatest(due.days_left, 0),
        'next_billing_date', due.next_billing_date,
        'renew_path', '/checkout?tier=' || due.tier,
        'unsubscribe_path', '/reminders-unsubscribe?token='
          || public.renewal_reminders_unsubscribe_token(due.user_id)
      )
    ) is not null then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end
$$;


ALTER FUNCTION public.send_membership_reminders(on_date date) OWNER TO postgres;

--
-- Name: set_updated_at(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end
$$;


ALTER FUNCTION public.set_updated_at() OWNER TO postgres;

--
-- Name: skillup_after_attempt_submitted(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_after_attempt_submitted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  course uuid := (select e.course_id from public.skillup_exams e where e.id = new.exam_id);
begin
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), 'skillup', 'skillup_exam_submitted',
          jsonb_build_object('exam_id', new.exam_id, 'attempt_id', new.id,
                             'user_id', new.user_id, 'score_percent', new.score_percent,
                             'passed', new.passed));
  if new.passed then
    perform public.skillup_refresh_completion(new.user_id, course);
  end if;
  return null;
end
$$;


ALTER FUNCTION public.skillup_after_attempt_submitted() OWNER TO postgres;

--
-- Name: skillup_after_enrolment_completed(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_after_enrolment_completed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  course public.skillup_courses;
  holder text := coalesce((select nullif(btrim(p.full_name), '') from public.profiles p
                           where p.user_id = new.user_id), 'CSAN member');
  pathway public.skillup_pathways;
begin
  select * into course from public.skillup_courses c where c.id = new.course_id;
  insert into public.skillup_certificates
    (code, user_id, course_id, holder_name, title, cpe_hours, issued_at, expires_at)
  values (public.skillup_new_certificate_code(), new.user_id, course.id, holder, course.title,
          course.cpe_hours, new.completed_at,
          new.completed_at + make_interval(months => course.certificate_valid_months))
  on conflict do nothing;

  for pathway in
    select p.* from public.skillup_pathways p
    join public.skillup_pathway_courses pc on pc.pathway_id = p.id and pc.course_id = new.course_id
    where p.status = 'published'
      and not exists (
        select 1 from public.skillup_pathway_courses other
        where other.pathway_id = p.id
          and not exists (select 1 from public.skillup_enrolments e
                          where e.course_id = other.course_id and e.user_id = new.user_id
                            and e.completed_at is not null))
  loop
    insert into public.skillup_certificates
      (code, user_id, pathway_id, holder_name, title, cpe_hours, issued_at)
    values (public.skillup_new_certificate_code(), new.user_id, pathway.id, holder, pathway.title,
            0, new.completed_at)
    on conflict do nothing;
  end loop;
  return null;
end
$$;


ALTER FUNCTION public.skillup_after_enrolment_completed() OWNER TO postgres;

--
-- Name: skillup_after_lesson_completed(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_after_lesson_completed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.skillup_refresh_completion(new.user_id, new.course_id);
  return null;
end
$$;


ALTER FUNCTION public.skillup_after_lesson_completed() OWNER TO postgres;

--
-- Name: skillup_assert_learner(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_assert_learner() RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if auth.uid() is null or not public.mfa_requirement_met() or public.is_mfa_locked_out()
     or not public.has_area_flag(auth.uid(), 'learning') then
    raise exception 'not_allowed: SkillUp needs a signed-in member with learning access'
      using errcode = '42501';
  end if;
  return auth.uid();
end
$$;


ALTER FUNCTION public.skillup_assert_learner() OWNER TO postgres;

--
-- Name: skillup_attempt_questions(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_attempt_questions(p_attempt_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := public.skillup_assert_learner();
  attempt public.skillup_attempts := public.skillup_own_attempt(p_attempt_id);
begin
  return jsonb_build_object(
    'attempt_id', attempt.id, 'exam_id', attempt.exam_id, 'attempt_no', attempt.attempt_no,
    'started_at', attempt.started_at, 'deadline_at', attempt.deadline_at,
    'submitted_at', attempt.submitted_at,
    'questions', public.skillup_questions_json(attempt.id));
end
$$;


ALTER FUNCTION public.skillup_attempt_questions(p_attempt_id uuid) OWNER TO postgres;

--
-- Name: skillup_attempt_review(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_attempt_review(p_attempt_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := public.skillup_assert_learner();
  attempt public.skillup_attempts := public.skillup_own_attempt(p_attempt_id);
begin
  if attempt.submitted_at is null then
    raise exception 'not_submitted: answers are shown after submitting' using errcode = 'P0001';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'question_id', q.id, 'prompt', q.prompt, 'is_correct', aa.is_correct,
      'selected_option_ids', to_jsonb(aa.selected_option_ids),
      'correct_option_ids', (select coalesce(jsonb_agg(o.id order by o.position), '[]')
                             from public.skillup_question_options o
                             where o.question_id = q.id and o.is_correct)
    ) order by aa.position), '[]')
    from public.skillup_attempt_answers aa
    join public.skillup_questions q on q.id = aa.question_id
    where aa.attempt_id = attempt.id);
end
$$;


ALTER FUNCTION public.skillup_attempt_review(p_attempt_id uuid) OWNER TO postgres;

--
-- Name: skillup_audit(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_audit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  action text;
  details jsonb;
begin
  if tg_table_name = 'skillup_enrolments' then
    action := 'skillup_enrolled';
    details := jsonb_build_object('course_id', new.course_id, 'user_id', new.user_id);
  elsif tg_op = 'INSERT' then
    action := 'skillup_certificate_issued';
    details := jsonb_strip_nulls(jsonb_build_object(
      'certificate_id', new.id, 'user_id', new.user_id,
      'course_id', new.course_id, 'pathway_id', new.pathway_id));
  else
    action := 'skillup_certificate_revoked';
    details := jsonb_build_object('certificate_id', new.id, 'user_id', new.user_id);
  end if;
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), 'skillup', action, details);
  return null;
end
$$;


ALTER FUNCTION public.skillup_audit() OWNER TO postgres;

--
-- Name: skillup_complete_lesson(uuid, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_complete_lesson(p_lesson_id uuid, p_client_key uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := public.skillup_assert_learner();
  course uuid := public.skillup_lesson_course(p_lesson_id);
  used_for uuid;
begin
  if p_client_key is null then
    raise exception 'bad_request: a client key is required' using errcode = '22023';
  end if;
  perform public.skillup_own_enrolment(course);
  select c.lesson_id into used_for from public.skillup_lesson_completions c
  where c.user_id = uid and c.client_key = p_client_key;
  if used_for is not null and used_for <> p_lesson_id then
    raise exception 'bad_request: this client key was used for another lesson' using errcode = '22023';
  end if;
  insert into public.skillup_lesson_completions (user_id, lesson_id, course_id, client_key)
  values (uid, p_lesson_id, course, p_client_key)
  on conflict do nothing;
  update public.skillup_enrolments set last_lesson_id = p_lesson_id
  where course_id = course and user_id = uid;
  return public.skillup_progress(uid, course);
end
$$;


ALTER FUNCTION public.skillup_complete_lesson(p_lesson_id uuid, p_client_key uuid) OWNER TO postgres;

--
-- Name: skillup_course_progress(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_course_progress(p_course_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.skillup_courses c where c.id = p_course_id
                   and (c.status = 'published' or public.skillup_is_editor(c.id))) then
    raise exception 'not_found: no such course' using errcode = 'P0002';
  end if;
  return public.skillup_progress(auth.uid(), p_course_id);
end
$$;


ALTER FUNCTION public.skillup_course_progress(p_course_id uuid) OWNER TO postgres;

--
-- Name: skillup_courses_before_write(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_courses_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    new.author_id := coalesce(auth.uid(), new.author_id);
  end if;
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published') then
    new.published_at := coalesce(new.published_at, now());
  elsif new.status = 'draft' then
    new.published_at := null;
  end if;
  new.updated_at := now();
  return new;
end
$$;


ALTER FUNCTION public.skillup_courses_before_write() OWNER TO postgres;

--
-- Name: skillup_courses_check_draws(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_courses_check_draws() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  short text;
begin
  if new.status = 'published' and old.status is distinct from 'published' then
    short := public.skillup_undrawable_exams(new.id);
    if short is not null then
      raise exception 'exam_bank_short: an exam draws more questions than its bank holds'
        using errcode = 'P0001', detail = short;
    end if;
  end if;
  return new;
end
$$;


ALTER FUNCTION public.skillup_courses_check_draws() OWNER TO postgres;

--
-- Name: skillup_enrolments; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_enrolments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    course_id uuid NOT NULL,
    user_id uuid NOT NULL,
    enrolled_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    last_lesson_id uuid
);


ALTER TABLE public.skillup_enrolments OWNER TO postgres;

--
-- Name: skillup_enrol(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_enrol(p_course_id uuid) RETURNS public.skillup_enrolments
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := public.skillup_assert_learner();
  missing text;
  v_row public.skillup_enrolments;
begin
  if not exists (select 1 from public.skillup_courses c
                 where c.id = p_course_id and c.status = 'published') then
    raise exception 'not_found: no such course' using errcode = 'P0002';
  end if;
  select string_agg(c.title, '; ' order by c.title) into missing
  from public.skillup_course_prerequisites pr
  join public.skillup_courses c on c.id = pr.prerequisite_id
  where pr.course_id = p_course_id
    and not exists (select 1 from public.skillup_enrolments e
                    where e.course_id = pr.prerequisite_id and e.user_id = uid
                      and e.completed_at is not null);
  if missing is not null then
    raise exception 'prerequisites_missing' using errcode = 'P0001', detail = missing;
  end if;
  insert into public.skillup_enrolments (course_id, user_id) values (p_course_id, uid)
  on conflict (course_id, user_id) do nothing;
  select * into v_row from public.skillup_enrolments e
  where e.course_id = p_course_id and e.user_id = uid;
  return v_row;
end
$$;


ALTER FUNCTION public.skillup_enrol(p_course_id uuid) OWNER TO postgres;

--
-- Name: skillup_exam_course(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_exam_course(p_exam_id uuid) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select e.course_id from public.skillup_exams e where e.id = p_exam_id
$$;


ALTER FUNCTION public.skillup_exam_course(p_exam_id uuid) OWNER TO postgres;

--
-- Name: skillup_exams; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_exams (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    course_id uuid NOT NULL,
    module_id uuid,
    title text NOT NULL,
    draw_count integer NOT NULL,
    time_limit_minutes integer NOT NULL,
    pass_mark_percent integer NOT NULL,
    max_attempts integer DEFAULT 3 NOT NULL,
    retry_wait_hours integer DEFAULT 24 NOT NULL,
    CONSTRAINT skillup_exams_draw_count_check CHECK (((draw_count >= 1) AND (draw_count <= 200))),
    CONSTRAINT skillup_exams_max_attempts_check CHECK (((max_attempts >= 1) AND (max_attempts <= 100))),
    CONSTRAINT skillup_exams_pass_mark_percent_check CHECK (((pass_mark_percent >= 0) AND (pass_mark_percent <= 100))),
    CONSTRAINT skillup_exams_retry_wait_hours_check CHECK (((retry_wait_hours >= 0) AND (retry_wait_hours <= 8760))),
    CONSTRAINT skillup_exams_time_limit_minutes_check CHECK (((time_limit_minutes >= 1) AND (time_limit_minutes <= 600))),
    CONSTRAINT skillup_exams_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);


ALTER TABLE public.skillup_exams OWNER TO postgres;

--
-- Name: skillup_exam_for_learner(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_exam_for_learner(p_exam_id uuid) RETURNS public.skillup_exams
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  exam public.skillup_exams;
begin
  select e.* into exam from public.skillup_exams e
  join public.skillup_courses c on c.id = e.course_id
  where e.id = p_exam_id and c.status = 'published';
  if not found then
    raise exception 'not_found: no such exam' using errcode = 'P0002';
  end if;
  perform public.skillup_own_enrolment(exam.course_id);
  if exam.draw_count > (select count(*) from public.skillup_questions q where q.exam_id = exam.id) then
    raise exception 'exam_not_ready: this exam''s questions are still being written'
      using errcode = 'P0001';
  end if;
  return exam;
end
$$;


ALTER FUNCTION public.skillup_exam_for_learner(p_exam_id uuid) OWNER TO postgres;

--
-- Name: skillup_exam_status(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_exam_status(p_exam_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := public.skillup_assert_learner();
  exam public.skillup_exams;
  prev public.skillup_attempts;
begin
  select e.* into exam from public.skillup_exams e
  join public.skillup_courses c on c.id = e.course_id
  where e.id = p_exam_id and (c.status = 'published' or public.skillup_is_editor(c.id));
  if not found then
    raise exception 'not_found: no such exam' using errcode = 'P0002';
  end if;
  select * into prev from public.skillup_attempts a
  where a.exam_id = exam.id and a.user_id = uid and a.submitted_at is not null
  order by a.attempt_no desc limit 1;
  return jsonb_build_object(
    'exam_id', exam.id, 'title', exam.title, 'course_id', exam.course_id,
    'module_id', exam.module_id,
    'draw_count', exam.draw_count, 'time_limit_minutes', exam.time_limit_minutes,
    'pass_mark_percent', exam.pass_mark_percent, 'max_attempts', exam.max_attempts,
    'attempts_used', (select count(*) from public.skillup_attempts a
                      where a.exam_id = exam.id and a.user_id = uid),
    'best_score', (select max(a.score_percent) from public.skillup_attempts a
                   where a.exam_id = exam.id and a.user_id = uid),
    'passed', exists (select 1 from public.skillup_attempts a
                      where a.exam_id = exam.id and a.user_id = uid and a.passed),
    'open_attempt_id', (select a.id from public.skillup_attempts a
                        where a.exam_id = exam.id and a.user_id = uid
                          and a.submitted_at is null and a.deadline_at > now()),
    'next_attempt_at', case when prev.id is not null and not prev.passed
                            then prev.submitted_at + make_interval(hours => exam.retry_wait_hours) end);
end
$$;


ALTER FUNCTION public.skillup_exam_status(p_exam_id uuid) OWNER TO postgres;

--
-- Name: skillup_exams_check_draw(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_exams_check_draw() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  bank int;
begin
  if new.draw_count > old.draw_count
     and exists (select 1 from public.skillup_courses c
                 where c.id = new.course_id and c.status = 'published') then
    select count(*) into bank from public.skillup_questions q where q.exam_id = new.id;
    if new.draw_count > bank then
      raise exception 'exam_bank_short: an exam draws more questions than its bank holds'
        using errcode = 'P0001', detail = new.title;
    end if;
  end if;
  return new;
end
$$;


ALTER FUNCTION public.skillup_exams_check_draw() OWNER TO postgres;

--
-- Name: skillup_guard_content_delete(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_guard_content_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  course uuid;
begin
  -- One function for five tables: their columns are read through jsonb (a record's missing
  -- field is an error even in a branch not taken).
  course := case tg_table_name
    when 'skillup_courses' then old.id
    when 'skillup_questions' then public.skillup_exam_course((to_jsonb(old) ->> 'exam_id')::uuid)
    else (to_jsonb(old) ->> 'course_id')::uuid
  end;
  -- A question whose exam is already gone is part of that exam's (checked) deletion.
  if course is not null
     and exists (select 1 from public.skillup_enrolments e where e.course_id = course) then
    raise exception 'content_in_use: learners are enrolled in this course; its content cannot be deleted'
      using errcode = 'P0001', hint = 'Edit it instead, or take the course back to draft.';
  end if;
  return old;
end
$$;


ALTER FUNCTION public.skillup_guard_content_delete() OWNER TO postgres;

--
-- Name: skillup_is_editor(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_is_editor(p_course_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select auth.uid()) is not null and (
    public.has_role((select auth.uid()), 'admin')
    or (
      public.has_role((select auth.uid()), 'instructor')
      and exists (
        select 1 from public.skillup_courses c
        where c.id = p_course_id and c.author_id = (select auth.uid())
      )
    )
  )
$$;


ALTER FUNCTION public.skillup_is_editor(p_course_id uuid) OWNER TO postgres;

--
-- Name: skillup_lesson_course(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_lesson_course(p_lesson_id uuid) RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  course uuid;
begin
  select l.course_id into course from public.skillup_lessons l
  join public.skillup_courses c on c.id = l.course_id
  where l.id = p_lesson_id and c.status = 'published';
  if course is null then
    raise exception 'not_found: no such lesson' using errcode = 'P0002';
  end if;
  return course;
end
$$;


ALTER FUNCTION public.skillup_lesson_course(p_lesson_id uuid) OWNER TO postgres;

--
-- Name: skillup_lessons_course(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_lessons_course() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  select m.course_id into new.course_id from public.skillup_modules m where m.id = new.module_id;
  return new;
end
$$;


ALTER FUNCTION public.skillup_lessons_course() OWNER TO postgres;

--
-- Name: skillup_new_certificate_code(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_new_certificate_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  bytes bytea;
  v_code text;
begin
  loop
    bytes := uuid_send(gen_random_uuid());
    v_code := 'CSAN-';
    -- Bytes 6 and 8 of a v4 UUID carry its version and variant: skip them.
    for i in 0..8 loop
      continue when i in (6, 8);
      v_code := v_code || substr(alphabet, 1 + get_byte(bytes, i) % 31, 1);
      if char_length(v_code) = 9 then
        v_code := v_code || '-';
      end if;
    end loop;
    v_code := v_code || substr(alphabet, 1 + get_byte(bytes, 9) % 31, 1);
    exit when not exists (select 1 from public.skillup_certificates c where c.code = v_code);
  end loop;
  return v_code;
end
$$;


ALTER FUNCTION public.skillup_new_certificate_code() OWNER TO postgres;

--
-- Name: skillup_open_lesson(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_open_lesson(p_lesson_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := public.skillup_assert_learner();
  course uuid := public.skillup_lesson_course(p_lesson_id);
begin
  perform public.skillup_own_enrolment(course);
  update public.skillup_enrolments set last_lesson_id = p_lesson_id
  where course_id = course and user_id = uid;
end
$$;


ALTER FUNCTION public.skillup_open_lesson(p_lesson_id uuid) OWNER TO postgres;

--
-- Name: skillup_attempts; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_attempts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    exam_id uuid NOT NULL,
    user_id uuid NOT NULL,
    attempt_no integer NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    deadline_at timestamp with time zone NOT NULL,
    submitted_at timestamp with time zone,
    score_percent integer,
    passed boolean,
    CONSTRAINT skillup_attempts_attempt_no_check CHECK ((attempt_no >= 1)),
    CONSTRAINT skillup_attempts_check CHECK ((((submitted_at IS NULL) = (score_percent IS NULL)) AND ((score_percent IS NULL) = (passed IS NULL)))),
    CONSTRAINT skillup_attempts_score_percent_check CHECK (((score_percent >= 0) AND (score_percent <= 100)))
);


ALTER TABLE public.skillup_attempts OWNER TO postgres;

--
-- Name: skillup_own_attempt(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_own_attempt(p_attempt_id uuid) RETURNS public.skillup_attempts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  attempt public.skillup_attempts;
begin
  select * into attempt from public.skillup_attempts a
  where a.id = p_attempt_id and a.user_id = auth.uid()
  for update;
  if not found then
    raise exception 'not_found: no such attempt' using errcode = 'P0002';
  end if;
  return attempt;
end
$$;


ALTER FUNCTION public.skillup_own_attempt(p_attempt_id uuid) OWNER TO postgres;

--
-- Name: skillup_own_enrolment(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_own_enrolment(p_course_id uuid) RETURNS public.skillup_enrolments
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row public.skillup_enrolments;
begin
  select * into v_row from public.skillup_enrolments e
  where e.course_id = p_course_id and e.user_id = auth.uid()
  for update;
  if not found then
    raise exception 'not_enrolled: enrol in the course first' using errcode = '42501';
  end if;
  return v_row;
end
$$;


ALTER FUNCTION public.skillup_own_enrolment(p_course_id uuid) OWNER TO postgres;

--
-- Name: skillup_pathway_progress(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_pathway_progress(p_pathway_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := auth.uid();
  pathway public.skillup_pathways;
begin
  select * into pathway from public.skillup_pathways p
  where p.id = p_pathway_id and (p.status = 'published' or public.has_role(uid, 'admin'));
  if not found then
    raise exception 'not_found: no such pathway' using errcode = 'P0002';
  end if;
  return (
    with courses as (
      select c.id, c.title, c.slug, pc.position, c.id = pathway.capstone_course_id as is_capstone,
             exists (select 1 from public.skillup_enrolments e where e.course_id = c.id
                       and e.user_id = uid and e.completed_at is not null) as completed
      from public.skillup_pathway_courses pc join public.skillup_courses c on c.id = pc.course_id
      where pc.pathway_id = pathway.id
    )
    select jsonb_build_object(
      'pathway_id', pathway.id,
      'courses', coalesce((select jsonb_agg(jsonb_build_object(
        'course_id', id, 'title', title, 'slug', slug, 'completed', completed,
        'is_capstone', is_capstone) order by position) from courses), '[]'),
      'completed', (select count(*) filter (where completed) from courses),
      'total', (select count(*) from courses),
      'progress_percent', (select case when count(*) = 0 then 0
                                       else floor(100.0 * count(*) filter (where completed) / count(*))::int end
                           from courses),
      'certificate_code', (select c.code from public.skillup_certificates c
                           where c.user_id = uid and c.pathway_id = pathway.id)
    ));
end
$$;


ALTER FUNCTION public.skillup_pathway_progress(p_pathway_id uuid) OWNER TO postgres;

--
-- Name: skillup_progress(uuid, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_progress(p_user_id uuid, p_course_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with lessons as (
    select l.id, m.position as module_position, l.position,
           exists (select 1 from public.skillup_lesson_completions lc
                   where lc.user_id = p_user_id and lc.lesson_id = l.id) as done
    from public.skillup_lessons l join public.skillup_modules m on m.id = l.module_id
    where l.course_id = p_course_id
  ), final_exam as (
    select e.id from public.skillup_exams e where e.course_id = p_course_id and e.module_id is null
  ), enrolment as (
    select * from public.skillup_enrolments e where e.course_id = p_course_id and e.user_id = p_user_id
  )
  select jsonb_build_object(
    'course_id', p_course_id,
    'enrolled', exists (select 1 from enrolment),
    'enrolled_at', (select enrolled_at from enrolment),
    'completed_lessons', (select count(*) filter (where done) from lessons),
    'total_lessons', (select count(*) from lessons),
    'progress_percent', (select case when count(*) = 0 then 0
                                     else floor(100.0 * count(*) filter (where done) / count(*))::int end
                         from lessons),
    'next_lesson_id', (select id from lessons where not done order by module_position, position limit 1),
    'last_lesson_id', (select last_lesson_id from enrolment),
    'final_exam_id', (select id from final_exam),
    'final_exam_passed', exists (select 1 from public.skillup_attempts a
                                 where a.exam_id = (select id from final_exam)
                                   and a.user_id = p_user_id and a.passed),
    'course_completed', coalesce((select completed_at is not null from enrolment), false),
    'completed_at', (select completed_at from enrolment),
    'certificate_code', (select c.code from public.skillup_certificates c
                         where c.user_id = p_user_id and c.course_id = p_course_id)
  )
$$;


ALTER FUNCTION public.skillup_progress(p_user_id uuid, p_course_id uuid) OWNER TO postgres;

--
-- Name: skillup_question_course(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_question_course(p_question_id uuid) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select e.course_id from public.skillup_questions q
  join public.skillup_exams e on e.id = q.exam_id where q.id = p_question_id
$$;


ALTER FUNCTION public.skillup_question_course(p_question_id uuid) OWNER TO postgres;

--
-- Name: skillup_questions_check_draw(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_questions_check_draw() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  exam public.skillup_exams;
begin
  select e.* into exam from public.skillup_exams e
  join public.skillup_courses c on c.id = e.course_id
  where e.id = old.exam_id and c.status = 'published';
  if found and exam.draw_count > (select count(*) from public.skillup_questions q
                                  where q.exam_id = exam.id) then
    raise exception 'exam_bank_short: an exam draws more questions than its bank holds'
      using errcode = 'P0001', detail = exam.title;
  end if;
  return null;
end
$$;


ALTER FUNCTION public.skillup_questions_check_draw() OWNER TO postgres;

--
-- Name: skillup_questions_json(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_questions_json(p_attempt_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', q.id, 'kind', q.kind, 'prompt', q.prompt,
    'selected_option_ids', to_jsonb(aa.selected_option_ids),
    'options', (select coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label)
                                          order by o.position, o.id), '[]')
                from public.skillup_question_options o where o.question_id = q.id)
  ) order by aa.position), '[]')
  from public.skillup_attempt_answers aa
  join public.skillup_questions q on q.id = aa.question_id
  where aa.attempt_id = p_attempt_id
$$;


ALTER FUNCTION public.skillup_questions_json(p_attempt_id uuid) OWNER TO postgres;

--
-- Name: skillup_record_answer(public.skillup_attempts, uuid, uuid[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_record_answer(p_attempt public.skillup_attempts, p_question_id uuid, p_option_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  question public.skillup_questions;
  picked uuid[] := coalesce(p_option_ids, '{}');
begin
  if p_attempt.submitted_at is not null then
    raise exception 'already_submitted: this attempt is closed' using errcode = 'P0001';
  end if;
  if now() > p_attempt.deadline_at then
    raise exception 'deadline_passed: the time for this attempt is over' using errcode = 'P0001';
  end if;
  select q.* into question from public.skillup_questions q
  join public.skillup_attempt_answers aa on aa.question_id = q.id and aa.attempt_id = p_attempt.id
  where q.id = p_question_id;
  if not found then
    raise exception 'bad_request: that question is not in this attempt' using errcode = '22023';
  end if;
  if cardinality(picked) > 1 and question.kind <> 'multiple' then
    raise exception 'bad_request: one answer only for this question' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(picked) s
             where not exists (select 1 from public.skillup_question_options o
                               where o.id = s and o.question_id = p_question_id)) then
    raise exception 'bad_request: an option that is not this question''s' using errcode = '22023';
  end if;
  update public.skillup_attempt_answers
     set selected_option_ids = (select coalesce(array_agg(distinct s), '{}') from unnest(picked) s),
         answered_at = now()
   where attempt_id = p_attempt.id and question_id = p_question_id;
end
$$;


ALTER FUNCTION public.skillup_record_answer(p_attempt public.skillup_attempts, p_question_id uuid, p_option_ids uuid[]) OWNER TO postgres;

--
-- Name: skillup_refresh_completion(uuid, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_refresh_completion(p_user_id uuid, p_course_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  progress jsonb := public.skillup_progress(p_user_id, p_course_id);
begin
  if (progress ->> 'enrolled')::boolean
     and not (progress ->> 'course_completed')::boolean
     and (progress ->> 'total_lessons')::int > 0
     and (progress ->> 'completed_lessons')::int = (progress ->> 'total_lessons')::int
     and (progress ->> 'final_exam_id' is null or (progress ->> 'final_exam_passed')::boolean) then
    update public.skillup_enrolments set completed_at = now()
    where course_id = p_course_id and user_id = p_user_id and completed_at is null;
  end if;
end
$$;


ALTER FUNCTION public.skillup_refresh_completion(p_user_id uuid, p_course_id uuid) OWNER TO postgres;

--
-- Name: skillup_certificates; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_certificates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    code text NOT NULL,
    user_id uuid NOT NULL,
    course_id uuid,
    pathway_id uuid,
    holder_name text NOT NULL,
    title text NOT NULL,
    cpe_hours numeric(5,1) DEFAULT 0 NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone,
    revoked_at timestamp with time zone,
    revoked_reason text,
    revoked_by uuid,
    CONSTRAINT skillup_certificates_check CHECK (((revoked_at IS NULL) = (revoked_reason IS NULL))),
    CONSTRAINT skillup_certificates_code_check CHECK ((code ~ '^CSAN-[A-Z0-9]{4}-[A-Z0-9]{4}$'::text)),
    CONSTRAINT skillup_certificates_revoked_reason_check CHECK (((char_length(revoked_reason) >= 3) AND (char_length(revoked_reason) <= 500)))
);


ALTER TABLE public.skillup_certificates OWNER TO postgres;

--
-- Name: skillup_revoke_certificate(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_revoke_certificate(p_code text, p_reason text) RETURNS public.skillup_certificates
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  reason text := btrim(coalesce(p_reason, ''));
  certificate public.skillup_certificates;
begin
  perform public.assert_admin_aal2();
  if char_length(reason) not between 3 and 500 then
    raise exception 'bad_request: a reason of 3 to 500 characters' using errcode = '22023';
  end if;
  select * into certificate from public.skillup_certificates c
  where c.code = upper(btrim(left(coalesce(p_code, ''), 64))) for update;
  if not found then
    raise exception 'not_found: no such certificate' using errcode = 'P0002';
  end if;
  if certificate.revoked_at is null then
    update public.skillup_certificates
       set revoked_at = now(), revoked_reason = reason, revoked_by = auth.uid()
     where id = certificate.id
    returning * into certificate;
  end if;
  return certificate;
end
$$;


ALTER FUNCTION public.skillup_revoke_certificate(p_code text, p_reason text) OWNER TO postgres;

--
-- Name: skillup_save_answer(uuid, uuid, uuid[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_save_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := public.skillup_assert_learner();
begin
  perform public.skillup_record_answer(
    public.skillup_own_attempt(p_attempt_id), p_question_id, p_option_ids);
end
$$;


ALTER FUNCTION public.skillup_save_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[]) OWNER TO postgres;

--
-- Name: skillup_save_question(uuid, uuid, text, text, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_save_question(p_exam_id uuid, p_question_id uuid, p_kind text, p_prompt text, p_options jsonb) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
  v_total int;
  v_correct int;
  v_keep uuid[];
  v_option jsonb;
  v_position int := 0;
  v_option_id uuid;
begin
  if p_kind is null or p_kind not in ('single', 'multiple', 'true_false') then
    raise exception 'kind must be single, multiple or true_false' using errcode = '22023';
  end if;
  if p_options is null or jsonb_typeof(p_options) <> 'array' then
    raise exception 'options must be an array' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_options) o
    where jsonb_typeof(o) <> 'object'
      or jsonb_typeof(o -> 'label') is distinct from 'string'
      or (o ? 'id' and jsonb_typeof(o -> 'id') not in ('string', 'null'))
  ) then
    raise exception 'each option needs a label' using errcode = '22023';
  end if;
  select count(*), count(*) filter (where o -> 'is_correct' = 'true'::jsonb)
    into v_total, v_correct from jsonb_array_elements(p_options) o;
  if v_total < 2 or v_total > 20 or (p_kind = 'true_false' and v_total <> 2) then
    raise exception 'options: 2 to 20 (true/false: exactly 2)' using errcode = '22023';
  end if;
  if (p_kind in ('single', 'true_false') and v_correct <> 1) or v_correct < 1 then
    raise exception 'correct options: exactly one (single, true/false) or at least one'
      using errcode = '22023';
  end if;

  if p_question_id is null then
    insert into public.skillup_questions (exam_id, kind, prompt, position)
    values (p_exam_id, p_kind, p_prompt,
      coalesce((select max(q.position) from public.skillup_questions q where q.exam_id = p_exam_id), 0) + 1)
    returning id into v_id;
  else
    update public.skillup_questions set kind = p_kind, prompt = p_prompt
     where id = p_question_id and exam_id = p_exam_id
    returning id into v_id;
    if v_id is null then
      raise exception 'no such question' using errcode = 'P0002';
    end if;
  end if;

  -- Options the client still lists keep their ids; the others go.
  select coalesce(array_agg((o ->> 'id')::uuid), '{}') into v_keep
    from jsonb_array_elements(p_options) o where o ->> 'id' is not null;
  delete from public.skillup_question_options
   where question_id = v_id and not (id = any (v_keep));
  for v_option in select * from jsonb_array_elements(p_options) loop
    v_position := v_position + 1;
    v_option_id := null;
    if v_option ->> 'id' is not null then
      update public.skillup_question_options
         set label = v_option ->> 'label', is_correct = (v_option -> 'is_correct' = 'true'::jsonb),
             position = v_position
       where id = (v_option ->> 'id')::uuid and question_id = v_id
      returning id into v_option_id;
      if v_option_id is null then
        raise exception 'option not of this question' using errcode = '22023';
      end if;
    else
      insert into public.skillup_question_options (question_id, label, is_correct, position)
      values (v_id, v_option ->> 'label', v_option -> 'is_correct' = 'true'::jsonb, v_position);
    end if;
  end loop;
  return v_id;
end
$$;


ALTER FUNCTION public.skillup_save_question(p_exam_id uuid, p_question_id uuid, p_kind text, p_prompt text, p_options jsonb) OWNER TO postgres;

--
-- Name: skillup_score_attempt(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_score_attempt(p_attempt_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  total int;
  correct int;
  mark int;
begin
  update public.skillup_attempt_answers aa
     set is_correct = coalesce((
       select array_agg(o.id order by o.id) from public.skillup_question_options o
       where o.question_id = aa.question_id and o.is_correct
     ), '{}') = coalesce((
       select array_agg(distinct s order by s) from unnest(aa.selected_option_ids) s
     ), '{}')
   where aa.attempt_id = p_attempt_id;
  select count(*), count(*) filter (where aa.is_correct) into total, correct
  from public.skillup_attempt_answers aa where aa.attempt_id = p_attempt_id;
  select e.pass_mark_percent into mark from public.skillup_attempts a
  join public.skillup_exams e on e.id = a.exam_id where a.id = p_attempt_id;
  update public.skillup_attempts
     set submitted_at = now(),
         score_percent = case when total = 0 then 0 else round(100.0 * correct / total)::int end,
         passed = case when total = 0 then false else round(100.0 * correct / total) >= mark end
   where id = p_attempt_id;
end
$$;


ALTER FUNCTION public.skillup_score_attempt(p_attempt_id uuid) OWNER TO postgres;

--
-- Name: skillup_start_attempt(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_start_attempt(p_exam_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := public.skillup_assert_learner();
  exam public.skillup_exams := public.skillup_exam_for_learner(p_exam_id);
  attempt public.skillup_attempts;
  prev public.skillup_attempts;
  used int;
begin
  -- An attempt left open past its deadline is closed on what was saved in time.
  for attempt in
    select * from public.skillup_attempts a
    where a.exam_id = exam.id and a.user_id = uid and a.submitted_at is null and a.deadline_at <= now()
  loop
    perform public.skillup_score_attempt(attempt.id);
  end loop;

  select * into attempt from public.skillup_attempts a
  where a.exam_id = exam.id and a.user_id = uid and a.submitted_at is null;
  if not found then
    if exists (select 1 from public.skillup_attempts a
               where a.exam_id = exam.id and a.user_id = uid and a.passed) then
      raise exception 'attempt_limit: this exam is already passed' using errcode = 'P0001';
    end if;
    select count(*) into used from public.skillup_attempts a
    where a.exam_id = exam.id and a.user_id = uid;
    if used >= exam.max_attempts then
      raise exception 'attempt_limit: no attempts left' using errcode = 'P0001';
    end if;
    select * into prev from public.skillup_attempts a
    where a.exam_id = exam.id and a.user_id = uid order by a.attempt_no desc limit 1;
    if found and prev.submitted_at + make_interval(hours => exam.retry_wait_hours) > now() then
      raise exception 'retry_wait: the next attempt opens later' using errcode = 'P0001',
        detail = to_char((prev.submitted_at + make_interval(hours => exam.retry_wait_hours))
                           at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
    end if;
    insert into public.skillup_attempts (exam_id, user_id, attempt_no, started_at, deadline_at)
    values (exam.id, uid, used + 1, now(), now() + make_interval(mins => exam.time_limit_minutes))
    returning * into attempt;
    insert into public.skillup_attempt_answers (attempt_id, question_id, position)
    select attempt.id, d.id, row_number() over ()
    from (select q.id from public.skillup_questions q where q.exam_id = exam.id
          order by random() limit exam.draw_count) d;
  end if;
  return jsonb_build_object(
    'attempt_id', attempt.id, 'attempt_no', attempt.attempt_no,
    'started_at', attempt.started_at, 'deadline_at', attempt.deadline_at,
    'questions', public.skillup_questions_json(attempt.id));
end
$$;


ALTER FUNCTION public.skillup_start_attempt(p_exam_id uuid) OWNER TO postgres;

--
-- Name: skillup_submit_attempt(uuid, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_submit_attempt(p_attempt_id uuid, p_answers jsonb DEFAULT NULL::jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  uid uuid := public.skillup_assert_learner();
  attempt public.skillup_attempts := public.skillup_own_attempt(p_attempt_id);
  answer record;
  ids uuid[];
  course uuid;
begin
  if attempt.submitted_at is not null then
    raise exception 'already_submitted: this attempt is closed' using errcode = 'P0001';
  end if;
  if p_answers is not null and jsonb_typeof(p_answers) <> 'object' then
    raise exception 'bad_request: answers are an object of question id to option ids'
      using errcode = '22023';
  end if;
  for answer in select key, value from jsonb_each(coalesce(p_answers, '{}')) loop
    if jsonb_typeof(answer.value) <> 'array'
       or answer.key !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or exists (select 1 from jsonb_array_elements(answer.value) v
                  where jsonb_typeof(v) <> 'string'
                     or v #>> '{}' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
      raise exception 'bad_request: answers are an object of question id to option ids'
        using errcode = '22023';
    end if;
    select coalesce(array_agg((v #>> '{}')::uuid), '{}') into ids
    from jsonb_array_elements(answer.value) v;
    perform public.skillup_record_answer(attempt, answer.key::uuid, ids);
  end loop;
  perform public.skillup_score_attempt(attempt.id);
  select * into attempt from public.skillup_attempts a where a.id = p_attempt_id;
  select e.course_id into course from public.skillup_exams e where e.id = attempt.exam_id;
  return jsonb_build_object(
    'score_percent', attempt.score_percent, 'passed', attempt.passed,
    'correct', (select count(*) from public.skillup_attempt_answers aa
                where aa.attempt_id = attempt.id and aa.is_correct),
    'total', (select count(*) from public.skillup_attempt_answers aa where aa.attempt_id = attempt.id),
    'course_completed', exists (select 1 from public.skillup_enrolments e
                                where e.course_id = course and e.user_id = uid
                                  and e.completed_at is not null),
    'certificate_code', (select c.code from public.skillup_certificates c
                         where c.course_id = course and c.user_id = uid and c.revoked_at is null
                         order by c.issued_at desc limit 1));
end
$_$;


ALTER FUNCTION public.skillup_submit_attempt(p_attempt_id uuid, p_answers jsonb) OWNER TO postgres;

--
-- Name: skillup_undrawable_exams(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_undrawable_exams(p_course_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select string_agg(e.title, '; ' order by e.module_id nulls last, e.title)
  from public.skillup_exams e
  where e.course_id = p_course_id
    and e.draw_count > (select count(*) from public.skillup_questions q where q.exam_id = e.id)
$$;


ALTER FUNCTION public.skillup_undrawable_exams(p_course_id uuid) OWNER TO postgres;

--
-- Name: skillup_verify_certificate(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.skillup_verify_certificate(p_code text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((
    select jsonb_build_object(
      'status', case when c.revoked_at is not null then 'revoked'
                     when c.expires_at is not null and c.expires_at <= now() then 'expired'
                     else 'valid' end,
      'holder_name', c.holder_name, 'title', c.title,
      'issued_at', c.issued_at, 'expires_at', c.expires_at)
    from public.skillup_certificates c
    where c.code = upper(btrim(left(coalesce(p_code, ''), 64)))
  ), jsonb_build_object('status', 'unknown'))
$$;


ALTER FUNCTION public.skillup_verify_certificate(p_code text) OWNER TO postgres;

--
-- Name: start_invitation_signup(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.start_invitation_signup(invitation_token text) RETURNS boolean
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with used as (
    update public.invitation_tokens t
       set used_at = now()
     where t.token = invitation_token and t.used_at is null and t.expires_at > now()
    returning 1
  )
  select exists (select 1 from used)
$$;


ALTER FUNCTION public.start_invitation_signup(invitation_token text) OWNER TO postgres;

--
-- Name: start_mfa_grace_period(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.start_mfa_grace_period(target_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- A factor deleted because its user is being deleted: nothing to restart
  -- (and inserting for a vanished user would break the cascade).
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    return;
  end if;
  insert into public.mfa_enforcement as e (user_id, mfa_setup_deadline, mfa_disabled_at)
  values (target_user_id, current_date + public.mfa_grace_days(), now())
  on conflict (user_id) do update
    set mfa_setup_deadline = case
          when e.mfa_disabled_at > now() - public.mfa_grace_interval() then e.mfa_setup_deadline
          else excluded.mfa_setup_deadline
        end,
        mfa_disabled_at = case
          when e.mfa_disabled_at > now() - public.mfa_grace_interval() then e.mfa_disabled_at
          else excluded.mfa_disabled_at
        end;
  update public.profiles p set mfa_enabled = false
   where p.user_id = target_user_id and p.mfa_enabled;
  delete from public.mfa_backup_codes c where c.user_id = target_user_id;
end
$$;


ALTER FUNCTION public.start_mfa_grace_period(target_user_id uuid) OWNER TO postgres;

--
-- Name: start_resource_download(uuid, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.start_resource_download(p_item_id uuid, p_lead_id uuid DEFAULT NULL::uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item record;
  caller uuid := case when public.mfa_requirement_met() then auth.uid() end;
  lead_ok boolean := false;
begin
  select r.item_id, r.access_tier, r.file_storage_path into item
  from public.resource_items r where r.item_id = p_item_id;
  if not found then
    raise exception 'resource_not_found' using errcode = 'P0002';
  end if;

  if not public.can_read_resource_tier(item.access_tier) then
    if caller is null then
      raise exception 'sign_in_required' using errcode = '42501';
    end if;
    raise exception 'tier_required' using errcode = '42501';
  end if;

  if p_lead_id is not null then
    select exists (
      select 1 from public.content_leads l
      where l.lead_id = p_lead_id and l.resource_id = item.item_id
        and l.created_at > now() - interval '1 hour'
    ) into lead_ok;
    if not lead_ok then
      raise exception 'lead_required' using errcode = 'P0001';
    end if;
  elsif caller is null then
    raise exception 'lead_required' using errcode = 'P0001';
  end if;

  if item.file_storage_path is null or not exists (
    select 1 from storage.objects o
    where o.bucket_id = 'resources' and o.name = item.file_storage_path
  ) then
    raise exception 'file_not_available' using errcode = 'P0001';
  end if;

  -- One count at a time per member (or lead) and item, whatever runs at once.
  perform pg_advisory_xact_lock(
    hashtextextended(item.item_id::text || coalesce(caller::text, p_lead_id::text), 0)
  );
  if not exists (
    select 1 from public.resource_downloads d
    where d.resource_id = item.item_id
      and (
        (caller is not null and d.user_id = caller and d.created_at > now() - interval '1 day')
        or (caller is null and d.lead_id = p_lead_id)
      )
  ) then
    insert into public.resource_downloads (resource_id, user_id, lead_id)
    values (item.item_id, caller, p_lead_id);
  end if;

  return item.file_storage_path;
end
$$;


ALTER FUNCTION public.start_resource_download(p_item_id uuid, p_lead_id uuid) OWNER TO postgres;

--
-- Name: storage_orphans(integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.storage_orphans(max_rows integer DEFAULT 100) RETURNS TABLE(bucket_id text, name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select o.bucket_id, o.name
  from storage.objects o
  where (
      o.bucket_id = 'tools-evidence'
      and not exists (
        select 1 from public.tools_assessments a
        where a.id = public.tools_evidence_assessment(o.name)
      )
    ) or (
      o.bucket_id = 'intel-attachments'
      and not exists (
        select 1 from public.intel_advisories v
        where v.id = public.intel_path_advisory(o.name)
      )
    )
  order by o.created_at, o.name
  limit greatest(1, least(coalesce(max_rows, 100), 1000))
$$;


ALTER FUNCTION public.storage_orphans(max_rows integer) OWNER TO postgres;

--
-- Name: FUNCTION storage_orphans(max_rows integer); Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON FUNCTION public.storage_orphans(max_rows integer) IS 'Objects in tools-evidence / intel-attachments whose assessment or advisory no longer exists (at most max_rows, 1..1000). Service role only: the storage-sweeper function removes them.';

--
-- Name: team_people(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.team_people(p_team_id uuid) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (
    select count(*)::integer from public.corporate_team_members m where m.team_id = p_team_id
  ) + (
    select count(*)::integer from public.corporate_team_invitations i
    where i.team_id = p_team_id and i.expires_at > now()
  )
$$;


ALTER FUNCTION public.team_people(p_team_id uuid) OWNER TO postgres;

--
-- Name: team_roster(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.team_roster(p_team_id uuid) RETURNS TABLE(user_id uuid, invitation_id uuid, full_name text, email text, status text, since timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  manages boolean;
begin
  if auth.uid() is null or not public.mfa_requirement_met() or public.is_mfa_locked_out() then
    return;
  end if;
  manages := public.is_corporate_team_owner(p_team_id) or public.has_role(auth.uid(), 'admin');
  if not manages and not public.is_corporate_team_member(p_team_id) then
    return;
  end if;
  return query
    select * from (
      select m.user_id, null::uuid, nullif(btrim(p.full_name), ''),
        case when manages then u.email::text end, 'member'::text, m.added_at
      from public.corporate_team_members m
      join auth.users u on u.id = m.user_id
      left join public.profiles p on p.user_id = m.user_id
      where m.team_id = p_team_id
      union all
      select null::uuid, i.invitation_id, null::text, i.email, 'invited'::text, i.created_at
      from public.corporate_team_invitations i
      where manages and i.team_id = p_team_id and i.expires_at > now()
    ) roster
    order by roster.added_at;
end
$$;


ALTER FUNCTION public.team_roster(p_team_id uuid) OWNER TO postgres;

--
-- Name: team_seat_holders(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.team_seat_holders(p_owner uuid) RETURNS TABLE(user_id uuid)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select seated.user_id
  from (
    select m.user_id, row_number() over (order by min(m.added_at), m.user_id) as seat
    from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    where t.team_owner_id = p_owner
    group by m.user_id
  ) seated
  where seated.seat <= public.team_seats_paid(p_owner)
$$;


ALTER FUNCTION public.team_seat_holders(p_owner uuid) OWNER TO postgres;

--
-- Name: team_seats_paid(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.team_seats_paid(p_owner uuid) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (
      select s.team_size from public.subscriptions s
      where s.user_id = p_owner
        and s.status = 'active'
        and s.tier = 'Corporate'
        and (s.next_billing_date is null or s.next_billing_date > now())
      order by s.created_at desc
      limit 1
    ),
    case when public.has_role(p_owner, 'admin') then coalesce(
      (
        select p.team_size_min from public.membership_pricing p
        where p.tier = 'Corporate' and p.is_active
        limit 1
      ),
      5
    ) end,
    0
  )
$$;


ALTER FUNCTION public.team_seats_paid(p_owner uuid) OWNER TO postgres;

--
-- Name: team_seats_used(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.team_seats_used(p_owner uuid) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (
    select count(distinct m.user_id)::integer
    from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    where t.team_owner_id = p_owner
  ) + (
    select count(distinct i.email)::integer
    from public.corporate_team_invitations i
    join public.corporate_teams t on t.team_id = i.team_id
    where t.team_owner_id = p_owner and i.expires_at > now()
  )
$$;


ALTER FUNCTION public.team_seats_used(p_owner uuid) OWNER TO postgres;

--
-- Name: tier_rank(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tier_rank(tier text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case tier
    when 'Public' then 0
    when 'Student' then 1
    when 'Professional' then 2
    when 'Corporate' then 3
  end
$$;


ALTER FUNCTION public.tier_rank(tier text) OWNER TO postgres;

--
-- Name: tools_actions_before_write(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_actions_before_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.title := btrim(new.title);
  if new.owner_id is not null and not public.tools_on_team(new.assessment_id, new.owner_id) then
    raise exception 'assignee_not_on_team' using errcode = '22023';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;


ALTER FUNCTION public.tools_actions_before_write() OWNER TO postgres;

--
-- Name: tools_answers; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tools_answers (
    assessment_id uuid NOT NULL,
    framework_id text NOT NULL,
    item_code text NOT NULL,
    current_level smallint,
    target_level smallint,
    note text,
    owner_id uuid,
    status text DEFAULT 'not_started'::text NOT NULL,
    reviewer_comment text,
    updated_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    validated_by uuid,
    validated_at timestamp with time zone,
    CONSTRAINT tools_answers_check CHECK (((status = 'validated'::text) = (validated_at IS NOT NULL))),
    CONSTRAINT tools_answers_current_level_check CHECK (((current_level >= 0) AND (current_level <= 5))),
    CONSTRAINT tools_answers_note_check CHECK ((char_length(note) <= 4000)),
    CONSTRAINT tools_answers_reviewer_comment_check CHECK (((char_length(reviewer_comment) >= 1) AND (char_length(reviewer_comment) <= 1000))),
    CONSTRAINT tools_answers_status_check CHECK ((status = ANY (ARRAY['not_started'::text, 'answered'::text, 'returned'::text, 'validated'::text]))),
    CONSTRAINT tools_answers_target_level_check CHECK (((target_level >= 0) AND (target_level <= 5)))
);


ALTER TABLE public.tools_answers OWNER TO postgres;

--
-- Name: tools_answer_for_review(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_answer_for_review(p_assessment_id uuid, p_item_code text) RETURNS public.tools_answers
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  answer public.tools_answers;
begin
  perform public.tools_require_role(p_assessment_id, array['owner', 'reviewer']);
  if not public.tools_in_progress(p_assessment_id) then
    raise exception 'assessment_submitted' using errcode = 'PT409';
  end if;
  select * into answer from public.tools_answers a
  where a.assessment_id = p_assessment_id and a.item_code = p_item_code
  for update;
  if not found then
    raise exception 'item_not_found' using errcode = 'PT404';
  end if;
  return answer;
end
$$;


ALTER FUNCTION public.tools_answer_for_review(p_assessment_id uuid, p_item_code text) OWNER TO postgres;

--
-- Name: tools_answers_after_update(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_answers_after_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  changes jsonb := '{}'::jsonb;
  field text;
  before jsonb := to_jsonb(old);
  after jsonb := to_jsonb(new);
begin
  foreach field in array array['current_level', 'target_level', 'note', 'owner_id', 'status', 'reviewer_comment'] loop
    if before -> field is distinct from after -> field then
      changes := changes || jsonb_build_object(field, jsonb_build_object('from', before -> field, 'to', after -> field));
    end if;
  end loop;
  if changes = '{}'::jsonb then
    return null;
  end if;
  insert into public.tools_answer_history (assessment_id, item_code, changed_by, action, changes)
  values (
    new.assessment_id, new.item_code, auth.uid(),
    case
      when new.status = 'validated' and old.status <> 'validated' then 'validated'
      when new.status = 'returned' and old.status <> 'returned' then 'returned'
      when changes ?& array['owner_id'] and not (changes ?| array['current_level', 'target_level', 'note']) then 'assigned'
      else 'edited'
    end,
    changes
  );
  update public.tools_assessments set updated_at = now() where id = new.assessment_id;
  return null;
end
$$;


ALTER FUNCTION public.tools_answers_after_update() OWNER TO postgres;

--
-- Name: tools_answers_before_update(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_answers_before_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.owner_id is distinct from old.owner_id then
    if pg_trigger_depth() = 1 and auth.uid() is not null
        and public.tools_role(new.assessment_id) is distinct from 'owner' then
      raise exception 'Only the owner of the assessment assigns items' using errcode = '42501';
    end if;
    if new.owner_id is not null and not public.tools_on_team(new.assessment_id, new.owner_id) then
      raise exception 'assignee_not_on_team' using errcode = '22023';
    end if;
  end if;
  if (new.current_level, new.target_level, new.note) is distinct from (old.current_level, old.target_level, old.note) then
    new.note := nullif(btrim(new.note), '');
    new.status := case when new.current_level is null then 'not_started' else 'answered' end;
    new.validated_by := null;
    new.validated_at := null;
    new.updated_by := auth.uid();
  end if;
  new.updated_at := now();
  return new;
end
$$;


ALTER FUNCTION public.tools_answers_before_update() OWNER TO postgres;

--
-- Name: tools_assessments_audit_insert(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_assessments_audit_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    new.owner_id, public.request_actor_role(), public.area_source_app('tools'), 'tools_assessment_created',
    jsonb_build_object('assessment_id', new.id, 'framework_id', new.framework_id)
  );
  return null;
end
$$;


ALTER FUNCTION public.tools_assessments_audit_insert() OWNER TO postgres;

--
-- Name: tools_assessments_before_write(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_assessments_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.organisation := btrim(new.organisation);
  new.name := btrim(new.name);
  if tg_op = 'UPDATE' then
    if new.framework_id is distinct from old.framework_id then
      raise exception 'The framework of an assessment cannot change' using errcode = '22023';
    end if;
    if old.status = 'submitted' and (new.organisation, new.name, new.sector, new.country, new.size)
        is distinct from (old.organisation, old.name, old.sector, old.country, old.size) then
      raise exception 'assessment_submitted' using errcode = 'PT409';
    end if;
    new.updated_at := now();
  end if;
  return new;
end
$$;


ALTER FUNCTION public.tools_assessments_before_write() OWNER TO postgres;

--
-- Name: tools_assessments_make_answers(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_assessments_make_answers() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.tools_answers (assessment_id, framework_id, item_code)
  select new.id, i.framework_id, i.code
  from public.tools_framework_items i
  where i.framework_id = new.framework_id and i.answerable;
  return null;
end
$$;


ALTER FUNCTION public.tools_assessments_make_answers() OWNER TO postgres;

--
-- Name: tools_audit(text, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_audit(p_action text, p_details jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), public.area_source_app('tools'), p_action, p_details)
$$;


ALTER FUNCTION public.tools_audit(p_action text, p_details jsonb) OWNER TO postgres;

--
-- Name: tools_benchmark(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_benchmark(p_assessment_id uuid) RETURNS TABLE(code text, title text, "position" integer, own_score numeric, median_score numeric, organisations integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  this public.tools_assessments;
  contributors uuid[];
begin
  perform public.tools_require_role(p_assessment_id);
  select * into this from public.tools_assessments a where a.id = p_assessment_id;
  select array_agg(latest.id) into contributors
  from (
    select distinct on (lower(a.organisation)) a.id
    from public.tools_assessments a
    where a.status = 'submitted' and a.share_benchmark
      and a.framework_id = this.framework_id and a.sector = this.sector and a.country = this.country
    order by lower(a.organisation), a.submitted_at desc, a.id
  ) latest;
  if coalesce(cardinality(contributors), 0) < public.tools_benchmark_min_group() then
    return;
  end if;
  return query
    with peers as (
      select s.code, s.current_score
      from unnest(contributors) as c(id)
      cross join lateral public.tools_score_rows(c.id) s
      where s.depth = 1
    )
    select own.code, own.title, own.position, own.current_score,
      round((select percentile_cont(0.5) within group (order by p.current_score)
             from peers p where p.code = own.code)::numeric, 1),
      cardinality(contributors)
    from public.tools_score_rows(p_assessment_id) own
    where own.depth = 1
    order by own.position;
end
$$;


ALTER FUNCTION public.tools_benchmark(p_assessment_id uuid) OWNER TO postgres;

--
-- Name: tools_benchmark_min_group(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_benchmark_min_group() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 5 $$;


ALTER FUNCTION public.tools_benchmark_min_group() OWNER TO postgres;

--
-- Name: tools_claim_invitation_mail(uuid, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_claim_invitation_mail(p_assessment_id uuid, p_user_id uuid) RETURNS TABLE(email text, full_name text, language text, assessment_name text, organisation text, inviter_name text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.tools_require_role(p_assessment_id, array['owner']);
  update public.tools_collaborators c set invitation_mailed_at = now()
  where c.assessment_id = p_assessment_id and c.user_id = p_user_id and c.invitation_mailed_at is null;
  if not found then
    return;
  end if;
  return query
    select u.email::text, p.full_name,
      case when u.raw_user_meta_data ->> 'language' in ('en', 'fr', 'pt', 'sw')
           then u.raw_user_meta_data ->> 'language' else 'en' end,
      a.name, a.organisation,
      coalesce(nullif(ip.full_name, ''), iu.email::text)
    from auth.users u
    left join public.profiles p on p.user_id = u.id
    join public.tools_assessments a on a.id = p_assessment_id
    join auth.users iu on iu.id = a.owner_id
    left join public.profiles ip on ip.user_id = a.owner_id
    where u.id = p_user_id;
end
$$;


ALTER FUNCTION public.tools_claim_invitation_mail(p_assessment_id uuid, p_user_id uuid) OWNER TO postgres;

--
-- Name: tools_collaborators_after_change(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_collaborators_after_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- The assessment itself is being deleted (cascade): nothing to record.
  if not exists (
    select 1 from public.tools_assessments a
    where a.id = case when tg_op = 'DELETE' then old.assessment_id else new.assessment_id end
  ) then
    return null;
  end if;
  if tg_op = 'DELETE' then
    update public.tools_answers set owner_id = null
    where assessment_id = old.assessment_id and owner_id = old.user_id;
    update public.tools_actions set owner_id = null
    where assessment_id = old.assessment_id and owner_id = old.user_id;
    insert into public.tools_answer_history (assessment_id, changed_by, action, changes)
    values (old.assessment_id, auth.uid(), 'collaborator_removed', jsonb_build_object('user_id', old.user_id));
    return null;
  end if;
  insert into public.tools_answer_history (assessment_id, changed_by, action, changes)
  values (
    new.assessment_id, auth.uid(), 'collaborator_added',
    jsonb_build_object('user_id', new.user_id, 'role', new.role)
  );
  return null;
end
$$;


ALTER FUNCTION public.tools_collaborators_after_change() OWNER TO postgres;

--
-- Name: tools_compare(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_compare(p_assessment_id uuid) RETURNS TABLE(code text, title text, "position" integer, current_score numeric, previous_score numeric, previous_assessment_id uuid, previous_name text, previous_date timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  previous public.tools_assessments;
begin
  perform public.tools_require_role(p_assessment_id);
  select p.* into previous
  from public.tools_assessments a
  join public.tools_assessments p
    on p.framework_id = a.framework_id and lower(p.organisation) = lower(a.organisation)
   and p.created_at < a.created_at and p.id <> a.id
  where a.id = p_assessment_id and public.tools_role(p.id) is not null
  order by p.created_at desc
  limit 1;
  if previous.id is null then
    return;
  end if;
  return query
    select c.code, c.title, c.position, c.current_score, o.current_score,
      previous.id, previous.name, coalesce(previous.submitted_at, previous.created_at)
    from public.tools_score_rows(p_assessment_id) c
    join public.tools_score_rows(previous.id) o on o.code = c.code
    where c.depth = 1
    order by c.position;
end
$$;


ALTER FUNCTION public.tools_compare(p_assessment_id uuid) OWNER TO postgres;

--
-- Name: tools_evidence_assessment(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_evidence_assessment(object_name text) RETURNS uuid
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  head text := split_part(coalesce(object_name, ''), '/', 1);
begin
  if head ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return head::uuid;
  end if;
  return null;
end
$_$;


ALTER FUNCTION public.tools_evidence_assessment(object_name text) OWNER TO postgres;

--
-- Name: tools_evidence_can_upload(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_evidence_can_upload(object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.tools_role(public.tools_evidence_assessment(object_name)) is not null
    and public.tools_in_progress(public.tools_evidence_assessment(object_name))
    and array_length(string_to_array(object_name, '/'), 1) = 3
    and split_part(object_name, '/', 3) <> ''
    and exists (
      select 1 from public.tools_answers an
      where an.assessment_id = public.tools_evidence_assessment(object_name)
        and an.item_code = split_part(object_name, '/', 2)
    )
$$;


ALTER FUNCTION public.tools_evidence_can_upload(object_name text) OWNER TO postgres;

--
-- Name: tools_gaps(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_gaps(p_assessment_id uuid) RETURNS TABLE(item_code text, title text, description text, parent_code text, current_level integer, target_level integer, weight numeric, gap numeric, owner_id uuid, status text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.tools_require_role(p_assessment_id);
  return query
    select an.item_code, i.title, i.description, i.parent_code, an.current_level::integer,
      an.target_level::integer, i.weight, (an.target_level - an.current_level) * i.weight, an.owner_id, an.status
    from public.tools_answers an
    join public.tools_framework_items i on i.framework_id = an.framework_id and i.code = an.item_code
    where an.assessment_id = p_assessment_id
      and an.current_level is not null and an.target_level is not null
      and an.target_level > an.current_level
    order by (an.target_level - an.current_level) * i.weight desc, i.position;
end
$$;


ALTER FUNCTION public.tools_gaps(p_assessment_id uuid) OWNER TO postgres;

--
-- Name: tools_in_progress(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_in_progress(p_assessment_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.tools_assessments a where a.id = p_assessment_id and a.status = 'in_progress')
$$;


ALTER FUNCTION public.tools_in_progress(p_assessment_id uuid) OWNER TO postgres;

--
-- Name: tools_invite_collaborator(uuid, text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_invite_collaborator(p_assessment_id uuid, p_email text, p_role text DEFAULT 'contributor'::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invitee uuid;
begin
  perform public.tools_require_role(p_assessment_id, array['owner']);
  if p_role is null or p_role not in ('contributor', 'reviewer') then
    raise exception 'Role must be contributor or reviewer' using errcode = '22023';
  end if;
  select u.id into invitee from auth.users u
  where lower(u.email) = lower(btrim(coalesce(p_email, ''))) and u.deleted_at is null;
  if invitee is null then
    raise exception 'no_such_member' using errcode = 'PT404';
  end if;
  if invitee = auth.uid() then
    raise exception 'cannot_invite_self' using errcode = '22023';
  end if;
  if not public.has_area_flag(invitee, 'tools') then
    raise exception 'member_without_tools_access' using errcode = '22023';
  end if;
  if exists (select 1 from public.tools_collaborators c where c.assessment_id = p_assessment_id and c.user_id = invitee) then
    raise exception 'already_collaborator' using errcode = 'PT409';
  end if;
  insert into public.tools_collaborators (assessment_id, user_id, role, invited_by)
  values (p_assessment_id, invitee, p_role, auth.uid());
  perform public.tools_audit(
    'tools_collaborator_invited',
    jsonb_build_object('assessment_id', p_assessment_id, 'user_id', invitee, 'role', p_role)
  );
  return invitee;
end
$$;


ALTER FUNCTION public.tools_invite_collaborator(p_assessment_id uuid, p_email text, p_role text) OWNER TO postgres;

--
-- Name: tools_load_framework(jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_load_framework(doc jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  fid text := doc ->> 'id';
  item jsonb;
  ord bigint;
  parent_depth smallint;
begin
  insert into public.tools_frameworks (id, name, version, publisher, source, licence, group_labels, position)
  values (
    fid, doc ->> 'name', doc ->> 'version', doc ->> 'publisher', doc ->> 'source', doc ->> 'licence',
    array(select jsonb_array_elements_text(doc -> 'group_labels')),
    coalesce((doc ->> 'position')::integer, 0)
  )
  on conflict (id) do update
    set name = excluded.name, version = excluded.version, publisher = excluded.publisher,
        source = excluded.source, licence = excluded.licence,
        group_labels = excluded.group_labels, position = excluded.position, loaded_at = now();

  for item, ord in select e.value, e.ordinality from jsonb_array_elements(doc -> 'items') with ordinality e loop
    parent_depth := null;
    if item ? 'parent' then
      select i.depth into parent_depth from public.tools_framework_items i
      where i.framework_id = fid and i.code = item ->> 'parent';
      if parent_depth is null then
        raise exception 'framework %: parent % of % is not listed before it', fid, item ->> 'parent', item ->> 'code';
      end if;
    end if;
    insert into public.tools_framework_items
      (framework_id, code, parent_code, depth, position, title, description, weight, answerable)
    values (
      fid, item ->> 'code', item ->> 'parent', coalesce(parent_depth + 1, 1), ord::integer,
      item ->> 'title', item ->> 'description', coalesce((item ->> 'weight')::numeric, 1), true
    )
    on conflict (framework_id, code) do update
      set parent_code = excluded.parent_code, depth = excluded.depth, position = excluded.position,
          title = excluded.title, description = excluded.description, weight = excluded.weight;
  end loop;

  update public.tools_framework_items i
     set answerable = not exists (
       select 1 from public.tools_framework_items c where c.framework_id = i.framework_id and c.parent_code = i.code
     )
   where i.framework_id = fid;

  insert into public.tools_item_mappings (framework_id, code, mapped_framework_id, mapped_code)
  select fid, e.value ->> 'code', m.key, c.value
  from jsonb_array_elements(doc -> 'items') e,
       jsonb_each(coalesce(e.value -> 'maps_to', '{}'::jsonb)) m,
       jsonb_array_elements_text(m.value) c
  on conflict do nothing;
end
$$;


ALTER FUNCTION public.tools_load_framework(doc jsonb) OWNER TO postgres;

--
-- Name: tools_log_export(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_log_export(p_assessment_id uuid, p_format text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.tools_require_role(p_assessment_id);
  if p_format is null or p_format not in ('pdf', 'csv', 'xlsx') then
    raise exception 'Format must be pdf, csv or xlsx' using errcode = '22023';
  end if;
  perform public.tools_audit(
    'tools_assessment_exported', jsonb_build_object('assessment_id', p_assessment_id, 'format', p_format)
  );
end
$$;


ALTER FUNCTION public.tools_log_export(p_assessment_id uuid, p_format text) OWNER TO postgres;

--
-- Name: tools_member(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_member() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select auth.uid()) is not null
    and public.has_area_flag((select auth.uid()), 'tools')
    and not public.is_mfa_locked_out()
    and public.mfa_requirement_met()
$$;


ALTER FUNCTION public.tools_member() OWNER TO postgres;

--
-- Name: tools_on_team(uuid, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_on_team(p_assessment_id uuid, p_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.tools_assessments a where a.id = p_assessment_id and a.owner_id = p_user_id)
    or exists (
      select 1 from public.tools_collaborators c where c.assessment_id = p_assessment_id and c.user_id = p_user_id
    )
$$;


ALTER FUNCTION public.tools_on_team(p_assessment_id uuid, p_user_id uuid) OWNER TO postgres;

--
-- Name: tools_people(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_people(p_assessment_id uuid) RETURNS TABLE(user_id uuid, full_name text, email text, role text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.tools_require_role(p_assessment_id);
  return query
    select u.id, coalesce(nullif(p.full_name, ''), u.email::text), u.email::text, t.role
    from (
      select a.owner_id as uid, 'owner'::text as role, 0 as ord from public.tools_assessments a where a.id = p_assessment_id
      union all
      select c.user_id, c.role, 1 from public.tools_collaborators c where c.assessment_id = p_assessment_id
    ) t
    join auth.users u on u.id = t.uid
    left join public.profiles p on p.user_id = t.uid
    order by t.ord, 2;
end
$$;


ALTER FUNCTION public.tools_people(p_assessment_id uuid) OWNER TO postgres;

--
-- Name: tools_plan_from_gaps(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_plan_from_gaps(p_assessment_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  added integer;
begin
  perform public.tools_require_role(p_assessment_id, array['owner', 'reviewer']);
  insert into public.tools_actions (assessment_id, item_code, title, owner_id)
  select p_assessment_id, g.item_code,
    left(g.item_code || ': ' || coalesce(g.description, g.title), 300), g.owner_id
  from public.tools_gaps(p_assessment_id) g
  where not exists (
    select 1 from public.tools_actions x where x.assessment_id = p_assessment_id and x.item_code = g.item_code
  );
  get diagnostics added = row_count;
  return added;
end
$$;


ALTER FUNCTION public.tools_plan_from_gaps(p_assessment_id uuid) OWNER TO postgres;

--
-- Name: tools_require_role(uuid, text[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_require_role(p_assessment_id uuid, p_roles text[] DEFAULT NULL::text[]) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller_role text := public.tools_role(p_assessment_id);
begin
  if caller_role is null then
    raise exception 'assessment_not_found' using errcode = 'PT404';
  end if;
  if p_roles is not null and not caller_role = any (p_roles) then
    raise exception 'Not allowed for your role on this assessment' using errcode = '42501';
  end if;
  return caller_role;
end
$$;


ALTER FUNCTION public.tools_require_role(p_assessment_id uuid, p_roles text[]) OWNER TO postgres;

--
-- Name: tools_role(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_role(p_assessment_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when not public.tools_member() then null
    when exists (
      select 1 from public.tools_assessments a
      where a.id = p_assessment_id and a.owner_id = (select auth.uid())
    ) then 'owner'
    else (
      select c.role from public.tools_collaborators c
      where c.assessment_id = p_assessment_id and c.user_id = (select auth.uid())
    )
  end
$$;


ALTER FUNCTION public.tools_role(p_assessment_id uuid) OWNER TO postgres;

--
-- Name: tools_score_rows(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_score_rows(p_assessment_id uuid, p_framework_id text DEFAULT NULL::text) RETURNS TABLE(code text, parent_code text, depth integer, title text, "position" integer, current_score numeric, target_score numeric, current_avg numeric, target_avg numeric, answered integer, total integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with recursive
  fw as (
    select coalesce(p_framework_id, a.framework_id) as target, a.framework_id as source
    from public.tools_assessments a where a.id = p_assessment_id
  ),
  leaves as materialized (
    select i.code, i.parent_code, i.weight
    from public.tools_framework_items i join fw on i.framework_id = fw.target
    where i.answerable
  ),
  links as (
    select m.framework_id as src_fw, m.code as src_code, m.mapped_framework_id as dst_fw, m.mapped_code as dst_code
    from public.tools_item_mappings m
    union
    select m.mapped_framework_id, m.mapped_code, m.framework_id, m.code
    from public.tools_item_mappings m
  ),
  levels as materialized (
    select an.item_code as code, an.current_level::numeric as cur, an.target_level::numeric as tgt
    from public.tools_answers an join fw on fw.target = fw.source
    where an.assessment_id = p_assessment_id
    union all
    select l.code, avg(an.current_level), avg(an.target_level)
    from leaves l
    join fw on fw.target <> fw.source
    join links k on k.dst_fw = fw.target and k.dst_code = l.code and k.src_fw = fw.source
    join public.tools_answers an on an.assessment_id = p_assessment_id and an.item_code = k.src_code
    group by l.code
  ),
  ancestry as (
    select l.code as leaf, l.parent_code as ancestor from leaves l where l.parent_code is not null
    union all
    select a.leaf, p.parent_code
    from ancestry a
    join fw on true
    join public.tools_framework_items p on p.framework_id = fw.target and p.code = a.ancestor
    where p.parent_code is not null
  ),
  sums as (
    select a.ancestor as code,
      sum(l.weight * lv.cur) filter (where lv.cur is not null) / nullif(sum(l.weight) filter (where lv.cur is not null), 0) as cur_avg,
      sum(l.weight * lv.tgt) filter (where lv.tgt is not null) / nullif(sum(l.weight) filter (where lv.tgt is not null), 0) as tgt_avg,
      count(*) filter (where lv.cur is not null)::integer as answered,
      count(*)::integer as total
    from ancestry a
    join leaves l on l.code = a.leaf
    left join levels lv on lv.code = l.code
    group by a.ancestor
  )
  select n.code, n.parent_code, n.depth::integer, n.title, n.position,
    round(100 * s.cur_avg / 5, 1), round(100 * s.tgt_avg / 5, 1),
    round(s.cur_avg, 2), round(s.tgt_avg, 2),
    coalesce(s.answered, 0), coalesce(s.total, 0)
  from public.tools_framework_items n
  join fw on n.framework_id = fw.target
  left join sums s on s.code = n.code
  where not n.answerable
  order by n.position
$$;


ALTER FUNCTION public.tools_score_rows(p_assessment_id uuid, p_framework_id text) OWNER TO postgres;

--
-- Name: tools_scores(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_scores(p_assessment_id uuid, p_framework_id text DEFAULT NULL::text) RETURNS TABLE(code text, parent_code text, depth integer, title text, "position" integer, current_score numeric, target_score numeric, current_avg numeric, target_avg numeric, answered integer, total integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.tools_require_role(p_assessment_id);
  if p_framework_id is not null and not exists (select 1 from public.tools_frameworks f where f.id = p_framework_id) then
    raise exception 'unknown_framework' using errcode = '22023';
  end if;
  return query select * from public.tools_score_rows(p_assessment_id, p_framework_id);
end
$$;


ALTER FUNCTION public.tools_scores(p_assessment_id uuid, p_framework_id text) OWNER TO postgres;

--
-- Name: tools_send_back_answer(uuid, text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_send_back_answer(p_assessment_id uuid, p_item_code text, p_comment text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  answer public.tools_answers := public.tools_answer_for_review(p_assessment_id, p_item_code);
  comment text := nullif(btrim(coalesce(p_comment, '')), '');
begin
  if comment is null or char_length(comment) > 1000 then
    raise exception 'A comment of 1 to 1000 characters is needed' using errcode = '22023';
  end if;
  if answer.status not in ('answered', 'validated') then
    raise exception 'not_answered' using errcode = 'PT409';
  end if;
  update public.tools_answers
     set status = 'returned', reviewer_comment = comment, validated_by = null, validated_at = null
   where assessment_id = p_assessment_id and item_code = p_item_code;
  perform public.tools_audit(
    'tools_answer_sent_back', jsonb_build_object('assessment_id', p_assessment_id, 'item_code', p_item_code)
  );
end
$$;


ALTER FUNCTION public.tools_send_back_answer(p_assessment_id uuid, p_item_code text, p_comment text) OWNER TO postgres;

--
-- Name: tools_submit_assessment(uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_submit_assessment(p_assessment_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.tools_require_role(p_assessment_id, array['owner']);
  update public.tools_assessments set status = 'submitted', submitted_at = now()
  where id = p_assessment_id and status = 'in_progress';
  if not found then
    raise exception 'already_submitted' using errcode = 'PT409';
  end if;
  insert into public.tools_answer_history (assessment_id, changed_by, action)
  values (p_assessment_id, auth.uid(), 'submitted');
  perform public.tools_audit('tools_assessment_submitted', jsonb_build_object('assessment_id', p_assessment_id));
end
$$;


ALTER FUNCTION public.tools_submit_assessment(p_assessment_id uuid) OWNER TO postgres;

--
-- Name: tools_validate_answer(uuid, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.tools_validate_answer(p_assessment_id uuid, p_item_code text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  answer public.tools_answers := public.tools_answer_for_review(p_assessment_id, p_item_code);
begin
  if answer.status <> 'answered' then
    raise exception 'not_answered' using errcode = 'PT409';
  end if;
  update public.tools_answers
     set status = 'validated', validated_by = auth.uid(), validated_at = now()
   where assessment_id = p_assessment_id and item_code = p_item_code;
  perform public.tools_audit(
    'tools_answer_validated', jsonb_build_object('assessment_id', p_assessment_id, 'item_code', p_item_code)
  );
end
$$;


ALTER FUNCTION public.tools_validate_answer(p_assessment_id uuid, p_item_code text) OWNER TO postgres;

--
-- Name: totp_verified_within(integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.totp_verified_within(seconds integer) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  select exists (
    select 1
      from jsonb_array_elements(
        case when jsonb_typeof(auth.jwt() -> 'amr') = 'array' then auth.jwt() -> 'amr' else '[]' end
      ) e
     where e ->> 'method' = 'totp'
       and (e ->> 'timestamp') ~ '^[0-9]{1,12}$'
       and (e ->> 'timestamp')::bigint >= extract(epoch from now())::bigint - seconds
  )
$_$;


ALTER FUNCTION public.totp_verified_within(seconds integer) OWNER TO postgres;

--
-- Name: unsubscribe_renewal_reminders(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.unsubscribe_renewal_reminders(p_token text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  parts text[];
  member uuid;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$' then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  parts := string_to_array(p_token, '.');
  member := parts[1]::uuid;
  if public.renewal_reminders_unsubscribe_token(member) is distinct from p_token then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  update public.profiles set renewal_reminders = false where user_id = member;
  return true;
end
$_$;


ALTER FUNCTION public.unsubscribe_renewal_reminders(p_token text) OWNER TO postgres;

--
-- Name: validate_discount_code(text, text, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.validate_discount_code(code text, tier text, amount_cents bigint) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  dc public.discount_codes;
  refusal text;
begin
  select * into dc from public.discount_codes d where d.code = upper(btrim(validate_discount_code.code));
  refusal := public.discount_refusal(dc, tier, amount_cents);
  if refusal is not null then
    return jsonb_build_object('valid', false, 'message', refusal, 'discount_amount_cents', 0);
  end if;
  return jsonb_build_object(
    'valid', true,
    'message', 'Discount code applied',
    'discount_amount_cents', public.discount_amount_cents(dc, amount_cents),
    'discount_code_id', dc.id
  );
end
$$;


ALTER FUNCTION public.validate_discount_code(code text, tier text, amount_cents bigint) OWNER TO postgres;

--
-- Name: validate_member_discount_code(text, text, bigint, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.validate_member_discount_code(code text, tier text, amount_cents bigint, member_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  answer jsonb := public.validate_discount_code(code, tier, amount_cents);
  code_id uuid;
  per_member integer;
  used integer;
begin
  if not (answer ->> 'valid')::boolean or member_id is null then
    return answer;
  end if;
  code_id := (answer ->> 'discount_code_id')::uuid;
  select d.max_uses_per_member into per_member from public.discount_codes d where d.id = code_id;
  if per_member is null then
    return answer;
  end if;
  select count(*) into used
    from public.subscriptions s
   where s.user_id = validate_member_discount_code.member_id
     and s.discount_code_id = code_id
     and s.status in ('active', 'superseded', 'expired');
  if used >= per_member then
    return jsonb_build_object(
      'valid', false,
      'message', 'You have already used this discount code',
      'discount_amount_cents', 0
    );
  end if;
  return answer;
end
$$;


ALTER FUNCTION public.validate_member_discount_code(code text, tier text, amount_cents bigint, member_id uuid) OWNER TO postgres;

--
-- Name: validate_mfa_backup_code(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.validate_mfa_backup_code(backup_code text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  attempt record;
begin
  if caller is null or backup_code is null then
    return jsonb_build_object('valid', false);
  end if;
  select * into attempt from public.mfa_backup_code_attempt(caller, backup_code);
  if attempt.refusal is not null then
    return attempt.refusal;
  end if;
  if attempt.code_id is not null then
    -- Still unspent: the lock above keeps this user's other attempts out.
    update public.mfa_backup_codes c set used_at = now() where c.id = attempt.code_id;
  end if;
  return jsonb_build_object(
    'valid', attempt.code_id is not null,
    'remaining', (
      select count(*) from public.mfa_backup_codes c where c.user_id = caller and c.used_at is null
    )
  );
end
$$;


ALTER FUNCTION public.validate_mfa_backup_code(backup_code text) OWNER TO postgres;

--
-- Name: waitlist_track_invitation_expiry(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.waitlist_track_invitation_expiry() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.waitlist set invitation_expires_at = new.expires_at where id = new.waitlist_id;
  return new;
end
$$;


ALTER FUNCTION public.waitlist_track_invitation_expiry() OWNER TO postgres;

--
-- Name: write_audit_log(text, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.write_audit_log(_action_type text, _details jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), public.request_source_app(), _action_type, _details)
$$;


ALTER FUNCTION public.write_audit_log(_action_type text, _details jsonb) OWNER TO postgres;

--
-- Name: area_access_requests; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.area_access_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    area text NOT NULL,
    message text,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    decided_at timestamp with time zone,
    decided_by uuid,
    CONSTRAINT area_access_requests_area_check CHECK ((area = ANY (ARRAY['learning'::text, 'certification'::text, 'tools'::text]))),
    CONSTRAINT area_access_requests_check CHECK (((status = 'pending'::text) = (decided_at IS NULL))),
    CONSTRAINT area_access_requests_message_check CHECK (((char_length(message) >= 1) AND (char_length(message) <= 500))),
    CONSTRAINT area_access_requests_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'granted'::text, 'declined'::text])))
);


ALTER TABLE public.area_access_requests OWNER TO postgres;

--
-- Name: audit_logs; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.audit_logs (
    log_id uuid DEFAULT gen_random_uuid() NOT NULL,
    "timestamp" timestamp with time zone DEFAULT now() NOT NULL,
    user_id uuid,
    user_role text NOT NULL,
    source_app text DEFAULT 'main'::text NOT NULL,
    action_type text NOT NULL,
    action_details jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT audit_logs_action_type_check CHECK (((char_length(action_type) >= 1) AND (char_length(action_type) <= 100))),
    CONSTRAINT audit_logs_source_app_check CHECK ((source_app = ANY (ARRAY['main'::text, 'skillup'::text, 'intel'::text, 'tools'::text])))
);


ALTER TABLE public.audit_logs OWNER TO postgres;

--
-- Name: auth_attempt_counters; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.auth_attempt_counters (
    user_id uuid NOT NULL,
    kind text NOT NULL,
    failures integer DEFAULT 0 NOT NULL,
    last_failed_at timestamp with time zone,
    locked_until timestamp with time zone,
    client_address text DEFAULT ''::text NOT NULL,
    CONSTRAINT auth_attempt_counters_failures_check CHECK ((failures >= 0)),
    CONSTRAINT auth_attempt_counters_kind_check CHECK ((kind = ANY (ARRAY['password'::text, 'mfa'::text])))
);


ALTER TABLE public.auth_attempt_counters OWNER TO postgres;

--
-- Name: TABLE auth_attempt_counters; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON TABLE public.auth_attempt_counters IS 'Failed password/MFA attempts per account, written only by the auth hooks; no client reads it.';

--
-- Name: COLUMN auth_attempt_counters.client_address; Type: COMMENT; Schema: public; Owner: postgres
--

COMMENT ON COLUMN public.auth_attempt_counters.client_address IS 'The client the failures came from; empty for the count over the whole account.';

--
-- Name: client_error_reports; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.client_error_reports (
    report_id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    user_id uuid,
    remote text NOT NULL,
    version text DEFAULT 'unknown'::text NOT NULL,
    source text NOT NULL,
    action text,
    message text NOT NULL,
    stack text,
    path text,
    CONSTRAINT client_error_reports_action_check CHECK ((char_length(action) <= 100)),
    CONSTRAINT client_error_reports_message_check CHECK (((char_length(message) >= 1) AND (char_length(message) <= 1000))),
    CONSTRAINT client_error_reports_path_check CHECK ((char_length(path) <= 300)),
    CONSTRAINT client_error_reports_remote_check CHECK ((remote ~ '^[a-z0-9_]{1,64}$'::text)),
    CONSTRAINT client_error_reports_source_check CHECK ((source = ANY (ARRAY['federation'::text, 'boundary'::text, 'query'::text, 'mutation'::text, 'action'::text, 'boot'::text]))),
    CONSTRAINT client_error_reports_stack_check CHECK ((char_length(stack) <= 4000)),
    CONSTRAINT client_error_reports_version_check CHECK (((char_length(version) >= 1) AND (char_length(version) <= 64)))
);


ALTER TABLE public.client_error_reports OWNER TO postgres;

--
-- Name: client_error_groups; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW public.client_error_groups WITH (security_invoker='true') AS
 SELECT remote,
    version,
    source,
    message,
    (count(*))::integer AS reports,
    (count(DISTINCT user_id))::integer AS users,
    min(created_at) AS first_seen,
    max(created_at) AS last_seen,
    (array_agg(action ORDER BY created_at DESC, report_id DESC))[1] AS last_action,
    (array_agg(path ORDER BY created_at DESC, report_id DESC))[1] AS last_path,
    (array_agg(stack ORDER BY created_at DESC, report_id DESC))[1] AS last_stack
   FROM public.client_error_reports r
  GROUP BY remote, version, source, message;


ALTER VIEW public.client_error_groups OWNER TO postgres;

--
-- Name: client_error_reports_report_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.client_error_reports ALTER COLUMN report_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.client_error_reports_report_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: content_leads; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.content_leads (
    lead_id uuid DEFAULT gen_random_uuid() NOT NULL,
    resource_id uuid,
    lead_name text NOT NULL,
    lead_email text NOT NULL,
    organization text,
    job_title text,
    phone_number text,
    country text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT content_leads_country_check CHECK ((char_length(country) <= 100)),
    CONSTRAINT content_leads_job_title_check CHECK ((char_length(job_title) <= 200)),
    CONSTRAINT content_leads_lead_email_check CHECK (((char_length(lead_email) <= 255) AND (lead_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT content_leads_lead_name_check CHECK (((char_length(btrim(lead_name)) >= 1) AND (char_length(btrim(lead_name)) <= 201))),
    CONSTRAINT content_leads_organization_check CHECK ((char_length(organization) <= 200)),
    CONSTRAINT content_leads_phone_number_check CHECK ((char_length(phone_number) <= 50))
);


ALTER TABLE public.content_leads OWNER TO postgres;

--
-- Name: corporate_team_invitations; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.corporate_team_invitations (
    invitation_id uuid DEFAULT gen_random_uuid() NOT NULL,
    team_id uuid NOT NULL,
    email text NOT NULL,
    invitation_token_id uuid,
    invited_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '7 days'::interval) NOT NULL,
    CONSTRAINT corporate_team_invitations_email_check CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 255)) AND (email = lower(btrim(email)))))
);


ALTER TABLE public.corporate_team_invitations OWNER TO postgres;

--
-- Name: corporate_team_members; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.corporate_team_members (
    team_id uuid NOT NULL,
    user_id uuid NOT NULL,
    added_by uuid,
    added_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.corporate_team_members OWNER TO postgres;

--
-- Name: corporate_teams; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.corporate_teams (
    team_id uuid DEFAULT gen_random_uuid() NOT NULL,
    team_name text NOT NULL,
    organization text,
    max_members integer DEFAULT 5 NOT NULL,
    team_owner_id uuid DEFAULT auth.uid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT corporate_teams_max_members_check CHECK (((max_members >= 1) AND (max_members <= 1000))),
    CONSTRAINT corporate_teams_organization_check CHECK ((char_length(organization) <= 200)),
    CONSTRAINT corporate_teams_team_name_check CHECK (((char_length(btrim(team_name)) >= 1) AND (char_length(btrim(team_name)) <= 200)))
);


ALTER TABLE public.corporate_teams OWNER TO postgres;

--
-- Name: discount_code_checks; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.discount_code_checks (
    subject text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    checks integer DEFAULT 0 NOT NULL
);


ALTER TABLE public.discount_code_checks OWNER TO postgres;

--
-- Name: form_notifications; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.form_notifications (
    form text NOT NULL,
    row_id uuid NOT NULL,
    notified_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT form_notifications_form_check CHECK ((form = ANY (ARRAY['content_leads'::text, 'rd_inquiries'::text])))
);


ALTER TABLE public.form_notifications OWNER TO postgres;

--
-- Name: intel_advisories; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_advisories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    summary text NOT NULL,
    severity text NOT NULL,
    tlp text NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    sectors text[] DEFAULT '{}'::text[] NOT NULL,
    countries text[] DEFAULT '{}'::text[] NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    published_at timestamp with time zone,
    CONSTRAINT intel_advisories_check CHECK (((status = 'draft'::text) = (published_at IS NULL))),
    CONSTRAINT intel_advisories_countries_check CHECK (((cardinality(countries) <= 60) AND (array_to_string(countries, ','::text) ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'::text))),
    CONSTRAINT intel_advisories_sectors_check CHECK ((sectors <@ ARRAY['government'::text, 'finance'::text, 'telecom'::text, 'energy'::text, 'health'::text, 'education'::text, 'transport'::text, 'other'::text])),
    CONSTRAINT intel_advisories_severity_check CHECK ((severity = ANY (ARRAY['critical'::text, 'high'::text, 'medium'::text, 'low'::text]))),
    CONSTRAINT intel_advisories_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text, 'updated'::text, 'withdrawn'::text]))),
    CONSTRAINT intel_advisories_summary_check CHECK (((char_length(btrim(summary)) >= 1) AND (char_length(btrim(summary)) <= 1000))),
    CONSTRAINT intel_advisories_title_check CHECK (((char_length(btrim(title)) >= 3) AND (char_length(btrim(title)) <= 200))),
    CONSTRAINT intel_advisories_tlp_check CHECK ((tlp = ANY (ARRAY['clear'::text, 'green'::text, 'amber'::text, 'amber_strict'::text, 'red'::text]))),
    CONSTRAINT intel_advisories_version_check CHECK ((version >= 1))
);


ALTER TABLE public.intel_advisories OWNER TO postgres;

--
-- Name: intel_advisory_contents; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_advisory_contents (
    advisory_id uuid NOT NULL,
    body text DEFAULT ''::text NOT NULL,
    refs text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT intel_advisory_contents_body_check CHECK ((char_length(body) <= 50000)),
    CONSTRAINT intel_advisory_contents_refs_check CHECK (((cardinality(refs) <= 50) AND (char_length(array_to_string(refs, '
'::text)) <= 50000) AND ((cardinality(refs) = 0) OR (array_to_string(refs, '
'::text) ~ '^https?://[^[:space:]]+(\nhttps?://[^[:space:]]+)*$'::text))))
);


ALTER TABLE public.intel_advisory_contents OWNER TO postgres;

--
-- Name: intel_advisory_recipients; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_advisory_recipients (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    advisory_id uuid NOT NULL,
    org_id uuid,
    user_id uuid,
    CONSTRAINT intel_advisory_recipients_check CHECK (((org_id IS NULL) <> (user_id IS NULL)))
);


ALTER TABLE public.intel_advisory_recipients OWNER TO postgres;

--
-- Name: intel_advisory_versions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_advisory_versions (
    advisory_id uuid NOT NULL,
    version integer NOT NULL,
    status text NOT NULL,
    title text NOT NULL,
    summary text NOT NULL,
    body text NOT NULL,
    severity text NOT NULL,
    tlp text NOT NULL,
    change_note text,
    changed_by uuid,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intel_advisory_versions_change_note_check CHECK ((char_length(change_note) <= 500))
);


ALTER TABLE public.intel_advisory_versions OWNER TO postgres;

--
-- Name: intel_indicators; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_indicators (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    advisory_id uuid NOT NULL,
    type text NOT NULL,
    value text NOT NULL,
    description text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intel_indicators_description_check CHECK ((char_length(description) <= 500)),
    CONSTRAINT intel_indicators_type_check CHECK ((type = ANY (ARRAY['ipv4'::text, 'ipv6'::text, 'cidr'::text, 'domain'::text, 'url'::text, 'sha256'::text, 'sha1'::text, 'md5'::text, 'email'::text, 'cve'::text]))),
    CONSTRAINT intel_indicators_value_valid CHECK (public.intel_indicator_valid(type, value))
);


ALTER TABLE public.intel_indicators OWNER TO postgres;

--
-- Name: intel_org_members; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_org_members (
    org_id uuid NOT NULL,
    user_id uuid NOT NULL,
    role text DEFAULT 'member'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intel_org_members_role_check CHECK ((role = ANY (ARRAY['member'::text, 'focal_point'::text])))
);


ALTER TABLE public.intel_org_members OWNER TO postgres;

--
-- Name: intel_organisations; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_organisations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    country text NOT NULL,
    sector text NOT NULL,
    kind text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intel_organisations_country_check CHECK ((country ~ '^[A-Z]{2}$'::text)),
    CONSTRAINT intel_organisations_kind_check CHECK ((kind = ANY (ARRAY['national_cert'::text, 'sectoral_cert'::text, 'csirt'::text, 'company'::text, 'other'::text]))),
    CONSTRAINT intel_organisations_name_check CHECK (((char_length(btrim(name)) >= 2) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT intel_organisations_sector_check CHECK ((sector = ANY (ARRAY['government'::text, 'finance'::text, 'telecom'::text, 'energy'::text, 'health'::text, 'education'::text, 'transport'::text, 'other'::text])))
);


ALTER TABLE public.intel_organisations OWNER TO postgres;

--
-- Name: intel_protocols; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_protocols (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    incident_type text NOT NULL,
    tlp text DEFAULT 'green'::text NOT NULL,
    recipient_org_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    body text NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intel_protocols_body_check CHECK (((char_length(body) >= 1) AND (char_length(body) <= 50000))),
    CONSTRAINT intel_protocols_check CHECK (((tlp = 'amber'::text) = (cardinality(recipient_org_ids) > 0))),
    CONSTRAINT intel_protocols_incident_type_check CHECK ((incident_type = ANY (ARRAY['ransomware'::text, 'phishing'::text, 'ddos'::text, 'data_breach'::text, 'malware'::text, 'vulnerability'::text, 'other'::text]))),
    CONSTRAINT intel_protocols_title_check CHECK (((char_length(btrim(title)) >= 3) AND (char_length(btrim(title)) <= 200))),
    CONSTRAINT intel_protocols_tlp_check CHECK ((tlp = ANY (ARRAY['clear'::text, 'green'::text, 'amber'::text])))
);


ALTER TABLE public.intel_protocols OWNER TO postgres;

--
-- Name: intel_watchlist_entries; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.intel_watchlist_entries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    org_id uuid NOT NULL,
    kind text NOT NULL,
    value text NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intel_watchlist_entries_kind_check CHECK ((kind = ANY (ARRAY['cidr'::text, 'domain'::text, 'asn'::text]))),
    CONSTRAINT intel_watchlist_entries_value_valid CHECK (public.intel_watch_value_valid(kind, value))
);


ALTER TABLE public.intel_watchlist_entries OWNER TO postgres;

--
-- Name: invitation_tokens; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.invitation_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token text DEFAULT (replace((gen_random_uuid())::text, '-'::text, ''::text) || replace((gen_random_uuid())::text, '-'::text, ''::text)) NOT NULL,
    email text NOT NULL,
    waitlist_id uuid,
    used_at timestamp with time zone,
    expires_at timestamp with time zone DEFAULT (now() + '7 days'::interval) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    CONSTRAINT invitation_tokens_email_check CHECK ((char_length(email) <= 255))
);


ALTER TABLE public.invitation_tokens OWNER TO postgres;

--
-- Name: mail_signing_keys; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.mail_signing_keys (
    purpose text NOT NULL,
    secret bytea DEFAULT sha256(convert_to(((gen_random_uuid())::text || (gen_random_uuid())::text), 'UTF8'::name)) NOT NULL,
    CONSTRAINT mail_signing_keys_purpose_check CHECK ((char_length(purpose) <= 60))
);


ALTER TABLE public.mail_signing_keys OWNER TO postgres;

--
-- Name: membership_pricing; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.membership_pricing (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    tier text NOT NULL,
    billing_period text DEFAULT 'yearly'::text NOT NULL,
    base_price_cents bigint NOT NULL,
    price_per_additional_member_cents bigint DEFAULT 0 NOT NULL,
    team_size_min integer DEFAULT 1 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT membership_pricing_base_price_cents_check CHECK ((base_price_cents >= 0)),
    CONSTRAINT membership_pricing_billing_period_check CHECK ((billing_period = 'yearly'::text)),
    CONSTRAINT membership_pricing_price_per_additional_member_cents_check CHECK ((price_per_additional_member_cents >= 0)),
    CONSTRAINT membership_pricing_team_size_min_check CHECK ((team_size_min >= 1)),
    CONSTRAINT membership_pricing_tier_check CHECK ((tier = ANY (ARRAY['Student'::text, 'Professional'::text, 'Corporate'::text])))
);


ALTER TABLE public.membership_pricing OWNER TO postgres;

--
-- Name: mfa_backup_codes; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.mfa_backup_codes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    code_hash text NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT mfa_backup_codes_code_hash_check CHECK ((code_hash ~ '^[0-9a-f]{64}$'::text))
);


ALTER TABLE public.mfa_backup_codes OWNER TO postgres;

--
-- Name: mfa_enforcement; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.mfa_enforcement (
    user_id uuid NOT NULL,
    mfa_setup_deadline date,
    mfa_disabled_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.mfa_enforcement OWNER TO postgres;

--
-- Name: mfa_support_requests; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.mfa_support_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    request_type text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    description text NOT NULL,
    contact_method text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone,
    resolution_notes text,
    resolved_by uuid,
    CONSTRAINT mfa_support_requests_check CHECK (((status = 'resolved'::text) = (resolved_at IS NOT NULL))),
    CONSTRAINT mfa_support_requests_contact_method_check CHECK ((char_length(contact_method) <= 255)),
    CONSTRAINT mfa_support_requests_description_check CHECK (((char_length(btrim(description)) >= 1) AND (char_length(btrim(description)) <= 5000))),
    CONSTRAINT mfa_support_requests_request_type_check CHECK ((request_type = ANY (ARRAY['locked_out'::text, 'setup_help'::text, 'reset_request'::text, 'lost_device'::text]))),
    CONSTRAINT mfa_support_requests_resolution_notes_check CHECK ((char_length(resolution_notes) <= 5000)),
    CONSTRAINT mfa_support_requests_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'in_progress'::text, 'resolved'::text])))
);


ALTER TABLE public.mfa_support_requests OWNER TO postgres;

--
-- Name: newsletter_issues; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.newsletter_issues (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    sent_by uuid,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    recipients integer DEFAULT 0 NOT NULL,
    CONSTRAINT newsletter_issues_body_check CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 20000))),
    CONSTRAINT newsletter_issues_subject_check CHECK (((char_length(btrim(subject)) >= 1) AND (char_length(btrim(subject)) <= 200)))
);


ALTER TABLE public.newsletter_issues OWNER TO postgres;

--
-- Name: newsletter_subscriptions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.newsletter_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email text NOT NULL,
    language text DEFAULT 'en'::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    user_id uuid,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    consent_at timestamp with time zone,
    unsubscribed_at timestamp with time zone,
    confirm_token_hash text,
    confirm_expires_at timestamp with time zone,
    confirm_sent_at timestamp with time zone,
    CONSTRAINT newsletter_subscriptions_check CHECK (((status <> 'confirmed'::text) OR (consent_at IS NOT NULL))),
    CONSTRAINT newsletter_subscriptions_email_check CHECK (((email = lower(btrim(email))) AND ((char_length(email) >= 3) AND (char_length(email) <= 254)))),
    CONSTRAINT newsletter_subscriptions_language_check CHECK ((language = ANY (ARRAY['en'::text, 'fr'::text, 'pt'::text, 'sw'::text]))),
    CONSTRAINT newsletter_subscriptions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'unsubscribed'::text])))
);


ALTER TABLE public.newsletter_subscriptions OWNER TO postgres;

--
-- Name: public_form_submissions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.public_form_submissions (
    form text NOT NULL,
    client_address text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    submissions integer DEFAULT 0 NOT NULL
);


ALTER TABLE public.public_form_submissions OWNER TO postgres;

--
-- Name: public_member_expertise; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW public.public_member_expertise AS
 SELECT min(a.a) AS area,
    (count(*))::integer AS members
   FROM (public.public_member_profiles m
     CROSS JOIN LATERAL unnest(m.expertise_areas) a(a))
  GROUP BY (lower(a.a));


ALTER VIEW public.public_member_expertise OWNER TO postgres;

--
-- Name: rd_inquiries; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.rd_inquiries (
    inquiry_id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_title text NOT NULL,
    contact_name text NOT NULL,
    contact_email text NOT NULL,
    organization_name text NOT NULL,
    organization_type text NOT NULL,
    project_scope text,
    status text DEFAULT 'new'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rd_inquiries_contact_email_check CHECK (((char_length(contact_email) <= 255) AND (contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT rd_inquiries_contact_name_check CHECK (((char_length(btrim(contact_name)) >= 1) AND (char_length(btrim(contact_name)) <= 100))),
    CONSTRAINT rd_inquiries_organization_name_check CHECK (((char_length(btrim(organization_name)) >= 1) AND (char_length(btrim(organization_name)) <= 200))),
    CONSTRAINT rd_inquiries_organization_type_check CHECK ((organization_type = ANY (ARRAY['corporate'::text, 'dfi'::text, 'government'::text, 'ngo'::text, 'other'::text]))),
    CONSTRAINT rd_inquiries_project_scope_check CHECK ((char_length(project_scope) <= 5000)),
    CONSTRAINT rd_inquiries_project_title_check CHECK (((char_length(btrim(project_title)) >= 1) AND (char_length(btrim(project_title)) <= 200))),
    CONSTRAINT rd_inquiries_status_check CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'in_progress'::text, 'completed'::text, 'declined'::text])))
);


ALTER TABLE public.rd_inquiries OWNER TO postgres;

--
-- Name: rd_project_deliverables; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.rd_project_deliverables (
    deliverable_id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    title text NOT NULL,
    due_date date,
    done boolean DEFAULT false NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rd_project_deliverables_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 200)))
);


ALTER TABLE public.rd_project_deliverables OWNER TO postgres;

--
-- Name: rd_project_members; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.rd_project_members (
    project_id uuid NOT NULL,
    user_id uuid NOT NULL,
    added_by uuid,
    added_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.rd_project_members OWNER TO postgres;

--
-- Name: rd_project_messages; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.rd_project_messages (
    message_id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_id uuid NOT NULL,
    author_id uuid DEFAULT auth.uid(),
    author_name text,
    author_role text DEFAULT 'member'::text NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rd_project_messages_author_role_check CHECK ((author_role = ANY (ARRAY['manager'::text, 'member'::text, 'admin'::text]))),
    CONSTRAINT rd_project_messages_body_check CHECK (((char_length(body) >= 1) AND (char_length(body) <= 4000)))
);


ALTER TABLE public.rd_project_messages OWNER TO postgres;

--
-- Name: rd_projects; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.rd_projects (
    project_id uuid DEFAULT gen_random_uuid() NOT NULL,
    project_name text NOT NULL,
    description text,
    client_organization text,
    start_date date,
    end_date date,
    budget_usd numeric(14,2),
    status text DEFAULT 'planning'::text NOT NULL,
    project_manager_id uuid DEFAULT auth.uid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rd_projects_budget_usd_check CHECK ((budget_usd >= (0)::numeric)),
    CONSTRAINT rd_projects_check CHECK (((end_date IS NULL) OR (start_date IS NULL) OR (end_date >= start_date))),
    CONSTRAINT rd_projects_client_organization_check CHECK ((char_length(client_organization) <= 200)),
    CONSTRAINT rd_projects_description_check CHECK ((char_length(description) <= 5000)),
    CONSTRAINT rd_projects_project_name_check CHECK (((char_length(btrim(project_name)) >= 1) AND (char_length(btrim(project_name)) <= 200))),
    CONSTRAINT rd_projects_status_check CHECK ((status = ANY (ARRAY['planning'::text, 'active'::text, 'on_hold'::text, 'completed'::text, 'cancelled'::text])))
);


ALTER TABLE public.rd_projects OWNER TO postgres;

--
-- Name: resource_type_counts; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.resource_type_counts (
    content_type text NOT NULL,
    item_count integer NOT NULL,
    CONSTRAINT resource_type_counts_item_count_check CHECK ((item_count >= 0))
);


ALTER TABLE public.resource_type_counts OWNER TO postgres;

--
-- Name: resource_content_types; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW public.resource_content_types WITH (security_invoker='true') AS
 SELECT content_type,
    item_count
   FROM public.resource_type_counts c
  WHERE (item_count > 0);


ALTER VIEW public.resource_content_types OWNER TO postgres;

--
-- Name: resource_downloads; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.resource_downloads (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    resource_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid(),
    lead_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.resource_downloads OWNER TO postgres;

--
-- Name: resource_items; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.resource_items (
    item_id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    description text,
    content_type text NOT NULL,
    access_tier text DEFAULT 'Public'::text NOT NULL,
    author_names text[] DEFAULT '{}'::text[] NOT NULL,
    tags text[],
    file_storage_path text,
    mock_cover_url text,
    publish_date date DEFAULT CURRENT_DATE NOT NULL,
    search_vector tsvector GENERATED ALWAYS AS ((((setweight(to_tsvector('english'::regconfig, COALESCE(title, ''::text)), 'A'::"char") || setweight(to_tsvector('english'::regconfig, COALESCE(description, ''::text)), 'B'::"char")) || setweight(to_tsvector('english'::regconfig, public.immutable_text_join(tags)), 'B'::"char")) || setweight(to_tsvector('english'::regconfig, ((public.immutable_text_join(author_names) || ' '::text) || content_type)), 'C'::"char"))) STORED,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    CONSTRAINT resource_items_access_tier_check CHECK ((access_tier = ANY (ARRAY['Public'::text, 'Student'::text, 'Professional'::text, 'Corporate'::text]))),
    CONSTRAINT resource_items_author_names_check CHECK ((cardinality(author_names) >= 1)),
    CONSTRAINT resource_items_content_type_check CHECK ((content_type = ANY (ARRAY['Research Paper'::text, 'White Paper'::text, 'Case Study'::text, 'Technical Guide'::text, 'Report'::text, 'Article'::text, 'R&D Report'::text, 'Policy Brief'::text, 'Threat Intelligence'::text, 'Training Material'::text]))),
    CONSTRAINT resource_items_description_check CHECK ((char_length(description) <= 5000)),
    CONSTRAINT resource_items_file_storage_path_check CHECK ((char_length(file_storage_path) <= 1024)),
    CONSTRAINT resource_items_mock_cover_url_check CHECK ((char_length(mock_cover_url) <= 2048)),
    CONSTRAINT resource_items_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 300)))
);


ALTER TABLE public.resource_items OWNER TO postgres;

--
-- Name: skillup_attempt_answers; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_attempt_answers (
    attempt_id uuid NOT NULL,
    question_id uuid NOT NULL,
    "position" integer NOT NULL,
    selected_option_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    answered_at timestamp with time zone,
    is_correct boolean
);


ALTER TABLE public.skillup_attempt_answers OWNER TO postgres;

--
-- Name: skillup_course_prerequisites; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_course_prerequisites (
    course_id uuid NOT NULL,
    prerequisite_id uuid NOT NULL,
    CONSTRAINT skillup_course_prerequisites_check CHECK ((course_id <> prerequisite_id))
);


ALTER TABLE public.skillup_course_prerequisites OWNER TO postgres;

--
-- Name: skillup_courses; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_courses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    summary text DEFAULT ''::text NOT NULL,
    level text DEFAULT 'beginner'::text NOT NULL,
    language text DEFAULT 'en'::text NOT NULL,
    estimated_hours numeric(5,1) DEFAULT 0 NOT NULL,
    cpe_hours numeric(5,1) DEFAULT 0 NOT NULL,
    cover_url text,
    certificate_valid_months integer,
    status text DEFAULT 'draft'::text NOT NULL,
    published_at timestamp with time zone,
    author_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT skillup_courses_certificate_valid_months_check CHECK (((certificate_valid_months >= 1) AND (certificate_valid_months <= 240))),
    CONSTRAINT skillup_courses_cover_url_check CHECK ((char_length(cover_url) <= 1000)),
    CONSTRAINT skillup_courses_cpe_hours_check CHECK ((cpe_hours >= (0)::numeric)),
    CONSTRAINT skillup_courses_estimated_hours_check CHECK ((estimated_hours >= (0)::numeric)),
    CONSTRAINT skillup_courses_language_check CHECK ((language = ANY (ARRAY['en'::text, 'fr'::text, 'pt'::text, 'sw'::text]))),
    CONSTRAINT skillup_courses_level_check CHECK ((level = ANY (ARRAY['beginner'::text, 'intermediate'::text, 'advanced'::text]))),
    CONSTRAINT skillup_courses_slug_check CHECK (((char_length(slug) <= 80) AND (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))),
    CONSTRAINT skillup_courses_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
    CONSTRAINT skillup_courses_summary_check CHECK ((char_length(summary) <= 2000)),
    CONSTRAINT skillup_courses_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);


ALTER TABLE public.skillup_courses OWNER TO postgres;

--
-- Name: skillup_cpe_ledger; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW public.skillup_cpe_ledger WITH (security_invoker='true') AS
 SELECT user_id,
    code AS certificate_code,
    title,
    (issued_at)::date AS completed_on,
    cpe_hours,
    course_id,
        CASE
            WHEN (revoked_at IS NOT NULL) THEN 'revoked'::text
            WHEN ((expires_at IS NOT NULL) AND (expires_at <= now())) THEN 'expired'::text
            ELSE 'valid'::text
        END AS status
   FROM public.skillup_certificates c
  WHERE (course_id IS NOT NULL);


ALTER VIEW public.skillup_cpe_ledger OWNER TO postgres;

--
-- Name: skillup_lesson_completions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_lesson_completions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    lesson_id uuid NOT NULL,
    course_id uuid NOT NULL,
    completed_at timestamp with time zone DEFAULT now() NOT NULL,
    client_key uuid NOT NULL
);


ALTER TABLE public.skillup_lesson_completions OWNER TO postgres;

--
-- Name: skillup_lesson_content; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_lesson_content (
    lesson_id uuid NOT NULL,
    body_html text DEFAULT ''::text NOT NULL,
    video_url text,
    attachment_url text,
    size_bytes integer GENERATED ALWAYS AS (octet_length(body_html)) STORED,
    CONSTRAINT skillup_lesson_content_attachment_url_check CHECK ((char_length(attachment_url) <= 1000)),
    CONSTRAINT skillup_lesson_content_body_html_check CHECK ((octet_length(body_html) <= 1000000)),
    CONSTRAINT skillup_lesson_content_video_url_check CHECK ((char_length(video_url) <= 1000))
);


ALTER TABLE public.skillup_lesson_content OWNER TO postgres;

--
-- Name: skillup_lessons; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_lessons (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    module_id uuid NOT NULL,
    course_id uuid NOT NULL,
    "position" integer NOT NULL,
    title text NOT NULL,
    estimated_minutes integer DEFAULT 10 NOT NULL,
    CONSTRAINT skillup_lessons_estimated_minutes_check CHECK (((estimated_minutes >= 1) AND (estimated_minutes <= 600))),
    CONSTRAINT skillup_lessons_position_check CHECK (("position" >= 1)),
    CONSTRAINT skillup_lessons_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);


ALTER TABLE public.skillup_lessons OWNER TO postgres;

--
-- Name: skillup_modules; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_modules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    course_id uuid NOT NULL,
    "position" integer NOT NULL,
    title text NOT NULL,
    CONSTRAINT skillup_modules_position_check CHECK (("position" >= 1)),
    CONSTRAINT skillup_modules_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);


ALTER TABLE public.skillup_modules OWNER TO postgres;

--
-- Name: skillup_pathway_courses; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_pathway_courses (
    pathway_id uuid NOT NULL,
    course_id uuid NOT NULL,
    "position" integer NOT NULL,
    CONSTRAINT skillup_pathway_courses_position_check CHECK (("position" >= 1))
);


ALTER TABLE public.skillup_pathway_courses OWNER TO postgres;

--
-- Name: skillup_pathways; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_pathways (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    summary text DEFAULT ''::text NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    capstone_course_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT skillup_pathways_slug_check CHECK (((char_length(slug) <= 80) AND (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))),
    CONSTRAINT skillup_pathways_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
    CONSTRAINT skillup_pathways_summary_check CHECK ((char_length(summary) <= 2000)),
    CONSTRAINT skillup_pathways_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);


ALTER TABLE public.skillup_pathways OWNER TO postgres;

--
-- Name: skillup_question_options; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_question_options (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    question_id uuid NOT NULL,
    label text NOT NULL,
    is_correct boolean DEFAULT false NOT NULL,
    "position" integer DEFAULT 1 NOT NULL,
    CONSTRAINT skillup_question_options_label_check CHECK (((char_length(label) >= 1) AND (char_length(label) <= 500)))
);


ALTER TABLE public.skillup_question_options OWNER TO postgres;

--
-- Name: skillup_questions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.skillup_questions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    exam_id uuid NOT NULL,
    kind text NOT NULL,
    prompt text NOT NULL,
    "position" integer DEFAULT 1 NOT NULL,
    CONSTRAINT skillup_questions_kind_check CHECK ((kind = ANY (ARRAY['single'::text, 'multiple'::text, 'true_false'::text]))),
    CONSTRAINT skillup_questions_prompt_check CHECK (((char_length(prompt) >= 1) AND (char_length(prompt) <= 2000)))
);


ALTER TABLE public.skillup_questions OWNER TO postgres;

--
-- Name: subscriptions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    tier text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    amount_cents bigint NOT NULL,
    next_billing_date timestamp with time zone,
    team_size integer DEFAULT 1 NOT NULL,
    cancel_at_period_end boolean DEFAULT false NOT NULL,
    payment_reference text,
    discount_code_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT subscriptions_amount_cents_check CHECK ((amount_cents >= 0)),
    CONSTRAINT subscriptions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'active'::text, 'expired'::text, 'cancelled'::text, 'superseded'::text]))),
    CONSTRAINT subscriptions_team_size_check CHECK ((team_size >= 1)),
    CONSTRAINT subscriptions_tier_check CHECK ((tier = ANY (ARRAY['Student'::text, 'Professional'::text, 'Corporate'::text])))
);


ALTER TABLE public.subscriptions OWNER TO postgres;

--
-- Name: tool_beta_requests; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tool_beta_requests (
    request_id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    tool_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT tool_beta_requests_tool_id_check CHECK ((tool_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'::text))
);


ALTER TABLE public.tool_beta_requests OWNER TO postgres;

--
-- Name: tools_actions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tools_actions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    assessment_id uuid NOT NULL,
    item_code text,
    title text NOT NULL,
    owner_id uuid,
    due_date date,
    status text DEFAULT 'open'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT tools_actions_status_check CHECK ((status = ANY (ARRAY['open'::text, 'in_progress'::text, 'done'::text]))),
    CONSTRAINT tools_actions_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 300)))
);


ALTER TABLE public.tools_actions OWNER TO postgres;

--
-- Name: tools_answer_history; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tools_answer_history (
    id bigint NOT NULL,
    assessment_id uuid NOT NULL,
    item_code text,
    changed_by uuid,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    action text NOT NULL,
    changes jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT tools_answer_history_action_check CHECK ((action = ANY (ARRAY['edited'::text, 'assigned'::text, 'validated'::text, 'returned'::text, 'submitted'::text, 'collaborator_added'::text, 'collaborator_removed'::text])))
);


ALTER TABLE public.tools_answer_history OWNER TO postgres;

--
-- Name: tools_answer_history_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_answer_history ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.tools_answer_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: tools_assessments; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tools_assessments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    owner_id uuid DEFAULT auth.uid() NOT NULL,
    organisation text NOT NULL,
    name text NOT NULL,
    sector text NOT NULL,
    country text NOT NULL,
    size text NOT NULL,
    framework_id text NOT NULL,
    status text DEFAULT 'in_progress'::text NOT NULL,
    share_benchmark boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    submitted_at timestamp with time zone,
    CONSTRAINT tools_assessments_check CHECK (((status = 'submitted'::text) = (submitted_at IS NOT NULL))),
    CONSTRAINT tools_assessments_country_check CHECK ((country ~ '^[A-Z]{2}$'::text)),
    CONSTRAINT tools_assessments_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT tools_assessments_organisation_check CHECK (((char_length(organisation) >= 1) AND (char_length(organisation) <= 200))),
    CONSTRAINT tools_assessments_sector_check CHECK ((sector = ANY (ARRAY['finance'::text, 'government'::text, 'telecom'::text, 'health'::text, 'education'::text, 'energy'::text, 'retail'::text, 'technology'::text, 'ngo'::text, 'other'::text]))),
    CONSTRAINT tools_assessments_size_check CHECK ((size = ANY (ARRAY['micro'::text, 'small'::text, 'medium'::text, 'large'::text]))),
    CONSTRAINT tools_assessments_status_check CHECK ((status = ANY (ARRAY['in_progress'::text, 'submitted'::text])))
);


ALTER TABLE public.tools_assessments OWNER TO postgres;

--
-- Name: tools_collaborators; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tools_collaborators (
    assessment_id uuid NOT NULL,
    user_id uuid NOT NULL,
    role text DEFAULT 'contributor'::text NOT NULL,
    invited_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    invitation_mailed_at timestamp with time zone,
    CONSTRAINT tools_collaborators_role_check CHECK ((role = ANY (ARRAY['contributor'::text, 'reviewer'::text])))
);


ALTER TABLE public.tools_collaborators OWNER TO postgres;

--
-- Name: tools_framework_items; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tools_framework_items (
    framework_id text NOT NULL,
    code text NOT NULL,
    parent_code text,
    depth smallint NOT NULL,
    "position" integer NOT NULL,
    title text NOT NULL,
    description text,
    weight numeric(4,2) DEFAULT 1 NOT NULL,
    answerable boolean NOT NULL,
    CONSTRAINT tools_framework_items_code_check CHECK (((char_length(code) >= 1) AND (char_length(code) <= 40))),
    CONSTRAINT tools_framework_items_depth_check CHECK (((depth >= 1) AND (depth <= 6))),
    CONSTRAINT tools_framework_items_weight_check CHECK ((weight > (0)::numeric))
);


ALTER TABLE public.tools_framework_items OWNER TO postgres;

--
-- Name: tools_frameworks; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tools_frameworks (
    id text NOT NULL,
    name text NOT NULL,
    version text NOT NULL,
    publisher text NOT NULL,
    source text NOT NULL,
    licence text NOT NULL,
    group_labels text[] NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    loaded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT tools_frameworks_id_check CHECK ((id ~ '^[a-z0-9][a-z0-9.-]{1,62}$'::text)),
    CONSTRAINT tools_frameworks_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT tools_frameworks_version_check CHECK (((char_length(version) >= 1) AND (char_length(version) <= 40)))
);


ALTER TABLE public.tools_frameworks OWNER TO postgres;

--
-- Name: tools_item_mappings; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tools_item_mappings (
    framework_id text NOT NULL,
    code text NOT NULL,
    mapped_framework_id text NOT NULL,
    mapped_code text NOT NULL,
    CONSTRAINT tools_item_mappings_check CHECK ((framework_id <> mapped_framework_id))
);


ALTER TABLE public.tools_item_mappings OWNER TO postgres;

--
-- Name: transactions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    subscription_id uuid,
    amount_cents bigint NOT NULL,
    currency text DEFAULT 'GHS'::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    reference text,
    provider text DEFAULT 'paystack'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    channel text,
    CONSTRAINT transactions_amount_cents_check CHECK ((amount_cents >= 0)),
    CONSTRAINT transactions_channel_check CHECK ((channel = ANY (ARRAY['card'::text, 'mobile_money'::text]))),
    CONSTRAINT transactions_currency_check CHECK ((currency = 'GHS'::text)),
    CONSTRAINT transactions_provider_check CHECK ((provider = ANY (ARRAY['paystack'::text, 'free'::text]))),
    CONSTRAINT transactions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'success'::text, 'failed'::text, 'abandoned'::text])))
);


ALTER TABLE public.transactions OWNER TO postgres;

--
-- Name: user_roles; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.user_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    role text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_roles_role_check CHECK ((role = ANY (ARRAY['admin'::text, 'intel_analyst'::text, 'instructor'::text])))
);


ALTER TABLE public.user_roles OWNER TO postgres;

--
-- Name: waitlist; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.waitlist (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    invited_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    invitation_expires_at timestamp with time zone,
    CONSTRAINT waitlist_email_check CHECK (((char_length(email) <= 255) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT waitlist_name_check CHECK (((char_length(btrim(name)) >= 2) AND (char_length(btrim(name)) <= 100))),
    CONSTRAINT waitlist_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'invited'::text, 'accepted'::text])))
);


ALTER TABLE public.waitlist OWNER TO postgres;

--
-- Name: area_access_requests area_access_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.area_access_requests
    ADD CONSTRAINT area_access_requests_pkey PRIMARY KEY (id);

--
-- Name: audit_logs audit_logs_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.audit_logs
    ADD CONSTRAINT audit_logs_pkey PRIMARY KEY (log_id);

--
-- Name: auth_attempt_counters auth_attempt_counters_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.auth_attempt_counters
    ADD CONSTRAINT auth_attempt_counters_pkey PRIMARY KEY (user_id, kind, client_address);

--
-- Name: client_error_reports client_error_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.client_error_reports
    ADD CONSTRAINT client_error_reports_pkey PRIMARY KEY (report_id);

--
-- Name: content_leads content_leads_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.content_leads
    ADD CONSTRAINT content_leads_pkey PRIMARY KEY (lead_id);

--
-- Name: corporate_team_invitations corporate_team_invitations_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_invitations
    ADD CONSTRAINT corporate_team_invitations_pkey PRIMARY KEY (invitation_id);

--
-- Name: corporate_team_invitations corporate_team_invitations_team_id_email_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_invitations
    ADD CONSTRAINT corporate_team_invitations_team_id_email_key UNIQUE (team_id, email);

--
-- Name: corporate_team_members corporate_team_members_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_members
    ADD CONSTRAINT corporate_team_members_pkey PRIMARY KEY (team_id, user_id);

--
-- Name: corporate_teams corporate_teams_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_teams
    ADD CONSTRAINT corporate_teams_pkey PRIMARY KEY (team_id);

--
-- Name: discount_code_checks discount_code_checks_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.discount_code_checks
    ADD CONSTRAINT discount_code_checks_pkey PRIMARY KEY (subject);

--
-- Name: discount_codes discount_codes_code_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.discount_codes
    ADD CONSTRAINT discount_codes_code_key UNIQUE (code);

--
-- Name: discount_codes discount_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.discount_codes
    ADD CONSTRAINT discount_codes_pkey PRIMARY KEY (id);

--
-- Name: form_notifications form_notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.form_notifications
    ADD CONSTRAINT form_notifications_pkey PRIMARY KEY (form, row_id);

--
-- Name: intel_acknowledgements intel_acknowledgements_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_acknowledgements
    ADD CONSTRAINT intel_acknowledgements_pkey PRIMARY KEY (advisory_id, org_id);

--
-- Name: intel_advisories intel_advisories_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisories
    ADD CONSTRAINT intel_advisories_pkey PRIMARY KEY (id);

--
-- Name: intel_advisory_contents intel_advisory_contents_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_contents
    ADD CONSTRAINT intel_advisory_contents_pkey PRIMARY KEY (advisory_id);

--
-- Name: intel_advisory_recipients intel_advisory_recipients_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_recipients
    ADD CONSTRAINT intel_advisory_recipients_pkey PRIMARY KEY (id);

--
-- Name: intel_advisory_versions intel_advisory_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_versions
    ADD CONSTRAINT intel_advisory_versions_pkey PRIMARY KEY (advisory_id, version);

--
-- Name: intel_attachments intel_attachments_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_attachments
    ADD CONSTRAINT intel_attachments_pkey PRIMARY KEY (id);

--
-- Name: intel_attachments intel_attachments_storage_path_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_attachments
    ADD CONSTRAINT intel_attachments_storage_path_key UNIQUE (storage_path);

--
-- Name: intel_indicators intel_indicators_advisory_id_type_value_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_indicators
    ADD CONSTRAINT intel_indicators_advisory_id_type_value_key UNIQUE (advisory_id, type, value);

--
-- Name: intel_indicators intel_indicators_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_indicators
    ADD CONSTRAINT intel_indicators_pkey PRIMARY KEY (id);

--
-- Name: intel_org_members intel_org_members_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_org_members
    ADD CONSTRAINT intel_org_members_pkey PRIMARY KEY (org_id, user_id);

--
-- Name: intel_organisations intel_organisations_name_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_organisations
    ADD CONSTRAINT intel_organisations_name_key UNIQUE (name);

--
-- Name: intel_organisations intel_organisations_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_organisations
    ADD CONSTRAINT intel_organisations_pkey PRIMARY KEY (id);

--
-- Name: intel_protocols intel_protocols_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_protocols
    ADD CONSTRAINT intel_protocols_pkey PRIMARY KEY (id);

--
-- Name: intel_watchlist_entries intel_watchlist_entries_org_id_kind_value_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_watchlist_entries
    ADD CONSTRAINT intel_watchlist_entries_org_id_kind_value_key UNIQUE (org_id, kind, value);

--
-- Name: intel_watchlist_entries intel_watchlist_entries_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_watchlist_entries
    ADD CONSTRAINT intel_watchlist_entries_pkey PRIMARY KEY (id);

--
-- Name: invitation_tokens invitation_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.invitation_tokens
    ADD CONSTRAINT invitation_tokens_pkey PRIMARY KEY (id);

--
-- Name: invitation_tokens invitation_tokens_token_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.invitation_tokens
    ADD CONSTRAINT invitation_tokens_token_key UNIQUE (token);

--
-- Name: mail_outbox mail_outbox_idempotency_key_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_idempotency_key_key UNIQUE (idempotency_key);

--
-- Name: mail_outbox mail_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_pkey PRIMARY KEY (id);

--
-- Name: mail_signing_keys mail_signing_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mail_signing_keys
    ADD CONSTRAINT mail_signing_keys_pkey PRIMARY KEY (purpose);

--
-- Name: member_directory member_directory_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.member_directory
    ADD CONSTRAINT member_directory_pkey PRIMARY KEY (directory_id);

--
-- Name: member_directory member_directory_user_id_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.member_directory
    ADD CONSTRAINT member_directory_user_id_key UNIQUE (user_id);

--
-- Name: membership_pricing membership_pricing_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.membership_pricing
    ADD CONSTRAINT membership_pricing_pkey PRIMARY KEY (id);

--
-- Name: membership_pricing membership_pricing_tier_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.membership_pricing
    ADD CONSTRAINT membership_pricing_tier_key UNIQUE (tier);

--
-- Name: mfa_backup_codes mfa_backup_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mfa_backup_codes
    ADD CONSTRAINT mfa_backup_codes_pkey PRIMARY KEY (id);

--
-- Name: mfa_backup_codes mfa_backup_codes_user_id_code_hash_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mfa_backup_codes
    ADD CONSTRAINT mfa_backup_codes_user_id_code_hash_key UNIQUE (user_id, code_hash);

--
-- Name: mfa_enforcement mfa_enforcement_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mfa_enforcement
    ADD CONSTRAINT mfa_enforcement_pkey PRIMARY KEY (user_id);

--
-- Name: mfa_support_requests mfa_support_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mfa_support_requests
    ADD CONSTRAINT mfa_support_requests_pkey PRIMARY KEY (id);

--
-- Name: newsletter_issues newsletter_issues_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.newsletter_issues
    ADD CONSTRAINT newsletter_issues_pkey PRIMARY KEY (id);

--
-- Name: newsletter_subscriptions newsletter_subscriptions_email_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.newsletter_subscriptions
    ADD CONSTRAINT newsletter_subscriptions_email_key UNIQUE (email);

--
-- Name: newsletter_subscriptions newsletter_subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.newsletter_subscriptions
    ADD CONSTRAINT newsletter_subscriptions_pkey PRIMARY KEY (id);

--
-- Name: profiles profiles_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);

--
-- Name: profiles profiles_user_id_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_user_id_key UNIQUE (user_id);

--
-- Name: public_form_submissions public_form_submissions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.public_form_submissions
    ADD CONSTRAINT public_form_submissions_pkey PRIMARY KEY (form, client_address);

--
-- Name: rd_inquiries rd_inquiries_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_inquiries
    ADD CONSTRAINT rd_inquiries_pkey PRIMARY KEY (inquiry_id);

--
-- Name: rd_project_deliverables rd_project_deliverables_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_deliverables
    ADD CONSTRAINT rd_project_deliverables_pkey PRIMARY KEY (deliverable_id);

--
-- Name: rd_project_members rd_project_members_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_members
    ADD CONSTRAINT rd_project_members_pkey PRIMARY KEY (project_id, user_id);

--
-- Name: rd_project_messages rd_project_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_messages
    ADD CONSTRAINT rd_project_messages_pkey PRIMARY KEY (message_id);

--
-- Name: rd_projects rd_projects_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_projects
    ADD CONSTRAINT rd_projects_pkey PRIMARY KEY (project_id);

--
-- Name: resource_downloads resource_downloads_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.resource_downloads
    ADD CONSTRAINT resource_downloads_pkey PRIMARY KEY (id);

--
-- Name: resource_items resource_items_file_storage_path_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.resource_items
    ADD CONSTRAINT resource_items_file_storage_path_key UNIQUE (file_storage_path);

--
-- Name: resource_items resource_items_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.resource_items
    ADD CONSTRAINT resource_items_pkey PRIMARY KEY (item_id);

--
-- Name: resource_type_counts resource_type_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.resource_type_counts
    ADD CONSTRAINT resource_type_counts_pkey PRIMARY KEY (content_type);

--
-- Name: skillup_attempt_answers skillup_attempt_answers_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_attempt_answers
    ADD CONSTRAINT skillup_attempt_answers_pkey PRIMARY KEY (attempt_id, question_id);

--
-- Name: skillup_attempts skillup_attempts_exam_id_user_id_attempt_no_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_attempts
    ADD CONSTRAINT skillup_attempts_exam_id_user_id_attempt_no_key UNIQUE (exam_id, user_id, attempt_no);

--
-- Name: skillup_attempts skillup_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_attempts
    ADD CONSTRAINT skillup_attempts_pkey PRIMARY KEY (id);

--
-- Name: skillup_certificates skillup_certificates_code_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_certificates
    ADD CONSTRAINT skillup_certificates_code_key UNIQUE (code);

--
-- Name: skillup_certificates skillup_certificates_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_certificates
    ADD CONSTRAINT skillup_certificates_pkey PRIMARY KEY (id);

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_course_prerequisites
    ADD CONSTRAINT skillup_course_prerequisites_pkey PRIMARY KEY (course_id, prerequisite_id);

--
-- Name: skillup_courses skillup_courses_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_courses
    ADD CONSTRAINT skillup_courses_pkey PRIMARY KEY (id);

--
-- Name: skillup_courses skillup_courses_slug_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_courses
    ADD CONSTRAINT skillup_courses_slug_key UNIQUE (slug);

--
-- Name: skillup_enrolments skillup_enrolments_course_id_user_id_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_enrolments
    ADD CONSTRAINT skillup_enrolments_course_id_user_id_key UNIQUE (course_id, user_id);

--
-- Name: skillup_enrolments skillup_enrolments_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_enrolments
    ADD CONSTRAINT skillup_enrolments_pkey PRIMARY KEY (id);

--
-- Name: skillup_exams skillup_exams_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_exams
    ADD CONSTRAINT skillup_exams_pkey PRIMARY KEY (id);

--
-- Name: skillup_lesson_completions skillup_lesson_completions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lesson_completions
    ADD CONSTRAINT skillup_lesson_completions_pkey PRIMARY KEY (id);

--
-- Name: skillup_lesson_completions skillup_lesson_completions_user_id_client_key_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lesson_completions
    ADD CONSTRAINT skillup_lesson_completions_user_id_client_key_key UNIQUE (user_id, client_key);

--
-- Name: skillup_lesson_completions skillup_lesson_completions_user_id_lesson_id_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lesson_completions
    ADD CONSTRAINT skillup_lesson_completions_user_id_lesson_id_key UNIQUE (user_id, lesson_id);

--
-- Name: skillup_lesson_content skillup_lesson_content_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lesson_content
    ADD CONSTRAINT skillup_lesson_content_pkey PRIMARY KEY (lesson_id);

--
-- Name: skillup_lessons skillup_lessons_module_id_position_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lessons
    ADD CONSTRAINT skillup_lessons_module_id_position_key UNIQUE (module_id, "position") DEFERRABLE;

--
-- Name: skillup_lessons skillup_lessons_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lessons
    ADD CONSTRAINT skillup_lessons_pkey PRIMARY KEY (id);

--
-- Name: skillup_modules skillup_modules_course_id_position_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_modules
    ADD CONSTRAINT skillup_modules_course_id_position_key UNIQUE (course_id, "position") DEFERRABLE;

--
-- Name: skillup_modules skillup_modules_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_modules
    ADD CONSTRAINT skillup_modules_pkey PRIMARY KEY (id);

--
-- Name: skillup_pathway_courses skillup_pathway_courses_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_pathway_courses
    ADD CONSTRAINT skillup_pathway_courses_pkey PRIMARY KEY (pathway_id, course_id);

--
-- Name: skillup_pathways skillup_pathways_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_pathways
    ADD CONSTRAINT skillup_pathways_pkey PRIMARY KEY (id);

--
-- Name: skillup_pathways skillup_pathways_slug_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_pathways
    ADD CONSTRAINT skillup_pathways_slug_key UNIQUE (slug);

--
-- Name: skillup_question_options skillup_question_options_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_question_options
    ADD CONSTRAINT skillup_question_options_pkey PRIMARY KEY (id);

--
-- Name: skillup_questions skillup_questions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_questions
    ADD CONSTRAINT skillup_questions_pkey PRIMARY KEY (id);

--
-- Name: subscriptions subscriptions_payment_reference_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_payment_reference_key UNIQUE (payment_reference);

--
-- Name: subscriptions subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);

--
-- Name: tool_beta_requests tool_beta_requests_once_per_tool; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tool_beta_requests
    ADD CONSTRAINT tool_beta_requests_once_per_tool UNIQUE (user_id, tool_id);

--
-- Name: tool_beta_requests tool_beta_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tool_beta_requests
    ADD CONSTRAINT tool_beta_requests_pkey PRIMARY KEY (request_id);

--
-- Name: tools_actions tools_actions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_actions
    ADD CONSTRAINT tools_actions_pkey PRIMARY KEY (id);

--
-- Name: tools_answer_history tools_answer_history_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answer_history
    ADD CONSTRAINT tools_answer_history_pkey PRIMARY KEY (id);

--
-- Name: tools_answers tools_answers_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answers
    ADD CONSTRAINT tools_answers_pkey PRIMARY KEY (assessment_id, item_code);

--
-- Name: tools_assessments tools_assessments_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_assessments
    ADD CONSTRAINT tools_assessments_pkey PRIMARY KEY (id);

--
-- Name: tools_collaborators tools_collaborators_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_collaborators
    ADD CONSTRAINT tools_collaborators_pkey PRIMARY KEY (assessment_id, user_id);

--
-- Name: tools_framework_items tools_framework_items_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_framework_items
    ADD CONSTRAINT tools_framework_items_pkey PRIMARY KEY (framework_id, code);

--
-- Name: tools_frameworks tools_frameworks_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_frameworks
    ADD CONSTRAINT tools_frameworks_pkey PRIMARY KEY (id);

--
-- Name: tools_item_mappings tools_item_mappings_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_item_mappings
    ADD CONSTRAINT tools_item_mappings_pkey PRIMARY KEY (framework_id, code, mapped_framework_id, mapped_code);

--
-- Name: transactions transactions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_pkey PRIMARY KEY (id);

--
-- Name: transactions transactions_reference_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_reference_key UNIQUE (reference);

--
-- Name: user_roles user_roles_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_pkey PRIMARY KEY (id);

--
-- Name: user_roles user_roles_user_id_role_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_user_id_role_key UNIQUE (user_id, role);

--
-- Name: waitlist waitlist_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.waitlist
    ADD CONSTRAINT waitlist_pkey PRIMARY KEY (id);

--
-- Name: area_access_requests_one_open; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX area_access_requests_one_open ON public.area_access_requests USING btree (user_id, area) WHERE (status = 'pending'::text);

--
-- Name: area_access_requests_pending_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX area_access_requests_pending_idx ON public.area_access_requests USING btree (created_at, id) WHERE (status = 'pending'::text);

--
-- Name: area_access_requests_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX area_access_requests_user_idx ON public.area_access_requests USING btree (user_id, created_at DESC);

--
-- Name: audit_logs_source_timestamp_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX audit_logs_source_timestamp_idx ON public.audit_logs USING btree (source_app, "timestamp" DESC);

--
-- Name: audit_logs_timestamp_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX audit_logs_timestamp_idx ON public.audit_logs USING btree ("timestamp" DESC);

--
-- Name: audit_logs_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX audit_logs_user_idx ON public.audit_logs USING btree (user_id);

--
-- Name: client_error_reports_group_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX client_error_reports_group_idx ON public.client_error_reports USING btree (remote, version, created_at DESC);

--
-- Name: content_leads_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX content_leads_created_at_idx ON public.content_leads USING btree (created_at DESC);

--
-- Name: content_leads_resource_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX content_leads_resource_idx ON public.content_leads USING btree (resource_id);

--
-- Name: corporate_team_invitations_email_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX corporate_team_invitations_email_idx ON public.corporate_team_invitations USING btree (email);

--
-- Name: corporate_team_members_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX corporate_team_members_user_idx ON public.corporate_team_members USING btree (user_id);

--
-- Name: corporate_teams_owner_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX corporate_teams_owner_idx ON public.corporate_teams USING btree (team_owner_id, created_at DESC);

--
-- Name: discount_codes_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX discount_codes_created_at_idx ON public.discount_codes USING btree (created_at DESC);

--
-- Name: intel_acknowledgements_org_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX intel_acknowledgements_org_idx ON public.intel_acknowledgements USING btree (org_id);

--
-- Name: intel_advisories_recent_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX intel_advisories_recent_idx ON public.intel_advisories USING btree (updated_at DESC, id);

--
-- Name: intel_advisory_recipients_org; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX intel_advisory_recipients_org ON public.intel_advisory_recipients USING btree (advisory_id, org_id) WHERE (org_id IS NOT NULL);

--
-- Name: intel_advisory_recipients_org_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX intel_advisory_recipients_org_idx ON public.intel_advisory_recipients USING btree (org_id);

--
-- Name: intel_advisory_recipients_user; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX intel_advisory_recipients_user ON public.intel_advisory_recipients USING btree (advisory_id, user_id) WHERE (user_id IS NOT NULL);

--
-- Name: intel_advisory_recipients_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX intel_advisory_recipients_user_idx ON public.intel_advisory_recipients USING btree (user_id);

--
-- Name: intel_attachments_advisory_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX intel_attachments_advisory_idx ON public.intel_attachments USING btree (advisory_id);

--
-- Name: intel_indicators_advisory_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX intel_indicators_advisory_idx ON public.intel_indicators USING btree (advisory_id);

--
-- Name: intel_org_members_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX intel_org_members_user_idx ON public.intel_org_members USING btree (user_id);

--
-- Name: invitation_tokens_email_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX invitation_tokens_email_idx ON public.invitation_tokens USING btree (lower(email));

--
-- Name: mail_outbox_due; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX mail_outbox_due ON public.mail_outbox USING btree (send_after) WHERE (status = ANY (ARRAY['queued'::text, 'sending'::text]));

--
-- Name: mail_outbox_user; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX mail_outbox_user ON public.mail_outbox USING btree (user_id);

--
-- Name: member_directory_public_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX member_directory_public_idx ON public.member_directory USING btree (created_at DESC) WHERE is_public;

--
-- Name: mfa_support_requests_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX mfa_support_requests_created_at_idx ON public.mfa_support_requests USING btree (created_at DESC);

--
-- Name: mfa_support_requests_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX mfa_support_requests_user_idx ON public.mfa_support_requests USING btree (user_id);

--
-- Name: newsletter_subscriptions_confirmed_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX newsletter_subscriptions_confirmed_idx ON public.newsletter_subscriptions USING btree (status) WHERE (status = 'confirmed'::text);

--
-- Name: newsletter_subscriptions_user_id_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX newsletter_subscriptions_user_id_idx ON public.newsletter_subscriptions USING btree (user_id);

--
-- Name: profiles_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX profiles_created_at_idx ON public.profiles USING btree (created_at DESC);

--
-- Name: rd_inquiries_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX rd_inquiries_created_at_idx ON public.rd_inquiries USING btree (created_at DESC);

--
-- Name: rd_project_deliverables_project_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX rd_project_deliverables_project_idx ON public.rd_project_deliverables USING btree (project_id, due_date, created_at);

--
-- Name: rd_project_members_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX rd_project_members_user_idx ON public.rd_project_members USING btree (user_id);

--
-- Name: rd_project_messages_project_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX rd_project_messages_project_idx ON public.rd_project_messages USING btree (project_id, created_at DESC, message_id);

--
-- Name: rd_projects_manager_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX rd_projects_manager_idx ON public.rd_projects USING btree (project_manager_id, created_at DESC);

--
-- Name: resource_downloads_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX resource_downloads_created_at_idx ON public.resource_downloads USING btree (created_at);

--
-- Name: resource_downloads_recent_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX resource_downloads_recent_idx ON public.resource_downloads USING btree (resource_id, created_at DESC);

--
-- Name: resource_downloads_resource_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX resource_downloads_resource_idx ON public.resource_downloads USING btree (resource_id);

--
-- Name: resource_items_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX resource_items_created_at_idx ON public.resource_items USING btree (created_at DESC);

--
-- Name: resource_items_page_order_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX resource_items_page_order_idx ON public.resource_items USING btree (publish_date DESC, item_id);

--
-- Name: resource_items_publish_date_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX resource_items_publish_date_idx ON public.resource_items USING btree (publish_date DESC);

--
-- Name: resource_items_search_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX resource_items_search_idx ON public.resource_items USING gin (search_vector);

--
-- Name: resource_items_type_page_order_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX resource_items_type_page_order_idx ON public.resource_items USING btree (content_type, publish_date DESC, item_id);

--
-- Name: skillup_attempts_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX skillup_attempts_user_idx ON public.skillup_attempts USING btree (user_id, exam_id);

--
-- Name: skillup_certificates_one_per_course; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX skillup_certificates_one_per_course ON public.skillup_certificates USING btree (user_id, course_id) WHERE (course_id IS NOT NULL);

--
-- Name: skillup_certificates_one_per_pathway; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX skillup_certificates_one_per_pathway ON public.skillup_certificates USING btree (user_id, pathway_id) WHERE (pathway_id IS NOT NULL);

--
-- Name: skillup_courses_published_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX skillup_courses_published_idx ON public.skillup_courses USING btree (published_at DESC) WHERE (status = 'published'::text);

--
-- Name: skillup_enrolments_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX skillup_enrolments_user_idx ON public.skillup_enrolments USING btree (user_id);

--
-- Name: skillup_exams_one_final; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX skillup_exams_one_final ON public.skillup_exams USING btree (course_id) WHERE (module_id IS NULL);

--
-- Name: skillup_lesson_completions_course_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX skillup_lesson_completions_course_idx ON public.skillup_lesson_completions USING btree (user_id, course_id);

--
-- Name: skillup_lessons_course_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX skillup_lessons_course_idx ON public.skillup_lessons USING btree (course_id);

--
-- Name: skillup_question_options_question_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX skillup_question_options_question_idx ON public.skillup_question_options USING btree (question_id);

--
-- Name: skillup_questions_exam_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX skillup_questions_exam_idx ON public.skillup_questions USING btree (exam_id);

--
-- Name: subscriptions_active_billing_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX subscriptions_active_billing_idx ON public.subscriptions USING btree (next_billing_date) WHERE (status = 'active'::text);

--
-- Name: subscriptions_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX subscriptions_created_at_idx ON public.subscriptions USING btree (created_at DESC);

--
-- Name: subscriptions_one_active_per_member_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX subscriptions_one_active_per_member_idx ON public.subscriptions USING btree (user_id) WHERE (status = 'active'::text);

--
-- Name: subscriptions_user_status_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX subscriptions_user_status_idx ON public.subscriptions USING btree (user_id, status, created_at DESC);

--
-- Name: tool_beta_requests_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tool_beta_requests_created_at_idx ON public.tool_beta_requests USING btree (created_at DESC);

--
-- Name: tools_actions_assessment_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_actions_assessment_idx ON public.tools_actions USING btree (assessment_id, created_at);

--
-- Name: tools_answer_history_assessment_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_answer_history_assessment_idx ON public.tools_answer_history USING btree (assessment_id, changed_at DESC, id DESC);

--
-- Name: tools_answers_owner_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_answers_owner_idx ON public.tools_answers USING btree (owner_id) WHERE (owner_id IS NOT NULL);

--
-- Name: tools_assessments_benchmark_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_assessments_benchmark_idx ON public.tools_assessments USING btree (framework_id, sector, country) WHERE ((status = 'submitted'::text) AND share_benchmark);

--
-- Name: tools_assessments_org_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_assessments_org_idx ON public.tools_assessments USING btree (framework_id, lower(organisation), created_at);

--
-- Name: tools_assessments_owner_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_assessments_owner_idx ON public.tools_assessments USING btree (owner_id, created_at DESC);

--
-- Name: tools_collaborators_user_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_collaborators_user_idx ON public.tools_collaborators USING btree (user_id);

--
-- Name: tools_framework_items_parent_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_framework_items_parent_idx ON public.tools_framework_items USING btree (framework_id, parent_code);

--
-- Name: tools_item_mappings_reverse_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX tools_item_mappings_reverse_idx ON public.tools_item_mappings USING btree (mapped_framework_id, mapped_code);

--
-- Name: transactions_success_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX transactions_success_idx ON public.transactions USING btree (status) WHERE (status = 'success'::text);

--
-- Name: transactions_user_created_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX transactions_user_created_idx ON public.transactions USING btree (user_id, created_at DESC);

--
-- Name: waitlist_created_at_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX waitlist_created_at_idx ON public.waitlist USING btree (created_at DESC);

--
-- Name: waitlist_email_key; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX waitlist_email_key ON public.waitlist USING btree (lower(email));

--
-- Name: mfa_factors on_auth_mfa_factor_deleted; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_mfa_factor_deleted AFTER DELETE ON auth.mfa_factors FOR EACH ROW EXECUTE FUNCTION public.handle_mfa_factor_deleted();

--
-- Name: mfa_factors on_auth_mfa_factor_deleted_mail; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_mfa_factor_deleted_mail AFTER DELETE ON auth.mfa_factors FOR EACH ROW EXECUTE FUNCTION public.mail_mfa_disabled();

--
-- Name: mfa_factors on_auth_mfa_factor_verified; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_mfa_factor_verified AFTER INSERT OR UPDATE OF status ON auth.mfa_factors FOR EACH ROW WHEN ((new.status = 'verified'::auth.factor_status)) EXECUTE FUNCTION public.handle_mfa_factor_verified();

--
-- Name: mfa_factors on_auth_mfa_factor_verified_mail; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_mfa_factor_verified_mail AFTER INSERT OR UPDATE OF status ON auth.mfa_factors FOR EACH ROW WHEN ((new.status = 'verified'::auth.factor_status)) EXECUTE FUNCTION public.mail_mfa_enabled();

--
-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

--
-- Name: users on_auth_user_created_mail; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_user_created_mail AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.mail_welcome_on_sign_up();

--
-- Name: users on_auth_user_joins_invited_teams; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_user_joins_invited_teams AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.join_invited_teams();

--
-- Name: users on_auth_user_password_changed; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_user_password_changed AFTER UPDATE OF encrypted_password ON auth.users FOR EACH ROW WHEN (((old.encrypted_password)::text IS DISTINCT FROM (new.encrypted_password)::text)) EXECUTE FUNCTION public.auth_attempt_forget_on_new_password();

--
-- Name: users on_auth_user_password_changed_mail; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_user_password_changed_mail AFTER UPDATE OF encrypted_password ON auth.users FOR EACH ROW WHEN (((old.encrypted_password IS NOT NULL) AND (new.encrypted_password IS NOT NULL) AND ((old.encrypted_password)::text IS DISTINCT FROM (new.encrypted_password)::text))) EXECUTE FUNCTION public.mail_password_changed();

--
-- Name: area_access_requests area_access_requests_audit_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER area_access_requests_audit_insert AFTER INSERT ON public.area_access_requests FOR EACH ROW EXECUTE FUNCTION public.area_access_requests_after_insert();

--
-- Name: area_access_requests area_access_requests_before_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER area_access_requests_before_insert BEFORE INSERT ON public.area_access_requests FOR EACH ROW EXECUTE FUNCTION public.area_access_requests_before_insert();

--
-- Name: content_leads content_leads_guard; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER content_leads_guard AFTER INSERT ON public.content_leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.public_form_guard();

--
-- Name: content_leads content_leads_one_row; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER content_leads_one_row BEFORE INSERT ON public.content_leads FOR EACH ROW EXECUTE FUNCTION public.public_form_one_row();

--
-- Name: corporate_team_invitations corporate_team_invitations_drop_token; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER corporate_team_invitations_drop_token AFTER DELETE ON public.corporate_team_invitations FOR EACH ROW EXECUTE FUNCTION public.corporate_team_invitations_drop_token();

--
-- Name: corporate_team_invitations corporate_team_invitations_seat; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER corporate_team_invitations_seat BEFORE INSERT ON public.corporate_team_invitations FOR EACH ROW EXECUTE FUNCTION public.corporate_team_invitations_seat();

--
-- Name: corporate_team_members corporate_team_members_seat; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER corporate_team_members_seat BEFORE INSERT ON public.corporate_team_members FOR EACH ROW EXECUTE FUNCTION public.corporate_team_members_seat();

--
-- Name: corporate_teams corporate_teams_max_members; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER corporate_teams_max_members BEFORE INSERT OR UPDATE OF max_members, team_owner_id ON public.corporate_teams FOR EACH ROW EXECUTE FUNCTION public.corporate_teams_max_members();

--
-- Name: discount_codes discount_codes_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER discount_codes_audit AFTER INSERT OR DELETE OR UPDATE ON public.discount_codes FOR EACH ROW EXECUTE FUNCTION public.audit_row_change('discount_code');

--
-- Name: intel_indicators intel_indicators_normalise; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER intel_indicators_normalise BEFORE INSERT OR UPDATE ON public.intel_indicators FOR EACH ROW EXECUTE FUNCTION public.intel_indicators_normalise();

--
-- Name: intel_org_members intel_org_members_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER intel_org_members_audit AFTER INSERT OR DELETE OR UPDATE ON public.intel_org_members FOR EACH ROW EXECUTE FUNCTION public.intel_audit_org_change();

--
-- Name: intel_org_members intel_org_members_flagged; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER intel_org_members_flagged BEFORE INSERT OR UPDATE OF user_id ON public.intel_org_members FOR EACH ROW EXECUTE FUNCTION public.intel_org_members_flagged();

--
-- Name: intel_organisations intel_organisations_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER intel_organisations_audit AFTER INSERT OR DELETE OR UPDATE ON public.intel_organisations FOR EACH ROW EXECUTE FUNCTION public.intel_audit_org_change();

--
-- Name: intel_protocols intel_protocols_touch; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER intel_protocols_touch BEFORE UPDATE ON public.intel_protocols FOR EACH ROW EXECUTE FUNCTION public.intel_protocols_touch();

--
-- Name: intel_watchlist_entries intel_watchlist_normalise; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER intel_watchlist_normalise BEFORE INSERT OR UPDATE ON public.intel_watchlist_entries FOR EACH ROW EXECUTE FUNCTION public.intel_watchlist_normalise();

--
-- Name: invitation_tokens invitation_tokens_track_expiry; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER invitation_tokens_track_expiry AFTER INSERT ON public.invitation_tokens FOR EACH ROW WHEN ((new.waitlist_id IS NOT NULL)) EXECUTE FUNCTION public.waitlist_track_invitation_expiry();

--
-- Name: member_directory member_directory_normalize; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER member_directory_normalize BEFORE INSERT OR UPDATE ON public.member_directory FOR EACH ROW EXECUTE FUNCTION public.member_directory_normalize();

--
-- Name: member_directory member_directory_set_updated_at; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER member_directory_set_updated_at BEFORE UPDATE ON public.member_directory FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--
-- Name: membership_pricing membership_pricing_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER membership_pricing_audit AFTER INSERT OR DELETE OR UPDATE ON public.membership_pricing FOR EACH ROW EXECUTE FUNCTION public.audit_row_change('pricing');

--
-- Name: membership_pricing membership_pricing_set_updated_at; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER membership_pricing_set_updated_at BEFORE UPDATE ON public.membership_pricing FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--
-- Name: mfa_enforcement mfa_enforcement_audit_admin_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER mfa_enforcement_audit_admin_insert AFTER INSERT ON public.mfa_enforcement FOR EACH ROW WHEN (public.has_role(auth.uid(), 'admin'::text)) EXECUTE FUNCTION public.audit_row_change('mfa_deadline');

--
-- Name: mfa_enforcement mfa_enforcement_audit_deadline; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER mfa_enforcement_audit_deadline AFTER UPDATE ON public.mfa_enforcement FOR EACH ROW WHEN (((new.mfa_setup_deadline IS DISTINCT FROM old.mfa_setup_deadline) OR (new.mfa_disabled_at IS DISTINCT FROM old.mfa_disabled_at))) EXECUTE FUNCTION public.audit_row_change('mfa_deadline');

--
-- Name: mfa_enforcement mfa_enforcement_set_updated_at; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER mfa_enforcement_set_updated_at BEFORE UPDATE ON public.mfa_enforcement FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--
-- Name: mfa_support_requests mfa_support_requests_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER mfa_support_requests_audit AFTER UPDATE ON public.mfa_support_requests FOR EACH ROW EXECUTE FUNCTION public.audit_row_change('mfa_support_request');

--
-- Name: mfa_support_requests mfa_support_requests_open_limit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER mfa_support_requests_open_limit BEFORE INSERT ON public.mfa_support_requests FOR EACH ROW EXECUTE FUNCTION public.mfa_support_requests_enforce_open_limit();

--
-- Name: mfa_backup_codes on_mfa_backup_code_used_mail; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE CONSTRAINT TRIGGER on_mfa_backup_code_used_mail AFTER UPDATE OF used_at ON public.mfa_backup_codes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (((old.used_at IS NULL) AND (new.used_at IS NOT NULL))) EXECUTE FUNCTION public.mail_backup_code_used();

--
-- Name: profiles profiles_audit_access; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER profiles_audit_access AFTER UPDATE ON public.profiles FOR EACH ROW WHEN (((new.is_lms_active IS DISTINCT FROM old.is_lms_active) OR (new.is_cert_partner IS DISTINCT FROM old.is_cert_partner) OR (new.has_premium_tool_access IS DISTINCT FROM old.has_premium_tool_access) OR (new.membership_tier IS DISTINCT FROM old.membership_tier))) EXECUTE FUNCTION public.audit_row_change('access_flags');

--
-- Name: profiles profiles_close_granted_area_requests; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER profiles_close_granted_area_requests AFTER UPDATE OF is_lms_active, is_cert_partner, has_premium_tool_access ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.area_access_requests_close_granted();

--
-- Name: profiles profiles_derive_mfa_enabled; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER profiles_derive_mfa_enabled BEFORE UPDATE OF mfa_enabled ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.profiles_derive_mfa_enabled();

--
-- Name: profiles profiles_guard_access_flags; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER profiles_guard_access_flags BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.profiles_guard_access_flags();

--
-- Name: profiles profiles_set_updated_at; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--
-- Name: rd_inquiries rd_inquiries_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER rd_inquiries_audit AFTER UPDATE ON public.rd_inquiries FOR EACH ROW EXECUTE FUNCTION public.audit_row_change('rd_inquiry');

--
-- Name: rd_inquiries rd_inquiries_guard; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER rd_inquiries_guard AFTER INSERT ON public.rd_inquiries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.public_form_guard();

--
-- Name: rd_inquiries rd_inquiries_one_row; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER rd_inquiries_one_row BEFORE INSERT ON public.rd_inquiries FOR EACH ROW EXECUTE FUNCTION public.public_form_one_row();

--
-- Name: rd_inquiries rd_inquiries_set_updated_at; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER rd_inquiries_set_updated_at BEFORE UPDATE ON public.rd_inquiries FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--
-- Name: rd_project_messages rd_project_messages_stamp; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER rd_project_messages_stamp BEFORE INSERT ON public.rd_project_messages FOR EACH ROW EXECUTE FUNCTION public.rd_project_messages_stamp();

--
-- Name: resource_items resource_items_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER resource_items_audit AFTER INSERT OR DELETE OR UPDATE ON public.resource_items FOR EACH ROW EXECUTE FUNCTION public.audit_row_change('resource');

--
-- Name: resource_items resource_items_count_deleted; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER resource_items_count_deleted AFTER DELETE ON public.resource_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_resource_types();

--
-- Name: resource_items resource_items_count_inserted; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER resource_items_count_inserted AFTER INSERT ON public.resource_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_resource_types();

--
-- Name: resource_items resource_items_count_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER resource_items_count_updated AFTER UPDATE ON public.resource_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_resource_types();

--
-- Name: resource_items resource_items_set_updated_at; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER resource_items_set_updated_at BEFORE UPDATE ON public.resource_items FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--
-- Name: skillup_attempts skillup_attempts_submitted; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_attempts_submitted AFTER UPDATE OF submitted_at ON public.skillup_attempts FOR EACH ROW WHEN (((old.submitted_at IS NULL) AND (new.submitted_at IS NOT NULL))) EXECUTE FUNCTION public.skillup_after_attempt_submitted();

--
-- Name: skillup_certificates skillup_certificates_audit_issue; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_certificates_audit_issue AFTER INSERT ON public.skillup_certificates FOR EACH ROW EXECUTE FUNCTION public.skillup_audit();

--
-- Name: skillup_certificates skillup_certificates_audit_revoke; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_certificates_audit_revoke AFTER UPDATE OF revoked_at ON public.skillup_certificates FOR EACH ROW WHEN (((old.revoked_at IS NULL) AND (new.revoked_at IS NOT NULL))) EXECUTE FUNCTION public.skillup_audit();

--
-- Name: skillup_courses skillup_courses_before_write; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_courses_before_write BEFORE INSERT OR UPDATE ON public.skillup_courses FOR EACH ROW EXECUTE FUNCTION public.skillup_courses_before_write();

--
-- Name: skillup_courses skillup_courses_check_draws; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_courses_check_draws BEFORE UPDATE OF status ON public.skillup_courses FOR EACH ROW EXECUTE FUNCTION public.skillup_courses_check_draws();

--
-- Name: skillup_courses skillup_courses_guard_delete; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_courses_guard_delete BEFORE DELETE ON public.skillup_courses FOR EACH ROW EXECUTE FUNCTION public.skillup_guard_content_delete();

--
-- Name: skillup_enrolments skillup_enrolments_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_enrolments_audit AFTER INSERT ON public.skillup_enrolments FOR EACH ROW EXECUTE FUNCTION public.skillup_audit();

--
-- Name: skillup_enrolments skillup_enrolments_completed; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_enrolments_completed AFTER UPDATE OF completed_at ON public.skillup_enrolments FOR EACH ROW WHEN (((old.completed_at IS NULL) AND (new.completed_at IS NOT NULL))) EXECUTE FUNCTION public.skillup_after_enrolment_completed();

--
-- Name: skillup_exams skillup_exams_check_draw; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_exams_check_draw BEFORE UPDATE OF draw_count ON public.skillup_exams FOR EACH ROW EXECUTE FUNCTION public.skillup_exams_check_draw();

--
-- Name: skillup_exams skillup_exams_guard_delete; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_exams_guard_delete BEFORE DELETE ON public.skillup_exams FOR EACH ROW EXECUTE FUNCTION public.skillup_guard_content_delete();

--
-- Name: skillup_lesson_completions skillup_lesson_completions_completion; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_lesson_completions_completion AFTER INSERT ON public.skillup_lesson_completions FOR EACH ROW EXECUTE FUNCTION public.skillup_after_lesson_completed();

--
-- Name: skillup_lessons skillup_lessons_course; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_lessons_course BEFORE INSERT OR UPDATE OF module_id ON public.skillup_lessons FOR EACH ROW EXECUTE FUNCTION public.skillup_lessons_course();

--
-- Name: skillup_lessons skillup_lessons_guard_delete; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_lessons_guard_delete BEFORE DELETE ON public.skillup_lessons FOR EACH ROW EXECUTE FUNCTION public.skillup_guard_content_delete();

--
-- Name: skillup_modules skillup_modules_guard_delete; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_modules_guard_delete BEFORE DELETE ON public.skillup_modules FOR EACH ROW EXECUTE FUNCTION public.skillup_guard_content_delete();

--
-- Name: skillup_questions skillup_questions_check_draw; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_questions_check_draw AFTER DELETE OR UPDATE OF exam_id ON public.skillup_questions FOR EACH ROW EXECUTE FUNCTION public.skillup_questions_check_draw();

--
-- Name: skillup_questions skillup_questions_guard_delete; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER skillup_questions_guard_delete BEFORE DELETE ON public.skillup_questions FOR EACH ROW EXECUTE FUNCTION public.skillup_guard_content_delete();

--
-- Name: subscriptions subscriptions_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER subscriptions_audit AFTER INSERT OR UPDATE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION public.audit_row_change('subscription');

--
-- Name: subscriptions subscriptions_discount_member_limit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER subscriptions_discount_member_limit BEFORE INSERT ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION public.enforce_discount_member_limit();

--
-- Name: subscriptions subscriptions_set_updated_at; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER subscriptions_set_updated_at BEFORE UPDATE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--
-- Name: tools_actions tools_actions_before_write; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER tools_actions_before_write BEFORE INSERT OR UPDATE ON public.tools_actions FOR EACH ROW EXECUTE FUNCTION public.tools_actions_before_write();

--
-- Name: tools_answers tools_answers_after_update; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER tools_answers_after_update AFTER UPDATE ON public.tools_answers FOR EACH ROW EXECUTE FUNCTION public.tools_answers_after_update();

--
-- Name: tools_answers tools_answers_before_update; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER tools_answers_before_update BEFORE UPDATE ON public.tools_answers FOR EACH ROW EXECUTE FUNCTION public.tools_answers_before_update();

--
-- Name: tools_assessments tools_assessments_audit_insert; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER tools_assessments_audit_insert AFTER INSERT ON public.tools_assessments FOR EACH ROW EXECUTE FUNCTION public.tools_assessments_audit_insert();

--
-- Name: tools_assessments tools_assessments_before_write; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER tools_assessments_before_write BEFORE INSERT OR UPDATE ON public.tools_assessments FOR EACH ROW EXECUTE FUNCTION public.tools_assessments_before_write();

--
-- Name: tools_assessments tools_assessments_make_answers; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER tools_assessments_make_answers AFTER INSERT ON public.tools_assessments FOR EACH ROW EXECUTE FUNCTION public.tools_assessments_make_answers();

--
-- Name: tools_collaborators tools_collaborators_after_change; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER tools_collaborators_after_change AFTER INSERT OR DELETE ON public.tools_collaborators FOR EACH ROW EXECUTE FUNCTION public.tools_collaborators_after_change();

--
-- Name: transactions transactions_queue_receipt_mail; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER transactions_queue_receipt_mail AFTER UPDATE OF status ON public.transactions FOR EACH ROW WHEN (((new.status = 'success'::text) AND (old.status IS DISTINCT FROM 'success'::text) AND (new.reference IS NOT NULL))) EXECUTE FUNCTION public.queue_receipt_mail();

--
-- Name: transactions transactions_set_updated_at; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER transactions_set_updated_at BEFORE UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--
-- Name: user_roles user_roles_audit; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER user_roles_audit AFTER INSERT OR DELETE ON public.user_roles FOR EACH ROW EXECUTE FUNCTION public.audit_row_change('role');

--
-- Name: waitlist waitlist_audit_invitation; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER waitlist_audit_invitation AFTER UPDATE ON public.waitlist FOR EACH ROW WHEN ((new.status IS DISTINCT FROM old.status)) EXECUTE FUNCTION public.audit_row_change('waitlist_invitation');

--
-- Name: waitlist waitlist_audit_invitation_resent; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER waitlist_audit_invitation_resent AFTER UPDATE OF invited_at ON public.waitlist FOR EACH ROW WHEN (((old.status = 'invited'::text) AND (new.status = 'invited'::text) AND (old.invited_at IS NOT NULL) AND (new.invited_at > old.invited_at))) EXECUTE FUNCTION public.audit_waitlist_invitation_resent();

--
-- Name: waitlist waitlist_guard; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER waitlist_guard AFTER INSERT ON public.waitlist REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.public_form_guard();

--
-- Name: waitlist waitlist_one_row; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER waitlist_one_row BEFORE INSERT ON public.waitlist FOR EACH ROW EXECUTE FUNCTION public.public_form_one_row();

--
-- Name: area_access_requests area_access_requests_decided_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.area_access_requests
    ADD CONSTRAINT area_access_requests_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: area_access_requests area_access_requests_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.area_access_requests
    ADD CONSTRAINT area_access_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: auth_attempt_counters auth_attempt_counters_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.auth_attempt_counters
    ADD CONSTRAINT auth_attempt_counters_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: client_error_reports client_error_reports_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.client_error_reports
    ADD CONSTRAINT client_error_reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: content_leads content_leads_resource_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.content_leads
    ADD CONSTRAINT content_leads_resource_id_fkey FOREIGN KEY (resource_id) REFERENCES public.resource_items(item_id) ON DELETE SET NULL;

--
-- Name: corporate_team_invitations corporate_team_invitations_invitation_token_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_invitations
    ADD CONSTRAINT corporate_team_invitations_invitation_token_id_fkey FOREIGN KEY (invitation_token_id) REFERENCES public.invitation_tokens(id) ON DELETE CASCADE;

--
-- Name: corporate_team_invitations corporate_team_invitations_invited_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_invitations
    ADD CONSTRAINT corporate_team_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: corporate_team_invitations corporate_team_invitations_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_invitations
    ADD CONSTRAINT corporate_team_invitations_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.corporate_teams(team_id) ON DELETE CASCADE;

--
-- Name: corporate_team_members corporate_team_members_added_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_members
    ADD CONSTRAINT corporate_team_members_added_by_fkey FOREIGN KEY (added_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: corporate_team_members corporate_team_members_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_members
    ADD CONSTRAINT corporate_team_members_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.corporate_teams(team_id) ON DELETE CASCADE;

--
-- Name: corporate_team_members corporate_team_members_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_team_members
    ADD CONSTRAINT corporate_team_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: corporate_teams corporate_teams_team_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.corporate_teams
    ADD CONSTRAINT corporate_teams_team_owner_id_fkey FOREIGN KEY (team_owner_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: discount_codes discount_codes_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.discount_codes
    ADD CONSTRAINT discount_codes_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: intel_acknowledgements intel_acknowledgements_acknowledged_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_acknowledgements
    ADD CONSTRAINT intel_acknowledgements_acknowledged_by_fkey FOREIGN KEY (acknowledged_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: intel_acknowledgements intel_acknowledgements_advisory_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_acknowledgements
    ADD CONSTRAINT intel_acknowledgements_advisory_id_fkey FOREIGN KEY (advisory_id) REFERENCES public.intel_advisories(id) ON DELETE CASCADE;

--
-- Name: intel_acknowledgements intel_acknowledgements_org_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_acknowledgements
    ADD CONSTRAINT intel_acknowledgements_org_id_fkey FOREIGN KEY (org_id) REFERENCES public.intel_organisations(id) ON DELETE CASCADE;

--
-- Name: intel_advisories intel_advisories_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisories
    ADD CONSTRAINT intel_advisories_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: intel_advisory_contents intel_advisory_contents_advisory_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_contents
    ADD CONSTRAINT intel_advisory_contents_advisory_id_fkey FOREIGN KEY (advisory_id) REFERENCES public.intel_advisories(id) ON DELETE CASCADE;

--
-- Name: intel_advisory_recipients intel_advisory_recipients_advisory_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_recipients
    ADD CONSTRAINT intel_advisory_recipients_advisory_id_fkey FOREIGN KEY (advisory_id) REFERENCES public.intel_advisories(id) ON DELETE CASCADE;

--
-- Name: intel_advisory_recipients intel_advisory_recipients_org_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_recipients
    ADD CONSTRAINT intel_advisory_recipients_org_id_fkey FOREIGN KEY (org_id) REFERENCES public.intel_organisations(id) ON DELETE CASCADE;

--
-- Name: intel_advisory_recipients intel_advisory_recipients_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_recipients
    ADD CONSTRAINT intel_advisory_recipients_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: intel_advisory_versions intel_advisory_versions_advisory_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_versions
    ADD CONSTRAINT intel_advisory_versions_advisory_id_fkey FOREIGN KEY (advisory_id) REFERENCES public.intel_advisories(id) ON DELETE CASCADE;

--
-- Name: intel_advisory_versions intel_advisory_versions_changed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_advisory_versions
    ADD CONSTRAINT intel_advisory_versions_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: intel_attachments intel_attachments_advisory_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_attachments
    ADD CONSTRAINT intel_attachments_advisory_id_fkey FOREIGN KEY (advisory_id) REFERENCES public.intel_advisories(id) ON DELETE CASCADE;

--
-- Name: intel_attachments intel_attachments_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_attachments
    ADD CONSTRAINT intel_attachments_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: intel_indicators intel_indicators_advisory_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_indicators
    ADD CONSTRAINT intel_indicators_advisory_id_fkey FOREIGN KEY (advisory_id) REFERENCES public.intel_advisories(id) ON DELETE CASCADE;

--
-- Name: intel_org_members intel_org_members_org_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_org_members
    ADD CONSTRAINT intel_org_members_org_id_fkey FOREIGN KEY (org_id) REFERENCES public.intel_organisations(id) ON DELETE CASCADE;

--
-- Name: intel_org_members intel_org_members_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_org_members
    ADD CONSTRAINT intel_org_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: intel_protocols intel_protocols_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_protocols
    ADD CONSTRAINT intel_protocols_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: intel_watchlist_entries intel_watchlist_entries_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_watchlist_entries
    ADD CONSTRAINT intel_watchlist_entries_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: intel_watchlist_entries intel_watchlist_entries_org_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.intel_watchlist_entries
    ADD CONSTRAINT intel_watchlist_entries_org_id_fkey FOREIGN KEY (org_id) REFERENCES public.intel_organisations(id) ON DELETE CASCADE;

--
-- Name: invitation_tokens invitation_tokens_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.invitation_tokens
    ADD CONSTRAINT invitation_tokens_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: invitation_tokens invitation_tokens_waitlist_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.invitation_tokens
    ADD CONSTRAINT invitation_tokens_waitlist_id_fkey FOREIGN KEY (waitlist_id) REFERENCES public.waitlist(id) ON DELETE SET NULL;

--
-- Name: mail_outbox mail_outbox_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: member_directory member_directory_profile_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.member_directory
    ADD CONSTRAINT member_directory_profile_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: member_directory member_directory_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.member_directory
    ADD CONSTRAINT member_directory_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: mfa_backup_codes mfa_backup_codes_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mfa_backup_codes
    ADD CONSTRAINT mfa_backup_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: mfa_enforcement mfa_enforcement_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mfa_enforcement
    ADD CONSTRAINT mfa_enforcement_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: mfa_support_requests mfa_support_requests_resolved_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mfa_support_requests
    ADD CONSTRAINT mfa_support_requests_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: mfa_support_requests mfa_support_requests_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.mfa_support_requests
    ADD CONSTRAINT mfa_support_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: newsletter_issues newsletter_issues_sent_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.newsletter_issues
    ADD CONSTRAINT newsletter_issues_sent_by_fkey FOREIGN KEY (sent_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: newsletter_subscriptions newsletter_subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.newsletter_subscriptions
    ADD CONSTRAINT newsletter_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: profiles profiles_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: rd_project_deliverables rd_project_deliverables_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_deliverables
    ADD CONSTRAINT rd_project_deliverables_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: rd_project_deliverables rd_project_deliverables_project_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_deliverables
    ADD CONSTRAINT rd_project_deliverables_project_id_fkey FOREIGN KEY (project_id) REFERENCES public.rd_projects(project_id) ON DELETE CASCADE;

--
-- Name: rd_project_members rd_project_members_added_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_members
    ADD CONSTRAINT rd_project_members_added_by_fkey FOREIGN KEY (added_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: rd_project_members rd_project_members_project_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_members
    ADD CONSTRAINT rd_project_members_project_id_fkey FOREIGN KEY (project_id) REFERENCES public.rd_projects(project_id) ON DELETE CASCADE;

--
-- Name: rd_project_members rd_project_members_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_members
    ADD CONSTRAINT rd_project_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: rd_project_messages rd_project_messages_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_messages
    ADD CONSTRAINT rd_project_messages_author_id_fkey FOREIGN KEY (author_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: rd_project_messages rd_project_messages_project_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_project_messages
    ADD CONSTRAINT rd_project_messages_project_id_fkey FOREIGN KEY (project_id) REFERENCES public.rd_projects(project_id) ON DELETE CASCADE;

--
-- Name: rd_projects rd_projects_project_manager_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.rd_projects
    ADD CONSTRAINT rd_projects_project_manager_id_fkey FOREIGN KEY (project_manager_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: resource_downloads resource_downloads_lead_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.resource_downloads
    ADD CONSTRAINT resource_downloads_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.content_leads(lead_id) ON DELETE SET NULL;

--
-- Name: resource_downloads resource_downloads_resource_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.resource_downloads
    ADD CONSTRAINT resource_downloads_resource_id_fkey FOREIGN KEY (resource_id) REFERENCES public.resource_items(item_id) ON DELETE CASCADE;

--
-- Name: resource_downloads resource_downloads_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.resource_downloads
    ADD CONSTRAINT resource_downloads_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: resource_items resource_items_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.resource_items
    ADD CONSTRAINT resource_items_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: skillup_attempt_answers skillup_attempt_answers_attempt_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_attempt_answers
    ADD CONSTRAINT skillup_attempt_answers_attempt_id_fkey FOREIGN KEY (attempt_id) REFERENCES public.skillup_attempts(id) ON DELETE CASCADE;

--
-- Name: skillup_attempt_answers skillup_attempt_answers_question_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_attempt_answers
    ADD CONSTRAINT skillup_attempt_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.skillup_questions(id) ON DELETE CASCADE;

--
-- Name: skillup_attempts skillup_attempts_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_attempts
    ADD CONSTRAINT skillup_attempts_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.skillup_exams(id) ON DELETE CASCADE;

--
-- Name: skillup_attempts skillup_attempts_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_attempts
    ADD CONSTRAINT skillup_attempts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: skillup_certificates skillup_certificates_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_certificates
    ADD CONSTRAINT skillup_certificates_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.skillup_courses(id) ON DELETE SET NULL;

--
-- Name: skillup_certificates skillup_certificates_pathway_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_certificates
    ADD CONSTRAINT skillup_certificates_pathway_id_fkey FOREIGN KEY (pathway_id) REFERENCES public.skillup_pathways(id) ON DELETE SET NULL;

--
-- Name: skillup_certificates skillup_certificates_revoked_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_certificates
    ADD CONSTRAINT skillup_certificates_revoked_by_fkey FOREIGN KEY (revoked_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: skillup_certificates skillup_certificates_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_certificates
    ADD CONSTRAINT skillup_certificates_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_course_prerequisites
    ADD CONSTRAINT skillup_course_prerequisites_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.skillup_courses(id) ON DELETE CASCADE;

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites_prerequisite_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_course_prerequisites
    ADD CONSTRAINT skillup_course_prerequisites_prerequisite_id_fkey FOREIGN KEY (prerequisite_id) REFERENCES public.skillup_courses(id) ON DELETE CASCADE;

--
-- Name: skillup_courses skillup_courses_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_courses
    ADD CONSTRAINT skillup_courses_author_id_fkey FOREIGN KEY (author_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: skillup_enrolments skillup_enrolments_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_enrolments
    ADD CONSTRAINT skillup_enrolments_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.skillup_courses(id) ON DELETE CASCADE;

--
-- Name: skillup_enrolments skillup_enrolments_last_lesson_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_enrolments
    ADD CONSTRAINT skillup_enrolments_last_lesson_id_fkey FOREIGN KEY (last_lesson_id) REFERENCES public.skillup_lessons(id) ON DELETE SET NULL;

--
-- Name: skillup_enrolments skillup_enrolments_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_enrolments
    ADD CONSTRAINT skillup_enrolments_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: skillup_exams skillup_exams_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_exams
    ADD CONSTRAINT skillup_exams_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.skillup_courses(id) ON DELETE CASCADE;

--
-- Name: skillup_exams skillup_exams_module_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_exams
    ADD CONSTRAINT skillup_exams_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.skillup_modules(id) ON DELETE CASCADE;

--
-- Name: skillup_lesson_completions skillup_lesson_completions_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lesson_completions
    ADD CONSTRAINT skillup_lesson_completions_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.skillup_courses(id) ON DELETE CASCADE;

--
-- Name: skillup_lesson_completions skillup_lesson_completions_lesson_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lesson_completions
    ADD CONSTRAINT skillup_lesson_completions_lesson_id_fkey FOREIGN KEY (lesson_id) REFERENCES public.skillup_lessons(id) ON DELETE CASCADE;

--
-- Name: skillup_lesson_completions skillup_lesson_completions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lesson_completions
    ADD CONSTRAINT skillup_lesson_completions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: skillup_lesson_content skillup_lesson_content_lesson_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lesson_content
    ADD CONSTRAINT skillup_lesson_content_lesson_id_fkey FOREIGN KEY (lesson_id) REFERENCES public.skillup_lessons(id) ON DELETE CASCADE;

--
-- Name: skillup_lessons skillup_lessons_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lessons
    ADD CONSTRAINT skillup_lessons_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.skillup_courses(id) ON DELETE CASCADE;

--
-- Name: skillup_lessons skillup_lessons_module_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_lessons
    ADD CONSTRAINT skillup_lessons_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.skillup_modules(id) ON DELETE CASCADE;

--
-- Name: skillup_modules skillup_modules_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_modules
    ADD CONSTRAINT skillup_modules_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.skillup_courses(id) ON DELETE CASCADE;

--
-- Name: skillup_pathway_courses skillup_pathway_courses_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_pathway_courses
    ADD CONSTRAINT skillup_pathway_courses_course_id_fkey FOREIGN KEY (course_id) REFERENCES public.skillup_courses(id) ON DELETE CASCADE;

--
-- Name: skillup_pathway_courses skillup_pathway_courses_pathway_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_pathway_courses
    ADD CONSTRAINT skillup_pathway_courses_pathway_id_fkey FOREIGN KEY (pathway_id) REFERENCES public.skillup_pathways(id) ON DELETE CASCADE;

--
-- Name: skillup_pathways skillup_pathways_capstone_course_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_pathways
    ADD CONSTRAINT skillup_pathways_capstone_course_id_fkey FOREIGN KEY (capstone_course_id) REFERENCES public.skillup_courses(id) ON DELETE SET NULL;

--
-- Name: skillup_question_options skillup_question_options_question_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_question_options
    ADD CONSTRAINT skillup_question_options_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.skillup_questions(id) ON DELETE CASCADE;

--
-- Name: skillup_questions skillup_questions_exam_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.skillup_questions
    ADD CONSTRAINT skillup_questions_exam_id_fkey FOREIGN KEY (exam_id) REFERENCES public.skillup_exams(id) ON DELETE CASCADE;

--
-- Name: subscriptions subscriptions_discount_code_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_discount_code_id_fkey FOREIGN KEY (discount_code_id) REFERENCES public.discount_codes(id) ON DELETE SET NULL;

--
-- Name: subscriptions subscriptions_profile_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_profile_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: subscriptions subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: tool_beta_requests tool_beta_requests_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tool_beta_requests
    ADD CONSTRAINT tool_beta_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: tools_actions tools_actions_assessment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_actions
    ADD CONSTRAINT tools_actions_assessment_id_fkey FOREIGN KEY (assessment_id) REFERENCES public.tools_assessments(id) ON DELETE CASCADE;

--
-- Name: tools_actions tools_actions_assessment_id_item_code_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_actions
    ADD CONSTRAINT tools_actions_assessment_id_item_code_fkey FOREIGN KEY (assessment_id, item_code) REFERENCES public.tools_answers(assessment_id, item_code) ON DELETE CASCADE;

--
-- Name: tools_actions tools_actions_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_actions
    ADD CONSTRAINT tools_actions_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: tools_answer_history tools_answer_history_assessment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answer_history
    ADD CONSTRAINT tools_answer_history_assessment_id_fkey FOREIGN KEY (assessment_id) REFERENCES public.tools_assessments(id) ON DELETE CASCADE;

--
-- Name: tools_answer_history tools_answer_history_changed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answer_history
    ADD CONSTRAINT tools_answer_history_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: tools_answers tools_answers_assessment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answers
    ADD CONSTRAINT tools_answers_assessment_id_fkey FOREIGN KEY (assessment_id) REFERENCES public.tools_assessments(id) ON DELETE CASCADE;

--
-- Name: tools_answers tools_answers_framework_id_item_code_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answers
    ADD CONSTRAINT tools_answers_framework_id_item_code_fkey FOREIGN KEY (framework_id, item_code) REFERENCES public.tools_framework_items(framework_id, code);

--
-- Name: tools_answers tools_answers_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answers
    ADD CONSTRAINT tools_answers_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: tools_answers tools_answers_updated_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answers
    ADD CONSTRAINT tools_answers_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: tools_answers tools_answers_validated_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_answers
    ADD CONSTRAINT tools_answers_validated_by_fkey FOREIGN KEY (validated_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: tools_assessments tools_assessments_framework_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_assessments
    ADD CONSTRAINT tools_assessments_framework_id_fkey FOREIGN KEY (framework_id) REFERENCES public.tools_frameworks(id);

--
-- Name: tools_assessments tools_assessments_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_assessments
    ADD CONSTRAINT tools_assessments_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: tools_collaborators tools_collaborators_assessment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_collaborators
    ADD CONSTRAINT tools_collaborators_assessment_id_fkey FOREIGN KEY (assessment_id) REFERENCES public.tools_assessments(id) ON DELETE CASCADE;

--
-- Name: tools_collaborators tools_collaborators_invited_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_collaborators
    ADD CONSTRAINT tools_collaborators_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: tools_collaborators tools_collaborators_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_collaborators
    ADD CONSTRAINT tools_collaborators_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: tools_framework_items tools_framework_items_framework_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_framework_items
    ADD CONSTRAINT tools_framework_items_framework_id_fkey FOREIGN KEY (framework_id) REFERENCES public.tools_frameworks(id) ON DELETE CASCADE;

--
-- Name: tools_framework_items tools_framework_items_framework_id_parent_code_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_framework_items
    ADD CONSTRAINT tools_framework_items_framework_id_parent_code_fkey FOREIGN KEY (framework_id, parent_code) REFERENCES public.tools_framework_items(framework_id, code);

--
-- Name: tools_item_mappings tools_item_mappings_framework_id_code_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_item_mappings
    ADD CONSTRAINT tools_item_mappings_framework_id_code_fkey FOREIGN KEY (framework_id, code) REFERENCES public.tools_framework_items(framework_id, code) ON DELETE CASCADE;

--
-- Name: tools_item_mappings tools_item_mappings_mapped_framework_id_mapped_code_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tools_item_mappings
    ADD CONSTRAINT tools_item_mappings_mapped_framework_id_mapped_code_fkey FOREIGN KEY (mapped_framework_id, mapped_code) REFERENCES public.tools_framework_items(framework_id, code) ON DELETE CASCADE;

--
-- Name: transactions transactions_subscription_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.subscriptions(id) ON DELETE SET NULL;

--
-- Name: transactions transactions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: user_roles user_roles_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: area_access_requests; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.area_access_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: area_access_requests area_access_requests: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "area_access_requests: aal2 once MFA is set up" ON public.area_access_requests AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: area_access_requests area_access_requests: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "area_access_requests: admins read all" ON public.area_access_requests FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: area_access_requests area_access_requests: members read own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "area_access_requests: members read own" ON public.area_access_requests FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: area_access_requests area_access_requests: members request for themselves; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "area_access_requests: members request for themselves" ON public.area_access_requests FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::text) AND (NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))));

--
-- Name: audit_logs; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.audit_logs ENABLE ROW LEVEL SECURITY;

--
-- Name: audit_logs audit_logs: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "audit_logs: aal2 once MFA is set up" ON public.audit_logs AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: audit_logs audit_logs: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "audit_logs: admins read" ON public.audit_logs FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AS has_role));

--
-- Name: auth_attempt_counters; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.auth_attempt_counters ENABLE ROW LEVEL SECURITY;

--
-- Name: auth_attempt_counters auth_attempt_counters: no client access; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "auth_attempt_counters: no client access" ON public.auth_attempt_counters AS RESTRICTIVE TO anon, authenticated USING (false) WITH CHECK (false);

--
-- Name: client_error_reports; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.client_error_reports ENABLE ROW LEVEL SECURITY;

--
-- Name: client_error_reports client_error_reports: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "client_error_reports: aal2 once MFA is set up" ON public.client_error_reports AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: client_error_reports client_error_reports: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "client_error_reports: admins read" ON public.client_error_reports FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AS has_role));

--
-- Name: content_leads; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.content_leads ENABLE ROW LEVEL SECURITY;

--
-- Name: content_leads content_leads: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "content_leads: admins read" ON public.content_leads FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AS has_role));

--
-- Name: content_leads content_leads: anyone submits; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "content_leads: anyone submits" ON public.content_leads FOR INSERT TO anon, authenticated WITH CHECK (true);

--
-- Name: content_leads content_leads: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "content_leads: delete needs aal2 once MFA is set up" ON public.content_leads AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: content_leads content_leads: select needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "content_leads: select needs aal2 once MFA is set up" ON public.content_leads AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: content_leads content_leads: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "content_leads: update needs aal2 once MFA is set up" ON public.content_leads AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: corporate_team_invitations; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.corporate_team_invitations ENABLE ROW LEVEL SECURITY;

--
-- Name: corporate_team_invitations corporate_team_invitations: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_team_invitations: aal2 once MFA is set up" ON public.corporate_team_invitations AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: corporate_team_invitations corporate_team_invitations: not for locked-out users; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_team_invitations: not for locked-out users" ON public.corporate_team_invitations AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))) WITH CHECK ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out)));

--
-- Name: corporate_team_invitations corporate_team_invitations: owners and admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_team_invitations: owners and admins read" ON public.corporate_team_invitations FOR SELECT TO authenticated USING ((( SELECT public.is_corporate_team_owner(corporate_team_invitations.team_id) AS is_corporate_team_owner) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)));

--
-- Name: corporate_team_invitations corporate_team_invitations: owners withdraw; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_team_invitations: owners withdraw" ON public.corporate_team_invitations FOR DELETE TO authenticated USING ((( SELECT public.is_corporate_team_owner(corporate_team_invitations.team_id) AS is_corporate_team_owner) OR (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))));

--
-- Name: corporate_team_members; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.corporate_team_members ENABLE ROW LEVEL SECURITY;

--
-- Name: corporate_team_members corporate_team_members: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_team_members: aal2 once MFA is set up" ON public.corporate_team_members AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: corporate_team_members corporate_team_members: not for locked-out users; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_team_members: not for locked-out users" ON public.corporate_team_members AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))) WITH CHECK ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out)));

--
-- Name: corporate_team_members corporate_team_members: owners remove, members leave; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_team_members: owners remove, members leave" ON public.corporate_team_members FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_corporate_team_owner(corporate_team_members.team_id) AS is_corporate_team_owner) OR (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))));

--
-- Name: corporate_team_members corporate_team_members: the team reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_team_members: the team reads" ON public.corporate_team_members FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_corporate_team_owner(corporate_team_members.team_id) AS is_corporate_team_owner) OR ( SELECT public.is_corporate_team_member(corporate_team_members.team_id) AS is_corporate_team_member) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)));

--
-- Name: corporate_teams; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.corporate_teams ENABLE ROW LEVEL SECURITY;

--
-- Name: corporate_teams corporate_teams: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_teams: aal2 once MFA is set up" ON public.corporate_teams AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: corporate_teams corporate_teams: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_teams: admins read all" ON public.corporate_teams FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: corporate_teams corporate_teams: corporate members create; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_teams: corporate members create" ON public.corporate_teams FOR INSERT TO authenticated WITH CHECK (((team_owner_id = ( SELECT auth.uid() AS uid)) AND ((( SELECT public.current_member_tier() AS current_member_tier) = 'Corporate'::text) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text))));

--
-- Name: corporate_teams corporate_teams: members read their teams; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_teams: members read their teams" ON public.corporate_teams FOR SELECT TO authenticated USING (( SELECT public.is_corporate_team_member(corporate_teams.team_id) AS is_corporate_team_member));

--
-- Name: corporate_teams corporate_teams: not for locked-out users; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_teams: not for locked-out users" ON public.corporate_teams AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))) WITH CHECK ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out)));

--
-- Name: corporate_teams corporate_teams: owners and admins delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_teams: owners and admins delete" ON public.corporate_teams FOR DELETE TO authenticated USING (((team_owner_id = ( SELECT auth.uid() AS uid)) OR (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))));

--
-- Name: corporate_teams corporate_teams: owners read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_teams: owners read" ON public.corporate_teams FOR SELECT TO authenticated USING ((team_owner_id = ( SELECT auth.uid() AS uid)));

--
-- Name: corporate_teams corporate_teams: owners update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "corporate_teams: owners update" ON public.corporate_teams FOR UPDATE TO authenticated USING ((team_owner_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((team_owner_id = ( SELECT auth.uid() AS uid)));

--
-- Name: discount_code_checks; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.discount_code_checks ENABLE ROW LEVEL SECURITY;

--
-- Name: discount_code_checks discount_code_checks: no client access; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "discount_code_checks: no client access" ON public.discount_code_checks AS RESTRICTIVE TO anon, authenticated USING (false) WITH CHECK (false);

--
-- Name: discount_codes; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.discount_codes ENABLE ROW LEVEL SECURITY;

--
-- Name: discount_codes discount_codes: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "discount_codes: aal2 once MFA is set up" ON public.discount_codes AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: discount_codes discount_codes: admins create with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "discount_codes: admins create with aal2" ON public.discount_codes FOR INSERT TO authenticated WITH CHECK ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: discount_codes discount_codes: admins delete with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "discount_codes: admins delete with aal2" ON public.discount_codes FOR DELETE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: discount_codes discount_codes: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "discount_codes: admins read" ON public.discount_codes FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: discount_codes discount_codes: admins update with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "discount_codes: admins update with aal2" ON public.discount_codes FOR UPDATE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))) WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: form_notifications; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.form_notifications ENABLE ROW LEVEL SECURITY;

--
-- Name: form_notifications form_notifications: no client access; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "form_notifications: no client access" ON public.form_notifications AS RESTRICTIVE TO anon, authenticated USING (false) WITH CHECK (false);

--
-- Name: intel_acknowledgements; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_acknowledgements ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_acknowledgements intel_acknowledgements: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_acknowledgements: aal2 once MFA is set up" ON public.intel_acknowledgements AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_acknowledgements intel_acknowledgements: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_acknowledgements: intel flag and aal2" ON public.intel_acknowledgements AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_acknowledgements intel_acknowledgements: the org and analysts read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_acknowledgements: the org and analysts read" ON public.intel_acknowledgements FOR SELECT TO authenticated USING ((public.intel_is_member(org_id) OR (public.intel_is_analyst() AND public.intel_can_read_advisory(advisory_id))));

--
-- Name: intel_advisories; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_advisories ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_advisories intel_advisories: TLP readers; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisories: TLP readers" ON public.intel_advisories FOR SELECT TO authenticated USING (public.intel_can_read_advisory(id));

--
-- Name: intel_advisories intel_advisories: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisories: aal2 once MFA is set up" ON public.intel_advisories AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_advisories intel_advisories: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisories: intel flag and aal2" ON public.intel_advisories AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_advisory_contents; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_advisory_contents ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_advisory_contents intel_advisory_contents: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisory_contents: aal2 once MFA is set up" ON public.intel_advisory_contents AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_advisory_contents intel_advisory_contents: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisory_contents: intel flag and aal2" ON public.intel_advisory_contents AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_advisory_recipients; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_advisory_recipients ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_advisory_recipients intel_advisory_recipients: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisory_recipients: aal2 once MFA is set up" ON public.intel_advisory_recipients AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_advisory_recipients intel_advisory_recipients: analysts read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisory_recipients: analysts read" ON public.intel_advisory_recipients FOR SELECT TO authenticated USING ((public.intel_is_analyst() AND public.intel_can_read_advisory(advisory_id)));

--
-- Name: intel_advisory_recipients intel_advisory_recipients: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisory_recipients: intel flag and aal2" ON public.intel_advisory_recipients AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_advisory_versions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_advisory_versions ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_advisory_versions intel_advisory_versions: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisory_versions: aal2 once MFA is set up" ON public.intel_advisory_versions AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_advisory_versions intel_advisory_versions: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_advisory_versions: intel flag and aal2" ON public.intel_advisory_versions AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_attachments; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_attachments ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_attachments intel_attachments: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_attachments: aal2 once MFA is set up" ON public.intel_attachments AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_attachments intel_attachments: direct readers; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_attachments: direct readers" ON public.intel_attachments FOR SELECT TO authenticated USING (public.intel_can_read_content_directly(advisory_id));

--
-- Name: intel_attachments intel_attachments: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_attachments: intel flag and aal2" ON public.intel_attachments AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_indicators; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_indicators ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_indicators intel_indicators: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_indicators: aal2 once MFA is set up" ON public.intel_indicators AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_indicators intel_indicators: direct readers; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_indicators: direct readers" ON public.intel_indicators FOR SELECT TO authenticated USING (public.intel_can_read_content_directly(advisory_id));

--
-- Name: intel_indicators intel_indicators: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_indicators: intel flag and aal2" ON public.intel_indicators AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_org_members; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_org_members ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_org_members intel_org_members: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_org_members: aal2 once MFA is set up" ON public.intel_org_members AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_org_members intel_org_members: admins delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_org_members: admins delete" ON public.intel_org_members FOR DELETE TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: intel_org_members intel_org_members: admins insert; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_org_members: admins insert" ON public.intel_org_members FOR INSERT TO authenticated WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: intel_org_members intel_org_members: admins update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_org_members: admins update" ON public.intel_org_members FOR UPDATE TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: intel_org_members intel_org_members: fellow members and analysts read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_org_members: fellow members and analysts read" ON public.intel_org_members FOR SELECT TO authenticated USING ((public.intel_is_member(org_id) OR public.intel_is_analyst()));

--
-- Name: intel_org_members intel_org_members: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_org_members: intel flag and aal2" ON public.intel_org_members AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_organisations; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_organisations ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_organisations intel_organisations: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_organisations: aal2 once MFA is set up" ON public.intel_organisations AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_organisations intel_organisations: admins delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_organisations: admins delete" ON public.intel_organisations FOR DELETE TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: intel_organisations intel_organisations: admins insert; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_organisations: admins insert" ON public.intel_organisations FOR INSERT TO authenticated WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: intel_organisations intel_organisations: admins update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_organisations: admins update" ON public.intel_organisations FOR UPDATE TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: intel_organisations intel_organisations: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_organisations: intel flag and aal2" ON public.intel_organisations AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_organisations intel_organisations: members and analysts read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_organisations: members and analysts read" ON public.intel_organisations FOR SELECT TO authenticated USING ((public.intel_is_member(id) OR public.intel_is_analyst()));

--
-- Name: intel_protocols; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_protocols ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_protocols intel_protocols: TLP readers; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_protocols: TLP readers" ON public.intel_protocols FOR SELECT TO authenticated USING (((tlp = ANY (ARRAY['clear'::text, 'green'::text])) OR public.intel_is_analyst() OR (EXISTS ( SELECT 1
   FROM public.intel_org_members m
  WHERE ((m.user_id = ( SELECT auth.uid() AS uid)) AND (m.org_id = ANY (intel_protocols.recipient_org_ids)))))));

--
-- Name: intel_protocols intel_protocols: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_protocols: aal2 once MFA is set up" ON public.intel_protocols AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_protocols intel_protocols: analysts delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_protocols: analysts delete" ON public.intel_protocols FOR DELETE TO authenticated USING (public.intel_is_analyst());

--
-- Name: intel_protocols intel_protocols: analysts insert; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_protocols: analysts insert" ON public.intel_protocols FOR INSERT TO authenticated WITH CHECK ((public.intel_is_analyst() AND (created_by = ( SELECT auth.uid() AS uid))));

--
-- Name: intel_protocols intel_protocols: analysts update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_protocols: analysts update" ON public.intel_protocols FOR UPDATE TO authenticated USING (public.intel_is_analyst()) WITH CHECK (public.intel_is_analyst());

--
-- Name: intel_protocols intel_protocols: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_protocols: intel flag and aal2" ON public.intel_protocols AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_watchlist_entries; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.intel_watchlist_entries ENABLE ROW LEVEL SECURITY;

--
-- Name: intel_watchlist_entries intel_watchlist_entries: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_watchlist_entries: aal2 once MFA is set up" ON public.intel_watchlist_entries AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: intel_watchlist_entries intel_watchlist_entries: focal points add; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_watchlist_entries: focal points add" ON public.intel_watchlist_entries FOR INSERT TO authenticated WITH CHECK (((public.intel_is_focal_point(org_id) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)) AND (created_by = ( SELECT auth.uid() AS uid))));

--
-- Name: intel_watchlist_entries intel_watchlist_entries: focal points remove; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_watchlist_entries: focal points remove" ON public.intel_watchlist_entries FOR DELETE TO authenticated USING ((public.intel_is_focal_point(org_id) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)));

--
-- Name: intel_watchlist_entries intel_watchlist_entries: intel flag and aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_watchlist_entries: intel flag and aal2" ON public.intel_watchlist_entries AS RESTRICTIVE TO authenticated USING (( SELECT public.intel_caller_ok() AS intel_caller_ok)) WITH CHECK (( SELECT public.intel_caller_ok() AS intel_caller_ok));

--
-- Name: intel_watchlist_entries intel_watchlist_entries: members read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "intel_watchlist_entries: members read" ON public.intel_watchlist_entries FOR SELECT TO authenticated USING ((public.intel_is_member(org_id) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)));

--
-- Name: invitation_tokens; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.invitation_tokens ENABLE ROW LEVEL SECURITY;

--
-- Name: invitation_tokens invitation_tokens: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "invitation_tokens: aal2 once MFA is set up" ON public.invitation_tokens AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: invitation_tokens invitation_tokens: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "invitation_tokens: admins read" ON public.invitation_tokens FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: mail_outbox; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.mail_outbox ENABLE ROW LEVEL SECURITY;

--
-- Name: mail_outbox mail_outbox: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mail_outbox: aal2 once MFA is set up" ON public.mail_outbox AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: mail_outbox mail_outbox: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mail_outbox: admins read" ON public.mail_outbox FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AS has_role));

--
-- Name: mail_signing_keys; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.mail_signing_keys ENABLE ROW LEVEL SECURITY;

--
-- Name: mail_signing_keys mail_signing_keys: no client access; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mail_signing_keys: no client access" ON public.mail_signing_keys AS RESTRICTIVE TO anon, authenticated USING (false) WITH CHECK (false);

--
-- Name: member_directory; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.member_directory ENABLE ROW LEVEL SECURITY;

--
-- Name: member_directory member_directory: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "member_directory: aal2 once MFA is set up" ON public.member_directory AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: member_directory member_directory: insert own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "member_directory: insert own" ON public.member_directory FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: member_directory member_directory: read own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "member_directory: read own" ON public.member_directory FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: member_directory member_directory: signed-in members read public rows; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "member_directory: signed-in members read public rows" ON public.member_directory FOR SELECT TO authenticated USING ((is_public AND (NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))));

--
-- Name: member_directory member_directory: update own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "member_directory: update own" ON public.member_directory FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: membership_pricing; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.membership_pricing ENABLE ROW LEVEL SECURITY;

--
-- Name: membership_pricing membership_pricing: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "membership_pricing: admins read all" ON public.membership_pricing FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: membership_pricing membership_pricing: admins update with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "membership_pricing: admins update with aal2" ON public.membership_pricing FOR UPDATE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))) WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: membership_pricing membership_pricing: everyone reads active; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "membership_pricing: everyone reads active" ON public.membership_pricing FOR SELECT TO anon, authenticated USING (is_active);

--
-- Name: mfa_backup_codes; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.mfa_backup_codes ENABLE ROW LEVEL SECURITY;

--
-- Name: mfa_backup_codes mfa_backup_codes: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_backup_codes: aal2 once MFA is set up" ON public.mfa_backup_codes AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: mfa_backup_codes mfa_backup_codes: delete own with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_backup_codes: delete own with aal2" ON public.mfa_backup_codes FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: mfa_backup_codes mfa_backup_codes: insert own with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_backup_codes: insert own with aal2" ON public.mfa_backup_codes FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: mfa_backup_codes mfa_backup_codes: read own with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_backup_codes: read own with aal2" ON public.mfa_backup_codes FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: mfa_enforcement; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.mfa_enforcement ENABLE ROW LEVEL SECURITY;

--
-- Name: mfa_enforcement mfa_enforcement: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_enforcement: aal2 once MFA is set up" ON public.mfa_enforcement AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: mfa_enforcement mfa_enforcement: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_enforcement: admins read all" ON public.mfa_enforcement FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: mfa_enforcement mfa_enforcement: read own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_enforcement: read own" ON public.mfa_enforcement FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: mfa_enforcement mfa_enforcement: update own after MFA; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_enforcement: update own after MFA" ON public.mfa_enforcement FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (mfa_setup_deadline IS NOT NULL) AND (mfa_setup_deadline <= (CURRENT_DATE + 7))));

--
-- Name: mfa_support_requests; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.mfa_support_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: mfa_support_requests mfa_support_requests: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_support_requests: admins read" ON public.mfa_support_requests FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: mfa_support_requests mfa_support_requests: admins resolve with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_support_requests: admins resolve with aal2" ON public.mfa_support_requests FOR UPDATE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))) WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: mfa_support_requests mfa_support_requests: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_support_requests: delete needs aal2 once MFA is set up" ON public.mfa_support_requests AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: mfa_support_requests mfa_support_requests: members submit their own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_support_requests: members submit their own" ON public.mfa_support_requests FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: mfa_support_requests mfa_support_requests: select needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_support_requests: select needs aal2 once MFA is set up" ON public.mfa_support_requests AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: mfa_support_requests mfa_support_requests: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "mfa_support_requests: update needs aal2 once MFA is set up" ON public.mfa_support_requests AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: newsletter_issues; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.newsletter_issues ENABLE ROW LEVEL SECURITY;

--
-- Name: newsletter_issues newsletter_issues: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "newsletter_issues: aal2 once MFA is set up" ON public.newsletter_issues AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: newsletter_issues newsletter_issues: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "newsletter_issues: admins read" ON public.newsletter_issues FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: newsletter_subscriptions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.newsletter_subscriptions ENABLE ROW LEVEL SECURITY;

--
-- Name: newsletter_subscriptions newsletter_subscriptions: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "newsletter_subscriptions: aal2 once MFA is set up" ON public.newsletter_subscriptions AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: newsletter_subscriptions newsletter_subscriptions: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "newsletter_subscriptions: admins read" ON public.newsletter_subscriptions FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: profiles; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

--
-- Name: profiles profiles: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "profiles: aal2 once MFA is set up" ON public.profiles AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: profiles profiles: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "profiles: admins read all" ON public.profiles FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: profiles profiles: admins update with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "profiles: admins update with aal2" ON public.profiles FOR UPDATE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))) WITH CHECK ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: profiles profiles: locked-out users see only themselves; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "profiles: locked-out users see only themselves" ON public.profiles AS RESTRICTIVE FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))));

--
-- Name: profiles profiles: read own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "profiles: read own" ON public.profiles FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: profiles profiles: update own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "profiles: update own" ON public.profiles FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: public_form_submissions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.public_form_submissions ENABLE ROW LEVEL SECURITY;

--
-- Name: public_form_submissions public_form_submissions: no client access; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "public_form_submissions: no client access" ON public.public_form_submissions AS RESTRICTIVE TO anon, authenticated USING (false) WITH CHECK (false);

--
-- Name: rd_inquiries; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.rd_inquiries ENABLE ROW LEVEL SECURITY;

--
-- Name: rd_inquiries rd_inquiries: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_inquiries: admins read" ON public.rd_inquiries FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: rd_inquiries rd_inquiries: admins update status with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_inquiries: admins update status with aal2" ON public.rd_inquiries FOR UPDATE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))) WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: rd_inquiries rd_inquiries: anyone submits; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_inquiries: anyone submits" ON public.rd_inquiries FOR INSERT TO anon, authenticated WITH CHECK ((status = 'new'::text));

--
-- Name: rd_inquiries rd_inquiries: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_inquiries: delete needs aal2 once MFA is set up" ON public.rd_inquiries AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: rd_inquiries rd_inquiries: select needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_inquiries: select needs aal2 once MFA is set up" ON public.rd_inquiries AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: rd_inquiries rd_inquiries: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_inquiries: update needs aal2 once MFA is set up" ON public.rd_inquiries AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: rd_project_deliverables; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.rd_project_deliverables ENABLE ROW LEVEL SECURITY;

--
-- Name: rd_project_deliverables rd_project_deliverables: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_deliverables: aal2 once MFA is set up" ON public.rd_project_deliverables AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: rd_project_deliverables rd_project_deliverables: managers add; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_deliverables: managers add" ON public.rd_project_deliverables FOR INSERT TO authenticated WITH CHECK ((public.is_rd_project_manager(project_id) AND (created_by = ( SELECT auth.uid() AS uid))));

--
-- Name: rd_project_deliverables rd_project_deliverables: managers change; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_deliverables: managers change" ON public.rd_project_deliverables FOR UPDATE TO authenticated USING (public.is_rd_project_manager(project_id)) WITH CHECK (public.is_rd_project_manager(project_id));

--
-- Name: rd_project_deliverables rd_project_deliverables: managers remove; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_deliverables: managers remove" ON public.rd_project_deliverables FOR DELETE TO authenticated USING (public.is_rd_project_manager(project_id));

--
-- Name: rd_project_deliverables rd_project_deliverables: not for locked-out users; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_deliverables: not for locked-out users" ON public.rd_project_deliverables AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))) WITH CHECK ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out)));

--
-- Name: rd_project_deliverables rd_project_deliverables: who sees the project reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_deliverables: who sees the project reads" ON public.rd_project_deliverables FOR SELECT TO authenticated USING (public.can_read_rd_project(project_id));

--
-- Name: rd_project_members; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.rd_project_members ENABLE ROW LEVEL SECURITY;

--
-- Name: rd_project_members rd_project_members: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_members: aal2 once MFA is set up" ON public.rd_project_members AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: rd_project_members rd_project_members: managers remove; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_members: managers remove" ON public.rd_project_members FOR DELETE TO authenticated USING (public.is_rd_project_manager(project_id));

--
-- Name: rd_project_members rd_project_members: not for locked-out users; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_members: not for locked-out users" ON public.rd_project_members AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))) WITH CHECK ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out)));

--
-- Name: rd_project_members rd_project_members: who sees the project reads its team; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_members: who sees the project reads its team" ON public.rd_project_members FOR SELECT TO authenticated USING (public.can_read_rd_project(project_id));

--
-- Name: rd_project_messages; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.rd_project_messages ENABLE ROW LEVEL SECURITY;

--
-- Name: rd_project_messages rd_project_messages: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_messages: aal2 once MFA is set up" ON public.rd_project_messages AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: rd_project_messages rd_project_messages: manager, team and admins post; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_messages: manager, team and admins post" ON public.rd_project_messages FOR INSERT TO authenticated WITH CHECK (((author_id = ( SELECT auth.uid() AS uid)) AND (public.is_rd_project_manager(project_id) OR public.is_rd_project_member(project_id) OR (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)))));

--
-- Name: rd_project_messages rd_project_messages: not for locked-out users; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_messages: not for locked-out users" ON public.rd_project_messages AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))) WITH CHECK ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out)));

--
-- Name: rd_project_messages rd_project_messages: who sees the project reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_project_messages: who sees the project reads" ON public.rd_project_messages FOR SELECT TO authenticated USING (public.can_read_rd_project(project_id));

--
-- Name: rd_projects; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.rd_projects ENABLE ROW LEVEL SECURITY;

--
-- Name: rd_projects rd_projects: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_projects: aal2 once MFA is set up" ON public.rd_projects AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: rd_projects rd_projects: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_projects: admins read all" ON public.rd_projects FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: rd_projects rd_projects: managers and admins delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_projects: managers and admins delete" ON public.rd_projects FOR DELETE TO authenticated USING (((project_manager_id = ( SELECT auth.uid() AS uid)) OR (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))));

--
-- Name: rd_projects rd_projects: managers read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_projects: managers read" ON public.rd_projects FOR SELECT TO authenticated USING ((project_manager_id = ( SELECT auth.uid() AS uid)));

--
-- Name: rd_projects rd_projects: managers update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_projects: managers update" ON public.rd_projects FOR UPDATE TO authenticated USING ((project_manager_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((project_manager_id = ( SELECT auth.uid() AS uid)));

--
-- Name: rd_projects rd_projects: not for locked-out users; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_projects: not for locked-out users" ON public.rd_projects AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))) WITH CHECK ((NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out)));

--
-- Name: rd_projects rd_projects: professional or corporate members create; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_projects: professional or corporate members create" ON public.rd_projects FOR INSERT TO authenticated WITH CHECK (((project_manager_id = ( SELECT auth.uid() AS uid)) AND ((COALESCE(public.tier_rank(( SELECT public.current_member_tier() AS current_member_tier)), 0) >= 2) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text))));

--
-- Name: rd_projects rd_projects: team members read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "rd_projects: team members read" ON public.rd_projects FOR SELECT TO authenticated USING (public.is_rd_project_member(project_id));

--
-- Name: resource_downloads; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.resource_downloads ENABLE ROW LEVEL SECURITY;

--
-- Name: resource_downloads resource_downloads: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_downloads: admins read" ON public.resource_downloads FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: resource_downloads resource_downloads: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_downloads: delete needs aal2 once MFA is set up" ON public.resource_downloads AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: resource_downloads resource_downloads: select needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_downloads: select needs aal2 once MFA is set up" ON public.resource_downloads AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: resource_downloads resource_downloads: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_downloads: update needs aal2 once MFA is set up" ON public.resource_downloads AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: resource_items; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.resource_items ENABLE ROW LEVEL SECURITY;

--
-- Name: resource_items resource_items: admins create with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_items: admins create with aal2" ON public.resource_items FOR INSERT TO authenticated WITH CHECK ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: resource_items resource_items: admins delete with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_items: admins delete with aal2" ON public.resource_items FOR DELETE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: resource_items resource_items: admins update with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_items: admins update with aal2" ON public.resource_items FOR UPDATE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))) WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: resource_items resource_items: everyone reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_items: everyone reads" ON public.resource_items FOR SELECT TO anon, authenticated USING (true);

--
-- Name: resource_type_counts; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.resource_type_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: resource_type_counts resource_type_counts: everyone reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "resource_type_counts: everyone reads" ON public.resource_type_counts FOR SELECT TO anon, authenticated USING (true);

--
-- Name: skillup_attempt_answers; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_attempt_answers ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_attempt_answers skillup_attempt_answers: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_attempt_answers: aal2 once MFA is set up" ON public.skillup_attempt_answers AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_attempt_answers skillup_attempt_answers: own, admins; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_attempt_answers: own, admins" ON public.skillup_attempt_answers FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.skillup_attempts a
  WHERE ((a.id = skillup_attempt_answers.attempt_id) AND ((a.user_id = ( SELECT auth.uid() AS uid)) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text))))));

--
-- Name: skillup_attempts; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_attempts ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_attempts skillup_attempts: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_attempts: aal2 once MFA is set up" ON public.skillup_attempts AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_attempts skillup_attempts: own, admins; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_attempts: own, admins" ON public.skillup_attempts FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)));

--
-- Name: skillup_certificates; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_certificates ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_certificates skillup_certificates: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_certificates: aal2 once MFA is set up" ON public.skillup_certificates AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_certificates skillup_certificates: own, admins; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_certificates: own, admins" ON public.skillup_certificates FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)));

--
-- Name: skillup_course_prerequisites; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_course_prerequisites ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites: delete needs aal2 once MFA is set; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_course_prerequisites: delete needs aal2 once MFA is set" ON public.skillup_course_prerequisites AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites: editors create; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_course_prerequisites: editors create" ON public.skillup_course_prerequisites FOR INSERT TO authenticated WITH CHECK (public.skillup_is_editor(course_id));

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites: editors delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_course_prerequisites: editors delete" ON public.skillup_course_prerequisites FOR DELETE TO authenticated USING (public.skillup_is_editor(course_id));

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites: editors update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_course_prerequisites: editors update" ON public.skillup_course_prerequisites FOR UPDATE TO authenticated USING (public.skillup_is_editor(course_id)) WITH CHECK (public.skillup_is_editor(course_id));

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites: insert needs aal2 once MFA is set; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_course_prerequisites: insert needs aal2 once MFA is set" ON public.skillup_course_prerequisites AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites: readable with its course; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_course_prerequisites: readable with its course" ON public.skillup_course_prerequisites FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.skillup_courses c
  WHERE (c.id = skillup_course_prerequisites.course_id))));

--
-- Name: skillup_course_prerequisites skillup_course_prerequisites: update needs aal2 once MFA is set; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_course_prerequisites: update needs aal2 once MFA is set" ON public.skillup_course_prerequisites AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_courses; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_courses ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_courses skillup_courses: admins and instructors create; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_courses: admins and instructors create" ON public.skillup_courses FOR INSERT TO authenticated WITH CHECK (((author_id = ( SELECT auth.uid() AS uid)) AND (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) OR public.has_role(( SELECT auth.uid() AS uid), 'instructor'::text))));

--
-- Name: skillup_courses skillup_courses: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_courses: delete needs aal2 once MFA is set up" ON public.skillup_courses AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_courses skillup_courses: editors delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_courses: editors delete" ON public.skillup_courses FOR DELETE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) OR ((author_id = ( SELECT auth.uid() AS uid)) AND public.has_role(( SELECT auth.uid() AS uid), 'instructor'::text))));

--
-- Name: skillup_courses skillup_courses: editors read drafts; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_courses: editors read drafts" ON public.skillup_courses FOR SELECT TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) OR ((author_id = ( SELECT auth.uid() AS uid)) AND public.has_role(( SELECT auth.uid() AS uid), 'instructor'::text))));

--
-- Name: skillup_courses skillup_courses: editors update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_courses: editors update" ON public.skillup_courses FOR UPDATE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) OR ((author_id = ( SELECT auth.uid() AS uid)) AND public.has_role(( SELECT auth.uid() AS uid), 'instructor'::text)))) WITH CHECK ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) OR ((author_id = ( SELECT auth.uid() AS uid)) AND public.has_role(( SELECT auth.uid() AS uid), 'instructor'::text))));

--
-- Name: skillup_courses skillup_courses: everyone reads published; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_courses: everyone reads published" ON public.skillup_courses FOR SELECT TO anon, authenticated USING ((status = 'published'::text));

--
-- Name: skillup_courses skillup_courses: insert needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_courses: insert needs aal2 once MFA is set up" ON public.skillup_courses AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_courses skillup_courses: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_courses: update needs aal2 once MFA is set up" ON public.skillup_courses AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_enrolments; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_enrolments ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_enrolments skillup_enrolments: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_enrolments: aal2 once MFA is set up" ON public.skillup_enrolments AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_enrolments skillup_enrolments: own, the course's editors; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_enrolments: own, the course's editors" ON public.skillup_enrolments FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.skillup_is_editor(course_id)));

--
-- Name: skillup_exams; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_exams ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_exams skillup_exams: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_exams: delete needs aal2 once MFA is set up" ON public.skillup_exams AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_exams skillup_exams: editors create; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_exams: editors create" ON public.skillup_exams FOR INSERT TO authenticated WITH CHECK (public.skillup_is_editor(course_id));

--
-- Name: skillup_exams skillup_exams: editors delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_exams: editors delete" ON public.skillup_exams FOR DELETE TO authenticated USING (public.skillup_is_editor(course_id));

--
-- Name: skillup_exams skillup_exams: editors update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_exams: editors update" ON public.skillup_exams FOR UPDATE TO authenticated USING (public.skillup_is_editor(course_id)) WITH CHECK (public.skillup_is_editor(course_id));

--
-- Name: skillup_exams skillup_exams: insert needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_exams: insert needs aal2 once MFA is set up" ON public.skillup_exams AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_exams skillup_exams: readable with its course; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_exams: readable with its course" ON public.skillup_exams FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.skillup_courses c
  WHERE (c.id = skillup_exams.course_id))));

--
-- Name: skillup_exams skillup_exams: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_exams: update needs aal2 once MFA is set up" ON public.skillup_exams AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_lesson_completions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_lesson_completions ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_lesson_completions skillup_lesson_completions: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lesson_completions: aal2 once MFA is set up" ON public.skillup_lesson_completions AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_lesson_completions skillup_lesson_completions: own, the course's editors; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lesson_completions: own, the course's editors" ON public.skillup_lesson_completions FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.skillup_is_editor(course_id)));

--
-- Name: skillup_lesson_content; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_lesson_content ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_lesson_content skillup_lesson_content: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lesson_content: aal2 once MFA is set up" ON public.skillup_lesson_content AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_lesson_content skillup_lesson_content: editors write; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lesson_content: editors write" ON public.skillup_lesson_content TO authenticated USING (public.skillup_is_editor(( SELECT l.course_id
   FROM public.skillup_lessons l
  WHERE (l.id = skillup_lesson_content.lesson_id)))) WITH CHECK (public.skillup_is_editor(( SELECT l.course_id
   FROM public.skillup_lessons l
  WHERE (l.id = skillup_lesson_content.lesson_id))));

--
-- Name: skillup_lesson_content skillup_lesson_content: enrolled learners read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lesson_content: enrolled learners read" ON public.skillup_lesson_content FOR SELECT TO authenticated USING (((EXISTS ( SELECT 1
   FROM (public.skillup_lessons l
     JOIN public.skillup_enrolments e ON ((e.course_id = l.course_id)))
  WHERE ((l.id = skillup_lesson_content.lesson_id) AND (e.user_id = ( SELECT auth.uid() AS uid))))) AND (EXISTS ( SELECT 1
   FROM public.profiles p
  WHERE ((p.user_id = ( SELECT auth.uid() AS uid)) AND p.is_lms_active)))));

--
-- Name: skillup_lessons; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_lessons ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_lessons skillup_lessons: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lessons: delete needs aal2 once MFA is set up" ON public.skillup_lessons AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_lessons skillup_lessons: editors create; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lessons: editors create" ON public.skillup_lessons FOR INSERT TO authenticated WITH CHECK (public.skillup_is_editor(course_id));

--
-- Name: skillup_lessons skillup_lessons: editors delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lessons: editors delete" ON public.skillup_lessons FOR DELETE TO authenticated USING (public.skillup_is_editor(course_id));

--
-- Name: skillup_lessons skillup_lessons: editors update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lessons: editors update" ON public.skillup_lessons FOR UPDATE TO authenticated USING (public.skillup_is_editor(course_id)) WITH CHECK (public.skillup_is_editor(course_id));

--
-- Name: skillup_lessons skillup_lessons: insert needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lessons: insert needs aal2 once MFA is set up" ON public.skillup_lessons AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_lessons skillup_lessons: readable with its course; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lessons: readable with its course" ON public.skillup_lessons FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.skillup_courses c
  WHERE (c.id = skillup_lessons.course_id))));

--
-- Name: skillup_lessons skillup_lessons: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_lessons: update needs aal2 once MFA is set up" ON public.skillup_lessons AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_modules; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_modules ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_modules skillup_modules: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_modules: delete needs aal2 once MFA is set up" ON public.skillup_modules AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_modules skillup_modules: editors create; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_modules: editors create" ON public.skillup_modules FOR INSERT TO authenticated WITH CHECK (public.skillup_is_editor(course_id));

--
-- Name: skillup_modules skillup_modules: editors delete; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_modules: editors delete" ON public.skillup_modules FOR DELETE TO authenticated USING (public.skillup_is_editor(course_id));

--
-- Name: skillup_modules skillup_modules: editors update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_modules: editors update" ON public.skillup_modules FOR UPDATE TO authenticated USING (public.skillup_is_editor(course_id)) WITH CHECK (public.skillup_is_editor(course_id));

--
-- Name: skillup_modules skillup_modules: insert needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_modules: insert needs aal2 once MFA is set up" ON public.skillup_modules AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_modules skillup_modules: readable with its course; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_modules: readable with its course" ON public.skillup_modules FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.skillup_courses c
  WHERE (c.id = skillup_modules.course_id))));

--
-- Name: skillup_modules skillup_modules: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_modules: update needs aal2 once MFA is set up" ON public.skillup_modules AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_pathway_courses; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_pathway_courses ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_pathway_courses skillup_pathway_courses: admins write; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathway_courses: admins write" ON public.skillup_pathway_courses TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)) WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: skillup_pathway_courses skillup_pathway_courses: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathway_courses: delete needs aal2 once MFA is set up" ON public.skillup_pathway_courses AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_pathway_courses skillup_pathway_courses: insert needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathway_courses: insert needs aal2 once MFA is set up" ON public.skillup_pathway_courses AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_pathway_courses skillup_pathway_courses: readable with its pathway; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathway_courses: readable with its pathway" ON public.skillup_pathway_courses FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.skillup_pathways p
  WHERE (p.id = skillup_pathway_courses.pathway_id))));

--
-- Name: skillup_pathway_courses skillup_pathway_courses: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathway_courses: update needs aal2 once MFA is set up" ON public.skillup_pathway_courses AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_pathways; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_pathways ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_pathways skillup_pathways: admins read drafts; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathways: admins read drafts" ON public.skillup_pathways FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: skillup_pathways skillup_pathways: admins write; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathways: admins write" ON public.skillup_pathways TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)) WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: skillup_pathways skillup_pathways: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathways: delete needs aal2 once MFA is set up" ON public.skillup_pathways AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_pathways skillup_pathways: everyone reads published; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathways: everyone reads published" ON public.skillup_pathways FOR SELECT TO anon, authenticated USING ((status = 'published'::text));

--
-- Name: skillup_pathways skillup_pathways: insert needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathways: insert needs aal2 once MFA is set up" ON public.skillup_pathways AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_pathways skillup_pathways: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_pathways: update needs aal2 once MFA is set up" ON public.skillup_pathways AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_question_options; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_question_options ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_question_options skillup_question_options: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_question_options: aal2 once MFA is set up" ON public.skillup_question_options AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_question_options skillup_question_options: editors only; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_question_options: editors only" ON public.skillup_question_options TO authenticated USING (public.skillup_is_editor(public.skillup_question_course(question_id))) WITH CHECK (public.skillup_is_editor(public.skillup_question_course(question_id)));

--
-- Name: skillup_questions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.skillup_questions ENABLE ROW LEVEL SECURITY;

--
-- Name: skillup_questions skillup_questions: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_questions: aal2 once MFA is set up" ON public.skillup_questions AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: skillup_questions skillup_questions: editors only; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "skillup_questions: editors only" ON public.skillup_questions TO authenticated USING (public.skillup_is_editor(public.skillup_exam_course(exam_id))) WITH CHECK (public.skillup_is_editor(public.skillup_exam_course(exam_id)));

--
-- Name: subscriptions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.subscriptions ENABLE ROW LEVEL SECURITY;

--
-- Name: subscriptions subscriptions: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "subscriptions: aal2 once MFA is set up" ON public.subscriptions AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: subscriptions subscriptions: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "subscriptions: admins read all" ON public.subscriptions FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: subscriptions subscriptions: cancel own at period end; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "subscriptions: cancel own at period end" ON public.subscriptions FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'active'::text))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND cancel_at_period_end));

--
-- Name: subscriptions subscriptions: read own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "subscriptions: read own" ON public.subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: tool_beta_requests; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tool_beta_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: tool_beta_requests tool_beta_requests: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tool_beta_requests: aal2 once MFA is set up" ON public.tool_beta_requests AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tool_beta_requests tool_beta_requests: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tool_beta_requests: admins read all" ON public.tool_beta_requests FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: tool_beta_requests tool_beta_requests: members read own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tool_beta_requests: members read own" ON public.tool_beta_requests FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: tool_beta_requests tool_beta_requests: members request for themselves; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tool_beta_requests: members request for themselves" ON public.tool_beta_requests FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (NOT ( SELECT public.is_mfa_locked_out() AS is_mfa_locked_out))));

--
-- Name: tool_beta_requests tool_beta_requests: members withdraw own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tool_beta_requests: members withdraw own" ON public.tool_beta_requests FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: tools_actions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_actions ENABLE ROW LEVEL SECURITY;

--
-- Name: tools_actions tools_actions: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_actions: aal2 once MFA is set up" ON public.tools_actions AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tools_actions tools_actions: owner and reviewers add; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_actions: owner and reviewers add" ON public.tools_actions FOR INSERT TO authenticated WITH CHECK ((( SELECT public.tools_role(tools_actions.assessment_id) AS tools_role) = ANY (ARRAY['owner'::text, 'reviewer'::text])));

--
-- Name: tools_actions tools_actions: owner deletes; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_actions: owner deletes" ON public.tools_actions FOR DELETE TO authenticated USING ((( SELECT public.tools_role(tools_actions.assessment_id) AS tools_role) = 'owner'::text));

--
-- Name: tools_actions tools_actions: owner, reviewers and the action's owner update; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_actions: owner, reviewers and the action's owner update" ON public.tools_actions FOR UPDATE TO authenticated USING (((( SELECT public.tools_role(tools_actions.assessment_id) AS tools_role) = ANY (ARRAY['owner'::text, 'reviewer'::text])) OR ((owner_id = ( SELECT auth.uid() AS uid)) AND (( SELECT public.tools_role(tools_actions.assessment_id) AS tools_role) IS NOT NULL)))) WITH CHECK ((( SELECT public.tools_role(tools_actions.assessment_id) AS tools_role) IS NOT NULL));

--
-- Name: tools_actions tools_actions: team reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_actions: team reads" ON public.tools_actions FOR SELECT TO authenticated USING ((( SELECT public.tools_role(tools_actions.assessment_id) AS tools_role) IS NOT NULL));

--
-- Name: tools_answer_history; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_answer_history ENABLE ROW LEVEL SECURITY;

--
-- Name: tools_answer_history tools_answer_history: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_answer_history: aal2 once MFA is set up" ON public.tools_answer_history AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tools_answer_history tools_answer_history: team reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_answer_history: team reads" ON public.tools_answer_history FOR SELECT TO authenticated USING ((( SELECT public.tools_role(tools_answer_history.assessment_id) AS tools_role) IS NOT NULL));

--
-- Name: tools_answers; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_answers ENABLE ROW LEVEL SECURITY;

--
-- Name: tools_answers tools_answers: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_answers: aal2 once MFA is set up" ON public.tools_answers AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tools_answers tools_answers: team answers while in progress; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_answers: team answers while in progress" ON public.tools_answers FOR UPDATE TO authenticated USING ((( SELECT public.tools_in_progress(tools_answers.assessment_id) AS tools_in_progress) AND ((( SELECT public.tools_role(tools_answers.assessment_id) AS tools_role) = ANY (ARRAY['owner'::text, 'reviewer'::text])) OR ((owner_id = ( SELECT auth.uid() AS uid)) AND (( SELECT public.tools_role(tools_answers.assessment_id) AS tools_role) = 'contributor'::text))))) WITH CHECK ((( SELECT public.tools_role(tools_answers.assessment_id) AS tools_role) IS NOT NULL));

--
-- Name: tools_answers tools_answers: team reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_answers: team reads" ON public.tools_answers FOR SELECT TO authenticated USING ((( SELECT public.tools_role(tools_answers.assessment_id) AS tools_role) IS NOT NULL));

--
-- Name: tools_assessments; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_assessments ENABLE ROW LEVEL SECURITY;

--
-- Name: tools_assessments tools_assessments: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_assessments: aal2 once MFA is set up" ON public.tools_assessments AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tools_assessments tools_assessments: members create their own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_assessments: members create their own" ON public.tools_assessments FOR INSERT TO authenticated WITH CHECK (((owner_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.tools_member() AS tools_member)));

--
-- Name: tools_assessments tools_assessments: owner deletes while in progress; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_assessments: owner deletes while in progress" ON public.tools_assessments FOR DELETE TO authenticated USING (((owner_id = ( SELECT auth.uid() AS uid)) AND (status = 'in_progress'::text) AND ( SELECT public.tools_member() AS tools_member)));

--
-- Name: tools_assessments tools_assessments: owner updates; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_assessments: owner updates" ON public.tools_assessments FOR UPDATE TO authenticated USING (((owner_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.tools_member() AS tools_member))) WITH CHECK ((owner_id = ( SELECT auth.uid() AS uid)));

--
-- Name: tools_assessments tools_assessments: team reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_assessments: team reads" ON public.tools_assessments FOR SELECT TO authenticated USING ((((owner_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.tools_member() AS tools_member)) OR (( SELECT public.tools_role(tools_assessments.id) AS tools_role) IS NOT NULL)));

--
-- Name: tools_collaborators; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_collaborators ENABLE ROW LEVEL SECURITY;

--
-- Name: tools_collaborators tools_collaborators: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_collaborators: aal2 once MFA is set up" ON public.tools_collaborators AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tools_collaborators tools_collaborators: owner changes roles; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_collaborators: owner changes roles" ON public.tools_collaborators FOR UPDATE TO authenticated USING ((( SELECT public.tools_role(tools_collaborators.assessment_id) AS tools_role) = 'owner'::text)) WITH CHECK ((( SELECT public.tools_role(tools_collaborators.assessment_id) AS tools_role) = 'owner'::text));

--
-- Name: tools_collaborators tools_collaborators: owner removes, collaborators leave; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_collaborators: owner removes, collaborators leave" ON public.tools_collaborators FOR DELETE TO authenticated USING (((( SELECT public.tools_role(tools_collaborators.assessment_id) AS tools_role) = 'owner'::text) OR ((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.tools_member() AS tools_member))));

--
-- Name: tools_collaborators tools_collaborators: team reads; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_collaborators: team reads" ON public.tools_collaborators FOR SELECT TO authenticated USING ((( SELECT public.tools_role(tools_collaborators.assessment_id) AS tools_role) IS NOT NULL));

--
-- Name: tools_framework_items; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_framework_items ENABLE ROW LEVEL SECURITY;

--
-- Name: tools_framework_items tools_framework_items: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_framework_items: aal2 once MFA is set up" ON public.tools_framework_items AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tools_framework_items tools_framework_items: signed-in read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_framework_items: signed-in read" ON public.tools_framework_items FOR SELECT TO authenticated USING (true);

--
-- Name: tools_frameworks; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_frameworks ENABLE ROW LEVEL SECURITY;

--
-- Name: tools_frameworks tools_frameworks: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_frameworks: aal2 once MFA is set up" ON public.tools_frameworks AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tools_frameworks tools_frameworks: signed-in read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_frameworks: signed-in read" ON public.tools_frameworks FOR SELECT TO authenticated USING (true);

--
-- Name: tools_item_mappings; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.tools_item_mappings ENABLE ROW LEVEL SECURITY;

--
-- Name: tools_item_mappings tools_item_mappings: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_item_mappings: aal2 once MFA is set up" ON public.tools_item_mappings AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: tools_item_mappings tools_item_mappings: signed-in read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "tools_item_mappings: signed-in read" ON public.tools_item_mappings FOR SELECT TO authenticated USING (true);

--
-- Name: transactions; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.transactions ENABLE ROW LEVEL SECURITY;

--
-- Name: transactions transactions: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "transactions: aal2 once MFA is set up" ON public.transactions AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: transactions transactions: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "transactions: admins read all" ON public.transactions FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: transactions transactions: read own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "transactions: read own" ON public.transactions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: user_roles; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.user_roles ENABLE ROW LEVEL SECURITY;

--
-- Name: user_roles user_roles: aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "user_roles: aal2 once MFA is set up" ON public.user_roles AS RESTRICTIVE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met)) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: user_roles user_roles: admins grant; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "user_roles: admins grant" ON public.user_roles FOR INSERT TO authenticated WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: user_roles user_roles: admins read all; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "user_roles: admins read all" ON public.user_roles FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: user_roles user_roles: admins revoke; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "user_roles: admins revoke" ON public.user_roles FOR DELETE TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: user_roles user_roles: deletes need aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "user_roles: deletes need aal2" ON public.user_roles AS RESTRICTIVE FOR DELETE TO authenticated USING ((( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text));

--
-- Name: user_roles user_roles: read own; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "user_roles: read own" ON public.user_roles FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: user_roles user_roles: writes need aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "user_roles: writes need aal2" ON public.user_roles AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text));

--
-- Name: waitlist; Type: ROW SECURITY; Schema: public; Owner: postgres
--

ALTER TABLE public.waitlist ENABLE ROW LEVEL SECURITY;

--
-- Name: waitlist waitlist: admins read; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "waitlist: admins read" ON public.waitlist FOR SELECT TO authenticated USING (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: waitlist waitlist: admins update with aal2; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "waitlist: admins update with aal2" ON public.waitlist FOR UPDATE TO authenticated USING ((public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text))) WITH CHECK (public.has_role(( SELECT auth.uid() AS uid), 'admin'::text));

--
-- Name: waitlist waitlist: anyone joins; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "waitlist: anyone joins" ON public.waitlist FOR INSERT TO anon, authenticated WITH CHECK (((status = 'pending'::text) AND (invited_at IS NULL)));

--
-- Name: waitlist waitlist: delete needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "waitlist: delete needs aal2 once MFA is set up" ON public.waitlist AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: waitlist waitlist: select needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "waitlist: select needs aal2 once MFA is set up" ON public.waitlist AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: waitlist waitlist: update needs aal2 once MFA is set up; Type: POLICY; Schema: public; Owner: postgres
--

CREATE POLICY "waitlist: update needs aal2 once MFA is set up" ON public.waitlist AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: objects intel-attachments: TLP readers; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "intel-attachments: TLP readers" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'intel-attachments'::text) AND public.intel_can_read_advisory(public.intel_path_advisory(name))));

--
-- Name: objects intel-attachments: analysts delete; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "intel-attachments: analysts delete" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'intel-attachments'::text) AND public.intel_is_analyst() AND public.intel_can_read_advisory(public.intel_path_advisory(name))));

--
-- Name: objects intel-attachments: analysts upload; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "intel-attachments: analysts upload" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'intel-attachments'::text) AND public.intel_is_analyst() AND public.intel_can_read_advisory(public.intel_path_advisory(name))));

--
-- Name: objects objects: aal2 once MFA is set up; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "objects: aal2 once MFA is set up" ON storage.objects AS RESTRICTIVE TO authenticated USING ((( SELECT public.mfa_requirement_met() AS mfa_requirement_met) OR ((bucket_id = 'resources'::text) AND (EXISTS ( SELECT 1
   FROM public.resource_items r
  WHERE ((r.file_storage_path = objects.name) AND (r.access_tier = 'Public'::text))))))) WITH CHECK (( SELECT public.mfa_requirement_met() AS mfa_requirement_met));

--
-- Name: objects resources: admins delete with aal2; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "resources: admins delete with aal2" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'resources'::text) AND public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: objects resources: admins read all; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "resources: admins read all" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'resources'::text) AND public.has_role(( SELECT auth.uid() AS uid), 'admin'::text)));

--
-- Name: objects resources: admins update with aal2; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "resources: admins update with aal2" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'resources'::text) AND public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: objects resources: admins upload with aal2; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "resources: admins upload with aal2" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'resources'::text) AND public.has_role(( SELECT auth.uid() AS uid), 'admin'::text) AND (( SELECT (auth.jwt() ->> 'aal'::text)) = 'aal2'::text)));

--
-- Name: objects resources: read by tier; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "resources: read by tier" ON storage.objects FOR SELECT TO anon, authenticated USING (((bucket_id = 'resources'::text) AND (EXISTS ( SELECT 1
   FROM public.resource_items r
  WHERE ((r.file_storage_path = objects.name) AND public.can_read_resource_tier(r.access_tier))))));

--
-- Name: objects tools-evidence: team reads; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "tools-evidence: team reads" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'tools-evidence'::text) AND (( SELECT public.tools_role(public.tools_evidence_assessment(objects.name)) AS tools_role) IS NOT NULL)));

--
-- Name: objects tools-evidence: team uploads while in progress; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "tools-evidence: team uploads while in progress" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'tools-evidence'::text) AND public.tools_evidence_can_upload(name)));

--
-- Name: objects tools-evidence: uploader or owner deletes; Type: POLICY; Schema: storage; Owner: postgres
--

CREATE POLICY "tools-evidence: uploader or owner deletes" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'tools-evidence'::text) AND (((owner = ( SELECT auth.uid() AS uid)) AND (( SELECT public.tools_role(public.tools_evidence_assessment(objects.name)) AS tools_role) IS NOT NULL)) OR (( SELECT public.tools_role(public.tools_evidence_assessment(objects.name)) AS tools_role) = 'owner'::text))));

--
-- Name: supabase_realtime content_leads; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.content_leads;

--
-- Name: supabase_realtime intel_advisories; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.intel_advisories;

--
-- Name: supabase_realtime mfa_enforcement; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.mfa_enforcement;

--
-- Name: supabase_realtime mfa_support_requests; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.mfa_support_requests;

--
-- Name: supabase_realtime rd_inquiries; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.rd_inquiries;

--
-- Name: supabase_realtime subscriptions; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.subscriptions;

--
-- Name: supabase_realtime waitlist; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.waitlist;

--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: pg_database_owner
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;
GRANT USAGE ON SCHEMA public TO supabase_auth_admin;

--
-- Name: FUNCTION activate_subscription(reference text, paid_amount_cents bigint, currency text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.activate_subscription(reference text, paid_amount_cents bigint, currency text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.activate_subscription(reference text, paid_amount_cents bigint, currency text) TO service_role;

--
-- Name: FUNCTION add_rd_project_member(p_project_id uuid, p_email text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.add_rd_project_member(p_project_id uuid, p_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_rd_project_member(p_project_id uuid, p_email text) TO authenticated;
GRANT ALL ON FUNCTION public.add_rd_project_member(p_project_id uuid, p_email text) TO service_role;

--
-- Name: FUNCTION add_team_member(p_team_id uuid, p_email text, p_acting_user uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.add_team_member(p_team_id uuid, p_email text, p_acting_user uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_team_member(p_team_id uuid, p_email text, p_acting_user uuid) TO service_role;

--
-- Name: FUNCTION admin_analytics_totals(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_analytics_totals() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_analytics_totals() TO authenticated;
GRANT ALL ON FUNCTION public.admin_analytics_totals() TO service_role;

--
-- Name: FUNCTION admin_area_access_requests(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_area_access_requests() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_area_access_requests() TO authenticated;
GRANT ALL ON FUNCTION public.admin_area_access_requests() TO service_role;

--
-- Name: FUNCTION admin_audit_actors(ids uuid[]); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_audit_actors(ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_audit_actors(ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.admin_audit_actors(ids uuid[]) TO service_role;

--
-- Name: FUNCTION admin_members_export(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_members_export() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_members_export() TO authenticated;
GRANT ALL ON FUNCTION public.admin_members_export() TO service_role;

--
-- Name: FUNCTION admin_mfa_support_requests(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_mfa_support_requests() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_mfa_support_requests() TO authenticated;
GRANT ALL ON FUNCTION public.admin_mfa_support_requests() TO service_role;

--
-- Name: FUNCTION admin_newsletter_export(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_newsletter_export() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_newsletter_export() TO authenticated;
GRANT ALL ON FUNCTION public.admin_newsletter_export() TO service_role;

--
-- Name: FUNCTION admin_remove_mfa_factors(target_user_id uuid, acting_admin_id uuid, support_request_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_remove_mfa_factors(target_user_id uuid, acting_admin_id uuid, support_request_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_remove_mfa_factors(target_user_id uuid, acting_admin_id uuid, support_request_id uuid) TO service_role;

--
-- Name: FUNCTION admin_resend_receipt(p_subscription_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_resend_receipt(p_subscription_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_resend_receipt(p_subscription_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.admin_resend_receipt(p_subscription_id uuid) TO service_role;

--
-- Name: FUNCTION admin_resource_downloads(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_resource_downloads() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_resource_downloads() TO authenticated;
GRANT ALL ON FUNCTION public.admin_resource_downloads() TO service_role;

--
-- Name: FUNCTION admin_retry_mail(p_mail_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_retry_mail(p_mail_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_retry_mail(p_mail_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.admin_retry_mail(p_mail_id uuid) TO service_role;

--
-- Name: FUNCTION admin_revenue_by_month(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_revenue_by_month() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_revenue_by_month() TO authenticated;
GRANT ALL ON FUNCTION public.admin_revenue_by_month() TO service_role;

--
-- Name: FUNCTION admin_revenue_by_tier(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_revenue_by_tier() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_revenue_by_tier() TO authenticated;
GRANT ALL ON FUNCTION public.admin_revenue_by_tier() TO service_role;

--
-- Name: FUNCTION admin_revenue_summary(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_revenue_summary() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_revenue_summary() TO authenticated;
GRANT ALL ON FUNCTION public.admin_revenue_summary() TO service_role;

--
-- Name: FUNCTION admin_send_newsletter_issue(p_issue_id uuid, p_subject text, p_body text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_send_newsletter_issue(p_issue_id uuid, p_subject text, p_body text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_send_newsletter_issue(p_issue_id uuid, p_subject text, p_body text) TO authenticated;
GRANT ALL ON FUNCTION public.admin_send_newsletter_issue(p_issue_id uuid, p_subject text, p_body text) TO service_role;

--
-- Name: FUNCTION admin_subscription_list(search text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_subscription_list(search text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_subscription_list(search text) TO authenticated;
GRANT ALL ON FUNCTION public.admin_subscription_list(search text) TO service_role;

--
-- Name: FUNCTION admin_user_directory(search text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_user_directory(search text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_user_directory(search text) TO authenticated;
GRANT ALL ON FUNCTION public.admin_user_directory(search text) TO service_role;

--
-- Name: FUNCTION admin_weekly_activity(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_weekly_activity() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_weekly_activity() TO authenticated;
GRANT ALL ON FUNCTION public.admin_weekly_activity() TO service_role;

--
-- Name: FUNCTION area_access_requests_after_insert(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.area_access_requests_after_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.area_access_requests_after_insert() TO service_role;

--
-- Name: FUNCTION area_access_requests_before_insert(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.area_access_requests_before_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.area_access_requests_before_insert() TO service_role;

--
-- Name: FUNCTION area_access_requests_close_granted(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.area_access_requests_close_granted() FROM PUBLIC;
GRANT ALL ON FUNCTION public.area_access_requests_close_granted() TO service_role;

--
-- Name: FUNCTION area_source_app(area text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.area_source_app(area text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.area_source_app(area text) TO service_role;

--
-- Name: FUNCTION assert_admin(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.assert_admin() FROM PUBLIC;
GRANT ALL ON FUNCTION public.assert_admin() TO service_role;

--
-- Name: FUNCTION assert_admin_aal2(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.assert_admin_aal2() FROM PUBLIC;
GRANT ALL ON FUNCTION public.assert_admin_aal2() TO service_role;

--
-- Name: FUNCTION assert_team_seat(p_team_id uuid, p_user_id uuid, p_email text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.assert_team_seat(p_team_id uuid, p_user_id uuid, p_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.assert_team_seat(p_team_id uuid, p_user_id uuid, p_email text) TO service_role;

--
-- Name: FUNCTION audit_row_change(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.audit_row_change() FROM PUBLIC;
GRANT ALL ON FUNCTION public.audit_row_change() TO service_role;

--
-- Name: FUNCTION audit_unchanged_mfa_deadline(_procedure text, _target_user_id uuid, _days integer, _deadline date); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.audit_unchanged_mfa_deadline(_procedure text, _target_user_id uuid, _days integer, _deadline date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.audit_unchanged_mfa_deadline(_procedure text, _target_user_id uuid, _days integer, _deadline date) TO service_role;

--
-- Name: FUNCTION audit_waitlist_invitation_resent(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.audit_waitlist_invitation_resent() FROM PUBLIC;
GRANT ALL ON FUNCTION public.audit_waitlist_invitation_resent() TO service_role;

--
-- Name: FUNCTION auth_attempt_account_lock_after(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.auth_attempt_account_lock_after() FROM PUBLIC;
GRANT ALL ON FUNCTION public.auth_attempt_account_lock_after() TO service_role;

--
-- Name: FUNCTION auth_attempt_client(address text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.auth_attempt_client(address text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.auth_attempt_client(address text) TO service_role;

--
-- Name: FUNCTION auth_attempt_count(attempt_user uuid, attempt_kind text, attempt_address text, attempt_valid boolean, slow_after integer, lock_after integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.auth_attempt_count(attempt_user uuid, attempt_kind text, attempt_address text, attempt_valid boolean, slow_after integer, lock_after integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.auth_attempt_count(attempt_user uuid, attempt_kind text, attempt_address text, attempt_valid boolean, slow_after integer, lock_after integer) TO service_role;

--
-- Name: FUNCTION auth_attempt_forget_on_new_password(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.auth_attempt_forget_on_new_password() FROM PUBLIC;
GRANT ALL ON FUNCTION public.auth_attempt_forget_on_new_password() TO service_role;

--
-- Name: FUNCTION auth_attempt_limits(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.auth_attempt_limits() FROM PUBLIC;
GRANT ALL ON FUNCTION public.auth_attempt_limits() TO service_role;

--
-- Name: FUNCTION auth_attempt_record(attempt_user uuid, attempt_kind text, attempt_valid boolean); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.auth_attempt_record(attempt_user uuid, attempt_kind text, attempt_valid boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.auth_attempt_record(attempt_user uuid, attempt_kind text, attempt_valid boolean) TO service_role;

--
-- Name: FUNCTION auth_attempt_record_password(attempt_user uuid, attempt_address text, attempt_valid boolean); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.auth_attempt_record_password(attempt_user uuid, attempt_address text, attempt_valid boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.auth_attempt_record_password(attempt_user uuid, attempt_address text, attempt_valid boolean) TO service_role;

--
-- Name: FUNCTION auth_attempt_wait_text(wait interval); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.auth_attempt_wait_text(wait interval) FROM PUBLIC;
GRANT ALL ON FUNCTION public.auth_attempt_wait_text(wait interval) TO service_role;

--
-- Name: FUNCTION can_read_rd_project(p_project_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.can_read_rd_project(p_project_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.can_read_rd_project(p_project_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.can_read_rd_project(p_project_id uuid) TO service_role;

--
-- Name: FUNCTION can_read_resource_tier(item_tier text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.can_read_resource_tier(item_tier text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.can_read_resource_tier(item_tier text) TO anon;
GRANT ALL ON FUNCTION public.can_read_resource_tier(item_tier text) TO authenticated;
GRANT ALL ON FUNCTION public.can_read_resource_tier(item_tier text) TO service_role;

--
-- Name: FUNCTION claim_lead_notification(p_lead_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.claim_lead_notification(p_lead_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_lead_notification(p_lead_id uuid) TO service_role;

--
-- Name: FUNCTION claim_rd_inquiry_notification(p_inquiry_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.claim_rd_inquiry_notification(p_inquiry_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_rd_inquiry_notification(p_inquiry_id uuid) TO service_role;

--
-- Name: FUNCTION client_error_clean(value text, max_chars integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.client_error_clean(value text, max_chars integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_error_clean(value text, max_chars integer) TO service_role;

--
-- Name: FUNCTION client_error_hourly_limit(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.client_error_hourly_limit() FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_error_hourly_limit() TO service_role;

--
-- Name: FUNCTION compute_order_price(tier text, team_size integer, code text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.compute_order_price(tier text, team_size integer, code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.compute_order_price(tier text, team_size integer, code text) TO service_role;

--
-- Name: FUNCTION corporate_team_invitations_drop_token(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.corporate_team_invitations_drop_token() FROM PUBLIC;
GRANT ALL ON FUNCTION public.corporate_team_invitations_drop_token() TO service_role;

--
-- Name: FUNCTION corporate_team_invitations_seat(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.corporate_team_invitations_seat() FROM PUBLIC;
GRANT ALL ON FUNCTION public.corporate_team_invitations_seat() TO service_role;

--
-- Name: FUNCTION corporate_team_members_seat(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.corporate_team_members_seat() FROM PUBLIC;
GRANT ALL ON FUNCTION public.corporate_team_members_seat() TO service_role;

--
-- Name: FUNCTION corporate_teams_max_members(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.corporate_teams_max_members() FROM PUBLIC;
GRANT ALL ON FUNCTION public.corporate_teams_max_members() TO service_role;

--
-- Name: FUNCTION count_discount_code_check(p_member_id uuid, p_address text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.count_discount_code_check(p_member_id uuid, p_address text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.count_discount_code_check(p_member_id uuid, p_address text) TO service_role;

--
-- Name: FUNCTION count_resource_types(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.count_resource_types() FROM PUBLIC;
GRANT ALL ON FUNCTION public.count_resource_types() TO service_role;

--
-- Name: FUNCTION create_order(user_id uuid, tier text, team_size integer, discount_code text, reference text, confirmed_total_cents bigint); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.create_order(user_id uuid, tier text, team_size integer, discount_code text, reference text, confirmed_total_cents bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_order(user_id uuid, tier text, team_size integer, discount_code text, reference text, confirmed_total_cents bigint) TO service_role;

--
-- Name: FUNCTION current_member_tier(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.current_member_tier() FROM PUBLIC;
GRANT ALL ON FUNCTION public.current_member_tier() TO anon;
GRANT ALL ON FUNCTION public.current_member_tier() TO authenticated;
GRANT ALL ON FUNCTION public.current_member_tier() TO service_role;

--
-- Name: FUNCTION decide_area_access_request(request_id uuid, decision text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.decide_area_access_request(request_id uuid, decision text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.decide_area_access_request(request_id uuid, decision text) TO authenticated;
GRANT ALL ON FUNCTION public.decide_area_access_request(request_id uuid, decision text) TO service_role;

--
-- Name: FUNCTION delete_my_account(confirmation text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.delete_my_account(confirmation text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_my_account(confirmation text) TO authenticated;
GRANT ALL ON FUNCTION public.delete_my_account(confirmation text) TO service_role;

--
-- Name: TABLE discount_codes; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.discount_codes TO authenticated;
GRANT ALL ON TABLE public.discount_codes TO service_role;

--
-- Name: COLUMN discount_codes.max_uses; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(max_uses) ON TABLE public.discount_codes TO authenticated;

--
-- Name: COLUMN discount_codes.valid_until; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(valid_until) ON TABLE public.discount_codes TO authenticated;

--
-- Name: COLUMN discount_codes.applicable_tiers; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(applicable_tiers) ON TABLE public.discount_codes TO authenticated;

--
-- Name: COLUMN discount_codes.min_purchase_amount_cents; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(min_purchase_amount_cents) ON TABLE public.discount_codes TO authenticated;

--
-- Name: COLUMN discount_codes.is_active; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(is_active) ON TABLE public.discount_codes TO authenticated;

--
-- Name: FUNCTION discount_amount_cents(dc public.discount_codes, _amount_cents bigint); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.discount_amount_cents(dc public.discount_codes, _amount_cents bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.discount_amount_cents(dc public.discount_codes, _amount_cents bigint) TO service_role;

--
-- Name: FUNCTION discount_code_check_limit(kind text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.discount_code_check_limit(kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.discount_code_check_limit(kind text) TO service_role;

--
-- Name: FUNCTION discount_refusal(dc public.discount_codes, _tier text, _amount_cents bigint); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.discount_refusal(dc public.discount_codes, _tier text, _amount_cents bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.discount_refusal(dc public.discount_codes, _tier text, _amount_cents bigint) TO service_role;

--
-- Name: FUNCTION enforce_discount_member_limit(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.enforce_discount_member_limit() FROM PUBLIC;
GRANT ALL ON FUNCTION public.enforce_discount_member_limit() TO service_role;

--
-- Name: FUNCTION enqueue_mail(p_kind text, p_user_id uuid, p_idempotency_key text, p_payload jsonb, p_to_email text, p_language text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.enqueue_mail(p_kind text, p_user_id uuid, p_idempotency_key text, p_payload jsonb, p_to_email text, p_language text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.enqueue_mail(p_kind text, p_user_id uuid, p_idempotency_key text, p_payload jsonb, p_to_email text, p_language text) TO service_role;

--
-- Name: FUNCTION expire_pending_payments(older_than interval); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.expire_pending_payments(older_than interval) FROM PUBLIC;
GRANT ALL ON FUNCTION public.expire_pending_payments(older_than interval) TO service_role;

--
-- Name: FUNCTION expire_subscriptions(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.expire_subscriptions() FROM PUBLIC;
GRANT ALL ON FUNCTION public.expire_subscriptions() TO service_role;

--
-- Name: FUNCTION export_my_data(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.export_my_data() FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_my_data() TO authenticated;
GRANT ALL ON FUNCTION public.export_my_data() TO service_role;

--
-- Name: FUNCTION extend_mfa_deadline(target_user_id uuid, additional_days integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.extend_mfa_deadline(target_user_id uuid, additional_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.extend_mfa_deadline(target_user_id uuid, additional_days integer) TO authenticated;
GRANT ALL ON FUNCTION public.extend_mfa_deadline(target_user_id uuid, additional_days integer) TO service_role;

--
-- Name: FUNCTION fail_payment(reference text, outcome text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.fail_payment(reference text, outcome text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.fail_payment(reference text, outcome text) TO service_role;

--
-- Name: FUNCTION get_invitation(invitation_token text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.get_invitation(invitation_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_invitation(invitation_token text) TO anon;
GRANT ALL ON FUNCTION public.get_invitation(invitation_token text) TO authenticated;
GRANT ALL ON FUNCTION public.get_invitation(invitation_token text) TO service_role;

--
-- Name: FUNCTION handle_mfa_factor_deleted(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.handle_mfa_factor_deleted() FROM PUBLIC;
GRANT ALL ON FUNCTION public.handle_mfa_factor_deleted() TO service_role;

--
-- Name: FUNCTION handle_mfa_factor_verified(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.handle_mfa_factor_verified() FROM PUBLIC;
GRANT ALL ON FUNCTION public.handle_mfa_factor_verified() TO service_role;

--
-- Name: FUNCTION handle_new_user(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.handle_new_user() FROM PUBLIC;
GRANT ALL ON FUNCTION public.handle_new_user() TO service_role;

--
-- Name: FUNCTION has_area_flag(target_user_id uuid, area text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.has_area_flag(target_user_id uuid, area text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.has_area_flag(target_user_id uuid, area text) TO service_role;

--
-- Name: FUNCTION has_role(_user_id uuid, _role text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.has_role(_user_id uuid, _role text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.has_role(_user_id uuid, _role text) TO authenticated;
GRANT ALL ON FUNCTION public.has_role(_user_id uuid, _role text) TO service_role;

--
-- Name: FUNCTION hmac_sha256(p_key bytea, p_message bytea); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.hmac_sha256(p_key bytea, p_message bytea) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hmac_sha256(p_key bytea, p_message bytea) TO service_role;

--
-- Name: FUNCTION hook_before_user_created(event jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hook_before_user_created(event jsonb) TO service_role;
GRANT ALL ON FUNCTION public.hook_before_user_created(event jsonb) TO supabase_auth_admin;

--
-- Name: FUNCTION hook_mfa_verification_attempt(event jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.hook_mfa_verification_attempt(event jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hook_mfa_verification_attempt(event jsonb) TO service_role;
GRANT ALL ON FUNCTION public.hook_mfa_verification_attempt(event jsonb) TO supabase_auth_admin;

--
-- Name: FUNCTION hook_password_verification_attempt(event jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.hook_password_verification_attempt(event jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hook_password_verification_attempt(event jsonb) TO service_role;
GRANT ALL ON FUNCTION public.hook_password_verification_attempt(event jsonb) TO supabase_auth_admin;

--
-- Name: FUNCTION immutable_text_join(items text[]); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.immutable_text_join(items text[]) TO anon;
GRANT ALL ON FUNCTION public.immutable_text_join(items text[]) TO authenticated;
GRANT ALL ON FUNCTION public.immutable_text_join(items text[]) TO service_role;

--
-- Name: FUNCTION intel_ack_board(advisory_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_ack_board(advisory_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_ack_board(advisory_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.intel_ack_board(advisory_id uuid) TO service_role;

--
-- Name: TABLE intel_acknowledgements; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_acknowledgements TO service_role;
GRANT SELECT ON TABLE public.intel_acknowledgements TO authenticated;

--
-- Name: FUNCTION intel_acknowledge(advisory_id uuid, org_id uuid, status text, note text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_acknowledge(advisory_id uuid, org_id uuid, status text, note text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_acknowledge(advisory_id uuid, org_id uuid, status text, note text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_acknowledge(advisory_id uuid, org_id uuid, status text, note text) TO service_role;

--
-- Name: TABLE intel_attachments; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_attachments TO service_role;
GRANT SELECT ON TABLE public.intel_attachments TO authenticated;

--
-- Name: FUNCTION intel_add_attachment(advisory_id uuid, file_name text, content_type text, size_bytes integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_add_attachment(advisory_id uuid, file_name text, content_type text, size_bytes integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_add_attachment(advisory_id uuid, file_name text, content_type text, size_bytes integer) TO authenticated;
GRANT ALL ON FUNCTION public.intel_add_attachment(advisory_id uuid, file_name text, content_type text, size_bytes integer) TO service_role;

--
-- Name: FUNCTION intel_alert_recipients(advisory_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_alert_recipients(advisory_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_alert_recipients(advisory_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.intel_alert_recipients(advisory_id uuid) TO service_role;

--
-- Name: FUNCTION intel_audit(action text, details jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_audit(action text, details jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_audit(action text, details jsonb) TO service_role;

--
-- Name: FUNCTION intel_audit_org_change(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_audit_org_change() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_audit_org_change() TO service_role;

--
-- Name: FUNCTION intel_caller_ok(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_caller_ok() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_caller_ok() TO authenticated;
GRANT ALL ON FUNCTION public.intel_caller_ok() TO service_role;

--
-- Name: FUNCTION intel_can_read_advisory(target_advisory uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_can_read_advisory(target_advisory uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_can_read_advisory(target_advisory uuid) TO authenticated;
GRANT ALL ON FUNCTION public.intel_can_read_advisory(target_advisory uuid) TO service_role;

--
-- Name: FUNCTION intel_can_read_content_directly(target_advisory uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_can_read_content_directly(target_advisory uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_can_read_content_directly(target_advisory uuid) TO authenticated;
GRANT ALL ON FUNCTION public.intel_can_read_content_directly(target_advisory uuid) TO service_role;

--
-- Name: FUNCTION intel_constituency_matches(target_advisory uuid, org_ids uuid[]); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_constituency_matches(target_advisory uuid, org_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_constituency_matches(target_advisory uuid, org_ids uuid[]) TO service_role;

--
-- Name: FUNCTION intel_due_at(severity text, published_at timestamp with time zone); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.intel_due_at(severity text, published_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.intel_due_at(severity text, published_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.intel_due_at(severity text, published_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION intel_export_advisory(advisory_id uuid, format text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_export_advisory(advisory_id uuid, format text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_export_advisory(advisory_id uuid, format text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_export_advisory(advisory_id uuid, format text) TO service_role;

--
-- Name: FUNCTION intel_indicator_host(kind text, candidate text); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.intel_indicator_host(kind text, candidate text) TO anon;
GRANT ALL ON FUNCTION public.intel_indicator_host(kind text, candidate text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_indicator_host(kind text, candidate text) TO service_role;

--
-- Name: FUNCTION intel_indicator_valid(kind text, candidate text); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.intel_indicator_valid(kind text, candidate text) TO anon;
GRANT ALL ON FUNCTION public.intel_indicator_valid(kind text, candidate text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_indicator_valid(kind text, candidate text) TO service_role;

--
-- Name: FUNCTION intel_indicators_normalise(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_indicators_normalise() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_indicators_normalise() TO service_role;

--
-- Name: FUNCTION intel_is_analyst(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_is_analyst() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_is_analyst() TO authenticated;
GRANT ALL ON FUNCTION public.intel_is_analyst() TO service_role;

--
-- Name: FUNCTION intel_is_focal_point(target_org uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_is_focal_point(target_org uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_is_focal_point(target_org uuid) TO authenticated;
GRANT ALL ON FUNCTION public.intel_is_focal_point(target_org uuid) TO service_role;

--
-- Name: FUNCTION intel_is_member(target_org uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_is_member(target_org uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_is_member(target_org uuid) TO authenticated;
GRANT ALL ON FUNCTION public.intel_is_member(target_org uuid) TO service_role;

--
-- Name: FUNCTION intel_list_advisories(only_severity text, only_tlp text, only_status text, only_sector text, q text, page_size integer, page integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_list_advisories(only_severity text, only_tlp text, only_status text, only_sector text, q text, page_size integer, page integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_list_advisories(only_severity text, only_tlp text, only_status text, only_sector text, q text, page_size integer, page integer) TO authenticated;
GRANT ALL ON FUNCTION public.intel_list_advisories(only_severity text, only_tlp text, only_status text, only_sector text, q text, page_size integer, page integer) TO service_role;

--
-- Name: FUNCTION intel_my_org_ids(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_my_org_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_my_org_ids() TO service_role;

--
-- Name: FUNCTION intel_my_organisations(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_my_organisations() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_my_organisations() TO authenticated;
GRANT ALL ON FUNCTION public.intel_my_organisations() TO service_role;

--
-- Name: FUNCTION intel_normalise_indicator(kind text, candidate text); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.intel_normalise_indicator(kind text, candidate text) TO anon;
GRANT ALL ON FUNCTION public.intel_normalise_indicator(kind text, candidate text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_normalise_indicator(kind text, candidate text) TO service_role;

--
-- Name: FUNCTION intel_org_members_flagged(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_org_members_flagged() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_org_members_flagged() TO service_role;

--
-- Name: FUNCTION intel_organisation_people(org_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_organisation_people(org_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_organisation_people(org_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.intel_organisation_people(org_id uuid) TO service_role;

--
-- Name: FUNCTION intel_partner_directory(q text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_partner_directory(q text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_partner_directory(q text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_partner_directory(q text) TO service_role;

--
-- Name: FUNCTION intel_path_advisory(object_name text); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.intel_path_advisory(object_name text) TO anon;
GRANT ALL ON FUNCTION public.intel_path_advisory(object_name text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_path_advisory(object_name text) TO service_role;

--
-- Name: FUNCTION intel_protocols_touch(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_protocols_touch() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_protocols_touch() TO service_role;

--
-- Name: FUNCTION intel_read_advisory(advisory_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_read_advisory(advisory_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_read_advisory(advisory_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.intel_read_advisory(advisory_id uuid) TO service_role;

--
-- Name: FUNCTION intel_require_caller(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_require_caller() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_require_caller() TO service_role;

--
-- Name: FUNCTION intel_save_advisory(advisory_id uuid, title text, summary text, body text, severity text, tlp text, sectors text[], countries text[], refs text[], indicators jsonb, recipient_org_ids uuid[], recipient_user_ids uuid[], change_note text, publish boolean); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_save_advisory(advisory_id uuid, title text, summary text, body text, severity text, tlp text, sectors text[], countries text[], refs text[], indicators jsonb, recipient_org_ids uuid[], recipient_user_ids uuid[], change_note text, publish boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_save_advisory(advisory_id uuid, title text, summary text, body text, severity text, tlp text, sectors text[], countries text[], refs text[], indicators jsonb, recipient_org_ids uuid[], recipient_user_ids uuid[], change_note text, publish boolean) TO authenticated;
GRANT ALL ON FUNCTION public.intel_save_advisory(advisory_id uuid, title text, summary text, body text, severity text, tlp text, sectors text[], countries text[], refs text[], indicators jsonb, recipient_org_ids uuid[], recipient_user_ids uuid[], change_note text, publish boolean) TO service_role;

--
-- Name: FUNCTION intel_set_analyst(target_user_id uuid, granted boolean); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_set_analyst(target_user_id uuid, granted boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_set_analyst(target_user_id uuid, granted boolean) TO authenticated;
GRANT ALL ON FUNCTION public.intel_set_analyst(target_user_id uuid, granted boolean) TO service_role;

--
-- Name: FUNCTION intel_watch_value_valid(kind text, candidate text); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.intel_watch_value_valid(kind text, candidate text) TO anon;
GRANT ALL ON FUNCTION public.intel_watch_value_valid(kind text, candidate text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_watch_value_valid(kind text, candidate text) TO service_role;

--
-- Name: FUNCTION intel_watchlist_normalise(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_watchlist_normalise() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_watchlist_normalise() TO service_role;

--
-- Name: FUNCTION intel_withdraw_advisory(advisory_id uuid, change_note text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.intel_withdraw_advisory(advisory_id uuid, change_note text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.intel_withdraw_advisory(advisory_id uuid, change_note text) TO authenticated;
GRANT ALL ON FUNCTION public.intel_withdraw_advisory(advisory_id uuid, change_note text) TO service_role;

--
-- Name: FUNCTION is_corporate_team_member(p_team_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.is_corporate_team_member(p_team_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_corporate_team_member(p_team_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.is_corporate_team_member(p_team_id uuid) TO service_role;

--
-- Name: FUNCTION is_corporate_team_owner(p_team_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.is_corporate_team_owner(p_team_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_corporate_team_owner(p_team_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.is_corporate_team_owner(p_team_id uuid) TO service_role;

--
-- Name: FUNCTION is_mfa_locked_out(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.is_mfa_locked_out() FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_mfa_locked_out() TO anon;
GRANT ALL ON FUNCTION public.is_mfa_locked_out() TO authenticated;
GRANT ALL ON FUNCTION public.is_mfa_locked_out() TO service_role;

--
-- Name: FUNCTION is_rd_project_manager(p_project_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.is_rd_project_manager(p_project_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_rd_project_manager(p_project_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.is_rd_project_manager(p_project_id uuid) TO service_role;

--
-- Name: FUNCTION is_rd_project_member(p_project_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.is_rd_project_member(p_project_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_rd_project_member(p_project_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.is_rd_project_member(p_project_id uuid) TO service_role;

--
-- Name: FUNCTION join_invited_teams(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.join_invited_teams() FROM PUBLIC;
GRANT ALL ON FUNCTION public.join_invited_teams() TO service_role;

--
-- Name: FUNCTION mail_backup_code_used(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_backup_code_used() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_backup_code_used() TO service_role;

--
-- Name: FUNCTION mail_language_of(target_user_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_language_of(target_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_language_of(target_user_id uuid) TO service_role;

--
-- Name: FUNCTION mail_max_attempts(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_max_attempts() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_max_attempts() TO service_role;

--
-- Name: FUNCTION mail_mfa_disabled(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_mfa_disabled() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_mfa_disabled() TO service_role;

--
-- Name: FUNCTION mail_mfa_enabled(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_mfa_enabled() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_mfa_enabled() TO service_role;

--
-- Name: TABLE mail_outbox; Type: ACL; Schema: public; Owner: postgres
--

GRANT REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.mail_outbox TO anon;
GRANT REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.mail_outbox TO authenticated;
GRANT ALL ON TABLE public.mail_outbox TO service_role;

--
-- Name: COLUMN mail_outbox.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(id) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.kind; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(kind) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(user_id) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.to_email; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(to_email) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.language; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(language) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.idempotency_key; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(idempotency_key) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.status; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(status) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.attempts; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(attempts) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.last_error; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(last_error) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.send_after; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(send_after) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.claimed_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(claimed_at) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.provider_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(provider_id) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.created_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(created_at) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: COLUMN mail_outbox.sent_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(sent_at) ON TABLE public.mail_outbox TO authenticated;

--
-- Name: FUNCTION mail_outbox_claim(batch_size integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_outbox_claim(batch_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_outbox_claim(batch_size integer) TO service_role;

--
-- Name: FUNCTION mail_outbox_failed(mail_id uuid, error_message text, permanent boolean); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_outbox_failed(mail_id uuid, error_message text, permanent boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_outbox_failed(mail_id uuid, error_message text, permanent boolean) TO service_role;

--
-- Name: FUNCTION mail_outbox_sent(mail_id uuid, provider_message_id text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_outbox_sent(mail_id uuid, provider_message_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_outbox_sent(mail_id uuid, provider_message_id text) TO service_role;

--
-- Name: FUNCTION mail_password_changed(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_password_changed() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_password_changed() TO service_role;

--
-- Name: FUNCTION mail_welcome_on_sign_up(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mail_welcome_on_sign_up() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mail_welcome_on_sign_up() TO service_role;

--
-- Name: FUNCTION member_directory_normalize(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.member_directory_normalize() FROM PUBLIC;
GRANT ALL ON FUNCTION public.member_directory_normalize() TO service_role;

--
-- Name: FUNCTION member_discount_refusal(dc public.discount_codes, member_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.member_discount_refusal(dc public.discount_codes, member_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.member_discount_refusal(dc public.discount_codes, member_id uuid) TO service_role;

--
-- Name: FUNCTION member_tier(p_user_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.member_tier(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.member_tier(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION membership_reminders_due(on_date date); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.membership_reminders_due(on_date date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.membership_reminders_due(on_date date) TO service_role;

--
-- Name: FUNCTION mfa_backup_code_attempt(caller uuid, backup_code text, OUT code_id uuid, OUT refusal jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mfa_backup_code_attempt(caller uuid, backup_code text, OUT code_id uuid, OUT refusal jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mfa_backup_code_attempt(caller uuid, backup_code text, OUT code_id uuid, OUT refusal jsonb) TO service_role;

--
-- Name: FUNCTION mfa_grace_days(); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.mfa_grace_days() TO anon;
GRANT ALL ON FUNCTION public.mfa_grace_days() TO authenticated;
GRANT ALL ON FUNCTION public.mfa_grace_days() TO service_role;

--
-- Name: FUNCTION mfa_grace_interval(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mfa_grace_interval() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mfa_grace_interval() TO service_role;

--
-- Name: FUNCTION mfa_requirement_met(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mfa_requirement_met() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mfa_requirement_met() TO anon;
GRANT ALL ON FUNCTION public.mfa_requirement_met() TO authenticated;
GRANT ALL ON FUNCTION public.mfa_requirement_met() TO service_role;

--
-- Name: FUNCTION mfa_support_open_request_limit(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mfa_support_open_request_limit() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mfa_support_open_request_limit() TO service_role;

--
-- Name: FUNCTION mfa_support_requests_enforce_open_limit(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.mfa_support_requests_enforce_open_limit() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mfa_support_requests_enforce_open_limit() TO service_role;

--
-- Name: FUNCTION my_team_access(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.my_team_access() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_team_access() TO authenticated;
GRANT ALL ON FUNCTION public.my_team_access() TO service_role;

--
-- Name: FUNCTION my_team_seats(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.my_team_seats() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_team_seats() TO authenticated;
GRANT ALL ON FUNCTION public.my_team_seats() TO service_role;

--
-- Name: FUNCTION newsletter_confirm(p_token text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.newsletter_confirm(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.newsletter_confirm(p_token text) TO anon;
GRANT ALL ON FUNCTION public.newsletter_confirm(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.newsletter_confirm(p_token text) TO service_role;

--
-- Name: FUNCTION newsletter_subscribe(p_email text, p_language text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.newsletter_subscribe(p_email text, p_language text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.newsletter_subscribe(p_email text, p_language text) TO anon;
GRANT ALL ON FUNCTION public.newsletter_subscribe(p_email text, p_language text) TO authenticated;
GRANT ALL ON FUNCTION public.newsletter_subscribe(p_email text, p_language text) TO service_role;

--
-- Name: FUNCTION newsletter_unsubscribe(p_token text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.newsletter_unsubscribe(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.newsletter_unsubscribe(p_token text) TO anon;
GRANT ALL ON FUNCTION public.newsletter_unsubscribe(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.newsletter_unsubscribe(p_token text) TO service_role;

--
-- Name: FUNCTION newsletter_unsubscribe_token(p_subscription uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.newsletter_unsubscribe_token(p_subscription uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.newsletter_unsubscribe_token(p_subscription uuid) TO service_role;

--
-- Name: FUNCTION order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer) TO service_role;

--
-- Name: FUNCTION payment_receipt_facts(p_reference text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.payment_receipt_facts(p_reference text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.payment_receipt_facts(p_reference text) TO service_role;

--
-- Name: FUNCTION personal_data_columns(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.personal_data_columns() FROM PUBLIC;
GRANT ALL ON FUNCTION public.personal_data_columns() TO service_role;

--
-- Name: FUNCTION personal_data_condition(p_table text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.personal_data_condition(p_table text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.personal_data_condition(p_table text) TO service_role;

--
-- Name: FUNCTION personal_data_of(p_user uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.personal_data_of(p_user uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.personal_data_of(p_user uuid) TO service_role;

--
-- Name: FUNCTION personal_data_secret_columns(p_table text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.personal_data_secret_columns(p_table text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.personal_data_secret_columns(p_table text) TO service_role;

--
-- Name: FUNCTION price_order(member_id uuid, tier text, team_size integer, code text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.price_order(member_id uuid, tier text, team_size integer, code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.price_order(member_id uuid, tier text, team_size integer, code text) TO service_role;

--
-- Name: FUNCTION profiles_derive_mfa_enabled(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.profiles_derive_mfa_enabled() FROM PUBLIC;
GRANT ALL ON FUNCTION public.profiles_derive_mfa_enabled() TO service_role;

--
-- Name: FUNCTION profiles_guard_access_flags(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.profiles_guard_access_flags() FROM PUBLIC;
GRANT ALL ON FUNCTION public.profiles_guard_access_flags() TO service_role;

--
-- Name: FUNCTION public_form_guard(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.public_form_guard() FROM PUBLIC;
GRANT ALL ON FUNCTION public.public_form_guard() TO service_role;

--
-- Name: FUNCTION public_form_hourly_limit(form text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.public_form_hourly_limit(form text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.public_form_hourly_limit(form text) TO service_role;

--
-- Name: FUNCTION public_form_one_row(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.public_form_one_row() FROM PUBLIC;
GRANT ALL ON FUNCTION public.public_form_one_row() TO service_role;

--
-- Name: FUNCTION queue_receipt_mail(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.queue_receipt_mail() FROM PUBLIC;
GRANT ALL ON FUNCTION public.queue_receipt_mail() TO service_role;

--
-- Name: FUNCTION quote_order(member_id uuid, tier text, team_size integer, code text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.quote_order(member_id uuid, tier text, team_size integer, code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_order(member_id uuid, tier text, team_size integer, code text) TO service_role;

--
-- Name: FUNCTION rd_project_messages_stamp(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.rd_project_messages_stamp() FROM PUBLIC;
GRANT ALL ON FUNCTION public.rd_project_messages_stamp() TO service_role;

--
-- Name: FUNCTION rd_project_team(p_project_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.rd_project_team(p_project_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.rd_project_team(p_project_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.rd_project_team(p_project_id uuid) TO service_role;

--
-- Name: FUNCTION receipt_mail_payload(p_reference text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.receipt_mail_payload(p_reference text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.receipt_mail_payload(p_reference text) TO service_role;

--
-- Name: FUNCTION record_payment_channel(p_reference text, p_channel text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.record_payment_channel(p_reference text, p_channel text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_payment_channel(p_reference text, p_channel text) TO service_role;

--
-- Name: FUNCTION redact_json(doc jsonb, secrets text[]); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.redact_json(doc jsonb, secrets text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.redact_json(doc jsonb, secrets text[]) TO service_role;

--
-- Name: FUNCTION redeem_discount_code(code text, tier text, amount_cents bigint); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.redeem_discount_code(code text, tier text, amount_cents bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.redeem_discount_code(code text, tier text, amount_cents bigint) TO service_role;

--
-- Name: FUNCTION redeem_mfa_backup_code(backup_code text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.redeem_mfa_backup_code(backup_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.redeem_mfa_backup_code(backup_code text) TO authenticated;
GRANT ALL ON FUNCTION public.redeem_mfa_backup_code(backup_code text) TO service_role;

--
-- Name: FUNCTION release_discount_code(discount_code_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.release_discount_code(discount_code_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_discount_code(discount_code_id uuid) TO service_role;

--
-- Name: FUNCTION release_form_notification(p_form text, p_row_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.release_form_notification(p_form text, p_row_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_form_notification(p_form text, p_row_id uuid) TO service_role;

--
-- Name: FUNCTION renewal_reminders_unsubscribe_token(p_user_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.renewal_reminders_unsubscribe_token(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.renewal_reminders_unsubscribe_token(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION report_client_error(p_remote text, p_message text, p_source text, p_version text, p_action text, p_stack text, p_path text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.report_client_error(p_remote text, p_message text, p_source text, p_version text, p_action text, p_stack text, p_path text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_client_error(p_remote text, p_message text, p_source text, p_version text, p_action text, p_stack text, p_path text) TO anon;
GRANT ALL ON FUNCTION public.report_client_error(p_remote text, p_message text, p_source text, p_version text, p_action text, p_stack text, p_path text) TO authenticated;
GRANT ALL ON FUNCTION public.report_client_error(p_remote text, p_message text, p_source text, p_version text, p_action text, p_stack text, p_path text) TO service_role;

--
-- Name: FUNCTION request_actor_role(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.request_actor_role() FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_actor_role() TO service_role;

--
-- Name: FUNCTION request_client_address(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.request_client_address() FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_client_address() TO service_role;

--
-- Name: FUNCTION request_source_app(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.request_source_app() FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_source_app() TO service_role;

--
-- Name: FUNCTION require_aal2_for_member_data(target regclass, public_insert boolean); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.require_aal2_for_member_data(target regclass, public_insert boolean) FROM PUBLIC;

--
-- Name: FUNCTION reset_mfa_requirement(target_user_id uuid, new_deadline_days integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.reset_mfa_requirement(target_user_id uuid, new_deadline_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reset_mfa_requirement(target_user_id uuid, new_deadline_days integer) TO authenticated;
GRANT ALL ON FUNCTION public.reset_mfa_requirement(target_user_id uuid, new_deadline_days integer) TO service_role;

--
-- Name: TABLE member_directory; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.member_directory TO authenticated;
GRANT ALL ON TABLE public.member_directory TO service_role;

--
-- Name: COLUMN member_directory.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(user_id) ON TABLE public.member_directory TO authenticated;

--
-- Name: COLUMN member_directory.is_public; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(is_public) ON TABLE public.member_directory TO authenticated;

--
-- Name: COLUMN member_directory.expertise_areas; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(expertise_areas) ON TABLE public.member_directory TO authenticated;

--
-- Name: COLUMN member_directory.research_interests; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(research_interests) ON TABLE public.member_directory TO authenticated;

--
-- Name: COLUMN member_directory.bio; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(bio) ON TABLE public.member_directory TO authenticated;

--
-- Name: COLUMN member_directory.location; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(location) ON TABLE public.member_directory TO authenticated;

--
-- Name: COLUMN member_directory.linkedin_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(linkedin_url) ON TABLE public.member_directory TO authenticated;

--
-- Name: TABLE profiles; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.profiles TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.profiles TO authenticated;
GRANT ALL ON TABLE public.profiles TO service_role;

--
-- Name: COLUMN profiles.full_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(full_name) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.phone_number; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(phone_number) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.organization; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(organization) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.job_title; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(job_title) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.country; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(country) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.mfa_enabled; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(mfa_enabled) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.is_lms_active; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(is_lms_active) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.is_cert_partner; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(is_cert_partner) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.has_premium_tool_access; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(has_premium_tool_access) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.renewal_reminders; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(renewal_reminders) ON TABLE public.profiles TO authenticated;

--
-- Name: TABLE public_member_profiles; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.public_member_profiles TO service_role;
GRANT SELECT ON TABLE public.public_member_profiles TO authenticated;

--
-- Name: FUNCTION search_public_members(search text, expertise text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.search_public_members(search text, expertise text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_public_members(search text, expertise text) TO authenticated;
GRANT ALL ON FUNCTION public.search_public_members(search text, expertise text) TO service_role;

--
-- Name: FUNCTION send_membership_reminders(on_date date); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.send_membership_reminders(on_date date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_membership_reminders(on_date date) TO service_role;

--
-- Name: FUNCTION set_updated_at(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.set_updated_at() FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_updated_at() TO service_role;

--
-- Name: FUNCTION skillup_after_attempt_submitted(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_after_attempt_submitted() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_after_attempt_submitted() TO service_role;

--
-- Name: FUNCTION skillup_after_enrolment_completed(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_after_enrolment_completed() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_after_enrolment_completed() TO service_role;

--
-- Name: FUNCTION skillup_after_lesson_completed(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_after_lesson_completed() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_after_lesson_completed() TO service_role;

--
-- Name: FUNCTION skillup_assert_learner(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_assert_learner() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_assert_learner() TO service_role;

--
-- Name: FUNCTION skillup_attempt_questions(p_attempt_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_attempt_questions(p_attempt_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_attempt_questions(p_attempt_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_attempt_questions(p_attempt_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_attempt_review(p_attempt_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_attempt_review(p_attempt_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_attempt_review(p_attempt_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_attempt_review(p_attempt_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_audit(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_audit() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_audit() TO service_role;

--
-- Name: FUNCTION skillup_complete_lesson(p_lesson_id uuid, p_client_key uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_complete_lesson(p_lesson_id uuid, p_client_key uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_complete_lesson(p_lesson_id uuid, p_client_key uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_complete_lesson(p_lesson_id uuid, p_client_key uuid) TO service_role;

--
-- Name: FUNCTION skillup_course_progress(p_course_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_course_progress(p_course_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_course_progress(p_course_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_course_progress(p_course_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_courses_before_write(); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.skillup_courses_before_write() TO anon;
GRANT ALL ON FUNCTION public.skillup_courses_before_write() TO authenticated;
GRANT ALL ON FUNCTION public.skillup_courses_before_write() TO service_role;

--
-- Name: FUNCTION skillup_courses_check_draws(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_courses_check_draws() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_courses_check_draws() TO service_role;

--
-- Name: TABLE skillup_enrolments; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_enrolments TO service_role;
GRANT SELECT ON TABLE public.skillup_enrolments TO authenticated;

--
-- Name: FUNCTION skillup_enrol(p_course_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_enrol(p_course_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_enrol(p_course_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_enrol(p_course_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_exam_course(p_exam_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_exam_course(p_exam_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_exam_course(p_exam_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_exam_course(p_exam_id uuid) TO service_role;

--
-- Name: TABLE skillup_exams; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_exams TO service_role;
GRANT SELECT ON TABLE public.skillup_exams TO anon;
GRANT SELECT,DELETE ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(id) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.course_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(course_id) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.module_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(module_id),UPDATE(module_id) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.draw_count; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(draw_count),UPDATE(draw_count) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.time_limit_minutes; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(time_limit_minutes),UPDATE(time_limit_minutes) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.pass_mark_percent; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(pass_mark_percent),UPDATE(pass_mark_percent) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.max_attempts; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(max_attempts),UPDATE(max_attempts) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: COLUMN skillup_exams.retry_wait_hours; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(retry_wait_hours),UPDATE(retry_wait_hours) ON TABLE public.skillup_exams TO authenticated;

--
-- Name: FUNCTION skillup_exam_for_learner(p_exam_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_exam_for_learner(p_exam_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_exam_for_learner(p_exam_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_exam_status(p_exam_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_exam_status(p_exam_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_exam_status(p_exam_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_exam_status(p_exam_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_exams_check_draw(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_exams_check_draw() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_exams_check_draw() TO service_role;

--
-- Name: FUNCTION skillup_guard_content_delete(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_guard_content_delete() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_guard_content_delete() TO service_role;

--
-- Name: FUNCTION skillup_is_editor(p_course_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_is_editor(p_course_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_is_editor(p_course_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_is_editor(p_course_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_lesson_course(p_lesson_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_lesson_course(p_lesson_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_lesson_course(p_lesson_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_lessons_course(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_lessons_course() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_lessons_course() TO service_role;

--
-- Name: FUNCTION skillup_new_certificate_code(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_new_certificate_code() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_new_certificate_code() TO service_role;

--
-- Name: FUNCTION skillup_open_lesson(p_lesson_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_open_lesson(p_lesson_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_open_lesson(p_lesson_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_open_lesson(p_lesson_id uuid) TO service_role;

--
-- Name: TABLE skillup_attempts; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_attempts TO service_role;
GRANT SELECT ON TABLE public.skillup_attempts TO authenticated;

--
-- Name: FUNCTION skillup_own_attempt(p_attempt_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_own_attempt(p_attempt_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_own_attempt(p_attempt_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_own_enrolment(p_course_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_own_enrolment(p_course_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_own_enrolment(p_course_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_pathway_progress(p_pathway_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_pathway_progress(p_pathway_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_pathway_progress(p_pathway_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_pathway_progress(p_pathway_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_progress(p_user_id uuid, p_course_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_progress(p_user_id uuid, p_course_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_progress(p_user_id uuid, p_course_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_question_course(p_question_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_question_course(p_question_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_question_course(p_question_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_question_course(p_question_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_questions_check_draw(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_questions_check_draw() FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_questions_check_draw() TO service_role;

--
-- Name: FUNCTION skillup_questions_json(p_attempt_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_questions_json(p_attempt_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_questions_json(p_attempt_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_record_answer(p_attempt public.skillup_attempts, p_question_id uuid, p_option_ids uuid[]); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_record_answer(p_attempt public.skillup_attempts, p_question_id uuid, p_option_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_record_answer(p_attempt public.skillup_attempts, p_question_id uuid, p_option_ids uuid[]) TO service_role;

--
-- Name: FUNCTION skillup_refresh_completion(p_user_id uuid, p_course_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_refresh_completion(p_user_id uuid, p_course_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_refresh_completion(p_user_id uuid, p_course_id uuid) TO service_role;

--
-- Name: TABLE skillup_certificates; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_certificates TO service_role;
GRANT SELECT ON TABLE public.skillup_certificates TO authenticated;

--
-- Name: FUNCTION skillup_revoke_certificate(p_code text, p_reason text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_revoke_certificate(p_code text, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_revoke_certificate(p_code text, p_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_revoke_certificate(p_code text, p_reason text) TO service_role;

--
-- Name: FUNCTION skillup_save_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[]); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_save_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_save_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_save_answer(p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[]) TO service_role;

--
-- Name: FUNCTION skillup_save_question(p_exam_id uuid, p_question_id uuid, p_kind text, p_prompt text, p_options jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_save_question(p_exam_id uuid, p_question_id uuid, p_kind text, p_prompt text, p_options jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_save_question(p_exam_id uuid, p_question_id uuid, p_kind text, p_prompt text, p_options jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_save_question(p_exam_id uuid, p_question_id uuid, p_kind text, p_prompt text, p_options jsonb) TO service_role;

--
-- Name: FUNCTION skillup_score_attempt(p_attempt_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_score_attempt(p_attempt_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_score_attempt(p_attempt_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_start_attempt(p_exam_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_start_attempt(p_exam_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_start_attempt(p_exam_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_start_attempt(p_exam_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_submit_attempt(p_attempt_id uuid, p_answers jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_submit_attempt(p_attempt_id uuid, p_answers jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_submit_attempt(p_attempt_id uuid, p_answers jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_submit_attempt(p_attempt_id uuid, p_answers jsonb) TO service_role;

--
-- Name: FUNCTION skillup_undrawable_exams(p_course_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_undrawable_exams(p_course_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_undrawable_exams(p_course_id uuid) TO service_role;

--
-- Name: FUNCTION skillup_verify_certificate(p_code text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.skillup_verify_certificate(p_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skillup_verify_certificate(p_code text) TO anon;
GRANT ALL ON FUNCTION public.skillup_verify_certificate(p_code text) TO authenticated;
GRANT ALL ON FUNCTION public.skillup_verify_certificate(p_code text) TO service_role;

--
-- Name: FUNCTION start_invitation_signup(invitation_token text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.start_invitation_signup(invitation_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_invitation_signup(invitation_token text) TO anon;
GRANT ALL ON FUNCTION public.start_invitation_signup(invitation_token text) TO authenticated;
GRANT ALL ON FUNCTION public.start_invitation_signup(invitation_token text) TO service_role;

--
-- Name: FUNCTION start_mfa_grace_period(target_user_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.start_mfa_grace_period(target_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_mfa_grace_period(target_user_id uuid) TO service_role;

--
-- Name: FUNCTION start_resource_download(p_item_id uuid, p_lead_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.start_resource_download(p_item_id uuid, p_lead_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_resource_download(p_item_id uuid, p_lead_id uuid) TO anon;
GRANT ALL ON FUNCTION public.start_resource_download(p_item_id uuid, p_lead_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.start_resource_download(p_item_id uuid, p_lead_id uuid) TO service_role;

--
-- Name: FUNCTION storage_orphans(max_rows integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.storage_orphans(max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.storage_orphans(max_rows integer) TO service_role;

--
-- Name: FUNCTION team_people(p_team_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.team_people(p_team_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.team_people(p_team_id uuid) TO service_role;

--
-- Name: FUNCTION team_roster(p_team_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.team_roster(p_team_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.team_roster(p_team_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.team_roster(p_team_id uuid) TO service_role;

--
-- Name: FUNCTION team_seat_holders(p_owner uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.team_seat_holders(p_owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.team_seat_holders(p_owner uuid) TO service_role;

--
-- Name: FUNCTION team_seats_paid(p_owner uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.team_seats_paid(p_owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.team_seats_paid(p_owner uuid) TO service_role;

--
-- Name: FUNCTION team_seats_used(p_owner uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.team_seats_used(p_owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.team_seats_used(p_owner uuid) TO service_role;

--
-- Name: FUNCTION tier_rank(tier text); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.tier_rank(tier text) TO anon;
GRANT ALL ON FUNCTION public.tier_rank(tier text) TO authenticated;
GRANT ALL ON FUNCTION public.tier_rank(tier text) TO service_role;

--
-- Name: FUNCTION tools_actions_before_write(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_actions_before_write() FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_actions_before_write() TO service_role;

--
-- Name: TABLE tools_answers; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tools_answers TO service_role;
GRANT SELECT ON TABLE public.tools_answers TO authenticated;

--
-- Name: COLUMN tools_answers.current_level; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(current_level) ON TABLE public.tools_answers TO authenticated;

--
-- Name: COLUMN tools_answers.target_level; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(target_level) ON TABLE public.tools_answers TO authenticated;

--
-- Name: COLUMN tools_answers.note; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(note) ON TABLE public.tools_answers TO authenticated;

--
-- Name: COLUMN tools_answers.owner_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(owner_id) ON TABLE public.tools_answers TO authenticated;

--
-- Name: FUNCTION tools_answer_for_review(p_assessment_id uuid, p_item_code text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_answer_for_review(p_assessment_id uuid, p_item_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_answer_for_review(p_assessment_id uuid, p_item_code text) TO service_role;

--
-- Name: FUNCTION tools_answers_after_update(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_answers_after_update() FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_answers_after_update() TO service_role;

--
-- Name: FUNCTION tools_answers_before_update(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_answers_before_update() FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_answers_before_update() TO service_role;

--
-- Name: FUNCTION tools_assessments_audit_insert(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_assessments_audit_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_assessments_audit_insert() TO service_role;

--
-- Name: FUNCTION tools_assessments_before_write(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_assessments_before_write() FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_assessments_before_write() TO service_role;

--
-- Name: FUNCTION tools_assessments_make_answers(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_assessments_make_answers() FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_assessments_make_answers() TO service_role;

--
-- Name: FUNCTION tools_audit(p_action text, p_details jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_audit(p_action text, p_details jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_audit(p_action text, p_details jsonb) TO service_role;

--
-- Name: FUNCTION tools_benchmark(p_assessment_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_benchmark(p_assessment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_benchmark(p_assessment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_benchmark(p_assessment_id uuid) TO service_role;

--
-- Name: FUNCTION tools_benchmark_min_group(); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.tools_benchmark_min_group() TO anon;
GRANT ALL ON FUNCTION public.tools_benchmark_min_group() TO authenticated;
GRANT ALL ON FUNCTION public.tools_benchmark_min_group() TO service_role;

--
-- Name: FUNCTION tools_claim_invitation_mail(p_assessment_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_claim_invitation_mail(p_assessment_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_claim_invitation_mail(p_assessment_id uuid, p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_claim_invitation_mail(p_assessment_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION tools_collaborators_after_change(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_collaborators_after_change() FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_collaborators_after_change() TO service_role;

--
-- Name: FUNCTION tools_compare(p_assessment_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_compare(p_assessment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_compare(p_assessment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_compare(p_assessment_id uuid) TO service_role;

--
-- Name: FUNCTION tools_evidence_assessment(object_name text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_evidence_assessment(object_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_evidence_assessment(object_name text) TO authenticated;
GRANT ALL ON FUNCTION public.tools_evidence_assessment(object_name text) TO service_role;

--
-- Name: FUNCTION tools_evidence_can_upload(object_name text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_evidence_can_upload(object_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_evidence_can_upload(object_name text) TO authenticated;
GRANT ALL ON FUNCTION public.tools_evidence_can_upload(object_name text) TO service_role;

--
-- Name: FUNCTION tools_gaps(p_assessment_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_gaps(p_assessment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_gaps(p_assessment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_gaps(p_assessment_id uuid) TO service_role;

--
-- Name: FUNCTION tools_in_progress(p_assessment_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_in_progress(p_assessment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_in_progress(p_assessment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_in_progress(p_assessment_id uuid) TO service_role;

--
-- Name: FUNCTION tools_invite_collaborator(p_assessment_id uuid, p_email text, p_role text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_invite_collaborator(p_assessment_id uuid, p_email text, p_role text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_invite_collaborator(p_assessment_id uuid, p_email text, p_role text) TO authenticated;
GRANT ALL ON FUNCTION public.tools_invite_collaborator(p_assessment_id uuid, p_email text, p_role text) TO service_role;

--
-- Name: FUNCTION tools_load_framework(doc jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_load_framework(doc jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_load_framework(doc jsonb) TO service_role;

--
-- Name: FUNCTION tools_log_export(p_assessment_id uuid, p_format text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_log_export(p_assessment_id uuid, p_format text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_log_export(p_assessment_id uuid, p_format text) TO authenticated;
GRANT ALL ON FUNCTION public.tools_log_export(p_assessment_id uuid, p_format text) TO service_role;

--
-- Name: FUNCTION tools_member(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_member() FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_member() TO authenticated;
GRANT ALL ON FUNCTION public.tools_member() TO service_role;

--
-- Name: FUNCTION tools_on_team(p_assessment_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_on_team(p_assessment_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_on_team(p_assessment_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION tools_people(p_assessment_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_people(p_assessment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_people(p_assessment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_people(p_assessment_id uuid) TO service_role;

--
-- Name: FUNCTION tools_plan_from_gaps(p_assessment_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_plan_from_gaps(p_assessment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_plan_from_gaps(p_assessment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_plan_from_gaps(p_assessment_id uuid) TO service_role;

--
-- Name: FUNCTION tools_require_role(p_assessment_id uuid, p_roles text[]); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_require_role(p_assessment_id uuid, p_roles text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_require_role(p_assessment_id uuid, p_roles text[]) TO service_role;

--
-- Name: FUNCTION tools_role(p_assessment_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_role(p_assessment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_role(p_assessment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_role(p_assessment_id uuid) TO service_role;

--
-- Name: FUNCTION tools_score_rows(p_assessment_id uuid, p_framework_id text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_score_rows(p_assessment_id uuid, p_framework_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_score_rows(p_assessment_id uuid, p_framework_id text) TO service_role;

--
-- Name: FUNCTION tools_scores(p_assessment_id uuid, p_framework_id text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_scores(p_assessment_id uuid, p_framework_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_scores(p_assessment_id uuid, p_framework_id text) TO authenticated;
GRANT ALL ON FUNCTION public.tools_scores(p_assessment_id uuid, p_framework_id text) TO service_role;

--
-- Name: FUNCTION tools_send_back_answer(p_assessment_id uuid, p_item_code text, p_comment text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_send_back_answer(p_assessment_id uuid, p_item_code text, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_send_back_answer(p_assessment_id uuid, p_item_code text, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.tools_send_back_answer(p_assessment_id uuid, p_item_code text, p_comment text) TO service_role;

--
-- Name: FUNCTION tools_submit_assessment(p_assessment_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_submit_assessment(p_assessment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_submit_assessment(p_assessment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.tools_submit_assessment(p_assessment_id uuid) TO service_role;

--
-- Name: FUNCTION tools_validate_answer(p_assessment_id uuid, p_item_code text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.tools_validate_answer(p_assessment_id uuid, p_item_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.tools_validate_answer(p_assessment_id uuid, p_item_code text) TO authenticated;
GRANT ALL ON FUNCTION public.tools_validate_answer(p_assessment_id uuid, p_item_code text) TO service_role;

--
-- Name: FUNCTION totp_verified_within(seconds integer); Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON FUNCTION public.totp_verified_within(seconds integer) TO anon;
GRANT ALL ON FUNCTION public.totp_verified_within(seconds integer) TO authenticated;
GRANT ALL ON FUNCTION public.totp_verified_within(seconds integer) TO service_role;

--
-- Name: FUNCTION unsubscribe_renewal_reminders(p_token text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.unsubscribe_renewal_reminders(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.unsubscribe_renewal_reminders(p_token text) TO anon;
GRANT ALL ON FUNCTION public.unsubscribe_renewal_reminders(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.unsubscribe_renewal_reminders(p_token text) TO service_role;

--
-- Name: FUNCTION validate_discount_code(code text, tier text, amount_cents bigint); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.validate_discount_code(code text, tier text, amount_cents bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.validate_discount_code(code text, tier text, amount_cents bigint) TO service_role;

--
-- Name: FUNCTION validate_member_discount_code(code text, tier text, amount_cents bigint, member_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.validate_member_discount_code(code text, tier text, amount_cents bigint, member_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.validate_member_discount_code(code text, tier text, amount_cents bigint, member_id uuid) TO service_role;

--
-- Name: FUNCTION validate_mfa_backup_code(backup_code text); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.validate_mfa_backup_code(backup_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.validate_mfa_backup_code(backup_code text) TO authenticated;
GRANT ALL ON FUNCTION public.validate_mfa_backup_code(backup_code text) TO service_role;

--
-- Name: FUNCTION waitlist_track_invitation_expiry(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.waitlist_track_invitation_expiry() FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_track_invitation_expiry() TO service_role;

--
-- Name: FUNCTION write_audit_log(_action_type text, _details jsonb); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.write_audit_log(_action_type text, _details jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.write_audit_log(_action_type text, _details jsonb) TO service_role;

--
-- Name: TABLE area_access_requests; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.area_access_requests TO service_role;

--
-- Name: COLUMN area_access_requests.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(id) ON TABLE public.area_access_requests TO authenticated;

--
-- Name: COLUMN area_access_requests.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(user_id) ON TABLE public.area_access_requests TO authenticated;

--
-- Name: COLUMN area_access_requests.area; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(area),INSERT(area) ON TABLE public.area_access_requests TO authenticated;

--
-- Name: COLUMN area_access_requests.message; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(message),INSERT(message) ON TABLE public.area_access_requests TO authenticated;

--
-- Name: COLUMN area_access_requests.status; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(status) ON TABLE public.area_access_requests TO authenticated;

--
-- Name: COLUMN area_access_requests.created_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(created_at) ON TABLE public.area_access_requests TO authenticated;

--
-- Name: COLUMN area_access_requests.decided_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(decided_at) ON TABLE public.area_access_requests TO authenticated;

--
-- Name: TABLE audit_logs; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,MAINTAIN ON TABLE public.audit_logs TO anon;
GRANT SELECT,REFERENCES,TRIGGER,MAINTAIN ON TABLE public.audit_logs TO authenticated;
GRANT ALL ON TABLE public.audit_logs TO service_role;

--
-- Name: TABLE auth_attempt_counters; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.auth_attempt_counters TO service_role;

--
-- Name: TABLE client_error_reports; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.client_error_reports TO service_role;
GRANT SELECT ON TABLE public.client_error_reports TO authenticated;

--
-- Name: TABLE client_error_groups; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.client_error_groups TO service_role;
GRANT SELECT ON TABLE public.client_error_groups TO authenticated;

--
-- Name: SEQUENCE client_error_reports_report_id_seq; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON SEQUENCE public.client_error_reports_report_id_seq TO anon;
GRANT ALL ON SEQUENCE public.client_error_reports_report_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.client_error_reports_report_id_seq TO service_role;

--
-- Name: TABLE content_leads; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.content_leads TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.content_leads TO authenticated;
GRANT ALL ON TABLE public.content_leads TO service_role;

--
-- Name: COLUMN content_leads.lead_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(lead_id) ON TABLE public.content_leads TO anon;
GRANT INSERT(lead_id) ON TABLE public.content_leads TO authenticated;

--
-- Name: COLUMN content_leads.resource_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(resource_id) ON TABLE public.content_leads TO anon;
GRANT INSERT(resource_id) ON TABLE public.content_leads TO authenticated;

--
-- Name: COLUMN content_leads.lead_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(lead_name) ON TABLE public.content_leads TO anon;
GRANT INSERT(lead_name) ON TABLE public.content_leads TO authenticated;

--
-- Name: COLUMN content_leads.lead_email; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(lead_email) ON TABLE public.content_leads TO anon;
GRANT INSERT(lead_email) ON TABLE public.content_leads TO authenticated;

--
-- Name: COLUMN content_leads.organization; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(organization) ON TABLE public.content_leads TO anon;
GRANT INSERT(organization) ON TABLE public.content_leads TO authenticated;

--
-- Name: COLUMN content_leads.job_title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(job_title) ON TABLE public.content_leads TO anon;
GRANT INSERT(job_title) ON TABLE public.content_leads TO authenticated;

--
-- Name: COLUMN content_leads.phone_number; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(phone_number) ON TABLE public.content_leads TO anon;
GRANT INSERT(phone_number) ON TABLE public.content_leads TO authenticated;

--
-- Name: COLUMN content_leads.country; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(country) ON TABLE public.content_leads TO anon;
GRANT INSERT(country) ON TABLE public.content_leads TO authenticated;

--
-- Name: TABLE corporate_team_invitations; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,DELETE,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.corporate_team_invitations TO authenticated;
GRANT ALL ON TABLE public.corporate_team_invitations TO service_role;

--
-- Name: TABLE corporate_team_members; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,DELETE,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.corporate_team_members TO authenticated;
GRANT ALL ON TABLE public.corporate_team_members TO service_role;

--
-- Name: TABLE corporate_teams; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.corporate_teams TO authenticated;
GRANT ALL ON TABLE public.corporate_teams TO service_role;

--
-- Name: COLUMN corporate_teams.team_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(team_name) ON TABLE public.corporate_teams TO authenticated;

--
-- Name: COLUMN corporate_teams.organization; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(organization) ON TABLE public.corporate_teams TO authenticated;

--
-- Name: COLUMN corporate_teams.max_members; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(max_members) ON TABLE public.corporate_teams TO authenticated;

--
-- Name: TABLE discount_code_checks; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.discount_code_checks TO service_role;

--
-- Name: TABLE form_notifications; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.form_notifications TO service_role;

--
-- Name: TABLE intel_advisories; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_advisories TO service_role;
GRANT SELECT ON TABLE public.intel_advisories TO authenticated;

--
-- Name: TABLE intel_advisory_contents; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_advisory_contents TO service_role;

--
-- Name: TABLE intel_advisory_recipients; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_advisory_recipients TO service_role;
GRANT SELECT ON TABLE public.intel_advisory_recipients TO authenticated;

--
-- Name: TABLE intel_advisory_versions; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_advisory_versions TO service_role;

--
-- Name: TABLE intel_indicators; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_indicators TO service_role;
GRANT SELECT ON TABLE public.intel_indicators TO authenticated;

--
-- Name: TABLE intel_org_members; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_org_members TO service_role;
GRANT SELECT,DELETE ON TABLE public.intel_org_members TO authenticated;

--
-- Name: COLUMN intel_org_members.org_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(org_id) ON TABLE public.intel_org_members TO authenticated;

--
-- Name: COLUMN intel_org_members.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_id) ON TABLE public.intel_org_members TO authenticated;

--
-- Name: COLUMN intel_org_members.role; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(role),UPDATE(role) ON TABLE public.intel_org_members TO authenticated;

--
-- Name: TABLE intel_organisations; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_organisations TO service_role;
GRANT SELECT,DELETE ON TABLE public.intel_organisations TO authenticated;

--
-- Name: COLUMN intel_organisations.name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.intel_organisations TO authenticated;

--
-- Name: COLUMN intel_organisations.country; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(country),UPDATE(country) ON TABLE public.intel_organisations TO authenticated;

--
-- Name: COLUMN intel_organisations.sector; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(sector),UPDATE(sector) ON TABLE public.intel_organisations TO authenticated;

--
-- Name: COLUMN intel_organisations.kind; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(kind),UPDATE(kind) ON TABLE public.intel_organisations TO authenticated;

--
-- Name: TABLE intel_protocols; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_protocols TO service_role;
GRANT SELECT,DELETE ON TABLE public.intel_protocols TO authenticated;

--
-- Name: COLUMN intel_protocols.title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.intel_protocols TO authenticated;

--
-- Name: COLUMN intel_protocols.incident_type; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(incident_type),UPDATE(incident_type) ON TABLE public.intel_protocols TO authenticated;

--
-- Name: COLUMN intel_protocols.tlp; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(tlp),UPDATE(tlp) ON TABLE public.intel_protocols TO authenticated;

--
-- Name: COLUMN intel_protocols.recipient_org_ids; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(recipient_org_ids),UPDATE(recipient_org_ids) ON TABLE public.intel_protocols TO authenticated;

--
-- Name: COLUMN intel_protocols.body; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(body),UPDATE(body) ON TABLE public.intel_protocols TO authenticated;

--
-- Name: TABLE intel_watchlist_entries; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.intel_watchlist_entries TO service_role;
GRANT SELECT,DELETE ON TABLE public.intel_watchlist_entries TO authenticated;

--
-- Name: COLUMN intel_watchlist_entries.org_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(org_id) ON TABLE public.intel_watchlist_entries TO authenticated;

--
-- Name: COLUMN intel_watchlist_entries.kind; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(kind) ON TABLE public.intel_watchlist_entries TO authenticated;

--
-- Name: COLUMN intel_watchlist_entries.value; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(value) ON TABLE public.intel_watchlist_entries TO authenticated;

--
-- Name: TABLE invitation_tokens; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.invitation_tokens TO authenticated;
GRANT ALL ON TABLE public.invitation_tokens TO service_role;

--
-- Name: TABLE mail_signing_keys; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.mail_signing_keys TO service_role;

--
-- Name: TABLE membership_pricing; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.membership_pricing TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.membership_pricing TO authenticated;
GRANT ALL ON TABLE public.membership_pricing TO service_role;

--
-- Name: COLUMN membership_pricing.base_price_cents; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(base_price_cents) ON TABLE public.membership_pricing TO authenticated;

--
-- Name: COLUMN membership_pricing.price_per_additional_member_cents; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(price_per_additional_member_cents) ON TABLE public.membership_pricing TO authenticated;

--
-- Name: COLUMN membership_pricing.is_active; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(is_active) ON TABLE public.membership_pricing TO authenticated;

--
-- Name: TABLE mfa_backup_codes; Type: ACL; Schema: public; Owner: postgres
--

GRANT REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.mfa_backup_codes TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.mfa_backup_codes TO authenticated;
GRANT ALL ON TABLE public.mfa_backup_codes TO service_role;

--
-- Name: TABLE mfa_enforcement; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.mfa_enforcement TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.mfa_enforcement TO authenticated;
GRANT ALL ON TABLE public.mfa_enforcement TO service_role;

--
-- Name: COLUMN mfa_enforcement.mfa_setup_deadline; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(mfa_setup_deadline) ON TABLE public.mfa_enforcement TO authenticated;

--
-- Name: COLUMN mfa_enforcement.mfa_disabled_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(mfa_disabled_at) ON TABLE public.mfa_enforcement TO authenticated;

--
-- Name: TABLE mfa_support_requests; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.mfa_support_requests TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.mfa_support_requests TO authenticated;
GRANT ALL ON TABLE public.mfa_support_requests TO service_role;

--
-- Name: COLUMN mfa_support_requests.user_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(user_id) ON TABLE public.mfa_support_requests TO authenticated;

--
-- Name: COLUMN mfa_support_requests.request_type; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(request_type) ON TABLE public.mfa_support_requests TO authenticated;

--
-- Name: COLUMN mfa_support_requests.status; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(status) ON TABLE public.mfa_support_requests TO authenticated;

--
-- Name: COLUMN mfa_support_requests.description; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(description) ON TABLE public.mfa_support_requests TO authenticated;

--
-- Name: COLUMN mfa_support_requests.contact_method; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(contact_method) ON TABLE public.mfa_support_requests TO authenticated;

--
-- Name: COLUMN mfa_support_requests.resolved_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(resolved_at) ON TABLE public.mfa_support_requests TO authenticated;

--
-- Name: COLUMN mfa_support_requests.resolution_notes; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(resolution_notes) ON TABLE public.mfa_support_requests TO authenticated;

--
-- Name: COLUMN mfa_support_requests.resolved_by; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(resolved_by) ON TABLE public.mfa_support_requests TO authenticated;

--
-- Name: TABLE newsletter_issues; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.newsletter_issues TO service_role;
GRANT SELECT ON TABLE public.newsletter_issues TO authenticated;

--
-- Name: TABLE newsletter_subscriptions; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.newsletter_subscriptions TO service_role;
GRANT SELECT ON TABLE public.newsletter_subscriptions TO authenticated;

--
-- Name: TABLE public_form_submissions; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.public_form_submissions TO service_role;

--
-- Name: TABLE public_member_expertise; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.public_member_expertise TO service_role;
GRANT SELECT ON TABLE public.public_member_expertise TO authenticated;

--
-- Name: TABLE rd_inquiries; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.rd_inquiries TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.rd_inquiries TO authenticated;
GRANT ALL ON TABLE public.rd_inquiries TO service_role;

--
-- Name: COLUMN rd_inquiries.inquiry_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(inquiry_id) ON TABLE public.rd_inquiries TO anon;
GRANT INSERT(inquiry_id) ON TABLE public.rd_inquiries TO authenticated;

--
-- Name: COLUMN rd_inquiries.project_title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(project_title) ON TABLE public.rd_inquiries TO anon;
GRANT INSERT(project_title) ON TABLE public.rd_inquiries TO authenticated;

--
-- Name: COLUMN rd_inquiries.contact_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(contact_name) ON TABLE public.rd_inquiries TO anon;
GRANT INSERT(contact_name) ON TABLE public.rd_inquiries TO authenticated;

--
-- Name: COLUMN rd_inquiries.contact_email; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(contact_email) ON TABLE public.rd_inquiries TO anon;
GRANT INSERT(contact_email) ON TABLE public.rd_inquiries TO authenticated;

--
-- Name: COLUMN rd_inquiries.organization_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(organization_name) ON TABLE public.rd_inquiries TO anon;
GRANT INSERT(organization_name) ON TABLE public.rd_inquiries TO authenticated;

--
-- Name: COLUMN rd_inquiries.organization_type; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(organization_type) ON TABLE public.rd_inquiries TO anon;
GRANT INSERT(organization_type) ON TABLE public.rd_inquiries TO authenticated;

--
-- Name: COLUMN rd_inquiries.project_scope; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(project_scope) ON TABLE public.rd_inquiries TO anon;
GRANT INSERT(project_scope) ON TABLE public.rd_inquiries TO authenticated;

--
-- Name: COLUMN rd_inquiries.status; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(status) ON TABLE public.rd_inquiries TO authenticated;

--
-- Name: TABLE rd_project_deliverables; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.rd_project_deliverables TO service_role;
GRANT SELECT,DELETE ON TABLE public.rd_project_deliverables TO authenticated;

--
-- Name: COLUMN rd_project_deliverables.project_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(project_id) ON TABLE public.rd_project_deliverables TO authenticated;

--
-- Name: COLUMN rd_project_deliverables.title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.rd_project_deliverables TO authenticated;

--
-- Name: COLUMN rd_project_deliverables.due_date; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(due_date),UPDATE(due_date) ON TABLE public.rd_project_deliverables TO authenticated;

--
-- Name: COLUMN rd_project_deliverables.done; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(done),UPDATE(done) ON TABLE public.rd_project_deliverables TO authenticated;

--
-- Name: TABLE rd_project_members; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.rd_project_members TO service_role;
GRANT SELECT,DELETE ON TABLE public.rd_project_members TO authenticated;

--
-- Name: TABLE rd_project_messages; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.rd_project_messages TO service_role;
GRANT SELECT ON TABLE public.rd_project_messages TO authenticated;

--
-- Name: COLUMN rd_project_messages.project_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(project_id) ON TABLE public.rd_project_messages TO authenticated;

--
-- Name: COLUMN rd_project_messages.body; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(body) ON TABLE public.rd_project_messages TO authenticated;

--
-- Name: TABLE rd_projects; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.rd_projects TO authenticated;
GRANT ALL ON TABLE public.rd_projects TO service_role;

--
-- Name: COLUMN rd_projects.project_name; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(project_name) ON TABLE public.rd_projects TO authenticated;

--
-- Name: COLUMN rd_projects.description; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(description) ON TABLE public.rd_projects TO authenticated;

--
-- Name: COLUMN rd_projects.client_organization; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(client_organization) ON TABLE public.rd_projects TO authenticated;

--
-- Name: COLUMN rd_projects.start_date; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(start_date) ON TABLE public.rd_projects TO authenticated;

--
-- Name: COLUMN rd_projects.end_date; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(end_date) ON TABLE public.rd_projects TO authenticated;

--
-- Name: COLUMN rd_projects.budget_usd; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(budget_usd) ON TABLE public.rd_projects TO authenticated;

--
-- Name: COLUMN rd_projects.status; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(status) ON TABLE public.rd_projects TO authenticated;

--
-- Name: TABLE resource_type_counts; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.resource_type_counts TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.resource_type_counts TO authenticated;
GRANT ALL ON TABLE public.resource_type_counts TO service_role;

--
-- Name: TABLE resource_content_types; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.resource_content_types TO service_role;
GRANT SELECT ON TABLE public.resource_content_types TO anon;
GRANT SELECT ON TABLE public.resource_content_types TO authenticated;

--
-- Name: TABLE resource_downloads; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.resource_downloads TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.resource_downloads TO authenticated;
GRANT ALL ON TABLE public.resource_downloads TO service_role;

--
-- Name: TABLE resource_items; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.resource_items TO anon;
GRANT ALL ON TABLE public.resource_items TO authenticated;
GRANT ALL ON TABLE public.resource_items TO service_role;

--
-- Name: TABLE skillup_attempt_answers; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_attempt_answers TO service_role;

--
-- Name: COLUMN skillup_attempt_answers.attempt_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(attempt_id) ON TABLE public.skillup_attempt_answers TO authenticated;

--
-- Name: COLUMN skillup_attempt_answers.question_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(question_id) ON TABLE public.skillup_attempt_answers TO authenticated;

--
-- Name: COLUMN skillup_attempt_answers."position"; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT("position") ON TABLE public.skillup_attempt_answers TO authenticated;

--
-- Name: COLUMN skillup_attempt_answers.selected_option_ids; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(selected_option_ids) ON TABLE public.skillup_attempt_answers TO authenticated;

--
-- Name: COLUMN skillup_attempt_answers.answered_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(answered_at) ON TABLE public.skillup_attempt_answers TO authenticated;

--
-- Name: TABLE skillup_course_prerequisites; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_course_prerequisites TO service_role;
GRANT SELECT ON TABLE public.skillup_course_prerequisites TO anon;
GRANT SELECT,INSERT,DELETE ON TABLE public.skillup_course_prerequisites TO authenticated;

--
-- Name: TABLE skillup_courses; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_courses TO service_role;
GRANT SELECT ON TABLE public.skillup_courses TO anon;
GRANT SELECT,DELETE ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(id) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.slug; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(slug),UPDATE(slug) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.summary; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(summary),UPDATE(summary) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.level; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(level),UPDATE(level) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.language; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(language),UPDATE(language) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.estimated_hours; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(estimated_hours),UPDATE(estimated_hours) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.cpe_hours; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(cpe_hours),UPDATE(cpe_hours) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.cover_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(cover_url),UPDATE(cover_url) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.certificate_valid_months; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(certificate_valid_months),UPDATE(certificate_valid_months) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: COLUMN skillup_courses.status; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(status),UPDATE(status) ON TABLE public.skillup_courses TO authenticated;

--
-- Name: TABLE skillup_cpe_ledger; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_cpe_ledger TO service_role;
GRANT SELECT ON TABLE public.skillup_cpe_ledger TO authenticated;

--
-- Name: TABLE skillup_lesson_completions; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_lesson_completions TO service_role;
GRANT SELECT ON TABLE public.skillup_lesson_completions TO authenticated;

--
-- Name: TABLE skillup_lesson_content; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_lesson_content TO service_role;
GRANT DELETE ON TABLE public.skillup_lesson_content TO authenticated;

--
-- Name: COLUMN skillup_lesson_content.lesson_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(lesson_id),INSERT(lesson_id) ON TABLE public.skillup_lesson_content TO authenticated;

--
-- Name: COLUMN skillup_lesson_content.body_html; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(body_html),INSERT(body_html),UPDATE(body_html) ON TABLE public.skillup_lesson_content TO authenticated;

--
-- Name: COLUMN skillup_lesson_content.video_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(video_url),INSERT(video_url),UPDATE(video_url) ON TABLE public.skillup_lesson_content TO authenticated;

--
-- Name: COLUMN skillup_lesson_content.attachment_url; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(attachment_url),INSERT(attachment_url),UPDATE(attachment_url) ON TABLE public.skillup_lesson_content TO authenticated;

--
-- Name: COLUMN skillup_lesson_content.size_bytes; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT(size_bytes) ON TABLE public.skillup_lesson_content TO authenticated;

--
-- Name: TABLE skillup_lessons; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_lessons TO service_role;
GRANT SELECT ON TABLE public.skillup_lessons TO anon;
GRANT SELECT,DELETE ON TABLE public.skillup_lessons TO authenticated;

--
-- Name: COLUMN skillup_lessons.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(id) ON TABLE public.skillup_lessons TO authenticated;

--
-- Name: COLUMN skillup_lessons.module_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(module_id),UPDATE(module_id) ON TABLE public.skillup_lessons TO authenticated;

--
-- Name: COLUMN skillup_lessons."position"; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT("position"),UPDATE("position") ON TABLE public.skillup_lessons TO authenticated;

--
-- Name: COLUMN skillup_lessons.title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.skillup_lessons TO authenticated;

--
-- Name: COLUMN skillup_lessons.estimated_minutes; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(estimated_minutes),UPDATE(estimated_minutes) ON TABLE public.skillup_lessons TO authenticated;

--
-- Name: TABLE skillup_modules; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_modules TO service_role;
GRANT SELECT ON TABLE public.skillup_modules TO anon;
GRANT SELECT,DELETE ON TABLE public.skillup_modules TO authenticated;

--
-- Name: COLUMN skillup_modules.id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(id) ON TABLE public.skillup_modules TO authenticated;

--
-- Name: COLUMN skillup_modules.course_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(course_id) ON TABLE public.skillup_modules TO authenticated;

--
-- Name: COLUMN skillup_modules."position"; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT("position"),UPDATE("position") ON TABLE public.skillup_modules TO authenticated;

--
-- Name: COLUMN skillup_modules.title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.skillup_modules TO authenticated;

--
-- Name: TABLE skillup_pathway_courses; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_pathway_courses TO service_role;
GRANT SELECT ON TABLE public.skillup_pathway_courses TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.skillup_pathway_courses TO authenticated;

--
-- Name: TABLE skillup_pathways; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_pathways TO service_role;
GRANT SELECT ON TABLE public.skillup_pathways TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.skillup_pathways TO authenticated;

--
-- Name: TABLE skillup_question_options; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_question_options TO service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.skillup_question_options TO authenticated;

--
-- Name: COLUMN skillup_question_options.label; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(label) ON TABLE public.skillup_question_options TO authenticated;

--
-- Name: COLUMN skillup_question_options.is_correct; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(is_correct) ON TABLE public.skillup_question_options TO authenticated;

--
-- Name: COLUMN skillup_question_options."position"; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE("position") ON TABLE public.skillup_question_options TO authenticated;

--
-- Name: TABLE skillup_questions; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.skillup_questions TO service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.skillup_questions TO authenticated;

--
-- Name: COLUMN skillup_questions.kind; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(kind) ON TABLE public.skillup_questions TO authenticated;

--
-- Name: COLUMN skillup_questions.prompt; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(prompt) ON TABLE public.skillup_questions TO authenticated;

--
-- Name: COLUMN skillup_questions."position"; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE("position") ON TABLE public.skillup_questions TO authenticated;

--
-- Name: TABLE subscriptions; Type: ACL; Schema: public; Owner: postgres
--

GRANT REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.subscriptions TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.subscriptions TO authenticated;
GRANT ALL ON TABLE public.subscriptions TO service_role;

--
-- Name: COLUMN subscriptions.cancel_at_period_end; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(cancel_at_period_end) ON TABLE public.subscriptions TO authenticated;

--
-- Name: TABLE tool_beta_requests; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tool_beta_requests TO service_role;
GRANT SELECT,DELETE ON TABLE public.tool_beta_requests TO authenticated;

--
-- Name: COLUMN tool_beta_requests.tool_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(tool_id) ON TABLE public.tool_beta_requests TO authenticated;

--
-- Name: TABLE tools_actions; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tools_actions TO service_role;
GRANT SELECT,DELETE ON TABLE public.tools_actions TO authenticated;

--
-- Name: COLUMN tools_actions.assessment_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(assessment_id) ON TABLE public.tools_actions TO authenticated;

--
-- Name: COLUMN tools_actions.item_code; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(item_code) ON TABLE public.tools_actions TO authenticated;

--
-- Name: COLUMN tools_actions.title; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.tools_actions TO authenticated;

--
-- Name: COLUMN tools_actions.owner_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(owner_id),UPDATE(owner_id) ON TABLE public.tools_actions TO authenticated;

--
-- Name: COLUMN tools_actions.due_date; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(due_date),UPDATE(due_date) ON TABLE public.tools_actions TO authenticated;

--
-- Name: COLUMN tools_actions.status; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(status),UPDATE(status) ON TABLE public.tools_actions TO authenticated;

--
-- Name: TABLE tools_answer_history; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tools_answer_history TO service_role;
GRANT SELECT ON TABLE public.tools_answer_history TO authenticated;

--
-- Name: SEQUENCE tools_answer_history_id_seq; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON SEQUENCE public.tools_answer_history_id_seq TO anon;
GRANT ALL ON SEQUENCE public.tools_answer_history_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.tools_answer_history_id_seq TO service_role;

--
-- Name: TABLE tools_assessments; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tools_assessments TO service_role;
GRANT SELECT,DELETE ON TABLE public.tools_assessments TO authenticated;

--
-- Name: COLUMN tools_assessments.organisation; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(organisation),UPDATE(organisation) ON TABLE public.tools_assessments TO authenticated;

--
-- Name: COLUMN tools_assessments.name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.tools_assessments TO authenticated;

--
-- Name: COLUMN tools_assessments.sector; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(sector),UPDATE(sector) ON TABLE public.tools_assessments TO authenticated;

--
-- Name: COLUMN tools_assessments.country; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(country),UPDATE(country) ON TABLE public.tools_assessments TO authenticated;

--
-- Name: COLUMN tools_assessments.size; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(size),UPDATE(size) ON TABLE public.tools_assessments TO authenticated;

--
-- Name: COLUMN tools_assessments.framework_id; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(framework_id) ON TABLE public.tools_assessments TO authenticated;

--
-- Name: COLUMN tools_assessments.share_benchmark; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(share_benchmark),UPDATE(share_benchmark) ON TABLE public.tools_assessments TO authenticated;

--
-- Name: TABLE tools_collaborators; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tools_collaborators TO service_role;
GRANT SELECT,DELETE ON TABLE public.tools_collaborators TO authenticated;

--
-- Name: COLUMN tools_collaborators.role; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(role) ON TABLE public.tools_collaborators TO authenticated;

--
-- Name: TABLE tools_framework_items; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tools_framework_items TO service_role;
GRANT SELECT ON TABLE public.tools_framework_items TO authenticated;

--
-- Name: TABLE tools_frameworks; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tools_frameworks TO service_role;
GRANT SELECT ON TABLE public.tools_frameworks TO authenticated;

--
-- Name: TABLE tools_item_mappings; Type: ACL; Schema: public; Owner: postgres
--

GRANT ALL ON TABLE public.tools_item_mappings TO service_role;
GRANT SELECT ON TABLE public.tools_item_mappings TO authenticated;

--
-- Name: TABLE transactions; Type: ACL; Schema: public; Owner: postgres
--

GRANT REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.transactions TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.transactions TO authenticated;
GRANT ALL ON TABLE public.transactions TO service_role;

--
-- Name: TABLE user_roles; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.user_roles TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.user_roles TO authenticated;
GRANT ALL ON TABLE public.user_roles TO service_role;

--
-- Name: TABLE waitlist; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.waitlist TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.waitlist TO authenticated;
GRANT ALL ON TABLE public.waitlist TO service_role;

--
-- Name: COLUMN waitlist.name; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(name) ON TABLE public.waitlist TO anon;
GRANT INSERT(name) ON TABLE public.waitlist TO authenticated;

--
-- Name: COLUMN waitlist.email; Type: ACL; Schema: public; Owner: postgres
--

GRANT INSERT(email) ON TABLE public.waitlist TO anon;
GRANT INSERT(email) ON TABLE public.waitlist TO authenticated;

--
-- Name: COLUMN waitlist.status; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(status) ON TABLE public.waitlist TO authenticated;

--
-- Name: COLUMN waitlist.invited_at; Type: ACL; Schema: public; Owner: postgres
--

GRANT UPDATE(invited_at) ON TABLE public.waitlist TO authenticated;

--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: postgres
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: postgres
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: postgres
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES TO service_role;
