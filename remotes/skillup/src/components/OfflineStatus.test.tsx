import '@testing-library/jest-dom/vitest';
import '../i18n';
import { createFakeSupabase, provideTestClient } from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueCompletion } from '../lib/offline/completion-queue';
import { OfflineStatus } from './OfflineStatus';

provideTestClient(createFakeSupabase().client);

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const open = () => renderPage(OfflineStatus, { path: '/', url: '/' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SkillUp offline status', () => {
  it('says nothing offline when nothing waits: the shell says the page is offline, once', async () => {
    goOffline();
    await open();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/offline/i)).toBeNull();
  });

  it('offline, names what waits to be sent and when it goes', async () => {
    goOffline();
    await open();
    act(() =>
      enqueueCompletion({
        lessonId: 'l1',
        courseId: 'c1',
        slug: 'foundations',
        clientKey: 'k1',
        at: '2026-11-27T10:00:00Z',
      }),
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('1 completed lesson is waiting to be sent.');
    expect(status).toHaveTextContent('Sent as soon as the connection returns.');
    expect(status).not.toHaveTextContent('You are offline');
  });
});
