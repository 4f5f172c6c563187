import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → R&D (`/admin/rd`): R&D services and the inquiries they receive.
 * Its feature is being built; until then the panel says so.
 */
export default function RdPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.rd')} />;
}
