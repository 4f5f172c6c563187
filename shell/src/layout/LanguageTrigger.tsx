import { Button, Flag, LANGUAGES } from '@csan/shared-ui';
import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';

export function currentLanguage(resolved: string | undefined) {
  return LANGUAGES.find((l) => l.code === resolved) ?? LANGUAGES[0];
}

/** The header's language button (the menu's trigger, and its stand-in until the menu loads). */
export function LanguageTrigger({
  ref,
  ...props
}: ComponentProps<typeof Button> & { ref?: Ref<HTMLButtonElement> }) {
  const { t, i18n } = useTranslation(SHELL_NS);
  const current = currentLanguage(i18n.resolvedLanguage);
  return (
    <Button ref={ref} variant="ghost" size="sm" aria-label={t('language.label')} {...props}>
      <Flag country={current.country} /> {current.code.toUpperCase()}
    </Button>
  );
}
