import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { createMember, type Member, serviceClient } from '../support/backend';
import { pdfText } from '../support/pdf';
import { areaUrl } from '../support/ports';
import { areaRoutes, pathsToVisit } from '../support/route-data';
import { SEEDED_PARTNER, sessionOf, signInAs, storeSession } from '../support/session';
import { csvRows, TOOLS_SEED } from '../support/tools';
import { LANGUAGES, translation } from '../support/translations';

// The tools area (issue 30) on its host: a member's assessment from creation to the report, as
// a team; the seeded partner's comparison and benchmark; every tools page in four languages on
// a phone, and axe on each.
test.describe.configure({ timeout: 180_000 });
// An assessment's reads (its 106 answers, scores and gaps through RLS) take seconds on PGlite
// when the machine is busy: every wait here allows 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const TOOLS = 'remotes/tools';
const origin = areaUrl('tools');
const item = (page: Page, code: string) => page.locator(`article[data-item="${code}"]`);

/** Opens a page and waits until its reads have answered (its h1 shows; PGlite under load is slow). */
async function openSettled(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' }),
  ).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
}

/** Sets a level in an item's select and waits for its autosave. */
async function answer(page: Page, code: string, label: string, level: string) {
  const card = item(page, code);
  await card.getByLabel(label).selectOption(level);
  await expect(card.getByRole('status')).toHaveText('Saved');
}

async function asMember(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, member);
  return page;
}

test('a member creates an assessment, a collaborator answers an assigned item, it is validated, and the report, PDF and CSV carry the same scores', async ({
  page,
  browser,
}) => {
  const flags = { has_premium_tool_access: true };
  const owner = await createMember({ fullName: 'Efua Owner', flags });
  const collaborator = await createMember({ fullName: 'Kofi Collaborator', flags });
  await signInAs(page, owner);

  // 'New assessment' for a health organisation in Ghana (a sector whose benchmark is hidden).
  await page.goto(`${origin}/assessments`);
  await page.getByRole('link', { name: 'New assessment' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Clinic baseline');
  await page.getByRole('textbox', { name: /^Organisation/ }).fill(`Clinic ${owner.id.slice(0, 6)}`);
  await page.getByRole('combobox', { name: /^Sector/ }).selectOption('health');
  await page.getByRole('textbox', { name: /^Country/ }).fill('gh');
  await page.getByRole('combobox', { name: /^Size/ }).selectOption('small');
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page).toHaveURL(/\/assessments\/[0-9a-f-]{36}$/);
  const base = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Clinic baseline' })).toBeVisible();

  // The owner answers one item (current 2, target 4): saved, counted in the function's progress.
  await answer(page, 'GV.OC-01', 'Current level', '2');
  await answer(page, 'GV.OC-01', 'Target level', '4');
  await expect(item(page, 'GV.OC-01').getByTestId('status')).toHaveText('Answered');
  await expect(page.getByRole('button', { name: /GV Govern.*1 of \d+ answered/ })).toBeVisible();

  // Evidence for it goes to the private bucket and is listed with the item.
  const card = item(page, 'GV.OC-01');
  await card.getByText('Evidence', { exact: true }).click();
  await expect(card.getByText('No files yet.')).toBeVisible();
  await card.locator('input[type=file]').setInputFiles({
    name: 'policy.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Information security policy v1'),
  });
  await expect(card.getByRole('button', { name: 'Download policy.txt' })).toBeVisible();

  // Invites the collaborator by e-mail and assigns them GV.OC-02.
  await page.getByRole('link', { name: 'Team' }).click();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(collaborator.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Kofi Collaborator' })).toBeVisible();
  await page.getByRole('link', { name: 'Answers' }).click();
  await item(page, 'GV.OC-02')
    .getByLabel('Assigned to')
    .selectOption({ label: 'Kofi Collaborator' });
  await expect(item(page, 'GV.OC-02').getByRole('status')).toHaveText('Saved');

  // The collaborator finds the item assigned to them and answers it (current 3, target 4).
  const other = await asMember(browser, collaborator);
  await other.goto(`${origin}${base}`);
  await other.getByRole('combobox', { name: 'Show' }).selectOption('mine');
  await expect(other.locator('article')).toHaveCount(1);
  await answer(other, 'GV.OC-02', 'Current level', '3');
  await answer(other, 'GV.OC-02', 'Target level', '4');
  // An item not assigned to a contributor is read-only for them.
  await other.getByRole('combobox', { name: 'Show' }).selectOption('all');
  await expect(item(other, 'GV.OC-01').getByRole('combobox')).toHaveCount(0);
  await expect(item(other, 'GV.OC-01')).toContainText('2 — Developing');
  await other.context().close();

  // The owner validates the collaborator's answer; the history says who did what.
  await page.reload();
  await expect(item(page, 'GV.OC-02').getByTestId('status')).toHaveText('Answered', {
    timeout: 30_000,
  });
  await item(page, 'GV.OC-02').getByRole('button', { name: 'Validate GV.OC-02' }).click();
  await expect(item(page, 'GV.OC-02').getByTestId('status')).toHaveText('Validated');
  await page.getByRole('link', { name: 'Team' }).click();
  const history = page.getByRole('region', { name: 'Who changed what' }).or(page.locator('table'));
  await expect(
    history.getByRole('row').filter({ hasText: 'validated' }).filter({ hasText: 'GV.OC-02' }),
  ).toBeVisible();
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: 'Kofi Collaborator' })
      .filter({ hasText: 'GV.OC-02' })
      .first(),
  ).toBeVisible();

  // Results: Govern = (2 + 3) / 2 levels = 50.0 %, target 80.0 %; the health/GH benchmark has
  // fewer than 5 organisations, so it is hidden and says why; no earlier assessment.
  await page.getByRole('link', { name: 'Results' }).click();
  const govern = page.getByTestId('function-scores').getByRole('row').filter({ hasText: 'Govern' });
  await expect(govern).toContainText('50.0 %');
  await expect(govern).toContainText('80.0 %');
  await expect(page.getByTestId('benchmark')).toContainText('fewer than 5 organisations');
  await expect(page.getByTestId('compare')).toContainText('no earlier assessment');

  // The report shows the same score; the PDF and the CSV carry it too.
  await page.getByRole('link', { name: 'Report' }).click();
  const reportGovern = page
    .getByTestId('report-function-scores')
    .getByRole('row')
    .filter({ hasText: 'Govern' });
  await expect(reportGovern).toContainText('50.0 %');
  let downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toBe('clinic-baseline.pdf');
  const text = await pdfText(pdf);
  expect(text).toContain('Cybersecurity self-assessment');
  expect(text).toMatch(/GV\s+Govern\s+50\.0\s+80\.0/);
  expect(text).toContain('GV.OC-01');
  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const rows = await csvRows(await downloading);
  expect(rows.find((r) => r[0] === 'Function' && r[1] === 'GV')?.slice(3, 5)).toEqual([
    '50.0',
    '80.0',
  ]);
  expect(rows.find((r) => r[1] === 'GV.OC-02')?.slice(3, 6)).toEqual(['3', '4', 'Validated']);

  // Creating, validating and each export are in the audit log with source 'tools'.
  const service = await serviceClient();
  const { data: audit } = await service
    .from('audit_logs')
    .select('action_type, source_app')
    .eq('user_id', owner.id)
    .like('action_type', 'tools_%');
  const actions = (audit ?? []).map((a) => `${a.action_type}:${a.source_app}`);
  for (const expected of [
    'tools_assessment_created:tools',
    'tools_answer_validated:tools',
    'tools_assessment_exported:tools',
  ]) {
    expect(actions).toContain(expected);
  }
});

