import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

// intel. (issue 28): writing advisories (validation of every indicator type in SQL, versions
// and change notes), acknowledgements with due times, constituency watchlists and their
// matches, the server-side list, organisations and protocols. The TLP read rules are in
// intel-tlp.test.ts.
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
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
const ORG_A = '00000000-0000-4000-8900-000000000001';
const ORG_B = '00000000-0000-4000-8900-000000000002';

function seeded(name: string, n: string, email: string): Actor {
  const sub = `00000000-0000-4000-8000-0000000000${n}`;
  return {
    name: name as Actor['name'],
    role: 'authenticated',
    userId: sub,
    claims: { sub, role: 'authenticated', aal: 'aal2', email, aud: 'authenticated' },
  };
}
const analyst = seeded('analyst', '09', 'analyst@csan.test');
const responder = seeded('responder', '10', 'responder@csan.test');
const bankSoc = seeded('bankSoc', '11', 'bank.soc@csan.test');
const focal = actors.partner; // Gh-CERT's focal point

const run = (actor: Actor, sql: string, params: unknown[] = []) =>
  asActor(database.db, actor, sql, params, { commit: true });

function rows(outcome: Outcome): Record<string, unknown>[] {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows;
}

const SAVE = `select * from intel_save_advisory(
  advisory_id => $1, title => $2, summary => 'Summary', body => 'Body', severity => $3, tlp => $4,
  indicators => $5::jsonb, recipient_org_ids => $6::uuid[], change_note => $7, publish => $8)`;
interface Draft {
  id?: string | null;
  title?: string;
  severity?: string;
  tlp?: string;
  indicators?: { type: string; value: string; description?: string }[];
  orgs?: string[];
  note?: string | null;
  publish?: boolean;
}
const save = (actor: Actor, d: Draft = {}) =>
  run(actor, SAVE, [
    d.id ?? null,
    d.title ?? 'A test advisory',
    d.severity ?? 'high',
    d.tlp ?? 'green',
    JSON.stringify(d.indicators ?? []),
    d.orgs ?? [],
    d.note ?? null,
    d.publish ?? true,
  ]);

