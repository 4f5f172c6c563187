import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

// intel. (issue 28): TLP 2.0 decided by the database. Every rule of docs/areas/intel-data.md
// "Who reads an advisory", for advisory rows, indicators, attachments (table and storage
// path), the audited read and the export, against the seeded organisations and advisories:
// Gh-CERT (A: partner = focal point, responder = member), Accra Bank Group SOC (B: bankSoc).
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  // Two files as the storage service records uploads: one on the AMBER advisory, one CLEAR.
  rows(
    await run(
      serviceRole,
      `insert into storage.objects (bucket_id, name) values
         ('intel-attachments', '${ADV.amber}/webshell.txt'), ('intel-attachments', '${ADV.clear}/scan.csv')
       returning name`,
    ),
  );
});
afterAll(async () => {
  await database?.close();
});

const ADV = {
  clear: '00000000-0000-4000-8901-000000000001',
  green: '00000000-0000-4000-8901-000000000002',
  amber: '00000000-0000-4000-8901-000000000003',
  strict: '00000000-0000-4000-8901-000000000004',
  red: '00000000-0000-4000-8901-000000000005',
  draft: '00000000-0000-4000-8901-000000000006',
} as const;
type Level = keyof typeof ADV;
const ORG_A = '00000000-0000-4000-8900-000000000001';

function seeded(name: string, n: string, email: string, aal: 'aal1' | 'aal2'): Actor {
  const sub = `00000000-0000-4000-8000-0000000000${n}`;
  return {
    name: name as Actor['name'],
    role: 'authenticated',
    userId: sub,
    claims: { sub, role: 'authenticated', aal, email, aud: 'authenticated' },
  };
}
const intel = {
  analyst: seeded('analyst', '09', 'analyst@csan.test', 'aal2'),
  analystAal1: seeded('analystAal1', '09', 'analyst@csan.test', 'aal1'),
  responder: seeded('responder', '10', 'responder@csan.test', 'aal2'),
  bankSoc: seeded('bankSoc', '11', 'bank.soc@csan.test', 'aal2'),
};

const run = (actor: Actor, sql: string, params: unknown[] = []) =>
  asActor(database.db, actor, sql, params, { commit: true });

function rows(outcome: Outcome): Record<string, unknown>[] {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows;
}

/** The seeded advisories an actor's query returns, by level name. */
async function levels(actor: Actor, sql: string): Promise<Level[]> {
  const outcome = await run(actor, sql);
  if (!outcome.ok) return [];
  const ids = new Set(outcome.rows.map((r) => String(r.advisory_id ?? r.id)));
  return (Object.keys(ADV) as Level[]).filter((level) => ids.has(ADV[level]));
}

const auditRows = async (action: string, advisory: string) =>
  rows(
    await run(
      serviceRole,
      `select user_id, source_app, action_details ->> 'tlp' as tlp from audit_logs
        where action_type = $1 and action_details ->> 'advisory_id' = $2 order by "timestamp"`,
      [action, advisory],
    ),
  );

// Who reads which seeded advisory (the same for every path that applies the rule directly).
const READERS: [Actor, Level[]][] = [
  [intel.analyst, ['clear', 'green', 'amber', 'strict', 'red', 'draft']], // the author of all six
  [actors.admin, ['clear', 'green', 'amber', 'strict', 'draft']], // an analyst, not named on RED
  [actors.partner, ['clear', 'green', 'amber', 'red']], // Gh-CERT, named on RED
  [intel.responder, ['clear', 'green', 'amber']], // Gh-CERT
  [intel.bankSoc, ['clear', 'green', 'strict']], // Accra Bank Group SOC
  [actors.professional, []], // no flag
  [actors.partnerAal1, []], // a factor, signed in at aal1
  [actors.adminAal1, []],
  [intel.analystAal1, []],
  [actors.anon, []],
];

