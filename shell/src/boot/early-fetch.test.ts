import { describe, expect, it, vi } from 'vitest';
import { PRERENDER_FILES_ATTRIBUTE, PRERENDER_SHOWN_ATTRIBUTE } from '../prerender/attributes';
import { startEarlyFetches } from './early-fetch';
import { takeEarlyResponse } from './early-responses';

const here = 'https://csan.example/about';
const config = {
  remotes: {
    public_site: '/remotes/public-site/mf-manifest.json',
    library: 'https://cdn.example/library/mf-manifest.json',
  },
};

function setup({ shown, files }: { shown: boolean; files?: string }) {
  const attributes = new Map<string, string>();
  if (shown) attributes.set(PRERENDER_SHOWN_ATTRIBUTE, 'en');
  if (files) attributes.set(PRERENDER_FILES_ATTRIBUTE, files);
  const preloaded: { rel: string; as: string; href: string; priority: string | null }[] = [];
  const doc = {
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      hasAttribute: (name: string) => attributes.has(name),
    },
    head: {
      appendChild: (link: HTMLLinkElement) => {
        preloaded.push({
          rel: link.rel,
          as: link.as,
          href: link.href,
          priority: link.getAttribute('fetchpriority'),
        });
        return link;
      },
    },
    createElement: () => document.createElement('link'),
  };
  const fetchImpl = vi.fn(async (url: string | URL | Request) =>
    String(url).endsWith('/config.json')
      ? Response.json(config)
      : new Response(`{"url":"${String(url)}"}`),
  );
  const scope = {};
  return { doc, fetchImpl, scope, preloaded };
}

describe('startEarlyFetches', () => {
  it("asks for config.json, then every remote's routes.json, and keeps each answer once", async () => {
    const { doc, fetchImpl, scope, preloaded } = setup({ shown: false });
    await startEarlyFetches(doc, here, fetchImpl as typeof fetch, scope);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      'https://csan.example/config.json',
      'https://csan.example/remotes/public-site/routes.json',
      'https://cdn.example/library/routes.json',
    ]);
    // Not a prerendered copy on screen: which page renders is the route table's to say.
    expect(preloaded).toEqual([]);
    const configAnswer = await takeEarlyResponse('https://csan.example/config.json', scope);
    expect(await configAnswer?.json()).toEqual(config);
    expect(await takeEarlyResponse('https://csan.example/config.json', scope)).toBeUndefined();
    const routes = await takeEarlyResponse('https://cdn.example/library/routes.json', scope);
    expect(await routes?.json()).toEqual({ url: 'https://cdn.example/library/routes.json' });
  });

  it('on a prerendered page shown, preloads its files from where config.json puts its remote, and asks for its manifest', async () => {
    const { doc, fetchImpl, scope, preloaded } = setup({
      shown: true,
      files: 'public_site remoteEntry.js 600.abc.js __federation_expose_AboutPage.def.js',
    });
    await startEarlyFetches(doc, here, fetchImpl as typeof fetch, scope);
    expect(preloaded).toEqual(
      ['remoteEntry.js', '600.abc.js', '__federation_expose_AboutPage.def.js'].map((file) => ({
        rel: 'preload',
        as: 'script',
        href: `https://csan.example/remotes/public-site/${file}`,
        priority: 'low',
      })),
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://csan.example/remotes/public-site/mf-manifest.json',
    );
    const manifest = await takeEarlyResponse(
      'https://csan.example/remotes/public-site/mf-manifest.json',
      scope,
    );
    expect(manifest?.ok).toBe(true);
  });

  it('preloads nothing for a remote config.json does not name', async () => {
    const { doc, fetchImpl, scope, preloaded } = setup({
      shown: true,
      files: 'tools remoteEntry.js',
    });
    await startEarlyFetches(doc, here, fetchImpl as typeof fetch, scope);
    expect(preloaded).toEqual([]);
  });

  it('does nothing more when config.json fails, and hands no failed request over', async () => {
    const { doc, scope, preloaded } = setup({ shown: true, files: 'public_site remoteEntry.js' });
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await startEarlyFetches(doc, here, failing as typeof fetch, scope);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(preloaded).toEqual([]);
    // The boot then asks the network itself (config.ts: `?? fetchImpl(url)`).
    expect(await takeEarlyResponse('https://csan.example/config.json', scope)).toBeUndefined();
  });
});
