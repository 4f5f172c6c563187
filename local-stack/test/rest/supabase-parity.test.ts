import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './fixtures.js';

// Behaviours where the stack used to differ silently from Supabase's PostgREST (issue 25 item 8).
const EXTRA_SQL = `
create table public.rt_many (id int primary key);
insert into public.rt_many select generate_series(1, 1205);
alter table public.rt_many enable row level security;
create policy "many readable" on public.rt_many for select using (true);
grant select on public.rt_many to anon;
create function public.rt_many_rows() returns setof public.rt_many language sql stable
  as 'select * from public.rt_many order by id';
grant execute on function public.rt_many_rows() to anon;

create function public.rt_created() returns json language plpgsql as $$
begin
  perform set_config('response.status', '201', true);
  perform set_config('response.headers', '[{"X-Made-By": "sql"}, {"Cache-Control": "no-store"}]', true);
  return json_build_object('made', true);
end $$;
create function public.rt_bad_status() returns int language plpgsql as $$
begin
  perform set_config('response.status', 'teapot', true);
  return 1;
end $$;
create function public.rt_bad_headers() returns int language plpgsql as $$
begin
  perform set_config('response.headers', '{"X-Not": "an array"}', true);
  return 1;
end $$;
grant execute on function public.rt_created(), public.rt_bad_status(), public.rt_bad_headers() to anon;

create table public.rt_queued (id serial primary key, what text not null);
alter table public.rt_queued enable row level security;
create policy "anyone queues" on public.rt_queued for insert with check (true);
grant insert on public.rt_queued to anon;
grant usage on sequence public.rt_queued_id_seq to anon;
create function public.rt_queued_accepted() returns trigger language plpgsql as $$
begin
  perform set_config('response.status', '202', true);
  return new;
end $$;
create trigger rt_queued_accepted before insert on public.rt_queued
  for each row execute function public.rt_queued_accepted();

create function public.rt_time_zone() returns text language sql stable
  as $$ select current_setting('TimeZone') $$;
grant execute on function public.rt_time_zone() to anon;

-- Two foreign keys to the same table, created in the reverse of their names' order.
create table public.rt_pairs (
  id int primary key,
  later int constraint rt_pairs_b_fkey references public.rt_authors (id),
  sooner int
);
alter table public.rt_pairs add constraint rt_pairs_a_fkey
  foreign key (sooner) references public.rt_authors (id);
alter table public.rt_pairs enable row level security;
create policy "pairs readable" on public.rt_pairs for select using (true);
grant select on public.rt_pairs to anon;
`;

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture(EXTRA_SQL);
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('max_rows ([api] max_rows = 1000, Supabase default)', () => {
  it('caps a select without a range at 1,000 rows', async () => {
    const { data, error, status } = await f.anon.from('rt_many').select('id').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(1000);
    expect(data?.at(-1)).toEqual({ id: 1000 });
  });

  it('reports the cap in Content-Range, with the exact count and 206', async () => {
    const res = await f.rest('/rt_many?select=id&order=id', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-999/1205');
    expect(await res.json()).toHaveLength(1000);
    const { count } = await f.anon.from('rt_many').select('id', { count: 'exact' });
    expect(count).toBe(1205);
  });

  it('caps a larger limit, lets a range within the cap through', async () => {
    const capped = await f.anon.from('rt_many').select('id').order('id').limit(5000);
    expect(capped.data).toHaveLength(1000);
    const rest = await f.anon.from('rt_many').select('id').order('id').range(1000, 1999);
    expect(rest.data).toHaveLength(205);
    expect(rest.data?.[0]).toEqual({ id: 1001 });
  });

  it('caps rows returned by a function too', async () => {
    const { data } = await f.anon.rpc('rt_many_rows');
    expect(data).toHaveLength(1000);
  });
});

describe('response.status / response.headers set by SQL', () => {
  it('are honoured on RPC', async () => {
    const res = await f.rest('/rpc/rt_created', { method: 'POST', body: '{}' });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-made-by')).toBe('sql');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ made: true });
    const { status, data } = await f.anon.rpc('rt_created');
    expect(status).toBe(201);
    expect(data).toEqual({ made: true });
  });

  it('are honoured on a mutation whose trigger sets them', async () => {
    const { status, error } = await f.anon.from('rt_queued').insert({ what: 'report' });
    expect(error).toBeNull();
    expect(status).toBe(202);
  });

  it('answer PGRST112 / PGRST111 when invalid', async () => {
    const status = await f.rest('/rpc/rt_bad_status', { method: 'POST', body: '{}' });
    expect(status.status).toBe(500);
    expect(await status.json()).toMatchObject({ code: 'PGRST112' });
    const headers = await f.rest('/rpc/rt_bad_headers', { method: 'POST', body: '{}' });
    expect(headers.status).toBe(500);
    expect(await headers.json()).toMatchObject({ code: 'PGRST111' });
  });

  it('do not leak into the next request on the same connection', async () => {
    await f.anon.rpc('rt_created');
    const res = await f.rest('/rpc/rt_time_zone', { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-made-by')).toBeNull();
  });
});

describe('Prefer: timezone', () => {
  it("sets the transaction's TimeZone and says so in Preference-Applied", async () => {
    const res = await f.rest('/rpc/rt_time_zone', {
      method: 'POST',
      body: '{}',
      headers: { prefer: 'timezone=America/Los_Angeles' },
    });
    expect(await res.json()).toBe('America/Los_Angeles');
    expect(res.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
  });

  it('renders timestamptz in that zone on a read', async () => {
    const res = await f.rest('/rt_posts?select=created_at&id=eq.1', {
      headers: { prefer: 'timezone=Africa/Nairobi' },
    });
    expect(res.headers.get('preference-applied')).toBe('timezone=Africa/Nairobi');
    expect(await res.json()).toEqual([{ created_at: '2026-01-02T03:00:00+03:00' }]);
    const utc = await f.rest('/rt_posts?select=created_at&id=eq.1');
    expect(await utc.json()).toEqual([{ created_at: '2026-01-02T00:00:00+00:00' }]);
  });

  it('ignores an unknown zone (lenient) and refuses it with handling=strict', async () => {
    const lenient = await f.rest('/rpc/rt_time_zone', {
      method: 'POST',
      body: '{}',
      headers: { prefer: 'timezone=Mars/Olympus' },
    });
    expect(lenient.status).toBe(200);
    expect(await lenient.json()).not.toBe('Mars/Olympus');
    expect(lenient.headers.get('preference-applied')).toBeNull();
    const strict = await f.rest('/rpc/rt_time_zone', {
      method: 'POST',
      body: '{}',
      headers: { prefer: 'handling=strict, timezone=Mars/Olympus' },
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: timezone=Mars/Olympus',
    });
  });
});

describe('ambiguous relationships (PGRST201)', () => {
  it('list their candidates in constraint-name order, every time', async () => {
    for (let i = 0; i < 3; i++) {
      const { error, status } = await f.anon.from('rt_pairs').select('id, rt_authors(name)');
      expect(status).toBe(300);
      expect(error?.code).toBe('PGRST201');
      expect(
        ((error?.details ?? []) as unknown as { relationship: string }[]).map(
          (d) => d.relationship,
        ),
      ).toEqual([
        'rt_pairs_a_fkey using rt_pairs(sooner) and rt_authors(id)',
        'rt_pairs_b_fkey using rt_pairs(later) and rt_authors(id)',
      ]);
      expect(error?.hint).toBe(
        "Try changing 'rt_authors' to one of the following: 'rt_authors!rt_pairs_a_fkey', 'rt_authors!rt_pairs_b_fkey'. Find the desired relationship in the 'details' key.",
      );
    }
  });
});
