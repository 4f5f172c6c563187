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

describe('anonymous writes through /rest/v1', () => {
  it('refuse 20,000 leads in one request with 400, inserting none', async () => {
    const rows = Array.from({ length: 20_000 }, (_, n) => lead(n));
    const res = await post('content_leads', rows);
    const body = await res.clone().text();
    expect(res.status, body).toBe(400);
    expect(await res.json()).toMatchObject({
      code: '22023',
      message: 'One submission per request',
    });
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
