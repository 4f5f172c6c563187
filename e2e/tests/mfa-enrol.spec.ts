import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createMember, serviceClient, signInAsUi, totpCode, waitForMail } from '../support/backend';
import { storedAal } from '../support/session';

/**
 * MFA on /account, end to end on users of their own. The deadline after
 * disabling is written by the database (trigger / redeem_mfa_backup_code), and the shell's
 * banner must show it at once.
 */

function isoDate(daysAhead: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** The aal claim of the session the browser holds. */
const aalInPage = (page: Page) => storedAal(page.context());

async function mfaStateOf(userId: string) {
  const service = await serviceClient();
  const [enforcement, codes, profile] = await Promise.all([
    service.from('mfa_enforcement').select('mfa_setup_deadline').eq('user_id', userId).single(),
    service.from('mfa_backup_codes').select('code_hash, used_at').eq('user_id', userId),
    service.from('profiles').select('mfa_enabled').eq('user_id', userId).single(),
  ]);
  const { data: users } = await service.auth.admin.getUserById(userId);
  return {
    deadline: (enforcement.data as { mfa_setup_deadline: string } | null)?.mfa_setup_deadline,
    codes: (codes.data ?? []) as Array<{ code_hash: string; used_at: string | null }>,
    mfaEnabled: (profile.data as { mfa_enabled: boolean } | null)?.mfa_enabled,
    verifiedFactors: (users.user?.factors ?? []).filter((f) => f.status === 'verified').length,
  };
}

const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');
const banner = (page: Page) => page.getByText(/^MFA Setup Required/);

async function logOut(page: Page) {
  await page
    .getByRole('button', { name: /Account menu of/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

async function disableWith(page: Page, code: string) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Disable MFA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable Two-Factor Authentication' });
  const field = dialog.getByLabel(/Authenticator or backup code/);
  await expect(field).toBeFocused();
  await field.fill(code);
  await dialog.getByRole('button', { name: 'Disable MFA' }).click();
  await expect(
    page.getByText('MFA disabled successfully. You must re-enable MFA within 7 days.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('mfa-status')).toHaveText('Disabled');
}

test('enrol with the shown secret, backup codes once, sign in with TOTP, disable: 7 days', async ({
  page,
}) => {
  const member = await createMember({ mfaDeadline: isoDate(3) });
  await signInAsUi(page, member);
  await page.goto('/account');
  await expect(banner(page)).toHaveText('MFA Setup Required in 3 Days');

  await page.getByRole('button', { name: 'Enable MFA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.getByTestId('mfa-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = dialog.getByLabel(/Verification code/);
  await expect(code).toBeFocused();
  await code.fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();

  const saved = page.getByRole('alertdialog', { name: 'Save Your Backup Codes' });
  await expect(saved.getByTestId('backup-code')).toHaveCount(10);
  const codes = await saved.getByTestId('backup-code').allTextContents();
  for (const backup of codes) expect(backup).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByText('MFA enabled successfully! Save your backup codes.')).toBeVisible();
  // Escape does not lose the codes; only "I've Saved Them" closes.
  await page.keyboard.press('Escape');
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: "I've Saved Them" }).click();
  await expect(saved).toBeHidden();
  await expect(page.getByTestId('mfa-status')).toHaveText('Enabled');
  await expect(banner(page)).toBeHidden();
  expect(await aalInPage(page)).toBe('aal2');

  const enabled = await mfaStateOf(member.id);
  expect(enabled.verifiedFactors).toBe(1);
  expect(enabled.mfaEnabled).toBe(true);
  expect(enabled.codes.map((c) => c.code_hash).sort()).toEqual(codes.map(sha256).sort());

  // Shown once: a reload of /account never shows them again.
  await page.reload();
  await expect(page.getByTestId('mfa-status')).toHaveText('Enabled');
  await expect(page.getByText(codes[0] ?? '')).toHaveCount(0);

  await logOut(page);
  await signInAsUi(page, { ...member, totpSecret: secret });
  expect(await aalInPage(page)).toBe('aal2');

  await disableWith(page, totpCode(secret));
  await expect(banner(page)).toHaveText('MFA Setup Required in 7 Days');
  const disabled = await mfaStateOf(member.id);
  expect(disabled).toMatchObject({
    deadline: isoDate(7),
    mfaEnabled: false,
    verifiedFactors: 0,
    codes: [],
  });

  // Both changes were mailed (the outbox, issue 27): on, then off with the new deadline.
  const on = await waitForMail(member.email, { kind: 'mfa_enabled', timeoutMs: 30_000 });
  expect(on.subject).toBe('Two-step verification is on');
  const off = await waitForMail(member.email, { kind: 'mfa_disabled', timeoutMs: 30_000 });
  // Mails write dates as the site does: British English ('4 December 2026').
  const deadline = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate(7)}T00:00:00Z`),
  );
  expect(off.text).toContain(`Set up two-step verification again by ${deadline}`);
});

test('disable with a backup code: redeemed once, factor gone, 7 days', async ({ page }) => {
  const member = await createMember({ totp: true, mfaDeadline: isoDate(2) });
  const backup = 'E2EB4CK1';
  const service = await serviceClient();
  const inserted = await service
    .from('mfa_backup_codes')
    .insert({ user_id: member.id, code_hash: sha256(backup) });
  expect(inserted.error).toBeNull();
  await signInAsUi(page, member);
  await page.goto('/account');
  await expect(page.getByTestId('mfa-status')).toHaveText('Enabled');

  // A wrong backup code changes nothing.
  await page.getByRole('button', { name: 'Disable MFA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable Two-Factor Authentication' });
  await dialog.getByLabel(/Authenticator or backup code/).fill('ZZZZ9999');
  await dialog.getByRole('button', { name: 'Disable MFA' }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await mfaStateOf(member.id)).verifiedFactors).toBe(1);

  await disableWith(page, backup.toLowerCase());
  await expect(banner(page)).toHaveText('MFA Setup Required in 7 Days');
  expect(await mfaStateOf(member.id)).toMatchObject({
    deadline: isoDate(7),
    verifiedFactors: 0,
    mfaEnabled: false,
  });
});

test('a cancelled enrolment does not block the next one', async ({ page }) => {
  const member = await createMember();
  await signInAsUi(page, member);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Enable MFA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
  const first = await dialog.getByTestId('mfa-secret').textContent();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Enable MFA' }).click();
  const second = await dialog.getByTestId('mfa-secret').textContent();
  expect(second).not.toBe(first);
  await dialog.getByLabel(/Verification code/).fill(totpCode(second ?? ''));
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Save Your Backup Codes' })).toBeVisible();
});
