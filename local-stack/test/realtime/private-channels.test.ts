import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { secretKey } from '../../src/jwt.js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import {
  closeClients,
  eventually,
  realtimeClient,
  sleep,
  subscribe,
  subscribed,
} from './helpers.js';

/**
 * Private channels (Realtime Authorization): joining needs a SELECT policy on realtime.messages
 * for the topic (realtime.topic()), sending needs an INSERT policy; without the SQL grant the
 * join is refused with Realtime's Unauthorized reason.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  await stack.ctx.db.exec(`
    create policy "room-a readers" on realtime.messages for select to authenticated
      using (realtime.topic() = 'room-a' and (select auth.jwt() ->> 'team') = 'a');
    create policy "room-a writers" on realtime.messages for insert to authenticated
      with check (realtime.topic() = 'room-a' and (select auth.jwt() ->> 'writer') = 'yes');
  `);
});
afterEach(closeClients);
afterAll(async () => {
  await stack?.stop();
});

async function token(claims: Record<string, unknown>) {
  return new SignJWT({ role: 'authenticated', sub: randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(secretKey(stack.ctx.config.jwtSecret));
}

async function clientWith(claims: Record<string, unknown> | null) {
  const supabase = realtimeClient(stack);
  if (claims) await supabase.realtime.setAuth(await token(claims));
  return supabase;
}

const privateChannel = (supabase: ReturnType<typeof realtimeClient>, topic: string) =>
  supabase.channel(topic, { config: { private: true } });

describe('private channels', () => {
  it('join only with the SQL grant; anon and other teams are refused', async () => {
    const member = await clientWith({ team: 'a' });
    expect((await subscribe(privateChannel(member, 'room-a'))).status).toBe('SUBSCRIBED');
    const other = await clientWith({ team: 'b' });
    const refused = await subscribe(privateChannel(other, 'room-a'));
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toBe(
      'Unauthorized: You do not have permissions to read from this Channel topic: room-a',
    );
    const anon = await clientWith(null);
    expect((await subscribe(privateChannel(anon, 'room-a'))).status).toBe('CHANNEL_ERROR');
    // The same member has no grant on another topic.
    expect((await subscribe(privateChannel(member, 'room-b'))).status).toBe('CHANNEL_ERROR');
  });

  it('broadcasts need the INSERT grant, and never cross to the public topic of the same name', async () => {
    const writer = await clientWith({ team: 'a', writer: 'yes' });
    const reader = await clientWith({ team: 'a' });
    const outsider = realtimeClient(stack);
    const got: unknown[] = [];
    const heardPublic: unknown[] = [];
    const chW = await subscribed(
      writer.channel('room-a', { config: { private: true, broadcast: { ack: true } } }),
    );
    const chR = await subscribed(
      reader
        .channel('room-a', { config: { private: true, broadcast: { ack: true } } })
        .on('broadcast', { event: 'msg' }, (m) => got.push(m.payload)),
    );
    await subscribed(
      outsider
        .channel('room-a')
        .on('broadcast', { event: 'msg' }, (m) => heardPublic.push(m.payload)),
    );
    expect(await chW.send({ type: 'broadcast', event: 'msg', payload: { from: 'writer' } })).toBe(
      'ok',
    );
    await eventually(() => got.length === 1);
    // The reader may read but not write: its send is refused.
    expect(await chR.send({ type: 'broadcast', event: 'msg', payload: { from: 'reader' } })).toBe(
      'error',
    );
    await sleep(200);
    expect(got).toEqual([{ from: 'writer' }]);
    expect(heardPublic).toEqual([]);
  });

  it('the HTTP API sends to a private topic only with the INSERT grant', async () => {
    const reader = await clientWith({ team: 'a' });
    const got: unknown[] = [];
    await subscribed(
      privateChannel(reader, 'room-a').on('broadcast', { event: 'http' }, (m) =>
        got.push(m.payload),
      ),
    );
    const send = async (bearer: string) =>
      fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messages: [
            { topic: 'room-a', event: 'http', payload: { bearer: bearer.length }, private: true },
          ],
        }),
      });
    expect((await send(await token({ team: 'a' }))).status).toBe(202);
    expect((await send(await token({ team: 'a', writer: 'yes' }))).status).toBe(202);
    await eventually(() => got.length === 1);
    await sleep(200);
    expect(got).toHaveLength(1);
  });
});
