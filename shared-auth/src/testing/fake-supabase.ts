import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { Database } from '../database.types';
import type { CsanClient } from '../supabase';

type Schema = Database['public'];
/** A table or view of the generated schema: a test answering a misspelt one fails type check. */
export type TableName = keyof Schema['Tables'] | keyof Schema['Views'];
/** A function of the generated schema. */
export type RpcName = keyof Schema['Functions'];

/** An error as supabase-js gives it: PostgREST/GoTrue fields, or an Error (function errors). */
export type FakeError = { message: string; code?: string; status?: number } | Error;

/** What supabase-js resolves a call to. */
export type FakeResult = { data: unknown; error: FakeError | null };

type Answer = FakeResult | Promise<FakeResult>;

export const ok = (data: unknown = null): FakeResult => ({ data, error: null });

export const fail = (message: string, code?: string, status?: number): FakeResult => ({
  data: null,
  error: status === undefined ? { message, code } : { message, code, status },
});

/** The error supabase-js gives for a non-2xx function answer (FunctionsHttpError shape). */
export function functionHttpError(status: number, body: unknown): FakeResult {
  const context = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return {
    data: null,
    error: Object.assign(new Error('Edge Function returned a non-2xx status code'), { context }),
  };
}

export type TableOp = 'select' | 'insert' | 'update' | 'upsert' | 'delete';

/** One table request as the code built it: table, operation, columns, payload, filters. */
export type TableCall = {
  table: TableName;
  op: TableOp;
  /** The columns of a read (`select(columns)`); a write's returning select is not recorded. */
  columns?: string;
  payload?: unknown;
  /** Every other builder call in order, e.g. `['eq', 'user_id', 'u1']`, `['limit', 10]`. */
  filters: Array<[method: string, ...args: unknown[]]>;
};

export type FakeFactor = {
  id: string;
  status: 'verified' | 'unverified';
  factor_type?: 'totp' | 'phone';
  friendly_name?: string;
};

export type AuthCall = { method: string; args: unknown[] };

/** Answers for what the code under test asks; anything left out answers a plain success. */
export type FakeHandlers = {
  table?: (call: TableCall) => Answer;
  rpc?: (name: RpcName, args: unknown) => Answer;
  functions?: (name: string, body: unknown) => Answer;
  /** The user's MFA factors (listFactors); none by default. */
  factors?: () => FakeFactor[];
  /** Replaces listFactors' answer (e.g. with a failure) when it returns one. */
  listFactors?: () => Answer | undefined;
  aal?: () => 'aal1' | 'aal2';
  signInWithPassword?: (credentials: unknown) => Answer;
  signUp?: (params: unknown) => Answer;
  resetPasswordForEmail?: (email: string, options: unknown) => Answer;
  updateUser?: (attributes: unknown) => Answer;
  enroll?: (params: { factorType: string; friendlyName?: string }) => Answer;
  unenroll?: (factorId: string) => Answer;
  /** challengeAndVerify; fails unless given. */
  verify?: (code: string, factorId: string) => Answer;
};

const WRITES: ReadonlySet<string> = new Set(['insert', 'update', 'upsert', 'delete']);

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/**
 * A stand-in for the page's Supabase client, for unit tests. Query builders accept every
 * PostgREST builder method, record the chain and answer through `handlers.table` when awaited
 * (supabase-js builders are thenables); rpc, edge functions and auth calls are recorded too.
 * `log` reads auth calls as short lines (`enroll:CSAN`, `verify:<factor>:<code>`,
 * `signOut:local`), so a test can check their order.
 */
