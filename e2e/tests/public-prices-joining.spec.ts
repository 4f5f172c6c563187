import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, serviceClient } from '../support/backend';
import { portalLoopbackUrl } from '../support/ports';
import { signedInClient } from '../support/session';
import { type LanguageCode, translation } from '../support/translations';

// Issue 26 item 3 (last test): a visitor on /membership learns that membership is by invitation
// and how joining works, and reaches the waitlist form in one press.
//
// Issue 26 item 1: every price a visitor sees comes from membership_pricing. The prerendered
// `/` holds no price (an admin's change would make it stale); the live page fills the prices in
// without moving anything (the layout shift is measured here), and an admin's new price shows
// on `/` and `/membership` at the next visit.

const PRICING_ROWS = '**/rest/v1/membership_pricing?*';
const heroTitle = translation('remotes/public-site', 'en', 'home.hero.title');

/** The sum of layout-shift entries not caused by input, from the page's start (buffered). */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const priceOf = (page: Page, tier: string) => page.getByTestId(`tier-price-${tier}`);

/** `/` rendered by the app: the prerendered copies (one per language) have left the page. */
async function homeLive(page: Page) {
  await expect(page.locator('[data-prerender-lang]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
}

test('the prerendered / advertises no price; the live page fills them in without a shift', async ({
  browser,
}) => {
  const html = await (await fetch(`${portalLoopbackUrl}/`)).text();
  // The prerendered copy (all four languages), with the price lines but no price in them.
  expect(html).toContain('data-prerender-path="/"');
  expect(html).toContain('data-testid="tier-price-Professional"');
  expect(html).not.toMatch(/GHS\s*[\d,]/);

  // Tall enough that the tier cards are on screen as their prices arrive (CLS counts only what
  // is visible), on a desktop and on a phone scrolled to them.
  const figures: string[] = [];
  for (const { name, viewport, path } of [
    { name: 'desktop', viewport: { width: 1280, height: 3000 }, path: '/' },
    { name: 'phone', viewport: { width: 390, height: 844 }, path: '/#home-membership' },
  ]) {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await recordLayoutShift(page);
    // The prices answer only once the live page shows its placeholders: the measured shift
    // covers the placeholder → price change, however fast the machine.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PRICING_ROWS, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await homeLive(page);
    await expect(priceOf(page, 'Professional')).toHaveAttribute('aria-busy', 'true');
    release();
    for (const tier of ['Student', 'Professional', 'Corporate']) {
      await expect(priceOf(page, tier)).toHaveText(/GHS [\d,]+\.\d\d/);
    }
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    figures.push(`${name} ${cls.toFixed(4)}`);
    expect(cls, `${name}: layout shift while the prices filled in`).toBeLessThan(0.01);
    await context.close();
  }
  test.info().annotations.push({ type: 'cls', description: figures.join(', ') });
  console.log(`home prices layout shift (CLS): ${figures.join(', ')}`);
});

async function restoreProfessionalPrice(cents: number) {
  const service = await serviceClient();
  const { error } = await service
    .from('membership_pricing')
    .update({ base_price_cents: cents })
    .eq('tier', 'Professional');
  if (error) throw new Error(`restore the Professional price: ${error.message}`);
}

test.describe('an admin changes the Professional price', () => {
  let admin: Member;
  test.beforeAll(async () => {
    admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
  });

  test('the home page and /membership show the new price at the next visit', async ({ page }) => {
    const service = await serviceClient();
    const seeded = await service
      .from('membership_pricing')
      .select('base_price_cents')
      .eq('tier', 'Professional')
      .single();
    if (seeded.error) throw new Error(seeded.error.message);
    const before = seeded.data.base_price_cents as number;
    const changed = before + 7700; // GHS 77 more: a price no copy of the site could hold
    const shown = `GHS ${(changed / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
    try {
      // As the admin at aal2, through the table's RLS (what the Pricing tab does).
      const asAdmin = await signedInClient({
        email: admin.email,
        password: admin.password,
        totpSecret: admin.totpSecret,
      });
      const updated = await asAdmin
        .from('membership_pricing')
        .update({ base_price_cents: changed })
        .eq('tier', 'Professional')
        .select('tier');
      expect(updated.error).toBeNull();
      expect(updated.data).toHaveLength(1);

      await page.goto('/');
      await homeLive(page);
      await expect(priceOf(page, 'Professional')).toContainText(shown);
      await page.goto('/membership');
      await expect(page.getByRole('article', { name: 'Professional' })).toContainText(shown);
    } finally {
      await restoreProfessionalPrice(before); // other journeys read the seeded prices
    }
  });
});

test('a visitor learns on /membership that joining is by invitation and reaches the waitlist in one press', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto('/');
  await homeLive(page);
  // 'Join' (the hero) and every 'Get Started' (the tier cards) lead to /membership.
  const main = page.getByRole('main');
  for (const link of await main.getByRole('link', { name: 'Get Started' }).all()) {
    await expect(link).toHaveAttribute('href', '/membership');
  }
  await main.getByRole('link', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(/\/membership$/);

  const join = page.getByRole('region', { name: 'How to join' });
  await expect(join).toContainText('Membership is by invitation.');
  await expect(join.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Membership tiers' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, '/membership scrolls sideways on a phone').toBeLessThanOrEqual(1);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await join.getByRole('link', { name: 'Join the waitlist' }).click();
  await expect(page).toHaveURL(/\/login\?tab=waitlist$/);
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Join the waitlist' }),
  ).toBeVisible();

  for (const language of ['fr', 'pt', 'sw'] as LanguageCode[]) {
    const text = (key: string) => translation('remotes/membership-checkout', language, key);
    await page.goto(`/membership?lng=${language}`);
    const section = page.getByRole('region', { name: text('membership.join.heading') });
    await expect(section).toContainText(text('membership.join.byInvitation'));
    await expect(section.getByRole('link', { name: text('membership.join.cta') })).toBeVisible();
  }
  await context.close();
});
