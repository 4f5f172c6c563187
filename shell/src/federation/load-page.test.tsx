import { setViewer } from '@csan/shared-auth/testing';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getRouteTable, setRouteTable } from '../routes/route-table';
import { queryClient } from '../server-state/query-client';
import { loadRemotePage } from './load-page';

const loadSupabase = vi.fn(() => Promise.resolve({}));
vi.mock('@csan/shared-auth', async (original) => ({
  ...(await original<typeof import('@csan/shared-auth')>()),
  loadSupabase: () => loadSupabase(),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => ({ default: id.startsWith('public_site/') ? Plain : Reader }),
}));

/** A page that reads server state: it needs a QueryClient above it. */
function Reader() {
  const client = useQueryClient();
  useIsFetching();
  return <p>{client === queryClient ? 'the shell client' : 'another client'}</p>;
}

function Plain() {
  return <p>public page</p>;
}

describe('loadRemotePage', () => {
  it("renders a page that reads the database inside the shell's one QueryClient", async () => {
    const { default: Page } = await loadRemotePage('membership_checkout', 'MembershipPage');
    render(<Page />);
    expect(screen.getByText('the shell client')).toBeTruthy();
    expect(loadSupabase).toHaveBeenCalledOnce();
  });

  it('leaves a public-site page as it is: no Supabase, no server-state chunk', async () => {
    loadSupabase.mockClear();
    const { default: Page } = await loadRemotePage('public_site', 'HomePage');
    expect(Page).toBe(Plain);
    expect(loadSupabase).not.toHaveBeenCalled();
  });

  it('a page that reads public rows without supabase-js: no client for a signed-out visitor', async () => {
    const { routes } = getRouteTable();
    setRouteTable({
      routes: routes.map((route) =>
        route.expose === 'ResourcesPage' ? { ...route, readsPublicWhenSignedOut: true } : route,
      ),
      missing: [],
    });
    loadSupabase.mockClear();
    setViewer('signed-out');
    const { default: Page } = await loadRemotePage('library', 'ResourcesPage');
    render(<Page />);
    expect(screen.getByText('the shell client')).toBeTruthy();
    expect(loadSupabase).not.toHaveBeenCalled();
    // A member (or a session still loading) reads with the token: the client comes with it.
    setViewer({ id: 'member-1' });
    await loadRemotePage('library', 'ResourcesPage');
    expect(loadSupabase).toHaveBeenCalledOnce();
  });
});
