import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import { RawSocket } from './raw-socket.js';

/**
 * Hostile and careless clients get an error reply or a closed socket, never a crashed stack,
 * under the per-connection limits of src/realtime/limits.ts (Realtime's defaults: 100 channels
 * per client, 100 joins and 100 events a second, 5 MB frames).
 */
let stack: TestStack;
const sockets: RawSocket[] = [];
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
afterAll(async () => {
  await stack?.stop();
});

async function open() {
  const socket = await RawSocket.open(stack);
  sockets.push(socket);
  return socket;
}

/** After each case: the stack still answers HTTP and a new socket joins. */
async function stillServing() {
  expect((await fetch(`${stack.url}/_dev/health`)).status).toBe(200);
  const fresh = await open();
  const { reply } = await fresh.join('realtime:after');
  expect(reply.status).toBe('ok');
}

describe('the handshake', () => {
  it('refuses a socket without an API key or with a bad one (401, JSON)', async () => {
    const base = `${stack.url}/realtime/v1/websocket`;
    for (const url of [`${base}?vsn=2.0.0`, `${base}?apikey=not-a-jwt&vsn=2.0.0`]) {
      const status = await new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('open', () => resolve(101));
      });
      expect(status).toBe(401);
    }
    // Any other path is no websocket.
    const other = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/rest/v1/websocket`);
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(-1));
    });
    expect(other).not.toBe(101);
  });
});

describe('malformed frames', () => {
  it.each([
    ['invalid JSON', '{nope'],
    ['not an array', '{"topic":"x"}'],
    ['an array of the wrong length', '[1,2,3]'],
    ['a non-string topic', '[null,"1",5,"phx_join",{}]'],
  ])('%s closes the socket (1007)', async (_name, frame) => {
    const socket = await open();
    socket.ws.send(frame);
    expect((await socket.whenClosed()).code).toBe(1007);
    await stillServing();
  });

  it('binary garbage closes the socket (1007)', async () => {
    const socket = await open();
    socket.ws.send(Buffer.from([3, 200, 200, 200, 200, 200, 1, 0]));
    expect((await socket.whenClosed()).code).toBe(1007);
    await stillServing();
  });

  it('an oversized frame (over 5 MB) closes the socket (1009)', async () => {
    const socket = await open();
    await socket.join('realtime:big');
    socket.ws.send(
      JSON.stringify([null, '9', 'realtime:big', 'broadcast', { x: 'a'.repeat(5_100_000) }]),
    );
    expect((await socket.whenClosed(10_000)).code).toBe(1009);
    await stillServing();
  });
});

describe('protocol misuse', () => {
  it('unknown events are ignored, unjoined topics answered "unmatched topic", heartbeats go on', async () => {
    const socket = await open();
    const { ref } = await socket.join('realtime:room');
    socket.push('realtime:room', 'no-such-event', { a: 1 }, ref);
    const stray = socket.push('realtime:elsewhere', 'broadcast', { type: 'broadcast', event: 'x' });
    expect(await socket.reply(stray)).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    const other = socket.push('not-realtime', 'phx_join', {});
    expect((await socket.reply(other)).response).toEqual({ reason: 'unmatched topic' });
    const empty = await socket.join('realtime:');
    expect(empty.reply.response).toEqual({
      reason: 'TopicNameRequired: You must provide a topic name',
    });
    const beat = socket.push('phoenix', 'heartbeat', {});
    expect(await socket.reply(beat)).toEqual({ status: 'ok', response: {} });
    expect(socket.closed).toBeUndefined();
  });

  it('a bad join payload is read with defaults, a bad access token is refused', async () => {
    const socket = await open();
    const ref = socket.push('realtime:odd', 'phx_join', 'not an object');
    expect((await socket.reply(ref)).status).toBe('ok');
    const bad = socket.push('realtime:odd2', 'phx_join', { config: {}, access_token: 'x.y.z' });
    expect((await socket.reply(bad)).response).toEqual({
      reason: 'MalformedJWT: The token provided is not a valid JWT',
    });
  });
});

describe('limits', () => {
  it('a join flood gets the rate-limit reply and the socket is closed', async () => {
    const socket = await open();
    const refs = Array.from({ length: 150 }, (_, i) =>
      socket.push(`realtime:flood-${i}`, 'phx_join', { config: {} }),
    );
    await socket.whenClosed(5000);
    const replies = socket.received.filter(
      (m) => m[3] === 'phx_reply' && refs.includes(String(m[1])),
    );
    expect(
      replies.some(
        (m) =>
          (m[4] as { response: { reason?: string } }).response.reason ===
          'ClientJoinRateLimitReached: Too many joins per second',
      ),
    ).toBe(true);
    await stillServing();
  });

  it('the 101st channel of one client is refused; thousands of joins close the socket', async () => {
    const socket = await open();
    for (let i = 0; i < 100; i++) {
      socket.push(`realtime:many-${i}`, 'phx_join', { config: {} });
      if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const extra = await socket.join('realtime:one-too-many');
    expect(extra.reply).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });

    const flood = await open();
    for (let i = 0; i < 5000; i++) flood.push(`realtime:t-${i}`, 'phx_join', { config: {} });
    await flood.whenClosed(10_000);
    await stillServing();
  });

  it('more than 100 events a second close the channel with "Too many messages per second"', async () => {
    const socket = await open();
    const { ref } = await socket.join('realtime:chatty');
    for (let i = 0; i < 150; i++)
      socket.push(
        'realtime:chatty',
        'broadcast',
        { type: 'broadcast', event: 'e', payload: { i } },
        ref,
      );
    const until = Date.now() + 3000;
    while (!socket.received.some((m) => m[3] === 'phx_close') && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const system = socket.received.find((m) => m[3] === 'system');
    expect(system?.[4]).toMatchObject({
      status: 'error',
      message: 'Too many messages per second',
      channel: 'chatty',
    });
    expect(socket.received.some((m) => m[3] === 'phx_close')).toBe(true);
    await stillServing();
  });

  it('presence: a non-map track payload is refused, and six calls in 30 s close the channel', async () => {
    const socket = await open();
    const { ref } = await socket.join('realtime:presence-limit', { presence: { key: 'k' } });
    const bad = socket.push(
      'realtime:presence-limit',
      'presence',
      { type: 'presence', event: 'track', payload: 5 },
      ref,
    );
    expect(await socket.reply(bad)).toEqual({
      status: 'error',
      response: { reason: 'Presence track payload must be a map' },
    });
    for (let i = 0; i < 5; i++)
      socket.push(
        'realtime:presence-limit',
        'presence',
        { type: 'presence', event: 'track', payload: { i } },
        ref,
      );
    const until = Date.now() + 3000;
    while (!socket.received.some((m) => m[3] === 'system') && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(socket.received.find((m) => m[3] === 'system')?.[4]).toMatchObject({
      message: 'Client presence rate limit exceeded',
    });
  });
});

describe('the HTTP broadcast API', () => {
  it('answers 401 without a key, 400 for invalid JSON, 422 for a malformed batch', async () => {
    const url = `${stack.url}/realtime/v1/api/broadcast`;
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    expect((await fetch(url, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await fetch(url, { method: 'POST', headers, body: '{nope' })).status).toBe(400);
    expect((await fetch(url, { method: 'POST', headers, body: '{"messages":5}' })).status).toBe(
      422,
    );
    expect(
      (await fetch(url, { method: 'POST', headers, body: '{"messages":[{"topic":1}]}' })).status,
    ).toBe(422);
    expect((await fetch(`${stack.url}/realtime/v1/nothing`, { headers })).status).toBe(404);
  });
});
