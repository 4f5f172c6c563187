import { expect, type Page, test } from '@playwright/test';
import { createMember, serviceClient } from '../support/backend';
import { signInAs } from '../support/session';

/**
 * Issue 25 item 1: checkout charges what it shows. The page holds the code and asks the server
 * for the quote whenever the tier, team size or code changes, so a Corporate buyer who applies a
 * code and then changes the team size sees the code priced again; the local Paystack-compatible
 * provider's page then asks for exactly the total the checkout showed, and a 100 % code
 * activates without any provider page. A percentage (WELCOME10), a fixed (CORP500) and a 100 %
 * code (FREEPASS), each across Corporate 5 → 8 → 5 seats, on members of their own.
 */

/** 'GHS 2,610.00' (the checkout) or 'GHS 2610.00' (the provider page) → pesewas. */
function pesewas(text: string | null): number {
  const match = /GHS\s*([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no GHS amount in ${JSON.stringify(text)}`);
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]);
}

class Checkout {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/checkout?tier=Corporate');
    await expect(this.page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  }

  total() {
    return this.page
      .getByRole('region', { name: 'Order summary' })
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::*[1]');
  }

  /** The summary's figures are the quote of what is on screen (not the previous one's). */
  async expectTotal(text: string) {
    await expect(this.total()).toHaveText(text);
    await expect(this.page.locator('dl[aria-busy="true"]')).toHaveCount(0);
  }

  async setTeamSize(size: number) {
    await this.page.getByRole('spinbutton', { name: /Team size/ }).fill(String(size));
  }

  async applyCode(code: string) {
    await this.page.getByRole('textbox', { name: 'Discount code' }).fill(code);
    await this.page.getByRole('button', { name: 'Apply' }).click();
    await expect(this.page.getByText('Discount code applied')).toBeVisible();
  }

  /** The total shown right before the order is placed, in pesewas. */
  async shownTotal(): Promise<number> {
    return pesewas(await this.total().textContent());
  }
}

/** Places the order and reads what the provider's hosted page asks to be paid. */
async function providerAsks(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/_dev/paystack'));
  return pesewas(await page.getByRole('button', { name: /^Pay / }).textContent());
}

async function subscriptionOf(userId: string) {
  const service = await serviceClient();
  const { data, error } = await service
    .from('subscriptions')
    .select('status, amount_cents, team_size')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

test.describe('checkout quote across team sizes', () => {
  test('a percentage code (WELCOME10) is priced again at 8 seats and back at 5; the provider asks for the total shown', async ({
    page,
  }) => {
    const member = await createMember();
    await signInAs(page, member);
    const checkout = new Checkout(page);
    await checkout.open();
    await checkout.expectTotal('GHS 2,000.00');
    await checkout.applyCode('welcome10');
    await checkout.expectTotal('GHS 1,800.00');

    // The issue: the old page kept GHS 200 off at 8 seats (2,700.00) and charged 2,610.00.
    await checkout.setTeamSize(8);
    await checkout.expectTotal('GHS 2,610.00');
    await checkout.setTeamSize(5);
    await checkout.expectTotal('GHS 1,800.00');
    await checkout.setTeamSize(8);
    await checkout.expectTotal('GHS 2,610.00');

    const shown = await checkout.shownTotal();
    expect(shown).toBe(261000);
    expect(await providerAsks(page)).toBe(shown);
  });

  test('a fixed code (CORP500) stays GHS 500 off at 5 and 8 seats; the provider asks for the total shown', async ({
    page,
  }) => {
    const member = await createMember();
    await signInAs(page, member);
    const checkout = new Checkout(page);
    await checkout.open();
    await checkout.applyCode('CORP500');
    await checkout.expectTotal('GHS 1,500.00');
    await checkout.setTeamSize(8);
    await checkout.expectTotal('GHS 2,400.00');
    await checkout.setTeamSize(5);
    await checkout.expectTotal('GHS 1,500.00');

    const shown = await checkout.shownTotal();
    expect(shown).toBe(150000);
    expect(await providerAsks(page)).toBe(shown);
  });

  test('a 100 % code (FREEPASS) is free at every team size and activates with no provider page', async ({
    page,
  }) => {
    const member = await createMember();
    await signInAs(page, member);
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_dev/paystack')) providerRequests.push(request.url());
    });
    const checkout = new Checkout(page);
    await checkout.open();
    await checkout.applyCode('FREEPASS');
    await checkout.expectTotal('GHS 0.00');
    await expect(page.getByText('FREE Membership')).toBeVisible();
    await checkout.setTeamSize(8);
    await checkout.expectTotal('GHS 0.00');
    await checkout.setTeamSize(5);
    await checkout.expectTotal('GHS 0.00');

    // A free quote says so on its button.
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Activate membership' }).click();
    await expect(page).toHaveURL(/\/payment-callback\?status=free&ref=/);
    await expect(page.getByRole('heading', { name: 'Membership Activated!' })).toBeVisible();
    expect(providerRequests).toEqual([]);
    expect(await subscriptionOf(member.id)).toEqual({
      status: 'active',
      amount_cents: 0,
      team_size: 5,
    });
  });
});
