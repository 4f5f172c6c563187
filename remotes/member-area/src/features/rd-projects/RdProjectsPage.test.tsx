import '@testing-library/jest-dom/vitest';
import type { CsanClient } from '@csan/shared-auth';
import {
  createFakeSupabase,
  type FakeResult,
  fail,
  ok,
  provideTestClient,
  setViewer,
  type TableCall,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from './api/rd-project-list-query';
import RdProjectsPage from './RdProjectsPage';

let client: CsanClient;
provideTestClient(() => client);

const USER_ID = 'user-1';
const PROJECT_ID = '6f1c2a52-6c1e-4a0e-9a55-0000000000p1'.replace('p', '0');

const project = (overrides: Partial<Project> = {}): Project => ({
  project_id: PROJECT_ID,
  project_name: 'Mobile Money Threat Model',
  description: 'Threat model for a mobile money platform.',
  client_organization: 'Pesa Digital',
  start_date: '2026-12-01',
  end_date: '2027-03-31',
  budget_usd: 45000,
  status: 'active',
  project_manager_id: USER_ID,
  created_at: '2026-11-25T10:00:00Z',
  ...overrides,
});

type Options = {
  list?: () => FakeResult & { count?: number | null };
  detail?: unknown;
  write?: (call: TableCall) => FakeResult | undefined;
  rpc?: (name: string, args: unknown) => FakeResult | undefined;
};

function backend(options: Options = {}) {
  const fake = createFakeSupabase({
    table: (call) => {
      const written = call.op !== 'select' ? options.write?.(call) : undefined;
      if (written) return written;
      if (call.table === 'rd_projects' && call.op === 'select') {
        const single = call.filters.some(([method]) => method === 'eq');
        if (single) return ok('detail' in options ? options.detail : project());
        const answer: FakeResult = options.list?.() ?? { ...ok([project()]), count: 1 };
        return answer;
      }
      if (call.table === 'rd_projects' && call.op === 'insert') return ok({ project_id: 'new' });
      if (call.op === 'update' || call.op === 'delete') return ok([{ ok: true }]);
      if (call.table === 'rd_project_deliverables') {
        return ok([
          { deliverable_id: 'd1', title: 'Threat model v1', due_date: '2027-01-15', done: false },
        ]);
      }
      if (call.table === 'rd_project_messages') {
        const answer: FakeResult = {
          ...ok([
            {
              message_id: 'm1',
              author_id: 'user-2',
              author_name: 'Kofi Mensah',
              author_role: 'member',
              body: 'Kick-off on Monday',
              created_at: '2026-11-25T09:00:00Z',
            },
          ]),
          count: 1,
        } as FakeResult;
        return answer;
      }
      return ok(null);
    },
    rpc: (name, args) =>
      options.rpc?.(name, args) ??
      (name === 'rd_project_team'
        ? ok([
            {
              user_id: USER_ID,
              full_name: 'Ama Owusu',
              email: 'ama@example.com',
              team_role: 'manager',
              added_at: '2026-11-25T08:00:00Z',
            },
          ])
        : ok(null)),
  });
  client = fake.client;
  return fake;
}

const open = (url = '/rd-projects', language?: 'fr' | 'pt' | 'sw') =>
  renderPage(RdProjectsPage, {
    path: '/rd-projects/*',
    url,
    showLocation: true,
    toasts: true,
    language,
  });

beforeEach(() => setViewer({ id: USER_ID }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/rd-projects: the list', () => {
  it('shows each project as a card: name linking to its page, status, dates, budget in USD', async () => {
    const fake = backend({
      list: () =>
        ({
          ...ok([
            project(),
            project({
              project_id: 'p2',
              project_name: 'Team Study',
              status: 'on_hold',
              project_manager_id: 'someone',
              budget_usd: null,
            }),
          ]),
          count: 2,
        }) as FakeResult,
    });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'R&D Projects' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Mobile Money Threat Model' });
    expect(link).toHaveAttribute('href', `/rd-projects/${PROJECT_ID}`);
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('Active')).toBeVisible();
    expect(within(card).getByText('1 December 2026')).toBeVisible();
    expect(within(card).getByText('31 March 2027')).toBeVisible();
    expect(within(card).getByText('$45,000.00')).toBeVisible();
    const other = screen.getByRole('link', { name: 'Team Study' }).closest('li') as HTMLElement;
    expect(within(other).getByText('On hold')).toBeVisible();
    expect(within(other).getByText('Team member')).toBeVisible();
    expect(within(other).getAllByText('Not set').length).toBeGreaterThan(0);
    expect(screen.getByText('Showing 1–2 of 2 projects')).toBeVisible();
    const read = fake.tableCalls.find((call) => call.table === 'rd_projects');
    expect(read?.filters).toEqual([
      ['order', 'created_at', { ascending: false }],
      ['order', 'project_id'],
      ['range', 0, 11],
    ]);
  });

  it('says when there are no projects, and a failed load with Retry', async () => {
    let failing = true;
    backend({
      list: () => (failing ? fail('permission denied') : ({ ...ok([]), count: 0 } as FakeResult)),
    });
    const user = userEvent.setup();
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load projects');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No projects yet/)).toBeVisible();
  });

  it('Create Project checks the form, saves it as the manager and says so', async () => {
    const fake = backend();
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    const required = await within(dialog).findByText('Project name is required');
    expect(within(dialog).getByLabelText(/Project name/)).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(required.id),
    );
    await user.type(within(dialog).getByLabelText(/Project name/), 'Payments Study');
    await user.type(within(dialog).getByLabelText('Client organization'), 'Pesa Digital');
    await user.type(within(dialog).getByLabelText('Start date'), '2027-02-01');
    await user.type(within(dialog).getByLabelText('End date'), '2027-01-01');
    await user.type(within(dialog).getByLabelText('Budget (USD)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(
      await within(dialog).findByText('End date cannot be before the start date'),
    ).toBeVisible();
    expect(within(dialog).getByText('Budget cannot be negative')).toBeVisible();
    expect(fake.tableCalls.some((call) => call.op === 'insert')).toBe(false);

    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2027-06-30');
    await user.clear(within(dialog).getByLabelText('Budget (USD)'));
    await user.type(within(dialog).getByLabelText('Budget (USD)'), '12500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project created successfully')).toBeVisible();
    expect(fake.tableCalls.find((call) => call.op === 'insert')?.payload).toEqual({
      project_name: 'Payments Study',
      description: null,
      client_organization: 'Pesa Digital',
      start_date: '2027-02-01',
      end_date: '2027-06-30',
      budget_usd: 12500.5,
      project_manager_id: USER_ID,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused create keeps the dialog and what was typed', async () => {
    backend({
      write: (call) => (call.op === 'insert' ? fail('new row violates policy') : undefined),
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Project' });
    await user.type(within(dialog).getByLabelText(/Project name/), 'Kept');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Failed to create project')).toBeVisible();
    expect(within(dialog).getByLabelText(/Project name/)).toHaveValue('Kept');
  });
});

describe('/rd-projects/<id>: one project', () => {
  it('shows the project, its deliverables, team and thread; the manager changes the status', async () => {
    const fake = backend();
    const user = userEvent.setup();
    await open(`/rd-projects/${PROJECT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile Money Threat Model' }),
    ).toBeVisible();
    expect(screen.getByText('$45,000.00')).toBeVisible();
    const deliverables = screen.getByRole('region', { name: 'Deliverables' });
    expect(await within(deliverables).findByText('Threat model v1')).toBeVisible();
    expect(within(deliverables).getByText('Due 15 January 2027')).toBeVisible();
    const team = screen.getByRole('region', { name: 'Team' });
    expect(await within(team).findByText('Ama Owusu')).toBeVisible();
    expect(within(team).getByText('Project manager')).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText('Kick-off on Monday')).toBeVisible();
    expect(within(messages).getByText('Kofi Mensah')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'completed');
    expect(await screen.findByText('Status changed to Completed')).toBeVisible();
    const update = fake.tableCalls.find((call) => call.op === 'update');
    expect(update?.payload).toEqual({ status: 'completed' });
    expect(update?.filters).toContainEqual(['eq', 'project_id', PROJECT_ID]);
  });

  it('the manager adds a deliverable, a message and a team member by e-mail', async () => {
    const fake = backend({
      rpc: (name) => (name === 'add_rd_project_member' ? fail('No member', 'P0002') : undefined),
    });
    const user = userEvent.setup();
    await open(`/rd-projects/${PROJECT_ID}`);
    const deliverables = await screen.findByRole('region', { name: 'Deliverables' });
    await user.click(within(deliverables).getByRole('button', { name: 'Add Deliverable' }));
    expect(await within(deliverables).findByText('Deliverable title is required')).toBeVisible();
    await user.type(within(deliverables).getByLabelText(/^Deliverable/), 'Final report');
    await user.type(within(deliverables).getByLabelText('Due date'), '2027-03-01');
    await user.click(within(deliverables).getByRole('button', { name: 'Add Deliverable' }));
    expect(await screen.findByText('Deliverable added')).toBeVisible();
    expect(
      fake.tableCalls.find((c) => c.table === 'rd_project_deliverables' && c.op === 'insert')
        ?.payload,
    ).toEqual({ project_id: PROJECT_ID, title: 'Final report', due_date: '2027-03-01' });

    const messages = screen.getByRole('region', { name: 'Messages' });
    await user.type(within(messages).getByLabelText('Message'), 'Draft attached');
    await user.click(within(messages).getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(
        fake.tableCalls.find((c) => c.table === 'rd_project_messages' && c.op === 'insert')
          ?.payload,
      ).toEqual({ project_id: PROJECT_ID, body: 'Draft attached' }),
    );

    const team = screen.getByRole('region', { name: 'Team' });
    const email = within(team).getByLabelText("Member's e-mail address");
    await user.type(email, 'nobody@example.com');
    await user.click(within(team).getByRole('button', { name: 'Add Team Member' }));
    expect(await within(team).findByText('No member uses this e-mail address')).toBeVisible();
    expect(email).toHaveValue('nobody@example.com');
    expect(fake.rpcCalls.find((c) => c.name === 'add_rd_project_member')?.args).toEqual({
      p_project_id: PROJECT_ID,
      p_email: 'nobody@example.com',
    });
  });

  it('the manager ticks a deliverable done', async () => {
    const fake = backend();
    const user = userEvent.setup();
    await open(`/rd-projects/${PROJECT_ID}`);
    const done = await screen.findByRole('checkbox', { name: 'Done: Threat model v1' });
    expect(done).not.toBeChecked();
    await user.click(done);
    await waitFor(() =>
      expect(
        fake.tableCalls.find((c) => c.table === 'rd_project_deliverables' && c.op === 'update'),
      ).toMatchObject({ payload: { done: true }, filters: [['eq', 'deliverable_id', 'd1']] }),
    );
  });

  it('a team member sees the project without the manager’s controls', async () => {
    backend({ detail: project({ project_manager_id: 'someone-else' }) });
    await open(`/rd-projects/${PROJECT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile Money Threat Model' }),
    ).toBeVisible();
    expect(await screen.findByText('Threat model v1')).toBeVisible();
    expect(screen.getByText('Not done yet')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Change status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Deliverable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Team Member' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  it('a project the member may not see is not available, with the way back', async () => {
    const fake = backend({ detail: null });
    await open(`/rd-projects/${PROJECT_ID}`);
    expect(
      await screen.findByText(
        'This project is not available: it does not exist or you are not on its team.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'R&D project' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to R&D Projects' })).toHaveAttribute(
      'href',
      '/rd-projects',
    );
    cleanup();
    fake.tableCalls.length = 0;
    await open('/rd-projects/42');
    expect(await screen.findByText(/This project is not available/)).toBeVisible();
    expect(fake.tableCalls.some((call) => call.table === 'rd_projects')).toBe(false);
  });

  it('a deeper unknown path is the portal’s 404 page', async () => {
    backend();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open('/rd-projects/42/nope');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/rd-projects/42/nope');
  });
});

describe('the texts and the budget in the four languages', () => {
  it.each([
    ['fr', 'Projets de R&D', /45\s000,00\s\$US/],
    ['pt', 'Projetos de I&D', /US\$\s45\.000,00/],
    ['sw', 'Miradi ya Utafiti na Maendeleo', /US\$\s45,000\.00/],
  ] as const)('%s', async (language, title, budget) => {
    backend();
    await open('/rd-projects', language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await screen.findByText(budget)).toBeVisible();
  });
});
