import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Revenue (`/admin/revenue`): payments and revenue figures.
 * Its feature is being built; until then the panel says so.
 */
export default function RevenuePanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.revenue')} />;
}
