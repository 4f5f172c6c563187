import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from './support/actors.ts';
import { asActor } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

/**
 * Public forms take one row per request at a bounded rate per client address (the last hop of
 * X-Forwarded-For, which the gateway appends), and download counts cannot be inflated.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  await database.db.exec(`
    insert into storage.objects (bucket_id, name)
    select 'resources', file_storage_path from public.resource_items
    where file_storage_path is not null;`);
});
afterAll(async () => {
  await database?.close();
});

const publicItem = '00000000-0000-4000-8300-000000000001';
const studentItem = '00000000-0000-4000-8300-000000000002';
let serial = 0;
const from = (address: string) => ({ 'x-forwarded-for': `203.0.113.250, ${address}` });

const forms = {
  content_leads: (n: number) =>
    `insert into public.content_leads (resource_id, lead_name, lead_email) values ('${publicItem}', 'Ama ${n}', 'ama${n}@example.org')`,
  waitlist: (n: number) =>
    `insert into public.waitlist (name, email) values ('Kofi ${n}', 'kofi${n}@example.org')`,
  rd_inquiries: (n: number) =>
    `insert into public.rd_inquiries (project_title, contact_name, contact_email, organization_name, organization_type) values ('P ${n}', 'C', 'c${n}@example.org', 'O', 'ngo')`,
} as const;
const hourly = { content_leads: 60, waitlist: 10, rd_inquiries: 10 } as const;
type Form = keyof typeof forms;

describe.each(Object.keys(forms) as Form[])('%s', (form) => {
  it('takes one row per request: a multi-row insert is refused whole', async () => {
    const rows = [1, 2, 3].map(() => {
      serial += 1;
      return forms[form](serial).replace(/^.* values /, '');
    });
    const head = forms[form](0).replace(/ values .*$/, '');
    const outcome = await asActor(database.db, actors.anon, `${head} values ${rows.join(', ')}`);
    expect(outcome).toMatchObject({
      ok: false,
      code: '22023',
      message: 'One submission per request',
    });
  });

  it(`accepts ${hourly[form]} a client address in an hour, then answers PT429 (429)`, async () => {
    const address = `198.51.100.${Object.keys(forms).indexOf(form) + 1}`;
    for (let i = 0; i < hourly[form]; i += 1) {
      serial += 1;
      const ok = await asActor(database.db, actors.anon, forms[form](serial), [], {
        commit: true,
        headers: from(address),
      });
      expect(ok).toMatchObject({ ok: true });
    }
    serial += 1;
    const refused = await asActor(database.db, actors.student, forms[form](serial), [], {
      headers: from(address),
    });
    expect(refused).toMatchObject({ ok: false, code: 'PT429' });
    // Another client is not affected; spoofing the left hops changes nothing.
    serial += 1;
    expect(
      await asActor(database.db, actors.anon, forms[form](serial), [], {
        headers: from('198.51.100.200'),
      }),
    ).toMatchObject({ ok: true });
    serial += 1;
    expect(
      await asActor(database.db, actors.anon, forms[form](serial), [], {
        headers: { 'x-forwarded-for': `198.51.100.201, ${address}` },
      }),
    ).toMatchObject({ ok: false, code: 'PT429' });
  });
});

describe('an IPv6 client', () => {
  it('is counted by its /64: rotating addresses inside it shares one budget', async () => {
    // 10 waitlist entries an hour; each from another address of the same /64.
    for (let i = 1; i <= hourly.waitlist; i += 1) {
      serial += 1;
      const ok = await asActor(database.db, actors.anon, forms.waitlist(serial), [], {
        commit: true,
        headers: from(`2001:db8:77:1::${i.toString(16)}`),
      });
      expect(ok).toMatchObject({ ok: true });
    }
    serial += 1;
    expect(
      await asActor(database.db, actors.anon, forms.waitlist(serial), [], {
        headers: from('2001:db8:77:1:ffff:ffff:ffff:fffe'),
      }),
    ).toMatchObject({ ok: false, code: 'PT429' });
    // The next /64 is another client.
    serial += 1;
    expect(
      await asActor(database.db, actors.anon, forms.waitlist(serial), [], {
        headers: from('2001:db8:77:2::1'),
      }),
    ).toMatchObject({ ok: true });
  });
});

describe('the service role', () => {
  it('is not counted (functions and admin tools write for many clients)', async () => {
    const service = {
      ...actors.anon,
      role: 'service_role' as const,
      claims: { role: 'service_role' },
    };
    for (let i = 0; i < 12; i += 1) {
      serial += 1;
      const outcome = await asActor(database.db, service, forms.waitlist(serial), [], {
        commit: true,
        headers: from('198.51.100.99'),
      });
      expect(outcome).toMatchObject({ ok: true });
    }
  });
});

describe('download counts', () => {
  const countOf = async (id: string) =>
    Number(
      (
        await database.db.query<{ n: number }>(
          'select count(*)::int as n from public.resource_downloads where resource_id = $1',
          [id],
        )
      ).rows[0]?.n,
    );

  it("count a member's download of an item once a day, even after ten minutes", async () => {
    const before = await countOf(studentItem);
    const start = `select public.start_resource_download('${studentItem}') as path`;
    await asActor(database.db, actors.student, start, [], { commit: true });
    await database.db.query(
      `update public.resource_downloads set created_at = now() - interval '2 hours'
       where resource_id = $1`,
      [studentItem],
    );
    await asActor(database.db, actors.student, start, [], { commit: true });
    expect(await countOf(studentItem)).toBe(before + 1);
  });

  it('count a lead once, however often it is used within its hour', async () => {
    // The browser cannot read a lead back, so the form names its id (granted, as the library does).
    const leadId = crypto.randomUUID();
    const lead = await asActor(
      database.db,
      actors.anon,
      `insert into public.content_leads (lead_id, resource_id, lead_name, lead_email) values ('${leadId}', '${publicItem}', 'Esi', 'esi@example.org')`,
      [],
      { commit: true, headers: from('198.51.100.77') },
    );
    expect(lead).toMatchObject({ ok: true });
    const before = await countOf(publicItem);
    const start = `select public.start_resource_download('${publicItem}', '${leadId}') as path`;
    await asActor(database.db, actors.anon, start, [], { commit: true });
    await database.db.query(
      `update public.resource_downloads set created_at = now() - interval '30 minutes'
       where lead_id = $1`,
      [leadId],
    );
    await asActor(database.db, actors.anon, start, [], { commit: true });
    expect(await countOf(publicItem)).toBe(before + 1);
  });
});
