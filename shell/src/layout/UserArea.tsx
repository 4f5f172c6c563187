import { useSession } from '@csan/shared-auth';
import { Button } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import { SHELL_PATHS } from '../routes/paths';
import { SignedInMenu } from './SignedInMenu';

/** Spec: signed-out visitors see only a sign-in button leading to /login. */
export function UserArea({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const status = useSession((s) => s.status);
  if (status === 'signed-in') return <SignedInMenu />;
  return (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={SHELL_PATHS.login} onClick={onNavigate}>
        {t('auth.signIn')}
      </RouterLink>
    </Button>
  );
}
