import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { startSeededStack } from './seeded.js';

// The attack: one anonymous request inserted 20,000 leads. Public forms take one row
// per request, at a bounded rate per client; X-Forwarded-For from an untrusted peer is not
// believed, so a new header per request is still the same client.
let stack: TestStack;
beforeAll(async () => {
  stack = await startSeededStack();
});
afterAll(async () => {
  await stack?.stop();
});

const publicItem = '00000000-0000-4000-8300-000000000001';

function post(table: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${stack.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const lead = (n: number) => ({
  resource_id: publicItem,
  lead_name: `Ama ${n}`,
  lead_email: `ama${n}@example.org`,
});

async function storedLeads(): Promise<number> {
  const { rows } = await stack.ctx.db.query<{ n: number }>(
    "select count(*)::int as n from public.content_leads where lead_email like 'ama%@example.org'",
  );
  return rows[0]?.n ?? -1;
}

describe('anonymous writes through /rest/v1', () => {
  it('refuse 5,000 leads in one request with 400 (one submission per request), inserting none', async () => {
    const rows = Array.from({ length: 5_000 }, (_, n) => lead(n));
    const res = await post('content_leads', rows);
    const body = await res.clone().text();
    expect(res.status, body).toBe(400);
    expect(await res.json()).toMatchObject({
      code: '22023',
      message: 'One submission per request',
    });
    expect(await storedLeads()).toBe(0);
  });

  it("refuse the issue's 20,000 leads (2 MB) with 413 before reading them, inserting none", async () => {
    const rows = Array.from({ length: 20_000 }, (_, n) => lead(n));
    const res = await post('content_leads', rows);
    const body = await res.clone().text();
    expect(res.status, body).toBe(413);
    expect(await storedLeads()).toBe(0);
  });

  it('answer 429 after 10 waitlist entries an hour from one client, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const res = await post(
        'waitlist',
        { name: `Kofi ${n}`, email: `kofi${n}@example.org` },
        { 'x-forwarded-for': `203.0.113.${n + 1}` },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toMatchObject({
          message: 'Too many submissions from this address. Please try again in an hour.',
        });
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });
});
