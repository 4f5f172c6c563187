import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseConfig } from './base';
import { PREACT_ALIAS } from './preact-alias';
import { SHARED_REQUESTS } from './shared';

describe('PREACT_ALIAS', () => {
  const sharedReactRequests = SHARED_REQUESTS.map((s) => s.request)
    .filter((r) => /^react(-dom)?(\/|$)/.test(r))
    // `react-dom/` is the prefix share: the one request behind it in browser code is /client.
    .map((r) => (r === 'react-dom/' ? 'react-dom/client' : r));

  it('sends every React request the apps share to Preact, so no page mixes two renderers', () => {
    expect(sharedReactRequests.sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
    ]);
    for (const request of sharedReactRequests) {
      const target = PREACT_ALIAS[`${request}$`] ?? '';
      const isCompat = /[\\/]preact[\\/]compat[\\/]/.test(target);
      expect(
        isCompat || readFileSync(target, 'utf8').includes("from 'preact/compat"),
        request,
      ).toBe(true);
    }
  });

  it('gives each shared React request a file of its own, or federation provides only one of them', () => {
    const targets = sharedReactRequests.map((request) => PREACT_ALIAS[`${request}$`]);
    expect(new Set(targets).size).toBe(sharedReactRequests.length);
  });

  it('is the layer that answers React 19 to libraries that check (Ark UI reads refs from props)', () => {
    const compat = readFileSync(PREACT_ALIAS.react$ ?? '', 'utf8');
    expect(compat).toMatch(/"19\.\d+\.\d+"/);
  });

  it('is in every app build: shell, remotes, harness and the monolith start from baseConfig', () => {
    const config = baseConfig({
      dir: '/tmp/app',
      name: 'app',
      devPort: 1,
      title: 'App',
      publicPath: 'auto',
    });
    expect(config.resolve?.alias).toMatchObject(PREACT_ALIAS);
  });
});
