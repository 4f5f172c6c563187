import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  anonClient,
  type CapturedMail,
  createMember,
  mailTo,
  serviceClient,
  signInAsUi,
} from '../support/backend';
import { signedInClient, signInAs } from '../support/session';

/**
 * The resource library against the real stack: search, filter and paging in the URL, the lead
 * form before a Public download, the tier check (a visitor signs in and comes back, a Student is
 * offered the upgrade and cannot fetch the file even from storage directly, a Professional
 * downloads it), the item page, the phone layout and axe.
 */

const item = (n: number) => `00000000-0000-4000-8300-${String(n).padStart(12, '0')}`;
/** Seeded items (supabase/seed.sql). */
const PUBLIC_GUIDE = {
  id: item(4),
  title: 'Hardening Linux Servers: A Technical Guide',
  file: '04-hardening-linux-servers-a-technical-guide.pdf',
};
const PROFESSIONAL_CASE = {
  id: item(3),
  title: 'Mobile Money Fraud: A Case Study from Ghana',
  file: '03-mobile-money-fraud-a-case-study-from-ghana.pdf',
};
const INBOX = 'inbox@csan.localhost';

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });

/** What the database counts for a search (the journey compares the page with it). */
async function countOf(q: string, type?: string): Promise<number> {
  const client = await anonClient();
  let query = client
    .from('resource_items')
    .select('item_id', { count: 'exact', head: true })
    .textSearch('search_vector', q, { type: 'websearch', config: 'english' });
  if (type) query = query.in('content_type', [type]);
  const { count, error } = await query;
  if (error) throw new Error(error.message);
  return count ?? 0;
}

async function waitForLeadMail(email: string): Promise<CapturedMail> {
  await expect
    .poll(async () => (await mailTo(INBOX)).some((m) => m.text.includes(email)), {
      timeout: 10_000,
    })
    .toBe(true);
  const mail = (await mailTo(INBOX)).find((m) => m.text.includes(email));
  if (!mail) throw new Error('no lead mail');
  return mail;
}

