import { Box, HStack, Link } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../i18n/namespace';
import { adminPath } from '../lib/admin-path';
import { ADMIN_TABS, type AdminTabKey } from './admin-tabs';

/**
 * The tabs as a row of links (each tab is a page with its own address, so Back/Forward and a
 * reload keep it), the open one marked `aria-current="page"`. The row wraps: on a phone the
 * eleven tabs take three short rows, all in sight, where a sideways-scrolling row hid every tab
 * past the fourth with nothing to say it was there.
 */
export function AdminTabBar({ current }: { current: AdminTabKey }) {
  const { t } = useTranslation(NS);
  return (
    <Box as="nav" aria-label={t('admin.tabs.label')} borderBottomWidth="1px" mb="6">
      <HStack as="ul" gap="1" rowGap="0" flexWrap="wrap" listStyleType="none">
        {ADMIN_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              asChild
              display="block"
              px={{ base: '2', sm: '3' }}
              py="2"
              mb="-1px"
              borderBottomWidth="2px"
              borderColor="transparent"
              color="fg.muted"
              textDecoration="none"
              _hover={{ color: 'fg' }}
              _currentPage={{
                borderColor: 'brand.600',
                color: 'brand.800',
                fontWeight: 'semibold',
              }}
            >
              <RouterLink
                to={adminPath(tab.segment)}
                aria-current={tab.key === current ? 'page' : undefined}
              >
                {t(`admin.tabs.${tab.key}`)}
              </RouterLink>
            </Link>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
