import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  anonClient,
  createMember,
  type Member,
  mailTo,
  serviceClient,
  signInAsUi,
} from '../support/backend';
import { expectNoMissingKeys } from '../support/missing-keys';
import { pdfBytesText, pdfText } from '../support/pdf';
import { storeSession } from '../support/session';
import { LANGUAGES, translation } from '../support/translations';

/**
 * Membership, checkout and payment through the local Paystack-compatible
 * provider (`<api>/_dev/paystack`), on users of their own (the e2e database is shared).
 */

/** Signs in as `member` by storing the session supabase-js would store after a sign-in. */
async function signInBySession(page: Page, member: Member): Promise<void> {
  const client = await anonClient();
  const { data, error } = await client.auth.signInWithPassword({
    email: member.email,
    password: member.password,
  });
  if (error || !data.session) throw new Error(`sign in ${member.email}: ${error?.message}`);
  await storeSession(page, data.session);
}

type SubscriptionRow = {
  id: string;
  tier: string;
  status: string;
  amount_cents: number;
  team_size: number;
  cancel_at_period_end: boolean;
  next_billing_date: string | null;
};

/** The member's subscriptions, newest first (service role: test checks only). */
async function subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
  const service = await serviceClient();
  const { data, error } = await service
    .from('subscriptions')
    .select('id, tier, status, amount_cents, team_size, cancel_at_period_end, next_billing_date')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as SubscriptionRow[];
}

async function profileTier(userId: string): Promise<string | null> {
  const service = await serviceClient();
  const { data, error } = await service
    .from('profiles')
    .select('membership_tier')
    .eq('user_id', userId)
    .single();
  if (error) throw new Error(error.message);
  return (data as { membership_tier: string | null }).membership_tier;
}

