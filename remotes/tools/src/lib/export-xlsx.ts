import writeXlsxFile, { type Row } from 'write-excel-file/browser';
import type { ExportLabels } from './export-labels';
import type { ReportModel, ScoreLine } from './report-model';

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
const num = (value: number | null) => (value === null ? null : { value, type: Number });

/** The workbook's sheets: scores, gaps and answers, numbers stored as numbers. */
export function xlsxSheets(model: ReportModel, labels: ExportLabels) {
  const scoreRow =
    (kind: string) =>
    (line: ScoreLine): Row => [
      { value: kind },
      { value: line.code },
      { value: line.name },
      num(line.current === null ? null : Math.round(line.current * 10) / 10),
      num(line.target === null ? null : Math.round(line.target * 10) / 10),
    ];
  const scores: Row[] = [
    [labels.kind, labels.code, labels.name, labels.current, labels.target].map(bold),
    ...model.functions.map(scoreRow(labels.functionKind)),
    ...model.categories.map(scoreRow(labels.categoryKind)),
  ];
  const gaps: Row[] = [
    [labels.code, labels.name, labels.current, labels.target, labels.weight].map(bold),
    ...model.gaps.map((g) => [
      { value: g.code },
      { value: g.title },
      num(g.current),
      num(g.target),
      num(g.weight),
    ]),
  ];
  const answers: Row[] = [
    [
      labels.code,
      labels.name,
      labels.current,
      labels.target,
      labels.status,
      labels.owner,
      labels.note,
    ].map(bold),
    ...model.answers.map((a) => [
      { value: a.code },
      { value: a.title },
      num(a.current),
      num(a.target),
      { value: labels.statusName(a.status) },
      a.owner ? { value: a.owner } : null,
      a.note ? { value: a.note } : null,
    ]),
  ];
  return [
    { data: scores, sheet: labels.scores.slice(0, 31) },
    { data: gaps, sheet: labels.gaps.slice(0, 31) },
    { data: answers, sheet: labels.answers.slice(0, 31) },
  ];
}

/** The XLSX export as a Blob (write-excel-file builds the workbook in the browser). */
export function buildXlsx(model: ReportModel, labels: ExportLabels): Promise<Blob> {
  return writeXlsxFile(xlsxSheets(model, labels)).toBlob();
}
