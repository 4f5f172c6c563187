import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv } from './export-csv';
import type { ExportLabels } from './export-labels';
import { xlsxSheets } from './export-xlsx';
import { fileStem, formatScore, type ReportModel } from './report-model';
import { buildReportPdf, type PdfLabels } from './report-pdf';

const labels: ExportLabels = {
  kind: 'Kind',
  code: 'Code',
  name: 'Name',
  current: 'Current',
  target: 'Target',
  gap: 'Gap',
  weight: 'Weight',
  status: 'Status',
  owner: 'Owner',
  dueDate: 'Due',
  note: 'Note',
  functionKind: 'Function',
  categoryKind: 'Category',
  scores: 'Scores',
  gaps: 'Gaps',
  actions: 'Actions',
  answers: 'Answers',
  statusName: (s) => `<${s}>`,
};

const model: ReportModel = {
  name: 'Revue CSF 2026 — Gh-CERT',
  organisation: 'Gh-CERT',
  sector: 'Government',
  country: 'GH',
  framework: 'NIST CSF (2.0)',
  updatedAt: '2026-11-27',
  functions: [
    { code: 'GV', name: 'Govern', current: 46.67, target: 80 },
    { code: 'ID', name: 'Identify', current: null, target: null },
  ],
  categories: [{ code: 'GV.OC', name: 'Organizational Context', current: 60, target: 80 }],
  gaps: [{ code: 'GV.OC-01', title: 'Mission understood', current: 1, target: 4, weight: 1 }],
  actions: [
    {
      code: 'GV.OC-01',
      title: 'Write it down',
      owner: 'Amina',
      dueDate: '2027-01-31',
      status: 'open',
    },
  ],
  answers: [
    {
      code: 'GV.OC-01',
      functionCode: 'GV',
      categoryCode: 'GV.OC',
      title: 'Mission understood',
      current: 1,
      target: 4,
      status: 'answered',
      owner: null,
      note: '=HYPERLINK("x"), with "quotes"\nand a line',
    },
  ],
};

describe('the exports carry the same figures', () => {
  it('formats scores with one decimal and a dash for nothing', () => {
    expect(formatScore(46.666)).toBe('46.7');
    expect(formatScore(null)).toBe('–');
  });

  it('CSV: one line per function and category with the report’s figures, then each answer', () => {
    const rows = Papa.parse<string[]>(buildCsv(model, labels), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Kind',
      'Code',
      'Name',
      'Current',
      'Target',
      'Status',
      'Owner',
      'Note',
    ]);
    expect(rows[1]?.slice(0, 5)).toEqual(['Function', 'GV', 'Govern', '46.7', '80.0']);
    expect(rows[2]?.slice(3, 5)).toEqual(['–', '–']);
    expect(rows[3]?.slice(0, 2)).toEqual(['Category', 'GV.OC']);
    const answer = rows[4] ?? [];
    expect(answer.slice(0, 6)).toEqual([
      'Answers',
      'GV.OC-01',
      'Mission understood',
      '1',
      '4',
      '<answered>',
    ]);
    // A note that starts like a formula is escaped, quotes and the line break survive.
    expect(answer[7]).toBe(`'=HYPERLINK("x"), with "quotes"\nand a line`);
  });

  it('XLSX: scores, gaps and answers sheets, numbers as numbers rounded as printed', () => {
    const [scores, gaps, answers] = xlsxSheets(model, labels);
    expect(scores?.sheet).toBe('Scores');
    expect(scores?.data[1]).toEqual([
      { value: 'Function' },
      { value: 'GV' },
      { value: 'Govern' },
      { value: 46.7, type: Number },
      { value: 80, type: Number },
    ]);
    expect(gaps?.data[1]?.[4]).toEqual({ value: 1, type: Number });
    expect(answers?.data[1]?.[4]).toEqual({ value: '<answered>' });
  });

  it('PDF: cover, chart, scores, gaps and plan as text in the member’s words', () => {
    const pdfLabels: PdfLabels = {
      ...labels,
      title: 'Auto-évaluation',
      organisation: 'Organisation',
      sector: 'Secteur',
      country: 'Pays',
      framework: 'Référentiel',
      updated: 'Modifié',
      chart: 'Scores par fonction',
      noGaps: 'Aucun écart',
      noActions: 'Aucune action',
      page: (n, total) => `Page ${n} sur ${total}`,
    };
    const doc = buildReportPdf(model, pdfLabels);
    const text = doc.output();
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const expected of [
      'Auto-',
      'Gh-CERT',
      'GV.OC-01',
      '46.7',
      '80.0',
      'Write it down',
      'Page 1 sur',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names files from the assessment without accents or punctuation', () => {
    expect(fileStem('Revue CSF 2026 — Gh-CERT')).toBe('revue-csf-2026-gh-cert');
    expect(fileStem('***')).toBe('assessment');
  });
});
