import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  anonClient,
  createMember,
  firstLink,
  serviceClient,
  signInAsUi,
  totpCode,
  waitForMail,
} from '../support/backend';
import { expectNoMissingKeys } from '../support/missing-keys';
import { storedAal, storedSession } from '../support/session';

/** Password sign-in, the MFA step (authenticator or backup code), reset mail. */

/** The `aal` claim of the session the browser holds (what RLS sees). */
const pageAal = (page: Page) => storedAal(page.context());

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('the login page says it is for internal users and shows Login and Waitlist tabs', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/Sign-in is for internal users/)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Sign in', 'Waitlist']);
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expectNoMissingKeys(page);
});

test('field rules and a wrong password give the spec messages', async ({ page }) => {
  const member = await createMember();
  await fillLogin(page, 'not-an-email', '123');
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('WrongPassword1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a member without MFA goes home after signing in', async ({ page }) => {
  const member = await createMember();
  await fillLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
  expect(await pageAal(page)).toBe('aal1');
});

test('TOTP sign-in: the MFA step takes the authenticator code and the session becomes aal2', async ({
  page,
}) => {
  const member = await createMember({ totp: true });
  await fillLogin(page, member.email, member.password);
  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await code.fill(totpCode(member.totpSecret ?? ''));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('MFA verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await pageAal(page)).toBe('aal2');

  // Reloading /login with an aal2 session goes straight home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('Back to login leaves the MFA step signed out; reopening /login half-signed-in shows the step', async ({
  page,
}) => {
  const member = await createMember({ totp: true });
  await fillLogin(page, member.email, member.password);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
  expect(await storedSession(page.context())).toBeNull();
});

test('a backup code signs in once, sends the user to /account, and cannot be used again', async ({
  page,
  browser,
}) => {
  const member = await createMember({ totp: true });
  const service = await serviceClient();
  const codes = ['AB12CD34', 'EF56GH78'];
  const inserted = await service
    .from('mfa_backup_codes')
    .insert(codes.map((code) => ({ user_id: member.id, code_hash: sha256(code) })));
  expect(inserted.error).toBeNull();

  await fillLogin(page, member.email, member.password);
  await page.getByLabel('Verification code').fill('ab12cd34');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Backup code verified! Please set up MFA again.')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  // The rule: MFA starts over (factor removed, a fresh deadline about 7 days out).
  const factors = await service.auth.admin.mfa.listFactors({ userId: member.id });
  expect(factors.data?.factors ?? []).toEqual([]);
  const { data: enforcement } = await service
    .from('mfa_enforcement')
    .select('mfa_setup_deadline')
    .eq('user_id', member.id)
    .single();
  const days = (Date.parse(enforcement?.mfa_setup_deadline ?? '') - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(5);
  expect(days).toBeLessThanOrEqual(7);

  // The member sets MFA up again; the old code is refused at the next sign-in.
  const user = await anonClient();
  await user.auth.signInWithPassword({ email: member.email, password: member.password });
  const enrolled = await user.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'CSAN' });
  if (enrolled.error || enrolled.data.type !== 'totp') throw new Error('enrol failed');
  const verified = await user.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(enrolled.data.totp.secret),
  });
  expect(verified.error).toBeNull();

  const second = await (await browser.newContext()).newPage();
  await fillLogin(second, member.email, member.password);
  await second.getByLabel('Verification code').fill('AB12CD34');
  await second.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(second.getByRole('alert')).toContainText('Invalid MFA or backup code');
  await expect(second).toHaveURL(/\/login$/);
});

test('a backup code typed as a person writes it (lower case, with a dash) signs in', async ({
  page,
}) => {
  const member = await createMember({ totp: true });
  const service = await serviceClient();
  const inserted = await service
    .from('mfa_backup_codes')
    .insert({ user_id: member.id, code_hash: sha256('KM7PQ2XZ') });
  expect(inserted.error).toBeNull();

  await fillLogin(page, member.email, member.password);
  await page.getByLabel('Verification code').fill('km7p-q2xz');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Backup code verified! Please set up MFA again.')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});

test('forgot password: the reset mail arrives with a link back to /account', async ({ page }) => {
  const member = await createMember();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nope');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  const mail = await waitForMail(member.email);
  const link = new URL(firstLink(mail));
  expect(new URL(link.searchParams.get('redirect_to') ?? '').pathname).toBe('/account');

  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // Following the link signs the member in on /account (recovery session).
  await page.goto(link.toString());
  await expect(page).toHaveURL(/\/account/);
});

test('signInAsUi (the shared e2e helper) works against this page, MFA included', async ({
  page,
}) => {
  const member = await createMember({ totp: true });
  await signInAsUi(page, member);
  await expect(page).toHaveURL(/\/$/);
  expect(await pageAal(page)).toBe('aal2');
});
