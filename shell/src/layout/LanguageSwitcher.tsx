import { Button, Flag, LANGUAGES, Menu, Portal, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';

function currentCode(resolved: string | undefined) {
  return LANGUAGES.find((l) => l.code === resolved) ?? LANGUAGES[0];
}

/** Header switcher: a menu of the four languages, the current one checked. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const current = currentCode(i18n.resolvedLanguage);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('language.label')}>
          <Flag country={current.country} /> {current.code.toUpperCase()}
        </Button>
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

/** Side-panel switcher: the four languages as toggle buttons, the current one pressed. */
export function LanguageButtons() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const current = currentCode(i18n.resolvedLanguage);
  return (
    <Stack role="group" aria-label={t('language.label')} gap="2">
      {LANGUAGES.map((language) => {
        const active = language.code === current.code;
        return (
          <Button
            key={language.code}
            lang={language.code}
            justifyContent="flex-start"
            variant={active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={active}
            onClick={() => void i18n.changeLanguage(language.code)}
          >
            <Flag country={language.country} /> {language.label}
          </Button>
        );
      })}
    </Stack>
  );
}
