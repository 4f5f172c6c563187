import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { serviceClient, signInAsUi } from '../support/backend';
import { expectNoMissingKeys } from '../support/missing-keys';

/** Sign-up only with a valid invitation, the e-mail locked to the invited one. */

async function invitation(email: string): Promise<string> {
  const service = await serviceClient();
  const { data, error } = await service
    .from('invitation_tokens')
    .insert({ email })
    .select('token')
    .single();
  if (error) throw new Error(error.message);
  return (data as { token: string }).token;
}

test('an invitation link opens Signup with the locked e-mail; the new account signs in', async ({
  page,
  browser,
}) => {
  const email = `invited-${randomUUID().slice(0, 8)}@csan.test`;
  const token = await invitation(email);
  await page.goto(`/login?tab=signup&token=${token}`);
  await expect(page.getByText('Welcome! Please complete your registration.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Sign up', 'Sign in']);
  const emailField = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expectNoMissingKeys(page);

  await page.getByLabel('Full name').fill('Efua Invited');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const service = await serviceClient();
  const { data: row } = await service
    .from('invitation_tokens')
    .select('used_at')
    .eq('token', token)
    .single();
  expect((row as { used_at: string | null }).used_at).not.toBeNull();

  const fresh = await (await browser.newContext()).newPage();
  await signInAsUi(fresh, { email, password: 'Welcome2026' });
  await expect(fresh).toHaveURL(/\/$/);

  // The used link no longer offers Signup.
  await fresh.goto(`/login?tab=signup&token=${token}`);
  await expect(fresh).toHaveURL(/\/$/); // signed in: /login leaves at once
});

test('an invalid or used token shows the invalid message and no Signup tab', async ({ page }) => {
  for (const token of ['not-a-real-token', 'csan-demo-invite-used', 'csan-demo-invite-expired']) {
    await page.goto(`/login?tab=signup&token=${token}`);
    await expect(page.getByText('Invalid or expired invitation link')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Sign in', 'Waitlist']);
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
});
