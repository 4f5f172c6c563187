import type { Locator, Page } from '@playwright/test';

/** The shell's footer (legal links live only here). */
export class Footer {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('contentinfo');
  }

  link(name: string | RegExp): Locator {
    return this.root.getByRole('link', { name, exact: typeof name === 'string' });
  }
}
