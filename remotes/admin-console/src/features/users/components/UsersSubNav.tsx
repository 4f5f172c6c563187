import { HStack, Link } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import { adminPath } from '../../../lib/admin-path';

const PAGES = [
  { key: 'all', segment: 'users' },
  { key: 'mfaSupport', segment: 'users/mfa-support' },
  { key: 'accessRequests', segment: 'users/access-requests' },
] as const;

/** The Users tab's pages: every user, the MFA support requests, the area access requests. */
export function UsersSubNav({ current }: { current: (typeof PAGES)[number]['key'] }) {
  const { t } = useTranslation(NS);
  return (
    <HStack as="nav" aria-label={t('admin.usersNav.label')} gap="2" flexWrap="wrap">
      {PAGES.map((page) => (
        <Link
          key={page.key}
          asChild
          px="3"
          py="1"
          borderRadius="full"
          borderWidth="1px"
          fontSize="sm"
          textDecoration="none"
          _currentPage={{ bg: 'brand.600', color: 'white', borderColor: 'brand.600' }}
        >
          <RouterLink
            to={adminPath(page.segment)}
            aria-current={page.key === current ? 'page' : undefined}
          >
            {t(`admin.usersNav.${page.key}`)}
          </RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
