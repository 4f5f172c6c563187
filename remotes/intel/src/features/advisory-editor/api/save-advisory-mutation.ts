import { invokeFunction, loadSupabase, reportError, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';
import { normaliseIndicator } from '../../../lib/indicators';
import { type AdvisoryForm, parseCountries, parseLines } from '../rules/advisory-schema';

export type SaveAnswer = { id: string; version: number; status: string };

/**
 * Saves the advisory (intel_save_advisory: analysts only; indicators and recipients replaced
 * as given; a version with its change note) and, when it is published, asks intel-notify to
 * mail its readers. A failed notification does not undo the publication: it is reported, and
 * the live list reaches open pages anyway.
 */
export function useSaveAdvisoryMutation(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, publish }: { form: AdvisoryForm; publish: boolean }) => {
      const client = await loadSupabase();
      const amber = form.tlp === 'amber' || form.tlp === 'amber_strict';
      // A set of one row (the function returns a table).
      const [saved] = unwrap(
        await client.rpc('intel_save_advisory', {
          advisory_id: id,
          title: form.title.trim(),
          summary: form.summary.trim(),
          body: form.body,
          severity: form.severity,
          tlp: form.tlp,
          sectors: form.sectors,
          countries: parseCountries(form.countries),
          refs: parseLines(form.references),
          indicators: form.indicators.map((i) => ({
            type: i.type,
            value: normaliseIndicator(i.type, i.value),
            ...(i.description.trim() ? { description: i.description.trim() } : {}),
          })),
          recipient_org_ids: amber ? form.recipientOrgIds : [],
          recipient_user_ids: form.tlp === 'red' ? form.recipientUserIds : [],
          change_note: form.changeNote.trim() === '' ? undefined : form.changeNote.trim(),
          publish,
        }),
      );
      if (!saved) throw new Error('intel_save_advisory returned no row');
      if (saved.status !== 'draft') {
        await invokeFunction('intel-notify', { body: { advisory_id: saved.id } }).catch(
          (error: unknown) =>
            reportError(error, { remote: 'intel', action: 'advisory notification' }),
        );
      }
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intelKeys.advisories() }),
  });
}
