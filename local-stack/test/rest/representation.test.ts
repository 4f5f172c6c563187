import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './fixtures.js';

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture();
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('CSV as PostgREST writes it', () => {
  it('prints values as Postgres does and quotes them by the composite rules', async () => {
    const { data, error } = await f.anon
      .from('rt_posts')
      .select('id, title, tags, during, published, meta')
      .in('id', [1, 2])
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe(
      [
        'id,title,tags,during,published,meta',
        '1,"Post 1",{odd},"[1,6)",t,"{""n"": 1, ""level"": ""low""}"',
        '2,"Post 2","{even,security}","[2,7)",t,"{""n"": 2, ""level"": ""low""}"',
      ].join('\n'),
    );
  });
});

describe('nulls=stripped', () => {
  it('leaves out null-valued keys, in arrays and single objects', async () => {
    const { data, error } = await f.anon
      .from('rt_authors')
      .select('id, bio')
      .order('id')
      .stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, bio: 'Accra' }, { id: 2 }, { id: 3, bio: 'Lagos' }]);
    const one = await f.anon.from('rt_authors').select('id, bio').eq('id', 2).single().stripNulls();
    expect(one.data).toEqual({ id: 2 });
  });
});
