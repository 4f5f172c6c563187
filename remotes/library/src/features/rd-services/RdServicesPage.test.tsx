import '@testing-library/jest-dom/vitest';
import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RdServicesPage from './RdServicesPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

function backend(insert: () => FakeResult = () => ok(null), notify = () => ok({ ok: true })) {
  fake = createFakeSupabase({ table: () => insert(), functions: () => notify() });
}

const open = () => renderPage(RdServicesPage, { path: '/rd-services', url: '/rd-services' });

async function fill(scope = '') {
  await userEvent.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Kofi Boateng');
  await userEvent.type(screen.getByRole('textbox', { name: /Contact email/ }), 'kofi@bank.example');
  await userEvent.type(screen.getByRole('textbox', { name: /Organization name/ }), 'Bank of Accra');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Organization type/ }),
    'DFI/MDB',
  );
  await userEvent.type(screen.getByRole('textbox', { name: /Project title/ }), 'Fraud study');
  if (scope) await userEvent.type(screen.getByRole('textbox', { name: /Project scope/ }), scope);
}

beforeEach(() => {
  setViewer('signed-out');
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/rd-services', () => {
  it('shows the services, who we serve, and the form with the five organization types', async () => {
    backend();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'R&D for Hire' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Our services' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we serve' })).toBeVisible();
    expect(screen.getAllByRole('list')).toHaveLength(2);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Select a type',
      'Corporate',
      'DFI/MDB',
      'Government/CERT',
      'NGO/Academic',
      'Other',
    ]);
    expect(screen.getByRole('textbox', { name: /Contact name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Project scope/ })).not.toBeRequired();
  });

  it('shows each required field’s message and sends nothing', async () => {
    backend();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    for (const message of [
      'Contact name is required',
      'Invalid email address',
      'Organization name is required',
      'Please choose an organization type',
      'Project title is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByRole('textbox', { name: /Contact name/ })).toHaveAccessibleDescription(
      'Contact name is required',
    );
    expect(fake.tableCalls).toEqual([]);
  });

  it('stores the inquiry (empty scope → null), notifies the team, then confirms', async () => {
    backend();
    await open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    const message =
      'Thank you. A Project Manager will contact you within 72 hours to arrange a confidential scoping meeting.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(fake.inserts).toEqual([
      {
        table: 'rd_inquiries',
        row: {
          inquiry_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          contact_name: 'Kofi Boateng',
          contact_email: 'kofi@bank.example',
          organization_name: 'Bank of Accra',
          organization_type: 'dfi',
          project_title: 'Fraud study',
          project_scope: null,
        },
      },
    ]);
    expect(fake.functionCalls).toEqual([
      {
        name: 'send-rd-inquiry-notification',
        body: {
          inquiryId: (fake.inserts[0]?.row as { inquiry_id?: string } | undefined)?.inquiry_id,
        },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(`Request received${message}`);
    expect(screen.getByRole('textbox', { name: /Contact name/ })).toHaveValue('');
  });

  it('keeps a scope, and only logs a failed notification', async () => {
    backend(undefined, () => fail('mail down'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open();
    await fill('Three markets');
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByText(/A Project Manager will contact you within 72 hours/);
    expect(fake.inserts[0]?.row).toMatchObject({ project_scope: 'Three markets' });
    expect(log).toHaveBeenCalledWith(
      '[csan] library: R&D inquiry notification failed:',
      expect.anything(),
    );
    expect(toaster.error).not.toHaveBeenCalled();
  });

  it('says "Failed to submit request. Please try again." and keeps what was typed', async () => {
    backend(() => fail('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Failed to submit request. Please try again.',
      }),
    );
    expect(fake.functionCalls).toEqual([]);
    expect(screen.getByRole('textbox', { name: /Contact name/ })).toHaveValue('Kofi Boateng');
  });
});
