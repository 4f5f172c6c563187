import '@testing-library/jest-dom/vitest';
import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
  setViewer,
  type TableCall,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ResourcesPage from './ResourcesPage';

let fake: FakeSupabase;
let download: ReturnType<typeof vi.fn>;
provideTestClient(() => fake.client);
const saved: string[] = [];
vi.mock('@csan/shared-ui/forms', async (original) => ({
  ...(await original<typeof import('@csan/shared-ui/forms')>()),
  downloadBlob: (_blob: Blob, name: string) => saved.push(name),
}));

const id = (n: number) => `00000000-0000-4000-8300-${String(n).padStart(12, '0')}`;
const item = (n: number, tier: string, title = `Item ${n}`, type = 'Report') => ({
  item_id: id(n),
  title,
  description: `About item ${n}`,
  content_type: type,
  access_tier: tier,
  author_names: ['Ama Owusu'],
  tags: ['tag'],
  publish_date: '2026-11-01',
  file_storage_path: `seed/${n}-item.pdf`,
});
const ITEMS = [
  item(
    1,
    'Public',
    'Ransomware Trends in West African Banking and Mobile Money Operators',
    'R&D Report',
  ),
  item(2, 'Professional', 'Mobile Money Fraud', 'Case Study'),
  item(3, 'Student', 'Zero Trust'),
];

type Options = {
  list?: (call: TableCall) => FakeResult;
  rpc?: () => FakeResult;
  leadInsert?: () => FakeResult;
};

function backend(options: Options = {}) {
  fake = createFakeSupabase({
    table: (call) => {
      if (call.table === 'resource_content_types') {
        return ok([
          { content_type: 'Case Study', item_count: 10 },
          { content_type: 'R&D Report', item_count: 20 },
          { content_type: 'Report', item_count: 12 },
        ]);
      }
      if (call.table === 'content_leads') return options.leadInsert?.() ?? ok(null);
      if (call.table === 'resource_items') {
        const single = call.filters.find(([m]) => m === 'eq');
        if (single) return ok(ITEMS.find((i) => i.item_id === single[2]) ?? null);
        const answer = options.list?.(call) ?? ok(ITEMS);
        return { ...answer, count: 7 } as FakeResult;
      }
      throw new Error(`unexpected table ${call.table}`);
    },
    rpc: () => options.rpc?.() ?? ok('seed/1-ransomware.pdf'),
  });
  download = vi.fn(async () => ({ data: new Blob(['%PDF-']), error: null }));
  Object.assign(fake.client, { storage: { from: () => ({ download }) } });
}

const open = (url: string) =>
  renderPage(ResourcesPage, { path: '/resources/*', url, showLocation: true });

