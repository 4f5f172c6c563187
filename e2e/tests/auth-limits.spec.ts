import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createMember } from '../support/backend';
import { storedSession } from '../support/session';

/**
 * The per-account MFA limit at the login MFA step (supabase/README.md,
 * "Sign-in and MFA limits"), as the member sees it. Each test uses its own member, so the
 * counts never meet.
 */

async function toMfaStep(page: Page, member: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
}

async function submitCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/**
 * A 6-digit code valid at none of the steps the server accepts (now, ±30 s). Computed here, not
 * with totpCode: that helper hands out unused steps and waits for the next window after three,
 * which five wrong codes would turn into a minute of waiting.
 */
function wrongTotp(secret: string): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const valid = new Set(
    [-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d })),
  );
  let code = 100000;
  while (valid.has(String(code))) code += 1;
  return String(code);
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
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveCount(0);
  expect(await storedSession(page.context())).toBeNull();
});
