/**
 * What a result or a report shows, independent of where it was read from: the page, the PDF,
 * the CSV and the XLSX are all made from this one shape, so they carry the same figures.
 * Scores of functions and categories are percentages of the top level (0–100, the database's
 * `tools_scores`: weighted average level × 100 / 5, see docs/areas/tools-data.md); item levels
 * are 0–5. Both shown with one decimal.
 */
export type ScoreLine = {
  /** The framework's code for the function or category (GV, GV.OC, …). */
  code: string;
  name: string;
  current: number | null;
  target: number | null;
};

export type GapLine = {
  code: string;
  title: string;
  current: number | null;
  target: number | null;
  weight: number;
};

export type ActionLine = {
  code: string;
  title: string;
  owner: string | null;
  dueDate: string | null;
  status: string;
};

export type AnswerLine = {
  code: string;
  functionCode: string;
  categoryCode: string;
  title: string;
  current: number | null;
  target: number | null;
  status: string;
  owner: string | null;
  note: string;
};

export type ReportModel = {
  name: string;
  organisation: string;
  sector: string;
  country: string;
  framework: string;
  /** When the assessment was last changed (ISO). */
  updatedAt: string;
  functions: ScoreLine[];
  categories: ScoreLine[];
  gaps: GapLine[];
  actions: ActionLine[];
  answers: AnswerLine[];
};

/** One figure as every output writes it: one decimal, or an en dash when nothing is scored. */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1);
}

/** Safe part of a file name from the assessment's name (letters, digits, dashes). */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return stem || 'assessment';
}
