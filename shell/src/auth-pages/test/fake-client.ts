import type { SupabaseClient } from '@supabase/supabase-js';

export type FakeAnswer = {
  data: unknown;
  error: { message: string; code?: string; status?: number } | null;
};
export type Insert = { table: string; row: unknown };

type Handlers = {
  rpc?: (name: string, args: unknown) => FakeAnswer | Promise<FakeAnswer>;
  insert?: (table: string, row: unknown) => FakeAnswer | Promise<FakeAnswer>;
  signInWithPassword?: () => FakeAnswer;
  signUp?: () => FakeAnswer;
  resetPasswordForEmail?: () => FakeAnswer;
};

const ok = (data: unknown = null): FakeAnswer => ({ data, error: null });

/** A stand-in for the Supabase client with the calls these pages make, recording them. */
export function createFakeClient(handlers: Handlers = {}) {
  const inserts: Insert[] = [];
  const rpcs: Array<{ name: string; args: unknown }> = [];
  const auth: Array<{ method: string; args: unknown }> = [];
  const client = {
    from: (table: string) => ({
      insert: async (row: unknown) => {
        inserts.push({ table, row });
        return (await handlers.insert?.(table, row)) ?? ok();
      },
    }),
    rpc: async (name: string, args: unknown) => {
      rpcs.push({ name, args });
      return (await handlers.rpc?.(name, args)) ?? ok();
    },
    auth: {
      signInWithPassword: async (args: unknown) => {
        auth.push({ method: 'signInWithPassword', args });
        return handlers.signInWithPassword?.() ?? ok({ session: null });
      },
      signUp: async (args: unknown) => {
        auth.push({ method: 'signUp', args });
        return handlers.signUp?.() ?? ok({ session: null });
      },
      resetPasswordForEmail: async (...args: unknown[]) => {
        auth.push({ method: 'resetPasswordForEmail', args });
        return handlers.resetPasswordForEmail?.() ?? ok({});
      },
    },
  };
  return { client: client as unknown as SupabaseClient, inserts, rpcs, auth };
}

export type FakeClient = ReturnType<typeof createFakeClient>;
