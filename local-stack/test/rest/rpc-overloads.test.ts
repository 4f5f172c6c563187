import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, startRestFixture } from './fixtures.js';

const EXTRA_SQL = `
create function public.rt_unnamed_text(text) returns int language sql as 'select length($1)';
create function public.rt_unnamed_json(jsonb) returns text language sql as $$ select $1 ->> 'k' $$;
create function public.rt_unnamed_int(int) returns int language sql as 'select $1';
create function public.rt_maybe() returns int language sql as 'select 1';
create function public.rt_maybe(text default 'x') returns text language sql as $$ select 'text' $$;
`;

let f: RestFixture;
beforeAll(async () => {
  f = await startRestFixture(EXTRA_SQL);
});
afterAll(async () => {
  await f?.stack.stop();
});

describe('functions with one unnamed parameter', () => {
  it('take {"": value} for the raw-body types (text, json, jsonb, xml, bytea)', async () => {
    expect(await f.anon.rpc('rt_unnamed_text', { '': 'hello' })).toMatchObject({ data: 5 });
    expect(await f.anon.rpc('rt_unnamed_json', { '': { k: 'v' } })).toMatchObject({ data: 'v' });
  });

  it('hide other unnamed parameters: 404 PGRST202', async () => {
    const { error, status } = await f.anon.rpc('rt_unnamed_int', { '': 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rt_unnamed_int() in the schema cache',
    });
  });

  it('answers 300 PGRST203 when a defaulted unnamed overload competes with no arguments', async () => {
    const { error, status } = await f.anon.rpc('rt_maybe');
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.rt_maybe(), public.rt_maybe( => text)',
    });
  });

  it('names a missing function called without arguments as PostgREST does', async () => {
    const { error } = await f.anon.rpc('rt_no_such_function');
    expect(error?.message).toBe(
      'Could not find the function public.rt_no_such_function without parameters in the schema cache',
    );
  });
});
