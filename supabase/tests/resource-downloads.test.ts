import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors, allActors, factorAtAal1 } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

/** Seeded items (supabase/seed.sql) of each tier. */
const item = {
  Public: '00000000-0000-4000-8300-000000000001',
  Student: '00000000-0000-4000-8300-000000000002',
  Professional: '00000000-0000-4000-8300-000000000003',
  Corporate: '00000000-0000-4000-8300-000000000007',
} as const;
const noObject = '00000000-0000-4000-8300-000000000004';
const unknown = '00000000-0000-4000-8300-999999999999';

const start = (id: string, lead: string | null = null) =>
  `select public.start_resource_download('${id}'${lead ? `, '${lead}'` : ''}) as path`;

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  // One storage.objects row per seeded file (what an upload makes), except item 4's.
  await database.db.exec(`
    insert into storage.objects (bucket_id, name)
    select 'resources', file_storage_path from public.resource_items
    where file_storage_path is not null and item_id <> '${noObject}';`);
});
afterAll(async () => {
  await database?.close();
});

const countOf = async (id: string) =>
  Number(
    (
      await database.db.query<{ n: number }>(
        'select count(*)::int as n from public.resource_downloads where resource_id = $1',
        [id],
      )
    ).rows[0]?.n,
  );

describe('start_resource_download: the tier rule of the storage policy', () => {
  const allowed: Record<keyof typeof item, ActorName[]> = {
    Public: ['student', 'professional', 'corporate', 'partner', 'lockedout', 'admin'],
    Student: ['student', 'professional', 'corporate', 'partner', 'admin'],
    Professional: ['professional', 'corporate', 'partner', 'admin'],
    Corporate: ['corporate', 'admin'],
  };
  const cases = allActors.flatMap((actor) =>
    (Object.keys(item) as (keyof typeof item)[]).map((tier) => ({ actor, tier })),
  );
  it.each(cases)('$actor.name, $tier item', async ({ actor, tier }) => {
    const outcome = await asActor(database.db, actor, start(item[tier]));
    if (allowed[tier].includes(actor.name)) {
      expect(outcome).toMatchObject({
        ok: true,
        rows: [{ path: expect.stringMatching(/^seed\//) }],
      });
    } else if (actor.name === 'anon' || factorAtAal1.includes(actor.name)) {
      // A session owing its MFA code step is a visitor here: a lead, or no gated file.
      expect(outcome).toMatchObject({
        ok: false,
        message: tier === 'Public' ? 'lead_required' : 'sign_in_required',
      });
    } else {
      expect(outcome).toMatchObject({ ok: false, code: '42501', message: 'tier_required' });
    }
  });
});

describe('start_resource_download: leads, files and counting', () => {
  const leadFor = async (resource: string, age = '0 minutes') => {
    const id = crypto.randomUUID();
    await database.db.query(
      `insert into public.content_leads (lead_id, resource_id, lead_name, lead_email, created_at)
       values ($1, $2, 'Ama Visitor', 'ama@example.org', now() - $3::interval)`,
      [id, resource, age],
    );
    return id;
  };

  it('a visitor downloads a Public item with a fresh lead for it, counted once with the lead', async () => {
    const lead = await leadFor(item.Public);
    const before = await countOf(item.Public);
    const first = await asActor(database.db, actors.anon, start(item.Public, lead), [], {
      commit: true,
    });
    expect(first).toMatchObject({ ok: true });
    // A repeat (double click, retry) within 10 minutes is not counted again.
    await asActor(database.db, actors.anon, start(item.Public, lead), [], { commit: true });
    expect(await countOf(item.Public)).toBe(before + 1);
    const rows = await database.db.query(
      'select user_id, lead_id from public.resource_downloads where lead_id = $1',
      [lead],
    );
    expect(rows.rows).toEqual([{ user_id: null, lead_id: lead }]);
  });

  it('refuses a lead for another item, an old lead, or an unknown one', async () => {
    for (const lead of [
      await leadFor(item.Student),
      await leadFor(item.Public, '2 hours'),
      crypto.randomUUID(),
    ]) {
      const outcome = await asActor(database.db, actors.anon, start(item.Public, lead));
      expect(outcome).toMatchObject({ ok: false, message: 'lead_required' });
    }
  });

  it('a member is counted as themselves, once within 10 minutes', async () => {
    const before = await countOf(item.Student);
    for (let i = 0; i < 2; i += 1) {
      await asActor(database.db, actors.student, start(item.Student), [], { commit: true });
    }
    expect(await countOf(item.Student)).toBe(before + 1);
  });

  it('an item whose file was never uploaded, or an unknown item, is refused and not counted', async () => {
    const lead = await leadFor(noObject);
    const before = await countOf(noObject);
    expect(await asActor(database.db, actors.anon, start(noObject, lead))).toMatchObject({
      ok: false,
      message: 'file_not_available',
    });
    expect(await countOf(noObject)).toBe(before);
    expect(await asActor(database.db, actors.student, start(unknown))).toMatchObject({
      ok: false,
      code: 'P0002',
      message: 'resource_not_found',
    });
  });

  it('the browser cannot write resource_downloads itself', async () => {
    const forged = await asActor(
      database.db,
      actors.student,
      `insert into public.resource_downloads (resource_id, user_id) values ('${item.Student}', auth.uid())`,
    );
    expect(forged).toMatchObject({ ok: false, code: '42501' });
  });
});
