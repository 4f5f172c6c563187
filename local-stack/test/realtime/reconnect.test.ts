import { afterAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import { closeClients, eventually, realtimeClient, subscribed } from './helpers.js';

/**
 * The stack restarts under open channels: realtime-js reconnects with its back-off
 * (1, 2, 5, 10 s) and joins its channels again; broadcasts flow once more.
 */
let stack: TestStack | undefined;
afterAll(async () => {
  await closeClients();
  await stack?.stop();
});

describe('reconnect', () => {
  it('channels join again after the server restarts on the same port', async () => {
    stack = await startTestStack({ seed: false });
    const port = Number(new URL(stack.url).port);
    const a = realtimeClient(stack);
    const b = realtimeClient(stack);
    const got: unknown[] = [];
    const chA = await subscribed(a.channel('reconnect'));
    const chB = await subscribed(
      b.channel('reconnect').on('broadcast', { event: 'm' }, (m) => got.push(m.payload)),
    );
    await stack.stop();
    await eventually(() => chA.state !== 'joined' && chB.state !== 'joined', 5000);
    stack = await startTestStack({ seed: false, config: { apiPort: port } });
    await eventually(() => chA.state === 'joined' && chB.state === 'joined', 30_000);
    await chA.send({ type: 'broadcast', event: 'm', payload: { after: 'restart' } });
    await eventually(() => got.length === 1);
    expect(got).toEqual([{ after: 'restart' }]);
  }, 120_000);
});
