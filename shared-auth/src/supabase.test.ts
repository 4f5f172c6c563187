import { afterEach, describe, expect, it } from 'vitest';
import { createSupabase, getSupabase, resetSupabaseForTests } from './supabase';

afterEach(() => resetSupabaseForTests());

describe('the one Supabase client', () => {
  it('is created once from runtime config and returned by getSupabase', () => {
    expect(() => getSupabase()).toThrow(/createSupabase/);
    const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' };
    const client = createSupabase(config);
    expect(getSupabase()).toBe(client);
    expect(createSupabase({ ...config, supabaseUrl: 'http://elsewhere' })).toBe(client);
  });
});
