import { z } from 'zod';
import { SECTORS } from '../../../api/types';
import { INDICATOR_TYPES, isValidIndicator } from '../../../lib/indicators';
import { SEVERITIES } from '../../../lib/severity';
import { TLP_LEVELS } from '../../../lib/tlp';

// Messages are translation keys (the form shows t(message)); the database checks it all again.

const COUNTRY = /^[A-Z]{2}$/;

/** "GH, ng ke" → ['GH', 'NG', 'KE'] (ISO 3166-1 alpha-2, upper case, each once). */
export function parseCountries(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** One reference per line, blank lines left out. */
export const parseLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const indicatorSchema = z.object({
  type: z.enum(INDICATOR_TYPES),
  value: z.string(),
  description: z.string().max(500, 'editor.errors.descriptionLong'),
});

export const advisorySchema = z
  .object({
    title: z.string().trim().min(3, 'editor.errors.title').max(200, 'editor.errors.title'),
    summary: z.string().trim().min(1, 'editor.errors.summary').max(1000, 'editor.errors.summary'),
    body: z.string().max(50_000, 'editor.errors.bodyLong'),
    severity: z.enum(SEVERITIES),
    tlp: z.enum(TLP_LEVELS),
    sectors: z.array(z.enum(SECTORS)),
    countries: z.string(),
    references: z.string(),
    indicators: z.array(indicatorSchema).max(500, 'editor.errors.tooManyIndicators'),
    recipientOrgIds: z.array(z.string()),
    recipientUserIds: z.array(z.string()),
    changeNote: z.string().max(500, 'editor.errors.changeNoteLong'),
    /** Editing an advisory already published: a change note is owed. */
    wasPublished: z.boolean(),
  })
  .superRefine((form, ctx) => {
    form.indicators.forEach((indicator, index) => {
      if (!isValidIndicator(indicator.type, indicator.value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['indicators', index, 'value'],
          message: `editor.errors.indicator.${indicator.type}`,
        });
      }
    });
    if (parseCountries(form.countries).some((c) => !COUNTRY.test(c))) {
      ctx.addIssue({ code: 'custom', path: ['countries'], message: 'editor.errors.countries' });
    }
    if (parseLines(form.references).some((r) => !/^https?:\/\/\S+$/i.test(r))) {
      ctx.addIssue({ code: 'custom', path: ['references'], message: 'editor.errors.references' });
    }
    const amber = form.tlp === 'amber' || form.tlp === 'amber_strict';
    if (amber && form.recipientOrgIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['recipientOrgIds'], message: 'editor.errors.orgs' });
    }
    if (form.tlp === 'red' && form.recipientUserIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['recipientUserIds'], message: 'editor.errors.people' });
    }
    if (form.wasPublished && form.changeNote.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['changeNote'], message: 'editor.errors.changeNote' });
    }
  });

export type AdvisoryForm = z.infer<typeof advisorySchema>;

export const EMPTY_FORM: AdvisoryForm = {
  title: '',
  summary: '',
  body: '',
  severity: 'medium',
  tlp: 'amber',
  sectors: [],
  countries: '',
  references: '',
  indicators: [],
  recipientOrgIds: [],
  recipientUserIds: [],
  changeNote: '',
  wasPublished: false,
};
