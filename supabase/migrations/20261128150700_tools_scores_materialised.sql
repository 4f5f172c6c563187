-- tools.: tools_score_rows planned its answers once per item of the tree (a nested loop over
-- the `levels` CTE, 212 scans, 80 ms for one CSF assessment on PostgreSQL; the benchmark runs
-- it once per contributing organisation). Materialising the leaves and their levels makes
-- each a hash join. Same result, same signature.
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
