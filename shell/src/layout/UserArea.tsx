import { useSession } from '@csan/shared-auth';
import { Box, Button } from '@csan/shared-ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import { SIGNED_OUT_ONLY_ATTRIBUTE } from '../prerender/attributes';
import { SHELL_PATHS } from '../routes/paths';

// Only signed-in users need the menu: its code stays out of a visitor's first load.
const loadMenu = () => import('./SignedInMenu');
const SignedInMenu = lazy(loadMenu);
const SignedInList = lazy(() => loadMenu().then((module) => ({ default: module.SignedInList })));

/**
 * The avatar's place while a stored session is checked: never the visitor's 'Sign in' to a
 * member, nor an empty gap that the avatar then fills.
 */
function AvatarPlaceholder() {
  return (
    <Box
      aria-hidden="true"
      data-testid="user-area-pending"
      boxSize="8"
      minW="9"
      borderRadius="full"
      borderWidth="1px"
      bg="bg.muted"
    />
  );
}

/**
 * Signed-out visitors see only a sign-in button leading to /login; signed-in users the
 * user menu (`variant="menu"`, header) or the same choices listed (`"list"`, side panel).
 * The first state comes from storage, without the network: `loading` means a session is
 * stored (shared-auth's startSupabase), so the avatar's place is held and its menu fetched.
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
      <Suspense fallback={<AvatarPlaceholder />}>
        {variant === 'menu' ? <SignedInMenu /> : <SignedInList onNavigate={onNavigate} />}
      </Suspense>
    );
  }
  if (status === 'loading') {
    loadMenu().catch(() => undefined); // fetched while the session is checked; lazy() retries
    return variant === 'menu' ? <AvatarPlaceholder /> : null;
  }
  return (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink
        to={SHELL_PATHS.login}
        onClick={onNavigate}
        {...{ [SIGNED_OUT_ONLY_ATTRIBUTE]: '' }}
      >
        {t('auth.signIn')}
      </RouterLink>
    </Button>
  );
}
