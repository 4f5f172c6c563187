import type { SupabaseClient } from '@supabase/supabase-js';

/** What supabase-js resolves every call to. */
export type FakeResult = {
  data: unknown;
  error: { message: string; code?: string; status?: number } | null;
};

export type TableCall = {
  table: string;
  op: 'select' | 'update' | 'insert' | 'delete';
  payload?: unknown;
  filters: Array<[method: string, ...args: unknown[]]>;
};

export type Factor = { id: string; status: 'verified' | 'unverified'; friendly_name: string };

type Handlers = {
  table?: (call: TableCall) => FakeResult;
  rpc?: (name: string, args: unknown) => FakeResult;
  factors?: () => Factor[];
  enroll?: () => FakeResult;
  verify?: (code: string) => FakeResult;
  unenroll?: (factorId: string) => FakeResult;
  updateUser?: (attributes: unknown) => FakeResult;
};

export const ok = (data: unknown): FakeResult => ({ data, error: null });
export const fail = (message: string, code?: string, status?: number): FakeResult => ({
  data: null,
  error: status === undefined ? { message, code } : { message, code, status },
});

/**
 * A stand-in for the Supabase client with the surface /account uses. Query builders record
 * their chain and answer when awaited, like supabase-js's thenable builders; every auth call
 * is recorded in `log` in order.
 */
export function createFakeSupabase(handlers: Handlers = {}) {
  const tableCalls: TableCall[] = [];
  const rpcCalls: Array<{ name: string; args: unknown }> = [];
  const log: string[] = [];

  function builder(table: string) {
    const call: TableCall = { table, op: 'select', filters: [] };
    const chain = {
      select: () => chain,
      update(payload: unknown) {
        call.op = 'update';
        call.payload = payload;
        return chain;
      },
      insert(payload: unknown) {
        call.op = 'insert';
        call.payload = payload;
        return chain;
      },
      delete() {
        call.op = 'delete';
        return chain;
      },
      // biome-ignore lint/suspicious/noThenProperty: supabase-js query builders are thenables; the fake must be one too.
      then<A, B>(resolve: (value: FakeResult) => A, reject?: (reason: unknown) => B) {
        tableCalls.push(call);
        return Promise.resolve()
          .then(() => handlers.table?.(call) ?? ok(null))
          .then(resolve, reject);
      },
    };
    for (const method of ['eq', 'maybeSingle', 'single']) {
      Object.assign(chain, {
        [method]: (...args: unknown[]) => {
          call.filters.push([method, ...args]);
          return chain;
        },
      });
    }
    return chain;
  }

  const client = {
    from: builder,
    rpc: async (name: string, args: unknown) => {
      rpcCalls.push({ name, args });
      return handlers.rpc?.(name, args) ?? ok(null);
    },
    auth: {
      refreshSession: async () => {
        log.push('refreshSession');
        return ok({ session: null });
      },
      updateUser: async (attributes: unknown) => {
        log.push('updateUser');
        return handlers.updateUser?.(attributes) ?? ok({ user: {} });
      },
      signOut: async (options?: { scope?: string }) => {
        log.push(`signOut:${options?.scope ?? 'global'}`);
        return { error: null };
      },
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
      mfa: {
        listFactors: async () => {
          log.push('listFactors');
          const all = handlers.factors?.() ?? [];
          return ok({ all, totp: all.filter((f) => f.status === 'verified') });
        },
        enroll: async (params: { friendlyName: string }) => {
          log.push(`enroll:${params.friendlyName}`);
          return handlers.enroll?.() ?? fail('no enroll handler');
        },
        unenroll: async ({ factorId }: { factorId: string }) => {
          log.push(`unenroll:${factorId}`);
          return handlers.unenroll?.(factorId) ?? ok({ id: factorId });
        },
        challengeAndVerify: async ({ factorId, code }: { factorId: string; code: string }) => {
          log.push(`verify:${factorId}:${code}`);
          return handlers.verify?.(code) ?? fail('no verify handler');
        },
      },
    },
  };

  return { client: client as unknown as SupabaseClient, tableCalls, rpcCalls, log };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
