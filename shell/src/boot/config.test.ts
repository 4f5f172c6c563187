import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './config';
import { keepEarlyResponse } from './early-responses';

const valid = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  siteUrl: 'http://localhost:8080',
  remotes: {
    public_site: '/remotes/public-site/mf-manifest.json',
    membership_checkout: '/remotes/membership-checkout/mf-manifest.json',
    library: 'https://cdn.example.org/library/mf-manifest.json',
    member_area: '/remotes/member-area/mf-manifest.json',
    admin_console: '/remotes/admin-console/mf-manifest.json',
    skillup: '/remotes/skillup/mf-manifest.json',
    intel: '/remotes/intel/mf-manifest.json',
    tools: '/remotes/tools/mf-manifest.json',
  },
};

const respond =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('loadRuntimeConfig', () => {
  it("reads the early script's request when there is one, and only once", async () => {
    const url = new URL('/config.json', window.location.href).href;
    keepEarlyResponse(url, Promise.resolve(Response.json(valid)));
    const network = vi.fn(respond({ ...valid, siteUrl: 'http://other.example' }));
    await expect(loadRuntimeConfig(network)).resolves.toEqual(valid);
    expect(network).not.toHaveBeenCalled();
    // A second read (no early answer left) asks the network.
    await expect(loadRuntimeConfig(network)).resolves.toMatchObject({
      siteUrl: 'http://other.example',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('accepts relative and absolute remote entries', async () => {
    await expect(loadRuntimeConfig(respond(valid))).resolves.toEqual(valid);
  });

  it('accepts a config missing a remote: that remote fails alone (route-table.ts)', async () => {
    const { tools: _tools, ...remotes } = valid.remotes;
    await expect(loadRuntimeConfig(respond({ ...valid, remotes }))).resolves.toEqual({
      ...valid,
      remotes,
    });
  });

  it('keeps a remote the registry does not know (deployed on its own)', async () => {
    const remotes = { ...valid.remotes, events: 'https://cdn.example.org/events/mf-manifest.json' };
    await expect(loadRuntimeConfig(respond({ ...valid, remotes }))).resolves.toEqual({
      ...valid,
      remotes,
    });
  });

  it("rejects a remote name that is no MF name, or an empty entry, with zod's message", async () => {
    const badName = { ...valid, remotes: { ...valid.remotes, 'Bad-Name': '/x/mf-manifest.json' } };
    await expect(loadRuntimeConfig(respond(badName))).rejects.toThrow(/is invalid: .*remotes/s);
    const empty = { ...valid, remotes: { ...valid.remotes, tools: '' } };
    await expect(loadRuntimeConfig(respond(empty))).rejects.toThrow(/is invalid: .*tools/s);
  });

  it('rejects a bad URL and an HTTP error', async () => {
    await expect(loadRuntimeConfig(respond({ ...valid, supabaseUrl: 'nope' }))).rejects.toThrow(
      /supabaseUrl/,
    );
    await expect(loadRuntimeConfig(respond({}, 503))).rejects.toThrow(/503/);
  });

  it('returns what the zod schema returns: unknown keys dropped, an edge-spaced URL trimmed', async () => {
    const { parseRuntimeConfig } = await import('./config-schema');
    const extra = { ...valid, extra: 1 };
    await expect(loadRuntimeConfig(respond(extra))).resolves.toEqual(
      parseRuntimeConfig('/config.json', extra),
    );
    await expect(loadRuntimeConfig(respond(extra))).resolves.toEqual(valid);
    const spaced = { ...valid, siteUrl: ' http://localhost:8080 ' };
    await expect(loadRuntimeConfig(respond(spaced))).resolves.toEqual(valid);
  });

  it('keeps an optional Sentry DSN (error reports) and refuses one that is no URL', async () => {
    const withDsn = { ...valid, sentryDsn: 'https://key@o1.ingest.sentry.io/42' };
    await expect(loadRuntimeConfig(respond(withDsn))).resolves.toEqual(withDsn);
    const { parseRuntimeConfig } = await import('./config-schema');
    expect(parseRuntimeConfig('/config.json', withDsn)).toEqual(withDsn);
    await expect(loadRuntimeConfig(respond({ ...valid, sentryDsn: 'nope' }))).rejects.toThrow(
      /is invalid: .*sentryDsn/s,
    );
  });

  it("rejects an empty anon key and a non-object with zod's message", async () => {
    await expect(loadRuntimeConfig(respond({ ...valid, supabaseAnonKey: '' }))).rejects.toThrow(
      /\/config\.json is invalid: .*supabaseAnonKey/s,
    );
    await expect(loadRuntimeConfig(respond([valid]))).rejects.toThrow(/is invalid/);
  });
});