describe('intel TLP rules', () => {
  it.each(READERS.map(([actor, expected]) => [actor.name, actor, expected] as const))(
    'advisory rows: %s reads exactly its levels',
    async (_name, actor, expected) => {
      expect(await levels(actor, 'select id from intel_advisories')).toEqual(expected);
    },
  );

  it('anon has no grant at all, an aal1 session with a factor gets no rows', async () => {
    expect(await run(actors.anon, 'select id from intel_advisories')).toMatchObject({
      ok: false,
      code: '42501',
    });
    for (const table of [
      'intel_advisories',
      'intel_indicators',
      'intel_attachments',
      'intel_organisations',
      'intel_org_members',
      'intel_acknowledgements',
      'intel_watchlist_entries',
      'intel_protocols',
      'intel_advisory_recipients',
    ]) {
      expect(rows(await run(actors.partnerAal1, `select 1 from ${table}`)), table).toEqual([]);
    }
    expect(
      await run(actors.partnerAal1, 'select intel_read_advisory($1)', [ADV.clear]),
    ).toMatchObject({ ok: false, code: '42501' });
  });

  it('indicators and attachments: CLEAR/GREEN directly, AMBER and above only to analysts', async () => {
    const direct = (actor: Actor) => levels(actor, 'select advisory_id from intel_indicators');
    expect(await direct(intel.bankSoc)).toEqual(['clear', 'green']);
    expect(await direct(intel.responder)).toEqual(['clear', 'green']);
    expect(await direct(actors.partner)).toEqual(['clear', 'green']);
    expect(await direct(actors.admin)).toEqual(['clear', 'green', 'amber', 'strict', 'draft']);
    expect(await direct(intel.analyst)).toEqual([
      'clear',
      'green',
      'amber',
      'strict',
      'red',
      'draft',
    ]);

    const [made] = rows(
      await run(
        intel.analyst,
        `select storage_path from intel_add_attachment($1, 'webshell.txt', 'text/plain', 120)`,
        [ADV.amber],
      ),
    );
    expect(made?.storage_path).toBe(`${ADV.amber}/webshell.txt`);
    expect(await levels(intel.bankSoc, 'select advisory_id from intel_attachments')).toEqual([]);
    expect(await levels(intel.analyst, 'select advisory_id from intel_attachments')).toEqual([
      'amber',
    ]);
    // The recipient gets the attachment through the audited read.
    const [read] = rows(
      await run(intel.responder, 'select intel_read_advisory($1) as r', [ADV.amber]),
    );
    expect((read?.r as { attachments?: { file_name: string }[] } | undefined)?.attachments).toEqual(
      [expect.objectContaining({ file_name: 'webshell.txt' })],
    );
  });

  it('storage: an attachment file is read by the advisory readers only', async () => {
    const files = async (actor: Actor) =>
      rows(
        await run(
          actor,
          "select name from storage.objects where bucket_id = 'intel-attachments' order by name",
        ),
      ).map((r) => String(r.name).split('/')[0]);
    expect(await files(intel.responder)).toEqual([ADV.clear, ADV.amber].sort());
    expect(await files(intel.bankSoc)).toEqual([ADV.clear]);
    expect(await files(actors.partnerAal1)).toEqual([]);
    expect(await files(actors.professional)).toEqual([]);
    // Only analysts upload, and only under an advisory they read.
    const upload = (actor: Actor, advisory: string) =>
      run(actor, "insert into storage.objects (bucket_id, name) values ('intel-attachments', $1)", [
        `${advisory}/x.txt`,
      ]);
    expect(await upload(intel.responder, ADV.amber)).toMatchObject({ ok: false, code: '42501' });
    expect(await upload(actors.admin, ADV.red)).toMatchObject({ ok: false, code: '42501' });
    expect((await upload(intel.analyst, ADV.red)).ok).toBe(true);
  });

  it('the audited read: not found for non-readers, one audit row per AMBER/RED read', async () => {
    const read = (actor: Actor, level: Level) =>
      run(actor, 'select intel_read_advisory($1) as r', [ADV[level]]);
    for (const [actor, level] of [
      [intel.bankSoc, 'amber'],
      [intel.responder, 'strict'],
      [intel.responder, 'red'],
      [actors.admin, 'red'],
      [actors.partner, 'draft'],
    ] as const) {
      expect(await read(actor, level), `${actor.name} ${level}`).toMatchObject({
        ok: false,
        code: 'PT404',
      });
    }
    expect(await auditRows('intel_advisory_read', ADV.red)).toEqual([]);

    const [red] = rows(await read(actors.partner, 'red'));
    const full = red?.r as { advisory: { body: string; tlp: string }; indicators: unknown[] };
    expect(full.advisory.tlp).toBe('red');
    expect(full.advisory.body).toContain('What to do');
    expect(full.indicators).toHaveLength(2);
    expect(await auditRows('intel_advisory_read', ADV.red)).toEqual([
      { user_id: actors.partner.userId, source_app: 'intel', tlp: 'red' },
    ]);
    rows(await read(intel.bankSoc, 'strict'));
    expect(await auditRows('intel_advisory_read', ADV.strict)).toEqual([
      { user_id: intel.bankSoc.userId, source_app: 'intel', tlp: 'amber_strict' },
    ]);
    // CLEAR and GREEN reads are not audited.
    rows(await read(intel.bankSoc, 'clear'));
    expect(await auditRows('intel_advisory_read', ADV.clear)).toEqual([]);
  });

  it('the export: refused to non-readers (nothing logged), logged for readers', async () => {
    const exp = (actor: Actor, level: Level, format = 'stix') =>
      run(actor, 'select intel_export_advisory($1, $2) as e', [ADV[level], format]);
    expect(await exp(intel.bankSoc, 'amber')).toMatchObject({ ok: false, code: 'PT404' });
    expect(await exp(actors.partnerAal1, 'clear')).toMatchObject({ ok: false, code: '42501' });
    expect(await exp(intel.responder, 'amber', 'pdf')).toMatchObject({ ok: false, code: '22023' });
    expect(await auditRows('intel_advisory_exported', ADV.amber)).toEqual([]);
    const [made] = rows(await exp(intel.responder, 'amber', 'csv'));
    expect((made?.e as { indicators?: unknown[] } | undefined)?.indicators).toHaveLength(3);
    expect(await auditRows('intel_advisory_exported', ADV.amber)).toEqual([
      { user_id: intel.responder.userId, source_app: 'intel', tlp: 'amber' },
    ]);
  });

  it('recipients are for analysts; acknowledgements for the org and analysts', async () => {
    expect(rows(await run(intel.responder, 'select 1 from intel_advisory_recipients'))).toEqual([]);
    expect(await levels(actors.admin, 'select advisory_id from intel_advisory_recipients')).toEqual(
      ['amber', 'strict'],
    );
    const acks = (actor: Actor) => levels(actor, 'select advisory_id from intel_acknowledgements');
    expect(await acks(intel.responder)).toEqual(['green']);
    expect(await acks(intel.bankSoc)).toEqual([]);
    expect(await acks(intel.analyst)).toEqual(['green']);
  });

  it('RED: a named person outside any organisation reads it, nobody else does', async () => {
    // Name the bank's focal point on a new RED advisory: Gh-CERT's members do not read it.
    const [saved] = rows(
      await run(
        intel.analyst,
        `select id from intel_save_advisory(title => 'Red for one', summary => 's', severity => 'low',
           tlp => 'red', recipient_user_ids => array[$1::uuid], publish => true)`,
        [intel.bankSoc.userId],
      ),
    );
    const id = String(saved?.id);
    const sees = async (actor: Actor) =>
      rows(await run(actor, 'select id from intel_advisories where id = $1', [id])).length === 1;
    expect(await sees(intel.bankSoc)).toBe(true);
    expect(await sees(intel.analyst)).toBe(true);
    expect(await sees(actors.partner)).toBe(false);
    expect(await sees(intel.responder)).toBe(false);
    expect(await sees(actors.admin)).toBe(false);
  });

  it('AMBER reaches a new member of the recipient org, and leaves with a removed one', async () => {
    expect(await levels(intel.bankSoc, 'select id from intel_advisories')).not.toContain('amber');
    rows(
      await run(actors.admin, `insert into intel_org_members (org_id, user_id) values ($1, $2)`, [
        ORG_A,
        intel.bankSoc.userId,
      ]),
    );
    expect(await levels(intel.bankSoc, 'select id from intel_advisories')).toContain('amber');
    rows(
      await run(actors.admin, 'delete from intel_org_members where org_id = $1 and user_id = $2', [
        ORG_A,
        intel.bankSoc.userId,
      ]),
    );
    expect(await levels(intel.bankSoc, 'select id from intel_advisories')).not.toContain('amber');
  });
});
