import { jsPDF } from 'jspdf';
import type { ExportLabels } from './export-labels';
import { formatScore, type ReportModel, type ScoreLine } from './report-model';

/** The texts of the board report beyond the export's column headings. */
export type PdfLabels = ExportLabels & {
  title: string;
  organisation: string;
  sector: string;
  country: string;
  framework: string;
  updated: string;
  chart: string;
  noGaps: string;
  noActions: string;
  page: (n: number, total: number) => string;
};

const MARGIN = 18;
const PAGE_W = 210;
const PAGE_H = 297;
const LINE = 6;
const BRAND: [number, number, number] = [12, 74, 110];

/**
 * The board report (A4): a cover with the organisation and framework, the scores per function
 * as a bar chart (drawn as vectors: current filled, target as a marker) and as a table, the
 * scores per category, the gaps and the action plan. jsPDF's standard fonts cover the Latin
 * letters of en, fr, pt and sw. Text is real text, so the figures can be read back (the e2e
 * test parses them) and by screen readers.
 */
export function buildReportPdf(model: ReportModel, labels: PdfLabels): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${labels.title}: ${model.name}`, subject: model.framework });
  let y = cover(doc, model, labels);
  y = chart(doc, model.functions, labels, y + 10);
  y = table(
    doc,
    labels.scores,
    [labels.code, labels.name, labels.current, labels.target],
    [...model.functions.map(scoreCells), ...model.categories.map(scoreCells)],
    y + 6,
  );
  y = table(
    doc,
    labels.gaps,
    [labels.code, labels.name, labels.current, labels.target, labels.weight],
    model.gaps.map((g) => [
      g.code,
      g.title,
      formatScore(g.current),
      formatScore(g.target),
      String(g.weight),
    ]),
    y + 6,
    labels.noGaps,
  );
  table(
    doc,
    labels.actions,
    [labels.code, labels.name, labels.owner, labels.dueDate, labels.status],
    model.actions.map((a) => [
      a.code,
      a.title,
      a.owner ?? '',
      a.dueDate ?? '',
      labels.statusName(a.status),
    ]),
    y + 6,
    labels.noActions,
  );
  footers(doc, labels);
  return doc;
}

function scoreCells(line: ScoreLine): string[] {
  return [line.code, line.name, formatScore(line.current), formatScore(line.target)];
}

function cover(doc: jsPDF, model: ReportModel, labels: PdfLabels): number {
  doc.setFillColor(...BRAND);
  doc.rect(0, 0, PAGE_W, 40, 'F');
  doc.setTextColor(255, 255, 255);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  doc.text(labels.title, MARGIN, 20);
  doc.setFontSize(13);
  doc.setFont('helvetica', 'normal');
  doc.text(doc.splitTextToSize(model.name, PAGE_W - 2 * MARGIN)[0] ?? '', MARGIN, 30);
  doc.setTextColor(0, 0, 0);
  doc.setFontSize(11);
  let y = 52;
  for (const [label, value] of [
    [labels.organisation, model.organisation],
    [labels.sector, model.sector],
    [labels.country, model.country],
    [labels.framework, model.framework],
    [labels.updated, model.updatedAt],
  ] as const) {
    doc.setFont('helvetica', 'bold');
    doc.text(`${label}:`, MARGIN, y);
    doc.setFont('helvetica', 'normal');
    doc.text(value || '–', MARGIN + 45, y);
    y += LINE + 1;
  }
  return y;
}

function heading(doc: jsPDF, text: string, y: number): number {
  const at = ensureRoom(doc, y, 20);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.setTextColor(...BRAND);
  doc.text(text, MARGIN, at);
  doc.setTextColor(0, 0, 0);
  doc.setFontSize(10);
  doc.setFont('helvetica', 'normal');
  return at + LINE + 2;
}

/** Horizontal bars, one per function: the current level filled, the target a dark tick. */
function chart(doc: jsPDF, lines: ScoreLine[], labels: PdfLabels, y: number): number {
  let at = heading(doc, labels.chart, y);
  const left = MARGIN + 30;
  const width = PAGE_W - left - MARGIN - 12;
  doc.setDrawColor(200, 200, 200);
  for (let tick = 0; tick <= 100; tick += 20) {
    const x = left + (width * tick) / 100;
    doc.line(x, at - 2, x, at + lines.length * 9);
    doc.text(`${tick}%`, x, at + lines.length * 9 + 4, { align: 'center' });
  }
  for (const line of lines) {
    doc.text(line.code, MARGIN, at + 4);
    const current = line.current ?? 0;
    doc.setFillColor(...BRAND);
    doc.rect(left, at, (width * current) / 100, 6, 'F');
    if (line.target !== null) {
      const x = left + (width * line.target) / 100;
      doc.setDrawColor(200, 80, 20);
      doc.setLineWidth(0.8);
      doc.line(x, at - 1, x, at + 7);
      doc.setLineWidth(0.2);
      doc.setDrawColor(200, 200, 200);
    }
    doc.text(formatScore(line.current), left + width + 2, at + 4);
    at += 9;
  }
  return at + 8;
}

function ensureRoom(doc: jsPDF, y: number, needed: number): number {
  if (y + needed <= PAGE_H - MARGIN) return y;
  doc.addPage();
  return MARGIN + 4;
}

/** A simple table: the name column takes what the others leave, long names wrap. */
function table(
  doc: jsPDF,
  title: string,
  header: string[],
  rows: string[][],
  y: number,
  empty?: string,
): number {
  let at = heading(doc, title, y);
  if (rows.length === 0) {
    doc.text(empty ?? '–', MARGIN, at);
    return at + LINE;
  }
  const narrow = 22;
  const widths = header.map((_, i) =>
    i === 1 ? PAGE_W - 2 * MARGIN - narrow * (header.length - 1) : narrow,
  );
  const drawRow = (cells: string[], bold: boolean) => {
    const wrapped = cells.map((c, i) => doc.splitTextToSize(c, (widths[i] ?? narrow) - 2));
    const height = Math.max(...wrapped.map((w) => w.length)) * 4.5 + 1.5;
    at = ensureRoom(doc, at, height);
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    let x = MARGIN;
    wrapped.forEach((w, i) => {
      doc.text(w, x, at);
      x += widths[i] ?? narrow;
    });
    at += height;
  };
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  doc.setFont('helvetica', 'normal');
  return at;
}

function footers(doc: jsPDF, labels: PdfLabels) {
  const total = doc.getNumberOfPages();
  for (let n = 1; n <= total; n++) {
    doc.setPage(n);
    doc.setFontSize(8);
    doc.setTextColor(110, 110, 110);
    doc.text(labels.page(n, total), PAGE_W - MARGIN, PAGE_H - 8, { align: 'right' });
  }
}
