import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Users (`/admin/users`): members, their roles and access flags.
 * Its feature is being built; until then the panel says so.
 */
export default function UsersPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.users')} />;
}
