import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyResponse } from '../boot/early-responses';
import { listenToRemoteEvents, type RemoteEvent } from './remote-events';
import { loadRouteTable, routesUrlOf } from './route-loader';

const about = {
  path: '/about',
  expose: 'AboutPage',
  guard: { kind: 'public' },
  readsDatabase: false,
};

const server =
  (answers: Record<string, unknown>) =>
  async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    const answer = answers[url];
    if (answer === undefined) throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') return new Response('', { status: answer });
    return new Response(JSON.stringify(answer));
  };

afterEach(() => vi.restoreAllMocks());

describe('routesUrlOf', () => {
  it('reads routes.json beside the manifest, relative or on another origin', () => {
    expect(routesUrlOf('/remotes/library/mf-manifest.json', 'http://csan.localhost:8080/x')).toBe(
      'http://csan.localhost:8080/remotes/library/routes.json',
    );
    expect(routesUrlOf('https://cdn.example.org/lib/v2/mf-manifest.json', 'http://a/')).toBe(
      'https://cdn.example.org/lib/v2/routes.json',
    );
  });
});

describe('loadRouteTable', () => {
  it('collects every remote’s routes and lists the ones that fail, each alone', async () => {
    const reported: RemoteEvent[] = [];
    listenToRemoteEvents((event) => reported.push(event));
    const heard: string[] = [];
    const result = await loadRouteTable(
      {
        public_site: '/p/mf-manifest.json',
        library: '/dead/mf-manifest.json',
        tools: '/t/mf-manifest.json',
        intel: '/i/mf-manifest.json',
      },
      {
        base: 'http://h/',
        fetchImpl: server({
          'http://h/p/routes.json': [about],
          'http://h/t/routes.json': 404,
          // A guard outside the shell's closed set: refused, never widened to public.
          'http://h/i/routes.json': [{ ...about, guard: { kind: 'anyone' } }],
        }) as typeof fetch,
        onRemote: (remote) => heard.push(remote),
      },
    );
    expect(result.routes).toEqual([{ ...about, remote: 'public_site' }]);
    expect(result.failed.sort()).toEqual(['intel', 'library', 'tools']);
    expect(heard).toEqual(['public_site']);
    // Each failing remote is reported (once the reporter listens: remote-events.ts).
    expect(
      reported.map((e) => e.kind === 'failure' && `${e.remote}/${e.lifecycle}`).sort(),
    ).toEqual(['intel/routes', 'library/routes', 'tools/routes']);
  });

  it('gives up on a remote that does not answer in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const result = await loadRouteTable(
      { library: '/l/mf-manifest.json' },
      { base: 'http://h/', fetchImpl: hanging, timeoutMs: 20 },
    );
    expect(result).toEqual({ routes: [], failed: ['library'] });
  });

  it("reads the early script's requests, asks the network for the rest and after a failure", async () => {
    keepEarlyResponse('http://h/p/routes.json', Promise.resolve(Response.json([about])));
    keepEarlyResponse('http://h/l/routes.json', Promise.reject(new TypeError('Failed to fetch')));
    const network = vi.fn(
      server({ 'http://h/l/routes.json': [{ ...about, path: '/resources' }] }) as typeof fetch,
    );
    const result = await loadRouteTable(
      { public_site: '/p/mf-manifest.json', library: '/l/mf-manifest.json' },
      { base: 'http://h/', fetchImpl: network },
    );
    expect(result.failed).toEqual([]);
    expect(result.routes.map((r) => `${r.remote} ${r.path}`)).toEqual([
      'public_site /about',
      'library /resources',
    ]);
    // The early answer was used as it was; the early failure was asked again.
    expect(network.mock.calls.map(([url]) => String(url))).toEqual(['http://h/l/routes.json']);
  });

  it('gives up on an early request that does not answer in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    keepEarlyResponse('http://h/s/routes.json', new Promise<Response>(() => {}));
    const network = vi.fn(server({}) as typeof fetch);
    const result = await loadRouteTable(
      { library: '/s/mf-manifest.json' },
      { base: 'http://h/', fetchImpl: network, timeoutMs: 20 },
    );
    expect(result).toEqual({ routes: [], failed: ['library'] });
    expect(network).not.toHaveBeenCalled();
  });
});
