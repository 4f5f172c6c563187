import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, serviceClient, signInAsUi, totpCode } from '../support/backend';
import { signInAs } from '../support/session';

// The admin console's Resources and R&D tabs against the real stack, as an admin who signs in
// with the password and the TOTP code: a resource is added with a PDF (the upload's progress
// shown), edited with a new file (the old one leaves storage) and deleted (row and file gone);
// the lists are paged and counted by the database; inquiries are searched over their fields
// and their status changed in place. The e2e database is shared: what a test adds it removes.

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

/** Is this object in the `resources` bucket? (read with the service role) */
async function stored(path: string): Promise<boolean> {
  const service = await serviceClient();
  const { data, error } = await service.storage.from('resources').download(path);
  return error === null && data !== null;
}

/** A PDF of `size` bytes: a real header, then padding, so the upload takes a moment. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n% CSAN e2e\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide`).toBeLessThanOrEqual(innerWidth);
}

test.describe('Resources', () => {
  const tag = `E2E ${randomUUID().slice(0, 8)}`;

  test.afterAll(async () => {
    // A failed run leaves nothing behind for the library's counts.
    const service = await serviceClient();
    const { data } = await service
      .from('resource_items')
      .delete()
      .like('title', `${tag}%`)
      .select('file_storage_path');
    const paths = (data ?? []).flatMap((row) =>
      row.file_storage_path ? [row.file_storage_path] : [],
    );
    if (paths.length > 0) await service.storage.from('resources').remove(paths);
  });

  test('add with a PDF (progress shown), edit with a new file, delete: row and files gone', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto('/admin');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Resources' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Add Resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Resource' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('At least one author is required')).toBeVisible();

    const title = `${tag} Zero Trust for Banks`;
    await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('A practical guide.');
    await dialog.getByRole('combobox', { name: 'Content type' }).selectOption('Technical Guide');
    await dialog.getByRole('combobox', { name: 'Access tier' }).selectOption('Professional');
    await dialog.getByRole('textbox', { name: /Authors/ }).fill(' Ama Owusu ,Kofi Mensah, ');
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('zero trust, banking');
    const file = dialog.getByLabel('File');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(
      dialog.getByText('Only .pdf, .doc, .docx, .ppt and .pptx files can be uploaded'),
    ).toBeVisible();
    await file.setInputFiles({
      name: 'Zero Trust Guide.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOf(600_000),
    });

    // A slow uplink (≈ 150 KB/s), so the progress of the 600 KB file can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const bar = dialog.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(dialog.getByText(/^Uploading file… \d+%$/)).toBeVisible();
    // Part-way: more than nothing, less than all.
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await expect(page.getByText('Resource created successfully')).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(dialog).toBeHidden();

    // Newest first: the new item leads the first page.
    await expect(main(page).getByRole('rowheader').first()).toHaveText(title);
    const service = await serviceClient();
    const { data: added } = await service
      .from('resource_items')
      .select(
        'item_id, author_names, tags, access_tier, content_type, publish_date, file_storage_path',
      )
      .eq('title', title)
      .single();
    expect(added).toMatchObject({
      author_names: ['Ama Owusu', 'Kofi Mensah'],
      tags: ['zero trust', 'banking'],
      access_tier: 'Professional',
      content_type: 'Technical Guide',
      publish_date: new Date().toISOString().slice(0, 10),
    });
    const firstPath = added?.file_storage_path ?? '';
    expect(firstPath).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await stored(firstPath)).toBe(true);

    // Edit: a new title and a Word file in place of the PDF.
    const row = main(page).getByRole('row').filter({ hasText: title });
    await expect(row.getByText('PDF')).toBeVisible();
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Resource' });
    await expect(edit.getByRole('textbox', { name: /Authors/ })).toHaveValue(
      'Ama Owusu, Kofi Mensah',
    );
    await expect(edit.getByText(`Current file: ${firstPath}`, { exact: false })).toBeVisible();
    const renamed = `${tag} Zero Trust for Banks (2nd edition)`;
    await edit.getByRole('textbox', { name: /Title/ }).fill(renamed);
    await edit.getByLabel('File').setInputFiles({
      name: 'Zero Trust.DOCX',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK\u0003\u0004 e2e docx'),
    });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Resource updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    const renamedRow = main(page).getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow.getByText('DOCX')).toBeVisible();
    const { data: edited } = await service
      .from('resource_items')
      .select('file_storage_path')
      .eq('item_id', added?.item_id ?? '')
      .single();
    const secondPath = edited?.file_storage_path ?? '';
    expect(secondPath).toMatch(/^[0-9a-f-]{36}\.docx$/);
    expect(await stored(secondPath)).toBe(true);
    expect(await stored(firstPath)).toBe(false);

    // Delete: the question, then the row and its file are gone.
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete resource' });
    await expect(confirm.getByText('Are you sure you want to delete this resource?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Resource deleted successfully')).toBeVisible();
    await expect(main(page).getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
    const { count } = await service
      .from('resource_items')
      .select('item_id', { count: 'exact', head: true })
      .eq('item_id', added?.item_id ?? '');
    expect(count).toBe(0);
    expect(await stored(secondPath)).toBe(false);
  });

  test('more items than a page: 10 a page, counted by the database, the page in the address', async ({
    page,
  }) => {
    const service = await serviceClient();
    const { count } = await service
      .from('resource_items')
      .select('item_id', { count: 'exact', head: true });
    const total = count ?? 0;
    expect(total).toBeGreaterThan(10);
    const pages = Math.ceil(total / 10);
    const { data: second } = await service
      .from('resource_items')
      .select('title')
      .order('created_at', { ascending: false })
      .order('item_id')
      .range(10, 19);

    await signInAdmin(page);
    await page.goto('/admin');
    await expect(main(page).getByText(`Resources: ${total}`)).toBeVisible();
    await expect(main(page).getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(main(page).getByRole('rowheader')).toHaveCount(10);
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/admin\?page=2$/);
    await expect(main(page).getByRole('rowheader')).toHaveText((second ?? []).map((r) => r.title));
    await page.reload();
    await expect(main(page).getByText(`Page 2 of ${pages}`)).toBeVisible();

    // A phone: the table scrolls inside its box, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(main(page).getByRole('rowheader').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('R&D inquiries', () => {
  const tag = `rdq${randomUUID().slice(0, 6)}`;

  test.afterAll(async () => {
    const service = await serviceClient();
    await service
      .from('rd_inquiries')
      .delete()
      .or(
        `project_title.ilike.*${tag}*,contact_name.ilike.*${tag}*,contact_email.ilike.*${tag}*,organization_name.ilike.*${tag}*,project_scope.ilike.*${tag}*`,
      );
  });

  test('searched over their fields, paged by the server; a status changes in place', async ({
    page,
  }) => {
    // Twelve inquiries, the tag in a different field each time (and in capitals once), a
    // second apart so "newest first" has one answer. Written with the service role: the public
    // form's hourly limit per address is the rest of the suite's, not this test's.
    const service = await serviceClient();
    const now = Date.now();
    const rows = Array.from({ length: 12 }, (_, index) => {
      const i = index + 1;
      const n = String(i).padStart(2, '0');
      return {
        project_title: i <= 3 ? `Project ${tag} ${n}` : `Project ${n}`,
        contact_name: i > 3 && i <= 6 ? `Contact ${tag.toUpperCase()} ${n}` : `Contact ${n}`,
        contact_email: i > 6 && i <= 8 ? `${tag}-${n}@example.org` : `c${n}@example.org`,
        organization_name: i > 8 && i <= 10 ? `Org ${tag}` : 'Org',
        organization_type: 'ngo',
        project_scope: i > 10 ? `Scope mentions ${tag}` : null,
        created_at: new Date(now - (12 - i) * 1000).toISOString(),
      };
    });
    const { error } = await service.from('rd_inquiries').insert(rows);
    expect(error).toBeNull();

    await signInAdmin(page);
    await page.goto('/admin/rd');
    await expect(main(page).getByRole('heading', { level: 2, name: 'R&D' })).toBeVisible();
    await main(page).getByRole('searchbox', { name: 'Search inquiries' }).fill(tag.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`/admin/rd\\?q=${tag.toUpperCase()}$`));
    await expect(main(page).getByText('Inquiries: 12')).toBeVisible();
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
    const titles = main(page).getByRole('listitem').getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(10);
    await expect(titles.first()).toHaveText('Project 12');
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(main(page).getByText('Page 2 of 2')).toBeVisible();
    await expect(titles).toHaveText([`Project ${tag} 02`, `Project ${tag} 01`]);

    // Any status to any other, saved at once.
    const card = main(page)
      .getByRole('listitem')
      .filter({ hasText: `Project ${tag} 01` });
    await expect(card.getByText('New', { exact: true }).first()).toBeVisible();
    await card
      .getByRole('combobox', { name: `Status of Project ${tag} 01` })
      .selectOption('in_progress');
    await expect(page.getByText('Inquiry status has been updated successfully')).toBeVisible();
    await expect(card.getByText('In Progress', { exact: true }).first()).toBeVisible();
    const { data } = await service
      .from('rd_inquiries')
      .select('status')
      .eq('project_title', `Project ${tag} 01`)
      .single();
    expect(data).toEqual({ status: 'in_progress' });
    await page.reload();
    await expect(card.getByRole('combobox', { name: `Status of Project ${tag} 01` })).toHaveValue(
      'in_progress',
    );
    await expect(card.getByRole('link', { name: /Email Contact/ })).toHaveAttribute(
      'href',
      /^mailto:c01@example\.org\?subject=/,
    );

    await page.goto('/admin/rd?q=no-such-inquiry-anywhere');
    await expect(main(page).getByText('No inquiries found matching your search')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/rd?q=${tag}`);
    await expect(titles.first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test('an admin with the password step only finishes with the code and returns to the tab and its search', async ({
  page,
}) => {
  // A session of the password alone (aal1) although the admin has an authenticator.
  await signInAs(page, { email: admin.email, password: admin.password });
  await page.goto('/admin/rd?q=pesa');
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === '/login?next=%2Fadmin%2Frd%3Fq%3Dpesa',
  );
  await page.getByLabel('Verification code').fill(totpCode(admin.totpSecret ?? ''));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/admin/rd?q=pesa');
  await expect(
    main(page).getByRole('heading', { level: 3, name: 'Fraud analytics for mobile money' }),
  ).toBeVisible();
  await expect(main(page).getByText('Inquiries: 1')).toBeVisible();
});
