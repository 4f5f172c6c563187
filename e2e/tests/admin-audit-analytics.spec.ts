import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import {
  anonClient,
  createMember,
  type Member,
  serviceClient,
  signInAsUi,
} from '../support/backend';
import { storedSession } from '../support/session';

// The admin console's Audit tab and /analytics against the real stack, as an admin signing in
// with the password and the TOTP code: search the audit log by source, action and dates (paged
// and counted by the server, more entries than a page), download the CSV and parse it (seven
// columns, every field quoted, quotes doubled); /analytics shows a lead made in this test, in
// Recent Leads, the Total Leads card, the weekly figures and the leads CSV.

let admin: Member;

test.beforeAll(async () => {
  admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
});

async function signInAdmin(page: Page) {
  await signInAsUi(page, {
    email: admin.email,
    password: admin.password,
    totpSecret: admin.totpSecret,
  });
}

const main = (page: Page) => page.getByRole('main');

const AUDIT_HEADER = [
  'log_id',
  'timestamp',
  'user_id',
  'user_role',
  'source_app',
  'action_type',
  'action_details',
];

async function csvOf(download: Download): Promise<{ text: string; rows: string[][] }> {
  const path = await download.path();
  const text = (await readFile(path, 'utf8')).replace(/^\ufeff/, '');
  const parsed = Papa.parse<string[]>(text.trim(), { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return { text, rows: parsed.data };
}

test('Audit: nothing before Search; search by source, action and dates, 25 a page; the CSV of the whole search', async ({
  page,
}) => {
  const tag = `e2e_probe_${randomUUID().slice(0, 8)}`;
  const service = await serviceClient();
  // 30 entries from Intel Portal inside 1–3 March 2025 (the last at 23:59:59.999 UTC of the
  // 3rd), one a moment later (the 4th) and one from the main app: neither is found.
  const inside = Array.from({ length: 30 }, (_, i) => ({
    timestamp:
      i === 29
        ? '2025-03-03T23:59:59.999Z'
        : new Date(Date.UTC(2025, 2, 1, 0, 0, 0) + i * 3_600_000).toISOString(),
    user_id: admin.id,
    user_role: 'admin',
    source_app: 'intel',
    action_type: tag,
    action_details: { index: i, note: 'say "hi", then leave' },
  }));
  const outside = [
    { ...inside[0], timestamp: '2025-03-04T00:00:00.000Z', action_details: { index: 'late' } },
    { ...inside[0], source_app: 'main', action_details: { index: 'main' } },
  ];
  const { error } = await service.from('audit_logs').insert([...inside, ...outside]);
  expect(error).toBeNull();

  await signInAdmin(page);
  await page.goto('/admin/audit');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Audit' })).toBeVisible();
  await expect(
    main(page).getByText('Use the filters above and click Search to view audit logs'),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Download CSV' })).toBeDisabled();

  await main(page).getByLabel('Source').selectOption({ label: 'Intel Portal' });
  // Case-insensitive substring of the action.
  await main(page).getByLabel('Action contains').fill(tag.slice(4).toUpperCase());
  await main(page).getByLabel('From').fill('2025-03-01');
  await main(page).getByLabel('To').fill('2025-03-03');
  await main(page).getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    /\/admin\/audit\?source=intel&action=.+&from=2025-03-01&to=2025-03-03$/,
  );
  await expect(main(page).getByText('Showing 1-25 of 30')).toBeVisible();
  await expect(main(page).getByText('Page 1', { exact: true })).toBeVisible();
  const entries = main(page).getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(25);
  // Newest first: the entry at 23:59:59.999 leads.
  const first = entries.first();
  const title = tag
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  await expect(first.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(first.getByText('Intel Portal')).toBeVisible();
  await expect(first.getByText(/Role: admin/)).toBeVisible();
  await first.getByText('Details').click();
  await expect(first.getByText('"index": 29')).toBeVisible();

  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(main(page).getByText('Showing 26-30 of 30')).toBeVisible();
  await expect(main(page).getByText('Page 2', { exact: true })).toBeVisible();
  await expect(entries).toHaveCount(5);
  await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(main(page).getByText('Showing 26-30 of 30')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^audit-logs-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv$/,
  );
  const { text, rows } = await csvOf(download);
  expect(rows[0]).toEqual(AUDIT_HEADER);
  expect(rows).toHaveLength(31);
  for (const row of rows) expect(row).toHaveLength(7);
  // Every field quoted, quotes inside doubled.
  for (const line of text.trim().split('\r\n')) {
    expect(line.startsWith('"') && line.endsWith('"')).toBe(true);
  }
  expect(text).toContain('""note"":""say \\""hi\\"", then leave""');
  const data = rows.slice(1);
  expect(new Set(data.map((row) => row[5]))).toEqual(new Set([tag]));
  expect(new Set(data.map((row) => row[4]))).toEqual(new Set(['intel']));
  const indexes = data.map((row) => (JSON.parse(row[6] ?? '{}') as { index: unknown }).index);
  expect(indexes).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));

  await page.goto('/admin/audit?source=tools&action=no-such-action-anywhere');
  await expect(
    main(page).getByText('No audit logs found matching your search criteria'),
  ).toBeVisible();
});

test('Audit: the CSV of more entries than one batch holds every entry once, ties included', async ({
  page,
}) => {
  const tag = `e2e_bulk_${randomUUID().slice(0, 8)}`;
  // 1,050 entries, three to a timestamp: the download fetches them in batches of 1,000 from the
  // last row of the batch before (timestamp, then id), so none is skipped or repeated.
  const rows = Array.from({ length: 1050 }, (_, i) => ({
    timestamp: new Date(Date.UTC(2025, 5, 1) + Math.floor(i / 3) * 1000).toISOString(),
    user_role: 'system',
    source_app: 'tools',
    action_type: tag,
    action_details: { index: i },
  }));
  const { error } = await (await serviceClient()).from('audit_logs').insert(rows);
  expect(error).toBeNull();

  await signInAdmin(page);
  await page.goto(`/admin/audit?source=tools&action=${tag}`);
  await expect(main(page).getByText('Showing 1-25 of 1050')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download CSV' }).click();
  const { rows: csv } = await csvOf(await downloading);
  expect(csv).toHaveLength(1051);
  const indexes = csv
    .slice(1)
    .map((row) => (JSON.parse(row[6] ?? '{}') as { index: number }).index);
  expect(new Set(indexes).size).toBe(1050);
  const ids = new Set(csv.slice(1).map((row) => row[0]));
  expect(ids.size).toBe(1050);
});

test('Audit: a real admin action that changed nothing is audited and found by its action', async ({
  page,
}) => {
  // Resetting a member's MFA requirement to the deadline they already have changes nothing,
  // and is audited all the same.
  const member = await createMember({ tier: 'Student', mfaDeadline: null });
  await signInAdmin(page);
  // The admin's own aal2 session (after the TOTP step), as the browser holds it.
  const token = (await storedSession(page.context()))?.access_token;
  expect(token).toBeTruthy();
  const asAdmin = await anonClient();
  for (let i = 0; i < 2; i++) {
    const reset = await asAdmin
      .rpc('reset_mfa_requirement', { target_user_id: member.id, new_deadline_days: 7 })
      .setHeader('Authorization', `Bearer ${token}`);
    expect(reset.error).toBeNull();
  }
  const service = await serviceClient();
  const { data: logged } = await service
    .from('audit_logs')
    .select('action_type, action_details')
    .eq('user_id', admin.id)
    .like('action_type', 'mfa_deadline_%')
    .contains('action_details', { user_id: member.id, unchanged: true });
  expect(logged).toHaveLength(1);

  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/admin/audit?source=all&action=mfa_deadline&from=${today}&to=${today}`);
  await expect(main(page).getByText(/^Showing 1-\d+ of \d+$/)).toBeVisible();
  await expect(
    main(page).getByRole('heading', { level: 3, name: 'MFA Deadline Updated' }).first(),
  ).toBeVisible();
});

test('/analytics shows a lead made in this test: Recent Leads, the totals, the week and the leads CSV', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `analytics-${tag}@example.org`;
  const service = await serviceClient();
  const { data: resource } = await service
    .from('resource_items')
    .select('item_id, title')
    .eq('access_tier', 'Public')
    .order('title')
    .limit(1)
    .single();
  expect(resource).not.toBeNull();
  const lead = await (await anonClient()).from('content_leads').insert({
    resource_id: resource?.item_id,
    lead_name: `Abena "Quoted" ${tag}`,
    lead_email: email,
    organization: 'Kumasi, Labs',
  });
  expect(lead.error).toBeNull();
  const { count: leads } = await service
    .from('content_leads')
    .select('lead_id', { count: 'exact', head: true });

  await signInAdmin(page);
  await page.goto('/analytics');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
  ).toBeVisible();
  await expect(
    main(page)
      .getByRole('region', { name: 'Total Leads' })
      .getByText(String(leads), { exact: true }),
  ).toBeVisible();
  const recent = main(page).getByRole('table', { name: 'Recent Leads' });
  const row = recent.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('rowheader')).toHaveText(`Abena "Quoted" ${tag}`);
  await expect(row.getByText('Kumasi, Labs')).toBeVisible();
  await expect(row.getByText(resource?.title ?? '')).toBeVisible();
  // The newest lead leads the list.
  await expect(recent.getByRole('rowheader').first()).toHaveText(`Abena "Quoted" ${tag}`);

  await expect(main(page).getByTestId('weekly-chart')).toBeVisible();
  await main(page).getByText('Show the figures').click();
  const weekly = main(page).getByRole('table', { name: /per week/ });
  await expect(weekly.getByRole('rowheader')).toHaveCount(12);
  const thisWeek = Number(
    await weekly.getByRole('row').last().getByRole('cell').last().textContent(),
  );
  expect(thisWeek).toBeGreaterThanOrEqual(1);

  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Resource Performance' }),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download leads as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-.+\.csv$/);
  const { rows } = await csvOf(download);
  expect(rows[0]).toEqual([
    'lead_id',
    'created_at',
    'lead_name',
    'lead_email',
    'organization',
    'job_title',
    'phone_number',
    'country',
    'resource_title',
  ]);
  expect(rows).toHaveLength((leads ?? 0) + 1);
  const mine = rows.find((r) => r[3] === email);
  expect(mine?.slice(2, 5)).toEqual([`Abena "Quoted" ${tag}`, email, 'Kumasi, Labs']);
  expect(mine?.[8]).toBe(resource?.title);
});

test('/analytics at a phone width fits without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  for (const path of ['/analytics', '/admin/audit?source=all']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('axe finds no serious violation, no content outside landmarks and no skipped heading on either page', async ({
  page,
}) => {
  await signInAdmin(page);
  for (const path of ['/analytics', '/admin/audit?source=all']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The audit entries' details open, so their contents are checked too.
    for (const details of await main(page).getByText('Details', { exact: true }).all()) {
      await details.click();
    }
    const { violations } = await new AxeBuilder({ page }).analyze();
    const failing = violations
      .filter(
        (v) =>
          v.impact === 'serious' ||
          v.impact === 'critical' ||
          ['region', 'heading-order'].includes(v.id),
      )
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(failing, path).toEqual([]);
  }
});
