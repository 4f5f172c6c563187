import '@testing-library/jest-dom/vitest';
import type { CsanClient } from '@csan/shared-auth';
import { fail, ok, provideTestClient, setViewer, type TableCall } from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MemberDirectoryPage from './MemberDirectoryPage';
import { createDirectoryBackend, memberRow, type SearchCall } from './test/directory-backend';

let client: CsanClient;
provideTestClient(() => client);

const USER_ID = 'user-1';
const EFUA = memberRow();
const KWAME = memberRow({
  directory_id: '6f1c2a52-6c1e-4a0e-9a55-000000000002',
  full_name: 'Kwame Boateng',
  job_title: 'Incident Responder',
  organization: 'CSAN Labs',
  expertise_areas: ['Forensics'],
  linkedin_url: null,
  country: null,
});

const OWN = {
  directory_id: '6f1c2a52-6c1e-4a0e-9a55-0000000000aa',
  is_public: false,
  expertise_areas: [],
  research_interests: null,
  bio: null,
  location: null,
  linkedin_url: null,
  profiles: { full_name: 'Ama Owusu', organization: 'CSAN', job_title: 'Researcher' },
};

type Options = {
  own?: unknown;
  write?: (call: TableCall) => ReturnType<typeof ok>;
  search?: (call: SearchCall) => ReturnType<typeof ok> & { count?: number | null };
  member?: unknown;
};

function backend(options: Options = {}) {
  let own = options.own ?? OWN;
  const made = createDirectoryBackend({
    table: (call) => {
      if (call.table === 'member_directory' && call.op === 'select') return ok(own);
      if (call.table === 'member_directory' && call.op === 'upsert') {
        const answer = options.write?.(call) ?? ok(null);
        if (!answer.error) own = { ...(own as object), ...(call.payload as object) };
        return answer;
      }
      if (call.table === 'public_member_expertise') {
        return ok([
          { area: 'Threat Hunting', members: 3 },
          { area: 'Forensics', members: 1 },
        ]);
      }
      if (call.table === 'public_member_profiles') {
        return ok('member' in options ? options.member : EFUA);
      }
      return undefined;
    },
    search: (call) => options.search?.(call) ?? { ...ok([EFUA, KWAME]), count: 2 },
  });
  client = made.client;
  return made;
}

const open = (url = '/member-directory') =>
  renderPage(MemberDirectoryPage, {
    path: '/member-directory/*',
    url,
    showLocation: true,
    toasts: true,
  });

const location = () => screen.getByTestId('location').textContent;
const grid = () => screen.getByRole('region', { name: 'Public members' });

