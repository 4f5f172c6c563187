import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Waitlist (`/admin/waitlist`): who asked to join, and their invitations.
 * Its feature is being built; until then the panel says so.
 */
export default function WaitlistPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.waitlist')} />;
}
