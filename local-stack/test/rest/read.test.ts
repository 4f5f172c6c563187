import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './fixtures.js';

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture();
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('select', () => {
  it('RLS decides: anon sees published posts, a member also their own, service role all', async () => {
    const anon = await f.anon.from('rt_posts').select('id');
    const userA = await f.userA.from('rt_posts').select('id');
    const service = await f.service.from('rt_posts').select('id');
    expect(anon.error).toBeNull();
    expect(anon.data).toHaveLength(10);
    expect(userA.data?.map((r) => r.id).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(service.data).toHaveLength(15);
  });

  it('returns columns, renames, casts and JSON paths with PostgREST serialisation', async () => {
    const { data, error } = await f.anon
      .from('rt_posts')
      .select(
        'id, heading:title, score, views, views_text:views::text, level:meta->>level, n:meta->n, created_at',
      )
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 1,
      heading: 'Post 1',
      score: 1.5,
      views: 10000000001,
      views_text: '10000000001',
      level: 'low',
      n: 1,
      created_at: '2026-01-02T00:00:00+00:00',
    });
  });

  it('selects a view plainly', async () => {
    const { data, error } = await f.anon.from('rt_public_posts').select('*').order('id').limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author_id: 2, title: 'Post 1', created_at: '2026-01-02T00:00:00+00:00' },
      { id: 2, author_id: 3, title: 'Post 2', created_at: '2026-01-03T00:00:00+00:00' },
    ]);
  });

  it('reports an unknown column as 42703 (400) and an unknown table as PGRST205 (404)', async () => {
    const column = await f.anon.from('rt_posts').select('nope');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    const table = await f.anon.from('rt_missing').select('*');
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
  });

  it('refuses casts that are not plain type names', async () => {
    const res = await f.rest(
      `/rt_posts?select=${encodeURIComponent('id::text);drop table rt_posts;--')}`,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST100');
    expect((await f.service.from('rt_posts').select('id')).data).toHaveLength(15);
  });
});

describe('embedding', () => {
  it('embeds to-one as an object and to-many as an array, with disambiguation by FK', async () => {
    const { data, error } = await f.anon
      .from('rt_posts')
      .select(
        'id, author:rt_authors!rt_posts_author_id_fkey(name), editor:editor_id(name), rt_comments(id)',
      )
      .in('id', [1, 5])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        author: { name: 'Kofi' },
        editor: { name: 'Zainab' },
        rt_comments: [{ id: 1 }, { id: 2 }, { id: 3 }],
      },
      { id: 5, author: { name: 'Zainab' }, editor: { name: 'Ama' }, rt_comments: [] },
    ]);
  });

  it('returns PGRST201 (300) for an ambiguous embed and PGRST200 (400) for no relationship', async () => {
    const ambiguous = await f.anon.from('rt_posts').select('id, rt_authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.details).toHaveLength(2);
    const none = await f.anon.from('rt_posts').select('id, rt_leads(id)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
  });

  it('embeds one-to-one reverse as an object and nests embeds', async () => {
    const { data, error } = await f.anon
      .from('rt_authors')
      .select('name, rt_profiles(display), posts:rt_posts!author_id(id, rt_comments(rating))')
      .eq('id', 1)
      .eq('posts.id', 3)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Ama',
      rt_profiles: { display: 'Ama A.' },
      posts: [{ id: 3, rt_comments: [{ rating: 1 }, { rating: 2 }, { rating: 3 }] }],
    });
  });

  it('filters, orders and limits inside an embed without filtering parents', async () => {
    const { data } = await f.anon
      .from('rt_posts')
      .select('id, rt_comments(rating)')
      .lte('id', 2)
      .order('id')
      .order('rating', { referencedTable: 'rt_comments', ascending: false })
      .limit(2, { referencedTable: 'rt_comments' })
      .gte('rt_comments.rating', 2);
    expect(data).toEqual([
      { id: 1, rt_comments: [{ rating: 3 }, { rating: 2 }] },
      { id: 2, rt_comments: [{ rating: 3 }, { rating: 2 }] },
    ]);
  });

  it('!inner drops parents whose embed is empty, also in the exact count', async () => {
    const { data, count } = await f.anon
      .from('rt_posts')
      .select('id, rt_comments!inner(id)', { count: 'exact' })
      .eq('rt_comments.rating', 3)
      .order('id');
    expect(data?.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(count).toBe(4);
    const toOne = await f.anon.from('rt_authors').select('id, rt_profiles!inner(display)');
    expect(toOne.data).toEqual([{ id: 1, rt_profiles: { display: 'Ama A.' } }]);
  });

  it('filters parents by embed null-ness', async () => {
    const { data } = await f.anon
      .from('rt_authors')
      .select('id, rt_profiles(id)')
      .is('rt_profiles', null)
      .order('id');
    expect(data?.map((r) => r.id)).toEqual([2, 3]);
  });

  it('embeds through a simple view (FKs inferred from the base table)', async () => {
    const { data, error } = await f.anon
      .from('rt_public_posts')
      .select('id, rt_authors(name), rt_comments(id)')
      .eq('id', 4)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 4,
      rt_authors: { name: 'Kofi' },
      rt_comments: [{ id: 10 }, { id: 11 }, { id: 12 }],
    });
  });

  it('rejects a filter on a resource that is not embedded (PGRST108)', async () => {
    const res = await f.anon.from('rt_posts').select('id').eq('rt_comments.rating', 1);
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('PGRST108');
  });
});

describe('single object and csv', () => {
  it('maybeSingle gives null on zero rows; single gives PGRST116 with the row count', async () => {
    const none = await f.anon.from('rt_posts').select('id').eq('id', 999).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const many = await f.anon.from('rt_posts').select('id').lte('id', 3).single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 3 rows',
    });
  });

  it('answers text/csv', async () => {
    const { data, error } = await f.anon
      .from('rt_authors')
      .select('id, name, bio')
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name,bio\n1,Ama,Accra\n2,Kofi,\n3,Zainab,Lagos');
  });

  it('refuses unsupported media types with 406', async () => {
    const res = await f.rest('/rt_authors', { headers: { Accept: 'application/xml' } });
    expect(res.status).toBe(406);
  });
});
