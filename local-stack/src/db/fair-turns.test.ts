import { describe, expect, it } from 'vitest';
import { createFairTurns } from './fair-turns.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('fair turns on one connection', () => {
  it('serves the clients in rotation, one piece of work each', async () => {
    const turns = createFairTurns();
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(name);
      await tick();
    };
    const all = [
      ...['a1', 'a2', 'a3', 'a4'].map((name) => turns.run('a', work(name))),
      turns.run('b', work('b1')),
      turns.run('b', work('b2')),
      turns.run('c', work('c1')),
    ];
    await Promise.all(all);
    // A client queued four: the others' work did not wait behind all of them.
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
  });

  it('runs one at a time, passes results and errors on, and reports idle', async () => {
    const turns = createFairTurns();
    let running = 0;
    let most = 0;
    const job = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      if (value < 0) throw new Error('refused');
      return value;
    };
    const results = await Promise.allSettled([
      turns.run('x', job(1)),
      turns.run('y', job(-1)),
      turns.run('x', job(2)),
    ]);
    expect(most).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await turns.idle();
    expect(running).toBe(0);
  });
});

describe('fair turns on several connections', () => {
  it('uses every slot, but one client never more than perClient of them', async () => {
    const turns = createFairTurns({ slots: 3, perClient: 1 });
    const live = new Map<string, number>();
    const most = new Map<string, number>();
    let total = 0;
    let mostTotal = 0;
    const job = (client: string) =>
      turns.run(client, async () => {
        live.set(client, (live.get(client) ?? 0) + 1);
        most.set(client, Math.max(most.get(client) ?? 0, live.get(client) ?? 0));
        total += 1;
        mostTotal = Math.max(mostTotal, total);
        await tick();
        total -= 1;
        live.set(client, (live.get(client) ?? 1) - 1);
      });
    await Promise.all([...Array.from({ length: 5 }, () => job('a')), job('b'), job('c'), job('d')]);
    expect(mostTotal).toBe(3);
    expect(Math.max(...most.values())).toBe(1);
  });
});
