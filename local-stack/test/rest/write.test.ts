import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture, USER_A } from './fixtures.js';

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture();
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('insert', () => {
  it('inserts one row: 201 with an empty body by default, the row with return=representation', async () => {
    const minimal = await f.userA.from('rt_notes').insert({ body: 'first' });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const { data, error, status } = await f.userA
      .from('rt_notes')
      .insert({ body: 'second' })
      .select('body, owner, kind')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    // owner defaults to auth.uid(): the JWT's sub reached the database
    expect(data).toEqual({ body: 'second', owner: USER_A, kind: 'plain' });
  });

  it("lets RLS decide: anon may insert a lead it cannot read back; a member cannot read another's notes", async () => {
    const lead = await f.anon.from('rt_leads').insert({ email: 'lead@example.org' });
    expect(lead.error).toBeNull();
    expect(lead.status).toBe(201);
    const readBack = await f.anon.from('rt_leads').insert({ email: 'lead2@example.org' }).select();
    expect(readBack.status).toBe(403 - 2); // 401: anon violates the (absent) select policy
    expect(readBack.error?.code).toBe('42501');
    expect((await f.anon.from('rt_leads').select('*')).data).toEqual([]);
    expect((await f.service.from('rt_leads').select('email')).data).toEqual([
      { email: 'lead@example.org' },
    ]);
    const foreign = await f.userB.from('rt_notes').insert({ body: 'spoof', owner: USER_A });
    expect(foreign.status).toBe(403);
    expect(foreign.error?.code).toBe('42501');
    expect((await f.userB.from('rt_notes').select('*')).data).toEqual([]);
  });

  it('bulk-inserts arrays with columns= (missing keys null, or default with missing=default)', async () => {
    const { data, error } = await f.userA
      .from('rt_notes')
      .insert([{ body: 'a', kind: 'todo' }, { body: 'b' }], { defaultToNull: false })
      .select('body, kind');
    expect(error).toBeNull();
    expect(data).toEqual([
      { body: 'a', kind: 'todo' },
      { body: 'b', kind: 'plain' },
    ]);
    const nulls = await f.userA
      .from('rt_notes')
      .insert([{ body: 'c', kind: 'x' }, { body: 'd' }])
      .select('body, kind');
    expect(nulls.status).toBe(400);
    expect(nulls.error?.code).toBe('23502'); // kind is not null and missing keys become null
  });

  it('upserts with merge-duplicates and ignore-duplicates, on_conflict', async () => {
    await f.anon.from('rt_leads').insert({ email: 'up@example.org', source: 'web' });
    const dup = await f.anon.from('rt_leads').insert({ email: 'up@example.org', source: 'again' });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    // ON CONFLICT needs the caller to see the conflicting row (Postgres RLS), so the service role upserts.
    const ignored = await f.service
      .from('rt_leads')
      .upsert(
        { email: 'up@example.org', source: 'ignored' },
        { onConflict: 'email', ignoreDuplicates: true },
      );
    expect(ignored.error).toBeNull();
    const kept = await f.service
      .from('rt_leads')
      .select('source')
      .eq('email', 'up@example.org')
      .single();
    expect(kept.data).toEqual({ source: 'web' });
    const merged = await f.service
      .from('rt_leads')
      .upsert(
        [
          { email: 'up@example.org', source: 'merged' },
          { email: 'new@example.org', source: 'n' },
        ],
        { onConflict: 'email' },
      )
      .select('email, source');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([
      { email: 'up@example.org', source: 'merged' },
      { email: 'new@example.org', source: 'n' },
    ]);
  });

  it('reports unknown payload columns (PGRST204), bad json (PGRST102), FK violations (409) and checks (400)', async () => {
    const unknown = await f.userA.from('rt_notes').insert({ body: 'x', nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST204');
    const bad = await f.rest('/rt_leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST102');
    const fk = await f.userA.from('rt_comments').insert({ post_id: 999, body: 'x' });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const check = await f.userA.from('rt_comments').insert({ post_id: 1, body: 'x', rating: 9 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
  });

  it('stores hostile text verbatim', async () => {
    const email = `x'); drop table rt_leads; --"\\ ☠ @example.org`;
    const { error } = await f.anon.from('rt_leads').insert({ email, source: '\u00e9\u0301' });
    expect(error).toBeNull();
    const { data } = await f.service
      .from('rt_leads')
      .select('email, source')
      .eq('email', email)
      .single();
    expect(data).toEqual({ email, source: '\u00e9\u0301' });
  });

  it('answers return=headers-only with a Location header', async () => {
    const res = await f.rest('/rt_leads', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Prefer: 'return=headers-only',
        Authorization: `Bearer ${f.stack.serviceRoleKey}`,
      },
      body: JSON.stringify({ email: 'loc@example.org' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/^\/rt_leads\?id=eq\.\d+$/);
  });

  it('rolls the insert back when .single() gets more than one row', async () => {
    const res = await f.service
      .from('rt_leads')
      .insert([{ email: 's1@example.org' }, { email: 's2@example.org' }])
      .select()
      .single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    expect(
      (await f.service.from('rt_leads').select('id').like('email', 's_@example.org')).data,
    ).toEqual([]);
  });
});

describe('update and delete', () => {
  it('updates only rows RLS lets the caller touch: 204, or 200 with representation', async () => {
    const other = await f.userB.from('rt_posts').update({ title: 'hijacked' }).eq('id', 11);
    expect(other.status).toBe(204);
    expect(other.error).toBeNull();
    const own = await f.userA
      .from('rt_posts')
      .update({ title: 'Mine' })
      .eq('id', 11)
      .select('id, title');
    expect(own.status).toBe(200);
    expect(own.data).toEqual([{ id: 11, title: 'Mine' }]);
    const anon = await f.anon.from('rt_posts').update({ title: 'x' }).eq('id', 1).select('id');
    expect(anon.data).toEqual([]);
    const { data } = await f.service.from('rt_posts').select('title').eq('id', 1).single();
    expect(data).toEqual({ title: 'Post 1' });
  });

  it('counts updated rows and returns representation with embeds', async () => {
    const { data, count, error } = await f.userA
      .from('rt_posts')
      .update({ body: 'edited' }, { count: 'exact' })
      .in('id', [3, 11])
      .select('id, body, rt_authors!author_id(name)')
      .order('id');
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([
      { id: 3, body: 'edited', rt_authors: { name: 'Ama' } },
      { id: 11, body: 'edited', rt_authors: { name: 'Zainab' } },
    ]);
  });

  it('limits an ordered update, and refuses a limit without order (PGRST109)', async () => {
    const res = await f.rest('/rt_visits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ who: 'a' }, { who: 'b' }, { who: 'c' }]),
    });
    expect(res.status).toBe(201);
    const limited = await f.rest('/rt_visits?order=id.desc&limit=2', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ who: 'z' }),
    });
    expect((await limited.json()).map((r: { who: string }) => r.who)).toEqual(['z', 'z']);
    const noOrder = await f.rest('/rt_visits?limit=1', { method: 'DELETE' });
    expect(noOrder.status).toBe(400);
    expect((await noOrder.json()).code).toBe('PGRST109');
  });

  it('deletes with filters: 204, or 200 with the deleted rows', async () => {
    const { data } = await f.userA
      .from('rt_notes')
      .insert({ body: 'doomed' })
      .select('id')
      .single();
    const id = (data as { id: number }).id;
    const byOther = await f.userB.from('rt_notes').delete().eq('id', id).select();
    expect(byOther.data).toEqual([]);
    const gone = await f.userA.from('rt_notes').delete().eq('id', id).select('body');
    expect(gone.status).toBe(200);
    expect(gone.data).toEqual([{ body: 'doomed' }]);
    const minimal = await f.userA.from('rt_notes').delete().eq('id', id);
    expect(minimal.status).toBe(204);
  });
});
