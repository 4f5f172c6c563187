import type { FakeResult } from '@csan/shared-auth/testing';

export type RpcCall = {
  name: string;
  args: unknown;
  options: unknown;
  /** Builder calls after rpc(), e.g. `['range', 0, 9]`. */
  filters: Array<[method: string, ...args: unknown[]]>;
};

/**
 * An rpc() that, like supabase-js's, returns a builder that can be ordered and ranged before
 * it is awaited (the shared fake's rpc answers at once). Install it on a fake client:
 * `fake.client.rpc = rpc.fn`.
 */
export function fakeRpc(answer: (call: RpcCall) => FakeResult | Promise<FakeResult>) {
  const calls: RpcCall[] = [];
  const fn = (name: string, args?: unknown, options?: unknown) => {
    const call: RpcCall = { name, args, options, filters: [] };
    const chain: object = new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'then') {
            return <A, B>(resolve: (value: FakeResult) => A, reject?: (reason: unknown) => B) => {
              calls.push(call);
              return Promise.resolve()
                .then(() => answer(call))
                .then(resolve, reject);
            };
          }
          if (typeof property === 'symbol') return undefined;
          return (...rest: unknown[]) => {
            call.filters.push([property, ...rest]);
            return chain;
          };
        },
      },
    );
    return chain;
  };
  return { fn, calls };
}
