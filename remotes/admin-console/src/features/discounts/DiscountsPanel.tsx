import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Discounts (`/admin/discounts`): discount codes and their use.
 * Its feature is being built; until then the panel says so.
 */
export default function DiscountsPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.discounts')} />;
}
