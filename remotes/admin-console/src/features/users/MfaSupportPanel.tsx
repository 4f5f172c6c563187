import { useTranslation } from 'react-i18next';
import { PanelBeingBuilt } from '../../components/PanelBeingBuilt';
import { NS } from '../../i18n/namespace';

/**
 * Admin → Users → MFA support requests (`/admin/users/mfa-support`).
 * Its feature is being built; until then the panel says so.
 */
export default function MfaSupportPanel() {
  const { t } = useTranslation(NS);
  return <PanelBeingBuilt title={t('admin.subpages.mfaSupport')} />;
}
