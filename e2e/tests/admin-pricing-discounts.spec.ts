import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, serviceClient, signInAsUi } from '../support/backend';
import { signInAs } from '../support/session';

// The admin console's Pricing and Discounts tabs against the real stack, as an admin who signs
// in with the password and the TOTP code: a new price is what checkout shows and charges at
// once; a 100% code is created (FREE ORDER), frees one order of a member and is refused the
// second time (the per-member limit), then is deactivated and deleted. The e2e database is
// shared, so the price is put back and the test's codes are removed afterwards.

const SEEDED_STUDENT_PRICE = 20000;
let admin: Member;

test.beforeAll(async () => {
  admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
});

async function setStudentPrice(cents: number) {
  const service = await serviceClient();
  const { error } = await service
    .from('membership_pricing')
    .update({ base_price_cents: cents, is_active: true })
    .eq('tier', 'Student');
  if (error) throw new Error(error.message);
}

async function deleteCodes(prefix: string) {
  const service = await serviceClient();
  const { error } = await service.from('discount_codes').delete().like('code', `${prefix}%`);
  if (error) throw new Error(error.message);
}

async function signInAdmin(page: Page) {
  await signInAsUi(page, {
    email: admin.email,
    password: admin.password,
    totpSecret: admin.totpSecret,
  });
}

