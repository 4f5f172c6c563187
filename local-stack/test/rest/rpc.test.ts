import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture, USER_A } from './fixtures.js';

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture();
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('rpc', () => {
  it('calls with named arguments by POST and by GET, returning a JSON scalar', async () => {
    expect(await f.anon.rpc('rt_add', { a: 2, b: 3 })).toMatchObject({
      data: 5,
      error: null,
      status: 200,
    });
    expect((await f.anon.rpc('rt_add', { a: 2, b: 40 }, { get: true })).data).toBe(42);
    const raw = await f.rest('/rpc/rt_add?a=1&b=1');
    expect(await raw.text()).toBe('2');
  });

  it('resolves overloads by argument names', async () => {
    expect((await f.anon.rpc('rt_greet', { name: 'Ama' })).data).toBe('hello Ama');
    expect((await f.anon.rpc('rt_greet', { name: 'Ama', title: 'Dr' })).data).toBe('hello Dr Ama');
    const missing = await f.anon.rpc('rt_greet', { nom: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
    expect(missing.error?.message).toBe(
      'Could not find the function public.rt_greet(nom) in the schema cache',
    );
    const none = await f.anon.rpc('rt_nope');
    expect(none.status).toBe(404);
  });

  it('passes the whole body to a single unnamed json parameter', async () => {
    const { data } = await f.anon.rpc('rt_echo', { any: ['thing', 1, null] });
    expect(data).toEqual({ any: ['thing', 1, null] });
  });

  it('filters, orders, pages and counts set-returning functions like tables (RLS applies inside)', async () => {
    const { data, count, status } = await f.anon
      .rpc('rt_posts_by_tag', { tag: 'even' }, { count: 'exact' })
      .select('id, title')
      .gt('id', 2)
      .order('id', { ascending: false })
      .range(0, 1);
    expect(status).toBe(206);
    expect(count).toBe(4);
    expect(data).toEqual([
      { id: 10, title: 'Post 10' },
      { id: 8, title: 'Post 8' },
    ]);
    const member = await f.userA.rpc('rt_posts_by_tag', { tag: 'odd' }).select('id').eq('id', 11);
    expect(member.data).toEqual([{ id: 11 }]);
    const embedded = await f.anon
      .rpc('rt_posts_by_tag', { tag: 'odd' })
      .select('id, rt_comments(id)')
      .eq('id', 1)
      .single();
    expect(embedded.data).toEqual({ id: 1, rt_comments: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    const table = await f.anon.rpc('rt_stats').select('author_id, posts').order('author_id');
    expect(table.data).toEqual([
      { author_id: 1, posts: 3 },
      { author_id: 2, posts: 4 },
      { author_id: 3, posts: 3 },
    ]);
    expect((await f.anon.rpc('rt_numbers', { n: 3 })).data).toEqual([1, 2, 3]);
    expect((await f.anon.rpc('rt_first_post').select('id, title')).data).toEqual({
      id: 1,
      title: 'Post 1',
    });
  });

  it('answers void with 204, refuses writes on GET with 405 (25006)', async () => {
    const posted = await f.anon.rpc('rt_log_visit', { who: 'visitor' });
    expect(posted.status).toBe(204);
    expect(posted.error).toBeNull();
    const got = await f.anon.rpc('rt_log_visit', { who: 'sneaky' }, { get: true });
    expect(got.status).toBe(405);
    expect(got.error?.code).toBe('25006');
    const { data } = await f.service.from('rt_visits').select('who');
    expect(data).toEqual([{ who: 'visitor' }]);
    const head = await f.rest('/rpc/rt_add?a=1&b=2', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('maps raise exception to 400 P0001 with details and hint', async () => {
    const { status, error } = await f.anon.rpc('rt_fail', { msg: 'nope' });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'P0001',
      message: 'nope',
      details: 'failed on purpose',
      hint: 'do not call',
    });
  });

  it('runs as the caller: role, auth.uid(), claims and request GUCs are set as PostgREST sets them', async () => {
    const anon = await f.anon.rpc('rt_whoami');
    expect(anon.data).toMatchObject({
      role: 'anon',
      uid: null,
      method: 'POST',
      path: '/rpc/rt_whoami',
    });
    const res = await f.rest('/rpc/rt_whoami', {
      headers: { Authorization: `Bearer ${f.tokenA}`, 'X-Test-Agent': 'probe' },
    });
    expect(await res.json()).toMatchObject({
      role: 'authenticated',
      uid: USER_A,
      aal: 'aal1',
      method: 'GET',
      agent: 'probe',
    });
    expect((await f.service.rpc('rt_whoami')).data).toMatchObject({ role: 'service_role' });
  });

  it('rejects hostile argument values as data, not SQL', async () => {
    const { data } = await f.anon.rpc('rt_greet', { name: "'); drop table rt_posts; --" });
    expect(data).toBe("hello '); drop table rt_posts; --");
    const bad = await f.anon.rpc('rt_add', { a: '1; select 1', b: 1 });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
  });
});
