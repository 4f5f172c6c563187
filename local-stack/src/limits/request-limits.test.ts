import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimits, inFlightLimit, MAX_BODY_BYTES } from './request-limits.js';

/** An app whose requests stay open until the test lets them go. */
function heldApp(options: { max: number; maxWaiting: number }) {
  const gates: (() => void)[] = [];
  let started = 0;
  const app = new Hono();
  app.use(
    '*',
    inFlightLimit({
      trustedProxies: ['127.0.0.1'],
      forwardedForHeader: 'x-forwarded-for',
      ...options,
    }),
  );
  app.all('*', async (c) => {
    started += 1;
    await new Promise<void>((resolve) => gates.push(resolve));
    return c.text('done');
  });
  const from = (address: string, headers: Record<string, string> = {}) =>
    app.request('/x', { headers: { 'x-forwarded-for': address, ...headers } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { from, gates, started: () => started, settle };
}

describe('in-flight requests per client', () => {
  it('runs `max` at once, queues `maxWaiting`, refuses the next with a JSON 429', async () => {
    const app = heldApp({ max: 2, maxWaiting: 1 });
    const first = [app.from('192.0.2.1'), app.from('192.0.2.1'), app.from('192.0.2.1')];
    await app.settle();
    expect(app.started()).toBe(2);
    const refused = await app.from('192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests' });
    // Another client is not held up by the first one's line.
    const other = app.from('192.0.2.2');
    await app.settle();
    expect(app.started()).toBe(3);
    // One ends: the waiting request of the same client takes its place.
    app.gates.shift()?.();
    await app.settle();
    expect(app.started()).toBe(4);
    for (const open of app.gates.splice(0)) open();
    expect((await Promise.all([...first, other])).map((r) => r.status)).toEqual([
      200, 200, 200, 200,
    ]);
  });

  it('counts an IPv6 client by its /64', async () => {
    const app = heldApp({ max: 1, maxWaiting: 0 });
    const held = app.from('2001:db8:1:2::1');
    await app.settle();
    expect((await app.from('2001:db8:1:2:ffff::9')).status).toBe(429);
    const elsewhere = app.from('2001:db8:1:3::1');
    await app.settle();
    expect(app.started()).toBe(2);
    for (const open of app.gates.splice(0)) open();
    await Promise.all([held, elsewhere]);
  });

  it('never counts a websocket upgrade', async () => {
    const app = heldApp({ max: 1, maxWaiting: 0 });
    const held = app.from('192.0.2.7');
    await app.settle();
    const upgrades = [
      app.from('192.0.2.7', { upgrade: 'websocket' }),
      app.from('192.0.2.7', { upgrade: 'websocket' }),
    ];
    await app.settle();
    expect(app.started()).toBe(3);
    for (const open of app.gates.splice(0)) open();
    await Promise.all([held, ...upgrades]);
  });
});

describe('body limits', () => {
  const app = new Hono();
  app.use('*', bodyLimits());
  app.all('*', async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
  const big = new Uint8Array(MAX_BODY_BYTES + 1);

  it.each([
    ['/rest/v1/waitlist', { code: 'PGRST413' }],
    ['/auth/v1/signup', { error_code: 'request_too_large' }],
    ['/functions/v1/send-lead-notification', { code: 413 }],
  ])('%s: 413 in the service’s JSON error shape', async (path, shape) => {
    const res = await app.request(path, { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject(shape);
  });

  it('storage takes a body beyond 1 MiB (its buckets judge the size)', async () => {
    const res = await app.request('/storage/v1/object/b/x', { method: 'POST', body: big });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(String(big.byteLength));
  });

  it('counts a body sent without a length (chunked)', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(new Uint8Array(MAX_BODY_BYTES / 2));
        controller.close();
      },
    });
    const res = await app.request('/rest/v1/waitlist', {
      method: 'POST',
      body: stream,
      headers: { 'transfer-encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});
