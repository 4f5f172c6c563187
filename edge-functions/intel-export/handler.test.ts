import { describe, expect, it } from 'vitest';
import { indicatorsCsv } from './csv.ts';
import { createHandler, fileSlug } from './handler.ts';
import {
  buildStixBundle,
  type ExportAdvisory,
  type ExportIndicator,
  stixPattern,
  type Tlp,
  tlpMarkingDefinition,
} from './stix.ts';
import { stixBundleErrors } from './stix-schema.ts';

// The export function with a fake backend: the bundle validates against the OASIS STIX 2.1
// JSON schemas at every TLP level, the CSV is safe in a spreadsheet, refusals map to statuses.
// Who may export what is the database's (supabase/tests/intel-tlp.test.ts).
const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
};
const ADVISORY_ID = '00000000-0000-4000-8901-000000000003';

const advisory = (tlp: Tlp): ExportAdvisory => ({
  id: ADVISORY_ID,
  title: 'Web shell found on a ministry portal!',
  summary: 'A web shell.',
  tlp,
  created_at: '2026-11-26T10:00:00+00:00',
  updated_at: '2026-11-26T12:00:00.123+00:00',
  published_at: '2026-11-26T10:05:00+00:00',
});

let n = 0;
const indicator = (type: ExportIndicator['type'], value: string): ExportIndicator => ({
  id: `5f0c2a4e-1b3d-4c5e-8f7a-${String(++n).padStart(12, '0')}`,
  type,
  value,
  description: n % 2 ? `seen ${n}` : null,
  created_at: '2026-11-26T10:00:00+00:00',
});
const ALL = [
  indicator('ipv4', '196.43.12.7'),
  indicator('ipv6', '2001:db8::dead:beef'),
  indicator('cidr', '198.51.100.0/24'),
  indicator('cidr', '2001:db8::/32'),
  indicator('domain', 'portal.gov.gh'),
  indicator('url', "https://x.example/a'b\\c"),
  indicator('sha256', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'),
  indicator('sha1', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'),
  indicator('md5', 'd41d8cd98f00b204e9800998ecf8427e'),
  indicator('email', 'support@momo.example'),
  indicator('cve', 'CVE-2024-3400'),
];

function fakeBackend(rpc: { status: number; body: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/auth/v1/user')) return reply({ id: 'u1', email: 'responder@csan.test' });
    if (url.includes('/rpc/intel_export_advisory')) return reply(rpc.body, rpc.status);
    return reply({ message: `unexpected ${url}` }, 500);
  };
  return { calls, fetchFn };
}

const post = (body: unknown, authorization = 'Bearer token') =>
  new Request('http://fn.test/intel-export', {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('STIX 2.1 bundle', () => {
  it.each<Tlp>(['clear', 'green', 'amber', 'amber_strict', 'red'])(
    'validates against the OASIS STIX 2.1 schemas, marked %s on every object',
    (tlp) => {
      const bundle = buildStixBundle(advisory(tlp), ALL, '0b7c6f7e-3a1d-4b8e-9c2f-5d6e7f8a9b0c');
      expect(stixBundleErrors(bundle)).toEqual([]);
      const [marking, ...others] = bundle.objects;
      expect(marking).toEqual(tlpMarkingDefinition(tlp));
      for (const object of others) {
        expect((object as { object_marking_refs: string[] }).object_marking_refs).toEqual([
          marking?.id,
        ]);
      }
      expect(others.map((o) => o.type)).toEqual([
        'identity',
        ...Array(10).fill('indicator'),
        'vulnerability',
      ]);
    },
  );

  it('writes the TLP 2.0 markings as OASIS publishes them', () => {
    expect(tlpMarkingDefinition('amber_strict')).toEqual({
      type: 'marking-definition',
      spec_version: '2.1',
      id: 'marking-definition--939a9414-2ddd-4d32-a0cd-375ea402b003',
      created: '2022-10-01T00:00:00.000Z',
      name: 'TLP:AMBER+STRICT',
      extensions: {
        'extension-definition--60a3c5c5-0d10-413e-aab3-9e08dde9e88d': {
          extension_type: 'property-extension',
          tlp_2_0: 'amber+strict',
        },
      },
    });
    expect(tlpMarkingDefinition('clear').id).toBe(
      'marking-definition--94868c89-83c2-464b-929b-a1a8aa3c8487',
    );
    expect(tlpMarkingDefinition('red').name).toBe('TLP:RED');
  });

  it('writes a STIX pattern per type, escaping quotes and backslashes', () => {
    expect(stixPattern('ipv4', '1.2.3.4')).toBe("[ipv4-addr:value = '1.2.3.4']");
    expect(stixPattern('cidr', '2001:db8::/32')).toBe("[ipv6-addr:value ISSUBSET '2001:db8::/32']");
    expect(stixPattern('sha256', 'ab')).toBe("[file:hashes.'SHA-256' = 'ab']");
    expect(stixPattern('md5', 'ab')).toBe("[file:hashes.MD5 = 'ab']");
    expect(stixPattern('url', "https://x/a'b\\c")).toBe("[url:value = 'https://x/a\\'b\\\\c']");
    expect(stixPattern('cve', 'CVE-2024-3400')).toBeNull();
  });

  it('is refused by the schemas when broken (the validation is real)', () => {
    const bundle = buildStixBundle(advisory('amber'), ALL.slice(0, 1), 'not-a-uuid');
    expect(stixBundleErrors(bundle)).not.toEqual([]);
    const noPattern = buildStixBundle(advisory('amber'), ALL.slice(0, 1), crypto.randomUUID());
    delete (noPattern.objects[2] as { pattern?: string }).pattern;
    expect(stixBundleErrors(noPattern)).not.toEqual([]);
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    const csv = indicatorsCsv([
      { ...ALL[0], description: 'a, "b"' } as ExportIndicator,
      { ...ALL[1], value: '=HYPERLINK("x")', description: null } as ExportIndicator,
    ]);
    expect(csv).toBe(
      'type,value,description\r\nipv4,196.43.12.7,"a, ""b"""\r\nipv6,"\'=HYPERLINK(""x"")",\r\n',
    );
  });
});

describe('intel-export handler', () => {
  it('serves the bundle as <slug>.stix.json, asking the database as the caller', async () => {
    const backend = fakeBackend({
      status: 200,
      body: { advisory: advisory('amber'), indicators: ALL },
    });
    const res = await createHandler({ env, fetch: backend.fetchFn })(
      post({ advisory_id: ADVISORY_ID, format: 'stix' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/stix+json;version=2.1');
    expect(res.headers.get('Content-Disposition')).toBe(
      'attachment; filename="web-shell-found-on-a-ministry-portal.stix.json"',
    );
    expect(stixBundleErrors(await res.json())).toEqual([]);
    expect(backend.calls.find((c) => c.url.includes('intel_export_advisory'))?.body).toEqual({
      advisory_id: ADVISORY_ID,
      format: 'stix',
    });
  });

  it('serves CSV as <slug>.csv', async () => {
    const backend = fakeBackend({
      status: 200,
      body: { advisory: advisory('green'), indicators: ALL },
    });
    const res = await createHandler({ env, fetch: backend.fetchFn })(
      post({ advisory_id: ADVISORY_ID, format: 'csv' }),
    );
    expect(res.headers.get('Content-Disposition')).toContain('.csv"');
    expect((await res.text()).split('\r\n')[1]).toBe('ipv4,196.43.12.7,seen 1');
  });

  it('maps refusals: 404 not readable, 403 no flag/aal1, 400 bad body, 401 signed out', async () => {
    const status = async (
      rpc: { status: number; body: unknown },
      request = post({ advisory_id: ADVISORY_ID, format: 'stix' }),
    ) => (await createHandler({ env, fetch: fakeBackend(rpc).fetchFn })(request)).status;
    expect(
      await status({ status: 404, body: { code: 'PT404', message: 'Advisory not found' } }),
    ).toBe(404);
    expect(await status({ status: 403, body: { code: '42501', message: 'no' } })).toBe(403);
    const ok = { status: 200, body: {} };
    expect(await status(ok, post({ advisory_id: 'x', format: 'stix' }))).toBe(400);
    expect(await status(ok, post({ advisory_id: ADVISORY_ID, format: 'pdf' }))).toBe(400);
    expect(await status(ok, post({ advisory_id: ADVISORY_ID, format: 'stix' }, ''))).toBe(401);
  });

  it('names files from the title', () => {
    expect(fileSlug('  Réseau: TLP/AMBER  ')).toBe('reseau-tlp-amber');
    expect(fileSlug('!!!')).toBe('advisory');
  });
});
