import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, serviceClient, signInAsUi, totpCode } from '../support/backend';
import { signInAs } from '../support/session';

// The admin console's Subs and Revenue tabs against the real stack, as an admin who signs in
// with the password and the TOTP code. The e2e database is shared by the whole suite, so the
// expected figures are computed here, by the spec's formulas, from every subscription and
// payment in the database at the time, plus a member of this test's own with more
// subscriptions than a page (one active and cancelling, ten expired) and payments this month
// and last month.

type Subscription = {
  tier: string;
  status: string;
  amount_cents: number;
  cancel_at_period_end: boolean;
  created_at: string;
};
type Payment = { amount_cents: number; status: string; created_at: string };

const YEAR_MS = 365 * 24 * 3600 * 1000;
const tag = randomUUID().slice(0, 8);
let admin: Member;
let subscriber: Member;

test.beforeAll(async () => {
  admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
  subscriber = await createMember({
    fullName: `Esi Subscriber ${tag}`,
    email: `esi-${tag}@csan.test`,
    tier: 'Professional',
  });
  const service = await serviceClient();
  const now = Date.now();
  const rows = [
    {
      user_id: subscriber.id,
      tier: 'Professional',
      status: 'active',
      amount_cents: 51234,
      next_billing_date: new Date(now + YEAR_MS / 2).toISOString(),
      cancel_at_period_end: true,
      payment_reference: `e2e-subs-${tag}-0`,
      created_at: new Date(now - 1000).toISOString(),
    },
    ...Array.from({ length: 10 }, (_, i) => ({
      user_id: subscriber.id,
      tier: i % 2 === 0 ? 'Student' : 'Professional',
      status: 'expired',
      amount_cents: 20000 + i,
      next_billing_date: new Date(now - (i + 1) * YEAR_MS).toISOString(),
      cancel_at_period_end: false,
      payment_reference: `e2e-subs-${tag}-${i + 1}`,
      created_at: new Date(now - (i + 2) * YEAR_MS).toISOString(),
    })),
  ];
  const { error } = await service.from('subscriptions').insert(rows);
  if (error) throw new Error(error.message);
  const monthStart = new Date(now);
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const { error: paid } = await service.from('transactions').insert([
    {
      user_id: subscriber.id,
      amount_cents: 51234,
      status: 'success',
      reference: `e2e-pay-${tag}-now`,
      created_at: new Date(now - 1000).toISOString(),
    },
    {
      user_id: subscriber.id,
      amount_cents: 12345,
      status: 'success',
      reference: `e2e-pay-${tag}-last-month`,
      created_at: new Date(monthStart.getTime() - 1).toISOString(),
    },
    {
      user_id: subscriber.id,
      amount_cents: 99999,
      status: 'failed',
      reference: `e2e-pay-${tag}-failed`,
      created_at: new Date(now - 1000).toISOString(),
    },
  ]);
  if (paid) throw new Error(paid.message);
});

test.afterAll(async () => {
  const service = await serviceClient();
  await service.from('transactions').delete().eq('user_id', subscriber.id);
  await service.from('subscriptions').delete().eq('user_id', subscriber.id);
});

async function everything(): Promise<{ subscriptions: Subscription[]; payments: Payment[] }> {
  const service = await serviceClient();
  const subs = await service
    .from('subscriptions')
    .select('tier, status, amount_cents, cancel_at_period_end, created_at');
  const pays = await service.from('transactions').select('amount_cents, status, created_at');
  if (subs.error || pays.error) throw new Error(subs.error?.message ?? pays.error?.message);
  return { subscriptions: subs.data as Subscription[], payments: pays.data as Payment[] };
}

const cedis = (pesewas: number) =>
  `GHS ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(pesewas / 100)}`;
const monthLabel = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(at);

