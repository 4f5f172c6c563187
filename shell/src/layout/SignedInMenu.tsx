import { useSession } from '@csan/shared-auth';
import { Button } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import { REMOTE_ROUTES } from '../routes/paths';

/**
 * Slot for the signed-in user menu. The auth issue replaces this with the spec's menu
 * (My Account, Membership, Directory, role-dependent links, log out); for now the avatar
 * initial leads to the account page.
 */
export function SignedInMenu() {
  const { t } = useTranslation(SHELL_NS);
  const email = useSession((s) => s.user?.email ?? '');
  return (
    <Button
      asChild
      variant="outline"
      size="sm"
      borderRadius="full"
      aria-label={t('auth.myAccount')}
    >
      <RouterLink to={REMOTE_ROUTES.account.path}>
        {email.charAt(0).toUpperCase() || '?'}
      </RouterLink>
    </Button>
  );
}
