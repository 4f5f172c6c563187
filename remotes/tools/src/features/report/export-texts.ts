import type { TFunction } from 'i18next';
import type { ExportLabels } from '../../lib/export-labels';
import type { PdfLabels } from '../../lib/report-pdf';

/** The exports' headings in the member's language. */
export function exportLabels(t: TFunction): ExportLabels {
  return {
    kind: t('report.kind'),
    code: t('results.code'),
    name: t('results.name'),
    current: t('results.current'),
    target: t('results.target'),
    gap: t('results.gap'),
    weight: t('results.weight'),
    status: t('results.status'),
    owner: t('results.owner'),
    dueDate: t('results.due'),
    note: t('editor.note'),
    functionKind: t('report.functionKind'),
    categoryKind: t('report.categoryKind'),
    scores: t('report.scores'),
    gaps: t('results.gaps'),
    actions: t('results.plan'),
    answers: t('report.answers'),
    statusName: (s) => t(`status.${s}`, { defaultValue: s }),
  };
}

export function pdfLabels(t: TFunction): PdfLabels {
  return {
    ...exportLabels(t),
    title: t('report.docTitle'),
    organisation: t('report.organisation'),
    sector: t('report.sector'),
    country: t('report.country'),
    framework: t('report.framework'),
    updated: t('report.updated'),
    chart: t('report.chart'),
    noGaps: t('results.noGaps'),
    noActions: t('results.planEmpty'),
    page: (n, total) => t('report.page', { n, total }),
  };
}
