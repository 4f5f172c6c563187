import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, serviceClient } from '../support/backend';
import { apiUrl } from '../support/ports';
import { signInAs } from '../support/session';

/**
 * Mobile money at checkout (issue 27 item 3) through the dev provider's Charge API and its test
 * phone (`<api>/_dev/paystack/phone/<reference>`, Approve / Decline): pending → approved →
 * active; an OTP then a decline; a request that times out (the provider's never-answering test
 * number, 3 s). Each on a member of its own; every wait is for something visible.
 */

// Each journey waits on real 10-s re-checks and runs axe: more than the default minute when the
// machine is loaded (about 20-50 s each at load 25 on 2 cores).
test.describe.configure({ timeout: 120_000 });

/** axe's serious and critical findings, and the checkout's strict rules (as accessibility.spec). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.filter(
    (v) =>
      v.impact === 'serious' ||
      v.impact === 'critical' ||
      v.id === 'region' ||
      v.id === 'heading-order',
  );
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Pays the Student tier by mobile money from the checkout; the callback page's reference. */
async function payByMobileMoney(
  page: Page,
  member: Member,
  network: string,
  phone: string,
  checkForm?: (page: Page) => Promise<void>,
) {
  await signInAs(page, member);
  await page.goto('/checkout?tier=Student');
  await page.getByRole('radio', { name: /Mobile Money/ }).check();
  await page.getByRole('combobox', { name: /Mobile money network/ }).selectOption(network);
  await page.getByRole('textbox', { name: /Mobile money number/ }).fill(phone);
  await expect(page.getByText(/cannot be charged automatically/)).toBeVisible();
  await checkForm?.(page);
  await page.getByRole('button', { name: 'Send the payment request to my phone' }).click();
  await page.waitForURL(/\/payment-callback\?.*method=mobile_money/);
  return new URL(page.url()).searchParams.get('reference') ?? '';
}

/** Presses a button on the simulated phone, in a tab of its own. */
async function onPhone(page: Page, reference: string, button: 'Approve' | 'Decline') {
  const phone = await page.context().newPage();
  await phone.goto(`${apiUrl}/_dev/paystack/phone/${reference}`);
  await expect(phone.getByText('GHS 200.00')).toBeVisible();
  await phone.getByRole('button', { name: button }).click();
  await expect(phone.getByRole('status')).toContainText(
    button === 'Approve' ? 'success' : 'failed',
  );
  await phone.close();
}

async function expectWaiting(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'Waiting for approval on your phone' }),
  ).toBeVisible();
}

/** The member's subscriptions and tier (service role: test checks only). */
async function membershipOf(userId: string) {
  const service = await serviceClient();
  const subscriptions = await service
    .from('subscriptions')
    .select('status, amount_cents')
    .eq('user_id', userId);
  const profile = await service
    .from('profiles')
    .select('membership_tier')
    .eq('user_id', userId)
    .single();
  return {
    statuses: (subscriptions.data ?? []).map((s) => s.status as string),
    tier: (profile.data as { membership_tier: string | null } | null)?.membership_tier ?? null,
  };
}

test.describe('mobile money', () => {
  test('MTN MoMo: pending on the phone → approved → active', async ({ page }) => {
    const member = await createMember();
    const reference = await payByMobileMoney(
      page,
      member,
      'MTN MoMo',
      '024 123 4567',
      expectAccessible,
    );
    await expectWaiting(page);
    expect(await membershipOf(member.id)).toEqual({ statuses: ['pending'], tier: null });

    await onPhone(page, reference, 'Approve');
    // Live (the webhook's activation) or, at the latest, at the next 10-s check.
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
      timeout: 30_000,
    });
    const facts = page.getByLabel('Payment details');
    await expect(facts.locator('dd').first()).toHaveText('GHS 200.00');
    await expect(facts.locator('dd').nth(1)).toHaveText(reference);
    expect(await membershipOf(member.id)).toEqual({ statuses: ['active'], tier: 'Student' });

    await page.getByRole('link', { name: 'View Membership' }).click();
    await expect(page.getByText(/does not renew by itself/)).toBeVisible();
  });

  test('Telecel Cash: the network OTP, then a decline on the phone → Payment Declined, no membership', async ({
    page,
  }) => {
    const member = await createMember();
    const reference = await payByMobileMoney(page, member, 'Telecel Cash', '0201234567');
    await expect(
      page.getByRole('heading', { name: 'Enter the code from your network' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /One-time code/ }).fill('123456');
    await page.getByRole('button', { name: 'Confirm the code' }).click();
    await expectWaiting(page);

    await onPhone(page, reference, 'Decline');
    // Learnt at the next check (10 s after the last one, as Paystack advises).
    await expect(page.getByRole('heading', { name: 'Payment Declined' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/checkout?tier=Student',
    );
    expect(await membershipOf(member.id)).toEqual({ statuses: ['cancelled'], tier: null });
  });

  test('a request nobody approves times out → No Approval Received, no membership', async ({
    page,
  }) => {
    const member = await createMember();
    // On a phone: the mobile-money fields fit without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async (checkout: Page) =>
      expect(
        await checkout.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    // The provider's test number that never answers: its request times out after 3 s.
    await payByMobileMoney(page, member, 'AirtelTigo Money', '0551234989', fits);
    await expect(page.getByRole('heading', { name: 'No Approval Received' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('status')).toContainText('nothing was charged');
    expect(await membershipOf(member.id)).toEqual({ statuses: ['cancelled'], tier: null });
  });
});
