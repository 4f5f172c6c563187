import { CloseButton, Drawer, IconButton, Portal, Separator, Stack, Text } from '@csan/shared-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { LanguageButtons } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';
import { UserArea } from './UserArea';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M3 12h18M3 18h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Small screens: a slide-in panel repeating the top links, the user area and the language
 * choice. Chakra's Drawer traps focus, closes on Escape and returns focus to the button.
 */
export function SidePanel() {
  const { t } = useTranslation(SHELL_NS);
  const [open, setOpen] = useState(false);
  // Closed by following a link: focus goes to the new page's main region (use-new-page-focus),
  // not back to this button; closed by Escape or the close button: back to this button.
  const followedLink = useRef(false);
  const close = () => {
    followedLink.current = true;
    setOpen(false);
  };
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => {
        followedLink.current = false;
        setOpen(e.open);
      }}
      placement="end"
      finalFocusEl={() => (followedLink.current ? document.getElementById('main') : null)}
    >
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={t('nav.menu')}
          display={{ base: 'inline-flex', lg: 'none' }}
        >
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <nav aria-label={t('nav.label')}>
                  <NavLinks direction="column" onNavigate={close} />
                </nav>
                <UserArea onNavigate={close} variant="list" />
                <Separator />
                <Text fontWeight="semibold">{t('language.label')}</Text>
                <LanguageButtons />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
