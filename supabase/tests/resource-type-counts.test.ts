import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The kept counts and the real ones, both as { type: count }. */
async function keptAndReal() {
  const rows = async (sql: string) =>
    Object.fromEntries(
      (await database.db.query<{ t: string; n: number }>(sql)).rows.map((r) => [r.t, Number(r.n)]),
    );
  return {
    kept: await rows(
      'select content_type as t, item_count as n from public.resource_content_types',
    ),
    real: await rows(
      'select content_type as t, count(*) as n from public.resource_items group by content_type',
    ),
  };
}

describe('per-type counts kept by triggers', () => {
  it('match the seeded library', async () => {
    const { kept, real } = await keptAndReal();
    expect(kept).toEqual(real);
    expect(Object.values(kept).reduce((a, b) => a + b, 0)).toBe(32);
  });

  it('follow inserts, type changes and deletes, several rows at once; a type that empties disappears', async () => {
    await database.db.exec(`
      insert into public.resource_items (title, content_type, author_names)
      values ('A', 'Article', '{X}'), ('B', 'Article', '{X}'), ('C', 'Policy Brief', '{X}');`);
    let { kept, real } = await keptAndReal();
    expect(kept).toEqual(real);
    await database.db.exec(
      `update public.resource_items set content_type = 'Case Study' where title in ('A', 'C')`,
    );
    ({ kept, real } = await keptAndReal());
    expect(kept).toEqual(real);
    await database.db.exec(
      `delete from public.resource_items where content_type = 'Threat Intelligence'`,
    );
    ({ kept, real } = await keptAndReal());
    expect(kept).toEqual(real);
    expect(kept['Threat Intelligence']).toBeUndefined();
  });

  it('everyone reads them; nobody writes them', async () => {
    expect(
      await asActor(database.db, actors.anon, 'select * from resource_type_counts'),
    ).toMatchObject({ ok: true });
    for (const actor of [actors.anon, actors.student, actors.admin]) {
      const write = await asActor(
        database.db,
        actor,
        "update resource_type_counts set item_count = 1000 where content_type = 'Report'",
      );
      expect(write).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