test('a visitor searches, filters by type, and the URL brings the same result back', async ({
  page,
}) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  await expect(page.getByText('Showing 24 of 32 resources')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of results' })).toContainText(
    'Page 1 of 2',
  );

  const q = 'incident response';
  const all = await countOf(q);
  const briefs = await countOf(q, 'Training Material');
  expect(all).toBeGreaterThan(briefs);
  expect(briefs).toBeGreaterThan(0);

  await page.getByRole('searchbox', { name: 'Search resources' }).fill(q);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/resources\?q=incident\+response$/);
  await expect(page.getByText(`Showing ${all} of ${all} resources`)).toBeVisible();

  await page.getByRole('checkbox', { name: /Training Material/ }).check();
  await expect(page).toHaveURL(/\?q=incident\+response&type=Training\+Material$/);
  await expect(page.getByText(`Showing ${briefs} of ${briefs} resources`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(briefs);

  await page.reload();
  await expect(page.getByText(`Showing ${briefs} of ${briefs} resources`)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue(q);
  await expect(page.getByRole('checkbox', { name: /Training Material/ })).toBeChecked();

  await page.goBack();
  await expect(page.getByText(`Showing ${all} of ${all} resources`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByText('Showing 24 of 32 resources')).toBeVisible();
});

test('a visitor downloads a Public item through the lead form; the lead, the count and the team’s e-mail are recorded', async ({
  page,
}) => {
  const email = `lead-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/resources?q=hardening');
  await card(page, PUBLIC_GUIDE.title)
    .getByRole('button', { name: /^Download/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Download this resource' });
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(dialog.getByText('First name is required')).toBeVisible();

  await dialog.getByLabel(/First name/).fill('Ama');
  await dialog.getByLabel(/Last name/).fill('Visitor');
  await dialog.getByLabel(/Company email/).fill(email);
  await dialog.getByLabel(/Organization/).fill('Accra Fintech');
  await dialog.getByLabel(/Country/).fill('Ghana');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(PUBLIC_GUIDE.file);
  await expect(page.getByText('Your download has started.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const service = await serviceClient();
  const { data: leads } = await service
    .from('content_leads')
    .select('lead_id, lead_name, organization, country, resource_id')
    .eq('lead_email', email);
  expect(leads).toEqual([
    {
      lead_id: expect.any(String),
      lead_name: 'Ama Visitor',
      organization: 'Accra Fintech',
      country: 'Ghana',
      resource_id: PUBLIC_GUIDE.id,
    },
  ]);
  const { data: downloads } = await service
    .from('resource_downloads')
    .select('resource_id, user_id')
    .eq('lead_id', leads?.[0]?.lead_id ?? '');
  expect(downloads).toEqual([{ resource_id: PUBLIC_GUIDE.id, user_id: null }]);
  const mail = await waitForLeadMail(email);
  expect(mail.subject).toBe(`New resource lead: ${PUBLIC_GUIDE.title}`);

  // Another Public item in the same browser: no form, a lead of its own with the same details.
  await page.goto('/resources?q=phishing+awareness');
  const next = page.waitForEvent('download');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Download/ })
    .click();
  await next;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { count } = await service
    .from('content_leads')
    .select('lead_id', { count: 'exact', head: true })
    .eq('lead_email', email);
  expect(count).toBe(2);
});

test('a gated item sends a visitor to sign in and back to it, where a Professional downloads it', async ({
  page,
}) => {
  const member = await createMember({ tier: 'Professional' });
  await page.goto('/resources?q=mobile+money');
  await card(page, PROFESSIONAL_CASE.title)
    .getByRole('button', { name: /^Download/ })
    .click();
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page).toHaveURL(
    `/login?next=${encodeURIComponent(`/resources/${PROFESSIONAL_CASE.id}`)}`,
  );

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(member.password);
  await page
    .getByRole('button', { name: /sign in|log in/i })
    .first()
    .click();
  await expect(page).toHaveURL(`/resources/${PROFESSIONAL_CASE.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: PROFESSIONAL_CASE.title }),
  ).toBeVisible();
  await expect(page.getByText('Professional', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${PROFESSIONAL_CASE.title}` }).click();
  expect((await downloading).suggestedFilename()).toBe(PROFESSIONAL_CASE.file);
  const service = await serviceClient();
  const { count } = await service
    .from('resource_downloads')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', member.id);
  expect(count).toBe(1);
});

test('a Student is offered the upgrade on a Professional item and cannot fetch its file, even from storage', async ({
  page,
}) => {
  const student = await createMember({ tier: 'Student' });
  await signInAs(page, student);
  await page.goto(`/resources/${PROFESSIONAL_CASE.id}`);
  const upgrade = page.getByRole('link', { name: /Upgrade to Professional/ });
  await expect(upgrade).toHaveAttribute('href', '/membership');
  await page.getByRole('button', { name: `Download ${PROFESSIONAL_CASE.title}` }).click();
  await expect(
    page.getByText(
      'This resource requires Professional membership. Upgrade your membership to access it.',
    ),
  ).toBeVisible();

  const client = await signedInClient(student);
  const path = `seed/${PROFESSIONAL_CASE.file}`;
  const direct = await client.storage.from('resources').download(path);
  expect(direct.data).toBeNull();
  const signed = await client.storage.from('resources').createSignedUrl(path, 60);
  expect(signed.data).toBeNull();
  const started = await client.rpc('start_resource_download', { p_item_id: PROFESSIONAL_CASE.id });
  expect(started.error?.message).toBe('tier_required');
});

test('an unknown item is a not-found state', async ({ page }) => {
  await page.goto(`/resources/${item(999)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resource not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the Resource Library' })).toBeVisible();
});

test('on a 390 × 844 phone the library fits the width, and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/resources', `/resources/${PUBLIC_GUIDE.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/resources') await expect(page.getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});

test('a signed-in member sees the upgrade button only on items above their tier', async ({
  page,
}) => {
  const student = await createMember({ tier: 'Student' });
  await signInAsUi(page, student);
  await page.goto('/resources?q=mobile+money');
  await expect(
    card(page, PROFESSIONAL_CASE.title).getByRole('link', { name: /Upgrade to Professional/ }),
  ).toBeVisible();
});
