import Papa from 'papaparse';
import type { ExportLabels } from './export-labels';
import { formatScore, type ReportModel } from './report-model';

/**
 * The CSV export: the scores (one line per function and per category), then every answer.
 * One table with a `kind` column so a spreadsheet can filter it; figures as the report prints
 * them. papaparse quotes what needs quoting (commas, quotes, line breaks in notes) and a
 * leading =, +, - or @ is escaped so a note cannot run as a formula when the file is opened.
 */
export function buildCsv(model: ReportModel, labels: ExportLabels): string {
  const header = [
    labels.kind,
    labels.code,
    labels.name,
    labels.current,
    labels.target,
    labels.status,
    labels.owner,
    labels.note,
  ];
  const scoreRow = (kind: string) => (line: ReportModel['functions'][number]) => [
    kind,
    line.code,
    line.name,
    formatScore(line.current),
    formatScore(line.target),
    '',
    '',
    '',
  ];
  const rows = [
    ...model.functions.map(scoreRow(labels.functionKind)),
    ...model.categories.map(scoreRow(labels.categoryKind)),
    ...model.answers.map((a) => [
      labels.answers,
      a.code,
      a.title,
      a.current === null ? '' : String(a.current),
      a.target === null ? '' : String(a.target),
      labels.statusName(a.status),
      a.owner ?? '',
      a.note,
    ]),
  ];
  // papaparse's default formula test ends in `.*$`, which misses a note with a line break.
  return Papa.unparse(
    { fields: header, data: rows },
    { escapeFormulae: /^[=+\-@\t\r]/, newline: '\r\n' },
  );
}
