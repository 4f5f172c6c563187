import { expect, type Page, test } from '@playwright/test';
import { AREAS, type Area, areaFlag, areaNeedsMfa, expectAreaLanding } from '../support/areas';
import { createMember, type Member } from '../support/backend';
import { areaUrl } from '../support/ports';
import { signInAs } from '../support/session';

// The area gate on the subdomains: the profile flag decides, certification (marked mfa in the
// remote registry) also needs MFA; everyone else gets a page explaining how access is obtained
// (what the area offers, and Request access: area-access-request.spec.ts files one).
const origin = (area: Area) => areaUrl(area);

async function expectRefusal(page: Page, state: 'signed-out' | 'denied' | 'needs-mfa') {
  await expect(page.getByTestId('area-access')).toHaveAttribute('data-state', state);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

for (const area of AREAS) {
  test(`${area}: signed-out visitors are asked to sign in on this host`, async ({ page }) => {
    await page.goto(`${origin(area)}/`);
    await expectRefusal(page, 'signed-out');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${origin(area)}/login`);
  });

  test(`${area}: a member without the flag reads what it offers and may ask for it`, async ({
    page,
  }) => {
    // Every other flag set: only this area's own flag counts.
    const flags = Object.fromEntries(AREAS.map((a) => [areaFlag(a), true]));
    const user = await createMember({
      tier: 'Professional',
      mfaDeadline: null,
      totp: true,
      flags: { ...flags, [areaFlag(area)]: false },
    });
    await signInAs(page, user, origin(area));
    await page.goto(`${origin(area)}/`);
    await expectRefusal(page, 'denied');
    await expect(page.getByText(/given to each member by a CSAN administrator/)).toBeVisible();
    await expect(page.getByTestId('area-offer')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Request access' }),
    ).toBeVisible();
  });
}

async function flagged(area: Area, totp: boolean): Promise<Member> {
  return createMember({
    tier: 'Professional',
    mfaDeadline: null,
    totp,
    flags: { [areaFlag(area)]: true },
  });
}

for (const area of AREAS.filter((a) => !areaNeedsMfa(a))) {
  test(`${area}: a member with the flag gets the area`, async ({ page }) => {
    const user = await flagged(area, false);
    await signInAs(page, user, origin(area));
    await page.goto(`${origin(area)}/`);
    await expectAreaLanding(page, area);
  });
}

test('intel: a partner without MFA is told to enable it; with MFA (aal2) gets the area', async ({
  page,
}) => {
  const withoutMfa = await flagged('intel', false);
  await signInAs(page, withoutMfa, origin('intel'));
  await page.goto(`${origin('intel')}/`);
  await expectRefusal(page, 'needs-mfa');
  await expect(page.getByRole('link', { name: 'Enable MFA on the main site' })).toHaveAttribute(
    'href',
    /\/account$/,
  );

  const partner = await flagged('intel', true);
  await signInAs(page, partner, origin('intel'));
  await page.goto(`${origin('intel')}/`);
  await expectAreaLanding(page, 'intel');
});
