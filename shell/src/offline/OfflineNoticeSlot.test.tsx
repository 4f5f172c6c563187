import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FROM_CACHE, SIGNED_OUT } from '../sw/messages';
import { renderShell } from '../test/render';
import { connection, forgetMemberData, watchConnection } from './connection';
import { OfflineNoticeSlot } from './OfflineNoticeSlot';

/** A window of our own: its online/offline events and its service worker's messages. */
function fakeWindow(onLine: boolean) {
  const posted: unknown[] = [];
  const serviceWorker = Object.assign(new EventTarget(), {
    controller: { postMessage: (message: unknown) => posted.push(message) },
  });
  const target = Object.assign(new EventTarget(), { navigator: { onLine, serviceWorker } });
  return { target: target as unknown as Window, serviceWorker, posted };
}

const fromCache = (savedAt: number) =>
  new MessageEvent('message', { data: { type: FROM_CACHE, savedAt } });

let page: ReturnType<typeof fakeWindow>;
beforeEach(() => {
  page = fakeWindow(true);
  watchConnection(page.target);
});

describe('offline notice', () => {
  it('says nothing online with live data (and its code is not loaded)', () => {
    renderShell(<OfflineNoticeSlot />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the browser is offline, then since when the data shown was saved', async () => {
    renderShell(<OfflineNoticeSlot />);
    act(() => void page.target.dispatchEvent(new Event('offline')));
    const notice = await screen.findByTestId('offline-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('You are offline — pages you have opened before still work.');
    // The oldest answer from the cache is the one the notice names.
    act(() => void page.serviceWorker.dispatchEvent(fromCache(Date.UTC(2026, 10, 20, 9, 30))));
    act(() => void page.serviceWorker.dispatchEvent(fromCache(Date.UTC(2026, 10, 25, 9, 30))));
    expect(notice).toHaveTextContent(
      /You are offline — showing what you saw last on 20 November 2026/,
    );
    // Back online, the next answers are live: the notice goes.
    act(() => void page.target.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('online but answered from the cache, it says the portal cannot be reached', async () => {
    renderShell(<OfflineNoticeSlot />);
    act(() => void page.serviceWorker.dispatchEvent(fromCache(Date.UTC(2026, 10, 20, 9, 30))));
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent(
      /The portal cannot be reached — showing what you saw last on 20 November 2026/,
    );
    expect(connection.get().offline).toBe(false);
  });

  it('starts offline when the page loads without a network', async () => {
    watchConnection(fakeWindow(false).target);
    renderShell(<OfflineNoticeSlot />);
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('You are offline');
  });

  it("a sign-out asks the worker to forget every member's kept data", () => {
    forgetMemberData(page.target);
    expect(page.posted).toEqual([{ type: SIGNED_OUT }]);
  });
});
