import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './fixtures.js';

// Stable void functions: a planner may drop a call whose result nobody reads, which would skip
// both the EXECUTE check and the body. PostgREST runs the function; so must the stack.
const EXTRA_SQL = `
create function public.rt_void_check() returns void language plpgsql stable as $$
begin
  raise exception 'checked in the body' using errcode = '42501';
end
$$;
create function public.rt_void_revoked() returns void language plpgsql stable as $$
begin
end
$$;
revoke execute on function public.rt_void_revoked() from public, anon, authenticated;
create function public.rt_void_ok() returns void language sql stable as 'select';
grant execute on function public.rt_void_check() to anon;
grant execute on function public.rt_void_ok() to anon;
`;

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture(EXTRA_SQL);
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('functions returning void', () => {
  it('run their body: its error is the answer, not 204', async () => {
    const { status, error } = await f.anon.rpc('rt_void_check');
    // PostgREST answers 42501 with 401 to an anonymous caller (403 with a JWT).
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'checked in the body' });
  });

  it('are refused without EXECUTE (42501, 401 for anon), by POST and GET', async () => {
    const posted = await f.anon.rpc('rt_void_revoked');
    expect(posted.status).toBe(401);
    expect(posted.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function rt_void_revoked',
    });
    const got = await f.anon.rpc('rt_void_revoked', {}, { get: true });
    expect(got.status).toBe(401);
  });

  it('answer 204 when they succeed', async () => {
    expect((await f.anon.rpc('rt_void_ok')).status).toBe(204);
  });
});
