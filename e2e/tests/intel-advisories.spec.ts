import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { stixBundleErrors } from '../../edge-functions/intel-export/stix-schema';
import { createMember, type Member, serviceClient } from '../support/backend';
import { areaUrl } from '../support/ports';
import { signedInClient, signInAs } from '../support/session';

// Issue 28's journey on the intel host, with actors of its own (no seeded account's TOTP steps
// are spent): an analyst publishes a TLP:AMBER advisory to organisation A; a member of A with
// the list open sees it arrive without reloading; A's focal point, who registered A's
// constituency, sees it matched, acknowledges it and downloads the STIX 2.1 bundle, which the
// OASIS schemas accept; the analyst's board shows A's answer; a member of B finds it neither in
// the list, at its address nor through the API; the admin's Audit finds the read and the export
// under 'Intel Portal'.

test.describe.configure({ timeout: 180_000 });

const intel = areaUrl('intel');
const main = (page: Page) => page.getByRole('main');

type Org = { id: string; name: string };

async function organisation(label: string, sector: string): Promise<Org> {
  const service = await serviceClient();
  const name = `${label} ${randomUUID().slice(0, 6)}`;
  const { data, error } = await service
    .from('intel_organisations')
    .insert({ name, country: 'GH', sector, kind: 'csirt' })
    .select('id')
    .single();
  if (error) throw new Error(`organisation: ${error.message}`);
  return { id: data.id, name };
}

/** A flagged partner with a factor (intel needs aal2), placed in `org` when given. */
async function partner(org?: Org, role: 'member' | 'focal_point' = 'member'): Promise<Member> {
  const member = await createMember({
    mfaDeadline: null,
    totp: true,
    flags: { is_cert_partner: true },
    fullName: `Intel ${role}`,
  });
  if (org) {
    const service = await serviceClient();
    const { error } = await service
      .from('intel_org_members')
      .insert({ org_id: org.id, user_id: member.id, role });
    if (error) throw new Error(`membership: ${error.message}`);
  }
  return member;
}

