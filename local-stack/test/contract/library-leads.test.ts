import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { DEMO, signIn, signInAal2, startSeededStack } from './seeded.js';

// The library and R&D inquiry calls: the library read and
// search, tier-gated downloads from the `resources` bucket, leads, inquiries.
// send-rd-inquiry-notification: rd-inquiry-and-beta-access.test.ts.

let stack: TestStack;
type Caller = 'anon' | 'student' | 'professional' | 'corporate' | 'admin' | 'lockedout' | 'kwame';
const as = {} as Record<Caller, SupabaseClient>;

beforeAll(async () => {
  stack = await startSeededStack();
  as.anon = client(stack);
  for (const who of [
    'student',
    'professional',
    'corporate',
    'admin',
    'lockedout',
    'kwame',
  ] as const) {
    as[who] = await signIn(stack, who);
  }
  // The admin has a factor: admin reads need the session that passed it.
  as.admin = await signInAal2(stack, 'admin');
});
afterAll(async () => {
  await stack?.stop();
});

const itemId = (n: number) => `00000000-0000-4000-8300-${String(n).padStart(12, '0')}`;

describe('resource_items', () => {
  it('anyone reads all 32 items (all columns), newest publish_date first', async () => {
    const { data, error } = await as.anon
      .from('resource_items')
      .select('*')
      .order('publish_date', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(32);
    // Item n is published n*9 days ago, so the order is item 1, 2, 3, …
    expect(data?.slice(0, 3).map((r) => r.item_id)).toEqual([itemId(1), itemId(2), itemId(3)]);
    expect(Object.keys(data?.[0] ?? {})).toEqual(
      expect.arrayContaining(['title', 'access_tier', 'file_storage_path', 'search_vector']),
    );
  });

  it('searches search_vector with web-search syntax in English', async () => {
    const { data, error } = await as.anon
      .from('resource_items')
      .select('item_id, title')
      .textSearch('search_vector', 'banking -trojans', { type: 'websearch', config: 'english' })
      .order('publish_date', { ascending: false });
    expect(error).toBeNull();
    // "banking" matches items 1, 9 (Trojans, excluded) and 21 (banks stem to "bank").
    expect(data?.map((r) => r.item_id)).toEqual([itemId(1), itemId(21)]);
    const phrase = await as.anon
      .from('resource_items')
      .select('item_id')
      .textSearch('search_vector', '"mobile money"', { type: 'websearch', config: 'english' });
    expect(phrase.data?.map((r) => r.item_id)).toEqual([itemId(3)]);
  });

  it('pages with an exact count', async () => {
    const { data, count, error } = await as.anon
      .from('resource_items')
      .select('item_id', { count: 'exact' })
      .order('publish_date', { ascending: false })
      .range(24, 35);
    expect(error).toBeNull();
    expect(count).toBe(32);
    expect(data?.map((r) => r.item_id)).toEqual([25, 26, 27, 28, 29, 30, 31, 32].map(itemId));
  });

  it('visitors and members cannot write the library', async () => {
    const insert = await as.anon
      .from('resource_items')
      .insert({ title: 'Spam', content_type: 'Article', author_names: ['x'] });
    expect(insert.error?.code).toBe('42501');
    const update = await as.student
      .from('resource_items')
      .update({ access_tier: 'Public' })
      .eq('item_id', itemId(7))
      .select('item_id');
    expect(update).toMatchObject({ error: null, data: [] });
  });
});

describe('downloads from the resources bucket, decided by tier (storage RLS)', () => {
  const paths = new Map<number, string>();
  beforeAll(async () => {
    const { data } = await as.anon
      .from('resource_items')
      .select('item_id, file_storage_path')
      .in('item_id', [1, 2, 3, 7].map(itemId));
    for (const row of data ?? []) paths.set(Number(row.item_id.slice(-2)), row.file_storage_path);
  });

  // Items: 1 Public, 2 Student, 3 Professional, 7 Corporate.
  it.each<[Caller, number, boolean]>([
    ['anon', 1, true],
    ['anon', 2, false],
    ['student', 2, true],
    ['student', 3, false],
    ['professional', 3, true],
    ['professional', 7, false],
    ['corporate', 7, true],
    ['admin', 7, true],
    ['kwame', 1, true],
    ['kwame', 2, false],
    ['lockedout', 1, true],
    ['lockedout', 2, false],
  ])('%s downloading item %i: %s', async (who, n, allowed) => {
    const path = paths.get(n) ?? '';
    const { data, error } = await as[who].storage.from('resources').download(path);
    if (allowed) {
      expect(error).toBeNull();
      const bytes = new Uint8Array(await (data as Blob).arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      // The browser saves it under the last path segment.
      expect(path.split('/').at(-1)).toMatch(
        new RegExp(`^${String(n).padStart(2, '0')}-.+\\.pdf$`),
      );
    } else {
      expect(data).toBeNull();
      expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    }
  });
});

describe('listing and signing in the resources bucket follow the same tier rule', () => {
  // Public items: 1, 4, 5, 6, 13, 18, 20, 22, 29. Student adds 2, 8, 10, 14, 16, 25, 27, 32.
  it.each<[Caller, number]>([
    ['anon', 9],
    ['kwame', 9],
    ['student', 17],
    ['admin', 32],
    ['lockedout', 9],
  ])('%s lists %i files under seed/', async (who, count) => {
    const { data, error } = await as[who].storage.from('resources').list('seed', { limit: 100 });
    expect(error).toBeNull();
    expect(data).toHaveLength(count);
  });

  it('a member signs a URL for an item of their tier, not above it', async () => {
    const [student, professional] = await Promise.all(
      [2, 3].map(async (n) => {
        const { data } = await as.anon
          .from('resource_items')
          .select('file_storage_path')
          .eq('item_id', itemId(n))
          .single();
        return data?.file_storage_path ?? '';
      }),
    );
    const signed = await as.student.storage.from('resources').createSignedUrl(student ?? '', 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const refused = await as.student.storage
      .from('resources')
      .createSignedUrl(professional ?? '', 60);
    expect(refused.data).toBeNull();
    expect(refused.error?.message).toBe('Object not found');
  });
});

describe('content_leads', () => {
  it('a visitor leaves a lead; only the admin reads it', async () => {
    const lead = {
      lead_name: 'Ama Visitor',
      lead_email: 'ama.visitor@example.org',
      organization: 'Visitor Org',
      resource_id: itemId(4),
    };
    const inserted = await as.anon.from('content_leads').insert(lead);
    expect(inserted).toMatchObject({ error: null, status: 201 });
    expect((await as.anon.from('content_leads').select('lead_email')).data).toEqual([]);
    expect((await as.student.from('content_leads').select('lead_email')).data).toEqual([]);
    const admin = await as.admin
      .from('content_leads')
      .select('lead_name, lead_email, organization, resource_id')
      .eq('lead_email', lead.lead_email);
    expect(admin.data).toEqual([lead]);
  });

  it('refuses a lead without a valid e-mail (check constraint)', async () => {
    const { error } = await as.anon
      .from('content_leads')
      .insert({ lead_name: 'X', lead_email: 'not-an-email', resource_id: itemId(4) });
    expect(error?.code).toBe('23514');
  });

  it('send-lead-notification mails the inbox of a stored lead (its failure is ignored by the page)', async () => {
    const leadId = crypto.randomUUID();
    const stored = await as.anon.from('content_leads').insert({
      lead_id: leadId,
      lead_name: 'Ama Visitor',
      lead_email: 'ama.visitor@example.org',
      organization: 'Visitor Org',
      resource_id: itemId(4),
    });
    expect(stored.error).toBeNull();
    const { data, error } = await as.anon.functions.invoke('send-lead-notification', {
      body: { leadId },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    expect(stack.ctx.mailbox.list()[0]?.subject).toBe(
      'New resource lead: Hardening Linux Servers: A Technical Guide',
    );
  });
});

describe('rd_inquiries', () => {
  const inquiry = {
    contact_name: 'Dr. Test Contact',
    contact_email: 'contact@example.org',
    organization_name: 'Test Ministry',
    organization_type: 'government',
    project_title: 'Contract-suite study',
    project_scope: null,
  };

  it('a visitor submits an inquiry (status new); only the admin reads it', async () => {
    expect(await as.anon.from('rd_inquiries').insert(inquiry)).toMatchObject({ error: null });
    expect((await as.anon.from('rd_inquiries').select('inquiry_id')).data).toEqual([]);
    expect((await as.professional.from('rd_inquiries').select('inquiry_id')).data).toEqual([]);
    const admin = await as.admin
      .from('rd_inquiries')
      .select('project_title, status, project_scope')
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(admin.data).toEqual({
      project_title: inquiry.project_title,
      status: 'new',
      project_scope: null,
    });
  });

  it('refuses a visitor choosing its own status or an unknown organisation type', async () => {
    const status = await as.anon.from('rd_inquiries').insert({ ...inquiry, status: 'completed' });
    expect(status.error?.code).toBe('42501');
    const type = await as.anon
      .from('rd_inquiries')
      .insert({ ...inquiry, organization_type: 'cartel' });
    expect(type.error?.code).toBe('23514');
  });
});

it('downloads are counted by start_resource_download, never inserted by the browser', async () => {
  const forged = await as.student
    .from('resource_downloads')
    .insert({ resource_id: itemId(2), user_id: DEMO.student.id });
  expect(forged.error?.code).toBe('42501');
  const started = await as.student.rpc('start_resource_download', { p_item_id: itemId(2) });
  expect(started).toMatchObject({ error: null, data: expect.stringMatching(/^seed\/02-/) });
  const refused = await as.student.rpc('start_resource_download', { p_item_id: itemId(3) });
  expect(refused.error?.message).toBe('tier_required');
});
