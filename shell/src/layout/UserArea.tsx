import { useSession } from '@csan/shared-auth';
import { Button, Spinner } from '@csan/shared-ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import { SHELL_PATHS } from '../routes/paths';

// Only signed-in users need the menu: its code stays out of a visitor's first load.
const SignedInMenu = lazy(() => import('./SignedInMenu'));
const SignedInList = lazy(() =>
  import('./SignedInMenu').then((module) => ({ default: module.SignedInList })),
);

/**
 * Signed-out visitors see only a sign-in button leading to /login; signed-in users the
 * user menu (`variant="menu"`, header) or the same choices listed (`"list"`, side panel).
 */
export function UserArea({
  onNavigate,
  variant = 'menu',
}: {
  onNavigate?: () => void;
  variant?: 'menu' | 'list';
}) {
  const { t } = useTranslation(SHELL_NS);
  const status = useSession((s) => s.status);
  if (status === 'signed-in') {
    return (
      <Suspense fallback={<Spinner size="sm" />}>
        {variant === 'menu' ? <SignedInMenu /> : <SignedInList onNavigate={onNavigate} />}
      </Suspense>
    );
  }
  if (status === 'loading') return null;
  return (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={SHELL_PATHS.login} onClick={onNavigate}>
        {t('auth.signIn')}
      </RouterLink>
    </Button>
  );
}
