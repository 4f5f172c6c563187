import {
  createFakeSupabase,
  type FakeSupabase,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { createQueryClient } from '@csan/shared-ui/query-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentTypeListQuery, fetchContentTypes } from './content-type-list-query';
import { fetchResource } from './resource-detail-query';
import { fetchResourcePage, resourceListQuery } from './resource-list-query';

/** readPublic, the one way to the database without supabase-js: the queries it is asked. */
const readPublic = vi.fn();
const readPublicCounted = vi.fn();
vi.mock('@csan/shared-auth', async (original) => ({
  ...(await original<typeof import('@csan/shared-auth')>()),
  readPublic: (query: string) => readPublic(query),
  readPublicCounted: (query: string) => readPublicCounted(query),
}));

const TYPES = [
  { content_type: 'Case Study', item_count: 10 },
  { content_type: 'Report', item_count: 12 },
];
const ROW = { item_id: '00000000-0000-4000-8300-000000000001', title: 'Zero Trust' };
const ID = ROW.item_id;

let fake: FakeSupabase;
beforeEach(() => {
  readPublic.mockReset();
  readPublicCounted.mockReset();
  readPublicCounted.mockResolvedValue({ rows: [ROW], count: 31 });
  readPublic.mockImplementation(async (query: string) =>
    query.startsWith('resource_content_types') ? TYPES : [ROW],
  );
  fake = createFakeSupabase({
    table: (call) => (call.table === 'resource_content_types' ? ok(TYPES) : ok([ROW])),
  });
});
afterEach(() => provideTestClient(null));

/** A query string read as PostgREST reads it (`+` is a space, as supabase-js sends it). */
const query = (path: string) => decodeURIComponent(path.replaceAll('+', ' '));

describe('signed out, supabase-js not loaded: the library reads through readPublic', () => {
  beforeEach(() => {
    provideTestClient(null);
    setViewer('signed-out');
  });

  it('a page of the unsearched library: the same PostgREST query, total from the kept counts', async () => {
    const page = await fetchResourcePage({ q: '', types: ['Report', 'Say "hi", (x)'], page: 2 });
    expect(page).toEqual({ rows: [ROW], total: 12 });
    const [list, types] = readPublic.mock.calls.map(([path]) => query(path));
    expect(list).toBe(
      'resource_items?select=item_id,title,description,content_type,access_tier,author_names,publish_date,file_storage_path' +
        '&order=publish_date.desc,item_id.asc&offset=24&limit=24' +
        '&content_type=in.("Report","Say \\"hi\\", (x)")',
    );
    expect(types).toBe(
      'resource_content_types?select=content_type,item_count&order=content_type.asc',
    );
    expect(await fetchContentTypes()).toEqual([
      { contentType: 'Case Study', count: 10 },
      { contentType: 'Report', count: 12 },
    ]);
  });

  it('one item by id, and null when there is none', async () => {
    expect(await fetchResource(ID)).toEqual(ROW);
    expect(query(readPublic.mock.calls[0]?.[0])).toBe(
      `resource_items?select=item_id,title,description,content_type,access_tier,author_names,tags,publish_date,file_storage_path&item_id=eq.${ID}&limit=1`,
    );
    readPublic.mockResolvedValueOnce([]);
    expect(await fetchResource(ID)).toBeNull();
  });

  it('a search: its exact count from readPublicCounted, no per-type counts asked', async () => {
    const page = await fetchResourcePage({ q: 'mobile "money" -sim', types: ['Report'], page: 1 });
    expect(page).toEqual({ rows: [ROW], total: 31 });
    expect(readPublic).not.toHaveBeenCalled();
    expect(query(readPublicCounted.mock.calls[0]?.[0])).toBe(
      'resource_items?select=item_id,title,description,content_type,access_tier,author_names,publish_date,file_storage_path' +
        '&order=publish_date.desc,item_id.asc&offset=0&limit=24' +
        '&content_type=in.("Report")&search_vector=wfts(english).mobile "money" -sim',
    );
  });

  it("the list's query takes the per-type counts the type filter asks for: one request", async () => {
    // The portal's client (30 s fresh): page 2 within it reuses the counts too.
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    const search = { q: '', types: [], page: 1 };
    await Promise.all([
      client.fetchQuery(contentTypeListQuery()),
      client.fetchQuery(resourceListQuery(search)),
    ]);
    await client.fetchQuery(resourceListQuery({ ...search, page: 2 }));
    const typeReads = readPublic.mock.calls.filter(([path]) =>
      String(path).startsWith('resource_content_types'),
    );
    expect(typeReads).toHaveLength(1);
    expect(client.getQueryData(resourceListQuery(search).queryKey)?.total).toBe(22);
  });
});

describe('signed in, or supabase-js already loaded: reads use the client (its token)', () => {
  it.each([
    ['a member', { id: 'member-1', tier: 'Professional' }],
    ['a visitor whose client loaded (a download)', 'signed-out'],
  ] as const)('%s', async (_who, viewer) => {
    provideTestClient(() => fake.client);
    setViewer(viewer);
    await fetchResourcePage({ q: '', types: [], page: 1 });
    await fetchResource(ID);
    expect(readPublic).not.toHaveBeenCalled();
    expect(fake.tableCalls.filter((c) => c.table === 'resource_items')).toHaveLength(2);
  });
});
