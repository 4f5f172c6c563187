import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, userIds } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

// The member directory: what a member stores, who finds whom (search, expertise filter,
// newest first), and that turning public off hides a member from every read at once.
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function rows(actor: Actor, sql: string, params: unknown[] = []) {
  const outcome = await asActor(database.db, actor, sql, params);
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows;
}

const names = async (actor: Actor, search: string | null, expertise: string | null = null) =>
  (
    await rows(actor, 'select full_name from search_public_members($1, $2)', [search, expertise])
  ).map((row) => row.full_name);

const saveOwn = (actor: Actor, set: string, params: unknown[] = [], commit = true) =>
  asActor(
    database.db,
    actor,
    `update member_directory set ${set} where user_id = auth.uid()`,
    params,
    {
      commit,
    },
  );

describe('what a member stores', () => {
  it('trims texts, stores an empty one as NULL and drops empty or repeated expertise areas', async () => {
    const saved = await asActor(
      database.db,
      actors.student,
      `update member_directory
          set expertise_areas = array['  Cloud Security ', '', 'cloud security', 'PKI', '  '],
              bio = '   ', location = ' Legon '
        where user_id = auth.uid()
        returning expertise_areas, bio, location`,
    );
    expect(saved).toMatchObject({
      ok: true,
      rows: [{ expertise_areas: ['Cloud Security', 'PKI'], bio: null, location: 'Legon' }],
    });
  });

  it('refuses an expertise area over 100 characters', async () => {
    const saved = await saveOwn(
      actors.student,
      'expertise_areas = array[$1]',
      ['x'.repeat(101)],
      false,
    );
    expect(saved).toMatchObject({ ok: false, code: '22001' });
  });

  it.each([
    ['https://www.linkedin.com/in/ama-mensah', true],
    ['https://linkedin.com/in/ama_mensah-42/', true],
    ['https://gh.linkedin.com/in/ama', true],
    ['  ', true],
    ['http://www.linkedin.com/in/ama', false],
    ['https://www.linkedin.com/company/csan', false],
    ['https://linkedin.com.evil.example/in/ama', false],
    ['https://www.linkedin.com/in/ama?trk=x', false],
  ])('LinkedIn %s → accepted %s', async (url, accepted) => {
    const saved = await saveOwn(actors.student, 'linkedin_url = $1', [url], false);
    expect(saved.ok).toBe(accepted);
  });
});

describe('who finds whom', () => {
  it('lists the public members newest first; the private student is not among them', async () => {
    const all = await rows(
      actors.student,
      'select user_id, created_at from search_public_members()',
    );
    expect(all.map((row) => row.user_id)).not.toContain(userIds.student);
    const times = all.map((row) => new Date(String(row.created_at)).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('matches every word, case-insensitively, in name, organization, country or expertise', async () => {
    expect(await names(actors.student, 'THREAT')).toHaveLength(1);
    expect(await names(actors.student, 'threat hunt')).toHaveLength(1);
    expect(await names(actors.student, 'threat forensics')).toEqual([]);
    expect(await names(actors.student, '  ')).toHaveLength(
      (await names(actors.student, null)).length,
    );
    await asActor(
      database.db,
      actors.professional,
      "update profiles set organization = 'Volta Labs', country = 'Togo' where user_id = auth.uid()",
      [],
      { commit: true },
    );
    expect(await names(actors.student, 'VOLTA lab')).toHaveLength(1);
    expect(await names(actors.student, 'togo siem')).toHaveLength(1);
    // LIKE wildcards are plain characters here.
    expect(await names(actors.student, '%')).toEqual([]);
  });

  it('filters by a whole expertise area, case-insensitively', async () => {
    expect(await names(actors.student, null, 'forensics')).toHaveLength(1);
    expect(await names(actors.student, null, 'Foren')).toEqual([]);
    expect(await names(actors.student, 'threat', 'Forensics')).toEqual([]);
  });

  it('offers each public expertise area once with its member count', async () => {
    const areas = await rows(actors.student, 'select area, members from public_member_expertise');
    expect(areas).toContainEqual({ area: 'Threat Hunting', members: 1 });
    expect(areas.map((row) => row.area)).not.toContain('Cryptography');
  });

  it('a member who turns public on appears; turned off, they are gone from every read at once', async () => {
    await saveOwn(actors.student, 'is_public = true');
    expect(await names(actors.professional, 'cryptography')).toHaveLength(1);
    expect(
      await rows(actors.professional, 'select area from public_member_expertise'),
    ).toContainEqual({ area: 'Cryptography' });
    await saveOwn(actors.student, 'is_public = false');
    expect(await names(actors.professional, 'cryptography')).toEqual([]);
    expect(
      await rows(actors.professional, 'select 1 from public_member_profiles where user_id = $1', [
        userIds.student,
      ]),
    ).toEqual([]);
    expect(
      await rows(actors.admin, 'select 1 from member_directory where user_id = $1', [
        userIds.student,
      ]),
    ).toEqual([]);
  });
});
