import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';
import { registerTranslationLoaders } from './register';

function catalog(hello: string) {
  return vi.fn(async () => ({ default: { hello } }));
}

describe('registerTranslationLoaders', () => {
  it('fetches only the current language, and another one before i18next switches to it', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    initI18n();
    const loaders = { fr: catalog('Bonjour'), pt: catalog('Olá'), sw: catalog('Habari') };
    await registerTranslationLoaders('lazy-probe', { en: { hello: 'Hello' }, ...loaders });

    expect(i18next.language).toBe('fr');
    expect(i18next.t('hello', { ns: 'lazy-probe' })).toBe('Bonjour');
    expect(loaders.fr).toHaveBeenCalledTimes(1);
    expect(loaders.pt).not.toHaveBeenCalled();
    expect(loaders.sw).not.toHaveBeenCalled();

    // What a component re-rendering on languageChanged sees: the new texts, never raw keys.
    const seen: string[] = [];
    const onChanged = () => seen.push(i18next.t('hello', { ns: 'lazy-probe' }));
    i18next.on('languageChanged', onChanged);
    await i18next.changeLanguage('sw');
    i18next.off('languageChanged', onChanged);
    expect(seen).toEqual(['Habari']);
    expect(loaders.pt).not.toHaveBeenCalled();

    // English is bundled: switching back fetches nothing.
    await i18next.changeLanguage('en');
    expect(i18next.t('hello', { ns: 'lazy-probe' })).toBe('Hello');
    expect(loaders.fr).toHaveBeenCalledTimes(1);
  });
});
