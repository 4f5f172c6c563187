import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Audit (`/admin/audit`): the audit log of admin actions.
 * Its feature is being built; until then the panel says so.
 */
export default function AuditPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.tabs.audit')} />;
}
