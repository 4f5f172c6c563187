import type { CsanClient } from '@csan/shared-auth';
import { createFakeSupabase, type FakeResult, type TableCall } from '@csan/shared-auth/testing';

/** A public member as the list and the card's page read them. */
export type MemberRow = {
  directory_id: string;
  full_name: string | null;
  job_title: string | null;
  organization: string | null;
  country: string | null;
  expertise_areas: string[];
  research_interests: string | null;
  bio: string | null;
  location: string | null;
  linkedin_url: string | null;
};

export function memberRow(overrides: Partial<MemberRow> = {}): MemberRow {
  return {
    directory_id: '6f1c2a52-6c1e-4a0e-9a55-000000000001',
    full_name: 'Efua Asante',
    job_title: 'Security Analyst',
    organization: 'Gh-CERT',
    country: 'Ghana',
    expertise_areas: ['Threat Hunting', 'SIEM'],
    research_interests: 'Detection engineering',
    bio: 'Analyst focused on detection.',
    location: 'Kumasi',
    linkedin_url: 'https://www.linkedin.com/in/efua-asante',
    ...overrides,
  };
}

/** The search RPC as the page built it: arguments, options and the builder calls after it. */
export type SearchCall = {
  args: unknown;
  options: unknown;
  filters: Array<[method: string, ...args: unknown[]]>;
};

type SearchAnswer = FakeResult & { count?: number | null };

type Handlers = {
  table?: (call: TableCall) => FakeResult | undefined;
  search?: (call: SearchCall) => SearchAnswer | Promise<SearchAnswer>;
};

/**
 * The kit's fake client, whose `rpc` also takes the builder calls PostgREST allows after a
 * set-returning function (select, order, range) and answers with a count, as paging needs.
 */
export function createDirectoryBackend(handlers: Handlers = {}) {
  const fake = createFakeSupabase({
    table: (call) => handlers.table?.(call) ?? { data: null, error: null },
  });
  const searches: SearchCall[] = [];
  const rpc = (_name: string, args: unknown, options: unknown) => {
    const call: SearchCall = { args, options, filters: [] };
    const chain: object = new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'then') {
            return <A, B>(resolve: (v: SearchAnswer) => A, reject?: (e: unknown) => B) => {
              searches.push(call);
              return Promise.resolve()
                .then(() => handlers.search?.(call) ?? { data: [], error: null, count: 0 })
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
  const client = { ...(fake.client as object), rpc } as unknown as CsanClient;
  return { fake, client, searches };
}
