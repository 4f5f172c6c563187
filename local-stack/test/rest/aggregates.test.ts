import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './fixtures.js';

let f: RestFixture;
beforeAll(async () => {
  // Roles are shared by every database of a server: set it for this database only.
  f = await startRestFixture(`do $$ begin
    execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled to true',
      current_database());
  end $$;`);
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('aggregate functions (when enabled on the authenticator role)', () => {
  it('count() and col.sum() group by the other selected values', async () => {
    const { data, error } = await f.anon
      .from('rt_posts')
      .select('author_id, n:count(), views.sum()')
      .order('author_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { author_id: 1, n: 3, sum: 30000000018 },
      { author_id: 2, n: 4, sum: 40000000022 },
      { author_id: 3, n: 3, sum: 30000000015 },
    ]);
  });

  it('rel(count) counts embedded rows', async () => {
    const { data, error } = await f.anon
      .from('rt_posts')
      .select('id, rt_comments(count)')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, rt_comments: [{ count: 3 }] });
  });
});

describe('aggregate functions when not enabled', () => {
  let plain: RestFixture;
  beforeAll(async () => {
    plain = await startRestFixture();
  });
  afterAll(async () => {
    await plain?.stack.stop();
  });

  it('answers 400 PGRST123, as PostgREST does by default', async () => {
    const { error, status } = await plain.anon.from('rt_posts').select('count()');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST123');
  });
});
