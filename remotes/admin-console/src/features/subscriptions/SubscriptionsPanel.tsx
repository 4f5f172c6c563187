import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Subs (`/admin/subscriptions`): members' subscriptions.
 * Its feature is being built; until then the panel says so.
 */
export default function SubscriptionsPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.subscriptions')} />;
}
