import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, firstLink, serviceClient, waitForMail } from '../support/backend';
import { expectNoMissingKeys } from '../support/missing-keys';
import { signInAs } from '../support/session';
import { LANGUAGES, translation } from '../support/translations';

/**
 * Corporate teams against the real stack: the seeded Corporate member (7 paid seats) creates a
 * team, adds the seeded Professional member, who then downloads a Corporate-tier library item
 * and sees on /membership where that access comes from; an unknown address gets the captured
 * invitation e-mail and signs up onto the team; once the seats are all taken the next addition
 * is refused; removed, the Professional member loses the Corporate item. Also the phone layout
 * and axe. Whatever the journey leaves is removed afterwards (the seeded members are shared).
 */

const CORPORATE = { email: 'corporate@csan.test', password: DEMO_PASSWORD };
const PROFESSIONAL = { email: 'professional@csan.test', password: DEMO_PASSWORD };
const CORPORATE_ID = '00000000-0000-4000-8000-000000000004';
/** Seeded Corporate-tier item (supabase/seed.sql). */
const CORPORATE_ITEM = {
  id: '00000000-0000-4000-8300-000000000007',
  title: 'Post-Quantum Cryptography Readiness',
  file: '07-post-quantum-cryptography-readiness.pdf',
};

const suffix = randomUUID().slice(0, 8);
const TEAM = `Incident Response ${suffix}`;
const INVITEE = `team-${suffix}@example.org`;

async function pageOf(browser: Browser, user: typeof CORPORATE): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, user);
  return page;
}

const teamCard = (page: Page) => page.getByRole('article', { name: TEAM });
const addField = (page: Page) =>
  teamCard(page).getByRole('textbox', { name: `Add a member to ${TEAM} by e-mail` });

async function addMember(page: Page, email: string) {
  await addField(page).fill(email);
  await teamCard(page).getByRole('button', { name: 'Add Member' }).click();
}

