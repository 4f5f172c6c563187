import { Box, Link, Stack, Text } from '@csan/shared-ui';
import { Menu } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { type AreaLink, areaMenuValue, areaOfMenuValue } from './area-links';
import { useAreaLinks } from './use-area-links';

/**
 * For the user menu's onSelect: opens the area a menu value names (its own host, a full page
 * load) and says so; false for the menu's other choices.
 */
export function openAreaOfMenuValue(value: string, links: readonly AreaLink[]): boolean {
  const area = areaOfMenuValue(value);
  const link = links.find((l) => l.area === area);
  if (!link) return false;
  window.location.assign(link.href);
  return true;
}

/** The user menu's "Areas" group (nothing when the member may open none). */
export function AreaMenuGroup({ links }: { links: readonly AreaLink[] }) {
  const { t } = useTranslation(SHELL_NS);
  if (links.length === 0) return null;
  return (
    <>
      <Menu.Separator />
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel fontSize="xs" color="fg.muted">
          {t('userMenu.areas')}
        </Menu.ItemGroupLabel>
        {links.map((link) => (
          <Menu.Item key={link.area} value={areaMenuValue(link.area)}>
            {t(`area.name.${link.area}`)}
          </Menu.Item>
        ))}
      </Menu.ItemGroup>
    </>
  );
}

/** The same areas as links, for the side panel (phones). */
export function AreaLinkList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const links = useAreaLinks();
  if (links.length === 0) return null;
  return (
    <Box as="nav" aria-label={t('userMenu.areas')}>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {t('userMenu.areas')}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {links.map((link) => (
          <li key={link.area}>
            <Link href={link.href} onClick={onNavigate}>
              {t(`area.name.${link.area}`)}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
