import { expect, type Locator, type Page } from '@playwright/test';
import { HEADER_LINKS, headerLabel } from '../support/route-data';
import { LANGUAGES, type LanguageCode, translation } from '../support/translations';

/** The header's top links, by their nav key, as the remotes declare them (src/routes.ts). */
export const NAV_KEYS: readonly string[] = HEADER_LINKS.map((link) => link.key);
export type NavKey = string;

const SHELL = 'shell';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A shell label in whichever language is on screen. */
const anyLanguage = (key: string) =>
  new RegExp(
    `^(${LANGUAGES.map((l) => escapeRegExp(translation(SHELL, l.code, key))).join('|')})$`,
  );

export const navLabel = (key: NavKey, language: LanguageCode = 'en') => headerLabel(key, language);

/** The shell's header: top navigation, language switcher, sign-in, side panel on small screens. */
export class Header {
  readonly banner: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.getByRole('banner');
  }

  /** A top navigation link, by its key, labelled in `language`. */
  navLink(key: NavKey, language: LanguageCode = 'en'): Locator {
    return this.banner
      .getByRole('navigation')
      .getByRole('link', { name: navLabel(key, language), exact: true });
  }

  get languageButton(): Locator {
    return this.banner.getByRole('button', { name: anyLanguage('language.label') });
  }

  /** Opens the switcher and picks a language by its own name ('Français', 'Kiswahili', …). */
  async switchLanguage(label: string): Promise<void> {
    await this.languageButton.click();
    await this.page.getByRole('menuitemradio', { name: label }).click();
  }

  get menuButton(): Locator {
    return this.banner.getByRole('button', { name: anyLanguage('nav.menu') });
  }

  /** The slide-in side panel (small screens). */
  get sidePanel(): Locator {
    return this.page.getByRole('dialog');
  }

  async openSidePanel(): Promise<Locator> {
    await this.menuButton.click();
    await expect(this.sidePanel).toBeVisible();
    return this.sidePanel;
  }
}
