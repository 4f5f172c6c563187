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
  redemption jsonb;
  code_id uuid;
  discount bigint := 0;
  subtotal bigint;
  total bigint;
  sub_id uuid;
  earlier record;
  seat_refusal text;
begin
  if public.has_role(create_order.user_id, 'admin') then
    raise exception 'Admins have free access to all features' using errcode = '42501';
  end if;
  if tier is null or tier not in ('Student', 'Professional', 'Corporate') then
    raise exception 'Choose a membership tier' using errcode = '22023';
  end if;

  -- The owner's profile lock is also what a team addition takes (assert_team_seat): the seats
  -- used read below cannot grow until this order is placed.
  perform 1 from public.profiles p where p.user_id = create_order.user_id for update;

  price := public.compute_order_price(tier, team_size, null);
  subtotal := (price ->> 'subtotal_cents')::bigint;
  seat_refusal := public.order_seat_refusal(
    create_order.user_id, tier, (price ->> 'team_size')::integer
  );
  if seat_refusal is not null then
    raise exception '%', seat_refusal using errcode = '22023';
  end if;

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

  if nullif(btrim(discount_code), '') is not null then
    redemption := public.redeem_discount_code(discount_code, tier, subtotal);
    if not (redemption ->> 'valid')::boolean then
      raise exception '%', redemption ->> 'message' using errcode = '22023';
    end if;
    code_id := (redemption ->> 'discount_code_id')::uuid;
    discount := (redemption ->> 'discount_amount_cents')::bigint;
  end if;
  total := greatest(subtotal - discount, 0);

  -- (Its insert trigger refuses a code the member has used up: that reason comes first.)
  insert into public.subscriptions
    (user_id, tier, status, amount_cents, team_size, payment_reference, discount_code_id)
  values
    (create_order.user_id, tier, 'pending', total, (price ->> 'team_size')::integer, reference, code_id)
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
    'team_size', (price ->> 'team_size')::integer,
    'discount_amount_cents', discount
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
-- Name: quote_order(uuid, text, integer, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.quote_order(member_id uuid, tier text, team_size integer, code text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  price jsonb;
  per_member bigint;
  subtotal bigint;
  normalized text := nullif(upper(btrim(quote_order.code)), '');
  dc public.discount_codes;
  refusal text;
  verdict jsonb;
  discount bigint := 0;
  total bigint;
begin
  if public.has_role(quote_order.member_id, 'admin') then
    raise exception 'Admins have free access to all features' using errcode = '42501';
  end if;
  if tier is null or tier not in ('Student', 'Professional', 'Corporate') then
    raise exception 'Choose a membership tier' using errcode = '22023';
  end if;
  price := public.compute_order_price(tier, team_size, null);
  subtotal := (price ->> 'subtotal_cents')::bigint;
  select p.price_per_additional_member_cents into per_member
    from public.membership_pricing p where p.tier = quote_order.tier and p.is_active;
  if normalized is not null then
    -- Judged as create_order will judge it: the member's own unfinished orders are abandoned
    -- first, so the uses they hold come back before this order takes one.
    select * into dc from public.discount_codes d where d.code = normalized;
    if dc.id is not null then
      dc.times_used := dc.times_used - (
        select count(*) from public.subscriptions s
         where s.user_id = quote_order.member_id and s.discount_code_id = dc.id
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
    verdict := jsonb_build_object(
      'valid', refusal is null,
      'message', coalesce(refusal, 'Discount code applied')
    );
  end if;
  total := greatest(subtotal - discount, 0);
  return jsonb_build_object(
    'tier', tier,
    'team_size', (price ->> 'team_size')::integer,
    'base_price_cents', (price ->> 'base_price_cents')::bigint,
    'extra_members', (price ->> 'extra_members')::integer,
    'extra_member_cents', case when tier = 'Corporate' then per_member else 0 end,
    'extra_members_cents', (price ->> 'extra_members_cents')::bigint,
    'subtotal_cents', subtotal,
    'discount_code', normalized,
    'discount', case when verdict is null then null else jsonb_build_object(
      'valid', (verdict ->> 'valid')::boolean,
      'message', verdict ->> 'message',
      'amount_cents', discount
    ) end,
    'discount_amount_cents', discount,
    'total_cents', total,
    'free_order', total = 0,
    'seats_used', public.team_seats_used(member_id),
    'refusal', public.order_seat_refusal(member_id, tier, (price ->> 'team_size')::integer)
  );
end
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
    CONSTRAINT transactions_amount_cents_check CHECK ((amount_cents >= 0)),
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
    CONSTRAINT user_roles_role_check CHECK ((role = 'admin'::text))
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
-- Name: invitation_tokens_email_idx; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX invitation_tokens_email_idx ON public.invitation_tokens USING btree (lower(email));

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
-- Name: mfa_factors on_auth_mfa_factor_verified; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_mfa_factor_verified AFTER INSERT OR UPDATE OF status ON auth.mfa_factors FOR EACH ROW WHEN ((new.status = 'verified'::auth.factor_status)) EXECUTE FUNCTION public.handle_mfa_factor_verified();

--
-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

--
-- Name: users on_auth_user_joins_invited_teams; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_user_joins_invited_teams AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.join_invited_teams();

--
-- Name: users on_auth_user_password_changed; Type: TRIGGER; Schema: auth; Owner: postgres
--

CREATE TRIGGER on_auth_user_password_changed AFTER UPDATE OF encrypted_password ON auth.users FOR EACH ROW WHEN (((old.encrypted_password)::text IS DISTINCT FROM (new.encrypted_password)::text)) EXECUTE FUNCTION public.auth_attempt_forget_on_new_password();

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
-- Name: supabase_realtime content_leads; Type: PUBLICATION TABLE; Schema: public; Owner: postgres
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.content_leads;

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
-- Name: FUNCTION admin_mfa_support_requests(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_mfa_support_requests() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_mfa_support_requests() TO authenticated;
GRANT ALL ON FUNCTION public.admin_mfa_support_requests() TO service_role;

--
-- Name: FUNCTION admin_remove_mfa_factors(target_user_id uuid, acting_admin_id uuid, support_request_id uuid); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_remove_mfa_factors(target_user_id uuid, acting_admin_id uuid, support_request_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_remove_mfa_factors(target_user_id uuid, acting_admin_id uuid, support_request_id uuid) TO service_role;

--
-- Name: FUNCTION admin_resource_downloads(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.admin_resource_downloads() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_resource_downloads() TO authenticated;
GRANT ALL ON FUNCTION public.admin_resource_downloads() TO service_role;

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
-- Name: FUNCTION order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.order_seat_refusal(p_owner uuid, p_tier text, p_team_size integer) TO service_role;

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
-- Name: FUNCTION set_updated_at(); Type: ACL; Schema: public; Owner: postgres
--

REVOKE ALL ON FUNCTION public.set_updated_at() FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_updated_at() TO service_role;

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
-- Name: TABLE invitation_tokens; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN ON TABLE public.invitation_tokens TO authenticated;
GRANT ALL ON TABLE public.invitation_tokens TO service_role;

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