describe('intel indicators', () => {
  const VALID: [string, string, string][] = [
    ['ipv4', ' 192.0.2.7 ', '192.0.2.7'],
    ['ipv6', '2001:DB8::1', '2001:db8::1'],
    ['cidr', '10.0.0.0/8', '10.0.0.0/8'],
    ['cidr', '2001:db8::/32', '2001:db8::/32'],
    ['domain', 'Evil.Example.COM.', 'evil.example.com'],
    ['url', 'HTTPS://Evil.Example/Path?Q=1', 'https://evil.example/Path?Q=1'],
    [
      'sha256',
      'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ],
    [
      'sha1',
      'da39a3ee5e6b4b0d3255bfef95601890afd80709',
      'da39a3ee5e6b4b0d3255bfef95601890afd80709',
    ],
    ['md5', 'd41d8cd98f00b204e9800998ecf8427e', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['email', 'Phish@Evil.Example', 'phish@evil.example'],
    ['cve', 'cve-2024-3400', 'CVE-2024-3400'],
  ];
  const INVALID: [string, string][] = [
    ['ipv4', '256.1.1.1'],
    ['ipv4', '1.2.3'],
    ['ipv6', '2001:db8::g'],
    ['ipv6', '10.0.0.1'],
    ['cidr', '10.0.0.1/8'], // host bits set
    ['cidr', '10.0.0.0'],
    ['domain', 'no_underscores.example'],
    ['domain', 'localhost'],
    ['url', 'javascript:alert(1)'],
    ['url', 'https://evil example/'],
    ['sha256', 'abc'],
    ['sha1', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['md5', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'],
    ['email', 'not-an-address'],
    ['cve', 'CVE-24-1'],
    ['bitcoin', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
  ];

  it('stores every type in its canonical form', async () => {
    const indicators = VALID.map(([type, value]) => ({ type, value }));
    const [made] = rows(await save(analyst, { indicators }));
    const stored = rows(
      await run(analyst, 'select type, value from intel_indicators where advisory_id = $1', [
        made?.id,
      ]),
    );
    expect(stored.map((r) => [r.type, r.value]).sort()).toEqual(
      VALID.map(([type, , canonical]) => [type, canonical]).sort(),
    );
  });

  it.each(INVALID)('refuses an invalid %s (%s) naming it and its place', async (type, value) => {
    const indicators = [
      { type: 'ipv4', value: '192.0.2.1' },
      { type, value },
    ];
    const outcome = await save(analyst, { indicators });
    expect(outcome).toMatchObject({ ok: false, code: 'PT422' });
    expect(!outcome.ok && outcome.message).toContain(`Invalid ${type} indicator`);
  });

  it('refuses an invalid value written past the RPC too (check constraint)', async () => {
    const outcome = await run(
      serviceRole,
      "insert into intel_indicators (advisory_id, type, value) values ($1, 'ipv4', '999.1.1.1')",
      [ADV.clear],
    );
    expect(outcome).toMatchObject({ ok: false, code: '23514' });
  });
});

describe('intel advisories', () => {
  it('only analysts write; recipients match the TLP; bad arguments are 22023', async () => {
    expect(await save(focal)).toMatchObject({ ok: false, code: '42501' });
    expect(await save(actors.partnerAal1)).toMatchObject({ ok: false, code: '42501' });
    expect(await save(analyst, { tlp: 'amber' })).toMatchObject({ ok: false, code: '22023' });
    expect(await save(analyst, { tlp: 'green', orgs: [ORG_A] })).toMatchObject({
      ok: false,
      code: '22023',
    });
    expect(await save(analyst, { tlp: 'white' })).toMatchObject({ ok: false, code: '22023' });
    expect(await save(analyst, { severity: 'urgent' })).toMatchObject({ ok: false, code: '22023' });
    expect(await save(analyst, { title: 'x' })).toMatchObject({ ok: false, code: '23514' });
  });

  it('versions every save; a published one needs a change note and becomes updated', async () => {
    const [draft] = rows(await save(analyst, { publish: false }));
    expect(draft).toMatchObject({ version: 1, status: 'draft' });
    const [published] = rows(await save(analyst, { id: String(draft?.id), publish: true }));
    expect(published).toMatchObject({ version: 2, status: 'published' });
    expect(await save(analyst, { id: String(draft?.id) })).toMatchObject({
      ok: false,
      code: '22023',
    });
    const [updated] = rows(
      await save(analyst, {
        id: String(draft?.id),
        note: 'Two more indicators',
        severity: 'critical',
      }),
    );
    expect(updated).toMatchObject({ version: 3, status: 'updated' });
    const [read] = rows(await run(focal, 'select intel_read_advisory($1) as r', [draft?.id]));
    const versions =
      (read?.r as { versions?: { version: number; change_note: string | null }[] } | undefined)
        ?.versions ?? [];
    expect(versions.map((v) => [v.version, v.change_note])).toEqual([
      [3, 'Two more indicators'],
      [2, null],
      [1, null],
    ]);
    const [withdrawn] = rows(
      await run(analyst, 'select * from intel_withdraw_advisory($1, $2)', [
        draft?.id,
        'False alarm',
      ]),
    );
    expect(withdrawn).toMatchObject({ version: 4, status: 'withdrawn' });
    expect(await save(analyst, { id: String(draft?.id), note: 'again' })).toMatchObject({
      ok: false,
      code: 'PT409',
    });
    expect(await save(actors.admin, { id: ADV.red, note: 'x' })).toMatchObject({
      ok: false,
      code: 'PT404',
    });
  });

  it('writes every save to the audit log with source intel', async () => {
    const [made] = rows(await save(analyst, { title: 'Audited save' }));
    const audit = rows(
      await run(
        serviceRole,
        "select source_app, action_type from audit_logs where action_details ->> 'advisory_id' = $1",
        [made?.id],
      ),
    );
    expect(audit).toEqual([{ source_app: 'intel', action_type: 'intel_advisory_saved' }]);
  });
});

describe('intel acknowledgements', () => {
  const ack = (actor: Actor, advisory: string, org: string, status = 'received') =>
    run(actor, 'select * from intel_acknowledge($1, $2, $3, $4)', [
      advisory,
      org,
      status,
      ' note ',
    ]);

  it('the focal point of a recipient org acknowledges; nobody else does', async () => {
    expect(await ack(responder, ADV.amber, ORG_A)).toMatchObject({ ok: false, code: '42501' });
    expect(await ack(focal, ADV.amber, ORG_B)).toMatchObject({ ok: false, code: '42501' });
    expect(await ack(bankSoc, ADV.amber, ORG_B)).toMatchObject({ ok: false, code: 'PT404' });
    expect(await ack(focal, ADV.red, ORG_A)).toMatchObject({ ok: false, code: '42501' });
    expect(await ack(focal, ADV.amber, ORG_A, 'done')).toMatchObject({ ok: false, code: '22023' });
    const [made] = rows(await ack(focal, ADV.amber, ORG_A, 'investigating'));
    expect(made).toMatchObject({ status: 'investigating', note: 'note', org_id: ORG_A });
    const [again] = rows(await ack(focal, ADV.amber, ORG_A, 'mitigated'));
    expect(again?.status).toBe('mitigated');
  });

  it('gives due times by severity and a board per advisory for analysts', async () => {
    const hours = rows(
      await run(
        analyst,
        `select extract(epoch from intel_due_at(s, now()) - now()) / 3600 as h
           from unnest(array['critical','high','medium','low']) with ordinality u(s, i) order by i`,
      ),
    ).map((r) => Number(r.h));
    expect(hours).toEqual([4, 24, 72, 168]);

    expect(await run(focal, 'select * from intel_ack_board($1)', [ADV.green])).toMatchObject({
      ok: false,
      code: '42501',
    });
    const board = rows(
      await run(analyst, 'select org_name, status, overdue from intel_ack_board($1)', [ADV.green]),
    );
    // GREEN goes to every organisation; Gh-CERT answered, the others are past 24 h.
    expect(board).toEqual([
      { org_name: 'Accra Bank Group SOC', status: null, overdue: true },
      { org_name: 'Gh-CERT', status: 'investigating', overdue: false },
      { org_name: 'Nairobi Telecom CSIRT', status: null, overdue: true },
    ]);
    const strictBoard = rows(
      await run(analyst, 'select org_name from intel_ack_board($1)', [ADV.strict]),
    );
    expect(strictBoard).toEqual([{ org_name: 'Accra Bank Group SOC' }]);
  });
});

describe('intel constituency watchlists', () => {
  const add = (actor: Actor, org: string, kind: string, value: string) =>
    run(
      actor,
      'insert into intel_watchlist_entries (org_id, kind, value) values ($1, $2, $3) returning value',
      [org, kind, value],
    );

  it('focal points register CIDRs, domains and AS numbers, normalised and validated', async () => {
    expect(rows(await add(bankSoc, ORG_B, 'cidr', '203.0.113.45'))).toEqual([
      { value: '203.0.113.45/32' },
    ]);
    expect(rows(await add(bankSoc, ORG_B, 'domain', 'Bank.Example.'))).toEqual([
      { value: 'bank.example' },
    ]);
    expect(rows(await add(bankSoc, ORG_B, 'asn', 'as 64500'))).toEqual([{ value: 'AS64500' }]);
    expect(await add(bankSoc, ORG_B, 'cidr', '10.0.0.1/8')).toMatchObject({
      ok: false,
      code: '23514',
    });
    expect(await add(bankSoc, ORG_B, 'asn', 'AS99999999999')).toMatchObject({
      ok: false,
      code: '23514',
    });
    expect(await add(responder, ORG_A, 'domain', 'x.gh')).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await add(bankSoc, ORG_A, 'domain', 'x.gh')).toMatchObject({ ok: false, code: '42501' });
    const seen = async (actor: Actor) =>
      rows(await run(actor, 'select org_id from intel_watchlist_entries')).map((r) => r.org_id);
    expect(new Set(await seen(responder))).toEqual(new Set([ORG_A]));
    expect(new Set(await seen(bankSoc))).toEqual(new Set([ORG_B]));
  });

  it('matches addresses inside ranges and hosts under domains, in the list and the read', async () => {
    const list = async (actor: Actor) =>
      rows(
        await run(
          actor,
          'select id, matches_constituency from intel_list_advisories(page_size => 100)',
        ),
      )
        .filter((r) => r.matches_constituency)
        .map((r) => r.id);
    // Gh-CERT: 196.43.12.7 in 196.43.0.0/16 (CLEAR), portal.gov.gh under gov.gh (AMBER).
    expect(new Set(await list(responder))).toEqual(new Set([ADV.clear, ADV.amber]));
    // The bank registered 203.0.113.45/32 above: the CLEAR advisory's other scanner.
    expect(await list(bankSoc)).toEqual([ADV.clear]);
    const [read] = rows(await run(responder, 'select intel_read_advisory($1) as r', [ADV.amber]));
    expect((read?.r as { matches?: { entry_value: string }[] } | undefined)?.matches).toEqual([
      expect.objectContaining({ entry_value: 'gov.gh', org_name: 'Gh-CERT' }),
    ]);
    // A URL's host and an e-mail's domain match too; a look-alike suffix does not.
    const [made] = rows(
      await save(analyst, {
        indicators: [
          { type: 'url', value: 'https://mail.bank.example/login' },
          { type: 'email', value: 'x@notbank.example' },
        ],
      }),
    );
    const [matched] = rows(await run(bankSoc, 'select intel_read_advisory($1) as r', [made?.id]));
    expect((matched?.r as { matches?: unknown[] } | undefined)?.matches).toHaveLength(1);
  });
});

describe('intel alert recipients', () => {
  const to = async (advisory: string) =>
    rows(
      await run(analyst, 'select email, language from intel_alert_recipients($1)', [advisory]),
    ).map((r) => r.email);

  it('are the readers the TLP rule names, never the sender; refused to non-analysts', async () => {
    expect(await to(ADV.amber)).toEqual(['partner@csan.test', 'responder@csan.test']);
    expect(await to(ADV.strict)).toEqual(['bank.soc@csan.test']);
    expect(await to(ADV.red)).toEqual(['partner@csan.test']);
    const green = await to(ADV.green);
    expect(green).toEqual(expect.arrayContaining(['admin@csan.test', 'bank.soc@csan.test']));
    expect(green).not.toContain('analyst@csan.test');
    expect(green).not.toContain('professional@csan.test');
    expect(await run(focal, 'select * from intel_alert_recipients($1)', [ADV.amber])).toMatchObject(
      {
        ok: false,
        code: '42501',
      },
    );
    expect(
      await run(analyst, 'select * from intel_alert_recipients($1)', [ADV.draft]),
    ).toMatchObject({ ok: false, code: 'PT409' });
  });

  it('carries each reader language (en unless saved) and writes the alert to the audit log', async () => {
    rows(
      await run(
        serviceRole,
        `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"language":"sw"}' where email = 'responder@csan.test'`,
      ),
    );
    const langs = rows(
      await run(analyst, 'select email, language from intel_alert_recipients($1)', [ADV.amber]),
    );
    expect(langs).toEqual([
      { email: 'partner@csan.test', language: 'en' },
      { email: 'responder@csan.test', language: 'sw' },
    ]);
    const audit = rows(
      await run(
        serviceRole,
        "select source_app, action_details ->> 'recipients' as n from audit_logs where action_type = 'intel_alert_mailed' and action_details ->> 'advisory_id' = $1",
        [ADV.amber],
      ),
    );
    expect(audit.at(-1)).toEqual({ source_app: 'intel', n: '2' });
  });
});

describe('intel list, organisations and protocols', () => {
  it('filters and pages on the server, counting the whole result', async () => {
    const page = rows(
      await run(
        responder,
        'select id, total_count from intel_list_advisories(page_size => 2, page => 1)',
      ),
    );
    expect(page).toHaveLength(2);
    const total = Number(page[0]?.total_count);
    const all = rows(
      await run(responder, 'select id from intel_list_advisories(page_size => 100)'),
    );
    expect(all).toHaveLength(total);
    const amber = rows(
      await run(responder, "select id from intel_list_advisories(only_tlp => 'amber')"),
    );
    expect(amber.map((r) => r.id)).toEqual([ADV.amber]);
    const text = rows(
      await run(responder, "select id from intel_list_advisories(q => 'WEB SHELL')"),
    );
    expect(text.map((r) => r.id)).toEqual([ADV.amber]);
    const sector = rows(
      await run(bankSoc, "select id from intel_list_advisories(only_sector => 'telecom')"),
    );
    expect(sector.map((r) => r.id)).toEqual([ADV.green]);
    expect(
      await run(responder, 'select id from intel_list_advisories(page_size => 500)'),
    ).toMatchObject({ ok: false, code: '22023' });
  });

  it('members see their organisation and its people; admins place flagged partners only', async () => {
    const mine = rows(await run(responder, 'select name, my_role from intel_my_organisations()'));
    expect(mine).toEqual([{ name: 'Gh-CERT', my_role: 'member' }]);
    const people = rows(
      await run(responder, 'select email, role from intel_organisation_people($1)', [ORG_A]),
    );
    expect(people).toEqual(
      expect.arrayContaining([
        { email: 'partner@csan.test', role: 'focal_point' },
        { email: 'responder@csan.test', role: 'member' },
      ]),
    );
    expect(
      await run(bankSoc, 'select * from intel_organisation_people($1)', [ORG_A]),
    ).toMatchObject({ ok: false, code: '42501' });
    expect(
      rows(await run(bankSoc, 'select name from intel_organisations')).map((r) => r.name),
    ).toEqual(['Accra Bank Group SOC']);
    // professional@ has no intel flag.
    expect(
      await run(actors.admin, 'insert into intel_org_members (org_id, user_id) values ($1, $2)', [
        ORG_B,
        actors.professional.userId,
      ]),
    ).toMatchObject({ ok: false, code: 'PT422' });
    expect(
      await run(
        focal,
        "insert into intel_organisations (name, country, sector, kind) values ('X Org', 'GH', 'other', 'other')",
      ),
    ).toMatchObject({ ok: false, code: '42501' });
    const [org] = rows(
      await run(
        actors.admin,
        "insert into intel_organisations (name, country, sector, kind) values ('Lagos Energy CERT', 'NG', 'energy', 'sectoral_cert') returning id",
      ),
    );
    const audit = rows(
      await run(
        serviceRole,
        "select source_app, action_type from audit_logs where action_details ->> 'org_id' = $1",
        [org?.id],
      ),
    );
    expect(audit).toEqual([
      { source_app: 'intel', action_type: 'intel_intel_organisations_insert' },
    ]);
  });

  it('the analyst role is granted by admins like admin; analysts list partners', async () => {
    expect(await run(actors.admin, 'select * from intel_partner_directory()')).toMatchObject({
      ok: true,
    });
    expect(await run(focal, 'select * from intel_partner_directory()')).toMatchObject({
      ok: false,
      code: '42501',
    });
    rows(
      await run(
        actors.admin,
        "insert into user_roles (user_id, role) values ($1, 'intel_analyst')",
        [focal.userId],
      ),
    );
    expect((await save(focal, { title: 'Now an analyst' })).ok).toBe(true);
    rows(
      await run(
        actors.admin,
        "delete from user_roles where user_id = $1 and role = 'intel_analyst'",
        [focal.userId],
      ),
    );
    expect(await save(focal)).toMatchObject({ ok: false, code: '42501' });
  });

  it('intel_set_analyst: admins at aal2 grant and revoke, flagged partners only, audited as intel', async () => {
    const grant = (actor: Actor, user: string | null, granted: boolean) =>
      run(actor, 'select intel_set_analyst($1, $2) as granted', [user, granted]);
    expect(await grant(focal, responder.userId, true)).toMatchObject({ ok: false, code: '42501' });
    expect(await grant(actors.adminAal1, responder.userId, true)).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await grant(actors.admin, actors.professional.userId, true)).toMatchObject({
      ok: false,
      code: 'PT422',
    });
    rows(await grant(actors.admin, responder.userId, true));
    rows(await grant(actors.admin, responder.userId, true)); // twice: no second row, no error
    expect((await save(responder, { title: 'Written by a new analyst' })).ok).toBe(true);
    rows(await grant(actors.admin, responder.userId, false));
    expect(await save(responder)).toMatchObject({ ok: false, code: '42501' });
    const audit = rows(
      await run(
        serviceRole,
        `select action_type from audit_logs where source_app = 'intel'
           and action_details ->> 'user_id' = $1 and action_type like 'intel_analyst_%'
         order by "timestamp", action_type`,
        [responder.userId],
      ),
    );
    expect(audit.map((r) => r.action_type)).toEqual([
      'intel_analyst_granted',
      'intel_analyst_revoked',
    ]);
  });

  it('protocols: CLEAR/GREEN for every partner, AMBER for the named orgs, written by analysts', async () => {
    const write = (actor: Actor, tlp: string, orgs: string[]) =>
      run(
        actor,
        `insert into intel_protocols (title, incident_type, tlp, recipient_org_ids, body)
         values ('DDoS playbook', 'ddos', $1, $2::uuid[], '## Steps') returning id`,
        [tlp, orgs],
      );
    expect(await write(focal, 'green', [])).toMatchObject({ ok: false, code: '42501' });
    expect(await write(analyst, 'amber', [])).toMatchObject({ ok: false, code: '23514' });
    rows(await write(analyst, 'amber', [ORG_B]));
    const titles = async (actor: Actor) =>
      rows(
        await run(
          actor,
          "select tlp from intel_protocols where title ilike '%ddos%' or tlp <> 'amber'",
        ),
      )
        .map((r) => r.tlp)
        .sort();
    expect(await titles(bankSoc)).toEqual(['amber', 'clear', 'green']);
    expect(await titles(responder)).toEqual(['clear', 'green']);
    expect(await titles(actors.professional)).toEqual([]);
  });
});
