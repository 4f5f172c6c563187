import type { SupabaseClient } from '@supabase/supabase-js';

/** What supabase-js resolves every call to. */
export type FakeResult = { data: unknown; error: { message: string } | null };

/** One table request as the page built it: table, operation, payload and filters. */
export type TableCall = {
  table: string;
  op: 'select' | 'update';
  columns?: string;
  payload?: unknown;
  filters: Array<[method: string, ...args: unknown[]]>;
};

export type FunctionCall = { name: string; body: unknown };

type Handlers = {
  table?: (call: TableCall) => FakeResult;
  functions?: (name: string, body: unknown) => FakeResult | Promise<FakeResult>;
};

const ok = (data: unknown): FakeResult => ({ data, error: null });

export { ok };

/**
 * A stand-in for the Supabase client with just the surface these pages use. Query builders
 * record their chain and answer when awaited, like supabase-js's thenable builders.
 */
export function createFakeSupabase(handlers: Handlers) {
  const tableCalls: TableCall[] = [];
  const functionCalls: FunctionCall[] = [];

  function builder(table: string) {
    const call: TableCall = { table, op: 'select', filters: [] };
    const chain = {
      select(columns?: string) {
        if (call.op === 'select') call.columns = columns;
        return chain;
      },
      update(payload: unknown) {
        call.op = 'update';
        call.payload = payload;
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
    for (const method of ['eq', 'in', 'order', 'limit', 'maybeSingle', 'single']) {
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
    functions: {
      invoke: async (name: string, options: { body: unknown }) => {
        functionCalls.push({ name, body: options.body });
        return (await handlers.functions?.(name, options.body)) ?? ok(null);
      },
    },
  };

  return {
    client: client as unknown as SupabaseClient,
    tableCalls,
    functionCalls,
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;

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