async function pageOf(browser: Browser, member: Member, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, member, intel);
  await page.goto(`${intel}${path}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

test('an AMBER advisory reaches organisation A live, is acknowledged and exported, and stays out of B', async ({
  browser,
}) => {
  const [orgA, orgB] = await Promise.all([
    organisation('E2E CERT A', 'government'),
    organisation('E2E Bank B', 'finance'),
  ]);
  const [analyst, memberA, focalA, memberB, admin] = await Promise.all([
    partner(),
    partner(orgA, 'member'),
    partner(orgA, 'focal_point'),
    partner(orgB, 'member'),
    createMember({ admin: true, mfaDeadline: null, totp: true }),
  ]);
  const service = await serviceClient();
  const role = await service
    .from('user_roles')
    .insert({ user_id: analyst.id, role: 'intel_analyst' });
  expect(role.error).toBeNull();
  const title = `E2E phishing wave ${randomUUID().slice(0, 8)}`;
  const range = '198.51.100.0/24';
  const indicator = '198.51.100.23';

  await test.step("A's focal point registers A's constituency", async () => {
    const page = await pageOf(browser, focalA, '/organisation');
    await expect(main(page).getByRole('heading', { level: 2, name: orgA.name })).toBeVisible();
    await main(page).getByLabel('Value').fill(range);
    await main(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(main(page).getByTestId('watch-entry').filter({ hasText: range })).toBeVisible();
    await page.context().close();
  });

  // A member of A has the list open before the advisory exists.
  const listA = await pageOf(browser, memberA, '/');
  await expect(main(listA).getByRole('search', { name: 'Filter advisories' })).toBeVisible();
  await expect(main(listA).getByRole('link', { name: title })).toHaveCount(0);

  let advisoryId = '';
  const analystPage = await pageOf(browser, analyst, '/advisories/new');
  await test.step('the analyst writes it; an indicator of the wrong shape is refused clearly', async () => {
    const form = main(analystPage);
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByRole('textbox', { name: /^Summary/ }).fill('Lures impersonating a bank.');
    await form.getByLabel(/^Severity/).selectOption('high');
    await form.getByLabel(/^TLP level/).selectOption('amber');
    await form.getByRole('button', { name: 'Add an indicator' }).click();
    await form.getByLabel('Type of indicator 1').selectOption('sha256');
    await form.getByRole('textbox', { name: /^Value of indicator 1/ }).fill('abc123');
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(form.getByText('A SHA-256 hash is 64 hexadecimal characters.')).toBeVisible();
    await expect(form.getByText(/Choose at least one recipient organisation/)).toBeVisible();
    await form.getByLabel('Type of indicator 1').selectOption('ipv4');
    await form.getByRole('textbox', { name: /^Value of indicator 1/ }).fill(indicator);
    await form.getByRole('checkbox', { name: `${orgA.name} (GH)` }).check();
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(analystPage).toHaveURL(/\/advisories\/[0-9a-f-]{36}$/);
    advisoryId = analystPage.url().split('/').pop() ?? '';
    await expect(main(analystPage).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(analystPage).getByText('TLP:AMBER', { exact: true })).toBeVisible();
  });

  await test.step('the member of A sees it arrive without reloading, matched', async () => {
    const item = main(listA).getByTestId('advisory-item').filter({ hasText: title });
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(listA.getByTestId('live-banner')).toBeVisible();
    await expect(item.getByText('Matches your constituency')).toBeVisible();
    await expect(item.getByText('TLP:AMBER', { exact: true })).toBeVisible();
  });

  const focalPage = await pageOf(browser, focalA, `/advisories/${advisoryId}`);
  await test.step("A's focal point sees the match and acknowledges", async () => {
    const page = main(focalPage);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('constituency-match')).toContainText(range);
    await expect(page.getByText(/^Due by /)).toBeVisible();
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    const dialog = focalPage.getByRole('dialog');
    await dialog.getByLabel(/^Status/).selectOption('investigating');
    await dialog.getByLabel(/^Note/).fill('Blocking the range at the border.');
    await dialog.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('ack-org').getByText('Investigating')).toBeVisible();
  });

  await test.step('the STIX 2.1 download validates against the OASIS schemas', async () => {
    const downloading = focalPage.waitForEvent('download');
    await main(focalPage).getByRole('button', { name: 'STIX 2.1' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^e2e-phishing-wave-[a-z0-9-]+\.stix\.json$/);
    const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      type: string;
      objects: { type: string; pattern?: string; object_marking_refs?: string[] }[];
    };
    expect(stixBundleErrors(bundle)).toEqual([]);
    expect(bundle.type).toBe('bundle');
    const patterns = bundle.objects.filter((o) => o.type === 'indicator').map((o) => o.pattern);
    expect(patterns).toEqual([`[ipv4-addr:value = '${indicator}']`]);
    // TLP 2.0 AMBER's marking definition on every object but the marking definitions.
    for (const object of bundle.objects.filter((o) => o.type !== 'marking-definition')) {
      expect(object.object_marking_refs).toContain(
        'marking-definition--55d920b0-5e8b-4f79-9ee9-91f868d9b421',
      );
    }
  });

  await test.step("the analyst's board shows A's answer", async () => {
    await analystPage.reload();
    const board = main(analystPage).getByRole('table', { name: 'Acknowledgement board' });
    const row = board.getByRole('row').filter({ hasText: orgA.name });
    await expect(row.getByText('Investigating')).toBeVisible();
    await expect(board.getByRole('row').filter({ hasText: orgB.name })).toHaveCount(0);
  });

  await test.step('a member of B finds it nowhere: list, address, API', async () => {
    const page = await pageOf(browser, memberB, '/');
    await expect(
      main(page)
        .getByText(/advisor(y|ies)$/)
        .first(),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(`${intel}/advisories/${advisoryId}`);
    // The portal's 404, as for an advisory that does not exist (the database answers PT404).
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(main(page).getByText('Page not found')).toBeVisible();
    await expect(main(page).getByText(title)).toHaveCount(0);
    const api = await signedInClient(memberB);
    const read = await api.rpc('intel_read_advisory', { advisory_id: advisoryId });
    expect(read.error?.code).toBe('PT404');
    const header = await api.from('intel_advisories').select('id').eq('id', advisoryId);
    expect(header.data).toEqual([]);
    const indicators = await api
      .from('intel_indicators')
      .select('id')
      .eq('advisory_id', advisoryId);
    expect(indicators.data ?? []).toEqual([]);
    const exported = await api.functions.invoke('intel-export', {
      body: { advisory_id: advisoryId, format: 'stix' },
    });
    expect((exported.error as { context?: Response } | null)?.context?.status).toBe(404);
  });

  await test.step("the admin's Audit finds the read and the export under 'Intel Portal'", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, admin);
    for (const action of ['intel_advisory_read', 'intel_advisory_exported']) {
      await page.goto(`/admin/audit?source=intel&action=${action}`);
      const entries = main(page)
        .getByRole('list', { name: 'Audit log entries' })
        .getByRole('listitem')
        .filter({ hasText: advisoryId });
      await expect(entries.first()).toBeVisible();
      await expect(entries.first().getByText('Intel Portal')).toBeVisible();
    }
  });
});
