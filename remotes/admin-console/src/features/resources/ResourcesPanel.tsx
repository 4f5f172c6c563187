import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Resources (`/admin`): the library's items, added, edited and published.
 * Its feature is being built; until then the panel says so.
 */
export default function ResourcesPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.resources')} />;
}