export function createFakeSupabase(handlers: FakeHandlers = {}) {
  const tableCalls: TableCall[] = [];
  const rpcCalls: Array<{ name: RpcName; args: unknown }> = [];
  const functionCalls: Array<{ name: string; body: unknown }> = [];
  const authCalls: AuthCall[] = [];
  const log: string[] = [];
  const listeners = new Set<Listener>();
  const unsubscribe = vi.fn();

  function recordAuth(method: string, args: unknown[], line = method) {
    authCalls.push({ method, args });
    log.push(line);
  }

  function builder(table: TableName) {
    const call: TableCall = { table, op: 'select', filters: [] };
    const chain: object = new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'then') {
            return <A, B>(resolve: (value: FakeResult) => A, reject?: (reason: unknown) => B) => {
              tableCalls.push(call);
              return Promise.resolve()
                .then(() => handlers.table?.(call) ?? ok(null))
                .then(resolve, reject);
            };
          }
          if (typeof property === 'symbol') return undefined;
          const method = property;
          return (...args: unknown[]) => {
            if (method === 'select') {
              if (call.op === 'select') call.columns = args[0] as string | undefined;
            } else if (WRITES.has(method)) {
              call.op = method as TableOp;
              call.payload = args[0];
            } else {
              call.filters.push([method, ...args]);
            }
            return chain;
          };
        },
      },
    );
    return chain;
  }

  const listFactors = async () => {
    log.push('listFactors');
    authCalls.push({ method: 'listFactors', args: [] });
    const replaced = handlers.listFactors?.();
    if (replaced) return replaced;
    const all = (handlers.factors?.() ?? []).map((f) => ({ factor_type: 'totp', ...f }));
    return ok({
      all,
      totp: all.filter((f) => f.factor_type === 'totp' && f.status === 'verified'),
      phone: [],
    });
  };

  const client = {
    from: builder,
    rpc: async (name: RpcName, args?: unknown) => {
      rpcCalls.push({ name, args });
      return (await handlers.rpc?.(name, args)) ?? ok(null);
    },
    functions: {
      invoke: async (name: string, options: { body?: unknown } = {}) => {
        functionCalls.push({ name, body: options.body });
        return (await handlers.functions?.(name, options.body)) ?? ok(null);
      },
    },
    auth: {
      onAuthStateChange: (listener: Listener) => {
        listeners.add(listener);
        return {
          data: {
            subscription: {
              unsubscribe: () => {
                listeners.delete(listener);
                unsubscribe();
              },
            },
          },
        };
      },
      signInWithPassword: async (credentials: unknown) => {
        recordAuth('signInWithPassword', [credentials]);
        return (await handlers.signInWithPassword?.(credentials)) ?? ok({ session: null });
      },
      signUp: async (params: unknown) => {
        recordAuth('signUp', [params]);
        return (await handlers.signUp?.(params)) ?? ok({ session: null });
      },
      resetPasswordForEmail: async (email: string, options: unknown) => {
        recordAuth('resetPasswordForEmail', [email, options]);
        return (await handlers.resetPasswordForEmail?.(email, options)) ?? ok({});
      },
      updateUser: async (attributes: unknown) => {
        recordAuth('updateUser', [attributes]);
        return (await handlers.updateUser?.(attributes)) ?? ok({ user: {} });
      },
      refreshSession: async () => {
        recordAuth('refreshSession', []);
        return ok({ session: null });
      },
      signOut: async (options?: { scope?: string }) => {
        recordAuth('signOut', [options], `signOut:${options?.scope ?? 'global'}`);
        return { error: null };
      },
      mfa: {
        listFactors,
        getAuthenticatorAssuranceLevel: async () =>
          ok({ currentLevel: handlers.aal?.() ?? 'aal1', nextLevel: null }),
        enroll: async (params: { factorType: string; friendlyName?: string }) => {
          recordAuth('enroll', [params], `enroll:${params.friendlyName ?? ''}`);
          return (await handlers.enroll?.(params)) ?? fail('no enroll handler');
        },
        unenroll: async ({ factorId }: { factorId: string }) => {
          recordAuth('unenroll', [{ factorId }], `unenroll:${factorId}`);
          return (await handlers.unenroll?.(factorId)) ?? ok({ id: factorId });
        },
        challengeAndVerify: async ({ factorId, code }: { factorId: string; code: string }) => {
          recordAuth('challengeAndVerify', [{ factorId, code }], `verify:${factorId}:${code}`);
          return (await handlers.verify?.(code, factorId)) ?? fail('no verify handler');
        },
      },
    },
  };

  return {
    client: client as unknown as CsanClient,
    tableCalls,
    /** The rows the code inserted, in order. */
    get inserts(): Array<{ table: string; row: unknown }> {
      return tableCalls
        .filter((call) => call.op === 'insert')
        .map((call) => ({ table: call.table, row: call.payload }));
    },
    rpcCalls,
    functionCalls,
    authCalls,
    log,
    /** Called when the code stops listening to auth changes. */
    unsubscribe,
    /** Fires an auth change, as supabase-js does on sign-in, refresh or sign-out. */
    emit: (event: AuthChangeEvent, session: Session | null) => {
      for (const listener of listeners) listener(event, session);
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
