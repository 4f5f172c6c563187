import type { AdvisoryDetail } from '../../../api/types';
import { type AdvisoryForm, EMPTY_FORM } from './advisory-schema';

/** The form's values for an advisory being edited (its change note starts empty). */
export function formFromDetail(detail: AdvisoryDetail): AdvisoryForm {
  const { advisory } = detail;
  return {
    ...EMPTY_FORM,
    title: advisory.title,
    summary: advisory.summary,
    body: advisory.body,
    severity: advisory.severity,
    tlp: advisory.tlp,
    sectors: advisory.sectors as AdvisoryForm['sectors'],
    countries: advisory.countries.join(', '),
    references: (advisory.references ?? []).join('\n'),
    indicators: detail.indicators.map((i) => ({
      type: i.type,
      value: i.value,
      description: i.description ?? '',
    })),
    recipientOrgIds: detail.recipients?.orgs.map((o) => o.id) ?? [],
    recipientUserIds: detail.recipients?.people.map((p) => p.user_id) ?? [],
    wasPublished: advisory.status !== 'draft',
  };
}
