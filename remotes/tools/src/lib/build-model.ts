import type { ActionLine, AnswerLine, GapLine, ReportModel, ScoreLine } from './report-model';

type ScoreIn = {
  code: string;
  depth: number;
  title: string;
  position: number;
  current_score: number | null;
  target_score: number | null;
};
type GapIn = {
  item_code: string;
  description: string | null;
  title: string;
  current_level: number | null;
  target_level: number | null;
  weight: number;
};
type ActionIn = {
  item_code: string | null;
  title: string;
  owner_id: string | null;
  due_date: string | null;
  status: string;
};
type AnswerIn = {
  item_code: string;
  current_level: number | null;
  target_level: number | null;
  status: string;
  owner_id: string | null;
  note: string | null;
};
type ItemIn = {
  code: string;
  parent_code: string | null;
  title: string;
  description: string | null;
};

/**
 * The report's one model from what the database answered (tools_scores, tools_gaps, the
 * plan, the answers): depth 1 = functions, depth 2 = categories, in the framework's order.
 */
export function buildReportModel(input: {
  assessment: {
    name: string;
    organisation: string;
    sector: string;
    country: string;
    updated_at: string;
  };
  frameworkName: string;
  sectorName: string;
  scores: ScoreIn[];
  gaps: GapIn[];
  actions: ActionIn[];
  answers: AnswerIn[];
  items: ItemIn[];
  personName: (id: string | null) => string | null;
}): ReportModel {
  const line = (s: ScoreIn): ScoreLine => ({
    code: s.code,
    name: s.title,
    current: s.current_score,
    target: s.target_score,
  });
  const sorted = [...input.scores].sort((a, b) => a.position - b.position);
  const items = new Map(input.items.map((i) => [i.code, i]));
  const topOf = (code: string): string => {
    let node = items.get(code);
    let last = code;
    while (node?.parent_code) {
      last = node.parent_code;
      node = items.get(node.parent_code);
    }
    return last;
  };
  const gaps: GapLine[] = input.gaps.map((g) => ({
    code: g.item_code,
    title: g.description ?? g.title,
    current: g.current_level,
    target: g.target_level,
    weight: g.weight,
  }));
  const actions: ActionLine[] = input.actions.map((a) => ({
    code: a.item_code ?? '',
    title: a.title,
    owner: input.personName(a.owner_id),
    dueDate: a.due_date,
    status: a.status,
  }));
  const answers: AnswerLine[] = input.answers.map((a) => {
    const item = items.get(a.item_code);
    return {
      code: a.item_code,
      functionCode: topOf(a.item_code),
      categoryCode: item?.parent_code ?? '',
      title: item?.description ?? item?.title ?? a.item_code,
      current: a.current_level,
      target: a.target_level,
      status: a.status,
      owner: input.personName(a.owner_id),
      note: a.note ?? '',
    };
  });
  return {
    name: input.assessment.name,
    organisation: input.assessment.organisation,
    sector: input.sectorName,
    country: input.assessment.country,
    framework: input.frameworkName,
    updatedAt: input.assessment.updated_at.slice(0, 10),
    functions: sorted.filter((s) => s.depth === 1).map(line),
    categories: sorted.filter((s) => s.depth === 2).map(line),
    gaps,
    actions,
    answers,
  };
}
