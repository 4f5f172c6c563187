import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type CapturedMail, createMember, mailTo, serviceClient } from '../support/backend';
import { signInAs } from '../support/session';

/**
 * R&D for hire and the digital tools catalogue against the real stack: an inquiry with and
 * without a scope is stored (scope null when empty) and its e-mail reaches the R&D team's
 * captured inbox; each tool status shows its button; a visitor is sent to sign in for a Beta
 * tool and a member's request is recorded and e-mailed; the phone layout and axe.
 */

const RD_INBOX = 'rd@csan.localhost';
const SUCCESS =
  'Thank you. A Project Manager will contact you within 72 hours to arrange a confidential scoping meeting.';

async function mailAbout(subject: string): Promise<CapturedMail> {
  await expect
    .poll(async () => (await mailTo(RD_INBOX)).some((m) => m.subject === subject), {
      timeout: 10_000,
    })
    .toBe(true);
  const mail = (await mailTo(RD_INBOX)).find((m) => m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}"`);
  return mail;
}

async function submitInquiry(page: Page, title: string, scope: string) {
  await page.goto('/rd-services');
  await expect(page.getByRole('heading', { level: 1, name: 'R&D for Hire' })).toBeVisible();
  await page.getByRole('textbox', { name: /Contact name/ }).fill('Efua Mensah');
  await page.getByRole('textbox', { name: /Contact email/ }).fill('efua@ministry.example');
  await page.getByRole('textbox', { name: /Organization name/ }).fill('Ministry of Communications');
  await page.getByRole('combobox', { name: /Organization type/ }).selectOption('government');
  await page.getByRole('textbox', { name: /Project title/ }).fill(title);
  if (scope) await page.getByRole('textbox', { name: /Project scope/ }).fill(scope);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('status').getByText(SUCCESS)).toBeVisible();
}

async function storedInquiry(title: string) {
  const service = await serviceClient();
  const { data, error } = await service
    .from('rd_inquiries')
    .select('organization_type, project_scope, status')
    .eq('project_title', title);
  if (error) throw new Error(error.message);
  return data;
}

test('an R&D inquiry is checked, stored with and without scope, and e-mailed to the R&D team', async ({
  page,
}) => {
  await page.goto('/rd-services');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Contact name is required')).toBeVisible();
  await expect(page.getByText('Please choose an organization type')).toBeVisible();

  const bare = `Inquiry ${randomUUID().slice(0, 8)}`;
  await submitInquiry(page, bare, '');
  expect(await storedInquiry(bare)).toEqual([
    { organization_type: 'government', project_scope: null, status: 'new' },
  ]);
  const bareMail = await mailAbout(`New R&D inquiry: ${bare}`);
  expect(bareMail.text).toContain('Organization type: Government/CERT');
  expect(bareMail.text).toContain('Project scope:\nnot given');

  const scoped = `Inquiry ${randomUUID().slice(0, 8)}`;
  await submitInquiry(page, scoped, 'National CERT maturity review, six months.');
  expect(await storedInquiry(scoped)).toEqual([
    {
      organization_type: 'government',
      project_scope: 'National CERT maturity review, six months.',
      status: 'new',
    },
  ]);
  expect((await mailAbout(`New R&D inquiry: ${scoped}`)).text).toContain(
    'National CERT maturity review, six months.',
  );
});

const tool = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('each tool status shows its button; a visitor signs in for the Beta tool', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Tools' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);

  const available = tool(page, 'CyberShield Risk Assessment');
  await expect(available.getByText('Available', { exact: true })).toBeVisible();
  const launch = available.getByRole('link', { name: /^Launch CyberShield Risk Assessment/ });
  await expect(launch).toHaveAttribute('target', '_blank');
  await expect(launch).toHaveAttribute('href', 'https://tools.csan.africa/cybershield');

  await expect(
    tool(page, 'Incident Reporting Hub').getByRole('button', { name: 'Coming Soon' }),
  ).toBeDisabled();
  await expect(
    tool(page, 'Phishing Simulation Kit').getByRole('button', { name: 'In Planning' }),
  ).toBeDisabled();

  await tool(page, 'Mobile Money Fraud Monitor')
    .getByRole('link', { name: 'Sign in to request beta access' })
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fproducts$/);
});

test('a member’s beta access request is recorded once and e-mailed to the team', async ({
  page,
}) => {
  const member = await createMember({ tier: 'Professional', fullName: 'Beta Tester' });
  await signInAs(page, member);
  await page.goto('/products');
  const beta = tool(page, 'Mobile Money Fraud Monitor');
  await beta.getByRole('button', { name: /Request beta access/ }).click();
  await expect(
    page.getByText('Your beta access request was sent. The team will contact you.'),
  ).toBeVisible();
  await expect(beta.getByRole('button', { name: 'Beta access requested' })).toBeDisabled();

  const service = await serviceClient();
  const { data } = await service
    .from('tool_beta_requests')
    .select('tool_id')
    .eq('user_id', member.id);
  expect(data).toEqual([{ tool_id: 'momo-fraud-monitor' }]);
  await expect
    .poll(async () =>
      (await mailTo(RD_INBOX)).filter((m) => m.text.includes(member.email)).map((m) => m.subject),
    )
    .toEqual(['Beta access request: Mobile Money Fraud Monitor']);

  await page.reload();
  await expect(beta.getByRole('button', { name: 'Beta access requested' })).toBeDisabled();
});

test('on a 390 × 844 phone both pages fit the width, and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/rd-services', '/products']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
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
