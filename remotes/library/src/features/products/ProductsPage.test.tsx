import '@testing-library/jest-dom/vitest';
import {
  createFakeSupabase,
  type FakeSupabase,
  functionHttpError,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductsPage from './ProductsPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const requested: string[] = [];
function backend(answer = () => ok({ ok: true, alreadyRequested: false })) {
  fake = createFakeSupabase({
    table: () => ok(requested.map((tool_id) => ({ tool_id }))),
    functions: (_name, body) => {
      const result = answer();
      if (!result.error) requested.push((body as { toolId: string }).toolId);
      return result;
    },
  });
}

const open = () =>
  renderPage(ProductsPage, { path: '/products', url: '/products', showLocation: true });
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement;

beforeEach(() => {
  requested.length = 0;
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
  vi.spyOn(toaster, 'info');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/products', () => {
  it('lists the four tools with status, description, features and the button of each status', async () => {
    backend();
    setViewer('signed-out');
    await open();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const available = card('CyberShield Risk Assessment');
    expect(within(available).getByText('Available')).toBeVisible();
    expect(within(available).getByText('Scored report with prioritised actions')).toBeVisible();
    const launch = within(available).getByRole('link', {
      name: 'Launch CyberShield Risk Assessment (opens in a new tab)',
    });
    expect(launch).toHaveAttribute('href', 'https://tools.csan.africa/cybershield');
    expect(launch).toHaveAttribute('target', '_blank');
    expect(launch).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(card('Incident Reporting Hub')).getByRole('button', { name: 'Coming Soon' }),
    ).toBeDisabled();
    expect(
      within(card('Phishing Simulation Kit')).getByRole('button', { name: 'In Planning' }),
    ).toBeDisabled();
  });

  it('sends a visitor to sign in (and back) to request beta access', async () => {
    backend();
    setViewer('signed-out');
    await open();
    const link = within(card('Mobile Money Fraud Monitor')).getByRole('link', {
      name: 'Sign in to request beta access',
    });
    expect(link).toHaveAttribute('href', '/login?next=%2Fproducts');
    await userEvent.click(link);
    expect(toaster.info).toHaveBeenCalledWith({
      title: 'Sign in required',
      description: 'Please sign in to request beta access.',
    });
    expect(fake.functionCalls).toEqual([]);
  });

  it('records a member’s request through the function; the button then says it is requested', async () => {
    backend();
    setViewer({ id: 'member-1', tier: 'Student' });
    await open();
    const beta = card('Mobile Money Fraud Monitor');
    await userEvent.click(
      await within(beta).findByRole('button', {
        name: 'Request beta access to Mobile Money Fraud Monitor',
      }),
    );
    expect(fake.functionCalls).toEqual([
      {
        name: 'request-tool-beta-access',
        body: { toolId: 'momo-fraud-monitor', toolTitle: 'Mobile Money Fraud Monitor' },
      },
    ]);
    expect(toaster.success).toHaveBeenCalledWith({
      title: 'Your beta access request was sent. The team will contact you.',
    });
    expect(
      await within(beta).findByRole('button', { name: 'Beta access requested' }),
    ).toBeDisabled();
    expect(fake.tableCalls.at(-1)).toMatchObject({
      table: 'tool_beta_requests',
      columns: 'tool_id',
      filters: [['eq', 'user_id', 'member-1']],
    });
  });

  it('shows the failure and lets the member try again', async () => {
    backend(() => functionHttpError(502, { error: 'The e-mail could not be sent' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setViewer({ id: 'member-1', tier: 'Student' });
    await open();
    const button = await within(card('Mobile Money Fraud Monitor')).findByRole('button', {
      name: /Request beta access/,
    });
    await userEvent.click(button);
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({
        title: 'Failed to send your beta access request. Please try again.',
      }),
    );
    expect(button).toBeEnabled();
  });

  it('shows a tool’s texts in the page language', async () => {
    backend();
    setViewer('signed-out');
    await open();
    const { default: i18n } = await import('i18next');
    await i18n.changeLanguage('fr');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Évaluation des risques CyberShield' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bientôt disponible' })).toBeDisabled();
    await i18n.changeLanguage('en');
  });
});
