import { Flag, LANGUAGES, Portal } from '@csan/shared-ui';
import { Menu } from '@csan/shared-ui/forms';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { currentLanguage, LanguageTrigger } from './LanguageTrigger';
import { useClickOnMount } from './PanelOnIntent';

/** The header's menu of the four languages, the current one checked (loaded when first opened). */
export default function LanguageMenuPanel() {
  const { i18n } = useTranslation(SHELL_NS);
  const current = currentLanguage(i18n.resolvedLanguage);
  const trigger = useRef<HTMLButtonElement>(null);
  useClickOnMount(trigger);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <LanguageTrigger ref={trigger} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={current.code}
              onValueChange={({ value }) => void i18n.changeLanguage(value)}
            >
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language.code} value={language.code} lang={language.code}>
                  <Flag country={language.country} /> {language.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
