import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestApp } from '../../src/rest/index.js';
import { mintToken, type RestFixture, startRestFixture, USER_A } from './fixtures.js';

const EXTRA_SQL = `
create schema rt_extra;
grant usage on schema rt_extra to anon, authenticated, service_role;
create table rt_extra.things (id int primary key, label text);
grant select on rt_extra.things to anon, authenticated, service_role;
insert into rt_extra.things values (1, 'in another schema');
`;

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture(EXTRA_SQL);
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('authentication', () => {
  it('refuses an expired token with 401 PGRST303 and WWW-Authenticate', async () => {
    const expired = await mintToken(f.stack, USER_A, { expiresIn: -60 });
    const res = await f.rest('/rt_posts', { headers: { Authorization: `Bearer ${expired}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect((await res.json()).code).toBe('PGRST303');
  });

  it('refuses a token signed with another secret or malformed with 401 PGRST301', async () => {
    const [header, payload] = f.tokenA.split('.');
    for (const token of [`${header}.${payload}.forged`, 'not-a-jwt']) {
      const res = await f.rest('/rt_posts', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe('PGRST301');
    }
  });

  it('refuses roles other than anon/authenticated/service_role', async () => {
    const token = await mintToken(f.stack, USER_A, { role: 'postgres' });
    const res = await f.rest('/rt_posts', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });

  it("needs a key at all (as Supabase's gateway)", async () => {
    const res = await fetch(`${f.stack.url}/rest/v1/rt_posts`);
    expect(res.status).toBe(401);
  });

  it('maps a privilege error to 401 for anon and 403 for a signed-in user', async () => {
    await f.stack.ctx.db.exec('revoke select on public.rt_visits from anon, authenticated');
    const anon = await f.anon.from('rt_visits').select('*');
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const user = await f.userA.from('rt_visits').select('*');
    expect(user.status).toBe(403);
  });
});

describe('schema profiles and the schema cache', () => {
  it('refuses a schema that is not exposed with 406 PGRST106', async () => {
    const res = await f.anon.schema('rt_extra').from('things').select('*');
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST106');
  });

  it('serves another schema when it is configured, through Accept-Profile', async () => {
    const app = new Hono().route(
      '/rest/v1',
      createRestApp(f.stack.ctx, { schemas: ['public', 'rt_extra'] }),
    );
    const client = createClient('http://in-process', f.stack.anonKey, {
      auth: { persistSession: false },
      global: { fetch: async (input, init) => app.fetch(new Request(input, init)) },
      // Node 20 has no WebSocket; REST never opens a realtime channel.
      realtime: { transport: class {} as never },
    });
    const { data, error } = await client.schema('rt_extra').from('things').select('label');
    expect(error).toBeNull();
    expect(data).toEqual([{ label: 'in another schema' }]);
    const publicStill = await client.from('rt_authors').select('id').eq('id', 1);
    expect(publicStill.data).toEqual([{ id: 1 }]);
  });

  it('sees tables and columns created after start (DDL invalidates the cache)', async () => {
    expect((await f.anon.from('rt_late').select('*')).status).toBe(404);
    await f.stack.ctx.db.exec(`
      create table public.rt_late (id int primary key);
      insert into public.rt_late values (7);`);
    expect((await f.anon.from('rt_late').select('*')).data).toEqual([{ id: 7 }]);
    await f.stack.ctx.db.exec(`alter table public.rt_late add column note text default 'added'`);
    expect((await f.anon.from('rt_late').select('id, note')).data).toEqual([
      { id: 7, note: 'added' },
    ]);
  });
});
