import { Button, Flag, LANGUAGES, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { currentLanguage as currentCode, LanguageTrigger } from './LanguageTrigger';
import { PanelOnIntent } from './PanelOnIntent';

const loadMenu = () => import('./LanguageMenuPanel');

/** Header switcher: a menu of the four languages, the current one checked (loads when wanted). */
export function LanguageMenu() {
  return (
    <PanelOnIntent
      load={loadMenu}
      haspopup="menu"
      standIn={(props) => <LanguageTrigger {...props} />}
    />
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