const main = (page: Page) => page.getByRole('main');
const total = (page: Page) =>
  page
    .getByRole('region', { name: 'Order summary' })
    .getByText('Total', { exact: true })
    .locator('xpath=following-sibling::*[1]');

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide`).toBeLessThanOrEqual(innerWidth);
}

test.describe('Pricing', () => {
  test.afterEach(() => setStudentPrice(SEEDED_STUDENT_PRICE));

  test('a new Student price is what checkout shows and charges at once', async ({
    page,
    browser,
  }) => {
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member = await createMember();
    await signInAs(memberPage, member);
    // The member has seen the old price: checkout must not show it from the cache afterwards.
    await memberPage.goto('/membership');
    await memberPage.getByRole('link', { name: 'Subscribe to Student' }).click();
    await expect(total(memberPage)).toHaveText('GHS 200.00');

    await signInAdmin(page);
    await page.goto('/admin/pricing');
    const student = main(page).getByRole('region', { name: 'Student' });
    const base = student.getByRole('textbox', { name: /Base price \(pesewas\)/ });
    await expect(base).toHaveValue(String(SEEDED_STUDENT_PRICE));
    await expect(
      main(page)
        .getByRole('region', { name: 'Corporate' })
        .getByRole('textbox', { name: /Price per member beyond 5/ }),
    ).toHaveValue('30000');
    await expect(student.getByRole('textbox', { name: /Price per member/ })).toHaveCount(0);

    await base.fill('123.5');
    await expect(student.getByText('Use whole pesewas: digits only, no decimals')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await base.fill('23456');
    await expect(student.getByText('= GHS 234.56')).toBeVisible();
    await student.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Student pricing updated successfully')).toBeVisible();

    // Back to the plans and into checkout again inside the same app (no reload, same cache).
    await memberPage.goBack();
    await expect(memberPage).toHaveURL(/\/membership$/);
    await expect(memberPage.getByText('GHS 234.56').first()).toBeVisible();
    await memberPage.getByRole('link', { name: 'Subscribe to Student' }).click();
    await expect(total(memberPage)).toHaveText('GHS 234.56');
    await memberPage.getByRole('button', { name: 'Proceed to Payment' }).click();
    await memberPage.waitForURL((url) => url.pathname.startsWith('/_dev/paystack'));
    await memberPage.getByRole('button', { name: /^pay/i }).click();
    await memberPage.waitForURL(/\/payment-callback\?/);
    await expect(memberPage.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    const service = await serviceClient();
    const { data } = await service
      .from('transactions')
      .select('amount_cents, status')
      .eq('user_id', member.id);
    expect(data).toEqual([{ amount_cents: 23456, status: 'success' }]);
    await memberContext.close();
  });
});

test.describe('Discounts', () => {
  const prefix = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
  test.afterAll(() => deleteCodes(prefix));

  test('create a 100% code (FREE ORDER), it frees one order per member, deactivate and delete it', async ({
    page,
    browser,
  }) => {
    const code = `${prefix}FREE`;
    await signInAdmin(page);
    await page.goto('/admin/discounts');
    await main(page).getByRole('button', { name: 'Create Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Discount Code' });
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: /Code/ }).fill(code.toLowerCase());
    const value = dialog.getByRole('spinbutton', { name: /Discount \(%\)/ });
    await expect(value).toHaveValue('10');
    await value.fill('120');
    await expect(dialog.getByText('Percentage cannot exceed 100%')).toBeVisible();
    await value.fill('60');
    await expect(dialog.getByText('High-value discount')).toBeVisible();
    await value.fill('100');
    await expect(dialog.getByText('Free order')).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: 'Uses per member' })).toHaveValue('1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Discount code created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = main(page).getByRole('row').filter({ hasText: code });
    await expect(row.getByText('100% FREE ORDER')).toBeVisible();
    await expect(row.getByText('Once per member')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // A member's first order with it is free; the second time, Apply already refuses it.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage, await createMember());
    const applyCode = async () => {
      await memberPage.goto('/checkout?tier=Professional');
      await memberPage.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
      await memberPage.getByRole('button', { name: 'Apply' }).click();
    };
    await applyCode();
    await expect(total(memberPage)).toHaveText('GHS 0.00');
    // A free quote activates (its button says so) instead of going to the provider.
    await memberPage.getByRole('button', { name: 'Activate membership' }).click();
    await expect(memberPage.getByRole('heading', { name: 'Membership Activated!' })).toBeVisible();
    await applyCode();
    await expect(memberPage.getByText('You have already used this discount code')).toBeVisible();
    await expect(total(memberPage)).toHaveText('GHS 500.00');
    await memberContext.close();

    await page.reload();
    await expect(row.getByText('1 / unlimited')).toBeVisible();
    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await expect(page.getByText('Discount code updated')).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Activate ${code}` })).toBeVisible();

    await row.getByRole('button', { name: `Delete ${code}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete discount code ${code}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Discount code deleted')).toBeVisible();
    await expect(main(page).getByRole('row').filter({ hasText: code })).toHaveCount(0);
  });

  test('more codes than a page are paged and counted by the server; usable on a phone', async ({
    page,
  }) => {
    const service = await serviceClient();
    const { error } = await service.from('discount_codes').insert(
      Array.from({ length: 11 }, (_, i) => ({
        code: `${prefix}P${String(i).padStart(2, '0')}`,
        discount_type: 'percentage',
        discount_value: 5 + i,
      })),
    );
    expect(error).toBeNull();
    const { count } = await service
      .from('discount_codes')
      .select('id', { count: 'exact', head: true });
    const pages = Math.ceil((count ?? 0) / 10);
    expect(pages).toBeGreaterThanOrEqual(2);

    await page.setViewportSize({ width: 390, height: 844 });
    await signInAdmin(page);
    await page.goto('/admin/discounts');
    await expect(main(page).getByText(`Discount codes: ${count}`)).toBeVisible();
    await expect(main(page).getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(main(page).getByRole('rowheader')).toHaveCount(10);
    // Newest first: the last inserted leads.
    await expect(main(page).getByRole('rowheader').first()).toContainText(`${prefix}P`);
    await expectNoHorizontalOverflow(page);
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/admin\/discounts\?page=2$/);
    await expect(main(page).getByText(`Page 2 of ${pages}`)).toBeVisible();
    await page.reload();
    await expect(main(page).getByText(`Page 2 of ${pages}`)).toBeVisible();

    await page.goto('/admin/pricing');
    await expect(main(page).getByRole('region', { name: 'Corporate' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
