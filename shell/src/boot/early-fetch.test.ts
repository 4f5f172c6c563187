import { describe, expect, it, vi } from 'vitest';
import { PRERENDER_REMOTE_ATTRIBUTE, PRERENDER_SHOWN_ATTRIBUTE } from '../prerender/attributes';
import { startEarlyFetches } from './early-fetch';
import { takeEarlyResponse } from './early-responses';

const here = 'https://csan.example/about';
const config = {
  remotes: {
    public_site: '/remotes/public-site/mf-manifest.json',
    library: 'https://cdn.example/library/mf-manifest.json',
  },
};

function setup({ shown, remote }: { shown: boolean; remote?: string }) {
  const attributes = new Map<string, string>();
  if (shown) attributes.set(PRERENDER_SHOWN_ATTRIBUTE, 'en');
  if (remote) attributes.set(PRERENDER_REMOTE_ATTRIBUTE, remote);
  const doc = {
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      hasAttribute: (name: string) => attributes.has(name),
    },
  };
  const fetchImpl = vi.fn(async (url: string | URL | Request) =>
    String(url).endsWith('/config.json')
      ? Response.json(config)
      : new Response(`{"url":"${String(url)}"}`),
  );
  return { doc, fetchImpl, scope: {} };
}

const asked = (fetchImpl: ReturnType<typeof setup>['fetchImpl']) =>
  fetchImpl.mock.calls.map(([url]) => String(url));

describe('startEarlyFetches', () => {
  it("asks for config.json, then every remote's routes.json, and hands each answer over once", async () => {
    const { doc, fetchImpl, scope } = setup({ shown: false, remote: 'public_site' });
    await startEarlyFetches(doc, here, fetchImpl as typeof fetch, scope);
    // No prerendered copy on screen: which page renders is the route table's to say.
    expect(asked(fetchImpl)).toEqual([
      'https://csan.example/config.json',
      'https://csan.example/remotes/public-site/routes.json',
      'https://cdn.example/library/routes.json',
    ]);
    const configAnswer = await takeEarlyResponse('https://csan.example/config.json', scope);
    expect(await configAnswer?.json()).toEqual(config);
    expect(await takeEarlyResponse('https://csan.example/config.json', scope)).toBeUndefined();
    const routes = await takeEarlyResponse('https://cdn.example/library/routes.json', scope);
    expect(await routes?.json()).toEqual({ url: 'https://cdn.example/library/routes.json' });
  });

  it("on a prerendered page shown, asks for its remote's manifest where config.json puts it", async () => {
    const { doc, fetchImpl, scope } = setup({ shown: true, remote: 'library' });
    await startEarlyFetches(doc, here, fetchImpl as typeof fetch, scope);
    expect(asked(fetchImpl)).toContain('https://cdn.example/library/mf-manifest.json');
    const manifest = await takeEarlyResponse('https://cdn.example/library/mf-manifest.json', scope);
    expect(manifest?.ok).toBe(true);
  });

  it('asks for no manifest of a remote config.json does not name', async () => {
    const { doc, fetchImpl, scope } = setup({ shown: true, remote: 'tools' });
    await startEarlyFetches(doc, here, fetchImpl as typeof fetch, scope);
    expect(asked(fetchImpl).filter((url) => url.endsWith('mf-manifest.json'))).toEqual([]);
  });

  it("lets a reader of config.json's answer find the routes asked for after it (no second download)", async () => {
    const { doc, fetchImpl, scope } = setup({ shown: false });
    let answerConfig: (response: Response) => void = () => undefined;
    const slowConfig = vi.fn((url: string | URL | Request) =>
      String(url).endsWith('/config.json')
        ? new Promise<Response>((resolve) => {
            answerConfig = resolve;
          })
        : fetchImpl(url),
    );
    void startEarlyFetches(doc, here, slowConfig as typeof fetch, scope);
    // The boot asks for config.json's answer before it has arrived, as when main.js is quick.
    const booting = takeEarlyResponse('https://csan.example/config.json', scope).then(
      async (response) => {
        await response?.json();
        return takeEarlyResponse('https://csan.example/remotes/public-site/routes.json', scope);
      },
    );
    answerConfig(Response.json(config));
    expect((await booting)?.ok).toBe(true);
  });

  it('does nothing more when config.json fails, and hands no failed request over', async () => {
    const { doc, scope } = setup({ shown: true, remote: 'public_site' });
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await startEarlyFetches(doc, here, failing as typeof fetch, scope);
    expect(failing).toHaveBeenCalledTimes(1);
    // The boot then asks the network itself (config.ts: `?? fetchImpl(url)`).
    expect(await takeEarlyResponse('https://csan.example/config.json', scope)).toBeUndefined();
  });
});
