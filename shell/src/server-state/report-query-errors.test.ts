import { DataError } from '@csan/shared-auth';
import { type ErrorReport, resetErrorReportingForTests } from '@csan/shared-auth/testing';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportingCaches } from './report-query-errors';

let sent: ErrorReport[] = [];
let client: QueryClient;
beforeEach(() => {
  sent = [];
  resetErrorReportingForTests({ sinks: [(report) => void sent.push(report)] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  client = new QueryClient({
    ...reportingCaches(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetErrorReportingForTests();
});

const fail = (error: unknown) => () => Promise.reject(error);

describe("the shell's QueryClient reports failures", () => {
  it('a failed read, for the remote its key names', async () => {
    await client
      .fetchQuery({
        queryKey: ['membership-checkout', 'subscription'],
        queryFn: fail(new Error('read broke')),
      })
      .catch(() => undefined);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      remote: 'membership_checkout',
      source: 'query',
      message: 'read broke',
    });
  });

  it('a failed write, for the remote on screen when it has no key', async () => {
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: fail(new DataError({ message: 'permission denied', code: '42501' })),
      })
      .execute(undefined)
      .catch(() => undefined);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      source: 'mutation',
      message: 'DataError: permission denied (42501)',
    });
  });

  it("not the member's situation: signed out, MFA owed, a duplicate, a rate limit, offline", async () => {
    const situations = [
      new DataError({ message: 'JWT expired', status: 401 }),
      new DataError({ message: 'duplicate key value', code: '23505' }),
      new DataError({ message: 'Too many', code: 'PT429', status: 429 }),
      new DataError({ message: 'Failed to fetch' }),
    ];
    for (const [i, error] of situations.entries()) {
      await client
        .fetchQuery({ queryKey: ['library', i], queryFn: fail(error) })
        .catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(situations.map((e) => e.kind)).toEqual([
      'needs-sign-in',
      'duplicate',
      'rate-limited',
      'network',
    ]);
    expect(sent).toEqual([]);
  });
});
