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

// Issue 28 items 1, 3 and 8: the admin sets up a partner organisation and an analyst in the
// admin console; the analyst attaches a file to an AMBER advisory for that organisation (a
// partner outside it cannot fetch the file), writes a playbook in the app, and names the one
// reader of a TLP:RED advisory with the people picker.
test('the admin places a partner and makes them an analyst, who attaches a file and writes a playbook', async ({
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const orgName = `E2E Telecom CSIRT ${tag}`;
  const [admin, analyst, outsider] = await Promise.all([
    createMember({ admin: true, mfaDeadline: null, totp: true, flags: { is_cert_partner: true } }),
    partner(),
    partner(),
  ]);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, admin);
  await adminPage.goto('/admin/intel');
  const adminMain = main(adminPage);

  await test.step('the admin creates the organisation', async () => {
    await adminMain.getByRole('button', { name: 'New organisation' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'New organisation' });
    await dialog.getByLabel(/^Name/).fill(orgName);
    await dialog.getByLabel(/^Country/).fill('ke');
    await dialog.getByLabel('Sector').selectOption('telecom');
    await dialog.getByLabel('Kind').selectOption('csirt');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const card = adminMain
      .getByRole('listitem')
      .filter({ has: adminPage.getByRole('heading', { level: 4, name: orgName }) });
    await expect(card.getByText('CSIRT · Telecommunications · KE')).toBeVisible();
  });

  await test.step('places the partner as focal point with the people picker', async () => {
    await adminMain.getByRole('button', { name: `Add a member to ${orgName}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Add a member to ${orgName}` });
    await dialog.getByLabel(/^Find a partner/).fill(analyst.email);
    await dialog
      .getByLabel(/^Person/)
      .selectOption({ label: `${analyst.fullName} <${analyst.email}>` });
    await dialog.getByLabel('Role').selectOption('focal_point');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await expect(dialog).toBeHidden();
    const people = adminMain.getByRole('list', { name: `People of ${orgName}` });
    await expect(people.getByText(analyst.email)).toBeVisible();
    await expect(people.getByLabel(`Role of ${analyst.fullName}`)).toHaveValue('focal_point');
  });

  await test.step('grants the analyst role', async () => {
    await adminMain.getByRole('searchbox', { name: 'Search partners' }).fill(analyst.email);
    const row = adminMain
      .getByRole('list', { name: 'Analysts' })
      .getByRole('listitem')
      .filter({ hasText: analyst.email });
    await row.getByRole('button', { name: `Make ${analyst.fullName} an analyst` }).click();
    await expect(
      row.getByRole('button', { name: `Revoke analyst role of ${analyst.fullName}` }),
    ).toBeVisible();
    await expect(row.getByText('Analyst', { exact: true })).toBeVisible();
    await adminContext.close();
  });

  const service = await serviceClient();
  const org = await service.from('intel_organisations').select('id').eq('name', orgName).single();
  expect(org.error).toBeNull();
  const api = await signedInClient(analyst);
  const saved = await api.rpc('intel_save_advisory', {
    advisory_id: null,
    title: `E2E attachment ${tag}`,
    summary: 'Indicators attached as CSV.',
    body: 'See the attachment.',
    severity: 'medium',
    tlp: 'amber',
    sectors: ['telecom'],
    countries: ['KE'],
    refs: [],
    indicators: [],
    recipient_org_ids: [org.data?.id],
    recipient_user_ids: [],
    change_note: null,
    publish: true,
  });
  expect(saved.error).toBeNull();
  // The function returns its one row as a set.
  const advisoryId = (saved.data as { id: string }[])[0]?.id ?? '';
  expect(advisoryId).toMatch(/^[0-9a-f-]{36}$/);
  const csv = 'type,value\nipv4,203.0.113.9\n';
  const page = await pageOf(browser, analyst, `/advisories/${advisoryId}/edit`);

  await test.step('the analyst attaches a file; its readers download it, others cannot', async () => {
    const input = main(page).locator('input[type="file"]');
    await input.setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(main(page).getByRole('alert')).toHaveText(
      'tool.exe is not a kind of file that can be attached.',
    );
    await input.setInputFiles({ name: 'iocs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(main(page).getByRole('status')).toHaveText('iocs.csv is attached.');
    await page.goto(`${intel}/advisories/${advisoryId}`);
    const downloading = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'iocs.csv' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('iocs.csv');
    expect(await readFile(await download.path(), 'utf8')).toBe(csv);
    const outsiderApi = await signedInClient(outsider);
    const fetched = await outsiderApi.storage
      .from('intel-attachments')
      .download(`${advisoryId}/iocs.csv`);
    expect(fetched.data).toBeNull();
    expect(fetched.error).not.toBeNull();
  });

  await test.step('the analyst writes a playbook, rendered from Markdown in the library', async () => {
    const playbook = `E2E DDoS playbook ${tag}`;
    await page.goto(`${intel}/protocols`);
    await main(page).getByRole('link', { name: 'New playbook' }).click();
    await expect(page).toHaveURL(/\/protocols\/new$/);
    const form = main(page);
    await form.getByRole('textbox', { name: /^Title/ }).fill(playbook);
    await form.getByLabel(/^Incident type/).selectOption('ddos');
    await form.getByLabel(/^TLP level/).selectOption('green');
    await form
      .getByRole('textbox', { name: /^Steps/ })
      .fill('## Contain\n\nRate-limit at the edge.\n\n<script>alert(1)</script>');
    await form.getByRole('button', { name: 'Save playbook' }).click();
    await expect(page).toHaveURL(/\/protocols$/);
    await page.goto(`${intel}/protocols?q=${encodeURIComponent(playbook)}`);
    const item = main(page).getByRole('listitem').filter({ hasText: playbook });
    await item.getByText('Show the steps').click();
    await expect(item.getByRole('heading', { level: 4, name: 'Contain' })).toBeVisible();
    // Raw HTML is never made into elements.
    await expect(item.locator('script')).toHaveCount(0);
    await expect(item.getByRole('link', { name: `Edit ${playbook}` })).toBeVisible();
  });

  await test.step('a TLP:RED advisory names its readers with the people picker; no one else reads it', async () => {
    const title = `E2E red ${tag}`;
    await page.goto(`${intel}/advisories/new`);
    const form = main(page);
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByRole('textbox', { name: /^Summary/ }).fill('For one responder only.');
    await form.getByLabel(/^TLP level/).selectOption('red');
    await form.getByLabel('Find people by name or e-mail').fill(outsider.email);
    await form.getByRole('checkbox', { name: `${outsider.fullName} <${outsider.email}>` }).check();
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page).toHaveURL(/\/advisories\/[0-9a-f-]{36}$/);
    const redId = page.url().split('/').pop() ?? '';
    await expect(main(page).getByText('TLP:RED', { exact: true })).toBeVisible();
    const named = await (await signedInClient(outsider)).rpc('intel_read_advisory', {
      advisory_id: redId,
    });
    expect(named.error).toBeNull();
    // Not even an admin reads RED without being named.
    const unnamed = await (await signedInClient(admin)).rpc('intel_read_advisory', {
      advisory_id: redId,
    });
    expect(unnamed.error?.code).toBe('PT404');
  });
});
