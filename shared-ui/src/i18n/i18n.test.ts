import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import { registerTranslations } from './register';

describe('the single i18n instance', () => {
  it('accepts a namespace registered before and after init, falls back to English', async () => {
    registerTranslations('probe', {
      en: { hello: 'Hello', only: 'English only' },
      fr: { hello: 'Bonjour', only: '' },
      pt: { hello: 'Olá', only: '' },
      sw: { hello: 'Habari', only: '' },
    });
    const i18n = initI18n();
    expect(initI18n()).toBe(i18n);
    await i18n.changeLanguage('fr');
    expect(i18n.t('hello', { ns: 'probe' })).toBe('Bonjour');
    await i18n.changeLanguage('de');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('hello', { ns: 'probe' })).toBe('Hello');
  });

  it('keeps <html lang> on the current language and caches the choice', async () => {
    initI18n();
    await i18next.changeLanguage('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem('i18nextLng')).toBe('sw');
  });
});