/** The spec's formulas (content-member-admin §9), applied to the raw rows. */
function figuresOf({ subscriptions, payments }: Awaited<ReturnType<typeof everything>>) {
  const now = new Date();
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const active = subscriptions.filter((s) => s.status === 'active');
  const annual = active.reduce((sum, s) => sum + s.amount_cents, 0);
  const cancelling = active.filter((s) => s.cancel_at_period_end).length;
  const paid = payments.filter((p) => p.status === 'success');
  const months = Array.from({ length: 12 }, (_, i) => {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1);
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 10 + i, 1);
    const inMonth = paid.filter((p) => {
      const at = new Date(p.created_at).getTime();
      return at >= start && at < end;
    });
    return {
      label: monthLabel(new Date(start)),
      revenue: inMonth.reduce((sum, p) => sum + p.amount_cents, 0),
      payments: inMonth.length,
    };
  });
  return {
    total: subscriptions.filter((s) => ['active', 'expired'].includes(s.status)).length,
    active: active.length,
    cancelling,
    annual,
    mrr: Math.round(annual / 12),
    churn: active.length === 0 ? 0 : Math.round((cancelling * 1000) / active.length) / 10,
    average: active.length === 0 ? 0 : Math.round(annual / active.length),
    newThisMonth: active.filter((s) => new Date(s.created_at).getTime() >= monthStart).length,
    totalRevenue: paid.reduce((sum, p) => sum + p.amount_cents, 0),
    byTier: ['Student', 'Professional', 'Corporate'].map((tier) => {
      const rows = active.filter((s) => s.tier === tier);
      return { tier, members: rows.length, revenue: rows.reduce((n, s) => n + s.amount_cents, 0) };
    }),
    months,
  };
}

async function signInAdmin(page: Page) {
  await signInAsUi(page, {
    email: admin.email,
    password: admin.password,
    totpSecret: admin.totpSecret,
  });
}

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, title: string) =>
  main(page).getByRole('region', { name: title, exact: true });
/** A summary card showing exactly `value` as its figure. */
const expectFigure = (page: Page, title: string, value: string) =>
  expect(card(page, title).getByText(value, { exact: true })).toBeVisible();

