import '@testing-library/jest-dom/vitest';
import type { CsanClient } from '@csan/shared-auth';
import {
  createFakeSupabase,
  fail,
  functionHttpError,
  ok,
  provideTestClient,
  setViewer,
  type TableCall,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import CorporateTeamPage from './CorporateTeamPage';

let client: CsanClient;
provideTestClient(() => client);

const OWNER = 'owner-1';
const TEAM = {
  team_id: 'team-1',
  team_name: 'Fraud Analytics',
  organization: 'Accra Bank Group',
  max_members: 5,
  team_owner_id: OWNER,
  created_at: '2026-11-01T10:00:00Z',
};
const MEMBER_ROW = {
  user_id: 'u-2',
  invitation_id: null,
  full_name: 'Efua Professional',
  email: 'professional@csan.test',
  status: 'member',
  since: '2026-11-02T10:00:00Z',
};
const INVITED_ROW = {
  user_id: null,
  invitation_id: 'inv-1',
  full_name: null,
  email: 'new@example.org',
  status: 'invited',
  since: '2026-11-03T10:00:00Z',
};

type Options = {
  seats?: { seats_paid: number; seats_used: number } | 'fail';
  teams?: unknown[] | 'fail';
  roster?: unknown[];
  access?: unknown[];
  table?: (call: TableCall) => ReturnType<typeof ok> | undefined;
  functions?: (body: unknown) => ReturnType<typeof ok>;
};

function backend(options: Options = {}) {
  const fake = createFakeSupabase({
    rpc: (name) => {
      if (name === 'my_team_seats')
        return options.seats === 'fail'
          ? fail('down')
          : ok([options.seats ?? { seats_paid: 7, seats_used: 2 }]);
      if (name === 'team_roster') return ok(options.roster ?? [MEMBER_ROW, INVITED_ROW]);
      if (name === 'my_team_access') return ok(options.access ?? []);
      return ok(null);
    },
    table: (call) => {
      const answer = options.table?.(call);
      if (answer) return answer;
      if (call.table === 'corporate_teams' && call.op === 'select')
        return options.teams === 'fail' ? fail('down') : ok(options.teams ?? [TEAM]);
      if (call.op === 'delete') return ok([{ user_id: 'u-2' }]);
      return ok(null);
    },
    functions: (_name, body) => options.functions?.(body) ?? ok({ ok: true, status: 'added' }),
  });
  client = fake.client;
  return fake;
}

const open = () => renderPage(CorporateTeamPage, { path: '/corporate-team', toasts: true });
const teamCard = () => screen.findByRole('article', { name: 'Fraud Analytics' });

// The toast queue is one page-wide singleton (3 visible): a test starts with none left over,
// or its own toast waits behind the last test's.
afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('/corporate-team as a Corporate owner', () => {
  it('shows the seats used of those paid, and the team with its people', async () => {
    backend();
    setViewer({ id: OWNER });
    await open();
    expect(await screen.findByText('2 of 7 seats used')).toBeVisible();
    const card = await teamCard();
    expect(within(card).getByText('Your team')).toBeVisible();
    expect(await within(card).findByText('Members: 2 of 5')).toBeVisible();
    expect(within(card).getByText('Efua Professional')).toBeVisible();
    expect(within(card).getByText('new@example.org')).toBeVisible();
    expect(within(card).getByText('Invited')).toBeVisible();
  });

  it('says every Create Team validation message, and refuses more members than seats', async () => {
    const fake = backend({ seats: { seats_paid: 3, seats_used: 0 } });
    setViewer({ id: OWNER });
    await open();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Team name/ });
    const max = screen.getByRole('textbox', { name: 'Max members' });
    expect(max).toHaveValue('3');
    await user.clear(max);
    await user.type(max, '4');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team name is required')).toBeVisible();
    expect(screen.getByText('Max members cannot exceed your 3 paid seats')).toBeVisible();
    await user.clear(max);
    await user.type(max, '0');
    await user.type(name, 'x'.repeat(201));
    await user.type(screen.getByRole('textbox', { name: 'Organization' }), 'o'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team name must be at most 200 characters')).toBeVisible();
    expect(screen.getByText('Organization name too long')).toBeVisible();
    expect(screen.getByText('Max members must be at least 1')).toBeVisible();
    await user.clear(max);
    await user.type(max, 'two');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Max members must be a whole number')).toBeVisible();
    expect(fake.tableCalls.some((c) => c.op === 'insert')).toBe(false);
  });

  it('creates a team as its owner: "Team created successfully"; a failure says "Failed to create team"', async () => {
    let refuse = false;
    const fake = backend({
      table: (call) =>
        call.op === 'insert'
          ? refuse
            ? fail('new row violates row-level security policy')
            : ok(null)
          : undefined,
    });
    setViewer({ id: OWNER });
    await open();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Team name/ }), 'Red Team');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team created successfully')).toBeVisible();
    expect(fake.tableCalls.find((c) => c.op === 'insert')?.payload).toEqual({
      team_name: 'Red Team',
      organization: null,
      max_members: 5,
      team_owner_id: OWNER,
    });
    refuse = true;
    await user.type(screen.getByRole('textbox', { name: /Team name/ }), 'Blue Team');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Failed to create team')).toBeVisible();
  });

  it('adds a member by e-mail, invites an unknown address, and shows a refusal under the form', async () => {
    let answer = ok({ ok: true, status: 'added' });
    const fake = backend({ functions: () => answer });
    setViewer({ id: OWNER });
    await open();
    const user = userEvent.setup();
    const card = await teamCard();
    const email = within(card).getByRole('textbox', {
      name: 'Add a member to Fraud Analytics by e-mail',
    });
    await user.click(within(card).getByRole('button', { name: 'Add Member' }));
    expect(await within(card).findByText('Email is required')).toBeVisible();
    await user.type(email, 'nope');
    await user.click(within(card).getByRole('button', { name: 'Add Member' }));
    expect(await within(card).findByText('Invalid email address')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'efua@example.org');
    await user.click(within(card).getByRole('button', { name: 'Add Member' }));
    // The success stays on the page (under the form), not only in a toast.
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'efua@example.org was added to the team',
    );
    expect(screen.getAllByText('efua@example.org was added to the team')).toHaveLength(2);
    expect(fake.functionCalls.at(-1)).toEqual({
      name: 'add-team-member',
      body: { teamId: 'team-1', email: 'efua@example.org' },
    });
    answer = ok({ ok: true, status: 'invited' });
    await user.type(email, 'new@example.org');
    await user.click(within(card).getByRole('button', { name: 'Add Member' }));
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'Invitation sent to new@example.org',
      ),
    );
    answer = functionHttpError(409, {
      error: 'All the seats your Corporate membership paid for are taken',
      code: 'seats_exhausted',
    });
    await user.type(email, 'one-more@example.org');
    // Typing the next address clears the last success.
    expect(within(card).queryByRole('status')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Add Member' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'All the seats your Corporate membership paid for are taken',
    );
    answer = functionHttpError(500, { error: 'Internal error' });
    await user.click(within(card).getByRole('button', { name: 'Add Member' }));
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent('Failed to add member'),
    );
  });

  it('removes a member and withdraws an invitation', async () => {
    const fake = backend();
    setViewer({ id: OWNER });
    await open();
    const user = userEvent.setup();
    const card = await teamCard();
    await user.click(
      await within(card).findByRole('button', {
        name: 'Remove Efua Professional from Fraud Analytics',
      }),
    );
    expect(await screen.findByText('Efua Professional was removed from the team')).toBeVisible();
    const removal = fake.tableCalls.find((c) => c.op === 'delete');
    expect(removal).toMatchObject({ table: 'corporate_team_members' });
    expect(removal?.filters).toEqual(
      expect.arrayContaining([
        ['eq', 'team_id', 'team-1'],
        ['eq', 'user_id', 'u-2'],
      ]),
    );
    await user.click(
      within(card).getByRole('button', { name: 'Remove new@example.org from Fraud Analytics' }),
    );
    expect(await screen.findByText('Invitation to new@example.org withdrawn')).toBeVisible();
    expect(fake.tableCalls.filter((c) => c.op === 'delete').at(-1)).toMatchObject({
      table: 'corporate_team_invitations',
    });
  });

  it('a list that cannot load says "Failed to load teams"; none yet shows the empty text', async () => {
    backend({ teams: 'fail' });
    setViewer({ id: OWNER });
    await open();
    expect(await screen.findByText('Failed to load teams')).toBeVisible();
    cleanup();
    backend({ teams: [] });
    await open();
    expect(
      await screen.findByText(
        'No teams yet. Create your first team to share your Corporate membership.',
      ),
    ).toBeVisible();
  });
});

describe('/corporate-team as a team member', () => {
  it('says where the access comes from, shows the team read-only and offers no Create Team', async () => {
    backend({
      seats: { seats_paid: 0, seats_used: 0 },
      access: [
        {
          team_id: 'team-1',
          team_name: 'Fraud Analytics',
          organization: 'Accra Bank Group',
          owner_name: 'Yaw Corporate',
        },
      ],
      roster: [{ ...MEMBER_ROW, email: null }],
    });
    setViewer({ id: 'u-2' });
    await open();
    expect(
      await screen.findByText(
        'You hold Corporate access as a member of Fraud Analytics (Accra Bank Group), whose Corporate membership is held by Yaw Corporate.',
      ),
    ).toBeVisible();
    const card = await teamCard();
    expect(within(card).getByText('You are a member')).toBeVisible();
    expect(await within(card).findByText('Efua Professional')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Add Member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Team' })).toBeNull();
    expect(
      screen.getByText('Teams are created by members whose Corporate membership pays for seats.'),
    ).toBeVisible();
  });
});
