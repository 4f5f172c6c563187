import '@testing-library/jest-dom/vitest';
import { DataError } from '@csan/shared-auth';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/fake-answers';
import type { ResourceItem } from './api/resource-list-query';
import ResourcesPanel from './ResourcesPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

/** The upload in flight: the test reports progress and finishes it. */
let upload: { progress: (fraction: number) => void; finish: () => void; fail: () => void };
const uploads: Array<{ url: string; file: File }> = [];
vi.mock('../../lib/upload-with-progress', async (importActual) => {
  const actual = await importActual<typeof import('../../lib/upload-with-progress')>();
  return {
    ...actual,
    uploadWithProgress: (url: string, file: File, onProgress: (fraction: number) => void) =>
      new Promise<void>((resolve, reject) => {
        uploads.push({ url, file });
        upload = {
          progress: onProgress,
          finish: resolve,
          fail: () =>
            reject(
              new DataError({
                message: 'The object exceeded the maximum allowed size',
                status: 413,
                source: 'storage',
              }),
            ),
        };
      }),
  };
});

/** Storage calls the code made: signed upload URLs asked for, objects removed. */
let storage: { signed: string[]; removed: string[][] };
function withStorage(
  removeAnswer: () => { error: { message: string } | null } = () => ({ error: null }),
) {
  storage = { signed: [], removed: [] };
  Object.assign(fake.client, {
    storage: {
      from: (bucket: string) => ({
        createSignedUploadUrl: async (path: string) => {
          storage.signed.push(`${bucket}/${path}`);
          return ok({
            signedUrl: `http://api/storage/v1/object/upload/sign/${bucket}/${path}?token=t`,
            path,
            token: 't',
          });
        },
        remove: async (paths: string[]) => {
          storage.removed.push(paths.map((path) => `${bucket}/${path}`));
          return { data: [], ...removeAnswer() };
        },
      }),
    },
  });
}

const item = (overrides: Partial<ResourceItem>): ResourceItem => ({
  item_id: '11111111-1111-4111-8111-111111111111',
  title: 'Ransomware Trends',
  description: 'Campaigns against banks.',
  content_type: 'Research Paper',
  access_tier: 'Public',
  author_names: ['Ama Owusu', 'Kofi Mensah'],
  tags: ['ransomware'],
  file_storage_path: 'old-file.pdf',
  publish_date: '2026-11-01',
  created_at: '2026-11-01T10:00:00Z',
  ...overrides,
});

const ROWS = [
  item({}),
  item({
    item_id: '22222222-2222-4222-8222-222222222222',
    title: 'Post-Quantum Readiness',
    content_type: 'R&D Report',
    access_tier: 'Corporate',
    file_storage_path: null,
    tags: null,
  }),
];

const open = (url = '/admin') =>
  renderPage(ResourcesPanel, { path: '/admin', url, showLocation: true, toasts: true });
const rowOf = (title: string) =>
  screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
const pdf = (name = 'Report Final.PDF', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeEach(() => {
  uploads.length = 0;
  setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Resources: the list', () => {
  it('lists Title, Type, Access, Authors, Published, File, Actions', async () => {
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 2) });
    await open();
    await screen.findByRole('rowheader', { name: 'Ransomware Trends' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Title',
      'Type',
      'Access',
      'Authors',
      'Published',
      'File',
      'Actions',
    ]);
    const first = within(rowOf('Ransomware Trends'));
    expect(first.getByText('Research Paper')).toBeVisible();
    expect(first.getByText('Public')).toBeVisible();
    expect(first.getByText('Ama Owusu, Kofi Mensah')).toBeVisible();
    expect(first.getByText('PDF')).toBeVisible();
    expect(first.getByRole('button', { name: 'Edit Ransomware Trends' })).toBeVisible();
    expect(first.getByRole('button', { name: 'Delete Ransomware Trends' })).toBeVisible();
    expect(within(rowOf('Post-Quantum Readiness')).getByText('No file')).toBeVisible();
    expect(screen.getByText('Resources: 2')).toBeVisible();
  });

  it('asks the database for one page of 10, newest first, counted', async () => {
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 23) });
    await open('/admin?page=3');
    await screen.findByText('Page 3 of 3');
    expect(fake.tableCalls[0]).toMatchObject({
      table: 'resource_items',
      filters: [
        ['order', 'created_at', { ascending: false }],
        ['order', 'item_id'],
        ['range', 20, 29],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?page=2$/);
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
  });

  it("says 'No resources yet', and 'Failed to load resources' with Retry", async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open();
    expect(await screen.findByText('No resources yet')).toBeVisible();
    cleanup();
    fake = createFakeSupabase({ table: () => fail('boom') });
    await open();
    expect(await screen.findByText('Failed to load resources')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});

