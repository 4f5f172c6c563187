import { describe, expect, it } from 'vitest';
import { HttpError, json, withHttp } from './http.ts';
import { MFA_REQUIRED_MESSAGE, requireMember } from './member.ts';
import { createUserClient } from './supabase.ts';

const config = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
};

/** The auth server knows the token; the database answers `requirementMet` for the caller. */
function backend(requirementMet: unknown, rpcStatus = 200) {
  const rpcAuthorization: (string | null)[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/auth/v1/user')) return reply({ id: 'member-1', email: 'm@x.org' });
    if (url.endsWith('/rest/v1/rpc/mfa_requirement_met')) {
      rpcAuthorization.push(new Headers(init?.headers).get('authorization'));
      return reply(requirementMet, rpcStatus);
    }
    return reply({ message: 'unexpected' }, 500);
  };
  return { fetchFn, rpcAuthorization };
}

const request = (authorization?: string) =>
  new Request('http://fn.test/x', {
    method: 'POST',
    headers: authorization ? { Authorization: authorization } : {},
  });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  return error instanceof HttpError ? [error.status, error.message] : error;
}

describe('requireMember', () => {
  it("asks the database's rule as the caller and returns the member when it is met", async () => {
    const { fetchFn, rpcAuthorization } = backend(true);
    const req = request('Bearer member-jwt');
    const caller = await requireMember(createUserClient(config, req, fetchFn), req);
    expect(caller).toEqual({ id: 'member-1', email: 'm@x.org' });
    expect(rpcAuthorization).toEqual(['Bearer member-jwt']);
  });

  it('refuses an aal1 session of a member with a factor (the rule not met): 403 mfa_required', async () => {
    const { fetchFn } = backend(false);
    const req = request('Bearer aal1-jwt');
    expect(await refusal(requireMember(createUserClient(config, req, fetchFn), req))).toEqual([
      403,
      MFA_REQUIRED_MESSAGE,
    ]);
    // Any function's answer carries the code, whatever else it maps.
    const handler = withHttp(async (r) => {
      await requireMember(createUserClient(config, r, fetchFn), r);
      return json({ acted: true });
    });
    const res = await handler(request('Bearer aal1-jwt'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: MFA_REQUIRED_MESSAGE, code: 'mfa_required' });
  });

  it('401 without a token; a failing rule check is an error, never a pass', async () => {
    const signedOut = request();
    expect(
      await refusal(
        requireMember(createUserClient(config, signedOut, backend(true).fetchFn), signedOut),
      ),
    ).toEqual([401, 'Please sign in to continue']);
    const req = request('Bearer member-jwt');
    const failing = backend({ message: 'boom' }, 500).fetchFn;
    const error = await requireMember(createUserClient(config, req, failing), req).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(HttpError);
  });
});
