import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './fixtures.js';

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture();
});
afterAll(async () => {
  await f?.stack.stop();
});

/** Ids of published posts matching the query string (anon, ordered by id). */
async function ids(query: string): Promise<number[]> {
  const res = await f.rest(`/rt_posts?select=id&order=id&${query}`);
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return (body as { id: number }[]).map((r) => r.id);
}

describe('filter operators', () => {
  it('compares: eq neq gt gte lt lte', async () => {
    const q = f.anon.from('rt_posts').select('id').order('id');
    expect((await q.eq('id', 3)).data).toEqual([{ id: 3 }]);
    expect(await ids('id=neq.1&id=lte.3')).toEqual([2, 3]);
    expect(await ids('id=gt.8')).toEqual([9, 10]);
    expect(await ids('id=gte.9')).toEqual([9, 10]);
    expect(await ids('id=lt.2')).toEqual([1]);
    expect(await ids('score=lte.3')).toEqual([1, 2]);
  });

  it('matches patterns: like, ilike with * wildcards, like(any), match, imatch', async () => {
    expect((await f.anon.from('rt_posts').select('id').like('body', '*attacks*')).data).toEqual([
      { id: 1 },
    ]);
    expect((await f.anon.from('rt_posts').select('id').ilike('body', 'RANSOMWARE%')).data).toEqual([
      { id: 2 },
    ]);
    expect(await ids('title=like(any).{*1,*2}')).toEqual([1, 2]);
    expect(await ids('title=ilike(all).{post*,*0}')).toEqual([10]);
    expect(await ids('body=match.^Ph')).toEqual([1]);
    expect(await ids('body=imatch.^ph')).toEqual([1]);
    expect(await ids('id=eq(any).{2,4}')).toEqual([2, 4]);
  });

  it('tests is null/true/false, isdistinct and in with quoted values', async () => {
    const authors = await f.anon.from('rt_authors').select('id').is('bio', null);
    expect(authors.data).toEqual([{ id: 2 }]);
    expect(
      (await f.service.from('rt_posts').select('id').is('published', false).order('id')).data,
    ).toHaveLength(5);
    expect(await ids('author_id=isdistinct.2&id=lte.4')).toEqual([2, 3]);
    expect(await ids('id=in.(1,3,5)')).toEqual([1, 3, 5]);
    const quoted = await f.rest(
      `/rt_authors?select=id&name=in.(${encodeURIComponent('"Ama","Zai,nab",Kofi')})&order=id`,
    );
    expect(await quoted.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('handles arrays and jsonb with cs, cd, ov', async () => {
    expect(await ids('tags=cs.{security}&id=lte.4')).toEqual([2, 4]);
    expect(await ids('tags=cd.{odd,other}&id=lte.3')).toEqual([1, 3]);
    expect(await ids('tags=ov.{odd,none}&id=lte.3')).toEqual([1, 3]);
    const { data } = await f.anon
      .from('rt_posts')
      .select('id')
      .contains('meta', { level: 'low' })
      .order('id');
    expect(data?.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('handles range operators sl sr nxl nxr adj ov', async () => {
    expect(await ids('during=sl.[8,20)')).toEqual([1, 2, 3]);
    expect(await ids('during=sr.[1,7)')).toEqual([7, 8, 9, 10]);
    // nxl: does not extend to the left of (&>); nxr: does not extend to the right of (&<).
    expect(await ids('during=nxl.[7,20)')).toEqual([7, 8, 9, 10]);
    expect(await ids('during=nxr.[0,7)')).toEqual([1, 2]);
    expect(await ids('during=adj.[0,1)')).toEqual([1]);
    expect(await ids('during=ov.[10,11)')).toEqual([6, 7, 8, 9, 10]);
  });

  it('runs full-text search on tsvector and text columns, with a language', async () => {
    const fts = await f.anon.from('rt_posts').select('id').textSearch('search', 'phishing & banks');
    expect(fts.data).toEqual([{ id: 1 }]);
    const web = await f.anon
      .from('rt_posts')
      .select('id')
      .textSearch('body', 'ransomware hospitals', { type: 'websearch', config: 'english' });
    expect(web.data).toEqual([{ id: 2 }]);
    expect(await ids('body=plfts(english).phishing%20attack')).toEqual([1]);
    expect(await ids('body=phfts.attacks%20on%20banks')).toEqual([1]);
  });

  it('filters on JSON paths', async () => {
    expect(await ids('meta->>level=eq.low&meta->n=gt.2')).toEqual([3, 4]);
  });

  it('negates with not. and combines with nested or/and, also on embeds', async () => {
    expect(await ids('id=not.in.(1,2,3,4,5,6,7,8)')).toEqual([9, 10]);
    expect(await ids('or=(id.eq.1,and(id.gt.8,tags.cs.{even}))')).toEqual([1, 10]);
    expect(await ids('not.or=(id.gt.2,id.eq.1)')).toEqual([2]);
    expect(await ids('and=(id.gte.2,not.or(id.eq.3,id.gt.4))')).toEqual([2, 4]);
    expect(await ids(`or=(title.eq.${encodeURIComponent('"Post 7"')},id.eq.8)`)).toEqual([7, 8]);
    const { data } = await f.anon
      .from('rt_posts')
      .select('id, rt_comments(rating)')
      .eq('id', 1)
      .or('rating.eq.1,rating.eq.3', { referencedTable: 'rt_comments' });
    expect(data).toEqual([{ id: 1, rt_comments: [{ rating: 1 }, { rating: 3 }] }]);
  });
});

describe('bad and hostile filters', () => {
  it('rejects unknown operators and malformed filters with PGRST100', async () => {
    for (const query of [
      'id=foo.1',
      'id=1',
      'or=(id.eq.1',
      'id=in.1,2',
      'id=is.maybe',
      'order=id.sideways',
      'limit=-1',
    ]) {
      const res = await f.rest(`/rt_posts?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).code, query).toBe('PGRST100');
    }
  });

  it('treats injection attempts as plain values or unknown columns', async () => {
    const hostile = [
      "1' or '1'='1",
      '1; drop table rt_posts; --',
      "') or true --",
      '1)/*',
      'Ama\u0301 ☠ "x"',
    ];
    for (const value of hostile) {
      const { data, error } = await f.anon.from('rt_authors').select('id').eq('name', value);
      expect(error, value).toBeNull();
      expect(data, value).toEqual([]);
    }
    const badInt = await f.anon.from('rt_authors').select('id').eq('id', '1 or 1=1');
    expect(badInt.status).toBe(400);
    expect(badInt.error?.code).toBe('22P02');
    for (const column of ['id;drop table rt_authors', 'id"--', 'name) or (true']) {
      const res = await f.rest(`/rt_authors?${encodeURIComponent(column)}=eq.1`);
      expect(res.status, column).toBe(400);
    }
    const select = await f.rest(
      `/rt_authors?select=${encodeURIComponent('id,"x\\" from pg_roles --":name')}`,
    );
    expect(select.status).toBe(200);
    expect((await select.json())[0]).toEqual({ id: 1, 'x" from pg_roles --': 'Ama' });
    const unbalanced = await f.anon.from('rt_posts').select("id, k:meta->>'); drop table x; --");
    expect(unbalanced.error?.code).toBe('PGRST100');
    const jsonKey = await f.rest(
      `/rt_posts?id=eq.1&select=${encodeURIComponent("id,k:meta->>'; drop table x; --")}`,
    );
    expect(await jsonKey.json()).toEqual([{ id: 1, k: null }]);
    expect((await f.service.from('rt_authors').select('id')).data).toHaveLength(3);
  });
});

describe('ordering and paging', () => {
  it('orders by several columns with nulls first/last', async () => {
    const { data } = await f.anon
      .from('rt_authors')
      .select('id')
      .order('bio', { ascending: false, nullsFirst: true })
      .order('id');
    expect(data?.map((r) => r.id)).toEqual([2, 3, 1]);
    const res = await f.rest('/rt_posts?select=id&order=author_id.desc,id.desc&id=lte.6');
    expect((await res.json()).map((r: { id: number }) => r.id)).toEqual([5, 2, 4, 1, 6, 3]);
  });

  it('pages with range(), exact count, 206, Content-Range and 416 past the end', async () => {
    const page = await f.anon
      .from('rt_posts')
      .select('id', { count: 'exact' })
      .order('id')
      .range(2, 4);
    expect(page.status).toBe(206);
    expect(page.count).toBe(10);
    expect(page.data?.map((r) => r.id)).toEqual([3, 4, 5]);
    const raw = await f.rest('/rt_posts?select=id&order=id', {
      headers: { Range: '0-3', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('0-3/10');
    const whole = await f.rest('/rt_posts?select=id', { headers: { Prefer: 'count=exact' } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-range')).toBe('0-9/10');
    const empty = await f.rest('/rt_posts?select=id&id=gt.100', {
      headers: { Prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const noCount = await f.rest('/rt_posts?select=id&limit=2');
    expect(noCount.headers.get('content-range')).toBe('0-1/*');
    const past = await f.anon.from('rt_posts').select('id', { count: 'exact' }).range(20, 25);
    expect(past.status).toBe(416);
    expect(past.error?.code).toBe('PGRST103');
  });

  it('gives planned and estimated counts, and HEAD without a body', async () => {
    const planned = await f.anon.from('rt_posts').select('id', { count: 'planned', head: true });
    expect(planned.error).toBeNull();
    expect(planned.count).toBeGreaterThan(0);
    const estimated = await f.anon.from('rt_posts').select('*', { count: 'estimated', head: true });
    expect(estimated.count).toBe(10);
    expect(estimated.data).toBeNull();
  });
});
