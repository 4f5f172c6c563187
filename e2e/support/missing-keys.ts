import { expect, type Page } from '@playwright/test';
import { allEnglishKeys } from './translations';

const KNOWN_KEYS = allEnglishKeys();
/** What an unresolved i18next key looks like: two dots or more, lower-case first segment. */
const KEY_SHAPE = /\b[a-z]+(\.[a-zA-Z0-9_]+){2,}\b/g;
/** Host names and e-mail addresses have the same shape; they end in a TLD. */
const DOMAIN_END = /\.(com|org|net|africa|gh|io|test|localhost|co|edu|gov|int)$/;

/**
 * Fails when the page shows a raw translation key: any text equal to a key of an English
 * catalog (anywhere on the page, `ns:key` too), or anything key-shaped in the main region
 * (catches keys that exist in no catalog at all).
 */
export async function expectNoMissingKeys(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text keeps block boundaries as spaces, so words of adjacent elements do not fuse into one token
  const bodyText = await page.locator('body').innerText();
  const shown = bodyText
    .split(/\s+/)
    .map((token) => token.replace(/^[^a-zA-Z]+|[^a-zA-Z0-9_]+$/g, ''))
    .map((token) => token.replace(/^[\w-]+:/, ''))
    .filter((token) => KNOWN_KEYS.has(token));
  expect(shown, 'translation keys shown as text').toEqual([]);

  // biome-ignore lint/performance/useDomNodeTextContent: rendered text keeps block boundaries as spaces, so words of adjacent elements do not fuse into one token
  const mainText = await page.getByRole('main').innerText();
  const keyShaped = [...mainText.matchAll(KEY_SHAPE)]
    .map((m) => m[0])
    .filter((text) => !DOMAIN_END.test(text));
  expect(keyShaped, 'key-shaped text in the main region').toEqual([]);
}