async function expectNothingSerious(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test.afterAll(async () => {
  const service = await serviceClient();
  await service.from('corporate_teams').delete().eq('team_name', TEAM);
  await service.from('corporate_team_invitations').delete().like('email', `filler-${suffix}-%`);
});

test('a Corporate member shares paid seats with a team: add, invite, refuse, remove', async ({
  browser,
}) => {
  // Three members in three browsers, a sign-up and a download: longer than one page's minute.
  test.setTimeout(180_000);
  const owner = await pageOf(browser, CORPORATE);
  await owner.goto('/corporate-team');
  await expect(owner.getByRole('heading', { level: 1, name: 'Corporate Team' })).toBeVisible();
  await expect(owner.getByText(/^\d+ of 7 seats used$/)).toBeVisible();

  // Create Team: the team may hold at most the 7 seats paid for.
  await owner.getByRole('textbox', { name: /Team name/ }).fill(TEAM);
  await owner.getByRole('textbox', { name: 'Organization' }).fill('Accra Bank Group');
  await owner.getByRole('textbox', { name: 'Max members' }).fill('8');
  await owner.getByRole('button', { name: 'Create Team' }).click();
  await expect(owner.getByText('Max members cannot exceed your 7 paid seats')).toBeVisible();
  await owner.getByRole('textbox', { name: 'Max members' }).fill('7');
  await owner.getByRole('button', { name: 'Create Team' }).click();
  await expect(owner.getByText('Team created successfully')).toBeVisible();
  await expect(teamCard(owner).getByText('Members: 0 of 7')).toBeVisible();

  // An existing member joins at once.
  await addMember(owner, PROFESSIONAL.email);
  // Said in a toast and, to stay, under the form (in the page's main region).
  await expect(
    owner.getByRole('main').getByText(`${PROFESSIONAL.email} was added to the team`),
  ).toBeVisible();
  await expect(teamCard(owner).getByText('Efua Professional')).toBeVisible();

  // The Professional member now opens the Corporate-tier item, and /membership says why.
  const professional = await pageOf(browser, PROFESSIONAL);
  await professional.goto(`/resources/${CORPORATE_ITEM.id}`);
  await expect(
    professional.getByRole('heading', { level: 1, name: CORPORATE_ITEM.title }),
  ).toBeVisible();
  await expect(professional.getByRole('link', { name: /Upgrade to Corporate/ })).toHaveCount(0);
  const downloading = professional.waitForEvent('download');
  await professional.getByRole('button', { name: `Download ${CORPORATE_ITEM.title}` }).click();
  expect((await downloading).suggestedFilename()).toBe(CORPORATE_ITEM.file);
  await professional.goto('/membership');
  await expect(professional.getByText('Corporate access through your team')).toBeVisible();
  await expect(
    professional.getByText(`You hold Corporate access as a member of ${TEAM} (Accra Bank Group)`, {
      exact: false,
    }),
  ).toBeVisible();

  // An address without an account is invited; the captured e-mail signs them up onto the team.
  await addMember(owner, INVITEE);
  await expect(owner.getByRole('main').getByText(`Invitation sent to ${INVITEE}`)).toBeVisible();
  await expect(teamCard(owner).getByText(INVITEE, { exact: true })).toBeVisible();
  await expect(teamCard(owner).getByText('Invited')).toBeVisible();
  const mail = await waitForMail(INVITEE);
  expect(mail.subject).toBe(`You're invited to join ${TEAM} on CSAN`);
  const link = firstLink(mail);
  expect(link).toMatch(/\/login\?tab=signup&token=[0-9a-f]{64}$/);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByText('Welcome! Please complete your registration.')).toBeVisible();
  await expect(invitee.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(INVITEE);
  await invitee.getByLabel('Full name').fill('Nana Invitee');
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Invitee2026');
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee.getByText('Account created successfully!')).toBeVisible();
  await owner.reload();
  await expect(teamCard(owner).getByText('Nana Invitee')).toBeVisible();
  await expect(teamCard(owner).getByText('Invited')).toHaveCount(0);
  await expect(teamCard(owner).getByText('Members: 2 of 7')).toBeVisible();

  // The other seats are taken on the owner's other team; the next addition is refused.
  const service = await serviceClient();
  const { data: other } = await service
    .from('corporate_teams')
    .select('team_id')
    .eq('team_name', 'Security Operations')
    .single();
  for (let n = 0; n < 7; n++) {
    const { error } = await service.rpc('add_team_member', {
      p_team_id: (other as { team_id: string }).team_id,
      p_email: `filler-${suffix}-${n}@example.org`,
      p_acting_user: CORPORATE_ID,
    });
    if (error) {
      expect(error.message).toBe('seats_exhausted');
      break;
    }
  }
  await owner.reload();
  await expect(owner.getByText('7 of 7 seats used')).toBeVisible();
  await addMember(owner, `one-too-many-${suffix}@example.org`);
  await expect(teamCard(owner).getByRole('alert')).toHaveText(
    'All the seats your Corporate membership paid for are taken',
  );
  await expect(teamCard(owner).getByText('Members: 2 of 7')).toBeVisible();

  // Removed from the team, the Professional member loses the Corporate item.
  await teamCard(owner)
    .getByRole('button', { name: `Remove Efua Professional from ${TEAM}` })
    .click();
  await expect(owner.getByText('Efua Professional was removed from the team')).toBeVisible();
  await expect(teamCard(owner).getByText('Members: 1 of 7')).toBeVisible();
  await professional.goto(`/resources/${CORPORATE_ITEM.id}`);
  await expect(professional.getByRole('link', { name: /Upgrade to Corporate/ })).toBeVisible();
  await professional.getByRole('button', { name: `Download ${CORPORATE_ITEM.title}` }).click();
  await expect(
    professional.getByText(
      'This resource requires Corporate membership. Upgrade your membership to access it.',
    ),
  ).toBeVisible();

  // The page on a 390 × 844 phone: nothing wider than the screen; axe finds nothing serious.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.reload();
  await expect(teamCard(owner).getByText('Nana Invitee')).toBeVisible();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNothingSerious(owner, '/corporate-team on a phone');
});

test('a member without Corporate access is sent to /membership', async ({ browser }) => {
  const page = await pageOf(browser, { email: 'student@csan.test', password: DEMO_PASSWORD });
  await page.goto('/corporate-team');
  await expect(page).toHaveURL('/membership');
});

test.describe('the team page in every language', () => {
  const REMOTE = 'remotes/member-area';
  for (const language of LANGUAGES) {
    test(`/corporate-team is fully translated in ${language.label}`, async ({ page }) => {
      await signInAs(page, CORPORATE);
      await page.goto(`/corporate-team?lng=${language.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation(REMOTE, language.code, 'corporateTeam.title'),
      );
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: translation(REMOTE, language.code, 'corporateTeam.create.title'),
        }),
      ).toBeVisible();
      await expect(
        page.getByRole('article', { name: 'Security Operations' }).getByRole('button', {
          name: translation(REMOTE, language.code, 'corporateTeam.add.submit'),
        }),
      ).toBeVisible();
      await expectNoMissingKeys(page);
    });
  }
});
