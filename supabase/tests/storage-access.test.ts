import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors, allActors, userIds } from './support/actors.ts';
import { asActor, succeeded } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

/** Seeded items (supabase/seed.sql) of each tier; their files are registered below. */
const itemOfTier = {
  Public: '00000000-0000-4000-8300-000000000001',
  Student: '00000000-0000-4000-8300-000000000002',
  Professional: '00000000-0000-4000-8300-000000000003',
  Corporate: '00000000-0000-4000-8300-000000000007',
} as const;

const readers: Record<keyof typeof itemOfTier, ActorName[]> = {
  Public: allActors.map((a) => a.name),
  // A verified factor in an aal1 session (partnerAal1, adminAal1) opens Public files only.
  Student: ['student', 'professional', 'corporate', 'partner', 'admin'],
  Professional: ['professional', 'corporate', 'partner', 'admin'],
  Corporate: ['corporate', 'admin'],
};

const readFile = (tier: keyof typeof itemOfTier) =>
  `select o.name from storage.objects o join public.resource_items r on r.file_storage_path = o.name
   where o.bucket_id = 'resources' and r.item_id = '${itemOfTier[tier]}'`;

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  // What the storage service does on upload: one storage.objects row per file.
  await database.db.exec(`
    insert into storage.objects (bucket_id, name, metadata)
    select 'resources', file_storage_path, '{"mimetype":"application/pdf"}'::jsonb
    from public.resource_items where file_storage_path is not null;
    insert into storage.objects (bucket_id, name) values ('resources', 'orphan/unlisted.pdf');`);
});
afterAll(async () => {
  await database?.close();
});

describe('the resources bucket', () => {
  it('exists, private, 50 MB, documents only', async () => {
    const { rows } = await database.db.query(
      `select public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = 'resources'`,
    );
    expect(rows[0]).toMatchObject({ public: false, file_size_limit: 52428800 });
    expect(rows[0]?.allowed_mime_types).toContain('application/pdf');
  });
});

describe.each(allActors)('files as $name', (actor) => {
  it.each(Object.keys(itemOfTier) as (keyof typeof itemOfTier)[])(
    'reads a %s file only when the tier rank allows it',
    async (tier) => {
      const outcome = await asActor(database.db, actor, readFile(tier));
      expect(succeeded(outcome)).toBe(readers[tier].includes(actor.name));
    },
  );

  it('never sees a file that no resource item lists (unless admin)', async () => {
    const outcome = await asActor(
      database.db,
      actor,
      `select name from storage.objects where name = 'orphan/unlisted.pdf'`,
    );
    expect(succeeded(outcome)).toBe(actor.name === 'admin');
  });

  it('uploads, replaces and deletes files only as an admin with aal2', async () => {
    const upload = await asActor(
      database.db,
      actor,
      `insert into storage.objects (bucket_id, name, owner_id) values ('resources', 'new/file.pdf', auth.uid()::text)`,
    );
    const replace = await asActor(
      database.db,
      actor,
      `update storage.objects set metadata = '{}' where bucket_id = 'resources'`,
    );
    const remove = await asActor(
      database.db,
      actor,
      `delete from storage.objects where bucket_id = 'resources'`,
    );
    const isAdminAal2 = actor.name === 'admin';
    expect([succeeded(upload), succeeded(replace), succeeded(remove)]).toEqual([
      isAdminAal2,
      isAdminAal2,
      isAdminAal2,
    ]);
  });
});

describe('a Corporate member whose MFA deadline passed without a factor', () => {
  const lockOut = (deadline: string) =>
    database.db.query(
      'update public.mfa_enforcement set mfa_setup_deadline = $2::date where user_id = $1',
      [userIds.corporate, deadline],
    );

  beforeAll(async () => {
    await lockOut('2020-01-01');
  });
  afterAll(async () => {
    await lockOut('2999-01-01');
  });

  it('is locked out according to the database', async () => {
    const outcome = await asActor(
      database.db,
      actors.corporate,
      'select public.is_mfa_locked_out() as locked',
    );
    expect(outcome.ok && outcome.rows[0]).toEqual({ locked: true });
  });

  it.each([
    ['a Corporate file', readFile('Corporate')],
    ['a Student file', readFile('Student')],
    ['the public directory', 'select * from public.public_member_profiles'],
    [
      'public directory rows',
      'select * from public.member_directory where is_public and user_id <> auth.uid()',
    ],
    ["other members' profiles", 'select * from public.profiles where user_id <> auth.uid()'],
    ['own corporate teams', 'select * from public.corporate_teams'],
    ['own R&D projects', 'select * from public.rd_projects'],
  ])('is refused %s', async (_what, sql) => {
    expect(succeeded(await asActor(database.db, actors.corporate, sql))).toBe(false);
  });

  it.each([
    ['a Public file', readFile('Public')],
    ['their own profile', 'select * from public.profiles where user_id = auth.uid()'],
    ['their own MFA deadline', 'select * from public.mfa_enforcement where user_id = auth.uid()'],
    ['their own subscription', 'select * from public.subscriptions where user_id = auth.uid()'],
  ])('still gets %s', async (_what, sql) => {
    expect(succeeded(await asActor(database.db, actors.corporate, sql))).toBe(true);
  });

  it('is no longer locked out once a verified factor exists', async () => {
    await database.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status)
       values (gen_random_uuid(), $1, 'CSAN', 'totp', 'verified')`,
      [userIds.corporate],
    );
    try {
      // With the factor, the file needs the session that passed it (aal2).
      const atAal2 = { ...actors.corporate, claims: { ...actors.corporate.claims, aal: 'aal2' } };
      expect(succeeded(await asActor(database.db, atAal2, readFile('Corporate')))).toBe(true);
      expect(succeeded(await asActor(database.db, actors.corporate, readFile('Corporate')))).toBe(
        false,
      );
    } finally {
      await database.db.query('delete from auth.mfa_factors where user_id = $1', [
        userIds.corporate,
      ]);
    }
  });
});
