-- tools.: scores, gaps, comparison and the peer benchmark, all in SQL (issue 30).
--
-- A node's score is over the answerable items under it, weighted by their weight:
-- avg = Σ(w·level)/Σw over the items with a level; score = round(100·avg/5, 1). Scoring in
-- another framework than the assessment's projects the answers through tools_item_mappings
-- (either direction): an item's level there is the average of the answers mapped to it
-- ('answer once, map many'). Nothing here names a framework.

-- Every score node (non-answerable item) of p_framework_id (default: the assessment's own).
-- Internal: no access check; the public functions below check the caller first.
create or replace function public.tools_score_rows(p_assessment_id uuid, p_framework_id text default null)
returns table (
  code text, parent_code text, depth integer, title text, "position" integer,
  current_score numeric, target_score numeric, current_avg numeric, target_avg numeric,
  answered integer, total integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with recursive
  fw as (
    select coalesce(p_framework_id, a.framework_id) as target, a.framework_id as source
    from public.tools_assessments a where a.id = p_assessment_id
  ),
  leaves as (
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
  levels as (
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

revoke execute on function public.tools_score_rows(uuid, text) from public, anon, authenticated;

create or replace function public.tools_scores(p_assessment_id uuid, p_framework_id text default null)
returns table (
  code text, parent_code text, depth integer, title text, "position" integer,
  current_score numeric, target_score numeric, current_avg numeric, target_avg numeric,
  answered integer, total integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.tools_require_role(p_assessment_id);
  if p_framework_id is not null and not exists (select 1 from public.tools_frameworks f where f.id = p_framework_id) then
    raise exception 'unknown_framework' using errcode = '22023';
  end if;
  return query select * from public.tools_score_rows(p_assessment_id, p_framework_id);
end
$$;

-- The gap list: items below their target, the largest (target − current) × weight first.
create or replace function public.tools_gaps(p_assessment_id uuid)
returns table (
  item_code text, title text, description text, parent_code text, current_level integer,
  target_level integer, weight numeric, gap numeric, owner_id uuid, status text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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

-- Trend per top-level group against the organisation's previous assessment of the same
-- framework that the caller can read; no rows when there is none.
create or replace function public.tools_compare(p_assessment_id uuid)
returns table (
  code text, title text, "position" integer, current_score numeric, previous_score numeric,
  previous_assessment_id uuid, previous_name text, previous_date timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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

-- Smallest group the benchmark is shown for: below it nobody sees anything.
create or replace function public.tools_benchmark_min_group()
returns integer
language sql
immutable
set search_path = ''
as $$ select 5 $$;

-- The peer benchmark: per top-level group, the median score of the organisations of the same
-- framework, sector and country that opted in (their latest submitted assessment each), next to
-- this assessment's own. Returns NOTHING when fewer than tools_benchmark_min_group()
-- organisations contribute, so no organisation can be singled out.
create or replace function public.tools_benchmark(p_assessment_id uuid)
returns table (
  code text, title text, "position" integer, own_score numeric, median_score numeric, organisations integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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

-- One open action per gap item not yet in the plan; returns how many were added.
create or replace function public.tools_plan_from_gaps(p_assessment_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

revoke execute on function public.tools_scores(uuid, text), public.tools_gaps(uuid),
  public.tools_compare(uuid), public.tools_benchmark(uuid), public.tools_plan_from_gaps(uuid)
  from public, anon;
grant execute on function public.tools_scores(uuid, text), public.tools_gaps(uuid),
  public.tools_compare(uuid), public.tools_benchmark(uuid), public.tools_plan_from_gaps(uuid),
  public.tools_benchmark_min_group()
  to authenticated;