/** A subscription made directly in the database (set-up for the lifecycle journeys); its id. */
async function giveSubscription(
  userId: string,
  row: Partial<SubscriptionRow> & { tier: string; status: string; amount_cents: number },
): Promise<string> {
  const service = await serviceClient();
  const { data, error } = await service
    .from('subscriptions')
    .insert({
      user_id: userId,
      team_size: 1,
      payment_reference: `e2e-${userId}-${Date.now()}`,
      ...row,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

/** A past payment of a subscription, for the payment history. */
async function givePayment(userId: string, subscriptionId: string, amountCents: number) {
  const service = await serviceClient();
  const { error } = await service.from('transactions').insert({
    user_id: userId,
    subscription_id: subscriptionId,
    amount_cents: amountCents,
    currency: 'GHS',
    status: 'success',
    reference: `e2e-trx-${subscriptionId}-${amountCents}`,
    provider: amountCents === 0 ? 'free' : 'paystack',
  });
  if (error) throw new Error(error.message);
}

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Checkout page object: the flows several journeys share. */
class Checkout {
  constructor(private readonly page: Page) {}

  async open(tier: string) {
    await this.page.goto(`/checkout?tier=${tier}`);
    await expect(this.page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  }

  total() {
    return this.page
      .getByRole('region', { name: 'Order summary' })
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::*[1]');
  }

  async setTeamSize(size: number) {
    const field = this.page.getByRole('spinbutton', { name: /Team size/ });
    await field.fill(String(size));
  }

  async applyCode(code: string) {
    await this.page.getByRole('textbox', { name: 'Discount code' }).fill(code);
    await this.page.getByRole('button', { name: 'Apply' }).click();
  }

  async proceed() {
    await this.page.getByRole('button', { name: 'Proceed to Payment' }).click();
  }
}

/** The local provider's hosted test checkout page (Pay / Decline). */
async function onProviderPage(page: Page, action: 'pay' | 'decline') {
  await page.waitForURL((url) => url.pathname.startsWith('/_dev/paystack'));
  const name = action === 'pay' ? /^pay/i : /decline/i;
  await page.getByRole('button', { name }).click();
}

async function expectPaymentSuccess(page: Page) {
  await page.waitForURL(/\/payment-callback\?/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Payment successful! Your subscription is now active')).toBeVisible();
}

/** The result page's facts: amount, the reference it came back with, tier and a period. */
async function expectPaymentFacts(page: Page, amount: string, tier: string): Promise<string> {
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  const facts = page.getByLabel('Payment details');
  await expect(facts.locator('dt')).toHaveText([
    'Amount paid',
    'Reference',
    'Membership',
    'Period',
  ]);
  await expect(facts.locator('dd')).toHaveText([
    amount,
    reference,
    tier,
    /^\d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}$/,
  ]);
  return reference;
}

type MailAttachment = { filename: string; content_type: string; content: string };

/**
 * The text of the PDF attached to the receipt mail of `reference` (the outbox sends it after
 * the payment settles: waited for, never assumed).
 */
async function receiptMailPdf(address: string, reference: string): Promise<string> {
  let pdf: MailAttachment | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailTo(address)) as Array<{
          subject: string;
          attachments?: MailAttachment[];
        }>;
        const mail = mails.find((m) => m.subject.includes(`receipt (${reference})`));
        pdf = mail?.attachments?.find((a) => a.content_type === 'application/pdf');
        return Boolean(pdf);
      },
      { timeout: 30_000, message: `a receipt mail with a PDF for ${reference}` },
    )
    .toBe(true);
  return pdfBytesText(new Uint8Array(Buffer.from(pdf?.content ?? '', 'base64')));
}

test.describe('membership purchase', () => {
  test('a Professional purchase through the provider page ends active at GHS 500.00', async ({
    page,
  }) => {
    const member = await createMember();
    await signInBySession(page, member);
    await page.goto('/membership');
    await page.getByRole('link', { name: 'Subscribe to Professional' }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=Professional$/);
    const checkout = new Checkout(page);
    await expect(checkout.total()).toHaveText('GHS 500.00');
    await checkout.proceed();
    await onProviderPage(page, 'pay');
    await expectPaymentSuccess(page);
    // The result is a receipt: amount, reference, tier and period (issue 26 item 5).
    const reference = await expectPaymentFacts(page, 'GHS 500.00', 'Professional');

    // The receipt e-mail's PDF shows what the checkout showed (issue 27).
    const mailed = await receiptMailPdf(member.email, reference);
    for (const fact of ['GHS 500.00', reference, 'Professional', member.email]) {
      expect(mailed).toContain(fact);
    }

    await page.getByRole('link', { name: 'View Membership' }).click();
    const status = page.getByRole('region', { name: 'Your membership' });
    await expect(status.getByText('Active')).toBeVisible();
    await expect(status.getByText('GHS 500.00')).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('cell', { name: 'Successful' }).first(),
    ).toBeVisible();

    // The same receipt downloads from the payment history.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download receipt for the payment of / }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`CSAN-receipt-${reference}.pdf`);
    expect(await pdfText(download)).toBe(mailed);

    const [subscription] = await subscriptionsOf(member.id);
    expect(subscription).toMatchObject({
      tier: 'Professional',
      status: 'active',
      amount_cents: 50000,
    });
    expect(await profileTier(member.id)).toBe('Professional');
  });

  test('a Corporate purchase for 8 members charges base + 3 × per-extra (GHS 2,900.00)', async ({
    page,
  }) => {
    const member = await createMember();
    await signInBySession(page, member);
    const checkout = new Checkout(page);
    await checkout.open('Corporate');
    await expect(checkout.total()).toHaveText('GHS 2,000.00');
    await checkout.setTeamSize(8);
    await expect(checkout.total()).toHaveText('GHS 2,900.00');
    await checkout.proceed();
    await onProviderPage(page, 'pay');
    await expectPaymentSuccess(page);

    const [subscription] = await subscriptionsOf(member.id);
    expect(subscription).toMatchObject({
      tier: 'Corporate',
      status: 'active',
      amount_cents: 290000,
      team_size: 8,
    });
  });

  test('a 100% code (FREEPASS) activates without the payment page', async ({ page }) => {
    const member = await createMember();
    await signInBySession(page, member);
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_dev/paystack')) providerRequests.push(request.url());
    });
    const checkout = new Checkout(page);
    await checkout.open('Professional');
    await checkout.applyCode('freepass');
    await expect(page.getByText('FREE Membership')).toBeVisible();
    await expect(checkout.total()).toHaveText('GHS 0.00');
    // A free quote says so on its button (not 'Proceed to Payment').
    await page.getByRole('button', { name: 'Activate membership' }).click();

    await expect(page).toHaveURL(/\/payment-callback\?status=free&ref=/);
    await expect(page.getByRole('heading', { name: 'Membership Activated!' })).toBeVisible();
    // One toast says it, and it leaves the header's avatar and menu uncovered.
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Membership activated! 100% discount applied.');
    const toastBox = await toast.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(toastBox && headerBox && toastBox.y >= headerBox.y + headerBox.height).toBe(true);
    expect(providerRequests).toEqual([]);
    const [subscription] = await subscriptionsOf(member.id);
    expect(subscription).toMatchObject({ status: 'active', amount_cents: 0 });

    await page.getByRole('link', { name: 'View Membership' }).click();
    // The status view's amount and the history's row both say it; the
    // history loads on its own, so each is looked for in its place.
    await expect(
      page.getByRole('definition').filter({ hasText: '(Free with discount)' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('cell', { name: '(Free with discount)' }),
    ).toBeVisible();
  });

  test('a declined payment shows Payment Declined and activates nothing', async ({ page }) => {
    const member = await createMember();
    await signInBySession(page, member);
    const checkout = new Checkout(page);
    await checkout.open('Student');
    await checkout.proceed();
    await onProviderPage(page, 'decline');
    await page.waitForURL(/\/payment-callback\?/);
    // Declined is said as declined (issue 26 item 5), not 'verification failed, contact support'.
    await expect(page.getByRole('heading', { name: 'Payment Declined' })).toBeVisible();
    const message = page.getByRole('main').getByRole('status');
    await expect(message).toContainText('declined, so nothing was charged');
    await expect(message).not.toContainText('contact support');
    await expect(page.getByRole('link', { name: 'Back to Membership' })).toBeVisible();
    const active = (await subscriptionsOf(member.id)).filter((s) => s.status === 'active');
    expect(active).toEqual([]);
    // Trying again is the same checkout.
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=Student$/);
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  });

  test('back from the provider without a session: no failure, sign in, then the real result', async ({
    page,
    browser,
  }) => {
    const member = await createMember();
    await signInBySession(page, member);
    const checkout = new Checkout(page);
    await checkout.open('Student');
    await checkout.proceed();
    await page.waitForURL((url) => url.pathname.startsWith('/_dev/paystack'));
    // The provider's page finished in a browser without the member's session.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(page.url());
    await onProviderPage(other, 'pay');
    await other.waitForURL(/\/payment-callback\?/);
    await expect(
      other.getByRole('heading', { name: 'Sign in to see your payment result' }),
    ).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Payment Failed' })).toHaveCount(0);

    await other.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(other).toHaveURL(/\/login\?next=%2Fpayment-callback%3F/);
    await other.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
    await other
      .getByLabel(/password/i)
      .first()
      .fill(member.password);
    await other
      .getByRole('button', { name: /sign in/i })
      .first()
      .click();
    await expect(other).toHaveURL(/\/payment-callback\?/);
    await expect(other.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect((await subscriptionsOf(member.id))[0]?.status).toBe('active');
    await elsewhere.close();
  });

  test('closing the tab after paying still activates through the webhook', async ({ context }) => {
    const member = await createMember();
    const page = await context.newPage();
    await signInBySession(page, member);
    const checkout = new Checkout(page);
    await checkout.open('Professional');
    await checkout.proceed();
    // The tab dies on its way back: closed as soon as the browser commits /payment-callback
    // (the provider's 303). In case the page got to run anything first, its verify-payment
    // call is refused, so only the webhook can activate (redirects themselves cannot be routed).
    await page.route('**/functions/v1/verify-payment', (route) => route.abort());
    await onProviderPage(page, 'pay');
    await page.waitForURL(/\/payment-callback\?/, { waitUntil: 'commit' });
    await page.close();

    await expect
      .poll(async () => (await subscriptionsOf(member.id))[0]?.status, { timeout: 20_000 })
      .toBe('active');
    expect(await profileTier(member.id)).toBe('Professional');
  });
});

