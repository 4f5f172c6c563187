import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's header: top navigation, language switcher, sign-in, side panel on small screens. */
export class Header {
  readonly banner: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.getByRole('banner');
  }

  /** A top navigation link by its visible (translated) label. */
  navLink(name: string | RegExp): Locator {
    return this.banner
      .getByRole('navigation')
      .getByRole('link', { name, exact: typeof name === 'string' });
  }

  get signInButton(): Locator {
    return this.banner.getByRole('link', { name: /sign in|se connecter|entrar|ingia/i });
  }

  get languageButton(): Locator {
    return this.banner.getByRole('button', { name: /language|langue|idioma|lugha/i });
  }

  /** Opens the switcher and picks a language by its own name ('Français', 'Kiswahili', …). */
  async switchLanguage(label: string): Promise<void> {
    await this.languageButton.click();
    await this.page.getByRole('menuitemradio', { name: label }).click();
  }

  get menuButton(): Locator {
    return this.banner.getByRole('button', { name: /menu/i });
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
