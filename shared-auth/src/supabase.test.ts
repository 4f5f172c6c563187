import { afterEach, describe, expect, it } from 'vitest';
import {
  configureSupabase,
  createSupabase,
  getSupabase,
  loadSupabase,
  resetSupabaseForTests,
} from './supabase';

afterEach(() => resetSupabaseForTests());

const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' };

describe('the one Supabase client', () => {
  it('is created once from runtime config and returned by getSupabase', async () => {
    expect(() => getSupabase()).toThrow(/loadSupabase/);
    const client = await createSupabase(config);
    expect(getSupabase()).toBe(client);
    expect(await createSupabase({ ...config, supabaseUrl: 'http://elsewhere' })).toBe(client);
    expect(await loadSupabase()).toBe(client);
  });

  it('is not loaded by configuring, only by loadSupabase', async () => {
    configureSupabase(config);
    expect(() => getSupabase()).toThrow(/loadSupabase/);
    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()]);
    expect(first).toBe(second);
    expect(getSupabase()).toBe(first);
  });

  it('refuses to load before it is configured', async () => {
    await expect(loadSupabase()).rejects.toThrow(/configureSupabase/);
  });
});
