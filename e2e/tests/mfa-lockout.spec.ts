import { expect, test } from '@playwright/test';
import { createMember, serviceClient, signInAsUi } from '../support/backend';
import { expectNoMissingKeys } from '../support/missing-keys';

/** The lockout page and its access-request form. */

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('a locked-out member lands on /mfa-lockout and submits an access request', async ({
  page,
}) => {
  const member = await createMember({ mfaDeadline: yesterday() });
  await signInAsUi(page, member);
  await expect(page).toHaveURL(/\/mfa-lockout$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Account Access Restricted' }),
  ).toBeVisible();
  await expect(page.getByText('Multi-Factor Authentication Setup Required')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Request Account Access' })).toBeVisible();
  await expect(page.getByLabel('Request type')).toHaveValue('locked_out');
  await expectNoMissingKeys(page);

  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Please describe your request')).toBeVisible();

  await page.getByLabel('Description').fill('I missed the MFA deadline while travelling.');
  await page.getByLabel('Contact method (optional)').fill('+233 20 000 0000');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(
    page.getByText(
      'Support request submitted successfully. Our team will contact you within 24-48 hours.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expect(page.getByLabel('Request type')).toHaveValue('locked_out');

  const service = await serviceClient();
  const { data } = await service
    .from('mfa_support_requests')
    .select('request_type, description, contact_method, status')
    .eq('user_id', member.id);
  expect(data).toEqual([
    {
      request_type: 'locked_out',
      description: 'I missed the MFA deadline while travelling.',
      contact_method: '+233 20 000 0000',
      status: 'pending',
    },
  ]);

  // The lockout holds on other pages.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/mfa-lockout$/);
});

test('a signed-out visitor gets the form, preset to locked_out; submitting says to log in', async ({
  page,
}) => {
  await page.goto('/mfa-lockout');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Account Access Restricted' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request Account Access' })).toBeVisible();
  await expect(page.getByLabel('Request type')).toHaveValue('locked_out');
  await page.getByLabel('Description').fill('I cannot sign in any more.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('User not found. Please log in.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fmfa-lockout$/);
});