describe('Admin → Resources: Add and Edit', () => {
  async function openAdd() {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Resource' }));
    return screen.findByRole('dialog', { name: 'Add Resource' });
  }

  it('offers the spec’s content types and tiers, and says every field error', async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    withStorage();
    await open();
    const dialog = await openAdd();
    const types = within(dialog).getByRole('combobox', { name: 'Content type' });
    expect(
      within(types)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Research Paper',
      'White Paper',
      'Case Study',
      'Technical Guide',
      'Report',
      'Article',
    ]);
    const tiers = within(dialog).getByRole('combobox', { name: 'Access tier' });
    expect(
      within(tiers)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Public', 'Student', 'Professional', 'Corporate']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('At least one author is required')).toBeVisible();

    const file = within(dialog).getByLabelText('File');
    expect(file).toHaveAttribute('accept', '.pdf,.doc,.docx,.ppt,.pptx');
    fireEvent.change(file, { target: { files: [new File(['x'], 'notes.txt')] } });
    expect(
      within(dialog).getByText('Only .pdf, .doc, .docx, .ppt and .pptx files can be uploaded'),
    ).toBeVisible();
    fireEvent.change(file, { target: { files: [pdf('empty.pdf', 0)] } });
    expect(within(dialog).getByText('The file is empty')).toBeVisible();
    const huge = pdf('huge.pdf', 1);
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    fireEvent.change(file, { target: { files: [huge] } });
    expect(
      within(dialog).getByText('The file is larger than the 50 MB storage limit'),
    ).toBeVisible();
    expect(fake.tableCalls.filter((call) => call.op !== 'select')).toEqual([]);
    expect(storage.signed).toEqual([]);
  });

  it('adds an item: the file stored under a random name with a progress bar, then the row; closes and reloads', async () => {
    let reads = 0;
    fake = createFakeSupabase({
      table: (call) => {
        if (call.op === 'insert') return ok([{ item_id: 'new-item' }]);
        reads += 1;
        return pageOf([], 0);
      },
    });
    withStorage();
    await open();
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), '  Zero Trust ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'A guide.');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Content type' }),
      'Technical Guide',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Access tier' }),
      'Professional',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Authors/ }),
      ' Ama Owusu, Kofi Mensah ,',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Tags' }),
      'zero trust, banks',
    );
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [pdf()] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const bar = await within(dialog).findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    upload.progress(0.42);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(within(dialog).getByText('Uploading file… 42%')).toBeVisible();
    expect(storage.signed).toHaveLength(1);
    expect(storage.signed[0]).toMatch(/^resources\/[0-9a-f-]{36}\.pdf$/);
    const stored = storage.signed[0]?.slice('resources/'.length);
    expect(uploads[0]?.file.name).toBe(stored);
    expect(uploads[0]?.file.type).toBe('application/pdf');
    expect(fake.tableCalls.filter((call) => call.op === 'insert')).toEqual([]);

    const readsBefore = reads;
    upload.progress(1);
    upload.finish();
    expect(await screen.findByText('Resource created successfully')).toBeVisible();
    expect(fake.tableCalls.find((call) => call.op === 'insert')).toMatchObject({
      table: 'resource_items',
      payload: {
        title: 'Zero Trust',
        description: 'A guide.',
        content_type: 'Technical Guide',
        access_tier: 'Professional',
        author_names: ['Ama Owusu', 'Kofi Mensah'],
        tags: ['zero trust', 'banks'],
        publish_date: new Date().toISOString().slice(0, 10),
        file_storage_path: stored,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    expect(storage.removed).toEqual([]);
  });

  it('edits an item in place, keeping its other type; a new file replaces the old one', async () => {
    fake = createFakeSupabase({
      table: (call) => (call.op === 'update' ? ok([{ item_id: 'x' }]) : pageOf(ROWS, 2)),
    });
    withStorage();
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Post-Quantum Readiness' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Edit Resource' });
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Post-Quantum Readiness',
    );
    expect(within(dialog).getByRole('textbox', { name: /Authors/ })).toHaveValue(
      'Ama Owusu, Kofi Mensah',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Content type' })).toHaveValue(
      'R&D Report',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Access tier' })).toHaveValue('Corporate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource updated successfully')).toBeVisible();
    expect(fake.tableCalls.find((call) => call.op === 'update')).toMatchObject({
      table: 'resource_items',
      payload: { title: 'Post-Quantum Readiness', content_type: 'R&D Report', tags: null },
      filters: [['eq', 'item_id', '22222222-2222-4222-8222-222222222222']],
    });
    expect(
      fake.tableCalls.find((call) => call.op === 'update')?.payload as object,
    ).not.toHaveProperty('file_storage_path');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Edit Ransomware Trends' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Resource' });
    expect(within(dialog).getByText(/Current file: old-file\.pdf/)).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('File'), {
      target: { files: [pdf('deck.pptx')] },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('progressbar');
    upload.finish();
    await waitFor(() =>
      expect(fake.tableCalls.filter((call) => call.op === 'update')).toHaveLength(2),
    );
    const stored = storage.signed[0]?.slice('resources/'.length);
    expect(stored).toMatch(/\.pptx$/);
    expect(fake.tableCalls.filter((call) => call.op === 'update')[1]?.payload).toMatchObject({
      file_storage_path: stored,
    });
    await waitFor(() => expect(storage.removed).toEqual([['resources/old-file.pdf']]));
  });

  it("a failed upload or row says the reason or 'Failed to save resource', keeps the dialog and leaves no file", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [fail('new row violates row-level security policy'), ok([])];
    fake = createFakeSupabase({
      table: (call) => (call.op === 'insert' ? (answers.shift() ?? ok([])) : pageOf([], 0)),
    });
    withStorage();
    await open();
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'T');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Authors/ }), 'A');
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [pdf()] } });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('progressbar');
    upload.fail();
    expect(await screen.findByText('The object exceeded the maximum allowed size')).toBeVisible();
    expect(fake.tableCalls.filter((call) => call.op === 'insert')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('progressbar');
    upload.finish();
    expect(await screen.findByText('new row violates row-level security policy')).toBeVisible();
    const second = storage.signed[1]?.slice('resources/'.length);
    await waitFor(() => expect(storage.removed).toEqual([[`resources/${second}`]]));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('progressbar');
    upload.finish();
    expect(await screen.findByText('Failed to save resource')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add Resource' })).toBeVisible();
  });

  it('an admin at aal1 goes through the MFA step before the dialog opens', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal1', verifiedFactor: true });
    fake = createFakeSupabase({ table: () => pageOf(ROWS, 2) });
    await open('/admin?page=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Resource' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fadmin');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Admin → Resources: Delete', () => {
  it("asks 'Are you sure you want to delete this resource?', then deletes the row and its file", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      ok([]),
      ok([{ item_id: ROWS[0]?.item_id, file_storage_path: 'old-file.pdf' }]),
    ];
    fake = createFakeSupabase({
      table: (call) => (call.op === 'delete' ? (answers.shift() ?? ok([])) : pageOf(ROWS, 2)),
    });
    withStorage();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ransomware Trends' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete resource' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this resource?'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete resource')).toBeVisible();
    expect(storage.removed).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Resource deleted successfully')).toBeVisible();
    expect(fake.tableCalls.filter((call) => call.op === 'delete').at(-1)).toMatchObject({
      table: 'resource_items',
      filters: [['eq', 'item_id', ROWS[0]?.item_id]],
    });
    expect(storage.removed).toEqual([['resources/old-file.pdf']]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says so when the row went but its file stayed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake = createFakeSupabase({
      table: (call) =>
        call.op === 'delete'
          ? ok([{ item_id: ROWS[0]?.item_id, file_storage_path: 'old-file.pdf' }])
          : pageOf(ROWS, 2),
    });
    withStorage(() => ({ error: { message: 'storage down' } }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ransomware Trends' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete resource' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Its stored file could not be removed; no resource links to it any more.',
      ),
    ).toBeVisible();
    expect(storage.removed).toEqual([['resources/old-file.pdf']]);
  });
});
