import { setViewer } from '@csan/shared-auth/testing';
import { describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

const cached = () => queryClient.getQueryData(['membership-checkout', 'subscription', 'u1']);

describe("the shell's QueryClient", () => {
  it("forgets a user's answers when they sign out, keeps them through a refresh", () => {
    setViewer({ id: 'u1' });
    queryClient.setQueryData(['membership-checkout', 'subscription', 'u1'], { id: 'sub-1' });
    setViewer({ id: 'u1', aal: 'aal2' });
    expect(cached()).toEqual({ id: 'sub-1' });
    setViewer('signed-out');
    expect(cached()).toBeUndefined();
  });

  it('forgets them when another user signs in', () => {
    setViewer({ id: 'u1' });
    queryClient.setQueryData(['membership-checkout', 'subscription', 'u1'], { id: 'sub-1' });
    setViewer({ id: 'u2' });
    expect(cached()).toBeUndefined();
  });
});