test.describe('membership lifecycle', () => {
  test('cancel asks first, then shows Expiring and hides the button', async ({ page }) => {
    const member = await createMember({ tier: 'Professional' });
    await giveSubscription(member.id, {
      tier: 'Professional',
      status: 'active',
      amount_cents: 50000,
      next_billing_date: daysFromNow(200),
    });
    await signInBySession(page, member);
    await page.goto('/membership');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText(
        'Cancel subscription? You will have access until the end of your billing period.',
      ),
    ).toBeVisible();
    // The safe choice has the focus; Escape keeps the subscription.
    await expect(dialog.getByRole('button', { name: 'Keep Subscription' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

    await expect(page.getByText('Subscription cancelled')).toBeVisible();
    await expect(page.getByText('Expiring', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    const [subscription] = await subscriptionsOf(member.id);
    expect(subscription?.cancel_at_period_end).toBe(true);
  });

  test('an expired subscription shows the banner and renews through checkout', async ({ page }) => {
    const member = await createMember({ tier: 'Student' });
    await giveSubscription(member.id, {
      tier: 'Student',
      status: 'expired',
      amount_cents: 20000,
      next_billing_date: daysFromNow(-5),
    });
    await signInBySession(page, member);
    await page.goto('/membership');
    await expect(page.getByText('Membership Expired')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Renew Subscription' })).toBeVisible();
    await page.getByRole('link', { name: 'Renew Now' }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=Student$/);
    await new Checkout(page).proceed();
    await onProviderPage(page, 'pay');
    await expectPaymentSuccess(page);
    // The renewal's result is a receipt too.
    await expectPaymentFacts(page, 'GHS 200.00', 'Student');

    await page.getByRole('link', { name: 'View Membership' }).click();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Membership Expired')).toHaveCount(0);
    const [latest] = await subscriptionsOf(member.id);
    expect(latest).toMatchObject({ tier: 'Student', status: 'active', amount_cents: 20000 });
    expect(new Date(latest?.next_billing_date ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 360 * DAY,
    );
  });
});

/** Nothing sticks out sideways: the page never scrolls horizontally on a phone. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide`).toBeLessThanOrEqual(innerWidth);
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a Corporate renewal keeps its team of 8 through checkout to the provider page, nothing overflowing', async ({
    page,
  }) => {
    const member = await createMember({ tier: 'Corporate' });
    const expired = await giveSubscription(member.id, {
      tier: 'Corporate',
      status: 'expired',
      amount_cents: 290000,
      team_size: 8,
      next_billing_date: daysFromNow(-3),
    });
    await givePayment(member.id, expired, 290000);
    await givePayment(member.id, expired, 0);
    await signInBySession(page, member);
    await page.goto('/membership');
    await expect(page.getByText('Membership Expired')).toBeVisible();
    // The history's widest row: a free payment reads '(Free with discount)'.
    await expect(
      page.getByRole('table').getByRole('cell', { name: '(Free with discount)' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.getByRole('link', { name: 'Renew Now' }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=Corporate&team=8$/);
    const checkout = new Checkout(page);
    await expect(page.getByRole('spinbutton', { name: /Team size/ })).toHaveValue('8');
    await expect(checkout.total()).toHaveText('GHS 2,900.00');
    await expectNoHorizontalOverflow(page);

    // A refusal under the field, then the order summary with its total.
    await checkout.applyCode('expired20');
    await expect(page.getByText('This discount code has expired')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);

    await checkout.proceed();
    await page.waitForURL((url) => url.pathname.startsWith('/_dev/paystack'));
    // The provider charges what the server priced: base + 3 extra members.
    await page.getByRole('button', { name: 'Pay GHS 2900.00' }).click();
    await expectPaymentSuccess(page);
    await expectNoHorizontalOverflow(page);

    const [renewed] = await subscriptionsOf(member.id);
    expect(renewed).toMatchObject({ tier: 'Corporate', status: 'active', team_size: 8 });
  });
});

test.describe('membership pages in every language', () => {
  const REMOTE = 'remotes/membership-checkout';
  for (const language of LANGUAGES) {
    test(`status view and checkout are fully translated in ${language.label}`, async ({ page }) => {
      const member = await createMember();
      await giveSubscription(member.id, {
        tier: 'Professional',
        status: 'active',
        amount_cents: 50000,
        next_billing_date: daysFromNow(7),
      });
      await signInBySession(page, member);
      await page.goto(`/membership?lng=${language.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation(REMOTE, language.code, 'membership.title'),
      );
      await expect(
        page.getByText(translation(REMOTE, language.code, 'membership.renewal.title')),
      ).toBeVisible();
      await expectNoMissingKeys(page);

      await page.goto(`/checkout?tier=Corporate&lng=${language.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation(REMOTE, language.code, 'checkout.title'),
      );
      await expect(
        page.getByText(translation(REMOTE, language.code, 'checkout.summary.heading')),
      ).toBeVisible();
      // Professional runs 7 more days: buying Corporate says that time is not carried over.
      const professional = translation(REMOTE, language.code, 'tiers.Professional');
      await expect(
        page.getByText(
          translation(REMOTE, language.code, 'checkout.switchTitle').replace(
            '{{current}}',
            professional,
          ),
        ),
      ).toBeVisible();
      await expectNoMissingKeys(page);
    });
  }
});

test.describe('receipts for the admin', () => {
  test("an admin resends a member's receipt (a new mail with the PDF) and downloads the Members CSV", async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    const member = await createMember({ fullName: `Efua Receipt ${tag}`, tier: 'Student' });
    const subscription = await giveSubscription(member.id, {
      tier: 'Student',
      status: 'active',
      amount_cents: 20000,
      next_billing_date: daysFromNow(200),
    });
    await givePayment(member.id, subscription, 20000);
    const reference = `e2e-trx-${subscription}-20000`;
    const admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
    await signInAsUi(page, admin);

    await page.goto(`/admin/subscriptions?q=${encodeURIComponent(member.email)}`);
    await page.getByRole('button', { name: `Resend receipt to Efua Receipt ${tag}` }).click();
    await expect(page.getByText(`Receipt sent again to Efua Receipt ${tag}`)).toBeVisible();
    const mailed = await receiptMailPdf(member.email, reference);
    expect(mailed).toContain('GHS 200.00');
    expect(mailed).toContain(`Efua Receipt ${tag}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download members CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^members-.+\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\ufeff"name","email","tier","status","next_billing_date","mfa_enabled","is_lms_active","is_cert_partner","has_premium_tool_access","is_admin","joined_at"',
    );
    expect(csv).toContain(`"Efua Receipt ${tag}","${member.email}","Student","active"`);
  });
});
