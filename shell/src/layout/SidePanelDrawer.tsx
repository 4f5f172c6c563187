import { CloseButton, Portal, Separator, Stack, Text } from '@csan/shared-ui';
import { Drawer } from '@csan/shared-ui/forms';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { LanguageButtons } from './LanguageSwitcher';
import { MenuButton } from './MenuButton';
import { NavLinks } from './NavLinks';
import { useClickOnMount } from './PanelOnIntent';
import { UserArea } from './UserArea';

/**
 * Small screens: a slide-in panel repeating the top links, the user area and the language
 * choice. Chakra's Drawer traps focus, closes on Escape and returns focus to the button.
 * Loaded when first opened (SidePanel).
 */
export default function SidePanelDrawer() {
  const { t } = useTranslation(SHELL_NS);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useClickOnMount(trigger);
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
        <MenuButton ref={trigger} />
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
