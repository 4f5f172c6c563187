import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AREAS, areaFlag, expectAreaLanding } from '../support/areas';
import { createMember, type Member, serviceClient, signInAsUi } from '../support/backend';
import { areaUrl, portalUrl } from '../support/ports';
import { signInAs } from '../support/session';
import { translation } from '../support/translations';

// Switching areas and asking for one (issue 23 item 2), against the real stack on the local
// hosts: a member without the certification flag reads what the intel area offers and asks for
// it; an admin (password + TOTP) grants it in the Users tab, audited with source_app intel; the
// member then opens the area. A member with every flag finds the areas in the account menu, the
// side panel and an area host's sites bar, each leading to its host.

const intel = areaUrl('intel');
const areaName = (name: string) => translation('shell', 'en', `area.name.${name}`);

let admin: Member;

/** axe's serious and critical violations on the page as it is now (ids and where). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeAll(async () => {
  // An admin of its own (the seeded one's TOTP codes are shared with other journeys).
  admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
});

test('a member asks for the intel area, the admin grants it in the Users tab, the member opens it', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  // A factor of their own: intel needs an aal2 session once granted.
  const member = await createMember({
    tier: 'Professional',
    mfaDeadline: null,
    totp: true,
    fullName: `Efua Asks ${tag}`,
  });
  await signInAs(page, member);
  await page.goto(`${intel}/`);
  const main = page.getByRole('main');
  await expect(page.getByTestId('area-access')).toHaveAttribute('data-state', 'denied');
  await expect(
    main.getByRole('heading', { level: 2, name: 'What this area offers' }),
  ).toBeVisible();
  await expect(main.getByText(/Intel is the area of CSAN's certification partners/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Request access' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await main
    .getByRole('textbox', { name: 'Note to the administrators (optional)' })
    .fill(`I coordinate incident response ${tag}.`);
  await main.getByRole('button', { name: 'Request access' }).click();
  await expect(page.getByText('Your request has been sent.')).toBeVisible();
  const state = page.getByTestId('area-request-state');
  await expect(state).toHaveAttribute('data-status', 'pending');
  // Kept by the database: the state is the same after a reload, with no second form.
  await page.reload();
  await expect(state).toHaveAttribute('data-status', 'pending');
  await expect(main.getByRole('button', { name: 'Request access' })).toHaveCount(0);

  const adminPage = await (await browser.newContext()).newPage();
  await signInAsUi(adminPage, {
    email: admin.email,
    password: admin.password,
    totpSecret: admin.totpSecret,
  });
  await adminPage.goto('/admin/users');
  await adminPage
    .getByRole('navigation', { name: 'Users pages' })
    .getByRole('link', { name: 'Area access requests' })
    .click();
  await expect(adminPage).toHaveURL(/\/admin\/users\/access-requests$/);
  const card = adminPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Efua Asks ${tag}` });
  await expect(card.getByText('Intel (certification partners)')).toBeVisible();
  await expect(card.getByText(`I coordinate incident response ${tag}.`)).toBeVisible();
  expect(await seriousViolations(adminPage)).toEqual([]);
  // On a phone the page fits the width (the sub-navigation wraps, the card's buttons too).
  await adminPage.setViewportSize({ width: 390, height: 844 });
  const overflow = await adminPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: `Grant Efua Asks ${tag} access` }).click();
  await expect(adminPage.getByText(`Access granted to Efua Asks ${tag}.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminPage.context().close();

  const service = await serviceClient();
  const { data: profile } = await service
    .from('profiles')
    .select('is_cert_partner')
    .eq('user_id', member.id)
    .single();
  expect(profile).toEqual({ is_cert_partner: true });
  const { data: audit } = await service
    .from('audit_logs')
    .select('user_id, user_role, source_app, action_details')
    .eq('action_type', 'area_access_granted')
    .eq('action_details->>target_user_id', member.id);
  expect(audit).toEqual([
    expect.objectContaining({ user_id: admin.id, user_role: 'admin', source_app: 'intel' }),
  ]);

  // The member's page shows the answer, then the area itself.
  await page.reload();
  await expectAreaLanding(page, 'intel');
});

test('a visitor on an area host reads what it offers and signs in to come back to it', async ({
  page,
}) => {
  await page.goto(`${areaUrl('tools')}/`);
  await expect(page.getByTestId('area-access')).toHaveAttribute('data-state', 'signed-out');
  await expect(page.getByTestId('area-offer')).toContainText('premium tools area');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${areaUrl('tools')}/login`);
});

/** A member with every area flag; with a factor (aal2) when the journey opens intel. */
async function partnerSignedIn(page: Page, totp = true): Promise<Member> {
  const flags = Object.fromEntries(AREAS.map((a) => [areaFlag(a), true]));
  const partner = await createMember({
    tier: 'Professional',
    mfaDeadline: null,
    totp,
    flags,
  });
  await signInAs(page, partner);
  return partner;
}

test("a partner's account menu lists the three areas and each opens its host", async ({ page }) => {
  await partnerSignedIn(page);
  for (const area of AREAS) {
    const spec = { skillup: 'learning', intel: 'certification', tools: 'tools' }[area];
    await page.goto(`${portalUrl}/`);
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    const items = page.getByRole('menuitem', { name: /area$/ });
    await expect(items).toHaveText([
      areaName('learning'),
      areaName('certification'),
      areaName('tools'),
    ]);
    await page.getByRole('menuitem', { name: areaName(spec) }).click();
    await expect(page).toHaveURL(`${areaUrl(area)}/`);
    await expectAreaLanding(page, area);
  }

  // On an area host, the sites bar leads back to the main site and to the other two areas.
  const bar = page.getByRole('navigation', { name: 'CSAN sites' });
  await expect(bar.getByRole('link')).toHaveText(['CSAN main site', 'SkillUp', 'Intel']);
  await bar.getByRole('link', { name: 'SkillUp' }).click();
  await expect(page).toHaveURL(`${areaUrl('skillup')}/`);
  await expectAreaLanding(page, 'skillup');
  await page
    .getByRole('navigation', { name: 'CSAN sites' })
    .getByRole('link', { name: 'CSAN main site' })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${portalUrl}/?$`));
});

test("on a phone, the side panel lists the partner's areas as links to their hosts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The links follow the flags alone; this journey opens tools, which needs no second factor.
  await partnerSignedIn(page, false);
  await page.goto(`${portalUrl}/`);
  await page.getByRole('button', { name: 'Menu' }).click();
  const areas = page.getByRole('dialog').getByRole('navigation', { name: 'Areas' });
  await expect(areas.getByRole('link')).toHaveText([
    areaName('learning'),
    areaName('certification'),
    areaName('tools'),
  ]);
  await areas.getByRole('link', { name: areaName('tools') }).click();
  await expect(page).toHaveURL(`${areaUrl('tools')}/`);
  await expectAreaLanding(page, 'tools');
});
