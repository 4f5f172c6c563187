import { reportError } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { toaster } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import { useLeadCreateMutation } from '../api/lead-create-mutation';
import { refusalOf, useResourceDownloadMutation } from '../api/resource-download-mutation';
import { readSavedLead, saveLead } from '../lib/saved-lead';
import type { LeadValues } from '../rules/lead-schema';

export type DownloadItem = { item_id: string; title: string; access_tier: string };

/**
 * The library's download steps for one item, with the notices of each outcome: a gated item
 * for a visitor → 'authentication required', then /login back to the item; above the member's
 * tier → 'membership required' naming the tier; a Public item → a lead (asked once per
 * browser), then the file.
 */
export function useDownloadFlow(item: DownloadItem) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const download = useResourceDownloadMutation();
  const createLead = useLeadCreateMutation();
  const tierName = t(`resources.tiers.${item.access_tier}`, { defaultValue: item.access_tier });

  function askToSignIn() {
    toaster.info({
      title: t('resources.notice.authTitle'),
      description: t('resources.notice.authBody'),
    });
    navigate(paths.login({ next: paths.resource({ id: item.item_id }) }));
  }

  function askToUpgrade() {
    toaster.warning({
      title: t('resources.notice.tierTitle'),
      description: t('resources.notice.tierBody', { tier: tierName }),
    });
  }

  async function fetchFile(leadId?: string) {
    try {
      await download.mutateAsync({ itemId: item.item_id, leadId });
      toaster.success({ title: t('resources.download.started') });
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === 'sign-in') return askToSignIn();
      if (reason === 'upgrade') return askToUpgrade();
      if (reason === 'no-file') {
        toaster.error({
          title: t('resources.download.noFileTitle'),
          description: t('resources.download.noFileBody'),
        });
        return;
      }
      reportError(error, { remote: 'library', action: 'download' });
      toaster.error({ title: t('resources.download.failed') });
    }
  }

  /** Records the lead (and remembers it here), then downloads; false when the lead failed. */
  async function leadThenFetch(lead: LeadValues): Promise<boolean> {
    let leadId: string;
    try {
      leadId = await createLead.mutateAsync({ resourceId: item.item_id, lead });
    } catch (error) {
      reportError(error, { remote: 'library', action: 'lead' });
      toaster.error({ title: t('resources.lead.failed') });
      return false;
    }
    saveLead(lead);
    await fetchFile(leadId);
    return true;
  }

  return {
    busy: download.isPending || createLead.isPending,
    tierName,
    askToSignIn,
    askToUpgrade,
    fetchFile,
    leadThenFetch,
    savedLead: readSavedLead,
  };
}
