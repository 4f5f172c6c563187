import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Pricing (`/admin/pricing`): the yearly price of each tier.
 * Its feature is being built; until then the panel says so.
 */
export default function PricingPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.pricing')} />;
}
