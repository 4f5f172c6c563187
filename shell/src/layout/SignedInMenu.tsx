import { useAccess } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { Box, Button, Portal, Separator, Stack, Text } from '@csan/shared-ui';
import { Menu } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import { routesForHost } from '../routes/route-table';
import { useRouteTable } from '../routes/use-route-table';
import { AreaLinkList, AreaMenuGroup, openAreaOfMenuValue } from './AreaSwitch';
import { userMenuItems } from './nav-items';
import { ShellLink } from './ShellLink';
import { useSiteBase } from './site-base';
import { useAreaLinks } from './use-area-links';
import { useLogOut } from './use-log-out';
import { avatarInitial } from './user-menu-items';

const LOG_OUT = 'log-out';

function useMenuModel(language: string | undefined) {
  const { user, profile, tier, isAdmin } = useAccess();
  // The main site's pages, on every host (an area host's menu leads back to the main site).
  const { routes } = routesForHost(useRouteTable(), null);
  const email = user?.email ?? '';
  const name = profile?.full_name?.trim() || email;
  return {
    email,
    name,
    initial: avatarInitial(profile?.full_name, email),
    items: userMenuItems(routes, { tier, isAdmin }, language),
  };
}

/**
 * The signed-in user menu of the header. Chakra's Menu gives the button
 * `aria-haspopup`, arrow-key navigation, type-ahead, Escape and focus return.
 */
export default function SignedInMenu() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const base = useSiteBase();
  const logOut = useLogOut();
  const { email, name, initial, items } = useMenuModel(i18n.resolvedLanguage);
  const areas = useAreaLinks();
  const go = (to: string) => {
    // On an area host the menu leads back to the main site, like the header's links.
    if (base) window.location.assign(new URL(to, base).href);
    else navigate(to);
  };
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === LOG_OUT) void logOut();
        else if (!openAreaOfMenuValue(value, areas)) {
          go(items.find((item) => item.value === value)?.to ?? paths.home());
        }
      }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          borderRadius="full"
          minW="9"
          aria-label={t('userMenu.label', { name })}
        >
          <span aria-hidden="true">{initial}</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontSize="xs" color="fg.muted">
                {t('userMenu.signedInAs')}
              </Text>
              <Text fontSize="sm" fontWeight="medium" truncate>
                {name}
              </Text>
              {name !== email ? (
                <Text fontSize="xs" color="fg.muted" truncate>
                  {email}
                </Text>
              ) : null}
            </Box>
            <Menu.Separator />
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value}>
                {item.label}
              </Menu.Item>
            ))}
            <AreaMenuGroup links={areas} />
            <Menu.Separator />
            <Menu.Item value={LOG_OUT}>{t('userMenu.logOut')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The same choices as a plain list for the small-screen side panel: a menu inside a drawer
 * would be a popup in a dialog, so the panel lists them as links and a button.
 */
export function SignedInList({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation(SHELL_NS);
  const logOut = useLogOut();
  const { email, name, items } = useMenuModel(i18n.resolvedLanguage);
  return (
    <Stack gap="3" as="section" aria-label={t('userMenu.label', { name })}>
      <Box>
        <Text fontSize="xs" color="fg.muted">
          {t('userMenu.signedInAs')}
        </Text>
        <Text fontWeight="medium">{name}</Text>
        {name !== email ? (
          <Text fontSize="sm" color="fg.muted">
            {email}
          </Text>
        ) : null}
      </Box>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item) => (
          <li key={item.value}>
            <ShellLink to={item.to} onClick={onNavigate}>
              {item.label}
            </ShellLink>
          </li>
        ))}
      </Stack>
      <AreaLinkList onNavigate={onNavigate} />
      <Separator />
      <Button
        variant="outline"
        size="sm"
        alignSelf="start"
        onClick={() => {
          onNavigate?.();
          void logOut();
        }}
      >
        {t('userMenu.logOut')}
      </Button>
    </Stack>
  );
}
