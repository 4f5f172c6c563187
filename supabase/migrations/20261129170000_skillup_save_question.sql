-- SkillUp authoring (issue 29 item 1): a question and its options saved in one transaction, so
-- the authoring page never leaves a question without its options (or half of them) when a save
-- fails, and the bank's shape rules hold whatever the client sends.
--
-- Security invoker: the bank's own RLS decides who writes (the course's editors, at aal2 once
-- MFA is set up); this function adds only the shape rules and the atomicity.
-- Options are updated in place (matched by id) rather than replaced, so the option ids saved in
-- past attempts keep meaning the same option.
create or replace function public.skillup_save_question(
  p_exam_id uuid,
  p_question_id uuid,
  p_kind text,
  p_prompt text,
  p_options jsonb
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
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
revoke execute on function public.skillup_save_question(uuid, uuid, text, text, jsonb)
  from public, anon;
grant execute on function public.skillup_save_question(uuid, uuid, text, text, jsonb)
  to authenticated;
