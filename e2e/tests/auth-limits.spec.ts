import { expect, type Page, test } from '@playwright/test';
import { createMember, totpCode } from '../support/backend';
import { storedSession } from '../support/session';

/**
 * The per-account MFA limit at the login MFA step (supabase/README.md,
 * "Sign-in and MFA limits"), as the member sees it. Each test uses its own member, so the
 * counts never meet.
 */

async function toMfaStep(page: Page, member: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
}

async function submitCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/**
 * A 6-digit code the authenticator is not showing now (that it matches a neighbouring 30 s step,
 * which the server also accepts, is a one-in-a-million chance).
 */
function wrongTotp(secret: string): string {
  const now = totpCode(secret);
  return now === '000000' ? '111111' : '000000';
}

test('wrong backup codes are limited like TOTP codes: the step says how long to wait', async ({
  page,
}) => {
  const member = await createMember({ totp: true });
  await toMfaStep(page, member);
  const alert = page.getByRole('alert');
  for (let i = 1; i <= 4; i += 1) {
    await submitCode(page, `ZZZZ999${i}`);
    await expect(alert).toHaveText('Invalid MFA or backup code');
    // The field is emptied after each answer, which also tells this attempt is over.
    await expect(page.getByLabel('Verification code')).toHaveValue('');
  }
  await submitCode(page, 'ZZZZ9995');
  await expect(alert).toHaveText(
    'Too many invalid verification codes. Please wait 30 seconds before trying again.',
  );
  // The session lives on (a backup-code refusal ends nothing): the step is still there.
  await expect(page.getByLabel('Verification code')).toBeVisible();
});

test('a refused authenticator code ends the session: back to the login form, told how long', async ({
  page,
}) => {
  const member = await createMember({ totp: true });
  const secret = member.totpSecret ?? '';
  await toMfaStep(page, member);
  for (let i = 0; i < 4; i += 1) {
    await submitCode(page, wrongTotp(secret));
    await expect(page.getByRole('alert')).toHaveText('Invalid MFA or backup code');
    await expect(page.getByLabel('Verification code')).toHaveValue('');
  }
  await submitCode(page, wrongTotp(secret));
  await expect(page.getByTestId('toast')).toContainText(
    'Too many invalid verification codes. For your security you have been signed out. Sign in again in 30 seconds.',
  );
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveCount(0);
  expect(await storedSession(page.context())).toBeNull();
});
