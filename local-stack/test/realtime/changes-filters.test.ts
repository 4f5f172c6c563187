import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import {
  closeClients,
  eventually,
  realtimeClient,
  sleep,
  subscribe,
  subscribed,
} from './helpers.js';

/**
 * postgres_changes: INSERT / UPDATE / DELETE / *, per table, and each filter operator Supabase
 * documents (eq, neq, lt, lte, gt, gte, in), compared with the column's own type.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  await stack.ctx.db.exec(`
    create table public.rt_items (id serial primary key, n integer not null, label text, at timestamptz default now());
    grant select, insert, update, delete on public.rt_items to service_role;
    grant usage on sequence public.rt_items_id_seq to service_role;
    create table public.rt_unpublished (id serial primary key, n integer);
    grant select, insert on public.rt_unpublished to service_role;
    alter publication supabase_realtime add table public.rt_items;
  `);
});
afterEach(closeClients);
afterAll(async () => {
  await stack?.stop();
});

type Row = { id: number; n: number; label: string | null };
type Change = RealtimePostgresChangesPayload<Row>;

async function listen(
  filter: string | undefined,
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE' = 'INSERT',
  table = 'rt_items',
) {
  const supabase = realtimeClient(stack, stack.serviceRoleKey);
  const got: Change[] = [];
  const channel = supabase
    .channel(`f-${Math.random()}`)
    .on(
      'postgres_changes',
      { event, schema: 'public', table, ...(filter ? { filter } : {}) } as never,
      (p: Change) => got.push(p),
    );
  await subscribed(channel);
  return got;
}

const sql = (text: string) => stack.ctx.db.exec(text);

describe('postgres_changes events', () => {
  it('INSERT, UPDATE and DELETE arrive with the row, typed as realtime-js converts it', async () => {
    const all = await listen(undefined, '*');
    const inserts = await listen(undefined, 'INSERT');
    const deletes = await listen(undefined, 'DELETE');
    // Each change is checked against the table as it is when delivered (as Supabase's WAL
    // reader does): a row deleted before its insert is delivered is no longer visible.
    await sql(`insert into public.rt_items (id, n, label) values (1000, 1, 'one')`);
    await eventually(() => all.length === 1);
    await sql(`update public.rt_items set label = 'uno' where id = 1000`);
    await eventually(() => all.length === 2);
    await sql(`delete from public.rt_items where id = 1000`);
    await eventually(() => all.length === 3);
    expect(all.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(all[0]).toMatchObject({
      schema: 'public',
      table: 'rt_items',
      new: { id: 1000, n: 1, label: 'one' },
    });
    expect(all[1]).toMatchObject({ new: { label: 'uno' }, old: { id: 1000 } });
    // RLS is off and the replica identity is the default: DELETE carries the primary key.
    expect(all[2]?.old).toEqual({ id: 1000 });
    expect(typeof all[0]?.commit_timestamp).toBe('string');
    expect(inserts.map((c) => c.eventType)).toEqual(['INSERT']);
    await eventually(() => deletes.length === 1);
    expect(deletes[0]?.eventType).toBe('DELETE');
  });

  it('a table outside the publication sends nothing', async () => {
    const got = await listen(undefined, '*', 'rt_unpublished');
    await sql(`insert into public.rt_unpublished (n) values (1)`);
    await sleep(300);
    expect(got).toEqual([]);
  });
});

describe('postgres_changes filters', () => {
  it('eq, neq, lt, lte, gt, gte and in pick the rows they name', async () => {
    const cases = {
      'n=eq.5': [5],
      'n=neq.5': [4, 6, 10],
      'n=lt.5': [4],
      'n=lte.5': [4, 5],
      'n=gt.5': [6, 10],
      'n=gte.5': [5, 6, 10],
      // in, with a quoted value holding a comma
      'label=in.(four,"ten,x")': [4, 10],
      // integers compare as integers (10 > 6), not as text
      'n=gt.6': [10],
      // more than one condition, and not.
      'n=gte.5,label=not.eq.six': [5, 10],
    } as const;
    const listeners = await Promise.all(
      Object.keys(cases).map(async (filter) => [filter, await listen(filter)] as const),
    );
    await sql(
      `insert into public.rt_items (n, label) values (4, 'four'), (5, 'five'), (6, 'six'), (10, 'ten,x')`,
    );
    await eventually(() =>
      listeners.every(([f, got]) => got.length === cases[f as keyof typeof cases].length),
    );
    await sleep(200);
    for (const [filter, got] of listeners)
      expect({
        filter,
        ns: got.map((c) => c.new && 'n' in c.new && c.new.n).sort((a, b) => Number(a) - Number(b)),
      }).toEqual({
        filter,
        ns: cases[filter as keyof typeof cases],
      });
  });

  it('a filter on an unknown column or with an unknown operator is refused at join', async () => {
    const supabase = realtimeClient(stack, stack.serviceRoleKey);
    const bad = supabase
      .channel('bad-filter')
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'rt_items', filter: 'nope=eq.1' },
        () => undefined,
      );
    const result = await subscribe(bad);
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.error?.message).toMatch(/invalid column for filter nope/);
    const op = supabase
      .channel('bad-op')
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'rt_items', filter: 'n=like.1' },
        () => undefined,
      );
    expect((await subscribe(op)).status).toBe('CHANNEL_ERROR');
  });
});
