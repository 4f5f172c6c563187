import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedFrameworkMigrations, migrationsDir } from '../scripts/frameworks-sql.ts';
import { type Actor, actors } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

// tools. (issue 30): the frameworks are data (loaded from supabase/frameworks/*.json by their
// generated migrations), and the scoring is SQL: per group, the gap list, the projection to
// another framework through the mappings, the comparison with the earlier assessment.

let database: TestDatabase;
const rows = async (actor: Actor, sql: string, params: unknown[] = [], commit = false) => {
  const outcome = await asActor(database.db, actor, sql, params, { commit });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rows;
};
const query = async (sql: string, params: unknown[] = []) =>
  (await database.db.query(sql, params)).rows;
// numeric arrives as a string from node-postgres and PGlite alike; compare as numbers.
const num = (value: unknown) => (value === null ? null : Number(value));

beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the framework data', () => {
  it('each framework migration carries its JSON file as it is on disk (pnpm db:frameworks)', async () => {
    for (const { file, sql } of await expectedFrameworkMigrations()) {
      expect(await readFile(path.join(migrationsDir, file), 'utf8'), file).toBe(sql);
    }
  });

  it('NIST CSF 2.0: 6 functions, 22 categories, 106 subcategories, texts as CSWP 29 writes them', async () => {
    expect(
      await query(
        `select depth, count(*)::int as n, bool_and(answerable) as leaves from tools_framework_items
         where framework_id = 'nist-csf-2.0' group by depth order by depth`,
      ),
    ).toEqual([
      { depth: 1, n: 6, leaves: false },
      { depth: 2, n: 22, leaves: false },
      { depth: 3, n: 106, leaves: true },
    ]);
    expect(
      await query(
        `select code, description from tools_framework_items
         where framework_id = 'nist-csf-2.0' and code in ('GV.OC-01', 'PR.DS-11', 'RC.CO-04') order by position`,
      ),
    ).toEqual([
      {
        code: 'GV.OC-01',
        description:
          'The organizational mission is understood and informs cybersecurity risk management',
      },
      {
        code: 'PR.DS-11',
        description: 'Backups of data are created, protected, maintained, and tested',
      },
      {
        code: 'RC.CO-04',
        description:
          'Public updates on incident recovery are shared using approved methods and messaging',
      },
    ]);
    const [framework] = await query(
      `select source, licence from tools_frameworks where id = 'nist-csf-2.0'`,
    );
    expect(framework?.source).toContain('CSWP) 29, 26 February 2024');
    expect(framework?.licence).toContain('United States Government');
  });

  it('CSAN Essentials: 20 items, each mapped to CSF subcategories that exist', async () => {
    expect(
      await query(
        `select count(*)::int as items,
           count(*) filter (where exists (
             select 1 from tools_item_mappings m
             join tools_framework_items c on c.framework_id = m.mapped_framework_id and c.code = m.mapped_code
             where m.framework_id = i.framework_id and m.code = i.code and c.answerable
           ))::int as mapped
         from tools_framework_items i where i.framework_id = 'csan-essentials-1.0' and i.answerable`,
      ),
    ).toEqual([{ items: 20, mapped: 20 }]);
  });

  it('is readable by signed-in users only, and written by nobody', async () => {
    expect((await asActor(database.db, actors.anon, 'select 1 from tools_frameworks')).ok).toBe(
      false,
    );
    expect(
      await rows(actors.professional, 'select id from tools_frameworks order by position'),
    ).toEqual([{ id: 'nist-csf-2.0' }, { id: 'csan-essentials-1.0' }]);
    const write = await asActor(
      database.db,
      actors.admin,
      "update tools_framework_items set description = 'x' where code = 'GV.OC-01'",
    );
    expect(write).toMatchObject({ ok: false, code: '42501' });
    const load = await asActor(
      database.db,
      actors.admin,
      "select tools_load_framework('{}'::jsonb)",
    );
    expect(load).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('scoring', () => {
  const create = async (framework: string) => {
    const [row] = await rows(
      actors.partner,
      `insert into tools_assessments (organisation, name, sector, country, size, framework_id)
       values ('Score Org', 'Scores', 'retail', 'GH', 'micro', $1) returning id`,
      [framework],
      true,
    );
    return row?.id as string;
  };
  const answer = (id: string, levels: Record<string, [number, number]>) =>
    Promise.all(
      Object.entries(levels).map(([code, [current, target]]) =>
        rows(
          actors.partner,
          'update tools_answers set current_level = $3, target_level = $4 where assessment_id = $1 and item_code = $2',
          [id, code, current, target],
          true,
        ),
      ),
    );
  const scores = async (id: string, framework: string | null = null) =>
    Object.fromEntries(
      (await rows(actors.partner, 'select * from tools_scores($1, $2)', [id, framework])).map(
        (r) => [
          r.code,
          {
            current: num(r.current_score),
            target: num(r.target_score),
            answered: r.answered,
            total: r.total,
          },
        ],
      ),
    );

  it('per category and function: weighted mean of the answered items, as a percentage of level 5', async () => {
    const id = await create('nist-csf-2.0');
    await answer(id, { 'GV.OC-01': [2, 4], 'GV.OC-02': [4, 4], 'GV.RM-01': [0, 5] });
    const s = await scores(id);
    expect(Object.keys(s)).toHaveLength(28);
    expect(s['GV.OC']).toEqual({ current: 60, target: 80, answered: 2, total: 5 });
    expect(s['GV.RM']).toEqual({ current: 0, target: 100, answered: 1, total: 7 });
    // (2 + 4 + 0) / 3 = 2 → 40 %; targets (4 + 4 + 5) / 3 = 4.33 → 86.7 %.
    expect(s.GV).toEqual({ current: 40, target: 86.7, answered: 3, total: 31 });
    expect(s.PR).toEqual({ current: null, target: null, answered: 0, total: 22 });
  });

  it('the gap list: (target − current) × weight, largest first', async () => {
    const id = await create('csan-essentials-1.0');
    // Weights: CE-09 3, CE-01 2, CE-03 1, CE-05 2.
    await answer(id, { 'CE-09': [1, 4], 'CE-03': [0, 5], 'CE-01': [2, 4], 'CE-05': [4, 4] });
    const gaps = await rows(actors.partner, 'select item_code, gap from tools_gaps($1)', [id]);
    expect(gaps.map((g) => [g.item_code, num(g.gap)])).toEqual([
      ['CE-09', 9],
      ['CE-03', 5],
      ['CE-01', 4],
    ]);
    // Theme Lead and plan: (2·2 + 1·0) / 3 = 1.33 → 26.7 %.
    expect((await scores(id))['CE-GOV']).toEqual({
      current: 26.7,
      target: 86.7,
      answered: 2,
      total: 4,
    });
    expect(
      await rows(actors.partner, 'select tools_plan_from_gaps($1) as added', [id], true),
    ).toEqual([{ added: 3 }]);
    expect(
      await rows(actors.partner, 'select tools_plan_from_gaps($1) as added', [id], true),
    ).toEqual([{ added: 0 }]);
  });

  it('answer once, map many: Essentials answers score the CSF, and CSF answers score Essentials', async () => {
    const essentials = await create('csan-essentials-1.0');
    // CE-09 → PR.AA-01, PR.AA-03; CE-10 → PR.AA-05.
    await answer(essentials, { 'CE-09': [1, 4], 'CE-10': [4, 5] });
    const asCsf = await scores(essentials, 'nist-csf-2.0');
    // PR.AA: 1, 1, 4 over 3 of its 6 subcategories → mean 2 → 40 %.
    expect(asCsf['PR.AA']).toEqual({ current: 40, target: 86.7, answered: 3, total: 6 });
    expect(asCsf.DE).toMatchObject({ current: null, answered: 0 });

    const csf = await create('nist-csf-2.0');
    // CE-03 ← GV.OC-03 alone; CE-01 ← GV.RR-01..03 (mean of the answered ones).
    await answer(csf, { 'GV.OC-03': [3, 5], 'GV.RR-01': [1, 3], 'GV.RR-02': [3, 3] });
    const asEssentials = await scores(csf, 'csan-essentials-1.0');
    // CE-GOV: CE-01 = 2 (weight 2), CE-03 = 3 (weight 1) → 7/3 = 2.33 → 46.7 %.
    expect(asEssentials['CE-GOV']).toEqual({ current: 46.7, target: 73.3, answered: 2, total: 4 });
    expect(
      (await asActor(database.db, actors.partner, "select * from tools_scores($1, 'nope')", [csf]))
        .ok,
    ).toBe(false);
  });

  it('compares with the organisation’s earlier assessment of the same framework', async () => {
    const inProgress = '00000000-0000-4000-8a00-000000000002';
    const baseline = '00000000-0000-4000-8a00-000000000001';
    const trend = await rows(
      actors.partner,
      'select code, current_score, previous_score, previous_assessment_id from tools_compare($1)',
      [inProgress],
    );
    expect(trend.map((t) => t.code)).toEqual(['GV', 'ID', 'PR', 'DE', 'RS', 'RC']);
    expect(trend.every((t) => t.previous_assessment_id === baseline)).toBe(true);
    const baselineScores = await scores(baseline);
    for (const t of trend)
      expect(num(t.previous_score)).toBe(baselineScores[t.code as string]?.current);
    // The review answered Govern higher than the baseline and has not started Detect.
    const gv = trend.find((t) => t.code === 'GV');
    expect(num(gv?.current_score)).toBeGreaterThan(num(gv?.previous_score) ?? 100);
    expect(trend.find((t) => t.code === 'DE')?.current_score).toBeNull();
    expect(await rows(actors.partner, 'select * from tools_compare($1)', [baseline])).toEqual([]);
  });
});
