import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import { closeClients, eventually, realtimeClient, sleep, subscribed } from './helpers.js';

/** Broadcast and presence between two supabase-js clients, through /realtime/v1/websocket. */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterEach(closeClients);
afterAll(async () => {
  await stack?.stop();
});

let n = 0;
const room = () => `room-${Date.now()}-${++n}`;

describe('broadcast', () => {
  it('reaches the other client, not the sender unless self is set', async () => {
    const topic = room();
    const a = realtimeClient(stack);
    const b = realtimeClient(stack);
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    const chA = await subscribed(
      a.channel(topic).on('broadcast', { event: 'cursor' }, (m) => gotA.push(m.payload)),
    );
    await subscribed(
      b.channel(topic).on('broadcast', { event: 'cursor' }, (m) => gotB.push(m.payload)),
    );
    const sent = await chA.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } });
    expect(sent).toBe('ok');
    await eventually(() => gotB.length === 1);
    expect(gotB).toEqual([{ x: 1 }]);
    await sleep(100);
    expect(gotA).toEqual([]);
  });

  it('with self, the sender hears itself; with ack, the send is confirmed', async () => {
    const topic = room();
    const a = realtimeClient(stack);
    const got: unknown[] = [];
    const ch = await subscribed(
      a
        .channel(topic, { config: { broadcast: { self: true, ack: true } } })
        .on('broadcast', { event: 'ping' }, (m) => got.push(m.payload)),
    );
    expect(await ch.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    await eventually(() => got.length === 1);
    expect(got).toEqual([{ n: 1 }]);
  });

  it('speaks the 1.0.0 serializer (JSON objects) to a client that asks for it', async () => {
    const topic = room();
    const a = realtimeClient(stack, stack.anonKey, '1.0.0');
    const b = realtimeClient(stack, stack.anonKey, '2.0.0');
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    const chA = await subscribed(
      a
        .channel(topic, { config: { broadcast: { ack: true } } })
        .on('broadcast', { event: 'v' }, (m) => gotA.push(m.payload)),
    );
    const chB = await subscribed(
      b.channel(topic).on('broadcast', { event: 'v' }, (m) => gotB.push(m.payload)),
    );
    expect(await chA.send({ type: 'broadcast', event: 'v', payload: { from: 1 } })).toBe('ok');
    await chB.send({ type: 'broadcast', event: 'v', payload: { from: 2 } });
    await eventually(() => gotA.length === 1 && gotB.length === 1);
    expect(gotA).toEqual([{ from: 2 }]);
    expect(gotB).toEqual([{ from: 1 }]);
  });

  it('carries binary payloads as bytes', async () => {
    const topic = room();
    const a = realtimeClient(stack);
    const b = realtimeClient(stack);
    const got: unknown[] = [];
    const chA = await subscribed(a.channel(topic));
    await subscribed(
      b.channel(topic).on('broadcast', { event: 'bin' }, (m) => got.push(m.payload)),
    );
    await chA.send({
      type: 'broadcast',
      event: 'bin',
      payload: new Uint8Array([1, 2, 255]).buffer,
    });
    const payload = await eventually(() => got[0]);
    expect([...new Uint8Array(payload as ArrayBuffer)]).toEqual([1, 2, 255]);
  });

  it('the HTTP endpoints send without a socket (202)', async () => {
    const topic = room();
    const b = realtimeClient(stack);
    const got: unknown[] = [];
    await subscribed(b.channel(topic).on('broadcast', { event: '*' }, (m) => got.push(m.payload)));
    const sender = realtimeClient(stack).channel(topic);
    await expect(sender.httpSend('http', { via: 'httpSend' })).resolves.toEqual({ success: true });
    const batch = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic, event: 'batch', payload: { via: 'batch' } }] }),
    });
    expect(batch.status).toBe(202);
    await eventually(() => got.length === 2);
    expect(got).toEqual([{ via: 'httpSend' }, { via: 'batch' }]);
  });

  it('realtime.send() in SQL broadcasts to a public topic', async () => {
    const topic = room();
    const b = realtimeClient(stack);
    const got: unknown[] = [];
    await subscribed(
      b.channel(topic).on('broadcast', { event: 'from-sql' }, (m) => got.push(m.payload)),
    );
    await stack.ctx.db.query(
      `select realtime.send('{"hello":"sql"}'::jsonb, 'from-sql', $1, false)`,
      [topic],
    );
    const payload = await eventually(() => got[0]);
    expect(payload).toMatchObject({ hello: 'sql' });
  });
});

describe('presence', () => {
  it('track, sync, join and leave between two clients', async () => {
    const topic = room();
    const a = realtimeClient(stack);
    const b = realtimeClient(stack);
    const joins: string[] = [];
    const leaves: string[] = [];
    const chA = await subscribed(
      a
        .channel(topic, { config: { presence: { key: 'alice' } } })
        .on('presence', { event: 'join' }, ({ key }) => joins.push(key))
        .on('presence', { event: 'leave' }, ({ key }) => leaves.push(key)),
    );
    const chB = await subscribed(
      b
        .channel(topic, { config: { presence: { key: 'bob' } } })
        .on('presence', { event: 'sync' }, () => undefined),
    );
    expect(await chA.track({ status: 'online' })).toBe('ok');
    expect(await chB.track({ status: 'away' })).toBe('ok');
    await eventually(() => Object.keys(chB.presenceState()).length === 2);
    expect(chB.presenceState().alice?.[0]).toMatchObject({ status: 'online' });
    await eventually(() => joins.includes('bob'));
    expect(chA.presenceState().bob?.[0]).toMatchObject({ status: 'away' });
    expect(await chB.untrack()).toBe('ok');
    await eventually(() => leaves.includes('bob'));
    expect(chA.presenceState().bob).toBeUndefined();
    // A late joiner gets the state at once (presence_state).
    const c = realtimeClient(stack);
    const chC = await subscribed(
      c
        .channel(topic, { config: { presence: { key: 'carol' } } })
        .on('presence', { event: 'sync' }, () => undefined),
    );
    await eventually(() => chC.presenceState().alice);
    // Leaving the channel takes its presence away.
    await a.removeChannel(chA);
    await eventually(() => !chC.presenceState().alice);
  });
});
