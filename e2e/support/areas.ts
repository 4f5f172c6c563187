import { expect, type Page } from '@playwright/test';
import { translation } from './translations';

/** Area subdomains → the remote that renders the area (spec: host rule). */
export const AREAS = ['skillup', 'intel', 'tools'] as const;
export type Area = (typeof AREAS)[number];

/** The area remote's landing page, in English, is what the area host shows. */
export async function expectAreaLanding(page: Page, area: Area): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    translation(`remotes/${area}`, 'en', 'landing.title'),
  );
}
