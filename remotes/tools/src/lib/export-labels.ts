/**
 * The column headings and section titles every export writes, translated by the page before
 * it builds a file (the builders stay pure: no i18n instance inside).
 */
export type ExportLabels = {
  kind: string;
  code: string;
  name: string;
  current: string;
  target: string;
  gap: string;
  weight: string;
  status: string;
  owner: string;
  dueDate: string;
  note: string;
  functionKind: string;
  categoryKind: string;
  scores: string;
  gaps: string;
  actions: string;
  answers: string;
  /** A status value's words ('answered' → 'Answered'). */
  statusName: (status: string) => string;
};