/** Records whether any JavaScript the page downloads contains the chart library. */
function watchForChartLibrary(page: Page): { loaded: () => boolean } {
  let seen = false;
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('recharts-bar-rectangle')) seen = true;
  });
  return { loaded: () => seen };
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide`).toBeLessThanOrEqual(innerWidth);
}

test('Subs: the cards count what their titles say; the list is paged and searched on the server', async ({
  page,
}) => {
  const expected = figuresOf(await everything());
  const charts = watchForChartLibrary(page);
  await signInAdmin(page);
  await page.goto('/admin/subscriptions');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeVisible();
  await expectFigure(page, 'Total Subscriptions', String(expected.total));
  await expectFigure(page, 'Active', String(expected.active));
  await expectFigure(page, 'Cancelling', String(expected.cancelling));
  await expectFigure(page, 'Annual Revenue', cedis(expected.annual));
  // The unsearched list is the set Total Subscriptions counts.
  await expect(main(page).getByText(`Subscriptions found: ${expected.total}`)).toBeVisible();

  const search = main(page).getByRole('searchbox', {
    name: 'Search by tier, user ID, name or email',
  });
  const rows = main(page).getByRole('table').getByRole('row');
  await search.fill(`esi subscriber ${tag}`);
  await expect(page).toHaveURL(/[?&]q=esi/);
  await expect(main(page).getByText('Subscriptions found: 11')).toBeVisible();
  await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
  await expect(rows).toHaveCount(11);
  const newest = rows.nth(1);
  await expect(newest).toContainText(`Esi Subscriber ${tag}`);
  await expect(newest).toContainText(subscriber.email);
  await expect(newest.getByText('Cancelling', { exact: true })).toBeVisible();
  await expect(newest).toContainText(cedis(51234));
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByText('Page 2 of 2')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByText('Expired', { exact: true })).toBeVisible();

  // A reload lands on the same page of the same search.
  await page.reload();
  await expect(main(page).getByText('Page 2 of 2')).toBeVisible();

  // The e-mail (any case) and the user id find the same member; a tier finds its rows.
  await search.fill(subscriber.email.toUpperCase());
  await expect(main(page).getByText('Subscriptions found: 11')).toBeVisible();
  await search.fill(subscriber.id.slice(-12));
  await expect(main(page).getByText('Subscriptions found: 11')).toBeVisible();
  const { subscriptions } = await everything();
  const corporate = subscriptions.filter(
    (s) => s.tier === 'Corporate' && ['active', 'expired'].includes(s.status),
  ).length;
  await search.fill('CORPORATE');
  await expect(main(page).getByText(`Subscriptions found: ${corporate}`)).toBeVisible();
  await search.fill(`nobody-${tag}`);
  await expect(main(page).getByText('No subscriptions found matching your search')).toBeVisible();
  // The chart library loads with the Revenue tab only.
  expect(charts.loaded()).toBe(false);
  await main(page).getByRole('link', { name: 'Revenue' }).click();
  await expect(main(page).locator('svg.recharts-surface').first()).toBeVisible();
  await expect.poll(() => charts.loaded()).toBe(true);
});

test('Revenue: the cards, tiers, key metrics and charts show the figures computed by hand', async ({
  page,
}) => {
  const expected = figuresOf(await everything());
  await signInAdmin(page);
  await page.goto('/admin/revenue');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Revenue' })).toBeVisible();
  const mrr = card(page, 'Monthly Recurring Revenue');
  await expectFigure(page, 'Monthly Recurring Revenue', cedis(expected.mrr));
  await expect(mrr).toContainText(`${cedis(expected.annual)} a year`);
  await expectFigure(page, 'Total Revenue', cedis(expected.totalRevenue));
  await expectFigure(page, 'New This Month', String(expected.newThisMonth));
  await expectFigure(page, 'Churn Rate', `${expected.churn.toFixed(1)}%`);
  await expect(card(page, 'Churn Rate')).toContainText(
    `${expected.cancelling} of ${expected.active} active subscriptions cancelling`,
  );
  await expectFigure(page, 'Average Subscription Value', cedis(expected.average));
  await expectFigure(page, 'Annual Run Rate', cedis(expected.annual));

  const byTier = card(page, 'Revenue by Tier');
  for (const tier of expected.byTier) {
    const item = byTier.getByRole('listitem', { name: tier.tier });
    await expect(item).toContainText(cedis(tier.revenue));
    await expect(item).toContainText(`Active subscriptions: ${tier.members}`);
  }

  // The charts (drawn by the lazily loaded chart library) and their figures.
  const byMonth = card(page, 'Revenue by month (last 12 months)');
  await expect(byMonth.locator('svg.recharts-surface')).toBeVisible();
  // One bar per month with revenue (a month without any draws none).
  await expect(byMonth.locator('.recharts-bar-rectangle')).toHaveCount(
    expected.months.filter((month) => month.revenue > 0).length,
  );
  await byMonth.getByText('Show the figures').click();
  const monthRows = byMonth.getByRole('table').getByRole('row');
  await expect(monthRows).toHaveCount(13);
  for (const [i, month] of expected.months.entries()) {
    await expect(monthRows.nth(i + 1).getByRole('cell')).toHaveText([
      cedis(month.revenue),
      String(month.payments),
    ]);
    await expect(monthRows.nth(i + 1).getByRole('rowheader')).toHaveText(month.label);
  }
  const members = card(page, 'Active members by tier');
  await expect(members.locator('svg.recharts-surface')).toBeVisible();
  await members.getByText('Show the figures').click();
  for (const [i, tier] of expected.byTier.entries()) {
    const row = members
      .getByRole('table')
      .getByRole('row')
      .nth(i + 1);
    await expect(row.getByRole('rowheader')).toHaveText(tier.tier);
    await expect(row.getByRole('cell')).toHaveText(String(tier.members));
  }
});

test('both tabs fit a phone, the table scrolling inside its box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  for (const path of ['/admin/subscriptions', '/admin/revenue']) {
    await page.goto(path);
    await expect(main(page).getByRole('region').first()).toBeVisible();
    await expect(
      main(page)
        .getByText(/Subscriptions found|Monthly Recurring Revenue/)
        .first(),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
});

test('axe finds nothing serious on either tab, the figures tables open; headings in order', async ({
  page,
}) => {
  await signInAdmin(page);
  for (const path of ['/admin/subscriptions', '/admin/revenue']) {
    await page.goto(path);
    await expect(
      main(page)
        .getByText(/Subscriptions found|Show the figures/)
        .first(),
    ).toBeVisible();
    for (const summary of await main(page).getByText('Show the figures').all()) {
      await summary.click();
    }
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, path).toEqual([]);
  }
});

test('Access: a member is refused both tabs, a visitor is sent to sign in and back', async ({
  page,
}) => {
  for (const path of ['/admin/subscriptions', '/admin/revenue']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  }
  const member = await createMember({ tier: 'Corporate' });
  await signInAs(page, member);
  for (const path of ['/admin/subscriptions', '/admin/revenue']) {
    await page.goto(path);
    await expect(page.getByText("Access Denied: You don't have admin privileges")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('Access: an admin whose session is aal1 goes through the MFA step and back to the tab', async ({
  page,
}) => {
  // A password-only session (aal1) of an admin with an authenticator still owes its MFA step:
  // the code is asked first, then the tab opens with its figures (never a raw error).
  await signInAs(page, { email: admin.email, password: admin.password });
  await page.goto('/admin/revenue');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/admin/revenue')}`);
  const code = page.getByLabel(/code/i).first();
  await code.fill(totpCode(admin.totpSecret ?? ''));
  await page
    .getByRole('button', { name: /verify/i })
    .first()
    .click();
  await expect(page).toHaveURL('/admin/revenue');
  await expect(card(page, 'Monthly Recurring Revenue')).toBeVisible();
});
