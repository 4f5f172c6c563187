import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './fixtures.js';

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture();
});
afterAll(async () => {
  await f?.stack.stop();
});

const serviceHeaders = () => ({
  apikey: f.stack.serviceRoleKey,
  authorization: `Bearer ${f.stack.serviceRoleKey}`,
  'content-type': 'application/json',
});

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id).sort((a, b) => a - b);

describe('range operators answer the rows PostgREST answers', () => {
  // Post i has during = [i, i+5).
  it('nxl (rangeGte): ranges that do not extend to the left of the operand', async () => {
    const { data, error } = await f.service
      .from('rt_posts')
      .select('id')
      .rangeGte('during', '[10,20)');
    expect(error).toBeNull();
    expect(ids(data)).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('nxr (rangeLte): ranges that do not extend to the right of the operand', async () => {
    const { data, error } = await f.service
      .from('rt_posts')
      .select('id')
      .rangeLte('during', '[1,8)');
    expect(error).toBeNull();
    expect(ids(data)).toEqual([1, 2, 3]);
  });
});

describe('Prefer: handling=strict, max-affected=N', () => {
  it('refuses an update touching more rows with 400 PGRST124 and rolls it back', async () => {
    const res = await f.rest('/rt_posts?id=in.(1,2)', {
      method: 'PATCH',
      headers: { ...serviceHeaders(), prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ body: 'too many' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
    });
    const { data } = await f.service.from('rt_posts').select('body').in('id', [1, 2]);
    expect(data?.map((r) => r.body)).not.toContain('too many');
  });

  it('refuses a delete touching more rows, even with return=minimal', async () => {
    const res = await f.rest('/rt_comments?post_id=eq.1', {
      method: 'DELETE',
      headers: {
        apikey: f.stack.serviceRoleKey,
        authorization: `Bearer ${f.stack.serviceRoleKey}`,
        prefer: 'handling=strict, max-affected=2',
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST124');
    const { count } = await f.service
      .from('rt_comments')
      .select('*', { count: 'exact', head: true })
      .eq('post_id', 1);
    expect(count).toBe(3);
  });

  it('lets a write within the limit through and says so in Preference-Applied', async () => {
    const res = await f.rest('/rt_posts?id=eq.4', {
      method: 'PATCH',
      headers: {
        apikey: f.stack.serviceRoleKey,
        authorization: `Bearer ${f.stack.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'handling=strict, max-affected=1',
      },
      body: JSON.stringify({ body: 'just one' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toContain('max-affected=1');
  });

  it('applies to functions returning rows too', async () => {
    const res = await f.rest('/rpc/rt_posts_by_tag', {
      method: 'POST',
      headers: { ...serviceHeaders(), prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ tag: 'odd' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST124');
  });

  it('is ignored without handling=strict (lenient, as PostgREST)', async () => {
    const res = await f.rest('/rt_visits', {
      method: 'POST',
      headers: {
        apikey: f.stack.serviceRoleKey,
        authorization: `Bearer ${f.stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify([{ who: 'a' }, { who: 'b' }]),
    });
    expect(res.status).toBe(201);
    const del = await f.rest('/rt_visits?who=in.(a,b)', {
      method: 'DELETE',
      headers: {
        apikey: f.stack.serviceRoleKey,
        authorization: `Bearer ${f.stack.serviceRoleKey}`,
        prefer: 'max-affected=1',
      },
    });
    expect(del.status).toBe(204);
  });
});

describe('Prefer: tx=rollback', () => {
  it('answers as a commit would, says so, and keeps nothing', async () => {
    const { data, error } = await f.service
      .from('rt_comments')
      .delete()
      .eq('post_id', 2)
      .select('id')
      .rollback();
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    const res = await f.rest('/rt_comments?post_id=eq.2', {
      method: 'DELETE',
      headers: {
        apikey: f.stack.serviceRoleKey,
        authorization: `Bearer ${f.stack.serviceRoleKey}`,
        prefer: 'tx=rollback',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toContain('tx=rollback');
    const { count } = await f.service
      .from('rt_comments')
      .select('*', { count: 'exact', head: true })
      .eq('post_id', 2);
    expect(count).toBe(3);
  });
});

describe('RPC with count=exact', () => {
  it('counts a scalar answer (Content-Range 0-0/1)', async () => {
    const { data, count, error } = await f.anon.rpc('rt_add', { a: 1, b: 2 }, { count: 'exact' });
    expect(error).toBeNull();
    expect(data).toBe(3);
    expect(count).toBe(1);
  });

  it('counts a set of scalars and a set of rows', async () => {
    const numbers = await f.anon.rpc('rt_numbers', { n: 4 }, { count: 'exact' });
    expect(numbers.count).toBe(4);
    const posts = await f.anon.rpc('rt_posts_by_tag', { tag: 'odd' }, { count: 'exact' });
    expect(posts.count).toBe(posts.data?.length);
  });
});