beforeEach(() => setViewer({ id: USER_ID }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/member-directory: the public members', () => {
  it('lists public members newest first, each card naming them and linking to their page', async () => {
    const { searches } = backend();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
    const efua = await within(grid()).findByRole('link', { name: 'Efua Asante' });
    expect(efua).toHaveAttribute('href', `/member-directory/${EFUA.directory_id}`);
    expect(within(grid()).getByText('Security Analyst')).toBeVisible();
    expect(within(grid()).getByText('Gh-CERT')).toBeVisible();
    expect(within(grid()).getByText('Kumasi, Ghana')).toBeVisible();
    const expertise = within(grid()).getByRole('list', { name: 'Expertise of Efua Asante' });
    expect(
      within(expertise)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Threat Hunting', 'SIEM']);
    const linkedin = within(grid()).getByRole('link', {
      name: 'LinkedIn profile of Efua Asante (opens in a new tab)',
    });
    expect(linkedin).toHaveAttribute('href', EFUA.linkedin_url);
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(grid()).getByText('Showing 1–2 of 2 members')).toBeVisible();
    expect(searches[0]).toEqual({
      args: { search: '', expertise: '' },
      options: { count: 'exact' },
      filters: [
        ['select', expect.stringContaining('directory_id')],
        ['order', 'created_at', { ascending: false }],
        ['order', 'directory_id'],
        ['range', 0, 11],
      ],
    });
  });

  it('searches on the server with Search, from page 1, keeping the text in the URL', async () => {
    const { searches } = backend();
    const user = userEvent.setup();
    await open('/member-directory?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), ' threat ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/member-directory?q=threat'));
    await waitFor(() => expect(searches.at(-1)?.args).toEqual({ search: 'threat', expertise: '' }));
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('threat');
  });

  it('filters by an expertise area at once, and Clear filters goes back to everyone', async () => {
    const { searches } = backend();
    const user = userEvent.setup();
    await open('/member-directory?q=gh');
    const select = screen.getByRole('combobox', { name: 'Expertise area' });
    await within(select).findByRole('option', { name: 'Threat Hunting (3)' });
    await user.selectOptions(select, 'Forensics');
    await waitFor(() => expect(location()).toBe('/member-directory?q=gh&expertise=Forensics'));
    await waitFor(() =>
      expect(searches.at(-1)?.args).toEqual({ search: 'gh', expertise: 'Forensics' }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/member-directory'));
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
  });

  it('pages with Previous and Next, asking the server for that page only', async () => {
    const { searches } = backend({ search: () => ({ ...ok([EFUA]), count: 30 }) });
    const user = userEvent.setup();
    await open();
    const pager = await screen.findByRole('navigation', { name: 'Directory pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/member-directory?page=2'));
    await waitFor(() => expect(searches.at(-1)?.filters.at(-1)).toEqual(['range', 12, 23]));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
  });

  it('says when nobody is public yet, and when nobody matches the search', async () => {
    backend({ search: () => ({ ...ok([]), count: 0 }) });
    await open();
    expect(await screen.findByText('No public member profiles yet.')).toBeVisible();
    cleanup();
    await open('/member-directory?q=nobody');
    expect(await screen.findByText('No members found matching your search.')).toBeVisible();
  });

  it('a failed load says so with the server text and Retry', async () => {
    let failing = true;
    backend({
      search: () =>
        failing ? { ...fail('permission denied'), count: null } : { ...ok([EFUA]), count: 1 },
    });
    const user = userEvent.setup();
    await open();
    const alert = await within(grid()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the member directory');
    expect(alert).toHaveTextContent('permission denied');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(grid()).findByRole('link', { name: 'Efua Asante' })).toBeVisible();
  });
});

describe('/member-directory: the member’s own profile card', () => {
  const ownCard = () => screen.getByRole('region', { name: 'Your directory profile' });

  it('shows the member as others would see them, private until they switch it on', async () => {
    const { fake } = backend();
    const user = userEvent.setup();
    await open();
    expect(await within(ownCard()).findByText('Ama Owusu')).toBeVisible();
    expect(within(ownCard()).getByText('Researcher · CSAN')).toBeVisible();
    expect(within(ownCard()).getByText('Private: only you can see your profile.')).toBeVisible();
    const toggle = within(ownCard()).getByRole('checkbox', { name: 'Make my profile public' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(await screen.findByText('Your profile is now public')).toBeVisible();
    const write = fake.tableCalls.find((call) => call.op === 'upsert');
    expect(write?.payload).toEqual({ user_id: USER_ID, is_public: true });
    expect(write?.filters).toEqual([]);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(
      within(ownCard()).getByText('Public: signed-in members can find your profile.'),
    ).toBeVisible();
    expect(within(ownCard()).getByRole('link', { name: 'View public card' })).toHaveAttribute(
      'href',
      `/member-directory/${OWN.directory_id}`,
    );
  });

  it('a failed switch says so and stays where it was', async () => {
    backend({ write: () => fail('boom') });
    const user = userEvent.setup();
    await open();
    const toggle = await within(ownCard()).findByRole('checkbox', {
      name: 'Make my profile public',
    });
    await user.click(toggle);
    expect(await screen.findByText('Failed to save profile')).toBeVisible();
    await waitFor(() =>
      expect(
        within(ownCard()).getByRole('checkbox', { name: 'Make my profile public' }),
      ).not.toBeChecked(),
    );
  });

  it('Edit Profile saves the five fields, the LinkedIn address normalised', async () => {
    const { fake } = backend();
    const user = userEvent.setup();
    await open();
    await user.click(await within(ownCard()).findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.type(within(dialog).getByLabelText('Expertise areas'), 'Threat Hunting, SIEM, siem');
    await user.type(within(dialog).getByLabelText('Research interests'), 'Deepfakes');
    await user.type(within(dialog).getByLabelText('Bio'), 'Researcher in Accra.');
    await user.type(within(dialog).getByLabelText('Location'), 'Accra');
    const linkedin = within(dialog).getByLabelText('LinkedIn URL');
    await user.type(linkedin, 'https://twitter.com/ama');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const error = await within(dialog).findByText(
      'Enter a LinkedIn profile URL (https://www.linkedin.com/in/your-name) or leave it empty',
    );
    expect(linkedin).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    expect(fake.tableCalls.some((call) => call.op === 'upsert')).toBe(false);

    await user.clear(linkedin);
    await user.type(linkedin, 'www.linkedin.com/in/ama-owusu/?trk=x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved successfully')).toBeVisible();
    expect(fake.tableCalls.find((call) => call.op === 'upsert')?.payload).toEqual({
      user_id: USER_ID,
      expertise_areas: ['Threat Hunting', 'SIEM'],
      research_interests: 'Deepfakes',
      bio: 'Researcher in Accra.',
      location: 'Accra',
      linkedin_url: 'https://www.linkedin.com/in/ama-owusu',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const expertise = await within(ownCard()).findByRole('list', {
      name: 'Expertise of Ama Owusu',
    });
    expect(within(expertise).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a failed save keeps the dialog and what was typed; Cancel drops the changes', async () => {
    backend({ write: () => fail('boom') });
    const user = userEvent.setup();
    await open();
    await user.click(await within(ownCard()).findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.type(within(dialog).getByLabelText('Bio'), 'Kept');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save profile')).toBeVisible();
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('Kept');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(ownCard()).getByRole('button', { name: 'Edit Profile' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect(within(again).getByLabelText('Bio')).toHaveValue('');
  });
});

describe('/member-directory/<id>: one member', () => {
  it('shows the public card in full with the way back', async () => {
    const { fake } = backend();
    await open(`/member-directory/${EFUA.directory_id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Efua Asante' })).toBeVisible();
    expect(screen.getByText('Security Analyst · Gh-CERT')).toBeVisible();
    expect(screen.getByText('Detection engineering')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Expertise of Efua Asante' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the Member Directory' })).toHaveAttribute(
      'href',
      '/member-directory',
    );
    const read = fake.tableCalls.find((call) => call.table === 'public_member_profiles');
    expect(read?.filters).toContainEqual(['eq', 'directory_id', EFUA.directory_id]);
  });

  it('a member who is not public (or an unknown id) is not available, the same for all', async () => {
    const { fake } = backend({ member: null });
    await open(`/member-directory/${KWAME.directory_id}`);
    expect(
      await screen.findByText(
        'This profile is not available: the member may have made it private.',
      ),
    ).toBeVisible();
    cleanup();
    fake.tableCalls.length = 0;
    await open('/member-directory/42');
    expect(await screen.findByText(/This profile is not available/)).toBeVisible();
    expect(fake.tableCalls.some((call) => call.table === 'public_member_profiles')).toBe(false);
  });

  it('a deeper unknown path is the portal’s 404 page', async () => {
    backend();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open('/member-directory/42/nope');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/member-directory/42/nope');
  });
});

describe('the texts in the four languages', () => {
  it.each([
    ['fr', 'Annuaire'],
    ['pt', 'Diretório'],
    ['sw', 'Orodha'],
  ] as const)('%s', async (language, word) => {
    backend();
    await renderPage(MemberDirectoryPage, {
      path: '/member-directory/*',
      url: '/member-directory',
      language,
    });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(word) })).toBeVisible();
  });
});
