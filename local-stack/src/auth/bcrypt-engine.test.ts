import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../dev/demo-accounts.js';
import { bcryptEngine, engines } from './bcrypt-engine.js';
import { verifyPassword } from './password.js';

const native = engines.native();
const js = engines.js();
const PASSWORD = 'Correct horse 9 — pässwörd €';

describe('bcrypt engine (issue 31 item 4)', () => {
  it('runs the native one on this platform (prebuilt binary installed, no fallback)', () => {
    expect(bcryptEngine.name).toBe('@node-rs/bcrypt (native, thread pool)');
  });

  it('a hash made by the old library (bcryptjs) verifies with the native one, and back', async () => {
    for (const cost of [4, 10]) {
      const byOld = await js.hash(PASSWORD, cost);
      const byNew = await native.hash(PASSWORD, cost);
      expect(await native.compare(PASSWORD, byOld)).toBe(true);
      expect(await js.compare(PASSWORD, byNew)).toBe(true);
      expect(await native.compare(`${PASSWORD}x`, byOld)).toBe(false);
      expect(await js.compare(`${PASSWORD}x`, byNew)).toBe(false);
    }
  });

  it("reads GoTrue's and pgcrypto's $2a$ hashes and PHP's $2y$ ones", async () => {
    const body = (await js.hash(PASSWORD, 4)).slice(4);
    for (const prefix of ['$2a$', '$2b$', '$2y$']) {
      expect(await native.compare(PASSWORD, prefix + body)).toBe(true);
    }
  });

  it('the seeded demo accounts (hashed by the old library) still sign in', async () => {
    const seed = readFileSync(new URL('../../../supabase/seed.sql', import.meta.url), 'utf8');
    const seeded = seed.match(/'(\$2[aby]\$\d\d\$[./A-Za-z0-9]{53})'/)?.[1];
    expect(seeded).toBeDefined();
    expect(await verifyPassword(DEMO_PASSWORD, seeded ?? '', 10)).toBe(true);
    expect(await verifyPassword('CsanDemo!2025', seeded ?? '', 10)).toBe(false);
  });

  it('a malformed or impossible stored hash is a mismatch, never a throw (no 500)', async () => {
    for (const engine of [native, js]) {
      for (const hash of ['', 'garbage', '$2b$10$short', `$2b$99$${'a'.repeat(53)}`]) {
        await expect(engine.compare(PASSWORD, hash)).resolves.toBe(false);
      }
    }
  });

  it('verifies off the event loop: the loop idles while a cost-12 compare runs', async () => {
    const hash = await native.hash(PASSWORD, 12);
    const before = performance.eventLoopUtilization();
    await Promise.all([native.compare(PASSWORD, hash), native.compare(PASSWORD, hash)]);
    // bcryptjs computes on the loop in slices: its utilisation over a compare is close to 1.
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.3);
  });
});