beforeEach(() => {
  saved.length = 0;
  window.localStorage.clear();
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
  vi.spyOn(toaster, 'info');
  vi.spyOn(toaster, 'warning');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/resources', () => {
  it('lists cards with the title excerpt, Free or the tier, and the count', async () => {
    backend();
    setViewer('signed-out');
    await open('/resources');
    expect(screen.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByRole('link').textContent).toBe(
      'Ransomware Trends in West African Banking and Mobile Money O…',
    );
    expect(within(cards[0] as HTMLElement).getByText('Free')).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByText('Professional')).toBeVisible();
    expect(screen.getByText('Showing 3 of 42 resources')).toBeVisible();
    // The unsearched library's total is the sum of the kept per-type counts, not a row count.
    const list = fake.tableCalls.find((c) => c.table === 'resource_items');
    expect(list?.filters.some(([m]) => m === 'textSearch')).toBe(false);
    expect(screen.getByRole('link', { name: 'View membership' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });

  it('searches and filters in the database, keeping both and the page in the URL', async () => {
    backend();
    setViewer('signed-out');
    await open('/resources?page=2');
    await screen.findAllByRole('article');
    const first = fake.tableCalls.find((c) => c.table === 'resource_items');
    expect(first?.filters).toContainEqual(['range', 24, 47]);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search resources' }),
      'mobile money',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Case Study/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/resources?q=mobile+money&type=Case+Study',
      ),
    );
    await waitFor(() => {
      const last = fake.tableCalls.filter((c) => c.table === 'resource_items').at(-1);
      expect(last?.filters).toEqual(
        expect.arrayContaining([
          ['textSearch', 'search_vector', 'mobile money', { type: 'websearch', config: 'english' }],
          ['in', 'content_type', ['Case Study']],
          ['order', 'publish_date', { ascending: false }],
          ['range', 0, 23],
        ]),
      );
    });
    expect(await screen.findByText('Showing 3 of 7 resources')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/resources'));
    expect(await screen.findByText('Showing 3 of 42 resources')).toBeVisible();
  });

  it('an unsearched library filtered by types totals the kept counts of those types', async () => {
    backend();
    setViewer('signed-out');
    await open('/resources?type=Case+Study&type=Report');
    expect(await screen.findByText('Showing 3 of 22 resources')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Case Study/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /R&D Report/ })).not.toBeChecked();
  });

  it('shows the failure with Retry, and the empty result', async () => {
    backend({ list: () => fail('boom') });
    setViewer('signed-out');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await open('/resources');
    expect(await screen.findByText('Failed to load resources. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    cleanup();
    backend({ list: () => ok([]) });
    await open('/resources?q=nothing');
    expect(await screen.findByText(/No resources match your search/)).toBeVisible();
  });
});

describe('downloads from the library', () => {
  it('a Public item asks for a lead, shows the first error as a Validation Error', async () => {
    backend();
    setViewer('signed-out');
    await open('/resources');
    const [publicCard] = await screen.findAllByRole('article');
    await userEvent.click(
      within(publicCard as HTMLElement).getByRole('button', { name: /^Download/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download this resource' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Validation Error',
        description: 'First name is required',
      }),
    );
    expect(within(dialog).getByText('Last name is required')).toBeVisible();
    expect(fake.inserts).toEqual([]);
  });

  it('records the lead, notifies, downloads under the file name; the next Public item asks no more', async () => {
    backend();
    setViewer('signed-out');
    await open('/resources');
    const [publicCard] = await screen.findAllByRole('article');
    await userEvent.click(
      within(publicCard as HTMLElement).getByRole('button', { name: /^Download/ }),
    );
    const dialog = await screen.findByRole('dialog');
    const fill = async (label: RegExp, text: string) =>
      userEvent.type(within(dialog).getByLabelText(label), text);
    await fill(/First name/, 'Ama');
    await fill(/Last name/, 'Owusu');
    await fill(/Company email/, 'ama@bank.example');
    await fill(/Organization/, 'GCB Bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(toaster.success).toHaveBeenCalledWith({ title: 'Your download has started.' }),
    );
    const [lead] = fake.inserts;
    expect(lead).toMatchObject({
      table: 'content_leads',
      row: {
        resource_id: id(1),
        lead_name: 'Ama Owusu',
        lead_email: 'ama@bank.example',
        organization: 'GCB Bank',
        job_title: null,
      },
    });
    const leadId = (lead?.row as { lead_id?: string } | undefined)?.lead_id;
    expect(fake.functionCalls).toEqual([{ name: 'send-lead-notification', body: { leadId } }]);
    expect(fake.rpcCalls).toEqual([
      { name: 'start_resource_download', args: { p_item_id: id(1), p_lead_id: leadId } },
    ]);
    expect(download).toHaveBeenCalledWith('seed/1-ransomware.pdf');
    expect(saved).toEqual(['1-ransomware.pdf']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The same browser, another Public item: no dialog, a new lead with the same details.
    await userEvent.click(
      within(publicCard as HTMLElement).getByRole('button', { name: /^Download/ }),
    );
    await waitFor(() => expect(fake.inserts).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed lead says so and downloads nothing', async () => {
    backend({ leadInsert: () => fail('nope') });
    setViewer('signed-out');
    window.localStorage.setItem(
      'csan.library.lead',
      JSON.stringify({
        firstName: 'Ama',
        lastName: 'Owusu',
        email: 'ama@bank.example',
        organization: '',
        jobTitle: '',
        phoneNumber: '',
        country: '',
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await open('/resources');
    const [publicCard] = await screen.findAllByRole('article');
    await userEvent.click(
      within(publicCard as HTMLElement).getByRole('button', { name: /^Download/ }),
    );
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Failed to process your request. Please try again.',
      }),
    );
    expect(fake.rpcCalls).toEqual([]);
  });

  it('a visitor opening a gated item is told to sign in and sent to /login back to the item', async () => {
    backend();
    setViewer('signed-out');
    await open('/resources');
    const cards = await screen.findAllByRole('article');
    await userEvent.click(
      within(cards[1] as HTMLElement).getByRole('button', { name: /^Download/ }),
    );
    expect(toaster.info).toHaveBeenCalledWith({
      title: 'Authentication required',
      description: 'Please sign in to access this resource.',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/login?next=${encodeURIComponent(`/resources/${id(2)}`)}`,
      ),
    );
  });

  it('a Student sees the upgrade button on a Professional item and the membership notice', async () => {
    backend();
    setViewer({ tier: 'Student' });
    await open('/resources');
    const cards = await screen.findAllByRole('article');
    const professional = cards[1] as HTMLElement;
    expect(
      within(professional).getByRole('link', { name: /Upgrade to Professional/ }),
    ).toHaveAttribute('href', '/membership');
    expect(within(cards[2] as HTMLElement).queryByRole('link', { name: /Upgrade/ })).toBeNull();
    await userEvent.click(within(professional).getByRole('button', { name: /^Download/ }));
    expect(toaster.warning).toHaveBeenCalledWith({
      title: 'Membership required',
      description:
        'This resource requires Professional membership. Upgrade your membership to access it.',
    });
    expect(fake.rpcCalls).toEqual([]);
  });

  it.each([
    [
      'file_not_available',
      {
        title: 'File Not Available',
        description: 'This resource file is not yet available for download.',
      },
    ],
    ['boom', { title: 'Failed to download the file. Please try again.' }],
  ])('a member downloading their tier: %s', async (message, toast) => {
    backend({ rpc: () => fail(message, 'P0001') });
    setViewer({ tier: 'Student' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await open('/resources');
    const cards = await screen.findAllByRole('article');
    await userEvent.click(
      within(cards[2] as HTMLElement).getByRole('button', { name: /^Download/ }),
    );
    await waitFor(() => expect(toaster.error).toHaveBeenCalledWith(toast));
    expect(fake.rpcCalls).toEqual([
      { name: 'start_resource_download', args: { p_item_id: id(3), p_lead_id: undefined } },
    ]);
  });
});

describe('/resources/<id>', () => {
  it('shows the item with its facts and action', async () => {
    backend();
    setViewer({ tier: 'Professional' });
    await open(`/resources/${id(2)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile Money Fraud' }),
    ).toBeVisible();
    expect(screen.getByText('About item 2')).toBeVisible();
    expect(screen.getByText('Case Study')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Mobile Money Fraud' })).toBeEnabled();
    expect(document.title).toBe('Mobile Money Fraud | CSAN');
    expect(screen.getByRole('link', { name: 'Back to the Resource Library' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it('an unknown id, or one that is no id at all, is a not-found state', async () => {
    backend();
    setViewer('signed-out');
    await open(`/resources/${id(99)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resource not found' }),
    ).toBeVisible();
    cleanup();
    await open('/resources/3f2a%20b');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resource not found' }),
    ).toBeVisible();
    expect(fake.tableCalls.filter((c) => c.filters.some(([m]) => m === 'eq'))).toHaveLength(1);
  });

  it('a deeper unknown path is the portal’s 404 page', async () => {
    backend();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open('/resources/3f2a/nope');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/resources/3f2a/nope');
  });
});
