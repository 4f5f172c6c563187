import {
  createFakeSupabase,
  type FakeSupabase,
  ok,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { createTestQueryClient } from '@csan/shared-ui/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mfaStatusDetailQuery } from './mfa-status-detail-query';
import { profileDetailQuery } from './profile-detail-query';
import { useProfileUpdateMutation } from './profile-update-mutation';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const profileReads = () =>
  fake.tableCalls.filter((call) => call.table === 'profiles' && call.op === 'select').length;
const mfaReads = () => fake.log.filter((line) => line === 'listFactors').length;

describe('useProfileUpdateMutation', () => {
  it('reads the profile again after saving, and leaves the MFA status alone', async () => {
    let fullName = 'Ama Owusu';
    fake = createFakeSupabase({
      table: (call) => {
        if (call.table === 'mfa_enforcement') return ok(null);
        if (call.op === 'update') {
          fullName = (call.payload as { full_name: string }).full_name;
          return ok(null);
        }
        return ok({ full_name: fullName });
      },
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        profile: useQuery(profileDetailQuery('user-1')),
        mfa: useQuery(mfaStatusDetailQuery('user-1')),
        update: useProfileUpdateMutation('user-1'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.mfa.isSuccess).toBe(true));
    expect([profileReads(), mfaReads()]).toEqual([1, 1]);

    await act(() =>
      result.current.update.mutateAsync({
        fullName: 'Ama K. Owusu',
        phoneNumber: '',
        organization: '',
        jobTitle: '',
        country: '',
      }),
    );

    await waitFor(() =>
      expect(result.current.profile.data).toMatchObject({ full_name: 'Ama K. Owusu' }),
    );
    expect([profileReads(), mfaReads()]).toEqual([2, 1]);
  });
});
