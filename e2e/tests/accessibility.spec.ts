import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AREAS } from '../support/areas';
import { createMember, type Member, serviceClient } from '../support/backend';
import { areaUrl } from '../support/ports';
import { ROUTES } from '../support/routes';
import { SEEDED_PARTNER, signInAs } from '../support/session';

/**
 * axe over every route, signed out and as a role that may open it (an admin opens every page
 * but checkout; a member the member pages with the MFA banner showing; a locked-out member the
 * lockout page; the partner each area host). A serious or critical violation fails, and so
 * does content outside the landmarks or a skipped heading level, on every page.
 */

// Some thirty pages each, axe on every one: far longer than one journey's minute.
test.describe.configure({ timeout: 300_000 });

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * Moderate rules that fail too: content outside landmarks, and skipped heading levels (a screen
 * reader's list of headings is how many move through a page).
 */
const STRICT_RULES = ['region', 'heading-order'];

/**
 * The serious and critical violations on the page as it is now (and the strict rules'), one
 * line each; the lesser ones are noted on the test (shown in the report) without failing it.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const line = (v: (typeof violations)[number]) =>
    `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  const serious = (v: (typeof violations)[number]) =>
    v.impact === 'serious' || v.impact === 'critical' || STRICT_RULES.includes(v.id);
  for (const v of violations.filter((v) => !serious(v))) {
    test.info().annotations.push({
      type: `axe ${v.impact}`,
      description: `${new URL(page.url()).pathname} ${line(v)}`,
    });
  }
  return violations.filter(serious).map(line);
}

/** Opens each path and checks it once it has settled; the findings by path. */
async function check(page: Page, urls: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const url of urls) {
    await test.step(url, async () => {
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).not.toHaveTitle('CSAN');
      // Reads of the page have answered (lists, summaries): axe sees the finished page.
      await page.waitForLoadState('networkidle');
      const serious = await seriousViolations(page);
      if (serious.length > 0) found[`${url} → ${new URL(page.url()).pathname}`] = serious;
    });
  }
  return found;
}

const areaOrigin = (area: string) => areaUrl(area);

/** A project managed by `member`, with one deliverable and one message (service role). */
async function createProjectOf(member: Member): Promise<string> {
  const service = await serviceClient();
  const project = await service
    .from('rd_projects')
    .insert({
      project_name: 'Accessible Project',
      client_organization: 'CSAN',
      start_date: '2027-01-01',
      budget_usd: 1000,
      project_manager_id: member.id,
    })
    .select('project_id')
    .single();
  if (project.error) throw new Error(project.error.message);
  const id = String(project.data.project_id);
  const rows = await Promise.all([
    service.from('rd_project_deliverables').insert({ project_id: id, title: 'Report' }),
    service
      .from('rd_project_messages')
      .insert({ project_id: id, author_id: member.id, body: 'Hello team' }),
  ]);
  for (const { error } of rows) if (error) throw new Error(error.message);
  return id;
}

test('every route, signed out', async ({ page }) => {
  const found = await check(page, ROUTES);
  for (const area of AREAS) Object.assign(found, await check(page, [`${areaOrigin(area)}/`]));
  expect(found).toEqual({});
});

test('every route, as an admin', async ({ page }) => {
  const admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
  await signInAs(page, admin);
  expect(await check(page, ROUTES)).toEqual({});
});

test('the member pages as a member with the MFA banner, the lockout page locked out', async ({
  page,
  browser,
}) => {
  const member: Member = await createMember({ tier: 'Professional' });
  // One R&D project of theirs with a deliverable and a message, so its page has every part.
  const projectId = await createProjectOf(member);
  await signInAs(page, member);
  const found = await check(page, [
    '/checkout?tier=Professional',
    '/membership',
    '/account',
    '/payment-callback?status=free',
    '/resources',
    '/member-directory',
    '/rd-projects',
    `/rd-projects/${projectId}`,
  ]);

  const lockedOut = await createMember({ mfaDeadline: yesterday() });
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, lockedOut);
  Object.assign(found, await check(other, ['/mfa-lockout']));
  await context.close();
  expect(found).toEqual({});
});

test('each area host as the partner who may open it', async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const area of AREAS) {
    await signInAs(page, SEEDED_PARTNER, areaOrigin(area));
    Object.assign(found, await check(page, [`${areaOrigin(area)}/`]));
  }
  expect(found).toEqual({});
});
