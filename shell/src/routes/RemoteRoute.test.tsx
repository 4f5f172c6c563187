import { type ErrorReport, resetErrorReportingForTests } from '@csan/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader } from '../federation/load-page';
import { renderShell } from '../test/render';
import { RemoteRoute } from './RemoteRoute';

const UNAVAILABLE = 'This section is temporarily unavailable';

const pageState = { broken: true };
/** A remote page that throws while `pageState.broken`. */
function Page() {
  if (pageState.broken) throw new Error('boom');
  return <h1>fixed</h1>;
}

afterEach(() => resetErrorReportingForTests());

describe('RemoteRoute (fault isolation)', () => {
  it('shows the unavailable panel when the remote fails to load; Retry loads it again', async () => {
    let remoteUp = false;
    const loader = vi.fn<PageLoader>(async (remote, expose) => {
      if (!remoteUp) throw new Error(`manifest of ${remote} unreachable`);
      return { default: () => <h1>{`${remote}/${expose}`}</h1> };
    });
    const beforeRetry = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell(<RemoteRoute remote="library" expose="ResourcesPage" />, { loader, beforeRetry });

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);

    remoteUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'library/ResourcesPage' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    // The MF state of the failed remote is reset before the new attempt (not a cached replay).
    expect(beforeRetry).toHaveBeenCalledWith('library');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('isolates a page that throws while rendering, and Retry renders it again', async () => {
    pageState.broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell(
      <>
        <p>header stays</p>
        <RemoteRoute remote="member_area" expose="AccountPage" />
      </>,
      { loader: async () => ({ default: Page }) },
    );
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('header stays')).toBeInTheDocument();
    pageState.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'fixed' })).toBeInTheDocument();
  });

  it('reports a page that throws once, for its remote, from the error boundary', async () => {
    const sent: ErrorReport[] = [];
    resetErrorReportingForTests({ sinks: [(report) => void sent.push(report)] });
    pageState.broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell(<RemoteRoute remote="member_area" expose="AccountPage" />, {
      loader: async () => ({ default: Page }),
    });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      remote: 'member_area',
      source: 'boundary',
      action: 'render',
      message: 'boom',
    });
  });
});
