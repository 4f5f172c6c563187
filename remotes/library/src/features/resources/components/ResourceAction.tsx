import { paths } from '@csan/shared-auth/paths';
import { Button, Stack } from '@csan/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import { useViewer } from '../../../lib/viewer';
import { resourceAccess } from '../rules/access';
import { LeadDialog } from './LeadDialog';
import { type DownloadItem, useDownloadFlow } from './use-download-flow';

type Props = { item: DownloadItem };

/**
 * An item's action, decided as the database decides its file: Download for what the viewer
 * may open (a Public item through the lead form, unless this browser already gave one), a
 * sign-in notice for a gated item and a visitor, and for a tier above the member's the
 * 'membership required' notice plus an upgrade button to /membership.
 */
export function ResourceAction({ item }: Props) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const flow = useDownloadFlow(item);
  const [leadOpen, setLeadOpen] = useState(false);
  const access = resourceAccess(item.access_tier, {
    signedIn: viewer.status === 'signed-in',
    tier: viewer.status === 'signed-in' ? viewer.tier : null,
    isAdmin: viewer.status === 'signed-in' && viewer.isAdmin,
  });
  const label = t('resources.download.button');
  const named = t('resources.download.named', { title: item.title });

  function start() {
    if (access === 'sign-in') return flow.askToSignIn();
    if (access === 'upgrade') return flow.askToUpgrade();
    if (access === 'open') return void flow.fetchFile();
    const saved = flow.savedLead();
    if (saved) return void flow.leadThenFetch(saved);
    setLeadOpen(true);
  }

  return (
    <Stack direction="row" gap="2" flexWrap="wrap">
      <Button
        size="sm"
        colorPalette="brand"
        variant={access === 'upgrade' ? 'outline' : 'solid'}
        aria-label={named}
        disabled={viewer.status === 'loading'}
        loading={flow.busy}
        loadingText={t('resources.download.busy')}
        onClick={start}
      >
        {label}
      </Button>
      {access === 'upgrade' ? (
        <Button asChild size="sm" colorPalette="gold">
          <RouterLink
            to={paths.membership()}
            aria-label={t('resources.upgrade.named', { tier: flow.tierName, title: item.title })}
          >
            {t('resources.upgrade.button', { tier: flow.tierName })}
          </RouterLink>
        </Button>
      ) : null}
      {leadOpen ? (
        <LeadDialog
          open
          onOpenChange={setLeadOpen}
          resourceTitle={item.title}
          onSubmit={flow.leadThenFetch}
        />
      ) : null}
    </Stack>
  );
}