test.describe('the seeded partner', () => {
  let partnerSession: Awaited<ReturnType<typeof sessionOf>>;
  // One sign-in for every case: each TOTP step is accepted once.
  test.beforeAll(async () => {
    partnerSession = await sessionOf(SEEDED_PARTNER);
  });

  test('sees the comparison with the earlier assessment and the government/GH benchmark', async ({
    page,
  }) => {
    await storeSession(page, partnerSession);
    await openSettled(page, `${origin}/assessments/${TOOLS_SEED.inProgress}/results`);
    const compare = page.getByTestId('compare');
    await expect(compare).toContainText('CSF 2.0 baseline 2025');
    await expect(compare.getByRole('row').filter({ hasText: 'Govern' })).toBeVisible();
    const benchmark = page.getByTestId('benchmark');
    await expect(benchmark.getByRole('columnheader', { name: 'Sector median' })).toBeVisible();
    await expect(benchmark.getByRole('row')).toHaveCount(7);
    await expect(benchmark).toContainText('Median of 6 organisations');
  });

  test('every tools page on a phone: axe finds nothing serious or critical', async ({ page }) => {
    test.setTimeout(300_000);
    await storeSession(page, partnerSession);
    await page.setViewportSize({ width: 390, height: 844 });
    const found: string[] = [];
    for (const path of pathsToVisit(areaRoutes('tools'))) {
      await test.step(path, async () => {
        await openSettled(page, `${origin}${path}?lng=en`);
        // Nothing wider than the phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(1);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) {
          if (v.impact === 'serious' || v.impact === 'critical') {
            found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          }
        }
      });
    }
    expect(found).toEqual([]);
  });

  test('every tools page in French, Portuguese and Swahili', async ({ page }) => {
    test.setTimeout(300_000);
    await storeSession(page, partnerSession);
    await page.setViewportSize({ width: 390, height: 844 });
    const paths = pathsToVisit(areaRoutes('tools'));
    const found: string[] = [];
    for (const language of LANGUAGES.filter((l) => l.code !== 'en')) {
      for (const path of paths) {
        await test.step(`${language.code} ${path}`, async () => {
          await openSettled(page, `${origin}${path}?lng=${language.code}`);
          // Longer texts (Swahili, Portuguese) must fit the phone as the English do, and stay
          // clean for axe.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${language.code} ${path} scrolls sideways`).toBeLessThanOrEqual(1);
          const { violations } = await new AxeBuilder({ page }).analyze();
          for (const v of violations) {
            if (v.impact === 'serious' || v.impact === 'critical') {
              found.push(`${language.code} ${path} ${v.id}`);
            }
          }
          const main = page.getByRole('main');
          if (/^\/assessments\/[0-9a-f-]{36}/.test(path)) {
            // An assessment's own name is its heading: its section links are translated.
            await expect(
              page.getByRole('navigation', {
                name: translation(TOOLS, language.code, 'frame.nav'),
              }),
            ).toContainText(translation(TOOLS, language.code, 'frame.results'));
          } else {
            const key =
              path === '/'
                ? 'landing.title'
                : path === '/about'
                  ? 'about.title'
                  : path === '/assessments'
                    ? 'list.title'
                    : 'create.title';
            await expect(main.getByRole('heading', { level: 1 }).first()).toHaveText(
              translation(TOOLS, language.code, key),
            );
          }
        });
      }
    }
    expect(found).toEqual([]);
  });
});
