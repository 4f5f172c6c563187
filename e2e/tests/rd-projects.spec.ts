import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createMember, type Member } from '../support/backend';
import { signInAs } from '../support/session';

/**
 * R&D projects against the real stack: a Professional member creates a project, adds a
 * deliverable and a message, adds a team member who then sees it (and posts to its thread),
 * and a third member does not see it, in the list or at its address. Also the phone layout
 * and axe on the list, the form and the project's page.
 */

async function pageOf(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, member);
  return page;
}

async function expectNothingSerious(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function createProject(page: Page, name: string) {
  await page.goto('/rd-projects');
  await expect(page.getByRole('heading', { level: 1, name: 'R&D Projects' })).toBeVisible();
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Project' });
  await dialog.getByLabel(/^Project name/).fill(name);
  await dialog.getByLabel('Description').fill('Fraud patterns in mobile money agents.');
  await dialog.getByLabel('Client organization').fill('Pesa Digital');
  await dialog.getByLabel('Start date').fill('2027-02-01');
  await dialog.getByLabel('End date').fill('2027-01-15');
  await dialog.getByLabel('Budget (USD)').fill('-10');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
  await expect(dialog.getByText('Budget cannot be negative')).toBeVisible();
  await dialog.getByLabel('End date').fill('2027-06-30');
  await dialog.getByLabel('Budget (USD)').fill('45000');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a project: created, a deliverable, a message, a team member who sees it, a third who does not', async ({
  browser,
}) => {
  const ama = await createMember({ tier: 'Professional', fullName: 'Ama Manager' });
  const kofi = await createMember({ tier: 'Corporate', fullName: 'Kofi Teammate' });
  const esi = await createMember({ tier: 'Professional', fullName: 'Esi Outsider' });
  const name = `Agent Fraud Study ${Date.now()}`;

  const amaPage = await pageOf(browser, ama);
  await createProject(amaPage, name);
  const card = amaPage.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Planning')).toBeVisible();
  await expect(card.getByText('$45,000.00')).toBeVisible();
  await expect(card.getByText('1 February 2027')).toBeVisible();
  await card.getByRole('link', { name }).click();
  await expect(amaPage).toHaveURL(/\/rd-projects\/[0-9a-f-]{36}$/);
  const projectUrl = new URL(amaPage.url()).pathname;
  await expect(amaPage.getByRole('heading', { level: 1, name })).toBeVisible();

  await amaPage.getByRole('combobox', { name: 'Change status' }).selectOption('active');
  await expect(amaPage.getByText('Status changed to Active')).toBeVisible();

  const deliverables = amaPage.getByRole('region', { name: 'Deliverables' });
  await deliverables.getByLabel(/^Deliverable/).fill('Interim findings');
  await deliverables.getByLabel('Due date').fill('2027-04-01');
  await deliverables.getByRole('button', { name: 'Add Deliverable' }).click();
  await expect(deliverables.getByText('Interim findings', { exact: true })).toBeVisible();
  await expect(deliverables.getByText('Due 1 April 2027')).toBeVisible();
  await deliverables.getByText('Done', { exact: true }).click();
  await expect(
    deliverables.getByRole('checkbox', { name: 'Done: Interim findings' }),
  ).toBeChecked();

  const messages = amaPage.getByRole('region', { name: 'Messages' });
  await messages
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Welcome to the study: kick-off on Monday.');
  await messages.getByRole('button', { name: 'Send Message' }).click();
  await expect(messages.getByText('Welcome to the study: kick-off on Monday.')).toBeVisible();

  const team = amaPage.getByRole('region', { name: 'Team' });
  await team.getByLabel("Member's e-mail address").fill('nobody-here@example.com');
  await team.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(team.getByText('No member uses this e-mail address')).toBeVisible();
  await team.getByLabel("Member's e-mail address").fill(kofi.email.toUpperCase());
  await team.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(team.getByText('Kofi Teammate')).toBeVisible();
  await expect(team.getByText(kofi.email)).toBeVisible();

  // The team member sees it: in the list (as a team member) and on its page, and posts.
  const kofiPage = await pageOf(browser, kofi);
  await kofiPage.goto('/rd-projects');
  const kofiCard = kofiPage.getByRole('listitem').filter({ hasText: name });
  await expect(kofiCard.getByText('Active')).toBeVisible();
  await expect(kofiCard.getByText('Team member')).toBeVisible();
  await kofiCard.getByRole('link', { name }).click();
  await expect(kofiPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(kofiPage.getByText('Interim findings', { exact: true })).toBeVisible();
  await expect(
    kofiPage.getByRole('region', { name: 'Deliverables' }).getByText('Done', { exact: true }),
  ).toBeVisible();
  const kofiThread = kofiPage.getByRole('region', { name: 'Messages' });
  await expect(kofiThread.getByText('Welcome to the study: kick-off on Monday.')).toBeVisible();
  await expect(kofiThread.getByText('Ama Manager')).toBeVisible();
  await expect(kofiPage.getByRole('combobox', { name: 'Change status' })).toHaveCount(0);
  await expect(kofiPage.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
  await kofiThread
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Thanks, I will bring the agent data.');
  await kofiThread.getByRole('button', { name: 'Send Message' }).click();
  await expect(kofiThread.getByText('Thanks, I will bring the agent data.')).toBeVisible();

  await amaPage.reload();
  await expect(amaPage.getByText('Thanks, I will bring the agent data.')).toBeVisible();

  // A third member sees nothing of it, in the list or at its address.
  const esiPage = await pageOf(browser, esi);
  await esiPage.goto('/rd-projects');
  await expect(esiPage.getByText(/No projects yet/)).toBeVisible();
  await expect(esiPage.getByText(name)).toHaveCount(0);
  await esiPage.goto(projectUrl);
  await expect(
    esiPage.getByText(
      'This project is not available: it does not exist or you are not on its team.',
    ),
  ).toBeVisible();
  await expect(esiPage.getByText('Interim findings', { exact: true })).toHaveCount(0);
});

test('on a 390 × 844 phone the list, the form and a project fit the width, and axe finds nothing serious', async ({
  page,
}) => {
  const member = await createMember({ tier: 'Professional', fullName: 'Phone Manager' });
  await signInAs(page, member);
  await page.setViewportSize({ width: 390, height: 844 });
  await createProject(page, 'Phone Project');
  expect(await overflow(page), '/rd-projects scrolls sideways').toBeLessThanOrEqual(0);
  await expectNothingSerious(page, '/rd-projects');

  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Project' })).toBeVisible();
  expect(await overflow(page), 'Create Project scrolls sideways').toBeLessThanOrEqual(0);
  await expectNothingSerious(page, 'Create Project');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Phone Project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phone Project' })).toBeVisible();
  const deliverables = page.getByRole('region', { name: 'Deliverables' });
  await deliverables.getByLabel(/^Deliverable/).fill('A deliverable with a long title to wrap');
  await deliverables.getByRole('button', { name: 'Add Deliverable' }).click();
  await expect(
    deliverables.getByText('A deliverable with a long title to wrap', { exact: true }),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Messages' })
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: 'Messages' }).getByText('Hello')).toBeVisible();
  expect(await overflow(page), '/rd-projects/<id> scrolls sideways').toBeLessThanOrEqual(0);
  await expectNothingSerious(page, '/rd-projects/<id>');
});
